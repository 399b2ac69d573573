"""Reading .feature files into pytest-bdd's objects, without losing any scenario.

pytest-bdd keeps scenarios in a dict keyed by name, so a second scenario of the same name
silently replaces the first; we check the Gherkin document first and refuse such a file.
An ordinary file is read by :mod:`.fastgherkin` (the same objects, many times faster); anything
it does not know, every error included, goes through pytest-bdd's own parser.
"""

from __future__ import annotations

import difflib
import os
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from pytest_bdd import exceptions as bdd_exceptions
from pytest_bdd.gherkin_parser import Cell, DataTable, GherkinDocument, Location, Row
from pytest_bdd.parser import (
    Feature,
    FeatureParser,
    Scenario,
    ScenarioTemplate,
    Step,
    render_string,
)

from ruleslawyer.gherkin import fast as fastgherkin
from ruleslawyer.gherkin.keywords import BLOCK_KEYWORDS, STEP_KEYWORDS, meant_keyword
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.files import UnreadableInput, read_input
from ruleslawyer.scenario.registry import REGISTRY, StepKind
from ruleslawyer.scenario.step_line import StepLine


class _CheckingParser(FeatureParser):
    def _parse_feature_file(self) -> GherkinDocument:
        try:
            document = super()._parse_feature_file()
        except KeyError:  # pytest-bdd reading a document without a Feature
            document = None
        if document is None or document.feature is None:
            raise ScenarioInputError(
                self.abs_filename,
                1,
                "the feature file is empty: it has no Feature: line",
                word="Feature:",
            )
        seen: dict[str, int] = {}
        children = list(document.feature.children)
        while children:
            child = children.pop(0)
            if child.rule is not None:
                children[:0] = list(child.rule.children)
                continue
            if child.scenario is None:
                continue
            name, line = child.scenario.name, child.scenario.location.line
            if name in seen:
                raise ScenarioInputError(
                    self.abs_filename,
                    line,
                    f"two scenarios are named {name!r}: lines {seen[name]} and {line}; "
                    "give each scenario its own name",
                    word=name,
                )
            seen[name] = line
        return document


def parse_feature(path: Path, rootdir: Path, *, fast: bool = True) -> Feature:
    """Parse ``path``; every problem becomes a :class:`ScenarioInputError` with file and line.
    ``fast=False`` reads every file with pytest-bdd's parser (gherkin-official)."""
    shown = _relative(path, rootdir)
    try:
        text = read_input(path, "feature file")
    except UnreadableInput as exc:
        raise ScenarioInputError(shown, exc.line, exc.reason, word=exc.word) from None
    # A UTF-8 byte order mark (as Windows editors save a file) is no part of the text: the
    # file's first line is still its Feature: line (contract §1: every phrase works verbatim
    # in any .feature file). Both readers drop it.
    text = text.removeprefix("\ufeff")
    if not text.strip():
        raise ScenarioInputError(shown, 1, "the feature file is empty", word="Feature:")
    if not _has_content(text):
        # Only comments, tags or a language line: pytest-bdd's parser fails on it with a bare
        # KeyError, so say what is missing here.
        raise ScenarioInputError(
            shown, 1, "the feature file has no Feature: line, only comments", word="Feature:"
        )
    check_lines(text, shown)
    parser = _CheckingParser(str(path.parent), path.name, encoding="utf-8-sig")
    parser.rel_filename = shown
    feature = fastgherkin.parse(text, parser.abs_filename, shown) if fast else None
    if feature is not None:
        check_outlines(feature, shown)
        return feature
    try:
        feature = parser.parse()
        check_outlines(feature, shown)
        return feature
    except ScenarioInputError as exc:
        raise ScenarioInputError(shown, exc.line, exc.message, exc.word) from None
    except bdd_exceptions.GherkinParseError as exc:
        written = exc.line_content.strip()
        meant = meant_keyword(written)
        if meant is not None:
            raise _misspelt(shown, exc.line, meant) from None
        first = _FIRST_STEP.match(exc.message)
        if first is not None:
            # pytest-bdd gives the step's text without its keyword: the keyword is the fault.
            raise ScenarioInputError(
                shown,
                exc.line,
                "Gherkin syntax error: the first step of a scenario or Background starts with "
                "Given, When or Then, "
                f"not {first[1]}: {first[1]} continues the kind of the step before it",
                word=first[1],
                suggestion="Given",
            ) from None
        raise ScenarioInputError(
            shown, exc.line, f"Gherkin syntax error: {exc.message}", word=written
        ) from None


