"""`any datasheet unit` draws from the whole catalogue, simplest first, and a counterexample
names the datasheet it drew (docs/datasheets.md and docs/language.md#property-scenarios)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
)

WRONG = """Feature: A wrong claim about every TITANIC datasheet

  Scenario: No TITANIC unit can start an Action
    Given it is player A's Shooting phase
    And any datasheet unit "Titan" with the keyword TITANIC
    And "Titan" belongs to player A
    And the Action "Task":
      | STARTS | your Shooting phase |
    Then "Titan" cannot start the "Task" Action
"""


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def test_a_counterexample_names_the_datasheet_it_drew(pytester: pytest.Pytester) -> None:
    from ruleslawyer.data import datasheet_by_index, datasheet_indices

    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", titans=WRONG)
    result = pytester.runpytest("--ruleslawyer-max-examples", "60")
    result.assert_outcomes(failed=1)
    folder = pytester.path / ".ruleslawyer" / "counterexamples" / "titans"
    (path,) = sorted(folder.glob("*.feature"))
    text = path.read_text(encoding="utf-8")
    named = re.findall(r'a unit "Titan" from the datasheet "([^"]+)"', text)
    assert len(named) == 1, text
    titanic = {datasheet_by_index(i).name for i in datasheet_indices({"TITANIC"})}
    assert named[0] in titanic
    # The datasheet's own keywords and characteristics come with that line, not restated.
    assert "has the keyword" not in text and "has OC" not in text, text
    assert not re.search(r"^\s*(Given|And) any ", text, re.M), text

    again = pytester.runpytest(str(path))  # the concrete scenario fails the same way
    again.assert_outcomes(failed=1)
    assert 'Then "Titan" cannot start the "Task" Action' in again.stdout.str()


def test_the_drawn_datasheet_shrinks_toward_the_simplest(pytester: pytest.Pytester) -> None:
    from ruleslawyer.data import datasheet_by_index, datasheet_indices

    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", titans=WRONG)
    pytester.runpytest("--ruleslawyer-max-examples", "60").assert_outcomes(failed=1)
    text = next((Path(pytester.path) / ".ruleslawyer" / "counterexamples").rglob("*.feature"))
    name = re.findall(r'from the datasheet "([^"]+)"', text.read_text(encoding="utf-8"))[0]
    first = datasheet_by_index(datasheet_indices({"TITANIC"})[0]).name
    assert name == first
