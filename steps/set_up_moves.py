"""Disembark and emergency disembark set-ups with positions, and embarking measured
(docs/language.md#moves-with-end-positions; contract §19.6, 18.02, 18.04, 18.04.01, 18.05).

A disembark gives a position for every model (`to:`, `to (<x>, <y>)` for a unit of one model,
`to the placement "<name>"`); eligibility and the mode come first (§14), then the set-up is
checked (core/set_up_ends.py); a Tactical Disembark may be followed by its normal or advance
move to a second placement. A TRANSPORT destroyed with a unit inside: `When "<transport>" is
destroyed and "<unit>" disembarks to the placement "<name>"`."""

from __future__ import annotations

from dataclasses import dataclass

from ruleslawyer.core import ImpossibleEvent, MoveKind, RulesInputError
from ruleslawyer.core.clock import other
from ruleslawyer.core.eligibility import Verdict
from ruleslawyer.core.end_positions import MovedModel, problems
from ruleslawyer.core.keywords import FLY
from ruleslawyer.core.ranges import engaged_with
from ruleslawyer.core.references import Reason
from ruleslawyer.core.reserves import ENEMY_ZONE_FROM_ROUND
from ruleslawyer.core.set_up_ends import (
    EMBARK_DISTANCE,
    disembark_problems,
    embark_measured,
    embark_too_far,
)
from ruleslawyer.core.transports import Mode, forced_mode, transport_moved
from ruleslawyer.scenario.placement import each_parts_maximum, unit_footprints
from ruleslawyer.scenario.positions import Placed, model_key
from ruleslawyer.scenario.registry import when
from ruleslawyer.scenario.state import ScenarioState

from ._verdicts import _happened
from ._where import (
    PLACED,
    TABLE,
    TO,
    Ended,
    Ends,
    moved_row,
    place_set_up,
    placed_ends,
    set_up_rows,
    when_ended,
)
from .position_moves import SET_UPS, _others, refresh


def needs_positions(ctx: ScenarioState, unit: str, kind: MoveKind) -> None:
    """In a positioned scenario an ingress or a disembark gives set-up positions for every
    model (contract §19.6, 03.02): one stated without them is an input error asking for them."""
    if not ctx.board.positioned or kind not in (MoveKind.INGRESS, MoveKind.DISEMBARK):
        return
    raise RulesInputError(
        f'this scenario places models, so {kind.article} {kind.value} move sets "{unit}" up '
        f'at positions: say where each model is set up (When "{unit}" makes {kind.article} '
        f'{kind.value} move to: with a row per model, or to the placement "<name>")',
        word=kind.value,
    )


def needs_placements(ctx: ScenarioState, transport: str) -> None:
    """In a positioned scenario the units inside a destroyed TRANSPORT are set up at positions
    (18.05, contract §19.6): destroying it without them is an input error asking for them."""
    if not ctx.board.positioned:
        return
    name = ctx.canonical(transport)
    inside = [u.name for u in ctx.game.units.values() if u.embarked_in == name and not u.destroyed]
    if inside and ctx.game.unit(name).on_battlefield:
        raise RulesInputError(
            f'"{inside[0]}" is embarked within "{transport}": this scenario places models, so '
            f'its emergency disembark sets it up at positions (When "{transport}" is destroyed '
            f'and "{inside[0]}" disembarks to the placement "<name>")',
            word=transport,
        )


def _refuse(unit: str, name: str, what: str, found: tuple[Reason, ...]) -> None:
    if found:
        texts = "; ".join(f"{r.text} ({r.rule.section})" for r in found)
        raise ImpossibleEvent(
            f'"{unit}" cannot have made {what}: {texts}', unit=name, reasons=found, word=unit
        )


def _rows_for(ctx: ScenarioState, name: str, unit: str, ends: Ends) -> list[Placed]:
    return set_up_rows(ctx, unit, ends)  # every model, each under its part (19.01)


