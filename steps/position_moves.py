"""Moves with end positions (docs/language.md#moves-with-end-positions; contract §19.6): a
move step that says where the models end. Eligibility comes first (§9), then the end positions
are checked (core/end_positions.py); a move that fails either is an error of the scenario
naming the unit, the reason, its clause and what was measured. After it, every fact the
positions decide is measured again."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction

from ruleslawyer.core import ImpossibleEvent, MoveKind, Reason, Verdict
from ruleslawyer.core import measuring as m
from ruleslawyer.core.bases import Footprint
from ruleslawyer.core.distances import within
from ruleslawyer.core.end_positions import MovedModel, problems, set_up_problems
from ruleslawyer.core.fight_moves_end import NO_AIM, Aim, measured
from ruleslawyer.core.game import Game
from ruleslawyer.core.keywords import FLY
from ruleslawyer.core.predicates import Question
from ruleslawyer.core.rules_numbers import CONSOLIDATION_MAX, PILE_IN_MAX
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.measuring import compute
from ruleslawyer.scenario.placement import (
    each_parts_maximum,
    game_sides,
    move_characteristics,
    part_names,
    remeasure,
    unit_footprints,
    unit_groups,
)
from ruleslawyer.scenario.positions import Placed, model_key, number
from ruleslawyer.scenario.registry import given, then
from ruleslawyer.scenario.state import ScenarioState

from ._end_checks import Extra, charge_extra, surge_extra
from ._fight_ends import ended_engaged, fight_reasons
from ._verdicts import _happened
from ._where import (
    BY,
    TABLE,
    TO,
    Ended,
    Ends,
    moved_row,
    place_set_up,
    set_up_row,
    set_up_rows,
    when_ended,
)

_MAXIMUM_FROM_M = (MoveKind.NORMAL, MoveKind.FALL_BACK)
# 12.03, 12.08: their maximum distance, from the rules numbers.
_THREE_INCHES = {MoveKind.PILE_IN: PILE_IN_MAX, MoveKind.CONSOLIDATION: CONSOLIDATION_MAX}
_SET_UP = (MoveKind.INGRESS, MoveKind.DISEMBARK)  # set-up positions for every model (03.02)
# Set-ups another module checks, by move type: a disembark (steps/set_up_moves.py, 18.04).
SET_UPS: dict[MoveKind, Callable[[ScenarioState, str, Ends, str], None]] = {}


@given('"{unit}" has M {n:length}"', example='Given "Squad" has M 6"')
def has_m(ctx: ScenarioState, unit: str, n: str) -> None:
    ctx.no_game_yet("state a Move characteristic")
    ctx.board.stated_m(ctx.unit(unit).name, n)


@then('"{unit}" has M {n:length}"', example='Then "Squad" has M 6"')
def then_has_m(ctx: ScenarioState, unit: str, n: str) -> None:
    """The Move characteristic (02.02): as stated, else the datasheet's highest."""
    game = ctx.game  # build first
    name = ctx.unit(unit).name
    # a part's own M, else the attached unit's (Different Move Characteristics, 19.01)
    have = move_characteristics(ctx.board, game.units, name).get(ctx.named_unit or name)
    if have is None:
        have = ctx.board.move_characteristic.get(name)
    wanted = number(n, "the Move characteristic")
    if have != wanted:
        said = "no Move characteristic stated" if have is None else f'M {_inches(have)}"'
        raise Disagreement(
            f'"{unit}" has M {n}"', f"it has {said}", (Reason("Move characteristic", m.MOVE),)
        )


def _inches(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))


def _made(ctx: ScenarioState, args: dict[str, str], ends: Ends, said: str) -> None:
    """The move to these ends: a set-up for an ingress or a disembark (03.02), else a move."""
    unit, move = args["unit"], args["move"]
    if MoveKind.parse(move) in _SET_UP:
        ctx.game  # noqa: B018 - build first
        _set_up(ctx, unit, move, ends, said)
    else:
        _move(ctx, unit, move, ends, said)


def _said_move(move: str) -> str:
    kind = MoveKind.parse(move)
    return f"{kind.article} {kind.value}"


def _setting_up(ctx: ScenarioState, args: dict[str, str]) -> MoveKind | None:
    kind = MoveKind.parse(args["move"])
    return kind if kind in _SET_UP else None


