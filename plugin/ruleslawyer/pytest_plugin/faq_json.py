"""The FAQ document's entries as JSON, beside the page: what a rules team diffs before each
release, and what ``--ruleslawyer-faq-compare`` reads back
(docs/ci.md#publishing-the-faq-document)."""

from __future__ import annotations

import json
import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.core.references import NOT_MODELLED_DOC, RULES_UPDATES
from ruleslawyer.data import MISSION_ATTRIBUTION
from ruleslawyer.pytest_plugin import faq_entries as fe
from ruleslawyer.pytest_plugin.faq_document import TITLE, Header, header_items, numbers_used
from ruleslawyer.pytest_plugin.faq_entries import Entry
from ruleslawyer.scenario.files import UnreadableInput, read_input, shown

FORMAT = "ruleslawyer-faq"
FORMAT_VERSION = 1


def json_path(report: Path) -> Path:
    """The JSON beside a report: ``faq.html`` -> ``faq.json``, ``faq.md`` -> ``faq.json``."""
    return report.with_suffix(".json")


def document(entries: Sequence[Entry], header: Header) -> dict[str, Any]:
    items = dict(header_items(entries, header))
    head: dict[str, Any] = {
        "title": TITLE,
        "counts": fe.counts(entries),
        "rules": items["Rules"],
        "rules_updates": [
            {"title": u.title, "version": u.version, "date": u.date, "applied": u.applied}
            for u in RULES_UPDATES
        ],
        "event_play": items["Event play"],
        "rules_core": items["Rules core"],
        "datasheet_data": fe.data_versions(entries),
        "mission_data": fe.data_versions(entries, "mission_version"),
        "rules_numbers_used": [
            {"name": n.name, "value": n.value, "clause": n.where} for n in numbers_used(entries)
        ],
        "not_modelled": items["Not modelled"],
        "not_modelled_doc": NOT_MODELLED_DOC,
        "command": header.command,
    }
    if header.exhaustive_budget is not None:
        head["exhaustive_budget"] = header.exhaustive_budget
    if header.max_examples is not None:
        head["max_examples"] = header.max_examples
    if head["mission_data"]:
        head["mission_attribution"] = MISSION_ATTRIBUTION
    found: dict[str, Any] = {
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "complete": header.incomplete is None,
        "incomplete": header.incomplete,
        "header": head,
        "entries": [_entry(e) for e in entries],
    }
    if header.changes is not None:
        found["compared_with"] = header.compared_with
        found["run_differences"] = list(header.differences)
        found["changes"] = [
            {
                "id": c.id,
                "question": c.question,
                "what": c.what,
                "old_verdict": c.old_verdict,
                "new_verdict": c.new_verdict,
                "rules_added": list(c.rules_added),
                "rules_removed": list(c.rules_removed),
                "note": c.note or None,
            }
            for c in header.changes
        ]
    return found


def _entry(found: Entry) -> dict[str, Any]:
    shown = _plain_entry(found)
    if found.get("board"):  # where the scenario placed models and shaped areas (§19.10)
        shown["board"] = found["board"]
    for row, shown_row in zip(found["rows"], shown["rows"], strict=True):
        if row.get("board"):  # an Outline row's own (§19.10)
            shown_row["board"] = row["board"]
    return shown


def _plain_entry(found: Entry) -> dict[str, Any]:
    return {
        "id": found["id"],
        "question": found["question"],
        "answer": _text(found["answer"]),
        "verdict": found["verdict"],
        "rules": list(found["rules"]),
        "feature": found.get("feature") or found["path"],
        "location": f"{found['path']}:{found['line']}",
        "rows": [
            {
                "values": {k: str(v) for k, v in row["values"].items()},
                "question": row["question"],
                "answer": _text(row["answer"]),
                "verdict": row["verdict"],
                "bounds": row.get("bounds"),
                "not_proven": row.get("not_proven"),
                "location": f"{found['path']}:{row['line']}",
            }
            for row in found["rows"]
        ],
        "counterexample": found["counterexample"],
        "disagreement": found["disagreement"],
        "error": found["error"],
        "bounds": found.get("bounds"),  # a proven entry: every case within these was checked
        "not_proven": found.get("not_proven"),  # a confirmed property: why not proven
    }


def _text(answer: str) -> str:
    """An answer as its paragraphs, without the feature file's hard line breaks: the lines of
    a paragraph joined by spaces, paragraphs by a blank line."""
    return "\n\n".join(fe.paragraphs(answer))


