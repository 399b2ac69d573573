"""Throughput of property scenarios: examples per second, and the time to a counterexample.

Not part of the default suite (the name does not match ``test_*.py``). Run from the repository
root:

    python tests/benchmarks/bench_property.py [--examples 2000] [--repeat 3] [--profile]
    python tests/benchmarks/bench_property.py --processes [--before OLD_SOURCE_DIR]

It measures, derandomised as under ``CI`` (so every run draws the same examples):

1. ``run_property`` on an eligibility claim that holds: any unit off the battlefield cannot
   start any Action, at any moment. Examples are counted exactly, by wrapping the function
   that runs one example's steps: *valid* examples are those that reached their steps' end
   (Hypothesis counts them against ``max_examples``), *rejected* ones failed an ``assume``.
   The best of ``--repeat`` runs is kept: the figures are meant for a machine others share.
2. The same claim through pytest, in-process, with ``--ruleslawyer-max-examples`` (plugin,
   collection and reporting included).
3. The time to contradict "a TITANIC unit can always start an Action" (search and shrink),
   and the counterexample found.
4. Side by side with (2), in the same process: a bare Hypothesis test under pytest that draws
   19 small integers per example, the same number of examples (issue 9's target: (2) runs at
   least as many examples per second as this).

``--processes`` measures (2) and (4) as whole pytest processes instead, side by side (they
take turns; the best of ``--repeat`` of each is kept): each child's CPU time from ``wait4``,
its valid and rejected examples counted by a small plugin in the child. ``--before DIR`` adds
(2) run by older code: ``DIR`` holds a ``ruleslawyer`` package (an older commit's
``plugin/ruleslawyer`` with its ``steps`` folder as ``ruleslawyer/steps``), put first on the
child's ``PYTHONPATH``.

Targets: (2) at least as many examples per second as (4) (issue 9), and at least 1,000 valid
examples per second for (1), by CPU time (wall time is shown too; on a machine others share it
is the less reliable of the two). ``--profile`` prints the top
hotspots of one run of (1) by own time and by cumulative time.
"""

from __future__ import annotations

import argparse
import cProfile
import importlib
import io
import pstats
import sys
import tempfile
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager, redirect_stdout
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from hypothesis.errors import StopTest, UnsatisfiedAssumption

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.properties import search as property_
from ruleslawyer.scenario.errors import PropertyFailure
from ruleslawyer.scenario.step_line import StepLine

TARGET = 1000.0  # valid examples per second

ELIGIBILITY = """Feature: Benchmark claims

  Scenario: A unit off the battlefield cannot start any Action
    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
"""

TITANIC = """Feature: Benchmark claims

  Scenario: A TITANIC unit can always start an Action
    Given any moment
    And any unit "Knight"
    And any Action "Task"
    And "Knight" has the keyword TITANIC
    Then "Knight" can start the "Task" Action
"""


@dataclass
class Count:
    valid: int = 0
    rejected: int = 0


@contextmanager
def counting() -> Iterator[Count]:
    """Count the examples the property runner runs, by wrapping its per-example step runner."""
    count = Count()
    namespace = vars(property_)
    original: Callable[..., None] = namespace["run_steps"]

    def run_steps(*args: Any, **kwargs: Any) -> None:
        try:
            original(*args, **kwargs)
        except (UnsatisfiedAssumption, StopTest):  # an assume() failed, or the draw overran
            count.rejected += 1
            raise
        except BaseException:
            count.valid += 1  # a failing example is a valid one
            raise
        count.valid += 1

    namespace["run_steps"] = run_steps
    try:
        yield count
    finally:
        namespace["run_steps"] = original


BARE_TEST = """
from hypothesis import given, settings, strategies as st

COUNT = [0]


@settings(max_examples={examples}, database=None, derandomize=True, deadline=None)
@given(st.tuples(*[st.integers(0, 20) for _ in range(19)]))
def test_bare(values):
    COUNT[0] += 1
"""


@dataclass(frozen=True)
class Scenario:
    path: Path
    feature_name: str
    name: str
    steps: list[StepLine]


def write_scenario(folder: Path, stem: str, text: str) -> Scenario:
    path = folder / f"{stem}.feature"
    path.write_text(text, encoding="utf-8")
    feature = parse_feature(path, folder)
    (case,) = cases(feature)
    return Scenario(path, feature.name, case.name, list(case.steps))


