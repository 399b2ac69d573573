"""A pytest-bdd user binds our steps with ``scenarios()`` alone: no step code, no conftest."""

from __future__ import annotations

import pytest

FEATURE = '''
    Feature: Through pytest-bdd
      Scenario: a unit below half-strength
        Given a unit "Squad"
        And "Squad" has 2 models left
        Then "Squad" is below half-strength

      Scenario: a board relative to the feature file
        Given the board "boards/shocked.yaml"
        Then "Squad" is battle-shocked

      Scenario: a doc string board and a table
        Given the board:
          """
          units:
            Squad: {oc: 0}
          """
        And the Action "Deploy Device":
          | STARTS | your Shooting phase |
        And it is player A's Shooting phase
        Then "Squad" cannot start the "Deploy Device" Action, for exactly these reasons:
          | its OC is 0 or - |

      Scenario Outline: half-strength by models
        Given a unit "Squad"
        And "Squad" has a starting strength of 10
        And "Squad" has <models> models left
        Then "Squad" is <strength>

        Examples:
          | models | strength                      |
          | 5      | at half-strength              |
          | 6      | not at or below half-strength |

      Scenario: the Command phase
        Given a unit "Squad"
        And "Squad" is battle-shocked
        And the battle-shock roll for "Squad" will be 6
        When player A's Command phase is resolved
        Then "Squad" is not battle-shocked
        And player A has 1 CP

      Scenario: a claim the rules disagree with
        Given a unit "Squad"
        Then "Squad" is battle-shocked
'''

MODULE = """
    from pytest_bdd import scenarios

    scenarios("features/rules.feature")
"""


def _project(pytester: pytest.Pytester, collect: bool = False) -> None:
    if not collect:
        pytester.makeini("[pytest]\nruleslawyer_collect = false\n")
    pytester.makefile(".feature", **{"features/rules": FEATURE})
    pytester.makefile(
        ".yaml", **{"features/boards/shocked": "units:\n  Squad: {battle_shocked: true}"}
    )
    pytester.makepyfile(test_rules=MODULE)


def test_a_scenarios_module_runs_our_steps(pytester: pytest.Pytester) -> None:
    _project(pytester)
    result = pytester.runpytest("-v")
    result.assert_outcomes(passed=6, failed=1)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    out = result.stdout.str()
    assert "test_rules.py::test_a_claim_the_rules_disagree_with FAILED" in out
    assert "test_rules.py::test_a_unit_below_halfstrength PASSED" in out
    assert 'expected: "Squad" is battle-shocked' in out


def test_with_direct_collection_off_only_the_module_collects(pytester: pytest.Pytester) -> None:
    _project(pytester)
    items, _ = pytester.inline_genitems()
    assert len(items) == 7
    assert all(item.nodeid.startswith("test_rules.py::") for item in items)


def test_with_direct_collection_on_the_feature_collects_too(pytester: pytest.Pytester) -> None:
    _project(pytester, collect=True)
    items, _ = pytester.inline_genitems()
    files = sorted({item.nodeid.split("::")[0] for item in items})
    assert files == ["features/rules.feature", "test_rules.py"]
    assert len(items) == 14


def test_with_direct_collection_on_both_run_our_steps(pytester: pytest.Pytester) -> None:
    # The pytest-bdd step bindings are registered once collection found a scenarios() module,
    # after the .feature file (collected first, alphabetically) loaded the steps without them.
    _project(pytester, collect=True)
    result = pytester.runpytest()
    result.assert_outcomes(passed=12, failed=2)
