"""The public strategies (ruleslawyer.strategies) draw only legal states of the core.

People test their own 40k software with these strategies, and the property runner draws from
them, so an illegal draw would be a false counterexample in someone else's suite.
"""

from __future__ import annotations

import contextlib
import functools
from collections.abc import Callable, Sequence

import pytest
from hypothesis import Phase as HPhase
from hypothesis import find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import NoSuchExample

from ruleslawyer import strategies as rs
from ruleslawyer.core import (
    REASONS,
    ActionDef,
    Game,
    Moment,
    MoveKind,
    Phase,
    Unit,
    impossibilities,
)
from ruleslawyer.core import clock as gc
from ruleslawyer.core.move_timing import impossibilities_now
from ruleslawyer.core.units import SET_UP_MOVES, UNSTATED_MOVES
from tests import strategies as ts

# A whole game is costly to draw: fewer examples keep this file quick.
FEWER = settings(max_examples=30)
SOME = settings(max_examples=60)

UNIT_BARS = frozenset(
    {
        "it is not on the battlefield",
        "it is an AIRCRAFT unit",
        "it is a FORTIFICATION unit",
        "it is battle-shocked",
        "its OC is 0 or -",
        "it is engaged",
    }
)


def assert_legal(unit: Unit) -> None:
    assert impossibilities(unit) == [], unit
    assert 1 <= unit.models <= unit.starting_strength
    assert 1 <= unit.wounds_left <= unit.w
    if unit.starting_strength != 1:
        assert unit.wounds_left == unit.w  # wounds left only matter for a single model
    assert not (unit.engaged and not unit.on_battlefield)
    assert unit.player in gc.PLAYERS
    assert 2 <= unit.ld <= 12
    assert unit.oc is None or unit.oc >= 0
    assert not unit.destroyed
    assert unit.moves == () and unit.actions_started == () and unit.shot_in == ()


def assert_within_mission(moment: Moment, battle_rounds: int, first_player: str) -> None:
    assert moment.first_player == first_player
    assert 1 <= moment.battle_round <= battle_rounds
    assert 0 <= moment.index < gc.ROUND_LENGTH
    start = gc.start_of_round(1, first_player)
    assert moment == start or moment in set(start.successors(battle_rounds))


# -- units ---------------------------------------------------------------------------------------
@given(rs.units())
def test_units_are_legal(unit: Unit) -> None:
    assert_legal(unit)


@SOME
@given(st.data())
def test_units_honour_required_and_forbidden_keywords(data: st.DataObject) -> None:
    required = data.draw(st.frozensets(st.sampled_from(rs.KEYWORDS), max_size=3), "required")
    others = sorted(set(rs.KEYWORDS) - required)
    forbidden = data.draw(st.frozensets(st.sampled_from(others), max_size=3), "forbidden")
    keywords = rs.keyword_sets(required=required, forbidden=forbidden)
    unit = data.draw(rs.units(name="Squad", keywords=keywords), "unit")
    assert_legal(unit)
    assert unit.name == "Squad"
    assert required <= unit.keywords
    assert not forbidden & unit.keywords


@SOME
@given(st.data())
def test_units_are_within_only_the_areas_offered(data: st.DataObject) -> None:
    areas = data.draw(st.lists(st.sampled_from(["a ruin", "the woods", "a crater"]), unique=True))
    unit = data.draw(rs.units(areas=areas))
    assert_legal(unit)
    assert unit.within <= frozenset(areas)


@SOME
@given(st.data())
def test_units_at_a_moment_made_only_moves_they_could_have_made(data: st.DataObject) -> None:
    now = data.draw(rs.moments(), "now")
    unit = data.draw(rs.units(name="Squad", now=now, transports=("Rhino",)), "unit")
    assert impossibilities(unit) == [], unit
    assert impossibilities_now(unit, now) == [], unit
    assert len(unit.moves) <= 1 and all(turn == now.turn_key for _, turn in unit.moves)
    if any(kind in SET_UP_MOVES for kind, _ in unit.moves):
        assert unit.set_up_turn == now.turn_key and not unit.embarked
    if unit.embarked:
        assert unit.embarked_in == "Rhino"
        assert not (unit.on_battlefield or unit.in_reserves or unit.engaged or unit.within)


