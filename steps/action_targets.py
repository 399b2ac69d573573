"""Actions started on an enemy unit (contract §15 as changed in round 4): `When "<unit>" starts
the "<action>" Action on "<enemy>"`, and `Then "<unit>" can start ... on "<enemy>"` (also
`cannot ...`, `... because <reason>`, `..., for exactly these reasons:` as §5 asks it of any
start). The Action's EFFECT `the target becomes <tag> until the
end of the turn` tags that unit for the starting unit's player (Surveil)."""

from __future__ import annotations

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core.actions import reason_for
from ruleslawyer.core.performing import UNIT_TARGET
from ruleslawyer.scenario.registry import when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Refused, claims
from .actions import _decided


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
    seen = game.performer.refused_start(ctx.canonical(unit), action)
    return (
        seen
        if seen
        else game.performer.refusals(ctx.canonical(unit), action, _target(ctx, unit, enemy))
    )


@when(
    '"{unit}" starts the "{action}" Action on "{enemy}"',
    example='When "Squad" starts the "Surveil" Action on "Boyz"',
)
def starts_on_enemy(ctx: ScenarioState, unit: str, action: str, enemy: str) -> None:
    ctx.game.performer.start_action(ctx.canonical(unit), action, _target(ctx, unit, enemy))


claims(
    Refused(
        '"{unit}" can start the "{action}" Action on "{enemy}"',
        '"{unit}" cannot start the "{action}" Action on "{enemy}"',
        _refused,
        _decided,
        reason_for,
    ),
    "start_on_enemy",
    can='Then "Squad" can start the "Surveil" Action on "Boyz"',
    cannot='Then "Squad" cannot start the "Surveil" Action on "Boyz"',
    because='Then "Squad" cannot start the "Surveil" Action on "Boyz" because it is engaged',
    exactly='Then "Squad" cannot start the "Surveil" Action on "Boyz", for exactly these reasons:\n'
    "  | it is battle-shocked |\n  | its OC is 0 or -     |",
)
