"""Rules that change rules (contract 18.1, 18.5): abilities, leader abilities, enhancements and
wargear, a player's rules and mission rules, declared with effects of 18.2's vocabulary, and the
steps that ask what is in force."""

from __future__ import annotations

from ruleslawyer.core import RulesInputError
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.battle_shock_rolls import BATTLE_SHOCK_ROLL_KINDS
from ruleslawyer.core.core_stratagems import stratagem_named
from ruleslawyer.core.counted_states import counts_as
from ruleslawyer.core.effect_kinds import DURATION_WORDS
from ruleslawyer.core.effects import in_force
from ruleslawyer.scenario import rule_replay, rules
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then
from ruleslawyer.scenario.state import ScenarioState

from . import _parse

Rows = list[list[str]] | None


def _one_line(
    ctx: ScenarioState,
    rule: str,
    source: str,
    holder: str | None,
    player: str | None,
    effect: str,
) -> None:
    rules.declare(ctx, rule, source, holder, player, one_line_rows(effect))


def one_line_rows(effect: str) -> dict[str, str]:
    """The rows a one-line declaration says (contract 18.1): its EFFECT, and a trailing
    `, <duration>` that is or ends in `while <condition>` (`, while it is engaged`; `, until
    the end of the turn, while it is engaged`) as its DURATION row. A trailing `until ...`
    alone stays in the EFFECT, which reads it (core/effect_kinds.parse_effects)."""
    at = effect.lower().rfind(", while ")
    if at < 0:
        return {"EFFECT": effect}
    body, duration = effect[:at].rstrip(), effect[at + 2 :].strip()
    head, comma, until = body.rpartition(",")
    if comma and until.strip().lower() in {w.lower() for w in DURATION_WORDS}:
        body, duration = head.rstrip(), f"{until.strip()}, {duration}"
    return {"EFFECT": body, "DURATION": duration}


def _table(
    ctx: ScenarioState,
    rule: str,
    source: str,
    holder: str | None,
    player: str | None,
    datatable: Rows,
) -> None:
    rows = _parse.row_table(datatable, f'the rule "{rule}"')
    rules.declare(ctx, rule, source, holder, player, rows)


def _holder(ctx: ScenarioState, unit: str) -> tuple[str, str]:
    draft = ctx.unit(unit)
    return unit, str(draft.player)


# -- Given: one-line forms ---------------------------------------------------------------------
# A declaration pins no fact of its unit (it changes no draft): a counterexample of a property
# states it again as written, never leaves it out as one the drawn unit's lines restate.
@given(
    '"{unit}" has an ability "{rule}" that {effect:effect}',
    example='Given "Squad" has an ability "Unyielding" that adds 1 to its OC',
)
def ability_that(ctx: ScenarioState, unit: str, rule: str, effect: str) -> None:
    holder, player = _holder(ctx, unit)
    _one_line(ctx, rule, rules.Source.ABILITY, holder, player, effect)


@given(
    '"{unit}" has a leader ability "{rule}" that {effect:effect}',
    example='Given "Captain" has a leader ability "Rites of Battle" that improves its Ld by 1',
)
def leader_ability_that(ctx: ScenarioState, unit: str, rule: str, effect: str) -> None:
    holder, player = _holder(ctx, unit)
    _one_line(ctx, rule, rules.Source.LEADER, holder, player, effect)


@given(
    '"{unit}" has an enhancement "{rule}" that {effect:effect}',
    example='Given "Captain" has an enhancement "Iron Halo" that adds 1 to its W',
)
def enhancement_that(ctx: ScenarioState, unit: str, rule: str, effect: str) -> None:
    holder, player = _holder(ctx, unit)
    _one_line(ctx, rule, rules.Source.ENHANCEMENT, holder, player, effect)


@given(
    '"{unit}" has the wargear "{rule}" that {effect:effect}',
    example='Given "Captain" has the wargear "Banner" that adds 1 to its OC',
)
def wargear_that(ctx: ScenarioState, unit: str, rule: str, effect: str) -> None:
    holder, player = _holder(ctx, unit)
    _one_line(ctx, rule, rules.Source.WARGEAR, holder, player, effect)


