"""Performing Actions (16.01): starting one, completing it at its COMPLETES moment, and
failing it; the part of the game that keeps each unit's performances."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from . import actions as act
from .actions import ActionDef, Completes, Per
from .base import GameBase
from .clock import PHASE_ENDS, Moment, Point
from .references import Reason
from .starts import When
from .units import BATTLE_SHOCKED_OC


class ActionState(enum.Enum):
    PERFORMING = "performing"
    COMPLETED = "completed"
    FAILED = "failed"
    NOT_COMPLETED = "not completed"


@dataclass
class Performance:
    """One unit's performance of one Action, from its start to its completion or failure."""

    unit: str
    action: str
    player: str
    started: Moment
    completes_at: Moment | None
    state: ActionState = ActionState.PERFORMING
    because: Reason | None = None


def completion_moment(
    completes: Completes, now: Moment, player: str, battle_rounds: int
) -> Moment | None:
    """The moment an Action started now by ``player``'s unit completes (None: never)."""

    def first(pred: Callable[[Moment], bool]) -> Moment | None:
        if pred(now):
            return now
        return next((m for m in now.successors(battle_rounds) if pred(m)), None)

    if completes is Completes.END_OF_PHASE:
        return first(lambda m: m.point in PHASE_ENDS)
    if completes is Completes.END_OF_TURN:
        return first(lambda m: m.point is Point.TURN_END)
    if completes is Completes.END_OF_YOUR_TURN:
        return first(lambda m: m.point is Point.TURN_END and m.player == player)
    if completes is Completes.END_OF_OPPONENTS_TURN:
        return first(lambda m: m.point is Point.TURN_END and m.player not in (None, player))
    if completes is Completes.END_OF_BATTLE_ROUND:
        return first(lambda m: m.point is Point.ROUND_END)
    return next(
        (
            m
            for m in now.successors(battle_rounds)
            if m.point is Point.COMMAND_START and m.player == player
        ),
        None,
    )


class PerformingMixin(GameBase):
    """Starting, completing and failing Actions."""

    battle_rounds: int
    performances: list[Performance]
    uses: list[tuple[str, str, tuple[int, str]]]
    refusals_seen: dict[tuple[str, str], tuple[Reason, ...]]
    effects: Counter[str]

    def refusals(self, unit_name: str, action_name: str) -> tuple[Reason, ...]:
        """Every reason that bars ``unit_name`` from starting ``action_name`` now."""
        unit, action = self.unit(unit_name), self.action(action_name)
        now = self.now
        found = [r for r, applies in act.BARS if self.weigh(r.rule, applies(unit, now))]
        self.weigh(BATTLE_SHOCKED_OC, unit.battle_shocked)
        allowed = action.starts.allows(now, unit.player, self.phase_begun())
        if self.weigh(act.STARTS_ROW, not allowed):
            found.append(act.R_NOT_NOW)
        if self.weigh(act.UNITS_ROW, not action.units.allows(unit, self.area_within)):
            found.append(act.R_NOT_ALLOWED)
        if self.weigh(act.USE_LIMIT_ROW, self._limit_reached(action, unit.player)):
            found.append(act.R_LIMIT)
        return tuple(found)

    def area_within(self, inner: str, outer: str) -> bool | None:
        """Whether area ``inner`` lies within area ``outer``, if the scenario said so."""
        return None

    def _limit_reached(self, action: ActionDef, player: str) -> bool:
        limit = action.use_limit
        if limit.times is None:
            return False
        used = [key for p, a, key in self.uses if p == player and a == action.name]
        if limit.per is Per.TURN:
            used = [k for k in used if k == self.now.turn_key]
        elif limit.per is Per.BATTLE_ROUND:
            used = [k for k in used if k[0] == self.now.battle_round]
        return len(used) >= limit.times

    def start_action(self, unit_name: str, action_name: str) -> tuple[Reason, ...]:
        """Attempt to start; a refusal is recorded and returned, never raised."""
        reasons = self.refusals(unit_name, action_name)
        self.refusals_seen[(unit_name, action_name)] = reasons
        if reasons:
            for reason in reasons:
                self.note(
                    Reason(f"{unit_name} cannot start {action_name}: {reason.text}", reason.rule)
                )
            return reasons
        if self.action(action_name).starts.when is not When.START:
            self.acted()  # an Action started at the start of a phase leaves it at its start
        self.begin_action(unit_name, action_name)
        return ()

    def begin_action(self, unit_name: str, action_name: str) -> Performance:
        """Record that the unit starts the Action now (no eligibility check: a stated fact)."""
        unit, action = self.unit(unit_name), self.action(action_name)
        self.set_unit(
            unit, actions_started=(*unit.actions_started, (action_name, self.now.turn_key))
        )
        self.uses.append((unit.player, action_name, self.now.turn_key))
        target = completion_moment(action.completes, self.now, unit.player, self.battle_rounds)
        performance = Performance(unit_name, action_name, unit.player, self.now, target)
        self.performances.append(performance)
        self.note(Reason(f"{unit_name} starts {action_name}", act.STARTS_ROW))
        if target == self.now:
            self.complete(performance)
        return performance

    def complete(self, performance: Performance) -> None:
        unit = self.unit(performance.unit)
        # It reached its COMPLETES moment: no move and no leaving the battlefield broke it.
        self.weigh(act.FAILS_ON_MOVE, False)
        self.weigh(act.FAILS_OFF_BATTLEFIELD, False)
        self.weigh(act.COMPLETES_AT, not unit.battle_shocked)
        if self.weigh(act.SHOCKED_NO_COMPLETE, unit.battle_shocked):
            performance.state = ActionState.NOT_COMPLETED
            performance.because = Reason(
                f"{unit.name} is battle-shocked and cannot complete {performance.action}",
                act.SHOCKED_NO_COMPLETE,
            )
        else:
            performance.state = ActionState.COMPLETED
            performance.because = Reason(
                f"{unit.name} completes {performance.action}; its effect resolves",
                act.COMPLETES_AT,
            )
            self.effects[performance.action] += 1
        self.note(performance.because)

    def performing(self, unit_name: str) -> bool:
        return any(
            p.unit == unit_name and p.state is ActionState.PERFORMING for p in self.performances
        )

    def fail_actions(self, unit_name: str, reason: Reason) -> None:
        for performance in self.performances:
            if performance.unit == unit_name and performance.state is ActionState.PERFORMING:
                self.weigh(act.COMPLETES_AT, False)
                performance.state = ActionState.FAILED
                performance.because = Reason(
                    f"{unit_name}'s {performance.action} fails: {reason.text}", reason.rule
                )
                self.note(performance.because)

    def performances_of(self, unit_name: str, action_name: str) -> list[Performance]:
        self.unit(unit_name)
        self.action(action_name)
        return [p for p in self.performances if p.unit == unit_name and p.action == action_name]
