"""The forms an Action's UNITS row (16.00) may be written in, each declared once in the
predicate registry (core/predicates.py, question UNITS) with :func:`units_form`: its words as
the row writes them (``<name>``: words the row chooses, read by the slot of that name in
:data:`SLOTS`), the :class:`Part` of the row it is, its words as a refusal says them, its
clause, its test and the facts it reads; and the grammar the declarations make (made again
whenever they change), the error that lists them and its suggestion.

A row is a kind of unit (`any unit`, `one <KEYWORDS> unit`), optionally followed by a clause
(`that is within <area>`, ...); more clauses are joined by `or that is`, any sufficing.
`within range of <objective>` reads an objective: one of its kinds, then its own clauses, each
holding. The row itself is read in core/action_units.py (which declares the kinds and the
clauses of areas); the mission forms of contract §15 are declared in core/mission_rows.py.
"""

from __future__ import annotations

import enum
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from difflib import get_close_matches
from functools import cached_property, lru_cache, partial
from typing import Any

from . import keywords as kw
from .errors import RulesInputError, closest
from .predicates import Predicate, Question, declare, declared
from .references import Reason, RuleRef
from .units import Unit, area_name


class Part(enum.Enum):
    """The parts of a UNITS row, in the order a row writes them."""

    KIND = "kind of unit"
    CLAUSE = "clause (`or that is` joins others, any sufficing)"
    OBJECTIVE = "`<objective>`"
    OBJECTIVE_CLAUSE = "clause of the `<objective>` (each holding)"


# -- what a form is asked of -------------------------------------------------------------------
AreaWithin = Callable[[str, str], "bool | None"]


def _as_is(rule: RuleRef, applies: bool) -> bool:
    return applies


def _no_objectives(unit: Unit) -> Iterable[Any]:
    return ()


@dataclass(frozen=True)
class Where:
    """What the game knows that a form may read beside the unit; the defaults are a row asked
    of a unit alone. ``area_within`` says where an area lies, if anything does; ``is_terrain``
    which areas are terrain areas (`a terrain area` matches each); ``in_range`` the objectives
    the unit is within range of (the one the Action is started on, if any), each weighed as it
    is found; ``objectives`` the game's objectives."""

    weigh: Callable[[RuleRef, bool], bool] = _as_is
    area_within: AreaWithin | None = None
    is_terrain: Callable[[str], bool] | None = None
    in_range: Callable[[Unit], Iterable[Any]] = _no_objectives
    objectives: Any = None


ALONE = Where()


@dataclass(slots=True)
class UnitsAsk:
    """What a form's test is asked of: the unit, what the game knows, the form as the row wrote
    it (``ask[name]``: the words of a slot, as that slot reads them) and, for the parts of an
    ``<objective>``, the objective asked about. (Made afresh for each form it asks, many times
    a case: not frozen, which costs each field a call.)"""

    unit: Unit
    where: Where = ALONE
    read: Read | None = None
    objective: Any = None

    def __getitem__(self, name: str) -> Any:
        return None if self.read is None else self.read.get(name)


@dataclass(frozen=True)
class Read:
    """One form as a row wrote it: its declaration and the words of each of its slots."""

    form: Predicate[UnitsAsk]
    words: tuple[tuple[str, Any], ...] = ()

    @cached_property
    def _named(self) -> dict[str, Any]:
        return dict(self.words)

    def get(self, name: str) -> Any:
        return self._named.get(name)

    def holds(self, ask: UnitsAsk) -> bool:
        return self.form.test(UnitsAsk(ask.unit, ask.where, self, ask.objective))


@dataclass(frozen=True)
class ObjectiveForm:
    """An ``<objective>`` as a row wrote it: its kind, then its clauses."""

    head: Read
    clauses: tuple[Read, ...] = ()

    def fits(self, ask: UnitsAsk) -> bool:
        """Whether ``ask.objective`` is one the row means: each part is asked (and weighed)."""
        fits = self.head.holds(ask)
        for part in self.clauses:
            fits = part.holds(ask) and fits
        return fits

    def says(self, form: Predicate[UnitsAsk]) -> bool:
        return form in (self.head.form, *(c.form for c in self.clauses))


# -- the slots a form leaves to the row -------------------------------------------------------
@dataclass(frozen=True)
class Slot:
    """Words a form leaves to the row (``<name>`` in its phrase): the pattern they match, what
    they are read as (None: the row is no form; an error names its word), a few examples for
    suggestions and, where the words are a closed set, its ``choices`` (the error lists them)."""

    pattern: str
    read: Callable[[str], Any]
    examples: Callable[[], tuple[str, ...]]
    choices: tuple[str, ...] = ()