@given(
    'player {player:player} has a rule "{rule}" that {effect:effect}',
    example='Given player A has a rule "Oath" that adds 1 to its battle-shock rolls',
)
def player_rule_that(ctx: ScenarioState, player: str, rule: str, effect: str) -> None:
    _one_line(ctx, rule, rules.Source.PLAYER, None, ctx.player(player), effect)


@given(
    'a mission rule "{rule}" that {effect:effect}',
    example='Given a mission rule "Fog" that forbids it to shoot',
)
def mission_rule_that(ctx: ScenarioState, rule: str, effect: str) -> None:
    _one_line(ctx, rule, rules.Source.MISSION, None, None, effect)


# -- Given: rule tables ------------------------------------------------------------------------
@given(
    '"{unit}" has an ability "{rule}":',
    example='Given "Squad" has an ability "Stubborn":\n'
    "  | CONDITION | it is battle-shocked |\n  | EFFECT | adds 1 to its battle-shock rolls |",
)
def ability_table(ctx: ScenarioState, unit: str, rule: str, datatable: Rows = None) -> None:
    holder, player = _holder(ctx, unit)
    _table(ctx, rule, rules.Source.ABILITY, holder, player, datatable)


@given(
    '"{unit}" has a leader ability "{rule}":',
    example='Given "Captain" has a leader ability "Tactical Precision":\n'
    "  | EFFECT | gives it Fights First |",
)
def leader_table(ctx: ScenarioState, unit: str, rule: str, datatable: Rows = None) -> None:
    holder, player = _holder(ctx, unit)
    _table(ctx, rule, rules.Source.LEADER, holder, player, datatable)


@given(
    '"{unit}" has an enhancement "{rule}":',
    example='Given "Captain" has an enhancement "Iron Halo":\n  | EFFECT | adds 1 to its W |',
)
def enhancement_table(ctx: ScenarioState, unit: str, rule: str, datatable: Rows = None) -> None:
    holder, player = _holder(ctx, unit)
    _table(ctx, rule, rules.Source.ENHANCEMENT, holder, player, datatable)


@given(
    '"{unit}" has the wargear "{rule}":',
    example='Given "Captain" has the wargear "Standard":\n'
    "  | TARGET | its unit |\n  | EFFECT | adds 1 to its OC |",
)
def wargear_table(ctx: ScenarioState, unit: str, rule: str, datatable: Rows = None) -> None:
    """18.1: the table form of a wargear, as of an enhancement (TARGET `this model` by default;
    `its unit` for wargear that affects the bearer's unit, which only a table can state)."""
    holder, player = _holder(ctx, unit)
    _table(ctx, rule, rules.Source.WARGEAR, holder, player, datatable)


@given(
    'player {player:player} has a rule "{rule}":',
    example='Given player A has a rule "Oath":\n'
    "  | TARGET | each friendly INFANTRY unit |\n  | EFFECT | adds 1 to its OC |",
)
def player_rule_table(ctx: ScenarioState, player: str, rule: str, datatable: Rows = None) -> None:
    _table(ctx, rule, rules.Source.PLAYER, None, ctx.player(player), datatable)


@given(
    'a mission rule "{rule}":',
    example='Given a mission rule "Fog":\n  | EFFECT | forbids it to shoot |',
)
def mission_rule_table(ctx: ScenarioState, rule: str, datatable: Rows = None) -> None:
    _table(ctx, rule, rules.Source.MISSION, None, None, datatable)


# -- Given: what the rules reach, and their uses (18.1) ---------------------------------------
@given(
    '"{unit}" is within range of "{rule}"',
    example='Given "Squad" is within range of "Rites of Battle"',
)
def within_range_of_rule(ctx: ScenarioState, unit: str, rule: str) -> None:
    ctx.no_game_yet("say what an aura reaches")
    ctx.unit(unit)
    ctx.rule_uses.in_range.add((unit, rule, None))


