"""What real datasheets cost: the one-off load of wh40kdc's dataset, and each scenario after it.

Not part of the default suite. Run from the repository root:

    python tests/benchmarks/bench_datasheets.py [--runs 2000] [--repeat 5]

(1) The one-off cost, each in a fresh interpreter: importing wh40kdc and building our catalogue
    (``ruleslawyer.data.catalogue()``), then reading a roster (which builds wh40kdc's linked
    Dataset as well): wall time, the memory Python allocated (tracemalloc) and the growth of
    the peak RSS.
(2) The cost per scenario once the catalogue is loaded: the same scenario run ``--runs`` times
    through the scenario engine, with its unit hand-typed and from a datasheet, taking the
    least of ``--repeat`` rounds. Target: datasheet / hand-typed <= 1.5.
"""

from __future__ import annotations

import argparse
import importlib
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ROSTER = ROOT / "scenarios" / "datasheets" / "rosters" / "ultramarines_gw_app.txt"
TARGET = 1.5

LOAD = """
import resource, sys, time, tracemalloc
from pathlib import Path
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
if sys.argv[2] == "memory":
    tracemalloc.start()  # it slows allocation down: the timing run goes without it
start = time.perf_counter()
from ruleslawyer import data
data.catalogue()
loaded = time.perf_counter() - start
_, peak = tracemalloc.get_traced_memory()
held, _ = tracemalloc.get_traced_memory()
rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
start = time.perf_counter()
data.read_roster(Path(sys.argv[1]), Path(sys.argv[1]).read_text(encoding="utf-8"))
roster = time.perf_counter() - start
held2, peak2 = tracemalloc.get_traced_memory()
rss2 = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss - before
print(f"{loaded:.3f} {held / 1e6:.1f} {peak / 1e6:.1f} {rss / 1e3:.1f} "
      f"{roster:.3f} {held2 / 1e6:.1f} {peak2 / 1e6:.1f} {rss2 / 1e3:.1f}")
"""

HAND = """Feature: hand-typed
  Scenario: a knight
    Given a unit "Knight"
    And "Knight" does not have the keyword INFANTRY
    And "Knight" has the keywords VEHICLE, WALKER, TITANIC and IMPERIAL KNIGHTS
    And "Knight" has OC 10
    And "Knight" has W 26
    And "Knight" has a starting strength of 1
    And "Knight" is engaged
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Knight" can start the "Deploy Device" Action
"""

DATASHEET = """Feature: from the datasheet
  Scenario: a knight
    Given a unit "Knight" from the datasheet "Knight Paladin"
    And "Knight" is engaged
    And it is player A's Shooting phase
    And the Action "Deploy Device":
      | UNITS | any unit |
    Then "Knight" can start the "Deploy Device" Action
"""


def _load(mode: str) -> list[str]:
    done = subprocess.run(
        [sys.executable, "-c", LOAD, str(ROSTER), mode],
        capture_output=True,
        text=True,
        check=True,
    )
    return done.stdout.split()


def one_off(repeat: int) -> None:
    times = min((_load("time") for _ in range(repeat)), key=lambda f: float(f[0]))
    memory = _load("memory")
    print(f"one-off, in a fresh interpreter (time: least of {repeat}):")
    print(f"  catalogue: {times[0]} s; Python memory held {memory[1]} MB (peak {memory[2]} MB);")
    print(f"             peak RSS grew {times[3]} MB")
    print(f"  + roster:  {times[4]} s more; held {memory[5]} MB (peak {memory[6]} MB);")
    print(f"             peak RSS grew {times[7]} MB in all")


def per_scenario(runs: int, repeat: int) -> None:
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    from ruleslawyer import data
    from ruleslawyer.gherkin.reader import cases, parse_feature
    from ruleslawyer.scenario.runner import new_state, run_steps

    data.catalogue()
    timings: dict[str, float] = {}
    with tempfile.TemporaryDirectory() as folder:
        for name, text in (("hand-typed", HAND), ("datasheet", DATASHEET)):
            path = Path(folder) / f"{name}.feature"
            path.write_text(text, encoding="utf-8")
            (case,) = cases(parse_feature(path, Path(folder)))
            steps = list(case.steps)
            best = float("inf")
            for _ in range(repeat):
                start = time.perf_counter()
                for _ in range(runs):
                    run_steps(new_state(path), steps, str(path))
                best = min(best, time.perf_counter() - start)
            timings[name] = best / runs
    ratio = timings["datasheet"] / timings["hand-typed"]
    print(f"per scenario, after the load ({runs} runs, least of {repeat}):")
    for name, seconds in timings.items():
        print(f"  {name:10} {seconds * 1e6:8.1f} us")
    verdict = "meets" if ratio <= TARGET else "MISSES"
    print(f"  datasheet / hand-typed = {ratio:.2f} ({verdict} the target of {TARGET})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=2000)
    parser.add_argument("--repeat", type=int, default=5)
    args = parser.parse_args()
    one_off(args.repeat)
    per_scenario(args.runs, args.repeat)


if __name__ == "__main__":
    main()