SLOTS: dict[str, Slot] = {}


def slot(
    name: str,
    read: Callable[[str], Any] = str,
    *,
    pattern: str = ".+?",
    examples: Callable[[], tuple[str, ...]] | tuple[str, ...] = (),
    choices: tuple[str, ...] = (),
) -> Slot:
    """Declare the slot ``<name>``; declaring a name twice is an error at import. With
    ``choices``, its words are one of them (in any case)."""
    if name in SLOTS:
        raise ValueError(f"the UNITS slot <{name}> is declared twice")
    if choices:
        pattern = "(?i:" + "|".join(re.escape(c) for c in choices) + ")"
    if not callable(examples):
        examples = partial(tuple, examples or choices[:1] or (name,))
    SLOTS[name] = Slot(pattern, read, examples, choices)
    return SLOTS[name]


def _keywords(text: str) -> tuple[str, ...]:
    return tuple(k.strip() for k in re.split(r"\s+or\s+|,\s*", text) if k.strip())


slot("KEYWORDS", _keywords, examples=(kw.INFANTRY,))
# An area's name never holds a clause of the row (` that is ...`, ` that has ...`): a chain no
# form reads is an error naming the row, not an area of that name.
_AREA_WORDS = r"(?:(?!(?i: that (?:is|has) )).)+?"
slot("area", area_name, pattern=_AREA_WORDS, examples=("a terrain area",))
slot("excluded area", area_name, pattern=_AREA_WORDS, examples=("your deployment zone",))
slot("outer area", area_name, pattern=_AREA_WORDS, examples=("your opponent's territory",))
# `<objective>` is read by the forms of the objective (its kind, then its clauses); its
# examples are each kind of objective, and the first with the first of its clauses.
slot(
    "objective",
    lambda text: grammar().objective(text),
    pattern=".+",
    examples=lambda: _objective_examples(),
)


# -- declaring a form --------------------------------------------------------------------------
_NAME = re.compile(r"<([^>]+)>")


def units_form(
    part: Part,
    phrase: str,
    refusal: str,
    rule: RuleRef,
    fact: Callable[[UnitsAsk], bool],
    *,
    reads: tuple[str, ...] = (),
    aliases: tuple[str, ...] = (),
    wanted: bool = True,
    weighed: bool = False,
) -> Predicate[UnitsAsk]:
    """Declare one form of the UNITS row in the predicate registry. ``fact`` is what it asks;
    the unit (or the objective) is as the row says when the fact is ``wanted``. A ``weighed``
    form records its clause as weighed by the fact (core/base.py); the others are weighed by
    the row as a whole (its refusal, ``action_units.UNITS_ROW``). ``refusal``: the words a refusal
    would say of a unit the form turns away."""
    unknown = [n for n in _NAME.findall(" ".join((phrase, *aliases))) if n not in SLOTS]
    if unknown:
        raise ValueError(f"the UNITS form {phrase!r} names no slot <{unknown[0]}>")
    ways = {w.lower() for w in (phrase, *aliases)}
    for other in declared(Question.UNITS):
        if other.part == part.value and ways & {w.lower() for w in (other.phrase, *other.aliases)}:
            raise ValueError(f"the UNITS form {phrase!r} is declared twice")
    test = partial(_holds, fact, rule, wanted, weighed)
    return declare(
        Question.UNITS,
        Reason(refusal, rule),
        test,
        reads=reads,
        phrase=phrase,
        part=part.value,
        aliases=aliases,
    )


def _holds(
    fact: Callable[[UnitsAsk], bool], rule: RuleRef, wanted: bool, weighed: bool, ask: UnitsAsk
) -> bool:
    found = bool(fact(ask))
    if weighed:
        found = ask.where.weigh(rule, found)
    return found is wanted


# -- the grammar the declarations make ------------------------------------------------------
@dataclass(frozen=True)
class _Written:
    """One way of writing a form (its phrase or an alias) as a pattern: its groups' slots and
    how specific it is (the words before its first slot, then all its words)."""

    form: Predicate[UnitsAsk]
    pattern: str
    groups: tuple[tuple[str, str], ...]  # (group, slot)
    rank: tuple[int, int]

    def read(self, found: re.Match[str]) -> Read | None:
        words = []
        for group, name in self.groups:
            value = SLOTS[name].read(found[group])
            if value is None:
                return None
            words.append((name, value))
        return Read(self.form, tuple(words))


