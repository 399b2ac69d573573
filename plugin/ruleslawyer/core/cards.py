"""Mission cards that score (contract §20.2): a card's awards, written as award rows, and what
they score at the mission consult of an end step (07.02, 07.03, 08.05).

An award row has a moment (`scores at`, with an optional battle-round window), an optional
condition (`if`), its VP (or VP for each counted thing, `for each`), an optional battle total
(`at most`), an optional tier (of the rows sharing one, only the highest-scoring scores) and an
optional mode (the row scores only for a card held as a Fixed or a Tactical mission). The rows
are parsed once, when the card is given; a row no form states is an input error naming it.

What a condition reads is a :class:`Facts` snapshot the game builds at the consult: the last
determination of control, control at the start of the turn, the units destroyed this turn and
the previous turn, and the Actions completed this turn.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from .clock import Moment
from .errors import RulesInputError, closest
from .references import Reason, RuleRef, clause

if TYPE_CHECKING:  # triggers.py imports objectives.py, which holds the card book
    from .triggers import Trigger

CARD_SCORES = clause("07.02", "Player Turns", "a mission card's award scores at its moment")
CARD_WINDOW = clause("07.02", "Player Turns", "an award scores only in its battle rounds")
CARD_MODE = clause("07.02", "Player Turns", "an award scores only for a card held in its mode")
CARD_TIER = clause("07.02", "Player Turns", "of an award's tier, only the highest scores")
CARD_AT_MOST = clause("07.02", "Player Turns", "an award scores at most its battle total")
CAP_ROUND = clause("07.02", "Player Turns", "VP caps: per battle round, per category")
CAP_BATTLE = clause("07.02", "Player Turns", "VP caps: per battle, per category")
CAP_FIXED = clause("07.02", "Player Turns", "VP caps: per Fixed secondary card")
END_OF_BATTLE_NO_ROUND_CAP = clause(
    "07.03", "End of Battle Round", "end-of-battle awards: no per-battle-round cap"
)
UNIT_DESTROYED = clause(
    "Appendix", "Destroyed", "a unit is destroyed when its last model is destroyed"
)


def card_key(name: str) -> str:
    """Card names match ignoring case, spaces and punctuation (contract §20.2)."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


class Category(enum.Enum):
    PRIMARY = "primary"
    SECONDARY = "secondary"


class Mode(enum.Enum):
    FIXED = "Fixed"
    TACTICAL = "Tactical"


@dataclass(frozen=True)
class Count:
    """`<n> or more`, `exactly <n>`, `<n1> to <n2>` or `no`."""

    low: int
    high: int | None

    def holds(self, n: int) -> bool:
        return n >= self.low and (self.high is None or n <= self.high)

    @property
    def text(self) -> str:
        if self.high == 0:
            return "no"
        if self.high is None:
            return f"{self.low} or more"
        if self.high == self.low:
            return f"exactly {self.low}"
        return f"{self.low} to {self.high}"


COUNT = r"(?P<count>no|exactly \d+|\d+ or more|\d+ to \d+)"


def parse_count(text: str) -> Count:
    text = text.strip().lower()
    if text == "no":
        return Count(0, 0)
    if text.startswith("exactly "):
        n = int(text.split()[1])
        return Count(n, n)
    if text.endswith(" or more"):
        return Count(int(text.split()[0]), None)
    low, high = text.split(" to ")
    return Count(int(low), int(high))


@dataclass(frozen=True)
class Destruction:
    """A unit destroyed (its last model), with what cards ask of it."""

    moment: Moment
    unit: str
    player: str
    models: int  # the models destroyed with it
    characters: int  # of them, CHARACTER models
    w: int  # the W of its models
    starting_strength: int
    started_within: frozenset[str]  # area keys it was within at the start of the turn
    by: str | None = None
    by_within: frozenset[str] = frozenset()  # area keys the destroying unit was within


