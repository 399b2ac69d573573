"""The step library as pytest-bdd step definitions, for a plain ``scenarios()`` module.

The plugin registers this module, so its step fixtures are visible to every test module: a
pytest-bdd user binds our steps with ``scenarios("some.feature")`` and nothing else. Each step
runs through the same code as a directly collected scenario (:func:`runner.call_step`).
"""

from __future__ import annotations

import importlib
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import given, parsers, then, when
from pytest_bdd.scenario import scenario_wrapper_template_registry

from ruleslawyer.scenario.registry import REGISTRY, StepDef
from ruleslawyer.scenario.runner import call_step
from ruleslawyer.scenario.state import ScenarioState

importlib.import_module("ruleslawyer.steps")

STATE_FIXTURE = "ruleslawyer_state"


@pytest.fixture(name=STATE_FIXTURE)
def ruleslawyer_state(request: pytest.FixtureRequest) -> ScenarioState:
    """A fresh scenario world; board paths are relative to the scenario's feature file."""
    function = getattr(request.node, "function", None)
    template = scenario_wrapper_template_registry.get(function) if function else None
    feature = Path(template.feature.filename) if template is not None else request.node.path
    return ScenarioState(feature)


def _bound(definition: StepDef) -> Callable[..., None]:
    slots = list(definition.regex.groupindex)
    wants = inspect.signature(definition.func).parameters
    extra = [name for name in ("datatable", "docstring") if name in wants]

    def step(**kwargs: Any) -> None:
        state: ScenarioState = kwargs.pop(STATE_FIXTURE)
        args: dict[str, Any] = {}
        for name in slots:
            value = kwargs.get(name)
            args[name] = int(value) if name in definition.ints and value is not None else value
        for name in extra:
            args[name] = kwargs.get(name)
        call_step(state, definition, args)

    parameters = [inspect.Parameter(STATE_FIXTURE, inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    parameters += [
        inspect.Parameter(name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None)
        for name in slots + extra
    ]
    step.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    step.__name__ = definition.func.__name__
    return step


_DECORATORS = {"given": given, "when": when, "then": then}
for _definition in REGISTRY:
    _DECORATORS[_definition.kind](parsers.re(_definition.regex.pattern))(_bound(_definition))
