"""Proven verdicts: a property scenario's open values enumerated, simplest cases first, within the
bounds the core declares (contract §17, docs/language.md#proven-verdicts).

Every open value is drawn through one :class:`~ruleslawyer.properties.choose.Choose` call over a
tuple of options, simplest first. :class:`Replay` is another implementation of it: it replays a
prefix of choices and takes the first option after it, so that a depth-first walk of the tree of
choice points visits every case (each choice's option count is known when it is made), as
SmallCheck and Hypothesis's own exhaustive generation do. The walk is lazy in the way of Lazy
SmallCheck: it branches on a unit fact only where some case below the choice read it
(:mod:`.tracking`). It stops when the cases pass the budget: then Hypothesis searches as before,
and a passing claim is ``confirmed``, never ``proven``.

A case that is impossible (a discarded example) counts as checked and discarded, never as a pass;
a walk in which every case was impossible proves nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import partial
from itertools import zip_longest
from math import prod
from typing import Any, TypeVar, cast

from hypothesis import strategies as st
from hypothesis.errors import UnsatisfiedAssumption

from ruleslawyer.core import Moment, Unit
from ruleslawyer.core.command import LIKELIEST_2D6, TWO_D6_TOTALS
from ruleslawyer.properties import (
    DEFAULT_EXHAUSTIVE_BUDGET,
    lazy_rolls,
    moments,
    partial_values,
    rounds,
    strength_classes,
    tracking,
)
from ruleslawyer.properties.asking import Fixed
from ruleslawyer.properties.bounds import Ranges, describe
from ruleslawyer.properties.choose import Choose
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.properties.sure_fit import sure_fits
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.strategies import toward_values

T = TypeVar("T")

DEFAULT_BUDGET = DEFAULT_EXHAUSTIVE_BUDGET


class Discarded(Exception):
    """A case that is no situation: a step found an impossible combination (``search.case``).
    A choice with no options left raises ``assume``'s exception instead, which the step runner
    lets through to the walk as it does under Hypothesis."""


class Diverged(Exception):
    """A replayed case made other choices than the case it replays: the walk proves nothing.
    ``where`` names the step that was running, when the caller knows it."""

    def __init__(self, where: str | None = None) -> None:
        super().__init__(where)
        self.where = where


class Replay(Choose):
    """The ``Choose`` of one case: the prefix's options, then the simplest one."""

    def __init__(self, prefix: Sequence[int], sizes: Sequence[int], tracker: tracking.Tracker):
        self.prefix = prefix
        self.known = sizes  # the option counts the replayed case met
        self.tracker = tracker
        self.path: list[int] = []
        self.sizes: list[int] = []
        self.options: list[Sequence[object]] = []
        self.labels: dict[int, tuple[str, ...]] = {}
        self.classes: dict[str, tuple[strength_classes.Class, Any]] = {}  # by unit, with draft
        self.also: list[tuple[tuple[str, ...], Sequence[object]]] = []  # offered, for bounds

    def __call__(self, options: Sequence[T]) -> T:
        return self.labelled(None, options)

    def labelled(self, label: tuple[str, ...] | None, options: Sequence[T]) -> T:
        if not options:  # as assume() would: the step runner lets Hypothesis's own through
            raise UnsatisfiedAssumption
        depth = len(self.path)
        index = self.prefix[depth] if depth < len(self.prefix) else 0
        met = depth < len(self.known) and depth < len(self.prefix)  # the replayed case's choice
        if index >= len(options) or (met and self.known[depth] != len(options)):
            raise Diverged
        self.path.append(index)
        self.sizes.append(len(options))
        self.options.append(options)
        if label is not None:
            self.labels[depth] = label
        value = options[index]
        self.tracker.chose(depth)
        return value

    # The walk's way of drawing (``Choose.fitted``): each keyword of a drawn unit's list is a
    # choice of its own, tied to that keyword, and the list is :class:`~.partial_values.Watched`
    # (Lazy SmallCheck's partial values); a fact's options are fitted beside stated facts alone
    # (fitted beside another drawn fact, they would read it whenever this one is read: what is
    # then impossible is discarded); a unit's strength is drawn as the class half-strength
    # reads first (strength_classes.py).
    fitted = False

    def offered(self, label: tuple[str, ...], options: Sequence[object]) -> None:
        """``options`` are every value of what ``label`` names, though a choice is made among
        some of them (they are the bounds)."""
        self.also.append((label, options))

    def fact(self, unit: str, row: str, options: Sequence[T]) -> T:
        value = self.labelled(("fact", unit, row), options)
        self.tracker.tie(len(self.path) - 1, (unit, row))
        return value

    def keyword(self, unit: str, keyword: str, options: tuple[bool, ...]) -> bool:
        return self.fact(unit, partial_values.KEYWORD + keyword, options)

    def watch(self, unit: str, keywords: frozenset[str]) -> frozenset[str]:
        return cast(frozenset[str], partial_values.Watched(unit, keywords))

    def moment(self, candidates: Sequence[Moment]) -> Moment:
        """A drawn moment: its point in the round and its battle round, facts of their own,
        each read only where its value matters (:mod:`.moments`, :mod:`.rounds`)."""
        drawn, low, high = rounds.drawn(self, candidates)
        battle_round = rounds.Round(drawn.battle_round, self.tracker, low, high)
        made = Moment(cast(int, battle_round), drawn.index, drawn.first_player)
        return moments.drawn(made, candidates)

    def roll_asked(self, unit: str) -> None:
        """The unit's roll is asked of: what a Battle-shock step it rolled in decided counts."""
        self.tracker.shown(unit)

    def holds(self, problem: Callable[[], object]) -> bool:
        return not self.tracker.ask(problem)

    def fit(
        self, field: str, values: tuple[T, ...], now: Moment, acting: bool, fixed: Fixed = ()
    ) -> tuple[T, ...]:
        return sure_fits(field, values, fixed, now, acting)


