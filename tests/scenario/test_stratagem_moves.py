"""§19.6 a stratagem whose effect is a move, with end positions (15.07, 15.11), where a reason
applies: the use is an error of the scenario naming the unit, the reason and what was measured;
a stratagem whose effect is not a move takes no end positions. The scenarios in
scenarios/positions/stratagem_moves.feature show where the reasons do not apply."""

from __future__ import annotations

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError

from .test_surge_ends import run

UNITS = """
Given a unit "Squad" for player A
And "Squad" has 25.4mm bases
And a unit "Boyz" for player B
And "Boyz" has 25.4mm bases
And player A has 1 CP
"""


def error_of(text: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(text)
    return caught.value


def test_rapid_ingress_set_up_8_inches_from_the_enemy_is_refused() -> None:
    error = error_of(
        UNITS
        + """
Given a unit "Reserve" for player A
And "Reserve" has 25.4mm bases
And "Reserve" is in strategic reserves
And "Reserve" has 1 model left
And it is player B's Movement phase in battle round 2
Given the positions:
  | unit  | x    | y  |
  | Squad | 40   | 40 |
  | Boyz  | 14.5 | 22 |
When the game advances to the end of player B's Movement phase
When player A uses the "Rapid Ingress" stratagem on "Reserve" to (5.5, 22)
"""
    )
    assert '"Reserve" cannot have made an ingress move to (5.5, 22) by "Rapid Ingress"' in (
        error.message
    )
    assert "a model would be set up too close to an enemy unit" in error.message
    assert '8.000" away; the arrival distance is more than 8" horizontally' in error.message


ZONE = """
Given a unit "Reserve" for player A
And "Reserve" has 25.4mm bases
And "Reserve" is in strategic reserves
And "Reserve" has 1 model left
And player B's deployment zone is the rectangle from (0, 0) to (10, 44)
And it is player B's Movement phase in battle round 2
Given the positions:
  | unit  | x  | y  |
  | Squad | 40 | 40 |
  | Boyz  | 5  | 5  |
When the game advances to the end of player B's Movement phase
"""


def test_rapid_ingress_touching_the_opponents_zone_before_round_3_is_refused() -> None:
    # 20.04: the base (10 to 11 across) touches the zone's edge at x = 10, so it is within it;
    # the plain ingress move refused it, Rapid Ingress's set-up did not weigh the zone
    error = error_of(
        UNITS
        + ZONE
        + 'When player A uses the "Rapid Ingress" stratagem on "Reserve" to (10.5, 43.5)'
    )
    assert '"Reserve" cannot have made an ingress move to (10.5, 43.5) by "Rapid Ingress"' in (
        error.message
    )
    assert "within its opponent's deployment zone before the third battle round" in error.message


def test_heroic_interventions_charge_move_that_ends_unengaged_is_refused() -> None:
    error = error_of(
        UNITS
        + """
Given it is player B's Charge phase in battle round 2
Given the positions:
  | unit  | x  | y  |
  | Squad | 10 | 10 |
  | Boyz  | 20 | 10 |
When the game advances to the end of player B's Charge phase
When player A uses the "Heroic Intervention" stratagem on "Squad" to (15, 10)
"""
    )
    assert "it would not be engaged with every charge target" in error.message
    assert 'after the "Heroic Intervention" stratagem' in error.message


def test_a_stratagem_whose_effect_is_not_a_move_takes_no_end_positions() -> None:
    error = error_of(
        UNITS
        + """
Given it is player B's Movement phase in battle round 2
Given the positions:
  | unit  | x  | y  |
  | Squad | 10 | 10 |
  | Boyz  | 30 | 10 |
When the game advances to the end of player B's Movement phase
When player A uses the "Fire Overwatch" stratagem on "Squad" to (12, 10)
"""
    )
    assert 'the effect of "Fire Overwatch" is not a move' in error.message


def test_rapid_ingress_without_positions_in_a_positioned_scenario_asks_for_them() -> None:
    text = (
        UNITS
        + """
Given a unit "Reserve" for player A
And "Reserve" is in strategic reserves
And it is player B's Movement phase in battle round 2
Given the positions:
  | unit  | x  | y  |
  | Squad | 40 | 40 |
  | Boyz  | 20 | 22 |
When the game advances to the end of player B's Movement phase
"""
    )
    error = error_of(text + 'When player A uses the "Rapid Ingress" stratagem on "Reserve"')
    assert 'the ingress move of "Rapid Ingress" sets "Reserve" up at positions' in error.message
    run(
        text.replace("player A has 1 CP", "player A has 0 CP")
        + 'When player A uses the "Rapid Ingress" stratagem on "Reserve"\n'
        + 'Then player A did not use the "Rapid Ingress" stratagem'
    )