def _transport(ctx: ScenarioState, unit: str, name: str) -> str:
    inside = ctx.game.unit(name).embarked_in
    if inside is None:  # eligibility names it (18.04)
        _happened(ctx, unit, lambda: ctx.game.transports.disembark(name))
        raise RulesInputError(f'"{unit}" is not embarked', word=unit)  # pragma: no cover
    if inside not in ctx.board.rows:
        raise RulesInputError(
            f'"{inside}", the TRANSPORT "{unit}" is embarked within, is not placed, so its '
            "set-up distance cannot be measured (place it: Given the positions:)",
            word=inside,
        )
    return inside


def disembark_check(
    ctx: ScenarioState, unit: str, ends: Ends, mode: str | None = None
) -> tuple[Verdict, DisembarkSetUp | None]:
    """A disembark set-up weighed without making it (18.04, 18.04.01): the eligibility verdict
    (§14) and, when eligible, the set-up: its mode, rows and why it cannot be made there."""
    game, board = ctx.game, ctx.board
    name = ctx.unit(unit).name
    stated = Mode.parse(mode) if mode is not None else None
    # A stated mode is weighed with the eligibility, as without positions (§14): a Shock
    # Disembark excuses its TRANSPORT's advance (18.07), Rapid forced refuses the others (18.04).
    verdict = (
        game.moves.can_move(name, MoveKind.DISEMBARK)
        if stated is None
        else game.transports.can_disembark_using(name, stated)
    )
    if not verdict.yes:
        return verdict, None
    inside = _transport(ctx, unit, name)
    transport = game.unit(inside)
    chosen = stated or forced_mode(transport, game.now)
    rows = _rows_for(ctx, name, unit, ends)
    friends, enemies = _others(ctx, game, name)
    hull = board.footprints(inside)
    combat = chosen is Mode.COMBAT
    after_ingress = chosen is Mode.RAPID and transport_moved(transport, game.now, MoveKind.INGRESS)
    zone = None
    if (
        after_ingress
        and not game.as_modified(inside).deep_strike
        and game.now.battle_round < ENEMY_ZONE_FROM_ROUND
    ):
        zone = board.area_shape(f"player {other(game.unit(name).player)}'s deployment zone")
    prints = [(r.label, board.footprint(r)) for r in rows]
    found = disembark_problems(
        prints,
        friends,
        enemies,
        board.battlefield,
        (inside, hull),
        chosen.value,
        may_engage=engaged_with(hull, enemies) if combat else (),
        after_ingress=after_ingress,
        opponent_zone=zone,
    )
    engaged = combat and bool(engaged_with([p for _, p in prints], enemies))
    return verdict, DisembarkSetUp(stated, rows, found, engaged)


@dataclass(frozen=True)
class DisembarkSetUp:
    """A disembark set-up as weighed: the mode the step states, the rows, the reasons it
    cannot be made, and whether it ends engaged (a Combat Disembark's)."""

    stated: Mode | None
    rows: list[Placed]
    found: tuple[Reason, ...]
    engaged: bool


