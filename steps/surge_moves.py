"""Surge moves and placements with end positions (docs/language.md#moves-with-end-positions;
contract §19.6): `When "<unit>" makes a surge move against "<enemy>" to ...` and `of up to <n>"`
(21.02, 23.02), `Given the placement "<name>" for "<unit>":` kept for a later move step, any
move `to the placement "<name>"`, and the charge roll a charge move weighs (11.04)."""

from __future__ import annotations

import re
from fractions import Fraction

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.core.keywords import FLY
from ruleslawyer.scenario.positions import number, where
from ruleslawyer.scenario.registry import given, when
from ruleslawyer.scenario.state import ScenarioState

from . import unit_rolls
from ._end_checks import surge_extra
from ._where import Ends, labelled, point_ends, table_ends
from .position_moves import _SET_UP, _move, _set_up

_CHARGE_ROLLS = range(2, 13)  # 2D6 (11.02)


@given(
    'the charge roll for "{unit}" will be {n:int}',
    example='Given the charge roll for "Squad" will be 7',
    pins=("roll",),
)
def charge_roll_will_be(ctx: ScenarioState, unit: str, n: int) -> None:
    """The charge roll a charge move weighs (11.02, 11.04): its maximum distance, and the
    distance each charge target is within at the start. Like every given roll it may follow a
    When step: it stands for the roll still to come."""
    if n not in _CHARGE_ROLLS:
        raise RulesInputError(
            f"a charge roll is a 2D6 total from {_CHARGE_ROLLS[0]} to {_CHARGE_ROLLS[-1]}, not {n}",
            word=str(n),
        )
    ctx.board.charge_rolls[ctx.unit(unit).name] = n
    unit_rolls.give(ctx, "charge", unit, (n,))  # the roll the core makes (18.3 item 4)


# -- placements --------------------------------------------------------------------------------
@given(
    'the placement "{name}" for "{unit}":',
    example='Given the placement "near" for "Squad":\n  | model | x | y |\n  | 1 | 12 | 10 |',
)
def placement(ctx: ScenarioState, name: str, unit: str, datatable: list[list[str]]) -> None:
    """Positions kept for a later move step: `to the placement "<name>"` (§19.6)."""
    canonical = ctx.unit(unit).name
    key = (canonical, name)
    if key in ctx.board.placements:
        first = ctx.board.placements[key][1]
        raise RulesInputError(
            f'the placement "{name}" for "{unit}" is given twice ({where(first)} and '
            f"{where(ctx.line)}); keep one",
            word=name,
        )
    ctx.board.placements[key] = (table_ends(unit, datatable, f'the placement "{name}"'), ctx.line)


def placed_ends(ctx: ScenarioState, unit: str, name: str) -> Ends:
    """The positions of a placement given earlier; an unknown one is an input error naming
    the placements given for the unit."""
    canonical = ctx.unit(unit).name
    found = ctx.board.placements.get((canonical, name))
    if found is None:
        known = ", ".join(f'"{n}"' for u, n in ctx.board.placements if u == canonical)
        raise RulesInputError(
            f'no placement "{name}" was given for "{unit}" (its placements: {known or "none"}; '
            f'add: Given the placement "{name}" for "{unit}": with a table model | x | y)',
            word=name,
        )
    return dict(found[0])


@when(
    '"{unit}" makes [a|an] {move:word} move to the placement "{name}"',
    example='When "Squad" makes a normal move to the placement "near"',
)
def move_to_placement(ctx: ScenarioState, unit: str, move: str, name: str) -> None:
    ends = placed_ends(ctx, unit, name)
    said = f'to the placement "{name}"'
    if MoveKind.parse(move) in _SET_UP:
        ctx.game  # noqa: B018 - build first
        _set_up(ctx, unit, move, ends, said)
        return
    _move(ctx, unit, move, labelled(ctx, unit, ends), said)


# -- surge moves (21.02) -----------------------------------------------------------------------
_SURGE_HOW = re.compile(
    r'of up to (?P<n>[^\s"]+)"(?: against "(?P<enemy>[^"]+)")?|against "(?P<only>[^"]+)"'
)


def _surge(ctx: ScenarioState, unit: str, lead: str, how: str, ends: Ends, said: str) -> None:
    text = f"{lead}{how}"
    found = _SURGE_HOW.fullmatch(text)
    if found is None:
        raise RulesInputError(
            f'a surge move is written `of up to <n>"`, then `against "<enemy>"`, before '
            f"`to ...`, not {text!r}",
            word=text,
        )
    maximum = number(found["n"], "the surge move's maximum distance") if found["n"] else None
    if maximum is not None and maximum <= 0:
        raise RulesInputError(f'a surge move of up to {found["n"]}" moves no model', word=text)
    enemy = found["enemy"] or found["only"]
    against = ctx.unit(enemy).name if enemy else None
    fly = ctx.game.unit(ctx.unit(unit).name).has(FLY)
    said = f"{text} {said}"
    extra = surge_extra(ctx.game, fly, against)
    ends = labelled(ctx, unit, ends)
    _move(ctx, unit, "surge", ends, said, maximum=maximum, extra=extra)


_LEAD = '"{unit}" makes a surge move [lead=of up to |against ]{how:text}'


@when(
    _LEAD + " to ({x:length}, {y:length})",
    example='When "Squad" makes a surge move against "Boyz" to (12, 10)',
)
def surge_to(ctx: ScenarioState, unit: str, lead: str, how: str, x: str, y: str) -> None:
    table = f'When "{unit}" makes a surge move {lead}{how} to:'
    ends = point_ends(ctx, unit, "to", x, y, table)
    _surge(ctx, unit, lead, how, ends, f"to ({x}, {y})")


@when(
    _LEAD + " by ({dx:length}, {dy:length})",
    example='When "Squad" makes a surge move of up to 3" by (2, 0)',
)
def surge_by(ctx: ScenarioState, unit: str, lead: str, how: str, dx: str, dy: str) -> None:
    ends = point_ends(ctx, unit, "by", dx, dy, "")
    _surge(ctx, unit, lead, how, ends, f"by ({dx}, {dy})")


@when(
    _LEAD + " to:",
    example='When "Squad" makes a surge move against "Boyz" to:\n  | model | x | y |\n'
    "  | 1 | 12 | 10 |",
)
def surge_to_table(
    ctx: ScenarioState, unit: str, lead: str, how: str, datatable: list[list[str]]
) -> None:
    ends = table_ends(unit, datatable, "a move's table")
    _surge(ctx, unit, lead, how, ends, "to the positions of its table")


@when(
    _LEAD + ' to the placement "{name}"',
    example='When "Squad" makes a surge move of up to 6" against "Boyz" to the placement "near"',
)
def surge_to_placement(ctx: ScenarioState, unit: str, lead: str, how: str, name: str) -> None:
    ends = placed_ends(ctx, unit, name)
    _surge(ctx, unit, lead, how, ends, f'to the placement "{name}"')


__all__ = ["Fraction", "placed_ends"]
