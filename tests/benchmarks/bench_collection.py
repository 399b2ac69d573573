"""Collecting and running N scenarios: ruleslawyer, plain pytest-bdd, and pytest's floor.

Not part of the default suite. Run from the repository root:

    python tests/benchmarks/bench_collection.py [--sizes 1000,10000] [--repeat 3]

For each size it writes a corpus of N scenarios (phrases of our language, in files of 100
scenarios, an Examples row counting as one) into a temporary folder, three times over:

(a) ``ruleslawyer``: the .feature files, collected directly by the plugin;
(b) ``pytest-bdd``: the same files bound by one plain ``scenarios("features")`` module
    (ini ``ruleslawyer_collect = false``), running our steps through pytest-bdd;
(c) ``floor``: one empty test function per scenario, in one module per feature file.

Each is run as ``python -m pytest -p no:cacheprovider -q`` in its own folder (PYTEST_*
variables cleared), in turns (a b c a b c ...); of ``--repeat`` runs the least wall time and the
least CPU time are kept, since the figures are meant for a machine that other work shares. It
prints the ratios a/b and a/c, the time per scenario above the floor, the collection time of
the largest size (``--collect-only``), the peak RSS of each run (``wait4`` on the child), and
serial against ``-n <w>`` for each of ``--workers`` (the library's own ``pytest scenarios``
and the corpus at each of ``--xdist-sizes``; ``--xdist-only`` runs just that), and how much
the peak RSS grows per scenario run (over the one-scenario start-up). ``--before PYTHON`` adds
(a0): the same corpus run by another interpreter, one with an older ruleslawyer installed (say
a clone at an older commit, ``pip install -e .`` in its own venv). ``--freeze`` adds (a+f):
ruleslawyer with its opt-in ``gc.freeze()`` once collection finishes
(``-o ruleslawyer_gc_freeze=true``).
``--profile FILE`` writes a cProfile of one (a) run of the largest size.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

PER_FILE = 100
TARGETS = {"a/b": 0.5, "a/c": 2.0, "collect": 5.0, "xdist": 0.6}

# -- the corpus ----------------------------------------------------------------------------------
# Scenarios of the library's kinds: plain ones, outlines whose rows are scenarios, tables, a doc
# string board, tags. Each is (number of scenarios it makes, text); {n} makes the name unique.
PLAIN: list[str] = [
    """
  @battle_shock
  Scenario: {n}: a battle-shocked unit that passes its roll recovers
    Given a unit "Intercessors"
    And it is player A's Command phase
    And "Intercessors" is battle-shocked
    And the battle-shock roll for "Intercessors" will be 8
    When player A's Command phase is resolved
    Then "Intercessors" makes 1 battle-shock roll
    And "Intercessors" is not battle-shocked
""",
    """
  Scenario: {n}: a rule healing at the end of the Movement phase works in both turns
    Given player B has a rule "Regeneration" that triggers at the end of the Movement phase
    When battle round 1 is played
    Then "Regeneration" triggers 2 times
    And "Regeneration" triggers in player A's turn
""",
    """
  Scenario: {n}: a unit whose OC is 0 cannot start the Action
    Given the board:
      \"\"\"
      units:
        Squad: {{oc: 0}}
      \"\"\"
    And the Action "Deploy Device":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Deploy Device" Action, for exactly these reasons:
      | its OC is 0 or - |
""",
    """
  @clock
  Scenario: {n}: the next Shooting phase is in the next battle round
    Given it is player A's Shooting phase
    When the game advances to player A's Shooting phase
    Then it is player A's Shooting phase in battle round 2
""",
    """
  Scenario: {n}: a unit that has shot is not eligible to shoot again that phase
    Given the Action "Secure Site":
      | STARTS | your Shooting phase |
    And a unit "Intercessors"
    And it is player A's Shooting phase
    When "Intercessors" shoots
    Then "Intercessors" is not eligible to shoot
    And "Intercessors" is eligible to declare a charge
