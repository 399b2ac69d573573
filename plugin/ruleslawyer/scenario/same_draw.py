"""The same property example again: 18.5's `changed that verdict` asks the question of the Then
step above again, in a fresh scenario state, without one rule. In a property scenario that
state must hold what the example drew (its units, moment, Actions, rolls and rules), not a new
draw: :func:`same_draw` is its drawer, copying the example's values over the pins the replayed
Givens state again (they are the same pins)."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

from ruleslawyer.scenario import any_rule


def same_draw(original: Any) -> Callable[[Any], None]:
    """A drawer that fills a replay of ``original`` (a ScenarioState whose game was built)
    with the values ``original`` drew; the rules named in the replay's ``without_rules`` are
    left out, as a declared rule is."""

    def fill(replay: Any) -> None:
        replay.roll_source = original.roll_source
        for name, draft in original.units.items():
            if draft.open or name not in replay.units:  # a drawn unit, or one the draw added
                replay.units[name] = copy.deepcopy(draft)
        if original.open_moment:
            replay.moment = copy.deepcopy(original.moment)
        for name in (*original.open_actions, *original.drawn_mission_actions):
            replay.actions[name] = original.actions[name]
            if name in original.action_rows:
                replay.action_rows[name] = dict(original.action_rows[name])
        replay.drawn_mission_actions.update(original.drawn_mission_actions)
        drawn = {ask.line: ask for ask in original.any_rules}
        for ask in replay.any_rules:
            before = drawn.get(ask.line)
            if before is not None:
                any_rule.declare_drawn(replay, ask, before.kept)

    return fill
