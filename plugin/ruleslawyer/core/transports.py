"""Transports (18): what a TRANSPORT is, embarking, disembarking and its modes, and the
emergency disembark of the units inside a destroyed TRANSPORT.

The core follows the Core Rules as updated by the Universal Rules Updates v1.1 (Assault and
Shock Disembark, 18.06 and 18.07, only where a rule grants them) and the app's rules data v946
(the Rapid Disembark sidebar numbered 18.04.01). Distances, capacity and datasheet limits are
not measured: "cannot take" is a stated fact. Capacity (18.01) is weighed in models where a
scenario or the datasheet data states it; with none known it is not weighed.
"""

from __future__ import annotations

import enum
from collections.abc import Callable
from dataclasses import dataclass

from . import keywords as kw
from .aliases import parse_enum
from .clock import Moment, Phase
from .predicates import Predicate, Question, declare
from .references import Reason, RuleRef, clause
from .set_up_ends import E_TOO_FAR
from .units import MoveKind, Unit, a_or_an

IS_TRANSPORT = clause("18.01", "Transport Capacity", "friendly models embark in a TRANSPORT")
EMBARK_AFTER_MOVE = clause("18.02", "Embarking", "after a normal, advance or fall-back move")
EMBARK_NOT_SET_UP = clause("18.02", "Embarking", "not if set up on the battlefield this turn")
EMBARK_CAPACITY = clause("18.02", "Embarking", "only if the TRANSPORT can take it")
CAPACITY = clause("18.01", "Transport Capacity", "no more models than its transport capacity")
EMBARKED_OFF = clause("18.02", "Embarking", "embarked units are not on the battlefield")
# 18.02 sets the unit's models up within the TRANSPORT by removing them from the battlefield,
# after a move (03.01: only a unit on the battlefield moves): a unit destroyed after its move,
# or already off the battlefield, embarks nowhere (Rules Appendix, Destroyed; contract §9's
# reason for a unit that is not on the battlefield).
EMBARK_ON_BATTLEFIELD = clause("18.02", "Embarking", "only a unit on the battlefield embarks")
DISEMBARK_PHASE = clause("18.03", "Disembarking", "in its player's Movement phase")
TRANSPORT_DESTROYED = clause("18.03", "Disembarking", "a destroyed TRANSPORT's units get out")
DISEMBARK_IF = clause("18.04", "Disembark Move", "eligible if embarked, TRANSPORT on battlefield")
DISEMBARK_SAME_PHASE = clause("18.04", "Disembark Move", "not in the phase it embarked")
DISEMBARK_TRANSPORT_MOVED = clause(
    "18.04", "Disembark Move", "not after its TRANSPORT advanced or fell back"
)
DISEMBARK_AFTER = clause("18.04", "Disembark Move", "after moving: set up on the battlefield")
RAPID = clause("18.04.01", "Rapid Disembark", "after a normal or ingress move; no charge")
TACTICAL = clause("18.04", "Disembark Move", "Tactical: then a normal or advance move")
COMBAT = clause("18.04", "Disembark Move", "Combat: battle-shocked, no charge this turn")
EMERGENCY = clause("18.05", "Emergency Disembark Move", "battle-shocked, no charge this turn")
EMERGENCY_ENGAGED = clause(
    "18.05", "Emergency Disembark Move", "may end engaged if no other set-up (app erratum)"
)
ASSAULT = clause("18.06", "Assault Disembark", "after a normal move, may declare a charge")
SHOCK = clause("18.07", "Shock Disembark", "although its TRANSPORT advanced")


class Mode(enum.Enum):
    """The disembark modes (18.04, 18.04.01, 18.06, 18.07)."""

    RAPID = "Rapid Disembark"
    TACTICAL = "Tactical Disembark"
    COMBAT = "Combat Disembark"
    ASSAULT = "Assault Disembark"
    SHOCK = "Shock Disembark"

    @property
    def article(self) -> str:
        """'a' or 'an', as the mode's name is read aloud ("an Assault Disembark")."""
        return a_or_an(self.value)

    @classmethod
    def parse(cls, word: str) -> Mode:
        names = ", ".join(mode.value for mode in cls)
        return parse_enum(
            cls,
            " ".join(word.strip().rstrip(".").split()),
            aliases={mode.value.split()[0]: mode for mode in cls},  # `Rapid`, `Tactical`, ...
            message=f"unknown disembark mode {word!r}; modes are {names}",
            word=word,
        )


