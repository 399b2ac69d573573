"""The board format (docs/boards.md) as one table of fields: the loader and the JSON Schema read it.

``board.py`` walks a YAML board along :data:`BOARD` and takes every check and every error
message from here; :func:`json_schema` turns the same table into ``docs/board.schema.json``
(``python -m ruleslawyer.scenario.board_spec > docs/board.schema.json``), and a test fails when
the checked-in file is stale. To add a key, add one :class:`Field` to its table (a top-level or
player key also needs its line in ``board.py``'s ``_apply``), then regenerate the schema. A
unit's keys are derived from the unit field table (``core/unit_fields.py``): a unit fact with a
``board_key`` is a key, its value checked by its row's kind and bounds.

Phase names and move types match in any case, as the contract's header says (ASCII letters
only, so that the loader and a JSON Schema pattern agree); player names are names and match
exactly. Relations between keys that later Given steps may still change (models left and the
starting strength, wounds left and W, the battle round and the mission's length) are
impossible states, checked when the game is built, not here.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ruleslawyer.core import MoveKind, Phase
from ruleslawyer.core.actions import DEFAULT_ROWS
from ruleslawyer.core.clock import PLAYERS
from ruleslawyer.core.errors import closest
from ruleslawyer.core.stratagems import DEFAULT_ROWS as STRATAGEM_ROWS
from ruleslawyer.core.unit_fields import FIELDS, Kind, UnitField
from ruleslawyer.core.units import UNSTATED_MOVES
from ruleslawyer.scenario.board_places import (
    BaseText,
    Extent,
    HullValue,
    Inches,
    Places,
    Points,
    Shapes,
)
from ruleslawyer.scenario.board_values import (
    Choice,
    Flag,
    KeywordList,
    Player,
    Problem,
    Text,
    TextList,
    Value,
    Whole,
    WholeOrDash,
)
from ruleslawyer.scenario.state import ScenarioState

Placing = Extent | Shapes | Points | BaseText | Places | Inches | HullValue  # §19.11's kinds
SCHEMA_ID = "https://github.com/pytest-ruleslawyer/pytest-ruleslawyer/docs/board.schema.json"


# -- tables -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Field:
    """One key: its value type, what leaving it out means, and what it says."""

    key: str
    value: Value | Placing | Named | ByPlayer
    default: str
    description: str
    draft: str | None = None  # the UnitDraft attribute a unit key sets (None: the key itself)
    convert: Callable[[Any], Any] | None = None  # the checked value as the draft wants it
    also_stated: tuple[str, ...] = ()  # further UnitDraft.stated entries it records
    needs: tuple[str, ...] = ()  # keys of the same table that must be given with it


@dataclass(frozen=True)
class Table:
    name: str  # the name of its JSON Schema definition
    called: str  # how errors name one of them: "unit 'Squad'"
    fields: tuple[Field, ...]

    @property
    def keys(self) -> tuple[str, ...]:
        return tuple(f.key for f in self.fields)

    def field(self, key: str) -> Field | None:
        return next((f for f in self.fields if f.key == key), None)

    def unknown(self, key: str, where: str) -> Problem:
        return Problem(
            f"unknown key {key!r} in {where}; keys are {', '.join(self.keys)}",
            key,
            closest_key(key, self.keys),
        )

    def missing(self, given: Iterable[str]) -> Problem | None:
        """What is wrong when a given key lacks a key it needs, or states a fact another given
        key states too (a key and its number-free twin; the word is the given key)."""
        keys = set(given)
        said: dict[str, str] = {}
        for f in self.fields:
            if f.key in keys and f.draft is not None:
                other = said.setdefault(f.draft, f.key)
                if other != f.key:
                    return Problem(f"{other} and {f.key} state the same fact: give one", f.key)
        for f in self.fields:
            for need in f.needs if f.key in keys else ():
                needed = self.field(need)
                if need not in keys and needed is not None:
                    value = needed.value
                    what = value.listed if isinstance(value, Choice) else _shown(value)
                    return Problem(f"{f.key} needs a {need} too ({what})", f.key)
        return None


def closest_key(key: str, keys: Sequence[str]) -> str | None:
    """The key meant: its first word decides first (``modles_left`` -> ``models``, not
    ``wounds_left``, which only shares the ending), then the whole key among those."""
    head = closest(key.split("_")[0], {k.split("_")[0] for k in keys}, cutoff=0.6)
    pool = [k for k in keys if k.split("_")[0] == head] if head is not None else []
    return closest(key, pool, cutoff=0.0) if pool else closest(key, keys, cutoff=0.4)


@dataclass(frozen=True)
class Named:
    """A mapping of names (unit names, Action names) to a table; ``empty`` admits a bare name."""

    table: Table
    empty: bool = False


@dataclass(frozen=True)
class ByPlayer:
    """A mapping of player names to a table."""

    table: Table


PHASES: tuple[str, ...] = tuple(p.value.lower() for p in Phase)
# Every move type a step can state (docs/language.md#what-units-do); a forced move is an event, not
# a board fact.
MOVES_MADE = tuple(k for k in MoveKind if k not in UNSTATED_MOVES)
MOVED: tuple[str, ...] = ("none", *(k.value for k in MOVES_MADE))


def _shown(value: Value | Placing | Named | ByPlayer) -> str:
    if isinstance(value, Named):
        return f"a mapping of names to {value.table.called} mappings"
    if isinstance(value, ByPlayer):
        return f"a mapping of {' and '.join(PLAYERS)} to {value.table.called} mappings"
    return value.shown


def _moves(word: str) -> tuple[MoveKind, ...]:
    return () if word == "none" else (MoveKind(word),)


# The defaults are read from where they are decided, so that the schema's words follow them
# (a fresh scenario's: the scenario itself is not kept).
def _fresh() -> tuple[int, str, int]:
    fresh = ScenarioState()
    return fresh.cp[PLAYERS[0]], fresh.first_player, fresh.battle_rounds


_CP, _FIRST_PLAYER, _BATTLE_ROUNDS = _fresh()


def _default(value: object) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return "-" if value is None else str(value)


def _row(key: str) -> str:
    return DEFAULT_ROWS[key.replace("_", " ").upper()]


USED_STRATAGEM = Table(
    "used_stratagem",
    "used stratagem",
    (
        Field(
            "this_phase", Flag(), "true, unless earlier_in_battle", "Used it this phase (15.01)."
        ),
        Field("unit", Text(), "no target", "The unit it targeted this phase."),
        Field("earlier_in_battle", Whole(0), "0", "Uses earlier in the battle (once per battle)."),
    ),
)

PLAYER = Table(
    "player",
    "player",
    (
        Field("cp", Whole(0), _default(_CP), "The player's command points."),
        Field(
            "used_stratagems",
            Named(USED_STRATAGEM, empty=True),
            "none",
            "Stratagems the player used, by name; a bare name: used this phase.",
        ),
    ),
)


# A board takes 0 models left as `has 0 models left` does: a part of an attached unit that is
# gone (contract §11, 19.03, 19.04; interpretation 125). Any other unit at 0 is the impossible
# state the row's bounds say, found with the others at the first When or Then (contract §2, §8).
_BOARD_ZERO = ("models",)


def _unit_value(row: UnitField[Any]) -> Value:
    """The board value of a unit fact, from its row's kind and bounds."""
    low = row.bounds.low if row.bounds is not None else 0
    low = 0 if row.name in _BOARD_ZERO else low
    high = row.bounds.high if row.bounds is not None else None
    values: dict[Kind, Value] = {
        Kind.PLAYER: Player(),
        Kind.KEYWORDS: KeywordList("[INFANTRY, BATTLELINE]"),
        Kind.WHOLE: Whole(low, high, plus=row.written_plus),
        Kind.WHOLE_OR_DASH: WholeOrDash(low),
        Kind.FLAG: Flag(),
        Kind.AREAS: TextList("[a terrain area]"),
        Kind.MOVES: Choice(MOVED),
    }
    return values[row.kind]