@given(
    '"{unit}" is within range of "{rule}" of "{source}"',
    example='Given "Squad" is within range of "Rites of Battle" of "Captain"',
)
def within_range_of_rule_of(ctx: ScenarioState, unit: str, rule: str, source: str) -> None:
    ctx.no_game_yet("say what an aura reaches")
    ctx.unit(unit)
    ctx.unit(source)
    ctx.rule_uses.in_range.add((unit, rule, source))


@given(
    'player {player:player} will use "{rule}" on "{unit}"',
    example='Given player A will use "Orders" on "Squad"',
)
def will_use_rule_on(ctx: ScenarioState, player: str, rule: str, unit: str) -> None:
    ctx.no_game_yet("say whom a rule selects")
    ctx.player(player)
    ctx.unit(unit)
    ctx.rule_uses.chosen[rule] = unit


@given(
    'player {player:player} will not use "{rule}"',
    example='Given player A will not use "Orders"',
)
def will_not_use_rule(ctx: ScenarioState, player: str, rule: str) -> None:
    ctx.no_game_yet("leave a rule unused")
    ctx.player(player)
    ctx.rule_uses.unused.add(rule)


@given(
    '"{rule}" was applied to "{unit}" this [span=phase|turn]',
    example='Given "Rally" was applied to "Squad" this phase',
)
def rule_was_applied(ctx: ScenarioState, rule: str, unit: str, span: str) -> None:
    ctx.no_game_yet("say a rule was applied")
    ctx.unit(unit)
    ctx.rule_uses.applied.append((rule, unit, span))


# -- Then: what is in force (18.5) -------------------------------------------------------------
def _named(ctx: ScenarioState, rule: str) -> None:
    """``rule`` is a declared rule, or a stratagem used this phase (an `any rule` may draw
    that source, 18.7) or used in the scenario (its effect is a rule, 18.4 and 18.6):
    otherwise an error naming the closest rule."""
    if any(used == rule for _, used, _ in ctx.used_this_phase):
        return
    used = stratagem_named(rule, ctx.game.stratagem_part.stratagems)[0]  # also Grenades
    if not ctx.game.history.stratagem_uses(name=used):  # a stratagem used: its effect (18)
        rules.named(ctx, rule)


def _in_force_on(ctx: ScenarioState, rule: str, unit: str) -> bool:
    _named(ctx, rule)
    game = ctx.game
    found = game.unit(unit)
    now = game.now
    for effect in game.rules_in_force(found.name):
        held = game.condition_holds(effect, found)  # as the verdicts read it (18.3)
        fresh = not game.restricted_out(effect)  # a spent rule is not in force (18.1)
        fresh = fresh and game.source_can_use(effect)  # nor one its source cannot use (18.3)
        if effect.source == rule and in_force(effect, now, found.player) and held and fresh:
            return True
    return any(
        d.name == rule and (d.traced and rules.targets(ctx, game, d).count(found.name))
        for d in rules.declared(ctx)
    )


@then(
    '"{rule}" is in force for "{unit}"',
    example='Then "Unyielding" is in force for "Squad"',
)
def then_in_force(ctx: ScenarioState, rule: str, unit: str) -> None:
    if not _in_force_on(ctx, rule, unit):
        raise Disagreement(
            f'"{rule}" is in force for "{unit}"',
            "it is not in force: its duration ended, its CONDITION does not hold, or the unit "
            "is not in its TARGET",
        )


@then(
    '"{rule}" is not in force for "{unit}"',
    example='Then "Unyielding" is not in force for "Squad"',
)
def then_not_in_force(ctx: ScenarioState, rule: str, unit: str) -> None:
    if _in_force_on(ctx, rule, unit):
        raise Disagreement(f'"{rule}" is not in force for "{unit}"', "it is in force")


