"""docs/ci.md's table of exit codes, checked against runs: a file that cannot be read as
scenarios (a duplicate name, a Gherkin syntax error) gives 1, as a failing scenario does."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

CI_DOC = Path(__file__).parents[2] / "docs" / "ci.md"

DUPLICATE = """
Feature: Duplicates

  Scenario: same
    Given a unit "Squad"
    Then "Squad" is not engaged

  Scenario: same
    Given a unit "Squad"
    Then "Squad" is not engaged
"""

SYNTAX = """
Feature: Syntax

  Scenario: a table row left open
    Given a unit "Squad"
    | a | b
    Then "Squad" is not engaged
  Blah blah
"""


def _documented() -> dict[int, str]:
    """The rows of the exit code table: code -> meaning."""
    text = CI_DOC.read_text(encoding="utf-8")
    table = text.split("## Exit codes", 1)[1]
    return {int(m[1]): m[2] for m in re.finditer(r"^\| (\d) \| (.*) \|$", table, re.MULTILINE)}


@pytest.mark.parametrize(
    ("text", "said"), [(DUPLICATE, "same name"), (SYNTAX, "Gherkin syntax error")]
)
def test_a_file_that_cannot_be_read_gives_the_documented_code(
    pytester: pytest.Pytester, text: str, said: str
) -> None:
    pytester.makefile(".feature", bad=text)
    result = pytester.runpytest("-p", "no:randomly")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    documented = _documented()
    assert said in documented[int(result.ret)]
    assert all(said not in meaning for code, meaning in documented.items() if code != result.ret)


def test_a_bad_option_value_and_no_scenarios_give_the_documented_codes(
    pytester: pytest.Pytester,
) -> None:
    documented = _documented()
    pytester.makefile(".feature", ok=DUPLICATE.replace("same", "other", 1))
    usage = pytester.runpytest("--ruleslawyer-max-examples", "0")
    assert usage.ret == pytest.ExitCode.USAGE_ERROR
    assert "--ruleslawyer-max-examples 0" in documented[int(usage.ret)]
    pytester.mkdir("empty")
    none = pytester.runpytest("empty")
    assert none.ret == pytest.ExitCode.NO_TESTS_COLLECTED
    assert "no scenarios were collected" in documented[int(none.ret)]
