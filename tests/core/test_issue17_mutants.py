"""What the mutation run of issue 17's and 16's core code (docs/mutation.md, issue 17) found
unchecked: the builders the move table is made with at import (mutmut switches a mutant only
inside a call, so these tests call them again), the unit field descriptor, control
contributions, and messages and defaults no scenario states."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruleslawyer.core import Phase, RulesInputError, Unit
from ruleslawyer.core import moves as mv
from ruleslawyer.core.attached import control_contributions
from ruleslawyer.core.command import pass_probability
from ruleslawyer.core.fact_rows import HasFacts, Kind, UnitField
from ruleslawyer.core.move_rows import MoveAsk
from ruleslawyer.core.units import MoveKind, PartFacts

from .games import at, game_of

RULE = mv.SURGE_IF  # a clause no unengaged-move row cites (no new clause: coverage counts them)


def _ask(unit: Unit) -> MoveAsk:
    return MoveAsk(unit, at(Phase.MOVEMENT))


def test_the_unengaged_move_checks_are_built_as_the_rows_of_normal_and_advance_moves() -> None:
    off, engaged = mv._off(RULE), mv._engaged(RULE)
    assert (off.text, off.rule) == ("it is not on the battlefield", RULE)
    assert (engaged.text, engaged.rule) == ("it is engaged", RULE)
    checks = mv._unengaged_move(RULE)
    assert [r for r, _ in checks] == [off, engaged, mv.M_AIRCRAFT]
    bars = [test for _, test in checks]
    plain = Unit("U")
    cases = {
        "plain": (plain, [False, False, False]),
        "off": (Unit("U", on_battlefield=False), [True, False, False]),
        "engaged": (Unit("U", engaged=True), [False, True, False]),
        "engaged only with AIRCRAFT": (
            Unit("U", engaged=True, engaged_only_aircraft=True),
            [False, False, False],
        ),
        "AIRCRAFT": (Unit("U", keywords=frozenset({"AIRCRAFT"})), [False, False, True]),
    }
    for name, (unit, expected) in cases.items():
        assert [bar(_ask(unit)) for bar in bars] == expected, name
    # The rows of the table are these checks, with the row's own clause.
    for kind in (MoveKind.NORMAL, MoveKind.ADVANCE):
        row = mv.MOVE_TYPES[kind]
        assert [r for r, _ in row.checks] == [r for r, _ in mv._unengaged_move(row.eligible)]


class _Facts(HasFacts):
    def __init__(self, **facts: object) -> None:
        self.facts = dict(facts)


def test_a_unit_field_row_reads_and_writes_the_fact_it_is_named_for() -> None:
    class Facts(_Facts):  # a class made now: __set_name__ runs inside the test
        shots = UnitField[int](Kind.WHOLE, 3, "99.01", "shots")

    row = Facts.shots
    assert row.name == "shots"
    facts = Facts()
    assert facts.shots == 3
    facts.shots = 5
    assert facts.facts == {"shots": 5} and facts.shots == 5


def test_control_contributions_of_a_unit_and_of_each_part() -> None:
    assert control_contributions(Unit("U", oc=2, models=3)) == (("U", 6),)
    assert control_contributions(Unit("U", oc=None, models=3)) == (("U", 0),)
    assert control_contributions(Unit("U", oc=2, models=3, battle_shocked=True)) == (("U", 0),)
    parts = (
        PartFacts("Captain", (None,), (6,), 5, 1),
        PartFacts("Squad", (2, 1), (7,), 2, 4),
        PartFacts("Gone", (), (7,), 2, 3),
    )
    unit = Unit("Squad", part_facts=parts)
    assert control_contributions(unit) == (("Captain", 0), ("Squad", 8), ("Gone", 0))
    shocked = Unit("Squad", part_facts=parts, battle_shocked=True)
    assert control_contributions(shocked) == (("Captain", 0), ("Squad", 0), ("Gone", 0))


def test_pass_probability_adds_no_modifier_unless_given_one() -> None:
    assert pass_probability(7) == Fraction(21, 36)
    assert pass_probability(7, 1) == Fraction(26, 36)


def test_embarking_after_a_move_that_cannot_embark_names_the_move() -> None:
    game = game_of(
        Unit("Squad", engaged=True),
        Unit("Rhino", keywords=frozenset({"VEHICLE", "TRANSPORT"})),
        now=at(Phase.MOVEMENT),
    )
    with pytest.raises(RulesInputError) as caught:
        game.embark("Squad", MoveKind.CHARGE, "Rhino")
    assert caught.value.message == (
        "a unit embarks after a normal, advance or fall-back move, not a charge move (18.02)"
    )
    assert caught.value.word == "charge"
