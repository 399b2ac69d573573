"""The step library as pytest-bdd step definitions, for a plain ``scenarios()`` module.

The plugin registers this module, so its step fixtures are visible to every test module: a
pytest-bdd user binds our steps with ``scenarios("some.feature")`` and nothing else. Each step
is found by the same matcher as a directly collected scenario (:meth:`Registry.resolve`: a
definition's parser accepts a text exactly when ``resolve`` picks that definition for it, so
pytest-bdd never sees two candidates) and runs through the same code (:func:`runner.call_step`).
A Given definition is bound a second time as a When step, for a Given phrase after a When.
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, then, when
from pytest_bdd.parsers import StepParser
from pytest_bdd.scenario import scenario_wrapper_template_registry

from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind
from ruleslawyer.scenario.runner import call_step
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

STATE_FIXTURE = "ruleslawyer_state"


@pytest.fixture(name=STATE_FIXTURE)
def ruleslawyer_state(request: pytest.FixtureRequest) -> ScenarioState:
    """A fresh scenario world; board paths are relative to the scenario's feature file."""
    function = getattr(request.node, "function", None)
    template = scenario_wrapper_template_registry.get(function) if function else None
    feature = Path(template.feature.filename) if template is not None else request.node.path
    return ScenarioState(feature)


class _Resolved(StepParser):
    """Accepts a line of a kind exactly when the registry resolves it to this definition."""

    def __init__(self, definition: StepDef, kind: StepKind) -> None:
        super().__init__(definition.template)
        self.definition = definition
        self.kind = kind

    def parse_arguments(self, name: str) -> dict[str, Any] | None:
        # pytest-bdd asks every step definition whether it matches each step: the registry
        # keeps each text's answer (until a step is added), so it is looked up once.
        found = REGISTRY.resolved(self.kind, name)
        if found is None or found[0] is not self.definition:
            return None
        return found[1]

    def is_matching(self, name: str) -> bool:
        return self.parse_arguments(name) is not None


def _bound(definition: StepDef) -> Callable[..., None]:
    slots = list(definition.regex.groupindex)
    wants = inspect.signature(definition.func).parameters
    extra = [name for name in ("datatable", "docstring") if name in wants]

    def step(**kwargs: Any) -> None:
        state: ScenarioState = kwargs.pop(STATE_FIXTURE)
        args = {name: kwargs.get(name) for name in slots + extra}
        call_step(state, definition, args)

    parameters = [inspect.Parameter(STATE_FIXTURE, inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    parameters += [
        inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None)
        for name in slots + extra
    ]
    step.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    step.__name__ = definition.func.__name__
    return step


# pytest-bdd puts each step's fixture among its caller's locals: this module's, so the loop
# runs at module level (its fixtures are declarations made at import, like the registry's).
_DECORATORS = {"given": given, "when": when, "then": then}
for _definition in REGISTRY:
    _step = _bound(_definition)
    _DECORATORS[_definition.kind](_Resolved(_definition, _definition.kind))(_step)
    if _definition.kind == "given":
        when(_Resolved(_definition, "when"))(_step)


def pytest_bdd_before_step(
    request: pytest.FixtureRequest, feature: Any, scenario: Any, step: Any, step_func: Any
) -> None:
    """The steps above this one, as a directly collected scenario's runner hands them to a step
    (``runner.run_steps``): 18.5's `changed that verdict` replays them."""
    if STATE_FIXTURE not in request.fixturenames:
        return  # a scenario of someone else's steps
    state: ScenarioState = request.getfixturevalue(STATE_FIXTURE)
    steps = list(scenario.steps)
    index = next((i for i, s in enumerate(steps) if s is step), len(steps))
    state.steps_before = tuple(_step_line(s) for s in steps[:index])


def _step_line(step: Any) -> StepLine:
    table = step.datatable.raw() if step.datatable is not None else None
    return StepLine(
        step.type,
        step.keyword.strip(),
        step.name,
        step.line_number,
        datatable=tuple(tuple(str(cell) for cell in row) for row in table) if table else None,
        docstring=step.docstring,
        background=step.background is not None,
    )
