"""The exact plan geometry a position rule stands on (contract §19.4, 01.04).

Every value is a :class:`~fractions.Fraction` read from the decimal as written, so a model
exactly 2" away is within 2" and one 2.0001" away is not. No square root is taken: a rule
asks whether a distance is at most (or more than) a number, and that is decided on squared
distances. The shapes are a point, a disc (a round base, an objective marker), a polygon (a
hull, an area); an oval base is measured numerically in :mod:`.ovals`.

A polygon is closed: its boundary belongs to it (§19.2). Distances are between closest parts
and are 0 when two shapes touch or overlap.
"""

from __future__ import annotations

import itertools
import math
import re
from collections.abc import Iterator
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from .errors import RulesInputError

Point = tuple[Fraction, Fraction]

MM_PER_INCH = Fraction(254, 10)  # 1" = 25.4mm exactly (§19.2)

_NUMBER = re.compile(r"([+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+))\s*(\"|mm)?")
NUMBER_FORMS = '12, 12.5, 12" or 304.8mm'


def length(text: str, what: str = "the distance") -> Fraction:
    """A length as a scenario writes it, in inches, exactly: ``12``, ``12.5``, ``12"``,
    ``304.8mm``."""
    found = _NUMBER.fullmatch(text.strip())
    if found is None:
        raise RulesInputError(
            f"{what} {text.strip()!r} is not a number; write it as {NUMBER_FORMS}",
            word=text.strip(),
        )
    value = Fraction(found.group(1))
    return value / MM_PER_INCH if found.group(2) == "mm" else value


def point(x: Fraction | int | str, y: Fraction | int | str) -> Point:
    return (Fraction(x), Fraction(y))


@dataclass(frozen=True)
class Disc:
    """A round footprint: a round base, an objective marker; radius 0 is a point."""

    centre: Point
    radius: Fraction

    @cached_property
    def floats(self) -> tuple[float, float, float]:
        """(x, y, radius) in floating point, for the float filter and the numeric search."""
        return float(self.centre[0]), float(self.centre[1]), float(self.radius)


@dataclass(frozen=True)
class Polygon:
    """A closed polygon, its corners in order (either way round).

    ``exact`` is false when its corners were rounded (a hull turned to a facing that is not a
    multiple of 90°): the kernel still computes on them exactly, but a comparison with a rule's
    number then allows :data:`TOLERANCE` (§19.4).
    """

    corners: tuple[Point, ...]
    exact: bool = True

    @cached_property
    def float_corners(self) -> list[tuple[float, float]]:
        return [(float(x), float(y)) for x, y in self.corners]

    @cached_property
    def box(self) -> tuple[Fraction, Fraction, Fraction, Fraction]:
        """Its bounding box, exactly: (least x, least y, greatest x, greatest y)."""
        xs = [x for x, _ in self.corners]
        ys = [y for _, y in self.corners]
        return min(xs), min(ys), max(xs), max(ys)

    @property
    def edges(self) -> list[tuple[Point, Point]]:
        n = len(self.corners)
        return [(self.corners[i], self.corners[(i + 1) % n]) for i in range(n)]


# A value within this of a rule's number is taken to equal it where the core measures
# numerically (§19.4).
TOLERANCE = 1e-6


def rectangle(x1: Fraction, y1: Fraction, x2: Fraction, y2: Fraction) -> Polygon:
    lo_x, hi_x = min(x1, x2), max(x1, x2)
    lo_y, hi_y = min(y1, y2), max(y1, y2)
    return Polygon(((lo_x, lo_y), (hi_x, lo_y), (hi_x, hi_y), (lo_x, hi_y)))


# -- primitives on points and segments ------------------------------------------------------


def cross(o: Point, a: Point, b: Point) -> Fraction:
    """Twice the signed area of triangle o-a-b: > 0 when o, a, b turn anticlockwise."""
    return (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0])


def squared(a: Point, b: Point) -> Fraction:
    dx, dy = a[0] - b[0], a[1] - b[1]
    return dx * dx + dy * dy


