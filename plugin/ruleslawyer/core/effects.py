"""Effects with a duration: a rule that changes what the core decides, as a history record.

XMage's "as though" effects are the model: an effect lifts a predicate of the registry (by its
reason words: "lets it <do> even though <reason>"), adds a bar ("forbids it to <do>"), or
modifies a fact of the unit ("makes it count as ..."), for one unit, from the moment it is
applied until a moment (the end of the phase, turn or battle round, the start of its owner's
next Command phase, or always). Nothing copies an effect into a unit: each question asks
:func:`ruling` once, where it builds its rows (``GameBase.ruled``), and an effect that has
ended stops changing verdicts from that moment on.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import partial
from typing import Any

from . import reading
from .aliases import parse_enum
from .clock import PHASE_START, Moment, Phase, Point, moment_at
from .errors import RulesInputError, closest
from .predicates import RULE_FORBIDS, Question, reason_named
from .references import Reason, RuleRef, Unliftable, clause
from .units import Unit

# 01.03 and the app's "Player's Rules" / "Persisting Rules Effects": a rule's effect applies as
# it says, for as long as it says.
RULE_LIFTS = clause("01.03", "Rules", "a rule lets it even though a bar applies")
RULE_MODIFIES = clause("01.03", "Rules", "a rule makes it count as")
# App 01.03.01 (Player's Rules) and contract 18.1: a rule's RESTRICTIONS count its uses per
# player; a rule always in force is used by each event only its effect allowed, and is not in
# force again until its restriction resets.
RULE_RESTRICTED = clause("01.03", "Rules", "a rule used up by its restriction")


class Until(enum.Enum):
    """How long an effect lasts (§18 ``<duration>``)."""

    END_OF_PHASE = "until the end of the phase"
    END_OF_TURN = "until the end of the turn"
    END_OF_BATTLE_ROUND = "until the end of the battle round"
    START_OF_NEXT_COMMAND = "until the start of your next Command phase"
    END_OF_YOUR_TURN = "until the end of your turn"
    END_OF_OPPONENT_NEXT_TURN = "until the end of your opponent's next turn"
    START_OF_NEXT_TURN = "until the start of your next turn"
    END_OF_BATTLE = "until the end of the battle"
    FOR_THAT_USE = "for that use"  # a CP cost change only: the first use it covers (18.3 item 8)
    ALWAYS = "always"

    @classmethod
    def parse(cls, text: str) -> Until:
        return parse_enum(
            cls,
            " ".join(text.strip().rstrip(".").split()).lower(),
            message=f"{text!r} is not a duration; durations are: "
            + "; ".join(until.value for until in cls),
            word=text,
        )


# The reason a rule that adds a bar gives (18.3 item 2), after the rule's quoted name.
FORBIDS_IT = "forbids it"


class Does(enum.Enum):
    """What an effect does to the core's decision."""

    LIFT = "lets it {do} even though {reason}"
    ADD = "forbids it to {do}"
    MODIFY = "makes it count as {fact} {value}"
    # A change a registered effect kind makes (core/effect_kinds.py): ``fact`` is the key of
    # what it changes ("OC", "roll:battle-shock", ...), ``value`` its payload; the reader of
    # that key (``register_change``, or a part of the game asking ``changes``) applies it.
    CHANGE = "{words}"


@dataclass(frozen=True, eq=False)
class Condition:
    """A CONDITION (contract 18.1): its words and its test of the unit at a moment."""

    words: str
    test: Callable[[Unit, Moment], bool]

    def holds(self, unit: Unit, now: Moment) -> bool:
        return self.test(unit, now)


