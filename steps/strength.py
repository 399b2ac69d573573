"""Strength (Rules Appendix): below starting strength, and the negative half-strength claims
(docs/language.md#half-strength; a destroyed unit, with 0 models left, is below both)."""

from __future__ import annotations

from collections.abc import Callable

from ruleslawyer.core import Reason, Strength, below_starting_strength, strength
from ruleslawyer.core.units import HALF_STRENGTH as MODELS_LEFT
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import then
from ruleslawyer.scenario.state import ScenarioState


def _strength_claim(
    ctx: ScenarioState, unit: str, claim: str, holds: Callable[[Strength], bool]
) -> None:
    # W as the rules in force modify it (contract 18.3 item 3: a single model's half-strength)
    state, because = strength(ctx.game.as_modified(unit))
    ctx.game.weigh(because.rule, state is not Strength.FULL)
    if not holds(state):
        raise Disagreement(f'"{unit}" {claim}', because.text, (because,))


@then('"{unit}" is not at half-strength', example='Then "Squad" is not at half-strength')
def not_at_half(ctx: ScenarioState, unit: str) -> None:
    _strength_claim(ctx, unit, "is not at half-strength", lambda s: s is not Strength.AT_HALF)


@then('"{unit}" is not below half-strength', example='Then "Squad" is not below half-strength')
def not_below_half(ctx: ScenarioState, unit: str) -> None:
    _strength_claim(ctx, unit, "is not below half-strength", lambda s: s is not Strength.BELOW_HALF)


def _starting(ctx: ScenarioState, unit: str, wanted: bool, claim: str) -> None:
    # W as the rules in force modify it (Rules Appendix: a single model's wounds against its W
    # characteristic; contract 18.3 item 3), as the half-strength claims read it
    below, because = below_starting_strength(ctx.game.as_modified(unit))
    ctx.game.weigh(because.rule, below)
    if below is not wanted:
        raise Disagreement(f'"{unit}" {claim}', because.text, (because,))


@then('"{unit}" is below starting strength', example='Then "Squad" is below starting strength')
def below_starting(ctx: ScenarioState, unit: str) -> None:
    _starting(ctx, unit, True, "is below starting strength")


@then(
    '"{unit}" is not below starting strength',
    example='Then "Squad" is not below starting strength',
)
def not_below_starting(ctx: ScenarioState, unit: str) -> None:
    _starting(ctx, unit, False, "is not below starting strength")


@then(
    '"{unit}" has {n:int} [model|models] left',
    example='Then "Squad" has 2 models left',
)
def has_models_left(ctx: ScenarioState, unit: str, n: int) -> None:
    """Models left now (contract 18.5, 19.5): a part of an attached unit answers for its own
    models; a destroyed unit has none."""
    game = ctx.game
    found = game.unit(unit)
    named = ctx.named_unit or unit  # the part so named, before its attached unit's name
    part = next((p for p in found.part_facts if p.name == named), None)
    left = 0 if found.destroyed else part.models if part is not None else found.models
    if left != n:
        raise Disagreement(
            f'"{named}" has {n} model{"" if n == 1 else "s"} left',
            f"it has {left} model{'' if left == 1 else 's'} left",
            (Reason("models left", MODELS_LEFT),),
        )
