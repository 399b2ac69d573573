"""The long fuzz run (issue: bad input): 10,000 mutated scenarios and boards, every scenario
of each run. Not part of the default suite. Run from the repository root:

    python tests/benchmarks/fuzz_long.py [N]

It prints how many inputs ended in each verdict and exits non-zero on the first input that
ends in anything but a pass, a fail or a clean ruleslawyer error (Hypothesis then shrinks it).
"""

from __future__ import annotations

import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from hypothesis import HealthCheck, given, settings
from tests.fuzzing import mutated, run_like_the_plugin


def main(count: int) -> int:
    verdicts: Counter[str] = Counter()

    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        derandomize=True,
        suppress_health_check=list(HealthCheck),
    )
    @given(mutated())
    def fuzz(case: tuple[str, str]) -> None:
        for verdict in run_like_the_plugin(*case, max_cases=None).split(","):
            verdicts[verdict] += 1

    start = time.perf_counter()
    fuzz()
    elapsed = time.perf_counter() - start
    print(f"{count} inputs in {elapsed:.0f} s; scenario verdicts: {dict(verdicts)}")
    print("no internal error")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 10_000))
