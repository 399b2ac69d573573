"""What a move step with a named aim or end positions asks, in the core's terms
(docs/language.md#moves-with-end-positions; contract §19.6): the aim it names (`against`,
`onto`, a disembark's `using`), where its models end (`to (<x>, <y>)`, `by (<dx>, <dy>)`, a
table `to:`, `to the placement "<name>"`), and the verdict of the move, weighed to those ends
or, when the step names none, before the move. The phrase forms that ask it are declared in
steps/fight_moves.py; every one passes its slots here as one dict of arguments."""

from __future__ import annotations

from fractions import Fraction
from typing import Any

from ruleslawyer.core import MoveKind, Reason, Verdict
from ruleslawyer.core.eligibility import MOVE_REASONS
from ruleslawyer.core.fight_move_reasons import END_REASONS
from ruleslawyer.core.fight_moves_end import Aim, measured
from ruleslawyer.core.fight_reasons import consolidation_reasons
from ruleslawyer.core.keywords import FLY
from ruleslawyer.core.set_up_ends import SET_UP_REASONS
from ruleslawyer.core.transports import MODE_REASONS
from ruleslawyer.scenario.state import ScenarioState

from ._end_checks import Extra, surge_extra
from ._fight_ends import aim, before_moving
from ._where import Ends, ends_at
from .position_moves import _SET_UP, end_reasons, ingress_check
from .set_up_moves import disembark_check
from .surge_moves import surge_words

Args = dict[str, Any]
# The slots that say where the models end: a step with none of them asks before the move.
# (`datatable` holds end positions only: a claim's table of reasons is passed as `reasons`.)
END_SLOTS = frozenset({"how", "name", "datatable"})


def reasons_table(reasons: tuple[str, ...]) -> tuple[Reason, ...]:
    """Every reason a move step may name, with the 12.08 reasons that carry a unit's name read
    from the reasons the step gives, and a stated disembark mode's refusals (18.04-18.07)."""
    return (
        *MOVE_REASONS,
        *MODE_REASONS,
        *consolidation_reasons(*reasons),
        *END_REASONS,
        *SET_UP_REASONS,
    )


def ends_named(args: Args) -> bool:
    """Whether the step says where the models end (else it asks before the move)."""
    return not END_SLOTS.isdisjoint(args)


def named(ctx: ScenarioState, args: Args) -> Aim:
    """What the step names of the move: its enemy units (`against`) or objective (`onto`);
    a surge's target is weighed by its own check (``surge_terms``)."""
    if MoveKind.parse(args["move"]) is MoveKind.SURGE:
        return Aim((), None)
    against = tuple(args[k] for k in ("enemy", "second") if args.get(k))
    return aim(ctx, ctx.game, MoveKind.parse(args["move"]), against, args.get("objective"))


def surge_terms(ctx: ScenarioState, args: Args) -> tuple[Fraction | None, Extra]:
    """A surge query's maximum distance (`of up to <n>"`, else not weighed) and its 21.02
    check, with the target `against` names (else the closest enemy unit), read as the When
    form reads them (steps/surge_moves.py)."""
    maximum, against = surge_words(ctx, _surge_said(args))
    fly = ctx.game.as_modified(ctx.unit(args["unit"]).name).has(FLY)  # 18.3: counts as
    return maximum, surge_extra(ctx.game, fly, against)


def _surge_said(args: Args) -> str:
    """A surge query's words before `to ...`, as the When form writes them."""
    up_to = f'of up to {args["distance"]}"' if args.get("distance") else ""
    against = f'against "{args["enemy"]}"' if args.get("enemy") else ""
    return " ".join(w for w in (up_to, against) if w)


