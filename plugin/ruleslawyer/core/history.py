"""What happened in the battle: one public, append-only history of typed records.

Every part of the game writes what it did here and reads what the others did here; the Then
steps ask the game questions that read it. Appending is the only write. What happened before
the scenario's start (a stratagem "used earlier in the battle", a unit "targeted this phase")
enters by the same route: a record whose ``moment`` is the one the scenario states, or None
for "earlier in the battle" at a moment it does not state.
"""

from __future__ import annotations

import enum
from collections.abc import Iterator
from dataclasses import dataclass
from typing import TypeVar, get_args

from . import parts
from .clock import Moment
from .command import BattleShockRoll
from .effects import Effect, RuleSpent
from .mortal_wounds import MortalWounds, NotResolved
from .references import Reason
from .stratagem_costs import CostChange, LimitLift, RuleCP, UnpaidUse
from .unit_rolls import UnitRoll
from .units import MoveKind

PhaseKey = tuple[int, str, str]


class ActionState(enum.Enum):
    PERFORMING = "performing"
    COMPLETED = "completed"
    FAILED = "failed"
    NOT_COMPLETED = "not completed"


@dataclass(frozen=True)
class ClockMoved:
    """The clock left ``moment`` for ``to``: what was asked before belongs to its moment."""

    moment: Moment
    to: Moment


@dataclass(frozen=True)
class Acted:
    """Something was done at ``moment``: the start of its phase is over (15.10, 16.01)."""

    moment: Moment


@dataclass(frozen=True)
class Moved:
    """A unit made a move of a type (09, 11, 12, 18, 20.04, 23)."""

    moment: Moment
    unit: str
    kind: MoveKind


@dataclass(frozen=True)
class Embarked:
    """A unit embarked within a TRANSPORT (18.02)."""

    moment: Moment
    unit: str
    transport: str


@dataclass(frozen=True)
class ActionAttempt:
    """An attempt to start an Action (16.01); ``reasons`` is empty when it started."""

    moment: Moment
    unit: str
    action: str
    reasons: tuple[Reason, ...]


@dataclass(frozen=True)
class ActionStarted:
    """A unit started an Action (on ``target``, an objective or area key), to complete at
    ``completes_at`` (None: never)."""

    moment: Moment
    unit: str
    action: str
    player: str
    target: str | None
    completes_at: Moment | None


@dataclass(frozen=True)
class ActionEnded:
    """The performance started by record ``start`` completed, failed or did not complete."""

    moment: Moment
    start: int
    state: ActionState
    because: Reason


@dataclass(frozen=True)
class StratagemAttempt:
    """An attempt by ``player`` to use ``name`` (on ``unit``, for ``roll``), with the reasons
    it was refused (empty: it was used)."""

    moment: Moment
    player: str
    name: str
    unit: str | None
    roll: str | None
    reasons: tuple[Reason, ...]


@dataclass(frozen=True)
class StratagemUsed:
    """``player`` used ``name`` (on ``unit``); ``moment`` None: earlier in the battle."""

    moment: Moment | None
    player: str
    name: str
    unit: str | None


@dataclass(frozen=True)
class Targeted:
    """A unit was targeted by a stratagem (either player's) in the phase of ``moment``."""

    moment: Moment
    unit: str


@dataclass(frozen=True)
class RolledEarlier:
    """A rule made the unit take a battle-shock roll earlier in the Battle-shock step."""

    moment: Moment | None
    unit: str


@dataclass(frozen=True)
class BattleShockStep:
    """``player``'s Battle-shock step was resolved (08.03)."""

    moment: Moment
    player: str


@dataclass(frozen=True)
class Firing:
    """A triggered rule (a mission rule or not) fired."""

    rule: str
    moment: Moment
    mission: bool


@dataclass(frozen=True)
class AbilityFired:
    """A unit's ability triggered."""

    moment: Moment
    ability: str


@dataclass(frozen=True)
class GainedCP:
    """A Gain Core CP step was resolved (08.02)."""

    moment: Moment


Record = (
    ClockMoved
    | Acted
    | Moved
    | Embarked
    | ActionAttempt
    | ActionStarted
    | ActionEnded
    | StratagemAttempt
    | StratagemUsed
    | Targeted
    | RolledEarlier
    | BattleShockStep
    | BattleShockRoll
    | Firing
    | AbilityFired
    | GainedCP
    | Effect
    | CostChange
    | LimitLift
    | RuleCP
    | UnpaidUse
    | MortalWounds
    | NotResolved
    | RuleSpent
    | UnitRoll
)
R = TypeVar("R", bound=Record)
_KINDS = frozenset(get_args(Record))


def _kind(made: type) -> type:
    """The kind a record is indexed under: its class, or the kind its class is made from (the
    exhaustive walk's record of a start, core/performing.py ``START_RECORD``)."""
    if made in _KINDS:
        return made
    return next((kind for kind in made.__mro__ if kind in _KINDS), made)


