"""A declared stratagem's EFFECT row read as §18.2's effect sentences (§18.4), and the effect
objects of the kinds this module models: CP cost changes, 15.01 limit lifts and CP gained (the
stratagem's effect objects, beside those of ``stratagem_effects.py``), plus the lifts, bars and
Fights First those objects already model.

The row is ``[<duration>,] <effect>; <effect>; ...``. Text that begins (after an optional
duration) with a word that begins an effect sentence must be effect sentences, otherwise it is an
error naming the words and the closest sentence; any other text stays traced only (§10), reported
"traced only: not in §18's vocabulary". A sentence of §18.2 whose kind no module models yet is
traced too, and says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Protocol

from . import effect_kinds as ek
from .clock import Moment
from .effects import Condition, Does, Until
from .effects import Effect as Lasting
from .effects import effect as lasting
from .errors import RulesInputError, closest
from .mortal_wounds import parse_inflicts
from .once_kinds import Resolver
from .predicates import Question, question_of
from .recorded_effects import COVER, Records
from .references import Reason, RuleRef
from .rule_conditions import condition
from .stratagem_costs import (
    CostChange,
    CostKind,
    Form,
    Limit,
    LimitLift,
    Stratagems,
    parse_cost,
    parse_gain,
    parse_limit,
)
from .stratagem_effects import Effect, EffectGame, ForbidsIt, LiftsBar, Traced

# The words that begin an effect sentence (§18.4): text beginning so must be effect sentences.
EFFECT_WORDS = (
    "lets", "forbids", "adds", "subtracts", "sets", "improves", "worsens", "makes", "gives",
    "reduces", "increases", "you gain", "secures", "ends", "the selected",
)  # fmt: skip

# The sentence this module reads that no registered kind says (it needs the enemy unit a use
# names, so only a stratagem's EFFECT says it).
MORTAL_WOUNDS = "the selected enemy unit suffers 1 mortal wound for each <k>+ on <n> D6"


def sentences() -> tuple[str, ...]:
    """Every sentence of §18.2 a stratagem's EFFECT may say, for the closest one an error
    suggests: the registry's (core/effect_kinds.py) and the mortal wounds sentence."""
    return (*ek.sentences(), MORTAL_WOUNDS)


YOURS = Stratagems(Form.YOURS)


class PlayerPart(Protocol):
    """What a player effect of a stratagem may do: the Stratagems part's own records."""

    def gain_rule_cp(self, player: str, n: int, source: str) -> None: ...


@dataclass(frozen=True)
class PlayerEffect(Effect):
    """An effect that acts for the player who used the stratagem ("you")."""

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{self.rule.heading}: {self.said()}", self.rule))

    def resolve_by(self, part: PlayerPart, player: str, unit: str | None) -> None:
        """Resolve for ``player`` (the CP it gives, if any); the note is ``resolve``'s."""

    def said(self) -> str:
        raise NotImplementedError

    def cost_change(self, moment: Moment, user: str, unit: str | None) -> CostChange | None:
        return None

    def limit_lift(self, moment: Moment, user: str, unit: str | None) -> LimitLift | None:
        return None


@dataclass(frozen=True)
class ChangesCost(PlayerEffect):
    """`reduces|increases|sets the CP cost of <stratagems> ...` (§18.2; 15.01)."""

    kind: CostKind = CostKind.REDUCE
    n: int = 1
    which: Stratagems = YOURS
    until: Until | None = None  # None: for that use (the first use it covers)

    def said(self) -> str:
        verb = "to" if self.kind is CostKind.SET else "by"
        text = f"{self.kind.value} the CP cost of {self.which.said()} {verb} {self.n}"
        return text if self.until is None else f"{text}, {self.until.value}"

    def cost_change(self, moment: Moment, user: str, unit: str | None) -> CostChange:
        return CostChange(
            moment, self.rule.heading, f"stratagem used by player {user}", user,
            self.kind, self.n, self.which, unit, self.until or Until.ALWAYS, self.until is None,
        )  # fmt: skip


