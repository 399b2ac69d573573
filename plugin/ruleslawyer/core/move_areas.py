"""Where a move leaves a unit when a scenario states only the area it ends in (contract §20.2,
"Moving into an area"): a move `into <area>` leaves the unit within that area and every area
that area is within (as `<area> is within <area>` states it), and within no other area; a move
`that ends outside <area>` leaves it within neither that area nor any area within it, its other
areas unchanged. Either way the unit stays wholly within only those of the areas it was stated
wholly within that it is still within: a unit is never wholly within an area it is not within
(01.04; interpretation 133)."""

from __future__ import annotations

from collections.abc import Callable

from .units import area_key

# Whether the first area lies within the second (stated; None: not stated).
Within = Callable[[str, str], bool | None]


def areas_after_into(area: str, known: set[str], within: Within) -> frozenset[str]:
    """The areas a unit is within after a move into ``area``; ``known``: every area the
    scenario names (the enclosing ones are looked up among them)."""
    key = area_key(area)
    found = {area.strip()}
    for other in sorted(known):
        if area_key(other) != key and within(area, other):
            found.add(other)
    return frozenset(found)


def ended_within(wholly: frozenset[str], within: frozenset[str]) -> dict[str, frozenset[str]]:
    """The unit's areas after a move whose end area is stated: ``within`` as the move leaves
    it, and of the areas it was wholly within (``wholly``) only those it is still within
    (01.04: wholly within an area is within it; contract §20.2, "Moving into an area")."""
    kept = {area_key(a) for a in within}
    return {"within": within, "wholly_within": frozenset(a for a in wholly if area_key(a) in kept)}


def areas_after_outside(area: str, before: frozenset[str], within: Within) -> frozenset[str]:
    """The areas a unit is within after a move that ends outside ``area``."""
    key = area_key(area)
    return frozenset(a for a in before if area_key(a) != key and not within(a, area))
