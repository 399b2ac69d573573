"""Running one scenario's steps against a fresh :class:`ScenarioState`.

Shared by the collected items, the property search and the pytest-bdd binding, so every way of
running a scenario reports failures the same way: file, line, the offending word, a suggestion.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Sequence
from functools import cache
from pathlib import Path

from ruleslawyer.core import RulesInputError, Unit
from ruleslawyer.core.errors import ImpossibleEvent
from ruleslawyer.core.geometry import NUMBER_FORMS
from ruleslawyer.core.units import area_name
from ruleslawyer.scenario import attached, clashes
from ruleslawyer.scenario.errors import (
    BoardError,
    Disagreement,
    EarlierStepError,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind
from ruleslawyer.scenario.state import ScenarioState, unit_from_draft
from ruleslawyer.scenario.step_line import StepLine
from ruleslawyer.scenario.suggest import (
    curly_hint,
    curly_word,
    not_a_number,
    offending_word,
    spacing_hint,
    suggestions,
    word_for_number,
)


def _control_flow(exc: BaseException) -> bool:
    """Hypothesis's own control flow inside a property draw (an ``assume()``, a frozen data
    object) is not an error: the guard lets it through to the search, which has its own guard.
    Known by its module's name, so the engine imports no Hypothesis."""
    return type(exc).__module__.split(".")[0] == "hypothesis"


@cache
def _wants(func: Callable[..., None]) -> frozenset[str]:
    return frozenset(inspect.signature(func).parameters)


def find_step(kind: StepKind, step: StepLine, path: str) -> tuple[StepDef, dict[str, object]]:
    try:
        # A When line may state a Given phrase (never a Then line): see Registry.resolve.
        found = REGISTRY.resolved(kind, step.text)
    except RulesInputError as exc:  # a slot's value refused as it is read (a huge number)
        raise ScenarioInputError(
            path, step.line, exc.message, word=exc.word, suggestion=exc.suggestion, step=step
        ) from None
    if found is None:
        bad = not_a_number(kind, step.text)
        if bad is not None:
            raise ScenarioInputError(
                path,
                step.line,
                f"the coordinate {bad!r} is not a number; write it as {NUMBER_FORMS} (19.2)",
                word=bad,
                step=step,
            )
        spelt = word_for_number(kind, step.text)
        if spelt is not None:
            word, fixed = spelt
            raise ScenarioInputError(
                path,
                step.line,
                f"{word!r} is not a number; write it in digits",
                word=word,
                suggestion=f"{step.keyword} {fixed}",
                step=step,
            )
        close = suggestions(kind, step.keyword, step.text)
        shown = step.render()
        message = f"no step matches {shown if len(shown) <= 120 else shown[:120] + '...'!r}"
        for hint in (curly_hint(step.text), spacing_hint(step.text)):
            if hint is not None:
                message += f"; {hint}"
        raise ScenarioInputError(
            path,
            step.line,
            message,
            word=curly_word(step.text) or offending_word(kind, step.text),
            suggestion=" | ".join(close) if close else None,
            step=step,
        )
    return found


def unmatched(steps: Sequence[StepLine], path: str) -> list[ScenarioInputError]:
    """The error of each of ``steps`` that no phrase matches (or whose slot's value is refused
    as it is read), in order: a run reports them all at once, and the editor shows each."""
    found: list[ScenarioInputError] = []
    for step in steps:
        try:
            find_step(step.kind, step, path)
        except ScenarioInputError as error:
            found.append(error)
    return found


