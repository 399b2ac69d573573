"""Collecting .feature files directly: one pytest item per scenario and per Examples row."""

from __future__ import annotations

import atexit
import gc
import os
import re
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from _pytest._code.code import ExceptionInfo, TerminalRepr
from pytest_bdd import reporting as bdd_reporting

from ruleslawyer import heap
from ruleslawyer.core import RuleRef
from ruleslawyer.gherkin.reader import ScenarioCase, cases, parse_feature
from ruleslawyer.pytest_plugin import explain, options
from ruleslawyer.scenario import rule_replay
from ruleslawyer.scenario.board_plain import plain
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.property_scenarios import is_property, max_examples_from_tags
from ruleslawyer.scenario.runner import check_claims, new_state, run_steps
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

if TYPE_CHECKING:
    from ruleslawyer.properties.exhaustive import NotProven, Proof


class FeatureFile(pytest.File):
    """A .feature file: parsed once at collection, each scenario an item."""

    def collect(self) -> Iterator[pytest.Item]:
        settings = options.read(self.config)
        try:
            feature = parse_feature(
                self.path, Path(self.config.rootpath), fast=settings.fast_reader
            )
        except ScenarioInputError as error:
            # An error of this file alone: one item that reports it, so every other file
            # still runs (a collection error would stop the session) and a run under xdist
            # counts it once, as a serial run does.
            yield BadFeatureFile.from_parent(self, name=self.path.name, error=error)
            return
        for case in cases(feature, keep_scenarios=settings.bdd_reports):
            item = ScenarioItem.from_parent(self, name=case.name, case=case)
            for tag in sorted(case.tags):
                marker = marker_name(tag)
                register_marker(self.config, marker)
                item.add_marker(marker)
            yield item

    def repr_failure(  # type: ignore[override]
        self, excinfo: ExceptionInfo[BaseException]
    ) -> str | TerminalRepr:
        if isinstance(excinfo.value, ScenarioInputError):
            return excinfo.value.render()
        return super().repr_failure(excinfo)


