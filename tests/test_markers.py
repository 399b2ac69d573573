"""The inner loop stays fast: every test that starts another process (a pytester subprocess, a
``subprocess.run``, an xdist ``-n`` run) or runs a long Hypothesis search (more than
:data:`LONG_SEARCH` examples) carries ``@pytest.mark.slow``, so ``pytest -m "not slow"`` skips
it. Found by reading the test modules, through their own helper functions: static criteria,
never a timing."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.syntax_trees import walk

TESTS = Path(__file__).resolve().parent
SLOW_CALLS = {"runpytest_subprocess", "run", "Popen", "check_output", "spawn_pytest"}
# A Hypothesis search of more examples than this is a long one (Hypothesis's own default is
# 100): a literal max_examples= or examples= above it, in a call, a settings object the test is
# decorated with, or the default of a helper's examples parameter that the test leaves as it is.
LONG_SEARCH = 100
EXAMPLES = ("max_examples", "examples")
# Each test module is parsed once for both guards, and only their answers are kept: each tree
# is dropped before the next file is parsed (with every tree held, the garbage collector walked
# them all again and again as the next ones were built, and parsing took three times as long).
_READ: dict[Path, tuple[list[str], list[int]]] = {}


@pytest.fixture(scope="module", autouse=True)
def _reads_dropped_after() -> Iterator[None]:
    yield
    _READ.clear()


def _read(path: Path) -> tuple[list[str], list[int]]:
    if path not in _READ:
        text = path.read_text(encoding="utf-8")
        tree = ast.parse(text)
        nodes = walk(tree)
        _READ[path] = (_unmarked(tree, nodes), _unexplained(text, tree, nodes))
    return _READ[path]


def _literal_above(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and type(node.value) is int and node.value > LONG_SEARCH


def _long_settings(tree: ast.Module) -> set[str]:
    """Module-level names bound to a call with more than LONG_SEARCH examples."""
    return {
        target.id
        for stmt in tree.body
        if isinstance(stmt, ast.Assign)
        and isinstance(stmt.value, ast.Call)
        and any(k.arg in EXAMPLES and _literal_above(k.value) for k in stmt.value.keywords)
        for target in stmt.targets
        if isinstance(target, ast.Name)
    }


def _long_default(func: ast.FunctionDef | ast.AsyncFunctionDef) -> tuple[str, int] | None:
    """The parameter of ``func`` that counts examples and defaults to a long search, with its
    position (-1 for a keyword-only one)."""
    args = func.args
    positional = [*args.posonlyargs, *args.args]
    with_default = positional[len(positional) - len(args.defaults) :]
    pairs = [(a, d, positional.index(a)) for a, d in zip(with_default, args.defaults, strict=True)]
    pairs += [
        (a, d, -1) for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True) if d is not None
    ]
    return next(
        ((a.arg, at) for a, d, at in pairs if a.arg in EXAMPLES and _literal_above(d)), None
    )


def _searches_long(
    node: ast.FunctionDef | ast.AsyncFunctionDef,
    inside: list[ast.AST],
    long_names: set[str],
    helpers: dict[str, ast.FunctionDef | ast.AsyncFunctionDef],
) -> bool:
    """Whether ``node`` (whose nodes, its own among them, are ``inside``) runs a long search."""
    if any(ast.unparse(d) in long_names for d in node.decorator_list):
        return True
    for sub in inside:
        if not isinstance(sub, ast.Call):
            continue
        given = {k.arg: k.value for k in sub.keywords if k.arg in EXAMPLES}
        if any(_literal_above(value) for value in given.values()):
            return True
        helper = helpers.get(sub.func.id) if isinstance(sub.func, ast.Name) else None
        long_default = _long_default(helper) if helper is not None else None
        if long_default is not None:
            param, at = long_default
            if param not in given and not 0 <= at < len(sub.args):
                return True  # left at its default
            if 0 <= at < len(sub.args) and _literal_above(sub.args[at]):
                return True
    return False


def _starts_a_process(inside: list[ast.AST]) -> bool:
    """Whether the code of these nodes (a function's, :func:`walk`) starts a process."""
    for sub in inside:
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


def _calls(inside: list[ast.AST]) -> set[str]:
    """The names these nodes (a function's, :func:`walk`) call."""
    return {
        sub.func.id
        for sub in inside
        if isinstance(sub, ast.Call) and isinstance(sub.func, ast.Name)
    }


def _is_slow_mark(node: ast.expr) -> bool:
    text = ast.unparse(node)
    return text in ("pytest.mark.slow", "mark.slow") or "pytest.mark.slow" in text


def unmarked_process_tests(path: Path) -> list[str]:
    """The test functions of a module that start a process or run a long Hypothesis search,
    and are not marked slow."""
    return list(_read(path)[0])


def _unmarked(tree: ast.Module, nodes: list[ast.AST]) -> list[str]:
    module_marked = any(
        isinstance(stmt, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets)
        and _is_slow_mark(stmt.value)
        for stmt in tree.body
    )
    functions = {
        stmt.name: stmt
        for stmt in nodes
        if isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef)
    }
    inside = {name: walk(func) for name, func in functions.items()}  # each walked once
    long_names = _long_settings(tree)
    slow = {
        name
        for name, func in functions.items()
        if _starts_a_process(inside[name])
        or _searches_long(func, inside[name], long_names, functions)
    }
    calls = {name: _calls(nodes) for name, nodes in inside.items()}
    changed = True
    while changed:  # a function that calls a slow helper of the module is slow too
        grown = {name for name in functions if calls[name] & slow}
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
    assert not missing, f"mark these @pytest.mark.slow (a process or a long search): {missing}"


