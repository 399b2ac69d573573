"""Where a move leaves a unit when a scenario states only the area it ends in (contract §20.2,
"Moving into an area"): a move `into <area>` leaves the unit within that area and every area
that area is within (as `<area> is within <area>` states it), and within no other area; a move
`that ends outside <area>` leaves it within neither that area nor any area within it, its other
areas unchanged."""

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


def areas_after_outside(area: str, before: frozenset[str], within: Within) -> frozenset[str]:
    """The areas a unit is within after a move that ends outside ``area``."""
    key = area_key(area)
    return frozenset(a for a in before if area_key(a) != key and not within(a, area))
