"""Transports (docs/language.md#transports-reserves-and-surge-moves: 18.01-18.07): embarked units,
embarking, disembarking and its
modes, the emergency disembark from a destroyed TRANSPORT."""

from __future__ import annotations

from collections.abc import Callable

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.core.eligibility import MOVE_REASONS, Verdict
from ruleslawyer.core.references import Reason
from ruleslawyer.core.transports import (
    EMBARK_REASONS,
    EMBARKED_OFF,
    MODE_CLAUSES,
    MODE_REASONS,
    Mode,
    disembark_clause,
    disembark_said,
)
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Asked, claims
from ._verdicts import _happened
from .set_up_moves import (
    embark_detail,
    embark_positions,
    measured_embark,
    needs_placements,
    needs_positions,
    unplace,
)


# -- Given -------------------------------------------------------------------------------------
@given(
    '"{unit}" is embarked within "{transport}"',
    example='Given "Squad" is embarked within "Rhino"',
    pins=("unit",),
)
def is_embarked(ctx: ScenarioState, unit: str, transport: str) -> None:
    ctx.unit(unit).state(ctx.line, embarked_in=transport, on_battlefield=False)


@given('"{unit}" is not embarked', example='Given "Squad" is not embarked', pins=("unit",))
def is_not_embarked_given(ctx: ScenarioState, unit: str) -> None:
    """The negative of the drawn TRANSPORT (18.02): pinned, a property scenario never draws it
    embarked."""
    ctx.unit(unit).state(ctx.line, embarked_in=None)


@given(
    '"{unit}" embarked within "{transport}" this phase',
    example='Given "Squad" embarked within "Rhino" this phase',
    pins=("unit",),
)
def embarked_this_phase(ctx: ScenarioState, unit: str, transport: str) -> None:
    draft = ctx.unit(unit)
    draft.state(ctx.line, embarked_in=transport, on_battlefield=False, embarked_this_phase=True)


@given(
    '"{unit}" was set up on the battlefield this turn',
    example='Given "Squad" was set up on the battlefield this turn',
    pins=("unit",),
)
def set_up_this_turn(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, set_up_this_turn=True)


@given(
    '"{transport}" cannot take "{unit}"',
    example='Given "Rhino" cannot take "Squad"',
    pins=("unit",),
)
def cannot_take(ctx: ScenarioState, transport: str, unit: str) -> None:
    ctx.unit(unit)  # the unit must be set up too
    draft = ctx.unit(transport)
    draft.state(ctx.line, cannot_take=(draft.cannot_take or frozenset()) | {unit})


@given(
    '"{transport}" has a transport capacity of {n:int} models',
    example='Given "Rhino" has a transport capacity of 12 models',
)
def transport_capacity(ctx: ScenarioState, transport: str, n: int) -> None:
    ctx.unit(transport).state(ctx.line, transport_capacity=n)


@given(
    'a rule lets "{unit}" make [a|an] {mode:text}',
    example='Given a rule lets "Squad" make an Assault Disembark',
    pins=("unit",),
)
def granted_mode(ctx: ScenarioState, unit: str, mode: str) -> None:
    chosen = Mode.parse(mode)
    if chosen not in (Mode.ASSAULT, Mode.SHOCK):
        raise RulesInputError(
            f"{chosen.value} needs no rule to grant it; the modes a rule grants are Assault "
            "Disembark (18.06) and Shock Disembark (18.07)",
            word=mode,
        )
    draft = ctx.unit(unit)
    grants = (draft.disembark_grants or frozenset()) | {chosen.value}
    draft.state(ctx.line, disembark_grants=grants)


# -- When --------------------------------------------------------------------------------------
@when(
    '"{unit}" makes [a|an] {move:word} move and embarks within "{transport}"',
    example='When "Squad" makes a normal move and embarks within "Rhino"',
)
def moves_and_embarks(ctx: ScenarioState, unit: str, move: str, transport: str) -> None:
    kind = MoveKind.parse(move)
    placed = embark_positions(ctx, unit, transport)  # 18.02's 3", where both are placed
    _happened(ctx, unit, lambda: ctx.game.transports.embark(unit, kind, transport))
    if placed:
        unplace(ctx, unit)


@when(
    '"{unit}" makes a disembark move followed by [a|an] {move:word} move',
    example='When "Squad" makes a disembark move followed by an advance move',
)
def disembarks_then_moves(ctx: ScenarioState, unit: str, move: str) -> None:
    kind = MoveKind.parse(move)
    needs_positions(ctx, unit, MoveKind.DISEMBARK)
    _happened(ctx, unit, lambda: ctx.game.transports.disembark(unit, then=kind))


# -- Then --------------------------------------------------------------------------------------
def _where(ctx: ScenarioState, unit: str) -> str:
    inside = ctx.game.transports.embarked_within(unit)
    return f'embarked within "{inside}"' if inside else "not embarked"


@then(
    '"{unit}" is embarked within "{transport}"',
    example='Then "Squad" is embarked within "Rhino"',
)
def is_embarked_now(ctx: ScenarioState, unit: str, transport: str) -> None:
    # Either name of an attached unit is the whole unit (19.01, contract §11).
    ctx.game.unit(ctx.canonical(transport))
    if ctx.game.transports.embarked_within(unit) != ctx.canonical(transport):
        reason = Reason("embarked units are not on the battlefield", EMBARKED_OFF)
        raise Disagreement(
            f'"{unit}" is embarked within "{transport}"', _where(ctx, unit), (reason,)
        )


