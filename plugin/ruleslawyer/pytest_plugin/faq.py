"""FAQ entries (docs/language.md#faq-entries and docs/language.md#property-scenarios and
docs/ci.md#publishing-the-faq-document): every ``@faq`` scenario gets a verdict.

``confirmed`` when the scenario passes; ``contradicted`` when the rules disagree with it (with its
counterexample); ``undecided`` when it could not be checked (an input error, in a concrete
scenario or inside a property's example): an error of the scenario, never a contradiction.
Each entry travels with its report (see :mod:`.carry`); the controller, or a serial run, prints
the summary in file and line order and writes the FAQ document.
"""

from __future__ import annotations

import contextlib
import os
import shlex
from collections.abc import Generator, Sequence
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer import __version__
from ruleslawyer.data import loaded_data_version, loaded_mission_version
from ruleslawyer.pytest_plugin import carry, faq_entries, faq_html, faq_json
from ruleslawyer.pytest_plugin.faq_document import Header
from ruleslawyer.pytest_plugin.items import PROVEN, BadFeatureFile, ScenarioItem
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
_UNREAD = "faq_unread_file"
VERDICTS = faq_entries.VERDICTS
Entry = dict[str, Any]


class FaqChecks:
    """The FAQ entries of one pytest session."""

    def __init__(self, config: pytest.Config, settings: Settings) -> None:
        self.config = config
        self.settings = settings
        self.worker = carry.is_xdist_worker(config)
        self.entries: list[Entry] = []
        self.proven: list[tuple[str, str]] = []  # every proven property scenario: (id, proof)
        self.collect_errors = 0
        self.written_incomplete: str | None = None  # why the document written is incomplete
        # The earlier document to compare with, read now: a bad file is a usage error at once.
        self.previous: tuple[list[Entry], str] | None = None
        if settings.faq_compare is not None and not self.worker:
            self.previous = faq_json.load_previous(settings.faq_compare)

    @pytest.hookimpl(hookwrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, None]:
        report = (yield).get_result()
        if isinstance(item, BadFeatureFile) and report.when == "setup" and report.failed:
            carry.put(report, _UNREAD, True)  # a file that could not be read: none of it ran
        if not isinstance(item, ScenarioItem) or not item.is_faq:
            return
        if report.when == "call" or (report.when == "setup" and not report.passed):
            with_rules = self.settings.faq_report is not None
            carry.put(report, _KEY, entry(item, call, report, with_rules=with_rules))

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.when == "call" and report.passed and not self.worker:
            self.proven += [
                (report.nodeid, str(v)) for k, v in report.user_properties if k == PROVEN
            ]
        if carry.get(report, _UNREAD) and not self.worker:
            self.collect_errors += 1
        found: Entry | None = carry.get(report, _KEY)
        if found is not None and not self.worker:
            self.entries.append(found)

    def pytest_collectreport(self, report: pytest.CollectReport) -> None:
        if report.failed:
            self.collect_errors += 1

    def in_order(self) -> list[Entry]:
        """File and line order: by path, then by line as a number (not "a.feature:10" < ":9")."""
        return sorted(self.entries, key=lambda e: (e["path"], e["line"], e["question"]))

    def incomplete(self, session: pytest.Session, exitstatus: int) -> str | None:
        """Why this run did not check every selected entry, or None when it did."""
        if self.collect_errors:
            files = "file" if self.collect_errors == 1 else "files"
            return f"{self.collect_errors} {files} failed to collect or could not be read"
        if self.config.option.collectonly:
            return "the run only collected the scenarios (--collect-only): none was checked"
        if exitstatus == pytest.ExitCode.INTERRUPTED:
            return "the run was interrupted"
        if exitstatus in (pytest.ExitCode.INTERNAL_ERROR, pytest.ExitCode.USAGE_ERROR):
            return "the run stopped on an internal or usage error"
        stopped = session.shouldfail or session.shouldstop
        if stopped:
            return (
                f"the run stopped early ({stopped})"
                if isinstance(stopped, str)
                else ("the run stopped early")
            )
        return None

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        path = self.settings.faq_report
        if self.worker or path is None:
            return
        entries = faq_entries.assemble(self.in_order())
        changes, compared = None, ""
        if self.previous is not None:
            old, compared = self.previous
            changes = tuple(faq_entries.compare(old, entries))
        header = Header(
            __version__,
            reproduce(self.config),
            incomplete=self.incomplete(session, int(exitstatus)),
            changes=changes,
            compared_with=compared,
        )
        self.written_incomplete = header.incomplete
        write_atomically(faq_json.json_path(path), faq_json.render(entries, header))
        if path.suffix != ".json":  # a .json report is the JSON alone
            write_atomically(path, faq_html.render(entries, header, as_html=path.suffix == ".html"))

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.worker:
            return
        if self.entries:
            summary(terminalreporter, self.in_order(), full=self.settings.faq_full_summary)
        if self.proven:
            proven_summary(terminalreporter, sorted(self.proven), self.settings.faq_full_summary)
        path = self.settings.faq_report
        if path is not None:
            why = self.written_incomplete
            said = f" (incomplete: {why})" if why else ""
            terminalreporter.write_line(
                f"FAQ document written to {path}{said}, its JSON to {faq_json.json_path(path)}"
            )


