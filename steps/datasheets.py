"""Real datasheets, army rosters and attached units (docs/datasheets.md).

A Given about a datasheet unit's OC, Ld, W, keywords or size overrides the datasheet's value,
whatever order the steps come in (see :mod:`ruleslawyer.scenario.datasheets`; interpretation 129).
"""

from __future__ import annotations

from pathlib import Path

from ruleslawyer import data
from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core import profiles as prof
from ruleslawyer.core.attached import check_listed
from ruleslawyer.core.errors import closest
from ruleslawyer.core.mortal_wounds import part_wounds_left
from ruleslawyer.scenario.datasheets import apply_datasheet, datasheet_footprint
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.files import (
    UnreadableInput,
    nearby_name,
    read_input,
    resolved,
    unusable_path,
)
from ruleslawyer.scenario.registry import given, then
from ruleslawyer.scenario.state import ScenarioState

from . import _parse


def _datasheet_unit(
    ctx: ScenarioState, unit: str, datasheet: str, player: str | None, models: int | None
) -> None:
    sheet = data.lookup(datasheet)
    draft = ctx.add_unit(unit)
    if draft.datasheet not in (None, sheet.name):
        raise RulesInputError(
            f'"{unit}" was already set up from the datasheet "{draft.datasheet}"; '
            "give this unit another name",
            word=unit,
        )
    apply_datasheet(draft, sheet, models)
    if player is not None:
        draft.state(ctx.line, player=ctx.player(player))
    datasheet_footprint(ctx.board, draft.name, sheet)  # §19.3: the data's base and M


@given(
    'a unit "{unit}" from the datasheet "{datasheet}"',
    example='Given a unit "Knight" from the datasheet "Knight Paladin"',
    pins=("unit",),
)
def datasheet_unit(ctx: ScenarioState, unit: str, datasheet: str) -> None:
    _datasheet_unit(ctx, unit, datasheet, None, None)


@given(
    'a unit "{unit}" from the datasheet "{datasheet}" for player {player:player}',
    example='Given a unit "Wolves" from the datasheet "Fenrisian Wolves" for player B',
    pins=("unit",),
)
def datasheet_unit_for(ctx: ScenarioState, unit: str, datasheet: str, player: str) -> None:
    _datasheet_unit(ctx, unit, datasheet, player, None)


@given(
    'a unit "{unit}" from the datasheet "{datasheet}" with {n:int} model[s|]',
    example='Given a unit "Intercessors" from the datasheet "Intercessor Squad" with 10 models',
    pins=("unit",),
)
def datasheet_unit_sized(ctx: ScenarioState, unit: str, datasheet: str, n: int) -> None:
    _datasheet_unit(ctx, unit, datasheet, None, n)


@given(
    'a unit "{unit}" from the datasheet "{datasheet}" with {n:int} model[s|] for player '
    "{player:player}",
    example='Given a unit "Boyz" from the datasheet "Boyz" with 20 models for player B',
    pins=("unit",),
)
def datasheet_unit_sized_for(
    ctx: ScenarioState, unit: str, datasheet: str, n: int, player: str
) -> None:
    _datasheet_unit(ctx, unit, datasheet, player, n)


@given(
    'player {player:player}\'s army from the roster "{path}"',
    example='Given player A\'s army from the roster "rosters/ultramarines.txt"',
)
def roster(ctx: ScenarioState, player: str, path: str) -> None:
    who = ctx.player(player)
    base = ctx.feature_path.parent if ctx.feature_path is not None else Path.cwd()
    where = resolved(base / path)
    # (a path the reader refuses, a NUL byte say, is its error, below)
    if not unusable_path(where) and not where.exists() and not where.is_symlink():
        near = nearby_name(where, path)
        raise data.RosterError(
            where,
            None,
            f"the roster {path!r} does not exist",
            word=path,
            suggestion=repr(near) if near else None,
        )
    try:
        text = read_input(where, "roster")
    except UnreadableInput as exc:
        hint = "; export it again from the app as text or JSON" if exc.line else ""
        raise data.RosterError(where, exc.line, exc.reason + hint, word=exc.word or path) from None
    for entry in data.read_roster(where, text, taken=set(ctx.units)):
        draft = ctx.add_unit(entry.name)
        apply_datasheet(draft, entry.sheet)
        datasheet_footprint(ctx.board, draft.name, entry.sheet)
        draft.starting_strength = entry.models
        draft.state(ctx.line, player=who)
        if entry.leads is not None:
            draft.leading = entry.leads
            draft.role = entry.role or draft.role


@given(
    '"{leader}" is leading "{bodyguard}"',
    example='Given "Captain" is leading "Intercessors"',
)
def leading(ctx: ScenarioState, leader: str, bodyguard: str) -> None:
    draft = ctx.unit(leader)
    ctx.unit(bodyguard)
    if leader == bodyguard:
        raise RulesInputError(f'"{leader}" cannot lead itself', word=leader)  # 19.01
    if draft.leading not in (None, bodyguard):
        raise RulesInputError(
            f'"{leader}" already leads "{draft.leading}": a leader unit leads one bodyguard '
            "unit (19.01)",
            word=bodyguard,
        )
    _check_listed(draft.datasheet, ctx.unit(bodyguard).datasheet, leader, bodyguard)
    draft.leading = bodyguard
    draft.stated["leading"] = ctx.line


