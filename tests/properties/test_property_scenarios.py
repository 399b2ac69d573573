"""Property scenarios through pytest (docs/language.md#property-scenarios and
docs/language.md#faq-entries): counterexamples, FAQ checks, the
number of examples, pins, impossible pins, and the FAQ summary under pytest-xdist.

Most runs are in-process (fast) with ``CI`` set through monkeypatch, which the plugin reads when
a property runs; the two that need a fresh process (byte-identical CI runs, xdist) run in one.
"""

from __future__ import annotations

import re
import shutil
from collections import Counter
from pathlib import Path

import pytest

# No import of ruleslawyer.properties.search here: the plugin imports it when pytest configures,
# so that in-process pytester runs (which drop the modules a run imports) keep working; these tests
# fail if it does not.
from ruleslawyer.core import Verdict
from ruleslawyer.core.events import Moves

# A project as strict as this one. (pytest-benchmark, where installed, warns that it is off
# whenever it sees xdist, as it does when these tests themselves run under xdist.)
STRICT_INI = (
    "[pytest]\nstrict = true\n"
    "filterwarnings =\n    error\n    ignore:Benchmarks are automatically disabled\n"
    # These tests read the verdict of every entry: list the confirmed ones too.
    "ruleslawyer_faq_full_summary = true\n"
)

TITANIC_QUESTION = "Can a TITANIC unit always start an Action?"
TITANIC_FAQ = f"""
  @faq
  Scenario: {TITANIC_QUESTION}
    Yes: a TITANIC unit can start an Action whenever it likes.

    Given any moment
    And any unit "Knight"
    And any Action "Task"
    And "Knight" has the keyword TITANIC
    Then "Knight" can start the "Task" Action
"""

OFF_QUESTION = "Can a unit that is off the battlefield start an Action?"
OFF_FAQ = f"""
  @faq
  Scenario: {OFF_QUESTION}
    No. A unit can begin an Action only while it is on the battlefield.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
"""

ANSWERS = "Feature: Answers about Actions\n" + TITANIC_FAQ + OFF_FAQ

_ENTRY = re.compile(r"^(proven|confirmed|contradicted)\s+(.+?)  \((.+:\d+)\)$")
_STEP = re.compile(r"^\s*(Given|When|Then|And|But) (.*)$")


def faq_summary(result: pytest.RunResult) -> list[str]:
    """The lines of the "FAQ checks" section, from its heading to its totals line."""
    lines = result.outlines
    heads = [i for i, line in enumerate(lines) if re.fullmatch(r"=+ FAQ checks =+", line)]
    assert len(heads) == 1, "\n".join(lines)
    start = heads[0]
    end = next(i for i in range(start, len(lines)) if lines[i].startswith("FAQ: "))
    return lines[start + 1 : end + 1]


def faq_entries(section: list[str]) -> dict[str, tuple[str, list[str]]]:
    """Each listed question, once: its verdict and the counterexample lines shown under it."""
    entries: dict[str, tuple[str, list[str]]] = {}
    current: list[str] = []
    for line in section:
        found = _ENTRY.match(line)
        if found:
            verdict, question = found[1], found[2]
            assert question not in entries, f"{question!r} is listed twice"
            current = []
            entries[question] = (verdict, current)
        elif line.startswith("    "):
            current.append(line[4:].rstrip())
    return entries


def counterexamples(root: Path, stem: str) -> list[Path]:
    folder = root / ".ruleslawyer" / "counterexamples" / stem
    return sorted(folder.glob("*.feature")) if folder.is_dir() else []


def disagreement(result: pytest.RunResult) -> set[str]:
    """The "expected:" and "decided:" lines of a failure report."""
    return {line.strip() for line in result.outlines if line.startswith(("expected:", "decided:"))}


@pytest.fixture
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    """A CI run: derandomised, no example database (the plugin reads CI when a property runs)."""
    monkeypatch.setenv("CI", "true")