class History:
    """The records in the order they happened; :meth:`append` is the only write."""

    def __init__(self) -> None:
        self._records: list[Record] = []
        # Indexes of the records, kept as they are appended: by kind, with their numbers.
        self._by_kind: dict[type, list[tuple[int, Record]]] = {}
        self._open: dict[int, ActionStarted] = {}  # the Actions started and not yet ended
        # An index of the Acted records, by phase: a list, asked by equality (a hash would read
        # the exhaustive walk's drawn round, properties/rounds.py).
        self._begun: list[PhaseKey] = []
        self._clock_mark = 0  # the index after the last ClockMoved record

    def append(self, record: Record) -> int:
        """Add what happened; returns its index (its number in the history)."""
        self._records.append(record)
        index = len(self._records) - 1
        self._by_kind.setdefault(_kind(type(record)), []).append((index, record))
        if isinstance(record, ActionStarted):
            self._open[index] = record
        elif isinstance(record, ActionEnded):
            self._open.pop(record.start, None)
        elif isinstance(record, Acted) and record.moment.phase is not None:
            if record.moment.phase_key not in self._begun:
                self._begun.append(record.moment.phase_key)
        elif isinstance(record, ClockMoved):
            self._clock_mark = len(self._records)
        return index

    def __len__(self) -> int:
        return len(self._records)

    def __iter__(self) -> Iterator[Record]:
        parts.shown(None)  # every record, the battle-shock rolls among them
        return iter(tuple(self._records))

    def __getitem__(self, index: int) -> Record:
        return self._records[index]

    def of(self, kind: type[R]) -> list[R]:
        """Every record of ``kind``, in order."""
        return [r for _, r in self.indexed(kind)]

    def indexed(self, kind: type[R]) -> list[tuple[int, R]]:
        """Every record of ``kind`` with its number, in order."""
        return [(i, r) for i, r in self._by_kind.get(kind, ()) if isinstance(r, kind)]

    def since_clock_moved(self, kind: type[R]) -> list[R]:
        """The records of ``kind`` since the clock last moved: those of the moment at hand."""
        return [r for i, r in self.indexed(kind) if i >= self._clock_mark]

    # -- questions -------------------------------------------------------------------------------
    def open_starts(self) -> list[tuple[int, ActionStarted]]:
        """The starts of the Actions being performed (no end recorded), with their numbers."""
        return list(self._open.items())

    def phase_begun(self, phase_key: PhaseKey) -> bool:
        """Whether anything has been done in that phase."""
        return phase_key in self._begun

    def last_action_attempt(self, unit: str, action: str) -> ActionAttempt | None:
        """The last attempt of the unit to start the Action at the moment at hand."""
        found = [
            a for a in self.since_clock_moved(ActionAttempt) if (a.unit, a.action) == (unit, action)
        ]
        return found[-1] if found else None

    def stratagem_attempts_now(
        self, player: str, name: str
    ) -> dict[tuple[str | None, str | None], StratagemAttempt]:
        """The last attempt of ``player`` to use ``name`` at the moment at hand, by (unit, roll)."""
        found: dict[tuple[str | None, str | None], StratagemAttempt] = {}
        for attempt in self.since_clock_moved(StratagemAttempt):
            if (attempt.player, attempt.name) == (player, name):
                found[(attempt.unit, attempt.roll)] = attempt
        return found

    def stratagem_uses(
        self, player: str | None = None, name: str | None = None
    ) -> list[StratagemUsed]:
        """The uses of stratagems (by ``player``, of ``name``), earlier ones included."""
        return [
            u
            for u in self.of(StratagemUsed)
            if (player is None or u.player == player) and (name is None or u.name == name)
        ]

    def effect_resolved(self, name: str) -> bool:
        """Whether a use of ``name`` in the scenario resolved its effect (15.01 step 3): a use
        whose effect could not select the enemy unit named (``NotResolved``) did not."""
        failed = {(r.moment, r.source, r.unit) for r in self.of(NotResolved)}
        return any(
            u.moment is not None and (u.moment, u.name, u.unit) not in failed
            for u in self.stratagem_uses(name=name)
        )

    def stratagem_uses_in_phase(self, player: str, phase_key: PhaseKey) -> list[StratagemUsed]:
        return [
            u
            for u in self.stratagem_uses(player)
            if u.moment is not None and u.moment.phase_key == phase_key
        ]

    def stated_targeted(self, unit: str, phase_key: PhaseKey) -> bool:
        """Whether the scenario stated that a stratagem targeted ``unit`` in that phase."""
        return any(t.unit == unit and t.moment.phase_key == phase_key for t in self.of(Targeted))

    def rolled_earlier(self, unit: str) -> bool:
        return any(r.unit == unit for r in self.of(RolledEarlier))

    def action_starts(self, player: str, action: str) -> list[ActionStarted]:
        return [s for s in self.of(ActionStarted) if (s.player, s.action) == (player, action)]

    def of_unit(
        self, unit: str, phase_key: PhaseKey | None = None, turn_key: tuple[int, str] | None = None
    ) -> list[Record]:
        """What happened to or was done by ``unit`` (in that phase, or that turn), in order."""
        found = []
        parts.shown(unit)  # its battle-shock rolls among them
        for record in self._records:
            if getattr(record, "unit", None) != unit:
                continue
            moment = record.moment
            if phase_key is not None and (moment is None or moment.phase_key != phase_key):
                continue
            if turn_key is not None and (moment is None or moment.turn_key != turn_key):
                continue
            found.append(record)
        return found

    def moves_of(self, unit: str) -> list[Moved]:
        return [m for m in self.of(Moved) if m.unit == unit]

    def battle_shock_rolls(self, unit: str | None = None) -> list[BattleShockRoll]:
        parts.shown(unit)  # what decided a Battle-shock step's rolls counts now (parts.own_part)
        return [r for r in self.of(BattleShockRoll) if unit is None or r.unit == unit]

    def last_battle_shock_step(self, player: str | None = None) -> Moment | None:
        """The last Battle-shock step resolved (of ``player``'s Command phase; None: anyone's)."""
        steps = [s.moment for s in self.of(BattleShockStep) if player in (None, s.player)]
        return steps[-1] if steps else None

    def firings(self, rule: str | None = None) -> list[Firing]:
        return [f for f in self.of(Firing) if rule is None or f.rule == rule]

    def ability_firings(self, ability: str) -> int:
        return sum(1 for f in self.of(AbilityFired) if f.ability == ability)
