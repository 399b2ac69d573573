"""Moves, engagement and charges (docs/language.md#what-units-do: 09, 11, 12, 23 and the Rules
Appendix).

A move step states a move that happened. A move the unit could not have made then is an error
of the scenario (:class:`~ruleslawyer.core.errors.ImpossibleEvent`), naming the unit, the
reason and its rule, and the Given that would make it possible.
"""

from __future__ import annotations

from ruleslawyer.core import (
    MoveKind,
    Reason,
    RulesInputError,
    Verdict,
)
from ruleslawyer.core.eligibility import CHARGE_REASONS, MOVE_REASONS, SHOOT_REASONS
from ruleslawyer.core.errors import closest
from ruleslawyer.core.events import ENGAGEMENT
from ruleslawyer.core.fight_move_reasons import BEFORE_MOVING
from ruleslawyer.core.fight_reasons import consolidation_reasons
from ruleslawyer.core.moves import MOVE_TYPES
from ruleslawyer.core.predicates import Question
from ruleslawyer.core.transports import Mode
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.core.units import a_or_an, area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Asked, claims
from ._fight_ends import before_moving
from ._verdicts import _happened
from .set_up_moves import needs_positions

# -- Given -------------------------------------------------------------------------------------
# The charge declaration distance's phrases (11.02), their number read from the core's table
# (core/rules_numbers.py), and their number-free twins (19.1).
_FAR, _NEAR, _TOO_FAR, _CLOSE_ENOUGH = UnitFacts.near_enemy.phrases


_WRITTEN = UnitFacts.near_enemy.written


@given(_FAR, example="Given " + _FAR.format(unit="Squad"), pins=("unit",))
def far_from_enemies(ctx: ScenarioState, unit: str) -> None:
    if _WRITTEN is not None:  # 12" decides 11.02 only while 11.02 says 12" (19.1)
        _WRITTEN.check(_FAR.format(unit=unit), _TOO_FAR.format(unit=unit))
    ctx.unit(unit).state(ctx.line, near_enemy=False)


@given(_TOO_FAR, example="Given " + _TOO_FAR.format(unit="Squad"), pins=("unit",))
def too_far_to_charge(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, near_enemy=False)


@given(_NEAR, example="Given " + _NEAR.format(unit="Squad"), pins=("unit",))
def near_enemies(ctx: ScenarioState, unit: str) -> None:
    """The default, stated: a property scenario pins it so that it is not drawn."""
    if _WRITTEN is not None:
        _WRITTEN.check(_NEAR.format(unit=unit), _CLOSE_ENOUGH.format(unit=unit))
    ctx.unit(unit).state(ctx.line, near_enemy=True)


@given(_CLOSE_ENOUGH, example="Given " + _CLOSE_ENOUGH.format(unit="Squad"), pins=("unit",))
def close_enough_to_charge(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, near_enemy=True)


@given(
    '"{unit}" is engaged only with AIRCRAFT units',
    example='Given "Squad" is engaged only with AIRCRAFT units',
    pins=("unit",),
)
def engaged_with_aircraft(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, engaged=True, engaged_only_aircraft=True)


@given(
    '"{unit}" is in strategic reserves',
    example='Given "Squad" is in strategic reserves',
    pins=("unit",),
)
def in_reserves(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, in_reserves=True, on_battlefield=False)


@given(
    '"{unit}" declared a charge this phase',
    example='Given "Squad" declared a charge this phase',
    pins=("unit",),
)
def declared_charge(ctx: ScenarioState, unit: str) -> None:
    ctx.unit(unit).state(ctx.line, declared_charge=True)


def _area(ctx: ScenarioState, area: str) -> str:
    text = area.strip()
    if text.startswith('"') or text in ctx.units:
        name = text.strip('"')
        raise RulesInputError(
            f"{text} names a unit, not an area; a unit's area is stated with quotes: "
            f'Given "{name}" is within <area>',
            word=text,
        )
    if area_key(text).startswith("your "):
        raise RulesInputError(
            f"{text!r}: outside an Action's rows nobody is 'you'; write player A's or "
            "player B's, e.g. player A's deployment zone",
            word=text,
        )
    return area_key(text)


