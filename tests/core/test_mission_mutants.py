"""What the mutation run of issue 18's core code (objectives, control, VP) asked for: the trace
of a determination and of a mission rule's scoring, the clauses each weighs (both ways, and
never a clause-less weighing), and the answers the objectives part gives before any
determination (docs/mutation.md, "Issue 18: missions and objectives")."""

from __future__ import annotations

import pytest

from ruleslawyer.core import ActionDef, Game, RulesInputError, Trigger, TriggeredRule, Unit, clock
from ruleslawyer.core import mission_rows as mr
from ruleslawyer.core.clock import Phase, Point
from ruleslawyer.core.mission_rows import split_first_round
from ruleslawyer.core.objectives import (
    ACTION_SCORES,
    CONTROLLING,
    DASH_ADDS_NOTHING,
    HIGHER_CONTROLS,
    LEVEL_SUM,
    MARKER_RANGE,
    MISSION_SCORES,
    NONE_AT_START,
    OFF_BATTLEFIELD_RANGE,
    SECURED_KEPT,
    SECURED_LOST,
    TERRAIN_OBJECTIVE,
    TIE_NOBODY,
    Determination,
    Objective,
    Objectives,
    Role,
    Scoring,
)
from ruleslawyer.core.references import RuleRef
from ruleslawyer.core.units import BATTLE_SHOCKED_OC

from .games import game_of, refused

MOVEMENT_END = "the end of player A's Movement phase, battle round 1"


def _objectives(**more: object) -> Objectives:
    objectives = Objectives(
        {
            "ruin": Objective("the ruin"),
            "hill": Objective("the hill"),
            "beacon": Objective("the beacon", marker=True),
        }
    )
    for key, value in more.items():
        setattr(objectives, key, value)
    return objectives


def _rule(
    name: str, owner: str, order: int, scoring: Scoring | None, whose: str = "your"
) -> TriggeredRule:
    trigger = Trigger.parse(f"the end of {whose} Movement phase")
    return TriggeredRule(name, trigger, owner, order, True, scoring)


def _game(*units: Unit, objectives: Objectives | None = None) -> Game:
    game = Game(
        units={u.name: u for u in units},
        objectives=objectives if objectives is not None else _objectives(),
        now=clock.in_phase(1, "A", Phase.MOVEMENT, "A"),
    )
    game.missions.begin_objectives()
    return game


def _seen(game: Game, *rules: RuleRef) -> dict[str, set[bool]]:
    return {rule.id: set(game.weighed.get(rule, set())) for rule in rules}


