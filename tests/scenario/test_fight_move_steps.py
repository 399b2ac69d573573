"""Pile-in and consolidation moves with end positions as a scenario writer meets them (12.03,
12.08, 23.02): a move that cannot end there is an error naming the reason, what was measured
and the clause; a step that names what it cannot (several candidates left unnamed, against on
a normal move, onto on a pile-in, an objective with no position) is an input error saying what
to write."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

SETUP = (
    "Given it is player A's Fight phase",
    'Given a unit "Squad" for player A',
    'Given a unit "Boyz" for player B',
    'Given a unit "Grots" for player B',
    'Given "Squad" has 25.4mm bases',
    'Given "Boyz" has 25.4mm bases',
    'Given "Grots" has 25.4mm bases',
    'Given "Squad" made a charge move this turn',
)
HEADER = ("unit", "x", "y")
# "Boyz" and "Grots" are each 2.5" from "Squad": two pile-in candidates, both within 3".
TWO_NEAR = (HEADER, ("Squad", "10", "10"), ("Boyz", "13.5", "10"), ("Grots", "10", "13.5"))


def run(*texts: str, table: tuple[tuple[str, ...], ...] = TWO_NEAR) -> None:
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
    run_steps(new_state(None), steps, "fight_moves.feature")


def error_of(*texts: str, table: tuple[tuple[str, ...], ...] = TWO_NEAR) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(*SETUP, "Given the positions:", *texts, table=table)
    return caught.value


def test_a_pile_in_that_cannot_end_there_names_reason_measure_and_clause() -> None:
    error = error_of('When "Squad" makes a pile-in move against "Grots" to (11.5, 10)')
    assert '"Squad" cannot have made a pile-in move against "Grots" to (11.5, 10)' in error.message
    assert "a model would not end closer to its closest pile-in target" in error.message
    assert '"Grots" 2.500" away at the start, 2.808" at the end' in error.message
    assert "(12.03)" in error.message


def test_several_pile_in_candidates_left_unnamed_ask_for_against() -> None:
    error = error_of('When "Squad" makes a pile-in move to (11.5, 10)')
    assert "Boyz, Grots could each be selected" in error.message
    assert 'against "Boyz"' in error.message  # as a step writes it


def test_several_objectives_left_unnamed_ask_for_onto() -> None:
    error = error_of(
        "Given objective 1 is an objective marker at (10, 8)",
        "Given objective 2 is an objective marker at (8, 10)",
        'When "Squad" makes a consolidation move to (10, 9.5)',
        table=(HEADER, ("Squad", "10", "10"), ("Boyz", "40", "30"), ("Grots", "40", "10")),
    )
    assert "several objectives" in error.message and "(onto objective 1)" in error.message


def test_against_on_a_normal_move_and_onto_on_a_pile_in_are_input_errors() -> None:
    normal = error_of('Then "Squad" can make a normal move against "Boyz" to (11, 10)')
    assert "no step matches" in normal.message and normal.word == "against"
    # the suggestion names forms that take `against` (a charge's, a pile-in's, a surge's ...)
    assert 'move against "<enemy>"' in (normal.suggestion or "")
    onto = error_of(
        "Given objective 1 is an objective marker at (10, 8)",
        'Then "Squad" can make a pile-in move onto objective 1 to (11, 10)',
    )
    assert "no step matches" in onto.message
    assert "consolidation move onto" in (onto.suggestion or "")


FAR = (HEADER, ("Squad", "10", "10"), ("Boyz", "40", "30"), ("Grots", "40", "10"))


def test_onto_an_objective_that_is_not_one_is_an_input_error() -> None:
    unknown = error_of('Then "Squad" can make a consolidation move onto the well to (11, 10)')
    assert "is not an objective" in unknown.message
    before = error_of('Then "Squad" can make a consolidation move onto the well')
    assert "is not an objective" in before.message and before.word == "the well"


def test_onto_an_objective_without_a_position_answers_from_its_stated_range() -> None:
    # The well has no position and "Squad" is not stated within range of it: it is not within
    # 3" of the unit (contract §19.2: its range keeps the stated membership).
    with pytest.raises(ScenarioDisagreement) as caught:
        run(
            *SETUP,
            "Given objective 1 is an objective marker at (10, 8)",
            "Given the well is an objective",
            "Given the positions:",
            'Then "Squad" can make a consolidation move onto the well to (11, 10)',
            table=FAR,
        )
    text = str(caught.value)
    assert "the selected objective is too far away" in text
    assert "the well has no position, and the unit is not stated within range of it" in text
    run(
        *SETUP,
        "Given the well is an objective",
        'Given "Squad" is within the well',
        "Given the positions:",
        'Then "Squad" can make a consolidation move onto the well to (11, 10)',
        table=FAR,
    )


@pytest.mark.parametrize(
    "objective", ["the road to Terra", "the ford by the mill", "the shrine for the dead"]
)
def test_an_objective_named_with_to_by_or_for_needs_end_positions(objective: str) -> None:
    # The `onto` slot's words never include "to", "by" or "for" (where `to ...`, `by ...` and
    # `, for exactly these reasons:` begin): without end positions such a name matches no step,
    # and the error suggests the forms.
    error = error_of(f'Then "Squad" can make a consolidation move onto {objective}')
    assert "no step matches" in error.message
    assert "consolidation move onto <objective>" in (error.suggestion or "")


def test_an_aircraft_named_by_a_unit_that_cannot_fly_is_an_input_error() -> None:
    error = error_of(
        'Given "Grots" has the keyword AIRCRAFT',
        'When "Squad" makes a pile-in move against "Grots" to (11.5, 10)',
    )
    assert "AIRCRAFT" in error.message and "23.02" in error.message


def test_an_unknown_reason_lists_the_known_ones() -> None:
    error = error_of(
        'Then "Squad" cannot make a pile-in move against "Boyz" to (10, 10) '
        "because it is too tired",
    )
    assert "unknown reason 'it is too tired'" in error.message
    assert "a pile-in target is too far away" in error.message


def test_a_query_that_disagrees_reports_what_was_measured() -> None:
    with pytest.raises(ScenarioDisagreement) as caught:
        run(
            *SETUP,
            "Given the positions:",
            'Then "Squad" can make a pile-in move against "Boyz" to (10.2, 10)',
        )
    text = str(caught.value)
    assert "it would not end engaged" in text and "[12.03 Pile-in Move]" in text
    assert 'its closest enemy unit, "Boyz", would be 2.300" away' in text
    assert 'engagement range is within 2" horizontally and 5" vertically' in text


@pytest.mark.parametrize("move", ["pile-in", "consolidation"])
def test_a_placed_units_fight_move_without_end_positions_asks_for_them(move: str) -> None:
    error = error_of(f'When "Squad" makes a {move} move')
    assert "says where its models end" in error.message and error.word == "Squad"
