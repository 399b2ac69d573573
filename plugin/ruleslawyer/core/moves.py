"""Move types as data: each move type is one row of :data:`MOVE_TYPES`, with its ELIGIBLE IF
(reasons and the tests that say they bar the unit), its AFTER MOVING (the engagement it
leaves), whether it makes an Action fail (16.01), the locks it sets (what it forbids, by which
clause, until when), whether it sets the unit up, and its own phase. 09.04 to 09.07, 11.04,
12.03, 12.08, 18.04, 18.05, 20.04, 21.02, with 23.02 for AIRCRAFT.

The core does not measure: "engaged" is a fact, and each move type's AFTER MOVING fixes it.
Eligibility to shoot, to declare a charge and to start an Action reads the locks from here.
"""

from __future__ import annotations

import enum
import operator
from collections.abc import Callable
from functools import partial

from . import keywords as kw
from . import reserves as rs
from . import transports as tr
from .clock import Moment, Phase, Point
from .move_rows import Check, Forbids, Lock, MoveAsk, MoveType, Test, Until, bars
from .predicates import Question, declare, declared
from .references import Reason, RuleRef, Unliftable, clause
from .set_up_ends import RAPID_ZONE, ZONE_TEXT
from .units import MoveKind, Unit

__all__ = ["Check", "Forbids", "Lock", "MoveAsk", "MoveType", "Test", "Until"]

REMAIN_STATIONARY = clause("09.04", "Remain Stationary", "no move: nothing a move triggers")
SELECTED_ONCE = clause("09.02", "Select Move Type", "selected to move once a phase")
NORMAL_IF = clause("09.05", "Normal Move", "eligible if on the battlefield and unengaged")
NORMAL_AFTER = clause("09.05", "Normal Move", "after moving: unengaged")
ADVANCE_IF = clause("09.06", "Advance Move", "eligible if on the battlefield and unengaged")
ADVANCE_AFTER = clause("09.06", "Advance Move", "after moving: unengaged")
ADVANCE_NO_CHARGE = clause("09.06", "Advance Move", "no charge after advancing")
ADVANCED = clause("09.06", "Advance Move", "no action after advancing")
FALL_BACK_IF = clause("09.07", "Fall-back Move", "eligible if engaged")
FALL_BACK_AFTER = clause("09.07", "Fall-back Move", "after moving: unengaged")
FALL_BACK_NO_SHOOT = clause("09.07", "Fall-back Move", "no shooting after falling back")
FALL_BACK_NO_CHARGE = clause("09.07", "Fall-back Move", "no charge after falling back")
FELL_BACK = clause("09.07", "Fall-back Move", "no action after falling back")
ORDERED_RETREAT = clause("09.07", "Fall-back Move", "Ordered Retreat only if not battle-shocked")
DESPERATE_ROLL = clause("09.07", "Fall-back Move", "Desperate Escape: battle-shock roll")
CHARGE_IF = clause("11.04", "Charge Move", "eligible if declared a charge this phase")
CHARGE_AFTER = clause("11.04", "Charge Move", "after moving: engaged")
CHARGE_MOVE_ONCE = clause("11.02", "Charge", "one charge move for the charge declared")
PILE_IN_IF = clause("12.03", "Pile-in Move", "eligible if Fight phase, engaged or charged")
PILE_IN_AFTER = clause("12.03", "Pile-in Move", "after moving: engaged")
PILE_IN_ONCE = clause("12.02", "Pile In", "one pile-in move per unit in this step")
OVERRUN_PILE_IN = clause("12.03", "Pile-in Move", "eligible after selection for an overrun fight")
CONSOLIDATE_IF = clause("12.08", "Consolidation Move", "eligible if Fight phase, could fight")
CONSOLIDATE_AFTER = clause("12.08", "Consolidation Move", "after moving: engagement by its mode")
CONSOLIDATE_ONCE = clause("12.07", "Consolidate", "one consolidation move per unit in this step")
SURGE_IF = clause("21.02", "Surge Move", "eligible if not battle-shocked, unengaged, not moved")
SURGE_AFTER = clause("21.02", "Surge Move", "after moving: no further move this phase")
AIRCRAFT_NO_MOVE = clause("23.02", "Aircraft Movement", "AIRCRAFT make no move but ingress")
AIRCRAFT_ENGAGED = clause(
    "23.02", "Aircraft Movement", "engaged only with AIRCRAFT: normal and advance allowed"
)


