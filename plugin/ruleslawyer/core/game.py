"""The one mutable object of the core: a game that events change and questions inspect."""

from __future__ import annotations

import enum
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field, replace

from . import actions as act
from . import clock
from .actions import ActionDef, Completes, Per
from .clock import PHASE_ENDS, Moment, Phase, Point
from .command import (
    BATTLE_SHOCK_FAIL,
    BATTLE_SHOCK_RECOVERY,
    BATTLE_SHOCK_WHO,
    GAIN_CORE_CP,
    LEADERSHIP_ROLL,
    ONE_ROLL_PER_STEP,
    BattleShockRoll,
    needs_roll,
    passes,
)
from .errors import RulesInputError, closest
from .references import Reason, RuleRef, clause
from .triggers import (
    MISSION_LAST_AT,
    OUT_OF_PHASE,
    START_CLAUSES,
    THE_MEANS_BOTH,
    Ability,
    TriggeredRule,
    Whose,
    resolution_order,
)
from .units import BATTLE_SHOCKED_OC, MoveKind, Strength, Unit, strength

ELIGIBLE_TO_SHOOT = clause("10.02", "Eligible to Shoot", "on the battlefield, not yet selected")
ELIGIBLE_TO_CHARGE = clause("Charge phase", "Eligible to Charge", "on the battlefield")
ADVANCE_NO_CHARGE = clause("09.06", "Advance Move", "no charge after advancing")
FALL_BACK_NO_SHOOT = clause("09.07", "Fall-back Move", "no shooting after falling back")
FALL_BACK_NO_CHARGE = clause("09.07", "Fall-back Move", "no charge after falling back")
PHASE_LOCKED_ABILITY = clause("07.02.01", "Out of Phase Rules", "phase-locked ability timing")


class MissingRoll(RulesInputError):
    """A battle-shock roll the Command phase needs was not given."""


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


@dataclass(frozen=True)
class Firing:
    rule: str
    moment: Moment
    mission: bool


@dataclass(frozen=True)
class Verdict:
    """A yes/no answer and the reasons (with their clauses) behind it."""

    yes: bool
    reasons: tuple[Reason, ...] = ()
    consulted: tuple[RuleRef, ...] = ()  # every clause weighed, whether it applied or not

    def explain(self) -> str:
        return "; ".join(str(r) for r in self.reasons) or "nothing bars it"

    def grounds(self) -> tuple[Reason, ...]:
        """The reasons, or for a yes, each clause consulted, to show which rules decided."""
        return self.reasons or tuple(Reason("does not apply", rule) for rule in self.consulted)


RollSource = Callable[[Unit], int | None]


