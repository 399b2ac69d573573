"""The conditions (`if`) and counted things (`for each`) of mission-card award rows (contract
§20.2), read of a consult's :class:`~.card_facts.Facts`, each form declared once
(core/card_forms.py; those that read where units stand in core/card_places.py, declared first).
Each form is parsed once, when its card is given; a form the core does not weigh is an input
error listing the forms, with the closest.
"""

from __future__ import annotations

from collections.abc import Callable

from . import card_places as _places  # noqa: F401  (its forms are read first)
from .card_facts import Count, Facts
from .card_forms import Part, Read, Reader, Test, card_form, joined_words, parse

__all__ = ["Reader", "Test", "joined_words", "parse_condition", "parse_counted"]


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


# -- the forms, declared (core/card_forms.py), in the order a row is read by -------------------
def _count_of(reader: Callable[[Read], Reader]) -> Callable[[Read], Test]:
    """A condition `<count> <things>`: the count the row wants of what ``reader`` counts."""
    return lambda read: _counted_test(read["count"], reader(read))


def _held(*kind: str) -> Callable[[Read], Reader]:
    return lambda read: _held_reader([*read.filters, *kind])


HELD = ("control", "home", "start_control", "roles", "names", "area_within")
DESTROYED = ("this_turn", "terrain", "tagged", "roles", "control")
TAGS = ("tagged", "names")

# Clauses of the objectives counted, and of the enemy units destroyed.
card_form(
    Part.OBJECTIVES,
    " that {are|is} not your home objective",
    "not your home objective",
    lambda read: "not-home",
    reads=("home",),
)
card_form(
    Part.OBJECTIVES,
    " that you did not control at the start of the turn",
    "not controlled at the start of the turn",
    lambda read: "new",
    reads=("start_control",),
)
card_form(
    Part.OBJECTIVES,
    " within <area>",
    "within the area",
    lambda read: f"within:{read['area']}",
    reads=("names", "area_key", "area_within"),
)
card_form(
    Part.DESTROYED,
    " that started the turn within range of an objective",
    "started the turn within range of an objective",
    lambda read: "started-in-range",
    reads=("control",),
)
card_form(
    Part.DESTROYED,
    " that started the turn within range of a central objective",
    "started the turn within range of a central objective",
    lambda read: "started-in-range-central",
    reads=("roles",),
)
card_form(
    Part.DESTROYED,
    " by a friendly unit within range of an objective",
    "destroyed by a friendly unit within range of an objective",
    lambda read: "by-in-range",
    reads=("control",),
)
card_form(
    Part.DESTROYED,
    " that started the turn within a terrain area",
    "started the turn within a terrain area",
    lambda read: "started-in-terrain",
    reads=("terrain",),
)
card_form(
    Part.DESTROYED,
    " that started the turn within a terrain area that is <tag> by you",
    "started the turn within a terrain area you tagged",
    lambda read: f"started-in-tagged:{read['tag']}",
    reads=("terrain", "tagged"),
)

