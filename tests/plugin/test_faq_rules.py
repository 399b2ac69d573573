"""Rules consulted (contract §16): the clauses behind the verdicts of an entry's Then steps,
never those weighed only to build the board; an earlier refusal's reasons still show."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _rules(text: str, question: str) -> list[str]:
    block = text.split(f"### {question}", 1)[1].split("\n### ", 1)[0]
    (rules,) = re.findall(r"^- Rules consulted: (.+)$", block, re.MULTILINE)
    return str(rules).split("; ")


def test_a_fall_back_question_names_the_moves_and_not_the_board(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The issue's example: an attached unit from real datasheets falls back; the answer rests
    on 09.07 and 16.01, not on how the attached unit or its profiles were built."""
    monkeypatch.setenv("CI", "true")
    pytester.makefile(
        ".feature",
        moves="""Feature: Falling back
  @faq
  Scenario: Can a unit that fell back start an Action in the opponent's turn?
    Yes, if nothing else bars it.

    Given the Action "Sabotage":
      | STARTS | your opponent's Shooting phase |
    And a unit "Intercessors" from the datasheet "Intercessor Squad" with 5 models
    And a unit "Captain" from the datasheet "Captain"
    And "Captain" is leading "Intercessors"
    And "Intercessors" has 2 models left
    And "Intercessors" is engaged
    And it is player A's Movement phase
    When "Intercessors" makes a fall-back move
    Then "Intercessors" cannot start the "Sabotage" Action, for exactly these reasons:
      | it made a fall-back move this turn |
      | the Action does not start now      |
    When the game advances to player B's Shooting phase
    Then "Intercessors" is not engaged
    And "Intercessors" can start the "Sabotage" Action
""",
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=faq.md")
    result.assert_outcomes(passed=1)
    rules = _rules((pytester.path / "faq.md").read_text(encoding="utf-8"), "Can a unit that")
    assert "09.07 Fall-back Move" in rules
    assert "16.01 Starting an Action" in rules
    built = [r for r in rules if r.startswith(("19.", "02.", "Appendix"))]
    assert built == [], f"board-building clauses listed: {built}"


def test_a_then_that_reports_an_earlier_refusal_names_its_rules(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The refusal was decided by the When step; the Then only reports it, and still shows the
    clause behind it (the first Then weighed 08.02 alone, so nothing else fills the gap)."""
    monkeypatch.setenv("CI", "true")
    pytester.makefile(
        ".feature",
        refused="""Feature: Refused
  @faq
  Scenario: Is an engaged unit refused the Action when it tries?
    Yes.

    Given the Action "Hold":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And "Squad" is engaged
    And it is player A's Shooting phase
    Then player A has 0 CP
    When "Squad" starts the "Hold" Action
    Then "Squad" cannot start the "Hold" Action because it is engaged
""",
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=faq.md")
    result.assert_outcomes(passed=1)
    rules = _rules((pytester.path / "faq.md").read_text(encoding="utf-8"), "Is an engaged")
    assert "08.02 Gain Core CP" in rules
    assert "16.01 Starting an Action" in rules


def test_a_confirmed_characteristic_question_names_its_clause(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`has OC`, `has Ld` and `has W` answered yes still cite the clause the answer rests on:
    01.07 for a battle-shocked unit's OC, 02.02 for a characteristic (they listed none)."""
    monkeypatch.setenv("CI", "true")
    pytester.makefile(
        ".feature",
        profiles="""Feature: Profiles
  @faq
  Scenario: Does a battle-shocked unit have OC -?
    Yes.

    Given a unit "Squad"
    And "Squad" is battle-shocked
    Then "Squad" has OC -

  @faq
  Scenario: Does a unit keep its W?
    Yes.

    Given a unit "Squad"
    And "Squad" has W 2
    Then "Squad" has W 2
""",
    )
    result = pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=faq.md")
    result.assert_outcomes(passed=2)
    text = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert _rules(text, "Does a battle-shocked unit have OC -?") == ["01.07 Battle-shock Rolls"]
    assert _rules(text, "Does a unit keep its W?") == ["02.02 Profiles"]
