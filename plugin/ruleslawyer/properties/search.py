"""Property scenarios: Hypothesis draws what "any" leaves open and hunts for a counterexample.

Verdicts (docs/language.md#property-scenarios): a Then the core disagrees with in some example is a
counterexample, written as a concrete scenario (:class:`PropertyFailure`); an example that
stops on an input error of the scenario (a name never set up, a phrase that does not apply) is
an error of the scenario, never a counterexample (:class:`PropertyUndecided`).
"""

from __future__ import annotations

import gc
import os
import re
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from fractions import Fraction
from functools import lru_cache
from pathlib import Path
from typing import cast

from hypothesis import HealthCheck, Phase, errors, given, reject, settings
from hypothesis import configuration as hypothesis_configuration
from hypothesis import strategies as st
from hypothesis.database import DirectoryBasedExampleDatabase
from hypothesis.errors import UnsatisfiedAssumption
from hypothesis.internal.conjecture.data import ConjectureData
from hypothesis.reporting import current_reporter, with_reporter

from ruleslawyer import heap
from ruleslawyer.core import RuleRef
from ruleslawyer.core.eligibility import NOTHING_BARS
from ruleslawyer.properties import DEFAULT_MAX_EXAMPLES as DEFAULT_MAX_EXAMPLES
from ruleslawyer.properties import tracking
from ruleslawyer.properties.draw import Drawer
from ruleslawyer.properties.exhaustive import (
    DEFAULT_BUDGET,
    OFF,
    Discarded,
    Diverged,
    EnumeratingDrawer,
    NotProven,
    Proof,
)
from ruleslawyer.properties.exhaustive import walk as exhaustive_walk
from ruleslawyer.properties.neighbours import AgainDrawer, neighbours
from ruleslawyer.scenario.board_plain import plain
from ruleslawyer.scenario.counterexample import counterexample_path, render_counterexample
from ruleslawyer.scenario.drawn_gaps import written_numbers
from ruleslawyer.scenario.drawn_positions import ANY_POSITION as _ANY_POSITION
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.files import write_atomically
from ruleslawyer.scenario.property_scenarios import asks_fight_order, named_in_steps
from ruleslawyer.scenario.property_scenarios import is_property as is_property
from ruleslawyer.scenario.runner import pinned_clash, run_steps, unexpected
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine


@dataclass
class Contradicted(Exception):
    """Raised inside the search: an example the core disagrees with, already written as a
    concrete scenario (rendered while the example's state is at hand)."""

    error: ScenarioDisagreement
    counterexample: str
    exhaustive: bool = False  # found by the exhaustive walk: a simplest one already
    # The example: the option taken at each choice, of how many, and the rolls drawn
    choices: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())
    rolls: dict[str, int] = field(default_factory=dict)
    board: dict[str, object] | None = None  # its positions, for the FAQ's diagram (§19.10)


def side_reasons(error: ScenarioDisagreement) -> tuple[str, ...]:
    """The refusals in a contradicted Then's decision that its claim does not name: a
    counterexample "for a side reason" (the Action does not start now, drawn in the Command
    phase, when the claim is about being engaged) says less than one without them."""
    said = error.disagreement
    return tuple(
        r.text for r in said.reasons if r.text != NOTHING_BARS and r.text not in said.expected
    )


def _size(found: Contradicted) -> int:
    """How big a counterexample is: the steps it states."""
    return len([line for line in found.counterexample.splitlines() if line.strip()])


class _Example(st.SearchStrategy[ConjectureData]):
    """The example's own choice sequence, for a Drawer to draw from while the steps run:
    cheaper than ``st.data()``, which wraps it (and records each draw) for no reader."""

    def do_draw(self, data: ConjectureData) -> ConjectureData:
        return data


def examples() -> st.SearchStrategy[ConjectureData]:
    """What the search's test function draws: one example's data, for a Drawer."""
    return _Example()


