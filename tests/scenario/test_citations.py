"""The clauses a Then step's verdict cites (contract §1, §16; issue 37 item 5): a passing
verdict cites what a failing one would, each disembark mode its own section, a CP verdict the
stratagem clauses that decided it."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioDisagreement
from ruleslawyer.scenario.runner import new_state, run_steps

importlib.import_module("ruleslawyer.steps")


def _run(tmp_path: Path, steps: str) -> tuple[list[str], str | None]:
    """The clauses the scenario's verdicts rest on, and its disagreement's text, if any."""
    body = "\n".join(f"    {line.strip()}" for line in steps.strip().splitlines())
    path = tmp_path / "cite.feature"
    path.write_text(f"Feature: citations\n  Scenario: one\n{body}\n", encoding="utf-8")
    (case,) = cases(parse_feature(path, tmp_path))
    state = new_state(path)
    said = None
    try:
        run_steps(state, case.steps, str(path))
    except ScenarioDisagreement as exc:
        said = str(exc)
    return list(dict.fromkeys(str(r) for r in state.verdicts.rules)), said


ATTACHED = """
Given a unit "Captain"
And "Captain" has the keyword CHARACTER
And a unit "Squad"
And "Captain" is leading "Squad"
"""


@pytest.mark.parametrize(
    "claim", ['"Squad" has the keyword CHARACTER', '"Squad" does not have the keyword PSYKER']
)
def test_a_passing_keyword_verdict_on_an_attached_unit_cites_19_03(
    tmp_path: Path, claim: str
) -> None:
    rules, said = _run(tmp_path, ATTACHED + f"Then {claim}")
    assert said is None
    assert rules == ["19.03 Keywords in Attached Units"]


def test_a_failing_keyword_verdict_cites_the_same_clause(tmp_path: Path) -> None:
    rules, said = _run(tmp_path, ATTACHED + 'Then "Squad" has the keyword PSYKER')
    assert said is not None
    assert rules == ["19.03 Keywords in Attached Units"]


def test_a_keyword_verdict_on_a_unit_that_is_not_attached_cites_02_05(tmp_path: Path) -> None:
    rules, said = _run(tmp_path, 'Given a unit "Squad"\nThen "Squad" has the keyword INFANTRY')
    assert said is None
    assert rules == ["02.05 Keywords"]


TRANSPORT = """
Given a unit "Rhino"
And "Rhino" has the keywords TRANSPORT, VEHICLE
And a unit "Squad"
And "Squad" is embarked within "Rhino"
And it is player A's Movement phase in battle round 2
"""


@pytest.mark.parametrize(
    ("setup", "mode", "cited"),
    [
        (
            'Given a rule lets "Squad" make an Assault Disembark\n'
            'And "Rhino" made a normal move this phase',
            "Assault Disembark",
            "18.06 Assault Disembark",
        ),
        (
            'Given a rule lets "Squad" make a Shock Disembark\n'
            'And "Rhino" made an advance move this phase',
            "Shock Disembark",
            "18.07 Shock Disembark",
        ),
        (
            'Given "Rhino" made a normal move this phase',
            "Rapid Disembark",
            "18.04.01 Rapid Disembark",
        ),
    ],
)
def test_disembarked_using_cites_the_mode_s_own_section(
    tmp_path: Path, setup: str, mode: str, cited: str
) -> None:
    using = f" using {mode}" if mode != "Rapid Disembark" else ""
    steps = f'{TRANSPORT}{setup}\nWhen "Squad" makes a disembark move{using}\n'
    rules, said = _run(tmp_path, steps + f'Then "Squad" disembarked using {mode}')
    assert said is None
    assert rules == [cited]


def test_a_wrong_mode_names_the_mode_made_with_its_article_and_section(tmp_path: Path) -> None:
    steps = (
        TRANSPORT
        + 'Given a rule lets "Squad" make an Assault Disembark\n'
        + 'And "Rhino" made a normal move this phase\n'
        + 'When "Squad" makes a disembark move using Assault Disembark\n'
        + 'Then "Squad" disembarked using Rapid Disembark'
    )
    rules, said = _run(tmp_path, steps)
    assert said is not None and "its last disembark was an Assault Disembark" in said
    assert "a Assault" not in said
    assert rules[:2] == ["18.06 Assault Disembark", "18.04.01 Rapid Disembark"]


BRAVERY = """
Given a unit "Squad"
And "Squad" has 2 models left
And the battle-shock roll for "Squad" will be 2
And it is battle round 2
And player A has 1 CP
"""


def test_a_refused_cp_payment_cites_the_clauses_that_refused_it(tmp_path: Path) -> None:
    steps = (
        BRAVERY
        + 'And player A used the "Insane Bravery" stratagem earlier in the battle\n'
        + 'And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock '
        + "step\nWhen player A's Command phase is resolved\nThen player A has 2 CP"
    )
    rules, said = _run(tmp_path, steps)
    assert said is None
    assert rules == ["08.02 Gain Core CP", "15.01 Using Stratagems", "15.04 Insane Bravery"]


def test_a_paid_use_cites_15_01_and_the_stratagem_s_section(tmp_path: Path) -> None:
    steps = (
        BRAVERY
        + 'And player A will use the "Insane Bravery" stratagem on "Squad" in the Battle-shock '
        + "step\nWhen player A's Command phase is resolved\nThen player A has 1 CP"
    )
    rules, said = _run(tmp_path, steps)
    assert said is None
    assert rules == ["08.02 Gain Core CP", "15.01 Using Stratagems", "15.04 Insane Bravery"]


def test_cp_with_no_stratagem_cites_08_02_alone_and_counts_one_time(tmp_path: Path) -> None:
    steps = "Given it is battle round 2\nAnd player A has 1 CP\n"
    steps += "When player A's Command phase is resolved\nThen player A has 5 CP"
    rules, said = _run(tmp_path, steps)
    assert rules == ["08.02 Gain Core CP"]
    assert said is not None and "Gain Core CP resolved 1 time)" in said