# Modes only a rule can grant (Universal Rules Updates v1.1).
GRANTED_MODES = frozenset({Mode.ASSAULT, Mode.SHOCK})
MODE_CLAUSES = {
    Mode.RAPID: RAPID,
    Mode.TACTICAL: TACTICAL,
    Mode.COMBAT: COMBAT,
    Mode.ASSAULT: ASSAULT,
    Mode.SHOCK: SHOCK,
}

EMERGENCY_DONE = "Emergency"  # how a unit's disembarks record an emergency disembark (18.05)


def disembark_clause(done: str) -> RuleRef:
    """The clause of a disembark made as ``done`` (a mode's name, or :data:`EMERGENCY_DONE`):
    each mode its own section (18.04.01, 18.04, 18.06, 18.07; 18.05)."""
    for mode, rule in MODE_CLAUSES.items():
        if mode.value == done:
            return rule
    return EMERGENCY


def disembark_said(done: str) -> str:
    """A disembark made as ``done``, with its article: "an Assault Disembark", "a Rapid
    Disembark", "an emergency disembark"."""
    if done == EMERGENCY_DONE:
        return "an emergency disembark"
    return f"{'an' if done[:1].lower() in 'aeiou' else 'a'} {done}"


# The §14 embark reasons.
E_NO_MOVE = Reason(
    "it has not made a normal, advance or fall-back move this phase", EMBARK_AFTER_MOVE
)
E_SET_UP = Reason("it was set up on the battlefield this turn", EMBARK_NOT_SET_UP)
E_NOT_TRANSPORT = Reason("the transport is not a friendly TRANSPORT unit", IS_TRANSPORT)
E_CANNOT_TAKE = Reason("the TRANSPORT cannot take it", EMBARK_CAPACITY)
E_NO_ROOM = Reason("it does not fit in its TRANSPORT", CAPACITY)
E_OFF = Reason("it is not on the battlefield", EMBARK_ON_BATTLEFIELD)
EMBARK_REASONS: tuple[Reason, ...] = (
    E_OFF,
    E_NO_MOVE,
    E_SET_UP,
    E_NOT_TRANSPORT,
    E_CANNOT_TAKE,
    E_NO_ROOM,
    E_TOO_FAR,  # measured only where both are placed (core/set_up_ends.py)
)

# The §14 disembark reasons.
D_NOT_EMBARKED = Reason("it is not embarked within a TRANSPORT", DISEMBARK_IF)
D_TRANSPORT_OFF = Reason("its TRANSPORT is not on the battlefield", DISEMBARK_IF)
D_SAME_PHASE = Reason("it embarked within its TRANSPORT this phase", DISEMBARK_SAME_PHASE)
D_TRANSPORT_MOVED = Reason(
    "its TRANSPORT made an advance or fall-back move this phase", DISEMBARK_TRANSPORT_MOVED
)
D_NOT_MOVEMENT = Reason("it is not its player's Movement phase", DISEMBARK_PHASE)
# Why a stated disembark mode is not one the unit can use now (18.04, 18.04.01, 18.06, 18.07):
# the answers of `Then "<unit>" can make a disembark move using <mode>`; a move step that uses
# such a mode is an error instead (core/embarking.py, contract §14).
NOT_GRANTED_TEXT = "no rule lets it use that disembark mode"
D_NOT_GRANTED = {
    Mode.ASSAULT: Reason(NOT_GRANTED_TEXT, ASSAULT),
    Mode.SHOCK: Reason(NOT_GRANTED_TEXT, SHOCK),
}
D_NO_NORMAL = Reason("its TRANSPORT has not made a normal move this phase", ASSAULT)
D_NOT_RAPID = Reason("its TRANSPORT has not made a normal or ingress move this phase", RAPID)
D_RAPID_FORCED = Reason("its TRANSPORT made a normal or ingress move this phase", RAPID)
D_SURGED = Reason("its TRANSPORT made a surge move this phase", TACTICAL)
# Combat forced with no surge: a move this phase the TRANSPORT counts as not having made, or
# remaining stationary it counts as not having done (interpretations 74 and 124).
D_NOT_STATIONARY = Reason(
    "its TRANSPORT was selected to move this phase and did not remain stationary", TACTICAL
)
MODE_REASONS: tuple[Reason, ...] = (
    *D_NOT_GRANTED.values(),
    D_NO_NORMAL,
    D_NOT_RAPID,
    D_RAPID_FORCED,
    D_SURGED,
    D_NOT_STATIONARY,
)
# The added charge reason (18.04, 18.04.01, 18.05): one phrase, a clause per mode.
NO_CHARGE_TEXT = "it made a Rapid, Combat or emergency disembark this turn"
C_RAPID = Reason(NO_CHARGE_TEXT, RAPID)
C_COMBAT = Reason(NO_CHARGE_TEXT, COMBAT)
C_EMERGENCY = Reason(NO_CHARGE_TEXT, EMERGENCY)

