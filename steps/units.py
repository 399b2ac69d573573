"""Setting up units (docs/language.md#setting-up-given): their characteristics and the facts of
this turn."""

from __future__ import annotations

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.core.errors import closest
from ruleslawyer.core.keywords import check_case
from ruleslawyer.core.unit_fields import FIELDS, Kind
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import ScenarioState

from . import _parse


@given('a unit "{unit}"', example='Given a unit "Intercessors"', pins=("unit",))
def a_unit(ctx: ScenarioState, unit: str) -> None:
    ctx.add_unit(unit)


@given(
    'a unit "{unit}" for player {player:player}',
    example='Given a unit "Boyz" for player B',
    pins=("unit",),
)
@given(
    '"{unit}" belongs to player {player:player}',
    example='Given "Boyz" belongs to player B',
    pins=("unit",),
)
def unit_for_player(ctx: ScenarioState, unit: str, player: str) -> None:
    draft = ctx.add_unit(unit) if unit not in ctx.units else ctx.unit(unit)
    draft.state(ctx.line, player=ctx.player(player))


# 02.05 Keywords: a keyword may be more than one word (JUMP PACK, ADEPTUS ASTARTES), so the
# keyword slot of these Givens is text, as the Then that asks it is.
@given(
    '"{unit}" has the keyword {keyword:text}',
    example='Given "Knight" has the keyword TITANIC',
    pins=("unit",),
)
@given(
    '"{unit}" has the keywords {keyword:text}',
    example='Given "Knight" has the keywords VEHICLE, WALKER and TITANIC',
    pins=("unit",),
)
def has_keywords(ctx: ScenarioState, unit: str, keyword: str) -> None:
    draft = ctx.unit(unit)
    added = _parse.keyword_list(keyword)
    draft.state(ctx.line, keywords=draft.keywords | added)
    draft.keywords_required |= added
    draft.keywords_forbidden -= added


@given(
    '"{unit}" does not have the keyword {keyword:text}',
    example='Given "Squad" does not have the keyword INFANTRY',
    pins=("unit",),
)
def lacks_keyword(ctx: ScenarioState, unit: str, keyword: str) -> None:
    keyword = check_case(keyword)
    draft = ctx.unit(unit)
    draft.state(ctx.line, keywords=draft.keywords - {keyword})
    draft.keywords_forbidden |= {keyword}
    draft.keywords_required -= {keyword}


@given('"{unit}" has OC {oc:word}', example='Given "Squad" has OC 0', pins=("unit",))
def has_oc(ctx: ScenarioState, unit: str, oc: str) -> None:
    ctx.unit(unit).state(ctx.line, oc=_parse.oc(oc))


@given('"{unit}" has Ld {ld:word}', example='Given "Squad" has Ld 7+', pins=("unit",))
def has_ld(ctx: ScenarioState, unit: str, ld: str) -> None:
    ctx.unit(unit).state(ctx.line, ld=_parse.ld(ld))


@given('"{unit}" has W {w:int}', example='Given "Vehicle" has W 11', pins=("unit",))
def has_w(ctx: ScenarioState, unit: str, w: int) -> None:
    ctx.unit(unit).state(ctx.line, w=w)


@given(
    '"{unit}" has a starting strength of {n:int}',
    example='Given "Squad" has a starting strength of 10',
    pins=("unit",),
)
def has_starting_strength(ctx: ScenarioState, unit: str, n: int) -> None:
    ctx.unit(unit).state(ctx.line, starting_strength=n)


@given(
    '"{unit}" has {n:int} model[s|] left', example='Given "Squad" has 5 models left', pins=("unit",)
)
def has_models(ctx: ScenarioState, unit: str, n: int) -> None:
    ctx.unit(unit).state(ctx.line, models=n)


@given(
    '"{unit}" has {n:int} wound[s|] left',
    example='Given "Vehicle" has 3 wounds left',
    pins=("unit",),
)
def has_wounds(ctx: ScenarioState, unit: str, n: int) -> None:
    ctx.unit(unit).state(ctx.line, wounds_left=n)


