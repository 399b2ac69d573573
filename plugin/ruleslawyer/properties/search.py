"""Property scenarios: Hypothesis draws what "any" leaves open and hunts for a counterexample.

The drawn values are filled into the scenario's drafts just before the game is built (after
every pin), so a failing example can be written back as a concrete scenario in the contract's
language: that file runs as-is and fails the same way.
"""

from __future__ import annotations

import itertools
import os
import re
from collections.abc import Sequence
from functools import lru_cache
from pathlib import Path
from typing import TypeVar

from hypothesis import HealthCheck, Phase, assume, errors, given, settings
from hypothesis import configuration as hypothesis_configuration
from hypothesis import strategies as st
from hypothesis.database import DirectoryBasedExampleDatabase

from ruleslawyer import strategies as rs
from ruleslawyer.core import ActionDef, Moment, MoveKind, RuleRef, impossibilities
from ruleslawyer.core import clock as gc
from ruleslawyer.core.actions import Completes, Starts
from ruleslawyer.pytest_plugin.options import (
    DEFAULT_MAX_EXAMPLES as DEFAULT_MAX_EXAMPLES,  # one value, kept importable here
)
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.files import write_atomically
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import DEFAULT_KEYWORDS, ScenarioState, UnitDraft, unit_from_draft
from ruleslawyer.scenario.step_line import StepLine

T = TypeVar("T")
_EXAMPLES_TAG = re.compile(r"max[_-]examples[:=](\d+)")


def is_property(steps: Sequence[StepLine]) -> bool:
    return any(s.kind == "given" and s.text.startswith("any ") for s in steps)


def max_examples_from_tags(tags: frozenset[str]) -> int | None:
    for tag in tags:
        m = _EXAMPLES_TAG.fullmatch(tag)
        if m:
            return int(m[1])
    return None


# -- drawing -----------------------------------------------------------------------------------
@lru_cache(maxsize=65536)  # pure, and asked again for every example of a scenario
def started_validly(starts: Starts, completes: Completes, player: str, now: Moment) -> bool:
    """Whether a unit of ``player`` can be performing an Action with these rows now, having
    started it this turn: a moment of this turn, not after now, that STARTS allows, whose
    COMPLETES has not yet passed."""
    if now.player is None:
        return False
    first = gc.moment_at(now.battle_round, now.player, gc.Point.TURN_START, now.first_player)
    for index in range(now.index, first.index - 1, -1):
        moment = Moment(now.battle_round, index, now.first_player)
        if not starts.allows(moment, player):
            continue
        if completes is not Completes.END_OF_PHASE:
            return True
        if moment.phase_key == now.phase_key and moment.point not in gc.PHASE_ENDS:
            return True
    return False


def _could_have_started(state: ScenarioState, draft: UnitDraft, now: Moment) -> bool:
    """Whether the unit's stated or drawn facts allow the Actions it started this turn: its
    moves came before the start, so none barred it, and nothing fixed about it bars it now."""
    if not draft.started:
        return True
    unit = unit_from_draft(draft, now.turn_key)
    if not unit.on_battlefield or unit.has("AIRCRAFT") or unit.has("FORTIFICATION"):
        return False
    if unit.oc in (None, 0) or any(k in BARRING_MOVES for k, _ in unit.moves):
        return False
    return all(state.actions[name].units.allows(unit) for name in draft.started)


BARRING_MOVES = frozenset({MoveKind.ADVANCE, MoveKind.FALL_BACK})


def _performing(action: ActionDef, player: str, now: Moment) -> bool:
    return started_validly(action.starts, action.completes, player, now)


# Strategies are built once and reused: building one costs far more than drawing from it.
_BOOLEANS = st.booleans()
_ON_OR_OFF = st.booleans().map(lambda off: not off)  # shrinks toward on the battlefield
_ALWAYS = st.just(True)
_NEVER = st.just(False)


@lru_cache(maxsize=1024)
def _one_of(options: tuple[T, ...]) -> st.SearchStrategy[T]:
    return st.sampled_from(options)


@lru_cache(maxsize=1024)
def _maybe(options: tuple[str, ...]) -> st.SearchStrategy[str | None]:
    return st.one_of(st.none(), st.sampled_from(options)) if options else st.none()