def _off(rule: RuleRef) -> Reason:
    return Reason("it is not on the battlefield", rule)


def _engaged(rule: RuleRef) -> Reason:
    return Reason("it is engaged", rule)


M_AIRCRAFT = Reason("it is an AIRCRAFT unit", AIRCRAFT_NO_MOVE)
# 03.01 Moving Units (with the Rules Appendix, Destroyed): a move moves the unit's models on the
# battlefield, so a unit that is not on it (destroyed, left it, in reserves) makes none. 11.04,
# 12.03 and 12.08 print no such bar because their other conditions (a charge declared, being
# engaged, a charge move made) are met on the battlefield; a unit destroyed or removed after
# meeting them still makes no charge, pile-in or consolidation move (contract §9's reason).
MOVES_ON_BATTLEFIELD = clause("03.01", "Moving Units", "only a unit on the battlefield moves")
M_OFF = Reason("it is not on the battlefield", MOVES_ON_BATTLEFIELD)
M_NOT_DECLARED = Reason("it has not declared a charge this phase", CHARGE_IF)
# 11.02: a declared charge is resolved with at most one charge move (Attempt Charge), and a
# unit declares one charge a phase; a charge a rule resolved (15.11) made its move already
# (app FAQ data 912; contract 18.4: a charge move step after it is a second one, refused).
M_CHARGE_MOVED = Reason("it has already made a charge move this phase", CHARGE_MOVE_ONCE)
M_NOT_ENGAGED = Reason("it is not engaged", FALL_BACK_IF)
M_PILE_IN_NOT_FIGHT = Reason("it is not the Fight phase", PILE_IN_IF)
M_PILE_IN_NOT_ENGAGED = Reason("it is not engaged", PILE_IN_IF)
M_CONSOLIDATE_NOT_FIGHT = Reason("it is not the Fight phase", CONSOLIDATE_IF)
M_NOT_ELIGIBLE_TO_FIGHT = Reason("it is not eligible to fight", CONSOLIDATE_IF)
# 12.02 and 12.07: each unit makes at most one pile-in move in the Pile In step and one
# consolidation move in the Consolidate step. A phase has one of each step, so a move of that
# type made earlier in the phase, up to that step, was made in it; the additional pile-in move
# of an overrun fight (12.06) comes after the Pile In step, in the Fight step, and is not barred.
M_PILED_IN = Reason("it has already made a pile-in move this step", PILE_IN_ONCE)
M_CONSOLIDATED = Reason("it has already made a consolidation move this step", CONSOLIDATE_ONCE)
M_SELECTED = Reason("it has already been selected to move this phase", SELECTED_ONCE)
# Surge (21.02), with the AIRCRAFT bar of 23.02 (its engaged exception is not for surges).
U_OFF = _off(SURGE_IF)
U_SHOCKED = Reason("it is battle-shocked", SURGE_IF)
U_ENGAGED = _engaged(SURGE_IF)
U_MOVED = Reason("it has moved this phase", SURGE_IF)
U_SURGED = Reason("it made a surge move this phase", SURGE_AFTER)
# The locks of 09.06 and 09.07 on shooting, charging and starting an Action.
S_FELL_BACK = Reason("it made a fall-back move this turn", FALL_BACK_NO_SHOOT)
C_ADVANCED = Reason("it made an advance move this turn", ADVANCE_NO_CHARGE)
C_FELL_BACK = Reason("it made a fall-back move this turn", FALL_BACK_NO_CHARGE)
R_ADVANCED = Reason("it made an advance move this turn", ADVANCED)
R_FELL_BACK = Reason("it made a fall-back move this turn", FELL_BACK)


def _is_aircraft(ask: MoveAsk) -> bool:
    return ask.unit.has(kw.AIRCRAFT)


def _excused(ask: MoveAsk) -> bool:
    return ask.unit.engaged and ask.unit.engaged_only_aircraft


