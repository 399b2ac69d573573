"""The forms a mission card's award row may write its conditions (`if`) and counted things
(`for each`) in (contract §20.2), each declared once in the predicate registry
(core/predicates.py, question CARD) with :func:`card_form`: its words as the row writes them,
the :class:`Part` of a row it is, its words as a report says them, its clause, its test (made
of the words the row chose, reading a consult's :class:`~.card_facts.Facts`) and the facts it
reads; and the grammar the declarations make (made again whenever they change), the error that
lists them, its suggestion, and the words of a condition that hold ` and `.

A form's words: ``<name>`` is words the row chooses, read by the slot of that name in
:data:`SLOTS`; ``[...]`` words the row may leave out; ``(s)`` a plural the row may write;
``{is|are}`` one of the words. A form that counts objectives (or enemy units destroyed) may be
followed by any number of the clauses of that part, each holding.

The forms themselves are declared in core/card_places.py (where units stand) and
core/card_conditions.py (the others), in the order a row is read by: the first declared form
that reads the words reads them.
"""

from __future__ import annotations

import enum
import itertools
import re
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from .card_facts import Destruction, Facts, parse_count
from .errors import RulesInputError, closest
from .predicates import Predicate, Question, declare, declared
from .references import Reason, RuleRef

Test = Callable[[Facts], tuple[bool, str]]  # whether a condition holds, and what it read
Reader = Callable[[Facts], tuple[int, str]]  # a count and what it counted, in words

# Contract §20.2 rows: the clause a card form's condition or count comes from (7.02: an award
# scores at its moment, as its card says).
CONDITION_RULE = RuleRef("07.02", "Player Turns", "a mission card award's condition")
COUNT_RULE = RuleRef("07.02", "Player Turns", "what a mission card award counts")


class Part(enum.Enum):
    """The parts of an award row a form may be."""

    CONDITION = "condition (`if`)"
    COUNTED = "counted thing (`for each`)"
    OBJECTIVES = "clause of the objectives a form counts (any number, each holding)"
    DESTROYED = "clause of the enemy units destroyed a form counts (any number, each holding)"


COLUMNS = {Part.CONDITION: "if", Part.COUNTED: "for each"}


# -- the slots a form leaves to the row -------------------------------------------------------
@dataclass(frozen=True)
class Slot:
    """Words a form leaves to the row (``<name>``): the pattern they match, what they are read
    as, and an example (a suggestion fills the slot with it)."""

    pattern: str
    read: Callable[[str], Any]
    example: str


SLOTS: dict[str, Slot] = {}


def slot(name: str, read: Callable[[str], Any] = str, *, pattern: str, example: str) -> Slot:
    """Declare the slot ``<name>``; declaring a name twice is an error at import."""
    if name in SLOTS:
        raise ValueError(f"the card slot <{name}> is declared twice")
    SLOTS[name] = Slot(pattern, read, example)
    return SLOTS[name]


COUNT_WORDS = r"no|exactly \d+|\d+ or more|\d+ to \d+"
slot("count", parse_count, pattern=COUNT_WORDS, example="1 or more")
# `you control <objective>`: an objective by its name, never a count (`you control 2 or more`).
slot("objective", pattern=rf"(?!{COUNT_WORDS}).+?", example="your home objective")
# `within <area>`: never `within range of ...` (a form of its own).
slot("area", pattern=r"(?!range\b).+?", example="your deployment zone")
slot("tag", pattern=r"\w+", example="consecrated")
slot("Action", pattern=r".+?", example="Sabotage")
slot("n", int, pattern=r"\d+", example="13")
slot("W", int, pattern=r"\d+", example="10")
slot("centre distance", int, pattern=r"3|6", example="3")
slot(
    "who has",
    lambda text: "you" if text == "you have" else "opponent",
    pattern="you have|your opponent has",
    example="you have",
)


# -- declaring a form --------------------------------------------------------------------------
@dataclass(frozen=True)
class Read:
    """One form as a row wrote it: its declaration, the words of its slots, and the clauses that
    follow it."""

    form: Predicate[CardAsk]
    words: tuple[tuple[str, Any], ...] = ()
    clauses: tuple[Read, ...] = ()

    def __getitem__(self, name: str) -> Any:
        """The words of the slot ``name``, as that slot reads them (None: the row left it out)."""
        return dict(self.words).get(name)

    @property
    def filters(self) -> list[str]:
        """The clauses that follow the form, as the facts name them (``Facts.objectives_held``,
        ``Facts.enemy_destroyed``)."""
        return [_DECLARED[c.form].make(c) for c in self.clauses]

    def made(self) -> Any:
        """What the form is, read of these words: a test, a count or a clause's filter."""
        return _DECLARED[self.form].make(self)