@lru_cache(maxsize=8)
def _database(rootdir: Path) -> DirectoryBasedExampleDatabase:
    return DirectoryBasedExampleDatabase(rootdir / ".ruleslawyer" / "examples")


def run_property(
    steps: Sequence[StepLine],
    feature_path: Path,
    shown_path: str,
    feature_name: str,
    scenario_name: str,
    max_examples: int,
    key: bytes,
    rootdir: Path,
    ci: bool | None = None,
    weighed: dict[RuleRef, set[bool]] | None = None,
    line: int | None = None,
    verdict_rules: set[RuleRef] | None = None,
    budget: int = DEFAULT_BUDGET,
    boards: dict[str, dict[str, object] | None] | None = None,
    heap_frozen: bool | None = None,
) -> Proof | NotProven:
    """Search for a counterexample: first every case within the core's bounds, when that fits
    ``budget`` cases (0: never), then, unless that proved the claim, with Hypothesis. ``ci``
    (default: the CI environment variable) derandomises the search and turns the example
    database off. ``weighed`` gathers every clause weighed and ``verdict_rules`` those behind
    the Then steps' verdicts, over every example. ``boards`` gets the positions for the FAQ's
    diagram (§19.10): ``"fixed"``, those no example drew; ``"counterexample"``, a contradicted
    claim's counterexample's. ``heap_frozen``: whether the heap was frozen before the search
    (:func:`older_objects_frozen`; None asks the collector).

    Returns the :class:`Proof` of a claim the exhaustive search proved, else why it did not
    (:class:`NotProven`; Hypothesis found no counterexample). Raises :class:`PropertyFailure`
    with the counterexample, :class:`PropertyUndecided` when an example stops on an input error,
    :class:`PropertyUnsatisfiable` when no example fits."""
    in_ci = bool(os.environ.get("CI")) if ci is None else ci
    out_path = counterexample_path(rootdir, feature_path, scenario_name)
    written, moves = _position_inputs(steps)
    fights = asks_fight_order(steps)
    named = named_in_steps(steps)

    def collect(state: ScenarioState) -> None:
        """What an example or a case adds to the scenario's rules and coverage, held or not."""
        if verdict_rules is not None:
            verdict_rules.update(state.verdicts.rules)
        game = state.current_game
        if weighed is not None and game is not None:
            for rule, seen in game.weighed.items():
                weighed.setdefault(rule, set()).update(seen)

    def attempt(
        drawer: Drawer,
        exhaustive: bool,
        made: Callable[[], tuple[tuple[int, ...], ...]],
        refuse: Callable[[ScenarioDisagreement], None] = lambda _: None,
        after_step: Callable[[StepLine, BaseException | None], None] | None = None,
    ) -> Contradicted | None:
        """Runs the steps with ``drawer``: the contradiction, written as a concrete scenario
        while the example's state is at hand (``made``: the choices it made; ``refuse`` may
        reject it first, unwritten), or None when every Then held. An input error is raised;
        an impossible one gives no verdict."""
        state = _case_state(feature_path, drawer, written, moves, fights, named)
        try:
            run_steps(state, steps, shown_path, after_step)
        except ScenarioDisagreement as exc:
            refuse(exc)
            rolls = drawer.settled_rolls()
            text = render_counterexample(
                state, steps, feature_name, scenario_name, out_path.parent, rolls
            )
            taken, sizes = made()
            board = _board(state) if boards is not None else None
            return Contradicted(exc, text, exhaustive, (taken, sizes), rolls, board)
        except ScenarioInputError as exc:
            if exc.impossible:
                state.verdicts.rules.clear()  # no such situation: no verdict
            raise
        finally:
            collect(state)
            if boards is not None and "fixed" not in boards:
                boards["fixed"] = _board(state, fixed_only=True)
        if not exhaustive:
            _let_go(state)  # Hypothesis's example, held: nothing reads its state again
        return None

    def examine(data: ConjectureData, own_reason_only: bool) -> None:
        drawer = Drawer(data)

        def made() -> tuple[tuple[int, ...], ...]:
            chose = drawer.chooser
            return (tuple(chose.taken), tuple(chose.sizes)) if chose is not None else ((), ())

        def refuse(exc: ScenarioDisagreement) -> None:
            if own_reason_only and side_reasons(exc):
                reject()  # the second search wants a failure for the claim's own reason

        try:
            found = attempt(drawer, False, made, refuse)
        except ScenarioInputError as exc:
            if exc.impossible:
                reject()  # a move the unit could not have made: no such situation
            raise
        if found is not None:
            raise found

    def check(data: ConjectureData) -> None:
        examine(data, own_reason_only=False)

    def case(drawer: EnumeratingDrawer) -> Contradicted | None:
        """One case of the exhaustive walk, as ``examine`` runs an example. A case that does
        not replay names the step it was in (the walk says so, unproven)."""
        ran: list[StepLine] = []
        try:
            return attempt(
                drawer,
                True,
                lambda: (tuple(drawer.choose.path), tuple(drawer.choose.sizes)),
                after_step=lambda step, _: ran.append(step),
            )
        except ScenarioInputError as exc:
            if exc.impossible:
                raise Discarded from None
            raise
        except Diverged:
            at = ran[-1] if ran else None  # the step that raised is recorded too
            raise Diverged(f"line {at.line}: {at.render()}" if at else None) from None

    def exhaustive() -> Proof | NotProven:
        """Every case within the bounds, when they fit the budget: a proof, or the simplest
        counterexample raised as Hypothesis's would be (one failing for the claim's own reason,
        if the walk meets one as small before the budget runs out)."""
        if budget <= 0:
            return OFF
        opened = frozenset(_open_units(steps))
        done = exhaustive_walk(
            case,
            opened,
            budget,
            lambda first: bool(side_reasons(cast(Contradicted, first).error)),
            _let_go,  # a case that held or could not be: nothing reads its state again
        )
        if isinstance(done, list):
            found = [cast(Contradicted, f) for f in done]
            first = found[0]
            own = [f for f in found[1:] if not side_reasons(f.error) and _size(f) <= _size(first)]
            raise (own[0] if own else first)
        return done

    check._hypothesis_internal_add_digest = key  # type: ignore[attr-defined]
    # Under CI: derandomised and no database, so two runs find the same counterexample.
    # Locally: the example database replays a counterexample found before, first.
    # Locally the database lives under .ruleslawyer/ too: the plugin writes nowhere else.
    database = None if in_ci else _database(rootdir)
    ci_only: dict[str, object] = {"derandomize": True} if in_ci else {}
    options = settings(
        max_examples=max_examples,
        deadline=None,
        report_multiple_bugs=False,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink),
        print_blob=False,
        database=database,
        **ci_only,  # type: ignore[arg-type]
    )
    test = options(given(data=examples())(check))

    def replayed(indices: list[int], like: Contradicted) -> tuple[Contradicted | None, int]:
        """The example of these choices (``neighbours.py``), with ``like``'s rolls: its
        contradiction, if it fails (None if it holds or is no situation the search would run),
        and how many choices it made."""
        drawer = AgainDrawer(indices, like.rolls, fitted=not like.exhaustive)
        again = drawer.again
        try:
            found = attempt(
                drawer, like.exhaustive, lambda: (tuple(again.taken), tuple(again.sizes))
            )
        except (ScenarioInputError, UnsatisfiedAssumption):
            found = None
        return found, len(again.taken)

    def nearby(first: Contradicted) -> Contradicted | None:
        """The first of the counterexample's neighbours that fails for the claim's own
        reason, if any."""
        for indices in neighbours(*first.choices):
            found, _ = replayed(indices, first)
            if found is not None and not side_reasons(found.error):
                return found
        return None

    def simplified(found: Contradicted) -> Contradicted:
        """Each choice of a counterexample Hypothesis shrank back to the simplest option, in
        turn, where the example still fails for reasons no worse and states no more. A choice
        that only the old option asked for (a fact drawn only beside it) is dropped too: each
        later choice in turn, where the replay made fewer choices than the example. A choice
        that cannot be the simplest is lowered as far as a halving search finds it still fails
        (Hypothesis lowers a number, not its digits: ``draw.Choose``)."""
        at = 0
        while at < len(found.choices[0]):
            taken = list(found.choices[0])
            if taken[at] != 0:
                taken[at] = 0
                tries = [taken] + [
                    taken[:gone] + taken[gone + 1 :] for gone in range(at + 1, len(taken))
                ]
                for indices in tries:
                    again, made = replayed(indices, found)
                    if again is not None and no_worse(again, found):
                        found = again
                        break
                    if made >= len(taken):
                        break  # as many choices made: no fact to drop
                if found.choices[0][at] != 0:
                    found = lowered(found, at)
            at += 1
        return found

    def lowered(found: Contradicted, at: int) -> Contradicted:
        """``found`` with choice ``at`` lowered where the example still fails no worse, halving
        the options between the simplest (tried already: it does not) and its own."""
        low, high = 0, found.choices[0][at]
        while high - low > 1:
            middle = (low + high) // 2
            taken = list(found.choices[0])
            taken[at] = middle
            again, _ = replayed(taken, found)
            if again is not None and no_worse(again, found):
                found, high = again, middle
            else:
                low = middle
        return found

    def no_worse(again: Contradicted, found: Contradicted) -> bool:
        side = side_reasons(again.error) and not side_reasons(found.error)
        return not side and _size(again) <= _size(found)

    def own_reason(first: Contradicted) -> Contradicted | None:
        """Run only when the first search's counterexample fails for a side reason: an example
        whose failing Then fails for the claim's own reason, if any. Its neighbours first, then
        a second search."""
        near = nearby(first)
        if near is not None:
            return near

        def own(data: ConjectureData) -> None:
            examine(data, own_reason_only=True)

        own._hypothesis_internal_add_digest = key + b"\nown reason"  # type: ignore[attr-defined]
        again = settings(options, database=None)(given(data=examples())(own))
        try:
            with without_seed_advice():
                again()
        except Contradicted as found:
            return found
        except Exception:
            return None
        return None

    # Hypothesis keeps caches of its own (collected constants) in its home directory, the
    # working directory's .hypothesis/ by default: send them under .ruleslawyer/ while our
    # search runs, and give the user's own setting back after.
    home = getattr(hypothesis_configuration, "__hypothesis_home_directory", None)
    hypothesis_configuration.set_hypothesis_home_dir(rootdir / ".ruleslawyer" / "hypothesis")
    # Stated facts that clash whatever is drawn: the scenario's error, found before drawing
    # anything and reported as a concrete scenario's (scenario/clashes.py).
    clash = pinned_clash(steps, feature_path, shown_path)
    if clash is not None:
        raise PropertyUndecided(clash)
    proof: Proof | NotProven = OFF
    try:
        with (
            without_seed_advice(),
            older_objects_frozen(heap_frozen),
            older_generations_seldom(),
        ):
            proof = exhaustive()
            if isinstance(proof, NotProven):
                test()
    except Contradicted as first:
        found = first if first.exhaustive else simplified(first)  # the walk's is simplest
        if side_reasons(found.error):  # the walk met none as small for the claim's own reason
            better = own_reason(found)
            if better is not None and _size(better) <= _size(found):
                found = better if better.exhaustive else simplified(better)
        if boards is not None:
            boards["counterexample"] = found.board
        by = _EXHAUSTIVE if found.exhaustive else "Hypothesis"
        # Why the walk did not find it first, when Hypothesis did: one line of the report.
        walked = proof.said() if isinstance(proof, NotProven) and not found.exhaustive else None
        saved: Path | None = out_path
        note = None
        try:
            write_atomically(out_path, found.counterexample)
        except OSError as exc:
            # The counterexample stays in the report; a note says why no file holds it.
            saved, note = None, f"not written to {out_path.parent}: {exc.strerror or exc}"
        raise PropertyFailure(found.error, found.counterexample, saved, note, by, walked) from None
    except ScenarioInputError as error:
        raise PropertyUndecided(error) from None
    except (ScenarioDisagreement, PropertyFailure, PropertyUndecided, PropertyUnsatisfiable):
        raise
    except errors.Unsatisfiable:
        raise PropertyUnsatisfiable(unsatisfiable(steps, shown_path, scenario_name, line)) from None
    except Exception as exc:
        # The guard of the draw path: anything else the search met (an error of ours in a
        # draw, a flaky example) is an error of the scenario, never a traceback.
        raise PropertyUndecided(unexpected(shown_path, None, exc, line)) from None
    finally:
        hypothesis_configuration.set_hypothesis_home_dir(home)
    return proof


