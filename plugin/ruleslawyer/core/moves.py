"""Move types as the rules print them: who is ELIGIBLE IF, and where AFTER MOVING leaves the
unit (09.04 to 09.07, 11.04, 12.03, 12.08, with 23.02 for AIRCRAFT).

The core does not measure: "engaged" is a fact, and each move type's AFTER MOVING fixes it
(normal, advance and fall-back moves end unengaged; charge and pile-in moves end engaged;
a consolidation move keeps its engagement unless the scenario says how it ended).
"""

from __future__ import annotations

import enum
from collections.abc import Sequence
from dataclasses import dataclass

from . import keywords as kw
from .clock import Moment, Phase
from .eligibility import CHARGE_REASONS, Check
from .fight import ELIGIBLE_TO_FIGHT as ELIGIBLE_TO_FIGHT  # 12.04 lives in fight.py
from .fight import OVERRUN_PILE_IN
from .references import Reason, RuleRef, clause
from .units import MoveKind, Unit

REMAIN_STATIONARY = clause("09.04", "Remain Stationary", "no move: nothing a move triggers")
NORMAL_IF = clause("09.05", "Normal Move", "eligible if on the battlefield and unengaged")
NORMAL_AFTER = clause("09.05", "Normal Move", "after moving: unengaged")
ADVANCE_IF = clause("09.06", "Advance Move", "eligible if on the battlefield and unengaged")
ADVANCE_AFTER = clause("09.06", "Advance Move", "after moving: unengaged")
FALL_BACK_IF = clause("09.07", "Fall-back Move", "eligible if engaged")
FALL_BACK_AFTER = clause("09.07", "Fall-back Move", "after moving: unengaged")
ORDERED_RETREAT = clause("09.07", "Fall-back Move", "Ordered Retreat only if not battle-shocked")
DESPERATE_ROLL = clause("09.07", "Fall-back Move", "Desperate Escape: battle-shock roll")
CHARGE_IF = clause("11.04", "Charge Move", "eligible if declared a charge this phase")
CHARGE_AFTER = clause("11.04", "Charge Move", "after moving: engaged")
PILE_IN_IF = clause("12.03", "Pile-in Move", "eligible if Fight phase, engaged or charged")
PILE_IN_AFTER = clause("12.03", "Pile-in Move", "after moving: engaged")
CONSOLIDATE_IF = clause("12.08", "Consolidation Move", "eligible if Fight phase, could fight")
CONSOLIDATE_AFTER = clause("12.08", "Consolidation Move", "after moving: engagement by its mode")
AIRCRAFT_NO_MOVE = clause("23.02", "Aircraft Movement", "AIRCRAFT make no move but ingress")
AIRCRAFT_ENGAGED = clause(
    "23.02", "Aircraft Movement", "engaged only with AIRCRAFT: normal and advance allowed"
)


@dataclass(frozen=True)
class MoveType:
    """One move type: its ELIGIBLE IF and AFTER MOVING clauses, and the engagement it leaves
    (None: the engagement the unit had, unless the step says how the move ended)."""

    kind: MoveKind
    eligible: RuleRef
    after: RuleRef
    ends_engaged: bool | None


MOVE_TYPES: dict[MoveKind, MoveType] = {
    t.kind: t
    for t in (
        MoveType(MoveKind.NORMAL, NORMAL_IF, NORMAL_AFTER, False),
        MoveType(MoveKind.ADVANCE, ADVANCE_IF, ADVANCE_AFTER, False),
        MoveType(MoveKind.FALL_BACK, FALL_BACK_IF, FALL_BACK_AFTER, False),
        MoveType(MoveKind.CHARGE, CHARGE_IF, CHARGE_AFTER, True),
        MoveType(MoveKind.PILE_IN, PILE_IN_IF, PILE_IN_AFTER, True),
        MoveType(MoveKind.CONSOLIDATION, CONSOLIDATE_IF, CONSOLIDATE_AFTER, None),
    )
}