@dataclass(frozen=True)
class LiftsLimit(PlayerEffect):
    """`lets you use <stratagems> even though ...` and the two TARGET limits (§18.2; 15.01)."""

    limit: Limit = Limit.USED
    which: Stratagems = YOURS
    until: Until = Until.END_OF_PHASE

    def said(self) -> str:
        return LimitLift.said_of(self.limit, self.which)

    def limit_lift(self, moment: Moment, user: str, unit: str | None) -> LimitLift:
        return LimitLift(
            moment, self.rule.heading, f"stratagem used by player {user}", user,
            self.limit, self.which, unit, self.until,
        )  # fmt: skip


@dataclass(frozen=True)
class GainsCP(PlayerEffect):
    """`you gain <n> CP` (§18.2, one-shot): CP that are not Core CP (08.02; 18.3 item 13)."""

    n: int = 1

    def said(self) -> str:
        return f"you gain {self.n} CP"

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        """Noted by ``gain_rule_cp``, which knows what was gained."""

    def resolve_by(self, part: PlayerPart, player: str, unit: str | None) -> None:
        part.gain_rule_cp(player, self.n, self.rule.heading)


@dataclass(frozen=True)
class GivesFightsFirst(Effect):
    """`gives it Fights First` (24.13), for the effect's duration."""

    until: Until = Until.END_OF_PHASE

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit}: {self.lasting(game.now, unit).said()}", self.rule))

    def lasting(self, moment: Moment, unit: str) -> Lasting:
        return lasting(
            moment, self.rule.heading, unit, Does.MODIFY, fact="fights_first", value=True,
            until=self.until, rule=self.rule,
        )  # fmt: skip


@dataclass(frozen=True)
class AppliesKind(Effect):
    """A sentence of a kind registered in the effect vocabulary (core/effect_kinds.py), said
    by a stratagem's EFFECT row: applied through that kind's own declaration, as an ability's
    would be, on the unit the stratagem targets, for the player who used it."""

    stated: ek.Stated | None = None
    until: Until = Until.END_OF_PHASE

    def _applied(self, moment: Moment, unit: str | None, player: str | None) -> ek.Applied:
        source = f"stratagem used by player {player}" if player else "a stratagem"
        return ek.Applied(unit, player, self.rule.heading, source, moment, self.until, self.holds)

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        self.resolve_as(game, game.unit(unit).player, unit)

    def resolve_as(self, game: EffectGame, player: str, unit: str | None) -> None:
        """Resolve for ``player``, who used the stratagem (``you``), on its target ``unit``
        (None for a stratagem with no target: only a player's sentence acts then)."""
        stated = self.stated
        if stated is None:
            return
        if stated.kind.resolve is not None and (stated.for_player or unit is not None):
            target = None if stated.for_player else unit
            stated.kind.resolve(stated, self._applied(game.now, target, player), Resolver(game))
        else:
            said = f"{unit}: " if unit else ""
            game.note(Reason(f"{said}{stated.words}, {self.until.value}", self.rule))

    def lastings(self, moment: Moment, unit: str, player: str) -> tuple[Lasting, ...]:
        if self.stated is None or self.stated.kind.once:
            return ()
        return self.stated.make(self._applied(moment, unit, player))


def effect_rule(stratagem: str) -> RuleRef:
    """The rule a declared stratagem's effect is cited by (its name is its heading)."""
    return RuleRef("15.01", stratagem, f'"{stratagem}": its EFFECT')


def traced_rule(stratagem: str, why: str = "") -> RuleRef:
    return RuleRef("15.01", stratagem, f"its effect (traced only{': ' + why if why else ''})")


NOT_IN_VOCABULARY = "not in §18's vocabulary"


