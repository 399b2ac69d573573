"""The Hypothesis path's shortcuts give the answers of the long way (issue 22, item 4, the
third round): a fitting answer shared between keyword lists that hold the same of the keywords
the core asked, and a unit made from a draft without going through each fact's descriptor."""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from ruleslawyer import strategies as rs
from ruleslawyer.core import clock
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.unit_fields import FIELDS, UnitFacts
from ruleslawyer.core.units import MoveKind
from ruleslawyer.properties import asking, draw
from ruleslawyer.properties.asking import FIT_UNDER_HYPOTHESIS, fitting_draft
from ruleslawyer.scenario.state import UnitDraft, unit_from_draft

_MOMENTS = [
    clock.in_phase(r, p, ph, "A", pt)
    for r in (1, 2)
    for p in clock.PLAYERS
    for ph, pt in clock.placements(list(clock.Phase))
]
_KEYWORDS = st.frozensets(st.sampled_from((*kw.READ_BY_RULES, "PSYKER")), max_size=5)
_MOVES = st.lists(st.sampled_from(list(MoveKind)), max_size=2, unique=True).map(tuple)


@settings(max_examples=100, deadline=None)
@given(
    row=st.sampled_from([*FIT_UNDER_HYPOTHESIS, UnitFacts.embarked_in]),
    first=_KEYWORDS,
    second=_KEYWORDS,
    moves=_MOVES,
    player=st.sampled_from(clock.PLAYERS),
    flags=st.tuples(st.booleans(), st.booleans(), st.booleans()),
    now=st.sampled_from(_MOMENTS),
)
def test_a_fitting_answer_is_the_one_asked_anew_for_every_keyword_list(
    row: Any,
    first: frozenset[str],
    second: frozenset[str],
    moves: tuple[MoveKind, ...],
    player: str,
    flags: tuple[bool, bool, bool],
    now: clock.Moment,
) -> None:
    on, set_up, reserves = flags
    values: tuple[Any, ...] = ("Transport of U",) if row is UnitFacts.embarked_in else row.choices()
    for keywords in (first, second, first | second):
        fixed = (
            ("player", player),
            ("keywords", keywords),
            ("moves", moves),
            ("on_battlefield", on),
            ("set_up_this_turn", set_up),
            ("in_reserves", reserves),
        )
        # The cached answer (asked of another list first, in the loop) is the long way's.
        assert fitting_draft(row.name, values, fixed, now) == asking._fitting(
            row.name, values, fixed, now
        )


def test_an_aircraft_in_the_list_is_asked_and_changes_the_answer() -> None:
    # Setting up this turn puts a unit back into strategic reserves only if it is AIRCRAFT
    # (20.04, 23.02), at the end of its opponent's turn: two lists that differ in AIRCRAFT
    # alone get their own answers.
    now = clock.moment_at(2, "B", clock.Point.TURN_END, "A")
    row = UnitFacts.in_reserves
    answers = []
    for keywords in (frozenset({kw.INFANTRY}), frozenset({kw.INFANTRY, kw.AIRCRAFT})):
        fixed = (
            ("player", "A"),
            ("keywords", keywords),
            ("moves", ()),
            ("on_battlefield", False),
            ("set_up_this_turn", True),
        )
        answers.append(fitting_draft(row.name, row.choices(), fixed, now))
    assert answers[0] != answers[1]
    assert True in answers[1] and True not in answers[0]


@settings(max_examples=100, deadline=None)
@given(unit=rs.units(), moves=_MOVES, phase_moves=_MOVES, now=st.sampled_from(_MOMENTS))
def test_a_unit_made_from_a_draft_reads_each_fact_as_its_descriptor_does(
    unit: Any, moves: tuple[MoveKind, ...], phase_moves: tuple[MoveKind, ...], now: clock.Moment
) -> None:
    draft = UnitDraft("U", None)
    # Some facts stated, the rest (and the facts defaulting to another's) left to defaults.
    for row in FIELDS[::2]:
        if not row.this_turn and row.name in vars(type(unit)).get("__dataclass_fields__", {}):
            setattr(draft, row.name, getattr(unit, row.name))
    draft.moves, draft.moves_this_phase = moves, phase_moves
    made = unit_from_draft(draft, now.turn_key, now.phase_key)
    for row in FIELDS:
        if not row.this_turn:
            assert made.fact(row.name) == getattr(draft, row.name), row.name
    assert made.moves == tuple((k, now.turn_key) for k in (*moves, *phase_moves))


@settings(max_examples=60, deadline=None)
@given(
    stated=st.frozensets(st.sampled_from([row.name for row in FIELDS]), max_size=4),
    values=st.fixed_dictionaries(
        {"starting_strength": st.integers(1, 20), "w": st.integers(1, 24)},
    ),
)
def test_a_planned_list_of_values_is_the_one_the_row_gives(
    stated: frozenset[str], values: dict[str, int]
) -> None:
    """``draw._plan`` keeps a row's values when they depend on nothing else of the unit (a list
    of values; a span of fixed bounds whose floor no Given pins): they are those ``row.values``
    gives for any draft of that shape, whatever its other facts (issue 43 item 1)."""
    draft = UnitDraft("U", None)
    for name, value in values.items():
        setattr(draft, name, value)
    draft.models = min(values["starting_strength"], 3)
    draft.wounds_left = min(values["w"], 2)
    for row, _, _, listed in draw._plan(stated):
        if listed is not None:
            assert listed == row.values(lambda name: getattr(draft, name), stated.__contains__)
    # the spans of fixed bounds are planned unless a Given pins their floor
    planned = {row.name for row, _, _, listed in draw._plan(stated) if listed is not None}
    assert ("ld" in planned) == ("ld" not in stated)
    assert ("w" in planned) == ("w" not in stated and "wounds_left" not in stated)
    assert "models" not in planned  # its bounds are another fact's
