"""Feature files, rosters and number slots that used to end in a traceback, an endless loop or a
number taken as it came (issue 42 items 5-9): each is a clean error naming its file and line,
or is read as Gherkin reads it, within a bound of time and size."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from ruleslawyer import data
from ruleslawyer.core import RulesInputError
from ruleslawyer.core.numbers import percentage
from ruleslawyer.data.rosters import MAX_ROSTER_UNITS, _unique_names
from ruleslawyer.gherkin.reader import cases, gherkin_lines, parse_feature
from ruleslawyer.scenario.errors import ScenarioInputError
from tests.conftest import CleanCheck, Output

# Line separators str.splitlines knows and Gherkin does not.
SEPARATORS = ["\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]
GOOD = 'Feature: t\n  Scenario: s\n    Given a unit "Squad"\n    Then "Squad" is not engaged\n'


@pytest.mark.parametrize("separator", SEPARATORS, ids=[hex(ord(c)) for c in SEPARATORS])
@pytest.mark.parametrize("after", [" more", "Feature: hidden"])
def test_a_line_separator_in_a_comment_before_the_feature_is_no_traceback(
    pytester: pytest.Pytester,
    separator: str,
    after: str,
    output: Output,
    assert_clean: CleanCheck,
) -> None:
    """Gherkin keeps the separator inside the comment: the file has only a comment, which is an
    error of that file alone; the next file still runs."""
    # written as is: pytester.makefile would split the lines as str.splitlines does
    (pytester.path / "bad.feature").write_text(f"# a comment{separator}{after}\n", "utf-8")
    (pytester.path / "good.feature").write_text(GOOD, "utf-8")
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, errors=1)
    assert "bad.feature:1: the feature file has no Feature: line, only comments" in output(result)
    assert "Interrupted" not in output(result)
    assert_clean(result)


@pytest.mark.parametrize("separator", SEPARATORS, ids=[hex(ord(c)) for c in SEPARATORS])
def test_a_separator_inside_a_line_is_part_of_it(separator: str) -> None:
    assert gherkin_lines(f"# a{separator}b\nFeature: t\r\nx\ry") == [
        f"# a{separator}b",
        "Feature: t",
        "x",
        "y",
    ]


def test_two_examples_blocks_repeating_rows_give_unique_ids_at_once(tmp_path: Path) -> None:
    rows = "".join("      | A |\n" for _ in range(200))
    block = f"\n    Examples:\n      | u |\n{rows}"
    feature = tmp_path / "o.feature"
    feature.write_text(
        'Feature: o\n  Scenario Outline: o\n    Given a unit "<u>"\n'
        '    Then "<u>" is not engaged\n' + block * 3,
        encoding="utf-8",
    )
    start = time.perf_counter()
    names = [case.name for case in cases(parse_feature(feature, tmp_path))]
    assert time.perf_counter() - start < 5
    assert len(names) == 600 == len(set(names))
    assert names[:3] == ["o[A]", "o[A-1]", "o[A-2]"]  # as before within one Examples


def test_an_outline_of_two_repeating_examples_collects(pytester: pytest.Pytester) -> None:
    block = "\n    Examples:\n      | u |\n      | A |\n      | A |\n"
    pytester.makefile(
        ".feature",
        o='Feature: o\n  Scenario Outline: o\n    Given a unit "<u>"\n'
        '    Then "<u>" is not engaged\n' + block * 2,
    )
    pytester.runpytest().assert_outcomes(passed=4)


ROSTER_HEAD = (
    "Gladius Patrol (620 Points)\n\nSpace Marines\nUltramarines\nGladius Task Force\n"
    "Strike Force (2,000 Points)\n\nOTHER DATASHEETS\n\n"
)
WOLVES = "Fenrisian Wolves (40 Points)\n  \u2022 {n}x Fenrisian Wolf\n     \u25e6 {n}x Teeth\n\n"
ROSTER_TAIL = "Exported with App Version: v1.31.0 (1), Data Version: v650\n"


def _roster(units: int, models: int = 5) -> str:
    return ROSTER_HEAD + WOLVES.format(n=models) * units + ROSTER_TAIL


def test_repeated_roster_names_are_numbered_in_linear_time() -> None:
    start = time.perf_counter()
    names = _unique_names(["Wolves"] * 5000, {"Wolves 3"})
    assert time.perf_counter() - start < 1  # it was cubic: minutes at 1,500
    assert names[:4] == ["Wolves", "Wolves 2", "Wolves 4", "Wolves 5"]
    assert len(set(names)) == 5000 and "Wolves 3" not in names


def test_a_roster_of_repeated_units_reads_quickly(tmp_path: Path) -> None:
    path = tmp_path / "wolves.txt"
    text = _roster(MAX_ROSTER_UNITS)
    start = time.perf_counter()
    units = data.read_roster(path, text)
    assert time.perf_counter() - start < 20
    assert len(units) == MAX_ROSTER_UNITS
    assert units[-1].name == f"Fenrisian Wolves {MAX_ROSTER_UNITS}"


def test_a_roster_of_too_many_units_is_refused(tmp_path: Path) -> None:
    with pytest.raises(data.RosterError, match=f"the roster lists {MAX_ROSTER_UNITS + 1} units"):
        data.read_roster(tmp_path / "many.txt", _roster(MAX_ROSTER_UNITS + 1))


@pytest.mark.parametrize("units", [MAX_ROSTER_UNITS + 1, 1500])
def test_a_roster_of_too_many_units_is_refused_before_any_is_resolved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, units: int
) -> None:
    """Resolving against the data is most of an import's time (0.3 s for 1,500 units): the
    count is checked on what wh40kdc's parser read, before it."""
    import wh40kdc.imports

    def resolve(*args: object) -> None:
        raise AssertionError("a roster over the cap was resolved")

    monkeypatch.setattr(wh40kdc.imports, "resolve", resolve)
    with pytest.raises(data.RosterError, match=f"the roster lists {units} units"):
        data.read_roster(tmp_path / "many.txt", _roster(units))


