"""Which property scenarios read the order of fighting (contract §20.1, §6): advancing past a
Fight step makes its selections in their examples, as in a concrete scenario."""

from __future__ import annotations

import pytest

from ruleslawyer.scenario.property_scenarios import asks_fight_order
from ruleslawyer.scenario.step_line import StepLine


def _steps(*texts: str, table: tuple[tuple[str, ...], ...] | None = None) -> list[StepLine]:
    steps = [StepLine("then", "Then", text, n) for n, text in enumerate(texts, 1)]
    if table is not None:
        steps.append(StepLine("given", "Given", '"Squad" has an ability "Rage":', 9, table))
    return steps


@pytest.mark.parametrize(
    "text",
    [
        "the units were selected to fight in this order:",
        '"Squad" can be selected to fight next',
        "player A can pass",
        "player B passes",
        '"Squad" fights',
        '"Squad" resolves its attacks',
        "the Fight step has ended",
        'player A uses the "Counteroffensive" stratagem on "Squad"',
        '"Squad" makes a consolidation move that ends engaged with "Boyz"',
        # 12.04's bar on a unit already selected to fight this phase is a reason of this claim.
        '"Squad" is not eligible to fight',
        '"Squad" cannot make a normal fight',
        '"Squad" can make an overrun fight',
    ],
)
def test_a_step_that_reads_the_order_of_fighting_is_found(text: str) -> None:
    assert asks_fight_order(_steps('"Squad" is engaged', text))


def test_a_rule_triggered_by_a_selection_is_found_in_its_table() -> None:
    table = (("WHEN", "each time this unit is selected to fight"), ("EFFECT", "you gain 1 CP"))
    assert asks_fight_order(_steps('"Squad" is engaged', table=table))


def test_a_scenario_about_actions_does_not_read_the_order_of_fighting() -> None:
    steps = _steps('"Squad" is performing the "Hold" Action', '"Squad" has Fights First')
    assert not asks_fight_order(steps)
