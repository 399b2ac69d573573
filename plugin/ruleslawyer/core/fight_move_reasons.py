"""The clauses and reasons of the pile-in (12.03) and consolidation (12.08) end checks, with
23.02's AIRCRAFT rule (contract §19.6's reasons table): each reason is the contract's phrase
and its clause; a :class:`Measured` reason adds what was measured. The checks are in
core/fight_moves_end.py."""

from __future__ import annotations

from dataclasses import dataclass

from .end_positions import ENDS_ENGAGED as ENDS_UNENGAGED
from .end_positions import (
    NOT_ALL_TARGETS,
    NOT_CLOSER,
    NOT_COHERENT,
    OFF_BATTLEFIELD,
    ON_ANOTHER,
    OTHER_ENEMY,
    TARGET_FAR,
    TOO_FAR,
)
from .moves import CONSOLIDATE_AFTER, PILE_IN_AFTER
from .references import Reason, clause
from .surge_ends import (
    AIRCRAFT_TARGET,
    CHARGE_ROLL_REACH,
    SURGE_CLOSEST,
    SURGE_NO_FARTHER,
    SURGE_OTHER_ENEMY,
)

PILE_IN_TARGETS = clause("12.03", "Pile-in Move", "before moving: select the pile-in targets")
PILE_IN_STAY = clause("12.03", "Pile-in Move", "while moving: models in base contact stay")
PILE_IN_CLOSER = clause("12.03", "Pile-in Move", "while moving: closer to the closest target")
NO_MODE = clause("12.08", "Consolidation Move", "no mode applies: no move (09, Selecting Modes)")
ONGOING_FIRST = clause("12.08", "Consolidation Move", "Ongoing Consolidation while engaged")
ENGAGING_FIRST = clause("12.08", "Consolidation Move", "Engaging Consolidation before Objective")
SELECTED_NEAR = clause("12.08", "Consolidation Move", "Engaging: selected units within range")
ONGOING_STAY = clause("12.08", "Consolidation Move", "Ongoing: models in base contact stay")
SELECTED_CLOSER = clause("12.08", "Consolidation Move", "Ongoing, Engaging: closer to the closest")
OBJECTIVE_NEAR = clause("12.08", "Consolidation Move", "Objective: the selected objective near")
OBJECTIVE_CLOSER = clause("12.08", "Consolidation Move", "Objective: within range, else closer")
OBJECTIVE_AFTER = clause("12.08", "Consolidation Move", "Objective: ends within range")
AIRCRAFT_IGNORED = clause(
    "23.02", "Aircraft Movement", "pile-in and consolidation ignore AIRCRAFT unless it can FLY"
)


@dataclass(frozen=True)
class Measured(Reason):
    """A reason of an end position: the contract's phrase (``text``, what a scenario's
    ``because`` names) and what was measured (the report adds it)."""

    measured: str = ""

    @property
    def said(self) -> str:
        return f"{self.text} ({self.measured})" if self.measured else self.text

    def __str__(self) -> str:
        return f"{self.said} [{self.rule}]"


# The phrases of 19.6's table these checks give, with their clauses, for `because <reason>`.
T_FAR = Reason("a pile-in target is too far away", PILE_IN_TARGETS)
T_STAY = Reason("a model in base contact with an enemy model would move", PILE_IN_STAY)
T_CLOSER = Reason("a model would not end closer to its closest pile-in target", PILE_IN_CLOSER)
T_ENGAGED = Reason("it would not end engaged", PILE_IN_AFTER)
T_STILL = Reason(
    "a model that started engaged with an enemy unit would not still be engaged with it",
    PILE_IN_AFTER,
)
C_NO_MODE = Reason("no consolidation mode applies to it", NO_MODE)
C_ONGOING = Reason("it must make an Ongoing Consolidation", ONGOING_FIRST)
C_ENGAGING = Reason("it must make an Engaging Consolidation", ENGAGING_FIRST)
C_SELECTED_FAR = Reason("a selected enemy unit is too far away", SELECTED_NEAR)
C_STAY = Reason(T_STAY.text, ONGOING_STAY)
C_CLOSER = Reason(
    "a model would not end closer to the closest selected enemy unit", SELECTED_CLOSER
)
C_STILL = Reason(T_STILL.text, CONSOLIDATE_AFTER)
C_NOT_ALL = Reason("it would not be engaged with every selected enemy unit", CONSOLIDATE_AFTER)
C_OBJECTIVE_FAR = Reason("the selected objective is too far away", OBJECTIVE_NEAR)
C_OBJECTIVE_CLOSER = Reason(
    "a model would end neither within range of nor closer to the selected objective",
    OBJECTIVE_CLOSER,
)
C_OBJECTIVE_RANGE = Reason(
    "it would not be within range of the selected objective", OBJECTIVE_AFTER
)
# Before the move: what a query without end positions weighs (pile-in targets, the mode).
BEFORE_MOVING: tuple[Reason, ...] = (
    T_FAR,
    C_NO_MODE,
    C_ONGOING,
    C_ENGAGING,
    C_SELECTED_FAR,
    C_OBJECTIVE_FAR,
)
# Every move's, the charge's and the surge's (core/end_positions.py, core/surge_ends.py), as
# their reports begin.
EVERY_MOVE: tuple[Reason, ...] = (
    Reason("a model would be off the battlefield", OFF_BATTLEFIELD),
    Reason("a model would be on another model", ON_ANOTHER),
    Reason("it would not be in coherency", NOT_COHERENT),
    Reason("a model would move farther than its maximum distance", TOO_FAR),
    Reason("it would end engaged", ENDS_UNENGAGED),
    Reason("a charge target is too far away", TARGET_FAR),
    Reason("a model would not end closer to a charge target", NOT_CLOSER),
    Reason("it would not be engaged with every charge target", NOT_ALL_TARGETS),
    Reason("it would be engaged with an enemy unit that is not a charge target", OTHER_ENEMY),
    Reason("a charge target is beyond the maximum distance of the charge", CHARGE_ROLL_REACH),
    Reason("an AIRCRAFT unit cannot be its charge target", AIRCRAFT_TARGET),
    Reason("its surge target is not the closest enemy unit", SURGE_CLOSEST),
    Reason("a model would end farther from the surge target", SURGE_NO_FARTHER),
    Reason(
        "it would be engaged with an enemy unit that is not the surge target", SURGE_OTHER_ENEMY
    ),
)
END_REASONS: tuple[Reason, ...] = (
    *EVERY_MOVE,
    T_FAR,
    T_STAY,
    T_CLOSER,
    T_ENGAGED,
    T_STILL,
    C_NO_MODE,
    C_ONGOING,
    C_ENGAGING,
    C_SELECTED_FAR,
    C_STAY,
    C_CLOSER,
    C_STILL,
    C_NOT_ALL,
    C_OBJECTIVE_FAR,
    C_OBJECTIVE_CLOSER,
    C_OBJECTIVE_RANGE,
)
