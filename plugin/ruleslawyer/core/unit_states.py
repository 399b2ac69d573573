"""The impossible states of a unit alone, a row each (``move_timing`` holds those of a unit beside
the moment): a stated unit in such a state is an input error, a drawn one is no situation.

What one row finds depends only on the facts it reads, so the exhaustive walk
(properties/tracking.py) asks the rows one at a time (``parts.check_row``) and counts, for an
impossible case, only the reads of the row that found it."""

from __future__ import annotations

from collections.abc import Callable

from . import keywords as kw
from . import parts
from .units import LD_RANGE, SET_UP_MOVES, MoveKind, Unit

Problem = tuple[str, str]  # (field, what is impossible about it)


def _player(unit: Unit) -> list[Problem]:
    if unit.player in ("A", "B"):
        return []
    return [("player", f"player {unit.player!r} is not a player; players are A and B")]


def _strength(unit: Unit) -> list[Problem]:
    if unit.starting_strength < 1:
        return [("starting strength", "a starting strength must be at least 1")]
    return []


def _w(unit: Unit) -> list[Problem]:
    return [("W", "W must be at least 1")] if unit.w < 1 else []


def _models(unit: Unit) -> list[Problem]:
    if 1 <= unit.models <= max(unit.starting_strength, 1):
        return []
    said = f"it must be 1 to {unit.starting_strength}"
    whole = f"a starting strength of {unit.starting_strength}"
    return [("models", f"{unit.models} models left is impossible with {whole} ({said})")]


def _wounds(unit: Unit) -> list[Problem]:
    if unit.starting_strength != 1 or 1 <= unit.wounds_left <= unit.w:
        return []
    said = f"{unit.wounds_left} wounds left is impossible with W {unit.w}"
    return [("wounds left", f"{said} (it must be 1 to {unit.w})")]


def _oc(unit: Unit) -> list[Problem]:
    return [("OC", "OC cannot be negative")] if unit.oc is not None and unit.oc < 0 else []


def _ld(unit: Unit) -> list[Problem]:
    if LD_RANGE[0] <= unit.ld <= LD_RANGE[1]:
        return []
    return [("Ld", f"Ld {unit.ld}+ is not a leadership characteristic (2+ to 12+)")]


def _engaged(unit: Unit) -> list[Problem]:
    if unit.engaged and not unit.on_battlefield:
        return [("engaged", "a unit off the battlefield cannot be engaged")]
    return []


def _only_aircraft(unit: Unit) -> list[Problem]:
    if unit.engaged_only_aircraft and not unit.engaged:
        return [("engaged", "a unit engaged only with AIRCRAFT units is engaged")]
    return []


def _reserves_on(unit: Unit) -> list[Problem]:
    if unit.in_reserves and unit.on_battlefield:
        return [("strategic reserves", "a unit in strategic reserves is not on the battlefield")]
    return []


def _within(unit: Unit) -> list[Problem]:
    if unit.within and not unit.on_battlefield:
        return [("within", "a unit that is not on the battlefield is within no area")]
    return []


def _embarked_on(unit: Unit) -> list[Problem]:
    if unit.embarked and unit.on_battlefield:
        return [("embarked", "an embarked unit is not on the battlefield (18.02)")]
    return []


def _set_up(unit: Unit) -> bool:
    return unit.set_up_turn is not None or any(k in SET_UP_MOVES for k, _ in unit.moves)


def _embarked_set_up(unit: Unit) -> list[Problem]:
    if unit.embarked and _set_up(unit):
        return [("embarked", "a unit set up on the battlefield this turn cannot embark (18.02)")]
    return []


def _reserves_set_up(unit: Unit) -> list[Problem]:
    if unit.in_reserves and _set_up(unit) and not unit.has(kw.AIRCRAFT):
        said = "a unit set up on the battlefield this turn is not in strategic reserves again"
        return [("strategic reserves", f"{said} (20.04; AIRCRAFT: 23.02)")]
    return []


def _charge_after_move(unit: Unit) -> list[Problem]:
    # A charge declared this phase was one the unit was eligible to declare (11.02, 23.04).
    if not unit.charges_declared:
        return []
    return [
        (
            "declared_charge",
            f"a unit that made {kind.article} {kind.value} move this turn cannot "
            "have declared a charge (11.02)",
        )
        for kind, _ in unit.moves
        if kind in (MoveKind.ADVANCE, MoveKind.FALL_BACK)
    ]


def _charge_aircraft(unit: Unit) -> list[Problem]:
    if unit.charges_declared and unit.has(kw.AIRCRAFT):
        return [("declared_charge", "an AIRCRAFT unit cannot have declared a charge (23.04)")]
    return []


# Each impossible state, in the order asked.
IMPOSSIBLE: tuple[Callable[[Unit], list[Problem]], ...] = (
    _player, _strength, _w, _models, _wounds, _oc, _ld, _engaged, _only_aircraft,
    _reserves_on, _within, _embarked_on, _embarked_set_up, _reserves_set_up,
    _charge_after_move, _charge_aircraft,
)  # fmt: skip


def impossibilities(unit: Unit) -> list[Problem]:
    """What makes ``unit`` an impossible state: (field, problem) pairs; empty if it is fine."""
    return parts.check_rows(IMPOSSIBLE, unit)
