"""Options: one prefix with the old spellings as aliases, typed ini values, usage errors for bad
values, plugin objects registered only when they have work, the fast-reader switch, and a run
that keeps no scenario state or pytest-bdd record that nobody reads."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from _pytest.unraisableexception import gc_collect_iterations_key

from ruleslawyer.gherkin import fast as fastgherkin

PROPERTY = """
Feature: a property
  Scenario: off the battlefield
    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
"""

CONCRETE = """
Feature: concrete
  Scenario: engaged refused
    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" is engaged
    Then "Squad" cannot start the "Hold" Action because it is engaged

  Scenario: a wrong claim
    Given a unit "Squad"
    Then "Squad" is battle-shocked
"""


def _usage_error(result: pytest.RunResult) -> list[str]:
    """The run's error lines; asserts it stopped as a usage error, without a traceback."""
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    text = result.stdout.str() + result.stderr.str()
    assert "Traceback" not in text and "INTERNALERROR" not in text
    return [line for line in result.errlines if line.strip()]


@pytest.mark.parametrize("value", ["0", "-3"])
def test_max_examples_below_one_on_the_command_line_is_a_usage_error(
    pytester: pytest.Pytester, value: str
) -> None:
    pytester.makefile(".feature", prop=PROPERTY)
    result = pytester.runpytest("--ruleslawyer-max-examples", value)
    assert _usage_error(result) == [
        f"ERROR: --ruleslawyer-max-examples must be at least 1, not {value}"
    ]


