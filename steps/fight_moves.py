"""Moves that name their targets, and questions about end positions
(docs/language.md#moves-with-end-positions; contract §19.6): `against "<enemy>"` (a charge's,
pile-in's or Engaging Consolidation's enemy units), `onto <objective>` (an Objective
Consolidation's objective), and `Then "<unit>" can make a <move> move ... to ...`, which weighs
eligibility first and then the end positions (core/end_positions.py,
core/fight_moves_end.py), as the move step would, without making the move."""

from __future__ import annotations

from collections.abc import Callable
from fractions import Fraction
from typing import Any

from ruleslawyer.core import MoveKind, Reason, RulesInputError, Verdict
from ruleslawyer.core.eligibility import MOVE_REASONS, reason_in
from ruleslawyer.core.fight_move_reasons import END_REASONS
from ruleslawyer.core.fight_moves_end import Aim, measured
from ruleslawyer.core.fight_order import consolidation_reasons
from ruleslawyer.core.set_up_ends import SET_UP_REASONS
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.positions import number
from ruleslawyer.scenario.registry import then, when
from ruleslawyer.scenario.state import ScenarioState

from ._fight_ends import aim, before_moving
from ._verdicts import _because, _exactly, _said
from .position_moves import _SET_UP, _move, _rows, end_reasons, ingress_check
from .set_up_moves import disembark_check
from .surge_moves import _moving, placed_ends, table_ends

Ends = dict[str, tuple[Fraction, Fraction]]
_WORDS = ("can make it", "cannot make it")
_XY = "[how=to|by] ({x:length}, {y:length})"
_PLACED = ' to the placement "{name}"'
# What a step may name before `to ...`, with an example of each.
# The move a step may aim names itself (a surge's `against` is steps/surge_moves.py's).
_AIMED = "[move=charge|pile-in|consolidation] move"
_AIMS: tuple[tuple[str, str, str, str], ...] = (
    ("[a|an] {move:word} move", "", "", "pile-in"),
    ("a " + _AIMED, ' against "{enemy}"', ' against "Boyz"', "pile-in"),
    (
        "a " + _AIMED,
        ' against "{enemy}" and "{second}"',
        ' against "Boyz" and "Grots"',
        "consolidation",
    ),
    ("a [move=consolidation] move", " onto {objective:area}", " onto objective 1", "consolidation"),
)


def _point_ends(ctx: ScenarioState, unit: str, move: str, how: str, x: str, y: str) -> Ends:
    """`to (<x>, <y>)` for a unit of one model, or `by (<dx>, <dy>)` for every model."""
    rows = _rows(ctx, unit)
    if how == "by":
        ox, oy = number(x, "the offset's x"), number(y, "the offset's y")
        return {r.label: (r.at[0] + ox, r.at[1] + oy) for r in rows}
    if len(rows) != 1:
        raise RulesInputError(
            f'"{unit}" has {len(rows)} models: say where each ends with a table '
            f"(... {move} move ... to:)",
            word=f"({x}, {y})",
        )
    return {rows[0].label: (number(x, "the end's x"), number(y, "the end's y"))}


def _table_ends(ctx: ScenarioState, unit: str, move: str, datatable: list[list[str]]) -> Ends:
    if not datatable or [h.strip() for h in datatable[0]][:3] != ["model", "x", "y"]:
        raise RulesInputError(
            "a move's table has the columns model | x | y", word=f"{move} move to:"
        )
    labels = {r.label for r in _rows(ctx, unit)}
    ends: Ends = {}
    for row in datatable[1:]:
        label, x, y = (c.strip() for c in row[:3])
        if label not in labels:
            raise RulesInputError(
                f'"{unit}" has no model {label} (its models: {", ".join(sorted(labels))})',
                word=label,
            )
        ends[label] = (number(x, f"model {label}'s x"), number(y, f"model {label}'s y"))
    return ends


def _named(ctx: ScenarioState, move: str, args: dict[str, Any]) -> Aim:
    against = tuple(args[k] for k in ("enemy", "second") if args.get(k))
    return aim(ctx, ctx.game, MoveKind.parse(move), against, args.get("objective"))


