"""A newer wh40kdc may add a mission Action the project's rows do not know (the pin `<2` allows
it): the data still loads, every other mission Action works, and that one Action loads with what
the data structures, its missing rows named in a clear error until the scenario states them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.actions import Completes
from ruleslawyer.data import missions
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.state import ScenarioState

NEW_CARD: dict[str, Any] = {
    "id": "hold-the-relay",
    "name": "Hold the Relay",
    "card_type": "primary",
    "actions": [
        {
            "action_id": "relay-signal",
            "starts": "shooting",
            "player_turn": "your-turn",
            "battle_round": {"min": 2},
            "units": {
                "type": "within-range-of-objective",
                "parameters": {"objective_role": "central"},
            },
            "completes": {"type": "a-form-this-project-has-never-seen"},
        }
    ],
}


def newer(installed: dict[str, list[Any]], card: dict[str, Any]) -> dict[str, list[Any]]:
    """The installed data with ``card`` and a mission of its name added: a new object (what the
    project reads is kept by the data's identity, so it is read anew), whose two lists that grow
    are new and whose other collections are the installed ones, shared, not copied (nothing reads
    into them; a deep copy of the whole bundle was most of these tests' time)."""
    mission = {**installed["missions"][0], "id": card["id"], "name": card["name"]}
    return {
        **installed,
        "mission_cards": [*installed["mission_cards"], card],
        "missions": [*installed["missions"], mission],
    }


@pytest.fixture
def newer_data(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """wh40kdc's data with one more card, whose Action the project's rows do not know."""
    from wh40kdc.data import bundle

    installed = missions.mission_data()  # read first: no cache may hand it on below
    raw = newer(bundle.raw_data(), NEW_CARD)
    with monkeypatch.context() as patch:
        patch.setattr(bundle, "raw_data", lambda: raw)
        yield
    assert missions.mission_data() is installed  # the installed data back: its Actions again


def _given(text: str, ctx: ScenarioState) -> None:
    found = REGISTRY.find("given", text)
    assert found is not None
    step, args = found
    step.func(ctx, **args)


@pytest.mark.usefixtures("newer_data")
def test_the_data_loads_and_every_known_action_still_works() -> None:
    assert missions.mission_action("Sabotage").definition().name == "Sabotage"
    ctx = ScenarioState()
    _given('the mission "Sabotage"', ctx)
    assert "Sabotage" in ctx.actions
    # `any mission Action` draws only Actions whose rows are known.
    assert "Relay Signal" not in {a.name for a in missions.published_actions()}


@pytest.mark.usefixtures("newer_data")
def test_the_unknown_action_is_a_clear_error_naming_the_rows_it_lacks() -> None:
    relay = missions.mission_action("Relay Signal")
    assert relay.cards == ("hold-the-relay",)
    assert relay.unknown == ("USE LIMIT", "COMPLETES")  # the data structures its UNITS
    with pytest.raises(RulesInputError) as caught:
        relay.definition()
    message = caught.value.message
    assert caught.value.word == "Relay Signal"
    for part in ("Relay Signal", "relay-signal", "hold-the-relay", "USE LIMIT and COMPLETES"):
        assert part in message
    assert "| COMPLETES | ... |" in message
    with pytest.raises(RulesInputError):
        _given('the mission "Hold the Relay"', ScenarioState())
    with pytest.raises(RulesInputError):
        _given('the mission Action "Relay Signal"', ScenarioState())


@pytest.mark.usefixtures("newer_data")
def test_the_unknown_action_loads_with_the_data_and_the_rows_a_scenario_states() -> None:
    relay = missions.mission_action("Relay Signal")
    defined = relay.definition({"COMPLETES": "immediately", "use_limit": "once per turn"})
    assert defined.completes is Completes.IMMEDIATELY
    assert defined.starts.first_round == 2  # from the data
    assert defined.units.text == "one unit that is within range of a central objective"
    assert "not restated" in defined.effect
