"""The stratagem steps' input errors: a use with no unit where the TARGET names one, and a
Battle-shock step plan for a stratagem whose WHEN is another moment."""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.registry import StepKind
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")


def _run(*steps: tuple[StepKind, str]) -> ScenarioInputError:
    lines = [StepLine(kind, kind.title(), text, n) for n, (kind, text) in enumerate(steps, 1)]
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(ScenarioState(None), lines, "s.feature")
    return caught.value


def test_a_stratagem_whose_target_names_a_unit_needs_one() -> None:
    error = _run(
        ("given", 'a unit "Captain"'),
        ("given", "it is player A's Fight phase"),
        ("when", 'player A uses the "Epic Challenge" stratagem'),
    )
    assert (error.line, error.word) == (3, "Epic Challenge")
    assert 'its TARGET is "one friendly CHARACTER unit"' in error.message
    assert 'uses the "Epic Challenge" stratagem on "<unit>"' in error.message


def test_a_battle_shock_plan_needs_a_battle_shock_when() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        (
            "given",
            'player A will use the "Fire Overwatch" stratagem on "Squad" in the Battle-shock step',
        ),
        ("when", "player A's Command phase is resolved"),
    )
    assert error.word == "Fire Overwatch" and error.suggestion == '"Insane Bravery"'
    assert "stated at line 2" in error.message


def test_a_declared_stratagem_may_come_after_its_plan() -> None:
    texts = (
        'a unit "Squad"',
        'player A will use the "Steady" stratagem on "Squad" in the Battle-shock step',
        'the stratagem "Steady":',
    )
    lines = [StepLine("given", "Given", text, n) for n, text in enumerate(texts, 1)]
    lines[-1] = replace(
        lines[-1], datatable=(("WHEN", "the Battle-shock step of your Command phase"),)
    )
    state = ScenarioState(None)
    run_steps(state, lines, "s.feature")
    assert state.game.planned_bravery == [("A", "Steady", "Squad")]
