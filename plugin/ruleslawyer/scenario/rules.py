"""Rules that change rules, as a scenario declares them (contract 18.1): each rule's source,
TARGET, CONDITION, effects and duration, put in force in the game when it is built.

The effect sentences are the core's vocabulary (``core/effect_kinds.py``); this module only
reads the rows of a declaration and says which units each sentence acts on.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

from ruleslawyer.core import (
    ImpossibleEvent,
    Moment,
    Reason,
    RulesInputError,
    Trigger,
    TriggeredRule,
)
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.base import source_alive
from ruleslawyer.core.cost_kinds import cost_changes
from ruleslawyer.core.effects import KIND_CLAUSES, Condition, Effect, Until
from ruleslawyer.core.errors import closest
from ruleslawyer.core.once_kinds import Resolver
from ruleslawyer.core.predicates import normal_words
from ruleslawyer.core.references import clause
from ruleslawyer.core.rule_conditions import condition as parse_condition
from ruleslawyer.core.rule_events import EachTime, Event, EventRule, Happening
from ruleslawyer.core.stratagem_costs import CostChange, Form, Stratagems
from ruleslawyer.scenario.errors import EarlierStepError
from ruleslawyer.scenario.rule_checks import (
    check_chosen,
    check_dice_names,
    check_names,
    check_rows,
    check_target,
)
from ruleslawyer.scenario.rule_decls import (
    DEFAULT_TARGET,
    RESTRICTIONS,
    ScenarioState,
    duration,
    led_by_while,
    row_name,
)
from ruleslawyer.scenario.rule_decls import RuleDecl as RuleDecl
from ruleslawyer.scenario.rule_decls import RuleUses as RuleUses
from ruleslawyer.scenario.rule_decls import Source as Source
from ruleslawyer.scenario.rule_reach import both, each_unit, on_battlefield, target_keyword

if TYPE_CHECKING:
    from ruleslawyer.core import Game
    from ruleslawyer.core.missions import Missions


def declare(
    ctx: ScenarioState,
    name: str,
    source: str,
    holder: str | None,
    player: str | None,
    rows: Mapping[str, str],
) -> RuleDecl:
    """Read a rule's rows (the one-line forms give EFFECT alone) and keep the declaration."""
    ctx.no_game_yet("declare a rule")
    rows = {row_name(k): v for k, v in rows.items()}
    when = normal_words(rows.get("WHEN", "always"))
    each = EachTime.parse(when)  # `each time ...` (an event), or a clock trigger
    trigger = None if when.lower() == "always" or each is not None else _trigger(when)
    triggered = trigger is not None or each is not None
    restrictions = normal_words(rows.get("RESTRICTIONS", "none")).lower()
    if restrictions not in RESTRICTIONS:
        raise RulesInputError(
            f"{rows['RESTRICTIONS']!r} is not a RESTRICTIONS row; it is one of: "
            + ", ".join(RESTRICTIONS),
            word=rows["RESTRICTIONS"],
            suggestion=closest(restrictions, RESTRICTIONS),
        )
    effect_row = rows.get("EFFECT")
    if effect_row is None:
        raise RulesInputError(f'the rule "{name}" needs an EFFECT row (contract 18.1)', word=name)
    rows = led_by_while(name, rows)
    effect_row = rows["EFFECT"]
    traced = ""
    said_until: Until | None
    effects: tuple[ek.Stated, ...]
    if normal_words(effect_row).lower().startswith("traced:"):
        said_until, effects, traced = None, (), normal_words(effect_row)[7:].strip()
    else:
        said_until, effects = ek.parse_effects(effect_row)
    until = said_until or Until.ALWAYS
    if "DURATION" in rows:
        until, condition_words = duration(rows["DURATION"])
    else:
        condition_words = None
    condition_row = rows.get("CONDITION", "none")
    # 18.1: a triggered rule's CONDITION is read when it triggers; the `while <condition>` of
    # its duration, each time its effects are read (item 10). A rule always in force reads both
    # each time, so they join.
    while_triggered = triggered and condition_words is not None
    said = (condition_row,) if while_triggered else (condition_row, condition_words)
    parts = [c for c in said if c and c.lower() != "none"]
    facts = partial(_missions_of, ctx)  # the objective forms read the game, once it is built
    condition = parse_condition(" and ".join(parts), facts) if parts else None
    lasting = (
        parse_condition(condition_words, facts) if while_triggered and condition_words else None
    )
    target = normal_words(rows.get("TARGET", DEFAULT_TARGET[source])).lower()
    check_target(name, source == Source.MISSION, target, rows.get("TARGET"))
    check_rows(
        name,
        rows,
        effects,
        when=when,
        trigger=trigger,
        triggered=triggered,
        said_until=said_until,
        until=until,
        target=target,
        default_target=DEFAULT_TARGET[source],
        mission=source == Source.MISSION,
    )
    if triggered and said_until is None and "DURATION" not in rows:
        until = Until.END_OF_PHASE  # a triggered rule's effect lasts to the phase's end (item 10)
    decl = RuleDecl(
        name,
        source,
        holder,
        player,
        ctx.line,
        target,
        until,
        condition,
        effects,
        traced,
        restrictions,
        lasting=lasting,
    )
    for other in _declared(ctx):
        same = (other.name, other.source, other.holder, other.player)
        if same == (name, source, holder, player):
            raise RulesInputError(
                f'the rule "{name}" of {decl.said_source} is declared twice (lines '
                f"{other.line} and {ctx.line}); a rule is named once per source (18.1)",
                word=name,
            )
    if name not in ctx.without_rules:  # a replay asking the question without it (18.5)
        _declared(ctx).append(decl)
        decl.triggered = triggered
        decl.each = each
        if trigger is not None:
            owner = player if source != Source.MISSION else None
            resolve = partial(_resolve_at, ctx, decl)
            can_use = None if decl.holder is None else partial(_source_can_use, ctx, decl)
            ctx.rules.append(
                TriggeredRule(
                    name, trigger, owner, len(ctx.rules), resolve=resolve, can_use=can_use
                )
            )
    return decl


