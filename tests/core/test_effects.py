"""Effects with a duration (core/effects.py): an effect lifts a bar by its reason words, adds
one, or makes a unit count as having another fact, until a moment; the questions consult the
effects in force where they decide, and an effect that has ended stops changing verdicts."""

from __future__ import annotations

from dataclasses import replace

import pytest

from ruleslawyer.core import (
    ActionDef,
    Does,
    Effect,
    Game,
    MoveKind,
    Phase,
    Question,
    RulesInputError,
    Unit,
    Until,
    effect,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core import eligibility as el
from ruleslawyer.core.effects import RULE_FORBIDS, RULE_LIFTS, in_force
from ruleslawyer.core.history import StratagemUsed
from ruleslawyer.core.references import RuleRef
from ruleslawyer.core.stratagem_effects import ForbidsIt, LiftsBar
from ruleslawyer.core.stratagems import StratagemDef
from tests.core.games import at, game_of

TASK = ActionDef.from_rows("Task", {"STARTS": "your Movement phase"})


def advanced_squad(game_now: Phase = Phase.MOVEMENT) -> Game:
    now = at(game_now)
    squad = Unit("Squad", moves=((MoveKind.ADVANCE, now.turn_key),))
    return game_of(squad, actions=(TASK,), now=now)


def lift_advance(game: Game, until: Until) -> None:
    game.add_effect(
        effect(
            game.now,
            "Swift Tasking",
            "Squad",
            Does.LIFT,
            question=Question.START_ACTION,
            reason="it made an advance move this turn",
            until=until,
        )
    )


def test_a_lifted_bar_no_longer_bars_while_the_effect_lasts() -> None:
    game = advanced_squad()
    assert game.performer.refusals("Squad", "Task") == (act.R_ADVANCED,)
    lift_advance(game, Until.END_OF_TURN)
    assert game.performer.refusals("Squad", "Task") == ()
    assert RULE_LIFTS in game.exercised
    # the effect is a record of the history; the unit is as it was
    assert game.history.of(Effect) and game.unit("Squad").moves


def test_an_effect_that_ended_stops_changing_the_verdict() -> None:
    game = advanced_squad()
    lift_advance(game, Until.END_OF_PHASE)
    game.clock.advance_to(at(Phase.SHOOTING))
    assert act.R_ADVANCED in game.performer.refusals("Squad", "Task")


def test_a_lift_is_only_for_its_question_and_its_unit() -> None:
    game = advanced_squad()
    lift_advance(game, Until.ALWAYS)
    game.units["Other"] = game.unit("Squad").but(name="Other")
    assert game.performer.refusals("Other", "Task") == (act.R_ADVANCED,)
    assert el.C_ADVANCED in game.moves.eligible_to_charge("Squad").reasons


def test_an_added_bar_forbids_it_with_the_rules_name() -> None:
    game = game_of(Unit("Squad"), now=at(Phase.SHOOTING))
    assert game.moves.eligible_to_shoot("Squad").yes
    game.add_effect(
        effect(
            game.now, "Pinned", "Squad", Does.ADD, question=Question.SHOOT, until=Until.END_OF_TURN
        )
    )
    verdict = game.moves.eligible_to_shoot("Squad")
    assert [(r.text, r.rule) for r in verdict.reasons] == [('"Pinned" forbids it', RULE_FORBIDS)]


def test_a_modified_fact_is_what_the_questions_read() -> None:
    game = game_of(Unit("Squad"), actions=(TASK,), now=at(Phase.MOVEMENT))
    game.add_effect(
        effect(game.now, "Terror", "Squad", Does.MODIFY, fact="battle_shocked", value=True)
    )
    assert act.R_SHOCKED in game.performer.refusals("Squad", "Task")
    assert game.unit("Squad").battle_shocked is False  # nothing copied into the unit


def test_until_the_start_of_your_next_command_phase() -> None:
    start = at(Phase.SHOOTING, "A", 1)
    lasting = effect(start, "Mark", "Squad", Does.ADD, question=Question.SHOOT,
                     until=Until.START_OF_NEXT_COMMAND)  # fmt: skip
    assert in_force(lasting, at(Phase.FIGHT, "B", 1), "A")
    assert not in_force(lasting, at(Phase.COMMAND, "A", 2), "A")
    # for a unit of B, B's next Command phase is in this battle round, after A's turn
    assert in_force(lasting, at(Phase.FIGHT, "A", 1), "B")
    assert not in_force(lasting, at(Phase.MOVEMENT, "B", 1), "B")
    assert not in_force(lasting, at(Phase.MOVEMENT, "A", 1), "A")  # not before it applied
    rounds = effect(start, "R", "Squad", Does.ADD, question=Question.SHOOT,
                    until=Until.END_OF_BATTLE_ROUND)  # fmt: skip
    assert in_force(rounds, at(Phase.FIGHT, "B", 1), "A")
    assert not in_force(rounds, at(Phase.COMMAND, "A", 2), "A")


def test_an_effect_names_declared_reasons_and_facts() -> None:
    with pytest.raises(RulesInputError) as raised:
        effect(at(Phase.MOVEMENT), "X", "Squad", Does.LIFT, question=Question.START_ACTION,
               reason="it advanced")  # fmt: skip
    assert "reasons are: it is not on the battlefield" in raised.value.message
    with pytest.raises(RulesInputError) as raised:
        effect(at(Phase.MOVEMENT), "X", "Squad", Does.MODIFY, fact="batle_shocked", value=True)
    assert raised.value.suggestion == "battle_shocked"
    assert Until.parse("Until the end of the turn.") is Until.END_OF_TURN
    with pytest.raises(RulesInputError):
        Until.parse("until later")


def test_a_lift_of_a_move_check_and_a_charge_bar() -> None:
    game = advanced_squad(Phase.CHARGE)
    game.units["Squad"] = game.unit("Squad").but(near_enemy=True)
    assert not game.moves.can_move("Squad", MoveKind.CHARGE).yes
    game.add_effect(
        effect(
            game.now,
            "Wild Charge",
            "Squad",
            Does.LIFT,
            question=Question.CHARGE,
            reason="it made an advance move this turn",
            until=Until.END_OF_PHASE,
        )
    )
    assert game.moves.eligible_to_charge("Squad").yes
    assert game.moves.can_move("Squad", MoveKind.CHARGE).yes
    assert "Wild Charge" in effect_words(game)


def effect_words(game: Game) -> str:
    return "; ".join(f"{e.source}: {e.said()}" for e in game.history.of(Effect))


def test_a_stratagem_that_lifts_a_bar_is_one_declaration() -> None:
    """Issue 36's detachment stratagem: 1CP, your Movement phase, an INFANTRY unit may start an
    Action this turn although it advanced. Its effect is one object; the rest is the core's."""
    rule = RuleRef("99.96", "Swift Tasking", "start an Action after advancing")
    swift = replace(
        StratagemDef.from_rows(
            "Swift Tasking",
            {"CP": "1", "WHEN": "your Movement phase", "TARGET": "one friendly INFANTRY unit"},
        ),
        effects=(LiftsBar(rule, Question.START_ACTION, "it made an advance move this turn"),),
    )
    game = advanced_squad()
    game.cp["A"] = 1
    game.stratagems["Swift Tasking"] = swift
    assert game.performer.refusals("Squad", "Task") == (act.R_ADVANCED,)
    assert game.use_stratagem("A", "Swift Tasking", "Squad") == ()
    assert game.performer.refusals("Squad", "Task") == ()
    assert any(
        line.endswith(
            "Squad: lets it start Actions even though it made an advance move this turn, until "
            "the end of the turn [99.96 Swift Tasking]"
        )
        for line in game.trace
    )
    # The refusal asked after it says which rule lifted the bar (contract 18.6).
    assert game.trace[-1].endswith(
        '"Swift Tasking" lifted "it made an advance move this turn" [01.03 Rules]'
    )
    game.clock.advance_to(at(Phase.SHOOTING))  # still this turn: the bar is still lifted
    assert game.performer.refusals("Squad", "Task") == (act.R_NOT_NOW,)


def test_a_lift_names_a_declared_reason_when_declared() -> None:
    rule = RuleRef("99.96", "Swift Tasking", "start an Action after advancing")
    with pytest.raises(RulesInputError) as raised:
        LiftsBar(rule, Question.START_ACTION, "it made an advanced move this turn")
    assert raised.value.suggestion == "it made an advance move this turn"
    assert "reasons are: it is not on the battlefield" in raised.value.message


def test_a_stratagem_that_forbids_shooting() -> None:
    rule = RuleRef("99.95", "Pinning Fire", "the target cannot shoot this turn")
    pin = replace(
        StratagemDef.from_rows("Pinning Fire", {"CP": "1", "TARGET": "one enemy unit"}),
        effects=(ForbidsIt(rule, Question.SHOOT, Until.END_OF_TURN),),
    )
    game = game_of(Unit("Squad", player="B"), now=at(Phase.SHOOTING))
    game.cp["A"] = 1
    game.stratagems["Pinning Fire"] = pin
    assert game.use_stratagem("A", "Pinning Fire", "Squad") == ()
    assert [r.text for r in game.moves.eligible_to_shoot("Squad").reasons] == [
        '"Pinning Fire" forbids it'
    ]


def test_a_use_stated_earlier_in_the_phase_puts_its_effect_in_force() -> None:
    """The effect is read from the use: a use a Given states (a record of the history, never
    resolved) lifts the bar as a use made in the scenario does."""
    rule = RuleRef("99.96", "Swift Tasking", "start an Action after advancing")
    swift = replace(
        StratagemDef.from_rows("Swift Tasking", {"TARGET": "one friendly INFANTRY unit"}),
        effects=(LiftsBar(rule, Question.START_ACTION, "it made an advance move this turn"),),
    )
    game = advanced_squad()
    game.stratagems["Swift Tasking"] = swift
    game.history.append(StratagemUsed(game.now, "A", "Swift Tasking", "Squad"))
    assert game.performer.refusals("Squad", "Task") == ()
    (lifted,) = game.ruled(Question.START_ACTION, game.unit("Squad")).effects
    assert (lifted.source, lifted.rule) == ("Swift Tasking", rule)


def test_a_lift_of_a_fight_bar() -> None:
    """12.04's bars are declared too: an effect lets a unit fight again this phase."""
    now = at(Phase.FIGHT)
    squad = Unit("Squad", engaged=True, selected_to_fight=(now.phase_key,))
    game = game_of(squad, now=now)
    assert [r.text for r in game.fight.eligibility_to_fight("Squad").reasons] == [
        "it has already been selected to fight this phase"
    ]
    game.add_effect(
        effect(
            now,
            "Fight Again",
            "Squad",
            Does.LIFT,
            question=Question.FIGHT,
            reason="it has already been selected to fight this phase",
            until=Until.END_OF_PHASE,
        )
    )
    assert game.fight.eligibility_to_fight("Squad").yes


def test_a_lift_of_an_embark_bar() -> None:
    """App FAQ data 912: a rule that lets a unit embark in a turn it disembarked overrides
    18.02's bar: an effect lifting that bar, by its words."""
    now = at(Phase.MOVEMENT)
    squad = Unit("Squad", set_up_turn=now.turn_key)
    rhino = Unit("Rhino", keywords=frozenset({"VEHICLE", "TRANSPORT"}))
    game = game_of(squad, rhino, now=now)
    game.units["Squad"] = squad.but(phase_moves=((MoveKind.NORMAL, now.phase_key),))
    assert [r.text for r in game.transports.can_embark("Squad", "Rhino").reasons] == [
        "it was set up on the battlefield this turn"
    ]
    game.add_effect(
        effect(now, "Aerialists", "Squad", Does.LIFT, question=Question.EMBARK,
               reason="it was set up on the battlefield this turn", until=Until.END_OF_TURN)
    )  # fmt: skip
    assert game.transports.can_embark("Squad", "Rhino").yes
