"""What the FAQ document is made of, apart from how it is written out
(docs/ci.md#publishing-the-faq-document).

The verdicts are one table: a new verdict (such as ``proven``) is one more row. Each scenario's run
gives a row entry; :func:`assemble` turns the rows of a Scenario Outline into one entry with a
table of rows, gives every entry its anchor (from its feature path and scenario name, never a
line number) and keeps file and line order. :func:`compare` says what changed since an earlier
document's JSON. Everything here is plain data in, plain data out: the same run inputs give the
same document, serially and under xdist.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

Entry = dict[str, Any]


@dataclass(frozen=True)
class VerdictKind:
    name: str
    meaning: str  # for the reader, in the document's key
    weight: int  # an Outline takes its heaviest row's verdict; the summary lists heavy first
    needs_eye: bool  # listed in the summary at the top of the document


# In the order the counts are given; ``weight`` orders them otherwise.
VERDICT_TABLE = (
    VerdictKind(
        "proven",
        "the rules core agrees with the answer in every case within the stated bounds, each "
        "one checked",
        5,
        False,
    ),
    VerdictKind("confirmed", "the rules core agrees with the answer", 10, False),
    VerdictKind("contradicted", "the rules core disagrees with the answer: see why", 30, True),
    VerdictKind("undecided", "the entry could not be checked as written: see the error", 20, True),
)
VERDICTS = tuple(v.name for v in VERDICT_TABLE)
KINDS = {v.name: v for v in VERDICT_TABLE}


def overall(verdicts: Iterable[str]) -> str:
    """An Outline's verdict: contradicted if a row is, else undecided if a row is, else the
    lightest verdict every row shares (proven, else confirmed)."""
    return max(verdicts, key=lambda v: KINDS[v].weight)


def slug(text: str, limit: int = 60) -> str:
    base = re.sub(r"[^a-z0-9]+", "-", text.lower()).strip("-")
    if len(base) > limit:  # cut at a word, not inside one
        base = base[: limit + 1].rsplit("-", 1)[0]
    return base or "entry"


def anchor_base(path: str, name: str) -> str:
    """``scenarios/faq/moves.feature`` and "Can a unit ...?" -> ``faq-moves--can-a-unit-...``:
    the feature's path without its top folder and suffix, then the scenario's name."""
    parts = path.removesuffix(".feature").split("/")
    where = "/".join(parts[1:] if len(parts) > 1 else parts)
    return f"{slug(where, 40)}--{slug(name)}"


def _row(found: Entry) -> Entry:
    return {
        "values": dict(found.get("row") or {}),
        "question": found["question"],
        "answer": found["answer"],
        "verdict": found["verdict"],
        "line": found["line"],
        "counterexample": found["counterexample"],
        "disagreement": found["disagreement"],
        "error": found["error"],
        "bounds": found.get("bounds"),
        "not_proven": found.get("not_proven"),
        "board": found.get("board"),  # an Outline row that places models: its own diagram
    }


def diagrams(found: Entry) -> list[tuple[str, str, Any]]:
    """An entry's board diagrams (contract §19.10) as (file stem, title, board): the entry's
    own, or for an Outline one per row that places models ("An Outline row that places models
    has its own diagram"), its stem the entry's anchor and the row's number."""
    if not found["rows"]:
        board = found.get("board")
        return [(found["id"], f"Board: {found['question']}", board)] if board else []
    return [
        (
            f"{found['id']}-row-{n}",
            f"Board: {found['question']} ("
            + ", ".join(f"{k} {v}" for k, v in row["values"].items())
            + ")",
            row["board"],
        )
        for n, row in enumerate(found["rows"], start=1)
        if row.get("board")
    ]


def proven_bounds(found: Entry) -> list[str]:
    """What a proven entry (or each proven row of an Outline) was checked within, in words."""
    if not found["rows"]:
        return [found["bounds"]] if found.get("bounds") else []
    return [
        ", ".join(f"{k} {v}" for k, v in row["values"].items()) + f": {row['bounds']}"
        for row in found["rows"]
        if row.get("bounds")
    ]


def not_proven(found: Entry) -> list[str]:
    """Why a confirmed property entry (or each such row of an Outline) was not proven, one line
    each: the cases it needs against the budget, or the step the walk cannot enumerate."""
    if not found["rows"]:
        return [found["not_proven"]] if found.get("not_proven") else []
    return [
        ", ".join(f"{k} {v}" for k, v in row["values"].items()) + f": {row['not_proven']}"
        for row in found["rows"]
        if row.get("not_proven")
    ]


def _placeholders(text: str, columns: Iterable[str]) -> bool:
    return any(f"<{column}>" in text for column in columns)


def assemble(rows: Sequence[Entry]) -> list[Entry]:
    """The document's entries, in file and line order: a Scenario as it ran, an Outline as one
    entry whose ``rows`` hold each Examples row's values and verdict."""
    ordered = sorted(rows, key=lambda e: (e["path"], e["line"], e["question"]))
    entries: list[Entry] = []
    outlines: dict[tuple[str, int], Entry] = {}
    for found in ordered:
        outline = found.get("outline")
        if not outline:
            entries.append({**found, "rows": [], "name": found["question"]})
            continue
        name, line, answer = outline["name"], outline["line"], outline["answer"]
        key = (found["path"], line)
        if key not in outlines:
            outlines[key] = {
                **found,
                "question": name,
                "name": name,
                "answer": answer,
                "line": line,
                "rows": [],
                "rules": [],
                "counterexample": None,
                "disagreement": None,
                "error": None,
                "bounds": None,
                "not_proven": None,
            }
            entries.append(outlines[key])
        merged = outlines[key]
        merged["rows"].append(_row(found))
        merged["rules"] = sorted(set(merged["rules"]) | set(found["rules"]), key=by_section)
        merged["data_version"] = merged.get("data_version") or found.get("data_version")
    for merged in outlines.values():
        merged["verdict"] = overall(r["verdict"] for r in merged["rows"])
        columns = list(merged["rows"][0]["values"])
        # A question or answer written with <column>s reads only row by row; an answer that is
        # one column is that column, shown once, as the answer.
        merged["row_questions"] = _placeholders(merged["question"], columns)
        merged["row_answers"] = _placeholders(merged["answer"], columns)
        whole = merged["answer"].strip()
        merged["columns"] = [c for c in columns if f"<{c}>" != whole]
    entries.sort(key=lambda e: (e["path"], e["line"]))
    seen: set[str] = set()
    for found in entries:
        base = anchor_base(found["path"], found["name"])
        anchor, n = base, 1
        while anchor in seen:
            n += 1
            anchor = f"{base}-{n}"
        seen.add(anchor)
        found["id"] = anchor
    return entries


def row_head(found: Entry) -> list[str]:
    """The columns of an Outline entry's table of rows: its Examples columns, the question and
    answer where the rows fill them in, then the verdict and the line."""
    head = [*found["columns"]]
    if found["row_questions"]:
        head.append("Question")
    if found["row_answers"]:
        head.append("Answer")
    return [*head, "Verdict", "Line"]


def by_section(rule: str) -> tuple[tuple[int, ...], str]:
    """ "8.2 X" before "16.01 Y": section numbers compared as numbers."""
    section, _, heading = rule.partition(" ")
    return tuple(int(p) for p in re.findall(r"\d+", section)), heading


def counts(entries: Sequence[Entry]) -> dict[str, int]:
    return {v: sum(1 for e in entries if e["verdict"] == v) for v in VERDICTS}


def checks(entries: Sequence[Entry]) -> list[Entry]:
    """What was run: a Scenario's entry once, an Outline's entry once per row."""
    return [run for found in entries for run in (found["rows"] or [found])]


def _listed(total: dict[str, int]) -> str:
    # proven only when one is: a run without the exhaustive search reads as before
    return ", ".join(f"{total[v]} {v}" for v in VERDICTS if total[v] or v != "proven")


COUNTING = (
    "An entry is one question. A Scenario Outline's entry is checked once for each row of its "
    "table, and takes its gravest row's verdict (contradicted, then undecided, then confirmed, "
    "then proven); so the checks outnumber the entries, and are counted apart."
)


def counts_line(entries: Sequence[Entry]) -> str:
    """The one way the counts are said, on the page, in the Markdown and in the terminal:
    entries, then, when an Outline has rows, the checks (each row of an Outline one)."""
    line = (
        f"{len(entries)} {'entry' if len(entries) == 1 else 'entries'}: {_listed(counts(entries))}"
    )
    runs = checks(entries)
    if len(runs) != len(entries):
        line += f" ({len(runs)} checks, each row of an Outline one: {_listed(counts(runs))})"
    return line + "."


def needing_an_eye(entries: Sequence[Entry]) -> list[Entry]:
    """Contradicted entries, then undecided ones, each in file order."""
    picked = [e for e in entries if KINDS[e["verdict"]].needs_eye]
    return sorted(picked, key=lambda e: -KINDS[e["verdict"]].weight)


def sections(entries: Sequence[Entry]) -> list[tuple[str, str, list[Entry]]]:
    """(feature file, feature title, entries) in file order."""
    grouped: list[tuple[str, str, list[Entry]]] = []
    for found in entries:
        if not grouped or grouped[-1][0] != found["path"]:
            grouped.append((found["path"], found.get("feature") or found["path"], []))
        grouped[-1][2].append(found)
    return grouped


def data_versions(entries: Sequence[Entry], key: str = "data_version") -> list[str]:
    return sorted({str(e[key]) for e in entries if e.get(key)})


def paragraphs(text: str) -> list[str]:
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]