@lru_cache(maxsize=256)
def _subsets(options: tuple[str, ...]) -> st.SearchStrategy[frozenset[str]]:
    # One draw from every subset (the empty one first, so it shrinks there).
    return st.sampled_from(
        [
            frozenset(chosen)
            for size in range(len(options) + 1)
            for chosen in itertools.combinations(options, size)
        ]
    )


# Every STARTS and COMPLETES row of the contract's forms, parsed once.
_ALL_STARTS: list[tuple[str, Starts]] = [
    (text, Starts.parse(text))
    for text in (
        f"{edge}your {phase} phase"
        for edge in ("", "the start of ", "the end of ")
        for phase in rs.PHASES
    )
]
_ALL_COMPLETES: list[tuple[str, Completes]] = [
    (text, Completes.parse(text))
    for text in (
        "the end of the turn",
        "the end of the phase",
        "the end of your turn",
        "the end of the battle round",
        "the start of your next Command phase",
    )
]


@lru_cache(maxsize=1024)
def _moments(
    battle_round: int | None,
    player: str | None,
    phase: gc.Phase | None,
    battle_rounds: int,
    first_player: str,
) -> tuple[Moment, ...]:
    """Every placement that ``any moment`` may draw, given the pins."""
    rounds = [battle_round] if battle_round else range(1, battle_rounds + 1)
    who = [player] if player else list(gc.PLAYERS)
    phases = [phase] if phase else list(gc.Phase)
    return tuple(
        gc.in_phase(r, p, ph, first_player)
        for r in rounds
        if 1 <= r <= battle_rounds
        for p in who
        for ph in phases
    )


@lru_cache(maxsize=4096)
def _action_def(name: str, starts: str, kinds: str, limit: str, completes: str) -> ActionDef:
    rows = {"STARTS": starts, "UNITS": kinds, "USE LIMIT": limit, "COMPLETES": completes}
    return ActionDef.from_rows(name, rows)


@st.composite
def _filled(draw: st.DrawFn, drawer: Drawer, state: ScenarioState) -> None:
    drawer._fill(draw, state)


