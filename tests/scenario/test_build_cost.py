"""What building a scenario's game leaves out when the scenario does not need it (issue 43
item 4), and that what it leaves out is only work: no unit, no attached unit and no clause
weighed differ from a build that does it all (docs/performance.md, "Round 4's eighth stop")."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.core import Game, clock
from ruleslawyer.core.missions import Missions
from ruleslawyer.scenario import attached
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")


def _built(*givens: str) -> Game:
    lines = [StepLine("given", "Given", text, n) for n, text in enumerate(givens, 1)]
    state = ScenarioState(None)
    run_steps(state, lines, "s.feature")
    return state.game


def _fail(*_: object) -> object:
    raise AssertionError("the build did work this scenario does not need")


def _seen(game: Game) -> tuple[object, ...]:
    return (dict(game.units), dict(game.weighed), list(game.consultations), game.trace)


def test_a_game_without_objectives_makes_no_unit_as_modified_at_its_start(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    givens = ('a unit "Squad"', 'a unit "Boyz" for player B', "it is player A's Command phase")
    before = _seen(_built(*givens))
    monkeypatch.setattr(Missions, "as_modified", _fail)
    assert _seen(_built(*givens)) == before  # nothing weighed or noted differs


def test_a_game_with_an_objective_counts_its_units_as_modified(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    asked: list[int] = []
    as_modified = Missions.as_modified

    def counted(self: Missions) -> object:
        asked.append(1)
        return as_modified(self)

    monkeypatch.setattr(Missions, "as_modified", counted)
    game = _built('a unit "Squad"', "the ruin is an objective", "it is player A's Shooting phase")
    assert asked == [1]
    assert game.missions.level_of_control("A", "the ruin") == 0  # the stated board: not within


@pytest.mark.parametrize("helper", ["part_names", "form", "aliases"])
def test_no_attached_unit_is_formed_where_no_unit_leads_another(
    monkeypatch: pytest.MonkeyPatch, helper: str
) -> None:
    givens = ('a unit "Squad"', 'a unit "Captain"', "it is player A's Movement phase")
    before = _seen(_built(*givens))
    monkeypatch.setattr(attached, helper, _fail)
    assert _seen(_built(*givens)) == before


def test_a_leader_still_forms_its_attached_unit() -> None:
    game = _built('a unit "Squad"', 'a unit "Captain"', '"Captain" is leading "Squad"')
    assert list(game.units) == ["Squad"]
    assert set(game.units["Squad"].parts) == {"Squad", "Captain"}


def test_a_scenario_without_units_reads_no_turn_or_phase_key(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A drawn moment's keys read its battle round, which the exhaustive walk draws only where
    read: the build reads them for its units' facts of this turn, and only then."""
    reads: list[str] = []
    turn_key = vars(clock.Moment)["turn_key"].fget

    def counted(self: clock.Moment) -> tuple[int, str]:
        reads.append("turn")
        key: tuple[int, str] = turn_key(self)
        return key

    monkeypatch.setattr(clock.Moment, "turn_key", property(counted))
    _built("it is player A's Shooting phase")
    assert reads == []
    _built('a unit "Squad"', 'a unit "Boyz" for player B', "it is player A's Shooting phase")
    assert reads  # read for the units, once for both (phase_key reads it too)
