"""pytest hooks only: each delegates in a line or two."""

from __future__ import annotations

import importlib
from collections.abc import Generator
from pathlib import Path

import pytest

from ruleslawyer.pytest_plugin import coverage, faq, options
from ruleslawyer.pytest_plugin import cucumber as reporting
from ruleslawyer.pytest_plugin import items as collect


def pytest_addoption(parser: pytest.Parser) -> None:
    options.add_options(parser)
    coverage.add_options(parser)


def pytest_configure(config: pytest.Config) -> None:
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    # Imported here, not on the first property scenario: pytester's in-process runs drop the
    # modules a run imported, and a second import of the property runner beside Hypothesis's
    # first one breaks Hypothesis in every later run of the same process.
    importlib.import_module("ruleslawyer.properties.search")
    coverage.configure(config)
    if not config.pluginmanager.has_plugin("ruleslawyer-bdd"):
        config.pluginmanager.register(
            importlib.import_module("ruleslawyer.pytest_plugin.bdd"), "ruleslawyer-bdd"
        )


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and parent.config.getini("ruleslawyer_collect"):
        return collect.FeatureFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, None]:
    outcome = yield
    report = outcome.get_result()
    reporting.carry_scenario(report)
    faq.mark_report(item, call, report)
    coverage.mark_report(item, report)


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    reporting.restore_scenario(report)


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter) -> None:
    faq.summary(terminalreporter)
    coverage.summary(terminalreporter)


def pytest_sessionfinish(session: pytest.Session) -> None:
    coverage.write_json(session.config)
