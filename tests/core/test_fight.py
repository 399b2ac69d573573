"""The Fight step (12.02-12.06, 24.13, 11.04), battle-shock roll variants and attached parts."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.core import ImpossibleEvent, MoveKind, Phase, Unit, clock
from ruleslawyer.core.attached import Part, attach, control_contributions, leaders_of
from ruleslawyer.core.command import pass_probability
from ruleslawyer.core.errors import RulesInputError
from ruleslawyer.core.fight import (
    F_NOT_ENGAGED,
    F_NOT_FIGHT,
    F_SELECTED,
    T_ENGAGED_THROUGHOUT,
    T_NOT_ELIGIBLE,
    T_NOT_ENGAGED,
    FightType,
    fight_checks,
)
from tests.core.games import at, game_of, refused

STEP = clock.in_phase(1, "A", Phase.FIGHT, "A", clock.Point.FIGHT_STEP)
PILE_IN = clock.in_phase(1, "A", Phase.FIGHT, "A", clock.Point.PILE_IN)


def reasons(verdict: object) -> set[str]:
    return {r.text for r in verdict.reasons}  # type: ignore[attr-defined]


def test_the_fight_phase_has_its_steps_in_order() -> None:
    points = clock.PHASE_POINTS[Phase.FIGHT]
    assert points == (
        clock.Point.FIGHT_START,
        clock.Point.PILE_IN,
        clock.Point.FIGHT_STEP,
        clock.Point.CONSOLIDATE,
        clock.Point.FIGHT_END,
    )
    assert STEP.describe() == "player A's Fight phase (Fight step), battle round 1"
    assert clock.fight_step("pile-in") is clock.Point.PILE_IN
    with pytest.raises(RulesInputError) as caught:
        clock.fight_step("Figth")
    assert caught.value.suggestion == "Fight"


def test_an_engaged_unit_is_eligible_and_makes_a_normal_fight() -> None:
    game = game_of(Unit("Squad", engaged=True), now=STEP)
    assert game.fight.eligibility_to_fight("Squad").yes
    assert game.fight.can_fight("Squad", FightType.NORMAL).yes
    assert reasons(game.fight.can_fight("Squad", FightType.OVERRUN)) == {T_ENGAGED_THROUGHOUT.text}


def test_outside_the_fight_phase_no_one_is_eligible() -> None:
    game = game_of(Unit("Squad", engaged=True), now=at(Phase.CHARGE))
    assert reasons(game.fight.eligibility_to_fight("Squad")) == {F_NOT_FIGHT.text}


def test_engagement_at_the_step_start_is_recorded_and_kept() -> None:
    game = game_of(Unit("Squad", engaged=True), now=PILE_IN)
    game.clock.advance_to(STEP)
    game.moves.become_engaged("Squad", engaged=False)
    assert game.fight.eligibility_to_fight("Squad").yes
    assert game.fight.can_fight("Squad", FightType.OVERRUN).yes
    assert reasons(game.fight.can_fight("Squad", FightType.NORMAL)) == {T_NOT_ENGAGED.text}


def test_before_the_step_engagement_now_stands_for_the_step_start() -> None:
    game = game_of(Unit("Squad", engaged=True), now=PILE_IN)
    game.moves.become_engaged("Squad", engaged=False)
    assert reasons(game.fight.eligibility_to_fight("Squad")) == {F_NOT_ENGAGED.text}


def test_selection_is_once_a_phase_and_needs_eligibility() -> None:
    game = game_of(Unit("Squad", engaged=True), Unit("Other"), now=STEP)
    game.fight_order.select("Squad")
    assert reasons(game.fight.eligibility_to_fight("Squad")) == {F_SELECTED.text}
    assert reasons(game.fight.can_fight("Squad", FightType.NORMAL)) == {T_NOT_ELIGIBLE.text}
    with pytest.raises(ImpossibleEvent) as caught:
        game.fight_order.select("Other")
    assert "12.04" in caught.value.message


def test_an_unengaged_unit_selected_to_fight_may_pile_in_again() -> None:
    game = game_of(Unit("Squad", engaged=True), now=PILE_IN)
    game.clock.advance_to(STEP)
    game.moves.become_engaged("Squad", engaged=False)
    assert not game.moves.can_move("Squad", MoveKind.PILE_IN).yes
    game.fight_order.select("Squad")
    assert game.moves.can_move("Squad", MoveKind.PILE_IN).yes


def test_fights_first_from_a_rule_or_a_charge_this_turn() -> None:
    game = game_of(Unit("Ruled", fights_first=True), Unit("Plain"), now=STEP)
    assert game.fight.fights_first("Ruled")[0]
    assert not game.fight.fights_first("Plain")[0]
    charged = Unit("Charger", moves=((MoveKind.CHARGE, STEP.turn_key),))
    assert game_of(charged, now=STEP).fight.fights_first("Charger")[0]
    later = clock.in_phase(1, "B", Phase.FIGHT, "A", clock.Point.FIGHT_STEP)
    assert not game_of(charged, now=later).fight.fights_first("Charger")[0]


@given(
    engaged=st.booleans(),
    at_start=st.booleans(),
    charged=st.booleans(),
    selected=st.booleans(),
)
def test_eligibility_is_exactly_12_04(
    engaged: bool, at_start: bool, charged: bool, selected: bool
) -> None:
    unit = Unit(
        "Squad",
        engaged=engaged,
        moves=((MoveKind.CHARGE, STEP.turn_key),) if charged else (),
        selected_to_fight=(STEP.phase_key,) if selected else (),
        engaged_at_fight_step=((STEP.phase_key, at_start),),
    )
    barred = {r.text for r, bars in fight_checks(unit, STEP) if bars}
    eligible = not selected and (engaged or at_start or charged)
    assert (not barred) == eligible
    game = game_of(unit, now=STEP)
    normal = game.fight.can_fight("Squad", FightType.NORMAL).yes
    overrun = game.fight.can_fight("Squad", FightType.OVERRUN).yes
    assert normal == (eligible and engaged)
    assert overrun == (eligible and (not engaged or not at_start))


def test_a_modifier_shifts_the_pass_chance_unclamped() -> None:
    assert pass_probability(7, 1) == Fraction(26, 36)
    assert pass_probability((5, 7)) == pass_probability(5)
    assert pass_probability(7, -10) == 0


def test_a_roll_demanded_in_the_opponents_step_follows_their_rolls() -> None:
    game = game_of(
        Unit("Theirs", player="B", battle_shocked=True),
        Unit("Ours", battle_shocked=True, ld=7, battle_shock_modifier=1),
        now=at(Phase.MOVEMENT),
        rolls={"Theirs": 8, "Ours": 6},
        demanded_rolls=[("Ours", "B")],
    )
    game.clock.resolve_command_phase("B")
    assert [r.unit for r in game.history.battle_shock_rolls()] == ["Theirs", "Ours"]
    assert game.history.battle_shock_rolls()[-1].result == "6 +1 = 7"
    assert not game.unit("Ours").battle_shocked


def test_each_part_keeps_its_own_characteristics() -> None:
    leader = Unit("Captain", ld=5, oc=1, w=5, starting_strength=1, models=1)
    squad = Unit("Squad", ld=7, oc=2, models=3)
    unit = attach(Part(squad, "bodyguard"), [Part(leader, "leader")])
    assert unit.leadership == (5, 7)
    captain = unit.part("Captain")
    assert captain is not None and (captain.lds, captain.w) == ((5,), 5)
    assert control_contributions(unit) == (("Captain", 1), ("Squad", 6))
    assert control_contributions(Unit("Alone", oc=2, models=4)) == (("Alone", 8),)
    assert control_contributions(replace(unit, battle_shocked=True)) == (
        ("Captain", 0),
        ("Squad", 0),
    )


def test_the_leader_checks_are_the_cores() -> None:
    assert leaders_of({"Captain": "Squad", "Squad": None}) == {"Squad": ["Captain"]}
    error = refused(lambda: leaders_of({"Captain": "Nobody"}))
    assert "never set up" in error.message
    error = refused(lambda: leaders_of({"A": "B", "B": "C", "C": None}))
    assert "19.01" in error.message
