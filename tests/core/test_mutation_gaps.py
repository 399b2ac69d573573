"""Tests written to kill the mutants of ``ruleslawyer.core`` that the scenarios let live.

Mutation testing (docs/mutation.md) showed what no scenario and no other test pinned down:
the exact error messages and suggestions, the trace that a failing scenario prints, the clauses
each game weighs (the rules coverage report), a few row spellings the core accepts besides the
contract's, and helpers that run only at import time. Each test below pins one of those, so a
change to any of them is a visible change.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from ruleslawyer.core import (
    REASONS,
    Ability,
    AbilityWhen,
    ActionDef,
    ActionState,
    Game,
    Moment,
    MoveKind,
    Phase,
    Point,
    Reason,
    RuleRef,
    RulesInputError,
    Strength,
    Trigger,
    TriggeredRule,
    Unit,
    Verdict,
    all_clauses,
    clock,
    impossibilities,
    reason_for,
    references,
    strength,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core import starts as starts_mod
from ruleslawyer.core.actions import Completes, Per, UnitsSpec, UseLimit
from ruleslawyer.core.command import BattleShockRoll, needs_roll
from ruleslawyer.core.errors import closest
from ruleslawyer.core.starts import Starts
from ruleslawyer.core.units import area_key

# -- helpers ------------------------------------------------------------------------------------


def at(phase: Phase, player: str = "A", battle_round: int = 1) -> Moment:
    """Inside ``player``'s ``phase``, just after its start (A takes the first turn)."""
    return clock.in_phase(battle_round, player, phase, "A")


def rule(name: str, trigger: str, owner: str | None, order: int) -> TriggeredRule:
    return TriggeredRule(name, Trigger.parse(trigger), owner, order)


def weighed(game: Game) -> dict[str, set[bool]]:
    """The clauses the game weighed, by id, with whether each applied (the coverage record)."""
    return {ref.id: set(seen) for ref, seen in game.weighed.items()}


def game_of(
    *units: Unit,
    actions: Iterable[ActionDef] = (),
    now: Moment | None = None,
    **more: object,
) -> Game:
    return Game(
        units={unit.name: unit for unit in units},
        actions={a.name: a for a in actions},
        now=now if now is not None else at(Phase.SHOOTING),
        **more,  # type: ignore[arg-type]
    )


def refused(call: Callable[[], object]) -> RulesInputError:
    with pytest.raises(RulesInputError) as caught:
        call()
    return caught.value


TASK = ActionDef.from_rows("Task", {})

# -- error messages: the words, the suggestion and the text a scenario author reads -------------


