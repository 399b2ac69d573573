"""The property search freezes the objects alive before it while it runs, and gives them back;
an example that held leaves no garbage for the cyclic collector."""

from __future__ import annotations

import gc
import importlib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from ruleslawyer import heap
from ruleslawyer.properties import search
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.properties.exhaustive import Proof
from ruleslawyer.properties.search import older_generations_seldom, older_objects_frozen
from ruleslawyer.scenario.state import ScenarioState, UnitDraft

from .test_verdicts import steps_of


@pytest.fixture(autouse=True)
def thawed() -> Iterator[None]:
    """Each test starts from a heap nobody froze, and leaves the process as it found it: the
    project's own suite opts in to the freeze after collection (pyproject.toml), so in a run
    that collected scenarios the heap is frozen before these tests."""
    with heap.thawed():
        yield


def test_the_search_freezes_the_older_objects_and_gives_them_back() -> None:
    assert gc.get_freeze_count() == 0
    older = [object() for _ in range(3)]  # tracked containers are what freezing counts
    older.append([older])
    with older_objects_frozen():
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0


def test_a_heap_frozen_before_the_search_stays_frozen() -> None:
    gc.freeze()
    try:
        frozen = gc.get_freeze_count()
        with older_objects_frozen():
            pass
        assert gc.get_freeze_count() == frozen
    finally:
        gc.unfreeze()


def test_the_older_objects_are_given_back_when_the_search_raises() -> None:
    try:
        with older_objects_frozen():
            raise ValueError("a search that failed")
    except ValueError:
        pass
    assert gc.get_freeze_count() == 0


def test_the_older_generations_are_collected_seldom_while_the_search_runs() -> None:
    young, middle, old = gc.get_threshold()
    try:
        with older_generations_seldom():
            assert gc.get_threshold() == (young, middle * 5, old * 5)
            raise ValueError("a search that failed")
    except ValueError:
        pass
    assert gc.get_threshold() == (young, middle, old)


CLAIM = """Feature: F
  Scenario: S
    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
"""


def _left_for_the_collector(
    run: Callable[[Path], object], tmp_path: Path
) -> tuple[object, list[object]]:
    """What ``run`` returned, given the claim's file, and the scenario states, drawers and unit
    drafts it left as cyclic garbage (found with the collector off while it ran)."""
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    feature = tmp_path / "claim.feature"
    feature.write_text(CLAIM, encoding="utf-8")
    gc.collect()
    gc.disable()
    try:
        returned = run(feature)
        gc.set_debug(gc.DEBUG_SAVEALL)
        gc.collect()
        left: list[object] = [
            o for o in gc.garbage if isinstance(o, (ScenarioState, Drawer, UnitDraft))
        ]
    finally:
        gc.set_debug(0)
        gc.garbage.clear()
        gc.enable()
    return returned, left


def test_an_example_that_held_is_freed_without_the_cyclic_collector(tmp_path: Path) -> None:
    """Each Hypothesis example's state and game are let go of once its Then steps held, so
    that reference counting frees them: none is left for the collector to find (issue 43)."""
    _, left = _left_for_the_collector(
        lambda feature: search.run_property(
            steps_of(CLAIM),
            feature,
            "claim.feature",
            "F",
            "S",
            30,
            b"k",
            tmp_path,
            ci=True,
            budget=0,
        ),
        tmp_path,
    )
    assert left == []


def test_a_walk_leaves_no_case_for_the_cyclic_collector(tmp_path: Path) -> None:
    """The state and game of each case of the exhaustive walk that held (or could not be) are
    let go once the walk has read what it needs of them, as a Hypothesis example's are."""
    proof, left = _left_for_the_collector(
        lambda feature: search.run_property(
            steps_of(CLAIM), feature, "claim.feature", "F", "S", 5, b"k", tmp_path, ci=True
        ),
        tmp_path,
    )
    assert isinstance(proof, Proof) and proof.cases > 1  # the walk ran, and proved it
    assert left == []
