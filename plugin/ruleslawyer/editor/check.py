"""Diagnostics for a ``.feature`` buffer: exactly the input errors a run would give.

The buffer goes through the plugin's own reader (:func:`ruleslawyer.gherkin.reader.
parse_feature`) and each scenario through the runner's own checks up to the impossible-state
check (:func:`ruleslawyer.scenario.runner.check_steps`): the same code path as a run, in
process, without pytest, without drawing and without deciding anything. A run stops a scenario
at its first error; here every step that no phrase matches is reported, since each would be
that scenario's first error once the ones before it are fixed.
"""

from __future__ import annotations

import atexit
import importlib
import os
import tempfile
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from ruleslawyer.gherkin.reader import ScenarioCase, cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import check_steps, find_step, new_state

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

    @classmethod
    def of(cls, error: ScenarioInputError, shown: str) -> Problem:
        line = error.line or 1
        if error.path != shown and error.step is not None:
            line = error.step.line  # a board file's error: shown on the step that loaded it
        return cls(error.path, line, error.message, error.word, error.suggestion, error.render())


def check_text(text: str, path: Path, rootdir: Path, kept: Checked | None = None) -> list[Problem]:
    """Every input error of ``text`` (the content of ``path``), in line order; each scenario's
    problems taken from ``kept`` where it holds them (the language server's), else checked."""
    shown = relative(path, rootdir)
    try:
        scenarios = cases_of(text, shown)
    except ScenarioInputError as error:
        return [Problem.of(error, shown)]
    found: dict[tuple[int, str], Problem] = {}
    for case in scenarios:
        for problem in check_case(case, path, shown, kept):
            found.setdefault((problem.line, problem.message), problem)
    return sorted(found.values(), key=lambda p: p.line)


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
    key = (str(path), shown, case.steps)
    known = kept.get(key) if kept is not None else None
    if known is not None:
        return known
    unmatched = []
    reads_a_file = False
    for step in case.steps:
        try:
            definition, _ = find_step(step.kind, step, shown)
        except ScenarioInputError as error:
            unmatched.append(Problem.of(error, shown))
            continue
        reads_a_file = reads_a_file or "{path}" in definition.template
    if unmatched or _is_property(case):
        # A property scenario's state is drawn: without drawing, only its steps are checked.
        problems = unmatched
    else:
        try:
            check_steps(new_state(path), case.steps, shown)
            problems = []
        except ScenarioInputError as error:
            problems = [Problem.of(error, shown)]
    if not reads_a_file and kept is not None:
        kept.keep(key, problems)
    return problems


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
