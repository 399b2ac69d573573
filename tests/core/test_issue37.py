"""Issue 37 items 1, 3 and 6 in the core: areas' names, the earlier UNITS row, an attached
unit's level of control, other names of stratagems, an emergency disembark that ends engaged."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ruleslawyer.core import RulesInputError, Unit
from ruleslawyer.core import mission_rows as mr
from ruleslawyer.core.action_units import UnitsSpec
from ruleslawyer.core.core_stratagems import CORE_STRATAGEMS, stratagem_named
from ruleslawyer.core.objectives import oc_within
from ruleslawyer.core.units import PartFacts, area_name
from tests.core.games import game_of, refused


@pytest.mark.parametrize(
    "name", ["the ruin", "a terrain area", "your deployment zone", "Hill 7", "the range of hills"]
)
def test_an_area_s_name_is_kept(name: str) -> None:
    assert area_name(f" {name} ") == name


def test_an_area_called_range_of_is_refused_with_the_objective_to_write() -> None:
    error = refused(lambda: area_name("range of the ruin"))
    assert error.word == "range of the ruin"
    assert error.suggestion == "the ruin"
    assert "does not begin with 'range of'" in error.message


def test_an_area_with_a_quote_is_refused() -> None:
    error = refused(lambda: area_name('the "ruin"'))
    assert "no quote mark" in error.message


def test_the_earlier_units_row_reads_as_the_home_objective_exclusion() -> None:
    old = UnitsSpec.parse(
        "any unit that is within range of an objective that is not within range of your "
        "home objective"
    )
    new = UnitsSpec.parse(
        "one unit that is within range of an objective that is not your home objective"
    )
    assert old.objective == new.objective
    assert old.objective is not None and old.objective.says(mr.NOT_HOME)


def test_an_area_form_naming_range_of_is_an_error_naming_it() -> None:
    with pytest.raises(RulesInputError) as caught:
        UnitsSpec.parse("any unit that is within the ruin that is not within range of the bunker")
    assert caught.value.word == "range of the bunker"


def test_an_attached_unit_adds_each_part_s_oc_times_its_models() -> None:
    def weigh(rule: object, applies: bool) -> bool:
        return applies

    parts = (
        PartFacts("Captain", (1,), (6,), 5, 1, None),
        PartFacts("Squad", (2,), (6,), 2, 5, None),
    )
    unit = Unit("Squad", oc=2, models=6, parts=("Captain", "Squad"), part_facts=parts)
    assert oc_within(unit, weigh) == 11
    zero = (PartFacts("Captain", (0,), (6,), 5, 1, None), parts[1])
    assert (
        oc_within(Unit("Squad", oc=2, models=6, parts=("Captain", "Squad"), part_facts=zero), weigh)
        == 10
    )
    dash = (PartFacts("Captain", (None,), (6,), 5, 1, None), parts[1])
    assert (
        oc_within(Unit("Squad", oc=2, models=6, parts=("Captain", "Squad"), part_facts=dash), weigh)
        == 10
    )
    assert oc_within(Unit("Alone", oc=2, models=5), weigh) == 10


def test_an_attached_unit_with_placed_models_adds_each_part_s_models_in_range() -> None:
    """14.02, contract 19.5: only the models in range add their OC, each part with its own."""

    def weigh(rule: object, applies: bool) -> bool:
        return applies

    parts = (
        PartFacts("Captain", (1,), (6,), 5, 1, None),
        PartFacts("Squad", (2,), (6,), 2, 5, None),
    )
    placed = Unit(
        "Squad",
        oc=2,
        models=6,
        parts=("Captain", "Squad"),
        part_facts=parts,
        models_in_range=(("beacon", 1),),
        part_models_in_range=(("Captain", (("beacon", 1),)), ("Squad", (("beacon", 0),))),
    )
    assert oc_within(placed, weigh, "beacon") == 1
    guards = replace(
        placed, part_models_in_range=(("Captain", (("beacon", 0),)), ("Squad", (("beacon", 2),)))
    )
    assert oc_within(guards, weigh, "beacon") == 4
    # An objective the positions do not measure: every model of each part, as unplaced.
    assert oc_within(placed, weigh, "ruin") == 11


@pytest.mark.parametrize(
    ("name", "core"), [("Tank Shock", "Crushing Impact"), ("Grenades", "Explosives")]
)
def test_other_names_of_core_stratagems(name: str, core: str) -> None:
    found, said = stratagem_named(name, CORE_STRATAGEMS)
    assert found == core
    assert said is not None and core in said.text and "rules data 912" in said.text
    assert said.rule.section in ("15.05", "15.06")
    assert game_of(Unit("X")).stratagem_part.stratagem(name).name == core


def test_a_declared_stratagem_keeps_its_name() -> None:
    assert stratagem_named("Grenades", {"Grenades"}) == ("Grenades", None)
    assert stratagem_named("Fire Overwatch", CORE_STRATAGEMS) == ("Fire Overwatch", None)


def test_only_a_unit_inside_a_destroyed_transport_ends_engaged() -> None:
    rhino = Unit("Rhino", keywords=frozenset({"TRANSPORT", "VEHICLE"}))
    inside = Unit("Squad", embarked_in="Rhino", on_battlefield=False)
    game = game_of(rhino, inside, Unit("Scouts"))
    error = refused(
        lambda: game.leave_battlefield("Rhino", destroyed=True, ends_engaged=("Scouts",))
    )
    assert error.word == "Scouts" and "18.05" in error.message
    game.leave_battlefield("Rhino", destroyed=True, ends_engaged=("Squad",))
    assert game.unit("Squad").engaged and game.unit("Squad").battle_shocked
