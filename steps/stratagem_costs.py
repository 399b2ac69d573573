"""Stratagem costs and CP gained from rules (15.01, 08.02; §18.3 items 8 and 13, §18.5): the
CP cost of a stratagem as the rules in force change it, and event play (Event Companion)."""

from __future__ import annotations

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core.core_stratagems import CHALLENGE, SMOKESCREEN
from ruleslawyer.core.mortal_wounds import MORTAL
from ruleslawyer.core.recorded_effects import COVER, Recorded
from ruleslawyer.core.stratagem_costs import COST_RULE, EVENT_CAP, OPTIONAL_SECTION
from ruleslawyer.core.stratagems import stratagem_reason_for
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.rule_checks import check_dice_names
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Refused, claims


@given(
    "the battle is played under the Event Companion",
    example="Given the battle is played under the Event Companion",
)
def event_play(ctx: ScenarioState) -> None:
    ctx.no_game_yet("say the battle is event play")
    ctx.event_play = True


def _compared(value: int, how: str, n: int) -> bool:
    """A cost asked `is`, `is at most` or `is at least` ``n`` (18.5)."""
    return {"is": value == n, "is at most": value <= n, "is at least": value >= n}[how]


def _cost(
    ctx: ScenarioState, player: str, stratagem: str, unit: str | None, n: int, how: str
) -> None:
    who, named = ctx.player(player), ctx.stratagem_name(stratagem)
    cost = ctx.game.stratagem_part.cost(who, named, ctx.canonical(unit) if unit else None)
    # the verdict's rules consulted name each change (18.6)
    ctx.game.stratagem_part.weigh_cost(cost)
    if _compared(cost.value, how, n):
        return
    on = f' on "{unit}"' if unit else ""
    changes = "; ".join(cost.said()) or "no rule in force changes it"
    raise Disagreement(
        f'the CP cost of the "{stratagem}" stratagem for player {player}{on} {how} {n}',
        f"it is {cost.value}CP (its CP row: {cost.original}CP; {changes})",
        tuple(Reason(said, COST_RULE) for said in cost.said()) or (Reason("no change", COST_RULE),),
    )


_COST = 'the CP cost of the "{stratagem}" stratagem for player {player:player}'
_COST_ON = _COST + ' on "{unit}"'


@then(
    _COST + " is {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A is 1',
)
def cost_is(ctx: ScenarioState, stratagem: str, player: str, n: int) -> None:
    _cost(ctx, player, stratagem, None, n, "is")


@then(
    _COST + " is at most {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A is at most 1',
)
def cost_at_most(ctx: ScenarioState, stratagem: str, player: str, n: int) -> None:
    _cost(ctx, player, stratagem, None, n, "is at most")


@then(
    _COST + " is at least {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A is at least 1',
)
def cost_at_least(ctx: ScenarioState, stratagem: str, player: str, n: int) -> None:
    _cost(ctx, player, stratagem, None, n, "is at least")


@then(
    _COST_ON + " is {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" is 1',
)
def cost_on_is(ctx: ScenarioState, stratagem: str, player: str, unit: str, n: int) -> None:
    ctx.unit(unit)
    _cost(ctx, player, stratagem, unit, n, "is")


@then(
    _COST_ON + " is at most {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" '
    "is at most 1",
)
def cost_on_at_most(ctx: ScenarioState, stratagem: str, player: str, unit: str, n: int) -> None:
    """18.5: `is at most` combines with `on "<unit>"`, as `is <n>` does."""
    ctx.unit(unit)
    _cost(ctx, player, stratagem, unit, n, "is at most")


@then(
    _COST_ON + " is at least {n:int}",
    example='Then the CP cost of the "Fire Overwatch" stratagem for player A on "Squad" '
    "is at least 1",
)
def cost_on_at_least(ctx: ScenarioState, stratagem: str, player: str, unit: str, n: int) -> None:
    """18.5: `is at least` combines with `on "<unit>"`, as `is <n>` does."""
    ctx.unit(unit)
    _cost(ctx, player, stratagem, unit, n, "is at least")


@then(
    "player {player:player} gained {n:int} CP from rules",
    example="Then player A gained 1 CP from rules",
)
def gained_from_rules(ctx: ScenarioState, player: str, n: int) -> None:
    who = ctx.player(player)
    records = ctx.game.stratagem_part.rule_cp(who)
    got = sum(r.gained for r in records)
    if got != n:
        said = [f'{r.gained} of {r.asked}CP from "{r.source}"' for r in records]
        raise Disagreement(
            f"player {player} gained {n} CP from rules",
            f"player {player} gained {got} CP from rules ({'; '.join(said) or 'none'})",
            (Reason("CP from rules capped in event play", EVENT_CAP),),
        )


