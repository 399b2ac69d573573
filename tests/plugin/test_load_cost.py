"""The step library is imported with the cyclic garbage collector paused, and the collector is
left as it was found (docs/performance.md, "Round 4's eighth stop: start-up imports")."""

from __future__ import annotations

import gc
import importlib
from types import ModuleType

import pytest

from ruleslawyer.pytest_plugin import hooks


def test_the_step_library_is_imported_with_the_collector_paused(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    real = importlib.import_module

    def spy(name: str, package: str | None = None) -> ModuleType:
        if name == "ruleslawyer.steps":
            seen.append(gc.isenabled())
        return real(name, package)

    monkeypatch.setattr(importlib, "import_module", spy)  # hooks.load calls it
    pytester.makefile(
        ".feature",
        f='Feature: F\n  Scenario: S\n    Given a unit "Squad"\n'
        '    Then "Squad" is not battle-shocked\n',
    )
    assert gc.isenabled()
    pytester.runpytest("-q").assert_outcomes(passed=1)
    assert seen == [False]  # paused while the library was imported
    assert gc.isenabled()  # and on again after


def test_a_paused_collector_is_given_back_as_it_was_found() -> None:
    assert gc.isenabled()
    with pytest.raises(RuntimeError), hooks.collector_paused():
        assert not gc.isenabled()
        raise RuntimeError("an import that fails")
    assert gc.isenabled()
    gc.disable()
    try:
        with hooks.collector_paused():
            pass
        assert not gc.isenabled()  # a process that turned it off keeps it off
    finally:
        gc.enable()
