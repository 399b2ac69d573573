"""The Command phase (08): Gain Core CP (08.02) and the Battle-shock step (08.03, 08.03.01)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ruleslawyer.core import Game, MissingRoll, Phase, RulesInputError, Unit, clock
from ruleslawyer.core.command import passes
from ruleslawyer.core.history import RolledEarlier


def command_phase(*units: Unit, rolls: dict[str, int] | None = None, player: str = "A") -> Game:
    """A game inside ``player``'s Command phase of battle round 1, with these units."""
    return Game(
        units={unit.name: unit for unit in units},
        rolls=dict(rolls or {}),
        now=clock.in_phase(1, player, Phase.COMMAND, "A"),
    )


def test_both_players_gain_1cp_in_each_command_phase() -> None:
    game = Game(units={}, cp={"A": 2, "B": 0})
    game.clock.resolve_command_phase("A")
    assert game.cp == {"A": 3, "B": 1}
    game.clock.resolve_command_phase("B")
    assert game.cp == {"A": 4, "B": 2}
    game.clock.advance_to(game.clock.end_of_round(2))
    assert game.cp == {"A": 6, "B": 4}


def test_resolving_a_command_phase_stops_at_its_end() -> None:
    game = Game(units={})
    game.clock.resolve_command_phase("B")
    assert game.now == clock.moment_at(1, "B", clock.Point.COMMAND_END, "A")


ROLLERS = [
    pytest.param(
        Unit("Squad", battle_shocked=True, starting_strength=3, models=3), True, id="shocked"
    ),
    pytest.param(Unit("Squad", starting_strength=10, models=5), True, id="at half"),
    pytest.param(Unit("Squad", starting_strength=5, models=2), True, id="below half"),
    pytest.param(
        Unit("Vehicle", starting_strength=1, models=1, w=11, wounds_left=3), True, id="W11 3 left"
    ),
    pytest.param(Unit("Squad", starting_strength=5, models=3), False, id="3 of 5"),
    pytest.param(
        Unit("Vehicle", starting_strength=1, models=1, w=11, wounds_left=6), False, id="W11 6 left"
    ),
]


@pytest.mark.parametrize(("unit", "rolls"), ROLLERS)
def test_who_makes_a_battle_shock_roll(unit: Unit, rolls: bool) -> None:
    game = command_phase(unit, rolls={unit.name: 12})
    game.clock.resolve_command_phase("A")
    step, made = game.battle_shock.rolls_in_last_step(unit.name)
    assert step is not None and step.point is clock.Point.BATTLE_SHOCK
    assert len(made) == (1 if rolls else 0)
    if made:
        assert made[0].why.rule.section in {"08.03", "Appendix"}


def test_only_the_active_players_units_roll() -> None:
    theirs = Unit("Boyz", player="B", battle_shocked=True)
    game = command_phase(theirs)  # no roll given: none may be needed in A's step
    game.clock.resolve_command_phase("A")
    assert game.battle_shock.rolls_of("Boyz") == []
    assert game.unit("Boyz").battle_shocked
    game.rolls["Boyz"] = 9
    game.clock.resolve_command_phase("B")
    assert len(game.battle_shock.rolls_of("Boyz")) == 1
    assert not game.unit("Boyz").battle_shocked


def test_a_destroyed_unit_makes_no_roll() -> None:
    game = command_phase(Unit("Squad", battle_shocked=True))
    game.leave_battlefield("Squad", destroyed=True)
    game.clock.resolve_command_phase("A")
    assert game.battle_shock.rolls_of("Squad") == []


@pytest.mark.parametrize(("total", "ld", "passed"), [(7, 7, True), (6, 7, False), (12, 6, True)])
def test_a_leadership_roll_passes_on_equal_or_greater(total: int, ld: int, passed: bool) -> None:
    assert passes(total, ld) is passed


@settings(deadline=None)
@given(total=st.integers(2, 12), ld=st.integers(2, 12))
def test_a_roll_below_ld_battle_shocks_a_unit_at_half_strength(total: int, ld: int) -> None:
    game = command_phase(
        Unit("Squad", ld=ld, starting_strength=10, models=5), rolls={"Squad": total}
    )
    game.clock.resolve_command_phase("A")
    (roll,) = game.battle_shock.rolls_of("Squad")
    assert (roll.total, roll.ld, roll.passed) == (total, ld, total >= ld)
    assert game.unit("Squad").battle_shocked is (total < ld)


@settings(deadline=None)
@given(total=st.integers(2, 12), ld=st.integers(2, 12))
def test_a_battle_shocked_unit_recovers_on_a_pass_only(total: int, ld: int) -> None:
    game = command_phase(Unit("Squad", ld=ld, battle_shocked=True), rolls={"Squad": total})
    game.clock.resolve_command_phase("A")
    assert game.unit("Squad").battle_shocked is (total < ld)
    assert len(game.battle_shock.rolls_of("Squad")) == 1


def test_one_roll_per_step_even_with_two_reasons() -> None:
    game = command_phase(
        Unit("Squad", battle_shocked=True, starting_strength=10, models=5), rolls={"Squad": 8}
    )
    game.clock.resolve_command_phase("A")
    assert len(game.battle_shock.rolls_of("Squad")) == 1
    assert not game.unit("Squad").battle_shocked


@pytest.mark.parametrize(
    ("unit", "total", "shocked_after"),
    [
        pytest.param(Unit("Squad", starting_strength=5, models=2), 7, False, id="below half, pass"),
        pytest.param(Unit("Squad", battle_shocked=True), 5, True, id="shocked, fail"),
        pytest.param(Unit("Squad", battle_shocked=True), 6, False, id="shocked, pass"),
        pytest.param(Unit("Squad"), 2, True, id="no reason of its own, fail"),
    ],
)
def test_an_earlier_roll_is_the_only_roll_in_the_step_08_03_01(
    unit: Unit, total: int, shocked_after: bool
) -> None:
    game = command_phase(unit, rolls={"Squad": total})
    game.recall(RolledEarlier(None, "Squad"))
    game.clock.resolve_command_phase("A")
    (roll,) = game.battle_shock.rolls_of("Squad")
    assert roll.why.rule.section == "08.03.01"
    assert game.unit("Squad").battle_shocked is shocked_after


def test_a_given_roll_stands_for_each_roll_until_another_is_given() -> None:
    game = command_phase(Unit("Squad", battle_shocked=True), rolls={"Squad": 3})
    game.clock.resolve_command_phase("A")
    game.clock.resolve_command_phase("A")
    assert [r.total for r in game.battle_shock.rolls_of("Squad")] == [3, 3]
    game.rolls["Squad"] = 11
    game.clock.resolve_command_phase("A")
    assert [r.total for r in game.battle_shock.rolls_of("Squad")] == [3, 3, 11]
    assert not game.unit("Squad").battle_shocked


def test_a_roll_source_is_asked_first() -> None:
    game = command_phase(Unit("Squad", battle_shocked=True), rolls={"Squad": 2})
    game.roll_source = lambda unit: 12 if unit.name == "Squad" else None
    game.clock.resolve_command_phase("A")
    assert [r.total for r in game.battle_shock.rolls_of("Squad")] == [12]


def test_a_missing_roll_raises_and_names_the_unit() -> None:
    game = command_phase(Unit("Squad"), Unit("Veterans", battle_shocked=True))
    with pytest.raises(MissingRoll) as caught:
        game.clock.resolve_command_phase("A")
    assert isinstance(caught.value, RulesInputError)
    assert caught.value.word == "Veterans"
    assert '"Veterans"' in str(caught.value)
    assert "Battle-shock step" in str(caught.value)
