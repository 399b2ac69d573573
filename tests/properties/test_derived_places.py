"""What is derived from the unit field table and the predicate registry, and a fact and a
predicate added at run time: each derived place knows them (issue 36, items 3 and 4).

A fact left out of one derived place used to fail silently: a counterexample without it that
passes when run, a public strategy that never draws it, a walk that never branches on it."""

from __future__ import annotations

import importlib
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import find, settings

from ruleslawyer import strategies as rs
from ruleslawyer.core import MoveKind, Phase, Unit, unit_fields
from ruleslawyer.core import actions as act
from ruleslawyer.core import predicates as pr
from ruleslawyer.core.fact_rows import Choices, Kind
from ruleslawyer.core.predicates import Ask, Predicate, Question
from ruleslawyer.core.references import Reason, RuleRef
from ruleslawyer.core.unit_fields import FIELDS, UnitFacts, UnitField
from ruleslawyer.properties import draw, fact_keys
from ruleslawyer.properties.counterexample import HAND_RENDERED, unit_lines
from ruleslawyer.scenario import board_spec
from ruleslawyer.scenario.concrete import unit_from_draft
from ruleslawyer.scenario.errors import PropertyFailure
from ruleslawyer.scenario.registry import REGISTRY, Registry
from ruleslawyer.scenario.runner import call_step
from ruleslawyer.scenario.state import ScenarioState, UnitDraft
from tests.core.games import at, game_of
from tests.properties.test_lazy_checks import proof_of

unit_facts: Any = importlib.import_module("ruleslawyer.steps.unit_facts")
DRAWN = [row for row in FIELDS if row.draw is not None]


def replay(lines: list[str], registry: Registry = REGISTRY) -> ScenarioState:
    """The state the Given lines make, each run as a scenario runs it."""
    state = ScenarioState(None)
    for number, text in enumerate(lines, start=1):
        found = registry.find("given", text) or REGISTRY.find("given", text)
        assert found is not None, f"no Given step matches {text!r}"
        state.line = number
        call_step(state, *found)
    return state


def _with_prerequisites(draft: UnitDraft, row: UnitField[Any]) -> None:
    """State what ``row`` is drawn beside (its ``only_when`` facts, in turn)."""
    if row.only_when is not None:
        name, value = row.only_when
        _with_prerequisites(draft, unit_fields.BY_NAME[name])
        draft.state(0, **{name: value})


# -- item 4: every drawn true-or-false fact can be pinned, each of its values ---------------------
def test_every_drawn_true_or_false_fact_has_a_given_for_each_value() -> None:
    givens = {step.template for step in REGISTRY if step.kind == "given"}
    for row in DRAWN:
        if row.kind is Kind.FLAG:
            assert row.says is not None, f"{row.name}: no Given for each value (says)"
            assert set(row.says) <= givens and set(row.says) <= set(row.phrases), row.name


@pytest.mark.parametrize("row", [r for r in DRAWN if r.kind is Kind.FLAG], ids=lambda r: r.name)
def test_each_value_stated_by_its_given_is_that_value(row: UnitField[bool]) -> None:
    for value in (True, False):
        assert row.says is not None
        lines = ['a unit "U"', row.says[0 if value else 1].format(unit="U")]
        assert row.name in replay(lines).units["U"].stated
        assert getattr(replay(lines).units["U"], row.name) is value


# -- item 3: counterexample lines ------------------------------------------------------------------
def test_every_row_is_stated_in_a_counterexample() -> None:
    for row in FIELDS:
        assert row.name in HAND_RENDERED or row.says is not None, row.name


@pytest.mark.parametrize(
    "row", [r for r in DRAWN if isinstance(r.draw, Choices)], ids=lambda r: r.name
)
def test_a_counterexample_states_every_drawn_value_so_that_it_runs_the_same(
    row: UnitField[Any],
) -> None:
    """Each value a row draws, rendered and run again, is the value drawn."""
    for value in row.choices():
        draft = UnitDraft("U", None, open=True)
        _with_prerequisites(draft, row)
        draft.state(1, **{row.name: value})
        again = replay(unit_lines(draft)).units["U"]
        assert getattr(again, row.name) == value, (row.name, value, unit_lines(draft))


