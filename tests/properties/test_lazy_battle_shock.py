"""A unit's own part of a Battle-shock step (core/parts.py ``own_part``): the step is resolved in
full, in and out of the walk, but what the part read (the unit's strength, battle-shock, Ld and
the answer of its roll) counts only when what it decided is asked of: the unit's battle-shock
read later, or its battle-shock rolls asked for. So a claim that only passes through a Command
phase does not branch on them; one that asks does, and finds what the step decided."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.properties import search, tracking
from ruleslawyer.properties.exhaustive import Proof
from ruleslawyer.scenario.errors import PropertyFailure

from .test_verdicts import steps_of


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _run(text: str, tmp_path: Path, budget: int = 5000) -> Proof | None:
    feature = tmp_path / "claim.feature"
    feature.write_text(text, encoding="utf-8")
    done = search.run_property(
        steps_of(text), feature, "claim.feature", "F", "S", 20, b"k", tmp_path, budget=budget
    )
    return done if isinstance(done, Proof) else None  # not proven: confirmed


PASSING = """Feature: Through a Command phase
  Scenario: The clock reaches the next Movement phase whatever the unit
    Given it is player A's Shooting phase
    And any unit "Squad"
    When the game advances to player B's Movement phase
    Then it is player B's Movement phase in battle round 1
"""

SHOCKED = """Feature: A Battle-shock step
  Scenario: No unit becomes battle-shocked in its Battle-shock step
    Given it is player B's Fight phase
    And any unit "Squad"
    And "Squad" is not battle-shocked
    And any Action "Task"
    When the game advances to player A's Movement phase
    Then "Squad" is not refused the "Task" Action because it is battle-shocked
"""

ROLLS = """Feature: A Battle-shock step
  Scenario: No unit rolls in its Battle-shock step
    Given it is player B's Fight phase
    And any unit "Squad"
    When the game advances to player A's Movement phase
    Then "Squad" does not make a battle-shock roll
"""


def test_a_claim_that_only_passes_through_a_battle_shock_step_does_not_branch_on_it(
    tmp_path: Path,
) -> None:
    """Player B's unit is tested in B's Battle-shock step; nothing asks what that decided. The
    walk branched on its strength class, battle-shock, Ld and roll: 2,980 cases."""
    proof = _run(PASSING, tmp_path)
    assert isinstance(proof, Proof)
    assert proof.cases <= 40, proof.cases


@pytest.mark.parametrize("claim", [SHOCKED, ROLLS], ids=["battle-shocked", "rolls"])
def test_what_a_battle_shock_step_decided_is_found_when_asked(claim: str, tmp_path: Path) -> None:
    with pytest.raises(PropertyFailure) as raised:
        _run(claim, tmp_path)
    assert raised.value.found_by.startswith("The exhaustive search")


def test_without_the_read_of_its_battle_shock_the_walk_would_prove_a_false_claim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mutant: a later read of the unit's battle-shock is not what the step decided (the
    Then asks a start bar, which reads it, and not the unit's rolls)."""
    monkeypatch.setattr(tracking, "SHOCKED", "no such field")
    assert isinstance(_run(SHOCKED, tmp_path), Proof)


def test_without_the_rolls_asked_for_the_walk_would_prove_a_false_claim(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mutant: the unit's battle-shock rolls asked for count nothing the step read."""
    monkeypatch.setattr(tracking, "_rolls_asked", lambda unit: None)
    assert isinstance(_run(ROLLS, tmp_path), Proof)


# -- 08.03.01: a unit a rule made roll earlier in the step is not asked its strength ----------
EARLIER = """Feature: One roll per Battle-shock step
  Scenario: A unit that rolled earlier in the step rolls once
    Given any moment
    And it is player B's Command phase
    And any unit "Boyz"
    And "Boyz" belongs to player B
    And a rule makes "Boyz" take a battle-shock roll earlier in the Battle-shock step
    And any battle-shock roll for "Boyz"
    When player B's Command phase is resolved
    Then "Boyz" {then}
"""


def test_a_unit_that_rolled_earlier_is_not_asked_its_strength(tmp_path: Path) -> None:
    """command_phase_faq.feature's claim: its strength (eight classes) decides nothing once a
    rule made it roll earlier (08.03.01). Asked anyway, the walk took 1,680 cases, over the
    default budget of 1,000; now 210."""
    proof = _run(EARLIER.format(then="makes 1 battle-shock roll"), tmp_path, budget=1000)
    assert isinstance(proof, Proof)
    assert proof.cases <= 250, proof.cases


RULE = 'And a rule makes "Boyz" take a battle-shock roll earlier in the Battle-shock step'


@pytest.mark.parametrize(
    ("then", "rule"),
    [
        ("makes 2 battle-shock rolls", RULE),  # the walk's first case refutes it
        ("is not battle-shocked", RULE),  # a failed roll battle-shocks it (01.07)
        # Without the earlier roll (and not battle-shocked), only its strength makes it roll: a
        # unit at or below half-strength rolls (08.03), so the walk must branch on it again.
        ("makes 0 battle-shock rolls", 'And "Boyz" is not battle-shocked'),
    ],
    ids=["two-rolls", "not-shocked", "strength-read-without-earlier"],
)
def test_false_claims_of_that_shape_are_still_refuted(then: str, rule: str, tmp_path: Path) -> None:
    text = EARLIER.format(then=then).replace(RULE, rule)
    with pytest.raises(PropertyFailure) as raised:
        _run(text, tmp_path, budget=1000)
    assert raised.value.found_by.startswith("The exhaustive search")
