"""The rules numbers: each distance a rule prints, once, with its name and clause (contract
§19.1).

Refusal reasons, clause names and the FAQ's words read a number from this table
(:func:`inches`), so a rules update that changes a number is one line here. The contract's
phrases and board keys that carry a number (``is not within 12" of any enemy unit``,
``within_12_of_enemy``) are :class:`Written`: they mean the distance they spell, literally, and
decide their rule only while the table's number is that one; after an update they are an input
error naming the phrase, the clause and the new number, never a silent change. Each has a
number-free twin (``is too far from every enemy unit to declare a charge``) that keeps its
meaning whatever the number is.

``value`` is the table's own words (the whole rule, for the FAQ header's "rules numbers used");
``inches`` is the one distance a phrase carrying this number names, where one does. The
geometry kernel (``ranges.py``, ``bases.py``) measures with the rest of a row's numbers:
``vertical`` (the "and 5" vertically" a rule adds), ``every_other`` (coherency's 9" to every
other model), ``millimetres`` (the objective marker's 40mm) and ``extent`` (the battlefield's
60" by 44").
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass


@dataclass(frozen=True)
class RulesNumber:
    name: str
    value: str
    section: str
    heading: str
    inches: int | None = None
    vertical: int | None = None
    every_other: int | None = None
    millimetres: int | None = None
    extent: tuple[int, int] | None = None

    @property
    def where(self) -> str:
        """The clause it comes from, as reports cite it: ``11.02 Charge``."""
        return f"{self.section} {self.heading}".strip()


ENGAGEMENT_RANGE = RulesNumber(
    "engagement range",
    'within 2" horizontally and 5" vertically',
    "03.04",
    "Engagement",
    2,
    vertical=5,
)
COHERENCY = RulesNumber(
    "coherency",
    'within 2" horizontally and 5" vertically of at least one other model; within 9" '
    'horizontally and 5" vertically of every other model',
    "03.03",
    "Unit Coherency",
    2,
    vertical=5,
    every_other=9,
)
OBJECTIVE_MARKER = RulesNumber(
    "objective marker",
    "flat, round, 40mm across, centred on its point",
    "Appendix",
    "Objective Markers (app 14.01.01)",
    millimetres=40,
)
OBJECTIVE_RANGE = RulesNumber(
    "objective marker range",
    'within 3" horizontally and 5" vertically of the marker',
    "Appendix",
    "Objectives Not Within a Terrain Area",
    3,
    vertical=5,
)
CHARGE_DECLARATION = RulesNumber(
    "charge declaration distance", 'within 12" of one or more enemy units', "11.02", "Charge", 12
)
CHARGE_TARGET = RulesNumber(
    "charge target distance",
    'within 12", and within the maximum distance (the charge roll)',
    "11.04",
    "Charge Move",
    12,
)
HEROIC_INTERVENTION = RulesNumber(
    "Heroic Intervention distance",
    'within 12" of one or more enemy units',
    "15.11",
    "Heroic Intervention",
    12,
)
PILE_IN_MAX = RulesNumber("pile-in maximum distance", '3"', "12.03", "Pile-in Move", 3)
PILE_IN_TARGET = RulesNumber(
    "pile-in target distance (unengaged)", 'within 5"', "12.03", "Pile-in Move", 5
)
CONSOLIDATION_MAX = RulesNumber(
    "consolidation maximum distance", '3"', "12.08", "Consolidation Move", 3
)
CONSOLIDATION_MODE = RulesNumber(
    "consolidation mode distance",
    'within 3" of enemy units (Engaging), of objectives (Objective)',
    "12.08",
    "Consolidation Move",
    3,
)
EMBARKING = RulesNumber(
    "embarking distance", 'every model within 3" of the TRANSPORT', "18.02", "Embarking", 3
)
DISEMBARK = RulesNumber(
    "disembark set-up distance",
    'wholly within 3" (Rapid, Tactical), 6" (Combat) of the TRANSPORT',
    "18.04",
    "Disembark Move",
)
# The two distances of the disembark set-up distance row, by mode (18.04; parts of DISEMBARK,
# which the table lists once).
DISEMBARK_CLOSE = RulesNumber(
    "disembark set-up distance (Rapid, Tactical)",
    'wholly within 3" of the TRANSPORT',
    "18.04",
    "Disembark Move",
    3,
)
DISEMBARK_COMBAT = RulesNumber(
    "disembark set-up distance (Combat)",
    'wholly within 6" of the TRANSPORT',
    "18.04",
    "Disembark Move",
    6,
)
EMERGENCY_DISEMBARK = RulesNumber(
    "emergency disembark set-up distance",
    'wholly within 6" of the TRANSPORT',
    "18.05",
    "Emergency Disembark Move",
    6,
)
INGRESS = RulesNumber(
    "ingress set-up distance",
    'wholly within 6" of one or more battlefield edges',
    "20.04",
    "Ingress Move",
    6,
)
ARRIVAL = RulesNumber(
    "arrival distance",
    'more than 8" horizontally from all enemy units',
    "20.04, 24.09",
    "Ingress Move; Deep Strike",
    8,
)
FIGHT_PASS = RulesNumber(
    "fight pass distance",
    'a player may pass while every eligible unit of theirs is more than 5" from every enemy unit',
    "Appendix",
    "Eligible to Fight, but Unable to Fight (20.1)",
    5,
)
BATTLEFIELD = RulesNumber(
    "battlefield (default)",
    '60" by 44"',
    "",
    "none in the Core Rules (the mission sets it); Event Companion v1.1",
    extent=(60, 44),
)

# The ones §19.1 lists, in its order: the FAQ header's "rules numbers used" and the docs.
NUMBERS: tuple[RulesNumber, ...] = (
    ENGAGEMENT_RANGE,
    COHERENCY,
    OBJECTIVE_MARKER,
    OBJECTIVE_RANGE,
    CHARGE_DECLARATION,
    CHARGE_TARGET,
    HEROIC_INTERVENTION,
    PILE_IN_MAX,
    PILE_IN_TARGET,
    CONSOLIDATION_MAX,
    CONSOLIDATION_MODE,
    EMBARKING,
    DISEMBARK,
    EMERGENCY_DISEMBARK,
    INGRESS,
    ARRIVAL,
    FIGHT_PASS,
    BATTLEFIELD,
)


def used_by(rules: Iterable[str]) -> tuple[RulesNumber, ...]:
    """The numbers of the clauses ``rules`` cites (``"03.04 Engagement"``), in table order: the
    FAQ header's "rules numbers used" for its entries' verdicts (contract §13 and §16 as ROUND4
    changes them, 19.1). A numbered clause matches by its section number; an Appendix one (or
    any other) by the clause as reports cite it."""
    cited = set(rules)
    sections = {rule.split(" ", 1)[0] for rule in cited}
    return tuple(
        number
        for number in NUMBERS
        if number.where in cited
        or (number.section[:1].isdigit() and sections & set(number.section.split(", ")))
    )


def used_line(number: RulesNumber) -> str:
    """One number as the header lists it: name, value, clause."""
    return f"{number.name}: {number.value} ({number.where})"


def _distance(number: RulesNumber) -> int:
    if number.inches is None:
        raise ValueError(f"the {number.name} names no single distance")
    return number.inches


def inches(number: RulesNumber) -> str:
    """The distance a phrase carrying ``number`` names, as the rules print it: ``12"``."""
    return f'{_distance(number)}"'


