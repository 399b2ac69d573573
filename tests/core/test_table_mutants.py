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
from types import ModuleType

import pytest

from ruleslawyer.core import fight, reserves, transports
from ruleslawyer.core.clock import Point
from ruleslawyer.core.move_rows import Lock, MoveAsk, MoveType, Until
from ruleslawyer.core.moves import MOVE_TYPES
from ruleslawyer.core.units import MoveKind

from . import test_transport_mutants as gaps
from .library import (
    FAILS,
    RECORDED_SETS,
    first_failure,
    forget_answers,
    library_reads,
    readers,
    set_readers,
    weighed_by_library,
)

# slow: each mutant runs the library's concrete scenarios. One worker for the module under
# xdist: the recorded run of the unchanged library (tests/core/library.py) is made once.
pytestmark = [pytest.mark.slow, pytest.mark.xdist_group("table_mutants")]


@pytest.fixture(autouse=True)
def _cold_answers() -> Iterator[None]:
    """Each mutant asks the core from cold caches, and leaves none of its answers behind: an
    answer cached from the unchanged table would hide the change, and one cached from the
    changed table would be wrong after it."""
    forget_answers()
    yield
    forget_answers()


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


# Changes no scenario can observe, by the pattern of their id, with why (docs/mutation.md,
# issue 17, repeats them). Each is asserted unseen, so a scenario that starts seeing one fails
# here and its entry goes.
_NOT_MOVES = (
    "(it made an advance move this turn)",
    "(it made a fall-back move this turn)",
    "(it made a Rapid, Combat or emergency disembark this turn)",
)
_OFF_FIELD = ("DISEMBARK:", "EMERGENCY_DISEMBARK:", "INGRESS:")
_EMBARK_AFTER = ("NORMAL:", "ADVANCE:", "FALL_BACK:")  # the moves an embark may follow (18.02)
EQUIVALENT: tuple[tuple[Callable[[str], bool], str], ...] = (
    (
        lambda i: "with_charge=True" in i,
        "the charge checks it inserts are computed only for a charge move (events.can_move)",
    ),
    (
        lambda i: "others_only=True" in i and any(m in i for m in _NOT_MOVES),
        "others_only is read only for the locks on moves; this lock forbids a charge or "
        "shooting or an Action",
    ),
    (
        lambda i: "sets_up=True" in i and not i.startswith(_EMBARK_AFTER),
        "the unit is on the battlefield already; of what a set-up changes only the turn it "
        "was set up differs, and only the embark check reads it, which follows a normal, "
        "advance or fall-back move alone (18.02): after those a set-up is seen (a positioned "
        "one needs set-up positions; an embark after the move refuses a unit set up)",
    ),
    (
        lambda i: "may_end_engaged=True" in i,
        "no step states how a move of this type ended: only a consolidation, a surge, a "
        "Combat Disembark or an emergency disembark is stated so (steps/moves.py refuses "
        "the others)",
    ),
    (
        lambda i: "fails_action=False" in i and i.startswith(_OFF_FIELD),
        "the unit was off the battlefield (embarked or in reserves), where an Action it was "
        "performing had already failed (16.01)",
    ),
    (
        lambda i: (
            i.startswith("CHARGE: check")
            and "(it is an AIRCRAFT unit)" in i
            and i.endswith("never")
        ),
        "a charge move not yet declared asks the checks of declaring one, whose AIRCRAFT bar "
        "(23.04) gives the same phrase",
    ),
    (
        lambda i: (
            i.startswith("DISEMBARK: check")
            and "before the third battle round" in i
            and i.endswith("never")
        ),
        "no Then step asks about a disembark into an area: this bar (18.04.01) refuses a "
        "disembark step stated into the zone, an error of the scenario that "
        "tests/scenario/test_transport_steps.py checks",
    ),
    (
        lambda i: i.startswith("DISEMBARK: lock 0") and "others_only=True" in i,
        "a second disembark is refused anyway: the unit is no longer embarked, and the "
        "library states that reason with `because`",
    ),
    (
        lambda i: "others_only=True" in i and i.startswith("EMERGENCY_DISEMBARK"),
        "others_only is read only for the locks on moves; this lock forbids a charge",
    ),
    (
        lambda i: "exception" in i and i.startswith(("NORMAL:", "ADVANCE:", "PILE_IN:")),
        "the exception's clause (23.02 engaged only with AIRCRAFT, 12.03 overrun pile-in) is "
        "weighed both ways elsewhere in the library, so the coverage report is the same",
    ),
    (
        lambda i: i in ("PILE_IN: after clause swapped", "CONSOLIDATION: after clause swapped"),
        "the end-position checks of 12.03 and 12.08 (core/fight_moves_end.py: 'it would not end "
        "engaged', 'a model that started engaged with an enemy unit would not still be engaged "
        "with it') weigh these AFTER MOVING clauses both ways, so the coverage report is the same",
    ),
    (
        lambda i: i in ("EMERGENCY_DISEMBARK: after clause swapped", "SURGE: after clause swapped"),
        "an emergency disembark or a surge is never refused where its AFTER MOVING clause would "
        "be weighed; the clause shows only in the trace (tests/core/test_transport_mutants.py)",
    ),
)


