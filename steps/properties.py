"""Property scenarios (docs/language.md#property-scenarios): "any" leaves a unit, an Action, the
moment or a roll open.

These steps only mark what is open; the property runner draws it when the first When or Then
step builds the game, after every pin the Given steps state.
"""

from __future__ import annotations

from functools import lru_cache

from ruleslawyer.core import ActionDef
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
