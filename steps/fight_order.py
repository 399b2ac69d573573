"""The order of fighting (contract §20.1: 12.04, 12.08, 15.12, 24.13, Rules Appendix): who
selects the next unit to fight, passing, and the selections made so far."""

from __future__ import annotations

import re

from ruleslawyer.core import Reason, RulesInputError, Verdict
from ruleslawyer.core import fight_order as fo
from ruleslawyer.core import fight_reasons as fr
from ruleslawyer.core.errors import closest
from ruleslawyer.core.fight import FIGHT_REASONS
from ruleslawyer.core.predicates import rule_forbids
from ruleslawyer.core.units import MoveKind
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Asked, Written, claims
from ._verdicts import _happened
from .clock import it_is_round
from .fight import _stand_in


# -- Given -------------------------------------------------------------------------------------
@given(
    "it is the Pile In step of player {player:player}'s Fight phase in battle round {n:int}",
    example="Given it is the Pile In step of player A's Fight phase in battle round 2",
    pins=("moment",),
)
def pile_in_step_in_round(ctx: ScenarioState, player: str, n: int) -> None:
    _stand_in(ctx, "Pile In", player)
    it_is_round(ctx, n)  # rounds count from 1: an error on this line otherwise


@given(
    "it is the Fight step of player {player:player}'s Fight phase in battle round {n:int}",
    example="Given it is the Fight step of player B's Fight phase in battle round 3",
    pins=("moment",),
)
def fight_step_in_round(ctx: ScenarioState, player: str, n: int) -> None:
    _stand_in(ctx, "Fight", player)
    it_is_round(ctx, n)  # rounds count from 1: an error on this line otherwise


@given(
    "it is the Consolidate step of player {player:player}'s Fight phase in battle round {n:int}",
    example="Given it is the Consolidate step of player A's Fight phase in battle round 1",
    pins=("moment",),
)
def consolidate_step_in_round(ctx: ScenarioState, player: str, n: int) -> None:
    _stand_in(ctx, "Consolidate", player)
    it_is_round(ctx, n)  # rounds count from 1: an error on this line otherwise


@given(
    '"{unit}" ' + fr.PASS_PHRASE,
    example='Given "Squad" ' + fr.PASS_PHRASE,
    pins=("unit",),
)
def not_within_pass_distance(ctx: ScenarioState, unit: str) -> None:
    fr.PASS_WORDS.check(fr.PASS_PHRASE, fr.PASS_TWIN)
    ctx.no_game_yet("state a distance")
    ctx.unit(unit)
    ctx.far_from_enemies.add(unit)
    ctx.far_lines[unit] = ctx.line


@given(
    '"{unit}" ' + fr.PASS_TWIN,
    example='Given "Squad" ' + fr.PASS_TWIN,
    pins=("unit",),
)
def far_enough_to_pass(ctx: ScenarioState, unit: str) -> None:
    ctx.no_game_yet("state a distance")
    ctx.unit(unit)
    ctx.far_from_enemies.add(unit)
    ctx.far_lines[unit] = ctx.line


@given(
    '"{part}" has the Fights First ability',
    example='Given "Captain" has the Fights First ability',
    pins=("unit",),
)
def part_has_fights_first(ctx: ScenarioState, part: str) -> None:
    ctx.no_game_yet("give a part the Fights First ability")
    ctx.unit(part)
    ctx.part_fights_first.append(part)


@given(
    "player {player:player} selects the next unit to fight",
    example="Given player B selects the next unit to fight",
    pins=("moment",),
)
def stated_selector(ctx: ScenarioState, player: str) -> None:
    ctx.no_game_yet("state who selects next")
    ctx.fight_selector = ctx.player(player)


# -- When --------------------------------------------------------------------------------------
@when('"{unit}" resolves its attacks', example='When "Squad" resolves its attacks')
def resolves_attacks(ctx: ScenarioState, unit: str) -> None:
    ctx.game.fight_order.resolve(ctx.game.unit(ctx.canonical(unit)).name)