# A move of any type to where its models end; its placement form is steps/surge_moves.py's.
MOVED = Ended(
    '"{unit}" makes [a|an] {move:word} move',
    _made,
    lambda args: f'When "{args["unit"]}" makes {_said_move(args["move"])} move to:',
    _setting_up,
    "move",
    lambda args: f"{args['move']} move to:",
)
when_ended(
    MOVED,
    (
        (TO, 'When "Captain" makes a normal move to (12, 10)'),
        (BY, 'When "Squad" makes a normal move by (3, 0)'),
        (TABLE, 'When "Squad" makes a normal move to:\n  | model | x | y |\n  | 1 | 12 | 10 |'),
    ),
)


def _move(
    ctx: ScenarioState,
    unit: str,
    move: str,
    ends: dict[str, tuple[Fraction, Fraction]],
    said: str,
    named: Aim = NO_AIM,
    maximum: Fraction | None = None,
    extra: Extra | None = None,
) -> None:
    """Check the end positions (after eligibility), then move. ``named``: what the step names
    (``against``, ``onto``); ``maximum``: the distance the step states (a surge's ``of up
    to``); ``extra``: the checks of the move's own type that core/end_positions.py does not
    make (core/surge_ends.py)."""
    kind = MoveKind.parse(move)
    game = ctx.game
    name = ctx.unit(unit).name
    verdict = game.moves.can_move(name, kind)
    if not verdict.yes:  # eligibility first (§9): the error names why
        _happened(ctx, unit, lambda: game.moves.move(name, kind))
    moved, found = end_reasons(ctx, name, kind, ends, named, maximum, extra)
    if found:
        texts = "; ".join(f"{getattr(r, 'said', r.text)} ({r.rule.section})" for r in found)
        raise ImpossibleEvent(
            f'"{unit}" cannot have made {kind.article} {kind.value} move {said}: {texts}',
            unit=name,
            reasons=found,
            word=unit,
        )
    board = ctx.board
    for part in part_names(game.units, name):  # every part's models where they end (19.01)
        if part in board.rows:
            board.move(part, moved[: len(board.rows[part])])
            moved = moved[len(board.rows[part]) :]
    # each unit's models, an attached unit's from every part (19.01), as remeasure groups them
    sides = game_sides(game.units)
    after = compute(board, sides, unit_groups(board, game.units, sides)).get(name)
    engaged_now = after is not None and bool(after.engaged_with)
    _happened(ctx, unit, lambda: game.moves.move(name, kind, ends_engaged=engaged_now))
    if kind is MoveKind.CONSOLIDATION:  # 12.08 (app rules data 931): selections owed
        game.fight_order.owe(ended_engaged(ctx, game, name))
    refresh(ctx, game)


def end_reasons(
    ctx: ScenarioState,
    name: str,
    kind: MoveKind,
    ends: dict[str, tuple[Fraction, Fraction]],
    named: Aim = NO_AIM,
    maximum: Fraction | None = None,
    extra: Extra | None = None,
) -> tuple[list[Placed], tuple[Reason, ...]]:
    """Where the models would stand, and why the unit cannot have made the move to there
    (eligibility aside): every move's checks, the charge's, the pile-in's and the
    consolidation's (core/end_positions.py, core/fight_moves_end.py)."""
    game = ctx.game
    board = ctx.board
    # An attached unit is one unit (19.01): a move moves the models of every part its ends
    # name, the leader's too; the models they leave out stay where they stand (03.01).
    parts = part_names(game.units, name)
    whole = len(parts) > 1
    owned = [(part, r) for part in parts for r in board.rows.get(part, ())]
    rows = [r for _, r in owned]
    keys = [model_key(part, r.label, whole) for part, r in owned]
    moved = [moved_row(r, ends[k]) if k in ends else r for r, k in zip(rows, keys, strict=True)]
    mine = game.unit(name)
    flies = game.as_modified(name).has(FLY)  # 03.01, 23.02: FLY as the rules in force (18.3)
    friends, enemies = _others(ctx, game, name)
    own: dict[str, Fraction | None] = {}  # each part's own maximum (Different Move Characteristics)
    if maximum is None and kind in (*_MAXIMUM_FROM_M, MoveKind.ADVANCE):
        advance = kind is MoveKind.ADVANCE
        roll = game.moves.roll_would_be(name, "advance") if advance else None
        own = each_parts_maximum(board, game.units, name, advance, roll)
    if kind in _THREE_INCHES:
        maximum = Fraction(_THREE_INCHES[kind].inches or 0)
    if kind is MoveKind.CHARGE:
        roll = game.moves.charge_distance(name)  # as made (18.3 item 4)
        if roll is not None:
            maximum = Fraction(roll)  # 11.04: the charge roll is the maximum distance
        extra = extra or charge_extra(game, flies, roll, named.against)
    if kind is MoveKind.SURGE:
        extra = extra or surge_extra(game, flies, None)
    models = [
        MovedModel(
            r.label if part == name else k, board.footprint(r), board.footprint(m), own.get(part)
        )
        for (part, r), m, k in zip(owned, moved, keys, strict=True)
    ]
    found = problems(
        kind,
        models,
        friends,
        enemies,
        board.battlefield,
        maximum,
        targets=named.against if kind is MoveKind.CHARGE and named.against else None,
        can_fly=flies,
    )
    if extra is not None:
        found += extra(models, enemies)
    found = (*(measured(r) for r in found), *fight_reasons(ctx, game, name, kind, models, named))
    return moved, game.ruled(Question.MOVE, mine, kind.value).lift_measured(found)  # 18.3 item 1