@dataclass
class Game:
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
    rolls_earlier: frozenset[str] = frozenset()
    performances: list[Performance] = field(default_factory=list)
    uses: list[tuple[str, str, tuple[int, str]]] = field(default_factory=list)
    firings: list[Firing] = field(default_factory=list)
    ability_firings: list[tuple[str, Moment]] = field(default_factory=list)
    battle_shock_rolls: list[BattleShockRoll] = field(default_factory=list)
    last_battle_shock_step: dict[str, Moment] = field(default_factory=dict)
    refusals_seen: dict[tuple[str, str], tuple[Reason, ...]] = field(default_factory=dict)
    effects: Counter[str] = field(default_factory=Counter)
    core_cp_steps: int = 0  # Gain Core CP steps resolved (08.02)
    trace: list[str] = field(default_factory=list)
    # Every clause the game consulted, and whether it applied (True) or not (False) each time.
    weighed: dict[RuleRef, set[bool]] = field(default_factory=dict)

    # -- lookups -------------------------------------------------------------------------------
    def unit(self, name: str) -> Unit:
        try:
            return self.units[name]
        except KeyError:
            raise RulesInputError(
                f'no unit "{name}" was set up',
                word=name,
                suggestion=_quoted(closest(name, self.units)),
            ) from None

    def action(self, name: str) -> ActionDef:
        try:
            return self.actions[name]
        except KeyError:
            raise RulesInputError(
                f'no Action "{name}" was set up',
                word=name,
                suggestion=_quoted(closest(name, self.actions)),
            ) from None

    def weigh(self, rule: RuleRef, applies: bool) -> bool:
        """Record that ``rule`` was consulted, and whether it applied; returns ``applies``."""
        self.weighed.setdefault(rule, set()).add(applies)
        return applies

    @property
    def exercised(self) -> set[RuleRef]:
        """The clauses that applied at least once."""
        return {rule for rule, seen in self.weighed.items() if True in seen}

    def _note(self, reason: Reason, moment: Moment | None = None) -> None:
        self.weigh(reason.rule, True)
        when = (moment or self.now).describe()
        self.trace.append(f"{when}: {reason}")

    def _set(self, unit: Unit, **changes: object) -> Unit:
        new = replace(unit, **changes)  # type: ignore[arg-type]
        self.units[unit.name] = new
        return new

    # -- starting Actions (16.01) ------------------------------------------------------------------
    def refusals(self, unit_name: str, action_name: str) -> tuple[Reason, ...]:
        """Every reason that bars ``unit_name`` from starting ``action_name`` now."""
        unit, action = self.unit(unit_name), self.action(action_name)
        now = self.now
        found = [r for r, applies in act.BARS if self.weigh(r.rule, applies(unit, now))]
        self.weigh(BATTLE_SHOCKED_OC, unit.battle_shocked)
        if self.weigh(act.STARTS_ROW, not action.starts.allows(now, unit.player)):
            found.append(act.R_NOT_NOW)
        if self.weigh(act.UNITS_ROW, not action.units.allows(unit)):
            found.append(act.R_NOT_ALLOWED)
        if self.weigh(act.USE_LIMIT_ROW, self._limit_reached(action, unit.player)):
            found.append(act.R_LIMIT)
        return tuple(found)

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
                self._note(
                    Reason(f"{unit_name} cannot start {action_name}: {reason.text}", reason.rule)
                )
            return reasons
        self.begin_action(unit_name, action_name)
        return ()

    def begin_action(self, unit_name: str, action_name: str) -> Performance:
        """Record that the unit starts the Action now (no eligibility check: a stated fact)."""
        unit, action = self.unit(unit_name), self.action(action_name)
        self._set(unit, actions_started=(*unit.actions_started, (action_name, self.now.turn_key)))
        self.uses.append((unit.player, action_name, self.now.turn_key))
        target = self._completion_moment(action.completes, unit.player)
        performance = Performance(unit_name, action_name, unit.player, self.now, target)
        self.performances.append(performance)
        self._note(Reason(f"{unit_name} starts {action_name}", act.STARTS_ROW))
        if target == self.now:
            self._complete(performance)
        return performance

    def _completion_moment(self, completes: Completes, player: str) -> Moment | None:
        now = self.now

        def first(pred: Callable[[Moment], bool]) -> Moment | None:
            if pred(now):
                return now
            return next((m for m in now.successors(self.battle_rounds) if pred(m)), None)

        if completes is Completes.END_OF_PHASE:
            return first(lambda m: m.point in PHASE_ENDS)
        if completes is Completes.END_OF_TURN:
            return first(lambda m: m.point is Point.TURN_END)
        if completes is Completes.END_OF_YOUR_TURN:
            return first(lambda m: m.point is Point.TURN_END and m.player == player)
        if completes is Completes.END_OF_BATTLE_ROUND:
            return first(lambda m: m.point is Point.ROUND_END)
        return next(
            (
                m
                for m in now.successors(self.battle_rounds)
                if m.point is Point.COMMAND_START and m.player == player
            ),
            None,
        )

    def _complete(self, performance: Performance) -> None:
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
        self._note(performance.because)

    def _fail_actions(self, unit_name: str, reason: Reason) -> None:
        for performance in self.performances:
            if performance.unit == unit_name and performance.state is ActionState.PERFORMING:
                self.weigh(act.COMPLETES_AT, False)
                performance.state = ActionState.FAILED
                performance.because = Reason(
                    f"{unit_name}'s {performance.action} fails: {reason.text}", reason.rule
                )
                self._note(performance.because)

    def performances_of(self, unit_name: str, action_name: str) -> list[Performance]:
        self.unit(unit_name)
        self.action(action_name)
        return [p for p in self.performances if p.unit == unit_name and p.action == action_name]

    # -- events -----------------------------------------------------------------------------------
    def move(self, unit_name: str, kind: MoveKind) -> None:
        """The unit makes a move; the core records it, whatever the phase (some rule allows it)."""
        unit = self.unit(unit_name)
        self._set(unit, moves=(*unit.moves, (kind, self.now.turn_key)))
        performing = any(
            p.unit == unit_name and p.state is ActionState.PERFORMING for p in self.performances
        )
        exempt = kind in (MoveKind.PILE_IN, MoveKind.CONSOLIDATION)
        if performing:
            self.weigh(act.MOVE_EXEMPT, exempt)
            self.weigh(act.FAILS_ON_MOVE, not exempt)
        if exempt:
            if performing:
                self._note(Reason(f"a {kind.value} move does not break an Action", act.MOVE_EXEMPT))
            return
        self._fail_actions(unit_name, Reason(f"it made a {kind.value} move", act.FAILS_ON_MOVE))

    def leave_battlefield(self, unit_name: str, destroyed: bool = False) -> None:
        unit = self.unit(unit_name)
        self._set(unit, on_battlefield=False, engaged=False, destroyed=unit.destroyed or destroyed)
        what = "it was destroyed" if destroyed else "it left the battlefield"
        self._fail_actions(unit_name, Reason(what, act.FAILS_OFF_BATTLEFIELD))

    def become_battle_shocked(self, unit_name: str) -> None:
        self._set(self.unit(unit_name), battle_shocked=True)

    def shoot(self, unit_name: str, out_of_phase: bool = False) -> None:
        """The unit is selected to shoot now (``out_of_phase``: by a rule like Fire Overwatch)."""
        unit = self.unit(unit_name)
        self._set(unit, shot_in=(*unit.shot_in, self.now.phase_key))
        for ability in self.abilities:
            if ability.unit != unit_name:
                continue
            if out_of_phase:
                self.weigh(OUT_OF_PHASE, ability.when.phase_locked)
            if ability.when.phase_locked:
                if out_of_phase:
                    self._note(
                        Reason(
                            f"{ability.name} is phase-locked and does not trigger out of phase",
                            OUT_OF_PHASE,
                        )
                    )
                    continue
                in_own_phase = self.now.phase is Phase.SHOOTING and self.now.player == unit.player
                if not self.weigh(PHASE_LOCKED_ABILITY, in_own_phase):
                    self._note(
                        Reason(
                            f"{ability.name} triggers only in its own Shooting phase",
                            PHASE_LOCKED_ABILITY,
                        )
                    )
                    continue
            self.ability_firings.append((ability.name, self.now))
            self._note(Reason(f"{ability.name} triggers", PHASE_LOCKED_ABILITY))

    # -- eligibility ------------------------------------------------------------------------------
    def _started_action_this_turn(self, unit: Unit) -> bool:
        return unit.started_action_this_turn(self.now.turn_key)

    def eligible_to_shoot(self, unit_name: str) -> Verdict:
        unit, turn = self.unit(unit_name), self.now.turn_key
        started = self._started_action_this_turn(unit)
        checks = (
            (ELIGIBLE_TO_SHOOT, not unit.on_battlefield, "it is not on the battlefield"),
            (
                ELIGIBLE_TO_SHOOT,
                unit.shot_this_phase(self.now.phase_key),
                "it was already selected to shoot this phase",
            ),
            (
                act.ACTION_NO_SHOOT,
                started and not unit.has("TITANIC"),
                "it started an Action this turn",
            ),
            (
                FALL_BACK_NO_SHOOT,
                unit.moved_this_turn(MoveKind.FALL_BACK, turn),
                "it made a fall-back move this turn",
            ),
        )
        return self._verdict(checks)

    def eligible_to_charge(self, unit_name: str) -> Verdict:
        unit, turn = self.unit(unit_name), self.now.turn_key
        checks = (
            (ELIGIBLE_TO_CHARGE, not unit.on_battlefield, "it is not on the battlefield"),
            (
                act.ACTION_NO_CHARGE,
                self._started_action_this_turn(unit),
                "it started an Action this turn",
            ),
            (
                ADVANCE_NO_CHARGE,
                unit.moved_this_turn(MoveKind.ADVANCE, turn),
                "it made an advance move this turn",
            ),
            (
                FALL_BACK_NO_CHARGE,
                unit.moved_this_turn(MoveKind.FALL_BACK, turn),
                "it made a fall-back move this turn",
            ),
        )
        return self._verdict(checks)

    def _verdict(self, checks: tuple[tuple[RuleRef, bool, str], ...]) -> Verdict:
        """Weigh each check; the verdict is yes when none applies, with every rule consulted."""
        why = tuple(Reason(text, rule) for rule, bars, text in checks if self.weigh(rule, bars))
        return Verdict(not why, why, tuple(dict.fromkeys(rule for rule, _, _ in checks)))

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
        self.refusals_seen.clear()  # a reported refusal belongs to its moment
        for moment in self.now.successors(self.battle_rounds):
            self._resolve(moment)
            if moment == target:
                return

    def _trace(self, text: str) -> None:
        self.trace.append(f"{self.now.describe()}: {text}")

    def _resolve(self, moment: Moment) -> None:
        self.now = moment
        point = moment.point
        if point is Point.ROUND_START:
            self._trace(f"battle round {moment.battle_round} starts")
        elif point is Point.TURN_START:
            self.weigh(clock.FIRST_PLAYER, moment.player == self.first_player)
            self._trace(f"player {moment.player}'s turn starts")
        elif point is Point.GAIN_CP:
            self.core_cp_steps += 1
            for player in self.cp:
                self.cp[player] += 1
            self._note(Reason("both players gain 1CP", GAIN_CORE_CP))
        elif point is Point.BATTLE_SHOCK and moment.player is not None:
            self._battle_shock_step(moment.player)
        for performance in self.performances:
            if performance.state is ActionState.PERFORMING and performance.completes_at == moment:
                self._complete(performance)
        self._fire_rules(moment)
        if point is Point.TURN_END:
            # Once the first player's turn ends, the opponent's follows (07.02).
            self.weigh(clock.PLAYER_TURNS, moment.player == self.first_player)
        if point is Point.ROUND_END and self.weigh(
            clock.BATTLE_ENDS, moment.battle_round == self.battle_rounds
        ):
            self._note(Reason("the battle ends", clock.BATTLE_ENDS))

    def _fire_rules(self, moment: Moment) -> None:
        point = moment.point
        firing: list[TriggeredRule] = []
        for rule in self.rules:
            if rule.trigger.point is not point:
                continue
            fires = rule.trigger.fires_at(moment, rule.owner)
            in_other_turn = moment.player is not None and moment.player != rule.owner
            if rule.owner is not None and (rule.trigger.whose is not Whose.ANY or in_other_turn):
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
        for rule in resolution_order(firing, point):
            self.firings.append(Firing(rule.name, moment, rule.is_mission_rule))
            kind = "mission rule" if rule.is_mission_rule else "rule"
            self._trace(f"{kind} {rule.name} triggers ({rule.trigger.text})")

    def _battle_shock_step(self, player: str) -> None:
        self.last_battle_shock_step[player] = self.now
        for unit in list(self.units.values()):
            if unit.player != player or unit.destroyed:
                continue
            state, judged = strength(unit)
            below = self.weigh(judged.rule, state is not Strength.FULL)
            must = self.weigh(BATTLE_SHOCK_WHO, unit.battle_shocked or below)
            earlier = unit.name in self.rolls_earlier
            if must:
                self.weigh(ONE_ROLL_PER_STEP, earlier)
            why = needs_roll(unit, earlier)
            if why is None:
                continue
            total = self._roll(unit)
            ok = self.weigh(LEADERSHIP_ROLL, passes(total, unit.ld))
            self.weigh(BATTLE_SHOCK_FAIL, not ok)
            self.battle_shock_rolls.append(
                BattleShockRoll(unit.name, player, self.now, total, unit.ld, ok, why)
            )
            self._note(Reason(f"{unit.name} must make a battle-shock roll: {why.text}", why.rule))
            self._trace(
                f"{unit.name} rolls {total} against Ld {unit.ld}+: {'pass' if ok else 'fail'}"
            )
            if unit.battle_shocked and self.weigh(BATTLE_SHOCK_RECOVERY, ok):
                self._set(unit, battle_shocked=False)
                self._note(
                    Reason(f"{unit.name} is no longer battle-shocked", BATTLE_SHOCK_RECOVERY)
                )
            elif not ok:
                self._set(unit, battle_shocked=True)
                self._note(Reason(f"{unit.name} is battle-shocked", BATTLE_SHOCK_FAIL))

    def _roll(self, unit: Unit) -> int:
        total = self.roll_source(unit) if self.roll_source else None
        if total is None:
            total = self.rolls.get(unit.name)
        if total is None:
            raise MissingRoll(
                f'"{unit.name}" must make a battle-shock roll in the Battle-shock step of '
                f"player {unit.player}'s Command phase in battle round {self.now.battle_round}, "
                "but no roll was given; add: "
                f'Given the battle-shock roll for "{unit.name}" will be <2 to 12>',
                word=unit.name,
            )
        return total

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

    # -- questions ---------------------------------------------------------------------------------
    def rolls_of(self, unit_name: str) -> list[BattleShockRoll]:
        self.unit(unit_name)
        return [r for r in self.battle_shock_rolls if r.unit == unit_name]

    def rolls_in_last_step(self, unit_name: str) -> tuple[Moment | None, list[BattleShockRoll]]:
        """The rolls of the last Battle-shock step of the unit's player, and that step."""
        unit = self.unit(unit_name)
        step = self.last_battle_shock_step.get(unit.player)
        return step, [r for r in self.rolls_of(unit_name) if r.moment == step]

    def firings_of(self, rule_name: str) -> list[Firing]:
        names = {r.name for r in self.rules}
        if rule_name not in names:
            raise RulesInputError(
                f'no rule "{rule_name}" was set up',
                word=rule_name,
                suggestion=_quoted(closest(rule_name, names)),
            )
        return [f for f in self.firings if f.rule == rule_name]

    def ability_fired(self, ability_name: str) -> int:
        names = {a.name for a in self.abilities}
        if ability_name not in names:
            raise RulesInputError(
                f'no ability "{ability_name}" was set up',
                word=ability_name,
                suggestion=_quoted(closest(ability_name, names)),
            )
        return sum(1 for name, _ in self.ability_firings if name == ability_name)

    def units_of(self, player: str) -> Iterable[Unit]:
        return (u for u in self.units.values() if u.player == player)


def _quoted(name: str | None) -> str | None:
    return f'"{name}"' if name is not None else None
