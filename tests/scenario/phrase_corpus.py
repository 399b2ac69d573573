"""The phrase corpus (issue 37): representative texts of every phrase form, pinned to the step
template each matched when it was written, and representative values of the Action rows,
pinned to what each parsed to. ``tests/scenario/test_phrase_corpus.py`` asserts that each
still does, so that a phrase that worked cannot quietly stop working (as the UNITS row of issue
37 item 1 did) or start meaning something else.

The corpus file (``phrase_corpus.txt``) is derived, never hand-kept: every example of
``docs/phrases.md``, and every phrase form of the contract files (``SCENARIO_LANGUAGE.md``,
``SCENARIO_LANGUAGE_ROUND4.md``'s changes) with representative slot values, areas' names
included. New phrases are added by running::

    python -m tests.scenario.phrase_corpus                  # add the docs' new examples
    python -m tests.scenario.phrase_corpus CONTRACT.md ...  # and a contract's phrase forms

which appends lines for texts the corpus does not hold yet, and never rewrites a line: a line
that no longer holds is a regression to fix (or, for a phrase deliberately withdrawn by a
contract change, a line to delete by hand with the reason in the commit).

Lines, tab-separated: ``given|when|then <template> <text>`` for a step;
``row <ROW> <value> <summary>`` for an Action row; ``refused <kind> <text>`` for a text that
must not run (an area called "range of ..."). ``#`` starts a comment.
"""

from __future__ import annotations

import importlib
import re
import sys
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ruleslawyer.core.actions import ActionDef
from ruleslawyer.core.errors import RulesInputError
from ruleslawyer.core.mission_rows import NOT_HOME
from ruleslawyer.core.units import area_name
from ruleslawyer.scenario.registry import REGISTRY, StepDef, StepKind

ROOT = Path(__file__).resolve().parents[2]
CORPUS = Path(__file__).with_name("phrase_corpus.txt")
PHRASES = ROOT / "docs" / "phrases.md"
KINDS: tuple[StepKind, ...] = ("given", "when", "then")

# Representative slot values for the contract's placeholders: each placeholder's first value,
# and for areas every value, so that area names of each shape are in the corpus.
AREAS = (
    "the ruin",
    "a terrain area",
    "player A's deployment zone",
    "your deployment zone",
    "the north-west crater",
)
SLOTS: dict[str, tuple[str, ...]] = {
    "unit": ("Squad",),
    "enemy": ("Boyz",),
    "attacker": ("Boyz",),
    "leader": ("Captain",),
    "part": ("Captain",),
    "transport": ("Rhino",),
    "n": ("2",),
    "count": ("2",),
    "m": ("+1",),
    "P": ("A",),
    "player": ("A",),
    "area": AREAS,
    "area1": ("the ruin",),
    "area2": ("player A's deployment zone",),
    "objective": ("the ruin",),
    "rule": ("Heal",),
    "action": ("Deploy Device",),
    "stratagem": ("Fire Overwatch",),
    "move": ("normal",),
    "roll": ("hit",),
    "Phase": ("Shooting",),
    "phase": ("Shooting",),
    "KEYWORD": ("INFANTRY",),
    "K": ("INFANTRY",),
    "trigger": ("the end of the Movement phase",),
    "when": ("each time this unit has shot",),
    "moment": ("the end of the turn",),
    "mode": ("Rapid Disembark",),
    "datasheet": ("Intercessor Squad",),
    "path": ("boards/deploy_device.yaml",),
    "reason": ("it is engaged",),
    "ability": ("Reload",),
    "name": ("Sabotage",),
    "oc": ("2",),
    "ld": ("7+",),
    "w": ("2",),
    "p": ("50.00",),
}


@dataclass(frozen=True)
class Entry:
    """One corpus line."""

    kind: str  # given, when, then, row or refused
    key: str  # the template; the row's name; the refused text's step kind
    text: str
    summary: str = ""

    def line(self) -> str:
        cells = [self.kind, self.key, self.text] + ([self.summary] if self.kind == "row" else [])
        return "\t".join(cells)


def load(path: Path = CORPUS) -> list[Entry]:
    entries: list[Entry] = []
    for raw in path.read_text(encoding="utf-8").splitlines():
        if not raw.strip() or raw.startswith("#"):
            continue
        cells = raw.split("\t")
        entries.append(Entry(*cells))
    return entries


def steps() -> list[StepDef]:
    importlib.import_module("ruleslawyer.steps")
    return list(REGISTRY)


def matched(kind: StepKind, text: str) -> StepDef | None:
    """The template ``text`` runs as a step of ``kind``, its areas' names accepted; else None."""
    found = REGISTRY.find(kind, text)
    if found is None:
        return None
    step, args = found
    try:
        for slot in step.area_slots:
            if isinstance(args.get(slot), str):
                area_name(str(args[slot]))
    except RulesInputError:
        return None
    return step


