"""Which drawn facts a case of the exhaustive search read: the laziness of the walk (Lazy
SmallCheck's: a choice whose fact no case below it read is not branched on).

The reads are recorded by the walk's own objects (:class:`WatchedDraft`, :class:`WatchedUnit`,
:class:`WatchedAction`, :class:`WatchedStart`), made through seams the scenario layer and the
core declare, never by patching a class of the core: docs/architecture.md, "The walk's own
objects". What does not count as a read, and why, is its "What the walk counts as a read"; the
code that copies, builds options or starts a stated performance declares it (core/reading.py),
and the case's tracker counts how deep it is in each. A choice is tied to its fact when the
drawer says so (``Choose.fact``, ``Choose.keyword``); one tied to no fact is taken as read. The
drawer branches on a chosen value only to add to it (under Hypothesis, a keyword an Action
started needs: the sum is then tied to nothing; the walk leaves that to its check). The case
running is found through a context variable (``current``).
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from contextvars import ContextVar
from functools import lru_cache
from typing import Any, ClassVar, NamedTuple, TypeVar

from ruleslawyer.core import ActionDef, Unit, parts, performing, reading, unit_fields
from ruleslawyer.core.fact_rows import UnitField
from ruleslawyer.core.history import ActionStarted
from ruleslawyer.properties import fact_keys, partial_values, strength_classes
from ruleslawyer.properties.partial_values import KEYWORD, Parted, Watched
from ruleslawyer.scenario.state import UnitDraft

Key = tuple[str, str]  # (unit name, row name)
T = TypeVar("T")
# What a read of a Unit field, or of a draft's row, is a read of.
UNIT_DEPS, ROW_DEPS = fact_keys.unit_deps(), fact_keys.row_deps()
# A read a rule makes inside a declared seam is an internal error (``SeamReadError``); off, it is
# counted (as a read made outside any seam is) and recorded (``Tracker.seam_reads``) alone.
STRICT_SEAMS = True


class SeamRead(NamedTuple):
    """A read of drawn facts that a rule called inside a declared seam made."""

    seam: str  # core/reading.py's kind: "copying", "whole_strength" or "drawn_start"
    rule: str  # which rule (``reading.rule``'s name)
    facts: frozenset[Key]


class SeamReadError(RuntimeError):
    """A rule called inside a declared seam read a drawn fact (``STRICT_SEAMS``)."""

    def __init__(self, read: SeamRead) -> None:
        facts = ", ".join(f"{row} of {unit!r}" for unit, row in sorted(read.facts))
        # The seam and the facts come first: the one guard shortens an internal error's text.
        super().__init__(
            f"inside the declared seam {read.seam!r} (core/reading.py) a rule read {facts}: "
            "the walk does not count what such a seam reads, so a rule must not run inside "
            "one; ask it before the copy (or strength answer, or stated start) and pass its "
            "answer in (docs/architecture.md, 'What the walk counts as a read'); the rule: "
            f"{read.rule}"
        )
        self.read = read


class Tracker:
    """The reads and ties of one case."""

    def __init__(self, open_units: frozenset[str]) -> None:
        self.open_units = open_units
        self.reads: set[Key] = set()
        self.check_reads: set[Key] = set()  # by impossible-state checks only
        self.domain_reads: set[Key] = set()  # building the next choice's options
        self.ties: dict[int, Key] = {}  # choice index -> the fact it was written to
        self.tied: set[Key] = set()  # the facts some choice made so far is tied to
        self.done: set[tuple[str, str]] = set()  # (unit, field) whose every key is in reads
        self.draft_done: set[tuple[str, str]] = set()  # the same, of a draft's rows
        self.choice_domains: dict[int, set[Key]] = {}  # choice index -> what built its options
        self.bucket: set[Key] | None = None  # while one check's row is asked: its reads alone
        self.classes: dict[str, Any] = {}  # by unit: its strength class drawn, and its draft
        # By unit: what its own parts of Battle-shock steps read (core/parts.py ``own_part``),
        # counted when what they decided is asked of (``shown``); the unit whose part runs.
        self.own: dict[str, set[Key]] = {}
        self.part: str | None = None
        # What the code running declares it is doing (core/reading.py): how many calls deep.
        self.copying = self.options = self.whole_strength = self.drawn_start = 0
        # The innermost of those that drop reads running (a copy, a strength answer, a stated
        # start: an option builder's reads are kept for its choice), with no rule inside it.
        self.seam: str | None = None
        self.ruling: tuple[str, str] | None = None  # a rule run inside a seam: (seam, rule)
        self.seam_reads: list[SeamRead] = []  # what such rules read (``ruled``)

    def chose(self, index: int) -> None:
        """Choice ``index`` is made: what was read to build its options was its domain."""
        self.choice_domains[index] = self.domain_reads
        self.domain_reads = set()
        if self.part is not None:  # a roll's answer in a unit's own part: counted with it
            self.tie(index, (self.part, OWN_PART))

    def tie(self, index: int, key: Key) -> None:
        """Choice ``index`` is the value of fact ``key`` (or, for a keyword key, of whether the
        unit has that keyword) and goes nowhere else."""
        self.ties[index] = key
        self.tied.add(key)
        if _is_keyword(key):
            self.tied.add((key[0], "keywords"))

    def read(self, keys: frozenset[Key], into: set[Key]) -> bool:
        """Records the reads of ``keys``; True when every one of them counted."""
        # A fact read before the choice tied to it was made is its default or pin, the same
        # for every value of that choice: only reads after the tie count.
        counts = keys & self.tied
        if self.ruling is not None and self.seam is None and counts:
            self.seam_read(counts)  # a rule's, called inside a seam: counted, and reported
        if self.bucket is not None:  # one row of a check: kept apart, never "done"
            self.bucket.update(counts)
            return False
        into.update(counts)
        return len(counts) == len(keys)

    def news(self, keys: frozenset[Key], done: set[Key], field: Key) -> bool:
        """Whether a read of ``keys`` may teach anything: some key is tied to a choice and not
        yet counted as read (the hooks record it only then)."""
        counts = keys & self.tied
        if counts and not counts <= self.reads:
            return True
        if counts == keys:
            done.add(field)  # every key tied and read: nothing more to learn from it
        return False

    def ruled(self, rule: str, run: Callable[[], T]) -> T:
        """Runs ``rule``, called inside the seam running (``seam``), as if no seam ran: what it
        reads counts as any read does (``read``), and is reported (``seam_read``)."""
        saved = self.copying, self.options, self.whole_strength, self.drawn_start
        outer = self.seam, self.ruling
        self.copying = self.options = self.whole_strength = self.drawn_start = 0
        self.ruling, self.seam = (str(self.seam), rule), None
        try:
            return run()
        finally:
            self.copying, self.options, self.whole_strength, self.drawn_start = saved
            self.seam, self.ruling = outer

    def seam_read(self, facts: frozenset[Key]) -> None:
        """A read of ``facts`` by the rule run inside a seam (``ruling``): recorded, and in the
        strict mode an internal error."""
        assert self.ruling is not None
        read = SeamRead(*self.ruling, facts)
        self.seam_reads.append(read)
        if STRICT_SEAMS:
            raise SeamReadError(read)

    def ask(self, problem: Callable[[], T]) -> T:
        """Asks one row of a possibility check: what it finds. Its reads count, as a check's,
        only when it finds a problem: the case is then impossible whatever the facts that
        only other rows read, and a check that found none decides nothing."""
        found, reads = self.apart(problem)
        if found:
            (self.bucket if self.bucket is not None else self.check_reads).update(reads)
        return found

    def apart(self, test: Callable[[], T]) -> tuple[T, set[Key]]:
        """What ``test()`` gives, and what it read, kept apart from every other read."""
        saved, self.bucket = self.bucket, set()
        try:
            return test(), self.bucket
        finally:
            self.bucket = saved

    def count(self, reads: set[Key]) -> None:
        """Reads kept apart (``apart``) that decided something: they count now."""
        (self.bucket if self.bucket is not None else self.reads).update(reads)

    def own_part(self, unit: str, decide: Callable[[], None]) -> None:
        """Runs a unit's own part of a Battle-shock step, its reads (and the answers of its
        roll) kept apart under the unit: they count when its battle-shock is read later or its
        rolls are asked for (``shown``). A part that raises counts them at once."""
        if self.bucket is not None or self.part is not None:
            decide()  # inside a check's row or another part: its reads are that one's
            return
        self.bucket, self.part = set(), unit
        held = False
        try:
            decide()
            held = True
        finally:
            reads, self.bucket, self.part = self.bucket, None, None
            self.own.setdefault(unit, set()).update(reads)
            if not held:
                self.shown(unit)

    def shown(self, unit: str | None) -> None:
        """What the unit's own parts decided (every unit's, for None) is asked of: their reads
        count, as the answers of the rolls they made."""
        if not self.own or unit == self.part:
            return
        for name in self.own if unit is None else (unit,):
            reads = self.own.get(name)
            if reads is not None:
                self.count(reads | {(name, OWN_PART)})

    def observed(self, discarded: bool, choices: int) -> list[bool]:
        """Per choice, whether the case read its fact (True for a choice tied to none)."""
        pools = [self.reads, self.check_reads] if discarded else [self.reads]
        counted: set[Key] | None = None  # made only when a choice's own reads miss (a fixpoint)
        out: list[bool] = []
        for index in range(choices):
            key = self.ties.get(index)
            if key is None or any(_hit(key, pool) for pool in pools):
                out.append(True)
                continue
            if counted is None:
                counted = self.counted
            out.append(_hit(key, counted))
        return out

    @property
    def counted(self) -> set[Key]:
        """Reads that built a choice's options count when that choice's fact was read (or it is
        tied to none); the rest change nothing."""
        out: set[Key] = set(self.domain_reads)  # options built and never chosen from: count
        changed = True
        seen: set[int] = set()
        while changed:
            changed = False
            for index, built in self.choice_domains.items():
                if index in seen or not built:
                    continue
                key = self.ties.get(index)
                if key is None or _hit(key, self.reads) or _hit(key, out):
                    out |= built
                    seen.add(index)
                    changed = True
        return out


# The case running, if any: set by ``case`` (and ``unread``) for the dynamic extent of a case, so a
# read deep in the core, which has no parameter that carries its case, finds it (``current``).
_CASE: ContextVar[Tracker | None] = ContextVar("ruleslawyer_walk_case", default=None)
current: Callable[[], Tracker | None] = _CASE.get  # the tracker of the case running, or None
OWN_PART = "battle-shock step"  # the row of the key of a unit's own parts (Tracker.own_part)
SHOCKED = "battle_shocked"
# The rules the walk's own hooks run (``Tracker.ruled``), by the name an error calls them.
ANSWER, CHECK_ROW = "an answer made of parts (core/parts.py)", "an impossible-state row"


def _is_keyword(key: Key) -> bool:
    return key[1].startswith(KEYWORD)


def _hit(key: Key, pool: set[Key]) -> bool:
    """Whether ``pool`` holds a read of ``key``: for a keyword key, a read of that keyword or
    of the whole keyword list."""
    return key in pool or (_is_keyword(key) and (key[0], "keywords") in pool)


def _record(unit: str, keys: frozenset[Key]) -> None:
    """A read of a watched keyword list: into the reads, or those of an impossible-state
    check (none while a copy is made)."""
    tracker = current()
    if tracker is None or unit not in tracker.open_units or tracker.copying:
        return
    tracker.read(keys, tracker.reads)  # inside a check's row: that row's (Tracker.read)


partial_values.RECORD = _record


@lru_cache(maxsize=4096)
def _keys(unit: str, rows: frozenset[str]) -> frozenset[Key]:
    return frozenset((unit, row) for row in rows)


_object_get = object.__getattribute__
_field_get = UnitField.__get__
_field_set = UnitField.__set__


class WatchedUnit(Unit):
    """A unit the walk made of a draft it draws (``WatchedDraft.unit_class``), or a probe of
    its own (properties/sure_fit.py): a read of one of its fields, while a case runs, is a read
    of the rows that field is made from. Every copy the core makes of it (``reading.copy``,
    ``Unit.but``) is of this class too. Equality compares classes (a dataclass's does): no
    drawn unit is compared with a plain one (the core makes no fresh ``Unit`` of a drawn
    one)."""

    __slots__ = ()

    def __getattribute__(self, name: str) -> Any:
        value = _object_get(self, name)
        if (
            name in UNIT_DEPS
            and type(value) is not Watched
            and (tracker := current())
            and not tracker.copying  # a copy reads nothing (core/reading.py)
        ):
            unit = _object_get(self, "name")
            if name == SHOCKED and unit in tracker.own and unit != tracker.part:
                # its battle-shock since a Battle-shock step: what that step decided
                tracker.shown(unit)
            if unit in tracker.open_units and (unit, name) not in tracker.done:
                keys = _keys(unit, UNIT_DEPS[name])
                if not tracker.news(keys, tracker.done, (unit, name)):
                    return value
                whole = name not in strength_classes.NAMES or unit not in tracker.classes
                if not whole:  # a number of its strength, its class drawn
                    by_whole = tracker.whole_strength > 0  # asked by core/reading.whole_strength
                    keys = strength_classes.reads(self, tracker.classes[unit], by_whole, keys)
                # Inside an impossible-state row (every row is asked on its own while the walk
                # runs, wherever it is asked from) the read is that row's alone: Tracker.read.
                if tracker.read(keys, tracker.reads) and whole:
                    tracker.done.add((unit, name))  # nothing more to learn from this field
        return value


def watched(unit: Unit) -> Unit:
    """``unit`` as a :class:`WatchedUnit`, every field as it is (a probe the walk asks)."""
    copy = object.__new__(WatchedUnit)
    object.__setattr__(copy, "__dict__", dict(vars(unit)))
    return copy


class _WatchedRow:
    """A row of the table on a :class:`WatchedDraft`: it reads and writes the fact as the row
    does (``UnitField``), and while a case runs records the read."""

    __slots__ = ("name", "row")

    def __init__(self, row: UnitField[Any]) -> None:
        self.row, self.name = row, row.name

    def __get__(self, obj: Any, owner: type[Any]) -> Any:
        if obj is None:
            return self.row
        value = _field_get(self.row, obj, owner)
        # A copy reads nothing (core/reading.py): most reads of a draft are the copy of it
        # into the case's unit, so that is asked first.
        if type(value) is not Watched and (tracker := current()) and not tracker.copying:
            unit = getattr(obj, "name", None)
            if unit in tracker.open_units and (unit, self.name) not in tracker.draft_done:
                keys = _keys(str(unit), ROW_DEPS[self.name])
                if self.name in strength_classes.NAMES and unit in tracker.classes:
                    keys = keys | strength_classes.key(str(unit))  # its options were the class's
                if not tracker.news(keys, tracker.draft_done, (str(unit), self.name)):
                    return value
                domain = tracker.options > 0  # building a choice's options
                into = tracker.domain_reads if domain else tracker.reads
                if tracker.read(keys, into) and not domain:
                    tracker.draft_done.add((unit, self.name))
        return value

    def __set__(self, obj: Any, value: Any) -> None:
        _field_set(self.row, obj, value)


class WatchedDraft(UnitDraft):
    """A draft of the walk's (``ScenarioState.draft_class``, given by its drawer): each row of
    the table on it is watched (:class:`_WatchedRow`), and so is the unit made of it."""

    __slots__ = ()
    unit_class: ClassVar[type[Unit]] = WatchedUnit


for _row in unit_fields.FIELDS:  # every row the draft reads through the table (none it shadows)
    if inspect.getattr_static(UnitDraft, _row.name) is _row:
        setattr(WatchedDraft, _row.name, _WatchedRow(_row))


@lru_cache(maxsize=1024)
def _action_keys(action: str, field: str) -> tuple[Key, frozenset[Key]]:
    """The key marking a field done, and the keys a read of it reads."""
    unit = fact_keys.ACTION_KEY.format(action)
    return (unit, field), frozenset((unit, row) for row in fact_keys.ACTION_FIELDS[field])


class WatchedAction(ActionDef):
    """An Action the walk draws (``EnumeratingDrawer.action_class``): a read of one of its row
    fields, while a case runs, is a read of that row (``fact_keys.ACTION_FIELDS``). Every copy
    of it (``reading.copy``) is of this class too."""

    __slots__ = ()

    def __getattribute__(self, name: str) -> Any:
        value = _object_get(self, name)
        if name in fact_keys.ACTION_FIELDS and (tracker := current()) and tracker.tied:
            done, keys = _action_keys(_object_get(self, "name"), name)
            # A read of news, made by no copy and no stated start (core/reading.py).
            if tracker.news(keys, tracker.done, done) and not (
                tracker.copying or tracker.drawn_start
            ):
                into = tracker.domain_reads if tracker.options else tracker.reads
                if tracker.read(keys, into) and into is tracker.reads:
                    tracker.done.add(done)
        return value


class WatchedStart(ActionStarted):
    """The record of a start the game makes while the walk runs (``performing.START_RECORD``):
    a read of when the Action completes is a read of its COMPLETES row."""

    __slots__ = ()

    def __getattribute__(self, name: str) -> Any:
        value = _object_get(self, name)
        if name == "completes_at" and (tracker := current()) and tracker.tied:
            done, keys = _action_keys(_object_get(self, "action"), "completes")
            if tracker.news(keys, tracker.done, done) and tracker.read(keys, tracker.reads):
                tracker.done.add(done)
        return value


def _answer(rows: Sequence[tuple[Any, parts.Test]]) -> Sequence[Any]:
    """The walk's answer made of parts: each test's reads kept apart (partial_values.py)."""
    tracker = current()
    if tracker is None or tracker.bucket is not None:
        return parts.eager(rows)  # inside a check's row: its reads are that row's
    if tracker.seam is not None:  # a rule's answer, inside a seam: it reads for itself
        return tracker.ruled(ANSWER, lambda: _answer(rows))
    asked = [(item, *tracker.apart(test)) for item, test in rows]
    return Parted([(item, bool(held), reads) for item, held, reads in asked], tracker.count)


def _own_part(unit: str, alone: bool, decide: Callable[[], None]) -> None:
    """A unit's own part of a Battle-shock step (core/parts.py): kept apart when it is alone."""
    tracker = current()
    if tracker is not None and tracker.seam is not None:  # a rule, inside a seam
        tracker.ruled(
            f"{unit!r}'s own part of a Battle-shock step", lambda: _own_part(unit, alone, decide)
        )
    elif tracker is not None and alone:
        tracker.own_part(unit, decide)
    else:
        decide()


def _rolls_asked(unit: str | None) -> None:
    tracker = current()
    if tracker is not None:
        tracker.shown(unit)


def _declared(kind: str, do: Callable[..., T], /, *args: Any, **kwargs: Any) -> T:
    """The walk's ``reading.DECLARE``: runs ``do`` with the case's tracker doing ``kind``."""
    tracker = current()
    if tracker is None:
        return do(*args, **kwargs)
    setattr(tracker, kind, getattr(tracker, kind) + 1)
    seam = tracker.seam
    if kind != reading.OPTIONS:  # an option builder's reads are kept for its choice
        tracker.seam = kind  # the others' are dropped (or narrowed): ``ruled``
    try:
        return do(*args, **kwargs)
    finally:
        setattr(tracker, kind, getattr(tracker, kind) - 1)
        tracker.seam = seam


def _decided(rule: str, test: Callable[[Any], T], asked: Any, /) -> T:
    """The walk's ``reading.DECIDE``: runs the rule ``test``; inside a seam, as if none ran."""
    tracker = current()
    if tracker is None or tracker.seam is None:
        return test(asked)
    return tracker.ruled(rule, lambda: test(asked))


@contextmanager
def tracking() -> Iterator[None]:
    """Record reads while the walk runs (the hooks cost time, so only then)."""
    saved_parts = (parts.OWN, parts.ASKED)
    saved_record = performing.START_RECORD
    saved_row = parts.ROW
    performing.START_RECORD = WatchedStart
    parts.ANSWER = _answer
    parts.OWN, parts.ASKED = _own_part, _rolls_asked
    # Every impossible-state row, wherever it is asked (the drawer, the game's build), asked on
    # its own: a check's reads count only from the row that found a problem.
    parts.ROW = _check_row
    try:
        yield
    finally:
        performing.START_RECORD = saved_record
        parts.ANSWER = parts.eager
        parts.OWN, parts.ASKED = saved_parts
        parts.ROW = saved_row


def drawn_beside(row: UnitField[Any], draft: Any) -> bool:
    """Whether the drawer draws ``row`` beside the others (``UnitField.drawn_beside``): in a
    case of the walk, its ``only_when`` fact read to build that row's options. For a
    row not drawn the read is dropped: the row keeps its default, and a later read of it counts
    its ``only_when`` fact anyway (``fact_keys``)."""
    tracker = current()
    if tracker is None:
        return row.drawn_beside(draft)
    outer, tracker.domain_reads = tracker.domain_reads, set()
    try:
        drawn = row.drawn_beside(draft)
    finally:
        reads, tracker.domain_reads = tracker.domain_reads, outer
    if drawn:
        outer |= reads
    return drawn


def _check_row(row: Callable[[], T]) -> T:
    """One impossible-state row (``parts.check_row``): asked on its own in a case."""
    tracker = current()
    if tracker is None:
        return row()
    if tracker.seam is not None:  # a rule, inside a seam: it reads for itself
        return tracker.ruled(CHECK_ROW, lambda: _check_row(row))
    return tracker.ask(row)


@contextmanager
def case(tracker: Tracker) -> Iterator[Tracker]:
    """Runs ``tracker``'s case: the reads made in this context are its, and the code that
    declares what it does with them (core/reading.py) tells it so."""
    token, saved, decide = _CASE.set(tracker), reading.DECLARE, reading.DECIDE
    reading.DECLARE, reading.DECIDE = _declared, _decided
    try:
        yield tracker
    finally:
        _CASE.reset(token)
        reading.DECLARE, reading.DECIDE = saved, decide


@contextmanager
def unread() -> Iterator[None]:
    """Runs with no case's reads recorded: for what no verdict rests on (the FAQ's diagram of
    a case's board, search.py), which would otherwise make the walk branch on what it read."""
    token = _CASE.set(None)
    try:
        yield
    finally:
        _CASE.reset(token)
