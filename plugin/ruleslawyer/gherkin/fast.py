"""A fast reader for the plain Gherkin that rules libraries are written in.

pytest-bdd's ``FeatureParser`` runs gherkin-official (a token per line through a generated state
machine, an AST of dicts) and then copies that AST into its own objects: about 0.2 ms a scenario,
the largest cost of collecting a big library. This reader walks the lines once and builds the
same pytest-bdd objects directly, in under 0.04 ms: the same fields, line numbers, columns,
descriptions, keywords and even the AST's row ids, so nothing downstream can tell them apart.

It knows the English keywords and the shape of an ordinary feature file. On anything else (a
``# language:`` header, ``Rule:``, a syntax error, two scenarios with one name, a step with both
a table and a doc string) it gives up and returns None, and the caller runs the official parser,
so every error and edge case keeps its exact behaviour. ``tests/gherkin/test_fast_reader.py``
checks the two against each other on the library, on generated files and on mutated ones.
"""

from __future__ import annotations

import textwrap
from collections import OrderedDict

from pytest_bdd.gherkin_parser import DataTable, Location, Row
from pytest_bdd.parser import Background, Examples, Feature, ScenarioTemplate, Step
from pytest_bdd.types import STEP_TYPE_BY_PARSER_KEYWORD

from ruleslawyer.gherkin.fast_lines import (
    BACKGROUND,
    BACKGROUND_HEAD,
    BACKGROUND_STEPS,
    BACKGROUND_TEXT,
    COMMENT,
    DOC,
    EMPTY,
    EXAMPLES,
    EXAMPLES_HEAD,
    EXAMPLES_TABLE,
    EXAMPLES_TEXT,
    FEATURE,
    FEATURE_HEAD,
    FEATURE_TEXT,
    HEAD,
    HEADS,
    IN_SCENARIO,
    LANGUAGE,
    RULE,
    SCENARIO,
    SCENARIO_HEAD,
    SCENARIO_STEPS,
    SCENARIO_TEXT,
    STEP,
    STEP_KEYWORDS,
    TABLE,
    TAG,
    TAGS,
    TEXT_ENDS,
    TEXT_OF,
    GiveUp,
    PendingExamples,
    cells,
    check_width,
    description,
    line_kind,
    tag_names,
)


def parse(text: str, abs_filename: str, rel_filename: str) -> Feature | None:
    """The feature ``FeatureParser`` would build from ``text``, or None to use FeatureParser.

    ``text`` is the file's content decoded as UTF-8, as read in binary (any newlines).
    """
    try:
        return _Reader(abs_filename, rel_filename).read(text)
    except GiveUp:
        return None


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
        self.examples: list[PendingExamples] = []
        self.examples_ended = 0

    # -- the walk --------------------------------------------------------------------------------
    def read(self, text: str) -> Feature:
        if text.startswith("\ufeff"):
            raise GiveUp
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
                step = STEP_KEYWORDS.get(trimmed[0])
                if step is not None and trimmed.startswith(step[0]):
                    kind, keyword = STEP, step[0]
                    if state in (SCENARIO_STEPS, BACKGROUND_STEPS):  # the common case
                        self._start_step(step, trimmed, number, len(line) - len(trimmed))
                        continue
                else:
                    kind, keyword = line_kind(trimmed)
                    if kind == TABLE and state in (SCENARIO_STEPS, EXAMPLES_TABLE):
                        self._table_row(state, line, trimmed, number)
                        continue
            if kind == RULE:
                raise GiveUp

            if state in TEXT_ENDS:
                if kind == EMPTY and state in HEADS:
                    continue
                if kind not in TEXT_ENDS[state]:
                    self.text_lines.append(line)
                    state = TEXT_OF.get(state, state)
                    continue
                if kind == COMMENT:
                    state = TEXT_OF.get(state, state)
                    continue
                self._end_text(state)
            elif kind in (EMPTY, COMMENT):
                if state == HEAD and kind == COMMENT and LANGUAGE.search(trimmed):
                    raise GiveUp  # maybe a "# language:" header
                continue

            if state == HEAD:
                if kind == TAG:
                    self.feature_tags += tag_names(trimmed)
                elif kind == FEATURE:
                    self._start_feature(keyword, trimmed, number)
                    state = FEATURE_HEAD
                else:
                    raise GiveUp
                continue
            if state == TAGS:
                if kind == TAG:
                    self.tags += tag_names(trimmed)
                    continue
                if kind == SCENARIO:
                    self._end_block()
                    self._start_scenario(keyword, trimmed, number)
                    state = SCENARIO_HEAD
                elif kind == EXAMPLES and after_tags in IN_SCENARIO:
                    self._end_step()
                    self._end_examples()
                    self._start_examples(keyword, trimmed, number)
                    state = EXAMPLES_HEAD
                else:
                    raise GiveUp  # a Rule's tags, or tags before nothing they can tag
                continue

            if kind == TAG:
                self.tags = tag_names(trimmed)
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
            elif kind == EXAMPLES and state in IN_SCENARIO:
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
                    raise GiveUp  # a doc string after a table, or a second one
                doc = keyword
                doc_indent = len(line) - len(trimmed)
                doc_lines = []
            else:
                raise GiveUp  # a line the official parser would refuse here
        if doc is not None or state in (HEAD, TAGS):
            raise GiveUp  # an open doc string, pending tags, or no Feature: line
        if state in TEXT_ENDS:
            self._end_text(state)
        self._end_block()
        assert self.feature is not None
        return self.feature

    # -- building --------------------------------------------------------------------------------
    def _table_row(self, state: int, line: str, trimmed: str, number: int) -> None:
        """A table row: of the last step's table, or of the Examples being read."""
        indent = len(line) - len(trimmed)
        row = Row(
            str(self.next_id), Location(indent + 1, number), cells(line, trimmed, indent, number)
        )
        self.next_id += 1
        if state in (BACKGROUND_STEPS, SCENARIO_STEPS):
            assert self.step is not None
            if self.step.docstring is not None:
                raise GiveUp  # a table after a doc string
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
            raise GiveUp  # pytest-bdd refuses a first step of And, But or *
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
            PendingExamples(trimmed[len(keyword) + 1 :].strip(), number, self.tags)
        )
        self.tags = []

    def _end_text(self, state: int) -> None:
        """A description ends: keep it where pytest-bdd keeps one."""
        lines, self.text_lines = self.text_lines, []
        if state in (FEATURE_HEAD, FEATURE_TEXT):
            assert self.feature is not None
            self.feature.description = textwrap.dedent(description(lines))
        elif state in (SCENARIO_HEAD, SCENARIO_TEXT):
            self.block_text = textwrap.dedent(description(lines))
        # a Background's and an Examples' descriptions are not kept

    def _end_step(self) -> None:
        step = self.step
        if step is None:
            return
        self.step = None
        rows = self.step_rows
        if rows is not None:
            self.step_rows = None
            check_width(rows)
            first = rows[0].location
            step.datatable = DataTable(Location(first.column, first.line), rows)
        self.next_id += 1

    def _end_examples(self) -> None:
        for pending in self.examples[self.examples_ended :]:
            if pending.rows:
                check_width(pending.rows)
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
                raise GiveUp  # two scenarios of one name: feature.py's check reports it
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
