"""Triggered rules and abilities (07.02.01, 07.02.02, 07.02, 07.03, 08.05) and shooting."""

from __future__ import annotations

from ruleslawyer.core import Ability, AbilityWhen, MoveKind, Trigger, TriggeredRule
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from .set_up_moves import needs_placements


def _add_rule(ctx: ScenarioState, name: str, trigger: str, owner: str | None) -> None:
    ctx.no_game_yet("add a rule")
    ctx.rules.append(TriggeredRule(name, Trigger.parse(trigger), owner, len(ctx.rules)))


@given(
    'player {player:player} has a rule "{rule}" that triggers at {trigger:text}',
    example='Given player A has a rule "Heal" that triggers at the end of the Movement phase',
)
def player_rule(ctx: ScenarioState, player: str, rule: str, trigger: str) -> None:
    _add_rule(ctx, rule, trigger, ctx.player(player))


@given(
    'a mission rule "{rule}" that triggers at {trigger:text}',
    example='Given a mission rule "Score" that triggers at the end of the turn',
)
def mission_rule(ctx: ScenarioState, rule: str, trigger: str) -> None:
    _add_rule(ctx, rule, trigger, None)


@given(
    '"{unit}" has an ability "{ability}" that triggers {when:text}',
    example='Given "Squad" has an ability "Reload" that triggers each time this unit has shot',
)
def has_ability(ctx: ScenarioState, unit: str, ability: str, when: str) -> None:
    ctx.no_game_yet("add an ability")
    ctx.unit(unit)
    ctx.abilities.append(Ability(ability, unit, AbilityWhen.parse(when)))


@when(
    '"{unit}" is forced to move by an enemy rule',
    example='When "Squad" is forced to move by an enemy rule',
)
def forced_move(ctx: ScenarioState, unit: str) -> None:
    ctx.game.moves.move(unit, MoveKind.FORCED)


@when('"{unit}" is destroyed', example='When "Squad" is destroyed')
def destroyed(ctx: ScenarioState, unit: str) -> None:
    needs_placements(ctx, unit)
    ctx.game.leave_battlefield(unit, destroyed=True)


@when('"{unit}" leaves the battlefield', example='When "Squad" leaves the battlefield')
def leaves(ctx: ScenarioState, unit: str) -> None:
    ctx.game.leave_battlefield(unit)


@when('"{unit}" becomes battle-shocked', example='When "Squad" becomes battle-shocked')
def becomes_shocked(ctx: ScenarioState, unit: str) -> None:
    ctx.game.moves.become_battle_shocked(unit)


@when('"{unit}" shoots', example='When "Squad" shoots')
def shoots(ctx: ScenarioState, unit: str) -> None:
    ctx.game.moves.shoot(unit)


@when(
    '"{unit}" shoots using an out-of-phase rule',
    example='When "Squad" shoots using an out-of-phase rule',
)
def shoots_out_of_phase(ctx: ScenarioState, unit: str) -> None:
    ctx.game.moves.shoot(unit, out_of_phase=True)


def _times(n: int) -> str:
    return "once" if n == 1 else f"{n} times"


@then('"{rule}" triggers {n:int} time[s|]', example='Then "Heal" triggers 2 times')
def triggers_n(ctx: ScenarioState, rule: str, n: int) -> None:
    _count(ctx, rule, n, f'"{rule}" triggers {_times(n)}')


@then('"{rule}" triggers once', example='Then "Heal" triggers once')
def triggers_once(ctx: ScenarioState, rule: str) -> None:
    _count(ctx, rule, 1, f'"{rule}" triggers once')


@then('"{rule}" does not trigger', example='Then "Heal" does not trigger')
def does_not_trigger(ctx: ScenarioState, rule: str) -> None:
    _count(ctx, rule, 0, f'"{rule}" does not trigger')


@then('"{rule}" triggers', example='Then "Reload" triggers')
def triggers(ctx: ScenarioState, rule: str) -> None:
    _count(ctx, rule, None, f'"{rule}" triggers')


def _count(ctx: ScenarioState, name: str, n: int | None, claim: str) -> None:
    """Count a rule's or an ability's firings (a name may be either)."""
    game = ctx.game
    if any(a.name == name for a in game.abilities) and not any(r.name == name for r in game.rules):
        count = game.rule_firing.ability_fired(name)
        moments = ""
    else:
        firings = game.rule_firing.firings_of(name)
        count = len(firings)
        moments = ", ".join(f.moment.describe() for f in firings)
    ok = count >= 1 if n is None else count == n
    if not ok:
        said = f"it triggered {_times(count)}" if count else "it did not trigger"
        raise Disagreement(claim, said + (f" ({moments})" if moments else ""))


@then(
    '"{rule}" triggers in player {player:player}\'s turn',
    example='Then "Heal" triggers in player B\'s turn',
)
def triggers_in_turn(ctx: ScenarioState, rule: str, player: str) -> None:
    wanted = ctx.player(player)
    firings = ctx.game.rule_firing.firings_of(rule)
    if not any(f.moment.player == wanted for f in firings):
        said = ", ".join(f.moment.describe() for f in firings) or "it did not trigger"
        raise Disagreement(f'"{rule}" triggers in player {wanted}\'s turn', said)


@then(
    "the rules resolve in this order:",
    example="Then the rules resolve in this order:\n  | Heal  |\n  | Score |",
)
def resolve_order(ctx: ScenarioState, datatable: list[list[str]]) -> None:
    wanted = [row[0].strip() for row in datatable or [] if row and row[0].strip()]
    game = ctx.game
    for name in wanted:
        game.rule_firing.firings_of(name)
    fired = [f.rule for f in game.history.firings() if f.rule in wanted]
    firsts = list(dict.fromkeys(fired))
    if fired != wanted and firsts != wanted:
        raise Disagreement(
            "the rules resolve in this order: " + ", ".join(wanted),
            "they resolved in this order: " + (", ".join(fired) or "none fired"),
        )
