"""Stratagems used in a game (15.01): the attempt, the records, the effects and the
Battle-shock step's Insane Bravery (15.04)."""

from __future__ import annotations

import pytest

from ruleslawyer.core import Game, Phase, RulesInputError, Unit
from ruleslawyer.core import clock as gc
from ruleslawyer.core.core_stratagems import BRAVERY, INGRESS, INTERVENTION, OVERWATCH
from ruleslawyer.core.stratagem_use import StratagemUse
from ruleslawyer.core.stratagems import (
    CP_COST,
    R_NOT_NOW,
    R_NOT_TARGET,
    R_NOT_THAT_ROLL,
    R_RESTRICTED,
    R_SHOCKED,
    R_TARGETED,
    R_USED,
    REROLL_LIST,
    StratagemDef,
    no_cp,
)
from ruleslawyer.core.units import MoveKind


def game(*units: Unit, now: gc.Moment | None = None, cp: int = 2, **more: object) -> Game:
    return Game(
        units={u.name: u for u in units},
        cp={"A": cp, "B": cp},
        now=now or gc.in_phase(2, "A", Phase.SHOOTING, "A"),
        **more,  # type: ignore[arg-type]
    )


def end_of(phase: Phase, player: str, battle_round: int = 2) -> gc.Moment:
    return gc.moment_at(battle_round, player, gc.PHASE_END[phase], "A")


def test_a_use_spends_the_cp_and_is_recorded_in_its_phase() -> None:
    g = game(Unit("Squad"))
    assert g.use_stratagem("A", "Command Re-roll", "Squad", "hit") == ()
    assert g.cp["A"] == 1
    assert g.stratagem_part.stratagem_uses == [
        StratagemUse("A", "Command Re-roll", "Squad", g.now.phase_key)
    ]
    assert g.stratagem_part.uses_of("A", "Command Re-roll") == 1
    assert g.stratagem_part.uses_of("B", "Command Re-roll") == 0
    assert any("1CP left" in line for line in g.trace)
    assert g.weighed[CP_COST] == {False, True}
    assert g.weighed[REROLL_LIST] == {False}


def test_a_refusal_is_recorded_not_raised_and_spends_nothing() -> None:
    g = game(Unit("Squad"), cp=0)
    reasons = g.use_stratagem("A", "Command Re-roll", "Squad", "battle-shock")
    assert reasons == (R_NOT_THAT_ROLL, no_cp("A"))
    assert g.cp["A"] == 0
    assert g.stratagem_part.stratagem_uses == []
    assert g.stratagem_part.refused_use("A", "Command Re-roll", "Squad", "battle-shock") == reasons
    assert any("costs 1CP; player A has 0CP" in line for line in g.trace)


def test_the_same_stratagem_once_per_phase_and_one_per_unit_per_player() -> None:
    g = game(Unit("Squad"), Unit("Vets"), cp=5)
    g.use_stratagem("A", "Command Re-roll", "Squad", "hit")
    assert g.stratagem_part.stratagem_refusals_now("A", "Command Re-roll", "Vets", "hit") == (
        R_USED,
    )
    g.stratagems["Orders"] = StratagemDef.from_rows("Orders", {})
    assert g.stratagem_part.stratagem_refusals_now("A", "Orders", "Squad") == (R_TARGETED,)
    assert g.stratagem_part.stratagem_refusals_now("A", "Orders", "Vets") == ()
    # The opponent's limits are their own.
    g.units["Raiders"] = Unit("Raiders", player="B")
    assert g.stratagem_part.stratagem_refusals_now("B", "Command Re-roll", "Raiders", "hit") == ()


def test_a_new_phase_lifts_the_phase_limits() -> None:
    g = game(Unit("Squad"), cp=5)
    g.use_stratagem("A", "Command Re-roll", "Squad", "hit")
    g.clock.advance_to(g.clock.phase_of("A", Phase.CHARGE))
    assert g.stratagem_part.stratagem_refusals_now("A", "Command Re-roll", "Squad", "charge") == ()


def test_a_stated_target_bars_both_players() -> None:
    now = gc.in_phase(2, "A", Phase.SHOOTING, "A")
    g = game(Unit("Squad"), now=now, targeted={("Squad", now.phase_key)})
    g.stratagems["Mark"] = StratagemDef.from_rows("Mark", {"TARGET": "one enemy unit"})
    assert g.stratagem_part.stratagem_refusals_now("A", "Command Re-roll", "Squad", "hit") == (
        R_TARGETED,
    )
    assert g.stratagem_part.stratagem_refusals_now("B", "Mark", "Squad") == (R_TARGETED,)


def test_battle_shocked_targets_are_barred_only_to_their_controller() -> None:
    g = game(Unit("Squad", battle_shocked=True))
    g.stratagems["Mark"] = StratagemDef.from_rows("Mark", {"TARGET": "one enemy unit"})
    assert R_SHOCKED in g.stratagem_part.stratagem_refusals_now(
        "A", "Command Re-roll", "Squad", "hit"
    )
    assert g.stratagem_part.stratagem_refusals_now("B", "Mark", "Squad") == ()


def test_once_per_battle_counts_earlier_uses() -> None:
    g = game(Unit("Squad"), earlier_uses={("A", "Insane Bravery"): 1})
    assert g.stratagem_part.uses_of("A", "Insane Bravery") == 1
    assert R_RESTRICTED in g.stratagem_part.stratagem_refusals_now("A", "Insane Bravery", "Squad")