@given('"{unit}" is battle-shocked', example='Given "Squad" is battle-shocked', pins=("unit",))
def is_shocked(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, battle_shocked=True)


@given(
    '"{unit}" is not battle-shocked', example='Given "Squad" is not battle-shocked', pins=("unit",)
)
def is_not_shocked(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, battle_shocked=False)


@given('"{unit}" is engaged', example='Given "Squad" is engaged', pins=("unit",))
def is_engaged(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, engaged=True)


@given('"{unit}" is not engaged', example='Given "Squad" is not engaged', pins=("unit",))
def is_not_engaged(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, engaged=False)


@given(
    '"{unit}" is off the battlefield',
    example='Given "Squad" is off the battlefield',
    pins=("unit",),
)
def is_off(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, on_battlefield=False)


@given(
    '"{unit}" is on the battlefield', example='Given "Squad" is on the battlefield', pins=("unit",)
)
def is_on(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, on_battlefield=True)


@given(
    '"{unit}" is within {area:area}',
    example='Given "Squad" is within a terrain area',
    pins=("unit",),
)
def is_within(ctx: ScenarioState, unit: str, area: str) -> None:
    draft = ctx.unit(unit)
    draft.state(ctx.line, within=draft.within | {area.strip()})


@given(
    '"{unit}" is wholly within {area:area}',
    example='Given "Squad" is wholly within player A\'s deployment zone',
    pins=("unit",),
)
def is_wholly_within(ctx: ScenarioState, unit: str, area: str) -> None:
    """Wholly within an area (01.04), stated where the area has no shape (contract §19.5); it
    implies within. Where the area has a shape the positions check it."""
    draft = ctx.unit(unit)
    name = area.strip()
    draft.state(ctx.line, wholly_within=draft.wholly_within | {name})
    if name not in draft.within:
        draft.state(ctx.line, within=draft.within | {name})


@given(
    '"{unit}" is not within {area:area}',
    example='Given "Squad" is not within the ruin',
    pins=("unit",),
)
def is_not_within(ctx: ScenarioState, unit: str, area: str) -> None:
    """Not within an area: where the area has no shape, what a unit is when no Given puts it
    there; where it has one, the positions check it (contract §19.5)."""
    draft = ctx.unit(unit)
    name = area.strip()
    stated = draft.stated.get("within")
    if area_key(name) in {area_key(a) for a in draft.within}:
        raise RulesInputError(
            f'line {stated} states "{unit}" is within {name}; it cannot also be not within it',
            word=name,
        )
    ctx.not_within.append((draft.name, name, ctx.line))


_MOVES = {"normal": MoveKind.NORMAL, "advance": MoveKind.ADVANCE, "fall-back": MoveKind.FALL_BACK}


@given(
    '"{unit}" made [a|an] {move:word} move this turn',
    example='Given "Squad" made an advance move this turn',
    pins=("unit",),
)
def made_move(ctx: ScenarioState, unit: str, move: str) -> None:
    kind = MoveKind.parse(move)
    draft = ctx.unit(unit)
    draft.state(ctx.line, moves=(*draft.moves, kind))


@given(
    '"{unit}" made no move this turn',
    example='Given "Squad" made no move this turn',
    pins=("unit",),
)
def made_no_move(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, moves=())


@given(
    '"{unit}" started the "{action}" Action this turn',
    example='Given "Squad" started the "Deploy Device" Action this turn',
    pins=("unit",),
)
def started_action(ctx: ScenarioState, unit: str, action: str) -> None:
    # The Action may be set up by a later Given; the build checks that it exists.
    draft = ctx.unit(unit)
    draft.state(ctx.line, started=(*draft.started, action))


@given(
    '"{unit}" has started no Action this turn',
    example='Given "Squad" has started no Action this turn',
    pins=("unit",),
)
def started_no_action(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, started=())