def closest_on_segment(p: Point, a: Point, b: Point) -> Point:
    dx, dy = b[0] - a[0], b[1] - a[1]
    span = dx * dx + dy * dy
    if span == 0:
        return a
    t = ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / span
    t = min(Fraction(1), max(Fraction(0), t))
    return (a[0] + t * dx, a[1] + t * dy)


def segment_squared(p: Point, a: Point, b: Point) -> Fraction:
    """Squared distance from ``p`` to the segment a-b."""
    return squared(p, closest_on_segment(p, a, b))


def _on_segment(p: Point, a: Point, b: Point) -> bool:
    return (
        cross(a, b, p) == 0
        and min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
        and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
    )


def _sign(value: Fraction) -> int:
    return (value > 0) - (value < 0)


Box = tuple[Fraction, Fraction, Fraction, Fraction]


def _segment_box(a: Point, b: Point) -> Box:
    return min(a[0], b[0]), min(a[1], b[1]), max(a[0], b[0]), max(a[1], b[1])


def _boxes_apart(first: Box, second: Box) -> bool:
    return (
        first[2] < second[0] or second[2] < first[0] or first[3] < second[1] or second[3] < first[1]
    )


def segments_meet(a: Point, b: Point, c: Point, d: Point) -> bool:
    """The closed segments a-b and c-d share a point."""
    if _boxes_apart(_segment_box(a, b), _segment_box(c, d)):
        return False  # exact comparisons, cheaper than the turns below
    d1, d2 = _sign(cross(c, d, a)), _sign(cross(c, d, b))
    d3, d4 = _sign(cross(a, b, c)), _sign(cross(a, b, d))
    if d1 * d2 < 0 and d3 * d4 < 0:
        return True
    return (
        _on_segment(a, c, d) or _on_segment(b, c, d) or _on_segment(c, a, b) or _on_segment(d, a, b)
    )


def segments_cross(a: Point, b: Point, c: Point, d: Point) -> bool:
    """The segments cross at a point inside both (not at an end, not along a common line)."""
    d1, d2 = _sign(cross(c, d, a)), _sign(cross(c, d, b))
    d3, d4 = _sign(cross(a, b, c)), _sign(cross(a, b, d))
    return d1 * d2 < 0 and d3 * d4 < 0


def segment_to_segment_squared(a: Point, b: Point, c: Point, d: Point) -> Fraction:
    if segments_meet(a, b, c, d):
        return Fraction(0)
    return min(
        segment_squared(a, c, d),
        segment_squared(b, c, d),
        segment_squared(c, a, b),
        segment_squared(d, a, b),
    )


# -- polygons ------------------------------------------------------------------------------


def signed_area(polygon: Polygon) -> Fraction:
    """Twice the signed area: > 0 when the corners run anticlockwise."""
    origin = polygon.corners[0]
    return sum((cross(origin, a, b) for a, b in polygon.edges), Fraction(0))


def anticlockwise(polygon: Polygon) -> Polygon:
    if signed_area(polygon) < 0:
        return Polygon(tuple(reversed(polygon.corners)), polygon.exact)
    return polygon


def polygon_problem(polygon: Polygon) -> str | None:
    """Why ``polygon`` is not a shape (§19.12), or None: fewer than three corners, no area,
    sides that cross."""
    if len(polygon.corners) < 3:
        return f"it has {len(polygon.corners)} corners; a shape needs three or more"
    if len(set(polygon.corners)) < len(polygon.corners):
        return "a corner is given twice"
    first, second = polygon.corners[0], polygon.corners[1]
    if all(cross(first, second, p) == 0 for p in polygon.corners):
        return "it has no area"
    edges = polygon.edges
    n = len(edges)
    for i in range(n):
        for j in range(i + 1, n):
            adjacent = j == i + 1 or (i == 0 and j == n - 1)
            a, b = edges[i]
            c, d = edges[j]
            if adjacent:
                # Neighbours share a corner; they may not fold back along each other.
                if cross(a, b, d if j == i + 1 else c) == 0 and _folds(a, b, c, d):
                    return "two of its sides run back along each other"
                continue
            if segments_meet(a, b, c, d):
                return "two of its sides cross or touch"
    if signed_area(polygon) == 0:
        return "it has no area"
    return None


