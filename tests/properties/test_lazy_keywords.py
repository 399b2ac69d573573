"""The exhaustive walk branches on each keyword of a drawn unit alone: a watched keyword list
records which keywords are asked (one read per keyword) and reads the whole list for anything
else, so a rule that reads a keyword combination is still met in every case."""

from __future__ import annotations

from collections.abc import Set as AbstractSet
from pathlib import Path

import pytest

from ruleslawyer.core import Unit, profiles
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.references import Reason
from ruleslawyer.properties import partial_values, search, tracking
from ruleslawyer.properties.exhaustive import Proof
from ruleslawyer.scenario.errors import PropertyFailure

from .test_exhaustive import SHOCKED_OC
from .test_verdicts import steps_of


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _run(tmp_path: Path, budget: int = 5000) -> Proof | None:
    feature = tmp_path / "claim.feature"
    feature.write_text(SHOCKED_OC, encoding="utf-8")
    done = search.run_property(
        steps_of(SHOCKED_OC), feature, "claim.feature", "F", "S", 20, b"k", tmp_path, budget=budget
    )
    return done if isinstance(done, Proof) else None  # not proven: confirmed


def _reads(run: object) -> set[tracking.Key]:
    """What one use of a watched list of unit "U" recorded as read."""
    tracker = tracking.Tracker(frozenset({"U"}))
    tracker.tied |= {("U", "keywords"), *(("U", partial_values.KEYWORD + k) for k in "ABCD")}
    with tracking.case(tracker):
        assert callable(run)
        run(partial_values.Watched("U", {"A", "B"}))
    return tracker.reads


@pytest.mark.parametrize(
    ("use", "read"),
    [
        (lambda w: "A" in w, {"keyword:A"}),
        (lambda w: "C" in w, {"keyword:C"}),
        (lambda w: {"A", "C"} & w, {"keyword:A", "keyword:C"}),
        (lambda w: w & {"D"}, {"keyword:D"}),
        (lambda w: {"C"}.isdisjoint(w), {"keywords"}),  # a set's own method iterates ours
        (lambda w: w.isdisjoint({"C"}), {"keyword:C"}),
        (lambda w: sorted(w), {"keywords"}),
        (lambda w: frozenset(w), {"keywords"}),
        (lambda w: w | {"C"}, {"keywords"}),
        (lambda w: {"C"} | w, {"keywords"}),
        (lambda w: w - {"C"}, {"keywords"}),
        (lambda w: w == frozenset({"A", "B"}), {"keywords"}),
        (lambda w: frozenset({"A"}) <= w, {"keywords", "keyword:A"}),
        (lambda w: len(w), {"keywords"}),
        (lambda w: bool(w), {"keywords"}),
        (lambda w: hash(w), {"keywords"}),
        (lambda w: repr(w), {"keywords"}),
    ],
)
def test_a_watched_list_reads_one_keyword_or_the_whole_list(use: object, read: set[str]) -> None:
    assert _reads(use) == {("U", r) for r in read}


def test_a_watched_list_answers_as_the_set_it_holds() -> None:
    watched: AbstractSet[str] = partial_values.Watched("U", {"A", "B"})
    assert "A" in watched and "C" not in watched
    assert watched == frozenset({"A", "B"}) and frozenset({"A", "B"}) == watched
    assert {"A", "C"} & watched == frozenset({"A"})
    assert watched | {"C"} == frozenset({"A", "B", "C"})
    assert hash(watched) == hash(frozenset({"A", "B"}))


def test_a_read_before_the_keyword_was_drawn_does_not_count() -> None:
    tracker = tracking.Tracker(frozenset({"U"}))
    with tracking.case(tracker):
        assert "A" in partial_values.Watched("U", {"A"})  # before any keyword of "U" was tied
    assert tracker.reads == set()


def test_the_walk_proves_a_claim_branching_on_no_keyword_it_does_not_read(
    tmp_path: Path,
) -> None:
    proof = _run(tmp_path)
    assert proof is not None
    assert "keywords: with or without each of" in proof.bounds
    # 794 keyword lists were drawn from before; a claim that reads no keyword costs none.
    assert proof.cases < 794


def test_a_rule_changed_for_one_pair_of_keywords_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mutant keeps the OC of a battle-shocked unit that is both TITANIC and a VEHICLE
    at OC 3: the walk must try that pair, though no other case asks for either keyword."""
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        rare = unit.has(kw.TITANIC) and unit.has(kw.VEHICLE) and unit.oc == 3
        return ((3,), reason) if unit.battle_shocked and rare else (values, reason)

    monkeypatch.setattr(profiles, "oc", mutated)
    with pytest.raises(PropertyFailure) as raised:
        _run(tmp_path)
    text = raised.value.counterexample
    assert kw.TITANIC in text and kw.VEHICLE in text and '"Squad" has OC 3' in text
    assert raised.value.found_by.startswith("The exhaustive search")


def test_a_rule_reading_the_whole_list_branches_on_every_keyword(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A read of the whole list (here its size) makes every keyword count: a mutant for a unit
    of exactly four keywords is found."""
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        return (
            ((1,), reason) if unit.battle_shocked and len(unit.keywords) == 4 else (values, reason)
        )

    monkeypatch.setattr(profiles, "oc", mutated)
    with pytest.raises(PropertyFailure):
        _run(tmp_path, budget=100_000)