# -- what changed since an earlier document ------------------------------------------------------
@dataclass(frozen=True)
class Change:
    id: str
    question: str
    what: str  # "added", "removed" or "changed"
    old_verdict: str | None
    new_verdict: str | None
    rules_added: tuple[str, ...] = ()
    rules_removed: tuple[str, ...] = ()
    note: str = ""  # what may explain it other than the rules (the two runs' budgets differ)


# What a document records of the run that made it, in the order a difference is told.
PROVENANCE = ("rules core", "exhaustive budget", "max examples", "datasheet data", "mission data")


def provenance(
    rules_core: str,
    budget: object,
    examples: object,
    datasheets: Sequence[str],
    missions: Sequence[str],
) -> dict[str, str]:
    """What made a document, as text; a value the document does not record is left out."""
    found = {
        "rules core": rules_core,
        "exhaustive budget": "" if budget is None else str(budget),
        "max examples": "" if examples is None else str(examples),
        "datasheet data": ", ".join(datasheets) or "none",
        "mission data": ", ".join(missions) or "none",
    }
    return {k: v for k, v in found.items() if v}


def differences(old: dict[str, str], new: dict[str, str]) -> list[str]:
    """How the compared run and this one differ in what made them, other than the rules
    scenarios: "exhaustive budget 2000 there, 300 here"; "not recorded" where the older
    document does not say."""
    said = []
    for key in PROVENANCE:
        before, now = old.get(key), new.get(key)
        if now is None or before == now:
            continue
        said.append(f"{key} {before or 'not recorded'} there, {now} here")
    return said


