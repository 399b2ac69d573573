"""The FAQ summary (docs/language.md#faq-entries and docs/language.md#property-scenarios):
verdicts, file and line order serially and under xdist,
undecided entries for input errors, and a summary that stays short unless asked."""

from __future__ import annotations

import re

import pytest

from ruleslawyer.properties import search
from ruleslawyer.scenario.errors import PropertyUndecided, ScenarioInputError

# Entries at lines 3, 9 and 14 of b.feature and 3 of a.feature: sorted as "path:line" strings,
# "b.feature:14" would come before "b.feature:3".
B_FEATURE = """Feature: b
  @faq
  Scenario: b3 can an engaged unit start?
    Given a unit "Squad"
    And "Squad" is engaged
    Then "Squad" is not battle-shocked

  @faq
  Scenario: b9 is a fresh unit battle-shocked?
    Given a unit "Squad"
    Then "Squad" is battle-shocked

  @faq
  Scenario: b14 a name never set up
    Given a unit "Squad"
    Then "Ghost" is not battle-shocked

  Scenario: not an FAQ entry
    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""
A_FEATURE = """Feature: a
  @faq
  Scenario: a3 is a fresh unit battle-shocked?
    No, it is not.

    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""
ENTRY = re.compile(r"^(confirmed|contradicted|undecided) +(.+?)  \((.+:\d+)\)$")


def entries(result: pytest.RunResult) -> list[tuple[str, str, str]]:
    """(verdict, question, location) of each entry listed in the FAQ summary, in order."""
    lines = result.outlines
    (start,) = [i for i, line in enumerate(lines) if re.fullmatch(r"=+ FAQ checks =+", line)]
    found = []
    for line in lines[start + 1 :]:
        if line.startswith("FAQ: "):
            break
        if m := ENTRY.match(line):
            found.append((m[1], m[2], m[3]))
    return found


def totals(result: pytest.RunResult) -> str:
    (line,) = [line for line in result.outlines if line.startswith("FAQ: ")]
    return line


ALL = [
    ("confirmed", "a3 is a fresh unit battle-shocked?", "a.feature:3"),
    ("confirmed", "b3 can an engaged unit start?", "b.feature:3"),
    ("contradicted", "b9 is a fresh unit battle-shocked?", "b.feature:9"),
    ("undecided", "b14 a name never set up", "b.feature:14"),
]


@pytest.mark.slow  # xdist: -n runs start worker processes
@pytest.mark.parametrize("workers", [[], ["-n", "2"]], ids=["serial", "xdist"])
def test_every_entry_in_file_and_line_order_with_v(
    pytester: pytest.Pytester, workers: list[str]
) -> None:
    pytester.makefile(".feature", b=B_FEATURE, a=A_FEATURE)
    # The serial run in-process (the same plugin code, no process to start); xdist's in one.
    run = pytester.runpytest_subprocess if workers else pytester.runpytest
    result = run("-p", "no:cacheprovider", "-v", *workers)
    result.assert_outcomes(passed=3, failed=2)
    assert entries(result) == ALL
    assert totals(result) == "FAQ: 4 entries: 2 confirmed, 1 contradicted, 1 undecided."


def test_by_default_the_summary_lists_only_what_needs_a_look(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", b=B_FEATURE, a=A_FEATURE)
    result = pytester.runpytest()
    assert entries(result) == [e for e in ALL if e[0] != "confirmed"]
    text = "\n".join(result.outlines)
    # the contradicted entry shows its scenario, the undecided one its error
    assert '    Then "Squad" is battle-shocked' in text
    assert re.search(r"^    b\.feature:16: .*Ghost", text, re.MULTILINE), text


def test_the_ini_option_lists_every_entry(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nruleslawyer_faq_full_summary = true\n")
    pytester.makefile(".feature", b=B_FEATURE, a=A_FEATURE)
    assert entries(pytester.runpytest()) == ALL


def test_a_concrete_input_error_is_undecided_never_contradicted(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", b=B_FEATURE)
    result = pytester.runpytest("-k", "b14")
    assert entries(result) == [ALL[3]]
    assert totals(result) == "FAQ: 1 entry: 0 confirmed, 0 contradicted, 1 undecided."


PROPERTY_FAQ = """Feature: p
  @faq
  Scenario: Does every unit take a battle-shock roll?
    Yes.

    Given any unit "Squad"
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
"""


def test_a_property_that_stops_on_an_input_error_is_undecided_with_the_error(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    def undecided(*args: object, **kwargs: object) -> None:
        raise PropertyUndecided(
            ScenarioInputError(
                "p.feature", 9, "no battle-shock roll is stated for this unit", word="Squad"
            )
        )

    monkeypatch.setattr(search, "run_property", undecided)
    pytester.makefile(".feature", p=PROPERTY_FAQ)
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert entries(result) == [
        ("undecided", "Does every unit take a battle-shock roll?", "p.feature:3")
    ]
    text = result.stdout.str()
    assert "p.feature:9: no battle-shock roll is stated for this unit" in text
    assert "offending word: Squad" in text
    assert "counterexample" not in text
    assert "Traceback" not in text and "contradicted" not in text.replace("0 contradicted", "")
