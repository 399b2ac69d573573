"""Whether the heap is frozen is known without counting the frozen objects when the plugin froze
it (``ruleslawyer.heap``), and a session asks at most once, not once per property scenario:
counting walks every frozen object, which in a suite that froze its heap after collection cost
a tenth of a second or more per property scenario and per pytester session."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from ruleslawyer import heap
from ruleslawyer.properties.search import older_objects_frozen

CLAIMS = "\n".join(
    f'  Scenario: P{n}\n    Given any unit "Squad"\n    And "Squad" is not battle-shocked\n'
    '    Then "Squad" is not battle-shocked\n'
    for n in range(3)
)


@pytest.fixture
def counted(monkeypatch: pytest.MonkeyPatch) -> Iterator[list[int]]:
    """Each call of ``gc.get_freeze_count`` appended to a list, from a heap nobody froze (the
    process's own freeze, if any, given back afterwards)."""
    asked: list[int] = []
    real = gc.get_freeze_count

    def counting() -> int:
        asked.append(1)
        return real()

    with heap.thawed():
        monkeypatch.setattr(gc, "get_freeze_count", counting)
        yield asked
        monkeypatch.undo()


@pytest.mark.parametrize("frozen", [False, True], ids=["thawed heap", "frozen heap"])
def test_a_session_of_three_property_scenarios_asks_once(
    pytester: pytest.Pytester, counted: list[int], frozen: bool
) -> None:
    pytester.makefile(".feature", claims="Feature: F\n" + CLAIMS)
    ini = "true" if frozen else "false"
    pytester.makeini(f"[pytest]\nruleslawyer_gc_freeze = {ini}\n")
    result = pytester.runpytest_inprocess("-q", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=3)
    # Thawed: once, for the three searches. Frozen: once, by the opt-in freeze after collection
    # (nothing was frozen then, so the count cost nothing); the searches then know it.
    assert len(counted) == 1
    assert heap.frozen() is frozen


@pytest.fixture
def uncollected(monkeypatch: pytest.MonkeyPatch) -> None:
    """``heap.freeze``'s full collection before it freezes left out (what a test of the record
    does not check): it walks the whole thawed heap, about 0.4 s in this suite's processes."""
    monkeypatch.setattr(gc, "collect", lambda generation=2: 0)


@pytest.mark.usefixtures("uncollected")
def test_a_heap_the_plugin_froze_is_known_without_counting(counted: list[int]) -> None:
    heap.freeze()
    counted.clear()
    assert heap.frozen()
    with older_objects_frozen():  # not told: it asks the heap module
        pass
    assert counted == []
    assert gc.get_freeze_count() > 0  # still frozen (asked here, after the search)


def test_a_heap_someone_else_froze_is_counted_and_left_frozen(counted: list[int]) -> None:
    gc.freeze()
    frozen = gc.get_freeze_count()
    counted.clear()
    assert heap.frozen()
    with older_objects_frozen():
        pass
    assert len(counted) == 2  # once by the test, once by the search
    assert gc.get_freeze_count() == frozen


def test_a_search_told_the_heap_is_frozen_leaves_it_and_asks_nothing(
    counted: list[int],
) -> None:
    gc.freeze()
    counted.clear()
    with older_objects_frozen(heap_frozen=True):
        pass
    assert counted == []
    assert gc.get_freeze_count() > 0  # (asked here, after the search)


def test_a_search_told_the_heap_is_thawed_freezes_it_while_it_runs_and_asks_nothing(
    counted: list[int],
) -> None:
    older = [[object()] for _ in range(3)]  # tracked containers, alive before the search
    counted.clear()
    with older_objects_frozen(heap_frozen=False):
        assert counted == []
        assert gc.get_freeze_count() > 0
    assert gc.get_freeze_count() == 0  # given back
    assert older


@pytest.mark.usefixtures("uncollected")
def test_thawed_gives_back_the_plugin_s_freeze_as_it_was(counted: list[int]) -> None:
    heap.freeze()
    with heap.thawed():
        assert gc.get_freeze_count() == 0
        assert not heap.frozen()
    assert heap.frozen()
    assert gc.get_freeze_count() > 0
