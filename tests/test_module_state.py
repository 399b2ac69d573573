"""No module holds the state of a run (issue 36, point 6; docs/architecture.md, "Where run
state lives").

Every module-level mutable container, cache, counter or mutable object of ours (in
``plugin/ruleslawyer`` and ``steps``) is declared in :data:`DECLARED` with the reason it may be
there. A new one fails :func:`test_every_module_level_mutable_is_declared` until it is declared
(or, better, until it lives on a plugin object, ``config.stash`` or a scenario's state).

Then a few runs in this process (concrete, property, FAQ and coverage reports, a pytest-bdd
module) are made, and :func:`test_a_run_changes_no_module_state_but_caches` checks what they
left behind: no module's name bound to another object, and every table and declaration as it
was. Only a cache (keyed by frozen values, so it holds no run's answer) or the walk's own stack
may have changed.
"""

from __future__ import annotations

import ast
import collections
import contextvars
import dataclasses
import enum
import importlib
import importlib.util
import inspect
import itertools
import pkgutil
import sys
import textwrap
import types
from collections.abc import Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import pytest

import ruleslawyer
from ruleslawyer.data.of_the_data import OfTheData
from tests.syntax_trees import walk

# -- why a module may hold it ----------------------------------------------------------------------
TABLE = "a table written in the source: read, never changed (checked after the runs)"
DECLARED_AT_IMPORT = (
    "declarations filled as the modules are imported (rules, predicates, forms, kinds, steps): "
    "nothing adds to them while a run goes on (checked after the runs)"
)
CACHE = (
    "a cache of a pure answer, keyed by frozen values (or the identity of a table it reads): "
    "it may grow during a run and holds nothing of one"
)
DATA = "wh40kdc's data read once, kept by the data's identity (data/of_the_data.py)"
WALK = "owned by the walk"  # properties/tracking.py, exhaustive.py
EDITOR = "the language server's own process state: one editor session, never a pytest run's"
SENTINEL = "a marker compared by identity: it holds no value (checked after the runs)"
PROCESS = (
    "a fact of the process, not of a run: an atexit handler registered once per process, the "
    "plugin's freeze of the heap"
)

# A module-level name whose value is mutable, by "module:NAME". Import-time constants of an
# immutable type (str, tuple, frozenset, a frozen dataclass, an enum) need no entry.
DECLARED: dict[str, str] = {}  # filled below, by kind, to keep the list readable

