"""The shape of the house: the core is pure Python, the engine and the steps import no pytest,
the import graph has no cycle and no module outgrows its job."""

from __future__ import annotations

import ast
import dataclasses
import functools
import subprocess
import sys
import textwrap
from collections.abc import Iterator, Mapping
from collections.abc import Set as AbstractSet
from pathlib import Path

import pytest

from tests.syntax_trees import walk


@pytest.mark.slow  # starts another process (subprocess)
def test_the_core_imports_no_test_framework_and_no_yaml() -> None:
    script = textwrap.dedent(
        """
        import sys
        before = set(sys.modules)
        import ruleslawyer.core
        new = sorted(set(sys.modules) - before)
        outside = [
            name for name in new
            if name.split(".")[0] not in sys.stdlib_module_names
            and name != "ruleslawyer" and not name.startswith("ruleslawyer.core")
        ]
        banned = [
            name for name in sys.modules
            if name.split(".")[0] in ("pytest", "_pytest", "yaml", "hypothesis", "pytest_bdd")
        ]
        print("core", len([n for n in new if n.startswith("ruleslawyer.core")]))
        print("outside", outside)
        print("banned", banned)
        """
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=60
    )
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert int(lines["core"]) > 1
    assert lines["outside"] == "[]"
    assert lines["banned"] == "[]"


# -- the shape of the house (docs/architecture.md) -------------------------------------------------
ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "plugin" / "ruleslawyer"
STEPS = ROOT / "steps"
# Packages that must run without pytest: the engine and the step library (and the core).
PYTEST_FREE = (
    "ruleslawyer.core",
    "ruleslawyer.scenario",
    "ruleslawyer.steps",
    "ruleslawyer.editor",
)
# A backstop against a runaway module, not a target: modules are split by responsibility, and
# nothing is packed to stay under a number (issue 36, item 8).
MAX_MODULE_LINES = 1000


def module_name(path: Path) -> str:
    if path.is_relative_to(STEPS):
        parts = ["ruleslawyer", "steps", *path.relative_to(STEPS).with_suffix("").parts]
    else:
        parts = ["ruleslawyer", *path.relative_to(PACKAGE).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def sources() -> dict[str, Path]:
    files = sorted([*PACKAGE.rglob("*.py"), *STEPS.rglob("*.py")])
    return {module_name(f): f for f in files}


@dataclasses.dataclass(frozen=True)
class _Read:
    """What the tests of this file read of one of our files, all taken from one parse."""

    imports: frozenset[str]  # imported_modules
    literals: tuple[tuple[int, str], ...]  # its strings but docstrings (_literals): line, text
    # its tuples, lists and sets of two strings or more: line, the constants listed
    listed: tuple[tuple[int, list[object]], ...]
    game_writes: tuple[int, ...]
    lines: int


# Each of our files is read once for every test of this file (they read the same files; parsing
# them again for each test was most of this file's time). Only what the tests read is kept, and
# each tree is dropped before the next file is parsed: with every tree held, the garbage
# collector walked them all again and again as the next ones were built (parsing took three
# times as long), and held for the rest of a session they would slow every later collection.
_READ: dict[Path, _Read] = {}


@pytest.fixture(scope="module", autouse=True)
def _reads_dropped_after() -> Iterator[None]:
    yield
    _READ.clear()
    import_graph.cache_clear()


def _read(path: Path) -> _Read:
    if path not in _READ:
        text = path.read_text(encoding="utf-8")
        nodes = walk(ast.parse(text))
        listed: list[tuple[int, list[object]]] = []
        for node in nodes:
            if isinstance(node, ast.Tuple | ast.List | ast.Set):
                words: list[object] = [e.value for e in node.elts if isinstance(e, ast.Constant)]
                if sum(isinstance(w, str) for w in words) >= 2:
                    listed.append((node.lineno, words))
        _READ[path] = _Read(
            imports=frozenset(_imports(path, nodes)),
            literals=tuple(
                (node.lineno, node.value)
                for node in _literals(nodes)
                if isinstance(node.value, str)
            ),
            listed=tuple(listed),
            game_writes=tuple(game_writes(nodes)),
            lines=len(text.splitlines()),
        )
    return _READ[path]


def imported_modules(path: Path) -> frozenset[str]:
    """Every module ``path`` imports, at any depth of its code (type-checking imports too)."""
    return _read(path).imports


def _imports(path: Path, nodes: list[ast.AST]) -> set[str]:
    me = module_name(path)
    package = me if path.name == "__init__.py" else me.rpartition(".")[0]
    found: set[str] = set()
    for node in nodes:
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, *([node.module] if node.module else [])])
            else:
                module = node.module or ""
            found.add(module)
            found.update(f"{module}.{alias.name}" for alias in node.names)
    return found


