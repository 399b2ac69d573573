"""The geometry kernel at the rules' boundaries, with answers worked by hand (contract §19):
exactly 1", 2", 3", 8", 9" apart, touching bases, 5" vertically, and 0.001" either side."""

from __future__ import annotations

import math
from fractions import Fraction

import pytest

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import (
    BaseSize,
    BaseSizeError,
    Battlefield,
    Footprint,
    Hull,
    base_size,
    on_each_other,
    place_base,
    place_hull,
)
from ruleslawyer.core.distances import (
    gap,
    in_base_contact,
    inside,
    meet,
    more_than,
    numeric,
    overlap,
    wholly_within,
    within,
    within_in_space,
)
from ruleslawyer.core.geometry import (
    MM_PER_INCH,
    Disc,
    Polygon,
    interiors_overlap,
    length,
    locate,
    polygon_problem,
    rectangle,
)
from ruleslawyer.core.ranges import (
    closest_units,
    gap_to_unit,
    in_coherency,
    models_engaged,
    moved_within,
    objective_marker,
    out_of_coherency,
    precise_distance,
    reads_as,
    unit_more_than_horizontally,
    unit_within,
    units_engaged,
    within_objective_range,
)

F = Fraction
MM32 = base_size("32mm")
R32 = MM32.length / 2  # 16mm = 80/127"
THOU = F(1, 1000)
ZERO = F(0)


def disc(x: Fraction | int, y: Fraction | int, size: BaseSize = MM32) -> Footprint:
    return place_base(size, (F(x), F(y)))


def at_gap(g: Fraction, size: BaseSize = MM32, level: Fraction = ZERO) -> Footprint:
    """A base of ``size`` whose closest part is ``g`` to the east of disc(10, 10)."""
    return place_base(size, (10 + R32 + g + size.length / 2, F(10)), level=level)


# -- numbers -------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "inches"),
    [("12", F(12)), ("12.5", F(25, 2)), ('12"', F(12)), ("304.8mm", F(12)), (".5", F(1, 2))],
)
def test_a_length_is_the_exact_decimal_written(text: str, inches: Fraction) -> None:
    assert length(text) == inches


@pytest.mark.parametrize("text", ["ten", "1,5", "12in", "nan", "inf", "1e3", ""])
def test_a_length_that_is_not_a_number_names_itself_and_the_forms(text: str) -> None:
    with pytest.raises(RulesInputError) as refused:
        length(text, "the x coordinate")
    assert "304.8mm" in refused.value.message and "the x coordinate" in refused.value.message


def test_base_sizes_round_oval_either_order_and_inches() -> None:
    assert base_size("32mm") == BaseSize(F(32) / MM_PER_INCH, F(32) / MM_PER_INCH)
    assert base_size("60x35.5mm") == base_size("35.5x60mm")
    assert base_size("60x35.5mm").length == F(60) / MM_PER_INCH
    assert base_size('1.25"').is_round and base_size('1.25"').length == F(5, 4)
    assert str(base_size("35.5x60mm")) == "60x35.5mm" and str(MM32) == "32mm"


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("32", "did you mean 32mm"),
        ("0mm", "no size"),
        ("60x0mm", "no size"),
        ("-25mm", "no size"),
        ("12in", "not a size"),
    ],
)
def test_a_base_that_is_not_a_size_is_refused(text: str, says: str) -> None:
    with pytest.raises(BaseSizeError, match=says):
        base_size(text)


# -- within, more than, contact ------------------------------------------------------------


@pytest.mark.parametrize("inches", [1, 2, 3, 8, 9, 12])
def test_round_bases_exactly_n_apart_are_within_n_and_not_more_than_n(inches: int) -> None:
    a, b = disc(10, 10), at_gap(F(inches))
    assert within(a.shape, b.shape, F(inches))
    assert not more_than(a.shape, b.shape, F(inches))
    assert not within(a.shape, b.shape, inches - THOU)
    far = at_gap(inches + THOU)
    assert not within(a.shape, far.shape, F(inches)) and more_than(a.shape, far.shape, F(inches))
    assert gap(a.shape, b.shape) == pytest.approx(inches)