_TABLES = {
    "ruleslawyer.core.actions": "COMPLETES_ALIASES DEFAULT_ROWS",
    "ruleslawyer.core.card_forms": "COLUMNS SLOTS",
    "ruleslawyer.core.clock": "FIGHT_STEPS PHASE_END PHASE_OF_POINT PHASE_POINTS PHASE_START",
    "ruleslawyer.core.core_stratagems": "CORE_STRATAGEMS OTHER_NAMES",
    "ruleslawyer.core.cost_kinds": "_LIMITS",
    "ruleslawyer.core.effect_kinds": "SLOTS",
    "ruleslawyer.core.counted_states": "STATES TURN_STATES",
    "ruleslawyer.core.effects": "_UNIT_CHANGES _WINDOWS",
    "ruleslawyer.core.eligibility": "REASON_TWINS WRITTEN_REASONS",
    "ruleslawyer.core.fight_moves_end": "_ENDS",
    "ruleslawyer.core.mission_rows": "ORDINALS",
    "ruleslawyer.core.predicates": "_NEVER_BARS",
    "ruleslawyer.core.move_timing": "_PHASES",
    "ruleslawyer.core.moves": "MOVE_TYPES",
    "ruleslawyer.core.stratagems": "DEFAULT_ROWS NEEDS RESTRICTION_ALIASES",
    "ruleslawyer.core.transports": "D_NOT_GRANTED MODE_CLAUSES",
    "ruleslawyer.core.triggers": "MISSION_LAST_AT START_CLAUSES",
    "ruleslawyer.core.unit_fields": "BY_CALLED BY_NAME",
    "ruleslawyer.core.unit_rolls": "ROLL_CLAUSES ROLL_RANGES",
    "ruleslawyer.core.units_forms": "SLOTS",
    "ruleslawyer.data.card_rows": "AWARD_ALSO AWARD_CELLS",
    "ruleslawyer.data.cards": "_CONDITIONS _PER _PER_AS_IF _WHOSE",
    "ruleslawyer.data.mission_rows": "ACTIONS CARD_EFFECTS NON_ACTIONS",
    "ruleslawyer.editor.context": "KEYWORDS NAME_SLOTS",
    "ruleslawyer.editor.export": "_PARENTHESES _PARENTHESIS_TYPES",
    "ruleslawyer.gherkin.fast_lines": "STEP_KEYWORDS TEXT_ENDS TEXT_OF TITLE_KEYWORDS",
    "ruleslawyer.properties.asking": "FIT_UNDER_HYPOTHESIS",
    "ruleslawyer.properties.draw": "_FIT_BESIDE",
    "ruleslawyer.properties.fact_keys": "ACTION_FIELDS _ALSO",
    "ruleslawyer.properties.strength_classes": "_BOUND",
    "ruleslawyer.pytest_plugin.bdd": "_DECORATORS",
    "ruleslawyer.pytest_plugin.faq_entries": "KINDS",
    "ruleslawyer.pytest_plugin.faq_search": "ALSO SYNONYMS WEIGHTS",
    "ruleslawyer.pytest_plugin.options": "REPORT_FORMATS",
    "ruleslawyer.scenario.any_rule": "SLOT_DOMAINS",
    "ruleslawyer.scenario.any_rule_kinds": "DOINGS",
    "ruleslawyer.scenario.board": "_PLAIN_TAGS",
    "ruleslawyer.scenario.board_places": "_NUMBER_SCHEMA _HEIGHT_SCHEMA _POINT_SCHEMA",
    "ruleslawyer.scenario.board_spec": "_ALSO_STATED _CONVERT _S",
    "ruleslawyer.scenario.card_places": "_QUARTER_OF",
    "ruleslawyer.scenario.clashes": "FIELD_ROWS",
    "ruleslawyer.scenario.concrete": "MAKERS _UNIT_DEFAULTS",
    "ruleslawyer.scenario.rule_decls": "DEFAULT_TARGET",
    "ruleslawyer.scenario.suggest": "VERB_ALIASES _CURLY _CURLY_SINGLE",
    "ruleslawyer.scenario.templates": "SLOT_KINDS",
    "ruleslawyer.scenario.unit_givens": "RENDERERS",
    "ruleslawyer.steps._claims": "_RUNS",
    "ruleslawyer.steps._verdicts": "_FIXES",
    "ruleslawyer.steps.card_selections": "LIMITS",
    "ruleslawyer.steps.cards": "_CAP_ROWS",
    "ruleslawyer.steps.fight_moves": "_CHARGE_FAR",
    "ruleslawyer.steps.position_moves": "SET_UPS _THREE_INCHES",
    "ruleslawyer.steps.units": "_COLUMNS _MOVES",
}
_DECLARED_AT_IMPORT = {
    "ruleslawyer.core.card_forms": "_DECLARED",
    "ruleslawyer.core.effect_kinds": "_KINDS",
    "ruleslawyer.core.effects": "KIND_CLAUSES",  # a clause for each kind, as it is registered
    "ruleslawyer.core.mission_rows": "CONDITIONS",
    "ruleslawyer.core.predicates": "_DECLARED _ROW_REASONS",
    "ruleslawyer.core.references": "_REGISTRY",
    "ruleslawyer.core.rule_conditions": "_CONDITIONS",
    "ruleslawyer.properties.tracking": "ROW_DEPS UNIT_DEPS",
    # the step registry; its kept lookups (``Registry.resolved``) are a cache of pure answers
    "ruleslawyer.scenario.registry": "REGISTRY",
    # the caches of the core's answers, declared as their modules are imported; each watcher's
    # last seen tables (``Answers.fresh_for``) are the identity key of those caches
    "ruleslawyer.properties.answers": "ANSWERS",
}
_CACHES = {
    "ruleslawyer.core.card_forms": "_grammar",  # one grammar for each state of the registry
    "ruleslawyer.core.clock": "_round_indices round_phases round_points round_rows",
    "ruleslawyer.core.fact_rows": "_span",
    "ruleslawyer.core.move_timing": "made_by_now",
    "ruleslawyer.core.moves": "_LOCKS",  # checked against the move table's rows by identity
    "ruleslawyer.core.once_kinds": "action_once_effects",
    "ruleslawyer.core.reading": "_copied_fields",  # by class: the fields a copy copies
    "ruleslawyer.core.rule_firing": "_point_indices _start_clauses",  # by the first player
    "ruleslawyer.core.turns": "_quiet",  # by the first player
    # by question and by phrase, each with the registry read (forgotten when it changes)
    "ruleslawyer.core.predicates": "_BY_QUESTION",
    "ruleslawyer.core.actions": "_REASON_FOR",
    "ruleslawyer.core.units_forms": "_grammar",
    # the words the registered phrases spell, keyed by the registry's size (it only grows)
    "ruleslawyer.scenario.suggest": "_phrase_words",
    "ruleslawyer.editor.complete": "_automaton _slot_prefixes datasheet_names",
    "ruleslawyer.editor.vocabulary": "reasons",
    "ruleslawyer.properties.asking": (
        "_BY_ASKED _completes_at _pairs_at _started_validly fitting parsed"
    ),
    "ruleslawyer.properties.domains": "_MADE moments",
    # what a move's options vary with, by the moments offered (held, so no id is reused); capped;
    # and the one tuple of each set of moments offered, by its value, that keys it (capped)
    "ruleslawyer.properties.moments": "_OFFERED _VARIES",
    # _plan_of: keyed by the table; _default_action: by the Action's class and name
    "ruleslawyer.properties.draw": "_action_def _default_action _plan_of",
    # a rootdir's example database: an object of its path alone (the files are Hypothesis's)
    "ruleslawyer.properties.search": "_database",
    "ruleslawyer.properties.strength_classes": "_completions _within classes",
    "ruleslawyer.properties.sure_fit": "_keys _sure_fits",
    "ruleslawyer.properties.tracking": "_action_keys _keys",
    "ruleslawyer.scenario.any_rule": "_by_stratagem _sentences",  # _sentences: by the kinds
    "ruleslawyer.scenario.board": "_COMPOSED",  # a board text's YAML, composed and checked
    "ruleslawyer.scenario.concrete": "_PLANS",  # the last plan, by the table and the makers
    "ruleslawyer.scenario.property_scenarios": "_OPENS",  # by a step's text (and kind); capped
    "ruleslawyer.scenario.runner": "_wants",
    "ruleslawyer.scenario.templates": "_in_class _representatives slot_pattern",
    "ruleslawyer.steps.actions": "_action_def",
    "ruleslawyer.steps.properties": "_unstated",
    # strategies: building a Hypothesis strategy is costly, drawing from one is not
    "ruleslawyer.strategies": (
        "_keyword_sets _sampled keyword_set_options subsets toward_values units_row_options"
    ),
}
_DATA = {
    "ruleslawyer.data.cards": "cards",
    "ruleslawyer.data.catalogue": "catalogue",
    "ruleslawyer.data.deployments": "deployments",
    "ruleslawyer.data.missions": "mission_data",
    "ruleslawyer.data.rosters": "_dataset",
}
_WALK = {
    "ruleslawyer.properties.tracking": "_CASE",  # the case running, for its context only
    "ruleslawyer.properties.exhaustive": "ALL_IMPOSSIBLE CONTINUOUS OFF",  # answers, not state
}
_SENTINELS = {
    "ruleslawyer.properties.rounds": "UNKNOWN",  # the unknown round: a key, it holds nothing
}
_PROCESS = {
    "ruleslawyer.pytest_plugin.items": "_AT_EXIT",  # freeze_at_exit's handler, registered once
    "ruleslawyer.heap": "_FROZE",  # whether the plugin froze the process's heap (gc.freeze)
}
_EDITOR = {
    # the time limit's flag (armed only inside a check), the server's scratch folder
    "ruleslawyer.editor.check": "_ARMED _folder",
    "ruleslawyer.editor.server": "_PHRASES server",
}
for _why, _by_module in (
    (TABLE, _TABLES),
    (DECLARED_AT_IMPORT, _DECLARED_AT_IMPORT),
    (CACHE, _CACHES),
    (DATA, _DATA),
    (WALK, _WALK),
    (EDITOR, _EDITOR),
    (SENTINEL, _SENTINELS),
    (PROCESS, _PROCESS),
):
    for _module, _names in _by_module.items():
        for _name in _names.split():
            DECLARED[f"{_module}:{_name}"] = _why

