"""§19 positions as a scenario writer meets them: placements that cannot be (off the
battlefield, on another model, a unit partly or not placed), numbers that are not numbers, and
stated facts that the positions contradict are errors naming the lines and the value; a
scenario that places nothing behaves as before."""

from __future__ import annotations

import importlib
import re

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

UNITS = (
    'Given a unit "Squad" for player A',
    'Given a unit "Boyz" for player B',
    'Given "Squad" has 25.4mm bases',
    'Given "Boyz" has 25.4mm bases',
)


def run(*texts: str, table: tuple[tuple[str, ...], ...] | None = None) -> None:
    """Run the steps; a step ``Given the positions:`` takes ``table`` (header first), its rows
    on the lines after it."""
    steps = []
    number = 1
    for text in texts:
        keyword, _, rest = text.partition(" ")
        rows = table if rest == "the positions:" else None
        lines = tuple(range(number + 1, number + 1 + len(rows))) if rows else ()
        steps.append(
            StepLine(keyword.lower(), keyword, rest, number, rows, table_lines=lines)  # type: ignore[arg-type]
        )
        number += 1 + (len(rows) if rows else 0)
    run_steps(new_state(None), steps, "positions.feature")


def error_of(*texts: str, table: tuple[tuple[str, ...], ...] | None = None) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(*texts, table=table)
    return caught.value


HEADER = ("unit", "x", "y")


def test_a_stated_engagement_the_positions_contradict_names_both_lines() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" is engaged',
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "15", "10")),
    )
    assert 'line 5 states "Squad" is engaged' in error.message
    assert "(line 8)" in error.message
    assert '4.000" away' in error.message
    assert "03.04" in error.message


def test_a_stated_engagement_the_positions_agree_with_is_accepted() -> None:
    run(
        *UNITS,
        'Given "Squad" is engaged',
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "13", "10")),
    )


def test_a_stated_charge_distance_the_positions_contradict_is_an_error() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" is close enough to an enemy unit to declare a charge',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "23.001", "10")),
    )
    assert "close enough to an enemy unit to declare a charge" in error.message
    assert '12.001" away' in error.message
    assert "11.02" in error.message


def test_the_charge_distance_is_computed_exactly_at_twelve_inches() -> None:
    run(
        *UNITS,
        "Given it is player A's Charge phase",
        "Given the positions:",
        'Then "Squad" is eligible to declare a charge',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "23", "10")),
    )
    with pytest.raises(ScenarioDisagreement):
        run(
            *UNITS,
            "Given it is player A's Charge phase",
            "Given the positions:",
            'Then "Squad" is eligible to declare a charge',
            table=(HEADER, ("Squad", "10", "10"), ("Boyz", "23.001", "10")),
        )


def test_a_stated_within_of_a_shaped_area_the_positions_contradict_is_an_error() -> None:
    error = error_of(
        *UNITS,
        "Given the ruin is the rectangle from (10, 10) to (16, 16)",
        'Given "Squad" is within the ruin',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=(HEADER, ("Squad", "30", "30"), ("Boyz", "50", "30")),
    )
    assert 'line 6 states "Squad" is within the ruin' in error.message


def test_a_shapeless_area_keeps_its_stated_membership_when_positioned() -> None:
    run(
        *UNITS,
        "Given the ruin is an objective",
        'Given "Squad" is within the ruin',
        "Given the positions:",
        'Then "Squad" is within range of the ruin',
        table=(HEADER, ("Squad", "30", "30"), ("Boyz", "50", "30")),
    )


def test_two_models_on_each_other_name_both_rows_and_the_overlap() -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "10.5", "10")),
    )
    assert "on each other" in error.message
    assert "(line 7)" in error.message and "(line 8)" in error.message
    assert '0.500"' in error.message


def test_bases_touching_are_not_on_each_other() -> None:
    run(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is in base contact with "Boyz"',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "11", "10")),
    )


def test_a_model_off_the_battlefield_names_the_edge_and_by_how_much() -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "0.25", "10"), ("Boyz", "30", "10")),
    )
    assert "west edge by 0.250" in error.message
    assert "(line 7)" in error.message


