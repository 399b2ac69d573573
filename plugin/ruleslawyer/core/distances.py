"""Distances between footprints in plan, and the comparisons the rules make on them (01.04,
contract §19.4).

"Within d": the closest parts are at most d apart (2" is within 2", app 01.04.01). "More than
d": strictly greater. "Wholly within d of b": every point of the shape is within d of b. A round
base and a polygon (a hull, an area) are compared exactly, on squared distances; an oval, a
polygon whose corners were rounded and "wholly within" a polygon that is not convex are
measured numerically (:mod:`.ovals`) and a value within :data:`TOLERANCE` of the number is taken
to equal it. :func:`numeric` says which, for the report's "measured numerically".

The exact comparisons see a disc as its centre grown by its radius, and a polygon as itself
grown by 0, so the distance between two shapes is the distance between their cores less both
radii; "at most d" is then "the cores' squared distance at most (d + radii)²".
"""

from __future__ import annotations

import math
from collections.abc import Callable
from fractions import Fraction

from .geometry import (
    TOLERANCE,
    Disc,
    Point,
    Polygon,
    edge_line_clearances_at_least,
    interiors_overlap,
    is_convex,
    locate,
    point_polygon_squared,
    polygon_polygon_squared,
    polygon_within_polygon,
    segment_squared,
    squared,
    triangles,
)
from .ovals import (
    Ellipse,
    ellipse_distance,
    maximise_on_square,
    point_distance,
    polygon_distance,
    segment_distance,
)

Shape = Disc | Polygon | Ellipse
ZERO = Fraction(0)


def numeric(*shapes: Shape) -> bool:
    """A comparison involving these shapes is measured numerically (§19.4)."""
    return any(isinstance(s, Ellipse) or (isinstance(s, Polygon) and not s.exact) for s in shapes)


def _core(shape: Disc | Polygon) -> tuple[Point | Polygon, Fraction]:
    if isinstance(shape, Disc):
        return shape.centre, shape.radius
    return shape, ZERO


def _core_squared(first: Point | Polygon, second: Point | Polygon) -> Fraction:
    if isinstance(first, Polygon):
        if isinstance(second, Polygon):
            return polygon_polygon_squared(first, second)
        return point_polygon_squared(second, first)
    if isinstance(second, Polygon):
        return point_polygon_squared(first, second)
    return squared(first, second)


def _float_point(p: Point) -> tuple[float, float]:
    return float(p[0]), float(p[1])


def gap(first: Shape, second: Shape) -> float:
    """The distance between their closest parts, 0 when they touch or overlap (reports)."""
    if isinstance(first, Ellipse) or isinstance(second, Ellipse):
        return _ellipse_gap(first, second)
    core1, r1 = _core(first)
    core2, r2 = _core(second)
    return max(0.0, math.sqrt(_core_squared(core1, core2)) - float(r1 + r2))


def gap_cores(first: Shape, second: Shape) -> tuple[Fraction, Fraction]:
    """(the cores' squared distance, the sum of the radii) of two exactly measured shapes:
    their gap is ``max(0, sqrt(first) - second)``."""
    assert not isinstance(first, Ellipse) and not isinstance(second, Ellipse)
    core1, r1 = _core(first)
    core2, r2 = _core(second)
    return _core_squared(core1, core2), r1 + r2


def _ellipse_gap(first: Shape, second: Shape) -> float:
    if not isinstance(first, Ellipse):
        first, second = second, first
    assert isinstance(first, Ellipse)
    if isinstance(second, Ellipse):
        return ellipse_distance(first, second)
    if isinstance(second, Disc):
        x, y = _float_point(second.centre)
        return max(0.0, point_distance(x, y, first) - float(second.radius))
    return polygon_distance(second, first)


# Floating point decides a comparison only when its value is this far from the number: the
# battlefield's coordinates are a few hundred inches at most, so a float distance is off by
# far less (about 10⁻¹³"); nearer the boundary the exact comparison decides.
FILTER = 1e-9


def _quick_gap(first: Shape, second: Shape) -> float | None:
    """A floating-point gap where one is cheap (a disc and a disc or polygon), else None."""
    if isinstance(first, Polygon):
        first, second = second, first
    if not isinstance(first, Disc) or isinstance(second, Ellipse):
        return None
    x, y, radius = first.floats
    return _float_reach(second)(x, y) - radius