# The columns of `Given the units:`: the name, then every fact of the unit field table that
# is a column, named as the table calls it.
# Then §20.1's yes/no columns: engaged, made a charge move (this turn), Fights First, and selected
# to fight (this phase; its rows count in table order, as the `has been selected` Givens do).
TABLE_COLUMNS = ("unit", *(row.called for row in FIELDS if row.column))
_COLUMNS = {row.called: row for row in FIELDS if row.column}
FLAG_COLUMNS = ("engaged", "made a charge move", "Fights First", "selected to fight")
# And §19's columns (the change to §3): `base` (as `has <size> bases`) and `M` (as `has M <n>"`).
BOARD_COLUMNS = ("base", "M")


@given(
    "the units:",
    example="Given the units:\n  | unit | player | keywords |\n"
    "  | Squad | A | INFANTRY, BATTLELINE |",
    pins=("unit",),
)
def the_units(ctx: ScenarioState, datatable: list[list[str]]) -> None:
    if not datatable:
        raise RulesInputError(
            "the units table is empty; it needs a header row with 'unit'", word="the units:"
        )
    header = [h.strip() for h in datatable[0]]
    columns = (*TABLE_COLUMNS, *FLAG_COLUMNS, *BOARD_COLUMNS)
    for name in header:
        if name not in columns:
            suggestion = closest(name, columns)
            raise RulesInputError(
                f"unknown column {name!r} in the units table; columns are " + ", ".join(columns),
                word=name,
                suggestion=repr(suggestion) if suggestion else None,
            )
    if "unit" not in header:
        raise RulesInputError("the units table needs a 'unit' column", word="unit")
    for row in datatable[1:]:
        cells = {h: c.strip() for h, c in zip(header, row, strict=False)}
        draft = ctx.add_unit(cells["unit"])
        for column, cell in cells.items():
            if column == "unit" or cell == "":
                continue
            _set_column(ctx, draft.name, column, cell)


def _yes(cell: str, column: str) -> bool:
    word = cell.strip().lower()
    if word not in ("yes", "no"):
        raise RulesInputError(
            f"the {column!r} column takes yes or no, not {cell!r}",
            word=cell,
            suggestion=closest(word, ["yes", "no"]),
        )
    return word == "yes"


def _set_flag(ctx: ScenarioState, unit: str, column: str, cell: str) -> None:
    """A §20.1 column: each says what its Given says (`is engaged`, `made a charge move this
    turn`, `has Fights First`, `has been selected to fight this phase`), or its negative."""
    draft = ctx.unit(unit)
    yes = _yes(cell, column)
    if column == "engaged":
        draft.state(ctx.line, engaged=yes)
    elif column == "Fights First":
        draft.state(ctx.line, fights_first=yes)
    elif column == "made a charge move":
        kept = tuple(m for m in draft.moves if m is not MoveKind.CHARGE)
        draft.state(ctx.line, moves=(*kept, MoveKind.CHARGE) if yes else kept)
    else:
        draft.state(ctx.line, selected_to_fight=yes)
        if yes:
            ctx.fight_history.append(unit)


def _set_column(ctx: ScenarioState, unit: str, column: str, cell: str) -> None:
    if column in FLAG_COLUMNS:
        _set_flag(ctx, unit, column, cell)
        return
    if column == "base":
        ctx.board.base(ctx.unit(unit).name, cell, ctx.line)
        return
    if column == "M":
        ctx.board.stated_m(ctx.unit(unit).name, cell)
        return
    draft = ctx.unit(unit)
    row = _COLUMNS[column]
    value: object
    if row.kind is Kind.PLAYER:
        value = ctx.player(cell)
    elif row.kind is Kind.KEYWORDS:
        value = _parse.keyword_list(cell)
    elif row.kind is Kind.WHOLE_OR_DASH:
        value = _parse.oc(cell)
    elif row.kind is Kind.WHOLE and row.written_plus:
        value = _parse.ld(cell)
    elif row.kind is Kind.WHOLE:
        value = _parse.number(cell, column)
    else:
        raise RulesInputError(f"the units table cannot state {column!r}", word=column)
    draft.state(ctx.line, **{row.name: value})
    if row.kind is Kind.KEYWORDS:
        draft.stated["keywords_whole"] = ctx.line
