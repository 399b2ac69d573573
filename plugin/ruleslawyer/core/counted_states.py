"""18.2's `<state>`s, what a rule may make a unit count as (18.3 item 6): the states, whether a
unit (as the rules in force make it count) is in one (`Then "<unit>" counts as <state>`, 18.5),
and what a `count as` CHANGE of a move, an area or a state of a turn does to the unit a question
reads. The kind itself, `makes it count as <state>`, is declared with the others in
``effect_vocabulary``."""

from __future__ import annotations

import re
from collections.abc import Sequence
from functools import partial

from . import reading
from .clock import Moment
from .effects import Effect, register_change
from .errors import RulesInputError, closest
from .predicates import normal_words
from .units import MoveKind, Unit, area_key

# `<state>` (18.2): the Unit fact each state is, and the value counting as it gives.
STATES: dict[str, tuple[str, object]] = {
    "battle-shocked": ("battle_shocked", True),
    "engaged": ("engaged", True),
}


# 18.2 `<state>` `having been set up on the battlefield this turn`: the fact 18.02 (Embarking)
# reads, the turn the unit was set up (03.02) by an ingress, disembark or emergency disembark.
SET_UP_STATE = "having been set up on the battlefield this turn"
# 18.2 `having remained stationary this turn` (09.02, 09.04): 18.04's disembark mode reads it.
STATIONARY_STATE = "having remained stationary this turn"
# The states of a turn -> the effect's fact (THIS_TURN_FACTS); the Unit field: ``<fact>_turn``.
TURN_STATES = {SET_UP_STATE: "set_up", STATIONARY_STATE: "stationary"}
MORE_STATES = ("having made a <move> move this turn", *TURN_STATES, "within <area>")


def counts_as(unit: Unit, state: str, now: Moment) -> bool:
    """Whether ``unit`` (as the rules in force make it count) is in ``state`` (18.2 `<state>`)."""
    words_ = normal_words(state)
    moved = re.fullmatch(r"having made an? ([\w -]+?) move this turn", words_, re.IGNORECASE)
    if moved:
        return unit.moved_this_turn(move_kind(moved.group(1)), now.turn_key)
    within = re.fullmatch(r"within (.+)", words_, re.IGNORECASE)
    if within:
        return area_key(within.group(1)) in {area_key(a) for a in unit.within}
    if words_.lower() in TURN_STATES:
        return bool(getattr(unit, f"{TURN_STATES[words_.lower()]}_turn") == now.turn_key)
    if words_.lower() not in STATES:
        forms = [*STATES, *MORE_STATES]
        raise RulesInputError(
            f"{state!r} is not a state a unit may count as; the states modelled are: "
            + ", ".join(forms),
            word=state,
            suggestion=closest(words_, forms),
        )
    fact, value = STATES[words_.lower()]
    return bool(getattr(unit, fact) == value)


def move_kind(words_: str) -> MoveKind:
    """A move type a count-as state names: any move type, forced ones included."""
    return MoveKind.parse(words_, every=True)


def _apply_moves(unit: Unit, changes: Sequence[Effect]) -> Unit:
    moves = list(unit.moves)
    for e in changes:  # of two opposite, the later wins (18.3 item 6)
        kind, has = e.value if isinstance(e.value, tuple) else (None, False)
        turn = e.moment.turn_key
        moves = [(k, t) for k, t in moves if not (k is kind and t == turn)]
        if has and isinstance(kind, MoveKind):
            moves.append((kind, turn))
    return reading.copy(unit, moves=tuple(moves))


def _apply_turn_state(field_: str, unit: Unit, changes: Sequence[Effect]) -> Unit:
    """18.2 `count as [not] <state>` of :data:`TURN_STATES` (18.02 set up, 09.04 stationary):
    the turn of the effect becomes, or stops being, the turn in the unit's ``field_``; the later
    wins (18.3 item 6)."""
    this_turn = getattr(unit, field_)
    for e in changes:
        turn = e.moment.turn_key
        if e.value is True:
            this_turn = turn
        elif this_turn == turn:
            this_turn = None
    return reading.copy(unit, **{field_: this_turn})


def _apply_within(unit: Unit, changes: Sequence[Effect]) -> Unit:
    """18.2 `count as [not] within <area>`: areas match by name as §3 says (case and a leading
    article ignored), so a stated `player A's deployment zone` is the one the rule names."""
    within = set(unit.within)
    for e in changes:
        area, has = e.value if isinstance(e.value, tuple) else ("", False)
        same = {a for a in within if area_key(a) == str(area)}
        if has and not same:
            within.add(str(area))
        elif not has:
            within -= same
    return reading.copy(unit, within=frozenset(within))


register_change("moves", _apply_moves)
register_change("within", _apply_within)
register_change("set_up", partial(_apply_turn_state, "set_up_turn"))
register_change("stationary", partial(_apply_turn_state, "stationary_turn"))
