"""Diagnostics for a ``.feature`` buffer: exactly the input errors a run would give.

The buffer goes through the plugin's own reader (:func:`ruleslawyer.gherkin.reader.
parse_feature`), each scenario through the run's claim check (a scenario with no Then step),
and each concrete scenario through the runner's own steps (:func:`ruleslawyer.scenario.runner.
run_step`), in process, without pytest: the same code path as a run. A Then step's verdict is
not reported (a disagreement is the run's to show) and the steps after it still run, so a
reason of the wrong kind or a Given after a Then is flagged wherever it is. A property
scenario's state is drawn: without drawing, only its steps are matched.

A run stops a scenario at its first error; here every step that no phrase matches is
reported, since each would be that scenario's first error once the ones before it are fixed,
and the steps before the first of them still run (an impossible state is not hidden).

Checking is bounded in time (:func:`time_limit`): a scenario still running at the limit is
flagged as not checked, and the scenarios after it are not checked.
"""

from __future__ import annotations

import atexit
import importlib
import os
import re
import signal
import tempfile
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ruleslawyer.gherkin.reader import ScenarioCase, cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.runner import (
    check_claims,
    find_step,
    new_state,
    run_step,
    set_up_later,
)

importlib.import_module("ruleslawyer.steps")  # registers the step library


@dataclass(frozen=True)
class Problem:
    """One input error, as a run reports it."""

    path: str  # the file as a run names it (a board file's error names the board file)
    line: int  # 1-based line of the feature file to show it on
    message: str
    word: str | None
    suggestion: str | None
    rendered: str  # the run's whole message: file, line, step, offending word, suggestion
    unfinished: bool = False  # not an error: the check stopped at its time limit here

    @classmethod
    def of(cls, error: ScenarioInputError, shown: str) -> Problem:
        line = error.line or 1
        if error.path != shown and error.step is not None:
            line = error.step.line  # a board file's error: shown on the step that loaded it
        return cls(error.path, line, error.message, error.word, error.suggestion, error.render())


# The longest a whole check of a buffer may take (RULESLAWYER_LSP_CHECK_SECONDS overrides).
LIMIT_SECONDS = float(os.environ.get("RULESLAWYER_LSP_CHECK_SECONDS") or 10)


class TooSlow(BaseException):
    """The time limit of a check struck (a BaseException: no step's guard may swallow it)."""


_ARMED = [False]


def _strike(signum: int, frame: object) -> None:
    if _ARMED[0]:
        _ARMED[0] = False
        raise TooSlow


@contextmanager
def time_limit(seconds: float | None) -> Iterator[None]:
    """Raise :class:`TooSlow` in this code once ``seconds`` have passed (a real-time timer;
    where there is none, or off the main thread, no limit). Nested, the outer limit holds.

    The handler stays installed once set (it does nothing unless armed), so a timer that
    strikes as the limit is lifted never meets the default action, which ends the process."""
    if (
        seconds is None
        or _ARMED[0]
        or not hasattr(signal, "setitimer")
        or threading.current_thread() is not threading.main_thread()
    ):
        yield
        return
    if signal.getsignal(signal.SIGALRM) is not _strike:
        signal.signal(signal.SIGALRM, _strike)
    _ARMED[0] = True
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        _ARMED[0] = False
        signal.setitimer(signal.ITIMER_REAL, 0)


def check_text(
    text: str,
    path: Path,
    rootdir: Path,
    kept: Checked | None = None,
    limit: float | None = None,
) -> list[Problem]:
    """Every input error of ``text`` (the content of ``path``), in line order; each scenario's
    problems taken from ``kept`` where it holds them (the language server's), else checked;
    within ``limit`` seconds (a scenario the limit stopped is flagged, and checking ends
    there)."""
    shown = relative(path, rootdir)
    if (surrogate := _surrogate(text, shown)) is not None:
        return [surrogate]
    found: dict[tuple[int, str], Problem] = {}
    line = 1
    try:
        with time_limit(limit):
            try:
                scenarios = cases_of(text, shown)
            except ScenarioInputError as error:
                return [Problem.of(error, shown)]
            for case in scenarios:
                line = case.line
                for problem in check_case(case, path, shown, kept):
                    found.setdefault((problem.line, problem.message), problem)
    except TooSlow:
        message = (
            f"not checked: checking stopped at the editor's limit of {limit:g} s here "
            "(pytest runs it in full)"
        )
        found[(line, message)] = Problem(
            shown, line, message, None, None, f"{shown}:{line}: {message}", unfinished=True
        )
    return sorted(found.values(), key=lambda p: p.line)


def _surrogate(text: str, shown: str) -> Problem | None:
    """A lone surrogate (which no file can hold: it is not a character) as an error of its
    line: the buffer cannot be saved as UTF-8, so a run could not read it either."""
    m = re.search("[\ud800-\udfff]", text)
    if m is None:
        return None
    line = text.count("\n", 0, m.start()) + 1
    message = (
        f"a lone surrogate (U+{ord(m[0]):04X}) is not a character: this line cannot be saved "
        "as UTF-8; delete it"
    )
    return Problem(shown, line, message, None, None, f"{shown}:{line}: {message}")