@given(
    "{inner:area} is [negated=not |]within {outer:area}",
    example="Given the ruin is within player A's deployment zone",
)
def area_within(ctx: ScenarioState, inner: str, outer: str, negated: str) -> None:
    ctx.no_game_yet("place an area")
    key = (_area(ctx, inner), _area(ctx, outer))
    ctx.areas[key] = not negated
    ctx.area_lines[key] = ctx.line


# -- When --------------------------------------------------------------------------------------
# The moves whose end a positioned scenario must give (contract §19.6, §19.12).
_ENDS_NEEDED = (
    MoveKind.NORMAL,
    MoveKind.ADVANCE,
    MoveKind.FALL_BACK,
    MoveKind.PILE_IN,
    MoveKind.CONSOLIDATION,
)


def needs_end_positions(ctx: ScenarioState, unit: str, kind: MoveKind) -> None:
    """In a positioned scenario, a placed unit's move says where its models end (§19.12)."""
    if kind not in _ENDS_NEEDED:
        return
    ctx.game  # noqa: B018 - build first: placements are checked
    if not ctx.board.rows.get(ctx.unit(unit).name):
        return
    raise RulesInputError(
        f'"{unit}" is placed, so its {kind.value} move says where its models end (§19.6): '
        f'When "{unit}" makes {kind.article} {kind.value} move to (x, y), or ... move to: with '
        "a row per model",
        word=unit,
    )


@when('"{unit}" makes [a|an] {move:word} move', example='When "Squad" makes a normal move')
def makes_move(ctx: ScenarioState, unit: str, move: str) -> None:
    kind = MoveKind.parse(move)
    needs_end_positions(ctx, unit, kind)
    needs_positions(ctx, unit, kind)
    if kind is MoveKind.DISEMBARK:
        _happened(ctx, unit, lambda: ctx.game.transports.disembark(unit))
    elif kind is MoveKind.INGRESS:
        _happened(ctx, unit, lambda: ctx.game.moves.ingress(unit))
    else:
        _happened(ctx, unit, lambda: ctx.game.moves.move(unit, kind))


@when(
    '"{unit}" makes [a|an] {move:word} move using {mode:mode}',
    example='When "Squad" makes a fall-back move using Desperate Escape',
)
def makes_move_using(ctx: ScenarioState, unit: str, move: str, mode: str) -> None:
    """A fall-back move using Desperate Escape (09.07); a disembark move using a mode (18.04,
    18.06, 18.07), a Combat Disembark perhaps `that ends engaged`."""
    kind = MoveKind.parse(move)
    words = " ".join(mode.split())
    if kind is MoveKind.FALL_BACK and words.lower() == "desperate escape":
        _happened(ctx, unit, lambda: ctx.game.moves.move(unit, MoveKind.FALL_BACK, desperate=True))
        return
    if kind is MoveKind.DISEMBARK:
        needs_positions(ctx, unit, kind)
        named, _, ends = words.partition(" that ends ")
        engaged = _ends(ends) if ends else None
        chosen = Mode.parse(named)
        _happened(
            ctx, unit, lambda: ctx.game.transports.disembark(unit, chosen, ends_engaged=engaged)
        )
        return
    raise RulesInputError(
        f"{kind.article} {kind.value} move takes no mode {words!r}: a fall-back move may be "
        "made using Desperate Escape, a disembark move using Rapid, Tactical, Combat, Assault "
        "or Shock Disembark",
        word=words,
    )


def _ends(ends: str) -> bool:
    if ends not in ("engaged", "unengaged"):
        raise RulesInputError(
            f"a move ends engaged or unengaged, not {ends!r}",
            word=ends,
            suggestion=closest(ends, ["engaged", "unengaged"]),
        )
    return ends == "engaged"


