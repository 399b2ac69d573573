"""Whether a drawn unit can be performing a drawn Action now, and the walk's draw of the
Action's STARTS and COMPLETES after the units that perform it.

The exhaustive walk draws an open Action's STARTS and COMPLETES last (``Drawer.fill``), as one
fact among the pairs with which every unit drawn or stated performing it can be performing it
now: until then a unit may be drawn performing it when some pair would let it. A case that never
reads the rows (no rule asks when the Action completes) then takes the first pair, not every
pair (properties/tracking.py). Hypothesis's draw takes the rows first, as before.
"""

from __future__ import annotations

from ruleslawyer import strategies as rs
from ruleslawyer.core import Moment, reading
from ruleslawyer.core.actions import Completes
from ruleslawyer.core.starts import Starts
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties.asking import parsed, started_validly, valid_pairs
from ruleslawyer.properties.choose import Choose
from ruleslawyer.properties.fact_keys import ACTION_KEY, ACTION_PAIR
from ruleslawyer.scenario.state import ScenarioState, UnitDraft


@reading.options
def may_perform(
    state: ScenarioState, pending: set[str], name: str, draft: UnitDraft, now: Moment
) -> bool:
    """Whether ``draft`` can be performing Action ``name`` now, with the Action's rows; or for
    an Action whose rows are ``pending`` (still to be drawn), whether some pair of them would
    let it be."""
    player = draft.player or DEFAULT_UNIT.player
    if name in pending:
        return bool(valid_pairs((player,), now, state.battle_rounds))
    action = state.actions[name]
    return started_validly(action.starts, action.completes, player, now, state.battle_rounds)


@reading.options
def draw_pair(choose: Choose, state: ScenarioState, name: str, now: Moment) -> None:
    """The walk's STARTS and COMPLETES of Action ``name``, drawn after every unit: among the
    pairs each unit performing it can be performing it with now, as one fact (none: the case
    is impossible), or each row from all its forms when no unit performs it."""
    unit = ACTION_KEY.format(name)
    users = [d.player or DEFAULT_UNIT.player for d in state.units.values() if name in d.started]
    if users:
        pairs = valid_pairs(users, now, state.battle_rounds)
        starts_row, completes_row = choose.fact(unit, ACTION_PAIR, pairs)
    else:
        starts_row = choose.fact(unit, "STARTS", rs.STARTS_ROWS)
        completes_row = choose.fact(unit, "COMPLETES", rs.COMPLETES_ROWS)
    state.actions[name] = reading.copy(
        state.actions[name],
        starts=parsed(Starts.parse, starts_row),
        completes=parsed(Completes.parse, completes_row),
    )


__all__ = ["draw_pair", "may_perform"]
