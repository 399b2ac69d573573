"""The exhaustive walk records the reads of the facts it drew through objects of its own and
seams the core and the scenario layer declare (issue 36 item 3), never by patching a class of
the core while it runs: outside the walk, and in any other thread of work while it runs, the
core's classes are what their modules made them."""

from __future__ import annotations

import dataclasses
import inspect
import threading
from typing import Any

from ruleslawyer.core import ActionDef, Unit, move_timing, reading, unit_states
from ruleslawyer.core.fact_rows import UnitField
from ruleslawyer.core.history import ActionStarted
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties import exhaustive, partial_values, rounds, tracking
from ruleslawyer.scenario.state import ScenarioState, UnitDraft

CLASSES: tuple[type, ...] = (Unit, ActionDef, ActionStarted, UnitField, UnitFacts, UnitDraft)


def _snapshot() -> dict[str, Any]:
    seen: dict[str, Any] = {cls.__qualname__: dict(vars(cls)) for cls in CLASSES}
    seen["unit_states.IMPOSSIBLE"] = unit_states.IMPOSSIBLE
    seen["move_timing.IMPOSSIBLE_NOW"] = move_timing.IMPOSSIBLE_NOW
    return seen


def test_no_core_class_is_changed_while_the_walk_runs() -> None:
    before = _snapshot()
    during: list[dict[str, Any]] = []

    def run(drawer: exhaustive.EnumeratingDrawer) -> None:
        during.append(_snapshot())
        state = ScenarioState()
        state.draft_class = drawer.draft_class
        draft = state.add_unit("U")
        assert type(draft) is tracking.WatchedDraft  # the walk's own drafts ...
        assert isinstance(draft.keywords, frozenset)
        drawer.choose((1, 2))  # two cases, if the walk branches on it (tied to nothing: it does)

    assert isinstance(exhaustive.walk(run, frozenset({"U"}), 10), exhaustive.Proof)
    assert len(during) == 2
    for seen in during:
        assert seen.keys() == before.keys()
        for name, values in before.items():
            assert seen[name] == values, name
    assert _snapshot() == before


def test_the_walk_s_objects_are_its_own_and_read_as_the_plain_ones() -> None:
    """A draft, unit and Action of the walk's read every fact as the plain ones do; outside
    the walk (no case running) nothing is recorded."""
    plain, mine = UnitDraft("U", None), tracking.WatchedDraft("U", None)
    for draft in (plain, mine):
        draft.oc, draft.in_reserves = 3, True
    for row in UnitFacts.__dict__.values():
        if isinstance(row, UnitField):
            assert getattr(mine, row.name) == getattr(plain, row.name), row.name
    assert tracking.WatchedDraft.oc is UnitFacts.oc  # the row itself, asked of the class
    from ruleslawyer.scenario.concrete import unit_from_draft

    unit = unit_from_draft(mine, (1, "A"))
    assert type(unit) is tracking.WatchedUnit and type(unit_from_draft(plain, (1, "A"))) is Unit
    assert vars(unit) == vars(unit_from_draft(plain, (1, "A")))
    assert type(unit.but(oc=1)) is tracking.WatchedUnit  # a copy the core makes stays watched


def test_the_case_running_is_a_context_variable_seen_only_where_the_case_runs() -> None:
    """The tracker is found through ``tracking.current()`` (a ContextVar, issue 36 item 6): set
    for the extent of a case, in the context running it; none in another thread, none with the
    reads turned off, none after."""
    tracker = tracking.Tracker(frozenset({"U"}))
    seen: list[object] = []
    assert tracking.current() is None
    with tracking.case(tracker):
        assert tracking.current() is tracker
        thread = threading.Thread(target=lambda: seen.append(tracking.current()))
        thread.start()
        thread.join()
        with tracking.unread():
            assert tracking.current() is None
        assert tracking.current() is tracker
    assert seen == [None]
    assert tracking.current() is None
    assert not hasattr(tracking, "_ACTIVE")


def test_what_the_code_declares_it_does_decides_what_a_read_is() -> None:
    """A copy declared through core/reading.py reads nothing, a bare ``dataclasses.replace``
    reads what it copies; a read declared to build options is kept for that choice; the hooks
    ask the case's tracker, not the frames above the read."""
    unit = tracking.watched(dataclasses.replace(DEFAULT_UNIT, name="U"))
    draft = tracking.WatchedDraft("U", None)
    tracker = tracking.Tracker(frozenset({"U"}))
    tracker.tie(0, ("U", "oc"))
    with tracking.case(tracker):
        assert reading.copy(unit, ld=7).ld == 7
        assert tracker.reads == set()
        dataclasses.replace(unit, ld=7)
        assert ("U", "oc") in tracker.reads
    tracker = tracking.Tracker(frozenset({"U"}))
    tracker.tie(0, ("U", "oc"))
    with tracking.case(tracker):
        reading.options(lambda: draft.oc)()
        assert tracker.domain_reads == {("U", "oc")} and tracker.reads == set()
        assert draft.oc == draft.oc
        assert tracker.reads == {("U", "oc")}
    for kind in (reading.COPY, reading.OPTIONS, reading.WHOLE_STRENGTH, reading.DRAWN_START):
        assert getattr(tracker, kind) == 0  # a count the case's tracker keeps, back to none
    for module in (tracking, partial_values, exhaustive, rounds):
        assert "_getframe" not in inspect.getsource(module), module.__name__
