"""Drawing what a property scenario leaves open, with every rule asked of the core.

The drawn values are filled into the scenario's drafts just before the game is built (after
every pin), so drawn values always agree with the pins. What may be drawn is the core's to say:
the defaults are those of :data:`~ruleslawyer.core.units.DEFAULT_UNIT`, the rows those of the
core's parsers, whether a unit could have started an Action is the core's start bars, and
whether it still performs one now is the game's own completion. A rule changed in the core
changes the search with it."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache, partial
from typing import Any, TypeVar

from hypothesis import strategies as st
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer import strategies as rs
from ruleslawyer.core import ActionDef, Moment, Unit, reading, unit_fields
from ruleslawyer.core import clock as gc
from ruleslawyer.core.actions import Completes, UnitsSpec, UseLimit
from ruleslawyer.core.starts import Starts
from ruleslawyer.core.unit_fields import (
    AreaSets,
    Choices,
    KeywordSets,
    Span,
    Transports,
    UnitFacts,
    UnitField,
)
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties import checks, domains, performers, strength_classes
from ruleslawyer.properties.answers import cached
from ruleslawyer.properties.asking import (
    FIT_UNDER_HYPOTHESIS,
    draws_fitted,
    fitted_choice,
    parsed,
    valid_pairs,
)
from ruleslawyer.properties.choose import Choose, assume
from ruleslawyer.properties.domains import areas_beside, beside_values, moments
from ruleslawyer.properties.fact_keys import ACTION_KEY, ACTION_PAIR, DRAWN_FIRST
from ruleslawyer.properties.moments import unrecorded
from ruleslawyer.properties.pools import area_pool, draw_datasheet, draw_transport, keyword_pool
from ruleslawyer.properties.strength_classes import NAMES
from ruleslawyer.properties.tracking import drawn_beside
from ruleslawyer.scenario.attached import group_of
from ruleslawyer.scenario.drawn_positions import Draw
from ruleslawyer.scenario.state import ScenarioState, UnitDraft, unit_from_draft

T = TypeVar("T")


@cached(maxsize=4096)
def _action_def(
    made: type[ActionDef], name: str, starts: str, kinds: str, limit: str, completes: str
) -> ActionDef:
    # Made once per set of rows (an ActionDef is frozen): an Action is drawn per example.
    return reading.copy(
        _default_action(made, name),
        starts=parsed(Starts.parse, starts),
        units=parsed(UnitsSpec.parse, kinds),
        use_limit=parsed(UseLimit.parse, limit),
        completes=parsed(Completes.parse, completes),
    )


@cached(maxsize=64)
def _default_action(made: type[ActionDef], name: str) -> ActionDef:
    """The Action of every default row, once per name: the rows drawn replace four of them, and
    most sets of rows an example draws are new (the UNITS row alone has hundreds of forms)."""
    return made.from_rows(name, {})


_ROLLS = rs.battle_shock_totals()  # one strategy, not one (and its validation) per roll


class Drawer:
    """Fills what a property scenario left open, from one Hypothesis ``data`` object (the
    example's own, or ``st.data()``'s); draws a battle-shock roll the game needs but the
    scenario never states, once per unit."""

    # The class of the scenario's drafts (``ScenarioState.draft_class``): the exhaustive walk's
    # drawer gives its own, whose reads it records (properties/tracking.py).
    draft_class: type[UnitDraft] = UnitDraft
    # The class of the Actions it draws: the walk's records which of their rows are read.
    action_class: type[ActionDef] = ActionDef

    def __init__(self, data: ConjectureData | st.DataObject) -> None:
        self.data = data
        self.rolls: dict[str, int] = {}  # the rolls drawn, by unit: the counterexample states them
        self.chooser: Choose | None = None  # the example's chooser, once the fill began
        self._state: ScenarioState | None = None
        self._pending: set[str] = set()  # Actions whose STARTS and COMPLETES are drawn last

    def __call__(self, state: ScenarioState) -> None:
        self._state = state
        state.roll_source = self.roll
        self.fill(self._chooser(), state)

    def _chooser(self) -> Choose:
        """The example's chooser. No top-level draw per value: Hypothesis's cost per top-level
        draw far exceeds that of a choice. ``st.data()``'s data object wraps the example's own
        data."""
        data = self.data
        self.chooser = Choose(data if isinstance(data, ConjectureData) else data.conjecture_data)
        return self.chooser

    def roll(self, unit: Unit) -> int | None:
        """The game's roll source: None where the scenario states the roll (the game reads it)."""
        if self._state is not None and unit.name in self._state.rolls:
            return None
        if unit.name not in self.rolls:
            self.rolls[unit.name] = self._new_roll(unit)
        return self.rolls[unit.name]

    def _new_roll(self, unit: Unit) -> int:
        """The roll ``unit`` makes, drawn once (the counterexample states it)."""
        return self.data.draw(_ROLLS)

    def settled_rolls(self) -> dict[str, int]:
        """The rolls drawn, by unit, as numbers: what a counterexample states."""
        return dict(self.rolls)

    @property
    def continuous(self) -> bool:
        """Whether the example drew a position off any grid (§19.9: never proven)."""
        state = self._state
        return bool(state and state.position_draw and state.position_draw.continuous)

    def fill(self, choose: Choose, state: ScenarioState) -> None:
        keywords = keyword_pool(state)
        areas = area_pool(state)
        open_units = [d for d in state.units.values() if d.open]
        drawn: set[str] = set()  # the open units whose player and datasheet are drawn
        for draft in open_units:
            if "player" not in draft.stated:
                fixed = _attached_player(state, draft, drawn)
                draft.player = (
                    fixed if fixed is not None else choose.fact(draft.name, "player", gc.PLAYERS)
                )
            if draft.any_datasheet is not None and "datasheet" not in draft.stated:
                draw_datasheet(choose, draft, state, drawn)
            drawn.add(draft.name)
        pinned = [
            (d, a)
            for d in state.units.values()
            if d.started and "started" in d.stated
            for a in d.started
        ]
        if pinned and state.moment.phase is None:
            # A unit that started an Action this turn is performing it now, so the moment
            # is drawn (within what is pinned) for the start to lie in this turn.
            state.open_moment = True
        for fill_open in state.open_fills:  # e.g. `any mission Action` (contract §15)
            fill_open(choose)
        # The walk draws an open Action's STARTS and COMPLETES last, as one fact among the pairs
        # its users (the units drawn or stated performing it) can be performing now: a case
        # that never reads them then takes one pair, not every pair (properties/performers.py).
        self._pending = set()
        for name in sorted(state.open_actions):
            users = [d for d, a in pinned if a == name]
            state.actions[name] = self._action(choose, state, name, keywords, areas, users)
        if state.open_moment:
            # With no unit pinned performing an Action every moment is a candidate: the test
            # per moment (a generator and an all() of nothing for each of some hundred moments,
            # example after example) is skipped, the list the same.
            candidates = (
                [
                    m
                    for m in self._moments(state)
                    if all(performers.may_perform(state, self._pending, a, d, m) for d, a in pinned)
                ]
                if pinned
                else list(self._moments(state))
            )
            assume(candidates)
            now = choose.moment(candidates)
            state.moment.drawn = now  # the walk's reads its point only where asked
            said = unrecorded(now)  # the pins only say it (a counterexample's Givens)
            state.moment.battle_round = said.battle_round
            state.moment.player = said.player
            state.moment.phase, state.moment.step = said.phase, gc.step_of(said)
        now = state.start_moment()
        for draft, action in pinned:
            assume(performers.may_perform(state, self._pending, action, draft, now))
        for draft in open_units:
            self._unit(choose, state, draft, keywords, areas, now)
        for name in sorted(self._pending):
            performers.draw_pair(choose, state, name, now)
        for draft in state.units.values():
            if draft.started and (draft.open or "started" in draft.stated):
                unit = unit_from_draft(draft, now.turn_key, now.phase_key)
                started = (state.actions[name] for name in draft.started)
                assume(checks.could_have_started(choose, unit, now, started))
        assume(checks.attached_possible(state, now))
        self._positions(choose, state)

    @staticmethod
    def _positions(choose: Choose, state: ScenarioState) -> None:
        """The positions the Givens leave open (§19.9), drawn last: in a positioned scenario
        an open unit on the battlefield is placed as by `any position`. A move `to any
        position` draws its ends through the same drawing when it runs."""
        draws = state.position_draws
        state.position_draw = draw = Draw(
            choose, assume, not draws_fitted(choose), state.board, state.units, draws
        )
        if draws.wanted or draws.formation or draws.heights or state.board.rows:
            state.board.deploy_now()  # a deployment map's zones are shapes to draw within (19.2)
            draw.place_open()

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
        unit = ACTION_KEY.format(name)  # each row drawn is a fact of the Action's own

        def row(label: str, options: Sequence[str]) -> str:
            return stated.get(label) or choose.fact(unit, label, options)

        kinds = row("UNITS", rs.units_row_options(keywords, areas))
        limit = row("USE LIMIT", rs.USE_LIMIT_ROWS)
        pinned = "STARTS" in stated or "COMPLETES" in stated  # only the others are drawn
        if not pinned and not draws_fitted(choose):  # the walk's: drawn last (draw_pair)
            self._pending.add(name)
            starts_row, completes_row = rs.STARTS_ROWS[0], rs.COMPLETES_ROWS[0]
        elif pinned or not users or state.open_moment:
            starts_row = row("STARTS", rs.STARTS_ROWS)
            completes_row = row("COMPLETES", rs.COMPLETES_ROWS)
        else:
            players = [d.player or DEFAULT_UNIT.player for d in users]
            pairs = valid_pairs(players, state.start_moment(), state.battle_rounds)
            assume(pairs)
            starts_row, completes_row = choose.fact(unit, ACTION_PAIR, pairs)
        drawn = _action_def(self.action_class, name, starts_row, kinds, limit, completes_row)
        return reading.copy(drawn, effect=stated["EFFECT"]) if "EFFECT" in stated else drawn

    def _moments(self, state: ScenarioState) -> tuple[Moment, ...]:
        pin = state.moment
        return moments(
            pin.battle_round,
            pin.player,
            pin.phase,
            state.battle_rounds,
            state.first_player,
            pin.step,
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
        fitted = draws_fitted(choose)
        # An Action started this turn is decided first: what else is drawn must have let the
        # unit start it (its moves came before the start; UNITS and the lasting bars allowed it).
        if "started" not in stated:
            # The bars first: a unit they keep from every Action reads no Action's rows.
            valid: list[str] = []
            if state.actions and not checks.barred_at_its_start(
                unit_from_draft(draft, now.turn_key, now.phase_key), now
            ):
                valid = [
                    a
                    for a in state.actions
                    if performers.may_perform(state, self._pending, a, draft, now)
                ]
            choice = choose((None, *sorted(valid)))
            draft.started = (choice,) if choice else ()
        acting = bool(draft.started)
        started = [state.actions[name] for name in draft.started]
        if "wounds_left" in stated and "starting_strength" not in stated:
            draft.starting_strength = 1  # wounds left are stated only of a single model
        # Every other fact in the table's order, from its row's domain.
        value_of, pinned = partial(getattr, draft), draft.stated.__contains__
        # In a positioned scenario the positions decide engagement and the charge distance
        # (§19.5): `any unit` draws none of them (§6 and §12 as changed, round 4).
        positioned = state.board.rows or state.position_draws.wanted
        stated_now = frozenset(stated) | (_MEASURED if positioned else set())
        for row, kind, plain, listed in _plan(stated_now):
            # A row drawn whatever else the unit is (no ``only_when``) reads nothing to say so.
            # What deciding so reads, the walk keeps apart (properties/tracking.py).
            if row.only_when is not None and not drawn_beside(row, draft):
                continue
            if plain:  # a list of values asked nothing beside it: drawn as it is
                setattr(draft, row.name, choose.fact(draft.name, row.name, plain))
            elif kind is KeywordSets:
                draft.keywords = self._keywords(choose, draft, keywords, now, acting, started)
            elif kind is AreaSets:
                # Hypothesis's draw meets a started Action's UNITS row here; the walk's leaves
                # it to could_have_started, whose reads count only when it refuses (UNITS is
                # then branched on only where some form of it refuses the unit drawn).
                units = [a.units for a in started] if fitted else []
                inside = {u.within for u in units if u.within}
                outside = {u.not_within for u in units if u.not_within}
                free = tuple(a for a in areas if a not in outside)
                # A unit that is not on the battlefield is within no area (contract, Round 3).
                on, stated_within = areas_beside(draft)
                extra = choose.fact(draft.name, "within", rs.subsets(free)) if on else frozenset()
                draft.within = stated_within | extra | frozenset(inside if on else ())
            elif kind is Transports:  # the scenario's TRANSPORT or its own (18.01)
                draw_transport(choose, state, draft)
            else:
                # Values that depend on nothing else of the unit (``row.values`` gives them
                # reading nothing) are taken from the plan, not asked of the row again.
                options = listed if listed is not None else row.values(value_of, pinned)
                if row in _FIT_BESIDE:
                    beside, start_bars = _FIT_BESIDE[row]
                    fixed = beside_values(draft, beside, fitted)
                    options = choose.fit(row.name, options, now, acting and start_bars, fixed)
                if row is UnitFacts.moves:  # made by now (core/move_timing.py)
                    options = domains.moves_by_now(draft, options, now)
                if row in FIT_UNDER_HYPOTHESIS and fitted:  # Hypothesis only
                    setattr(draft, row.name, fitted_choice(choose, row, options, draft, now))
                    continue
                if not fitted:  # the walk's: a unit's numbers by their strength class
                    options = strength_classes.narrow(choose, draft, row, options)
                setattr(draft, row.name, choose.fact(draft.name, row.name, options))
        unit = unit_from_draft(draft, now.turn_key, now.phase_key)
        assume(checks.possible(choose, unit, now))
        assume("wounds_left" not in stated or draft.starting_strength == 1)

    @staticmethod
    def _keywords(
        choose: Choose,
        draft: UnitDraft,
        keywords: tuple[str, ...],
        now: Moment,
        acting: bool,
        started: list[ActionDef],
    ) -> frozenset[str]:
        fitting = choose.fit("keywords", keywords, now, acting)
        barring = frozenset(keywords) - frozenset(fitting)
        # A pin always wins over a draw.
        forbidden = draft.keywords_forbidden | (barring - draft.keywords_required)
        required = draft.keywords_required
        fitted = draws_fitted(choose)
        if not fitted:  # the walk's: keyword by keyword
            has = partial(choose.keyword, draft.name)
            chosen = rs.keyword_by_keyword(has, keywords, required, frozenset(forbidden))
        else:
            chosen = choose(rs.keyword_set_options(keywords, required, frozenset(forbidden)))
        for action in started if fitted else ():  # as the areas: _unit
            wanted = action.units.keywords
            if wanted and not chosen & set(wanted):
                options = tuple(k for k in wanted if k not in forbidden)
                assume(options)
                chosen = chosen | {choose(options)}
        return choose.watch(draft.name, chosen)


Plan = tuple[tuple[UnitField[Any], type, tuple[Any, ...], tuple[Any, ...] | None], ...]


def _plan(stated: frozenset[str]) -> Plan:
    return _plan_of(unit_fields.FIELDS, stated)


@lru_cache(maxsize=1024)
def _plan_of(fields: tuple[UnitField[Any], ...], stated: frozenset[str]) -> Plan:
    """The rows of ``fields`` (the table as it is: a test may add a row, and the table is then
    another key) that ``_unit`` draws, in the table's order, for a draft with these facts
    stated, each with its domain's kind; for a list of values that nothing narrows (no fit,
    no moment, no strength class), that list (else empty); and the values ``row.values``
    gives whatever else the unit is (else None): once per shape of draft."""
    return tuple(
        (row, type(row.draw), row.choices() if _plain(row) else (), _listed(row, stated))
        for row in fields
        if row.draw is not None and not row.pinned(stated) and row not in DRAWN_FIRST
    )


def _listed(row: UnitField[Any], stated: frozenset[str]) -> tuple[Any, ...] | None:
    """The values of ``row`` when they depend on no other fact of the unit: a list of values,
    or a span whose bounds are numbers and whose ``floor`` no Given pins (``Span.values`` then
    reads nothing: ``stated`` holds what the draft states, and a measured fact is no floor).
    None: a span that takes a bound from another fact, asked of the row per unit."""
    draw = row.draw
    if isinstance(draw, Choices):
        return row.choices()
    if not isinstance(draw, Span) or (draw.floor is not None and draw.floor in stated):
        return None
    if not all(isinstance(bound, int) for bound in (draw.low, draw.high, draw.toward)):
        return None
    return row.values(_unread, stated.__contains__)


def _unread(name: str) -> object:
    raise TypeError(f"a span taken as fixed read the {name} fact")  # _listed: never


# The facts a positioned scenario measures, never draws (scenario/measuring.py settles them).
_MEASURED = frozenset(
    {UnitFacts.engaged.name, UnitFacts.engaged_only_aircraft.name, UnitFacts.near_enemy.name}
)


def _plain(row: UnitField[Any]) -> bool:
    narrowed = (*_FIT_BESIDE, UnitFacts.moves, *FIT_UNDER_HYPOTHESIS)
    return isinstance(row.draw, Choices) and row not in narrowed and row.name not in NAMES


# The facts drawn only among values that, beside the named facts (and defaults), make no
# impossible unit and (if True) no bar to the start of an Action the unit performs: a draw
# from these is rejected less often. Being engaged now bars no start made earlier. (The walk
# leaves out only what a row refuses whatever else the unit is: properties/sure_fit.py.)
_FIT_BESIDE: dict[UnitField[Any], tuple[tuple[UnitField[Any], ...], bool]] = {
    UnitFacts.oc: ((), True),
    UnitFacts.on_battlefield: ((UnitFacts.engaged,), True),
    UnitFacts.engaged: ((UnitFacts.on_battlefield,), False),
    UnitFacts.moves: ((), True),
}


def _attached_player(state: ScenarioState, draft: UnitDraft, drawn: set[str]) -> str | None:
    """19.01: the parts of an attached unit are friendly units, so a `"<leader>" is leading
    "<bodyguard>"` pin fixes the player of an open part to its partners' (contract §6: drawn
    values agree with the pins). The player of a partner whose player is stated, or that is
    not drawn (a hand-typed unit, player A unless stated), or whose player this example drew
    already (``drawn``); None when no partner's player is known yet (then it is drawn)."""
    group = group_of(state.units, draft.name)
    for name in sorted(group - {draft.name}):
        other = state.units[name]
        if "player" in other.stated or not other.open or name in drawn:
            return other.player or DEFAULT_UNIT.player
    return None
