"""Plugin behaviour added beyond the contract's phrases: late Givens, Given phrases after a
When, exact probabilities, and the rules coverage report."""

from __future__ import annotations

import json

import pytest


def test_a_given_after_the_first_when_is_an_error_that_says_to_move_it(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(
        ".feature",
        late="""
        Feature: late
          Scenario: late given
            Given a unit "Squad"
            When "Squad" makes a normal move
            Given "Squad" is engaged
            Then "Squad" is not battle-shocked
        """,
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["late.feature:5: this Given sets up the board, which is fixed*"])
    assert "Traceback" not in result.stdout.str()


def test_a_given_phrase_after_a_when_is_understood(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        roll="""
        Feature: roll
          Scenario: a roll given after a When
            Given a unit "Squad"
            And "Squad" is battle-shocked
            And the battle-shock roll for "Squad" will be 3
            When the game advances to player A's Movement phase
            And the battle-shock roll for "Squad" will be 12
            And player A's Command phase is resolved
            Then "Squad" makes 2 battle-shock rolls
            And "Squad" is not battle-shocked
        """,
    )
    pytester.runpytest().assert_outcomes(passed=1)


def test_a_then_step_never_runs_a_given_phrase(pytester: pytest.Pytester) -> None:
    """A claim that reads like a Given must not quietly state the fact it claims."""
    pytester.makefile(
        ".feature",
        claim="""
        Feature: claim
          Scenario: a claim in a Given's words
            Given a unit "Squad"
            Then "Squad" is off the battlefield
        """,
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert "claim.feature:4: no step matches" in result.stdout.str()


@pytest.mark.parametrize(
    ("claim", "outcome"),
    [
        ('"Squad" passes its battle-shock roll with probability 72.22%', "passed"),
        ('"Squad" fails its battle-shock roll with probability 27.78%', "passed"),
        ('"Squad" passes its battle-shock roll with probability 72.2%', "failed"),
        ('"Squad" passes its battle-shock roll with probability 58.33%', "failed"),
    ],
)
def test_probabilities_are_exact_to_two_decimals(
    pytester: pytest.Pytester, claim: str, outcome: str
) -> None:
    pytester.makefile(
        ".feature",
        chance=f"""
        Feature: chance
          Scenario: the default Ld
            Given a unit "Squad"
            Then {claim}
        """,
    )
    result = pytester.runpytest()
    result.assert_outcomes(**{outcome: 1})
    if outcome == "failed":
        result.stdout.fnmatch_lines(["*passes with probability 72.22% (26/36*", "*01.06*"])


COVERED = """
Feature: coverage
  Scenario: engaged refused
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" is engaged
    Then "Squad" cannot start the "Hold" Action because it is engaged

  Scenario: free to start
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" can start the "Hold" Action
"""


@pytest.mark.slow  # xdist: -n runs start worker processes
@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_rules_coverage_counts_each_clause_both_ways(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    pytester.makefile(".feature", coverage=COVERED)
    # The serial run in-process (the same plugin code, no process to start); xdist's in one.
    run = pytester.runpytest_subprocess if workers else pytester.runpytest
    result = run("--rules-coverage", "--rules-coverage-json", "cov.json", *workers)
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(
        [
            "*rules coverage*",
            "16.01 Starting an Action: engaged unless TITANIC*1*1*",
            "rules coverage: */* clauses",
        ]
    )
    data = json.loads((pytester.path / "cov.json").read_text())
    engaged = next(row for row in data["table"] if row["clause"] == "engaged unless TITANIC")
    assert engaged["applies"] == ["coverage.feature::engaged refused"]
    assert engaged["does not apply"] == ["coverage.feature::free to start"]
    assert 0 < data["covered"] < data["clauses"]


def test_no_coverage_report_unless_asked(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", coverage=COVERED)
    result = pytester.runpytest()
    result.assert_outcomes(passed=2)
    assert "rules coverage" not in result.stdout.str()
