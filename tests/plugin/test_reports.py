"""Reports: JUnit XML and pytest-bdd's Cucumber JSON list every scenario, also under xdist."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from typing import Any

import pytest

FEATURE = """
    Feature: Deploying a device
      Background:
        Given the Action "Recover":
          | STARTS    | your Shooting phase |
          | USE LIMIT | once per turn       |
        And a unit "Intercessors"
        And a unit "Scouts"
        And it is player A's Shooting phase

      Scenario: a unit that nothing holds back can start
        Then "Intercessors" can start the "Recover" Action

      Scenario: the use limit is per turn
        When "Intercessors" starts the "Recover" Action
        Then "Scouts" cannot start the "Recover" Action because the Action's use limit is reached

      Scenario: a wrong claim about an engaged unit
        Given "Intercessors" is engaged
        Then "Intercessors" can start the "Recover" Action

      Scenario Outline: OC decides
        Given "Intercessors" has OC <OC>
        Then "Intercessors" <verdict> the "Recover" Action

        Examples:
          | OC | verdict      |
          | 0  | cannot start |
          | 3  | can start    |
"""

SCENARIOS = [
    "a unit that nothing holds back can start",
    "the use limit is per turn",
    "a wrong claim about an engaged unit",
    "OC decides[0-cannot start]",
    "OC decides[3-can start]",
]
FAILING = "a wrong claim about an engaged unit"
BACKGROUND = [
    'the Action "Recover":',
    'a unit "Intercessors"',
    'a unit "Scouts"',
    "it is player A's Shooting phase",
]


def test_junitxml_lists_every_scenario(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=FEATURE)
    result = pytester.runpytest("--junitxml=report.xml")
    result.assert_outcomes(passed=4, failed=1)
    suite = ET.parse(pytester.path / "report.xml").getroot().find("testsuite")
    assert suite is not None
    assert (suite.get("tests"), suite.get("failures")) == ("5", "1")
    cases = suite.findall("testcase")
    assert [case.get("name") for case in cases] == SCENARIOS
    assert {case.get("classname") for case in cases} == {"deploy.feature"}
    failed = [case.get("name") for case in cases if case.find("failure") is not None]
    assert failed == [FAILING]
    failure = cases[2].find("failure")
    assert failure is not None
    assert "16.01 Starting an Action" in (failure.text or "")


def _cucumber(path: Any) -> dict[str, list[dict[str, Any]]]:
    """Scenario elements of a Cucumber JSON report, grouped by scenario name."""
    features = json.loads(path.read_text(encoding="utf-8"))
    assert [f["uri"] for f in features] == ["deploy.feature"]
    found: dict[str, list[dict[str, Any]]] = {}
    for element in features[0]["elements"]:
        found.setdefault(element["name"], []).append(element)
    return found


def _check_cucumber(found: dict[str, list[dict[str, Any]]]) -> None:
    assert sorted(found) == sorted(
        [
            "a unit that nothing holds back can start",
            "the use limit is per turn",
            FAILING,
            "OC decides",
        ]
    )
    assert len(found["OC decides"]) == 2
    elements = [e for group in found.values() for e in group]
    assert len(elements) == 5
    for element in elements:
        names = [step["name"] for step in element["steps"]]
        assert names[: len(BACKGROUND)] == BACKGROUND
        statuses = [step["result"]["status"] for step in element["steps"]]
        if element["name"] == FAILING:
            assert statuses[-1] == "failed"
            assert set(statuses[:-1]) == {"passed"}
        else:
            assert set(statuses) == {"passed"}
    (use_limit,) = found["the use limit is per turn"]
    assert [s["keyword"] for s in use_limit["steps"]][-2:] == ["When", "Then"]
    rows = sorted(e["steps"][-2]["name"] for e in found["OC decides"])
    assert rows == ['"Intercessors" has OC 0', '"Intercessors" has OC 3']


def test_cucumberjson_lists_every_scenario_with_its_steps(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=FEATURE)
    result = pytester.runpytest("--cucumberjson=cucumber.json")
    result.assert_outcomes(passed=4, failed=1)
    _check_cucumber(_cucumber(pytester.path / "cucumber.json"))


@pytest.mark.slow  # xdist: -n runs start worker processes
def test_cucumberjson_lists_every_scenario_under_xdist(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", deploy=FEATURE)
    result = pytester.runpytest_subprocess(
        "-p", "xdist", "-n", "2", "--cucumberjson=cucumber.json", timeout=120
    )
    result.assert_outcomes(passed=4, failed=1)
    assert "2 workers" in result.stdout.str()
    _check_cucumber(_cucumber(pytester.path / "cucumber.json"))
