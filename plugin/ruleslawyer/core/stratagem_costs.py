"""What a stratagem costs and which 15.01 limits hold, as the rules in force change them; CP that
rules give (§18.2's kinds "CP cost", "15.01 limit" and `you gain <n> CP`).

15.01 and the app's "Modifying CP Cost" (15.01.01, 02.02.01) as 18.3 items 8, 9 and 13 read
them, with the official answers: app FAQ data 912 (an optional +1CP section is part of the
original cost; a cost raised after the stratagem is selected is paid if the player can, and
otherwise nothing is spent, the effect is not resolved and the stratagem counts as used); URU
v1.1 (a rule that sets an unnamed stratagem's cost to 0CP makes it 1CP cheaper; a rule that lifts
the once-per-phase limit or a stratagem's restrictions works only if it names the stratagem);
Event Companion (in event play, at most 1CP per battle round from rules other than Gain Core CP).

The changes are records of the history, each with its moment and duration: nothing is copied
into a stratagem, and a change that has ended stops changing costs from that step on.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable
from dataclasses import dataclass

from .clock import Moment
from .effects import Does, Until, in_force
from .effects import Effect as Lasting
from .errors import RulesInputError, closest
from .references import clause

COST_RULE = clause("15.01", "Using Stratagems", "CP cost as modified (app 15.01.01)")
COST_CAP = clause(
    "15.01", "Using Stratagems", "never below 0CP, never more than 1CP above the original (app)"
)
UNNAMED_ZERO = clause(
    "15.01", "Using Stratagems", "0CP for an unnamed stratagem is 1CP less (URU v1.1)"
)
OPTIONAL_SECTION = clause(
    "15.01", "Using Stratagems", "an optional +1CP section is the original cost (app FAQ 912)"
)
RAISED_UNPAID = clause(
    "15.01",
    "Using Stratagems",
    "a raised cost not paid: nothing spent, no effect, used this phase (app FAQ 912)",
)
LIMIT_LIFTED = clause("15.01", "Using Stratagems", "a rule lifts a 15.01 limit")
LIMIT_UNNAMED = clause(
    "15.01",
    "Using Stratagems",
    "a lift of a per-phase or restriction limit must name it (URU v1.1)",
)
RULE_CP = clause("08.02", "Gain Core CP", "CP gained from another rule (not Core CP)")
EVENT_CAP = clause(
    "08.02",
    "Gain Core CP",
    "event play: at most 1CP per battle round from other rules (Event Companion)",
)


class CostKind(enum.Enum):
    """How a rule changes a CP cost (§18.2)."""

    REDUCE = "reduces"
    INCREASE = "increases"
    SET = "sets"


class Form(enum.Enum):
    """The ``<stratagems>`` a CP cost or 15.01 limit effect names (§18.2)."""

    NAMED = 'the "{name}" stratagem'
    NAMED_ON_IT = 'the "{name}" stratagem when it targets it'
    TARGET_IT = "stratagems that target it"
    YOURS = "your stratagems"
    OPPONENTS = "your opponent's stratagems"
    THAT = "that stratagem"
    NEXT = "the next stratagem you use"


@dataclass(frozen=True)
class Stratagems:
    """Which stratagems an effect names: a form, and the stratagem's name where it names one."""

    form: Form
    name: str | None = None

    def said(self) -> str:
        return self.form.value.format(name=self.name)

    def covers(
        self, owner: str, user: str, name: str, target: str | None, unit: str | None
    ) -> bool:
        """Whether a use of ``name`` by ``user`` on ``target`` is one of these stratagems, for an
        effect of ``owner`` on ``unit`` (its TARGET, for the forms that say "it")."""
        if self.form is Form.NAMED:
            return name == self.name and user == owner
        if self.form is Form.NAMED_ON_IT:
            return name == self.name and user == owner and target is not None and target == unit
        if self.form is Form.TARGET_IT:
            return target is not None and target == unit
        if self.form is Form.OPPONENTS:
            return user != owner
        if self.form is Form.THAT:  # the use that triggered the rule: whoever made it
            return True
        return user == owner  # yours, that stratagem, the next stratagem you use

    @property
    def says_it(self) -> bool:
        return self.form in (Form.NAMED_ON_IT, Form.TARGET_IT)


_NAMED_ON_IT = re.compile(r'the "(?P<name>[^"]+)" stratagem when it targets it')
_NAMED = re.compile(r'the "(?P<name>[^"]+)" stratagem')


def parse_stratagems(text: str) -> Stratagems:
    """The ``<stratagems>`` words of §18.2, or a clear error naming the forms."""
    key = " ".join(text.split())
    for pattern, form in ((_NAMED_ON_IT, Form.NAMED_ON_IT), (_NAMED, Form.NAMED)):
        m = pattern.fullmatch(key)
        if m is not None:
            return Stratagems(form, m["name"])
    for form in Form:
        if "{name}" not in form.value and form.value == key.lower():
            return Stratagems(form)
    forms = [f.value.format(name="<stratagem>") for f in Form]
    raise RulesInputError(
        f"{text!r} names no stratagems; write one of: " + "; ".join(forms),
        word=text,
        suggestion=closest(key, forms, cutoff=0.0),
    )