# What a run must leave exactly as it found it.
UNCHANGED_BY_A_RUN = frozenset({TABLE, DECLARED_AT_IMPORT, SENTINEL})

# The attributes of a declared object that are caches of its pure answers: a run may fill them.
KEPT_ANSWERS: dict[str, frozenset[str]] = {
    # what each text resolved to, cleared when a step is added (Registry.resolved)
    "ruleslawyer.scenario.registry:REGISTRY": frozenset({"_resolved"}),
    # the tables each watcher saw last: the key of the caches it forgets (Answers.fresh_for)
    "ruleslawyer.properties.answers:ANSWERS": frozenset({"_seen"}),
}

# Module-level names the walk rebinds while it runs a case (properties/tracking.py sets them and
# puts them back): owned by the walk. After a run each is bound as before (the
# run's check below sees every module-level name's object).
WALK_SEAMS = (
    "ruleslawyer.core.parts:ANSWER OWN ASKED ROW",
    "ruleslawyer.core.performing:START_RECORD",
    "ruleslawyer.core.reading:DECLARE",
    "ruleslawyer.properties.partial_values:RECORD",  # set once, as tracking.py is imported
)


# -- finding them ----------------------------------------------------------------------------------
@dataclasses.dataclass(frozen=True)
class _Read:
    """What the checks here read of a module's file."""

    owned: frozenset[str]  # the names its own top-level statements bind (not those it imports)
    globals: tuple[tuple[int, tuple[str, ...]], ...]  # its ``global`` statements: line, names