@dataclass(frozen=True)
class Effect:
    """One effect applied to ``unit`` at ``moment`` (a history record). ``reason``: the reason
    words a LIFT lifts; ``fact``/``value``: the Unit field a MODIFY sets and its value."""

    moment: Moment
    source: str  # the rule's name, as the scenario gives it
    unit: str
    does: Does
    question: Question | None = None  # LIFT and ADD: what it lets or forbids
    reason: str = ""
    fact: str = ""
    value: object = None
    until: Until = Until.ALWAYS
    owner: str | None = None  # whose "next Command phase" ends it (default: the unit's player)
    rule: RuleRef | None = None  # the clause of the rule whose effect it is, if the core has one
    # Contract §18: the sentence as the scenario wrote it, the rule's source in words
    # ('ability of "Squad"'), and the CONDITION it holds only while (None: always).
    words: str = ""
    from_source: str = ""
    condition: Condition | None = None
    restriction: str = ""  # RESTRICTIONS of a rule always in force ("once per turn", ...)
    kind: str = ""  # the kind of 18.2 it is of ("lift a bar"), for --ruleslawyer-coverage
    # 18.3 item 10: the unit whose rule it is ("" for a player's or a mission rule): in force
    # only while that unit can use it, not after its last model is destroyed (Rules Appendix,
    # Destroyed). 18.3 item 11: an aura's effect, applied once however many sources reach it.
    holder: str = ""
    aura: bool = False
    # 19.04 (18.3 item 10): the part of an attached unit whose rule it is ("" for a whole unit):
    # a leader's rule ends with the last leader model, a bodyguard's with the last bodyguard model.
    holder_part: str = ""
    # 19.04 (18.1 TARGET `this model`): the one part of an attached unit whose characteristics
    # it changes ("" for every part: the unit's TARGET forms).
    part: str = ""
    # 18.2 `make a <move> move`: the move type a LIFT or an ADD of Question.MOVE names ("" for
    # any other question); it reaches that move type only (``ruling``'s ``move``).
    move: str = ""

    def said(self) -> str:
        """The effect in the words of §18.2."""
        if self.words:
            return self.words if self.until is Until.ALWAYS else f"{self.words}, {self.until.value}"
        do = self.question.value if self.question else ""
        text = self.does.value.format(do=do, reason=self.reason, fact=self.fact, value=self.value)
        return text if self.until is Until.ALWAYS else f"{text}, {self.until.value}"


def effect(
    moment: Moment,
    source: str,
    unit: str,
    does: Does,
    *,
    question: Question | None = None,
    reason: str = "",
    fact: str = "",
    value: object = None,
    until: Until = Until.ALWAYS,
    owner: str | None = None,
    rule: RuleRef | None = None,
    move: str = "",
) -> Effect:
    """An effect, checked against the registry: a LIFT names declared reason words of its
    question (a clear error, with the closest, otherwise), a MODIFY a fact of the unit."""
    if does in (Does.LIFT, Does.ADD) and question is None:
        raise RulesInputError(f'"{source}" must say what it lets or forbids the unit do')
    if does is Does.LIFT and question is not None:
        reason = reason_named(reason, question, f"to lift from what {question.value} needs").text
    if does is Does.MODIFY and fact not in _FACTS:
        raise RulesInputError(
            f'"{source}" cannot make a unit count as {fact!r}: the facts are '
            + ", ".join(sorted(_FACTS)),
            word=fact,
            suggestion=closest(fact, sorted(_FACTS)),
        )
    return Effect(
        moment, source, unit, does, question, reason, fact, value, until, owner, rule, move=move
    )


# The Unit fields an effect may set (its name stays the unit's).
_FACTS = frozenset(f.name for f in fields(Unit)) - {"name"}