def disembark(
    ctx: ScenarioState,
    unit: str,
    ends: Ends,
    said: str,
    mode: str | None = None,
    then: tuple[MoveKind, Ends, str] | None = None,
) -> None:
    """A disembark move (18.04) setting every model up at ``ends``, in ``mode`` (None: the
    mode 18.04 forces), perhaps followed (a Tactical Disembark) by ``then``'s move."""
    game, board = ctx.game, ctx.board
    name = ctx.unit(unit).name
    verdict, set_up = disembark_check(ctx, unit, ends, mode)
    if not verdict.yes or set_up is None:  # eligibility first (§14): the error names why
        _happened(
            ctx, unit, lambda: game.transports.disembark(name, Mode.parse(mode) if mode else None)
        )
        raise RulesInputError(f'"{unit}" cannot disembark', word=unit)  # pragma: no cover
    stated, rows, found, engaged = set_up.stated, set_up.rows, set_up.found, set_up.engaged
    friends, enemies = _others(ctx, game, name)
    _refuse(unit, name, f"a disembark move {said}", found)
    kind = None
    if then is not None:
        kind, later, later_said = then
        # Each model up to its own M (Rules Appendix, Different Move Characteristics; each part
        # of an attached unit its own, 19.01), as a move step weighs it.
        advance = kind is MoveKind.ADVANCE
        roll = game.moves.roll_would_be(name, "advance") if advance else None
        own = (
            each_parts_maximum(board, game.units, name, advance, roll)
            if kind in (MoveKind.NORMAL, MoveKind.ADVANCE)
            else {}
        )
        maximum = None
        moved = [
            MovedModel(
                r.label,
                board.footprint(r),
                board.footprint(_at(r, later)),
                own.get(r.unit, own.get(name)),
            )
            for r in rows
        ]
        _refuse(
            unit,
            name,
            f"{kind.article} {kind.value} move {later_said} after its disembark",
            problems(
                kind,
                moved,
                friends,
                enemies,
                board.battlefield,
                maximum,
                can_fly=game.as_modified(name).has(FLY),
            ),
        )
        rows = [_at(r, later) for r in rows]
    _happened(
        ctx,
        unit,
        lambda: game.transports.disembark(name, stated, then=kind, ends_engaged=engaged or None),
    )
    place_set_up(ctx, unit, rows)
    refresh(ctx, game)


def _at(row: Placed, ends: Ends) -> Placed:
    at = ends.get(model_key(row.unit, row.label, True), ends.get(row.label))
    if at is None:
        return row
    return moved_row(row, at)


SET_UPS[MoveKind.DISEMBARK] = lambda ctx, unit, ends, said: disembark(ctx, unit, ends, said)


# -- When --------------------------------------------------------------------------------------
when_ended(
    Ended(
        '"{unit}" makes a disembark move using {mode:mode}',
        lambda ctx, args, ends, said: disembark(
            ctx, args["unit"], ends, f"using {args['mode']} {said}", args["mode"]
        ),
        lambda args: "to:",
        lambda ctx, args: MoveKind.DISEMBARK,
        "disembark_using",
    ),
    (
        (TO, 'When "Squad" makes a disembark move using Combat Disembark to (12, 10)'),
        (
            TABLE,
            'When "Squad" makes a disembark move using Combat Disembark to:\n'
            "  | model | x | y |\n  | 1 | 12 | 10 |",
        ),
        (
            PLACED,
            'When "Squad" makes a disembark move using Combat Disembark to the placement "out"',
        ),
    ),
)


@when(
    '"{unit}" makes a disembark move to the placement "{first}" followed by [a|an] '
    '{move:word} move to the placement "{second}"',
    example='When "Squad" makes a disembark move to the placement "out" followed by a normal '
    'move to the placement "on"',
)
def disembark_then_move(ctx: ScenarioState, unit: str, first: str, move: str, second: str) -> None:
    kind = MoveKind.parse(move)
    later = placed_ends(ctx, unit, second)
    disembark(
        ctx,
        unit,
        placed_ends(ctx, unit, first),
        f'to the placement "{first}"',
        then=(kind, later, f'to the placement "{second}"'),
    )


