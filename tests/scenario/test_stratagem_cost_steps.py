"""The stratagem cost steps' reports (18.6): a refusal names the cost as modified and the rule
that changed it; a declared EFFECT that begins an effect sentence and is not one is an input
error naming its line, its words and the closest sentence."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.registry import StepKind
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

HARSH = (
    ("CP", "0"),
    ("TARGET", "none"),
    ("EFFECT", 'until the end of the turn, increases the CP cost of the "Orders" stratagem by 1'),
)


def _lines(*steps: tuple[StepKind, str, tuple[tuple[str, str], ...] | None]) -> list[StepLine]:
    return [
        StepLine(kind, kind.title(), text, n, datatable=table)
        for n, (kind, text, table) in enumerate(steps, 1)
    ]


def test_a_refusal_names_the_cost_as_modified_and_the_rule_that_changed_it() -> None:
    lines = _lines(
        ("given", 'a unit "Squad"', None),
        ("given", 'the stratagem "Orders":', (("CP", "1"),)),
        ("given", 'the stratagem "Harsh":', HARSH),
        ("given", "player A has 1 CP", None),
        ("given", "it is player A's Shooting phase in battle round 2", None),
        ("when", 'player A uses the "Harsh" stratagem', None),
        ("then", 'player A can use the "Orders" stratagem on "Squad"', None),
    )
    with pytest.raises(ScenarioDisagreement) as caught:
        run_steps(ScenarioState(None), lines, "s.feature")
    decided = str(caught.value)
    assert "it costs 2CP" in decided
    assert '"Harsh" (stratagem used by player A)' in decided and "CP cost 1 -> 2" in decided


def test_an_effect_that_begins_an_effect_sentence_must_be_one() -> None:
    lines = _lines(
        ("given", 'a unit "Squad"', None),
        (
            "given",
            'the stratagem "Orders":',
            (("EFFECT", "reduces the cost of your stratagems by 1"),),
        ),
    )
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(ScenarioState(None), lines, "s.feature")
    assert caught.value.line == 2
    assert caught.value.word == "reduces the cost of your stratagems by 1"
    assert caught.value.suggestion == "'reduces the CP cost of <stratagems> by <n>'"
