"""The Action row forms the mission Actions print (contract §15), parsed once here with the
forms of :mod:`ruleslawyer.core.actions`: UNITS within range of an objective, USE LIMIT per
objective, COMPLETES immediately or at the end of your turn if a condition holds, and STARTS
from a battle round onwards. Each form weighs its own clause.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .errors import RulesInputError, closest
from .numbers import whole
from .references import RuleRef, clause
from .rows import row_text

UNITS_IN_RANGE = clause("16.00", "How Actions are written", "UNITS within range of an objective")
UNITS_YOU_CONTROL = clause("16.00", "How Actions are written", "UNITS an objective you control")
UNITS_CENTRAL = clause("16.00", "How Actions are written", "UNITS a central objective")
UNITS_NOT_HOME = clause("16.00", "How Actions are written", "UNITS not your home objective")
LIMIT_PER_OBJECTIVE = clause("16.00", "How Actions are written", "USE LIMIT per objective")
LIMIT_PER_TERRAIN = clause("16.00", "How Actions are written", "USE LIMIT per terrain area")
STARTS_FROM_ROUND = clause("16.00", "How Actions are written", "STARTS from a battle round")
COMPLETES_IMMEDIATELY = clause("16.01", "Completing an Action", "completes immediately")
IF_UNIT_CONTROLLING = clause(
    "16.01", "Completing an Action", "completes if that unit is controlling that objective"
)
IF_YOU_CONTROL = clause("16.01", "Completing an Action", "completes if you control it")
IF_NO_ENEMY_WITHIN = clause(
    "16.01", "Completing an Action", "completes if no enemy unit is within that area"
)


# The tags a mission card sets (contract §20.2), as a UNITS row's `that is not <tag>` reads them.
TAG_WORDS = "decoyed|triangulated|cleansed|plundered|consecrated|trapped|surveilled|condemned"
UNITS_NOT_TAGGED = clause("16.00", "How Actions are written", "UNITS an objective not tagged")
UNITS_NO_MARKERS = clause("16.00", "How Actions are written", "UNITS an objective with no marker")


class ObjectiveKind(enum.Enum):
    ANY = "an objective"
    YOU_CONTROL = "an objective you control"
    CENTRAL = "a central objective"


@dataclass(frozen=True)
class RangeClause:
    """`within range of <an objective | an objective you control | a central objective>`,
    optionally `that is not your home objective`; `that is not within range of your home
    objective` (the earlier contract's area form, which rows written before round 3 used)
    means the same (contract round 4, changes to §3)."""

    kind: ObjectiveKind
    not_home: bool
    not_tagged: str | None = None  # `that is not <tag>`: not tagged so by the unit's player
    no_markers: bool = False  # `that has none of your operation markers within range`

    @classmethod
    def parse(cls, text: str) -> RangeClause | None:
        m = re.fullmatch(
            r"within range of (?P<kind>an objective you control|an objective|a central objective)"
            r"(?P<not_home> that is not (?:within range of )?your home objective)?"
            rf"(?: that is not (?P<tag>{TAG_WORDS}))?"
            r"(?P<no_markers> that has none of your operation markers within range)?",
            text.lower(),
        )
        if m is None:
            return None
        return cls(ObjectiveKind(m["kind"]), bool(m["not_home"]), m["tag"], bool(m["no_markers"]))


ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}


def split_first_round(text: str) -> tuple[str, int]:
    """A STARTS row's `, from the second battle round onwards` / `from battle round <n>`."""
    m = re.fullmatch(
        r"(?P<rest>.+?),? from (?:the (?P<ord>\w+) battle round|battle round (?P<n>[0-9]+))"
        r"(?: onwards)?",
        text,
        flags=re.IGNORECASE,
    )
    if m is None:
        return text, 1
    if m["n"] is not None:
        return m["rest"], whole(m["n"], "STARTS")
    word = m["ord"].lower()
    if word not in ORDINALS:
        raise RulesInputError(
            f"STARTS {text!r}: {m['ord']!r} is not a battle round; write e.g. 'from the second "
            "battle round onwards' or 'from battle round 2'",
            word=m["ord"],
            suggestion=closest(word, ORDINALS),
        )
    return m["rest"], ORDINALS[word]


def split_limits(text: str) -> list[str]:
    """USE LIMIT forms joined by `and` (`once per turn and once per objective`)."""
    return [part.strip() for part in re.split(r"\s+and\s+", text.strip()) if part.strip()]


class CompletesAsk(Protocol):
    """What a COMPLETES condition is asked of: the game at the moment the Action would
    complete, the unit performing it, its player, and the objective or area it is on."""

    @property
    def game(self) -> Any: ...
    @property
    def unit(self) -> str: ...
    @property
    def player(self) -> str: ...
    @property
    def target(self) -> str | None: ...
    @property
    def within(self) -> str | None: ...


@dataclass(frozen=True, eq=False)
class Condition:
    """What a conditional COMPLETES row requires (`... if <words>`); unmet, the Action does not
    complete (16.01). Each condition is declared once, with :func:`completes_condition`: its
    words, its clause and its test; the row parser, its error message and the docs' list of
    forms are derived from the declarations."""

    value: str
    rule: RuleRef
    test: Callable[[CompletesAsk], bool]
    needs_objective: bool = True
    aliases: tuple[str, ...] = ()

    @classmethod
    def parse(cls, value: str) -> Condition:
        text = row_text(value).lower()
        for condition in CONDITIONS.values():
            if text == condition.value or text in condition.aliases:
                return condition
        forms = [f"'if {c.value}'" for c in CONDITIONS.values()]
        listed = ", ".join(forms[:-1]) + f" or {forms[-1]}" if len(forms) > 1 else forms[0]
        raise RulesInputError(
            f"COMPLETES condition {value!r} is not one the rules core reads; write {listed}",
            word=value,
            suggestion=closest(
                text,
                [*CONDITIONS, *(a for c in CONDITIONS.values() for a in c.aliases)],
                cutoff=0.3,
            ),
        )

    def met(self, ask: CompletesAsk) -> bool:
        return self.test(ask)


CONDITIONS: dict[str, Condition] = {}


def completes_condition(
    words: str,
    rule: RuleRef,
    test: Callable[[CompletesAsk], bool],
    *,
    needs_objective: bool = True,
    aliases: tuple[str, ...] = (),
) -> Condition:
    """Declare one COMPLETES condition (the words after `if`); declaring the same words twice
    is an error at import."""
    key = words.lower()
    if key in CONDITIONS or any(key in c.aliases for c in CONDITIONS.values()):
        raise ValueError(f"COMPLETES condition {words!r} is declared twice")
    condition = Condition(key, rule, test, needs_objective, tuple(a.lower() for a in aliases))
    CONDITIONS[key] = condition
    return condition


def _unit_controlling(ask: CompletesAsk) -> bool:
    objectives = ask.game.objectives
    return ask.target is not None and bool(
        objectives.is_controlling(ask.unit, objectives.defs[ask.target].name)
    )


def _you_control(ask: CompletesAsk) -> bool:
    objectives = ask.game.objectives
    return (
        ask.target is not None
        and objectives.controller(objectives.defs[ask.target].name) == ask.player
    )


def _no_enemy_within(ask: CompletesAsk) -> bool:
    area = ask.target or ask.within
    return area is not None and not any(
        u.on_battlefield and not u.destroyed and u.is_within(area)
        for u in ask.game.units.values()
        if u.player != ask.player
    )


UNIT_CONTROLLING = completes_condition(
    "that unit is controlling that objective",
    IF_UNIT_CONTROLLING,
    _unit_controlling,
    aliases=("that unit controls that objective",),
)
YOU_CONTROL = completes_condition("you control that objective", IF_YOU_CONTROL, _you_control)
NO_ENEMY_WITHIN = completes_condition(
    "no enemy unit is within that terrain area",
    IF_NO_ENEMY_WITHIN,
    _no_enemy_within,
    needs_objective=False,
)


def split_condition(text: str) -> tuple[str, Condition | None]:
    """A COMPLETES row and its ` if <condition>`, if any (a comma before `if` is optional)."""
    m = re.fullmatch(r"(?P<at>.+?),? if (?P<cond>.+)", text.strip(), flags=re.IGNORECASE)
    if m is None:
        return text, None
    return m["at"], Condition.parse(m["cond"])


# The mission forms, for docs and suggestions.
MISSION_UNITS_FORMS: tuple[str, ...] = (
    "one unit",
    "one friendly unit",
    "one unit that is within range of an objective",
    "one unit that is within range of an objective you control",
    "one unit that is within range of a central objective",
    "one unit that is within range of an objective that is not your home objective",
)
MISSION_LIMIT_FORMS: tuple[str, ...] = (
    "once per objective",
    "once per objective per turn",
    "once per terrain area",
    "2 times per turn",
    "once per turn and once per objective",
)
