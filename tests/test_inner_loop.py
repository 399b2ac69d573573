"""The inner loop (tests/inner_loop.py): ``-m "not slow"`` lowers the examples of a property
scenario (and of the suite's own Hypothesis tests) only while the slow tests are left out, and
never over a count someone asked for."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import settings as hypothesis_settings

from ruleslawyer.core import Verdict
from ruleslawyer.core.events import Moves
from ruleslawyer.properties import DEFAULT_EXHAUSTIVE_BUDGET, DEFAULT_MAX_EXAMPLES
from tests.inner_loop import INNER_BUDGET, INNER_EXAMPLES, leaves_out_slow

# These read (or rule out) the inner loop's line in pytest's header, which the suite's other
# pytester runs leave out (tests/conftest.py, LEAN_INNER_RUN).
pytestmark = pytest.mark.full_inner_run

COUNTED = """Feature: Counted
  Scenario: Examples of Plain
    Given any unit "Plain"
    And any moment
    And "Plain" is off the battlefield
    Then "Plain" is not eligible to shoot

  @max_examples=7
  Scenario: Examples of Tagged
    Given any unit "Tagged"
    And any moment
    And "Tagged" is off the battlefield
    Then "Tagged" is not eligible to shoot
"""
INI = "[pytest]\nstrict = true\nmarkers =\n    slow: slow\n    browser: browser\n"


@pytest.mark.parametrize(
    ("markexpr", "inner"),
    [
        ("not slow", True),
        ("not slow and not browser", True),
        ("(not slow)", True),
        ("", False),
        ("slow", False),
        ("not browser", False),
        ("slow or not slow", False),
        ("not (slow", False),  # pytest's own usage error, not ours
    ],
)
def test_the_inner_loop_is_a_marker_expression_that_leaves_out_slow_tests(
    markexpr: str, inner: bool
) -> None:
    assert leaves_out_slow(markexpr) is inner


@pytest.fixture
def examples_run(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many examples each unit's property ran: one question per example."""
    asked: Counter[str] = Counter()
    original = Moves.eligible_to_shoot

    def eligible_to_shoot(self: Moves, unit_name: str) -> Verdict:
        asked[unit_name] += 1
        return original(self, unit_name)

    monkeypatch.setattr(Moves, "eligible_to_shoot", eligible_to_shoot)
    monkeypatch.setenv("CI", "true")  # derandomised: every example counts, none replayed
    return asked


def _run(pytester: pytest.Pytester, *args: str) -> pytest.RunResult:
    pytester.makeini(INI)
    pytester.makeconftest('pytest_plugins = ["tests.inner_loop"]\n')
    pytester.makefile(".feature", counted=COUNTED)
    # The exhaustive walk off: these count the examples Hypothesis runs (docs/language.md).
    result = pytester.runpytest("-p", "no:randomly", "--ruleslawyer-exhaustive-budget=0", *args)
    result.assert_outcomes(passed=2)
    return result


def test_the_inner_loop_runs_fewer_examples_and_says_so(
    pytester: pytest.Pytester, examples_run: Counter[str]
) -> None:
    result = _run(pytester, "-m", "not slow")
    assert examples_run == {"Plain": INNER_EXAMPLES, "Tagged": 7}
    result.stdout.fnmatch_lines([f"inner loop (-m excludes slow): {INNER_EXAMPLES} examples*"])


def test_the_full_suite_keeps_every_example(
    pytester: pytest.Pytester, examples_run: Counter[str]
) -> None:
    result = _run(pytester)
    assert examples_run == {"Plain": DEFAULT_MAX_EXAMPLES, "Tagged": 7}
    assert "inner loop" not in result.stdout.str()


def test_a_count_asked_for_wins_over_the_inner_loop(
    pytester: pytest.Pytester, examples_run: Counter[str]
) -> None:
    result = _run(pytester, "-m", "not slow", "--ruleslawyer-max-examples", "3")
    assert examples_run == {"Plain": 3, "Tagged": 7}
    assert "inner loop" not in result.stdout.str()


@pytest.mark.parametrize(
    ("args", "budget"),
    [
        (("-m", "not slow"), INNER_BUDGET),
        ((), DEFAULT_EXHAUSTIVE_BUDGET),
        (("-m", "not slow", "--ruleslawyer-exhaustive-budget=7"), 7),
    ],
)
def test_the_inner_loop_lowers_the_exhaustive_budget_unless_one_is_asked_for(
    pytester: pytest.Pytester, args: tuple[str, ...], budget: int
) -> None:
    pytester.makeini(INI)
    pytester.makeconftest(
        'pytest_plugins = ["tests.inner_loop"]\n'
        "from ruleslawyer.pytest_plugin import options\n"
        "def pytest_report_header(config):\n"
        '    return f"budget {options.read(config).exhaustive_budget}"\n'
    )
    pytester.makefile(".feature", counted=COUNTED)
    result = pytester.runpytest("-p", "no:randomly", "--collect-only", *args)
    result.stdout.fnmatch_lines([f"budget {budget}"])


# A Hypothesis test of the suite's own kind: one that leaves its count to the profile, one
# that sets it. Each writes how many examples it ran to a file named after it.
GIVEN_TESTS = """
from pathlib import Path

from hypothesis import given, settings, strategies as st

RAN = {"profiled": 0, "counted": 0}


@given(st.integers())
def test_profiled(n):
    RAN["profiled"] += 1
    Path("profiled.txt").write_text(str(RAN["profiled"]))


@settings(max_examples=7)
@given(st.integers())
def test_counted(n):
    RAN["counted"] += 1
    Path("counted.txt").write_text(str(RAN["counted"]))
"""


@pytest.mark.parametrize(
    ("args", "profiled"),
    [
        (("-m", "not slow"), INNER_EXAMPLES),
        ((), None),  # the profile in force around the run (this suite's own inner loop's, too)
        (("-m", "not slow", "--hypothesis-profile", "default"), 100),
    ],
)
def test_the_suites_own_hypothesis_tests_run_fewer_examples_in_the_inner_loop_only(
    pytester: pytest.Pytester, args: tuple[str, ...], profiled: int | None
) -> None:
    before = hypothesis_settings.get_current_profile_name()
    if profiled is None:
        profiled = hypothesis_settings.get_profile(before).max_examples
    pytester.makeini(INI)
    pytester.makeconftest('pytest_plugins = ["tests.inner_loop"]\n')
    pytester.makepyfile(test_given=GIVEN_TESTS)
    try:
        result = pytester.runpytest("-p", "no:randomly", "--hypothesis-seed=0", *args)
        after = hypothesis_settings.get_current_profile_name()
    finally:
        hypothesis_settings.load_profile(before)  # --hypothesis-profile loads one for good
    result.assert_outcomes(passed=2)
    assert (pytester.path / "profiled.txt").read_text() == str(profiled)
    assert (pytester.path / "counted.txt").read_text() == "7"  # a count the test set wins
    if "--hypothesis-profile" not in args:
        # The inner loop put back the profile of the run around it: this suite's own count
        # and settings are unchanged.
        assert after == before
