"""Every output the plugin writes is checked when its option is read (issue 42 item 1, issue 41
item 9): a path no file can be written to is a usage error naming it before any test runs, never
a traceback after every test passed; and a write the disk still refuses at the end is one line.
"""

from __future__ import annotations

import json

import pytest

from ruleslawyer.scenario.files import shown
from tests.conftest import CleanCheck, Output

ONE = """Feature: One answer

  @faq
  Scenario: Is a fresh unit battle-shocked?
    No: nothing has
    made it take a test.

    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""


@pytest.fixture(autouse=True)
def _ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


@pytest.mark.parametrize(
    ("given", "said"),
    [
        ("folder", "it is a folder"),
        ("folder/", "it names a folder, not a file"),
        ("afile/faq.md", "which is a file, not a folder"),
        ("afile/deeper/faq.md", "which is a file, not a folder"),
        ("", "no file name was given"),
        (".", "it names a folder, not a file"),
        ("/proc/faq.md", "cannot write in the folder /proc"),
        ("faq.pdf", ".pdf is not a format of the FAQ document"),
        ("faq", "the path has no extension"),
        ("out/faq\0.md", "NUL byte"),
        ("json/faq.md", "its JSON goes to json/faq.json, but it is a folder"),
    ],
)
def test_a_report_path_no_file_can_be_written_to_is_a_usage_error_before_any_test(
    pytester: pytest.Pytester, given: str, said: str, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".feature", one=ONE)
    (pytester.path / "folder").mkdir()
    (pytester.path / "json" / "faq.json").mkdir(parents=True)
    (pytester.path / "afile").write_text("a file where a folder would go\n", encoding="utf-8")
    result = pytester.runpytest(f"--ruleslawyer-faq-report={given}")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    text = output(result)
    assert f"--ruleslawyer-faq-report={shown(given)}: " in text and said in text
    assert "passed" not in text  # before any test ran
    assert_clean(result)
    error_lines = [line for line in result.stderr.lines if line.startswith("ERROR")]
    assert len(error_lines) == 1


@pytest.mark.parametrize("option", ["--ruleslawyer-coverage-json", "--ruleslawyer-export-steps"])
def test_the_other_outputs_are_checked_the_same_way(
    pytester: pytest.Pytester, option: str, output: Output
) -> None:
    pytester.makefile(".feature", one=ONE)
    (pytester.path / "folder.py").mkdir()
    result = pytester.runpytest(f"{option}=folder.py")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert f"{option}=folder.py: it is a folder" in output(result)


@pytest.mark.parametrize(("name", "html"), [("faq.md", False), ("faq.html", True)])
def test_the_known_extensions_write_their_format(
    pytester: pytest.Pytester, name: str, html: bool
) -> None:
    pytester.makefile(".feature", one=ONE)
    pytester.runpytest(f"--ruleslawyer-faq-report={name}").assert_outcomes(passed=1)
    page = (pytester.path / name).read_text(encoding="utf-8")
    assert page.lstrip().startswith("<!DOCTYPE html>" if html else "# Rules FAQ")


REFUSE_AT_THE_END = """
import shutil
from pathlib import Path

import pytest


@pytest.hookimpl(tryfirst=True)
def pytest_sessionfinish(session):
    shutil.rmtree("out")
    Path("out").write_text("a file where the folder was", encoding="utf-8")
"""


def test_a_write_refused_at_the_end_is_one_line_and_a_failed_run(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    """The path was fine when the option was read; by the end the folder is a file."""
    pytester.makefile(".feature", one=ONE)
    (pytester.path / "out").mkdir()
    pytester.makeconftest(REFUSE_AT_THE_END)
    result = pytester.runpytest("--ruleslawyer-faq-report=out/faq.md")
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert "FAQ document NOT written:" in output(result)
    assert_clean(result)


def test_the_json_answers_keep_paragraphs_not_the_feature_files_line_breaks(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(
        ".feature",
        outline="""Feature: Rows

  @faq
  Scenario Outline: Is a unit of <left> models out of 10 below half-strength?
    Count the models
    left.

    A second paragraph.

    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has <left> models left
    Then "Squad" is <verdict>

    Examples:
      | left | verdict                 |
      | 4    | below half-strength     |
      | 6    | not below half-strength |

  @faq
  Scenario Outline: Is a unit engaged?
    No.

    Given a unit "<unit>"
    Then "<unit>" is not engaged

    Examples:
      | unit |
      | A    |
""",
        one=ONE,
    )
    pytester.runpytest("--ruleslawyer-faq-report=faq.json").assert_outcomes(passed=4)
    found = json.loads((pytester.path / "faq.json").read_text(encoding="utf-8"))
    answers = {e["question"]: e["answer"] for e in found["entries"]}
    assert answers["Is a fresh unit battle-shocked?"] == "No: nothing has made it take a test."
    outline = answers["Is a unit of <left> models out of 10 below half-strength?"]
    assert outline == "Count the models left.\n\nA second paragraph."
    rows = [r for e in found["entries"] for r in e["rows"]]
    assert [r["question"] for r in rows] == [
        "Is a unit of 4 models out of 10 below half-strength?",
        "Is a unit of 6 models out of 10 below half-strength?",
        "Is a unit engaged?",  # no pytest-style [A] after it
    ]
    assert all("\n" not in r["answer"].replace("\n\n", "") for r in rows)


def test_a_path_with_a_newline_is_shown_on_one_line(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", one=ONE)
    result = pytester.runpytest("--ruleslawyer-faq-report=faq\n")
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "--ruleslawyer-faq-report='faq\\n': the path has no extension" in result.stderr.str()
    assert shown("out/faq\0.md") == "'out/faq\\x00.md'"
