"""Triggered rules: "the / your / your opponent's" (07.02.02), resolution order at the end of a
turn, battle round or Command phase (07.02, 07.03, 08.05), and phase-locked abilities (07.02.01).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .aliases import parse_enum
from .clock import PHASE_END, PHASE_START, Moment, Phase, Point
from .errors import RulesInputError
from .objectives import Scoring
from .references import RuleRef, clause
from .rows import row_text

START_OF_ROUND_RULES = clause("07.01", "Start of Battle Round", "start of battle round rules")
START_OF_TURN_RULES = clause("07.02", "Player Turns", "start of turn rules")
END_OF_TURN_ORDER = clause("07.02", "Player Turns", "end of turn: other rules, then mission")
END_OF_ROUND_ORDER = clause("07.03", "End of Battle Round", "other rules, then mission")
END_OF_COMMAND_ORDER = clause("08.05", "End of Command Phase", "other rules, then mission")
START_OF_COMMAND_RULES = clause("08.01", "Start of Command Phase", "start of command phase rules")
THE_MEANS_BOTH = clause(
    "07.02.02", "Battle Round/Turn/Phase Definitions", "the / your / your opponent's"
)
OUT_OF_PHASE = clause("07.02.01", "Out of Phase Rules", "no phase-locked rules out of phase")

# Points whose own clause says that the rules triggered there resolve then.
START_CLAUSES: dict[Point, RuleRef] = {
    Point.ROUND_START: START_OF_ROUND_RULES,
    Point.TURN_START: START_OF_TURN_RULES,
    Point.COMMAND_START: START_OF_COMMAND_RULES,
}

# Points at which other rules resolve before mission rules.
MISSION_LAST_AT: dict[Point, RuleRef] = {
    Point.TURN_END: END_OF_TURN_ORDER,
    Point.ROUND_END: END_OF_ROUND_ORDER,
    Point.COMMAND_END: END_OF_COMMAND_ORDER,
}


class Whose(enum.Enum):
    ANY = "the"
    OWN = "your"
    OPPONENT = "your opponent's"


@dataclass(frozen=True)
class Trigger:
    """When a rule triggers: a point, and whose turn it must be."""

    point: Point
    whose: Whose
    text: str
    battle_end: bool = False  # the end of the battle: 07.03 of the last battle round

    @classmethod
    def parse(cls, value: str) -> Trigger:
        text = row_text(value)
        low = text.lower()
        low = low[3:] if low.startswith("at ") else low
        if low in ("the end of the battle", "end of the battle"):
            return cls(Point.ROUND_END, Whose.ANY, text, battle_end=True)
        m = re.fullmatch(
            r"(?:the )?(?P<edge>start|end) of (?P<whose>the|your opponent's|your|each)"
            r" (?:(?P<phase>\w+) phase|(?P<what>turn|battle round))",
            low,
        )
        if m is None:
            raise RulesInputError(
                f"{value!r} is not a trigger; write e.g. 'the start of the battle round', "
                "'the end of your turn', 'the end of your opponent's Movement phase' or "
                "'the end of the battle'",
                word=value,
            )
        edge, whose_word = m["edge"], m["whose"]
        whose = {"your": Whose.OWN, "your opponent's": Whose.OPPONENT}.get(whose_word, Whose.ANY)
        if m["what"] == "battle round":
            if whose is not Whose.ANY:
                raise RulesInputError(
                    f"{value!r}: a battle round belongs to both players; write 'the {edge} of "
                    "the battle round'",
                    word=whose_word,
                )
            point = Point.ROUND_START if edge == "start" else Point.ROUND_END
        elif m["what"] == "turn":
            point = Point.TURN_START if edge == "start" else Point.TURN_END
        else:
            phase = Phase.parse(m["phase"])
            point = PHASE_START[phase] if edge == "start" else PHASE_END[phase]
        return cls(point, whose, text)

    def fires_at(self, moment: Moment, owner: str | None, battle_rounds: int = 0) -> bool:
        """Whether the trigger fires at ``moment`` for a rule of ``owner`` (None: mission rule);
        ``battle_rounds``: how long the battle lasts, for the end of the battle."""
        if moment.point is not self.point:
            return False
        if self.battle_end:
            return moment.battle_round == battle_rounds
        if self.whose is Whose.ANY or owner is None:
            return True
        if self.whose is Whose.OWN:
            return moment.player == owner
        return moment.player is not None and moment.player != owner


@dataclass(frozen=True)
class TriggeredRule:
    name: str
    trigger: Trigger
    owner: str | None  # None: a mission rule
    order: int  # the order in which the rules were set up
    mission: bool = False  # a player's mission rule (owner set)
    scoring: Scoring | None = None  # the VP it scores when it triggers
    # A rule of contract 18.1 with a WHEN: what it does when it resolves (after the point's
    # control determination, so that a secure sees it: 18.3 item 14).
    resolve: Callable[[Moment], None] | None = field(default=None, compare=False)
    # 18.3 item 10: whether its source can use it now (a unit's rule: not after the last model
    # of its unit, or of its part of an attached unit, is destroyed); None: a player's or
    # mission rule, always. A rule its source cannot use does not trigger.
    can_use: Callable[[], bool] | None = field(default=None, compare=False)

    @property
    def is_mission_rule(self) -> bool:
        return self.owner is None or self.mission


def resolution_order(rules: list[TriggeredRule], point: Point) -> list[TriggeredRule]:
    """The order in which rules firing at one point resolve."""
    if len(rules) < 2:  # nothing to order (at nearly every point, none fires)
        return list(rules)
    if point in MISSION_LAST_AT:
        # The end of the battle follows the last round's mission rules (07.03 step 2).
        return sorted(rules, key=lambda r: (r.is_mission_rule, r.trigger.battle_end, r.order))
    return sorted(rules, key=lambda r: r.order)


class AbilityWhen(enum.Enum):
    AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE = "in your shooting phase, after this unit has shot"
    EACH_TIME_SHOT = "each time this unit has shot"

    @classmethod
    def parse(cls, value: str) -> AbilityWhen:
        return parse_enum(
            cls,
            row_text(value),
            message=f"{value!r} is not an ability timing; write 'in your Shooting phase, after "
            "this unit has shot' or 'each time this unit has shot'",
            word=value,
        )

    @property
    def phase_locked(self) -> bool:
        return self is AbilityWhen.AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE


@dataclass(frozen=True)
class Ability:
    name: str
    unit: str
    when: AbilityWhen
