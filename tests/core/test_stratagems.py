"""Stratagems in the core: rows parsed, the core ten, and the decision of 15.01."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.core import Phase, RulesInputError
from ruleslawyer.core import clock as gc
from ruleslawyer.core.core_stratagems import CORE_STRATAGEMS
from ruleslawyer.core.stratagems import (
    R_NOT_NOW,
    R_NOT_TARGET,
    R_NOT_THAT_ROLL,
    R_RESTRICTED,
    R_SHOCKED,
    R_TARGETED,
    R_USED,
    REROLLABLE,
    ROLLS,
    Need,
    Restriction,
    StratagemDef,
    StratagemTarget,
    StratagemWhen,
    TargetFacts,
    Usage,
    no_cp,
    refusals,
    stratagem_reason_for,
)

FREE = Usage(cp=3, used_this_phase=False, used_in_battle=False, target_targeted_this_phase=False)


def facts(**changes: object) -> TargetFacts:
    base: dict[str, object] = dict(
        player="A",
        keywords=frozenset({"INFANTRY"}),
        engaged=False,
        battle_shocked=False,
        in_reserves=False,
        near_enemy=True,
        eligible_to_shoot=True,
        advanced_this_turn=False,
        eligible_to_fight=False,
        eligible_to_charge=True,
        charged_this_phase=False,
    )
    return TargetFacts(**{**base, **changes})


def at(phase: Phase, player: str = "A", battle_round: int = 2) -> gc.Moment:
    return gc.in_phase(battle_round, player, phase, "A")


def end_of(phase: Phase, player: str, battle_round: int = 2) -> gc.Moment:
    return gc.moment_at(battle_round, player, gc.PHASE_END[phase], "A")


# -- rows -------------------------------------------------------------------------------------
def test_the_default_rows() -> None:
    s = StratagemDef.from_rows("Plan", {})
    assert s.cp == 1
    assert s.when.starts is None
    assert s.target == StratagemTarget.parse("one friendly unit")
    assert s.restriction is Restriction.NONE


@pytest.mark.parametrize(
    ("text", "enemy", "keywords", "excluding", "needs"),
    [
        ("one friendly unit", False, (), (), ()),
        ("one enemy VEHICLE unit", True, ("VEHICLE",), (), ()),
        ("one friendly INFANTRY or MOUNTED unit", False, ("INFANTRY", "MOUNTED"), (), ()),
        ("one friendly unengaged INFANTRY unit", False, ("INFANTRY",), (), (Need.UNENGAGED,)),
        ("one friendly unengaged unit", False, (), (), (Need.UNENGAGED,)),
        ("One Friendly unit (excluding TITANIC units).", False, (), ("TITANIC",), ()),
        ("one friendly EXPLOSIVES/GRENADES unit", False, ("EXPLOSIVES", "GRENADES"), (), ()),
    ],
)
def test_target_forms(
    text: str,
    enemy: bool,
    keywords: tuple[str, ...],
    excluding: tuple[str, ...],
    needs: tuple[Need, ...],
) -> None:
    target = StratagemTarget.parse(text)
    assert (target.enemy, target.keywords, target.excluding, target.needs) == (
        enemy,
        keywords,
        excluding,
        needs,
    )


@pytest.mark.parametrize(
    "row",
    [
        {"TARGET": "two friendly units"},
        {"WHEN": "whenever you like"},
        {"RESTRICTIONS": "twice per turn"},
        {"CP": "one"},
        {"COST": "1"},
    ],
)
def test_a_bad_row_is_an_input_error(row: dict[str, str]) -> None:
    with pytest.raises(RulesInputError):
        StratagemDef.from_rows("Plan", row)


def test_a_cost_of_0_is_allowed_and_cp_may_be_written_with_its_unit() -> None:
    assert StratagemDef.from_rows("Free", {"CP": "0"}).cp == 0
    assert StratagemDef.from_rows("Dear", {"CP": "2CP"}).cp == 2


@pytest.mark.parametrize(
    ("when", "moment", "player", "allowed"),
    [
        ("any phase", at(Phase.MOVEMENT, "B"), "A", True),
        ("your Shooting phase", at(Phase.SHOOTING, "A"), "A", True),
        ("your Shooting phase", at(Phase.SHOOTING, "B"), "A", False),
        ("your opponent's Shooting phase", at(Phase.SHOOTING, "B"), "A", True),
        ("either player's Fight phase", at(Phase.FIGHT, "B"), "A", True),
        ("the end of your opponent's Movement phase", end_of(Phase.MOVEMENT, "B"), "A", True),
        ("the end of your opponent's Movement phase", at(Phase.MOVEMENT, "B"), "A", False),
        (
            "the Battle-shock step of your Command phase",
            gc.moment_at(2, "A", gc.Point.BATTLE_SHOCK, "A"),
            "A",
            True,
        ),
        ("the Battle-shock step of your Command phase", at(Phase.COMMAND, "A"), "A", False),
    ],
)
def test_when_rows(when: str, moment: gc.Moment, player: str, allowed: bool) -> None:
    assert StratagemWhen.parse(when).allows(moment, player) is allowed


def test_any_phase_is_not_between_phases() -> None:
    assert not StratagemWhen.parse("any phase").allows(gc.start_of_round(1, "A"), "A")


def test_the_battle_shock_step_belongs_to_the_command_phase() -> None:
    with pytest.raises(RulesInputError, match="Battle-shock step"):
        StratagemWhen.parse("the Battle-shock step of your Shooting phase")


# -- the core ten -----------------------------------------------------------------------------
def test_the_ten_core_stratagems_are_known() -> None:
    assert set(CORE_STRATAGEMS) == {
        "Command Re-roll",
        "Epic Challenge",
        "Insane Bravery",
        "Explosives",
        "Crushing Impact",
        "Rapid Ingress",
        "Fire Overwatch",
        "Smokescreen",
        "Heroic Intervention",
        "Counteroffensive",
    }
    assert CORE_STRATAGEMS["Counteroffensive"].cp == 2
    assert all(s.cp == 1 for n, s in CORE_STRATAGEMS.items() if n != "Counteroffensive")


def test_command_re_roll_lists_no_battle_shock_roll() -> None:
    assert "battle-shock" in ROLLS
    assert "battle-shock" not in REROLLABLE
    bravery = CORE_STRATAGEMS["Command Re-roll"]
    assert refusals(bravery, "A", at(Phase.COMMAND), FREE, facts(), roll="battle-shock") == [
        R_NOT_THAT_ROLL
    ]
    assert refusals(bravery, "A", at(Phase.COMMAND), FREE, facts(), roll="hit") == []


def test_fire_overwatch_targets_no_titanic_and_no_engaged_unit() -> None:
    overwatch = CORE_STRATAGEMS["Fire Overwatch"]
    now = end_of(Phase.MOVEMENT, "B")
    assert refusals(overwatch, "A", now, FREE, facts()) == []
    titanic = facts(keywords=frozenset({"VEHICLE", "TITANIC"}))
    assert refusals(overwatch, "A", now, FREE, titanic) == [R_NOT_TARGET]
    assert refusals(overwatch, "A", now, FREE, facts(engaged=True)) == [R_NOT_TARGET]


def test_heroic_intervention_takes_a_vehicle_only_if_character_or_walker() -> None:
    heroic = CORE_STRATAGEMS["Heroic Intervention"]
    now = end_of(Phase.CHARGE, "B")
    tank = facts(keywords=frozenset({"VEHICLE"}))
    walker = facts(keywords=frozenset({"VEHICLE", "WALKER"}))
    assert refusals(heroic, "A", now, FREE, tank) == [R_NOT_TARGET]
    assert refusals(heroic, "A", now, FREE, walker) == []
    assert refusals(heroic, "A", now, FREE, facts(eligible_to_charge=False)) == [R_NOT_TARGET]
    assert refusals(heroic, "A", now, FREE, facts(near_enemy=False)) == [R_NOT_TARGET]


def test_rapid_ingress_is_not_for_the_first_battle_round() -> None:
    ingress = CORE_STRATAGEMS["Rapid Ingress"]
    reserve = facts(in_reserves=True)
    assert refusals(ingress, "A", end_of(Phase.MOVEMENT, "B", 1), FREE, reserve) == [R_RESTRICTED]
    assert refusals(ingress, "A", end_of(Phase.MOVEMENT, "B", 2), FREE, reserve) == []
    aircraft = facts(in_reserves=True, keywords=frozenset({"AIRCRAFT"}))
    assert refusals(ingress, "A", end_of(Phase.MOVEMENT, "B", 2), FREE, aircraft) == [R_NOT_TARGET]


def test_insane_bravery_is_once_per_battle_and_not_for_a_battle_shocked_unit() -> None:
    bravery = CORE_STRATAGEMS["Insane Bravery"]
    step = gc.moment_at(2, "A", gc.Point.BATTLE_SHOCK, "A")
    assert refusals(bravery, "A", step, FREE, facts()) == []
    used = dataclasses.replace(FREE, used_in_battle=True)
    assert refusals(bravery, "A", step, used, facts()) == [R_RESTRICTED]
    assert refusals(bravery, "A", step, FREE, facts(battle_shocked=True)) == [R_SHOCKED]


# -- 15.01 and 01.07 --------------------------------------------------------------------------
def test_the_limits_of_15_01() -> None:
    plan = StratagemDef.from_rows("Plan", {})
    now = at(Phase.SHOOTING)
    assert refusals(plan, "A", now, dataclasses.replace(FREE, used_this_phase=True), facts()) == [
        R_USED
    ]
    targeted = dataclasses.replace(FREE, target_targeted_this_phase=True)
    assert refusals(plan, "A", now, targeted, facts()) == [R_TARGETED]
    assert refusals(plan, "A", now, dataclasses.replace(FREE, cp=0), facts()) == [no_cp("A")]


def test_an_opponents_stratagem_may_target_a_battle_shocked_unit() -> None:
    strike = StratagemDef.from_rows("Strike", {"TARGET": "one enemy unit"})
    shocked_enemy = facts(player="B", battle_shocked=True)
    assert refusals(strike, "A", at(Phase.SHOOTING), FREE, shocked_enemy) == []
    own = StratagemDef.from_rows("Rally", {"TARGET": "one friendly unit"})
    assert refusals(own, "B", at(Phase.SHOOTING), FREE, shocked_enemy) == [R_SHOCKED]


def test_a_friendly_stratagem_cannot_target_an_enemy_unit() -> None:
    plan = StratagemDef.from_rows("Plan", {})
    assert refusals(plan, "A", at(Phase.SHOOTING), FREE, facts(player="B")) == [R_NOT_TARGET]


def test_when_is_weighed() -> None:
    plan = StratagemDef.from_rows("Plan", {"WHEN": "your Shooting phase"})
    assert refusals(plan, "A", at(Phase.FIGHT), FREE, facts()) == [R_NOT_NOW]


@given(cp=st.integers(0, 5), cost=st.integers(0, 5))
def test_enough_cp_is_cost_or_more(cp: int, cost: int) -> None:
    plan = StratagemDef.from_rows("Plan", {"CP": str(cost)})
    found = refusals(plan, "A", at(Phase.SHOOTING), dataclasses.replace(FREE, cp=cp), facts())
    assert (no_cp("A") in found) is (cp < cost)


@pytest.mark.parametrize(
    "phrase",
    [
        "player B does not have enough CP",
        "it was already used this phase",
        "the unit was already targeted by a stratagem this phase",
        "the unit is battle-shocked",
        "the stratagem cannot be used now",
        "it is not a unit the stratagem can target",
        "its restrictions forbid it",
        "that roll cannot be re-rolled with it",
    ],
)
def test_every_reason_phrase_of_the_contract_is_known(phrase: str) -> None:
    assert stratagem_reason_for(phrase).text == phrase


def test_an_unknown_reason_suggests_the_closest() -> None:
    with pytest.raises(RulesInputError) as caught:
        stratagem_reason_for("the unit is battleshocked")
    assert caught.value.suggestion == "the unit is battle-shocked"


# -- the Fight phase's stratagems against its steps (12.02-12.08; issue 37 item 4) --------------
def step_of_fight(point: gc.Point, player: str) -> gc.Moment:
    return gc.in_phase(2, player, Phase.FIGHT, "A", point)


@pytest.mark.parametrize("point", [gc.Point.PILE_IN, gc.Point.CONSOLIDATE, gc.Point.FIGHT_START])
def test_counteroffensive_is_refused_outside_the_fight_step_citing_15_12(point: gc.Point) -> None:
    counter = CORE_STRATAGEMS["Counteroffensive"]
    now = step_of_fight(point, "B")
    found = refusals(counter, "A", now, FREE, facts(eligible_to_fight=True), enemy_fought=True)
    assert [r.text for r in found] == [R_NOT_NOW.text]
    assert found[0].rule.section == "15.12"


def test_counteroffensive_needs_an_enemy_unit_to_have_fought() -> None:
    counter = CORE_STRATAGEMS["Counteroffensive"]
    now = step_of_fight(gc.Point.FIGHT_STEP, "B")
    eligible = facts(eligible_to_fight=True)
    assert refusals(counter, "A", now, FREE, eligible, enemy_fought=True) == []
    assert [r.text for r in refusals(counter, "A", now, FREE, eligible)] == [R_NOT_NOW.text]


def test_counteroffensive_gives_fights_first_until_the_end_of_the_phase() -> None:
    effects = CORE_STRATAGEMS["Counteroffensive"].effects
    assert any(e.gives_fights_first and e.until_end_of_phase for e in effects)
    assert all(e.rule.section == "15.12" for e in effects)


@pytest.mark.parametrize("point", [gc.Point.FIGHT_STEP, gc.Point.CONSOLIDATE])
def test_epic_challenge_is_used_while_its_target_fights(point: gc.Point) -> None:
    """15.03 (contract §20.1): while its target is the unit selected most recently, its
    attacks not resolved: in the Fight step, or in the Consolidate step (a 12.08 selection)."""
    challenge = CORE_STRATAGEMS["Epic Challenge"]
    hero = facts(keywords=frozenset({"CHARACTER"}), selected_to_fight=True)
    now = step_of_fight(point, "A")
    assert refusals(challenge, "A", now, FREE, hero, target_fighting=True) == []
    found = refusals(challenge, "A", now, FREE, hero, target_fighting=False)
    assert [r.rule.section for r in found] == ["15.03"]
    not_selected = hero.replace(selected_to_fight=False)
    assert R_NOT_TARGET in refusals(challenge, "A", now, FREE, not_selected)


def test_epic_challenge_is_never_used_in_the_pile_in_step() -> None:
    challenge = CORE_STRATAGEMS["Epic Challenge"]
    hero = facts(keywords=frozenset({"CHARACTER"}), selected_to_fight=True)
    now = step_of_fight(gc.Point.PILE_IN, "A")
    found = refusals(challenge, "A", now, FREE, hero, target_fighting=True)
    assert [r.rule.section for r in found] == ["15.03"]
