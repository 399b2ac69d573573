"""Which rows of the unit field table (``core/unit_fields.py``) a read of a unit's value is a
read of: a row's own value is made from its ``only_when`` row too, and from its default's row
unless the drawer always draws the row before that one (:func:`_default_never_drawn`); a Unit
field from every row ``unit_from_draft`` makes it from (the rows whose ``feeds`` name it)."""

from __future__ import annotations

from typing import Any

from ruleslawyer.core import unit_fields
from ruleslawyer.core.fact_rows import Choices, Span, UnitField
from ruleslawyer.core.unit_fields import UnitFacts

# A drawn Action's rows are facts too: a row's key is (ACTION_KEY.format(name), its label); no
# unit's name holds a quote. A choice of STARTS and COMPLETES at once is the pair's own fact.
ACTION_KEY = '"{}" Action'
ACTION_PAIR = "STARTS and COMPLETES"
# Each ActionDef field drawn -> the facts a read of it reads.
ACTION_FIELDS = {
    "starts": ("STARTS", ACTION_PAIR),
    "units": ("UNITS",),
    "use_limit": ("USE LIMIT",),
    "completes": ("COMPLETES", ACTION_PAIR),
}
# Drawn before the others: the player (with the datasheet), and the Action started this turn;
# then every other row in the table's order (properties/draw.py).
DRAWN_FIRST: tuple[UnitField[Any], ...] = (UnitFacts.player, UnitFacts.started)
_FIRST = frozenset(row.name for row in DRAWN_FIRST)


def _table() -> tuple[dict[str, UnitField[Any]], dict[str, int]]:
    """The table's rows by name, and their order, as the table is now (a row may be added)."""
    rows = unit_fields.FIELDS
    return {row.name: row for row in rows}, {row.name: i for i, row in enumerate(rows)}


def _closure(names: set[str]) -> frozenset[str]:
    """The rows a value is made from: with each row's only_when row, and its default's row
    where the walk may read the default once that row is drawn."""
    by_name = _table()[0]
    out: set[str] = set()
    todo = list(names)
    while todo:
        name = todo.pop()
        if name in out or name not in by_name:
            continue
        out.add(name)
        row = by_name[name]
        if row.default_from and not _default_never_drawn(row, row.default_from):
            todo.append(row.default_from)
        if row.only_when:
            todo.append(row.only_when[0])
        todo += _ALSO.get(name, ())
    return frozenset(out)


def _default_never_drawn(row: UnitField[Any], other: str) -> bool:
    """Whether the walk never reads ``row``'s default (``other``'s value) once ``other`` holds a
    drawn value: unstated, ``row`` is always drawn, as one plain choice written as chosen, and
    before ``other``, whose own default is a value. Then while ``other`` holds its default or a
    pin (read before its choice, or never drawn) it holds the same value in every case, and once
    ``other`` holds a drawn value, ``row`` holds its own: a read of ``row`` depends on ``other``
    in no case. Being on the battlefield is drawn before being in strategic reserves, and being
    engaged before being engaged only with AIRCRAFT."""
    _ROW, _ORDER = _table()
    return (
        isinstance(row.draw, Choices | Span)
        and row.only_when is None
        and row.pinned_by is None
        and not row.adds_to_given
        and other not in _FIRST
        and _ROW[other].default_from is None
        and (row.name in _FIRST or _ORDER[row.name] < _ORDER[other])
    )


# What else a row's value is made from: the drawer makes a unit's areas from whether it is on
# the battlefield (off it, a unit is within none; domains.areas_beside).
_ALSO = {UnitFacts.within.name: (UnitFacts.on_battlefield.name,)}


def unit_deps() -> dict[str, frozenset[str]]:
    """Each Unit field -> the rows ``unit_from_draft`` makes it from: the rows whose ``feeds``
    name it (``unit_fields.made_from``, which the build reads too), with what those are made
    from (:func:`_closure`). A field no row feeds (the game's own records; a datasheet, a
    choice of its own, tied to no fact, so always branched on; an attached unit's parts; the
    models in range, measured from positions, which nothing draws) is made from none."""
    return {name: _closure(set(rows)) for name, rows in unit_fields.made_from().items()}


def row_deps() -> dict[str, frozenset[str]]:
    """Each row -> the rows its value is made from (itself among them)."""
    return {row.name: _closure({row.name}) for row in unit_fields.FIELDS}
