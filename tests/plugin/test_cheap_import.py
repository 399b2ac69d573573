"""A run that collects no feature file pays for the plugin's options only: no rules core, no
steps, no Hypothesis (docs/performance.md measures it)."""

from __future__ import annotations

import pytest

CONFTEST = """
import sys


def pytest_collection_finish(session):
    names = sorted(
        m for m in sys.modules if m.split(".")[0] in ("ruleslawyer", "hypothesis", "yaml")
    )
    print("LOADED", " ".join(names))
"""


def _loaded(result: pytest.RunResult) -> set[str]:
    (line,) = [text for text in result.outlines if text.startswith("LOADED")]
    return set(line.split()[1:])


@pytest.mark.slow  # a pytester run in a subprocess
def test_a_run_without_feature_files_loads_no_rules(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makepyfile(test_plain="def test_plain():\n    pass\n")
    loaded = _loaded(pytester.runpytest_subprocess("--co", "-q", "-s"))
    assert loaded <= {
        "ruleslawyer",
        "ruleslawyer.properties",
        "ruleslawyer.pytest_plugin",
        "ruleslawyer.pytest_plugin.export_steps",  # the editor's --ruleslawyer-export-steps
        "ruleslawyer.pytest_plugin.hooks",
        "ruleslawyer.pytest_plugin.options",
        # The one reader and writer of files (issue 42): options checks an output path when it
        # is read. Standard library only; the package's __init__ imports nothing.
        "ruleslawyer.scenario",
        "ruleslawyer.scenario.files",
    }, loaded


@pytest.mark.slow  # a pytester run in a subprocess
def test_a_run_with_a_feature_file_loads_the_steps(pytester: pytest.Pytester) -> None:
    pytester.makeconftest(CONFTEST)
    pytester.makefile(".feature", f='Feature: F\n  Scenario: S\n    Given a unit "Squad"\n')
    loaded = _loaded(pytester.runpytest_subprocess("--co", "-q", "-s"))
    assert {"ruleslawyer.core", "ruleslawyer.steps", "ruleslawyer.pytest_plugin.faq"} <= loaded


RUN_CONFTEST = """
import sys

import pytest


@pytest.hookimpl(wrapper=True)
def pytest_runtestloop(session):
    try:
        return (yield)
    finally:
        names = sorted(m for m in sys.modules if m.split(".")[0] in ("ruleslawyer", "hypothesis"))
        bound = session.config.pluginmanager.has_plugin("ruleslawyer-bdd")
        print("\\nLOADED", " ".join(names + (["<ruleslawyer-bdd>"] if bound else [])))
"""


@pytest.mark.slow  # pytester runs in subprocesses
def test_concrete_scenarios_load_no_property_runner_nor_pytest_bdd_bindings(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeconftest(RUN_CONFTEST)
    pytester.makefile(
        ".feature",
        f='Feature: F\n  Scenario: S\n    Given a unit "Squad"\n    Then "Squad" is not '
        "battle-shocked\n",
    )
    loaded = _loaded(pytester.runpytest_subprocess("-q", "-s"))
    assert "ruleslawyer.steps" in loaded
    assert "ruleslawyer.properties.search" not in loaded
    assert "ruleslawyer.pytest_plugin.bdd" not in loaded
    assert "<ruleslawyer-bdd>" not in loaded
    assert not {m for m in loaded if m.split(".")[0] == "hypothesis"}
    # A property scenario loads the runner when it runs.
    pytester.makefile(
        ".feature",
        g='Feature: G\n  Scenario: P\n    Given any unit "Squad"\n    And "Squad" is '
        'off the battlefield\n    Then "Squad" is not battle-shocked\n',
    )
    loaded = _loaded(pytester.runpytest_subprocess("-q", "-s"))
    assert "ruleslawyer.properties.search" in loaded
    assert "<ruleslawyer-bdd>" not in loaded
