"""``--ruleslawyer-export-steps``: plain stubs for the Cucumber language server, nothing run."""

from __future__ import annotations

import ast
import importlib
import json
import re
from typing import TYPE_CHECKING

import pytest

from ruleslawyer.core import MoveKind, Phase
from ruleslawyer.core.clock import PLAYERS
from ruleslawyer.core.eligibility import MOVE_REASONS
from ruleslawyer.core.units import UNSTATED_MOVES
from ruleslawyer.editor import export, vocabulary
from ruleslawyer.scenario.registry import REGISTRY

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, Output

importlib.import_module("ruleslawyer.steps")  # registers the step library

FEATURE = """
    Feature: anything
      Scenario: it would fail if it ran
        Given a unit "Squad"
        Then "Squad" is battle-shocked
"""


def test_the_export_writes_stubs_prints_the_settings_and_runs_nothing(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".feature", FEATURE)
    result = pytester.runpytest("--ruleslawyer-export-steps=editor/steps_glue.py")
    assert_clean(result)
    assert result.ret == 0
    text = output(result)
    assert "failed" not in text and "passed" not in text  # no scenario ran
    written = pytester.path / "editor" / "steps_glue.py"
    source = written.read_text(encoding="utf-8")
    module = ast.parse(source)
    assert not [n for n in ast.walk(module) if isinstance(n, ast.Import | ast.ImportFrom)]
    docstring = ast.get_docstring(module) or ""
    settings = json.loads(docstring[docstring.index("{") : docstring.rindex("}") + 1])
    assert settings["cucumber.glue"] == ["editor/steps_glue.py"]
    assert json.dumps(settings, indent=2) in text  # also printed
    names = {t["name"] for t in settings["cucumber.parameterTypes"]}
    decorated = [
        d.func.id
        for n in module.body
        if isinstance(n, ast.FunctionDef)
        for d in n.decorator_list
        if isinstance(d, ast.Call) and isinstance(d.func, ast.Name)
    ]
    assert len(decorated) >= len(list(REGISTRY))
    assert set(decorated) == {"given", "when", "then"}
    used = set(re.findall(r"\{(\w+)\}", "".join(s.expression for s in export.stubs())))
    assert used - {"int"} == names


def test_a_path_not_ending_py_is_a_usage_error(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".feature", FEATURE)
    result = pytester.runpytest("--ruleslawyer-export-steps=glue.txt")
    assert_clean(result)
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    assert "--ruleslawyer-export-steps=glue.txt" in output(result)
    assert "must end in .py" in output(result)
    assert not (pytester.path / "glue.txt").exists()


def _type_regexp(name: str) -> re.Pattern[str]:
    return re.compile(export.parameter_types()[name])


def test_closed_slots_are_the_cores_own_values() -> None:
    move = _type_regexp("move")
    for kind in MoveKind:
        assert bool(move.fullmatch(kind.value)) is (kind not in UNSTATED_MOVES)
        assert bool(move.fullmatch(kind.value.upper())) is (kind not in UNSTATED_MOVES)
    assert move.fullmatch("falls back") is None
    phase = _type_regexp("phase")
    assert all(phase.fullmatch(p.value.lower()) for p in Phase)
    assert phase.fullmatch("Psychic") is None
    player = _type_regexp("player")
    assert all(player.fullmatch(p) for p in PLAYERS)
    assert player.fullmatch("C") is None
    reason = _type_regexp("reason")
    assert all(reason.fullmatch(r.text) for r in MOVE_REASONS)
    assert reason.fullmatch("player B does not have enough CP")
    assert reason.fullmatch("it is engaged.")
    assert reason.fullmatch("it is engagd") is None
    assert vocabulary.closed("unit") is None


def test_a_choice_of_endings_is_an_alternation_and_a_choice_of_phrases_two_stubs() -> None:
    by_template = {s.template: s for s in REGISTRY}
    kinds = {"unit": {""}, "move": {"word"}}
    models = by_template['"{unit}" has {n:int} model[s|] left']
    assert export.expressions(models, kinds) == ['"{unit}" has {int} models/model left']
    made = by_template['"{unit}" made [a|an] {move:word} move this turn']
    assert export.expressions(made, kinds) == ['"{unit}" made a/an {move} move this turn']


@pytest.mark.parametrize(
    "expression",
    [
        '"{unit}" is within 12" of an enemy unit',
        'player {player}\'s army from the roster "{path}"',
        "it is engaged (or not) with {unit}",
        "it is player {player}'s turn",
    ],
)
def test_each_stub_is_python_the_language_server_reads_back_verbatim(expression: str) -> None:
    literal = export._python_string(expression)
    node = ast.parse(literal, mode="eval").body
    assert eval(literal, {"__builtins__": {}}) == expression  # only string literals and +
    if isinstance(node, ast.Constant):
        # A plain string is read as its text between the quotes, and as a regular expression
        # if it looks like one: so a plain string is used only when it does not.
        assert literal[1:-1] == expression
        assert not re.search(r"[().*\\|]", expression)
    else:
        # Pieces joined by +: each read between its quotes, the whole as a Cucumber Expression.
        pieces = [n.value for n in ast.walk(node) if isinstance(n, ast.Constant)]
        assert "".join(str(p) for p in pieces) == expression
        assert "\\" not in literal
