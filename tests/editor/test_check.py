"""The editor's checks in process: a run's input errors, each scenario's result reused only
while it cannot change, quick fixes built from a run's suggestions."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.editor import check
from ruleslawyer.editor.complete import complete
from ruleslawyer.editor.context import names_above, step_at
from ruleslawyer.editor.server import fixes

importlib.import_module("ruleslawyer.steps")
ROOT = Path(__file__).resolve().parents[2]

BOARD_USER = """\
Feature: boards
  Scenario: a board file
    Given the board "board.yaml"
    Then "Squad" is not engaged
"""


@pytest.mark.slow  # a whole-library pass: every .feature of scenarios/ checked
def test_the_shipped_library_has_no_input_error() -> None:
    for path in sorted((ROOT / "scenarios").rglob("*.feature")):
        assert check.check_text(path.read_text(encoding="utf-8"), path, ROOT) == [], path


def test_an_unchanged_scenario_is_not_checked_again_but_a_board_user_is(tmp_path: Path) -> None:
    path = tmp_path / "boards.feature"
    board = tmp_path / "board.yaml"
    board.write_text("units:\n  Squad: {engaged: false}\n", encoding="utf-8")
    assert check.check_text(BOARD_USER, path, tmp_path) == []
    board.write_text("units:\n  Squad: {modles_left: 3}\n", encoding="utf-8")
    (problem,) = check.check_text(BOARD_USER, path, tmp_path)
    assert problem.path.endswith("board.yaml")  # the board file's own error
    assert problem.line == 3  # shown on the step that loaded it
    assert "modles_left" in problem.rendered


def test_a_result_kept_is_the_result_a_fresh_check_gives(tmp_path: Path) -> None:
    path = tmp_path / "f.feature"
    text = 'Feature: f\n  Scenario: s\n    Given "Squad" has 7 models left\n    Then x\n'
    kept = check.Checked()
    first = check.check_text(text, path, tmp_path, kept)
    assert check.check_text(text, path, tmp_path, kept) == first  # kept
    assert check.check_text(text, path, tmp_path) == first  # checked afresh
    # The Given runs as a run runs it (its error is the run's first); the Then matches nothing.
    assert [p.line for p in first] == [3, 4]
    assert first[0].message.startswith('no unit "Squad" was set up')
    assert first[1].message.startswith("no step matches")


def test_and_and_but_take_the_keyword_above() -> None:
    lines = ["Feature: f", "  Scenario: s", "    When x", "    And y", "    But z"]
    found = [step_at(lines, n) for n in (2, 3, 4)]
    assert [s.kind for s in found if s] == ["when", "when", "when"]
    assert step_at(lines, 1) is None


def test_names_come_from_the_background_and_the_scenario_above_only() -> None:
    lines = [
        "Feature: f",
        "  Background:",
        '    Given a unit "Squad"',
        "  Scenario: one",
        '    Given a unit "Boyz"',
        "  Scenario: two",
        '    Given a unit "Guard"',
        "    Then ",
        '    Given a unit "Later"',
    ]
    assert names_above(lines, 7) == {"unit": ["Squad", "Guard"]}


def test_a_closed_slot_completes_with_the_cores_values() -> None:
    lines = ["Feature: f", "  Scenario: s", "    Given it is player A's Sho"]
    (item,) = complete(lines, 2, len(lines[2]))
    assert (item.label, item.start) == ("Shooting", lines[2].index("Sho"))


def test_a_quick_fix_keeps_the_steps_names_and_writes_the_phrase_out() -> None:
    line = '    When "Squad" falls back'
    found = fixes(line, '"Squad" falls back', 'When "<unit>" makes a/an <move> move')
    assert found == [
        ('Change to: "Squad" makes a <move> move', '    When "Squad" makes a <move> move')
    ]
    assert fixes("    Given it is player A's Movment phase", "Movment", "Movement") == [
        ("Change 'Movment' to 'Movement'", "    Given it is player A's Movement phase")
    ]
    # The run's word for an unmatched step may be the word where it goes astray.
    assert fixes(line, "falls", 'When "<unit>" makes a/an <move> move') == found
    assert fixes("    Given x", "x", None) == []
    line = '    And "Squad" falls back'
    suggested = 'And "Squad" makes a fall-back move | When "<unit>" remains stationary'
    assert fixes(line, '"Squad" falls back', suggested) == [
        ('Change to: "Squad" makes a fall-back move', '    And "Squad" makes a fall-back move'),
        ('Change to: "Squad" remains stationary', '    And "Squad" remains stationary'),
    ]


def test_a_phrase_completes_as_a_snippet_with_the_closed_values_as_a_choice() -> None:
    from ruleslawyer.editor.complete import snippet_of
    from ruleslawyer.scenario.registry import REGISTRY

    by_template = {s.template: s for s in REGISTRY}
    made = snippet_of(by_template['"{unit}" made [a|an] {move:word} move this turn'])
    assert made.startswith('"${1:unit}" made ${2|a,an|} ${3|')
    assert "fall-back" in made and "forced" not in made


PROPERTY_WITHOUT_ITS_UNIT = """\
Feature: claims
  Scenario: every mission Action is refused to a battle-shocked unit
    Given any mission Action "Mission"
    And "Squad" is battle-shocked
    Then "Squad" cannot start the "Mission" Action because it is battle-shocked
"""


def test_a_property_scenario_s_simplest_case_is_run_as_a_run_runs_it(tmp_path: Path) -> None:
    """A run tries the simplest case first and reports the claim undecided on its input error;
    the editor runs that case too (it used to match the steps only, and missed this)."""
    path = tmp_path / "claims.feature"
    (problem,) = check.check_text(PROPERTY_WITHOUT_ITS_UNIT, path, tmp_path)
    assert problem.line == 4 and 'no unit "Squad" was set up' in problem.message
    fixed = PROPERTY_WITHOUT_ITS_UNIT.replace(
        '    And "Squad" is battle-shocked',
        '    And any unit "Squad"\n    And "Squad" is battle-shocked',
    )
    assert check.check_text(fixed, path, tmp_path) == []
