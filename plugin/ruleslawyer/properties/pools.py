"""What a property scenario's drawn units are drawn from: keywords (every keyword a rule of the
core reads, ``core/keywords.py``, plus every one the scenario names, in its Actions' rows and its
pins), areas (the library's own example plus the scenario's) and, for `any datasheet unit`, the
datasheet catalogue."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ruleslawyer import strategies as rs
from ruleslawyer.core import keywords as kw
from ruleslawyer.scenario.state import ScenarioState, UnitDraft


def keyword_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = set(kw.READ_BY_RULES)
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


def draw_datasheet(choose: Callable[[Sequence[int]], int], draft: UnitDraft) -> None:
    """`any datasheet unit`: an index into the catalogue's stable order, simplest first, so a
    shrunk example names the simplest datasheet that still fails. The catalogue is loaded
    here, never for a scenario that names no datasheet."""
    from ruleslawyer.data import datasheet_by_index
    from ruleslawyer.scenario.datasheets import apply_datasheet, datasheet_pool

    apply_datasheet(draft, datasheet_by_index(choose(datasheet_pool(draft))))
