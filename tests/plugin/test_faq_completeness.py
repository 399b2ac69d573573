"""The FAQ document is complete only when every selected @faq scenario sent its verdict back,
counted, not trusted to the exit status (issue 42 item 4); the file compared with goes through
the one reader of input files (items 2 and 3); and compare says what else differs between the
two runs and prints its changes in the terminal (issue 41 item 8)."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.conftest import CleanCheck, Output

THREE = """Feature: Three answers

  @faq
  Scenario: Is a fresh unit battle-shocked?
    No.

    Given a unit "Squad"
    Then "Squad" is not battle-shocked

  @faq
  Scenario: Is a fresh unit engaged?
    No.

    Given a unit "Squad"
    Then "Squad" is not engaged

  @faq
  Scenario: Is an unengaged unit engaged?
    No, in every case.

    Given any unit "Squad"
    And "Squad" is not engaged
    Then "Squad" is not engaged
"""


@pytest.fixture(autouse=True)
def _ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _json(pytester: pytest.Pytester, name: str = "faq.json") -> dict[str, object]:
    found = json.loads((pytester.path / name).read_text(encoding="utf-8"))
    assert isinstance(found, dict)
    return found


# A scenario pytest never runs nor reports, and the run still exits 0: what a lost Ctrl-C or a
# lost report looks like from the controller.
LOSE_ONE = """
import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_protocol(item, nextitem):
    if "Is a fresh unit engaged?" in item.name:
        return True
"""


def test_a_selected_entry_that_never_reported_marks_the_document_partial(
    pytester: pytest.Pytester, output: Output
) -> None:
    pytester.makefile(".feature", three=THREE)
    pytester.makeconftest(LOSE_ONE)
    result = pytester.runpytest("--ruleslawyer-faq-report=faq.md")
    result.assert_outcomes(passed=2)
    assert result.ret == pytest.ExitCode.OK  # the exit status says nothing is wrong
    found = _json(pytester)
    assert found["complete"] is False
    why = str(found["incomplete"])
    assert why.startswith("1 of 3 selected @faq scenarios sent no verdict")
    assert "Is a fresh unit engaged?" in why
    text = output(result)
    assert "FAQ: incomplete: 1 of 3 selected @faq scenarios sent no verdict" in text
    assert "FAQ document written to faq.md (incomplete: 1 of 3" in text
    page = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert page.startswith("# Rules FAQ\n\n> **Incomplete: 1 of 3 selected")


def test_deselected_entries_are_not_missing(pytester: pytest.Pytester, output: Output) -> None:
    pytester.makefile(".feature", three=THREE)
    result = pytester.runpytest("--ruleslawyer-faq-report=faq.md", "-k", "battle")
    result.assert_outcomes(passed=1)
    assert _json(pytester)["complete"] is True
    assert "incomplete" not in output(result)


CRASH_A_WORKER = """
import os


def pytest_runtest_call(item):
    if "Is a fresh unit engaged?" in item.name and os.environ.get("PYTEST_XDIST_WORKER"):
        os._exit(1)
