"""The triggered rules of the battle, a part of the game: at each point of the clock, which
rules fire (their trigger and whose turn it names), in what order they resolve (the mission
last, 23.02, 20.04), and control determined between the other rules and the mission (14.02).
"""

from __future__ import annotations

from typing import Protocol

from .base import quoted
from .clock import Moment, Point
from .context import Context
from .errors import RulesInputError, closest
from .history import Firing
from .missions import Missions
from .objectives import END_OF_BATTLE_SCORES
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
    def abilities(self) -> list[Ability]: ...

    @property
    def battle_rounds(self) -> int: ...

    @property
    def missions(self) -> Missions: ...


class RuleFiring:
    """Fires the triggered rules at each point the clock resolves."""

    def __init__(self, game: FiringContext) -> None:
        self.game = game

    def fire(self, moment: Moment) -> None:
        point = moment.point
        if point is _TURN_START:
            self.game.missions.turn_started(moment)
        rules = self.game.rules
        firing: list[TriggeredRule] = []
        for rule in rules:
            if rule.trigger.point is not point:
                continue
            fires = rule.trigger.fires_at(moment, rule.owner, self.game.battle_rounds)
            in_other_turn = moment.player is not None and moment.player != rule.owner
            if rule.trigger.battle_end:  # the end of the battle is the last round's end only
                self.game.weigh(END_OF_BATTLE_SCORES, fires)
            elif rule.owner is not None and (rule.trigger.whose is not Whose.ANY or in_other_turn):
                self.game.weigh(THE_MEANS_BOTH, fires)  # whose turn the trigger names decided it
            if fires:
                firing.append(rule)
        start_clause = START_CLAUSES.get(point) if rules else None
        if start_clause is not None:
            for rule in rules:
                self.game.weigh(start_clause, rule in firing)
        if firing and point in MISSION_LAST_AT:
            kinds = {rule.is_mission_rule for rule in firing}
            self.game.weigh(MISSION_LAST_AT[point], kinds == {True, False})
        ordered = resolution_order(firing, point)
        # Control is determined after the step's other rules, before the mission (14.02).
        split = (
            next((i for i, r in enumerate(ordered) if r.is_mission_rule), len(ordered))
            if ordered
            else 0
        )
        for index, rule in enumerate(ordered):
            if index == split:
                self.game.missions.determine_control(moment)
            self.game.history.append(Firing(rule.name, moment, rule.is_mission_rule))
            kind = "mission rule" if rule.is_mission_rule else "rule"
            self.game.say(f"{kind} {rule.name} triggers ({rule.trigger.text})")
            if rule.is_mission_rule:
                self.game.missions.resolve_mission_rule(rule, moment)
        if split == len(ordered):
            self.game.missions.determine_control(moment)
        for rule in ordered:  # §18 rules with a WHEN, after control is determined (18.3 item 14)
            if rule.resolve is not None:
                rule.resolve(moment)
        # The mission cards score in the mission consult, after control and the rules that read
        # it (contract §20.2).
        self.game.missions.consult_cards(moment, self.game.battle_rounds)
        self.game.missions.clear_turn_tags(moment)

    def firings_of(self, rule_name: str) -> list[Firing]:
        _set_up("rule", rule_name, {r.name for r in self.game.rules})
        return self.game.history.firings(rule_name)

    def ability_fired(self, ability_name: str) -> int:
        _set_up("ability", ability_name, {a.name for a in self.game.abilities})
        return self.game.history.ability_firings(ability_name)


def _set_up(what: str, name: str, names: set[str]) -> None:
    """A rule or ability asked about by name must have been set up."""
    if name not in names:
        raise RulesInputError(
            f'no {what} "{name}" was set up', word=name, suggestion=quoted(closest(name, names))
        )
