"""The measurements the rules name, between placed models and units (01.04, 03.03, 03.04,
14.01, Rules Appendix; contract §19.1, §19.4, §19.5).

A rule that names a horizontal and a vertical distance (engagement range, coherency, objective
marker range) needs both, model pair by model pair; a unit is within a distance when one or
more of its models is, wholly within it when every model is, more than it away when every
model is (the distance between units is that of their closest pair of models, app 01.04.01).

Each :class:`Reach` below reads its numbers from one row of §19.1 in core/rules_numbers.py.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal, localcontext
from fractions import Fraction

from . import rules_numbers
from .bases import Footprint
from .distances import (
    Shape,
    gap,
    gap_cores,
    more_than,
    numeric,
    vertical_gap,
    wholly_within,
    within,
    within_in_space,
)
from .geometry import MM_PER_INCH, Disc, Point, squared
from .rules_numbers import RulesNumber

ZERO = Fraction(0)


@dataclass(frozen=True)
class Reach:
    """The "within ``horizontal`` horizontally and ``vertical`` vertically", as one row of the
    rules numbers (core/rules_numbers.py) states it, with its clause."""

    name: str
    horizontal: Fraction
    vertical: Fraction
    number: RulesNumber

    @property
    def where(self) -> str:
        return self.number.where


def _reach(number: RulesNumber, horizontal: int | None, name: str | None = None) -> Reach:
    if horizontal is None or number.vertical is None:
        raise ValueError(f"the {number.name} names no horizontal and vertical distance")
    return Reach(name or number.name, Fraction(horizontal), Fraction(number.vertical), number)


ENGAGEMENT = _reach(rules_numbers.ENGAGEMENT_RANGE, rules_numbers.ENGAGEMENT_RANGE.inches)
COHERENCY_ANY = _reach(
    rules_numbers.COHERENCY, rules_numbers.COHERENCY.inches, "coherency (at least one other model)"
)
COHERENCY_EVERY = _reach(
    rules_numbers.COHERENCY, rules_numbers.COHERENCY.every_other, "coherency (every other model)"
)
OBJECTIVE_RANGE = _reach(rules_numbers.OBJECTIVE_RANGE, rules_numbers.OBJECTIVE_RANGE.inches)


def _marker_diameter() -> Fraction:
    if rules_numbers.OBJECTIVE_MARKER.millimetres is None:
        raise ValueError("the rules numbers give no objective marker size")
    return Fraction(rules_numbers.OBJECTIVE_MARKER.millimetres) / MM_PER_INCH


OBJECTIVE_MARKER_DIAMETER = _marker_diameter()


def in_reach(model: Footprint, other: Footprint, reach: Reach) -> bool:
    """``model`` is within ``reach`` of ``other``: both distances, each inclusive."""
    return vertical_gap(model.heights, other.heights) <= reach.vertical and within(
        model.shape, other.shape, reach.horizontal
    )


def models_engaged(model: Footprint, enemy: Footprint) -> bool:
    """Within engagement range of each other (03.04)."""
    return in_reach(model, enemy, ENGAGEMENT)


def units_engaged(unit: Sequence[Footprint], enemy: Sequence[Footprint]) -> bool:
    """One or more models of each within engagement range of the other's (03.04)."""
    return any(models_engaged(m, e) for m in unit for e in enemy)


def engaged_with(
    unit: Sequence[Footprint], enemies: Mapping[str, Sequence[Footprint]]
) -> list[str]:
    """The enemy units ``unit`` is engaged with, in the order given."""
    return [name for name, enemy in enemies.items() if units_engaged(unit, enemy)]


def out_of_coherency(unit: Sequence[Footprint]) -> list[int]:
    """The models (by index) that break 03.03: not within 2"/5" of at least one other model, or
    not within 9"/5" of every other model. A unit of one model is always in coherency."""
    if len(unit) < 2:
        return []
    near = [False] * len(unit)  # within 2"/5" of at least one other model
    every = [True] * len(unit)  # within 9"/5" of every other model
    for i, model in enumerate(unit):
        for j in range(i + 1, len(unit)):
            other = unit[j]
            if not (near[i] and near[j]) and in_reach(model, other, COHERENCY_ANY):
                near[i] = near[j] = True
            elif not in_reach(model, other, COHERENCY_EVERY):
                every[i] = every[j] = False
    return [i for i in range(len(unit)) if not (near[i] and every[i])]


def in_coherency(unit: Sequence[Footprint]) -> bool:
    """03.03 Unit Coherency."""
    return not out_of_coherency(unit)


def objective_marker(at: Point) -> Footprint:
    """A marker as the Rules Appendix describes it, flat on the battlefield at ``at``."""
    return Footprint(Disc(at, OBJECTIVE_MARKER_DIAMETER / 2))


