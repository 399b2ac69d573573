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

import re
from collections.abc import Callable

from .card_facts import COUNT, OPPOSITE_EDGES, Count, Facts, Spot, parse_count

CENTRE_DISTANCES = (3, 6)  # the distances from the centre of the battlefield a card names
EDGE_DISTANCE = 6  # the distance from a battlefield edge a card names

Test = Callable[[Facts], tuple[bool, str]]
Reader = Callable[[Facts], tuple[int, str]]

EXCLUDING = ", excluding AIRCRAFT and battle-shocked units"
# Words of one condition that hold ` and `: kept whole when a row's conditions are split.
JOINED_WORDS = (
    EXCLUDING,
    " of the centre of the battlefield and no enemy unit is within ",
    " of a battlefield edge and not within ",
)


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


def parse_place_condition(low: str) -> Test | None:
    """A condition of the zones, centre, edges and quarters; None: not one of them."""
    m = re.fullmatch(r"no enemy unit is wholly within (.+)", low)
    if m:
        return _no_enemy_wholly(m[1])
    m = re.fullmatch(
        rf"more friendly units than enemy units are wholly within (.+){re.escape(EXCLUDING)}", low
    )
    if m:
        return _more_wholly(m[1])
    m = re.fullmatch(rf"you have a presence in {COUNT} table quarters?", low)
    if m:
        return _presence(parse_count(m["count"]))
    m = re.fullmatch(
        rf"a friendly unit{re.escape(EXCLUDING)}, is within 3\" of the centre of the battlefield "
        r"and no enemy unit is within (3|6)\" of it",
        low,
    )
    if m:
        return _centre_held(int(m[1]))
    m = re.fullmatch(
        rf"{COUNT} friendly units?{re.escape(EXCLUDING)}, (?:is|are) within 6\" of a battlefield "
        r"edge and not within (.+)",
        low,
    )
    if m:
        return _at_edges(parse_count(m["count"]), m[2])
    m = re.fullmatch(
        rf"friendly units{re.escape(EXCLUDING)}, are within 6\" of opposite battlefield edges, "
        r"one of them not within (.+)",
        low,
    )
    if m:
        return _opposite_edges(m[1])
    return None


def parse_place_counted(low: str) -> Reader | None:
    m = re.fullmatch(rf"friendly unit wholly within (.+){re.escape(EXCLUDING)}", low)
    if m:
        return _wholly_reader(m[1])
    return None


CONDITION_FORMS = (
    "no enemy unit is wholly within your territory",
    "more friendly units than enemy units are wholly within No Man's Land, excluding AIRCRAFT "
    "and battle-shocked units",
    "you have a presence in 3 or more table quarters",
    'a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of '
    'the battlefield and no enemy unit is within 3" of it',
    '1 or more friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" of a '
    "battlefield edge and not within your territory",
    'friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" of opposite '
    "battlefield edges, one of them not within your territory",
)
COUNTED_FORMS = (
    "friendly unit wholly within your opponent's deployment zone, excluding AIRCRAFT and "
    "battle-shocked units",
)
