"""Measuring between placed models, areas and markers (01.04, 03.03, 03.04; contract §19.4,
§19.7): the clauses a measured verdict cites, and the comparisons of a measuring question on
whole ends (a unit, one model, an area or a marker). The geometry is the kernel's
(``ranges.py``, ``distances.py``); this module only says what "a unit is within" means.

- A model is within a distance if any part of its base is; a unit if one or more of its models
  are; between units the distance is that of their closest pair of models (01.04, app
  01.04.01).
- Within ``n`` is not more than ``n``; more than ``n`` is strictly greater; wholly within is
  every part of every model (app 01.04.01).
- In base contact: the bases touch, distance exactly 0 (app 01.04.04).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import ROUND_HALF_UP, ROUND_UP, Decimal, localcontext
from fractions import Fraction

from .bases import EDGES, Battlefield, Footprint
from .distances import (
    in_base_contact,
    numeric,
    vertical_gap,
    wholly_within,
    within,
    within_in_space,
)
from .ranges import precise_distance
from .references import clause

WITHIN = clause("01.04", "Measuring Distances", "within: any part, not more than the distance")
WHOLLY_WITHIN = clause("01.04", "Measuring Distances", "wholly within: every part of every model")
MORE_THAN = clause("01.04", "Measuring Distances", "more than: every model, strictly farther")
BASE_CONTACT = clause("01.04", "Measuring Distances", "base contact: distance exactly 0")
COHERENT = clause("03.03", "Unit Coherency", "near one other model and every other model")
ENGAGED_WITH = clause("03.04", "Engagement", "engaged with the units in engagement range")
CLOSEST = clause("01.04", "Measuring Distances", "closest: least distance, ties all closest")
MOVE = clause("02.02", "Profiles", "Move characteristic: a move's maximum distance")

MEASURES = ("space", "horizontal", "vertical")


def inches_text(value: object) -> str:
    """A measured distance as a report shows it: three decimals, or every decimal of a value
    that has up to six (the core compares exactly on the decimals written, contract §19.4), so a
    gap just past a boundary (2.0001") never reads as on it (2.000"); a value measured
    numerically (a diagonal, an oval) is shown to three."""
    if isinstance(value, Fraction):
        exact = Decimal(value.numerator) / Decimal(value.denominator)
    else:
        exact = Decimal(str(value))
    places = Decimal("0.000001")
    if exact.quantize(places, rounding=ROUND_HALF_UP) != exact:
        places = Decimal("0.001")
    digits = f"{exact.quantize(places, rounding=ROUND_HALF_UP):f}"
    whole, _, decimals = digits.partition(".")
    return f'{whole}.{decimals.rstrip("0").ljust(3, "0")}"'


def _within_pair(model: Footprint, other: Footprint, distance: Fraction, measure: str) -> bool:
    if measure == "horizontal":
        return within(model.shape, other.shape, distance)
    if measure == "vertical":
        return vertical_gap(model.heights, other.heights) <= distance
    gap = vertical_gap(model.heights, other.heights)
    return within_in_space(model.shape, other.shape, distance, gap)


def ends_within(
    first: Sequence[Footprint],
    second: Sequence[Footprint],
    distance: Fraction,
    measure: str = "space",
) -> bool:
    """One or more models of ``first`` within ``distance`` of some part of ``second``."""
    return any(_within_pair(m, o, distance, measure) for m in first for o in second)


def ends_wholly_within(
    first: Sequence[Footprint], second: Sequence[Footprint], distance: Fraction
) -> bool:
    """Every model of ``first`` wholly within ``distance`` of one part of ``second``, in three
    dimensions (01.04, contract §19.4). With several models in ``second`` each model of
    ``first`` must be wholly within the distance of one of them: a base whose points are near
    different models of ``second`` but wholly near none of them is not counted (a reading,
    docs/interpretations.md)."""
    return all(any(_wholly_within_in_space(m, o, distance) for o in second) for m in first)


def _wholly_within_in_space(model: Footprint, other: Footprint, distance: Fraction) -> bool:
    """A flat base stands at one level, so every point of it is the same height from
    ``other``'s extent: it is wholly within ``distance`` in space when it is wholly within
    sqrt(distance² - height²) in plan (01.04, contract §19.4: distances are
    three-dimensional)."""
    rise = vertical_gap(model.heights, other.heights)
    if rise > distance:
        return False
    room = distance if rise == 0 else _plan_room(distance, rise)
    return wholly_within(model.shape, other.shape, room)


def _plan_room(distance: Fraction, rise: Fraction) -> Fraction:
    """sqrt(distance² - rise²), exact where it is rational, else rounded up at the 50th place:
    "within" takes in its boundary, and a base whose farthest point is exactly that far (a
    rational square, an irrational root) must not fall outside it by the rounding."""
    square = distance * distance - rise * rise
    top, bottom = math.isqrt(square.numerator), math.isqrt(square.denominator)
    if top * top == square.numerator and bottom * bottom == square.denominator:
        return Fraction(top, bottom)
    with localcontext() as context:
        context.prec = 60
        root = (Decimal(square.numerator) / Decimal(square.denominator)).sqrt()
        return Fraction(root.quantize(Decimal(1).scaleb(-50), rounding=ROUND_UP))


def distance(first: Sequence[Footprint], second: Sequence[Footprint], measure: str) -> Decimal:
    """The least distance between the ends' models (that of their closest pair)."""
    return min(precise_distance(m, o, measure) for m in first for o in second)


def edge_distance(first: Sequence[Footprint], field: Battlefield) -> Decimal:
    """The least distance in plan from the ends' models to the battlefield's edges (01.04: to
    the closest part of each base): `the distance between <a> and a battlefield edge` is that
    to the nearest edge, the one that decides `within <n>" of a battlefield edge` (§19.7)."""
    nearest = min(field.edge_reach(f.shape, edge)[0] for f in first for edge in EDGES)
    if isinstance(nearest, Fraction):
        return Decimal(nearest.numerator) / Decimal(nearest.denominator)
    return Decimal(nearest)


def measured_numerically(first: Sequence[Footprint], second: Sequence[Footprint]) -> bool:
    """Whether a comparison of these ends is numeric (an oval, a turned hull, §19.4)."""
    return numeric(*(f.shape for f in (*first, *second)))


def ends_in_base_contact(first: Sequence[Footprint], second: Sequence[Footprint]) -> bool:
    """One or more pairs of bases touch at one height: distance exactly 0, not on each other."""
    return any(
        vertical_gap(m.heights, o.heights) == 0 and in_base_contact(m.shape, o.shape)
        for m in first
        for o in second
    )