# -- item 3: the public strategy --------------------------------------------------------------
def test_the_public_units_strategy_draws_every_row_the_search_draws() -> None:
    for row in DRAWN:
        generic = isinstance(row.draw, Choices) and not row.this_turn
        assert row.name in rs.DRAWN_BY_HAND | rs.NOT_DRAWN or generic, row.name
    assert set(unit_fields.BY_NAME) >= rs.DRAWN_BY_HAND


# -- a fact and a predicate added at run time ------------------------------------------------------
IS_HIDDEN = '"{unit}" is hidden'
NOT_HIDDEN = '"{unit}" is not hidden'
HIDDEN_BAR = Reason("it is hidden", RuleRef("99.97", "A new rule", "hidden units do not act"))


@pytest.fixture
def hidden(monkeypatch: pytest.MonkeyPatch) -> Iterator[UnitField[bool]]:
    """A new row, "hidden", in the table for the test, declared as a maintainer would."""
    row = UnitField[bool](
        Kind.FLAG, False, "99.97", "hidden", phrases=(IS_HIDDEN, NOT_HIDDEN),
        says=(IS_HIDDEN, NOT_HIDDEN), draw=Choices((False, True)), board_key="hidden",
        board_text="Whether the unit is hidden.",
    )  # fmt: skip
    row.__set_name__(UnitFacts, "hidden")
    monkeypatch.setattr(UnitFacts, "hidden", row, raising=False)
    monkeypatch.setattr(unit_fields, "FIELDS", (*FIELDS, row))
    monkeypatch.setitem(unit_fields.BY_NAME, "hidden", row)
    yield row


