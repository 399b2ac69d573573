"""Advancing the clock passes over the points at which nothing can happen without making them
(core/turns.py ``Clock._advance_to_plain``): what it records must be exactly what resolving
every point in order records (``Clock.resolve`` at each of ``Moment.successors``), the clauses
weighed in their order (coverage and the verdicts' reasons), the trace, the history, and where
the game stands. Each case below makes some quiet point matter: a rule triggered there, an
objective whose control is determined at each phase's end, a card consulted at every point, an
Action that completes at one, a rule set up between two advances."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.core import Game, Moment, Trigger, TriggeredRule
from ruleslawyer.core.clock import Phase
from ruleslawyer.core.history import ClockMoved
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

TASK = (("STARTS", "your Shooting phase"), ("COMPLETES", "the end of the phase"))
HOLD = (("scores at", "VP"), ("the end of your Movement phase", "5"))
# (step, its table) of each case, every one played from player A's Shooting phase.
CASES: dict[str, tuple[tuple[str, tuple[tuple[str, str], ...] | None], ...]] = {
    "no rule": ((('Given a unit "Squad"'), None),),
    "a rule at the end of a phase": (
        ('Given a unit "Squad"', None),
        ('Given player B has a rule "Watch" that triggers at the end of your Movement phase', None),
        ('Given player A has a rule "Call" that triggers at the start of your Command phase', None),
    ),
    "units engaged": (
        ('Given a unit "Vanguard" for player A', None),
        ('Given a unit "Hunters" for player B', None),
        ('Given "Vanguard" is engaged', None),
        ('Given "Hunters" is engaged', None),
    ),
    "an objective": (
        ("Given the ruin is an objective", None),
        ('Given a unit "Squad" for player A', None),
        ('Given "Squad" is within the ruin', None),
    ),
    "a card held": (
        ("Given the ruin is an objective", None),
        ("Given the bunker is player A's home objective", None),
        ("Given the crater is player B's home objective", None),
        ('Given player A has the primary mission "Battlefield Dominance"', None),
        ('Given a unit "Squad" for player A', None),
        ('Given "Squad" is within the ruin', None),
    ),
    "a card held, no objective": (
        ('Given player A has the secondary mission "Hold":', HOLD),
        ('Given player B has the secondary mission "Assassination" as a Fixed mission', None),
    ),
    "a stated start by a unit stated battle-shocked": (
        ('Given the Action "Task":', TASK),
        ('Given a unit "Squad"', None),
        ('Given "Squad" started the "Task" Action this turn', None),
        ('Given "Squad" is battle-shocked', None),
        ('Given the battle-shock roll for "Squad" will be 12', None),
    ),
    "an Action under way": (
        ('Given the Action "Task":', TASK),
        ('Given a unit "Squad"', None),
        ('When "Squad" starts the "Task" Action', None),
    ),
}


def _game(steps: tuple[tuple[str, tuple[tuple[str, str], ...] | None], ...]) -> Game:
    lines = [StepLine("given", "Given", "it is player A's Shooting phase", 1)]
    for number, (text, table) in enumerate(steps, start=2):
        keyword, _, rest = text.partition(" ")
        lines.append(StepLine(keyword.lower(), keyword, rest, number, datatable=table))  # type: ignore[arg-type]
    state = new_state(None)
    run_steps(state, lines, "clock.feature")
    return state.game


def _every_point(game: Game, target: Moment) -> None:
    """The clock as it was: every point after now resolved, in order, up to ``target``."""
    game.history.append(ClockMoved(game.now, target))
    for moment in game.now.successors(game.battle_rounds):
        game.clock.resolve(moment)
        if moment == target:
            return


def _record(game: Game) -> tuple[object, ...]:
    return (
        list(game.consultations),
        game.trace,
        list(game.history),
        game.now,
        dict(game.missions.objectives.vp),
        dict(game.units),
        list(game.fight.step_began),  # the Fight step's start (12.04)
        list(game.fight.seen),  # the units as they were at the Fight phase's start (12.04)
        game.fight_order.state,  # the selections made as a Fight step ends (12.04)
    )


@pytest.mark.parametrize("case", list(CASES))
@pytest.mark.parametrize("rounds", [1, 2])
def test_passing_quiet_points_records_what_resolving_each_records(case: str, rounds: int) -> None:
    passing, resolving = _game(CASES[case]), _game(CASES[case])
    passing.clock.advance_to(passing.clock.end_of_round(rounds))
    _every_point(resolving, resolving.clock.end_of_round(rounds))
    assert _record(passing) == _record(resolving)
    assert passing.now == passing.clock.end_of_round(rounds)


def test_a_rule_set_up_between_two_advances_is_indexed_before_a_quiet_point() -> None:
    """A rule set up after an advance at a point the clock would pass over is indexed before
    the clock decides to pass over it (the end of the Shooting phase follows its start)."""
    game = Game(units={}, rules=[], battle_rounds=1)
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    game.rules.append(
        TriggeredRule("Watch", Trigger.parse("the end of your Shooting phase"), "A", 0)
    )
    game.clock.advance_to(game.clock.end_of_turn())
    assert len(game.rule_firing.firings_of("Watch")) == 1


def test_a_rule_set_up_between_two_advances_fires_at_once() -> None:
    """The rules are indexed by point once; a rule set up after an advance is indexed anew,
    before the next point resolved (the start of the next turn follows the end of a turn)."""
    game = Game(units={}, rules=[], battle_rounds=2)
    game.clock.advance_to(game.clock.end_of_turn())
    call = Trigger.parse("the start of the turn")
    game.rules.append(TriggeredRule("Call", call, "B", 0))
    game.rules.append(
        TriggeredRule("Watch", Trigger.parse("the end of your Movement phase"), "A", 1)
    )
    game.clock.advance_to(game.clock.end_of_round(2))
    assert len(game.rule_firing.firings_of("Call")) == 3  # player B's turn, then both in round 2
    assert len(game.rule_firing.firings_of("Watch")) == 1


@pytest.mark.parametrize(("now", "played", "refused"), [(3, 2, True), (3, 3, False), (2, 3, False)])
def test_a_round_played_that_has_passed_is_refused_naming_its_number(
    now: int, played: int, refused: bool
) -> None:
    from ruleslawyer.scenario.errors import ScenarioInputError

    lines = [
        StepLine("given", "Given", f"it is battle round {now}", 1),
        StepLine("when", "When", f"battle round {played} is played", 2),
    ]
    if not refused:
        run_steps(new_state(None), lines, "rounds.feature")
        return
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(new_state(None), lines, "rounds.feature")
    assert (caught.value.line, caught.value.word) == (2, str(played))
    assert f"battle round {played} has already been played" in caught.value.message
