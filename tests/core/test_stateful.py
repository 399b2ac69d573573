"""A stateful Hypothesis test of the rules core: random battles played against a small model.

The machine builds a :class:`Game` from drawn units and Actions, then plays random events
(starting Actions, every kind of move, leaving the battlefield, battle-shock, shooting) and
advances the clock in steps of every size, resolving Command phases with drawn battle-shock
rolls. A model kept by the machine itself (what each unit did and when, every Action started,
the rolls to come) says what the rules require, and the invariants compare it with the game.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Callable
from dataclasses import dataclass, field, replace

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import Phase as Search
from hypothesis import strategies as st
from hypothesis.control import currently_in_test_context, event
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    rule,
)

from ruleslawyer.core import (
    ActionDef,
    ActionState,
    Game,
    ImpossibleEvent,
    Moment,
    MoveKind,
    Phase,
    RulesInputError,
    Unit,
)
from ruleslawyer.core import clock as gc
from ruleslawyer.core.actions import Completes, Per
from ruleslawyer.core.starts import When, Whose
from tests import strategies as ts

TurnId = tuple[int, str]
PhaseId = tuple[int, str, str]

OFF = "it is not on the battlefield"
AIRCRAFT = "it is an AIRCRAFT unit"
FORTIFICATION = "it is a FORTIFICATION unit"
SHOCKED = "it is battle-shocked"
NO_OC = "its OC is 0 or -"
ENGAGED = "it is engaged"
ADVANCED = "it made an advance move this turn"
FELL_BACK = "it made a fall-back move this turn"
ANOTHER = "it started another action this turn"
SHOT = "it shot this phase"
NOT_NOW = "the Action does not start now"
NOT_ALLOWED = "it is not a unit the Action allows"
LIMIT = "the Action's use limit is reached"

# Ways to move the clock on: small steps and big ones, a rule for each kind (so that big jumps
# do not crowd out small ones and end the battle early).
NEXT_MOMENT = "the next moment"
END_OF_PHASE = "the end of the phase"
PLAYERS_PHASE = "player P's <Phase> phase"
END_OF_TURN = "the end of the turn"
END_OF_ROUND = "the end of the battle round"
COMMAND_PHASE = "player P's Command phase is resolved"
START_OF_ROUND = "the start of battle round <n>"
SMALL_STEPS = (NEXT_MOMENT, END_OF_PHASE, PLAYERS_PHASE)
BIG_STEPS = (END_OF_TURN, END_OF_ROUND, COMMAND_PHASE, START_OF_ROUND)

SHOCK = "becomes battle-shocked"
LEAVES = "leaves the battlefield"
DESTROYED = "is destroyed"
MISHAPS = (SHOCK, LEAVES, DESTROYED)
DISTURBANCES = (*(kind.value for kind in ts.ALL_MOVES), *MISHAPS)
NOTHING = "nothing"


def note(what: str) -> None:
    """Count what happened, for ``--hypothesis-show-statistics`` (outside a test: nothing)."""
    if currently_in_test_context():
        event(what)


# The points of a Fight phase up to the end of its Pile In step (12.01, 12.02).
_UP_TO_PILE_IN_STEP = frozenset({gc.Point.FIGHT_START, gc.Point.PILE_IN})


def turn_of(moment: Moment) -> TurnId:
    """The turn a moment lies in; the steps before and after the turns are turns of their own."""
    if moment.player is not None:
        return (moment.battle_round, moment.player)
    before = moment.point in (gc.Point.ROUND_OPEN, gc.Point.ROUND_START)
    return (moment.battle_round, "before the turns" if before else "after the turns")


def phase_of(moment: Moment) -> PhaseId | None:
    phase = moment.phase
    if phase is None or moment.player is None:
        return None
    return (moment.battle_round, moment.player, phase.value)


def starts_now(action: ActionDef, now: Moment, player: str, begun: bool = False) -> bool:
    """STARTS, read from the Action's parsed row: a phase, whose turn, and which part of it;
    ``begun``: something was done in the phase, so its start is over."""
    starts = action.starts
    if now.phase is not starts.phase or now.player is None:
        return False
    if starts.whose is Whose.YOUR and now.player != player:
        return False
    if starts.whose is Whose.OPPONENT and now.player == player:
        return False
    points = gc.PHASE_POINTS[starts.phase]
    if starts.when is When.START:
        return now.point is points[0] and not begun
    if starts.when is When.END:
        return now.point is points[-1]
    return True


# Moves whose own rows print nothing of the battlefield, that a unit off it makes none of.
_ON_BATTLEFIELD_ONLY = frozenset(
    {MoveKind.FALL_BACK, MoveKind.CHARGE, MoveKind.PILE_IN, MoveKind.CONSOLIDATION}
)


@dataclass
class UnitModel:
    """What the machine knows of one unit."""

    player: str
    keywords: frozenset[str]
    oc: int | None
    ld: int
    rolls_for_strength: bool  # at or below half-strength: it rolls in every Battle-shock step
    shocked: bool
    engaged: bool
    on_battlefield: bool
    destroyed: bool = False
    moves: list[tuple[MoveKind, TurnId]] = field(default_factory=list)
    starts: list[TurnId] = field(default_factory=list)
    shots: list[PhaseId] = field(default_factory=list)
    near_enemy: bool = True
    modifier: int = 0  # a rule's modifier to its battle-shock rolls (01.06)
    only_aircraft: bool = False  # engaged only with AIRCRAFT units
    charges: list[tuple[int, str, str]] = field(default_factory=list)  # the game's phase keys
    charge_moved: list[tuple[int, str, str]] = field(default_factory=list)  # phase keys too
    fight_engaged: set[PhaseId] = field(default_factory=set)
    in_reserves: bool = False  # in strategic reserves (20.01)
    repositioned: bool = False  # 20.02: an AIRCRAFT unit that left is one
    ingressed: bool = False  # made an ingress move earlier in the battle (20.04)
    # pile-in and consolidation moves by phase: one of each per unit in its step (12.02, 12.07)
    fight_moves: set[tuple[MoveKind, PhaseId]] = field(default_factory=set)

    def may_charge(self, turn: TurnId, key: tuple[int, str, str]) -> bool:
        """11.02 with 09.06, 09.07, 16.01 and 23.04."""
        moved = {kind for kind, when in self.moves if when == turn}
        return (
            self.on_battlefield
            and self.near_enemy
            and not self.engaged
            and not moved & {MoveKind.ADVANCE, MoveKind.FALL_BACK}
            and turn not in self.starts
            and "AIRCRAFT" not in self.keywords
            and key not in self.charges
        )

    def may_move(
        self,
        kind: MoveKind,
        turn: TurnId,
        phase: PhaseId | None,
        key: tuple[int, str, str],
        point: gc.Point | None,
    ) -> bool:
        """ELIGIBLE IF of each move type (09.05-09.07, 11.04, 12.03, 12.08; 23.02); one
        pile-in move per unit up to the end of the Pile In step, one consolidation move per
        unit in the phase's one Consolidate step (12.02, 12.07; interpretation 104)."""
        if kind is MoveKind.FORCED:
            return True
        if "AIRCRAFT" in self.keywords:
            return False
        if not self.on_battlefield and kind in _ON_BATTLEFIELD_ONLY:
            return False  # 03.01, Rules Appendix Destroyed (interpretations 132, 138)
        in_fight = phase is not None and phase[2] == Phase.FIGHT.value
        charged = (MoveKind.CHARGE, turn) in self.moves
        if kind in (MoveKind.NORMAL, MoveKind.ADVANCE):
            return self.on_battlefield and (not self.engaged or self.only_aircraft)
        if kind is MoveKind.FALL_BACK:
            return self.engaged
        if kind is MoveKind.CHARGE:
            if key in self.charge_moved:
                return False  # 11.02: one charge move for the charge declared
            return key in self.charges or self.may_charge(turn, key)
        if kind is MoveKind.PILE_IN:
            again = (kind, phase) in self.fight_moves and point in _UP_TO_PILE_IN_STEP
            return in_fight and (self.engaged or charged) and not again
        if (kind, phase) in self.fight_moves:
            return False  # 12.07: its one consolidation move of this phase
        fought = self.engaged or (phase is not None and phase in self.fight_engaged)
        return in_fight and (fought or charged)

    def after_moving(self, kind: MoveKind) -> None:
        if kind in (MoveKind.NORMAL, MoveKind.ADVANCE, MoveKind.FALL_BACK):
            self.engaged = False
        elif kind in (MoveKind.CHARGE, MoveKind.PILE_IN):
            self.engaged = True
        self.only_aircraft = self.only_aircraft and self.engaged