def test_a_determination_and_the_mission_rules_scoring_trace_and_clauses() -> None:
    """Two units of one player add up; a unit of OC 1 controls; a marker and a terrain area
    each weigh their own range clause; a unit in range of the last objective only is still
    found controlling it; every scoring form says what it counted."""
    game = _game(
        Unit("Squad", within=frozenset({"the ruin"}), oc=1, models=1),
        Unit("Guard", within=frozenset({"the ruin"}), oc=2, models=2),
        Unit("Boyz", player="B", within=frozenset({"the ruin"}), oc=1, models=3),
        Unit("Scout", within=frozenset({"the beacon"}), oc=1, models=1),
        Unit("Drone", within=frozenset({"the beacon"}), oc=None),
        Unit(
            "Shaken",
            player="B",
            within=frozenset({"the beacon"}),
            oc=2,
            models=5,
            starting_strength=10,
            battle_shocked=True,
        ),
        Unit("Reserve", player="B", within=frozenset({"the hill"}), on_battlefield=False),
        Unit("Lurker", player="B", oc=1, models=1),
    )
    game.rules += [
        _rule("Hold", "A", 0, Scoring(1, each=True)),
        _rule("Take", "A", 1, Scoring(2, objective="the hill")),
        _rule("Keep", "A", 2, Scoring(2, objective="the ruin")),
        _rule("Flat", "A", 3, Scoring(1)),
        _rule("Lurk", "B", 4, Scoring(3, each=True), whose="the"),
    ]
    game.missions.place("Lurker", "the hill", True)
    game.missions.place("Reserve", "the hill", False)
    game.clock.advance_to(game.clock.end_of_phase())
    start = "the start of player A's Movement phase, battle round 1"
    assert game.trace == [
        f"{start}: Lurker ends within the hill",
        f"{start}: Reserve ends outside the hill",
        f"{MOVEMENT_END}: control determined: player A controls the ruin (levels A 5, B 3); "
        "player B controls the hill (levels A 0, B 1); "
        "player A controls the beacon (levels A 1, B 0)",
        f"{MOVEMENT_END}: mission rule Hold triggers (the end of your Movement phase)",
        f"{MOVEMENT_END}: Hold scores for player A: player A controls 2 objectives: 2 VP "
        "[07.02 Player Turns]",
        f"{MOVEMENT_END}: mission rule Take triggers (the end of your Movement phase)",
        f"{MOVEMENT_END}: Take scores for player A: player A does not control the hill: 0 VP "
        "[07.02 Player Turns]",
        f"{MOVEMENT_END}: mission rule Keep triggers (the end of your Movement phase)",
        f"{MOVEMENT_END}: Keep scores for player A: player A controls the ruin: 2 VP "
        "[07.02 Player Turns]",
        f"{MOVEMENT_END}: mission rule Flat triggers (the end of your Movement phase)",
        f"{MOVEMENT_END}: Flat scores for player A: no condition: 1 VP [07.02 Player Turns]",
        f"{MOVEMENT_END}: mission rule Lurk triggers (the end of the Movement phase)",
        f"{MOVEMENT_END}: Lurk scores for player B: player B controls 1 objective: 3 VP "
        "[07.02 Player Turns]",
    ]
    assert (game.missions.vp("A"), game.missions.vp("B")) == (5, 3)
    assert game.missions.level_of_control("A", "the ruin") == 5
    assert game.missions.is_controlling("Squad", "the ruin")
    assert game.missions.is_controlling("Scout", "the beacon")
    assert game.missions.is_controlling("Lurker", "the hill")
    assert not game.missions.is_controlling("Boyz", "the ruin")
    assert not game.missions.is_controlling("Drone", "the beacon")
    both = {True, False}
    assert _seen(
        game,
        BATTLE_SHOCKED_OC,
        DASH_ADDS_NOTHING,
        OFF_BATTLEFIELD_RANGE,
        TERRAIN_OBJECTIVE,
        MARKER_RANGE,
        LEVEL_SUM,
        TIE_NOBODY,
        HIGHER_CONTROLS,
        CONTROLLING,
        MISSION_SCORES,
    ) == {
        rule.id: both
        for rule in (
            BATTLE_SHOCKED_OC,
            DASH_ADDS_NOTHING,
            OFF_BATTLEFIELD_RANGE,
            TERRAIN_OBJECTIVE,
            MARKER_RANGE,
            LEVEL_SUM,
            TIE_NOBODY,
            HIGHER_CONTROLS,
            CONTROLLING,
            MISSION_SCORES,
        )
    }
    assert all(isinstance(rule, RuleRef) for rule in game.weighed)
    assert all(seen <= both for seen in game.weighed.values())


def test_a_battle_shocked_unit_weighs_oc_dash_as_applying() -> None:
    """Battle-shocked, its OC counts as '-' (01.07), so 02.02 applies to it: the only unit in
    range weighs 02.02 as applying, and nothing as not applying."""
    game = _game(
        Unit(
            "Shaken",
            within=frozenset({"the ruin"}),
            oc=2,
            models=5,
            starting_strength=10,
            battle_shocked=True,
        )
    )
    game.clock.advance_to(game.clock.end_of_phase())
    assert game.trace == [
        f"{MOVEMENT_END}: control determined: no player controls the ruin (levels A 0, B 0); "
        "no player controls the hill (levels A 0, B 0); "
        "no player controls the beacon (levels A 0, B 0)"
    ]
    assert _seen(game, BATTLE_SHOCKED_OC, DASH_ADDS_NOTHING, OFF_BATTLEFIELD_RANGE) == {
        BATTLE_SHOCKED_OC.id: {True},
        DASH_ADDS_NOTHING.id: {True},
        OFF_BATTLEFIELD_RANGE.id: {False},
    }
    assert game.missions.controls("the ruin") is None


