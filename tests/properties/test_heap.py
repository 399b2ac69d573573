"""The heap while a property search runs (properties/heap.py): what the process held before it
is frozen away from the cyclic collector's full collections, and handed back after; a freeze
made by someone else is left as it is."""

from __future__ import annotations

import gc
import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.properties import search
from ruleslawyer.properties.heap import heap_set_aside

from .test_verdicts import steps_of

importlib.import_module("ruleslawyer.steps")  # registers the step library

CLAIM = """Feature: F
  Scenario: S
    Given any moment
    And any unit "Squad"
    And "Squad" is off the battlefield
    Then "Squad" is not eligible to shoot
"""


@pytest.fixture(autouse=True)
def nothing_frozen() -> Iterator[None]:
    gc.unfreeze()  # no test here starts with a freeze of another's
    yield
    gc.unfreeze()


def test_the_heap_is_frozen_only_while_the_block_runs() -> None:
    assert gc.get_freeze_count() == 0
    with heap_set_aside():
        assert gc.get_freeze_count() > 0
        made = [object()]  # made inside: not frozen, collected as ever
        assert gc.is_tracked(made)
    assert gc.get_freeze_count() == 0


def test_a_freeze_made_by_another_is_left_alone() -> None:
    gc.freeze()
    theirs = gc.get_freeze_count()
    with heap_set_aside():
        pass
    assert gc.get_freeze_count() == theirs  # not unfrozen


def test_nothing_is_frozen_while_the_collector_is_off() -> None:
    gc.disable()
    try:
        with heap_set_aside():
            assert gc.get_freeze_count() == 0
    finally:
        gc.enable()


def test_a_property_search_runs_with_the_heap_set_aside(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[int] = []
    run_steps = vars(search)["run_steps"]

    def counting(*args: Any, **kwargs: Any) -> None:
        seen.append(gc.get_freeze_count())
        run_steps(*args, **kwargs)

    monkeypatch.setattr(search, "run_steps", counting)
    feature = tmp_path / "claim.feature"
    feature.write_text(CLAIM, encoding="utf-8")
    for budget in (0, 1000):  # Hypothesis's examples, then the walk's cases
        seen.clear()
        search.run_property(
            steps_of(CLAIM), feature, "claim.feature", "F", "S", 20, b"k", tmp_path,
            ci=True, budget=budget,
        )  # fmt: skip
        assert seen and all(count > 0 for count in seen), budget
    assert gc.get_freeze_count() == 0
