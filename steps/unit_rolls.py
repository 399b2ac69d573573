"""The charge and advance rolls (contract 18.1, 18.5): the results a scenario gives, and what the
core made of them (re-rolled, modified, capped; or automatically successful)."""

from __future__ import annotations

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.unit_rolls import RECORDED_ROLLS, ROLL_RANGES, UnitRoll, dice_key
from ruleslawyer.core.units import a_or_an
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then
from ruleslawyer.scenario.state import ScenarioState


def give(ctx: ScenarioState, roll: str, unit: str, results: tuple[int, ...]) -> None:
    """The results given for a unit's charge or advance roll, for the core to make it (the one
    charge roll phrase lives with the positioned charge moves, steps/surge_moves.py)."""
    ctx.unit(unit)
    low, high = ROLL_RANGES[roll]
    for n in results:
        if not low <= n <= high:
            kind = "a 2D6 total" if roll == "charge" else "a D6"
            raise RulesInputError(
                f"{a_or_an(roll)} {roll} roll is {kind} from {low} to {high}, not {n}", word=str(n)
            )
    key = dice_key(roll, ctx.canonical(unit) if ctx.built else unit)
    if ctx.built:
        ctx.game.give_dice(key, results)
    else:
        ctx.dice[key] = results


@given(
    'the charge rolls for "{unit}" will be {n:int}, then {m:int}',
    example='Given the charge rolls for "Squad" will be 3, then 8',
    pins=("roll",),
)
def charge_rolls(ctx: ScenarioState, unit: str, n: int, m: int) -> None:
    give(ctx, "charge", unit, (n, m))


@given(
    'the battle-shock rolls for "{unit}" will be {n:int}, then {m:int}',
    example='Given the battle-shock rolls for "Squad" will be 4, then 8',
    pins=("roll",),
)
def battle_shock_rolls(ctx: ScenarioState, unit: str, n: int, m: int) -> None:
    """A battle-shock roll and its re-roll (18.1; 18.3 item 4): the first stands for each roll
    the unit makes, as §3's; the second is taken by a re-roll a rule allows."""
    ctx.set_roll(unit, n)
    if m not in range(2, 13):
        raise RulesInputError(
            f"a battle-shock roll is a 2D6 total from 2 to 12, not {m}", word=str(m)
        )
    key = dice_key("battle-shock", ctx.canonical(unit) if ctx.built else unit)
    if ctx.built:
        ctx.game.give_dice(key, (m,))
    else:
        ctx.dice[key] = (m,)


@given(
    'the advance roll for "{unit}" will be {n:int}',
    example='Given the advance roll for "Squad" will be 4',
    pins=("roll",),
)
def advance_roll(ctx: ScenarioState, unit: str, n: int) -> None:
    give(ctx, "advance", unit, (n,))


@given(
    'the advance rolls for "{unit}" will be {n:int}, then {m:int}',
    example='Given the advance rolls for "Squad" will be 1, then 5',
    pins=("roll",),
)
def advance_rolls(ctx: ScenarioState, unit: str, n: int, m: int) -> None:
    give(ctx, "advance", unit, (n, m))


def _last_battle_shock(ctx: ScenarioState, unit: str) -> UnitRoll:
    """The unit's last battle-shock roll (01.07; 18.5 asks it as any roll): its 2D6 total as
    modified (unclamped, §14), or automatically successful, not rolled (18.3 item 4)."""
    name = ctx.game.unit(unit).name
    made = ctx.game.history.battle_shock_rolls(name)
    if not made:
        raise RulesInputError(
            f'"{unit}" made no battle-shock roll in this scenario: ask after one is made (When '
            f'"{unit}" makes a battle-shock roll, or a Command phase resolved)',
            word=unit,
        )
    last = made[-1]
    result = None if last.automatic else last.total + last.modifier
    used = () if last.automatic else (last.total,)
    return UnitRoll(last.moment, name, "battle-shock", used, False, last.modifier, result)


def _last(ctx: ScenarioState, roll: str, unit: str) -> UnitRoll:
    if roll == "battle-shock":
        return _last_battle_shock(ctx, unit)
    if roll not in RECORDED_ROLLS:
        raise RulesInputError(
            f"{roll!r}: the last roll is asked of a charge, advance, hazard or battle-shock roll",
            word=roll,
            suggestion="charge",
        )
    name = ctx.game.unit(unit).name
    made = [r for r in ctx.game.history.of(UnitRoll) if r.unit == name and r.roll == roll]
    if not made and roll == "hazard":
        raise RulesInputError(
            f'"{unit}" made no hazard roll the core could resolve: give the results with Given '
            f'the hazard rolls for "{unit}" will be <d>, <d>, ..., before the move',
            word=unit,
        )
    if not made:
        raise RulesInputError(
            f'"{unit}" made no {roll} roll the core could resolve: give its result with Given '
            f'the {roll} roll for "{unit}" will be <n>, before the '
            + ("charge is declared" if roll == "charge" else "advance move"),
            word=unit,
        )
    return made[-1]


@then(
    'the last {roll:word} roll for "{unit}" was {n:int}',
    example='Then the last charge roll for "Squad" was 8',
)
def then_last_roll(ctx: ScenarioState, roll: str, unit: str, n: int) -> None:
    last = _last(ctx, roll, unit)
    if last.result != n:
        said = (
            "it succeeded automatically, not rolled" if last.automatic else f"it was {last.result}"
        )
        raise Disagreement(f'the last {roll} roll for "{unit}" was {n}', said)


@then(
    'the last {roll:word} [roll|rolls] for "{unit}" succeeded automatically',
    example='Then the last charge roll for "Squad" succeeded automatically',
)
def then_last_automatic(ctx: ScenarioState, roll: str, unit: str) -> None:
    last = _last(ctx, roll, unit)
    if not last.automatic:
        raise Disagreement(
            f'the last {roll} roll for "{unit}" succeeded automatically',
            f"it was rolled: {last.result}",
        )


@given(
    'the hazard rolls for "{unit}" will be {dice:text}',
    example='Given the hazard rolls for "Squad" will be 1, 4, 6, 2, 5',
    pins=("roll",),  # may follow a When step (the change to §3, SCENARIO_LANGUAGE_ROUND4)
)
def hazard_rolls(ctx: ScenarioState, unit: str, dice: str) -> None:
    """One D6 per hazard roll, in order (06.03): a unit makes one for each of its models."""
    words = [d.strip() for d in dice.split(",")]
    bad = next((w for w in words if not (w.isdigit() and 1 <= int(w) <= 6)), None)
    if bad is not None:
        raise RulesInputError(
            f"{bad!r} is not a D6 result: give each hazard roll 1 to 6, separated by commas",
            word=bad,
            suggestion="'1, 4, 6'",
        )
    ctx.unit(unit)
    key = dice_key("hazard", ctx.canonical(unit) if ctx.built else unit)
    results = tuple(int(w) for w in words)
    if ctx.built:
        ctx.game.give_dice(key, results)
    else:
        ctx.dice[key] = results