class EnumeratingDrawer(Drawer):
    """The drawer of one case: the same fill as Hypothesis's, through :class:`Replay`; a roll
    the game needs and the scenario never states is one more choice, made when it is needed."""

    draft_class = tracking.WatchedDraft  # the scenario's drafts, whose reads the walk records
    action_class = tracking.WatchedAction  # the Actions it draws, whose row reads it records

    def __init__(self, choose: Replay) -> None:
        super().__init__(cast(st.DataObject, None))
        self.choose = choose
        self.lazy: list[lazy_rolls.Roll] = []  # the rolls drawn, open till read

    def _chooser(self) -> Choose:
        return self.choose

    def _new_roll(self, unit: Unit) -> int:
        totals = toward_values(LIKELIEST_2D6, TWO_D6_TOTALS[0], TWO_D6_TOTALS[-1])
        roll = lazy_rolls.Roll(self.choose, ("roll", unit.name), totals)
        self.choose.offered(roll.label, totals)  # every total, though some were never read
        self.lazy.append(roll)
        return cast(int, lazy_rolls.Total(roll))

    def settled_rolls(self) -> dict[str, int]:
        """The rolls drawn, settled (:meth:`~.lazy_rolls.Roll.settle`): what a counterexample
        states."""
        for roll in self.lazy:
            roll.settle()
        return {unit: int(total) for unit, total in self.rolls.items()}

    @property
    def state(self) -> ScenarioState | None:
        """The state the case filled, once it began: what :func:`walk`'s ``let_go`` is given."""
        return self._state


@dataclass
class Case:
    """What one case of the walk did."""

    path: list[int]
    sizes: list[int]
    observed: list[bool]
    outcome: str  # "held", "discarded", or "failed"
    found: object = None  # for a failed case: what the caller's run returned


@dataclass
class Proof:
    """A walk that checked every case within its bounds and found each one held (or
    impossible)."""

    cases: int
    discarded: int
    bounds: str

    def said(self) -> str:
        impossible = f", {self.discarded} of them impossible" if self.discarded else ""
        return f"proven for {self.bounds} ({self.cases} cases checked{impossible})"


@dataclass
class NotProven:
    """Why a walk proved nothing, in words for one line (a report, ``-v``'s summary, the FAQ's
    "How this was checked"): Hypothesis searched instead, and a passing claim is confirmed."""

    why: str
    off: bool = False  # the run turned the walk off (budget 0): nothing to say per scenario

    def said(self) -> str:
        return f"not proven: {self.why}"


