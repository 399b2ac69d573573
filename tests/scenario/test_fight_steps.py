"""The Fight facts a scenario states (contract §14): where they may be stated."""

from __future__ import annotations

import pytest

from ruleslawyer.core import Phase, RulesInputError, clock
from ruleslawyer.scenario.state import ScenarioState


def test_a_fight_fact_outside_a_fight_phase_is_an_error_naming_its_line() -> None:
    state = ScenarioState()
    state.add_unit("Squad").state(4, selected_to_fight=True)
    with pytest.raises(RulesInputError) as caught:
        state.game  # noqa: B018 - building the game checks the board
    assert "stated at line 4" in caught.value.message
    assert "Fight step of player A's Fight phase" in caught.value.message


def test_in_a_fight_phase_the_fact_is_stamped_with_that_phase() -> None:
    state = ScenarioState()
    state.moment.player, state.moment.phase = "A", Phase.FIGHT
    state.add_unit("Squad").state(4, engaged_at_fight_step=True, selected_to_fight=True)
    unit = state.game.unit("Squad")
    key = state.game.now.phase_key
    assert unit.selected_to_fight == (key,)
    assert unit.engaged_at_fight_step == ((key, True),)


def test_a_stated_history_12_04_cannot_produce_names_the_selection_and_its_line() -> None:
    state = ScenarioState()
    state.moment.player, state.moment.phase = "A", Phase.FIGHT
    state.moment.step = clock.Point.FIGHT_STEP
    state.add_unit("Vanguard").state(3, engaged=True)
    raiders = state.add_unit("Raiders")
    raiders.state(4, player="B", engaged=True)
    raiders.state(5, selected_to_fight=True)
    state.fight_history.append("Raiders")
    with pytest.raises(RulesInputError) as caught:
        state.game  # noqa: B018 - building the game replays the selections stated
    assert caught.value.word == "Raiders"
    assert "player A selects the next unit to fight (12.04)" in caught.value.message
    assert caught.value.message.endswith("(stated at line 5)")


def test_fighting_before_the_fight_step_is_an_error_naming_the_step() -> None:
    """`When "Squad" fights` after `Given it is player A's Fight phase` (its start, not the
    Fight step): the error names 12.04's step, not "no unit" fighting, and suggests the Given."""
    state = ScenarioState()
    state.moment.player, state.moment.phase = "A", Phase.FIGHT
    state.add_unit("Squad").state(3, engaged=True)
    game = state.game
    game.fight_order.select("Squad")
    with pytest.raises(RulesInputError) as caught:
        game.fight_order.resolve("Squad")
    assert caught.value.word == "Squad"
    assert "it is not the Fight step (12.04)" in caught.value.message
    assert caught.value.suggestion == "Given it is the Fight step of player A's Fight phase"
