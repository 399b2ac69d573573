"""The conditions (`if`) and counted things (`for each`) of mission-card award rows (contract
§20.2), read of a consult's :class:`~.card_facts.Facts`, each form declared once
(core/card_forms.py; those that read where units stand in core/card_places.py, declared first).
Each form is parsed once, when its card is given; a form the core does not weigh is an input
error listing the forms, with the closest.
"""

from __future__ import annotations

from collections.abc import Callable

from . import card_places as _places  # noqa: F401  (its forms are read first)
from .card_forms import Part, Read, Reader, Test, card_form, joined_words, parse
from .card_readers import (
    actions_reader,
    beacon_out,
    characters_reader,
    controls_named,
    counted_test,
    destroyed_reader,
    every_character,
    guarded,
    held_reader,
    home_tagged,
    markers_on_central,
    markers_test,
    models_w_reader,
    more_destroyed,
    more_than_opponent,
    no_enemy_within,
    tagged_left,
    tagged_objectives_reader,
    tagged_terrain_reader,
    tagged_units_reader,
    tagged_unshielded,
    tempting,
)

__all__ = ["Reader", "Test", "joined_words", "parse_condition", "parse_counted"]


# The words of Surveil the Foe's condition after its tag.
SHIELDED = (
    " and not every one of them is within range of an objective that has an operation marker "
    "within range"
)


# -- the forms, declared (core/card_forms.py), in the order a row is read by -------------------
def _count_of(reader: Callable[[Read], Reader]) -> Callable[[Read], Test]:
    """A condition `<count> <things>`: the count the row wants of what ``reader`` counts."""
    return lambda read: counted_test(read["count"], reader(read))


def _held(*kind: str) -> Callable[[Read], Reader]:
    return lambda read: held_reader([*read.filters, *kind])


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
    lambda read: more_than_opponent,
    reads=("control",),
)
card_form(
    Part.CONDITION,
    "you control your tempting target",
    "whether you control your tempting target",
    lambda read: tempting,
    reads=("tempting_target", "control", "names"),
)
card_form(
    Part.CONDITION,
    "you control <objective>",
    "whether you control the objective",
    lambda read: controls_named(read["objective"]),
    reads=("control", "home", "area_key", "names"),
    examples=("you control your home objective", "you control your opponent's home objective"),
)
card_form(
    Part.CONDITION,
    "<count> enemy unit(s) {was|were} destroyed this turn",
    "the enemy units destroyed this turn",
    _count_of(lambda read: destroyed_reader(read.filters)),
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
    lambda read: more_destroyed,
    reads=("this_turn", "previous_turn"),
)
card_form(
    Part.CONDITION,
    "<count> enemy CHARACTER model(s) {was|were} destroyed this turn",
    "the enemy CHARACTER models destroyed this turn",
    _count_of(lambda read: characters_reader(0)),
    reads=("this_turn",),
)
card_form(
    Part.CONDITION,
    "every enemy CHARACTER model has been destroyed",
    "the enemy CHARACTER models left",
    lambda read: every_character,
    reads=("characters_left",),
)
card_form(
    Part.CONDITION,
    "<count> enemy model(s) with W <W> or more {was|were} destroyed this turn",
    "the enemy models with the W destroyed this turn",
    _count_of(lambda read: models_w_reader(read["W"])),
    reads=("this_turn",),
)
card_form(
    Part.CONDITION,
    '<count> "<Action>" Action(s) {was|were} completed by your units this turn',
    "the Actions your units completed this turn",
    _count_of(lambda read: actions_reader(read["Action"])),
    reads=("completed", "area_key"),
)
card_form(
    Part.CONDITION,
    "<count> objective(s) {is|are} <tag> by you",
    "the objectives you tagged",
    _count_of(lambda read: tagged_objectives_reader(read["tag"], [])),
    reads=TAGS,
    examples=("3 or more objectives are consecrated by you",),
)
card_form(
    Part.CONDITION,
    "your opponent's home objective is <tag> by you",
    "whether you tagged your opponent's home objective",
    lambda read: home_tagged(read["tag"]),
    reads=("home", "tagged"),
)
card_form(
    Part.CONDITION,
    "<count> enemy unit(s) {is|are} <tag> by you" + SHIELDED,
    "the enemy units you tagged, and the operation markers shielding them",
    lambda read: tagged_unshielded(read["count"], read["tag"]),
    reads=("tagged", "markers", "spots", "names"),
)
card_form(
    Part.CONDITION,
    "<count> enemy unit(s) {is|are} <tag> by you",
    "the enemy units you tagged",
    _count_of(lambda read: tagged_units_reader(read["tag"])),
    reads=("tagged",),
    examples=("1 or more enemy units are surveilled by you",),
)
card_form(
    Part.CONDITION,
    "an enemy unit that is <tag> by you left the battlefield this turn",
    "the enemy units you tagged that left the battlefield this turn",
    lambda read: tagged_left(read["tag"]),
    reads=("this_turn", "left_this_turn", "tagged"),
    examples=("an enemy unit that is condemned by you left the battlefield this turn",),
)
card_form(
    Part.CONDITION,
    "your beacon unit is on the battlefield and not within <area>",
    "where your beacon unit is",
    lambda read: beacon_out(read["area"]),
    reads=("beacon", "area_key"),
)
MARKERS = ("markers", "control", "home", "area_key")
# The longer form first: `<objective>` would read its words too.
card_form(
    Part.CONDITION,
    "<who has> <count> operation marker(s) on the battlefield[ within range of <objective>] and "
    "a friendly unit and no enemy unit are within its terrain area",
    "the operation markers on the battlefield, and who is within its terrain area",
    lambda read: markers_test(read["count"], read["who has"], read["objective"], True),
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
    lambda read: markers_test(read["count"], read["who has"], read["objective"], False),
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
    lambda read: no_enemy_within(read["area"]),
    reads=("enemy_within", "area_key"),
)

# Counted things (`for each`); `friendly unit wholly within <area>, ...` is in card_places.
card_form(
    Part.COUNTED,
    "objective you control",
    "the objectives you control",
    lambda read: held_reader(read.filters),
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
    lambda read: destroyed_reader(
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
    lambda read: characters_reader(read["W"] or 0),
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
    lambda read: models_w_reader(read["W"]),
    reads=("this_turn",),
)
card_form(
    Part.COUNTED,
    '"<Action>" Action completed by your units this turn[ by a unit within range of an '
    "objective within <area>]",
    "the Actions your units completed this turn",
    lambda read: actions_reader(read["Action"], read["area"]),
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
    lambda read: guarded,
    reads=("guarded", "names"),
)
card_form(
    Part.COUNTED,
    "operation marker of yours within range of a central objective you control",
    "your operation markers on central objectives you control",
    lambda read: markers_on_central,
    reads=("markers", "control", "roles"),
)
card_form(
    Part.COUNTED,
    "objective that is <tag> by you[ within <area>]",
    "the objectives you tagged",
    lambda read: tagged_objectives_reader(read["tag"], [read["area"]] if read["area"] else []),
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
    lambda read: tagged_terrain_reader(read["tag"], False),
    reads=("tagged_now",),
    examples=("terrain area trapped by you this turn",),
)
card_form(
    Part.COUNTED,
    "terrain area <tag> by you this turn that is an objective",
    "the terrain areas you tagged this turn that are objectives",
    lambda read: tagged_terrain_reader(read["tag"], True),
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
