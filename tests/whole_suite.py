"""The whole suite on both cores: ``pytest`` with no paths (its paths taken from the ini's
``testpaths``, as the README's command and ``.ci/run`` give it) runs on :data:`WORKERS`
pytest-xdist workers, the tests shared out file by file (:data:`DIST`); docs/performance.md
("Issue 43: the whole suite on two workers") has the figures.

A run of chosen paths (``pytest scenarios``, the main job, or ``pytest tests/core``) stays in
one process, as does a run given its own ``-n`` (``-n 0`` for a serial whole suite), ``--tx``,
``-p no:xdist``, ``--collect-only``, ``--pdb``/``--trace`` or ``--stepwise``, and an xdist
worker itself. The inner loop (``pytest -m "not slow"``) is a run of ``testpaths`` too and gets
the workers the same way.

Loaded by the project's root ``conftest.py``, an initial conftest: its hook below runs before
pytest-xdist's own ``pytest_cmdline_main``, which turns ``numprocesses`` into workers and
``dist``.
"""

from __future__ import annotations

import pytest

WORKERS = 2  # the cores of the machines this project is run and measured on (docs/ci.md)
# Each test file goes to one worker whole, so a module's fixture (a language server, a browser,
# the table mutants' recorded library run) is made once. Not loadgroup: with pytest 9.2 and
# pytest-xdist 3.8 its xdist_group marks are silently ignored (the worker's renamed node id no
# longer takes; pytest-dev/pytest-xdist issue 1386), so its tests were shared out one by one.
DIST = "loadfile"

_ON_WORKERS = pytest.StashKey[bool]()


def gets_workers(config: pytest.Config) -> bool:
    """Whether this run is the whole suite, unasked about processes: its paths came from
    ``testpaths``, xdist is loaded and nothing on the command line chose processes or needs a
    single one."""
    if hasattr(config, "workerinput") or not config.pluginmanager.hasplugin("xdist"):
        return False
    if config.args_source is not pytest.Config.ArgsSource.TESTPATHS:
        return False
    if config.getoption("numprocesses", None) is not None or config.getoption("tx", None):
        return False
    single = ("collectonly", "usepdb", "trace", "stepwise", "stepwise_skip", "stepwise_reset")
    return not any(config.getoption(name, False) for name in single)


@pytest.hookimpl(tryfirst=True)  # before pytest-xdist's, which reads numprocesses
def pytest_cmdline_main(config: pytest.Config) -> None:
    if gets_workers(config):
        config.option.numprocesses = WORKERS
        if config.getoption("dist", "no") == "no":  # a --dist given is kept
            config.option.dist = DIST
        config.stash[_ON_WORKERS] = True


def pytest_report_header(config: pytest.Config) -> str | None:
    if not config.stash.get(_ON_WORKERS, False):
        return None
    return (
        f"whole suite: {WORKERS} xdist workers (--dist {config.option.dist}); "
        "-n 0 runs it in one process"
    )