@pytest.mark.parametrize(
    ("call", "message", "word", "suggestion"),
    [
        (
            lambda: Phase.parse("Shootin"),
            "unknown phase 'Shootin'; phases are Command, Movement, Shooting, Charge and Fight",
            "Shootin",
            "Shooting",
        ),
        (
            lambda: MoveKind.parse("advanse"),
            "unknown move type 'advanse'; move types are normal, advance, fall-back, pile-in, "
            "consolidation, charge",
            "advanse",
            "advance",
        ),
        (
            lambda: Starts.parse("yuor Shooting phase"),
            "STARTS 'yuor Shooting phase' is not a moment an Action can start; write e.g. "
            "'your Shooting phase', 'the start of your Shooting phase' or "
            "'the end of your Shooting phase'",
            "yuor Shooting phase",
            "'your Shooting phase'",
        ),
        (
            lambda: UnitsSpec.parse("two INFANTRY units"),
            "UNITS 'two INFANTRY units' is not a kind of unit; write e.g. 'any unit', "
            "'one INFANTRY unit' or 'one INFANTRY unit that is within a terrain area'",
            "two INFANTRY units",
            "'one INFANTRY unit'",
        ),
        (
            lambda: UnitsSpec.parse("some units"),
            "UNITS 'some units' is not a kind of unit; write e.g. 'any unit', "
            "'one INFANTRY unit' or 'one INFANTRY unit that is within a terrain area'",
            "some units",
            "'any unit'",
        ),
        (
            lambda: UseLimit.parse("once per game"),
            "USE LIMIT 'once per game' is not a limit; write 'once per turn', 'once per battle "
            "round', 'once per battle', '<n> times per battle' or 'no limit'",
            "once per game",
            "once per battle",
        ),
        (
            lambda: UseLimit.parse("0 times per battle"),
            "USE LIMIT '0 times per battle' must allow at least one use",
            "0 times per battle",
            None,
        ),
        (
            lambda: Completes.parse("end of the fight"),
            "COMPLETES 'end of the fight' is not a moment an Action can complete; write one of "
            "'the end of the phase', 'the end of the turn', 'the end of your turn', "
            '"the end of your opponent\'s turn", '
            "'the end of the battle round', 'the start of your next Command phase'",
            "end of the fight",
            "'the end of the turn'",
        ),
        (
            lambda: ActionDef.from_rows("Task", {"STRATS": "x"}),
            "the Action 'Task' has an unknown row 'STRATS'; rows are STARTS, UNITS, USE LIMIT, "
            "COMPLETES and EFFECT",
            "STRATS",
            "STARTS",
        ),
        (
            lambda: Trigger.parse("the middle of the turn"),
            "'the middle of the turn' is not a trigger; write e.g. 'the start of the battle "
            "round', 'the end of your turn' or 'the end of your opponent's Movement phase'",
            "the middle of the turn",
            None,
        ),
        (
            lambda: Trigger.parse("the end of your battle round"),
            "'the end of your battle round': a battle round belongs to both players; write "
            "'the end of the battle round'",
            "your",
            None,
        ),
        (
            lambda: AbilityWhen.parse("each time this unit shot"),
            "'each time this unit shot' is not an ability timing; write 'in your Shooting "
            "phase, after this unit has shot' or 'each time this unit has shot'",
            "each time this unit shot",
            "each time this unit has shot",
        ),
        (
            lambda: reason_for("it is engagd"),
            "unknown reason 'it is engagd'",
            "it is engagd",
            "it is engaged",
        ),
    ],
)
def test_what_a_refused_word_reads(
    call: Callable[[], object], message: str, word: str, suggestion: str | None
) -> None:
    error = refused(call)
    assert error.message == message
    assert error.args == (message,)
    assert error.word == word
    assert error.suggestion == suggestion
    assert str(error) == (f"{message} (did you mean {suggestion}?)" if suggestion else message)


def test_a_far_off_word_gets_no_suggestion() -> None:
    assert refused(lambda: Phase.parse("Xyz")).suggestion is None
    assert refused(lambda: MoveKind.parse("forced")).suggestion is None


def lookups() -> Game:
    game = game_of(Unit("Squad"), actions=[TASK], battle_rounds=2)
    game.abilities.append(Ability("Reload", "Squad", AbilityWhen.EACH_TIME_SHOT))
    game.rules.append(rule("Heal", "the end of the turn", "A", 0))
    return game


@pytest.mark.parametrize(
    ("ask", "message", "word", "suggestion"),
    [
        (lambda g: g.unit("Sqaud"), 'no unit "Sqaud" was set up', "Sqaud", '"Squad"'),
        (lambda g: g.unit("Zzz"), 'no unit "Zzz" was set up', "Zzz", None),
        (lambda g: g.action("Tsk"), 'no Action "Tsk" was set up', "Tsk", '"Task"'),
        (lambda g: g.action("Zzz"), 'no Action "Zzz" was set up', "Zzz", None),
        (lambda g: g.firings_of("Hael"), 'no rule "Hael" was set up', "Hael", '"Heal"'),
        (lambda g: g.firings_of("Zzz"), 'no rule "Zzz" was set up', "Zzz", None),
        (
            lambda g: g.ability_fired("Relaod"),
            'no ability "Relaod" was set up',
            "Relaod",
            '"Reload"',
        ),
        (lambda g: g.ability_fired("Zzz"), 'no ability "Zzz" was set up', "Zzz", None),
        (
            lambda g: g.check_round(3),
            "battle round 3 is outside the mission, which lasts 2 battle rounds",
            "3",
            None,
        ),
        (
            lambda g: g.start_of_round(0),
            "battle round 0 is outside the mission, which lasts 2 battle rounds",
            "0",
            None,
        ),
        (
            lambda g: g.end_of_round(4),
            "battle round 4 is outside the mission, which lasts 2 battle rounds",
            "4",
            None,
        ),
    ],
)
def test_what_a_name_that_was_never_set_up_reads(
    ask: Callable[[Game], object], message: str, word: str, suggestion: str | None
) -> None:
    error = refused(lambda: ask(lookups()))
    assert (error.message, error.word, error.suggestion) == (message, word, suggestion)