@dataclass(frozen=True)
class Facts:
    """What the conditions of one holder's awards read at one consult."""

    holder: str
    control: Mapping[str, str | None]  # objective key -> controller (the last determination)
    start_control: Mapping[str, str | None]  # ... at the start of the turn
    home: Mapping[str, str | None]  # objective key -> whose home objective
    roles: Mapping[str, frozenset[str]]  # objective key -> role names (central, expansion)
    names: Mapping[str, str]  # objective key -> as written
    this_turn: Sequence[Destruction]
    previous_turn: Sequence[Destruction]
    characters_left: int  # CHARACTER models the holder's opponent has left
    completed: Sequence[tuple[str, str]]  # (player, action key) completed this turn
    area_key: Callable[[str], str]
    # (target key, tag) the holder's tags: an area key, or 'unit:<name>' for a unit; and those
    # set this turn.
    tagged: frozenset[tuple[str, str]] = frozenset()
    tagged_now: frozenset[tuple[str, str]] = frozenset()
    area_within: Callable[[str, str], bool | None] = lambda inner, outer: None
    enemy_within: Sequence[frozenset[str]] = ()  # each enemy unit on the battlefield: its areas
    terrain: frozenset[str] = frozenset()  # the keys of the terrain areas

    def own(self, area: str) -> str:
        """An area of a row: `your X` is the holder's, `your opponent's X` the opponent's."""
        key = self.area_key(area)
        if key.startswith("your opponent's "):
            return f"player {self.opponent.lower()}'s {key[16:]}"
        if key.startswith("your "):
            return f"player {self.holder.lower()}'s {key[5:]}"
        return key

    def lies_within(self, key: str, area: str) -> bool:
        """Whether the objective or area ``key`` lies within ``area`` (stated, 3's area form)."""
        outer = self.own(area)
        return key == outer or bool(self.area_within(self.names.get(key, key), outer))

    @property
    def opponent(self) -> str:
        return "B" if self.holder == "A" else "A"

    def held(self, key: str) -> bool:
        return self.control.get(key) == self.holder

    def objectives_held(self, filters: Sequence[str]) -> list[str]:
        found = []
        for key in self.control:
            if not self.held(key):
                continue
            if "not-home" in filters and self.home.get(key) == self.holder:
                continue
            if "new" in filters and self.start_control.get(key) == self.holder:
                continue
            if "central" in filters and "central" not in self.roles.get(key, frozenset()):
                continue
            if "expansion" in filters and "expansion" not in self.roles.get(key, frozenset()):
                continue
            areas = [f[7:] for f in filters if f.startswith("within:")]
            if any(not self.lies_within(key, area) for area in areas):
                continue
            found.append(key)
        return found

    def enemy_destroyed(self, filters: Sequence[str], previous: bool = False) -> list[Destruction]:
        pool = self.previous_turn if previous else self.this_turn
        side = self.holder if previous else self.opponent
        found = []
        for d in pool:
            if d.player != side:
                continue
            if "started-in-range" in filters and not (d.started_within & set(self.control)):
                continue
            if "started-in-range-central" in filters and not any(
                "central" in self.roles.get(k, frozenset()) for k in d.started_within
            ):
                continue
            if "by-in-range" in filters and not (d.by_within & set(self.control)):
                continue
            if "started-in-terrain" in filters and not (d.started_within & self.terrain):
                continue
            tag = next((f[17:] for f in filters if f.startswith("started-in-tagged:")), None)
            if tag and not any((k, tag) in self.tagged for k in d.started_within & self.terrain):
                continue
            strength = next((f for f in filters if f.startswith("strength:")), None)
            if strength and d.starting_strength < int(strength.split(":")[1]):
                continue
            found.append(d)
        return found


# -- conditions and counted things ----------------------------------------------------------------
OBJ_FILTERS = (
    (" that are not your home objective", "not-home"),
    (" that is not your home objective", "not-home"),
    (" that you did not control at the start of the turn", "new"),
)
UNIT_FILTERS = (
    (" that started the turn within range of an objective", "started-in-range"),
    (" that started the turn within range of a central objective", "started-in-range-central"),
    (" by a friendly unit within range of an objective", "by-in-range"),
    (" that started the turn within a terrain area", "started-in-terrain"),
)


UNIT_PATTERNS = (
    (r" that started the turn within a terrain area that is (\w+) by you$", "started-in-tagged:"),
)
OBJ_PATTERNS = ((r" within (?!range\b)(.+)$", "within:"),)


def _split_filters(
    text: str,
    table: tuple[tuple[str, str], ...],
    patterns: tuple[tuple[str, str], ...] = (),
) -> tuple[str, list[str]]:
    found: list[str] = []
    changed = True
    while changed:
        changed = False
        for words, name in table:
            if text.endswith(words):
                text = text[: -len(words)]
                found.append(name)
                changed = True
        for pattern, prefix in patterns:
            m = re.search(pattern, text)
            if m:
                text = text[: m.start()]
                found.append(prefix + m[1])
                changed = True
    return text, found


