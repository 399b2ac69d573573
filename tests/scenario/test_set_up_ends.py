"""§19.6 disembark and emergency disembark set-ups and embarking with positions, where a reason
applies: each is an error of the scenario naming the unit, the reason, its clause and what was
measured (scenarios/positions/disembark_ends.feature and embark_ends.feature show where it
does not). The Rhino has a 2" base at (30, 22); the Squad's bases are 1" across, so a model
whose centre is d from the Rhino's is wholly within d - 0.5 of it."""

from __future__ import annotations

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError

from .test_surge_ends import run

BACKGROUND = """
Given it is player A's Movement phase in battle round 2
And a unit "Rhino" for player A
And "Rhino" has the keywords TRANSPORT, VEHICLE
And "Rhino" has a 2" base
And a unit "Squad" for player A
And "Squad" has 25.4mm bases
And "Squad" has 2 models left
And "Squad" is embarked within "Rhino"
And a unit "Boyz" for player B
And "Boyz" has 25.4mm bases
And a unit "Guard" for player B
And "Guard" has 25.4mm bases
"""


def placed(boyz: str = "50 | 22", guard: str = "55 | 40", rhino: str = "30 | 22") -> str:
    return f"""
Given the positions:
  | unit  | x  | y  |
  | Rhino | {rhino} |
  | Boyz  | {boyz} |
  | Guard | {guard} |
"""


def out(one: str, two: str, how: str = "") -> str:
    return f"""
When "Squad" makes a disembark move {how}to:
  | model | x | y |
  | 1 | {one} |
  | 2 | {two} |
"""


