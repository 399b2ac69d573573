"""Completion: phrases for the keyword in force, and the values of the slot being typed.

A slot's values are the names set up earlier in the scenario or its Background (units,
Actions, stratagems, rules, areas), a closed slot's values from the core's tables (moves,
phases, players, reasons), or datasheet names inside ``from the datasheet "``.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from ruleslawyer.editor import vocabulary
from ruleslawyer.editor.context import NAME_SLOTS, StepAt, names_above, step_at
from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind
from ruleslawyer.scenario.templates import TOKEN as _TOKEN
from ruleslawyer.scenario.templates import compile_template


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
            f"{step.keyword} {definition.phrase}",
            snippet_of(definition),
            step.start,
            f"{definition.kind.capitalize()} step ({definition.module})",
            snippet=True,
            filter=definition.phrase,
        )
        for definition in phrases(step.kind)
    ]


def phrases(kind: StepKind) -> list[StepDef]:
    """The phrases a step of ``kind`` may use: a When may also state a Given (as a run reads
    "And <a Given phrase>" after a When)."""
    own = [s for s in REGISTRY if s.kind == kind]
    return own + ([s for s in REGISTRY if s.kind == "given"] if kind == "when" else [])


def snippet_of(step: StepDef) -> str:
    """The template as an LSP snippet: a slot is a placeholder (a closed one, a choice)."""
    parts: list[str] = []
    pos = 0
    for number, m in enumerate(_TOKEN.finditer(step.template), start=1):
        parts.append(_escape(step.template[pos : m.start()]))
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
    parts.append(_escape(step.template[pos:]))
    return "".join(parts)


def _escape(text: str) -> str:
    return re.sub(r"([$}\\])", r"\\\1", text)


def _choice(text: str) -> str:
    return re.sub(r"([$}\\,|])", r"\\\1", text)


def slot_values(lines: list[str], line: int, step: StepAt, typed: str) -> Iterator[Item]:
    """Values for the slot the cursor is in, if the text typed so far stops inside one."""
    seen: set[str] = set()
    names: dict[str, list[str]] | None = None
    for name, partial in _open_slots(step.kind, typed):
        start = step.start + len(typed) - len(partial)
        if name == "datasheet":
            candidates = [(sheet, "datasheet") for sheet in datasheet_names()]
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


def _open_slots(kind: StepKind, typed: str) -> Iterator[tuple[str, str]]:
    """(slot name, text typed into it) for each phrase whose text up to a slot matches."""
    for name, prefix, quoted in _slot_prefixes(kind):
        tail = r'(?P<partial>[^"]*)' if quoted else r"(?P<partial>.*)"
        m = re.compile(prefix + tail).fullmatch(typed)
        if m is not None:
            yield name, m["partial"]


@cache
def _slot_prefixes(kind: StepKind) -> tuple[tuple[str, str, bool], ...]:
    found: dict[tuple[str, str, bool], None] = {}
    for step in phrases(kind):
        for m in _TOKEN.finditer(step.template):
            if m["name"]:
                prefix, _ = compile_template(step.template[: m.start()])
                found.setdefault((m["name"], prefix.pattern, not m["kind"]), None)
    return tuple(found)


@cache
def datasheet_names() -> tuple[str, ...]:
    """Every datasheet name of the loaded data (wh40kdc, loaded on first use)."""
    from ruleslawyer.data.catalogue import catalogue

    return tuple(sorted({sheet.name for sheet in catalogue().by_name.values()}))
