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
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from ruleslawyer import __version__
from ruleslawyer.core import RulesInputError
from ruleslawyer.data import loaded_data_version, loaded_mission_version
from ruleslawyer.pytest_plugin import carry, faq_entries
from ruleslawyer.pytest_plugin.faq_document import Header, made
from ruleslawyer.pytest_plugin.items import NOT_PROVEN, PROVEN, BadFeatureFile, ScenarioItem
from ruleslawyer.pytest_plugin.options import Settings, report_format
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.files import write_atomically
from ruleslawyer.scenario.property_scenarios import is_property
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.step_line import StepLine

if TYPE_CHECKING:  # the document's writers load only for a run that writes one
    from ruleslawyer.pytest_plugin import faq_json

_KEY = "faq"
_UNREAD = "faq_unread_file"
_SELECTED = "faq_selected"  # a worker's selected @faq node ids, on its first report
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
        self.unproven: list[tuple[str, str]] = []  # every passing one not proven: (id, why)
        self.collect_errors = 0
        # Completeness is counted, never trusted to the exit status: the node ids of the @faq
        # items selected (None until known: a worker sends them with its first report), and
        # those whose entry arrived.
        self.selected: set[str] | None = None
        self.received: set[str] = set()
        self.sent_selection = False  # a worker: whether its first report carried them
        self.crashed: list[str] = []  # xdist workers that went down with an error
        self.incomplete_why: str | None = None  # why this run's entries are incomplete
        self.written: str | None = None  # the document written, or why it could not be
        # The earlier document to compare with, read now: a bad file is a usage error at once.
        self.previous: faq_json.Previous | None = None
        self.changes: tuple[faq_entries.Change, ...] | None = None
        self.differences: tuple[str, ...] = ()
        if settings.faq_compare is not None and not self.worker:
            from ruleslawyer.pytest_plugin import faq_json

            self.previous = faq_json.load_previous(settings.faq_compare)

    @pytest.hookimpl(trylast=True)
    def pytest_collection_finish(self, session: pytest.Session) -> None:
        self.selected = {
            item.nodeid for item in session.items if isinstance(item, ScenarioItem) and item.is_faq
        }
        if not self.worker and not _reports_needed(self.config, session.items):
            # Nothing of this run reports to it: no @faq scenario, no property scenario
            # (proven or not), no file that could not be read, no xdist worker's report.
            self.config.pluginmanager.unregister(name=REPORTS)

    @pytest.hookimpl(optionalhook=True)
    def pytest_testnodedown(self, node: Any, error: object) -> None:
        if error is not None:  # an xdist worker that crashed
            self.crashed.append(str(getattr(getattr(node, "gateway", None), "id", "?")))

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
        return self.missing()

    def missing(self) -> str | None:
        """The selected @faq scenarios that sent no entry back (a crashed worker, a Ctrl-C
        that pytest did not report), counted: None when every one did."""
        crashed = ""
        if self.crashed:
            workers = ", ".join(sorted(set(self.crashed)))
            crashed = f"; xdist worker {workers} crashed"
        if self.selected is None:
            if self.crashed:
                return f"no worker said which @faq scenarios it selected{crashed}"
            return None  # nothing collected here (a controller whose workers collected none)
        missing = sorted(self.selected - self.received)
        if not missing:
            return None
        first = missing[0] + (f" and {len(missing) - 1} more" if len(missing) > 1 else "")
        return (
            f"{len(missing)} of {len(self.selected)} selected @faq scenarios sent no verdict "
            f"({first}){crashed}"
        )

    def pytest_sessionfinish(self, session: pytest.Session, exitstatus: int) -> None:
        if self.worker:
            return
        self.incomplete_why = self.incomplete(session, int(exitstatus))
        path = self.settings.faq_report
        if path is None:
            return
        entries = faq_entries.assemble(self.in_order())
        header = Header(
            __version__,
            reproduce(self.config),
            incomplete=self.incomplete_why,
            exhaustive_budget=self.settings.exhaustive_budget,
            max_examples=self.settings.max_examples,
        )
        if self.previous is not None:
            now = made(entries, header)
            self.differences = tuple(faq_entries.differences(self.previous.made, now))
            self.changes = tuple(
                faq_entries.compare(self.previous.entries, entries, self.previous.made, now)
            )
            header = replace(
                header,
                changes=self.changes,
                compared_with=self.previous.label,
                differences=self.differences,
            )
        from ruleslawyer.pytest_plugin import faq_board, faq_html, faq_json

        how = report_format(path)
        try:
            write_atomically(faq_json.json_path(path), faq_json.render(entries, header))
            if how != "json":  # a .json report is the JSON alone
                header = replace(header, boards=f"{path.stem}_boards")
                write_atomically(path, faq_html.render(entries, header, as_html=how == "html"))
            if how == "markdown":  # the diagrams the Markdown links, beside it
                for found in entries:
                    for stem, title, board in faq_entries.diagrams(found):
                        drawn = faq_board.svg(board, title)
                        where = path.parent / header.boards / f"{stem}.svg"
                        where.parent.mkdir(parents=True, exist_ok=True)
                        write_atomically(where, drawn + "\n")
        except OSError as exc:  # checked when the option was read; the disk may still refuse
            self.written = f"NOT written: {exc.strerror or exc} ({exc.filename or path})"
            if session.exitstatus == pytest.ExitCode.OK:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED
            return
        said = f" (incomplete: {self.incomplete_why})" if self.incomplete_why else ""
        self.written = f"written to {path}{said}, its JSON to {faq_json.json_path(path)}"

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.worker:
            return
        if self.entries:
            summary(terminalreporter, self.in_order(), full=self.settings.faq_full_summary)
        if self.incomplete_why and (self.entries or self.selected):
            terminalreporter.write_line(
                f"FAQ: incomplete: {self.incomplete_why}", yellow=True, bold=True
            )
        if self.proven or self.unproven:
            proven_summary(
                terminalreporter,
                sorted(self.proven),
                self.settings.faq_full_summary,
                sorted(self.unproven),
            )
        if self.previous is not None and self.changes is not None:
            changes_summary(terminalreporter, self.previous.label, self.changes, self.differences)
        if self.written is not None:
            terminalreporter.write_line(
                f"FAQ document {self.written}", red=self.written.startswith("NOT")
            )