def within(first: Shape, second: Shape, distance: Fraction) -> bool:
    """Their closest parts are at most ``distance`` apart, in plan."""
    if numeric(first, second):
        return gap(first, second) <= float(distance) + TOLERANCE
    quick = _quick_gap(first, second)
    if quick is not None and abs(quick - float(distance)) > FILTER:
        return quick < float(distance)
    assert not isinstance(first, Ellipse) and not isinstance(second, Ellipse)
    core1, r1 = _core(first)
    core2, r2 = _core(second)
    reach = distance + r1 + r2
    return reach >= 0 and _core_squared(core1, core2) <= reach * reach


def more_than(first: Shape, second: Shape, distance: Fraction) -> bool:
    """Their closest parts are strictly more than ``distance`` apart, in plan."""
    return not within(first, second, distance)


def meet(first: Shape, second: Shape) -> bool:
    """They share a point (touching counts)."""
    return within(first, second, ZERO)


def within_in_space(
    first: Shape, second: Shape, distance: Fraction, vertical_gap: Fraction
) -> bool:
    """Within ``distance`` measured in three dimensions, the shapes being ``vertical_gap`` apart
    in height (§19.4: footprints flat at their levels, the plan and vertical gaps independent,
    so the closest distance is the hypotenuse of the two)."""
    if vertical_gap > distance:
        return False
    if numeric(first, second):
        return math.hypot(gap(first, second), float(vertical_gap)) <= float(distance) + TOLERANCE
    quick = _quick_gap(first, second)
    if quick is not None:
        spatial = math.hypot(max(0.0, quick), float(vertical_gap))
        if abs(spatial - float(distance)) > FILTER:
            return spatial < float(distance)
    assert not isinstance(first, Ellipse) and not isinstance(second, Ellipse)
    core1, r1 = _core(first)
    core2, r2 = _core(second)
    radii = r1 + r2
    # plan gap max(0, sqrt(q) - radii) <= sqrt(room) with room = d² - v², i.e.
    # q - room - radii² <= 2 radii sqrt(room): squared where the left side is positive.
    room = distance * distance - vertical_gap * vertical_gap
    q = _core_squared(core1, core2)
    left = q - room - radii * radii
    return left <= 0 or (radii > 0 and left * left <= 4 * radii * radii * room)


def overlap(first: Shape, second: Shape) -> bool:
    """They share more than boundary points: one model would be on the other (§19.3). A point
    has no inside, so it is on nothing."""
    if any(isinstance(s, Disc) and s.radius == 0 for s in (first, second)):
        return False
    if numeric(first, second):
        first, second = _shrunk(first), _shrunk(second)
    if isinstance(first, Ellipse) or isinstance(second, Ellipse):
        return gap(first, second) == 0.0
    quick = _quick_gap(first, second)
    if quick is not None and abs(quick) > FILTER:
        return quick < 0
    if isinstance(first, Disc) and isinstance(second, Disc):
        reach = first.radius + second.radius
        return squared(first.centre, second.centre) < reach * reach
    if isinstance(first, Polygon) and isinstance(second, Polygon):
        return interiors_overlap(first, second)
    disc, polygon = (first, second) if isinstance(first, Disc) else (second, first)
    assert isinstance(disc, Disc) and isinstance(polygon, Polygon)
    return point_polygon_squared(disc.centre, polygon) < disc.radius * disc.radius


def _shrunk(shape: Shape) -> Shape:
    """A numerically measured shape made :data:`TOLERANCE` smaller, so that shapes touching to
    within the tolerance are not on each other (§19.4); exact shapes are left as they are."""
    if isinstance(shape, Ellipse):
        return shape.shrunk(TOLERANCE)
    if isinstance(shape, Disc) or shape.exact:
        return shape
    cx = sum(x for x, _ in shape.float_corners) / len(shape.corners)
    cy = sum(y for _, y in shape.float_corners) / len(shape.corners)
    corners = []
    for x, y in shape.float_corners:
        span = math.hypot(cx - x, cy - y) or 1.0
        step = min(1.0, TOLERANCE / span)
        corners.append((Fraction(x + (cx - x) * step), Fraction(y + (cy - y) * step)))
    return Polygon(tuple(corners), exact=False)


def in_base_contact(first: Shape, second: Shape) -> bool:
    """Touching: distance exactly 0 and not on each other (app 01.04.04)."""
    return meet(first, second) and not overlap(first, second)


def wholly_within(first: Shape, second: Shape, distance: Fraction) -> bool:
    """Every point of ``first`` is within ``distance`` of ``second``, in plan."""
    exact = _wholly_within_exactly(first, second, distance)
    if exact is not None:
        return exact
    return _farthest(first, second) <= float(distance) + TOLERANCE


