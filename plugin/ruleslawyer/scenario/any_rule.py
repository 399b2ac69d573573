"""`any rule` (contract 18.7): a rule a property scenario leaves open, drawn from the effect
vocabulary the core registers (``core/effect_kinds.py``), never from a list of our own.

What a step asks (:class:`Ask`, read by :func:`ask`) names a `<kind>` of 18.7; each kind is a
kind of the registry with some slots pinned (:data:`KINDS`), and its effect sentences are the
registry's templates with every slot filled from its domain (:data:`SLOT_DOMAINS`), each
checked by the core's own parser and maker. A kind the registry gains is drawn by the
unconstrained form (`any rule "<rule>" for "<unit>"`) as soon as its slots have domains; a slot
without one keeps its templates out of the draw.

The draw (:func:`fill`) chooses, for each rule, its effect, then its duration (each
`<duration>`, and `while` one `<condition>`), then its source among those that may say it (an
ability of the unit, a leader ability of the unit leading it or of the unit itself when it
leads, a rule of its player, a mission rule). The rule is declared WHEN `always`, so it is in
force from the scenario's moment for its duration (18.3 item 10). It names only rules and
stratagems the scenario sets up. Each choice's options carry what they are (:class:`Options`),
so a proven verdict states the rule's bounds in words (properties/bounds.py), and the rule is
written back as a rule table (:func:`table_lines`), the counterexample's 18.1 declaration.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

from ruleslawyer.core import ImpossibleEvent, Moment, RulesInputError
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.effects import Until, in_force
from ruleslawyer.core.keywords import READ_BY_RULES
from ruleslawyer.core.predicates import Question, words
from ruleslawyer.core.rule_conditions import conditions
from ruleslawyer.core.stratagem_effect_rows import effects_of
from ruleslawyer.core.stratagems import StratagemDef
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.core.units import DEFAULT_UNIT, LD_RANGE
from ruleslawyer.scenario import rules
from ruleslawyer.scenario.any_rule_kinds import _MOVES, _question
from ruleslawyer.scenario.any_rule_kinds import Kind as Kind
from ruleslawyer.scenario.any_rule_kinds import cp_kind as cp_kind
from ruleslawyer.scenario.any_rule_kinds import parse_kind as parse_kind
from ruleslawyer.scenario.any_rule_kinds import split_duration as split_duration

Choice = Callable[[Sequence[Any]], Any]

_OPEN = re.compile(r'any |up to -?\d+ rules "')


def leaves_open(text: str) -> bool:
    """Whether a Given's text leaves something open (`any ...`, `up to <n> rules ...`): the
    scenario is a property (contract §6, 18.7)."""
    return _OPEN.match(text) is not None


class Options(tuple[Any, ...]):
    """A choice's options, with what they are options for (``bound``: 'rule "R": effects') and
    how many values that part has in all (``total``: the effects of every kind, when the kind
    is chosen first), so that the bounds of a proven verdict name them (properties/bounds.py)."""

    bound: str = ""
    total: int = 0

    def __new__(cls, values: Sequence[Any] | range, bound: str, total: int = 0) -> Options:
        made = super().__new__(cls, values)
        made.bound = bound
        made.total = total or len(made)
        return made


# -- the `<kind>`s of 18.7 -----------------------------------------------------------------


@dataclass(frozen=True)
class Pool:
    """What a drawn sentence may name: the scenario's areas, keywords, stratagems and the
    rules that add a bar (a lift names only those, 18.3 item 2), and its battle rounds."""

    areas: tuple[str, ...]
    keywords: tuple[str, ...]
    stratagems: tuple[str, ...]
    forbidding: tuple[tuple[str, str], ...]  # (rule, its `<do>`)
    battle_rounds: int


def _doings() -> tuple[str, ...]:
    plain = tuple(q.value for q in Question if q.bars and q is not Question.MOVE)
    return plain + tuple(f"make {k.article} {k.value} move" for k in _MOVES)


def _reasons(values: Mapping[str, str], pool: Pool) -> tuple[str, ...]:
    do = values["do"]
    own = words(_question(do))
    named = tuple(f'"{rule}" forbids it' for rule, bars in pool.forbidding if bars == do)
    return own + named


def _numbers(values: Mapping[str, str], pool: Pool, template: str) -> tuple[str, ...]:
    low = 0 if template.startswith("sets") else 1  # sets take 0; a change of 0 is no change
    return tuple(str(n) for n in range(low, 4))


def _set_values(values: Mapping[str, str], pool: Pool) -> tuple[str, ...]:
    char = values.get("char", "")
    if char == "OC":
        return tuple("-" if v is None else str(v) for v in UnitFacts.oc.choices())
    if char == "Ld":
        return tuple(f"{n}+" for n in range(LD_RANGE[0], LD_RANGE[1] + 1))
    return tuple(str(n) for n in range(1, 7))  # W, 1-6: the W the draw meets most


def _states(values: Mapping[str, str], pool: Pool) -> tuple[str, ...]:
    plain = ["battle-shocked", "engaged"]
    plain += [f"having made {k.article} {k.value} move this turn" for k in _MOVES]
    plain += [f"within {a}" for a in pool.areas]
    return (*plain, *(f"not {s}" for s in plain))


def _stratagems(values: Mapping[str, str], pool: Pool) -> tuple[str, ...]:
    named = tuple(f'the "{s}" stratagem' for s in pool.stratagems)
    return (
        "your stratagems",
        "your opponent's stratagems",
        "the next stratagem you use",
        *named,
    )


SlotDomain = Callable[[Mapping[str, str], Pool, str], tuple[str, ...]]
# Each slot of the vocabulary a draw fills, and its values (given the slots before it, the
# scenario's pool and the template). A slot not here keeps its templates out of the draw.
SLOT_DOMAINS: dict[str, SlotDomain] = {
    "do": lambda v, p, t: _doings(),
    "reason": lambda v, p, t: _reasons(v, p),
    "n": lambda v, p, t: _numbers(v, p, t),
    "char": lambda v, p, t: ek.CHARACTERISTICS,
    "value": lambda v, p, t: _set_values(v, p),
    "roll": lambda v, p, t: ek.ROLLS,
    "K": lambda v, p, t: p.keywords,
    "state": lambda v, p, t: _states(v, p),
    "stratagems": lambda v, p, t: _stratagems(v, p),
    "rule": lambda v, p, t: tuple(f'"{s}"' for s in p.stratagems),
    # A weapon ability is recorded and reported only (the core resolves no attacks): the one
    # a core rule gives (15.03) stands for every one.
    "ability": lambda v, p, t: ("[PRECISION]",),
}


def _fill_template(
    template: str, fixed: Mapping[str, str], pool: Pool
) -> Iterator[tuple[str, dict[str, str]]]:
    """Every sentence of ``template``: its slots filled in order, each from its domain."""
    names = re.findall(r"\{(\w+)\}", template)
    if any(n not in SLOT_DOMAINS and n not in fixed for n in names):
        return

    def fill(at: int, values: dict[str, str]) -> Iterator[tuple[str, dict[str, str]]]:
        if at == len(names):
            yield re.sub(r"\{(\w+)\}", lambda m: values[m[1]], template), values
            return
        name = names[at]
        options = (fixed[name],) if name in fixed else SLOT_DOMAINS[name](values, pool, template)
        for option in options:
            yield from fill(at + 1, {**values, name: option})

    yield from fill(0, {})


_CHECK_AT = ek.Applied("U", "A", "R", "ability", Moment(1, 0))


def sentences(kind: Kind, pool: Pool) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """Every effect sentence of ``kind`` within the pool, by kind of the registry (in its
    order), each one the core parses and can put in force (a reason of another question is
    left out, 18.8). A kind with no sentence here is left out."""
    return _sentences(ek.kinds(), kind, pool)


@lru_cache(maxsize=256)
def _sentences(
    registered_kinds: tuple[ek.EffectKind, ...], kind: Kind, pool: Pool
) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """:func:`sentences`, keyed by the registry's kinds as they are (a kind registered later,
    or withdrawn, is another key: no test clears this cache)."""
    out: list[tuple[str, tuple[str, ...]]] = []
    chosen = [
        k for k in registered_kinds if not k.once and (not kind.registry or k.name in kind.registry)
    ]
    fixed = dict(kind.fixed)
    for registered in chosen:
        said: list[str] = []
        for template in registered.templates:
            if "{char}" not in template and fixed.get("char") not in (None, "Ld"):
                continue  # `improves its Ld by`: a sentence of Ld alone
            if any(f"{{{name}}}" not in template for name in fixed if name != "char"):
                continue  # a pinned `<stratagems>`: only the sentences that name it
            for sentence, values in _fill_template(template, fixed, pool):
                if kind.says and kind.says not in sentence:
                    continue
                if kind.other_than and values.get("reason") == kind.other_than:
                    continue
                if _usable(sentence):
                    said.append(sentence)
        if said:
            out.append((registered.name, tuple(dict.fromkeys(said))))
    return tuple(out)


def _usable(sentence: str) -> bool:
    try:
        stated = ek.parse(sentence)
        stated.make(_CHECK_AT)
    except RulesInputError:
        return False
    return True


def durations(pool: Pool) -> tuple[tuple[str, ...], ...]:
    """Each `<duration>` in three groups, drawn group first: `always`; each `until ...`; then
    `while` each `<condition>` the pool fills."""
    # `for that use` is a CP cost's alone (18.2): no drawn kind of 18.7 changes a cost.
    untils = tuple(u.value for u in Until if u not in (Until.ALWAYS, Until.FOR_THAT_USE))
    whiles = tuple(f"while {c}" for form in conditions() for c in _conditions(form, pool))
    return tuple(g for g in ((Until.ALWAYS.value,), untils, whiles) if g)


def _conditions(form: str, pool: Pool) -> tuple[str, ...]:
    forms = [form.replace("[not] ", ""), form.replace("[not] ", "not ")] if "[not]" in form else []
    forms = forms or [form]
    fills = {
        "<area>": pool.areas,
        "<K>": pool.keywords,
        "<n>": tuple(str(n) for n in range(2, pool.battle_rounds + 1)),
    }
    out: list[str] = []
    for one in forms:
        slots = re.findall(r"<[^>]+>", one)
        if not slots:
            out.append(one)
        elif len(slots) == 1 and slots[0] in fills:
            out += [one.replace(slots[0], v) for v in fills[slots[0]]]
    return tuple(out)


# -- what a step asks, and the draw --------------------------------------------------------


@dataclass
class Ask:
    """One `any rule` or `up to <n> rules` step: the rule's name, whom it is for, its kind and
    pinned duration, how many rules at most (None: exactly one), the step's line."""

    rule: str
    kind: Kind
    duration: str | None
    unit: str | None
    player: str | None
    up_to: int | None
    line: int | None
    drawn: list[list[str]] = field(default_factory=list)  # the rule tables drawn, as lines
    kept: list[tuple[str, Source, dict[str, str]]] = field(default_factory=list)  # name, ...