EMBARK_MOVES = frozenset({MoveKind.NORMAL, MoveKind.ADVANCE, MoveKind.FALL_BACK})
TACTICAL_MOVES = frozenset({MoveKind.NORMAL, MoveKind.ADVANCE})


def over_capacity(transport: Unit, models: Callable[[], int]) -> bool:
    """18.01: whether the ``models`` embarked within ``transport`` exceed its transport
    capacity. A capacity no scenario or datasheet states is not weighed, and then no unit's
    models are counted (asked only when needed: the exhaustive walk reads no more)."""
    capacity = transport.transport_capacity
    return capacity is not None and models() > capacity


@dataclass(frozen=True)
class EmbarkAsk:
    """What embarking reads: the unit, the TRANSPORT, the moment and the models already
    embarked within it (asked only where its capacity is stated)."""

    unit: Unit
    transport: Unit
    now: Moment
    aboard: Callable[[], int]


def _friendly(a: EmbarkAsk) -> bool:
    return a.transport.has(kw.TRANSPORT) and a.transport.player == a.unit.player


def _no_move(a: EmbarkAsk) -> bool:
    return not any(a.unit.moved_this_phase(k, a.now.phase_key) for k in EMBARK_MOVES)


def _cannot_take(a: EmbarkAsk) -> bool:
    """18.02: a TRANSPORT that cannot take a part of an attached unit cannot take the unit
    (19.01: one unit; a refusal may be stated of either name). Nor can it take a unit with a
    keyword its datasheet excludes (a Rhino: JUMP PACK), an attached unit having every part's
    keywords (19.03)."""
    if any(n in a.transport.cannot_take for n in (a.unit.name, *a.unit.parts)):
        return True
    return any(a.unit.has(k) for k in a.transport.transport_excludes)


def _no_room(a: EmbarkAsk) -> bool:
    return _friendly(a) and over_capacity(a.transport, lambda: a.aboard() + a.unit.models)


def _embark(reason: Reason, test: Callable[[EmbarkAsk], bool], *reads: str) -> Predicate[EmbarkAsk]:
    return declare(Question.EMBARK, reason, test, reads=reads)


# 18.01, 18.02, declared (core/predicates.py).
EMBARK_BARS: tuple[Predicate[EmbarkAsk], ...] = (
    _embark(E_OFF, lambda a: not a.unit.stands, "on_battlefield"),
    _embark(E_NO_MOVE, _no_move, "moves", "moves_this_phase"),
    _embark(E_SET_UP, lambda a: a.unit.set_up_turn == a.now.turn_key, "set_up_this_turn", "moves"),
    _embark(
        E_NOT_TRANSPORT, lambda a: not _friendly(a) or a.transport.name == a.unit.name, "player"
    ),
    _embark(E_CANNOT_TAKE, lambda a: _friendly(a) and _cannot_take(a), "keywords"),
    _embark(E_NO_ROOM, _no_room, "models"),
)


def embark_checks(
    unit: Unit, transport: Unit, now: Moment, aboard: Callable[[], int] = lambda: 0
) -> tuple[tuple[Reason, bool], ...]:
    """18.01, 18.02: whether ``unit`` may embark within ``transport`` now; ``aboard``: the
    models of the units already embarked within it (each test asked now)."""
    ask = EmbarkAsk(unit, transport, now, aboard)
    return tuple((p.reason, p.test(ask)) for p in EMBARK_BARS)


