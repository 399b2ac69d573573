"""Starting strength and half-strength (Rules Appendix), and the facts the core keeps of a unit."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ruleslawyer.core import MoveKind, RulesInputError, Strength, Unit, impossibilities, strength
from ruleslawyer.core.units import area_key


def squad(starting_strength: int, models: int, w: int = 2, wounds_left: int | None = None) -> Unit:
    return Unit(
        "Squad",
        starting_strength=starting_strength,
        models=models,
        w=w,
        wounds_left=w if wounds_left is None else wounds_left,
    )


# Every worked case of RULES_NOTES.md, "Starting strength and half-strength".
WORKED_CASES = [
    pytest.param(squad(10, 5), Strength.AT_HALF, id="5 of 10 models: at half"),
    pytest.param(squad(5, 2), Strength.BELOW_HALF, id="2 of 5 models: below half"),
    pytest.param(squad(3, 3), Strength.FULL, id="3 of 3 models: neither"),
    pytest.param(squad(1, 1, w=11, wounds_left=3), Strength.BELOW_HALF, id="W11, 3 left: below"),
    pytest.param(squad(1, 1, w=12, wounds_left=6), Strength.AT_HALF, id="W12, 6 left: at half"),
    pytest.param(squad(1, 1, w=11, wounds_left=6), Strength.FULL, id="W11, 6 left: neither"),
    pytest.param(squad(6, 3), Strength.AT_HALF, id="Captain and 5: 3 left, at half"),
    pytest.param(squad(6, 2), Strength.BELOW_HALF, id="Captain and 5: 2 left, below"),
    pytest.param(squad(6, 1, w=5, wounds_left=5), Strength.BELOW_HALF, id="Captain alone: below"),
]


@pytest.mark.parametrize(("unit", "expected"), WORKED_CASES)
def test_worked_cases_of_the_rules_notes(unit: Unit, expected: Strength) -> None:
    state, because = strength(unit)
    assert state is expected
    assert because.rule.section == "Appendix"
    assert expected.value in because.text


def test_a_multi_model_unit_is_judged_by_models_and_a_single_model_by_wounds() -> None:
    _, by_models = strength(squad(10, 5))
    _, by_wounds = strength(squad(1, 1, w=12, wounds_left=6))
    assert "models" in by_models.text
    assert "wounds" in by_wounds.text
    assert by_models.rule != by_wounds.rule


@settings(deadline=None)
@given(w=st.integers(1, 30), wounds=st.integers(1, 30))
def test_the_captain_alone_is_below_half_strength_whatever_his_wounds(w: int, wounds: int) -> None:
    unit = squad(6, 1, w=w, wounds_left=min(wounds, w))
    assert strength(unit)[0] is Strength.BELOW_HALF


@settings(deadline=None)
@given(data=st.data(), half=st.integers(1, 20))
def test_an_odd_starting_strength_is_never_exactly_at_half(data: st.DataObject, half: int) -> None:
    odd = 2 * half + 1
    models = data.draw(st.integers(1, odd), label="models")
    assert strength(squad(odd, models))[0] is not Strength.AT_HALF


@settings(deadline=None)
@given(data=st.data(), half=st.integers(1, 20))
def test_an_odd_w_is_never_exactly_at_half(data: st.DataObject, half: int) -> None:
    odd = 2 * half + 1
    wounds = data.draw(st.integers(1, odd), label="wounds left")
    assert strength(squad(1, 1, w=odd, wounds_left=wounds))[0] is not Strength.AT_HALF


@settings(deadline=None)
@given(data=st.data(), starting=st.integers(2, 40))
def test_exactly_half_the_models_is_at_half_strength(data: st.DataObject, starting: int) -> None:
    models = data.draw(st.integers(1, starting), label="models")
    state = strength(squad(starting, models))[0]
    assert (state is Strength.AT_HALF) == (2 * models == starting)
    assert (state is Strength.BELOW_HALF) == (2 * models < starting)


_ORDER = {Strength.FULL: 0, Strength.AT_HALF: 1, Strength.BELOW_HALF: 2}


@settings(deadline=None)
@given(data=st.data(), starting=st.integers(2, 40))
def test_losing_a_model_never_makes_a_unit_stronger(data: st.DataObject, starting: int) -> None:
    models = data.draw(st.integers(2, starting), label="models")
    before = strength(squad(starting, models))[0]
    after = strength(squad(starting, models - 1))[0]
    assert _ORDER[after] >= _ORDER[before]


@settings(deadline=None)
@given(starting=st.integers(2, 40), w=st.integers(1, 20), wounds=st.integers(1, 20))
def test_wounds_do_not_matter_for_a_multi_model_unit(starting: int, w: int, wounds: int) -> None:
    plain = strength(squad(starting, starting))[0]
    wounded = strength(squad(starting, starting, w=w, wounds_left=min(w, wounds)))[0]
    assert plain is wounded is Strength.FULL


def test_a_battle_shocked_unit_has_oc_dash() -> None:
    unit = Unit("Squad", oc=3)
    assert unit.modified_oc == 3
    assert Unit("Squad", oc=3, battle_shocked=True).modified_oc is None


def test_the_default_unit_is_the_contracts_default() -> None:
    unit = Unit("Squad")
    assert unit.player == "A"
    assert unit.keywords == frozenset({"INFANTRY"})
    assert (unit.oc, unit.ld, unit.starting_strength, unit.models, unit.w) == (2, 6, 5, 5, 2)
    assert not unit.battle_shocked and not unit.engaged and unit.on_battlefield
    assert impossibilities(unit) == []


@pytest.mark.parametrize(
    ("unit", "field"),
    [
        pytest.param(squad(5, 6), "models", id="more models than the starting strength"),
        pytest.param(squad(5, 0), "models", id="no models left"),
        pytest.param(squad(1, 1, w=4, wounds_left=5), "wounds left", id="more wounds than W"),
        pytest.param(Unit("Squad", player="C"), "player", id="unknown player"),
        pytest.param(
            Unit("Squad", engaged=True, on_battlefield=False), "engaged", id="engaged off"
        ),
        pytest.param(Unit("Squad", oc=-1), "OC", id="negative OC"),
    ],
)
def test_impossible_states_are_named_by_their_field(unit: Unit, field: str) -> None:
    found = impossibilities(unit)
    assert [name for name, _ in found] == [field]
    assert all(problem for _, problem in found)


@pytest.mark.parametrize(
    ("word", "kind"),
    [
        ("normal", MoveKind.NORMAL),
        ("Advance", MoveKind.ADVANCE),
        ("fall-back", MoveKind.FALL_BACK),
        ("Fall back", MoveKind.FALL_BACK),
        ("pile-in", MoveKind.PILE_IN),
        ("pile in", MoveKind.PILE_IN),
        ("CONSOLIDATION", MoveKind.CONSOLIDATION),
        ("charge", MoveKind.CHARGE),
    ],
)
def test_move_types_are_case_insensitive(word: str, kind: MoveKind) -> None:
    assert MoveKind.parse(word) is kind


def test_an_unknown_move_type_suggests_the_closest() -> None:
    with pytest.raises(RulesInputError) as caught:
        MoveKind.parse("advence")
    assert caught.value.word == "advence"
    assert caught.value.suggestion == "advance"


def test_forced_is_not_a_move_a_scenario_names() -> None:
    with pytest.raises(RulesInputError):
        MoveKind.parse("forced")


@pytest.mark.parametrize(
    ("stated", "asked"),
    [
        ("a terrain area", "terrain area"),
        ("A Terrain Area", "the terrain area"),
        ("the ruins", "an ruins"),
        ("an objective area", "Objective Area."),
    ],
)
def test_areas_match_ignoring_case_and_a_leading_article(stated: str, asked: str) -> None:
    assert area_key(stated) == area_key(asked)
    assert Unit("Squad", within=frozenset({stated})).is_within(asked)
    assert not Unit("Squad", within=frozenset({stated})).is_within("your deployment zone")
