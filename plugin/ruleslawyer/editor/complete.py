"""Completion: phrases for the keyword in force, and the values of the slot being typed.

A slot's values are the names set up earlier in the scenario or its Background (units,
Actions, stratagems, rules, areas), a closed slot's values from the core's tables (moves,
phases, players, reasons), or datasheet names inside ``from the datasheet "``.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from ruleslawyer.editor import vocabulary
from ruleslawyer.editor.context import NAME_SLOTS, StepAt, names_above, step_at
from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind, human_slot
from ruleslawyer.scenario.templates import TOKEN as _TOKEN
from ruleslawyer.scenario.templates import Automaton, compile_template, template_pattern


@dataclass(frozen=True)
class Item:
    """One completion: ``insert`` replaces the text from column ``start`` to the cursor."""

    label: str
    insert: str
    start: int
    detail: str
    snippet: bool = False
    filter: str | None = None


def complete(lines: list[str], line: int, column: int) -> list[Item]:
    step = step_at(lines, line)
    if step is None or column < step.start:
        return []
    typed = lines[line][step.start : column]
    values = list(slot_values(lines, line, step, typed))
    if values:
        return values
    return [
        Item(
            f"{step.keyword} {plain}",
            insert,
            step.start,
            f"{definition.kind.capitalize()} step ({definition.module})",
            snippet=True,
            filter=plain,
        )
        for definition, plain, insert in ranked(step.kind, typed)
    ]


# How many phrases to offer when the typed words begin none (the closest ones by their words).
CLOSEST = 12


def ranked(kind: StepKind, typed: str) -> list[tuple[StepDef, str, str]]:
    """(phrase, its text with what is typed kept, its snippet) for each phrase the typed text
    begins, shortest first; when it begins none, the phrases closest to it by their words.

    The typed text is kept as it is (the user's names, numbers, choices), and the rest of the
    phrase follows it as a snippet: ``"Intercessors" is eli`` offers
    ``"Intercessors" is eligible to shoot``, never ``"<unit>" is eligible to shoot``.
    """
    found: list[tuple[int, int, StepDef, str, str]] = []
    for index, definition in enumerate(phrases(kind)):
        if not typed or _begins(definition.template, typed):
            kept = _kept(definition.template, typed)
            if kept is not None and kept[0] != typed:  # a phrase already written adds nothing
                plain, insert = kept
                found.append((len(definition.template), index, definition, plain, insert))
    if not found and typed.strip():
        shape = _shape(typed)
        matcher = difflib.SequenceMatcher(None, shape)
        scored = []
        for index, definition in enumerate(phrases(kind)):
            matcher.set_seq2(_shape(definition.phrase))
            scored.append((-matcher.ratio(), index, definition))
        scored.sort(key=lambda entry: entry[:2])
        return [
            (definition, definition.phrase, snippet_of(definition))
            for ratio, _, definition in scored[:CLOSEST]
            if -ratio > 0.3
        ]
    if typed:
        found.sort(key=lambda entry: entry[:2])
    return [(definition, plain, insert) for _, _, definition, plain, insert in found]


def _begins(template: str, typed: str) -> bool:
    """Whether some text the template matches begins with ``typed`` (its automaton)."""
    automaton = _automaton(template)
    states = automaton.start
    for char in typed:
        states = automaton.step(states, char)
        if not states:
            return False
    return True


@cache
def _automaton(template: str) -> Automaton:
    return Automaton(template)


def _kept(template: str, typed: str) -> tuple[str, str] | None:
    """The phrase written from ``typed`` on: (plain text, snippet), the typed text first.

    The typed text is split at the last token (slot or choice) it has passed whole, and what
    follows it must be a start of the literal words after that token (or those words and a
    start of the next slot's value)."""
    tokens = list(_TOKEN.finditer(template))
    for count in range(len(tokens), -1, -1):
        end = tokens[count - 1].end() if count else 0
        head, _ = template_pattern(template[:end])
        m = re.fullmatch(f"(?:{head})(?P<rest_>.*)", typed, re.DOTALL)
        if m is None:
            continue
        rest = m["rest_"]
        literal_end = tokens[count].start() if count < len(tokens) else len(template)
        literal = template[end:literal_end]
        done = typed[: len(typed) - len(rest)]
        if literal.startswith(rest):
            remainder = template[end:]
            return done + _human_text(remainder), _escape(done) + snippet_text(remainder)
        if count < len(tokens) and rest.startswith(literal) and tokens[count]["name"]:
            value = rest[len(literal) :]  # typed into the next slot: kept as its value
            remainder = template[tokens[count].end() :]
            return (
                done + literal + value + _human_text(remainder),
                _escape(done + literal + value) + snippet_text(remainder),
            )
    return None


def _human_text(template: str) -> str:
    return _TOKEN.sub(human_slot, template)


def _shape(text: str) -> str:
    """Text with names and numbers as slots, so that phrases compare by their words."""
    return re.sub(r"<[^>]*>|\d+", "#", re.sub(r'"[^"]*"', '"#"', text))


def phrases(kind: StepKind) -> list[StepDef]:
    """The phrases a step of ``kind`` may use: a When may also state a Given (as a run reads
    "And <a Given phrase>" after a When)."""
    own = [s for s in REGISTRY if s.kind == kind]
    return own + ([s for s in REGISTRY if s.kind == "given"] if kind == "when" else [])


def snippet_of(step: StepDef) -> str:
    """The template as an LSP snippet: a slot is a placeholder (a closed one, a choice)."""
    return snippet_text(step.template)


def snippet_text(template: str, first: int = 0) -> str:
    """A template (or its end) as a snippet, placeholders numbered after ``first``."""
    parts: list[str] = []
    pos = 0
    for number, m in enumerate(_TOKEN.finditer(template), start=first + 1):
        parts.append(_escape(template[pos : m.start()]))
        if m["name"]:
            values = vocabulary.closed(m["name"])
            if values and len(values) <= 12:
                parts.append(f"${{{number}|{','.join(_choice(v) for v in values)}|}}")
            else:
                parts.append(f"${{{number}:{m['name']}}}")
        else:
            alts = m["alts"].split("|")
            parts.append(f"${{{number}|{','.join(_choice(a) for a in alts)}|}}")
        pos = m.end()
    parts.append(_escape(template[pos:]))
    return "".join(parts)


def _escape(text: str) -> str:
    return re.sub(r"([$}\\])", r"\\\1", text)


def _choice(text: str) -> str:
    return re.sub(r"([$}\\,|])", r"\\\1", text)


def slot_values(lines: list[str], line: int, step: StepAt, typed: str) -> Iterator[Item]:
    """Values for the slot the cursor is in, if the text typed so far stops inside one: the
    values the phrases typed so far accept there (a ``because`` slot: the reasons of that
    question only)."""
    seen: set[str] = set()
    names: dict[str, list[str]] | None = None
    for name, partial, definitions in _open_slots(step.kind, typed):
        start = step.start + len(typed) - len(partial)
        if name == "datasheet":
            candidates = [(sheet, "datasheet") for sheet in datasheet_names()]
        elif name == "reason":
            candidates = [(value, "reason") for value in _reasons(definitions)]
        elif (closed := vocabulary.closed(name)) is not None:
            candidates = [(value, name) for value in closed]
        elif name in NAME_SLOTS:
            if names is None:
                names = names_above(lines, line)
            what = NAME_SLOTS[name]
            candidates = [(value, f"{what} set up above") for value in names.get(what, [])]
        else:
            continue
        for value, detail in candidates:
            if value not in seen and value.lower().startswith(partial.lower()):
                seen.add(value)
                yield Item(value, value, start, detail)


def _reasons(definitions: tuple[StepDef, ...]) -> tuple[str, ...]:
    """The reasons the phrases accept, each phrase's own table (every reason the core declares
    for a phrase whose table is not found)."""
    found: dict[str, None] = {}
    for definition in definitions:
        own = vocabulary.reasons_of(definition.func)
        found.update((reason, None) for reason in own or vocabulary.reasons())
    return tuple(found)


def _open_slots(kind: StepKind, typed: str) -> Iterator[tuple[str, str, tuple[StepDef, ...]]]:
    """(slot name, text typed into it, the phrases) for each slot whose phrases' text up to it
    matches what is typed."""
    for (name, prefix, quoted), definitions in _slot_prefixes(kind).items():
        tail = r'(?P<partial>[^"]*)' if quoted else r"(?P<partial>.*)"
        m = re.compile(prefix + tail).fullmatch(typed)
        if m is not None:
            yield name, m["partial"], definitions


@cache
def _slot_prefixes(kind: StepKind) -> dict[tuple[str, str, bool], tuple[StepDef, ...]]:
    found: dict[tuple[str, str, bool], tuple[StepDef, ...]] = {}
    for step in phrases(kind):
        for m in _TOKEN.finditer(step.template):
            if m["name"]:
                prefix, _ = compile_template(step.template[: m.start()])
                key = (m["name"], prefix.pattern, not m["kind"])
                found[key] = (*found.get(key, ()), step)
    return found


@cache
def datasheet_names() -> tuple[str, ...]:
    """Every datasheet name of the loaded data (wh40kdc, loaded on first use)."""
    from ruleslawyer.data.catalogue import catalogue

    return tuple(sorted({sheet.name for sheet in catalogue().by_name.values()}))