def _spent(decl: RuleDecl, now: Moment) -> bool:
    """Whether the rule's restriction forbids another use now (app 01.03.01: uses counted per
    player; a declaration belongs to one player, or to a mission)."""
    key: dict[str, Callable[[Moment], object]] = {
        "once per phase": lambda m: m.phase_key,
        "once per turn": lambda m: m.turn_key,
        "once per battle round": lambda m: m.battle_round,
        "once per battle": lambda m: 0,
    }
    read = key.get(decl.restrictions)
    if read is None:
        return False
    # a rule stated as applied was used then (18.1 RESTRICTIONS: a triggered rule is used each
    # time it resolves); one stated for this turn only spends no once-per-phase use, as the
    # phase it resolved in is not stated (docs/interpretations.md, 130)
    stated = [m for m, phase in decl.stated_uses if phase or decl.restrictions != "once per phase"]
    return any(read(m) == read(now) for m in (*decl.used, *stated))


def _trigger(when: str) -> Trigger:
    try:
        return Trigger.parse(when)
    except RulesInputError as exc:
        raise RulesInputError(
            f"{when!r} is not a WHEN a rule of this scenario can have: always, or a trigger "
            f"({exc.message})",
            word=when,
            suggestion=exc.suggestion,
        ) from None


def _resolve(ctx: ScenarioState, decl: RuleDecl, moment: Moment) -> list[CostChange]:
    """A triggered rule resolves: its one-shot effects happen, its others come in force. What
    it returns: the changes to the cost of `that stratagem` (the use that triggered it)."""
    if decl.name in ctx.rule_uses.unused or _spent(decl, moment):
        _count_once(ctx.game, decl, False)
        return []
    decl.used.append(moment)
    _count_once(ctx.game, decl, True)
    game = ctx.game
    names = targets(ctx, game, decl)
    for stated in decl.effects:
        if stated.for_player and stated.kind.resolve is not None:
            owner = decl.player or (game.unit(names[0]).player if names else None)
            if owner is None or not _holds_for(ctx, game, decl, owner, moment):
                continue  # 18.1: it resolves only if its CONDITION holds when it triggers
            applied = ek.Applied(None, owner, decl.name, decl.said_source, moment, decl.until)
            stated.kind.resolve(stated, applied, Resolver(game))
    for name in names:
        unit = game.unit(name)
        # a triggered rule resolves only if its CONDITION holds then (18.1), read of the unit
        # as the rules in force make it count (18.3 item 6, interpretation 94)
        if decl.condition is not None and not decl.condition.holds(game.as_modified(name), moment):
            continue
        owner = decl.player or unit.player
        # an effect a triggered rule resolved lasts its duration, its source destroyed or not
        # (app 01.02.02, Persisting Rules Effects): only a rule always in force needs its source
        applied = ek.Applied(
            name,
            owner,
            decl.name,
            decl.said_source,
            moment,
            decl.until,
            decl.lasting,
            part=_part(decl),
        )
        for stated in decl.effects:
            if stated.for_player:
                continue  # done once for the owner, above and below
            if stated.kind.resolve is not None:
                stated.kind.resolve(stated, applied, Resolver(game))
            for effect in _made(decl, stated, applied):
                game.add_effect(effect)
    owners = [o for o in _owners(decl) if _holds_for(ctx, game, decl, o, moment)]
    return _apply_for_player(ctx, game, decl, moment, decl.lasting, owners)


