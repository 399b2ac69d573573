"""Shared helpers for the pytester tests of the plugin."""

from __future__ import annotations

import importlib
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from tests.plugin import faq_html_too
from tests.plugin.faq_html_too import FaqLibraryRun

# The plugin loads the step library and the property runner with a run's first feature file.
# The pytester runs of this suite drop what a run imported, and a second import of the property
# runner breaks Hypothesis for later runs: import both once, for the whole session.
importlib.import_module("ruleslawyer.steps")
importlib.import_module("ruleslawyer.properties.search")
# The modules an in-process run imports besides: the plugin's item, report and pytest-bdd
# modules and the Gherkin reader. Dropped after every run, they would be compiled (and their
# asserts rewritten) again by the next one, which under PYTHONDONTWRITEBYTECODE has no cached
# bytecode to read: a third of each in-process run's CPU time (docs/performance.md).
IMPORTED_BY_A_RUN = (
    "ruleslawyer.gherkin.reader",
    "ruleslawyer.gherkin.keywords",
    "ruleslawyer.pytest_plugin.bdd",
    "ruleslawyer.pytest_plugin.coverage",
    "ruleslawyer.pytest_plugin.cucumber",
    "ruleslawyer.pytest_plugin.explain",
    "ruleslawyer.pytest_plugin.faq",
    "ruleslawyer.pytest_plugin.faq_board",  # these three by a run that writes a FAQ document
    "ruleslawyer.pytest_plugin.faq_html",
    "ruleslawyer.pytest_plugin.faq_json",
    "ruleslawyer.pytest_plugin.items",
    "ruleslawyer.scenario.board",  # by the first board step (steps/boards.py)
)
for _name in IMPORTED_BY_A_RUN:
    importlib.import_module(_name)

# The processes this suite starts (pytester subprocesses, xdist workers, the language servers)
# may keep bytecode, as .ci/run lets them: on a machine that
# sets PYTHONDONTWRITEBYTECODE, each one otherwise compiled the plugin and the steps from source
# again and re-rewrote their assertions, about a second of CPU a process (docs/performance.md,
# "Issue 43: the full suite"). The caches go to __pycache__ directories, which git ignores.
# This process keeps the setting it started with; only its children see the change.
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)

ROOT = Path(__file__).resolve().parents[1]

# A frame of a traceback through our own modules, as pytest prints it.
_OUR_FRAME = re.compile(r"ruleslawyer[\\/][\w\\/]*\.py:\d+|steps[\\/]\w+\.py:\d+")

Output = Callable[[pytest.RunResult], str]
CleanCheck = Callable[[pytest.RunResult], None]
LineOf = Callable[[Path, str], int]
LinesOf = Callable[[Path, str], list[int]]


def _output(result: pytest.RunResult) -> str:
    return result.stdout.str() + "\n" + result.stderr.str()


@pytest.fixture
def output() -> Output:
    """Everything a run printed, stdout then stderr."""
    return _output


@pytest.fixture
def assert_clean() -> CleanCheck:
    """Asserts a run reported its problems without an internal error or our tracebacks."""

    def check(result: pytest.RunResult) -> None:
        text = _output(result)
        assert "INTERNALERROR" not in text
        assert "Traceback" not in text
        assert _OUR_FRAME.search(text) is None, _OUR_FRAME.search(text)

    return check


@pytest.fixture
def line_of() -> LineOf:
    """The 1-based line of ``path`` on which ``text`` first appears."""

    def find(path: Path, text: str) -> int:
        return _lines_of(path, text)[0]

    return find


@pytest.fixture
def lines_of() -> LinesOf:
    """Every 1-based line of ``path`` on which ``text`` appears."""
    return _lines_of


def _lines_of(path: Path, text: str) -> list[int]:
    lines = path.read_text(encoding="utf-8").splitlines()
    found = [number for number, line in enumerate(lines, start=1) if text in line]
    assert found, f"{text!r} is not in {path}"
    return found


# What the pytester runs of this suite leave out, unless a test is marked ``full_inner_run``:
# the installed plugins no such run uses (pytest-lsp and pytest-asyncio, for the editor tests;
# xdist's looponfail), pytest's cache (which writes a folder of files at every run) and
# pytest's header (its plugin line reads each plugin's package metadata: pytest-bdd's is
# 53 kB, parsed twice a run), and pytest's own plugins that no such run uses (doctest, pastebin,
# the legacy ``testdir``/``tmpdir``, unittest, subtests, ``--setup-only``/``--setup-plan``,
# faulthandler): each is registered and its fixtures parsed at every run, about 2 ms apiece
# (383 runs in the inner loop). The plugin itself, pytest-bdd, Hypothesis's pytest plugin and
# xdist (for ``-n``) load as they do for a user. About a tenth of each in-process run's start,
# and a quarter of a second of each pytester subprocess, which imported pytest-lsp
# (docs/performance.md, "Issue 43: the fixed cost of a pytester run").
LEAN_INNER_RUN = (
    "-p no:asyncio -p no:pytest-lsp -p no:xdist.looponfail -p no:cacheprovider --no-header"
    " -p no:doctest -p no:pastebin -p no:legacypath -p no:unittest -p no:subtests"
    " -p no:setuponly -p no:setupplan -p no:faulthandler"
)
# A test that exercises what LEAN_INNER_RUN leaves out (the cache's --lf, the header, how the
# plugins install and load) carries this marker; its runs start as a user's do.
FULL_INNER_RUN = "full_inner_run"


