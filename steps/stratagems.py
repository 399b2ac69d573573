"""Stratagems (15, 01.07; docs/language.md#stratagems): declaring one, the uses a scenario states,
attempts to
use one, and whether a player can."""

from __future__ import annotations

from ruleslawyer.core import Reason
from ruleslawyer.core.stratagem_effect_rows import check_strict
from ruleslawyer.core.stratagems import USE_CLAUSES, StratagemDef, stratagem_reason_for
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from . import _parse
from ._claims import Refused, claims
from .stratagem_moves import needs_set_up

REROLL = "Command Re-roll"


@given(
    'the stratagem "{stratagem}":',
    example='Given the stratagem "Armour of Contempt":\n'
    "  | CP   | 1                   |\n  | WHEN | your Shooting phase |",
)
def the_stratagem(
    ctx: ScenarioState, stratagem: str, datatable: list[list[str]] | None = None
) -> None:
    ctx.no_game_yet("declare a stratagem")
    rows = _parse.row_table(datatable, f'the stratagem "{stratagem}"')
    declared = StratagemDef.from_rows(stratagem, rows)
    if ctx.strict_effects:
        check_strict(stratagem, declared.effect)
    ctx.stratagems[stratagem] = declared
    ctx.stratagem_rows[stratagem] = rows


@given(
    'player {player:player} used the "{stratagem}" stratagem this phase',
    example='Given player A used the "Fire Overwatch" stratagem this phase',
)
def used_this_phase(ctx: ScenarioState, player: str, stratagem: str) -> None:
    ctx.no_game_yet("state a stratagem's use")
    ctx.used_this_phase.append((ctx.player(player), ctx.stratagem_name(stratagem), None))


@given(
    'player {player:player} used the "{stratagem}" stratagem on "{unit}" this phase',
    example='Given player A used the "Fire Overwatch" stratagem on "Squad" this phase',
)
def used_on_this_phase(ctx: ScenarioState, player: str, stratagem: str, unit: str) -> None:
    ctx.no_game_yet("state a stratagem's use")
    ctx.unit(unit)
    ctx.used_this_phase.append((ctx.player(player), ctx.stratagem_name(stratagem), unit))


@given(
    'player {player:player} used the "{stratagem}" stratagem earlier in the battle',
    example='Given player A used the "Insane Bravery" stratagem earlier in the battle',
)
def used_earlier(ctx: ScenarioState, player: str, stratagem: str) -> None:
    ctx.no_game_yet("state a stratagem's use")
    key = (ctx.player(player), ctx.stratagem_name(stratagem))
    ctx.used_earlier[key] = ctx.used_earlier.get(key, 0) + 1


@given(
    '"{unit}" was targeted by a stratagem this phase',
    example='Given "Squad" was targeted by a stratagem this phase',
)
def was_targeted(ctx: ScenarioState, unit: str) -> None:
    ctx.no_game_yet("state a stratagem's target")
    ctx.unit(unit)
    ctx.targeted.add(unit)


@given(
    'player {player:player} will use the "{stratagem}" stratagem on "{unit}" in the '
    "Battle-shock step",
    example='Given player A will use the "Insane Bravery" stratagem on "Squad" in the '
    "Battle-shock step",
)
def will_use(ctx: ScenarioState, player: str, stratagem: str, unit: str) -> None:
    """Any stratagem whose WHEN is the Battle-shock step; the game checks its WHEN row."""
    ctx.unit(unit)
    who = ctx.player(player)
    stratagem = ctx.stratagem_name(stratagem)
    if ctx.built:  # like a roll, an intention can be stated between events
        ctx.game.stratagem_part.plan_battle_shock_use(who, stratagem, ctx.canonical(unit))
    else:
        ctx.planned_uses.append((who, stratagem, unit, ctx.line))


# -- attempts -------------------------------------------------------------------------------------
@when(
    'player {player:player} uses the "{stratagem}" stratagem on "{unit}"',
    example='When player A uses the "Fire Overwatch" stratagem on "Squad"',
)
def uses_on(ctx: ScenarioState, player: str, stratagem: str, unit: str) -> None:
    needs_set_up(ctx, player, stratagem, unit)
    ctx.game.use_stratagem(ctx.player(player), ctx.stratagem_name(stratagem), ctx.canonical(unit))


@when(
    'player {player:player} uses the "{stratagem}" stratagem',
    example='When player A uses the "Orbital Strike" stratagem',
)
def uses(ctx: ScenarioState, player: str, stratagem: str) -> None:
    ctx.game.use_stratagem(ctx.player(player), ctx.stratagem_name(stratagem))


@when(
    'player {player:player} uses the "Command Re-roll" stratagem on the {roll:word} roll for '
    '"{unit}"',
    example='When player A uses the "Command Re-roll" stratagem on the hit roll for "Squad"',
)
def uses_reroll(ctx: ScenarioState, player: str, roll: str, unit: str) -> None:
    ctx.game.use_stratagem(ctx.player(player), REROLL, ctx.canonical(unit), roll)