def test_max_examples_below_one_in_the_ini_file_is_a_usage_error(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini("[pytest]\nruleslawyer_max_examples = 0\n")
    pytester.makefile(".feature", prop=PROPERTY)
    result = pytester.runpytest()
    assert _usage_error(result) == ["ERROR: ini ruleslawyer_max_examples must be at least 1, not 0"]


def test_max_examples_that_is_no_number_in_the_ini_file_is_a_usage_error(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini("[pytest]\nruleslawyer_max_examples = many\n")
    pytester.makefile(".feature", prop=PROPERTY)
    (line,) = _usage_error(pytester.runpytest())
    # pytest itself may refuse the typed value first, with its own wording.
    assert line.startswith("ERROR: ") and "'many'" in line


def test_a_good_value_on_the_command_line_wins_over_a_bad_ini_value(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini("[pytest]\nruleslawyer_max_examples = 0\n")
    pytester.makefile(".feature", prop=PROPERTY)
    pytester.runpytest("--ruleslawyer-max-examples", "3").assert_outcomes(passed=1)


@pytest.mark.parametrize(
    ("table", "json_option"),
    [
        ("--ruleslawyer-coverage", "--ruleslawyer-coverage-json"),
        ("--rules-coverage", "--rules-coverage-json"),
    ],
    ids=["prefixed", "aliases"],
)
def test_rules_coverage_options_and_their_old_spellings(
    pytester: pytest.Pytester, table: str, json_option: str
) -> None:
    pytester.makefile(".feature", concrete=CONCRETE)
    result = pytester.runpytest(table, json_option, "out/cov.json")
    result.assert_outcomes(passed=1, failed=1)
    result.stdout.fnmatch_lines(["*= rules coverage =*", "rules coverage: */* clauses"])
    data = json.loads((pytester.path / "out" / "cov.json").read_text())
    (row,) = [r for r in data["table"] if r["applies"]]
    assert row["section"] == "16.01"
    assert row["applies"] == ["concrete.feature::engaged refused"]
    assert not list((pytester.path / "out").glob(".tmp-*"))


def _registered(config: pytest.Config) -> set[str]:
    names = {"ruleslawyer-faq", "ruleslawyer-coverage", "ruleslawyer-cucumber"}
    return {name for name in names if config.pluginmanager.get_plugin(name) is not None}


def _configured(pytester: pytest.Pytester, *args: str) -> pytest.Config:
    """``pytester.parseconfigure``, less the full garbage collections pytest's unraisable
    plugin runs when the config is undone (two each), as ``pytester.inline_run`` leaves them
    out too: this test reads which plugins are registered, not what a collection would raise.
    In a full suite's process each one walked the whole heap (seconds of teardown)."""
    config = pytester.parseconfigure(*args)
    config.stash[gc_collect_iterations_key] = 0
    return config


def test_optional_features_are_plugin_objects_registered_only_with_work(
    pytester: pytest.Pytester,
) -> None:
    # With no feature file collected (yet), the FAQ checks have no work: they load with one.
    assert _registered(_configured(pytester)) == set()
    pytester.makefile(".feature", concrete=CONCRETE)
    session = pytester.inline_run("--co").getcall("pytest_collection_finish").session
    assert _registered(session.config) == {"ruleslawyer-faq"}
    assert _registered(_configured(pytester, "--rules-coverage")) == {
        "ruleslawyer-faq",
        "ruleslawyer-coverage",
    }
    assert _registered(_configured(pytester, "--ruleslawyer-coverage-json", "c.json")) == {
        "ruleslawyer-faq",
        "ruleslawyer-coverage",
    }
    assert _registered(_configured(pytester, "--cucumberjson", "c.json")) == {
        "ruleslawyer-faq",
        "ruleslawyer-cucumber",
    }
    pytester.makeini("[pytest]\nruleslawyer_collect = false\n")
    assert _registered(_configured(pytester)) == set()


@pytest.mark.parametrize("fast", [True, False], ids=["fast", "gherkin-official"])
def test_the_fast_reader_is_behind_an_ini_switch(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, fast: bool
) -> None:
    calls: list[str] = []
    real = fastgherkin.parse

    def counting(text: str, abs_filename: str, rel_filename: str) -> object:
        calls.append(rel_filename)
        return real(text, abs_filename, rel_filename)

    monkeypatch.setattr(fastgherkin, "parse", counting)
    pytester.makeini(f"[pytest]\nruleslawyer_fast_reader = {str(fast).lower()}\n")
    pytester.makefile(".feature", concrete=CONCRETE)
    result = pytester.runpytest()
    result.assert_outcomes(passed=1, failed=1)  # the same scenarios either way
    assert calls == (["concrete.feature"] if fast else [])


# What each item holds once its call is over, seen from a hook that runs just before the item's
# own teardown (which drops whatever is left).
HELD = """
import pytest
from pytest_bdd import reporting


@pytest.hookimpl(wrapper=True)
def pytest_runtest_teardown(item, nextitem):
    state = "state" if item.state is not None else "-"
    record = "bdd" if item in reporting.scenario_reports_registry else "-"
    item.config.stash.setdefault(HELD, []).append(f"{item.name}: {state} {record}")
    return (yield)


def pytest_terminal_summary(terminalreporter):
    for line in terminalreporter.config.stash.get(HELD, []):
        terminalreporter.write_line("held " + line)


HELD = pytest.StashKey()
"""


@pytest.mark.parametrize(
    ("args", "record"), [([], "-"), (["--cucumberjson=c.json"], "bdd")], ids=["plain", "cucumber"]
)
def test_a_passed_scenario_keeps_no_state_and_bdd_records_only_when_asked(
    pytester: pytest.Pytester, args: list[str], record: str
) -> None:
    pytester.makeconftest(HELD)
    pytester.makefile(".feature", concrete=CONCRETE, prop=PROPERTY)
    result = pytester.runpytest("--ruleslawyer-max-examples", "3", *args)
    result.assert_outcomes(passed=2, failed=1)
    held = sorted(line for line in result.outlines if line.startswith("held "))
    assert held == [
        # The failed one keeps its game until teardown: its failure report shows the board.
        f"held a wrong claim: state {record}",
        f"held engaged refused: - {record}",
        f"held off the battlefield: - {record}",
    ]
    result.stdout.fnmatch_lines(["board:"])
    assert Path(pytester.path / "c.json").exists() == bool(args)


FROZEN = """
import gc


def pytest_terminal_summary(terminalreporter):
    terminalreporter.write_line(f"frozen: {gc.get_freeze_count() > 0}")
"""


@pytest.mark.slow  # a pytester run in a subprocess
@pytest.mark.parametrize(
    ("ini", "feature", "frozen"),
    [
        ("ruleslawyer_gc_freeze = true\n", True, True),
        ("", True, False),
        ("ruleslawyer_gc_freeze = false\n", True, False),
        ("ruleslawyer_gc_freeze = true\n", False, False),
    ],
    ids=["scenarios", "off-by-default", "switched-off", "no-scenarios"],
)
def test_the_heap_is_frozen_after_collecting_scenarios_only_when_asked(
    pytester: pytest.Pytester, ini: str, feature: bool, frozen: bool
) -> None:
    pytester.makeini("[pytest]\n" + ini)
    pytester.makeconftest(FROZEN)
    pytester.makepyfile(test_plain="def test_plain() -> None:\n    pass\n")
    if feature:
        pytester.makefile(".feature", concrete=CONCRETE)
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    assert f"frozen: {frozen}" in result.outlines
