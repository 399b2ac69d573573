"""Drawn positions (docs/language.md#drawn-positions; contract §19.9): `Given any position for
"<unit>"` and its kin leave a unit's position open, and a move `to any position` leaves its end
open; the property search draws them (ruleslawyer.scenario.drawn_positions) when the game is
built, or when the move runs."""

from __future__ import annotations

from fractions import Fraction

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.scenario.drawn_gaps import STEP
from ruleslawyer.scenario.drawn_positions import ANYWHERE, Draw, Wanted
from ruleslawyer.scenario.placement import move_characteristics
from ruleslawyer.scenario.positions import number
from ruleslawyer.scenario.registry import given, when
from ruleslawyer.scenario.state import ScenarioState

from ._where import rows as _rows
from .position_moves import _MAXIMUM_FROM_M, _SET_UP, _THREE_INCHES, _move, _set_up


def _want(ctx: ScenarioState, unit: str, want: Wanted) -> None:
    ctx.no_game_yet("leave a position open")
    name = ctx.unit(unit).name
    draws = ctx.position_draws
    before = draws.wanted.get(name)
    if before is not None:
        raise RulesInputError(
            f'a position for "{unit}" is drawn twice (line {before.line} and line {ctx.line}); '
            "keep one",
            word=unit,
        )
    draws.wanted[name] = want


@given('any position for "{unit}"', example='Given any position for "Squad"')
def any_position(ctx: ScenarioState, unit: str) -> None:
    _want(ctx, unit, Wanted("anywhere", line=ctx.line))


@given(
    'any position for "{unit}" within {n:length}" of {b:text}',
    example='Given any position for "Squad" within 6" of "Boyz"',
)
def any_position_within(ctx: ScenarioState, unit: str, n: str, b: str) -> None:
    _want(ctx, unit, Wanted("within", _distance(n), b.strip(), ctx.line))


@given(
    'any position for "{unit}" more than {n:length}" from {b:text}',
    example='Given any position for "Squad" more than 9" from "Boyz"',
)
def any_position_more_than(ctx: ScenarioState, unit: str, n: str, b: str) -> None:
    _want(ctx, unit, Wanted("more than", _distance(n), b.strip(), ctx.line))


@given(
    'any position for "{unit}" [how=within|wholly within|not within] {area:area}',
    example='Given any position for "Squad" wholly within the ruin',
)
def any_position_in(ctx: ScenarioState, unit: str, area: str, how: str) -> None:
    kind = {"within": "in", "wholly within": "wholly in", "not within": "not in"}[how]
    _want(ctx, unit, Wanted(kind, None, area.strip(), ctx.line))


@given('any formation for "{unit}"', example='Given any formation for "Squad"')
def any_formation(ctx: ScenarioState, unit: str) -> None:
    ctx.no_game_yet("leave a formation open")
    name = ctx.unit(unit).name
    ctx.position_draws.formation.add(name)
    ctx.position_draws.lines.setdefault(name, ctx.line)


@given('any height for "{unit}"', example='Given any height for "Squad"')
def any_height(ctx: ScenarioState, unit: str) -> None:
    ctx.no_game_yet("leave a height open")
    name = ctx.unit(unit).name
    ctx.position_draws.heights.add(name)
    ctx.position_draws.lines.setdefault(name, ctx.line)


@given(
    'positions are drawn on a {g:length}" grid',
    example='Given positions are drawn on a 0.5" grid',
)
def on_a_grid(ctx: ScenarioState, g: str) -> None:
    ctx.no_game_yet("state the grid of drawn positions")
    grid = number(g, "the grid")
    if grid <= 0 or grid % STEP:
        raise RulesInputError(
            f'a grid of {g}" cannot be drawn on: a grid is a multiple of 0.001" above 0 '
            '(write e.g. 0.5" or 1")',
            word=g,
        )
    draws = ctx.position_draws
    if draws.grid is not None:
        raise RulesInputError(
            f"the grid is stated twice (line {draws.grid_line} and line {ctx.line}); keep one",
            word=g,
        )
    draws.grid, draws.grid_line = grid, ctx.line


@when(
    '"{unit}" makes [a|an] {move:word} move to any position',
    example='When "Squad" makes a normal move to any position',
)
@when(
    '"{unit}" makes [a|an] {move:word} move to any position within {n:length}" of {b:text}',
    example='When "Squad" makes a charge move to any position within 2" of "Boyz"',
)
def move_to_any(
    ctx: ScenarioState, unit: str, move: str, n: str | None = None, b: str | None = None
) -> None:
    kind = MoveKind.parse(move)
    want = Wanted("within", _distance(n), b.strip(), ctx.line) if b and n else ANYWHERE
    if kind in _SET_UP:  # §13: <move> takes ingress and disembark in every move step
        _set_up_anywhere(ctx, unit, move, want)
        return
    _rows(ctx, unit)  # builds the game (the drawer runs first); the unit must be placed
    draw = _drawer(ctx)
    name = ctx.unit(unit).name
    maximum = None
    if kind in _MAXIMUM_FROM_M:  # every part's M: the whole unit moves by one offset (19.01)
        stated = [v for v in move_characteristics(ctx.board, ctx.game.units, name).values() if v]
        maximum = min(stated, default=None)
    if kind in _THREE_INCHES:
        maximum = Fraction(3)
    ends = draw.move_ends(name, want, maximum, ctx.line or 0)
    _move(ctx, unit, move, ends, "to any position")


def _set_up_anywhere(ctx: ScenarioState, unit: str, move: str, want: Wanted) -> None:
    """An ingress or a disembark `to any position` (contract §19.9): every model is set up
    (03.02), its closest model drawn relative to ``<b>`` (else a battlefield corner) and the
    rest in formation; a set-up its rules refuse is no situation (§9, 19.6)."""
    game = ctx.game  # builds the game: the drawer runs first
    draw = _drawer(ctx)
    name = ctx.unit(unit).name
    mine = game.unit(name)
    counts = [(p.name, p.models) for p in mine.part_facts] or [(name, mine.models)]
    ends = draw.set_up_ends(name, want, counts, ctx.line or 0)
    _set_up(ctx, unit, move, ends, "to any position")


def _drawer(ctx: ScenarioState) -> Draw:
    draw = ctx.position_draw
    if draw is None:
        raise RulesInputError(
            "a move to any position is drawn by the property search: run the .feature file "
            "through ruleslawyer",
            word="any position",
        )
    return draw


def _distance(text: str | None) -> Fraction:
    value = number(text or "0", "the distance")
    if value < 0:
        raise RulesInputError(f'a distance of {text}" is below 0"', word=text or "")
    return value