# -- what a stratagem's effect did (18.4) -------------------------------------------------------
def _resolved(ctx: ScenarioState, stratagem: str) -> bool:
    """Whether a use of the stratagem in the scenario resolved its effect (15.01 step 3)."""
    return ctx.game.history.effect_resolved(ctx.stratagem_name(stratagem))


@then(
    'the effect of the "{stratagem}" stratagem is resolved',
    example='Then the effect of the "Fire Overwatch" stratagem is resolved',
)
def effect_resolved(ctx: ScenarioState, stratagem: str) -> None:
    if not _resolved(ctx, stratagem):
        raise Disagreement(
            f'the effect of the "{stratagem}" stratagem is resolved',
            "no use of it resolved its effect",
            (Reason("its effect resolves once the stratagem is used", COST_RULE),),
        )


@then(
    'the effect of the "{stratagem}" stratagem is not resolved',
    example='Then the effect of the "Fire Overwatch" stratagem is not resolved',
)
def effect_not_resolved(ctx: ScenarioState, stratagem: str) -> None:
    if _resolved(ctx, stratagem):
        raise Disagreement(
            f'the effect of the "{stratagem}" stratagem is not resolved',
            "a use of it resolved its effect",
            (Reason("its effect resolves once the stratagem is used", COST_RULE),),
        )


@then(
    'the effect of the "{stratagem}" stratagem is traced only',
    example='Then the effect of the "Orbital Strike" stratagem is traced only',
)
def effect_traced(ctx: ScenarioState, stratagem: str) -> None:
    effects = ctx.game.stratagem_part.stratagem(ctx.stratagem_name(stratagem)).effects
    modelled = [e for e in effects if e.modelled]
    if modelled or not effects:
        raise Disagreement(
            f'the effect of the "{stratagem}" stratagem is traced only',
            "its effect is modelled: " + ", ".join(str(e.rule) for e in modelled),
            tuple(Reason("modelled", e.rule) for e in modelled),
        )


# -- recorded effects: cover and melee weapon abilities (18.5) ----------------------------------
def _recorded(ctx: ScenarioState, unit: str) -> tuple[str, tuple[Recorded, ...]]:
    ctx.unit(unit)
    whole = ctx.canonical(unit)
    return whole, ctx.game.recorded_in_force(whole)


def _has_cover(ctx: ScenarioState, unit: str, want: bool) -> None:
    _, records = _recorded(ctx, unit)
    found = [r for r in records if r.what == COVER]
    if bool(found) != want:
        claim = f'"{unit}" {"has" if want else "does not have"} the benefit of cover'
        said = "; ".join(f'"{r.source}" {r.said()}, {r.until.value}' for r in found)
        raise Disagreement(
            claim,
            said or "no rule in force gives it the benefit of cover",
            tuple(Reason(r.said(), SMOKESCREEN) for r in found) or (Reason("none", SMOKESCREEN),),
        )


@then('"{unit}" has the benefit of cover', example='Then "Squad" has the benefit of cover')
def has_cover(ctx: ScenarioState, unit: str) -> None:
    _has_cover(ctx, unit, True)


@then(
    '"{unit}" does not have the benefit of cover',
    example='Then "Squad" does not have the benefit of cover',
)
def has_no_cover(ctx: ScenarioState, unit: str) -> None:
    _has_cover(ctx, unit, False)


def _weapons(ctx: ScenarioState, part: str, ability: str, want: bool) -> None:
    whole, records = _recorded(ctx, part)
    text = ability.strip()
    if not (text.startswith("[") and text.endswith("]")):
        raise RulesInputError(
            f"{text!r} is not a weapon ability: write it in square brackets, e.g. [PRECISION]",
            word=text,
            suggestion=repr(f"[{text.strip('[]').upper()}]"),
        )
    named = f"[{text.strip('[]').upper()}]"
    # The part named, or the whole unit when the effect is on every model of it.
    found = [r for r in records if r.what == named and r.part in (part, whole)]
    if bool(found) != want:
        claim = f'"{part}"\'s melee weapons {"have" if want else "do not have"} {named}'
        said = "; ".join(f'"{r.source}" {r.said()}, {r.until.value}' for r in records)
        raise Disagreement(
            claim,
            said or f"no rule in force gives its melee weapons {named}",
            tuple(Reason(r.said(), CHALLENGE) for r in found) or (Reason("none", CHALLENGE),),
        )


