"""Hand-made mutants of the module-level tables of issues 16 and 17 (see tests/core/library.py).

mutmut 3 never mutates the move table (:data:`ruleslawyer.core.moves.MOVE_TYPES`) or the other
tables below: they are built when the module is imported. Each test here makes one change to
one of them, as a mutation tool would (a check that never or always bars, a lock dropped or
held until another time, a flag flipped, a constant moved by one), and asserts that the
scenario library sees it: a concrete scenario fails, or, for a change only the rules coverage
report can see (a clause weighed), the clauses the library weighs change. docs/mutation.md
(issue 17) lists the result and the changes judged equivalent.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterator

import pytest

from ruleslawyer.core import fight, reserves, transports
from ruleslawyer.core.clock import Point
from ruleslawyer.core.move_rows import Lock, MoveAsk, MoveType, Until
from ruleslawyer.core.moves import MOVE_TYPES
from ruleslawyer.core.units import MoveKind

from .library import first_failure, weighed_by_library

pytestmark = pytest.mark.slow  # each mutant runs the library's concrete scenarios


def _never(_: MoveAsk) -> bool:
    return False


def _always(_: MoveAsk) -> bool:
    return True


Change = dict[str, object]


def _row_mutants(row: MoveType) -> Iterator[tuple[str, Change]]:
    """Each change a mutation tool would make to one row that a scenario can decide."""
    if row.ends_engaged is None:
        yield "ends_engaged=True", {"ends_engaged": True}
        yield "ends_engaged=False", {"ends_engaged": False}
    else:
        yield f"ends_engaged={not row.ends_engaged}", {"ends_engaged": not row.ends_engaged}
    for i, (reason, _test) in enumerate(row.checks):
        for name, test in (("never", _never), ("always", _always)):
            checks = (*row.checks[:i], (reason, test), *row.checks[i + 1 :])
            yield f"check {i} ({reason.text}) {name}", {"checks": checks}
    yield f"fails_action={not row.fails_action}", {"fails_action": not row.fails_action}
    for i, lock in enumerate(row.locks):
        label = f"lock {i} ({lock.reason.text})"
        yield f"{label} dropped", {"locks": row.locks[:i] + row.locks[i + 1 :]}
        changed: list[tuple[str, Lock]] = [
            (f"until {u.name}", dataclasses.replace(lock, until=u))
            for u in Until
            if u is not lock.until and not lock.modes
        ]
        if lock.modes:
            changed.append(("modes emptied", dataclasses.replace(lock, modes=frozenset())))
        changed.append(
            (
                f"others_only={not lock.others_only}",
                dataclasses.replace(lock, others_only=not lock.others_only),
            )
        )
        for what, new in changed:
            yield f"{label} {what}", {"locks": (*row.locks[:i], new, *row.locks[i + 1 :])}
    yield f"sets_up={not row.sets_up}", {"sets_up": not row.sets_up}
    if row.phase is not None:
        yield "phase=None", {"phase": None}
    yield f"with_charge={not row.with_charge}", {"with_charge": not row.with_charge}
    yield f"may_end_engaged={not row.may_end_engaged}", {"may_end_engaged": not row.may_end_engaged}


def _coverage_mutants(row: MoveType) -> Iterator[tuple[str, Change]]:
    """The changes only the rules coverage report can see: which clause a row weighs."""
    if row.exception is not None:
        rule, weighed, _applies = row.exception
        yield "exception dropped", {"exception": None}
        yield "exception never applies", {"exception": (rule, weighed, _never)}
        yield "exception always applies", {"exception": (rule, weighed, _always)}
    other = next(t for t in MOVE_TYPES.values() if t.after != row.after).after
    yield "after clause swapped", {"after": other}


ROW_MUTANTS = [
    pytest.param(kind, change, id=f"{kind.name}: {label}")
    for kind, row in MOVE_TYPES.items()
    for label, change in _row_mutants(row)
]
COVERAGE_MUTANTS = [
    pytest.param(kind, change, id=f"{kind.name}: {label}")
    for kind, row in MOVE_TYPES.items()
    for label, change in _coverage_mutants(row)
]

# Changes a scenario cannot observe, with why (docs/mutation.md, issue 17, repeats them).
EQUIVALENT: dict[str, str] = {}


def test_the_library_passes_unmutated() -> None:
    assert first_failure() is None


@pytest.mark.parametrize(("kind", "change"), ROW_MUTANTS)
def test_a_move_row_mutant_fails_a_scenario(
    monkeypatch: pytest.MonkeyPatch, kind: MoveKind, change: Change
) -> None:
    monkeypatch.setitem(MOVE_TYPES, kind, dataclasses.replace(MOVE_TYPES[kind], **change))  # type: ignore[arg-type]
    assert first_failure() is not None


@pytest.fixture(scope="module")
def baseline_weighed() -> frozenset[tuple[str, bool]]:
    return weighed_by_library()


@pytest.mark.parametrize(("kind", "change"), COVERAGE_MUTANTS)
def test_a_move_row_mutant_changes_what_the_library_weighs(
    monkeypatch: pytest.MonkeyPatch,
    kind: MoveKind,
    change: Change,
    baseline_weighed: frozenset[tuple[str, bool]],
) -> None:
    monkeypatch.setitem(MOVE_TYPES, kind, dataclasses.replace(MOVE_TYPES[kind], **change))  # type: ignore[arg-type]
    assert weighed_by_library() != baseline_weighed


def _attr(module: object, name: str, value: object) -> Callable[[pytest.MonkeyPatch], None]:
    return lambda mp: mp.setattr(module, name, value)


TR, RS, FI = transports, reserves, fight
MODULE_MUTANTS = [
    pytest.param(
        _attr(TR, "GRANTED_MODES", frozenset({TR.Mode.SHOCK})), id="granted: Assault free"
    ),
    pytest.param(
        _attr(TR, "GRANTED_MODES", frozenset({TR.Mode.ASSAULT})), id="granted: Shock free"
    ),
    pytest.param(
        _attr(TR, "GRANTED_MODES", TR.GRANTED_MODES | {TR.Mode.RAPID}), id="granted: Rapid too"
    ),
    pytest.param(
        _attr(TR, "EMBARK_MOVES", TR.EMBARK_MOVES - {MoveKind.NORMAL}),
        id="embark: not after normal",
    ),
    pytest.param(
        _attr(TR, "EMBARK_MOVES", TR.EMBARK_MOVES - {MoveKind.ADVANCE}),
        id="embark: not after advance",
    ),
    pytest.param(
        _attr(TR, "EMBARK_MOVES", TR.EMBARK_MOVES - {MoveKind.FALL_BACK}),
        id="embark: not after fall-back",
    ),
    pytest.param(
        _attr(TR, "EMBARK_MOVES", TR.EMBARK_MOVES | {MoveKind.CHARGE}), id="embark: after a charge"
    ),
    pytest.param(
        _attr(TR, "TACTICAL_MOVES", TR.TACTICAL_MOVES - {MoveKind.ADVANCE}),
        id="tactical: no advance after",
    ),
    pytest.param(
        _attr(TR, "TACTICAL_MOVES", TR.TACTICAL_MOVES | {MoveKind.FALL_BACK}),
        id="tactical: fall-back after",
    ),
    pytest.param(_attr(RS, "ENEMY_ZONE_FROM_ROUND", 2), id="enemy zone from round 2"),
    pytest.param(_attr(RS, "ENEMY_ZONE_FROM_ROUND", 4), id="enemy zone from round 4"),
    pytest.param(_attr(RS, "RESERVES_LAST_ROUND", 2), id="reserves destroyed after round 2"),
    pytest.param(_attr(RS, "RESERVES_LAST_ROUND", 4), id="reserves destroyed after round 4"),
    pytest.param(
        _attr(FI, "STEP_BEGUN", FI.STEP_BEGUN - {Point.FIGHT_STEP}),
        id="step begun: not at the Fight step",
    ),
    pytest.param(
        _attr(FI, "STEP_BEGUN", FI.STEP_BEGUN - {Point.CONSOLIDATE}),
        id="step begun: not at consolidation",
    ),
    pytest.param(
        _attr(FI, "STEP_BEGUN", FI.STEP_BEGUN - {Point.FIGHT_END}),
        id="step begun: not at the phase's end",
    ),
    pytest.param(
        _attr(FI, "STEP_BEGUN", FI.STEP_BEGUN | {Point.FIGHT_START}),
        id="step begun: at the phase's start",
    ),
]


@pytest.mark.parametrize("mutate", MODULE_MUTANTS)
def test_a_table_constant_mutant_fails_a_scenario(
    monkeypatch: pytest.MonkeyPatch, mutate: Callable[[pytest.MonkeyPatch], None]
) -> None:
    mutate(monkeypatch)
    assert first_failure() is not None


def test_every_mode_has_its_clause_and_each_differs() -> None:
    """MODE_CLAUSES: a mode's clause is weighed and cited by its disembark; two modes sharing
    one would leave a clause uncounted one way."""
    assert set(TR.MODE_CLAUSES) == set(TR.Mode)
    assert len(set(TR.MODE_CLAUSES.values())) == len(TR.Mode)
    assert {TR.MODE_CLAUSES[m].section for m in TR.Mode} == {
        "18.04",
        "18.04.01",
        "18.06",
        "18.07",
    }