@when('"{unit}" fights', example='When "Squad" fights')
def fights(ctx: ScenarioState, unit: str) -> None:
    from .fight import selected_to_fight

    selected_to_fight(ctx, unit)
    resolves_attacks(ctx, unit)


@when("player {player:player} passes", example="When player A passes")
def passes(ctx: ScenarioState, player: str) -> None:
    ctx.game.fight_order.pass_selection(ctx.player(player))


def _consolidates_into(ctx: ScenarioState, unit: str, enemies: tuple[str, ...]) -> None:
    """12.08, as corrected in app rules data 931: the move ends engaged with these enemy units;
    each not yet selected to fight this phase is owed a selection by its player. In a
    positioned scenario the move gives end positions and the enemy units it ends engaged with
    are measured (§20.1, §19.6): this step, which states them, is then an input error."""
    game = ctx.game
    if ctx.board.rows.get(ctx.unit(unit).name):
        against = " and ".join(f'"{e}"' for e in enemies)
        raise RulesInputError(
            f'"{unit}" is placed, so its consolidation move says where its models end, and the '
            "enemy units it ends engaged with are measured from there (§19.6, §20.1): write "
            f'When "{unit}" makes a consolidation move against {against} to: with a row per '
            "model",
            word=unit,
        )
    mover = game.unit(ctx.canonical(unit))
    named = [game.unit(ctx.canonical(e)) for e in enemies]
    for enemy in named:
        if enemy.player == mover.player:
            raise RulesInputError(
                f'"{enemy.name}" is not an enemy unit of "{mover.name}"', word=enemy.name
            )
    _happened(
        ctx, unit, lambda: game.moves.move(mover.name, MoveKind.CONSOLIDATION, ends_engaged=True)
    )
    for enemy in named:
        game.moves.become_engaged(enemy.name)
    game.fight_order.owe(e.name for e in named)


@when(
    '"{unit}" makes a consolidation move that ends engaged with "{enemy}"',
    example='When "Squad" makes a consolidation move that ends engaged with "Raiders"',
)
def consolidates_into(ctx: ScenarioState, unit: str, enemy: str) -> None:
    _consolidates_into(ctx, unit, (enemy,))


@when(
    '"{unit}" makes a consolidation move that ends engaged with "{first}" and "{second}"',
    example='When "Squad" makes a consolidation move that ends engaged with "Raiders" and "Boyz"',
)
def consolidates_into_two(ctx: ScenarioState, unit: str, first: str, second: str) -> None:
    _consolidates_into(ctx, unit, (first, second))


# -- Then --------------------------------------------------------------------------------------
def _matches(claimed: str, have: tuple[Reason, ...]) -> bool:
    """A claimed reason among ``have``: verbatim, or by the 5" reason's number-free twin."""
    words = " ".join(claimed.strip().rstrip(".").split())
    if fr.CLOSE_TWIN in words:
        words = words.replace(fr.CLOSE_TWIN, fr.CLOSE)
    elif fr.CLOSE in words:
        fr.PASS_WORDS.check(fr.CLOSE, fr.CLOSE_TWIN)
    return any(r.text.lower() == words.lower() for r in have)


