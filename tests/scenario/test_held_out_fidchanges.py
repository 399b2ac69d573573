"""Held-out fidchanges (round 4's change to §15, §20.2; interpretation 123): an Action's EFFECT
row that tags with a word no Given, Then or UNITS row reads is an input error naming the file,
the line, the word and the closest tag, raised where the Action is declared; a card's tag in the
same row is accepted and can be asked about."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError

from .test_position_errors import Step
from .test_position_errors import run as run_positioned

importlib.import_module("ruleslawyer.steps")


def run(*steps: Step) -> None:
    run_positioned(*steps, path="tags.feature")


def steps(effect: str, then: str) -> tuple[Step, ...]:
    return (
        "Given the ruin is an objective",
        'Given a unit "Squad"',
        'Given "Squad" is within the ruin',
        "Given it is player A's Shooting phase",
        (
            'Given the Action "Sabotage":',
            (
                ("UNITS", "one unit that is within range of an objective"),
                ("COMPLETES", "the end of your turn"),
                ("EFFECT", effect),
            ),
        ),
        'When "Squad" starts the "Sabotage" Action',
        "When the game advances to the end of player A's turn",
        then,
    )


@pytest.mark.parametrize(
    ("effect", "word", "suggestion"),
    [
        ("that objective becomes sabotaged", "sabotaged", None),
        ("that objective becomes decoy", "decoy", "decoyed"),
        (
            "that terrain area becomes trapped and that objective becomes cleanse",
            "cleanse",
            "cleansed",
        ),
    ],
)
def test_an_effect_row_that_tags_with_a_word_no_step_reads(
    effect: str, word: str, suggestion: str | None
) -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(*steps(effect, 'Then "Squad" completes the "Sabotage" Action'))
    error = caught.value
    assert error.path == "tags.feature"
    assert error.line is not None and 5 <= error.line <= 8  # the Action's table, not a later step
    assert word in error.message and "decoyed" in error.message
    assert "Traceback" not in error.message
    if suggestion is not None:
        assert suggestion in f"{error.message} {error.suggestion}"


def test_a_cards_tag_in_the_effect_row_is_set_and_asked() -> None:
    run(*steps("that objective becomes decoyed", "Then the ruin is decoyed by player A"))


POSITIONED: tuple[Step, ...] = (
    'Given a unit "Squad" for player A',
    'Given a unit "Boyz" for player B',
    ("Given the positions:", (("unit", "x", "y"), ("Squad", "10", "10"), ("Boyz", "30", "10"))),
    "Given it is player A's Movement phase",
)


@pytest.mark.parametrize(
    ("step", "move"),
    [
        ('When "Squad" becomes engaged', 'When "Boyz" makes a charge move against "Squad"'),
        ('When "Squad" is no longer engaged', 'When "Boyz" makes a fall-back move'),
    ],
)
def test_engagement_stated_in_a_positioned_scenario_asks_for_the_enemys_move(
    step: str, move: str
) -> None:
    """Round 4's change to §9: in a positioned scenario these steps are input errors asking
    for the enemy's move."""
    with pytest.raises(ScenarioInputError) as caught:
        run(*POSITIONED, step)
    error = caught.value
    assert error.path == "tags.feature" and error.line == 8
    assert "enemy's move" in error.message and move in error.message


def test_engagement_stated_without_positions_is_applied() -> None:
    run(
        'Given a unit "Squad" for player A',
        'Given a unit "Boyz" for player B',
        "Given it is player A's Movement phase",
        'When "Squad" becomes engaged',
        'Then "Squad" is engaged',
        'When "Squad" is no longer engaged',
        'Then "Squad" is not engaged',
    )
