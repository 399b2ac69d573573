"""Eligibility to shoot (10.02) and to declare a charge (11.02), with the locks of moves
(read from the move table), of Actions (16.01) and of AIRCRAFT (23.04).

Each question is a list of checks: a reason (its phrase and clause) and whether it bars the
unit now. The game weighs every check, so the coverage report sees each clause both ways.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import partial

from . import actions as act
from . import keywords as kw
from .clock import Moment
from .errors import ImpossibleEvent, RulesInputError, closest
from .move_rows import Lock
from .moves import ADVANCE_NO_CHARGE as ADVANCE_NO_CHARGE
from .moves import C_ADVANCED as C_ADVANCED
from .moves import C_FELL_BACK as C_FELL_BACK
from .moves import FALL_BACK_NO_CHARGE as FALL_BACK_NO_CHARGE
from .moves import FALL_BACK_NO_SHOOT as FALL_BACK_NO_SHOOT
from .moves import MOVE_ONLY_REASONS, Forbids, lock_checks, locks
from .moves import S_FELL_BACK as S_FELL_BACK
from .moves import Check as Check
from .predicates import (
    Ask,
    Predicate,
    Question,
    declare,
    distinct_reasons,
    never_bars,
    rule_forbids,
)
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


def shooter_on_battlefield(unit: Unit) -> Unit:
    """10.02: only a unit on the battlefield is selected to shoot (a destroyed, embarked or
    reserve unit is not, Rules Appendix "Destroyed"): a shoot step for one is an error of the
    scenario, as a move it could not make is (contract §9), in or out of its phase."""
    if unit.stands:
        return unit
    said = f"{S_OFF.text} ({S_OFF.rule.section})"
    message = f'"{unit.name}" cannot have shot: {said}'
    raise ImpossibleEvent(message, unit=unit.name, reasons=(S_OFF,), word=unit.name)


# The charge reasons (docs/language.md#eligibility), with the disembark lock; the move locks
# come from the move table.
C_OFF = Reason("it is not on the battlefield", CHARGE_ON_BATTLEFIELD)
C_FAR = Reason(f"it is not within {inches(CHARGE_DECLARATION)} of any enemy unit", CHARGE_NEAR)
C_ENGAGED = Reason("it is engaged", CHARGE_ENGAGED)
C_ACTION = Reason("it started an Action this turn", act.ACTION_NO_CHARGE)
C_AIRCRAFT = Reason("it is an AIRCRAFT unit", AIRCRAFT_NO_CHARGE)
C_ALREADY = Reason("it has already declared a charge this phase", CHARGE_ONCE)


def _lock_holds(lock: Lock, ask: Ask) -> bool:
    """Whether a lock of the move table holds for the unit asked about, after any of its moves."""
    return any(
        lock.holds(kind, ask.unit, ask.now) for kind, one in locks(lock.forbids) if one is lock
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


def _shoot(reason: Reason, test: Callable[[Ask], bool], *reads: str) -> Predicate[Ask]:
    return declare(Question.SHOOT, reason, test, reads=reads)


def _charge(reason: Reason, test: Callable[[Ask], bool], *reads: str) -> Predicate[Ask]:
    return declare(Question.CHARGE, reason, test, reads=reads)


def _off(a: Ask) -> bool:
    return not a.unit.on_battlefield


# 10.02, with the Action lock (16.01, not TITANIC); the fall-back lock (09.07) follows from the
# move table (``lock_checks``).
SHOOT_BARS: tuple[Predicate[Ask], ...] = (
    _shoot(S_OFF, _off, "on_battlefield"),
    _shoot(S_SELECTED, lambda a: a.unit.shot_this_phase(a.now.phase_key)),
    _shoot(
        S_ACTION,
        lambda a: a.unit.started_action_this_turn(a.now.turn_key) and not a.unit.has(kw.TITANIC),
        "started",
        "keywords",
    ),
)
# 11.02 (before the move locks: 09.06, 09.07, 18.04, 18.05), then 16.01 (the Action lock,
# TITANIC too) and 23.04 (after them).
CHARGE_BARS: tuple[Predicate[Ask], ...] = (
    _charge(C_OFF, _off, "on_battlefield"),
    # Distance is a fact of the battlefield: off it, the question does not arise.
    _charge(C_FAR, lambda a: a.unit.on_battlefield and not a.unit.near_enemy, "near_enemy"),
    _charge(C_ENGAGED, lambda a: a.unit.engaged, "engaged"),
)
# The locks of the move table, declared too (their words, clause and what they read): the
# questions ask the table as it is when asked (``lock_checks``).
for _forbids, _question in ((Forbids.SHOOTING, Question.SHOOT), (Forbids.CHARGE, Question.CHARGE)):
    for _, _lock in locks(_forbids):
        declare(_question, _lock.reason, partial(_lock_holds, _lock), reads=("moves",))


CHARGE_BARS_AFTER_LOCKS: tuple[Predicate[Ask], ...] = (
    _charge(C_ACTION, lambda a: a.unit.started_action_this_turn(a.now.turn_key), "started"),
    _charge(C_AIRCRAFT, lambda a: a.unit.has(kw.AIRCRAFT), "keywords"),
    _charge(
        C_ALREADY, lambda a: a.unit.declared_charge_this_phase(a.now.phase_key), "declared_charge"
    ),
)
# The reasons of each question, each phrase once, in the order the question weighs them.
SHOOT_REASONS: tuple[Reason, ...] = distinct_reasons(Question.SHOOT)
CHARGE_REASONS: tuple[Reason, ...] = distinct_reasons(Question.CHARGE)

# Every phrase a move's refusal may give, for checking a scenario's `because <reason>`.
MOVE_REASONS: tuple[Reason, ...] = (
    *MOVE_ONLY_REASONS,
    *(r for r in CHARGE_REASONS if r.text not in {m.text for m in MOVE_ONLY_REASONS}),
)


def shoot_checks(unit: Unit, now: Moment) -> tuple[Check, ...]:
    """10.02, with the Action lock (16.01, not TITANIC) and the fall-back lock (09.07)."""
    ask = Ask(unit, now)
    # each a test, asked when the verdict is made (move_rows.Check)
    return (*(p.check(ask) for p in SHOOT_BARS), *lock_checks(Forbids.SHOOTING, unit, now))


def charge_checks(unit: Unit, now: Moment) -> tuple[Check, ...]:
    """11.02, with the move locks (09.06, 09.07, 18.04, 18.05), 16.01 (the Action lock,
    TITANIC too) and 23.04."""
    ask = Ask(unit, now)
    return (  # each a test, asked when the verdict is made (move_rows.Check)
        *(p.check(ask) for p in CHARGE_BARS),
        *lock_checks(Forbids.CHARGE, unit, now),
        *(p.check(ask) for p in CHARGE_BARS_AFTER_LOCKS),
    )


# Number-free twins of reasons that carry a rules number (19.1): the same reason, other words.
C_FAR_TWIN = "it is too far from every enemy unit to declare a charge"
REASON_TWINS: dict[str, Reason] = {C_FAR_TWIN: C_FAR}
# The contract's words of those reasons, spelling the number as written: they name the reason
# while its number is the one they spell (19.1), and are an error naming it after an update.
WRITTEN_REASONS: dict[str, tuple[Reason, Written, str]] = {
    f"it is not within {CHARGE_WORDS.spelt} of any enemy unit": (C_FAR, CHARGE_WORDS, C_FAR_TWIN),
}


def reason_in(
    phrase: str, table: Sequence[Reason], what: str, question: Question | None = None
) -> Reason:
    """The reason of ``table`` that ``phrase`` names (a trailing full stop and spacing aside),
    or whose number-free twin it is (:data:`REASON_TWINS`); a reason of another question than
    ``question`` says it never bars this one (18.8)."""
    key = " ".join(phrase.strip().rstrip(".").split())
    for reason in table:
        if reason.text == key:
            return reason
    forbids = rule_forbids(key)
    if forbids is not None:
        return forbids
    twin = REASON_TWINS.get(key)
    if twin is not None and twin in table:
        return twin
    written = WRITTEN_REASONS.get(key)
    if written is not None and written[0] in table:
        written[1].check(key, written[2])
        return written[0]
    if question is not None:
        never_bars(key, question)
    raise RulesInputError(
        f"unknown reason {phrase!r} {what}; reasons are: "
        + "; ".join(dict.fromkeys(r.text for r in table)),  # each once: rows may share words
        word=phrase,
        suggestion=closest(key, [r.text for r in table], cutoff=0.3),
    )
