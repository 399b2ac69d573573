"""The step library's templates are searched for a shared text once, when their stamp is made
(``ruleslawyer.scenario.stamp``), not at every import; a stale stamp or a template added later
is searched as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.scenario.registry import AmbiguousPhrase, Registry, StepDef, digest
from ruleslawyer.scenario.stamp import stamp_module

ROOT = Path(__file__).resolve().parents[2]

WITHIN_12 = '"{unit}" is within 12" of an enemy unit'
WITHIN_TEXT = '"{unit}" is within {area:text}'  # shares a text with WITHIN_12
WITHIN_AREA = '"{unit}" is within {area:area}'  # shares none with WITHIN_12


def _step(ctx: object, **slots: object) -> None:
    return None


def _stamp_of(*templates: str) -> str:
    scratch = Registry()
    with scratch.checked_as(""):
        for template in templates:
            scratch.add("given", template, _step)
    return digest(scratch.batched)


@pytest.mark.slow  # a whole-library pass: every template of the step library rebuilt
def test_the_committed_stamp_is_the_step_library_s_own() -> None:
    committed = (ROOT / "steps" / "_checked.py").read_text(encoding="utf-8")
    assert stamp_module() == committed, (
        "steps/_checked.py is stale: run python -m ruleslawyer.scenario.stamp > steps/_checked.py"
    )


def test_a_stale_stamp_searches_the_templates_as_each_add_would() -> None:
    registry = Registry()
    with pytest.raises(AmbiguousPhrase) as error, registry.checked_as("not this set's stamp"):
        registry.add("given", WITHIN_12, _step)
        registry.add("given", WITHIN_TEXT, _step)
    assert repr(WITHIN_TEXT) in str(error.value) and repr(WITHIN_12) in str(error.value)


def test_a_stamp_spares_the_search_of_exactly_its_own_templates() -> None:
    registry = Registry()
    with registry.checked_as(_stamp_of(WITHIN_12, WITHIN_AREA)):
        registry.add("given", WITHIN_AREA, _step)
        registry.add("given", WITHIN_12, _step)  # any order: the stamp is of the set
    assert [s.template for s in registry] == [WITHIN_AREA, WITHIN_12]
    found = registry.resolve("given", '"Squad" is within 12" of an enemy unit')
    assert found is not None and found[0].template == WITHIN_12
    # A template added after the block is searched against the stamped ones.
    with pytest.raises(AmbiguousPhrase):
        registry.add("given", WITHIN_TEXT, _step)


def test_a_stamp_of_other_templates_spares_nothing() -> None:
    registry = Registry()
    with pytest.raises(AmbiguousPhrase), registry.checked_as(_stamp_of(WITHIN_12, WITHIN_AREA)):
        registry.add("given", WITHIN_12, _step)
        registry.add("given", WITHIN_TEXT, _step)


def test_a_step_compiles_its_regex_when_first_looked_up() -> None:
    registry = Registry()
    registry.add("given", WITHIN_12, _step)
    (step,) = list(registry)
    assert isinstance(step, StepDef) and "regex" not in vars(step)
    assert registry.resolve("given", '"A" is within 12" of an enemy unit') is not None
    assert "regex" in vars(step)


def test_a_step_writes_its_regex_text_when_first_looked_up() -> None:
    """Registering the library's 549 templates writes none of their regexes: a run writes only
    those of the steps it looks up (docs/performance.md, "Round 4's eighth stop")."""
    registry = Registry()
    with registry.checked_as(_stamp_of(WITHIN_12, WITHIN_AREA)):
        registry.add("given", WITHIN_12, _step)
        registry.add("given", WITHIN_AREA, _step)
    within_12, within_area = list(registry)
    assert "_pattern" not in vars(within_12) and "_pattern" not in vars(within_area)
    found = registry.resolve("given", '"A" is within 12" of an enemy unit')
    assert found is not None and found[0] is within_12
    assert "_pattern" in vars(within_12) and within_12.ints == frozenset()


def test_a_slot_of_an_unknown_kind_is_refused_when_the_step_is_added() -> None:
    registry = Registry()
    with pytest.raises(ValueError, match="unknown slot kind 'colour'"):
        registry.add("given", '"{unit}" is painted {shade:colour}', _step)
    assert list(registry) == []


SQUAD_SHOCKED = '"{unit}" is battle-shocked'  # in the bucket of '"' and "is" with WITHIN_12


def test_a_lookup_compiles_no_regex_of_a_template_whose_words_the_text_lacks() -> None:
    """Of a bucket's templates, only those whose literal text the line holds (at its start, its
    end and in order) have their regex compiled: a one-scenario run compiled 69 of the
    library's regexes, now 7 (docs/performance.md, "Round 4's eighth stop")."""
    registry = Registry()
    registry.add("given", WITHIN_12, _step)
    registry.add("given", SQUAD_SHOCKED, _step)
    within_12, shocked = list(registry)
    found = registry.resolve("given", '"A" is battle-shocked')
    assert found is not None and found[0] is shocked and found[1] == {"unit": "A"}
    assert "regex" in vars(shocked) and "regex" not in vars(within_12)
    assert not within_12.could_match('"A" is battle-shocked')
    assert within_12.could_match('"A" is within 12" of an enemy unit')
    assert not shocked.could_match('"A" is battle-shocked, and more')  # its end is anchored


def test_every_text_a_library_template_matches_passes_its_literal_check() -> None:
    """``could_match`` only ever rules out a text the regex would refuse: checked for every
    library template against every text of the phrase corpus of its kind."""
    from ruleslawyer.scenario.registry import REGISTRY

    from .phrase_corpus import KINDS, load

    texts: dict[str, set[str]] = {kind: set() for kind in KINDS}
    for entry in load():
        if entry.kind in KINDS:
            texts[entry.kind].add(entry.text)
    checked = 0
    for step in REGISTRY:
        for text in texts[step.kind]:
            if step.regex.fullmatch(text) is not None:
                assert step.could_match(text), (step.template, text)
                checked += 1
    assert checked >= len(texts["given"])  # every corpus text matched some template