# How a board's checked value becomes the draft's, by kind (none: as it is).
_CONVERT: dict[Kind, Callable[[Any], Any]] = {
    Kind.KEYWORDS: frozenset,
    Kind.AREAS: frozenset,
    Kind.MOVES: _moves,
}
# Further UnitDraft.stated entries a key records, by kind: a board's list is the whole list.
_ALSO_STATED: dict[Kind, tuple[str, ...]] = {Kind.KEYWORDS: ("keywords_whole",)}


def _unit_keys(row: UnitField[Any]) -> tuple[Field, ...]:
    """A fact's board key, and its number-free twin where its key carries a rules number."""
    assert row.board_key is not None
    keys = (row.board_key,) if row.board_twin is None else (row.board_key, row.board_twin)
    return tuple(
        Field(
            key,
            _unit_value(row),
            row.said_default,
            row.board_text if key == row.board_key else f"The same as {row.board_key}.",
            draft=row.name,
            convert=_CONVERT.get(row.kind),
            also_stated=_ALSO_STATED.get(row.kind, ()),
        )
        for key in keys
    )


def unit_table(rows: Iterable[UnitField[Any]]) -> Table:
    """A unit's keys: one per fact of ``rows`` (the unit field table) that a board states (and
    its number-free twin, if any), then the datasheet."""
    keys = (key for row in rows if row.board_key is not None for key in _unit_keys(row))
    return Table("unit", "unit", (*keys, *_SHEET_KEYS))


