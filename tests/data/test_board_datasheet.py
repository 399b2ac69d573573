"""The function a board loader calls for a unit's `datasheet:` and `models_at_start:` keys."""

from __future__ import annotations

import pytest

from ruleslawyer.core import RulesInputError
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
