"""Bases, hulls and the battlefield: what a placed model occupies (01.02, 03.01, 17.02,
contract §19.2, §19.3, §19.5).

A model's footprint is its base (a disc, or an oval) or a FRAME model's hull (a polygon), at
its position and facing, standing on a level and reaching up to a top (a base is flat: its top
is its level). A size is read exactly from the decimals written, in millimetres or inches.
"""

from __future__ import annotations

import math
import re
from collections.abc import Sequence
from dataclasses import dataclass
from fractions import Fraction

from .distances import Shape, gap, inside, overlap, vertical_gap, within
from .errors import RulesInputError
from .geometry import (
    MM_PER_INCH,
    TOLERANCE,
    Disc,
    Point,
    Polygon,
    locate,
    point_polygon_squared,
    polygon_problem,
    rectangle,
)
from .ovals import Ellipse
from .rules_numbers import BATTLEFIELD

ZERO = Fraction(0)

_NUM = r"([0-9]+(?:\.[0-9]*)?|\.[0-9]+)"
_SIZE = re.compile(rf"{_NUM}\s*(?:[xX]\s*{_NUM}\s*)?(mm|\")")
SIZE_FORMS = 'a round base 32mm, an oval base 60x35.5mm, or in inches 1.25"'


class BaseSizeError(RulesInputError):
    """A base size that is not one: the message names the text and the accepted forms."""


@dataclass(frozen=True)
class BaseSize:
    """A base: round (``length == width``) or oval, in inches, ``length`` the longer axis."""

    length: Fraction
    width: Fraction

    @property
    def is_round(self) -> bool:
        return self.length == self.width

    def __str__(self) -> str:
        def mm(value: Fraction) -> str:
            return _decimal(value * MM_PER_INCH)

        if self.is_round:
            return f"{mm(self.length)}mm"
        return f"{mm(self.length)}x{mm(self.width)}mm"


def _decimal(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.6f}".rstrip("0").rstrip(".")


def base_size(text: str) -> BaseSize:
    """``32mm``, ``60x35.5mm`` (either order; the longer is the length), ``1.25"``."""
    written = text.strip()
    found = _SIZE.fullmatch(written)
    if found is None and written.startswith("-") and _SIZE.fullmatch(written[1:]):
        raise BaseSizeError(
            f"the base {written!r} has no size; a base is larger than 0mm", word=written
        )
    if found is None:
        hint = (
            f"; did you mean {written}mm?"
            if re.fullmatch(_NUM, written)
            else f"; write {SIZE_FORMS}"
        )
        raise BaseSizeError(f"the base {written!r} is not a size{hint}", word=written)
    unit = MM_PER_INCH if found.group(3) == "mm" else Fraction(1)
    first = Fraction(found.group(1)) / unit
    second = Fraction(found.group(2)) / unit if found.group(2) else first
    if first <= 0 or second <= 0:
        raise BaseSizeError(
            f"the base {written!r} has no size; a base is larger than 0mm", word=written
        )
    return BaseSize(max(first, second), min(first, second))


DEFAULT_BASE = base_size("32mm")  # §19.3: when neither a step nor the datasheet gives one
# The largest base any datasheet of the data gives (tests/data checks it): a board's bare YAML
# number above it, read as inches (contract §19.11), is the millimetres of §19.12's `32`
# written without a unit (interpretation 100).
LARGEST_BASE = base_size("170mm")


@dataclass(frozen=True)
class Hull:
    """A FRAME model's footprint (17.02): corners relative to its position at facing 0, and its
    height above its level."""

    corners: tuple[Point, ...]
    high: Fraction = ZERO

    @staticmethod
    def box(length: Fraction, width: Fraction, high: Fraction = ZERO) -> Hull:
        """A rectangle ``length`` along the facing by ``width``, centred on the position."""
        box = rectangle(-length / 2, -width / 2, length / 2, width / 2)
        return Hull(box.corners, high)

    def problem(self) -> str | None:
        """Why this is not a hull (§19.12), or None."""
        return polygon_problem(Polygon(self.corners))


@dataclass(frozen=True)
class Footprint:
    """What a placed model occupies: a plan shape between a level and a top (inches)."""

    shape: Shape
    level: Fraction = ZERO
    top: Fraction = ZERO

    @property
    def heights(self) -> tuple[Fraction, Fraction]:
        return self.level, self.top


# Contract §19.4 ("A terrain area is horizontal: a model is within it whatever its height"; 14.02,
# app FAQ data 912): a shaped area takes in every height a model can stand at, so a distance to
# it is its distance in plan, and a model within it is 0" from it on any floor. An objective
# marker is not an area: it lies flat on the battlefield (Rules Appendix; ranges.objective_marker).
EVERY_HEIGHT = Fraction(10**9)


def area_footprint(shape: Shape) -> Footprint:
    """A shaped area (a terrain area, a deployment zone, a territory, a table quarter) as it is
    measured to: its plan shape from the battlefield up through every height (§19.4)."""
    return Footprint(shape, ZERO, EVERY_HEIGHT)


