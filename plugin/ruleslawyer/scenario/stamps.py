"""The facts of this turn as the game stores them: each stamped with its turn or phase."""

from __future__ import annotations

from ruleslawyer.core.moves import own_phase
from ruleslawyer.core.units import MoveKind


def stamped(value: object, key: tuple[object, ...] | None) -> tuple[object, ...]:
    """A fact of this turn as the game stores it: a flag as the key once (if set), a list of
    values each paired with the key."""
    if key is None:
        return ()
    if isinstance(value, bool):
        return (key,) if value else ()
    assert isinstance(value, tuple)
    return tuple((item, key) for item in value)


def stated_moves(
    this_turn: tuple[MoveKind, ...],
    this_phase: tuple[MoveKind, ...],
    turn_key: tuple[int, str],
    phase_key: tuple[int, str, str] | None,
) -> tuple[tuple[MoveKind, tuple[int, str, str]], ...]:
    """The phase of each stated move: a move stated "this turn" was made in its own phase of
    this turn (a surge: in none), one stated "this phase" in this phase (docs/language.md)."""
    own = tuple((kind, (*turn_key, own_phase(kind))) for kind in this_turn)
    return own + tuple((kind, phase_key) for kind in this_phase if phase_key is not None)
