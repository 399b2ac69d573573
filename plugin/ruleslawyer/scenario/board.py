"""Board files (contract §8): YAML, read through the safe loader only, applied to a scenario.

Every error names the file, the line and the key, and suggests the closest valid key. Tags that
are not plain YAML (``!!python/...`` among them) and aliases are refused before anything is built,
so a board can never run code or expand into an alias bomb.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from ruleslawyer.core import ActionDef, MoveKind, Phase, RulesInputError
from ruleslawyer.core.errors import closest
from ruleslawyer.scenario.errors import BoardError
from ruleslawyer.scenario.state import ScenarioState

MAX_BOARD_BYTES = 256 * 1024

TOP_KEYS = (
    "battle_round",
    "turn",
    "phase",
    "first_player",
    "battle_rounds",
    "players",
    "units",
    "actions",
)
UNIT_KEYS = (
    "player",
    "keywords",
    "oc",
    "ld",
    "starting_strength",
    "models",
    "w",
    "wounds_left",
    "battle_shocked",
    "engaged",
    "on_battlefield",
    "within",
    "moved",
)
ACTION_KEYS = ("starts", "units", "use_limit", "completes", "effect")
PLAYER_KEYS = ("cp",)
_PLAIN_TAGS = {
    f"tag:yaml.org,2002:{t}" for t in ("str", "int", "bool", "null", "float", "seq", "map")
}


@dataclass
class _Source:
    path: str
    line_offset: int  # added to YAML's 0-based line to give the line in ``path``
    inline: bool = False  # a doc string in the feature file, not a file of its own

    def error(
        self,
        node: yaml.Node | None,
        message: str,
        word: str | None = None,
        suggestion: str | None = None,
    ) -> BoardError:
        line = (node.start_mark.line if node is not None else 0) + 1 + self.line_offset
        return BoardError(message, path=self.path, line=line, word=word, suggestion=suggestion)


def load_board_file(ctx: ScenarioState, relative: str) -> None:
    """Apply the board file at ``relative`` (to the feature file's folder)."""
    base = ctx.feature_path.parent if ctx.feature_path is not None else Path.cwd()
    path = (base / relative).resolve()
    if not path.is_file():
        nearby = [p.name for p in path.parent.glob("*.y*ml")] if path.parent.is_dir() else []
        suggestion = closest(Path(relative).name, nearby)
        raise RulesInputError(
            f"board file {relative!r} does not exist (looked for {path})",
            word=relative,
            suggestion=repr(suggestion) if suggestion else None,
        )
    if path.stat().st_size > MAX_BOARD_BYTES:
        raise RulesInputError(
            f"board file {relative!r} is larger than {MAX_BOARD_BYTES} bytes", word=relative
        )
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError as exc:
        raise RulesInputError(
            f"board file {relative!r} is not UTF-8 text ({exc.reason})", word=relative
        ) from None
    apply_board(ctx, text, _Source(os.path.relpath(path), 0))


def load_board_text(ctx: ScenarioState, text: str, feature: str, first_line: int) -> None:
    """Apply a board given as a doc string whose first line is ``first_line`` of ``feature``."""
    if len(text.encode()) > MAX_BOARD_BYTES:
        raise RulesInputError(f"the board is larger than {MAX_BOARD_BYTES} bytes", word="board")
    apply_board(ctx, text, _Source(feature, first_line - 1, inline=True))


def apply_board(ctx: ScenarioState, text: str, source: _Source) -> None:
    ctx.no_game_yet("set up a board")
    try:
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = (mark.line if mark else 0) + 1 + source.line_offset
        raise BoardError(
            f"YAML syntax error: {exc.problem or exc.context}",
            path=source.path,
            line=line,
            word=str(exc.problem or ""),
        ) from None
    except yaml.YAMLError as exc:  # a reader error: a character YAML does not allow
        position = getattr(exc, "position", 0)
        line = text[:position].count("\n") + 1 + source.line_offset
        character = getattr(exc, "character", "")
        if isinstance(character, int):
            character = chr(character)
        raise BoardError(
            f"the board holds a character YAML does not allow ({character!r})",
            path=source.path,
            line=line,
            word=repr(character),
        ) from None
    if root is None:
        return
    _check_plain(root, source, set())
    top = _mapping(root, source, "the board")
    for key, (knode, _value) in top.items():
        _known(key, knode, TOP_KEYS, source, "board")
    values = {k: v for k, (_, v) in top.items()}
    if "first_player" in values:
        ctx.first_player = _player(values["first_player"], source, "first_player")
    if "battle_rounds" in values:
        ctx.battle_rounds = _int(values["battle_rounds"], source, "battle_rounds", minimum=1)
    if "battle_round" in values:
        ctx.moment.battle_round = _int(values["battle_round"], source, "battle_round", minimum=1)
    if "turn" in values:
        ctx.moment.player = _player(values["turn"], source, "turn")
    if "phase" in values:
        node = values["phase"]
        word = _str(node, source, "phase")
        try:
            ctx.moment.phase = Phase.parse(word)
        except RulesInputError as exc:
            raise source.error(node, f"phase: {exc.message}", word, exc.suggestion) from None
    if "turn" in values and "phase" not in values:
        raise source.error(
            top["turn"][0],
            "turn needs a phase too (command, movement, shooting, charge or fight)",
            "turn",
        )
    if "players" in values:
        for pkey, (pknode, pnode) in _mapping(values["players"], source, "players").items():
            player = _player(pknode, source, "players")
            for key, (knode, vnode) in _mapping(pnode, source, f"players.{pkey}").items():
                _known(key, knode, PLAYER_KEYS, source, f"player {pkey}")
                ctx.cp[player] = _int(vnode, source, "cp", minimum=0)
    if "actions" in values:
        for name, (_name_node, anode) in _mapping(values["actions"], source, "actions").items():
            rows: dict[str, str] = {}
            for key, (knode, vnode) in _mapping(anode, source, f"actions.{name}").items():
                _known(key, knode, ACTION_KEYS, source, f"Action {name!r}")
                rows[key.replace("_", " ").upper()] = _str(vnode, source, key)
            try:
                ctx.actions[name] = ActionDef.from_rows(name, rows)
            except RulesInputError as exc:
                raise source.error(anode, exc.message, exc.word, exc.suggestion) from None
    if "units" in values:
        for name, (nnode, unode) in _mapping(values["units"], source, "units").items():
            _apply_unit(ctx, name, nnode, unode, source)


def _apply_unit(
    ctx: ScenarioState, name: str, nnode: yaml.Node, unode: yaml.Node, source: _Source
) -> None:
    draft = ctx.add_unit(name)
    if isinstance(unode, yaml.ScalarNode) and unode.value in ("", "~", "null"):
        return
    for key, (knode, vnode) in _mapping(unode, source, f"units.{name}").items():
        _known(key, knode, UNIT_KEYS, source, f"unit {name!r}")
        line_number = vnode.start_mark.line + 1 + source.line_offset
        # A doc-string board lives in the feature file: its lines are the feature's lines.
        line: int | str = line_number if source.inline else f"{source.path}:{line_number}"
        if key == "player":
            draft.state(line, player=_player(vnode, source, key))
        elif key == "keywords":
            draft.state(line, keywords=frozenset(_str_list(vnode, source, key)))
            draft.stated["keywords_whole"] = line
        elif key == "oc":
            value = _scalar(vnode)
            if value == "-" or value == "'-'":
                draft.state(line, oc=None)
            elif isinstance(value, int) and not isinstance(value, bool) and value >= 0:
                draft.state(line, oc=value)
            else:
                raise source.error(vnode, f"oc must be a whole number or '-', not {value!r}", key)
        elif key in ("ld", "starting_strength", "models", "w", "wounds_left"):
            draft.state(line, **{key: _int(vnode, source, key, minimum=0)})
        elif key in ("battle_shocked", "engaged", "on_battlefield"):
            draft.state(line, **{key: _bool(vnode, source, key)})
        elif key == "within":
            draft.state(line, within=frozenset(_str_list(vnode, source, key)))
        elif key == "moved":
            word = _str(vnode, source, key)
            if word.lower() == "none":
                draft.state(line, moves=())
            elif word.lower() in ("normal", "advance", "fall-back"):
                draft.state(line, moves=(MoveKind.parse(word),))
            else:
                raise source.error(
                    vnode,
                    f"moved must be none, normal, advance or fall-back, not {word!r}",
                    word,
                    closest(word, ["none", "normal", "advance", "fall-back"]),
                )


def _check_plain(node: yaml.Node, source: _Source, seen: set[int]) -> None:
    if id(node) in seen:
        raise source.error(node, "YAML anchors and aliases are not allowed in a board", "*")
    seen.add(id(node))
    if node.tag not in _PLAIN_TAGS:
        shown = node.tag.replace("tag:yaml.org,2002:", "!!")
        raise source.error(
            node,
            f"the YAML tag {shown} is not allowed in a board (only "
            "plain values, lists and mappings are); it is never run",
            shown,
        )
    if isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            _check_plain(key, source, seen)
            _check_plain(value, source, seen)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            _check_plain(item, source, seen)


def _scalar(node: yaml.Node) -> Any:
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_object(node, deep=True)
    finally:
        loader.dispose()


def _mapping(node: yaml.Node, source: _Source, what: str) -> dict[str, tuple[yaml.Node, yaml.Node]]:
    if not isinstance(node, yaml.MappingNode):
        raise source.error(node, f"{what} must be a mapping of keys to values", what)
    found: dict[str, tuple[yaml.Node, yaml.Node]] = {}
    for knode, vnode in node.value:
        key = str(_scalar(knode)) if isinstance(knode, yaml.ScalarNode) else None
        if key is None:
            raise source.error(knode, f"a key of {what} must be plain text", what)
        if key in found:
            raise source.error(knode, f"{what} has the key {key!r} twice", key)
        found[key] = (knode, vnode)
    return found


def _known(key: str, node: yaml.Node, allowed: tuple[str, ...], source: _Source, what: str) -> None:
    if key not in allowed:
        raise source.error(
            node,
            f"unknown key {key!r} in {what}; keys are {', '.join(allowed)}",
            key,
            closest(key, allowed, cutoff=0.4),
        )


def _int(node: yaml.Node, source: _Source, key: str, minimum: int) -> int:
    value = _scalar(node) if isinstance(node, yaml.ScalarNode) else node
    if isinstance(value, str) and key == "ld" and value.endswith("+") and value[:-1].isdigit():
        value = int(value[:-1])
    if not isinstance(value, int) or isinstance(value, bool):
        raise source.error(node, f"{key} must be a whole number, not {_show(value)}", key)
    if value < minimum:
        raise source.error(node, f"{key} must be at least {minimum}, not {value}", key)
    return value


def _bool(node: yaml.Node, source: _Source, key: str) -> bool:
    value = _scalar(node) if isinstance(node, yaml.ScalarNode) else node
    if not isinstance(value, bool):
        raise source.error(node, f"{key} must be true or false, not {_show(value)}", key)
    return value


def _str(node: yaml.Node, source: _Source, key: str) -> str:
    value = _scalar(node) if isinstance(node, yaml.ScalarNode) else node
    if not isinstance(value, str | int):
        raise source.error(node, f"{key} must be text, not {_show(value)}", key)
    return str(value)


def _str_list(node: yaml.Node, source: _Source, key: str) -> list[str]:
    if not isinstance(node, yaml.SequenceNode):
        raise source.error(node, f"{key} must be a list, like [INFANTRY, BATTLELINE]", key)
    return [_str(item, source, key) for item in node.value]


def _player(node: yaml.Node, source: _Source, key: str) -> str:
    word = _str(node, source, key)
    if word not in ("A", "B"):
        raise source.error(
            node,
            f"{key}: {word!r} is not a player; players are A and B",
            word,
            closest(word.upper(), ["A", "B"], cutoff=0.0),
        )
    return word


def _show(value: Any) -> str:
    if isinstance(value, yaml.Node):
        return "a list" if isinstance(value, yaml.SequenceNode) else "a mapping"
    return repr(value)