def in_force(effect: Effect, now: Moment, player: str | None) -> bool:
    """Whether ``effect`` still applies at ``now`` (``player``: the unit's, for "your")."""
    start, until = effect.moment, effect.until
    # Within one phase, turn or battle round, the point in the round decides what came first
    # (the battle round is read only as the key needs it: the walk draws it lazily).
    if until is Until.END_OF_PHASE:
        return now.phase_key == start.phase_key and now.index >= start.index
    if until is Until.END_OF_TURN:
        return now.turn_key == start.turn_key and now.index >= start.index
    if until is Until.END_OF_BATTLE_ROUND:
        return now.battle_round == start.battle_round and now.index >= start.index
    if now < start:
        return False
    if until in (Until.ALWAYS, Until.END_OF_BATTLE, Until.FOR_THAT_USE):
        return True  # a change for that use is spent by the use (stratagem_costs.CostChange)
    owner = effect.owner or player
    if until is Until.END_OF_YOUR_TURN:
        return now <= _next_point(start, owner, Point.TURN_END, at_start=True)
    if until is Until.START_OF_NEXT_TURN:
        return now < _next_point(start, owner, Point.TURN_START, at_start=False)
    if until is Until.END_OF_OPPONENT_NEXT_TURN:
        other = "B" if owner == "A" else "A"
        begins = _next_point(start, other, Point.TURN_START, at_start=False)
        return now <= _next_point(begins, other, Point.TURN_END, at_start=True)
    return now < _next_command(start, owner)


def _next_point(start: Moment, owner: str | None, point: Point, at_start: bool) -> Moment:
    """The first ``point`` of ``owner``'s turn after ``start`` (or at it, ``at_start``)."""
    here = moment_at(start.battle_round, owner, point, start.first_player)
    if here > start or (at_start and here == start):
        return here
    return moment_at(start.battle_round + 1, owner, point, start.first_player)


def _next_command(start: Moment, owner: str | None) -> Moment:
    """The start of ``owner``'s first Command phase after ``start``."""
    point = PHASE_START[Phase.COMMAND]
    here = moment_at(start.battle_round, owner, point, start.first_player)
    return (
        here
        if here > start
        else moment_at(start.battle_round + 1, owner, point, start.first_player)
    )


@dataclass(frozen=True)
class Ruling:
    """The effects in force on one unit for one question: what the question reads instead of
    the unit as stored (``unit``) and of its own rows (``rows``)."""

    effects: tuple[Effect, ...]
    weigh: Callable[[RuleRef, bool], bool]
    note: Callable[[Reason], None] = field(default=lambda reason: None)

    def unit(self, unit: Unit) -> Unit:
        """The unit as the effects that modify its facts make it count."""
        if not self.effects:  # as stored (each begun scenario asks this of every unit)
            return unit
        modifies = [e for e in self.effects if e.does is Does.MODIFY]
        # A part's Deep Strike (TARGET `this model`) waits for every part of an attached unit
        # (below); a unit of no parts is that model's own, so it has it.
        changes: dict[str, Any] = {
            e.fact: e.value
            for e in modifies
            if not (e.part and e.fact == "deep_strike" and unit.parts)
        }
        if every_part_has(unit, {e.part for e in modifies if e.fact == "deep_strike"}):
            changes["deep_strike"] = True
        if changes:
            self.weigh(RULE_MODIFIES, True)
            unit = reading.copy(unit, **changes)
        for key, apply in _UNIT_CHANGES.items():
            found = self.changes(key)
            if found:
                unit = apply(unit, found)
        return unit

    def changes(self, key: str) -> tuple[Effect, ...]:
        """The CHANGE effects in force of one key, oldest first (a registered kind's reader)."""
        return tuple(e for e in self.effects if e.does is Does.CHANGE and e.fact == key)

    def rows(self, rows: Sequence[tuple[Any, Any]]) -> Sequence[tuple[Any, Any]]:
        """The question's rows with each lifted bar lifted and each added bar added."""
        if not self.effects:
            return rows
        lifts = {e.reason: e for e in self.effects if e.does is Does.LIFT}
        out: list[Any] = [
            (item, partial(_lifted, self.weigh, test, self._said(lifts[item.text], item.text)))
            if isinstance(item, Reason) and item.text in lifts and not isinstance(test, Unliftable)
            else (item, test)
            for item, test in rows
        ]
        for e in self.effects:
            if e.does is Does.ADD:
                reason = Reason(f'"{e.source}" {FORBIDS_IT}', RULE_FORBIDS)
                if reason.text in lifts:  # a lift that names the rule (18.3 item 2)
                    said = self._said(lifts[reason.text], reason.text)
                    out.append((reason, partial(_lifted, self.weigh, True, said)))
                else:
                    out.append((reason, partial(self._forbids, e)))
        return out

    def lift_measured(self, found: Sequence[Reason]) -> tuple[Reason, ...]:
        """18.3 item 1 for 19.6's end-position reasons (§9's move reasons, as round 4 adds
        them): a lift in force that names one removes it. Each measured report begins with its
        reason's words, then says what was measured."""
        lifts = {e.reason: e for e in self.effects if e.does is Does.LIFT}
        kept: list[Reason] = []
        for reason in found:
            named = next(
                (t for t in lifts if reason.text == t or reason.text.startswith(f"{t} ")), None
            )
            if named is not None and self.weigh(RULE_LIFTS, True):
                self._said(lifts[named], named)()
                continue
            kept.append(reason)
        return tuple(kept)

    def _said(self, e: Effect, reason: str) -> Callable[[], None]:
        """Say, in the trace, which rule lifted ``reason`` (18.6), when it did."""
        where = f" ({e.from_source})" if e.from_source else ""
        return partial(self.note, Reason(f'"{e.source}"{where} lifted "{reason}"', RULE_LIFTS))

    def _forbids(self, e: Effect) -> bool:
        where = f" ({e.from_source})" if e.from_source else ""
        do = e.question.value if e.question else ""
        self.note(Reason(f'"{e.source}"{where} forbids it to {do}', RULE_FORBIDS))
        return self.weigh(RULE_FORBIDS, True)