def key_number(number: RulesNumber) -> str:
    """The distance as a board key carries it: ``12`` (``within_12_of_enemy``)."""
    return str(_distance(number))


@dataclass(frozen=True)
class Written:
    """A rules number as words of the contract spell it (a phrase, a reason, a board key)."""

    number: RulesNumber
    inches: int  # the distance the words spell

    @property
    def spelt(self) -> str:
        """The distance as the words spell it: ``12"``."""
        return f'{self.inches}"'

    @property
    def current(self) -> bool:
        """Whether the rule's number is still the one the words spell."""
        return self.number.inches == self.inches

    def check(self, words: str, twin: str) -> None:
        """Nothing while the rule's number is the one the words spell; else an error naming
        the words, the clause and the number now, with the number-free ``twin`` to write."""
        if self.current:
            return
        from .errors import RulesInputError  # the table itself imports nothing of the core

        raise RulesInputError(
            f"{words!r} spells {self.spelt}, the {self.number.name} of {self.number.where} when "
            f"it was written; the rules followed now make it {inches(self.number)}, so "
            f"it no longer decides that rule; write {twin!r}, which says the same whatever "
            "the number",
            word=words,
            suggestion=repr(twin),
        )


# The contract's words that spell the charge declaration distance (11.02): 12", as written.
CHARGE_WORDS = Written(CHARGE_DECLARATION, 12)