Reader = Callable[[Facts], tuple[int, str]]  # a count and what it counted, in words


def _objective_named(text: str) -> Callable[[Facts], str | None]:
    """`your home objective`, `your opponent's home objective` or a named objective."""

    def key(facts: Facts) -> str | None:
        if text == "your home objective":
            return next((k for k, p in facts.home.items() if p == facts.holder), None)
        if text == "your opponent's home objective":
            return next((k for k, p in facts.home.items() if p == facts.opponent), None)
        return facts.area_key(text)

    return key


def _held_reader(filters: list[str]) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        held = facts.objectives_held(filters)
        return len(held), "objectives held: " + (", ".join(facts.names[k] for k in held) or "none")

    return read


def _destroyed_reader(filters: list[str]) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = facts.enemy_destroyed(filters)
        names = ", ".join(d.unit for d in found) or "none"
        return len(found), f"enemy units destroyed this turn: {names}"

    return read


def _characters_reader(w_min: int) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        n = sum(d.characters for d in facts.enemy_destroyed(()) if d.w >= w_min)
        return n, f"enemy CHARACTER models destroyed this turn (W {w_min}+): {n}"

    return read


def _models_w_reader(w_min: int) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        n = sum(d.models for d in facts.enemy_destroyed(()) if d.w >= w_min)
        return n, f"enemy models with W {w_min}+ destroyed this turn: {n}"

    return read


def _actions_reader(action: str) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        key = facts.area_key(action)
        n = sum(1 for p, a in facts.completed if p == facts.holder and a == key)
        return n, f'"{action}" Actions completed by your units this turn: {n}'

    return read


def _tagged_objectives_reader(tag: str, areas: list[str]) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = [
            k
            for k in facts.names
            if (k, tag) in facts.tagged and all(facts.lies_within(k, a) for a in areas)
        ]
        names = ", ".join(facts.names[k] for k in found) or "none"
        return len(found), f"objectives {tag} by you: {names}"

    return read


def _tagged_terrain_reader(tag: str, objective_only: bool) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = sorted(
            k
            for k, t in facts.tagged_now
            if t == tag and not k.startswith("unit:") and (not objective_only or k in facts.names)
        )
        return len(found), f"terrain areas {tag} by you this turn: {', '.join(found) or 'none'}"

    return read


def _tagged_units_reader(tag: str) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = sorted(k[5:] for k, t in facts.tagged if t == tag and k.startswith("unit:"))
        return len(found), f"enemy units {tag} by you: {', '.join(found) or 'none'}"

    return read


