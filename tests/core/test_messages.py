"""The words a scenario author reads: each error message of the core, its offending word and
its suggestion (pinned by mutation testing, docs/mutation.md)."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ruleslawyer.core import (
    Ability,
    AbilityWhen,
    ActionDef,
    Game,
    MoveKind,
    Phase,
    Trigger,
    Unit,
    clock,
    reason_for,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core.actions import REASONS, Completes, UnitsSpec, UseLimit
from ruleslawyer.core.errors import closest
from ruleslawyer.core.starts import Starts
from ruleslawyer.core.units import area_key
from tests.core.games import TASK, game_of, refused, rule, weighed

# -- error messages: the words, the suggestion and the text a scenario author reads -------------


# The forms of the UNITS row, as the registry lists them (core/action_units.py).
UNITS_FORMS = (
    "write a kind of unit ('any unit', 'one unit', 'one friendly unit', 'one <KEYWORDS> unit'), "
    "optionally followed by a clause ('that is wholly within <area>', 'that is not wholly within "
    "<area>', 'that is within <area> that is not within <excluded area>', 'that is within <area> "
    "not within <excluded area>', 'that is within <area> that is within <outer area>', "
    "'that is within <area>', 'that is not within <excluded area>', "
    "'that is within range of <objective>', 'that is within <area> that is not <tag>', "
    "'that is within <area> that is not within <excluded area> that is not <tag>'; more joined "
    "by 'or that is', any sufficing); "
    "<objective> is 'an objective', 'an objective you control', 'a central objective', "
    "optionally followed by its clauses ('that is not your home objective', 'that is not within "
    "range of your home objective', 'that is not <tag>', 'that has none of your operation "
    "markers within range'); <tag> is one of decoyed, triangulated, cleansed, plundered, "
    "consecrated, trapped, surveilled, condemned"
)


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
            "consolidation, charge, disembark, ingress, surge",
            "advanse",
            "advance",
        ),
        (
            # a rule's WHEN names any move type, forced ones too (core/rule_events.py)
            lambda: MoveKind.parse(
                "charg", every=True, said="each time this unit makes a charg move"
            ),
            "unknown move type 'charg' in 'each time this unit makes a charg move'; move types "
            "are normal, advance, fall-back, pile-in, consolidation, charge, forced, disembark, "
            "emergency disembark, ingress, surge",
            "charg",
            "charge",
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
            # a misspelt tag: the row respelt, not a row without the clause
            lambda: UnitsSpec.parse(
                "one unit that is within range of an objective that is not decoyd"
            ),
            "UNITS 'one unit that is within range of an objective that is not decoyd' is not a "
            "kind of unit; " + UNITS_FORMS,
            "one unit that is within range of an objective that is not decoyd",
            "'one unit that is within range of an objective that is not decoyed'",
        ),
        (
            lambda: UnitsSpec.parse("two INFANTRY units"),
            "UNITS 'two INFANTRY units' is not a kind of unit; " + UNITS_FORMS,
            "two INFANTRY units",
            "'one INFANTRY unit'",
        ),
        (
            lambda: UnitsSpec.parse("some units"),
            "UNITS 'some units' is not a kind of unit; " + UNITS_FORMS,
            "some units",
            "'one unit'",  # the closest of the declared forms' words (`any unit` has it too)
        ),
        (
            lambda: UseLimit.parse("once per game"),
            "USE LIMIT 'once per game' is not a limit; write 'once per turn', 'once per battle "
            "round', 'once per battle', '<n> times per battle', '<n> times per turn', "
            "'once per objective', 'once per objective per turn', 'once per terrain area' or "
            "'no limit'",
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
            "COMPLETES, EFFECT and RESTRICTIONS",
            "STRATS",
            "STARTS",
        ),
        (
            lambda: Trigger.parse("the middle of the turn"),
            "'the middle of the turn' is not a trigger; write e.g. 'the start of the battle "
            "round', 'the end of your turn', 'the end of your opponent's Movement phase' or "
            "'the end of the battle'",
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
            "unknown reason 'it is engagd' to start an Action; reasons are: "
            + "; ".join(r.text for r in REASONS),
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
        (lambda g: g.rule_firing.firings_of("Hael"), 'no rule "Hael" was set up', "Hael", '"Heal"'),
        (lambda g: g.rule_firing.firings_of("Zzz"), 'no rule "Zzz" was set up', "Zzz", None),
        (
            lambda g: g.rule_firing.ability_fired("Relaod"),
            'no ability "Relaod" was set up',
            "Relaod",
            '"Reload"',
        ),
        (lambda g: g.rule_firing.ability_fired("Zzz"), 'no ability "Zzz" was set up', "Zzz", None),
        (
            lambda g: g.clock.check_round(3),
            "battle round 3 is outside the mission, which lasts 2 battle rounds",
            "3",
            None,
        ),
        (
            lambda g: g.clock.start_of_round(0),
            "battle round 0 is outside the mission, which lasts 2 battle rounds",
            "0",
            None,
        ),
        (
            lambda g: g.clock.end_of_round(4),
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
        (lambda g: g.clock.end_of_phase(), "the end of the phase"),
        (lambda g: g.clock.end_of_turn(), "the end of the turn"),
        (lambda g: g.clock.end_of_battle_round(), "the end of the battle round"),
        (lambda g: g.clock.phase_of("A", Phase.SHOOTING), "player A's Shooting phase"),
        (lambda g: g.clock.phase_of("B", Phase.FIGHT, "end"), "the end of player B's Fight phase"),
    ],
)
def test_a_moment_after_the_battle_is_named_with_the_battles_length(
    ask: Callable[[Game], object], what: str
) -> None:
    game = lookups()
    game.clock.advance_to(game.clock.end_of_round(2))
    error = refused(lambda: ask(game))
    assert error.message == (
        f"{what} never comes after End of Battle Round, battle round 2: "
        "the battle ends after battle round 2"
    )
    assert error.word == what


def test_a_moment_already_passed_is_named() -> None:
    game = game_of(Unit("Squad"))
    error = refused(lambda: game.clock.advance_to(clock.start_of_round(1, "A")))
    opening = "the start of the battle round, before anything in it has resolved, battle round 1"
    assert error.message == (
        f"{opening} has already passed (it is the start of player A's Shooting phase, "
        "battle round 1)"
    )
    assert error.word == opening


def test_a_missing_battle_shock_roll_says_what_to_add() -> None:
    game = game_of(Unit("Squad", models=1), now=clock.start_of_round(1, "A"))
    error = refused(lambda: game.clock.resolve_command_phase("A"))
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
    game.clock.advance_to(game.clock.end_of_turn())
    assert weighed(game)["07.02 the opponent's turn follows"] == {True}
    game.clock.advance_to(game.clock.end_of_turn())
    assert weighed(game)["07.02 the opponent's turn follows"] == {False, True}


def test_a_chain_of_clauses_no_form_reads_is_no_area_name() -> None:
    # An area's name never holds `that is` (core/units_forms.py): the chain is refused with the
    # row as its word, where it was once read as an area named "your opponent's territory that
    # is not plundered"; the forms that read a tag of an area are accepted.
    row = (
        "one unit that is within the wood that is within your opponent's territory that is not "
        "plundered"
    )
    error = refused(lambda: UnitsSpec.parse(row))
    assert error.word == row
    assert error.message.startswith(f"UNITS {row!r} is not a kind of unit")
    read = UnitsSpec.parse("one unit that is within a terrain area that is not trapped")
    assert read.clause is not None and read.clause.get("tag") == "trapped"