_FENCES = ('"""', "```")
_OUTLINE_KEYWORDS = ("Scenario Outline", "Scenario Template")
_PLACEHOLDER = re.compile(r"<[^<>\s]+>")


def check_lines(text: str, shown: str) -> None:
    """What the Gherkin parsers get wrong or let through, found line by line (outside doc
    strings): an empty tag ``@`` (pytest cannot make a marker of it), a tag on a Background
    (gherkin-official then speaks of a second Background), and a keyword written a letter wrong
    (gherkin-official reads it as a description, or says only "unexpected token")."""
    fence: str | None = None
    tag_line: tuple[int, str] | None = None
    lines = gherkin_lines(text)
    # Under a Feature or Rule line, before its first child: where Gherkin reads a block line
    # written wrong, and the steps under it, as description, and they vanish.
    heading = False
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if fence is not None:
            fence = None if line.startswith(fence) else fence
            continue
        if line.startswith(_FENCES):
            fence = line[:3]
            continue
        if not line or line.startswith("#"):
            continue
        if line.startswith("@"):
            words = line.split("#", 1)[0].split()
            if any(not word.lstrip("@") for word in words):  # "@", "@@": no name
                raise ScenarioInputError(
                    shown,
                    number,
                    "an empty tag: write a name right after '@' (such as @faq), with no space",
                    word=line,
                )
            tag_line = (number, line)
            continue
        if tag_line is not None and line.startswith("Background:"):
            raise ScenarioInputError(
                shown,
                tag_line[0],
                "a Background takes no tags: put them on the Feature, a Rule or the scenarios "
                f"(line {number} is the Background)",
                word=tag_line[1],
            )
        tag_line = None
        head = line.split(":", 1)[0] if ":" in line else None
        if head in BLOCK_KEYWORDS:
            heading = head in ("Feature", "Rule")
            continue
        block = heading and _steps_follow(lines, number)
        meant = meant_keyword(line, _is_step, block=block)
        if meant is not None:
            raise _misspelt(shown, number, meant)


def _steps_follow(lines: list[str], number: int) -> bool:
    """Whether the first line after line ``number`` that is not blank, a comment or a tag
    starts with a step keyword: a block line written a letter wrong (``Scenaro:``) in a
    Feature's or Rule's description is one only then, since Gherkin reads its steps as
    description too; a description line such as ``Measure: all distances in inches`` is
    followed by more description or by a block. Elsewhere a block line written wrong among
    steps is a Gherkin syntax error, named by the parse error's path."""
    for raw in lines[number:]:
        line = raw.strip()
        if line and not line.startswith(("#", "@")):
            first = line.split(" ", 1)[0]
            return first in STEP_KEYWORDS or first == "*"
    return False


_FIRST_STEP = re.compile(
    r"First step in a scenario or background must start with .*, but got (\S+?)\.?$"
)


def _misspelt(shown: str, line: int, meant: tuple[str, str]) -> ScenarioInputError:
    return ScenarioInputError(
        shown,
        line,
        f"{meant[0]!r} is not a Gherkin keyword (they are case-sensitive): a step starts with "
        "Given, When, Then, And or But, a block with Feature:, Background:, Scenario:, "
        "Scenario Outline:, Examples: or Rule:",
        word=meant[0],
        suggestion=meant[1],
    )


def _is_step(text: str) -> bool:
    return any(REGISTRY.find(kind, text) is not None for kind in ("given", "when", "then"))


def check_outlines(feature: Feature, shown: str) -> None:
    """A Scenario Outline with no Examples rows would run once with ``<unit>`` as a name (and
    could pass); refuse it, naming its line."""
    for template in feature.scenarios.values():
        rows = sum(len(examples.examples) for examples in template.examples)
        if rows:
            _check_placeholders(template, shown)
            continue
        outline = template.keyword.strip() in _OUTLINE_KEYWORDS
        placeholder = next(
            (m[0] for step in template.steps if (m := _PLACEHOLDER.search(step.name))), None
        )
        if outline or placeholder:
            what = "a Scenario Outline" if outline else "a scenario with placeholders"
            missing = "rows under its Examples" if template.examples else "an Examples table"
            raise ScenarioInputError(
                shown,
                template.line_number,
                f"{what} needs {missing}: each row runs the scenario once with its values "
                f"(add Examples: with a header row and at least one row of values)",
                word=placeholder or template.keyword.strip(),
            )


