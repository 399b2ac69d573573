"""Plain pytest-bdd binds every concrete scenario of the library to the same steps as direct
collection: the library passes under ``scenario()`` with no step code of its own."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from pytest_bdd.parser import Step

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.properties.search import is_property

# The module, not the function the package exports under the same name.
bdd_scenario = importlib.import_module("pytest_bdd.scenario")
ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"


def concrete_scenarios() -> list[tuple[str, str]]:
    """(feature path, scenario name) of every scenario of the library that is not a property."""
    found: dict[tuple[str, str], None] = {}
    for path in sorted(LIBRARY.rglob("*.feature")):
        for case in cases(parse_feature(path, ROOT)):
            if case.template is not None and not is_property(case.steps):
                found[(str(path), case.template.name)] = None
    return list(found)


MODULE = """
from pytest_bdd import scenario

CASES = {cases!r}


def _bind(path, name):
    @scenario(path, name)
    def test_scenario():
        pass

    return test_scenario


for _number, (_path, _name) in enumerate(CASES):
    globals()[f"test_{{_number}}"] = _bind(_path, _name)
"""


@pytest.mark.slow  # a whole-library pass: every concrete scenario through pytest-bdd
def test_plain_scenarios_binds_and_passes_every_concrete_library_scenario(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    found = concrete_scenarios()
    assert len(found) > 100, "the library's concrete scenarios were not found"
    # pytest-bdd looks each step's definition up by asking every fixture of the session
    # whether it is a step that parses the text (find_fixturedefs_for_step): four fifths of
    # this test's time, and the library states its 3,500 distinct step texts 14,600 times. The
    # lookup is a function of the step's type and text and of the fixtures the test sees, and
    # every test of the generated module sees the same ones: so each distinct text is looked
    # up once, by pytest-bdd's own code, and its answer reused for the run (in this process).
    # Every scenario still runs through pytest-bdd's executor with the definition pytest-bdd
    # chose, as it would have chosen it for each (a text it binds wrongly is bound so
    # everywhere). Within each lookup pytest-bdd asks pytest which definitions of every
    # fixture name the node sees (pytest's getfixturedefs, 2.8 million calls, most of what was
    # left): the same answer for every test of the module, so each name is asked once too.
    looked_up: dict[tuple[str, str], list[object]] = {}
    visible: dict[str, object] = {}
    find = bdd_scenario.find_fixturedefs_for_step
    getfixturedefs = bdd_scenario.getfixturedefs

    def getfixturedefs_once(fixturemanager: object, fixturename: str, node: object) -> object:
        if fixturename not in visible:
            visible[fixturename] = getfixturedefs(fixturemanager, fixturename, node)
        return visible[fixturename]

    def find_once(step: Step, fixturemanager: object, node: object) -> list[object]:
        key = (step.type, step.name)
        if key not in looked_up:
            looked_up[key] = list(find(step=step, fixturemanager=fixturemanager, node=node))
        return looked_up[key]

    monkeypatch.setattr(bdd_scenario, "find_fixturedefs_for_step", find_once)
    monkeypatch.setattr(bdd_scenario, "getfixturedefs", getfixturedefs_once)
    pytester.makeini("[pytest]\nruleslawyer_collect = false\n")
    pytester.makepyfile(test_library_bdd=MODULE.format(cases=found))
    result = pytester.runpytest("-q", "-p", "no:randomly")
    outcomes = result.parseoutcomes()
    assert outcomes.get("failed", 0) == 0 and outcomes.get("errors", 0) == 0, result.stdout.str()
    assert outcomes.get("passed", 0) >= len(found)
    assert len(looked_up) > 1000, "pytest-bdd's lookup was not the one this test wraps"
    assert len(visible) > 100, "pytest-bdd's lookup no longer asks pytest by name"


GIVEN_AFTER_WHEN = """
Feature: A Given phrase after a When
  Scenario: a roll given after a When
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the battle-shock roll for "Squad" will be 3
    When the game advances to player A's Movement phase
    And the battle-shock roll for "Squad" will be 12
    And player A's Command phase is resolved
    Then "Squad" makes 2 battle-shock rolls
    And "Squad" is not battle-shocked
"""


def test_a_given_phrase_after_a_when_binds_under_pytest_bdd(pytester: pytest.Pytester) -> None:
    pytester.makeini("[pytest]\nruleslawyer_collect = false\n")
    pytester.makefile(".feature", roll=GIVEN_AFTER_WHEN)
    pytester.makepyfile(test_roll='from pytest_bdd import scenarios\n\nscenarios("roll.feature")\n')
    pytester.runpytest("-p", "no:randomly").assert_outcomes(passed=1)
