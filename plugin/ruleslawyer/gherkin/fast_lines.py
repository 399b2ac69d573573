"""The lines of a feature file as the fast reader sees them: each line's kind, its tags and
cells, and the states of gherkin-official's parser that an ordinary file passes through.

Split from :mod:`ruleslawyer.gherkin.fast`, which walks the lines and builds pytest-bdd's
objects; the two together mirror gherkin-official for plain English feature files only.
"""

from __future__ import annotations

import re

from gherkin.gherkin_line import GherkinLine
from pytest_bdd.gherkin_parser import Cell, Location, Row


class GiveUp(Exception):
    """The text needs the official parser."""


# What a line is, decided by its first characters as gherkin-official's token matcher does.
EMPTY, COMMENT, TAG, TABLE, DOC, STEP, FEATURE, BACKGROUND, SCENARIO, EXAMPLES, RULE, OTHER = range(
    12
)

# Step keywords of the English dialect, by first character: (keyword, keyword type, the keyword
# as pytest-bdd writes it). "*" belongs to every kind of step, so its type is "Unknown".
STEP_KEYWORDS: dict[str, tuple[str, str, str]] = {
    "G": ("Given ", "Context", "Given"),
    "W": ("When ", "Action", "When"),
    "T": ("Then ", "Outcome", "Then"),
    "A": ("And ", "Conjunction", "And"),
    "B": ("But ", "Conjunction", "But"),
    "*": ("* ", "Unknown", "*"),
}
# Title keywords ("Keyword:"), by first letter, in the dialect's order.
TITLE_KEYWORDS: dict[str, tuple[tuple[str, int], ...]] = {
    "F": (("Feature", FEATURE),),
    "B": (("Business Need", FEATURE), ("Background", BACKGROUND)),
    "A": (("Ability", FEATURE),),
    "R": (("Rule", RULE),),
    "S": (
        ("Scenario", SCENARIO),
        ("Scenario Outline", SCENARIO),
        ("Scenario Template", SCENARIO),
        ("Scenarios", EXAMPLES),
    ),
    "E": (("Example", SCENARIO), ("Examples", EXAMPLES)),
}

LANGUAGE = re.compile(r"language", re.IGNORECASE)
_TAG_COMMENT = re.compile(r"\s#")
_TAG_SPACE = re.compile(r"[^\S+]")

# The states of gherkin-official's parser that an ordinary file passes through.
(
    HEAD,  # before Feature: (tags, comments)
    FEATURE_HEAD,  # after Feature:, before its description
    FEATURE_TEXT,  # the feature's description
    BACKGROUND_HEAD,
    BACKGROUND_TEXT,
    BACKGROUND_STEPS,
    SCENARIO_HEAD,
    SCENARIO_TEXT,
    SCENARIO_STEPS,
    EXAMPLES_HEAD,
    EXAMPLES_TEXT,
    EXAMPLES_TABLE,
    TAGS,  # tag lines waiting for their Scenario: or Examples: line
) = range(13)
HEADS = frozenset({FEATURE_HEAD, BACKGROUND_HEAD, SCENARIO_HEAD, EXAMPLES_HEAD})
# Description states: the line kinds that end a description there; any other line is text.
TEXT_ENDS: dict[int, frozenset[int]] = {
    FEATURE_HEAD: frozenset({COMMENT, BACKGROUND, TAG, SCENARIO, RULE}),
    BACKGROUND_HEAD: frozenset({COMMENT, STEP, TAG, SCENARIO, RULE}),
    SCENARIO_HEAD: frozenset({COMMENT, STEP, TAG, EXAMPLES, SCENARIO, RULE}),
    EXAMPLES_HEAD: frozenset({COMMENT, TABLE, TAG, EXAMPLES, SCENARIO, RULE}),
}
for _head, _text in (
    (FEATURE_HEAD, FEATURE_TEXT),
    (BACKGROUND_HEAD, BACKGROUND_TEXT),
    (SCENARIO_HEAD, SCENARIO_TEXT),
    (EXAMPLES_HEAD, EXAMPLES_TEXT),
):
    TEXT_ENDS[_text] = TEXT_ENDS[_head]
TEXT_OF = {
    FEATURE_HEAD: FEATURE_TEXT,
    BACKGROUND_HEAD: BACKGROUND_TEXT,
    SCENARIO_HEAD: SCENARIO_TEXT,
    EXAMPLES_HEAD: EXAMPLES_TEXT,
}
IN_SCENARIO = frozenset(
    {SCENARIO_HEAD, SCENARIO_TEXT, SCENARIO_STEPS, EXAMPLES_HEAD, EXAMPLES_TEXT, EXAMPLES_TABLE}
)


def line_kind(trimmed: str) -> tuple[int, str]:
    """The kind of a non-empty, left-trimmed line that is no step, and its keyword."""
    first = trimmed[0]
    if first == "|":
        return TABLE, ""
    if first == "#":
        return COMMENT, ""
    if first == "@":
        return TAG, ""
    if trimmed.startswith('"""'):
        return DOC, '"""'
    if trimmed.startswith("```"):
        return DOC, "```"
    for keyword, kind in TITLE_KEYWORDS.get(first, ()):
        if trimmed.startswith(keyword) and trimmed[len(keyword) : len(keyword) + 1] == ":":
            return kind, keyword
    return OTHER, ""


def tag_names(trimmed: str) -> list[str]:
    """The tags of a tag line, as gherkin-official reads them (a tag ends at whitespace)."""
    uncommented = _TAG_COMMENT.split(trimmed.strip(), maxsplit=2)[0]
    names = []
    for item in uncommented.strip().split("@")[1:]:
        tag = f"@{item.strip()}"
        if _TAG_SPACE.search(tag) is not None:
            raise GiveUp  # "A tag may not contain whitespace"
        names.append(tag)
    return names


def cells(line: str, trimmed: str, indent: int, number: int) -> list[Cell]:
    row = trimmed.strip()
    if "\\" in row:  # escapes: let gherkin-official's own splitter read them
        return [
            Cell(Location(c["column"], number), c["text"])
            for c in GherkinLine(line, number).table_cells
        ]
    cells = []
    column = 2 + indent  # the character after the first '|', counted from 1
    parts = row.split("|")
    for part in parts[1:-1]:  # text before the first '|' and after the last one is no cell
        value = part.lstrip()
        cells.append(Cell(Location(column + len(part) - len(value), number), value.rstrip()))
        column += len(part) + 1
    return cells


def description(lines: list[str]) -> str:
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


class PendingExamples:
    __slots__ = ("line", "name", "rows", "tags")

    def __init__(self, name: str, line: int, tags: list[str]):
        self.name = name
        self.line = line
        self.tags = tags
        self.rows: list[Row] = []


def check_width(rows: list[Row]) -> None:
    width = len(rows[0].cells)
    if any(len(row.cells) != width for row in rows):
        raise GiveUp  # "inconsistent cell count within the table"
