"""Contract 18.6: a verdict that a declared rule changed names it, whatever the verdict (not
only a CP cost): the failure report (with -v, also the rules that changed nothing) and the FAQ
document's rules consulted give its name, source, effect, what it did, duration, file and line."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, LineOf

CONTROL = """Feature: Control
  Background:
    Given the ruin is an objective
    And it is player A's Movement phase
    And a unit "Squad" for player A
    And "Squad" is within the ruin
    And a unit "Boyz" for player B
    And "Boyz" is within the ruin
    And player B has a rule "Waaagh" that adds 1 to its battle-shock rolls
"""


def test_a_failed_control_verdict_names_the_rule_that_changed_it(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = pytester.makefile(
        ".feature",
        control=CONTROL
        + """
  Scenario: an ability breaks the tie
    Given "Squad" has an ability "Objective Secured" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    line = line_of(path, 'has an ability "Objective Secured"')
    assert (
        'changed by: "Objective Secured" (ability of "Squad"): adds 1 to its OC '
        f'(control.feature:{line}); OC of "Squad" 2 -> 3; without it: the claim holds'
    ) in out
    assert "changed nothing" not in out  # "Waaagh" changed nothing: listed with -v only


def test_with_v_the_rules_in_force_that_changed_nothing_are_listed(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(
        ".feature",
        control=CONTROL
        + """
  Scenario: an ability breaks the tie
    Given "Squad" has an ability "Objective Secured" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then no player controls the ruin
""",
    )
    out = pytester.runpytest("-v").stdout.str()
    assert 'in force, changed nothing: "Waaagh" (rule of player B)' in out


def test_a_lifted_bar_and_a_duration_are_named(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        actions="""Feature: Actions
  Scenario: a lift is reported with its duration
    Given the Action "Hold":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" is battle-shocked
    And it is player A's Shooting phase
    And player A has a rule "Grit":
      | EFFECT   | lets it start Actions even though it is battle-shocked |
      | DURATION | until the end of the turn                              |
    Then "Squad" cannot start the "Hold" Action
""",
    )
    out = pytester.runpytest().stdout.str()
    assert re.search(
        r'changed by: "Grit" \(rule of player A\): lets it start Actions even though it is '
        r"battle-shocked, until the end of the turn \(actions.feature:8\); without it: "
        r"the claim holds",
        out,
    ), out


def test_no_declared_rule_changed_a_failed_verdict(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        control=CONTROL
        + """
  Scenario: nothing breaks the tie
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
""",
    )
    out = pytester.runpytest().stdout.str()
    assert "changed by: no rule (without each, the same verdict)" in out


def test_a_failed_changed_that_verdict_names_the_rules_that_changed_the_question(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    """The report of a failed `changed that verdict` is about the question above it, not a
    replay of that step without the rule it names (which named no rule then)."""
    pytester.makefile(
        ".feature",
        shock="""Feature: Shock
  Scenario: the enemy's modifier changed nothing; the unit's own did
    Given the units:
      | unit  | player | keywords | starting strength | models |
      | Squad | A      | INFANTRY | 10                | 4      |
    And "Squad" has an ability "Stoic" that adds 1 to its leadership rolls
    And player B has a rule "Terror":
      | TARGET | each enemy unit                         |
      | EFFECT | subtracts 2 from its battle-shock rolls |
    And it is player A's Command phase
    And the battle-shock roll for "Squad" will be 7
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And "Terror" changed that verdict
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert 'changed by: "Stoic" (ability of "Squad")' in out
    assert "without it: decided battle-shocked" in out
    assert 'no rule "Terror" was declared' not in out


def test_the_faq_rules_consulted_name_a_rule_that_changed_a_verdict(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")
    pytester.makefile(
        ".feature",
        control=CONTROL.replace("Feature: Control", "Feature: Control")
        + """
  @faq
  Scenario: Does an ability that adds to OC break a tie?
    Yes.

    Given "Squad" has an ability "Objective Secured" that adds 1 to its OC
    When the game advances to the end of player A's Movement phase
    Then player A controls the ruin
""",
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=faq.md")
    result.assert_outcomes(passed=1)
    text = (pytester.path / "faq.md").read_text(encoding="utf-8")
    (rules,) = re.findall(r"^- Rules consulted: (.+)$", text, re.MULTILINE)
    assert '02.02 "Objective Secured" (ability of "Squad"): adds 1 to its OC' in rules
    # 18.6: what it did there, as the failure report says it
    assert re.search(r'adds 1 to its OC \(control\.feature:\d+\); OC of "Squad" 2 -\\> 3; ', rules)
    assert "Waaagh" not in rules  # in force, but it changed no verdict


def test_an_unnamed_rule_of_another_section_is_reported_as_a_rule_stated(
    pytester: pytest.Pytester, line_of: LineOf
) -> None:
    """18.1: the "a rule" Givens declare unnamed rules, reported as "a rule (stated)"."""
    path = pytester.makefile(
        ".feature",
        shock="""Feature: Battle-shock
  Scenario: a stated modifier turns a fail into a pass
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase
    And a rule modifies battle-shock rolls for "Squad" by +1
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
""",
    )
    out = pytester.runpytest().stdout.str()
    line = line_of(path, "a rule modifies battle-shock rolls")
    assert (
        'changed by: a rule (stated): "a rule modifies battle-shock rolls for "Squad" by +1" '
        f'(shock.feature:{line}); battle-shock rolls of "Squad" +0 -> +1, battle-shock roll of '
        '"Squad" 5 -> 6; without it: the claim holds'
    ) in out


def test_no_rule_changed_that_verdict_weighs_the_stated_rules(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        shock="""Feature: Battle-shock
  Scenario: the stated modifier changed it
    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And it is player A's Command phase
    And a rule modifies battle-shock rolls for "Squad" by +1
    And the battle-shock roll for "Squad" will be 5
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
    And no rule changed that verdict
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert "decided changed by a rule (stated)" in result.stdout.str()


def test_coverage_counts_each_kind_of_18_2_both_ways(pytester: pytest.Pytester) -> None:
    """18.6: --ruleslawyer-coverage counts each kind of 18.2 as a clause, both ways: in force
    when a question read it, or recorded and not in force then."""
    pytester.makefile(
        ".feature",
        oc="""Feature: OC
  Scenario: a condition that holds, then does not
    Given a unit "Squad"
    And "Squad" is within the ruin
    And "Squad" has an ability "Hold":
      | CONDITION | it is within the ruin |
      | EFFECT    | adds 1 to its OC      |
    Then "Squad" has OC 3
    When "Squad" makes a normal move that ends outside the ruin
    Then "Squad" has OC 2
""",
    )
    result = pytester.runpytest("--ruleslawyer-coverage")
    result.assert_outcomes(passed=1)
    row = re.search(
        r"^18 Rules that change rules: characteristic\s+(\d+)\s+(\d+)\s*$",
        result.stdout.str(),
        re.MULTILINE,
    )
    assert row is not None and int(row[1]) > 0 and int(row[2]) > 0


def test_a_stratagem_used_in_the_scenario_is_named_with_its_user(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    # 18.6: a verdict a stratagem's effect changed names it, its source `"<stratagem>" used by
    # player <P>`, and the file and line of its use (before: "changed by" left it out).
    path = pytester.makefile(
        ".feature",
        smoke="""Feature: Smoke
  Scenario: the cover is the stratagem's
    Given a unit "Smokers" for player A
    And "Smokers" has the keyword SMOKE
    And player A has 1 CP
    And it is player B's Shooting phase in battle round 2
    When player A uses the "Smokescreen" stratagem on "Smokers"
    Then "Smokers" does not have the benefit of cover
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert_clean(result)
    line = line_of(path, 'uses the "Smokescreen" stratagem')
    assert (
        'changed by: "Smokescreen" ("Smokescreen" used by player A): the unit has the benefit '
        f"of cover (15.10) (smoke.feature:{line}); without it: the claim holds"
    ) in result.stdout.str()


def test_a_roll_a_rule_modified_is_reported_as_rolled_with_and_without_it(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    # 18.6 ("battle-shock roll 7 -> 6"): what the rule did to the roll itself, not only to its
    # modifier (before: "battle-shock rolls +0 -> -1" alone).
    pytester.makefile(
        ".feature",
        dread="""Feature: Dread
  Scenario: the roll fails by the rule
    Given a unit "Squad" for player A
    And "Squad" is battle-shocked
    And "Squad" has Ld 7+
    And player B has a rule "Dread":
      | TARGET | each enemy unit                         |
      | EFFECT | subtracts 1 from its battle-shock rolls |
    And the battle-shock roll for "Squad" will be 7
    And it is battle round 2
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert_clean(result)
    assert 'battle-shock roll of "Squad" 7 -> 6; without it: the claim holds' in (
        result.stdout.str()
    )