def call_step(state: ScenarioState, definition: StepDef, args: dict[str, object]) -> None:
    """Run one step definition; the first When or Then first builds (and checks) the game."""
    kind, built = definition.kind, state.built
    if kind != "given":
        if not built:
            state.game  # noqa: B018 - impossible states are checked at the first When or Then
            built = True
    elif built and "roll" not in definition.pins:
        # A given roll stands for the rolls still to come, so it may follow a When step.
        raise RulesInputError(
            "this Given sets up the board, which is fixed once the first When or Then step "
            "has run; move it above them (or state what happens with a When step)",
            word=definition.phrase,
        )
    for slot in definition.area_slots:  # every area slot's value is an area's name (§3)
        if isinstance(args.get(slot), str):
            args = {**args, slot: area_name(str(args[slot]))}
    unit = args.get("unit")
    state.named_unit = str(unit) if isinstance(unit, str) else None
    if built and isinstance(unit, str):
        # Once the game is built, any part's name means its whole attached unit (19.01).
        args = {**args, "unit": state.canonical(str(unit))}
    if kind != "then":
        if built and state.verdicts.events_mark is None:
            state.verdicts.events_mark = len(
                state.game.consultations
            )  # what built the board is not
        definition.func(state, **args)
        return
    # A Then step's verdict rests on the clauses it weighs (every bar of a "can"), and on the
    # reasons it reports (an earlier refusal, cited by the step): never on what built the board.
    # While no Then has weighed or cited anything, a Then reads what the When steps before it
    # did: its verdict rests on the clauses those events weighed.
    game = state.game
    mark, events = len(game.consultations), state.verdicts.events_mark
    try:
        definition.func(state, **args)
    except Disagreement as exc:
        state.verdicts.rules.extend(r.rule for r in exc.reasons)
        raise
    finally:
        state.verdicts.rules.extend(game.consulted_since(mark))
        if not state.verdicts.rules and events is not None:
            state.verdicts.rules.extend(game.consulted_since(events))
        state.verdicts.events_mark = len(game.consultations)


def run_step(state: ScenarioState, step: StepLine, path: str) -> None:
    """Run one step. Any exception that is not a rules error becomes :func:`unexpected`'s
    error, except a property search's own control flow."""
    definition, args = find_step(step.kind, step, path)
    state.line = step.line
    if step.background or step.kind != "given":
        # A Background's fact may be refined by a scenario's Given; a When line that states a
        # Given phrase states no Given of the scenario (clashes.check_restated).
        state.refinable_lines.add(step.line)
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
        raise _input_error(exc, step, path) from None
    except Disagreement as exc:
        raise ScenarioDisagreement(path, step, exc) from None
    except (ScenarioInputError, ScenarioDisagreement):
        raise  # already located
    except Exception as exc:
        if _control_flow(exc):
            raise
        raise unexpected(path, step, exc) from None


# The longest text of an unexpected error's message shown: a message can hold the input.
_SHOWN = 200


def unexpected(
    path: str, step: StepLine | None, exc: BaseException, line: int | None = None
) -> ScenarioInputError:
    """The one guard's error: an exception that is not a rules error (a bug of ours, or of a
    step library, met on this input) as a clear error naming the file, the line, the step and
    the input, never a traceback."""
    detail = str(exc) or "no message"
    if len(detail) > _SHOWN:
        detail = detail[:_SHOWN] + "..."
    word = step.text if step is not None else None
    if word is not None and len(word) > _SHOWN:
        word = word[:_SHOWN] + "..."
    return ScenarioInputError(
        path,
        step.line if step is not None else line,
        f"ruleslawyer could not run this {'step' if step is not None else 'scenario'} on this "
        f"input: {type(exc).__name__}: {detail} "
        "(an internal error: please report it with this scenario)",
        word=word,
        step=step,
    )


def _input_error(exc: RulesInputError, step: StepLine, path: str) -> ScenarioInputError:
    # A board error knows its own file and line (the YAML file, or the doc string's line).
    # An error about a table's cell (an unknown Action row, a bad value) is at the cell's row.
    if isinstance(exc, BoardError):
        line, where = exc.line, exc.path
    elif isinstance(exc, EarlierStepError):
        line, where = exc.line, path
    else:
        line, where = step.row_line(exc.word), path
    return ScenarioInputError(
        where,
        line,
        exc.message,
        word=exc.word,
        suggestion=exc.suggestion,
        step=step,
        impossible=isinstance(exc, ImpossibleEvent),
    )


def check_steps(state: ScenarioState, steps: Sequence[StepLine], path: str) -> None:
    """A run's checks up to the impossible-state check, and no further (the editor's): every
    step found, the Given steps run, the game built where the first When or Then step would
    build it. No When or Then step runs, so nothing is decided."""
    state.shown_path = path
    for step in steps:
        if step.kind == "given":
            run_step(state, step, path)
            continue
        find_step(step.kind, step, path)
        try:
            state.game  # noqa: B018 - impossible states are checked at the first When or Then
        except RulesInputError as exc:
            raise _input_error(exc, step, path) from None
        return
    _built(state, steps, path)


