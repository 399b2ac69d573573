"""An Action's UNITS row (16.00, 16.01): which units may start it, read through the predicate
registry (core/predicates.py, question UNITS).

Each form the row may be written in is one declaration, made with :func:`units_form`: its words
as the row writes them (``<name>``: words the row chooses, read by the slot of that name in
:data:`SLOTS`), the :class:`Part` of the row it is, its words as a refusal says them, its clause,
its test and the facts it reads. A row is a kind of unit (`any unit`, `one <KEYWORDS> unit`),
optionally followed by a clause (`that is within <area>`, ...); more clauses are joined by
`or that is`, either sufficing. `within range of <objective>` reads an objective: its kind,
then its own clauses, each holding. The kinds and the clauses of areas are declared here, the
mission forms of contract §15 in core/mission_rows.py. The parser, the error that lists the
forms with its suggestion, and docs/predicates.md are all read from the declarations.
"""

from __future__ import annotations

import enum
import itertools
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, replace
from functools import cached_property, lru_cache, partial
from typing import Any

from . import keywords as kw
from .errors import RulesInputError, closest
from .predicates import Predicate, Question, declare, declared
from .references import Reason, RuleRef, clause
from .rows import row_text
from .units import Unit, area_key, area_name, own_area_key

UNITS_ROW = clause("16.00", "How Actions are written", "UNITS")
TERRAIN_AREA = area_key("a terrain area")  # the words a row uses for every terrain area


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
slot("area", area_name, examples=("a terrain area",))
slot("excluded area", area_name, examples=("your deployment zone",))
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
    the row as a whole (its refusal, :data:`UNITS_ROW`). ``refusal``: the words a refusal
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
    text: str
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


_counter = itertools.count()


def _written(form: Predicate[UnitsAsk], text: str) -> _Written:
    """``text`` as a pattern: its words in any case, each slot a named group. A clause's
    leading `that is` is optional (the row's `or that is` joins clauses); a kind's closing
    `unit` after its keywords may be `units` (`one INFANTRY or BEAST units`)."""
    body, lead = text, ""
    if form.part == Part.CLAUSE.value and text.lower().startswith("that is "):
        body, lead = text[len("that is ") :], "(?:(?i:that is ))?"
    pieces = _NAME.split(body)
    pattern, groups = lead, []
    for i, piece in enumerate(pieces):
        if i % 2:
            group = f"g{next(_counter)}"
            groups.append((group, piece))
            pattern += f"(?P<{group}>{SLOTS[piece].pattern})"
        elif piece:
            plural = form.part == Part.KIND.value and i == len(pieces) - 1 > 0
            plural = plural and body.endswith("unit")
            pattern += f"(?i:{re.escape(piece)}{'s?' if plural else ''})"
    words = _NAME.split(text)
    rank = (len(words[0].split()), sum(len(p.split()) for p in words[::2]))
    return _Written(form, text, pattern, tuple(groups), rank)


class _NoForm(Exception):
    """A clause of the row is no declared form (the row's error is raised for it)."""


class _Grammar:
    """The declared forms as patterns, made once for each state of the registry."""

    def __init__(self, forms: tuple[Predicate[Any], ...]) -> None:
        self.forms = forms
        by_part: dict[str, list[_Written]] = {p.value: [] for p in Part}
        for form in forms:
            for text in (form.phrase, *form.aliases):
                by_part[form.part].append(_written(form, text))
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
        heads = self.written[Part.OBJECTIVE.value]
        tails = self._tails()
        head = "|".join(f"(?P<h{i}>{w.pattern})" for i, w in enumerate(heads))
        self.objective_pattern = re.compile(f"(?:{head})" + "".join(tails)) if heads else None

    def _tails(self) -> list[str]:
        """Each objective clause, optional, in the order declared: ` <its ways of writing>`."""
        tails = []
        for j, form in enumerate(f for f in self.forms if f.part == Part.OBJECTIVE_CLAUSE.value):
            ways = [w for w in self.written[Part.OBJECTIVE_CLAUSE.value] if w.form is form]
            alts = "|".join(f"(?P<c{j}_{k}>{w.pattern})" for k, w in enumerate(ways))
            tails.append(f"(?: (?:{alts}))?")
        return tails

    def kind(self, text: str) -> tuple[Read, str] | None:
        for written, pattern in self.kinds:
            found = pattern.fullmatch(text)
            if found is not None:
                read = written.read(found)
                return None if read is None else (read, found["rest"])
        return None

    def clause(self, text: str) -> Read | None:
        """A clause of the row (None: there is none); the most specific form that matches
        reads it, and :class:`_NoForm` when none does or it reads nothing."""
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
        raise _NoForm(text)

    def objective(self, text: str) -> ObjectiveForm | None:
        found = None if self.objective_pattern is None else self.objective_pattern.fullmatch(text)
        if found is None:
            return None
        heads = self.written[Part.OBJECTIVE.value]
        head = next(w.read(found) for i, w in enumerate(heads) if found[f"h{i}"] is not None)
        parts = []
        objective_clauses = [f for f in self.forms if f.part == Part.OBJECTIVE_CLAUSE.value]
        for j, form in enumerate(objective_clauses):
            ways = [w for w in self.written[Part.OBJECTIVE_CLAUSE.value] if w.form is form]
            for k, way in enumerate(ways):
                if found[f"c{j}_{k}"] is not None:
                    parts.append(way.read(found))
        if head is None or any(p is None for p in parts):
            return None
        return ObjectiveForm(head, tuple(p for p in parts if p is not None))

    def ways(self, part: Part) -> list[str]:
        """Every way of writing the forms of ``part``, in the order declared."""
        return [t for f in self.forms if f.part == part.value for t in (f.phrase, *f.aliases)]