def aimed(args: Args) -> str:
    """The aim as the step said it (` against "Boyz"`, ` onto objective 1`), or nothing."""
    enemies = [f'"{args[k]}"' for k in ("enemy", "second") if args.get(k)]
    if MoveKind.parse(args["move"]) is MoveKind.SURGE:
        return f" {_surge_said(args)}"
    if enemies:
        return " against " + " and ".join(enemies)
    if args.get("mode"):
        return f" using {args['mode']}"
    return f" onto {args['objective']}" if args.get("objective") else ""


def where(args: Args) -> str:
    """Where the models end, as the step said it."""
    if args.get("name") is not None:
        return f'to the placement "{args["name"]}"'
    if "datatable" in args:
        return "to the positions of its table"
    return f"{args['how']} ({args['x']}, {args['y']})"


def said_where(args: Args) -> str:
    return (aimed(args) + " " + where(args)).strip()


def claim(args: Args, verb: str) -> str:
    """The step's claim, as a disagreement quotes it."""
    move = MoveKind.parse(args["move"])
    said = f'"{args["unit"]}" {verb} make {move.article} {move.value} move{aimed(args)}'
    return f"{said} {where(args)}" if ends_named(args) else said


def ends(ctx: ScenarioState, args: Args, set_up: MoveKind | None = None) -> Ends:
    """Where the step says each model ends (``set_up``: where an ingress or a disembark sets
    every model up, 03.02)."""
    unit, move = args["unit"], args["move"]
    point = (args["how"], args["x"], args["y"]) if "how" in args else None
    table = f"... {move} move ... to:" if set_up is None else "to:"
    return ends_at(ctx, unit, args, point, table, set_up, f"{move} move to:")


def verdict(ctx: ScenarioState, args: Args) -> Verdict:
    """The verdict the step asks for: to the ends it names, or before the move."""
    return verdict_to(ctx, args) if ends_named(args) else verdict_before(ctx, args)


def verdict_to(ctx: ScenarioState, args: Args) -> Verdict:
    """Whether the unit can make the move to these end positions now: eligibility first (§9),
    then the end positions (§19.6)."""
    kind = MoveKind.parse(args["move"])
    game = ctx.game
    name = ctx.unit(args["unit"]).name
    if kind in _SET_UP:
        return _set_up_verdict(ctx, kind, args)
    aiming = named(ctx, args)
    moved_to = ends(ctx, args)
    verdict = game.moves.can_move(name, kind)
    if not verdict.yes:
        return verdict
    maximum, extra = surge_terms(ctx, args) if kind is MoveKind.SURGE else (None, None)
    _, found = end_reasons(ctx, name, kind, moved_to, aiming, maximum, extra)
    consulted = tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in found))))
    return Verdict(not found, found, consulted)


def _set_up_verdict(ctx: ScenarioState, kind: MoveKind, args: Args) -> Verdict:
    """Whether the unit can be set up there now (contract §19.6): eligibility first (§14),
    then the set-up positions (20.04, 24.09; 18.04, 18.04.01), without making the move."""
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    set_up_at = ends(ctx, args, kind)
    if kind is MoveKind.INGRESS:
        verdict, found, _, _ = ingress_check(ctx, args["unit"], set_up_at)
    else:
        verdict, set_up = disembark_check(ctx, args["unit"], set_up_at, args.get("mode"))
        found = set_up.found if set_up is not None else ()
    if not verdict.yes:
        return verdict
    reasons = tuple(measured(r) for r in found)
    consulted = tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in reasons))))
    return Verdict(not reasons, reasons, consulted)


def verdict_before(ctx: ScenarioState, args: Args) -> Verdict:
    """Whether the unit can make the move selecting what the step names: eligibility first
    (§9), then the pile-in targets or the consolidation mode from where it stands."""
    kind = MoveKind.parse(args["move"])
    game = ctx.game
    name = ctx.unit(args["unit"]).name
    aiming = named(ctx, args)
    verdict = game.moves.can_move(name, kind)
    if not verdict.yes:
        return verdict
    found = before_moving(ctx, game, name, kind, aiming)
    consulted = tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in found))))
    return Verdict(not found, found, consulted)
