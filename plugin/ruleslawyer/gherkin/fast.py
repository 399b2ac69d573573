"""A fast reader for the plain Gherkin that rules libraries are written in.

pytest-bdd's ``FeatureParser`` runs gherkin-official (a token per line through a generated state
machine, an AST of dicts) and then copies that AST into its own objects: about 0.2 ms a scenario,
the largest cost of collecting a big library. This reader walks the lines once and builds the
same pytest-bdd objects directly, in under 0.04 ms: the same fields, line numbers, columns,
descriptions, keywords and even the AST's row ids, so nothing downstream can tell them apart.

It knows the English keywords and the shape of an ordinary feature file. On anything else (a
``# language:`` header, ``Rule:``, a syntax error, two scenarios with one name, a step with both
a table and a doc string) it gives up and returns None, and the caller runs the official parser,
so every error and edge case keeps its exact behaviour. ``tests/test_fastgherkin.py`` checks the
two against each other on the library, on generated files and on mutated ones.
"""

from __future__ import annotations

import re
import textwrap
from collections import OrderedDict

from gherkin.gherkin_line import GherkinLine
from pytest_bdd.gherkin_parser import Cell, DataTable, Location, Row
from pytest_bdd.parser import Background, Examples, Feature, ScenarioTemplate, Step
from pytest_bdd.types import STEP_TYPE_BY_PARSER_KEYWORD


class _GiveUp(Exception):
    """The text needs the official parser."""


# What a line is, decided by its first characters as gherkin-official's token matcher does.
EMPTY, COMMENT, TAG, TABLE, DOC, STEP, FEATURE, BACKGROUND, SCENARIO, EXAMPLES, RULE, OTHER = range(
    12
)

