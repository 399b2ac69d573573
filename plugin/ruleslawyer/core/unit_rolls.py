"""The charge roll (11.02) and the advance roll (09.06), made from results a scenario gives:
re-rolled first if a rule lets its owner re-roll them (the next given result), then every
modifier in force added, a result below 1 made 1 and a charge roll above 12 made 12 (app
01.05.01, 01.05.02); a roll a rule makes succeed automatically is not rolled (contract 18.3
item 4). With no result given and none automatic, no roll is recorded: the move is stated.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from .clock import Moment
from .references import clause

CHARGE_ROLL = clause("11.02", "Declare Charge", "the charge roll: 2D6, at most 12 as modified")
ADVANCE_ROLL = clause("09.06", "Advance Move", "the advance roll: D6 added to M")
REROLLED = clause("01.05", "Dice", "a re-roll: before modifiers, once, the next result")
HAZARD_ROLLS = clause(
    "06.03", "Hazard Rolls", "a D6 per roll: a 1-2 fails, 1 mortal wound (3: MONSTER/VEHICLE)"
)
AUTO_ROLL = clause("01.05", "Dice", "a roll that succeeds automatically is not made")
# app 01.05.02 (Re-rolls): a roll is re-rolled at most once, so a roll a rule re-rolled cannot
# be re-rolled again, by Command Re-roll (15.02) or any other rule (contract 18.3 item 4).
REROLL_ONCE = clause("01.05", "Dice", "a roll already re-rolled cannot be re-rolled again")

# The results each roll may take (a 2D6 total, a D6).
ROLL_RANGES = {"charge": (2, 12), "advance": (1, 6)}
ROLL_CLAUSES = {"charge": CHARGE_ROLL, "advance": ADVANCE_ROLL}
# The rolls recorded as UnitRoll, which `the last <roll> roll` asks (contract 18.5); hazard
# rolls are recorded one per die, in the order given (06.03).
RECORDED_ROLLS = ("charge", "advance", "hazard")


@dataclass(frozen=True)
class UnitRoll:
    """A charge or advance roll a unit made: the results given that it used, whether it was
    re-rolled, the modifier in force, the result (None: it succeeded automatically)."""

    moment: Moment
    unit: str
    roll: str
    used: tuple[int, ...]
    rerolled: bool
    modifier: int
    result: int | None
    fray: bool = False  # a Heroic Intervention charge roll with Into the Fray's cap (15.11)

    @property
    def automatic(self) -> bool:
        return self.result is None


def last_made(rolls: Iterable[UnitRoll], unit: str, roll: str, now: Moment) -> UnitRoll | None:
    """The unit's last ``roll`` roll made in the phase of ``now`` (None: none made)."""
    made = [r for r in rolls if r.unit == unit and r.roll == roll]
    made = [r for r in made if r.moment.phase_key == now.phase_key]
    return made[-1] if made else None


def dice_key(roll: str, unit: str) -> str:
    """Where the results given for a unit's ``roll`` are kept among the game's given dice."""
    return f"roll:{roll}:{unit}"


def advance_maximum(m: Fraction | None, roll: int | None) -> Fraction | None:
    """An advance move's maximum distance (09.06): the advance roll, as modified, plus M; None
    unless both are known, when the move's distance is not weighed (contract §19.6)."""
    if m is None or roll is None:
        return None
    return m + roll


def result_of(roll: str, base: int, modifier: int) -> int:
    """A roll's result as modified: never below 1, and a charge roll never above 12 (app)."""
    total = max(1, base + modifier)
    return min(12, total) if roll == "charge" else total


__all__ = [
    "ADVANCE_ROLL",
    "AUTO_ROLL",
    "CHARGE_ROLL",
    "HAZARD_ROLLS",
    "RECORDED_ROLLS",
    "REROLLED",
    "REROLL_ONCE",
    "ROLL_CLAUSES",
    "ROLL_RANGES",
    "UnitRoll",
    "advance_maximum",
    "dice_key",
    "last_made",
    "result_of",
]