def _owners(decl: RuleDecl) -> list[str]:
    """Whose player effects a rule's are: its owner's; a mission rule's, each player's."""
    return [decl.player] if decl.player else ["A", "B"]


def _holds_for(ctx: ScenarioState, game: Game, decl: RuleDecl, owner: str, now: Moment) -> bool:
    """Whether a triggered rule's CONDITION holds as it triggers, for its player effects (18.1:
    otherwise it does not resolve): read of its unit for a unit's rule, of the owner's units
    for a player or mission rule (as Game.condition_out reads one always in force)."""
    condition = decl.condition
    if condition is None:
        return True
    if decl.holder is not None:
        return condition.holds(game.as_modified(ctx.canonical(decl.holder)), now)
    return any(condition.holds(game.as_modified(u.name), now) for u in game.units_of(owner))


def _count_once(game: Game, decl: RuleDecl, resolved: bool) -> None:
    """Count a triggered rule's one-shot effects for their kinds of 18.2, resolved or not
    (18.6: --ruleslawyer-coverage)."""
    for stated in decl.effects:
        counted = KIND_CLAUSES.get(stated.kind.name)
        if stated.kind.once and counted is not None:
            game.weigh(counted, resolved)


def _source_gone(ctx: ScenarioState, decl: RuleDecl) -> bool:
    """18.3 item 10 (Rules Appendix, Destroyed; 19.04): a unit's rule resolves only while its
    source can use it: not after the unit's last model is destroyed, nor, in an attached unit,
    after the last model of the part whose rule it is. A player's or mission rule has none."""
    if decl.holder is None:
        return False
    return not source_alive(ctx.game.unit(ctx.canonical(decl.holder)), decl.holder)


def _source_can_use(ctx: ScenarioState, decl: RuleDecl) -> bool:
    return not _source_gone(ctx, decl)


def _resolve_at(ctx: ScenarioState, decl: RuleDecl, moment: Moment) -> None:
    """A rule WHEN a clock trigger resolves when it fires (core/rule_firing.py), while its
    source can use it (18.3 item 10)."""
    if _source_gone(ctx, decl):
        return
    _resolve(ctx, decl, moment)


def _resolve_event(ctx: ScenarioState, decl: RuleDecl, moment: Moment, event: Event) -> None:
    """A rule WHEN `each time this unit ...` resolves, while its source can use it (a rule of a
    destroyed unit resolves only for `is destroyed`, 18.3 item 10)."""
    if event.happening is not Happening.DESTROYED and _source_gone(ctx, decl):
        return
    ctx.game.rule_triggered(decl.name, decl.each.text if decl.each else "")
    _resolve(ctx, decl, moment)


