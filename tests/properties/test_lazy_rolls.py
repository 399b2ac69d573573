"""A battle-shock roll the walk draws is branched on only as far as the game asks of it
(properties/lazy_rolls.py): whether it reaches a Leadership value is a choice of two answers,
not of eleven totals, and its number is chosen only where something needs the number."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TypeVar, cast

import pytest

from ruleslawyer.core.command import passes
from ruleslawyer.properties import bounds
from ruleslawyer.properties.lazy_rolls import ANSWER, Roll, Total
from ruleslawyer.scenario.errors import PropertyFailure

from .test_lazy_checks import proof_of

T = TypeVar("T")
TOTALS = (7, 6, 8, 5, 9, 4, 10, 3, 11, 2, 12)  # the walk's order: likeliest first


class Script:
    """The walk's choices as a script: each choice takes the next index (0 past the end)."""

    def __init__(self, *indices: int) -> None:
        self.indices = list(indices)
        self.made: list[tuple[tuple[str, ...], tuple[object, ...]]] = []

    def labelled(self, label: tuple[str, ...], options: Sequence[T]) -> T:
        self.made.append((label, tuple(options)))
        return options[self.indices.pop(0) if self.indices else 0]

    def roll_asked(self, unit: str) -> None:
        """Nothing kept apart here (tracking.own_part)."""


def _total(*indices: int) -> tuple[Total, Roll, Script]:
    script = Script(*indices)
    roll = Roll(script, ("roll", "Squad"), TOTALS)
    return Total(roll), roll, script


def test_a_question_every_open_total_answers_alike_makes_no_choice() -> None:
    total, roll, script = _total()
    assert total >= 2 and total <= 12 and total != 13
    assert not script.made and roll.open == TOTALS


def test_a_question_the_totals_answer_differently_is_one_choice_of_two_answers() -> None:
    total, roll, script = _total(1)  # the second answer
    assert passes(cast(int, total), 9)  # as the game holds it
    assert script.made == [((ANSWER, "Squad"), (False, True))]  # 7 falls short of 9: first
    assert roll.open == (9, 10, 11, 12)
    assert total >= 9 and not total < 9  # answered by what is left: no choice
    assert len(script.made) == 1


def test_the_likeliest_open_total_answers_first() -> None:
    total, roll, script = _total()
    assert not total >= 9
    assert script.made == [((ANSWER, "Squad"), (False, True))]
    assert roll.open == (7, 6, 8, 5, 4, 3, 2)


def test_a_modifier_shifts_the_question_not_the_roll() -> None:
    total, roll, script = _total(1)
    assert not (total + 2) >= 9  # the second answer: 7 + 2 reaches 9, so True came first
    assert script.made[0][1] == (True, False)
    assert roll.open == (6, 5, 4, 3, 2)
    assert int(total - 1) == 5  # the number: the likeliest still open, less 1


def test_the_number_is_chosen_among_the_open_totals_only() -> None:
    total, _, script = _total(0, 2)  # falls short of 9, then the third open total
    assert not total >= 9
    assert str(total) == "8"
    assert script.made[-1] == (("roll", "Squad"), (7, 6, 8, 5, 4, 3, 2))
    assert hash(total) == hash(8) and f"{total:>3}" == "  8" and total == 8
    assert len(script.made) == 2


def test_a_settled_roll_reads_the_likeliest_open_total_and_chooses_nothing() -> None:
    total, roll, script = _total(1)
    assert total < 7  # the second answer
    roll.settle()
    assert int(total) == 6 and total < 7
    assert len(script.made) == 1


def test_other_arithmetic_raises() -> None:
    total, _, _ = _total()
    with pytest.raises(TypeError):
        total * 2  # type: ignore[operator]
    with pytest.raises(TypeError):
        total + 0.5


def test_a_rolls_answer_is_no_bound_but_its_totals_are() -> None:
    ranges = bounds.Ranges()
    ranges.add((ANSWER, "Squad"), (True, False))
    assert bounds.describe(ranges) == bounds.describe(bounds.Ranges())
    ranges.add(("roll", "Squad"), TOTALS)
    assert 'a battle-shock roll for "Squad" of 2-12' in bounds.describe(ranges)


# -- through the walk ---------------------------------------------------------------------------
def _claim(roll: str, ld: str = "", then: str = 'Then "Squad" makes a battle-shock roll') -> str:
    return f"""Feature: F
  Scenario: S
    Given it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left{ld}
    And {roll}
    When player A's Command phase is resolved
    {then}
"""


DRAWN = 'any battle-shock roll for "Squad"'
STATED = 'the battle-shock roll for "Squad" will be 7'
SHOCKED = 'Then "Squad" is battle-shocked'


def test_a_claim_that_asks_whether_the_roll_passes_costs_two_answers_per_ld(
    tmp_path: Path,
) -> None:
    """Each Ld from 3 to 12 splits the totals in two; Ld 2 is reached by every total. With
    every total tried, as before, it cost eleven cases for each."""
    stated = proof_of(tmp_path, _claim(STATED)).cases
    drawn = proof_of(tmp_path, _claim(DRAWN))
    assert drawn.cases < 2 * stated
    assert 'a battle-shock roll for "Squad" of 2-12' in drawn.bounds


def test_a_drawn_roll_still_finds_the_ld_a_claim_fails_for(tmp_path: Path) -> None:
    """Not every unit below half-strength is battle-shocked after its roll: the walk finds
    one that passed, and states the likeliest total that does."""
    with pytest.raises(PropertyFailure) as failed:
        proof_of(tmp_path, _claim(DRAWN, then=SHOCKED))
    assert 'the battle-shock roll for "Squad" will be 7' in str(failed.value)


def test_a_roll_every_total_of_which_passes_costs_no_case_more_than_a_stated_one(
    tmp_path: Path,
) -> None:
    ld, then = '\n    And "Squad" has Ld 2', 'Then "Squad" is not battle-shocked'
    drawn = proof_of(tmp_path, _claim(DRAWN, ld, then)).cases
    assert drawn == proof_of(tmp_path, _claim(STATED, ld, then)).cases