STRATAGEM = "stratagem"  # an effect of a stratagem used on the unit this phase (18.7)


@dataclass(frozen=True)
class Source:
    """Where a drawn rule comes from: a source of 18.1 and its holder or player."""

    source: str
    holder: str | None
    player: str | None

    def head(self, name: str) -> str:
        if self.source == STRATAGEM:
            return f'the stratagem "{name}":'
        if self.source == rules.Source.ABILITY:
            return f'"{self.holder}" has an ability "{name}":'
        if self.source == rules.Source.LEADER:
            return f'"{self.holder}" has a leader ability "{name}":'
        if self.source == rules.Source.PLAYER:
            return f'player {self.player} has a rule "{name}":'
        return f'a mission rule "{name}":'


def pool_of(state: Any) -> Pool:
    """The names a drawn rule may use, from the scenario as its Givens set it up."""
    keywords = set(READ_BY_RULES)
    areas = {"a terrain area"}
    for draft in state.units.values():
        keywords |= draft.keywords_required | draft.keywords_forbidden
        areas |= set(draft.within or ())
    forbidding = tuple(
        (d.name, str(s.values["do"]))
        for d in rules.declared(state)
        for s in d.effects
        if s.kind.name == "add a bar"
    )
    return Pool(
        tuple(sorted(areas)),
        tuple(sorted(keywords)),
        tuple(sorted(_set_up_stratagems(state))),
        forbidding,
        state.battle_rounds,
    )


