"""The Action row forms the mission Actions print (contract §15), parsed once here with the
forms of :mod:`ruleslawyer.core.actions`: UNITS within range of an objective, USE LIMIT per
objective, COMPLETES immediately or at the end of your turn if a condition holds, and STARTS
from a battle round onwards. Each form weighs its own clause.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Protocol

from .action_effects import TAGS as TAGS
from .action_units import within_clause as within
from .aliases import parse_enum
from .errors import RulesInputError, closest
from .numbers import whole
from .objectives import Role
from .references import RuleRef, clause
from .rows import row_text
from .units_forms import ObjectiveForm, Part, UnitsAsk, slot, units_form

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

UNITS_CARD_HOLDER = clause("16.01", "Performing Actions", "UNITS friendly units of the card")


def held_by(
    cards: tuple[str, ...] | None,
    player: str,
    holds: Callable[[str, str], object],
    weigh: Callable[..., bool],
) -> bool:
    """16.01 (Performing Actions: UNITS names "which friendly units" can perform it) with
    contract 20.2: an Action a mission card gives is performed by the units of a player who
    holds one of ``cards`` now (given or drawn, not discarded), friendly to that card; ``cards``
    None (an Action every player was given) bars nobody and weighs nothing."""
    if cards is None:
        return True
    return not weigh(UNITS_CARD_HOLDER, not any(holds(player, c) for c in cards))


UNITS_NOT_TAGGED = clause("16.00", "How Actions are written", "UNITS an objective not tagged")
UNITS_NO_MARKERS = clause("16.00", "How Actions are written", "UNITS an objective with no marker")
UNITS_AREA_NOT_TAGGED = clause("16.00", "How Actions are written", "UNITS an area not tagged")


# -- the mission forms of the UNITS row (contract §15), declared in the predicate registry -----
# (core/action_units.py reads the row through them). `within range of <objective>`: some
# objective the unit is within range of (the one the Action is started on, if any) is the kind
# of objective the row names, and each of its clauses holds of it.
def _in_range_of(ask: UnitsAsk) -> bool:
    wanted: ObjectiveForm = ask["objective"]
    ok = False
    for objective in ask.where.in_range(ask.unit):
        fits = wanted.fits(UnitsAsk(ask.unit, ask.where, ask.read, objective))
        ok = ok or fits
    return ok


slot("tag", str.lower, choices=TAGS)
IN_RANGE_OF = units_form(
    Part.CLAUSE,
    "that is within range of <objective>",
    "it is not within range of an objective the Action allows",
    UNITS_IN_RANGE,
    _in_range_of,
    reads=("within", "on_battlefield", "player"),
    weighed=True,
)
AN_OBJECTIVE = units_form(
    Part.OBJECTIVE, "an objective", "it is within range of no objective", UNITS_IN_RANGE, bool
)
YOU_CONTROL_IT = units_form(
    Part.OBJECTIVE,
    "an objective you control",
    "its player controls no objective it is within range of",
    UNITS_YOU_CONTROL,
    lambda ask: ask.where.objectives.controller(ask.objective.name) == ask.unit.player,
    reads=("player", "objective: its controller"),
    weighed=True,
)
CENTRAL = units_form(
    Part.OBJECTIVE,
    "a central objective",
    "it is within range of no central objective",
    UNITS_CENTRAL,
    lambda ask: Role.CENTRAL in ask.objective.roles,
    reads=("objective: central",),
    weighed=True,
)
NOT_HOME = units_form(
    Part.OBJECTIVE_CLAUSE,
    "that is not your home objective",
    "the objective is its player's home objective",
    UNITS_NOT_HOME,
    lambda ask: ask.objective.is_home_of(ask.unit.player),
    reads=("player", "objective: whose home"),
    # the earlier contract's area form, which rows written before round 3 used (contract
    # round 4, changes to §3)
    aliases=("that is not within range of your home objective",),
    wanted=False,
    weighed=True,
)
NOT_TAGGED = units_form(
    Part.OBJECTIVE_CLAUSE,
    "that is not <tag>",
    "its player has tagged the objective so",
    UNITS_NOT_TAGGED,
    lambda ask: (ask.objective.key, ask["tag"], ask.unit.player) in ask.where.objectives.tags,
    reads=("player", "objective: tags"),
    wanted=False,
    weighed=True,
)
NO_MARKERS = units_form(
    Part.OBJECTIVE_CLAUSE,
    "that has none of your operation markers within range",
    "its player has an operation marker within range of the objective",
    UNITS_NO_MARKERS,
    lambda ask: ask.where.objectives.markers.get((ask.unit.player, ask.objective.key), 0) > 0,
    reads=("player", "objective: operation markers"),
    wanted=False,
    weighed=True,
)

# `that is not <tag>` after an area clause (contract §20.2 with §3's area clauses): the area the
# unit is within is not tagged so by its player (Booby Trap: an untrapped terrain area).
AREA_NOT_TAGGED = units_form(
    Part.CLAUSE,
    "that is within <area> that is not <tag>",
    "its player has tagged the area so",
    UNITS_AREA_NOT_TAGGED,
    within,
    reads=("within", "on_battlefield", "player", "area: tags"),
    weighed=True,
)
AREA_OUTSIDE_NOT_TAGGED = units_form(
    Part.CLAUSE,
    "that is within <area> that is not within <excluded area> that is not <tag>",
    "its player has tagged the area so, or it is outside no such area",
    UNITS_AREA_NOT_TAGGED,
    within,
    reads=("within", "on_battlefield", "player", "area: tags"),
    weighed=True,
)


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
        declared = list(CONDITIONS.values())
        aliases = {alias: c for c in declared for alias in c.aliases}
        forms = [f"'if {c.value}'" for c in declared]
        listed = ", ".join(forms[:-1]) + f" or {forms[-1]}" if len(forms) > 1 else forms[0]
        return parse_enum(
            declared,
            row_text(value).lower(),
            aliases=aliases,
            message=f"COMPLETES condition {value!r} is not one the rules core reads; "
            f"write {listed}",
            word=value,
            suggest=lambda text: closest(text, [*CONDITIONS, *aliases], cutoff=0.3),
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
    area, game = ask.target or ask.within, ask.game
    # Each enemy unit as the rules in force make it count (18.3 item 6: `count as within`).
    return area is not None and not any(
        u.on_battlefield and not u.destroyed and game.ruled(None, u).unit(u).is_within(area)
        for u in game.units.values()
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


MISSION_LIMIT_FORMS: tuple[str, ...] = (
    "once per objective",
    "once per objective per turn",
    "once per terrain area",
    "2 times per turn",
    "once per turn and once per objective",
)
