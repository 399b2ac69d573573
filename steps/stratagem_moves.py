"""A stratagem whose effect is a move, with end positions (docs/language.md#moves-with-end-
positions; contract §19.6, 15.07, 15.11): `When player <P> uses the "<stratagem>" stratagem on
"<unit>" to ...`. A refused use is recorded as ever (a Then asks why) and moves nothing; a use
the rules allow is made only if its move could end there: Rapid Ingress's ingress move sets the
unit up as an ingress does (20.04, 24.09); Heroic Intervention's charge is declared and its
charge move checked as a charge move's (11.04)."""

from __future__ import annotations

from ruleslawyer.core import ImpossibleEvent, MoveKind, RulesInputError
from ruleslawyer.core import reserves as rs
from ruleslawyer.core.end_positions import set_up_problems
from ruleslawyer.core.fight_moves_end import NO_AIM
from ruleslawyer.core.once_kinds import INGRESS as INGRESS_KIND
from ruleslawyer.core.once_kinds import RESOLVES_CHARGE as CHARGE_KIND
from ruleslawyer.core.stratagem_effect_rows import AppliesKind
from ruleslawyer.core.stratagem_effects import ArrivesFromReserves, ResolvesCharge
from ruleslawyer.scenario.positions import Placed
from ruleslawyer.scenario.state import ScenarioState

from ._fight_ends import aim
from ._where import (
    BY,
    PLACED,
    TABLE,
    TO,
    Ended,
    Ends,
    Where,
    labelled,
    place_set_up,
    set_up_rows,
    when_ended,
)
from .position_moves import _move, _opponents_zone, _others, refresh
from .stratagem_costs import FRAY, HEROIC, use_fray

_USES = 'player {player:player} uses the "{stratagem}" stratagem on "{unit}"'


def _move_of(ctx: ScenarioState, stratagem: str, refuse: bool = True) -> MoveKind | None:
    """The move a stratagem's effect makes: an ingress (15.07) or a charge (15.11)."""
    for effect in ctx.game.stratagem_part.stratagem(stratagem).effects:
        stated = effect.stated.kind if isinstance(effect, AppliesKind) and effect.stated else None
        if isinstance(effect, ArrivesFromReserves) or stated is INGRESS_KIND:
            return MoveKind.INGRESS
        if isinstance(effect, ResolvesCharge) or stated is CHARGE_KIND:
            return MoveKind.CHARGE
    if not refuse:
        return None
    raise RulesInputError(
        f'the effect of "{stratagem}" is not a move, so its use takes no end positions: a '
        "stratagem whose effect is a move makes an ingress move (Rapid Ingress, 15.07) or "
        "resolves a charge (Heroic Intervention, 15.11)",
        word=stratagem,
    )


def needs_set_up(ctx: ScenarioState, player: str, stratagem: str, unit: str) -> None:
    """In a positioned scenario a stratagem that sets a unit up (Rapid Ingress, 15.07) gives
    its set-up positions (contract §19.6): used without them is an input error asking for
    them; a use the rules refuse is recorded as ever."""
    if not ctx.board.positioned:
        return
    name = ctx.stratagem_name(stratagem)
    if _move_of(ctx, name, refuse=False) is not MoveKind.INGRESS:
        return
    refused = ctx.game.stratagem_part.stratagem_refusals_now(
        ctx.player(player), name, ctx.canonical(unit)
    )
    if not refused:  # a refusal is recorded as ever, and moves nothing
        raise RulesInputError(
            f'this scenario places models, so the ingress move of "{stratagem}" sets "{unit}" '
            f'up at positions: say where (... stratagem on "{unit}" to: with a row per model, '
            'or to the placement "<name>")',
            word=stratagem,
        )


def use_to(
    ctx: ScenarioState,
    player: str,
    stratagem: str,
    unit: str,
    ends: Ends | None,
    said: str,
    against: str | None = None,
    fray: bool = False,
) -> None:
    """Use the stratagem; its move ends at ``ends`` (None: the one position of ``said``, for a
    unit of one model, filled in here once the move is known). ``against``: the enemy unit
    named, a charge's target (11.02, 19.6); ``fray``: Heroic Intervention with Into the Fray
    (15.11; contract 18.4 orders the slots `with Into the Fray`, `against`, `to ...`)."""
    game = ctx.game
    name, who, target = ctx.stratagem_name(stratagem), ctx.player(player), ctx.canonical(unit)
    kind = _move_of(ctx, name)
    named = aim(ctx, game, kind, (against,), None) if against and kind else NO_AIM
    enemy = named.against[0] if named.against else None
    extra = 1 if fray else 0
    if game.stratagem_part.stratagem_refusals_now(who, name, target, extra=extra):
        # the refusal is recorded; nothing moves
        _use(ctx, player, unit, name, enemy, fray, move_stated=False)
        return
    if kind is MoveKind.INGRESS:
        rows = _ingress_rows(ctx, unit, target, ends or {}, f'{said} by "{name}"')
        game.use_stratagem(who, name, target)
        place_set_up(ctx, unit, rows)
        refresh(ctx, game)
        return
    moving = labelled(ctx, unit, ends or {})
    _use(ctx, player, unit, name, enemy, fray, move_stated=True)  # the step makes the charge move
    _move(ctx, unit, "charge", moving, f'{said} after the "{name}" stratagem', named)