def reproduce(config: pytest.Config) -> str:
    """The command that writes the document again: the run's selection, not how it ran nor
    where it wrote (a ``-n 2`` run and a serial one, to any paths, name the same command)."""
    args = ["pytest"]
    if config.args_source == pytest.Config.ArgsSource.ARGS:
        args += [_relative(arg, Path(config.rootpath)) for arg in config.args]
    for flag, name in (("-m", "markexpr"), ("-k", "keyword")):
        value = config.getoption(name)
        if value:
            args += [flag, value]
    examples = config.getoption("ruleslawyer_max_examples")
    if examples is not None:
        args += ["--ruleslawyer-max-examples", str(examples)]
    budget = config.getoption("ruleslawyer_exhaustive_budget")  # which verdicts are proven
    if budget is not None:
        args.append(f"--ruleslawyer-exhaustive-budget={budget}")
    report = Path(config.getoption("ruleslawyer_faq_report"))
    args.append(f"--ruleslawyer-faq-report=faq{report.suffix}")
    if config.getoption("ruleslawyer_faq_compare"):
        args.append("--ruleslawyer-faq-compare=previous-faq.json")
    # Property verdicts repeat exactly only when derandomised, as under CI.
    return "CI=true " + shlex.join(args)


def _relative(arg: str, rootdir: Path) -> str:
    """A path given on the command line, as seen from the rootdir (a node id keeps its tail)."""
    head, sep, tail = arg.partition("::")
    if os.path.isabs(head):
        with contextlib.suppress(ValueError):  # outside the rootdir: as given
            head = Path(head).relative_to(rootdir).as_posix() or "."
    return head + sep + tail


def _unrooted(text: str | None, rootdir: Path) -> str | None:
    """Text with the rootdir taken off every path in it (an error that names a roster file)."""
    if text is None:
        return None
    return text.replace(f"{rootdir}{os.sep}", "")


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
    outline = item.case.outline
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
        "bounds": None,  # a proven entry: the bounds every case within was checked
        "rules": [],
        # The datasheet data this entry's answer was checked against (None: it names none).
        "data_version": loaded_data_version() if uses_datasheets(item.steps) else None,
        # The mission data loaded by then (the document's header names every version seen).
        "mission_version": loaded_mission_version(),
        # An Outline row: its Outline, and the row's values (the document makes one entry).
        "outline": (
            {"name": outline[0], "line": outline[1], "answer": outline[2].strip()}
            if outline
            else None
        ),
        "row": {str(k): str(v) for k, v in item.case.context.items()} if outline else None,
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
    elif item.proof is not None:
        found.update(verdict="proven", bounds=item.proof.said())
    if with_rules:
        decided = item.rules_of_verdicts()
        found["rules"] = sorted(
            reasons | {str(rule) for rule in decided}, key=faq_entries.by_section
        )
    rootdir = Path(item.config.rootpath)
    for key in ("counterexample", "disagreement", "error"):
        found[key] = _unrooted(found[key], rootdir)
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


counts = faq_entries.counts


def proven_summary(
    terminal: pytest.TerminalReporter, proven: list[tuple[str, str]], full: bool
) -> None:
    """How many property scenarios were proven (every case within their bounds checked); with
    -v, each one and its bounds."""
    if full:
        terminal.write_sep("=", "proven property scenarios")
        for nodeid, said in proven:
            terminal.write_line(nodeid)
            terminal.write_line(f"    {said}")
    scenarios = "scenario" if len(proven) == 1 else "scenarios"
    terminal.write_line(
        f"Properties: {len(proven)} {scenarios} proven in every case within their bounds"
        + ("" if full else " (-v lists them)")
    )


def summary(terminal: pytest.TerminalReporter, entries: list[Entry], full: bool) -> None:
    """Counts, and every entry that needs a reader's eye (all of them when ``full``)."""
    terminal.write_sep("=", "FAQ checks")
    for found in entries:
        if not full and not faq_entries.KINDS[found["verdict"]].needs_eye:
            continue
        where = f"{found['path']}:{found['line']}"
        terminal.write_line(f"{found['verdict']:<12} {found['question']}  ({where})")
        shown = found["counterexample"] or found["error"] or found.get("bounds") or ""
        for line in shown.splitlines():
            terminal.write_line(f"    {line}")
    # the page's count line: entries, and the checks (an Outline's rows) within them
    terminal.write_line("FAQ: " + faq_entries.counts_line(faq_entries.assemble(entries)))