def transport_moved(transport: Unit | None, now: Moment, *kinds: MoveKind) -> bool:
    """18.04 Disembark Move: whether the TRANSPORT made a ``kind`` move this phase, as the
    rules in force make it count (contract 18.3 item 6; pass the counted TRANSPORT): a move
    recorded this phase that it counts as not having made this turn is not made, for the bar
    of an advance or fall-back and for the mode alike. A count-as states a turn, not a phase,
    so it takes a move away but never adds one this phase (docs/interpretations.md)."""
    return transport is not None and any(
        transport.moved_this_phase(k, now.phase_key) and transport.moved_this_turn(k, now.turn_key)
        for k in kinds
    )


def forced_mode(transport: Unit | None, now: Moment) -> Mode:
    """18.04: Rapid if the TRANSPORT made a normal or ingress move this phase; Tactical if it
    remained stationary or was not yet selected to move; otherwise Combat. A surge move is
    the "otherwise" (its unit was selected to move, 01.03); an advance or fall-back bars the
    disembark instead, and a forced move (an enemy rule's) does not select the unit. A move
    made this phase that the TRANSPORT counts as not having made (:func:`transport_moved`)
    selected it as a surge move does: it neither remained stationary nor is unselected, so
    the mode is Combat. "Remained stationary" is the 18.2 state `having remained stationary this
    turn` as counted (a turn has one Move Units step, 09.02): counting so gives Tactical, even
    after a surge; counting as not, a TRANSPORT that remained stationary this phase was still
    selected to move, so Combat (docs/interpretations.md)."""
    if transport_moved(transport, now, MoveKind.NORMAL, MoveKind.INGRESS):
        return Mode.RAPID
    if transport is not None and transport.stationary_turn == now.turn_key:
        return Mode.TACTICAL
    selected = transport is not None and (
        transport.stationary_phase == now.phase_key
        or any(
            p == now.phase_key
            and k is not MoveKind.FORCED
            and (k is MoveKind.SURGE or not transport.moved_this_turn(k, now.turn_key))
            for k, p in transport.phase_moves
        )
    )
    return Mode.COMBAT if selected else Mode.TACTICAL


def mode_refusals(
    unit: Unit, transport: Unit | None, now: Moment, mode: Mode
) -> tuple[Reason, ...]:
    """Why the unit cannot disembark using ``mode`` now (none: it can, eligibility aside).
    Assault and Shock Disembark only where a rule grants them (18.06, 18.07), an Assault
    Disembark only after its TRANSPORT's normal move (18.06); Rapid, Tactical and Combat as
    :func:`forced_mode` says (18.04, 18.04.01): Rapid only after a normal or ingress move, and
    then neither Tactical nor Combat; Tactical not after a surge move. A Combat Disembark
    otherwise states that a Tactical set-up was impossible, which is not weighed (§14). With
    no TRANSPORT (the unit is not embarked) only the grant is weighed: eligibility says why."""
    found: list[Reason] = []
    if mode in GRANTED_MODES and mode.value not in unit.disembark_grants:
        found.append(D_NOT_GRANTED[mode])
    if transport is None:
        return tuple(found)
    forced = forced_mode(transport, now)
    if mode is Mode.ASSAULT and not transport_moved(transport, now, MoveKind.NORMAL):
        found.append(D_NO_NORMAL)
    if mode is Mode.RAPID and forced is not Mode.RAPID:
        found.append(D_NOT_RAPID)
    if mode in (Mode.TACTICAL, Mode.COMBAT) and forced is Mode.RAPID:
        found.append(D_RAPID_FORCED)
    if mode is Mode.TACTICAL and forced is Mode.COMBAT:
        surged = any(k is MoveKind.SURGE and p == now.phase_key for k, p in transport.phase_moves)
        found.append(D_SURGED if surged else D_NOT_STATIONARY)
    return tuple(found)


def in_own_movement_phase(unit: Unit, now: Moment) -> bool:
    return now.phase is Phase.MOVEMENT and now.player == unit.player