# A scenario's problems, by everything they depend on: the file, and its steps as written with
# their lines (a message may name a line). A change to one scenario checks that scenario again;
# a scenario that reads another file (a board, a roster: a ``{path}`` slot) is always checked.
class Checked:
    """The problems of the scenarios checked so far, by everything they depend on (a bounded
    cache, held by whoever checks a file again and again: the language server)."""

    LIMIT = 20_000

    def __init__(self) -> None:
        self._problems: dict[tuple[object, ...], list[Problem]] = {}

    def get(self, key: tuple[object, ...]) -> list[Problem] | None:
        return self._problems.get(key)

    def keep(self, key: tuple[object, ...], problems: list[Problem]) -> None:
        if len(self._problems) > self.LIMIT:
            self._problems.clear()
        self._problems[key] = problems


def check_case(
    case: ScenarioCase, path: Path, shown: str, kept: Checked | None = None
) -> list[Problem]:
    key = (str(path), shown, case.line, case.steps)
    known = kept.get(key) if kept is not None else None
    if known is not None:
        return known
    try:
        check_claims(case.steps, shown, case.line)
    except ScenarioInputError as error:
        no_claim = [Problem.of(error, shown)]
    else:
        no_claim = []
    unmatched = []
    first_unmatched = len(case.steps)
    reads_a_file = False
    for index, step in enumerate(case.steps):
        try:
            definition, _ = find_step(step.kind, step, shown)
        except ScenarioInputError as error:
            unmatched.append(Problem.of(error, shown))
            first_unmatched = min(first_unmatched, index)
            continue
        reads_a_file = reads_a_file or "{path}" in definition.template
    if no_claim:
        problems = no_claim + unmatched
    elif _is_property(case):
        # A property scenario's state is drawn: its steps are matched, the files they read are
        # checked (each alone: an error of the file's own content), and its simplest case is
        # run, as a run tries it first (an input error there makes the claim undecided).
        problems = (
            _files_read(case, path, shown, first_unmatched)
            or _first_case(case, path, shown, first_unmatched)
        ) + unmatched
    else:
        problems = _run(case, path, shown, first_unmatched) + unmatched
    if not reads_a_file and kept is not None:
        kept.keep(key, problems)
    return problems


def _run(case: ScenarioCase, path: Path, shown: str, stop: int) -> list[Problem]:
    """The first input error of running the scenario's steps before ``stop`` as a run runs
    them (a Then step's disagreement aside: the steps after it run on)."""
    state = new_state(path)
    state.shown_path = shown
    steps = case.steps
    for index, step in enumerate(steps[:stop]):
        state.steps_before = steps[:index]  # as runner.run_steps: a step may read those above
        try:
            run_step(state, step, shown)
        except ScenarioDisagreement:
            continue
        except ScenarioInputError as error:
            return [Problem.of(set_up_later(error, step, steps[index + 1 :]), shown)]
    return []


def _files_read(case: ScenarioCase, path: Path, shown: str, stop: int) -> list[Problem]:
    """The first error of a file a step before ``stop`` reads (a board, a roster) in the
    file's own content: the step run alone, its error kept only if it names that file."""
    for step in case.steps[:stop]:
        definition, _ = find_step(step.kind, step, shown)
        if step.kind != "given" or "{path}" not in definition.template:
            continue
        state = new_state(path)
        state.shown_path = shown
        try:
            run_step(state, step, shown)
        except ScenarioInputError as error:
            if error.path != shown:
                return [Problem.of(error, shown)]
        except ScenarioDisagreement:
            continue
    return []


def _first_case(case: ScenarioCase, path: Path, shown: str, stop: int) -> list[Problem]:
    """The input error of the simplest case of a property scenario's steps before ``stop``."""
    from ruleslawyer.properties.search import first_case

    try:
        first_case(case.steps[:stop], path, shown)
    except ScenarioInputError as error:
        return [Problem.of(error, shown)]
    return []


def _is_property(case: ScenarioCase) -> bool:
    from ruleslawyer.properties.search import is_property

    return is_property(case.steps)


def cases_of(text: str, shown: str) -> list[ScenarioCase]:
    """The scenarios of ``text``, read by the plugin's reader as a run reads them. The reader
    reads a file: the buffer is written to one named as the run names it, in a folder of this
    process's own."""
    folder = _folder()
    copy = folder / shown
    copy.parent.mkdir(parents=True, exist_ok=True)
    copy.write_text(text, encoding="utf-8")
    return cases(parse_feature(copy, folder), keep_scenarios=False)


@cache
def _folder() -> Path:
    folder = tempfile.TemporaryDirectory(prefix="ruleslawyer-lsp-")
    atexit.register(folder.cleanup)
    return Path(folder.name)


def relative(path: Path, rootdir: Path) -> str:
    try:
        relative = os.path.relpath(path, rootdir)
    except ValueError:
        return path.name
    return path.name if relative.startswith("..") else relative
