"""pytest hooks only: each delegates in a line or two. Optional features are plugin objects,
registered only when they have work (pytest's stepwise pattern).

The plugin is cheap when a run collects no ``.feature`` file: only the options are read. The
step library (and so the rules core) and the report plugins load with the first feature file,
or at configure time when this process reports on items it does not collect itself (an xdist
controller) or a report was asked for. The property runner (and Hypothesis) loads with the
first property scenario. A plain pytest-bdd ``scenarios()`` module gets the step bindings once
its scenarios are collected.
"""

from __future__ import annotations

import gc
import importlib
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from ruleslawyer.pytest_plugin import dont_rewrite, options

_LOADED = pytest.StashKey[bool]()


def pytest_addoption(parser: pytest.Parser) -> None:
    options.add_options(parser)


@pytest.hookimpl(tryfirst=True)
def pytest_cmdline_main(config: pytest.Config) -> int | None:
    if options.read(config).export_steps is None:
        return None  # the export module loads only when asked for
    from ruleslawyer.pytest_plugin import export_steps

    return export_steps.main(config, options.read(config))


@pytest.hookimpl(tryfirst=True)
def pytest_configure(config: pytest.Config) -> None:
    quiet_asyncio_question(config)
    settings = options.read(config)  # a bad value stops the run here, as a usage error
    reports = settings.rules_coverage or settings.faq_report is not None or settings.bdd_reports
    controller = bool(getattr(config.option, "numprocesses", None)) and not hasattr(
        config, "workerinput"
    )
    if reports or controller:
        load(config)


# pytest-asyncio (which the [test] extra brings, through pytest-lsp, for the editor's tests)
# warns at the start of every run whose configuration does not set this option.
ASYNCIO_QUESTION = 'The configuration option "asyncio_default_fixture_loop_scope" is unset'


def quiet_asyncio_question(config: pytest.Config) -> None:
    """A run of scenarios in a user's own folder starts with no third-party warning: while
    pytest-asyncio is loaded and the user's configuration leaves its fixture loop scope unset,
    its 4-line question about that option is not shown. Asked before pytest-asyncio's own
    configure hook (``tryfirst``), inside the warnings context pytest keeps open for the whole
    configuration. pytest-asyncio's behaviour is unchanged (the option stays unset), a value the
    user sets wins, and no ini key is registered, so a run with ``-p no:asyncio`` works as
    before."""
    if not config.pluginmanager.hasplugin("asyncio"):
        return
    try:
        unset = not config.getini("asyncio_default_fixture_loop_scope")
    except ValueError:  # a pytest-asyncio without the option
        return
    if unset:
        import warnings

        warnings.filterwarnings(
            "ignore", message=ASYNCIO_QUESTION, category=pytest.PytestDeprecationWarning
        )


def load(config: pytest.Config) -> None:
    """Load the step library and register the plugin objects that have work: once a run."""
    if config.stash.get(_LOADED, False):
        return
    config.stash[_LOADED] = True
    settings = options.read(config)
    dont_rewrite("ruleslawyer")  # this run's import hook too (pytester's in-process runs)
    with collector_paused():
        importlib.import_module("ruleslawyer.steps")  # registers the step library
        # The property runner (and Hypothesis) loads with the first property scenario
        # (items.ScenarioItem._run_property): a run of concrete scenarios never imports it.
        from ruleslawyer.pytest_plugin.faq import REPORTS, FaqChecks, FaqReports

    manager = config.pluginmanager
    if settings.collect:
        checks = FaqChecks(config, settings)
        manager.register(checks, "ruleslawyer-faq")
        manager.register(FaqReports(checks), REPORTS)  # taken off when no report needs it
    if settings.rules_coverage:
        from ruleslawyer.pytest_plugin.coverage import RulesCoverage

        manager.register(RulesCoverage(config, settings), "ruleslawyer-coverage")
    if settings.bdd_reports:
        from ruleslawyer.pytest_plugin.cucumber import CucumberCarry

        manager.register(CucumberCarry(), "ruleslawyer-cucumber")


@contextmanager
def collector_paused() -> Iterator[None]:
    """The cyclic garbage collector off while the step library is imported, and back as it was
    after. The import makes about 50,000 objects that live as long as the process (classes,
    functions, tables, the registry): with the collector on, they set off some fifty
    collections that walk the young ones again and again and free next to nothing (about
    20 ms of the import's 160 ms of CPU). The little cyclic garbage the import leaves is freed
    by the first collection after it."""
    enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if enabled:
            gc.enable()


def bind_steps(config: pytest.Config) -> None:
    """The step library as pytest-bdd step definitions (:mod:`.bdd`), for the scenarios a
    plain ``scenarios()`` or ``scenario()`` binds: registered once a run collected one, never
    for ``.feature`` files collected directly, which find their steps without pytest-bdd
    (binding every phrase compiles its regex: a third of a second at start-up)."""
    manager = config.pluginmanager
    if not manager.has_plugin("ruleslawyer-bdd"):
        manager.register(
            importlib.import_module("ruleslawyer.pytest_plugin.bdd"), "ruleslawyer-bdd"
        )


@pytest.hookimpl(trylast=True)
def pytest_collection_finish(session: pytest.Session) -> None:
    if _has_bdd_scenarios(session.items):
        load(session.config)
        bind_steps(session.config)  # step fixtures are looked up when a step runs: in time
    if session.config.stash.get(_LOADED, False):
        from ruleslawyer.pytest_plugin import items

        if options.read(session.config).gc_freeze:
            items.freeze_heap(session.items)
        items.freeze_at_exit(session.items)


@pytest.hookimpl(tryfirst=True, optionalhook=True)
def pytest_bdd_apply_tag(tag: str, function: object) -> None:
    """A tag of a scenario bound by pytest-bdd's ``scenario()`` (``@faq``) becomes a registered
    marker, as in direct collection, so strict markers accept it; pytest-bdd then applies it."""
    from pytest_bdd.utils import CONFIG_STACK

    if tag.isidentifier() and CONFIG_STACK:
        config = CONFIG_STACK[-1]
        if not any(line.split(":")[0].strip() == tag for line in config.getini("markers")):
            config.addinivalue_line("markers", f"{tag}: Gherkin tag @{tag}")


def _has_bdd_scenarios(found: list[pytest.Item]) -> bool:
    bdd = sys.modules.get("pytest_bdd.scenario")
    if bdd is None:
        return False
    registry = bdd.scenario_wrapper_template_registry
    return any(
        callable(function := getattr(item, "function", None)) and function in registry
        for item in found
    )


def pytest_collect_file(file_path: Path, parent: pytest.Collector) -> pytest.Collector | None:
    if file_path.suffix == ".feature" and options.read(parent.config).collect:
        load(parent.config)
        from ruleslawyer.pytest_plugin.items import FeatureFile

        return FeatureFile.from_parent(parent, path=file_path)
    return None
