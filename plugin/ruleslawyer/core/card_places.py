"""The conditions and counted things of mission-card award rows that read where units stand
(contract §20.2, "Zones and selected units" and "Centre, edges and quarters"): wholly within an
area, a presence in the table quarters, the centre of the battlefield and its edges.

What a unit stands within is read of the consult's :class:`~.card_facts.Spot` of it: stated
(`Given "<unit>" is wholly within <area>`, `... is within <n>" of the centre of the
battlefield`, `... is within 6" of the <edge> battlefield edge`) or, in a positioned scenario,
measured (19.5). Unstated, no unit is wholly within an area it is not stated wholly within, and
none is within 3" or 6" of the centre or within 6" of an edge.
"""

from __future__ import annotations

from .card_facts import OPPOSITE_EDGES, Count, Facts, Spot
from .card_forms import Part, Reader, Test, card_form

CENTRE_DISTANCES = (3, 6)  # the distances from the centre of the battlefield a card names
EDGE_DISTANCE = 6  # the distance from a battlefield edge a card names

EXCLUDING = ", excluding AIRCRAFT and battle-shocked units"


def _centre_within(spot: Spot, n: int) -> bool:
    return spot.centre is not None and spot.centre <= n


def _wholly_count(facts: Facts, player: str, area: str) -> int:
    key = facts.own(area)
    return sum(1 for s in facts.counted(player) if key in s.wholly)


def _no_enemy_wholly(area: str) -> Test:
    """`no enemy unit is wholly within <area>` (every enemy unit on the battlefield counts)."""

    def test(facts: Facts) -> tuple[bool, str]:
        key = facts.own(area)
        n = sum(1 for s in facts.spots if s.player == facts.opponent and key in s.wholly)
        return n == 0, f"{n} enemy units wholly within {area}"

    return test


def _more_wholly(area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        mine = _wholly_count(facts, facts.holder, area)
        theirs = _wholly_count(facts, facts.opponent, area)
        said = f"wholly within {area} (excluding AIRCRAFT and battle-shocked units): "
        return mine > theirs, said + f"{mine} friendly units, {theirs} enemy units"

    return test


def _wholly_reader(area: str) -> Reader:
    def read(facts: Facts) -> tuple[int, str]:
        n = _wholly_count(facts, facts.holder, area)
        return (
            n,
            f"friendly units wholly within {area} (excluding AIRCRAFT and battle-shocked): {n}",
        )

    return read


def _presence(count: Count) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        found = sorted(
            q
            for q in facts.quarters
            if any(q in s.wholly and not _centre_within(s, 6) for s in facts.counted(facts.holder))
        )
        said = f"a presence in {len(found)} table quarters ({', '.join(found) or 'none'})"
        return count.holds(len(found)), f"{said} ({count.text} wanted)"

    return test


def _centre_held(enemy_n: int) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        ours = sum(1 for s in facts.counted(facts.holder) if _centre_within(s, 3))
        theirs = sum(
            1 for s in facts.spots if s.player == facts.opponent and _centre_within(s, enemy_n)
        )
        said = (
            f'{ours} friendly units within 3" of the centre of the battlefield, {theirs} enemy '
            f'units within {enemy_n}" of it'
        )
        return ours > 0 and theirs == 0, said

    return test


def _out(facts: Facts, spot: Spot, area: str) -> bool:
    return facts.own(area) not in spot.within


def _at_edges(count: Count, area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        n = sum(1 for s in facts.counted(facts.holder) if s.edges and _out(facts, s, area))
        said = f'{n} friendly units within 6" of a battlefield edge and not within {area}'
        return count.holds(n), f"{said} ({count.text} wanted)"

    return test


def _opposite_edges(area: str) -> Test:
    def test(facts: Facts) -> tuple[bool, str]:
        spots = list(enumerate(facts.counted(facts.holder)))
        for one, other in OPPOSITE_EDGES:
            for i, first in spots:
                for j, second in spots:
                    if i == j or one not in first.edges or other not in second.edges:
                        continue
                    if _out(facts, first, area) or _out(facts, second, area):
                        return True, f'friendly units within 6" of the {one} and {other} edges'
        return False, 'no two friendly units within 6" of opposite battlefield edges'

    return test


# -- the forms, declared (core/card_forms.py), in the order a row is read by -------------------
WHOLLY = ("spots", "area_key", "area_within")
card_form(
    Part.CONDITION,
    "no enemy unit is wholly within <area>",
    "enemy units wholly within the area",
    lambda read: _no_enemy_wholly(read["area"]),
    reads=WHOLLY,
    examples=("no enemy unit is wholly within your territory",),
)
card_form(
    Part.CONDITION,
    f"more friendly units than enemy units are wholly within <area>{EXCLUDING}",
    "friendly and enemy units wholly within the area",
    lambda read: _more_wholly(read["area"]),
    reads=WHOLLY,
    examples=(
        "more friendly units than enemy units are wholly within No Man's Land, excluding "
        "AIRCRAFT and battle-shocked units",
    ),
)
card_form(
    Part.CONDITION,
    "you have a presence in <count> table quarter(s)",
    "the table quarters you have a presence in",
    lambda read: _presence(read["count"]),
    reads=("spots", "quarters"),
    examples=("you have a presence in 3 or more table quarters",),
)
card_form(
    Part.CONDITION,
    f'a friendly unit{EXCLUDING}, is within 3" of the centre of the battlefield and no enemy '
    'unit is within <centre distance>" of it',
    "friendly and enemy units near the centre of the battlefield",
    lambda read: _centre_held(read["centre distance"]),
    reads=("spots",),
    examples=(
        'a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the '
        'centre of the battlefield and no enemy unit is within 3" of it',
    ),
)
card_form(
    Part.CONDITION,
    f'<count> friendly unit(s){EXCLUDING}, {{is|are}} within 6" of a battlefield edge and not '
    "within <area>",
    "friendly units near a battlefield edge",
    lambda read: _at_edges(read["count"], read["area"]),
    reads=("spots", "area_key"),
    examples=(
        '1 or more friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" '
        "of a battlefield edge and not within your territory",
    ),
)
card_form(
    Part.CONDITION,
    f'friendly units{EXCLUDING}, are within 6" of opposite battlefield edges, one of them not '
    "within <area>",
    "friendly units near opposite battlefield edges",
    lambda read: _opposite_edges(read["area"]),
    reads=("spots", "area_key"),
    examples=(
        'friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" of '
        "opposite battlefield edges, one of them not within your territory",
    ),
)
card_form(
    Part.COUNTED,
    f"friendly unit wholly within <area>{EXCLUDING}",
    "friendly units wholly within the area",
    lambda read: _wholly_reader(read["area"]),
    reads=WHOLLY,
    examples=(
        "friendly unit wholly within your opponent's deployment zone, excluding AIRCRAFT and "
        "battle-shocked units",
    ),
)
