"""The Fight phase (contract §14: 12.02-12.06, 24.13, 11.04): its steps, eligibility to fight,
the fight types and Fights First."""

from __future__ import annotations

from collections.abc import Sequence

from ruleslawyer.core import ImpossibleEvent, Phase, Reason, Verdict
from ruleslawyer.core import clock as gc
from ruleslawyer.core.eligibility import reason_in
from ruleslawyer.core.fight import FIGHT_REASONS, FIGHT_TYPE_REASONS, FightType
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._verdicts import _said


# -- Given -------------------------------------------------------------------------------------
def _stand_in(ctx: ScenarioState, step: str, player: str) -> None:
    ctx.no_game_yet("place the game")
    point = gc.fight_step(step)
    ctx.moment.player = ctx.player(player)
    ctx.moment.phase = Phase.FIGHT
    ctx.moment.step = point


# One template per step: a slot here could also hold an area phrase's words.
@given(
    "it is the Pile In step of player {player:player}'s Fight phase",
    example="Given it is the Pile In step of player A's Fight phase",
    pins=("moment",),
)
def it_is_pile_in_step(ctx: ScenarioState, player: str) -> None:
    _stand_in(ctx, "Pile In", player)


@given(
    "it is the Fight step of player {player:player}'s Fight phase",
    example="Given it is the Fight step of player A's Fight phase",
    pins=("moment",),
)
def it_is_fight_step(ctx: ScenarioState, player: str) -> None:
    _stand_in(ctx, "Fight", player)


@given(
    "it is the Consolidate step of player {player:player}'s Fight phase",
    example="Given it is the Consolidate step of player B's Fight phase",
    pins=("moment",),
)
def it_is_consolidate_step(ctx: ScenarioState, player: str) -> None:
    _stand_in(ctx, "Consolidate", player)


@given(
    '"{unit}" was engaged at the start of the Fight step',
    example='Given "Squad" was engaged at the start of the Fight step',
    pins=("unit",),
)
def was_engaged_at_step(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, engaged_at_fight_step=True)


@given(
    '"{unit}" was not engaged at the start of the Fight step',
    example='Given "Squad" was not engaged at the start of the Fight step',
    pins=("unit",),
)
def was_not_engaged_at_step(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, engaged_at_fight_step=False)


@given(
    '"{unit}" has been selected to fight this phase',
    example='Given "Squad" has been selected to fight this phase',
    pins=("unit",),
)
def selected_already(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, selected_to_fight=True)
    ctx.fight_history.append(unit)  # the order stated is the order of the selections (§20.1)


@given('"{unit}" has Fights First', example='Given "Squad" has Fights First', pins=("unit",))
def has_fights_first(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, fights_first=True)


# -- When --------------------------------------------------------------------------------------
@when('"{unit}" is selected to fight', example='When "Squad" is selected to fight')
def selected_to_fight(ctx: ScenarioState, unit: str) -> None:
    try:
        ctx.game.select_to_fight(unit)
    except ImpossibleEvent as exc:
        player = ctx.game.unit(unit).player
        fixes = {
            "it is not the Fight phase": f"add Given it is the Fight step of player {player}'s "
            "Fight phase",
            FIGHT_REASONS[1].text: f'remove Given "{unit}" has been selected to fight this phase',
            FIGHT_REASONS[2].text: f'add Given "{unit}" is engaged',
        }
        said = [fixes[r.text] for r in exc.reasons if isinstance(r, Reason) and r.text in fixes]
        raise ImpossibleEvent(
            exc.message + ("; " + "; ".join(said) if said else ""),
            unit=unit,
            reasons=exc.reasons,
            word=exc.word,
        ) from None


# -- Then --------------------------------------------------------------------------------------
def _claim_no(
    claim: str,
    verdict: Verdict,
    table: Sequence[Reason],
    words: tuple[str, str],
    reason: str | None = None,
    datatable: list[list[str]] | None = None,
) -> None:
    """A refusal claimed: plain, `because <reason>`, or `for exactly these reasons:`."""
    have = {r.text for r in verdict.reasons}
    if datatable is not None:
        wanted = {reason_in(row[0], table, "for fighting").text for row in datatable if row}
        if have != wanted or not have:
            detail = [f"missing: {', '.join(sorted(wanted - have))}"] if wanted - have else []
            detail += [f"also: {', '.join(sorted(have - wanted))}"] if have - wanted else []
            decided = _said(verdict, *words) + (f" ({'; '.join(detail)})" if detail else "")
            raise Disagreement(
                f"{claim} for exactly: " + ", ".join(sorted(wanted)), decided, verdict.grounds()
            )
        return
    if reason is not None:
        wanted_reason = reason_in(reason, table, "for fighting")
        if wanted_reason.text not in have:
            raise Disagreement(
                f"{claim} because {wanted_reason.text}",
                _said(verdict, *words),
                verdict.grounds(),
            )
        return
    if verdict.yes:
        raise Disagreement(claim, _said(verdict, *words), verdict.grounds())


