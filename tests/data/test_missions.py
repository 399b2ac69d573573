"""The published mission data: every mission Action has a row of ours or is a non-Action, the
names, the errors, the version and the lazy loading."""

from __future__ import annotations

import subprocess
import sys

import pytest

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.actions import Completes
from ruleslawyer.data import missions
from ruleslawyer.data.mission_rows import ACTIONS, NON_ACTIONS


def _data_action_ids() -> set[str]:
    from wh40kdc.data.bundle import raw_data

    return {
        entry["action_id"]
        for card in raw_data()["mission_cards"]
        for entry in card.get("actions") or []
    }


def test_every_mission_action_in_the_data_has_a_row_or_is_a_non_action() -> None:
    ids = _data_action_ids()
    assert ids == set(ACTIONS) | set(NON_ACTIONS)
    assert not set(ACTIONS) & set(NON_ACTIONS)
    assert all(action.known for action in missions.mission_data().actions.values())


def test_every_row_of_ours_parses_and_states_its_completion() -> None:
    for action in missions.published_actions():
        defined = action.definition()
        assert defined.name == action.name
        assert dict(action.rows)["COMPLETES"] == ACTIONS[action.ident].completes
        immediate = defined.completes is Completes.IMMEDIATELY
        assert immediate or defined.completes is Completes.END_OF_YOUR_TURN


def test_a_name_is_the_title_case_id_and_matches_ignoring_case() -> None:
    assert missions.title("sensor-sweep") == "Sensor Sweep"
    assert missions.mission_action("sensor SWEEP").name == "Sensor Sweep"
    sweep = missions.mission_action("Sensor Sweep")
    assert sweep.cards == ("locate-and-deny", "extract-relic")  # one Action on two cards
    assert missions.mission("smoke AND mirrors!").actions == ("Decoy",)


def test_the_first_battle_round_comes_from_the_data() -> None:
    assert missions.mission_action("Triangulate").definition().starts.first_round == 2
    assert missions.mission_action("Sabotage").definition().starts.first_round == 1


@pytest.mark.parametrize("name", ["Condemn", "Consecrate", "Place Markers", "Clear Markers"])
def test_a_non_action_is_an_error_saying_so(name: str) -> None:
    with pytest.raises(RulesInputError) as caught:
        missions.mission_action(name)
    assert "not an Action a unit starts" in caught.value.message


def test_an_unknown_name_suggests_the_closest() -> None:
    with pytest.raises(RulesInputError) as caught:
        missions.mission_action("Sabotag")
    assert caught.value.suggestion == '"Sabotage"'
    with pytest.raises(RulesInputError) as caught:
        missions.mission("Vital Lnk")
    assert caught.value.suggestion == '"Vital Link"'


def test_the_version_is_the_cards_own_and_the_attribution_names_the_licence() -> None:
    version = missions.mission_data().version
    assert "dataslate launch" in version
    assert "codex-orks" not in version
    for part in ("wh40kdc", "CC BY 4.0", "creativecommons.org/licenses/by/4.0", "adapted"):
        assert part in missions.MISSION_ATTRIBUTION


@pytest.mark.slow  # starts another process (subprocess)
def test_a_run_with_no_mission_never_imports_wh40kdc() -> None:
    script = (
        "import sys\n"
        "import ruleslawyer.steps\n"
        "from ruleslawyer.data.missions import loaded_mission_version as v\n"
        "from ruleslawyer.scenario.state import ScenarioState\n"
        "from ruleslawyer.scenario.registry import REGISTRY\n"
        "ctx = ScenarioState()\n"
        "steps = [('given', 'the ruin is an objective'), ('given', 'a unit \"S\"'),\n"
        "         ('given', '\"S\" is within the ruin'), ('then', 'no player controls the ruin')]\n"
        "for kind, text in steps:\n"
        "    step, args = REGISTRY.find(kind, text)\n"
        "    step.func(ctx, **args)\n"
        "print('wh40kdc' in sys.modules, v())\n"
        "step, args = REGISTRY.find('given', 'the mission Action \"Sabotage\"')\n"
        "step.func(ScenarioState(), **args)\n"
        "print('wh40kdc' in sys.modules, v())\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, check=True, timeout=120
    )
    before, after = done.stdout.splitlines()
    assert before == "False None"
    assert after.startswith("True wh40kdc 1.")


def test_the_docs_list_every_published_action_and_what_is_not_weighed() -> None:
    from pathlib import Path

    text = (Path(__file__).resolve().parents[2] / "docs" / "missions.md").read_text()
    for action in missions.published_actions():
        assert f"| {action.name} |" in text
        for condition in ACTIONS[action.ident].not_weighed:
            assert condition in text
    for ident in NON_ACTIONS:
        assert missions.title(ident) in text
