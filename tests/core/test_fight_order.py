"""The order of fighting (contract §20.1, core/fight_order.py): what a scenario cannot state."""

from __future__ import annotations

import pytest

from ruleslawyer.core import ImpossibleEvent, Phase, RulesInputError, Unit, clock
from ruleslawyer.core.fight_order import Stage
from ruleslawyer.core.fight_reasons import S_NOT_FIRST, selects_next

from .games import game_of

STEP = clock.in_phase(1, "A", Phase.FIGHT, "A", clock.Point.FIGHT_STEP)
KEY = STEP.phase_key


def _four(**first: bool) -> list[Unit]:
    return [
        Unit("Vanguard", player="A", engaged=True, fights_first=first.get("Vanguard", False)),
        Unit("Hunters", player="B", engaged=True, fights_first=first.get("Hunters", False)),
        Unit("Wardens", player="A", engaged=True),
        Unit("Raiders", player="B", engaged=True),
    ]


def test_a_selection_out_of_turn_names_the_reason_and_the_units_that_could_be_selected() -> None:
    game = game_of(*_four(), now=STEP)
    with pytest.raises(ImpossibleEvent) as caught:
        game.fight_order.select("Hunters")
    assert caught.value.reasons == (selects_next("A"),)
    assert '(units that could be selected: "Vanguard", "Wardens")' in str(caught.value)


def test_a_non_fights_first_unit_is_refused_while_a_fights_first_unit_is_eligible() -> None:
    game = game_of(*_four(Hunters=True), now=STEP)
    assert game.fight_order.stage() is Stage.FIRST
    assert game.fight_order.selector() == "B"
    assert game.fight_order.can_select("Raiders") == (False, (S_NOT_FIRST,))


def test_a_history_12_04_cannot_produce_is_an_error_naming_the_first_selection_out_of_order() -> (
    None
):
    units = _four()
    units[1] = Unit("Hunters", player="B", engaged=True, selected_to_fight=(KEY,))
    game = game_of(*units, now=STEP)
    game.fight_order.stated_history = ["Hunters"]
    with pytest.raises(RulesInputError) as caught:
        game.fight_order.current()
    assert caught.value.word == "Hunters"
    assert "player A selects the next unit to fight (12.04)" in caught.value.message


def test_a_drawn_history_12_04_cannot_produce_is_no_situation() -> None:
    # Contract §6 and 20.1 (History): a property example whose drawn selections 12.04 could not
    # have made is discarded (ImpossibleEvent), never answered as if it were a situation, so a
    # counterexample always runs as a concrete scenario and fails the same way.
    units = _four()
    units[1] = Unit("Hunters", player="B", engaged=True, selected_to_fight=(KEY,))
    game = game_of(*units, now=STEP)
    game.fight_order.strict = False
    with pytest.raises(ImpossibleEvent) as caught:
        game.fight_order.order()
    assert caught.value.unit == "Hunters"
    assert "player A selects the next unit to fight (12.04)" in caught.value.message


def test_a_drawn_history_12_04_allows_is_taken_as_it_is() -> None:
    units = _four()
    units[0] = Unit("Vanguard", player="A", engaged=True, selected_to_fight=(KEY,))
    units[1] = Unit("Hunters", player="B", engaged=True, selected_to_fight=(KEY,))
    game = game_of(*units, now=STEP)
    game.fight_order.strict = False
    assert game.fight_order.order() == ["Vanguard", "Hunters"]


def test_resolving_the_attacks_of_a_unit_not_fighting_is_an_error_naming_the_one_that_is() -> None:
    game = game_of(*_four(), now=STEP)
    game.fight_order.select("Vanguard")
    with pytest.raises(RulesInputError) as caught:
        game.fight_order.resolve("Wardens")
    assert caught.value.suggestion == '"Vanguard"'


def test_a_player_who_cannot_pass_is_told_which_unit_is_close_enough_to_fight() -> None:
    game = game_of(*_four(), now=STEP)
    game.fight_order.far = {"Vanguard"}
    with pytest.raises(ImpossibleEvent) as caught:
        game.fight_order.pass_selection("A")
    assert '"Wardens" is eligible to fight and within 5" of an enemy unit' in str(caught.value)


def test_advancing_past_the_step_selects_every_eligible_unit_in_an_order_12_04_allows() -> None:
    game = game_of(*_four(Hunters=True), now=STEP)
    game.fight_order.current()  # the scenario stands in the Fight step: its order is asked
    game.clock.advance_to(
        game.clock.next_moment(lambda m: m.point is clock.Point.CONSOLIDATE, "consolidate")
    )
    assert game.fight_order.order() == ["Hunters", "Vanguard", "Raiders", "Wardens"]


def test_a_property_example_advancing_through_an_unasked_fight_phase_reads_nothing() -> None:
    game = game_of(*_four(Hunters=True), now=STEP)
    game.fight_order.strict = False  # a property example's game
    game.fight_order.selects_in_property = False  # whose scenario never reads the order
    game.clock.advance_to(
        game.clock.next_moment(lambda m: m.point is clock.Point.CONSOLIDATE, "consolidate")
    )
    assert game.fight_order.order() == []


def test_a_property_example_whose_scenario_reads_the_order_makes_its_selections() -> None:
    # contract 20.1 and 6: as a concrete scenario does, so a counterexample fails the same way
    game = game_of(*_four(Hunters=True), now=STEP)
    game.fight_order.strict = False  # a property example's game
    game.clock.advance_to(
        game.clock.next_moment(lambda m: m.point is clock.Point.CONSOLIDATE, "consolidate")
    )
    assert game.fight_order.order() == ["Hunters", "Vanguard", "Raiders", "Wardens"]


def test_a_scenario_advancing_through_an_unasked_fight_phase_makes_its_selections() -> None:
    game = game_of(*_four(Hunters=True), now=STEP)
    game.clock.advance_to(
        game.clock.next_moment(lambda m: m.point is clock.Point.CONSOLIDATE, "consolidate")
    )
    assert game.fight_order.order()[0] == "Hunters"
    assert len(game.fight_order.order()) == 4
