"""Which declared rules (and stratagems used, interpretation 114) changed a verdict (contract
18.5, 18.6): the question of a Then step, asked again at the same moment without a rule (every
effect of its declaration), and compared.

One place answers it for the three readers: ``Then "<rule>" changed that verdict`` (and its
negations), the failure report (each rule that changed the failed verdict, and with ``-v`` the
rules in force that changed nothing) and the FAQ document's rules consulted.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.effects import Until
from ruleslawyer.core.game import Game
from ruleslawyer.core.references import RuleRef
from ruleslawyer.core.unit_rolls import UnitRoll
from ruleslawyer.scenario.errors import Disagreement, ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.rules import RuleDecl, declared
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

# The steps that ask about a verdict rather than the core (18.5): never the question itself.
VERDICT_STEPS = ("changed that verdict", "did not change that verdict", "no rule changed")

HOLDS = "it holds"


def is_question(step: StepLine) -> bool:
    """A Then step that asks the core something (not one of 18.5's verdict steps)."""
    return step.kind == "then" and not any(w in step.text for w in VERDICT_STEPS)


# The Givens of other sections that state an unnamed rule of §18 (18.1: "a rule (stated)"):
# leaving one out of a replay is skipping its step.
STATED_RULES = frozenset(
    {
        'a rule modifies battle-shock rolls for "{unit}" by {m:word}',
        'a rule lets "{unit}" arrive in the first battle round',
        '"{unit}" has Fights First',
        '"{part}" has the Fights First ability',
        '"{unit}" has the Deep Strike ability',
        'a rule lets "{unit}" make [a|an] {mode:text}',
    }
)
STATED = "a rule (stated)"


@dataclass(frozen=True)
class Candidate:
    """A rule a replay may leave out: a declared rule (every declaration of its name), or an
    unnamed rule a Given of another section states (its step skipped)."""

    name: str
    said: str  # in the words of 18.6, with where the scenario states it
    section: str
    skip: int | None = None  # the line of the Given that states an unnamed rule


def answer(
    ctx: ScenarioState,
    steps: Sequence[StepLine],
    at: int,
    without: frozenset[str],
    skip: int | None = None,
) -> str:
    """The answer of the Then step ``steps[at]``, the scenario replayed without the rules
    named in ``without`` (or without the Given at line ``skip``): ``HOLDS``, or what the core
    decided instead (or the error that stopped the replay: without the rule, an event stated
    before it could not happen)."""
    return replayed(ctx, steps, at, without, skip)[0]


def replayed(
    ctx: ScenarioState,
    steps: Sequence[StepLine],
    at: int,
    without: frozenset[str],
    skip: int | None = None,
) -> tuple[str, ScenarioState]:
    """:func:`answer`, and the replay's state (its game, as far as it got)."""
    from ruleslawyer.scenario.same_draw import same_draw

    replay = ScenarioState(ctx.feature_path)
    replay.strict_effects = ctx.strict_effects
    replay.draft_class = ctx.draft_class  # the walk's drafts are watched in a replay too
    if ctx.is_property:  # the same example, not a new draw (`any ...`, 18.7)
        replay.drawer = same_draw(ctx)
    return _answer(ctx, replay, steps, at, without, skip), replay


def _answer(
    ctx: ScenarioState,
    replay: ScenarioState,
    steps: Sequence[StepLine],
    at: int,
    without: frozenset[str],
    skip: int | None,
) -> str:
    from ruleslawyer.scenario.runner import run_step

    replay.shown_path = ctx.shown_path
    replay.without_rules = ctx.without_rules | without
    path = ctx.shown_path or ""
    try:
        for index, step in enumerate(steps[: at + 1]):
            if (step.kind == "then" and index != at) or step.line == skip:
                continue  # only the question asked, and what set it up
            replay.steps_before = steps[:index]
            run_step(replay, step, path)
    except ScenarioDisagreement as exc:
        return f"decided {exc.disagreement.decided}"
    except Disagreement as exc:
        return f"decided {exc.decided}"
    except ScenarioInputError as exc:
        return f"the scenario stops: {exc.message}"
    except (RulesInputError, ValueError, AssertionError) as exc:
        return f"the scenario stops: {exc}"
    return HOLDS


def rule_names(ctx: ScenarioState) -> list[str]:
    """The declared rules' names, once each, in the order declared."""
    return list(dict.fromkeys(d.name for d in declared(ctx)))


@dataclass(frozen=True)
class Change:
    """A rule whose absence gives the question another answer: what the answer is then."""

    rule: Candidate
    without: str
    did: tuple[str, ...] = ()  # what it did there: "OC of "Squad" 2 -> 3"

    def said(self) -> str:
        """The rule as 18.6 names it: name, source, effects, what it did there, duration,
        file and line, and what the verdict is without it."""
        did = f"; {', '.join(self.did)}" if self.did else ""
        without = "the claim holds" if self.without == HOLDS else self.without
        return f"{self.rule.said}{did}; without it: {without}"


def _did(ctx: ScenarioState, replay: ScenarioState) -> tuple[str, ...]:
    """What a rule did to the units as the verdict read them (18.6: "OC 2 -> 3", "battle-shock
    rolls +0 -> +1"): each characteristic or roll modifier that differs with and without it."""
    game, other = ctx.current_game, replay.current_game
    if game is None or other is None or other.now != game.now:
        return ()
    said = []
    for name in game.units:
        if name not in other.units:
            continue
        mine, theirs = game.as_modified(name), other.as_modified(name)
        for label, field in (("OC", "oc"), ("Ld", "ld"), ("W", "w")):
            a, b = getattr(theirs, field), getattr(mine, field)
            if a != b:
                said.append(f'{label} of "{name}" {_shown(field, a)} -> {_shown(field, b)}')
        a, b = theirs.battle_shock_modifier, mine.battle_shock_modifier
        if a != b:
            said.append(f'battle-shock rolls of "{name}" {a:+d} -> {b:+d}')
        said.extend(_rolls_did(game, other, name))
    return tuple(said)


def _rolls_did(game: Game, other: Game, name: str) -> list[str]:
    """18.6 ("battle-shock roll 7 -> 6"): the unit's last roll of each kind as made without the
    rule and with it, where both were made and differ ("automatic": it succeeded so)."""
    without, with_it = _last_rolls(other, name), _last_rolls(game, name)
    return [
        f'{kind} roll of "{name}" {without[kind]} -> {result}'
        for kind, result in with_it.items()
        if kind in without and without[kind] != result
    ]


def _last_rolls(game: Game, name: str) -> dict[str, object]:
    """The unit's last battle-shock, charge, advance and hazard rolls: each one's result as
    modified, or "automatic"."""
    found: dict[str, object] = {}
    made = game.history.battle_shock_rolls(name)
    if made:
        last = made[-1]
        found["battle-shock"] = "automatic" if last.automatic else last.total + last.modifier
    for roll in game.history.of(UnitRoll):
        if roll.unit == name:
            found[roll.roll] = "automatic" if roll.automatic else roll.result
    return found


def _shown(field: str, value: object) -> str:
    if value is None:
        return "-"
    return f"{value}+" if field == "ld" else str(value)


def described(decl: RuleDecl, path: str) -> str:
    """A declared rule in the words of 18.6: its name, its source, its effects and duration,
    and where the scenario declares it."""
    effects = "; ".join(s.words for s in decl.effects) or f"traced only: {decl.traced}"
    lasting = "" if decl.until is Until.ALWAYS else f", {decl.until.value}"
    where = f"{path}:{decl.line}" if decl.line is not None else path
    return f'"{decl.name}" ({decl.said_source}): {effects}{lasting} ({where})'


def candidates(ctx: ScenarioState, steps: Sequence[StepLine], at: int) -> list[Candidate]:
    """The rules the question ``steps[at]`` may rest on: each declared rule (by name, its first
    declaration described), then each unnamed rule a Given above it states."""
    from ruleslawyer.scenario.registry import REGISTRY

    path = ctx.shown_path or ""
    decls = {d.name: d for d in reversed(declared(ctx))}
    found = [
        Candidate(name, described(decls[name], path), _section(decls[name]))
        for name in rule_names(ctx)
    ]
    drawn = [(name, source) for ask in ctx.any_rules for name, source, _ in ask.kept]
    for name, source in drawn:  # 18.7's drawn rules, of any source
        if all(c.name != name for c in found):
            found.append(Candidate(name, f'"{name}" ({source}, drawn)', "01.03"))
    found.extend(c for c in _stratagems_used(ctx, steps, at) if c.name not in decls)
    for step in steps[:at]:
        if step.kind != "given":
            continue
        resolved = REGISTRY.resolved("given", step.text)
        if resolved is not None and resolved[0].template in STATED_RULES:
            said = f'{STATED}: "{step.text}" ({path}:{step.line})'
            found.append(Candidate(STATED, said, "01.03", skip=step.line))
    return found


_USE = re.compile(r'player ([AB]) (?:uses|used) the "([^"]+)" stratagem')


def _stratagems_used(ctx: ScenarioState, steps: Sequence[StepLine], at: int) -> list[Candidate]:
    """The stratagems used above ``steps[at]`` whose effects are modelled, each a rule (18.4;
    18.6: `"Counteroffensive" used by player B`): left out, their uses still happen and their
    effects do not (``Game.left_out``)."""
    game = ctx.current_game
    if game is None:
        return []
    path, found, seen = ctx.shown_path or "", [], set()
    for step in steps[:at]:
        match = _USE.search(step.text)
        if match is None:
            continue
        try:
            stratagem = game.stratagem_part.stratagem(ctx.stratagem_name(match.group(2)))
        except (RulesInputError, ScenarioInputError):
            continue
        name = stratagem.name
        if name in seen or not stratagem.effects or not game.history.stratagem_uses(name=name):
            continue
        seen.add(name)
        section = next((e.rule.section for e in stratagem.effects if e.rule), "15.01")
        words = stratagem.effect
        if words.strip().lower() == "its effect":  # a core stratagem: its modelled effects
            words = "; ".join(
                dict.fromkeys(f"{e.rule.name} ({e.rule.section})" for e in stratagem.effects)
            )
        said = f'"{name}" ("{name}" used by player {match.group(1)}): {words} ({path}:{step.line})'

        found.append(Candidate(name, said, section))
    return found


def _section(decl: RuleDecl) -> str:
    return decl.effects[0].kind.clause.section if decl.effects else "01.03"


def changed(ctx: ScenarioState, steps: Sequence[StepLine], at: int, rule: Candidate) -> str:
    """The answer of ``steps[at]`` without ``rule`` (``HOLDS``: the claim holds)."""
    without = frozenset() if rule.skip is not None else frozenset({rule.name})
    return answer(ctx, steps, at, without, rule.skip)


def changes(
    ctx: ScenarioState, steps: Sequence[StepLine], at: int, answered: str = HOLDS
) -> tuple[list[Change], list[Candidate]]:
    """The rules that changed the answer of ``steps[at]`` (which answered ``answered``), and
    those that did not."""
    found: list[Change] = []
    unchanged: list[Candidate] = []
    for rule in candidates(ctx, steps, at):
        without = frozenset() if rule.skip is not None else frozenset({rule.name})
        got, replay = replayed(ctx, steps, at, without, rule.skip)
        if got != answered:
            found.append(Change(rule, got, _did(ctx, replay)))
        else:
            unchanged.append(rule)
    return found, unchanged


def rule_ref(change: Change) -> RuleRef:
    """A rule as a verdict's rules consulted name it (18.6; §16): the clause its first effect
    changes, the rule in words, and what it did there ("OC of "Squad" 2 -> 3"), as the failure
    report says it."""
    did = f"; {', '.join(change.did)}" if change.did else ""
    return RuleRef(change.rule.section, change.rule.said + did, "a rule changed a verdict")


def verdict_rules(ctx: ScenarioState, steps: Sequence[StepLine]) -> set[RuleRef]:
    """The rules that changed the verdict of some Then step of a scenario that passed (the
    FAQ document's rules consulted, 18.6)."""
    found: set[RuleRef] = set()
    for at, step in enumerate(steps):
        if is_question(step) and candidates(ctx, steps, at):
            for change in changes(ctx, steps, at)[0]:
                found.add(rule_ref(change))
    return found


__all__ = [
    "HOLDS",
    "STATED",
    "Candidate",
    "Change",
    "answer",
    "candidates",
    "changed",
    "changes",
    "described",
    "is_question",
    "verdict_rules",
]
