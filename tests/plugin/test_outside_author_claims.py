"""False property claims written from the contract alone (§6, §17, 18.7, 19.9) by an outside
author: each fails with a counterexample that, run as it is, fails the same way."""

from __future__ import annotations

import re

import pytest

# slow: long searches: each claim runs Hypothesis to a counterexample, shrinks it and runs it again
pytestmark = pytest.mark.slow

HEAD = "Feature: outside author's false claims\n\n"

COUNTS_AS = """  Scenario: Counting as something never lets a battle-shocked unit start an Action
    Given any unit "Squad"
    Given any Action "Hold"
    Given "Squad" is battle-shocked
    Given any rule "Odd" for "Squad" that makes it count as something
    Then "Squad" cannot start the "Hold" Action because it is battle-shocked
"""

MODIFIED_ROLL = """  Scenario: A roll of 6 against Ld 6+ ends battle-shock whatever modifies it
    Given any unit "Squad"
    Given "Squad" belongs to player A
    Given "Squad" is on the battlefield
    Given "Squad" is battle-shocked
    Given "Squad" has Ld 6+
    Given the battle-shock roll for "Squad" will be 6
    Given it is player A's Command phase
    Given any rule "Dread" for "Squad" that modifies its battle-shock rolls
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
"""

FREE_STRATAGEM = """  Scenario: No CP cost rule makes Fire Overwatch free
    Given any rule "Off" for player A that changes the CP cost of the "Fire Overwatch" stratagem
    Then the CP cost of the "Fire Overwatch" stratagem for player A is at least 1
"""

RAISED = """  Scenario: A unit more than 2" from an enemy at any height is not engaged with it
    Given a unit "Foe" for player B
    Given "Foe" is at (30, 22)
    Given a unit "Squad"
    Given any position for "Squad" more than 2" from "Foe"
    Given any height for "Squad"
    Then "Squad" is not engaged with "Foe"
"""

NO_RULES = """  Scenario: Up to two automatic-success rules always end battle-shock
    Given a unit "Squad"
    Given "Squad" is battle-shocked
    Given the battle-shock roll for "Squad" will be 2
    Given it is player A's Command phase
    Given up to 2 rules "Brave" for "Squad" that make its battle-shock rolls succeed automatically
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
"""


def _decided(out: str) -> str:
    found = re.search(r"^decided:\s+(.*)$", out, re.MULTILINE)
    assert found, out
    return found[1]


def _fails_and_reproduces(pytester: pytest.Pytester, claim: str) -> str:
    """Run the claim: it fails; its written counterexample, run as it is in a directory of its
    own, fails with the same decision. Returns the counterexample's text."""
    pytester.makefile(".feature", claim=HEAD + claim)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    first = _decided(result.stdout.str())
    (written,) = (pytester.path / ".ruleslawyer" / "counterexamples").rglob("*.feature")
    text = written.read_text(encoding="utf-8")
    steps = [line for line in text.splitlines() if re.match(r"\s*(Given|And|When|Then) ", line)]
    assert steps and not any(re.search(r"\b(any|up to)\b", line) for line in steps), text
    again = pytester.mkdir("again") / "counterexample.feature"
    again.write_text(text, encoding="utf-8")
    rerun = pytester.runpytest("-p", "no:cacheprovider", str(again))
    rerun.assert_outcomes(failed=1)
    assert _decided(rerun.stdout.str()) == first
    return text


def test_counting_as_not_battle_shocked_lifts_the_battle_shock_reason(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    # One effect among the many `count as` sentences falsifies the claim: a random search
    # missed it about one run in eight, so the run is derandomised as CI runs are (§6).
    monkeypatch.setenv("CI", "true")
    text = _fails_and_reproduces(pytester, COUNTS_AS)  # 18.3 item 6
    assert "makes it count as not battle-shocked" in text


def test_a_negative_battle_shock_modifier_fails_a_roll_equal_to_ld(
    pytester: pytest.Pytester,
) -> None:
    text = _fails_and_reproduces(pytester, MODIFIED_ROLL)  # 01.06, 18.3 item 4
    assert re.search(r"subtracts \d from its battle-shock rolls", text)


def test_a_cp_cost_rule_can_make_a_stratagem_free(pytester: pytest.Pytester) -> None:
    text = _fails_and_reproduces(pytester, FREE_STRATAGEM)  # 15.01, 18.3 item 8
    assert "Off" in text


def test_a_raised_unit_more_than_2_inches_away_can_be_engaged(pytester: pytest.Pytester) -> None:
    # 19.4: distances are three-dimensional, engagement range is 2" horizontally and 5"
    # vertically (03.04): a model raised above the enemy is more than 2" from it yet engaged.
    text = _fails_and_reproduces(pytester, RAISED)
    heights = re.findall(r"\| Squad \| \d+ \| \S+ \| \S+ \| (\S+) \|", text)
    assert heights and all(h != "0" for h in heights)


def test_up_to_n_rules_draws_none_too(pytester: pytest.Pytester) -> None:
    text = _fails_and_reproduces(pytester, NO_RULES)  # 18.7: 0 to n rules
    assert "Brave" not in text