# -- contradicted and confirmed -----------------------------------------------------------------
@pytest.mark.slow  # a long search: 50 examples and shrinking, in process (1.6 s of CPU)
@pytest.mark.usefixtures("ci")
def test_a_wrong_faq_answer_is_contradicted_with_a_concrete_counterexample(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", answers=ANSWERS)
    result = pytester.runpytest("--ruleslawyer-max-examples", "50")
    result.assert_outcomes(failed=1, passed=1)
    assert "INTERNALERROR" not in result.stdout.str()

    section = faq_summary(result)
    entries = faq_entries(section)
    assert set(entries) == {TITANIC_QUESTION, OFF_QUESTION}
    # Within the default budget since no case reads the battle round (160 cases, not 800).
    verdict, bounds = entries[OFF_QUESTION]
    assert verdict == "proven" and "battle rounds 1-5" in " ".join(bounds), bounds
    verdict, shown = entries[TITANIC_QUESTION]
    assert verdict == "contradicted"
    assert section[-1] == "FAQ: 2 entries: 1 proven, 0 confirmed, 1 contradicted, 0 undecided."

    # The counterexample is a concrete scenario: no "any" step is left, the claim is kept.
    steps = [m[2] for m in map(_STEP.match, shown) if m]
    assert steps, shown
    assert not [s for s in steps if s.startswith("any ")], steps
    stripped = [line.strip() for line in shown]
    assert 'Then "Knight" can start the "Task" Action' in stripped
    assert f"Scenario: {TITANIC_QUESTION}" in stripped

    # ... and it is the file written under the rootdir, for the feature's stem.
    written = counterexamples(pytester.path, "answers")
    assert len(written) == 1, written
    assert written[0].stem.startswith("Can a TITANIC unit always start an Action")
    assert [p.name for p in (pytester.path / ".ruleslawyer" / "counterexamples").iterdir()] == [
        "answers"
    ]
    file_lines = [line.rstrip() for line in written[0].read_text(encoding="utf-8").splitlines()]
    assert [line for line in file_lines if line] == [line for line in shown if line]


@pytest.mark.slow  # a long search: 50 examples and shrinking, then a rerun (1.1 s of CPU)
@pytest.mark.usefixtures("ci")
def test_the_counterexample_file_fails_the_same_way_on_its_own(
    pytester: pytest.Pytester,
) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", answers=ANSWERS)
    first = pytester.runpytest("--ruleslawyer-max-examples", "50", "-k", "TITANIC")
    first.assert_outcomes(failed=1)
    # The report names the failing step (once in the failure, again in the short summary).
    failed_step = set(re.findall(r"answers\.feature:\d+: (Then .+)$", first.stdout.str(), re.M))
    assert failed_step == {'Then "Knight" can start the "Task" Action'}, first.outlines
    (written,) = counterexamples(pytester.path, "answers")

    again = pytester.runpytest(str(written))
    again.assert_outcomes(failed=1)
    marked = set(re.findall(r"^>\s*\d+ \| (.+)$", again.stdout.str(), re.M))
    assert marked == failed_step, again.outlines
    assert disagreement(again) == disagreement(first)
    assert disagreement(again), again.outlines


CHARGES = """Feature: Charges

  Scenario: Can every unit declare a charge?
    Given any moment
    And any unit "U"
    And any Action "Task"
    Then "U" is eligible to declare a charge
"""


@pytest.mark.slow  # a pytester run in a subprocess
def test_ci_runs_write_byte_identical_counterexamples(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Many situations contradict this claim (off the battlefield, an advance, a fall-back, an
    Action started), so without CI two runs may well shrink to different ones; with CI, never.
    Each run is a fresh process with its own hash seed (set orders differ). Ten examples: the
    first search meets a counterexample within them, and the second (for one failing for the
    claim's own reason, which this claim has none of) ran 100 for nothing; the file written is
    the same, byte for byte, as with the default 100."""
    monkeypatch.setenv("CI", "true")
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", charges=CHARGES)
    found: list[bytes] = []
    for seed in ("1", "2"):
        monkeypatch.setenv("PYTHONHASHSEED", seed)
        result = pytester.runpytest_subprocess(
            "-p", "no:cacheprovider", "--ruleslawyer-max-examples", "10"
        )
        result.assert_outcomes(failed=1)
        (written,) = counterexamples(pytester.path, "charges")
        found.append(written.read_bytes())
        shutil.rmtree(pytester.path / ".ruleslawyer")  # the next run starts from nothing
        shutil.rmtree(pytester.path / ".hypothesis", ignore_errors=True)
    assert found[0] == found[1]
    text = found[0].decode("utf-8")
    assert "Scenario: Can every unit declare a charge?" in text
    assert 'Then "U" is eligible to declare a charge' in text
    assert not re.search(r"^\s*(Given|And) any ", text, re.M), text


@pytest.mark.usefixtures("ci")
def test_a_correct_property_passes_and_is_confirmed(pytester: pytest.Pytester) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", answers="Feature: Answers about Actions\n" + OFF_FAQ)
    # Hypothesis's verdict: the walk, which would prove this claim, is off.
    result = pytester.runpytest(
        "--ruleslawyer-max-examples", "80", "--ruleslawyer-exhaustive-budget", "0"
    )
    result.assert_outcomes(passed=1)
    section = faq_summary(result)
    assert faq_entries(section) == {OFF_QUESTION: ("confirmed", [])}
    assert section[-1] == "FAQ: 1 entry: 1 confirmed, 0 contradicted, 0 undecided."
    assert not (pytester.path / ".ruleslawyer").exists()


# -- how many examples ----------------------------------------------------------------------------
def _counted_scenario(unit: str, tags: str = "") -> str:
    """A property that always holds and asks one question per example of the named unit."""
    return f"""
  {tags}
  Scenario: Examples of {unit}
    Given any unit "{unit}"
    And any moment
    And "{unit}" is off the battlefield
    Then "{unit}" is not eligible to shoot
"""


# These count Hypothesis's examples: the exhaustive walk (contract §17), which runs first, is off.
NO_WALK = "ruleslawyer_exhaustive_budget = 0\n"


@pytest.fixture
def examples_run(monkeypatch: pytest.MonkeyPatch) -> Counter[str]:
    """How many examples each unit's property ran: Moves.eligible_to_shoot is asked once per
    example that reaches its Then step (rejected draws never do)."""
    asked: Counter[str] = Counter()
    original = Moves.eligible_to_shoot

    def eligible_to_shoot(self: Moves, unit_name: str) -> Verdict:
        asked[unit_name] += 1
        return original(self, unit_name)

    monkeypatch.setattr(Moves, "eligible_to_shoot", eligible_to_shoot)
    monkeypatch.setenv("CI", "true")
    return asked


def test_max_examples_from_the_command_line_and_the_tag(
    pytester: pytest.Pytester, examples_run: Counter[str]
) -> None:
    pytester.makeini(STRICT_INI + NO_WALK)
    pytester.makefile(
        ".feature",
        counted="Feature: Counted\n"
        + _counted_scenario("Plain")
        + _counted_scenario("Tagged", "@max_examples=7"),
    )
    result = pytester.runpytest("--ruleslawyer-max-examples", "3")
    result.assert_outcomes(passed=2)
    assert examples_run == {"Plain": 3, "Tagged": 7}

    examples_run.clear()
    result = pytester.runpytest("--ruleslawyer-max-examples", "11")
    result.assert_outcomes(passed=2)
    assert examples_run == {"Plain": 11, "Tagged": 7}


def test_max_examples_from_the_ini_file_and_the_command_line_over_it(
    pytester: pytest.Pytester, examples_run: Counter[str]
) -> None:
    pytester.makeini(STRICT_INI + NO_WALK + "ruleslawyer_max_examples = 4\n")
    pytester.makefile(".feature", counted="Feature: Counted\n" + _counted_scenario("Plain"))
    pytester.runpytest().assert_outcomes(passed=1)
    assert examples_run == {"Plain": 4}

    examples_run.clear()
    pytester.runpytest("--ruleslawyer-max-examples", "2").assert_outcomes(passed=1)
    assert examples_run == {"Plain": 2}


def test_max_examples_tag_written_with_a_colon_works_under_strict_markers(
    pytester: pytest.Pytester, examples_run: Counter[str]
) -> None:
    """``@max_examples:N`` is accepted as well as ``@max_examples=N``; a project with strict
    markers and warnings as errors must still be able to use it."""
    pytester.makeini(STRICT_INI + NO_WALK)
    pytester.makefile(
        ".feature",
        counted="Feature: Counted\n" + _counted_scenario("Colon", "@max_examples:5"),
    )
    result = pytester.runpytest("--ruleslawyer-max-examples", "2")
    result.assert_outcomes(passed=1)
    assert examples_run == {"Colon": 5}


# -- pins ------------------------------------------------------------------------------------------
PINS = """Feature: Pins are honoured

  Scenario: battle-shocked
    Given any unit "U"
    And any moment
    And any Action "Task"
    And "U" is battle-shocked
    Then "U" is battle-shocked
    And "U" cannot start the "Task" Action because it is battle-shocked

  Scenario: not battle-shocked
    Given any unit "U"
    And "U" is not battle-shocked
    Then "U" is not battle-shocked

  Scenario: off the battlefield
    Given any unit "U"
    And any moment
    And "U" is off the battlefield
    Then "U" is not eligible to shoot
    And "U" is not eligible to declare a charge

  Scenario: a keyword
    Given any unit "U"
    And any moment
    And any Action "Task"
    And "U" has the keyword AIRCRAFT
    Then "U" cannot start the "Task" Action because it is an AIRCRAFT unit

  Scenario: OC
    Given any unit "U"
    And any moment
    And any Action "Task"
    And "U" has OC 0
    Then "U" cannot start the "Task" Action because its OC is 0 or -

  Scenario: engaged and not TITANIC
    Given any unit "U"
    And any moment
    And any Action "Task"
    And "U" is engaged
    And "U" does not have the keyword TITANIC
    Then "U" cannot start the "Task" Action because it is engaged

  Scenario: an advance move
    Given any unit "U"
    And any moment
    And any Action "Task"
    And "U" made an advance move this turn
    Then "U" cannot start the "Task" Action because it made an advance move this turn
    And "U" is not eligible to declare a charge

  Scenario: a fall-back move
    Given any unit "U"
    And any moment
    And "U" made a fall-back move this turn
    Then "U" is not eligible to shoot

  Scenario: models left
    Given any unit "U"
    And "U" has a starting strength of 10
    And "U" has 5 models left
    Then "U" is at half-strength

  Scenario: wounds left
    Given any unit "U"
    And "U" has a starting strength of 1
    And "U" has W 11
    And "U" has 3 wounds left
    Then "U" is below half-strength

  Scenario: the moment
    Given any unit "U"
    And any moment
    And it is player B's Shooting phase in battle round 3
    Then it is player B's Shooting phase in battle round 3

  Scenario: the player
    Given any unit "U"
    And "U" belongs to player B
    And it is player A's Shooting phase
    And the Action "Task":
      | STARTS | your Shooting phase |
    Then "U" cannot start the "Task" Action because the Action does not start now

  Scenario: an area
    Given any unit "U"
    And any moment
    And "U" is within a terrain area
    And "U" has the keyword INFANTRY
    And the Action "Deploy":
      | UNITS | one INFANTRY unit that is within a terrain area |
    Then "U" is not refused the "Deploy" Action because it is not a unit the Action allows

  Scenario: an Action started this turn
    Given any unit "U"
    And any moment
    And any Action "Task"
    And "U" is not battle-shocked
    And "U" started the "Task" Action this turn
    Then "U" is performing the "Task" Action
    And "U" cannot start the "Task" Action because it started another action this turn

  Scenario: a battle-shock roll
    Given any unit "U"
    And "U" belongs to player A
    And "U" is battle-shocked
    And it is player A's Command phase
    And the battle-shock roll for "U" will be 12
    When player A's Command phase is resolved
    Then "U" makes a battle-shock roll
    And "U" is not battle-shocked
"""


# slow: a long search, 15 property scenarios each walked to the exhaustive budget then
# searched (5 s of CPU, a fifteenth of the inner loop, docs/performance.md)
@pytest.mark.slow
@pytest.mark.usefixtures("ci")
def test_pins_are_honoured(pytester: pytest.Pytester) -> None:
    """Each claim follows from its pins alone, and fails for some value a pin rules out."""
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", pins=PINS)
    result = pytester.runpytest("--ruleslawyer-max-examples", "20")
    result.assert_outcomes(passed=PINS.count("Scenario:"))


UNPINNED = """Feature: Unpinned

  Scenario: battle-shocked
    Given any unit "U"
    Then "U" is battle-shocked

  Scenario: a keyword
    Given any unit "U"
    And any moment
    And any Action "Task"
    Then "U" cannot start the "Task" Action because it is an AIRCRAFT unit

  Scenario: the moment
    Given any unit "U"
    And any moment
    Then it is player B's Shooting phase in battle round 3
"""


@pytest.mark.usefixtures("ci")
def test_without_their_pins_the_claims_are_contradicted(pytester: pytest.Pytester) -> None:
    """The other half of the pins test: unpinned, the same claims are found false, so the
    pinned ones pass because of their pins."""
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", unpinned=UNPINNED)
    result = pytester.runpytest("--ruleslawyer-max-examples", "20")
    result.assert_outcomes(failed=UNPINNED.count("Scenario:"))


@pytest.mark.usefixtures("ci")
def test_impossible_pins_give_a_clean_error(pytester: pytest.Pytester) -> None:
    pytester.makeini(STRICT_INI)
    pytester.makefile(
        ".feature",
        impossible="""Feature: Impossible pins

  Scenario: Engaged off the battlefield
    Given any unit "U"
    And "U" is engaged
    And "U" is off the battlefield
    Then "U" is not eligible to shoot
""",
    )
    result = pytester.runpytest("--ruleslawyer-max-examples", "5")
    result.assert_outcomes(failed=1)
    text = result.stdout.str() + result.stderr.str()
    # The stated facts clash whatever is drawn: named as a concrete scenario names them.
    assert 'impossible state for unit "U" (stated at lines 5 and 6)' in text
    assert "a unit off the battlefield cannot be engaged" in text
    assert "Engaged off the battlefield" in text
    assert "@seed(" not in text
    assert "INTERNALERROR" not in text
    assert "Traceback" not in text
    assert not (pytester.path / ".ruleslawyer").exists()


# -- the FAQ summary under xdist ------------------------------------------------------------------
BATTLE_SHOCKED_QUESTION = "Can a battle-shocked unit start an Action?"
FULL_STRENGTH_QUESTION = "Does a unit at full strength make a battle-shock roll?"
ALWAYS_ROLLS_QUESTION = "Does a battle-shocked unit always make a battle-shock roll?"

ACTIONS_FAQ = (
    "Feature: Actions FAQ\n"
    + TITANIC_FAQ
    + OFF_FAQ
    + f"""
  @faq
  Scenario: {BATTLE_SHOCKED_QUESTION}
    No: 16.01 bars it.

    Given a unit "Squad"
    And "Squad" is battle-shocked
    And the Action "Task":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    Then "Squad" cannot start the "Task" Action because it is battle-shocked
"""
)

COMMAND_FAQ = f"""Feature: Command phase FAQ

  @faq
  Scenario: {FULL_STRENGTH_QUESTION}
    Yes, always (a wrong answer).

    Given a unit "Squad"
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  @faq
  Scenario: {ALWAYS_ROLLS_QUESTION}
    Yes, in its own Battle-shock step.

    Given any unit "Squad"
    And any battle-shock roll for "Squad"
    And "Squad" is battle-shocked
    And "Squad" belongs to player A
    And it is player A's Command phase
    When player A's Command phase is resolved
    Then "Squad" makes a battle-shock roll

  Scenario: Not a published answer
    Given a unit "Squad"
    Then "Squad" is eligible to shoot
"""


@pytest.mark.slow  # xdist: -n runs start worker processes
def test_the_faq_summary_is_complete_under_xdist(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")
    pytester.makeini(STRICT_INI)
    pytester.makefile(".feature", actions_faq=ACTIONS_FAQ, command_faq=COMMAND_FAQ)
    # pytest-benchmark, where installed, warns that xdist disables it: not our concern here.
    result = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "-p",
        "no:benchmark",
        "-n",
        "2",
        "--ruleslawyer-max-examples",
        "15",
    )
    result.assert_outcomes(passed=4, failed=2)
    section = faq_summary(result)  # asserts a single "FAQ checks" section
    entries = faq_entries(section)  # asserts each question is listed once
    assert {question: verdict for question, (verdict, _) in entries.items()} == {
        TITANIC_QUESTION: "contradicted",
        OFF_QUESTION: "proven",
        BATTLE_SHOCKED_QUESTION: "confirmed",
        FULL_STRENGTH_QUESTION: "contradicted",
        ALWAYS_ROLLS_QUESTION: "proven",
    }
    assert section[-1] == "FAQ: 5 entries: 2 proven, 1 confirmed, 2 contradicted, 0 undecided."
    assert "Not a published answer" not in "\n".join(section)
    for question in (TITANIC_QUESTION, FULL_STRENGTH_QUESTION):
        shown = entries[question][1]
        assert shown, f"no counterexample shown for {question!r}"
        assert not [line for line in shown if re.match(r"\s*(Given|And) any ", line)]