@pytest.mark.parametrize(
    ("ask", "what"),
    [
        (lambda g: g.end_of_phase(), "the end of the phase"),
        (lambda g: g.end_of_turn(), "the end of the turn"),
        (lambda g: g.end_of_battle_round(), "the end of the battle round"),
        (lambda g: g.phase_of("A", Phase.SHOOTING), "player A's Shooting phase"),
        (lambda g: g.phase_of("B", Phase.FIGHT, "end"), "the end of player B's Fight phase"),
    ],
)
def test_a_moment_after_the_battle_is_named_with_the_battles_length(
    ask: Callable[[Game], object], what: str
) -> None:
    game = lookups()
    game.advance_to(game.end_of_round(2))
    error = refused(lambda: ask(game))
    assert error.message == (
        f"{what} never comes after End of Battle Round, battle round 2: "
        "the battle ends after battle round 2"
    )
    assert error.word == what


def test_a_moment_already_passed_is_named() -> None:
    game = game_of(Unit("Squad"))
    error = refused(lambda: game.advance_to(clock.start_of_round(1, "A")))
    opening = "the start of the battle round, before anything in it has resolved, battle round 1"
    assert error.message == (
        f"{opening} has already passed (it is the start of player A's Shooting phase, "
        "battle round 1)"
    )
    assert error.word == opening


def test_a_missing_battle_shock_roll_says_what_to_add() -> None:
    game = game_of(Unit("Squad", models=1), now=clock.start_of_round(1, "A"))
    error = refused(lambda: game.resolve_command_phase("A"))
    assert error.message == (
        '"Squad" must make a battle-shock roll in the Battle-shock step of player A\'s Command '
        "phase in battle round 1, but no roll was given; add: Given the battle-shock roll for "
        '"Squad" will be <2 to 12>'
    )
    assert error.word == "Squad"


def test_closest_uses_the_cutoff_it_is_given() -> None:
    # "abcdx" against "abcyz" scores 0.6 and against "abyzw" 0.4: only the default 0.5 admits
    # the one and a lower cutoff the other.
    assert closest("abcdx", ["abyzw"]) is None
    assert closest("abcdx", ["abyzw"], cutoff=0.3) == "abyzw"
    assert closest("abcdefgh", ["abcdwxyz"]) == "abcdwxyz"  # 0.5: in at 0.5, out at 0.6
    assert closest("ABC", ["abd", "abc"]) == "abc"


def test_a_close_row_value_is_suggested_from_a_low_cutoff() -> None:
    # 'your Shooting phase' is less than 0.5 but more than 0.3 like "yr Shtng phs".
    assert refused(lambda: Starts.parse("yr shtng")).suggestion is not None
    assert refused(lambda: reason_for("engaged")).suggestion == "it is engaged"


# -- units ---------------------------------------------------------------------------------------


def test_every_impossibility_is_named_with_its_field() -> None:
    assert impossibilities(Unit("a", player="C", starting_strength=0, w=0, models=2)) == [
        ("player", "player 'C' is not a player; players are A and B"),
        ("starting strength", "a starting strength must be at least 1"),
        ("W", "W must be at least 1"),
        ("models", "2 models left is impossible with a starting strength of 0 (it must be 1 to 0)"),
    ]
    shaky = Unit(
        "b",
        starting_strength=1,
        models=1,
        w=3,
        wounds_left=4,
        oc=-1,
        ld=13,
        engaged=True,
        on_battlefield=False,
    )
    assert impossibilities(shaky) == [
        ("wounds left", "4 wounds left is impossible with W 3 (it must be 1 to 3)"),
        ("OC", "OC cannot be negative"),
        ("Ld", "Ld 13+ is not a leadership characteristic (2+ to 12+)"),
        ("engaged", "a unit off the battlefield cannot be engaged"),
    ]
    assert impossibilities(Unit("c", starting_strength=0, models=1)) == [
        ("starting strength", "a starting strength must be at least 1"),
    ]
    assert impossibilities(Unit("d", ld=12)) == []


def test_strength_says_what_it_counted() -> None:
    assert strength(Unit("a", models=2)) == (
        Strength.BELOW_HALF,
        Reason("2 of 5 models left: below half-strength", strength(Unit("x"))[1].rule),
    )
    single = Unit("b", starting_strength=1, models=1, w=4, wounds_left=2)
    state, because = strength(single)
    assert state is Strength.AT_HALF
    assert because.text == "2 of 4 wounds left: at half-strength"