_ELIGIBLE = ("eligible to fight", "not eligible to fight")


@then('"{unit}" is eligible to fight', example='Then "Squad" is eligible to fight')
def is_eligible(ctx: ScenarioState, unit: str) -> None:
    verdict = ctx.game.eligibility_to_fight(unit)
    if not verdict.yes:
        raise Disagreement(
            f'"{unit}" is eligible to fight', _said(verdict, *_ELIGIBLE), verdict.reasons
        )


@then('"{unit}" is not eligible to fight', example='Then "Squad" is not eligible to fight')
def is_not_eligible(ctx: ScenarioState, unit: str) -> None:
    verdict = ctx.game.eligibility_to_fight(unit)
    _claim_no(f'"{unit}" is not eligible to fight', verdict, FIGHT_REASONS, _ELIGIBLE)


@then(
    '"{unit}" is not eligible to fight because {reason:text}',
    example='Then "Squad" is not eligible to fight because it is not the Fight phase',
)
def is_not_eligible_because(ctx: ScenarioState, unit: str, reason: str) -> None:
    verdict = ctx.game.eligibility_to_fight(unit)
    claim = f'"{unit}" is not eligible to fight'
    _claim_no(claim, verdict, FIGHT_REASONS, _ELIGIBLE, reason=reason)


@then(
    '"{unit}" is not eligible to fight, for exactly these reasons:',
    example='Then "Squad" is not eligible to fight, for exactly these reasons:\n'
    "  | it is not the Fight phase |",
)
def is_not_eligible_exactly(ctx: ScenarioState, unit: str, datatable: list[list[str]]) -> None:
    verdict = ctx.game.eligibility_to_fight(unit)
    claim = f'"{unit}" is not eligible to fight'
    _claim_no(claim, verdict, FIGHT_REASONS, _ELIGIBLE, datatable=datatable or [])


_FIGHT_WORDS = ("can make it", "cannot make it")


@then('"{unit}" can make [a|an] {kind:word} fight', example='Then "Squad" can make a normal fight')
def can_make_fight(ctx: ScenarioState, unit: str, kind: str) -> None:
    verdict = ctx.game.can_fight(unit, FightType.parse(kind))
    if not verdict.yes:
        raise Disagreement(
            f'"{unit}" can make a {kind} fight', _said(verdict, *_FIGHT_WORDS), verdict.reasons
        )


@then(
    '"{unit}" cannot make [a|an] {kind:word} fight',
    example='Then "Squad" cannot make an overrun fight',
)
def cannot_make_fight(ctx: ScenarioState, unit: str, kind: str) -> None:
    verdict = ctx.game.can_fight(unit, FightType.parse(kind))
    claim = f'"{unit}" cannot make a {kind} fight'
    _claim_no(claim, verdict, FIGHT_TYPE_REASONS, _FIGHT_WORDS)


@then(
    '"{unit}" cannot make [a|an] {kind:word} fight because {reason:text}',
    example='Then "Squad" cannot make a normal fight because it is not engaged',
)
def cannot_make_fight_because(ctx: ScenarioState, unit: str, kind: str, reason: str) -> None:
    verdict = ctx.game.can_fight(unit, FightType.parse(kind))
    claim = f'"{unit}" cannot make a {kind} fight'
    _claim_no(claim, verdict, FIGHT_TYPE_REASONS, _FIGHT_WORDS, reason=reason)


@then(
    '"{unit}" cannot make [a|an] {kind:word} fight, for exactly these reasons:',
    example='Then "Squad" cannot make a normal fight, for exactly these reasons:\n'
    "  | it is not eligible to fight |\n  | it is not engaged |",
)
def cannot_make_fight_exactly(
    ctx: ScenarioState, unit: str, kind: str, datatable: list[list[str]]
) -> None:
    verdict = ctx.game.can_fight(unit, FightType.parse(kind))
    claim = f'"{unit}" cannot make a {kind} fight'
    _claim_no(claim, verdict, FIGHT_TYPE_REASONS, _FIGHT_WORDS, datatable=datatable or [])


@then('"{unit}" has Fights First', example='Then "Squad" has Fights First')
def then_fights_first(ctx: ScenarioState, unit: str) -> None:
    has, why = ctx.game.fights_first(unit)
    if not has:
        raise Disagreement(f'"{unit}" has Fights First', "it does not have Fights First", why)


@then('"{unit}" does not have Fights First', example='Then "Squad" does not have Fights First')
def then_no_fights_first(ctx: ScenarioState, unit: str) -> None:
    has, why = ctx.game.fights_first(unit)
    if has:
        raise Disagreement(f'"{unit}" does not have Fights First', "it has Fights First", why)