def run(scenario: Scenario, examples: int, rootdir: Path) -> None:
    property_.run_property(
        scenario.steps,
        scenario.path,
        scenario.path.name,
        scenario.feature_name,
        scenario.name,
        examples,
        scenario.name.encode(),
        rootdir,
        ci=True,
        budget=0,  # Hypothesis's draw, not the walk's proof (NO_WALK)
    )


@dataclass(frozen=True)
class Timing:
    seconds: float  # wall time
    cpu: float  # this process's CPU time: what a shared machine's load does not inflate
    valid: int
    rejected: int

    @property
    def rate(self) -> float:
        return self.valid / self.seconds if self.seconds else float("inf")

    @property
    def cpu_rate(self) -> float:
        return self.valid / self.cpu if self.cpu else float("inf")

    def describe(self) -> str:
        return (
            f"{self.valid} valid + {self.rejected} rejected examples in {self.seconds:.2f} s "
            f"wall ({self.cpu:.2f} s CPU): {self.rate:,.0f} valid examples/s wall, "
            f"{self.cpu_rate:,.0f}/s CPU"
        )


@contextmanager
def stopwatch() -> Iterator[list[float]]:
    """Yields a list that holds [wall seconds, CPU seconds] once the block ends."""
    times: list[float] = []
    wall, cpu = time.perf_counter(), time.process_time()
    try:
        yield times
    finally:
        times += [time.perf_counter() - wall, time.process_time() - cpu]


def time_direct(scenario: Scenario, examples: int, rootdir: Path, repeat: int) -> Timing:
    best: Timing | None = None
    for _ in range(repeat):
        with counting() as count, stopwatch() as took:
            run(scenario, examples, rootdir)
        timing = Timing(took[0], took[1], count.valid, count.rejected)
        if best is None or timing.cpu < best.cpu:
            best = timing
    assert best is not None
    return best


# The exhaustive walk proves the benchmark's claim in 128 cases, and Hypothesis then draws
# nothing: what is measured here is Hypothesis's draw, so the walk is turned off.
NO_WALK = ("--ruleslawyer-exhaustive-budget", "0")


def time_pytest(folder: Path, examples: int) -> tuple[Timing, int]:
    args = [
        "-q",
        "-p",
        "no:cacheprovider",
        "--rootdir",
        str(folder),
        "--ruleslawyer-max-examples",
        str(examples),
        *NO_WALK,
        str(folder / "eligibility.feature"),
    ]
    with counting() as count, redirect_stdout(io.StringIO()), stopwatch() as took:
        status = pytest.main(args)
    return Timing(took[0], took[1], count.valid, count.rejected), int(status)


def time_bare(folder: Path, examples: int) -> tuple[Timing, int]:
    """A bare Hypothesis test through pytest, in-process, drawing 19 small integers."""
    bare = folder / "bare"
    bare.mkdir(exist_ok=True)
    path = bare / "test_bare.py"
    path.write_text(BARE_TEST.format(examples=examples), encoding="utf-8")
    args = ["-q", "-p", "no:cacheprovider", "--rootdir", str(bare), str(path)]
    sys.modules.pop("test_bare", None)  # a fresh count
    with redirect_stdout(io.StringIO()), stopwatch() as took:
        status = pytest.main(args)
    module = sys.modules.get("test_bare")
    count = module.COUNT[0] if module is not None else examples
    return Timing(took[0], took[1], count, 0), int(status)


COUNTING_PLUGIN = """
import json, os

from hypothesis.errors import StopTest, UnsatisfiedAssumption

COUNT = {"valid": 0, "rejected": 0}


def pytest_configure(config):
    from ruleslawyer.properties import search

    original = search.run_steps

    def run_steps(*args, **kwargs):
        try:
            original(*args, **kwargs)
        except (UnsatisfiedAssumption, StopTest):
            COUNT["rejected"] += 1
            raise
        except BaseException:
            COUNT["valid"] += 1
            raise
        COUNT["valid"] += 1

    search.run_steps = run_steps


def pytest_unconfigure(config):
    with open(os.environ["RL_BENCH_COUNT"], "w") as out:
        json.dump(COUNT, out)
"""