def test_areas_match_without_a_trailing_full_stop_and_keep_their_spacing() -> None:
    assert area_key("The Objective Area.") == "objective area"
    assert area_key("a  ruin") == "ruin"
    assert Unit("u", within=frozenset({"a terrain area."})).is_within("Terrain Area")


def test_leaving_the_battlefield_is_not_being_destroyed() -> None:
    game = game_of(Unit("Squad"), Unit("Brawlers", engaged=True), actions=[TASK])
    game.start_action("Squad", "Task")
    game.leave_battlefield("Squad")
    game.leave_battlefield("Brawlers")
    brawlers = game.unit("Brawlers")
    assert (brawlers.on_battlefield, brawlers.engaged, brawlers.destroyed) == (False, False, False)
    assert game.unit("Squad").destroyed is False
    assert str(game.performances[0].because) == (
        "Squad's Task fails: it left the battlefield [16.01 Completing an Action]"
    )


def test_units_of_a_player() -> None:
    game = game_of(Unit("Squad"), Unit("Boyz", player="B"), Unit("Scouts"))
    assert [u.name for u in game.units_of("A")] == ["Squad", "Scouts"]
    assert [u.name for u in game.units_of("B")] == ["Boyz"]


# -- Action rows -----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "times", "per"),
    [
        ("no limit", None, Per.BATTLE),
        ("None.", None, Per.BATTLE),
        ("Unlimited", None, Per.BATTLE),
        ("twice per battle round", 2, Per.BATTLE_ROUND),
        ("3 times per turn", 3, Per.TURN),
    ],
)
def test_use_limit_spellings(text: str, times: int | None, per: Per) -> None:
    limit = UseLimit.parse(text)
    assert (limit.times, limit.per, limit.text) == (times, per, text.strip())


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("End of phase", Completes.END_OF_PHASE),
        ("the end of turn.", Completes.END_OF_TURN),
        ("end of battle round", Completes.END_OF_BATTLE_ROUND),
        ("The end of the battle round..", Completes.END_OF_BATTLE_ROUND),
    ],
)
def test_completes_short_spellings(text: str, kind: Completes) -> None:
    assert Completes.parse(text) is kind


def test_row_texts_are_kept_as_written() -> None:
    action = ActionDef.from_rows(
        "Task",
        {
            "STARTS": " Your opponent's Shooting phase. ",
            "UNITS": " one INFANTRY unit. ",
            "USE LIMIT": " once per turn ",
            "COMPLETES": "the start of your next command phase",
            "EFFECT": " its effect ",
        },
    )
    assert action.rows() == {
        "STARTS": "Your opponent's Shooting phase.",
        "UNITS": "one INFANTRY unit.",
        "USE LIMIT": "once per turn",
        "COMPLETES": "the start of your next Command phase",
        "EFFECT": "its effect",
    }
    assert action.starts.whose is starts_mod.Whose.OPPONENT
    assert UnitsSpec.parse("any unit.").keywords == ()
    assert Starts.parse("the Shooting phase.").whose is starts_mod.Whose.ANY


@pytest.mark.parametrize(
    ("player", "phase", "allowed"),
    [("A", "B", True), ("B", "B", False), ("A", "A", False)],
)
def test_an_opponents_phase_opens_for_the_other_player_only(
    player: str, phase: str, allowed: bool
) -> None:
    starts = Starts.parse("your opponent's Shooting phase")
    assert starts.allows(at(Phase.SHOOTING, phase), player) is allowed


def test_reasons_match_with_or_without_apostrophes_and_full_stops() -> None:
    assert reason_for("the Actions use limit is reached.") == act.R_LIMIT
    assert reason_for("its OC is 0 or -.") == act.R_OC


def test_the_bars_helpers_look_at_the_unit_and_the_turn() -> None:
    # BARS is built when the module loads; these call the helpers it was built from.
    now = at(Phase.SHOOTING)
    aircraft = Unit("Jet", keywords=frozenset({"AIRCRAFT"}))
    assert act._is("AIRCRAFT")(aircraft, now) is True
    assert act._is("AIRCRAFT")(Unit("Squad"), now) is False
    advanced = Unit("Squad", moves=((MoveKind.ADVANCE, now.turn_key),))
    assert act._moved(MoveKind.ADVANCE)(advanced, now) is True
    assert act._moved(MoveKind.FALL_BACK)(advanced, now) is False
    assert act._moved(MoveKind.ADVANCE)(advanced, at(Phase.SHOOTING, "B")) is False
    assert act.unit_bars(advanced, now) == [act.R_ADVANCED]
    assert act.unit_bars(Unit("Squad", battle_shocked=True), now) == [act.R_SHOCKED, act.R_OC]
    assert act.unit_bars(Unit("Squad"), now) == []