# -- CP cost changes ------------------------------------------------------------------------------
@dataclass(frozen=True)
class CostChange:
    """A rule's change to the CP cost of some stratagems (a history record). ``owner``: the
    player the rule acts for ("you"); ``unit``: its TARGET, for the forms that say "it";
    ``once``: it changes the first use it covers and is then spent (`the next stratagem you
    use`, or a change with no duration: "for that use", 18.3 item 10)."""

    moment: Moment
    source: str  # the rule's name
    origin: str  # where the rule comes from, in the words of 18.6 ("rule of player A", ...)
    owner: str
    kind: CostKind
    n: int
    which: Stratagems
    unit: str | None = None
    until: Until = Until.ALWAYS
    once: bool = False

    def said(self) -> str:
        verb = "to" if self.kind is CostKind.SET else "by"
        text = f"{self.kind.value} the CP cost of {self.which.said()} {verb} {self.n}"
        return text if self.until is Until.ALWAYS or self.once else f"{text}, {self.until.value}"

    def in_force(self, now: Moment) -> bool:
        # spent by the first use it covers (the caller filters those out); `the next
        # stratagem you use` also keeps the duration its rule states
        if self.once and self.which.form is not Form.NEXT:
            return now >= self.moment
        probe = Lasting(self.moment, self.source, self.unit or "", Does.MODIFY, until=self.until)
        return in_force(probe, now, self.owner)


_COST = re.compile(
    r"(?P<verb>reduces|increases|sets) the CP cost of (?P<which>.+?) (?P<by>by|to) (?P<n>\d+)",
    re.IGNORECASE,
)
COST_SENTENCES = (
    "reduces the CP cost of <stratagems> by <n>",
    "increases the CP cost of <stratagems> by <n>",
    "sets the CP cost of <stratagems> to <n>",
)


def parse_cost(sentence: str) -> tuple[CostKind, int, Stratagems] | None:
    """A CP cost sentence of §18.2 as (kind, n, stratagems); None: not one."""
    m = _COST.fullmatch(" ".join(sentence.split()))
    if m is None:
        return None
    kind = CostKind(m["verb"].lower())
    if (m["by"].lower() == "to") != (kind is CostKind.SET):
        good = "to" if kind is CostKind.SET else "by"
        raise RulesInputError(
            f"{sentence!r}: {kind.value} the CP cost ... {good} <n>",
            word=m["by"],
            suggestion=repr(good),
        )
    return kind, int(m["n"]), parse_stratagems(m["which"])


@dataclass(frozen=True)
class Cost:
    """A use's cost as modified: the original (CP row, with an optional +1CP section used),
    the result, and what each change in force did, in 18.6's words."""

    original: int
    value: int
    steps: tuple[tuple[CostChange, str], ...]

    @property
    def changed(self) -> bool:
        return bool(self.steps)

    def said(self) -> list[str]:
        return [
            f'"{change.source}" ({change.origin}): {change.said()}: {what}'
            for change, what in self.steps
        ]


def modified_cost(original: int, changes: Iterable[CostChange]) -> Cost:
    """18.3 item 8: sets first (a set to 0 that names no stratagem is instead a reduction by 1,
    URU v1.1; of two sets the one that took effect last wins), then increases and reductions,
    cumulative; never below 0, never more than 1 above ``original``. ``changes``: those in force
    that cover the use, in the order they took effect."""
    value, steps = original, []
    adds: list[tuple[CostChange, int, str]] = []
    for change in changes:
        if change.kind is CostKind.SET:
            if change.n == 0 and change.which.name is None:
                adds.append((change, -1, "URU v1.1: 0CP for an unnamed stratagem is 1CP less"))
            else:
                steps.append((change, f"CP cost {value} -> {change.n}"))
                value = change.n
        else:
            sign = 1 if change.kind is CostKind.INCREASE else -1
            adds.append((change, sign * change.n, ""))
    for change, delta, note in adds:
        after = value + delta
        steps.append((change, f"CP cost {value} -> {after}" + (f" ({note})" if note else "")))
        value = after
    capped = min(max(value, 0), original + 1)
    if capped != value:
        last = steps[-1][0]
        steps.append((last, f"CP cost {value} -> {capped} (15.01: {COST_CAP.name})"))
    return Cost(original, capped, tuple(steps))


@dataclass(frozen=True)
class UnpaidUse:
    """A use whose cost a rule raised after its targets were selected, and which the player
    could not pay (a history record): no CP spent, no effect, yet the stratagem counts as used
    this phase and its target as targeted by a stratagem this phase (app FAQ data 912)."""

    moment: Moment
    player: str
    name: str
    unit: str | None