# Step keywords of the English dialect, by first character: (keyword, keyword type, the keyword
# as pytest-bdd writes it). "*" belongs to every kind of step, so its type is "Unknown".
_STEP_KEYWORDS: dict[str, tuple[str, str, str]] = {
    "G": ("Given ", "Context", "Given"),
    "W": ("When ", "Action", "When"),
    "T": ("Then ", "Outcome", "Then"),
    "A": ("And ", "Conjunction", "And"),
    "B": ("But ", "Conjunction", "But"),
    "*": ("* ", "Unknown", "*"),
}
# Title keywords ("Keyword:"), by first letter, in the dialect's order.
_TITLE_KEYWORDS: dict[str, tuple[tuple[str, int], ...]] = {
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

_LANGUAGE = re.compile(r"language", re.IGNORECASE)
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
_HEADS = frozenset({FEATURE_HEAD, BACKGROUND_HEAD, SCENARIO_HEAD, EXAMPLES_HEAD})
# Description states: the line kinds that end a description there; any other line is text.
_TEXT_ENDS: dict[int, frozenset[int]] = {
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
    _TEXT_ENDS[_text] = _TEXT_ENDS[_head]
_TEXT_OF = {
    FEATURE_HEAD: FEATURE_TEXT,
    BACKGROUND_HEAD: BACKGROUND_TEXT,
    SCENARIO_HEAD: SCENARIO_TEXT,
    EXAMPLES_HEAD: EXAMPLES_TEXT,
}
_IN_SCENARIO = frozenset(
    {SCENARIO_HEAD, SCENARIO_TEXT, SCENARIO_STEPS, EXAMPLES_HEAD, EXAMPLES_TEXT, EXAMPLES_TABLE}
)


def parse(text: str, abs_filename: str, rel_filename: str) -> Feature | None:
    """The feature ``FeatureParser`` would build from ``text``, or None to use FeatureParser.

    ``text`` is the file's content decoded as UTF-8, as read in binary (any newlines).
    """
    try:
        return _Reader(abs_filename, rel_filename).read(text)
    except _GiveUp:
        return None


def _kind(trimmed: str) -> tuple[int, str]:
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
    for keyword, kind in _TITLE_KEYWORDS.get(first, ()):
        if trimmed.startswith(keyword) and trimmed[len(keyword) : len(keyword) + 1] == ":":
            return kind, keyword
    return OTHER, ""


def _tag_names(trimmed: str) -> list[str]:
    """The tags of a tag line, as gherkin-official reads them (a tag ends at whitespace)."""
    uncommented = _TAG_COMMENT.split(trimmed.strip(), maxsplit=2)[0]
    names = []
    for item in uncommented.strip().split("@")[1:]:
        tag = f"@{item.strip()}"
        if _TAG_SPACE.search(tag) is not None:
            raise _GiveUp  # "A tag may not contain whitespace"
        names.append(tag)
    return names


def _cells(line: str, trimmed: str, indent: int, number: int) -> list[Cell]:
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


def _description(lines: list[str]) -> str:
    while lines and not lines[-1]:
        lines.pop()
    return "\n".join(lines)


class _PendingExamples:
    __slots__ = ("line", "name", "rows", "tags")

    def __init__(self, name: str, line: int, tags: list[str]):
        self.name = name
        self.line = line
        self.tags = tags
        self.rows: list[Row] = []


class _Reader:
    """One pass over the lines; the ``_end_*`` methods close what a new line ends, in the order
    (and so with the ids) of gherkin-official's AST builder."""

    def __init__(self, abs_filename: str, rel_filename: str) -> None:
        self.abs_filename = abs_filename
        self.rel_filename = rel_filename
        self.next_id = 0
        self.feature: Feature | None = None
        self.feature_tags: list[str] = []
        self.text_lines: list[str] = []
        self.tags: list[str] = []  # tags read, waiting for their Scenario: or Examples:
        # the block (Background or Scenario) being read
        self.block = -1  # BACKGROUND, SCENARIO or -1
        self.block_line = 0
        self.block_keyword = ""
        self.block_name = ""
        self.block_tags: list[str] = []
        self.block_text = ""
        self.steps: list[Step] = []
        self.step_type = ""
        self.step: Step | None = None  # the last step read, while a table or doc string may follow
        self.step_rows: list[Row] | None = None
        self.examples: list[_PendingExamples] = []
        self.examples_ended = 0

    # -- the walk --------------------------------------------------------------------------------
    def read(self, text: str) -> Feature:
        if text.startswith("\ufeff"):
            raise _GiveUp
        if "\r" in text:  # the official parser reads the file with universal newlines
            text = text.replace("\r\n", "\n").replace("\r", "\n")
        lines = text.split("\n")
        if lines[-1] == "":
            lines.pop()  # a final newline ends the last line; it starts none
        state = HEAD
        after_tags = HEAD  # the state the pending tags were read in
        doc: str | None = None  # the open doc string's separator
        doc_indent = 0
        doc_lines: list[str] = []
        number = 0
        for line in lines:
            number += 1
            trimmed = line.lstrip()
            if doc is not None:
                if trimmed.startswith(doc):
                    assert self.step is not None
                    self.step.docstring = textwrap.dedent("\n".join(doc_lines))
                    doc = None
                    continue
                indent = len(line) - len(trimmed)
                content = trimmed if doc_indent > indent else line[doc_indent:]
                if doc == '"""':
                    content = content.replace('\\"\\"\\"', '"""')
                else:
                    content = content.replace("\\`\\`\\`", "```")
                doc_lines.append(content)
                continue
            step = None
            if not trimmed:
                kind, keyword = EMPTY, ""
            else:
                step = _STEP_KEYWORDS.get(trimmed[0])
                if step is not None and trimmed.startswith(step[0]):
                    kind, keyword = STEP, step[0]
                    if state in (SCENARIO_STEPS, BACKGROUND_STEPS):  # the common case
                        self._start_step(step, trimmed, number, len(line) - len(trimmed))
                        continue
                else:
                    kind, keyword = _kind(trimmed)
                    if kind == TABLE and state in (SCENARIO_STEPS, EXAMPLES_TABLE):
                        self._table_row(state, line, trimmed, number)
                        continue
            if kind == RULE:
                raise _GiveUp

            if state in _TEXT_ENDS:
                if kind == EMPTY and state in _HEADS:
                    continue
                if kind not in _TEXT_ENDS[state]:
                    self.text_lines.append(line)
                    state = _TEXT_OF.get(state, state)
                    continue
                if kind == COMMENT:
                    state = _TEXT_OF.get(state, state)
                    continue
                self._end_text(state)
            elif kind in (EMPTY, COMMENT):
                if state == HEAD and kind == COMMENT and _LANGUAGE.search(trimmed):
                    raise _GiveUp  # maybe a "# language:" header
                continue

            if state == HEAD:
                if kind == TAG:
                    self.feature_tags += _tag_names(trimmed)
                elif kind == FEATURE:
                    self._start_feature(keyword, trimmed, number)
                    state = FEATURE_HEAD
                else:
                    raise _GiveUp
                continue
            if state == TAGS:
                if kind == TAG:
                    self.tags += _tag_names(trimmed)
                    continue
                if kind == SCENARIO:
                    self._end_block()
                    self._start_scenario(keyword, trimmed, number)
                    state = SCENARIO_HEAD
                elif kind == EXAMPLES and after_tags in _IN_SCENARIO:
                    self._end_step()
                    self._end_examples()
                    self._start_examples(keyword, trimmed, number)
                    state = EXAMPLES_HEAD
                else:
                    raise _GiveUp  # a Rule's tags, or tags before nothing they can tag
                continue

            if kind == TAG:
                self.tags = _tag_names(trimmed)
                after_tags = state
                state = TAGS
            elif kind == SCENARIO:
                self._end_block()
                self._start_scenario(keyword, trimmed, number)
                state = SCENARIO_HEAD
            elif kind == BACKGROUND and state in (FEATURE_HEAD, FEATURE_TEXT):
                self.block = BACKGROUND
                self.block_line = number
                state = BACKGROUND_HEAD
            elif kind == EXAMPLES and state in _IN_SCENARIO:
                self._end_step()
                self._end_examples()
                self._start_examples(keyword, trimmed, number)
                state = EXAMPLES_HEAD
            elif kind == STEP and state in (
                BACKGROUND_HEAD,
                BACKGROUND_TEXT,
                SCENARIO_HEAD,
                SCENARIO_TEXT,
            ):
                assert step is not None
                self._start_step(step, trimmed, number, len(line) - len(trimmed))
                state = BACKGROUND_STEPS if self.block == BACKGROUND else SCENARIO_STEPS
            elif kind == TABLE and state in (BACKGROUND_STEPS, EXAMPLES_HEAD, EXAMPLES_TEXT):
                self._table_row(state, line, trimmed, number)
                if state != BACKGROUND_STEPS:
                    state = EXAMPLES_TABLE
            elif kind == DOC and state in (BACKGROUND_STEPS, SCENARIO_STEPS):
                assert self.step is not None
                if self.step_rows is not None or self.step.docstring is not None:
                    raise _GiveUp  # a doc string after a table, or a second one
                doc = keyword
                doc_indent = len(line) - len(trimmed)
                doc_lines = []
            else:
                raise _GiveUp  # a line the official parser would refuse here
        if doc is not None or state in (HEAD, TAGS):
            raise _GiveUp  # an open doc string, pending tags, or no Feature: line
        if state in _TEXT_ENDS:
            self._end_text(state)
        self._end_block()
        assert self.feature is not None
        return self.feature

    # -- building --------------------------------------------------------------------------------
    def _table_row(self, state: int, line: str, trimmed: str, number: int) -> None:
        """A table row: of the last step's table, or of the Examples being read."""
        indent = len(line) - len(trimmed)
        row = Row(
            str(self.next_id), Location(indent + 1, number), _cells(line, trimmed, indent, number)
        )
        self.next_id += 1
        if state in (BACKGROUND_STEPS, SCENARIO_STEPS):
            assert self.step is not None
            if self.step.docstring is not None:
                raise _GiveUp  # a table after a doc string
            if self.step_rows is None:
                self.step_rows = []
            self.step_rows.append(row)
        else:
            self.examples[-1].rows.append(row)

    def _start_step(
        self, keyword: tuple[str, str, str], trimmed: str, number: int, indent: int
    ) -> None:
        self._end_step()
        step_type = STEP_TYPE_BY_PARSER_KEYWORD.get(keyword[1])
        if step_type is not None:
            self.step_type = step_type
        elif not self.steps:
            raise _GiveUp  # pytest-bdd refuses a first step of And, But or *
        self.step = Step(
            name=trimmed[len(keyword[0]) :].strip(),
            type=self.step_type,
            indent=indent,
            line_number=number,
            keyword=keyword[2],
        )
        self.steps.append(self.step)

    def _start_feature(self, keyword: str, trimmed: str, number: int) -> None:
        self.feature = Feature(
            scenarios=OrderedDict(),
            keyword=keyword,
            filename=self.abs_filename,
            rel_filename=self.rel_filename,
            name=trimmed[len(keyword) + 1 :].strip(),
            tags={tag.lstrip("@") for tag in self.feature_tags},
            background=None,
            line_number=number,
            description="",
            language="en",
        )

    def _start_scenario(self, keyword: str, trimmed: str, number: int) -> None:
        self.block = SCENARIO
        self.block_keyword = keyword
        self.block_name = trimmed[len(keyword) + 1 :].strip()
        self.block_line = number
        self.block_tags = self.tags
        self.tags = []

    def _start_examples(self, keyword: str, trimmed: str, number: int) -> None:
        self.examples.append(
            _PendingExamples(trimmed[len(keyword) + 1 :].strip(), number, self.tags)
        )
        self.tags = []

    def _end_text(self, state: int) -> None:
        """A description ends: keep it where pytest-bdd keeps one."""
        lines, self.text_lines = self.text_lines, []
        if state in (FEATURE_HEAD, FEATURE_TEXT):
            assert self.feature is not None
            self.feature.description = textwrap.dedent(_description(lines))
        elif state in (SCENARIO_HEAD, SCENARIO_TEXT):
            self.block_text = textwrap.dedent(_description(lines))
        # a Background's and an Examples' descriptions are not kept

    def _end_step(self) -> None:
        step = self.step
        if step is None:
            return
        self.step = None
        rows = self.step_rows
        if rows is not None:
            self.step_rows = None
            _check_width(rows)
            first = rows[0].location
            step.datatable = DataTable(Location(first.column, first.line), rows)
        self.next_id += 1

    def _end_examples(self) -> None:
        for pending in self.examples[self.examples_ended :]:
            if pending.rows:
                _check_width(pending.rows)
            self.next_id += len(pending.tags) + 1
        self.examples_ended = len(self.examples)

    def _end_block(self) -> None:
        self._end_step()
        self._end_examples()
        feature = self.feature
        assert feature is not None
        if self.block == BACKGROUND:
            background = Background(line_number=self.block_line)
            background.steps = self.steps
            for step in background.steps:
                step.background = background
            feature.background = background
            self.next_id += 1
        elif self.block == SCENARIO:
            if self.block_name in feature.scenarios:
                raise _GiveUp  # two scenarios of one name: feature.py's check reports it
            scenario = ScenarioTemplate(
                feature=feature,
                keyword=self.block_keyword,
                name=self.block_name,
                line_number=self.block_line,
                templated=bool(self.examples),
                tags={tag.lstrip("@") for tag in self.block_tags},
                description=self.block_text,
                rule=None,
            )
            for step in self.steps:
                scenario.add_step(step)
            for pending in self.examples:
                if not pending.rows:
                    continue  # pytest-bdd keeps no Examples without a table
                examples = Examples(
                    line_number=pending.line,
                    name=pending.name,
                    tags={tag.lstrip("@") for tag in pending.tags},
                )
                header, *body = pending.rows
                examples.set_param_names([cell.value for cell in header.cells])
                for row in body:
                    examples.add_example([cell.value or "" for cell in row.cells])
                scenario.examples.append(examples)
            feature.scenarios[scenario.name] = scenario
            self.next_id += len(self.block_tags) + 1
        self.block = -1
        self.block_text = ""
        self.block_tags = []
        self.steps = []
        self.step_type = ""
        self.examples = []
        self.examples_ended = 0


def _check_width(rows: list[Row]) -> None:
    width = len(rows[0].cells)
    if any(len(row.cells) != width for row in rows):
        raise _GiveUp  # "inconsistent cell count within the table"