# -- Action rows -------------------------------------------------------------------------------
def row_summary(row: str, value: str) -> str:
    """What an Action row's value parses to, in words that outlive a refactor: for UNITS each
    clause's kind of unit, areas and objective form; for the other rows that it parses, and
    the COMPLETES condition."""
    action = ActionDef.from_rows("Corpus", {row: value})
    if row == "UNITS":
        return " OR ".join(_clause(c) for c in action.units.clauses)
    if row == "COMPLETES" and action.condition is not None:
        return f"ok if {action.condition.value}"
    return "ok"


def _clause(spec: object) -> str:
    keywords = getattr(spec, "keywords", ())
    parts = [f"unit {'/'.join(keywords) if keywords else 'any'}"]
    objective = getattr(spec, "objective", None)
    if objective is not None:
        parts.append(f"in range of {objective.head.form.phrase}")
        if objective.says(NOT_HOME):
            parts.append("not your home objective")
    for name, said in (("within", "within"), ("not_within", "not within")):
        area = getattr(spec, name, None)
        if area is not None:
            parts.append(f"{said} [{area}]")
    return ", ".join(parts)


# Representative row values: every form of §3 and §15 (and the earlier contract's UNITS row of
# issue 37 item 1), areas of each shape included.
ROWS: tuple[tuple[str, str], ...] = (
    ("STARTS", "your Shooting phase"),
    ("STARTS", "the start of your Movement phase"),
    ("STARTS", "the end of your Fight phase"),
    ("STARTS", "your opponent's Shooting phase"),
    ("STARTS", "the Shooting phase"),
    ("STARTS", "your Shooting phase, from the second battle round onwards"),
    ("STARTS", "your Shooting phase from battle round 2"),
    ("UNITS", "any unit"),
    ("UNITS", "one unit"),
    ("UNITS", "one friendly unit"),
    ("UNITS", "one INFANTRY unit"),
    ("UNITS", "one INFANTRY or MOUNTED unit"),
    ("UNITS", "one INFANTRY unit that is within a terrain area"),
    ("UNITS", "one INFANTRY unit that is not within your deployment zone"),
    (
        "UNITS",
        "one INFANTRY unit that is within a terrain area that is not within your deployment zone",
    ),
    ("UNITS", "any unit that is within the ruin that is not within player A's deployment zone"),
    ("UNITS", "any unit that is within the north-west crater"),
    ("UNITS", "any unit that is within the range of hills that is not within your territory"),
    ("UNITS", "one unit that is within range of an objective"),
    ("UNITS", "one unit that is within range of an objective you control"),
    ("UNITS", "one unit that is within range of a central objective"),
    ("UNITS", "one unit that is within range of an objective that is not your home objective"),
    (
        "UNITS",
        "any unit that is within range of an objective that is not within range of your home "
        "objective",
    ),
    (
        "UNITS",
        "one unit that is within range of a central objective or that is within a terrain area",
    ),
    (
        "UNITS",
        "one unit that is within range of an objective that is not your home objective or that "
        "is within a terrain area that is not within your deployment zone",
    ),
    ("USE LIMIT", "once per turn"),
    ("USE LIMIT", "once per battle round"),
    ("USE LIMIT", "once per battle"),
    ("USE LIMIT", "2 times per battle"),
    ("USE LIMIT", "no limit"),
    ("USE LIMIT", "once per objective"),
    ("USE LIMIT", "once per objective per turn"),
    ("USE LIMIT", "2 times per turn"),
    ("USE LIMIT", "once per turn and once per objective"),
    ("COMPLETES", "the end of the phase"),
    ("COMPLETES", "the end of the turn"),
    ("COMPLETES", "End of the turn."),
    ("COMPLETES", "the end of your turn"),
    ("COMPLETES", "the end of your opponent's turn"),
    ("COMPLETES", "the end of the battle round"),
    ("COMPLETES", "the start of your next Command phase"),
    ("COMPLETES", "immediately"),
    ("COMPLETES", "the end of your turn if that unit is controlling that objective"),
    ("COMPLETES", "the end of your turn if that unit controls that objective"),
    ("COMPLETES", "the end of your turn if you control that objective"),
    ("COMPLETES", "the end of your turn if no enemy unit is within that terrain area"),
)

# Texts of areas that sit near the objective forms and keep §3's meaning.
AREA_TEXTS: tuple[tuple[StepKind, str], ...] = (
    ("given", '"Squad" is within the firing range'),
    ("given", '"Squad" is within the range of hills'),
    ("given", "the range of hills is an objective"),
    ("then", '"Squad" is within range of the range of hills'),
)

