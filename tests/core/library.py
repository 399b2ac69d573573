"""The scenario library as an oracle for hand-made mutants of the core's module-level tables.

mutmut 3 mutates only function bodies, so a table built when its module is imported (the move
table, the disembark modes, the reserves rounds) is never mutated by it. The table-mutant tests
change such a table by hand, one change at a time (with ``monkeypatch``), and ask whether a
concrete scenario of the library then fails: each change must be seen by at least one. Property
scenarios (``Given any ...``) are left out: a search per mutant would take minutes.

A change to one field of one move row can only change a scenario that reads that field of that
row. :func:`library_reads` runs the unchanged library once, each scenario from cold caches, and
records which fields of which rows (and of which locks) each reads, and what each weighs; a
mutant then runs only the scenarios that read what it changed (:func:`readers`), and the others
are answered from that run: a scenario that never reads a value cannot go otherwise when the
value changes. The answer is the one a run of the whole library gives, for the cost of the
scenarios that can see the change. The same run records which scenarios read each module-level
set of :data:`RECORDED_SETS` (:func:`set_readers`), for the mutants of those sets.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Collection, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import ModuleType
from typing import Any

from ruleslawyer.core import fight, moves
from ruleslawyer.core.move_rows import Lock, MoveType
from ruleslawyer.core.moves import MOVE_TYPES
from ruleslawyer.core.units import MoveKind
from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.properties.search import is_property
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

ROOT = Path(__file__).resolve().parents[2]
LIBRARY = ROOT / "scenarios"
# The folders first: the scenarios most likely to see a change of these tables run first.
FIRST = ("moves", "transports", "reserves", "fight", "command_phase")

Case = tuple[Path, int, tuple[StepLine, ...]]


@cache
def concrete_cases() -> tuple[Case, ...]:
    """Every concrete scenario of the library (Outline rows included), the folders of
    :data:`FIRST` first."""
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    folders = [LIBRARY / name for name in FIRST]
    folders += sorted(p for p in LIBRARY.iterdir() if p.is_dir() and p not in folders)
    found: list[Case] = []
    for folder in folders:
        for path in sorted(folder.rglob("*.feature")):
            for case in cases(parse_feature(path, ROOT)):
                if not is_property(case.steps):
                    found.append((path, case.line, case.steps))
    return tuple(found)


Weighed = frozenset[tuple[str, bool]]
FAILS: Weighed = frozenset({("fails", True)})


def _run(case: Case) -> Weighed:
    """What one scenario weighs (each clause with each way it went), or :data:`FAILS`."""
    path, _line, steps = case
    state = new_state(path)
    try:
        run_steps(state, steps, str(path))
    except Exception:
        return FAILS
    if not state.built:
        return frozenset()
    return frozenset((ref.id, way) for ref, ways in state.game.weighed.items() for way in ways)


def forget_answers() -> None:
    """Clear every cache of the core's answers: the property layer's
    (:func:`ruleslawyer.properties.answers.forget`), each ``functools`` cache of a core module,
    and the move table's locks made for each kind of forbidding. After it, a scenario asks the
    tables anew, as from a fresh process."""
    from ruleslawyer.properties import answers

    answers.forget()
    for clear in _cache_clears(len(sys.modules)):
        clear()
    moves._LOCKS.clear()


@cache
def _cache_clears(_imported: int) -> tuple[Callable[[], None], ...]:
    """The ``cache_clear`` of each ``functools`` cache in the core modules' namespaces, found
    anew only when a module has been imported since (``_imported``: how many are): the
    library's recorded run forgets its answers before each of its 1,700 scenarios, and a walk
    of every core module's namespace each time was a third of that run. (A test that put a new
    cache into a core module would need it found anew; the table mutants change tables, never
    a cached function.)"""
    found: dict[int, Callable[[], None]] = {}
    for name, module in list(sys.modules.items()):
        if not name.startswith("ruleslawyer.core."):
            continue
        for value in list(vars(module).values()):
            clear = getattr(value, "cache_clear", None)
            if callable(clear):
                found.setdefault(id(value), clear)
    return tuple(found.values())


# What one scenario reads of the table: (kind, field) of a row, (kind, lock index, field) of
# a lock.
RowRead = tuple[MoveKind, str]
LockRead = tuple[MoveKind, int, str]


@dataclass(frozen=True)
class Reads:
    """One scenario of the unchanged library: what it read of the move table, what it weighed
    (:data:`FAILS` if it failed)."""

    rows: frozenset[RowRead]
    locks: frozenset[LockRead]
    weighed: Weighed
    sets: frozenset[str] = frozenset()  # the names of the RECORDED_SETS it read


# The table as imported, before any test changed it.
UNCHANGED: dict[MoveKind, MoveType] = dict(MOVE_TYPES)


@contextmanager
def _recording(rows: set[RowRead], locks: set[LockRead]) -> Iterator[None]:
    """Every attribute read of a row of the move table, or of a lock of one (a lock object
    shared by rows counts for each), is added to ``rows`` or ``locks`` while in the block."""
    row_keys = {id(row): kind for kind, row in MOVE_TYPES.items()}
    lock_keys: dict[int, list[tuple[MoveKind, int]]] = {}
    for kind, row in MOVE_TYPES.items():
        for i, lock in enumerate(row.locks):
            lock_keys.setdefault(id(lock), []).append((kind, i))

    def row_get(self: object, name: str) -> Any:
        kind = row_keys.get(id(self))
        if kind is not None:
            rows.add((kind, name))
        return object.__getattribute__(self, name)

    def lock_get(self: object, name: str) -> Any:
        for kind, i in lock_keys.get(id(self), ()):
            locks.add((kind, i, name))
        return object.__getattribute__(self, name)

    MoveType.__getattribute__ = row_get  # type: ignore[method-assign]
    Lock.__getattribute__ = lock_get  # type: ignore[method-assign]
    try:
        yield
    finally:
        del MoveType.__getattribute__
        del Lock.__getattribute__


# The module-level sets a table mutant changes whose reads are recorded too (read with ``in``
# alone, in their own module): a mutant of one runs only the scenarios that read it.
RECORDED_SETS: tuple[tuple[ModuleType, str], ...] = ((fight, "STEP_BEGUN"),)


@contextmanager
def _recording_sets(seen: set[str]) -> Iterator[None]:
    """Each of :data:`RECORDED_SETS` replaced, while in the block, by an equal set that adds
    its name to ``seen`` when it is read."""

    class Recorded(frozenset[object]):
        name = ""

        def __contains__(self, item: object) -> bool:
            seen.add(self.name)
            return frozenset.__contains__(self, item)

        def __iter__(self) -> Iterator[object]:
            seen.add(self.name)
            return frozenset.__iter__(self)

        def __len__(self) -> int:
            seen.add(self.name)
            return frozenset.__len__(self)

    saved = [(module, name, getattr(module, name)) for module, name in RECORDED_SETS]
    for module, name, value in saved:
        recorded = Recorded(value)
        recorded.name = name
        setattr(module, name, recorded)
    try:
        yield
    finally:
        for module, name, value in saved:
            setattr(module, name, value)


@cache
def library_reads() -> tuple[Reads, ...]:
    """Each concrete scenario of the unchanged library (in :func:`concrete_cases`' order) run
    once from cold caches, with what it read of the move table and what it weighed."""
    assert all(MOVE_TYPES[k] is row for k, row in UNCHANGED.items()), "the table is changed"
    assert MOVE_TYPES.keys() == UNCHANGED.keys(), "the table is changed"
    found: list[Reads] = []
    for case in concrete_cases():
        rows: set[RowRead] = set()
        locks: set[LockRead] = set()
        sets: set[str] = set()
        forget_answers()
        with _recording(rows, locks), _recording_sets(sets):
            weighed = _run(case)
        found.append(Reads(frozenset(rows), frozenset(locks), weighed, frozenset(sets)))
    forget_answers()
    return tuple(found)


def readers(kind: MoveKind, change: dict[str, object]) -> frozenset[int]:
    """The scenarios (indices into :func:`concrete_cases`) that can see ``change`` made to
    ``kind``'s row: those that read a changed field of the row or, for changed locks, read the
    changed or dropped lock. Of a lock, a read of what it forbids alone does not count: every
    lookup of the locks forbidding one thing reads it of every lock, and a lock whose
    ``forbids`` matches is then read further (its reason, its test), which counts."""
    row = UNCHANGED[kind]
    fields = set(change) - {"locks"}
    changed_locks: set[int] = set()
    if "locks" in change:
        new = change["locks"]
        assert isinstance(new, tuple)
        kept = {id(lock) for lock in new}
        changed_locks = {i for i, lock in enumerate(row.locks) if id(lock) not in kept}
        if len(new) == len(row.locks):  # a lock changed in place forbids what it forbade
            assert all(new[i].forbids is row.locks[i].forbids for i in changed_locks)

    rows, locks = _read_by()
    seen = [rows.get((kind, f), frozenset()) for f in fields]
    seen += [locks.get((kind, i), frozenset()) for i in changed_locks]
    return frozenset().union(*seen)


@cache
def _read_by() -> tuple[dict[RowRead, frozenset[int]], dict[tuple[MoveKind, int], frozenset[int]]]:
    """The scenarios (as for :func:`readers`) that read each field of each row, and each lock
    past what it forbids: :func:`library_reads` turned inside out once, not scanned per mutant."""
    rows: dict[RowRead, set[int]] = {}
    locks: dict[tuple[MoveKind, int], set[int]] = {}
    for n, reads in enumerate(library_reads()):
        for read in reads.rows:
            rows.setdefault(read, set()).add(n)
        for kind, i, name in reads.locks:
            if name != "forbids":
                locks.setdefault((kind, i), set()).add(n)
    return (
        {read: frozenset(found) for read, found in rows.items()},
        {lock: frozenset(found) for lock, found in locks.items()},
    )


def set_readers(module: ModuleType, name: str) -> frozenset[int] | None:
    """The scenarios (as for :func:`readers`) that read the module-level set ``name`` of
    ``module``, one of :data:`RECORDED_SETS`; None (run them all) for any other."""
    if (module, name) not in RECORDED_SETS:
        return None
    return frozenset(n for n, reads in enumerate(library_reads()) if name in reads.sets)


def first_failure(only: Collection[int] | None = None) -> str | None:
    """The first concrete scenario of the library that fails now (``file:line``), or None.
    ``only``: run only these scenarios (see :func:`readers`); each other one is taken as it went
    in the unchanged library (:func:`library_reads`)."""
    recorded = library_reads() if only is not None else ()
    for n, case in enumerate(concrete_cases()):
        if only is not None and n not in only:
            failed = recorded[n].weighed == FAILS
        else:
            failed = _run(case) == FAILS
        if failed:
            path, line, _steps = case
            return f"{path.relative_to(LIBRARY)}:{line}"
    return None


def weighed_by_library(only: Collection[int] | None = None) -> Weighed:
    """Every clause the concrete scenarios weigh, with each way it went (what
    ``--ruleslawyer-coverage`` counts), over the whole library; a failing scenario adds
    ``("fails", True)``. ``only``: as for :func:`first_failure`."""
    recorded = library_reads() if only is not None else ()
    seen: set[tuple[str, bool]] = set()
    for n, case in enumerate(concrete_cases()):
        if only is not None and n not in only:
            seen |= recorded[n].weighed
        else:
            seen |= _run(case)
    return frozenset(seen)
