"""Issue 21: every bad input a fuzzer and a newcomer found ends in a clear error naming the
file and the line, fast, and never in a traceback, a hang or an INTERNALERROR."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from ruleslawyer.scenario.files import MAX_INPUT_BYTES, UnreadableInput, read_input

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, Output

ROSTER = """
    Feature: rosters
      Scenario: a roster
        Given player A's army from the roster "{path}"
        Then player A has 0 CP
"""


def _roster_run(pytester: pytest.Pytester, assert_clean: CleanCheck, path: str) -> str:
    pytester.makefile(".feature", army=ROSTER.format(path=path))
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "army.feature:3:" in out  # the file and the step's line
    return out


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_roster_that_is_a_named_pipe_is_refused_without_waiting(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    os.mkfifo(pytester.path / "pipe")
    started = time.monotonic()
    out = _roster_run(pytester, assert_clean, "pipe")
    assert time.monotonic() - started < 30
    assert "not a regular file (it is a named pipe)" in out


def test_a_roster_that_is_a_symlink_loop_is_a_clean_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    (pytester.path / "one").symlink_to(pytester.path / "two")
    (pytester.path / "two").symlink_to(pytester.path / "one")
    out = _roster_run(pytester, assert_clean, "one")
    assert "cannot read the roster" in out and "RuntimeError" not in out


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero")
def test_a_roster_that_is_a_device_is_refused(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    out = _roster_run(pytester, assert_clean, "/dev/zero")
    assert "character device" in out


def test_a_roster_over_the_size_limit_is_refused_before_it_is_read(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    with (pytester.path / "big.txt").open("wb") as handle:
        handle.truncate(200 * 1024 * 1024)  # sparse: 200 MB that take no disk
    out = _roster_run(pytester, assert_clean, "big.txt")
    assert f"larger than {MAX_INPUT_BYTES} bytes" in out


def test_one_reader_for_every_input_file(tmp_path: Path) -> None:
    good = tmp_path / "good.txt"
    good.write_text("text\n", encoding="utf-8")
    assert read_input(good, "roster") == "text\n"
    (tmp_path / "bad.txt").write_bytes(b"ok\n\xff\n")
    with pytest.raises(UnreadableInput) as bad:
        read_input(tmp_path / "bad.txt", "board file")
    assert bad.value.line == 2 and "not UTF-8" in bad.value.reason
    with pytest.raises(UnreadableInput, match="a folder"):
        read_input(tmp_path, "feature file")
    with pytest.raises(UnreadableInput, match="cannot read the roster"):
        read_input(tmp_path / "missing", "roster")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="named pipes are POSIX")
def test_a_board_file_that_is_a_named_pipe_is_refused(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output
) -> None:
    os.mkfifo(pytester.path / "board.yaml")
    pytester.makefile(
        ".feature",
        boards='Feature: b\n  Scenario: b\n    Given the board "board.yaml"\n'
        "    Then player A has 0 CP\n",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    assert "boards.feature:3:" in output(result) and "named pipe" in output(result)


def test_a_property_pinning_an_action_never_set_up_names_it(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        pins="""
        Feature: pins
          Scenario: an Action never set up
            Given any unit "Squad"
            And "Squad" started the "X" Action this turn
            Then "Squad" is not engaged
        """,
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(['*pins.feature:5: no Action "X" was set up*'])
    assert "KeyError" not in result.stdout.str()


def test_a_huge_starting_strength_in_a_property_pin_ends_at_once(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        huge="""
        Feature: huge
          Scenario: a huge strength
            Given any unit "Squad"
            And "Squad" has a starting strength of 4294967296
            Then "Squad" is not engaged
        """,
    )
    started = time.monotonic()
    result = pytester.runpytest("-p", "no:randomly")
    assert time.monotonic() - started < 30
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(["*huge.feature:4: the number 4294967296 is too large*"])


def test_a_stratagem_cp_cell_of_a_unicode_digit_is_a_clean_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        cp="""
        Feature: cp
          Scenario: a superscript CP
            Given a unit "Squad"
            And the stratagem "S":
              | CP | \u00b2 |
            Then "Squad" is not engaged
        """,
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(["*cp.feature:4: CP '\u00b2' is not a cost*"])


DEEP_FLOW = "units: " + "[" * 1000 + "]" * 1000 + "\n"
DEEP_BLOCK = "units:\n" + "".join("  " * (i + 1) + "a:\n" for i in range(1000))


@pytest.mark.parametrize("board", [DEEP_FLOW, DEEP_BLOCK], ids=["flow", "block"])
def test_a_board_nested_a_thousand_deep_in_a_file_is_a_clean_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output, board: str
) -> None:
    (pytester.path / "deep.yaml").write_text(board[: MAX_INPUT_BYTES - 1], encoding="utf-8")
    pytester.makefile(
        ".feature",
        deep='Feature: d\n  Scenario: d\n    Given the board "deep.yaml"\n'
        "    Then player A has 0 CP\n",
    )
    started = time.monotonic()
    result = pytester.runpytest("-p", "no:randomly")
    assert time.monotonic() - started < 30
    result.assert_outcomes(failed=1)
    assert_clean(result)
    assert "RecursionError" not in output(result)
    result.stdout.fnmatch_lines(["deep.yaml:*: the board is nested more than 32 levels deep*"])


def test_a_board_nested_a_thousand_deep_in_a_doc_string_is_a_clean_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output
) -> None:
    doc = "\n".join("      " + line for line in DEEP_FLOW.splitlines())
    pytester.makefile(
        ".feature",
        deep=f'Feature: d\n  Scenario: d\n    Given the board:\n      """\n{doc}\n      """\n'
        "    Then player A has 0 CP\n",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    assert "RecursionError" not in output(result)
    result.stdout.fnmatch_lines(["deep.feature:5: the board is nested more than 32 levels deep*"])
