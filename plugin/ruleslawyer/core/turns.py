"""The clock, a part of the game: every point after now resolved in order (07, 08, the Fight
phase's steps of 12), each handing what happens at it to the part that holds it, and the
moments a step names ("the end of the phase", "player B's Shooting phase")."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from typing import TYPE_CHECKING, Protocol

from . import clock, coherency
from .battle_shock import BattleShock
from .clock import PHASE_ENDS, ROUND_LENGTH, Moment, Phase, Point
from .command import GAIN_CORE_CP
from .context import Context
from .errors import RulesInputError
from .fight import Fight
from .fight_order import FightOrder
from .history import ClockMoved, GainedCP
from .missions import Missions
from .performing import Performing
from .references import Reason
from .rule_firing import RuleFiring
from .units import Unit

if TYPE_CHECKING:
    from .embarking import Transports

# The points the loop asks about at every point it resolves, each read once here: on Python
# 3.11 a member read through its Enum class (``Point.TURN_END``) takes the metaclass's
# ``__getattr__`` path, about 0.3 us a read, and a round played resolves 48 points with about
# ten such reads at each (docs/performance.md).
_ROUND_START = Point.ROUND_START
_TURN_START = Point.TURN_START
_GAIN_CP = Point.GAIN_CP
_BATTLE_SHOCK = Point.BATTLE_SHOCK
_FIGHT_START = Point.FIGHT_START
_FIGHT_STEP = Point.FIGHT_STEP
_CONSOLIDATE = Point.CONSOLIDATE
_TURN_END = Point.TURN_END
_ROUND_END = Point.ROUND_END


# The points at which :meth:`Clock.resolve` itself does something, whatever the game holds
# (beside the performances due and the rules fired at every point).
_ACTING = frozenset(
    {
        _CONSOLIDATE,
        _TURN_END,
        _ROUND_END,
        _ROUND_START,
        _TURN_START,
        _GAIN_CP,
        _BATTLE_SHOCK,
        _FIGHT_START,
        _FIGHT_STEP,
    }
)
_NONE: frozenset[int] = frozenset()


@cache
def _quiet(first_player: str) -> frozenset[int]:
    """The indices of a round's points that are not ``_ACTING``."""
    points = clock.round_points(first_player)
    return frozenset(i for i, (_, point) in enumerate(points) if point not in _ACTING)


class ClockContext(Context, Protocol):
    """The context, the moment it sets, and the parts that act at a point of the clock."""

    now: Moment
    battle_rounds: int
    cp: dict[str, int]
    battle_shock: BattleShock
    fight: Fight
    fight_order: FightOrder
    performer: Performing
    rule_firing: RuleFiring
    missions: Missions
    transports: Transports
    placement: coherency.Placement | None
    coherency_removals: dict[str, list[coherency.Removal]]

    def unit_changed(self, unit: Unit) -> None: ...