def over_budget(needed: float, budget: int) -> NotProven:
    """The cases the walk estimates the claim needs, against the budget (an estimate: the
    walk stops as soon as it passes the budget, not when every case has been counted)."""
    if round(needed) <= budget:  # the budget ran out before the estimate passed it (by 1)
        return NotProven(f"more than {budget:,} cases needed, budget {budget:,}")
    return NotProven(f"about {round(needed):,} cases needed, budget {budget:,}")


OFF = NotProven("the exhaustive walk is off (--ruleslawyer-exhaustive-budget=0)", off=True)
CONTINUOUS = NotProven(
    "positions are drawn continuously, so a passing claim is at best confirmed; state a grid "
    '(Given positions are drawn on a 0.5" grid) for the walk to enumerate them'
)
ALL_IMPOSSIBLE = NotProven("every case within the bounds was impossible")


@dataclass
class Walk:
    """The depth-first walk of one scenario's choice tree."""

    cases: int = 0
    discarded: int = 0
    ranges: Ranges = field(default_factory=Ranges)
    needed: float = 0.0  # the cases estimated in all, after the last case
    diverged: str | None = None  # the step a replay did not repeat, when known
    continuous: bool = False  # a case drew a position off any grid: nothing to enumerate
    # The options already added to ``ranges``, by what they were for and the tuple's identity
    # (each held, so that its id is not reused), or, for a plain tuple of a fact's or a roll's
    # options, its value: most cases meet the same tuples again, and adding one twice changes
    # nothing (``_ranged``).
    ranged: dict[tuple[object, object], Sequence[object]] = field(default_factory=dict)


Run = Callable[[EnumeratingDrawer], object]  # runs the steps: None held, else the failure
LetGo = Callable[[ScenarioState], None]  # a case's state, done with (``walk``)


def walk(
    run: Run,
    open_units: frozenset[str],
    budget: int,
    keep_going: Callable[[object], bool] = lambda _: False,
    let_go: LetGo | None = None,
) -> Proof | list[object] | NotProven:
    """Every case, simplest first. Returns a :class:`Proof`, or the failures found (in walk
    order: the first is a simplest one; after it the walk goes on only while ``keep_going`` of
    the first is true and the budget lasts), or why it proved nothing (:class:`NotProven`:
    the budget ran out first, or a case did not replay). ``let_go`` is given the state of each
    case that did not fail once the walk has read what it needs of it (search.py's
    ``_let_go``: its objects then go by reference counting, not by the cyclic collector)."""
    state = Walk()
    prefix: list[int] = []
    sizes: list[int] = []
    seen: list[bool] = []  # per depth: whether a case below the current node read its choice
    starts: list[int] = []  # per depth: the case its current option's subtree began with
    done: dict[int, list[int]] = {}  # per depth: the sizes of the subtrees finished there
    failures: list[object] = []
    ahead = _Ahead()  # first cases of siblings run ahead of the walk, when it would give up
    with tracking.tracking():
        while True:
            if state.cases >= budget:
                return failures or ahead.failed() or over_budget(state.needed, budget)
            case = ahead.cases.pop(tuple(prefix), None) or _one(
                run, prefix, sizes, open_units, state, let_go
            )
            if case is None:
                return failures or _not_replayed(state)
            starts += [state.cases] * (len(case.path) - len(starts))
            state.cases += 1
            if case.outcome == "failed":
                failures.append(case.found)
                if not keep_going(failures[0]):
                    return failures
            if state.continuous:  # its simplest case was worth a run; the rest is Hypothesis's
                return failures or CONTINUOUS
            seen[:] = [s or r for s, r in zip_longest(seen, case.observed, fillvalue=False)]
            estimate = partial(_estimate, case, seen, done, starts, state.cases, ahead.sizes)
            to_come = estimate()
            left = budget - state.cases
            if (
                left < to_come <= FAR_OVER * left
                and not ahead.spent
                and ahead.run(
                    run, case, seen, open_units, state, partial(estimate, 1.0), CLEAR * left, let_go
                )
            ):
                informed = estimate()
                if informed <= CLEAR * left:  # clearly within the budget: the walk goes on
                    to_come = informed
            state.needed = state.cases + to_come
            # Given up only when even counting each sibling as the smallest subtree finished at
            # its depth the cases to come pass what is left: the mean of a large subtree and
            # small ones (a keyword that refuses, a part with one option) gave up on claims that
            # fit (docs/performance.md, "Issue 43: every fitting claim proven").
            if (
                to_come > left
                and _estimate(case, seen, done, starts, cases=state.cases, least=True) > left
            ):
                return failures or ahead.failed() or over_budget(state.needed, budget)
            depth = len(case.path) - 1
            while depth >= 0 and not (seen[depth] and case.path[depth] + 1 < case.sizes[depth]):
                depth -= 1
            if depth < 0:
                break
            for finished in range(depth, len(case.path)):
                done.setdefault(finished, []).append(state.cases - starts[finished])
            del starts[depth:]
            prefix = [*case.path[:depth], case.path[depth] + 1]
            sizes = case.sizes[: depth + 1]
            del seen[depth:]
    if failures:
        return failures
    if state.cases == state.discarded:
        return ALL_IMPOSSIBLE  # nothing possible was checked: Hypothesis says so, as before
    return Proof(state.cases, state.discarded, describe(state.ranges))


