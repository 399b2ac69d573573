"""The unit field table: one row per unit fact, and the core's Unit, bounds and defaults agree
with it."""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest

from ruleslawyer.core import Unit, impossibilities
from ruleslawyer.core.unit_fields import (
    BY_CALLED,
    BY_NAME,
    FIELDS,
    Bounds,
    Choices,
    HasFacts,
    Kind,
    Span,
    UnitFacts,
    UnitField,
)
from ruleslawyer.core.units import DEFAULT_UNIT

# Unit fields no Given states as such: the name, what events do to a unit, the stamped stores
# of this turn's facts, and what a datasheet or an attached unit gives.
NOT_STATED = {
    "name",
    "more",  # the facts of rows with no field of their own (a row added to the table)
    "destroyed",
    "moves",
    "actions_started",
    "shot_in",
    "charges_declared",
    "datasheet",
    "lds",
    "ocs",
    "transport_excludes",  # a datasheet TRANSPORT's, from the data only (18.02)
    "parts",
    "parts_gone",
    "part_facts",
    "fights_first_parts",  # `has the Fights First ability`, naming a part (24.13)
    "overrun_selected",
    "models_in_range",  # measured from positions (contract §19.5), never stated
    "part_models_in_range",  # the same, part by part for an attached unit (14.02, §19.5)
    # Stamped with the phase or turn they happened in (stated through this-turn rows).
    "embarked_in_phase",
    "set_up_turn",
    "stationary_phase",
    "stationary_turn",
    "phase_moves",
    "disembarks",
}


class Facts(UnitFacts):
    def __init__(self, **facts: object) -> None:
        self.facts = dict(facts)


def test_every_row_is_named_once_and_in_order() -> None:
    names = [row.name for row in FIELDS]
    assert len(names) == len(set(names)) and "" not in names
    assert list(BY_NAME) == names
    assert {BY_CALLED[row.called] for row in FIELDS} <= set(names)


def test_the_unit_dataclass_and_the_table_agree() -> None:
    unit_fields = {f.name: f for f in dataclasses.fields(Unit)}
    for row in FIELDS:
        if row.this_turn:
            continue
        # A row with no `Unit` field of its own is kept in `Unit.more` and read by `fact`.
        if row.name in unit_fields:
            assert unit_fields[row.name].default == row.default, row.name
        assert DEFAULT_UNIT.fact(row.name, row.default) == row.default_of(Facts()), row.name
    stored = {row.stored_as for row in FIELDS if row.stored_as is not None}
    assert stored <= set(unit_fields) and stored <= NOT_STATED
    assert all(row.this_turn for row in FIELDS if row.stored_as is not None)
    stated = {row.name for row in FIELDS}
    assert set(unit_fields) - stated == NOT_STATED - stated


def test_a_fact_nothing_states_reads_as_its_default() -> None:
    facts = Facts()
    for row in FIELDS:
        assert getattr(facts, row.name) == row.default_of(facts)
    assert Facts(starting_strength=10).models == 10
    assert Facts(w=7).wounds_left == 7
    assert Facts(in_reserves=True).on_battlefield is False
    assert Facts(engaged_only_aircraft=True).engaged is True
    stated = Facts(models=3, on_battlefield=True, in_reserves=True)
    assert (stated.models, stated.on_battlefield) == (3, True)  # stated wins over derived


def test_a_row_on_its_class_is_the_row() -> None:
    assert isinstance(UnitFacts.oc, UnitField)
    assert UnitFacts.oc is BY_NAME["oc"]


def _unit(**facts: Any) -> Unit:
    return dataclasses.replace(DEFAULT_UNIT, name="U", **facts)


def _consistent(row: UnitField[Any], value: int) -> dict[str, Any]:
    """``value`` for ``row``, with the facts it bounds or is bounded by made to fit it."""
    change: dict[str, Any] = {row.name: value}
    if row.name in ("starting_strength", "models"):
        change.update(starting_strength=max(value, 1), models=max(value, 1))
        change[row.name] = value
    if row.name == "wounds_left":  # judged only for a single model, at most W
        change.update(starting_strength=1, models=1, w=max(value, 1))
    return change


@pytest.mark.parametrize("row", [r for r in FIELDS if r.bounds is not None], ids=lambda r: r.name)
def test_the_bounds_are_what_the_core_finds_possible(row: UnitField[Any]) -> None:
    bounds = row.bounds
    assert isinstance(bounds, Bounds)
    assert impossibilities(_unit(**_consistent(row, bounds.low))) == []
    below = impossibilities(_unit(**_consistent(row, bounds.low - 1)))
    assert [BY_CALLED.get(what, what) for what, _ in below] == [row.name]
    if bounds.high is not None:
        assert impossibilities(_unit(**_consistent(row, bounds.high))) == []
        above = impossibilities(_unit(**_consistent(row, bounds.high + 1)))
        assert [BY_CALLED.get(what, what) for what, _ in above] == [row.name]


def _values(row: UnitField[Any]) -> tuple[object, ...]:
    facts = Facts()
    return row.values(lambda name: getattr(facts, name))


@pytest.mark.parametrize(
    "row", [r for r in FIELDS if isinstance(r.draw, Span | Choices)], ids=lambda r: r.name
)
def test_a_draw_domain_starts_at_the_default_and_stays_in_bounds(row: UnitField[Any]) -> None:
    values = _values(row)
    assert values[0] == row.default_of(Facts())
    assert len(set(values)) == len(values)
    if row.kind is Kind.FLAG:
        assert set(values) == {False, True}
    if row.bounds is not None:
        low, high = row.bounds.low, row.bounds.high
        numbers = [v for v in values if isinstance(v, int)]
        assert all(low <= v and (high is None or v <= high) for v in numbers)


def test_the_documented_domains() -> None:
    assert _values(BY_NAME["oc"]) == (2, 0, 1, 3, 4, 5, None)
    assert _values(BY_NAME["ld"]) == (6, 2, 3, 4, 5, 7, 8, 9, 10, 11, 12)
    assert _values(BY_NAME["starting_strength"]) == (5, *range(1, 5), *range(6, 21))
    assert _values(BY_NAME["w"]) == (2, 1, *range(3, 25))


def test_the_domains_of_the_pools_have_no_fixed_values() -> None:
    for name in ("keywords", "within", "started"):
        with pytest.raises(TypeError):
            BY_NAME[name].values(lambda _: 0)
    models = BY_NAME["models"]
    assert models.values({"starting_strength": 2}.__getitem__) == (2, 1)


def test_a_span_follows_the_facts_it_names() -> None:
    models = BY_NAME["models"].draw
    assert isinstance(models, Span)
    assert models.values({"starting_strength": 3}.__getitem__, lambda _: False) == (3, 1, 2)
    ss = BY_NAME["starting_strength"].draw
    assert isinstance(ss, Span)
    assert ss.values({"models": 18}.__getitem__, lambda name: name == "models") == (18, 19, 20)
    assert ss.values({"models": 18}.__getitem__, lambda _: False)[0] == 5


def test_a_fact_set_on_a_draft_is_kept_apart_from_the_class() -> None:
    one, two = Facts(), Facts()
    one.oc = None
    assert (one.oc, two.oc) == (None, 2)
    assert isinstance(one, HasFacts)