def _set_up_stratagems(state: Any) -> set[str]:
    """The stratagems the scenario sets up: declared, or stated used or to be used."""
    named = set(state.stratagems)
    named |= {name for _, name, _ in state.used_this_phase}
    named |= {name for _, name in state.used_earlier}
    named |= {name for _, name, _, _ in state.planned_uses}
    return named


def _sources(state: Any, ask: Ask, sentence: str, duration: str) -> tuple[Source, ...]:
    out: list[Source] = []
    if ask.unit is not None:
        draft = state.unit(ask.unit)
        player = draft.player or DEFAULT_UNIT.player
        out.append(Source(rules.Source.ABILITY, ask.unit, player))
        leaders = [d.name for d in state.units.values() if d.leading == ask.unit]
        if draft.leading is not None:
            leaders.insert(0, ask.unit)
        out += [Source(rules.Source.LEADER, name, player) for name in leaders]
    else:
        player = str(ask.player)
        out += [
            Source(rules.Source.ABILITY, d.name, player)
            for d in state.units.values()
            if (d.player or DEFAULT_UNIT.player) == player
        ]
    out.append(Source(rules.Source.PLAYER, None, player))
    # A mission rule has no owner: no "you", "your" or "friendly" in any row (18.1, 18.8).
    if not re.search(r"\b(you|your|friendly)\b", f"{sentence} {duration}", re.IGNORECASE):
        out.append(Source(rules.Source.MISSION, None, None))
    taken = any(n == ask.rule or n.startswith(f"{ask.rule} ") for n in state.stratagems)
    stratagem = ask.unit is not None and not taken
    if stratagem and _by_stratagem(ask.rule, sentence, duration):
        out.append(Source(STRATAGEM, ask.unit, player))
    return tuple(out)


