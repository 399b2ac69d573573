"""pytest hooks only: each delegates in a line or two. Optional features are plugin objects,
registered in :func:`pytest_configure` only when they have work (pytest's stepwise pattern)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.pytest_plugin import export_steps, options
from ruleslawyer.pytest_plugin import items as collect
from ruleslawyer.pytest_plugin.coverage import RulesCoverage
from ruleslawyer.pytest_plugin.cucumber import CucumberCarry
from ruleslawyer.pytest_plugin.faq import FaqChecks


def pytest_addoption(parser: pytest.Parser) -> None:
    options.add_options(parser)


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> int | None:
    return export_steps.main(config, options.read(config))  # None: not asked to export


def pytest_configure(config: pytest.Config) -> None:
    settings = options.read(config)  # a bad value stops the run here, as a usage error
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    # Imported here, not on the first property scenario: pytester's in-process runs drop the
    # modules a run imported, and a second import of the property runner beside Hypothesis's
    # first one breaks Hypothesis in every later run of the same process.
    importlib.import_module("ruleslawyer.properties.search")
    manager = config.pluginmanager
    if settings.collect:
        manager.register(FaqChecks(config, settings), "ruleslawyer-faq")
    if settings.rules_coverage:
        manager.register(RulesCoverage(config, settings), "ruleslawyer-coverage")
    if settings.bdd_reports:
        manager.register(CucumberCarry(), "ruleslawyer-cucumber")
    if not manager.has_plugin("ruleslawyer-bdd"):
        manager.register(
            importlib.import_module("ruleslawyer.pytest_plugin.bdd"), "ruleslawyer-bdd"
        )


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    if options.read(session.config).gc_freeze:
        collect.freeze_heap(session.items)


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and options.read(parent.config).collect:
        return collect.FeatureFile.from_parent(parent, path=file_path)
    return None