def test_a_fact_added_at_run_time_is_known_to_every_derived_place(
    hidden: UnitField[bool], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Given: a step for each value, registered from the row
    library = Registry()
    assert unit_facts.fact_givens(unit_fields.FIELDS, library)[-2:] == [IS_HIDDEN, NOT_HIDDEN]
    state = replay(['a unit "U"', '"U" is hidden'], library)
    draft = state.units["U"]
    assert draft.facts["hidden"] is True and "hidden" in draft.stated
    # the board's key and its schema
    table = board_spec.unit_table(unit_fields.FIELDS)
    assert table.field("hidden") is not None
    assert board_spec.table_schema(table)["properties"]["hidden"]["type"] == "boolean"
    # the unit the game is built with, and a counterexample's lines
    unit = unit_from_draft(draft, (1, "A"))
    assert (
        unit.fact("hidden") is True
        and unit_from_draft(UnitDraft("V", None), (1, "A")).fact("hidden", False) is False
    )
    assert '"U" is hidden' in unit_lines(draft)
    # the property search's draw, and the walk's knowledge of what a read of it reads
    assert hidden in [row for row, _, _ in draw._plan(frozenset())]
    assert "hidden" not in [row.name for row, _, _ in draw._plan(frozenset({"hidden"}))]
    assert fact_keys.unit_deps()["more"] == {"hidden"}
    assert fact_keys.row_deps()["hidden"] == {"hidden"}
    # the public strategy draws both of its values
    units = rs.units(now=at(Phase.SHOOTING))
    for value in (True, False):

        def has_it(unit: Unit, value: bool = value) -> bool:
            return unit.fact("hidden") is value

        assert isinstance(find(units, has_it, settings=settings(database=None)), Unit)
    # a predicate that reads it: a start bar, listed, documented, and deciding
    bar: Predicate[Ask] = Predicate(
        Question.START_ACTION, HIDDEN_BAR, lambda a: a.unit.fact("hidden") is True, ("hidden",)
    )
    with pr.declared_for_a_while(bar):
        monkeypatch.setattr(act, "BARS", (*act.BARS, (bar.reason, bar.test)))
        assert act.reason_for("it is hidden") == HIDDEN_BAR
        assert "| it is hidden | 99.97 A new rule (hidden units do not act) | `hidden` |" in (
            pr.markdown()
        )
        game = game_of(unit.but(name="U"), actions=(act.ActionDef.from_rows("Task", {}),))
        assert HIDDEN_BAR in game.refusals("U", "Task")
        assert set(bar.reads) <= {row.name for row in unit_fields.FIELDS}


# -- item 4: a claim about the usual case is narrowed by a negative Given --------------------------
ELIGIBLE = """Feature: F
  Scenario: S
    Given any unit "Squad"
    And it is the Fight step of player A's Fight phase
    And "Squad" is engaged
{pin}    Then "Squad" is eligible to fight
"""


def test_a_negative_given_narrows_a_claim_the_unusual_case_refutes(tmp_path: Path) -> None:
    """Unpinned, the walk finds the unit already selected to fight; pinned, the claim holds."""
    with pytest.raises(PropertyFailure) as raised:
        proof_of(tmp_path, ELIGIBLE.format(pin=""))
    assert "has been selected to fight this phase" in str(raised.value)
    pin = '    And "Squad" has not been selected to fight this phase\n'
    assert proof_of(tmp_path, ELIGIBLE.format(pin=pin))


# -- the walk's knowledge of what a read reads --------------------------------------------------
def test_no_unit_field_is_taken_as_a_read_of_every_row() -> None:
    """A Unit field the walk cannot map to the rows it is made from counts as a read of every
    row (sound, but the walk then branches on everything and proves less): a field added to
    ``Unit`` without its rows fails here, not as a proof silently lost."""
    every = {row.name for row in FIELDS}
    unsure = [name for name, rows in fact_keys.unit_deps().items() if rows == every]
    assert unsure == []


def _values(row: UnitField[Any], now: Any) -> tuple[Any, ...]:
    if row.name == "moves":
        return ((), *(((kind, now.turn_key),) for kind in (MoveKind.ADVANCE, MoveKind.FALL_BACK)))
    if row.name == "keywords":
        return (frozenset(), *(frozenset({k}) for k in ("AIRCRAFT", "FORTIFICATION", "TITANIC")))
    if isinstance(row.draw, Choices):
        return row.choices()
    if row.name == "oc":
        return (0, 2, None)
    return ()


@pytest.mark.parametrize("question", [Question.START_ACTION, Question.SHOOT, Question.CHARGE])
def test_a_predicate_reads_no_row_it_does_not_declare(question: Question) -> None:
    """Changing a row a predicate does not declare never changes its answer (for the rows a
    Unit holds under their own names), from several starting units: what a predicate declares
    it reads is what the walk may take it to read."""
    now = at(Phase.MOVEMENT)
    rows = [r for r in FIELDS if r.name in Unit.__dataclass_fields__ and _values(r, now)]
    bases = [
        Unit("U"),
        Unit("U", engaged=True),
        Unit("U", on_battlefield=False),
        Unit("U", moves=((MoveKind.ADVANCE, now.turn_key),)),
    ]
    for predicate in pr.declared(question):
        for base in bases:
            before = predicate.test(Ask(base, now))
            for row in rows:
                if row.name in predicate.reads:
                    continue
                for value in _values(row, now):
                    after = predicate.test(Ask(base.but(**{row.name: value}), now))
                    assert after == before, (predicate.words, row.name, value)


def test_a_stated_transport_capacity_is_in_a_counterexample() -> None:
    """A row added by another change (18.01's capacity) that the renderer did not state: the
    test above found it; stated and run again, it is the capacity stated."""
    draft = UnitDraft("Rhino", None, open=True)
    draft.state(1, transport_capacity=12)
    again = replay(unit_lines(draft)).units["Rhino"]
    assert again.transport_capacity == 12