def test_engagement_range_is_2_horizontally_and_5_vertically_inclusive() -> None:
    me = disc(10, 10)
    assert models_engaged(me, at_gap(F(2)))
    assert not models_engaged(me, at_gap(length("2.0001")))
    assert models_engaged(me, at_gap(F(0), level=F(5)))
    assert not models_engaged(me, at_gap(F(0), level=F(5) + THOU))
    assert units_engaged([disc(0, 0), me], [at_gap(F(2))])


def test_exact_beyond_floating_point() -> None:
    """10⁻¹²" is below what a float filter may decide: the Fractions do."""
    me = disc(10, 10)
    hair = F(1, 10**12)
    assert models_engaged(me, at_gap(F(2)))
    assert not models_engaged(me, at_gap(2 + hair))
    assert in_base_contact(me.shape, at_gap(F(0)).shape)
    assert overlap(me.shape, at_gap(-hair).shape)
    rhino = place_hull(RHINO, (F(30), F(22)))
    assert not models_engaged(disc(F(33.5) + 2 + R32 + hair, 22), rhino)


def test_touching_bases_are_in_base_contact_and_not_on_each_other() -> None:
    a, b = disc(10, 10), at_gap(F(0))
    assert in_base_contact(a.shape, b.shape) and meet(a.shape, b.shape)
    assert not overlap(a.shape, b.shape) and not on_each_other(a, b)
    closer = at_gap(-THOU)
    assert overlap(a.shape, closer.shape) and on_each_other(a, closer)
    assert not in_base_contact(a.shape, closer.shape)
    assert not on_each_other(a, at_gap(-THOU, level=F(3)))  # another floor


def test_distance_in_space_is_the_hypotenuse_of_plan_and_height() -> None:
    a, b = disc(10, 10), at_gap(F(4), level=F(3))  # 4" across, 3" up: 5" apart
    assert within_in_space(a.shape, b.shape, F(5), F(3))
    assert not within_in_space(a.shape, b.shape, 5 - THOU, F(3))
    assert unit_within([a], [b], F(5)) and not unit_within([a], [b], 5 - THOU)


def test_arrival_distance_is_more_than_8_horizontally() -> None:
    me = [disc(10, 10)]
    assert not unit_more_than_horizontally(me, [at_gap(F(8))], F(8))
    assert unit_more_than_horizontally(me, [at_gap(8 + THOU)], F(8))


# -- coherency 03.03 -----------------------------------------------------------------------

INCH = base_size('1"')


def line(*xs: Fraction | int) -> list[Footprint]:
    return [place_base(INCH, (F(x), F(10))) for x in xs]


def test_coherency_within_2_of_one_and_9_of_every_other_model() -> None:
    assert in_coherency(line(0, 3))  # 2" apart exactly
    assert out_of_coherency(line(0, 3 + THOU)) == [0, 1]
    assert in_coherency(line(0, 3, 6, 9, 10))  # the ends exactly 9" apart
    assert out_of_coherency(line(0, 3, 6, 9, 10 + THOU)) == [0, 4]
    assert in_coherency(line(0)) and in_coherency([])


def test_coherency_needs_5_vertically_too() -> None:
    up = place_base(INCH, (F(3), F(10)), level=F(5))
    assert in_coherency([*line(0), up])
    assert not in_coherency([*line(0), place_base(INCH, (F(3), F(10)), level=5 + THOU)])


# -- objective markers ---------------------------------------------------------------------


def test_objective_marker_range_is_3_horizontally_from_a_40mm_marker_and_5_vertically() -> None:
    marker = objective_marker((F(30), F(22)))
    edge = 30 + F(20) / MM_PER_INCH
    assert within_objective_range(disc(edge + 3 + R32, 22), marker)
    assert not within_objective_range(disc(edge + 3 + R32 + THOU, 22), marker)
    assert within_objective_range(place_base(MM32, (F(30), F(22)), level=F(5)), marker)
    assert not within_objective_range(place_base(MM32, (F(30), F(22)), level=5 + THOU), marker)


# -- hulls and areas -----------------------------------------------------------------------

RHINO = Hull.box(F(7), F(4), F(3))