""",
]
OUTLINES: list[tuple[int, str]] = [
    (
        3,
        """
  Scenario Outline: {n}: units of several models are judged by the models left
    Given a unit "Squad"
    And "Squad" has a starting strength of <starting strength>
    And "Squad" has <models> models left
    Then "Squad" <verdict>

    Examples:
      | starting strength | models | verdict                          |
      | 10                | 5      | is at half-strength              |
      | 10                | 4      | is below half-strength           |
      | 10                | 6      | is not at or below half-strength |
""",
    ),
    (
        2,
        """
  Scenario Outline: {n}: how often player A's rule fires in one battle round
    Given player A has a rule "Signal" that triggers at <trigger>
    When battle round 1 is played
    Then "Signal" triggers <count>

    @rounds
    Examples:
      | trigger                       | count   |
      | the start of the battle round | 1 time  |
      | the end of the turn           | 2 times |
""",
    ),
    (
        2,
        """
  Scenario Outline: {n}: STARTS: the Action opens only in the phase it names
    Given the Action "Task":
      | STARTS | <starts> |
    And it is player A's <phase> phase
    And a unit "Squad"
    Then "Squad" <verdict> the "Task" Action

    Examples:
      | starts              | phase    | verdict      |
      | your Shooting phase | Shooting | can start    |
      | your Shooting phase | Movement | cannot start |
""",
    ),
]
HEADER = """\
# A generated scenario file of the collection benchmark.
Feature: Benchmark file {file}
  Scenarios in the library's shapes, repeated: plain ones, outlines, tables and a doc string.