@dataclass
class Tracked:
    """One Action a unit started, as the model follows it."""

    unit: str
    action: str
    player: str
    started: Moment
    completes_at: Moment | None
    state: ActionState = ActionState.PERFORMING
    moved_after_start: bool = False
    left_after_start: bool = False
    shocked_at_completion: bool | None = None


@dataclass(frozen=True)
class Use:
    player: str
    action: str
    turn: TurnId
    battle_round: int


class BattleMachine(RuleBasedStateMachine):
    """Random battles of three units and two Actions, checked against the machine's model."""

    def __init__(self) -> None:
        super().__init__()
        self.game = Game(units={})
        self.setup: ts.GameSetup | None = None
        self.model: dict[str, UnitModel] = {}
        self.tracked: list[Tracked] = []
        self.begun: set[PhaseId] = set()  # phases something was done in: their start is over
        self.uses: list[Use] = []
        self.cp: dict[str, int] = {}
        self.effects: Counter[str] = Counter()
        self.to_roll: dict[str, deque[int]] = {name: deque() for name in ts.UNIT_NAMES}
        self.model_to_roll: dict[str, deque[int]] = {name: deque() for name in ts.UNIT_NAMES}
        self.last_now: Moment | None = None
        self.last_cp: dict[str, int] = {}

    # -- setting up ----------------------------------------------------------------------------
    @initialize(setup=ts.game_setups())
    def set_up(self, setup: ts.GameSetup) -> None:
        self.setup = setup
        self.game = setup.build()
        self.game.roll_source = self._next_roll
        for name, unit in setup.units.items():
            half = 2 * unit.wounds_left <= unit.w
            if unit.starting_strength != 1:
                half = 2 * unit.models <= unit.starting_strength
            self.model[name] = UnitModel(
                player=unit.player,
                keywords=unit.keywords,
                oc=unit.oc,
                ld=unit.ld,
                rolls_for_strength=half,
                shocked=unit.battle_shocked,
                engaged=unit.engaged,
                on_battlefield=unit.on_battlefield,
                near_enemy=unit.near_enemy,
                only_aircraft=unit.engaged_only_aircraft,
                in_reserves=unit.in_reserves,
                repositioned=unit.repositioned,
                ingressed=unit.ingress_earlier,
                modifier=unit.battle_shock_modifier,
            )
        self.cp = dict(setup.cp)
        self.last_now = self.game.now
        self.last_cp = dict(self.game.cp)

    def _next_roll(self, unit: Unit) -> int | None:
        queue = self.to_roll[unit.name]
        return queue.popleft() if queue else None

    @rule(unit=st.sampled_from(ts.UNIT_NAMES), total=ts.battle_shock_totals())
    def queue_a_battle_shock_roll(self, unit: str, total: int) -> None:
        """The unit's next battle-shock roll will be ``total`` (else its standing roll)."""
        self.to_roll[unit].append(total)
        self.model_to_roll[unit].append(total)

    # -- model helpers -------------------------------------------------------------------------
    @property
    def now(self) -> Moment:
        return self.game.now

    def _performers(self) -> list[str]:
        """The units performing an Action now, in a fixed order."""
        return sorted({t.unit for t in self.tracked if t.state is ActionState.PERFORMING})

    @property
    def battle_over(self) -> bool:
        return next(self.now.successors(self.game.battle_rounds), None) is None

    def _limit_reached(self, action: ActionDef, player: str) -> bool:
        limit = action.use_limit
        if limit.times is None:
            return False
        used = [u for u in self.uses if u.player == player and u.action == action.name]
        if limit.per is Per.TURN:
            used = [u for u in used if u.turn == turn_of(self.now)]
        elif limit.per is Per.BATTLE_ROUND:
            used = [u for u in used if u.battle_round == self.now.battle_round]
        return len(used) >= limit.times

    def expected_refusals(self, name: str, action_name: str) -> set[str]:
        unit, action = self.model[name], self.game.actions[action_name]
        assert self.setup is not None
        now, turn = self.now, turn_of(self.now)
        found: set[str] = set()
        if not unit.on_battlefield:
            found.add(OFF)
        if "AIRCRAFT" in unit.keywords:
            found.add(AIRCRAFT)
        if "FORTIFICATION" in unit.keywords:
            found.add(FORTIFICATION)
        if unit.shocked:
            found.update({SHOCKED, NO_OC})  # a battle-shocked unit's OC is '-' (01.07)
        if unit.oc in (None, 0):
            found.add(NO_OC)
        if unit.engaged and "TITANIC" not in unit.keywords:
            found.add(ENGAGED)
        if (MoveKind.ADVANCE, turn) in unit.moves:
            found.add(ADVANCED)
        if (MoveKind.FALL_BACK, turn) in unit.moves:
            found.add(FELL_BACK)
        if turn in unit.starts:
            found.add(ANOTHER)
        if phase_of(now) is not None and phase_of(now) in unit.shots:
            found.add(SHOT)
        if not starts_now(action, now, unit.player, phase_of(now) in self.begun):
            found.add(NOT_NOW)
        as_set_up = self.setup.units[name]
        if not unit.on_battlefield:  # off the battlefield, a unit is within no area
            as_set_up = replace(as_set_up, within=frozenset())
        if not action.units.allows(as_set_up):
            found.add(NOT_ALLOWED)
        if self._limit_reached(action, unit.player):
            found.add(LIMIT)
        return found

    def completion_moment(self, completes: Completes, player: str, start: Moment) -> Moment | None:
        later = list(start.successors(self.game.battle_rounds))
        if completes is Completes.START_OF_NEXT_COMMAND:
            return next(
                (m for m in later if m.point is gc.Point.COMMAND_START and m.player == player),
                None,
            )
        wanted: dict[Completes, Callable[[Moment], bool]] = {
            Completes.END_OF_PHASE: lambda m: m.point in gc.PHASE_ENDS,
            Completes.END_OF_TURN: lambda m: m.point is gc.Point.TURN_END,
            Completes.END_OF_YOUR_TURN: lambda m: (
                m.point is gc.Point.TURN_END and m.player == player
            ),
            Completes.END_OF_OPPONENTS_TURN: lambda m: (
                m.point is gc.Point.TURN_END and m.player not in (None, player)
            ),
            Completes.END_OF_BATTLE_ROUND: lambda m: m.point is gc.Point.ROUND_END,
        }
        return next((m for m in [start, *later] if wanted[completes](m)), None)

    def _resolve_completion(self, tracked: Tracked) -> None:
        shocked = self.model[tracked.unit].shocked
        tracked.shocked_at_completion = shocked
        note(f"Action reached COMPLETES {'battle-shocked' if shocked else 'and completed'}")
        if shocked:
            tracked.state = ActionState.NOT_COMPLETED
        else:
            tracked.state = ActionState.COMPLETED
            self.effects[tracked.action] += 1

    def _fail(
        self, name: str, *, moved: bool = False, left: bool = False, shocked: bool = False
    ) -> None:
        for tracked in self.tracked:
            if tracked.unit == name and tracked.state is ActionState.PERFORMING:
                why = "moved" if moved else "became battle-shocked" if shocked else "left"
                note(f"Action failed: {why}")
                tracked.state = ActionState.FAILED
                tracked.moved_after_start |= moved
                tracked.left_after_start |= left

    # -- events --------------------------------------------------------------------------------
    @rule(
        unit=st.sampled_from(ts.UNIT_NAMES),
        action=st.sampled_from(ts.ACTION_NAMES),
    )
    def start_action(self, unit: str, action: str) -> None:
        expected = self.expected_refusals(unit, action)
        refused = self.game.performer.start_action(unit, action)
        texts = [r.text for r in refused]
        assert len(texts) == len(set(texts)), f"a reason given twice: {texts}"
        assert set(texts) == expected, f"{unit} starting {action} at {self.now.describe()}"
        if refused:
            note("start refused")
            return
        note("Action started")
        self._acted(self.game.actions[action].starts.when is not When.START)
        model = self.model[unit]
        model.starts.append(turn_of(self.now))
        self.uses.append(Use(model.player, action, turn_of(self.now), self.now.battle_round))
        completes = self.game.actions[action].completes
        tracked = Tracked(
            unit,
            action,
            model.player,
            self.now,
            self.completion_moment(completes, model.player, self.now),
        )
        self.tracked.append(tracked)
        if tracked.completes_at == self.now:  # e.g. started at the end of a phase, for that end
            self._resolve_completion(tracked)
        self._compare_performances()

    @rule(
        unit=st.sampled_from(ts.UNIT_NAMES),
        action=st.sampled_from(ts.ACTION_NAMES),
        then=st.sampled_from([NOTHING, *DISTURBANCES]),
        to_completion=st.booleans(),
    )
    def act_when_the_action_starts(
        self, unit: str, action: str, then: str, to_completion: bool
    ) -> None:
        """Play on to the next moment the Action's STARTS allows for the unit and start it; if
        it starts, ``then`` happens to the unit that started it, and the clock may run on to
        its COMPLETES."""
        player, definition = self.model[unit].player, self.game.actions[action]
        target = self._first_after(lambda m: starts_now(definition, m, player))
        if target is None:
            return
        self._play_to(target)
        # Prefer a unit that nothing bars now (the drawn one first), so that Actions start
        # often; when every unit is barred, the drawn one tries and is refused.
        order = ts.UNIT_NAMES.index(unit)
        rotated = [*ts.UNIT_NAMES[order:], *ts.UNIT_NAMES[:order]]
        unit = next((u for u in rotated if not self.expected_refusals(u, action)), unit)
        started = len(self.tracked)
        self.start_action(unit, action)
        if len(self.tracked) == started:
            return
        tracked = self.tracked[-1]
        if then != NOTHING:
            self._disturb(unit, then)
        if to_completion and tracked.completes_at is not None and tracked.completes_at > self.now:
            self._play_to(tracked.completes_at)

    @rule(unit=st.sampled_from(ts.UNIT_NAMES), kind=st.sampled_from(ts.ALL_MOVES))
    def move(self, unit: str, kind: MoveKind) -> None:
        self._move(unit, kind)

    @rule(unit=st.sampled_from(ts.UNIT_NAMES), what=st.sampled_from(MISHAPS))
    def mishap(self, unit: str, what: str) -> None:
        """The unit is destroyed, leaves the battlefield, or becomes battle-shocked."""
        self._mishap(unit, what)

    @rule(
        which=st.integers(0, len(ts.UNIT_NAMES) - 1),
        what=st.sampled_from(DISTURBANCES),
    )
    def a_performer_is_disturbed(self, which: int, what: str) -> None:
        """A unit performing an Action moves (any kind), leaves or becomes battle-shocked."""
        performers = self._performers()
        if performers:
            self._disturb(performers[which % len(performers)], what)

    def _disturb(self, unit: str, what: str) -> None:
        if what in MISHAPS:
            self._mishap(unit, what)
        else:
            self._move(unit, MoveKind(what))

    def _move(self, unit: str, kind: MoveKind) -> None:
        performing = unit in self._performers()
        model = self.model[unit]
        turn, phase = turn_of(self.now), phase_of(self.now)
        self._see_fight_engagement()
        key = self.now.phase_key
        if not model.may_move(kind, turn, phase, key, self.now.point):
            before = self.game.unit(unit)
            with pytest.raises(ImpossibleEvent):
                self.game.moves.move(unit, kind)
            assert self.game.unit(unit) == before  # a move that cannot happen changes nothing
            note("impossible move refused")
            return
        self.game.moves.move(unit, kind)
        self._acted()
        if kind is MoveKind.CHARGE and key not in model.charges:
            model.charges.append(key)
        if kind is MoveKind.CHARGE:
            model.charge_moved.append(key)
        model.moves.append((kind, turn))
        if kind in (MoveKind.PILE_IN, MoveKind.CONSOLIDATION) and phase is not None:
            model.fight_moves.add((kind, phase))
        model.after_moving(kind)
        assert self.game.unit(unit).engaged is model.engaged
        if kind not in ts.EXEMPT_MOVES:
            self._fail(unit, moved=True)
        elif performing:
            note("exempt move while performing")
        self._compare_performances()

    def _mishap(self, unit: str, what: str) -> None:
        self._see_fight_engagement()  # an engagement of this Fight phase counts once lost (12.04)
        model = self.model[unit]
        if what == SHOCK:
            self.game.moves.become_battle_shocked(unit)
            model.shocked = True
            self._fail(unit, shocked=True)  # 18.9: battle-shock ends an Action in progress
            return
        destroyed = what == DESTROYED
        self.game.leave_battlefield(unit, destroyed=destroyed)
        self._acted()
        model.on_battlefield = False
        model.engaged = False
        model.only_aircraft = False
        model.destroyed |= destroyed
        self._fail(unit, left=True)
        self._compare_performances()

    @rule(unit=st.sampled_from(ts.UNIT_NAMES), out_of_phase=st.booleans())
    def shoot(self, unit: str, out_of_phase: bool) -> None:
        """The unit is selected to shoot (only inside a phase: "this phase" needs one)."""
        phase = phase_of(self.now)
        if phase is None:
            return
        if not self.model[unit].on_battlefield:  # 10.02: only a unit on the battlefield shoots
            with pytest.raises(ImpossibleEvent):
                self.game.moves.shoot(unit, out_of_phase=out_of_phase)
            return
        self.game.moves.shoot(unit, out_of_phase=out_of_phase)
        self._acted()
        self.model[unit].shots.append(phase)

    def _acted(self, ends_the_start: bool = True) -> None:
        """Something was done now: the phase's start is over (a start-of-phase Action's own
        start leaves it at its start)."""
        phase = phase_of(self.now)
        if phase is not None and ends_the_start:
            self.begun.add(phase)

    # -- the clock -----------------------------------------------------------------------------
    def _first_after(self, wanted: Callable[[Moment], bool]) -> Moment | None:
        return next((m for m in self.now.successors(self.game.battle_rounds) if wanted(m)), None)

    def _step(
        self, step: str, player: str, phase: Phase
    ) -> tuple[Callable[[], Moment], Moment | None]:
        """How the game names the step's target, and where the model expects it to be."""
        game = self.game
        if step == NEXT_MOMENT:
            return (
                lambda: next(self.now.successors(game.battle_rounds)),
                self._first_after(lambda m: True),
            )
        if step == END_OF_PHASE:
            return game.clock.end_of_phase, self._first_after(lambda m: m.point in gc.PHASE_ENDS)
        if step == PLAYERS_PHASE:
            start = gc.PHASE_START[phase]
            return (
                lambda: game.clock.phase_of(player, phase),
                self._first_after(lambda m: m.point is start and m.player == player),
            )
        if step == END_OF_TURN:
            return game.clock.end_of_turn, self._first_after(lambda m: m.point is gc.Point.TURN_END)
        if step == END_OF_ROUND:
            return (
                game.clock.end_of_battle_round,
                self._first_after(lambda m: m.point is gc.Point.ROUND_END),
            )
        assert step == COMMAND_PHASE
        end = gc.PHASE_END[Phase.COMMAND]
        return (
            lambda: game.clock.phase_of(player, Phase.COMMAND, "end"),
            self._first_after(lambda m: m.point is end and m.player == player),
        )

    def _advance(self, step: str, player: str, phase: Phase) -> None:
        """Ask the game for the step's target by name, check it, and play to it."""
        find, expected = self._step(step, player, phase)
        if expected is None:  # the battle ends first: the game says so, and nothing changes
            now = self.now
            try:
                find()
            except (RulesInputError, StopIteration):
                assert self.now == now
                return
            raise AssertionError(f"{step} found after {now.describe()}, past the battle's end")
        target = find()
        assert target == expected, f"{target.describe()} != {expected.describe()}"
        if step == COMMAND_PHASE:  # "When player P's Command phase is resolved"
            self._play_to(target, lambda: self.game.clock.resolve_command_phase(player))
        else:
            self._play_to(target)

    def _play_to(
        self,
        target: Moment,
        play: Callable[[], None] | None = None,
    ) -> None:
        """Play the game to ``target`` (by ``play``, else advance_to) and the model with it."""
        before_rolls = len(self.game.history.battle_shock_rolls())
        before_cp = dict(self.game.cp)
        passed: list[Moment] = []
        for moment in self.now.successors(self.game.battle_rounds):
            passed.append(moment)
            if moment == target:
                break
        assert passed and passed[-1] == target
        if play is None:
            self.game.clock.advance_to(target)
        else:
            play()
        assert self.game.now == target
        expected_rolls: list[tuple[str, Moment, int, bool]] = []
        for moment in passed:
            expected_rolls += self._model_step(moment)
        gained = sum(1 for m in passed if m.point is gc.Point.GAIN_CP)
        for player in gc.PLAYERS:
            # 08.02: CP never fall as the clock advances, and each Gain Core CP step adds 1.
            assert self.game.cp[player] >= before_cp[player]
            assert self.game.cp[player] - before_cp[player] == gained
        assert self.game.cp == self.cp
        made = [
            (r.unit, r.moment, r.total, r.passed)
            for r in self.game.history.battle_shock_rolls()[before_rolls:]
        ]
        assert sorted(made) == sorted(expected_rolls)
        for name, model in self.model.items():
            assert self.game.units[name].battle_shocked is model.shocked, name
        self._compare_performances()

    def _model_step(self, moment: Moment) -> list[tuple[str, Moment, int, bool]]:
        rolled: list[tuple[str, Moment, int, bool]] = []
        if moment.point is gc.Point.GAIN_CP:
            for player in self.cp:
                self.cp[player] += 1
        if moment.point is gc.Point.BATTLE_SHOCK and moment.player is not None:
            for name, unit in self.model.items():
                if unit.player != moment.player or unit.destroyed:
                    continue
                if not (unit.shocked or unit.rolls_for_strength):
                    continue
                queue = self.model_to_roll[name]
                total = queue.popleft() if queue else self.game.rolls[name]
                passed = total + unit.modifier >= unit.ld  # 01.06
                unit.shocked = not passed  # 01.07 on a failure, 08.03 recovery on a pass
                if not passed:
                    self._fail(name, shocked=True)  # 18.9
                rolled.append((name, moment, total, passed))
                note("battle-shock roll " + ("passed" if passed else "failed"))
        if moment.point is gc.Point.TURN_END:
            # 23.02: first of the End of Turn step, the opponent's AIRCRAFT go into reserves.
            for unit in self.model.values():
                aircraft = "AIRCRAFT" in unit.keywords and unit.on_battlefield
                if aircraft and not unit.destroyed and unit.player != moment.player:
                    unit.on_battlefield = unit.engaged = unit.only_aircraft = False
                    unit.in_reserves = unit.repositioned = True
        if moment.point is gc.Point.ROUND_END and moment.battle_round == 3:
            # 20.04: reserves that never arrived (not repositioned) are destroyed.
            for unit in self.model.values():
                if unit.in_reserves and not (unit.destroyed or unit.repositioned or unit.ingressed):
                    unit.destroyed = True
        for tracked in self.tracked:
            if tracked.state is ActionState.PERFORMING and tracked.completes_at == moment:
                self._resolve_completion(tracked)
        return rolled

    @rule(
        step=st.sampled_from(SMALL_STEPS),
        player=st.sampled_from(gc.PLAYERS),
        phase=st.sampled_from(list(Phase)),
    )
    def advance_a_little(self, step: str, player: str, phase: Phase) -> None:
        self._advance(step, player, phase)

    @rule(
        step=st.sampled_from(BIG_STEPS),
        player=st.sampled_from(gc.PLAYERS),
        battle_round=st.integers(1, 6),
    )
    def advance_a_lot(self, step: str, player: str, battle_round: int) -> None:
        if step == START_OF_ROUND:
            self._advance_to_start_of_round(battle_round)
        else:
            self._advance(step, player, Phase.COMMAND)

    def _advance_to_start_of_round(self, battle_round: int) -> None:
        """ "the start of battle round <n>": refused outside the mission or once passed."""
        now = self.now
        if battle_round > self.game.battle_rounds:
            try:
                self.game.clock.start_of_round(battle_round)
            except RulesInputError:
                return
            raise AssertionError(f"battle round {battle_round} is outside the mission")
        target = self.game.clock.start_of_round(battle_round)
        if target <= now:
            try:
                self.game.clock.advance_to(target)
            except RulesInputError:
                assert target < now
            else:
                assert target == now
            assert self.now == now
            return
        self._play_to(target)

    # -- comparing -----------------------------------------------------------------------------
    def _compare_performances(self) -> None:
        game = self.game.performer.performances
        assert len(game) == len(self.tracked)
        for performance, tracked in zip(game, self.tracked, strict=True):
            assert (performance.unit, performance.action) == (tracked.unit, tracked.action)
            assert performance.started == tracked.started
            assert performance.completes_at == tracked.completes_at
            assert performance.state is tracked.state, (
                f"{tracked.unit}'s {tracked.action} started {tracked.started.describe()}: "
                f"{performance.state} ({performance.because}), model says {tracked.state}"
            )
        assert self.game.performer.effects == self.effects

    # -- invariants ----------------------------------------------------------------------------
    @invariant()
    def the_rules_hold(self) -> None:
        """Every invariant, after every step (one entry each step in a failing example)."""
        self.check_completed_actions_were_undisturbed()
        self.check_effects_count_completions()
        self.check_cp_never_fall()
        self.check_clock_never_runs_backwards()
        self.check_one_battle_shock_roll_per_unit_per_step()
        self.check_use_limits_are_never_exceeded()
        self.check_locks_end_with_the_turn_and_the_phase()
        self.check_eligibility_to_shoot_and_charge()

    def check_completed_actions_were_undisturbed(self) -> None:
        """16.01 and 01.07: an Action completes only if its unit made no move other than a
        pile-in or consolidation since starting it, stayed on the battlefield, and is not
        battle-shocked when it completes."""
        for performance, tracked in zip(
            self.game.performer.performances, self.tracked, strict=True
        ):
            if performance.state is ActionState.COMPLETED:
                assert not tracked.moved_after_start
                assert not tracked.left_after_start
                assert tracked.shocked_at_completion is False

    def check_effects_count_completions(self) -> None:
        completions = Counter(
            p.action for p in self.game.performer.performances if p.state is ActionState.COMPLETED
        )
        for action in ts.ACTION_NAMES:
            assert self.game.performer.effects[action] == completions[action], action

    def check_cp_never_fall(self) -> None:
        for player in gc.PLAYERS:
            assert self.game.cp[player] >= self.last_cp.get(player, 0)
        self.last_cp = dict(self.game.cp)

    def check_clock_never_runs_backwards(self) -> None:
        if self.last_now is not None:
            assert self.game.now >= self.last_now
        self.last_now = self.game.now
        assert 1 <= self.game.now.battle_round <= self.game.battle_rounds

    def check_one_battle_shock_roll_per_unit_per_step(self) -> None:
        """08.03.01: no more than one battle-shock roll per unit in a Battle-shock step."""
        per_step = Counter((r.unit, r.moment) for r in self.game.history.battle_shock_rolls())
        assert all(count == 1 for count in per_step.values()), per_step
        for roll in self.game.history.battle_shock_rolls():
            assert roll.moment.point is gc.Point.BATTLE_SHOCK
            assert roll.player == roll.moment.player  # only the active player's units roll

    def check_use_limits_are_never_exceeded(self) -> None:
        """USE LIMIT: counted per player, per turn, battle round or battle."""
        for name, action in self.game.actions.items():
            limit = action.use_limit
            if limit.times is None:
                continue
            periods: Counter[tuple[str, object]] = Counter()
            for player, used, turn in self.game.performer.uses:
                if used != name:
                    continue
                period: object = {
                    Per.TURN: turn,
                    Per.BATTLE_ROUND: turn[0],
                    Per.BATTLE: None,
                }[limit.per]
                periods[(player, period)] += 1
            assert all(n <= limit.times for n in periods.values()), (name, periods)
        assert len(self.game.performer.uses) == len(self.uses)

    def check_locks_end_with_the_turn_and_the_phase(self) -> None:
        """09.06, 09.07, 16.01: advance, fall-back and Action locks last until the end of the
        turn; the shooting lock (10.04-10.07, 15.09) until the end of the phase."""
        turn, phase = turn_of(self.now), phase_of(self.now)
        for name in ts.UNIT_NAMES:
            unit = self.model[name]
            for action in ts.ACTION_NAMES:
                texts = {r.text for r in self.game.performer.refusals(name, action)}
                assert (ADVANCED in texts) == ((MoveKind.ADVANCE, turn) in unit.moves)
                assert (FELL_BACK in texts) == ((MoveKind.FALL_BACK, turn) in unit.moves)
                assert (ANOTHER in texts) == (turn in unit.starts)
                assert (SHOT in texts) == (phase is not None and phase in unit.shots)
                assert texts == self.expected_refusals(name, action)

    def _see_fight_engagement(self) -> None:
        """12.04: a unit engaged at some point of a Fight phase stays eligible to fight."""
        phase = phase_of(self.now)
        if phase is None or phase[2] != Phase.FIGHT.value:
            return
        for unit in self.model.values():
            if unit.engaged:
                unit.fight_engaged.add(phase)

    def check_eligibility_to_shoot_and_charge(self) -> None:
        self._see_fight_engagement()
        turn, phase = turn_of(self.now), phase_of(self.now)
        for name in ts.UNIT_NAMES:
            unit = self.model[name]
            acted = turn in unit.starts
            fell_back = (MoveKind.FALL_BACK, turn) in unit.moves
            shot = phase is not None and phase in unit.shots
            titanic = "TITANIC" in unit.keywords
            can_shoot = unit.on_battlefield and not shot and not fell_back
            can_shoot = can_shoot and (titanic or not acted)
            assert self.game.moves.eligible_to_shoot(name).yes is can_shoot, name
            key = self.now.phase_key
            assert self.game.moves.eligible_to_charge(name).yes is unit.may_charge(turn, key), name
            for kind in MoveKind:
                if kind in ts.SECTION_14_MOVES:
                    continue  # the model knows the moves of §9; test_transports covers the rest
                may = unit.may_move(kind, turn, phase, key, self.now.point)
                assert self.game.moves.can_move(name, kind).yes is may, (name, kind)


BattleMachine.TestCase.settings = settings(
    max_examples=100,
    stateful_step_count=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    # No explain phase: on a failure it replays the machine many times over, for little.
    phases=[Search.explicit, Search.reuse, Search.generate, Search.target, Search.shrink],
)
TestBattle = pytest.mark.slow(BattleMachine.TestCase)  # a long Hypothesis run
