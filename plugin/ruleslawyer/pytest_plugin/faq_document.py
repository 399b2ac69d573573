"""The FAQ document (docs/ci.md#publishing-the-faq-document): every ``@faq`` entry with its
verdict, for a rules team to publish. Markdown (here), one self-contained HTML page
(:mod:`.faq_html`), and beside either the same entries as JSON (:mod:`.faq_json`).

All three are pure functions of the entries and a :class:`Header`, so the same run inputs give
the same bytes: no timestamps, no paths as typed, entries in file and line order, each with an
anchor (its ``id``) that every format spells the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from ruleslawyer.core.references import (
    NOT_MODELLED,
    NOT_MODELLED_DOC,
    rules_followed,
    rules_not_applied,
)
from ruleslawyer.core.rules_numbers import RulesNumber, used_by, used_line
from ruleslawyer.data import MISSION_ATTRIBUTION
from ruleslawyer.pytest_plugin import faq_entries as fe
from ruleslawyer.pytest_plugin.faq_entries import Change, Entry

TITLE = "Rules FAQ"


@dataclass(frozen=True)
class Header:
    rules_version: str  # the rules core's version (the package version)
    command: str  # the command that writes this document again
    incomplete: str | None = None  # why the run did not check every entry; None: it did
    changes: tuple[Change, ...] | None = None  # since the document compared with, if any
    compared_with: str = ""  # that document, as its own header names it
    exhaustive_budget: int | None = None  # the run's: which claims could be proven
    max_examples: int | None = None  # the run's: how hard Hypothesis looked
    differences: tuple[str, ...] = ()  # how the compared run was made otherwise than this one
    boards: str = "faq_boards"  # the folder beside the Markdown its diagrams are written to


def made(entries: Sequence[Entry], header: Header) -> dict[str, str]:
    """What made this document (:func:`.faq_entries.provenance`), to compare with another's."""
    return fe.provenance(
        f"ruleslawyer {header.rules_version}",
        header.exhaustive_budget,
        header.max_examples,
        fe.data_versions(entries),
        fe.data_versions(entries, "mission_version"),
    )


def header_items(entries: Sequence[Entry], header: Header) -> list[tuple[str, str]]:
    """The header's lines as (label, text): the same in every format."""
    items = [
        ("Rules", rules_followed()),
        ("Not applied", rules_not_applied()),
        ("Event play", event_play(entries)),
        ("Rules core", f"ruleslawyer {header.rules_version}"),
    ]
    versions = fe.data_versions(entries)
    if versions:
        items.append(("Datasheet data", ", ".join(versions)))
    missions = fe.data_versions(entries, "mission_version")
    if missions:
        attribution = MISSION_ATTRIBUTION.removeprefix("Mission data: ")
        items.append(("Mission data", f"{', '.join(missions)}. {attribution}"))
    numbers = numbers_used(entries)
    if numbers:
        items.append(("Rules numbers used", "; ".join(used_line(n) for n in numbers)))
    items.append(("Not modelled", "; ".join(NOT_MODELLED)))  # each format links NOT_MODELLED_DOC
    items.append(("Written by", header.command))
    return items


def event_play(entries: Sequence[Entry]) -> str:
    """Whether event play is on (ROUND4's change to §13 and §16; 18.3 item 13): off unless an
    entry states it."""
    on = sum(1 for found in entries if found.get("event_play"))
    if not on:
        return "off in every entry"
    of = f"{len(entries)} entr{'y' if len(entries) == 1 else 'ies'}"
    return f"on in {on} of {of} (stated there; 18.3 item 13), off in the rest"


def numbers_used(entries: Sequence[Entry]) -> tuple[RulesNumber, ...]:
    """The rules numbers (19.1) of the clauses the entries' verdicts cite (§13, §16 as changed)."""
    return used_by(rule for found in entries for rule in found["rules"])


def incomplete_notice(header: Header) -> str:
    return (
        f"Incomplete: {header.incomplete}. This document lists only the entries that ran; "
        "do not publish it in place of a complete one."
    )


# -- Markdown ------------------------------------------------------------------------------------
def _md(text: str) -> str:
    """Plain text that Markdown shows as written."""
    return re.sub(r"([\\`*_\[\]<>#|])", r"\\\1", text)


def _fenced(text: str, language: str) -> list[str]:
    fence = "```" if "```" not in text else "````"
    return [f"{fence}{language}", *text.splitlines(), fence]


def _cell(text: str) -> str:
    return _md(" ".join(str(text).split())) or " "


