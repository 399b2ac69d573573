"""`any unit` draws the facts of contract §14 (issue 17 item 4): embarked within a TRANSPORT
of the scenario, this turn's disembark, ingress and surge moves, set up this turn. A claim
they falsify is contradicted with a concrete counterexample stating them, which runs as-is and
fails the same way; a claim they leave true stays confirmed."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
)

CLAIMS = """Feature: Round three facts

  Scenario: No unit is embarked
    Given any unit "Squad"
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    Then "Squad" is not embarked

  Scenario: A unit that made a normal move this phase can embark
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And a unit "Rhino"
    And "Rhino" has the keyword TRANSPORT
    And "Squad" made a normal move this phase
    Then "Squad" can embark within "Rhino"

  Scenario: A unit off the battlefield cannot start an Action
    Given any unit "Squad"
    And any unit "Rhino"
    And any Action "Task"
    And any moment
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
"""


def _written(root: Path, name: str) -> Path:
    (path,) = (root / ".ruleslawyer" / "counterexamples" / "claims").glob(f"{name}*.feature")
    return path


def _decided(text: str) -> set[str]:
    return set(re.findall(r"^(?:expected|decided): .+$", text, re.M))


@pytest.fixture
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


@pytest.mark.usefixtures("ci")
def test_drawn_transport_facts_falsify_claims_with_counterexamples_that_rerun(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", claims=CLAIMS)
    first = pytester.runpytest("--ruleslawyer-max-examples", "60", "-p", "no:randomly")
    first.assert_outcomes(failed=2, passed=1)
    out = first.stdout.str()
    assert "INTERNALERROR" not in out

    embarked = _written(pytester.path, "No unit is embarked").read_text(encoding="utf-8")
    assert 'And "Squad" is embarked within "Rhino"' in embarked, embarked
    assert "any " not in embarked
    again = pytester.runpytest(str(_written(pytester.path, "No unit is embarked")))
    again.assert_outcomes(failed=1)
    assert 'decided:  embarked within "Rhino"' in again.stdout.str()

    # A unit set up this turn (a disembark or ingress move sets it up) cannot embark (18.02).
    path = _written(pytester.path, "A unit that made a normal move")
    embark = path.read_text(encoding="utf-8")
    assert re.search(r"made an? (disembark|ingress) move this turn|was set up on the", embark)
    assert 'And "Squad" made a normal move this phase' in embark  # the pin is kept
    assert "it was set up on the battlefield this turn" in out
    rerun = pytester.runpytest(str(path))
    rerun.assert_outcomes(failed=1)
    assert _decided(rerun.stdout.str()) == {
        'expected: "Squad" can embark within "Rhino"',
        "decided:  cannot embark: it was set up on the battlefield this turn [18.02 Embarking]",
    }


RESERVES = """Feature: Reserves

  Scenario: Every unit in strategic reserves can make an ingress move in battle round 2
    Given any unit "Squad"
    And it is player A's Movement phase in battle round 2
    And "Squad" belongs to player A
    And "Squad" is in strategic reserves
    And "Squad" does not have the keyword AIRCRAFT
    Then "Squad" can make an ingress move into "the middle"
"""


@pytest.mark.usefixtures("ci")
def test_a_unit_drawn_within_a_transport_of_its_own_is_a_counterexample_that_reruns(
    pytester: pytest.Pytester,
) -> None:
    """A scenario that names no TRANSPORT still meets embarked units (20.04: a unit embarked
    within a TRANSPORT in reserves makes no ingress move of its own); the counterexample sets
    that TRANSPORT up."""
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", reserves=RESERVES)
    first = pytester.runpytest("--ruleslawyer-max-examples", "60", "-p", "no:randomly")
    first.assert_outcomes(failed=1)
    folder = pytester.path / ".ruleslawyer" / "counterexamples" / "reserves"
    (path,) = folder.glob("*.feature")
    text = path.read_text(encoding="utf-8")
    for line in (
        'And "Squad" is embarked within "Transport of Squad"',
        'And a unit "Transport of Squad"',
        'And "Transport of Squad" has the keyword TRANSPORT',
        'And "Transport of Squad" is in strategic reserves',
    ):
        assert line in text, text
    rerun = pytester.runpytest(str(path))
    rerun.assert_outcomes(failed=1)
    assert _decided(rerun.stdout.str()) == _decided(first.stdout.str())
    assert "it is embarked within a TRANSPORT in strategic reserves" in rerun.stdout.str()