def time_process(args: list[str], env: dict[str, str]) -> tuple[Timing | None, int, str]:
    """One whole ``python -m pytest`` process: wall time, and CPU time from ``wait4``."""
    import json
    import os
    import subprocess

    count_file = Path(env["RL_BENCH_COUNT"])
    count_file.unlink(missing_ok=True)
    wall = time.perf_counter()
    child = subprocess.Popen(
        [sys.executable, "-m", "pytest", *args],
        env=env,
        stdout=subprocess.PIPE,
        stderr=subprocess.STDOUT,
    )
    assert child.stdout is not None
    output = child.stdout.read().decode("utf-8", "replace")
    _, status, usage = os.wait4(child.pid, 0)
    child.returncode = os.waitstatus_to_exitcode(status)
    took = time.perf_counter() - wall
    cpu = usage.ru_utime + usage.ru_stime
    if not count_file.exists():
        return None, child.returncode, output
    count = json.loads(count_file.read_text(encoding="utf-8"))
    return Timing(took, cpu, count["valid"], count["rejected"]), child.returncode, output


def processes(folder: Path, examples: int, repeat: int, before: Path | None) -> None:
    """(2) and (4) as whole pytest processes, taking turns; (2) by older code too."""
    import os

    (folder / "rl_bench_count.py").write_text(COUNTING_PLUGIN, encoding="utf-8")
    bare = folder / "bare"
    bare.mkdir(exist_ok=True)
    (bare / "test_bare.py").write_text(BARE_TEST.format(examples=examples), encoding="utf-8")
    common = ["-q", "-p", "no:cacheprovider", "-p", "rl_bench_count"]
    prop = [*common, "--rootdir", str(folder), "--ruleslawyer-max-examples", str(examples)]
    prop.append(str(folder / "eligibility.feature"))
    older = list(prop)  # code before issue 22 has no exhaustive search, nor its option
    if before is not None and (before / "ruleslawyer" / "properties" / "exhaustive.py").exists():
        older[-1:-1] = NO_WALK  # older code that has it: Hypothesis's draw, as for (2)
    prop[-1:-1] = NO_WALK
    bare_args = [*common, "--rootdir", str(bare), str(bare / "test_bare.py")]
    env = {**os.environ, "CI": "true", "RL_BENCH_COUNT": str(folder / "count.json")}
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # bytecode kept, as bench_collection.run says
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(folder), env.get("PYTHONPATH")]))
    runs: dict[str, tuple[list[str], dict[str, str]]] = {
        "(2) property through pytest": (prop, env),
        "(4) bare Hypothesis test": (bare_args, env),
    }
    if before is not None:
        old = {**env, "PYTHONPATH": os.pathsep.join([str(before), env["PYTHONPATH"]])}
        runs["(2) before, by the code in " + str(before)] = (older, old)
    best: dict[str, Timing] = {}
    for _ in range(repeat):
        for name, (args, run_env) in runs.items():
            timing, status, output = time_process(args, run_env)
            if timing is None or status != 0:
                raise SystemExit(f"{name}: exit status {status}\n{output[-2000:]}")
            if name.startswith("(4)"):  # the bare test rejects nothing: its count is exact
                timing = Timing(timing.seconds, timing.cpu, examples, 0)
            if name not in best or timing.cpu < best[name].cpu:
                best[name] = timing
    print(f"whole pytest processes, {examples} examples, best of {repeat} (CPU time):")
    bare_timing = best["(4) bare Hypothesis test"]
    for name, timing in best.items():
        drawn = timing.valid + timing.rejected
        rejected = f"{timing.rejected / drawn:.0%} rejected" if drawn else "no examples"
        ratio = timing.cpu_rate / bare_timing.cpu_rate
        wall_ratio = timing.rate / bare_timing.rate
        print(f"  {name}: {timing.describe()}; {rejected}")
        print(f"      against (4): {ratio:.2f} by CPU, {wall_ratio:.2f} by wall")


def time_to_contradict(scenario: Scenario, rootdir: Path) -> tuple[Timing, str]:
    with counting() as count:
        try:
            with stopwatch() as took:
                run(scenario, property_.DEFAULT_MAX_EXAMPLES, rootdir)
        except PropertyFailure as failure:
            timing = Timing(took[0], took[1], count.valid, count.rejected)
            return timing, failure.counterexample
    raise SystemExit("the TITANIC claim was not contradicted: the benchmark's premise is wrong")


