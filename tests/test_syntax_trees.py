"""The walk the code-reading tests share gives ``ast.walk``'s nodes in ``ast.walk``'s order."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.syntax_trees import walk

ROOT = Path(__file__).resolve().parents[1]


def test_the_walk_is_ast_walk_node_for_node() -> None:
    for path in (ROOT / "tests" / "test_house.py", ROOT / "steps" / "_checked.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        assert walk(tree) == list(ast.walk(tree))
    # breadth first, each node's children in its fields' order
    tree = ast.parse("def f(a=1):\n    return g(a, b=2)\nx = [1, (2, 3)]\n")
    assert [type(n).__name__ for n in walk(tree)] == [type(n).__name__ for n in ast.walk(tree)]


def test_a_field_left_out_is_skipped_as_ast_walk_skips_it() -> None:
    call = ast.Call(func=ast.Name(id="f"), args=[ast.Constant(1)], keywords=[])
    del call.keywords  # a node made by hand may leave a field out
    assert walk(call) == list(ast.walk(call))
    assert len(walk(call)) == 3