def _unengaged_move(rule: RuleRef) -> tuple[tuple[Reason, Test], ...]:
    return (
        (_off(rule), lambda a: not a.unit.on_battlefield),
        (_engaged(rule), lambda a: a.unit.engaged and not _excused(a)),
        (M_AIRCRAFT, _is_aircraft),
    )


def _in_fight(ask: MoveAsk) -> bool:
    return ask.now.phase is Phase.FIGHT


def _overrun(a: MoveAsk) -> bool:
    """Selected this phase to make an overrun fight (12.03, 12.06)."""
    return a.now.phase_key in a.unit.overrun_selected


def _charged(ask: MoveAsk) -> bool:
    return ask.unit.moved_this_turn(MoveKind.CHARGE, ask.now.turn_key)


# The moments of a Fight phase that stand in its Pile In step or before it (12.01, 12.02).
_UP_TO_PILE_IN = frozenset({Point.FIGHT_START, Point.PILE_IN})


def _piled_in(ask: MoveAsk) -> bool:
    """12.02: a pile-in move made this phase, asked up to the end of the Pile In step."""
    return ask.now.point in _UP_TO_PILE_IN and ask.unit.moved_this_phase(
        MoveKind.PILE_IN, ask.now.phase_key
    )


def _consolidated(ask: MoveAsk) -> bool:
    """12.07: a consolidation move made this phase (its one Consolidate step)."""
    return _in_fight(ask) and ask.unit.moved_this_phase(MoveKind.CONSOLIDATION, ask.now.phase_key)


def _declared(ask: MoveAsk) -> bool:
    return ask.unit.declared_charge_this_phase(ask.now.phase_key)


def _transport_advanced(ask: MoveAsk) -> bool:
    """18.04: its TRANSPORT advanced this phase; Shock Disembark (18.07) excuses it where a rule
    grants the mode and the step uses it, and a lift of the bar's words lifts this part only
    (contract 18.3 item 1, URU v1.1)."""
    if _transport_fell_back(ask):
        return False  # the fall-back row below gives the one reason
    shock = ask.mode is tr.Mode.SHOCK and tr.Mode.SHOCK.value in ask.unit.disembark_grants
    return not shock and tr.transport_moved(ask.transport, ask.now, MoveKind.ADVANCE)


def _transport_fell_back(ask: MoveAsk) -> bool:
    """18.04: its TRANSPORT fell back this phase. Nothing excuses it: 18.07 names only the
    advance, so a lift of the bar's words lifts nothing here (contract 18.3 item 1, URU v1.1)."""
    return tr.transport_moved(ask.transport, ask.now, MoveKind.FALL_BACK)


# 18.04.01: a Rapid Disembark after its TRANSPORT's ingress move this turn follows the rules of
# that move; where the scenario names the area and places nothing, the opponent's deployment
# zone before the third battle round (unless the TRANSPORT had Deep Strike, 24.09). With
# positions the set-up itself is measured (core/set_up_ends.py).
D_RAPID_ZONE = Reason(ZONE_TEXT, RAPID_ZONE)


def _rapid_into_enemy_zone(ask: MoveAsk) -> bool:
    transport = ask.transport
    return (
        transport is not None
        and _early(ask)
        and _into_enemy_zone(ask)
        and not transport.deep_strike
        and tr.transport_moved(transport, ask.now, MoveKind.INGRESS)
    )


def _reserves(ask: MoveAsk) -> bool:
    if ask.unit.embarked:
        return ask.transport is not None and ask.transport.in_reserves
    return ask.unit.in_reserves


def _enemy_zone(ask: MoveAsk) -> bool:
    """20.04 before the third battle round, unless every model has Deep Strike (24.09)."""
    return _early(ask) and _into_enemy_zone(ask) and not ask.unit.deep_strike


def _into_enemy_zone(ask: MoveAsk) -> bool:
    return rs.in_enemy_zone(ask.into, ask.unit, ask.area_within)


def _early(ask: MoveAsk) -> bool:
    return ask.now.battle_round < rs.ENEMY_ZONE_FROM_ROUND


_AIRCRAFT_EXCEPTION = (AIRCRAFT_ENGAGED, lambda a: a.unit.engaged, _excused)
_UNTIL_TURN = Until.END_OF_TURN
_SELECTED = Lock(Forbids.MOVES, M_SELECTED, Until.END_OF_PHASE)

