"""The effect vocabulary of contract 18.2: every sentence a rule's EFFECT may say, declared once.

An effect kind is one :class:`EffectKind`: its name ("lift a bar"), its sentence templates
(``"lets it {do} even though {reason}"``, slots in braces), the clause it changes, whether it
acts once (18.2's "once" kind) or for a player rather than a unit, and ``make``: the history
records (``effects.Effect``) one sentence of it puts in force for one unit of the rule's TARGET.
The sentence parser (:func:`parse`), its error messages (the closest sentence), the slot
patterns and docs/effects.md (:func:`markdown`) are all generated from the declarations.

Adding a kind: one ``register(EffectKind(...))`` (and, if it changes what a question reads of
the unit, one ``effects.register_change(key, apply)``), then its docs line. A slot a template
needs that no kind declared yet is one ``slot(...)``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Protocol

from .clock import Moment
from .effects import (
    KIND_CLAUSES,
    Condition,
    Does,
    Effect,
    Until,
)
from .errors import RulesInputError, closest
from .keywords import check_case
from .predicates import Question, normal_words, question_of
from .references import RuleRef, clause
from .rule_conditions import conditions
from .units import MoveKind

# -- slots -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Slot:
    """One ``{name}`` of a template: the words it matches (a regular expression), what it
    turns them into, and how the docs and error messages show it (``<name>``)."""

    name: str
    pattern: str
    convert: Callable[[str], object] = str
    shown: str = ""

    @property
    def says(self) -> str:
        return self.shown or f"<{self.name}>"


SLOTS: dict[str, Slot] = {}


def slot(name: str, pattern: str, convert: Callable[[str], object] = str, shown: str = "") -> Slot:
    """Declare a slot a template may use (the same name twice is an error)."""
    if name in SLOTS:
        raise ValueError(f"the effect slot {name!r} is declared twice")
    SLOTS[name] = found = Slot(name, pattern, convert, shown)
    return found


def _do(text: str) -> str:
    key = normal_words(text)
    for question in Question:
        if question.bars and question.value.lower() == key.lower():
            return str(question.value)
    if re.fullmatch(r"make an? .+ move", key, re.IGNORECASE):
        move = question_of(key)[1]  # the move type stays named (18.2: "of that move type")
        return f"make {MoveKind(move).article} {move} move"
    return key


def _roll(text: str) -> str:
    key = text.lower()
    if key not in ROLLS:
        raise RulesInputError(
            f"{text!r} is not a roll an effect may change: the rolls are "
            + ", ".join(ROLLS)
            + " (attacks, and so hit, wound, save and damage rolls, are not modelled)",
            word=text,
            suggestion=closest(key, ROLLS),
        )
    return key


def _char(text: str) -> str:
    if text not in CHARACTERISTICS:
        raise RulesInputError(
            f"{text!r} is not a characteristic an effect may change: they are "
            + ", ".join(CHARACTERISTICS)
            + " (M takes no effect: it is weighed only as a move's maximum distance, contract"
            " 18.2 and 19.3; attacks are not modelled)",
            word=text,
            suggestion=closest(text, CHARACTERISTICS),
        )
    return text


def _keyword(text: str) -> str:
    return check_case(text.strip())


ROLLS = ("battle-shock", "leadership", "charge", "advance", "hazard")
CHARACTERISTICS = ("OC", "Ld", "W")

slot(
    "do",
    r"start Actions|perform Actions|declare a charge|shoot|make an? [\w-]+ move|embark|fight",
    _do,
)
slot("reason", r".+")
slot("rule", r'"[^"]+"', lambda s: s.strip('"'), '"<rule>"')
slot("n", r"\d+", int)
slot("char", r"[A-Za-z]+", _char)
slot("value", r"\d+\+?|-", str)
slot("roll", r"[\w-]+", _roll)
slot("K", r"[A-Za-z][\w -]*", _keyword)
slot("state", r".+")
slot("objective", r"(?!each ).+")

# -- kinds -----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Applied:
    """Where one sentence is put in force: the unit of TARGET it acts on (None for a player
    effect), its owner, the rule's name and source in words, the moment it took effect, its
    duration and CONDITION."""

    unit: str | None
    owner: str | None
    rule: str
    source: str
    moment: Moment
    until: Until = Until.ALWAYS
    condition: Condition | None = None
    restriction: str = ""  # RESTRICTIONS of a rule always in force (18.1)
    holder: str = ""  # the unit whose rule it is (18.3 item 10); "" for a player rule
    aura: bool = False  # TARGET `... within range of it` (18.3 item 11)
    holder_part: str = ""  # the part of an attached unit whose rule it is (19.04)
    part: str = ""  # TARGET `this model`: the one part whose characteristics it changes (19.04)

    def effect(self, kind: EffectKind, words: str, does: Does, **values: object) -> Effect:
        return Effect(
            self.moment,
            self.rule,
            self.unit or "",
            does,
            until=self.until,
            owner=self.owner,
            rule=kind.clause,
            words=words,
            from_source=self.source,
            condition=self.condition,
            restriction=self.restriction,
            kind=kind.name,
            holder=self.holder,
            aura=self.aura,
            holder_part=self.holder_part,
            part=self.part,
            **values,  # type: ignore[arg-type]
        )


class Resolving(Protocol):
    """What a one-shot effect may do to the game when its rule resolves."""

    def secure(self, player: str, objective: str) -> None: ...

    def secure_controlled(self, unit_name: str, player: str) -> list[str]: ...

    def note(self, text: str, kind: EffectKind) -> None: ...

    def gain_cp(self, player: str, n: int, source: str) -> None: ...

    def battle_shock(self, unit_name: str) -> None: ...

    def end_battle_shock(self, unit_name: str) -> None: ...

    def battle_shock_roll(self, unit_name: str, source: str) -> None: ...

    def shoot(self, unit_name: str) -> None: ...

    def declare_charge(self, unit_name: str) -> None: ...

    def resolve_charge(self, unit_name: str) -> None: ...

    def ingress(self, unit_name: str) -> None: ...


@dataclass(frozen=True)
class Stated:
    """One effect sentence, parsed: its kind, the template it matched and the slot values."""

    kind: EffectKind
    template: str
    values: Mapping[str, object]
    words: str

    def make(self, applied: Applied) -> tuple[Effect, ...]:
        return self.kind.make(self, applied)

    @property
    def for_player(self) -> bool:
        """A player effect (18.1): it names no ``it``, and acts for the owner."""
        return self.kind.player or not re.search(r"\b(it|its)\b", self.template)


@dataclass(frozen=True, eq=False)
class EffectKind:
    """One kind of 18.2 (see the module docstring). ``traced``: the core records it but no
    decision reads it yet; the verdicts that name it say "traced only"."""

    name: str
    templates: tuple[str, ...]
    clause: RuleRef
    make: Callable[[Stated, Applied], tuple[Effect, ...]]
    once: bool = False
    player: bool = False
    traced: str = ""
    doc: str = ""
    # A one-shot kind: what it does when its rule resolves (the game, as ``Resolving``).
    resolve: Callable[[Stated, Applied, Resolving], None] | None = None
    # The words saying a sentence of this kind is traced only, if it is ("" when modelled).
    traced_if: Callable[[Stated], str] | None = None

    def traced_for(self, stated: Stated) -> str:
        return self.traced or (self.traced_if(stated) if self.traced_if else "")

    _regexes: list[re.Pattern[str]] = field(default_factory=list, repr=False)

    def matchers(self) -> list[re.Pattern[str]]:
        if not self._regexes:
            self._regexes.extend(_regex(t) for t in self.templates)
        return self._regexes

    def shown(self) -> tuple[str, ...]:
        """The templates as the docs show them (``<slot>``)."""
        return tuple(_shown(t) for t in self.templates)


_KINDS: dict[str, EffectKind] = {}


def register(kind: EffectKind) -> EffectKind:
    """Declare an effect kind (a name twice, or a template another kind has, is an error)."""
    if kind.name in _KINDS:
        raise ValueError(f"the effect kind {kind.name!r} is declared twice")
    taken = {t for k in _KINDS.values() for t in k.templates}
    for template in kind.templates:
        if template in taken:
            raise ValueError(f"the effect sentence {template!r} is declared twice")
        for name in re.findall(r"\{(\w+)\}", template):
            if name not in SLOTS:
                raise ValueError(f"the effect sentence {template!r} uses an undeclared slot")
    _KINDS[kind.name] = kind
    if kind.name not in KIND_CLAUSES:  # a kind withdrawn and declared again keeps its clause
        KIND_CLAUSES[kind.name] = clause("18", "Rules that change rules", kind.name)
    return kind


def withdraw(kind: EffectKind) -> None:
    if _KINDS.get(kind.name) is kind:
        del _KINDS[kind.name]


def kinds() -> tuple[EffectKind, ...]:
    return tuple(_KINDS.values())


def _regex(template: str) -> re.Pattern[str]:
    out, at = [], 0
    for m in re.finditer(r"\{(\w+)\}", template):
        out.append(re.escape(template[at : m.start()]))
        out.append(f"(?P<{m.group(1)}>{SLOTS[m.group(1)].pattern})")
        at = m.end()
    out.append(re.escape(template[at:]))
    return re.compile("".join(out), re.IGNORECASE)


def _shown(template: str) -> str:
    return re.sub(r"\{(\w+)\}", lambda m: SLOTS[m.group(1)].says, template)


def sentences() -> tuple[str, ...]:
    """Every effect sentence, as the docs and error messages show it."""
    return tuple(s for k in kinds() for s in k.shown())


def match(text: str) -> Stated | None:
    """The sentence's kind and slot values if a template matches it (a slot's value that is
    wrong is still an error: `adds 1 to its M`), else None."""
    words = normal_words(text)
    for kind in kinds():
        for template, regex in zip(kind.templates, kind.matchers(), strict=True):
            m = regex.fullmatch(words)
            if m:
                values = {k: SLOTS[k].convert(v) for k, v in m.groupdict().items()}
                return Stated(kind, template, values, words)
    return None


def parse(text: str) -> Stated:
    """One effect sentence: the kind it names and its slot values, or an error naming the
    words and the closest sentence of the vocabulary."""
    found = match(text)
    if found is not None:
        return found
    words = normal_words(text)
    first = words.split(" ", 1)[0].lower()
    alike = [s for s in sentences() if s.split(" ", 1)[0].lower() == first] or sentences()
    near = closest(words, alike, cutoff=0.0)
    raise RulesInputError(
        f"{text!r} is not an effect of the vocabulary (contract 18.2); an effect is one of: "
        + "; ".join(sentences()),
        word=text,
        suggestion=near,
    )


DURATION_WORDS = tuple(u.value for u in Until if u is not Until.ALWAYS)


def duration(text: str) -> tuple[Until, str | None]:
    """Contract 18.1 `<duration>`, the one reader of its `while`: `until ...` (or `always`),
    optionally followed by `, while <condition>`, or `while <condition>` alone (always, while it
    holds). Its until and the condition's words (None: no while)."""
    words = normal_words(text).rstrip(".")
    low = words.lower()
    if low.startswith("while "):
        return Until.ALWAYS, words[len("while ") :].strip()
    at = low.find(", while ")
    if at < 0:
        return Until.parse(words), None
    return Until.parse(words[:at]), words[at + len(", while ") :].strip()