# What a CHANGE of a key does to the unit a question reads (a characteristic, a keyword, a
# roll's modifier held on the unit), registered by the kind that makes it (core/effect_kinds.py).
UnitChange = Callable[[Unit, Sequence[Effect]], Unit]
_UNIT_CHANGES: dict[str, UnitChange] = {}


def register_change(key: str, apply: UnitChange) -> None:
    """Declare how the CHANGE effects of ``key`` change the unit a question reads."""
    _UNIT_CHANGES[key] = apply


def _lifted(
    weigh: Callable[[RuleRef, bool], bool],
    test: bool | Callable[[], bool],
    said: Callable[[], None] | None = None,
) -> bool:
    """A lifted bar: its test is still asked (its clause weighed), then the effect lifts it
    (and, where it barred, the trace says which rule lifted it)."""
    if weigh(RULE_LIFTS, test() if callable(test) else test) and said is not None:
        said()
    return False


def _weighs_nothing(rule: RuleRef, applies: bool) -> bool:
    return applies


def every_part_has(unit: Unit, parts: set[str]) -> bool:
    """Whether ``parts`` names every part of the attached ``unit`` with models left. A rule
    whose TARGET is `this model` gives its effect to that part only (19.04, as 18.3 item 7 reads
    Fights First), so the unit has it once every such part does: 24.09's Deep Strike (every
    model has the ability) and every lift of a bar on the unit (interpretation 135)."""
    parts = parts - {""}
    if not parts or not unit.parts:
        return False
    alive = [p.name for p in unit.part_facts if p.models > 0] or list(unit.parts)
    return all(part in parts for part in alive)


# The ruling of a game with no effect recorded (most games: asked of every question).
NO_EFFECTS = Ruling((), _weighs_nothing)


def fights_first_effects(ruling: Ruling) -> tuple[Effect, ...]:
    """The effects in force that give the unit Fights First (24.13)."""
    return tuple(
        e for e in ruling.effects if e.does is Does.MODIFY and e.fact == "fights_first" and e.value
    )


# Contract 18.6: --ruleslawyer-coverage counts each kind of 18.2 as a clause ("18 lift a bar"),
# both ways: in force when a question read it, or recorded and not in force then. Filled by
# ``effect_kinds.register``.
KIND_CLAUSES: dict[str, RuleRef] = {}


