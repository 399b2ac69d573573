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
    MissingRoll,
    Moment,
    MoveKind,
    Phase,
    RulesInputError,
    Strength,
    Unit,
    below_starting_strength,
    clock,
    impossibilities,
    strength,
)
from ruleslawyer.core.actions import Completes, UnitsSpec, Where
from ruleslawyer.core.command import BATTLE_SHOCK_FAIL
from ruleslawyer.core.eligibility import CHARGE_REASONS, MOVE_REASONS, SHOOT_REASONS, reason_in
from ruleslawyer.core.moves import AIRCRAFT_ENGAGED, FallBackMode, fall_back_mode


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
        MoveKind.DISEMBARK: "18.04",
        MoveKind.EMERGENCY_DISEMBARK: "18.03",
        MoveKind.INGRESS: "20.04",
        MoveKind.SURGE: "21.02",
    }
    # An emergency disembark is forced by 18.03 (a destroyed TRANSPORT); 18.05 says how it ends.
    assert all(
        t.after.section == t.eligible.section
        for t in MOVE_TYPES.values()
        if t.kind is not MoveKind.EMERGENCY_DISEMBARK
    )
    assert MOVE_TYPES[MoveKind.EMERGENCY_DISEMBARK].after.section == "18.05"
    ends = {kind: t.ends_engaged for kind, t in MOVE_TYPES.items()}
    assert ends == {
        MoveKind.NORMAL: False,
        MoveKind.ADVANCE: False,
        MoveKind.FALL_BACK: False,
        MoveKind.CHARGE: True,
        MoveKind.PILE_IN: True,
        MoveKind.CONSOLIDATION: None,
        MoveKind.DISEMBARK: False,
        MoveKind.EMERGENCY_DISEMBARK: False,
        MoveKind.INGRESS: False,
        MoveKind.SURGE: False,
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
    may = game.moves.can_move("Squad", kind).yes
    before = game.unit("Squad")
    if not may:
        with pytest.raises(ImpossibleEvent) as caught:
            game.moves.move("Squad", kind, ends_engaged=ends)
        assert caught.value.unit == "Squad" and caught.value.reasons
        assert game.unit("Squad") == before
        return
    game.rolls["Squad"] = 7
    game.moves.move("Squad", kind, ends_engaged=ends)
    after = game.unit("Squad")
    assert after.moved_this_turn(kind, game.now.turn_key)
    expected = MOVE_TYPES[kind].ends_engaged if kind in MOVE_TYPES else before.engaged
    may_end_engaged = kind in MOVE_TYPES and MOVE_TYPES[kind].may_end_engaged
    if expected is None or (ends is not None and may_end_engaged):
        expected = before.engaged if ends is None else ends
    assert after.engaged is expected
    assert not (after.engaged_only_aircraft and not after.engaged)
    forced = (MoveKind.FORCED, MoveKind.EMERGENCY_DISEMBARK, MoveKind.INGRESS)
    if "AIRCRAFT" in unit.keywords and kind not in forced:
        pytest.fail("an AIRCRAFT unit made a move other than an ingress")


def test_engaged_only_with_aircraft_allows_normal_and_advance_moves() -> None:
    unit = Unit("Squad", engaged=True, engaged_only_aircraft=True)
    game = game_of(unit)
    assert game.moves.can_move("Squad", MoveKind.NORMAL).yes
    assert game.moves.can_move("Squad", MoveKind.FALL_BACK).yes
    assert not game.moves.eligible_to_charge("Squad").yes
    game.moves.move("Squad", MoveKind.ADVANCE)
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
    game.moves.move("Squad", MoveKind.FALL_BACK, desperate=True)
    assert [r.total for r in game.history.battle_shock_rolls()] == [roll]
    assert game.history.battle_shock_rolls()[0].why.rule.section == "09.07"
    assert game.unit("Squad").battle_shocked is shocked


def test_a_battle_shocked_unit_falls_back_without_a_roll() -> None:
    game = game_of(Unit("Squad", engaged=True, battle_shocked=True))
    game.moves.move("Squad", MoveKind.FALL_BACK)
    assert game.history.battle_shock_rolls() == []


def test_remaining_stationary_changes_nothing_and_breaks_no_action() -> None:
    task = ActionDef.from_rows("Task", {"STARTS": "your Movement phase"})
    game = Game(units={"Squad": Unit("Squad")}, actions={"Task": task}, now=at(Phase.MOVEMENT))
    assert game.performer.start_action("Squad", "Task") == ()
    before = game.unit("Squad")
    game.moves.remain_stationary("Squad")
    # 09.04: no model moves; 09.02: it was selected to move, which is recorded (18.04, 18.2).
    now = game.now
    assert game.unit("Squad") == before.but(
        stationary_phase=now.phase_key, stationary_turn=now.turn_key
    )
    assert game.unit("Squad").moves == before.moves == ()
    game.clock.advance_to(game.clock.end_of_turn())
    assert game.performer.effects["Task"] == 1


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
        single.moves.battle_shock_roll("Hero")


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
    assert spec.allows(unit, Where(area_within=game.area_within)) is allowed


def test_completes_at_the_end_of_the_opponents_turn() -> None:
    assert Completes.parse("End of your opponent's turn.") is Completes.END_OF_OPPONENTS_TURN
    task = ActionDef.from_rows(
        "Task", {"STARTS": "your Shooting phase", "COMPLETES": "the end of your opponent's turn"}
    )
    game = Game(units={"Squad": Unit("Squad")}, actions={"Task": task}, now=at(Phase.SHOOTING))
    performance = game.performer.begin_action("Squad", "Task")
    assert performance.completes_at is not None
    assert (performance.completes_at.player, performance.completes_at.point) == (
        "B",
        clock.Point.TURN_END,
    )


def test_a_charge_move_declares_the_charge_first() -> None:
    game = game_of(Unit("Squad"), now=at(Phase.CHARGE))
    game.moves.move("Squad", MoveKind.CHARGE)
    unit = game.unit("Squad")
    assert unit.declared_charge_this_phase(game.now.phase_key) and unit.engaged
    reasons = [r.text for r in game.moves.eligible_to_charge("Squad").reasons]
    assert reasons == ["it is engaged", "it has already declared a charge this phase"]


# -- whole episodes: the trace a failing scenario shows, the clauses weighed, the messages ------


def test_a_movement_episode_trace_clauses_and_rolls() -> None:
    task = ActionDef.from_rows(
        "Task", {"STARTS": "the Movement phase", "COMPLETES": "the end of the battle round"}
    )
    units = [
        Unit("Squad", engaged=True),
        Unit("Boyz", player="B"),
        Unit("Raider"),
        Unit("Gone", on_battlefield=False),
    ]
    game = Game(
        units={u.name: u for u in units},
        actions={"Task": task},
        now=at(Phase.MOVEMENT),
        rolls={"Squad": 4, "Boyz": 9},
    )
    game.performer.start_action("Boyz", "Task")
    game.moves.remain_stationary("Boyz")
    game.moves.move("Squad", MoveKind.FALL_BACK, desperate=True)
    game.moves.battle_shock_roll("Boyz")
    game.moves.become_engaged("Boyz")
    assert game.unit("Boyz").engaged
    game.moves.become_engaged("Boyz", engaged=False)
    assert not game.unit("Boyz").engaged
    with pytest.raises(ImpossibleEvent) as caught:
        game.moves.become_engaged("Gone")
    error = caught.value
    assert (
        error.message == '"Gone" cannot have become engaged: it is not on the battlefield (03.04)'
    )
    assert (error.unit, error.word) == ("Gone", "Gone")
    assert [str(r) for r in error.reasons] == ["it is not on the battlefield [03.04 Engagement]"]
    game.clock.advance_to(game.clock.phase_of("A", Phase.CHARGE))
    game.moves.declare_charge("Raider")
    game.moves.move("Raider", MoveKind.CHARGE)
    game.clock.advance_to(game.clock.phase_of("A", Phase.FIGHT))
    game.moves.move("Raider", MoveKind.CONSOLIDATION, ends_engaged=False)
    game.leave_battlefield("Boyz")
    move = "the start of player A's Movement phase, battle round 1: "
    charge = "the start of player A's Charge phase, battle round 1: "
    fight = "the start of player A's Fight phase, battle round 1: "
    assert game.trace == [
        move + "Boyz starts Task [16.00 How Actions are written]",
        move + "Boyz remains stationary: no move [09.04 Remain Stationary]",
        move + "Squad falls back using Desperate Escape",
        move + "Squad ends its fall-back move [09.07 Fall-back Move]",
        move + "Squad makes a battle-shock roll: it made a Desperate Escape and is not "
        "battle-shocked [09.07 Fall-back Move]",
        move + "Squad rolls 4 against Ld 6+: fail",
        move + "Squad is battle-shocked [01.07 Battle-shock Rolls]",
        move + "Boyz makes a battle-shock roll: a rule demands it outside the Battle-shock "
        "step [01.07 Battle-shock Rolls]",
        move + "Boyz rolls 9 against Ld 6+: pass",
        charge + "Raider declares a charge",
        charge + "Raider ends its charge move [11.04 Charge Move]",
        fight + "Raider ends its consolidation move [12.08 Consolidation Move]",
        fight + "Boyz's Task fails: it left the battlefield [16.01 Completing an Action]",
    ]
    seen = {rule.id: seen for rule, seen in game.weighed.items()}
    assert {k: v for k, v in seen.items() if not k.startswith(("16.0", "10.0"))} == {
        "01.06 2D6 >= Ld": {False, True},
        "01.06 a rule's modifier is added to the 2D6 total": {False},
        "01.07 a failed roll battle-shocks": {False, True},
        "01.07 a roll some rule demands, any time": {True},
        "01.07 battle-shocked OC is '-'": {False},
        "03.01 only a unit on the battlefield moves": {False},
        "03.04 engaged while an enemy is in engagement range": {False, True},
        "09.02 selected to move once a phase": {False},
        "09.04 no move: nothing a move triggers": {False, True},
        "09.06 no action after advancing": {False},
        "09.06 no charge after advancing": {False},
        "09.07 Desperate Escape: battle-shock roll": {True},
        "09.07 Ordered Retreat only if not battle-shocked": {False},
        "09.07 after moving: unengaged": {True},
        "09.07 eligible if engaged": {False},
        "09.07 no action after falling back": {False},
        "09.07 no charge after falling back": {False},
        "11.02 eligible if on the battlefield": {False},
        "11.02 not if engaged, TITANIC or not": {False},
        '11.02 not if no enemy unit is within 12"': {False},
        "11.02 one declared charge per phase": {False},
        "11.02 one charge move for the charge declared": {False},
        "11.04 after moving: engaged": {True},
        "11.04 eligible if declared a charge this phase": {False},
        "12.04 eligible if engaged or charged this turn": {True},
        "12.07 one consolidation move per unit in this step": {False},
        "12.08 after moving: engagement by its mode": {True},
        "12.08 eligible if Fight phase, could fight": {False},
        # The locks of the move table, weighed with every move and charge asked.
        "18.04 Combat: battle-shocked, no charge this turn": {False},
        "18.04.01 after a normal or ingress move; no charge": {False},
        "18.05 battle-shocked, no charge this turn": {False},
        "20.04 no other move type until the next Charge phase": {False},
        "21.02 after moving: no further move this phase": {False},
        "23.02 AIRCRAFT make no move but ingress": {False},
        "23.04 AIRCRAFT never declare a charge": {False},
    }
    assert seen["16.01 fails on a move"] == {False}  # remaining stationary, while performing
    assert seen["16.01 fails on leaving the battlefield"] == {True}
    rolls = [
        (r.unit, r.player, r.total, r.ld, r.passed, str(r.why))
        for r in game.history.battle_shock_rolls()
    ]
    assert rolls == [
        (
            "Squad",
            "A",
            4,
            6,
            False,
            "it made a Desperate Escape and is not battle-shocked [09.07 Fall-back Move]",
        ),
        (
            "Boyz",
            "B",
            9,
            6,
            True,
            "a rule demands it outside the Battle-shock step [01.07 Battle-shock Rolls]",
        ),
    ]
    assert all(r.moment == at(Phase.MOVEMENT) for r in game.history.battle_shock_rolls())
    raider = game.unit("Raider")
    assert (raider.engaged, raider.charges_declared) == (False, ((1, "A", "Charge"),))


def test_leaving_the_battlefield_leaves_a_possible_unit() -> None:
    game = game_of(Unit("Squad", engaged=True, engaged_only_aircraft=True))
    game.leave_battlefield("Squad")
    unit = game.unit("Squad")
    assert (unit.engaged, unit.engaged_only_aircraft, unit.destroyed) == (False, False, False)
    assert impossibilities(unit) == []
    assert unit.models == 5


def test_an_engaged_unit_that_becomes_engaged_is_no_longer_engaged_only_with_aircraft() -> None:
    game = game_of(Unit("Squad", engaged=True, engaged_only_aircraft=True))
    game.moves.become_engaged("Squad")
    assert not game.unit("Squad").engaged_only_aircraft
    assert not game.moves.can_move("Squad", MoveKind.NORMAL).yes


def test_a_missing_roll_for_a_desperate_escape_says_why_and_when() -> None:
    game = game_of(Unit("Squad", engaged=True))
    with pytest.raises(MissingRoll) as caught:
        game.moves.move("Squad", MoveKind.FALL_BACK, desperate=True)
    assert caught.value.message == (
        '"Squad" must make a battle-shock roll (it made a Desperate Escape and is not '
        "battle-shocked) at the start of player A's Movement phase, battle round 1, but no "
        'roll was given; add: Given the battle-shock roll for "Squad" will be <2 to 12>'
    )
    assert caught.value.word == "Squad"


def test_remaining_stationary_needs_a_unit_that_exists() -> None:
    game = game_of(Unit("Squad"))
    with pytest.raises(RulesInputError):
        game.moves.remain_stationary("Sqaud")


# -- what the mutation run asked for: the clauses a refusal weighs, reason phrases --------------


def test_a_refused_move_weighs_its_after_moving_as_not_applying() -> None:
    game = game_of(Unit("Squad"))
    assert not game.moves.can_move("Squad", MoveKind.FALL_BACK).yes
    assert game.weighed[MOVE_TYPES[MoveKind.FALL_BACK].after] == {False}
    assert game.moves.can_move("Squad", MoveKind.NORMAL).yes
    assert MOVE_TYPES[MoveKind.NORMAL].after not in game.weighed
    assert not game.moves.can_move("Squad", MoveKind.FORCED).reasons


def test_the_aircraft_exception_is_weighed_only_for_an_engaged_unit() -> None:
    free = game_of(Unit("Squad"))
    free.moves.can_move("Squad", MoveKind.NORMAL)
    assert AIRCRAFT_ENGAGED not in free.weighed
    held = game_of(
        Unit("Squad", engaged=True), Unit("Jetbait", engaged=True, engaged_only_aircraft=True)
    )
    held.moves.can_move("Squad", MoveKind.ADVANCE)
    assert held.weighed[AIRCRAFT_ENGAGED] == {False}
    held.moves.can_move("Jetbait", MoveKind.ADVANCE)
    assert held.weighed[AIRCRAFT_ENGAGED] == {False, True}


def test_eligible_to_fight_only_in_the_fight_phase() -> None:
    unit = Unit("Squad", engaged=True)
    assert not game_of(unit, now=at(Phase.CHARGE)).fight.eligible_to_fight(unit)
    assert game_of(unit, now=at(Phase.FIGHT)).fight.eligible_to_fight(unit)


def test_after_moving_and_engaging_the_aircraft_fact_is_false_not_missing() -> None:
    game = game_of(Unit("Squad"), now=at(Phase.CHARGE))
    game.moves.move("Squad", MoveKind.CHARGE)
    assert game.unit("Squad").engaged_only_aircraft is False
    game.moves.become_engaged("Squad")
    assert game.unit("Squad").engaged_only_aircraft is False


def test_a_single_failed_roll_weighs_the_failure_as_applying() -> None:
    game = game_of(Unit("Squad"), rolls={"Squad": 2})
    game.moves.battle_shock_roll("Squad")
    assert game.weighed[BATTLE_SHOCK_FAIL] == {True}


def test_reason_phrases_of_the_new_questions() -> None:
    assert reason_in("it is engaged.", CHARGE_REASONS, "for a charge").text == "it is engaged"
    with pytest.raises(RulesInputError) as caught:
        reason_in("it is engagd", SHOOT_REASONS, "for shooting")
    assert caught.value.message == (
        "unknown reason 'it is engagd' for shooting; reasons are: it is not on the battlefield; "
        "it has already been selected to shoot this phase; it started an Action this turn; "
        "it made a fall-back move this turn"
    )
    assert caught.value.suggestion == "it is not on the battlefield"
    with pytest.raises(RulesInputError) as far:
        reason_in("it fell back", SHOOT_REASONS, "for shooting")
    assert far.value.suggestion == "it made a fall-back move this turn"


def test_an_unknown_move_reason_lists_each_reason_once() -> None:
    # Several move rows share their words (a disembark bar's advance and fall-back halves): the
    # error lists the words a step may write, each once.
    with pytest.raises(RulesInputError) as caught:
        reason_in("it is too shiny", MOVE_REASONS, "for a move")
    listed = caught.value.message.split("reasons are: ", 1)[1].split("; ")
    assert len(listed) == len(set(listed))
    assert set(listed) == {r.text for r in MOVE_REASONS}
