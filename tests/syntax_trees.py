"""The syntax trees of the files that the tests that read our code check (tests/test_house.py,
tests/test_module_state.py, tests/test_markers.py): each file is parsed once and walked once,
however many of a test file's tests read it.

Each test file keeps its own :class:`SyntaxTrees` and clears it when its tests are done: held
for the rest of a session, the trees' millions of objects would make every later garbage
collection slower.
"""

from __future__ import annotations

import ast
from pathlib import Path


def walk(node: ast.AST) -> list[ast.AST]:
    """Every node of ``node``'s tree, ``node`` first, in the order of :func:`ast.walk` (breadth
    first, each node's children in its fields' order): the same nodes, gathered without
    ``ast.walk``'s generators of generators (a third less time on our files)."""
    found = [node]
    add, more = found.append, found.extend
    tree_node = ast.AST
    at = 0
    while at < len(found):
        here = found[at]
        at += 1
        for field in here._fields:
            try:
                value = getattr(here, field)
            except AttributeError:  # an optional field left out (as ast.iter_fields skips it)
                continue
            if isinstance(value, tree_node):
                add(value)
            elif isinstance(value, list):
                more([item for item in value if isinstance(item, tree_node)])
    return found


class SyntaxTrees:
    """Files' syntax trees and their nodes, each parsed and walked once, until :meth:`clear`."""

    def __init__(self) -> None:
        self._texts: dict[Path, str] = {}
        self._trees: dict[Path, ast.Module] = {}
        self._nodes: dict[Path, list[ast.AST]] = {}

    def text(self, path: Path) -> str:
        if path not in self._texts:
            self._texts[path] = path.read_text(encoding="utf-8")
        return self._texts[path]

    def tree(self, path: Path) -> ast.Module:
        if path not in self._trees:
            self._trees[path] = ast.parse(self.text(path))
        return self._trees[path]

    def nodes(self, path: Path) -> list[ast.AST]:
        """Every node of the file's tree, in :func:`ast.walk`'s order (:func:`walk`)."""
        if path not in self._nodes:
            self._nodes[path] = walk(self.tree(path))
        return self._nodes[path]

    def clear(self) -> None:
        self._texts.clear()
        self._trees.clear()
        self._nodes.clear()
