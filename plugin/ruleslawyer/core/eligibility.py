"""Eligibility to shoot (10.02) and to declare a charge (11.02), with the locks of moves
(read from the move table), of Actions (16.01) and of AIRCRAFT (23.04).

Each question is a list of checks: a reason (its phrase and clause) and whether it bars the
unit now. The game weighs every check, so the coverage report sees each clause both ways.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from . import actions as act
from . import keywords as kw
from . import transports as tr
from .clock import Moment
from .errors import RulesInputError, closest
from .moves import ADVANCE_NO_CHARGE as ADVANCE_NO_CHARGE
from .moves import C_ADVANCED as C_ADVANCED
from .moves import C_FELL_BACK as C_FELL_BACK
from .moves import FALL_BACK_NO_CHARGE as FALL_BACK_NO_CHARGE
from .moves import FALL_BACK_NO_SHOOT as FALL_BACK_NO_SHOOT
from .moves import MOVE_ONLY_REASONS, Forbids, lock_checks
from .moves import S_FELL_BACK as S_FELL_BACK
from .moves import Check as Check
from .references import Reason, RuleRef, clause
from .rules_numbers import CHARGE_DECLARATION, CHARGE_WORDS, Written, inches
from .units import Unit

ELIGIBLE_TO_SHOOT = clause("10.02", "Eligible to Shoot", "on the battlefield, not yet selected")
CHARGE_ON_BATTLEFIELD = clause("11.02", "Charge", "eligible if on the battlefield")
CHARGE_NEAR = clause(
    "11.02", "Charge", f"not if no enemy unit is within {inches(CHARGE_DECLARATION)}"
)
CHARGE_ENGAGED = clause("11.02", "Charge", "not if engaged, TITANIC or not")
CHARGE_ONCE = clause("11.02", "Charge", "one declared charge per phase")
AIRCRAFT_NO_CHARGE = clause("23.04", "Charging and Fighting", "AIRCRAFT never declare a charge")

# The shooting reasons (docs/language.md#eligibility); the fall-back lock comes from the move
# table.
S_OFF = Reason("it is not on the battlefield", ELIGIBLE_TO_SHOOT)
S_SELECTED = Reason("it has already been selected to shoot this phase", ELIGIBLE_TO_SHOOT)
S_ACTION = Reason("it started an Action this turn", act.ACTION_NO_SHOOT)
SHOOT_REASONS: tuple[Reason, ...] = (S_OFF, S_SELECTED, S_ACTION, S_FELL_BACK)

# The charge reasons (docs/language.md#eligibility), with the disembark lock; the move locks
# come from the move table.
C_OFF = Reason("it is not on the battlefield", CHARGE_ON_BATTLEFIELD)
C_FAR = Reason(f"it is not within {inches(CHARGE_DECLARATION)} of any enemy unit", CHARGE_NEAR)
C_ENGAGED = Reason("it is engaged", CHARGE_ENGAGED)
C_ACTION = Reason("it started an Action this turn", act.ACTION_NO_CHARGE)
C_AIRCRAFT = Reason("it is an AIRCRAFT unit", AIRCRAFT_NO_CHARGE)
C_ALREADY = Reason("it has already declared a charge this phase", CHARGE_ONCE)
CHARGE_REASONS: tuple[Reason, ...] = (
    C_OFF,
    C_FAR,
    C_ENGAGED,
    C_ADVANCED,
    C_FELL_BACK,
    tr.C_RAPID,
    C_ACTION,
    C_AIRCRAFT,
    C_ALREADY,
)

# Every phrase a move's refusal may give, for checking a scenario's `because <reason>`.
MOVE_REASONS: tuple[Reason, ...] = (
    *MOVE_ONLY_REASONS,
    *(r for r in CHARGE_REASONS if r.text not in {m.text for m in MOVE_ONLY_REASONS}),
)


# What a clause weighed for a "yes" verdict says: it does not bar the unit.
NOTHING_BARS = "does not apply"


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
        return self.reasons or tuple(Reason(NOTHING_BARS, rule) for rule in self.consulted)


def shoot_checks(unit: Unit, now: Moment) -> tuple[Check, ...]:
    """10.02, with the Action lock (16.01, not TITANIC) and the fall-back lock (09.07)."""
    return (  # each a test, asked when the verdict is made (move_rows.Check)
        (S_OFF, lambda: not unit.on_battlefield),
        (S_SELECTED, lambda: unit.shot_this_phase(now.phase_key)),
        (
            S_ACTION,
            lambda: unit.started_action_this_turn(now.turn_key) and not unit.has(kw.TITANIC),
        ),
        *lock_checks(Forbids.SHOOTING, unit, now),
    )


def charge_checks(unit: Unit, now: Moment) -> tuple[Check, ...]:
    """11.02, with the move locks (09.06, 09.07, 18.04, 18.05), 16.01 (the Action lock,
    TITANIC too) and 23.04."""
    turn = now.turn_key
    return (  # each a test, asked when the verdict is made (move_rows.Check)
        (C_OFF, lambda: not unit.on_battlefield),
        # Distance is a fact of the battlefield: off it, the question does not arise.
        (C_FAR, lambda: unit.on_battlefield and not unit.near_enemy),
        (C_ENGAGED, lambda: unit.engaged),
        *lock_checks(Forbids.CHARGE, unit, now),
        (C_ACTION, lambda: unit.started_action_this_turn(turn)),
        (C_AIRCRAFT, lambda: unit.has(kw.AIRCRAFT)),
        (C_ALREADY, lambda: unit.declared_charge_this_phase(now.phase_key)),
    )


# Number-free twins of reasons that carry a rules number (19.1): the same reason, other words.
C_FAR_TWIN = "it is too far from every enemy unit to declare a charge"
REASON_TWINS: dict[str, Reason] = {C_FAR_TWIN: C_FAR}
# The contract's words of those reasons, spelling the number as written: they name the reason
# while its number is the one they spell (19.1), and are an error naming it after an update.
WRITTEN_REASONS: dict[str, tuple[Reason, Written, str]] = {
    f"it is not within {CHARGE_WORDS.spelt} of any enemy unit": (C_FAR, CHARGE_WORDS, C_FAR_TWIN),
}


def reason_in(phrase: str, table: Sequence[Reason], what: str) -> Reason:
    """The reason of ``table`` that ``phrase`` names (a trailing full stop and spacing aside),
    or whose number-free twin it is (:data:`REASON_TWINS`)."""
    key = " ".join(phrase.strip().rstrip(".").split())
    for reason in table:
        if reason.text == key:
            return reason
    twin = REASON_TWINS.get(key)
    if twin is not None and twin in table:
        return twin
    written = WRITTEN_REASONS.get(key)
    if written is not None and written[0] in table:
        written[1].check(key, written[2])
        return written[0]
    raise RulesInputError(
        f"unknown reason {phrase!r} {what}; reasons are: " + "; ".join(r.text for r in table),
        word=phrase,
        suggestion=closest(key, [r.text for r in table], cutoff=0.3),
    )
