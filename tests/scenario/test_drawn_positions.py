"""Drawn positions (contract §19.9): the gaps are boundaries first and multiples of 0.001" (or
of the grid), the directions keep every coordinate an exact decimal, a drawn position is
written exactly and reads back as the same number, and a draw that breaks a Given is
discarded."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st
from hypothesis.errors import UnsatisfiedAssumption

from ruleslawyer.core.bases import base_size
from ruleslawyer.core.geometry import length
from ruleslawyer.scenario.drawn_gaps import (
    AXES,
    DIRECTIONS,
    STEP,
    Gaps,
    boundaries,
    written_numbers,
)
from ruleslawyer.scenario.drawn_positions import Draw, Drawing, Wanted
from ruleslawyer.scenario.exact_positions import ends_in_decimal, exact, grid_words
from ruleslawyer.scenario.positions import Placed, Positions
from ruleslawyer.scenario.state import ScenarioState

thousandths = st.integers(0, 20_000).map(lambda n: Fraction(n, 1000))


@given(
    thousandths, thousandths, st.sampled_from([STEP, Fraction(1, 2), Fraction(1), Fraction(1, 8)])
)
def test_gaps_are_the_boundaries_first_then_every_other_multiple_once(
    a: Fraction, b: Fraction, step: Fraction
) -> None:
    low, high = min(a, b), min(max(a, b), low_plus(min(a, b)))
    bounds = sorted(boundaries({Fraction(6)}))
    gaps = Gaps(low, high, step, bounds)
    values = list(gaps)
    assert len(values) == len(set(values)) == len(gaps)
    assert list(gaps.bounds) == sorted(v for v in bounds if low <= v <= high and v % step == 0)
    assert values[: gaps.first] == list(gaps.bounds)
    rest = values[gaps.first :]
    assert rest == sorted(rest)
    assert set(values) == {v for v in gaps.plain()}
    assert all(low <= v <= high and v % step == 0 for v in values)


def low_plus(low: Fraction) -> Fraction:
    return low + 3  # a range of at most 3": every value is listed in the test


def test_boundaries_are_0_the_rules_and_written_numbers_give_or_take_a_thousandth() -> None:
    found = boundaries(written_numbers(['Then "Squad" is within 7.5" of "Boyz"']))
    for value in (0, 2, 3, 5, 6, 8, 9, 12, Fraction(15, 2)):
        assert {Fraction(value), Fraction(value) + STEP} <= found
        assert value == 0 or Fraction(value) - STEP in found
    assert Fraction(-1, 1000) not in found
    assert written_numbers(['"Squad" has M 6"', "12 models", 'within 2.5" of']) == {
        Fraction(6),
        Fraction(5, 2),
    }


def test_directions_are_exact_unit_vectors_axes_first() -> None:
    assert DIRECTIONS[:4] == AXES
    assert len(set(DIRECTIONS)) == len(DIRECTIONS) == 4 + 8 + 8
    for x, y in DIRECTIONS:
        assert x * x + y * y == 1
        assert ends_in_decimal(x) and ends_in_decimal(y)


@given(
    st.integers(0, 60_000),
    st.sampled_from(DIRECTIONS),
    st.sampled_from(["25mm", "28.5mm", "32mm", "40mm", '1"', "60mm"]),
    st.integers(0, 60_000),
)
def test_a_drawn_coordinate_is_an_exact_decimal_that_reads_back_as_itself(
    gap: int, way: tuple[Fraction, Fraction], base: str, start: int
) -> None:
    radius = base_size(base).length / 2
    origin = Fraction(start, 1000)
    for component in way:
        value = origin + component * (radius + Fraction(gap, 1000) + radius)
        written = exact(value)
        assert length(written) == value
        assert ends_in_decimal(value) == (not written.endswith("mm"))


def test_a_grid_in_words() -> None:
    assert grid_words(Fraction(1, 2)) == '½"'
    assert grid_words(Fraction(1)) == '1"'
    assert grid_words(Fraction(1, 10)) == '0.1"'


def _draw(
    data: st.DataObject, grid: Fraction | None = None, walking: bool = False
) -> tuple[Draw, ScenarioState]:
    state = ScenarioState()
    for name, player in (("Squad", "A"), ("Boyz", "B")):
        state.add_unit(name).player = player
    state.units["Squad"].models = 3
    state.units["Boyz"].models = 1
    state.board.place(
        Placed("Boyz", "1", (Fraction(30), Fraction(22)), Fraction(0), None, Fraction(0), 1)
    )
    state.position_draws.grid = grid

    def choose(options: Sequence[Any]) -> Any:
        return options[data.draw(st.integers(0, len(options) - 1))]

    def assume(condition: object) -> None:
        if not condition:
            raise UnsatisfiedAssumption

    draw = Draw(choose, assume, walking, state.board, state.units, state.position_draws)
    return draw, state


@given(st.data())
def test_a_drawn_gap_is_a_boundary_or_a_thousandth_in_its_range(data: st.DataObject) -> None:
    draw, _ = _draw(data)
    draw.drawing.numbers = {Fraction(6)}
    gap = draw.gap("Squad", "gap", Fraction(0), Fraction(6))
    assert 0 <= gap <= 6 and gap % STEP == 0
    assert draw.continuous


@given(st.data())
def test_on_a_grid_gaps_are_multiples_of_it_and_directions_the_axes(data: st.DataObject) -> None:
    draw, _ = _draw(data, grid=Fraction(1, 2))
    gap = draw.gap("Squad", "gap", Fraction(0), Fraction(12))
    assert gap % Fraction(1, 2) == 0 and 0 <= gap <= 12
    assert draw.direction("Squad", "direction", False) in AXES
    assert not draw.continuous


@given(st.data())
def test_a_placed_unit_meets_its_given_or_the_draw_is_discarded(data: st.DataObject) -> None:
    draw, state = _draw(data)
    want = Wanted("within", Fraction(6), '"Boyz"', 5)
    try:
        draw.place_unit("Squad", want)
    except UnsatisfiedAssumption:
        return  # off the battlefield or on another model: no situation
    board: Positions = state.board
    rows = board.rows["Squad"]
    assert [r.label for r in rows] == ["1", "2", "3"]
    prints = board.footprints("Squad")
    assert all(board.battlefield.holds(f.shape) for f in prints)
    from ruleslawyer.core import measuring

    assert measuring.ends_within(prints, board.footprints("Boyz"), Fraction(6))
    for row in rows:
        assert length(exact(row.at[0])) == row.at[0] and length(exact(row.at[1])) == row.at[1]


def test_the_walk_meets_the_boundaries_first() -> None:
    state = ScenarioState()
    state.position_draws.grid = Fraction(1, 2)
    state.position_draws.numbers = {Fraction(3)}
    seen: list[Sequence[Any]] = []

    def first(options: Sequence[Any]) -> Any:
        seen.append(options)
        return options[0]

    draw = Draw(first, lambda _: None, True, state.board, state.units, state.position_draws)
    assert draw.gap("Squad", "gap", Fraction(1), Fraction(6)) == 2  # 2", a rules number
    (options,) = seen
    assert isinstance(options, Gaps)
    assert list(options)[: options.first] == [2, 3, 5, 6]
    assert len(options) == 11


def test_an_empty_range_is_no_situation() -> None:
    state = ScenarioState()
    draw = Draw(lambda o: o[0], _refuse, True, state.board, state.units, state.position_draws)
    with pytest.raises(UnsatisfiedAssumption):
        draw.gap("Squad", "gap", Fraction(7), Fraction(6))


def _refuse(condition: object) -> None:
    if not condition:
        raise UnsatisfiedAssumption


def test_drawing_is_open_only_when_something_is_left_open() -> None:
    drawing = Drawing()
    assert not drawing.open
    drawing.heights.add("Squad")
    assert drawing.open
