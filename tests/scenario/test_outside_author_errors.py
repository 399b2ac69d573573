"""Contract 18.8 and 20 bad input, written blind by an outside author
(outside_author/errors.feature.txt, not .feature: the library would collect it): each scenario
stops with an input error on the step its name gives, whose message or suggestion holds the
words its name gives; never a traceback, never a verdict."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.gherkin.reader import ScenarioCase, cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps

importlib.import_module("ruleslawyer.steps")

HERE = Path(__file__).parent
FEATURE = HERE / "outside_author" / "errors.feature.txt"
CASES = cases(parse_feature(FEATURE, HERE), keep_scenarios=False)


@pytest.mark.parametrize("case", CASES, ids=[c.name.split(" =>")[0] for c in CASES])
def test_bad_input_is_an_error_on_its_line(case: ScenarioCase) -> None:
    where, words = case.name.split("=>")[1].split("|")
    step = case.steps[int(where.split()[1]) - 1]
    lines = range(
        step.line, step.line + 1 + len(step.datatable or ())
    )  # the step or a row of its table
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(new_state(FEATURE), case.steps, "errors.feature.txt")
    error = caught.value
    said = f"{error.render()} {error.suggestion or ''}"
    assert error.line in lines, said
    assert words.strip() in said, said