_SHEET_KEYS = (
    Field(
        "datasheet",
        Text(),
        "none: the keys above describe the unit",
        "The 11th-edition datasheet the unit is from; the other keys override it (§11).",
    ),
    Field(
        "models_at_start",
        Whole(1),
        "the datasheet's smallest unit size",
        "Models at the start of the battle: the unit's starting strength.",
    ),
    # Positions (§19.11): applied by board.py beside the unit's facts.
    Field(
        "base",
        BaseText(),
        "the datasheet's base, else 32mm",
        "The unit's base: 32mm, 60x35.5mm or 1.25\" (§19.3).",
    ),
    Field(
        "hull",
        HullValue(),
        "none: measured from its base",
        "A FRAME model's hull (17.02): {length, width, high} in inches, or "
        "{corners: [[x, y], ...], high} relative to its position (§19.3).",
    ),
    Field(
        "m",
        Inches(),
        "the datasheet's M, else not stated",
        "The Move characteristic, in inches (02.02, §19.3).",
    ),
    Field(
        "positions",
        Places(),
        "not placed",
        "Where its models are, one entry per model left: [x, y], [x, y, height] or "
        "{model, x, y, height, base, facing}, in inches from the south-west corner (§19.3).",
    ),
)
POSITION_KEYS = ("base", "hull", "m", "positions")
UNIT = unit_table(FIELDS)

ACTION = Table(
    "action",
    "Action",
    (
        Field("starts", Text(), _row("starts"), "When it can be started (STARTS)."),
        Field("units", Text(), _row("units"), "Which units can start it (UNITS)."),
        Field("use_limit", Text(), _row("use_limit"), "How often it can be started (USE LIMIT)."),
        Field("completes", Text(), _row("completes"), "When it completes (COMPLETES)."),
        Field("effect", Text(), _row("effect"), "What it does (EFFECT)."),
    ),
)

_S = STRATAGEM_ROWS
STRATAGEM = Table(
    "stratagem",
    "stratagem",
    (
        Field("cp", Whole(0), _S["CP"], "What it costs in CP."),
        Field("when", Text(), _S["WHEN"], "When it can be used (WHEN)."),
        Field("target", Text(), _S["TARGET"], "Which unit it targets (TARGET)."),
        Field("restrictions", Text(), _S["RESTRICTIONS"], "Its RESTRICTIONS."),
        Field("effect", Text(), _S["EFFECT"], "What it does (EFFECT)."),
    ),
)

