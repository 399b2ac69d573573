"""Verdicts and battle-shock rolls as a failure report shows them: reasons in order, each clause
weighed."""

from __future__ import annotations

from collections.abc import Callable

from ruleslawyer.core import (
    MoveKind,
    Phase,
    Reason,
    Unit,
    Verdict,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core.command import BattleShockRoll, needs_roll
from tests.core.games import at, game_of, weighed

# -- verdicts and rolls as the failure report shows them ----------------------------------------


def test_a_verdict_explains_itself() -> None:
    rule_a, rule_b = act.AIRCRAFT, act.ENGAGED
    no = Verdict(False, (Reason("one", rule_a), Reason("two", rule_b)), (rule_a, rule_b))
    assert no.explain() == "one [16.01 Starting an Action]; two [16.01 Starting an Action]"
    assert no.grounds() == no.reasons
    yes = Verdict(True, (), (rule_a, rule_b))
    assert yes.explain() == "nothing bars it"
    assert yes.grounds() == (Reason("does not apply", rule_a), Reason("does not apply", rule_b))


def test_eligibility_verdicts_give_each_reason_in_order() -> None:
    now = at(Phase.SHOOTING)
    barred = Unit(
        "X",
        on_battlefield=False,
        shot_in=(now.phase_key,),
        moves=((MoveKind.FALL_BACK, now.turn_key), (MoveKind.ADVANCE, now.turn_key)),
        actions_started=(("T", now.turn_key),),
    )
    game = game_of(barred, Unit("Y"))
    shoot = game.moves.eligible_to_shoot("X")
    assert [str(r) for r in shoot.reasons] == [
        "it is not on the battlefield [10.02 Eligible to Shoot]",
        "it has already been selected to shoot this phase [10.02 Eligible to Shoot]",
        "it started an Action this turn [16.01 The cost of acting]",
        "it made a fall-back move this turn [09.07 Fall-back Move]",
    ]
    charge = game.moves.eligible_to_charge("X")
    assert [str(r) for r in charge.reasons] == [
        "it is not on the battlefield [11.02 Charge]",
        "it made an advance move this turn [09.06 Advance Move]",
        "it made a fall-back move this turn [09.07 Fall-back Move]",
        "it started an Action this turn [16.01 The cost of acting]",
    ]
    free = game.moves.eligible_to_shoot("Y")
    assert free.yes
    assert [r.id for r in free.consulted] == [
        "10.02 on the battlefield, not yet selected",
        "16.01 not eligible to shoot unless TITANIC",
        "09.07 no shooting after falling back",
    ]
    assert [r.id for r in game.moves.eligible_to_charge("Y").consulted] == [
        "11.02 eligible if on the battlefield",
        '11.02 not if no enemy unit is within 12"',
        "11.02 not if engaged, TITANIC or not",
        "09.06 no charge after advancing",
        "09.07 no charge after falling back",
        "18.04.01 after a normal or ingress move; no charge",
        "18.04 Combat: battle-shocked, no charge this turn",
        "18.05 battle-shocked, no charge this turn",
        "16.01 not eligible to declare a charge",
        "23.04 AIRCRAFT never declare a charge",
        "11.02 one declared charge per phase",
    ]


def test_a_clean_eligibility_check_weighs_each_clause_as_not_applying() -> None:
    game = game_of(Unit("Y"))
    game.moves.eligible_to_shoot("Y")
    game.moves.eligible_to_charge("Y")
    assert weighed(game) == {
        "09.06 no charge after advancing": {False},
        "09.07 no charge after falling back": {False},
        "09.07 no shooting after falling back": {False},
        "10.02 on the battlefield, not yet selected": {False},
        "16.01 not eligible to declare a charge": {False},
        "16.01 not eligible to shoot unless TITANIC": {False},
        "11.02 eligible if on the battlefield": {False},
        '11.02 not if no enemy unit is within 12"': {False},
        "11.02 not if engaged, TITANIC or not": {False},
        "11.02 one declared charge per phase": {False},
        "18.04 Combat: battle-shocked, no charge this turn": {False},
        "18.04.01 after a normal or ingress move; no charge": {False},
        "18.05 battle-shocked, no charge this turn": {False},
        "23.04 AIRCRAFT never declare a charge": {False},
    }


def test_a_battle_shock_roll_describes_itself() -> None:
    why = Reason("it is battle-shocked", act.BATTLE_SHOCKED)
    passed = BattleShockRoll("Squad", "A", at(Phase.COMMAND), 9, 6, True, why)
    failed = BattleShockRoll("Squad", "A", at(Phase.COMMAND), 3, 7, False, why)
    assert passed.describe() == (
        "Squad rolled 9 against Ld 6+: passed (it is battle-shocked [16.01 Starting an Action])"
    )
    assert failed.describe().startswith("Squad rolled 3 against Ld 7+: failed (")


def test_why_a_unit_must_roll() -> None:
    earlier = needs_roll(Unit("a"), True)
    shocked = needs_roll(Unit("a", battle_shocked=True), False)
    thin = needs_roll(Unit("a", models=2), False)
    assert earlier is not None and earlier.text == "a rule made it roll earlier in this step"
    assert shocked is not None and shocked.text == "it is battle-shocked"
    assert thin is not None
    assert thin.text == "it is below half-strength (2 of 5 models left: below half-strength)"
    assert needs_roll(Unit("a"), False) is None


def test_a_check_may_be_a_test_asked_once_in_order_and_weighed() -> None:
    """A check's bar may be a test the verdict asks (move_rows.Check): each is asked exactly once,
    in order, and weighed as a bool would be, so that what the game records is the same however
    lazily the exhaustive walk reads the answer (core/parts.py)."""
    game = game_of(Unit("X"))
    asked: list[str] = []

    def test(name: str, bars: bool) -> Callable[[], bool]:
        def asks() -> bool:
            asked.append(name)
            return bars

        return asks

    rules = (act.AIRCRAFT, act.ENGAGED, act.OFF_BATTLEFIELD)
    one, two, three = (Reason(name, rule) for name, rule in zip("abc", rules, strict=True))
    verdict = game.verdict([(one, test("a", False)), (two, True), (three, test("c", True))])
    assert asked == ["a", "c"]
    assert not verdict.yes and tuple(verdict.reasons) == (two, three)
    assert [weighed(game)[rule.id] for rule in rules] == [{False}, {True}, {True}]