def _in_force_for_player(ctx: ScenarioState, rule: str, player: str) -> bool:
    """A player's rule (18.5): in force for the player if an effect of it that acts for the
    player (a CP cost, a 15.01 limit) is, or one on any of the player's units is."""
    _named(ctx, rule)
    game, who = ctx.game, ctx.player(player)
    if any(e.source == rule and not game.restricted_out(e) for e in game.player_effects(who)):
        return True
    if any(_in_force_on(ctx, rule, u.name) for u in game.units.values() if u.player == who):
        return True
    return any(d.name == rule and d.traced and d.player == who for d in rules.declared(ctx))


@then(
    '"{rule}" is in force for player {player:player}',
    example='Then "Doctrine" is in force for player A',
)
def then_in_force_for_player(ctx: ScenarioState, rule: str, player: str) -> None:
    if not _in_force_for_player(ctx, rule, player):
        raise Disagreement(
            f'"{rule}" is in force for player {player}',
            "it is not in force: its duration ended, its CONDITION holds for none of the "
            "player's units, or it is not the player's rule",
        )


@then(
    '"{rule}" is not in force for player {player:player}',
    example='Then "Doctrine" is not in force for player B',
)
def then_not_in_force_for_player(ctx: ScenarioState, rule: str, player: str) -> None:
    if _in_force_for_player(ctx, rule, player):
        raise Disagreement(f'"{rule}" is not in force for player {player}', "it is in force")


@then('"{rule}" is traced only', example='Then "Hatred" is traced only')
def then_traced_only(ctx: ScenarioState, rule: str) -> None:
    found = rules.named(ctx, rule)
    traced = [s.kind.traced_for(s) for d in found for s in d.effects]
    if not any(d.traced for d in found) and not any(traced):
        raise Disagreement(f'"{rule}" is traced only', "its effects are modelled")


@then(
    "player {player:player} has secured {objective:area}",
    example="Then player A has secured the ruin",
)
def then_secured(ctx: ScenarioState, player: str, objective: str) -> None:
    _secured_claim(ctx, player, objective, True)


@then(
    "player {player:player} has not secured {objective:area}",
    example="Then player A has not secured the ruin",
)
def then_not_secured(ctx: ScenarioState, player: str, objective: str) -> None:
    _secured_claim(ctx, player, objective, False)


def _secured_claim(ctx: ScenarioState, player: str, objective: str, want: bool) -> None:
    objectives = ctx.game.missions.objectives
    key = objectives.get(objective).key
    holder = objectives.secured.get(key)
    has = holder == ctx.player(player)
    if has is not want:
        said = "has secured" if want else "has not secured"
        decided = f"player {holder} has secured it" if holder else "nobody has secured it"
        raise Disagreement(f"player {player} {said} {objective}", decided)


def _roll_effects(ctx: ScenarioState, roll: str, unit: str) -> tuple[int, bool]:
    """The modifier in force on the unit's ``roll`` rolls now, and whether they succeed
    automatically (18.3 item 4)."""
    kind = ek.parse(f"adds 1 to its {roll} rolls").values["roll"]
    found = ctx.game.unit(unit)
    ruling = ctx.game.ruled(None, found)
    # 01.07: a battle-shock roll is a leadership roll, so the leadership rolls' effects reach it
    kinds = BATTLE_SHOCK_ROLL_KINDS if kind == "battle-shock" else (kind,)
    total = sum(int(str(e.value)) for k in kinds for e in ruling.changes(f"roll:{k}"))
    if kind in BATTLE_SHOCK_ROLL_KINDS:
        total += found.battle_shock_modifier  # a rule stated with an older phrase (01.06)
    return total, any(ruling.changes(f"auto:{k}") for k in kinds)


@then(
    'the {roll:word} roll for "{unit}" is modified by {m:word}',
    example='Then the battle-shock roll for "Squad" is modified by +1',
)
def then_roll_modified(ctx: ScenarioState, roll: str, unit: str, m: str) -> None:
    wanted = _parse.number(m.lstrip("+"), "a modifier (+1, -1, 0)")
    total, _ = _roll_effects(ctx, roll, unit)
    if total != wanted:
        raise Disagreement(
            f'the {roll} roll for "{unit}" is modified by {m}', f"it is modified by {total:+d}"
        )


