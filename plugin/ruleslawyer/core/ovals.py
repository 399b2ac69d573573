"""Oval bases, and the numeric measuring every comparison the exact kernel cannot make
(contract §19.4: an oval, a hull at another facing, "wholly within a distance of" a hull that is
not convex).

An ellipse's distance to a point has no closed form, so these compute in floating point to far
better than 10⁻⁹" (the battlefield is at most a few hundred inches across): the distance from
a point to an ellipse by Newton's method on the one root of Eberly's equation ("Distance from a
Point to an Ellipse"), from a bound below it; a segment's distance to a filled ellipse by
golden-section search, the distance to a convex set being convex along a line; an ellipse's
distance to another by sampling its outline and refining. A caller compares a value from here
with a rule's number allowing :data:`~.geometry.TOLERANCE`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from fractions import Fraction
from functools import cached_property

from .geometry import Point, Polygon, locate


@dataclass(frozen=True)
class Ellipse:
    """An oval base: ``semi_major`` along its facing (degrees anticlockwise from the x axis)."""

    centre: Point
    semi_major: Fraction
    semi_minor: Fraction
    facing: Fraction = Fraction(0)

    @property
    def angle(self) -> float:
        return math.radians(self.facing)

    @cached_property
    def floats(self) -> tuple[float, float, float, float, float, float]:
        """(centre x, centre y, semi-major, semi-minor, cosine and sine of the facing) in
        floating point, worked out once: the numeric searches ask for them at every point."""
        angle = self.angle
        return (
            float(self.centre[0]),
            float(self.centre[1]),
            float(self.semi_major),
            float(self.semi_minor),
            math.cos(angle),
            math.sin(angle),
        )

    def local(self, x: float, y: float) -> tuple[float, float]:
        """(x, y) in the ellipse's own axes."""
        cx, cy, _, _, c, s = self.floats
        dx, dy = x - cx, y - cy
        return dx * c + dy * s, -dx * s + dy * c

    def outline(self, theta: float) -> tuple[float, float]:
        """The point of its outline at parameter ``theta``."""
        cx, cy, a, b, c, s = self.floats
        u, v = a * math.cos(theta), b * math.sin(theta)
        return cx + u * c - v * s, cy + u * s + v * c

    def shrunk(self, by: float) -> Ellipse:
        """The same oval ``by`` smaller on each axis: "overlapping by more than the tolerance"."""
        return Ellipse(
            self.centre,
            self.semi_major - Fraction(by),
            self.semi_minor - Fraction(by),
            self.facing,
        )

    def half_extents(self) -> tuple[float, float]:
        """Half its width along x and along y (its bounding box about the centre)."""
        _, _, a, b, c, s = self.floats
        return math.sqrt((a * c) ** 2 + (b * s) ** 2), math.sqrt((a * s) ** 2 + (b * c) ** 2)


def point_distance(x: float, y: float, ellipse: Ellipse) -> float:
    """Distance from (x, y) to the filled ellipse: 0 inside it."""
    u, v = ellipse.local(x, y)
    _, _, e0, e1, _, _ = ellipse.floats
    y0, y1 = abs(u), abs(v)
    if (y0 / e0) ** 2 + (y1 / e1) ** 2 <= 1.0:
        return 0.0
    # F(t) = (e0 y0 / (t + e0²))² + (e1 y1 / (t + e1²))² - 1 falls, convex, from F(0) > 0; its
    # root gives the closest point. Each term alone is 1 at t = e y - e², so F >= 0 at the
    # greater of those (and 0): Newton's steps from there rise to the root without passing it
    # (F is convex), quadratically once near; they stop where a step no longer moves t.
    p0, p1 = e0 * y0, e1 * y1
    s0, s1 = e0 * e0, e1 * e1
    t = max(0.0, p0 - s0, p1 - s1)
    for _ in range(100):
        q0, q1 = p0 / (t + s0), p1 / (t + s1)
        f = q0 * q0 + q1 * q1 - 1
        if f <= 0:
            break
        step = f / (2 * (q0 * q0 / (t + s0) + q1 * q1 / (t + s1)))
        if t + step <= t:
            break
        t += step
    x0, x1 = s0 * y0 / (t + s0), s1 * y1 / (t + s1)
    return math.hypot(x0 - y0, x1 - y1)


