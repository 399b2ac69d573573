"""The geometry kernel against two independent oracles (contract §19.4, DESIGN "Geometry"):
(a) shapely 2.x, which the core never imports, and (b) brute force, sampling the outlines and
insides of the shapes densely and measuring point to point.

Coordinates are drawn as multiples of 0.001" on the default battlefield, bases from the sizes
the data uses, hulls and areas as rectangles at facings that are multiples of 90° and as
star-shaped polygons (convex or not); ovals at any whole-degree facing. Where the oracle is
itself approximate (a polygon standing for a circle or an oval, a finite sample), an example
closer to a boundary than the oracle's error is not compared.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest
import shapely
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from shapely import affinity
from shapely.geometry import Point as SPoint
from shapely.geometry import Polygon as SPolygon

from ruleslawyer.core.bases import (
    Footprint,
    base_size,
    on_each_other,
    pairs_on_each_other,
    place_base,
)
from ruleslawyer.core.distances import (
    Shape,
    gap,
    inside,
    overlap,
    wholly_within,
    within,
    within_in_space,
)
from ruleslawyer.core.geometry import (
    Disc,
    Polygon,
    cross,
    is_convex,
    polygon_polygon_squared,
    polygon_problem,
    polygons_meet,
    segment_squared,
    segments_meet,
)
from ruleslawyer.core.ovals import Ellipse
from ruleslawyer.core.ranges import in_coherency, units_engaged

F = Fraction
ROUND_SIZES = ["25mm", "28.5mm", "32mm", "40mm", "50mm", "60mm", "100mm", "130mm"]
OVAL_SIZES = ["60x35.5mm", "75x42mm", "90x52mm", "105x70mm", "120x92mm", "170x105mm"]
# The count is the settings profile's: Hypothesis's 100 in the full suite and CI, fewer in the
# inner loop (tests/inner_loop.py), which runs these agreements on every change.
SETTINGS = settings(deadline=None)
SLOW_SETTINGS = settings(max_examples=60, deadline=None)  # the slow ones: each example costs

coordinate = st.integers(5_000, 55_000).map(lambda n: F(n, 1000))
centres = st.tuples(coordinate, coordinate.map(lambda v: v * F(44, 60)))


@st.composite
def discs(draw: st.DrawFn) -> Disc:
    centre = draw(centres)
    if draw(st.integers(0, 9)) == 0:
        return Disc(centre, F(0))  # a point: the centre of the battlefield, a corner
    return Disc(centre, base_size(draw(st.sampled_from(ROUND_SIZES))).length / 2)


@st.composite
def rectangles(draw: st.DrawFn) -> Polygon:
    x, y = draw(centres)
    w = draw(st.integers(100, 9_000).map(lambda n: F(n, 1000)))
    h = draw(st.integers(100, 9_000).map(lambda n: F(n, 1000)))
    return Polygon(((x, y), (x + w, y), (x + w, y + h), (x, y + h)))


@st.composite
def stars(draw: st.DrawFn) -> Polygon:
    """A star-shaped polygon about a centre: convex or not, corners on the 0.001" grid."""
    cx, cy = draw(centres)
    n = draw(st.integers(3, 8))
    cuts = sorted(draw(st.lists(st.floats(0, 1), min_size=n, max_size=n, unique=True)))
    corners = []
    for cut in cuts:
        radius = draw(st.floats(0.3, 6))
        angle = 2 * math.pi * cut
        corners.append(
            (
                cx + F(round(radius * math.cos(angle) * 1000), 1000),
                cy + F(round(radius * math.sin(angle) * 1000), 1000),
            )
        )
    polygon = Polygon(tuple(corners))
    assume(polygon_problem(polygon) is None)
    return polygon


@st.composite
def ellipses(draw: st.DrawFn) -> Ellipse:
    size = base_size(draw(st.sampled_from(OVAL_SIZES)))
    return Ellipse(draw(centres), size.length / 2, size.width / 2, F(draw(st.integers(0, 359))))


