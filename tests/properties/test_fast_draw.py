"""Faster drawing (issue 22, item 4): several independent facts as one choice that still shrinks
to their simplest values, valid combinations drawn directly (no rejected example where the core
says what fits), and the chooser seam kept for other choosers."""

from __future__ import annotations

import importlib
from collections.abc import Sequence
from typing import Any

import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st
from hypothesis.errors import UnsatisfiedAssumption
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer.core import impossibilities
from ruleslawyer.core.unit_fields import FIELDS, UnitFacts
from ruleslawyer.properties import draw
from ruleslawyer.properties.choosing import Choose, each, examples
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState, unit_from_draft
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")  # registers the step library

FLAGS: list[tuple[object, ...]] = [(False, True)] * 7


class _Pairs(st.SearchStrategy[tuple[object, ...]]):
    def do_draw(self, data: ConjectureData) -> tuple[object, ...]:
        return each(Choose(data), FLAGS)


@pytest.mark.parametrize("needed", [{0}, {3}, {6}])
def test_pairs_drawn_as_one_choice_shrink_to_the_first_options_but_the_needed_one(
    needed: set[int],
) -> None:
    # One needed fact shrinks exactly; with two or more needed, the bit mask can keep a third
    # (docs/performance.md, issue 22).
    def fails(values: tuple[object, ...]) -> bool:
        return all(values[i] is True for i in needed)

    found = find(_Pairs(), fails)
    assert found == tuple(i in needed for i in range(len(FLAGS)))


def test_another_chooser_is_asked_once_per_domain_in_order() -> None:
    asked: list[Sequence[Any]] = []

    def last(options: Sequence[Any]) -> Any:
        asked.append(options)
        return options[-1]

    domains = [("a", "b"), ("c", "d"), ("e", "f", "g")]
    assert each(last, domains) == ("b", "d", "g")
    assert asked == domains
    assert each(last, FLAGS[:2]) == (True, True)  # pairs too: an enumerator walks each one


def test_the_free_flags_are_read_by_no_other_draw() -> None:
    free = {row.name for row in draw._FREE_FLAGS}
    assert UnitFacts.battle_shocked.name in free
    # engaged bounds a fit, in_reserves conditions repositioned and defaults on_battlefield:
    # drawn in the table's order, never together.
    assert not free & {"engaged", "on_battlefield", "in_reserves", "declared_charge", "player"}
    for row in FIELDS:
        assert row.only_when is None or row.only_when[0] not in free
        assert row.default_from not in free


OFF = (
    "any moment",
    'any unit "U"',
    'any Action "Task"',
    '"U" is off the battlefield',
)


def _run(texts: tuple[str, ...], examples_run: int) -> tuple[int, list[ScenarioState]]:
    steps = [StepLine("given", "Given", text, n) for n, text in enumerate(texts, 1)]
    rejected, states = [0], []

    @settings(
        max_examples=examples_run,
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
            state.game  # noqa: B018 - the draw happens when the game is built
        except UnsatisfiedAssumption:
            rejected[0] += 1
            raise
        states.append(state)

    run()
    return rejected[0], states


def test_a_charge_declared_is_never_drawn_beside_what_rules_it_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """No example is rejected for a charge declared beside an Advance or Fall Back move or the
    AIRCRAFT keyword (11.02, 23.04): they are drawn among the values that fit beside it. (Other
    facts' combinations may still be rejected; the whole unit is always asked.)"""
    refused: list[str] = []
    original = impossibilities

    def impossibilities_seen(unit: Any) -> list[tuple[str, str]]:
        found = original(unit)
        refused.extend(field for field, _ in found)
        return found

    monkeypatch.setattr(draw, "impossibilities", impossibilities_seen)
    _, states = _run(OFF, 200)
    assert len(states) == 200
    assert "declared_charge" not in refused
    now = [s.start_moment() for s in states]
    units = [
        unit_from_draft(s.units["U"], m.turn_key, m.phase_key)
        for s, m in zip(states, now, strict=True)
    ]
    assert not [u for u in units if impossibilities(u)]
    # The charge declared and the moves that rule it out were both drawn, never together.
    assert any(u.charges_declared for u in units) and any(u.moves for u in units)