# Texts that must never run: an area's name does not begin with `range of` (contract §3).
REFUSED: tuple[tuple[StepKind, str], ...] = (
    ("given", '"Squad" is within range of the ruin'),
    ("given", "range of the ruin is an objective"),
    ("when", '"Squad" makes a normal move that ends within range of the ruin'),
)


# -- deriving entries ---------------------------------------------------------------------------
def docs_examples(path: Path = PHRASES) -> Iterator[tuple[StepKind, str, str]]:
    """Each (kind, phrase, first line of its example) of the generated phrase reference."""
    row = re.compile(r"^\| `(Given|When|Then) (?P<phrase>[^`]*)` \| `(?P<ex>(?:[^`]|``)*)`")
    for line in path.read_text(encoding="utf-8").splitlines():
        m = row.match(line)
        if m is None:
            continue
        kind = m.group(1).lower()
        example = m["ex"].split("`<br>`")[0]
        words = example.split(" ", 1)
        if len(words) == 2 and words[0].lower() == kind:
            yield kind, m["phrase"], words[1]  # type: ignore[misc]


def contract_texts(path: Path) -> Iterator[tuple[StepKind, str]]:
    """The phrase forms of a contract file with representative slot values: each line of its
    gherkin blocks and each backticked Given/When/Then span (of round 4's file, its changes
    section only), comments and alternatives after ``#`` dropped."""
    text = path.read_text(encoding="utf-8")
    if "## Changes to earlier sections" in text:
        text = text.split("## Changes to earlier sections", 1)[1].split("\n## ", 1)[0]
    found: list[str] = []
    for block in re.findall(r"```gherkin\n(.*?)```", text, flags=re.DOTALL):
        found += [line.split("#", 1)[0].strip() for line in block.splitlines()]
    found += re.findall(r"`((?:Given|When|Then) [^`]+)`", text)
    for line in found:
        line = " ".join(line.split()).replace("(s)", "s")  # a wrapped span; 2 of them
        words = line.split(" ", 1)
        if len(words) != 2 or words[0] not in ("Given", "When", "Then"):
            continue
        body = words[1].rstrip()
        for variant in _filled(body):
            yield words[0].lower(), variant  # type: ignore[misc]


def _filled(body: str) -> Iterator[str]:
    """``body`` with each ``<slot>`` replaced by its representative values (areas: each)."""
    m = re.search(r"<([A-Za-z0-9_]+)>", body)
    if m is None:
        yield body
        return
    values = SLOTS.get(m[1])
    if values is None:
        return  # a placeholder the corpus has no value for: left to the docs' examples
    seen_areas = m[1] == "area" and body.count("<area>") > 1
    for value in values[:1] if seen_areas else values:
        yield from _filled(body[: m.start()] + value + body[m.end() :])


def new_entries(have: Iterable[Entry], contracts: Iterable[Path] = ()) -> list[Entry]:
    """Entries for texts the corpus does not hold yet; prints the contract texts no template
    matches (a form not built yet, or one to look at)."""
    steps()
    known = {(e.kind, e.text) for e in have}
    rows = {(e.key, e.text) for e in have if e.kind == "row"}
    added: list[Entry] = []

    def add(kind: StepKind, text: str) -> bool:
        step = matched(kind, text)
        if step is None:
            return False
        if (kind, text) not in known:
            known.add((kind, text))
            added.append(Entry(kind, step.template, text))
        return True

    for kind, _, text in docs_examples():
        if not add(kind, text):
            print(f"docs example that no template runs: {kind} {text}", file=sys.stderr)
    for path in contracts:
        for kind, text in contract_texts(path):
            if not add(kind, text):
                print(f"{path.name}: no template runs: {kind} {text}", file=sys.stderr)
    for kind, text in AREA_TEXTS:
        if not add(kind, text):
            print(f"area text that no template runs: {kind} {text}", file=sys.stderr)
    for row, value in ROWS:
        if (row, value) not in rows:
            added.append(Entry("row", row, value, row_summary(row, value)))
    for kind, text in REFUSED:
        if ("refused", text) not in known:
            added.append(Entry("refused", kind, text))
    return added


def main(argv: list[str]) -> None:
    have = load() if CORPUS.exists() else []
    added = new_entries(have, [Path(a) for a in argv])
    with CORPUS.open("a", encoding="utf-8") as out:
        if not have:
            out.write(
                "# The phrase corpus: see tests/scenario/phrase_corpus.py. Tab-separated; "
                "appended by python -m tests.scenario.phrase_corpus, never rewritten.\n"
            )
        for entry in added:
            out.write(entry.line() + "\n")
    print(f"{len(added)} entries added to {CORPUS.relative_to(ROOT)}", file=sys.stderr)


if __name__ == "__main__":
    main(sys.argv[1:])