ROUND_3_FACTS: dict[str, Callable[[Unit], bool]] = {
    "embarked": lambda u: u.embarked_in == "Rhino",
    "in reserves": lambda u: u.in_reserves,
    "repositioned": lambda u: u.repositioned,
    "ingress earlier": lambda u: u.ingress_earlier,
    "set up this turn": lambda u: u.set_up_turn is not None,
    "selected to fight": lambda u: bool(u.selected_to_fight),
    "Fights First": lambda u: u.fights_first,
    "a modifier": lambda u: u.battle_shock_modifier != 0,
    **{
        f"{kind.value} move": (lambda k: lambda u: any(m is k for m, _ in u.moves))(kind)
        for kind in MoveKind
        if kind not in UNSTATED_MOVES
    },
}


FIGHT_IN_ROUND_2 = gc.in_phase(2, "A", Phase.FIGHT, "A")


@functools.cache
def _first_unit_with_each_fact() -> dict[str, Unit]:
    """One search for every fact of ROUND_3_FACTS at once: the first unit drawn that shows each
    fact, in at most 2,000 draws (the bound each fact had in a search of its own). One stream of
    draws, stopped when every fact has been seen, and no shrinking: what the test asks is that
    the fact is drawn at all, and a shrunk unit is as legal as the one drawn (each is checked).
    Seventeen searches, each shrunk, cost about four times as much (docs/performance.md)."""
    units = rs.units(name="Squad", now=FIGHT_IN_ROUND_2, transports=("Rhino",))
    found: dict[str, Unit] = {}

    def every_fact_seen(unit: Unit) -> bool:
        for fact, shows in ROUND_3_FACTS.items():
            if fact not in found and shows(unit):
                found[fact] = unit
        return len(found) == len(ROUND_3_FACTS)

    once = settings(max_examples=2000, database=None, phases=[HPhase.generate])
    with contextlib.suppress(NoSuchExample):  # a fact never drawn fails its own test below
        find(units, every_fact_seen, settings=once)
    return found


@pytest.mark.slow  # a long Hypothesis search (tests/test_markers.py)
@pytest.mark.parametrize("fact", sorted(ROUND_3_FACTS))
def test_units_offer_every_fact_a_step_states(fact: str) -> None:
    """rs.units() draws each fact of contract §14 (issue 17 item 4), given a moment of a Fight
    phase in battle round 2 (where every move type can have been made) and a TRANSPORT."""
    unit = _first_unit_with_each_fact().get(fact)
    assert unit is not None, f"no unit of 2,000 drawn shows {fact!r}"
    assert_legal_at(unit, FIGHT_IN_ROUND_2)


def assert_legal_at(unit: Unit, now: Moment) -> None:
    assert impossibilities(unit) == [] and impossibilities_now(unit, now) == [], unit


# -- Actions -------------------------------------------------------------------------------------
@given(rs.action_defs(name="Deploy Device"))
def test_action_rows_round_trip(action: ActionDef) -> None:
    rows = action.rows()
    assert set(rows) == {"STARTS", "UNITS", "USE LIMIT", "COMPLETES", "EFFECT"}
    again = ActionDef.from_rows("Deploy Device", rows)
    assert again == action
    assert again.rows() == rows


@SOME
@given(st.data())
def test_action_rows_parse_for_any_keyword_and_area_pool(data: st.DataObject) -> None:
    """The pools are the strategies' own parameters: any pool of keywords (a single keyword
    too) and of areas (or none) must give rows that parse and name only what the pools hold."""
    keywords = data.draw(
        st.lists(st.sampled_from(rs.KEYWORDS), min_size=1, max_size=4, unique=True).map(tuple),
        "keywords",
    )
    areas = data.draw(
        st.lists(st.sampled_from(["a terrain area", "your deployment zone"]), unique=True).map(
            tuple
        ),
        "areas",
    )
    action = data.draw(rs.action_defs(name="Task", keywords=keywords, areas=areas), "action")
    assert set(action.units.keywords) <= set(keywords)
    named = {a for a in (action.units.within, action.units.not_within) if a is not None}
    assert named <= set(areas)
    assert ActionDef.from_rows("Task", action.rows()) == action


