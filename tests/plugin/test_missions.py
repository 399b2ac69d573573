"""Missions through the plugin: the failure report's objectives, VP and attribution, and the
errors a mission scenario can make (file, line, word, suggestion)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

MISSION = """
    Feature: Holding the ruin
      Background:
        Given the ruin is an objective
        And the hill is an objective
        And it is player A's Shooting phase in battle round 2
        And a unit "Squad" for player A
        And "Squad" is within the ruin
"""


def _run(pytester: pytest.Pytester, scenario: str) -> pytest.RunResult:
    pytester.makefile(".feature", mission=MISSION + scenario)
    return pytester.runpytest("-p", "no:randomly")


def test_a_failure_report_shows_control_vp_and_the_mission_data(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    result = _run(
        pytester,
        """
      Scenario: a wrong claim
        Given the mission Action "Sabotage"
        And player B has 4 VP
        When the game advances to the end of player A's Shooting phase
        Then player B controls the ruin
""",
    )
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "decided:  player A controls it (levels of control: A 10, B 0)" in out
    assert "objective the ruin: controlled by player A (levels A 10, B 0)" in out
    assert "objective the hill: controlled by no player" in out
    assert "VP: player A 0, player B 4" in out
    assert "control determined: player A controls the ruin" in out
    assert "mission data: wh40kdc 1." in out
    assert "CC BY 4.0" in out


@pytest.mark.parametrize(
    ("scenario", "word", "message"),
    [
        (
            'Given the mission Action "Condemn"\n        Then "Squad" is within range of the ruin',
            "Condemn",
            "not an Action a unit starts",
        ),
        (
            'Given the mission "Smoke and Miror"\n        Then "Squad" is within range of the ruin',
            "Smoke and Miror",
            'did you mean: "Smoke and Mirrors"',
        ),
        (
            'Given player A controls the rune\n        Then "Squad" is within range of the ruin',
            "the rune",
            "(stated at line 10; add: Given the rune is an objective)",
        ),
        (
            'Given the Action "Sabotage":\n'
            "          | UNITS | one unit that is within range of an objective |\n"
            '        And "Squad" is within the hill\n'
            '        When "Squad" starts the "Sabotage" Action\n'
            '        Then "Squad" is performing the "Sabotage" Action',
            "Sabotage",
            "Action on <objective>",
        ),
    ],
)
def test_a_mission_input_error_names_the_file_line_and_word(
    pytester: pytest.Pytester, assert_clean: CleanCheck, scenario: str, word: str, message: str
) -> None:
    result = _run(pytester, f"\n      Scenario: a bad step\n        {scenario}\n")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "mission.feature:" in out
    assert f"offending word: {word}" in out
    assert message in out
    assert "Traceback" not in out


# slow: a long search in process: the exhaustive walk, then Hypothesis's 100 examples and its
# shrinking over drawn mission Action rows (about 2 s of CPU, one of the inner loop's largest)
@pytest.mark.slow
def test_a_drawn_mission_action_is_written_out_in_the_counterexample(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        drawn="""
    Feature: Drawn mission Actions
      Scenario: a false claim
        Given any mission Action "Mission"
        And any unit "Squad"
        And any moment
        Then "Squad" can start the "Mission" Action
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert 'Given the Action "Mission":' in out
    assert "| COMPLETES |" in out
    assert "any mission Action" not in out.split("counterexample")[-1]