# Looking ahead before giving up (``_Ahead``), once a walk: only for an estimate at most FAR_OVER
# times what the budget has left (one further over is given up at once), at most AHEAD first
# cases of siblings, and the walk goes on only when the estimate they make is under CLEAR of
# what is left. That estimate is still rough (a sibling's first case can read less than its
# later ones): walked on from within the budget, claims gave up after hundreds of cases more
# and the main job took a third more CPU; from within a fifth, a tenth more (docs/performance.md,
# "Issue 43: more claims proven").
FAR_OVER, AHEAD, CLEAR = 10, 20, 0.1


@dataclass
class _Ahead:
    """The first case of a sibling subtree, run ahead of the walk when the estimate would give
    up. The estimate counts every sibling still to come as large as the subtree it is in, and
    in a lazy walk the first option (the default, which lets every step go on) has the largest
    by far: a sibling that refuses at once (a keyword, a state) is a case or a few. A sibling's
    first case says how large its subtree is at most, as far as that case branched: the options
    of every choice below it that it read, multiplied (``sizes``; exact for one that branched
    on nothing below it: one case). The walk takes each case run ahead when it comes to it, so
    none is run twice."""

    cases: dict[tuple[int, ...], Case | None] = field(default_factory=dict)  # by prefix
    sizes: dict[tuple[int, ...], float] = field(default_factory=dict)  # by prefix
    spent: int = 0

    def run(
        self,
        run: Run,
        case: Case,
        seen: list[bool],
        open_units: frozenset[str],
        state: Walk,
        at_least: Callable[[], float],
        clear: float,
        let_go: LetGo | None = None,
    ) -> bool:
        """Runs the first case of each sibling still to come of ``case``'s path, shallowest
        first (the largest), while the allowance lasts and until ``at_least()`` passes ``clear``
        (even counting every sibling not yet run as one case, the estimate is not clearly within
        the budget: a claim far too large then costs a case or a few more); whether any ran."""
        before = self.spent
        for depth in range(len(case.path)):
            if depth >= len(seen) or not seen[depth]:
                continue
            for option in range(case.path[depth] + 1, case.sizes[depth]):
                key = (*case.path[:depth], option)
                if key in self.cases or key in self.sizes:
                    continue
                if self.spent >= AHEAD:
                    return self.spent > before
                self.spent += 1
                first = _one(run, list(key), case.sizes[: depth + 1], open_units, state, let_go)
                self.cases[key] = first
                if first is None:  # it did not replay: the walk will say so when it comes
                    return self.spent > before
                below = zip(first.observed[depth + 1 :], first.sizes[depth + 1 :], strict=True)
                self.sizes[key] = float(prod(size for read, size in below if read))
                if at_least() > clear:
                    return self.spent > before
        return self.spent > before

    def failed(self) -> list[object]:
        """What the cases run ahead found failed, in walk order, when the walk gives up first."""
        return [c.found for _, c in sorted(self.cases.items()) if c and c.outcome == "failed"]


