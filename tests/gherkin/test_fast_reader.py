"""The collection speed-ups of issue 6 change nothing a user can see.

The fast Gherkin reader gives the objects pytest-bdd's FeatureParser gives, or falls back to it;
``feature.render`` gives what ``ScenarioTemplate.render`` gives; Hypothesis is not imported
until a property scenario runs. Every comparison is of a full structural dump: every attribute
of every object reachable from the Feature (row ids and cell columns included), with shared
objects (a step's scenario, its background) recorded as references, so the two must agree in
shape as well as in values.
"""

from __future__ import annotations

import dataclasses
import os
import subprocess
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from pytest_bdd.parser import Feature, FeatureParser

from ruleslawyer.gherkin import fast as fastgherkin
from ruleslawyer.gherkin.reader import cases, parse_feature, render, step_lines
from ruleslawyer.scenario.errors import ScenarioInputError

ROOT = Path(__file__).resolve().parents[2]
LIBRARY: list[Path] = sorted((ROOT / "scenarios").rglob("*.feature")) + sorted(
    (ROOT.parent / "shared" / "examples").rglob("*.feature")
)


# -- comparing -----------------------------------------------------------------------------------
# Where a value was met: "feature" (or "known"), or (where its container was met, how it is
# reached from there: 0 for ``[i]``, 1 for ``[key!r]``, 2 for ``.name``, and the index, key or
# name). Spelt out only for a reference, the one place a dump shows it.
_Path = str | tuple["_Path", int, object]


def _spelt(path: _Path) -> str:
    """The path as text: ``feature.scenarios['A'].steps[0]``."""
    pieces: list[str] = []
    while isinstance(path, tuple):
        path, how, key = path
        pieces.append(f"[{key}]" if how == 0 else f"[{key!r}]" if how == 1 else f".{key}")
    return path + "".join(reversed(pieces))


def _class_of(value: object) -> tuple[str, tuple[str, ...]]:
    """The full name of ``value``'s class, and its dataclass fields' names (none for a class
    that is not a dataclass): read once for each class."""
    cls = type(value)
    if cls not in _CLASSES:
        names = dataclasses.fields(cls) if dataclasses.is_dataclass(cls) else ()
        _CLASSES[cls] = (cls.__module__ + "." + cls.__qualname__, tuple(f.name for f in names))
    return _CLASSES[cls]


_CLASSES: dict[type, tuple[str, tuple[str, ...]]] = {}
_PLAIN = (str, int, float, bool)


def dump(root: object, known: object = None) -> object:
    """Everything reachable from ``root`` as plain data; an object met twice is a reference.
    ``known`` (an object both sides must reach as the very same one) is a reference from the
    start: ``("ref", "known")``, its contents not walked."""
    seen: dict[int, _Path] = {} if known is None else {id(known): "known"}
    keep: list[object] = [known]  # keeps every dumped object alive, so no id is reused

    def walk(value: object, path: _Path) -> object:
        if value is None or isinstance(value, _PLAIN):
            return value
        if isinstance(value, set | frozenset):
            return ("set", sorted(walk(v, path) for v in value))  # type: ignore[type-var]
        # (a plain value is its own dump: kept as it is here, without a call for each one)
        if isinstance(value, list | tuple):
            return (
                type(value).__name__,
                [
                    v if v is None or isinstance(v, _PLAIN) else walk(v, (path, 0, i))
                    for i, v in enumerate(value)
                ],
            )
        if id(value) in seen:
            return ("ref", _spelt(seen[id(value)]))
        seen[id(value)] = path
        keep.append(value)
        if isinstance(value, dict):
            items = list(value.items())
            return (
                type(value).__name__,
                [
                    (k, v if v is None or isinstance(v, _PLAIN) else walk(v, (path, 1, k)))
                    for k, v in items
                ],
            )
        fields = dict(vars(value))
        spelt, field_names = _class_of(value)
        # a field left at its class default is still part of the object
        for name in field_names:
            fields.setdefault(name, getattr(value, name))
        return (
            spelt,
            [
                (
                    k,
                    v
                    if (v := fields[k]) is None or isinstance(v, _PLAIN)
                    else walk(v, (path, 2, k)),
                )
                for k in sorted(fields)
            ],
        )

    return walk(root, "feature")