def within_objective_range(model: Footprint, marker: Footprint) -> bool:
    """Within 3" horizontally and 5" vertically of the marker (Rules Appendix)."""
    return in_reach(model, marker, OBJECTIVE_RANGE)


def unit_within(unit: Sequence[Footprint], target: Sequence[Footprint], distance: Fraction) -> bool:
    """One or more models within ``distance`` of the target's closest part, in three
    dimensions (§19.4)."""
    return any(
        within_in_space(m.shape, t.shape, distance, vertical_gap(m.heights, t.heights))
        for m in unit
        for t in target
    )


def unit_within_horizontally(
    unit: Sequence[Footprint], target: Sequence[Footprint], distance: Fraction
) -> bool:
    return any(within(m.shape, t.shape, distance) for m in unit for t in target)


def unit_more_than_horizontally(
    unit: Sequence[Footprint], target: Sequence[Footprint], distance: Fraction
) -> bool:
    """Every model more than ``distance`` horizontally from every target model (20.04)."""
    return all(more_than(m.shape, t.shape, distance) for m in unit for t in target)


def unit_more_than(
    unit: Sequence[Footprint], target: Sequence[Footprint], distance: Fraction
) -> bool:
    return not unit_within(unit, target, distance)


def unit_wholly_within(unit: Sequence[Footprint], target: Shape, distance: Fraction) -> bool:
    """Every model's every point within ``distance`` of ``target``, in plan (18.04, 20.04)."""
    return all(wholly_within(m.shape, target, distance) for m in unit)


def precise_gap(first: Shape, second: Shape) -> Decimal:
    """The plan distance to 50 significant digits: exact ties stay ties (closest unit, app
    01.04.02), where the float :func:`~.distances.gap` could split them."""
    if numeric(first, second):
        return Decimal(gap(first, second))
    with localcontext() as context:
        context.prec = 60
        squared_cores, radii = gap_cores(first, second)
        root = (Decimal(squared_cores.numerator) / Decimal(squared_cores.denominator)).sqrt()
        value = root - Decimal(radii.numerator) / Decimal(radii.denominator)
        return max(Decimal(0), value).quantize(Decimal(1).scaleb(-45))


def closest_units(
    unit: Sequence[Footprint], candidates: Mapping[str, Sequence[Footprint]]
) -> list[str]:
    """The candidate units at the least distance from ``unit``, all of them when equally close
    (app 01.04.02, "Closest Model/Unit"). The distance is three-dimensional (§19.4: only a rule
    that says ``horizontally`` measures in plan), so an enemy on a floor above is as far as its
    height makes it."""
    if not candidates:
        return []
    reach = {
        name: min(precise_distance(m, o) for m in unit for o in others)
        for name, others in candidates.items()
    }
    least = min(reach.values())
    return [name for name, value in reach.items() if value == least]


def moved_within(start: Point, end: Point, maximum: Fraction, height_change: Fraction) -> bool:
    """A model moved from ``start`` to ``end`` (the same point of its base, its centre) and
    ``height_change`` up or down stayed within ``maximum`` (03.01, contract §19.6: the straight
    line, a lower bound on its path; a unit that can FLY passes a height change of 0)."""
    room = maximum - abs(height_change)
    return room >= 0 and squared(start, end) <= room * room


def precise_distance(first: Footprint, second: Footprint, measure: str = "space") -> Decimal:
    """The distance between two models' closest parts to 45 decimal places (§19.4, §19.7):
    ``space`` (three-dimensional), ``horizontal`` (in plan) or ``vertical`` (heights only)."""
    height = vertical_gap(first.heights, second.heights)
    vertical = Decimal(height.numerator) / Decimal(height.denominator)
    if measure == "vertical":
        return vertical
    plan = precise_gap(first.shape, second.shape)
    if measure == "horizontal":
        return plan
    with localcontext() as context:
        context.prec = 60
        return (plan * plan + vertical * vertical).sqrt().quantize(Decimal(1).scaleb(-45))


def gap_to_unit(model: Footprint, unit: Sequence[Footprint]) -> Decimal:
    """How far ``model`` is from the closest model of ``unit``, in space: the distance a move's
    "closer" and "no farther" compare at its start and end (11.04, 12.03, 12.08, 21.02). §19.4
    makes every distance three-dimensional unless the rule says ``horizontally``, and none of
    these does, so a model directly below its target on a floor is as far as the floor is high
    (docs/interpretations.md, 115)."""
    return min(precise_distance(model, other) for other in unit)


def reads_as(value: Decimal, written: str) -> bool:
    """A measured ``value`` rounded half up to the decimal places ``written`` has, never fewer
    than two, equals it (§19.4: ``is 2"`` reads ``is 2.00"``)."""
    number = Decimal(written)
    places = max(2, -int(number.as_tuple().exponent))
    step = Decimal(1).scaleb(-places)
    return value.quantize(step, rounding=ROUND_HALF_UP) == number.quantize(step)