def lead_duration(text: str) -> tuple[str, str] | None:
    """The words that may be a `<duration>,` leading an EFFECT row (18.1: "optionally led by
    `<duration>,`"), as written, and the text after its comma: `While <condition>, ...`,
    `Until ..., [while <condition>,] ...`, `Always, ...`. None where the row starts otherwise;
    :func:`duration` reads the words (they may be no duration of the vocabulary)."""
    words = normal_words(text)
    head, comma, rest = words.partition(",")
    if not comma or not head.lower().startswith(("until", "always", "while ")):
        return None
    if not head.lower().startswith("while ") and rest.lower().lstrip().startswith("while "):
        cond, comma, after = rest.partition(",")
        if comma:
            head, rest = f"{head},{cond}", after
    return head.strip(), rest.strip()


def parse_effects(text: str) -> tuple[Until | None, tuple[Stated, ...]]:
    """An EFFECT row: sentences joined by ``; ``, led by ``<duration>,`` or ending
    ``, <duration>`` (the duration, if one is said)."""
    body = normal_words(text)
    until: Until | None = None
    low = body.lower()
    for words_ in DURATION_WORDS:
        if low.startswith(words_.lower() + ","):
            until, body = Until.parse(words_), body[len(words_) + 1 :].strip()
            break
        if low.endswith(", " + words_.lower()):
            until, body = Until.parse(words_), body[: -len(words_) - 2].strip()
            break
    parts = [p.strip() for p in body.split(";") if p.strip()]
    if not parts:
        raise RulesInputError("an EFFECT row must say an effect (contract 18.2)", word=text)
    return until, tuple(parse(p) for p in parts)


