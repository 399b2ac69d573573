"""The mission cards as wh40kdc 1.4.5 gives them: the loadable ones load and every award row
parses; a newer wh40kdc that adds a card (or a card shape) never breaks the others."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.cards import parse_award
from ruleslawyer.data import cards

# The cards of wh40kdc 1.4.5 the core loads by name: every one (docs/missions.md lists their
# rows; a card a newer wh40kdc adds that no row form states is listed there instead).
LOADABLE = {
    "search-and-scour",
    "sabotage",
    "reconnaissance-sweep",
    "outflank",
    "forward-position",
    "engage-on-all-fronts",
    "display-of-might",
    "delaying-action",
    "centre-ground",
    "behind-enemy-lines",
    "a-grievous-blow",
    "a-tempting-target",
    "assassination",
    "battlefield-dominance",
    "beacon",
    "bring-it-down",
    "burden-of-trust",
    "cleanse",
    "consecrate",
    "death-trap",
    "defend-stronghold",
    "destroyers-wrath",
    "determined-acquisition",
    "extract-relic",
    "gather-intel",
    "immovable-object",
    "inescapable-dominion",
    "locate-and-deny",
    "meatgrinder",
    "no-prisoners",
    "outmanoeuvre",
    "overwhelming-force",
    "plunder",
    "punishment",
    "purge-and-secure",
    "secure-asset",
    "secure-no-mans-land",
    "smoke-and-mirrors",
    "surveil-the-foe",
    "triangulation",
    "unstoppable-force",
    "vanguard-operation",
    "vital-link",
}


def _by_id() -> dict[str, cards.LoadedCard]:
    return {c.ident: c for c in cards.cards().values()}


def test_the_loadable_cards_load_and_their_rows_parse() -> None:
    found = _by_id()
    assert len(found) == 43
    assert {i for i, c in found.items() if not c.unsupported} == LOADABLE == set(found)
    for ident in LOADABLE:
        loaded = cards.card(ident)
        for row in loaded.rows:
            parse_award(row)


def test_the_docs_list_every_card_that_does_not_load() -> None:
    from pathlib import Path

    text = (Path(__file__).parents[2] / "docs" / "missions.md").read_text(encoding="utf-8")
    for ident, loaded in _by_id().items():
        if loaded.unsupported:
            assert f"| {loaded.name} |" in text, ident


def test_a_project_cell_wins_over_the_data() -> None:
    tactical = [r for r in cards.card("Assassination").rows if r.get("mode") == "Tactical"]
    assert tactical[0]["if"].startswith("1 or more enemy CHARACTER models")


def test_the_cards_that_score_whichever_comes_first_say_so() -> None:
    # The data gives these awards only the end of the opponent's turn; the cards add the end
    # of battle round 5, whichever comes first (contract 20.2).
    first = "the end of your opponent's turn or the end of battle round 5, whichever comes first"
    for name in ("Beacon", "Burden of Trust", "Defend Stronghold"):
        rows = cards.card(name).rows
        assert rows, name
        assert all(r["scores at"].startswith(first) for r in rows), name
    defend = cards.card("Defend Stronghold").rows
    assert all(r["scores at"].endswith(", from battle round 2") for r in defend)


def test_battlefield_dominance_scores_at_the_end_of_the_turn_in_battle_round_5() -> None:
    # The card moves its Command-phase awards to the end of the turn in the fifth battle round
    # (interpretation 91); the data gives the Command phase from battle round 2 with no end.
    moments = [r["scores at"] for r in cards.card("Battlefield Dominance").rows]
    assert (
        moments[1:]
        == [
            "the end of your Command phase, in battle rounds 2 to 4",
            "the end of your turn, in battle round 5",
        ]
        * 2
    )


def test_the_seizing_awards_count_non_home_objectives_only() -> None:
    for name in ("Purge and Secure", "Unstoppable Force"):
        seized = [r for r in cards.card(name).rows if "did not control" in r.get("if", "")]
        assert len(seized) == 1, name
        assert "that are not your home objective" in seized[0]["if"], name
    taken = cards.card("Determined Acquisition").rows[0]
    assert "home" not in taken["for each"]


def test_a_primary_card_brings_its_missions_caps() -> None:
    caps = cards.card("Battlefield Dominance").caps
    assert caps is not None
    assert set(caps.per_round.values()) == {15}
    assert set(caps.per_battle.values()) == {45}


NEW_CARDS: list[dict[str, Any]] = [
    {
        "id": "hold-the-relay",
        "name": "Hold the Relay",
        "card_type": "secondary",
        "awards": [
            {
                "trigger": {"timing": "end-of-turn", "player_turn": "your-turn"},
                "vp": 3,
                "when": {"type": "new-kind"},
            }
        ],
    },
    {"id": "odd-shape", "name": "Odd Shape", "card_type": "gambit", "awards": []},
    {"id": "broken", "card_type": "secondary"},
]


@pytest.fixture
def newer_data(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    from wh40kdc.data import bundle

    installed = cards.cards()  # read first: no cache may hand the installed data's cards on
    # A new object (what the project reads is kept by the data's identity), with a new list of
    # cards; the other collections are the installed ones, shared: nothing reads into them, and
    # a deep copy of the whole bundle was most of this test's time.
    installed_raw = bundle.raw_data()
    raw = {**installed_raw, "mission_cards": [*installed_raw["mission_cards"], *NEW_CARDS]}
    with monkeypatch.context() as patch:
        patch.setattr(bundle, "raw_data", lambda: raw)
        yield
    assert cards.cards() is installed  # the installed data back: its cards again, not rebuilt


@pytest.mark.usefixtures("newer_data")
def test_a_newer_card_never_breaks_the_others() -> None:
    for ident in LOADABLE:
        cards.card(ident)
    with pytest.raises(RulesInputError) as caught:
        cards.card("Hold the Relay")
    assert "has no row form yet" in caught.value.message
    with pytest.raises(RulesInputError):
        cards.card("Odd Shape")


def test_each_card_effect_of_ours_names_a_card_action_and_parses() -> None:
    # Extract Relic's Sensor Sweep removes the opponent's markers (interpretation 92).
    from ruleslawyer.core.action_effects import Kind, parse_effect
    from ruleslawyer.data.mission_rows import CARD_EFFECTS
    from ruleslawyer.data.missions import mission_data

    actions = {a.ident: a for a in mission_data().actions.values()}
    for (card_id, action_id), effect in CARD_EFFECTS.items():
        assert card_id in actions[action_id].cards
        assert parse_effect(effect) is not None
    parts = parse_effect(CARD_EFFECTS[("extract-relic", "sensor-sweep")]) or ()
    assert [p.kind for p in parts] == [Kind.REMOVE_THEIRS]