def test_a_hull_is_measured_from_its_closest_part_at_its_facing() -> None:
    rhino = place_hull(RHINO, (F(30), F(22)))
    assert models_engaged(disc(F(33.5) + 2 + R32, 22), rhino)
    assert not models_engaged(disc(F(33.5) + 2 + R32 + THOU, 22), rhino)
    turned = place_hull(RHINO, (F(30), F(22)), F(90))
    assert not numeric(turned.shape)
    assert models_engaged(disc(30, F(25.5) + 2 + R32), turned)
    assert not models_engaged(disc(F(32) + 2 + R32 + THOU, 22), turned)
    # Off a corner along a 3-4-5 line: exactly 2" from the corner (33.5, 24).
    reach = 2 + R32
    corner = disc(F(33.5) + F(3, 5) * reach, 24 + F(4, 5) * reach)
    assert models_engaged(corner, rhino)
    beyond = disc(F(33.5) + F(3, 5) * (reach + THOU), 24 + F(4, 5) * (reach + THOU))
    assert not models_engaged(beyond, rhino)


def test_a_base_may_stand_on_a_hulls_top_but_not_inside_it() -> None:
    rhino = place_hull(RHINO, (F(30), F(22)))
    assert not on_each_other(place_base(MM32, (F(30), F(22)), level=F(3)), rhino)
    assert on_each_other(place_base(MM32, (F(30), F(22)), level=F(1)), rhino)


def test_a_hull_at_another_facing_is_measured_numerically() -> None:
    turned = place_hull(RHINO, (F(30), F(22)), F(45))
    assert numeric(turned.shape)
    # Its corner (3.5, -2) turns to (5.5, 1.5)/sqrt(2) from its position, the closest part.
    point = Disc((F(40), F(22)), F(0))
    expected = ((10 - 5.5 / 2**0.5) ** 2 + (1.5 / 2**0.5) ** 2) ** 0.5
    assert gap(turned.shape, point) == pytest.approx(expected, abs=1e-9)
    assert within(turned.shape, point, F(expected) - F(1, 10**7))  # taken as equal
    assert not within(turned.shape, point, F(expected) - F(1, 10**5))
    assert gap(turned.shape, Disc((F(30), F(22)), F(0))) == 0


def test_within_and_wholly_within_an_area_boundary_included() -> None:
    ruin = rectangle(F(10), F(10), F(16), F(16))
    assert within(disc(10 - R32, 12).shape, ruin, F(0))  # touching from outside
    assert not within(disc(10 - R32 - THOU, 12).shape, ruin, F(0))
    assert inside(disc(10 + R32, 12).shape, ruin)  # touching from inside
    assert not inside(disc(10 + R32 - THOU, 12).shape, ruin)


def test_an_l_shaped_area_is_not_convex_and_still_exact() -> None:
    ell = Polygon(
        ((F(0), F(0)), (F(6), F(0)), (F(6), F(2)), (F(2), F(2)), (F(2), F(6)), (F(0), F(6)))
    )
    assert polygon_problem(ell) is None
    assert locate((F(1), F(5)), ell) == 1 and locate((F(4), F(4)), ell) == -1
    assert locate((F(2), F(4)), ell) == 0
    assert inside(disc(1, 1, base_size('1"')).shape, ell)
    assert not inside(Polygon(((F(1), F(1)), (F(5), F(1)), (F(5), F(5)))), ell)
    assert inside(Polygon(((F(0), F(0)), (F(6), F(0)), (F(2), F(2)))), ell)
    # A base in the notch, exactly 1" from both inner sides.
    notch = place_base(INCH, (F(2) + 1 + F(1, 2), F(2) + 1 + F(1, 2)))
    assert within(notch.shape, ell, F(1)) and not within(notch.shape, ell, 1 - THOU)


def test_polygons_that_are_not_shapes_say_why() -> None:
    p = F
    assert "three or more" in (polygon_problem(Polygon(((p(0), p(0)), (p(1), p(1))))) or "")
    assert "no area" in (polygon_problem(Polygon(((p(0), p(0)), (p(1), p(1)), (p(2), p(2))))) or "")
    twice = Polygon(((p(0), p(0)), (p(1), p(0)), (p(1), p(0)), (p(0), p(1))))
    assert "twice" in (polygon_problem(twice) or "")
    bow_tie = Polygon(((p(0), p(0)), (p(2), p(2)), (p(2), p(0)), (p(0), p(2))))
    assert "cross" in (polygon_problem(bow_tie) or "")


