"""§19.6 surge moves and charges with end positions, where a reason applies: each is an error
of the scenario naming the unit, the reason, its clause and what was measured (the scenarios
in scenarios/positions/surge_ends.feature and charge_roll_ends.feature show where it does not).
Coordinates are hand-computed: bases are 1" across."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")


def run(text: str) -> None:
    """Run the steps of ``text``, one a line; a line starting with | is a row of the table of
    the step above it."""
    steps: list[StepLine] = []
    rows: list[tuple[str, ...]] = []
    lines: list[int] = []

    def close() -> None:
        if steps and rows:
            last = steps[-1]
            steps[-1] = StepLine(
                last.kind, last.keyword, last.text, last.line, tuple(rows), table_lines=tuple(lines)
            )
        rows.clear()
        lines.clear()

    for number, raw in enumerate(text.strip().splitlines(), start=1):
        line = raw.strip()
        if not line:
            continue
        if line.startswith("|"):
            rows.append(tuple(c.strip() for c in line.strip("|").split("|")))
            lines.append(number)
            continue
        close()
        keyword, _, rest = line.partition(" ")
        kind = {"And": steps[-1].kind if steps else "given"}.get(keyword, keyword.lower())
        steps.append(StepLine(kind, keyword, rest, number))  # type: ignore[arg-type]
    close()
    run_steps(new_state(None), steps, "surge.feature")


def error_of(text: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(text)
    return caught.value


SURGE = """
Given it is player A's Shooting phase in battle round 2
And a unit "Hounds" for player B
And a unit "Squad" for player A
And a unit "Guard" for player A
And "Hounds" has 25.4mm bases
And "Squad" has 25.4mm bases
And "Guard" has 25.4mm bases
"""


def positions(guard: str = "55 | 40", hounds: str = "20 | 10") -> str:
    return f"""
Given the positions:
  | unit   | x  | y  |
  | Hounds | {hounds} |
  | Squad  | 30 | 10 |
  | Guard  | {guard} |
"""


def test_a_surge_against_an_enemy_unit_that_is_not_the_closest_is_refused() -> None:
    error = error_of(
        SURGE
        + positions("20 | 22")
        + 'When "Hounds" makes a surge move against "Guard" to (20, 20)'
    )
    assert '"Hounds" cannot have made a surge move against "Guard" to (20, 20)' in error.message
    assert "its surge target is not the closest enemy unit" in error.message
    assert '"Guard" is 11.000" away; the closest, "Squad", 9.000"' in error.message
    assert "(21.02)" in error.message


def test_two_equally_close_enemy_units_and_no_target_named_is_an_input_error() -> None:
    error = error_of(SURGE + positions("20 | 20") + 'When "Hounds" makes a surge move to (21, 10)')
    assert '"Squad" and "Guard" are equally close: name the surge target' in error.message
    assert "against" in error.message


def test_a_model_ending_farther_from_the_surge_target_is_refused() -> None:
    # from 9" to 9.001" away: (19.999, 10)
    error = error_of(SURGE + positions() + 'When "Hounds" makes a surge move to (19.999, 10)')
    assert "a model would end farther from the surge target" in error.message
    assert '9.001" from "Squad", 9.000" at the start' in error.message
    assert "(21.02)" in error.message


def test_a_surge_ending_engaged_with_another_enemy_unit_is_refused() -> None:
    # (28.5, 11.5) is 2.121" from Guard's centre (30, 13): 1.121" between the bases
    error = error_of(
        SURGE
        + positions("30 | 13")
        + 'When "Hounds" makes a surge move against "Squad" to (28.5, 11.5)'
    )
    assert 'it would be engaged with an enemy unit that is not the surge target ("Guard")' in (
        error.message
    )
    assert "(21.02)" in error.message


def test_a_surge_farther_than_its_rule_allows_is_refused() -> None:
    error = error_of(
        SURGE + positions() + 'When "Hounds" makes a surge move of up to 3" to (23.001, 10)'
    )
    assert "a model would move farther than its maximum distance" in error.message
    assert 'the maximum is 3"' in error.message


def test_a_unit_that_can_fly_counts_an_aircraft_unit_as_the_closest() -> None:
    text = (
        SURGE
        + """
And a unit "Jet" for player A
And "Jet" has the keywords AIRCRAFT, FLY
And "Jet" has 25.4mm bases
And "Hounds" has the keyword FLY
Given the positions:
  | unit   | x  | y  |
  | Hounds | 20 | 10 |
  | Jet    | 20 | 14 |
  | Squad  | 30 | 10 |
  | Guard  | 55 | 40 |
When "Hounds" makes a surge move against "Squad" to (28, 10)
"""
    )
    error = error_of(text)
    assert "its surge target is not the closest enemy unit" in error.message
    assert 'the closest, "Jet", 3.000"' in error.message


def test_a_surge_written_badly_names_the_words() -> None:
    error = error_of(
        SURGE + positions() + 'When "Hounds" makes a surge move against Squad to (21, 10)'
    )
    assert "a surge move is written" in error.message


def test_a_surge_to_an_unknown_placement_names_the_placements_given() -> None:
    error = error_of(
        SURGE
        + positions()
        + """
And the placement "close" for "Hounds":
  | model | x  | y  |
  | 1     | 28 | 10 |
