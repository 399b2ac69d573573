"""Mutation-gap tests of issue 17's transports and reserves (docs/mutation.md, issue 17):
embark and disembark refusals and traces, the disembark modes, reserves and AIRCRAFT at the end
of a turn, as the mutation run found them unchecked."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ruleslawyer.core import Game, ImpossibleEvent, Phase, RulesInputError, Unit, clock
from ruleslawyer.core.actions import ActionDef
from ruleslawyer.core.reserves import (
    AIRCRAFT_TO_RESERVES,
    charge_phase_started_since,
    never_arrived,
)
from ruleslawyer.core.transports import (
    ASSAULT,
    COMBAT,
    EMBARKED_OFF,
    RAPID,
    SHOCK,
    TACTICAL,
    TRANSPORT_DESTROYED,
    Mode,
    forced_mode,
)
from ruleslawyer.core.units import MoveKind

from .games import at, game_of, weighed


def test_embarking_after_a_move_that_cannot_embark_names_the_move() -> None:
    game = game_of(
        Unit("Squad", engaged=True),
        Unit("Rhino", keywords=frozenset({"VEHICLE", "TRANSPORT"})),
        now=at(Phase.MOVEMENT),
    )
    with pytest.raises(RulesInputError) as caught:
        game.transports.embark("Squad", MoveKind.CHARGE, "Rhino")
    assert caught.value.message == (
        "a unit embarks after a normal, advance or fall-back move, not a charge move (18.02)"
    )
    assert caught.value.word == "charge"


TRANSPORT = frozenset({"VEHICLE", "TRANSPORT"})


def _movement(*units: Unit) -> Game:
    return game_of(*units, now=at(Phase.MOVEMENT, battle_round=2))


def test_an_embark_after_a_move_the_unit_could_not_make_is_impossible_for_that_move() -> None:
    game = _movement(Unit("Squad", engaged=True), Unit("Rhino", keywords=TRANSPORT))
    with pytest.raises(ImpossibleEvent) as caught:
        game.transports.embark("Squad", MoveKind.NORMAL, "Rhino")
    assert str(caught.value) == '"Squad" cannot have made a normal move: it is engaged (09.05)'
    assert caught.value.unit == "Squad" and caught.value.word == "Squad"
    assert [getattr(r, "text", None) for r in caught.value.reasons] == ["it is engaged"]


def test_an_embark_the_transport_refuses_is_impossible_for_the_embark() -> None:
    rhino = Unit("Rhino", keywords=TRANSPORT, cannot_take=frozenset({"Squad"}))
    game = _movement(Unit("Squad"), rhino)
    with pytest.raises(ImpossibleEvent) as caught:
        game.transports.embark("Squad", MoveKind.ADVANCE, "Rhino")
    assert str(caught.value) == (
        '"Squad" cannot have embarked within "Rhino": the TRANSPORT cannot take it (18.02)'
    )
    assert caught.value.unit == "Squad"


def test_an_embarked_unit_is_within_no_area_and_is_not_engaged() -> None:
    game = _movement(Unit("Squad", within=frozenset({"Ruins"})), Unit("Rhino", keywords=TRANSPORT))
    game.transports.embark("Squad", MoveKind.NORMAL, "Rhino")
    squad = game.unit("Squad")
    assert squad.within == frozenset()
    assert squad.on_battlefield is False and squad.engaged is False
    assert squad.engaged_only_aircraft is False
    assert squad.embarked_in == "Rhino" and squad.embarked_in_phase == game.now.phase_key


def test_asking_where_a_unit_is_embarked_weighs_18_02_both_ways() -> None:
    game = _movement(
        Unit("Squad", on_battlefield=False, embarked_in="Rhino"),
        Unit("Rhino", keywords=TRANSPORT),
    )
    assert game.transports.embarked_within("Squad") == "Rhino"
    assert weighed(game)[EMBARKED_OFF.id] == {True}
    assert game.transports.embarked_within("Rhino") is None
    assert weighed(game)[EMBARKED_OFF.id] == {True, False}


def _inside(*grants: str, **transport: object) -> Game:
    rhino = Unit("Rhino", keywords=TRANSPORT, **transport)  # type: ignore[arg-type]
    squad = Unit(
        "Squad", on_battlefield=False, embarked_in="Rhino", disembark_grants=frozenset(grants)
    )
    return _movement(rhino, squad)


def _refusal(game: Game, mode: Mode | None, then: MoveKind | None = None, **more: object) -> str:
    with pytest.raises(RulesInputError) as caught:
        game.transports.disembark("Squad", mode, then, **more)  # type: ignore[arg-type]
    error = caught.value
    return f"{error.message} | {error.word} | {error.suggestion}"


GRANT_CASES: list[tuple[Mode, str]] = [
    (
        Mode.ASSAULT,
        '"Squad" cannot make an Assault Disembark: only a rule grants it (18.06); '
        'add Given a rule lets "Squad" make an Assault Disembark | Assault Disembark | None',
    ),
    (
        Mode.SHOCK,
        '"Squad" cannot make a Shock Disembark: only a rule grants it (18.07); '
        'add Given a rule lets "Squad" make a Shock Disembark | Shock Disembark | None',
    ),
]


@pytest.mark.parametrize(("mode", "said"), GRANT_CASES)
def test_a_granted_mode_without_its_grant_is_an_input_error(mode: Mode, said: str) -> None:
    assert _refusal(_inside(), mode) == said


def test_an_assault_disembark_needs_its_transports_normal_move() -> None:
    game = _inside(Mode.ASSAULT.value)
    with pytest.raises(ImpossibleEvent) as caught:
        game.transports.disembark("Squad", Mode.ASSAULT)
    assert str(caught.value) == (
        '"Squad" cannot have made an Assault Disembark: its TRANSPORT has not made a normal '
        "move this phase (18.06)"
    )
    game.moves.move("Rhino", MoveKind.NORMAL)
    game.transports.disembark("Squad", Mode.ASSAULT)
    assert game.transports.last_disembark("Squad") == Mode.ASSAULT.value


def test_a_mode_the_transports_move_rules_out_is_an_input_error() -> None:
    moved = _inside()
    moved.moves.move("Rhino", MoveKind.NORMAL)
    assert _refusal(moved, Mode.COMBAT) == (
        '"Squad" cannot make a Combat Disembark: its TRANSPORT made a normal or ingress move '
        "this phase, so the mode is Rapid Disembark (18.04.01) | Combat Disembark | None"
    )
    assert _refusal(moved, Mode.TACTICAL) == (
        '"Squad" cannot make a Tactical Disembark: its TRANSPORT\'s move this phase makes the '
        "mode Rapid Disembark (18.04) | Tactical Disembark | using Rapid Disembark"
    )
    assert _refusal(_inside(), Mode.RAPID) == (
        '"Squad" cannot make a Rapid Disembark: its TRANSPORT\'s move this phase makes the '
        "mode Tactical Disembark (18.04) | Rapid Disembark | using Tactical Disembark"
    )


def test_only_a_tactical_disembark_has_a_further_move_and_only_normal_or_advance() -> None:
    assert _refusal(_inside(), Mode.COMBAT, MoveKind.NORMAL) == (
        '"Squad" makes no further move after a Combat Disembark: only a Tactical Disembark is '
        "followed by a normal or advance move (18.04, 09.02) | normal | None"
    )
    assert _refusal(_inside(), None, MoveKind.FALL_BACK) == (
        "a Tactical Disembark is followed by a normal or advance move, not a fall-back move "
        "(18.04) | fall-back | None"
    )
    game = _inside()
    game.transports.disembark("Squad", None, MoveKind.ADVANCE)
    assert game.unit("Squad").moved_this_turn(MoveKind.ADVANCE, game.now.turn_key)


def test_only_a_combat_disembark_ends_engaged_and_only_beside_an_engaged_transport() -> None:
    assert _refusal(_inside(), Mode.TACTICAL, ends_engaged=True) == (
        "only a Combat Disembark may end engaged, not a Tactical Disembark (18.04) | engaged | None"
    )
    with pytest.raises(ImpossibleEvent) as caught:
        _inside().transports.disembark("Squad", Mode.COMBAT, ends_engaged=True)
    assert str(caught.value) == (
        '"Squad" cannot have ended a Combat Disembark engaged: its TRANSPORT is not engaged (18.04)'
    )
    game = _inside(engaged=True)
    game.transports.disembark("Squad", Mode.COMBAT, ends_engaged=True)
    squad = game.unit("Squad")
    assert squad.engaged and squad.battle_shocked
    unengaged = _inside(engaged=True)
    unengaged.transports.disembark("Squad", Mode.COMBAT)
    assert unengaged.unit("Squad").engaged is False


def test_a_disembark_weighs_every_mode_clause_and_notes_its_own() -> None:
    game = _inside()
    game.transports.disembark("Squad")
    seen = weighed(game)
    assert seen[TACTICAL.id] == {True}
    for rule in (RAPID, COMBAT, ASSAULT, SHOCK):
        assert seen[rule.id] == {False}
    text = "\n".join(game.trace)
    assert "Squad disembarks using Tactical Disembark" in text
    assert game.unit("Squad").disembarks == ((Mode.TACTICAL.value, game.now.turn_key),)


def test_the_emergency_disembark_is_traced_with_both_its_clauses() -> None:
    game = _inside()
    game.leave_battlefield("Rhino", destroyed=True)
    notes = [line.split(": ", 1)[1] for line in game.trace]
    assert notes[-2:] == [
        "Squad makes an emergency disembark move [18.03 Disembarking]",
        "Squad is battle-shocked [18.05 Emergency Disembark Move]",
    ]
    assert weighed(game)[TRANSPORT_DESTROYED.id] == {True}
    empty = _movement(Unit("Rhino", keywords=TRANSPORT))
    empty.leave_battlefield("Rhino", destroyed=True)
    assert weighed(empty)[TRANSPORT_DESTROYED.id] == {False}


def test_a_combat_disembark_is_traced_as_battle_shocked_without_a_roll() -> None:
    game = _inside()
    game.transports.disembark("Squad", Mode.COMBAT)
    notes = [line.split(": ", 1)[1] for line in game.trace]
    assert notes[-2:] == [
        "Squad disembarks using Combat Disembark [18.04 Disembark Move]",
        "Squad is battle-shocked (no roll) [18.04 Disembark Move]",
    ]


def _made(kind: MoveKind, now: clock.Moment) -> Unit:
    return Unit(
        "Rhino",
        keywords=TRANSPORT,
        moves=((kind, now.turn_key),),
        phase_moves=((kind, now.phase_key),),
    )


def test_the_mode_is_rapid_after_the_transports_ingress_and_never_disembarked_says_none() -> None:
    game = _inside()
    assert game.transports.last_disembark("Squad") is None
    # a move is recorded for its turn and its phase alike (Unit.moves_with)
    transport = _made(MoveKind.INGRESS, game.now)
    assert forced_mode(transport, game.now) is Mode.RAPID
    assert forced_mode(_made(MoveKind.NORMAL, game.now), game.now) is Mode.RAPID
    assert forced_mode(Unit("Rhino"), game.now) is Mode.TACTICAL


@pytest.mark.parametrize(
    ("word", "mode"),
    [("Rapid", Mode.RAPID), (" tactical disembark. ", Mode.TACTICAL), ("COMBAT", Mode.COMBAT)],
)
def test_a_disembark_mode_is_read_by_its_name_or_first_word(word: str, mode: Mode) -> None:
    assert Mode.parse(word) is mode


def test_an_unknown_disembark_mode_lists_the_modes_and_suggests_one() -> None:
    with pytest.raises(RulesInputError) as caught:
        Mode.parse("Rapid Disembak")
    assert caught.value.message == (
        "unknown disembark mode 'Rapid Disembak'; modes are Rapid Disembark, Tactical Disembark, "
        "Combat Disembark, Assault Disembark, Shock Disembark"
    )
    assert caught.value.word == "Rapid Disembak"
    assert caught.value.suggestion == "Rapid Disembark"
    with pytest.raises(RulesInputError):
        Mode.parse("Disembark")


def test_aircraft_going_into_reserves_is_traced() -> None:
    jet = Unit("Jet", player="B", keywords=frozenset({"AIRCRAFT"}))
    game = game_of(jet, now=at(Phase.FIGHT))
    game.clock.advance_to(game.clock.end_of_turn())
    assert any(
        line.endswith(": Jet goes into strategic reserves [23.02 Aircraft Movement]")
        for line in game.trace
    )
    assert game.transports.in_strategic_reserves("Jet")


def test_a_unit_embarked_in_a_transport_on_the_battlefield_is_not_in_reserves() -> None:
    assert not _inside().transports.in_strategic_reserves("Squad")
    assert _inside(in_reserves=True, on_battlefield=False).transports.in_strategic_reserves("Squad")


def test_a_shock_grant_excuses_an_advance_only_for_a_shock_disembark() -> None:
    game = _inside(Mode.SHOCK.value)
    game.moves.move("Rhino", MoveKind.ADVANCE)
    assert not game.moves.can_move("Squad", MoveKind.DISEMBARK).yes
    assert game.moves.can_move("Squad", MoveKind.DISEMBARK, mode=Mode.SHOCK).yes


def test_reserves_that_never_arrived_spare_units_whose_transport_arrived() -> None:
    waiting = Unit("Squad", on_battlefield=False, embarked_in="Rhino")
    came = Unit("Rhino", keywords=TRANSPORT, on_battlefield=False, in_reserves=True)
    arrived = {"Squad": waiting, "Rhino": replace(came, ingress_earlier=True)}
    assert not never_arrived(waiting, arrived)
    assert never_arrived(waiting, {"Squad": waiting, "Rhino": came})
    assert not never_arrived(Unit("Squad"), {"Squad": Unit("Squad")})
    moved = Unit("Late", on_battlefield=False, in_reserves=True)
    moved = replace(moved, phase_moves=((MoveKind.NORMAL, (1, "A", "Movement")),))
    assert never_arrived(moved, {"Late": moved})


def test_a_charge_phase_started_since_with_player_b_first() -> None:
    key = (2, "B", "Movement")
    shooting = clock.in_phase(2, "B", Phase.SHOOTING, "B")
    charge = clock.in_phase(2, "B", Phase.CHARGE, "B")
    assert not charge_phase_started_since(key, shooting)
    assert charge_phase_started_since(key, charge)


def test_aircraft_going_into_reserves_weighs_23_02() -> None:
    jet = Unit("Jet", player="B", keywords=frozenset({"AIRCRAFT"}))
    game = game_of(jet, now=at(Phase.FIGHT))
    game.clock.advance_to(game.clock.end_of_turn())
    assert weighed(game)[AIRCRAFT_TO_RESERVES.id] == {True}


def test_an_embark_is_traced() -> None:
    task = ActionDef.from_rows("Task", {"STARTS": "your Movement phase"})
    game = _movement(Unit("Squad"), Unit("Rhino", keywords=TRANSPORT))
    game.actions["Task"] = task
    game.performer.start_action("Squad", "Task")
    game.transports.embark("Squad", MoveKind.NORMAL, "Rhino")
    text = "\n".join(game.trace)
    assert ": Squad embarks within Rhino [18.02 Embarking]" in text


def test_an_assault_disembark_after_an_advance_is_refused_for_the_missing_normal_move() -> None:
    game = _inside(Mode.ASSAULT.value)
    game.moves.move("Rhino", MoveKind.ADVANCE)
    with pytest.raises(ImpossibleEvent, match=r"has not made a normal move this phase \(18\.06\)"):
        game.transports.disembark("Squad", Mode.ASSAULT)
