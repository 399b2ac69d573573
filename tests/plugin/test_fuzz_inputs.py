"""Fuzzing: mutated real scenarios and boards end in a pass, a fail or a clean error."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from tests.fuzz_crafted import Crafted, crafted, run_crafted
from tests.fuzzing import SOURCES, mutated, run_like_the_plugin


def test_there_is_something_to_mutate() -> None:
    assert any(p.suffix == ".feature" for p in SOURCES)
    assert any(p.suffix == ".yaml" for p in SOURCES)


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


@pytest.mark.slow
@settings(
    max_examples=150,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.nested_given],
)
@given(crafted())
def test_crafted_bad_inputs_end_cleanly(case: Crafted) -> None:
    """Issue 21's kinds of bad input: each ends in a pass, a fail or an error naming a file and
    a line, within the time limit (run_crafted raises Escaped otherwise)."""
    verdicts = run_crafted(case)
    assert verdicts and set(verdicts) <= {"pass", "fail", "input error"}
