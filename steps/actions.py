"""Actions (docs/language.md#actions, 16.01): defining one, starting it, and what follows from
it."""

from __future__ import annotations

from functools import lru_cache

from ruleslawyer.core import ActionDef, ActionState, Reason, reason_for
from ruleslawyer.core.actions import START_CLAUSES, STARTS_ROW, row_label
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from . import _parse
from ._claims import Refused, claims
from .moves import CHARGE, SHOOT


@given(
    'the Action "{action}":',
    example='Given the Action "Deploy Device":\n'
    "  | STARTS    | your Shooting phase |\n  | USE LIMIT | once per turn       |",
    pins=("action",),
)
def the_action(ctx: ScenarioState, action: str, datatable: list[list[str]] | None = None) -> None:
    rows = _parse.row_table(datatable, f'the Action "{action}"')
    ctx.actions[action] = _action_def(action, tuple(rows.items()))
    ctx.action_rows[action] = {row_label(key): value for key, value in rows.items()}


@lru_cache(maxsize=1024)  # an ActionDef is frozen: a property scenario's table parsed once
def _action_def(action: str, rows: tuple[tuple[str, str], ...]) -> ActionDef:
    return ActionDef.from_rows(action, dict(rows))


@when(
    '"{unit}" starts the "{action}" Action',
    example='When "Infiltrators" starts the "Deploy Device" Action',
)
def starts(ctx: ScenarioState, unit: str, action: str) -> None:
    ctx.game.performer.start_action(unit, action)


def _refusal(ctx: ScenarioState, unit: str, action: str) -> tuple[Reason, ...]:
    """The last attempt's refusal, if the last attempt was refused; otherwise ask now."""
    game = ctx.game
    seen = game.performer.refused_start(unit, action)
    if seen:
        ctx.verdicts.cite(seen)  # the verdict rests on the earlier refusal's reasons
        return seen
    return game.performer.refusals(unit, action)


def _free() -> tuple[Reason, ...]:
    """When nothing bars a start: every clause that was weighed, as the grounds."""
    return tuple(Reason("does not apply", rule) for rule in START_CLAUSES)


def _said(reasons: tuple[Reason, ...]) -> str:
    return "; ".join(str(r) for r in reasons)


def _decided(ctx: ScenarioState, reasons: tuple[Reason, ...], **slots: str) -> str:
    return f"cannot start: {_said(reasons)}" if reasons else "can start: nothing bars it"


claims(
    Refused(
        '"{unit}" can start the "{action}" Action',
        '"{unit}" cannot start the "{action}" Action',
        _refusal,
        _decided,
        reason_for,
        _free,
        unbarred='"{unit}" is not refused the "{action}" Action',
    ),
    "start",
    can='Then "Squad" can start the "Deploy Device" Action',
    cannot='Then "Squad" cannot start the "Deploy Device" Action',
    because='Then "Squad" cannot start the "Deploy Device" Action because it is engaged',
    exactly='Then "Squad" cannot start the "Deploy Device" Action, for exactly these reasons:\n'
    "  | it is battle-shocked |\n  | its OC is 0 or -     |",
    not_because='Then "Knight" is not refused the "Deploy Device" Action because it is engaged',
)


def _state(ctx: ScenarioState, unit: str, action: str) -> tuple[ActionState | None, str]:
    performances = ctx.game.performer.performances_of(unit, action)
    if not performances:
        return None, f'"{unit}" never started the "{action}" Action'
    last = performances[-1]
    because = f": {last.because}" if last.because else ""
    return last.state, f"{last.state.value}{because}"


@then(
    '"{unit}" is performing the "{action}" Action',
    example='Then "Squad" is performing the "Deploy Device" Action',
)
def is_performing(ctx: ScenarioState, unit: str, action: str) -> None:
    state, said = _state(ctx, unit, action)
    if state is not ActionState.PERFORMING:
        reasons = _because(ctx, unit, action)
        raise Disagreement(f'"{unit}" is performing the "{action}" Action', said, reasons)


@then(
    '"{unit}" is not performing the "{action}" Action',
    example='Then "Squad" is not performing the "Deploy Device" Action',
)
def is_not_performing(ctx: ScenarioState, unit: str, action: str) -> None:
    state, said = _state(ctx, unit, action)
    if state is ActionState.PERFORMING:
        reasons = _because(ctx, unit, action) or (
            Reason("it started the Action, which has neither completed nor failed", STARTS_ROW),
        )
        raise Disagreement(f'"{unit}" is not performing the "{action}" Action', said, reasons)


def _because(ctx: ScenarioState, unit: str, action: str) -> tuple[Reason, ...]:
    found = ctx.game.performer.performances_of(unit, action)
    if found and found[-1].because is not None:
        return (found[-1].because,)
    return ctx.game.performer.refused_start(unit, action)


@then(
    '"{unit}" completes the "{action}" Action',
    example='Then "Squad" completes the "Deploy Device" Action',
)
def completes(ctx: ScenarioState, unit: str, action: str) -> None:
    if not any(
        p.state is ActionState.COMPLETED for p in ctx.game.performer.performances_of(unit, action)
    ):
        _, said = _state(ctx, unit, action)
        raise Disagreement(
            f'"{unit}" completes the "{action}" Action', said, _because(ctx, unit, action)
        )


@then(
    '"{unit}" does not complete the "{action}" Action',
    example='Then "Squad" does not complete the "Deploy Device" Action',
)
def does_not_complete(ctx: ScenarioState, unit: str, action: str) -> None:
    if any(
        p.state is ActionState.COMPLETED for p in ctx.game.performer.performances_of(unit, action)
    ):
        _, said = _state(ctx, unit, action)
        raise Disagreement(
            f'"{unit}" does not complete the "{action}" Action', said, _because(ctx, unit, action)
        )


def _effect(ctx: ScenarioState, action: str, times: int | None, expect: str) -> None:
    ctx.action(action)
    count = ctx.game.performer.effects[action]
    ok = count >= 1 if times is None else count == times
    if not ok:
        completions = tuple(
            p.because
            for p in ctx.game.performer.performances
            if p.action == action and p.because is not None
        )
        raise Disagreement(
            f'the effect of "{action}" {expect}',
            f"resolved {count} time{'s' if count != 1 else ''}",
            completions,
        )


@then(
    'the effect of "{action}" is resolved', example='Then the effect of "Deploy Device" is resolved'
)
def effect_resolved(ctx: ScenarioState, action: str) -> None:
    _effect(ctx, action, None, "is resolved")


@then(
    'the effect of "{action}" is not resolved',
    example='Then the effect of "Deploy Device" is not resolved',
)
def effect_not_resolved(ctx: ScenarioState, action: str) -> None:
    _effect(ctx, action, 0, "is not resolved")


@then(
    'the effect of "{action}" is resolved {n:int} time[s|]',
    example='Then the effect of "Deploy Device" is resolved 2 times',
)
def effect_resolved_n(ctx: ScenarioState, action: str, n: int) -> None:
    _effect(ctx, action, n, f"is resolved {n} time{'s' if n != 1 else ''}")


claims(
    SHOOT,
    "shoot",
    can='Then "Squad" is eligible to shoot',
    cannot='Then "Squad" is not eligible to shoot',
)
claims(
    CHARGE,
    "charge",
    can='Then "Squad" is eligible to declare a charge',
    cannot='Then "Squad" is not eligible to declare a charge',
)