@pytest.fixture(autouse=True)
def _lean_inner_runs(request: pytest.FixtureRequest) -> None:
    """pytest-lsp (the editor tests) brings pytest-asyncio, whose configure step warns in any
    run whose ini does not set its loop scope; the pytester runs of this suite write their own
    ini and treat warnings as errors. Those runs do not use it: leave it out of them, and the
    rest of :data:`LEAN_INNER_RUN` unless the test is marked ``full_inner_run`` (then only
    pytest-asyncio is left out)."""
    if "pytester" in request.fixturenames:
        request.getfixturevalue("pytester")  # it clears PYTEST_ADDOPTS: set ours after it
        monkeypatch: pytest.MonkeyPatch = request.getfixturevalue("monkeypatch")
        full = request.node.get_closest_marker(FULL_INNER_RUN) is not None
        monkeypatch.setenv("PYTEST_ADDOPTS", "-p no:asyncio" if full else LEAN_INNER_RUN)


@pytest.fixture(scope="session")
def faq_library_run(tmp_path_factory: pytest.TempPathFactory) -> FaqLibraryRun:
    """One run of ``scenarios/faq`` in its own process for the whole session: the document
    check of ``docs/faq.md``, the browser's library page and the seam probe all read it. Under
    xdist the test files that read it may land on both workers; the first to ask makes the run
    and the other reads its result (:func:`_once_per_run`)."""
    return _once_per_run(tmp_path_factory, "faq-library", _faq_library_run)


def _faq_library_run(where: Path) -> FaqLibraryRun:
    markdown, page = where / "faq.md", where / "page" / "faq.html"
    page.parent.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["CI"] = "true"
    env[faq_html_too.ENV] = str(page)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "scenarios/faq",
            "-q",
            "-p",
            "no:cacheprovider",
            # The editor tests' plugins, which this run never uses: a quarter of a second of
            # start-up (LEAN_INNER_RUN; this run's environment has no PYTEST_ variables).
            "-p",
            "no:pytest-lsp",
            "-p",
            "no:asyncio",
            "-p",
            "tests.plugin.faq_html_too",
            "-p",
            "tests.properties.seam_probe",  # counts rules run inside a seam (test_seam_reads.py)
            "--ruleslawyer-exhaustive-budget=2000",  # a publishing run buys proofs (ci.md)
            f"--ruleslawyer-faq-report={markdown}",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    return FaqLibraryRun(markdown, page, done)


# How long a worker waits for another worker's shared run before making its own.
_SHARED_WAIT = 900.0


def _once_per_run(
    tmp_path_factory: pytest.TempPathFactory, name: str, make: Callable[[Path], FaqLibraryRun]
) -> FaqLibraryRun:
    """``make`` run once for the whole test run, in a folder of its own. Serially that is once
    per session. Under xdist (a worker knows its run by ``PYTEST_XDIST_TESTRUNUID``) the first
    worker to ask claims the run with a file created exclusively in the workers' shared base
    folder, makes it, and leaves its result there as JSON; another worker waits for that file
    and reads it. If the claimant never writes it (it crashed), the waiting worker makes its
    own after :data:`_SHARED_WAIT` seconds rather than hang."""
    run_id = os.environ.get("PYTEST_XDIST_TESTRUNUID")
    if run_id is None:
        return make(tmp_path_factory.mktemp(name))
    shared = tmp_path_factory.getbasetemp().parent
    claim, result = shared / f"{name}-{run_id}.claim", shared / f"{name}-{run_id}.json"
    try:
        os.close(os.open(claim, os.O_CREAT | os.O_EXCL | os.O_WRONLY))
    except FileExistsError:
        deadline = time.monotonic() + _SHARED_WAIT
        while time.monotonic() < deadline:
            if result.exists():
                kept = json.loads(result.read_text(encoding="utf-8"))
                done = subprocess.CompletedProcess(
                    kept["args"], kept["returncode"], kept["stdout"], kept["stderr"]
                )
                return FaqLibraryRun(Path(kept["markdown"]), Path(kept["page"]), done)
            time.sleep(0.5)
        return make(tmp_path_factory.mktemp(name))
    made = make(tmp_path_factory.mktemp(name))
    kept = {
        "args": made.done.args,
        "returncode": made.done.returncode,
        "stdout": made.done.stdout,
        "stderr": made.done.stderr,
        "markdown": str(made.markdown),
        "page": str(made.page),
    }
    partial = result.with_suffix(".partial")
    partial.write_text(json.dumps(kept), encoding="utf-8")
    os.replace(partial, result)  # whole or absent: a reader never sees half of it
    return made