@functools.cache
def import_graph() -> dict[str, frozenset[str]]:
    """Our modules and the modules of ours each one imports (built once: three tests read it)."""
    names = sources()
    graph: dict[str, frozenset[str]] = {}
    for name, path in names.items():
        deps: set[str] = set()
        for imported in imported_modules(path):
            while imported and imported not in names:
                imported = imported.rpartition(".")[0]
            if imported and imported != name:
                deps.add(imported)
        graph[name] = frozenset(deps)
    return graph


def cycles(graph: Mapping[str, AbstractSet[str]]) -> list[list[str]]:
    """The import cycles of ``graph``: its strongly connected parts of more than one module,
    less a package whose ``__init__`` only re-exports its own submodules."""
    found: list[list[str]] = []
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for dep in sorted(graph[node]):
            if dep not in index:
                visit(dep)
                low[node] = min(low[node], low[dep])
            elif dep in stack:
                low[node] = min(low[node], index[dep])
        if low[node] == index[node]:
            part: list[str] = []
            while True:
                top = stack.pop()
                part.append(top)
                if top == node:
                    break
            if len(part) > 1 and not _own_reexports(part):
                found.append(sorted(part))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def _own_reexports(part: list[str]) -> bool:
    packages = [n for n in part if any(m.startswith(n + ".") for m in part)]
    return bool(packages) and all(
        any(m == p or m.startswith(p + ".") for p in packages) for m in part
    )


def test_the_import_graph_has_no_cycle() -> None:
    assert cycles(import_graph()) == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"p": {"p.x"}, "p.x": {"p"}}) == []


def test_the_engine_and_the_steps_import_no_pytest() -> None:
    offenders = {
        name: sorted(i for i in imported_modules(path) if i.split(".")[0] in _PYTEST_NAMES)
        for name, path in sources().items()
        if name.startswith(PYTEST_FREE)
    }
    assert {name: found for name, found in offenders.items() if found} == {}


_PYTEST_NAMES = {"pytest", "_pytest", "pytest_bdd", "hypothesis", "xdist"}


def test_the_core_imports_nothing_of_ours_outside_the_core() -> None:
    graph = import_graph()
    outside = {
        name: sorted(d for d in deps if not d.startswith("ruleslawyer.core"))
        for name, deps in graph.items()
        if name.startswith("ruleslawyer.core")
    }
    assert {name: deps for name, deps in outside.items() if deps} == {}


def test_dependencies_point_one_way() -> None:
    """steps -> scenario -> core; nothing but the pytest plugin imports the pytest plugin."""
    graph = import_graph()
    wrong = sorted(
        (name, dep)
        for name, deps in graph.items()
        for dep in deps
        if (
            dep.startswith("ruleslawyer.pytest_plugin")
            and not name.startswith("ruleslawyer.pytest_plugin")
        )
        or (
            dep.startswith("ruleslawyer.steps")
            and name.startswith(("ruleslawyer.core", "ruleslawyer.scenario"))
        )
    )
    assert wrong == []


def test_no_module_is_over_the_size_limit() -> None:
    big = {
        name: lines
        for name, path in sources().items()
        if (lines := _read(path).lines) > MAX_MODULE_LINES
    }
    assert big == {}


# -- one keyword list, one unit field table (issue 16, items 3 and 4) ------------------------------
def _docstrings(nodes: list[ast.AST]) -> set[int]:
    found: set[int] = set()
    for node in nodes:
        body = getattr(node, "body", None)
        if isinstance(node, ast.Module | ast.FunctionDef | ast.ClassDef) and body:
            first = body[0]
            if isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant):
                found.add(id(first.value))
    return found