class Drawer:
    """Fills what a property scenario left open, from one Hypothesis ``data`` object."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data

    def __call__(self, state: ScenarioState) -> None:
        # One top-level draw: Hypothesis's cost per top-level draw far exceeds that of the
        # draws inside a composite, and a scenario makes dozens.
        self.data.draw(_filled(self, state))

    def _fill(self, draw: st.DrawFn, state: ScenarioState) -> None:
        keywords = _keyword_pool(state)
        areas = _area_pool(state)
        open_units = [d for d in state.units.values() if d.open]
        for draft in open_units:
            if "player" not in draft.stated:
                draft.player = draw(rs.players())
        pinned = [
            (d, a)
            for d in state.units.values()
            if d.started and "started" in d.stated
            for a in d.started
        ]
        for name in sorted(state.open_actions):
            users = [d for d, a in pinned if a == name]
            state.actions[name] = self._action(draw, state, name, keywords, areas, users)
        if state.open_moment:
            candidates = [
                m
                for m in self._moments(state)
                if all(_performing(state.actions[a], d.player or "A", m) for d, a in pinned)
            ]
            assume(candidates)
            now = draw(_one_of(tuple(candidates)))
            state.moment.battle_round = now.battle_round
            state.moment.player = now.player
            state.moment.phase = now.phase
        now = state.start_moment()
        for draft, action in pinned:
            assume(_performing(state.actions[action], draft.player or "A", now))
        for draft in open_units:
            self._unit(draw, state, draft, keywords, areas, now)
        for draft in state.units.values():
            if draft.open or "started" in draft.stated:
                assume(_could_have_started(state, draft, now))
        for unit in sorted(state.open_rolls):
            state.rolls[unit] = draw(rs.toward(7, 2, 12))

    def _action(
        self,
        draw: st.DrawFn,
        state: ScenarioState,
        name: str,
        keywords: tuple[str, ...],
        areas: tuple[str, ...],
        users: list[UnitDraft],
    ) -> ActionDef:
        kinds = draw(rs.units_rows(keywords, areas))
        limit = draw(rs.use_limit_rows())
        if users and not state.open_moment:
            now = state.start_moment()
            pairs = [
                (starts_text, completes_text)
                for starts_text, starts in _ALL_STARTS
                for completes_text, completes in _ALL_COMPLETES
                if all(started_validly(starts, completes, d.player or "A", now) for d in users)
            ]
            assume(pairs)
            starts_row, completes_row = draw(_one_of(tuple(pairs)))
        else:
            starts_row = draw(rs.starts_rows())
            completes_row = draw(rs.completes_rows())
        return _action_def(name, starts_row, kinds, limit, completes_row)

    def _moments(self, state: ScenarioState) -> tuple[Moment, ...]:
        pin = state.moment
        return _moments(
            pin.battle_round, pin.player, pin.phase, state.battle_rounds, state.first_player
        )

    def _unit(
        self,
        draw: st.DrawFn,
        state: ScenarioState,
        draft: UnitDraft,
        keywords: tuple[str, ...],
        areas: tuple[str, ...],
        now: Moment,
    ) -> None:
        stated = draft.stated

        def pick(key: str, strategy: st.SearchStrategy[object]) -> None:
            if key not in stated:
                setattr(draft, key, draw(strategy))

        # An Action started this turn is decided first: what else is drawn must have let the
        # unit start it (its moves came before the start; UNITS and the fixed bars allowed it).
        if "started" not in stated:
            valid = sorted(
                a
                for a, action in state.actions.items()
                if _performing(action, draft.player or "A", now)
            )
            choice = draw(_maybe(tuple(valid))) if _pins_allow_a_start(draft) else None
            draft.started = (choice,) if choice else ()
        started = [state.actions[name] for name in draft.started or ()]
        if "keywords_whole" not in stated:
            never = _NEVER_ACT - draft.keywords_required  # a pin always wins over a draw
            forbidden = draft.keywords_forbidden | (never if started else frozenset())
            chosen = draw(rs.keyword_sets(keywords, draft.keywords_required, forbidden))
            for action in started:
                wanted = action.units.keywords
                if wanted and not chosen & set(wanted):
                    options = tuple(k for k in wanted if k not in forbidden)
                    assume(options)
                    chosen = chosen | {draw(_one_of(options))}
            draft.keywords = chosen
        pick("oc", _ACTING_OC if started else rs.oc_values())
        pick("ld", rs.toward(6, 2, 12))
        if "wounds_left" in stated and "starting_strength" not in stated:
            draft.starting_strength = 1
        lowest = draft.models if "models" in stated and draft.models else 1
        pick("starting_strength", rs.toward(5, max(1, lowest), 20))
        ss = draft.starting_strength or 1
        pick("models", rs.toward(ss, 1, ss))
        pick("w", rs.toward(2, max(1, draft.wounds_left or 1), 24))
        if ss == 1:
            pick("wounds_left", rs.toward(draft.w or 1, 1, draft.w or 1))
        pick("on_battlefield", _ALWAYS if draft.engaged or started else _ON_OR_OFF)
        pick("engaged", _BOOLEANS if draft.on_battlefield else _NEVER)
        pick("battle_shocked", _BOOLEANS)
        inside = {a.units.within for a in started if a.units.within}
        outside = {a.units.not_within for a in started if a.units.not_within}
        free = tuple(a for a in areas if a not in outside)
        extra = draw(_subsets(free)) if free else frozenset()
        draft.within = (draft.within or frozenset()) | extra | frozenset(inside)
        if "moves" not in stated:
            move = draw(_one_of(_QUIET_MOVES if started else rs.MOVES))
            draft.moves = (move,) if move is not None else ()
        unit = unit_from_draft(draft, now.turn_key)
        assume(not impossibilities(unit))
        assume(ss == 1 or "wounds_left" not in stated)


_NEVER_ACT = frozenset({"AIRCRAFT", "FORTIFICATION"})


def _pins_allow_a_start(draft: UnitDraft) -> bool:
    """Whether what the scenario pins of a unit leaves room for an Action started this turn."""
    if draft.keywords_required & _NEVER_ACT:
        return False
    if "on_battlefield" in draft.stated and draft.on_battlefield is False:
        return False
    if "oc" in draft.stated and draft.oc in (None, 0):
        return False
    return not ("moves" in draft.stated and any(m in BARRING_MOVES for m in draft.moves or ()))


_ACTING_OC = rs.toward(2, 1, 5)  # a unit that started an Action had an OC
_QUIET_MOVES: tuple[MoveKind | None, ...] = (None, MoveKind.NORMAL)


def _keyword_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = set(rs.KEYWORDS)
    for action in state.actions.values():
        pool.update(action.units.keywords)
    for draft in state.units.values():
        pool.update(draft.keywords_required | draft.keywords_forbidden)
    return tuple(sorted(pool))


def _area_pool(state: ScenarioState) -> tuple[str, ...]:
    pool = {"a terrain area"}
    for action in state.actions.values():
        pool.update(a for a in (action.units.within, action.units.not_within) if a)
    for draft in state.units.values():
        pool.update(draft.within or ())
    return tuple(sorted(pool))


# -- rendering the counterexample ----------------------------------------------------------------
def render_counterexample(
    state: ScenarioState,
    steps: Sequence[StepLine],
    feature_name: str,
    scenario_name: str,
    board_base: Path | None = None,
) -> str:
    """The failing example as a concrete scenario: drawn values first, then the steps."""
    setup: list[str] = []
    for name in sorted(state.open_actions):
        rows = state.actions[name].rows()
        defaults = ActionDef.from_rows(name, {}).rows()
        setup.append(f'the Action "{name}":')
        for key, value in rows.items():
            if value != defaults[key] or key == "STARTS":
                setup.append(f"  | {key} | {value} |")
    if state.open_moment:
        pin = state.moment
        phase = pin.phase.value if pin.phase else "Command"
        setup.append(
            f"it is player {pin.player}'s {phase} phase in battle round {pin.battle_round}"
        )
    for draft in state.units.values():
        if draft.open:
            setup.extend(_unit_lines(draft))
    for unit in sorted(state.open_rolls):
        setup.append(f'the battle-shock roll for "{unit}" will be {state.rolls[unit]}')

    lines = [
        f"Feature: Counterexample found for: {feature_name}",
        "",
        f"  Scenario: {scenario_name}",
    ]
    first = True
    for text in setup:
        if text.startswith("  |"):
            lines.append(f"      {text.strip()}")
        else:
            lines.append(f"    {'Given' if first else 'And'} {text}")
            first = False
    previous = "given" if setup else None
    for step in steps:
        if step.kind == "given" and _shown_by_setup(state, step):
            continue
        keyword = "And" if step.kind == previous else step.kind.capitalize()
        previous = step.kind
        text = step.text
        if board_base is not None:
            text = _rebase_board(text, state, board_base)
        lines.append(f"    {keyword} {text}")
        for row in step.datatable or ():
            lines.append("      | " + " | ".join(row) + " |")
        if step.docstring is not None:
            lines.append('      """')
            lines.extend(f"      {line}" for line in step.docstring.splitlines())
            lines.append('      """')
    return "\n".join(lines) + "\n"