def test_a_destroyed_unit_on_the_battlefield_is_in_no_range() -> None:
    game = _game(Unit("Wreck", within=frozenset({"the ruin"}), destroyed=True))
    assert not game.missions.within_range("Wreck", "the ruin")
    assert _seen(game, OFF_BATTLEFIELD_RANGE, TERRAIN_OBJECTIVE) == {
        OFF_BATTLEFIELD_RANGE.id: {True},
        TERRAIN_OBJECTIVE.id: set(),
    }


def test_a_secured_objective_kept_at_a_turn_end_weighs_whether_the_secure_mattered() -> None:
    """Secured by A: at a turn's end A keeps it whatever the levels; 14.03's "kept" applies only
    when A's level is not above B's (a tie included), and is weighed as not applying when A
    would have controlled it anyway."""
    turn_end = clock.moment_at(1, "A", Point.TURN_END, "A")
    for squad_oc, boyz_oc, kept in ((2, 0, False), (1, 1, True), (0, 2, True)):
        weighed: dict[RuleRef, set[bool]] = {}

        def weigh(rule: RuleRef, applies: bool, seen: dict[RuleRef, set[bool]] = weighed) -> bool:
            seen.setdefault(rule, set()).add(applies)
            return applies

        objectives = Objectives({"ruin": Objective("the ruin")}, secured={"ruin": "A"})
        units = [
            Unit("Squad", within=frozenset({"the ruin"}), oc=squad_oc),
            Unit("Boyz", player="B", within=frozenset({"the ruin"}), oc=boyz_oc),
        ]
        found = objectives.determine(units, weigh, turn_end, phase_end=False)
        assert found.control == {"ruin": "A"}
        assert found.moment == turn_end
        assert weighed[SECURED_KEPT] == {kept}
        assert weighed[SECURED_LOST] == {False}


def test_before_any_determination_control_is_the_stated_one_else_the_secured_one() -> None:
    defs = {"ruin": Objective("the ruin"), "hill": Objective("the hill")}
    objectives = Objectives(dict(defs), secured={"ruin": "A", "hill": "A"}, stated={"ruin": "B"})
    assert objectives.controller("the ruin") == "B"
    assert objectives.controller("the hill") == "A"
    assert (
        Objectives(dict(defs), stated={"ruin": None}, secured={"ruin": "A"}).controller("the ruin")
        is None
    )
    assert Objectives(dict(defs)).controller("the hill") is None
    assert objectives.level("the ruin", "A") == 0
    assert objectives.controlled_by("A") == []
    assert not objectives.is_controlling("Squad", "the ruin")


def test_an_objective_missing_from_a_determination_has_level_zero_for_both_players() -> None:
    objectives = Objectives({"ruin": Objective("the ruin")})
    objectives.last = Determination(None)
    assert objectives.level("the ruin", "A") == 0
    assert objectives.level("the ruin", "B") == 0
    assert objectives.controller("the ruin") is None


def test_an_unknown_objective_with_no_close_name_has_no_suggestion() -> None:
    game = _game(Unit("Squad"))
    error = refused(lambda: game.missions.controls("Qwxz"))
    assert error.suggestion is None
    assert error.word == "Qwxz"
    assert error.message == ("'Qwxz' is not an objective (add: Given Qwxz is an objective)")
    lonely = Game(
        units={}, objectives=Objectives(), now=clock.in_phase(1, "A", Phase.MOVEMENT, "A")
    )
    error = refused(lambda: lonely.missions.controls("the ruin"))
    assert error.message.endswith("; no objective was set up")
    assert isinstance(error, RulesInputError)