# Each module's file read once for the tests of this file (two read every one of them). Only
# what they read is kept, not the trees: held through the in-process runs below, the trees'
# millions of objects would make those runs' garbage collections slower.
_READ: dict[Path, _Read] = {}


@pytest.fixture(scope="module", autouse=True)
def _reads_dropped_after() -> Iterator[None]:
    yield
    _READ.clear()


def _read(path: Path) -> _Read:
    if path not in _READ:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        names: set[str] = set()
        for node in tree.body:
            if isinstance(node, ast.Import | ast.ImportFrom):
                continue
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
                names.add(node.name)
                continue
            for inner in walk(node):
                if isinstance(inner, ast.Name) and isinstance(inner.ctx, ast.Store):
                    names.add(inner.id)
        found = tuple(
            (node.lineno, tuple(node.names)) for node in walk(tree) if isinstance(node, ast.Global)
        )
        _READ[path] = _Read(frozenset(names), found)
    return _READ[path]


def modules_of_ours() -> list[types.ModuleType]:
    """Every module of the package (the step library is ``ruleslawyer.steps``), imported."""
    steps = importlib.import_module("ruleslawyer.steps")  # its own folder, steps/
    found = [ruleslawyer, steps]
    for package in (ruleslawyer, steps):
        for info in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            if info.name.rsplit(".", 1)[-1] != "__main__" and info.name != steps.__name__:
                found.append(importlib.import_module(info.name))
    return found


def owned_names(module: types.ModuleType) -> set[str]:
    """The names ``module``'s own top-level statements bind (not those it imports)."""
    path = getattr(module, "__file__", None)
    if path is None:
        return set()
    return set(_read(Path(path)).owned)


def kind_of(value: object) -> str | None:
    """What makes a module-level value state: None for a value that cannot change."""
    if isinstance(value, list | dict | set | bytearray | collections.deque):
        return "container"
    if isinstance(value, OfTheData) or callable(getattr(value, "cache_info", None)):
        return "cache"
    if isinstance(value, itertools.count):
        return "counter"
    if isinstance(value, contextvars.ContextVar):
        return "context"
    cls = type(value)
    if not cls.__module__.startswith("ruleslawyer") or isinstance(value, type | enum.Enum):
        return None
    if dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen:  # type: ignore[attr-defined]
        return None
    if isinstance(value, tuple):
        return None
    return "object"


def found_state(modules: Iterable[types.ModuleType]) -> dict[str, str]:
    """Every module-level mutable of ``modules``, by "module:NAME", with its kind."""
    found = {}
    for module in modules:
        space = vars(module)
        for name in sorted(owned_names(module)):
            if name.startswith("__") or name not in space:
                continue
            kind = kind_of(space[name])
            if kind is not None:
                found[f"{module.__name__}:{name}"] = kind
    return found


