"""The function a board loader calls for a unit's `datasheet:` and `models_at_start:` keys."""

from __future__ import annotations

import pytest

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import base_size
from ruleslawyer.scenario.board import load_board_text
from ruleslawyer.scenario.datasheets import board_datasheet, datasheet_pool
from ruleslawyer.scenario.state import ScenarioState, UnitDraft, unit_from_draft


def test_a_board_unit_from_a_datasheet_then_its_own_keys() -> None:
    draft = UnitDraft("Squad", None)
    board_datasheet(draft, "Intercessor Squad", 10, "board.yaml:3")
    draft.state("board.yaml:5", oc=1)  # a later key of the same unit wins
    unit = unit_from_draft(draft, (1, "A"))
    assert (unit.starting_strength, unit.oc, unit.ld, unit.datasheet) == (
        10,
        1,
        6,
        "Intercessor Squad",
    )
    assert "BATTLELINE" in unit.keywords and unit.ocs == ()


def test_models_at_start_without_a_datasheet_is_the_starting_strength() -> None:
    draft = UnitDraft("Squad", None)
    board_datasheet(draft, None, 3, "board.yaml:4")
    assert (draft.starting_strength, draft.stated["starting_strength"]) == (3, "board.yaml:4")


def test_unknown_names_and_sizes_are_refused() -> None:
    with pytest.raises(RulesInputError) as caught:
        board_datasheet(UnitDraft("Squad", None), "Intercesor Squad", None, "b.yaml:2")
    assert caught.value.suggestion and "Intercessor Squad" in caught.value.suggestion
    with pytest.raises(RulesInputError, match="not 4"):
        board_datasheet(UnitDraft("Squad", None), "Intercessor Squad", 4, "b.yaml:2")


def test_the_pool_a_drawer_draws_from() -> None:
    state = ScenarioState()
    draft = state.add_unit("Unit")
    draft.any_datasheet = "AIRCRAFT or FORTIFICATION"
    assert len(datasheet_pool(draft)) == 45
    draft.keywords_forbidden = frozenset({"TITANIC"})
    assert len(datasheet_pool(draft)) == 41
    draft.any_datasheet = ""
    assert len(datasheet_pool(draft)) == 1096 - 63


def test_a_board_datasheet_on_a_unit_set_up_from_another_is_refused() -> None:
    draft = UnitDraft("Squad", None)
    board_datasheet(draft, "Boyz", None, "b.yaml:2")
    with pytest.raises(RulesInputError, match='already set up from the datasheet "Boyz"'):
        board_datasheet(draft, "Intercessor Squad", None, "b.yaml:3")
    board_datasheet(draft, "Boyz", 20, "b.yaml:4")  # the same datasheet again is no conflict
    assert draft.starting_strength == 20


def test_a_board_datasheet_unit_stands_on_the_data_base_and_takes_its_m() -> None:
    state = ScenarioState()
    load_board_text(
        state,
        "units:\n  Boss: {datasheet: Warboss, positions: [[10, 10]]}\n"
        "  Wolves: {datasheet: Fenrisian Wolves, m: 12}\n",
        "b.feature",
        1,
    )
    assert state.board.base_of("Boss") == base_size("40mm")
    assert state.board.move_characteristic == {"Boss": 6, "Wolves": 12}  # the board's m wins


def test_a_board_datasheet_unit_whose_data_has_no_base_is_not_given_one() -> None:
    state = ScenarioState()
    load_board_text(state, "units:\n  Rhino: {datasheet: Rhino}\n", "b.feature", 1)
    assert state.board.sheet_bases["Rhino"][0] is None
    assert "gives a hull in the data" in state.board.sheet_bases["Rhino"][1]