def profile(scenario: Scenario, examples: int, rootdir: Path, top: int) -> None:
    profiler = cProfile.Profile()
    profiler.enable()
    run(scenario, examples, rootdir)
    profiler.disable()
    for order in ("tottime", "cumulative"):
        out = io.StringIO()
        stats = pstats.Stats(profiler, stream=out).strip_dirs().sort_stats(order)
        stats.print_stats(top)
        print(f"\n--- top {top} by {order} ({examples} examples) ---")
        lines = out.getvalue().splitlines()
        start = next(i for i, line in enumerate(lines) if line.lstrip().startswith("ncalls"))
        print("\n".join(lines[start : start + top + 1]))


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--examples", type=int, default=2000, help="max_examples for (1), (2)")
    parser.add_argument(
        "--repeat", type=int, default=3, help="runs of (1), (2) and (4); the best is kept"
    )
    parser.add_argument("--profile", action="store_true", help="print the top hotspots of (1)")
    parser.add_argument("--top", type=int, default=20, help="hotspots to print")
    parser.add_argument(
        "--processes", action="store_true", help="(2) and (4) as whole pytest processes"
    )
    parser.add_argument(
        "--before", type=Path, default=None, help="with --processes: older code's package dir"
    )
    options = parser.parse_args(argv)
    if options.processes:
        with tempfile.TemporaryDirectory(prefix="rl-bench-property-") as tmp:
            write_scenario(Path(tmp), "eligibility", ELIGIBILITY)
            processes(Path(tmp), options.examples, options.repeat, options.before)
        return 0

    importlib.import_module("ruleslawyer.steps")  # the plugin registers them when pytest starts
    with tempfile.TemporaryDirectory(prefix="rl-bench-property-") as tmp:
        folder = Path(tmp)
        eligibility = write_scenario(folder, "eligibility", ELIGIBILITY)
        titanic = write_scenario(folder, "titanic", TITANIC)

        # Through pytest first: the plugin must load before anything draws from a strategy.
        # Then (2) and (4) alternate, so that a machine others share loads both alike; the
        # best of ``--repeat`` runs of each is kept.
        time_pytest(folder, 20)
        sides: list[tuple[Timing, int]] = []
        bares: list[tuple[Timing, int]] = []
        for _ in range(options.repeat):
            sides.append(time_pytest(folder, options.examples))
            bares.append(time_bare(folder, options.examples))
        through_pytest, status = min(sides, key=lambda pair: pair[0].cpu)
        bare, bare_status = min(bares, key=lambda pair: pair[0].cpu)
        run(eligibility, 20, folder)  # warm up: imports, caches
        direct = time_direct(eligibility, options.examples, folder, options.repeat)
        contradicted, counterexample = time_to_contradict(titanic, folder)

        met = "met" if direct.cpu_rate >= TARGET else "NOT met"
        print(f"(1) run_property, eligibility claim, max_examples={options.examples}:")
        print(f"    {direct.describe()}")
        print(f"    target {TARGET:,.0f} valid examples/s (CPU): {met}")
        if direct.valid != options.examples:
            print(f"    note: Hypothesis ran {direct.valid} valid examples, not {options.examples}")
        print("(2) the same through pytest, in-process (plugin, collection, report):")
        print(f"    exit status {status}; {through_pytest.describe()}")
        print('(3) contradicting "a TITANIC unit can always start an Action" (max_examples 100):')
        print(
            f"    search and shrink: {contradicted.seconds:.3f} s wall "
            f"({contradicted.cpu:.3f} s CPU), {contradicted.valid} valid + "
            f"{contradicted.rejected} rejected examples; counterexample:"
        )
        print("\n".join("      " + line for line in counterexample.splitlines() if line))
        ratio = through_pytest.rate / bare.rate if bare.rate else float("inf")
        cpu_ratio = through_pytest.cpu_rate / bare.cpu_rate if bare.cpu_rate else float("inf")
        print("(4) a bare Hypothesis test under pytest, 19 small integers per example:")
        print(f"    exit status {bare_status}; {bare.describe()}")
        print(
            f"    (2) against (4), examples per second: {ratio:.2f} by wall, {cpu_ratio:.2f} by CPU"
        )
        if options.profile:
            profile(eligibility, options.examples, folder, options.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