def test_fire_overwatch_shoots_out_of_phase_and_locks_actions() -> None:
    g = game(Unit("Squad"), now=end_of(Phase.MOVEMENT, "B"))
    assert g.use_stratagem("A", "Fire Overwatch", "Squad") == ()
    assert g.unit("Squad").shot_this_phase(g.now.phase_key)
    assert g.weighed[OVERWATCH] == {True}


def test_fire_overwatch_refused_for_titanic_and_resolves_nothing() -> None:
    knight = Unit("Knight", keywords=frozenset({"TITANIC"}))
    g = game(knight, now=end_of(Phase.MOVEMENT, "B"))
    assert g.use_stratagem("A", "Fire Overwatch", "Knight") == (R_NOT_TARGET,)
    assert not g.unit("Knight").shot_in
    assert g.weighed[OVERWATCH] == {False}


def test_heroic_intervention_declares_a_charge() -> None:
    g = game(Unit("Squad"), now=end_of(Phase.CHARGE, "B"))
    assert g.use_stratagem("A", "Heroic Intervention", "Squad") == ()
    assert g.unit("Squad").declared_charge_this_phase(g.now.phase_key)
    assert g.weighed[INTERVENTION] == {True}


def test_heroic_intervention_needs_a_unit_eligible_to_declare_a_charge() -> None:
    advanced = Unit("Squad", moves=((MoveKind.ADVANCE, (2, "B")),))
    g = game(advanced, now=end_of(Phase.CHARGE, "B"))
    assert g.use_stratagem("A", "Heroic Intervention", "Squad") == (R_NOT_TARGET,)
    assert not g.unit("Squad").charges_declared


def test_rapid_ingress_sets_the_unit_up_and_not_in_round_one() -> None:
    reserve = Unit("Reserve", on_battlefield=False, in_reserves=True)
    g = game(reserve, now=end_of(Phase.MOVEMENT, "B"))
    assert g.use_stratagem("A", "Rapid Ingress", "Reserve") == ()
    unit = g.unit("Reserve")
    assert (unit.on_battlefield, unit.in_reserves) == (True, False)
    assert g.weighed[INGRESS] == {True}
    first = game(reserve, now=end_of(Phase.MOVEMENT, "B", battle_round=1))
    assert first.use_stratagem("A", "Rapid Ingress", "Reserve") == (R_RESTRICTED,)


def test_explosives_needs_a_unit_eligible_to_shoot() -> None:
    acting = Unit("Squad", keywords=frozenset({"GRENADES"}), actions_started=(("Task", (2, "A")),))
    assert game(acting).stratagem_part.stratagem_refusals_now("A", "Explosives", "Squad") == (
        R_NOT_TARGET,
    )
    titan = Unit(
        "Squad",
        keywords=frozenset({"GRENADES", "TITANIC"}),
        actions_started=(("Task", (2, "A")),),
    )
    assert game(titan).stratagem_part.stratagem_refusals_now("A", "Explosives", "Squad") == ()


def test_insane_bravery_in_the_battle_shock_step_makes_the_roll_succeed() -> None:
    thin = Unit("Squad", models=1)
    g = game(thin, now=gc.start_of_round(2, "A"), cp=0, rolls={"Squad": 2})
    g.stratagem_part.plan_battle_shock_use("A", "Insane Bravery", "Squad")
    g.clock.resolve_command_phase("A")
    (roll,) = g.battle_shock.rolls_of("Squad")
    assert (roll.passed, roll.automatic, roll.total) == (True, True, 2)
    assert not g.unit("Squad").battle_shocked
    assert g.cp["A"] == 0
    assert g.planned_bravery == []
    assert g.weighed[BRAVERY] == {True}
    assert "automatically succeeded" in roll.describe()


def test_insane_bravery_needs_no_roll_result() -> None:
    g = game(Unit("Squad", models=1), now=gc.start_of_round(2, "A"), cp=0)
    g.stratagem_part.plan_battle_shock_use("A", "Insane Bravery", "Squad")
    g.clock.resolve_command_phase("A")
    assert g.battle_shock.rolls_of("Squad")[0].passed


def test_insane_bravery_on_a_battle_shocked_unit_is_refused() -> None:
    shocked = Unit("Squad", battle_shocked=True)
    g = game(shocked, now=gc.start_of_round(2, "A"), cp=0, rolls={"Squad": 2})
    g.stratagem_part.plan_battle_shock_use("A", "Insane Bravery", "Squad")
    g.clock.resolve_command_phase("A")
    assert g.stratagem_part.refused_use("A", "Insane Bravery", "Squad") == (R_SHOCKED,)
    assert g.unit("Squad").battle_shocked
    assert g.cp["A"] == 1
    assert g.weighed[BRAVERY] == {False}


def test_insane_bravery_outside_the_step_cannot_be_used() -> None:
    g = game(Unit("Squad"))
    assert g.stratagem_part.stratagem_refusals_now("A", "Insane Bravery", "Squad") == (R_NOT_NOW,)


def test_bad_names_and_missing_targets_are_input_errors() -> None:
    g = game(Unit("Squad"))
    with pytest.raises(RulesInputError, match="Fire Overwatch"):
        g.stratagem_part.stratagem("Fire Overwach")
    with pytest.raises(RulesInputError, match="not a roll"):
        g.stratagem_part.stratagem_refusals_now("A", "Command Re-roll", "Squad", "leadership")
    with pytest.raises(RulesInputError, match="name it"):
        g.use_stratagem("A", "Fire Overwatch")
