"""The property layer asks the core (issue 9, item 2): what may be drawn follows the core's bars,
defaults and forms, and what a Given pins is the registry's metadata, not a function's name.
"""

from __future__ import annotations

import copy
import dataclasses
import importlib
from collections.abc import Iterator
from contextlib import contextmanager

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ruleslawyer.core import ActionState, Phase, Reason, Unit, clock
from ruleslawyer.core import actions as core_actions
from ruleslawyer.core.references import RuleRef
from ruleslawyer.core.starts import STARTS_FORMS
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.scenario.counterexample import render_counterexample
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.registry import REGISTRY, StepDef
from ruleslawyer.scenario.runner import run_step, run_steps
from ruleslawyer.scenario.state import ScenarioState, UnitDraft
from ruleslawyer.scenario.step_line import StepLine
from ruleslawyer.scenario.unit_givens import unit_lines

importlib.import_module("ruleslawyer.steps")  # registers the step library

OPEN = ("any moment", 'any unit "U"', 'any Action "Task"')


def given_lines(*texts: str) -> list[StepLine]:
    return [StepLine("given", "Given", text, n) for n, text in enumerate(texts, 1)]


def drawn(texts: tuple[str, ...] = OPEN, examples: int = 300) -> list[ScenarioState]:
    """The states a property scenario of these Given steps is run on, one per example."""
    states: list[ScenarioState] = []
    steps = given_lines(*texts)

    @settings(
        max_examples=examples,
        derandomize=True,
        database=None,
        deadline=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(st.data())
    def run(data: st.DataObject) -> None:
        state = ScenarioState(None)
        state.drawer = Drawer(data)
        run_steps(state, steps, "drawn.feature")
        states.append(state)

    run()
    return states


def performing(state: ScenarioState) -> bool:
    return bool(state.units["U"].started)


MONSTER_BAR = Reason("it is a MONSTER unit", RuleRef("99.99", "A new rule", "no MONSTER acts"))


@contextmanager
def monster_bar(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The core with one more bar on starting an Action: MONSTER units never start one."""
    bars = (*core_actions.BARS, (MONSTER_BAR, lambda ask: ask.unit.has("MONSTER")))
    with monkeypatch.context() as patch:
        patch.setattr(core_actions, "BARS", bars)
        yield


# -- the search follows the core's bars ------------------------------------------------------------
@pytest.mark.slow  # a long Hypothesis search (tests/test_markers.py)
def test_a_bar_added_to_the_core_changes_what_the_search_draws(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    before = [s for s in drawn() if performing(s)]
    assert any("MONSTER" in (s.units["U"].keywords or ()) for s in before)

    with monster_bar(monkeypatch):
        after = [s for s in drawn() if performing(s)]
    assert after, "no example drew a unit performing the Action"
    assert not [s for s in after if "MONSTER" in (s.units["U"].keywords or ())]
    # Units that do not perform the Action may still be MONSTERs: only the bar changed.
    with monster_bar(monkeypatch):
        idle = [s for s in drawn() if not performing(s)]
    assert any("MONSTER" in (s.units["U"].keywords or ()) for s in idle)


@pytest.mark.slow  # a long Hypothesis search (tests/test_markers.py)
def test_every_drawn_performer_is_one_the_core_lets_perform() -> None:
    """The drawer's notion of "could have started this turn and performs it now" is the core's:
    no start bar held at the start, UNITS allows it, and the game has not completed it. A start
    drawn with battle-shock is one that battle-shock then ended (contract 18.9; 01.07): the core
    answers it failed, and the draw offers both."""
    states = [s for s in drawn(examples=400) if performing(s)]
    assert len(states) > 20
    shocked = 0
    for state in states:
        game = state.game
        unit = game.unit("U")
        assert not core_actions.bars_at_its_start(unit, game.now)
        assert game.action("Task").units.allows(unit)
        (performance,) = game.performer.performances_of("U", "Task")
        if unit.battle_shocked:
            shocked += 1
            assert performance.state is ActionState.FAILED, state.moment
        else:
            assert performance.state is ActionState.PERFORMING, state.moment
    assert 0 < shocked < len(states)


def test_bars_at_its_start_are_the_start_bars_of_the_unit_as_it_was() -> None:
    now = clock.in_phase(2, "A", Phase.SHOOTING, "A")
    unit = Unit("U", battle_shocked=True, engaged=True)
    assert core_actions.bars_at_its_start(unit, now) == []
    assert core_actions.unit_bars(unit, now)  # ... though both bar a start now
    off = dataclasses.replace(unit, on_battlefield=False)
    assert core_actions.bars_at_its_start(off, now) == [core_actions.R_OFF]


# -- defaults and forms are the core's ---------------------------------------------------------
def test_the_default_unit_is_the_unit_dataclass_defaults() -> None:
    for field in dataclasses.fields(Unit):
        if field.name != "name":
            assert getattr(DEFAULT_UNIT, field.name) == field.default, field.name


def test_a_unit_drawn_at_every_default_is_rendered_as_one_line() -> None:
    draft = UnitDraft("U", None, open=True)
    for field in dataclasses.fields(Unit):
        if hasattr(draft, field.name) and field.name != "name":
            setattr(draft, field.name, getattr(DEFAULT_UNIT, field.name))
    draft.moves, draft.started = (), ()
    assert unit_lines(draft) == ['a unit "U"']


@pytest.mark.slow  # a long Hypothesis search (tests/test_markers.py)
def test_the_drawn_rows_are_the_core_forms() -> None:
    states = drawn(("any moment", 'any Action "Task"'), examples=200)
    starts = {s.actions["Task"].starts.text for s in states}
    completes = {s.actions["Task"].rows()["COMPLETES"] for s in states}
    assert starts <= set(STARTS_FORMS)
    assert completes <= set(core_actions.COMPLETES_FORMS)
    assert len(completes) > 1 and len(starts) > 1


# -- pins: the registry's metadata, never a function's name ---------------------------------------
def _example_line(step: StepDef) -> StepLine:
    assert step.example is not None
    first, *rest = step.example.splitlines()
    keyword, _, text = first.partition(" ")
    table = tuple(
        tuple(c.strip() for c in row.strip().strip("|").split("|"))
        for row in rest
        if row.strip().startswith("|")
    )
    doc = [r.strip() for r in rest if not r.strip().startswith("|")]
    docstring = "\n".join(doc[1:-1]) if doc and doc[0] == '"""' else None
    return StepLine(step.kind, keyword, text, 1, table or None, docstring)


def _snapshot(state: ScenarioState) -> dict[str, object]:
    return {
        "unit": copy.deepcopy({n: dataclasses.asdict(d) for n, d in state.units.items()}),
        "moment": dataclasses.asdict(state.moment),
        "action": dict(state.actions),
        "roll": dict(state.rolls),
    }


def test_every_given_declares_what_it_pins() -> None:
    """Run each Given's own example on a state where its unit and Action exist: whatever it
    changes (a unit's facts, the moment, an Action, a roll) it must declare in ``pins``."""
    checked = 0
    for step in REGISTRY:
        if step.kind != "given" or step.template.startswith("any "):
            continue
        line = _example_line(step)
        found = REGISTRY.find("given", line.text)
        assert found is not None and found[0] is step
        state = ScenarioState(None)
        for name in ("Squad", "Knight", "Vehicle", "Boyz", "Intercessors"):
            state.add_unit(name)
        before = _snapshot(state)
        try:
            run_step(state, line, "pins.feature")
        except ScenarioInputError:
            continue  # an example that needs a file (a board path): nothing to compare
        after = _snapshot(state)
        changed = {what for what in before if before[what] != after[what]}
        assert changed <= step.pins, f"{step.template!r} changes {changed}, pins {step.pins}"
        checked += 1
    assert checked >= 25


def test_renaming_step_functions_cannot_change_a_counterexample(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    steps = [
        *given_lines(
            "any moment",
            'any unit "U"',
            'any Action "Task"',
            "it is player B's Shooting phase",
            '"U" is battle-shocked',
            '"U" has OC 0',
        ),
        StepLine("then", "Then", '"U" can start the "Task" Action', 9),
    ]
    (state,) = drawn(tuple(s.text for s in steps if s.kind == "given"), examples=1)
    rendered = render_counterexample(state, steps, "F", "S")
    for step in REGISTRY:
        monkeypatch.setattr(step.func, "__name__", f"renamed_{id(step)}")
    assert render_counterexample(state, steps, "F", "S") == rendered
    assert "it is player B's Shooting phase in battle round" in rendered
    assert rendered.count("battle-shocked") == 1 and rendered.count("has OC 0") == 1
    assert "Given any" not in rendered and "And any" not in rendered
