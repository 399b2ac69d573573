"""Crafted inputs for the FAQ document's options (issue 42 items 1-3): the file compared with
(``--ruleslawyer-faq-compare``) and the report's path (``--ruleslawyer-faq-report``), drawn with
their variations and run through the same functions the options go through, in-process, each
under a time limit.

A compare file ends in the entries read or a :class:`pytest.UsageError` of one line naming the
file; a report path in a path or a usage error naming the option. Anything else (another
exception, a message of several lines, a hang) raises :class:`tests.fuzz_crafted.Escaped`.
Shared by the slow test and tests/benchmarks/fuzz_crafted_long.py.
"""

from __future__ import annotations

import json
import os
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest
from hypothesis import strategies as st

from ruleslawyer.pytest_plugin import faq_json, options
from ruleslawyer.scenario.files import UnwritableOutput, check_output
from tests.fuzz_crafted import LIMIT_SECONDS, Escaped, _time_limit

VALID_ENTRY = {"id": "a--b", "question": "Q?", "verdict": "confirmed", "rules": ["8.2 X"]}


def _document(entries: object, **head: object) -> str:
    return json.dumps(
        {"format": "ruleslawyer-faq", "header": head, "entries": entries}, ensure_ascii=False
    )


@dataclass
class CompareFile:
    kind: str
    content: bytes | None = None  # None: ``special`` says what the file is
    special: str | None = None  # "fifo", "zero", "urandom", "folder", "sparse", "missing"
    name: str = "old.json"


@st.composite
def compare_files(draw: st.DrawFn) -> CompareFile:
    kind = draw(
        st.sampled_from(
            [
                "special",
                "deep",
                "surrogate",
                "bytes",
                "truncated",
                "wrong types",
                "valid",
                "nul name",
            ]
        )
    )
    if kind == "special":
        special = draw(st.sampled_from(["fifo", "zero", "urandom", "folder", "sparse", "missing"]))
        return CompareFile(kind, special=special)
    if kind == "deep":
        depth = draw(st.sampled_from([100, 1_000, 10_000, 100_000]))
        opener, closer = draw(st.sampled_from([("[", "]"), ('{"a":', "}")]))
        inner = "1" if opener.startswith("{") else ""
        text = opener * depth + inner + closer * depth
        if draw(st.booleans()):  # deep inside a document
            text = _document([{**VALID_ENTRY, "rules": "@"}]).replace('"@"', text)
        return CompareFile(kind, text.encode())
    if kind == "surrogate":
        where = draw(st.sampled_from(["id", "question", "verdict", "rules", "rules_core"]))
        escape = draw(st.sampled_from(["\\ud800", "\\udfff", "\\udc00x"]))
        entry: dict[str, object] = dict(VALID_ENTRY)
        head: dict[str, object] = {}
        if where == "rules":
            entry["rules"] = ["@"]
        elif where == "rules_core":
            head["rules_core"] = "@"
        else:
            entry[where] = "@"
        return CompareFile(kind, _document([entry], **head).replace('"@"', f'"{escape}"').encode())
    if kind == "bytes":
        return CompareFile(kind, draw(st.binary(max_size=200)))
    if kind == "truncated":
        whole = _document([VALID_ENTRY] * 3, rules_core="ruleslawyer 0.1.0").encode()
        return CompareFile(kind, whole[: draw(st.integers(0, len(whole)))])
    if kind == "wrong types":
        values: list[object] = [None, 3, [], {}, "x", True, [None], ["a", 1]]
        value = draw(st.sampled_from(values))
        key = draw(st.sampled_from(["id", "question", "verdict", "rules", "entries", "header"]))
        if key in ("entries", "header"):
            found = json.loads(_document([VALID_ENTRY]))
            found[key] = value
            return CompareFile(kind, json.dumps(found).encode())
        return CompareFile(kind, _document([{**VALID_ENTRY, key: value}]).encode())
    if kind == "nul name":
        return CompareFile(kind, _document([VALID_ENTRY]).encode(), name="old\0.json")
    budget = draw(st.one_of(st.none(), st.integers(0, 10**6), st.text(max_size=5)))
    return CompareFile(
        kind,
        _document(
            [VALID_ENTRY],
            rules_core=draw(st.text(max_size=20)),
            exhaustive_budget=budget,
            command=draw(st.sampled_from(["", "pytest --ruleslawyer-exhaustive-budget=7"])),
            datasheet_data=draw(st.sampled_from([None, [], ["v1"], "v1", [3]])),
        ).encode(),
    )