@then('"{unit}" is not embarked', example='Then "Squad" is not embarked')
def is_not_embarked(ctx: ScenarioState, unit: str) -> None:
    if ctx.game.transports.embarked_within(unit) is not None:
        reason = Reason("embarked units are not on the battlefield", EMBARKED_OFF)
        raise Disagreement(f'"{unit}" is not embarked', _where(ctx, unit), (reason,))


def _embark_verdict(ctx: ScenarioState, unit: str, transport: str) -> Verdict:
    """The core's verdict, with 18.02's distance measured where both units are placed."""
    return measured_embark(ctx, unit, transport, ctx.game.transports.can_embark(unit, transport))


claims(
    Asked(
        '"{unit}" can embark within "{transport}"',
        '"{unit}" cannot embark within "{transport}"',
        _embark_verdict,
        ("can embark", "cannot embark"),
        EMBARK_REASONS,
        "for embarking",
        detail=embark_detail,
    ),
    "embark",
    can='Then "Squad" can embark within "Rhino"',
    cannot='Then "Squad" cannot embark within "Rhino"',
    because='Then "Squad" cannot embark within "Rhino" because the TRANSPORT cannot take it',
    exactly='Then "Squad" cannot embark within "Rhino", for exactly these reasons:\n'
    "  | it was set up on the battlefield this turn |",
)


@then(
    '"{unit}" disembarked using {mode:text}',
    example='Then "Squad" disembarked using Rapid Disembark',
)
def disembarked_using(ctx: ScenarioState, unit: str, mode: str) -> None:
    wanted = Mode.parse(mode)
    done = ctx.game.transports.last_disembark(unit)
    # The verdict rests on the mode the unit did disembark in: its own section (18.04.01,
    # 18.04, 18.06, 18.07, 18.05), and on the one claimed where that differs.
    reasons = [Reason("the mode follows its TRANSPORT's move this phase", MODE_CLAUSES[wanted])]
    if done is not None:
        made = Reason(f"its last disembark was {disembark_said(done)}", disembark_clause(done))
        ctx.game.weigh(made.rule, True)
        reasons = [made] if done == wanted.value else [made, *reasons]
    if done != wanted.value:
        said = (
            f"its last disembark was {disembark_said(done)}" if done else "it has not disembarked"
        )
        raise Disagreement(f'"{unit}" disembarked using {wanted.value}', said, tuple(reasons))


# -- Then: a disembark mode asked -----------------------------------------------------------------
def _mode_verdict(ctx: ScenarioState, unit: str, mode: str) -> Verdict:
    """Whether the unit can disembark using the mode now (18.04-18.07): an answer here, where a
    move step using a refused mode is an error (contract §14)."""
    return ctx.game.transports.can_disembark_using(ctx.canonical(unit), Mode.parse(mode))


def _using(verb: str) -> Callable[[dict[str, str]], str]:
    """The claim, naming the mode as the core writes it."""
    return lambda args: (
        f'"{args["unit"]}" {verb} make a disembark move using {Mode.parse(args["mode"]).value}'
    )


claims(
    Asked(
        '"{unit}" can make a disembark move using {mode:mode}',
        '"{unit}" cannot make a disembark move using {mode:mode}',
        _mode_verdict,
        ("can make it", "cannot make it"),
        (*MOVE_REASONS, *MODE_REASONS),
        "for a move",
        said_yes=_using("can"),
        said_no=_using("cannot"),
    ),
    "disembark_using",
    can='Then "Squad" can make a disembark move using Rapid Disembark',
    cannot='Then "Squad" cannot make a disembark move using Assault Disembark',
    because='Then "Squad" cannot make a disembark move using Assault Disembark because no rule '
    "lets it use that disembark mode",
    exactly='Then "Squad" cannot make a disembark move using Tactical Disembark, for exactly '
    "these reasons:\n  | its TRANSPORT made a normal or ingress move this phase |",
)


@when(
    '"{transport}" is destroyed and "{unit}" makes an emergency disembark move that ends engaged',
    example='When "Rhino" is destroyed and "Squad" makes an emergency disembark move that ends '
    "engaged",
)
def destroyed_and_ends_engaged(ctx: ScenarioState, transport: str, unit: str) -> None:
    """18.05 with the app's erratum: the step states that no other set-up was possible, so the
    unit was set up engaged; every other unit inside gets out unengaged, as ever."""
    needs_placements(ctx, transport)
    ctx.game.leave_battlefield(ctx.canonical(transport), destroyed=True, ends_engaged=(unit,))


@then(
    '"{unit}" made an emergency disembark move',
    example='Then "Squad" made an emergency disembark move',
)
def made_emergency(ctx: ScenarioState, unit: str) -> None:
    from ruleslawyer.core.transports import EMERGENCY

    moves = ctx.game.unit(unit).moves
    if not any(kind is MoveKind.EMERGENCY_DISEMBARK for kind, _ in moves):
        reason = Reason("units embarked within a destroyed TRANSPORT get out", EMERGENCY)
        raise Disagreement(f'"{unit}" made an emergency disembark move', "it made none", (reason,))
