"""The move steps as a scenario writer meets them: a move that cannot have happened is an error
of the scenario that names the unit, the reason, its rule and the Given that makes it possible;
a wrong word is an error with a suggestion."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")


def run(*texts: str, path: str = "moves.feature") -> None:
    """Run ``texts`` as the steps of one scenario in a feature file at ``path``, line 1 on."""
    steps = []
    for number, text in enumerate(texts, start=1):
        keyword, _, rest = text.partition(" ")
        steps.append(StepLine(keyword.lower(), keyword, rest, number))  # type: ignore[arg-type]
    run_steps(new_state(None), steps, path)


def error_of(*texts: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(*texts)
    return caught.value


def test_a_fall_back_by_an_unengaged_unit_cannot_have_happened() -> None:
    error = error_of('Given a unit "Squad"', 'When "Squad" makes a fall-back move')
    assert error.message == (
        '"Squad" cannot have made a fall-back move: it is not engaged (09.07); '
        'add Given "Squad" is engaged'
    )
    assert (error.path, error.line, error.word) == ("moves.feature", 2, "Squad")


def test_every_reason_and_its_fix_are_named() -> None:
    error = error_of(
        'Given a unit "Jet"',
        'Given "Jet" has the keyword AIRCRAFT',
        'Given "Jet" is engaged',
        'When "Jet" makes a normal move',
    )
    assert error.message == (
        '"Jet" cannot have made a normal move: it is engaged (09.05); it is an AIRCRAFT unit '
        '(23.02); add Given "Jet" is not engaged; add Given "Jet" does not have the keyword '
        "AIRCRAFT"
    )


def test_a_charge_that_cannot_be_declared() -> None:
    error = error_of(
        'Given a unit "Squad"',
        'Given "Squad" made an advance move this turn',
        'When "Squad" declares a charge',
    )
    assert error.message == (
        '"Squad" cannot have declared a charge: it made an advance move this turn (09.06); '
        'add Given "Squad" made no move this turn'
    )


def test_a_pile_in_outside_the_fight_phase_names_the_phase_to_give() -> None:
    error = error_of(
        'Given a unit "Squad" for player B',
        'Given "Squad" is engaged',
        'When "Squad" makes a pile-in move',
    )
    assert error.message.endswith("add Given it is player B's Fight phase")


def test_a_desperate_escape_needs_its_roll() -> None:
    error = error_of(
        'Given a unit "Squad"',
        'Given "Squad" is engaged',
        'When "Squad" makes a fall-back move using Desperate Escape',
    )
    assert 'add: Given the battle-shock roll for "Squad" will be <2 to 12>' in error.message
    assert "Desperate Escape" in error.message


def test_a_destroyed_unit_makes_no_battle_shock_roll() -> None:
    error = error_of(
        'Given a unit "Squad"',
        'Given the battle-shock roll for "Squad" will be 3',
        'When "Squad" is destroyed',
        'When "Squad" makes a battle-shock roll',
    )
    assert error.message.startswith('"Squad" cannot have made a battle-shock roll: it is destroyed')


@pytest.mark.parametrize(
    ("step", "word", "suggestion"),
    [
        (
            'Then "Squad" cannot make a normal move because it is engagd',
            "it is engagd",
            "it is engaged",
        ),
        ('Then "Squad" cannot make a fallback move', "fallback", "fall-back"),
        ('When "Squad" makes a consolidation move that ends engagd', "engagd", "engaged"),
        ('Then "Squad" is not eligible to shoot because it shot', "it shot", None),
    ],
)
def test_a_wrong_word_is_named(step: str, word: str, suggestion: str | None) -> None:
    error = error_of('Given a unit "Squad"', step)
    assert error.word == word
    if suggestion is not None:
        assert error.suggestion is not None and suggestion in error.suggestion


def test_an_area_written_like_a_unit_is_refused() -> None:
    error = error_of('Given a unit "Squad"', "Given Squad is within the ruin")
    assert "names a unit, not an area" in error.message
    error = error_of("Given the ruin is within your deployment zone")
    assert "player A's or player B's" in error.message


def test_a_claim_the_core_does_not_share_shows_the_after_moving_clause() -> None:
    with pytest.raises(ScenarioDisagreement) as caught:
        run(
            'Given a unit "Squad"',
            'Given "Squad" is engaged',
            'When "Squad" makes a fall-back move',
            'Then "Squad" is engaged',
        )
    text = str(caught.value)
    assert "decided:  not engaged" in text
    assert "09.07 Fall-back Move" in text