def wholly_within_numeric(first: Shape, second: Shape) -> bool:
    """``wholly_within`` measures these numerically (§19.4)."""
    return numeric(first, second) or (isinstance(second, Polygon) and not is_convex(second))


def _wholly_within_exactly(first: Shape, second: Shape, distance: Fraction) -> bool | None:
    if wholly_within_numeric(first, second):
        return None
    if isinstance(first, Polygon):
        # The set within d of a convex shape is convex: the corners decide.
        return all(within(Disc(p, ZERO), second, distance) for p in first.corners)
    assert isinstance(first, Disc)
    if isinstance(second, Disc):
        room = distance + second.radius - first.radius
        return room >= 0 and squared(first.centre, second.centre) <= room * room
    assert isinstance(second, Polygon)
    # A disc lies within d of a convex polygon when its centre lies within d - r of it, or,
    # where r > d, at least r - d inside each side.
    if distance >= first.radius:
        room = distance - first.radius
        quick = _float_reach(second)(*first.floats[:2])
        if abs(quick - float(room)) > FILTER:
            return quick < float(room)
        return point_polygon_squared(first.centre, second) <= room * room
    return edge_line_clearances_at_least(first.centre, second, first.radius - distance)


def _farthest(first: Shape, second: Shape) -> float:
    """The greatest distance from a point of ``first`` to ``second``, numerically."""

    reach = _float_reach(second)

    if isinstance(first, Polygon):
        return max(
            maximise_on_square(
                lambda s, t, tri=tri: reach(*_in_triangle(tri, s, t)),  # type: ignore[misc]
            )
            for tri in triangles(first)
        )
    if isinstance(first, Disc):
        first = Ellipse(first.centre, first.radius, first.radius)
    oval = first

    def polar(s: float, t: float) -> tuple[float, float]:
        x, y = oval.outline(2 * math.pi * t)
        cx, cy = _float_point(oval.centre)
        return cx + s * (x - cx), cy + s * (y - cy)

    return maximise_on_square(lambda s, t: reach(*polar(s, t)))


def _float_reach(shape: Shape) -> Callable[[float, float], float]:
    """Distance from a point to ``shape`` in floating point (the numeric search's inner loop)."""
    if isinstance(shape, Ellipse):
        return lambda x, y: point_distance(x, y, shape)
    if isinstance(shape, Disc):
        cx, cy, r = shape.floats
        return lambda x, y: max(0.0, math.hypot(x - cx, y - cy) - r)
    corners = shape.float_corners
    edges = list(zip(corners, corners[1:] + corners[:1], strict=True))

    def to_polygon(x: float, y: float) -> float:
        crossings = False
        best = math.inf
        for (ax, ay), (bx, by) in edges:
            if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
                crossings = not crossings
            dx, dy = bx - ax, by - ay
            t = ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)
            t = min(1.0, max(0.0, t))
            best = min(best, math.hypot(x - ax - t * dx, y - ay - t * dy))
        return 0.0 if crossings else best

    return to_polygon


def _in_triangle(tri: tuple[Point, Point, Point], s: float, t: float) -> tuple[float, float]:
    if s + t > 1:
        s, t = 1 - s, 1 - t
    a, b, c = (_float_point(p) for p in tri)
    return (
        a[0] + s * (b[0] - a[0]) + t * (c[0] - a[0]),
        a[1] + s * (b[1] - a[1]) + t * (c[1] - a[1]),
    )


def inside(shape: Shape, area: Polygon) -> bool:
    """Every point of ``shape`` lies in the closed ``area`` (wholly within it, §19.4)."""
    if isinstance(shape, Polygon):
        return polygon_within_polygon(shape, area)
    if isinstance(shape, Disc):
        if locate(shape.centre, area) < 0:
            return False
        reach = shape.radius * shape.radius
        return all(segment_squared(shape.centre, a, b) >= reach for a, b in area.edges)
    if locate(shape.centre, area) < 0:
        return False
    smaller = shape.shrunk(TOLERANCE)
    return all(
        segment_distance(_float_point(a), _float_point(b), smaller) > 0.0 for a, b in area.edges
    )


def vertical_gap(first: tuple[Fraction, Fraction], second: tuple[Fraction, Fraction]) -> Fraction:
    """The height between two vertical extents (level, top): 0 where they share a height."""
    if first == second:
        return ZERO
    return max(ZERO, first[0] - second[1], second[0] - first[1])