MOVE_TYPES: dict[MoveKind, MoveType] = {
    t.kind: t
    for t in (
        MoveType(
            MoveKind.NORMAL,
            NORMAL_IF,
            NORMAL_AFTER,
            False,
            _unengaged_move(NORMAL_IF),
            phase=Phase.MOVEMENT,
            exception=_AIRCRAFT_EXCEPTION,
        ),
        MoveType(
            MoveKind.ADVANCE,
            ADVANCE_IF,
            ADVANCE_AFTER,
            False,
            _unengaged_move(ADVANCE_IF),
            locks=(
                Lock(Forbids.CHARGE, C_ADVANCED, _UNTIL_TURN),
                Lock(Forbids.ACTION, R_ADVANCED, _UNTIL_TURN),
            ),
            phase=Phase.MOVEMENT,
            exception=_AIRCRAFT_EXCEPTION,
        ),
        MoveType(
            MoveKind.FALL_BACK,
            FALL_BACK_IF,
            FALL_BACK_AFTER,
            False,
            (
                (M_OFF, lambda a: not a.unit.stands),  # 03.01: engaged off it, never
                (M_NOT_ENGAGED, lambda a: not a.unit.engaged),
                (M_AIRCRAFT, _is_aircraft),
            ),
            locks=(
                Lock(Forbids.SHOOTING, S_FELL_BACK, _UNTIL_TURN),
                Lock(Forbids.CHARGE, C_FELL_BACK, _UNTIL_TURN),
                Lock(Forbids.ACTION, R_FELL_BACK, _UNTIL_TURN),
            ),
            phase=Phase.MOVEMENT,
        ),
        MoveType(
            MoveKind.CHARGE,
            CHARGE_IF,
            CHARGE_AFTER,
            True,
            (
                (M_NOT_DECLARED, lambda a: not _declared(a) and any(bars(b) for _, b in a.charge)),
                # undeclared, 11.02's own bar (among the declaration's checks) says it
                (M_OFF, lambda a: _declared(a) and not a.unit.stands),
                (
                    M_CHARGE_MOVED,
                    lambda a: a.unit.moved_this_phase(MoveKind.CHARGE, a.now.phase_key),
                ),
                (M_AIRCRAFT, _is_aircraft),
            ),
            phase=Phase.CHARGE,
            with_charge=True,
        ),
        MoveType(
            MoveKind.PILE_IN,
            PILE_IN_IF,
            PILE_IN_AFTER,
            True,
            (
                (M_OFF, lambda a: not a.unit.stands),
                (M_PILE_IN_NOT_FIGHT, lambda a: not _in_fight(a)),
                (
                    M_PILE_IN_NOT_ENGAGED,
                    lambda a: not (a.unit.engaged or _charged(a) or _overrun(a)),
                ),
                (M_AIRCRAFT, _is_aircraft),
                (M_PILED_IN, _piled_in),
            ),
            fails_action=False,
            phase=Phase.FIGHT,
            # 12.06's extra pile-in, weighed for an unengaged unit in the Fight phase.
            exception=(OVERRUN_PILE_IN, lambda a: _in_fight(a) and not a.unit.engaged, _overrun),
        ),
        MoveType(
            MoveKind.CONSOLIDATION,
            CONSOLIDATE_IF,
            CONSOLIDATE_AFTER,
            None,
            (
                (M_OFF, lambda a: not a.unit.stands),
                (M_CONSOLIDATE_NOT_FIGHT, lambda a: not _in_fight(a)),
                (M_NOT_ELIGIBLE_TO_FIGHT, lambda a: _in_fight(a) and not a.eligible_to_fight),
                (M_AIRCRAFT, _is_aircraft),
                (M_CONSOLIDATED, _consolidated),
            ),
            fails_action=False,
            phase=Phase.FIGHT,
        ),
        MoveType(
            MoveKind.DISEMBARK,
            tr.DISEMBARK_IF,
            tr.DISEMBARK_AFTER,
            False,
            (
                (tr.D_NOT_EMBARKED, lambda a: not a.unit.embarked),
                (
                    tr.D_TRANSPORT_OFF,
                    lambda a: a.transport is not None and not a.transport.on_battlefield,
                ),
                (tr.D_SAME_PHASE, lambda a: a.unit.embarked_in_phase == a.now.phase_key),
                (tr.D_TRANSPORT_MOVED, _transport_advanced),
                (tr.D_TRANSPORT_MOVED, Unliftable(_transport_fell_back)),
                (tr.D_NOT_MOVEMENT, lambda a: not tr.in_own_movement_phase(a.unit, a.now)),
                (D_RAPID_ZONE, _rapid_into_enemy_zone),
            ),
            locks=(
                _SELECTED,
                Lock(Forbids.CHARGE, tr.C_RAPID, _UNTIL_TURN, frozenset({tr.Mode.RAPID.value})),
                Lock(Forbids.CHARGE, tr.C_COMBAT, _UNTIL_TURN, frozenset({tr.Mode.COMBAT.value})),
            ),
            sets_up=True,
            phase=Phase.MOVEMENT,
            may_end_engaged=True,
        ),
        MoveType(
            MoveKind.EMERGENCY_DISEMBARK,
            tr.TRANSPORT_DESTROYED,
            tr.EMERGENCY,
            False,
            locks=(Lock(Forbids.CHARGE, tr.C_EMERGENCY, _UNTIL_TURN),),
            sets_up=True,
            may_end_engaged=True,  # where no other set-up is possible (app erratum to 18.05)
        ),
        MoveType(
            MoveKind.INGRESS,
            rs.RESERVES_IF,
            rs.INGRESS_AFTER,
            False,
            (
                (rs.I_NOT_IN_RESERVES, lambda a: not _reserves(a)),
                (rs.I_EMBARKED, lambda a: a.unit.embarked and _reserves(a)),
                (
                    rs.I_FIRST_ROUND,
                    lambda a: a.now.battle_round == 1 and not a.unit.arrives_first_round,
                ),
                (rs.I_ENEMY_ZONE, _enemy_zone),
            ),
            exception=(
                rs.DEEP_STRIKE,
                lambda a: _early(a) and _into_enemy_zone(a),
                lambda a: a.unit.deep_strike,
            ),
            locks=(
                _SELECTED,
                Lock(Forbids.MOVES, rs.L_INGRESS, Until.NEXT_CHARGE_PHASE, others_only=True),
            ),
            sets_up=True,
            phase=Phase.MOVEMENT,
        ),
        MoveType(
            MoveKind.SURGE,
            SURGE_IF,
            SURGE_AFTER,
            False,
            (
                (U_OFF, lambda a: not a.unit.on_battlefield),
                (U_SHOCKED, lambda a: a.unit.battle_shocked),
                (U_ENGAGED, lambda a: a.unit.engaged),
                (U_MOVED, lambda a: a.unit.moved_this_phase(None, a.now.phase_key)),
                (M_AIRCRAFT, _is_aircraft),
            ),
            locks=(Lock(Forbids.MOVES, U_SURGED, Until.END_OF_PHASE),),
            may_end_engaged=True,
        ),
    )
}


