"""FAQ entries (docs/language.md#faq-entries and docs/language.md#property-scenarios and
docs/ci.md#publishing-the-faq-document): every ``@faq`` scenario gets a verdict.

``confirmed`` when the scenario passes; ``contradicted`` when the rules disagree with it (with its
counterexample); ``undecided`` when it could not be checked (an input error, in a concrete
scenario or inside a property's example): an error of the scenario, never a contradiction.
Each entry travels with its report (see :mod:`.carry`); the controller, or a serial run, prints
the summary in file and line order and writes the FAQ document.
"""

from __future__ import annotations

import re
import shlex
from collections.abc import Generator, Sequence
from typing import Any

import pytest

from ruleslawyer import __version__
from ruleslawyer.data import loaded_data_version
from ruleslawyer.pytest_plugin import carry, faq_document
from ruleslawyer.pytest_plugin.items import ScenarioItem
from ruleslawyer.pytest_plugin.options import Settings
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.files import write_atomically
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.step_line import StepLine

_KEY = "faq"
VERDICTS = faq_document.VERDICTS
Entry = dict[str, Any]


class FaqChecks:
    """The FAQ entries of one pytest session."""

    def __init__(self, config: pytest.Config, settings: Settings) -> None:
        self.config = config
        self.settings = settings
        self.worker = carry.is_xdist_worker(config)
        self.entries: list[Entry] = []

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, None]:
        report = (yield).get_result()
        if not isinstance(item, ScenarioItem) or not item.is_faq:
            return
        if report.when == "call" or (report.when == "setup" and not report.passed):
            with_rules = self.settings.faq_report is not None
            carry.put(report, _KEY, entry(item, call, report, with_rules=with_rules))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        found: Entry | None = carry.get(report, _KEY)
        if found is not None and not self.worker:
            self.entries.append(found)

    def in_order(self) -> list[Entry]:
        """File and line order: by path, then by line as a number (not "a.feature:10" < ":9")."""
        return sorted(self.entries, key=lambda e: (e["path"], e["line"], e["question"]))

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        path = self.settings.faq_report
        if self.worker or path is None:
            return
        header = faq_document.Header(__version__, reproduce(self.config))
        text = faq_document.render(self.in_order(), header, as_html=path.suffix == ".html")
        write_atomically(path, text)

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.worker:
            return
        if self.entries:
            summary(terminalreporter, self.in_order(), full=self.settings.faq_full_summary)
        if self.settings.faq_report is not None:
            terminalreporter.write_line(f"FAQ document written to {self.settings.faq_report}")


def reproduce(config: pytest.Config) -> str:
    """The command that writes the document again: the run's selection, not how it ran (a
    ``-n 2`` run and a serial one give the same document, and name the same command)."""
    args = ["pytest"]
    if config.args_source == pytest.Config.ArgsSource.ARGS:
        args += config.args
    for flag, name in (("-m", "markexpr"), ("-k", "keyword")):
        value = config.getoption(name)
        if value:
            args += [flag, value]
    examples = config.getoption("ruleslawyer_max_examples")
    if examples is not None:
        args += ["--ruleslawyer-max-examples", str(examples)]
    args.append(f"--ruleslawyer-faq-report={config.getoption('ruleslawyer_faq_report')}")
    # Property verdicts repeat exactly only when derandomised, as under CI.
    return "CI=true " + shlex.join(args)


def uses_datasheets(steps: Sequence[StepLine]) -> bool:
    """Whether a step of the scenario is one of the datasheet and roster phrases
    (docs/datasheets.md)."""
    for step in steps:
        found = REGISTRY.resolve(step.kind, step.text)
        if found is not None and found[0].module == "datasheets":
            return True
    return False