BOARD = Table(
    "board",
    "the board",
    (
        Field("battle_round", Whole(1), "1", "The battle round the game is in."),
        Field("turn", Player(), "the first player", "Whose turn it is.", needs=("phase",)),
        Field(
            "phase",
            Choice(PHASES),
            "the start of the battle round",
            "The phase the game is in, just after its start.",
        ),
        Field(
            "first_player",
            Player(),
            _FIRST_PLAYER,
            "Who takes the first turn in every battle round.",
        ),
        Field(
            "battle_rounds",
            Whole(1),
            _default(_BATTLE_ROUNDS),
            "How many battle rounds the mission lasts.",
        ),
        Field("players", ByPlayer(PLAYER), f"{_CP} CP each", "Each player's CP."),
        Field(
            "battlefield",
            Extent(),
            '60" by 44"',
            "The battlefield's size in inches: {width, depth} (§19.2).",
        ),
        Field(
            "deployment",
            Text(),
            "none",
            "A deployment map of the data, by name: the players' deployment zones and "
            "territories (§19.2).",
        ),
        Field(
            "attacker",
            Player(),
            "B (player A defends)",
            "The attacking player, whose zone is the map's attacker's (§19.2).",
        ),
        Field(
            "areas",
            Shapes(),
            "no shapes",
            "Areas given a shape: {rectangle: [[x1, y1], [x2, y2]]} or "
            "{polygon: [[x, y], ...]}, by name (§19.2).",
        ),
        Field(
            "objective_markers",
            Points(),
            "none placed",
            "Objective markers by name, each at [x, y]: a 40mm marker centred there (§19.2).",
        ),
        Field("units", Named(UNIT, empty=True), "no units", "Units by name."),
        Field("actions", Named(ACTION), "no Actions", "Actions by name, with their rows."),
        Field("stratagems", Named(STRATAGEM, empty=True), "the core ones", "Stratagems, by name."),
    ),
)


# -- the JSON Schema --------------------------------------------------------------------------


def _property(f: Field) -> dict[str, Any]:
    if isinstance(f.value, ByPlayer):
        entry = {"$ref": f"#/$defs/{f.value.table.name}"}
        shape: dict[str, Any] = {
            "type": "object",
            "properties": {p: entry for p in PLAYERS},
            "additionalProperties": False,
        }
    elif isinstance(f.value, Named):
        each: dict[str, Any] = {"$ref": f"#/$defs/{f.value.table.name}"}
        if f.value.empty:
            each = {"anyOf": [each, {"type": "null"}]}
        shape = {"type": "object", "additionalProperties": each}
    else:
        shape = f.value.schema()
    return {"description": f"{f.description} Default: {f.default}.", **shape}


def table_schema(table: Table) -> dict[str, Any]:
    """The JSON Schema of one table's object (a board's, a unit's ...)."""
    return _table(table)


def _table(table: Table) -> dict[str, Any]:
    shape: dict[str, Any] = {
        "type": "object",
        "additionalProperties": False,
        "properties": {f.key: _property(f) for f in table.fields},
    }
    needs = {f.key: list(f.needs) for f in table.fields if f.needs}
    if needs:
        shape["dependentRequired"] = needs
    same: dict[str, list[str]] = {}
    for f in table.fields:
        if f.draft is not None:
            same.setdefault(f.draft, []).append(f.key)
    apart = [{"required": keys} for keys in same.values() if len(keys) > 1]
    if apart:  # a key and its number-free twin state one fact: never both
        shape["not"] = {"anyOf": apart}
    return shape


def _nested(table: Table) -> list[Table]:
    found: list[Table] = []
    for f in table.fields:
        if isinstance(f.value, Named | ByPlayer):
            found += [f.value.table, *_nested(f.value.table)]
    return found


def json_schema() -> dict[str, Any]:
    """The JSON Schema (Draft 2020-12) of a board, as parsed YAML; an empty board is null."""
    root = _table(BOARD)
    return {
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "$id": SCHEMA_ID,
        "title": "pytest-ruleslawyer board",
        "description": (
            "A board situation for a rules scenario. Every key is optional except a unit's name. "
            "Generated by: python -m ruleslawyer.scenario.board_spec > docs/board.schema.json. "
            "Use it from YAML with: # yaml-language-server: $schema=<path to this file>"
        ),
        **root,
        "type": ["object", "null"],
        "$defs": {t.name: _table(t) for t in _nested(BOARD)},
    }


def schema_text() -> str:
    return json.dumps(json_schema(), indent=2) + "\n"


if __name__ == "__main__":
    sys.stdout.write(schema_text())
