"""The game clock (07, 08): moments, their order, "this turn" and "this phase", and advancing."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ruleslawyer.core import (
    Game,
    Moment,
    Phase,
    RulesInputError,
    Unit,
    clock,
)
from ruleslawyer.core.clock import PLAYERS, ROUND_LENGTH, TURN_SEQUENCE, Point

TURN = [
    Point.TURN_START,
    Point.COMMAND_START,
    Point.GAIN_CP,
    Point.BATTLE_SHOCK,
    Point.COMMAND_ABILITIES,
    Point.COMMAND_END,
    Point.MOVEMENT_START,
    Point.MOVEMENT_END,
    Point.SHOOTING_START,
    Point.SHOOTING_END,
    Point.CHARGE_START,
    Point.CHARGE_END,
    Point.FIGHT_START,
    Point.PILE_IN,
    Point.FIGHT_STEP,
    Point.CONSOLIDATE,
    Point.FIGHT_END,
    Point.TURN_END,
]


@pytest.mark.parametrize("first", PLAYERS)
def test_a_battle_round_walks_07_08_and_12_in_order(first: str) -> None:
    second = "B" if first == "A" else "A"
    steps = [(Moment(1, i, first).player, Moment(1, i, first).point) for i in range(ROUND_LENGTH)]
    assert steps == [
        (None, Point.ROUND_OPEN),
        (None, Point.ROUND_START),
        *((first, p) for p in TURN),
        *((second, p) for p in TURN),
        (None, Point.ROUND_END),
    ]


def test_the_turn_sequence_has_the_seven_parts_of_07_02() -> None:
    assert TURN_SEQUENCE == (
        "Start of Turn",
        "Command phase",
        "Movement phase",
        "Shooting phase",
        "Charge phase",
        "Fight phase",
        "End of Turn",
    )


def test_successors_run_to_the_end_of_the_battle() -> None:
    later = list(Moment(1, 0).successors(2))
    assert len(later) == 2 * ROUND_LENGTH - 1
    assert later[0] == Moment(1, 1)
    assert later[-1].battle_round == 2 and later[-1].point is Point.ROUND_END
    assert later == sorted(later)
    assert len(set(later)) == len(later)


@st.composite
def moments(draw: st.DrawFn, rounds: int = 4) -> Moment:
    return Moment(
        draw(st.integers(1, rounds), label="battle round"),
        draw(st.integers(0, ROUND_LENGTH - 1), label="index"),
        draw(st.sampled_from(PLAYERS), label="first player"),
    )


@settings(deadline=None)
@given(moments(), st.integers(0, 2))
def test_successors_are_every_later_moment_in_order(moment: Moment, extra: int) -> None:
    rounds = moment.battle_round + extra
    later = list(moment.successors(rounds))
    left_in_round = ROUND_LENGTH - 1 - moment.index
    assert len(later) == left_in_round + extra * ROUND_LENGTH
    previous = moment
    for step in later:
        assert step > previous
        assert step.first_player == moment.first_player
        if step.battle_round == previous.battle_round:
            assert step.index == previous.index + 1
        else:
            assert (step.battle_round, step.index) == (previous.battle_round + 1, 0)
            assert previous.point is Point.ROUND_END
        previous = step


@settings(deadline=None)
@given(moments())
def test_this_turn_is_the_players_turn_in_this_round(moment: Moment) -> None:
    for index in range(ROUND_LENGTH):
        other = Moment(moment.battle_round, index, moment.first_player)
        same_turn = other.turn_key == moment.turn_key
        if moment.player is not None:
            assert same_turn == (other.player == moment.player)
        else:
            before = {Point.ROUND_OPEN, Point.ROUND_START}
            assert same_turn == (
                other.player is None and (other.point in before) == (moment.point in before)
            )
    assert moment.turn_key[0] == moment.battle_round
    if moment.player is not None:
        assert moment.turn_key == (moment.battle_round, moment.player)


def test_the_gaps_before_and_after_the_turns_are_not_a_turn() -> None:
    before, after = Moment(1, 1).turn_key, Moment(1, ROUND_LENGTH - 1).turn_key
    assert len({before, after, (1, "A"), (1, "B")}) == 4
    assert Moment(1, 0).turn_key == before
    assert Moment(2, 1).turn_key != before


@settings(deadline=None)
@given(moments())
def test_this_phase_is_the_phase_in_this_turn(moment: Moment) -> None:
    for index in range(ROUND_LENGTH):
        other = Moment(moment.battle_round, index, moment.first_player)
        same_phase = other.phase_key == moment.phase_key
        if moment.phase is not None:
            assert same_phase == (other.phase is moment.phase and other.turn_key == moment.turn_key)
        else:
            assert same_phase == (other == moment)


def test_the_five_command_steps_are_one_phase() -> None:
    steps = [clock.moment_at(1, "A", p, "A") for p in TURN[1:6]]
    assert {m.phase for m in steps} == {Phase.COMMAND}
    assert len({m.phase_key for m in steps}) == 1
    movement = clock.moment_at(1, "A", Point.MOVEMENT_START, "A")
    assert movement.phase_key != steps[0].phase_key


@pytest.mark.parametrize(
    ("moment", "text"),
    [
        (
            clock.in_phase(2, "B", Phase.SHOOTING, "A"),
            "the start of player B's Shooting phase, battle round 2",
        ),
        (
            clock.moment_at(1, "A", Point.FIGHT_END, "A"),
            "the end of player A's Fight phase, battle round 1",
        ),
        (
            clock.moment_at(1, "A", Point.BATTLE_SHOCK, "A"),
            "player A's Command phase (Battle-shock step), battle round 1",
        ),
        (clock.moment_at(3, "B", Point.TURN_END, "A"), "player B's End of Turn, battle round 3"),
        (clock.moment_at(4, None, Point.ROUND_END, "B"), "End of Battle Round, battle round 4"),
    ],
)
def test_describe(moment: Moment, text: str) -> None:
    assert moment.describe() == text


@settings(deadline=None)
@given(moments())
def test_every_moment_describes_its_round_and_player(moment: Moment) -> None:
    text = moment.describe()
    assert text.endswith(f"battle round {moment.battle_round}")
    if moment.player is not None:
        assert f"player {moment.player}'s" in text
    if moment.phase is not None:
        assert moment.phase.value in text


@pytest.mark.parametrize("phase", list(Phase))
def test_inside_a_phase_is_just_after_its_start(phase: Phase) -> None:
    moment = clock.in_phase(1, "B", phase, "A")
    assert moment.player == "B" and moment.phase is phase
    assert moment.point is clock.PHASE_START[phase]


def test_inside_the_command_phase_is_after_0801_and_before_gain_core_cp() -> None:
    game = Game(units={}, now=clock.in_phase(1, "A", Phase.COMMAND, "A"))
    before = game.now.point
    assert game.cp == {"A": 0, "B": 0}
    game.clock.advance_to(next(game.now.successors(game.battle_rounds)))
    assert (before, game.now.point) == (Point.COMMAND_START, Point.GAIN_CP)
    assert game.cp == {"A": 1, "B": 1}


@pytest.mark.parametrize("word", ["Command", "movement", "SHOOTING", " Charge ", "fight"])
def test_phase_names_are_case_insensitive(word: str) -> None:
    assert Phase.parse(word).value.lower() == word.strip().lower()


def test_an_unknown_phase_suggests_the_closest() -> None:
    with pytest.raises(RulesInputError) as caught:
        Phase.parse("Shootng")
    assert caught.value.suggestion == "Shooting"


# -- advancing a game ----------------------------------------------------------------------------


def new_game(now: Moment | None = None, battle_rounds: int = 5) -> Game:
    return Game(
        units={"Squad": Unit("Squad")},
        battle_rounds=battle_rounds,
        now=now if now is not None else clock.start_of_round(1, "A"),
    )


def test_the_default_moment_is_the_start_of_battle_round_1() -> None:
    game = Game(units={})
    assert game.now == Moment(1, 0, "A")
    assert game.now.point is Point.ROUND_OPEN
    assert game.cp == {"A": 0, "B": 0} and game.battle_rounds == 5


def test_advancing_resolves_every_step_in_between() -> None:
    game = new_game()
    game.clock.advance_to(game.clock.end_of_round(1))
    assert game.now.point is Point.ROUND_END
    assert game.cp == {"A": 2, "B": 2}


def test_a_named_moment_is_its_next_occurrence() -> None:
    game = new_game(now=clock.in_phase(1, "A", Phase.SHOOTING, "A"))
    assert game.clock.phase_of("A", Phase.SHOOTING) == clock.in_phase(2, "A", Phase.SHOOTING, "A")
    assert game.clock.phase_of("B", Phase.SHOOTING) == clock.in_phase(1, "B", Phase.SHOOTING, "A")
    assert game.clock.end_of_phase() == clock.moment_at(1, "A", Point.SHOOTING_END, "A")
    assert game.clock.end_of_turn() == clock.moment_at(1, "A", Point.TURN_END, "A")
    assert game.clock.end_of_battle_round() == clock.moment_at(1, None, Point.ROUND_END, "A")
    end = game.clock.phase_of("A", Phase.SHOOTING, "end")
    assert end == clock.moment_at(1, "A", Point.SHOOTING_END, "A")


def test_a_moment_already_passed_is_refused() -> None:
    game = new_game(now=clock.in_phase(2, "A", Phase.SHOOTING, "A"))
    with pytest.raises(RulesInputError, match="already passed"):
        game.clock.advance_to(clock.start_of_round(1, "A"))
    game.clock.advance_to(game.now)  # standing still is not going back
    assert game.now == clock.in_phase(2, "A", Phase.SHOOTING, "A")


def test_a_moment_after_the_battle_never_comes() -> None:
    game = new_game(now=clock.in_phase(2, "A", Phase.SHOOTING, "A"), battle_rounds=2)
    with pytest.raises(RulesInputError, match="never comes"):
        game.clock.phase_of("A", Phase.SHOOTING)
    with pytest.raises(RulesInputError, match="outside the mission"):
        game.clock.start_of_round(3)


def test_the_battle_ends_after_the_last_round() -> None:
    game = new_game(battle_rounds=2)
    game.clock.advance_to(game.clock.end_of_round(2))
    assert game.now.battle_round == 2 and game.now.point is Point.ROUND_END
    assert list(game.now.successors(game.battle_rounds)) == []
    assert any("the battle ends" in line for line in game.trace)


def test_the_first_player_takes_the_first_turn_in_every_round() -> None:
    game = Game(units={}, first_player="B", now=clock.start_of_round(1, "B"), battle_rounds=3)
    starts = [
        m.player for m in game.now.successors(game.battle_rounds) if m.point is Point.TURN_START
    ]
    assert starts == ["B", "A"] * 3


# -- the clock ------------------------------------------------------------------------------------


def test_the_other_player() -> None:
    assert clock.other("A") == "B"
    assert clock.other("B") == "A"


def test_a_moment_inside_each_step_of_the_command_phase_is_named() -> None:
    names = [clock.Moment(2, i, "B").describe() for i in range(3, 8)]
    assert names == [
        "the start of player B's Command phase, battle round 2",
        "player B's Command phase (Gain Core CP), battle round 2",
        "player B's Command phase (Battle-shock step), battle round 2",
        "player B's Command phase (Command Abilities), battle round 2",
        "the end of player B's Command phase, battle round 2",
    ]


@given(
    st.integers(min_value=1, max_value=5),
    st.integers(min_value=0, max_value=ROUND_LENGTH - 1),
    st.sampled_from(PLAYERS),
)
def test_a_moment_is_a_frozen_value_of_its_three_fields(rnd: int, index: int, first: str) -> None:
    """Moment writes its fields itself (core/clock.py, a round makes 48 moments): it stays a
    value, ordered and hashed by (battle round, index, first player), and frozen."""
    import dataclasses

    moment = Moment(rnd, index, first)
    assert (moment.battle_round, moment.index, moment.first_player) == (rnd, index, first)
    assert moment == Moment(rnd, index, first) and hash(moment) == hash(Moment(rnd, index, first))
    assert Moment(rnd, index) == Moment(rnd, index, "A")
    assert dataclasses.astuple(moment) == (rnd, index, first)
    assert dataclasses.replace(moment, index=0) == Moment(rnd, 0, first)
    assert (moment < Moment(rnd + 1, 0, first)) and not (moment < moment)
    assert moment.point is clock.round_points(first)[index][1]
    with pytest.raises(dataclasses.FrozenInstanceError):
        moment.index = 0  # type: ignore[misc]


@pytest.mark.parametrize("first_player", PLAYERS)
def test_a_moment_the_clock_makes_holds_what_a_fresh_one_reads(first_player: str) -> None:
    """``clock.made`` writes a moment's kept values straight into its dict (the clock makes
    about 39 a round): each must be what a moment made by ``Moment(...)`` reads for itself."""
    rows = clock.round_rows(first_player)
    assert len(rows) == ROUND_LENGTH
    for battle_round in (1, 2, 5):
        for index, row in enumerate(rows):
            made = clock.made(battle_round, row)
            fresh = Moment(battle_round, index, first_player)
            assert made == fresh
            for name in ("player", "point", "phase", "turn_key", "phase_key", "describe"):
                got, want = getattr(made, name), getattr(fresh, name)
                if callable(want):
                    got, want = got(), want()
                assert got == want, (index, name)
            assert vars(made) == vars(fresh)  # nothing more, nothing less than a read leaves
