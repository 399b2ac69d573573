"""The one mutable object of the core: a game that events change and questions inspect.

The rules of each area live with their mixin: performing Actions (performing.py), events and
the eligibility they depend on (events.py); here are the game's state, its clock and the
Command phase's Battle-shock step.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import InitVar, dataclass, field

from . import clock
from .actions import ActionDef
from .base import MissingRoll, RollSource, quoted
from .clock import PHASE_ENDS, Moment, Phase, Point
from .command import (
    BATTLE_SHOCK_FAIL,
    BATTLE_SHOCK_RECOVERY,
    BATTLE_SHOCK_WHO,
    DEMANDED_IN_STEP,
    GAIN_CORE_CP,
    LEADERSHIP_ROLL,
    ONE_ROLL_PER_STEP,
    ROLL_MODIFIER,
    BattleShockRoll,
    needs_roll,
    passes,
)
from .core_stratagems import CORE_STRATAGEMS
from .eligibility import Verdict
from .embarking import TransportsMixin
from .errors import RulesInputError, closest
from .events import ROLL_OUTSIDE_STEP
from .fight import FightMixin
from .history import (
    BattleShockStep,
    ClockMoved,
    Firing,
    GainedCP,
    History,
    Record,
    RolledEarlier,
    StratagemUsed,
    Targeted,
)
from .missions import MissionMixin
from .objectives import END_OF_BATTLE_SCORES, Objectives
from .performing import ActionState, Performance
from .references import Reason, RuleRef
from .stratagem_use import StratagemMixin
from .stratagems import StratagemDef
from .triggers import (
    MISSION_LAST_AT,
    START_CLAUSES,
    THE_MEANS_BOTH,
    Ability,
    TriggeredRule,
    Whose,
    resolution_order,
)
from .units import Strength, Unit, area_key, strength

__all__ = ["ActionState", "Firing", "Game", "History", "MissingRoll", "Performance", "Verdict"]


@dataclass
class Game(StratagemMixin, TransportsMixin, FightMixin, MissionMixin):
    """A battle in progress. Build it with every unit and Action, then send it events."""

    units: dict[str, Unit]
    actions: dict[str, ActionDef] = field(default_factory=dict)
    rules: list[TriggeredRule] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    cp: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})
    first_player: str = "A"
    battle_rounds: int = 5
    now: Moment = field(default_factory=lambda: clock.start_of_round(1, "A"))
    rolls: dict[str, int] = field(default_factory=dict)
    roll_source: RollSource | None = None
    # Rolls a rule demands in a player's next Battle-shock step: (unit, whose step).
    demanded_rolls: list[tuple[str, str]] = field(default_factory=list)
    # What happened, in order (history.py): every part writes there and reads there.
    history: History = field(default_factory=History)
    trace: list[str] = field(default_factory=list)
    # Every clause the game consulted, and whether it applied (True) or not (False) each time.
    weighed: dict[RuleRef, set[bool]] = field(default_factory=dict)
    # Every weighing in order (a clause may recur): what a question consulted is a slice of it.
    consultations: list[RuleRef] = field(default_factory=list)
    # Where areas lie: (inner, outer) by area key -> whether inner is within outer.
    areas: dict[tuple[str, str], bool] = field(default_factory=dict)
    # Units engaged at some point of a Fight phase (12.04), by phase.
    fight_engaged: set[tuple[str, tuple[int, str, str]]] = field(default_factory=set)
    # Stratagems (15): the core ten and any declared, each player's uses and attempts.
    stratagems: dict[str, StratagemDef] = field(default_factory=lambda: dict(CORE_STRATAGEMS))
    planned_bravery: list[tuple[str, str, str]] = field(default_factory=list)
    # Objectives, their control and each player's VP (14, 07.02, 07.03, 08.05).
    objectives: Objectives = field(default_factory=Objectives)
    # What happened before the scenario's start, said the short way; each becomes a record of
    # the history (see :meth:`recall`): units that took a roll earlier in the Battle-shock
    # step, uses "earlier in the battle" by (player, stratagem), units targeted this phase.
    rolls_earlier: InitVar[Iterable[str]] = ()
    earlier_uses: InitVar[Mapping[tuple[str, str], int] | None] = None
    targeted: InitVar[Iterable[tuple[str, tuple[int, str, str]]]] = ()

    def __post_init__(
        self,
        rolls_earlier: Iterable[str],
        earlier_uses: Mapping[tuple[str, str], int] | None,
        targeted: Iterable[tuple[str, tuple[int, str, str]]],
    ) -> None:
        for name in rolls_earlier:
            self.recall(RolledEarlier(None, name))
        for (player, name), times in (earlier_uses or {}).items():
            for _ in range(times):
                self.recall(StratagemUsed(None, player, name, None))
        for name, phase_key in targeted:
            at = self.now if phase_key == self.now.phase_key else None
            if at is None:
                raise RulesInputError(f'"{name}" is stated as targeted in another phase', word=name)
            self.recall(Targeted(at, name))
        for unit in self.units.values():
            self.unit_changed(unit)
        if self.now.point in (Point.FIGHT_STEP, Point.CONSOLIDATE):
            self.stamp_fight_step()  # the game starts inside a begun Fight step

    def area_within(self, inner: str, outer: str) -> bool | None:
        return self.areas.get((area_key(inner), area_key(outer)))

    # -- the clock ------------------------------------------------------------------------------
    def next_moment(self, wanted: Callable[[Moment], bool], what: str) -> Moment:
        """The first moment after now that ``wanted`` accepts."""
        for moment in self.now.successors(self.battle_rounds):
            if wanted(moment):
                return moment
        raise RulesInputError(
            f"{what} never comes after {self.now.describe()}: "
            f"the battle ends after battle round {self.battle_rounds}",
            word=what,
        )

    def advance_to(self, target: Moment) -> None:
        """Resolve every point after now, in order, up to and including ``target``."""
        if target <= self.now:
            if target == self.now:
                return
            raise RulesInputError(
                f"{target.describe()} has already passed (it is {self.now.describe()})",
                word=target.describe(),
            )
        self.history.append(ClockMoved(self.now, target))  # what was asked belongs to its moment
        for moment in self.now.successors(self.battle_rounds):
            self._resolve(moment)
            if moment == target:
                return

    def _resolve(self, moment: Moment) -> None:
        self.now = moment
        point = moment.point
        self.end_step_rules(moment)  # 23.02, 20.04: first among the non-mission rules
        if point is Point.ROUND_START:
            self.say(f"battle round {moment.battle_round} starts")
        elif point is Point.TURN_START:
            self.weigh(clock.FIRST_PLAYER, moment.player == self.first_player)
            self.say(f"player {moment.player}'s turn starts")
        elif point is Point.GAIN_CP:
            self.history.append(GainedCP(moment))
            for player in self.cp:
                self.cp[player] += 1
            self.note(Reason("both players gain 1CP", GAIN_CORE_CP))
        elif point is Point.BATTLE_SHOCK and moment.player is not None:
            self._battle_shock_step(moment.player)
        elif point is Point.FIGHT_START:
            for unit in self.units.values():
                self.unit_changed(unit)  # engaged at the start of the Fight phase (12.04)
        elif point is Point.FIGHT_STEP:
            self.stamp_fight_step()  # engaged at the start of the Fight step (12.04)
        for performance in self.performances:
            if performance.state is ActionState.PERFORMING and performance.completes_at == moment:
                self.complete(performance)
        self._fire_rules(moment)
        if point is Point.TURN_END:
            # Once the first player's turn ends, the opponent's follows (07.02).
            self.weigh(clock.PLAYER_TURNS, moment.player == self.first_player)
        if point is Point.ROUND_END and self.weigh(
            clock.BATTLE_ENDS, moment.battle_round == self.battle_rounds
        ):
            self.note(Reason("the battle ends", clock.BATTLE_ENDS))

    def _fire_rules(self, moment: Moment) -> None:
        point = moment.point
        firing: list[TriggeredRule] = []
        for rule in self.rules:
            if rule.trigger.point is not point:
                continue
            fires = rule.trigger.fires_at(moment, rule.owner, self.battle_rounds)
            in_other_turn = moment.player is not None and moment.player != rule.owner
            if rule.trigger.battle_end:  # the end of the battle is the last round's end only
                self.weigh(END_OF_BATTLE_SCORES, fires)
            elif rule.owner is not None and (rule.trigger.whose is not Whose.ANY or in_other_turn):
                self.weigh(THE_MEANS_BOTH, fires)  # whose turn the trigger names decided it
            if fires:
                firing.append(rule)
        start_clause = START_CLAUSES.get(point)
        if start_clause is not None:
            for rule in self.rules:
                self.weigh(start_clause, rule in firing)
        if point in MISSION_LAST_AT and firing:
            kinds = {rule.is_mission_rule for rule in firing}
            self.weigh(MISSION_LAST_AT[point], kinds == {True, False})
        ordered = resolution_order(firing, point)
        # Control is determined after the step's other rules, before the mission (14.02).
        split = next((i for i, r in enumerate(ordered) if r.is_mission_rule), len(ordered))
        for index, rule in enumerate(ordered):
            if index == split:
                self.determine_control(moment)
            self.history.append(Firing(rule.name, moment, rule.is_mission_rule))
            kind = "mission rule" if rule.is_mission_rule else "rule"
            self.say(f"{kind} {rule.name} triggers ({rule.trigger.text})")
            if rule.is_mission_rule:
                self.resolve_mission_rule(rule, moment)
        if split == len(ordered):
            self.determine_control(moment)

    def _battle_shock_step(self, player: str) -> None:
        """08.03: the player's units that must roll, each once (08.03.01); then each unit a
        rule makes roll in this step (the opponent's units too), after the player's own."""
        self.history.append(BattleShockStep(self.now, player))
        shocked_at_start = {u.name for u in self.units.values() if u.battle_shocked}
        demanded = [name for name, step in self.demanded_rolls if step == player]
        self.demanded_rolls = [d for d in self.demanded_rolls if d[1] != player]
        for unit in list(self.units.values()):
            if unit.player != player or unit.destroyed:
                continue
            state, judged = strength(unit)
            below = self.weigh(judged.rule, state is not Strength.FULL)
            must = self.weigh(BATTLE_SHOCK_WHO, unit.battle_shocked or below)
            earlier = self.history.rolled_earlier(unit.name)
            if must:
                self.weigh(ONE_ROLL_PER_STEP, earlier)
            why = needs_roll(unit, earlier)
            if why is None and self.weigh(DEMANDED_IN_STEP, unit.name in demanded):
                why = Reason(
                    "a rule makes it take a battle-shock roll in this step", DEMANDED_IN_STEP
                )
            if why is not None:
                self._step_roll(unit, why, unit.name in shocked_at_start)
        for name in demanded:
            unit = self.units[name]
            if unit.player == player or unit.destroyed:
                continue  # its own player's unit rolled above, once (08.03.01)
            self.weigh(DEMANDED_IN_STEP, True)
            why = Reason("a rule makes it take a battle-shock roll in this step", DEMANDED_IN_STEP)
            self._step_roll(unit, why, name in shocked_at_start)

    def _step_roll(self, unit: Unit, why: Reason, shocked_at_start: bool) -> None:
        """One battle-shock roll in the Battle-shock step: a pass by a unit battle-shocked at
        the step's start ends its battle-shock (08.03); a fail battle-shocks it (01.07)."""
        # Insane Bravery is used just before the roll; the roll is still made (15.04).
        brave = self.bravery_before_roll(unit)
        modifier = unit.battle_shock_modifier
        if brave:
            given = self.given_roll(unit)
            total, ok = (given if given is not None else 0), True
        else:
            total = self.roll(
                unit,
                f"in the Battle-shock step of player {self.now.player}'s Command phase in battle "
                f"round {self.now.battle_round}",
            )
            self.weigh(ROLL_MODIFIER, modifier != 0)
            ok = self.weigh(LEADERSHIP_ROLL, passes(total + modifier, unit.leadership))
        self.weigh(ROLL_OUTSIDE_STEP, False)
        self.weigh(BATTLE_SHOCK_FAIL, not ok)
        done = BattleShockRoll(
            unit.name, unit.player, self.now, total, unit.ld, ok, why, brave, modifier
        )
        self.history.append(done)
        self.note(Reason(f"{unit.name} must make a battle-shock roll: {why.text}", why.rule))
        self.say(
            done.describe()
            if brave
            else f"{unit.name} rolls {done.result} against Ld {unit.ld}+: "
            f"{'pass' if ok else 'fail'}"
        )
        if shocked_at_start and self.weigh(BATTLE_SHOCK_RECOVERY, ok):
            self.set_unit(unit, battle_shocked=False)
            self.note(Reason(f"{unit.name} is no longer battle-shocked", BATTLE_SHOCK_RECOVERY))
        elif not ok:
            self.set_unit(unit, battle_shocked=True)
            self.note(Reason(f"{unit.name} is battle-shocked", BATTLE_SHOCK_FAIL))

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
        return clock.moment_at(battle_round, None, Point.ROUND_START, self.first_player)

    def end_of_round(self, battle_round: int) -> Moment:
        self.check_round(battle_round)
        return clock.moment_at(battle_round, None, Point.ROUND_END, self.first_player)

    def check_round(self, battle_round: int) -> None:
        if not 1 <= battle_round <= self.battle_rounds:
            raise RulesInputError(
                f"battle round {battle_round} is outside the mission, which lasts "
                f"{self.battle_rounds} battle rounds",
                word=str(battle_round),
            )

    def resolve_command_phase(self, player: str) -> None:
        """Resolve ``player``'s Command phase (the one under way, else the next) to its end."""
        self.advance_to(self.phase_of(player, Phase.COMMAND, "end"))

    # -- what happened before the scenario's start ------------------------------------------------
    def recall(self, record: Record) -> None:
        """A fact of before the scenario's start (or of its moment, stated by a Given): it
        enters the history, as what happens in the game does. A unit or stratagem it names
        must be known."""
        unit = getattr(record, "unit", None)
        if isinstance(unit, str):
            self.unit(unit)
        if isinstance(record, StratagemUsed):
            self.stratagem(record.name)
        self.history.append(record)

    # -- questions ---------------------------------------------------------------------------------
    @property
    def battle_shock_rolls(self) -> list[BattleShockRoll]:
        return self.history.battle_shock_rolls()

    @property
    def firings(self) -> list[Firing]:
        return self.history.firings()

    @property
    def core_cp_steps(self) -> int:
        """How many Gain Core CP steps were resolved (08.02)."""
        return len(self.history.of(GainedCP))

    def rolls_of(self, unit_name: str) -> list[BattleShockRoll]:
        self.unit(unit_name)
        return self.history.battle_shock_rolls(unit_name)

    def rolls_in_last_step(self, unit_name: str) -> tuple[Moment | None, list[BattleShockRoll]]:
        """The rolls of the last Battle-shock step of the unit's player, and that step."""
        unit = self.unit(unit_name)
        step = self.history.last_battle_shock_step(unit.player)
        return step, [r for r in self.rolls_of(unit_name) if r.moment == step]

    def firings_of(self, rule_name: str) -> list[Firing]:
        names = {r.name for r in self.rules}
        if rule_name not in names:
            raise RulesInputError(
                f'no rule "{rule_name}" was set up',
                word=rule_name,
                suggestion=quoted(closest(rule_name, names)),
            )
        return self.history.firings(rule_name)

    def ability_fired(self, ability_name: str) -> int:
        names = {a.name for a in self.abilities}
        if ability_name not in names:
            raise RulesInputError(
                f'no ability "{ability_name}" was set up',
                word=ability_name,
                suggestion=quoted(closest(ability_name, names)),
            )
        return self.history.ability_firings(ability_name)