M_AIRCRAFT = Reason("it is an AIRCRAFT unit", AIRCRAFT_NO_MOVE)
M_NOT_DECLARED = Reason("it has not declared a charge this phase", CHARGE_IF)
M_NOT_ENGAGED = Reason("it is not engaged", FALL_BACK_IF)
M_PILE_IN_NOT_FIGHT = Reason("it is not the Fight phase", PILE_IN_IF)
M_PILE_IN_NOT_ENGAGED = Reason("it is not engaged", PILE_IN_IF)
M_CONSOLIDATE_NOT_FIGHT = Reason("it is not the Fight phase", CONSOLIDATE_IF)
M_NOT_ELIGIBLE_TO_FIGHT = Reason("it is not eligible to fight", CONSOLIDATE_IF)


def _off(rule: RuleRef) -> Reason:
    return Reason("it is not on the battlefield", rule)


def _engaged(rule: RuleRef) -> Reason:
    return Reason("it is engaged", rule)


# Every phrase a move's refusal may give, for checking a scenario's `because <reason>`.
MOVE_REASONS: tuple[Reason, ...] = (
    _off(NORMAL_IF),
    _engaged(NORMAL_IF),
    M_NOT_ENGAGED,
    M_AIRCRAFT,
    M_NOT_DECLARED,
    M_PILE_IN_NOT_FIGHT,
    M_NOT_ELIGIBLE_TO_FIGHT,
    *(r for r in CHARGE_REASONS if r.text not in {"it is not on the battlefield", "it is engaged"}),
)


class FallBackMode(enum.Enum):
    ORDERED_RETREAT = "Ordered Retreat"
    DESPERATE_ESCAPE = "Desperate Escape"


def fall_back_mode(unit: Unit, desperate: bool) -> FallBackMode:
    """09.07: Ordered Retreat may be selected only if the unit is not battle-shocked; a player
    may always select Desperate Escape instead."""
    if desperate or unit.battle_shocked:
        return FallBackMode.DESPERATE_ESCAPE
    return FallBackMode.ORDERED_RETREAT


def move_checks(
    kind: MoveKind,
    unit: Unit,
    now: Moment,
    eligible_to_fight: bool,
    charge: Sequence[Check] = (),
) -> tuple[tuple[Check, ...], tuple[tuple[RuleRef, bool], ...]]:
    """The checks of ``kind``'s ELIGIBLE IF for ``unit`` now, and the exceptions weighed.

    ``charge``: the checks of declaring a charge, which a charge move not yet declared must
    pass (the step declares the charge first).
    """
    if kind not in MOVE_TYPES:
        return (), ()  # a forced move: an enemy rule moves the unit, whatever its state
    rule = MOVE_TYPES[kind].eligible
    aircraft = (M_AIRCRAFT, unit.has(kw.AIRCRAFT))
    in_fight = now.phase is Phase.FIGHT
    if kind in (MoveKind.NORMAL, MoveKind.ADVANCE):
        excused = unit.engaged and unit.engaged_only_aircraft
        exceptions = ((AIRCRAFT_ENGAGED, excused),) if unit.engaged else ()
        checks: tuple[Check, ...] = (
            (_off(rule), not unit.on_battlefield),
            (_engaged(rule), unit.engaged and not excused),
            aircraft,
        )
        return checks, exceptions
    if kind is MoveKind.FALL_BACK:
        return ((M_NOT_ENGAGED, not unit.engaged), aircraft), ()
    if kind is MoveKind.CHARGE:
        declared = unit.declared_charge_this_phase(now.phase_key)
        checks = ((M_NOT_DECLARED, not declared and any(bars for _, bars in charge)),)
        if not declared:
            checks += tuple(charge)
        return (*checks, aircraft), ()
    if kind is MoveKind.PILE_IN:
        charged = unit.moved_this_turn(MoveKind.CHARGE, now.turn_key)
        overrun = now.phase_key in unit.overrun_selected
        checks = (
            (M_PILE_IN_NOT_FIGHT, not in_fight),
            (M_PILE_IN_NOT_ENGAGED, not (unit.engaged or charged or overrun)),
            aircraft,
        )
        return checks, ((OVERRUN_PILE_IN, overrun),) if in_fight and not unit.engaged else ()
    checks = (  # consolidation
        (M_CONSOLIDATE_NOT_FIGHT, not in_fight),
        (M_NOT_ELIGIBLE_TO_FIGHT, in_fight and not eligible_to_fight),
        aircraft,
    )
    return checks, ()
