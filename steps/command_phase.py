"""The Command phase (08): Command points, battle-shock rolls and half-strength."""

from __future__ import annotations

from collections.abc import Callable
from decimal import ROUND_HALF_UP, Decimal

from ruleslawyer.core import Reason, RuleRef, Strength, strength
from ruleslawyer.core.command import (
    BATTLE_SHOCK_FAIL,
    BATTLE_SHOCK_RECOVERY,
    BATTLE_SHOCK_WHO,
    GAIN_CORE_CP,
    LEADERSHIP_ROLL,
    BattleShockRoll,
    pass_probability,
)
from ruleslawyer.core.numbers import percentage
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from . import _parse


@given("player {player:player} has {n:int} CP", example="Given player A has 2 CP")
def has_cp(ctx: ScenarioState, player: str, n: int) -> None:
    ctx.no_game_yet("set CP")
    ctx.set_cp(ctx.player(player), n)


@given(
    'the battle-shock roll for "{unit}" will be {n:int}',
    example='Given the battle-shock roll for "Squad" will be 7',
    pins=("roll",),
)
def roll_will_be(ctx: ScenarioState, unit: str, n: int) -> None:
    ctx.unit(unit)
    ctx.set_roll(unit, n)


@given(
    'a rule makes "{unit}" take a battle-shock roll earlier in the Battle-shock step',
    example='Given a rule makes "Squad" take a battle-shock roll earlier in the Battle-shock step',
)
def rolls_earlier(ctx: ScenarioState, unit: str) -> None:
    ctx.no_game_yet("add a rule")
    ctx.unit(unit)
    ctx.rolls_earlier.add(unit)


@given(
    'a rule modifies battle-shock rolls for "{unit}" by {m:word}',
    example='Given a rule modifies battle-shock rolls for "Squad" by +1',
    pins=("unit",),
)
def roll_modifier(ctx: ScenarioState, unit: str, m: str) -> None:
    value = _parse.number(m.lstrip("+") if m.startswith("+") else m, "a modifier")
    ctx.unit(unit).state(ctx.line, battle_shock_modifier=value)


@given(
    'a rule makes "{unit}" take a battle-shock roll in player {player:player}\'s Battle-shock step',
    example='Given a rule makes "Squad" take a battle-shock roll in player B\'s Battle-shock step',
)
def rolls_in_step(ctx: ScenarioState, unit: str, player: str) -> None:
    ctx.no_game_yet("add a rule")
    ctx.unit(unit)
    ctx.demanded_rolls.append((unit, ctx.player(player)))


@when(
    "player {player:player}'s Command phase is resolved",
    example="When player A's Command phase is resolved",
)
def command_phase_resolved(ctx: ScenarioState, player: str) -> None:
    ctx.game.clock.resolve_command_phase(ctx.player(player))


@then("player {player:player} has {n:int} CP", example="Then player A has 1 CP")
def cp_is(ctx: ScenarioState, player: str, n: int) -> None:
    game = ctx.game
    who = ctx.player(player)
    have = game.cp[who]
    # 08.02 applies to a scenario whose clock passed a Gain Core CP step, not to one that did not.
    game.weigh(GAIN_CORE_CP, game.core_cp_steps > 0)
    # The stratagems the player used, or was refused, decided the rest (15.01, and a core
    # stratagem's own clause where it refused a use).
    grounds = game.stratagem_part.cp_grounds(who)
    for reason, applies in grounds:
        game.weigh(reason.rule, applies)
    spent = tuple(reason for reason, _ in grounds)
    if have != n:
        steps = game.core_cp_steps
        raise Disagreement(
            f"player {player} has {n} CP",
            f"player {player} has {have} CP (Gain Core CP resolved {steps} "
            f"time{'' if steps == 1 else 's'})",
            (Reason("both players gain 1CP", GAIN_CORE_CP), *spent),
        )


def _last_step(ctx: ScenarioState, unit: str) -> tuple[Callable[[], str], int, tuple[Reason, ...]]:
    """What the unit did in the Command phase just resolved: what to say of it (in words only
    when said: a moment's words read the exhaustive walk's drawn round), its rolls, and why."""
    step, rolls = ctx.game.battle_shock.rolls_in_last_step(unit)
    if step is None:
        return lambda: "no Battle-shock step has been resolved", 0, ()
    reasons = tuple(r.why for r in rolls) or (
        Reason("not battle-shocked, above half-strength", BATTLE_SHOCK_WHO),
    )

    def where() -> str:  # a roll's words read the walk's drawn roll too (properties/lazy_rolls)
        said = "; ".join(r.describe() for r in rolls) or "it made no battle-shock roll"
        return f"in the Command phase just resolved ({step.describe()}): {said}"

    return where, len(rolls), reasons


@then('"{unit}" makes a battle-shock roll', example='Then "Squad" makes a battle-shock roll')
def makes_roll(ctx: ScenarioState, unit: str) -> None:
    where, count, reasons = _last_step(ctx, unit)
    ctx.verdicts.cite(reasons)
    if count == 0:
        raise Disagreement(f'"{unit}" makes a battle-shock roll', where(), reasons)


@then(
    '"{unit}" does not make a battle-shock roll',
    example='Then "Squad" does not make a battle-shock roll',
)
def makes_no_roll(ctx: ScenarioState, unit: str) -> None:
    where, count, reasons = _last_step(ctx, unit)
    ctx.verdicts.cite(reasons)
    if count:
        raise Disagreement(f'"{unit}" does not make a battle-shock roll', where(), reasons)