def render(entries: Sequence[Entry], header: Header) -> str:
    return json.dumps(document(entries, header), indent=2, ensure_ascii=False) + "\n"


# The largest FAQ document's JSON a compare reads: the library's is about 180 KB for 95 entries.
MAX_DOCUMENT_BYTES = 32 * 1024 * 1024


def load_previous(path: Path) -> Previous:
    """An earlier document's entries (id, question, verdict, rules) and how to name it; a
    :class:`pytest.UsageError` naming the file when it cannot be read as one. Read by the one
    reader of input files (a regular file, at most :data:`MAX_DOCUMENT_BYTES`, UTF-8)."""
    where = f"--ruleslawyer-faq-compare: {shown(path)}"
    try:
        text = read_input(path, "FAQ document to compare with", limit=MAX_DOCUMENT_BYTES)
    except UnreadableInput as exc:
        at = f" (line {exc.line})" if exc.line else ""
        raise pytest.UsageError(f"{where}: {exc.reason}{at}") from None
    try:
        found = json.loads(text)
    except ValueError as exc:
        raise pytest.UsageError(f"{where}: not JSON ({exc})") from None
    except RecursionError:
        raise pytest.UsageError(
            f"{where}: not a FAQ document's JSON (nested too deeply to read)"
        ) from None
    try:  # "\ud800" is valid JSON but no text: it could be neither shown nor written
        json.dumps(found, ensure_ascii=False).encode("utf-8")
    except UnicodeEncodeError as exc:
        raise pytest.UsageError(
            f"{where}: holds {exc.object[exc.start : exc.end]!r}, a lone surrogate escape, "
            "which is no character; give the .json that --ruleslawyer-faq-report wrote"
        ) from None
    if not isinstance(found, dict) or found.get("format") != FORMAT:
        raise pytest.UsageError(
            f'{where}: not a FAQ document\'s JSON (no "format": "{FORMAT}"); '
            "give the .json that --ruleslawyer-faq-report wrote beside the page"
        )
    entries = found.get("entries")
    if not isinstance(entries, list):
        raise pytest.UsageError(f'{where}: "entries" is not a list')
    kept: list[Entry] = []
    for n, entry in enumerate(entries, 1):
        problem = _problem(entry)
        if problem:
            raise pytest.UsageError(f"{where}: entry {n}: {problem}")
        kept.append(
            {
                "id": entry["id"],
                "question": entry["question"],
                "verdict": entry["verdict"],
                "rules": list(entry["rules"]),
            }
        )
    given = found.get("header")
    head: dict[str, Any] = given if isinstance(given, dict) else {}
    made = _made(head)
    core = made.get("rules core", "an earlier FAQ")
    label = f"the compared FAQ ({core}, {len(kept)} {'entry' if len(kept) == 1 else 'entries'}"
    if "exhaustive budget" in made:
        label += f", exhaustive budget {made['exhaustive budget']}"
    label += ")"
    if found.get("complete") is False:
        label += ", itself incomplete"
    return Previous(kept, label, made)


@dataclass(frozen=True)
class Previous:
    """The document compared with: its entries, how to name it, and what made it."""

    entries: list[Entry]
    label: str
    made: dict[str, str]


_BUDGET_FLAG = re.compile(r"--ruleslawyer-exhaustive-budget[= ](\d+)")
_EXAMPLES_FLAG = re.compile(r"--ruleslawyer-max-examples[= ](\d+)")


def _made(head: dict[str, Any]) -> dict[str, str]:
    """What made an earlier document, from its header; an older one that does not record its
    budget may still name it in its command."""
    command = str(head.get("command") or "")
    budget, examples = head.get("exhaustive_budget"), head.get("max_examples")
    if budget is None and (flag := _BUDGET_FLAG.search(command)):
        budget = flag[1]
    if examples is None and (flag := _EXAMPLES_FLAG.search(command)):
        examples = flag[1]
    return fe.provenance(
        str(head.get("rules_core") or ""),
        budget,
        examples,
        _strings(head.get("datasheet_data")),
        _strings(head.get("mission_data")),
    )


def _strings(value: object) -> list[str]:
    return [str(v) for v in value] if isinstance(value, list) else []


def _problem(entry: object) -> str | None:
    if not isinstance(entry, dict):
        return "not an object"
    for key in ("id", "question", "verdict"):
        if not isinstance(entry.get(key), str):
            return f'"{key}" is missing or not a string'
    rules = entry.get("rules")
    if not isinstance(rules, list) or not all(isinstance(r, str) for r in rules):
        return '"rules" is missing or not a list of strings'
    return None