def _let_go(state: ScenarioState) -> None:
    """An example or a walk's case that did not fail, done with: its state and its game let go
    of what they hold, so that reference counting frees the example at once. The game's parts
    refer to the game and the state to its drawer, which refers back: left as they are, every
    example's objects (two hundred or so) waited for the cyclic collector, whose collections
    then took about a seventh of a search's time (docs/performance.md, issue 43 item 1). Only
    an example whose Then steps all held (or, in the exhaustive walk, a case that held or could
    not be, once the walk has read what it needs of it): a counterexample's state is written
    out after the example."""
    game = state.current_game
    if game is not None:
        vars(game).clear()
    vars(state).clear()


def _position_inputs(steps: Sequence[StepLine]) -> tuple[set[Fraction], bool]:
    """What every case of a scenario draws positions by: the numbers its steps write (the
    boundaries of drawn gaps, §19.9), and whether a When step moves a unit to any position."""
    written = written_numbers([s.text for s in steps])
    moves = any(s.kind == "when" and _ANY_POSITION.search(s.text) for s in steps)
    return written, moves


def _case_state(
    feature_path: Path,
    drawer: Drawer,
    written: set[Fraction],
    moves: bool,
    fights: bool = True,
    named: tuple[frozenset[str], frozenset[str]] = (frozenset(), frozenset()),
) -> ScenarioState:
    """The state one example or case runs its steps on, filled by ``drawer``; ``fights``:
    whether a step reads the order of fighting (``property_scenarios.asks_fight_order``);
    ``named``: the keywords and areas its When and Then steps name (``named_in_steps``)."""
    state = ScenarioState(feature_path)
    state.fight_order_asked = fights
    state.named_in_steps = named
    state.drawer = drawer
    state.draft_class = drawer.draft_class  # the walk's: drafts whose reads it records
    state.position_draws.numbers = written
    state.position_draws.moves = moves  # the game is built before the move draws its end
    return state


