"""The closest phrases, found with quick upper bounds first, are exactly the ones that scoring
every phrase finds (the same order, ties in the registry's order)."""

from __future__ import annotations

import difflib
import functools
import importlib
import random

import pytest

from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind, _shape

importlib.import_module("ruleslawyer.steps")


@functools.lru_cache(maxsize=1)
def _matchers(size: int) -> tuple[tuple[difflib.SequenceMatcher[str], StepDef], ...]:
    """A matcher for each phrase of the registry (of ``size`` steps), the phrase's shape its
    second sequence: difflib works out what it needs of the second sequence as it is set, so it
    is set once, and each text is only put in as the first (``set_seq1``)."""
    return tuple(
        (difflib.SequenceMatcher(None, "", _shape(step.phrase)), step) for step in REGISTRY
    )


@functools.lru_cache(maxsize=8)
def _ratios(text: str) -> tuple[tuple[float, StepDef], ...]:
    """How like ``text`` each phrase is, whatever the kind asked (the oracle asks one text for
    each of the three kinds: scored once, not three times): the ratio of
    ``SequenceMatcher(None, _shape(text), _shape(phrase))``."""
    shape = _shape(text)
    found = []
    for matcher, step in _matchers(REGISTRY.size):
        matcher.set_seq1(shape)
        found.append((matcher.ratio(), step))
    return tuple(found)


def every_phrase_scored(kind: StepKind, text: str, n: int = 3) -> list[str]:
    scored = [(ratio + (0.05 if step.kind == kind else 0.0), step) for ratio, step in _ratios(text)]
    scored.sort(key=lambda pair: -pair[0])
    return [f"{s.kind.capitalize()} {s.phrase}" for ratio, s in scored[:n] if ratio > 0.4]


@pytest.mark.slow  # a whole-library pass: every phrase of the step library scored per line
def test_closest_is_the_best_of_every_phrase_scored() -> None:
    chance = random.Random(20)
    texts = [s.example.split(" ", 1)[1] if s.example else s.phrase for s in REGISTRY]
    for text in [*chance.sample(texts, 20), "", "falls back", '"Squad" falls back']:
        letters = list(text)
        for _ in range(chance.randint(0, 5)):
            if letters:
                letters[chance.randrange(len(letters))] = chance.choice('aeiou "-')
        mutated = "".join(letters)
        for kind in ("given", "when", "then"):
            assert REGISTRY.closest(kind, mutated) == every_phrase_scored(kind, mutated), mutated