def _use(
    ctx: ScenarioState,
    player: str,
    unit: str,
    name: str,
    enemy: str | None,
    fray: bool,
    move_stated: bool,
) -> None:
    """The use itself: with Into the Fray as its own step makes it (steps/stratagem_costs.py)."""
    if fray:
        use_fray(ctx, player, unit, enemy, move_stated=move_stated)
        return
    game = ctx.game
    who, target = ctx.player(player), ctx.canonical(unit)
    game.use_stratagem(who, name, target, against=enemy, move_stated=move_stated)


def _ingress_rows(ctx: ScenarioState, unit: str, name: str, ends: Ends, said: str) -> list[Placed]:
    """The set-up of an ingress move, checked (20.04, 24.09) before anything is spent."""
    game, board = ctx.game, ctx.board
    rows = set_up_rows(ctx, unit, ends)  # every model, each under its part (19.01)
    friends, enemies = _others(ctx, game, name)
    found = set_up_problems(
        [(r.label, board.footprint(r)) for r in rows],
        friends,
        enemies,
        board.battlefield,
        at_an_edge=not game.as_modified(name).deep_strike,
    )
    # 20.04: before the third battle round, no model within the opponent's deployment zone
    # (touching it is within it), as a plain ingress move weighs it (steps/position_moves.py)
    into = _opponents_zone(ctx, game.unit(name).player, [board.footprint(r) for r in rows])
    if into is not None:
        barred = game.moves.can_move(name, MoveKind.INGRESS, into=into).reasons
        found = (*found, *(r for r in barred if r.rule == rs.ENEMY_ZONE))
    if found:
        texts = "; ".join(f"{r.text} ({r.rule.section})" for r in found)
        raise ImpossibleEvent(
            f'"{unit}" cannot have made an ingress move {said}: {texts}',
            unit=name,
            reasons=found,
            word=unit,
        )
    return rows


def _set_up(ctx: ScenarioState, args: dict[str, str]) -> MoveKind | None:
    """An ingress sets the unit up (15.07); a charge moves it (15.11)."""
    kind = _move_of(ctx, ctx.stratagem_name(args.get("stratagem", HEROIC)))
    return kind if kind is MoveKind.INGRESS else None


def _forms(lead: str) -> tuple[tuple[Where, str], ...]:
    """Each `to ...` of §19.6 after the words ``lead`` of an example: a point, an offset, a
    table, a placement."""
    return (
        (TO, f"{lead} to (18, 10)"),
        (BY, f"{lead} by (8, 0)"),
        (TABLE, f"{lead} to:\n  | model | x | y |\n  | 1 | 18 | 10 |"),
        (PLACED, f'{lead} to the placement "charge"'),
    )


def _ended(lead: str, words: str, fray: bool) -> Ended:
    """The When of a use with end positions after ``words`` (the slots before `to ...`, in
    contract 18.4's order), ``fray``: with Into the Fray (15.11)."""
    return Ended(
        lead + words,
        lambda ctx, args, ends, said: use_to(
            ctx,
            args["player"],
            args.get("stratagem", HEROIC),
            args["unit"],
            ends,
            said,
            args.get("enemy"),
            fray,
        ),
        lambda args: (
            f'... on "{args["unit"]}"{words.replace("{enemy}", args.get("enemy", ""))} to:'
        ),
        _set_up,
        "uses" + words.replace(" ", "_").replace('"{enemy}"', "enemy").lower(),
    )


when_ended(
    _ended(_USES, "", fray=False),
    (
        (TO, 'When player A uses the "Rapid Ingress" stratagem on "Reserve" to (3, 22)'),
        (
            TABLE,
            'When player A uses the "Heroic Intervention" stratagem on "Squad" to:\n'
            "  | model | x | y |\n  | 1 | 12 | 10 |",
        ),
        (
            PLACED,
            'When player A uses the "Rapid Ingress" stratagem on "Reserve" to the placement "edge"',
        ),
    ),
)
_HEROIC = f'player {{player:player}} uses the "{HEROIC}" stratagem on "{{unit}}"'
_SAID = f'When player A uses the "{HEROIC}" stratagem on "Squad"'
# Contract 18.4: after `on "<unit>"`, `with Into the Fray`, then `against "<enemy>"`, then 19.6's
# `to ...`; the stratagem's own `against` form takes any stratagem whose effect is a move.
when_ended(_ended(_USES, ' against "{enemy}"', fray=False), _forms(f'{_SAID} against "Boyz"'))
when_ended(_ended(_HEROIC, f" with {FRAY}", fray=True), _forms(f"{_SAID} with {FRAY}"))
when_ended(
    _ended(_HEROIC, f' with {FRAY} against "{{enemy}}"', fray=True),
    _forms(f'{_SAID} with {FRAY} against "Boyz"'),
)