def test_a_players_mission_rule_that_scores_nothing_only_triggers() -> None:
    """A player's mission rule with no VP (owner set, no scoring) triggers and scores nothing."""
    game = _game(Unit("Squad", within=frozenset({"the ruin"})))
    game.rules.append(_rule("Watch", "A", 0, None))
    game.clock.advance_to(game.clock.end_of_phase())
    assert game.trace[-1] == (
        f"{MOVEMENT_END}: mission rule Watch triggers (the end of your Movement phase)"
    )
    assert (game.missions.vp("A"), game.missions.vp("B")) == (0, 0)
    assert MISSION_SCORES not in game.weighed


# -- the mission row forms (core/mission_rows.py, core/action_units.py) --------------------------
def test_an_unknown_completes_condition_is_an_error_naming_it_with_the_closest_form() -> None:
    error = refused(
        lambda: ActionDef.from_rows("Hold", {"COMPLETES": "the end of your turn if you hold it"})
    )
    assert error.message == (
        "COMPLETES condition 'you hold it' is not one the rules core reads; write 'if that unit "
        "is controlling that objective', 'if you control that objective' or 'if no enemy unit "
        "is within that terrain area'"
    )
    assert error.word == "you hold it"
    assert error.suggestion == "you control that objective"  # close only at the low cutoff
    error = refused(lambda: ActionDef.from_rows("Hold", {"COMPLETES": "immediately if zzz"}))
    assert error.suggestion is None


def test_each_completes_condition_is_read_as_itself() -> None:
    for condition in mr.CONDITIONS.values():
        action = ActionDef.from_rows(
            "Hold", {"COMPLETES": f"the end of your turn if {condition.value}"}
        )
        assert action.condition is condition
        assert action.rows()["COMPLETES"] == f"the end of your turn if {condition.value}"


def test_a_units_row_keeps_its_text_in_every_form() -> None:
    for text in (
        "one unit that is within range of an objective",
        "one INFANTRY unit that is within the ruin",
        "one unit that is within the ruin or that is within range of an objective",
    ):
        action = ActionDef.from_rows("Task", {"UNITS": text})
        assert action.units.text == text
        assert all(c.text == text for c in action.units.clauses)
        assert action.rows()["UNITS"] == text


@pytest.mark.parametrize(
    "text",
    [
        "one unit that is within range of a hill",
        "one unit that is standing",
        "one unit that is within the ruin or that is standing",
    ],
)
def test_a_units_clause_that_is_no_form_is_an_error_not_a_crash(text: str) -> None:
    error = refused(lambda: ActionDef.from_rows("Task", {"UNITS": text}))
    assert error.message.startswith(f"UNITS {text!r} is not a kind of unit")
    assert error.word == text


def test_a_units_row_within_your_area_reads_the_units_own_player() -> None:
    action = ActionDef.from_rows("Task", {"UNITS": "one unit that is within your deployment zone"})
    ours = Unit("Squad", within=frozenset({"player A's deployment zone"}))
    theirs = Unit("Boyz", player="B", within=frozenset({"player A's deployment zone"}))
    home = Unit("Guard", player="B", within=frozenset({"player B's deployment zone"}))
    assert action.units.allows(ours)
    assert not action.units.allows(theirs)
    assert action.units.allows(home)


@pytest.mark.parametrize(
    ("text", "suggestion"),
    [
        (
            "a unit that is within range of an objective",
            "any unit that is within range of an objective",
        ),
        ("a friendly unit", "one friendly unit"),
        (
            "a INFANTRY unit that is within a terrain area near an objective",
            "one INFANTRY unit that is within a terrain area",
        ),
    ],
)
def test_a_units_row_that_speaks_of_objectives_is_offered_the_mission_forms_too(
    text: str, suggestion: str
) -> None:
    error = refused(lambda: ActionDef.from_rows("Task", {"UNITS": text}))
    assert error.suggestion == repr(suggestion)


def test_the_if_of_a_conditional_completes_row_is_read_in_any_case() -> None:
    action = ActionDef.from_rows(
        "Hold", {"COMPLETES": "the end of your turn, If you control that objective"}
    )
    assert action.condition is mr.YOU_CONTROL


