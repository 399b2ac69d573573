"""Triggered rules (07.01, 07.02, 07.02.02, 07.03, 08.05) and phase-locked abilities (07.02.01)."""

from __future__ import annotations

import pytest

from ruleslawyer.core import (
    Ability,
    AbilityWhen,
    Game,
    Moment,
    Phase,
    RulesInputError,
    Trigger,
    TriggeredRule,
    Unit,
    clock,
)
from ruleslawyer.core.clock import Point
from ruleslawyer.core.triggers import Whose
from tests.core.games import game_of, rule, weighed


@pytest.mark.parametrize(
    ("text", "where", "whose"),
    [
        ("the start of the battle round", Point.ROUND_START, Whose.ANY),
        ("the end of the battle round", Point.ROUND_END, Whose.ANY),
        ("the start of the turn", Point.TURN_START, Whose.ANY),
        ("the end of the turn", Point.TURN_END, Whose.ANY),
        ("the start of your turn", Point.TURN_START, Whose.OWN),
        ("the end of your turn", Point.TURN_END, Whose.OWN),
        ("the start of the Command phase", Point.COMMAND_START, Whose.ANY),
        ("the end of the Movement phase", Point.MOVEMENT_END, Whose.ANY),
        ("the end of your Fight phase", Point.FIGHT_END, Whose.OWN),
        ("the end of your opponent's Movement phase", Point.MOVEMENT_END, Whose.OPPONENT),
        ("the start of your opponent's turn", Point.TURN_START, Whose.OPPONENT),
        ("The End Of The Shooting Phase.", Point.SHOOTING_END, Whose.ANY),
    ],
)
def test_trigger_forms(text: str, where: Point, whose: Whose) -> None:
    trigger = Trigger.parse(text)
    assert (trigger.point, trigger.whose) == (where, whose)


@pytest.mark.parametrize(
    "text", ["the start of your battle round", "whenever it likes", "the middle of the turn"]
)
def test_bad_triggers_are_refused(text: str) -> None:
    with pytest.raises(RulesInputError):
        Trigger.parse(text)


def play(rules: list[tuple[str, str, str | None]], rounds: int = 1) -> Game:
    """Play ``rounds`` whole battle rounds with these (name, trigger, owner) rules."""
    game = Game(
        units={},
        rules=[
            TriggeredRule(name, Trigger.parse(text), owner, order)
            for order, (name, text, owner) in enumerate(rules)
        ],
        battle_rounds=rounds,
    )
    game.clock.advance_to(game.clock.end_of_round(rounds))
    return game


@pytest.mark.parametrize(
    ("text", "players"),
    [
        ("the end of the Movement phase", ["A", "B"]),
        ("the end of your Movement phase", ["A"]),
        ("the end of your opponent's Movement phase", ["B"]),
        ("the start of the turn", ["A", "B"]),
        ("the start of your turn", ["A"]),
        ("the end of your opponent's turn", ["B"]),
        ("the start of the battle round", [None]),
        ("the end of the battle round", [None]),
    ],
)
def test_the_your_and_your_opponents_07_02_02(text: str, players: list[str | None]) -> None:
    game = play([("Rule", text, "A")], rounds=2)
    fired = game.rule_firing.firings_of("Rule")
    assert [f.moment.player for f in fired] == players * 2
    assert [f.moment.battle_round for f in fired] == sorted([1, 2] * len(players))
    assert all(f.moment.point is Trigger.parse(text).point for f in fired)


def test_a_mission_rule_with_your_fires_in_both_turns() -> None:
    game = play([("Score", "the end of your turn", None)])
    assert [f.moment.player for f in game.rule_firing.firings_of("Score")] == ["A", "B"]
    assert all(f.mission for f in game.rule_firing.firings_of("Score"))


@pytest.mark.parametrize(
    "text", ["the end of the turn", "the end of the battle round", "the end of the Command phase"]
)
def test_mission_rules_resolve_after_other_rules(text: str) -> None:
    game = play(
        [
            ("Mission first", text, None),
            ("Player A rule", text, "A"),
            ("Player B rule", text, "B"),
        ]
    )
    by_moment: dict[Moment, list[str]] = {}
    for firing in game.history.firings():
        by_moment.setdefault(firing.moment, []).append(firing.rule)
    assert by_moment
    for names in by_moment.values():
        assert names == ["Player A rule", "Player B rule", "Mission first"]


@pytest.mark.parametrize(
    "text", ["the start of the turn", "the start of the battle round", "the end of the Fight phase"]
)
def test_elsewhere_rules_resolve_in_the_order_they_were_set_up(text: str) -> None:
    game = play([("Mission first", text, None), ("Player A rule", text, "A")])
    by_moment: dict[Moment, list[str]] = {}
    for firing in game.history.firings():
        by_moment.setdefault(firing.moment, []).append(firing.rule)
    assert by_moment
    for names in by_moment.values():
        assert names == ["Mission first", "Player A rule"]


def test_a_rule_that_was_never_set_up_is_named() -> None:
    game = play([("Heal", "the end of the turn", "A")])
    with pytest.raises(RulesInputError) as caught:
        game.rule_firing.firings_of("Heel")
    assert caught.value.suggestion == '"Heal"'


