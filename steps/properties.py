"""Property scenarios (docs/language.md#property-scenarios): "any" leaves a unit, an Action, the
moment, a roll or a rule (contract 18.7) open.

These steps only mark what is open; the property runner draws it when the first When or Then
step builds the game, after every pin the Given steps state.
"""

from __future__ import annotations

from functools import lru_cache

from ruleslawyer.core import ActionDef, RulesInputError
from ruleslawyer.scenario import any_rule
from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import ScenarioState


@given('any unit "{unit}"', example='Given any unit "Squad"')
def any_unit(ctx: ScenarioState, unit: str) -> None:
    ctx.add_unit(unit).open = True


@given('any Action "{action}"', example='Given any Action "Task"')
def any_action(ctx: ScenarioState, action: str) -> None:
    ctx.no_game_yet("set up an Action")
    ctx.actions.setdefault(action, _unstated(action))
    ctx.open_actions.add(action)


@lru_cache(maxsize=256)  # an ActionDef is frozen: built once per name, not once per example
def _unstated(action: str) -> ActionDef:
    return ActionDef.from_rows(action, {})


@given("any moment", example="Given any moment")
def any_moment(ctx: ScenarioState) -> None:
    ctx.no_game_yet("place the game")
    ctx.open_moment = True


@given('any battle-shock roll for "{unit}"', example='Given any battle-shock roll for "Squad"')
def any_roll(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit)
    ctx.open_rolls.add(unit)


# -- `any rule` (contract 18.7): a rule left open, drawn from the effect vocabulary -----------
def _any_rule(
    ctx: ScenarioState,
    rule: str,
    kind: any_rule.Kind,
    duration: str | None,
    unit: str | None,
    player: str | None,
    up_to: int | None,
) -> None:
    ctx.no_game_yet("declare a rule")
    if unit is not None:
        ctx.unit(unit)
    if up_to is not None and up_to < 1:
        raise RulesInputError(
            f"`up to {up_to} rules` draws no rule: say 1 or more", word=str(up_to), suggestion="1"
        )
    ask = any_rule.Ask(rule, kind, duration, unit, player, up_to, ctx.line)
    ctx.any_rules.append(ask)
    ctx.open_fills.append(lambda choose: any_rule.fill(ctx, ask, choose))


def _kind(text: str) -> tuple[any_rule.Kind, str | None]:
    words, duration = any_rule.split_duration(text)
    return any_rule.parse_kind(words), duration


@given('any rule "{rule}" for "{unit}"', example='Given any rule "Drawn" for "Squad"')
def any_rule_for(ctx: ScenarioState, rule: str, unit: str) -> None:
    _any_rule(ctx, rule, any_rule.Kind(()), None, unit, None, None)


@given(
    'any rule "{rule}" for "{unit}" that {kind:text}',
    example='Given any rule "Drawn" for "Squad" that lifts one bar on declaring a charge',
)
def any_rule_for_that(ctx: ScenarioState, rule: str, unit: str, kind: str) -> None:
    _any_rule(ctx, rule, *_kind(kind), unit, None, None)


@given(
    'any rule "{rule}" for player {player:player} that changes the CP cost of {stratagems:text}',
    example='Given any rule "Drawn" for player A that changes the CP cost of your stratagems',
)
def any_cp_rule(ctx: ScenarioState, rule: str, player: str, stratagems: str) -> None:
    which, duration = any_rule.split_duration(stratagems)
    _any_rule(ctx, rule, any_rule.cp_kind(which), duration, None, ctx.player(player), None)


@given(
    'up to {n:int} rules "{rule}" for "{unit}" that {kind:text}',
    example='Given up to 2 rules "Drawn" for "Squad" that modify its OC',
)
def up_to_rules(ctx: ScenarioState, n: int, rule: str, unit: str, kind: str) -> None:
    _any_rule(ctx, rule, *_kind(kind), unit, None, n)


@given(
    'up to {n:int} rules "{rule}" for player {player:player} that change the CP cost of '
    "{stratagems:text}",
    example='Given up to 2 rules "Drawn" for player A that change the CP cost of your stratagems',
)
def up_to_cp_rules(ctx: ScenarioState, n: int, rule: str, player: str, stratagems: str) -> None:
    which, duration = any_rule.split_duration(stratagems)
    _any_rule(ctx, rule, any_rule.cp_kind(which), duration, None, ctx.player(player), n)
