"""The whole suite on both cores (tests/whole_suite.py): a run of ``testpaths`` gets xdist
workers unless it chose its processes; a run of chosen paths stays in one process."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests import whole_suite

# These read (or rule out) the whole suite's line in pytest's header, which the suite's other
# pytester runs leave out (tests/conftest.py, LEAN_INNER_RUN).
pytestmark = pytest.mark.full_inner_run

ROOT = Path(__file__).resolve().parents[1]
INI = '[pytest]\ntestpaths = ["t"]\n'
CONFTEST = 'pytest_plugins = ["tests.whole_suite"]\n'
# Each test says whether it ran in an xdist worker, and which one: a file per test.
WHERE = """
import os
from pathlib import Path


def _say(request, name):
    worker = getattr(request.config, "workerinput", {}).get("workerid", "none")
    (Path(os.environ["WHERE_DIR"]) / name).write_text(worker)


def test_one(request):
    _say(request, "one")


def test_two(request):
    _say(request, "two")
"""


def _project(pytester: pytest.Pytester, ini: str = INI) -> None:
    pytester.makeini(ini)
    pytester.makeconftest(CONFTEST)
    pytester.mkdir("t")
    (pytester.path / "t" / "test_where.py").write_text(WHERE, encoding="utf-8")


def _decided(pytester: pytest.Pytester, *args: str) -> pytest.Config:
    """The run's configuration after the whole-suite hook has had its say."""
    config = pytester.parseconfig(*args)
    whole_suite.pytest_cmdline_main(config)
    return config


def test_a_run_of_testpaths_gets_two_workers_sharing_by_file(pytester: pytest.Pytester) -> None:
    _project(pytester)
    config = _decided(pytester)
    assert whole_suite.gets_workers(pytester.parseconfig())
    assert config.option.numprocesses == whole_suite.WORKERS == 2
    assert config.option.dist == "loadfile"


def test_the_inner_loop_is_a_run_of_testpaths_too(pytester: pytest.Pytester) -> None:
    _project(pytester)
    assert _decided(pytester, "-m", "not slow").option.numprocesses == 2


def test_a_dist_mode_given_is_kept(pytester: pytest.Pytester) -> None:
    _project(pytester)
    config = _decided(pytester, "--dist", "load")
    assert (config.option.numprocesses, config.option.dist) == (2, "load")


# Runs that chose their paths or processes. (Only parsed: no process starts, no worker.)
CHOSE = [
    ["t"],  # chosen paths: the main job's `pytest scenarios`
    ["t/test_where.py::test_one"],
    ["-n", "0"],  # a serial whole suite
    ["-n", "1"],
    ["--tx", "popen"],
    ["-p", "no:xdist"],
    ["--collect-only"],
    ["--pdb"],
    ["--trace"],
    ["--stepwise"],
    ["--sw-skip"],
]


@pytest.mark.parametrize("args", CHOSE, ids=lambda args: " ".join(args))
def test_a_run_that_chose_its_paths_or_processes_keeps_them(
    pytester: pytest.Pytester, args: list[str]
) -> None:
    _project(pytester)
    config = _decided(pytester, *args)
    assert not whole_suite.gets_workers(config)
    assert config.getoption("numprocesses", None) in (None, 0, 1)


def test_a_folder_without_testpaths_stays_in_one_process(pytester: pytest.Pytester) -> None:
    _project(pytester, ini="[pytest]\n")  # no testpaths: the invocation folder is the path
    assert not whole_suite.gets_workers(_decided(pytester))


def test_an_xdist_worker_does_not_start_workers_of_its_own(pytester: pytest.Pytester) -> None:
    _project(pytester)
    config = pytester.parseconfig()
    config.workerinput = {"workerid": "gw0"}  # type: ignore[attr-defined]  # as xdist sets it
    assert not whole_suite.gets_workers(config)


def test_a_run_of_chosen_paths_runs_in_this_process(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    _project(pytester)
    monkeypatch.setenv("WHERE_DIR", str(pytester.path))
    result = pytester.runpytest("t")
    result.assert_outcomes(passed=2)
    assert "whole suite" not in result.stdout.str()
    assert (pytester.path / "one").read_text() == "none"


@pytest.mark.slow  # xdist: the run starts two worker processes
def test_a_run_with_no_paths_runs_on_two_workers(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    _project(pytester)
    monkeypatch.setenv("WHERE_DIR", str(pytester.path))
    # The run and its workers import tests.whole_suite from this checkout.
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", timeout=120)
    result.assert_outcomes(passed=2)
    result.stdout.fnmatch_lines(["whole suite: 2 xdist workers (--dist loadfile)*"])
    ran_on = {(pytester.path / name).read_text() for name in ("one", "two")}
    assert ran_on <= {"gw0", "gw1"}, ran_on
