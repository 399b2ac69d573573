"""The impossible pairs of a unit's moves this turn and the moment (core/move_timing.py), and
the impossible states of a unit set up this turn (core/units.py): what `any unit` discards."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ruleslawyer.core import MoveKind, Phase, Unit, impossibilities
from ruleslawyer.core import clock as gc
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.move_timing import impossibilities_now
from ruleslawyer.core.moves import own_phase


def made(kind: MoveKind, now: gc.Moment, **facts: object) -> Unit:
    """A unit that made a ``kind`` move this turn, stated "this turn" (in its own phase)."""
    own = (*now.turn_key, own_phase(kind))
    unit = replace(Unit(name="Squad"), moves=((kind, now.turn_key),), phase_moves=((kind, own),))
    return replace(unit, **facts)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("kind", "phase", "possible"),
    [
        (MoveKind.NORMAL, Phase.COMMAND, False),
        (MoveKind.NORMAL, Phase.MOVEMENT, True),
        (MoveKind.NORMAL, Phase.FIGHT, True),
        (MoveKind.CHARGE, Phase.SHOOTING, False),
        (MoveKind.CHARGE, Phase.CHARGE, True),
        (MoveKind.PILE_IN, Phase.CHARGE, False),
        (MoveKind.CONSOLIDATION, Phase.FIGHT, True),
        (MoveKind.DISEMBARK, Phase.COMMAND, False),
        (MoveKind.DISEMBARK, Phase.SHOOTING, True),
        (MoveKind.INGRESS, Phase.COMMAND, False),
        (MoveKind.INGRESS, Phase.MOVEMENT, True),
        (MoveKind.SURGE, Phase.COMMAND, True),  # made in no phase of its own (21.02)
    ],
)
def test_a_move_of_this_turn_lies_in_its_own_phase_not_after_now(
    kind: MoveKind, phase: Phase, possible: bool
) -> None:
    now = gc.in_phase(2, "A", phase, "A")
    problems = impossibilities_now(made(kind, now), now)
    assert (problems == []) is possible, problems


def test_a_disembark_is_made_in_its_own_players_turn() -> None:
    now = gc.in_phase(2, "B", Phase.SHOOTING, "A")
    assert impossibilities_now(made(MoveKind.DISEMBARK, now, player="B"), now) == []
    (problem,) = impossibilities_now(made(MoveKind.DISEMBARK, now, player="A"), now)
    assert "18.03" in problem[1]


def test_an_ingress_move_in_the_first_battle_round_needs_a_rule() -> None:
    now = gc.in_phase(1, "A", Phase.SHOOTING, "A")
    (problem,) = impossibilities_now(made(MoveKind.INGRESS, now), now)
    assert "20.03" in problem[1]
    assert impossibilities_now(made(MoveKind.INGRESS, now, arrives_first_round=True), now) == []
    # Rapid Ingress in the opponent's turn (20.04): an ingress move is not its player's turn's.
    later = gc.in_phase(2, "B", Phase.MOVEMENT, "A")
    assert impossibilities_now(made(MoveKind.INGRESS, later), later) == []


def test_moves_of_other_turns_are_not_weighed() -> None:
    now = gc.in_phase(2, "A", Phase.COMMAND, "A")
    unit = replace(Unit(name="Squad"), moves=((MoveKind.NORMAL, (1, "A")),))
    assert impossibilities_now(unit, now) == []


@pytest.mark.parametrize("kind", [MoveKind.DISEMBARK, MoveKind.INGRESS])
def test_a_unit_set_up_this_turn_is_not_embarked_nor_back_in_reserves(kind: MoveKind) -> None:
    now = gc.in_phase(2, "A", Phase.SHOOTING, "A")
    off = {"on_battlefield": False}
    embarked = made(kind, now, embarked_in="Rhino", **off)
    assert ("embarked", "a unit set up on the battlefield this turn cannot embark (18.02)") in (
        impossibilities(embarked)
    )
    in_reserves = made(kind, now, in_reserves=True, **off)
    assert [f for f, _ in impossibilities(in_reserves)] == ["strategic reserves"]
    aircraft = replace(in_reserves, keywords=in_reserves.keywords | {kw.AIRCRAFT})
    assert impossibilities(aircraft) == []  # 23.02: AIRCRAFT go back at the end of the turn
    set_up = replace(Unit(name="Squad"), set_up_turn=now.turn_key, on_battlefield=False)
    assert [f for f, _ in impossibilities(replace(set_up, embarked_in="Rhino"))] == ["embarked"]
    assert (
        impossibilities(replace(Unit(name="Squad"), embarked_in="Rhino", on_battlefield=False))
        == []
    )


def test_an_aircraft_set_up_this_turn_is_back_in_reserves_only_at_its_opponents_turn_end() -> None:
    aircraft = replace(
        Unit(name="Jet"), keywords=frozenset({kw.AIRCRAFT}), on_battlefield=False, in_reserves=True
    )
    end = gc.moment_at(2, "B", gc.Point.TURN_END, "A")
    jet = replace(aircraft, moves=((MoveKind.INGRESS, end.turn_key),))  # moves: set up
    assert impossibilities_now(jet, end) == []  # Rapid Ingress, then back at the end (23.02)
    own_end = gc.moment_at(2, "A", gc.Point.TURN_END, "A")
    own = replace(aircraft, moves=((MoveKind.INGRESS, own_end.turn_key),))
    assert [f for f, _ in impossibilities_now(own, own_end)] == ["strategic reserves"]
    shooting = gc.in_phase(2, "B", Phase.SHOOTING, "A")
    early = replace(aircraft, moves=((MoveKind.INGRESS, shooting.turn_key),))
    assert [f for f, _ in impossibilities_now(early, shooting)] == ["strategic reserves"]
