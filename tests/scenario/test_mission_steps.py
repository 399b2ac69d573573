"""The mission steps as a scenario writer meets them when a claim fails: what was scored, when,
and as of which determination control was said (the issue-18 mutation run asked for these)."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")


def disagreement_of(*texts: str) -> str:
    steps = []
    for number, text in enumerate(texts, start=1):
        keyword, _, rest = text.partition(" ")
        steps.append(StepLine(keyword.lower(), keyword, rest, number))  # type: ignore[arg-type]
    with pytest.raises(ScenarioDisagreement) as caught:
        run_steps(new_state(None), steps, "missions.feature")
    return str(caught.value)


HOLDING = (
    "Given the ruin is an objective",
    "Given it is player A's Movement phase",
    'Given a unit "Squad" for player A',
    'Given "Squad" is within the ruin',
    'Given player A has a mission rule "Hold" that scores 5 VP at the end of your Movement phase '
    "if they control the ruin",
    "When the game advances to the end of player A's Movement phase",
)


def test_a_wrong_vp_claim_lists_what_was_scored_and_when() -> None:
    said = disagreement_of(*HOLDING, "Then player A has 4 VP")
    assert (
        "player A has 5 VP (Hold 5 VP at the end of player A's Movement phase, battle round 1)"
        in said
    )


def test_a_wrong_control_claim_names_the_determination_it_reads() -> None:
    said = disagreement_of(*HOLDING, "Then no player controls the ruin")
    assert (
        "player A controls it (levels of control: A 10, B 0), as determined at the end of "
        "player A's Movement phase, battle round 1"
    ) in said


def test_control_stated_of_an_objective_never_set_up_names_its_line_and_the_closest() -> None:
    steps = [
        StepLine("given", "Given", text, number)
        for number, text in enumerate(
            (
                "the ruin is an objective",
                "it is player A's Movement phase",
                "player A controls the rum",
            ),
            start=1,
        )
    ]
    steps.append(StepLine("then", "Then", "player A controls the ruin", 4))
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(new_state(None), steps, "missions.feature")
    error = caught.value
    assert "'the rum' is not an objective (stated at line 3" in error.message
    assert (error.word, error.suggestion) == ("the rum", "'the ruin'")


def test_a_wrong_vp_claim_lists_an_actions_vp_with_the_action_and_when() -> None:
    steps = [
        StepLine(
            "given",
            "Given",
            'the Action "Raid":',
            1,
            (("COMPLETES", "immediately"), ("EFFECT", "score 3 VP")),
        ),
        StepLine("given", "Given", "it is player A's Shooting phase", 2),
        StepLine("given", "Given", 'a unit "Squad" for player A', 3),
        StepLine("when", "When", '"Squad" starts the "Raid" Action', 4),
        StepLine("then", "Then", "player A has 1 VP", 5),
    ]
    with pytest.raises(ScenarioDisagreement) as caught:
        run_steps(new_state(None), steps, "missions.feature")
    assert (
        "player A has 3 VP (Raid 3 VP at the start of player A's Shooting phase, battle round 1)"
        in str(caught.value)
    )


def test_control_stated_of_an_objective_like_none_set_up_has_no_suggestion() -> None:
    steps = [
        StepLine("given", "Given", "the ruin is an objective", 1),
        StepLine("given", "Given", "player A controls Qwxz", 2),
        StepLine("then", "Then", "player A controls the ruin", 3),
    ]
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(new_state(None), steps, "missions.feature")
    assert "'Qwxz' is not an objective (stated at line 2" in caught.value.message
    assert caught.value.suggestion is None
