"""When a move stated "this turn" can have been made, beside the moment it is now.

A scenario states a move of this turn without its moment; a property draw must not invent one
that could not have happened yet or at all this turn. These are the impossible pairs of a unit
and a moment (``unit_states.impossibilities`` holds those of a unit alone); each cites its section.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from . import keywords as kw
from . import parts
from .clock import Moment, Phase, Point, in_phase
from .moves import own_phase
from .units import SET_UP_MOVES, MoveKind, Unit

_PHASES = {phase.value: phase for phase in Phase}


Problem = tuple[str, str]  # (field, what is impossible about it)


def _not_yet(unit: Unit, now: Moment) -> list[Problem]:
    found: list[Problem] = []
    for kind, (battle_round, player, phase_name) in unit.phase_moves:
        phase = _PHASES.get(phase_name)  # a surge stated this turn: of no phase (21.02)
        this_turn = (battle_round, player) == now.turn_key and phase is not None
        if this_turn and phase is not None and (now.player is None or _later(phase, player, now)):
            said = f"{kind.article} {kind.value} move is made in the {phase_name} phase"
            found.append(("moved", f"{said}: not yet (09, 11, 12)"))
    return found


def _disembark(unit: Unit, now: Moment) -> list[Problem]:
    found: list[Problem] = []
    for kind, turn in unit.moves:
        if turn == now.turn_key and kind is MoveKind.DISEMBARK and now.player != unit.player:
            found.append(("moved", "a disembark move is made in its player's turn (18.03)"))
    return found


def _ingress(unit: Unit, now: Moment) -> list[Problem]:
    found: list[Problem] = []
    for kind, turn in unit.moves:
        if turn != now.turn_key or kind is not MoveKind.INGRESS:
            continue
        if now.battle_round == 1 and not unit.arrives_first_round:
            found.append(("moved", "no ingress move is made in the first battle round (20.03)"))
    return found


def _aircraft_back(unit: Unit, now: Moment) -> list[Problem]:
    if not (unit.in_reserves and unit.has(kw.AIRCRAFT)):
        return []
    set_up = unit.set_up_turn == now.turn_key or any(
        kind in SET_UP_MOVES and turn == now.turn_key for kind, turn in unit.moves
    )
    back = now.point is Point.TURN_END and now.player != unit.player
    if set_up and not back:
        said = "an AIRCRAFT unit set up this turn goes back into strategic reserves only in"
        return [
            ("strategic reserves", f"{said} the End of Turn step of its opponent's turn (23.02)")
        ]
    return []


# Each impossible pair of a unit and the moment, in the order asked (as unit_states.IMPOSSIBLE).
IMPOSSIBLE_NOW: tuple[Callable[[Unit, Moment], list[Problem]], ...] = (
    _not_yet, _disembark, _ingress, _aircraft_back,
)  # fmt: skip


def impossibilities_now(unit: Unit, now: Moment) -> list[Problem]:
    """What makes ``unit``'s moves of this turn impossible at ``now``: (field, problem) pairs."""
    return parts.check_rows(IMPOSSIBLE_NOW, unit, now)


@lru_cache(maxsize=4096)
def made_by_now(
    kinds: tuple[MoveKind, ...], player: str, now: Moment, arrives_first_round: bool = False
) -> bool:
    """Whether a unit of ``player`` can have made these moves, stated "this turn" (each in its
    own phase), by ``now``: what a draw of this turn's moves keeps."""
    unit = Unit(
        name="",
        player=player,
        arrives_first_round=arrives_first_round,
        moves=tuple((kind, now.turn_key) for kind in kinds),
        phase_moves=tuple((kind, (*now.turn_key, own_phase(kind))) for kind in kinds),
    )
    return not any(field == "moved" for field, _ in impossibilities_now(unit, now))


def _later(phase: Phase, player: str, now: Moment) -> bool:
    """Whether ``phase`` of this turn (``player``'s) begins after ``now``."""
    return in_phase(now.battle_round, player, phase, now.first_player) > now
