"""Missions and objectives (contract §15): objectives, control, secured objectives, VP and the
mission rules that score them (14.01-14.03, Rules Appendix, 07.02, 07.03, 08.05)."""

from __future__ import annotations

import re
from dataclasses import replace

from ruleslawyer.core import (
    MoveKind,
    Reason,
    RulesInputError,
    Trigger,
    TriggeredRule,
    reason_for,
)
from ruleslawyer.core.objectives import (
    CONTROLLING,
    HIGHER_CONTROLS,
    LEVEL_SUM,
    MISSION_SCORES,
    TIE_NOBODY,
    Objective,
    Role,
    Scoring,
)
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Refused, claims, judge
from ._verdicts import _happened
from .actions import _decided
from .moves import needs_end_positions


def _objective(ctx: ScenarioState, area: str, **changes: object) -> None:
    ctx.no_game_yet("set up an objective")
    text = area.strip()
    if text.startswith('"'):
        raise RulesInputError(
            f"{text} is quoted like a unit; an objective is an area, written without quotes "
            "(Given the ruin is an objective)",
            word=text,
        )
    key = area_key(text)
    found = ctx.objectives.defs.get(key, Objective(text))
    roles = found.roles | changes.pop("roles", frozenset())  # type: ignore[operator]
    ctx.objectives.defs[key] = replace(found, roles=roles, **changes)  # type: ignore[arg-type]


@given("{area:area} is an objective", example="Given the ruin is an objective")
def is_objective(ctx: ScenarioState, area: str) -> None:
    _objective(ctx, area, roles=frozenset({Role.PLAIN}))


@given("{area:area} is an objective marker", example="Given the crater is an objective marker")
def is_marker(ctx: ScenarioState, area: str) -> None:
    _objective(ctx, area, marker=True, roles=frozenset({Role.PLAIN}))


@given(
    "{area:area} is player {player:player}'s home objective",
    example="Given the bunker is player A's home objective",
)
def is_home(ctx: ScenarioState, area: str, player: str) -> None:
    _objective(ctx, area, home_of=ctx.player(player), roles=frozenset({Role.HOME}))


@given("{area:area} is a central objective", example="Given the ruin is a central objective")
def is_central(ctx: ScenarioState, area: str) -> None:
    _objective(ctx, area, roles=frozenset({Role.CENTRAL}))


@given(
    "{area:area} is an expansion objective",
    example="Given the woods is an expansion objective",
)
def is_expansion(ctx: ScenarioState, area: str) -> None:
    _objective(ctx, area, roles=frozenset({Role.EXPANSION}))


def _known(ctx: ScenarioState, objective: str) -> str:
    """The objective's key; one never set up is an error when the game is built, naming the
    line that stated it."""
    key = area_key(objective)
    ctx.objectives_named.setdefault(key, (objective.strip(), ctx.line))
    return key


@given(
    "player {player:player} controls {objective:area}",
    example="Given player A controls the ruin",
)
def given_controls(ctx: ScenarioState, player: str, objective: str) -> None:
    ctx.no_game_yet("state control")
    ctx.objectives.stated[_known(ctx, objective)] = ctx.player(player)


@given("no player controls {objective:area}", example="Given no player controls the ruin")
def given_nobody(ctx: ScenarioState, objective: str) -> None:
    ctx.no_game_yet("state control")
    key = _known(ctx, objective)
    ctx.objectives.stated[key] = None
    ctx.objectives.secured.pop(key, None)


@given(
    "player {player:player} has secured {objective:area}",
    example="Given player A has secured the ruin",
)
def given_secured(ctx: ScenarioState, player: str, objective: str) -> None:
    ctx.no_game_yet("secure an objective")
    key = _known(ctx, objective)
    who = ctx.player(player)
    ctx.objectives.secured[key] = who  # a later secure by the other player replaces it
    ctx.objectives.stated[key] = who


@given("player {player:player} has {n:int} VP", example="Given player A has 5 VP")
def given_vp(ctx: ScenarioState, player: str, n: int) -> None:
    ctx.no_game_yet("state VP")
    if n < 0:
        raise RulesInputError(
            f"player {player} cannot have {n} VP: VP are never negative", word=str(n)
        )
    who = ctx.player(player)
    ctx.vp_stated[who] = (n, ctx.line)
    check_stated_vp(ctx, who)
    ctx.objectives.vp[who] = n


def check_stated_vp(ctx: ScenarioState, who: str) -> None:
    """A stated `has <n> VP` is the player's total, the score Givens included: it must be at
    least their sum (contract §20.2)."""
    stated = ctx.vp_stated.get(who)
    given = sum(s.vp for s in ctx.objectives.book.scored if s.player == who and s.stated)
    if stated is not None and stated[0] < given:
        raise RulesInputError(
            f"line {stated[1]} states player {who} has {stated[0]} VP, but the score Givens "
            f"state {given} VP scored earlier; a stated VP total includes them, so it is at "
            f"least {given}",
            word=str(stated[0]),
            suggestion=str(given),
        )


