"""Removals to regain coherency in a property scenario (contract §19.5, §19.9; 03.03): a
formation drawn out of coherency loses models at the end of the turn, which models being drawn
as a roll the scenario does not state is; a claim those removals refute gives a counterexample
that states them and fails the same way when run; a claim about a removed model is answered,
not an input error; a proof names the removals among its bounds."""

from __future__ import annotations

from pathlib import Path

import pytest

BOARD = """Feature: coherency draws
  Background:
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 50 | 40 |
"""

FORMATION = (
    BOARD
    + """
  Scenario: A drawn formation keeps its models at the end of the turn
    Given it is player A's Shooting phase
    And any position for "Squad" more than 12" from "Boyz"
    And any formation for "Squad"
    {grid}When the game advances to the end of the turn
    Then "Squad" has 2 models left
"""
)

WHICH = (
    BOARD
    + """
  Scenario: Model 1 stays
    Given it is player A's Shooting phase
    And a unit "Grots" for player B
    And any position for "Grots" within 2" of a battlefield edge
    And positions are drawn on a 1" grid
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 20 | 10 |
    When the game advances to the end of the turn
    Then model 1 of "Squad" is at (10, 10)
"""
)

PROVEN = (
    BOARD
    + """
  Scenario: Back in coherency
    Given it is player A's Shooting phase
    And any position for "Squad" within 2" of a battlefield edge
    And any formation for "Squad"
    And positions are drawn on a 3" grid
    When the game advances to the end of the turn
    Then "Squad" is in coherency
"""
)


def _counterexample(pytester: pytest.Pytester) -> Path:
    (written,) = (pytester.path / ".ruleslawyer" / "counterexamples").rglob("*.feature")
    return written


def _rerun(pytester: pytest.Pytester, written: Path) -> pytest.RunResult:
    again = pytester.mkdir("again")
    target = again / "counterexample.feature"
    target.write_text(written.read_text(encoding="utf-8"), encoding="utf-8")
    return pytester.runpytest("-p", "no:cacheprovider", str(target))


@pytest.mark.parametrize(
    ("budget", "grid"), [("0", ""), ("1000", 'And positions are drawn on a 3" grid\n    ')]
)
def test_a_claim_a_removal_refutes_has_a_counterexample_that_states_the_removal(
    pytester: pytest.Pytester, budget: str, grid: str
) -> None:
    pytester.makefile(".feature", claim=FORMATION.format(grid=grid))
    result = pytester.runpytest(
        "-p", "no:cacheprovider", f"--ruleslawyer-exhaustive-budget={budget}"
    )
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "decided:  it has 1 model left" in out
    assert "out of coherency" not in out  # drawn, not an input error
    text = _counterexample(pytester).read_text(encoding="utf-8")
    assert "any formation" not in text and "any position" not in text
    assert 'of "Squad" will be removed to regain coherency' in text
    # The removal comes after every Given the scenario wrote, before its first When.
    lines = [line.strip() for line in text.splitlines()]
    removal = next(i for i, line in enumerate(lines) if "will be removed" in line)
    when = next(i for i, line in enumerate(lines) if line.startswith("When "))
    assert removal == when - 1
    again = _rerun(pytester, _counterexample(pytester))
    again.assert_outcomes(failed=1)
    assert 'expected "Squad" has 2 models left' in again.stdout.str()


# An in-process property run of several seconds: the walk gives up on the Grots' 1" grid, and
# its counterexample's reason (a removal) is one the claim does not name, so a second search
# looks for one failing for the claim's own reason and runs every example.
@pytest.mark.slow
def test_a_claim_about_which_model_is_removed_is_checked_and_refuted(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", which=WHICH)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert (
        "decided:  it is not on the battlefield: removed to regain coherency at the end of "
        "player A's turn (03.03)" in out
    )
    text = _counterexample(pytester).read_text(encoding="utf-8")
    assert 'model 1 of "Squad" will be removed to regain coherency' in text
    again = _rerun(pytester, _counterexample(pytester))
    again.assert_outcomes(failed=1)
    assert "removed to regain coherency" in again.stdout.str()


def test_a_proof_names_the_drawn_removals_among_its_bounds(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", proven=PROVEN)
    result = pytester.runpytest("-p", "no:cacheprovider", "-v")
    result.assert_outcomes(passed=1)
    out = result.stdout.str()
    assert 'proven for gaps on a 3" grid' in out
    assert 'every choice of the models "Squad" removes to regain coherency' in out


def test_a_concrete_scenario_still_states_its_removals(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        concrete=BOARD
        + """
  Scenario: Unstated
    Given it is player A's Shooting phase
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 20 | 10 |
    When the game advances to the end of the turn
    Then "Squad" has 1 model left
""",
    )
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "concrete.feature:" in out
    assert "will be removed to regain coherency" in out
    assert "Traceback" not in out