def _resolve_use(
    ctx: ScenarioState, decl: RuleDecl, rule: EventRule, player: str, name: str, unit: str | None
) -> tuple[CostChange, ...]:
    """A rule WHEN `each time you use a stratagem` or `each time your opponent uses a
    stratagem`: after the stratagem's targets are selected, before its CP are spent (15.01
    steps 1 and 2; 18.1). Its changes to the cost of `that stratagem` are that use's."""
    event = Event(Happening.USES_STRATAGEM, unit, player, stratagem=name)
    if not rule.fires(event):
        return ()
    if _source_gone(ctx, decl):
        return ()
    ctx.game.rule_triggered(decl.name, rule.when.text)
    return tuple(_resolve(ctx, decl, ctx.game.now))


def _missions_of(ctx: ScenarioState) -> Missions:
    return ctx.game.missions


def _declared(ctx: ScenarioState) -> list[RuleDecl]:
    return ctx.declared_rules


def targets(ctx: ScenarioState, game: Game, decl: RuleDecl, by_keyword: bool = True) -> list[str]:
    """The names (as the game knows them) of the units a rule's TARGET is. A TARGET's keyword
    is read as the unit counts now (18.3 item 6: a keyword counted as had or not had counts
    for TARGET rows); ``by_keyword`` False leaves it out, for a rule always in force, whose
    effects carry it as a condition (``_target_keyword``) and so follow a later count-as."""
    target = decl.target
    if target == "you":
        return []  # the player: its effects are player effects (18.1)
    if target in ("this unit", "this model", "its unit"):
        return [ctx.canonical(decl.holder)] if decl.holder else []
    if target == "the unit it is leading":
        draft = ctx.units.get(decl.holder or "")
        if draft is None or draft.leading is None:
            return []  # in force only while it leads a unit (19.01)
        return [ctx.canonical(decl.holder or "")]
    if target.startswith("one friendly"):
        chosen = ctx.rule_uses.chosen.get(decl.name)
        if chosen is None:
            raise RulesInputError(
                f'"{decl.name}" acts on one friendly unit its player selects: say which, with '
                f'Given player {decl.player} will use "{decl.name}" on "<unit>"',
                word=decl.name,
            )
        check_chosen(decl, game.as_modified(ctx.canonical(chosen)), chosen)
        return [ctx.canonical(chosen)]
    aura = target.endswith(" within range of it")
    side, keyword = each_unit(target)
    found = []
    in_range = {
        ctx.canonical(unit)
        for unit, rule, of in ctx.rule_uses.in_range
        if rule == decl.name and of in (None, decl.holder)
    }
    if aura and decl.holder:  # 22.01: a model is always within range of its own aura
        in_range.add(ctx.canonical(decl.holder))
    for unit in game.units.values():
        if aura and unit.name not in in_range:
            continue  # an aura's range is stated, never measured (22.01)
        if side == "friendly" and unit.player != decl.player:
            continue
        if side == "enemy" and unit.player == decl.player:
            continue
        if by_keyword and keyword and not game.as_modified(unit.name).has(keyword.upper()):
            continue
        found.append(unit.name)
    return found


