"""The §14 transport, reserve and surge steps as a scenario writer meets them: an impossible
move or state is an error naming the unit, the reason and the Given that fixes it; a mode or
move the rules do not allow there is an error saying which is."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

RHINO = (
    'Given a unit "Rhino"',
    'Given "Rhino" has the keywords TRANSPORT, VEHICLE',
    'Given a unit "Squad"',
    'Given "Squad" is embarked within "Rhino"',
    "Given it is player A's Movement phase in battle round 2",
)


def run(*texts: str) -> None:
    steps = []
    for number, text in enumerate(texts, start=1):
        keyword, _, rest = text.partition(" ")
        steps.append(StepLine(keyword.lower(), keyword, rest, number))  # type: ignore[arg-type]
    run_steps(new_state(None), steps, "transports.feature")


def error_of(*texts: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(*texts)
    return caught.value


def test_an_assault_disembark_without_its_rule_names_the_given() -> None:
    error = error_of(
        *RHINO,
        'Given "Rhino" made a normal move this phase',
        'When "Squad" makes a disembark move using Assault Disembark',
    )
    assert "only a rule grants it (18.06)" in error.message
    assert 'add Given a rule lets "Squad" make an Assault Disembark' in error.message
    assert error.line == 7


def test_a_combat_disembark_where_rapid_is_forced_is_an_error() -> None:
    error = error_of(
        *RHINO,
        'Given "Rhino" made a normal move this phase',
        'When "Squad" makes a disembark move using Combat Disembark',
    )
    assert "the mode is Rapid Disembark (18.04.01)" in error.message


def test_a_rapid_disembark_is_followed_by_no_move() -> None:
    error = error_of(
        *RHINO,
        'Given "Rhino" made a normal move this phase',
        'When "Squad" makes a disembark move followed by a normal move',
    )
    assert "makes no further move after a Rapid Disembark" in error.message


def test_a_combat_disembark_ends_engaged_only_beside_an_engaged_transport() -> None:
    error = error_of(
        *RHINO, 'When "Squad" makes a disembark move using Combat Disembark that ends engaged'
    )
    assert "its TRANSPORT is not engaged (18.04)" in error.message


def test_an_unknown_mode_is_named_with_a_suggestion() -> None:
    error = error_of(*RHINO, 'When "Squad" makes a disembark move using Rapd Disembark')
    assert "unknown disembark mode 'Rapd Disembark'" in error.message
    assert error.suggestion == "Rapid Disembark"


def test_a_normal_move_that_ends_engaged_is_an_error() -> None:
    error = error_of('Given a unit "Squad"', 'When "Squad" makes a normal move that ends engaged')
    assert "only a consolidation or a surge move" in error.message


def test_a_disembark_by_a_unit_not_embarked_names_the_fix() -> None:
    error = error_of(
        'Given a unit "Squad"',
        "Given it is player A's Movement phase in battle round 2",
        'When "Squad" makes a disembark move',
    )
    assert error.message == (
        '"Squad" cannot have made a disembark move: it is not embarked within a TRANSPORT '
        '(18.04); add Given "Squad" is embarked within "<transport>"'
    )


def test_an_ingress_in_the_first_battle_round_names_the_fix() -> None:
    error = error_of(
        'Given a unit "Reserve"',
        'Given "Reserve" is in strategic reserves',
        'When "Reserve" makes an ingress move',
    )
    assert "it is the first battle round (20.03)" in error.message
    assert 'Given a rule lets "Reserve" arrive in the first battle round' in error.message


def test_a_transport_that_was_never_set_up_is_named() -> None:
    error = error_of(
        'Given a unit "Squad"',
        'Given "Squad" is embarked within "Rhinoo"',
        'Given a unit "Rhino"',
        'Then "Squad" is not engaged',
    )
    assert 'no unit "Rhinoo" was set up' in error.message
    assert error.suggestion == '"Rhino"'


def test_an_enemy_transport_is_an_impossible_state() -> None:
    error = error_of(
        'Given a unit "Rhino" for player B',
        'Given a unit "Squad"',
        'Given "Squad" is embarked within "Rhino"',
        'Then "Squad" is not engaged',
    )
    assert "not a friendly TRANSPORT" in error.message


def test_a_transport_stated_without_the_keyword_is_an_impossible_state() -> None:
    error = error_of(
        'Given a unit "Wall"',
        'Given "Wall" has the keyword FORTIFICATION',
        'Given a unit "Squad"',
        'Given "Squad" is embarked within "Wall"',
        'Then "Squad" is not engaged',
    )
    assert "does not have the keyword TRANSPORT (18.01)" in error.message


def test_an_embarked_unit_within_an_area_is_an_impossible_state() -> None:
    error = error_of(
        *RHINO, 'Given "Squad" is within a terrain area', 'Then "Squad" is not engaged'
    )
    assert "a unit that is not on the battlefield is within no area" in error.message
    assert error.line == 7


def test_a_wrong_disembark_mode_claim_is_a_disagreement() -> None:
    with pytest.raises(ScenarioDisagreement) as caught:
        run(
            *RHINO,
            'When "Squad" makes a disembark move',
            'Then "Squad" disembarked using Rapid Disembark',
        )
    assert "Tactical Disembark" in str(caught.value)


def test_a_transport_whose_keywords_nothing_states_takes_the_keyword() -> None:
    # A unit named as the TRANSPORT, with no keyword Given, is one (docs/interpretations.md 48).
    run(
        'Given a unit "Rhino"',
        'Given a unit "Squad"',
        'Given "Squad" is embarked within "Rhino"',
        'Then "Rhino" has the keyword TRANSPORT',
        'Then "Squad" is embarked within "Rhino"',
    )


def test_a_transport_stated_without_the_keyword_by_its_whole_list_is_impossible() -> None:
    error = error_of(
        'Given a unit "Rhino"',
        'Given "Rhino" has the keywords VEHICLE',
        'Given a unit "Squad"',
        'Given "Squad" is embarked within "Rhino"',
        'Then "Squad" is not engaged',
    )
    assert "does not have the keyword TRANSPORT (18.01)" in error.message


def test_units_stated_embarked_beyond_the_capacity_are_an_impossible_state() -> None:
    # 18.01: 5 + 5 models in a TRANSPORT of capacity 8 (issue 37 item 7).
    error = error_of(
        *RHINO,
        'Given "Rhino" has a transport capacity of 8 models',
        'Given a unit "Scouts"',
        'Given "Scouts" is embarked within "Rhino"',
        'Then "Squad" is not engaged',
    )
    assert "beyond its transport capacity of 8 models (18.01)" in error.message
    assert '"Squad" and "Scouts"' in error.message


def test_units_stated_embarked_within_the_capacity_are_fine() -> None:
    run(
        *RHINO,
        'Given "Rhino" has a transport capacity of 10 models',
        'Given a unit "Scouts"',
        'Given "Scouts" is embarked within "Rhino"',
        'Then "Squad" is embarked within "Rhino"',
    )


@pytest.mark.parametrize(
    ("given", "mode", "reason"),
    [
        ((), "Assault Disembark", "no rule lets it use that disembark mode [18.06"),
        ((), "Shock Disembark", "no rule lets it use that disembark mode [18.07"),
        (
            ('Given "Rhino" made a normal move this phase',),
            "Combat Disembark",
            "its TRANSPORT made a normal or ingress move this phase [18.04.01",
        ),
        ((), "Rapid", "its TRANSPORT has not made a normal or ingress move this phase [18.04.01"),
        (
            ('Given a rule lets "Squad" make an Assault Disembark',),
            "Assault Disembark",
            "its TRANSPORT has not made a normal move this phase [18.06",
        ),
    ],
)
def test_a_mode_the_move_step_refuses_is_answered_by_the_query(
    given: tuple[str, ...], mode: str, reason: str
) -> None:
    # The move step with this mode is an error (contract §14); the question gets an answer.
    with pytest.raises(ScenarioDisagreement) as caught:
        run(*RHINO, *given, f'Then "Squad" can make a disembark move using {mode}')
    text = str(caught.value)
    assert "cannot make it" in text and reason in text
    run(*RHINO, *given, f'Then "Squad" cannot make a disembark move using {mode}')


def test_a_mode_query_with_an_unknown_mode_or_reason_is_an_input_error() -> None:
    unknown = error_of(*RHINO, 'Then "Squad" can make a disembark move using Rapd Disembark')
    assert "unknown disembark mode 'Rapd Disembark'" in unknown.message
    assert unknown.suggestion == "Rapid Disembark"
    reason = error_of(
        *RHINO, 'Then "Squad" cannot make a disembark move using Rapid Disembark because it is late'
    )
    assert "unknown reason 'it is late'" in reason.message
    assert "no rule lets it use that disembark mode" in reason.message


RHINO_IN_RESERVES = (
    'Given a unit "Rhino"',
    'Given "Rhino" has the keywords TRANSPORT, VEHICLE',
    'Given a unit "Squad"',
    'Given "Rhino" is in strategic reserves',
    'Given "Squad" is embarked within "Rhino"',
)


def test_a_rapid_disembark_after_an_ingress_into_the_enemy_zone_before_round_3() -> None:
    """18.04.01: after its TRANSPORT's ingress move, the unit follows that move's rules."""
    error = error_of(
        *RHINO_IN_RESERVES,
        "Given it is player A's Movement phase in battle round 2",
        'When "Rhino" makes an ingress move',
        'When "Squad" makes a disembark move into player B\'s deployment zone',
    )
    assert '"Squad" cannot have made a disembark move' in str(error)
    assert "opponent's deployment zone before the third battle round (18.04.01)" in str(error)


@pytest.mark.parametrize(
    "lines",
    [
        ("Given it is player A's Movement phase in battle round 3",),
        (
            "Given it is player A's Movement phase in battle round 2",
            'Given "Rhino" has the Deep Strike ability',
        ),
    ],
)
def test_from_round_3_or_with_deep_strike_the_enemy_zone_is_open(lines: tuple[str, ...]) -> None:
    run(
        *RHINO_IN_RESERVES,
        *lines,
        'When "Rhino" makes an ingress move',
        'When "Squad" makes a disembark move into player B\'s deployment zone',
        'Then "Squad" is within player B\'s deployment zone',
    )


@pytest.mark.parametrize("stated", ["Captain", "Guard"])
def test_an_attached_unit_stated_embarked_counts_every_part_against_the_capacity(
    stated: str,
) -> None:
    # 18.01, 19.01: a Captain leading 5 models is 6 models in a TRANSPORT of capacity 5,
    # whichever name is stated embarked.
    error = error_of(
        'Given a unit "Rhino"',
        'Given "Rhino" has the keywords TRANSPORT, VEHICLE',
        'Given "Rhino" has a transport capacity of 5 models',
        'Given a unit "Captain"',
        'Given "Captain" has a starting strength of 1',
        'Given a unit "Guard"',
        'Given "Captain" is leading "Guard"',
        f'Given "{stated}" is embarked within "Rhino"',
        'Then "Guard" is not engaged',
    )
    assert '"Guard" embarked within "Rhino" have 6 models' in error.message
    assert "beyond its transport capacity of 5 models (18.01)" in error.message