def first_case(steps: Sequence[StepLine], feature_path: Path, shown_path: str) -> None:
    """Run the simplest case of a property scenario, the exhaustive walk's first (what a run
    tries first): raises the input error a run would report the claim undecided by. A Then
    that disagrees, or a case that cannot be, ends it quietly. The editor's check of a property
    scenario (editor/check.py)."""
    written, moves = _position_inputs(steps)
    fights = asks_fight_order(steps)
    named = named_in_steps(steps)

    def run(drawer: EnumeratingDrawer) -> None:
        state = _case_state(feature_path, drawer, written, moves, fights, named)
        try:
            run_steps(state, steps, shown_path)
        except ScenarioDisagreement:
            return
        except ScenarioInputError as exc:
            if exc.impossible:
                raise Discarded from None
            raise

    exhaustive_walk(run, frozenset(_open_units(steps)), 1)


def unsatisfiable(
    steps: Sequence[StepLine], shown_path: str, scenario_name: str, line: int | None
) -> str:
    """Why no example was drawn, when no two stated facts clash alone (``pinned_clash``): the
    Given lines, for the writer to look for facts that cannot hold together."""
    given = [s.line for s in steps if s.kind == "given"]
    lines = f" (lines {given[0]} to {given[-1]})" if len(given) > 1 else ""
    return (
        f"{shown_path}:{line}: no situation satisfies the Given steps of {scenario_name!r}"
        f"{lines}: every example drawn was impossible; look for Given steps whose facts cannot "
        "hold together, of one unit or of a unit and the moment"
    )


