"""Held-out fidfight5 (contract 20.1, History; interpretation 128): a history stated with the
`has been selected to fight this phase` Givens is replayed with the Rules Appendix pass where the
player to select could have passed; where they could not, the history is still an error that
names the first selection out of order and the reason."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError

from .test_position_errors import Step, names
from .test_position_errors import run as run_positioned

importlib.import_module("ruleslawyer.steps")

TABLE = (
    ("unit", "player", "engaged"),
    ("Squad", "A", "no"),
    ("Boyz", "B", "yes"),
)


def run(*steps: Step) -> None:
    run_positioned(*steps, path="history.feature")


def history(*far: str) -> tuple[Step, ...]:
    return (
        "Given it is the Fight step of player A's Fight phase in battle round 2",
        ("Given the units:", TABLE),
        'Given "Squad" was engaged at the start of the Fight step',
        *(f'Given "{unit}" is not within 5" of any enemy unit' for unit in far),
        'Given "Boyz" has been selected to fight this phase',
        "Then player A selects the next unit to fight",
    )


def test_a_history_a_pass_explains_is_accepted() -> None:
    run(*history("Squad"))


def test_a_history_no_pass_explains_names_the_selection_and_the_reason() -> None:
    """Squad is unstated, so within 5" of an enemy unit: player A could not pass."""
    with pytest.raises(ScenarioInputError) as caught:
        run(*history())
    error = caught.value
    assert error.path == "history.feature" and error.word == "Boyz"
    names(error, '"Boyz" could not have been selected', "player A selects the next unit", "12.04")
    assert "Traceback" not in error.message


def test_a_gap_a_pass_cannot_fill_names_the_selection_though_another_unit_is_far() -> None:
    """The far unit alone does not let player A pass: "Line" is eligible and unstated, so
    within 5" of an enemy unit (Rules Appendix), and the history is refused at "Boyz"."""
    steps = history("Squad")
    line = ("Given the units:", (*TABLE, ("Line", "A", "yes")))
    with pytest.raises(ScenarioInputError) as caught:
        run(
            steps[0],
            line,
            *steps[2:-2],
            'Given "Boyz" has been selected to fight this phase',
            'Given "Line" has been selected to fight this phase',
            steps[-1],
        )
    assert caught.value.word == "Boyz"
    names(caught.value, "player A selects the next unit")
