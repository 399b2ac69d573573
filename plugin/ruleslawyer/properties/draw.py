"""Drawing what a property scenario leaves open, with every rule asked of the core.

The drawn values are filled into the scenario's drafts just before the game is built (after
every pin), so drawn values always agree with the pins. What may be drawn is the core's to say:
the defaults are those of :data:`~ruleslawyer.core.units.DEFAULT_UNIT`, the rows those of the
core's parsers, whether a unit could have started an Action is
:func:`~ruleslawyer.core.actions.bars_at_its_start`, and whether it still performs one now is
the game's own completion. A rule changed in the core changes the search with it.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import lru_cache
from typing import Any, TypeVar

from hypothesis import assume
from hypothesis import strategies as st
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer import strategies as rs
from ruleslawyer.core import ActionDef, Game, Moment, Unit, impossibilities
from ruleslawyer.core import actions as core_actions
from ruleslawyer.core import clock as gc
from ruleslawyer.core.actions import Completes, UnitsSpec, UseLimit, bars_at_its_start
from ruleslawyer.core.starts import Starts
from ruleslawyer.core.units import DEFAULT_UNIT, LD_RANGE
from ruleslawyer.properties.pools import area_pool, draw_datasheet, keyword_pool
from ruleslawyer.scenario.state import ScenarioState, UnitDraft, unit_from_draft

T = TypeVar("T")


# -- asking the core, once per question ----------------------------------------------------------
@lru_cache(maxsize=65536)
def _completes_at(
    completes: Completes, player: str, start: Moment, battle_rounds: int
) -> Moment | None:
    """When the game completes an Action that a unit of ``player`` starts at ``start``."""
    action = replace(ActionDef.from_rows("A", {}), completes=completes)
    unit = replace(DEFAULT_UNIT, name="U", player=player)
    game = Game(
        units={"U": unit},
        actions={"A": action},
        first_player=start.first_player,
        battle_rounds=battle_rounds,
        now=start,
    )
    return game.begin_action("U", "A").completes_at


@lru_cache(maxsize=65536)  # pure, and asked again for every example of a scenario
def started_validly(
    starts: Starts, completes: Completes, player: str, now: Moment, battle_rounds: int = 5
) -> bool:
    """Whether a unit of ``player`` can be performing an Action with these rows now, having
    started it this turn: at a moment of this turn, not after now, that STARTS allows, and from
    which the game's completion lies after now."""
    if now.player is None:
        return False
    first = gc.moment_at(now.battle_round, now.player, gc.Point.TURN_START, now.first_player)
    for index in range(now.index, first.index - 1, -1):
        moment = Moment(now.battle_round, index, now.first_player)
        if not starts.allows(moment, player):
            continue
        done = _completes_at(completes, player, moment, battle_rounds)
        if done is None or done > now:
            return True
    return False


Fixed = tuple[tuple[str, Any], ...]


@lru_cache(maxsize=4096)
def _fitting(
    field: str, values: tuple[T, ...], fixed: Fixed, now: Moment, acting: bool
) -> tuple[T, ...]:
    """The values of a unit's ``field`` that, beside the ``fixed`` facts and defaults, make no
    impossible unit and, for a unit ``acting`` (performing an Action it started this turn), no
    bar to its start. A draw from these is rejected less often; the whole unit is still asked."""
    base = replace(DEFAULT_UNIT, **dict(fixed))
    fit = []
    for value in values:
        change: dict[str, Any] = {field: value}
        if field == "moves":
            change = {"moves": ((value, now.turn_key),) if value else ()}
        elif field == "keywords":
            change = {"keywords": frozenset({value})}
        unit = replace(base, **change)
        if impossibilities(unit) or (acting and bars_at_its_start(unit, now)):
            continue
        fit.append(value)
    return tuple(fit)


def _fit(
    field: str, values: tuple[T, ...], now: Moment, acting: bool, fixed: Fixed = ()
) -> tuple[T, ...]:
    if core_actions.BARS is not _asked[0]:  # the core's bars changed: ask it anew
        _fitting.cache_clear()
        _asked[0] = core_actions.BARS
    return _fitting(field, values, fixed, now, acting)