def unexplained_slow_markers(path: Path) -> list[int]:
    """The lines of a module's ``slow`` markers (on a test or its ``pytestmark``) that do not
    say why: a comment on the marker's line, or on the line above it. The inner loop leaves a
    slow test out, so its reader should see at once what it costs (a process, xdist, a long
    search, a whole-library pass)."""
    return list(_read(path)[1])


def _unexplained(text: str, tree: ast.Module, nodes: list[ast.AST]) -> list[int]:
    lines = text.splitlines()
    marks = [
        d.lineno
        for node in nodes
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        for d in node.decorator_list
        if _is_slow_mark(d)
    ]
    marks += [
        stmt.lineno
        for stmt in tree.body
        if isinstance(stmt, ast.Assign)
        and any(isinstance(t, ast.Name) and t.id == "pytestmark" for t in stmt.targets)
        and _is_slow_mark(stmt.value)
    ]
    return sorted(
        line
        for line in marks
        if "#" not in lines[line - 1]
        and not (line >= 2 and lines[line - 2].strip().startswith("#"))
    )


def test_every_slow_marker_says_why() -> None:
    missing = [
        f"{path.relative_to(TESTS.parent)}:{line}"
        for path in sorted(TESTS.rglob("test_*.py"))
        if path != Path(__file__).resolve()
        for line in unexplained_slow_markers(path)
    ]
    assert not missing, f"say why these are slow, in a comment on the marker: {missing}"


def test_the_why_guard_reads_the_markers_line_and_the_line_above(tmp_path: Path) -> None:
    module = tmp_path / "test_example.py"
    module.write_text(
        "import pytest\n"
        "@pytest.mark.slow\ndef test_bare():\n    pass\n"
        "@pytest.mark.slow  # a subprocess\ndef test_said():\n    pass\n"
        "# slow: a long search\n@pytest.mark.slow\ndef test_said_above():\n    pass\n"
    )
    assert unexplained_slow_markers(module) == [2]


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


def test_the_guard_sees_a_long_hypothesis_search(tmp_path: Path) -> None:
    module = tmp_path / "test_example.py"
    module.write_text(
        "from hypothesis import given, settings, strategies as st\n"
        "LONG = settings(max_examples=500)\n"
        "def drawn(texts=(), examples=300):\n    return []\n"
        "@settings(max_examples=200)\n@given(st.integers())\ndef test_decorated(n):\n    pass\n"
        "@LONG\n@given(st.integers())\ndef test_named_settings(n):\n    pass\n"
        "def test_helper_default():\n    drawn()\n"
        "def test_helper_long_argument():\n    drawn(examples=400)\n"
        "def test_helper_short_argument():\n    drawn(examples=1)\n"
        "@settings(max_examples=100)\n@given(st.integers())\ndef test_default_count(n):\n"
        "    pass\n"
    )
    assert unmarked_process_tests(module) == [
        "test_decorated",
        "test_named_settings",
        "test_helper_default",
        "test_helper_long_argument",
    ]
