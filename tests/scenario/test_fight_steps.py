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