# -- questions ------------------------------------------------------------------------------------
def _refusal(
    ctx: ScenarioState, player: str, stratagem: str, unit: str, roll: str | None = None
) -> tuple[Reason, ...]:
    """The last attempt's refusal, if it was refused; otherwise ask now."""
    game = ctx.game
    key = (ctx.player(player), ctx.stratagem_name(stratagem), ctx.canonical(unit), roll)
    seen = game.stratagem_part.refused_use(*key)
    if seen:
        ctx.verdicts.cite(seen)  # the verdict rests on the earlier refusal's reasons
        return seen
    return game.stratagem_part.stratagem_refusals_now(*key)


def _decided(ctx: ScenarioState, player: str, stratagem: str, reasons: tuple[Reason, ...]) -> str:
    """What the core decided, naming the stratagem where the step named it by another name."""
    named, which = ctx.stratagem_name(stratagem), _which(ctx, stratagem)
    if not reasons:
        return f"{which}can use it: nothing bars it"
    cost = ctx.game.stratagem_part.cost(ctx.player(player), named)  # as modified (15.01)
    have = ctx.game.cp[ctx.player(player)]
    said = "; ".join(str(r) for r in reasons)
    changed = "".join(f"; {line}" for line in cost.said())  # the rules that changed it (18.6)
    return (
        f"{which}cannot use it: {said} (it costs {cost.value}CP{changed}; player {player} has "
        f"{have}CP left)"
    )


def _which(ctx: ScenarioState, stratagem: str) -> str:
    """ "Tank Shock is Crushing Impact: " where the step named a stratagem by another name."""
    named = ctx.stratagem_name(stratagem)
    return f"{stratagem} is {named}: " if named != stratagem else ""


def _named(phrase: str) -> Reason:
    """The reason a step names (the stratagem reasons' words)."""
    return stratagem_reason_for(phrase)


def _free() -> tuple[Reason, ...]:
    return tuple(Reason("does not apply", rule) for rule in USE_CLAUSES)


claims(
    Refused(
        'player {player:player} can use the "{stratagem}" stratagem on "{unit}"',
        'player {player:player} cannot use the "{stratagem}" stratagem on "{unit}"',
        _refusal,
        lambda ctx, reasons, player, stratagem, unit: _decided(ctx, player, stratagem, reasons),
        _named,
        _free,
        by_text=True,  # a core stratagem may cite its own clause
    ),
    "use",
    can='Then player A can use the "Fire Overwatch" stratagem on "Squad"',
    cannot='Then player A cannot use the "Fire Overwatch" stratagem on "Knight"',
    because='Then player A cannot use the "Insane Bravery" stratagem on "Squad" because the unit '
    "is battle-shocked",
    exactly='Then player A cannot use the "Fire Overwatch" stratagem on "Squad", for exactly '
    "these reasons:\n  | it was already used this phase |",
)
claims(
    Refused(
        'player {player:player} can use the "Command Re-roll" stratagem on the {roll:word} roll '
        'for "{unit}"',
        'player {player:player} cannot use the "Command Re-roll" stratagem on the {roll:word} '
        'roll for "{unit}"',
        lambda ctx, player, roll, unit: _refusal(ctx, player, REROLL, unit, roll),
        lambda ctx, reasons, player, roll, unit: _decided(ctx, player, REROLL, reasons),
        _named,
        _free,
        by_text=True,
    ),
    "reroll",
    can='Then player A can use the "Command Re-roll" stratagem on the hit roll for "Squad"',
    cannot='Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll '
    'for "Squad"',
    because='Then player A cannot use the "Command Re-roll" stratagem on the battle-shock roll '
    'for "Squad" because that roll cannot be re-rolled with it',
)


def _used(ctx: ScenarioState, player: str, stratagem: str) -> tuple[int, tuple[Reason, ...]]:
    game = ctx.game
    stratagem = ctx.stratagem_name(stratagem)
    game.stratagem_part.stratagem(stratagem)
    who = ctx.player(player)
    mine = [
        u for u in game.stratagem_part.stratagem_uses if u.player == who and u.name == stratagem
    ]
    refused = game.stratagem_part.refused_uses(who, stratagem)
    return game.stratagem_part.uses_of(who, stratagem), refused or tuple(
        Reason(f"used in battle round {u.phase_key[0]}", USE_CLAUSES[-1]) for u in mine
    )


@then(
    'player {player:player} used the "{stratagem}" stratagem',
    example='Then player A used the "Insane Bravery" stratagem',
)
def used(ctx: ScenarioState, player: str, stratagem: str) -> None:
    count, why = _used(ctx, player, stratagem)
    if not count:
        raise Disagreement(
            f'player {player} used the "{stratagem}" stratagem',
            f"{_which(ctx, stratagem)}it was never used",
            why,
        )


@then(
    'player {player:player} did not use the "{stratagem}" stratagem',
    example='Then player A did not use the "Insane Bravery" stratagem',
)
def did_not_use(ctx: ScenarioState, player: str, stratagem: str) -> None:
    count, why = _used(ctx, player, stratagem)
    if count:
        raise Disagreement(
            f'player {player} did not use the "{stratagem}" stratagem',
            f"{_which(ctx, stratagem)}it was used {count} time{'s' if count != 1 else ''}",
            why,
        )