def official(path: Path, rel_filename: str) -> Feature:
    parser = FeatureParser(str(path.parent), path.name)
    parser.rel_filename = rel_filename
    return parser.parse()


def fast(path: Path, rel_filename: str) -> Feature | None:
    parser = FeatureParser(str(path.parent), path.name)
    text = path.read_bytes().decode("utf-8")
    return fastgherkin.parse(text, parser.abs_filename, rel_filename)


def check_same_or_fallback(text: str, newline: str = "\n") -> bool:
    """Parse ``text`` both ways from a real file; True when the fast reader gave a result."""
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "some.feature"
        path.write_bytes(text.replace("\n", newline).encode("utf-8"))
        ours = fast(path, "some.feature")
        try:
            theirs = official(path, "some.feature")
        except Exception:
            assert ours is None, "the official parser refused a file the fast reader accepted"
            return False
        if ours is not None:
            assert dump(ours) == dump(theirs)
        check_render(theirs)
        return ours is not None


def check_render(feature: Feature) -> None:
    """feature.render() builds the Scenario that pytest-bdd's ScenarioTemplate.render does."""
    for template in feature.scenarios.values():
        contexts: list[dict[str, str]] = [{}]
        if template.templated:
            contexts = [c for examples in template.examples for c in examples.as_contexts()]
        for context in contexts:
            # Both renders point at this feature: walking all of it again for each rendered
            # row (a file's every scenario, once per row) was most of this test's time. It is
            # compared once by the caller; here each side must reach the very same object.
            ours, theirs = render(template, context), template.render(context)
            assert dump(ours, feature) == dump(theirs, feature)
    check_case_steps(feature)


def check_case_steps(feature: Feature) -> None:
    """Each case's steps (made from the template's steps once, each row filling in only the
    steps its values can change) are the step lines of pytest-bdd's rendered Scenario, with a
    Background's steps marked."""
    found = iter(cases(feature, keep_scenarios=False))
    for template in feature.scenarios.values():
        contexts: list[dict[str, str]] = [{}]
        if template.templated:
            contexts = [c for examples in template.examples for c in examples.as_contexts()]
        for context in contexts:
            expected = tuple(
                dataclasses.replace(s, background=True) if s.line < template.line_number else s
                for s in step_lines(template.render(context))
            )
            assert next(found).steps == expected
    assert next(found, None) is None


# -- the library ---------------------------------------------------------------------------------
@pytest.mark.slow  # a whole-library pass: every .feature of scenarios/, against the official parser
@pytest.mark.parametrize("path", LIBRARY, ids=lambda p: f"{p.parent.name}/{p.name}")
def test_every_library_file_reads_fast_and_the_same(path: Path) -> None:
    rel = os.path.relpath(path, ROOT)
    ours = fast(path, rel)
    # A library file on the slow path (Rule:, a language header) costs its collection time
    # several times over: teach fastgherkin the construct, or accept the cost here knowingly.
    assert ours is not None, "this library file needs pytest-bdd's slower parser"
    theirs = official(path, rel)
    assert dump(ours) == dump(theirs)
    check_render(theirs)


def test_the_dump_sees_a_difference() -> None:
    path = next(p for p in LIBRARY if "Examples:" in p.read_text(encoding="utf-8"))
    ours = fast(path, "x")
    assert ours is not None
    before = dump(ours)
    template = next(t for t in ours.scenarios.values() if t.examples)
    template.examples[0].examples[0] = [*template.examples[0].examples[0][:-1], "changed"]
    assert dump(ours) != before
    step = next(s for t in ours.scenarios.values() for s in t._steps if s.datatable)
    assert step.datatable is not None
    step.datatable.rows[0].id = "changed"
    assert dump(ours) != dump(official(path, "x"))