def _turn(x: Fraction, y: Fraction, facing: Fraction) -> tuple[Point, bool]:
    """(x, y) turned ``facing`` degrees anticlockwise: exact at multiples of 90°."""
    quarter = facing / 90
    if quarter.denominator == 1:
        cos, sin = ((1, 0), (0, 1), (-1, 0), (0, -1))[int(quarter) % 4]
        return (x * cos - y * sin, x * sin + y * cos), True
    angle = math.radians(facing)
    c, s = math.cos(angle), math.sin(angle)
    return (Fraction(float(x) * c - float(y) * s), Fraction(float(x) * s + float(y) * c)), False


def place_base(
    size: BaseSize, at: Point, facing: Fraction = ZERO, level: Fraction = ZERO
) -> Footprint:
    """A base centred at ``at``; an oval's length along ``facing``."""
    if size.is_round:
        return Footprint(Disc(at, size.length / 2), level, level)
    return Footprint(Ellipse(at, size.length / 2, size.width / 2, facing % 360), level, level)


def place_hull(hull: Hull, at: Point, facing: Fraction = ZERO, level: Fraction = ZERO) -> Footprint:
    corners: list[Point] = []
    exact = True
    for x, y in hull.corners:
        (dx, dy), turned_exactly = _turn(x, y, facing)
        exact = exact and turned_exactly
        corners.append((at[0] + dx, at[1] + dy))
    return Footprint(Polygon(tuple(corners), exact), level, level + hull.high)


def on_each_other(first: Footprint, second: Footprint) -> bool:
    """Two models are on each other: footprints sharing more than boundary points at a shared
    height (§19.3; different floors may overlap, and a base may stand on a hull's top)."""
    return share_a_height(first, second) and overlap(first.shape, second.shape)


def pairs_on_each_other(footprints: Sequence[Footprint]) -> list[tuple[int, int]]:
    """Every pair ``(i, j)``, ``i < j``, of footprints on each other, in that order. A sweep
    along x (in floats, with a margin) leaves out the pairs whose extents cannot meet before the
    exact test of :func:`on_each_other`; the answer is the same as testing every pair."""
    boxes = [tuple(float(v) for v in extent(f.shape)) for f in footprints]
    order = sorted(range(len(footprints)), key=lambda i: boxes[i][0])
    found = []
    for k, i in enumerate(order):
        _, hi_x, lo_y, hi_y = boxes[i]
        for j in order[k + 1 :]:
            if boxes[j][0] > hi_x + _SWEEP_MARGIN:
                break
            if boxes[j][2] > hi_y + _SWEEP_MARGIN or lo_y > boxes[j][3] + _SWEEP_MARGIN:
                continue
            a, b = min(i, j), max(i, j)
            if on_each_other(footprints[a], footprints[b]):
                found.append((a, b))
    return sorted(found)


# Wider than any rounding of a float extent: the sweep only ever keeps a pair too many.
_SWEEP_MARGIN = 1e-6


def share_a_height(first: Footprint, second: Footprint) -> bool:
    """Two flat bases share a height at the same level; a base shares a hull's height from its
    level up to, not including, its top; two hulls share one where their spans overlap."""
    (l1, t1), (l2, t2) = first.heights, second.heights
    if l1 == t1 and l2 == t2:
        return l1 == l2
    if l1 == t1:
        return l2 <= l1 < t2
    if l2 == t2:
        return l1 <= l2 < t1
    return max(l1, l2) < min(t1, t2)


def overlap_depth(first: Footprint, second: Footprint) -> float:
    """How far two round bases overlap, in inches, for the error (0 for other shapes)."""
    a, b = first.shape, second.shape
    if isinstance(a, Disc) and isinstance(b, Disc):
        centres = math.dist((float(a.centre[0]), float(a.centre[1])), b.centre)
        return max(0.0, float(a.radius + b.radius) - centres)
    return 0.0


# -- the battlefield -----------------------------------------------------------------------

EDGES = ("south", "north", "west", "east")


def _default_extent() -> tuple[int, int]:
    if BATTLEFIELD.extent is None:
        raise ValueError("the rules numbers give no default battlefield")
    return BATTLEFIELD.extent


DEFAULT_EXTENT = _default_extent()


