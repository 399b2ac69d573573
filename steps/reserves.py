"""Strategic reserves, ingress and surge moves
(docs/language.md#transports-reserves-and-surge-moves: 20.01-20.04, 21.02, 23.02,
24.09), and the moves a unit made this phase."""

from __future__ import annotations

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.eligibility import MOVE_REASONS
from ruleslawyer.core.references import Reason
from ruleslawyer.core.reserves import (
    AIRCRAFT_TO_RESERVES,
    NEVER_ARRIVED,
    RESERVES_IF,
)
from ruleslawyer.core.units import UNSTATED_MOVES
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Asked, claims, judge
from ._verdicts import _happened


# -- Given -------------------------------------------------------------------------------------
@given(
    '"{unit}" made [a|an] {move:word} move this phase',
    example='Given "Squad" made a normal move this phase',
    pins=("unit",),
)
def made_move_this_phase(ctx: ScenarioState, unit: str, move: str) -> None:
    kind = MoveKind.parse(move)
    if kind in UNSTATED_MOVES:
        raise RulesInputError(f"{kind.value} is not a move a step states", word=move)
    draft = ctx.unit(unit)
    draft.state(ctx.line, moves_this_phase=(*(draft.moves_this_phase or ()), kind))


@given(
    '"{unit}" remained stationary this phase',
    example='Given "Squad" remained stationary this phase',
    pins=("unit",),
)
def stationary_this_phase(ctx: ScenarioState, unit: str) -> None:
    """09.04: no move; it has not moved this phase (what a surge asks). It was selected to
    move and remained stationary (09.02): 18.04's disembark mode and 18.2's state read it."""
    ctx.unit(unit).state(ctx.line, moves_this_phase=(), remained_stationary=True)


@given(
    '"{unit}" made an ingress move earlier in the battle',
    example='Given "Squad" made an ingress move earlier in the battle',
    pins=("unit",),
)
def ingress_earlier(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, ingress_earlier=True)


@given(
    '"{unit}" is a repositioned unit',
    example='Given "Squad" is a repositioned unit',
    pins=("unit",),
)
def repositioned(ctx: ScenarioState, unit: str) -> None:
    """20.02: a rule took it off the battlefield into strategic reserves this battle."""
    draft = ctx.unit(unit)
    draft.state(ctx.line, repositioned=True)
    if "on_battlefield" not in draft.stated:
        draft.state(ctx.line, in_reserves=True, on_battlefield=False)


@given(
    '"{unit}" has the Deep Strike ability',
    example='Given "Squad" has the Deep Strike ability',
    pins=("unit",),
)
def deep_strike(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, deep_strike=True)


@given(
    'a rule lets "{unit}" arrive in the first battle round',
    example='Given a rule lets "Squad" arrive in the first battle round',
    pins=("unit",),
)
def arrives_first_round(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, arrives_first_round=True)


# -- When --------------------------------------------------------------------------------------
@when(
    '"{unit}" makes an ingress move into {area:text}',
    example='When "Squad" makes an ingress move into player B\'s deployment zone',
)
def ingress_into(ctx: ScenarioState, unit: str, area: str) -> None:
    _happened(ctx, unit, lambda: ctx.game.moves.ingress(unit, into=area.strip()))


# -- Then --------------------------------------------------------------------------------------
INGRESS_INTO = Asked(
    '"{unit}" can make an ingress move into {area:text}',
    '"{unit}" cannot make an ingress move into {area:text}',
    lambda ctx, unit, area: ctx.game.moves.can_move(unit, MoveKind.INGRESS, into=area.strip()),
    ("can make it", "cannot make it"),
    MOVE_REASONS,
    "for a move",
)
claims(
    INGRESS_INTO,
    "ingress_into",
    can='Then "Squad" can make an ingress move into player B\'s deployment zone',
)


@then(
    '"{unit}" cannot make an ingress move into {area:text}',
    example='Then "Squad" cannot make an ingress move into player B\'s deployment zone '
    "because it is the first battle round",
)
def cannot_ingress_into(
    ctx: ScenarioState, unit: str, area: str, datatable: list[list[str]] | None
) -> None:
    """Also `... because <reason>` and `..., for exactly these reasons:` (one phrase, so that
    no text matches two): each judged as the declared claim it is."""
    text = area.strip()
    exactly = text.endswith(", for exactly these reasons:")
    if exactly:
        text = text[: -len(", for exactly these reasons:")].strip()
    text, _, reason = text.partition(" because ")
    if exactly:
        judge(INGRESS_INTO, "exactly", ctx, {"unit": unit, "area": text, "datatable": datatable})
    elif reason:
        judge(INGRESS_INTO, "because", ctx, {"unit": unit, "area": text, "reason": reason})
    else:
        judge(INGRESS_INTO, "cannot", ctx, {"unit": unit, "area": text})


def _reserves_reason(ctx: ScenarioState, unit: str) -> Reason:
    if ctx.game.unit(unit).has(kw.AIRCRAFT):
        return Reason(
            "AIRCRAFT go into reserves at the end of the opponent's turn", AIRCRAFT_TO_RESERVES
        )
    return Reason("an ingress move sets a unit up from strategic reserves", RESERVES_IF)


@then('"{unit}" is in strategic reserves', example='Then "Squad" is in strategic reserves')
def is_in_reserves(ctx: ScenarioState, unit: str) -> None:
    if not ctx.game.transports.in_strategic_reserves(unit):
        reason = _reserves_reason(ctx, unit)
        raise Disagreement(f'"{unit}" is in strategic reserves', "not in reserves", (reason,))


@then('"{unit}" is not in strategic reserves', example='Then "Squad" is not in strategic reserves')
def is_not_in_reserves(ctx: ScenarioState, unit: str) -> None:
    if ctx.game.transports.in_strategic_reserves(unit):
        reason = _reserves_reason(ctx, unit)
        raise Disagreement(f'"{unit}" is not in strategic reserves', "in reserves", (reason,))


@then('"{unit}" is destroyed', example='Then "Squad" is destroyed')
def is_destroyed(ctx: ScenarioState, unit: str) -> None:
    if not ctx.game.unit(unit).destroyed:
        reason = Reason("reserves that never arrived are destroyed", NEVER_ARRIVED)
        raise Disagreement(f'"{unit}" is destroyed', "not destroyed", (reason,))


@then('"{unit}" is not destroyed', example='Then "Squad" is not destroyed')
def is_not_destroyed(ctx: ScenarioState, unit: str) -> None:
    if ctx.game.unit(unit).destroyed:
        reason = Reason("reserves that never arrived are destroyed", NEVER_ARRIVED)
        raise Disagreement(f'"{unit}" is not destroyed', "destroyed", (reason,))