@then(
    '"{unit}" makes {n:int} battle-shock roll[s|]', example='Then "Squad" makes 1 battle-shock roll'
)
def makes_n_rolls(ctx: ScenarioState, unit: str, n: int) -> None:
    rolls = ctx.game.battle_shock.rolls_of(unit)
    ctx.verdicts.cite(r.why for r in rolls)
    if len(rolls) != n:
        said = "; ".join(f"{r.moment.describe()}: {r.describe()}" for r in rolls)
        raise Disagreement(
            f'"{unit}" makes {n} battle-shock roll{"s" if n != 1 else ""}',
            f"{len(rolls)} made" + (f" ({said})" if said else ""),
            tuple(r.why for r in rolls),
        )


@then('"{unit}" is battle-shocked', example='Then "Squad" is battle-shocked')
def is_shocked(ctx: ScenarioState, unit: str) -> None:
    _cite_rolls(ctx, unit)
    if not ctx.game.unit(unit).battle_shocked:
        raise Disagreement(
            f'"{unit}" is battle-shocked', "not battle-shocked", _roll_reasons(ctx, unit)
        )


@then('"{unit}" is not battle-shocked', example='Then "Squad" is not battle-shocked')
def is_not_shocked(ctx: ScenarioState, unit: str) -> None:
    _cite_rolls(ctx, unit)
    if ctx.game.unit(unit).battle_shocked:
        raise Disagreement(
            f'"{unit}" is not battle-shocked', "battle-shocked", _roll_reasons(ctx, unit)
        )


def _roll_reasons(ctx: ScenarioState, unit: str) -> tuple[Reason, ...]:
    """Why each roll was made, and what its result did (01.07 / 08.03)."""
    found: list[Reason] = []
    for roll in ctx.game.battle_shock.rolls_of(unit):
        found.append(roll.why)
        found.append(Reason(roll.describe(), _roll_rule(roll)))
    return tuple(found)


def _cite_rolls(ctx: ScenarioState, unit: str) -> None:
    """Cites the clauses of ``_roll_reasons``, none put into words (a roll's words read the
    exhaustive walk's drawn roll: properties/lazy_rolls.py)."""
    for roll in ctx.game.battle_shock.rolls_of(unit):
        ctx.verdicts.rules.extend((roll.why.rule, _roll_rule(roll)))


def _roll_rule(roll: BattleShockRoll) -> RuleRef:
    return BATTLE_SHOCK_RECOVERY if roll.passed else BATTLE_SHOCK_FAIL


def _strength(ctx: ScenarioState, unit: str, wanted: set[Strength], claim: str) -> None:
    # W as the rules in force modify it (contract 18.3 item 3: a single model's half-strength)
    state, because = strength(ctx.game.as_modified(unit))
    ctx.game.weigh(because.rule, state is not Strength.FULL)
    if state not in wanted:
        raise Disagreement(f'"{unit}" {claim}', because.text, (because,))


@then('"{unit}" is at half-strength', example='Then "Squad" is at half-strength')
def at_half(ctx: ScenarioState, unit: str) -> None:
    _strength(ctx, unit, {Strength.AT_HALF}, "is at half-strength")


@then('"{unit}" is below half-strength', example='Then "Vehicle" is below half-strength')
def below_half(ctx: ScenarioState, unit: str) -> None:
    _strength(ctx, unit, {Strength.BELOW_HALF}, "is below half-strength")


@then(
    '"{unit}" is not at or below half-strength',
    example='Then "Squad" is not at or below half-strength',
)
def full(ctx: ScenarioState, unit: str) -> None:
    _strength(ctx, unit, {Strength.FULL}, "is not at or below half-strength")


@then(
    '"{unit}" passes its battle-shock roll with probability {p:word}%',
    example='Then "Squad" passes its battle-shock roll with probability 72.22%',
)
def pass_chance(ctx: ScenarioState, unit: str, p: str) -> None:
    _chance(ctx, unit, "passes", p)


@then(
    '"{unit}" fails its battle-shock roll with probability {p:word}%',
    example='Then "Squad" fails its battle-shock roll with probability 27.78%',
)
def fail_chance(ctx: ScenarioState, unit: str, p: str) -> None:
    _chance(ctx, unit, "fails", p)


def _chance(ctx: ScenarioState, unit: str, verdict: str, p: str) -> None:
    """Exact over the 36 results of 2D6 against the unit's Ld, compared to two decimals."""
    wanted = percentage(p)
    found = ctx.game.unit(unit)
    ld, modifier = found.ld, found.battle_shock_modifier
    passing = pass_probability(found.leadership, modifier)
    chance = passing if verdict == "passes" else 1 - passing
    exact = Decimal(chance.numerator * 100) / Decimal(chance.denominator)
    decided = exact.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
    if wanted.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP) != decided:
        raise Disagreement(
            f'"{unit}" {verdict} its battle-shock roll with probability {p}%',
            f"{verdict} with probability {decided}% ({chance * 36}/36 "
            f"of 2D6 results{f' {modifier:+d}' if modifier else ''} against Ld {ld}+)",
            (Reason(f"a 2D6 total of {ld - modifier} or more passes", LEADERSHIP_ROLL),),
        )
