"""The transport, reserve and surge rows of the move table (18, 20, 21.02, 23.02) against the
game: plain tests of each rule, and Hypothesis tests of the invariants."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer import strategies as rs
from ruleslawyer.core import Game, ImpossibleEvent, Moment, MoveKind, Phase, Unit, clock
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.actions import ActionDef
from ruleslawyer.core.moves import MOVE_TYPES, Forbids, locks
from ruleslawyer.core.performing import ActionState
from ruleslawyer.core.reserves import charge_phase_started_since
from ruleslawyer.core.transports import Mode

TRANSPORT = frozenset({kw.TRANSPORT, kw.VEHICLE})


def at(phase: Phase, player: str = "A", battle_round: int = 2) -> Moment:
    return clock.in_phase(battle_round, player, phase, "A")


def game_of(*units: Unit, now: Moment | None = None) -> Game:
    return Game(units={u.name: u for u in units}, now=now or at(Phase.MOVEMENT), rolls={})


def embarked(**changes: object) -> Game:
    rhino = Unit("Rhino", keywords=TRANSPORT)
    squad = Unit("Squad", on_battlefield=False, embarked_in="Rhino")
    game = game_of(rhino, squad)
    for name, value in changes.items():
        game.units["Rhino"] = Unit("Rhino", keywords=TRANSPORT, **{name: value})  # type: ignore[arg-type]
    return game


def test_only_pile_in_and_consolidation_spare_an_action() -> None:
    sparing = {kind for kind, row in MOVE_TYPES.items() if not row.fails_action}
    assert sparing == {MoveKind.PILE_IN, MoveKind.CONSOLIDATION}


def test_the_set_up_moves_and_their_phases() -> None:
    sets_up = {kind for kind, row in MOVE_TYPES.items() if row.sets_up}
    assert sets_up == {MoveKind.DISEMBARK, MoveKind.EMERGENCY_DISEMBARK, MoveKind.INGRESS}
    assert MOVE_TYPES[MoveKind.SURGE].phase is None
    assert MOVE_TYPES[MoveKind.INGRESS].phase is Phase.MOVEMENT


def test_the_locks_on_charging_are_the_moves_of_the_rules() -> None:
    sources = [kind for kind, _ in locks(Forbids.CHARGE)]
    assert sources == [
        MoveKind.ADVANCE,
        MoveKind.FALL_BACK,
        MoveKind.DISEMBARK,
        MoveKind.DISEMBARK,
        MoveKind.EMERGENCY_DISEMBARK,
    ]
    assert [kind for kind, _ in locks(Forbids.SHOOTING)] == [MoveKind.FALL_BACK]


def test_a_tactical_disembark_then_a_normal_move() -> None:
    game = embarked()
    game.transports.disembark("Squad")
    squad = game.unit("Squad")
    assert squad.on_battlefield and squad.embarked_in is None
    assert squad.set_up_turn == game.now.turn_key
    assert game.transports.last_disembark("Squad") == Mode.TACTICAL.value
    assert squad.moved_this_turn(MoveKind.NORMAL, game.now.turn_key)
    assert not game.moves.can_move("Squad", MoveKind.ADVANCE).yes
    assert game.moves.eligible_to_charge("Squad").yes


def test_a_rapid_disembark_bars_the_charge_not_the_shooting() -> None:
    game = embarked()
    game.moves.move("Rhino", MoveKind.NORMAL)
    game.transports.disembark("Squad")
    assert game.transports.last_disembark("Squad") == Mode.RAPID.value
    charge = game.moves.eligible_to_charge("Squad")
    assert [r.rule.section for r in charge.reasons] == ["18.04.01"]
    assert game.moves.eligible_to_shoot("Squad").yes


def test_a_combat_disembark_battle_shocks() -> None:
    game = embarked()
    game.transports.disembark("Squad", Mode.COMBAT)
    assert game.unit("Squad").battle_shocked
    assert [r.rule.section for r in game.moves.eligible_to_charge("Squad").reasons] == ["18.04"]


def test_a_destroyed_transport_lets_its_units_out_first() -> None:
    game = embarked()
    game.leave_battlefield("Rhino", destroyed=True)
    squad = game.unit("Squad")
    assert squad.on_battlefield and squad.battle_shocked and not squad.destroyed
    assert game.transports.last_disembark("Squad") == "Emergency"
    assert not game.moves.eligible_to_charge("Squad").yes


def test_a_transport_destroyed_in_reserves_lets_nobody_out() -> None:
    game = embarked(in_reserves=True, on_battlefield=False)
    game.leave_battlefield("Rhino", destroyed=True)
    assert not game.unit("Squad").on_battlefield


def test_embarking_fails_an_action_and_leaves_the_battlefield() -> None:
    task = ActionDef.from_rows("Task", {"STARTS": "your Movement phase"})
    game = game_of(Unit("Rhino", keywords=TRANSPORT), Unit("Squad"))
    game.actions["Task"] = task
    assert game.performer.start_action("Squad", "Task") == ()
    game.transports.embark("Squad", MoveKind.NORMAL, "Rhino")
    assert game.unit("Squad").embarked_in == "Rhino"
    assert game.performer.performances[0].state is ActionState.FAILED
    assert not game.moves.can_move("Squad", MoveKind.DISEMBARK).yes  # embarked this phase


def test_an_embark_refused_changes_nothing() -> None:
    game = game_of(
        Unit("Rhino", keywords=TRANSPORT, cannot_take=frozenset({"Squad"})), Unit("Squad")
    )
    before = dict(game.units)
    with pytest.raises(ImpossibleEvent):
        game.transports.embark("Squad", MoveKind.NORMAL, "Rhino")
    assert game.units == before


def test_the_ingress_lock_lasts_to_the_next_charge_phase() -> None:
    game = game_of(Unit("Reserve", on_battlefield=False, in_reserves=True))
    game.moves.ingress("Reserve")
    assert not game.moves.can_move("Reserve", MoveKind.NORMAL).yes
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert not game.moves.can_move("Reserve", MoveKind.NORMAL).yes
    game.clock.advance_to(game.clock.phase_of("A", Phase.CHARGE))
    assert game.moves.can_move("Reserve", MoveKind.NORMAL).yes


def test_a_charge_phase_started_since() -> None:
    fight = at(Phase.FIGHT)
    assert charge_phase_started_since(at(Phase.MOVEMENT).phase_key, fight)
    assert not charge_phase_started_since(at(Phase.CHARGE).phase_key, fight)
    assert not charge_phase_started_since(fight.phase_key, at(Phase.MOVEMENT, "B"))
    assert charge_phase_started_since(fight.phase_key, at(Phase.FIGHT, "B"))
    end = clock.moment_at(2, "A", clock.Point.TURN_END, "A")
    assert not charge_phase_started_since(end.phase_key, at(Phase.MOVEMENT, "B"))


def test_aircraft_leave_at_the_end_of_the_opponents_turn_only() -> None:
    jet = Unit("Jet", keywords=frozenset({kw.AIRCRAFT}))
    game = game_of(jet, now=at(Phase.FIGHT, "A"))
    game.clock.advance_to(game.clock.end_of_turn())
    assert game.unit("Jet").on_battlefield
    game.units["Jet"] = Unit("Jet", keywords=frozenset({kw.AIRCRAFT}), player="B")
    game.clock.advance_to(game.clock.phase_of("B", Phase.MOVEMENT))
    game.clock.advance_to(game.clock.end_of_turn())
    jet_now = game.unit("Jet")
    assert jet_now.on_battlefield  # its own turn
    game.units["Jet"] = Unit("Jet", keywords=frozenset({kw.AIRCRAFT}))
    game.clock.advance_to(game.clock.phase_of("B", Phase.FIGHT, "end"))
    game.clock.advance_to(game.clock.end_of_turn())
    assert game.transports.in_strategic_reserves("Jet") and game.unit("Jet").repositioned


def test_reserves_are_destroyed_only_at_the_end_of_round_3() -> None:
    waiting = Unit("Reserve", on_battlefield=False, in_reserves=True)
    game = game_of(waiting, now=at(Phase.FIGHT, "B", battle_round=2))
    game.clock.advance_to(game.clock.end_of_round(2))
    assert not game.unit("Reserve").destroyed
    game.clock.advance_to(game.clock.end_of_round(3))
    assert game.unit("Reserve").destroyed
    assert not game.transports.in_strategic_reserves("Reserve")


@given(unit=rs.units(name="Hounds"), phase=st.sampled_from(list(Phase)))
def test_a_surge_is_possible_exactly_when_21_02_allows(unit: Unit, phase: Phase) -> None:
    game = game_of(unit, now=at(phase, unit.player))
    verdict = game.moves.can_move("Hounds", MoveKind.SURGE)
    allowed = (
        unit.on_battlefield
        and not unit.battle_shocked
        and not unit.engaged
        and not unit.has(kw.AIRCRAFT)
        and not unit.moved_this_phase(None, game.now.phase_key)
    )
    assert verdict.yes is allowed
    if allowed:
        game.moves.move("Hounds", MoveKind.SURGE)
        after = game.moves.can_move("Hounds", MoveKind.SURGE)
        assert {r.text for r in after.reasons} >= {
            "it has moved this phase",
            "it made a surge move this phase",
        }


@given(
    unit=rs.units(name="Reserve"),
    phase=st.sampled_from(list(Phase)),
    player=st.sampled_from(["A", "B"]),
    kind=st.sampled_from([k for k in MOVE_TYPES if k is not MoveKind.INGRESS]),
)
def test_after_any_ingress_no_other_move_until_a_charge_phase_starts(
    unit: Unit, phase: Phase, player: str, kind: MoveKind
) -> None:
    reserve = Unit(
        "Reserve",
        player=unit.player,
        keywords=unit.keywords,
        on_battlefield=False,
        in_reserves=True,
    )
    game = game_of(reserve, now=at(phase, player))
    game.moves.ingress("Reserve")
    texts = {r.text for r in game.moves.can_move("Reserve", kind).reasons}
    assert "it made an ingress move and the next Charge phase has not started" in texts