_SCORING = re.compile(
    r"(?P<trigger>.+?)(?: (?:if they control (?P<objective>.+)|(?P<each>for each objective "
    r"they control)))?"
)


@given(
    'player {player:player} has a mission rule "{rule}" that scores {n:int} VP at {trigger:text}',
    example='Given player A has a mission rule "Hold" that scores 5 VP at the end of your '
    "Command phase for each objective they control",
)
def scoring_rule(ctx: ScenarioState, player: str, rule: str, n: int, trigger: str) -> None:
    ctx.no_game_yet("add a rule")
    if n < 0:
        raise RulesInputError(f"a mission rule cannot score {n} VP", word=str(n))
    m = _SCORING.fullmatch(trigger.strip())
    assert m is not None  # the pattern accepts any text
    objective = m["objective"]
    if objective is not None:
        _known(ctx, objective)
    scoring = Scoring(n, objective.strip() if objective else None, bool(m["each"]))
    parsed = Trigger.parse(m["trigger"])
    owner = ctx.player(player)
    ctx.rules.append(TriggeredRule(rule, parsed, owner, len(ctx.rules), True, scoring))


# -- When ----------------------------------------------------------------------------------------
@when(
    '"{unit}" makes [a|an] {move:word} move that ends within {area:area}',
    example='When "Squad" makes a normal move that ends within the ruin',
)
def move_into(ctx: ScenarioState, unit: str, move: str, area: str) -> None:
    kind = MoveKind.parse(move)
    needs_end_positions(ctx, unit, kind)
    _happened(ctx, unit, lambda: ctx.game.moves.move(unit, kind))
    ctx.game.missions.place(unit, area, inside=True)
    ctx.game.missions.move_ended(ctx.canonical(unit))  # Surveil the Foe's marker rule (§20.2)


@when(
    '"{unit}" makes [a|an] {move:word} move that ends outside {area:area}',
    example='When "Squad" makes a normal move that ends outside the ruin',
)
def move_out(ctx: ScenarioState, unit: str, move: str, area: str) -> None:
    kind = MoveKind.parse(move)
    needs_end_positions(ctx, unit, kind)
    _happened(ctx, unit, lambda: ctx.game.moves.move(unit, kind))
    ctx.game.missions.place(unit, area, inside=False)
    ctx.game.missions.move_ended(ctx.canonical(unit))  # Surveil the Foe's marker rule (§20.2)


# -- Then ----------------------------------------------------------------------------------------
def _range_reasons(ctx: ScenarioState, unit: str, objective: str) -> tuple[Reason, ...]:
    game = ctx.game
    mark = len(game.consultations)
    game.missions.within_range(unit, objective)
    return tuple(Reason("weighed", r) for r in game.consulted_since(mark))


@then(
    '"{unit}" is within range of {objective:area}',
    example='Then "Squad" is within range of the ruin',
)
def in_range(ctx: ScenarioState, unit: str, objective: str) -> None:
    if not ctx.game.missions.within_range(ctx.canonical(unit), objective):
        raise Disagreement(
            f'"{unit}" is within range of {objective}',
            "it is not within range",
            _range_reasons(ctx, ctx.canonical(unit), objective),
        )


@then(
    '"{unit}" is not within range of {objective:area}',
    example='Then "Squad" is not within range of the ruin',
)
def not_in_range(ctx: ScenarioState, unit: str, objective: str) -> None:
    if ctx.game.missions.within_range(ctx.canonical(unit), objective):
        raise Disagreement(
            f'"{unit}" is not within range of {objective}',
            "it is within range",
            _range_reasons(ctx, ctx.canonical(unit), objective),
        )


def _control_said(ctx: ScenarioState, objective: str) -> tuple[str, tuple[Reason, ...]]:
    game = ctx.game
    who = game.missions.controls(objective)
    levels = (
        game.missions.level_of_control("A", objective),
        game.missions.level_of_control("B", objective),
    )
    said = f"player {who} controls it" if who else "no player controls it"
    said += f" (levels of control: A {levels[0]}, B {levels[1]})"
    last = game.objectives.last
    if last is None or last.moment is None:
        said += ", as the scenario starts"
    else:
        said += f", as determined at {last.moment.describe()}"
    rule = TIE_NOBODY if who is None else HIGHER_CONTROLS
    return said, (Reason(said, rule), Reason("the sum of OC within range", LEVEL_SUM))