@contextmanager
def older_objects_frozen(heap_frozen: bool | None = None) -> Iterator[None]:
    """While the search runs, the objects alive before it (the modules, the rules core, the
    session's items) are out of the garbage collector's sight (``gc.freeze``): each example
    makes garbage of its own, and every collection it triggers walked them all again, a tenth
    of a search's time (docs/performance.md). They are given back when the search ends
    (``gc.unfreeze``), garbage among them included. A process that froze its heap already (the
    opt-in ``ruleslawyer_gc_freeze``) is left as it is: ``heap_frozen`` says so when the caller
    knows (the plugin asks once per session), None asks :func:`ruleslawyer.heap.frozen`."""
    if heap_frozen is None:
        heap_frozen = heap.frozen()
    if heap_frozen or not gc.isenabled():
        yield
        return
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()


# How much less often the collector's older generations are collected while a search runs.
SELDOM = 5


@contextmanager
def older_generations_seldom() -> Iterator[None]:
    """While the search runs, the collector's two older generations are collected a fifth as
    often (``gc.set_threshold``): what survives an example is mostly what the search keeps
    (the answers' caches, Hypothesis's tree of choices), which every collection of the oldest
    generation walked again. The youngest generation is collected as often as before, and
    the thresholds are given back when the search ends (docs/performance.md, issue 43)."""
    young, middle, old = gc.get_threshold()
    gc.set_threshold(young, middle * SELDOM, old * SELDOM)
    try:
        yield
    finally:
        gc.set_threshold(young, middle, old)


