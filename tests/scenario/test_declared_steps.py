"""Claim sets and move-to-ends Whens are declared, not written out (issue 36):
steps/_claims.py generates the can / cannot / because / for-exactly-these-reasons steps of one
verdict, steps/_where.py the Whens of a move to where its models end. Each generated step takes
a table exactly when its phrase has one, quotes its claim as the hand-written one did, gives the
editor its own reasons, and reads where the models end as every move step does."""

from __future__ import annotations

import importlib
import inspect

import pytest

from ruleslawyer.core.fight import FIGHT_TYPE_REASONS
from ruleslawyer.core.transports import EMBARK_REASONS
from ruleslawyer.editor import vocabulary
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.registry import REGISTRY, StepDef
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")
CLAIMS = [s for s in REGISTRY if s.func.__code__.co_filename.endswith("_claims.py")]
ENDED = [s for s in REGISTRY if s.func.__code__.co_filename.endswith("_where.py")]
Table = tuple[tuple[str, ...], ...]
RHINO = (
    'Given a unit "Rhino"',
    'Given "Rhino" has the keywords TRANSPORT, VEHICLE',
    'Given a unit "Squad"',
    "Given it is player A's Movement phase in battle round 2",
)
PLACED = (
    "Given it is player A's Movement phase in battle round 2",
    'Given a unit "Squad" for player A',
    'Given a unit "Boyz" for player B',
    'Given "Squad" has M 6"',
    "Given the positions:",
)
POSITIONS: Table = (
    ("unit", "model", "x", "y"),
    ("Squad", "1", "10", "10"),
    ("Squad", "2", "13", "10"),
    ("Boyz", "1", "30", "30"),
)


def run(*lines: str | tuple[str, Table]) -> None:
    steps, number = [], 1
    for line in lines:
        text, rows = (line, None) if isinstance(line, str) else line
        if text == "Given the positions:":
            rows = POSITIONS
        keyword, _, rest = text.partition(" ")
        table_lines = tuple(range(number + 1, number + 1 + len(rows))) if rows else ()
        steps.append(
            StepLine(keyword.lower(), keyword, rest, number, rows, table_lines=table_lines)  # type: ignore[arg-type]
        )
        number += 1 + (len(rows) if rows else 0)
    run_steps(new_state(None), steps, "declared.feature")


def test_the_declared_steps_are_the_ones_that_were_written_out() -> None:
    # moves (move 4, charge 2 + 2, shoot 2 + 2), fight 8, transports 8, stratagems 7 + 3, an
    # Action's start 4 + 1 (not refused because) + 4 (on an enemy unit, for exactly these
    # reasons too) + 2, an ingress into an area 1 (its cannot
    # judged as declared), the order of fighting 4 + 3, a card's selections 3 + 3; the Whens of
    # a move, a surge, a disembark using a mode (4 + 4 + 3) and a stratagem's move (3, then 4
    # each after against, with Into the Fray, and both: contract 18.4).
    assert len(CLAIMS) == 63
    assert {s.module for s in CLAIMS} == {
        "moves",
        "actions",
        "fight_order",
        "card_selections",
        "fight",
        "transports",
        "stratagems",
        "stratagem_costs",
        "action_targets",
        "missions",
        "reserves",
    }
    assert len(ENDED) == 26
    names = {s.func.__name__ for s in ENDED}
    assert {"move_to", "move_by", "move_to_table", "move_to_placement", "surge_by"} <= names


@pytest.mark.parametrize("step", CLAIMS + ENDED, ids=[s.template for s in CLAIMS + ENDED])
def test_a_generated_step_takes_a_table_exactly_when_its_phrase_has_one(step: StepDef) -> None:
    tabled = step.template.endswith((" to:", ", for exactly these reasons:"))
    assert ("datatable" in inspect.signature(step.func).parameters) is tabled


def test_the_editor_offers_a_claim_set_its_own_reasons() -> None:
    embark = next(s for s in CLAIMS if s.template.endswith('"{transport}" because {reason:text}'))
    fight = next(
        s for s in CLAIMS if s.template.endswith("{kind:word} fight because {reason:text}")
    )
    embarking = set(vocabulary.reasons_of(embark.func) or ())
    fighting = set(vocabulary.reasons_of(fight.func) or ())
    assert embarking >= {r.text for r in EMBARK_REASONS}
    assert fighting >= {r.text for r in FIGHT_TYPE_REASONS}
    assert "the TRANSPORT cannot take it" not in fighting
    assert "it is not the Fight phase" not in embarking


def test_a_failed_claim_is_quoted_as_written_with_what_was_decided() -> None:
    with pytest.raises(ScenarioDisagreement) as caught:
        run(*RHINO, 'Given "Squad" is engaged', 'Then "Squad" can embark within "Rhino"')
    assert caught.value.disagreement.expected == '"Squad" can embark within "Rhino"'
    assert caught.value.disagreement.decided.startswith("cannot embark: it ")
    with pytest.raises(ScenarioDisagreement) as caught:
        run(*RHINO, 'Then "Squad" can make a disembark move using rapid disembark')
    # The mode is named as the core writes it.
    assert (
        caught.value.disagreement.expected
        == '"Squad" can make a disembark move using Rapid Disembark'
    )


def test_a_reason_no_claim_gives_is_refused_with_the_reasons_it_may_name() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(*RHINO, 'Then "Squad" cannot embark within "Rhino" because it is sleepy')
    assert "unknown reason 'it is sleepy' for embarking" in caught.value.message


def test_a_when_move_table_that_gives_a_model_twice_is_refused() -> None:
    twice: Table = (("model", "x", "y"), ("1", "12", "10"), ("1", "13", "10"))
    with pytest.raises(ScenarioInputError) as caught:
        run(*PLACED, ('When "Squad" makes a normal move to:', twice))
    assert 'gives model 1 of "Squad" twice' in caught.value.message


def test_a_point_end_for_a_unit_of_more_models_names_the_steps_table_form() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(*PLACED, 'When "Squad" makes an advance move to (12, 10)')
    assert '(When "Squad" makes an advance move to:)' in caught.value.message
    with pytest.raises(ScenarioInputError) as caught:
        run(*PLACED, 'When "Squad" makes an ingress move by (1, 0)')
    assert 'or to the placement "<name>"' in caught.value.message


def test_every_declared_claim_runs_its_query_with_the_slots_of_its_phrase() -> None:
    # Each phrase's example, run after a scenario that sets nothing up: a step either decides
    # or says what is missing, never an internal error of a query given a slot it does not take.
    for step in CLAIMS:
        example = step.example or ""
        text, _, table = example.partition("\n")
        rows = tuple(
            tuple(c.strip() for c in r.strip().strip("|").split("|")) for r in table.splitlines()
        )
        line: str | tuple[str, Table] = (text, rows) if rows else text
        try:
            run(*RHINO, 'Given a unit "Knight"', 'Given a unit "Boyz" for player B', line)
        except (ScenarioDisagreement, ScenarioInputError) as caught:
            assert "internal error" not in str(caught), (step.template, str(caught))
