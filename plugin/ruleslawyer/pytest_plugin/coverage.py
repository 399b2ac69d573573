"""Rules coverage: which clauses the scenarios exercise, where they apply and where they do not.

Each scenario's game records every clause it weighed (``Game.weighed``). The verdicts travel
in the report's ``__dict__`` (so pytest-xdist loses nothing) and the controller prints the
table and writes the JSON file.
"""

from __future__ import annotations

import json
import os
import tempfile
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.core import RuleRef, all_clauses

_KEY = "ruleslawyer_clauses"
_SEEN = pytest.StashKey[dict[str, dict[str, list[str]]]]()


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("ruleslawyer")
    group.addoption(
        "--rules-coverage",
        action="store_true",
        default=False,
        help="print which rule clauses the scenarios exercise, applying and not applying",
    )
    group.addoption(
        "--rules-coverage-json",
        metavar="PATH",
        default=None,
        help="write the rules coverage as JSON to PATH",
    )


def enabled(config: pytest.Config) -> bool:
    return bool(config.getoption("rules_coverage") or config.getoption("rules_coverage_json"))


def mark_report(item: pytest.Item, report: pytest.TestReport) -> None:
    """Put the clauses the item's scenario weighed into its call report."""
    if report.when != "call" or not enabled(item.config):
        return
    weighed: dict[RuleRef, set[bool]] | None = getattr(item, "weighed", None)
    if weighed is None:
        game = getattr(getattr(item, "state", None), "current_game", None)
        weighed = getattr(game, "weighed", None)
    if weighed:
        report.__dict__[_KEY] = {rule.id: sorted(seen) for rule, seen in weighed.items()}


class Collector:
    """Gathers the reports' clauses for one pytest session (one per config: pytester runs
    sessions inside sessions)."""

    def __init__(self, config: pytest.Config) -> None:
        self.config = config

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        collect_report(self.config, report)


def configure(config: pytest.Config) -> None:
    if enabled(config) and not hasattr(config, "workerinput"):
        config.pluginmanager.register(Collector(config), f"ruleslawyer-coverage-{id(config)}")


def collect_report(config: pytest.Config, report: pytest.TestReport) -> None:
    clauses: dict[str, list[bool]] | None = report.__dict__.get(_KEY)
    if not clauses:
        return
    seen = config.stash.setdefault(_SEEN, {})
    for clause_id, outcomes in clauses.items():
        entry = seen.setdefault(clause_id, {"applies": [], "does not apply": []})
        for outcome in outcomes:
            entry["applies" if outcome else "does not apply"].append(report.nodeid)


def table(config: pytest.Config) -> dict[str, Any]:
    seen = config.stash.get(_SEEN, {})
    rows = []
    for rule in all_clauses():
        entry = seen.get(rule.id, {"applies": [], "does not apply": []})
        rows.append(
            {
                "id": rule.id,
                "section": rule.section,
                "heading": rule.heading,
                "clause": rule.name,
                "applies": sorted(set(entry["applies"])),
                "does not apply": sorted(set(entry["does not apply"])),
            }
        )
    covered = sum(1 for r in rows if r["applies"] and r["does not apply"])
    return {"covered": covered, "clauses": len(rows), "table": rows}


def summary(terminal: pytest.TerminalReporter) -> None:
    config = terminal.config
    if hasattr(config, "workerinput") or not config.getoption("rules_coverage"):
        return
    data = table(config)
    terminal.write_sep("=", "rules coverage")
    width = max(len(f"{r['section']} {r['heading']}: {r['clause']}") for r in data["table"])
    terminal.write_line(f"{'clause':<{width}}  applies  does not apply")
    for row in data["table"]:
        name = f"{row['section']} {row['heading']}: {row['clause']}"
        applies, does_not = len(row["applies"]), len(row["does not apply"])
        flag = "" if applies and does_not else "   <- not covered both ways"
        terminal.write_line(f"{name:<{width}}  {applies:>7}  {does_not:>14}{flag}")
    terminal.write_line(f"rules coverage: {data['covered']}/{data['clauses']} clauses")


def write_json(config: pytest.Config) -> None:
    path = config.getoption("rules_coverage_json")
    if not path or hasattr(config, "workerinput"):
        return
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=".tmp-", suffix=".json")
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        json.dump(table(config), handle, indent=2)
    os.replace(tmp, target)