def _check_placeholders(template: ScenarioTemplate, shown: str) -> None:
    """A placeholder that no Examples table has a column for is left as written, ``<unit>``,
    and the scenario runs with it as a name (failing far from the cause, or passing): refuse
    it at its step, naming the columns."""
    for examples in template.examples:
        if not examples.examples:
            continue
        columns = set(examples.example_params)
        for step in template.steps:
            texts = [step.name, step.docstring or ""]
            texts += [
                c.value
                for row in (step.datatable.rows if step.datatable else [])
                for c in row.cells
            ]
            for text in texts:
                for found in _PLACEHOLDER.findall(text):
                    if found[1:-1] not in columns:
                        named = ", ".join(f"<{c}>" for c in examples.example_params)
                        raise ScenarioInputError(
                            shown,
                            step.line_number,
                            f"the placeholder {found} has no column in the Examples table "
                            f"(line {examples.line_number}), whose columns are {named}",
                            word=found,
                            suggestion=_closest_column(found[1:-1], examples.example_params),
                        )


def _closest_column(name: str, columns: list[str]) -> str | None:
    found = difflib.get_close_matches(name, columns, n=1, cutoff=0.3)
    return f"<{found[0]}>" if found else None


def gherkin_lines(text: str) -> list[str]:
    """The lines of a feature file as Gherkin reads them: ended by a newline (or a carriage
    return) only. ``str.splitlines`` also ends a line at a vertical tab, a form feed, NEL,
    U+2028 and other separators, which Gherkin keeps inside the line (inside a comment, say)."""
    return text.replace("\r\n", "\n").replace("\r", "\n").split("\n")


def _has_content(text: str) -> bool:
    return any(
        line.strip() and not line.strip().startswith(("#", "@")) for line in gherkin_lines(text)
    )


def _relative(path: Path, rootdir: Path) -> str:
    try:
        return os.path.relpath(path, rootdir)
    except ValueError:
        return str(path)


@dataclass(frozen=True)
class ScenarioCase:
    """One runnable scenario: a plain Scenario, or one Examples row of an Outline.

    It keeps its steps as :class:`StepLine` s and, only when a pytest-bdd report will read
    them, the template and row to render pytest-bdd's ``Scenario`` from: holding the parsed
    objects for every item of a session cost memory nobody used."""

    steps: tuple[StepLine, ...]
    name: str  # the item name: scenario name, with the row's values for an Outline
    tags: frozenset[str]
    line: int
    description: str  # the scenario's free text, with an Examples row's values filled in
    feature_name: str
    question: str  # the name a reader sees: the row's values filled in where it names them
    template: ScenarioTemplate | None  # None: no pytest-bdd report wants the Scenario
    context: Mapping[str, object]  # the Examples row's values; empty for a plain Scenario
    # An Outline row's Outline: its name, line and description as written (None: a Scenario).
    outline: tuple[str, int, str] | None = None

    @property
    def scenario(self) -> Scenario:
        """The rendered scenario, made anew on each call (only for pytest-bdd's reports)."""
        if self.template is None:
            raise ValueError(f"{self.name!r} was collected without its pytest-bdd Scenario")
        return render(self.template, self.context)


def cases(feature: Feature, keep_scenarios: bool = True) -> list[ScenarioCase]:
    """Every runnable case of ``feature``; ``keep_scenarios`` keeps what pytest-bdd's reports
    need to render their ``Scenario`` (off when no such report is asked for)."""
    found: list[ScenarioCase] = []
    for template in feature.scenarios.values():
        base_tags = frozenset(feature.tags | template.tags)
        if template.rule is not None:
            base_tags |= template.rule.tags
        written = _written_steps(template)
        if not template.templated:
            found.append(_case(template, written, keep_scenarios, {}, template.name, base_tags))
            continue
        repeats: dict[str, int] = {}  # how often each row's values came before
        used: set[str] = set()
        for examples in template.examples:
            for row_number, context in enumerate(examples.as_contexts()):
                values = "-".join(str(v) for v in context.values())
                ident = values
                if ident in used:  # a repeated row: its number in its Examples, as before
                    ident = f"{values}-{row_number}"
                while ident in used:  # repeated in another Examples too: the next free one
                    repeats[values] = repeats.get(values, row_number) + 1
                    ident = f"{values}-{repeats[values]}"
                used.add(ident)
                line = (examples.line_number or template.line_number) + 2 + row_number
                name = f"{template.name}[{ident}]"
                tags = base_tags | examples.tags
                found.append(_case(template, written, keep_scenarios, context, name, tags, line))
    return found


