"""Running one scenario's steps against a fresh :class:`ScenarioState`.

Shared by the collected items, the property search and the pytest-bdd binding, so every way of
running a scenario reports failures the same way: file, line, the offending word, a suggestion.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.errors import ImpossibleEvent
from ruleslawyer.scenario.errors import (
    BoardError,
    Disagreement,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine


@cache
def _wants(func: Callable[..., None]) -> frozenset[str]:
    return frozenset(inspect.signature(func).parameters)


def find_step(kind: StepKind, step: StepLine, path: str) -> tuple[StepDef, dict[str, object]]:
    # A When line may state a Given phrase (never a Then line): see Registry.resolve.
    found = REGISTRY.resolve(kind, step.text)
    if found is None:
        close = REGISTRY.closest(kind, step.render())
        raise ScenarioInputError(
            path,
            step.line,
            f"no step matches {step.render()!r}",
            word=step.text,
            suggestion=" | ".join(close) if close else None,
            step=step,
        )
    return found


def call_step(state: ScenarioState, definition: StepDef, args: dict[str, object]) -> None:
    """Run one step definition; the first When or Then first builds (and checks) the game."""
    if definition.kind != "given" and not state.built:
        state.game  # noqa: B018 - impossible states are checked at the first When or Then
    elif definition.kind == "given" and state.built and "roll" not in definition.pins:
        # A given roll stands for the rolls still to come, so it may follow a When step.
        raise RulesInputError(
            "this Given sets up the board, which is fixed once the first When or Then step "
            "has run; move it above them (or state what happens with a When step)",
            word=definition.phrase,
        )
    state.named_unit = str(args["unit"]) if isinstance(args.get("unit"), str) else None
    if state.built and isinstance(args.get("unit"), str):
        # Once the game is built, any part's name means its whole attached unit (19.01).
        args = {**args, "unit": state.canonical(str(args["unit"]))}
    definition.func(state, **args)


def run_step(state: ScenarioState, step: StepLine, path: str) -> None:
    definition, args = find_step(step.kind, step, path)
    state.line = step.line
    wants = _wants(definition.func)
    if "datatable" in wants:
        args["datatable"] = [list(row) for row in step.datatable] if step.datatable else None
    elif step.datatable:
        raise ScenarioInputError(
            path, step.line, "this step takes no table", word=step.text, step=step
        )
    if "docstring" in wants:
        args["docstring"] = step.docstring
    try:
        call_step(state, definition, args)
    except RulesInputError as exc:
        # A board error knows its own file and line (the YAML file, or the doc string's line).
        line, where = (exc.line, exc.path) if isinstance(exc, BoardError) else (step.line, path)
        raise ScenarioInputError(
            where,
            line,
            exc.message,
            word=exc.word,
            suggestion=exc.suggestion,
            step=step,
            impossible=isinstance(exc, ImpossibleEvent),
        ) from None
    except Disagreement as exc:
        raise ScenarioDisagreement(path, step, exc) from None


def run_steps(
    state: ScenarioState,
    steps: Sequence[StepLine],
    path: str,
    after_step: Callable[[StepLine, BaseException | None], None] | None = None,
) -> None:
    state.shown_path = path
    for step in steps:
        try:
            run_step(state, step, path)
        except BaseException as exc:
            if after_step is not None:
                after_step(step, exc)
            raise
        if after_step is not None:
            after_step(step, None)
    if not state.built:
        try:
            state.game  # noqa: B018 - a scenario of Givens alone still checks its state
        except RulesInputError as exc:
            last = steps[-1].line if steps else None
            raise ScenarioInputError(
                path, last, exc.message, word=exc.word, suggestion=exc.suggestion
            ) from None


def new_state(feature: Path | None) -> ScenarioState:
    return ScenarioState(feature)