polygons = st.one_of(rectangles(), stars())
exact_shapes: st.SearchStrategy[Shape] = st.one_of(discs(), polygons)
any_shapes: st.SearchStrategy[Shape] = st.one_of(discs(), polygons, ellipses())


# -- the oracles ---------------------------------------------------------------------------

CIRCLE = SPoint(0, 0).buffer(1, quad_segs=1024)
# A 4096-gon inside an oval of semi-axis a strays at most a(1 - cos(pi/4096)) < 3e-7 a.
POLYGON_ERROR = 1e-6


def as_shapely(shape: Shape) -> tuple[shapely.Geometry, float, float]:
    """(geometry, radius to subtract, error of the geometry)."""
    if isinstance(shape, Disc):
        return SPoint(float(shape.centre[0]), float(shape.centre[1])), float(shape.radius), 0.0
    if isinstance(shape, Polygon):
        return SPolygon([(float(x), float(y)) for x, y in shape.corners]), 0.0, 0.0
    oval = affinity.scale(CIRCLE, float(shape.semi_major), float(shape.semi_minor), origin=(0, 0))
    oval = affinity.rotate(oval, float(shape.facing), origin=(0, 0))
    oval = affinity.translate(oval, float(shape.centre[0]), float(shape.centre[1]))
    return oval, 0.0, POLYGON_ERROR


def oracle_gap(first: Shape, second: Shape) -> tuple[float, float]:
    """shapely's distance between closest parts, and how far it may be off."""
    g1, r1, e1 = as_shapely(first)
    g2, r2, e2 = as_shapely(second)
    return max(0.0, g1.distance(g2) - r1 - r2), e1 + e2 + 1e-9