def _budget_note(old: dict[str, str], new: dict[str, str]) -> str:
    before, now = old.get("exhaustive budget"), new.get("exhaustive budget")
    if before == now or now is None:
        return ""
    if before is None:
        return (
            "the compared document does not record its exhaustive budget (this run's is "
            f"{now}): proven or confirmed can follow the budget alone"
        )
    return (
        f"the exhaustive budgets differ, {before} there and {now} here: proven or confirmed "
        "can follow the budget alone"
    )


def compare(
    old: Sequence[Entry],
    new: Sequence[Entry],
    old_made: dict[str, str] | None = None,
    new_made: dict[str, str] | None = None,
) -> list[Change]:
    """Entries whose verdict or rules changed, then those added, then those removed, each in
    document order; matched by id (feature path and scenario name). A change between proven
    and confirmed notes when the two runs' exhaustive budgets differ (``old_made`` and
    ``new_made``: :func:`provenance`)."""
    note = _budget_note(old_made or {}, new_made or {}) if new_made is not None else ""
    by_budget = {"proven", "confirmed"}
    before = {e["id"]: e for e in old}
    after = {e["id"]: e for e in new}
    changed, added = [], []
    for found in new:
        was = before.get(found["id"])
        if was is None:
            added.append(Change(found["id"], found["question"], "added", None, found["verdict"]))
            continue
        plus = tuple(r for r in found["rules"] if r not in was["rules"])
        minus = tuple(r for r in was["rules"] if r not in found["rules"])
        if was["verdict"] != found["verdict"] or plus or minus:
            changed.append(
                Change(
                    found["id"],
                    found["question"],
                    "changed",
                    was["verdict"],
                    found["verdict"],
                    plus,
                    minus,
                    note if {was["verdict"], found["verdict"]} == by_budget else "",
                )
            )
    removed = [
        Change(e["id"], e["question"], "removed", e["verdict"], None)
        for e in old
        if e["id"] not in after
    ]
    return changed + added + removed


def describe(change: Change) -> str:
    if change.what == "added":
        return f"added ({change.new_verdict})"
    if change.what == "removed":
        return f"removed (was {change.old_verdict})"
    said = []
    if change.old_verdict != change.new_verdict:
        said.append(f"{change.old_verdict} → {change.new_verdict}")
    if change.rules_added:
        said.append("rules added: " + "; ".join(change.rules_added))
    if change.rules_removed:
        said.append("rules no longer consulted: " + "; ".join(change.rules_removed))
    note = f" ({change.note})" if change.note else ""
    return ", ".join(said) + note