def _folds(a: Point, b: Point, c: Point, d: Point) -> bool:
    """Adjacent collinear sides overlap (the path turns back on itself)."""
    return any(p not in (a, b) and _on_segment(p, a, b) for p in (c, d)) or any(
        p not in (c, d) and _on_segment(p, c, d) for p in (a, b)
    )


def is_convex(polygon: Polygon) -> bool:
    signs = {_sign(cross(a, b, c)) for a, b, c in _triples(polygon.corners)} - {0}
    return len(signs) <= 1


def _triples(corners: tuple[Point, ...]) -> list[tuple[Point, Point, Point]]:
    n = len(corners)
    return [(corners[i - 1], corners[i], corners[(i + 1) % n]) for i in range(n)]


def locate(p: Point, polygon: Polygon) -> int:
    """1 inside, 0 on the boundary, -1 outside (exact, any simple polygon)."""
    inside = False
    for a, b in polygon.edges:
        if _on_segment(p, a, b):
            return 0
        if (a[1] > p[1]) != (b[1] > p[1]):
            # x where the edge crosses the horizontal line through p, compared exactly.
            x = a[0] + (p[1] - a[1]) * (b[0] - a[0]) / (b[1] - a[1])
            if p[0] < x:
                inside = not inside
    return 1 if inside else -1


def point_polygon_squared(p: Point, polygon: Polygon) -> Fraction:
    """Squared distance from ``p`` to the closed polygon: 0 inside or on it."""
    if locate(p, polygon) >= 0:
        return Fraction(0)
    return min(segment_squared(p, a, b) for a, b in polygon.edges)


def polygons_meet(first: Polygon, second: Polygon) -> bool:
    """The closed polygons share a point."""
    if _boxes_apart(first.box, second.box):
        return False  # exact comparisons: no point of one lies in the other's bounding box
    if locate(first.corners[0], second) >= 0 or locate(second.corners[0], first) >= 0:
        return True
    return any(segments_meet(a, b, c, d) for a, b in first.edges for c, d in second.edges)


def polygon_polygon_squared(first: Polygon, second: Polygon) -> Fraction:
    if polygons_meet(first, second):
        return Fraction(0)
    # Each corner-to-side distance in floating point first: only those within a margin of the
    # least (far wider than a float's error on a battlefield's numbers) are worked out exactly.
    measured = [*_corners_to_sides(first, second), *_corners_to_sides(second, first)]
    margin = min(value for value, _, _, _ in measured) * (1 + 1e-6) + 1e-9
    return min(segment_squared(p, a, b) for value, p, a, b in measured if value <= margin)


def _corners_to_sides(
    corners: Polygon, sides: Polygon
) -> Iterator[tuple[float, Point, Point, Point]]:
    """(squared distance in floating point, corner, side's ends) for each corner of
    ``corners`` and side of ``sides``."""
    ends, n = sides.float_corners, len(sides.corners)
    for p, (x, y) in zip(corners.corners, corners.float_corners, strict=True):
        for i in range(n):
            (ax, ay), (bx, by) = ends[i], ends[(i + 1) % n]
            dx, dy = bx - ax, by - ay
            span = dx * dx + dy * dy
            t = 0.0 if span == 0 else min(1.0, max(0.0, ((x - ax) * dx + (y - ay) * dy) / span))
            ex, ey = x - ax - t * dx, y - ay - t * dy
            yield ex * ex + ey * ey, p, sides.corners[i], sides.corners[(i + 1) % n]


def triangles(polygon: Polygon) -> list[tuple[Point, Point, Point]]:
    """An exact ear-clipping triangulation of a simple polygon, anticlockwise triangles."""
    corners = list(anticlockwise(polygon).corners)
    found: list[tuple[Point, Point, Point]] = []
    while len(corners) > 3:
        for i in range(len(corners)):
            a, b, c = corners[i - 1], corners[i], corners[(i + 1) % len(corners)]
            if cross(a, b, c) <= 0:
                continue
            others = [p for p in corners if p not in (a, b, c)]
            if any(_in_triangle(p, a, b, c) for p in others):
                continue
            found.append((a, b, c))
            del corners[i]
            break
        else:  # no ear: a corner on a straight run adds no area, so drop it
            flat = [
                i
                for i in range(len(corners))
                if cross(corners[i - 1], corners[i], corners[(i + 1) % len(corners)]) == 0
            ]
            if not flat:
                break
            del corners[flat[0]]
    if len(corners) == 3 and cross(*corners) > 0:
        found.append((corners[0], corners[1], corners[2]))
    return found


