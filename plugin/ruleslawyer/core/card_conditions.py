"""The conditions (`if`) and counted things (`for each`) of mission-card award rows (contract
§20.2), read of a consult's :class:`~.card_facts.Facts`. Each form is parsed once, when its card
is given; a form the core does not weigh is an input error naming it, with the closest form.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from .card_facts import COUNT, Count, Facts, parse_count
from .card_places import CONDITION_FORMS as PLACE_CONDITION_FORMS
from .card_places import COUNTED_FORMS as PLACE_COUNTED_FORMS
from .card_places import JOINED_WORDS as PLACE_JOINED_WORDS
from .card_places import parse_place_condition, parse_place_counted
from .errors import RulesInputError, closest

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
        n = sum(d.characters for d in facts.enemy_models() if d.w >= w_min)
        return n, f"enemy CHARACTER models destroyed this turn (W {w_min}+): {n}"

    return read


def _models_w_reader(w_min: int) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        n = sum(d.models for d in facts.enemy_models() if d.w >= w_min)
        return n, f"enemy models with W {w_min}+ destroyed this turn: {n}"

    return read


def _actions_reader(action: str, area: str | None = None) -> Reader:
    """Actions completed by the holder's units this turn; with ``area``, only by a unit within
    range of an objective within that area (where the unit stood at the consult)."""

    def near(facts: Facts, areas: frozenset[str]) -> bool:
        return area is None or any(k in facts.names and facts.lies_within(k, area) for k in areas)

    def read(facts: Facts) -> tuple[int, str]:
        key = facts.area_key(action)
        n = sum(
            1
            for p, a, areas in facts.completed
            if p == facts.holder and a == key and near(facts, areas)
        )
        where = f" by a unit within range of an objective within {area}" if area else ""
        return n, f'"{action}" Actions completed by your units this turn{where}: {n}'

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


SHIELDED = (
    " and not every one of them is within range of an objective that has an operation marker "
    "within range"
)


def _tagged_unshielded(count: Count, tag: str) -> Test:
    """`<count> enemy units are <tag> by you and not every one of them is within range of an
    objective that has an operation marker within range` (Surveil the Foe): the markers are the
    opponent's, who shields their own units (docs/interpretations.md)."""
    read = _tagged_units_reader(tag)

    def test(facts: Facts) -> tuple[bool, str]:
        n, said = read(facts)
        if not count.holds(n):
            return False, f"{said} ({count.text} wanted)"
        marked = {k for k, c in facts.markers.get(facts.opponent, {}).items() if c}
        tagged = {k[5:] for k, t in facts.tagged if t == tag and k.startswith("unit:")}
        spots = [s for s in facts.spots if s.name in tagged]
        shielded = [s.name for s in spots if s.within & marked & set(facts.names)]
        every = bool(spots) and len(shielded) == len(spots)
        return (
            not every,
            f"{said}; shielded by an operation marker: {', '.join(shielded) or 'none'}",
        )

    return test


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


def _markers_test(count: Count, whose: str, near: str | None, alone: bool) -> Test:
    """`you have <count> operation markers on the battlefield` (also `your opponent has`),
    optionally `within range of <objective>`, or, with exactly one, `and a friendly unit and no
    enemy unit are within its terrain area`."""

    def test(facts: Facts) -> tuple[bool, str]:
        player = facts.holder if whose == "you" else facts.opponent
        placed = {k: n for k, n in facts.markers.get(player, {}).items() if n}
        if near is not None:
            target = _objective_named(near)(facts)
            placed = {k: n for k, n in placed.items() if k == target}
        total = sum(placed.values())
        said = f"player {player} has {total} operation markers" + (f" near {near}" if near else "")
        if not count.holds(total):
            return False, f"{said} ({count.text} wanted)"
        if alone:
            area = next(iter(placed), None)
            ours = area is not None and any(area in a for a in facts.friendly_within)
            theirs = area is not None and any(area in a for a in facts.enemy_within)
            said += f"; in its terrain area: friendly {ours}, enemy {theirs}"
            return ours and not theirs, said
        return True, said

    return test