@then(
    '"{part}"\'s melee weapons have {ability:text}',
    example='Then "Captain"\'s melee weapons have [PRECISION]',
)
def weapons_have(ctx: ScenarioState, part: str, ability: str) -> None:
    _weapons(ctx, part, ability, True)


@then(
    '"{part}"\'s melee weapons do not have {ability:text}',
    example='Then "Captain"\'s melee weapons do not have [PRECISION]',
)
def weapons_have_not(ctx: ScenarioState, part: str, ability: str) -> None:
    _weapons(ctx, part, ability, False)


# -- mortal wounds (15.05, 15.06; 18.4) ----------------------------------------------------------
@given(
    'the dice for "{rule}" will be {dice:text}',
    example='Given the dice for "Explosives" will be 4, 5, 1, 2, 6, 3',
    pins=("roll",),  # may follow a When step (the change to §3, SCENARIO_LANGUAGE_ROUND4)
)
def dice_will_be(ctx: ScenarioState, rule: str, dice: str) -> None:
    words = [d.strip() for d in dice.split(",")]
    if not words or not all(w.isdigit() and 1 <= int(w) <= 6 for w in words):
        bad = next((w for w in words if not (w.isdigit() and 1 <= int(w) <= 6)), dice)
        raise RulesInputError(
            f"{bad!r} is not a D6 result: give each die 1 to 6, separated by commas",
            word=bad,
            suggestion="'4, 5, 1'",
        )
    named = ctx.stratagem_name(rule) if rule in ("Tank Shock", "Grenades") else rule
    if ctx.built:
        declared = {d.name for d in ctx.declared_rules} | set(ctx.without_rules)
        check_dice_names({named: ctx.line}, ctx.game, declared)
        ctx.game.give_dice(named, tuple(int(w) for w in words))
    else:
        ctx.dice[named] = tuple(int(w) for w in words)
        ctx.dice_lines[named] = ctx.line


@when(
    'player {player:player} uses the "{stratagem}" stratagem on "{unit}" against "{enemy}"',
    example='When player A uses the "Explosives" stratagem on "Squad" against "Raiders"',
)
def uses_against(ctx: ScenarioState, player: str, stratagem: str, unit: str, enemy: str) -> None:
    ctx.unit(enemy)
    ctx.game.use_stratagem(
        ctx.player(player),
        ctx.stratagem_name(stratagem),
        ctx.canonical(unit),
        against=ctx.canonical(enemy),
    )


@then(
    '"{unit}" suffered {n:int} mortal wound[s|] this phase',
    example='Then "Raiders" suffered 2 mortal wounds this phase',
)
def suffered(ctx: ScenarioState, unit: str, n: int) -> None:
    ctx.unit(unit)
    records = ctx.game.mortal_wounds(ctx.canonical(unit))
    got = sum(r.n for r in records)
    if got != n:
        said = "; ".join(f'{r.n} from "{r.source}"' for r in records) or "none"
        raise Disagreement(
            f'"{unit}" suffered {n} mortal wound{"s" if n != 1 else ""} this phase',
            f'"{unit}" suffered {got} this phase ({said})',
            (Reason("mortal wounds suffered", MORTAL),),
        )


# -- Heroic Intervention with Into the Fray (15.11; its +1CP is part of its cost) ------------
HEROIC = "Heroic Intervention"
FRAY = "Into the Fray"


def use_fray(
    ctx: ScenarioState, player: str, unit: str, enemy: str | None = None, move_stated: bool = False
) -> None:
    """Heroic Intervention with Into the Fray (15.11: +1CP, part of its cost), against the
    enemy unit named if any (contract 18.4: `with Into the Fray` comes before `against`);
    ``move_stated``: the step gives the charge move's end positions (19.6) and makes it."""
    against = ctx.canonical(ctx.unit(enemy).name) if enemy is not None else None
    ctx.game.use_stratagem(
        ctx.player(player),
        HEROIC,
        ctx.canonical(unit),
        against=against,
        extra=1,
        section=FRAY,
        move_stated=move_stated,
    )


@when(
    'player {player:player} uses the "Heroic Intervention" stratagem on "{unit}" with Into the '
    "Fray",
    example='When player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray',
)
def uses_with_fray(ctx: ScenarioState, player: str, unit: str) -> None:
    use_fray(ctx, player, unit)