def markdown() -> str:
    """docs/effects.md, written from the declarations (a test keeps the file equal to it)."""
    lines = [
        "# Effects",
        "",
        "Written from `plugin/ruleslawyer/core/effect_kinds.py` by its `markdown()`",
        "(tests/core/test_effect_kinds.py fails when this page differs). Each row is one kind of",
        "contract 18.2: the sentences a rule's EFFECT may say, the clause it changes, and how the",
        "core applies it. `<do>` is one of the questions of docs/predicates.md; `<reason>` one of",
        'that question\'s reasons, or `"<rule>" forbids it`.',
        "",
        "| kind | sentences | clause | applied |",
        "| --- | --- | --- | --- |",
    ]
    for kind in kinds():
        said = "<br>".join(f"`{s}`" for s in kind.shown())
        how = kind.doc + (f" (traced only: {kind.traced})" if kind.traced else "")
        how += " (one-shot: needs a WHEN)" if kind.once else ""
        lines.append(f"| {kind.name} | {said} | {kind.clause} ({kind.clause.name}) | {how} |")
    lines += ["", "## Conditions", "", *(f"- `{c}`" for c in conditions())]
    return "\n".join(lines) + "\n"


__all__ = [
    "Applied",
    "EffectKind",
    "Slot",
    "Stated",
    "duration",
    "kinds",
    "lead_duration",
    "markdown",
    "match",
    "parse",
    "parse_effects",
    "register",
    "slot",
    "withdraw",
]
