"""The geometry kernel (core/geometry.py, distances.py, ranges.py) against shapely 2.x, on the
comparisons a positioned scenario makes.

Not part of the default suite. Run from the repository root:

    python tests/benchmarks/bench_geometry.py [--pairs 2000] [--repeat 3]

For a fixed, seeded draw of ``--pairs`` model pairs on the default battlefield it times, per
comparison: (a) the kernel, exact on Fractions (an oval numerically), and (b) shapely, on
floats, building its geometries once beforehand (a circle as a 64-segment polygon, as
``buffer`` gives by default, so shapely answers a slightly different, less exact question).
The comparisons: engagement range between round bases; within 3" of a 40mm objective marker;
a base and a 7" by 4" hull within 2"; a base wholly within 6" of the hull; an oval within 2";
coherency of a 10-model unit; and the overlap check of a 10-model unit. It prints microseconds
per comparison and the ratio, the least of ``--repeat`` runs (the machine is shared).
"""

from __future__ import annotations

import argparse
import random
import time
from collections.abc import Callable
from fractions import Fraction

import shapely
from shapely.geometry import Point as SPoint
from shapely.geometry import Polygon as SPolygon

from ruleslawyer.core.bases import Footprint, Hull, base_size, on_each_other, place_base, place_hull
from ruleslawyer.core.distances import wholly_within, within
from ruleslawyer.core.geometry import Disc, Polygon
from ruleslawyer.core.ovals import Ellipse
from ruleslawyer.core.ranges import in_coherency, models_engaged, objective_marker

F = Fraction


def draw_point(rng: random.Random) -> tuple[Fraction, Fraction]:
    return F(rng.randrange(2_000, 58_000), 1000), F(rng.randrange(2_000, 42_000), 1000)


def shifted(footprint: Footprint, rng: random.Random) -> tuple[Fraction, Fraction]:
    """A point 1" to 3.5" east of a round base's centre."""
    assert isinstance(footprint.shape, Disc)
    x, y = footprint.shape.centre
    return x + F(rng.randrange(1_000, 3_500), 1000), y


def least_time(run: Callable[[], object], repeat: int) -> float:
    best = float("inf")
    for _ in range(repeat):
        start = time.perf_counter()
        run()
        best = min(best, time.perf_counter() - start)
    return best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    rng = random.Random(19)
    size = base_size("32mm")
    oval_size = base_size("60x35.5mm")
    hull = Hull.box(F(7), F(4), F(3))

    bases = [
        (place_base(size, draw_point(rng)), place_base(size, draw_point(rng)))
        for _ in range(args.pairs)
    ]
    near = [(a, place_base(size, shifted(a, rng))) for a, _ in bases]
    markers = [objective_marker(draw_point(rng)) for _ in range(args.pairs)]
    hulls = [
        place_hull(hull, draw_point(rng), F(rng.choice((0, 90, 180, 270))))
        for _ in range(args.pairs)
    ]
    ovals = [
        place_base(oval_size, draw_point(rng), F(rng.randrange(360))) for _ in range(args.pairs)
    ]
    units = [
        [
            place_base(size, (F(10) + F(3, 2) * i, F(10) + F(rng.randrange(0, 500), 1000)))
            for i in range(10)
        ]
        for _ in range(max(1, args.pairs // 50))
    ]

    def as_shapely(footprint: Footprint) -> shapely.Geometry:
        shape = footprint.shape
        if isinstance(shape, Polygon):
            return SPolygon([(float(x), float(y)) for x, y in shape.corners])
        centre = (float(shape.centre[0]), float(shape.centre[1]))
        if isinstance(shape, Ellipse):
            circle = SPoint(0, 0).buffer(1)
            oval = shapely.affinity.scale(circle, float(shape.semi_major), float(shape.semi_minor))
            oval = shapely.affinity.rotate(oval, float(shape.facing), origin=(0, 0))
            return shapely.affinity.translate(oval, *centre)
        return SPoint(centre).buffer(float(shape.radius))

    s_near = [(as_shapely(a), as_shapely(b)) for a, b in near]
    s_markers = [as_shapely(m) for m in markers]
    s_hulls = [as_shapely(h) for h in hulls]
    s_ovals = [as_shapely(o) for o in ovals]
    s_units = [[as_shapely(m) for m in unit] for unit in units]

    def s_coherent(unit: list[shapely.Geometry]) -> bool:
        return all(
            any(a.distance(b) <= 2 for j, b in enumerate(unit) if j != i)
            and all(a.distance(b) <= 9 for j, b in enumerate(unit) if j != i)
            for i, a in enumerate(unit)
        )

    two, three, six = F(2), F(3), F(6)
    cases: list[tuple[str, int, Callable[[], object], Callable[[], object]]] = [
        (
            "engagement range, round bases",
            len(near),
            lambda: [models_engaged(a, b) for a, b in near],
            lambda: [a.distance(b) <= 2 for a, b in s_near],
        ),
        (
            'within 3" of an objective marker',
            len(markers),
            lambda: [
                within(a.shape, m.shape, three) for (a, _), m in zip(near, markers, strict=True)
            ],
            lambda: [a.distance(m) <= 3 for (a, _), m in zip(s_near, s_markers, strict=True)],
        ),
        (
            'base within 2" of a hull',
            len(hulls),
            lambda: [within(a.shape, h.shape, two) for (a, _), h in zip(near, hulls, strict=True)],
            lambda: [a.distance(h) <= 2 for (a, _), h in zip(s_near, s_hulls, strict=True)],
        ),
        (
            'base wholly within 6" of a hull',
            len(hulls),
            lambda: [
                wholly_within(a.shape, h.shape, six) for (a, _), h in zip(near, hulls, strict=True)
            ],
            lambda: [h.buffer(6).covers(a) for (a, _), h in zip(s_near, s_hulls, strict=True)],
        ),
        (
            'oval within 2" of a base (numeric)',
            len(ovals),
            lambda: [within(o.shape, a.shape, two) for (a, _), o in zip(near, ovals, strict=True)],
            lambda: [o.distance(a) <= 2 for (a, _), o in zip(s_near, s_ovals, strict=True)],
        ),
        (
            "coherency, 10 models",
            len(units),
            lambda: [in_coherency(unit) for unit in units],
            lambda: [s_coherent(unit) for unit in s_units],
        ),
        (
            "on each other, 10 models (45 pairs)",
            len(units),
            lambda: [
                any(on_each_other(a, b) for i, a in enumerate(u) for b in u[i + 1 :]) for u in units
            ],
            lambda: [
                any(a.overlaps(b) for i, a in enumerate(u) for b in u[i + 1 :]) for u in s_units
            ],
        ),
    ]
    print(f"{'comparison':40} {'kernel µs':>10} {'shapely µs':>11} {'ratio':>7}")
    for name, count, kernel, oracle in cases:
        k = least_time(kernel, args.repeat) / count * 1e6
        s = least_time(oracle, args.repeat) / count * 1e6
        print(f"{name:40} {k:10.1f} {s:11.1f} {k / s:7.1f}")


if __name__ == "__main__":
    main()
