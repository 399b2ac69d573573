"""The phrase corpus (issue 37): every phrase form of every contract round and of
docs/phrases.md, with representative slot values (areas' names included), still runs as the
step it ran as when pinned, and every Action row value still parses to what it did. A phrase
that stops working, or starts meaning another step, fails here (see phrase_corpus.py)."""

from __future__ import annotations

import pytest

from ruleslawyer.core.errors import RulesInputError
from ruleslawyer.scenario.registry import StepKind

from .phrase_corpus import (
    KINDS,
    REFUSED,
    ROWS,
    Entry,
    docs_examples,
    load,
    matched,
    row_summary,
    steps,
)

ENTRIES = load()
STEPS = [e for e in ENTRIES if e.kind in KINDS]
ROW_ENTRIES = [e for e in ENTRIES if e.kind == "row"]
REFUSED_ENTRIES = [e for e in ENTRIES if e.kind == "refused"]
REGENERATE = (
    "run python -m tests.scenario.phrase_corpus to add it to tests/scenario/phrase_corpus.txt"
)


def _kind(entry: Entry) -> StepKind:
    kind = entry.kind if entry.kind in KINDS else entry.key
    assert kind in KINDS, f"not a step kind: {kind!r}"
    return kind


def _ids(entries: list[Entry]) -> list[str]:
    return [
        f"{i}:{e.kind} {e.key + ' ' if e.kind == 'row' else ''}{e.text}"[:80]
        for i, e in enumerate(entries)
    ]


@pytest.mark.parametrize("entry", STEPS, ids=_ids(STEPS))
def test_each_pinned_text_still_runs_as_its_template(entry: Entry) -> None:
    steps()
    found = matched(_kind(entry), entry.text)
    assert found is not None, f"{entry.kind.capitalize()} {entry.text!r} no longer runs as a step"
    assert found.template == entry.key, (
        f"{entry.kind.capitalize()} {entry.text!r} now runs as {found.template!r}, "
        f"not {entry.key!r}"
    )


@pytest.mark.parametrize("entry", ROW_ENTRIES, ids=_ids(ROW_ENTRIES))
def test_each_pinned_row_value_still_parses_as_it_did(entry: Entry) -> None:
    try:
        summary = row_summary(entry.key, entry.text)
    except RulesInputError as exc:
        pytest.fail(f"{entry.key} {entry.text!r} is refused now: {exc}")
    assert summary == entry.summary


@pytest.mark.parametrize("entry", REFUSED_ENTRIES, ids=_ids(REFUSED_ENTRIES))
def test_an_area_called_range_of_is_never_read(entry: Entry) -> None:
    steps()
    assert matched(_kind(entry), entry.text) is None


def test_the_corpus_holds_every_example_of_the_phrase_reference() -> None:
    """Derived from docs/phrases.md: each phrase's example is pinned, so each phrase is."""
    pinned = {(e.kind, e.text) for e in STEPS}
    missing = [f"{k} {t}" for k, _, t in docs_examples() if (k, t) not in pinned]
    assert not missing, f"not in the phrase corpus ({REGENERATE}): {missing}"


def test_the_corpus_holds_every_template_and_row_form() -> None:
    pinned = {e.key for e in STEPS}
    missing = [f"{s.kind} {s.template}" for s in steps() if s.template not in pinned]
    assert not missing, f"templates with no text in the phrase corpus ({REGENERATE}): {missing}"
    rows = {(e.key, e.text) for e in ROW_ENTRIES}
    assert not [r for r in ROWS if r not in rows], REGENERATE
    assert {e.text for e in REFUSED_ENTRIES} == {t for _, t in REFUSED}


def test_the_corpus_names_areas_of_each_shape() -> None:
    """Areas' names of every shape §3 allows are in the corpus: article or none, a player's
    zone, "your" zone, several words with a hyphen, each in a step and in a UNITS row."""
    texts = " ".join(e.text for e in STEPS)
    for area in (
        "the ruin",
        "a terrain area",
        "player A's deployment zone",
        "your deployment zone",
    ):
        assert f"within {area}" in texts, area
    units = " ".join(e.text for e in ROW_ENTRIES if e.key == "UNITS")
    assert "within the north-west crater" in units
    assert "not within range of your home objective" in units