def test_a_base_exactly_at_the_edge_is_on_the_battlefield() -> None:
    run(
        *UNITS,
        'Given the battlefield is 44" by 30"',
        "Given the positions:",
        'Then "Squad" is within 0" of a battlefield edge',
        table=(HEADER, ("Squad", "43.5", "29.5"), ("Boyz", "30", "10")),
    )
    error = error_of(
        *UNITS,
        'Given the battlefield is 44" by 30"',
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "43.501", "10"), ("Boyz", "30", "10")),
    )
    assert "east edge" in error.message


def test_a_unit_on_the_battlefield_left_unplaced_is_an_error() -> None:
    error = error_of(
        *UNITS,
        'Given a unit "Guards" for player A',
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert '"Guards"' in error.message and "not placed" in error.message


def test_a_leader_with_models_left_is_placed_with_its_bodyguard() -> None:
    """19.3: a unit is placed whole; an attached unit is one unit (19.01), so a leader with a
    model left needs its rows, and a leader with none left needs none (19.04)."""
    leads = ('Given a unit "Captain" for player A', 'Given "Captain" is leading "Squad"')
    table = (HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10"))
    error = error_of(
        *UNITS, *leads, "Given the positions:", 'Then "Squad" is not engaged', table=table
    )
    assert '"Captain"' in error.message and "not placed" in error.message
    run(
        *UNITS,
        *leads,
        'Given "Captain" has 0 models left',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=table,
    )


def test_a_unit_off_the_battlefield_needs_no_position() -> None:
    run(
        *UNITS,
        'Given a unit "Guards" for player A',
        'Given "Guards" is off the battlefield',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )


def test_placed_models_that_disagree_with_models_left_name_both_lines() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" has 3 models left',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Squad", "12", "10"), ("Boyz", "30", "10")),
    )
    assert "line 5" in error.message and "3 models left" in error.message
    assert "2 are placed" in error.message


def test_placed_models_state_the_models_left() -> None:
    # 2 models placed of a starting strength of 4: at half-strength; 3 placed: not
    rows = (HEADER, ("Squad", "10", "10"), ("Squad", "12", "10"), ("Boyz", "30", "10"))
    strength = 'Given "Squad" has a starting strength of 4'
    run(*UNITS, strength, "Given the positions:", 'Then "Squad" is at half-strength', table=rows)
    more = (*rows, ("Squad", "14", "10"))
    run(
        *UNITS,
        strength,
        "Given the positions:",
        'Then "Squad" is not at half-strength',
        table=more,
    )


@pytest.mark.parametrize("bad", ["ten", "1,5", "12in", "nan"])
def test_a_coordinate_that_is_not_a_number_names_the_value_and_the_forms(bad: str) -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", bad, "10"), ("Boyz", "30", "10")),
    )
    assert bad in error.message
    assert "304.8mm" in error.message


@pytest.mark.parametrize("bad", ["32", "0mm", "-25mm", "60x0mm"])
def test_a_base_that_is_not_a_size_is_an_error(bad: str) -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(("unit", "x", "y", "base"), ("Squad", "10", "10", bad), ("Boyz", "30", "10", "")),
    )
    assert bad in error.message


def test_a_model_label_used_twice_in_a_unit_is_an_error() -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(
            ("unit", "model", "x", "y"),
            ("Squad", "sgt", "10", "10"),
            ("Squad", "sgt", "14", "10"),
            ("Boyz", "1", "30", "10"),
        ),
    )
    assert "placed twice" in error.message