def own_phase(kind: MoveKind) -> str:
    """The phase a ``kind`` move is made in, as a phase key names it ("earlier this turn" for
    a move of no phase of its own: a surge, stated "this turn", was made in no phase)."""
    move_type = MOVE_TYPES.get(kind)
    phase = move_type.phase if move_type is not None else None
    return phase.value if phase is not None else "earlier this turn"


def locks(forbids: Forbids) -> tuple[tuple[MoveKind, Lock], ...]:
    """Every lock of the table that forbids ``forbids``, in table order: made again whenever
    a row of the table is another than when last made (a test may put a changed row in)."""
    rows = tuple(MOVE_TYPES.values())
    made = _LOCKS.get(forbids)
    if made is not None and len(made[0]) == len(rows) and all(map(operator.is_, made[0], rows)):
        return made[1]
    found = tuple((t.kind, lock) for t in rows for lock in t.locks if lock.forbids is forbids)
    _LOCKS[forbids] = (rows, found)
    return found


# The locks last made for each kind of forbidding, with the rows they were made from.
_LOCKS: dict[Forbids, tuple[tuple[MoveType, ...], tuple[tuple[MoveKind, Lock], ...]]] = {}


def lock_checks(forbids: Forbids, unit: Unit, now: Moment) -> tuple[Check, ...]:
    """The checks of every lock that forbids ``forbids``: its reason, and whether it holds."""
    return tuple(
        (lock.reason, partial(lock.holds, kind, unit, now)) for kind, lock in locks(forbids)
    )


