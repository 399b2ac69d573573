"""Hypothesis strategies for the rules core: units, Actions, moments and whole games.

Public: people who test their own 40k software against our core can draw from these. Every
value drawn is a legal state of the core (models never exceed the starting strength, wounds left
only matter for single-model units, an engaged unit is on the battlefield, and so on).

>>> from hypothesis import given
>>> from ruleslawyer import strategies as rs
>>> @given(rs.units(), rs.action_defs())
... def test_refusals_name_their_clause(unit, action): ...
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterable, Sequence
from functools import lru_cache, partial

import hypothesis
from hypothesis import strategies as st

from ruleslawyer.core import ActionDef, Game, Moment, Phase, Unit, unit_fields
from ruleslawyer.core import clock as gc
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.actions import COMPLETES_FORMS, DEFAULT_ROWS, USE_LIMIT_FORMS
from ruleslawyer.core.command import LIKELIEST_2D6, TWO_D6_TOTALS
from ruleslawyer.core.fact_rows import PublicDraw
from ruleslawyer.core.move_timing import impossibilities_now
from ruleslawyer.core.starts import STARTS_FORMS, Starts, Whose
from ruleslawyer.core.unit_fields import Span, UnitFacts, UnitField
from ruleslawyer.core.unit_states import impossibilities
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.scenario.concrete import unit_from_draft
from ruleslawyer.scenario.unit_draft import UnitDraft

# The keywords drawn: every keyword a rule of the core reads (``core/keywords.py``), so that a
# keyword a rule reads cannot drift out of the search.
KEYWORDS: tuple[str, ...] = kw.READ_BY_RULES
AREAS: tuple[str, ...] = ("a terrain area", "your deployment zone")
PHASES: tuple[str, ...] = tuple(p.value for p in Phase)
# The drawn OC values, the core's default first: draws shrink toward the first of a list.
OC_VALUES: tuple[int | None, ...] = UnitFacts.oc.choices()


def default_first(forms: Sequence[str], default: str) -> tuple[str, ...]:
    """The forms with the default one first, so that a draw shrinks to it."""
    return (default, *(f for f in forms if f != default))


# The rows drawn: the core's forms, the default first. STARTS rows are those of the unit's own
# turn ("your ... phase"), as the Actions of the missions are written; an Action of either
# player's turn would need its scenario to say whose turn it is.
STARTS_ROWS: tuple[str, ...] = tuple(
    form
    for form in default_first(STARTS_FORMS, DEFAULT_ROWS["STARTS"])
    if Starts.parse(form).whose is Whose.YOUR
)
COMPLETES_ROWS: tuple[str, ...] = default_first(COMPLETES_FORMS, DEFAULT_ROWS["COMPLETES"])
USE_LIMIT_ROWS: tuple[str, ...] = (
    *default_first(USE_LIMIT_FORMS, DEFAULT_ROWS["USE LIMIT"]),
    "2 times per battle",
    "3 times per battle",
)


# One strategy per list of values drawn from, the first of which a draw shrinks to: building a
# strategy is costly; drawing from one is not.
_sampled = lru_cache(maxsize=256)(st.sampled_from)


def players() -> st.SearchStrategy[str]:
    return _sampled(gc.PLAYERS)


def toward(default: int, low: int, high: int) -> st.SearchStrategy[int]:
    """Whole numbers from ``low`` to ``high`` that shrink toward ``default``, not ``low``: a
    shrunk counterexample then leaves alone what does not matter."""
    return _sampled(toward_values(default, low, high))


@lru_cache(maxsize=1024)
def toward_values(default: int, low: int, high: int) -> tuple[int, ...]:
    """The values :func:`toward` draws from, in its order: ``default`` first."""
    rest = tuple(n for n in range(low, high + 1) if n != default)
    return (default, *rest) if low <= default <= high else rest


def oc_values() -> st.SearchStrategy[int | None]:
    """An OC characteristic: a small whole number, or '-' (None); shrinks toward the default."""
    return _sampled(OC_VALUES)


def keyword_sets(
    pool: Sequence[str] = KEYWORDS,
    required: Iterable[str] = frozenset(),
    forbidden: Iterable[str] = frozenset(),
) -> st.SearchStrategy[frozenset[str]]:
    """A keyword list with every ``required`` keyword and no ``forbidden`` one; shrinks toward
    the default keywords."""
    return _keyword_sets(tuple(pool), frozenset(required), frozenset(forbidden))


def keyword_by_keyword(
    has: Callable[[str, tuple[bool, ...]], bool],
    pool: tuple[str, ...],
    required: frozenset[str],
    forbidden: frozenset[str],
) -> frozenset[str]:
    """The lists of :func:`keyword_set_options` (the required keywords and up to
    :data:`MAX_EXTRA_KEYWORDS` more), drawn one keyword at a time through ``has(keyword,
    options)``, the default's choice first; the default's own keywords may be drawn too where
    the pool lacks them. The exhaustive walk draws so, to branch on each keyword alone."""
    default = (DEFAULT_UNIT.keywords - forbidden) | required
    chosen = set(required)
    extra = 0
    for keyword in sorted((set(pool) | default) - required - forbidden):
        held = keyword in default
        if has(keyword, (held, not held) if extra < MAX_EXTRA_KEYWORDS else (False,)):
            chosen.add(keyword)
            extra += 1
    return frozenset(chosen)


@lru_cache(maxsize=256)  # keyed by its question: hashing its thousands of lists costs more
def _keyword_sets(
    pool: tuple[str, ...], required: frozenset[str], forbidden: frozenset[str]
) -> st.SearchStrategy[frozenset[str]]:
    return st.sampled_from(keyword_set_options(pool, required, forbidden))


MAX_EXTRA_KEYWORDS = 4  # a drawn keyword list: the required ones and at most this many more


@lru_cache(maxsize=1024)
def keyword_set_options(
    pool: tuple[str, ...], required: frozenset[str], forbidden: frozenset[str]
) -> tuple[frozenset[str], ...]:
    """The keyword lists :func:`keyword_sets` draws from, in its order: the default first."""
    choices = sorted(set(pool) - required - forbidden)
    default = (DEFAULT_UNIT.keywords - forbidden) | required
    # One draw from every list of up to four extra keywords (default first, so it shrinks
    # there): far cheaper for Hypothesis than drawing a set element by element.
    extras = (
        frozenset(extra) | required
        for size in range(MAX_EXTRA_KEYWORDS + 1)
        for extra in itertools.combinations(choices, size)
    )
    return (default, *(k for k in extras if k != default))


# The public draw of the rows the property search never leaves open (no draw domain).
_PUBLIC_ONLY = (
    (UnitFacts.fights_first.name, (False, True)),
    (UnitFacts.battle_shock_modifier.name, toward_values(0, -2, 2)),
)


@st.composite
def units(
    draw: st.DrawFn,
    name: str = "Unit",
    keywords: st.SearchStrategy[frozenset[str]] | None = None,
    areas: Sequence[str] = AREAS,
    now: Moment | None = None,
    transports: Sequence[str] = (),
) -> Unit:
    """A legal unit with every fact of the unit field table drawn (core/unit_fields.py: a fact
    added to the table is drawn here too, tests/properties/test_derived_places.py), in the
    table's order, each where its ``only_when`` fact allows it and among the values the core's
    impossible-state rows allow beside the facts drawn before it. With ``now`` in a turn, also
    the facts of this turn (a move that can have been made by ``now``; in a Fight phase, the
    selection to fight and the engagement at the Fight step, §14). With ``transports`` (names
    of friendly TRANSPORT units of the caller's), a unit off the battlefield may be embarked
    within one of them (18.02). The unit is made of the draft as a scenario's is
    (``scenario/concrete.py``)."""
    at = now if now is not None and now.player is not None else None
    fight = now is not None and now.phase is Phase.FIGHT
    draft = UnitDraft(name, None)
    for row in unit_fields.FIELDS:
        values = _public_values(row, draft, areas, transports, fight)
        if values is None or (row.this_turn and at is None) or not row.drawn_beside(draft):
            continue
        if row is UnitFacts.keywords:
            draft.keywords = draw(keywords if keywords is not None else keyword_sets())
            continue
        if isinstance(row.draw, Span):
            values = row.values(partial(getattr, draft))
        else:
            fact = row.name
            values = tuple(
                v
                for v in values
                if not problems(UnitDraft(name, None, {**draft.facts, fact: v}), at)
            )
        hypothesis.assume(values)
        setattr(draft, row.name, draw(_sampled(values)))
    return unit_from_draft(draft, *((at.turn_key, at.phase_key) if at else (_NO_TURN, None)))


def _public_values(
    row: UnitField[object],
    draft: UnitDraft,
    areas: Sequence[str],
    transports: Sequence[str],
    fight: bool,
) -> tuple[object, ...] | None:
    """The values :func:`units` draws ``row`` from (None: not drawn)."""
    if (own := dict(_PUBLIC_ONLY).get(row.name)) is not None:
        return own
    if row.public_draw is PublicDraw.NONE or row.draw is None:
        return None
    if row in _FIGHT_ONLY and not fight:
        return None
    if isinstance(row.draw, unit_fields.AreaSets):  # the areas offered, fitted as the rest
        return subsets(tuple(areas))
    if isinstance(row.draw, unit_fields.Transports):  # the caller's: none in reserves (18.02)
        return None if draft.in_reserves else (None, *transports)
    if isinstance(row.draw, (Span, unit_fields.KeywordSets)):
        return ()
    return row.choices()


_FIGHT_ONLY = (UnitFacts.selected_to_fight, UnitFacts.engaged_at_fight_step)  # §14


@lru_cache(maxsize=256)
def subsets(options: tuple[str, ...]) -> tuple[frozenset[str], ...]:
    """Every subset, the empty one first (so it shrinks there)."""
    return tuple(
        frozenset(chosen)
        for size in range(len(options) + 1)
        for chosen in itertools.combinations(options, size)
    )


def problems(draft: UnitDraft, now: Moment | None) -> set[tuple[str, str]]:
    """What the core's impossible-state rows find wrong with the unit made of ``draft`` (given a
    moment in a turn, its rows too): :func:`units`' fit, and the property search's."""
    if now is None:
        return set(impossibilities(unit_from_draft(draft, _NO_TURN)))
    unit = unit_from_draft(draft, now.turn_key, now.phase_key)
    return {*impossibilities(unit), *impossibilities_now(unit, now)}


_NO_TURN = gc.start_of_round(1, "A").turn_key  # a unit drawn at no moment: no fact of a turn


def starts_rows() -> st.SearchStrategy[str]:
    """A STARTS row in one of the core's forms; shrinks toward the default row."""
    return _sampled(STARTS_ROWS)