def test_the_board_lines_say_control_levels_secures_and_vp() -> None:
    """What a failure report's board shows of the mission (pytest_plugin/explain.py)."""
    objectives = Objectives(
        {"ruin": Objective("the ruin"), "hill": Objective("the hill")}, secured={"hill": "B"}
    )
    assert objectives.keys() == ["ruin", "hill"]
    assert objectives.board_lines() == [
        "objective the ruin: controlled by no player",
        "objective the hill: controlled by no player, secured by player B",
        "VP: player A 0, player B 0",
    ]
    units = [Unit("Squad", within=frozenset({"the ruin"}), oc=1, models=3)]
    objectives.determine(units, lambda rule, applies: applies, None, phase_end=False)
    objectives.score("B", 4, "Hold", clock.moment_at(1, "A", Point.TURN_END, "A"))
    assert objectives.board_lines() == [
        "objective the ruin: controlled by player A (levels A 3, B 0)",
        "objective the hill: controlled by player B (levels A 0, B 0), secured by player B",
        "VP: player A 0, player B 4",
    ]
    assert Objectives().board_lines() == []
    scored = Objectives(vp={"A": 2, "B": 0})
    assert scored.board_lines() == ["VP: player A 2, player B 0"]


def test_a_starts_row_from_a_battle_round_reads_any_case_and_names_a_wrong_round() -> None:
    assert split_first_round("your Shooting phase, From the Second battle round Onwards") == (
        "your Shooting phase",
        2,
    )
    assert split_first_round("your Shooting phase from Battle Round 3") == (
        "your Shooting phase",
        3,
    )
    error = refused(
        lambda: ActionDef.from_rows("T", {"STARTS": "your Shooting phase from battle round 20000"})
    )
    assert error.message.startswith("STARTS 20000 is too large")
    error = refused(
        lambda: ActionDef.from_rows(
            "T", {"STARTS": "your Shooting phase, from the secnd battle round onwards"}
        )
    )
    assert error.message == (
        "STARTS 'your shooting phase, from the secnd battle round onwards': 'secnd' is not a "
        "battle round; write e.g. 'from the second battle round onwards' or 'from battle round 2'"
    )
    assert (error.word, error.suggestion) == ("secnd", "second")


# -- the scenario's start (Objectives.start, through Missions.begin_objectives) --------------------
def test_before_the_first_phase_ends_every_level_is_zero() -> None:
    game = Game(
        units={"Squad": Unit("Squad", within=frozenset({"the ruin"}))},
        objectives=_objectives(),
        now=clock.in_phase(1, "A", Phase.COMMAND, "A"),
    )
    game.missions.begin_objectives()
    assert (
        game.missions.level_of_control("A", "the ruin"),
        game.missions.level_of_control("B", "the ruin"),
    ) == (
        0,
        0,
    )
    assert game.missions.controls("the ruin") is None
    assert _seen(game, NONE_AT_START) == {NONE_AT_START.id: {True}}


def test_a_scenario_set_at_the_end_of_the_first_phase_takes_the_board_as_determined() -> None:
    """The first phase's end is no longer "before" it: the board as given is the determination
    (the reading of Objectives.start)."""
    game = Game(
        units={"Squad": Unit("Squad", within=frozenset({"the ruin"}))},
        objectives=_objectives(),
        now=clock.moment_at(1, "A", Point.COMMAND_END, "A"),
    )
    game.missions.begin_objectives()
    assert game.missions.controls("the ruin") == "A"
    assert _seen(game, NONE_AT_START) == {NONE_AT_START.id: {False}}


def test_the_start_keeps_a_secured_objective_whatever_the_levels() -> None:
    """The start is no phase end: a secure is not lost there to a higher level (14.03)."""
    game = _game(
        Unit("Boyz", player="B", within=frozenset({"the ruin"})),
        objectives=_objectives(secured={"ruin": "A"}),
    )
    assert game.missions.controls("the ruin") == "A"
    assert _seen(game, SECURED_LOST, SECURED_KEPT) == {
        SECURED_LOST.id: {False},
        SECURED_KEPT.id: {True},
    }