def _markers_on_central(facts: Facts) -> tuple[int, str]:
    held = set(facts.objectives_held(["central"]))
    n = sum(c for k, c in facts.markers.get(facts.holder, {}).items() if k in held)
    return n, f"your operation markers within range of a central objective you control: {n}"


MARKERS = re.compile(
    rf"(?P<whose>you have|your opponent has) {COUNT} operation markers? on the battlefield"
    r"(?: within range of (?P<near>.+?))?(?P<alone> and a friendly unit and no enemy unit are "
    r"within its terrain area)?"
)
# Words of one condition that hold ` and `: kept whole when a row's conditions are split.
JOINED_WORDS = (
    " and a friendly unit and no enemy unit are within its terrain area",
    " on the battlefield and not within ",
    SHIELDED,
    *PLACE_JOINED_WORDS,
)


def _tempting(facts: Facts) -> tuple[bool, str]:
    key = facts.tempting_target
    if key is None:
        return False, "your opponent has selected no tempting target"
    held = facts.held(key)
    name = facts.names.get(key, key)
    return held, f"you {'control' if held else 'do not control'} your tempting target, {name}"


def _beacon_out(area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        if facts.beacon is None:
            return False, "your beacon unit is not on the battlefield (or none was selected)"
        inside = facts.own(area) in facts.beacon
        return not inside, f"your beacon unit is {'' if inside else 'not '}within {area}"

    return test


def _guarded(facts: Facts) -> tuple[int, str]:
    names = ", ".join(facts.names.get(k, k) for k in sorted(facts.guarded)) or "none"
    return len(facts.guarded), f"objectives guarded by your army: {names}"


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
    m = re.fullmatch(
        r'"(.+)" Action completed by your units this turn'
        r"(?: by a unit within range of an objective within (.+))?",
        low,
    )
    if m:
        return _actions_reader(m[1], m[2])
    place = parse_place_counted(low)
    if place is not None:
        return place
    if low == "objective guarded by your army":
        return _guarded
    if low == "operation marker of yours within range of a central objective you control":
        return _markers_on_central
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
    place = parse_place_condition(low)
    if place is not None:
        return place
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
    if low == "you control your tempting target":
        return _tempting
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
    m = re.fullmatch(rf"{COUNT} enemy units? (?:is|are) (\w+) by you{SHIELDED}", low)
    if m:
        return _tagged_unshielded(parse_count(m["count"]), m[2])
    m = re.fullmatch(rf"{COUNT} enemy units? (?:is|are) (\w+) by you", low)
    if m:
        return _counted_test(parse_count(m["count"]), _tagged_units_reader(m[2]))
    m = re.fullmatch(r"an enemy unit that is (\w+) by you left the battlefield this turn", low)
    if m:
        return _tagged_left(m[1])
    m = re.fullmatch(r"your beacon unit is on the battlefield and not within (.+)", low)
    if m:
        return _beacon_out(m[1])

    m = MARKERS.fullmatch(low)
    if m:
        whose = "you" if m["whose"] == "you have" else "opponent"
        return _markers_test(parse_count(m["count"]), whose, m["near"], bool(m["alone"]))
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
    "you have 3 or more operation markers on the battlefield",
    "you have 1 or more operation markers on the battlefield within range of your opponent's "
    "home objective",
    "your opponent has no operation markers on the battlefield",
    "you have exactly 1 operation marker on the battlefield and a friendly unit and no enemy "
    "unit are within its terrain area",
    "your beacon unit is on the battlefield and not within your deployment zone",
    "you control your tempting target",
    "you control 1 or more expansion objectives",
    *PLACE_CONDITION_FORMS,
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
    "operation marker of yours within range of a central objective you control",
    "objective guarded by your army",
    '"Sabotage" Action completed by your units this turn by a unit within range of an objective '
    "within your opponent's territory",
    *PLACE_COUNTED_FORMS,
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