@then(
    'the {roll:word} rolls for "{unit}" succeed automatically',
    example='Then the battle-shock rolls for "Squad" succeed automatically',
)
def then_rolls_automatic(ctx: ScenarioState, roll: str, unit: str) -> None:
    if not _roll_effects(ctx, roll, unit)[1]:
        raise Disagreement(
            f'the {roll} rolls for "{unit}" succeed automatically', "no rule in force says so"
        )


@then(
    'the {roll:word} rolls for "{unit}" do not succeed automatically',
    example='Then the battle-shock rolls for "Squad" do not succeed automatically',
)
def then_rolls_not_automatic(ctx: ScenarioState, roll: str, unit: str) -> None:
    if _roll_effects(ctx, roll, unit)[1]:
        raise Disagreement(
            f'the {roll} rolls for "{unit}" do not succeed automatically',
            "a rule in force makes them succeed automatically",
        )


@then('"{unit}" counts as {state:text}', example='Then "Squad" counts as battle-shocked')
def then_counts_as(ctx: ScenarioState, unit: str, state: str) -> None:
    if not counts_as(ctx.game.as_modified(unit), state, ctx.game.now):
        raise Disagreement(f'"{unit}" counts as {state}', f"it does not count as {state}")


@then(
    '"{unit}" does not count as {state:text}',
    example='Then "Squad" does not count as having made an advance move this turn',
)
def then_not_counts_as(ctx: ScenarioState, unit: str, state: str) -> None:
    if counts_as(ctx.game.as_modified(unit), state, ctx.game.now):
        raise Disagreement(f'"{unit}" does not count as {state}', f"it counts as {state}")


# -- Then: the rules that changed a verdict (18.5) ---------------------------------------------
def _question_above(ctx: ScenarioState) -> int:
    """The index of the nearest Then step above that asks the core something."""
    for index in range(len(ctx.steps_before) - 1, -1, -1):
        if rule_replay.is_question(ctx.steps_before[index]):
            return index
    raise RulesInputError(
        "`changed that verdict` follows a Then step that asks a question of the core; there "
        "is none above it (contract 18.5)",
        word="changed that verdict",
        suggestion='put it after a Then step such as Then "<unit>" can start the "<action>" Action',
    )


def _changed_by(ctx: ScenarioState, rule: str) -> str:
    """The answer of the question of the Then step above, asked again without ``rule`` (every
    effect of its declaration): ``HOLDS`` if it did not change."""
    at = _question_above(ctx)
    return rule_replay.answer(ctx, list(ctx.steps_before), at, frozenset({rule}))


@then('"{rule}" changed that verdict', example='Then "Steadfast" changed that verdict')
def then_changed(ctx: ScenarioState, rule: str) -> None:
    _named(ctx, rule)
    if _changed_by(ctx, rule) == rule_replay.HOLDS:
        raise Disagreement(
            f'"{rule}" changed that verdict',
            "without it the question above gets the same answer",
        )


@then('"{rule}" did not change that verdict', example='Then "Oath" did not change that verdict')
def then_not_changed(ctx: ScenarioState, rule: str) -> None:
    _named(ctx, rule)
    without = _changed_by(ctx, rule)
    if without != rule_replay.HOLDS:
        raise Disagreement(
            f'"{rule}" did not change that verdict',
            f"without it the question above gets another answer: {without}",
        )


@then("no rule changed that verdict", example="Then no rule changed that verdict")
def then_none_changed(ctx: ScenarioState) -> None:
    at = _question_above(ctx)
    steps = list(ctx.steps_before)
    changed = [
        rule.said
        for rule in rule_replay.candidates(ctx, steps, at)
        if rule_replay.changed(ctx, steps, at, rule) != rule_replay.HOLDS
    ]
    if changed:
        raise Disagreement("no rule changed that verdict", "changed by " + "; ".join(changed))


__all__ = ["RulesInputError"]
