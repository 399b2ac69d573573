"""A unit that is not on the battlefield is not selected to shoot (10.02): a shoot step for one
is an error of the scenario naming the file, the line, the unit and the reason; a fight
selection for one is refused as the order of fighting refuses it (20.1)."""

from __future__ import annotations

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError
from tests.scenario import test_move_steps


def run(*texts: str) -> None:
    test_move_steps.run(*texts, path="shooting.feature")


def test_a_destroyed_unit_cannot_have_shot() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(
            'Given a unit "Squad"',
            "Given it is player A's Shooting phase in battle round 2",
            'When "Squad" is destroyed',
            'When "Squad" shoots',
        )
    error = caught.value
    assert error.message.startswith(
        '"Squad" cannot have shot: it is not on the battlefield (10.02)'
    )
    assert (error.path, error.line, error.word) == ("shooting.feature", 4, "Squad")


def test_an_embarked_unit_cannot_have_shot_out_of_phase() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(
            'Given a unit "Rhino"',
            'Given "Rhino" has the keywords TRANSPORT, VEHICLE',
            'Given a unit "Squad"',
            'Given "Squad" is embarked within "Rhino"',
            "Given it is player B's Movement phase in battle round 2",
            'When "Squad" shoots using an out-of-phase rule',
        )
    assert "it is not on the battlefield (10.02)" in caught.value.message


def test_a_unit_on_the_battlefield_shoots() -> None:
    run(
        'Given a unit "Squad"',
        "Given it is player A's Shooting phase in battle round 2",
        'When "Squad" shoots',
        'Then "Squad" is not eligible to shoot because it has already been selected to shoot '
        "this phase",
    )
