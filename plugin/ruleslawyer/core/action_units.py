"""An Action's UNITS row (16.00, 16.01): which units may start it, with the mission forms of
contract §15 (within range of an objective, clauses joined by `or that is`)."""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from functools import cached_property

from . import keywords as kw
from .errors import RulesInputError
from .mission_rows import MISSION_UNITS_FORMS, RangeClause
from .rows import row_text
from .starts import closest_form
from .units import Unit, area_key, area_name, own_area_key

TERRAIN_AREA = area_key("a terrain area")  # the words a row uses for every terrain area


@dataclass(frozen=True)
class UnitsSpec:
    keywords: tuple[str, ...]  # empty: any unit; else one of these
    within: str | None
    not_within: str | None
    text: str
    # Mission forms (contract §15): within range of an objective, and clauses joined by
    # `or that is`, either sufficing.
    objective: RangeClause | None = None
    alternatives: tuple[UnitsSpec, ...] = ()
    # `that is wholly within A` / `that is not wholly within A` (01.04; contract §19.8).
    wholly: str | None = None
    not_wholly: str | None = None

    @classmethod
    def parse(cls, value: str) -> UnitsSpec:
        text = row_text(value)
        m = re.fullmatch(
            r"(?i:(?P<any>any unit|one unit|one friendly unit)|one (?P<kws>.+?) units?)"
            r"(?P<rest>(?: .*)?)",
            text,
        )
        keywords: tuple[str, ...] = ()
        if m is not None and m["kws"]:
            keywords = tuple(k.strip() for k in re.split(r"\s+or\s+|,\s*", m["kws"]) if k.strip())
        clauses = re.split(r"(?i) or that is ", m["rest"]) if m is not None else []
        specs = [_clause(c, keywords, value.strip()) for c in clauses]
        if m is None or any(spec is None for spec in specs):
            shouted = [w for w in re.findall(r"[A-Z][A-Z\-]+", text)] or [kw.INFANTRY]
            forms = ["any unit", *(f"one {w} unit" for w in shouted)]
            forms += [f"one {w} unit that is within a terrain area" for w in shouted]
            if "objective" in text.lower() or "friendly" in text.lower():
                forms += list(MISSION_UNITS_FORMS)
            raise RulesInputError(
                f"UNITS {value!r} is not a kind of unit; write e.g. 'any unit', "
                "'one INFANTRY unit', 'one INFANTRY unit that is within a terrain area' or "
                "'one unit that is within range of an objective'",
                word=value,
                suggestion=closest_form(text, forms),
            )
        first, *rest = [spec for spec in specs if spec is not None]
        return replace(first, alternatives=tuple(rest))

    @cached_property
    def clauses(self) -> tuple[UnitsSpec, ...]:
        """Each clause on its own (made once: a row is frozen, and asked per example)."""
        return (replace(self, alternatives=()), *self.alternatives)

    def allows(
        self,
        unit: Unit,
        area_within: AreaWithin | None = None,
        in_range: InRange | None = None,
        is_terrain: Callable[[str], bool] | None = None,
    ) -> bool:
        """Whether ``unit`` is one the row allows: any of its clauses suffices.
        ``in_range`` answers an objective clause (the game knows the objectives);
        ``is_terrain`` says which areas are terrain areas (`a terrain area` matches each)."""
        return any(c.clause_allows(unit, area_within, in_range, is_terrain) for c in self.clauses)

    def clause_allows(
        self,
        unit: Unit,
        area_within: AreaWithin | None,
        in_range: InRange | None,
        is_terrain: Callable[[str], bool] | None = None,
    ) -> bool:
        """One clause. ``within A that is not within B`` means the
        unit is within A and A is not within B (the Deploy Device example: a terrain area
        outside your deployment zone); ``area_within`` says where A lies, if anything does,
        and where nothing does, A counts as within B exactly when the unit is."""
        if self.keywords and not any(unit.has(k) for k in self.keywords):
            return False
        if self.objective is not None:
            return in_range is not None and in_range(unit, self.objective)
        if self.wholly is not None:
            return unit.is_wholly_within(self.wholly)
        if self.not_wholly is not None:
            return unit.on_battlefield and not unit.is_wholly_within(self.not_wholly)
        inner = own_area(self.within, unit.player)
        outer = own_area(self.not_within, unit.player)
        if inner is not None and is_terrain is not None and area_key(inner) == TERRAIN_AREA:
            # `a terrain area` matches every terrain area (contract §15 as changed in round 4):
            # one named so, one stated a terrain area, every objective that is no marker.
            found = [
                a
                for a in (unit.within if unit.on_battlefield else ())
                if area_key(a) == TERRAIN_AREA or is_terrain(a)
            ]
            return any(self._outside(unit, a, outer, area_within) for a in found)
        if inner is not None and not unit.is_within(inner):
            return False
        return self._outside(unit, inner, outer, area_within)

    @staticmethod
    def _outside(
        unit: Unit, inner: str | None, outer: str | None, area_within: AreaWithin | None
    ) -> bool:
        """The `that is not within <outer>` part: ``inner`` is not within ``outer``."""
        if outer is None:
            return True
        stated = area_within(inner, outer) if inner is not None and area_within else None
        return not (unit.is_within(outer) if stated is None else stated)


def _clause(text: str, keywords: tuple[str, ...], whole: str) -> UnitsSpec | None:
    """One clause of a UNITS row, after the kind of unit: empty, `that is within range of
    ...`, or the area forms `that is within A`, `that is not within B`, both joined."""
    rest = text.strip()
    low = rest.lower()
    if low.startswith("that is "):
        rest, low = rest[8:], low[8:]
    if not rest:
        return UnitsSpec(keywords, None, None, whole)
    if low.startswith("within range of"):
        found = RangeClause.parse(rest)
        return None if found is None else UnitsSpec(keywords, None, None, whole, found)
    for form, negated in (("wholly within ", False), ("not wholly within ", True)):
        if low.startswith(form):
            area = area_name(rest[len(form) :])
            return UnitsSpec(
                keywords,
                None,
                None,
                whole,
                wholly=None if negated else area,
                not_wholly=area if negated else None,
            )
    m = re.fullmatch(
        r"(?:(?i:within) (?P<within>.+?))?(?:(?:^| )(?i:that is not within|not within) "
        r"(?P<not_within>.+?))?",
        rest,
    )
    if m is None or (m["within"] is None and m["not_within"] is None):
        return None
    # Every other area keeps §3's meaning; `range of ...` is never an area's name.
    inner, outer = (area_name(a) if a is not None else None for a in (m["within"], m["not_within"]))
    return UnitsSpec(keywords, inner, outer, whole)


AreaWithin = Callable[[str, str], "bool | None"]
InRange = Callable[[Unit, RangeClause], bool]


def own_area(area: str | None, player: str) -> str | None:
    """A row's "your deployment zone" is the zone of the unit's controlling player."""
    return None if area is None else own_area_key(area, player)
