"""The inner loop stays fast: every test that starts another process (a pytester subprocess, a
``subprocess.run``, an xdist ``-n`` run) carries ``@pytest.mark.slow``, so ``pytest -m "not
slow"`` skips it. Found by reading the test modules, through their own helper functions."""

from __future__ import annotations

import ast
from pathlib import Path

TESTS = Path(__file__).resolve().parent
SLOW_CALLS = {"runpytest_subprocess", "run", "Popen", "check_output", "spawn_pytest"}


def _starts_a_process(node: ast.AST) -> bool:
    for sub in ast.walk(node):
        if isinstance(sub, ast.Call):
            func = sub.func
            if isinstance(func, ast.Attribute) and func.attr == "runpytest_subprocess":
                return True
            if (
                isinstance(func, ast.Attribute)
                and isinstance(func.value, ast.Name)
                and func.value.id == "subprocess"
                and func.attr in SLOW_CALLS
            ):
                return True
        if isinstance(sub, ast.Constant) and sub.value in ("-n", "--numprocesses"):
            return True
    return False


def _calls(node: ast.AST) -> set[str]:
    return {
        sub.func.id
        for sub in ast.walk(node)
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name)
    }


def _is_slow_mark(node: ast.expr) -> bool:
    text = ast.unparse(node)
    return text in ("pytest.mark.slow", "mark.slow") or "pytest.mark.slow" in text


def unmarked_process_tests(path: Path) -> list[str]:
    """The test functions of a module that start a process and are not marked slow."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    module_marked = any(
        isinstance(stmt, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets)
        and _is_slow_mark(stmt.value)
        for stmt in tree.body
    )
    functions = {
        stmt.name: stmt
        for stmt in ast.walk(tree)
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    slow = {name for name, func in functions.items() if _starts_a_process(func)}
    changed = True
    while changed:  # a function that calls a slow helper of the module is slow too
        grown = {name for name, func in functions.items() if _calls(func) & slow}
        changed = not grown <= slow
        slow |= grown
    return [
        name
        for name, func in functions.items()
        if name.startswith("test_")
        and name in slow
        and not module_marked
        and not any(_is_slow_mark(d) for d in func.decorator_list)
    ]


def test_every_test_that_starts_a_process_is_marked_slow() -> None:
    missing = [
        f"{path.relative_to(TESTS.parent)}::{name}"
        for path in sorted(TESTS.rglob("test_*.py"))
        if path != Path(__file__).resolve()
        for name in unmarked_process_tests(path)
    ]
    assert not missing, f"mark these @pytest.mark.slow: {missing}"


def test_the_guard_sees_a_process_started_through_a_helper(tmp_path: Path) -> None:
    module = tmp_path / "test_example.py"
    module.write_text(
        "import pytest\n"
        "def _run(pytester):\n    return pytester.runpytest_subprocess()\n"
        "def test_unmarked(pytester):\n    _run(pytester)\n"
        "@pytest.mark.slow\ndef test_marked(pytester):\n    _run(pytester)\n"
        "def test_in_process(pytester):\n    pytester.runpytest()\n"
    )
    assert unmarked_process_tests(module) == ["test_unmarked"]
