"""A move the unit could not have made is an impossible example of a property scenario: it is
discarded, never a counterexample (docs/language.md#what-units-do); in a concrete scenario it stays
an error."""

from __future__ import annotations

import pytest

STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
)

FELL_BACK = """Feature: Moves that happened

  Scenario: After any fall-back move the unit is not engaged
    Given any unit "Squad"
    When "Squad" makes a fall-back move
    Then "Squad" is not engaged
"""

NEVER = """Feature: Moves that happened

  Scenario: An AIRCRAFT unit that made a normal move
    Given any unit "Jet"
    And "Jet" has the keyword AIRCRAFT
    When "Jet" makes a normal move
    Then "Jet" is not engaged
"""


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def test_examples_where_the_move_was_impossible_are_discarded(pytester: pytest.Pytester) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", moves=FELL_BACK)
    pytester.runpytest("--ruleslawyer-max-examples", "60").assert_outcomes(passed=1)
    assert not (pytester.path / ".ruleslawyer" / "counterexamples").exists()


def test_a_move_no_example_allows_leaves_nothing_to_check(pytester: pytest.Pytester) -> None:
    """23.02: an AIRCRAFT unit makes no normal move, so every example is discarded."""
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", moves=NEVER)
    result = pytester.runpytest("--ruleslawyer-max-examples", "30")
    result.assert_outcomes(failed=1)
    assert "no situation satisfies the Given steps" in result.stdout.str()
    assert "counterexample" not in result.stdout.str().lower()