@when(
    '"{transport}" is destroyed and "{unit}" disembarks to the placement "{name}"',
    example='When "Rhino" is destroyed and "Squad" disembarks to the placement "out"',
)
def destroyed_and_disembarks(ctx: ScenarioState, transport: str, unit: str, name: str) -> None:
    """18.05: the unit inside is set up wholly within 6" of the destroyed TRANSPORT; set up
    engaged, it ended engaged (the app's erratum; not weighed). Every unit inside is given its
    placement in a positioned scenario."""
    game, board = ctx.game, ctx.board
    carrier, unit_name = ctx.canonical(transport), ctx.unit(unit).name
    ends = placed_ends(ctx, unit, name)
    if game.unit(unit_name).embarked_in != carrier:
        raise RulesInputError(
            f'"{unit}" is not embarked within "{transport}", so it makes no emergency disembark '
            "move when that TRANSPORT is destroyed (18.03, 18.05)",
            word=unit,
        )
    others = [
        u.name
        for u in game.units.values()
        if u.embarked_in == carrier and u.name != unit_name and not u.destroyed
    ]
    if others:
        raise RulesInputError(
            f'"{others[0]}" is embarked within "{transport}" too: in a positioned scenario every '
            "unit that disembarks is given its set-up positions (name each in its own step)",
            word=transport,
        )
    if carrier not in board.rows:
        raise RulesInputError(
            f'"{transport}" is not placed, so the set-up distance cannot be measured',
            word=transport,
        )
    rows = _rows_for(ctx, unit_name, unit, ends)
    friends, enemies = _others(ctx, game, unit_name)
    hull = board.footprints(carrier)
    prints = [(r.label, board.footprint(r)) for r in rows]
    # It may end engaged (app erratum to 18.05): whether another set-up was possible is not
    # weighed (contract §19.6), so the engaged set-up stands as the step gives it.
    found = disembark_problems(prints, friends, enemies, board.battlefield, (carrier, hull), None)
    _refuse(unit, unit_name, f'an emergency disembark move to the placement "{name}"', found)
    engaged = bool(engaged_with([p for _, p in prints], enemies))
    game.leave_battlefield(carrier, destroyed=True, ends_engaged=(unit_name,) if engaged else ())
    place_set_up(ctx, unit, rows)
    refresh(ctx, game)


# -- Then --------------------------------------------------------------------------------------
def measured_embark(ctx: ScenarioState, unit: str, transport: str, verdict: Verdict) -> Verdict:
    """18.02's distance added to an embark verdict where both units are placed."""
    board = ctx.board
    name, carrier = ctx.unit(unit).name, ctx.canonical(transport)
    # An attached unit is one unit (19.01): each model of every part must be within 3" (18.02).
    mine = unit_footprints(board, ctx.game.units, name)
    if not mine or carrier not in board.rows:
        return verdict
    hull = board.footprints(carrier)
    ctx.game.weigh(EMBARK_DISTANCE, embark_too_far(mine, hull) is not None)
    reason = embark_too_far(mine, hull)
    if reason is None:
        return Verdict(verdict.yes, verdict.reasons, (*verdict.consulted, EMBARK_DISTANCE))
    return Verdict(False, (*verdict.reasons, reason), (*verdict.consulted, EMBARK_DISTANCE))


def embark_positions(ctx: ScenarioState, unit: str, transport: str) -> bool:
    """Before a unit embarks in a positioned scenario (18.02): each model within 3" of the
    TRANSPORT where it stands (the move before it is one with end positions, or none). Whether
    both are placed; too far is an error of the scenario naming what was measured."""
    board = ctx.board
    name, carrier = ctx.unit(unit).name, ctx.canonical(transport)
    mine = unit_footprints(board, ctx.game.units, name)
    if not mine or carrier not in board.rows:
        return False
    hull = board.footprints(carrier)
    reason = embark_too_far(mine, hull)
    if reason is not None:
        detail = embark_measured(mine, hull)
        raise ImpossibleEvent(
            f'"{unit}" cannot have embarked within "{transport}": {reason.text} ({detail}) '
            f"({reason.rule.section})",
            unit=name,
            reasons=(reason,),
            word=unit,
        )
    return True


def unplace(ctx: ScenarioState, unit: str) -> None:
    """An embarked unit has no position (18.02): its rows leave the board."""
    ctx.board.rows.pop(ctx.unit(unit).name, None)
    refresh(ctx, ctx.game)


def embark_detail(ctx: ScenarioState, unit: str, transport: str) -> str:
    board = ctx.board
    name, carrier = ctx.unit(unit).name, ctx.canonical(transport)
    if name not in board.rows or carrier not in board.rows:
        return ""
    return f" ({embark_measured(board.footprints(name), board.footprints(carrier))})"


__all__ = ["embark_detail", "embark_positions", "measured_embark", "unplace"]