def _known_reason(
    claimed: str, extra: tuple[str, ...], names: tuple[str, ...] = ("Squad",)
) -> None:
    """A claimed reason must be one of the tables' (with a player or a unit's name where the
    reason names one): else an input error listing them, with the closest as a suggestion."""
    words = " ".join(claimed.strip().rstrip(".").split())
    fixed = (
        fr.S_NOT_STEP.text,
        fr.S_ENDED.text,
        fr.S_NOT_FIRST.text,
        fr.S_OFF.text,
        *(r.text for r in FIGHT_REASONS),
    )
    named = {  # a reason that names a player or a unit: what comes before its words
        e: r"player \w+ " if e == fr.SELECTS_NEXT else r'"[^"]+" ' for e in extra
    }
    if any(words.lower() == f.lower() for f in fixed) or any(
        re.fullmatch(head + re.escape(e), words, flags=re.IGNORECASE) for e, head in named.items()
    ):
        return
    if rule_forbids(words) is not None:
        return  # §14's eligibility to fight takes 18.2's added bar (`forbids it to fight`)
    filled = [
        *fixed,
        *(
            f"player {p} {e}" if e == fr.SELECTS_NEXT else f'"{n}" {e}'
            for e in extra
            for p in ("A", "B")
            for n in names
        ),
    ]
    forms = [
        *fixed,
        *(f"player <P> {e}" if e == fr.SELECTS_NEXT else f'"<unit>" {e}' for e in extra),
    ]
    raise RulesInputError(
        f"{claimed!r} is not a reason for the order of fighting; reasons are: " + "; ".join(forms),
        word=claimed,
        suggestion=closest(words, filled, cutoff=0.3),
    )


def _selector(ctx: ScenarioState) -> str | None:
    return ctx.game.fight_order.selector()


@then(
    "player {player:player} selects the next unit to fight",
    example="Then player A selects the next unit to fight",
)
def then_selector(ctx: ScenarioState, player: str) -> None:
    who = _selector(ctx)
    wanted = ctx.player(player)
    if who != wanted:
        stage = ctx.game.fight_order.stage()
        decided = (
            f"player {who} selects the next unit to fight"
            if who
            else (
                "nobody selects: " + ("it is not the Fight step" if stage is None else stage.value)
            )
        )
        raise Disagreement(f"player {wanted} selects the next unit to fight", decided)


def _selection(ctx: ScenarioState, unit: str) -> Verdict:
    return Verdict(*ctx.game.fight_order.can_select(ctx.game.unit(ctx.canonical(unit)).name))


def _selection_reason(ctx: ScenarioState, claimed: str) -> None:
    _known_reason(claimed, (fr.SELECTS_NEXT, fr.MUST_FIRST), tuple(ctx.game.units))


claims(
    Asked(
        '"{unit}" can be selected to fight next',
        '"{unit}" cannot be selected to fight next',
        _selection,
        ("it can", "it cannot"),
        Written(_selection_reason, _matches),
        answers=("it can", "it cannot: {reasons}"),
    ),
    "be_selected",
    can='Then "Squad" can be selected to fight next',
    cannot='Then "Squad" cannot be selected to fight next',
    because='Then "Squad" cannot be selected to fight next because the Fight step has ended',
    exactly='Then "Squad" cannot be selected to fight next, for exactly these reasons:\n'
    "  | the Fight step has ended |",
)


@then(
    "the units that can be selected to fight next are:",
    example="Then the units that can be selected to fight next are:\n  | Squad |",
)
def selectable_units(ctx: ScenarioState, datatable: list[list[str]]) -> None:
    wanted = [ctx.game.unit(ctx.canonical(row[0].strip())).name for row in datatable or [] if row]
    order = ctx.game.fight_order
    have = order.selectable()
    if sorted(wanted) != sorted(have):
        outside = not order.in_step()  # outside the Fight step the answer is no (20.1)
        raise Disagreement(
            "the units that can be selected to fight next are: " + ", ".join(sorted(wanted)),
            "they are: "
            + (", ".join(sorted(have)) or "none")
            + (f" ({fr.S_NOT_STEP.text})" if outside else ""),
            (fr.S_NOT_STEP,) if outside else (),
        )


@then("no unit can be selected to fight next", example="Then no unit can be selected to fight next")
def none_selectable(ctx: ScenarioState) -> None:
    have = ctx.game.fight_order.selectable()
    if have:
        raise Disagreement("no unit can be selected to fight next", "these can: " + ", ".join(have))


