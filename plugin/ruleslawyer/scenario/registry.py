"""The step registry: each phrase of the scenario language, compiled once, with its function.

A phrase is written as a template: ``{name}`` is a slot (``{name:int}``, ``{name:player}``,
``{name:area}``, ``{name:text}`` give its kind), ``[x|y]`` is a choice of words and ``[x|]`` an
optional one; ``[name=x|]`` passes the chosen words to the step as ``name``. Everything else
matches literally. The same templates drive matching, suggestions and the docs. Slot kinds and
the test that no text matches two templates of one kind live in
:mod:`ruleslawyer.scenario.templates`.
"""

from __future__ import annotations

import difflib
import hashlib
import re
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass
from functools import cached_property
from typing import Any, Literal

from ruleslawyer.core.numbers import whole
from ruleslawyer.scenario.templates import (
    SLOT_KINDS,
    Automaton,
    Union,
    Words,
    check_slot_kinds,
    template_pattern,
)
from ruleslawyer.scenario.templates import TOKEN as _TOKEN

StepKind = Literal["given", "when", "then"]
RESOLVED_MAX = 4096  # texts resolved kept at most (a fuzzing run writes ever new ones)
# What a Given step pins of a property scenario (see ``StepDef.pins``).
Pin = Literal["unit", "moment", "action", "roll"]


@dataclass(frozen=True)
class StepDef:
    kind: StepKind
    template: str
    func: Callable[..., None]
    module: str
    example: str | None = None
    # What this Given states of the situation: a unit's facts ("unit", with a ``unit`` slot),
    # the moment, an Action's rows or a roll. Drawing and counterexample rendering read it;
    # nothing matches step functions by name.
    pins: frozenset[Pin] = frozenset()

    @cached_property
    def _pattern(self) -> tuple[str, frozenset[str]]:
        return template_pattern(self.template)

    @property
    def pattern(self) -> str:
        """The regex's text: written on the first lookup that tries this step (most of a
        run's steps never are), not when the step is registered."""
        return self._pattern[0]

    @property
    def ints(self) -> frozenset[str]:
        """The names of its int slots."""
        return self._pattern[1]

    @cached_property
    def regex(self) -> re.Pattern[str]:
        """The template's regex (full match): compiled once, when first asked for."""
        return re.compile(self.pattern)

    @cached_property
    def area_slots(self) -> tuple[str, ...]:
        """The names of its area slots (``{name:area}``): their values are areas' names."""
        return tuple(m["name"] for m in _TOKEN.finditer(self.template) if m["kind"] == "area")

    @property
    def phrase(self) -> str:
        """The template as the language reference writes it: ``<slot>`` and ``x/y``."""
        return _TOKEN.sub(human_slot, self.template)

    @cached_property
    def shaped(self) -> tuple[str, Mapping[str, int]]:
        """The phrase's shape (:func:`_shape`) and how often each character occurs in it: what
        :meth:`Registry.closest` compares a line with, worked out once, not for every line."""
        shape = _shape(self.phrase)
        return shape, Counter(shape)

    @cached_property
    def _literals(self) -> tuple[str, tuple[str, ...], str]:
        """The template's literal text, cut at its slots and choices: what it starts with, the
        pieces between them in order, and what it ends with."""
        pieces: list[str] = []
        pos = 0
        for m in _TOKEN.finditer(self.template):
            pieces.append(self.template[pos : m.start()])
            pos = m.end()
        if not pieces:
            return self.template, (), ""
        return pieces[0], tuple(p for p in pieces[1:] if p), self.template[pos:]

    def could_match(self, text: str) -> bool:
        """False when ``text`` cannot match: it does not start and end with the template's
        literal text, or lacks its literal pieces in order. Every text the regex matches passes
        (a slot or a choice only ever adds text between the pieces), so a lookup compiles the
        regexes of the templates that pass, not of every template it tries."""
        head, middle, tail = self._literals
        end = len(text) - len(tail)
        if end < len(head) or not text.startswith(head) or not text.endswith(tail):
            return False
        pos = len(head)
        for piece in middle:
            pos = text.find(piece, pos, end)
            if pos < 0:
                return False
            pos += len(piece)
        return True

    def match(self, text: str) -> dict[str, Any] | None:
        if not self.could_match(text):
            return None
        found = self.regex.fullmatch(text)
        if found is None:
            return None
        args: dict[str, Any] = {}
        for key, value in found.groupdict().items():
            args[key] = whole(value) if key in self.ints and value is not None else value
        return args


def human_slot(m: re.Match[str]) -> str:
    """A template slot as a person reads it: `<name>`, or its alternatives joined."""
    if m["name"]:
        return f"<{m['name']}>"
    alts = [a for a in m["alts"].split("|")]
    if "" in alts:
        words = "/".join(a.strip() for a in alts if a)
        return f"({words}) " if all(a.endswith(" ") for a in alts if a) else f"({words})"
    return "/".join(alts)