def markdown(entries: Sequence[Entry], header: Header) -> str:
    lines = [f"# {TITLE}", ""]
    if header.incomplete:
        lines += [f"> **{_md(incomplete_notice(header))}**", ""]
    lines += [fe.counts_line(entries), ""]
    for label, text in header_items(entries, header):
        shown = f"`{text}`" if label == "Written by" else _md(text)
        if label == "Not modelled":
            shown += f" (see `{NOT_MODELLED_DOC}`)"
        lines.append(f"- {label}: {shown}")
    lines.append("")
    lines += [f"- **{v.name}**: {v.meaning}" for v in fe.VERDICT_TABLE]
    lines.append("")
    eye = fe.needing_an_eye(entries)
    if eye:
        lines += ["## Needs attention", ""]
        lines += [f"- {e['verdict']}: [{_md(e['question'])}](#{e['id']})" for e in eye]
        lines.append("")
    if header.changes is not None:
        lines += _md_changes(header)
    sections = fe.sections(entries)
    if not entries:
        lines += ["No `@faq` entries were run.", ""]
    else:
        lines += ["## Contents", ""]
    for path, name, items in sections:
        lines.append(f"- **{_md(name)}** (`{path}`)")
        lines += [f"  - [{_md(e['question'])}](#{e['id']}) ({e['verdict']})" for e in items]
    lines.append("")
    for path, name, items in sections:
        lines += [f"## {_md(name)}", "", f"From `{path}`.", ""]
        for found in items:
            lines += _md_entry(found, header.boards)
    return "\n".join(lines).rstrip("\n") + "\n"


def _md_changes(header: Header) -> list[str]:
    changes = header.changes or ()
    lines = [f"## Changes since {_md(header.compared_with)}", ""]
    if header.differences:
        lines += [f"The two runs differ: {_md('; '.join(header.differences))}.", ""]
    if not changes:
        return [*lines, "No entry's verdict or rules changed; none was added or removed.", ""]
    for change in changes:
        link = (
            f"[{_md(change.question)}](#{change.id})"
            if change.what != "removed"
            else (_md(change.question))
        )
        lines.append(f"- {link}: {_md(fe.describe(change))}")
    return [*lines, ""]


def _md_rows(found: Entry) -> list[str]:
    rows = found["rows"]
    columns = found["columns"]
    head = fe.row_head(found)
    lines = ["| " + " | ".join(_cell(c) for c in head) + " |"]
    lines.append("|" + "---|" * len(head))
    for row in rows:
        cells = [row["values"][c] for c in columns]
        if found["row_questions"]:
            cells.append(row["question"])
        if found["row_answers"]:
            cells.append(row["answer"])
        cells += [row["verdict"], row["line"]]
        lines.append("| " + " | ".join(_cell(c) for c in cells) + " |")
    return [*lines, ""]


def _md_entry(found: Entry, boards: str = "faq_boards") -> list[str]:
    lines = [f'<a id="{found["id"]}"></a>', "", f"### {_md(found['question'])}", ""]
    lines += [f"**Verdict: {found['verdict']}**", ""]
    if not (found["rows"] and found["row_answers"]):
        for paragraph in fe.paragraphs(found["answer"]) or ["(no answer written)"]:
            lines += [_md(paragraph), ""]
    if found["rows"]:
        lines += _md_rows(found)
    for stem, title, _ in fe.diagrams(found):  # written beside the document (contract §19.10)
        lines += [f"![{_md(title)}]({boards}/{stem}.svg)", ""]
    for bounds in fe.proven_bounds(found):
        lines += [f"Checked in every case: {_md(bounds)}", ""]
    for why in fe.not_proven(found):
        lines += [f"Not proven in every case: {_md(why)}", ""]
    rules = "; ".join(found["rules"]) if found["rules"] else "none recorded"
    lines += [f"- Rules consulted: {_md(rules)}", f"- Scenario: `{found['path']}:{found['line']}`"]
    if found.get("data_version"):
        lines.append(f"- Datasheet data: {_md(str(found['data_version']))}")
    lines.append("")
    for label, shown in problems(found):
        lines += [label, ""]
        if shown.verdict == "contradicted":
            lines += _fenced(shown.counterexample or "", "gherkin")
            if shown.disagreement:
                lines += ["", *_fenced(shown.disagreement, "text")]
        else:
            lines += _fenced(shown.error or "", "text")
        lines.append("")
    return lines


@dataclass(frozen=True)
class Problem:
    verdict: str
    counterexample: str | None
    disagreement: str | None
    error: str | None


def problems(found: Entry) -> list[tuple[str, Problem]]:
    """Each contradicted or undecided run of the entry (its rows, for an Outline), labelled."""
    runs = found["rows"] or [found]
    shown = []
    for run in runs:
        if run["verdict"] not in ("contradicted", "undecided"):
            continue
        problem = Problem(run["verdict"], run["counterexample"], run["disagreement"], run["error"])
        which = ""
        if found["rows"]:
            values = ", ".join(f"{k} = {v}" for k, v in run["values"].items())
            which = f" (row at line {run['line']}: {values})"
        if run["verdict"] == "contradicted":
            label = f"Counterexample{which}: a scenario that runs as written and fails:"
        else:
            label = f"Error{which}:"
        shown.append((label, problem))
    return shown