_asked: list[object] = [None]  # the bar table the answers cached by _fitting came from


class Choose:
    """Draws one of a tuple of options, the first being the simplest (a shrunk example goes
    there), as one raw choice of Hypothesis: the whole example is one span, not one per value.
    A span per value would cost as much as the value itself, and the shrinker works on the
    choices alike. A single option is a choice too: an example keeps the same sequence of
    choices when the shrinker changes one value, so the values after it stay aligned.

    ``ConjectureData.draw_integer`` is Hypothesis's choice interface, not its public API: this
    class is the property layer's one use of it."""

    def __init__(self, data: ConjectureData) -> None:
        self.data = data

    def __call__(self, options: Sequence[T]) -> T:
        assume(options)
        return options[self.data.draw_integer(0, len(options) - 1)]


@lru_cache(maxsize=256)
def _subsets(options: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    # Every subset, the empty one first (so it shrinks there).
    return tuple(
        frozenset(chosen)
        for size in range(len(options) + 1)
        for chosen in itertools.combinations(options, size)
    )


# Every STARTS and COMPLETES row drawn, parsed once, the default first.
_ALL_STARTS = tuple((text, Starts.parse(text)) for text in rs.STARTS_ROWS)
_ALL_COMPLETES = tuple((text, Completes.parse(text)) for text in rs.COMPLETES_ROWS)
# The value a unit's field shrinks toward comes first: the core's default.
_ON_OR_OFF = (DEFAULT_UNIT.on_battlefield, not DEFAULT_UNIT.on_battlefield)
_ENGAGED = (DEFAULT_UNIT.engaged, not DEFAULT_UNIT.engaged)
_SHOCKED = (DEFAULT_UNIT.battle_shocked, not DEFAULT_UNIT.battle_shocked)
_NEAR = (DEFAULT_UNIT.near_enemy, not DEFAULT_UNIT.near_enemy)
_RESERVES = (DEFAULT_UNIT.in_reserves, not DEFAULT_UNIT.in_reserves)
_ONLY_AIRCRAFT = (DEFAULT_UNIT.engaged_only_aircraft, not DEFAULT_UNIT.engaged_only_aircraft)
_DECLARED = (False, True)  # a unit starts each phase with no charge declared


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
        gc.in_phase(r, p, ph, first_player, pt)
        for r in rounds
        if 1 <= r <= battle_rounds
        for p in who
        for ph, pt in gc.placements(phases)
    )


def _action_def(name: str, starts: str, kinds: str, limit: str, completes: str) -> ActionDef:
    # Each row parsed once: an Action is drawn per example, its rows from short lists.
    return replace(
        _default_action(name),
        starts=_parsed(Starts.parse, starts),
        units=_parsed(UnitsSpec.parse, kinds),
        use_limit=_parsed(UseLimit.parse, limit),
        completes=_parsed(Completes.parse, completes),
    )


@lru_cache(maxsize=64)
def _default_action(name: str) -> ActionDef:
    return ActionDef.from_rows(name, {})


@lru_cache(maxsize=4096)
def _parsed(parse: Callable[[str], T], row: str) -> T:
    return parse(row)


class _Filled(st.SearchStrategy[None]):
    def __init__(self, drawer: Drawer, state: ScenarioState) -> None:
        super().__init__()
        self.drawer = drawer
        self.state = state

    def do_draw(self, data: ConjectureData) -> None:
        self.drawer.fill(Choose(data), self.state)


