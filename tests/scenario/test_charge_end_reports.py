"""§19.6 (each report adds the number and what was measured) for the checks of
core/end_positions.py that a charge move makes, and that every move makes: a charge that
cannot end where its step puts it is an error naming the reason, its clause, the rules number
and what was measured; the same charge ended where it may is made (the scenarios of
scenarios/positions/held_out_fid19charge.feature show each boundary). Bases are 1" across."""

from __future__ import annotations

from .test_surge_ends import error_of, run

CHARGE = """
Given it is player A's Charge phase in battle round 2
And a unit "Squad" for player A
And a unit "Boyz" for player B
And a unit "Grots" for player B
And "Squad" has 25.4mm bases
And "Boyz" has 25.4mm bases
And "Grots" has 25.4mm bases
And the charge roll for "Squad" will be 9
And the positions:
  | unit  | model | x    | y    |
  | Squad | 1     | 10   | 10   |
  | Squad | 2     | 10   | 11.5 |
  | Boyz  | 1     | 20   | 10   |
  | Grots | 1     | 15.5 | 13   |
When "Squad" declares a charge
"""
RANGE = 'engagement range is within 2" horizontally and 5" vertically'


def _charge(*rows: str, against: str = ' against "Boyz"') -> str:
    table = "\n".join(f"  | {row} |" for row in rows)
    return f'{CHARGE}When "Squad" makes a charge move{against} to:\n  | model | x | y |\n{table}\n'


def test_a_charge_that_falls_short_names_the_target_its_distance_and_engagement_range() -> None:
    error = error_of(_charge("1 | 16.99 | 10", "2 | 16.99 | 11.5"))
    assert (
        'it would not be engaged with every charge target ("Boyz" 2.010" away horizontally at '
        f"the end; {RANGE}) (11.04)"
    ) in error.message


def test_a_charge_that_ends_exactly_at_engagement_range_is_made() -> None:
    run(_charge("1 | 17 | 10", "2 | 17 | 8.5"))


def test_an_enemy_unit_engaged_but_not_a_target_is_named_with_its_distance() -> None:
    error = error_of(_charge("1 | 17 | 10", "2 | 15.5 | 11.5"))
    assert (
        "it would be engaged with an enemy unit that is not a charge target "
        f'("Grots" 0.500" away horizontally at the end; {RANGE}) (11.04)'
    ) in error.message


def test_the_same_end_against_both_units_is_made() -> None:
    run(_charge("1 | 17 | 10", "2 | 15.5 | 11.5", against=' against "Boyz" and "Grots"'))


def test_a_model_left_behind_reports_its_distances_at_the_start_and_the_end() -> None:
    error = error_of(_charge("1 | 17 | 10"))
    assert (
        'a model would not end closer to a charge target (model 2: "Boyz" 9.112" away at the '
        'start, 9.112" at the end) (11.04)'
    ) in error.message


def test_a_charge_out_of_coherency_names_the_model_and_its_gaps() -> None:
    error = error_of(_charge("1 | 17 | 10", "2 | 17 | 13.01"))
    assert (
        'it would not be in coherency (model 1: its closest other model 2.010" away '
        'horizontally, its farthest 2.010"; coherency is within 2" horizontally'
    ) in error.message
    assert "(03.03)" in error.message


def test_a_charge_onto_an_enemy_model_names_it_and_the_overlap() -> None:
    error = error_of(_charge("1 | 19.01 | 10", "2 | 18 | 10"))
    assert (
        'a model would be on another model (model 1 on a model of "Boyz", overlapping it by '
        '0.010") (03.01)'
    ) in error.message


def test_a_model_on_its_own_units_model_is_named() -> None:
    error = error_of(_charge("1 | 18 | 10", "2 | 18 | 10.5"))
    assert 'a model would be on another model (model 1 on model 2, overlapping it by 0.500")' in (
        error.message
    )


def test_a_model_moving_beyond_the_roll_reports_how_far_it_would_move() -> None:
    error = error_of(f'{CHARGE}When "Squad" makes a charge move against "Boyz" by (9.01, 0)\n')
    assert (
        'a model would move farther than its maximum distance (model 1 would move 9.010"; '
        'the maximum is 9") (03.01)'
    ) in error.message


def test_a_charge_without_targets_that_ends_engaged_with_nothing_says_so() -> None:
    error = error_of(f'{CHARGE}When "Squad" makes a charge move by (1, 0)\n')
    assert (
        "it would not be engaged with every charge target (it would end engaged with no enemy "
        f"unit; {RANGE}) (11.04)"
    ) in error.message


_FAR = """
Given it is player A's Charge phase in battle round 2
And a unit "Squad" for player A
And a unit "Boyz" for player B
And "Squad" has 25.4mm bases
And "Boyz" has 25.4mm bases
And the positions:
  | unit  | x     | y  |
  | Squad | 10    | 10 |
  | Boyz  | 23.01 | 10 |
"""


def test_a_positioned_unit_too_far_to_declare_is_told_the_measured_distance_not_a_given() -> None:
    """19.5: the positions decide the charge declaration distance, so no Given can be removed."""
    error = error_of(_FAR + 'When "Squad" declares a charge\n')
    assert 'it is not within 12" of any enemy unit (11.02)' in error.message
    assert 'the positions put its closest enemy model 12.010" away; the charge declaration' in (
        error.message
    )
    assert "remove Given" not in error.message


def test_a_positioned_engaged_unit_is_told_the_measured_distance_not_a_given() -> None:
    text = _FAR.replace("23.01", "12.5") + 'When "Squad" declares a charge\n'
    error = error_of(text)
    assert "it is engaged (11.02)" in error.message
    assert 'the positions put its closest enemy model 1.500" away; engagement range is' in (
        error.message
    )
    assert 'add Given "Squad" is not engaged' not in error.message


def test_an_attached_unit_is_measured_from_the_closest_of_its_parts() -> None:
    """19.01: the leader, 12.01" from "Boyz", is closer than the bodyguard (13.51")."""
    text = (
        _FAR.replace("23.01", "24.51")
        .replace(
            "  | Squad | 10    | 10 |\n", "  | Squad | 10    | 10 |\n  | Captain | 11.5 | 10 |\n"
        )
        .replace(
            "And the positions:\n",
            'And a unit "Captain" for player A\nAnd "Captain" has 25.4mm bases\n'
            'And "Captain" is leading "Squad"\nAnd the positions:\n',
        )
    )
    error = error_of(text + 'When "Squad" declares a charge\n')
    assert 'the positions put its closest enemy model 12.010" away' in error.message
    assert "remove Given" not in error.message


def test_without_positions_the_error_still_names_the_given_to_remove() -> None:
    error = error_of(
        """
Given it is player A's Charge phase in battle round 2
And a unit "Squad" for player A
And a unit "Boyz" for player B
And "Squad" is not within 12" of any enemy unit
When "Squad" declares a charge
"""
    )
    assert 'remove Given "Squad" is not within 12" of any enemy unit' in error.message
