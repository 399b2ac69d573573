"""pytest hooks only: each delegates in a line or two."""

from __future__ import annotations

import importlib
from collections.abc import Generator
from pathlib import Path

import pytest

from . import collect, reporting


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addini(
        "ruleslawyer_collect",
        "collect .feature files directly (default: true)",
        type="bool",
        default=True,
    )


def pytest_configure(config: pytest.Config) -> None:
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    if not config.pluginmanager.has_plugin("ruleslawyer-bdd"):
        config.pluginmanager.register(importlib.import_module("ruleslawyer.bdd"), "ruleslawyer-bdd")


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and parent.config.getini("ruleslawyer_collect"):
        return collect.FeatureFile.from_parent(parent, path=file_path)
    return None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(
    item: pytest.Item, call: pytest.CallInfo[None]
) -> Generator[None, pytest.TestReport, None]:
    outcome = yield
    reporting.carry_scenario(outcome.get_result())


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    reporting.restore_scenario(report)
