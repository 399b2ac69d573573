"""A row whose default is another row's value is read as that row too, unless the drawer always
draws it first (properties/fact_keys.py): being on the battlefield is drawn before being in
strategic reserves, being engaged before being engaged only with AIRCRAFT, so a read of either
never reads the other, and the walk does not branch on the other for it."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.core.unit_fields import FIELDS, UnitFacts
from ruleslawyer.properties import tracking
from ruleslawyer.properties.choose import Choose
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.scenario.state import ScenarioState

from .test_lazy_checks import full_strength_proof, proof_of
from .test_walk_mutants import PINNED_ACTION

_ROW = {row.name: row for row in FIELDS}
# Each row whose default comes from a row a read of it no longer reads.
DROPPED = tuple(
    (row.name, row.default_from)
    for row in FIELDS
    if row.default_from and row.default_from not in tracking.ROW_DEPS[row.name]
)

TITANIC_OVERWATCH = """Feature: Stratagems
  Scenario: A TITANIC unit cannot fire overwatch
    Given any unit "Knight"
    And "Knight" belongs to player A
    And "Knight" has the keyword TITANIC
    And any moment
    And player A has 3 CP
    Then player A cannot use the "Fire Overwatch" stratagem on "Knight" because {reason}
""".format(reason="it is not a unit the stratagem can target")

# Whether the engagement bar refuses a TITANIC unit (its exception, 16.01), engagement drawn.
TITANIC_ENGAGED = (
    "Feature: Actions\n  Scenario: The engagement bar never refuses a TITANIC unit\n"
    + PINNED_ACTION
    + """    And any unit "Knight"
    And "Knight" has the keyword TITANIC
    Then "Knight" is not refused the "Task" Action because it is engaged
"""
)


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def test_the_rows_drawn_first_do_not_read_the_row_their_default_comes_from() -> None:
    assert (UnitFacts.on_battlefield.name, UnitFacts.in_reserves.name) in DROPPED
    assert (UnitFacts.engaged.name, UnitFacts.engaged_only_aircraft.name) in DROPPED
    for field in ("on_battlefield", "embarked_in"):
        assert "in_reserves" not in tracking.UNIT_DEPS[field]
    # A row drawn after the row its default comes from still reads it: the walk may read the
    # default once that row is drawn (the engagement at the Fight step's start, the models).
    assert "engaged" in tracking.ROW_DEPS[UnitFacts.engaged_at_fight_step.name]
    assert "starting_strength" in tracking.ROW_DEPS[UnitFacts.models.name]
    # A row drawn only beside another's value still reads that row.
    assert "on_battlefield" in tracking.ROW_DEPS[UnitFacts.in_reserves.name]
    assert "engaged" in tracking.ROW_DEPS[UnitFacts.engaged_only_aircraft.name]


def test_a_row_holds_its_own_value_whenever_the_row_of_its_default_holds_a_drawn_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """What dropping the read rests on, checked on every case of a walk: once the walk has
    drawn the row a default comes from, the row that would take it holds a value of its own."""
    met: set[tuple[str, str]] = set()
    fill = Drawer.fill

    def checked(self: Drawer, choose: Choose, state: ScenarioState) -> None:
        fill(self, choose, state)
        for draft in state.units.values():
            for row, other in DROPPED:
                if other in draft.facts and other not in draft.stated and draft.open:
                    met.add((row, other))
                    assert row in draft.facts, (draft.name, row, other)

    monkeypatch.setattr(Drawer, "fill", checked)
    full_strength_proof(tmp_path)
    proof_of(tmp_path, TITANIC_OVERWATCH)
    proof_of(tmp_path, TITANIC_ENGAGED)
    assert set(DROPPED) <= met


def test_a_claim_that_reads_no_aircraft_engagement_costs_fewer_cases(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engagement bar and a TITANIC unit: the bar reads whether the unit is engaged; with
    every default's row read (as before), the walk also branched on whether it is engaged only
    with AIRCRAFT."""
    now = proof_of(tmp_path, TITANIC_ENGAGED).cases
    for table in ("UNIT_DEPS", "ROW_DEPS"):
        every = {k: _every(v) for k, v in getattr(tracking, table).items()}
        monkeypatch.setattr(tracking, table, every)
    before = proof_of(tmp_path, TITANIC_ENGAGED).cases
    assert now < before


def _every(rows: frozenset[str]) -> frozenset[str]:
    """``rows`` with every default's row, as the walk read them before."""
    out = set(rows)
    todo = list(rows)
    while todo:
        row = _ROW.get(todo.pop())
        if row is not None and row.default_from and row.default_from not in out:
            out.add(row.default_from)
            todo.append(row.default_from)
    return frozenset(out)


def test_the_fight_phase_asks_a_units_engagement_only_when_a_question_needs_it(
    tmp_path: Path,
) -> None:
    """The Fight phase keeps each unit as it was (at each change, and when its Fight step
    began) and asks whether it was engaged only when asked who is eligible to fight
    (core/fight.py): a claim that never asks costs no more cases with the engagement drawn
    than with it stated."""
    drawn = proof_of(tmp_path, TITANIC_OVERWATCH).cases
    stated = TITANIC_OVERWATCH.replace(
        "    And any moment\n", '    And any moment\n    And "Knight" is not engaged\n'
    )
    assert drawn == proof_of(tmp_path, stated).cases