"""


@pytest.mark.slow  # xdist
def test_a_crashed_worker_marks_the_document_partial_under_xdist(
    pytester: pytest.Pytester, output: Output
) -> None:
    pytester.makefile(".feature", three=THREE)
    pytester.makeconftest(CRASH_A_WORKER)
    # One worker: xdist starts another in place of the crashed one, so verdicts still reach the
    # controller from two workers, and a second worker from the start would be a process more.
    result = pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-n", "1", "--ruleslawyer-faq-report=faq.json"
    )
    found = _json(pytester)
    assert found["complete"] is False
    why = str(found["incomplete"])
    assert why.startswith("1 of 3 selected @faq scenarios sent no verdict"), why
    assert "crashed" in why
    text = output(result)
    assert "FAQ: incomplete: 1 of 3 selected @faq scenarios sent no verdict" in text
    header = found["header"]
    assert isinstance(header, dict)
    assert sum(header["counts"].values()) == 2


@pytest.mark.slow  # xdist
def test_a_complete_run_under_xdist_is_complete(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", three=THREE)
    pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "-n", "2", "--ruleslawyer-faq-report=faq.json"
    ).assert_outcomes(passed=3)
    assert _json(pytester)["complete"] is True


# -- the file compared with ------------------------------------------------------------------------
def _special(path: Path, kind: str) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "zero":
        path.symlink_to("/dev/zero")
    elif kind == "huge":
        with path.open("wb") as handle:
            handle.truncate(40 * 1024 * 1024)
    elif kind == "deep":
        path.write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    elif kind == "deep object":
        path.write_text('{"a":' * 50_000 + "1" + "}" * 50_000, encoding="utf-8")
    elif kind == "surrogate":
        entry = '{"id": "a", "question": "\\ud800", "verdict": "confirmed", "rules": []}'
        path.write_text(
            '{"format": "ruleslawyer-faq", "entries": [' + entry + "]}", encoding="utf-8"
        )
    elif kind == "folder":
        path.mkdir()


@pytest.mark.parametrize(
    ("kind", "said"),
    [
        ("fifo", "not a regular file (it is a named pipe)"),
        ("zero", "not a regular file (it is a character device)"),
        ("huge", "is larger than"),
        ("deep", "nested too deeply"),
        ("deep object", "nested too deeply"),
        ("surrogate", "a lone surrogate escape"),
        ("folder", "not a regular file (it is a folder)"),
    ],
)
def test_a_compare_file_that_is_no_document_is_a_usage_error_at_once(
    pytester: pytest.Pytester, kind: str, said: str, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".feature", three=THREE)
    _special(pytester.path / "old.json", kind)
    result = pytester.runpytest(
        "--ruleslawyer-faq-report=faq.md", "--ruleslawyer-faq-compare=old.json"
    )
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    text = output(result)
    assert "--ruleslawyer-faq-compare: old.json: " in text and said in text
    assert_clean(result)
    assert not (pytester.path / "faq.md").exists()


def test_compare_says_the_budgets_differ_and_prints_its_changes(
    pytester: pytest.Pytester, output: Output
) -> None:
    """proven -> confirmed caused by a smaller budget is explained, in the document and in the
    terminal."""
    pytester.makefile(".feature", three=THREE)
    pytester.runpytest("--ruleslawyer-faq-report=old.md").assert_outcomes(passed=3)
    old = _json(pytester, "old.json")
    assert old["header"]["exhaustive_budget"] > 0  # type: ignore[index]
    budget = old["header"]["exhaustive_budget"]  # type: ignore[index]
    result = pytester.runpytest(
        "--ruleslawyer-faq-report=new.md",
        "--ruleslawyer-faq-compare=old.json",
        "--ruleslawyer-exhaustive-budget=0",
    )
    result.assert_outcomes(passed=3)
    new = _json(pytester, "new.json")
    assert new["run_differences"] == [f"exhaustive budget {budget} there, 0 here"]
    changes = new["changes"]
    assert isinstance(changes, list) and len(changes) == 1
    (change,) = changes
    assert (change["old_verdict"], change["new_verdict"]) == ("proven", "confirmed")
    assert "exhaustive budgets differ" in change["note"]
    text = output(result)
    assert (
        "FAQ changes since the compared FAQ (ruleslawyer 0.1.0, 3 entries, exhaustive budget "
        f"{budget})" in text
    )
    assert f"The two runs differ: exhaustive budget {budget} there, 0 here." in text
    assert "- Is an unengaged unit engaged?: proven → confirmed (the exhaustive budgets" in text
    assert "FAQ changes: 1 changed, 0 added, 0 removed" in text
    page = (pytester.path / "new.md").read_text(encoding="utf-8")
    assert f"The two runs differ: exhaustive budget {budget} there, 0 here." in page


def test_compare_names_a_rules_or_data_version_that_differs(
    pytester: pytest.Pytester, output: Output
) -> None:
    pytester.makefile(".feature", three=THREE)
    pytester.runpytest("--ruleslawyer-faq-report=old.md").assert_outcomes(passed=3)
    old = _json(pytester, "old.json")
    header = old["header"]
    assert isinstance(header, dict)
    header["rules_core"] = "ruleslawyer 0.0.9"
    header["datasheet_data"] = ["wh40kdc 1.0.0"]
    (pytester.path / "old.json").write_text(json.dumps(old), encoding="utf-8")
    result = pytester.runpytest(
        "--ruleslawyer-faq-report=new.md", "--ruleslawyer-faq-compare=old.json"
    )
    result.assert_outcomes(passed=3)
    assert _json(pytester, "new.json")["run_differences"] == [
        "rules core ruleslawyer 0.0.9 there, ruleslawyer 0.1.0 here",
        "datasheet data wh40kdc 1.0.0 there, none here",
    ]
    assert "FAQ changes: none" in output(result)