def _aimed(args: dict[str, Any]) -> str:
    enemies = [f'"{args[k]}"' for k in ("enemy", "second") if args.get(k)]
    if enemies:
        return " against " + " and ".join(enemies)
    if args.get("mode"):
        return f" using {args['mode']}"
    return f" onto {args['objective']}" if args.get("objective") else ""


def _where(args: dict[str, Any]) -> str:
    if args.get("name") is not None:
        return f'to the placement "{args["name"]}"'
    if args.get("datatable") is not None:
        return "to the positions of its table"
    return f"{args['how']} ({args['x']}, {args['y']})"


def _said_where(args: dict[str, Any]) -> str:
    return (_aimed(args) + " " + _where(args)).strip()


def _ends(ctx: ScenarioState, args: dict[str, Any]) -> Ends:
    unit, move = args["unit"], args["move"]
    if args.get("name") is not None:
        said = _where(args)
        return _moving(ctx, unit, move, placed_ends(ctx, unit, args["name"]), said)
    if args.get("datatable") is not None:
        return _table_ends(ctx, unit, move, args["datatable"])
    return _point_ends(ctx, unit, move, args["how"], args["x"], args["y"])


# -- When --------------------------------------------------------------------------------------
def _make_at(
    ctx: ScenarioState,
    unit: str,
    move: str,
    how: str,
    x: str,
    y: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective, how=how, x=x, y=y)
    _move(ctx, unit, move, _ends(ctx, args), _said_where(args), _named(ctx, move, args))


def _make_table(
    ctx: ScenarioState,
    unit: str,
    move: str,
    datatable: list[list[str]],
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective, datatable=datatable)
    _move(ctx, unit, move, _ends(ctx, args), _said_where(args), _named(ctx, move, args))


def _args(
    unit: str,
    move: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    **rest: Any,
) -> dict[str, Any]:
    return dict(unit=unit, move=move, enemy=enemy, second=second, objective=objective, **rest)


for _lead, _aim, _example, _kind in _AIMS[1:]:
    when(
        '"{unit}" makes ' + _lead + _aim + " " + _XY,
        example=f'When "Squad" makes a {_kind} move{_example} to (12, 10)',
    )(_make_at)
    when(
        '"{unit}" makes ' + _lead + _aim + " to:",
        example=f'When "Squad" makes a {_kind} move{_example} to:\n'
        "  | model | x  | y  |\n  | 1     | 12 | 10 |",
    )(_make_table)


def _make_placed(ctx: ScenarioState, **args: Any) -> None:
    args = _args(**args)
    _move(
        ctx,
        args["unit"],
        args["move"],
        _ends(ctx, args),
        _said_where(args),
        _named(ctx, args["move"], args),
    )


for _lead, _aim, _example, _kind in _AIMS[1:]:
    when(
        '"{unit}" makes ' + _lead + _aim + _PLACED,
        example=f'When "Squad" makes a {_kind} move{_example} to the placement "near"',
    )(_make_placed)


# -- Then --------------------------------------------------------------------------------------
def verdict_to(ctx: ScenarioState, args: dict[str, Any]) -> Verdict:
    """Whether the unit can make the move to these end positions now: eligibility first (§9),
    then the end positions (§19.6)."""
    kind = MoveKind.parse(args["move"])
    game = ctx.game
    name = ctx.unit(args["unit"]).name
    if kind in _SET_UP:
        return _set_up_verdict(ctx, kind, args)
    named = _named(ctx, args["move"], args)
    ends = _ends(ctx, args)
    verdict = game.can_move(name, kind)
    if not verdict.yes:
        return verdict
    _, found = end_reasons(ctx, name, kind, ends, named)
    consulted = tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in found))))
    return Verdict(not found, found, consulted)


def _set_up_ends(ctx: ScenarioState, kind: MoveKind, args: dict[str, Any]) -> Ends:
    """Where an ingress or a disembark would set every model up (03.02; §19.6)."""
    unit = args["unit"]
    if args.get("name") is not None:
        return placed_ends(ctx, unit, args["name"])
    if args.get("datatable") is not None:
        return table_ends(unit, args["datatable"], "a move's table")
    if args["how"] == "by":
        raise RulesInputError(
            f"{kind.article} {kind.value} move sets the unit up, so it has no start to move by "
            f"an offset from: say where each model is set up (to: with a row per model, or to "
            f'the placement "<name>")',
            word=f"by ({args['x']}, {args['y']})",
        )
    return {"1": (number(args["x"], "the end's x"), number(args["y"], "the end's y"))}