REPORTS = "ruleslawyer-faq-reports"  # the name FaqReports is registered under


def _reports_needed(config: pytest.Config, found: Sequence[pytest.Item]) -> bool:
    """Whether a report of this session can carry what :class:`FaqReports` reads: an xdist
    controller (its workers' reports), an @faq or property scenario, or an unreadable file."""
    if getattr(config.option, "numprocesses", None):
        return True
    for item in found:
        if isinstance(item, BadFeatureFile):
            return True
        if isinstance(item, ScenarioItem) and (item.is_faq or is_property(item.steps)):
            return True
    return False


class FaqReports:
    """What :class:`FaqChecks` reads from each test report, on its own plugin object: it is
    taken off once collection shows that no report of the run can carry anything for it (a run
    of concrete scenarios that are not @faq), so that such a run pays for no hook of it per
    report (six a scenario)."""

    def __init__(self, checks: FaqChecks) -> None:
        self.checks = checks

    # A new-style wrapper (``wrapper=True``): pluggy runs an old-style one through an adapter,
    # three times per test, whatever the test.
    @pytest.hookimpl(wrapper=True)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        checks = self.checks
        if checks.worker and not checks.sent_selection and checks.selected is not None:
            carry.put(report, _SELECTED, sorted(checks.selected))
            checks.sent_selection = True
        if isinstance(item, BadFeatureFile) and report.when == "setup" and report.failed:
            carry.put(report, _UNREAD, True)  # a file that could not be read: none of it ran
        if not isinstance(item, ScenarioItem) or not item.is_faq:
            return report
        if report.when == "call" or (report.when == "setup" and not report.passed):
            with_rules = checks.settings.faq_report is not None
            carry.put(report, _KEY, entry(item, call, report, with_rules=with_rules))
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        checks = self.checks
        if checks.worker:
            return
        if report.when == "call" and report.passed:
            checks.proven += [
                (report.nodeid, str(v)) for k, v in report.user_properties if k == PROVEN
            ]
            checks.unproven += [
                (report.nodeid, str(v)) for k, v in report.user_properties if k == NOT_PROVEN
            ]
        if carry.get(report, _UNREAD):
            checks.collect_errors += 1
        selected = carry.get(report, _SELECTED)
        if selected is not None:
            checks.selected = (checks.selected or set()) | set(selected)
        found: Entry | None = carry.get(report, _KEY)
        if found is not None:
            checks.entries.append(found)
            checks.received.add(report.nodeid)


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