def contains_point(ellipse: Ellipse, x: float, y: float) -> bool:
    u, v = ellipse.local(x, y)
    _, _, a, b, _, _ = ellipse.floats
    return (u / a) ** 2 + (v / b) ** 2 <= 1.0


def minimise_convex(f: Callable[[float], float], lo: float = 0.0, hi: float = 1.0) -> float:
    """The least value of a convex ``f`` on [lo, hi], by golden-section search."""
    ratio = (math.sqrt(5) - 1) / 2
    a, b = lo, hi
    c, d = b - ratio * (b - a), a + ratio * (b - a)
    fc, fd = f(c), f(d)
    for _ in range(90):
        if fc <= fd:
            b, d, fd = d, c, fc
            c = b - ratio * (b - a)
            fc = f(c)
        else:
            a, c, fc = c, d, fd
            d = a + ratio * (b - a)
            fd = f(d)
    return min(fc, fd, f(lo), f(hi))


def segment_distance(a: tuple[float, float], b: tuple[float, float], ellipse: Ellipse) -> float:
    """Distance from the segment a-b to the filled ellipse."""

    def along(t: float) -> float:
        return point_distance(a[0] + t * (b[0] - a[0]), a[1] + t * (b[1] - a[1]), ellipse)

    return minimise_convex(along)


def polygon_distance(polygon: Polygon, ellipse: Ellipse) -> float:
    """Distance from the closed polygon to the filled ellipse."""
    if locate(ellipse.centre, polygon) >= 0:
        return 0.0
    corners = [(float(p[0]), float(p[1])) for p in polygon.corners]
    if any(contains_point(ellipse, x, y) for x, y in corners):
        return 0.0
    n = len(corners)
    return min(segment_distance(corners[i], corners[(i + 1) % n], ellipse) for i in range(n))


def minimise_periodic(f: Callable[[float], float], samples: int = 720) -> float:
    """The least value of ``f`` over one turn (0..2π): sampled, then each of the lowest few
    valleys refined by golden section, once each."""
    step = 2 * math.pi / samples
    values = [f(i * step) for i in range(samples)]
    # A valley's lowest sample: no higher than the one before it and lower than the one after
    # (so a flat run counts once). The least lies within a step of it.
    bottoms = [
        i
        for i in range(samples)
        if values[i] <= values[i - 1] and values[i] < values[(i + 1) % samples]
    ]
    valleys = sorted(bottoms, key=lambda i: values[i])[:6]
    best = min(values)
    for i in valleys:
        best = min(best, minimise_convex(f, (i - 1) * step, (i + 1) * step))
    return best


def ellipse_distance(first: Ellipse, second: Ellipse) -> float:
    """Distance between two filled ellipses."""
    if contains_point(second, float(first.centre[0]), float(first.centre[1])) or contains_point(
        first, float(second.centre[0]), float(second.centre[1])
    ):
        return 0.0
    return minimise_periodic(lambda theta: point_distance(*first.outline(theta), second))


def maximise_on_square(f: Callable[[float, float], float], grid: int = 24) -> float:
    """The greatest value of a continuous ``f`` on [0, 1]², by a grid then a pattern search
    from the best few grid points (the numeric "wholly within" of §19.4)."""
    points = [((i + 0.5) / grid, (j + 0.5) / grid) for i in range(grid) for j in range(grid)]
    points += [(s, t) for s in (0.0, 1.0) for t in (0.0, 0.5, 1.0)]
    scored = sorted(((f(s, t), s, t) for s, t in points), reverse=True)
    best = scored[0][0]
    for value, s, t in scored[:5]:
        step = 1 / grid
        while step > 1e-13:
            moved = False
            for ds, dt in ((step, 0), (-step, 0), (0, step), (0, -step)):
                ns, nt = min(1.0, max(0.0, s + ds)), min(1.0, max(0.0, t + dt))
                candidate = f(ns, nt)
                if candidate > value:
                    value, s, t, moved = candidate, ns, nt, True
                    break
            if not moved:
                step /= 2
        best = max(best, value)
    return best