def test_control_stated_at_the_start_says_who_is_controlling() -> None:
    game = _game(
        Unit("Squad", within=frozenset({"the ruin"})),
        Unit("Boyz", player="B", within=frozenset({"the ruin"}), models=10),
        objectives=_objectives(stated={"ruin": "A"}),
    )
    assert game.missions.controls("the ruin") == "A"
    assert game.missions.is_controlling("Squad", "the ruin")
    assert not game.missions.is_controlling("Boyz", "the ruin")


def test_a_single_vp_scored_is_weighed_as_scoring() -> None:
    game = _game(Unit("Squad"))
    game.rules.append(_rule("Flat", "A", 0, Scoring(1)))
    game.clock.advance_to(game.clock.end_of_phase())
    assert game.missions.vp("A") == 1
    assert _seen(game, MISSION_SCORES) == {MISSION_SCORES.id: {True}}


def test_the_end_of_the_battle_never_comes_when_no_battle_length_is_given() -> None:
    trigger = Trigger.parse("the end of the battle")
    assert not trigger.fires_at(clock.moment_at(1, None, Point.ROUND_END, "A"), "A")


# -- mission Actions in a game (core/performing.py's issue-18 parts) ------------------------------
def _action_game(action: ActionDef, *units: Unit) -> Game:
    game = Game(
        units={u.name: u for u in units},
        actions={action.name: action},
        objectives=_objectives(),
        now=clock.in_phase(1, "A", Phase.SHOOTING, "A"),
    )
    game.missions.begin_objectives()
    return game


def _outcome(game: Game) -> list[str]:
    return [line.split(": ", 1)[1] for line in game.trace if "Secure" in line]


def test_the_trace_names_the_objective_or_the_area_an_action_is_started_on() -> None:
    action = ActionDef.from_rows(
        "Secure", {"UNITS": "one unit that is within range of an objective"}
    )
    game = _action_game(
        action,
        Unit("Squad", within=frozenset({"the ruin", "the crater"})),
        Unit("Guard", within=frozenset({"the crater"})),
    )
    assert game.performer.start_action("Squad", "Secure") == ()
    game.actions["Survey"] = ActionDef.from_rows("Survey", {})
    assert game.performer.start_action("Guard", "Survey", "the crater") == ()
    lines = [line.split(": ", 1)[1] for line in game.trace]
    assert lines[0] == "Squad starts Secure on the ruin [16.00 How Actions are written]"
    # a terrain area that is no objective is named by its key (the area as the rows read it)
    assert lines[1] == "Guard starts Survey on crater [16.00 How Actions are written]"


def test_that_objective_named_apart_from_range_tells_you_control_from_that_unit_controlling() -> (
    None
):
    """UNITS "one unit", started on the ruin from elsewhere while "Guard" holds the ruin: player
    A controls it, but "Squad" is not controlling it."""
    for condition, done in (
        ("you control that objective", True),
        ("that unit is controlling that objective", False),
    ):
        action = ActionDef.from_rows(
            "Secure", {"COMPLETES": f"the end of your turn if {condition}"}
        )
        game = _action_game(
            action,
            Unit("Squad", within=frozenset({"the hill"})),
            Unit("Guard", within=frozenset({"the ruin"})),
        )
        assert game.performer.start_action("Squad", "Secure", "the ruin") == ()
        game.clock.advance_to(game.clock.end_of_turn())
        assert game.missions.controls("the ruin") == "A"
        said = (
            "completes Secure"
            if done
            else f"does not complete Secure: it is not so that {condition}"
        )
        assert any(said in line for line in _outcome(game)), _outcome(game)
        assert all(isinstance(rule, RuleRef) for rule in game.weighed)
        # not met, the refusal's note weighs the clause as applying too
        assert game.weighed[action.condition.rule] == ({True} if done else {True, False})  # type: ignore[union-attr]


def test_a_conditional_action_started_on_no_objective_does_not_complete() -> None:
    action = ActionDef.from_rows(
        "Secure", {"COMPLETES": "the end of your turn if you control that objective"}
    )
    game = _action_game(
        action,
        Unit("Squad", within=frozenset({"the crater"})),
        Unit("Guard", within=frozenset({"the ruin"})),
    )
    assert game.performer.start_action("Squad", "Secure") == ()
    game.clock.advance_to(game.clock.end_of_turn())
    assert game.missions.controls("the ruin") == "A"
    assert any("does not complete Secure" in line for line in _outcome(game))
    assert game.weighed[action.condition.rule] == {True, False}  # type: ignore[union-attr]


