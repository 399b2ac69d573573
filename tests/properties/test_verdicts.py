"""Property verdicts (docs/language.md#property-scenarios): a roll the scenario needs but never
states is drawn and
stated in the counterexample; an example that stops on an input error is an error of the
scenario (undecided), never a counterexample.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ruleslawyer.properties.search import run_property
from ruleslawyer.scenario.errors import PropertyFailure, PropertyUndecided
from ruleslawyer.scenario.step_line import StepLine

STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
)

STAYS_SHOCKED = """Feature: Rolls nobody stated

  Scenario: A battle-shocked unit stays battle-shocked
    Given any unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" belongs to player A
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" is battle-shocked
"""

ROLLS = """Feature: Rolls nobody stated

  Scenario: A battle-shocked unit makes a battle-shock roll
    Given any unit "Squad"
    And "Squad" is battle-shocked
    And "Squad" belongs to player A
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
"""

CONCRETE = """Feature: Rolls nobody stated

  Scenario: A concrete scenario must state its roll
    Given a unit "Squad"
    And "Squad" is battle-shocked
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll
"""


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def written(root: Path, stem: str) -> list[Path]:
    folder = root / ".ruleslawyer" / "counterexamples" / stem
    return sorted(folder.glob("*.feature")) if folder.is_dir() else []


# -- a roll the scenario needs but never states ----------------------------------------------------
def test_a_roll_never_stated_is_drawn_and_stated_in_the_counterexample(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", rolls=STAYS_SHOCKED)
    result = pytester.runpytest("--ruleslawyer-max-examples", "50")
    result.assert_outcomes(failed=1)
    text = result.stdout.str()
    assert "no roll was given" not in text
    (path,) = written(pytester.path, "rolls")
    counterexample = path.read_text(encoding="utf-8")
    stated = re.findall(r'the battle-shock roll for "Squad" will be (\d+)$', counterexample, re.M)
    assert len(stated) == 1, counterexample
    assert 2 <= int(stated[0]) <= 12
    assert not re.search(r"^\s*(Given|And) any ", counterexample, re.M), counterexample

    again = pytester.runpytest(str(path))  # the concrete scenario fails the same way
    again.assert_outcomes(failed=1)
    assert "no roll was given" not in again.stdout.str()
    assert 'Then "Squad" is battle-shocked' in again.stdout.str()


@pytest.mark.slow  # a long search: every drawn roll walked, then 30 examples (1.9 s of CPU)
def test_a_property_whose_rolls_are_drawn_can_hold(pytester: pytest.Pytester) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", rolls=ROLLS)
    pytester.runpytest("--ruleslawyer-max-examples", "30").assert_outcomes(passed=1)
    assert written(pytester.path, "rolls") == []


def test_in_a_concrete_scenario_a_missing_roll_stays_an_error_naming_the_unit(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", rolls=CONCRETE)
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    text = result.stdout.str()
    assert 'Given the battle-shock roll for "Squad" will be' in text
    assert "no roll was given" in text


# -- an input error inside an example --------------------------------------------------------------
NEVER_SET_UP = """Feature: Errors of the scenario

  @faq
  Scenario: Can a unit that was never set up shoot?
    No: it does not exist.

    Given any unit "Squad"
    And any moment
    Then "Ghost" is not eligible to shoot
"""

NEVER_COMES = """Feature: Errors of the scenario

  Scenario: A moment after the battle
    Given any unit "Squad"
    And the mission lasts 1 battle round
    When the game advances to the start of battle round 3
    Then "Squad" is eligible to shoot
"""


def steps_of(text: str) -> list[StepLine]:
    out: list[StepLine] = []
    for n, line in enumerate(text.splitlines(), 1):
        found = re.match(r"\s*(Given|When|Then|And) (.+)$", line)
        if found:
            keyword = found[1]
            kind = keyword.lower() if keyword != "And" else out[-1].kind
            out.append(StepLine(kind, keyword, found[2], n))  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize(
    ("scenario", "word"), [(NEVER_SET_UP, "Ghost"), (NEVER_COMES, "3")], ids=["name", "moment"]
)
def test_an_input_error_in_an_example_is_undecided_not_a_counterexample(
    tmp_path: Path, scenario: str, word: str
) -> None:
    feature = tmp_path / "errors.feature"
    feature.write_text(scenario, encoding="utf-8")
    with pytest.raises(PropertyUndecided) as raised:
        run_property(
            steps_of(scenario), feature, "errors.feature", "F", "S", 20, b"k", tmp_path, ci=True
        )
    assert not isinstance(raised.value, PropertyFailure)
    assert raised.value.error.path == "errors.feature"
    assert raised.value.error.word == word
    assert not (tmp_path / ".ruleslawyer" / "counterexamples").exists()


def test_an_undecided_property_shows_the_error_and_no_counterexample(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", errors=NEVER_SET_UP)
    result = pytester.runpytest("--ruleslawyer-max-examples", "20")
    result.assert_outcomes(failed=1)
    text = result.stdout.str()
    assert 'no unit "Ghost" was set up' in text
    assert "errors.feature:9" in text
    assert "INTERNALERROR" not in text
    assert "counterexample (a concrete scenario" not in text
    assert written(pytester.path, "errors") == []
