"""The scenario library as an oracle for hand-made mutants of the core's module-level tables.

mutmut 3 mutates only function bodies, so a table built when its module is imported (the move
table, the disembark modes, the reserves rounds) is never mutated by it. The table-mutant tests
change such a table by hand, one change at a time (with ``monkeypatch``), and ask whether a
concrete scenario of the library then fails: each change must be seen by at least one. Property
scenarios (``Given any ...``) are left out: a search per mutant would take minutes.
"""

from __future__ import annotations

import importlib
from functools import cache
from pathlib import Path

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


def first_failure() -> str | None:
    """The first concrete scenario of the library that fails now (``file:line``), or None."""
    for path, line, steps in concrete_cases():
        try:
            run_steps(new_state(path), steps, str(path))
        except Exception:
            return f"{path.relative_to(LIBRARY)}:{line}"
    return None


Weighed = frozenset[tuple[str, bool]]


def weighed_by_library() -> Weighed:
    """Every clause the concrete scenarios weigh, with each way it went (what
    ``--ruleslawyer-coverage`` counts), over the whole library; a failing scenario adds
    ``("fails", True)``."""
    seen: set[tuple[str, bool]] = set()
    for path, _line, steps in concrete_cases():
        state = new_state(path)
        try:
            run_steps(state, steps, str(path))
        except Exception:
            seen.add(("fails", True))
            continue
        if state.built:
            seen.update((ref.id, way) for ref, ways in state.game.weighed.items() for way in ways)
    return frozenset(seen)
