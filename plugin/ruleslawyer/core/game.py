"""The one mutable object of the core: a game that events change and questions inspect.

The Game is the context its parts share (context.py): the units, the history of what happened
(history.py), the clauses weighed. The rules of each area live in a part that owns its state,
and a caller asks that part directly, by its attribute:

- ``game.clock`` (turns.py): moving the moment on, the moments a step names;
- ``game.moves`` (events.py): moves, charges, engagement, shooting, eligibility to shoot and
  charge, battle-shock rolls outside the step;
- ``game.transports`` (embarking.py): embarking, disembarking, reserves;
- ``game.performer`` (performing.py): starting and performing Actions, their refusals;
- ``game.stratagem_part`` (stratagem_use.py): the stratagems, their refusals, costs and uses;
- ``game.fight`` (fight.py) and ``game.fight_order`` (fight_order.py): the Fight phase;
- ``game.missions`` (missions.py): objectives, control, VP;
- ``game.battle_shock`` (battle_shock.py): the Battle-shock step;
- ``game.rule_firing`` (rule_firing.py): triggered rules and abilities;
- ``game.history`` (history.py): what happened.

The Game itself keeps only what takes more than one part or is its own state: what happened
before the scenario (``recall``), a unit leaving the battlefield, a stratagem used with the
charge its step states, engagement pairs, given dice and mortal wounds, and the hooks its base
(base.py) calls when a unit changes. It has no one-line method handing a question to a part
(tests/core/test_game_parts.py).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import InitVar, dataclass, field

from .actions import ActionDef
from .base import GameBase, MissingRoll, RollSource
from .battle_shock import BattleShock
from .clock import Moment
from .clock import start_of_round as round_start
from .coherency import Placement, Removal, remove_named
from .context import Noted
from .core_stratagems import CORE_STRATAGEMS
from .effects import Effect
from .eligibility import Verdict
from .embarking import Transports
from .errors import RulesInputError
from .events import Moves
from .fight import Fight
from .fight_order import FightOrder
from .history import Firing, GainedCP, History, Record, RolledEarlier, StratagemUsed, Targeted
from .missions import Missions
from .mortal_wounds import MortalWounds, NotResolved, allocate
from .objectives import Objectives
from .once_kinds import declared_fight_next, declared_recorded
from .performing import ActionState, Performance, Performing
from .recorded_effects import Recorded
from .references import Reason, RuleRef, clause
from .rule_events import EventRule
from .rule_firing import RuleFiring
from .stratagem_costs import CostChange
from .stratagem_use import Stratagems
from .stratagems import StratagemDef
from .triggers import Ability, TriggeredRule
from .turns import Clock
from .units import Unit, area_key

__all__ = ["ActionState", "Firing", "Game", "History", "MissingRoll", "Performance", "Verdict"]


PAIRS_GONE = clause(
    "03.04", "Engagement Range", "no longer engaged once every unit it was engaged with is gone"
)


@dataclass
class Game(GameBase):
    """A battle in progress. Build it with every unit and Action, then send it events.

    Its parts are attributes (``clock``, ``moves``, ``transports``, ``performer``,
    ``stratagem_part``, ``fight``, ``fight_order``, ``missions``, ``battle_shock``,
    ``rule_firing``): ask the part (``game.moves.can_move(...)``, ``game.missions.vp("A")``).
    The Game's own methods are those that take more than one part or its own state."""

    units: dict[str, Unit]
    actions: dict[str, ActionDef] = field(default_factory=dict)
    rules: list[TriggeredRule] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    # Rules with a WHEN `each time ...` (contract 18.1), resolved by ``happened``.
    event_rules: list[EventRule] = field(default_factory=list)
    excluded_rules: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    # Contract 18.5 (`changed that verdict`): the stratagems whose effects a replay leaves out;
    # their uses still happen (CP spent, 15.01 limits), their effects do not.
    left_out: frozenset[str] = field(default=frozenset(), repr=False, compare=False)
    cp: dict[str, int] = field(default_factory=lambda: {"A": 0, "B": 0})
    first_player: str = "A"
    battle_rounds: int = 5
    now: Moment = field(default_factory=lambda: round_start(1, "A"))
    rolls: dict[str, int] = field(default_factory=dict)
    roll_source: RollSource | None = None
    # What happened, in order (history.py): every part writes there and reads there.
    history: History = field(default_factory=History)
    # What the game noted, and when; said in words only when read (``trace``).
    notes: list[tuple[Moment, Noted]] = field(default_factory=list)
    # Every clause the game consulted, and whether it applied (True) or not (False) each time.
    weighed: dict[RuleRef, set[bool]] = field(default_factory=dict)
    # Every weighing in order (a clause may recur): what a question consulted is a slice of it.
    consultations: list[RuleRef] = field(default_factory=list)
    # Where areas lie: (inner, outer) by area key -> whether inner is within outer.
    areas: dict[tuple[str, str], bool] = field(default_factory=dict)
    # Engagement pairs (03.04; contract §19.5): the units engaged with each other, two by two,
    # as stated or as the positions measure them.
    engaged_pairs: set[frozenset[str]] = field(default_factory=set)
    # Where models are placed (contract §19.5; the scenario's board), and the models each unit's
    # player removes to regain coherency, in order (03.03).
    placement: Placement | None = field(default=None, compare=False, repr=False)
    coherency_removals: dict[str, list[Removal]] = field(default_factory=dict)
    # Stratagems (15): the core ten and any declared, each player's uses and attempts.
    stratagems: dict[str, StratagemDef] = field(default_factory=lambda: dict(CORE_STRATAGEMS))
    planned_bravery: list[tuple[str, str, str]] = field(default_factory=list)
    # The D6 a rule or stratagem rolls, by its name (mortal wounds: 15.05, 15.06).
    dice: dict[str, tuple[int, ...]] = field(default_factory=dict)
    # 06.02: the wounds lost by the one wounded model of a multi-model unit, by unit name.
    wounded: dict[str, int] = field(default_factory=dict)
    # Event play (Event Companion): at most 1CP per battle round from rules other than 08.02.
    event_play: bool = False
    # 15.10: the units each unit is screened by (not fully visible because of them), by name.
    screened_by: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # Objectives, their control and each player's VP (14, 07.02, 07.03, 08.05).
    objectives: Objectives = field(default_factory=Objectives)
    # What happened before the scenario's start, said the short way; each becomes a record of
    # the history (see :meth:`recall`): units that took a roll earlier in the Battle-shock
    # step, uses "earlier in the battle" by (player, stratagem), units targeted this phase.
    rolls_earlier: InitVar[Iterable[str]] = ()
    earlier_uses: InitVar[Mapping[tuple[str, str], int] | None] = None
    targeted: InitVar[Iterable[tuple[str, tuple[int, str, str]]]] = ()
    # Rolls a rule demands in a player's next Battle-shock step: (unit, whose step).
    demanded_rolls: InitVar[Iterable[tuple[str, str]]] = ()
    # The parts (each owns its state; they share the history and this game as their context).
    performer: Performing = field(init=False, repr=False, compare=False)
    fight: Fight = field(init=False, repr=False, compare=False)
    fight_order: FightOrder = field(init=False, repr=False, compare=False)
    missions: Missions = field(init=False, repr=False, compare=False)
    battle_shock: BattleShock = field(init=False, repr=False, compare=False)
    rule_firing: RuleFiring = field(init=False, repr=False, compare=False)
    stratagem_part: Stratagems = field(init=False, repr=False, compare=False)
    clock: Clock = field(init=False, repr=False, compare=False)
    moves: Moves = field(init=False, repr=False, compare=False)
    transports: Transports = field(init=False, repr=False, compare=False)

    def __post_init__(
        self,
        rolls_earlier: Iterable[str],
        earlier_uses: Mapping[tuple[str, str], int] | None,
        targeted: Iterable[tuple[str, tuple[int, str, str]]],
        demanded_rolls: Iterable[tuple[str, str]],
    ) -> None:
        self.clock = Clock(self)
        self.moves = Moves(self)
        self.transports = Transports(self)
        self.performer = Performing(self)
        self.stratagem_part = Stratagems(self, self.stratagems, self.planned_bravery)
        self.fight = Fight(self)
        self.fight_order = FightOrder(self, self.fight, self.fight_next_units)
        self.missions = Missions(self, self.objectives)
        self.battle_shock = BattleShock(self, list(demanded_rolls))
        self.rule_firing = RuleFiring(self)
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
        self.fight.started()  # it may start inside a begun Fight step

    def area_within(self, inner: str, outer: str) -> bool | None:
        return self.areas.get((area_key(inner), area_key(outer)))

    # -- what happened before the scenario's start ------------------------------------------------
    def recall(self, record: Record) -> None:
        """A fact of before the scenario's start (or of its moment, stated by a Given): it
        enters the history, as what happens in the game does. A unit or stratagem it names
        must be known."""
        unit = getattr(record, "unit", None)
        if isinstance(unit, str):
            self.unit(unit)
        if isinstance(record, StratagemUsed):
            self.stratagem_part.stratagem(record.name)
        self.history.append(record)

    # -- questions ---------------------------------------------------------------------------------
    @property
    def core_cp_steps(self) -> int:
        """How many Gain Core CP steps were resolved (08.02)."""
        return len(self.history.of(GainedCP))

    # -- the hooks GameBase calls, each answered by the part concerned ----------------------------
    def unit_changed(self, unit: Unit) -> None:
        self.fight.track(unit)

    def battle_shock_changes(self, unit: Unit) -> None:
        self.performer.settle()  # a stated start by a battle-shocked unit ended before this

    def became_battle_shocked(self, unit: Unit) -> None:
        self.performer.battle_shocked(unit)  # 18.9: it stops performing its Actions

    def effects_in_force(self, unit_name: str) -> tuple[Effect, ...]:
        return self.stratagem_part.effects_in_force(unit_name)

    def shock_alone(self, unit_name: str) -> bool:
        """Whether a change of the unit's battle-shock now changes nothing but that: it
        performs no Action (18.9), no stated start waits to be settled (``battle_shock_changes``)
        and no Insane Bravery is planned on it (a use of a stratagem, 15.04)."""
        return not (
            self.performer.unsettled
            or any(s.unit == unit_name for _, s in self.history.open_starts())
            or any(planned[2] == unit_name for planned in self.planned_bravery)
        )

    # -- what takes more than one part, or the game's own state ------------------------------------
    def resolve_charge(self, unit_name: str) -> None:
        """A charge a rule or stratagem resolves, in full (11.02-11.04; 15.11 with the
        section of the use under way)."""
        self.moves.resolve_charge(unit_name, self.stratagem_part.section == "Into the Fray")

    def leave_battlefield(
        self,
        unit_name: str,
        destroyed: bool = False,
        ends_engaged: Collection[str] = (),
        by: str | None = None,
    ) -> None:
        if destroyed:  # as mission cards count it (contract §20.2)
            self.missions.unit_destroyed(unit_name, by)
        else:
            self.left_battlefield(unit_name)
        # a TRANSPORT's units get out first (18.05), those named ending engaged
        self.transports.leave_battlefield(unit_name, destroyed, ends_engaged)
        self.leave_pairs(unit_name)
        if self.placement is not None:
            self.placement.measure()  # what its models decided of the others (§19.5)

    def set_engaged_pairs(self, pairs: Iterable[frozenset[str]]) -> None:
        """The engagement pairs as stated, or as the positions now measure them (03.04)."""
        self.engaged_pairs = set(pairs)

    def set_lost_wounds(self, lost: Mapping[str, int]) -> None:
        """Wounds a wounded model is stated to have lost, by the key 06.02's record keeps them
        under (``mortal_wounds.part_key``: a one-model part of an attached unit)."""
        self.wounded.update(lost)

    def place_models(self, placement: Placement, removals: Mapping[str, list[Removal]]) -> None:
        """Where the models are placed (contract §19.5), and the models each unit's player
        removes to regain coherency, in order (03.03)."""
        self.placement = placement
        self.coherency_removals = {unit: list(labels) for unit, labels in removals.items()}

    @property
    def positioned(self) -> bool:
        """Whether models are placed: engagement is then measured, never stated (§19)."""
        return self.placement is not None

    def engaged_partners(self, unit_name: str) -> tuple[str, ...]:
        """The units ``unit_name`` is engaged with, by the engagement pairs (03.04)."""
        return tuple(
            sorted(n for p in self.engaged_pairs if unit_name in p for n in p - {unit_name})
        )

    def leave_pairs(self, unit_name: str) -> None:
        """A unit that leaves the battlefield leaves every engagement pair; a unit whose every
        partner is gone is no longer engaged (03.04)."""
        gone = [p for p in self.engaged_pairs if unit_name in p]
        for pair in gone:
            self.engaged_pairs.discard(pair)
        for pair in gone:
            for other in pair - {unit_name}:
                unit = self.units.get(other)
                if unit is None or self.engaged_partners(other) or not unit.engaged:
                    continue
                self.weigh(PAIRS_GONE, True)
                self.set_unit(unit, engaged=False, engaged_only_aircraft=False)

    def left_battlefield(self, unit_name: str) -> None:
        self.missions.unit_left(unit_name)

    def leave_battlefield_destroyed(self, unit_name: str, by: str | None) -> None:
        """The unit is destroyed (its last model), by ``by`` if named."""
        self.leave_battlefield(unit_name, destroyed=True, by=by)

    def model_destroyed(
        self, unit_name: str, label: str, by: str | None = None, part: str | None = None
    ) -> None:
        """One model, named by its label where models are placed (contract §19.5); of an
        attached unit, ``part`` names the part whose rows hold the label (19.3, 19.04)."""
        remove_named(self, part or unit_name, [label])
        self.missions.models_destroyed(unit_name, 1, by, part=part)

    def fight_next_units(self) -> tuple[str, ...]:
        """The units a rule makes the next unit their player must select to fight (15.12):
        those stratagems used this phase make so, in the order used, then those a declared
        rule in force makes so (18.2 kind "fight next"), oldest first."""
        used = self.stratagem_part.fight_next_units()
        return (*used, *(n for n in declared_fight_next(self) if n not in used))

    def recorded_in_force(self, unit_name: str) -> tuple[Recorded, ...]:
        """Cover and melee weapon abilities in force on the unit: those stratagems used on it
        put in force, and those a declared rule records (18.2 kind "recorded")."""
        own = self.stratagem_part.recorded_in_force(unit_name)
        return (*own, *declared_recorded(self, self.unit(unit_name)))

    def on_event(self, rule: EventRule) -> None:
        """A rule WHEN `each time ...` resolves each time its event happens (a stratagem's
        use is heard by :meth:`on_stratagem_selected`; every such rule is named here, for
        ``RuleFiring.firings_of``)."""
        self.event_rules.append(rule)

    def on_stratagem_selected(
        self, hook: Callable[[str, str, str | None], tuple[CostChange, ...]]
    ) -> None:
        """A rule WHEN `each time ... uses a stratagem` resolves after the targets of each
        use are selected, before its CP are spent (15.01 steps 1 and 2); it returns the
        changes it makes to that use's cost."""
        self.stratagem_part.after_selection.append(hook)

    def use_stratagem(
        self,
        player: str,
        name: str,
        unit_name: str | None = None,
        roll: str | None = None,
        against: str | None = None,
        *,
        extra: int = 0,
        section: str = "",
        move_stated: bool = False,
    ) -> tuple[Reason, ...]:
        """``move_stated``: the step states the charge move the effect resolves, with end
        positions (19.6), so the effect declares the charge and leaves the move to it."""
        self.moves.charge_move_stated = move_stated
        try:
            return self.stratagem_part.use_stratagem(
                player, name, unit_name, roll, against, extra=extra, section=section
            )
        finally:
            self.moves.charge_move_stated = False

    def give_dice(self, rule: str, dice: tuple[int, ...]) -> None:
        """The D6 ``rule`` will roll (a scenario may give them between events)."""
        self.dice[rule] = dice

    def dice_for(self, rule: str, n: int | None) -> tuple[int, ...] | None:
        """The D6 given for ``rule`` (None: none given); ``n`` the dice it rolls, if fixed: a
        different number given is an input error."""
        dice = self.dice.get(rule)
        if dice is not None and n is not None and len(dice) != n:
            raise RulesInputError(
                f'"{rule}" rolls {n} D6; {len(dice)} were given '
                f'(Given the dice for "{rule}" will be ...)',
                word=rule,
            )
        return dice

    def suffer(self, record: MortalWounds) -> None:
        self.history.append(record)
        allocate(self, record)

    def not_resolved(self, record: NotResolved) -> None:
        self.history.append(record)

    def mortal_wounds(self, unit_name: str) -> list[MortalWounds]:
        """The mortal wounds ``unit_name`` suffered this phase, each from its rule."""
        key = self.now.phase_key
        return [
            r for r in self.history.of(MortalWounds)
            if r.unit == unit_name and r.moment.phase_key == key
        ]  # fmt: skip
