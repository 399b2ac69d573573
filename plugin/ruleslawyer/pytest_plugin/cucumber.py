"""Keep pytest-bdd's per-report scenario data alive across pytest-xdist.

pytest-bdd keeps it in a weak dict keyed by the report object, which a worker's report loses on
its way to the controller; ``--cucumberjson`` then misses every scenario run on a worker. We copy
it into the report's ``__dict__`` (which xdist serialises) and put it back on the controller.
"""

from __future__ import annotations

from typing import Any

import pytest
from pytest_bdd import reporting as bdd_reporting

_KEY = "ruleslawyer_bdd_scenario"


def carry_scenario(report: pytest.TestReport) -> None:
    context = bdd_reporting.test_report_context_registry.get(report)
    if context is not None:
        report.__dict__[_KEY] = {"scenario": context.scenario, "name": context.name}


def restore_scenario(report: pytest.TestReport) -> None:
    carried: Any = report.__dict__.get(_KEY)
    if carried and report not in bdd_reporting.test_report_context_registry:
        bdd_reporting.test_report_context_registry[report] = bdd_reporting.ReportContext(
            scenario=carried["scenario"], name=carried["name"]
        )