def test_a_row_value_without_a_close_form_has_no_suggestion() -> None:
    assert starts_mod.closest_form("zzzzzzzz", ["your Shooting phase"]) is None
    assert (
        starts_mod.closest_form("your shooting", ["your Shooting phase"]) == "'your Shooting phase'"
    )


# -- clauses ---------------------------------------------------------------------------------------


def test_declaring_a_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    registry: dict[str, RuleRef] = {}
    monkeypatch.setattr(references, "_REGISTRY", registry)
    ref = references.clause("99.01", "Test Heading", "a test clause")
    assert (ref.section, ref.heading, ref.name) == ("99.01", "Test Heading", "a test clause")
    assert registry == {"99.01 a test clause": ref}
    with pytest.raises(ValueError, match=r"^clause '99\.01 a test clause' is declared twice$"):
        references.clause("99.01", "Other Heading", "a test clause")
    assert references.all_clauses() == (ref,)


def test_every_clause_is_listed_once_in_section_order() -> None:
    clauses = all_clauses()
    assert len(clauses) == len(set(clauses)) > 40
    assert list(clauses) == sorted(clauses)
    assert act.COMPLETES_AT in clauses


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
    shoot = game.eligible_to_shoot("X")
    assert [str(r) for r in shoot.reasons] == [
        "it is not on the battlefield [10.02 Eligible to Shoot]",
        "it has already been selected to shoot this phase [10.02 Eligible to Shoot]",
        "it started an Action this turn [16.01 The cost of acting]",
        "it made a fall-back move this turn [09.07 Fall-back Move]",
    ]
    charge = game.eligible_to_charge("X")
    assert [str(r) for r in charge.reasons] == [
        "it is not on the battlefield [11.02 Charge]",
        "it made an advance move this turn [09.06 Advance Move]",
        "it made a fall-back move this turn [09.07 Fall-back Move]",
        "it started an Action this turn [16.01 The cost of acting]",
    ]
    free = game.eligible_to_shoot("Y")
    assert free.yes
    assert [r.id for r in free.consulted] == [
        "10.02 on the battlefield, not yet selected",
        "16.01 not eligible to shoot unless TITANIC",
        "09.07 no shooting after falling back",
    ]
    assert [r.id for r in game.eligible_to_charge("Y").consulted] == [
        "11.02 eligible if on the battlefield",
        '11.02 not if no enemy unit is within 12"',
        "11.02 not if engaged, TITANIC or not",
        "09.06 no charge after advancing",
        "09.07 no charge after falling back",
        "16.01 not eligible to declare a charge",
        "23.04 AIRCRAFT never declare a charge",
        "11.02 one declared charge per phase",
    ]


def test_a_clean_eligibility_check_weighs_each_clause_as_not_applying() -> None:
    game = game_of(Unit("Y"))
    game.eligible_to_shoot("Y")
    game.eligible_to_charge("Y")
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


# -- the clock ------------------------------------------------------------------------------------


def test_the_other_player() -> None:
    assert clock.other("A") == "B"
    assert clock.other("B") == "A"


def test_a_moment_inside_each_step_of_the_command_phase_is_named() -> None:
    names = [clock.Moment(2, i, "B").describe() for i in range(3, 8)]
    assert names == [
        "the start of player B's Command phase, battle round 2",
        "player B's Command phase (Gain Core CP), battle round 2",
        "player B's Command phase (Battle-shock step), battle round 2",
        "player B's Command phase (Command Abilities), battle round 2",
        "the end of player B's Command phase, battle round 2",
    ]


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
    game.resolve_command_phase("A")
    assert weighed(game).get("07.02.02 the / your / your opponent's") == seen


