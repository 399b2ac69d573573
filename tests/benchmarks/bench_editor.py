"""Diagnostics for a 500-line feature file after a change: ``ruleslawyer-lsp``'s keystroke cost.

Not part of the default suite. Run from the repository root (the ``[lsp]`` and ``[test]``
extras installed):

    python tests/benchmarks/bench_editor.py [--lines 500] [--changes 30]

It writes a feature file of about ``--lines`` lines (a Background and scenarios of the
library's phrases: Actions, moves, charges, stratagems, the Battle-shock step, boards), then
measures two things, each over ``--changes`` edits that alternate between a misspelt step and
the correct one:

(a) ``in process``: :func:`ruleslawyer.editor.check.check_text` on the changed text, the
    work the server does for one change (each edit changes one step of one scenario to a text
    not seen before; the scenarios it did not touch are reused);
(b) ``over stdio``: the real server started as a subprocess and driven by pytest-lsp's client:
    the time from sending ``textDocument/didChange`` to receiving its
    ``textDocument/publishDiagnostics``.

The target is under 100 ms for (b). It prints the median, the 90th percentile and the worst,
and first ``cold``: a whole check with nothing reused (the first check of a file, or a change
of its Background, which every scenario shares).
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import types
from pytest_lsp import client_capabilities, make_test_lsp_client

from ruleslawyer.editor import check

HEAD = """\
Feature: a large rules file, for the editor benchmark
  Background:
    Given the Action "Deploy Device":
      | STARTS | your Shooting phase |
    And a unit "Squad"
    And a unit "Boyz" for player B
"""

BLOCKS = [
    """
  Scenario: an engaged unit cannot start the Action {n}
    Given it is player A's Shooting phase
    And "Squad" is engaged
    Then "Squad" cannot start the "Deploy Device" Action because it is engaged
""",
    """
  Scenario: a unit that fell back cannot shoot {n}
    Given it is player A's Shooting phase
    And "Squad" made a fall-back move this turn
    Then "Squad" is not eligible to shoot because it made a fall-back move this turn
""",
    """
  Scenario: a charge needs an enemy within 12 inches {n}
    Given it is player A's Charge phase
    And "Squad" is not within 12" of any enemy unit
    Then "Squad" is not eligible to declare a charge
""",
    """
  Scenario: a unit below half-strength takes the test {n}
    Given "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And the battle-shock roll for "Squad" will be 3
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
""",
    """
  Scenario: a normal move after engagement {n}
    Given it is player A's Movement phase
    And "Squad" is engaged
    Then "Squad" cannot make a normal move because it is engaged
    And "Squad" can make a fall-back move
""",
    """
  Scenario: a stratagem costs CP {n}
    Given player A has 1 CP
    And it is player A's Command phase
    Then player A can use the "Insane Bravery" stratagem on "Squad"
""",
]


def feature(lines: int) -> str:
    text = HEAD
    n = 0
    while text.count("\n") < lines:
        text += BLOCKS[n % len(BLOCKS)].format(n=n)
        n += 1
    return text


def changes(text: str, count: int) -> list[str]:
    """Edits as typing makes them: each changes one step of a different scenario, to a text
    never seen before (so no earlier result can be reused), and every other edit is undone."""
    good = '    Then "Squad" is not eligible to declare a charge'
    places = [i for i in range(len(text)) if text.startswith(good, i)]
    assert places
    edits = []
    for i in range(count):
        at = places[(i // 2) % len(places)]
        bad = good.replace("eligible", f"eligable{i}")
        edits.append(text[:at] + bad + text[at + len(good) :] if i % 2 == 0 else text)
    return edits


def cold(text: str, path: Path, count: int) -> tuple[list[float], list[float]]:
    """A whole check with nothing to reuse (the first check of a file opened): wall, CPU."""
    wall, cpu = [], []
    for i in range(count):
        changed = text.replace("a large rules file", f"a large rules file {i}")
        start, start_cpu = time.perf_counter(), time.process_time()
        check.check_text(changed, path, path.parent, check.Checked())
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


def in_process(text: str, edits: list[str], path: Path) -> tuple[list[float], list[float]]:
    """Wall and CPU times of each edit's check."""
    kept = check.Checked()  # as the language server keeps it
    check.check_text(text, path, path.parent, kept)  # the first check loads what later reuse
    wall, cpu = [], []
    for edit in edits:
        start, start_cpu = time.perf_counter(), time.process_time()
        check.check_text(edit, path, path.parent, kept)
        wall.append(time.perf_counter() - start)
        cpu.append(time.process_time() - start_cpu)
    return wall, cpu


async def over_stdio(text: str, edits: list[str], path: Path) -> list[float]:
    client = make_test_lsp_client()
    await client.start_io(sys.executable, "-m", "ruleslawyer.editor")
    times = []
    try:
        await client.initialize_session(
            types.InitializeParams(
                capabilities=client_capabilities("visual-studio-code"),
                root_uri=path.parent.as_uri(),
            )
        )
        uri = path.as_uri()
        client.text_document_did_open(
            types.DidOpenTextDocumentParams(types.TextDocumentItem(uri, "gherkin", 1, text))
        )
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        for version, edit in enumerate(edits, start=2):
            client.diagnostics.pop(uri, None)
            start = time.perf_counter()
            client.text_document_did_change(
                types.DidChangeTextDocumentParams(
                    types.VersionedTextDocumentIdentifier(version=version, uri=uri),
                    [types.TextDocumentContentChangeWholeDocument(edit)],
                )
            )
            while uri not in client.diagnostics:
                await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
            times.append(time.perf_counter() - start)
            expected = 1 if edit != text else 0
            assert len(client.diagnostics[uri]) == expected, client.diagnostics[uri]
    finally:
        await client.shutdown_session()
        await client.stop()  # type: ignore[no-untyped-call]
    return times


def summary(name: str, times: list[float]) -> str:
    ms = sorted(t * 1000 for t in times)
    p90 = ms[min(len(ms) - 1, int(len(ms) * 0.9))]
    median = statistics.median(ms)
    return f"{name:>14}: median {median:6.1f} ms, p90 {p90:6.1f} ms, worst {ms[-1]:6.1f} ms"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=500)
    parser.add_argument("--changes", type=int, default=30)
    args = parser.parse_args()
    text = feature(args.lines)
    edits = changes(text, args.changes)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "large.feature"
        path.write_text(text, encoding="utf-8")
        print(
            f"{text.count(chr(10))} lines, {text.count('Scenario:')} scenarios, "
            f"{args.changes} changes"
        )
        assert check.check_text(text, path, path.parent) == []
        wall, cpu = cold(text, path, 5)
        print(summary("cold, wall", wall))
        print(summary("cold, CPU", cpu))
        wall, cpu = in_process(text, edits, path)
        print(summary("change, wall", wall))
        print(summary("change, CPU", cpu))
        print(summary("over stdio", asyncio.run(over_stdio(text, edits, path))))
        print(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} CPUs")


if __name__ == "__main__":
    main()
