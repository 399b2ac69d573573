"""`Given any Action "A"` draws only the rows a `Given the Action "A":` table leaves unstated,
whichever comes first (docs/language.md#property-scenarios: every pin is applied before the open
values are drawn)."""

from __future__ import annotations

import pytest

STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
)

ANY = '    Given any Action "Task"\n'
TABLE = '    And the Action "Task":\n      | UNITS | one VEHICLE unit |\n'
REST = """    And any unit "Squad"
    And "Squad" does not have the keyword VEHICLE
    Then "Squad" cannot start the "Task" Action because it is not a unit the Action allows
"""


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


@pytest.mark.parametrize("order", ["any first", "table first"])
def test_a_stated_row_is_a_pin_of_a_drawn_action(pytester: pytest.Pytester, order: str) -> None:
    setup = (
        ANY + TABLE
        if order == "any first"
        else TABLE.replace("And", "Given") + "    " + (ANY.strip().replace("Given", "And") + "\n")
    )
    pytester.makeini(STRICT_INI)
    pytester.makefile(
        ".feature", rows="Feature: Rows\n\n  Scenario: Only VEHICLE units\n" + setup + REST
    )
    pytester.runpytest("--ruleslawyer-max-examples", "40").assert_outcomes(passed=1)


def test_unstated_rows_are_still_drawn(pytester: pytest.Pytester) -> None:
    """Without the UNITS pin the same claim is contradicted: the row really is drawn."""
    pytester.makeini(STRICT_INI)
    pytester.makefile(
        ".feature",
        rows="Feature: Rows\n\n  Scenario: Only VEHICLE units\n"
        + ANY
        + '    And the Action "Task":\n      | EFFECT | a marker |\n'
        + REST,
    )
    pytester.runpytest("--ruleslawyer-max-examples", "40").assert_outcomes(failed=1)
