"""Fuzzing: mutated real scenarios and boards end in a pass, a fail or a clean error."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from tests.fuzzing import SOURCES, mutated, run_like_the_plugin


def test_there_is_something_to_mutate() -> None:
    assert any(p.suffix == ".feature" for p in SOURCES)
    assert any(p.suffix == ".yaml" for p in SOURCES)


@pytest.mark.slow  # a long Hypothesis run
@settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.nested_given],
)
@given(mutated())
def test_mutated_inputs_end_cleanly(case: tuple[str, str]) -> None:
    name, text = case
    verdict = run_like_the_plugin(name, text)
    assert verdict
