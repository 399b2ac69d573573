"""What placing models costs: a library of scenarios that state engagement and ranges, against
the same library with the same answers measured from positions (issue 40: a scenario with
positions costs no more than twice one without).

Not part of the default suite. Run from the repository root:

    python tests/benchmarks/bench_positions.py [--scenarios 400] [--repeat 3]

It writes two feature files of ``--scenarios`` scenarios each into a temporary directory. Each
scenario has two units of five models and asks the same four questions (engaged, whether it
can make a normal move, and two ranges of an objective); in the first file the facts are stated
(`"Squad" is engaged`, `is within range of`), in the second the models are placed with `Given
the positions:` and an objective marker, so the core measures them. It runs pytest on each
file in its own process, alternating, ``--repeat`` times, and prints the least wall time and
CPU time of each, per scenario, and the ratio positioned / stated. Both sides are measured in
one run, so a shared machine's load falls on both. A one-scenario file is run too, and its CPU
time (pytest and the plugin starting) is taken off both before the ratio.
"""

from __future__ import annotations

import argparse
import resource
import subprocess
import sys
import tempfile
import time
from pathlib import Path

STATED = """
  Scenario: stated {n}
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 5 models left
    And "Boyz" has 5 models left
    And the ruin is an objective
    And "Squad" is engaged
    And "Boyz" is engaged
    And "Squad" is within the ruin
    And it is player A's Movement phase
    Then "Squad" is engaged
    And "Squad" cannot make a normal move
    And "Squad" is within range of the ruin
    And "Boyz" is not within range of the ruin
"""

PLACED = """
  Scenario: positioned {n}
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And "Squad" has 5 models left
    And "Boyz" has 5 models left
    And "Squad" has 32mm bases
    And "Boyz" has 32mm bases
    And the ruin is an objective marker at (10, 10)
    And the positions:
      | unit  | x  | y  |
      | Squad | 10 | 12 |
      | Squad | 11.5 | 12 |
      | Squad | 13 | 12 |
      | Squad | 14.5 | 12 |
      | Squad | 16 | 12 |
      | Boyz  | 10 | 14.5 |
      | Boyz  | 11.5 | 14.5 |
      | Boyz  | 13 | 14.5 |
      | Boyz  | 14.5 | 14.5 |
      | Boyz  | 16 | 14.5 |
    And it is player A's Movement phase
    Then "Squad" is engaged
    And "Squad" cannot make a normal move
    And "Squad" is within range of the ruin
    And "Boyz" is not within range of the ruin
"""


FLOOR = """
  Scenario: floor {n}
    Given a unit "Squad" for player A
    Then "Squad" is not engaged
"""


def write(folder: Path, name: str, body: str, count: int) -> Path:
    path = folder / f"{name}.feature"
    scenarios = "".join(body.format(n=n) for n in range(count))
    path.write_text(f"Feature: {name}\n{scenarios}", encoding="utf-8")
    return path


def run(path: Path) -> tuple[float, float]:
    """Wall and CPU seconds of one pytest process on ``path`` (children's CPU)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(path)],
        cwd=path.parent,
        capture_output=True,
        text=True,
        check=False,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if done.returncode != 0:
        sys.exit(f"{path.name} failed:\n{done.stdout[-3000:]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--scenarios", type=int, default=400)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        files = {
            "floor": write(folder, "floor", FLOOR, 1),
            "stated": write(folder, "stated", STATED, args.scenarios),
            "positioned": write(folder, "positioned", PLACED, args.scenarios),
        }
        best = {name: (float("inf"), float("inf")) for name in files}
        for _ in range(args.repeat):
            for name, path in files.items():
                wall, cpu = run(path)
                best[name] = (min(best[name][0], wall), min(best[name][1], cpu))
    floor = best.pop("floor")[1]
    print(f"     floor: {floor:6.2f} s CPU (pytest and the plugin starting, one scenario)")
    for name, (wall, cpu) in best.items():
        per = 1000 / args.scenarios
        print(
            f"{name:>10}: {wall:6.2f} s wall, {cpu:6.2f} s CPU; "
            f"{(cpu - floor) * per:5.2f} ms CPU a scenario above the floor"
        )
    ratio = (best["positioned"][1] - floor) / (best["stated"][1] - floor)
    whole = best["positioned"][1] / best["stated"][1]
    print(f"positioned / stated, by CPU above the floor: {ratio:.2f}x (target: at most 2x)")
    print(f"positioned / stated, by CPU of the whole processes: {whole:.2f}x")


if __name__ == "__main__":
    main()
