"""The one guard (issue 21): an exception that is not a rules error, raised inside a step or a
property draw, ends as a clear error naming the file, the line, the step and the input."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.properties import draw
from ruleslawyer.properties.search import run_property
from ruleslawyer.scenario import runner
from ruleslawyer.scenario.errors import PropertyUndecided, ScenarioInputError
from ruleslawyer.scenario.registry import StepDef
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

FAILURES: list[BaseException] = [
    KeyError("X"),
    ValueError("invalid literal for int() with base 10: '\u00b2'"),
    TypeError("unsupported operand"),
    IndexError("string index out of range"),
    AttributeError("'NoneType' object has no attribute 'name'"),
    ZeroDivisionError("division by zero"),
    RecursionError("maximum recursion depth exceeded"),
    RuntimeError("Symlink loop"),
    OSError(30, "Read-only file system"),
    UnicodeDecodeError("utf-8", b"\xff", 0, 1, "invalid start byte"),
    AssertionError(),
    MemoryError(),
    OverflowError("int too large"),
    type("OwnError", (Exception,), {})("a step library's own error"),
]

_FAIL_WITH: list[BaseException] = []


@pytest.fixture
def failing_step(monkeypatch: pytest.MonkeyPatch) -> None:
    """Every When step raises ``_FAIL_WITH[0]``, as a broken step function would."""
    real = runner.call_step

    def call(state: ScenarioState, definition: StepDef, args: dict[str, object]) -> None:
        if definition.kind == "when":
            raise _FAIL_WITH[0]
        real(state, definition, args)

    monkeypatch.setattr(runner, "call_step", call)


STEPS = [
    StepLine("given", "Given", 'a unit "Squad"', 3),
    StepLine("when", "When", "the game advances to player A's Shooting phase", 4),
]


@pytest.mark.parametrize("failure", FAILURES, ids=lambda e: type(e).__name__)
def test_no_exception_type_escapes_a_step(failing_step: None, failure: BaseException) -> None:
    _FAIL_WITH[:] = [failure]
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(new_state(None), STEPS, "guard.feature")
    error = caught.value
    assert (error.path, error.line) == ("guard.feature", 4)
    assert error.word == "the game advances to player A's Shooting phase"
    assert type(failure).__name__ in error.render()
    assert "guard.feature:4:" in error.render()


def test_a_keyboard_interrupt_is_not_swallowed(failing_step: None) -> None:
    _FAIL_WITH[:] = [KeyboardInterrupt()]
    with pytest.raises(KeyboardInterrupt):
        run_steps(new_state(None), STEPS, "guard.feature")


PROPERTY = [
    StepLine("given", "Given", 'any unit "Squad"', 3),
    StepLine("then", "Then", '"Squad" is not battle-shocked', 4),
]


@pytest.mark.parametrize("failure", FAILURES[:6], ids=lambda e: type(e).__name__)
def test_no_exception_type_escapes_a_draw(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, failure: BaseException
) -> None:
    def broken(*args: object) -> None:
        raise failure

    monkeypatch.setattr(draw.Drawer, "fill", broken)
    feature = tmp_path / "prop.feature"
    with pytest.raises(PropertyUndecided) as caught:
        run_property(PROPERTY, feature, "prop.feature", "F", "S", 5, b"k", tmp_path, ci=True)
    error = caught.value.error
    assert error.path == "prop.feature" and error.line == 4
    assert type(failure).__name__ in error.render()


def test_a_long_input_is_cut_short_in_the_message(failing_step: None) -> None:
    _FAIL_WITH[:] = [ValueError("x" * 10_000)]
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(new_state(None), STEPS, "guard.feature")
    assert len(caught.value.render()) < 1_000