@dataclass(frozen=True)
class CardAsk:
    """What a form's declared test is asked of: a consult's facts, the form as the row wrote it
    and, for a clause, the objective key or the destruction it is asked of."""

    facts: Facts
    read: Read
    key: Any = None


@dataclass(frozen=True)
class _Declared:
    make: Callable[[Read], Any]
    examples: tuple[str, ...]
    clauses: Part | None


_DECLARED: dict[Predicate[Any], _Declared] = {}
_TOKENS = re.compile(r"(<[^>]+>|\[|\]|\(s\)|\{[^}]*\})")


def _test(part: Part, ask: CardAsk) -> bool:
    """The declared test: for a condition, whether it holds; for a counted thing, whether there
    is one to count; for a clause, whether the key (or destruction) is as it says."""
    if part is Part.OBJECTIVES:
        return bool(ask.key in ask.facts.objectives_held([ask.read.made()]))
    if part is Part.DESTROYED:
        found: list[Destruction] = ask.facts.enemy_destroyed([ask.read.made()])
        return ask.key in found
    return bool(ask.read.made()(ask.facts)[0])


def card_form(
    part: Part,
    phrase: str,
    says: str,
    make: Callable[[Read], Any],
    *,
    reads: tuple[str, ...] = (),
    examples: tuple[str, ...] = (),
    clauses: Part | None = None,
    rule: RuleRef | None = None,
) -> Predicate[CardAsk]:
    """Declare one form of an award row in the predicate registry. ``make`` reads the row's
    words (a :class:`Read`) once, when the card is given, into a :data:`Test` (a condition), a
    :data:`Reader` (a counted thing) or the facts' name of a clause; ``says``: the words a
    report gives of what it reads; ``reads``: the fields of :class:`~.card_facts.Facts` it
    reads; ``examples``: the form written out (a suggestion offers them; by default the form
    with each slot's example); ``clauses``: the part whose clauses may follow it."""
    unknown = [n[1:-1] for n in _TOKENS.findall(phrase) if n[:1] == "<" and n[1:-1] not in SLOTS]
    if unknown:
        raise ValueError(f"the card form {phrase!r} names no slot <{unknown[0]}>")
    for other in declared(Question.CARD):
        if other.part == part.value and other.phrase.lower() == phrase.lower():
            raise ValueError(f"the card form {phrase!r} is declared twice")
    default = COUNT_RULE if part is Part.COUNTED else CONDITION_RULE
    predicate: Predicate[CardAsk] = declare(
        Question.CARD,
        Reason(says, rule or default),
        lambda ask: _test(part, ask),
        reads=reads,
        phrase=phrase,
        part=part.value,
    )
    _DECLARED[predicate] = _Declared(make, examples or (filled(phrase),), clauses)
    return predicate


def filled(phrase: str) -> str:
    """``phrase`` written out: each slot its example, what may be left out left out, the plural
    and the last of each choice written."""
    out = ""
    optional = 0
    for token in _TOKENS.split(phrase):
        if token == "[":
            optional += 1
        elif token == "]":
            optional -= 1
        elif optional:
            continue
        elif token.startswith("<") and token.endswith(">"):
            out += SLOTS[token[1:-1]].example
        elif token == "(s)":
            out += "s"
        elif token.startswith("{") and token.endswith("}"):
            out += token[1:-1].split("|")[-1]
        else:
            out += token
    return out


# -- the grammar the declarations make ------------------------------------------------------
@dataclass(frozen=True)
class _Written:
    """A form's words as a pattern: its groups' slots, and the part whose clauses may follow."""

    form: Predicate[CardAsk]
    pattern: re.Pattern[str]
    tail: re.Pattern[str]  # the form ending the words (a clause taken off the end of a row)
    groups: tuple[tuple[str, str], ...]  # (group, slot)
    clauses: Part | None

    def read(self, found: re.Match[str], clauses: tuple[Read, ...] = ()) -> Read:
        words = tuple(
            (name, SLOTS[name].read(found[group]))
            for group, name in self.groups
            if found[group] is not None
        )
        return Read(self.form, words, clauses)


