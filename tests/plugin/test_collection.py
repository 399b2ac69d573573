"""Collecting .feature files: items, node ids, markers, selection, exit codes, bad files."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, LineOf, LinesOf, Output

DEPLOY = """
    @rules
    Feature: Deploying a device
      Background:
        Given the Action "Deploy Device":
          | STARTS | your Shooting phase |
        And a unit "Intercessors"

      @smoke
      Scenario: a unit that nothing holds back can start
        Given it is player A's Shooting phase
        Then "Intercessors" can start the "Deploy Device" Action

      Scenario: an engaged unit cannot start
        Given it is player A's Shooting phase
        And "Intercessors" is engaged
        Then "Intercessors" cannot start the "Deploy Device" Action because it is engaged

      Scenario Outline: OC decides
        Given it is player A's Shooting phase
        And "Intercessors" has OC <OC>
        Then "Intercessors" <verdict> the "Deploy Device" Action

        @zero
        Examples: nothing
          | OC | verdict      |
          | 0  | cannot start |
          | -  | cannot start |

        Examples: some
          | OC | verdict   |
          | 1  | can start |
"""

DEPLOY_IDS = [
    "deploy.feature::a unit that nothing holds back can start",
    "deploy.feature::an engaged unit cannot start",
    "deploy.feature::OC decides[0-cannot start]",
    "deploy.feature::OC decides[--cannot start]",
    "deploy.feature::OC decides[1-can start]",
]

ONE_FAILS = """
    Feature: Battle-shock
      Scenario: a fresh unit is not battle-shocked
        Given a unit "Squad"
        Then "Squad" is not battle-shocked

      Scenario: a fresh unit is wrongly said to be battle-shocked
        Given a unit "Squad"
        Then "Squad" is battle-shocked

      Scenario: a unit below half-strength
        Given a unit "Squad"
        And "Squad" has 2 models left
        Then "Squad" is below half-strength
