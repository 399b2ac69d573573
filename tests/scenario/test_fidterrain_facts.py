"""The stated facts of contract §19.5 that interpretation 110 reads in plan, checked against
positions at a height: the centre of the battlefield, a battlefield edge."""

from __future__ import annotations

from tests.scenario.test_position_errors import UNITS, error_of, names, positions, run

HIGH = ("unit", "x", "y", "height")
FAR = ("Boyz", "50", "40", "0")


def test_six_inches_up_over_the_centre_is_within_three_inches_of_it() -> None:
    run(
        *UNITS,
        'Given "Squad" is within 3" of the centre of the battlefield',
        positions(("Squad", "30", "22", "6"), FAR, header=HIGH),
        'Then "Squad" is not engaged',
    )


def test_three_point_zero_zero_one_from_the_centre_in_plan_is_an_error_at_any_height() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" is within 3" of the centre of the battlefield',
        positions(("Squad", "33.501", "22", "6"), FAR, header=HIGH),
        'Then "Squad" is not engaged',
    )
    names(error, "centre of the battlefield", "line 5")


def test_an_upper_floor_beside_the_west_edge_is_within_six_inches_of_it() -> None:
    run(
        *UNITS,
        'Given "Squad" is within 6" of the west battlefield edge',
        positions(("Squad", "6.5", "22", "8"), FAR, header=HIGH),
        'Then "Squad" is within 6" of a battlefield edge',
    )