@lru_cache(maxsize=8)
def _grammar(forms: tuple[Predicate[Any], ...]) -> _Grammar:
    return _Grammar(forms)


def grammar() -> _Grammar:
    """The grammar of the forms declared now (made again when a declaration changes)."""
    return _grammar(declared(Question.UNITS))


# -- the row -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class UnitsSpec:
    """A UNITS row: its kind of unit and its first clause (None: none), the row's text, and each
    further clause (joined by `or that is`) as a row of its own with the same kind."""

    kind: Read
    clause: Read | None
    text: str
    alternatives: tuple[UnitsSpec, ...] = ()

    @classmethod
    def parse(cls, value: str) -> UnitsSpec:
        text = row_text(value)
        rules = grammar()
        found = rules.kind(text)
        if found is None:
            raise _not_a_form(value, text, rules)
        kind, rest = found
        try:
            clauses = [rules.clause(c) for c in re.split(r"(?i) or that is ", rest)]
        except _NoForm:
            raise _not_a_form(value, text, rules) from None
        first, *others = [cls(kind, c, value.strip()) for c in clauses]
        return replace(first, alternatives=tuple(others))

    @cached_property
    def clauses(self) -> tuple[UnitsSpec, ...]:
        """Each clause on its own (made once: a row is frozen, and asked per example)."""
        return (replace(self, alternatives=()), *self.alternatives)

    @property
    def keywords(self) -> tuple[str, ...]:
        """The keywords of its kind of unit (empty: any unit)."""
        return self.kind.get("KEYWORDS") or ()

    @property
    def within(self) -> str | None:
        """The area its first clause says the unit is within (a clause that reads `within`)."""
        said = self.clause
        return said.get("area") if said is not None and "within" in said.form.reads else None

    @property
    def not_within(self) -> str | None:
        """The area its first clause says the unit is not within."""
        return None if self.clause is None else self.clause.get("excluded area")

    @property
    def objective(self) -> ObjectiveForm | None:
        """The `<objective>` its first clause is within range of, if any."""
        return None if self.clause is None else self.clause.get("objective")

    def allows(self, unit: Unit, where: Where = ALONE) -> bool:
        """Whether ``unit`` is one the row allows: any of its clauses suffices."""
        return any(c.clause_allows(unit, where) for c in self.clauses)

    def clause_allows(self, unit: Unit, where: Where = ALONE) -> bool:
        """One clause: the kind of unit, then the clause."""
        ask = UnitsAsk(unit, where)
        if not self.kind.holds(ask):
            return False
        return self.clause is None or self.clause.holds(ask)


def _not_a_form(value: str, text: str, rules: _Grammar) -> RulesInputError:
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
    found_form = closest(text, _suggestions(text, rules), cutoff=0.3)
    return RulesInputError(
        f"UNITS {value!r} is not a kind of unit; {said}",
        word=value,
        suggestion=repr(found_form) if found_form else None,
    )


def _filled(text: str, given: Mapping[str, tuple[str, ...]] | None = None) -> list[str]:
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
    heads = [h for w in rules.ways(Part.OBJECTIVE) for h in _filled(w)]
    tails = [t for w in rules.ways(Part.OBJECTIVE_CLAUSE)[:1] for t in _filled(w)]
    return (*heads, *(f"{h} {t}" for h in heads[:1] for t in tails))