_UNIT_PINS = frozenset(
    {
        "unit_for_player",
        "has_keywords",
        "lacks_keyword",
        "has_oc",
        "has_ld",
        "has_w",
        "has_starting_strength",
        "has_models",
        "has_wounds",
        "is_shocked",
        "is_not_shocked",
        "is_engaged",
        "is_not_engaged",
        "is_off",
        "is_on",
        "is_within",
        "made_move",
        "made_no_move",
        "started_action",
        "started_no_action",
    }
)
_MOMENT_PINS = frozenset({"it_is_phase", "it_is_phase_in_round", "it_is_round"})


def _shown_by_setup(state: ScenarioState, step: StepLine) -> bool:
    """Whether the rendered setup already states what this Given step states."""
    if step.text.startswith("any "):
        return True
    found = REGISTRY.find("given", step.text)
    if found is None:
        return False
    definition, args = found
    name = definition.func.__name__
    if name in _MOMENT_PINS:
        return state.open_moment
    unit = args.get("unit")
    return name in _UNIT_PINS and unit in state.units and state.units[str(unit)].open


def _unit_lines(draft: UnitDraft) -> list[str]:
    name = draft.name
    out = [f'a unit "{name}"' + (f" for player {draft.player}" if draft.player != "A" else "")]
    keywords = draft.keywords if draft.keywords is not None else DEFAULT_KEYWORDS
    added = sorted(keywords - DEFAULT_KEYWORDS)
    if added:
        listed = ", ".join(added[:-1]) + f" and {added[-1]}" if len(added) > 1 else added[0]
        out.append(f'"{name}" has the keyword{"s" if len(added) > 1 else ""} {listed}')
    for removed in sorted(DEFAULT_KEYWORDS - keywords):
        out.append(f'"{name}" does not have the keyword {removed}')
    if draft.oc != "default" and draft.oc != 2:
        out.append(f'"{name}" has OC {"-" if draft.oc is None else draft.oc}')
    if draft.ld not in (None, 6):
        out.append(f'"{name}" has Ld {draft.ld}+')
    ss = draft.starting_strength or 5
    if ss != 5:
        out.append(f'"{name}" has a starting strength of {ss}')
    if draft.models is not None and draft.models != ss:
        out.append(f'"{name}" has {draft.models} models left')
    if draft.w not in (None, 2):
        out.append(f'"{name}" has W {draft.w}')
    if ss == 1 and draft.wounds_left is not None and draft.wounds_left != (draft.w or 2):
        out.append(f'"{name}" has {draft.wounds_left} wounds left')
    if draft.battle_shocked:
        out.append(f'"{name}" is battle-shocked')
    if draft.on_battlefield is False:
        out.append(f'"{name}" is off the battlefield')
    if draft.engaged:
        out.append(f'"{name}" is engaged')
    for area in sorted(draft.within or ()):
        out.append(f'"{name}" is within {area}')
    for move in draft.moves or ():
        article = "an" if move is MoveKind.ADVANCE else "a"
        out.append(f'"{name}" made {article} {move.value} move this turn')
    for action in draft.started or ():
        out.append(f'"{name}" started the "{action}" Action this turn')
    return out