When "Hounds" makes a surge move against "Squad" to the placement "near"
"""
    )
    assert 'no placement "near" was given for "Hounds" (its placements: "close"' in error.message


CHARGE = """
Given it is player A's Charge phase in battle round 2
And a unit "Squad" for player A
And a unit "Boyz" for player B
And "Squad" has 25.4mm bases
And "Boyz" has 25.4mm bases
"""


def charge(roll: str, boyz: str, to: str, extra: str = "") -> str:
    given = f'Given the charge roll for "Squad" will be {roll}\n' if roll else ""
    return (
        CHARGE
        + extra
        + given
        + f"""
Given the positions:
  | unit  | x  | y  |
  | Squad | 10 | 10 |
  | Boyz  | {boyz} | 10 |
When "Squad" declares a charge
And "Squad" makes a charge move to ({to}, 10)
"""
    )


def test_a_charge_target_beyond_the_charge_roll_is_refused() -> None:
    # Boyz 7.5" away and the roll 7: the model moves 7" and ends 0.5" from Boyz, engaged
    error = error_of(charge("7", "18.5", "17"))
    assert "a charge target is beyond the maximum distance of the charge" in error.message
    assert '("Boyz", 7.500" away at the start; the charge roll is 7' in error.message
    assert "(11.04)" in error.message
    assert "farther than its maximum distance" not in error.message


def test_a_charge_move_longer_than_the_charge_roll_is_refused() -> None:
    error = error_of(charge("6", "18", "17"))
    assert "a model would move farther than its maximum distance" in error.message
    assert 'the maximum is 6"' in error.message
    assert "a charge target is beyond the maximum distance of the charge" in error.message


def test_a_charge_roll_outside_2d6_is_an_input_error() -> None:
    error = error_of(charge("13", "18", "17"))
    assert "a charge roll is a 2D6 total from 2 to 12, not 13" in error.message


def test_a_unit_that_cannot_fly_cannot_charge_an_aircraft_unit() -> None:
    error = error_of(charge("", "18", "17", 'Given "Boyz" has the keywords AIRCRAFT, FLY\n'))
    assert "an AIRCRAFT unit cannot be its charge target" in error.message
    assert "(23.04)" in error.message


@pytest.mark.parametrize(
    ("tail", "words"),
    [
        (
            'And the placement "close" for "Hounds":\n  | label | x | y |\n  | 1 | 28 | 10 |',
            'the placement "close" has the columns model | x | y',
        ),
        (
            'And the placement "close" for "Hounds":\n  | model | x | y |\n  | 1 | 28 | 10 |\n'
            'And the placement "close" for "Hounds":\n  | model | x | y |\n  | 1 | 27 | 10 |',
            'the placement "close" for "Hounds" is given twice',
        ),
        (
            'And the placement "close" for "Hounds":\n  | model | x | y |\n  | 1 | ten | 10 |',
            "ten",
        ),
        ('When "Hounds" makes a surge move of up to 0" to (20, 10)', 'of up to 0" moves no model'),
        (
            'When "Hounds" makes a surge move against "Nobody" to (21, 10)',
            'no unit "Nobody"',
        ),
        (
            'And the placement "close" for "Hounds":\n  | model | x | y |\n  | 9 | 28 | 10 |\n'
            'When "Hounds" makes a surge move against "Squad" to the placement "close"',
            '"Hounds" has no model 9',
        ),
    ],
)
def test_bad_input_names_the_word(tail: str, words: str) -> None:
    error = error_of(SURGE + positions() + tail)
    assert words in error.message
    assert "Traceback" not in error.message


def test_a_charge_roll_given_after_the_declaration_is_the_one_weighed() -> None:
    text = (
        CHARGE
        + """
Given the positions:
  | unit  | x  | y  |
  | Squad | 10 | 10 |
  | Boyz  | 22 | 10 |
When "Squad" declares a charge
Given the charge roll for "Squad" will be 10
When "Squad" makes a charge move to (20, 10)
"""
    )
    error = error_of(text)
    assert '("Boyz", 11.000" away at the start; the charge roll is 10' in error.message


NAMED = (
    CHARGE
    + """
And a unit "Grots" for player B
And a unit "Ally" for player A
And "Grots" has 25.4mm bases
And "Ally" has 25.4mm bases
Given the charge roll for "Squad" will be 7
Given the positions:
  | unit  | x  | y  |
  | Squad | 10 | 10 |
  | Boyz  | 18 | 10 |
  | Grots | 10 | 19 |
  | Ally  | 2  | 2  |
When "Squad" declares a charge
"""
)


def test_a_named_charge_target_beyond_the_roll_is_refused_though_the_unit_ends_elsewhere() -> None:
    # "Grots" is named and 8" away: beyond the roll of 7, though "Squad" ends engaged with
    # "Boyz" alone (11.04 BEFORE MOVING: the selected targets, not those it ends engaged with).
    error = error_of(
        NAMED + 'And "Squad" makes a charge move against "Boyz" and "Grots" to (17, 10)'
    )
    assert "a charge target is beyond the maximum distance of the charge" in error.message
    assert '("Grots", 8.000" away at the start; the charge roll is 7' in error.message
    assert (
        'it would not be engaged with every charge target ("Grots" 10.402" away horizontally '
        "at the end; engagement range is"
    ) in error.message


@pytest.mark.parametrize("named", ["Ally", "Squad"])
def test_a_charge_against_a_unit_that_is_not_a_placed_enemy_unit_is_an_input_error(
    named: str,
) -> None:
    error = error_of(NAMED + f'And "Squad" makes a charge move against "{named}" to (17, 10)')
    assert f'"{named}" is not a placed enemy unit, so it cannot be a charge target' in error.message
    assert '(the placed enemy units: "Boyz", "Grots")' in error.message
    assert error.word == named