def _equivalent(label: str) -> str | None:
    return next((why for matches, why in EQUIVALENT if matches(label)), None)


ROW_MUTANTS = [
    pytest.param(kind, change, _equivalent(f"{kind.name}: {label}"), id=f"{kind.name}: {label}")
    for kind, row in MOVE_TYPES.items()
    for label, change in _row_mutants(row)
]
COVERAGE_MUTANTS = [
    pytest.param(kind, change, _equivalent(f"{kind.name}: {label}"), id=f"{kind.name}: {label}")
    for kind, row in MOVE_TYPES.items()
    for label, change in _coverage_mutants(row)
]


def test_the_library_passes_unmutated_and_the_recorded_run_is_the_same() -> None:
    """The library passes unmutated (one plain run: ``("fails", True)`` is what a failing
    scenario adds), and the run the row mutants are answered from (:func:`library_reads`,
    recording what each scenario reads) goes as the plain run does: every scenario passes, the
    same clauses weighed; and it saw the table and each recorded set read (a recording that
    saw nothing would select no scenario)."""
    plain = weighed_by_library()
    assert ("fails", True) not in plain, first_failure()
    reads = library_reads()
    assert all(r.weighed != FAILS for r in reads)
    assert frozenset().union(*(r.weighed for r in reads)) == plain
    assert sum(1 for r in reads if r.rows) > len(reads) // 10
    assert any(r.locks for r in reads)
    assert all(any(name in r.sets for r in reads) for _module, name in RECORDED_SETS)


@pytest.mark.parametrize(("kind", "change", "equivalent"), ROW_MUTANTS)
def test_a_move_row_mutant_fails_a_scenario(
    monkeypatch: pytest.MonkeyPatch, kind: MoveKind, change: Change, equivalent: str | None
) -> None:
    only = readers(kind, change)  # the scenarios that read what the mutant changes
    monkeypatch.setitem(MOVE_TYPES, kind, dataclasses.replace(MOVE_TYPES[kind], **change))  # type: ignore[arg-type]
    assert (first_failure(only) is None) == (equivalent is not None), equivalent


@pytest.fixture(scope="module")
def baseline_weighed() -> frozenset[tuple[str, bool]]:
    return frozenset().union(*(r.weighed for r in library_reads()))


@pytest.mark.parametrize(("kind", "change", "equivalent"), COVERAGE_MUTANTS)
def test_a_move_row_mutant_changes_what_the_library_weighs(
    monkeypatch: pytest.MonkeyPatch,
    kind: MoveKind,
    change: Change,
    equivalent: str | None,
    baseline_weighed: frozenset[tuple[str, bool]],
) -> None:
    only = readers(kind, change)
    monkeypatch.setitem(MOVE_TYPES, kind, dataclasses.replace(MOVE_TYPES[kind], **change))  # type: ignore[arg-type]
    assert (weighed_by_library(only) == baseline_weighed) == (equivalent is not None), equivalent


def _attr(module: ModuleType, name: str, value: object) -> tuple[ModuleType, str, object]:
    return module, name, value


TR, RS, FI = transports, reserves, fight
GRANT_SAID = [said for _, said in gaps.GRANT_CASES]
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


# Input errors the library cannot state (a scenario that hits one stops): the core tests of
# tests/core/test_transport_mutants.py that see them, run as the oracle instead.
def _fails(check: Callable[[], None]) -> bool:
    try:
        check()
    except (Exception, pytest.fail.Exception):
        return True
    return False


PROBES: dict[str, Callable[[], None]] = {
    "granted: Assault free": lambda: gaps.test_a_granted_mode_without_its_grant_is_an_input_error(
        TR.Mode.ASSAULT, GRANT_SAID[0]
    ),
    "granted: Shock free": lambda: gaps.test_a_granted_mode_without_its_grant_is_an_input_error(
        TR.Mode.SHOCK, GRANT_SAID[1]
    ),
    "embark: after a charge": gaps.test_embarking_after_a_move_that_cannot_embark_names_the_move,
    "tactical: fall-back after": (
        gaps.test_only_a_tactical_disembark_has_a_further_move_and_only_normal_or_advance
    ),
}
MODULE_EQUIVALENT = {
    "step begun: at the phase's start": "at the start of the Fight phase no engagement has been "
    "stamped yet, so the unit's engagement now is returned either way",
}
# A gap left: no scenario asks about eligibility to fight at the end of the Fight phase.
MODULE_GAPS = {"step begun: not at the phase's end"}


@pytest.mark.parametrize("mutate", MODULE_MUTANTS)
def test_a_table_constant_mutant_fails_a_scenario(
    monkeypatch: pytest.MonkeyPatch,
    request: pytest.FixtureRequest,
    mutate: tuple[ModuleType, str, object],
) -> None:
    label = request.node.callspec.id
    module, name, value = mutate
    only = set_readers(module, name)  # None: the whole library runs
    monkeypatch.setattr(module, name, value)
    probe = PROBES.get(label)
    seen = _fails(probe) if probe is not None else first_failure(only) is not None
    assert seen == (label not in MODULE_EQUIVALENT and label not in MODULE_GAPS)


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
