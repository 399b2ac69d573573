"""Objectives, control and VP in the core (14.01-14.03, 01.07, 02.02, 07.02, 07.03)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.core import ActionDef, Game, RulesInputError, Trigger, TriggeredRule, Unit, clock
from ruleslawyer.core.clock import Phase, Point
from ruleslawyer.core.objectives import (
    SECURED_KEPT,
    SECURED_LOST,
    Objective,
    Objectives,
    Role,
    Scoring,
    oc_within,
)


def _game(*units: Unit, now: clock.Moment | None = None, **kwargs: object) -> Game:
    objectives = Objectives({"ruin": Objective("the ruin"), "hill": Objective("the hill")})
    for key, value in kwargs.items():
        setattr(objectives, key, value)
    game = Game(
        units={u.name: u for u in units},
        objectives=objectives,
        now=now or clock.in_phase(1, "A", Phase.MOVEMENT, "A"),
    )
    game.missions.begin_objectives()
    return game


def _weigh(rule: object, applies: bool) -> bool:
    return applies


def test_a_level_is_the_sum_of_oc_of_models_within_range() -> None:
    squad = Unit("Squad", within=frozenset({"the ruin"}), oc=2, models=4)
    boyz = Unit("Boyz", player="B", within=frozenset({"Ruin"}), oc=1, models=10)
    game = _game(squad, boyz)
    assert game.missions.level_of_control("A", "the ruin") == 8
    assert game.missions.level_of_control("B", "ruin") == 10
    assert game.missions.controls("the ruin") == "B"
    assert game.missions.controls("the hill") is None


@given(st.integers(0, 5), st.integers(1, 10), st.booleans())
def test_a_battle_shocked_unit_never_adds_to_a_level(oc: int, models: int, shocked: bool) -> None:
    unit = Unit("U", oc=oc, models=models, starting_strength=10, battle_shocked=shocked)
    added = oc_within(unit, _weigh)
    assert added == (0 if shocked else oc * models)
    assert oc_within(replace(unit, oc=None), _weigh) == 0


def test_a_unit_off_the_battlefield_is_within_range_of_nothing() -> None:
    game = _game(Unit("Squad", within=frozenset({"the ruin"}), on_battlefield=False))
    assert not game.missions.within_range("Squad", "the ruin")
    assert game.missions.level_of_control("A", "the ruin") == 0


def test_the_end_of_a_turn_does_not_take_a_secured_objective() -> None:
    boyz = Unit("Boyz", player="B", within=frozenset({"the ruin"}))
    objectives = Objectives({"ruin": Objective("the ruin")}, secured={"ruin": "A"})
    weighed: dict[object, set[bool]] = {}

    def weigh(rule: object, applies: bool) -> bool:
        weighed.setdefault(rule, set()).add(applies)
        return applies

    turn_end = clock.moment_at(1, "A", Point.TURN_END, "A")
    found = objectives.determine([boyz], weigh, turn_end, phase_end=False)
    assert found.control["ruin"] == "A"
    assert weighed[SECURED_LOST] == {False}
    assert weighed[SECURED_KEPT] == {True}
    found = objectives.determine([boyz], weigh, turn_end, phase_end=True)
    assert found.control["ruin"] == "B"
    assert "ruin" not in objectives.secured


def test_before_the_first_phase_ends_nobody_controls_anything() -> None:
    squad = Unit("Squad", within=frozenset({"the ruin"}))
    game = _game(squad, now=clock.in_phase(1, "A", Phase.COMMAND, "A"))
    assert game.missions.controls("the ruin") is None
    game.clock.advance_to(game.clock.phase_of("A", Phase.COMMAND, "end"))
    assert game.missions.controls("the ruin") == "A"
    assert game.missions.is_controlling("Squad", "the ruin")


def test_a_stated_control_or_secure_of_an_unknown_objective_is_an_error() -> None:
    with pytest.raises(RulesInputError) as caught:
        _game(Unit("Squad"), stated={"rui": "A"})
    assert caught.value.suggestion == "'the ruin'"


def test_that_objective_must_be_named_when_two_are_in_range() -> None:
    squad = Unit("Squad", within=frozenset({"the ruin", "the hill"}))
    action = ActionDef.from_rows(
        "Sabotage", {"UNITS": "one unit that is within range of an objective"}
    )
    game = _game(squad, now=clock.in_phase(1, "A", Phase.SHOOTING, "A"))
    game.actions["Sabotage"] = action
    with pytest.raises(RulesInputError) as caught:
        game.performer.start_action("Squad", "Sabotage")
    assert "Action on <objective>" in caught.value.message
    assert game.performer.start_action("Squad", "Sabotage", "the hill") == ()
    assert game.performer.performances[-1].target == "hill"


def test_an_action_with_no_objective_rows_needs_no_objective() -> None:
    squad = Unit("Squad", within=frozenset({"the ruin", "the hill"}))
    game = _game(squad, now=clock.in_phase(1, "A", Phase.SHOOTING, "A"))
    game.actions["Task"] = ActionDef.from_rows("Task", {})
    assert game.performer.start_action("Squad", "Task") == ()


def test_the_end_of_the_battle_is_a_trigger_of_the_last_round_only() -> None:
    trigger = Trigger.parse("the end of the battle")
    end_1 = clock.moment_at(1, None, Point.ROUND_END, "A")
    end_5 = clock.moment_at(5, None, Point.ROUND_END, "A")
    assert not trigger.fires_at(end_1, "A", 5)
    assert trigger.fires_at(end_5, "A", 5)


def test_a_mission_rule_scores_for_each_objective_controlled() -> None:
    squad = Unit("Squad", within=frozenset({"the ruin", "the hill"}))
    rule = TriggeredRule(
        "Hold", Trigger.parse("the end of your Movement phase"), "A", 0, True, Scoring(3, each=True)
    )
    game = _game(squad)
    game.rules.append(rule)
    game.clock.advance_to(game.clock.end_of_phase())
    assert game.missions.vp("A") == 6
    assert game.missions.vp("B") == 0


def test_roles_make_an_area_an_objective() -> None:
    home = Objective("the bunker", roles=frozenset({Role.HOME}), home_of="A")
    assert home.is_home_of("A")
    assert not home.is_home_of("B")
    assert home.key == "bunker"