def _set_up_verdict(ctx: ScenarioState, kind: MoveKind, args: dict[str, Any]) -> Verdict:
    """Whether the unit can be set up there now (contract §19.6): eligibility first (§14),
    then the set-up positions (20.04, 24.09; 18.04, 18.04.01), without making the move."""
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    ends = _set_up_ends(ctx, kind, args)
    if kind is MoveKind.INGRESS:
        verdict, found, _, _ = ingress_check(ctx, args["unit"], ends)
    else:
        verdict, set_up = disembark_check(ctx, args["unit"], ends, args.get("mode"))
        found = set_up.found if set_up is not None else ()
    if not verdict.yes:
        return verdict
    reasons = tuple(measured(r) for r in found)
    consulted = tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in reasons))))
    return Verdict(not reasons, reasons, consulted)


def _claim(args: dict[str, Any], verb: str) -> str:
    move = MoveKind.parse(args["move"])
    return f'"{args["unit"]}" {verb} make {move.article} {move.value} move{_aimed(args)} ' + _where(
        args
    )


def _can(ctx: ScenarioState, args: dict[str, Any]) -> None:
    verdict = verdict_to(ctx, args)
    if not verdict.yes:
        raise Disagreement(_claim(args, "can"), _said(verdict, *_WORDS), verdict.reasons)


def _cannot(ctx: ScenarioState, args: dict[str, Any]) -> None:
    verdict = verdict_to(ctx, args)
    if verdict.yes:
        raise Disagreement(_claim(args, "cannot"), _said(verdict, *_WORDS), verdict.grounds())


def _table(reasons: tuple[str, ...]) -> tuple[Reason, ...]:
    return (*MOVE_REASONS, *consolidation_reasons(*reasons), *END_REASONS, *SET_UP_REASONS)