def refresh(ctx: ScenarioState, game: Game) -> None:
    """Measure again every fact the positions decide, after models moved (§19.6)."""
    remeasure(ctx.board, game)


def _others(
    ctx: ScenarioState, game: Game, name: str
) -> tuple[list[Footprint], dict[str, list[Footprint]]]:
    mine = game.unit(name)
    friends: list[Footprint] = []
    enemies: dict[str, list[Footprint]] = {}
    for other, other_unit in game.units.items():
        if other == name or not other_unit.on_battlefield or other_unit.destroyed:
            continue
        # An attached unit is one unit (19.01): its models are every part's.
        prints = unit_footprints(ctx.board, game.units, other)
        if not prints:
            continue
        if other_unit.player == mine.player:
            friends += prints
        else:
            enemies[other] = prints
    return friends, enemies


def _opponents_zone(ctx: ScenarioState, player: str, placed: list[Footprint]) -> str | None:
    """The opponent's deployment zone, where a set-up position puts any part of a base within
    its shape (20.04, measured: §19.5); else None."""
    zone = f"player {'B' if player == 'A' else 'A'}'s deployment zone"
    shaped = ctx.board.shapes.get(area_key(zone))
    if shaped is None:
        return None
    if any(within(f.shape, shaped.polygon, Fraction(0)) for f in placed):
        return zone
    return None


def ingress_check(
    ctx: ScenarioState, unit: str, ends: dict[str, tuple[Fraction, Fraction]]
) -> tuple[Verdict, tuple[Reason, ...], str | None, list[Placed]]:
    """An ingress set-up weighed without making it (20.04; a Deep Strike, 24.09): the
    eligibility verdict (§9, with the opponent's deployment zone the positions touch), then,
    when eligible, why every model cannot be set up where ``ends`` says; and the zone and rows."""
    kind = MoveKind.INGRESS
    game = ctx.game
    name = ctx.unit(unit).name
    board = ctx.board
    # 19.6: a set-up gives every model's position, each under its part (19.01); a unit eligible
    # but for what the positions say (the opponent's deployment zone, below) is not weighed on
    # some of its models only.
    if game.moves.can_move(name, kind).yes:
        rows = set_up_rows(ctx, unit, ends)
    else:
        rows = [set_up_row(name, label, at, ctx.line) for label, at in ends.items()]
    into = _opponents_zone(ctx, game.unit(name).player, [board.footprint(r) for r in rows])
    verdict = game.moves.can_move(name, kind, into=into)
    if not verdict.yes:
        return verdict, (), into, rows
    friends, enemies = _others(ctx, game, name)
    found = set_up_problems(
        [(r.label, board.footprint(r)) for r in rows],
        friends,
        enemies,
        board.battlefield,
        at_an_edge=not game.as_modified(name).deep_strike,  # 18.2: a rule may give it
    )
    return verdict, found, into, rows


def _set_up(
    ctx: ScenarioState,
    unit: str,
    move: str,
    ends: dict[str, tuple[Fraction, Fraction]],
    said: str,
) -> None:
    """An ingress move (20.04; a Deep Strike, 24.09): every model is set up where it says."""
    kind = MoveKind.parse(move)
    if kind in SET_UPS:
        SET_UPS[kind](ctx, unit, ends, said)
        return
    game = ctx.game
    name = ctx.unit(unit).name
    verdict, found, into, rows = ingress_check(ctx, unit, ends)
    if not verdict.yes:  # eligibility first (§9): the error names why
        _happened(ctx, unit, lambda: game.moves.ingress(name, into))
    if found:
        texts = "; ".join(f"{r.text} ({r.rule.section})" for r in found)
        raise ImpossibleEvent(
            f'"{unit}" cannot have made {kind.article} {kind.value} move {said}: {texts}',
            unit=name,
            reasons=found,
            word=unit,
        )
    _happened(ctx, unit, lambda: game.moves.ingress(name, into))
    place_set_up(ctx, unit, rows)
    refresh(ctx, game)
