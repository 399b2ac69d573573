"""Mission cards through the plugin: a card the data lacks, a card the core cannot state, a
condition no row form states — each a clear error naming the file, line and word."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

MISSION = """
    Feature: Cards
      Background:
        Given the ruin is an objective
        And it is player A's Fight phase in battle round 2
        And a unit "Squad" for player A
"""


@pytest.mark.parametrize(
    ("scenario", "word", "message"),
    [
        (
            'Given player A has the primary mission "Battlefeld Dominance"',
            "Battlefeld Dominance",
            'did you mean: "Battlefield Dominance"',
        ),
        (
            'Given "Squad" is within 4" of the centre of the battlefield',
            "4",
            'the cards name 3" and 6" of the centre of the battlefield, not 4"',
        ),
        (
            'Given player A has the secondary mission "Outflank":\n'
            "          | scores at            | if                                  | VP |\n"
            "          | the end of your turn | you have a presence in 3 quarters | 3 |",
            "you have a presence in 3 quarters",
            "the closest: 'you have a presence in 3 or more table quarters'",
        ),
        (
            'Given player A has the secondary mission "Battlefield Dominance"',
            "secondary",
            "is a primary mission card",
        ),
        (
            'Given player A has the secondary mission "Battlefield Dominance":\n'
            "          | scores at            | VP |\n"
            "          | the end of your turn | 3  |",
            "secondary",
            "is a primary mission card",
        ),
        (
            'Given player A has the secondary mission "Assassination"',
            "Assassination",
            "as a Fixed mission or as a Tactical mission",
        ),
        (
            'Given player A has the secondary mission "Hold":\n'
            "          | scores at            | if                       | VP |\n"
            "          | the end of your turn | you controll the ruin now | 3 |",
            "you controll the ruin now",
            "no award-row form the core weighs",
        ),
        (
            'Given player A has the secondary mission "Hold":\n'
            "          | scores at             | VP |\n"
            "          | the end of your turnn | 3  |",
            "the end of your turnn",
            "did you mean: 'the end of your turn'",
        ),
        (
            "Given the woods is the rectangle from (0, 0) to (10, 10)\n"
            '        And "Squad" is wholly within the woods\n'
            "        And the positions:\n"
            "          | unit  | x   | y |\n"
            "          | Squad | 9.9 | 5 |",
            "the woods",
            'line 9 states "Squad" is wholly within the woods, but the positions (line 12) put',
        ),
        (
            'Given "Squad" is wholly within the south-west table quarter\n'
            "        And the positions:\n"
            "          | unit  | x  | y  |\n"
            "          | Squad | 50 | 40 |",
            "the south-west table quarter",
            'line 8 states "Squad" is within the south-west table quarter, but the positions '
            '(line 11) put its closest model 26.305"',
        ),
        (
            "Given the north-west quarter is a table quarter\n"
            "        And the positions:\n"
            "          | unit  | x | y |\n"
            "          | Squad | 5 | 5 |",
            "north-west quarter",
            "line 8 states north-west quarter is a table quarter, but in a positioned scenario",
        ),
        (
            'Given the mission Action "Surveil"\n'
            '        And a unit "Scouts" for player A\n'
            '        When "Squad" starts the "Surveil" Action on "Scouts"',
            "Scouts",
            "an Action is started on an enemy unit",
        ),
        (
            'Given player A has selected "Squad" for "Signal"',
            "Signal",
            '"Signal" selects nothing this way; the cards that do: Beacon and Punishment',
        ),
        (
            'Given player B has selected the ruin for player A\'s "Lure"',
            "Lure",
            '"Lure" selects nothing this way; the cards that do: A Tempting Target',
        ),
        (
            'Given player A has the secondary mission "Beacon":\n'
            "          | scores at            | VP |\n"
            "          | the end of your turn | 1  |\n"
            '        When player A selects "Squad" to guard the ruin for "Beacon"',
            "Beacon",
            '"Beacon" selects nothing this way; the cards that do: Burden of Trust',
        ),
        (
            'Given player A has the secondary mission "Beacon":\n'
            "          | scores at            | VP |\n"
            "          | the end of your turn | 1  |\n"
            '        When player B selects the ruin for player A\'s "Beacon"',
            "Beacon",
            '"Beacon" selects nothing this way; the cards that do: A Tempting Target',
        ),
        (
            'Given player A has selected "Squad" for "Burden of Trust"',
            "Burden of Trust",
            'selects a unit to guard an objective; say which: ... selected "<unit>" to guard',
        ),
        (
            "Then player A cannot pass because player A selects the next unit to figth",
            "player A selects the next unit to figth",
            "did you mean: player A selects the next unit to fight",
        ),
        (
            'Given player A has 2 VP\n        And player A has scored 5 VP for "No Prisoners"',
            "2",
            "line 8 states player A has 2 VP, but the score Givens state 5 VP scored earlier",
        ),
        (
            'Given "Squad" is engaged\n        And "Squad" is not within 5" of any enemy unit',
            "Squad",
            'line 9 states "Squad" is too far from every enemy unit to fight, but line 8 states',
        ),
        (
            "Given the VP caps:\n          | primary per round | 15 |",
            "primary per round",
            "did you mean: 'primary per battle round'",
        ),
    ],
)
def test_a_card_input_error_names_the_file_line_and_word(
    pytester: pytest.Pytester, assert_clean: CleanCheck, scenario: str, word: str, message: str
) -> None:
    pytester.makefile(
        ".feature",
        cards=MISSION
        + f"\n      Scenario: a bad step\n        {scenario}\n"
        + '        Then "Squad" is not destroyed\n',
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "cards.feature:" in out
    assert f"offending word: {word}" in out
    assert message in out
    assert "Traceback" not in out


def test_asking_about_a_card_never_held_is_an_error_suggesting_the_given(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        cards=MISSION
        + '\n      Scenario: never held\n        Then player A scores 3 VP for "No Prisoners"\n',
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert 'add: Given player A has the secondary mission "No Prisoners"' in out
    assert "Traceback" not in out