def _can_at(
    ctx: ScenarioState,
    unit: str,
    move: str,
    how: str,
    x: str,
    y: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    _can(ctx, _args(unit, move, enemy, second, objective, how=how, x=x, y=y, mode=mode))


def _can_table(
    ctx: ScenarioState,
    unit: str,
    move: str,
    datatable: list[list[str]],
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    _can(ctx, _args(unit, move, enemy, second, objective, datatable=datatable, mode=mode))


def _cannot_at(
    ctx: ScenarioState,
    unit: str,
    move: str,
    how: str,
    x: str,
    y: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    _cannot(ctx, _args(unit, move, enemy, second, objective, how=how, x=x, y=y, mode=mode))


def _cannot_table(
    ctx: ScenarioState,
    unit: str,
    move: str,
    datatable: list[list[str]],
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    _cannot(ctx, _args(unit, move, enemy, second, objective, datatable=datatable, mode=mode))


def _cannot_because(
    ctx: ScenarioState,
    unit: str,
    move: str,
    how: str,
    x: str,
    y: str,
    reason: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective, how=how, x=x, y=y, mode=mode)
    reason_in(reason, _table((reason,)), "for a move")  # a reason no move gives: say so first
    verdict = verdict_to(ctx, args)
    _because(_claim(args, "cannot"), verdict, reason, _table((reason,)), "for a move", _WORDS)


def _cannot_exactly(
    ctx: ScenarioState,
    unit: str,
    move: str,
    how: str,
    x: str,
    y: str,
    datatable: list[list[str]],
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective, how=how, x=x, y=y, mode=mode)
    rows = datatable or []
    phrases = tuple(row[0] for row in rows if row)
    for phrase in phrases:  # a reason no move gives: say so first
        reason_in(phrase, _table(phrases), "for a move")
    verdict = verdict_to(ctx, args)
    _exactly(_claim(args, "cannot"), verdict, _table(phrases), "for a move", rows, _WORDS)


def _can_placed(ctx: ScenarioState, **args: Any) -> None:
    _can(ctx, _args(**args))


def _cannot_placed(ctx: ScenarioState, **args: Any) -> None:
    _cannot(ctx, _args(**args))


def _cannot_placed_because(ctx: ScenarioState, **args: Any) -> None:
    reason = args.pop("reason")
    args = _args(**args)
    reason_in(reason, _table((reason,)), "for a move")  # a reason no move gives: say so first
    verdict = verdict_to(ctx, args)
    _because(_claim(args, "cannot"), verdict, reason, _table((reason,)), "for a move", _WORDS)


def _cannot_placed_exactly(
    ctx: ScenarioState,
    unit: str,
    move: str,
    name: str,
    datatable: list[list[str]],
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
    mode: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective, name=name, mode=mode)
    rows = datatable or []
    phrases = tuple(row[0] for row in rows if row)
    for phrase in phrases:  # a reason no move gives: say so first
        reason_in(phrase, _table(phrases), "for a move")
    verdict = verdict_to(ctx, args)
    _exactly(_claim(args, "cannot"), verdict, _table(phrases), "for a move", rows, _WORDS)


_TABLE = "\n  | model | x  | y  |\n  | 1     | 12 | 10 |"
_FORMS: tuple[tuple[str, str, str, Callable[..., None]], ...] = (
    ("can", " " + _XY, " to (12, 10)", _can_at),
    ("can", " to:", " to:" + _TABLE, _can_table),
    ("cannot", " " + _XY, " to (12, 10)", _cannot_at),
    ("cannot", " to:", " to:" + _TABLE, _cannot_table),
    (
        "cannot",
        " " + _XY + " because {reason:text}",
        " to (12, 10) because it would not end engaged",
        _cannot_because,
    ),
    (
        "cannot",
        " " + _XY + ", for exactly these reasons:",
        " by (1, 0), for exactly these reasons:\n  | it would not end engaged |",
        _cannot_exactly,
    ),
    ("can", _PLACED, ' to the placement "near"', _can_placed),
    ("cannot", _PLACED, ' to the placement "near"', _cannot_placed),
    (
        "cannot",
        _PLACED + " because {reason:text}",
        ' to the placement "near" because it would not end engaged',
        _cannot_placed_because,
    ),
    (
        "cannot",
        _PLACED + ", for exactly these reasons:",
        ' to the placement "near", for exactly these reasons:\n  | it would not end engaged |',
        _cannot_placed_exactly,
    ),
)
# A disembark's mode (§14), before `to ...` as a query's aim (§19.6): Then only, the When
# forms being steps/set_up_moves.py's; its examples set up (never `by`) and give a set-up reason.
_USING = ("a [move=disembark] move", " using {mode:mode}", " using Combat Disembark", "disembark")
_SET_UP_SAID = {
    " by (1, 0), for exactly these reasons:\n  | it would not end engaged |": (
        " to (12, 10), for exactly these reasons:\n  | a model would be set up engaged |"
    ),
    " to (12, 10) because it would not end engaged": (
        " to (12, 10) because a model would not be wholly within the set-up distance of its "
        "TRANSPORT"
    ),
    ' to the placement "near" because it would not end engaged': (
        ' to the placement "near" because a model would be set up engaged'
    ),
    ' to the placement "near", for exactly these reasons:\n  | it would not end engaged |': (
        ' to the placement "near", for exactly these reasons:\n  | a model would be set up '
        "engaged |"
    ),
}
for _lead, _aim, _example, _kind in (*_AIMS, _USING):
    for _verb, _tail, _said_tail, _step in _FORMS:
        if _kind == "disembark":
            _said_tail = _SET_UP_SAID.get(_said_tail, _said_tail)
        then(
            f'"{{unit}}" {_verb} make {_lead}{_aim}{_tail}',
            example=f'Then "Squad" {_verb} make a {_kind} move{_example}{_said_tail}',
        )(_step)


# -- Then, before the move: what the positions decide with what the step names -----------------
def verdict_before(ctx: ScenarioState, args: dict[str, Any]) -> Verdict:
    """Whether the unit can make the move selecting what the step names: eligibility first
    (§9), then the pile-in targets or the consolidation mode from where it stands."""
    kind = MoveKind.parse(args["move"])
    game = ctx.game
    name = ctx.unit(args["unit"]).name
    named = _named(ctx, args["move"], args)
    verdict = game.can_move(name, kind)
    if not verdict.yes:
        return verdict
    found = before_moving(ctx, game, name, kind, named)
    consulted = tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in found))))
    return Verdict(not found, found, consulted)