def test_a_row_fills_in_only_the_steps_its_values_change(tmp_path: Path) -> None:
    """An Outline's placeholders in a step's text, doc string and table cells are filled in
    for each row; a step with none is one StepLine shared by every row (made once)."""
    path = tmp_path / "outline.feature"
    path.write_text(
        "Feature: F\n"
        "  Background:\n"
        "    Given a unit <unit>\n"
        "  Scenario Outline: O\n"
        '    Given the board:\n      """\n      oc: <oc>\n      """\n'
        "    And the table:\n      | STARTS | <when> |\n"
        "    When nothing happens\n"
        "    Then <unit> is <what>\n"
        "    Examples:\n"
        "      | unit | oc | when | what |\n"
        "      | A    | 1  | now  | fine |\n"
        "      | B    | 2  | then | <x>  |\n",
        encoding="utf-8",
    )
    feature = parse_feature(path, tmp_path)
    check_case_steps(feature)
    first, second = cases(feature, keep_scenarios=False)
    assert [s.text for s in second.steps] == [
        "a unit B",
        "the board:",
        "the table:",
        "nothing happens",
        "B is <x>",
    ]
    assert second.steps[0].background and not second.steps[1].background
    assert second.steps[1].docstring == "oc: 2"
    assert second.steps[2].datatable == (("STARTS", "then"),)
    assert first.steps[3] is second.steps[3]  # no placeholder: one StepLine for every row
    assert first.steps[2] is not second.steps[2]


# -- parse_feature keeps its errors --------------------------------------------------------------
def _write(tmp_path: Path, text: bytes) -> Path:
    path = tmp_path / "bad.feature"
    path.write_bytes(text)
    return path


@pytest.mark.parametrize(
    ("text", "words"),
    [
        (b"", ["empty"]),
        (b"\n  \n", ["empty"]),
        (
            b"Feature: F\n  Scenario: S\n    Given x\n  Scenario: S\n    Given y\n",
            ["lines 2 and 4"],
        ),
        (b"Feature: F\n  Scenario: S\n    And x\n", ["Gherkin syntax error"]),
        (b"Feature: F\n  Scenario: S\n    Given x\n    some text\n", ["Gherkin syntax error"]),
        (b"Feature: F\n  Rule: R\n    Scenario: S\n      Given x\n    Scenario: S\n", ["named"]),
        (b"Feature: F\n  Scenario: \xff\n", ["not UTF-8", ":2"]),
    ],
)
def test_parse_feature_errors_are_unchanged(tmp_path: Path, text: bytes, words: list[str]) -> None:
    path = _write(tmp_path, text)
    with pytest.raises(ScenarioInputError) as caught:
        parse_feature(path, tmp_path)
    for word in words:
        assert word in caught.value.render()


