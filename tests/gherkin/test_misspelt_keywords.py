"""A keyword written a letter wrong (gherkin/keywords.py, reader.check_lines; interpretation
102): a block line is one only where Gherkin would read it and its steps as a Feature's or
Rule's description; a description line that merely looks like one (``Measure: ...``) stays
prose."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.gherkin.reader import check_lines
from ruleslawyer.scenario.errors import ScenarioInputError

importlib.import_module("ruleslawyer.steps")

STEPS = '    Given a unit "Squad" for player A\n    Then "Squad" is not battle-shocked\n'


@pytest.mark.parametrize(
    ("text", "line", "word"),
    [
        ("Feature: f\n  Scenaro: one\n" + STEPS, 2, "Scenaro:"),
        ("Feature: f\n  Rule: r\n    Scenaro: one\n" + STEPS, 3, "Scenaro:"),
        ("Feature: f\n  Backgroud:\n" + STEPS, 2, "Backgroud:"),
        ('Feature: f\n  Scenario: one\n    Givn a unit "Squad" for player A\n', 3, "Givn"),
    ],
)
def test_a_block_or_step_keyword_a_letter_wrong_whose_steps_would_vanish_is_named(
    text: str, line: int, word: str
) -> None:
    with pytest.raises(ScenarioInputError) as caught:
        check_lines(text, "f.feature")
    assert (caught.value.line, caught.value.word) == (line, word)


@pytest.mark.parametrize(
    "text",
    [
        "Feature: f\n  Measure: every distance here is in inches.\n\n  Scenario: one\n" + STEPS,
        "Feature: f\n  Features: plain words.\n  Scenario: one\n" + STEPS,
        "Feature: f\n  Scenario: one\n    Sample: a line of the scenario's description.\n" + STEPS,
        "Feature: f\n  Scenario: one\n    Scenaro: a description line, steps or not.\n" + STEPS,
        "Feature: f\n  then the scenarios below say what happens.\n  Scenario: one\n" + STEPS,
    ],
)
def test_a_description_line_that_only_looks_like_a_keyword_is_prose(text: str) -> None:
    check_lines(text, "f.feature")
