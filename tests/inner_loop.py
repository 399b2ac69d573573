"""The inner loop, ``pytest -m "not slow"``: besides leaving out the slow tests, it runs each
property scenario of the library with fewer examples (:data:`INNER_EXAMPLES`, not the plugin's
100) and a smaller exhaustive budget (:data:`INNER_BUDGET`), which is most of what the library
costs. The suite's own Hypothesis tests that leave their count to the settings profile run
:data:`INNER_EXAMPLES` examples too (the profile :data:`INNER_PROFILE`, loaded for the run and
put back after it; ``--hypothesis-profile`` chooses another). The full suite and CI, which do
not leave the slow tests out, run every property scenario at its full count; so does an inner
loop given ``--ruleslawyer-max-examples`` or an ini ``ruleslawyer_max_examples`` other than the
default, and a scenario's own ``@max_examples`` tag always wins. The run's header says when the
count is lowered.

Loaded by the project's root ``conftest.py`` (so for ``pytest -m "not slow" scenarios`` too);
docs/contributing.md and docs/performance.md (issue 16: the fast loop) describe it.
"""

from __future__ import annotations

from collections.abc import Generator

import pytest
from _pytest.mark.expression import Expression  # the -m parser; pytest has no public one
from hypothesis import settings as hypothesis_settings

from ruleslawyer.properties import DEFAULT_EXHAUSTIVE_BUDGET, DEFAULT_MAX_EXAMPLES

# Examples per property scenario in the inner loop. Five still runs every scenario's steps on
# drawn situations (and the example database replays any counterexample found before first);
# ten cost the library's run in one process 20 s more of its 53 (docs/performance.md, the
# twelfth stop).
INNER_EXAMPLES = 5
# Cases of the exhaustive walk per property scenario in the inner loop (the plugin's default is
# larger): a claim that needs more is confirmed there and proven by the full suite.
INNER_BUDGET = 100
# The Hypothesis profile the inner loop loads: the default with INNER_EXAMPLES examples, for the
# suite's own @given tests that leave max_examples to the profile (those that set a count keep it).
INNER_PROFILE = "ruleslawyer-inner-loop"

_LOWERED = pytest.StashKey[bool]()
_PROFILE_BEFORE = pytest.StashKey[str]()


def leaves_out_slow(markexpr: str) -> bool:
    """Whether a ``-m`` expression deselects a test marked only ``slow`` but keeps a test
    with no marker: the inner loop's ``not slow``, alone or with more (``not slow and not
    browser``)."""
    if not markexpr.strip():
        return False
    try:
        expression = Expression.compile(markexpr)
    except SyntaxError:  # pytest reports a bad -m expression itself
        return False
    return expression.evaluate(lambda name, /, **kw: False) and not expression.evaluate(
        lambda name, /, **kw: name == "slow"
    )


@pytest.hookimpl(wrapper=True)
def pytest_cmdline_main(config: pytest.Config) -> Generator[None, int | None, int | None]:
    # Before the plugin reads its options (its own pytest_cmdline_main, tryfirst).
    if (
        leaves_out_slow(str(config.getoption("markexpr", "") or ""))
        and config.getoption("ruleslawyer_max_examples") is None
        and config.getini("ruleslawyer_max_examples") == DEFAULT_MAX_EXAMPLES  # the default
    ):
        config.option.ruleslawyer_max_examples = INNER_EXAMPLES
        config.stash[_LOWERED] = True
        if config.getoption("hypothesis_profile", None) is None:
            _load_inner_profile(config)
        if (
            config.getoption("ruleslawyer_exhaustive_budget") is None
            and config.getini("ruleslawyer_exhaustive_budget") == DEFAULT_EXHAUSTIVE_BUDGET
        ):
            config.option.ruleslawyer_exhaustive_budget = INNER_BUDGET
    return (yield)


def _load_inner_profile(config: pytest.Config) -> None:
    """Load :data:`INNER_PROFILE` for this run; :func:`pytest_unconfigure` loads the profile that
    was in force before it, so a run of pytest inside another (pytester) leaves the outer run's
    count as it was."""
    before = hypothesis_settings.get_current_profile_name()
    config.stash[_PROFILE_BEFORE] = before
    # Made from the profile in force (Hypothesis's own "ci" under CI=true), only the count changed.
    hypothesis_settings.register_profile(
        INNER_PROFILE, hypothesis_settings.get_profile(before), max_examples=INNER_EXAMPLES
    )
    hypothesis_settings.load_profile(INNER_PROFILE)


def pytest_unconfigure(config: pytest.Config) -> None:
    before = config.stash.get(_PROFILE_BEFORE, None)
    if before is not None:
        hypothesis_settings.load_profile(before)


def pytest_report_header(config: pytest.Config) -> str | None:
    if not config.stash.get(_LOWERED, False):
        return None
    return (
        f"inner loop (-m excludes slow): {INNER_EXAMPLES} examples per property scenario, "
        f"not {DEFAULT_MAX_EXAMPLES} (the full suite runs {DEFAULT_MAX_EXAMPLES}; "
        "--ruleslawyer-max-examples sets any count), and an exhaustive budget of at most "
        f"{INNER_BUDGET} cases; the suite's Hypothesis tests that set no count run "
        f"{INNER_EXAMPLES} examples (profile {INNER_PROFILE!r})"
    )
