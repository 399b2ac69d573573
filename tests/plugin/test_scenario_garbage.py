"""A passed concrete scenario leaves no cyclic garbage: its state and game are taken apart once
nothing reads them, so reference counting frees them at once, and the collector's generations
never see them (docs/performance.md, "concrete scenarios at pytest's floor")."""

from __future__ import annotations

import gc

import pytest

from ruleslawyer.core import Game
from ruleslawyer.scenario.state import ScenarioState

PASSING = """Feature: F
  Scenario: a round played
    Given player A has a rule "Signal" that triggers at the start of the battle round
    And a unit "Squad"
    When battle round 1 is played
    Then "Signal" triggers 1 time
"""

FAILING = """Feature: F
  Scenario: a round played, claimed wrongly
    Given player A has a rule "Signal" that triggers at the start of the battle round
    When battle round 1 is played
    Then "Signal" triggers 2 times
"""


def _alive(kind: type) -> int:
    return sum(1 for o in gc.get_objects() if type(o) is kind)


def _run(pytester: pytest.Pytester, feature: str) -> tuple[pytest.HookRecorder, int, int]:
    """Run one scenario in-process with the collector off: what is still alive after the run
    (games and states) was left to the collector."""
    pytester.makefile(".feature", scenario=feature)
    gc.collect()
    games, states = _alive(Game), _alive(ScenarioState)
    gc.disable()
    try:
        recorder = pytester.inline_run("-p", "no:cacheprovider", "-p", "no:randomly")
        return recorder, _alive(Game) - games, _alive(ScenarioState) - states
    finally:
        gc.enable()


def test_a_passed_scenario_leaves_no_game_for_the_collector(pytester: pytest.Pytester) -> None:
    recorder, games, states = _run(pytester, PASSING)
    recorder.assertoutcome(passed=1)
    assert (games, states) == (0, 0)


def test_a_failed_scenario_still_reports_its_game(pytester: pytest.Pytester) -> None:
    recorder, _, _ = _run(pytester, FAILING)
    recorder.assertoutcome(failed=1)
    (report,) = [r for r in recorder.getreports("pytest_runtest_logreport") if r.failed]
    text = str(report.longrepr)
    assert "Signal" in text and "triggers" in text  # the failure report read the game


def test_a_run_adds_no_attribute_to_its_item(pytester: pytest.Pytester) -> None:
    """An item's attributes are those it was collected with (and pytest's own): one added as it
    runs (a cached value) unshares the keys of the items' instance dicts, 5.6 MB at 8,200 items
    (docs/performance.md, "Round 4's eighth stop: a scenario's steps")."""
    path = pytester.makefile(".feature", scenario=PASSING)
    (fresh,) = pytester.getitems(path)
    recorder = pytester.inline_run("-p", "no:cacheprovider", "-p", "no:randomly")
    recorder.assertoutcome(passed=1)
    (finished,) = recorder.getcalls("pytest_collection_finish")
    (ran,) = finished.session.items
    added = set(vars(ran)) - set(vars(fresh))
    # pytest's own Item keeps its location once asked (a cached property of every item)
    assert sorted(a for a in added if not hasattr(pytest.Item, a)) == []
