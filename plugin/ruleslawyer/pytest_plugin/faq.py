"""FAQ entries: every ``@faq`` scenario is reported as confirmed or contradicted.

The verdict travels in the report's ``__dict__``, so a run under pytest-xdist gathers every
entry on the controller, and only the controller prints the summary.
"""

from __future__ import annotations

from typing import Any

import pytest

_KEY = "ruleslawyer_faq"


def mark_report(item: pytest.Item, call: pytest.CallInfo[None], report: pytest.TestReport) -> None:
    from ruleslawyer.pytest_plugin.items import ScenarioItem
    from ruleslawyer.scenario.errors import PropertyFailure

    if not isinstance(item, ScenarioItem) or "faq" not in item.case.tags:
        return
    if report.when != "call" and not (report.when == "setup" and report.failed):
        return
    entry: dict[str, Any] = {
        "question": item.case.name,
        "answer": (item.case.scenario.description or "").strip(),
        "location": f"{item.feature_display}:{item.case.line}",
        "verdict": "confirmed" if report.passed else "contradicted",
        "counterexample": None,
    }
    if call.excinfo is not None and isinstance(call.excinfo.value, PropertyFailure):
        entry["counterexample"] = call.excinfo.value.counterexample
    elif report.failed:
        entry["counterexample"] = "\n".join(f"{s.keyword} {s.text}" for s in item.steps)
    report.__dict__[_KEY] = entry


def summary(terminal: pytest.TerminalReporter) -> None:
    config = terminal.config
    if hasattr(config, "workerinput"):
        return
    entries: list[dict[str, Any]] = []
    for reports in terminal.stats.values():
        for report in reports:
            entry = getattr(report, "__dict__", {}).get(_KEY)
            if entry:
                entries.append(entry)
    if not entries:
        return
    entries.sort(key=lambda e: e["location"])
    terminal.write_sep("=", "FAQ checks")
    for entry in entries:
        terminal.write_line(f"{entry['verdict']:<12} {entry['question']}  ({entry['location']})")
        if entry["verdict"] == "contradicted" and entry["counterexample"]:
            for line in entry["counterexample"].splitlines():
                terminal.write_line(f"    {line}")
    confirmed = sum(1 for e in entries if e["verdict"] == "confirmed")
    terminal.write_line(f"FAQ: {confirmed} confirmed, {len(entries) - confirmed} contradicted")
