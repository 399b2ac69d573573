"""Stratagem costs and CP gained from rules (15.01, 08.02; §18.3 items 8 and 13, §18.5): the
CP cost of a stratagem as the rules in force change it, and event play (Event Companion)."""

from __future__ import annotations

from ruleslawyer.core import Reason
from ruleslawyer.core.stratagem_costs import COST_RULE, EVENT_CAP
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then
from ruleslawyer.scenario.state import ScenarioState


@given(
    "the battle is played under the Event Companion",
    example="Given the battle is played under the Event Companion",
)
def event_play(ctx: ScenarioState) -> None:
    ctx.no_game_yet("say the battle is event play")
    ctx.event_play = True


def _cost(
    ctx: ScenarioState, player: str, stratagem: str, unit: str | None, n: int, how: str
) -> None:
    who, named = ctx.player(player), ctx.stratagem_name(stratagem)
    cost = ctx.game.stratagem_cost(who, named, ctx.canonical(unit) if unit else None)
    ctx.game.weigh(COST_RULE, cost.changed)
    holds = {"is": cost.value == n, "is at most": cost.value <= n, "is at least": cost.value >= n}[
        how
    ]
    if holds:
        return
    on = f' on "{unit}"' if unit else ""
    changes = "; ".join(cost.said()) or "no rule in force changes it"
    raise Disagreement(
        f'the CP cost of the "{stratagem}" stratagem for player {player}{on} {how} {n}',
        f"it is {cost.value}CP (its CP row: {cost.original}CP; {changes})",
        tuple(Reason(said, COST_RULE) for said in cost.said()) or (Reason("no change", COST_RULE),),
    )


_COST = 'the CP cost of the "{stratagem}" stratagem for player {player:player}'
_COST_ON = _COST + ' on "{unit}"'


@then(
    _COST + " is {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A is 1',
)
def cost_is(ctx: ScenarioState, stratagem: str, player: str, n: int) -> None:
    _cost(ctx, player, stratagem, None, n, "is")


@then(
    _COST + " is at most {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A is at most 1',
)
def cost_at_most(ctx: ScenarioState, stratagem: str, player: str, n: int) -> None:
    _cost(ctx, player, stratagem, None, n, "is at most")


@then(
    _COST + " is at least {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A is at least 1',
)
def cost_at_least(ctx: ScenarioState, stratagem: str, player: str, n: int) -> None:
    _cost(ctx, player, stratagem, None, n, "is at least")


@then(
    _COST_ON + " is {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is 1',
)
def cost_on_is(ctx: ScenarioState, stratagem: str, player: str, unit: str, n: int) -> None:
    ctx.unit(unit)
    _cost(ctx, player, stratagem, unit, n, "is")


@then(
    "player {player:player} gained {n:int} CP from rules",
    example="Then player A gained 1 CP from rules",
)
def gained_from_rules(ctx: ScenarioState, player: str, n: int) -> None:
    who = ctx.player(player)
    records = ctx.game.stratagem_part.rule_cp(who)
    got = sum(r.gained for r in records)
    if got != n:
        said = [f'{r.gained} of {r.asked}CP from "{r.source}"' for r in records]
        raise Disagreement(
            f"player {player} gained {n} CP from rules",
            f"player {player} gained {got} CP from rules ({'; '.join(said) or 'none'})",
            (Reason("CP from rules capped in event play", EVENT_CAP),),
        )


# -- what a stratagem's effect did (18.4) -------------------------------------------------------
def _resolved(ctx: ScenarioState, stratagem: str) -> bool:
    """Whether a use of the stratagem in the scenario resolved its effect (15.01 step 3)."""
    named = ctx.stratagem_name(stratagem)
    return any(u.name == named and u.moment is not None for u in ctx.game.history.stratagem_uses())


@then(
    'the effect of the "{stratagem}" stratagem is resolved',
    example='Then the effect of the "Fire Overwatch" stratagem is resolved',
)
def effect_resolved(ctx: ScenarioState, stratagem: str) -> None:
    if not _resolved(ctx, stratagem):
        raise Disagreement(
            f'the effect of the "{stratagem}" stratagem is resolved',
            "no use of it resolved its effect",
            (Reason("its effect resolves once the stratagem is used", COST_RULE),),
        )


@then(
    'the effect of the "{stratagem}" stratagem is not resolved',
    example='Then the effect of the "Fire Overwatch" stratagem is not resolved',
)
def effect_not_resolved(ctx: ScenarioState, stratagem: str) -> None:
    if _resolved(ctx, stratagem):
        raise Disagreement(
            f'the effect of the "{stratagem}" stratagem is not resolved',
            "a use of it resolved its effect",
            (Reason("its effect resolves once the stratagem is used", COST_RULE),),
        )


@then(
    'the effect of the "{stratagem}" stratagem is traced only',
    example='Then the effect of the "Smokescreen" stratagem is traced only',
)
def effect_traced(ctx: ScenarioState, stratagem: str) -> None:
    effects = ctx.game.stratagem(ctx.stratagem_name(stratagem)).effects
    modelled = [e for e in effects if e.modelled]
    if modelled or not effects:
        raise Disagreement(
            f'the effect of the "{stratagem}" stratagem is traced only',
            "its effect is modelled: " + ", ".join(str(e.rule) for e in modelled),
            tuple(Reason("modelled", e.rule) for e in modelled),
        )
