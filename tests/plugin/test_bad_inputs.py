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
    # At the cell's row (issue 41 item 13), not the step's line 4.
    result.stdout.fnmatch_lines(["*cp.feature:5: CP '\u00b2' is not a cost*"])


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


GOOD = """Feature: good
  Scenario: a fresh unit
    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""
GOOD_STEPS = 'Given a unit "Squad"\n    Then "Squad" is not battle-shocked\n'
BAD_GHERKIN: dict[str, tuple[str, str]] = {
    "empty tag": (
        'Feature: t\n  @\n  Scenario: s\n    Given a unit "S"\n',
        "bad.feature:2: an empty tag",
    ),
    "tag of @ signs only": (
        'Feature: t\n  @@\n  Scenario: s\n    Given a unit "S"\n',
        "bad.feature:2: an empty tag",
    ),
    "tag on a Background": (
        'Feature: t\n  @slow\n  Background:\n    Given a unit "S"\n  Scenario: s\n'
        '    Then "S" is not engaged\n',
        "bad.feature:2: a Background takes no tags",
    ),
    "outline without examples": (
        'Feature: t\n  Scenario Outline: s\n    Given a unit "<unit>"\n'
        '    Then "<unit>" is not engaged\n',
        "bad.feature:2: a Scenario Outline needs an Examples table",
    ),
    "outline with an empty examples table": (
        'Feature: t\n  Scenario Outline: s\n    Given a unit "<unit>"\n'
        '    Then "<unit>" is not engaged\n\n    Examples:\n      | unit |\n',
        "bad.feature:2: a Scenario Outline needs rows under its Examples",
    ),
    "empty file": ("", "bad.feature:1: the feature file is empty"),
    "no Feature line": ("# only a comment\n", "bad.feature:1: the feature file has no Feature"),
}


@pytest.mark.parametrize("case", sorted(BAD_GHERKIN))
def test_a_bad_file_is_an_error_of_that_file_alone(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output, case: str
) -> None:
    text, expected = BAD_GHERKIN[case]
    (pytester.path / "bad.feature").write_text(text, encoding="utf-8")
    pytester.makefile(".feature", good=GOOD)
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(errors=1, passed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED  # not interrupted: good.feature ran
    assert_clean(result)
    assert expected in output(result)
    assert "Multiple 'Background'" not in output(result)


@pytest.mark.slow  # xdist: -n runs start worker processes
def test_a_bad_file_counts_the_same_under_xdist(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    (pytester.path / "bad.feature").write_text(BAD_GHERKIN["empty tag"][0], encoding="utf-8")
    (pytester.path / "empty.feature").write_text("", encoding="utf-8")
    pytester.makefile(".feature", good=GOOD)
    serial = pytester.runpytest("-p", "no:randomly", "--junitxml=serial.xml")
    serial.assert_outcomes(errors=2, passed=1)
    parallel = pytester.runpytest_subprocess("-p", "no:randomly", "-n", "2", "--junitxml=n2.xml")
    parallel.assert_outcomes(errors=2, passed=1)
    assert_clean(parallel)
    for report in ("serial.xml", "n2.xml"):
        text = (pytester.path / report).read_text(encoding="utf-8")
        assert 'errors="2"' in text and 'tests="3"' in text


def test_the_summary_and_junit_message_carry_the_verdict(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        verdict="""Feature: v
  Scenario: a wrong claim
    Given a unit "Squad"
    Then "Squad" is engaged
""",
    )
    result = pytester.runpytest("-p", "no:randomly", "-rf", "-vv", "--junitxml=report.xml")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        [
            "FAILED verdict.feature::a wrong claim - verdict.feature:4: "
            'expected "Squad" is engaged; decided not engaged'
        ]
    )
    report = (pytester.path / "report.xml").read_text(encoding="utf-8")
    assert 'message="verdict.feature:4: expected &quot;Squad&quot; is engaged; decided' in report


FALSE_PROPERTY = """Feature: p
  Scenario: every unit is engaged
    Given any unit "Squad"
    Then "Squad" is engaged
