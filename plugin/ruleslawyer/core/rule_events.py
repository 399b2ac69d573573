"""Rules that trigger each time something happens (contract 18.1's WHEN `each time ...`): a
unit is selected to fight or to shoot, has shot, makes or ends a move, declares a charge, makes
a battle-shock roll (just before it), becomes battle-shocked or is destroyed; a player uses a
stratagem. Each part of the game says what happened (``Game.happened``); the rules whose WHEN
names it resolve then, in the order the scenario set them up (07.02.01 and 01.03: a rule
applies when its trigger happens).
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass, field

from .clock import Moment
from .errors import RulesInputError, closest
from .references import clause
from .units import MoveKind

# 01.03 and the app's "Player's Rules": a rule whose trigger names an event resolves each time
# that event happens.
EACH_TIME = clause("01.03", "Rules", "a rule triggered each time an event happens")


class Happening(enum.Enum):
    """What happened, in the words of a WHEN (18.1 ``<event>``)."""

    SELECTED_TO_FIGHT = "is selected to fight"
    SELECTED_TO_SHOOT = "is selected to shoot"
    HAS_SHOT = "has shot"
    MAKES_MOVE = "makes a <move> move"
    ENDS_MOVE = "ends a <move> move"
    DECLARES_CHARGE = "declares a charge"
    BATTLE_SHOCK_ROLL = "makes a battle-shock roll"
    BECOMES_BATTLE_SHOCKED = "becomes battle-shocked"
    DESTROYED = "is destroyed"
    USES_STRATAGEM = "uses a stratagem"


class Who(enum.Enum):
    """Whose event a WHEN names: this unit's, the owner's or the opponent's."""

    THIS_UNIT = "this unit"
    YOU = "you"
    OPPONENT = "your opponent"


FORMS = (
    *(f"each time this unit {h.value}" for h in Happening if h is not Happening.USES_STRATAGEM),
    "each time you use a stratagem",
    "each time your opponent uses a stratagem",
)


@dataclass(frozen=True)
class EachTime:
    """A WHEN `each time ...`: what must happen, to whom, and (for a move) which move."""

    happening: Happening
    who: Who
    text: str
    move: MoveKind | None = None

    @classmethod
    def parse(cls, text: str) -> EachTime | None:
        """The WHEN, or None if it does not begin `each time` (then it is a clock trigger)."""
        words = " ".join(text.strip().rstrip(".").split())
        low = words.lower()
        if not low.startswith("each time "):
            return None
        if low == "each time you use a stratagem":
            return cls(Happening.USES_STRATAGEM, Who.YOU, words)
        if low == "each time your opponent uses a stratagem":
            return cls(Happening.USES_STRATAGEM, Who.OPPONENT, words)
        rest = low.removeprefix("each time this unit ")
        if rest != low:
            moved = re.fullmatch(r"(makes|ends) an? ([\w -]+?) move", rest)
            if moved:
                happening = Happening.MAKES_MOVE if moved[1] == "makes" else Happening.ENDS_MOVE
                return cls(
                    happening,
                    Who.THIS_UNIT,
                    words,
                    MoveKind.parse(moved[2], every=True, said=words),
                )
            for happening in Happening:
                if happening.value == rest and happening is not Happening.USES_STRATAGEM:
                    return cls(happening, Who.THIS_UNIT, words)
        raise RulesInputError(
            f"{text!r} is not a WHEN a rule can have; the `each time` forms are: "
            + "; ".join(FORMS)
            + " (<move>: a move type such as normal, advance, fall-back, charge)",
            word=text,
            suggestion=closest(low, FORMS, cutoff=0.0),
        )


@dataclass(frozen=True)
class Event:
    """What happened: to which unit (or, for a stratagem, which player used which)."""

    happening: Happening
    unit: str | None = None
    player: str | None = None
    move: MoveKind | None = None
    stratagem: str | None = None


@dataclass(frozen=True)
class EventRule:
    """A declared rule with a WHEN `each time ...`: ``holder``, the unit whose rule it is (for
    `this unit`); ``owner``, its player (None: a mission rule, for each player); ``resolve``,
    what it does when it triggers."""

    name: str
    when: EachTime
    holder: str | None
    owner: str | None
    resolve: Callable[[Moment, Event], None] = field(compare=False)

    def fires(self, event: Event) -> bool:
        when = self.when
        if event.happening is not when.happening:
            return False
        if when.move is not None and event.move is not when.move:
            return False
        if when.who is Who.THIS_UNIT:
            return event.unit is not None and event.unit == self.holder
        if self.owner is None:  # a mission rule acts for each player
            return True
        if when.who is Who.YOU:
            return event.player == self.owner
        return event.player is not None and event.player != self.owner


__all__ = ["EACH_TIME", "FORMS", "EachTime", "Event", "EventRule", "Happening", "Who"]