def _duration(text: str) -> tuple[Until | None, str | None, str, str | None]:
    """A leading `<duration>,` (core/effect_kinds.duration): its until (None: none stated),
    the words of its `while <condition>`, the rest, and the duration as written. Words led by
    `until` that are no duration stay the text (traced, 18.4) unless effect sentences follow;
    so do words led by `while` (a `While <words>, ...` of printed rules text, 18.4)."""
    lead = ek.lead_duration(text)
    if lead is None:
        return None, None, text, None
    said, rest = lead
    try:
        until, words = ek.duration(said)
    except RulesInputError:
        if _begins_effect(rest) and not said.lower().startswith("while "):
            raise  # effect sentences led by a duration the vocabulary lacks
        return None, None, text, None
    return until, words, rest, said


def _begins_effect(text: str) -> bool:
    lowered = text.lower()
    return any(lowered == w or lowered.startswith(w + " ") for w in EFFECT_WORDS)


_WEAPONS = re.compile(
    r"gives (?:its melee weapons|the melee weapons of one (?P<k>[A-Z][A-Z -]*) model in it) "
    r"\[(?P<ability>[A-Za-z -]+)\]"
)
_LIFT = re.compile(r"lets it (?P<do>.+?) even though (?P<reason>.+)")
_FORBID = re.compile(r"forbids it to (?P<do>.+)")


def _question(do: str, sentence: str) -> tuple[Question, str]:
    """The question a `<do>` names and, for `make a <move> move`, its move type (18.2)."""
    key = do.strip()
    if re.fullmatch(r"make an? .+ move", key):
        return question_of(key)
    for question in Question:
        if question.bars and question.value == key:
            return question, ""
    dos = [q.value for q in Question if q.bars] + ["make a <move> move"]
    raise RulesInputError(
        f"{sentence!r}: {do!r} is not something a rule lets or forbids; write one of: "
        + ", ".join(dos),
        word=do,
        suggestion=closest(key, dos, cutoff=0.0),
    )


def _sentence(stratagem: str, text: str, until: Until | None, said: str | None = None) -> Effect:
    """One sentence, lasting ``until`` (the duration as written: ``said``)."""
    rule = effect_rule(stratagem)
    cost = parse_cost(text)
    if cost is not None:
        kind, n, which = cost
        return ChangesCost(rule, kind, n, which, until)
    limit = parse_limit(text)
    if limit is not None:
        return LiftsLimit(rule, limit[0], limit[1], until or Until.END_OF_PHASE)
    gain = parse_gain(text)
    if gain is not None:
        if until is not None:
            raise RulesInputError(
                f"{text!r} happens once: it takes no duration (18.2)", word=said or until.value
            )
        return GainsCP(rule, gain)
    m = _LIFT.fullmatch(text)
    if m is not None:
        question, move = _question(m["do"], text)
        return LiftsBar(rule, question, m["reason"], until or Until.END_OF_PHASE, move)
    m = _FORBID.fullmatch(text)
    if m is not None:
        question, move = _question(m["do"], text)
        return ForbidsIt(rule, question, until or Until.END_OF_PHASE, move)
    if text.lower() == "gives it fights first":
        return GivesFightsFirst(rule, until or Until.END_OF_PHASE)
    if text.lower() == "gives it the benefit of cover":
        return Records(rule, COVER, until or Until.END_OF_PHASE)
    inflicts = parse_inflicts(text, rule)
    if inflicts is not None:
        if until is not None:
            raise RulesInputError(
                f"{text!r} happens once: it takes no duration (18.2)", word=said or until.value
            )
        return inflicts
    m = _WEAPONS.fullmatch(text)
    if m is not None:
        return Records(rule, f"[{m['ability'].upper()}]", until or Until.END_OF_PHASE, m["k"])
    stated = ek.match(text)
    if stated is not None:
        if stated.kind.once and until is not None:
            raise RulesInputError(
                f"{text!r} happens once: it takes no duration (18.2)", word=said or until.value
            )
        why = stated.kind.traced_for(stated)
        if why:
            return Traced(traced_rule(stratagem, why))
        return AppliesKind(rule, stated, until or Until.END_OF_PHASE)
    raise RulesInputError(
        f'the EFFECT of the "{stratagem}" stratagem: {text!r} is not an effect sentence (§18.2)',
        word=text,
        suggestion=repr(closest(text, sentences(), cutoff=0.0)),
    )


