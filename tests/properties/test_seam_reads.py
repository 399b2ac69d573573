"""A rule called inside a declared seam (core/reading.py: a copy, a strength answer, a stated
start) reads for itself (issue 36 item 6): the walk drops what such a seam reads, so a rule
there would have its reads dropped and a claim could be proven having skipped cases. While a
case runs, such a read is counted as any other and reported; in the strict mode (on unless
turned off) it is an internal error naming the seam, the rule and the fact."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

import pytest

from ruleslawyer.core import Moment, Unit, parts, reading
from ruleslawyer.core.predicates import Ask, Predicate, Question
from ruleslawyer.core.references import Reason, RuleRef
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties import exhaustive, tracking
from ruleslawyer.properties.exhaustive import EnumeratingDrawer
from tests.plugin.faq_html_too import FaqLibraryRun

NOW = Moment(1, 0, "A")
# A predicate of our own: whether the unit's OC is 2 (no clause of the rules says so).
OC_TWO: Predicate[Ask] = Predicate(
    Question.START_ACTION,
    Reason("its OC is 2", RuleRef("99.97", "A test's own rule", "its OC is 2")),
    lambda ask: ask.unit.oc == 2,
)
OC_TWO_NAME = "the predicate 'its OC is 2' (99.97 A test's own rule)"


@reading.copying
def _marked(unit: Unit) -> Unit:
    """A copy that (wrongly) asks a rule: its Ld says whether the predicate bars the unit."""
    return reading.copy(unit, ld=7 if OC_TWO.test(Ask(unit, NOW)) else 8)


def _drawn(drawer: EnumeratingDrawer) -> object:
    """One case: a unit whose OC is drawn, copied by ``_marked``; it fails when the copy's Ld
    is 7 (its OC was 2)."""
    oc = drawer.choose.fact("U", "oc", (0, 1, 2))
    unit = tracking.watched(dataclasses.replace(DEFAULT_UNIT, name="U", oc=oc))
    return "OC 2" if _marked(unit).ld == 7 else None


def test_a_rule_called_inside_a_declared_copy_is_an_internal_error() -> None:
    """Before, the predicate's read of the drawn OC was the copy's, dropped: the walk tried OC 0
    alone and proved the claim in 1 case, though OC 2 fails it."""
    with pytest.raises(tracking.SeamReadError) as raised:
        exhaustive.walk(_drawn, frozenset({"U"}), 100)
    message = str(raised.value)
    assert OC_TWO_NAME in message
    assert "inside the declared seam 'copying'" in message
    assert "oc of 'U'" in message[:120]  # before the rule's name: the guard shortens a message
    assert raised.value.read == tracking.SeamRead(
        reading.COPY, OC_TWO_NAME, frozenset({("U", "oc")})
    )


def test_out_of_the_strict_mode_the_rule_s_read_counts_and_is_recorded(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setattr(tracking, "STRICT_SEAMS", False)
    assert exhaustive.walk(_drawn, frozenset({"U"}), 100) == ["OC 2"]  # every OC tried
    unit = tracking.watched(dataclasses.replace(DEFAULT_UNIT, name="U", oc=2))
    tracker = tracking.Tracker(frozenset({"U"}))
    tracker.tie(0, ("U", "oc"))
    with tracking.case(tracker):
        assert _marked(unit).ld == 7
    assert tracker.reads == {("U", "oc")}
    assert tracker.seam_reads == [
        tracking.SeamRead(reading.COPY, OC_TWO_NAME, frozenset(tracker.reads))
    ]
    assert (tracker.copying, tracker.seam, tracker.ruling) == (0, None, None)


def test_an_impossible_state_row_or_an_answer_inside_a_seam_is_a_rule_too() -> None:
    """The walk's own hooks for core/parts.py's impossible-state rows and answers are rules as
    the predicates are: asked inside a stated start or a copy, what they read is theirs."""
    unit = tracking.watched(dataclasses.replace(DEFAULT_UNIT, name="U", oc=2))
    row = lambda: parts.check_row(lambda: [1] if unit.oc == 2 else [])  # noqa: E731
    answer = lambda: parts.answer([("OC 2", lambda: unit.oc == 2)])  # noqa: E731
    for seam, ask, kind, rule in (
        (reading.drawn_start, row, reading.DRAWN_START, tracking.CHECK_ROW),
        (_copied, answer, reading.COPY, tracking.ANSWER),
    ):
        tracker = tracking.Tracker(frozenset({"U"}))
        tracker.tie(0, ("U", "oc"))
        with tracking.tracking(), tracking.case(tracker), pytest.raises(tracking.SeamReadError):
            seam(ask)
        assert tracker.seam_reads == [tracking.SeamRead(kind, rule, frozenset({("U", "oc")}))]


@reading.copying
def _copied(ask: Callable[[], object]) -> object:
    return ask()


def test_a_copy_s_own_reads_and_a_rule_outside_any_seam_are_no_seam_read() -> None:
    """The seam still drops its own reads; a rule asked outside it, or a copy made inside a
    rule, reads as before; an option builder may ask rules (the drawer fits moves by the
    core's impossible-state rows), its reads kept for the choice it builds."""
    unit = tracking.watched(dataclasses.replace(DEFAULT_UNIT, name="U", oc=2))
    tracker = tracking.Tracker(frozenset({"U"}))
    tracker.tie(0, ("U", "oc"))
    with tracking.case(tracker):
        assert reading.copy(unit, ld=7).ld == 7
        assert tracker.reads == set()
        copied = reading.rule("a rule that copies")(lambda u: reading.copy(u, ld=7))
        assert copied(unit).ld == 7 and tracker.reads == set()
        assert reading.options(OC_TWO.test)(Ask(unit, NOW))
        assert tracker.reads == {("U", "oc")}  # a unit's field: read wherever it is read
        assert OC_TWO.test(Ask(unit, NOW))
    assert tracker.seam_reads == []
    assert reading.DECIDE is None  # outside a case a rule is a plain call


def test_a_predicate_is_declared_a_rule_once() -> None:
    named = getattr(OC_TWO.test, reading.RULE_NAME)
    assert named == OC_TWO_NAME
    again = dataclasses.replace(OC_TWO, phrase="its OC is two")
    assert getattr(again.test, reading.RULE_NAME) == named
    assert again.test.__wrapped__ is OC_TWO.test.__wrapped__  # type: ignore[attr-defined]


@pytest.mark.slow  # reads the session's one run of scenarios/faq in a process (tests/conftest.py)
def test_no_rule_runs_inside_a_seam_over_the_faq_library(faq_library_run: FaqLibraryRun) -> None:
    """The FAQ library, walked at its document's budget (2,000) in the strict mode with the
    probe of seam_probe.py: no rule runs inside a copy, a strength answer or a stated start, not
    even one that reads nothing. (Every scenario of scenarios/ is run in the strict mode by the
    suite itself, where a rule's read inside a seam is an internal error; this run shares the
    process of docs/faq.md's check rather than walking the library again.)"""
    done = faq_library_run.done
    out = done.stdout + done.stderr
    assert done.returncode == 0, out[-3000:]
    assert "rules run inside a seam: none" in out, out[-3000:]
    assert "SeamReadError" not in out