@when(
    '"{unit}" makes [a|an] {move:word} move that ends {ends:word}',
    example='When "Squad" makes a consolidation move that ends engaged',
)
def makes_move_that_ends(ctx: ScenarioState, unit: str, move: str, ends: str) -> None:
    """A consolidation (12.08) or a surge move (21.02) that ends engaged or unengaged."""
    kind = MoveKind.parse(move)
    engaged = _ends(ends)
    if kind not in (MoveKind.CONSOLIDATION, MoveKind.SURGE):
        where = (
            "; a disembark move ends engaged only using Combat Disembark: write "
            f'When "{unit}" makes a disembark move using Combat Disembark that ends {ends}'
            if kind is MoveKind.DISEMBARK
            else ""
        )
        raise RulesInputError(
            f"{kind.article} {kind.value} move ends as its AFTER MOVING says; only a "
            f"consolidation or a surge move is stated with how it ends{where}",
            word=move,
        )
    _happened(ctx, unit, lambda: ctx.game.moves.move(unit, kind, ends_engaged=engaged))


@when('"{unit}" remains stationary', example='When "Squad" remains stationary')
def remains_stationary(ctx: ScenarioState, unit: str) -> None:
    ctx.game.moves.remain_stationary(unit)


@when('"{unit}" declares a charge', example='When "Squad" declares a charge')
def declares_charge(ctx: ScenarioState, unit: str) -> None:
    _happened(ctx, unit, lambda: ctx.game.moves.declare_charge(unit))


@when('"{unit}" becomes engaged', example='When "Squad" becomes engaged')
def becomes_engaged(ctx: ScenarioState, unit: str) -> None:
    _not_positioned(ctx, unit, "becomes engaged")
    _happened(ctx, unit, lambda: ctx.game.moves.become_engaged(unit))


@when('"{unit}" is no longer engaged', example='When "Squad" is no longer engaged')
def no_longer_engaged(ctx: ScenarioState, unit: str) -> None:
    _not_positioned(ctx, unit, "is no longer engaged")
    ctx.game.moves.become_engaged(unit, engaged=False)


def _not_positioned(ctx: ScenarioState, unit: str, said: str) -> None:
    """In a positioned scenario engagement follows the positions (contract §19.5), so these
    steps are input errors asking for the enemy's move (round 4's change to §9)."""
    if ctx.board.positioned:
        player = ctx.game.unit(unit).player
        enemies = [u.name for u in ctx.game.units.values() if u.player != player]
        enemy = f'"{enemies[0]}"' if enemies else '"<enemy>"'
        move = (
            f'When {enemy} makes a charge move against "{unit}" to (x, y)'
            if said == "becomes engaged"
            else f"When {enemy} makes a fall-back move to (x, y)"
        )
        raise RulesInputError(
            f"this scenario places models, so engagement follows their positions: instead of "
            f"`{said}`, state the enemy's move that makes it so ({move}), or place the units "
            "so that they are (or are not) within engagement range",
            word=said,
        )


@when('"{unit}" makes a battle-shock roll', example='When "Squad" makes a battle-shock roll')
def makes_roll_now(ctx: ScenarioState, unit: str) -> None:
    _happened(ctx, unit, lambda: ctx.game.moves.battle_shock_roll(unit))


# -- Then --------------------------------------------------------------------------------------
def _engagement_reasons(ctx: ScenarioState, unit: str) -> tuple[Reason, ...]:
    """The AFTER MOVING of the unit's last move, if it moved, else the engagement fact."""
    moves = ctx.game.unit(unit).moves
    for kind, _ in reversed(moves):
        if kind in MOVE_TYPES:
            after = MOVE_TYPES[kind].after
            return (Reason(f"its last move was {kind.article} {kind.value} move", after),)
    return (Reason("engagement is a fact the scenario states", ENGAGEMENT),)


