"""Fuzzing: mutated real scenarios and boards end in a pass, a fail or a clean error."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from tests.fuzz_crafted import Crafted, crafted, run_crafted
from tests.fuzz_outputs import (
    CompareFile,
    compare_files,
    report_paths,
    run_compare,
    run_report_path,
)
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


@pytest.mark.slow  # a long Hypothesis search (more than 100 examples)
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


@pytest.mark.slow  # a long Hypothesis search (more than 100 examples)
@settings(
    max_examples=120,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.nested_given],
)
@given(compare_files())
def test_crafted_compare_files_end_in_entries_or_one_usage_line(case: CompareFile) -> None:
    """Issue 42 items 2-3: pipes, devices, huge, deep, surrogates, bytes, wrong types."""
    assert run_compare(case) in {"read", "usage error"}


@pytest.mark.slow  # a long Hypothesis search (more than 100 examples)
@settings(
    max_examples=120,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.nested_given],
)
@given(report_paths())
def test_crafted_report_paths_end_in_a_path_or_one_usage_line(given_path: str) -> None:
    """Issue 42 item 1 and issue 41 item 9: folders, paths inside files, unwritable folders,
    no file name, unknown extensions."""
    assert run_report_path(given_path) in {"ok", "usage error"}
