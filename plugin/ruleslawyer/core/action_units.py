"""An Action's UNITS row (16.00, 16.01): which units may start it, read through the forms
declared in the predicate registry (core/units_forms.py): the row's parser, its answer for a
unit, and the forms of the Core Rules' rows, the kinds of unit and the clauses of areas (the
mission forms of contract §15 are declared in core/mission_rows.py).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cached_property

from .references import clause
from .rows import row_text
from .units import Unit, area_key, own_area_key
from .units_forms import (
    ALONE,
    AreaWithin,
    NoForm,
    ObjectiveForm,
    Part,
    Read,
    UnitsAsk,
    Where,
    grammar,
    not_a_form,
    units_form,
)

__all__ = ["AreaWithin", "UnitsSpec", "Where", "own_area"]

UNITS_ROW = clause("16.00", "How Actions are written", "UNITS")
TERRAIN_AREA = area_key("a terrain area")  # the words a row uses for every terrain area


# -- the row -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class UnitsSpec:
    """A UNITS row: its kind of unit and its first clause (None: none), the row's text, and each
    further clause (joined by `or that is`) as a row of its own with the same kind."""

    kind: Read
    clause: Read | None
    text: str
    alternatives: tuple[UnitsSpec, ...] = ()

    @classmethod
    def parse(cls, value: str) -> UnitsSpec:
        text = row_text(value)
        rules = grammar()
        found = rules.kind(text)
        if found is None:
            raise not_a_form(value, text, rules)
        kind, rest = found
        try:
            clauses = [rules.clause(c) for c in re.split(r"(?i) or that is ", rest)]
        except NoForm:
            raise not_a_form(value, text, rules) from None
        first, *others = [cls(kind, c, value.strip()) for c in clauses]
        return replace(first, alternatives=tuple(others))

    @cached_property
    def clauses(self) -> tuple[UnitsSpec, ...]:
        """Each clause on its own (made once: a row is frozen, and asked per example)."""
        return (replace(self, alternatives=()), *self.alternatives)

    @property
    def keywords(self) -> tuple[str, ...]:
        """The keywords of its kind of unit (empty: any unit)."""
        return self.kind.get("KEYWORDS") or ()

    @property
    def within(self) -> str | None:
        """The area its first clause says the unit is within (a clause that reads `within`)."""
        said = self.clause
        return said.get("area") if said is not None and "within" in said.form.reads else None

    @property
    def not_within(self) -> str | None:
        """The area its first clause says the unit is not within."""
        return None if self.clause is None else self.clause.get("excluded area")

    @property
    def objective(self) -> ObjectiveForm | None:
        """The `<objective>` its first clause is within range of, if any."""
        return None if self.clause is None else self.clause.get("objective")

    def allows(self, unit: Unit, where: Where = ALONE) -> bool:
        """Whether ``unit`` is one the row allows: any of its clauses suffices."""
        return any(c.clause_allows(unit, where) for c in self.clauses)

    def clause_allows(self, unit: Unit, where: Where = ALONE) -> bool:
        """One clause: the kind of unit, then the clause."""
        ask = UnitsAsk(unit, where)
        if not self.kind.holds(ask):
            return False
        return self.clause is None or self.clause.holds(ask)


# -- the kinds of unit and the clauses of areas -------------------------------------------------
def _has_keyword(ask: UnitsAsk) -> bool:
    keywords = ask["KEYWORDS"]
    return not keywords or any(ask.unit.has(k) for k in keywords)


def own_area(area: str | None, player: str) -> str | None:
    """A row's "your deployment zone" is the zone of the unit's controlling player."""
    return None if area is None else own_area_key(area, player)


def _within(ask: UnitsAsk) -> bool:
    """`within <area>`, `not within <excluded area>`, or both. ``within A that is not within B``
    means the unit is within A and A is not within B (the Deploy Device example: a terrain area
    outside your deployment zone); the game says where A lies, if anything does, and where
    nothing does, A counts as within B exactly when the unit is."""
    unit, where = ask.unit, ask.where
    inner = own_area(ask["area"], unit.player)
    outer = own_area(ask["excluded area"], unit.player)
    if inner is not None and where.is_terrain is not None and area_key(inner) == TERRAIN_AREA:
        # `a terrain area` matches every terrain area (contract §15 as changed in round 4):
        # one named so, one stated a terrain area, every objective that is no marker.
        is_terrain = where.is_terrain
        found = [
            a
            for a in (unit.within if unit.on_battlefield else ())
            if area_key(a) == TERRAIN_AREA or is_terrain(a)
        ]
        return any(_outside(unit, a, outer, where.area_within) and untagged(ask, a) for a in found)
    if inner is not None and not unit.is_within(inner):
        return False
    return _outside(unit, inner, outer, where.area_within) and untagged(ask, inner)


within_clause = _within  # the area clauses' test, which mission_rows' tagged forms share


def untagged(ask: UnitsAsk, area: str | None) -> bool:
    """A clause's `that is not <tag>` of its area (contract §20.2, Booby Trap's untrapped
    terrain area): the unit's player has not tagged ``area`` so. No tag in the clause, or no
    game to ask: nothing to weigh."""
    tag, objectives = ask["tag"], ask.where.objectives
    if tag is None or area is None or objectives is None:
        return True
    return (area_key(area), tag, ask.unit.player) not in objectives.tags


def _within_inside(ask: UnitsAsk) -> bool:
    """`within <area> that is within <outer area>` (Vanguard Operation: a terrain area inside
    the opponent's territory): the unit is within A, and A is within B (any part of A, its
    boundary included, contract §19.2) where the game says where A lies: both shaped, or the
    pair stated. Where nothing says, the second part is not weighed: a territory condition is
    weighed once the territories are known (contract §19.8; interpretation 97)."""
    unit, where = ask.unit, ask.where
    inner = own_area(ask["area"], unit.player)
    outer = own_area(ask["outer area"], unit.player)
    if inner is None or outer is None or not unit.on_battlefield:
        return False
    if area_key(inner) == TERRAIN_AREA and where.is_terrain is not None:
        is_terrain = where.is_terrain
        found = [a for a in unit.within if area_key(a) == TERRAIN_AREA or is_terrain(a)]
    else:
        found = [inner] if unit.is_within(inner) else []
    stated = where.area_within
    return any((stated(a, outer) if stated else None) is not False for a in found)


def _outside(
    unit: Unit, inner: str | None, outer: str | None, area_within: AreaWithin | None
) -> bool:
    """The `that is not within <outer>` part: ``inner`` is not within ``outer``."""
    if outer is None:
        return True
    stated = area_within(inner, outer) if inner is not None and area_within else None
    return not (unit.is_within(outer) if stated is None else stated)


_AREA = ("within", "on_battlefield", "player")
ANY_UNIT = units_form(
    Part.KIND,
    "any unit",
    "it is no unit",
    UNITS_ROW,
    lambda ask: True,
    aliases=("one unit", "one friendly unit"),
)
ONE_OF_KEYWORDS = units_form(
    Part.KIND,
    "one <KEYWORDS> unit",
    "it has none of the Action's keywords",
    UNITS_ROW,
    _has_keyword,
    reads=("keywords",),
)
# 01.04 (contract §19.8): wholly within, stated or measured.
WHOLLY_WITHIN = units_form(
    Part.CLAUSE,
    "that is wholly within <area>",
    "it is not wholly within the area",
    UNITS_ROW,
    lambda ask: ask.unit.is_wholly_within(ask["area"]),
    reads=("wholly_within", "on_battlefield", "player"),
)
NOT_WHOLLY_WITHIN = units_form(
    Part.CLAUSE,
    "that is not wholly within <area>",
    "it is wholly within the area",
    UNITS_ROW,
    lambda ask: ask.unit.on_battlefield and not ask.unit.is_wholly_within(ask["area"]),
    reads=("wholly_within", "on_battlefield", "player"),
)
WITHIN_NOT_WITHIN = units_form(
    Part.CLAUSE,
    "that is within <area> that is not within <excluded area>",
    "it is not within an area of the Action outside the other",
    UNITS_ROW,
    _within,
    reads=_AREA,
    aliases=("that is within <area> not within <excluded area>",),
)
# 16.01 with contract §19.8: an area inside another (Vanguard Operation's territory condition).
WITHIN_INSIDE = units_form(
    Part.CLAUSE,
    "that is within <area> that is within <outer area>",
    "it is not within an area of the Action inside the other",
    UNITS_ROW,
    _within_inside,
    reads=_AREA,
)
WITHIN = units_form(
    Part.CLAUSE,
    "that is within <area>",
    "it is not within the area",
    UNITS_ROW,
    _within,
    reads=_AREA,
)
NOT_WITHIN = units_form(
    Part.CLAUSE,
    "that is not within <excluded area>",
    "it is within the area the Action excludes",
    UNITS_ROW,
    _within,
    reads=("within", "on_battlefield", "player"),
)