@pytest.mark.parametrize("models", [11, 10**20])
def test_a_roster_unit_of_more_models_than_its_datasheet_allows_is_refused(
    tmp_path: Path, models: int
) -> None:
    with pytest.raises(data.RosterError) as caught:
        data.read_roster(tmp_path / "big.txt", _roster(1, models))
    assert caught.value.line == ROSTER_HEAD.count("\n") + 1
    assert 'its datasheet "Fenrisian Wolves" has 5 to 10 models' in caught.value.message


def test_a_nul_byte_in_a_board_or_roster_path_is_a_clean_error(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        nul='Feature: t\n  Scenario: board\n    Given the board "a\0b.yaml"\n'
        "    Then player A has 0 CP\n"
        '  Scenario: roster\n    Given player A\'s army from the roster "x\0y.txt"\n'
        "    Then player A has 0 CP\n",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=2)
    text = output(result)
    assert "nul.feature:3: cannot read the board file: its path holds a NUL byte" in text
    assert "cannot read the roster: its path holds a NUL byte" in text
    assert "internal error" not in text
    assert_clean(result)


@pytest.mark.parametrize(
    ("written", "said"),
    [
        ("1e309", "is not a percentage written with the digits 0-9"),
        ("nan", "is not a percentage"),
        ("inf", "is not a percentage"),
        ("\u0667\u0662.\u0662\u0662", "is not a percentage"),  # Arabic-Indic 72.22
        ("\uff17\uff12", "is not a percentage"),  # fullwidth 72
        ("-5", "is not a percentage"),
        ("72,22", "is not a percentage"),
        ("100.01", "is more than 100%"),
    ],
)
def test_a_probability_is_read_by_the_one_number_reader(written: str, said: str) -> None:
    with pytest.raises(RulesInputError, match=said):
        percentage(written)


def test_a_probability_written_plainly_is_read() -> None:
    assert str(percentage("72.22")) == "72.22"
    assert str(percentage("100")) == "100"


def test_a_bad_probability_slot_is_an_input_error_naming_its_line(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".feature",
        p='Feature: t\n  Scenario: s\n    Given a unit "Squad"\n'
        '    Then "Squad" passes its battle-shock roll with probability 1e309%\n',
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert "p.feature:4: the probability 1e309% is not a percentage" in output(result)
    assert "internal error" not in output(result)
    assert_clean(result)


def test_the_reader_refuses_a_nul_path_before_the_system_does(tmp_path: Path) -> None:
    with pytest.raises(ScenarioInputError, match="NUL byte"):
        parse_feature(tmp_path / "a\0b.feature", tmp_path)


def test_a_faq_entry_whose_step_holds_a_huge_number_is_undecided_not_an_internal_error(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    """Found by the long fuzz run once its sample was tagged @faq: the entry asked the registry
    whether a step is a datasheet phrase, and the registry refused the number."""
    pytester.makefile(
        ".feature",
        huge='Feature: t\n  @faq\n  Scenario: s\n    Given a unit "Squad"\n'
        '    And "Squad" has 38745501943358 models left\n    Then "Squad" is not engaged\n'
        '  @faq\n  Scenario: t\n    Given a unit "Squad"\n    Then "Squad" is not engaged\n',
    )
    result = pytester.runpytest("--ruleslawyer-faq-report=faq.md")
    result.assert_outcomes(passed=1, failed=1)
    assert "FAQ: 2 entries: 1 confirmed, 0 contradicted, 1 undecided." in output(result)
    assert_clean(result)
