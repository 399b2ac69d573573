"""What a property scenario's drawn units are drawn from: keywords (every keyword a rule of the
core reads, ``core/keywords.py``, plus every one the scenario names, in its Actions' rows, its
pins and its When and Then steps), areas (the library's own example plus the scenario's, its
When and Then steps' too) and, for `any datasheet unit`, the datasheet catalogue."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ruleslawyer import strategies as rs
from ruleslawyer.core import keywords as kw
from ruleslawyer.properties.asking import draws_fitted, may_embark
from ruleslawyer.properties.choose import Choose, assume
from ruleslawyer.scenario.attached import group_of
from ruleslawyer.scenario.state import ScenarioState, UnitDraft


def keyword_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = set(kw.READ_BY_RULES)
    for action in state.actions.values():
        pool.update(action.units.keywords)
    for draft in state.units.values():
        pool.update(draft.keywords_required | draft.keywords_forbidden)
    pool.update(state.named_in_steps[0])  # named by a When or Then step
    return tuple(sorted(pool))


def area_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = set(rs.AREAS[:1])
    for action in state.actions.values():
        pool.update(a for a in (action.units.within, action.units.not_within) if a)
    for draft in state.units.values():
        pool.update(draft.within or ())
    pool.update(o.name for o in state.objectives.defs.values())  # objectives are areas (14.01)
    pool.update(state.named_in_steps[1])  # named by a When or Then step
    return tuple(sorted(pool))


def draw_datasheet(
    choose: Callable[[Sequence[int]], int],
    draft: UnitDraft,
    state: ScenarioState,
    drawn: set[str],
) -> None:
    """`any datasheet unit`: an index into the catalogue's stable order, simplest first, so a
    shrunk example names the simplest datasheet that still fails. The catalogue is loaded
    here, never for a scenario that names no datasheet. A unit that leads, or is led by, a
    unit whose datasheet is known (stated, or ``drawn`` already in this example) is drawn
    from the datasheets that pin allows (19.01; contract §6: drawn values agree with the
    pins); none left is a discarded example. It takes the datasheet's base and M (§19) as the
    step does."""
    from ruleslawyer.data import datasheet_by_index
    from ruleslawyer.scenario.datasheets import (
        apply_datasheet,
        datasheet_footprint,
        datasheet_pool,
        listed_pool,
    )

    def known(name: str | None) -> str | None:
        other = state.units.get(name) if name is not None else None
        if other is None or (other.open and other.name not in drawn):
            return None
        return other.datasheet

    leaders = [
        name
        for d in state.units.values()
        if d.leading == draft.name and (name := known(d.name)) is not None
    ]
    pool = listed_pool(datasheet_pool(draft), leaders, known(draft.leading))
    assume(bool(pool))
    drawn_sheet = datasheet_by_index(choose(pool))
    apply_datasheet(draft, drawn_sheet)
    # Its base and M for §19, as the step gives a datasheet unit (a stated base or M wins):
    # drawn positions, and the counterexample that names the datasheet, measure the same base.
    datasheet_footprint(state.board, draft.name, drawn_sheet)


def draw_transport(choose: Choose, state: ScenarioState, draft: UnitDraft) -> None:
    """`any unit`'s TRANSPORT (18.01): not embarked first, then one of :func:`transport_pool`
    (which then draws the TRANSPORT keyword if its keywords are still to be drawn), then a
    TRANSPORT of the draw's own (:func:`own_transport`), so that a scenario that names none
    still meets embarked units."""
    own = f"{kw.TRANSPORT.title()} of {draft.name}"
    options = (*transport_pool(state, draft), *((own,) if own not in state.units else ()))
    if draws_fitted(choose):
        # Hypothesis's: whether the unit may be embarked is asked only when it is drawn
        # embarked (else it is not): each value comes as often as when asked first.
        embarked = choose((None, *options))
        if embarked is not None and not may_embark(choose, draft, own, state.start_moment()):
            embarked = None
        draft.embarked_in = embarked
    else:  # the walk's, tied to the fact (properties/tracking.py)
        draft.embarked_in = choose.fact(draft.name, "embarked_in", (None, *options))
    if draft.embarked_in == own:
        own_transport(state, draft, own)
    carrier = state.units.get(draft.embarked_in) if draft.embarked_in else None
    if carrier is not None and kw.TRANSPORT not in carrier.keywords:
        carrier.keywords_required |= {kw.TRANSPORT}


def own_transport(state: ScenarioState, draft: UnitDraft, name: str) -> None:
    """The TRANSPORT an embarked unit is drawn within when the scenario names none: a friendly
    TRANSPORT with the defaults, in strategic reserves exactly when the unit is (20.01). It is
    a drawn unit: a counterexample sets it up as a Given."""
    carrier = type(draft)(name, None, open=True)  # a draft of the walk's is watched too
    carrier.player = draft.player
    carrier.keywords = carrier.keywords | {kw.TRANSPORT}
    if draft.in_reserves:
        carrier.on_battlefield, carrier.in_reserves = False, True
    state.units[name] = carrier


def transport_pool(state: ScenarioState, draft: UnitDraft) -> tuple[str, ...]:
    """The units ``draft`` may be drawn embarked within (18.01, 18.02): the scenario's other
    units of its player, not a part of its own attached unit (19.01), that are not embarked
    themselves and have the TRANSPORT keyword, or are drawn after it with keywords that may
    include TRANSPORT (it is then required)."""
    names = list(state.units)
    after = set(names[names.index(draft.name) + 1 :])
    itself = group_of(state.units, draft.name)  # an attached unit is one unit (19.01)
    pool = []
    for name, other in state.units.items():
        if name in itself or other.player != draft.player or other.embarked_in is not None:
            continue
        if kw.TRANSPORT in other.keywords or (name in after and transport_to_draw(other)):
            pool.append(name)
    return tuple(pool)


def transport_to_draw(draft: UnitDraft) -> bool:
    """Whether ``draft``'s keywords are drawn later and may include TRANSPORT."""
    return (
        draft.open
        and "keywords_whole" not in draft.stated
        and kw.TRANSPORT not in draft.keywords_forbidden
    )
