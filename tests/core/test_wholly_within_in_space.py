"""01.04, contract §19.4: "wholly within a distance of" a model is measured in three
dimensions: a flat base at another level is wholly within d when it is wholly within
sqrt(d² - h²) in plan (exact where that root is rational), and never when h > d."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruleslawyer.core.bases import Footprint
from ruleslawyer.core.geometry import Disc, point
from ruleslawyer.core.measuring import ends_wholly_within


def model(x: str, level: str = "0") -> Footprint:
    return Footprint(
        Disc(point(Fraction(x), Fraction(10)), Fraction(1, 2)), Fraction(level), Fraction(level)
    )


@pytest.mark.parametrize(
    ("distance", "holds"),
    [("5", True), ("4.999", False), ("4", False)],
)
def test_a_base_three_inches_up_is_wholly_within_by_the_hypotenuse(
    distance: str, holds: bool
) -> None:
    # the farthest point of the upper base is 4" from the lower one in plan, 3" up: 5" away
    assert ends_wholly_within([model("14", "3")], [model("10")], Fraction(distance)) is holds


def test_a_base_higher_than_the_distance_is_never_wholly_within() -> None:
    assert not ends_wholly_within([model("10", "3.001")], [model("10.5")], Fraction(3))


def test_at_one_level_the_plan_decides_as_before() -> None:
    assert ends_wholly_within([model("14")], [model("10")], Fraction(4))
    assert not ends_wholly_within([model("14")], [model("10")], Fraction("3.999"))


def test_an_irrational_room_is_measured_to_its_side_of_the_boundary() -> None:
    # 1" up, within 3": room sqrt(8) = 2.8284...; the farthest point is 2.8" or 2.83" away
    assert ends_wholly_within([model("12.8", "1")], [model("10")], Fraction(3))
    assert not ends_wholly_within([model("12.83", "1")], [model("10")], Fraction(3))


def test_a_base_exactly_at_an_irrational_room_is_within_it() -> None:
    # half an inch up, within 1.5": room sqrt(9/4 - 1/4) = sqrt(2); two bases of one size whose
    # centres are (1, 1) apart in plan are exactly sqrt(2) apart everywhere: within, as
    # "within" takes in its boundary (the rounding of the root must not leave it out)
    upper = Footprint(
        Disc(point(Fraction(11), Fraction(11)), Fraction(1, 2)), *[Fraction(1, 2)] * 2
    )
    lower = Footprint(
        Disc(point(Fraction(10), Fraction(10)), Fraction(1, 2)), Fraction(0), Fraction(0)
    )
    assert ends_wholly_within([upper], [lower], Fraction(3, 2))
    assert not ends_wholly_within([upper], [lower], Fraction(149, 100))
