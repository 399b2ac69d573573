"""Actions started on an enemy unit (contract §15 as changed in round 4): `When "<unit>" starts
the "<action>" Action on "<enemy>"`, and `Then "<unit>" can start ... on "<enemy>"` (also
`cannot ...`, `... because <reason>`). The Action's EFFECT `the target becomes <tag> until the
end of the turn` tags that unit for the starting unit's player (Surveil)."""

from __future__ import annotations

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core.actions import reason_for
from ruleslawyer.core.performing import UNIT_TARGET
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import then, when
from ruleslawyer.scenario.state import ScenarioState


def _target(ctx: ScenarioState, unit: str, enemy: str) -> str:
    """The target key of ``enemy``; naming a unit of the same player is an input error."""
    game = ctx.game
    mine, theirs = game.unit(ctx.canonical(unit)), game.unit(ctx.canonical(enemy))
    if mine.player == theirs.player:
        raise RulesInputError(
            f'"{enemy}" belongs to player {theirs.player}, as "{unit}" does: an Action is '
            "started on an enemy unit",
            word=enemy,
        )
    return UNIT_TARGET + theirs.name


def _refused(ctx: ScenarioState, unit: str, action: str, enemy: str) -> tuple[Reason, ...]:
    game = ctx.game
    seen = game.refused_start(ctx.canonical(unit), action)
    return seen if seen else game.refusals(ctx.canonical(unit), action, _target(ctx, unit, enemy))


@when(
    '"{unit}" starts the "{action}" Action on "{enemy}"',
    example='When "Squad" starts the "Surveil" Action on "Boyz"',
)
def starts_on_enemy(ctx: ScenarioState, unit: str, action: str, enemy: str) -> None:
    ctx.game.start_action(ctx.canonical(unit), action, _target(ctx, unit, enemy))


@then(
    '"{unit}" can start the "{action}" Action on "{enemy}"',
    example='Then "Squad" can start the "Surveil" Action on "Boyz"',
)
def can_start_on_enemy(ctx: ScenarioState, unit: str, action: str, enemy: str) -> None:
    reasons = _refused(ctx, unit, action, enemy)
    if reasons:
        raise Disagreement(
            f'"{unit}" can start the "{action}" Action on "{enemy}"',
            "cannot start: " + "; ".join(str(r) for r in reasons),
            reasons,
        )


@then(
    '"{unit}" cannot start the "{action}" Action on "{enemy}"',
    example='Then "Squad" cannot start the "Surveil" Action on "Boyz"',
)
def cannot_start_on_enemy(ctx: ScenarioState, unit: str, action: str, enemy: str) -> None:
    if not _refused(ctx, unit, action, enemy):
        raise Disagreement(
            f'"{unit}" cannot start the "{action}" Action on "{enemy}"',
            "can start: nothing bars it",
        )


@then(
    '"{unit}" cannot start the "{action}" Action on "{enemy}" because {reason:text}',
    example='Then "Squad" cannot start the "Surveil" Action on "Boyz" because it is engaged',
)
def cannot_start_on_enemy_because(
    ctx: ScenarioState, unit: str, action: str, enemy: str, reason: str
) -> None:
    wanted = reason_for(reason)
    reasons = _refused(ctx, unit, action, enemy)
    if wanted not in reasons:
        said = "cannot start: " + "; ".join(str(r) for r in reasons) if reasons else "can start"
        raise Disagreement(
            f'"{unit}" cannot start the "{action}" Action on "{enemy}" because '
            f"{wanted.text} [{wanted.rule}]",
            said,
            reasons,
        )
