"""The part of the game that holds the mission: objectives and their control (14), the mission
rules that score VP (07.02, 07.03, 08.05), and what the game's steps ask of them.

Control is determined at the end of every phase and turn, after that step's other rules and
before the mission is consulted: the game's end steps call :meth:`Missions.determine_control`
between the two.
"""

from __future__ import annotations

from .clock import PHASE_ENDS, Moment, Point, moment_at
from .context import Context
from .objectives import (
    DETERMINED,
    Objectives,
    control_point,
)
from .references import Reason
from .triggers import TriggeredRule
from .units import Unit, area_key


class Missions:
    """The part of the game that holds objectives, control and VP."""

    def __init__(self, game: Context, objectives: Objectives) -> None:
        self.game = game
        self.objectives = objectives

    def begin_objectives(self) -> None:
        """Take the last determination as the scenario starts (see Objectives.start)."""
        first_end = moment_at(1, self.game.first_player, Point.COMMAND_END, self.game.first_player)
        self.objectives.start(self.as_modified(), self.game.weigh, self.game.now, first_end)

    def as_modified(self) -> list[Unit]:
        """Every unit as the rules in force make it count (its OC as modified, 18.3 item 3)."""
        return [self.game.ruled(None, u).unit(u) for u in self.game.units.values()]

    def determine_control(self, moment: Moment) -> None:
        """At the end of a phase or turn: determine control of every objective (14.02)."""
        if not self.objectives.defs or not self.game.weigh(DETERMINED, control_point(moment)):
            return
        found = self.objectives.determine(
            self.as_modified(), self.game.weigh, moment, moment.point in PHASE_ENDS
        )
        said = []
        for key, who in found.control.items():
            name = self.objectives.defs[key].name
            levels = found.levels[key]
            held = f"player {who} controls {name}" if who else f"no player controls {name}"
            said.append(f"{held} (levels A {levels['A']}, B {levels['B']})")
        self.game.say("control determined: " + "; ".join(said))

    def resolve_mission_rule(self, rule: TriggeredRule, moment: Moment) -> None:
        """A mission rule that scores VP, at its trigger (07.02, 07.03, 08.05)."""
        if rule.scoring is None or rule.owner is None:
            return
        vp, why = self.objectives.mission_score(rule.owner, rule.scoring, self.game.weigh)
        self.objectives.score(rule.owner, vp, rule.name, moment)
        self.game.note(Reason(f"{rule.name} scores for player {rule.owner}: {why.text}", why.rule))

    def place(self, unit_name: str, area: str, inside: bool) -> None:
        """Where a move ended: within ``area`` or outside it (taken as stated, not measured)."""
        unit = self.game.unit(unit_name)
        kept = frozenset(a for a in unit.within if area_key(a) != area_key(area))
        self.game.set_unit(unit, within=kept | {area.strip()} if inside else kept)
        self.game.say(f"{unit_name} ends {'within' if inside else 'outside'} {area.strip()}")

    # -- questions -------------------------------------------------------------------------------
    def within_range(self, unit_name: str, objective: str) -> bool:
        return self.objectives.in_range(self.game.unit(unit_name), objective, self.game.weigh)

    def controls(self, objective: str) -> str | None:
        return self.objectives.controller(objective)

    def level_of_control(self, player: str, objective: str) -> int:
        return self.objectives.level(objective, player)

    def secure(self, player: str, objective: str) -> None:
        """A rule secures the objective for ``player`` (14.03): it stays theirs until the
        opponent's level of control is higher at the end of a phase."""
        key = self.objectives.get(objective).key
        self.objectives.secured[key] = player
        self.game.say(f"player {player} secures {objective}")

    def secure_controlled(self, unit_name: str, player: str) -> list[str]:
        """A rule secures each objective the unit is controlling, as last determined."""
        last = self.objectives.last
        keys = [k for u, k in (last.controlling if last else ()) if u == unit_name]
        for key in keys:
            self.secure(player, self.objectives.defs[key].name)
        return keys

    def is_controlling(self, unit_name: str, objective: str) -> bool:
        self.game.unit(unit_name)
        return self.objectives.is_controlling(unit_name, objective)

    def vp(self, player: str) -> int:
        return self.objectives.vp[player]