# -- 15.01 limits ---------------------------------------------------------------------------------
class Limit(enum.Enum):
    """A 15.01 limit a rule may lift: the refusal's words."""

    USED = "it was already used this phase"
    RESTRICTED = "its restrictions forbid it"
    TARGETED = "the unit was already targeted by a stratagem this phase"
    SHOCKED = "the unit is battle-shocked"


@dataclass(frozen=True)
class LimitLift:
    """A rule lifts a 15.01 limit (§18.2): for ``which`` stratagems of ``owner`` (USED,
    RESTRICTED) or for uses on ``unit`` (TARGETED, SHOCKED)."""

    moment: Moment
    source: str
    origin: str
    owner: str
    limit: Limit
    which: Stratagems
    unit: str | None = None
    until: Until = Until.ALWAYS

    def said(self) -> str:
        return self.said_of(self.limit, self.which)

    @staticmethod
    def said_of(limit: Limit, which: Stratagems) -> str:
        if limit is Limit.TARGETED:
            return f"lets you target it with a stratagem even though {limit.value}"
        if limit is Limit.SHOCKED:
            return f"lets you target it with your stratagems even though {limit.value}"
        return f"lets you use {which.said()} even though {limit.value}"

    def in_force(self, now: Moment) -> bool:
        probe = Lasting(self.moment, self.source, self.unit or "", Does.MODIFY, until=self.until)
        return in_force(probe, now, self.owner)

    def works(self) -> bool:
        """URU v1.1: a lift of the per-phase or restriction limit works only if it names the
        stratagem; the other two need no name (15.01: "unless otherwise stated")."""
        return self.limit in (Limit.TARGETED, Limit.SHOCKED) or self.which.name is not None

    def covers(self, user: str, name: str, target: str | None) -> bool:
        if self.limit in (Limit.TARGETED, Limit.SHOCKED):
            return user == self.owner and target is not None and target == self.unit
        return self.which.covers(self.owner, user, name, target, self.unit)


_LIMITS = (
    (
        re.compile(r"lets you use (?P<which>.+) even though it was already used this phase"),
        Limit.USED,
    ),
    (
        re.compile(r"lets you use (?P<which>.+) even though its restrictions forbid it"),
        Limit.RESTRICTED,
    ),
    (
        re.compile(
            r"lets you target it with a stratagem even though the unit was already targeted by a "
            r"stratagem this phase"
        ),
        Limit.TARGETED,
    ),
    (
        re.compile(
            r"lets you target it with your stratagems even though the unit is battle-shocked"
        ),
        Limit.SHOCKED,
    ),
)
LIMIT_SENTENCES = (
    "lets you use <stratagems> even though it was already used this phase",
    "lets you use <stratagems> even though its restrictions forbid it",
    "lets you target it with a stratagem even though the unit was already targeted by a "
    "stratagem this phase",
    "lets you target it with your stratagems even though the unit is battle-shocked",
)


def parse_limit(sentence: str) -> tuple[Limit, Stratagems] | None:
    """A 15.01 limit sentence of §18.2 as (limit, stratagems); None: not one."""
    key = " ".join(sentence.split())
    for pattern, limit in _LIMITS:
        m = pattern.fullmatch(key)
        if m is not None:
            which = (
                parse_stratagems(m["which"]) if "which" in m.groupdict() else Stratagems(Form.YOURS)
            )
            return limit, which
    return None


# -- CP gained ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class RuleCP:
    """CP a rule gave a player (not Core CP, 08.02; a history record): ``asked`` the rule's CP,
    ``gained`` what the player got (less under the Event Companion's cap)."""

    moment: Moment
    source: str
    player: str
    asked: int
    gained: int


_GAIN = re.compile(r"you gain (?P<n>\d+) ?CP", re.IGNORECASE)


def parse_gain(sentence: str) -> int | None:
    m = _GAIN.fullmatch(" ".join(sentence.split()))
    return int(m["n"]) if m is not None else None


def cp_allowed(asked: int, earlier: Iterable[RuleCP], event_play: bool) -> int:
    """How many of ``asked`` CP a player gains now: all of them, or in event play what is left
    of 1CP this battle round after ``earlier`` (the player's rule CP this battle round)."""
    if not event_play:
        return asked
    return max(0, min(asked, 1 - sum(r.gained for r in earlier)))


__all__ = [
    "COST_SENTENCES",
    "LIMIT_SENTENCES",
    "Cost",
    "CostChange",
    "CostKind",
    "Form",
    "Limit",
    "LimitLift",
    "RuleCP",
    "Stratagems",
    "UnpaidUse",
    "cp_allowed",
    "modified_cost",
    "parse_cost",
    "parse_gain",
    "parse_limit",
    "parse_stratagems",
]
