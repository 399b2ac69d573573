"""The proven verdict (contract §17) through pytest: the terminal summary, the FAQ document and
its JSON state it with its bounds; a budget of 0, or one too small, leaves the entry confirmed."""

from __future__ import annotations

import json

import pytest

PROVEN_FAQ = """Feature: p
  @faq
  Scenario: Do other rules resolve before mission rules at the end of a battle round?
    Yes, wherever the game stands now.

    Given any moment
    And a mission rule "Round Score" that triggers at the end of the battle round
    And player A has a rule "Round Tidy" that triggers at the end of the battle round
    When the game advances to the end of the battle round
    Then the rules resolve in this order:
      | Round Tidy  |
      | Round Score |
"""


def _entry(pytester: pytest.Pytester, *args: str) -> tuple[dict[str, object], str]:
    pytester.makefile(".feature", p=PROVEN_FAQ)
    result = pytester.runpytest("-v", "--ruleslawyer-faq-report=faq.md", *args)
    result.assert_outcomes(passed=1)
    document = json.loads((pytester.path / "faq.json").read_text(encoding="utf-8"))
    (entry,) = document["entries"]
    return entry, result.stdout.str()


def test_a_proven_entry_in_the_summary_the_document_and_the_json(
    pytester: pytest.Pytester,
) -> None:
    entry, out = _entry(pytester)
    assert entry["verdict"] == "proven"
    bounds = str(entry["bounds"])
    assert "every moment of both players of battle rounds 1-5" in bounds
    assert "FAQ: 1 entry: 1 proven, 0 confirmed, 0 contradicted, 0 undecided." in out
    assert "proven       Do other rules resolve" in out
    assert bounds in out  # -v: the bounds under the entry
    assert "Properties: 1 scenario proven in every case within their bounds" in out
    markdown = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert "**Verdict: proven**" in markdown
    assert f"Checked in every case: {bounds}" in markdown
    assert "- proven:" not in markdown  # a proven entry needs no reader's eye


@pytest.mark.parametrize("budget", ["0", "5"])
def test_without_the_budget_for_every_case_the_entry_is_confirmed(
    pytester: pytest.Pytester, budget: str
) -> None:
    entry, out = _entry(pytester, f"--ruleslawyer-exhaustive-budget={budget}")
    assert entry["verdict"] == "confirmed"
    assert entry["bounds"] is None
    assert "FAQ: 1 entry: 1 confirmed, 0 contradicted, 0 undecided." in out


def test_a_proven_property_outside_the_faq_is_counted(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", p=PROVEN_FAQ.replace("  @faq\n", ""))
    result = pytester.runpytest()
    result.assert_outcomes(passed=1)
    out = result.stdout.str()
    assert "Properties: 1 scenario proven in every case within their bounds (-v lists them)" in out
    assert "FAQ checks" not in out


def test_the_ini_budget_and_a_bad_value(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nruleslawyer_exhaustive_budget = 0\n")
    entry, _ = _entry(pytester)
    assert entry["verdict"] == "confirmed"
    result = pytester.runpytest("--ruleslawyer-exhaustive-budget=-1")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "--ruleslawyer-exhaustive-budget must be 0 (off) or more, not -1" in result.stderr.str()


# A claim whose cases pass the budget: confirmed, and each place that shows a verdict says why
# it is not proven, in one line (issue 43): the cases it needs against the budget.
def test_why_an_entry_is_not_proven_in_the_summary_the_document_and_the_json(
    pytester: pytest.Pytester,
) -> None:
    entry, out = _entry(pytester, "--ruleslawyer-exhaustive-budget=5")
    why = str(entry["not_proven"])
    assert why.startswith("about ") and why.endswith(" cases needed, budget 5"), why
    assert int(why.split()[1].replace(",", "")) > 5
    assert f"    not proven: {why}" in out  # -v: under the entry, and in the properties' list
    assert "= not proven property scenarios =" in out.replace("=" * 2, "=")
    assert "Properties: 0 scenarios proven in every case within their bounds, 1 passed " in out
    markdown = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert f"Not proven in every case: {why}" in markdown
    html = pytester.runpytest(
        "--ruleslawyer-exhaustive-budget=5", "--ruleslawyer-faq-report=f.html"
    )
    html.assert_outcomes(passed=1)
    page = (pytester.path / "f.html").read_text(encoding="utf-8")
    assert f"<li>Not proven in every case: {why}</li>" in page


def test_a_proven_entry_and_a_budget_of_0_say_nothing_of_not_proven(
    pytester: pytest.Pytester,
) -> None:
    entry, out = _entry(pytester)
    assert entry["not_proven"] is None
    assert "not proven" not in out.lower()
    entry, out = _entry(pytester, "--ruleslawyer-exhaustive-budget=0")
    assert entry["not_proven"] is None  # the run turned the walk off: no line per entry
    assert "not proven" not in out.lower()


def test_a_counterexample_hypothesis_found_says_why_the_walk_did_not(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", p=SHOCKED)
    result = pytester.runpytest("--ruleslawyer-exhaustive-budget=1")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert "Hypothesis found a situation where the claim does not hold." in out
    assert "The exhaustive walk ran first: not proven: " in out
    assert " cases needed, budget 1." in out
    walked = pytester.runpytest()  # the walk's own counterexample needs no such line
    walked.assert_outcomes(failed=1)
    assert "The exhaustive search, going through the cases" in walked.stdout.str()
    assert "The exhaustive walk ran first" not in walked.stdout.str()


SHOCKED = """Feature: p
  Scenario: No unit is battle-shocked
    Given it is player A's Shooting phase
    And any unit "Squad"
    Then "Squad" is not battle-shocked
"""