def test_no_enemy_within_the_units_area_asks_only_enemies_there_and_alive() -> None:
    action = ActionDef.from_rows(
        "Secure",
        {
            "UNITS": "one unit that is within the crater",
            "COMPLETES": "the end of your turn if no enemy unit is within that terrain area",
        },
    )
    game = _action_game(
        action,
        Unit("Squad", within=frozenset({"the crater"})),
        Unit("Boyz", player="B", within=frozenset({"the ruin"})),
        Unit("Wreck", player="B", within=frozenset({"the crater"}), destroyed=True),
    )
    assert game.performer.start_action("Squad", "Secure") == ()
    game.clock.advance_to(game.clock.end_of_turn())
    assert any("Squad completes Secure" in line for line in _outcome(game))


def test_every_units_range_form_weighs_its_own_clause_both_ways() -> None:
    objectives = Objectives(
        {
            "ruin": Objective("the ruin"),
            "bunker": Objective("the bunker", roles=frozenset({Role.HOME}), home_of="A"),
            "crossroads": Objective("the crossroads", roles=frozenset({Role.CENTRAL})),
        }
    )
    rows = {
        "Hold": "one unit that is within range of an objective you control",
        "Sweep": "one unit that is within range of a central objective",
        "Raid": "one unit that is within range of an objective that is not your home objective",
    }
    game = Game(
        units={
            "Squad": Unit("Squad", within=frozenset({"the ruin"})),
            "Guard": Unit("Guard", within=frozenset({"the bunker"})),
            "Scout": Unit("Scout", within=frozenset({"the crossroads"})),
            "Lost": Unit("Lost"),
            "Boyz": Unit("Boyz", player="B", within=frozenset({"the ruin"}), models=10),
        },
        actions={name: ActionDef.from_rows(name, {"UNITS": text}) for name, text in rows.items()},
        objectives=objectives,
        now=clock.moment_at(1, "A", Point.SHOOTING_END, "A"),
    )
    game.missions.begin_objectives()
    for unit in ("Squad", "Guard", "Scout", "Lost"):
        for name in rows:
            game.performer.refusals(unit, name)
    assert _seen(
        game, mr.UNITS_YOU_CONTROL, mr.UNITS_CENTRAL, mr.UNITS_NOT_HOME, mr.UNITS_IN_RANGE
    ) == {
        rule.id: {True, False}
        for rule in (mr.UNITS_YOU_CONTROL, mr.UNITS_CENTRAL, mr.UNITS_NOT_HOME, mr.UNITS_IN_RANGE)
    }
    assert all(isinstance(rule, RuleRef) for rule in game.weighed)
    assert all(seen <= {True, False} for seen in game.weighed.values())


def test_an_action_that_scores_vp_scores_in_a_game_with_no_objectives() -> None:
    action = ActionDef.from_rows("Raid", {"COMPLETES": "immediately", "EFFECT": "score 3 VP"})
    game = game_of(Unit("Squad"), actions=[action])
    assert game.performer.start_action("Squad", "Raid") == ()
    assert game.missions.vp("A") == 3
    assert game.trace[-2].endswith(": player A scores 3 VP (Raid) [16.01 Completing an Action]")
    assert game.weighed[ACTION_SCORES] == {True}


def test_in_a_mission_an_effect_that_scores_nothing_is_weighed_as_not_scoring() -> None:
    action = ActionDef.from_rows("Look", {"COMPLETES": "immediately", "EFFECT": "look around"})
    game = _action_game(action, Unit("Squad"))
    assert game.performer.start_action("Squad", "Look") == ()
    assert game.weighed[ACTION_SCORES] == {False}
    assert game.missions.vp("A") == 0


