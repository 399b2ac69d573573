"""Positions and distances (docs/language.md#positions-and-distances; contract §19.2, §19.3,
§19.7): the battlefield, shaped areas, objective markers and placed models; what they decide
is asked in steps/position_facts.py and computed when the game is built
(ruleslawyer.scenario.positions)."""

from __future__ import annotations

import re

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import Hull, base_size
from ruleslawyer.core.geometry import Point, Polygon, rectangle
from ruleslawyer.scenario.positions import Placed, number
from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import ScenarioState

from .missions import is_marker

_PAIR = re.compile(r"\(\s*([^,()]+?)\s*,\s*([^,()]+?)\s*\)")


# -- the battlefield, areas and markers (19.2) ----------------------------------------------------
@given(
    'the battlefield is {width:length}" by {depth:length}"',
    example='Given the battlefield is 44" by 30"',
)
def battlefield(ctx: ScenarioState, width: str, depth: str) -> None:
    ctx.no_game_yet("set the battlefield's size")
    ctx.board.set_battlefield(
        number(width, "the battlefield's width"), number(depth, "the battlefield's depth"), ctx.line
    )


@given(
    "the battlefield is {width:length}mm by {depth:length}mm",
    example="Given the battlefield is 1117.6mm by 762mm",
)
def battlefield_mm(ctx: ScenarioState, width: str, depth: str) -> None:
    """The battlefield's size in millimetres (§19.2: 1" = 25.4mm exactly)."""
    battlefield(ctx, f"{width}mm", f"{depth}mm")


def _point(x: str, y: str, what: str) -> Point:
    return (number(x, f"{what}'s x"), number(y, f"{what}'s y"))


@given(
    "{area:area} is the rectangle from ({x1:length}, {y1:length}) to ({x2:length}, {y2:length})",
    example="Given the ruin is the rectangle from (10, 10) to (16, 16)",
)
def is_rectangle(ctx: ScenarioState, area: str, x1: str, y1: str, x2: str, y2: str) -> None:
    ctx.no_game_yet("give an area a shape")
    (ax, ay), (bx, by) = _point(x1, y1, area), _point(x2, y2, area)
    if ax == bx or ay == by:
        raise RulesInputError(
            f"the rectangle of {area} has no {'width' if ax == bx else 'depth'}: its corners "
            "must differ in x and in y",
            word=f"({x2}, {y2})",
        )
    shape = rectangle(min(ax, bx), min(ay, by), max(ax, bx), max(ay, by))
    ctx.board.shape(area, shape, ctx.line)


@given(
    "{area:area} is the polygon {corners:text}",
    example="Given the crater is the polygon (20, 20) (26, 20) (23, 25)",
)
def is_polygon(ctx: ScenarioState, area: str, corners: str) -> None:
    ctx.no_game_yet("give an area a shape")
    found = _PAIR.findall(corners)
    rest = _PAIR.sub("", corners).strip()
    if rest or len(found) < 3:
        raise RulesInputError(
            f"the polygon of {area} needs three or more corners written (x, y) in order, "
            f"not {corners.strip()!r}",
            word=rest or corners.strip(),
        )
    shape = Polygon(tuple(_point(x, y, area) for x, y in found))
    ctx.board.shape(area, shape, ctx.line)


@given(
    "{area:area} is an objective marker at ({x:length}, {y:length})",
    example="Given the beacon is an objective marker at (30, 22)",
)
def marker_at(ctx: ScenarioState, area: str, x: str, y: str) -> None:
    is_marker(ctx, area)  # the §15 objective marker, then its position
    ctx.board.marker(area.strip(), _point(x, y, area.strip()), ctx.line)


@given('the deployment "{name}"', example='Given the deployment "Hammer and Anvil"')
def the_deployment(ctx: ScenarioState, name: str) -> None:
    ctx.no_game_yet("give the deployment")
    ctx.board.deploy(name, ctx.line)


@given(
    "player {player:player} is the [role=attacker|defender]",
    example="Given player B is the attacker",
)
def attacker(ctx: ScenarioState, player: str, role: str) -> None:
    ctx.no_game_yet("say who attacks")
    who = ctx.player(player)
    ctx.board.attacker = who if role == "attacker" else ("A" if who == "B" else "B")


# -- placing models (19.3) ------------------------------------------------------------------------
_COLUMNS = ("unit", "model", "x", "y", "height", "base", "facing")


