"""An Action's UNITS row read through the predicate registry (core/units_forms.py): each form
is one declaration, and the parser, the row's answer, the error listing the forms and
docs/predicates.md all read the declarations, a form declared at run time included."""

from __future__ import annotations

import pytest

from ruleslawyer.core import ActionDef, Game, Unit, clock
from ruleslawyer.core import action_units as au
from ruleslawyer.core import actions as act
from ruleslawyer.core import mission_rows as mr
from ruleslawyer.core import predicates as pr
from ruleslawyer.core import units_forms as uf
from ruleslawyer.core.clock import Phase
from ruleslawyer.core.objectives import Objective, Objectives
from ruleslawyer.core.predicates import Question
from ruleslawyer.core.references import RuleRef

from .games import refused

BELOW = RuleRef("16.00", "How Actions are written", "UNITS below its starting strength")
MARKER = RuleRef("16.00", "How Actions are written", "UNITS an objective marker")


def _game(action: ActionDef, *units: Unit) -> Game:
    game = Game(
        units={u.name: u for u in units},
        actions={action.name: action},
        objectives=Objectives(
            {"ruin": Objective("the ruin"), "beacon": Objective("the beacon", marker=True)}
        ),
        now=clock.in_phase(1, "A", Phase.SHOOTING, "A"),
    )
    game.missions.begin_objectives()
    return game


def test_each_declared_way_of_writing_a_clause_reads_as_its_own_form() -> None:
    """The most specific form that matches reads a clause: each declared way of writing one,
    its slots filled with examples, reads as the form that declares it."""
    for form in pr.declared(Question.UNITS):
        if form.part != uf.Part.CLAUSE.value:
            continue
        for way in (form.phrase, *form.aliases):
            for written in uf.filled(way):
                units = au.UnitsSpec.parse(f"one INFANTRY unit {written}")
                assert units.clause is not None and units.clause.form is form, written


def test_the_kinds_and_the_objective_forms_read_as_declared() -> None:
    units = au.UnitsSpec.parse("one INFANTRY or BEAST units that is within range of an objective")
    assert units.kind.form is au.ONE_OF_KEYWORDS and units.keywords == ("INFANTRY", "BEAST")
    assert au.UnitsSpec.parse("one friendly unit").kind.form is au.ANY_UNIT
    found = au.UnitsSpec.parse(
        "one unit that is within range of an objective you control that is not your home "
        "objective that is not Decoyed"
    ).objective
    assert found is not None and found.head.form is mr.YOU_CONTROL_IT
    assert [c.form for c in found.clauses] == [mr.NOT_HOME, mr.NOT_TAGGED]
    assert found.clauses[1].get("tag") == "decoyed"


def test_the_error_lists_every_declared_form_and_each_part_is_documented() -> None:
    error = refused(lambda: au.UnitsSpec.parse("two INFANTRY units"))
    docs = pr.markdown()
    for form in pr.declared(Question.UNITS):
        for way in (form.phrase, *form.aliases):
            assert f"'{way}'" in error.message
            assert f"`{way}`" in docs
    assert ", ".join(mr.TAGS) in error.message


def test_a_units_clause_declared_at_run_time_is_parsed_asked_listed_and_documented() -> None:
    """Issue 36: a new UNITS clause is one declaration. The row parser reads it, the row's
    answer asks its test (weighing its clause), the error lists it, a near miss is offered
    it, and docs/predicates.md shows it; withdrawn, it is gone from each."""
    below = uf.units_form(
        uf.Part.CLAUSE,
        "that is below its starting strength",
        "it is at its starting strength",
        BELOW,
        lambda ask: ask.unit.models < ask.unit.starting_strength,
        reads=("models", "starting_strength"),
        weighed=True,
    )
    text = "one INFANTRY unit that is below its starting strength"
    try:
        action = ActionDef.from_rows("Rally", {"UNITS": text})
        assert action.units.clause is not None and action.units.clause.form is below
        assert action.rows()["UNITS"] == text
        hurt = Unit("Hurt", keywords=frozenset({"INFANTRY"}), models=3, starting_strength=5)
        whole = Unit("Whole", keywords=frozenset({"INFANTRY"}), models=5, starting_strength=5)
        game = _game(action, hurt, whole)
        assert game.performer.refusals("Hurt", "Rally") == ()
        assert game.performer.refusals("Whole", "Rally") == (act.R_NOT_ALLOWED,)
        assert game.weighed[BELOW] == {True, False}
        error = refused(lambda: ActionDef.from_rows("Rally", {"UNITS": "one unit that is zzz"}))
        assert "'that is below its starting strength'" in error.message
        near = refused(lambda: au.UnitsSpec.parse("a unit that is below its startng strength"))
        assert near.suggestion == "'any unit that is below its starting strength'"
        assert (
            "| `that is below its starting strength` | clause (`or that is` joins others, any "
            "sufficing) | it is at its starting strength | 16.00 How Actions are written (UNITS "
            "below its starting strength) | `models`, `starting_strength` |"
        ) in pr.markdown()
        for phrase, refusal in (
            ("that is hurt", "it is at its starting strength"),  # the same refusal and clause
            ("That is below its starting strength", "it is whole"),  # the same row words
        ):
            with pytest.raises(ValueError, match="declared twice"):
                uf.units_form(uf.Part.CLAUSE, phrase, refusal, BELOW, bool)
    finally:
        pr.withdraw(below)
    assert "below its starting strength" not in pr.markdown()
    assert refused(lambda: au.UnitsSpec.parse(text)).word == text


def test_an_objective_clause_declared_at_run_time_is_read_of_each_objective() -> None:
    """A clause of `<objective>` is declared the same way: the unit's objective must be a marker
    here (the ruin is a terrain objective, the beacon a marker)."""
    marker = uf.units_form(
        uf.Part.OBJECTIVE_CLAUSE,
        "that is an objective marker",
        "the objective is no marker",
        MARKER,
        lambda ask: ask.objective.marker,
        reads=("objective: a marker",),
        weighed=True,
    )
    try:
        action = ActionDef.from_rows(
            "Beacon",
            {"UNITS": "one unit that is within range of an objective that is an objective marker"},
        )
        assert action.units.objective is not None and action.units.objective.says(marker)
        game = _game(
            action,
            Unit("Squad", within=frozenset({"the beacon"})),
            Unit("Guard", within=frozenset({"the ruin"})),
        )
        assert game.performer.refusals("Squad", "Beacon") == ()
        assert game.performer.refusals("Guard", "Beacon") == (act.R_NOT_ALLOWED,)
        assert game.weighed[MARKER] == {True, False}
        error = refused(lambda: au.UnitsSpec.parse("any unit that is within range of zzz"))
        assert "'that is an objective marker'" in error.message
    finally:
        pr.withdraw(marker)
    refused(
        lambda: au.UnitsSpec.parse(
            "one unit that is within range of an objective that is an objective marker"
        )
    )


def test_a_form_naming_an_undeclared_slot_is_an_error_at_declaration() -> None:
    with pytest.raises(ValueError, match="no slot <colour>"):
        uf.units_form(uf.Part.CLAUSE, "that is painted <colour>", "it is unpainted", BELOW, bool)
