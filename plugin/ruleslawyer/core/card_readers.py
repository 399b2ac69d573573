"""What the mission-card award forms read (contract §20.2): the tests and counts that the
declarations of core/card_conditions.py build from a row's words, each reading a consult's
:class:`~.card_facts.Facts`."""

from __future__ import annotations

from collections.abc import Callable

from .card_facts import Count, Facts
from .card_forms import Reader, Test
from .errors import RulesInputError, closest


def objective_named(text: str) -> Callable[[Facts], str | None]:
    """`your home objective`, `your opponent's home objective` or a named objective."""

    def key(facts: Facts) -> str | None:
        if text == "your home objective":
            return next((k for k, p in facts.home.items() if p == facts.holder), None)
        if text == "your opponent's home objective":
            return next((k for k, p in facts.home.items() if p == facts.opponent), None)
        return facts.area_key(text)

    return key


def held_reader(filters: list[str]) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        held = facts.objectives_held(filters)
        return len(held), "objectives held: " + (", ".join(facts.names[k] for k in held) or "none")

    return read


def destroyed_reader(filters: list[str]) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = facts.enemy_destroyed(filters)
        names = ", ".join(d.unit for d in found) or "none"
        return len(found), f"enemy units destroyed this turn: {names}"

    return read


def characters_reader(w_min: int) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        n = sum(d.characters for d in facts.enemy_models() if d.w >= w_min)
        return n, f"enemy CHARACTER models destroyed this turn (W {w_min}+): {n}"

    return read


def models_w_reader(w_min: int) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        n = sum(d.models for d in facts.enemy_models() if d.w >= w_min)
        return n, f"enemy models with W {w_min}+ destroyed this turn: {n}"

    return read


def actions_reader(action: str, area: str | None = None) -> Reader:
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


def tagged_objectives_reader(tag: str, areas: list[str]) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = [
            k
            for k in facts.names
            if (k, tag) in facts.tagged and all(facts.lies_within(k, a) for a in areas)
        ]
        names = ", ".join(facts.names[k] for k in found) or "none"
        return len(found), f"objectives {tag} by you: {names}"

    return read


def tagged_terrain_reader(tag: str, objective_only: bool) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = sorted(
            k
            for k, t in facts.tagged_now
            if t == tag and not k.startswith("unit:") and (not objective_only or k in facts.names)
        )
        return len(found), f"terrain areas {tag} by you this turn: {', '.join(found) or 'none'}"

    return read


def tagged_units_reader(tag: str) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        found = sorted(k[5:] for k, t in facts.tagged if t == tag and k.startswith("unit:"))
        return len(found), f"enemy units {tag} by you: {', '.join(found) or 'none'}"

    return read


def tagged_unshielded(count: Count, tag: str) -> Test:
    """`<count> enemy units are <tag> by you and not every one of them is within range of an
    objective that has an operation marker within range` (Surveil the Foe): the markers are the
    opponent's, who shields their own units (docs/interpretations.md)."""
    read = tagged_units_reader(tag)

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


def tagged_left(tag: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        # A unit leaves the battlefield when it is destroyed (its last model, not a model of
        # it) or when it leaves without being destroyed (embarked, into reserves, removed).
        left = [d.unit for d in facts.this_turn if d.whole and d.player == facts.opponent]
        gone = [
            u for u in sorted({*left, *facts.left_this_turn}) if (f"unit:{u}", tag) in facts.tagged
        ]
        said = ", ".join(gone) or "none"
        return bool(gone), f"enemy units {tag} by you that left the battlefield this turn: {said}"

    return test


def home_tagged(tag: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        key = next((k for k, p in facts.home.items() if p == facts.opponent), None)
        found = key is not None and (key, tag) in facts.tagged
        return found, f"your opponent's home objective is {'' if found else 'not '}{tag} by you"

    return test


def no_enemy_within(area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        key = facts.own(area)
        inside = sum(1 for areas in facts.enemy_within if key in areas)
        return inside == 0, f"{inside} enemy units within {area}"

    return test


def markers_test(count: Count, whose: str, near: str | None, alone: bool) -> Test:
    """`you have <count> operation markers on the battlefield` (also `your opponent has`),
    optionally `within range of <objective>`, or, with exactly one, `and a friendly unit and no
    enemy unit are within its terrain area`."""

    def test(facts: Facts) -> tuple[bool, str]:
        player = facts.holder if whose == "you" else facts.opponent
        placed = {k: n for k, n in facts.markers.get(player, {}).items() if n}
        if near is not None:
            target = objective_named(near)(facts)
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


def markers_on_central(facts: Facts) -> tuple[int, str]:
    held = set(facts.objectives_held(["central"]))
    n = sum(c for k, c in facts.markers.get(facts.holder, {}).items() if k in held)
    return n, f"your operation markers within range of a central objective you control: {n}"


def tempting(facts: Facts) -> tuple[bool, str]:
    key = facts.tempting_target
    if key is None:
        return False, "your opponent has selected no tempting target"
    held = facts.held(key)
    name = facts.names.get(key, key)
    return held, f"you {'control' if held else 'do not control'} your tempting target, {name}"


def beacon_out(area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        if facts.beacon is None:
            return False, "your beacon unit is not on the battlefield (or none was selected)"
        inside = facts.own(area) in facts.beacon
        return not inside, f"your beacon unit is {'' if inside else 'not '}within {area}"

    return test


def guarded(facts: Facts) -> tuple[int, str]:
    names = ", ".join(facts.names.get(k, k) for k in sorted(facts.guarded)) or "none"
    return len(facts.guarded), f"objectives guarded by your army: {names}"


def counted_test(count: Count, read: Reader) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        n, said = read(facts)
        return count.holds(n), f"{said} ({count.text} wanted)"

    return test


def controls_named(name: str) -> Test:
    key_of = objective_named(name)

    def test(facts: Facts) -> tuple[bool, str]:
        key = key_of(facts)
        if key is not None and not name.startswith("your ") and key not in facts.names:
            # contract 18.8 and 20.2: a row that names an objective the scenario did not set up
            near = closest(name, facts.names.values())
            raise RulesInputError(
                f"the award row's `if` names {name!r}, which is not an objective of this "
                f"scenario (add: Given {name} is an objective"
                + ("; or count them: you control 2 or more objectives)" if " " in name else ")"),
                word=name,
                suggestion=repr(near) if near else None,
            )
        held = key is not None and facts.held(key)
        return held, f"you {'control' if held else 'do not control'} {name}"

    return test


def more_than_opponent(facts: Facts) -> tuple[bool, str]:
    mine = sum(1 for p in facts.control.values() if p == facts.holder)
    theirs = sum(1 for p in facts.control.values() if p == facts.opponent)
    return mine > theirs, f"you control {mine} objectives, your opponent {theirs}"


def more_destroyed(facts: Facts) -> tuple[bool, str]:
    now = len(facts.enemy_destroyed(()))
    before = len(facts.enemy_destroyed((), previous=True))
    return now > before, f"{now} enemy units destroyed this turn, {before} friendly last turn"


def every_character(facts: Facts) -> tuple[bool, str]:
    """Every enemy CHARACTER model has been destroyed: none is left, and the enemy had one; an
    army that never had a CHARACTER model has had none destroyed (interpretation 98)."""
    left = facts.characters_left
    if not facts.characters_had:
        return False, "the enemy had no CHARACTER model in the battle"
    return left == 0, f"the enemy has {left} CHARACTER models left"
