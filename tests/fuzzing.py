"""Mutating real scenarios and boards, and running them as the plugin would, in-process.

Shared by the default-suite fuzz test (200 inputs) and the long run under tests/benchmarks/.
A run may pass, disagree with the rules, or stop on a clean input error; anything else (an
exception escaping from ruleslawyer, a broken error message) is a bug.
"""

from __future__ import annotations

import importlib
import tempfile
from pathlib import Path

from hypothesis import strategies as st

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.properties.search import is_property, run_property
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.runner import new_state, run_steps

# The step library registers itself on import; pytest's plugin does it, a script must too.
importlib.import_module("ruleslawyer.steps")

ROOT = Path(__file__).resolve().parent.parent
SOURCES: tuple[Path, ...] = tuple(
    sorted((ROOT / "scenarios").rglob("*.feature")) + sorted((ROOT / "scenarios").rglob("*.yaml"))
)
# Read once: the draws must not depend on files that change while a run goes on.
_TEXTS: dict[Path, str] = {path: path.read_text(encoding="utf-8") for path in SOURCES}
MAX_CASES = 6  # scenarios run per mutated file: enough to reach the mutation most of the time
JUNK = [
    "",
    "-",
    "'-'",
    "0",
    "-1",
    "99",
    "13+",
    "abc",
    '"',
    "|",
    ":",
    "{",
    "!!python/object:os.system",
    "*a",
    "&a x",
    "\u00e9",
    "\t",
    "Given",
    "@faq",
    "Scenario:",
    "any",
    "TITANIC",
    "1.5",
]


@st.composite
def mutated(draw: st.DrawFn) -> tuple[str, str]:
    """(file name, text): a real scenario or board file with a few random edits."""
    source = draw(st.sampled_from(SOURCES))
    lines = _TEXTS[source].splitlines()
    for _ in range(draw(st.integers(1, 3))):
        if not lines:
            lines = [draw(st.sampled_from(JUNK))]
        i = draw(st.integers(0, len(lines) - 1))
        kind = draw(st.sampled_from(["delete", "duplicate", "swap", "word", "junk", "truncate"]))
        if kind == "delete":
            del lines[i]
        elif kind == "duplicate":
            lines.insert(i, lines[i])
        elif kind == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[i], lines[j] = lines[j], lines[i]
        elif kind == "word":
            words = lines[i].split(" ")
            k = draw(st.integers(0, len(words) - 1))
            words[k] = draw(st.sampled_from(JUNK) | st.text(max_size=6))
            lines[i] = " ".join(words)
        elif kind == "junk":
            lines.insert(i, draw(st.sampled_from(JUNK) | st.text(max_size=12)))
        else:
            lines[i] = lines[i][: draw(st.integers(0, len(lines[i])))]
    return source.name, "\n".join(lines) + "\n"


def _boards(folder: Path) -> None:
    (folder / "boards").mkdir(exist_ok=True)
    for board in (ROOT / "scenarios").rglob("*.yaml"):
        (folder / "boards" / board.name).write_text(
            board.read_text(encoding="utf-8"), encoding="utf-8"
        )


def run_like_the_plugin(name: str, text: str, max_cases: int | None = MAX_CASES) -> str:
    """Run every scenario of the mutated file (or apply the mutated board); return the verdict."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _boards(folder)
        if name.endswith(".yaml"):
            (folder / "boards" / name).write_text(text, encoding="utf-8")
            feature = folder / "board.feature"
            feature.write_text(
                f'Feature: board\n  Scenario: board\n    Given the board "boards/{name}"\n'
                "    Then player A has 0 CP\n",
                encoding="utf-8",
            )
        else:
            feature = folder / name
            feature.write_text(text, encoding="utf-8")
        try:
            parsed = parse_feature(feature, folder)
        except ScenarioInputError as exc:
            assert exc.render()
            return "input error"
        verdicts: list[str] = []
        for case in cases(parsed)[:max_cases]:
            steps = list(case.steps)
            try:
                if is_property(steps):
                    run_property(
                        steps,
                        feature,
                        feature.name,
                        parsed.name,
                        case.name,
                        2,
                        b"fuzz",
                        folder,
                        ci=True,
                    )
                else:
                    run_steps(new_state(feature), steps, feature.name)
                verdicts.append("pass")
            except ScenarioInputError as exc:
                assert exc.render() and exc.path
                verdicts.append("input error")
            except PropertyUndecided as exc:  # an input error met inside a property example
                assert exc.error.render() and exc.error.path
                verdicts.append("input error")
            except ScenarioDisagreement as exc:
                assert exc.disagreement.render()
                verdicts.append("fail")
            except (PropertyFailure, PropertyUnsatisfiable) as exc:
                assert str(exc)
                verdicts.append("fail")
        return ",".join(verdicts) or "empty"