def test_a_shape_off_the_battlefield_and_a_shape_given_twice_are_errors() -> None:
    error = error_of(
        *UNITS,
        "Given the ruin is the rectangle from (50, 10) to (61, 16)",
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert "not wholly on the battlefield" in error.message
    error = error_of(
        "Given the ruin is the rectangle from (10, 10) to (16, 16)",
        "Given the ruin is the rectangle from (20, 10) to (26, 16)",
    )
    assert "shape twice" in error.message and "line 1" in error.message


def test_a_rectangle_without_depth_and_a_crossing_polygon_are_errors() -> None:
    assert (
        "no depth" in error_of("Given the ruin is the rectangle from (10, 10) to (16, 10)").message
    )
    error = error_of("Given the ruin is the polygon (0, 0) (4, 4) (4, 0) (0, 4)")
    assert "the ruin is not a shape" in error.message


def test_a_measuring_then_needs_both_ends_placed() -> None:
    error = error_of(
        *UNITS,
        "Given the ruin is an objective",
        "Given the positions:",
        'Then "Squad" is within 3" of the ruin',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert "the ruin has no shape" in error.message


def test_a_scenario_without_positions_behaves_as_before() -> None:
    run(*UNITS, 'Given "Squad" is engaged', 'Then "Squad" is engaged')
    error = error_of(*UNITS, 'Then "Squad" is within 3" of "Boyz"')
    assert '"Squad" is not placed' in error.message


def test_becomes_engaged_in_a_positioned_scenario_asks_for_positions() -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'When "Squad" becomes engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert "engagement follows their positions" in error.message


def test_a_base_larger_than_the_battlefield_is_an_error() -> None:
    error = error_of(
        *UNITS,
        'Given the battlefield is 44" by 30"',
        'Given "Boyz" has 31" bases',
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert "larger than the battlefield's shorter side" in error.message


MOVING = (*UNITS, "Given it is player A's Movement phase", 'Given "Squad" has M 6"')


def test_a_move_farther_than_m_names_the_reason_and_clause() -> None:
    error = error_of(
        *MOVING,
        "Given the positions:",
        'When "Squad" makes a normal move to (16.001, 10)',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "40", "10")),
    )
    assert '"Squad" cannot have made a normal move to (16.001, 10)' in error.message
    assert "a model would move farther than its maximum distance" in error.message
    assert "(03.01)" in error.message


def test_a_normal_move_ending_exactly_two_inches_away_ends_engaged() -> None:
    error = error_of(
        *MOVING,
        "Given the positions:",
        'When "Squad" makes a normal move to (16, 10)',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "19", "10")),
    )
    assert "it would end engaged" in error.message and '2.000" away' in error.message
    assert "(09.05)" in error.message


def test_a_move_off_the_battlefield_onto_a_model_or_out_of_coherency_is_refused() -> None:
    rows = (HEADER, ("Squad", "10", "10"), ("Squad", "11", "10"), ("Boyz", "40", "10"))
    off = error_of(
        *MOVING, "Given the positions:", 'When "Squad" makes a normal move by (-9.6, 0)', table=rows
    )
    assert "a model would be off the battlefield" in off.message and "west edge" in off.message
    apart = error_of(
        *MOVING,
        "Given the positions:",
        'When "Squad" makes a normal move to:',
        table=rows,
    )
    assert "a move's table" in apart.message or "cannot have made" in apart.message


def test_a_move_to_one_point_for_several_models_asks_for_a_table() -> None:
    rows = (HEADER, ("Squad", "10", "10"), ("Squad", "11", "10"), ("Boyz", "40", "10"))
    error = error_of(
        *MOVING, "Given the positions:", 'When "Squad" makes a normal move to (12, 10)', table=rows
    )
    assert "say where each ends with a table" in error.message


def test_a_charge_that_ends_engaged_with_no_enemy_is_refused() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Charge phase",
        "Given the positions:",
        'When "Squad" makes a charge move to (14, 10)',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "20", "10")),
    )
    assert "it would not be engaged with every charge target" in error.message
    assert "(11.04)" in error.message


def test_an_ineligible_move_is_refused_for_its_eligibility_first() -> None:
    error = error_of(
        *MOVING,
        "Given the positions:",
        'When "Squad" makes a fall-back move to (5, 10)',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "40", "10")),
    )
    assert "it is not engaged" in error.message