def entry(
    item: ScenarioItem, call: pytest.CallInfo[None], report: pytest.TestReport, with_rules: bool
) -> Entry:
    """The FAQ entry of one scenario's run: plain data, so it survives xdist."""
    found: Entry = {
        "question": item.case.question,
        "answer": item.case.description.strip(),
        "feature": item.case.feature_name,
        "path": item.feature_display,
        "line": item.case.line,
        "verdict": "confirmed",
        "counterexample": None,
        "disagreement": None,
        "error": None,
        "rules": [],
        # The datasheet data this entry's answer was checked against (None: it names none).
        "data_version": loaded_data_version() if uses_datasheets(item.steps) else None,
    }
    reasons: set[str] = set()
    if report.skipped:
        found.update(verdict="undecided", error="not checked: the scenario was skipped")
    elif call.excinfo is not None:
        error = call.excinfo.value
        disagreement = _disagreement(error)
        if disagreement is not None:
            counterexample = (
                error.counterexample
                if isinstance(error, PropertyFailure)
                else scenario_text(item.case.feature_name, item.case.name, item.steps)
            )
            found.update(
                verdict="contradicted",
                counterexample=counterexample,
                disagreement=disagreement.disagreement.render(),
            )
            reasons = {str(r.rule) for r in disagreement.disagreement.reasons}
        else:
            found.update(verdict="undecided", error=_error_text(error))
    if with_rules:
        weighed = item.rules_weighed() or {}
        found["rules"] = sorted(reasons | {str(rule) for rule in weighed}, key=_by_section)
    return found


def scenario_text(feature: str, name: str, steps: Sequence[StepLine]) -> str:
    """A concrete scenario as a feature file, tables and doc strings included: it runs as
    written (a board file it names is read relative to the file it is saved as)."""
    lines = [f"Feature: {feature}", "", f"  Scenario: {name}"]
    for step in steps:
        lines.append(f"    {step.keyword} {step.text}")
        if step.datatable:
            widths = [
                max(len(row[i]) for row in step.datatable) for i in range(len(step.datatable[0]))
            ]
            lines += [
                "      | " + " | ".join(c.ljust(w) for c, w in zip(row, widths, strict=True)) + " |"
                for row in step.datatable
            ]
        if step.docstring is not None:
            lines += [
                '      """',
                *(f"      {line}" for line in step.docstring.splitlines()),
                '      """',
            ]
    return "\n".join(lines)


def _by_section(rule: str) -> tuple[tuple[int, ...], str]:
    """ "8.2 X" before "16.01 Y": section numbers compared as numbers."""
    section, _, heading = rule.partition(" ")
    return tuple(int(p) for p in re.findall(r"\d+", section)), heading


def _disagreement(error: BaseException) -> ScenarioDisagreement | None:
    if isinstance(error, PropertyFailure):
        error = error.error
    return error if isinstance(error, ScenarioDisagreement) else None


def _error_text(error: BaseException) -> str:
    """Why an entry is undecided, as its failure report says it."""
    if isinstance(error, PropertyUndecided | PropertyFailure):
        error = error.error
    if isinstance(error, ScenarioInputError):
        return error.render()
    if isinstance(error, PropertyUnsatisfiable):
        return str(error)
    return f"{type(error).__name__}: {error}"


def counts(entries: list[Entry]) -> dict[str, int]:
    return {verdict: sum(1 for e in entries if e["verdict"] == verdict) for verdict in VERDICTS}


def summary(terminal: pytest.TerminalReporter, entries: list[Entry], full: bool) -> None:
    """Counts, and every entry that needs a reader's eye (all of them when ``full``)."""
    terminal.write_sep("=", "FAQ checks")
    for found in entries:
        if not full and found["verdict"] == "confirmed":
            continue
        where = f"{found['path']}:{found['line']}"
        terminal.write_line(f"{found['verdict']:<12} {found['question']}  ({where})")
        shown = found["counterexample"] or found["error"] or ""
        for line in shown.splitlines():
            terminal.write_line(f"    {line}")
    total = counts(entries)
    line = f"FAQ: {total['confirmed']} confirmed, {total['contradicted']} contradicted"
    if total["undecided"]:
        line += f", {total['undecided']} undecided"
    terminal.write_line(line)