@lru_cache(maxsize=4096)
def _by_stratagem(name: str, sentence: str, duration: str) -> bool:
    """Whether a stratagem used this phase can say this effect with this duration, modelled:
    its EFFECT row leads with an `until ...` duration (it has no CONDITION, so no `while`), and
    a stratagem's effect objects model this sentence (core/stratagem_effect_rows.py)."""
    if not duration.startswith("until ") or ", while " in duration:
        return False
    try:
        effects = effects_of(name, f"{duration}, {sentence}")
    except RulesInputError:
        return False
    return all(getattr(e, "modelled", True) for e in effects)


def fill(state: Any, ask: Ask, choose: Choice) -> None:
    """Draw the rules ``ask`` leaves open and declare them (before the game is built)."""
    pool = pool_of(state)
    said = f'rule "{ask.rule}"' if ask.up_to is None else f'rules "{ask.rule}"'
    groups = sentences(ask.kind, pool)
    if not groups:
        raise RulesInputError(
            f'no effect of that kind can be drawn for "{ask.rule}" in this scenario',
            word=ask.rule,
        )
    # `up to <n>`: n rules drawn, each then kept or not, so that a shrunk example can leave out
    # any of them (the others keep their choices); those kept are numbered in order.
    drawn = [_one(state, ask, choose, groups, pool, said) for _ in range(ask.up_to or 1)]
    kept = (
        drawn
        if ask.up_to is None
        else [
            rule
            for rule in drawn
            if choose(Options((False, True), f"{said}: count", ask.up_to + 1))
        ]
    )
    ask.kept = [
        (ask.rule if ask.up_to is None else f"{ask.rule} {index}", source, rows)
        for index, (source, rows) in enumerate(kept, start=1)
    ]
    declare_drawn(state, ask, ask.kept)


