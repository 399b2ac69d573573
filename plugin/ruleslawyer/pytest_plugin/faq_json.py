"""The FAQ document's entries as JSON, beside the page: what a rules team diffs before each
release, and what ``--ruleslawyer-faq-compare`` reads back
(docs/ci.md#publishing-the-faq-document)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.core.references import NOT_MODELLED_DOC, RULES_UPDATES
from ruleslawyer.data import MISSION_ATTRIBUTION
from ruleslawyer.pytest_plugin import faq_entries as fe
from ruleslawyer.pytest_plugin.faq_document import TITLE, Header, header_items
from ruleslawyer.pytest_plugin.faq_entries import Entry

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
        "rules_core": items["Rules core"],
        "datasheet_data": fe.data_versions(entries),
        "mission_data": fe.data_versions(entries, "mission_version"),
        "not_modelled": items["Not modelled"],
        "not_modelled_doc": NOT_MODELLED_DOC,
        "command": header.command,
    }
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
        found["changes"] = [
            {
                "id": c.id,
                "question": c.question,
                "what": c.what,
                "old_verdict": c.old_verdict,
                "new_verdict": c.new_verdict,
                "rules_added": list(c.rules_added),
                "rules_removed": list(c.rules_removed),
            }
            for c in header.changes
        ]
    return found


def _entry(found: Entry) -> dict[str, Any]:
    return {
        "id": found["id"],
        "question": found["question"],
        "answer": found["answer"],
        "verdict": found["verdict"],
        "rules": list(found["rules"]),
        "feature": found.get("feature") or found["path"],
        "location": f"{found['path']}:{found['line']}",
        "rows": [
            {
                "values": {k: str(v) for k, v in row["values"].items()},
                "question": row["question"],
                "answer": row["answer"],
                "verdict": row["verdict"],
                "bounds": row.get("bounds"),
                "location": f"{found['path']}:{row['line']}",
            }
            for row in found["rows"]
        ],
        "counterexample": found["counterexample"],
        "disagreement": found["disagreement"],
        "error": found["error"],
        "bounds": found.get("bounds"),  # a proven entry: every case within these was checked
    }


def render(entries: Sequence[Entry], header: Header) -> str:
    return json.dumps(document(entries, header), indent=2, ensure_ascii=False) + "\n"


def load_previous(path: Path) -> tuple[list[Entry], str]:
    """An earlier document's entries (id, question, verdict, rules) and how to name it; a
    :class:`pytest.UsageError` naming the file when it cannot be read as one."""
    where = f"--ruleslawyer-faq-compare: {path}"
    try:
        found = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise pytest.UsageError(f"{where}: cannot be read ({exc.strerror or exc})") from None
    except (UnicodeDecodeError, ValueError) as exc:
        raise pytest.UsageError(f"{where}: not JSON ({exc})") from None
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
    core = str(head.get("rules_core") or "an earlier FAQ")
    label = f"the compared FAQ ({core}, {len(kept)} {'entry' if len(kept) == 1 else 'entries'})"
    if found.get("complete") is False:
        label += ", itself incomplete"
    return kept, label


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
