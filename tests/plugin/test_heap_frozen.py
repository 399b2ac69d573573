"""A session asks the collector whether the heap is frozen once, not once per property
scenario: counting the frozen objects walks every one of them, which in a suite that froze its
heap after collection cost a tenth of a second or more per property scenario."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from ruleslawyer.properties.search import older_objects_frozen

CLAIMS = "\n".join(
    f'  Scenario: P{n}\n    Given any unit "Squad"\n    And "Squad" is not battle-shocked\n'
    '    Then "Squad" is not battle-shocked\n'
    for n in range(3)
)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Each call of ``gc.get_freeze_count`` appended to a list."""
    asked: list[int] = []
    real = gc.get_freeze_count

    def counting() -> int:
        asked.append(1)
        return real()

    monkeypatch.setattr(gc, "get_freeze_count", counting)
    yield asked


@pytest.mark.parametrize("frozen", [False, True], ids=["thawed heap", "frozen heap"])
def test_a_session_of_three_property_scenarios_asks_once(
    pytester: pytest.Pytester, counted: list[int], frozen: bool
) -> None:
    pytester.makefile(".feature", claims="Feature: F\n" + CLAIMS)
    ini = "true" if frozen else "false"
    pytester.makeini(f"[pytest]\nruleslawyer_gc_freeze = {ini}\n")
    was_frozen = gc.get_freeze_count() > 0
    try:
        counted.clear()
        result = pytester.runpytest_inprocess("-q", "-p", "no:cacheprovider")
        result.assert_outcomes(passed=3)
    finally:
        if not was_frozen:  # the session's opt-in freeze is this test's to undo
            gc.unfreeze()
    # Once for the three searches; the opt-in freeze after collection asks once more.
    assert len(counted) == (2 if frozen else 1)


def test_a_search_told_the_heap_is_frozen_leaves_it_and_asks_nothing(
    counted: list[int],
) -> None:
    was_frozen = gc.get_freeze_count() > 0
    gc.freeze()
    try:
        counted.clear()
        with older_objects_frozen(heap_frozen=True):
            pass
        assert counted == []
        assert gc.get_freeze_count() > 0  # (asked here, after the search)
    finally:
        if not was_frozen:
            gc.unfreeze()


def test_a_search_told_the_heap_is_thawed_freezes_it_while_it_runs_and_asks_nothing(
    counted: list[int],
) -> None:
    was_frozen = gc.get_freeze_count() > 0
    gc.unfreeze()
    try:
        older = [[object()] for _ in range(3)]  # tracked containers, alive before the search
        counted.clear()
        with older_objects_frozen(heap_frozen=False):
            assert counted == []
            assert gc.get_freeze_count() > 0
        assert gc.get_freeze_count() == 0  # given back
        assert older
    finally:
        if was_frozen:
            gc.freeze()