def fingerprint(value: object, depth: int = 3, skip: frozenset[str] = frozenset()) -> object:
    """What ``value`` holds, ``depth`` levels down (containers; a declared object's attributes
    but those in ``skip``), the rest by identity: equal exactly when nothing was put in, taken
    out or replaced."""
    if depth == 0:
        return id(value)
    if isinstance(value, dict):
        return tuple((key, fingerprint(item, depth - 1)) for key, item in value.items())
    if isinstance(value, list | tuple | collections.deque):
        return (type(value).__name__, *(fingerprint(item, depth - 1) for item in value))
    if isinstance(value, set | frozenset):
        return frozenset(id(item) for item in value)
    if isinstance(value, bytearray):
        return bytes(value)
    space = getattr(value, "__dict__", None)
    if depth == 3 and space is not None and type(value).__module__.startswith("ruleslawyer"):
        return (
            id(value),
            *(
                (key, fingerprint(item, depth - 1))
                for key, item in space.items()
                if key not in skip
            ),
        )
    return id(value)


def snapshot(
    modules: Iterable[types.ModuleType], watched: Mapping[str, str]
) -> tuple[dict[str, int], dict[str, object]]:
    """Every module-level name's object (by identity), and what each ``watched`` one holds."""
    bound: dict[str, int] = {}
    by_name = {m.__name__: m for m in modules}
    for module in by_name.values():
        for name, value in vars(module).items():
            bound[f"{module.__name__}:{name}"] = id(value)
    held = {}
    for key in watched:
        owner, name = key.split(":")
        if owner not in by_name or name not in vars(by_name[owner]):
            continue  # declared but gone: test_every_module_level_mutable_is_declared says so
        held[key] = fingerprint(vars(by_name[owner])[name], skip=KEPT_ANSWERS.get(key, frozenset()))
    return bound, held


def changes(
    before: tuple[dict[str, int], dict[str, object]],
    after: tuple[dict[str, int], dict[str, object]],
) -> list[str]:
    """What a run changed: names bound, unbound or rebound, and watched values changed."""
    (bound, held), (bound_after, held_after) = before, after
    found = [f"{key} is bound by a run" for key in bound_after.keys() - bound.keys()]
    found += [f"{key} is unbound by a run" for key in bound.keys() - bound_after.keys()]
    found += [
        f"{key} is bound to another object by a run"
        for key in bound.keys() & bound_after.keys()
        if bound[key] != bound_after[key]
    ]
    found += [f"{key} is changed by a run" for key in held if held[key] != held_after.get(key)]
    return sorted(found)


# -- the checks ------------------------------------------------------------------------------------
def test_every_module_level_mutable_is_declared() -> None:
    found = found_state(modules_of_ours())
    undeclared = sorted(key for key in found if key not in DECLARED)
    assert not undeclared, (
        "module-level state with no reason given: put a run's state on a plugin object, "
        "config.stash or the scenario's state; else declare it in DECLARED (with its reason): "
        f"{undeclared}"
    )
    gone = sorted(key for key in DECLARED if key not in found)
    assert not gone, f"declared but no longer there (take them off DECLARED): {gone}"


def globals_rebound(modules: Iterable[types.ModuleType]) -> list[str]:
    """Every ``global`` statement of ``modules``' functions: a module name rebound at run time."""
    found = []
    for module in modules:
        path = getattr(module, "__file__", None)
        if path is None:
            continue
        for line, names in _read(Path(path)).globals:
            found += [f"{module.__name__}:{name} (line {line})" for name in names]
    return found


def test_no_function_rebinds_a_module_name() -> None:
    assert globals_rebound(modules_of_ours()) == [], (
        "a `global` statement keeps a run's state in a module: keep it on the object that runs"
    )


def test_the_walk_s_seams_are_its_own_only() -> None:
    """The names the walk rebinds are listed, each one there."""
    for line in WALK_SEAMS:
        module, names = line.split(":")
        space = vars(importlib.import_module(module))
        assert all(name in space for name in names.split())


