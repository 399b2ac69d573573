"""When a move stated "this turn" can have been made, beside the moment it is now.

A scenario states a move of this turn without its moment; a property draw must not invent one
that could not have happened yet or at all this turn. These are the impossible pairs of a unit
and a moment (``units.impossibilities`` holds those of a unit alone); each cites its section.
"""

from __future__ import annotations

from .clock import Moment, Phase
from .moves import MOVE_TYPES
from .units import MoveKind, Unit

_PHASES = tuple(Phase)


def impossibilities_now(unit: Unit, now: Moment) -> list[tuple[str, str]]:
    """What makes ``unit``'s moves of this turn impossible at ``now``: (field, problem) pairs."""
    found: list[tuple[str, str]] = []
    for kind, turn in unit.moves:
        if turn != now.turn_key:
            continue
        said = f"{kind.article} {kind.value} move"
        move_type = MOVE_TYPES.get(kind)
        phase = move_type.phase if move_type is not None else None
        if phase is not None and (now.phase is None or _later(phase, now.phase)):
            found.append(
                ("moved", f"{said} is made in the {phase.value} phase: not yet (09, 11, 12)")
            )
        if kind is MoveKind.DISEMBARK and now.player != unit.player:
            found.append(("moved", f"{said} is made in its own player's Movement phase (18.03)"))
        if kind is MoveKind.INGRESS and now.battle_round == 1 and not unit.arrives_first_round:
            found.append(("moved", "no ingress move is made in the first battle round (20.03)"))
    return found


def _later(phase: Phase, now: Phase) -> bool:
    return _PHASES.index(phase) > _PHASES.index(now)