# A template's steps as written: each one's StepLine, with the template's Step when a value of
# an Examples row may change it (a '<' in its text, doc string or table), else None.
_Written = list[tuple[StepLine, Step | None]]


def _written_steps(template: ScenarioTemplate) -> _Written:
    """The steps of ``template`` as :class:`StepLine` s, made once for all of its rows: a step
    with no ``<`` anywhere is the same for every row (pytest-bdd's ``render_string`` replaces
    only ``<name>``), so its rows share one StepLine; the others are filled in row by row
    (:func:`_filled`). A Background's steps (the feature's, or its Rule's) come before the
    Scenario line."""
    at = template.line_number
    written: _Written = []
    for step in template.steps:
        line = to_step_line(step, background=step.line_number < at)
        table = step.datatable
        varies = (
            "<" in step.name
            or (step.docstring is not None and "<" in step.docstring)
            or (table is not None and any("<" in c.value for r in table.rows for c in r.cells))
        )
        written.append((line, step if varies else None))
    return written


def _filled(line: StepLine, step: Step, context: Mapping[str, object]) -> StepLine:
    """``line`` with an Examples row's values filled in, as :func:`render` fills in ``step``."""

    def text(value: str) -> str:
        return render_string(value, context) if "<" in value else value

    table = line.datatable
    if step.datatable is not None:
        table = tuple(tuple(text(c.value) for c in row.cells) for row in step.datatable.rows)
    docstring = step.docstring
    return StepLine(
        line.kind,
        line.keyword,
        text(step.name),
        line.line,
        table,
        text(docstring) if docstring is not None else None,
        line.background,
        line.table_lines,
    )


def _case(
    template: ScenarioTemplate,
    written: _Written,
    keep: bool,
    context: Mapping[str, object],
    name: str,
    tags: frozenset[str],
    line: int | None = None,
) -> ScenarioCase:
    description = template.description or ""
    if context:
        steps = tuple(s if step is None else _filled(s, step, context) for s, step in written)
    else:  # with no values, pytest-bdd's render_string gives every "<name>" back unchanged
        steps = tuple(s for s, _ in written)
    return ScenarioCase(
        steps,
        name,
        tags,
        template.line_number if line is None else line,
        render_string(description, context) if context else description,
        template.feature.name,
        # the question: an Outline row's values filled in, never an id
        render_string(template.name, context) if context else template.name,
        template if keep else None,
        context,
        (template.name, template.line_number, description) if template.templated else None,
    )


def render(template: ScenarioTemplate, context: Mapping[str, object]) -> Scenario:
    """``template.render(context)``, the same Scenario, without its ``copy.deepcopy`` of every
    data table: that copy took most of the time a large library spent in :func:`cases`.
    ``tests/gherkin/test_fast_reader.py`` checks the two give equal objects."""

    def text(value: str) -> str:
        # With no values, pytest-bdd's render_string gives every "<name>" back unchanged.
        return render_string(value, context) if context else value

    steps = [
        Step(
            name=text(step.name),
            type=step.type,
            indent=step.indent,
            line_number=step.line_number,
            keyword=step.keyword,
            datatable=_render_table(step.datatable, text) if step.datatable else None,
            docstring=text(step.docstring) if step.docstring is not None else None,
        )
        for step in template.steps
    ]
    return Scenario(
        feature=template.feature,
        keyword=template.keyword,
        name=text(template.name),
        line_number=template.line_number,
        steps=steps,
        tags=template.tags,
        description=template.description,
        rule=template.rule,
    )


def _render_table(table: DataTable, text: Callable[[str], str]) -> DataTable:
    def at(location: Location) -> Location:
        return Location(location.column, location.line)

    return DataTable(
        at(table.location),
        [
            Row(row.id, at(row.location), [Cell(at(c.location), text(c.value)) for c in row.cells])
            for row in table.rows
        ],
    )


def step_lines(scenario: Scenario) -> list[StepLine]:
    return [to_step_line(step) for step in scenario.steps]


def to_step_line(step: Step, background: bool = False) -> StepLine:
    table = None
    lines: tuple[int, ...] = ()
    if step.datatable is not None:
        table = tuple(tuple(cell.value for cell in row.cells) for row in step.datatable.rows)
        lines = tuple(row.location.line for row in step.datatable.rows)
    kind: StepKind = "given"
    if step.type == "when":
        kind = "when"
    elif step.type == "then":
        kind = "then"
    return StepLine(
        kind,
        step.keyword.strip(),
        step.name,
        step.line_number,
        table,
        step.docstring,
        background,
        lines,
    )