EVENT_PLAY = "the battle is played under the Event Companion"  # the step that turns it on


def uses_datasheets(steps: Sequence[StepLine]) -> bool:
    """Whether a step of the scenario is one of the datasheet and roster phrases
    (docs/datasheets.md)."""
    for step in steps:
        try:
            found = REGISTRY.resolve(step.kind, step.text)
        except RulesInputError:  # a slot the step's run refused already (a huge number)
            continue
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
        "not_proven": None,  # a confirmed property: why the exhaustive walk did not prove it
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
        # Where the scenario placed models (contract §19.10): the diagram is drawn from it.
        "board": item.board_data(),
        # Whether it was played under the Event Companion (18.3 item 13): the header says so.
        "event_play": any(" ".join(step.text.split()) == EVENT_PLAY for step in item.steps),
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
    elif item.not_proven is not None and not item.not_proven.off:  # off: the run's choice
        found.update(not_proven=item.not_proven.why)
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
    terminal: pytest.TerminalReporter,
    proven: list[tuple[str, str]],
    full: bool,
    unproven: Sequence[tuple[str, str]] = (),
) -> None:
    """How many property scenarios were proven (every case within their bounds checked) and how
    many passed unproven; with -v, each one and its bounds, or why it was not proven."""
    if full:
        for title, listed in (("proven", proven), ("not proven", unproven)):
            if listed:
                terminal.write_sep("=", f"{title} property scenarios")
            for nodeid, said in listed:
                terminal.write_line(nodeid)
                terminal.write_line(f"    {said}")
    scenarios = "scenario" if len(proven) == 1 else "scenarios"
    more = f", {len(unproven)} passed without a proof" if unproven else ""
    terminal.write_line(
        f"Properties: {len(proven)} {scenarios} proven in every case within their bounds{more}"
        + ("" if full else " (-v lists them)")
    )


def changes_summary(
    terminal: pytest.TerminalReporter,
    compared: str,
    changes: Sequence[faq_entries.Change],
    differences: Sequence[str],
) -> None:
    """What changed since the compared document, as the document's section says it."""
    terminal.write_sep("=", f"FAQ changes since {compared}")
    if differences:
        terminal.write_line(f"The two runs differ: {'; '.join(differences)}.")
    for change in changes:
        terminal.write_line(f"- {change.question}: {faq_entries.describe(change)}")
    kinds = {w: sum(1 for c in changes if c.what == w) for w in ("changed", "added", "removed")}
    terminal.write_line(
        "FAQ changes: " + ", ".join(f"{n} {w}" for w, n in kinds.items())
        if changes
        else "FAQ changes: none (no verdict or rules changed, no entry added or removed)"
    )


def summary(terminal: pytest.TerminalReporter, entries: list[Entry], full: bool) -> None:
    """Counts, and every entry that needs a reader's eye (all of them when ``full``)."""
    terminal.write_sep("=", "FAQ checks")
    for found in entries:
        if not full and not faq_entries.KINDS[found["verdict"]].needs_eye:
            continue
        where = f"{found['path']}:{found['line']}"
        terminal.write_line(f"{found['verdict']:<12} {found['question']}  ({where})")
        unproven = found.get("not_proven")
        shown = (
            found["counterexample"]
            or found["error"]
            or found.get("bounds")
            or (f"not proven: {unproven}" if unproven else "")
        )
        for line in shown.splitlines():
            terminal.write_line(f"    {line}")
    # the page's count line: entries, and the checks (an Outline's rows) within them
    terminal.write_line("FAQ: " + faq_entries.counts_line(faq_entries.assemble(entries)))