def _stage_is(ctx: ScenarioState, wanted: fo.Stage, claim: str, yes: bool = True) -> None:
    stage = ctx.game.fight_order.stage()
    if (stage is wanted) != yes:
        said = (
            "it is not the Fight step"
            if stage is None
            else "the Fight step has ended"
            if stage is fo.Stage.ENDED
            else f"the Fight step is {stage.value}"
        )
        raise Disagreement(claim, said, (fr.S_NOT_STEP,) if stage is None else ())


@then(
    "the Fight step is resolving Fights First combats",
    example="Then the Fight step is resolving Fights First combats",
)
def resolving_first(ctx: ScenarioState) -> None:
    _stage_is(ctx, fo.Stage.FIRST, "the Fight step is resolving Fights First combats")


@then(
    "the Fight step is resolving remaining combats",
    example="Then the Fight step is resolving remaining combats",
)
def resolving_remaining(ctx: ScenarioState) -> None:
    _stage_is(ctx, fo.Stage.REMAINING, "the Fight step is resolving remaining combats")


@then("the Fight step has ended", example="Then the Fight step has ended")
def step_ended(ctx: ScenarioState) -> None:
    _stage_is(ctx, fo.Stage.ENDED, "the Fight step has ended")


@then("the Fight step has not ended", example="Then the Fight step has not ended")
def step_not_ended(ctx: ScenarioState) -> None:
    if ctx.game.fight_order.stage() is None:
        raise Disagreement("the Fight step has not ended", "it is not the Fight step")
    _stage_is(ctx, fo.Stage.ENDED, "the Fight step has not ended", yes=False)


def _passing(ctx: ScenarioState, player: str) -> Verdict:
    return Verdict(*ctx.game.fight_order.can_pass(ctx.player(player)))


def _passing_reason(ctx: ScenarioState, claimed: str) -> None:
    _known_reason(claimed, (fr.SELECTS_NEXT, fr.CLOSE, fr.CLOSE_TWIN), tuple(ctx.game.units))


claims(
    Asked(
        "player {player:player} can pass",
        "player {player:player} cannot pass",
        _passing,
        ("they can", "they cannot"),
        Written(_passing_reason, _matches),
        answers=("they can", "they cannot: {reasons}"),
    ),
    "pass",
    can="Then player A can pass",
    cannot="Then player B cannot pass",
    because="Then player B cannot pass because it is not the Fight step",
)


@then(
    "the units were selected to fight in this order:",
    example="Then the units were selected to fight in this order:\n  | Squad |\n  | Raiders |",
)
def selected_in_order(ctx: ScenarioState, datatable: list[list[str]]) -> None:
    wanted = [ctx.game.unit(ctx.canonical(row[0].strip())).name for row in datatable or [] if row]
    have = ctx.game.fight_order.order()
    if wanted != have:
        raise Disagreement(
            "the units were selected to fight in this order: " + ", ".join(wanted),
            "they were: " + (", ".join(have) or "none"),
        )


@then(
    '"{unit}" must be the next unit player {player:player} selects to fight',
    example='Then "Squad" must be the next unit player A selects to fight',
)
def must_be_next(ctx: ScenarioState, unit: str, player: str) -> None:
    name = ctx.game.unit(ctx.canonical(unit)).name
    order = ctx.game.fight_order
    must = order.must_next(ctx.player(player), order.current())
    if must is None or must[0] != name:
        decided = f'"{must[0]}" must be' if must else "no unit must be selected next"
        raise Disagreement(
            f'"{unit}" must be the next unit player {player} selects to fight', decided
        )


@then(
    '"{unit}" need not be the next unit player {player:player} selects to fight',
    example='Then "Squad" need not be the next unit player A selects to fight',
)
def need_not_be_next(ctx: ScenarioState, unit: str, player: str) -> None:
    name = ctx.game.unit(ctx.canonical(unit)).name
    order = ctx.game.fight_order
    must = order.must_next(ctx.player(player), order.current())
    if must is not None and must[0] == name:
        reason = fr.must_first(name, must[1])
        raise Disagreement(
            f'"{unit}" need not be the next unit player {player} selects to fight',
            f"it must: {reason}",
            (reason,),
        )
