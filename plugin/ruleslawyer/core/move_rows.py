"""The shape of a move table row (see :mod:`ruleslawyer.core.moves`): what a move's ELIGIBLE
IF reads, the locks a move sets (what it forbids, until when) and the row itself."""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from . import reserves as rs
from . import transports as tr
from .clock import Moment, Phase
from .references import Reason, RuleRef
from .units import MoveKind, Unit

# A check: its reason, and whether it bars the unit, or the test that says so (asked once, when
# the verdict is made: the exhaustive walk reads only what the question asked of it rests on).
Bars = bool | Callable[[], bool]
Check = tuple[Reason, Bars]


def bars(check: Bars) -> bool:
    """Whether a check's reason bars the unit (its test asked, for a test)."""
    return check() if callable(check) else check


@dataclass(frozen=True)
class MoveAsk:
    """What a move's ELIGIBLE IF reads: the unit, the moment and what the game knows beyond
    the unit (its TRANSPORT, eligibility to fight, the checks of declaring a charge)."""

    unit: Unit
    now: Moment
    transport: Unit | None = None
    eligible_to_fight: bool = False
    charge: tuple[Check, ...] = ()
    mode: tr.Mode | None = None  # a disembark mode the step states
    into: str | None = None  # the area an ingress move is set up in
    part_of: MoveKind | None = None  # a move made as part of another (Tactical Disembark)
    # Where the scenario says areas lie (contract 9): (inner, outer) -> within, or None: unsaid.
    area_within: Callable[[str, str], bool | None] | None = None


Test = Callable[[MoveAsk], bool]


class Forbids(enum.Enum):
    SHOOTING = "shooting"
    CHARGE = "declaring a charge"
    ACTION = "starting an Action"
    MOVES = "moves"


class Until(enum.Enum):
    END_OF_PHASE = "the end of the phase"
    END_OF_TURN = "the end of the turn"
    NEXT_CHARGE_PHASE = "the start of the next Charge phase"


@dataclass(frozen=True)
class Lock:
    """What a move forbids afterwards, by which clause (its reason), until when. ``modes``:
    only after a disembark in one of these modes; ``others_only``: the lock spares the move
    type that set it (20.04: "no other type of move")."""

    forbids: Forbids
    reason: Reason
    until: Until
    modes: frozenset[str] = frozenset()
    others_only: bool = False

    def holds(self, kind: MoveKind, unit: Unit, now: Moment) -> bool:
        if self.modes:
            return unit.disembarked_this_turn(self.modes, now.turn_key)
        if self.until is Until.END_OF_TURN:
            return unit.moved_this_turn(kind, now.turn_key)
        if self.until is Until.END_OF_PHASE:
            return unit.moved_this_phase(kind, now.phase_key)
        return kind is MoveKind.INGRESS and rs.ingress_lock_holds(unit, now)


@dataclass(frozen=True)
class MoveType:
    """One move type (see the module docstring); ``ends_engaged`` None: the engagement the unit
    had, unless the step says how the move ended. ``with_charge``: a charge move not yet
    declared must pass the checks of declaring one (the step declares it first)."""

    kind: MoveKind
    eligible: RuleRef
    after: RuleRef
    ends_engaged: bool | None
    checks: tuple[tuple[Reason, Test], ...] = ()
    fails_action: bool = True
    locks: tuple[Lock, ...] = ()
    sets_up: bool = False
    phase: Phase | None = None
    with_charge: bool = False
    exception: tuple[RuleRef, Test, Test] | None = None  # clause, when weighed, applies
    may_end_engaged: bool = False  # the step may say it ends engaged (21.02; 18.04 Combat)