def test_a_rule_at_the_start_of_the_round_is_nobodys_turn() -> None:
    game = game_of(
        Unit("Squad"),
        now=clock.start_of_round(1, "A"),
        rules=[rule("Dawn", "the start of the battle round", "B", 0)],
    )
    game.advance_to(game.start_of_round(1))
    assert "07.02.02 the / your / your opponent's" not in weighed(game)
    assert weighed(game)["07.01 start of battle round rules"] == {True}


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
    game.resolve_command_phase("A")
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
        "01.07 a failed roll battle-shocks": {False, True},
        "01.07 a roll some rule demands, any time": {False},
        "07.01 start of battle round rules": {False},
        "07.02 same first player every round": {True},
        "07.02 start of turn rules": {False},
        "07.02.02 the / your / your opponent's": {False, True},
        "08.01 start of command phase rules": {False, True},
        "08.02 both players gain 1CP": {True},
        "08.03 battle-shocked or at/below half rolls": {False, True},
        "08.03 recovery on a pass": {True},
        "08.03.01 one roll per step": {False, True},
        "08.05 other rules, then mission": {True},
        "Appendix models left": {False, True},
        "Appendix single model judged by wounds": {True},
    }
    assert [(r.unit, r.player, r.total, r.passed) for r in game.battle_shock_rolls] == [
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
    game.resolve_command_phase("A")
    assert weighed(game)["08.03 battle-shocked or at/below half rolls"] == {False}
    assert weighed(game)["Appendix models left"] == {False}
    assert weighed(game)["Appendix single model judged by wounds"] == {False}
    assert "08.03.01 one roll per step" not in weighed(game)
    assert "08.05 other rules, then mission" not in weighed(game)


def test_rolls_that_pass_and_fail_weigh_the_roll_clauses_one_way() -> None:
    passing = game_of(Unit("Thin", models=2), now=clock.start_of_round(1, "A"), rolls={"Thin": 8})
    passing.resolve_command_phase("A")
    assert weighed(passing)["01.06 2D6 >= Ld"] == {True}
    assert weighed(passing)["01.07 a failed roll battle-shocks"] == {False}
    assert weighed(passing)["08.03.01 one roll per step"] == {False}
    assert "08.03 recovery on a pass" not in weighed(passing)
    failing = game_of(
        Unit("Shocked", battle_shocked=True), now=clock.start_of_round(1, "A"), rolls={"Shocked": 2}
    )
    failing.resolve_command_phase("A")
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
    game.advance_to(game.end_of_round(1))
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
        "Appendix models left": {False},
    }
    assert game.core_cp_steps == 2


def test_a_round_that_is_not_the_last_does_not_end_the_battle() -> None:
    game = game_of(Unit("Squad"), now=clock.start_of_round(1, "B"), first_player="B")
    game.advance_to(game.end_of_round(1))
    assert weighed(game)["07.03 the battle ends after the mission's rounds"] == {False}
    assert weighed(game)["07.02 same first player every round"] == {False, True}
    assert weighed(game)["07.02 the opponent's turn follows"] == {False, True}
    assert not any("the battle ends" in line for line in game.trace)
    assert game.trace[1] == "player B's Start of Turn, battle round 1: player B's turn starts"