def _make(folder: Path, case: CompareFile) -> Path:
    path = folder / case.name
    if case.content is not None:
        if "\0" not in case.name:
            path.write_bytes(case.content)
        return path
    if case.special == "fifo":
        os.mkfifo(path)
    elif case.special == "zero":
        path.symlink_to("/dev/zero")
    elif case.special == "urandom":
        path.symlink_to("/dev/urandom")
    elif case.special == "folder":
        path.mkdir()
    elif case.special == "sparse":
        with path.open("wb") as handle:
            handle.truncate(64 * 1024 * 1024)
    return path


def _one_line(message: str, what: str) -> str:
    if not message or "\n" in message.strip() or "Traceback" in message:
        raise Escaped(f"a usage error that is not one clean line on {what}: {message[:300]!r}")
    return "usage error"


def run_compare(case: CompareFile) -> str:
    """Read ``case`` as ``--ruleslawyer-faq-compare`` reads it: "read" or "usage error"."""
    with tempfile.TemporaryDirectory() as tmp:
        path = _make(Path(tmp), case)
        with _time_limit(LIMIT_SECONDS, f"compare {case.kind}"):
            try:
                previous = faq_json.load_previous(path)
            except pytest.UsageError as exc:
                return _one_line(str(exc), f"compare {case.kind}")
            except Escaped:
                raise
            except BaseException as exc:  # MemoryError, RecursionError: all count
                raise Escaped(f"{type(exc).__name__} escaped on compare {case.kind}") from exc
        try:  # what was read can be written back into the document
            json.dumps(previous.entries, ensure_ascii=False).encode("utf-8")
            previous.label.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise Escaped(f"read text that cannot be written, on compare {case.kind}") from exc
        return "read"


REPORT_NAMES = [
    "faq.md",
    "faq.html",
    "faq.json",
    "faq.pdf",
    "faq",
    "",
    ".",
    "..",
    "out/",
    "folder",
    "afile/faq.md",
    "afile/x/y/faq.html",
    "/proc/faq.md",
    "/proc/1/faq.md",
    "/dev/null",
    "deep/er/faq.md",
    "faq\0.md",
    "json/faq.md",
    "FAQ.MD",
    "faq.md.",
]


@st.composite
def report_paths(draw: st.DrawFn) -> str:
    name = draw(st.sampled_from(REPORT_NAMES))
    if draw(st.integers(0, 4)) == 0:
        name = draw(st.text(max_size=12)) + draw(st.sampled_from(["", ".md", ".html", "/"]))
    return name


def run_report_path(given: str) -> str:
    """Check ``given`` as ``--ruleslawyer-faq-report`` does: "ok" or "usage error"."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        (folder / "folder").mkdir()
        (folder / "json" / "faq.json").mkdir(parents=True)
        (folder / "afile").write_text("a file\n", encoding="utf-8")
        here = Path.cwd()
        os.chdir(folder)
        try:
            with _time_limit(LIMIT_SECONDS, f"report path {given!r}"):
                try:
                    path = check_output(given)
                    options._check_report(path)
                except UnwritableOutput as exc:
                    return _one_line(str(exc), f"report path {given!r}")
                except pytest.UsageError as exc:
                    return _one_line(str(exc), f"report path {given!r}")
                except Escaped:
                    raise
                except BaseException as exc:
                    raise Escaped(f"{type(exc).__name__} escaped on report {given!r}") from exc
            if path.is_dir() or not path.name:
                raise Escaped(f"a report path accepted that is no file: {given!r}")
            return "ok"
        finally:
            os.chdir(here)
