"""Whole episodes: the trace a failing scenario prints and the clauses each game weighs (the
rules coverage record), pinned step by step."""

from __future__ import annotations

from ruleslawyer.core import (
    REASONS,
    Ability,
    AbilityWhen,
    ActionDef,
    ActionState,
    MoveKind,
    Phase,
    Unit,
    clock,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core.history import ActionStarted
from tests.core.games import TASK, at, game_of, rule, weighed

# -- whole episodes: the trace a failing scenario shows, and the clauses weighed ----------------


def test_a_command_phase_trace_and_clauses() -> None:
    units = [
        Unit("Shocked", battle_shocked=True),
        Unit("Thin", models=2),
        Unit("Half", starting_strength=4, models=2),
        Unit("Whole"),
        Unit("Single", starting_strength=1, models=1, w=4, wounds_left=2),
        Unit("Enemy", player="B", models=1),
    ]
    game = game_of(
        *units,
        now=clock.start_of_round(1, "A"),
        rules=[
            rule("Own", "the start of your Command phase", "A", 0),
            rule("Score", "the end of the Command phase", None, 1),
            rule("Theirs", "the end of the Command phase", "B", 2),
            rule("Opp", "the end of your opponent's Command phase", "A", 3),
        ],
        rolls={"Shocked": 9, "Thin": 3, "Single": 6, "Half": 7},
        rolls_earlier=frozenset({"Half"}),
    )
    game.clock.resolve_command_phase("A")
    step = "player A's Command phase (Battle-shock step), battle round 1: "
    appendix = "[Appendix Starting Strength and Half-strength]"
    assert game.trace == [
        "Start of Battle Round, battle round 1: battle round 1 starts",
        "player A's Start of Turn, battle round 1: player A's turn starts",
        "the start of player A's Command phase, battle round 1: rule Own triggers "
        "(the start of your Command phase)",
        "player A's Command phase (Gain Core CP), battle round 1: both players gain 1CP "
        "[08.02 Gain Core CP]",
        step + "Shocked must make a battle-shock roll: it is battle-shocked "
        "[08.03 Battle-shock Step]",
        step + "Shocked rolls 9 against Ld 6+: pass",
        step + "Shocked is no longer battle-shocked [08.03 Battle-shock Step]",
        step + "Thin must make a battle-shock roll: it is below half-strength "
        f"(2 of 5 models left: below half-strength) {appendix}",
        step + "Thin rolls 3 against Ld 6+: fail",
        step + "Thin is battle-shocked [01.07 Battle-shock Rolls]",
        step + "Half must make a battle-shock roll: a rule made it roll earlier in this step "
        "[08.03.01 Multiple Battle-shock Rolls]",
        step + "Half rolls 7 against Ld 6+: pass",
        step + "Single must make a battle-shock roll: it is at half-strength "
        f"(2 of 4 wounds left: at half-strength) {appendix}",
        step + "Single rolls 6 against Ld 6+: pass",
        "the end of player A's Command phase, battle round 1: rule Theirs triggers "
        "(the end of the Command phase)",
        "the end of player A's Command phase, battle round 1: mission rule Score triggers "
        "(the end of the Command phase)",
    ]
    assert weighed(game) == {
        "01.06 2D6 >= Ld": {False, True},
        "01.06 a rule's modifier is added to the 2D6 total": {False},
        "01.07 a failed roll battle-shocks": {False, True},
        "01.07 a roll some rule demands, any time": {False},
        "07.01 start of battle round rules": {False},
        "07.02 same first player every round": {True},
        "07.02 start of turn rules": {False},
        "07.02.02 the / your / your opponent's": {False, True},
        "08.01 start of command phase rules": {False, True},
        "08.02 both players gain 1CP": {True},
        "08.03 battle-shocked or at/below half rolls": {False, True},
        "08.03 a roll a rule demands in a player's step, after theirs": {False},
        "08.03 recovery on a pass": {True},
        "08.03.01 one roll per step": {False, True},
        "08.05 other rules, then mission": {True},
        "Appendix models left": {False, True},
        "Appendix single model judged by wounds": {True},
    }
    assert [(r.unit, r.player, r.total, r.passed) for r in game.history.battle_shock_rolls()] == [
        ("Shocked", "A", 9, True),
        ("Thin", "A", 3, False),
        ("Half", "A", 7, True),
        ("Single", "A", 6, True),
    ]
    assert (game.cp, game.core_cp_steps) == ({"A": 1, "B": 1}, 1)


def test_a_command_phase_with_only_healthy_units_weighs_the_step_as_not_applying() -> None:
    game = game_of(
        Unit("Whole"),
        Unit("Brave", starting_strength=1, models=1, w=3, wounds_left=3),
        now=clock.start_of_round(1, "A"),
    )
    game.clock.resolve_command_phase("A")
    assert weighed(game)["08.03 battle-shocked or at/below half rolls"] == {False}
    assert weighed(game)["Appendix models left"] == {False}
    assert weighed(game)["Appendix single model judged by wounds"] == {False}
    assert "08.03.01 one roll per step" not in weighed(game)
    assert "08.05 other rules, then mission" not in weighed(game)


def test_rolls_that_pass_and_fail_weigh_the_roll_clauses_one_way() -> None:
    passing = game_of(Unit("Thin", models=2), now=clock.start_of_round(1, "A"), rolls={"Thin": 8})
    passing.clock.resolve_command_phase("A")
    assert weighed(passing)["01.06 2D6 >= Ld"] == {True}
    assert weighed(passing)["01.07 a failed roll battle-shocks"] == {False}
    assert weighed(passing)["08.03.01 one roll per step"] == {False}
    assert "08.03 recovery on a pass" not in weighed(passing)
    failing = game_of(
        Unit("Shocked", battle_shocked=True), now=clock.start_of_round(1, "A"), rolls={"Shocked": 2}
    )
    failing.clock.resolve_command_phase("A")
    assert weighed(failing)["01.06 2D6 >= Ld"] == {False}
    assert weighed(failing)["01.07 a failed roll battle-shocks"] == {True}
    assert weighed(failing)["08.03 recovery on a pass"] == {False}
    assert failing.trace[-2:] == [
        "player A's Command phase (Battle-shock step), battle round 1: Shocked rolls 2 against "
        "Ld 6+: fail",
        "player A's Command phase (Battle-shock step), battle round 1: Shocked is battle-shocked "
        "[01.07 Battle-shock Rolls]",
    ]


def test_a_whole_battle_of_one_round_trace_and_clauses() -> None:
    game = game_of(
        Unit("Squad"),
        now=clock.start_of_round(1, "A"),
        battle_rounds=1,
        rules=[
            rule("Tally", "the end of the battle round", None, 0),
            rule("Regroup", "the end of the battle round", "B", 1),
            rule("Dawn", "the start of the battle round", "A", 2),
        ],
    )
    game.clock.advance_to(game.clock.end_of_round(1))
    assert game.trace == [
        "Start of Battle Round, battle round 1: battle round 1 starts",
        "Start of Battle Round, battle round 1: rule Dawn triggers (the start of the battle round)",
        "player A's Start of Turn, battle round 1: player A's turn starts",
        "player A's Command phase (Gain Core CP), battle round 1: both players gain 1CP "
        "[08.02 Gain Core CP]",
        "player B's Start of Turn, battle round 1: player B's turn starts",
        "player B's Command phase (Gain Core CP), battle round 1: both players gain 1CP "
        "[08.02 Gain Core CP]",
        "End of Battle Round, battle round 1: rule Regroup triggers (the end of the battle round)",
        "End of Battle Round, battle round 1: mission rule Tally triggers (the end of the "
        "battle round)",
        "End of Battle Round, battle round 1: the battle ends [07.03 End of Battle Round]",
    ]
    assert weighed(game) == {
        "07.01 start of battle round rules": {False, True},
        "07.02 same first player every round": {False, True},
        "07.02 start of turn rules": {False},
        "07.02 the opponent's turn follows": {False, True},
        "07.03 other rules, then mission": {True},
        "07.03 the battle ends after the mission's rounds": {True},
        "08.01 start of command phase rules": {False},
        "08.02 both players gain 1CP": {True},
        "08.03 battle-shocked or at/below half rolls": {False},
        "08.03 a roll a rule demands in a player's step, after theirs": {False},
        "Appendix models left": {False},
    }
    assert game.core_cp_steps == 2


def test_a_round_that_is_not_the_last_does_not_end_the_battle() -> None:
    game = game_of(Unit("Squad"), now=clock.start_of_round(1, "B"), first_player="B")
    game.clock.advance_to(game.clock.end_of_round(1))
    assert weighed(game)["07.03 the battle ends after the mission's rounds"] == {False}
    assert weighed(game)["07.02 same first player every round"] == {False, True}
    assert weighed(game)["07.02 the opponent's turn follows"] == {False, True}
    assert not any("the battle ends" in line for line in game.trace)
    assert game.trace[1] == "player B's Start of Turn, battle round 1: player B's turn starts"


def test_actions_that_complete_trace_and_clauses() -> None:
    game = game_of(Unit("Squad"), Unit("Boyz", player="B"), actions=[TASK])
    game.performer.start_action("Squad", "Task")
    game.moves.move("Boyz", MoveKind.NORMAL)
    game.clock.advance_to(game.clock.phase_of("A", Phase.FIGHT))
    game.moves.become_engaged("Squad")
    game.moves.move("Squad", MoveKind.PILE_IN)
    game.clock.advance_to(game.clock.end_of_turn())
    where = "the start of player A's Shooting phase, battle round 1: "
    fight = "the start of player A's Fight phase, battle round 1: "
    assert game.trace == [
        where + "Squad starts Task [16.00 How Actions are written]",
        where + "Boyz ends its normal move [09.05 Normal Move]",
        fight + "a pile-in move does not break an Action [16.01 Completing an Action]",
        fight + "Squad ends its pile-in move [12.03 Pile-in Move]",
        # advancing past the Fight step makes its selections (12.04, contract §20.1)
        "player A's Fight phase (Fight step), battle round 1: Squad is selected to fight",
        "player A's End of Turn, battle round 1: Squad completes Task; its effect resolves "
        "[16.01 Completing an Action]",
    ]
    assert {
        k: v for k, v in weighed(game).items() if k.startswith(("16.01", "01.07", "16.00"))
    } == {
        "01.07 battle-shocked OC is '-'": {False},
        "01.07 battle-shocked cannot complete": {False},
        "16.00 STARTS": {False, True},
        "16.00 UNITS": {False},
        "16.00 USE LIMIT": {False},
        "16.01 completes at COMPLETES, effect then": {True},
        "16.01 fails on a move": {False},
        "16.01 fails on leaving the battlefield": {False},
        "16.01 pile-in and consolidation exempt": {True},
        "16.01 AIRCRAFT": {False},
        "16.01 FORTIFICATION": {False},
        "16.01 OC 0 or '-'": {False},
        "16.01 battle-shocked": {False},
        "16.01 engaged unless TITANIC": {False},
        "16.01 not on the battlefield": {False},
        "16.01 one action per turn": {False},
    }
    performance = game.performer.performances_of("Squad", "Task")[0]
    assert (performance.player, performance.started) == ("A", at(Phase.SHOOTING))


def test_actions_that_fail_trace_and_clauses() -> None:
    game = game_of(
        Unit("Mover"),
        Unit("Leaver"),
        Unit("Doomed"),
        Unit("Boyz", player="B"),
        actions=[TASK, ActionDef.from_rows("Other", {})],
    )
    for name in ("Mover", "Leaver", "Doomed"):
        game.performer.start_action(name, "Task")
    game.performer.start_action("Boyz", "Task")
    game.moves.move("Mover", MoveKind.NORMAL)
    game.leave_battlefield("Leaver")
    game.leave_battlefield("Doomed", destroyed=True)
    where = "the start of player A's Shooting phase, battle round 1: "
    completing = "[16.01 Completing an Action]"
    assert game.trace == [
        where + "Mover starts Task [16.00 How Actions are written]",
        where + "Leaver starts Task [16.00 How Actions are written]",
        where + "Doomed starts Task [16.00 How Actions are written]",
        where + "Boyz cannot start Task: the Action does not start now "
        "[16.00 How Actions are written]",
        where + f"Mover's Task fails: it made a normal move {completing}",
        where + "Mover ends its normal move [09.05 Normal Move]",
        where + f"Leaver's Task fails: it left the battlefield {completing}",
        where + f"Doomed's Task fails: it was destroyed {completing}",
    ]
    seen = weighed(game)
    assert seen["16.01 completes at COMPLETES, effect then"] == {False}
    assert seen["16.01 fails on a move"] == {True}
    assert seen["16.01 fails on leaving the battlefield"] == {True}
    assert seen["16.01 pile-in and consolidation exempt"] == {False}
    assert seen["16.00 STARTS"] == {False, True}
    assert game.performer.performances_of("Mover", "Task") == [game.performer.performances[0]]
    assert game.performer.performances_of("Mover", "Other") == []


def test_a_battle_shocked_unit_does_not_complete_trace_and_clauses() -> None:
    # Becoming battle-shocked ends the Action at once (01.07, 16.01; app FAQ data 912).
    game = game_of(Unit("Shaken"), actions=[TASK])
    game.performer.start_action("Shaken", "Task")
    game.moves.become_battle_shocked("Shaken")
    assert game.trace[-1] == (
        "the start of player A's Shooting phase, battle round 1: Shaken's Task fails: it became "
        "battle-shocked [01.07 Battle-shock Rolls]"
    )
    game.clock.advance_to(game.clock.end_of_turn())
    seen = weighed(game)
    assert seen["16.01 completes at COMPLETES, effect then"] == {False}
    assert seen["01.07 becoming battle-shocked ends an Action in progress"] == {True}
    assert "01.07 battle-shocked cannot complete" not in seen
    assert game.performer.performances[0].state is ActionState.FAILED


def test_refusals_weigh_each_bar_and_row() -> None:
    game = game_of(
        Unit("Squad", battle_shocked=True),
        actions=[
            ActionDef.from_rows("Task", {"UNITS": "one VEHICLE unit", "USE LIMIT": "once per turn"})
        ],
        now=at(Phase.MOVEMENT),
    )
    # Player A started it earlier this turn, as the history recalls: the limit is reached.
    game.recall(ActionStarted(at(Phase.MOVEMENT), "Squad", "Task", "A", None, None))
    reasons = game.performer.start_action("Squad", "Task")
    assert reasons == (act.R_SHOCKED, act.R_OC, act.R_NOT_NOW, act.R_NOT_ALLOWED, act.R_LIMIT)
    seen = weighed(game)
    for clause_id in (
        "16.01 battle-shocked",
        "16.01 OC 0 or '-'",
        "16.00 STARTS",
        "16.00 UNITS",
        "16.00 USE LIMIT",
        "01.07 battle-shocked OC is '-'",
    ):
        assert seen[clause_id] == {True}, clause_id
    assert seen["16.01 AIRCRAFT"] == {False}
    assert game.trace[0] == (
        "the start of player A's Movement phase, battle round 1: Squad cannot start Task: "
        "it is battle-shocked [16.01 Starting an Action]"
    )


def test_abilities_when_shooting_trace_and_clauses() -> None:
    game = game_of(
        Unit("Hell"),
        now=at(Phase.MOVEMENT, "B"),
        abilities=[
            Ability("Focus", "Hell", AbilityWhen.AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE),
            Ability("Steady", "Hell", AbilityWhen.EACH_TIME_SHOT),
        ],
    )
    game.moves.shoot("Hell", out_of_phase=True)
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    game.moves.shoot("Hell")
    b_move = "the start of player B's Movement phase, battle round 1: "
    b_shoot = "the start of player B's Shooting phase, battle round 1: "
    out = "[07.02.01 Out of Phase Rules]"
    assert game.trace == [
        b_move + f"Focus is phase-locked and does not trigger out of phase {out}",
        b_move + f"Steady triggers {out}",
        b_shoot + f"Focus triggers only in its own Shooting phase {out}",
        b_shoot + f"Steady triggers {out}",
    ]
    seen = weighed(game)
    assert seen["07.02.01 no phase-locked rules out of phase"] == {False, True}
    assert seen["07.02.01 phase-locked ability timing"] == {False, True}
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    game.moves.shoot("Hell")
    assert game.rule_firing.ability_fired("Focus") == 1
    assert game.rule_firing.ability_fired("Steady") == 3


def test_an_unlocked_ability_out_of_phase_weighs_the_out_of_phase_clause_as_not_applying() -> None:
    game = game_of(
        Unit("Hell"),
        now=at(Phase.MOVEMENT, "B"),
        abilities=[Ability("Steady", "Hell", AbilityWhen.EACH_TIME_SHOT)],
    )
    game.moves.shoot("Hell", out_of_phase=True)
    assert weighed(game)["07.02.01 no phase-locked rules out of phase"] == {False}


def test_reason_texts_of_the_core_are_the_contracts() -> None:
    assert [r.text for r in REASONS] == [
        "it is not on the battlefield",
        "it is an AIRCRAFT unit",
        "it is a FORTIFICATION unit",
        "it is battle-shocked",
        "its OC is 0 or -",
        "it is engaged",
        "it made an advance move this turn",
        "it made a fall-back move this turn",
        "it started another action this turn",
        "it shot this phase",
        "the Action does not start now",
        "it is not a unit the Action allows",
        "the Action's use limit is reached",
        "the Action's restrictions forbid it",
        "its target is not an enemy unit the Action allows",
    ]
