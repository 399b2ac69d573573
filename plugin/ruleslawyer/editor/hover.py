"""Hover on a step: its phrase and the clauses it decides.

The clauses are the ones the core weighs for this step in this scenario: the scenario runs in
process through the runner up to and including the step, and the game's consultations since
the step began are its clauses (``Game.consulted_since``). The step's verdict is not shown.
"""

from __future__ import annotations

import contextlib
from pathlib import Path

from ruleslawyer.core import RuleRef, RulesInputError
from ruleslawyer.editor.check import cases_of, relative
from ruleslawyer.editor.context import step_at
from ruleslawyer.scenario.any_rule import leaves_open
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.runner import new_state, run_step


def hover(text: str, path: Path, rootdir: Path, line: int) -> str | None:
    """Markdown for the step on ``line`` (0-based), or None if there is no step there."""
    lines = text.splitlines()
    step = step_at(lines, line)
    if step is None:
        return None
    found = REGISTRY.resolve(step.kind, step.text)
    if found is None:
        return f"No phrase matches `{step.text}`."
    definition = found[0]
    head = f"**{definition.kind.capitalize()} {definition.phrase}** ({definition.module} steps)"
    if definition.kind == "given":
        return f"{head}\n\nStates a fact of the board; the rules decide nothing here."
    clauses, why = decided(text, path, rootdir, line + 1)
    if clauses is None:
        return f"{head}\n\n{why}"
    if not clauses:
        return f"{head}\n\nNo clause is weighed for this step here."
    listed = "\n".join(f"- {rule.section} {rule.heading}: {rule.name}" for rule in clauses)
    return f"{head}\n\nClauses this step decides by, here:\n{listed}"


def decided(
    text: str, path: Path, rootdir: Path, number: int
) -> tuple[tuple[RuleRef, ...] | None, str]:
    """The clauses the step on line ``number`` (1-based) weighs, or None and why not."""
    shown = relative(path, rootdir)
    try:
        scenarios = cases_of(text, shown)
    except ScenarioInputError as error:
        return None, f"The file cannot be read: {error.message}"
    case = next((c for c in scenarios if any(s.line == number for s in c.steps)), None)
    if case is None:
        return None, "This step is in no scenario."
    if any(s.kind == "given" and leaves_open(s.text) for s in case.steps):
        return None, "In a property scenario the clauses depend on the example drawn."
    state = new_state(path)
    try:
        for step in case.steps:
            if step.kind != "given":
                # Built first, so the clauses weighed only to build the board are not its own.
                state.game  # noqa: B018
            mark = len(state.game.consultations) if state.built else 0
            with contextlib.suppress(ScenarioDisagreement):  # no verdicts: only the clauses
                run_step(state, step, shown)
            if step.line == number:
                return state.game.consulted_since(mark), ""
    except (ScenarioInputError, RulesInputError) as error:
        return None, f"The scenario stops before this step: {error.message}"
    return None, "This step is in no scenario."