def _lead(text: str) -> tuple[str, ...]:
    """The words a step starts with, a leading quoted name standing as one '"' word.

    Steps are bucketed by this, so finding a step tries a handful of patterns, not all.
    """
    if text.startswith('"'):
        close = text.find('"', 1)
        rest = text[close + 1 :].split(None, 1) if close > 0 else []
        return ('"', rest[0] if rest else "")
    first = text.split(None, 1)
    return (first[0] if first else "",)


class AmbiguousPhrase(Exception):
    """Two templates that one text can match: raised when the second is registered."""


class Registry:
    """Every step definition, indexed by kind and leading words for lookup.

    No text matches two templates of one kind: ``add`` refuses such a template, naming both
    and a text they share, so a lookup has one answer whatever the order of the templates.
    Across kinds, :meth:`resolve` gives a When phrase precedence over a Given one; every way
    of running a step (collection, pytest-bdd, the FAQ) looks steps up through it.
    """

    def __init__(self) -> None:
        self._steps: dict[StepKind, list[StepDef]] = {"given": [], "when": [], "then": []}
        self._size = 0  # steps are only ever added: a count, not a sum per lookup
        self._buckets: dict[tuple[StepKind, tuple[str, ...]], list[StepDef]] = {}
        self._automata: dict[StepKind, Union] = {k: Union() for k in ("given", "when", "then")}
        self._by_automaton: dict[int, StepDef] = {}
        self._batch: list[StepDef] | None = None  # added inside checked_as, not yet searched
        self._unjoined: list[StepDef] = []  # known to share no text, not yet in the automata
        self.batched: tuple[StepDef, ...] = ()  # the templates the last checked_as block added
        # What each (kind, text) resolved to, since the last step was added (:meth:`resolved`).
        self._resolved: dict[tuple[StepKind, str], tuple[StepDef, dict[str, Any]] | None] = {}

    def add(
        self,
        kind: StepKind,
        template: str,
        func: Callable[..., None],
        example: str | None = None,
        pins: frozenset[Pin] = frozenset(),
    ) -> None:
        check_slot_kinds(template)  # its regex is written when first looked up
        module = func.__module__.rsplit(".", 1)[-1]
        step = StepDef(kind, template, func, module, example, pins)
        if self._batch is not None:
            self._batch.append(step)
        else:
            self._join_unjoined()
            self._join(self._checked(step))
        self._steps[kind].append(step)
        self._size += 1
        self._resolved.clear()  # a text may now resolve to the new step
        self._buckets.setdefault((kind, _lead(template)), []).append(step)

    def _checked(self, step: StepDef) -> tuple[StepDef, Automaton]:
        """``step`` with its automaton, once no earlier template of its kind shares a text."""
        kind, template = step.kind, step.template
        automaton = Automaton(template)
        found = self._automata[kind].overlap(automaton)
        if found is not None:
            other, text = self._by_automaton[id(found[0])], found[1]
            raise AmbiguousPhrase(
                f"two {kind.capitalize()} phrases match one text: {template!r} "
                f"({step.func.__module__}) and {other.template!r} ({other.func.__module__}) "
                f"both match {kind.capitalize()} {text!r}; narrow one of them (a slot kind "
                "that cannot hold the other's words) or merge them into one template"
            )
        return step, automaton

    def _join(self, checked: tuple[StepDef, Automaton]) -> None:
        step, automaton = checked
        self._automata[step.kind].add(automaton)
        self._by_automaton[id(automaton)] = step

    def _join_unjoined(self) -> None:
        unjoined, self._unjoined = self._unjoined, []
        for step in unjoined:
            self._join((step, Automaton(step.template)))

    @contextmanager
    def checked_as(self, stamp: str) -> Iterator[None]:
        """Templates added inside the block are searched for a shared text at its end, as
        :meth:`add` searches each, unless they are exactly the templates ``stamp`` digests
        (:func:`digest`): a set that search found sharing none before (the step library's,
        stamped in ``steps/_checked.py``, which a test keeps current). A template added after
        the block is searched against them all, as ever."""
        self._batch = []
        try:
            yield
        except BaseException:
            self._batch = None
            raise
        batch, self._batch = self._batch, None
        self.batched = tuple(batch)
        if digest(batch) == stamp:
            self._unjoined += batch
            return
        self._join_unjoined()
        for step in batch:
            self._join(self._checked(step))

    @property
    def size(self) -> int:
        """How many steps are registered: what a cache of lookups is valid for."""
        return self._size

    def __iter__(self) -> Iterator[StepDef]:
        for kind in ("given", "when", "then"):
            yield from self._steps[kind]

    def find(self, kind: StepKind, text: str) -> tuple[StepDef, dict[str, Any]] | None:
        for step in self._buckets.get((kind, _lead(text)), ()):
            args = step.match(text)
            if args is not None:
                return step, args
        # A template whose leading words are slots or choices lives in no text's bucket.
        for step in self._steps[kind]:
            args = step.match(text)
            if args is not None:
                return step, args
        return None

    def matches(self, kind: StepKind, text: str) -> list[StepDef]:
        """Every template of this kind that matches ``text`` (at most one, by construction)."""
        return [step for step in self._steps[kind] if step.match(text) is not None]

    def resolve(self, kind: StepKind, text: str) -> tuple[StepDef, dict[str, Any]] | None:
        """The step a line of this kind runs: a When line may also state a Given phrase.

        "And <a Given phrase>" after a When reads as a When step in Gherkin, so a Given phrase
        is accepted there; never after a Then, where a claim must not quietly state a fact.
        A text that both a When and a Given template match is the When step.
        """
        found = self.find(kind, text)
        if found is None and kind == "when":
            found = self.find("given", text)
        return found

    def live_prefix(self, kinds: Iterable[StepKind], text: str) -> int:
        """How many characters of ``text`` a template of ``kinds`` could begin with: where a
        step no phrase matches stops matching (``suggest.offending_word``)."""
        self._join_unjoined()
        return max((self._automata[kind].live_prefix(text) for kind in kinds), default=0)

    def resolved(self, kind: StepKind, text: str) -> tuple[StepDef, dict[str, Any]] | None:
        """:meth:`resolve`, kept by the registry until a step is added: a property scenario's
        steps are found once, not once per example. The arguments are a copy for the caller
        (who adds a table or a doc string to them)."""
        key = (kind, text)
        if key in self._resolved:
            found = self._resolved[key]
        else:
            if len(self._resolved) >= RESOLVED_MAX:
                self._resolved.clear()
            found = self._resolved[key] = self.resolve(kind, text)
        return None if found is None else (found[0], dict(found[1]))

    def closest(self, kind: StepKind, text: str, n: int = 3) -> list[str]:
        """The phrases most like ``text``, best first (all kinds, own kind preferred)."""
        shape = _shape(text)
        letters = Counter(shape).items()
        matcher = difflib.SequenceMatcher(None, shape)
        bounded: list[tuple[float, int, StepDef]] = []
        for index, step in enumerate(self):
            theirs, counts = step.shaped
            # difflib's quick_ratio() of the two shapes (the characters they share, counted as
            # multisets, over their lengths), from the counts kept on the step
            shared = sum(min(mine, counts.get(char, 0)) for char, mine in letters)
            length = len(shape) + len(theirs)
            bound = 2.0 * shared / length if length else 1.0
            bonus = 0.05 if step.kind == kind else 0.0
            bounded.append((bound + bonus, index, step))
        # ratio() is at most quick_ratio(): score the best bounds first and stop once no bound
        # left can reach the n-th best score (equal scores keep the registry's order).
        bounded.sort(key=lambda entry: -entry[0])
        scored: list[tuple[float, int, str]] = []
        for bound, index, step in bounded:
            if len(scored) >= n and bound < sorted(s[0] for s in scored)[-n]:
                break
            matcher.set_seq2(step.shaped[0])
            ratio = matcher.ratio() + (0.05 if step.kind == kind else 0.0)
            scored.append((ratio, index, f"{step.kind.capitalize()} {step.phrase}"))
        scored.sort(key=lambda entry: (-entry[0], entry[1]))
        return [phrase for ratio, _, phrase in scored[:n] if ratio > 0.4]


