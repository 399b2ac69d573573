"""The scenario library uses every phrase of the step library (and so every phrase of the
public contract, which the step library contains)."""

from __future__ import annotations

import importlib
from pathlib import Path

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.scenario.registry import REGISTRY

ROOT = Path(__file__).resolve().parent.parent


def test_every_phrase_is_used_by_a_library_scenario() -> None:
    importlib.import_module("ruleslawyer.steps")
    used: set[int] = set()
    for path in sorted((ROOT / "scenarios").rglob("*.feature")):
        for case in cases(parse_feature(path, ROOT)):
            for step in list(case.steps):
                found = REGISTRY.resolve(step.kind, step.text)
                assert found is not None, f"{path.name}:{step.line}: {step.render()}"
                used.add(id(found[0]))
    unused = [f"{s.kind.capitalize()} {s.phrase}" for s in REGISTRY if id(s) not in used]
    assert not unused, f"no library scenario uses: {unused}"