# Conditions (`if`).
card_form(
    Part.CONDITION,
    "you control <count> objective(s)",
    "the objectives you control",
    _count_of(_held()),
    reads=HELD,
    clauses=Part.OBJECTIVES,
    examples=(
        "you control 2 or more objectives",
        "you control 1 or more objectives that are not your home objective",
        "you control 1 or more objectives that you did not control at the start of the turn",
        "you control 2 or more objectives within No Man's Land",
    ),
)
card_form(
    Part.CONDITION,
    "you control <count> central objective(s)",
    "the central objectives you control",
    _count_of(_held("central")),
    reads=HELD,
    clauses=Part.OBJECTIVES,
    examples=("you control 1 or more central objectives",),
)
card_form(
    Part.CONDITION,
    "you control <count> expansion objective(s)",
    "the expansion objectives you control",
    _count_of(_held("expansion")),
    reads=HELD,
    clauses=Part.OBJECTIVES,
    examples=("you control 1 or more expansion objectives",),
)
card_form(
    Part.CONDITION,
    "you control more objectives than your opponent",
    "the objectives each player controls",
    lambda read: _more_than_opponent,
    reads=("control",),
)
card_form(
    Part.CONDITION,
    "you control your tempting target",
    "whether you control your tempting target",
    lambda read: _tempting,
    reads=("tempting_target", "control", "names"),
)
card_form(
    Part.CONDITION,
    "you control <objective>",
    "whether you control the objective",
    lambda read: _controls_named(read["objective"]),
    reads=("control", "home", "area_key"),
    examples=("you control your home objective", "you control your opponent's home objective"),
)
card_form(
    Part.CONDITION,
    "<count> enemy unit(s) {was|were} destroyed this turn",
    "the enemy units destroyed this turn",
    _count_of(lambda read: _destroyed_reader(read.filters)),
    reads=DESTROYED,
    clauses=Part.DESTROYED,
    examples=(
        "1 or more enemy units were destroyed this turn",
        "1 or more enemy units were destroyed this turn that started the turn within range of "
        "an objective",
        "1 or more enemy units were destroyed this turn by a friendly unit within range of an "
        "objective",
        "1 or more enemy units were destroyed this turn that started the turn within a terrain "
        "area",
        "1 or more enemy units were destroyed this turn that started the turn within a terrain "
        "area that is trapped by you",
    ),
)
card_form(
    Part.CONDITION,
    "more enemy units were destroyed this turn than friendly units in the previous turn",
    "the units destroyed this turn and the previous one",
    lambda read: _more_destroyed,
    reads=("this_turn", "previous_turn"),
)
card_form(
    Part.CONDITION,
    "<count> enemy CHARACTER model(s) {was|were} destroyed this turn",
    "the enemy CHARACTER models destroyed this turn",
    _count_of(lambda read: _characters_reader(0)),
    reads=("this_turn",),
)
card_form(
    Part.CONDITION,
    "every enemy CHARACTER model has been destroyed",
    "the enemy CHARACTER models left",
    lambda read: _every_character,
    reads=("characters_left",),
)
card_form(
    Part.CONDITION,
    "<count> enemy model(s) with W <W> or more {was|were} destroyed this turn",
    "the enemy models with the W destroyed this turn",
    _count_of(lambda read: _models_w_reader(read["W"])),
    reads=("this_turn",),
)
card_form(
    Part.CONDITION,
    '<count> "<Action>" Action(s) {was|were} completed by your units this turn',
    "the Actions your units completed this turn",
    _count_of(lambda read: _actions_reader(read["Action"])),
    reads=("completed", "area_key"),
)
card_form(
    Part.CONDITION,
    "<count> objective(s) {is|are} <tag> by you",
    "the objectives you tagged",
    _count_of(lambda read: _tagged_objectives_reader(read["tag"], [])),
    reads=TAGS,
    examples=("3 or more objectives are consecrated by you",),
)
card_form(
    Part.CONDITION,
    "your opponent's home objective is <tag> by you",
    "whether you tagged your opponent's home objective",
    lambda read: _home_tagged(read["tag"]),
    reads=("home", "tagged"),
)
card_form(
    Part.CONDITION,
    "<count> enemy unit(s) {is|are} <tag> by you" + SHIELDED,
    "the enemy units you tagged, and the operation markers shielding them",
    lambda read: _tagged_unshielded(read["count"], read["tag"]),
    reads=("tagged", "markers", "spots", "names"),
)
card_form(
    Part.CONDITION,
    "<count> enemy unit(s) {is|are} <tag> by you",
    "the enemy units you tagged",
    _count_of(lambda read: _tagged_units_reader(read["tag"])),
    reads=("tagged",),
    examples=("1 or more enemy units are surveilled by you",),
)
card_form(
    Part.CONDITION,
    "an enemy unit that is <tag> by you left the battlefield this turn",
    "the enemy units you tagged that left the battlefield this turn",
    lambda read: _tagged_left(read["tag"]),
    reads=("this_turn", "tagged"),
    examples=("an enemy unit that is condemned by you left the battlefield this turn",),
)
card_form(
    Part.CONDITION,
    "your beacon unit is on the battlefield and not within <area>",
    "where your beacon unit is",
    lambda read: _beacon_out(read["area"]),
    reads=("beacon", "area_key"),
)
MARKERS = ("markers", "control", "home", "area_key")
# The longer form first: `<objective>` would read its words too.
card_form(
    Part.CONDITION,
    "<who has> <count> operation marker(s) on the battlefield[ within range of <objective>] and "
    "a friendly unit and no enemy unit are within its terrain area",
    "the operation markers on the battlefield, and who is within its terrain area",
    lambda read: _markers_test(read["count"], read["who has"], read["objective"], True),
    reads=(*MARKERS, "friendly_within", "enemy_within"),
    examples=(
        "you have exactly 1 operation marker on the battlefield and a friendly unit and no "
        "enemy unit are within its terrain area",
    ),
)
card_form(
    Part.CONDITION,
    "<who has> <count> operation marker(s) on the battlefield[ within range of <objective>]",
    "the operation markers on the battlefield",
    lambda read: _markers_test(read["count"], read["who has"], read["objective"], False),
    reads=MARKERS,
    examples=(
        "you have 3 or more operation markers on the battlefield",
        "you have 1 or more operation markers on the battlefield within range of your "
        "opponent's home objective",
        "your opponent has no operation markers on the battlefield",
    ),
)
card_form(
    Part.CONDITION,
    "no enemy unit is within <area>",
    "the enemy units within the area",
    lambda read: _no_enemy_within(read["area"]),
    reads=("enemy_within", "area_key"),
)