def put_in_force(ctx: ScenarioState, game: Game) -> None:
    """Every declared rule's effects, recorded in the game from the scenario's moment."""
    uses = ctx.rule_uses
    gone = ctx.without_rules  # a replay without these (18.5): what names them names nothing
    for rule in (*(r for _, r, _ in uses.in_range), *uses.chosen, *uses.unused):
        if rule not in gone:
            named(ctx, rule)  # a rule a Given names must be declared
    declared = {d.name for d in _declared(ctx)} | set(ctx.without_rules)
    check_dice_names(ctx.dice_lines, game, declared)
    for decl in _declared(ctx):
        if decl.holder is not None:
            ctx.unit(decl.holder)
        check_names(decl, game, declared)
        _say_traced(game, decl)
        if decl.each is not None and decl.name not in uses.unused:
            _on_events(ctx, game, decl, decl.each)
        if decl.triggered or decl.name in ctx.rule_uses.unused:
            continue
        aura = decl.target.endswith("within range of it")
        condition = on_battlefield(decl.condition) if aura else decl.condition
        condition = target_keyword(decl, condition)
        for name in targets(ctx, game, decl, by_keyword=False):
            # an aura applies to a unit once, however many are in range (22.01): each source's
            # is recorded, the first of them alive counts (core/effects.py, ``ruling``)
            _apply(game, decl, name, game.now, condition, aura, _holder(ctx, decl))
        _apply_for_player(ctx, game, decl, game.now, decl.condition)
    for_player: set[int] = set()
    for rule, unit, span in ctx.rule_uses.applied:
        if rule in gone:
            continue
        held = [d for d in named(ctx, rule) if d.holder in (None, unit)] or named(ctx, rule)
        if held[0].triggered:  # a rule always in force is in force already
            held[0].stated_uses.append((game.now, span == "phase"))
            # resolved at a moment of this phase the scenario does not state: its CONDITION
            # and its while are read from the scenario's moment on
            holds = both(held[0].condition, held[0].lasting)
            _apply(game, held[0], ctx.canonical(unit), game.now, holds)
            if id(held[0]) not in for_player:  # its player effects, once (18.1, 18.3 item 10)
                for_player.add(id(held[0]))
                _apply_for_player(ctx, game, held[0], game.now, holds)


def _on_events(ctx: ScenarioState, game: Game, decl: RuleDecl, each: EachTime) -> None:
    """Register a rule WHEN `each time ...` with the game (core/rule_events.py): a
    stratagem's use is heard by the Stratagems part, after its targets are selected."""
    holder = ctx.canonical(decl.holder) if decl.holder else None
    owner = decl.player if decl.source != Source.MISSION else None
    rule = EventRule(decl.name, each, holder, owner, partial(_resolve_event, ctx, decl))
    game.on_event(rule)  # no event the game hears is a stratagem's use: that one is below
    if each.happening is Happening.USES_STRATAGEM:
        game.on_stratagem_selected(partial(_resolve_use, ctx, decl, rule))


def _say_traced(game: Game, decl: RuleDecl) -> None:
    """A rule, or an effect of one, that the core records but does not apply says so in the
    trace and every report (18.4)."""
    said = [decl.traced] if decl.traced else []
    said += [f'"{s.words}": {s.kind.traced_for(s)}' for s in decl.effects if s.kind.traced_for(s)]
    for why in said:
        game.note(Reason(f'"{decl.name}" ({decl.said_source}) is traced only: {why}', TRACED))


TRACED = clause("01.03", "Rules", "a rule's effect the core does not apply (traced only)")


def _apply(
    game: Game,
    decl: RuleDecl,
    name: str,
    moment: Moment,
    condition: Condition | None,
    aura: bool = False,
    holder: str = "",
) -> None:
    """The unit effects of the rule on one unit of its TARGET, in force while its source can
    use it (18.3 item 10)."""
    owner = decl.player or game.unit(name).player
    applied = ek.Applied(
        name,
        owner,
        decl.name,
        decl.said_source,
        moment,
        decl.until,
        condition,
        _always(decl),
        holder,
        aura,
        decl.holder or "",
        _part(decl),
    )
    for stated in decl.effects:
        if not stated.for_player:
            for effect in _made(decl, stated, applied):
                game.add_effect(effect)


