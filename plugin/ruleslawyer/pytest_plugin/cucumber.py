"""Keep pytest-bdd's per-report scenario records alive across pytest-xdist.

Registered only when a pytest-bdd report reads them (``--cucumberjson``, or pytest-bdd's
Gherkin terminal reporter). pytest-bdd keeps them in a weak dict keyed by the report object,
which a worker's report loses on its way to the controller; ``--cucumberjson`` would then miss
every scenario run on a worker. The record travels with the report (see :mod:`.carry`) and is
put back on the controller before pytest-bdd reads it.
"""

from __future__ import annotations

from collections.abc import Generator
from typing import Any

import pytest
from pytest_bdd import reporting as bdd_reporting

from ruleslawyer.pytest_plugin import carry

_KEY = "bdd_scenario"


class CucumberCarry:
    @pytest.hookimpl(wrapper=True)  # new-style: no adapter per call (faq.py)
    def pytest_runtest_makereport(
        self, item: pytest.Item, call: pytest.CallInfo[None]
    ) -> Generator[None, pytest.TestReport, pytest.TestReport]:
        report = yield
        if not carry.is_xdist_worker(item.config):
            return report  # a serial run's report keeps its record in pytest-bdd's own registry
        context = bdd_reporting.test_report_context_registry.get(report)
        if context is not None:
            carry.put(report, _KEY, {"scenario": context.scenario, "name": context.name})
        return report

    @pytest.hookimpl(tryfirst=True)
    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        carried: Any = carry.get(report, _KEY)
        if carried and report not in bdd_reporting.test_report_context_registry:
            bdd_reporting.test_report_context_registry[report] = bdd_reporting.ReportContext(
                scenario=carried["scenario"], name=carried["name"]
            )