FEATURE = """
Feature: A bit of everything
  @faq
  Scenario: a concrete scenario
    Given player A has 3 CP
    Then player A has 3 CP

  @faq
  Scenario: a property scenario
    Given any unit "Squad"
    And it is player A's Fight phase
    And "Squad" made a charge move this turn
    Then "Squad" has Fights First

  Scenario: a failing claim
    Given player A has 3 CP
    Then player A has 4 CP
"""

BDD_MODULE = """
from pytest_bdd import scenarios

scenarios("bdd_one.feature")
"""

BDD_FEATURE = """
Feature: Through pytest-bdd
  Scenario: a concrete scenario through pytest-bdd
    Given player A has 3 CP
    Then player A has 3 CP
"""

LIBRARY = Path(__file__).resolve().parents[1] / "scenarios"
FROM_THE_LIBRARY = ("faq/positions_faq.feature", "faq/missions_faq.feature")


def _runs(pytester: pytest.Pytester) -> None:
    """A few runs of the plugin in this process, with its reports."""
    pytester.makefile(".feature", everything=FEATURE, bdd_one=BDD_FEATURE)
    pytester.makepyfile(test_bdd_module=BDD_MODULE)
    for name in FROM_THE_LIBRARY:
        target = pytester.path / Path(name).name
        target.write_text((LIBRARY / name).read_text(encoding="utf-8"), encoding="utf-8")
    pytester.runpytest(
        "-p",
        "no:randomly",
        "--ruleslawyer-max-examples",
        "3",
        "--ruleslawyer-faq-report",
        "faq.md",
        "--ruleslawyer-coverage-json",
        "coverage.json",
    )
    result = pytester.runpytest(
        "-p", "no:randomly", "--ruleslawyer-max-examples", "3", "-k", "concrete"
    )
    result.assert_outcomes(passed=3)  # the two concrete ones, and the pytest-bdd one


def test_a_run_changes_no_module_state_but_caches(pytester: pytest.Pytester) -> None:
    modules = modules_of_ours()
    watched = {key: why for key, why in DECLARED.items() if why in UNCHANGED_BY_A_RUN}
    before = snapshot(modules, watched)
    _runs(pytester)
    changed = changes(before, snapshot(modules, watched))
    # A cache's own object may be refilled, never rebound: only what a run must not touch.
    assert not changed, (
        "a run left this behind at module level (a run's state belongs on a plugin object, "
        f"config.stash or the scenario's state): {changed}"
    )


# -- the check can fail ----------------------------------------------------------------------------
SOME_MODULE = """
SEEN = []
TABLE = {"a": 1}
LIMIT = 3


def run():
    SEEN.append(1)
    TABLE["b"] = 2
    global LIMIT
    LIMIT = 4
"""


def test_the_checks_find_an_undeclared_container_and_what_a_run_changed(tmp_path: Path) -> None:
    path = tmp_path / "ruleslawyer_some_module.py"
    path.write_text(textwrap.dedent(SOME_MODULE), encoding="utf-8")
    spec = importlib.util.spec_from_file_location("ruleslawyer_some_module", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    try:
        spec.loader.exec_module(module)
        assert found_state([module]) == {
            "ruleslawyer_some_module:SEEN": "container",
            "ruleslawyer_some_module:TABLE": "container",
        }
        watched = {"ruleslawyer_some_module:SEEN": TABLE, "ruleslawyer_some_module:TABLE": TABLE}
        before = snapshot([module], watched)
        assert globals_rebound([module]) == ["ruleslawyer_some_module:LIMIT (line 10)"]
        module.run()
        assert changes(before, snapshot([module], watched)) == [
            "ruleslawyer_some_module:LIMIT is bound to another object by a run",
            "ruleslawyer_some_module:SEEN is changed by a run",
            "ruleslawyer_some_module:TABLE is changed by a run",
        ]
    finally:
        del sys.modules[spec.name]


def test_a_mutable_object_of_ours_is_state_and_a_frozen_one_is_not() -> None:
    from ruleslawyer.core.references import RuleRef
    from ruleslawyer.scenario.state import ScenarioState

    assert kind_of(ScenarioState()) == "object"
    assert kind_of(RuleRef("01", "A", "b")) is None
    assert kind_of(itertools.count()) == "counter"
    assert kind_of(contextvars.ContextVar("x")) == "context"
    assert kind_of(inspect) is None
    assert kind_of(Any) is None
