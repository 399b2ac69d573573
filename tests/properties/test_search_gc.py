"""The property search freezes the objects alive before it while it runs, and gives them back."""

from __future__ import annotations

import gc
from collections.abc import Iterator

import pytest

from ruleslawyer.properties.search import older_objects_frozen


@pytest.fixture(autouse=True)
def thawed() -> Iterator[None]:
    """Each test starts from a heap nobody froze, and leaves the process as it found it: the
    project's own suite opts in to the freeze after collection (pyproject.toml), so in a run
    that collected scenarios the heap is frozen before these tests."""
    was_frozen = gc.get_freeze_count() > 0
    gc.unfreeze()
    yield
    gc.unfreeze()
    if was_frozen:
        gc.freeze()


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
