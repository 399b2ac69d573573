"""The review of the while durations (fid18dur): an input error names words as written on its
line (contract 18.8), and a rule of a source that can no longer use it does not trigger, in the
trace as in `Then "<rule>" does not trigger` (18.3 item 10; interpretation 95)."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.core.rule_events import Event, Happening
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

Table = tuple[tuple[str, str], ...]


def _state(steps: list[tuple[str, Table | None]]):  # type: ignore[no-untyped-def]
    lines = []
    for number, (text, table) in enumerate(steps, start=1):
        keyword, _, rest = text.partition(" ")
        lines.append(StepLine(keyword.lower(), keyword, rest, number, datatable=table))  # type: ignore[arg-type]
    state = new_state(None)
    run_steps(state, lines, "while.feature")
    return state


def _error(table: Table, line: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        _state(
            [
                ('Given a unit "Squad"', None),
                (line, table),
                ("Given it is player A's Movement phase", None),
                ('Then "Squad" has OC 2', None),
            ]
        )
    return caught.value


def test_a_one_shot_effect_under_a_while_lead_names_the_lead_as_written() -> None:
    error = _error(
        (("CP", "1"), ("EFFECT", "While it is engaged, makes it battle-shocked")),
        'Given the stratagem "Rattle":',
    )
    assert error.word == "While it is engaged"


def test_a_duration_row_that_disagrees_names_the_row_as_written() -> None:
    row = "Until the end of the Phase, while it is engaged"
    error = _error(
        (
            ("WHEN", "the start of your Movement phase"),
            ("EFFECT", "Until the end of the turn, while it is engaged, adds 1 to its OC"),
            ("DURATION", row),
        ),
        'Given "Squad" has an ability "Stalwart":',
    )
    assert error.word == row


def test_a_destroyed_source_s_event_rule_does_not_say_it_triggers() -> None:
    state = _state(
        [
            ('Given a unit "Squad"', None),
            (
                'Given "Squad" has an ability "Lope":',
                (
                    ("WHEN", "each time this unit is selected to shoot"),
                    ("EFFECT", "adds 1 to its OC"),
                ),
            ),
            ("Given it is player A's Shooting phase", None),
            ('When "Squad" is destroyed', None),
        ]
    )
    game = state.game
    game.happened(Event(Happening.SELECTED_TO_SHOOT, "Squad", "A"))
    assert not any("Lope triggers" in line for line in game.trace)
    assert game.rule_firing.firings_of("Lope") == []


def test_the_same_rule_of_a_unit_that_stands_says_it_triggers() -> None:
    state = _state(
        [
            ('Given a unit "Squad"', None),
            (
                'Given "Squad" has an ability "Lope":',
                (
                    ("WHEN", "each time this unit is selected to shoot"),
                    ("EFFECT", "adds 1 to its OC"),
                ),
            ),
            ("Given it is player A's Shooting phase", None),
        ]
    )
    game = state.game
    game.happened(Event(Happening.SELECTED_TO_SHOOT, "Squad", "A"))
    assert any("Lope triggers" in line for line in game.trace)
    assert len(game.rule_firing.firings_of("Lope")) == 1