def test_a_hull_for_a_unit_without_frame_suggests_the_keyword() -> None:
    error = error_of(
        *UNITS,
        'Given "Boyz" has a hull of 7" by 4"',
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert 'add: Given "Boyz" has the keyword FRAME' in error.message


def test_a_board_m_bounds_a_move_and_a_board_hull_needs_frame() -> None:
    from ruleslawyer.scenario.board import load_board_text
    from ruleslawyer.scenario.errors import BoardError
    from ruleslawyer.scenario.state import ScenarioState

    state = ScenarioState()
    text = "units:\n  Rhino:\n    hull: {length: 7, width: 0}\n    positions: [[30, 22]]\n"
    with pytest.raises(BoardError) as caught:
        load_board_text(state, text, "b.feature", 1)
    assert "width" in str(caught.value)


RESERVE = (
    'Given a unit "Reserve"',
    'Given "Reserve" is in strategic reserves',
    'Given "Reserve" has 25.4mm bases',
    'Given "Reserve" has 1 model left',
    'Given a unit "Boyz" for player B',
    'Given "Boyz" has 25.4mm bases',
    "Given it is player A's Movement phase in battle round 2",
)


def test_an_ingress_exactly_eight_inches_from_an_enemy_is_too_close() -> None:
    error = error_of(
        *RESERVE,
        'Given "Reserve" has the Deep Strike ability',
        "Given the positions:",
        'When "Reserve" makes an ingress move to (21, 22)',
        table=(HEADER, ("Boyz", "30", "22")),
    )
    # the enemy named as a step names it, in double quotes
    assert 'a model would be set up too close to an enemy unit ("Boyz", 8.000" away' in (
        error.message
    )
    assert "(20.04)" in error.message


def test_an_ingress_away_from_every_edge_is_refused_without_deep_strike() -> None:
    error = error_of(
        *RESERVE,
        "Given the positions:",
        'When "Reserve" makes an ingress move to (6.001, 22)',
        table=(HEADER, ("Boyz", "50", "22")),
    )
    assert "wholly within the set-up distance of a battlefield edge" in error.message


def test_a_short_row_and_a_distance_to_no_enemy_are_errors_not_tracebacks() -> None:
    error = error_of(
        *UNITS,
        "Given the positions:",
        'Then "Squad" is engaged',
        table=(HEADER, ("Squad", "10"), ("Boyz", "30", "10")),
    )
    assert "is not a number" in error.message
    error = error_of(
        'Given a unit "Squad" for player A',
        "Given the positions:",
        'Then the distance between "Squad" and an enemy unit is 3"',
        table=(HEADER, ("Squad", "10", "10")),
    )
    assert "names no placed unit" in error.message


def test_far_enough_to_pass_is_checked_against_the_positions() -> None:
    rows = (HEADER, ("Squad", "10", "10"), ("Boyz", "16", "10"))  # 5" apart: not more than 5"
    error = error_of(
        *UNITS,
        'Given "Squad" is far enough from every enemy unit for its player to pass',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=rows,
    )
    assert "far enough from every enemy unit" in error.message and "fight pass" in error.message
    # §19.5: a contradicted Given names both lines (the Given's, the positions') and the gap
    assert re.search(r"^line \d+ states \"Squad\"", error.message), error.message
    gap = r"the positions \(line \d+\) put its closest enemy model 5\.000\" away"
    assert re.search(gap, error.message), error.message
    run(
        *UNITS,
        'Given "Squad" is far enough from every enemy unit for its player to pass',
        "Given the positions:",
        'Then "Squad" is more than 5" from every enemy unit',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "16.001", "10")),
    )


def test_an_unknown_deployment_names_the_closest_and_a_map_for_another_size_both_sizes() -> None:
    error = error_of('Given the deployment "Hammer and Anvl"')
    assert '"Hammer and Anvil"' in error.message
    error = error_of(
        *UNITS,
        'Given the deployment "KOTC Colosseum 9 edges"',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert '36" by 36"' in error.message and '60" by 44"' in error.message


def test_a_gap_just_past_a_boundary_is_reported_to_the_thousandth() -> None:
    """§19.4 compares exactly on the decimals written: a report that rounded 2.001" to 2.00"
    (or 2.0001" to 2.000") would hide why the unit is not engaged."""
    with pytest.raises(ScenarioDisagreement) as caught:
        run(
            *UNITS,
            "Given the positions:",
            'Then "Squad" is engaged with "Boyz"',
            table=(HEADER, ("Squad", "10", "10"), ("Boyz", "13.001", "10")),
        )
    assert '2.001" horizontally' in str(caught.value)
    with pytest.raises(ScenarioDisagreement) as caught:
        run(
            *UNITS,
            "Given the positions:",
            'Then the distance between "Squad" and "Boyz" is exactly 2"',
            table=(HEADER, ("Squad", "10", "10"), ("Boyz", "13.001", "10")),
        )
    assert '2.001"' in str(caught.value)
    with pytest.raises(ScenarioDisagreement) as caught:  # §19.4's own example
        run(
            *UNITS,
            "Given the positions:",
            'Then "Squad" is engaged with "Boyz"',
            table=(HEADER, ("Squad", "10", "10"), ("Boyz", "13.0001", "10")),
        )
    assert '2.0001" horizontally' in str(caught.value)


def test_one_placed_model_against_models_left_is_said_in_the_singular() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" has 3 models left',
        "Given the positions:",
        'Then "Squad" is not engaged',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "30", "10")),
    )
    assert "but 1 is placed" in error.message