"""


def feature_files(n: int) -> Iterator[tuple[str, int]]:
    """(text, scenario count) of each file of an n-scenario corpus."""
    made = 0
    file = 0
    while made < n:
        size = min(PER_FILE, n - made)
        parts = [HEADER.format(file=file)]
        count = 0
        turn = 0
        while count < size:
            rows, text = OUTLINES[turn % len(OUTLINES)] if turn % 2 else (1, "")
            if rows == 1 or count + rows > size:
                rows, text = 1, PLAIN[turn % len(PLAIN)]
            parts.append(text.format(n=f"{file}.{turn}"))
            count += rows
            turn += 1
        yield "".join(parts), count
        made += count
        file += 1


def write_corpus(root: Path, n: int) -> dict[str, Path]:
    """Three projects of n scenarios each under ``root``: ruleslawyer, pytest-bdd, floor."""
    projects = {name: root / name for name in ("ruleslawyer", "pytest-bdd", "floor")}
    for name, folder in projects.items():
        (folder / "features").mkdir(parents=True)
        ini = "[pytest]\n"
        if name == "pytest-bdd":  # and its tags registered, as ruleslawyer registers them
            ini += (
                "ruleslawyer_collect = false\nmarkers =\n    battle_shock\n    clock\n    rounds\n"
            )
        (folder / "pytest.ini").write_text(ini, encoding="utf-8")
    for index, (text, count) in enumerate(feature_files(n)):
        for name in ("ruleslawyer", "pytest-bdd"):
            (projects[name] / "features" / f"f{index:04}.feature").write_text(text, "utf-8")
        tests = "".join(f"\n\ndef test_s{i}() -> None:\n    pass\n" for i in range(count))
        (projects["floor"] / f"test_f{index:04}.py").write_text(tests.lstrip(), "utf-8")
    (projects["pytest-bdd"] / "test_features.py").write_text(
        'from pytest_bdd import scenarios\n\nscenarios("features")\n', encoding="utf-8"
    )
    return projects


# -- running -------------------------------------------------------------------------------------
@dataclass
class Run:
    seconds: float  # wall time
    cpu_seconds: float  # user + system time of the child and the processes it waited for
    peak_rss_mb: float
    summary: str
    exit_code: int


PYTEST = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "-q"]
# ruleslawyer with its gc.freeze() after collection (opt-in: ini ruleslawyer_gc_freeze).
FROZEN = [*PYTEST, "-o", "ruleslawyer_gc_freeze=true"]


def before(python: str) -> list[str]:
    """pytest under another interpreter: an older ruleslawyer installed in its own venv."""
    return [python, *PYTEST[1:]]


def run(command: Sequence[str], folder: Path) -> Run:
    """One child process: wall time, its own peak RSS, the last line it printed."""
    # PYTHONDONTWRITEBYTECODE (this machine sets it) is dropped: without kept bytecode each
    # child compiles and re-rewrites the plugin, pytest and Hypothesis again, about half a
    # second of CPU that one venv may pay and another not (docs/performance.md, sixth stop).
    env = {
        k: v
        for k, v in os.environ.items()
        if not k.startswith("PYTEST_") and k != "PYTHONDONTWRITEBYTECODE"
    }
    with tempfile.TemporaryFile() as out:
        start = time.perf_counter()
        child = subprocess.Popen(command, cwd=folder, stdout=out, stderr=subprocess.STDOUT, env=env)
        _, status, usage = os.wait4(child.pid, 0)
        seconds = time.perf_counter() - start
        child.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        lines = out.read().decode("utf-8", "replace").strip().splitlines()
    summary = lines[-1] if lines else ""
    cpu = usage.ru_utime + usage.ru_stime
    return Run(seconds, cpu, usage.ru_maxrss / 1024, summary, child.returncode)


def best(
    commands: dict[str, tuple[Sequence[str], Path]], repeat: int, expect: int | None
) -> dict[str, Run]:
    """Best of ``repeat`` runs of each command, taken in turns (the least wall time, the least
    CPU time, the largest peak RSS); each run must pass (or collect) ``expect`` tests."""
    found: dict[str, Run] = {}
    for _ in range(repeat):
        for name, (command, folder) in commands.items():
            result = run(command, folder)
            counted = re.search(r"(\d+) (passed|tests? collected)", result.summary)
            if (
                result.exit_code != 0
                or counted is None
                or (expect is not None and int(counted[1]) != expect)
            ):
                raise SystemExit(
                    f"{name}: expected {expect} passing tests, got exit code "
                    f"{result.exit_code}: {result.summary}"
                )
            if name in found:
                kept = found[name]
                result.seconds = min(result.seconds, kept.seconds)
                result.cpu_seconds = min(result.cpu_seconds, kept.cpu_seconds)
                result.peak_rss_mb = max(result.peak_rss_mb, kept.peak_rss_mb)
            found[name] = result
    return found


def verdict(value: float, target: float) -> str:
    return f"meets <= {target:g}" if value <= target else f"MISSES <= {target:g}"


def _wall(run: Run) -> float:
    return run.seconds


def _cpu(run: Run) -> float:
    return run.cpu_seconds


def measure_size(
    n: int,
    repeat: int,
    old: str | None,
    freeze: bool,
    startup: dict[str, Run] | None,
    bdd: bool = True,
) -> dict[str, Run]:
    with tempfile.TemporaryDirectory(prefix="rl-bench-") as tmp:
        projects = write_corpus(Path(tmp), n)
        commands: dict[str, tuple[Sequence[str], Path]] = {
            "(a) ruleslawyer": (PYTEST, projects["ruleslawyer"]),
            "(b) pytest-bdd scenarios()": (PYTEST, projects["pytest-bdd"]),
            "(c) floor: empty tests": (PYTEST, projects["floor"]),
        }
        if not bdd:  # --no-bdd: (a) against the floor only; (b) stands in as (c) below
            del commands["(b) pytest-bdd scenarios()"]
        if old:
            commands["(a0) ruleslawyer before"] = (before(old), projects["ruleslawyer"])
        if freeze:
            commands["(a+f) ruleslawyer, with gc.freeze"] = (FROZEN, projects["ruleslawyer"])
        runs = best(commands, repeat, n)
    a, c = runs["(a) ruleslawyer"].seconds, runs["(c) floor: empty tests"].seconds
    b = runs["(b) pytest-bdd scenarios()"].seconds if bdd else c
    if startup is None:
        print(f"\nstart-up (a corpus of one scenario), best of {repeat}:")
        shown = f"(a) {a:.2f} s, " + (f"(b) {b:.2f} s, " if bdd else "") + f"(c) {c:.2f} s"
        print(f"  {shown} wall")
        print(
            "  " + ", ".join(f"{name} {r.cpu_seconds:.2f} s" for name, r in runs.items()) + " CPU"
        )
        return runs
    print(f"\nN = {n:,} scenarios, best of {repeat}")
    print(f"  {'':30} {'wall s':>8} {'ms/scenario':>12} {'CPU s':>8} {'peak RSS MB':>12}")
    for name, result in runs.items():
        per = 1000 * result.seconds / n
        print(
            f"  {name:30} {result.seconds:8.2f} {per:12.3f} {result.cpu_seconds:8.2f} "
            f"{result.peak_rss_mb:12.0f}"
        )
    cpu_a, cpu_c = runs["(a) ruleslawyer"].cpu_seconds, runs["(c) floor: empty tests"].cpu_seconds
    if bdd:
        cpu_b = runs["(b) pytest-bdd scenarios()"].cpu_seconds
        print(
            f"  a/b = {a / b:.2f} ({verdict(a / b, TARGETS['a/b'])}); "
            f"in CPU time {cpu_a / cpu_b:.2f}"
        )
    print(
        f"  a/c = {a / c:.2f} ({verdict(a / c, TARGETS['a/c'])}), wall time; "
        f"in CPU time {cpu_a / cpu_c:.2f}"
    )
    print(f"  a above the floor: {1000 * (a - c) / n:.3f} ms/scenario")
    for name, result in runs.items():
        base = startup.get(name, startup["(a) ruleslawyer"])
        grown = 1024 * (result.peak_rss_mb - base.peak_rss_mb) / max(n - 1, 1)
        print(f"  peak RSS growth {name}: {grown:.1f} KB per scenario run")
    if n > 1:
        for label, pick in (("wall", _wall), ("CPU", _cpu)):
            base_a = pick(startup["(a) ruleslawyer"])
            base_c = pick(startup["(c) floor: empty tests"])
            slope_a = (pick(runs["(a) ruleslawyer"]) - base_a) / (n - 1)
            slope_c = (pick(runs["(c) floor: empty tests"]) - base_c) / (n - 1)
            ratio = f"{slope_a / slope_c:.2f}" if slope_c > 0 else "n/a (noise)"
            print(
                f"  per scenario after start-up ({label}): a {1000 * slope_a:.3f} ms, "
                f"c {1000 * slope_c:.3f} ms, a/c = {ratio}"
            )
    for name, result in runs.items():
        if name.startswith(("(a0)", "(a-f)")):
            print(f"  {name}: /b = {result.seconds / b:.2f}, /c = {result.seconds / c:.2f}")
    return runs


def measure_collect(n: int, repeat: int, old: str | None) -> None:
    with tempfile.TemporaryDirectory(prefix="rl-bench-") as tmp:
        projects = write_corpus(Path(tmp), n)
        only = ["--collect-only"]
        commands: dict[str, tuple[Sequence[str], Path]] = {
            "(a) ruleslawyer": ([*PYTEST, *only], projects["ruleslawyer"]),
            "(b) pytest-bdd scenarios()": ([*PYTEST, *only], projects["pytest-bdd"]),
            "(c) floor: empty tests": ([*PYTEST, *only], projects["floor"]),
        }
        if old:
            commands["(a0) ruleslawyer before"] = ([*before(old), *only], projects["ruleslawyer"])
        runs = best(commands, repeat, n)
    print(f"\nN = {n:,} scenarios, --collect-only, best of {repeat}")
    for name, result in runs.items():
        print(
            f"  {name:30} {result.seconds:8.2f} s wall {result.cpu_seconds:8.2f} s CPU "
            f"{result.peak_rss_mb:6.0f} MB"
        )
    a = runs["(a) ruleslawyer"].seconds
    print(f"  (a) collected in {a:.2f} s ({verdict(a, TARGETS['collect'])} s)")


def measure_xdist(sizes: Sequence[int], workers: Sequence[int], repeat: int) -> None:
    """Serial against ``-n <w>`` for each worker count: the library's own main job
    (``pytest scenarios`` at the repository root) and the generated corpus at each size."""
    library = Path(__file__).resolve().parents[2]
    _xdist_table("the library (pytest scenarios)", library, ["scenarios"], None, workers, repeat)
    for n in sizes:
        with tempfile.TemporaryDirectory(prefix="rl-bench-") as tmp:
            project = write_corpus(Path(tmp), n)["ruleslawyer"]
            _xdist_table(f"N = {n:,} scenarios", project, [], n, workers, repeat)


def _xdist_table(
    title: str,
    folder: Path,
    args: list[str],
    expect: int | None,
    workers: Sequence[int],
    repeat: int,
) -> None:
    commands: dict[str, tuple[Sequence[str], Path]] = {"serial": ([*PYTEST, *args], folder)}
    for w in workers:
        commands[f"-n {w}"] = ([*PYTEST, *args, "-n", str(w)], folder)
    runs = best(commands, repeat, expect)
    serial = runs["serial"]
    print(f"\n{title}: best of {repeat}, {os.cpu_count()} CPUs, load {os.getloadavg()[0]:.1f}")
    print(f"  serial {serial.seconds:.2f} s ({serial.cpu_seconds:.2f} s CPU)")
    for w in workers:
        run_ = runs[f"-n {w}"]
        ratio = run_.seconds / serial.seconds
        print(
            f"  -n {w} {run_.seconds:.2f} s ({run_.cpu_seconds:.2f} s CPU, all processes): "
            f"-n {w} / serial = {ratio:.2f} ({verdict(ratio, TARGETS['xdist'])})"
        )


def profile(n: int, path: Path) -> None:
    with tempfile.TemporaryDirectory(prefix="rl-bench-") as tmp:
        projects = write_corpus(Path(tmp), n)
        command = [sys.executable, "-m", "cProfile", "-o", str(path.resolve()), *PYTEST[1:]]
        result = run(command, projects["ruleslawyer"])
    print(f"\ncProfile of (a) at N = {n:,}: {result.seconds:.2f} s -> {path}")
    print(f"  read it with: python -m pstats {path}   (then: sort tottime, stats 30)")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n", 1)[0] if __doc__ else "")
    parser.add_argument("--sizes", default="1000,10000", help="scenario counts (comma-separated)")
    parser.add_argument("--repeat", type=int, default=3, help="runs of each; the best is kept")
    parser.add_argument(
        "--xdist-sizes",
        "--xdist-size",
        default="5000",
        help="corpus sizes for serial against -n (0: no xdist runs)",
    )
    parser.add_argument("--workers", default="2", help="xdist worker counts (comma-separated)")
    parser.add_argument("--xdist-only", action="store_true", help="only the xdist comparison")
    parser.add_argument("--no-collect", action="store_true", help="skip the --collect-only run")
    parser.add_argument("--no-bdd", action="store_true", help="skip (b), plain pytest-bdd")
    parser.add_argument("--before", metavar="PYTHON", help="add (a0): an older install's python")
    parser.add_argument("--freeze", action="store_true", help="add (a+f): gc.freeze() on")
    parser.add_argument("--profile", type=Path, help="write a cProfile of (a) at the largest N")
    args = parser.parse_args(argv)
    sizes = [int(s.replace("_", "")) for s in args.sizes.split(",") if s]
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, {sys.platform}")
    xdist_sizes = [int(s.replace("_", "")) for s in args.xdist_sizes.split(",") if s != "0"]
    workers = [int(w) for w in args.workers.split(",") if w]
    if not args.xdist_only:
        bdd = not args.no_bdd
        startup = measure_size(1, args.repeat, args.before, args.freeze, None, bdd)
        for n in sizes:
            measure_size(n, args.repeat, args.before, args.freeze, startup, bdd)
        if not args.no_collect:
            measure_collect(max(sizes), args.repeat, args.before)
    if workers and args.xdist_sizes != "0":  # 0: no xdist comparison at all
        measure_xdist(xdist_sizes, workers, args.repeat)
    if args.profile is not None:
        profile(max(sizes), args.profile)
    return 0


if __name__ == "__main__":
    sys.exit(main())