def effects_of(stratagem: str, row: str) -> tuple[Effect, ...]:
    """The effect objects of a declared stratagem's EFFECT row (§18.4): modelled sentences, or
    one traced effect for text outside the vocabulary (the default `its effect` included)."""
    text = " ".join(row.split()).rstrip(".")
    if text.lower().startswith("traced:"):
        return (Traced(traced_rule(stratagem)),)
    until, words, rest, said = _duration(text)
    if not _begins_effect(rest):
        why = "" if text.lower() == "its effect" else NOT_IN_VOCABULARY
        return (Traced(traced_rule(stratagem, why)),)
    holds = None
    if words is not None:
        try:
            holds = condition(words)
        except RulesInputError:  # `While <words>, ...` that are no CONDITION: printed text (18.4)
            return (Traced(traced_rule(stratagem, NOT_IN_VOCABULARY)),)
    parts = [part.strip() for part in rest.split(";") if part.strip()]
    # "...; it suffers 1 mortal wound for each 1 on those dice" belongs to the sentence before.
    joined: list[str] = []
    for part in parts:
        if joined and part.lower().startswith("it suffers"):
            joined[-1] += "; " + part
        else:
            joined.append(part)
    made = tuple(_sentence(stratagem, part, until, said) for part in joined)
    if holds is None:
        return made
    if any(isinstance(e, ChangesCost | LiftsLimit) for e in made):
        return (Traced(traced_rule(stratagem, WHILE_PLAYER)),)
    return tuple(_holding(e, part, holds) for e, part in zip(made, joined, strict=True))


# A CP cost or 15.01 limit bounded by a while: the Stratagems part keeps no condition on them
# (interpretation 109), so the row stays traced only, as it was before the while was read.
WHILE_PLAYER = "a while bounding a CP cost or a 15.01 limit is not modelled"


def _holding(made: Effect, words: str, holds: Condition) -> Effect:
    """``made`` holding only while its `<condition>` does (18.1 `while <condition>`), read each
    time (18.3 item 10): a record (cover, a weapon ability) through the registered kind, whose
    effects the core reads of the unit each time as a rule's."""
    if isinstance(made, Records):
        stated = ek.match(words)
        if stated is not None:
            return AppliesKind(made.rule, stated, made.until, holds=holds)
    return replace(made, holds=holds)


def check_strict(stratagem: str, row: str) -> None:
    """``--ruleslawyer-strict-effects`` (contract 18.4): an EFFECT row that is not effect
    sentences, and not ``its effect`` or ``traced: ...``, is an error naming the words and the
    closest sentence, where it would otherwise be traced only."""
    for effect in effects_of(stratagem, row):
        if isinstance(effect, Traced) and NOT_IN_VOCABULARY in effect.rule.name:
            words = " ".join(row.split())
            raise RulesInputError(
                f'the EFFECT of the "{stratagem}" stratagem, {words!r}, is not in the effect '
                "vocabulary (contract 18.2), and --ruleslawyer-strict-effects (ini "
                "ruleslawyer_strict_effects) makes that an error; write effect sentences, or "
                "`traced: <words>` to keep it traced only",
                word=words,
                suggestion=closest(words, sentences(), cutoff=0.0),
            )


__all__ = [
    "EFFECT_WORDS",
    "ChangesCost",
    "GainsCP",
    "GivesFightsFirst",
    "LiftsLimit",
    "PlayerEffect",
    "check_strict",
    "effects_of",
    "sentences",
]