def test_polygons_touching_along_a_side_are_not_on_each_other() -> None:
    a, b = rectangle(F(0), F(0), F(2), F(2)), rectangle(F(2), F(0), F(4), F(2))
    assert not interiors_overlap(a, b) and meet(a, b)
    assert interiors_overlap(a, rectangle(F(2) - THOU, F(1), F(4), F(2)))
    assert interiors_overlap(a, a)


# -- wholly within a distance --------------------------------------------------------------


def test_wholly_within_3_of_a_transport() -> None:
    rhino = place_hull(RHINO, (F(30), F(22))).shape  # x 26.5..33.5
    assert wholly_within(disc(F(33.5) + 3 - R32, 22).shape, rhino, F(3))
    assert not wholly_within(disc(F(33.5) + 3 - R32 + THOU, 22).shape, rhino, F(3))
    # A base larger than the distance: wholly within 0.5" only from well inside the hull.
    assert wholly_within(disc(30, 22).shape, rhino, F(1, 2))
    assert wholly_within(disc(F(33.5) - R32 + F(1, 2), 22).shape, rhino, F(1, 2))
    assert not wholly_within(disc(F(33.5) - R32 + F(1, 2) + THOU, 22).shape, rhino, F(1, 2))


def test_wholly_within_of_a_base() -> None:
    target = disc(10, 10).shape
    assert wholly_within(at_gap(F(6) - MM32.length).shape, target, F(6))
    assert not wholly_within(at_gap(F(6) - MM32.length + THOU).shape, target, F(6))


# -- the battlefield -----------------------------------------------------------------------

FIELD = Battlefield()


def test_a_base_is_on_the_battlefield_up_to_its_edges() -> None:
    assert FIELD.holds(disc(R32, R32).shape) and FIELD.holds(disc(60 - R32, 44 - R32).shape)
    over = FIELD.overhangs(disc(R32 - THOU, 22).shape)
    assert list(over) == ["west"] and over["west"] == pytest.approx(0.001)
    assert not FIELD.holds(disc(30, 44 - R32 + THOU).shape)


def test_within_6_of_an_edge_and_wholly_within_6_of_some_edge() -> None:
    assert FIELD.within_of_edge(disc(6 + R32, 22).shape, F(6), "west")
    assert not FIELD.within_of_edge(disc(6 + R32 + THOU, 22).shape, F(6), "west")
    assert FIELD.within_of_edge(disc(30, 38 - R32).shape, F(6), "north")
    assert FIELD.wholly_within_of_some_edge(disc(6 - R32, 22).shape, F(6))
    assert not FIELD.wholly_within_of_some_edge(disc(6 - R32 + THOU, 22).shape, F(6))
    # In a corner every point may be near one edge or the other.
    assert FIELD.wholly_within_of_some_edge(disc(6, 6 - R32).shape, F(6))
    assert not FIELD.wholly_within_of_some_edge(disc(6 + THOU, 6 + THOU).shape, F(6))
    with pytest.raises(ValueError, match="south"):
        FIELD.within_of_edge(disc(1, 1).shape, F(6), "up")


def test_table_quarters_are_split_by_lines_1mm_thick() -> None:
    half_line = F(1, 2) / MM_PER_INCH
    assert FIELD.wholly_within_quarter(disc(30 - half_line - R32, 10).shape, "south-west")
    assert not FIELD.wholly_within_quarter(
        disc(30 - half_line - R32 + THOU, 10).shape, "south-west"
    )
    on_the_line = disc(30, 10).shape
    assert not any(FIELD.wholly_within_quarter(on_the_line, q) for q in FIELD.quarters())


def test_within_of_the_centre() -> None:
    assert FIELD.within_of_centre(disc(30 + 3 + R32, 22).shape, F(3))
    assert not FIELD.within_of_centre(disc(30 + 3 + R32 + THOU, 22).shape, F(3))


# -- ovals (numeric) -----------------------------------------------------------------------

OVAL = base_size("60x35mm")


