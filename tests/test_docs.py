"""The docs cannot drift from the code: the phrase reference is generated from the step
registry, and the language guide has an entry for every step and none for a step that is gone."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from ruleslawyer.scenario import docgen
from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind

ROOT = Path(__file__).resolve().parent.parent
DOCS = ROOT / "docs"
ROW = re.compile(r"^\| `(?P<phrase>(?:Given|When|Then) [^`]*)`[^|]* \| (?P<examples>.*) \|$")
KINDS: dict[str, StepKind] = {"Given": "given", "When": "when", "Then": "then"}


def _steps() -> list[StepDef]:
    importlib.import_module("ruleslawyer.steps")
    return list(REGISTRY)


def _first_example(cell: str) -> tuple[StepKind, str] | None:
    found = re.search(r"`((?:Given|When|Then) [^`]*)`", cell)
    if found is None:
        return None
    keyword, _, text = found[1].partition(" ")
    return KINDS[keyword], text.replace("\\|", "|")


def _guide_examples() -> list[tuple[int, StepKind, str]]:
    rows = []
    for number, line in enumerate((DOCS / "language.md").read_text().splitlines(), start=1):
        match = ROW.match(line)
        if match:
            example = _first_example(match["examples"])
            assert example is not None, f"language.md:{number} has a phrase and no example"
            rows.append((number, *example))
    return rows


def test_the_phrase_reference_is_generated_from_the_registry() -> None:
    committed = (DOCS / "phrases.md").read_text(encoding="utf-8")
    assert committed == docgen.render(), (
        "docs/phrases.md is stale: run python -m ruleslawyer.scenario.docgen > docs/phrases.md"
    )


def test_every_step_has_an_example_that_it_matches() -> None:
    for step in _steps():
        assert step.example, f"{step.template!r} has no example"
        keyword, _, text = step.example.splitlines()[0].partition(" ")
        found = REGISTRY.find(KINDS[keyword], text)
        assert found is not None and found[0] is step, f"{step.example!r} is not {step.template!r}"


def test_every_entry_of_the_language_guide_names_a_step() -> None:
    for number, kind, text in _guide_examples():
        assert REGISTRY.find(kind, text) is not None, f"docs/language.md:{number}: {text!r}"


def test_every_step_has_an_entry_in_the_language_guide() -> None:
    covered = set()
    for _, kind, text in _guide_examples():
        found = REGISTRY.find(kind, text)
        if found is not None:
            covered.add(id(found[0]))
    missing = [f"{s.kind} {s.phrase}" for s in _steps() if id(s) not in covered]
    assert not missing, f"docs/language.md has no entry for: {missing}"


# -- docs a new user reads first (issue 41, item 14) ----------------------------------------------
def test_getting_started_names_every_library_folder() -> None:
    text = (DOCS / "getting-started.md").read_text(encoding="utf-8")
    folders = sorted(p.name for p in (ROOT / "scenarios").iterdir() if p.is_dir())
    assert len(folders) >= 11
    missing = [folder for folder in folders if f"`{folder}/`" not in text]
    assert missing == [], f"docs/getting-started.md does not list {missing}"


def test_the_outcomes_interpretations_says_a_scenario_states_are_phrases() -> None:
    """The 'What the rules core does not model' paragraph shows what a scenario states, as
    the end of a Given step about a unit: each must be one (an area is not quoted)."""
    _steps()
    text = (DOCS / "interpretations.md").read_text(encoding="utf-8")
    said = text.split("## What the rules core does not model", 1)[1].split(":\n", 1)[0]
    shown = re.findall(r"`([^`]+)`", said)
    assert len(shown) >= 3, said
    for example in shown:
        assert REGISTRY.find("given", f'"Squad" {example}') is not None, example


def test_language_and_missions_point_to_no_unnamed_contract() -> None:
    """They once spoke of "the contract" and of "§15" without saying where that was."""
    for name in ("language.md", "missions.md"):
        text = (DOCS / name).read_text(encoding="utf-8")
        assert "§" not in text, name
        assert "the contract" not in text and "public contract" not in text, name
    assert "SCENARIO_LANGUAGE.md" in (DOCS / "language.md").read_text(encoding="utf-8")


def test_the_readme_says_how_long_each_quick_start_command_takes() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    quick = readme.split("## Quick start", 1)[1].split("\n## ", 1)[0]
    parts = re.split(r"```sh\n.*?\n```", quick, flags=re.DOTALL)
    assert len(parts) == 3, "two commands"
    for after in parts[1:]:
        paragraph = after.strip().split("\n\n", 1)[0]
        assert re.search(r"\b\d+ (s|minutes?)\b", paragraph), paragraph
        assert "machine" in paragraph and "load" in paragraph, paragraph
    assert 'pytest -m "not slow"' in quick and "inner loop" in quick


def _anchor(heading: str) -> str:
    """GitHub's anchor of a Markdown heading: lower case, punctuation dropped, spaces to -."""
    kept = "".join(c for c in heading.lower() if c.isalnum() or c in " -_")
    return "#" + kept.replace(" ", "-")


def test_every_interpretation_is_in_the_index_table_with_its_anchor() -> None:
    text = (DOCS / "interpretations.md").read_text(encoding="utf-8")
    headings = re.findall(r"^## (\d+)\. (.+)$", text, re.MULTILINE)
    rows = dict(re.findall(r"^\| (\d+) \| \[[^\]]*\]\((#[^)]+)\) \|", text, re.MULTILINE))
    assert headings, "no numbered interpretation found"
    for number, title in headings:
        assert rows.get(number) == _anchor(f"{number}. {title}"), (number, title)
    numbers = sorted(int(n) for n, _ in headings)
    assert numbers == list(range(1, len(numbers) + 1)), "each number once, none skipped"