# Counted things (`for each`); `friendly unit wholly within <area>, ...` is in card_places.
card_form(
    Part.COUNTED,
    "objective you control",
    "the objectives you control",
    lambda read: _held_reader(read.filters),
    reads=HELD,
    clauses=Part.OBJECTIVES,
    examples=(
        "objective you control",
        "objective you control that is not your home objective",
        "objective you control that you did not control at the start of the turn",
        "objective you control within your opponent's territory",
    ),
)
card_form(
    Part.COUNTED,
    "enemy unit destroyed this turn[ with a starting strength of <n> or more]",
    "the enemy units destroyed this turn",
    lambda read: _destroyed_reader(
        [*read.filters, *([f"strength:{read['n']}"] if read["n"] is not None else [])]
    ),
    reads=(*DESTROYED, "this_turn: starting_strength"),
    clauses=Part.DESTROYED,
    examples=(
        "enemy unit destroyed this turn",
        "enemy unit destroyed this turn that started the turn within range of an objective",
        "enemy unit destroyed this turn with a starting strength of 13 or more",
    ),
)
card_form(
    Part.COUNTED,
    "enemy CHARACTER model destroyed this turn[ with W <W> or more]",
    "the enemy CHARACTER models destroyed this turn",
    lambda read: _characters_reader(read["W"] or 0),
    reads=("this_turn",),
    examples=(
        "enemy CHARACTER model destroyed this turn",
        "enemy CHARACTER model destroyed this turn with W 4 or more",
    ),
)
card_form(
    Part.COUNTED,
    "enemy model with W <W> or more destroyed this turn",
    "the enemy models with the W destroyed this turn",
    lambda read: _models_w_reader(read["W"]),
    reads=("this_turn",),
)
card_form(
    Part.COUNTED,
    '"<Action>" Action completed by your units this turn[ by a unit within range of an '
    "objective within <area>]",
    "the Actions your units completed this turn",
    lambda read: _actions_reader(read["Action"], read["area"]),
    reads=("completed", "area_key", "names", "area_within"),
    examples=(
        '"Sabotage" Action completed by your units this turn',
        '"Sabotage" Action completed by your units this turn by a unit within range of an '
        "objective within your opponent's territory",
    ),
)
card_form(
    Part.COUNTED,
    "objective guarded by your army",
    "the objectives your army guards",
    lambda read: _guarded,
    reads=("guarded", "names"),
)
card_form(
    Part.COUNTED,
    "operation marker of yours within range of a central objective you control",
    "your operation markers on central objectives you control",
    lambda read: _markers_on_central,
    reads=("markers", "control", "roles"),
)
card_form(
    Part.COUNTED,
    "objective that is <tag> by you[ within <area>]",
    "the objectives you tagged",
    lambda read: _tagged_objectives_reader(read["tag"], [read["area"]] if read["area"] else []),
    reads=(*TAGS, "area_key", "area_within"),
    examples=(
        "objective that is decoyed by you",
        "objective that is decoyed by you within your opponent's territory",
    ),
)
card_form(
    Part.COUNTED,
    "terrain area <tag> by you this turn",
    "the terrain areas you tagged this turn",
    lambda read: _tagged_terrain_reader(read["tag"], False),
    reads=("tagged_now",),
    examples=("terrain area trapped by you this turn",),
)
card_form(
    Part.COUNTED,
    "terrain area <tag> by you this turn that is an objective",
    "the terrain areas you tagged this turn that are objectives",
    lambda read: _tagged_terrain_reader(read["tag"], True),
    reads=("tagged_now", "names"),
    examples=("terrain area trapped by you this turn that is an objective",),
)


def parse_condition(text: str) -> Test:
    """One condition (`if`), in the forms of contract §20.2 that the core weighs."""
    test: Test = parse(Part.CONDITION, text)
    return test


def parse_counted(text: str) -> Reader:
    """A counted thing (`for each`)."""
    reader: Reader = parse(Part.COUNTED, text)
    return reader