# -- abilities and out-of-phase rules (07.02.01) ------------------------------------------------


@pytest.mark.parametrize(
    ("text", "when"),
    [
        (
            "in your Shooting phase, after this unit has shot",
            AbilityWhen.AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE,
        ),
        (
            "In your shooting phase, after this unit has shot.",
            AbilityWhen.AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE,
        ),
        ("each time this unit has shot", AbilityWhen.EACH_TIME_SHOT),
    ],
)
def test_ability_timings(text: str, when: AbilityWhen) -> None:
    assert AbilityWhen.parse(text) is when


def test_an_unknown_ability_timing_suggests_the_closest() -> None:
    with pytest.raises(RulesInputError) as caught:
        AbilityWhen.parse("each time this unit shot")
    assert caught.value.suggestion == "each time this unit has shot"


def shooter(now: Moment) -> Game:
    return Game(
        units={"Squad": Unit("Squad")},
        abilities=[
            Ability("Locked", "Squad", AbilityWhen.AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE),
            Ability("Free", "Squad", AbilityWhen.EACH_TIME_SHOT),
        ],
        now=now,
    )


def test_both_abilities_trigger_in_the_units_own_shooting_phase() -> None:
    game = shooter(clock.in_phase(1, "A", Phase.SHOOTING, "A"))
    game.moves.shoot("Squad")
    assert game.rule_firing.ability_fired("Locked") == 1
    assert game.rule_firing.ability_fired("Free") == 1


def test_a_phase_locked_ability_does_not_trigger_out_of_phase() -> None:
    game = shooter(clock.moment_at(1, "B", Point.MOVEMENT_END, "A"))  # Fire Overwatch
    game.moves.shoot("Squad", out_of_phase=True)
    assert game.rule_firing.ability_fired("Locked") == 0
    assert game.rule_firing.ability_fired("Free") == 1
    assert not game.moves.eligible_to_shoot("Squad").yes  # selected to shoot in this phase


def test_shooting_marks_the_unit_as_selected_for_this_phase_only() -> None:
    game = shooter(clock.in_phase(1, "A", Phase.SHOOTING, "A"))
    assert game.moves.eligible_to_shoot("Squad").yes
    game.moves.shoot("Squad")
    verdict = game.moves.eligible_to_shoot("Squad")
    assert not verdict.yes
    assert {r.rule.section for r in verdict.reasons} == {"10.02"}
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    assert game.moves.eligible_to_shoot("Squad").yes


# -- triggers -------------------------------------------------------------------------------------


def test_a_trigger_may_begin_with_at_and_keeps_its_text() -> None:
    trigger = Trigger.parse("At the end of your  turn.")
    assert (trigger.point, trigger.text) == (Point.TURN_END, "At the end of your turn")
    assert Trigger.parse("at the start of the battle round").point is Point.ROUND_START


def test_a_trigger_does_not_fire_at_another_point() -> None:
    trigger = Trigger.parse("the end of the turn")
    assert not trigger.fires_at(clock.moment_at(1, "A", Point.TURN_START, "A"), None)
    assert trigger.fires_at(clock.moment_at(1, "A", Point.TURN_END, "A"), "B")


def test_an_ability_timing_may_end_with_a_full_stop() -> None:
    assert AbilityWhen.parse("Each time this unit has shot.") is AbilityWhen.EACH_TIME_SHOT


@pytest.mark.parametrize(
    ("rules", "seen"),
    [
        # "the" in the other player's turn: the wording decided it.
        ([("Theirs", "the end of the Command phase", "B")], {True}),
        # "your" in the owner's turn, and "your opponent's" in the owner's turn.
        ([("Own", "the end of your Command phase", "A")], {True}),
        ([("Opp", "the end of your opponent's Command phase", "A")], {False}),
        # Neither a mission rule nor a player's "the" rule in the owner's turn is a question of
        # whose turn.
        ([("Score", "the end of the Command phase", None)], None),
        ([("Mine", "the end of the Command phase", "A")], None),
    ],
)
def test_whose_turn_a_trigger_names_is_weighed_only_where_it_decides(
    rules: list[tuple[str, str, str | None]], seen: set[bool] | None
) -> None:
    game = game_of(
        Unit("Squad"),
        now=clock.start_of_round(1, "A"),
        rules=[rule(name, text, owner, i) for i, (name, text, owner) in enumerate(rules)],
    )
    game.clock.resolve_command_phase("A")
    assert weighed(game).get("07.02.02 the / your / your opponent's") == seen


def test_a_rule_at_the_start_of_the_round_is_nobodys_turn() -> None:
    game = game_of(
        Unit("Squad"),
        now=clock.start_of_round(1, "A"),
        rules=[rule("Dawn", "the start of the battle round", "B", 0)],
    )
    game.clock.advance_to(game.clock.start_of_round(1))
    assert "07.02.02 the / your / your opponent's" not in weighed(game)
    assert weighed(game)["07.01 start of battle round rules"] == {True}