def error_of(text: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(text)
    return caught.value


def test_a_model_not_wholly_within_3_inches_of_its_transport_is_refused() -> None:
    error = error_of(BACKGROUND + placed() + out("33.501 | 22", "32.5 | 22"))
    assert "a model would not be wholly within the set-up distance of its TRANSPORT" in (
        error.message
    )
    assert 'model 1, whose closest part is 2.001" from "Rhino"' in error.message
    assert 'is wholly within 3" of the TRANSPORT) (18.04)' in error.message


def test_a_tactical_disembark_set_up_engaged_is_refused() -> None:
    # Boyz's centre (35, 22) is 1.5" from model 1's: 0.5" between the bases
    error = error_of(BACKGROUND + placed("35 | 22") + out("33.5 | 22", "32.5 | 22"))
    assert 'a model would be set up engaged (with "Boyz")' in error.message
    assert "(18.04)" in error.message


def test_a_combat_disembark_engaged_with_an_enemy_its_transport_is_not_is_refused() -> None:
    # Boyz (30, 25) is engaged with the Rhino; Guard (36, 22) is 4.5" from it, not engaged;
    # model 1 at (34.5, 22) is 0.5" from Guard
    text = (
        BACKGROUND
        + placed("30 | 25", "36 | 22")
        + out("34.5 | 22", "33.5 | 22", "using Combat Disembark ")
    )
    error = error_of(text)
    assert 'a model would be set up engaged (with "Guard"; a Combat Disembark may be set up' in (
        error.message
    )
    assert "Boyz" not in error.message.split("set up engaged")[1].split(")")[0]


def test_a_combat_disembark_beyond_6_inches_is_refused() -> None:
    error = error_of(
        BACKGROUND + placed() + out("36.501 | 22", "35.5 | 22", "using Combat Disembark ")
    )
    assert 'model 1, whose closest part is 5.001" from "Rhino"' in error.message
    assert 'wholly within 6" of the TRANSPORT' in error.message


def test_a_rapid_disembark_after_an_ingress_keeps_the_arrival_distance() -> None:
    # Boyz's centre (42.5, 22) is 9" from model 1's: 8" between the bases, not more than 8"
    text = BACKGROUND + 'Given "Rhino" made an ingress move this phase\n'
    error = error_of(text + placed("42.5 | 22") + out("33.5 | 22", "32.5 | 22"))
    assert 'a model would be set up too close to an enemy unit ("Boyz", 8.000" away; after its' in (
        error.message
    )
    assert "(18.04.01)" in error.message


def test_a_rapid_disembark_after_an_ingress_stays_out_of_the_enemy_deployment_zone() -> None:
    # the zone starts at y = 30; model 1 at (30, 29.5) touches it
    text = (
        BACKGROUND
        + 'Given "Rhino" made an ingress move this phase\n'
        + "Given player B's deployment zone is the rectangle from (0, 30) to (60, 44)\n"
        + placed(rhino="30 | 27")
        + out("30 | 29.5", "31 | 29")
    )
    error = error_of(text)
    assert (
        "it cannot be set up within its opponent's deployment zone before the third battle "
        "round (after its TRANSPORT's ingress move) (18.04.01)"
    ) in error.message


def test_the_move_after_a_tactical_disembark_is_checked_too() -> None:
    text = (
        BACKGROUND
        + 'Given "Squad" has M 6"\n'
        + placed()
        + """
Given the placement "out" for "Squad":
  | model | x    | y  |
  | 1     | 33.5 | 22 |
  | 2     | 32.5 | 22 |
Given the placement "on" for "Squad":
  | model | x      | y  |
  | 1     | 39.501 | 22 |
  | 2     | 38.5   | 22 |
When "Squad" makes a disembark move to the placement "out" followed by a normal move to the \
placement "on"
"""
    )
    error = error_of(text)
    assert 'cannot have made a normal move to the placement "on" after its disembark' in (
        error.message
    )
    assert "a model would move farther than its maximum distance" in error.message


def test_a_unit_set_up_without_every_model_is_an_input_error() -> None:
    error = error_of(BACKGROUND + placed() + 'When "Squad" makes a disembark move to (33, 22)')
    assert '"Squad" has 2 models left: a set-up gives a position for every one (1 given)' in (
        error.message
    )


def test_eligibility_comes_before_the_set_up_is_checked() -> None:
    text = BACKGROUND.replace('And a unit "Guard" for player B\nAnd "Guard" has 25.4mm bases\n', "")
    text += """
Given "Rhino" is off the battlefield
Given the positions:
  | unit | x  | y  |
  | Boyz | 50 | 22 |
"""
    error = error_of(text + out("33.5 | 22", "32.5 | 22"))
    assert error.message == (
        '"Squad" cannot have made a disembark move: its TRANSPORT is not on the battlefield (18.04)'
    )


EMERGENCY = """
Given the placement "out" for "Squad":
  | model | x | y |
  | 1 | {one} |
  | 2 | {two} |
When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
"""


def test_an_emergency_disembark_beyond_6_inches_is_refused() -> None:
    text = BACKGROUND + placed() + EMERGENCY.format(one="36.501 | 22", two="35.5 | 22")
    error = error_of(text)
    assert "a model would not be wholly within the set-up distance of its TRANSPORT" in (
        error.message
    )
    assert "(18.05)" in error.message
    assert "emergency disembark set-up distance" in error.message


def test_an_emergency_disembark_of_one_of_two_units_inside_asks_for_both() -> None:
    text = BACKGROUND + 'Given a unit "Crew" for player A\nAnd "Crew" is embarked within "Rhino"\n'
    text += placed() + EMERGENCY.format(one="33.5 | 22", two="32.5 | 22")
    error = error_of(text)
    assert '"Crew" is embarked within "Rhino" too' in error.message


EMBARK = """
Given it is player A's Movement phase in battle round 2
And a unit "Rhino" for player A
And "Rhino" has the keywords TRANSPORT, VEHICLE
And "Rhino" has a 2" base
And a unit "Squad" for player A
And "Squad" has 25.4mm bases
And "Squad" made a normal move this phase
Given the positions:
  | unit  | model | x      | y  |
  | Rhino | 1     | 30     | 22 |
  | Squad | 1     | 33.5   | 22 |
  | Squad | 2     | 34.501 | 22 |
"""


def test_a_unit_with_a_model_3_001_inches_away_cannot_embark() -> None:
    with pytest.raises(ScenarioDisagreement) as caught:
        run(EMBARK + 'Then "Squad" can embark within "Rhino"')
    message = str(caught.value)
    assert "a model is too far from the TRANSPORT to embark" in message
    assert 'its farthest model is 3.001" from the TRANSPORT' in message


def test_a_set_up_without_positions_in_a_positioned_scenario_asks_for_them() -> None:
    for step in (
        'When "Squad" makes a disembark move',
        'When "Squad" makes a disembark move using Combat Disembark',
        'When "Squad" makes a disembark move followed by an advance move',
    ):
        error = error_of(BACKGROUND + placed() + step)
        assert 'so a disembark move sets "Squad" up at positions' in error.message, step
    error = error_of(BACKGROUND + placed() + 'When "Rhino" is destroyed')
    assert '"Squad" is embarked within "Rhino": this scenario places models' in error.message
    assert 'disembarks to the placement "<name>"' in error.message


def test_embarking_with_a_model_3_001_inches_away_is_refused() -> None:
    text = EMBARK.replace('And "Squad" made a normal move this phase\n', "")
    error = error_of(text + 'When "Squad" makes a normal move and embarks within "Rhino"')
    assert '"Squad" cannot have embarked within "Rhino": a model is too far from the TRANSPORT' in (
        error.message
    )
    assert '3.001" from the TRANSPORT' in error.message and "(18.02)" in error.message


def test_a_set_up_by_an_offset_asks_for_positions() -> None:
    error = error_of(BACKGROUND + placed() + 'When "Squad" makes a disembark move by (3, 0)')
    assert "a disembark move sets the unit up, so it has no start to move by an offset" in (
        error.message
    )


def test_an_unknown_disembark_mode_names_the_modes() -> None:
    error = error_of(BACKGROUND + placed() + out("33.5 | 22", "32.5 | 22", "using Sneaky Exit "))
    assert "unknown disembark mode" in error.message and "Sneaky Exit" in error.message


def test_a_stated_mode_the_transports_move_rules_out_is_refused() -> None:
    # the Rhino made a normal move: the mode is Rapid Disembark, not Combat (18.04.01)
    text = BACKGROUND + 'Given "Rhino" made a normal move this phase\n' + placed()
    error = error_of(text + out("33.5 | 22", "32.5 | 22", "using Combat Disembark "))
    assert "cannot make a Combat Disembark" in error.message


def test_an_emergency_disembark_of_a_unit_not_inside_is_an_input_error() -> None:
    text = BACKGROUND + 'Given a unit "Crew" for player A\nAnd "Crew" is embarked within "Rhino"\n'
    text = text.replace('And "Squad" is embarked within "Rhino"\n', 'And "Squad" is not embarked\n')
    text += """
Given the positions:
  | unit  | x  | y  |
  | Rhino | 30 | 22 |
  | Squad | 10 | 10 |
  | Squad | 11 | 10 |
  | Boyz  | 50 | 22 |
  | Guard | 55 | 40 |
Given the placement "out" for "Squad":
  | model | x  | y  |
  | 1     | 33 | 22 |
When "Rhino" is destroyed and "Squad" disembarks to the placement "out"
"""
    error = error_of(text)
    assert '"Squad" is not embarked within "Rhino"' in error.message