def _shape(text: str) -> str:
    """Text with names and numbers replaced by slots, so phrases compare by their words."""
    text = re.sub(r'"[^"]*"', '"<x>"', text)
    text = re.sub(r"<[^>]*>", "<x>", text)
    return re.sub(r"\b\d+\b", "<x>", text)


def digest(steps: Iterable[StepDef]) -> str:
    """What a stamp of templates that share no text names: each step's kind and template (in
    any order: sharing no text is a property of the set) and the slot kinds they are read
    with."""
    kinds = [
        f"{name}\t{sorted(parts.exclude) if isinstance(parts, Words) else parts}"
        for name, parts in SLOT_KINDS.items()
    ]
    text = "\n".join([*kinds, *sorted(f"{step.kind}\t{step.template}" for step in steps)])
    return hashlib.sha256(text.encode()).hexdigest()


REGISTRY = Registry()


def _decorator(
    kind: StepKind,
) -> Callable[..., Callable[[Callable[..., None]], Callable[..., None]]]:
    def register(
        *templates: str, example: str | None = None, pins: Iterable[Pin] = ()
    ) -> Callable[[Callable[..., None]], Callable[..., None]]:
        def wrap(func: Callable[..., None]) -> Callable[..., None]:
            for template in templates:
                REGISTRY.add(kind, template, func, example, frozenset(pins))
            return func

        return wrap

    return register


given = _decorator("given")
when = _decorator("when")
then = _decorator("then")