@when(
    'player {player:player} uses the "Heroic Intervention" stratagem on "{unit}" with Into the '
    'Fray against "{enemy}"',
    example='When player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray '
    'against "Raiders"',
)
def uses_with_fray_against(ctx: ScenarioState, player: str, unit: str, enemy: str) -> None:
    """Contract 18.4: after `on "<unit>"`, `with Into the Fray` comes before `against`."""
    use_fray(ctx, player, unit, enemy)


def _fray_refusal(ctx: ScenarioState, player: str, unit: str) -> tuple[Reason, ...]:
    who, name = ctx.player(player), ctx.canonical(unit)
    seen = ctx.game.stratagem_part.refused_use(who, HEROIC, name)
    return seen or ctx.game.stratagem_part.stratagem_refusals_now(who, HEROIC, name, extra=1)


def _fray_named(phrase: str) -> Reason:
    """The reason a step names (the stratagem reasons' words)."""
    return stratagem_reason_for(phrase)


def _fray_decided(ctx: ScenarioState, player: str, reasons: tuple[Reason, ...]) -> str:
    if not reasons:
        return "can use it: nothing bars it"
    cost = ctx.game.stratagem_part.cost(ctx.player(player), HEROIC, extra=1)
    have = ctx.game.cp[ctx.player(player)]
    said = "; ".join(str(r) for r in reasons)
    return (
        f"cannot use it: {said} (with {FRAY} it costs {cost.value}CP; player {player} has "
        f"{have}CP left)"
    )


claims(
    Refused(
        'player {player:player} can use the "Heroic Intervention" stratagem on "{unit}" with Into '
        "the Fray",
        'player {player:player} cannot use the "Heroic Intervention" stratagem on "{unit}" with '
        "Into the Fray",
        _fray_refusal,
        lambda ctx, reasons, player, unit: _fray_decided(ctx, player, reasons),
        _fray_named,
        lambda: (Reason("nothing bars it", COST_RULE),),
        by_text=True,
    ),
    "use_fray",
    can='Then player A can use the "Heroic Intervention" stratagem on "Squad" with Into the Fray',
    cannot='Then player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into '
    "the Fray",
    because='Then player A cannot use the "Heroic Intervention" stratagem on "Squad" with Into '
    "the Fray because player A does not have enough CP",
)


@then(
    'the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player '
    "{player:player} is {n:int}",
    example='Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for '
    "player A is 2",
)
def fray_cost_is(ctx: ScenarioState, player: str, n: int) -> None:
    _fray_cost(ctx, player, n, "is")


@then(
    'the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player '
    "{player:player} is at most {n:int}",
    example='Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for '
    "player A is at most 2",
)
def fray_cost_at_most(ctx: ScenarioState, player: str, n: int) -> None:
    _fray_cost(ctx, player, n, "is at most")


@then(
    'the CP cost of the "Heroic Intervention" stratagem with Into the Fray for player '
    "{player:player} is at least {n:int}",
    example='Then the CP cost of the "Heroic Intervention" stratagem with Into the Fray for '
    "player A is at least 2",
)
def fray_cost_at_least(ctx: ScenarioState, player: str, n: int) -> None:
    _fray_cost(ctx, player, n, "is at least")


def _fray_cost(ctx: ScenarioState, player: str, n: int, how: str) -> None:
    """18.5: the cost with Into the Fray's +1CP (part of the original cost), asked `is`, `is at
    most` or `is at least` as the plain cost is."""
    cost = ctx.game.stratagem_part.cost(ctx.player(player), HEROIC, extra=1)
    ctx.game.weigh(OPTIONAL_SECTION, True)
    ctx.game.stratagem_part.weigh_cost(cost)
    if not _compared(cost.value, how, n):
        changes = "; ".join(cost.said()) or "no rule in force changes it"
        raise Disagreement(
            f'the CP cost of the "{HEROIC}" stratagem with {FRAY} for player {player} {how} {n}',
            f"it is {cost.value}CP (its CP row and {FRAY}: {cost.original}CP; {changes})",
            (Reason(f"{FRAY}'s +1CP is part of its cost", OPTIONAL_SECTION),),
        )


@given(
    '"{unit}" is screened by "{screen}"',
    example='Given "Squad" is screened by "Guards"',
    pins=("unit",),
)
def screened_by(ctx: ScenarioState, unit: str, screen: str) -> None:
    """15.10: the unit is not fully visible because of ``screen`` (stated, never measured):
    Smokescreen used on ``screen`` gives it the benefit of cover too."""
    ctx.no_game_yet("say which unit screens another")
    ctx.unit(unit)
    ctx.unit(screen)
    ctx.screened.setdefault(unit, []).append(screen)