class BadFeatureFile(pytest.Item):
    """A .feature file that cannot be read as scenarios: its error, reported as an error of
    this one item (at setup, so it counts as an error, as a collection error would)."""

    def __init__(self, *, error: ScenarioInputError, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.error = error

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, (self.error.line or 1) - 1, f"Feature file: {self.error.path}"

    def setup(self) -> None:
        raise self.error

    def runtest(self) -> None:  # never reached: setup raises
        raise self.error

    @staticmethod
    def _about_a_verdict(step: StepLine) -> bool:
        """One of 18.5's steps about the verdict of the question above it."""
        return step.kind == "then" and not rule_replay.is_question(step)

    def repr_failure(
        self, excinfo: ExceptionInfo[BaseException], style: Any = None
    ) -> str | TerminalRepr:
        if isinstance(excinfo.value, ScenarioInputError):
            return excinfo.value.render()
        return super().repr_failure(excinfo)

    def _repr_failure_py(  # type: ignore[override]
        self, excinfo: ExceptionInfo[BaseException], style: Any = None
    ) -> str | TerminalRepr:
        # pytest reports an error at setup through this, not repr_failure.
        return self.repr_failure(excinfo, style)


def freeze_heap(items: Sequence[pytest.Item]) -> None:
    """Once collection is over, move every live object out of the garbage collector's sight
    (``gc.freeze``): the collections during the run and pytest's five at exit then skip what
    start-up and collection made (measured in docs/performance.md). Opt-in (ini
    ``ruleslawyer_gc_freeze``): it affects every test of the process, not only scenarios. Only
    for a session with scenarios, and once per process: a pytest run inside another one
    (pytester) would otherwise freeze, and so keep forever, the outer session's objects and
    every inner session's. Called once per session (``pytest_collection_finish``); the heap
    module remembers the freeze, so that nothing has to count the frozen objects again."""
    if not any(isinstance(i, ScenarioItem) for i in items):
        return
    heap.freeze()


_HEAP_FROZEN = pytest.StashKey[bool]()


def heap_frozen(config: pytest.Config) -> bool:
    """Whether the heap was frozen (``gc.freeze``) before this session's searches, asked once
    per session, at its first property scenario (after :func:`freeze_heap`): a heap frozen by
    the plugin is known without counting (:mod:`ruleslawyer.heap`), but one frozen by anyone
    else is counted, which walks every frozen object (docs/performance.md). A test that freezes
    the heap in mid-session is not seen: the next search then gives its objects back to the
    collector when it ends."""
    frozen = config.stash.get(_HEAP_FROZEN, None)
    if frozen is None:
        frozen = config.stash[_HEAP_FROZEN] = heap.frozen()
    return frozen


_AT_EXIT: list[bool] = []  # whether this process registered freeze_at_exit's handler


def freeze_at_exit(items: Sequence[pytest.Item]) -> None:
    """Once per process whose session ran scenarios and nothing else (the main job, not a
    user's mixed suite): when the interpreter exits, after pytest is done (its exit status set,
    its reports written), the garbage left is collected, its finalizers run, and every object
    still alive is frozen (``gc.freeze``), so that the interpreter's own last collection at
    shutdown skips them: it walked and freed the whole heap (the rules core, every item), about
    a quarter of a second of CPU for a run of 820 scenarios here (docs/performance.md). Objects
    still alive at exit are not collected then: Python does not promise to finalize them at
    exit anyway. A session with any other test (a user's own tests beside the scenarios) leaves
    the interpreter's exit as it is. Registered with :mod:`atexit`, so it runs after every
    pytest session of the process (pytester's in-process runs included) and before the handlers
    registered earlier (logging's shutdown still flushes and closes its handlers)."""
    if _AT_EXIT or not items or not all(isinstance(i, ScenarioItem) for i in items):
        return
    _AT_EXIT.append(True)
    atexit.register(_freeze_for_exit)


def _freeze_for_exit() -> None:
    gc.collect()
    gc.freeze()


def _taken_apart(state: ScenarioState) -> None:
    """A passed concrete scenario's state and game, taken apart once nothing reads them: the
    game's parts refer to the game and the game to them, so their objects would otherwise wait,
    as cyclic garbage, for the collector (the young generation's collections, then the older
    ones', which walk every object of the process); taken apart, reference counting frees them
    at once (docs/performance.md)."""
    game = state.current_game
    if game is not None:
        for value in list(vars(game).values()):  # its parts: each refers to the game
            if type(value) in _PLAIN:  # no part (most of a game's fields): no look-up
                continue
            held = getattr(value, "__dict__", None)
            if held is not None and held.get("game") is game:
                held.clear()
        vars(game).clear()
    vars(state).clear()


# The types of a game's fields that are never one of its parts (they have no ``__dict__``):
# skipped without asking each for the ``__dict__`` it lacks (an AttributeError caught).
_PLAIN = frozenset({dict, list, set, frozenset, tuple, str, int, bool, type(None)})


def marker_name(tag: str) -> str:
    """The marker for a Gherkin tag: the tag itself, with any character that a marker name or
    a ``-m`` expression cannot hold turned into '_' (``@max_examples:500`` ->
    ``max_examples_500``). pytest refuses a marker that starts with '_' or a digit, so such a
    name gets ``tag_`` in front (``@1st`` -> ``tag_1st``, ``@-x`` -> ``tag__x``)."""
    name = re.sub(r"\W", "_", tag)
    return name if name[:1].isalpha() else f"tag_{name}"


def register_marker(config: pytest.Config, tag: str) -> None:
    """Gherkin tags become markers; registering them keeps ``-m`` working under strict mode."""
    known: set[str] = config.stash.setdefault(_MARKERS, set())
    if tag not in known:
        known.add(tag)
        config.addinivalue_line("markers", f"{tag}: Gherkin tag @{tag}")


_MARKERS = pytest.StashKey[set[str]]()
PROVEN = "ruleslawyer_proven"  # a report's user property: the proof of a property scenario
NOT_PROVEN = "ruleslawyer_not_proven"  # and why a passing one was not proven

StepCallback = Callable[[StepLine, BaseException | None], None]


class ScenarioItem(pytest.Item):
    def __init__(self, *, case: ScenarioCase, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.case = case
        self.steps: list[StepLine] = list(case.steps)
        # Held from the call until teardown, and only while a report needs it: the state (and
        # its game) of a failed scenario, for the failure report; the clauses a scenario
        # weighed, for rules coverage and the FAQ document.
        self.state: ScenarioState | None = None
        self.board: dict[str, object] | None = None  # the FAQ diagram's data (contract §19.10)
        self.weighed: dict[RuleRef, set[bool]] | None = None
        # A scenario takes no fixtures. Plugins that look for them expect the attribute:
        # pytest-lsp 1.0.1's runtest_call wrapper fails every item that lacks it.
        self.funcargs: dict[str, object] = {}
        self.verdict_rules: set[RuleRef] | None = None  # behind the Then steps' verdicts
        self.proof: Proof | None = None  # a property the exhaustive search proved
        self.not_proven: NotProven | None = None  # a property it did not: why

    def reportinfo(self) -> tuple[Path, int, str]:
        return self.path, self.case.line - 1, f"Scenario: {self.case.name}"

    @property
    def title(self) -> str:
        return f"Scenario: {self.case.name}  ({self.feature_display}:{self.case.line})"

    @property
    def feature_display(self) -> str:
        shown = self.nodeid.split("::", 1)[0]
        if not shown:
            # pytest gives a file outside the rootdir, named on the command line, an empty
            # path in its node id: the error must still name the file (contract §1).
            return os.path.relpath(self.path, self.config.invocation_params.dir)
        return shown

    @property
    def is_faq(self) -> bool:
        return "faq" in self.case.tags

    def rules_weighed(self) -> dict[RuleRef, set[bool]] | None:
        """The clauses the scenario weighed (over every example of a property), while held."""
        if self.weighed is not None:
            return self.weighed
        game = self.state.current_game if self.state is not None else None
        return game.weighed if game is not None else None

    def board_data(self) -> dict[str, object] | None:
        """The scenario's positions as plain data for the FAQ's diagram (contract §19.10), while
        held; None when it places nothing."""
        if self.state is None:
            return self.board
        players = {name: draft.player for name, draft in self.state.units.items()}
        return plain(self.state.board, players)

    def rules_of_verdicts(self) -> set[RuleRef]:
        """The clauses behind the verdicts of the Then steps (over every example of a
        property), while held: the FAQ's rules consulted."""
        if self.verdict_rules is not None:
            return self.verdict_rules
        return set(self.state.verdicts.rules) if self.state is not None else set()

    def runtest(self) -> None:
        settings = options.read(self.config)
        # Worked out here, once a run, not kept on the item: one more attribute on each item
        # unshares the instance dict's keys (192 -> 832 bytes an item: 5.6 MB at 8,200; see
        # docs/performance.md).
        shown = self.feature_display
        check_claims(self.steps, shown, self.case.line)
        if is_property(self.steps):
            report = None
            if settings.bdd_reports:
                report = bdd_reporting.ScenarioReport(self.case.scenario)
                bdd_reporting.scenario_reports_registry[self] = report
            self._run_property(report)
            if self.proof is not None:  # the terminal summary lists it (contract §17)
                self.user_properties.append((PROVEN, self.proof.said()))
            elif self.not_proven is not None and not self.not_proven.off:
                self.user_properties.append((NOT_PROVEN, self.not_proven.said()))
            return
        state = new_state(self.path)
        state.strict_effects = settings.strict_effects
        self.state = state
        run_steps(state, self.steps, shown, self._bdd_recorder(settings))
        # It passed: no failure report will read the state; keep only what a report reads.
        if settings.rules_coverage or (settings.faq_report is not None and self.is_faq):
            self.weighed = state.game.weighed
        if settings.faq_report is not None and self.is_faq:
            self.verdict_rules = set(state.verdicts.rules)
            # 18.6: the declared rules that changed a verdict, with their sources
            self.verdict_rules |= rule_replay.verdict_rules(state, self.steps)
            self.board = self.board_data()
        self.state = None
        _taken_apart(state)

    def _bdd_recorder(self, settings: options.Settings) -> StepCallback | None:
        """pytest-bdd's record of each step, built only for a report that reads it."""
        if not settings.bdd_reports:
            return None
        report = bdd_reporting.ScenarioReport(self.case.scenario)
        bdd_reporting.scenario_reports_registry[self] = report
        by_line = {step.line_number: step for step in report.scenario.steps}

        def after_step(step: StepLine, error: BaseException | None) -> None:
            step_report = bdd_reporting.StepReport(by_line[step.line])
            report.add_step_report(step_report)
            if error is None:
                step_report.finalize(failed=False)
            else:
                report.fail()

        return after_step

    def _run_property(self, report: bdd_reporting.ScenarioReport | None) -> None:
        from ruleslawyer.properties import exhaustive
        from ruleslawyer.properties import search as property_

        config = self.config
        tagged = max_examples_from_tags(self.case.tags)
        examples = tagged or options.max_examples(config)
        key = (self.nodeid + "\n" + "\n".join(s.render() for s in self.steps)).encode()
        failed = True
        settings = options.read(config)
        # Gathered over every example only for a report that reads them (as for a concrete
        # scenario): rules coverage, and the FAQ document's rules consulted.
        self.weighed = {} if settings.rules_coverage else None
        self.verdict_rules = set() if settings.faq_report is not None and self.is_faq else None
        boards: dict[str, dict[str, object] | None] = {}  # the FAQ's diagram (§19.10)
        try:
            done = property_.run_property(
                self.steps,
                self.path,
                self.feature_display,
                self.case.feature_name,
                self.case.name,
                examples,
                key,
                Path(config.rootpath),
                weighed=self.weighed,
                line=self.case.line,
                verdict_rules=self.verdict_rules,
                budget=settings.exhaustive_budget,
                boards=boards,
                heap_frozen=heap_frozen(config),
            )
            if isinstance(done, exhaustive.NotProven):
                self.not_proven = done
            else:
                self.proof = done
            failed = False
        finally:
            # A property entry shows the fixed part of its board, or its counterexample's.
            self.board = boards.get("counterexample") or boards.get("fixed")
            if report is not None:
                for step in report.scenario.steps:
                    step_report = bdd_reporting.StepReport(step)
                    report.add_step_report(step_report)
                    step_report.finalize(failed=failed)

    def teardown(self) -> None:
        # Read by the call's report (failure, coverage, FAQ); keeping them for the whole session
        # would hold every scenario's objects alive.
        self.state = None
        self.board = None
        self.weighed = None
        self.verdict_rules = None
        self.proof = None
        self.not_proven = None

    def _rules_changed(self, error: ScenarioDisagreement) -> list[str]:
        """The declared rules that changed the failed verdict, named with their sources
        (contract 18.6); with ``-v``, also those in force that changed nothing."""
        state = self.state
        at = next((i for i, s in enumerate(self.steps) if s.line == error.step.line), None)
        answered = f"decided {error.disagreement.decided}"
        if at is not None and self._about_a_verdict(self.steps[at]):
            # a failed `changed that verdict`: the rules that changed the question it is about
            asked = rule_replay.is_question
            at = next((i for i in range(at - 1, -1, -1) if asked(self.steps[i])), None)
            answered = rule_replay.HOLDS
        if state is None or at is None or not rule_replay.candidates(state, self.steps, at):
            return []
        changed, unchanged = rule_replay.changes(state, self.steps, at, answered)
        lines = [f"changed by: {c.said()}" for c in changed]
        if not changed:
            lines.append("changed by: no rule (without each, the same verdict)")
        if self.config.get_verbosity() > 0:
            lines += [f"in force, changed nothing: {rule.said}" for rule in unchanged]
        return lines

    @staticmethod
    def _about_a_verdict(step: StepLine) -> bool:
        """One of 18.5's steps about the verdict of the question above it."""
        return step.kind == "then" and not rule_replay.is_question(step)

    def repr_failure(
        self, excinfo: ExceptionInfo[BaseException], style: Any = None
    ) -> str | TerminalRepr:
        error = excinfo.value
        if isinstance(error, ScenarioInputError | ScenarioDisagreement):
            game = self.state.current_game if self.state is not None else None
            said = self._rules_changed(error) if isinstance(error, ScenarioDisagreement) else []
            return explain.failure(self.title, self.steps, game, error, said)
        if isinstance(error, PropertyUndecided):
            # An input error inside an example: an error of the scenario, shown as one.
            return explain.failure(self.title, self.steps, None, error.error)

        if isinstance(error, PropertyFailure):
            return explain.property_failure(self.title, error)
        if isinstance(error, PropertyUnsatisfiable):
            return str(error)
        return super().repr_failure(excinfo)
