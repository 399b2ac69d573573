"""Rule references: every decision of the core names the clause it comes from.

A clause is declared once, in the module that implements it, through :func:`clause`.
The registry lets tools list every clause the core knows (for coverage reports).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

# The rules every clause below is numbered from.
RULES_EDITION = "Warhammer 40,000 Core Rules, 11th edition"
LAUNCH_TEXT = "the public launch text (June 2026)"


@dataclass(frozen=True)
class RulesUpdate:
    """A published update to the launch text, and whether the core follows it."""

    title: str
    version: str
    date: str | None  # the day it became legal; None where no date is known to us
    applied: bool
    note: str = ""

    def __str__(self) -> str:
        dated = f", {self.date}" if self.date else ""
        # "Universal Rules Updates v1.1"; "App Core Rules FAQ and errata, rules data 912"
        sep = " " if self.version.startswith("v") else ", "
        said = f"{self.title}{sep}{self.version}{dated}" if self.version else self.title + dated
        return f"{said} ({self.note})" if self.note else said


# Every update since the launch text, kept here once: reports name them (see
# docs/interpretations.md#what-the-rules-core-does-not-model).
RULES_UPDATES = (
    RulesUpdate("Universal Rules Updates", "v1.1", "26 August 2026", applied=True),
    RulesUpdate(
        "App Core Rules FAQ and errata",
        "rules data 912",
        None,
        applied=True,
        note="its errata to 15.05, 15.06 and 18.05: Grenades, Tank Shock, an emergency "
        "disembark that ends engaged",
    ),
    # ROUND4's change to §13 and §16: 18.3 follows the app's own text of these clauses.
    RulesUpdate(
        "App text of 01.02.02, 01.03.01, 01.05.01, 01.05.02, 02.02.01 and 15.01.01",
        "",
        None,
        applied=True,
        note="as the rules that change rules follow them, 18.3",
    ),
    RulesUpdate(
        "App rules data",
        "v946",
        "2 September 2026",
        applied=True,
        note="the Rapid Disembark sidebar numbered 18.04.01",
    ),
    RulesUpdate("Event Companion", "v1.2", None, applied=False, note="event play only"),
)

# What the core leaves to the scenario to state (docs/interpretations.md says more).
NOT_MODELLED = (
    "distances where a scenario places no models (it states their outcome; the cards' distances "
    "too), the paths of moves through models and terrain, line of sight, attacks and damage",
    "army building and points",
    "transport capacity where neither the scenario nor the datasheet data states it (then any "
    "unit fits), the excluded keywords of a TRANSPORT not from a datasheet whose data holds "
    "them, and models that take more than one space",
    "the mission deck (drawing, discarding and replacing cards), event-only card rules, and what "
    "docs/missions.md lists as not modelled for mission cards",
)
NOT_MODELLED_DOC = "docs/interpretations.md#what-the-rules-core-does-not-model"


def rules_followed() -> str:
    """The rules the core's verdicts follow, exactly: edition, launch text, updates applied."""
    applied = "; ".join(str(u) for u in RULES_UPDATES if u.applied)
    return f"{RULES_EDITION}: {LAUNCH_TEXT}, as updated by {applied}"


def rules_not_applied() -> str:
    return "; ".join(str(u) for u in RULES_UPDATES if not u.applied)


@dataclass(frozen=True, order=True)
class RuleRef:
    """A clause of the rules: its section number, heading and a short name of our own."""

    section: str
    heading: str
    name: str

    @property
    def id(self) -> str:
        return f"{self.section} {self.name}"

    def __str__(self) -> str:
        return f"{self.section} {self.heading}"

    def __hash__(self) -> int:
        # Equal clauses have equal names; a string keeps its hash once made, where the
        # dataclass's own hashed a new tuple of the three at each of the game's many weighings.
        return hash(self.name)


_REGISTRY: dict[str, RuleRef] = {}


def clause(section: str, heading: str, name: str) -> RuleRef:
    """Declare a clause; each (section, name) pair may be declared only once."""
    ref = RuleRef(section, heading, name)
    if ref.id in _REGISTRY:
        raise ValueError(f"clause {ref.id!r} is declared twice")
    _REGISTRY[ref.id] = ref
    return ref


def all_clauses() -> tuple[RuleRef, ...]:
    """Every clause declared by the core, in section order."""
    return tuple(sorted(_REGISTRY.values()))


@dataclass(frozen=True)
class Reason:
    """One reason behind a decision, in our words, with the clause it comes from."""

    text: str
    rule: RuleRef

    def __str__(self) -> str:
        return f"{self.text} [{self.rule}]"


@dataclass(frozen=True)
class Unliftable:
    """A check's test whose reason no lift of the reason's words removes (contract 18.3 item 1).

    Its words are shared with another check that a lift does reach, and the rule that such a
    lift stands for covers that other check only: 18.04's bar on a disembark after its
    TRANSPORT's fall-back move, where a lift of "its TRANSPORT made an advance or fall-back move
    this phase" is a Shock Disembark, which names the advance alone (18.07, URU v1.1).
    """

    test: Callable[..., bool]

    def __call__(self, *args: object) -> bool:
        return self.test(*args)

    def bound(self, *args: object) -> Unliftable:
        """The same test with its arguments given (a row's test, asked of one unit)."""
        test = self.test
        return Unliftable(lambda: test(*args))
