"""The triggered rules of the battle, a part of the game: at each point of the clock, which
rules fire (their trigger and whose turn it names), in what order they resolve (the mission
last, 23.02, 20.04), and control determined between the other rules and the mission (14.02).
"""

from __future__ import annotations

from functools import cache
from typing import Protocol

from .base import quoted
from .clock import Moment, Point, round_points
from .context import Context
from .errors import RulesInputError, closest
from .history import Firing
from .missions import Missions
from .objectives import END_OF_BATTLE_SCORES
from .references import RuleRef
from .rule_events import EventRule
from .triggers import (
    MISSION_LAST_AT,
    START_CLAUSES,
    THE_MEANS_BOTH,
    Ability,
    TriggeredRule,
    Whose,
    resolution_order,
)

_TURN_START = Point.TURN_START  # read once: an Enum member read through its class is slow (3.11)


class FiringContext(Context, Protocol):
    """The context, the rules the scenario set up, and the part that holds the mission."""

    @property
    def rules(self) -> list[TriggeredRule]: ...

    @property
    def event_rules(self) -> list[EventRule]: ...

    @property
    def abilities(self) -> list[Ability]: ...

    @property
    def battle_rounds(self) -> int: ...

    @property
    def missions(self) -> Missions: ...


class RuleFiring:
    """Fires the triggered rules at each point the clock resolves."""

    def __init__(self, game: FiringContext) -> None:
        self.game = game
        # The rules set up, indexed by the point of the round they trigger at (``_index``):
        # the list indexed (held, so that a new list is never taken for it), its length then,
        # the first player, and by index into the round's points, the rules triggered there
        # in the order set up (only where some are), and the start clause that point weighs
        # for every rule (none where no rule is set up). Looked up by the moment's index, an
        # int: a Point's hash is a Python call (3.11).
        self._indexed: list[TriggeredRule] | None = None
        self._indexed_count = 0
        self._indexed_first = ""
        self._at: dict[int, list[TriggeredRule]] = {}
        self._starts: dict[int, RuleRef] = {}
        self._busy: frozenset[int] = frozenset()  # the indices of both

    def busy(self, first_player: str) -> frozenset[int]:
        """The indices of a round's points (clock.round_points) at which :meth:`fire` does more
        than :meth:`Missions.after_rules`: a rule triggers there, or the point's start clause
        weighs each rule set up."""
        self._index(first_player)
        return self._busy

    def _index(self, first_player: str) -> None:
        """Index the rules set up by the round's points (moments of one first player share
        them), unless they are indexed already: anew when rules were set up since (a list only
        grows: steps/triggers.py) or the first player differs."""
        rules = self.game.rules
        if (
            rules is self._indexed
            and len(rules) == self._indexed_count
            and first_player == self._indexed_first
        ):
            return
        indices = _point_indices(first_player)
        at: dict[int, list[TriggeredRule]] = {}
        for rule in rules:
            for index in indices[rule.trigger.point]:
                at.setdefault(index, []).append(rule)
        self._at = at
        self._starts = _start_clauses(first_player) if rules else {}
        self._busy = frozenset(at) | frozenset(self._starts)
        self._indexed, self._indexed_count = rules, len(rules)
        self._indexed_first = first_player

    def fire(self, moment: Moment) -> None:
        point = moment.point
        game = self.game
        missions = game.missions
        if point is _TURN_START:
            missions.turn_started(moment)
        rules = game.rules
        self._index(moment.first_player)
        at_index = moment.index
        at_point = self._at.get(at_index)
        firing: list[TriggeredRule] = []
        if at_point is not None:
            for rule in at_point:  # the rules whose trigger names this point, in order set up
                fires = rule.trigger.fires_at(moment, rule.owner, game.battle_rounds)
                in_other_turn = moment.player is not None and moment.player != rule.owner
                if rule.trigger.battle_end:  # the end of the battle is the last round's end only
                    game.weigh(END_OF_BATTLE_SCORES, fires)
                elif rule.owner is not None and (
                    rule.trigger.whose is not Whose.ANY or in_other_turn
                ):
                    game.weigh(THE_MEANS_BOTH, fires)  # whose turn the trigger names decided it
                if fires and (rule.can_use is None or rule.can_use()):
                    firing.append(rule)  # a rule its source cannot use does not trigger (18.3)
        start_clause = self._starts.get(at_index)
        if start_clause is not None:
            for rule in rules:
                game.weigh(start_clause, rule in firing)
        if not firing:
            # No rule fires: control, then the mission consult, as below with none ordered.
            missions.after_rules(moment, game.battle_rounds)
            return
        if point in MISSION_LAST_AT:
            kinds = {rule.is_mission_rule for rule in firing}
            game.weigh(MISSION_LAST_AT[point], kinds == {True, False})
        ordered = resolution_order(firing, point)
        # Control is determined after the step's other rules, before the mission (14.02).
        split = next((i for i, r in enumerate(ordered) if r.is_mission_rule), len(ordered))
        for index, rule in enumerate(ordered):
            if index == split:
                missions.determine_control(moment)
            game.history.append(Firing(rule.name, moment, rule.is_mission_rule))
            kind = "mission rule" if rule.is_mission_rule else "rule"
            game.say(f"{kind} {rule.name} triggers ({rule.trigger.text})")
            if rule.is_mission_rule:
                missions.resolve_mission_rule(rule, moment)
        if split == len(ordered):
            missions.determine_control(moment)
        for rule in ordered:  # §18 rules with a WHEN, after control is determined (18.3 item 14)
            if rule.resolve is not None:
                rule.resolve(moment)
        # The mission cards score in the mission consult, after control and the rules that read
        # it (contract §20.2).
        missions.consult_cards(moment, game.battle_rounds)
        missions.clear_turn_tags(moment)

    def firings_of(self, rule_name: str) -> list[Firing]:
        # a rule WHEN a clock trigger, or WHEN `each time ...` (18.1; interpretation 95)
        named = {r.name for r in self.game.rules} | {r.name for r in self.game.event_rules}
        _set_up("rule", rule_name, named)
        return self.game.history.firings(rule_name)

    def ability_fired(self, ability_name: str) -> int:
        _set_up("ability", ability_name, {a.name for a in self.game.abilities})
        return self.game.history.ability_firings(ability_name)


@cache
def _point_indices(first_player: str) -> dict[Point, tuple[int, ...]]:
    """Where each point stands in a round of ``first_player`` (two indices for a point of a
    turn, one for a point of the round)."""
    found: dict[Point, tuple[int, ...]] = {}
    for index, (_, point) in enumerate(round_points(first_player)):
        found[point] = (*found.get(point, ()), index)
    return found


@cache
def _start_clauses(first_player: str) -> dict[int, RuleRef]:
    """The points whose own clause says their rules resolve then (START_CLAUSES), by index."""
    return {
        index: START_CLAUSES[point]
        for index, (_, point) in enumerate(round_points(first_player))
        if point in START_CLAUSES
    }


def _set_up(what: str, name: str, names: set[str]) -> None:
    """A rule or ability asked about by name must have been set up."""
    if name not in names:
        raise RulesInputError(
            f'no {what} "{name}" was set up', word=name, suggestion=quoted(closest(name, names))
        )
