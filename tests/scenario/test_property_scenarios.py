"""Which scenarios are properties: read from each step's text, kept per text once read
(scenario/property_scenarios.py), so every scenario's answer is asked cheaply at run time."""

from __future__ import annotations

from ruleslawyer.scenario import property_scenarios
from ruleslawyer.scenario.property_scenarios import is_property
from ruleslawyer.scenario.registry import StepKind
from ruleslawyer.scenario.step_line import StepLine


def _steps(*lines: tuple[StepKind, str]) -> list[StepLine]:
    return [StepLine(kind, kind.capitalize(), text, n) for n, (kind, text) in enumerate(lines)]


def test_a_text_kept_as_read_by_a_given_is_not_read_as_a_when_s() -> None:
    property_scenarios._OPENS.clear()
    text = 'any unit "Squad"'
    assert not is_property(_steps(("when", text), ("then", '"Squad" is battle-shocked')))
    assert is_property(_steps(("given", text), ("then", '"Squad" is battle-shocked')))
    assert not is_property(_steps(("when", text)))  # asked again: from what was kept


def test_a_move_to_any_position_is_a_property_at_any_step() -> None:
    text = '"Squad" makes a normal move to any position'
    for kind in ("given", "when"):
        property_scenarios._OPENS.clear()
        assert not is_property(_steps((kind, '"Squad" makes a normal move')))
        assert is_property(_steps((kind, text)))
        assert is_property(_steps((kind, text)))  # asked again: from what was kept


def test_what_is_kept_stays_bounded() -> None:
    property_scenarios._OPENS.clear()
    for n in range(property_scenarios._OPENS_MAX + 5):
        is_property(_steps(("given", f"a unit {n}")))
    assert len(property_scenarios._OPENS) <= property_scenarios._OPENS_MAX
    assert is_property(_steps(("given", 'any unit "Squad"')))
