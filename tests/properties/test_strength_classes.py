"""A drawn unit's strength is drawn by the walk as the class half-strength reads (one model or
several; whole, above half, at half, below half), then its numbers within that class; a read of
the numbers by half-strength itself reads the class alone (properties/strength_classes.py)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TypeVar

import pytest

from ruleslawyer.core import Strength, Unit, below_starting_strength, strength
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.core.units import HALF_STRENGTH_SINGLE
from ruleslawyer.properties import strength_classes as sc
from ruleslawyer.scenario.state import UnitDraft

from .test_lazy_checks import proof_of

T = TypeVar("T")


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _pins(**numbers: int) -> tuple[sc.Values, frozenset[str]]:
    ordered = tuple((row.name, numbers[row.name]) for row in sc.ROWS if row.name in numbers)
    return ordered, frozenset(numbers)


_RELATION = {Strength.AT_HALF: "at half", Strength.BELOW_HALF: "below half"}


def _named(drawn: sc.Class) -> tuple[bool, str]:
    """A class in words, from the core's answers it holds: one model (judged by wounds) or
    several, and its strength against its whole."""
    (state, rule, below), _ = drawn
    relation = _RELATION.get(state, "above half") if below else "whole"
    return rule is HALF_STRENGTH_SINGLE, relation


def test_every_class_is_offered_when_no_number_is_stated() -> None:
    offered = sc.classes((), frozenset())
    assert len(offered) == 8 and len({_named(c) for c in offered}) == 8
    assert _named(offered[0]) == (False, "whole")  # the defaults: 5 models of 5


@pytest.mark.parametrize(
    ("numbers", "expected"),
    [
        ({"starting_strength": 5}, {"whole", "above half", "below half"}),  # 5 has no half
        ({"starting_strength": 10}, {"whole", "above half", "at half", "below half"}),
        ({"starting_strength": 2}, {"whole", "at half"}),
        ({"starting_strength": 7, "models": 3}, {"below half"}),
    ],
)
def test_the_classes_offered_are_those_the_stated_numbers_leave(
    numbers: dict[str, int], expected: set[str]
) -> None:
    pins, stated = _pins(**numbers)
    offered = sc.classes((), stated, pins)
    assert {_named(c)[0] for c in offered} == {False}
    assert {_named(c)[1] for c in offered} == expected


def test_a_single_model_is_classed_by_its_wounds() -> None:
    pins, stated = _pins(starting_strength=1, w=4)
    assert {_named(c) for c in sc.classes((), stated, pins)} == {
        (True, "whole"),
        (True, "above half"),
        (True, "at half"),
        (True, "below half"),
    }


def _numbers() -> list[dict[str, int]]:
    several = [
        {"starting_strength": whole, "models": have, "w": 2, "wounds_left": 2}
        for whole in range(2, 21)
        for have in range(1, whole + 1)
    ]
    single = [
        {"starting_strength": 1, "models": 1, "w": whole, "wounds_left": have}
        for whole in range(1, 25)
        for have in range(1, whole + 1)
    ]
    return several + single


def test_the_core_judges_strength_by_the_numbers_the_class_draws() -> None:
    """The trust strength_classes.py takes (``_needed``), checked of the core for every pair of
    numbers the table draws: a unit of several models is judged by its models, whatever its W
    and wounds left, and the core tells apart eight classes."""
    for numbers in _numbers():
        unit = Unit(name="U", **numbers)  # type: ignore[arg-type]
        if numbers["starting_strength"] > 1:
            for w, left in ((1, 1), (24, 24), (24, 1)):
                other = replace(unit, w=w, wounds_left=left)
                assert sc.classify({**numbers, "w": w, "wounds_left": left}) == sc.classify(
                    numbers
                ), (numbers, w, left)
                assert strength(other)[0] == strength(unit)[0]
    assert len({sc.classify(numbers) for numbers in _numbers()}) == 8


def test_a_unit_with_nothing_left_answers_alike_for_every_number() -> None:
    """A destroyed unit keeps its whole and has no models and no wounds left: half-strength
    answers by which of one model or several it is alone (so its reads read the class)."""
    answers: dict[bool, set[tuple[Strength, bool, str]]] = {}
    for numbers in _numbers():
        unit = Unit(name="U", **{**numbers, "models": 0, "wounds_left": 0})  # type: ignore[arg-type]
        judged, why = strength(unit)
        found = (judged, below_starting_strength(unit)[0], str(why.rule))
        answers.setdefault(_named(sc.classify(numbers))[0], set()).add(found)
    assert all(len(found) == 1 for found in answers.values()), answers


class Chooser:
    """The walk's chooser, as ``narrow`` asks it: the first option of each choice."""

    fitted = False  # the walk's way of drawing: by class

    def __init__(self, index: int = 0) -> None:
        self.index = index
        self.classes: dict[str, tuple[sc.Class, object]] = {}
        self.made: list[tuple[str, str, tuple[object, ...]]] = []
        self.bounds: list[tuple[tuple[str, ...], tuple[object, ...]]] = []

    def fact(self, unit: str, row: str, options: tuple[T, ...]) -> T:
        self.made.append((unit, row, tuple(options)))
        return options[self.index]

    def offered(self, label: tuple[str, ...], options: tuple[object, ...]) -> None:
        self.bounds.append((label, tuple(options)))


def test_the_options_drawn_are_those_of_the_class_drawn() -> None:
    draft = UnitDraft("U", None)
    at_half = [_named(c) for c in sc.classes((), frozenset())].index((False, "at half"))
    choose = Chooser(at_half)
    every = UnitFacts.starting_strength.values(lambda _: 0, lambda _: False)
    kept = sc.narrow(choose, draft, UnitFacts.starting_strength, every)
    assert kept and all(n % 2 == 0 for n in kept)
    assert choose.made[0][1] == sc.ROW and len(choose.made) == 1
    assert choose.bounds == [(("fact", "U", "starting_strength"), every)]  # the bounds: all
    draft.starting_strength = 10
    models = UnitFacts.models.values(lambda name: 10, lambda _: False)
    assert sc.narrow(choose, draft, UnitFacts.models, models) == (5,)
    assert len(choose.made) == 1  # the class is drawn once


def test_a_chooser_that_draws_no_class_keeps_every_option() -> None:
    class Plain:
        fitted = True

    every = (5, 1, 2, 3)
    assert sc.narrow(Plain(), UnitDraft("U", None), UnitFacts.starting_strength, every) == every


# -- through the walk ---------------------------------------------------------------------------
STATED_10, STATED_4 = '"Squad" has a starting strength of 10', '"Squad" has 4 models left'


def _claim(numbers: str = "") -> str:
    return f"""Feature: F
  Scenario: S
    Given it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A{numbers}
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
"""


@pytest.mark.slow  # two in-process property runs of a second or more
def test_a_claim_that_reads_half_strength_costs_a_case_per_class_not_per_number(
    tmp_path: Path,
) -> None:
    """With the numbers drawn as numbers it cost some 500 pairs of them; now each class costs
    what one stated pair does."""
    stated = proof_of(
        tmp_path,
        _claim(
            '\n    And "Squad" has a starting strength of 10\n    And "Squad" has 4 models left'
        ),
    )
    drawn = proof_of(tmp_path, _claim())
    assert drawn.cases <= 8 * stated.cases
    # Every value, though drawn by class: models left for every starting strength.
    assert "starting strength 1-20, models 1-20," in drawn.bounds
    assert sc.ROW not in drawn.bounds
