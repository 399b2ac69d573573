"""The walk the code-reading tests share gives ``ast.walk``'s nodes in ``ast.walk``'s order."""

from __future__ import annotations

import ast
from pathlib import Path

from tests.syntax_trees import SyntaxTrees, walk

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


def test_each_file_is_parsed_and_walked_once_until_cleared(tmp_path: Path) -> None:
    path = tmp_path / "one.py"
    path.write_text("x = 1\n", encoding="utf-8")
    trees = SyntaxTrees()
    tree, nodes = trees.tree(path), trees.nodes(path)
    path.write_text("y = 2\n", encoding="utf-8")
    assert trees.tree(path) is tree and trees.nodes(path) is nodes
    assert trees.text(path) == "x = 1\n"
    trees.clear()
    assert trees.text(path) == "y = 2\n"
    assert [type(n).__name__ for n in trees.nodes(path)] == [
        type(n).__name__ for n in ast.walk(ast.parse("y = 2\n"))
    ]
