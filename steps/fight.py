"""The Fight phase (contract §14: 12.02-12.06, 24.13, 11.04): its steps, eligibility to fight,
the fight types and Fights First."""

from __future__ import annotations

from ruleslawyer.core import ImpossibleEvent, Phase, Reason
from ruleslawyer.core import clock as gc
from ruleslawyer.core.fight import FIGHT_REASONS, FIGHT_TYPE_REASONS, FightType
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Asked, claims


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
        ctx.game.fight_order.select(unit)
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
claims(
    Asked(
        '"{unit}" is eligible to fight',
        '"{unit}" is not eligible to fight',
        lambda ctx, unit: ctx.game.fight.eligibility_to_fight(unit),
        ("eligible to fight", "not eligible to fight"),
        FIGHT_REASONS,
        "for fighting",
    ),
    "eligible",
    can='Then "Squad" is eligible to fight',
    cannot='Then "Squad" is not eligible to fight',
    because='Then "Squad" is not eligible to fight because it is not the Fight phase',
    exactly='Then "Squad" is not eligible to fight, for exactly these reasons:\n'
    "  | it is not the Fight phase |",
)
claims(
    Asked(
        '"{unit}" can make [a|an] {kind:word} fight',
        '"{unit}" cannot make [a|an] {kind:word} fight',
        lambda ctx, unit, kind: ctx.game.fight.can_fight(unit, FightType.parse(kind)),
        ("can make it", "cannot make it"),
        FIGHT_TYPE_REASONS,
        "for fighting",
        said_yes='"{unit}" can make a {kind} fight',
        said_no='"{unit}" cannot make a {kind} fight',
    ),
    "fight",
    can='Then "Squad" can make a normal fight',
    cannot='Then "Squad" cannot make an overrun fight',
    because='Then "Squad" cannot make a normal fight because it is not engaged',
    exactly='Then "Squad" cannot make a normal fight, for exactly these reasons:\n'
    "  | it is not eligible to fight |\n  | it is not engaged |",
)


@then('"{unit}" has Fights First', example='Then "Squad" has Fights First')
def then_fights_first(ctx: ScenarioState, unit: str) -> None:
    has, why = ctx.game.fight.fights_first(unit)
    if not has:
        raise Disagreement(f'"{unit}" has Fights First', "it does not have Fights First", why)


@then('"{unit}" does not have Fights First', example='Then "Squad" does not have Fights First')
def then_no_fights_first(ctx: ScenarioState, unit: str) -> None:
    has, why = ctx.game.fight.fights_first(unit)
    if has:
        raise Disagreement(f'"{unit}" does not have Fights First', "it has Fights First", why)
