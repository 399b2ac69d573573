"""Board files (docs/boards.md): YAML, read through the safe loader only, applied to a scenario.

The board is walked along the field table of ``board_spec`` (the same table that writes
``docs/board.schema.json``): every key, type, range and message comes from there, and the whole
board is checked before the scenario changes. Every error names the file, the line and the
key, and suggests the closest valid key. Tags that
are not plain YAML (``!!python/...`` among them) and aliases are refused before anything is built,
so a board can never run code or expand into an alias bomb.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, replace
from fractions import Fraction
from pathlib import Path
from typing import Any

import yaml

from ruleslawyer import data
from ruleslawyer.core import ActionDef, Phase, RulesInputError
from ruleslawyer.core.bases import Hull, base_size
from ruleslawyer.core.geometry import Polygon
from ruleslawyer.core.geometry import rectangle as _rectangle
from ruleslawyer.core.objectives import Objective, Role
from ruleslawyer.core.stratagems import StratagemDef
from ruleslawyer.core.unit_fields import BY_NAME
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.board_spec import (
    BOARD,
    POSITION_KEYS,
    UNIT,
    ByPlayer,
    Field,
    Named,
    Table,
)
from ruleslawyer.scenario.board_values import Player, Problem
from ruleslawyer.scenario.datasheets import board_datasheet, datasheet_footprint
from ruleslawyer.scenario.errors import BoardError
from ruleslawyer.scenario.files import (
    MAX_INPUT_BYTES,
    UnreadableInput,
    nearby_name,
    read_input,
    resolved,
    unusable_path,
)
from ruleslawyer.scenario.positions import Placed
from ruleslawyer.scenario.state import ScenarioState, UnitDraft

MAX_BOARD_BYTES = MAX_INPUT_BYTES  # the one limit of every input file

_PLAIN_TAGS = {
    f"tag:yaml.org,2002:{t}" for t in ("str", "int", "bool", "null", "float", "seq", "map")
}
_NULL = "tag:yaml.org,2002:null"


@dataclass(frozen=True)
class _Given:
    """A key the board gives: where it stands, and its value once checked against its field."""

    key_node: yaml.Node
    node: yaml.Node
    value: Any  # a Named gives {name: _Entry}; a ByPlayer gives {player: {key: _Given}}


@dataclass(frozen=True)
class _Entry:
    node: yaml.Node
    keys: dict[str, _Given]


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

    def problem(self, node: yaml.Node, problem: Problem) -> BoardError:
        at = problem.at
        if at is not None and isinstance(node, yaml.SequenceNode) and 0 <= at < len(node.value):
            node = node.value[at]  # the entry at fault, so its line is named
        return self.error(node, problem.message, problem.word, problem.suggestion)


def load_board_file(ctx: ScenarioState, relative: str) -> None:
    """Apply the board file at ``relative`` (to the feature file's folder)."""
    base = ctx.feature_path.parent if ctx.feature_path is not None else Path.cwd()
    bad_path = unusable_path(relative)
    if bad_path:
        raise RulesInputError(f"cannot read the board file: {bad_path}", word=relative)
    path = resolved(base / relative)
    if not path.exists() and not path.is_symlink():
        suggestion = nearby_name(path, relative, "*.y*ml")
        raise RulesInputError(
            f"board file {relative!r} does not exist (looked for {path})",
            word=relative,
            suggestion=repr(suggestion) if suggestion else None,
        )
    try:
        text = read_input(path, f"board file {relative!r}")
    except UnreadableInput as exc:
        raise RulesInputError(exc.reason, word=relative) from None
    apply_board(ctx, text, _Source(os.path.relpath(path), 0))


def load_board_text(ctx: ScenarioState, text: str, feature: str, first_line: int) -> None:
    """Apply a board given as a doc string whose first line is ``first_line`` of ``feature``."""
    if len(text.encode()) > MAX_BOARD_BYTES:
        raise RulesInputError(f"the board is larger than {MAX_BOARD_BYTES} bytes", word="board")
    apply_board(ctx, text, _Source(feature, first_line - 1, inline=True))


_INDICATORS = "{}[],:?|>!&*#%@`"


def _token(text: str, *marks: yaml.Mark | None) -> str | None:
    """The text at a YAML error's mark (the problem's, else the context's): one indicator
    (``{``, ``:``, ``]``), or a plain word up to the next space or indicator. At the end of
    the text (an unclosed ``{``) the context's mark, which shows what was left open."""
    lines = text.splitlines()
    for mark in marks:
        if mark is None or mark.line >= len(lines):
            continue
        rest = lines[mark.line][mark.column :].lstrip()
        if not rest:
            continue
        if rest[0] in _INDICATORS:
            return rest[0]
        word = re.match(r"[^\s" + re.escape(_INDICATORS) + r"]+", rest)
        return word[0] if word else rest[0]
    return None


def apply_board(ctx: ScenarioState, text: str, source: _Source) -> None:
    ctx.no_game_yet("set up a board")
    if source.inline:  # a Given may refine what a board states, before or after it
        first = source.line_offset + 1
        ctx.refinable_lines.update(range(first, first + text.count("\n") + 1))
    if text in _COMPOSED:
        root = _COMPOSED[text]
    else:
        root = _composed(text, source)
        if len(_COMPOSED) >= _COMPOSED_MAX:
            _COMPOSED.clear()
        _COMPOSED[text] = root
    if root is None or root.tag == _NULL:  # nothing stated: every default holds
        return
    _apply(ctx, _read(root, BOARD, source, "the board", "the board"), source)


# The YAML of each board text read, checked (its depth, its tags, no alias): a library states
# the same board in many scenarios (an outline's rows, a feature's scenarios), and composing it
# is most of applying it. Keyed by the text; a node's marks count from the text's first line,
# so a message still names the line of the file it is in (``source``). A text with an error is
# never kept: it raises each time, with its own source. Nothing changes a node once composed.
_COMPOSED: dict[str, yaml.Node | None] = {}
_COMPOSED_MAX = 512  # distinct texts kept; then it starts again


def _composed(text: str, source: _Source) -> yaml.Node | None:
    """The text's YAML, checked: its depth, then only plain tags and no alias."""
    try:
        _check_depth(text, source)
        root = yaml.compose(text, Loader=yaml.SafeLoader)
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = (mark.line if mark else 0) + 1 + source.line_offset
        raise BoardError(
            f"YAML syntax error: {exc.problem or exc.context}",
            path=source.path,
            line=line,
            word=_token(text, exc.problem_mark, exc.context_mark) or str(exc.problem or ""),
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
    if root is not None and root.tag != _NULL:
        _check_plain(root, source, set())
    return root


# A board nests a handful of levels (units, a unit, a key, a list); PyYAML's composer and our
# walk recurse once per level, so a board nested far deeper is refused before either runs.
MAX_BOARD_DEPTH = 32
_OPEN = (
    yaml.BlockMappingStartToken,
    yaml.BlockSequenceStartToken,
    yaml.FlowMappingStartToken,
    yaml.FlowSequenceStartToken,
)
_CLOSE = (yaml.BlockEndToken, yaml.FlowMappingEndToken, yaml.FlowSequenceEndToken)


def _check_depth(text: str, source: _Source) -> None:
    """Refuse a board nested deeper than :data:`MAX_BOARD_DEPTH`: the scanner is a loop, not a
    recursion, so this costs one pass and no ``RecursionError``."""
    depth = 0
    for token in yaml.scan(text, Loader=yaml.SafeLoader):
        if isinstance(token, _OPEN):
            depth += 1
            if depth > MAX_BOARD_DEPTH:
                line = token.start_mark.line + 1 + source.line_offset
                raise BoardError(
                    f"the board is nested more than {MAX_BOARD_DEPTH} levels deep; a board "
                    "needs a few (units, a unit, its keys)",
                    path=source.path,
                    line=line,
                    word=text[token.start_mark.index : token.start_mark.index + 1] or "board",
                )
        elif isinstance(token, _CLOSE):
            depth -= 1


def _read(
    node: yaml.Node, table: Table, source: _Source, path: str, called: str
) -> dict[str, _Given]:
    """Check the mapping at ``node`` against ``table``: every key known, every value fit."""
    given: dict[str, _Given] = {}
    for key, (knode, vnode) in _mapping(node, source, path).items():
        field = table.field(key)
        if field is None:
            raise source.problem(knode, table.unknown(key, called))
        given[key] = _Given(knode, vnode, _value(field, vnode, source, path))
    missing = table.missing(given)
    if missing is not None:
        raise source.problem(given[missing.word].key_node, missing)
    return given


def _value(field: Field, node: yaml.Node, source: _Source, path: str) -> Any:
    kind = field.value
    where = field.key if path == "the board" else f"{path}.{field.key}"
    if isinstance(kind, ByPlayer):
        players: dict[str, dict[str, _Given]] = {}
        for key, (pknode, pnode) in _mapping(node, source, where).items():
            player = Player().check(field.key, _scalar(pknode))
            if isinstance(player, Problem):
                raise source.problem(pknode, player)
            players[player] = _read(pnode, kind.table, source, f"{where}.{key}", f"player {key}")
        return players
    if isinstance(kind, Named):
        entries: dict[str, _Entry] = {}
        for name, (_name_node, enode) in _mapping(node, source, where).items():
            empty = kind.empty and enode.tag == _NULL
            called = f"{kind.table.called} {name!r}"
            keys = {} if empty else _read(enode, kind.table, source, f"{where}.{name}", called)
            entries[name] = _Entry(enode, keys)
        return entries
    checked = kind.check(field.key, _scalar(node))
    if isinstance(checked, Problem):
        raise source.problem(node, checked)
    return checked


def _apply(ctx: ScenarioState, board: dict[str, _Given], source: _Source) -> None:
    values = {key: given.value for key, given in board.items()}
    # Actions first: a row the core cannot read stops the board before it changes anything.
    actions = {
        name: _action(name, entry, source) for name, entry in values.get("actions", {}).items()
    }
    stratagems = {
        name: _stratagem(name, entry, source)
        for name, entry in values.get("stratagems", {}).items()
    }
    if "first_player" in values:
        ctx.first_player = values["first_player"]
    if "battle_rounds" in values:
        ctx.battle_rounds = values["battle_rounds"]
    if "battle_round" in values:
        ctx.moment.battle_round = values["battle_round"]
    if "turn" in values:
        ctx.moment.player = values["turn"]
    if "phase" in values:
        ctx.moment.phase = Phase.parse(values["phase"])
    for name, stratagem in stratagems.items():  # first: a use names a declared one by its name
        ctx.stratagems[name] = stratagem
    for player, keys in values.get("players", {}).items():
        if "cp" in keys:
            ctx.cp[player] = keys["cp"].value
        for name, entry in (
            keys["used_stratagems"].value.items() if "used_stratagems" in keys else ()
        ):
            _used_stratagem(ctx, player, name, {k: g.value for k, g in entry.keys.items()})
    ctx.actions.update(actions)
    _apply_places(ctx, board, source)
    for name, entry in values.get("units", {}).items():
        draft = ctx.add_unit(name)
        _apply_unit(draft, entry, source)
        if "datasheet" in entry.keys and draft.datasheet is not None:  # its base and M (§11)
            datasheet_footprint(ctx.board, draft.name, data.lookup(draft.datasheet))
        _apply_positions(ctx, name, entry, source)


def _apply_places(ctx: ScenarioState, board: dict[str, _Given], source: _Source) -> None:
    """The battlefield, the areas' shapes and the objective markers (§19.11)."""
    try:
        if "battlefield" in board:
            width, depth = board["battlefield"].value
            ctx.board.set_battlefield(width, depth, _line(board["battlefield"].node, source))
        if "deployment" in board:
            given = board["deployment"]
            try:
                ctx.board.deploy(given.value, _line(given.node, source))
            except RulesInputError as exc:
                raise source.error(given.node, exc.message, exc.word, exc.suggestion) from None
        if "attacker" in board:
            ctx.board.attacker = board["attacker"].value
        if "areas" in board:
            given = board["areas"]
            for name, (kind, corners) in given.value.items():
                node = _entry_node(given.node, name)
                try:
                    shape = rectangle_of(corners) if kind == "rectangle" else Polygon(corners)
                    ctx.board.shape(name, shape, _line(node, source))
                except RulesInputError as exc:
                    raise source.error(node, exc.message, exc.word) from None
        if "objective_markers" in board:
            given = board["objective_markers"]
            for name, at in given.value.items():
                node = _entry_node(given.node, name)
                found = ctx.objectives.defs.get(area_key(name), Objective(name))
                ctx.objectives.defs[area_key(name)] = replace(
                    found, marker=True, roles=found.roles | {Role.PLAIN}
                )
                ctx.board.marker(name, at, _line(node, source))
    except RulesInputError as exc:
        raise source.error(_node_of(board, exc.word), exc.message, exc.word) from None


def rectangle_of(corners: tuple[tuple[Fraction, Fraction], ...]) -> Polygon:
    (ax, ay), (bx, by) = corners
    if ax == bx or ay == by:
        raise RulesInputError(
            f"a rectangle with corners ({ax}, {ay}) and ({bx}, {by}) has no "
            f"{'width' if ax == bx else 'depth'}",
            word=str(ax if ax == bx else ay),
        )
    return _rectangle(min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))


def _entry_node(node: yaml.Node, name: str) -> yaml.Node:
    if isinstance(node, yaml.MappingNode):
        for knode, vnode in node.value:
            if isinstance(knode, yaml.ScalarNode) and knode.value == name:
                found: yaml.Node = vnode
                return found
    return node


def _node_of(board: dict[str, _Given], word: str | None) -> yaml.Node:
    for key in ("areas", "objective_markers", "battlefield"):
        if key in board:
            node = _entry_node(board[key].node, word or "")
            if node is not board[key].node:
                return node
    return next(iter(board.values())).node


def _apply_positions(ctx: ScenarioState, name: str, entry: _Entry, source: _Source) -> None:
    """A unit's base and positions (§19.11): one row per model, each at its YAML line."""
    draft = ctx.unit(name)
    try:
        if "base" in entry.keys:
            ctx.board.base(
                draft.name, entry.keys["base"].value, _line(entry.keys["base"].node, source)
            )
        if "hull" in entry.keys:
            corners, length, width, high = entry.keys["hull"].value
            hull = Hull(corners, high) if corners else Hull.box(length, width, high)
            ctx.board.hull(draft.name, hull, _line(entry.keys["hull"].node, source))
        if "m" in entry.keys:
            ctx.board.move_characteristic[draft.name] = entry.keys["m"].value
        if "positions" in entry.keys:
            given = entry.keys["positions"]
            items = given.node.value if isinstance(given.node, yaml.SequenceNode) else []
            for number, row in enumerate(given.value):
                node = items[number] if number < len(items) else given.node
                label = row.get("model") or ctx.board.next_label(draft.name)
                ctx.board.place(
                    Placed(
                        draft.name,
                        label,
                        (row["x"], row["y"]),
                        row.get("height", Fraction(0)),
                        base_size(row["base"]) if "base" in row else None,
                        row.get("facing", Fraction(0)),
                        _line(node, source),
                    )
                )
    except RulesInputError as exc:
        node = entry.keys.get("positions", entry.keys.get("base"))
        raise source.error(node.node if node else entry.node, exc.message, exc.word) from None


def _action(name: str, entry: _Entry, source: _Source) -> ActionDef:
    rows = {key.replace("_", " ").upper(): given.value for key, given in entry.keys.items()}
    try:
        return ActionDef.from_rows(name, rows)
    except RulesInputError as exc:
        # The core's parsers name the row's text; point at that row when it is one.
        node = next((g.node for g in entry.keys.values() if g.value == exc.word), entry.node)
        raise source.error(node, exc.message, exc.word, exc.suggestion) from None


def _stratagem(name: str, entry: _Entry, source: _Source) -> StratagemDef:
    rows = {key.upper(): str(given.value) for key, given in entry.keys.items()}
    try:
        return StratagemDef.from_rows(name, rows)
    except RulesInputError as exc:
        node = next((g.node for g in entry.keys.values() if str(g.value) == exc.word), entry.node)
        raise source.error(node, exc.message, exc.word, exc.suggestion) from None


def _used_stratagem(ctx: ScenarioState, player: str, name: str, keys: dict[str, Any]) -> None:
    """A used stratagem: this phase (on a unit, if named) and earlier in the battle; named
    as a step names it (Grenades and Tank Shock included)."""
    name = ctx.stratagem_name(name)
    earlier = keys.get("earlier_in_battle", 0)
    if earlier:
        ctx.used_earlier[(player, name)] = ctx.used_earlier.get((player, name), 0) + earlier
    if keys.get("this_phase", "earlier_in_battle" not in keys):
        ctx.used_this_phase.append((player, name, keys.get("unit")))


# Keys that give a unit its datasheet's values: applied first, so the other keys override them.
_DATASHEET_KEYS = ("datasheet", "models_at_start")


def _apply_unit(draft: UnitDraft, entry: _Entry, source: _Source) -> None:
    sheet = {key: entry.keys[key] for key in _DATASHEET_KEYS if key in entry.keys}
    at_start, strength = sheet.get("models_at_start"), entry.keys.get("starting_strength")
    if at_start is not None and strength is not None and at_start.value != strength.value:
        # Both say how many models the unit began with: two answers are a contradiction, not
        # an override (docs/boards.md).
        where = _line(at_start.node, source)
        raise source.error(
            strength.node,
            f"starting_strength: {strength.value} contradicts models_at_start: "
            f"{at_start.value} ({'line ' if isinstance(where, int) else ''}{where}); "
            "give one of them",
            str(strength.value),
        )
    if sheet:
        first = min(sheet.values(), key=lambda given: given.node.start_mark.line)
        try:
            board_datasheet(
                draft,
                sheet["datasheet"].value if "datasheet" in sheet else None,
                sheet["models_at_start"].value if "models_at_start" in sheet else None,
                where=_line(first.node, source),
            )
        except RulesInputError as exc:
            node = (sheet.get("datasheet") or first).node
            raise source.error(node, exc.message, exc.word, exc.suggestion) from None
    for key, given in entry.keys.items():
        if key in _DATASHEET_KEYS or key in POSITION_KEYS:
            continue
        field = UNIT.field(key)
        assert field is not None  # _read let through only the table's keys
        line = _line(given.node, source)
        _check_written(key, field, given, source)
        value = field.convert(given.value) if field.convert is not None else given.value
        draft.state(line, **{field.draft or key: value})
        for also in field.also_stated:
            draft.stated[also] = line


def _check_written(key: str, field: Field, given: _Given, source: _Source) -> None:
    """A key that spells a rules number decides its rule only while the rule's number is the
    one it spells (19.1); else an error naming the key, the clause and the number now."""
    row = BY_NAME.get(field.draft or key)
    if row is None or row.written is None or key != row.board_key or row.board_twin is None:
        return
    try:
        row.written.check(key, row.board_twin)
    except RulesInputError as exc:
        raise source.error(given.key_node, exc.message, exc.word, exc.suggestion) from None


def _line(node: yaml.Node, source: _Source) -> int | str:
    """Where a key was stated: a doc-string board's lines are the feature file's lines."""
    number = node.start_mark.line + 1 + source.line_offset
    return number if source.inline else f"{source.path}:{number}"


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
    if isinstance(node, yaml.ScalarNode) and node.tag != "tag:yaml.org,2002:str":
        _check_scalar(node, source)
    elif isinstance(node, yaml.MappingNode):
        for key, value in node.value:
            _check_plain(key, source, seen)
            _check_plain(value, source, seen)
    elif isinstance(node, yaml.SequenceNode):
        for item in node.value:
            _check_plain(item, source, seen)


def _scalar(node: yaml.Node) -> Any:
    # The safe loader's constructor alone: a whole loader (its reader and scanner) per value
    # read was most of reading a board once its YAML is composed.
    return yaml.constructor.SafeConstructor().construct_object(node, deep=True)


def _check_scalar(node: yaml.ScalarNode, source: _Source) -> None:
    try:
        _scalar(node)
    except (yaml.YAMLError, ValueError, KeyError):
        # An explicit plain tag on a value it does not fit (``!!int abc``, ``!!bool maybe``):
        # PyYAML's constructors fail with Python's own errors, not YAML's.
        shown = node.tag.replace("tag:yaml.org,2002:", "!!")
        raise source.error(node, f"{node.value!r} is not a valid {shown} value", shown) from None


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
