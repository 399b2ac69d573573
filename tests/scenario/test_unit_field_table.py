"""What the scenario layer derives from the unit field table: Given phrases, board keys, the
units table's columns and the draft's defaults."""

from __future__ import annotations

import importlib

from ruleslawyer.core import MoveKind
from ruleslawyer.core.unit_fields import FIELDS
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.scenario.board_spec import UNIT
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.state import UnitDraft, unit_from_draft


def test_every_phrase_of_the_table_is_a_given_step() -> None:
    importlib.import_module("ruleslawyer.steps")
    givens = {step.template for step in REGISTRY if step.kind == "given"}
    for row in FIELDS:
        assert row.phrases, f"{row.name} has no phrase"
        for phrase in row.phrases:
            assert phrase in givens, f"{row.name}: {phrase!r} is not a Given step"


def test_the_board_unit_keys_are_the_table_rows_then_the_datasheet() -> None:
    keys = [f.key for f in UNIT.fields]
    rows = [
        key
        for row in FIELDS
        if row.board_key is not None
        for key in (row.board_key, row.board_twin)
        if key is not None
    ]
    assert keys == [*rows, "datasheet", "models_at_start", "base", "hull", "m", "positions"]
    for row in FIELDS:
        for key in (row.board_key, row.board_twin) if row.board_key is not None else ():
            board = UNIT.field(key) if key is not None else None
            assert key is None or (board is not None and board.draft == row.name)
            assert board is None or board.default == row.said_default


def test_the_units_table_columns_are_the_table_rows() -> None:
    units = importlib.import_module("ruleslawyer.steps.units")
    assert units.TABLE_COLUMNS == (
        "unit",
        "player",
        "keywords",
        "OC",
        "Ld",
        "starting strength",
        "models",
        "W",
        "wounds left",
    )


def test_a_draft_with_nothing_stated_is_the_default_unit() -> None:
    draft = UnitDraft("U", None)
    assert draft.facts == {}
    assert unit_from_draft(draft, (1, "A"), (1, "A", "command")) == DEFAULT_UNIT.__class__("U")


def test_a_stated_dash_oc_is_not_the_default() -> None:
    draft = UnitDraft("U", None)
    draft.state(3, oc=None)
    assert draft.knows(type(draft).oc) and unit_from_draft(draft, (1, "A")).oc is None
    assert draft.line_of("OC") == 3 and draft.line_of("W") is None


def test_the_facts_of_this_turn_are_stored_stamped() -> None:
    draft = UnitDraft("U", None)
    draft.state(2, moves=(MoveKind.NORMAL, MoveKind.CHARGE), declared_charge=True)
    unit = unit_from_draft(draft, (2, "A"), (2, "A", "charge"))
    assert unit.moves == ((MoveKind.NORMAL, (2, "A")), (MoveKind.CHARGE, (2, "A")))
    assert unit.charges_declared == ((2, "A", "charge"),)
    assert unit_from_draft(draft, (2, "A")).charges_declared == ()  # no phase: none declared
    assert unit_from_draft(UnitDraft("V", None), (2, "A"), (2, "A", "charge")).moves == ()