def _suggestions(text: str, rules: _Grammar) -> list[str]:
    """The forms a wrong row is compared with: each kind of unit (with the keywords the row
    shouts), followed by the clause closest to what the row wrote after its `unit`, if any:
    the longest whose every word it wrote, else the closest in spelling."""
    shouted = tuple(re.findall(r"[A-Z][A-Z\-]+", text)) or (kw.INFANTRY,)
    kinds = [k for w in rules.ways(Part.KIND) for k in _filled(w, {"KEYWORDS": shouted})]
    parts = re.split(r"\b(units?)\b", text, maxsplit=1, flags=re.IGNORECASE)
    if len(parts) < 3 or not parts[2].strip():
        return kinds
    clauses = [c for w in rules.ways(Part.CLAUSE) for c in _filled(w)]
    wrote = set(parts[2].lower().split())
    written = [c for c in clauses if set(c.lower().split()) <= wrote]
    said = max(written, key=len) if written else closest(parts[2].strip(), clauses, cutoff=0.3)
    return [f"{k} {said}" for k in kinds] if said else kinds


# -- the kinds of unit and the clauses of areas -------------------------------------------------
def _has_keyword(ask: UnitsAsk) -> bool:
    keywords = ask["KEYWORDS"]
    return not keywords or any(ask.unit.has(k) for k in keywords)


def own_area(area: str | None, player: str) -> str | None:
    """A row's "your deployment zone" is the zone of the unit's controlling player."""
    return None if area is None else own_area_key(area, player)


def _within(ask: UnitsAsk) -> bool:
    """`within <area>`, `not within <excluded area>`, or both. ``within A that is not within B``
    means the unit is within A and A is not within B (the Deploy Device example: a terrain area
    outside your deployment zone); the game says where A lies, if anything does, and where
    nothing does, A counts as within B exactly when the unit is."""
    unit, where = ask.unit, ask.where
    inner = own_area(ask["area"], unit.player)
    outer = own_area(ask["excluded area"], unit.player)
    if inner is not None and where.is_terrain is not None and area_key(inner) == TERRAIN_AREA:
        # `a terrain area` matches every terrain area (contract §15 as changed in round 4):
        # one named so, one stated a terrain area, every objective that is no marker.
        is_terrain = where.is_terrain
        found = [
            a
            for a in (unit.within if unit.on_battlefield else ())
            if area_key(a) == TERRAIN_AREA or is_terrain(a)
        ]
        return any(_outside(unit, a, outer, where.area_within) for a in found)
    if inner is not None and not unit.is_within(inner):
        return False
    return _outside(unit, inner, outer, where.area_within)


def _outside(
    unit: Unit, inner: str | None, outer: str | None, area_within: AreaWithin | None
) -> bool:
    """The `that is not within <outer>` part: ``inner`` is not within ``outer``."""
    if outer is None:
        return True
    stated = area_within(inner, outer) if inner is not None and area_within else None
    return not (unit.is_within(outer) if stated is None else stated)


_AREA = ("within", "on_battlefield", "player")
ANY_UNIT = units_form(
    Part.KIND,
    "any unit",
    "it is no unit",
    UNITS_ROW,
    lambda ask: True,
    aliases=("one unit", "one friendly unit"),
)
ONE_OF_KEYWORDS = units_form(
    Part.KIND,
    "one <KEYWORDS> unit",
    "it has none of the Action's keywords",
    UNITS_ROW,
    _has_keyword,
    reads=("keywords",),
)
# 01.04 (contract §19.8): wholly within, stated or measured.
WHOLLY_WITHIN = units_form(
    Part.CLAUSE,
    "that is wholly within <area>",
    "it is not wholly within the area",
    UNITS_ROW,
    lambda ask: ask.unit.is_wholly_within(ask["area"]),
    reads=("wholly_within", "on_battlefield", "player"),
)
NOT_WHOLLY_WITHIN = units_form(
    Part.CLAUSE,
    "that is not wholly within <area>",
    "it is wholly within the area",
    UNITS_ROW,
    lambda ask: ask.unit.on_battlefield and not ask.unit.is_wholly_within(ask["area"]),
    reads=("wholly_within", "on_battlefield", "player"),
)
WITHIN_NOT_WITHIN = units_form(
    Part.CLAUSE,
    "that is within <area> that is not within <excluded area>",
    "it is not within an area of the Action outside the other",
    UNITS_ROW,
    _within,
    reads=_AREA,
    aliases=("that is within <area> not within <excluded area>",),
)
WITHIN = units_form(
    Part.CLAUSE,
    "that is within <area>",
    "it is not within the area",
    UNITS_ROW,
    _within,
    reads=_AREA,
)
NOT_WITHIN = units_form(
    Part.CLAUSE,
    "that is not within <excluded area>",
    "it is within the area the Action excludes",
    UNITS_ROW,
    _within,
    reads=("within", "on_battlefield", "player"),
)
