"""Faster drawing for what stays with Hypothesis (issue 22, item 4): choices read as the digits of
numbers drawn below 256 (two-option ones as bits) and still shrinking to the needed facts,
valid combinations drawn directly under Hypothesis (and only there: the exhaustive walk is
offered the table's own options), and a counterexample's neighbours one choice away."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import UnsatisfiedAssumption
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer.core import Unit, clock, impossibilities, keywords, profiles
from ruleslawyer.core.move_timing import impossibilities_now
from ruleslawyer.core.references import Reason
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.core.units import MoveKind
from ruleslawyer.properties import exhaustive, search, tracking
from ruleslawyer.properties.asking import draws_fitted, fit_drawn
from ruleslawyer.properties.draw import Choose, Drawer
from ruleslawyer.properties.neighbours import Again, AgainAsWalked, neighbours
from ruleslawyer.properties.search import examples
from ruleslawyer.scenario.errors import PropertyFailure
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState, UnitDraft, unit_from_draft
from ruleslawyer.scenario.step_line import StepLine

from .test_verdicts import steps_of

importlib.import_module("ruleslawyer.steps")  # registers the step library


class _Stub:
    """A data object that answers every choice with ``value`` and records the ranges asked."""

    def __init__(self, value: int) -> None:
        self.value = value
        self.asked: list[tuple[int, int]] = []

    def draw_integer(self, low: int, high: int) -> int:
        self.asked.append((low, high))
        return min(self.value, high)


def test_two_option_choices_are_read_from_the_bits_of_one_choice() -> None:
    data = _Stub(0b1011_0010)
    choose = Choose(cast(ConjectureData, data))
    flags = [choose((False, True)) for _ in range(10)]
    # Lowest bit first; the ninth flag needs a new number below 256.
    assert flags[:8] == [False, True, False, False, True, True, False, True]
    assert flags[8:] == [False, True]
    assert data.asked == [(0, 255), (0, 255)]
    # The second number has 64 values left: a choice of three reads its next digit, no new one.
    assert choose(("a", "b", "c")) == ("a", "b", "c")[(0b1011_0010 >> 2) % 3]
    assert data.asked == [(0, 255), (0, 255)]
    assert choose.taken[-1] == (0b1011_0010 >> 2) % 3 and choose.sizes[-1] == 3
    assert len(choose.taken) == 11


def test_choices_of_any_size_share_one_number_while_it_has_room() -> None:
    data = _Stub(213)  # 213 = 53 + 80 * 2: moment 53, then digit 2 of what is left (0-2)
    choose = Choose(cast(ConjectureData, data))
    assert choose(tuple(range(80))) == 53
    assert choose(("a", "b", "c")) == "c"
    assert data.asked == [(0, 255)]  # one Hypothesis choice for both: 80 * 3 <= 256
    assert choose(("only",)) == "only"  # a single option takes nothing
    assert data.asked == [(0, 255)]
    assert choose(tuple(range(7))) == 213 % 7  # no room left for seven: a new number
    assert data.asked == [(0, 255), (0, 255)]
    # 36 values are left of it (256 // 7), too few for 300: a new number above what is left,
    # 213 // 7 = 30, so 30 + 36 * 213 = 7698, and 7698 % 300 = 198.
    assert choose(tuple(range(300))) == 198
    assert data.asked == [(0, 255)] * 3
    assert choose.sizes == [80, 3, 1, 7, 300]


def test_a_zero_number_takes_the_simplest_option_of_every_choice() -> None:
    choose = Choose(cast(ConjectureData, _Stub(0)))
    sizes = [80, 7, 2, 2, 11, 20, 2, 5, 24, 300, 3]
    assert [choose(tuple(range(n))) for n in sizes] == [0] * len(sizes)


def test_every_option_of_a_shared_choice_is_reachable() -> None:
    seen: set[tuple[int, int]] = set()
    for value in range(256):
        choose = Choose(cast(ConjectureData, _Stub(value)))
        seen.add((choose(tuple(range(80))), choose(tuple(range(3)))))
    assert seen == {(m, o) for m in range(80) for o in range(3)}


class _Stream:
    """A data object that answers its choices from a list, in turn."""

    def __init__(self, values: list[int]) -> None:
        self.values = values

    def draw_integer(self, low: int, high: int) -> int:
        assert (low, high) == (0, 255)
        return self.values.pop(0)


def test_a_choice_wider_than_a_number_spans_two_and_reaches_every_option() -> None:
    seen: set[int] = set()
    for low in range(256):
        for high in range(4):
            choose = Choose(cast(ConjectureData, _Stream([low, high])))
            seen.add(choose(tuple(range(794))))
    assert seen == set(range(794))


FLAGS = 7


class _Flags(st.SearchStrategy[tuple[bool, ...]]):
    def do_draw(self, data: ConjectureData) -> tuple[bool, ...]:
        choose = Choose(data)
        return tuple(choose((False, True)) for _ in range(FLAGS))


def test_one_needed_flag_drawn_as_bits_shrinks_to_exactly_that_one() -> None:
    # With two or more needed, Hypothesis's shrinker (which lowers the number) can keep a third:
    # the search's replay clears it after (the next test).
    for needed in ({0}, {3}, {6}):

        def fails(values: tuple[bool, ...], needed: set[int] = needed) -> bool:
            return all(values[i] for i in needed)

        found = find(_Flags(), fails, settings=settings(database=None, derandomize=True))
        assert found == tuple(i in needed for i in range(FLAGS)), needed


def test_only_hypothesis_and_a_replay_of_its_choices_draw_among_fitting_values() -> None:
    assert draws_fitted(Choose(cast(ConjectureData, _Stub(0))))
    assert draws_fitted(Again([0]))
    assert not draws_fitted(AgainAsWalked([0]))
    walk = exhaustive.Replay([], [], tracking.Tracker(frozenset()))
    assert not draws_fitted(walk)  # the walk branches on the table's own options
    assert not draws_fitted(lambda options: options[0])


HYPOTHESIS = Choose(cast(ConjectureData, _Stub(0)))


def charges(choose: object, draft: UnitDraft, now: clock.Moment) -> tuple[bool, ...]:
    return fit_drawn(choose, UnitFacts.declared_charge, (False, True), draft, now)


def test_a_charge_is_drawn_only_beside_what_allows_it() -> None:
    now = clock.in_phase(2, "A", clock.Phase.CHARGE, "A")
    draft = UnitDraft("U", None)
    assert charges(HYPOTHESIS, draft, now) == (False, True)
    draft.keywords = frozenset({keywords.AIRCRAFT})
    assert charges(HYPOTHESIS, draft, now) == (False,)
    walk = exhaustive.Replay([], [], tracking.Tracker(frozenset()))
    assert charges(walk, draft, now) == (False, True)
    draft.keywords = frozenset()
    draft.moves = (MoveKind.ADVANCE,)
    assert charges(HYPOTHESIS, draft, now) == (False,)


def test_what_the_pins_make_impossible_alone_excludes_no_value() -> None:
    # An ingress move in the first battle round is impossible without a rule that allows it:
    # that is the unit's problem, not the charge's, so both charges stay (the unit is rejected
    # after its draw, as before).
    now = clock.in_phase(1, "A", clock.Phase.CHARGE, "A")
    draft = UnitDraft("U", None)
    draft.moves = (MoveKind.INGRESS,)
    draft.on_battlefield = True
    unit = unit_from_draft(draft, now.turn_key, now.phase_key)
    assert impossibilities(unit) or impossibilities_now(unit, now)
    assert charges(HYPOTHESIS, draft, now) == (False, True)


OFF = ("any moment", 'any unit "U"', 'any Action "Task"', '"U" is off the battlefield')


def _drawn(texts: Sequence[str], count: int) -> tuple[int, list[ScenarioState]]:
    steps = [StepLine("given", "Given", text, n) for n, text in enumerate(texts, 1)]
    rejected, states = [0], []

    @settings(
        max_examples=count,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(examples())
    def run(data: ConjectureData) -> None:
        state = ScenarioState(None)
        state.drawer = Drawer(data)
        try:
            run_steps(state, steps, "drawn.feature")
        except UnsatisfiedAssumption:
            rejected[0] += 1
            raise
        states.append(state)

    run()
    return rejected[0], states


def test_the_benchmark_claim_draws_no_example_it_rejects() -> None:
    rejected, states = _drawn(OFF, 100)
    assert rejected == 0 and len(states) == 100
    units: list[Any] = [s.game.unit("U") for s in states]
    assert not [u for u in units if impossibilities(u)]
    # What a charge, strategic reserves and embarking rule out was drawn, only never together.
    assert any(u.charges_declared for u in units) and any(u.in_reserves for u in units)
    assert any(u.embarked_in for u in units) and any(u.moves for u in units)


def test_the_neighbours_of_a_choice_sequence_change_one_choice_simplest_first() -> None:
    assert list(neighbours((1, 0), (2, 3))) == [[0, 0], [1, 1], [1, 2]]
    assert list(neighbours((0, 0), (50, 2), per_choice=3)) == [[1, 0], [2, 0], [0, 1]]
    assert len(list(neighbours((0, 0), (50, 50), budget=5))) == 5


SHOCKED_OC = """Feature: Battle-shocked OC
  Scenario: A battle-shocked unit has OC -
    Given any unit "Squad"
    And "Squad" is battle-shocked
    Then "Squad" has OC -
"""


def test_a_counterexample_states_exactly_the_facts_its_failure_needs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A mutant that fails only for a unit not within 12" of an enemy that made an ingress move
    earlier: the counterexample states both, and no other drawn fact (each is cleared where it
    can be: with bits, Hypothesis's shrinker alone may keep one)."""
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        both = not unit.near_enemy and unit.ingress_earlier
        return ((2,), reason) if both else (values, reason)

    monkeypatch.setattr(profiles, "oc", mutated)
    feature = tmp_path / "claim.feature"
    feature.write_text(SHOCKED_OC, encoding="utf-8")
    with pytest.raises(PropertyFailure) as raised:
        search.run_property(
            steps_of(SHOCKED_OC), feature, "claim.feature", "F", "S", 100, b"k", tmp_path,
            ci=True, budget=0,
        )  # fmt: skip
    text = raised.value.counterexample
    stated = [line.strip() for line in text.splitlines() if line.strip().startswith("And")]
    assert len(stated) == 3, text
    assert stated[0] == 'And "Squad" is battle-shocked'
    assert "ingress move earlier" in text and "12" in text