def test_actions_that_complete_trace_and_clauses() -> None:
    game = game_of(Unit("Squad"), Unit("Boyz", player="B"), actions=[TASK])
    game.start_action("Squad", "Task")
    game.move("Boyz", MoveKind.NORMAL)
    game.advance_to(game.phase_of("A", Phase.FIGHT))
    game.become_engaged("Squad")
    game.move("Squad", MoveKind.PILE_IN)
    game.advance_to(game.end_of_turn())
    where = "the start of player A's Shooting phase, battle round 1: "
    fight = "the start of player A's Fight phase, battle round 1: "
    assert game.trace == [
        where + "Squad starts Task [16.00 How Actions are written]",
        where + "Boyz ends its normal move [09.05 Normal Move]",
        fight + "a pile-in move does not break an Action [16.01 Completing an Action]",
        fight + "Squad ends its pile-in move [12.03 Pile-in Move]",
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
    performance = game.performances_of("Squad", "Task")[0]
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
        game.start_action(name, "Task")
    game.start_action("Boyz", "Task")
    game.move("Mover", MoveKind.NORMAL)
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
    assert game.performances_of("Mover", "Task") == [game.performances[0]]
    assert game.performances_of("Mover", "Other") == []


def test_a_battle_shocked_unit_does_not_complete_trace_and_clauses() -> None:
    game = game_of(Unit("Shaken"), actions=[TASK])
    game.start_action("Shaken", "Task")
    game.become_battle_shocked("Shaken")
    game.advance_to(game.end_of_turn())
    assert game.trace[-1] == (
        "player A's End of Turn, battle round 1: Shaken is battle-shocked and cannot complete "
        "Task [01.07 Battle-shock Rolls]"
    )
    seen = weighed(game)
    assert seen["16.01 completes at COMPLETES, effect then"] == {False}
    assert seen["01.07 battle-shocked cannot complete"] == {True}
    assert seen["16.01 fails on a move"] == {False}
    assert seen["16.01 fails on leaving the battlefield"] == {False}
    assert game.performances[0].state is ActionState.NOT_COMPLETED


def test_refusals_weigh_each_bar_and_row() -> None:
    game = game_of(
        Unit("Squad", battle_shocked=True),
        actions=[
            ActionDef.from_rows("Task", {"UNITS": "one VEHICLE unit", "USE LIMIT": "once per turn"})
        ],
        now=at(Phase.MOVEMENT),
    )
    game.uses.append(("A", "Task", at(Phase.MOVEMENT).turn_key))
    reasons = game.start_action("Squad", "Task")
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
    game.shoot("Hell", out_of_phase=True)
    game.advance_to(game.phase_of("B", Phase.SHOOTING))
    game.shoot("Hell")
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
    game.advance_to(game.phase_of("A", Phase.SHOOTING))
    game.shoot("Hell")
    assert game.ability_fired("Focus") == 1
    assert game.ability_fired("Steady") == 3


def test_an_unlocked_ability_out_of_phase_weighs_the_out_of_phase_clause_as_not_applying() -> None:
    game = game_of(
        Unit("Hell"),
        now=at(Phase.MOVEMENT, "B"),
        abilities=[Ability("Steady", "Hell", AbilityWhen.EACH_TIME_SHOT)],
    )
    game.shoot("Hell", out_of_phase=True)
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
    ]


# -- second round: what the first re-run still let live ----------------------------------------


@pytest.mark.parametrize(
    "call",
    [
        pytest.param(lambda: Starts.parse("your Shooting phaseX"), id="STARTS"),
        pytest.param(lambda: UseLimit.parse("no limitX"), id="USE LIMIT"),
        pytest.param(lambda: Trigger.parse("the end of the turnX"), id="trigger"),
        pytest.param(lambda: AbilityWhen.parse("each time this unit has shotX"), id="ability"),
        pytest.param(lambda: reason_for("it is engagedX"), id="reason"),
    ],
)
def test_only_a_full_stop_is_trimmed_from_the_end_of_a_value(call: Callable[[], object]) -> None:
    refused(call)


def test_an_area_name_may_end_in_a_capital_letter() -> None:
    assert area_key("Sector X.") == "sector x"
    assert UnitsSpec.parse("one INFANTRY unit that is within Sector X").within == "Sector X"


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        ("two VEHICLE units", "'one VEHICLE unit'"),
        ("one infantry unitz", "'one INFANTRY unit'"),
    ],
)
def test_a_units_row_suggestion_keeps_the_keyword_written(text: str, suggestion: str) -> None:
    assert refused(lambda: UnitsSpec.parse(text)).suggestion == suggestion


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        ("once per trun", "once per turn"),
        ("once per battle rnd", "once per battle round"),
        ("no limits", "no limit"),
    ],
)
def test_a_use_limit_suggestion_is_a_contract_spelling(text: str, suggestion: str) -> None:
    assert refused(lambda: UseLimit.parse(text)).suggestion == suggestion


def test_loose_suggestions_reach_down_to_a_low_likeness() -> None:
    # Both words are less than half alike with their suggestion, more than a third.
    assert refused(lambda: Starts.parse("shoot")).suggestion == "'the Shooting phase'"
    assert (
        refused(lambda: reason_for("use limit")).suggestion == "the Action's use limit is reached"
    )


def test_a_misplaced_apostrophe_still_names_the_reason() -> None:
    assert reason_for("the Actions' use limit is reached") == act.R_LIMIT


def test_the_first_players_turn_ending_is_followed_by_the_opponents() -> None:
    game = game_of(Unit("Squad"))
    game.advance_to(game.end_of_turn())
    assert weighed(game)["07.02 the opponent's turn follows"] == {True}
    game.advance_to(game.end_of_turn())
    assert weighed(game)["07.02 the opponent's turn follows"] == {False, True}