def test_parse_feature_takes_the_fast_path(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(self: FeatureParser) -> Feature:
        raise AssertionError("the official parser ran")

    monkeypatch.setattr(FeatureParser, "parse", refuse)
    path = _write(tmp_path, b"Feature: F\n  Scenario: S\n    Given x\n")
    feature = parse_feature(path, tmp_path)
    assert list(feature.scenarios) == ["S"]
    assert feature.rel_filename == "bad.feature"


def test_a_rule_falls_back_and_keeps_rule_tags(tmp_path: Path) -> None:
    text = b"Feature: F\n  @slow\n  Rule: R\n    Scenario: S\n      Given x\n"
    path = _write(tmp_path, text)
    assert fast(path, "bad.feature") is None
    template = parse_feature(path, tmp_path).scenarios["S"]
    assert template.rule is not None and template.rule.tags == {"slow"}


# -- generated files ---------------------------------------------------------------------------
SPACE = st.sampled_from(["", " ", "  ", "    ", "\t", " \t"])
WORDS = st.sampled_from(
    [
        "a",
        "unit",
        '"Squad"',
        "<roll>",
        "<after>",
        "is",
        "battle-shocked",
        "CP",
        "10",
        "#",
        "@",
        "x:",
        "Given",
        "|",
        "\\|",
        "é",
        "Scenario",
        "\u00a0",
        '"""',
    ]
)
PHRASE = st.lists(WORDS, min_size=0, max_size=6).map(" ".join)
NAME = st.lists(WORDS, min_size=0, max_size=4).map(" ".join)
CELL = st.sampled_from(["", "a", " b ", "<roll>", "x\\|y", "\\n", "\\\\", "a\\b", "  ", "é"])


TAGS = ["@faq", "@slow", "@max_examples:5", "@a-b"]


@st.composite
def tag_lines(draw: st.DrawFn, indent: str) -> list[str]:
    lines = []
    for _ in range(draw(st.integers(0, 2))):
        tags = draw(st.lists(st.sampled_from(TAGS), min_size=1, max_size=3))
        comment = draw(st.sampled_from(["", " # why", "  #x"]))
        lines.append(indent + " ".join(tags) + comment)
    return lines


@st.composite
def table(draw: st.DrawFn, indent: str, width: int | None = None) -> list[str]:
    width = width or draw(st.integers(1, 3))
    rows = []
    for _ in range(draw(st.integers(1, 4))):
        cells = draw(st.lists(CELL, min_size=width, max_size=width))
        end = draw(st.sampled_from(["|", "|", "| ", "|\t", "| junk"]))
        rows.append(indent + "|" + "|".join(f" {c} " for c in cells) + end)
    return rows


@st.composite
def doc_string(draw: st.DrawFn, indent: str) -> list[str]:
    sep = draw(st.sampled_from(['"""', "```"]))
    media = draw(st.sampled_from(["", "yaml", " text"]))
    body = draw(
        st.lists(
            st.tuples(st.sampled_from(["", " ", "  ", "    ", "\t"]), PHRASE).map("".join),
            max_size=4,
        )
    )
    escaped = draw(st.sampled_from(["", '\\"\\"\\"', "\\`\\`\\`"]))
    if escaped:
        body.append(indent + escaped)
    close = draw(st.sampled_from(["", " trailing"]))
    return [indent + sep + media, *(indent + line for line in body), indent + sep + close]


@st.composite
def steps(draw: st.DrawFn, indent: str, first: bool = True) -> list[str]:
    lines = []
    for i in range(draw(st.integers(0, 5))):
        keywords = ["Given", "When", "Then"] if i == 0 and first else ["And", "But", "*", "When"]
        keyword = draw(st.sampled_from(keywords))
        lines.append(indent + keyword + draw(st.sampled_from([" ", "  "])) + draw(PHRASE))
        arg = draw(st.sampled_from(["", "", "table", "doc"]))
        if arg == "table":
            lines += draw(table(indent + "  "))
        elif arg == "doc":
            lines += draw(doc_string(indent + draw(st.sampled_from(["", "  ", "    "]))))
        lines += draw(st.sampled_from([[], [""], ["# c"], [indent + "# note"], ["   "]]))
    return lines


DESCRIPTION_LINE = st.sampled_from(
    [
        "",
        "   ",
        "Some words about it.",
        "  indented more",
        "# a comment",
        "Given a phrase in a description",
        "| a | table |",
        '"""',
        "Examples: not quite",
        "Background: no",
        "Feature: not again",
        "\u00a0odd space",
        "\t tab",
    ]
)


@st.composite
def description(draw: st.DrawFn, indent: str) -> list[str]:
    lines = draw(st.lists(DESCRIPTION_LINE, max_size=4))
    return [indent + line if line.strip() else line for line in lines]


@st.composite
def feature_texts(draw: st.DrawFn) -> str:
    """A feature file in the shape the library uses, with its variations."""
    lines: list[str] = draw(st.sampled_from([[], ["# a comment"], ["", "# c", ""]]))
    lines += draw(tag_lines(""))
    keyword = draw(st.sampled_from(["Feature", "Feature", "Business Need", "Ability"]))
    lines.append(f"{keyword}:{draw(st.sampled_from(['', ' ', '  ']))}{draw(NAME)}")
    lines += draw(description("  "))
    if draw(st.booleans()):
        lines += draw(st.sampled_from([[], [""]]))
        lines.append("  Background:" + draw(st.sampled_from(["", " setup"])))
        lines += draw(description("    "))
        lines += draw(steps("    "))
    for i in range(draw(st.integers(0, 4))):
        lines += draw(st.sampled_from([[], [""], ["", "  # section"]]))
        lines += draw(tag_lines("  "))
        outline = draw(st.booleans())
        keyword = draw(
            st.sampled_from(
                ["Scenario Outline", "Scenario Template"] if outline else ["Scenario", "Example"]
            )
        )
        lines.append(f"  {keyword}: {draw(NAME)} {i}")
        lines += draw(description("    "))
        lines += draw(steps("    "))
        if outline:
            for _ in range(draw(st.integers(0, 2))):
                lines += draw(st.sampled_from([[], [""]]))
                lines += draw(tag_lines("    "))
                lines.append("    " + draw(st.sampled_from(["Examples:", "Scenarios:"])) + " ")
                lines += draw(description("      "))
                if draw(st.integers(0, 4)):
                    lines += draw(table("      ", width=draw(st.integers(1, 3))))
    end = draw(st.sampled_from(["\n", "", "\n\n", "\n  \n"]))
    return "\n".join(lines) + end


JUNK = [
    "",
    "   ",
    "# language: fr",
    "#language:en",
    "Rule: a rule",
    "  Background:",
    "  Scenario: again",
    "    Examples:",
    "      | a |",
    "      | a | b |",
    '      """',
    "      ```",
    "    And then",
    "    * star",
    "    Given",
    "@tag",
    "  @a b",
    "  @t # c",
    "Feature: two",
    "plain words",
    "\ufeff",
    "\r",
    "\\",
    "@",
    "  Example: e",
    "  Scenario Outline: o <a>",
    "    Scenarios:",
    "Ability: a",
    "    Given <a>",
    "      | <a> | \\| |",
]


@st.composite
def mutated_texts(draw: st.DrawFn) -> str:
    """A library file, or a generated one, with a few lines changed."""
    if draw(st.booleans()):
        text = draw(st.sampled_from(LIBRARY)).read_text(encoding="utf-8")
    else:
        text = draw(feature_texts())
    lines = text.split("\n")
    for _ in range(draw(st.integers(1, 4))):
        i = draw(st.integers(0, len(lines) - 1))
        change = draw(st.sampled_from(["delete", "duplicate", "swap", "junk", "cut", "indent"]))
        if change == "delete" and len(lines) > 1:
            del lines[i]
        elif change == "duplicate":
            lines.insert(i, lines[i])
        elif change == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif change == "junk":
            lines.insert(i, draw(st.sampled_from(JUNK) | st.text(max_size=10)))
        elif change == "cut":
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
        else:
            lines[i] = draw(SPACE) + lines[i].lstrip()
    return "\n".join(lines)


DIFFERENTIAL = settings(
    max_examples=200,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@pytest.mark.slow  # a long Hypothesis run
@DIFFERENTIAL
@given(feature_texts(), st.sampled_from(["\n", "\r\n", "\r"]))
@example("Feature: F\n  Scenario: S\n    Given x\n      | a \\| b | \\n |\n", "\n")
@example('Feature: F\n  Scenario: S\n    Given x\n      """\n  less\n\n      """\n', "\n")
def test_generated_files_read_the_same(text: str, newline: str) -> None:
    check_same_or_fallback(text, newline)


@pytest.mark.slow  # a long Hypothesis run
@DIFFERENTIAL
@given(mutated_texts())
def test_mutated_files_read_the_same_or_fall_back(text: str) -> None:
    check_same_or_fallback(text)


def _library_shapes() -> Iterator[str]:
    yield "Feature: F\n  Scenario: S\n    Given x\n"
    yield "@a\nFeature: F\n  d\n\n  Background:\n    Given b\n  @t\n  Scenario: S\n    When x\n"
    yield (
        "Feature: F\n  Scenario Outline: S\n    Given <a>\n\n    @e\n    Examples: E\n"
        "      | a |\n      | 1 |\n      | 2 |\n\n    Examples:\n      | a |\n      | 3 |\n"
    )
    yield 'Feature: F\n  Scenario: S\n    Given the board:\n      """yaml\n      u: 1\n      """\n'


@pytest.mark.parametrize("text", list(_library_shapes()))
def test_the_shapes_the_library_uses_never_fall_back(text: str) -> None:
    assert check_same_or_fallback(text)


# -- Hypothesis is imported only for a property scenario -----------------------------------------
@pytest.mark.slow  # starts another process (subprocess)
def test_the_plugin_imports_no_hypothesis() -> None:
    code = (
        "import sys, ruleslawyer.pytest_plugin.hooks, ruleslawyer.pytest_plugin.items, "
        "ruleslawyer.pytest_plugin.options, "
        "ruleslawyer.pytest_plugin.bdd, ruleslawyer.steps; print('hypothesis' in sys.modules)"
    )
    found = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert found.stdout.strip() == "False"
