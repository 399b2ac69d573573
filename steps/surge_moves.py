"""Surge moves and placements with end positions (docs/language.md#moves-with-end-positions;
contract §19.6): `When "<unit>" makes a surge move against "<enemy>" to ...` and `of up to <n>"`
(21.02, 23.02), `Given the placement "<name>" for "<unit>":` kept for a later move step, any
move `to the placement "<name>"`, and the charge roll a charge move weighs (11.04)."""

from __future__ import annotations

import re
from fractions import Fraction

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.keywords import FLY
from ruleslawyer.scenario.positions import number, where
from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import ScenarioState

from . import unit_rolls
from ._end_checks import surge_extra
from ._where import (
    BY,
    PLACED,
    TABLE,
    TO,
    Ended,
    Ends,
    labelled,
    placed_ends,
    table_ends,
    when_ended,
)
from .position_moves import MOVED, _move

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


when_ended(MOVED, ((PLACED, 'When "Squad" makes a normal move to the placement "near"'),))


# -- surge moves (21.02) -----------------------------------------------------------------------
_SURGE_HOW = re.compile(
    r'of up to (?P<n>[^\s"]+)"(?: against "(?P<enemy>[^"]+)")?|against "(?P<only>[^"]+)"'
)


def surge_words(ctx: ScenarioState, text: str) -> tuple[Fraction | None, str | None]:
    """What a surge step says before `to ...` (§19.6), for its When and its queries: the
    distance its rule allows (`of up to <n>"`) and the surge target (`against "<enemy>"`);
    both may be left out (`... can make a surge move to ...`: not weighed, the closest)."""
    if not text.strip():
        return None, None
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
    # 19.01: an attached unit is one unit, named by either part (contract §19.3), as a
    # charge's, pile-in's or consolidation's `against` reads it (steps/_fight_ends.py's aim)
    return maximum, ctx.canonical(ctx.unit(enemy).name) if enemy else None


def _surge(ctx: ScenarioState, unit: str, lead: str, how: str, ends: Ends, said: str) -> None:
    text = f"{lead}{how}"
    maximum, against = surge_words(ctx, text)
    fly = ctx.game.as_modified(ctx.unit(unit).name).has(FLY)  # 18.3: counts as
    said = f"{text} {said}"
    extra = surge_extra(ctx.game, fly, against)
    ends = labelled(ctx, unit, ends)
    _move(ctx, unit, "surge", ends, said, maximum=maximum, extra=extra)


_LEAD = '"{unit}" makes a surge move [lead=of up to |against ]{how:text}'


when_ended(
    Ended(
        _LEAD,
        lambda ctx, args, ends, said: _surge(
            ctx, args["unit"], args["lead"], args["how"], ends, said
        ),
        lambda args: f'When "{args["unit"]}" makes a surge move {args["lead"]}{args["how"]} to:',
        lambda ctx, args: None,
        "surge",
    ),
    (
        (TO, 'When "Squad" makes a surge move against "Boyz" to (12, 10)'),
        (BY, 'When "Squad" makes a surge move of up to 3" by (2, 0)'),
        (
            TABLE,
            'When "Squad" makes a surge move against "Boyz" to:\n  | model | x | y |\n'
            "  | 1 | 12 | 10 |",
        ),
        (
            PLACED,
            'When "Squad" makes a surge move of up to 6" against "Boyz" to the placement "near"',
        ),
    ),
)


__all__ = ["Fraction", "placed_ends"]