def test_an_oval_is_measured_numerically_along_and_across_its_length() -> None:
    oval = place_base(OVAL, (F(20), F(20))).shape
    assert numeric(oval)
    along = disc(20 + OVAL.length / 2 + 2 + R32, 20).shape
    assert gap(oval, along) == pytest.approx(2, abs=1e-9)
    assert within(oval, along, F(2)) and not within(oval, along, F(2) - THOU)
    turned = place_base(OVAL, (F(20), F(20)), F(90)).shape
    assert gap(turned, along) == pytest.approx(2 + float(OVAL.length - OVAL.width) / 2, abs=1e-9)
    touching = disc(20, 20 + OVAL.width / 2 + R32).shape
    assert in_base_contact(oval, touching) and not overlap(oval, touching)
    assert overlap(oval, disc(20, 20 + OVAL.width / 2 + R32 - THOU).shape)


def test_closest_units_keep_exact_ties() -> None:
    me = [disc(10, 10)]
    left = [disc(10 - R32 * 2 - 3, 10)]
    right = [disc(10 + R32 * 2 + 3, 10)]
    up = [disc(10, 10 + R32 * 2 + 3 + THOU)]
    assert closest_units(me, {"left": left, "right": right, "up": up}) == ["left", "right"]
    assert closest_units(me, {}) == []


def test_a_move_is_weighed_on_the_straight_line_plus_the_height_change() -> None:
    start = (F(10), F(10))
    assert moved_within(start, (F(13), F(14)), F(5), F(0))  # 3-4-5: exactly 5"
    assert not moved_within(start, (F(13), F(14) + THOU), F(5), F(0))
    assert moved_within(start, (F(13), F(14)), F(8), F(3))  # 5" across and 3" up
    assert not moved_within(start, (F(13), F(14)), F(8), 3 + THOU)
    assert not moved_within(start, start, F(2), F(3))


def test_closer_is_strictly_less_than_at_the_start() -> None:
    """11.04, 12.03, 12.08 ("closer", strictly) and 21.02 ("no farther") compare
    :func:`gap_to_unit` at a move's end and start."""
    target = [disc(10, 10)]
    start = gap_to_unit(at_gap(F(3)), target)
    assert gap_to_unit(at_gap(3 - THOU), target) < start
    assert not gap_to_unit(at_gap(F(3)), target) < start
    # The same distance on another side is not closer, and is no farther.
    other_side = gap_to_unit(disc(10, 10 + 2 * R32 + 3), target)
    assert not other_side < start and other_side <= start
    assert not gap_to_unit(at_gap(3 + THOU), target) <= start
    # In space: the same gap across, one level up, is farther (interpretation 115).
    assert gap_to_unit(at_gap(F(3), level=F(3)), target) > start


def test_hulls_turned_to_another_facing_touch_without_overlapping() -> None:
    """Two 7" by 4" hulls at 30°, side by side 4" apart across their width: their rounded
    corners may cross by 10⁻¹⁶", which is touching, not one on the other."""
    across = (-math.sin(math.radians(30)) * 4, math.cos(math.radians(30)) * 4)
    first = place_hull(RHINO, (F(30), F(22)), F(30))
    second = place_hull(RHINO, (F(30) + F(across[0]), F(22) + F(across[1])), F(30))
    assert numeric(first.shape, second.shape)
    assert not on_each_other(first, second) and in_base_contact(first.shape, second.shape)
    third = place_hull(RHINO, (F(30) + F(across[0] * 0.99), F(22) + F(across[1] * 0.99)), F(30))
    assert on_each_other(first, third)


def test_a_distance_asked_for_is_rounded_half_up_to_the_places_written() -> None:
    me = disc(10, 10)
    assert precise_distance(me, at_gap(F(2))) == 2
    assert reads_as(precise_distance(me, at_gap(F(2))), "2")  # reads 2.00
    assert reads_as(precise_distance(me, at_gap(F(2005, 1000))), "2.01")  # half up
    assert not reads_as(precise_distance(me, at_gap(F(2004, 1000))), "2.01")
    assert not reads_as(precise_distance(me, at_gap(F(2005, 1000))), "2")  # 2.01, not 2.00
    assert reads_as(precise_distance(me, at_gap(F(2005, 1000))), "2.005")
    raised = at_gap(F(4), level=F(3))
    assert precise_distance(me, raised) == 5
    assert precise_distance(me, raised, "horizontal") == 4
    assert precise_distance(me, raised, "vertical") == 3