@pytest.mark.parametrize(
    "build",
    [
        lambda pool, areas: rs.action_defs("Task", pool, areas),
        lambda pool, areas: rs.units_rows(pool, areas),
        lambda pool, areas: rs.keyword_sets(pool, required=frozenset({"VEHICLE"})),
        lambda pool, areas: rs.units(areas=areas),
    ],
    ids=["action_defs", "units_rows", "keyword_sets", "units"],
)
def test_strategies_take_pools_as_any_sequence(
    build: Callable[[Sequence[str], Sequence[str]], st.SearchStrategy[object]],
) -> None:
    """The pools are typed ``Sequence[str]``: a list must do as well as a tuple."""
    pool: Sequence[str] = ["INFANTRY", "VEHICLE", "MONSTER"]
    areas: Sequence[str] = ["a terrain area"]
    strategy = build(pool, areas)
    assert not strategy.is_empty


# -- moments ------------------------------------------------------------------------------------
@given(st.data())
def test_moments_lie_within_the_mission(data: st.DataObject) -> None:
    battle_rounds = data.draw(st.integers(1, 5), "battle rounds")
    first_player = data.draw(rs.players(), "first player")
    moment = data.draw(rs.moments(battle_rounds, first_player), "moment")
    assert_within_mission(moment, battle_rounds, first_player)
    # `Given it is player P's <Phase> phase` places the game just after the phase's start.
    assert moment.player in gc.PLAYERS
    assert moment.phase is not None
    assert moment.point is gc.PHASE_START[moment.phase]


# -- whole games ----------------------------------------------------------------------------------
@FEWER
@given(rs.games())
def test_games_are_legal_states(game: Game) -> None:
    assert 1 <= game.battle_rounds <= 5
    assert game.first_player in gc.PLAYERS
    assert_within_mission(game.now, game.battle_rounds, game.first_player)
    assert set(game.cp) == set(gc.PLAYERS)
    assert all(cp >= 0 for cp in game.cp.values())
    assert game.units
    for name, unit in game.units.items():
        assert unit.name == name
        assert_legal(unit)
    for name, action in game.actions.items():
        assert action.name == name
        assert ActionDef.from_rows(name, action.rows()) == action
    known = {reason.text for reason in REASONS}
    for unit_name in game.units:
        for action_name in game.actions:
            assert {r.text for r in game.performer.refusals(unit_name, action_name)} <= known


@FEWER
@given(rs.games(), ts.battle_shock_totals())
def test_games_can_be_played_to_the_end_of_the_battle(game: Game, total: int) -> None:
    """A drawn game is a state the clock can run on from: to the last End of Battle Round,
    every Battle-shock step rolling ``total``."""
    game.roll_source = lambda unit: total
    cp = dict(game.cp)
    end = game.clock.end_of_round(game.battle_rounds)
    steps = [m for m in game.now.successors(game.battle_rounds) if m <= end]
    game.clock.advance_to(end)
    assert game.now == end
    assert next(game.now.successors(game.battle_rounds), None) is None
    gained = sum(1 for m in steps if m.point is gc.Point.GAIN_CP)
    assert all(game.cp[p] == cp[p] + gained for p in gc.PLAYERS)
    for roll in game.history.battle_shock_rolls():
        assert roll.total == total
        unit = game.units[roll.unit]
        assert roll.passed is (total + unit.battle_shock_modifier >= unit.ld)


# -- the tests' own strategies ------------------------------------------------------------------
@SOME
@given(ts.ready_units("Squad"), ts.open_action_defs("Task"))
def test_ready_units_are_barred_by_nothing_of_their_own(unit: Unit, action: ActionDef) -> None:
    assert_legal(unit)
    game = Game(units={"Squad": unit}, actions={"Task": action})
    assert not {r.text for r in game.performer.refusals("Squad", "Task")} & UNIT_BARS


@FEWER
@given(ts.game_setups())
def test_game_setups_are_legal(setup: ts.GameSetup) -> None:
    game = setup.build()
    assert set(game.units) == set(ts.UNIT_NAMES)
    assert set(game.actions) == set(ts.ACTION_NAMES)
    for unit in game.units.values():
        assert_legal(unit)
    assert_within_mission(game.now, game.battle_rounds, game.first_player)
    assert all(2 <= game.rolls[name] <= 12 for name in ts.UNIT_NAMES)
