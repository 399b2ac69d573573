"""Reads the exhaustive walk must not count (docs/architecture.md, "What the walk counts as a
read"), each found making a FAQ claim unproven at the default budget (docs/performance.md,
"Issue 43: more claims proven")."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.properties import search, tracking
from ruleslawyer.scenario.state import ScenarioState

from .test_lazy_checks import proof_of


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def test_the_faq_diagram_of_a_case_is_no_read() -> None:
    """The FAQ's diagram of the first case's fixed board names each unit's player: it read every
    drawn unit's player, so the walk tried both players of each unit where nothing else asked
    (a pytest item always asks for the diagram)."""
    state = ScenarioState(Path("claim.feature"))
    state.units["Squad"] = tracking.WatchedDraft("Squad", 3)  # the walk's own draft
    tracker = tracking.Tracker(frozenset({"Squad"}))
    tracker.tie(0, ("Squad", "player"))
    with tracking.tracking(), tracking.case(tracker):
        search._board(state, fixed_only=True)
        assert not tracker.reads
        state.units["Squad"].player  # noqa: B018 - a read outside the diagram still counts
    assert tracker.reads == {("Squad", "player")}


def _effect(rows: str = "") -> str:
    return f"""Feature: F
  Scenario: S
    Given any moment
    And any Action "Task"{rows}
    And any unit "Squad"
    And "Squad" is not battle-shocked
    And "Squad" started the "Task" Action this turn
    Then "Squad" is performing the "Task" Action
    And "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved
"""


PAIR = """
    And the Action "Task":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |"""


def test_how_a_performance_stands_is_asked_without_when_it_completes(tmp_path: Path) -> None:
    """A view of a performance took its COMPLETES moment from the record of its start: a read
    of the drawn STARTS and COMPLETES pair, so the walk tried each of the 72 pairs (4,260
    cases). Only a question of when it completes reads it now."""
    drawn = proof_of(tmp_path, _effect()).cases
    assert drawn <= proof_of(tmp_path, _effect(PAIR)).cases * 2
    assert drawn < 100


def _forced(moves: str = "") -> str:
    return f"""Feature: F
  Scenario: S
    Given any moment
    And any Action "Task"
    And any unit "Squad"{moves}
    And "Squad" started the "Task" Action this turn
    And any battle-shock roll for "Squad"
    When "Squad" is forced to move by an enemy rule
    And the game advances to the end of the battle round
    Then "Squad" does not complete the "Task" Action
    And the effect of "Task" is not resolved
"""


def test_a_move_added_to_the_moves_made_reads_none_of_them(tmp_path: Path) -> None:
    """A move is added to the moves the unit made (``Unit.moves_with``): a copy, as
    ``dataclasses.replace`` is. It read them, so a forced move branched on every move the unit
    could have made before it (the FAQ's claim: 1,252 cases, 160 now)."""
    drawn = proof_of(tmp_path, _forced()).cases
    assert drawn == proof_of(tmp_path, _forced('\n    And "Squad" made no move this turn')).cases