@dataclass(frozen=True)
class Battlefield:
    """The battlefield, ``width`` along x and ``depth`` along y, inches from its south-west
    corner (§19.2); by default the rules numbers' (§19.1)."""

    width: Fraction = Fraction(DEFAULT_EXTENT[0])
    depth: Fraction = Fraction(DEFAULT_EXTENT[1])

    @property
    def area(self) -> Polygon:
        return rectangle(ZERO, ZERO, self.width, self.depth)

    @property
    def centre(self) -> Point:
        return (self.width / 2, self.depth / 2)

    def holds(self, shape: Shape) -> bool:
        """The shape is wholly on the battlefield: a base cannot cross an edge (03.01)."""
        return not self.overhangs(shape)

    def overhangs(self, shape: Shape) -> dict[str, float]:
        """By how much the shape crosses each edge it crosses (for the error, §19.12)."""
        lo_x, hi_x, lo_y, hi_y = extent(shape)
        margin = _SWEEP_MARGIN + TOLERANCE
        if (
            min(float(lo_x), float(lo_y)) > margin
            and float(hi_x) < float(self.width) - margin
            and float(hi_y) < float(self.depth) - margin
        ):
            return {}  # well inside every edge: no exact comparison needed
        found = {
            "south": -lo_y,
            "north": hi_y - self.depth,
            "west": -lo_x,
            "east": hi_x - self.width,
        }
        slack = TOLERANCE if _inexact(shape) else 0.0
        return {edge: float(by) for edge, by in found.items() if by > slack}

    def edge_reach(self, shape: Shape, edge: str) -> tuple[Fraction | float, Fraction | float]:
        """(nearest, farthest) distance of the shape's points from ``edge``'s line."""
        lo_x, hi_x, lo_y, hi_y = extent(shape)
        if edge == "south":
            return lo_y, hi_y
        if edge == "north":
            return self.depth - hi_y, self.depth - lo_y
        if edge == "west":
            return lo_x, hi_x
        if edge == "east":
            return self.width - hi_x, self.width - lo_x
        raise ValueError(f"no battlefield edge {edge!r}; the edges are {', '.join(EDGES)}")

    def within_of_edge(self, shape: Shape, distance: Fraction, edge: str) -> bool:
        """Some part of the shape is within ``distance`` of ``edge`` (south y = 0, ...)."""
        nearest, _ = self.edge_reach(shape, edge)
        return nearest <= _allow(shape, distance)

    def wholly_within_of_edge(self, shape: Shape, distance: Fraction, edge: str) -> bool:
        _, farthest = self.edge_reach(shape, edge)
        return farthest <= _allow(shape, distance)

    def wholly_within_of_some_edge(self, shape: Shape, distance: Fraction) -> bool:
        """Every point of the shape is within ``distance`` of one or more edges (20.04): it
        keeps out of the open rectangle ``distance`` in from every edge."""
        if 2 * distance >= self.width or 2 * distance >= self.depth:
            return True
        inner = rectangle(distance, distance, self.width - distance, self.depth - distance)
        if isinstance(shape, Disc):
            if locate(shape.centre, inner) > 0 and shape.radius == 0:
                return False
            return point_polygon_squared(shape.centre, inner) >= shape.radius * shape.radius
        return not overlap(shape, inner)

    def within_of_centre(self, shape: Shape, distance: Fraction) -> bool:
        return within(shape, Disc(self.centre, ZERO), distance)

    def quarters(self) -> dict[str, Polygon]:
        """The four table quarters, split by lines 1mm thick through the centre (app
        01.04.05): a base on a centre line is wholly within no quarter."""
        half_line = Fraction(1, 2) / MM_PER_INCH
        cx, cy = self.centre
        west, east = (ZERO, cx - half_line), (cx + half_line, self.width)
        south, north = (ZERO, cy - half_line), (cy + half_line, self.depth)
        return {
            "south-west": rectangle(west[0], south[0], west[1], south[1]),
            "south-east": rectangle(east[0], south[0], east[1], south[1]),
            "north-west": rectangle(west[0], north[0], west[1], north[1]),
            "north-east": rectangle(east[0], north[0], east[1], north[1]),
        }

    def wholly_within_quarter(self, shape: Shape, quarter: str) -> bool:
        return inside(shape, self.quarters()[quarter])

    def too_large(self, size: BaseSize) -> bool:
        """A base larger than the battlefield's shorter side (§19.12)."""
        return size.length > min(self.width, self.depth)


def _inexact(shape: Shape) -> bool:
    return isinstance(shape, Ellipse) or (isinstance(shape, Polygon) and not shape.exact)


def _allow(shape: Shape, distance: Fraction) -> Fraction | float:
    return float(distance) + TOLERANCE if _inexact(shape) else distance


Bound = Fraction | float


def extent(shape: Shape) -> tuple[Bound, Bound, Bound, Bound]:
    """(least x, greatest x, least y, greatest y): exact but for an oval."""
    if isinstance(shape, Disc):
        (x, y), r = shape.centre, shape.radius
        return x - r, x + r, y - r, y + r
    if isinstance(shape, Polygon):
        xs = [p[0] for p in shape.corners]
        ys = [p[1] for p in shape.corners]
        return min(xs), max(xs), min(ys), max(ys)
    half_x, half_y = shape.half_extents()
    fx, fy = float(shape.centre[0]), float(shape.centre[1])
    return fx - half_x, fx + half_x, fy - half_y, fy + half_y


def distance_between(first: Footprint, second: Footprint) -> float:
    """The three-dimensional distance between closest parts, for a report."""
    return math.hypot(
        gap(first.shape, second.shape), float(vertical_gap(first.heights, second.heights))
    )
