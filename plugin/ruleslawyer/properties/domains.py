"""The domains of the open values that are not a unit fact's own: every placement of
``any moment`` given its pins, and every set of areas a unit may be within; and the reads of
other facts that build a fact's options (the exhaustive walk counts them as such,
properties/tracking.py)."""

from __future__ import annotations

from functools import lru_cache
from typing import Any, TypeVar, cast

from ruleslawyer.core import Moment, reading
from ruleslawyer.core import clock as gc
from ruleslawyer.core.fact_rows import UnitField
from ruleslawyer.core.move_timing import made_by_now
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties.answers import kept
from ruleslawyer.properties.moments import Drawn
from ruleslawyer.scenario.state import UnitDraft

T = TypeVar("T")


@lru_cache(maxsize=1024)
def moments(
    battle_round: int | None,
    player: str | None,
    phase: gc.Phase | None,
    battle_rounds: int,
    first_player: str,
    step: gc.Point | None = None,
) -> tuple[Moment, ...]:
    """Every placement that ``any moment`` may draw, given the pins (contract §6: "a later
    `Given it is ...` pins it"). A Fight step stated (20.1's `Given it is the <step> step of
    player <P>'s Fight phase`, 12.02-12.07) pins the point within the phase as well: only
    that step is drawn, never the phase's start or another step."""
    rounds = [battle_round] if battle_round else range(1, battle_rounds + 1)
    who = [player] if player else list(gc.PLAYERS)
    phases = [phase] if phase else list(gc.Phase)
    return tuple(
        gc.in_phase(r, p, ph, first_player, pt)
        for r in rounds
        if 1 <= r <= battle_rounds
        for p in who
        for ph, pt in gc.placements(phases)
        if step is None or pt is step
    )


@reading.options
def moves_by_now(draft: UnitDraft, options: tuple[T, ...], now: Moment) -> tuple[T, ...]:
    """The moves the unit could have made by now: its player's read builds these options."""
    player, early = draft.player or DEFAULT_UNIT.player, draft.arrives_first_round
    # Cached by the moment, unless it holds the walk's drawn round: a hash would read it.
    if isinstance(now, Drawn):
        # The walk's drawn moment (the one moment that holds a drawn round: a replay's holds a
        # number). The moves asked of its values, read of nothing; where other moments the
        # draw offered give other moves, the point or the round counts as read to build them
        # (properties/moments.py).
        return now.options_at(
            lambda at: tuple(m for m in options if made_by_now(cast(Any, m), player, at, early)),
            (options, player, early),
        )
    # Under Hypothesis the options are the same tuple example after example (asking.fit's):
    # the answer is kept by that tuple itself (checked by identity; hashing it would cost more).
    key = (id(options), player, now, early)
    known = _MADE.get(key)
    if known is not None and known[0] is options:
        return cast(tuple[T, ...], known[1])
    if len(_MADE) >= _MADE_MAX:
        _MADE.clear()
    found = tuple(m for m in options if made_by_now(cast(Any, m), player, now, early))
    _MADE[key] = (options, found)
    return found


# The moves made by now, by the options' tuple (held, so that its id is not reused), the unit's
# player, the moment and whether it arrives in the first round.
_MADE: dict[tuple[int, str, Moment, bool], tuple[tuple[Any, ...], tuple[Any, ...]]] = kept({})
_MADE_MAX = 4096


@reading.options
def areas_beside(draft: UnitDraft) -> tuple[bool, frozenset[str]]:
    """Whether the areas a unit is within are drawn, and those the scenario stated: reads that
    build those options (the areas' own reads count both, fact_keys.py: off the battlefield a
    unit is within none)."""
    return bool(draft.on_battlefield), draft.within


@reading.options
def beside_values(
    draft: UnitDraft, beside: tuple[UnitField[Any], ...], drawn: bool = True
) -> tuple[Any, ...]:
    """The facts a fact's options are fitted beside: reads that only build a choice's options
    (the exhaustive walk counts them when that choice's own fact is read, so it fits beside
    stated facts alone: ``drawn`` False)."""
    return tuple(
        (f.name, getattr(draft, f.name)) for f in beside if drawn or f.pinned(draft.stated)
    )
