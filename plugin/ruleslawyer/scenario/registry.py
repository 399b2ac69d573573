"""The step registry: each phrase of the scenario language, compiled once, with its function.

A phrase is written as a template: ``{name}`` is a slot (``{name:int}``, ``{name:player}``,
``{name:text}`` give its kind), ``[x|y]`` is a choice of words and ``[x|]`` an optional one.
Everything else matches literally. The same templates drive matching, suggestions and the docs.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import Any, Literal

StepKind = Literal["given", "when", "then"]
# What a Given step pins of a property scenario (see ``StepDef.pins``).
Pin = Literal["unit", "moment", "action", "roll"]

_SLOT_PATTERNS: dict[str, str] = {
    "": r'[^"]+',
    "int": r"-?\d+",
    "player": r"[A-Za-z]\w*",
    "word": r"\S+",
    "text": r".+",
}
_TOKEN = re.compile(r"\{(?P<name>\w+)(?::(?P<kind>\w+))?\}|\[(?P<alts>[^\]]*)\]")


@dataclass(frozen=True)
class StepDef:
    kind: StepKind
    template: str
    regex: re.Pattern[str]
    func: Callable[..., None]
    ints: frozenset[str]
    module: str
    example: str | None = None
    # What this Given states of the situation: a unit's facts ("unit", with a ``unit`` slot),
    # the moment, an Action's rows or a roll. Drawing and counterexample rendering read it;
    # nothing matches step functions by name.
    pins: frozenset[Pin] = frozenset()

    @property
    def phrase(self) -> str:
        """The template as the language reference writes it: ``<slot>`` and ``x/y``."""
        return _TOKEN.sub(_human, self.template)

    def match(self, text: str) -> dict[str, Any] | None:
        found = self.regex.fullmatch(text)
        if found is None:
            return None
        args: dict[str, Any] = {}
        for key, value in found.groupdict().items():
            args[key] = int(value) if key in self.ints and value is not None else value
        return args


def _human(m: re.Match[str]) -> str:
    if m["name"]:
        return f"<{m['name']}>"
    alts = [a for a in m["alts"].split("|")]
    if "" in alts:
        return f"({'/'.join(a for a in alts if a)})"
    return "/".join(alts)


def compile_template(template: str) -> tuple[re.Pattern[str], frozenset[str]]:
    parts: list[str] = []
    ints: set[str] = set()
    pos = 0
    for m in _TOKEN.finditer(template):
        parts.append(re.escape(template[pos : m.start()]))
        if m["name"]:
            kind = m["kind"] or ""
            parts.append(f"(?P<{m['name']}>{_SLOT_PATTERNS[kind]})")
            if kind == "int":
                ints.add(m["name"])
        else:
            alts = m["alts"].split("|")
            parts.append("(?:" + "|".join(re.escape(a) for a in alts) + ")")
        pos = m.end()
    parts.append(re.escape(template[pos:]))
    return re.compile("".join(parts)), frozenset(ints)


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


class Registry:
    """Every step definition, indexed by kind and leading words for lookup."""

    def __init__(self) -> None:
        self._steps: dict[StepKind, list[StepDef]] = {"given": [], "when": [], "then": []}
        self._buckets: dict[tuple[StepKind, tuple[str, ...]], list[StepDef]] = {}

    def add(
        self,
        kind: StepKind,
        template: str,
        func: Callable[..., None],
        example: str | None = None,
        pins: frozenset[Pin] = frozenset(),
    ) -> None:
        regex, ints = compile_template(template)
        module = func.__module__.rsplit(".", 1)[-1]
        step = StepDef(kind, template, regex, func, ints, module, example, pins)
        self._steps[kind].append(step)
        self._buckets.setdefault((kind, _lead(template)), []).append(step)

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

    def closest(self, kind: StepKind, text: str, n: int = 3) -> list[str]:
        """The phrases most like ``text``, best first (all kinds, own kind preferred)."""
        shape = _shape(text)
        matcher = difflib.SequenceMatcher(None, shape)
        bounded: list[tuple[float, int, StepDef]] = []
        for index, step in enumerate(self):
            matcher.set_seq2(_shape(step.phrase))
            bonus = 0.05 if step.kind == kind else 0.0
            bounded.append((matcher.quick_ratio() + bonus, index, step))
        # ratio() is at most quick_ratio(): score the best bounds first and stop once no bound
        # left can reach the n-th best score (equal scores keep the registry's order).
        bounded.sort(key=lambda entry: -entry[0])
        scored: list[tuple[float, int, str]] = []
        for bound, index, step in bounded:
            if len(scored) >= n and bound < sorted(s[0] for s in scored)[-n]:
                break
            matcher.set_seq2(_shape(step.phrase))
            ratio = matcher.ratio() + (0.05 if step.kind == kind else 0.0)
            scored.append((ratio, index, f"{step.kind.capitalize()} {step.phrase}"))
        scored.sort(key=lambda entry: (-entry[0], entry[1]))
        return [phrase for ratio, _, phrase in scored[:n] if ratio > 0.4]


def _shape(text: str) -> str:
    """Text with names and numbers replaced by slots, so phrases compare by their words."""
    text = re.sub(r'"[^"]*"', '"<x>"', text)
    text = re.sub(r"<[^>]*>", "<x>", text)
    return re.sub(r"\b\d+\b", "<x>", text)


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
