"""Proven verdicts (contract §17): the exhaustive walk visits every case within the bounds,
simplest first, branches only on what a case read, never calls a claim proven unless every case
was checked, and finds a counterexample that lives in one rare combination."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.core import Unit, profiles
from ruleslawyer.core.references import Reason
from ruleslawyer.properties import exhaustive, search
from ruleslawyer.properties.exhaustive import Discarded, EnumeratingDrawer, NotProven, Proof, walk
from ruleslawyer.scenario.errors import PropertyFailure, PropertyUnsatisfiable, ScenarioDisagreement

from .test_verdicts import steps_of

SHOCKED_OC = """Feature: Battle-shocked OC
  Scenario: A battle-shocked unit has OC -
    Given any unit "Squad"
    And "Squad" is battle-shocked
    Then "Squad" has OC -
"""

ADVANCES = """Feature: The battle round
  Scenario: Other rules resolve before mission rules at the end of every battle round
    Given any moment
    And a mission rule "Round Score" that triggers at the end of the battle round
    And player A has a rule "Round Tidy" that triggers at the end of the battle round
    When the game advances to the end of the battle round
    Then the rules resolve in this order:
      | Round Tidy  |
      | Round Score |
"""


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _grid(
    seen: list[tuple[int, int]],
    fails: frozenset[tuple[int, int]] = frozenset(),
    impossible: int = -1,
) -> Callable[[EnumeratingDrawer], object]:
    def run(drawer: EnumeratingDrawer) -> object:
        a = drawer.choose((0, 1, 2))
        if a == impossible:
            raise Discarded
        b = drawer.choose(("x", "y"))
        case = (a, 0 if b == "x" else 1)
        seen.append(case)
        return case if case in fails else None

    return run


def test_the_walk_visits_every_case_simplest_first() -> None:
    seen: list[tuple[int, int]] = []
    proof = walk(_grid(seen), frozenset(), 100)
    assert seen == [(0, 0), (0, 1), (1, 0), (1, 1), (2, 0), (2, 1)]
    assert isinstance(proof, Proof)
    assert (proof.cases, proof.discarded) == (6, 0)


def test_the_first_counterexample_is_a_simplest_one() -> None:
    seen: list[tuple[int, int]] = []
    found = walk(_grid(seen, fails=frozenset({(2, 1), (1, 1)})), frozenset(), 100)
    assert found == [(1, 1)]


def test_a_space_over_the_budget_is_never_proven() -> None:
    seen: list[tuple[int, int]] = []
    short = walk(_grid(seen), frozenset(), 5)
    assert isinstance(short, NotProven)
    assert short.said() == "not proven: about 6 cases needed, budget 5"  # why, in one line
    assert isinstance(walk(_grid([]), frozenset(), 6), Proof)


def test_impossible_cases_are_counted_as_discarded_not_as_passes() -> None:
    proof = walk(_grid([], impossible=1), frozenset(), 100)
    assert isinstance(proof, Proof)
    assert (proof.cases, proof.discarded) == (5, 1)
    assert "1 of them impossible" in proof.said()

    def never(drawer: EnumeratingDrawer) -> object:
        drawer.choose((0, 1))
        raise Discarded

    nothing = walk(never, frozenset(), 100)  # nothing possible was checked
    assert nothing == NotProven("every case within the bounds was impossible")


def _run(text: str, tmp_path: Path, budget: int, examples: int = 100) -> Proof | None:
    feature = tmp_path / "claim.feature"
    feature.write_text(text, encoding="utf-8")
    done = search.run_property(
        steps_of(text), feature, "claim.feature", "F", "S", examples, b"k", tmp_path, budget=budget
    )
    return done if isinstance(done, Proof) else None  # not proven: confirmed


def test_a_claim_over_every_moment_is_proven_with_its_bounds(tmp_path: Path) -> None:
    proof = _run(ADVANCES, tmp_path, budget=500)
    assert proof is not None
    assert "every moment of both players of battle rounds 1-5" in proof.bounds
    assert _run(ADVANCES, tmp_path, budget=0, examples=10) is None  # 0 turns the walk off
    assert _run(ADVANCES, tmp_path, budget=10, examples=10) is None  # more cases: confirmed


def test_the_walk_branches_only_on_the_facts_a_case_reads(tmp_path: Path) -> None:
    proof = _run(SHOCKED_OC, tmp_path, budget=5000)
    assert proof is not None
    # Every fact of the unit was drawn, within the table's bounds ...
    assert "starting strength 1-20" in proof.bounds
    assert "W 1-24" in proof.bounds
    assert "keywords: with or without each of AIRCRAFT, CHARACTER," in proof.bounds
    # ... but W, Ld and the keywords, which no case read, were not branched on.
    assert proof.cases < 20 * 24 * 11


def test_a_rule_changed_for_one_rare_combination_is_found_and_not_proven(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        if unit.battle_shocked and unit.oc == 4 and unit.starting_strength == 13:
            return (4,), reason  # the mutant: one OC at one starting strength keeps its OC
        return values, reason

    monkeypatch.setattr(profiles, "oc", mutated)
    with pytest.raises(PropertyFailure) as raised:
        _run(SHOCKED_OC, tmp_path, budget=5000)
    error = raised.value.error
    assert isinstance(error, ScenarioDisagreement)
    text = raised.value.counterexample
    assert '"Squad" has OC 4' in text and '"Squad" has a starting strength of 13' in text
    assert raised.value.written_to is not None and raised.value.written_to.exists()
    assert raised.value.found_by.startswith("The exhaustive search")


def test_a_mutant_that_reads_a_fact_nothing_else_reads_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """W is read by no rule of this claim, so the walk does not branch on it: until a rule
    reads it. The mutant's read makes the walk try every W, and W 17 fails. (The claim pins
    OC and starting strength, which the mutant's OC rule reads too, so that the walk stays
    within its budget and finds W 17 itself rather than handing over to Hypothesis.)"""
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        return ((2,), reason) if unit.w == 17 else (values, reason)

    pinned = SHOCKED_OC.replace(
        '    Then "Squad" has OC -',
        '    And "Squad" has OC 2\n    And "Squad" has a starting strength of 5\n'
        '    Then "Squad" has OC -',
    )
    assert _run(pinned, tmp_path, budget=5000) is not None  # proven, unmutated
    monkeypatch.setattr(profiles, "oc", mutated)
    with pytest.raises(PropertyFailure) as raised:
        _run(pinned, tmp_path, budget=5000)
    assert '"Squad" has W 17' in raised.value.counterexample
    assert raised.value.found_by.startswith("The exhaustive search")


def test_the_walk_gives_way_to_hypothesis_when_the_budget_is_passed(tmp_path: Path) -> None:
    # The same claim (10 cases: its OC is '-' whatever its characteristic, so the walk does not
    # branch on that), a budget too small to finish: confirmed by Hypothesis, not proven.
    assert _run(SHOCKED_OC, tmp_path, budget=5, examples=20) is None
    assert _run(SHOCKED_OC, tmp_path, budget=10, examples=20) is not None


def test_the_default_budget_is_the_documented_one() -> None:
    from ruleslawyer.properties import DEFAULT_EXHAUSTIVE_BUDGET

    assert exhaustive.DEFAULT_BUDGET == DEFAULT_EXHAUSTIVE_BUDGET > 0


def test_a_fact_no_drawn_value_fits_is_no_situation_not_an_internal_error(tmp_path: Path) -> None:
    """25 models left fit no starting strength the rows draw (1-20): a choice with no options
    is a discarded case in the walk (as ``assume`` is under Hypothesis), so every case is
    impossible and the claim is unsatisfiable, never a step that "could not run"."""
    text = """Feature: F
  Scenario: S
    Given any unit "Squad"
    And "Squad" has 25 models left
    Then "Squad" is not battle-shocked
"""
    with pytest.raises(PropertyUnsatisfiable):
        _run(text, tmp_path, budget=500, examples=10)


def test_a_step_that_does_not_replay_is_named_in_why_not_proven(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The walk's case records each step it ran: a step whose replay diverges is named."""
    from ruleslawyer.scenario.runner import run_steps as real

    def diverging(state: Any, steps: Any, path: str, after_step: Any = None) -> None:
        if not isinstance(state.drawer, EnumeratingDrawer):
            return real(state, steps, path, after_step)  # Hypothesis's examples run as ever
        after_step(steps[0], None)
        after_step(steps[1], exhaustive.Diverged())
        raise exhaustive.Diverged

    monkeypatch.setattr("ruleslawyer.properties.search.run_steps", diverging)
    feature = tmp_path / "claim.feature"
    feature.write_text(ADVANCES, encoding="utf-8")
    done = search.run_property(
        steps_of(ADVANCES), feature, "claim.feature", "F", "S", 5, b"k", tmp_path, budget=100
    )
    assert isinstance(done, NotProven)
    second = steps_of(ADVANCES)[1]
    assert f"a step (line {second.line}: {second.render()}) did not make" in done.why