def _written(form: Predicate[UnitsAsk], text: str, numbers: Iterator[int]) -> _Written:
    """``text`` as a pattern: its words in any case, each slot a named group. A clause's
    leading `that is` is optional (the row's `or that is` joins clauses); a kind's closing
    `unit` after its keywords may be `units` (`one INFANTRY or BEAST units`). ``numbers``
    names the groups: one count for a whole grammar, whose patterns are joined."""
    body, lead = text, ""
    if form.part == Part.CLAUSE.value and text.lower().startswith("that is "):
        body, lead = text[len("that is ") :], "(?:(?i:that is ))?"
    pieces = _NAME.split(body)
    pattern, groups = lead, []
    for i, piece in enumerate(pieces):
        if i % 2:
            group = f"g{next(numbers)}"
            groups.append((group, piece))
            pattern += f"(?P<{group}>{SLOTS[piece].pattern})"
        elif piece:
            plural = form.part == Part.KIND.value and i == len(pieces) - 1 > 0
            plural = plural and body.endswith("unit")
            pattern += f"(?i:{re.escape(piece)}{'s?' if plural else ''})"
    words = _NAME.split(text)
    rank = (len(words[0].split()), sum(len(p.split()) for p in words[::2]))
    return _Written(form, pattern, tuple(groups), rank)


class NoForm(Exception):
    """A clause of the row is no declared form (the row's error is raised for it)."""


class Grammar:
    """The declared forms as patterns, made once for each state of the registry."""

    def __init__(self, forms: tuple[Predicate[Any], ...]) -> None:
        self.forms = forms
        by_part: dict[str, list[_Written]] = {p.value: [] for p in Part}
        numbers = itertools.count()
        for form in forms:
            for text in (form.phrase, *form.aliases):
                by_part[form.part].append(_written(form, text, numbers))
        # The most specific way of writing first: the most words before its first slot, then
        # the most words (`within range of <objective>` before `within <area>`).
        self.written = {
            part: sorted(found, key=lambda w: (-w.rank[0], -w.rank[1]))
            for part, found in by_part.items()
        }
        self.kinds = [
            (w, re.compile(f"{w.pattern}(?P<rest>(?: .*)?)")) for w in self.written[Part.KIND.value]
        ]
        self.clauses = [(w, re.compile(w.pattern)) for w in self.written[Part.CLAUSE.value]]
        # `<objective>`: one of its kinds, then each of its clauses, optional, in the order
        # declared (each way of writing one a named group).
        self.heads = [(f"h{i}", w) for i, w in enumerate(self.written[Part.OBJECTIVE.value])]
        self.tails: list[tuple[str, _Written]] = []
        tails = ""
        for j, form in enumerate(f for f in forms if f.part == Part.OBJECTIVE_CLAUSE.value):
            ways = [w for w in self.written[Part.OBJECTIVE_CLAUSE.value] if w.form is form]
            self.tails += [(f"c{j}_{k}", w) for k, w in enumerate(ways)]
            tails += "(?: (?:" + "|".join(f"(?P<c{j}_{k}>{w.pattern})" for k, w in enumerate(ways))
            tails += "))?"
        head = "|".join(f"(?P<{g}>{w.pattern})" for g, w in self.heads)
        self.objective_pattern = re.compile(f"(?:{head}){tails}") if self.heads else None

    def kind(self, text: str) -> tuple[Read, str] | None:
        for written, pattern in self.kinds:
            found = pattern.fullmatch(text)
            if found is not None:
                read = written.read(found)
                return None if read is None else (read, found["rest"])
        return None

    def clause(self, text: str) -> Read | None:
        """A clause of the row (None: there is none); the most specific form that matches
        reads it, and :class:`NoForm` when none does or it reads nothing."""
        text = text.strip()
        if not text:
            return None
        for written, pattern in self.clauses:
            found = pattern.fullmatch(text)
            if found is not None:
                read = written.read(found)
                if read is None:
                    break
                return read
        raise NoForm(text)

    def objective(self, text: str) -> ObjectiveForm | None:
        """An `<objective>` (None: it is no form of one)."""
        found = None if self.objective_pattern is None else self.objective_pattern.fullmatch(text)
        if found is None:
            return None
        head = next(w.read(found) for g, w in self.heads if found[g] is not None)
        parts = [w.read(found) for g, w in self.tails if found[g] is not None]
        if head is None or any(p is None for p in parts):
            return None
        return ObjectiveForm(head, tuple(p for p in parts if p is not None))

    def ways(self, part: Part) -> list[str]:
        """Every way of writing the forms of ``part``, in the order declared."""
        return [t for f in self.forms if f.part == part.value for t in (f.phrase, *f.aliases)]


