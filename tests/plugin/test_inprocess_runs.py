"""The suite's in-process pytester runs stay cheap: each one finds every module of ours it
imports already imported (tests/conftest.py imports them once), so no run compiles them again
(docs/performance.md, issue 16: the fast loop)."""

from __future__ import annotations

import sys

import pytest

FEATURE = """
Feature: One of each
  Scenario: a concrete scenario
    Given player A has 3 CP
    Then player A has 3 CP

  Scenario: a property scenario
    Given any unit "Squad"
    And it is player A's Fight phase
    And "Squad" made a charge move this turn
    Then "Squad" has Fights First
"""


class _Modules:
    """Records the modules loaded at the end of the run it is a plugin of."""

    def __init__(self) -> None:
        self.loaded: set[str] = set()

    def pytest_unconfigure(self) -> None:
        self.loaded = set(sys.modules)


def test_an_in_process_run_imports_no_module_of_ours_again(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", one_of_each=FEATURE)
    before = set(sys.modules)
    seen = _Modules()
    result = pytester.runpytest(
        "-p", "no:randomly", "--ruleslawyer-max-examples", "3", plugins=[seen]
    )
    result.assert_outcomes(passed=2)
    again = sorted(m for m in seen.loaded - before if m.split(".")[0] == "ruleslawyer")
    assert not again, f"import these once in tests/conftest.py (IMPORTED_BY_A_RUN): {again}"


# What a user's run loads and the suite's pytester runs need: the plugin and its two
# dependencies' plugins, and xdist for the tests of ``-n``.
NEEDED = ("ruleslawyer", "pytest-bdd", "hypothesispytest", "xdist")
# What those runs leave out unless a test is marked full_inner_run (tests/conftest.py).
LEFT_OUT = ("pytest-lsp", "xdist.looponfail", "cacheprovider", "stepwise")


def test_an_in_process_run_leaves_out_what_no_run_of_the_suite_uses(
    pytester: pytest.Pytester,
) -> None:
    config = pytester.parseconfig()
    manager = config.pluginmanager
    assert [name for name in NEEDED if not manager.has_plugin(name)] == []
    assert [name for name in (*LEFT_OUT, "asyncio") if manager.has_plugin(name)] == []
    assert config.option.no_header


@pytest.mark.full_inner_run
def test_a_test_marked_full_inner_run_gets_a_users_plugins_and_header(
    pytester: pytest.Pytester,
) -> None:
    config = pytester.parseconfig()
    manager = config.pluginmanager
    assert [name for name in (*NEEDED, *LEFT_OUT) if not manager.has_plugin(name)] == []
    assert not manager.has_plugin("asyncio")  # its configure step warns (tests/conftest.py)
    assert not config.option.no_header