"""


@pytest.mark.parametrize("ci", [True, False], ids=["ci", "local"])
def test_an_unwritable_counterexample_folder_keeps_the_counterexample_in_the_report(
    pytester: pytest.Pytester,
    assert_clean: CleanCheck,
    monkeypatch: pytest.MonkeyPatch,
    ci: bool,
) -> None:
    if ci:
        monkeypatch.setenv("CI", "true")
    else:
        monkeypatch.delenv("CI", raising=False)
    (pytester.path / ".ruleslawyer").write_text("a file where the folder goes\n")
    pytester.makefile(".feature", prop=FALSE_PROPERTY)
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "counterexample (a concrete scenario that fails the same way):" in out
    assert 'Given a unit "Squad"' in out
    result.stdout.fnmatch_lines(["not written to *counterexamples*"])
    assert "OSError" not in out and "NotADirectoryError" not in out


@pytest.mark.parametrize(
    "step", ['"Knight" has the keyword Titanic', '"Knight" does not have the keyword Aircraft']
)
def test_a_keyword_the_rules_read_but_for_case_is_an_error_suggesting_it(
    pytester: pytest.Pytester, assert_clean: CleanCheck, step: str
) -> None:
    pytester.makefile(
        ".feature",
        kw=f"""Feature: k
  Scenario: case
    Given a unit "Knight"
    And {step}
    Then "Knight" is not engaged
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        ["kw.feature:4: the keyword * but for its case*", "*did you mean: *"]
    )
    assert "did you mean: TITANIC" in result.stdout.str() or "AIRCRAFT" in result.stdout.str()


def test_a_board_keyword_the_rules_read_but_for_case_names_the_board_line(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        kw="""Feature: k
  Scenario: case in a board
    Given the board:
      \"\"\"
      units:
        Knight:
          keywords: [VEHICLE, Titanic]
      \"\"\"
    Then "Knight" is not engaged
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(["kw.feature:7: keywords: the keyword 'Titanic' is TITANIC*"])
    assert "did you mean: TITANIC" in result.stdout.str()


def test_a_then_before_the_given_that_sets_up_its_unit_points_at_that_given(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        late="""Feature: l
  Scenario: then first
    Then "Squad" is not engaged
    Given a unit "Squad"
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(['late.feature:3: no unit "Squad" was set up; line 4 sets it up*'])


def test_a_scenario_with_no_then_step_is_an_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        claims="""Feature: c
  Scenario: no claim
    Given a unit "Squad"
    When the game advances to player A's Shooting phase
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(["claims.feature:2: this scenario has no Then step*"])


def test_a_refused_stratagem_trace_says_its_when_and_the_moment(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        strat="""Feature: s
  Scenario: refused
    Given a unit "Squad"
    And player A has 2 CP
    And the stratagem "Storm of Fire":
      | WHEN | your Shooting phase |
    And it is player A's Movement phase
    When player A uses the "Storm of Fire" stratagem on "Squad"
    Then player A has 1 CP
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        ["*cannot be used now (WHEN: your Shooting phase; now: the start of player A's Movement*"]
    )


@pytest.mark.parametrize("tag", ["@1x", "@_x", "@-x", "@\u00e9t\u00e9"])
def test_a_tag_pytest_cannot_name_a_marker_after_still_becomes_one(
    pytester: pytest.Pytester, assert_clean: CleanCheck, tag: str
) -> None:
    pytester.makefile(".feature", tags=f"Feature: t\n  {tag}\n  Scenario: s\n    {GOOD_STEPS}")
    result = pytester.runpytest("-p", "no:randomly", "--strict-markers")
    result.assert_outcomes(passed=1)
    assert_clean(result)


@pytest.mark.parametrize(
    ("cell", "says"),
    [
        ("-1", "kw.feature:4: OC '-1' is negative: an OC is a whole number from 0 up, or '-'"),
        ("x", "kw.feature:4: OC 'x' is not a number or '-'"),
    ],
)
def test_an_oc_below_0_is_an_error_of_its_own(
    pytester: pytest.Pytester, assert_clean: CleanCheck, cell: str, says: str
) -> None:
    pytester.makefile(
        ".feature",
        kw=f"""Feature: k
  Scenario: negative OC
    Given a unit "Squad"
    And "Squad" has OC {cell}
    Then "Squad" is not engaged
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines([f"*{says}*"])
    assert ("did you mean: 0" in result.stdout.str()) == (cell == "-1")


@pytest.mark.parametrize(
    ("line", "step"),
    [
        (4, 'And "Squad" has an ability "A" that makes it count as {state}'),
        (4, 'Then "Squad" counts as {state}'),
    ],
)
def test_a_misspelt_state_suggests_having_remained_stationary(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line: int, step: str
) -> None:
    """18.2 `<state>`: a misspelt state is still refused, naming the file, the line and the
    word, and the suggestion is the state `having remained stationary this turn` (09.04)."""
    typo = "having remaind stationary this turn"
    pytester.makefile(
        ".feature",
        st=f"""Feature: s
  Scenario: a misspelt state
    Given a unit "Squad"
    {step.format(state=typo)}
    Then "Squad" is not engaged
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        [f"*st.feature:{line}: '{typo}' is not a state a unit may count as*"]
    )
    out = result.stdout.str()
    assert f"offending word: {typo}" in out
    assert "did you mean: having remained stationary this turn" in out
