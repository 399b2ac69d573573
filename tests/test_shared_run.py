"""The suite's one FAQ library run is made once per test run, also under xdist
(tests/conftest.py ``_once_per_run``): the first worker makes it, another reads its result."""

from __future__ import annotations

import subprocess
from collections.abc import Callable
from pathlib import Path
from typing import cast

import pytest

from tests.conftest import _once_per_run
from tests.plugin.faq_html_too import FaqLibraryRun


class _Temp:
    """A worker's tmp_path_factory: its own base folder inside one shared by the workers."""

    def __init__(self, shared: Path, worker: str) -> None:
        self.base = shared / worker
        self.base.mkdir()
        self.made = 0

    def getbasetemp(self) -> Path:
        return self.base

    def mktemp(self, name: str) -> Path:
        self.made += 1
        folder = self.base / f"{name}{self.made}"
        folder.mkdir()
        return folder


def _made(calls: list[Path]) -> Callable[[Path], FaqLibraryRun]:
    def make(where: Path) -> FaqLibraryRun:
        calls.append(where)
        done = subprocess.CompletedProcess(["pytest"], 0, f"run {len(calls)}", "")
        return FaqLibraryRun(where / "faq.md", where / "page" / "faq.html", done)

    return make


def _factory(temp: _Temp) -> pytest.TempPathFactory:
    return cast(pytest.TempPathFactory, temp)


def test_two_workers_share_one_run(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", "run-1")
    calls: list[Path] = []
    first = _once_per_run(_factory(_Temp(tmp_path, "gw0")), "faq", _made(calls))
    second = _once_per_run(_factory(_Temp(tmp_path, "gw1")), "faq", _made(calls))
    assert len(calls) == 1
    # the same folders and the same process result, read back
    assert (second.markdown, second.page) == (first.markdown, first.page)
    assert (second.done.args, second.done.returncode) == (["pytest"], 0)
    assert (second.done.stdout, second.done.stderr) == ("run 1", "")


def test_another_test_run_makes_its_own(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[Path] = []
    for run_id, worker in (("run-1", "gw0"), ("run-2", "gw1")):
        monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", run_id)
        _once_per_run(_factory(_Temp(tmp_path, worker)), "faq", _made(calls))
    assert len(calls) == 2


def test_serially_each_session_makes_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("PYTEST_XDIST_TESTRUNUID", raising=False)
    calls: list[Path] = []
    _once_per_run(_factory(_Temp(tmp_path, "a")), "faq", _made(calls))
    _once_per_run(_factory(_Temp(tmp_path, "b")), "faq", _made(calls))
    assert len(calls) == 2


def test_a_claimant_that_never_writes_is_not_waited_for_forever(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("PYTEST_XDIST_TESTRUNUID", "run-1")
    monkeypatch.setattr("tests.conftest._SHARED_WAIT", 0.2)
    (tmp_path / "faq-run-1.claim").touch()  # another worker claimed it, then crashed
    calls: list[Path] = []
    made = _once_per_run(_factory(_Temp(tmp_path, "gw1")), "faq", _made(calls))
    assert len(calls) == 1 and made.done.stdout == "run 1"
