"""The walk's drawn battle round (properties/rounds.py) is read only where its value matters: a
comparison with a round made from the same draw, or one whose answer is the same for every
round drawn, reads nothing; anything else that depends on the value is a read, and the walk
then branches on the round."""

from __future__ import annotations

import itertools
import operator
from collections.abc import Callable
from pathlib import Path
from typing import Any, cast

import pytest

from ruleslawyer.core import Moment, clock
from ruleslawyer.properties import moments, rounds, tracking
from ruleslawyer.properties.rounds import Round

from .test_lazy_checks import full_strength_proof


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _reads(use: Callable[[Round], object], value: int = 3) -> bool:
    """Whether ``use`` of a round drawn as ``value`` of 1-5 reads it."""
    tracker = tracking.Tracker(frozenset())
    tracker.tied.add(rounds.KEY)
    drawn = Round(value, origin=tracker, low=1, high=5)
    with tracking.case(tracker):
        use(drawn)
    return rounds.KEY in tracker.reads


@pytest.mark.parametrize(
    "use",
    [
        pytest.param(lambda r: r == r + 0, id="r == r + 0"),
        pytest.param(lambda r: r < r + 1, id="r < r + 1"),
        pytest.param(lambda r: r - (r - 2) == 2, id="r - (r - 2) == 2"),
        pytest.param(lambda r: (r, "A") == (r, "A"), id="(r, 'A') == (r, 'A')"),
        pytest.param(lambda r: r >= 1, id="r >= 1"),  # true of every round drawn
        pytest.param(lambda r: r < 1, id="r < 1"),
        pytest.param(lambda r: r <= 5, id="r <= 5"),
        pytest.param(lambda r: r == 6, id="r == 6"),
        pytest.param(lambda r: r != 0, id="r != 0"),
        pytest.param(lambda r: r == "before turns", id="r == 'before turns'"),
    ],
)
def test_what_is_the_same_for_every_round_drawn_reads_nothing(use: Callable[[Round], Any]) -> None:
    assert not _reads(use)


@pytest.mark.parametrize(
    "use",
    [
        pytest.param(lambda r: r == 4, id="r == 4"),
        pytest.param(lambda r: r < 3, id="r < 3"),
        pytest.param(lambda r: r + 1 > 5, id="r + 1 > 5"),
        pytest.param(hash, id="hash(r)"),
        pytest.param(str, id="str(r)"),
        pytest.param(repr, id="repr(r)"),
        pytest.param(bool, id="bool(r)"),
        pytest.param(int, id="int(r)"),
        pytest.param(lambda r: f"{r:d}", id="f'{r:d}'"),
        pytest.param(lambda r: [0, 1, 2, 3, 4, 5][r], id="[0, 1, 2, 3, 4, 5][r]"),
        pytest.param(lambda r: r == 3.0, id="r == 3.0"),
        pytest.param(lambda r: {3: "x"}.get(r), id="{3: 'x'}.get(r)"),
        pytest.param(
            lambda r: r == Round(3, origin=object(), low=1, high=5),
            id="r == Round(3, origin=object(), low=1, high=5)",
        ),  # another draw's
    ],
)
def test_what_depends_on_the_value_reads_it(use: Callable[[Round], Any]) -> None:
    assert _reads(use)


@pytest.mark.parametrize(
    ("op", "value"), [(op, n) for op in (operator.eq, operator.lt, operator.ge) for n in range(7)]
)
def test_a_round_answers_as_its_number(op: Callable[[Any, Any], bool], value: int) -> None:
    for drawn in range(1, 6):
        assert op(Round(drawn, object(), 1, 5), value) == op(drawn, value)
        assert op(value, Round(drawn, object(), 1, 5)) == op(value, drawn)


def test_a_round_is_no_number_c_code_could_read_past_it() -> None:
    drawn: Any = Round(2, object(), 1, 5)
    assert not isinstance(drawn, int)
    with pytest.raises(TypeError):
        drawn * 2
    with pytest.raises(TypeError):
        drawn + 0.5


def test_moments_of_one_draw_compare_by_their_place_alone() -> None:
    tracker = tracking.Tracker(frozenset())
    tracker.tied.add(rounds.KEY)
    now = Moment(cast(int, Round(2, tracker, 1, 5)), 10)
    with tracking.case(tracker):
        later = now.successors(5)
        rest = list(itertools.islice(later, clock.ROUND_LENGTH - 11))
        assert now.turn_key == rest[0].turn_key
        assert rest[0] > now and rest[-1].index == clock.ROUND_LENGTH - 1
        assert rounds.KEY not in tracker.reads  # the rest of the round
        assert len(list(later)) == 3 * clock.ROUND_LENGTH
        assert rounds.KEY in tracker.reads  # whether a later round is within the mission


def test_every_draw_of_a_walk_offers_one_tuple_of_moments() -> None:
    """Each case draws its moment from a list made anew; what the options are at every moment
    offered is kept by that tuple's identity (moments.Drawn.options_at), so equal lists must give
    one tuple, or every case asks them all again."""
    offered = [Moment(r, 0, "A") for r in (1, 2, 3)]
    first = moments.drawn(offered[0], list(offered))
    again = moments.drawn(offered[0], list(offered))
    assert first.__dict__["_offered"] is again.__dict__["_offered"]
    fewer = moments.drawn(offered[0], offered[:2])
    assert fewer.__dict__["_offered"] is not first.__dict__["_offered"]  # other moments
    assert fewer.__dict__["_offered"] == tuple(offered[:2])


def test_a_claim_that_never_reads_the_round_costs_one_rounds_cases(tmp_path: Path) -> None:
    """Every battle round of the mission, at the cost of one: and the bounds still say so."""
    every = full_strength_proof(tmp_path)
    one = full_strength_proof(tmp_path, moment="it is battle round 3")
    assert every.cases == one.cases
    assert "battle rounds 1-5" in every.bounds
    assert "battle round" not in one.bounds  # a stated moment is no bound
