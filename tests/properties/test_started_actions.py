"""`Given "U" started the "A" Action this turn` with no moment stated: the moment is drawn so
that the start lies in this turn (docs/language.md#property-scenarios), and a counterexample states
it."""

from __future__ import annotations

import re

import pytest

STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
)

HOLDS = """Feature: Performing

  Scenario: A unit that started an Action this turn is performing it
    Given any unit "U"
    And any Action "Op"
    And "U" is not battle-shocked
    And "U" started the "Op" Action this turn
    Then "U" is performing the "Op" Action
"""

WRONG = """Feature: Performing

  Scenario: A unit that started an Action has already completed it
    Given a unit "U"
    And any Action "Op"
    And "U" started the "Op" Action this turn
    Then "U" completes the "Op" Action
"""


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def test_the_moment_is_drawn_for_a_started_action(pytester: pytest.Pytester) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", performing=HOLDS)
    pytester.runpytest("--ruleslawyer-max-examples", "40").assert_outcomes(passed=1)


def test_the_counterexample_states_the_drawn_moment(pytester: pytest.Pytester) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", performing=WRONG)
    pytester.runpytest("--ruleslawyer-max-examples", "40").assert_outcomes(failed=1)
    folder = pytester.path / ".ruleslawyer" / "counterexamples" / "performing"
    (path,) = sorted(folder.glob("*.feature"))
    text = path.read_text(encoding="utf-8")
    assert re.search(r"it is player [AB]'s \w+ phase in battle round \d", text), text
    pytester.runpytest(str(path)).assert_outcomes(failed=1)