@then('"{unit}" is engaged', example='Then "Squad" is engaged')
def is_engaged(ctx: ScenarioState, unit: str) -> None:
    if not ctx.game.unit(unit).engaged:
        raise Disagreement(f'"{unit}" is engaged', "not engaged", _engagement_reasons(ctx, unit))


@then('"{unit}" is not engaged', example='Then "Squad" is not engaged')
def is_not_engaged(ctx: ScenarioState, unit: str) -> None:
    if ctx.game.unit(unit).engaged:
        raise Disagreement(f'"{unit}" is not engaged', "engaged", _engagement_reasons(ctx, unit))


def _move_verdict(ctx: ScenarioState, unit: str, move: str) -> Verdict:
    """Eligibility (§9), then in a positioned scenario what the positions decide before the
    move: the pile-in targets (12.03), the consolidation mode (12.08)."""
    kind = MoveKind.parse(move)
    verdict = ctx.game.moves.can_move(unit, kind)
    if not verdict.yes:
        return verdict
    found = before_moving(ctx, ctx.game, ctx.unit(unit).name, kind)
    if not found:
        return verdict
    return Verdict(
        False, found, tuple(dict.fromkeys((*verdict.consulted, *(r.rule for r in found))))
    )


def _move_table(given: tuple[str, ...]) -> tuple[Reason, ...]:
    """The reasons a move claim may name: 12.08's carry a unit's name, read from those given."""
    return (*MOVE_REASONS, *consolidation_reasons(*given), *BEFORE_MOVING)


MOVE = Asked(
    '"{unit}" can make [a|an] {move:word} move',
    '"{unit}" cannot make [a|an] {move:word} move',
    _move_verdict,
    ("can make it", "cannot make it"),
    _move_table,
    "for a move",
    said_yes=lambda args: f'"{args["unit"]}" can make {a_or_an(args["move"])} {args["move"]} move',
    said_no=lambda args: (
        f'"{args["unit"]}" cannot make {a_or_an(args["move"])} {args["move"]} move'
    ),
)
claims(
    MOVE,
    "move",
    can='Then "Squad" can make a normal move',
    cannot='Then "Squad" cannot make a fall-back move',
    because='Then "Squad" cannot make a fall-back move because it is not engaged',
    exactly='Then "Squad" cannot make a normal move, for exactly these reasons:\n'
    "  | it is engaged          |\n  | it is an AIRCRAFT unit |",
)
# Eligible to declare a charge (11.01) or to shoot (10.01): asked here and in steps/actions.py.
CHARGE = Asked(
    '"{unit}" is eligible to declare a charge',
    '"{unit}" is not eligible to declare a charge',
    lambda ctx, unit: ctx.game.moves.eligible_to_charge(unit),
    ("eligible to declare a charge", "not eligible to declare a charge"),
    CHARGE_REASONS,
    "for a charge",
    question=Question.CHARGE,
)
SHOOT = Asked(
    '"{unit}" is eligible to shoot',
    '"{unit}" is not eligible to shoot',
    lambda ctx, unit: ctx.game.moves.eligible_to_shoot(unit),
    ("eligible to shoot", "not eligible to shoot"),
    SHOOT_REASONS,
    "for shooting",
    question=Question.SHOOT,
)
claims(
    CHARGE,
    "charge",
    because='Then "Squad" is not eligible to declare a charge because it is engaged',
    exactly='Then "Squad" is not eligible to declare a charge, for exactly these reasons:\n'
    "  | it is engaged                      |\n  | it made an advance move this turn |",
)
claims(
    SHOOT,
    "shoot",
    because='Then "Squad" is not eligible to shoot because it made a fall-back move this turn',
    exactly='Then "Squad" is not eligible to shoot, for exactly these reasons:\n'
    "  | it is not on the battlefield |",
)
