"""A declared rule (contract 18.1) as the scenario keeps it: its source and the TARGET that
source takes by default, its rows, and what the Givens state of rules beyond their
declarations. scenario/rules.py reads a declaration's rows into a :class:`RuleDecl` and puts
it in force."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from ruleslawyer.core import Moment, RulesInputError, TriggeredRule
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.effects import Condition, Until
from ruleslawyer.core.errors import closest
from ruleslawyer.core.predicates import normal_words
from ruleslawyer.core.rule_events import EachTime

if TYPE_CHECKING:
    from ruleslawyer.core import Game


@dataclass
class RuleUses:
    """What the Givens of 18.1 state about rules beyond their declaration: which units are
    within range of an aura, the unit a player will use a rule on, the rules a player will not
    use, and the rules stated as applied to a unit this phase or turn."""

    in_range: set[tuple[str, str, str | None]] = field(default_factory=set)  # unit, rule, of
    chosen: dict[str, str] = field(default_factory=dict)  # rule -> unit
    unused: set[str] = field(default_factory=set)
    applied: list[tuple[str, str, str]] = field(default_factory=list)  # rule, unit, phase/turn


class UnitsDraft(Protocol):
    leading: str | None


class ScenarioState(Protocol):
    """What scenario/rules.py reads and writes of the scenario's state (scenario/state.py)."""

    line: int | None
    declared_rules: list[RuleDecl]
    without_rules: frozenset[str]
    rules: list[TriggeredRule]
    rule_uses: RuleUses
    dice_lines: dict[str, int | None]

    @property
    def units(self) -> Mapping[str, UnitsDraft]: ...

    @property
    def game(self) -> Game: ...

    def no_game_yet(self, what: str) -> None: ...

    def canonical(self, name: str) -> str: ...

    def unit(self, name: str) -> object: ...


class Source:
    """What a rule comes from (18.1), and the TARGET it takes when no TARGET row says one."""

    ABILITY = "ability"
    LEADER = "leader ability"
    ENHANCEMENT = "enhancement"
    WARGEAR = "wargear"
    PLAYER = "rule"
    MISSION = "mission rule"


DEFAULT_TARGET = {
    Source.ABILITY: "this unit",
    Source.LEADER: "the unit it is leading",
    Source.ENHANCEMENT: "this model",
    Source.WARGEAR: "this model",
    Source.PLAYER: "each friendly unit",
    Source.MISSION: "each unit",
}

ROWS = ("WHEN", "TARGET", "CONDITION", "EFFECT", "DURATION", "RESTRICTIONS")


@dataclass
class RuleDecl:
    """One declared rule (18.1). ``holder``: the unit (or part) whose rule it is, if any;
    ``player``: its owner (None for a mission rule)."""

    name: str
    source: str
    holder: str | None
    player: str | None
    line: int | None
    target: str
    until: Until
    condition: Condition | None
    effects: tuple[ek.Stated, ...]
    traced: str = ""
    restrictions: str = "none"
    # 18.1 `<duration>, while <condition>` of a triggered rule: its effects hold only while it
    # does, read each time they are (its CONDITION row is read once, when it triggers).
    lasting: Condition | None = None
    used: list[Moment] = field(default_factory=list)  # each time it resolved (per player)
    # each `was applied ... this phase|turn` Given (18.1): a use at the scenario's start, and
    # whether it is stated for this phase (True) or only for this turn (False)
    stated_uses: list[tuple[Moment, bool]] = field(default_factory=list)
    triggered: bool = False  # it has a WHEN: put in force when it resolves, not at the start
    each: EachTime | None = None  # its WHEN is `each time ...` (core/rule_events.py)

    @property
    def said_source(self) -> str:
        if self.source == Source.MISSION:
            return "mission rule"
        if self.source == Source.PLAYER:
            return f"rule of player {self.player}"
        suffix = " (19.04)" if self.source == Source.LEADER else ""
        return f'{self.source} of "{self.holder}"{suffix}'


RESTRICTIONS = (
    "none",
    "once per phase",
    "once per turn",
    "once per battle round",
    "once per battle",
)


def row_name(key: str) -> str:
    word = normal_words(key).upper()
    if word not in ROWS:
        raise RulesInputError(
            f"{key!r} is not a row of a rule; the rows are: " + ", ".join(ROWS),
            word=key,
            suggestion=closest(word, ROWS),
        )
    return word


def duration(text: str) -> tuple[Until, str | None]:
    return ek.duration(text)  # 18.1 <duration>: one reader (core/effect_kinds.duration)


def led_by_while(name: str, rows: Mapping[str, str]) -> Mapping[str, str]:
    """The rows of the rule ``name`` with an EFFECT led by a duration that is or ends in
    `while <condition>` (core/effect_kinds.duration) split into the effect sentences and a
    DURATION row, as a one-line rule's trailing duration is (steps/rules.one_line_rows). A
    DURATION row may say the leading duration again; one that says another is an error."""
    lead = ek.lead_duration(rows["EFFECT"])
    if lead is None or not lead[1]:
        return rows
    said, rest = lead
    try:
        until, condition = ek.duration(said)
    except RulesInputError:
        return rows  # no duration of 18.1: the EFFECT row's own reading names the words
    if "DURATION" in rows:
        row_until, row_condition = ek.duration(rows["DURATION"])
        same = (row_condition or "").lower() == (condition or "").lower()
        if row_until is not until or not same:
            raise RulesInputError(
                f'the rule "{name}" states its duration twice, and differently: its EFFECT is led '
                f'by "{said}" and its DURATION row says "{normal_words(rows["DURATION"])}" '
                "(contract 18.1)",
                word=rows["DURATION"].strip(),
                suggestion=f"leave out the DURATION row, or make it say {said!r}",
            )
    if condition is None:
        return rows  # a leading `until ...` alone: core/effect_kinds.parse_effects reads it
    return {**rows, "EFFECT": rest, "DURATION": said}