def units_rows(
    keywords: Sequence[str] = KEYWORDS, areas: Sequence[str] = AREAS
) -> st.SearchStrategy[str]:
    """A UNITS row: any unit, or one (or either of two) keyword, optionally by area."""
    return _sampled(units_row_options(tuple(keywords), tuple(areas)))


@lru_cache(maxsize=256)
def units_row_options(keywords: tuple[str, ...], areas: tuple[str, ...]) -> tuple[str, ...]:
    """The UNITS rows :func:`units_rows` draws from, in its order: "any unit" first."""
    kinds = ["any unit", *(f"one {k} unit" for k in keywords)]
    kinds += [f"one {a} or {b} unit" for a, b in itertools.permutations(dict.fromkeys(keywords), 2)]
    places: list[str] = [""]
    places += [f" that is within {a}" for a in areas]
    places += [f" that is not within {a}" for a in areas]
    places += [f" that is within {a} that is not within {b}" for a in areas for b in areas]
    # One draw from every row ("any unit" first, so it shrinks there).
    return tuple(kind + place for place in places for kind in kinds)


def use_limit_rows() -> st.SearchStrategy[str]:
    """A USE LIMIT row: one of the core's forms, or a few times per battle."""
    return _sampled(USE_LIMIT_ROWS)


def completes_rows() -> st.SearchStrategy[str]:
    """A COMPLETES row in one of the core's forms; shrinks toward the default row."""
    return _sampled(COMPLETES_ROWS)