def declare_drawn(state: Any, ask: Ask, kept: Sequence[tuple[str, Source, dict[str, str]]]) -> None:
    """Declare the rules drawn for ``ask`` (or, replaying an example, those drawn for it
    before: 18.5's `changed that verdict` asks again without one of them)."""
    ask.drawn = []
    ask.kept = list(kept)
    for name, source, rows in kept:
        if name in state.without_rules:
            continue  # the replay asks the question without it (18.5)
        before, state.line = state.line, ask.line
        try:
            if source.source == STRATAGEM:
                _used_stratagem(state, name, source, rows)
            else:
                rules.declare(state, name, source.source, source.holder, source.player, rows)
        finally:
            state.line = before
        lines = table_lines(source.head(name), rows)
        if source.source == STRATAGEM:
            lines.append(
                f'player {source.player} used the "{name}" stratagem on "{source.holder}" '
                "this phase"
            )
        ask.drawn.append(lines)


def check_in_force(state: Any, game: Any) -> None:
    """18.7: a drawn rule "is in force at the scenario's moment" (18.5: its duration and
    CONDITION hold now, its source can use it). A draw whose `while <condition>` does not hold
    for the unit now is no such situation: discarded (§6), never a counterexample."""
    for ask in state.any_rules:
        if ask.unit is None:
            continue  # a player's CP cost rule: weighed where the cost is asked
        unit = game.unit(state.canonical(ask.unit))
        for name, _source, _rows in ask.kept:
            if name in state.without_rules:
                continue
            held = any(
                effect.source == name
                and in_force(effect, game.now, unit.player)
                and (effect.condition is None or effect.condition.holds(unit, game.now))
                for effect in game.rules_in_force(unit.name)
            )
            if not held:
                raise ImpossibleEvent(
                    f'the drawn rule "{name}" is not in force for "{unit.name}" at the '
                    "scenario's moment (18.7)",
                    unit=unit.name,
                    word=name,
                )


def _used_stratagem(state: Any, name: str, source: Source, rows: dict[str, str]) -> None:
    """The stratagem and its use this phase on the unit, as `Given the stratagem "<name>":`
    and `Given player <P> used the "<name>" stratagem on "<unit>" this phase` state them."""
    state.stratagems[name] = StratagemDef.from_rows(name, rows)
    state.stratagem_rows[name] = dict(rows)
    state.used_this_phase.append((source.player, name, source.holder))


def _one(
    state: Any,
    ask: Ask,
    choose: Choice,
    groups: tuple[tuple[str, tuple[str, ...]], ...],
    pool: Pool,
    said: str,
) -> tuple[Source, dict[str, str]]:
    """One rule's effect (its kind first: each kind is as likely as another under
    Hypothesis), duration and source, as its rows."""
    total = sum(len(effects) for _, effects in groups)
    group = choose(Options(groups, f"{said}: kinds of effect")) if len(groups) > 1 else groups[0]
    sentence = str(choose(Options(group[1], f"{said}: effects", total)))
    duration = ask.duration or _duration(choose, durations(pool), said)
    source = choose(Options(_sources(state, ask, sentence, duration), f"{said}: sources"))
    if source.source == STRATAGEM:
        return source, {"EFFECT": f"{duration}, {sentence}"}
    rows = {"EFFECT": sentence}
    if duration != Until.ALWAYS.value:
        rows["DURATION"] = duration
    return source, rows


def _duration(choose: Choice, groups: tuple[tuple[str, ...], ...], said: str) -> str:
    total = sum(len(g) for g in groups)
    group = choose(Options(groups, f"{said}: kinds of duration"))
    return str(choose(Options(group, f"{said}: durations", total)))


def table_lines(head: str, rows: Mapping[str, str]) -> list[str]:
    """A drawn rule as its 18.1 rule table: the Given's words, then its rows."""
    return [head, *(f"  | {key} | {value} |" for key, value in rows.items())]


def bounds_said(drawn: Mapping[str, Mapping[str, int]]) -> list[str]:
    """The drawn rules' bounds in words (contract §17): per rule, the options of each part
    ("rule "R": 12 effects, 35 durations, 3 sources")."""
    out = []
    for rule, parts in drawn.items():
        said = [
            f"0-{n - 1} of them"
            if part == "count"
            else f"{n} {part.removesuffix('s') if n == 1 else part}"
            for part, n in parts.items()
            if not part.startswith("kinds of")  # a group drawn first: its members are said
        ]
        out.append(f"{rule}: " + ", ".join(said))
    return out