# 18.2 `<state>`s that say "this turn" (`having made a <move> move this turn`, `having been set
# up on the battlefield this turn`, `having remained stationary this turn`): an effect in force
# makes the unit count so in the turn the question is asked, whenever the rule came into force
# (a rule WHEN `always` in every turn).
THIS_TURN_FACTS = frozenset({"moves", "set_up", "stationary"})


def ruling(
    recorded: Iterable[Effect],
    now: Moment,
    unit: Unit,
    question: Question | None,
    weigh: Callable[[RuleRef, bool], bool],
    note: Callable[[Reason], None] | None = None,
    move: str = "",
) -> Ruling:
    """The effects in force at ``now`` on ``unit`` for ``question`` (a MODIFY whatever the
    question): the one place the questions consult them. ``move``: for Question.MOVE, the move
    type asked about; a lift or bar that names another move type is not consulted (18.2:
    `make a <move> move` takes "the §9 and §14 reasons of that move type")."""
    mine = [e for e in recorded if e.unit == unit.name]
    found = []
    auras: set[tuple[str, str]] = set()
    # Built only when a CONDITION reads it (most effects have none).
    as_counted: Unit | None = None
    for e in mine:
        if not (e.does in (Does.MODIFY, Does.CHANGE) or e.question is question):
            continue
        if e.move and e.move != move:
            continue
        live = in_force(e, now, unit.player)
        if live and e.condition is not None:
            if as_counted is None:
                as_counted = _as_counted(mine, now, unit)
            live = e.condition.holds(as_counted, now)
        if live and e.aura:  # 22.01: the same aura from a second source adds nothing
            live = (e.source, e.words) not in auras
            auras.add((e.source, e.words))
        counted = KIND_CLAUSES.get(e.kind)
        if counted is not None:
            weigh(counted, live)
        if live:
            this_turn = e.does is Does.CHANGE and e.fact in THIS_TURN_FACTS
            found.append(replace(e, moment=now) if this_turn else e)
    return Ruling(_whole_unit_lifts(found, unit), weigh, note or _no_note)


def _whole_unit_lifts(found: Sequence[Effect], unit: Unit) -> tuple[Effect, ...]:
    """19.04: a rule whose TARGET is `this model` (an enhancement, wargear) applies to that
    part's models only, so in an attached unit its lift of a bar on the unit (declaring a
    charge, starting an Action, being targeted) lifts it only once every part with models left
    has that lift, as 24.09 reads Deep Strike (interpretation 93; interpretation 135)."""
    if not unit.parts:
        return tuple(found)
    covered: dict[str | None, set[str]] = {}
    for e in found:
        if e.does is Does.LIFT and e.part:
            covered.setdefault(e.reason, set()).add(e.part)
    return tuple(
        e
        for e in found
        if not (e.does is Does.LIFT and e.part) or every_part_has(unit, covered[e.reason])
    )


def _as_counted(recorded: Iterable[Effect], now: Moment, unit: Unit) -> Unit:
    """18.3 item 6 (Counts as): the unit with the keywords the `count as` effects in force make
    it have, which every other CONDITION, and a TARGET's keyword, reads; and with the areas
    they make it count as within or not (so a CONDITION on an area, or on the range of a terrain
    objective or a marker stated as an area, 14.02, reads them too). 18.3 item 3 (Rules
    Appendix, Half-strength): and with its W as the rules in force modify it, which a CONDITION
    on a single model's half-strength reads; and with its OC as they modify it (battle-shock
    aside, 01.07), which 18.3 item 1 reads: a lift of `it is battle-shocked` for starting
    Actions lifts `its OC is 0 or -` only where the OC would not be 0 or '-' without the
    battle-shock. And, as 18.3 item 6 says `count as` changes the
    fact for every rule that reads it, with the moves and the states (battle-shocked, engaged)
    they make it count as having, which `it made a <move> move this turn`, `it is [not]
    battle-shocked` and `it is [not] engaged` read (of two opposite, the later wins). Their own
    CONDITIONs read the unit as stored."""
    stored = unit

    def live(e: Effect) -> bool:
        return (
            e.unit == stored.name
            and in_force(e, now, stored.player)
            and (e.condition is None or e.condition.holds(stored, now))
        )

    states = {
        e.fact: e.value
        for e in recorded
        if e.does is Does.MODIFY and e.fact in COUNTED_STATES and live(e)
    }
    if states:
        unit = reading.copy(unit, **states)
    for key in (KEYWORD_CHANGE, W_CHANGE, WITHIN_CHANGE, OC_CHANGE, MOVES_CHANGE):
        found = [e for e in recorded if e.does is Does.CHANGE and e.fact == key and live(e)]
        if key in THIS_TURN_FACTS:  # "this turn": the turn asked about, as ruling() reads it
            found = [replace(e, moment=now) for e in found]
        apply = _UNIT_CHANGES.get(key)
        if found and apply is not None:
            unit = apply(unit, found)
    return unit