def _tagged_left(tag: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        gone = [d.unit for d in facts.this_turn if (f"unit:{d.unit}", tag) in facts.tagged]
        said = ", ".join(gone) or "none"
        return bool(gone), f"enemy units {tag} by you that left the battlefield this turn: {said}"

    return test


def _home_tagged(tag: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        key = next((k for k, p in facts.home.items() if p == facts.opponent), None)
        found = key is not None and (key, tag) in facts.tagged
        return found, f"your opponent's home objective is {'' if found else 'not '}{tag} by you"

    return test


def _no_enemy_within(area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        key = facts.own(area)
        inside = sum(1 for areas in facts.enemy_within if key in areas)
        return inside == 0, f"{inside} enemy units within {area}"

    return test


def parse_counted(text: str) -> Reader:
    """A counted thing (`for each`)."""
    low = text.strip()
    rest, filters = _split_filters(low, OBJ_FILTERS, OBJ_PATTERNS)
    if rest == "objective you control":
        return _held_reader(filters)
    m = re.fullmatch(
        r"enemy unit destroyed this turn(?: with a starting strength of (\d+) or more)?"
        r"(?P<rest>.*)",
        low,
    )
    if m:
        tail, unit_filters = _split_filters(m["rest"], UNIT_FILTERS, UNIT_PATTERNS)
        if not tail:
            if m[1]:
                unit_filters.append(f"strength:{m[1]}")
            return _destroyed_reader(unit_filters)
    m = re.fullmatch(r"enemy CHARACTER model destroyed this turn(?: with W (\d+) or more)?", low)
    if m:
        return _characters_reader(int(m[1] or 0))
    m = re.fullmatch(r"enemy model with W (\d+) or more destroyed this turn", low)
    if m:
        return _models_w_reader(int(m[1]))
    m = re.fullmatch(r'"(.+)" Action completed by your units this turn', low)
    if m:
        return _actions_reader(m[1])
    m = re.fullmatch(r"objective that is (\w+) by you(?: within (.+))?", low)
    if m:
        return _tagged_objectives_reader(m[1], [m[2]] if m[2] else [])
    m = re.fullmatch(r"terrain area (\w+) by you this turn( that is an objective)?", low)
    if m:
        return _tagged_terrain_reader(m[1], bool(m[2]))
    raise _unknown("for each", text, COUNTED_FORMS)


Test = Callable[[Facts], tuple[bool, str]]


def _counted_test(count: Count, read: Reader) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        n, said = read(facts)
        return count.holds(n), f"{said} ({count.text} wanted)"

    return test


def _controls_named(name: str) -> Test:
    key_of = _objective_named(name)

    def test(facts: Facts) -> tuple[bool, str]:
        key = key_of(facts)
        held = key is not None and facts.held(key)
        return held, f"you {'control' if held else 'do not control'} {name}"

    return test


def _more_than_opponent(facts: Facts) -> tuple[bool, str]:
    mine = sum(1 for p in facts.control.values() if p == facts.holder)
    theirs = sum(1 for p in facts.control.values() if p == facts.opponent)
    return mine > theirs, f"you control {mine} objectives, your opponent {theirs}"


def _more_destroyed(facts: Facts) -> tuple[bool, str]:
    now = len(facts.enemy_destroyed(()))
    before = len(facts.enemy_destroyed((), previous=True))
    return now > before, f"{now} enemy units destroyed this turn, {before} friendly last turn"


def _every_character(facts: Facts) -> tuple[bool, str]:
    left = facts.characters_left
    return left == 0, f"the enemy has {left} CHARACTER models left"


def parse_condition(text: str) -> Test:
    """One condition (`if`), in the forms of contract §20.2 that the core weighs."""
    low = text.strip()
    m = re.fullmatch(
        rf"you control {COUNT} (?P<kind>central |expansion )?objectives?(?P<rest>.*)", low
    )
    if m:
        rest, filters = _split_filters(m["rest"], OBJ_FILTERS, OBJ_PATTERNS)
        if not rest:
            if m["kind"]:
                filters.append(m["kind"].strip())
            return _counted_test(parse_count(m["count"]), _held_reader(filters))
    if low == "you control more objectives than your opponent":
        return _more_than_opponent
    m = re.fullmatch(r"you control (?P<what>.+)", low)
    if m and not re.match(COUNT, m["what"]):
        return _controls_named(m["what"])
    m = re.fullmatch(rf"{COUNT} enemy units? (?:was|were) destroyed this turn(?P<rest>.*)", low)
    if m:
        rest, filters = _split_filters(m["rest"], UNIT_FILTERS, UNIT_PATTERNS)
        if not rest:
            return _counted_test(parse_count(m["count"]), _destroyed_reader(filters))
    if low == "more enemy units were destroyed this turn than friendly units in the previous turn":
        return _more_destroyed
    m = re.fullmatch(rf"{COUNT} enemy CHARACTER models? (?:was|were) destroyed this turn", low)
    if m:
        return _counted_test(parse_count(m["count"]), _characters_reader(0))
    if low == "every enemy CHARACTER model has been destroyed":
        return _every_character
    m = re.fullmatch(
        rf"{COUNT} enemy models? with W (\d+) or more (?:was|were) destroyed this turn", low
    )
    if m:
        return _counted_test(parse_count(m["count"]), _models_w_reader(int(m[2])))
    m = re.fullmatch(
        rf'{COUNT} "(.+)" Actions? (?:was|were) completed by your units this turn', low
    )
    if m:
        return _counted_test(parse_count(m["count"]), _actions_reader(m[2]))
    m = re.fullmatch(rf"{COUNT} objectives? (?:is|are) (\w+) by you", low)
    if m:
        return _counted_test(parse_count(m["count"]), _tagged_objectives_reader(m[2], []))
    m = re.fullmatch(r"your opponent's home objective is (\w+) by you", low)
    if m:
        return _home_tagged(m[1])
    m = re.fullmatch(rf"{COUNT} enemy units? (?:is|are) (\w+) by you", low)
    if m:
        return _counted_test(parse_count(m["count"]), _tagged_units_reader(m[2]))
    m = re.fullmatch(r"an enemy unit that is (\w+) by you left the battlefield this turn", low)
    if m:
        return _tagged_left(m[1])
    m = re.fullmatch(r"no enemy unit is within (your deployment zone|.+)", low)
    if m:
        return _no_enemy_within(m[1])
    raise _unknown("if", text, CONDITION_FORMS)


CONDITION_FORMS: tuple[str, ...] = (
    "you control 2 or more objectives",
    "you control 1 or more objectives that are not your home objective",
    "you control 1 or more objectives that you did not control at the start of the turn",
    "you control 1 or more central objectives",
    "you control your home objective",
    "you control your opponent's home objective",
    "you control more objectives than your opponent",
    "1 or more enemy units were destroyed this turn",
    "1 or more enemy units were destroyed this turn that started the turn within range of an "
    "objective",
    "1 or more enemy units were destroyed this turn by a friendly unit within range of an "
    "objective",
    "more enemy units were destroyed this turn than friendly units in the previous turn",
    "1 or more enemy CHARACTER models were destroyed this turn",
    "every enemy CHARACTER model has been destroyed",
    "1 or more enemy models with W 10 or more were destroyed this turn",
    '1 or more "Sabotage" Actions were completed by your units this turn',
    "you control 2 or more objectives within No Man's Land",
    "1 or more enemy units were destroyed this turn that started the turn within a terrain area",
    "1 or more enemy units were destroyed this turn that started the turn within a terrain area "
    "that is trapped by you",
    "3 or more objectives are consecrated by you",
    "your opponent's home objective is consecrated by you",
    "1 or more enemy units are surveilled by you",
    "an enemy unit that is condemned by you left the battlefield this turn",
    "no enemy unit is within your deployment zone",
)
COUNTED_FORMS: tuple[str, ...] = (
    "objective you control",
    "objective you control that is not your home objective",
    "objective you control that you did not control at the start of the turn",
    "enemy unit destroyed this turn",
    "enemy unit destroyed this turn that started the turn within range of an objective",
    "enemy unit destroyed this turn with a starting strength of 13 or more",
    "enemy CHARACTER model destroyed this turn",
    "enemy CHARACTER model destroyed this turn with W 4 or more",
    "enemy model with W 10 or more destroyed this turn",
    '"Sabotage" Action completed by your units this turn',
    "objective you control within your opponent's territory",
    "objective that is decoyed by you",
    "objective that is decoyed by you within your opponent's territory",
    "terrain area trapped by you this turn",
    "terrain area trapped by you this turn that is an objective",
)


def _unknown(column: str, text: str, forms: tuple[str, ...]) -> RulesInputError:
    near = closest(text, forms, cutoff=0.3)
    return RulesInputError(
        f"{column} {text!r} is no award-row form the core weighs (contract §20.2)"
        + (f"; the closest: {near!r}" if near else "")
        + "; see docs/missions.md for the forms and what is not modelled",
        word=text,
        suggestion=repr(near) if near else None,
    )


# -- awards ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Award:
    """One award row, parsed."""

    text: str  # the row as written, for the trace
    at: Trigger
    first_round: int
    last_round: int | None
    vp: int
    tests: tuple[Test, ...] = ()
    any_of: bool = False  # the tests joined by `or`
    each: Reader | None = None
    at_most: int | None = None
    tier: str | None = None
    mode: Mode | None = None

    def in_window(self, battle_round: int) -> bool:
        last = self.last_round
        return battle_round >= self.first_round and (last is None or battle_round <= last)

    def worth(self, facts: Facts) -> tuple[int, str]:
        """What the award scores now, before caps, and why in words."""
        said: list[str] = []
        results = []
        for test in self.tests:
            ok, words = test(facts)
            results.append(ok)
            said.append(words)
        if results and not (any(results) if self.any_of else all(results)):
            return 0, "; ".join(said) + ": the condition does not hold"
        if self.each is not None:
            n, words = self.each(facts)
            said.append(words)
            return self.vp * n, "; ".join(said)
        return self.vp, "; ".join(said) or "no condition"


WINDOW = re.compile(
    r"(?P<at>.+?),? (?:in battle round (?P<one>\d+)|in battle rounds (?P<lo>\d+) to (?P<hi>\d+)"
    r"|from battle round (?P<from>\d+))"
)
OR = r" or (?!more\b)"  # `<n> or more` is a count, not a join
AND = r" and "
COLUMNS = ("scores at", "if", "vp", "for each", "at most", "tier", "mode")


def parse_award(row: Mapping[str, str]) -> Award:
    """One award row (keys: the table's column names, lower case)."""
    from .triggers import Trigger

    unknown = [k for k in row if k not in COLUMNS]
    if unknown:
        near = closest(unknown[0], COLUMNS)
        raise RulesInputError(
            f"{unknown[0]!r} is not an award-row column; the columns: " + ", ".join(COLUMNS),
            word=unknown[0],
            suggestion=repr(near) if near else None,
        )
    at_text = row.get("scores at", "").strip()
    vp_text = row.get("vp", "").strip()
    if not at_text or not vp_text:
        missing = "scores at" if not at_text else "VP"
        raise RulesInputError(f"an award row needs its {missing!r} cell", word=missing)
    if "whichever comes first" in at_text:
        raise RulesInputError(
            f"scores at {at_text!r}: 'whichever comes first' is not modelled yet "
            "(docs/missions.md lists what is not)",
            word="whichever comes first",
        )
    first, last = 1, None
    m = WINDOW.fullmatch(at_text)
    if m:
        at_text = m["at"]
        if m["one"]:
            first = last = int(m["one"])
        elif m["lo"]:
            first, last = int(m["lo"]), int(m["hi"])
        else:
            first = int(m["from"])
    if not vp_text.isdigit():
        raise RulesInputError(f"VP {vp_text!r} is not a whole number of VP", word=vp_text)
    cond = row.get("if", "").strip()
    any_of = re.search(OR, cond) is not None
    parts = [p for p in re.split(OR if any_of else AND, cond) if p] if cond else []
    each = row.get("for each", "").strip()
    at_most = row.get("at most", "").strip()
    if at_most and not re.fullmatch(r"\d+ VP", at_most):
        raise RulesInputError(f"at most {at_most!r}: write '<n> VP'", word=at_most)
    mode_text = row.get("mode", "").strip()
    mode = None
    if mode_text:
        found = {m.value.lower(): m for m in Mode}.get(mode_text.lower())
        if found is None:
            raise RulesInputError(
                f"mode {mode_text!r}: write Fixed or Tactical", word=mode_text, suggestion="Fixed"
            )
        mode = found
    return Award(
        text=" | ".join(f"{k}: {v}" for k, v in row.items() if v.strip()),
        at=Trigger.parse(at_text),
        first_round=first,
        last_round=last,
        vp=int(vp_text),
        tests=tuple(parse_condition(p) for p in parts),
        any_of=any_of,
        each=parse_counted(each) if each else None,
        at_most=int(at_most.split()[0]) if at_most else None,
        tier=row.get("tier", "").strip() or None,
        mode=mode,
    )


@dataclass(frozen=True)
class Card:
    """A mission card a player holds: its awards, its category and the mode it is held in."""

    name: str
    category: Category
    awards: tuple[Award, ...]
    mode: Mode | None = None
    order: int = 0


@dataclass(frozen=True)
class Caps:
    """VP caps by category; None: no cap."""

    per_round: Mapping[Category, int | None]
    per_battle: Mapping[Category, int | None]
    per_fixed_card: int | None = None


NO_CAPS = Caps({c: None for c in Category}, {c: None for c in Category})


@dataclass(frozen=True)
class Scored:
    player: str
    card: str
    category: Category
    battle_round: int | None  # None: earlier in the battle, round not stated
    vp: int
    stated: bool = False  # a Given, not scored in this scenario's When steps
    award: int = -1  # the award's index on its card


@dataclass
class CardBook:
    """The cards each player holds, the caps and what each card scored."""

    held: dict[str, list[Card]] = field(default_factory=lambda: {"A": [], "B": []})
    caps: Caps = NO_CAPS
    scored: list[Scored] = field(default_factory=list)
    ever: set[tuple[str, str]] = field(default_factory=set)  # (player, card key) ever held
    caps_stated: bool = False  # `Given the VP caps:` replaces the loaded caps
    dispositions: dict[str, str] = field(default_factory=dict)  # stated force dispositions

    def give(self, player: str, card: Card) -> None:
        cards = self.held[player]
        cards[:] = [c for c in cards if card_key(c.name) != card_key(card.name)]
        cards.append(card)
        self.ever.add((player, card_key(card.name)))

    def discard(self, player: str, name: str) -> bool:
        cards = self.held[player]
        kept = [c for c in cards if card_key(c.name) != card_key(name)]
        found = len(kept) != len(cards)
        cards[:] = kept
        return found

    def holds(self, player: str, name: str) -> Card | None:
        return next((c for c in self.held[player] if card_key(c.name) == card_key(name)), None)

    def held_ever(self, player: str, name: str) -> bool:
        return (player, card_key(name)) in self.ever

    def total(self, player: str, **match: object) -> int:
        return sum(
            s.vp
            for s in self.scored
            if s.player == player and all(getattr(s, k) == v for k, v in match.items())
        )

    def consult(
        self,
        moment: Moment,
        facts_for: Callable[[str], Facts],
        battle_end: bool,
        weigh: Callable[[RuleRef, bool], bool],
        note: Callable[[Reason], None],
    ) -> list[Scored]:
        """The mission consult of an end step: each holder's cards in the order given, primary
        first, each card's rows in order; tiers settled, then caps (contract §20.2)."""
        found: list[Scored] = []
        for player in ("A", "B"):
            cards = sorted(
                self.held[player], key=lambda c: (c.category is not Category.PRIMARY, c.order)
            )
            facts: Facts | None = None
            for card in cards:
                best: dict[str, tuple[int, int, str]] = {}  # tier -> (vp, index, said)
                worth: list[tuple[int, int, str]] = []
                for index, award in enumerate(card.awards):
                    if award.at.battle_end:
                        fires = battle_end and moment.point is award.at.point
                    else:
                        fires = award.at.fires_at(moment, player)
                    if not fires:
                        continue
                    rnd = moment.battle_round
                    if not weigh(CARD_WINDOW, award.in_window(rnd)):
                        continue
                    if award.mode is not None and not weigh(CARD_MODE, award.mode is card.mode):
                        continue
                    facts = facts or facts_for(player)
                    vp, said = award.worth(facts)
                    if award.tier is not None:
                        kept = best.get(award.tier)
                        if kept is None or vp > kept[0]:
                            best[award.tier] = (vp, index, said)
                        continue
                    worth.append((vp, index, said))
                for kept in best.values():
                    weigh(CARD_TIER, kept[0] > 0)
                    worth.append(kept)
                for vp, index, said in sorted(worth, key=lambda w: w[1]):
                    award = card.awards[index]
                    got = self._capped(player, card, index, award, vp, moment, weigh, battle_end)
                    weigh(CARD_SCORES, got > 0)
                    cut = f" (cut from {vp} by a cap)" if got < vp else ""
                    note(
                        Reason(
                            f'"{card.name}" scores {got} VP for player {player}{cut}: {said}',
                            CARD_SCORES,
                        )
                    )
                    if got or vp:
                        entry = Scored(
                            player, card.name, card.category, moment.battle_round, got, award=index
                        )
                        self.scored.append(entry)
                        found.append(entry)
        return found

    def _capped(
        self,
        player: str,
        card: Card,
        index: int,
        award: Award,
        vp: int,
        moment: Moment,
        weigh: Callable[[RuleRef, bool], bool],
        battle_end: bool,
    ) -> int:
        if award.at_most is not None:
            before = sum(
                s.vp
                for s in self.scored
                if s.player == player and s.card == card.name and s.award == index
            )
            vp = min(vp, max(0, award.at_most - before))
            weigh(CARD_AT_MOST, before + vp >= award.at_most)
        category = card.category
        per_battle = self.caps.per_battle.get(category)
        if per_battle is not None:
            room = max(0, per_battle - self.total(player, category=category))
            weigh(CAP_BATTLE, vp > room)
            vp = min(vp, room)
        per_round = self.caps.per_round.get(category)
        if per_round is not None and not weigh(
            END_OF_BATTLE_NO_ROUND_CAP, battle_end and award.at.battle_end
        ):
            room = max(
                0,
                per_round - self.total(player, category=category, battle_round=moment.battle_round),
            )
            weigh(CAP_ROUND, vp > room)
            vp = min(vp, room)
        if card.mode is Mode.FIXED and self.caps.per_fixed_card is not None:
            room = max(0, self.caps.per_fixed_card - self.total(player, card=card.name))
            weigh(CAP_FIXED, vp > room)
            vp = min(vp, room)
        return vp


class NotLoadable(RulesInputError):
    """A card the data holds whose awards the core cannot state (named, with why)."""