def _literals(nodes: list[ast.AST]) -> list[ast.Constant]:
    docs = _docstrings(nodes)
    return [
        node
        for node in nodes
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in docs
    ]


def test_a_keyword_a_rule_reads_is_spelt_only_in_core_keywords() -> None:
    from ruleslawyer.core import keywords

    spelt = {v for k, v in vars(keywords).items() if k.isupper() and isinstance(v, str)}
    found = sorted(
        f"{name}:{line}: {value}"
        for name, path in sources().items()
        if name != "ruleslawyer.core.keywords"
        for line, value in _read(path).literals
        if value in spelt
    )
    assert found == []


# Where unit facts are stated, stored and drawn: none of them lists the facts by name.
_STATES_OR_DRAWS = ("ruleslawyer.scenario", "ruleslawyer.properties", "ruleslawyer.steps")


def test_no_module_outside_core_lists_unit_facts_by_name() -> None:
    from ruleslawyer.core.unit_fields import FIELDS

    facts = {row.name for row in FIELDS} | {row.board_key for row in FIELDS if row.board_key}
    found = []
    for name, path in sources().items():
        if not name.startswith(_STATES_OR_DRAWS) and name != "ruleslawyer.strategies":
            continue
        for line, words in _read(path).listed:
            if sum(isinstance(w, str) and w in facts for w in words) >= 2:
                found.append(f"{name}:{line}: {words}")
    assert found == []


# -- no code outside the core writes into the Game (issue 16, item 5) ------------------------------
_GAME_NAMES = {"game", "_game", "g"}
_MUTATORS = {
    "append",
    "extend",
    "insert",
    "remove",
    "pop",
    "clear",
    "add",
    "discard",
    "update",
    "setdefault",
    "popitem",
    "sort",
    "reverse",
}


def _is_game(node: ast.expr) -> bool:
    """A reference to a game: ``game``, ``g``, ``_game``, or an attribute ``.game`` / ``._game``."""
    if isinstance(node, ast.Name):
        return node.id in _GAME_NAMES
    return isinstance(node, ast.Attribute) and node.attr in {"game", "_game"}


def _of_game(node: ast.expr) -> bool:
    """``game.<x>``, or anything reached from it (``game.<x>[...]``, ``game.<x>.<y>``)."""
    while isinstance(node, ast.Attribute | ast.Subscript):
        if isinstance(node, ast.Attribute) and _is_game(node.value):
            return True
        node = node.value
    return False


def game_writes(source: str | list[ast.AST]) -> list[int]:
    """The lines of ``source`` (a text, or every node of its tree) that assign to, delete or
    mutate in place a Game attribute."""
    found: list[int] = []
    for node in walk(ast.parse(source)) if isinstance(source, str) else source:
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign | ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in _MUTATORS
        ):
            targets = [node.func.value]
        flat = [e for t in targets for e in (t.elts if isinstance(t, ast.Tuple) else [t])]
        if any(_of_game(t) for t in flat) and isinstance(node, ast.stmt | ast.expr):
            found.append(node.lineno)
    return sorted(found)


def test_the_write_finder_finds_each_kind_of_write() -> None:
    source = textwrap.dedent(
        """
        game.now = 1
        ctx.game.rolls["Squad"] = 7
        self._game.stratagem_uses.append(use)
        game.cp["A"] += 1
        del game.units["Squad"]
        game.history.append(record)
        game.objectives.vp.update(x)
        a, game.trace = 1, []
        game.give_roll("Squad", 7)
        seen = game.refused_start("Squad", "Act")
        game = Game(units={})
        ctx.rolls["Squad"] = 7
        """
    )
    assert game_writes(source) == [2, 3, 4, 5, 6, 7, 8, 9]


def test_no_code_outside_the_core_writes_into_the_game() -> None:
    """Steps, the engine and the plugin change a game by its public methods (events, ``give_roll``,
    ``recall``), never by writing its fields; the core's own tests may set one up by hand."""
    found = [
        f"{name}:{line}"
        for name, path in sources().items()
        if not name.startswith("ruleslawyer.core")
        for line in _read(path).game_writes
    ]
    assert found == []
