"""The keywords and areas a property scenario's drawn units may have: the library's own
examples plus every one the scenario names (its Actions' rows and its pins)."""

from __future__ import annotations

from ruleslawyer import strategies as rs
from ruleslawyer.scenario.state import ScenarioState


def keyword_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = set(rs.KEYWORDS)
    for action in state.actions.values():
        pool.update(action.units.keywords)
    for draft in state.units.values():
        pool.update(draft.keywords_required | draft.keywords_forbidden)
    return tuple(sorted(pool))


def area_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = set(rs.AREAS[:1])
    for action in state.actions.values():
        pool.update(a for a in (action.units.within, action.units.not_within) if a)
    for draft in state.units.values():
        pool.update(draft.within or ())
    return tuple(sorted(pool))