def pinned_clash(
    steps: Sequence[StepLine], feature: Path | None, path: str
) -> ScenarioInputError | None:
    """A property scenario's Given steps whose stated facts cannot hold together whatever is
    drawn (scenario/clashes.py), as a concrete scenario reports them: at the first When or Then
    step, naming the Given lines and the core's reason. None when the Givens run into another
    error, or no stated facts clash alone. Nothing is drawn."""
    state = new_state(feature)
    state.shown_path = path
    first = next((s for s in steps if s.kind != "given"), None)
    try:
        for step in steps:
            if step.kind == "given":
                run_step(state, step, path)
        now = state.start_moment()
    except (ScenarioInputError, ScenarioDisagreement, RulesInputError):
        return None
    drafts = list(state.units.values())
    fixed = None if state.open_moment else now

    def make(draft: clashes.Draft) -> Unit:
        return unit_from_draft(state.units[draft.name], now.turn_key, now.phase_key)

    parts = attached.part_names(state.units)
    found = clashes.pinned_clash([d for d in drafts if d.open], make, fixed, parts=parts)
    if found is None:
        fixed_drafts = [d for d in drafts if not d.open]
        found = clashes.pinned_clash(fixed_drafts, make, None, all_pinned=True, parts=parts)
    if found is None:
        return None
    at = first if first is not None else (steps[-1] if steps else None)
    return ScenarioInputError(
        path,
        at.line if at is not None else None,
        found.message(),
        word=found.what,
        step=first,
    )


def run_steps(
    state: ScenarioState,
    steps: Sequence[StepLine],
    path: str,
    after_step: Callable[[StepLine, BaseException | None], None] | None = None,
) -> None:
    state.shown_path = path
    for index, step in enumerate(steps):
        state.steps_before = steps[:index]
        try:
            try:
                run_step(state, step, path)
            except ScenarioInputError as exc:
                error = set_up_later(exc, step, steps[index + 1 :])
                later = () if exc.impossible else tuple(unmatched(steps[index + 1 :], path))
                raise (error.with_also(later) if later else error) from None
        except BaseException as exc:
            if after_step is not None:
                after_step(step, exc)
            raise
        if after_step is not None:
            after_step(step, None)
    _built(state, steps, path)


def _built(state: ScenarioState, steps: Sequence[StepLine], path: str) -> None:
    if not state.built:
        try:
            state.game  # noqa: B018 - a scenario of Givens alone still checks its state
        except RulesInputError as exc:
            last = steps[-1].line if steps else None
            raise ScenarioInputError(
                path, last, exc.message, word=exc.word, suggestion=exc.suggestion
            ) from None
        except Exception as exc:
            if _control_flow(exc):
                raise
            raise unexpected(path, steps[-1] if steps else None, exc) from None


def check_claims(steps: Sequence[StepLine], path: str, line: int | None) -> None:
    """A scenario with no Then step claims nothing: it would pass whatever the rules say, so
    it is an error (docs/language.md says why not a warning: a warning scrolls by in a green
    run, and the scenario's writer meant to check something)."""
    if steps and not any(step.kind == "then" for step in steps):
        raise ScenarioInputError(
            path,
            line if line is not None else steps[0].line,
            "this scenario has no Then step: it claims nothing, so it would pass whatever the "
            "rules say; add a Then step with what the rules should decide",
            word="Then",
        )


def set_up_later(
    error: ScenarioInputError, step: StepLine, later: Sequence[StepLine]
) -> ScenarioInputError:
    """A name a step needs that a Given further down sets up: say so, and where."""
    if step.kind == "given" or not error.word or error.step is None:
        return error
    quoted = f'"{error.word}"'
    found = next((s for s in later if s.kind == "given" and quoted in s.text), None)
    if found is None:
        return error
    return ScenarioInputError(
        error.path,
        error.line,
        f"{error.message}; line {found.line} sets it up ({found.render()}), but after this "
        f"{step.keyword} step: Given steps come first, so move line {found.line} above the "
        "first When or Then step",
        word=error.word,
        suggestion=error.suggestion,
        step=error.step,
        impossible=error.impossible,
    )


def new_state(feature: Path | None) -> ScenarioState:
    return ScenarioState(feature)
