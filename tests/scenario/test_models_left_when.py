"""Contract 20.1: `has <n> models left` stated as a result of attacks between a selection and its
resolution (a When step). A count that is no loss (as many models as the unit has, or more) is
an error on that step's line naming the number, never a traceback."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps

importlib.import_module("ruleslawyer.steps")


def _run(tmp_path: Path, n: int) -> None:
    feature = tmp_path / "left.feature"
    feature.write_text(
        "Feature: left\n"
        "  Scenario: a loss stated between a selection and its resolution\n"
        "    Given it is the Fight step of player A's Fight phase in battle round 2\n"
        '    And a unit "Squad" for player A\n'
        '    And a unit "Boyz" for player B\n'
        '    And "Squad" is engaged with "Boyz"\n'
        '    When "Squad" is selected to fight\n'
        f'    And "Boyz" has {n} models left\n'
        '    And "Squad" resolves its attacks\n'
        '    Then "Boyz" can be selected to fight next\n'
    )
    (case,) = cases(parse_feature(feature, tmp_path), keep_scenarios=False)
    run_steps(new_state(feature), case.steps, "left.feature")


@pytest.mark.parametrize("n", [5, 7])
def test_no_loss_is_an_error_on_the_step_line(tmp_path: Path, n: int) -> None:
    with pytest.raises(ScenarioInputError) as caught:
        _run(tmp_path, n)
    error = caught.value
    assert error.line == 8, error.render()
    assert "it cannot be left with" in error.render()
    assert str(n) in error.render()


def test_a_loss_is_stated(tmp_path: Path) -> None:
    _run(tmp_path, 2)
