"""The long run of the crafted bad inputs (issue 21), with the figures docs/reliability.md
gives. Not part of the default suite. Run from the repository root:

    python tests/benchmarks/fuzz_crafted_long.py [N] [SAMPLE]

N crafted inputs (default 3,000) run in-process, each under a time limit; then SAMPLE of them
(default 300) are laid out in one folder and run by pytest in a subprocess, serially and with
``-n 2``, to count INTERNALERROR, tracebacks through our modules and that both runs agree;
each run writes a FAQ document (every sampled input's first scenario tagged @faq), the ``-n 2``
run compared with the serial one: both must be complete (or incomplete for the same reason: a
sampled file that fails to collect), with no change between them.
It prints the figures and exits non-zero if any of them is not 0.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import importlib  # noqa: E402

from hypothesis import HealthCheck, given, settings  # noqa: E402
from tests.fuzz_crafted import Crafted, Escaped, crafted, run_crafted, write_tree  # noqa: E402

importlib.import_module("ruleslawyer.steps")
_OUR_FRAME = re.compile(r"ruleslawyer[\\/][\w\\/]*\.py:\d+|steps[\\/]\w+\.py:\d+")
_OUTCOMES = re.compile(r"(\d+) (passed|failed|error|errors)\b")


def in_process(count: int) -> tuple[Counter[str], list[str], list[Crafted], float]:
    verdicts: Counter[str] = Counter()
    escaped: list[str] = []
    kept: list[Crafted] = []

    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(crafted())
    def fuzz(case: Crafted) -> None:
        kept.append(case)
        try:
            for verdict in run_crafted(case):
                verdicts[f"{case.kind}: {verdict}"] += 1
        except Escaped as exc:
            escaped.append(f"{case.kind}: {exc}")

    start = time.perf_counter()
    fuzz()
    return verdicts, escaped, kept, time.perf_counter() - start


def outcomes(text: str) -> dict[str, int]:
    found: dict[str, int] = {}
    for line in text.splitlines()[-3:]:
        for n, what in _OUTCOMES.findall(line):
            found["errors" if what.startswith("error") else what] = int(n)
    return found


def as_faq(case: Crafted) -> Crafted:
    """The case with its first scenario tagged @faq, so that the pytest runs write a FAQ
    document of every sampled input (issue 42: the FAQ surface under xdist)."""
    feature = case.feature.replace("\n  Scenario", "\n  @faq\n  Scenario", 1)
    return Crafted(case.kind, feature, case.files, case.special, case.special_name, case.unwritable)


def through_pytest(cases: list[Crafted], *extra: str) -> tuple[dict[str, int], str, float]:
    with tempfile.TemporaryDirectory() as tmp:
        for number, case in enumerate(cases):
            write_tree(as_faq(case), Path(tmp) / f"case{number:04}")
        (Path(tmp) / "pytest.ini").write_text("[pytest]\n", encoding="utf-8")
        start = time.perf_counter()
        done = subprocess.run(
            [
                sys.executable,
                "-m",
                "pytest",
                "-q",
                "-p",
                "no:randomly",
                "-p",
                "no:cacheprovider",
                "-o",
                "console_output_style=classic",
                *extra,
                tmp,
            ],
            capture_output=True,
            text=True,
            timeout=3600,
            cwd=tmp,
            env={"CI": "true", "PATH": "/usr/bin:/bin"},
        )
        return outcomes(done.stdout), done.stdout + done.stderr, time.perf_counter() - start


def main(count: int, sample: int) -> int:
    verdicts, escaped, kept, elapsed = in_process(count)
    kinds = Counter(v.split(":")[0] for v in verdicts.elements())
    print(f"in-process: {count} inputs ({sum(verdicts.values())} scenarios) in {elapsed:.0f} s")
    print(f"  by kind: {dict(sorted(kinds.items()))}")
    print(f"  verdicts: {dict(sorted(verdicts.items()))}")
    print(f"  escaped (tracebacks, hangs, errors without file and line): {len(escaped)}")
    for line in escaped[:20]:
        print(f"    {line}")
    step = max(1, len(kept) // sample)
    chosen = [c for c in kept[::step] if c.special != "fifo"][:sample]
    written = Path(tempfile.mkdtemp())
    serial, serial_out, serial_s = through_pytest(
        chosen, f"--ruleslawyer-faq-report={written / 'serial.json'}"
    )
    parallel, parallel_out, parallel_s = through_pytest(
        chosen,
        "-n",
        "2",
        f"--ruleslawyer-faq-report={written / 'n2.json'}",
        f"--ruleslawyer-faq-compare={written / 'serial.json'}",
    )
    problems = 0
    documents = {}
    for name in ("serial", "n2"):
        try:
            documents[name] = json.loads((written / f"{name}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError) as exc:
            print(f"FAQ document of the {name} run: not written or not JSON ({exc})")
            problems += 1
    if len(documents) == 2:
        complete = {k: d["complete"] for k, d in documents.items()}
        changes = documents["n2"].get("changes")
        print(
            f"FAQ documents: {len(documents['serial']['entries'])} entries; complete {complete}; "
            f"changes between the serial and the -n 2 run: {len(changes or [])}"
        )
        # A sampled file that fails to collect makes both incomplete, for the same reason.
        why = {k: d["incomplete"] for k, d in documents.items()}
        print(f"  incomplete because: {why}")
        problems += (why["serial"] != why["n2"]) + bool(changes)
    if len(sys.argv) > 3:  # a folder to keep both outputs in
        Path(sys.argv[3], "serial.txt").write_text(serial_out, encoding="utf-8")
        Path(sys.argv[3], "n2.txt").write_text(parallel_out, encoding="utf-8")
    for name, out, counts in (("serial", serial_out, serial), ("-n 2", parallel_out, parallel)):
        internal = out.count("INTERNALERROR")
        frames = len(_OUR_FRAME.findall(out))
        interrupted = "Interrupted" in out
        problems += internal + frames + interrupted
        print(
            f"pytest {name}: {len(chosen)} inputs, outcomes {counts}, "
            f"INTERNALERROR {internal}, frames of ours {frames}, interrupted {interrupted}"
        )
    print(f"  serial {serial_s:.0f} s, -n 2 {parallel_s:.0f} s; counts agree: {serial == parallel}")
    problems += serial != parallel
    return 1 if escaped or problems else 0


if __name__ == "__main__":
    sys.exit(
        main(
            int(sys.argv[1]) if len(sys.argv) > 1 else 3_000,
            int(sys.argv[2]) if len(sys.argv) > 2 else 300,
        )
    )