def _check_listed(
    leader_sheet: str | None, bodyguard_sheet: str | None, leader: str, bodyguard: str
) -> None:
    """Between two datasheet units, only a bodyguard the data lists for the leader (19.01)."""
    if leader_sheet is None or bodyguard_sheet is None:
        return
    cat = data.catalogue()
    sheet, guard = cat.lookup(leader_sheet), cat.lookup(bodyguard_sheet)
    check_listed(
        leader, bodyguard, (sheet.name, guard.name), cat.can_lead(sheet, guard) is not False
    )


@given('any datasheet unit "{unit}"', example='Given any datasheet unit "Squad"')
def any_datasheet_unit(ctx: ScenarioState, unit: str) -> None:
    draft = ctx.add_unit(unit)
    draft.open = True
    draft.any_datasheet = ""


@given(
    'any datasheet unit "{unit}" with the keyword {keyword:text}',
    example='Given any datasheet unit "Knight" with the keyword TITANIC',
)
def any_datasheet_unit_with(ctx: ScenarioState, unit: str, keyword: str) -> None:
    for option in (w.strip() for w in keyword.split(" or ")):
        if not data.datasheet_indices({option}):
            raise RulesInputError(
                f"no datasheet has the keyword {option}",
                word=option,
                suggestion=closest(option.upper(), data.all_keywords()),
            )
    draft = ctx.add_unit(unit)
    draft.open = True
    draft.any_datasheet = keyword
    if " or " not in keyword:
        draft.keywords_required |= {keyword}


def _claim(expected: str, holds: bool, decided: str, reason: Reason) -> None:
    if not holds:
        raise Disagreement(expected, decided, (reason,))


def _weighed(ctx: ScenarioState, reason: Reason) -> Reason:
    """The clause a characteristic's answer rests on (01.07 for a battle-shocked unit's OC,
    else 02.02 or 19.03), recorded as consulted whichever way the claim goes: the FAQ's rules
    consulted name the clauses behind every verdict (§16), a confirmed one too."""
    ctx.game.weigh(reason.rule, True)
    return reason


@then('"{unit}" has the keyword {keyword:text}', example='Then "Knight" has the keyword TITANIC')
def then_has_keyword(ctx: ScenarioState, unit: str, keyword: str) -> None:
    _keyword_claim(ctx, unit, keyword, True, f'"{unit}" has the keyword {keyword}')


@then(
    '"{unit}" does not have the keyword {keyword:text}',
    example='Then "Wolves" does not have the keyword INFANTRY',
)
def then_lacks_keyword(ctx: ScenarioState, unit: str, keyword: str) -> None:
    _keyword_claim(ctx, unit, keyword, False, f'"{unit}" does not have the keyword {keyword}')


def _keyword_claim(ctx: ScenarioState, unit: str, keyword: str, want: bool, said: str) -> None:
    """The claim asks the one keyword; the unit's whole list is read (to say it) only when the
    claim fails, so that the exhaustive walk branches on that keyword alone."""
    found = ctx.game.as_modified(unit)
    # The verdict rests on the same clause either way: 19.03 for an attached unit, else 02.05.
    ctx.game.weigh(prof.keyword_rule(found), True)
    if found.has(keyword) is not want:
        has, why = prof.keyword(found, keyword)
        _claim(said, has is want, str(why), why)


@then('"{unit}" has OC {oc:word}', example='Then "Wolves" has OC 0')
def then_has_oc(ctx: ScenarioState, unit: str, oc: str) -> None:
    wanted = _parse.oc(oc)
    values, why = prof.oc(ctx.game.as_modified(unit), ctx.named_unit)
    _weighed(ctx, why)
    _claim(f'"{ctx.named_unit or unit}" has OC {oc}', wanted in values, str(why), why)


@then('"{unit}" has Ld {ld:word}', example='Then "Wolves" has Ld 8+')
def then_has_ld(ctx: ScenarioState, unit: str, ld: str) -> None:
    wanted = _parse.ld(ld)
    values, why = prof.ld(ctx.game.as_modified(unit), ctx.named_unit)
    _weighed(ctx, why)
    _claim(f'"{ctx.named_unit or unit}" has Ld {ld}', wanted in values, str(why), why)


@then('"{unit}" has W {w:int}', example='Then "Vehicle" has W 11')
def then_has_w(ctx: ScenarioState, unit: str, w: int) -> None:
    value, why = prof.w(ctx.game.as_modified(unit), ctx.named_unit)
    _weighed(ctx, why)
    _claim(f'"{ctx.named_unit or unit}" has W {w}', w == value, str(why), why)


@then(
    '"{unit}" has a starting strength of {n:int}',
    example='Then "Intercessors" has a starting strength of 6',
)
def then_starting_strength(ctx: ScenarioState, unit: str, n: int) -> None:
    found = ctx.game.unit(unit)
    why = prof.starting_strength(found)
    _claim(f'"{unit}" has a starting strength of {n}', found.starting_strength == n, str(why), why)


@then('"{unit}" has {n:int} wound[s|] left', example='Then "Vehicle" has 2 wounds left')
def then_wounds_left(ctx: ScenarioState, unit: str, n: int) -> None:
    """The wounds left of its wounded model, or of a model at full W (contract 18.5)."""
    found = ctx.game.as_modified(unit)
    part = part_wounds_left(ctx.game.wounded, found, ctx.named_unit)  # a part: its own (18.5)
    left = found.wounds_left if part is None else part
    if left != n:
        said = f'"{ctx.named_unit or unit}" has {n} wound{"" if n == 1 else "s"} left'
        raise Disagreement(said, f"it has {left} wound{'' if left == 1 else 's'} left")
