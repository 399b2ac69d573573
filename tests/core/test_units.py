"""Units: impossible states named by field, strength as counted, areas, leaving the battlefield."""

from __future__ import annotations

from dataclasses import replace
from typing import Any, cast

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.core import (
    MoveKind,
    Reason,
    Strength,
    Unit,
    impossibilities,
    strength,
)
from ruleslawyer.core.units import area_key
from tests.core.games import TASK, game_of
from tests.strategies import table_units

# -- units ---------------------------------------------------------------------------------------


def test_every_impossibility_is_named_with_its_field() -> None:
    assert impossibilities(Unit("a", player="C", starting_strength=0, w=0, models=2)) == [
        ("player", "player 'C' is not a player; players are A and B"),
        ("starting strength", "a starting strength must be at least 1"),
        ("W", "W must be at least 1"),
        ("models", "2 models left is impossible with a starting strength of 0 (it must be 1 to 0)"),
    ]
    shaky = Unit(
        "b",
        starting_strength=1,
        models=1,
        w=3,
        wounds_left=4,
        oc=-1,
        ld=13,
        engaged=True,
        on_battlefield=False,
    )
    assert impossibilities(shaky) == [
        ("wounds left", "4 wounds left is impossible with W 3 (it must be 1 to 3)"),
        ("OC", "OC cannot be negative"),
        ("Ld", "Ld 13+ is not a leadership characteristic (2+ to 12+)"),
        ("engaged", "a unit off the battlefield cannot be engaged"),
    ]
    assert impossibilities(Unit("c", starting_strength=0, models=1)) == [
        ("starting strength", "a starting strength must be at least 1"),
    ]
    assert impossibilities(Unit("d", ld=12)) == []


def test_strength_says_what_it_counted() -> None:
    assert strength(Unit("a", models=2)) == (
        Strength.BELOW_HALF,
        Reason("2 of 5 models left: below half-strength", strength(Unit("x"))[1].rule),
    )
    single = Unit("b", starting_strength=1, models=1, w=4, wounds_left=2)
    state, because = strength(single)
    assert state is Strength.AT_HALF
    assert because.text == "2 of 4 wounds left: at half-strength"


def test_areas_match_without_a_trailing_full_stop_and_keep_their_spacing() -> None:
    assert area_key("The Objective Area.") == "objective area"
    assert area_key("a  ruin") == "ruin"
    assert Unit("u", within=frozenset({"a terrain area."})).is_within("Terrain Area")


def test_leaving_the_battlefield_is_not_being_destroyed() -> None:
    game = game_of(Unit("Squad"), Unit("Brawlers", engaged=True), actions=[TASK])
    game.performer.start_action("Squad", "Task")
    game.leave_battlefield("Squad")
    game.leave_battlefield("Brawlers")
    brawlers = game.unit("Brawlers")
    assert (brawlers.on_battlefield, brawlers.engaged, brawlers.destroyed) == (False, False, False)
    assert game.unit("Squad").destroyed is False
    assert str(game.performer.performances[0].because) == (
        "Squad's Task fails: it left the battlefield [16.01 Completing an Action]"
    )


def test_units_of_a_player() -> None:
    game = game_of(Unit("Squad"), Unit("Boyz", player="B"), Unit("Scouts"))
    assert [u.name for u in game.units_of("A")] == ["Squad", "Scouts"]
    assert [u.name for u in game.units_of("B")] == ["Boyz"]


def test_a_charge_declared_this_phase_rules_out_what_would_have_barred_it() -> None:
    declared = Unit("Squad", charges_declared=((1, "A", "Charge"),))
    assert impossibilities(declared) == []
    advanced = Unit(
        "Squad", charges_declared=((1, "A", "Charge"),), moves=((MoveKind.ADVANCE, (1, "A")),)
    )
    assert [what for what, _ in impossibilities(advanced)] == ["declared_charge"]
    assert "made an advance move" in impossibilities(advanced)[0][1]
    jet = Unit("Jet", keywords=frozenset({"AIRCRAFT"}), charges_declared=((1, "A", "Charge"),))
    assert impossibilities(jet) == [
        ("declared_charge", "an AIRCRAFT unit cannot have declared a charge (23.04)")
    ]
    assert impossibilities(Unit("Jet", keywords=frozenset({"AIRCRAFT"}))) == []


@given(
    unit=table_units("U"),
    changes=st.dictionaries(
        st.sampled_from(["battle_shocked", "engaged", "on_battlefield", "oc", "models"]),
        st.integers(0, 3),
        max_size=3,
    ),
)
def test_a_units_copy_is_what_dataclasses_replace_makes(
    unit: Unit, changes: dict[str, int]
) -> None:
    copy, replaced = unit.but(**changes), replace(unit, **cast(dict[str, Any], changes))
    assert copy == replaced and vars(copy) == vars(replaced)
    assert copy is not unit and vars(copy) is not vars(unit)


def test_a_units_copy_refuses_a_field_it_has_not() -> None:
    with pytest.raises(TypeError, match="nope"):
        Unit("U").but(nope=1)
