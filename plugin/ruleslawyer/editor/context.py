"""Reading a ``.feature`` buffer around the cursor: the keyword in force, the names set up.

Lines are read as Gherkin writes them; each step is matched with the registry, so a name is
one a step's slot set up (``a unit "Squad"``, ``the Action "Deploy Device":``), never a guess.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ruleslawyer.scenario.registry import REGISTRY, StepKind

KEYWORDS: dict[str, StepKind | None] = {
    "Given": "given",
    "When": "when",
    "Then": "then",
    "And": None,
    "But": None,
    "*": None,
}
_STEP = re.compile(
    r"^(?P<indent>\s*)(?P<keyword>Given|When|Then|And|But|\*)(?P<space> ?)(?P<text>.*)$"
)
_BLOCK = re.compile(
    r"^\s*(Feature|Background|Scenario|Scenario Outline|Scenario Template|Example|Examples|Rule):"
)

# What each slot of the step library names, for completing names set up earlier.
NAME_SLOTS: dict[str, str] = {
    "unit": "unit",
    "leader": "unit",
    "bodyguard": "unit",
    "action": "Action",
    "stratagem": "stratagem",
    "rule": "rule",
    "ability": "rule",
    "area": "area",
    "inner": "area",
    "outer": "area",
}


@dataclass(frozen=True)
class StepAt:
    """The step on one line: its keyword, the kind in force, where its text starts."""

    keyword: str
    kind: StepKind
    text: str
    start: int  # column of the text's first character


def step_at(lines: list[str], number: int) -> StepAt | None:
    """The step on line ``number`` (0-based), with And/But read as the step above them."""
    m = _STEP.match(lines[number]) if number < len(lines) else None
    if m is None:
        return None
    kind = KEYWORDS[m["keyword"]]
    row = number - 1
    while kind is None and row >= 0:
        above = _STEP.match(lines[row])
        if above is not None:
            kind = KEYWORDS[above["keyword"]]
        elif _BLOCK.match(lines[row]):
            break
        row -= 1
    start = len(m["indent"]) + len(m["keyword"]) + len(m["space"])
    return StepAt(m["keyword"], kind or "given", m["text"], start)


def names_above(lines: list[str], number: int) -> dict[str, list[str]]:
    """The names set up by the steps of the Background and the scenario above line ``number``,
    by what they name (unit, Action, stratagem, rule, area), in the order first set up."""
    found: dict[str, dict[str, None]] = {}
    for row in _rows_in_scope(lines, number):
        step = step_at(lines, row)
        if step is None:
            continue
        match = REGISTRY.resolve(step.kind, step.text)
        if match is None:
            continue
        for slot, value in match[1].items():
            what = NAME_SLOTS.get(slot)
            if what is not None and isinstance(value, str):
                found.setdefault(what, {})[value.strip('"')] = None
    return {what: list(names) for what, names in found.items()}


def _rows_in_scope(lines: list[str], number: int) -> list[int]:
    """Rows of the Background and of the block the cursor is in, above the cursor."""
    rows: list[int] = []
    in_background = False
    block_start = 0
    for row, line in enumerate(lines[:number]):
        head = _BLOCK.match(line)
        if head is not None:
            in_background = head[1] == "Background"
            if not in_background:
                block_start = row
        elif in_background:
            rows.append(row)
    rows += [r for r in range(block_start, number) if r not in rows]
    return sorted(set(rows))