def move_lock_checks(kind: MoveKind, ask: MoveAsk) -> tuple[Check, ...]:
    """The locks of earlier moves on a ``kind`` move now, one check per reason."""
    found: dict[Reason, list[Callable[[], bool]]] = {}
    for source, lock in locks(Forbids.MOVES):
        if (lock.others_only and source is kind) or source is ask.part_of:
            continue
        found.setdefault(lock.reason, []).append(partial(lock.holds, source, ask.unit, ask.now))
    return tuple((reason, partial(_any, tests)) for reason, tests in found.items())


def _any(tests: list[Callable[[], bool]]) -> bool:
    return any(bars(test) for test in tests)


def only_other_moves_give(reason: str, kind: MoveKind) -> tuple[tuple[MoveKind, ...], list[str]]:
    """18.2, 18.8: the other move types whose own ELIGIBLE IF gives ``reason``, when ``kind``'s
    checks and the locks of earlier moves never do (a lift of it on a ``kind`` move would lift
    nothing), and ``kind``'s own reasons; no move types when ``kind``'s could give it, or when
    ``kind`` weighs checks beyond its row (a charge move's declaring checks) or is not in the
    table."""
    move_type = MOVE_TYPES.get(kind)
    if move_type is None or move_type.with_charge:
        return (), []
    mine = [r.text for r, _ in move_type.checks]
    mine += [lock.reason.text for _, lock in locks(Forbids.MOVES)]
    mine = list(dict.fromkeys(mine))
    if reason in mine:
        return (), mine
    others = tuple(
        other
        for other, row in MOVE_TYPES.items()
        if other is not kind and any(r.text == reason for r, _ in row.checks)
    )
    return others, mine


def _declare_move_checks() -> None:
    """The move table's ELIGIBLE IF checks and the locks of earlier moves, declared in the
    predicate registry (their words, clause and test); each clause's words once."""
    seen: set[tuple[str, str]] = set()
    rows: list[tuple[Reason, Callable[[MoveAsk], bool]]] = [
        *(check for t in MOVE_TYPES.values() for check in t.checks),
        *((lock.reason, partial(_lock_after_any, lock)) for _, lock in locks(Forbids.MOVES)),
    ]
    for reason, test in rows:
        if (reason.text, reason.rule.id) not in seen:
            seen.add((reason.text, reason.rule.id))
            declare(Question.MOVE, reason, test)


def _lock_after_any(lock: Lock, ask: MoveAsk) -> bool:
    return any(
        lock.holds(kind, ask.unit, ask.now) for kind, one in locks(lock.forbids) if one is lock
    )


_declare_move_checks()
# Every phrase a move's own refusal may give (a charge move adds the charge reasons).
MOVE_ONLY_REASONS: tuple[Reason, ...] = tuple(p.reason for p in declared(Question.MOVE))


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
    kind: MoveKind, ask: MoveAsk
) -> tuple[tuple[Check, ...], tuple[tuple[RuleRef, bool], ...]]:
    """The checks of ``kind``'s ELIGIBLE IF for the asked unit now (with the locks of its
    earlier moves), and the exceptions weighed. A move type not in the table is forced (an
    enemy rule moves the unit, whatever its state): nothing bars it."""
    move_type = MOVE_TYPES.get(kind)
    if move_type is None:
        return (), ()
    checks: list[Check] = [
        (reason, test.bound(ask) if isinstance(test, Unliftable) else partial(test, ask))
        for reason, test in move_type.checks
    ]
    if move_type.with_charge and not _declared(ask):
        checks[1:1] = ask.charge  # after "not declared", before the AIRCRAFT bar
    exceptions: tuple[tuple[RuleRef, bool], ...] = ()
    if move_type.exception is not None:
        rule, weighed, applies = move_type.exception
        exceptions = ((rule, applies(ask)),) if weighed(ask) else ()
    return (*checks, *move_lock_checks(kind, ask)), exceptions