class Drawer:
    """Fills what a property scenario left open, from one Hypothesis ``data`` object; draws a
    battle-shock roll the game needs but the scenario never states, once per unit."""

    def __init__(self, data: st.DataObject) -> None:
        self.data = data
        self.rolls: dict[str, int] = {}  # the rolls drawn, by unit: the counterexample states them
        self._state: ScenarioState | None = None

    def __call__(self, state: ScenarioState) -> None:
        self._state = state
        state.roll_source = self.roll
        # One top-level draw: Hypothesis's cost per top-level draw far exceeds that of the
        # choices inside one, and a scenario makes dozens.
        self.data.draw(_Filled(self, state))

    def roll(self, unit: Unit) -> int | None:
        """The game's roll source: None where the scenario states the roll (the game reads it)."""
        if self._state is not None and unit.name in self._state.rolls:
            return None
        if unit.name not in self.rolls:
            self.rolls[unit.name] = self.data.draw(rs.battle_shock_totals())
        return self.rolls[unit.name]

    def fill(self, choose: Choose, state: ScenarioState) -> None:
        keywords = keyword_pool(state)
        areas = area_pool(state)
        open_units = [d for d in state.units.values() if d.open]
        for draft in open_units:
            if "player" not in draft.stated:
                draft.player = choose(gc.PLAYERS)
            if draft.any_datasheet is not None and "datasheet" not in draft.stated:
                draw_datasheet(choose, draft)
        pinned = [
            (d, a)
            for d in state.units.values()
            if d.started and "started" in d.stated
            for a in d.started
        ]
        if pinned and state.moment.phase is None:
            # §6: a unit that started an Action this turn is performing it now, so the moment
            # is drawn (within what is pinned) for the start to lie in this turn.
            state.open_moment = True
        for name in sorted(state.open_actions):
            users = [d for d, a in pinned if a == name]
            state.actions[name] = self._action(choose, state, name, keywords, areas, users)
        if state.open_moment:
            candidates = (
                [
                    m
                    for m in self._moments(state)
                    if all(self._performing(state, a, d, m) for d, a in pinned)
                ]
                if pinned
                else self._moments(state)
            )
            assume(candidates)
            now = choose(candidates)
            state.moment.battle_round = now.battle_round
            state.moment.player = now.player
            state.moment.phase, state.moment.step = now.phase, gc.step_of(now)
        now = state.start_moment()
        for draft, action in pinned:
            assume(self._performing(state, action, draft, now))
        for draft in open_units:
            self._unit(choose, state, draft, keywords, areas, now)
        for draft in state.units.values():
            if draft.started and (draft.open or "started" in draft.stated):
                unit = unit_from_draft(draft, now.turn_key, now.phase_key)
                assume(not bars_at_its_start(unit, now))
                assume(all(state.actions[name].units.allows(unit) for name in draft.started))

    @staticmethod
    def _performing(state: ScenarioState, name: str, draft: UnitDraft, now: Moment) -> bool:
        action = state.actions[name]
        player = draft.player or DEFAULT_UNIT.player
        return started_validly(action.starts, action.completes, player, now, state.battle_rounds)

    def _action(
        self,
        choose: Choose,
        state: ScenarioState,
        name: str,
        keywords: tuple[str, ...],
        areas: tuple[str, ...],
        users: list[UnitDraft],
    ) -> ActionDef:
        stated = state.action_rows.get(name, {})
        kinds = stated.get("UNITS") or choose(rs.units_row_options(keywords, areas))
        limit = stated.get("USE LIMIT") or choose(rs.USE_LIMIT_ROWS)
        if "STARTS" in stated or "COMPLETES" in stated:
            # Rows the scenario states are pins: only the others are drawn.
            starts_row = stated.get("STARTS") or choose(rs.STARTS_ROWS)
            completes_row = stated.get("COMPLETES") or choose(rs.COMPLETES_ROWS)
        elif users and not state.open_moment:
            now = state.start_moment()
            pairs = [
                (starts_text, completes_text)
                for starts_text, starts in _ALL_STARTS
                for completes_text, completes in _ALL_COMPLETES
                if all(
                    started_validly(
                        starts, completes, d.player or DEFAULT_UNIT.player, now, state.battle_rounds
                    )
                    for d in users
                )
            ]
            assume(pairs)
            starts_row, completes_row = choose(pairs)
        else:
            starts_row = choose(rs.STARTS_ROWS)
            completes_row = choose(rs.COMPLETES_ROWS)
        drawn = _action_def(name, starts_row, kinds, limit, completes_row)
        return replace(drawn, effect=stated["EFFECT"]) if "EFFECT" in stated else drawn

    def _moments(self, state: ScenarioState) -> tuple[Moment, ...]:
        pin = state.moment
        return _moments(
            pin.battle_round, pin.player, pin.phase, state.battle_rounds, state.first_player
        )

    def _unit(
        self,
        choose: Choose,
        state: ScenarioState,
        draft: UnitDraft,
        keywords: tuple[str, ...],
        areas: tuple[str, ...],
        now: Moment,
    ) -> None:
        stated = draft.stated

        def pick(key: str, options: tuple[Any, ...]) -> None:
            if key not in stated:
                setattr(draft, key, choose(options))

        # An Action started this turn is decided first: what else is drawn must have let the
        # unit start it (its moves came before the start; UNITS and the lasting bars allowed it).
        if "started" not in stated:
            valid = [a for a in state.actions if self._performing(state, a, draft, now)]
            if valid and bars_at_its_start(
                unit_from_draft(draft, now.turn_key, now.phase_key), now
            ):
                valid = []
            choice = choose((None, *sorted(valid)))
            draft.started = (choice,) if choice else ()
        acting = bool(draft.started)
        started = [state.actions[name] for name in draft.started or ()]
        if "keywords_whole" not in stated:
            fitting = _fit("keywords", keywords, now, acting)
            barring = frozenset(keywords) - frozenset(fitting)
            # A pin always wins over a draw.
            forbidden = draft.keywords_forbidden | (barring - draft.keywords_required)
            chosen = choose(
                rs.keyword_set_options(keywords, draft.keywords_required, frozenset(forbidden))
            )
            for action in started:
                wanted = action.units.keywords
                if wanted and not chosen & set(wanted):
                    options = tuple(k for k in wanted if k not in forbidden)
                    assume(options)
                    chosen = chosen | {choose(options)}
            draft.keywords = chosen
        pick("oc", _fit("oc", rs.OC_VALUES, now, acting))
        pick("ld", rs.toward_values(DEFAULT_UNIT.ld, *LD_RANGE))
        if "wounds_left" in stated and "starting_strength" not in stated:
            draft.starting_strength = 1
        lowest = draft.models if "models" in stated and draft.models else 1
        ss_values = rs.toward_values(DEFAULT_UNIT.starting_strength, max(1, lowest), 20)
        pick("starting_strength", ss_values)
        ss = draft.starting_strength or 1
        pick("models", rs.toward_values(ss, 1, ss))
        pick("w", rs.toward_values(DEFAULT_UNIT.w, max(1, draft.wounds_left or 1), 24))
        if ss == 1:
            pick("wounds_left", rs.toward_values(draft.w or 1, 1, draft.w or 1))
        engaged = (("engaged", bool(draft.engaged)),)
        pick("on_battlefield", _fit("on_battlefield", _ON_OR_OFF, now, acting, engaged))
        on = (("on_battlefield", draft.on_battlefield is not False),)
        pick("engaged", _fit("engaged", _ENGAGED, now, False, on))
        pick("battle_shocked", _SHOCKED)
        # The facts of §9, each shrinking toward the core's default.
        pick("near_enemy", _NEAR)
        pick("in_reserves", _RESERVES if draft.on_battlefield is False else (False,))
        pick("engaged_only_aircraft", _ONLY_AIRCRAFT if draft.engaged else (False,))
        for fact, values in (("declared_charge", _DECLARED), *rs.FIGHT_FACTS.items()):
            pick(fact, values)  # and §14's: the Fight step, a battle-shock modifier
        inside = {a.units.within for a in started if a.units.within}
        outside = {a.units.not_within for a in started if a.units.not_within}
        free = tuple(a for a in areas if a not in outside)
        extra = choose(_subsets(free))
        draft.within = (draft.within or frozenset()) | extra | frozenset(inside)
        if "moves" not in stated:
            move = choose(_fit("moves", rs.MOVES, now, acting))
            draft.moves = (move,) if move is not None else ()
        unit = unit_from_draft(draft, now.turn_key, now.phase_key)
        assume(not impossibilities(unit))
        assume(ss == 1 or "wounds_left" not in stated)
