"""The stated facts of contract §19.5 that interpretation 111 reads in plan, checked against
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


def test_a_stated_centre_distance_the_positions_contradict_names_the_measurement() -> None:
    """§19.12: a stated fact the positions contradict names both lines, the measurement and
    the rule; the centre of a 60" by 44" battlefield is (30, 22) (§19.5)."""
    error = error_of(
        *UNITS,
        'Given "Squad" is within 3" of the centre of the battlefield',
        positions(("Squad", "33.501", "22", "0"), FAR, header=HIGH),
        'Then "Squad" is not engaged',
    )
    names(error, "line 5", "line 8", '3.001"', "(30, 22)", "01.04")


def test_a_stated_edge_the_positions_contradict_names_the_measurement() -> None:
    """§19.12, as above: the closest model's distance from the edge stated."""
    error = error_of(
        *UNITS,
        'Given "Squad" is within 6" of the east battlefield edge',
        positions(("Squad", "53.499", "22", "0"), FAR, header=HIGH),
        'Then "Squad" is not engaged',
    )
    names(error, "line 5", "line 8", '6.001"', "east", "01.04")


def test_a_stated_area_within_an_area_the_shapes_contradict_names_its_own_line() -> None:
    """§19.12: both lines, the Given's as well as the shapes' (§19.5: any part of the first
    within the second, boundary included; here a thousandth of an inch apart)."""
    error = error_of(
        *UNITS,
        "Given the ruin is the rectangle from (10, 10) to (20, 20)",
        "Given the crater is the polygon (20.001, 20) (26, 20) (23, 25)",
        "Given the crater is within the ruin",
        positions(("Squad", "10", "10", "0"), FAR, header=HIGH),
        'Then "Squad" is not engaged',
    )
    names(error, "line 7 states the crater is within the ruin", "line 5", "line 6")


# -- §19.12 a shape given twice: a deployment map's zone or territory and the scenario's own ----
ZONES = (("Squad", "10", "10"), ("Boyz", "10", "40"))


def test_a_deployment_zone_shaped_after_the_deployment_is_a_shape_given_twice() -> None:
    error = error_of(
        *UNITS,
        'Given the deployment "Dawn of War"',
        "Given player A's deployment zone is the rectangle from (0, 0) to (60, 6)",
        positions(*ZONES),
        'Then "Squad" is within player A\'s deployment zone',
    )
    names(
        error, "player A's deployment zone", "twice", '"Dawn of War" (line 5)', "line 6", "differ"
    )


def test_a_territory_shaped_before_the_deployment_is_a_shape_given_twice() -> None:
    error = error_of(
        *UNITS,
        "Given player B's territory is the polygon (0, 22) (60, 22) (60, 44)",
        'Given the deployment "Dawn of War"',
        positions(*ZONES),
        'Then "Boyz" is within player B\'s territory',
    )
    names(error, "player B's territory", "twice", "line 5", "keep one")


def test_a_deployment_and_a_terrain_area_shaped_alike_are_not_an_error() -> None:
    run(
        *UNITS,
        'Given the deployment "Dawn of War"',
        "Given the ruin is the rectangle from (0, 0) to (60, 6)",
        positions(*ZONES),
        'Then "Squad" is within player A\'s deployment zone',
        'Then "Squad" is not within the ruin',
    )


def test_the_same_outline_as_the_map_gives_again_is_no_conflict() -> None:
    run(
        *UNITS,
        'Given the deployment "Dawn of War"',
        "Given player A's deployment zone is the polygon (60, 12) (60, 0) (0, 0) (0, 12)",
        positions(("Squad", "10", "11.5"), ("Boyz", "10", "40")),
        'Then "Squad" is wholly within player A\'s deployment zone',
    )