@then("player {player:player} controls {objective:area}", example="Then player A controls the ruin")
def controls(ctx: ScenarioState, player: str, objective: str) -> None:
    if ctx.game.missions.controls(objective) != ctx.player(player):
        said, reasons = _control_said(ctx, objective)
        raise Disagreement(f"player {player} controls {objective}", said, reasons)


@then("no player controls {objective:area}", example="Then no player controls the ruin")
def nobody_controls(ctx: ScenarioState, objective: str) -> None:
    if ctx.game.missions.controls(objective) is not None:
        said, reasons = _control_said(ctx, objective)
        raise Disagreement(f"no player controls {objective}", said, reasons)


@then(
    "player {player:player}'s level of control over {objective:area} is {n:int}",
    example="Then player A's level of control over the ruin is 10",
)
def level(ctx: ScenarioState, player: str, objective: str, n: int) -> None:
    got = ctx.game.missions.level_of_control(ctx.player(player), objective)
    if got != n:
        said, reasons = _control_said(ctx, objective)
        raise Disagreement(
            f"player {player}'s level of control over {objective} is {n}",
            f"it is {got}: {said}",
            reasons,
        )


@then('"{unit}" is controlling {objective:area}', example='Then "Squad" is controlling the ruin')
def is_controlling(ctx: ScenarioState, unit: str, objective: str) -> None:
    if not ctx.game.missions.is_controlling(ctx.canonical(unit), objective):
        said, reasons = _control_said(ctx, objective)
        raise Disagreement(
            f'"{unit}" is controlling {objective}',
            f"it is not: {said}",
            (*reasons, Reason("within range, OC 1+, its player controls it", CONTROLLING)),
        )


@then(
    '"{unit}" is not controlling {objective:area}',
    example='Then "Squad" is not controlling the ruin',
)
def not_controlling(ctx: ScenarioState, unit: str, objective: str) -> None:
    if ctx.game.missions.is_controlling(ctx.canonical(unit), objective):
        said, reasons = _control_said(ctx, objective)
        raise Disagreement(
            f'"{unit}" is not controlling {objective}',
            f"it is: {said}",
            (*reasons, Reason("within range, OC 1+, its player controls it", CONTROLLING)),
        )


@then("player {player:player} has {n:int} VP", example="Then player A has 5 VP")
def has_vp(ctx: ScenarioState, player: str, n: int) -> None:
    who = ctx.player(player)
    got = ctx.game.missions.vp(who)
    if got != n:
        scored = [
            f"{why} {vp} VP at {at.describe()}"
            for p, why, vp, at in ctx.game.objectives.scored
            if p == who
        ]
        raise Disagreement(
            f"player {player} has {n} VP",
            f"player {player} has {got} VP" + (f" ({'; '.join(scored)})" if scored else ""),
            (Reason("VP scored by the mission", MISSION_SCORES),),
        )


# -- Actions on an objective (contract §15) --------------------------------------------------------
@when(
    '"{unit}" starts the "{action}" Action on {objective:area}',
    example='When "Squad" starts the "Sabotage" Action on the ruin',
)
def starts_on(ctx: ScenarioState, unit: str, action: str, objective: str) -> None:
    ctx.game.performer.start_action(ctx.canonical(unit), action, objective)


def _refused_on(ctx: ScenarioState, unit: str, action: str, objective: str) -> tuple[Reason, ...]:
    game = ctx.game
    seen = game.performer.refused_start(ctx.canonical(unit), action)
    return seen if seen else game.performer.refusals(ctx.canonical(unit), action, objective)


START_ON = Refused(
    '"{unit}" can start the "{action}" Action on {objective:area}',
    '"{unit}" cannot start the "{action}" Action on {objective:area}',
    _refused_on,
    _decided,
    reason_for,
)
claims(START_ON, "start_on", can='Then "Squad" can start the "Sabotage" Action on the ruin')


_EXACTLY = ", for exactly these reasons:"


@then(
    '"{unit}" cannot start the "{action}" Action on {objective:area}',
    example='Then "Squad" cannot start the "Sabotage" Action on the ruin',
)
def cannot_start_on(
    ctx: ScenarioState,
    unit: str,
    action: str,
    objective: str,
    datatable: list[list[str]] | None = None,
) -> None:
    """`cannot start ... on <objective>`, also ending `, for exactly these reasons:` with a
    one-column table (one phrase: an area may hold the comma), judged as the declared claim."""
    args: dict[str, object] = {"unit": unit, "action": action, "objective": objective}
    if objective.endswith(_EXACTLY):
        args.update(objective=objective[: -len(_EXACTLY)], datatable=datatable)
        judge(START_ON, "exactly", ctx, args)
    else:
        judge(START_ON, "cannot", ctx, args)


claims(
    START_ON,
    "start_on",
    because='Then "Squad" cannot start the "Sabotage" Action on the ruin because it is engaged',
)