def condition_holds(recorded: Iterable[Effect], effect: Effect, now: Moment, unit: Unit) -> bool:
    """Whether ``effect``'s CONDITION (contract 18.1) holds now for ``unit``, read as
    :func:`ruling` reads it: of the unit with the keywords and W the rules in force give it
    (18.3 items 3 and 6). The one reading ``is in force`` (18.5) shares with the verdicts."""
    if effect.condition is None:
        return True
    return effect.condition.holds(_as_counted(list(recorded), now, unit), now)


# The key of the `count as having the keyword` changes (core/effect_vocabulary.py).
KEYWORD_CHANGE = "keyword"
# The key of the W changes (core/effect_vocabulary.py).
W_CHANGE = "W"
# The key of the OC changes (core/effect_vocabulary.py).
OC_CHANGE = "OC"
# The key of the `count as [not] within <area>` changes (core/effect_vocabulary.py).
WITHIN_CHANGE = "within"
# The key of the `count as [not] having made a <move> move this turn` changes.
MOVES_CHANGE = "moves"
# The Unit facts a `count as [not] <state>` sets (core/effect_vocabulary.py STATES).
COUNTED_STATES = frozenset({"battle_shocked", "engaged"})


@dataclass(frozen=True)
class RuleSpent:
    """A rule always in force was used (18.1 RESTRICTIONS): an event only its effect allowed
    happened; ``player`` is its owner. ``holder`` and ``holder_part``: the unit (and part of an
    attached unit) whose rule it is, "" for a player's or a mission rule: the same ability on
    two units is two rules (contract 18.1, Names), each with its own uses."""

    moment: Moment
    source: str
    player: str | None
    restriction: str
    holder: str = ""
    holder_part: str = ""


_WINDOWS: dict[str, Callable[[Moment], object]] = {
    "once per phase": lambda m: m.phase_key,
    "once per turn": lambda m: m.turn_key,
    "once per battle round": lambda m: m.battle_round,
    "once per battle": lambda m: 0,
}


def spent(effect: Effect, now: Moment, used: Sequence[RuleSpent]) -> bool:
    """Whether ``effect``'s rule is used up now: its restriction has not reset since a use."""
    if not effect.restriction or not used:
        return False
    window = _WINDOWS.get(effect.restriction)
    return window is not None and any(
        r.source == effect.source
        and r.player == effect.owner
        and (r.holder, r.holder_part) == (effect.holder, effect.holder_part)
        and window(r.moment) == window(now)
        for r in used
    )


def _no_note(reason: Reason) -> None:
    """A ruling asked where nothing is traced."""


__all__ = [
    "NO_EFFECTS",
    "RULE_FORBIDS",
    "RULE_RESTRICTED",
    "Condition",
    "Does",
    "Effect",
    "RuleSpent",
    "Ruling",
    "Until",
    "condition_holds",
    "effect",
    "in_force",
    "register_change",
    "ruling",
    "spent",
]
