"""Rules coverage: which clauses the scenarios exercise, where they apply and where they do not.

Registered only under ``--ruleslawyer-coverage`` or ``--ruleslawyer-coverage-json``. Each
scenario's report carries the clauses its game weighed (see :mod:`.carry`); the controller (or a
serial run) gathers them, prints the table and writes the JSON file.
"""

from __future__ import annotations

import json
from collections.abc import Generator
from typing import Any

import pytest

from ruleslawyer.core import all_clauses
from ruleslawyer.pytest_plugin import carry
from ruleslawyer.pytest_plugin.items import ScenarioItem
from ruleslawyer.pytest_plugin.options import Settings
from ruleslawyer.scenario.files import write_atomically

_KEY = "clauses"


class RulesCoverage:
    """The rules coverage of one pytest session."""

    def __init__(self, config: pytest.Config, settings: Settings) -> None:
        self.config = config
        self.settings = settings
        self.worker = carry.is_xdist_worker(config)
        # clause id -> {"applies": node ids, "does not apply": node ids}
        self.seen: dict[str, dict[str, set[str]]] = {}
        self.not_written: str | None = None  # why --ruleslawyer-coverage-json was not written

    @pytest.hookimpl(wrapper=True)  # new-style: no adapter per call (faq.py)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if report.when != "call":
            return report
        weighed = item.rules_weighed() if isinstance(item, ScenarioItem) else None
        if weighed:
            carry.put(report, _KEY, {rule.id: sorted(seen) for rule, seen in weighed.items()})
        return report

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        clauses: dict[str, list[bool]] | None = carry.get(report, _KEY)
        if self.worker or not clauses:
            return
        for clause_id, outcomes in clauses.items():
            entry = self.seen.setdefault(clause_id, {"applies": set(), "does not apply": set()})
            for outcome in outcomes:
                entry["applies" if outcome else "does not apply"].add(report.nodeid)

    def table(self) -> dict[str, Any]:
        rows = []
        for rule in all_clauses():
            entry = self.seen.get(rule.id, {"applies": set(), "does not apply": set()})
            rows.append(
                {
                    "id": rule.id,
                    "section": rule.section,
                    "heading": rule.heading,
                    "clause": rule.name,
                    "applies": sorted(entry["applies"]),
                    "does not apply": sorted(entry["does not apply"]),
                }
            )
        covered = sum(1 for r in rows if r["applies"] and r["does not apply"])
        return {"covered": covered, "clauses": len(rows), "table": rows}

    def pytest_terminal_summary(self, terminalreporter: pytest.TerminalReporter) -> None:
        if self.not_written is not None:
            terminalreporter.write_line(
                f"rules coverage JSON NOT written: {self.not_written}", red=True
            )
        if self.worker or not self.settings.coverage:
            return
        terminal = terminalreporter
        data = self.table()
        terminal.write_sep("=", "rules coverage")
        width = max(len(f"{r['section']} {r['heading']}: {r['clause']}") for r in data["table"])
        terminal.write_line(f"{'clause':<{width}}  applies  does not apply")
        for row in data["table"]:
            name = f"{row['section']} {row['heading']}: {row['clause']}"
            applies, does_not = len(row["applies"]), len(row["does not apply"])
            flag = "" if applies and does_not else "   <- not covered both ways"
            terminal.write_line(f"{name:<{width}}  {applies:>7}  {does_not:>14}{flag}")
        terminal.write_line(f"rules coverage: {data['covered']}/{data['clauses']} clauses")

    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        path = self.settings.coverage_json
        if self.worker or path is None:
            return
        try:
            write_atomically(path, json.dumps(self.table(), indent=2))
        except OSError as exc:  # checked when the option was read; the disk may still refuse
            self.not_written = f"{exc.strerror or exc} ({exc.filename or path})"
            if session.exitstatus == pytest.ExitCode.OK:
                session.exitstatus = pytest.ExitCode.TESTS_FAILED