@contextmanager
def without_seed_advice() -> Iterator[None]:
    """Hypothesis's reports, less its advice to reproduce a failure by adding ``@seed(...)``
    to the test (or by ``--hypothesis-seed``): a .feature file cannot, and a counterexample
    found is written as a concrete scenario instead (the example database replays it)."""
    shown = current_reporter()

    def report(text: object) -> None:
        if "@seed(" not in str(text) and "--hypothesis-seed" not in str(text):
            shown(text)

    with with_reporter(report):
        yield


def _board(state: ScenarioState, fixed_only: bool = False) -> dict[str, object] | None:
    """The example's positions as the FAQ's diagram reads them; ``fixed_only``: less every
    unit whose position was drawn (a property entry that holds shows its board's fixed part).
    In the exhaustive walk, read without counting: no verdict rests on it (the players of the
    first case's drawn units, read for it, made the walk branch on every unit's player)."""
    with tracking.unread():
        board = state.board
        if fixed_only:
            drawn = state.position_draws.placed
            board = replace(board, rows={u: r for u, r in board.rows.items() if u not in drawn})
        return plain(board, {name: draft.player for name, draft in state.units.items()})


def _open_units(steps: Sequence[StepLine]) -> list[str]:
    """The units a scenario leaves open (`any unit "X"`, `any datasheet unit "X" ...`): the
    facts the exhaustive walk branches on lazily are theirs."""
    return [m[1] for s in steps if s.kind == "given" and (m := _ANY_UNIT.match(s.text))]


_EXHAUSTIVE = "The exhaustive search, going through the cases simplest first,"
_ANY_UNIT = re.compile(r'any (?:datasheet )?unit "([^"]+)"')
