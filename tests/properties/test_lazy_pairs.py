"""A drawn Action's STARTS and COMPLETES are drawn last by the walk, as one fact among the pairs
its performers can be performing now, and read only where a rule asks when the Action completes
or what its rows say; its UNITS row is met by the walk's check, not by the keywords it draws; the
drawn battle round is read by such a question only where the rounds answer it differently."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.properties import rounds, tracking
from ruleslawyer.properties.rounds import Round

from .test_lazy_checks import proof_of


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _claim(rows: str = "", then: str = 'Then "Squad" is not eligible to shoot') -> str:
    return f"""Feature: F
  Scenario: S
    Given it is player A's Shooting phase
    And any Action "Task"{rows}
    And any unit "Squad"
    And "Squad" started the "Task" Action this turn
    And "Squad" does not have the keyword TITANIC
    {then}
"""


PAIR = """
    And the Action "Task":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |"""
UNITS = """
    And the Action "Task":
      | UNITS | any unit |"""


def test_a_claim_that_never_asks_when_the_action_completes_takes_one_pair(
    tmp_path: Path,
) -> None:
    """A read of when it completes is counted: test_walk_mutants ("performer cannot shoot")."""
    drawn = proof_of(tmp_path, _claim()).cases
    assert drawn == proof_of(tmp_path, _claim(PAIR)).cases


def test_the_units_row_of_a_performed_action_is_not_branched_on(tmp_path: Path) -> None:
    assert proof_of(tmp_path, _claim()).cases == proof_of(tmp_path, _claim(UNITS)).cases


def _read(answers: dict[int, object]) -> tuple[object, bool]:
    """What ``Round.alike`` gives for a round drawn as 3 of 1-5, and whether it read it."""
    tracker = tracking.Tracker(frozenset())
    tracker.tied.add(rounds.KEY)
    drawn = Round(3, origin=tracker, low=1, high=5)
    with tracking.case(tracker):
        got = drawn.alike(answers.__getitem__)
    return got, rounds.KEY in tracker.reads


def test_an_answer_the_same_in_every_round_reads_none() -> None:
    assert _read(dict.fromkeys(range(1, 6), "same")) == ("same", False)


def test_an_answer_that_differs_between_rounds_reads_the_round() -> None:
    assert _read({1: "a", 2: "a", 3: "b", 4: "a", 5: "a"}) == ("b", True)