@lru_cache(maxsize=8)
def _grammar(forms: tuple[Predicate[Any], ...]) -> Grammar:
    return Grammar(forms)


def grammar() -> Grammar:
    """The grammar of the forms declared now (made again when a declaration changes)."""
    return _grammar(declared(Question.UNITS))


def not_a_form(value: str, text: str, rules: Grammar) -> RulesInputError:
    """The error for a row that is no form: every form declared, and the closest one."""

    def listed(part: Part) -> str:
        return ", ".join(f"'{w}'" for w in rules.ways(part))

    said = f"write a kind of unit ({listed(Part.KIND)}), optionally followed by a clause "
    said += f"({listed(Part.CLAUSE)}; more joined by 'or that is', any sufficing)"
    if rules.ways(Part.OBJECTIVE):
        said += f"; <objective> is {listed(Part.OBJECTIVE)}"
        if rules.ways(Part.OBJECTIVE_CLAUSE):
            said += f", optionally followed by its clauses ({listed(Part.OBJECTIVE_CLAUSE)})"
    named = set(_NAME.findall(" ".join(t for p in Part for t in rules.ways(p))))
    for name, found in SLOTS.items():
        if found.choices and name in named:
            said += f"; <{name}> is one of {', '.join(found.choices)}"
    found_form = _respelt(text, rules) or closest(text, _suggestions(text, rules), cutoff=0.3)
    return RulesInputError(
        f"UNITS {value!r} is not a kind of unit; {said}",
        word=value,
        suggestion=repr(found_form) if found_form else None,
    )


def _reads(text: str, rules: Grammar) -> bool:
    """Whether ``text`` is a row the forms read (as ``UnitsSpec.parse`` reads it)."""
    found = rules.kind(text)
    if found is None:
        return False
    try:
        for clause in re.split(r"(?i) or that is ", found[1]):
            rules.clause(clause)
    except NoForm:
        return False
    return True


def _respelt(text: str, rules: Grammar) -> str | None:
    """``text`` with one misspelt word of a closed set (a tag: ``decoyd``) replaced by the
    closest of its choices, when the row then reads: the row to write, first."""
    choices = sorted({c.lower() for slot in SLOTS.values() for c in slot.choices})
    for word in re.finditer(r"[A-Za-z][\w-]*", text):
        if word[0].lower() in choices:
            continue
        for choice in get_close_matches(word[0].lower(), choices, n=2, cutoff=0.75):
            fixed = f"{text[: word.start()]}{choice}{text[word.end() :]}"
            if _reads(fixed, rules):
                return fixed
    return None


def filled(text: str, given: Mapping[str, tuple[str, ...]] | None = None) -> list[str]:
    """``text`` with each slot filled with each of its examples (``given`` first)."""
    names = _NAME.findall(text)
    options = [(given or {}).get(n) or SLOTS[n].examples() for n in names]
    found = []
    for chosen in itertools.product(*options):
        pieces = _NAME.split(text)
        pieces[1::2] = chosen
        found.append("".join(pieces))
    return found


def _objective_examples() -> tuple[str, ...]:
    rules = grammar()
    heads = [h for w in rules.ways(Part.OBJECTIVE) for h in filled(w)]
    tails = [t for w in rules.ways(Part.OBJECTIVE_CLAUSE)[:1] for t in filled(w)]
    return (*heads, *(f"{h} {t}" for h in heads[:1] for t in tails))


def _suggestions(text: str, rules: Grammar) -> list[str]:
    """The forms a wrong row is compared with: each kind of unit (with the keywords the row
    shouts), followed by the clause closest to what the row wrote after its `unit`, if any:
    the longest whose every word it wrote, else the closest in spelling."""
    shouted = tuple(re.findall(r"[A-Z][A-Z\-]+", text)) or (kw.INFANTRY,)
    kinds = [k for w in rules.ways(Part.KIND) for k in filled(w, {"KEYWORDS": shouted})]
    parts = re.split(r"\b(units?)\b", text, maxsplit=1, flags=re.IGNORECASE)
    if len(parts) < 3 or not parts[2].strip():
        return kinds
    clauses = [c for w in rules.ways(Part.CLAUSE) for c in filled(w)]
    wrote = set(parts[2].lower().split())
    written = [c for c in clauses if set(c.lower().split()) <= wrote]
    said = max(written, key=len) if written else closest(parts[2].strip(), clauses, cutoff=0.3)
    return [f"{k} {said}" for k in kinds] if said else kinds