@given(
    "the positions:",
    example="Given the positions:\n  | unit | model | x | y |\n  | Squad | 1 | 10 | 10 |",
)
def the_positions(ctx: ScenarioState, datatable: list[list[str]]) -> None:
    ctx.no_game_yet("place models")
    if not datatable:
        raise RulesInputError("the positions table is empty", word="the positions:")
    header = [h.strip() for h in datatable[0]]
    for name in header:
        if name not in _COLUMNS:
            raise RulesInputError(
                f"unknown column {name!r} in the positions table; columns are "
                + ", ".join(_COLUMNS),
                word=name,
            )
    for needed in ("unit", "x", "y"):
        if needed not in header:
            raise RulesInputError(f"the positions table needs a {needed!r} column", word=needed)
    line = ctx.line
    for offset, row in enumerate(datatable[1:], start=1):
        cells = {h: c.strip() for h, c in zip(header, row, strict=False)}
        at = line + 1 + offset if isinstance(line, int) else line
        _place(ctx, cells, at)


def _place(ctx: ScenarioState, cells: dict[str, str], at: int | str | None) -> None:
    unit = cells["unit"]
    draft = ctx.unit(unit)
    label = cells.get("model") or ctx.board.next_label(draft.name)
    where = f'model {label} of "{unit}"'
    height = number(cells.get("height") or "0", f"the height of {where}")
    if height < 0:
        raise RulesInputError(
            f"the height of {where} is {cells['height']}; a height is 0 or more", word="height"
        )
    base = cells.get("base") or None
    ctx.board.place(
        Placed(
            draft.name,
            label,
            _point(cells.get("x", ""), cells.get("y", ""), where),
            height,
            base_size(base) if base else None,
            number(cells.get("facing") or "0", f"the facing of {where}"),
            at,
        )
    )


@given('"{unit}" is at ({x:length}, {y:length})', example='Given "Captain" is at (10, 10)')
@given(
    '"{unit}" is at ({x:length}, {y:length}, {height:length})',
    example='Given "Captain" is at (10, 10, 3)',
)
def is_at(ctx: ScenarioState, unit: str, x: str, y: str, height: str = "0") -> None:
    ctx.no_game_yet("place models")
    _place(ctx, {"unit": unit, "x": x, "y": y, "height": height}, ctx.line)


@given('"{unit}" has {size:length} bases', example='Given "Squad" has 40mm bases')
@given('"{unit}" has a {size:length} base', example='Given "Captain" has a 60x35.5mm base')
def has_bases(ctx: ScenarioState, unit: str, size: str) -> None:
    ctx.no_game_yet("give a unit its base")
    ctx.board.base(ctx.unit(unit).name, size, ctx.line)


@given(
    '"{unit}" has a hull of {length:length}" by {width:length}"',
    example='Given "Rhino" has a hull of 7" by 4"',
)
@given(
    '"{unit}" has a hull of {length:length}" by {width:length}" and {high:length}" high',
    example='Given "Rhino" has a hull of 7" by 4" and 3" high',
)
def has_hull(ctx: ScenarioState, unit: str, length: str, width: str, high: str = "0") -> None:
    ctx.no_game_yet("give a unit its hull")
    sizes = [number(v, f"the hull's {w}") for v, w in ((length, "length"), (width, "width"))]
    if min(sizes) <= 0:
        raise RulesInputError(f'a hull of {length}" by {width}" has no area', word=length)
    tall = number(high, "the hull's height")
    ctx.board.hull(ctx.unit(unit).name, Hull.box(sizes[0], sizes[1], tall), ctx.line)


@given(
    '"{unit}" has a hull with corners {corners:text}',
    example='Given "Rhino" has a hull with corners (-3.5, -2) (3.5, -2) (3.5, 2) (-3.5, 2)',
)
def has_hull_corners(ctx: ScenarioState, unit: str, corners: str) -> None:
    ctx.no_game_yet("give a unit its hull")
    found = _PAIR.findall(corners)
    rest = _PAIR.sub("", corners).strip()
    if rest or len(found) < 3:
        raise RulesInputError(
            f"a hull needs three or more corners written (x, y), not {corners.strip()!r}",
            word=rest or corners.strip(),
        )
    points = tuple(_point(x, y, f'the hull of "{unit}"') for x, y in found)
    ctx.board.hull(ctx.unit(unit).name, Hull(points), ctx.line)


# -- asking (19.7) --------------------------------------------------------------------------------