def _estimate(
    case: Case,
    seen: list[bool],
    done: dict[int, list[int]],
    starts: list[int],
    cases: int,
    ahead: dict[tuple[int, ...], float] | None = None,
    unknown: float | None = None,
    least: bool = False,
) -> float:
    """The cases still to visit after ``case``: at each depth the walk branches on, the
    siblings not yet visited, each counted as the mean size of the subtrees already finished at
    that depth or, before any has, as the current one will be (the cases it has had, and what
    is estimated to come below it); a sibling whose first case was run ahead counts at most as
    large as that case says (``ahead``, :class:`_Ahead`), one not run ahead as ``unknown``
    cases when given (a least estimate). An estimate, not a bound: giving up early only costs
    a ``proven``, never makes one, and going on only costs cases, up to the budget. With
    ``least``, a sibling counts as the smallest subtree finished at its depth, not their mean:
    the estimate most in the claim's favour that its finished subtrees allow."""
    below = 0.0  # the cases estimated to come at the depths below the one looked at
    for depth in range(len(case.path) - 1, -1, -1):
        rest = case.sizes[depth] - case.path[depth] - 1
        if depth >= len(seen) or not seen[depth] or rest <= 0:
            continue
        finished = done.get(depth)
        if finished:
            each = min(finished) if least else sum(finished) / len(finished)
        else:
            each = cases - starts[depth] + below
        if ahead or unknown is not None:
            path, known = case.path[:depth], ahead or {}
            below += sum(
                min(known.get((*path, o), unknown or each), each)
                for o in range(case.path[depth] + 1, case.sizes[depth])
            )
        else:
            below += rest * each
    return below


def _not_replayed(state: Walk) -> NotProven:
    """A case that did not replay as it was first run: the walk cannot enumerate that step."""
    where = f" ({state.diverged})" if state.diverged else ""
    return NotProven(
        f"a step{where} did not make the same choices when replayed, so the walk cannot "
        "enumerate it"
    )


def _one(
    run: Run,
    prefix: list[int],
    sizes: list[int],
    open_units: frozenset[str],
    state: Walk,
    let_go: LetGo | None = None,
) -> Case | None:
    tracker = tracking.Tracker(open_units)
    choose = Replay(prefix, sizes, tracker)
    tracker.classes = choose.classes  # the strength classes drawn: what their reads read
    drawer = EnumeratingDrawer(choose)
    outcome, found = "held", None
    with tracking.case(tracker):
        try:
            found = run(drawer)
            if found is not None:
                outcome = "failed"
        except (Discarded, UnsatisfiedAssumption):
            outcome = "discarded"
        except Diverged as exc:
            state.diverged = exc.where
            return None
        finally:
            drawer.settled_rolls()  # the case is over: a later read branches on nothing
            state.continuous = state.continuous or drawer.continuous
    if len(choose.path) < len(prefix):
        return None  # the replay stopped before the choice it was to take: not deterministic
    discarded = outcome == "discarded"
    state.discarded += discarded
    observed = tracker.observed(discarded, len(choose.path))
    labels, ties = choose.labels, tracker.ties
    for i, options in enumerate(choose.options):
        tie = ties.get(i)
        _ranged(state, labels.get(i) or (("fact", *tie) if tie else None), options)
    for label, offered in choose.also:
        _ranged(state, label, offered)
    # Nothing reads a case's state again but a failure's (its counterexample is written): left
    # to the cyclic collector, the walk's cases made a tenth of its time (docs/performance.md,
    # "The walk cheaper per case").
    if let_go is not None and outcome != "failed" and drawer.state is not None:
        let_go(drawer.state)
    return Case(choose.path, choose.sizes, observed, outcome, found)


def _ranged(state: Walk, label: tuple[str, ...] | None, options: Sequence[object]) -> None:
    """``options`` (for ``label``) added to the walk's bounds, unless these very options were
    added for it before (``Ranges.add`` of them again would change nothing). A plain tuple of
    a fact's or a roll's options counts as the same options when it is equal: what
    ``Ranges.add`` keeps of those is their values alone (a set of them, or how many)."""
    key: tuple[object, object] = (label, id(options))
    if label is not None and label[0] in _BY_VALUE and type(options) is tuple:
        try:
            key = (label, options)
            if key in state.ranged:
                return
        except TypeError:  # an option no hash holds: by the tuple itself
            key = (label, id(options))
    if state.ranged.get(key) is not options:
        state.ranged[key] = options
        state.ranges.add(label, options)


_BY_VALUE = ("fact", "roll")  # the labels whose plain tuples ``_ranged`` compares by value


__all__ = [
    "DEFAULT_BUDGET",
    "Case",
    "Discarded",
    "Diverged",
    "EnumeratingDrawer",
    "NotProven",
    "Proof",
    "Replay",
    "walk",
]