"""


def test_one_item_per_scenario_and_per_examples_row(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=DEPLOY)
    items, _ = pytester.inline_genitems()
    assert [item.nodeid for item in items] == DEPLOY_IDS
    result = pytester.runpytest()
    result.assert_outcomes(passed=5)
    assert result.ret == pytest.ExitCode.OK


def test_an_item_reports_its_scenario_line(pytester: pytest.Pytester, line_of: LineOf) -> None:
    path = pytester.makefile(".feature", deploy=DEPLOY)
    items, _ = pytester.inline_genitems()
    where, line, name = items[0].location
    assert where == "deploy.feature"
    assert line is not None and line + 1 == line_of(path, "Scenario: a unit that nothing")
    assert name == "Scenario: a unit that nothing holds back can start"


def test_node_ids_keep_the_folder(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", **{"rules/actions/deploy": DEPLOY})
    items, _ = pytester.inline_genitems()
    assert [item.nodeid for item in items] == [f"rules/actions/{i}" for i in DEPLOY_IDS]


def test_rows_with_equal_values_are_distinct_items(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        twice="""
        Feature: Twice
          Scenario Outline: the same row twice
            Given a unit "<unit>"
            Then "<unit>" is not battle-shocked

            Examples:
              | unit  |
              | Squad |
              | Squad |
        """,
    )
    items, _ = pytester.inline_genitems()
    ids = [item.nodeid for item in items]
    assert len(ids) == len(set(ids)) == 2
    assert all(i.startswith("twice.feature::the same row twice[Squad") for i in ids)
    pytester.runpytest().assert_outcomes(passed=2)


def test_tags_become_markers(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=DEPLOY)
    items, _ = pytester.inline_genitems()
    marks = {item.nodeid: {m.name for m in item.iter_markers()} for item in items}
    assert all("rules" in names for names in marks.values())
    assert [nodeid for nodeid, names in marks.items() if "smoke" in names] == DEPLOY_IDS[:1]
    assert [nodeid for nodeid, names in marks.items() if "zero" in names] == DEPLOY_IDS[2:4]


@pytest.mark.parametrize(
    ("expression", "selected"),
    [
        ("smoke", DEPLOY_IDS[:1]),
        ("zero", DEPLOY_IDS[2:4]),
        ("rules and not zero", [DEPLOY_IDS[0], DEPLOY_IDS[1], DEPLOY_IDS[4]]),
    ],
)
def test_minus_m_selects_by_tag_under_strict_markers(
    pytester: pytest.Pytester, expression: str, selected: list[str]
) -> None:
    pytester.makeini("[pytest]\nstrict = true\n")
    pytester.makefile(".feature", deploy=DEPLOY)
    result = pytester.runpytest("--strict-markers", "-m", expression, "-v")
    result.assert_outcomes(passed=len(selected), deselected=len(DEPLOY_IDS) - len(selected))
    ran = [i for i in DEPLOY_IDS if f"{i} PASSED" in result.stdout.str()]
    assert ran == selected


def test_a_tag_inside_a_rule_block_is_a_marker(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        ruled="""
        Feature: Rules
          Rule: battle-shock
            @inside
            Scenario: in a rule
              Given a unit "Squad"
              Then "Squad" is not battle-shocked

          Scenario: outside
            Given a unit "Squad"
            Then "Squad" is not battle-shocked
        """,
    )
    result = pytester.runpytest("--strict-markers", "-m", "inside", "-v")
    result.assert_outcomes(passed=1, deselected=1)
    result.stdout.fnmatch_lines(["*ruled.feature::in a rule PASSED*"])


def test_a_tag_with_a_colon_is_a_marker_too(pytester: pytest.Pytester) -> None:
    """Gherkin allows tags like @issue:42; one must not break the file under strict markers."""
    pytester.makefile(
        ".feature",
        tagged="""
        Feature: Tags
          @issue:42
          Scenario: tagged with a colon
            Given a unit "Squad"
            Then "Squad" is not battle-shocked

          @plain
          Scenario: tagged plainly
            Given a unit "Squad"
            Then "Squad" is not battle-shocked
        """,
    )
    pytester.runpytest("--strict-markers").assert_outcomes(passed=2)
    items, _ = pytester.inline_genitems("--strict-markers")
    (marker,) = {m.name for m in items[0].iter_markers()}
    assert "issue" in marker and "42" in marker
    result = pytester.runpytest("--strict-markers", "-m", marker, "-v")
    result.assert_outcomes(passed=1, deselected=1)
    assert "tagged.feature::tagged with a colon PASSED" in result.stdout.str()


def test_minus_k_selects_by_scenario_name(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=DEPLOY)
    result = pytester.runpytest("-k", "engaged", "-v")
    result.assert_outcomes(passed=1, deselected=4)
    assert f"{DEPLOY_IDS[1]} PASSED" in result.stdout.str()
    result = pytester.runpytest("-k", "OC and not cannot", "-v")
    result.assert_outcomes(passed=1, deselected=4)
    assert f"{DEPLOY_IDS[4]} PASSED" in result.stdout.str()


def test_exit_code_is_0_when_all_pass_and_1_on_a_failure(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=DEPLOY)
    assert pytester.runpytest().ret == pytest.ExitCode.OK
    pytester.makefile(".feature", battle_shock=ONE_FAILS)
    result = pytester.runpytest()
    result.assert_outcomes(passed=7, failed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert int(result.ret) == 1


@pytest.mark.full_inner_run  # --lf reads pytest's cache
def test_last_failed_reruns_only_the_failed_scenario(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", battle_shock=ONE_FAILS)
    pytester.runpytest().assert_outcomes(passed=2, failed=1)
    result = pytester.runpytest("--lf", "-v")
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(
        [
            "run-last-failure: rerun previous 1 failure*",
            "*battle_shock.feature::a fresh unit is wrongly said to be battle-shocked FAILED*",
        ]
    )
    assert "PASSED" not in result.stdout.str()


def test_ini_can_turn_direct_collection_off(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nruleslawyer_collect = false\n")
    pytester.makefile(".feature", deploy=DEPLOY)
    result = pytester.runpytest()
    assert result.ret == pytest.ExitCode.NO_TESTS_COLLECTED


# -- files that cannot be collected --------------------------------------------------------------


def test_two_scenarios_with_one_name_is_a_collection_error(
    pytester: pytest.Pytester, lines_of: LinesOf, output: Output, assert_clean: CleanCheck
) -> None:
    path = pytester.makefile(
        ".feature",
        dup="""
        Feature: Duplicates
          Scenario: a unit is not battle-shocked
            Given a unit "Squad"
            Then "Squad" is not battle-shocked

          Scenario Outline: rows are not duplicates
            Given a unit "<unit>"
            Then "<unit>" is not battle-shocked

            Examples:
              | unit  |
              | Squad |
              | Squad |

          Scenario: a unit is not battle-shocked
            Given a unit "Boyz"
            Then "Boyz" is not battle-shocked
        """,
    )
    result = pytester.runpytest()
    # An error of the file alone: the session is not interrupted (issue 21 item 15).
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    result.assert_outcomes(errors=1)
    text = output(result)
    first, second = lines_of(path, "Scenario: a unit is not battle-shocked")
    assert "dup.feature" in text
    assert str(first) in text and str(second) in text
    assert "a unit is not battle-shocked" in text
    assert "rows are not duplicates" not in text
    assert_clean(result)


def test_duplicates_in_another_file_do_not_clash(pytester: pytest.Pytester) -> None:
    text = """
        Feature: Same names in two files
          Scenario: a unit is not battle-shocked
            Given a unit "Squad"
            Then "Squad" is not battle-shocked
    """
    pytester.makefile(".feature", one=text, two=text)
    pytester.runpytest().assert_outcomes(passed=2)


BAD_FILES: dict[str, tuple[str, list[str]]] = {
    "ragged table": (
        'Feature: A\n  Scenario: a\n    Given a unit "X"\n    | a | b |\n    | c |\n',
        ["bad.feature:5", "Gherkin syntax error"],
    ),
    "two backgrounds": (
        'Feature: B\n  Background:\n    Given a unit "X"\n  Background:\n',
        ["bad.feature:4", "Gherkin syntax error"],
    ),
    "two features": (
        'Feature: A\n  Scenario: a\n    Given a unit "X"\nFeature: B\n',
        ["bad.feature:4", "Gherkin syntax error"],
    ),
    "unclosed doc string": (
        'Feature: A\n  Scenario: a\n    Given the board:\n      """\n      x:\n',
        ["bad.feature:6", "Gherkin syntax error"],
    ),
    "tag only": ("@orphan\n", ["bad.feature:", "Feature"]),
    "empty": ("", ["bad.feature:1", "empty"]),
    "blank lines only": ("\n\n   \n", ["bad.feature:1", "empty"]),
    "comments only": ("# just a comment\n# and another\n", ["bad.feature:", "Feature"]),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_a_bad_feature_file_is_a_clean_collection_error(
    pytester: pytest.Pytester, case: str, output: Output, assert_clean: CleanCheck
) -> None:
    text, expected = BAD_FILES[case]
    (pytester.path / "bad.feature").write_text(text, encoding="utf-8")
    pytester.makefile(".feature", good=ONE_FAILS)
    # An error of that file alone: every other file still runs (issue 21 item 15).
    result = pytester.runpytest()
    result.assert_outcomes(errors=1, passed=2, failed=1)
    assert_clean(result)
    shown = output(result)
    assert "ERROR at setup of Feature file: bad.feature" in shown
    for part in expected:
        assert part in shown


def test_a_non_utf8_feature_file_is_a_clean_error(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    text = 'Feature: Caf\xe9\n  Scenario: s\xe9\n    Given a unit "X"\n'
    (pytester.path / "latin.feature").write_bytes(text.encode("latin-1"))
    result = pytester.runpytest("--continue-on-collection-errors")
    result.assert_outcomes(errors=1)
    assert_clean(result)
    assert "latin.feature:1" in output(result)
    assert "UTF-8" in output(result)
