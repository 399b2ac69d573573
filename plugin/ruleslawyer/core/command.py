"""The Command phase's own steps: Gain Core CP (08.02) and the Battle-shock step (08.03)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from fractions import Fraction

from .clock import Moment
from .references import Reason, clause
from .units import Strength, Unit, strength

GAIN_CORE_CP = clause("08.02", "Gain Core CP", "both players gain 1CP")
BATTLE_SHOCK_WHO = clause("08.03", "Battle-shock Step", "battle-shocked or at/below half rolls")
BATTLE_SHOCK_RECOVERY = clause("08.03", "Battle-shock Step", "recovery on a pass")
ONE_ROLL_PER_STEP = clause("08.03.01", "Multiple Battle-shock Rolls", "one roll per step")
LEADERSHIP_ROLL = clause("01.06", "Leadership Rolls", "2D6 >= Ld")
BATTLE_SHOCK_FAIL = clause("01.07", "Battle-shock Rolls", "a failed roll battle-shocks")
ROLL_MODIFIER = clause("01.06", "Leadership Rolls", "a rule's modifier is added to the 2D6 total")
DEMANDED_IN_STEP = clause(
    "08.03", "Battle-shock Step", "a roll a rule demands in a player's step, after theirs"
)


@dataclass(frozen=True)
class BattleShockRoll:
    unit: str
    player: str
    moment: Moment
    total: int
    ld: int
    passed: bool
    why: Reason
    automatic: bool = False  # automatically successful (Insane Bravery, 15.04)
    modifier: int = 0  # a rule's modifier to the roll (01.06)

    @property
    def result(self) -> str:
        """The 2D6 total as rolled, and as modified if a rule modifies it."""
        if not self.modifier:
            return str(self.total)
        return f"{self.total} {self.modifier:+d} = {self.total + self.modifier}"

    def describe(self) -> str:
        if self.automatic:
            return f"{self.unit}'s roll automatically succeeded (Insane Bravery) ({self.why})"
        verdict = "passed" if self.passed else "failed"
        return f"{self.unit} rolled {self.result} against Ld {self.ld}+: {verdict} ({self.why})"


def needs_roll(unit: Unit, made_earlier: bool) -> Reason | None:
    """Why ``unit`` must roll in its Battle-shock step, or None if it need not."""
    if made_earlier:
        return Reason("a rule made it roll earlier in this step", ONE_ROLL_PER_STEP)
    if unit.battle_shocked:
        return Reason("it is battle-shocked", BATTLE_SHOCK_WHO)
    state, because = strength(unit)
    if state is not Strength.FULL:
        return Reason(f"it is {state.value} ({because.text})", because.rule)
    return None


# Every total a 2D6 roll can make, and the most likely one (7).
TWO_D6_TOTALS: tuple[int, ...] = tuple(range(2, 13))
LIKELIEST_2D6 = 7


def pass_probability(ld: int | Iterable[int], modifier: int = 0) -> Fraction:
    """The exact chance that a 2D6 leadership roll, with a rule's modifier added, reaches one
    of the Ld values (01.06)."""
    values = (ld,) if isinstance(ld, int) else tuple(ld)
    hits = sum(1 for a in range(1, 7) for b in range(1, 7) if passes(a + b + modifier, values))
    return Fraction(hits, 36)


def passes(total: int, ld: int | Iterable[int]) -> bool:
    """A leadership roll succeeds on a 2D6 total equal to or greater than one or more of the Ld
    characteristics in the unit (01.06): a unit of several profiles, or an attached unit, passes
    on its best Ld."""
    values = (ld,) if isinstance(ld, int) else tuple(ld)
    return any(total >= value for value in values)
