"""When a started Action completes (16.01, Actions: the COMPLETES moment of its row), as a
moment of the battle; what the completion then needs is asked in ``performing``."""

from __future__ import annotations

from collections.abc import Callable

from .actions import Completes
from .clock import PHASE_ENDS, Moment, Point

__all__ = ["completion_moment"]


def completion_moment(
    completes: Completes, now: Moment, player: str, battle_rounds: int
) -> Moment | None:
    """The moment an Action started now by ``player``'s unit completes (None: never)."""

    def first(pred: Callable[[Moment], bool]) -> Moment | None:
        if pred(now):
            return now
        return next((m for m in now.successors(battle_rounds) if pred(m)), None)

    if completes is Completes.IMMEDIATELY:
        return now
    if completes is Completes.END_OF_PHASE:
        return first(lambda m: m.point in PHASE_ENDS)
    if completes is Completes.END_OF_TURN:
        return first(lambda m: m.point is Point.TURN_END)
    if completes is Completes.END_OF_YOUR_TURN:
        return first(lambda m: m.point is Point.TURN_END and m.player == player)
    if completes is Completes.END_OF_OPPONENTS_TURN:
        return first(lambda m: m.point is Point.TURN_END and m.player not in (None, player))
    if completes is Completes.END_OF_BATTLE_ROUND:
        return first(lambda m: m.point is Point.ROUND_END)
    starts = (m for m in now.successors(battle_rounds) if m.point is Point.COMMAND_START)
    return next((m for m in starts if m.player == player), None)  # never now
