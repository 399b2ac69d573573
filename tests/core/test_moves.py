"""Move types as data (09.04-09.07, 11.04, 12.03, 12.08, 23.02), the events that change
engagement, and the eligibility questions of 10.02 and 11.02."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer import strategies as rs
from ruleslawyer.core import (
    MOVE_TYPES,
    ActionDef,
    Game,
    ImpossibleEvent,
    Moment,
    MoveKind,
    Phase,
    Strength,
    Unit,
    below_starting_strength,
    clock,
    strength,
)
from ruleslawyer.core.actions import Completes, UnitsSpec
from ruleslawyer.core.moves import FallBackMode, fall_back_mode


def at(phase: Phase, player: str = "A") -> Moment:
    return clock.in_phase(1, player, phase, "A")


def game_of(*units: Unit, now: Moment | None = None, rolls: dict[str, int] | None = None) -> Game:
    return Game(
        units={u.name: u for u in units},
        now=now or at(Phase.MOVEMENT),
        rolls=rolls or {},
    )


def test_every_move_type_but_forced_has_its_clauses() -> None:
    assert set(MOVE_TYPES) == set(MoveKind) - {MoveKind.FORCED}
    sections = {kind: t.eligible.section for kind, t in MOVE_TYPES.items()}
    assert sections == {
        MoveKind.NORMAL: "09.05",
        MoveKind.ADVANCE: "09.06",
        MoveKind.FALL_BACK: "09.07",
        MoveKind.CHARGE: "11.04",
        MoveKind.PILE_IN: "12.03",
        MoveKind.CONSOLIDATION: "12.08",
    }
    assert all(t.after.section == t.eligible.section for t in MOVE_TYPES.values())
    ends = {kind: t.ends_engaged for kind, t in MOVE_TYPES.items()}
    assert ends == {
        MoveKind.NORMAL: False,
        MoveKind.ADVANCE: False,
        MoveKind.FALL_BACK: False,
        MoveKind.CHARGE: True,
        MoveKind.PILE_IN: True,
        MoveKind.CONSOLIDATION: None,
    }


@given(
    unit=rs.units(name="Squad"),
    kind=st.sampled_from(list(MoveKind)),
    phase=st.sampled_from(list(Phase)),
    ends=st.sampled_from([None, True, False]),
)
def test_a_move_happens_exactly_when_the_unit_may_make_it(
    unit: Unit, kind: MoveKind, phase: Phase, ends: bool | None
) -> None:
    game = game_of(unit, now=at(phase, unit.player))
    may = game.can_move("Squad", kind).yes
    before = game.unit("Squad")
    if not may:
        with pytest.raises(ImpossibleEvent) as caught:
            game.move("Squad", kind, ends_engaged=ends)
        assert caught.value.unit == "Squad" and caught.value.reasons
        assert game.unit("Squad") == before
        return
    game.rolls["Squad"] = 7
    game.move("Squad", kind, ends_engaged=ends)
    after = game.unit("Squad")
    assert after.moved_this_turn(kind, game.now.turn_key)
    expected = MOVE_TYPES[kind].ends_engaged if kind in MOVE_TYPES else before.engaged
    if expected is None:
        expected = before.engaged if ends is None else ends
    assert after.engaged is expected
    assert not (after.engaged_only_aircraft and not after.engaged)
    if "AIRCRAFT" in unit.keywords and kind is not MoveKind.FORCED:
        pytest.fail("an AIRCRAFT unit made a move")


def test_engaged_only_with_aircraft_allows_normal_and_advance_moves() -> None:
    unit = Unit("Squad", engaged=True, engaged_only_aircraft=True)
    game = game_of(unit)
    assert game.can_move("Squad", MoveKind.NORMAL).yes
    assert game.can_move("Squad", MoveKind.FALL_BACK).yes
    assert not game.eligible_to_charge("Squad").yes
    game.move("Squad", MoveKind.ADVANCE)
    assert not game.unit("Squad").engaged
    assert not game.unit("Squad").engaged_only_aircraft


def test_fall_back_modes() -> None:
    calm, shaken = Unit("A"), Unit("B", battle_shocked=True)
    assert fall_back_mode(calm, desperate=False) is FallBackMode.ORDERED_RETREAT
    assert fall_back_mode(calm, desperate=True) is FallBackMode.DESPERATE_ESCAPE
    assert fall_back_mode(shaken, desperate=False) is FallBackMode.DESPERATE_ESCAPE


@pytest.mark.parametrize(("roll", "shocked"), [(5, True), (6, False)])
def test_a_desperate_escape_rolls_for_a_unit_that_is_not_battle_shocked(
    roll: int, shocked: bool
) -> None:
    game = game_of(Unit("Squad", engaged=True), rolls={"Squad": roll})
    game.move("Squad", MoveKind.FALL_BACK, desperate=True)
    assert [r.total for r in game.battle_shock_rolls] == [roll]
    assert game.battle_shock_rolls[0].why.rule.section == "09.07"
    assert game.unit("Squad").battle_shocked is shocked


def test_a_battle_shocked_unit_falls_back_without_a_roll() -> None:
    game = game_of(Unit("Squad", engaged=True, battle_shocked=True))
    game.move("Squad", MoveKind.FALL_BACK)
    assert game.battle_shock_rolls == []


def test_remaining_stationary_changes_nothing_and_breaks_no_action() -> None:
    task = ActionDef.from_rows("Task", {"STARTS": "your Movement phase"})
    game = Game(units={"Squad": Unit("Squad")}, actions={"Task": task}, now=at(Phase.MOVEMENT))
    assert game.start_action("Squad", "Task") == ()
    before = game.unit("Squad")
    game.remain_stationary("Squad")
    assert game.unit("Squad") == before
    game.advance_to(game.end_of_turn())
    assert game.effects["Task"] == 1


def test_a_destroyed_unit_has_no_models_and_is_below_half_strength() -> None:
    game = game_of(Unit("Squad", models=2, starting_strength=2))
    game.leave_battlefield("Squad", destroyed=True)
    unit = game.unit("Squad")
    state, because = strength(unit)
    assert (unit.models, state) == (0, Strength.BELOW_HALF)
    assert because.text == "0 of 2 models left: below half-strength"
    assert below_starting_strength(unit)[0]
    single = game_of(Unit("Hero", starting_strength=1, models=1, w=12, wounds_left=12))
    single.leave_battlefield("Hero", destroyed=True)
    assert strength(single.unit("Hero"))[1].text == "0 of 12 wounds left: below half-strength"
    with pytest.raises(ImpossibleEvent):
        single.battle_shock_roll("Hero")


@pytest.mark.parametrize(
    ("unit", "below"),
    [
        (Unit("U", starting_strength=5, models=5), False),
        (Unit("U", starting_strength=5, models=4), True),
        (Unit("U", starting_strength=1, models=1, w=3, wounds_left=3), False),
        (Unit("U", starting_strength=1, models=1, w=3, wounds_left=2), True),
    ],
)
def test_below_starting_strength(unit: Unit, below: bool) -> None:
    assert below_starting_strength(unit)[0] is below


@pytest.mark.parametrize(
    ("areas", "unit_in_zone", "allowed"),
    [
        ({}, False, True),
        ({}, True, False),
        ({("ruin", "player a's deployment zone"): False}, True, True),
        ({("ruin", "player a's deployment zone"): True}, False, False),
    ],
)
def test_within_an_area_that_is_not_within_your_deployment_zone(
    areas: dict[tuple[str, str], bool], unit_in_zone: bool, allowed: bool
) -> None:
    spec = UnitsSpec.parse(
        "one INFANTRY unit that is within the ruin that is not within your deployment zone"
    )
    within = {"the ruin"} | ({"player A's deployment zone"} if unit_in_zone else set())
    game = Game(units={}, areas=areas)
    unit = Unit("Squad", within=frozenset(within))
    assert spec.allows(unit, game.area_within) is allowed


def test_completes_at_the_end_of_the_opponents_turn() -> None:
    assert Completes.parse("End of your opponent's turn.") is Completes.END_OF_OPPONENTS_TURN
    task = ActionDef.from_rows(
        "Task", {"STARTS": "your Shooting phase", "COMPLETES": "the end of your opponent's turn"}
    )
    game = Game(units={"Squad": Unit("Squad")}, actions={"Task": task}, now=at(Phase.SHOOTING))
    performance = game.begin_action("Squad", "Task")
    assert performance.completes_at is not None
    assert (performance.completes_at.player, performance.completes_at.point) == (
        "B",
        clock.Point.TURN_END,
    )


def test_a_charge_move_declares_the_charge_first() -> None:
    game = game_of(Unit("Squad"), now=at(Phase.CHARGE))
    game.move("Squad", MoveKind.CHARGE)
    unit = game.unit("Squad")
    assert unit.declared_charge_this_phase(game.now.phase_key) and unit.engaged
    reasons = [r.text for r in game.eligible_to_charge("Squad").reasons]
    assert reasons == ["it is engaged", "it has already declared a charge this phase"]