def _rebase_board(text: str, state: ScenarioState, board_base: Path) -> str:
    m = re.fullmatch(r'the board "([^"]+)"', text)
    if m is None or state.feature_path is None:
        return text
    target = (state.feature_path.parent / m[1]).resolve()
    return f'the board "{os.path.relpath(target, board_base)}"'


def counterexample_path(rootdir: Path, feature: Path, scenario_name: str) -> Path:
    safe = re.sub(r"[^\w\- .,'()\[\]]+", "_", scenario_name).strip(" .") or "scenario"
    return rootdir / ".ruleslawyer" / "counterexamples" / feature.stem / f"{safe[:150]}.feature"


# -- running ------------------------------------------------------------------------------------
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
) -> None:
    """Search for a counterexample; ``ci`` (default: the CI environment variable) derandomises
    the search and turns the example database off."""
    in_ci = bool(os.environ.get("CI")) if ci is None else ci
    out_path = counterexample_path(rootdir, feature_path, scenario_name)

    def check(data: st.DataObject) -> None:
        state = ScenarioState(feature_path)
        state.drawer = Drawer(data)
        try:
            run_steps(state, steps, shown_path)
            if weighed is not None and state.built:
                for rule, seen in state.game.weighed.items():
                    weighed.setdefault(rule, set()).update(seen)
        except (ScenarioDisagreement, ScenarioInputError) as exc:
            if not state.built:
                raise
            exc.counterexample = render_counterexample(  # type: ignore[union-attr]
                state, steps, feature_name, scenario_name, out_path.parent
            )
            raise

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
    test = options(given(data=st.data())(check))
    # Hypothesis keeps caches of its own (collected constants) in its home directory, the
    # working directory's .hypothesis/ by default: send them under .ruleslawyer/ while our
    # search runs, and give the user's own setting back after.
    home = getattr(hypothesis_configuration, "__hypothesis_home_directory", None)
    hypothesis_configuration.set_hypothesis_home_dir(rootdir / ".ruleslawyer" / "hypothesis")
    try:
        test()
    except (ScenarioDisagreement, ScenarioInputError) as exc:
        text = getattr(exc, "counterexample", None)
        if text is None:
            raise
        write_atomically(out_path, text)
        raise PropertyFailure(exc, text, out_path) from None
    except errors.Unsatisfiable:
        raise PropertyUnsatisfiable(
            f"{shown_path}:{line}: no situation satisfies the Given steps of {scenario_name!r}: "
            "every drawn example was impossible (check the pins for a contradiction, such as "
            "an engaged unit that is off the battlefield)"
        ) from None
    finally:
        hypothesis_configuration.set_hypothesis_home_dir(home)