def test_an_effect_of_too_many_vp_names_its_row() -> None:
    action = ActionDef.from_rows("Raid", {"COMPLETES": "immediately", "EFFECT": "score 20000 VP"})
    game = game_of(Unit("Squad"), actions=[action])
    error = refused(lambda: game.performer.start_action("Squad", "Raid"))
    assert error.message.startswith("EFFECT 20000 is too large")


def test_that_objective_unnamed_with_two_in_range_is_an_error_with_the_first_as_suggestion() -> (
    None
):
    action = ActionDef.from_rows(
        "Secure", {"UNITS": "one unit that is within range of an objective"}
    )
    game = _action_game(action, Unit("Squad", within=frozenset({"the ruin", "the hill"})))
    error = refused(lambda: game.performer.start_action("Squad", "Secure"))
    assert error.message == (
        '"Squad" is within range of the ruin and the hill: say which objective the "Secure" '
        'Action is started on: When "Squad" starts the "Secure" Action on <objective>'
    )
    assert error.word == "Secure"
    assert error.suggestion == '"Squad" starts the "Secure" Action on the ruin'


def test_an_action_that_speaks_of_that_objective_started_on_an_area_that_is_none_is_an_error() -> (
    None
):
    action = ActionDef.from_rows(
        "Secure", {"UNITS": "one unit that is within range of an objective"}
    )
    game = _action_game(action, Unit("Squad", within=frozenset({"the crater"})))
    error = refused(lambda: game.performer.start_action("Squad", "Secure", "the crater"))
    assert error.message.startswith("'the crater' is not an objective")


def test_a_per_objective_limit_weighs_its_clause_both_ways() -> None:
    action = ActionDef.from_rows(
        "Secure",
        {
            "UNITS": "one unit that is within range of an objective",
            "USE LIMIT": "once per objective",
        },
    )
    game = _action_game(
        action,
        Unit("Squad", within=frozenset({"the ruin"})),
        Unit("Guard", within=frozenset({"the ruin"})),
    )
    assert game.performer.start_action("Squad", "Secure") == ()
    assert game.performer.refusals("Guard", "Secure") != ()
    assert game.weighed[mr.LIMIT_PER_OBJECTIVE] == {True, False}
    assert all(isinstance(rule, RuleRef) for rule in game.weighed)


def test_a_new_completes_condition_is_one_declaration() -> None:
    """Issue 36's change: an Action that completes at the end of the opponent's turn if the unit
    is still within range of that objective. One `completes_condition(...)` declares it; the row
    parser, its error message and the completion read it from the declaration."""

    def still_in_range(ask: mr.CompletesAsk) -> bool:
        unit = ask.game.unit(ask.unit)
        return ask.target is not None and bool(unit.is_within(ask.target))

    rule = RuleRef("16.01", "Completing an Action", "completes if that unit is still in range")
    declared = mr.completes_condition(
        "that unit is still within range of that objective", rule, still_in_range
    )
    try:
        error = refused(
            lambda: ActionDef.from_rows("Hold", {"COMPLETES": "the end of your turn if zzz"})
        )
        assert "'if that unit is still within range of that objective'" in error.message
        action = ActionDef.from_rows(
            "Hold",
            {
                "COMPLETES": "the end of your opponent's turn if that unit is still within "
                "range of that objective"
            },
        )
        assert action.condition is declared
        for moved, done in ((False, True), (True, False)):
            game = _action_game(action, Unit("Squad", within=frozenset({"the ruin"})))
            assert game.performer.start_action("Squad", "Hold", "the ruin") == ()
            if moved:
                game.units["Squad"] = game.units["Squad"].but(within=frozenset())
            game.clock.advance_to(game.clock.end_of_turn())
            game.clock.advance_to(game.clock.end_of_turn())
            said = [
                line for line in game.trace if "complete Hold" in line or "completes Hold" in line
            ]
            assert said, game.trace
            assert ("does not complete" not in said[-1]) is done, said
            assert game.weighed[rule] == ({True} if done else {True, False})
        with pytest.raises(ValueError, match="declared twice"):
            mr.completes_condition(
                "That unit is still within range of that objective", rule, still_in_range
            )
    finally:
        del mr.CONDITIONS[declared.value]