def _apply_for_player(
    ctx: ScenarioState,
    game: Game,
    decl: RuleDecl,
    moment: Moment,
    holds: Condition | None,
    owners: list[str] | None = None,
) -> list[CostChange]:
    """The player effects of the rule (a sentence with no ``it``: a CP cost, a 15.01 limit),
    once, for its owner whatever its TARGET (18.1), as effects with no unit. A mission rule
    acts for each player as a rule of theirs. A change to the cost of `that stratagem` is not
    recorded: it is returned, for the use that triggered the rule alone."""
    said = [s for s in decl.effects if s.for_player and s.kind.resolve is None]
    late: list[CostChange] = []
    if not said:
        return late
    if decl.holder is not None and game.unit(ctx.canonical(decl.holder)).destroyed:
        return late  # in force only while its source can use it
    if decl.source == Source.LEADER and not _leads(ctx, decl):
        return late  # a leader ability is in force only while it leads a unit (19.01)
    # ``holds``: a rule always in force holds while its CONDITION does; what a triggered rule
    # resolved (its CONDITION read as it triggered: ``owners``), while its duration's while does
    condition = _of_holder(ctx, game, decl, holds)
    # a rule always in force acts only while its source can use it (18.3 item 10); what a
    # triggered rule resolved persists (app 01.02.02), so it names no holder
    holder = "" if decl.triggered else _holder(ctx, decl)
    for owner in _owners(decl) if owners is None else owners:
        applied = ek.Applied(
            None,
            owner,
            decl.name,
            decl.said_source,
            moment,
            decl.until,
            condition,
            _always(decl),
            holder,
            holder_part=(decl.holder or "") if holder else "",
        )
        for stated in said:
            for effect in _made(decl, stated, applied):
                if _that_stratagem(stated):
                    late += [replace(c, once=True) for c in cost_changes((effect,))]
                else:
                    game.add_effect(effect)
    return late


def _leads(ctx: ScenarioState, decl: RuleDecl) -> bool:
    draft = ctx.units.get(decl.holder or "")
    return draft is not None and draft.leading is not None


def _of_holder(
    ctx: ScenarioState, game: Game, decl: RuleDecl, condition: Condition | None
) -> Condition | None:
    """The condition a rule's player effects hold while (18.1): a unit's rule reads it of that
    unit (the core reads a player rule's of its owner's units: Game.condition_out)."""
    if condition is None or decl.holder is None:
        return condition
    holder = ctx.canonical(decl.holder)
    # read of the unit as the rules in force make it count (18.3 item 6), as _holds_for reads
    # the CONDITION when the rule triggers
    return Condition(
        condition.words, lambda _unit, now: condition.holds(game.as_modified(holder), now)
    )


def _part(decl: RuleDecl) -> str:
    """19.04: a rule whose TARGET is `this model` (an enhancement's or wargear's) changes the
    characteristics of its holder's part of an attached unit only."""
    return (decl.holder or "") if decl.target == "this model" else ""


def _made(decl: RuleDecl, stated: ek.Stated, applied: ek.Applied) -> tuple[Effect, ...]:
    """The effects of one sentence of ``decl``. A sentence the core refuses only as it makes
    it (an Ld added to, a reason of another question) is an error of the declaring step, so
    it names that step's line, not the line of the step that first read the rule (18.8)."""
    try:
        return tuple(stated.make(applied))
    except (EarlierStepError, ImpossibleEvent):
        raise
    except RulesInputError as exc:
        if decl.line is None:
            raise
        raise EarlierStepError(
            exc.message, line=decl.line, word=exc.word, suggestion=exc.suggestion
        ) from None


def _holder(ctx: ScenarioState, decl: RuleDecl) -> str:
    """The unit whose rule ``decl`` is, as the game names it ("" for a player or mission
    rule): its effects are in force only while that unit can use them (18.3 item 10)."""
    return ctx.canonical(decl.holder) if decl.holder else ""


def _always(decl: RuleDecl) -> str:
    """The RESTRICTIONS a rule always in force carries on its effects (18.1: used by each
    event only its effect allowed); a triggered rule counts its uses as it resolves."""
    return "" if decl.triggered or decl.restrictions == "none" else decl.restrictions


def _that_stratagem(stated: ek.Stated) -> bool:
    which = stated.values.get("stratagems")
    return isinstance(which, Stratagems) and which.form is Form.THAT


def declared(ctx: ScenarioState) -> list[RuleDecl]:
    return _declared(ctx)


def named(ctx: ScenarioState, rule: str) -> list[RuleDecl]:
    """The declarations of ``rule``, or an error naming the closest declared rule."""
    found = [d for d in _declared(ctx) if d.name == rule]
    if not found:
        names = [d.name for d in _declared(ctx)]
        raise RulesInputError(
            f'no rule "{rule}" was declared (add: Given "<unit>" has an ability "{rule}" that ...)',
            word=rule,
            suggestion=closest(rule, names),
        )
    return found