def _written(form: Predicate[CardAsk], numbers: Iterator[int]) -> _Written:
    """``form``'s words as a pattern, its groups named by ``numbers`` (one count for a grammar)."""
    pattern, groups = "", []
    for token in _TOKENS.split(form.phrase):
        if token == "[":
            pattern += "(?:"
        elif token == "]":
            pattern += ")?"
        elif token == "(s)":
            pattern += "s?"
        elif token.startswith("<") and token.endswith(">"):
            group = f"g{next(numbers)}"
            groups.append((group, token[1:-1]))
            pattern += f"(?P<{group}>{SLOTS[token[1:-1]].pattern})"
        elif token.startswith("{") and token.endswith("}"):
            pattern += "(?:" + "|".join(re.escape(w) for w in token[1:-1].split("|")) + ")"
        else:
            pattern += re.escape(token)
    clauses = _DECLARED[form].clauses
    whole = re.compile(pattern + ("(?P<rest>.*)" if clauses else ""))
    return _Written(form, whole, re.compile(f"(?P<head>.*?){pattern}"), tuple(groups), clauses)


class Grammar:
    """The declared forms as patterns, made once for each state of the registry."""

    def __init__(self, forms: tuple[Predicate[Any], ...]) -> None:
        self.forms = tuple(f for f in forms if f in _DECLARED)
        numbers = itertools.count()
        self.written = {
            p: [_written(f, numbers) for f in self.forms if f.part == p.value] for p in Part
        }

    def read(self, part: Part, text: str) -> Read | None:
        """The first declared form of ``part`` that reads ``text`` (None: none does)."""
        for written in self.written[part]:
            found = written.pattern.fullmatch(text)
            if found is None:
                continue
            if written.clauses is None:
                return written.read(found)
            clauses = self._clauses(found["rest"], written.clauses)
            if clauses is not None:
                return written.read(found, clauses)
        return None

    def _clauses(self, rest: str, part: Part) -> tuple[Read, ...] | None:
        """The clauses of ``part`` that make up ``rest``, each taken off its end (None: words
        are left that are no clause)."""
        found: list[Read] = []
        changed = True
        while rest and changed:
            changed = False
            for written in self.written[part]:
                match = written.tail.fullmatch(rest)
                if match is not None:
                    rest = match["head"]
                    found.append(written.read(match))
                    changed = True
        return None if rest else tuple(found)

    def ways(self, part: Part) -> list[str]:
        return [f.phrase for f in self.forms if f.part == part.value]

    def examples(self, part: Part) -> list[str]:
        return [e for f in self.forms if f.part == part.value for e in _DECLARED[f].examples]


@lru_cache(maxsize=8)
def _grammar(forms: tuple[Predicate[Any], ...]) -> Grammar:
    return Grammar(forms)


def grammar() -> Grammar:
    """The grammar of the forms declared now (made again when a declaration changes)."""
    return _grammar(declared(Question.CARD))


def parse(part: Part, text: str) -> Any:
    """A condition's :data:`Test` or a counted thing's :data:`Reader`, read of ``text`` by the
    declared forms; a form the core does not weigh is an input error listing the forms, with
    the closest."""
    rules = grammar()
    found = rules.read(part, text.strip())
    if found is None:
        raise not_a_form(part, text, rules)
    return found.made()


def not_a_form(part: Part, text: str, rules: Grammar) -> RulesInputError:
    """The error for words that are no form: every form of ``part`` declared (and the clauses
    that may follow them), and the closest written out."""
    near = closest(text, rules.examples(part), cutoff=0.3)
    said = "; write " + ", ".join(f"'{w}'" for w in rules.ways(part))
    for clauses in Part:
        taking = [w.form.phrase for w in rules.written[part] if w.clauses is clauses]
        if taking and rules.ways(clauses):
            said += f"; {' and '.join(repr(t) for t in taking)} may be followed by "
            said += ", ".join(f"'{w.strip()}'" for w in rules.ways(clauses))
    said += " ('<...>': words the row chooses, '[...]': words it may leave out)"
    return RulesInputError(
        f"{COLUMNS[part]} {text!r} is no award-row form the core weighs (contract §20.2)"
        + (f"; the closest: {near!r}" if near else "")
        + said
        + "; see docs/missions.md for the forms and what is not modelled",
        word=text,
        suggestion=repr(near) if near else None,
    )


def joined_words() -> tuple[str, ...]:
    """The words of the declared conditions that hold ` and ` (a row's conditions are split at
    ` and ` elsewhere), the longest first: each kept whole when a row is split."""
    found: dict[str, None] = {}
    for written in grammar().written[Part.CONDITION]:
        for token in _TOKENS.split(written.form.phrase):
            if " and " in token and token.strip() != "and" and not _TOKENS.fullmatch(token):
                found[token] = None
    return tuple(sorted(found, key=len, reverse=True))
