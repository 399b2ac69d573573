"""Faster drawing for what stays with Hypothesis (issue 22, item 4): choices read as the digits of
mixed 64-bit numbers (two-option ones as bits), counterexamples still simplified to the needed
facts and values, valid combinations drawn directly under Hypothesis (and only there: the
exhaustive walk is offered the table's own options), and a counterexample's neighbours one
choice away."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import Any, cast

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis.errors import UnsatisfiedAssumption
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer.core import Unit, clock, impossibilities, keywords, profiles
from ruleslawyer.core.move_timing import impossibilities_now
from ruleslawyer.core.references import Reason
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.core.units import MoveKind
from ruleslawyer.properties import asking, domains, exhaustive, search, tracking
from ruleslawyer.properties.asking import draws_fitted, fitted_choice
from ruleslawyer.properties.choose import Choose, mixed
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.properties.neighbours import Again, AgainAsWalked, neighbours
from ruleslawyer.properties.search import examples
from ruleslawyer.scenario.errors import PropertyFailure
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState, UnitDraft, unit_from_draft
from ruleslawyer.scenario.step_line import StepLine

from .test_verdicts import steps_of

importlib.import_module("ruleslawyer.steps")  # registers the step library


TOP = Choose.base - 1  # each number Choose draws is in [0, TOP]


class _Stream:
    """A data object that answers its choices from a list, in turn (then 0), and counts them."""

    def __init__(self, *values: int) -> None:
        self.values = list(values)
        self.asked = 0

    def draw_integer(self, low: int, high: int) -> int:
        assert (low, high) == (0, TOP)
        self.asked += 1
        return self.values.pop(0) if self.values else 0


def _unmixed(number: int) -> int:
    """The inverse of ``choose.mixed``: each step undone, last first."""
    for shift, factor in ((31, None), (27, 0x94D049BB133111EB), (30, 0xBF58476D1CE4E5B9)):
        if factor is not None:
            number = (number * pow(factor, -1, 2**64)) & TOP
        undone = number
        for _ in range(64 // shift + 1):  # x ^ (x >> shift), undone
            undone = number ^ (undone >> shift)
        number = undone
    return number


def _choose(*values: int) -> tuple[Choose, _Stream]:
    data = _Stream(*values)
    return Choose(cast(ConjectureData, data)), data


def test_two_option_choices_are_read_from_the_bits_of_one_mixed_number() -> None:
    wanted = 0b1011_0010 | (1 << 63)
    choose, data = _choose(_unmixed(wanted), _unmixed(1))
    flags = [choose((False, True)) for _ in range(66)]
    # Lowest bit first; the 65th flag needs a new number.
    assert flags[:8] == [False, True, False, False, True, True, False, True]
    assert flags[8:63] == [False] * 55 and flags[63] is True
    assert flags[64:] == [True, False]
    assert data.asked == 2
    assert choose.taken[:8] == [0, 1, 0, 0, 1, 1, 0, 1] and choose.sizes == [2] * 66


def test_choices_of_any_size_share_one_number_while_it_has_room() -> None:
    wanted = 53 + 80 * 2 + 240 * 5  # the moment 53, then option 2 of 3, then 5 of 7
    choose, data = _choose(_unmixed(wanted), _unmixed(6))
    assert choose(tuple(range(80))) == 53
    assert choose(("a", "b", "c")) == "c"
    assert choose(("only",)) == "only"  # a single option takes nothing
    assert choose(tuple(range(7))) == 5
    assert data.asked == 1  # one Hypothesis choice for all of them
    # What is left of the number is 2**64 // 1680 values, too few for 2**54 options: a new
    # number above it, whose lowest digit is the wide choice's lowest but one.
    left = 2**64 // 1680
    assert choose(range(2**54)) == (0 + left * 6) % 2**54
    assert data.asked == 2
    assert choose.sizes == [80, 3, 1, 7, 2**54]


def test_a_zero_number_takes_the_simplest_option_of_every_choice() -> None:
    assert mixed(0) == 0
    choose, _ = _choose()
    sizes = [80, 7, 2, 2, 11, 20, 2, 5, 24, 300, 3, 580, 15, 6, 1096]
    assert [choose(tuple(range(n))) for n in sizes] == [0] * len(sizes)


def test_every_combination_of_options_is_reachable() -> None:
    # mixed is a bijection of the numbers drawn: any digits at all come from one of them.
    sizes = [80, 580, 15, 6, 2, 2, 7, 11]
    for target in [(79, 579, 14, 5, 1, 1, 6, 10), (3, 0, 7, 2, 0, 1, 4, 9), (0,) * 7 + (1,)]:
        number = 0
        for digit, size in zip(reversed(target), reversed(sizes), strict=True):
            number = number * size + digit
        assert mixed(_unmixed(number)) == number
        choose, _ = _choose(_unmixed(number))
        assert tuple(choose(tuple(range(n))) for n in sizes) == target


def test_small_numbers_give_every_digit_evenly_once_mixed() -> None:
    # Hypothesis draws a number below 2**64 mostly small; unmixed, the digits above the lowest
    # would then mostly be 0, the simplest option.
    counts = {"low": [0] * 80, "high": [0] * 7}
    for number in range(4000):
        value = mixed(number)
        counts["low"][value % 80] += 1
        counts["high"][value // (80 * 580 * 15 * 6) % 7] += 1
    assert min(counts["low"]) >= 4000 / 80 / 2 and max(counts["low"]) <= 4000 / 80 * 2
    assert min(counts["high"]) >= 4000 / 7 * 0.8 and max(counts["high"]) <= 4000 / 7 * 1.2


def test_only_hypothesis_and_a_replay_of_its_choices_draw_among_fitting_values() -> None:
    assert draws_fitted(Choose(cast(ConjectureData, _Stream())))
    assert draws_fitted(Again([0]))
    assert not draws_fitted(AgainAsWalked([0]))
    walk = exhaustive.Replay([], [], tracking.Tracker(frozenset()))
    assert not draws_fitted(walk)  # the walk branches on the table's own options
    assert not draws_fitted(lambda options: options[0])


def test_a_replay_of_the_walks_choices_draws_as_the_walk_did() -> None:
    """A counterexample the walk found is replayed by ``AgainAsWalked`` (its neighbours, for
    one that fails for a side reason): each of its ways of drawing must be the walk's, or the
    replay's choices mean other values."""
    assert AgainAsWalked([]).fitted == exhaustive.Replay.fitted  # one way of drawing
    candidates = domains.moments(None, None, None, 5, "A")
    walk = exhaustive.Replay([3, 2], [], tracking.Tracker(frozenset()))
    again = AgainAsWalked([3, 2])
    walked, replayed = walk.moment(candidates), again.moment(candidates)
    assert walk.path == again.taken == [3, 2] and walk.sizes == again.sizes == [16, 5]
    assert (replayed.battle_round, replayed.index) == (3, walked.index)
    assert replayed == replace(walked, battle_round=3)


