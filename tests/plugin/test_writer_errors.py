"""Errors a scenario writer meets (issue 41, items 10 to 13): each names the Given lines it rests
on and the word at fault, and one run reports everything it can."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

REASON = "7 models left is impossible with a starting strength of 5 (it must be 1 to 5)"


def _run(pytester: pytest.Pytester, text: str, *args: str) -> pytest.RunResult:
    pytester.makefile(".feature", writer=text)
    return pytester.runpytest("-p", "no:randomly", *args)


def _impossible(first: str) -> str:
    return f"""
Feature: Impossible givens

  Scenario: too many models
    {first}
    And "Squad" has a starting strength of 5
    And "Squad" has 7 models left
    Then "Squad" is eligible to shoot
"""


@pytest.mark.parametrize("ci", ["", "true"])
def test_an_impossible_property_names_its_given_lines_as_a_concrete_scenario_does(
    pytester: pytest.Pytester,
    assert_clean: CleanCheck,
    monkeypatch: pytest.MonkeyPatch,
    ci: str,
) -> None:
    monkeypatch.setenv("CI", ci)
    concrete = _run(pytester, _impossible('Given a unit "Squad"'))
    concrete.assert_outcomes(failed=1)
    said = (
        f'writer.feature:7: impossible state for unit "Squad" (stated at lines 5 and 6): {REASON}'
    )
    concrete.stdout.fnmatch_lines([said, "  offending word: models"])

    drawn = _run(pytester, _impossible('Given any unit "Squad"'))
    drawn.assert_outcomes(failed=1)
    assert_clean(drawn)
    drawn.stdout.fnmatch_lines([said, "  offending word: models"])
    out = drawn.stdout.str()
    assert "no situation satisfies" not in out
    assert "engaged unit that is off the battlefield" not in out
    assert "@seed(" not in out and "hypothesis-seed" not in out


def test_an_impossible_property_of_a_required_keyword_names_both_lines(
    pytester: pytest.Pytester, assert_clean: CleanCheck, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A keyword a Given requires is asked on its own: the rest of the list is drawn."""
    monkeypatch.setenv("CI", "")
    result = _run(
        pytester,
        """
Feature: Impossible givens

  Scenario: an aircraft that charged
    Given any unit "Jet"
    And "Jet" has the keyword AIRCRAFT
    And "Jet" declared a charge this phase
    Then "Jet" is not eligible to shoot
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        [
            'writer.feature:7: impossible state for unit "Jet" (stated at lines 5 and 6): '
            "an AIRCRAFT unit cannot have declared a charge (23.04)"
        ]
    )
    assert "@seed(" not in result.stdout.str()


def test_a_property_no_stated_pair_explains_still_names_its_given_lines(
    pytester: pytest.Pytester, assert_clean: CleanCheck, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every drawn unit impossible for a reason that rests on a fact a draw may add to (the
    areas a unit is within): no pair of stated facts that clash whatever is drawn, so the
    Given lines are named, with no hint of a clash the scenario does not have, and no @seed
    advice."""
    monkeypatch.setenv("CI", "")
    result = _run(
        pytester,
        """
Feature: Impossible givens

  Scenario: off the battlefield, within the ruins
    Given any unit "Squad"
    And "Squad" is within the ruins
    And "Squad" is off the battlefield
    Then "Squad" is not eligible to shoot
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    result.stdout.fnmatch_lines(
        [
            "writer.feature:3: no situation satisfies the Given steps of 'off the battlefield, "
            "within the ruins' (lines 4 to 6): every example drawn was impossible; look for "
            "Given steps whose facts cannot hold together*"
        ]
    )
    assert "@seed(" not in out and "hypothesis-seed" not in out
    assert "engaged unit that is off the battlefield" not in out


def test_two_givens_of_opposite_values_are_an_error_naming_both_lines(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    result = _run(
        pytester,
        """
Feature: Contradiction

  Scenario: engaged and not
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is not engaged
    Then "Squad" is eligible to shoot

  Scenario: the same fact twice is no contradiction
    Given a unit "Squad"
    And "Squad" is engaged
    And "Squad" is engaged
    Then "Squad" is engaged

  Scenario: a fact a When step changes is no Given
    Given a unit "Squad"
    And it is player A's Movement phase
    And "Squad" is engaged
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged

  Scenario: a When line stating a Given phrase is no Given
    Given a unit "Squad"
    And "Squad" is engaged
    When "Squad" is not engaged
    Then "Squad" is not engaged
""",
    )
    result.assert_outcomes(failed=1, passed=3)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        [
            'writer.feature:6: line 5 states that "Squad" is engaged and line 6 that it is '
            "not engaged: two Given steps state opposite values of one fact*",
            "  offending word: engaged",
        ]
    )


def test_two_givens_of_a_players_cp_are_an_error_naming_both_lines(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    result = _run(
        pytester,
        """
Feature: CP

  Scenario: three CP and one
    Given a unit "Squad"
    And player A has 3 CP
    And player A has 1 CP
    Then "Squad" is not engaged
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        ["writer.feature:6: line 5 states that player A has 3 CP and line 6 that they have 1 CP*"]
    )


def test_a_scenario_may_refine_its_background_and_a_board(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".yaml", board="units:\n  Squad: {engaged: true}\n")
    result = _run(
        pytester,
        '''
Feature: Refining

  Background:
    Given a unit "Squad"
    And "Squad" has a starting strength of 10

  Scenario: the background's value refined
    Given "Squad" has a starting strength of 5
    And "Squad" has 5 models left
    Then "Squad" is eligible to shoot

  Scenario: the board's value refined
    Given the board "board.yaml"
    And "Squad" is not engaged
    Then "Squad" is eligible to shoot

  Scenario: an inline board's value refined, and a Given's refined by a board
    Given "Squad" is not battle-shocked
    And the board:
      """
      units:
        Squad: {engaged: true, battle_shocked: true}
      """
    And "Squad" is not engaged
    Then "Squad" is eligible to shoot
''',
    )
    assert_clean(result)
    result.assert_outcomes(passed=3)


def test_every_unmatched_step_of_a_scenario_in_one_run(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    result = _run(
        pytester,
        """
Feature: Three mistakes

  Scenario: three at once
    Given a unit "Squad"
    And "Squad" is frobbed
    And "Squad" has 5 modls left
    Then "Squad" is gribbled
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        [
            "writer.feature:5: no step matches 'And \"Squad\" is frobbed' "
            "(and 2 more below: lines 6, 7)",
            '>    5 | And "Squad" is frobbed',
            '>    6 | And "Squad" has 5 modls left',
            '>    7 | Then "Squad" is gribbled',
            "*",
            "  offending word: frobbed",
            "*",
            "writer.feature:6: no step matches*",
            "*",
            "  offending word: modls",
            "*",
            "writer.feature:7: no step matches*",
            "*",
            "  offending word: gribbled",
        ]
    )


def test_an_unknown_action_row_is_reported_at_its_row(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    result = _run(
        pytester,
        """
Feature: Rows

  Scenario: a row no Action has
    Given a unit "Squad"
    And the Action "Deploy":
      | STARTS | Shooting phase |
      | RANGE  | 6"             |
    Then "Squad" is eligible to shoot
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        ["writer.feature:7: the Action 'Deploy' has an unknown row 'RANGE'*"]
    )


def test_a_yaml_syntax_error_names_the_offending_token(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    result = _run(
        pytester,
        '''
Feature: Board

  Scenario: a mapping left open
    Given the board:
      """
      units:
        Squad: {engaged: true
      """
    Then "Squad" is eligible to shoot

  Scenario: a colon too many
    Given the board:
      """
      units:
        Squad: engaged: true
      """
    Then "Squad" is eligible to shoot
''',
    )
    result.assert_outcomes(failed=2)
    assert_clean(result)
    out = result.stdout.str()
    assert "offending word: {" in out
    assert "offending word: :" in out
    assert "offending word: expected" not in out
    assert "offending word: mapping values" not in out


def test_a_file_that_is_no_roster_says_how_to_export_one(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".txt", notes="my shopping list\neggs\nmilk\n")
    result = _run(
        pytester,
        """
Feature: Roster

  Scenario: a shopping list
    Given player A's army from the roster "notes.txt"
    Then "Squad" is eligible to shoot
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "Warhammer 40,000 app's text export" in out
    assert "docs/datasheets.md" in out


def test_a_property_with_a_part_that_lost_every_model_is_no_clash(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    """A part of an attached unit may have 0 models left (19.04): the stated facts of a
    property scenario's fixed units are checked as the game's build checks them."""
    result = _run(
        pytester,
        """
Feature: Parts

  Scenario: the Captain gone, any Squad
    Given a unit "Captain"
    And any unit "Squad"
    And "Captain" is leading "Squad"
    And "Captain" has a starting strength of 1
    And "Captain" has 0 models left
    Then "Captain" has Ld 6+
""",
        "--ruleslawyer-max-examples",
        "5",
    )
    assert_clean(result)
    assert "impossible state" not in result.stdout.str(), result.stdout.str()