def battle_shock_totals() -> st.SearchStrategy[int]:
    """A 2D6 total; shrinks toward the likeliest one."""
    return toward(LIKELIEST_2D6, TWO_D6_TOTALS[0], TWO_D6_TOTALS[-1])


def action_defs(
    name: str = "Action",
    keywords: Sequence[str] = KEYWORDS,
    areas: Sequence[str] = AREAS,
) -> st.SearchStrategy[ActionDef]:
    """An Action with each of its rows drawn from the contract's forms."""
    return st.builds(
        lambda starts, kinds, limit, completes: ActionDef.from_rows(
            name,
            {"STARTS": starts, "UNITS": kinds, "USE LIMIT": limit, "COMPLETES": completes},
        ),
        starts_rows(),
        units_rows(tuple(keywords), tuple(areas)),
        use_limit_rows(),
        completes_rows(),
    )


def moments(battle_rounds: int = 5, first_player: str = "A") -> st.SearchStrategy[Moment]:
    """A moment inside some player's phase (after its start), as `Given it is ...` places it."""
    return st.builds(
        lambda battle_round, player, phase: gc.in_phase(
            battle_round, player, Phase.parse(phase), first_player
        ),
        st.integers(1, battle_rounds),
        players(),
        st.sampled_from(PHASES),
    )


@st.composite
def games(draw: st.DrawFn, max_units: int = 3, max_actions: int = 2) -> Game:
    """A whole game state: units, Actions, CP, first player, mission length and the moment."""
    first_player = draw(players())
    battle_rounds = draw(st.integers(1, 5))
    names = draw(
        st.lists(
            st.sampled_from(["Squad", "Knight", "Vehicle", "Scouts", "Boyz"]),
            min_size=1,
            max_size=max_units,
            unique=True,
        )
    )
    action_names = [f"Action {i + 1}" for i in range(draw(st.integers(0, max_actions)))]
    return Game(
        units={n: draw(units(name=n)) for n in names},
        actions={n: draw(action_defs(name=n)) for n in action_names},
        cp={"A": draw(st.integers(0, 6)), "B": draw(st.integers(0, 6))},
        first_player=first_player,
        battle_rounds=battle_rounds,
        now=draw(moments(battle_rounds, first_player)),
    )


__all__ = [
    "AREAS",
    "COMPLETES_ROWS",
    "KEYWORDS",
    "OC_VALUES",
    "STARTS_ROWS",
    "USE_LIMIT_ROWS",
    "action_defs",
    "battle_shock_totals",
    "completes_rows",
    "default_first",
    "games",
    "keyword_by_keyword",
    "keyword_set_options",
    "keyword_sets",
    "moments",
    "oc_values",
    "players",
    "problems",
    "starts_rows",
    "subsets",
    "toward",
    "toward_values",
    "units",
    "units_row_options",
    "units_rows",
    "use_limit_rows",
]