def _claim_before(args: dict[str, Any], verb: str) -> str:
    return f'"{args["unit"]}" {verb} make a {args["move"]} move{_aimed(args)}'


def _can_before(
    ctx: ScenarioState,
    unit: str,
    move: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective)
    verdict = verdict_before(ctx, args)
    if not verdict.yes:
        raise Disagreement(_claim_before(args, "can"), _said(verdict, *_WORDS), verdict.reasons)


def _cannot_before(
    ctx: ScenarioState,
    unit: str,
    move: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective)
    verdict = verdict_before(ctx, args)
    if verdict.yes:
        claim = _claim_before(args, "cannot")
        raise Disagreement(claim, _said(verdict, *_WORDS), verdict.grounds())


def _cannot_before_because(
    ctx: ScenarioState,
    unit: str,
    move: str,
    reason: str,
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective)
    table = _table((reason,))
    reason_in(reason, table, "for a move")  # a reason no move gives: say so first
    verdict = verdict_before(ctx, args)
    _because(_claim_before(args, "cannot"), verdict, reason, table, "for a move", _WORDS)


def _cannot_before_exactly(
    ctx: ScenarioState,
    unit: str,
    move: str,
    datatable: list[list[str]],
    enemy: str | None = None,
    second: str | None = None,
    objective: str | None = None,
) -> None:
    args = _args(unit, move, enemy, second, objective)
    rows = datatable or []
    phrases = tuple(row[0] for row in rows if row)
    for phrase in phrases:
        reason_in(phrase, _table(phrases), "for a move")
    verdict = verdict_before(ctx, args)
    claim = _claim_before(args, "cannot")
    _exactly(claim, verdict, _table(phrases), "for a move", rows, _WORDS)


_BEFORE_AIMS: tuple[tuple[str, str, str, str], ...] = (
    ("a [move=pile-in|consolidation] move", ' against "{enemy}"', ' against "Boyz"', "pile-in"),
    (
        "a [move=pile-in|consolidation] move",
        ' against "{enemy}" and "{second}"',
        ' against "Boyz" and "Grots"',
        "consolidation",
    ),
    # A charge's named targets, weighed before the move (11.04 BEFORE MOVING, 23.04).
    ("a [move=charge] move", ' against "{enemy}"', ' against "Boyz"', "charge"),
    (
        "a [move=charge] move",
        ' against "{enemy}" and "{second}"',
        ' against "Boyz" and "Grots"',
        "charge",
    ),
    # Its objective's words are never "to", "by" or "for" (the `onto` slot), so the name
    # ends where a `to ...` form's end positions would begin.
    ("a [move=consolidation] move", " onto {objective:onto}", " onto objective 1", "consolidation"),
)
_BEFORE_FORMS: tuple[tuple[str, str, str, Callable[..., None]], ...] = (
    ("can", "", "", _can_before),
    ("cannot", "", "", _cannot_before),
    (
        "cannot",
        " because {reason:text}",
        " because a selected enemy unit is too far away",
        _cannot_before_because,
    ),
    (
        "cannot",
        ", for exactly these reasons:",
        ", for exactly these reasons:\n  | it must make an Ongoing Consolidation |",
        _cannot_before_exactly,
    ),
)
# A reason each move's examples give (the pile-in's and consolidation's as before).
_BEFORE_REASONS = {
    "charge": "a charge target is beyond the maximum distance of the charge",
    " onto": "the selected objective is too far away",
}
for _lead, _aim, _example, _kind in _BEFORE_AIMS:
    _key = " onto" if _aim.startswith(" onto") else _kind
    for _verb, _tail, _said_tail, _step in _BEFORE_FORMS:
        if _key in _BEFORE_REASONS:
            _reason = _BEFORE_REASONS[_key]
            _said_tail = {
                " because {reason:text}": f" because {_reason}",
                ", for exactly these reasons:": f", for exactly these reasons:\n  | {_reason} |",
            }.get(_tail, _said_tail)
        then(
            f'"{{unit}}" {_verb} make {_lead}{_aim}{_tail}',
            example=f'Then "Squad" {_verb} make a {_kind} move{_example}{_said_tail}',
        )(_step)
