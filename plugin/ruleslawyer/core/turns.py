"""The clock, a part of the game: every point after now resolved in order (07, 08, the Fight
phase's steps of 12), each handing what happens at it to the part that holds it, and the
moments a step names ("the end of the phase", "player B's Shooting phase")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from . import clock, coherency
from .battle_shock import BattleShock
from .clock import PHASE_ENDS, Moment, Phase, Point
from .command import GAIN_CORE_CP
from .context import Context
from .errors import RulesInputError
from .fight import Fight
from .fight_order import FightOrder
from .history import ClockMoved, GainedCP
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
    transports: Transports
    placement: coherency.Placement | None
    coherency_removals: dict[str, list[str]]

    def unit_changed(self, unit: Unit) -> None: ...


class Clock:
    """Moves the game's moment on, resolving each point on the way."""

    def __init__(self, game: ClockContext) -> None:
        self.game = game

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
        resolve = self.resolve
        if type(target) is Moment:
            # What ``Moment.__eq__`` compares, for two plain moments (every moment the clock
            # makes is one), without its call at every point.
            fields = (target.battle_round, target.index, target.first_player)
            for moment in self.game.now.successors(self.game.battle_rounds):
                resolve(moment)
                if (moment.battle_round, moment.index, moment.first_player) == fields:
                    return
            return
        for moment in self.game.now.successors(self.game.battle_rounds):
            resolve(moment)
            if moment == target:
                return

    def resolve(self, moment: Moment) -> None:
        game = self.game
        point = moment.point
        if point is _CONSOLIDATE:
            game.fight_order.finish_step()  # 12.04: the remaining selections, as allowed
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