def _in_triangle(p: Point, a: Point, b: Point, c: Point) -> bool:
    return cross(a, b, p) >= 0 and cross(b, c, p) >= 0 and cross(c, a, p) >= 0


def _convex_interiors_overlap(first: tuple[Point, ...], second: tuple[Point, ...]) -> bool:
    """Separating axes, exact: the open interiors of two convex polygons share a point."""
    for shape in (first, second):
        n = len(shape)
        for i in range(n):
            a, b = shape[i], shape[(i + 1) % n]
            axis = (a[1] - b[1], b[0] - a[0])  # a normal; its length does not matter
            lo1, hi1 = _project(first, axis)
            lo2, hi2 = _project(second, axis)
            if hi1 <= lo2 or hi2 <= lo1:
                return False
    return True


def _project(
    shape: tuple[Point, ...], axis: tuple[Fraction, Fraction]
) -> tuple[Fraction, Fraction]:
    values = [p[0] * axis[0] + p[1] * axis[1] for p in shape]
    return min(values), max(values)


def interiors_overlap(first: Polygon, second: Polygon) -> bool:
    """The polygons share more than boundary points (§19.3 "on each other")."""
    if is_convex(first) and is_convex(second):
        return _convex_interiors_overlap(first.corners, second.corners)
    return any(_convex_interiors_overlap(s, t) for s in triangles(first) for t in triangles(second))


def polygon_within_polygon(inner: Polygon, outer: Polygon) -> bool:
    """Every point of ``inner`` lies in the closed ``outer`` (exact, any simple polygons)."""
    if any(locate(p, outer) < 0 for p in inner.corners):
        return False
    for a, b in inner.edges:
        cuts = {Fraction(0), Fraction(1)}
        for c, d in outer.edges:
            cuts.update(_cut_parameters(a, b, c, d))
        ordered = sorted(cuts)
        for lo, hi in itertools.pairwise(ordered):
            mid = (lo + hi) / 2
            probe = (a[0] + mid * (b[0] - a[0]), a[1] + mid * (b[1] - a[1]))
            if locate(probe, outer) < 0:
                return False
    return True


def _cut_parameters(a: Point, b: Point, c: Point, d: Point) -> list[Fraction]:
    """Where along a-b (0..1) it meets the segment c-d, at its ends where they overlap."""
    rx, ry = b[0] - a[0], b[1] - a[1]
    sx, sy = d[0] - c[0], d[1] - c[1]
    denominator = rx * sy - ry * sx
    span = rx * rx + ry * ry
    if denominator == 0:
        if span == 0:
            return []
        return [
            t for p in (c, d) if 0 <= (t := ((p[0] - a[0]) * rx + (p[1] - a[1]) * ry) / span) <= 1
        ]
    t = ((c[0] - a[0]) * sy - (c[1] - a[1]) * sx) / denominator
    u = ((c[0] - a[0]) * ry - (c[1] - a[1]) * rx) / denominator
    return [t] if 0 <= t <= 1 and 0 <= u <= 1 else []


def edge_line_clearances_at_least(p: Point, polygon: Polygon, clearance: Fraction) -> bool:
    """``p`` lies inside the convex ``polygon`` at least ``clearance`` from each side's line."""
    for a, b in anticlockwise(polygon).edges:
        inward = cross(a, b, p)  # |ab| times the distance from p to the line, signed
        if inward < 0 or inward * inward < clearance * clearance * squared(a, b):
            return False
    return True


def to_float(value: Fraction) -> float:
    return float(value)


def root(value: Fraction) -> float:
    """The square root of a squared distance, for reports only (never for a comparison)."""
    return math.sqrt(value)