HYPOTHESIS = Choose(cast(ConjectureData, _Stream()))


def charges(draft: UnitDraft, now: clock.Moment) -> tuple[bool, ...]:
    """Every value Hypothesis's draw can give a declared charge beside ``draft``: the value
    each option drawn becomes."""
    found: list[bool] = []
    for index in (0, 1):
        value = fitted_choice(_taking(index), UnitFacts.declared_charge, (False, True), draft, now)
        found += [] if value in found else [value]
    return tuple(found)


def _taking(index: int) -> Callable[[Sequence[bool]], bool]:
    """A chooser that takes the option at ``index``."""
    return lambda options: options[index]


def test_a_charge_is_drawn_only_beside_what_allows_it() -> None:
    now = clock.in_phase(2, "A", clock.Phase.CHARGE, "A")
    draft = UnitDraft("U", None)
    assert charges(draft, now) == (False, True)
    draft.keywords = frozenset({keywords.AIRCRAFT})
    assert charges(draft, now) == (False,)
    # The walk's chooser is offered the table's own options: the draw never fits for it.
    walk = exhaustive.Replay([], [], tracking.Tracker(frozenset()))
    assert draws_fitted(HYPOTHESIS) and not draws_fitted(walk)
    draft.keywords = frozenset()
    draft.moves = (MoveKind.ADVANCE,)
    assert charges(draft, now) == (False,)


def test_a_drawn_default_asks_the_core_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    # The row's default fits whatever else the unit is: drawing it asks no question, and a
    # value that may not fit is asked of alone.
    now = clock.in_phase(2, "A", clock.Phase.CHARGE, "A")
    draft = UnitDraft("U", None)
    draft.keywords = frozenset({keywords.AIRCRAFT})
    asked: list[tuple[bool, ...]] = []
    real = asking.fitting_draft

    def fitting_draft(field: str, values: tuple[bool, ...], *rest: Any) -> tuple[bool, ...]:
        asked.append(values)
        return real(field, values, *rest)

    monkeypatch.setattr(asking, "fitting_draft", fitting_draft)
    row = UnitFacts.declared_charge
    assert fitted_choice(_taking(0), row, (False, True), draft, now) is False
    assert asked == []
    assert fitted_choice(_taking(1), row, (False, True), draft, now) is False
    assert asked == [(True,)]  # True does not fit: the first that does, the default, unasked


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
    assert charges(draft, now) == (False, True)


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


def _counterexample(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, wrong: Callable[[Unit], bool]
) -> str:
    """The counterexample Hypothesis alone (budget 0) finds for SHOCKED_OC when the core gives a
    battle-shocked unit OC 2 exactly where ``wrong`` holds of it."""
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        return ((2,), reason) if wrong(unit) else (values, reason)

    monkeypatch.setattr(profiles, "oc", mutated)
    feature = tmp_path / "claim.feature"
    feature.write_text(SHOCKED_OC, encoding="utf-8")
    with pytest.raises(PropertyFailure) as raised:
        search.run_property(
            steps_of(SHOCKED_OC), feature, "claim.feature", "F", "S", 100, b"k", tmp_path,
            ci=True, budget=0,
        )  # fmt: skip
    return raised.value.counterexample


def test_a_counterexample_states_exactly_the_facts_its_failure_needs(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A mutant that fails only for a unit not within 12" of an enemy that made an ingress move
    earlier: the counterexample states both, and no other drawn fact (each is cleared where it
    can be: Hypothesis's shrinker lowers a mixed number, not its digits)."""
    text = _counterexample(
        tmp_path, monkeypatch, lambda unit: not unit.near_enemy and unit.ingress_earlier
    )
    stated = [line.strip() for line in text.splitlines() if line.strip().startswith("And")]
    assert len(stated) == 3, text
    assert stated[0] == 'And "Squad" is battle-shocked'
    assert "ingress move earlier" in text and "12" in text


def test_a_counterexample_lowers_a_fact_to_the_least_value_that_still_fails(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A mutant that fails only for a starting strength of 15 or more: the counterexample
    states exactly 15, the lowest such option (the search's halving lowers it)."""
    text = _counterexample(tmp_path, monkeypatch, lambda unit: unit.starting_strength >= 15)
    strength = [line for line in text.splitlines() if "starting strength" in line]
    assert len(strength) == 1 and "15" in strength[0] and "16" not in strength[0], text