class Clock:
    """Moves the game's moment on, resolving each point on the way."""

    def __init__(self, game: ClockContext) -> None:
        self.game = game
        # What ``_passed`` made last: from this set of busy indices, of this first player.
        self._busy: frozenset[int] | None = None
        self._first = ""
        self._passable: frozenset[int] = _NONE

    def next_moment(self, wanted: Callable[[Moment], bool], what: str) -> Moment:
        """The first moment after now that ``wanted`` accepts."""
        for moment in self.game.now.successors(self.game.battle_rounds):
            if wanted(moment):
                return moment
        raise RulesInputError(
            f"{what} never comes after {self.game.now.describe()}: "
            f"the battle ends after battle round {self.game.battle_rounds}",
            word=what,
        )

    def advance_to(self, target: Moment) -> None:
        """Resolve every point after now, in order, up to and including ``target``."""
        if target <= self.game.now:
            if target == self.game.now:
                return
            raise RulesInputError(
                f"{target.describe()} has already passed (it is {self.game.now.describe()})",
                word=target.describe(),
            )
        self.game.history.append(
            ClockMoved(self.game.now, target)
        )  # what was asked belongs to its moment
        if type(target) is Moment:
            self._advance_to_plain(target)
            return
        for moment in self.game.now.successors(self.game.battle_rounds):
            self.resolve(moment)
            if moment == target:
                return

    def _advance_to_plain(self, target: Moment) -> None:
        """:meth:`advance_to` a plain moment (every moment the clock makes is one), the points
        after now taken as ``Moment.successors`` gives them, each compared with ``target`` as
        ``Moment.__eq__`` compares two plain moments. A point at which nothing can happen is
        passed over, never made: one at which :meth:`resolve` itself does nothing
        (not ``_ACTING``), no rule triggers or is weighed (``RuleFiring.busy``), while no Action
        is under way or waits to settle (such a start is also under way: that guard only spells
        it out) and the mission neither determines control nor
        consults a card (``Missions.idle``). Only what resolves at a point can change that:
        it is asked again after each point resolved."""
        game = self.game
        now = game.now
        rnd, idx, first = now.battle_round, now.index + 1, now.first_player
        wanted = (target.battle_round, target.index, target.first_player)
        rows = clock.round_rows(first)
        battle_rounds = game.battle_rounds
        resolve = self.resolve
        quiet = _quiet(first)
        passed: frozenset[int] | None = None  # asked at the first quiet point after a resolve
        while True:
            while idx < ROUND_LENGTH:
                reached = (rnd, idx, first) == wanted
                if not reached and idx in quiet:
                    if passed is None:
                        passed = self._passed(first)
                    if idx in passed:
                        idx += 1
                        continue
                moment = clock.made(rnd, rows[idx])
                resolve(moment)
                if reached:
                    return
                passed = None
                idx += 1
            rnd, idx = rnd + 1, 0
            if rnd > battle_rounds:
                return

    def _passed(self, first_player: str) -> frozenset[int]:
        """The indices of a round's points that :meth:`_advance_to_plain` may pass over now."""
        game = self.game
        if game.performer.unsettled or game.history.open_starts() or not game.missions.idle():
            return _NONE
        busy = game.rule_firing.busy(first_player)
        if busy is not self._busy or first_player != self._first:
            self._busy, self._first = busy, first_player
            self._passable = _quiet(first_player) - busy
        return self._passable

    def resolve(self, moment: Moment) -> None:
        game = self.game
        point = moment.point
        if point is _CONSOLIDATE:
            game.fight_order.finish_step()  # 12.04: the remaining selections, as allowed
        elif game.now.point is _CONSOLIDATE:
            game.fight_order.finish_owed()  # 12.08: the selections owed there, first
        game.now = moment
        if point is _TURN_END or point is _ROUND_END:
            game.transports.end_step_rules(moment)  # 23.02, 20.04: first among the non-mission
        if point is _TURN_END:
            coherency.restore(game, moment)  # 03.03, where models are placed
        if point is _ROUND_START:
            game.say(lambda: f"battle round {moment.battle_round} starts")
        elif point is _TURN_START:
            game.weigh(clock.FIRST_PLAYER, moment.player == game.first_player)
            game.say(f"player {moment.player}'s turn starts")
        elif point is _GAIN_CP:
            game.history.append(GainedCP(moment))
            for player in game.cp:
                game.cp[player] += 1
            game.note(Reason("both players gain 1CP", GAIN_CORE_CP))
        elif point is _BATTLE_SHOCK and moment.player is not None:
            game.battle_shock.battle_shock_step(moment.player)
        elif point is _FIGHT_START:
            for unit in game.units.values():
                game.unit_changed(unit)  # engaged at the start of the Fight phase (12.04)
        elif point is _FIGHT_STEP:
            game.fight.stamp_fight_step()  # engaged at the start of the Fight step (12.04)
        performer = game.performer
        for performance in performer.due(moment):
            performer.complete(performance)
        performer.lift_ended()  # 18.9: a lift that kept a battle-shocked unit performing ended
        game.rule_firing.fire(moment)
        if point is _TURN_END:
            # Once the first player's turn ends, the opponent's follows (07.02).
            game.weigh(clock.PLAYER_TURNS, moment.player == game.first_player)
        elif point is _ROUND_END and game.weigh(
            clock.BATTLE_ENDS, moment.battle_round == game.battle_rounds
        ):
            game.note(Reason("the battle ends", clock.BATTLE_ENDS))

    # -- moments by name ------------------------------------------------------------------------
    def end_of_phase(self) -> Moment:
        return self.next_moment(lambda m: m.point in PHASE_ENDS, "the end of the phase")

    def end_of_turn(self) -> Moment:
        return self.next_moment(lambda m: m.point is Point.TURN_END, "the end of the turn")

    def end_of_battle_round(self) -> Moment:
        return self.next_moment(lambda m: m.point is Point.ROUND_END, "the end of the battle round")

    def phase_of(self, player: str, phase: Phase, edge: str = "start") -> Moment:
        point = clock.PHASE_START[phase] if edge == "start" else clock.PHASE_END[phase]
        what = f"player {player}'s {phase.value} phase"
        return self.next_moment(
            lambda m: m.point is point and m.player == player,
            what if edge == "start" else f"the end of {what}",
        )

    def start_of_round(self, battle_round: int) -> Moment:
        """The start of a battle round as a moment to advance to: its 07.01 step resolved, as
        advancing to a phase stops after the phase's start."""
        self.check_round(battle_round)
        return clock.moment_at(battle_round, None, Point.ROUND_START, self.game.first_player)

    def end_of_round(self, battle_round: int) -> Moment:
        self.check_round(battle_round)
        return clock.moment_at(battle_round, None, Point.ROUND_END, self.game.first_player)

    def resolve_command_phase(self, player: str) -> None:
        """Resolve ``player``'s Command phase (the one under way, else the next) to its end."""
        self.advance_to(self.phase_of(player, Phase.COMMAND, "end"))

    def check_round(self, battle_round: int) -> None:
        if not 1 <= battle_round <= self.game.battle_rounds:
            raise RulesInputError(
                f"battle round {battle_round} is outside the mission, which lasts "
                f"{self.game.battle_rounds} battle rounds",
                word=str(battle_round),
            )