def outline(shape: Shape, n: int = 720) -> np.ndarray:
    """Points along the shape's outline, at most ``spacing(shape, n)`` apart."""
    if isinstance(shape, Polygon):
        corners = np.array([(float(x), float(y)) for x, y in shape.corners])
        ends = np.roll(corners, -1, axis=0)
        t = np.linspace(0, 1, max(8, n // len(corners)), endpoint=False)[:, None, None]
        along: np.ndarray = (corners + t * (ends - corners)).reshape(-1, 2)
        return along
    theta = np.linspace(0, 2 * np.pi, n, endpoint=False)
    if isinstance(shape, Disc):
        a = b = float(shape.radius)
        angle = 0.0
    else:
        a, b, angle = float(shape.semi_major), float(shape.semi_minor), shape.angle
    u, v = a * np.cos(theta), b * np.sin(theta)
    c, s = math.cos(angle), math.sin(angle)
    return np.column_stack(
        (float(shape.centre[0]) + u * c - v * s, float(shape.centre[1]) + u * s + v * c)
    )


def spacing(shape: Shape, n: int = 720) -> float:
    """The largest gap between neighbouring outline samples."""
    pts = outline(shape, n)
    return float(np.max(np.linalg.norm(pts - np.roll(pts, -1, axis=0), axis=1)))


def sampled_gap(first: Shape, second: Shape) -> float:
    a, b = outline(first), outline(second)
    return float(np.min(np.linalg.norm(a[:, None, :] - b[None, :, :], axis=2)))


# -- (a) against shapely -------------------------------------------------------------------


@SETTINGS
@given(any_shapes, any_shapes)
def test_the_gap_is_shapelys_distance(first: Shape, second: Shape) -> None:
    expected, error = oracle_gap(first, second)
    assert gap(first, second) == pytest.approx(expected, abs=error + 1e-9)


@SETTINGS
@given(exact_shapes, exact_shapes, st.integers(-3, 3))
def test_within_agrees_with_shapely_at_the_thousandth(
    first: Shape, second: Shape, nudge: int
) -> None:
    expected, error = oracle_gap(first, second)
    # A number at the thousandth nearest the distance, nudged: the boundaries the rules test.
    distance = F(round(expected * 1000) + nudge, 1000)
    assume(distance >= 0 and abs(expected - float(distance)) > error)
    assert within(first, second, distance) == (expected <= distance)


@pytest.mark.slow  # a long Hypothesis search (more than 100 examples)
@settings(max_examples=1500, deadline=None)
@given(any_shapes, any_shapes, st.integers(-3, 3))
def test_within_agrees_with_shapely_long(first: Shape, second: Shape, nudge: int) -> None:
    """The long run of the two above, ovals included (numeric: a tolerance of 10⁻⁶")."""
    expected, error = oracle_gap(first, second)
    assert gap(first, second) == pytest.approx(expected, abs=error + 1e-9)
    distance = F(round(expected * 1000) + nudge, 1000)
    assume(distance >= 0 and abs(expected - float(distance)) > error + 2e-6)
    assert within(first, second, distance) == (expected <= distance)


@pytest.mark.slow  # a Hypothesis run of a second or more: shapely's oracle for each example
@SLOW_SETTINGS
@given(any_shapes, any_shapes)
def test_overlap_agrees_with_shapely(first: Shape, second: Shape) -> None:
    expected, error = oracle_gap(first, second)
    g1, r1, _ = as_shapely(first)
    g2, r2, _ = as_shapely(second)
    if any(isinstance(s, Disc) and s.radius == 0 for s in (first, second)):
        assert not overlap(first, second)  # a point has no inside
    elif r1 or r2:
        depth = r1 + r2 - g1.distance(g2)  # how far the grown cores overlap
        assume(abs(depth) > error + 1e-6)
        assert overlap(first, second) == (depth > 0)
    else:
        common = g1.intersection(g2).area
        assume(expected > error or common > 1e-6 or (expected == 0 and common == 0))
        assert overlap(first, second) == (common > 0)


@SETTINGS
@given(st.one_of(discs(), polygons, ellipses()), polygons)
def test_inside_an_area_agrees_with_shapely(shape: Shape, area: Polygon) -> None:
    region, _, _ = as_shapely(area)
    geometry, radius, error = as_shapely(shape)
    if radius:
        clearance = region.exterior.distance(geometry) - radius
        assume(abs(clearance) > 1e-9)
        expected = region.covers(geometry) and clearance >= 0
    else:
        assume(region.exterior.distance(geometry) > error + 1e-6 or region.covers(geometry))
        expected = region.buffer(error + 1e-7).covers(geometry)
    assert inside(shape, area) == expected


@SETTINGS
@given(exact_shapes, exact_shapes, st.integers(0, 6000).map(lambda n: F(n, 1000)))
def test_within_in_space_is_the_hypotenuse(first: Shape, second: Shape, height: Fraction) -> None:
    plan, error = oracle_gap(first, second)
    spatial = math.hypot(plan, float(height))
    for distance in (F(round(spatial * 1000), 1000), F(round(spatial * 1000) + 1, 1000)):
        if abs(spatial - float(distance)) > error:
            assert within_in_space(first, second, distance, height) == (spatial <= distance)


@SETTINGS
@given(polygons, polygons)
def test_polygon_distance_is_the_least_of_every_corner_to_every_side(
    first: Polygon, second: Polygon
) -> None:
    """The kernel's shortcuts (bounding boxes, a float pass choosing which corner-to-side
    distances to work out exactly) give exactly what trying every pair does."""
    sides_meet = any(segments_meet(a, b, c, d) for a, b in first.edges for c, d in second.edges)
    one_holds_the_other = any(
        as_shapely(outer)[0].covers(SPoint(float(inner.corners[0][0]), float(inner.corners[0][1])))
        for outer, inner in ((first, second), (second, first))
    )
    meet = sides_meet or one_holds_the_other
    assert polygons_meet(first, second) == meet
    every = min(
        min(segment_squared(p, a, b) for p in first.corners for a, b in second.edges),
        min(segment_squared(p, a, b) for p in second.corners for a, b in first.edges),
    )
    assert polygon_polygon_squared(first, second) == (0 if meet else every)


@SETTINGS
@given(st.lists(st.tuples(st.integers(0, 8), st.integers(0, 8)), min_size=4, max_size=4))
def test_segments_meet_as_their_turns_say(ends: list[tuple[int, int]]) -> None:
    """The bounding-box shortcut of `segments_meet` against the turns alone, on a small grid
    where segments touch, overlap along a line and cross often."""
    a, b, c, d = ((F(x), F(y)) for x, y in ends)

    def on(p: tuple[F, F], q: tuple[F, F], r: tuple[F, F]) -> bool:
        return cross(q, r, p) == 0 and min(q, r) <= p <= max(q, r)

    turns = [cross(c, d, a), cross(c, d, b), cross(a, b, c), cross(a, b, d)]
    crossing = turns[0] * turns[1] < 0 and turns[2] * turns[3] < 0
    touching = on(a, c, d) or on(b, c, d) or on(c, a, b) or on(d, a, b)
    assert segments_meet(a, b, c, d) == (crossing or touching)


# -- (b) against brute force ---------------------------------------------------------------


@pytest.mark.slow  # a long search: each example samples the shapes by brute force (1.6 s)
@SLOW_SETTINGS
@given(any_shapes, any_shapes)
def test_the_gap_is_the_least_sampled_distance(first: Shape, second: Shape) -> None:
    measured = gap(first, second)
    sampled = sampled_gap(first, second)
    # The true gap is never more than any pair of points of the outlines ...
    assert measured <= sampled + 1e-9
    # ... and apart, the nearest samples lie within half a spacing of the closest parts.
    if measured > 0:
        assert sampled <= measured + (spacing(first) + spacing(second)) / 2 + 1e-9


def farthest_sampled(first: Shape, second: Shape) -> float:
    """The greatest distance from a sampled point of ``first`` (outline and inside) to
    ``second``."""
    target, radius, _ = as_shapely(second)
    points = outline(first)
    centre = (
        np.array([float(first.centre[0]), float(first.centre[1])])
        if not isinstance(first, Polygon)
        else points.mean(axis=0)
    )
    scaled = np.vstack([centre + s * (points - centre) for s in (0.25, 0.5, 0.75)])
    if isinstance(first, Polygon):  # a non-convex polygon's shrunk copies may stick out of it
        shape, _, _ = as_shapely(first)
        scaled = scaled[shapely.covers(shape, shapely.points(scaled))]
    cloud = np.vstack([points, scaled])
    distances = shapely.distance(shapely.points(cloud), target) - radius
    return float(np.max(np.maximum(distances, 0)))


@pytest.mark.slow  # a Hypothesis run of a second or more: shapely's oracle for each example
@SLOW_SETTINGS
@given(any_shapes, st.one_of(discs(), polygons), st.integers(0, 15_000))
def test_wholly_within_agrees_with_sampling(first: Shape, second: Shape, thousandths: int) -> None:
    distance = F(thousandths, 1000)
    farthest = farthest_sampled(first, second)
    answer = wholly_within(first, second, distance)
    if farthest > float(distance) + 1e-5:
        assert not answer  # a sampled point lies farther than the distance
    convex_target = not isinstance(second, Polygon) or is_convex(second)
    if convex_target and farthest < float(distance) - spacing(first) - 1e-5:
        # Distance to a convex target is convex, so its greatest value over a shape lies on
        # the outline, which the samples follow to within a spacing.
        assert answer


@SETTINGS
@given(discs(), discs())
def test_round_bases_at_an_exact_gap_are_within_it_and_not_a_thousandth_less(
    first: Disc, second: Disc
) -> None:
    assume(first.centre != second.centre)
    # Move the second base along a 3-4-5 line to an exact gap from the first.
    gap_wanted = F(abs(hash((first, second))) % 12_000, 1000)
    reach = gap_wanted + first.radius + second.radius
    placed = Disc(
        (first.centre[0] + F(3, 5) * reach, first.centre[1] + F(4, 5) * reach), second.radius
    )
    assert within(first, placed, gap_wanted)
    if gap_wanted > 0:
        assert not within(first, placed, gap_wanted - F(1, 1000))


@st.composite
def units(draw: st.DrawFn) -> list[Footprint]:
    """A unit of 2-6 round bases near each other, some raised (a ruin's floors)."""
    size = base_size(draw(st.sampled_from(ROUND_SIZES[:5])))
    x, y = draw(centres)
    models = []
    for _ in range(draw(st.integers(2, 6))):
        dx = F(draw(st.integers(-6_000, 6_000)), 1000)
        dy = F(draw(st.integers(-6_000, 6_000)), 1000)
        level = F(draw(st.sampled_from([0, 0, 0, 3, 5, 6])))
        models.append(place_base(size, (x + dx, y + dy), level=level))
    return models


def reach_holds(a: Footprint, b: Footprint, horizontal: float, vertical: float) -> bool | None:
    """shapely's answer to "within horizontal and vertical", None too near a boundary."""
    plan, error = oracle_gap(a.shape, b.shape)
    if abs(plan - horizontal) <= error:
        return None
    return plan <= horizontal and abs(float(a.level - b.level)) <= vertical


@SETTINGS
@given(units())
def test_coherency_agrees_with_pairwise_shapely(unit: list[Footprint]) -> None:
    near, every = [False] * len(unit), [True] * len(unit)
    for i, a in enumerate(unit):
        for j, b in enumerate(unit):
            if i == j:
                continue
            two, nine = reach_holds(a, b, 2, 5), reach_holds(a, b, 9, 5)
            assume(two is not None and nine is not None)
            near[i] = near[i] or bool(two)
            every[i] = every[i] and bool(nine)
    assert in_coherency(unit) == all(n and e for n, e in zip(near, every, strict=True))


@SETTINGS
@given(units(), units())
def test_engagement_agrees_with_pairwise_shapely(
    unit: list[Footprint], enemy: list[Footprint]
) -> None:
    answers = [reach_holds(a, b, 2, 5) for a in unit for b in enemy]
    assume(None not in answers)
    assert units_engaged(unit, enemy) == any(answers)


_SIZES = ("25mm", "32mm", "40mm", "60x35.5mm")


# slow: a Hypothesis search of 100 crowded patches of up to 12 bases (ovals among them), the
# sweep checked against every pair tested in exact arithmetic: about 1.5 s of CPU in the inner loop
@pytest.mark.slow
@given(
    st.lists(
        st.tuples(
            st.sampled_from(_SIZES),
            st.integers(0, 12_000),
            st.integers(0, 8_000),
            st.sampled_from((0, 1, 2)),
        ),
        min_size=2,
        max_size=12,
    )
)
@settings(max_examples=100, deadline=None)
def test_the_sweep_finds_exactly_the_pairs_on_each_other_that_every_pair_tested_finds(
    models: list[tuple[str, int, int, int]],
) -> None:
    """`pairs_on_each_other` (a sweep along x) against testing every pair: bases of several
    sizes, an oval among them, on a crowded 12" by 8" patch at three heights, in thousandths of
    an inch (touching and overlapping bases both come up)."""
    footprints = [
        place_base(base_size(size), (Fraction(x, 1000), Fraction(y, 1000)), level=Fraction(h))
        for size, x, y, h in models
    ]
    every = [
        (i, j)
        for i in range(len(footprints))
        for j in range(i + 1, len(footprints))
        if on_each_other(footprints[i], footprints[j])
    ]
    assert pairs_on_each_other(footprints) == every
