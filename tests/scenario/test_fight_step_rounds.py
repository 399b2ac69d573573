"""Contract 20.1's `Given it is the <step> step of player <P>'s Fight phase in battle round <n>`:
a battle round that does not exist is an error on that Given's line, naming the number, as
`Given it is player <P>'s <Phase> phase in battle round <n>` is (07: rounds count from 1)."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps

importlib.import_module("ruleslawyer.steps")

STEPS = ("Pile In", "Fight", "Consolidate")


def _run(tmp_path: Path, step: str, n: int) -> None:
    feature = tmp_path / "rounds.feature"
    feature.write_text(
        "Feature: rounds\n"
        "  Scenario: a step of the Fight phase in a battle round\n"
        f"    Given it is the {step} step of player A's Fight phase in battle round {n}\n"
        '    And a unit "Squad"\n'
        '    And "Squad" is engaged\n'
        '    Then "Squad" can be selected to fight next\n'
    )
    (case,) = cases(parse_feature(feature, tmp_path), keep_scenarios=False)
    run_steps(new_state(feature), case.steps, "rounds.feature")


@pytest.mark.parametrize("step", STEPS)
def test_battle_round_0_is_an_error_on_the_given_line(tmp_path: Path, step: str) -> None:
    with pytest.raises(ScenarioInputError) as caught:
        _run(tmp_path, step, 0)
    error = caught.value
    assert error.line == 3, error.render()
    assert "battle round 0 does not exist" in error.render()


def test_battle_round_1_is_the_first(tmp_path: Path) -> None:
    """The boundary that stands: the Fight step of the first battle round."""
    _run(tmp_path, "Fight", 1)
