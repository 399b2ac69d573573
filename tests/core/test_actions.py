"""Actions (docs/language.md#actions, 16.01): their rows, who may start one, and how one completes
or fails."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from ruleslawyer.core import (
    REASONS,
    ActionDef,
    ActionState,
    Game,
    Moment,
    MoveKind,
    Phase,
    Reason,
    RulesInputError,
    Unit,
    clock,
    reason_for,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core import starts as starts_mod
from ruleslawyer.core.actions import R_TARGET, Completes, Per, UnitsSpec, UseLimit
from ruleslawyer.core.clock import Point
from ruleslawyer.core.predicates import Ask
from ruleslawyer.core.starts import Starts, When, Whose
from tests.core.games import at


def point(battle_round: int, player: str | None, where: Point) -> Moment:
    return clock.moment_at(battle_round, player, where, "A")


def action(name: str = "Act", **rows: str) -> ActionDef:
    return ActionDef.from_rows(name, {key.replace("_", " ").upper(): v for key, v in rows.items()})


def either_players_shooting_phase(base: ActionDef) -> ActionDef:
    """``base``, startable in the Shooting phase of either player."""
    starts = Starts(When.DURING, Whose.ANY, Phase.SHOOTING, "either player's Shooting phase")
    return ActionDef(base.name, starts, base.units, base.use_limit, base.completes, base.effect)


def new_game(*units: Unit, actions: Iterable[ActionDef] = (), now: Moment | None = None) -> Game:
    return Game(
        units={unit.name: unit for unit in units},
        actions={a.name: a for a in actions},
        now=now if now is not None else at(Phase.SHOOTING),
    )


def state_of(game: Game, unit: str = "Squad", name: str = "Act") -> ActionState:
    return game.performer.performances_of(unit, name)[-1].state


def phrases(*texts: str) -> set[Reason]:
    return {reason_for(text) for text in texts}


# -- the rows of an Action ------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("value", "when", "phase"),
    [
        ("your Shooting phase", When.DURING, Phase.SHOOTING),
        ("the start of your Movement phase", When.START, Phase.MOVEMENT),
        ("the end of your Fight phase", When.END, Phase.FIGHT),
        ("start of your Charge phase", When.START, Phase.CHARGE),
        ("Your shooting phase.", When.DURING, Phase.SHOOTING),
        ("THE START OF YOUR COMMAND PHASE", When.START, Phase.COMMAND),
        ("The end of your Shooting phase.", When.END, Phase.SHOOTING),
    ],
)
def test_starts_forms(value: str, when: When, phase: Phase) -> None:
    starts = Starts.parse(value)
    assert (starts.when, starts.whose, starts.phase) == (when, Whose.YOUR, phase)


@pytest.mark.parametrize(
    ("value", "allowed"),
    [
        (
            "your Shooting phase",
            {(Point.SHOOTING_START, "A"), (Point.SHOOTING_END, "A")},
        ),
        ("the start of your Shooting phase", {(Point.SHOOTING_START, "A")}),
        ("the end of your Shooting phase", {(Point.SHOOTING_END, "A")}),
    ],
)
def test_starts_allows_only_its_moment_in_its_players_turn(
    value: str, allowed: set[tuple[Point, str]]
) -> None:
    starts = Starts.parse(value)
    for index in range(clock.ROUND_LENGTH):
        moment = Moment(1, index)
        opens = moment.player is not None and (moment.point, moment.player) in allowed
        assert starts.allows(moment, "A") is opens, moment.describe()


@pytest.mark.parametrize(
    ("value", "keywords", "within", "not_within"),
    [
        ("any unit", (), None, None),
        ("Any unit.", (), None, None),
        ("one INFANTRY unit", ("INFANTRY",), None, None),
        ("One INFANTRY or BEAST unit", ("INFANTRY", "BEAST"), None, None),
        ("one INFANTRY unit that is within a terrain area", ("INFANTRY",), "a terrain area", None),
        (
            "one VEHICLE unit that is not within your deployment zone",
            ("VEHICLE",),
            None,
            "your deployment zone",
        ),
        (
            "one INFANTRY unit that is within a terrain area"
            " that is not within your deployment zone.",
            ("INFANTRY",),
            "a terrain area",
            "your deployment zone",
        ),
    ],
)
def test_units_forms(
    value: str, keywords: tuple[str, ...], within: str | None, not_within: str | None
) -> None:
    units = UnitsSpec.parse(value)
    assert (units.keywords, units.within, units.not_within) == (keywords, within, not_within)


DEPLOY_UNITS = (
    "one INFANTRY unit that is within a terrain area that is not within your deployment zone"
)


@pytest.mark.parametrize(
    ("keywords", "within", "allowed"),
    [
        ({"INFANTRY"}, {"a terrain area"}, True),
        ({"INFANTRY"}, {"The Terrain Area"}, True),
        ({"INFANTRY"}, {"a terrain area", "your deployment zone"}, False),
        ({"INFANTRY"}, set(), False),
        ({"VEHICLE"}, {"a terrain area"}, False),
    ],
)
def test_units_allows_by_keyword_and_area(
    keywords: set[str], within: set[str], allowed: bool
) -> None:
    unit = Unit("Squad", keywords=frozenset(keywords), within=frozenset(within))
    assert UnitsSpec.parse(DEPLOY_UNITS).allows(unit) is allowed


def test_one_of_two_keywords_is_enough() -> None:
    units = UnitsSpec.parse("one INFANTRY or BEAST unit")
    assert units.allows(Unit("Wolves", keywords=frozenset({"BEAST"})))
    assert not units.allows(Unit("Tank", keywords=frozenset({"VEHICLE"})))


@pytest.mark.parametrize(
    ("value", "times", "per"),
    [
        ("once per turn", 1, Per.TURN),
        ("Once per battle round.", 1, Per.BATTLE_ROUND),
        ("the once per battle", 1, Per.BATTLE),
        ("3 times per battle", 3, Per.BATTLE),
        ("ONCE PER TURN", 1, Per.TURN),
    ],
)
def test_use_limit_forms(value: str, times: int, per: Per) -> None:
    limit = UseLimit.parse(value)
    assert (limit.times, limit.per) == (times, per)


@pytest.mark.parametrize("value", ["no limit", "No limit.", "NO LIMIT"])
def test_no_limit(value: str) -> None:
    assert UseLimit.parse(value).times is None


@pytest.mark.parametrize(
    ("value", "completes"),
    [
        ("the end of the phase", Completes.END_OF_PHASE),
        ("End of the turn.", Completes.END_OF_TURN),
        ("end of your turn", Completes.END_OF_YOUR_TURN),
        ("THE END OF THE BATTLE ROUND", Completes.END_OF_BATTLE_ROUND),
        ("the start of your next Command phase", Completes.START_OF_NEXT_COMMAND),
        ("The start of your next command phase.", Completes.START_OF_NEXT_COMMAND),
    ],
)
def test_completes_forms(value: str, completes: Completes) -> None:
    assert Completes.parse(value) is completes


def test_missing_rows_take_the_documented_defaults() -> None:
    act = ActionDef.from_rows("Act", {})
    assert (act.starts.when, act.starts.whose, act.starts.phase) == (
        When.DURING,
        Whose.YOUR,
        Phase.SHOOTING,
    )
    assert act.units.keywords == () and act.units.within is None
    assert act.use_limit.times is None
    assert act.completes is Completes.END_OF_TURN
    assert act.effect == "its effect"


def test_row_names_ignore_case_and_underscores() -> None:
    act = ActionDef.from_rows("Act", {"use_limit": "once per turn", "Starts": "your Command phase"})
    assert act.use_limit.times == 1
    assert act.starts.phase is Phase.COMMAND


@pytest.mark.parametrize(
    ("rows", "suggested"),
    [
        pytest.param({"USE LIMIT": "once per turns"}, "once per turn", id="use limit"),
        pytest.param({"COMPLETES": "end of the turns"}, "the end of the turn", id="completes"),
        pytest.param({"COMPLETES": "the end of my turn"}, "the end of your turn", id="my turn"),
        pytest.param({"STARTS": "your Shootin phase"}, "Shooting", id="starts phase"),
        pytest.param({"START": "your Shooting phase"}, "STARTS", id="row name"),
        pytest.param({"USE LIMT": "once per turn"}, "USE LIMIT", id="row name 2"),
    ],
)
def test_a_bad_row_value_raises_with_a_suggestion(rows: dict[str, str], suggested: str) -> None:
    with pytest.raises(RulesInputError) as caught:
        ActionDef.from_rows("Act", rows)
    assert caught.value.suggestion is not None
    assert suggested in caught.value.suggestion
    assert "did you mean" in str(caught.value)


@pytest.mark.parametrize(
    ("row", "value", "suggested"),
    [
        pytest.param("STARTS", "yuor Shooting phase", "your Shooting phase", id="starts"),
        pytest.param("UNITS", "any units", "any unit", id="units"),
    ],
)
def test_a_malformed_starts_or_units_value_suggests_the_closest_form(
    row: str, value: str, suggested: str
) -> None:
    with pytest.raises(RulesInputError) as caught:
        ActionDef.from_rows("Act", {row: value})
    assert caught.value.word == value
    assert caught.value.suggestion is not None
    assert suggested.lower() in caught.value.suggestion.lower()


@pytest.mark.parametrize(
    "rows",
    [
        {"USE LIMIT": "0 times per battle"},
        {"USE LIMIT": "sometimes"},
        {"STARTS": "whenever"},
        {"UNITS": "two INFANTRY units"},
        {"COMPLETES": "at some point"},
    ],
)
def test_other_bad_values_raise_rules_input_errors(rows: dict[str, str]) -> None:
    with pytest.raises(RulesInputError) as caught:
        ActionDef.from_rows("Act", rows)
    assert caught.value.word == next(iter(rows.values()))


# -- refusals (16.01 and the Action's own rows) -------------------------------------------------

CONTRACT_PHRASES = {
    "it is not on the battlefield": {"16.01"},
    "it is an AIRCRAFT unit": {"16.01"},
    "it is a FORTIFICATION unit": {"16.01"},
    "it is battle-shocked": {"16.01", "01.07"},
    "its OC is 0 or -": {"16.01"},
    "it is engaged": {"16.01"},
    "it made an advance move this turn": {"16.01", "09.06"},
    "it made a fall-back move this turn": {"16.01", "09.07"},
    "it started another action this turn": {"16.01"},
    "it shot this phase": {"10.04-10.07", "15.09"},
}
ROW_PHRASES = {
    "the Action does not start now": "STARTS",
    "it is not a unit the Action allows": "UNITS",
    "the Action's use limit is reached": "USE LIMIT",
    "the Action's restrictions forbid it": "RESTRICTIONS",
    "its target is not an enemy unit the Action allows": "UNITS",
}


def test_there_are_fifteen_reasons_each_with_its_contract_phrase() -> None:
    assert len(REASONS) == 15
    assert {r.text for r in REASONS} == set(CONTRACT_PHRASES) | set(ROW_PHRASES)


@pytest.mark.parametrize("phrase", sorted(CONTRACT_PHRASES))
def test_each_bar_cites_its_clause(phrase: str) -> None:
    reason = reason_for(phrase)
    assert reason.rule.section in CONTRACT_PHRASES[phrase]
    assert reason.rule.section in str(reason)


@pytest.mark.parametrize(("phrase", "row"), sorted(ROW_PHRASES.items()))
def test_each_row_reason_cites_the_row(phrase: str, row: str) -> None:
    assert reason_for(phrase).rule.name == row


def test_reason_phrases_tolerate_a_full_stop_and_unknown_ones_are_suggested() -> None:
    assert reason_for("it is engaged.") == reason_for("it is engaged")
    with pytest.raises(RulesInputError) as caught:
        reason_for("it is engagd")
    assert caught.value.suggestion == "it is engaged"


ACT = action(STARTS="your Shooting phase", UNITS="one INFANTRY unit")


def _alone(unit: Unit, act: ActionDef = ACT, now: Moment | None = None) -> Game:
    return new_game(unit, actions=[act], now=now)


def _moved(kind: MoveKind) -> Callable[[], Game]:
    def build() -> Game:
        # A fall-back move needs an engaged unit (09.07); it ends unengaged.
        game = _alone(Unit("Squad", engaged=kind is MoveKind.FALL_BACK))
        game.moves.move("Squad", kind)
        return game

    return build


def _started_other() -> Game:
    game = new_game(Unit("Squad"), actions=[ACT, action("Other")])
    assert game.performer.start_action("Squad", "Other") == ()
    return game


def _started_same() -> Game:
    game = _alone(Unit("Squad"))
    assert game.performer.start_action("Squad", "Act") == ()
    return game


def _shot() -> Game:
    game = _alone(Unit("Squad"))
    game.moves.shoot("Squad")
    return game


def _limit_reached() -> Game:
    game = new_game(Unit("Squad"), Unit("Other squad"), actions=[action(USE_LIMIT="once per turn")])
    assert game.performer.start_action("Other squad", "Act") == ()
    return game


REFUSAL_CASES: dict[str, tuple[Callable[[], Game], set[str]]] = {
    "off the battlefield": (
        lambda: _alone(Unit("Squad", on_battlefield=False)),
        {"it is not on the battlefield"},
    ),
    "AIRCRAFT": (
        lambda: _alone(Unit("Squad", keywords=frozenset({"INFANTRY", "AIRCRAFT"}))),
        {"it is an AIRCRAFT unit"},
    ),
    "FORTIFICATION": (
        lambda: _alone(Unit("Squad", keywords=frozenset({"INFANTRY", "FORTIFICATION"}))),
        {"it is a FORTIFICATION unit"},
    ),
    "battle-shocked (and so OC '-')": (
        lambda: _alone(Unit("Squad", battle_shocked=True)),
        {"it is battle-shocked", "its OC is 0 or -"},
    ),
    "OC 0": (lambda: _alone(Unit("Squad", oc=0)), {"its OC is 0 or -"}),
    "OC -": (lambda: _alone(Unit("Squad", oc=None)), {"its OC is 0 or -"}),
    "engaged": (lambda: _alone(Unit("Squad", engaged=True)), {"it is engaged"}),
    "advanced": (_moved(MoveKind.ADVANCE), {"it made an advance move this turn"}),
    "fell back": (_moved(MoveKind.FALL_BACK), {"it made a fall-back move this turn"}),
    "another action": (_started_other, {"it started another action this turn"}),
    "the same action again": (_started_same, {"it started another action this turn"}),
    "shot": (_shot, {"it shot this phase"}),
    "not now": (
        lambda: _alone(Unit("Squad"), now=at(Phase.MOVEMENT)),
        {"the Action does not start now"},
    ),
    "not in the opponent's turn": (
        lambda: _alone(Unit("Squad"), now=at(Phase.SHOOTING, "B")),
        {"the Action does not start now"},
    ),
    "not allowed": (
        lambda: _alone(Unit("Squad", keywords=frozenset({"VEHICLE"}))),
        {"it is not a unit the Action allows"},
    ),
    "use limit": (_limit_reached, {"the Action's use limit is reached"}),
}


@pytest.mark.parametrize("case", sorted(REFUSAL_CASES))
def test_each_reason_is_given_alone_when_it_alone_applies(case: str) -> None:
    build, expected = REFUSAL_CASES[case]
    game = build()
    refused = game.performer.refusals("Squad", "Act")
    assert set(refused) == phrases(*expected)
    assert len(refused) == len(expected)


def test_a_unit_that_nothing_bars_is_not_refused() -> None:
    assert _alone(Unit("Squad")).performer.refusals("Squad", "Act") == ()


def test_every_reason_that_applies_is_returned_together() -> None:
    now = at(Phase.MOVEMENT)
    unit = Unit(
        "Squad",
        keywords=frozenset({"AIRCRAFT", "FORTIFICATION"}),
        oc=0,
        battle_shocked=True,
        engaged=True,
        on_battlefield=False,
        moves=((MoveKind.ADVANCE, now.turn_key), (MoveKind.FALL_BACK, now.turn_key)),
        actions_started=(("Other", now.turn_key),),
        shot_in=(now.phase_key,),
    )
    act = action(
        UNITS="one INFANTRY unit",
        USE_LIMIT="once per battle",
        RESTRICTIONS="not while exactly 0 operation markers are on the battlefield",
    )
    game = new_game(unit, Unit("Helper"), actions=[act], now=now)
    game.performer.begin_action("Helper", "Act")
    refused = game.performer.refusals("Squad", "Act")
    assert len(refused) == 14
    # The target's reason is asked only of an Action started on a unit (`on "<enemy>"`).
    assert set(refused) == set(REASONS) - {R_TARGET}


@st.composite
def situations(draw: st.DrawFn) -> dict[str, bool | int | None]:
    found: dict[str, bool | int | None] = {
        name: draw(st.booleans(), label=name)
        for name in (
            "off",
            "aircraft",
            "fortification",
            "shocked",
            "engaged",
            "titanic",
            "advanced",
            "fell_back",
            "started_other",
            "shot",
            "wrong_phase",
            "not_infantry",
            "limit_used",
        )
    }
    found["oc"] = draw(st.sampled_from([None, 0, 1, 2, 10]), label="oc")
    return found


@settings(deadline=None)
@given(situations())
def test_the_refusal_is_exactly_the_reasons_that_apply(facts: dict[str, bool | int | None]) -> None:
    assume(not (facts["off"] and facts["engaged"]))
    now = at(Phase.MOVEMENT if facts["wrong_phase"] else Phase.SHOOTING)
    keywords = {"VEHICLE"} if facts["not_infantry"] else {"INFANTRY"}
    for flag, keyword in (("aircraft", "AIRCRAFT"), ("fortification", "FORTIFICATION")):
        if facts[flag]:
            keywords.add(keyword)
    if facts["titanic"]:
        keywords.add("TITANIC")
    moves: list[tuple[MoveKind, tuple[int, str]]] = []
    if facts["advanced"]:
        moves.append((MoveKind.ADVANCE, now.turn_key))
    if facts["fell_back"]:
        moves.append((MoveKind.FALL_BACK, now.turn_key))
    oc = facts["oc"]
    assert oc is None or isinstance(oc, int)
    unit = Unit(
        "Squad",
        keywords=frozenset(keywords),
        oc=oc,
        battle_shocked=bool(facts["shocked"]),
        engaged=bool(facts["engaged"]),
        on_battlefield=not facts["off"],
        moves=tuple(moves),
        actions_started=(("Other", now.turn_key),) if facts["started_other"] else (),
        shot_in=(now.phase_key,) if facts["shot"] else (),
    )
    act = action(UNITS="one INFANTRY unit", USE_LIMIT="once per turn")
    game = new_game(unit, Unit("Helper"), actions=[act], now=now)
    if facts["limit_used"]:
        game.performer.begin_action("Helper", "Act")

    expected_if = {
        "it is not on the battlefield": facts["off"],
        "it is an AIRCRAFT unit": facts["aircraft"],
        "it is a FORTIFICATION unit": facts["fortification"],
        "it is battle-shocked": facts["shocked"],
        "its OC is 0 or -": facts["shocked"] or oc in (None, 0),
        "it is engaged": facts["engaged"] and not facts["titanic"],
        "it made an advance move this turn": facts["advanced"],
        "it made a fall-back move this turn": facts["fell_back"],
        "it started another action this turn": facts["started_other"],
        "it shot this phase": facts["shot"],
        "the Action does not start now": facts["wrong_phase"],
        "it is not a unit the Action allows": facts["not_infantry"],
        "the Action's use limit is reached": facts["limit_used"],
    }
    expected = {phrase for phrase, applies in expected_if.items() if applies}
    assert set(game.performer.refusals("Squad", "Act")) == phrases(*expected)


def test_asking_does_not_change_the_game() -> None:
    game = _alone(Unit("Squad", engaged=True))
    first = game.performer.refusals("Squad", "Act")
    assert game.performer.refusals("Squad", "Act") == first
    assert game.performer.performances == [] and game.performer.uses == []


def test_a_refused_attempt_is_recorded_not_raised_and_uses_nothing() -> None:
    game = new_game(
        Unit("Squad", engaged=True),
        Unit("Other squad"),
        actions=[action(USE_LIMIT="once per turn")],
    )
    refused = game.performer.start_action("Squad", "Act")
    assert set(refused) == phrases("it is engaged")
    assert game.performer.refused_start("Squad", "Act") == refused
    assert game.performer.performances_of("Squad", "Act") == []
    assert game.performer.start_action("Other squad", "Act") == ()


def test_an_advance_bars_actions_until_the_end_of_the_turn_only() -> None:
    act = either_players_shooting_phase(action())
    game = new_game(Unit("Squad"), actions=[act])
    game.moves.move("Squad", MoveKind.ADVANCE)
    assert set(game.performer.refusals("Squad", "Act")) == phrases(
        "it made an advance move this turn"
    )
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    assert game.performer.refusals("Squad", "Act") == ()


def test_shooting_bars_actions_until_the_end_of_the_phase_only() -> None:
    act = either_players_shooting_phase(action())
    game = new_game(Unit("Squad"), actions=[act], now=at(Phase.SHOOTING, "B"))
    game.moves.shoot("Squad", out_of_phase=True)
    assert set(game.performer.refusals("Squad", "Act")) == phrases("it shot this phase")
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert game.performer.refusals("Squad", "Act") == ()


def test_unknown_units_and_actions_are_named_with_a_suggestion() -> None:
    game = _alone(Unit("Intercessors"))
    with pytest.raises(RulesInputError) as caught:
        game.performer.refusals("Intercesors", "Act")
    assert caught.value.word == "Intercesors"
    assert caught.value.suggestion == '"Intercessors"'
    with pytest.raises(RulesInputError) as caught:
        game.performer.refusals("Intercessors", "Akt")
    assert caught.value.suggestion == '"Act"'


# -- TITANIC ------------------------------------------------------------------------------------

TITANIC = frozenset({"VEHICLE", "TITANIC"})


def test_an_engaged_titanic_unit_can_start_an_action() -> None:
    game = _alone(Unit("Knight", keywords=TITANIC, engaged=True), action())
    assert game.performer.refusals("Knight", "Act") == ()


def test_titanic_exempts_from_engagement_only() -> None:
    game = _alone(Unit("Knight", keywords=TITANIC, engaged=True, battle_shocked=True), action())
    assert set(game.performer.refusals("Knight", "Act")) == phrases(
        "it is battle-shocked", "its OC is 0 or -"
    )
    flyer = _alone(Unit("Knight", keywords=TITANIC | {"AIRCRAFT"}), action())
    assert set(flyer.performer.refusals("Knight", "Act")) == phrases("it is an AIRCRAFT unit")


def test_performing_an_action_bars_shooting_and_charging_but_titanic_still_shoots() -> None:
    game = new_game(Unit("Squad"), Unit("Knight", keywords=TITANIC), actions=[action()])
    assert game.moves.eligible_to_shoot("Squad").yes and game.moves.eligible_to_charge("Squad").yes
    assert game.performer.start_action("Squad", "Act") == ()
    assert game.performer.start_action("Knight", "Act") == ()

    shoot, charge = game.moves.eligible_to_shoot("Squad"), game.moves.eligible_to_charge("Squad")
    assert not shoot.yes and not charge.yes
    assert {r.rule.section for r in shoot.reasons + charge.reasons} == {"16.01"}

    assert game.moves.eligible_to_shoot("Knight").yes
    assert not game.moves.eligible_to_charge("Knight").yes


def test_the_cost_of_acting_lasts_until_the_end_of_the_turn() -> None:
    game = new_game(Unit("Squad"), actions=[action(COMPLETES="the end of the phase")])
    assert game.performer.start_action("Squad", "Act") == ()
    game.clock.advance_to(game.clock.phase_of("A", Phase.CHARGE))
    assert not game.moves.eligible_to_charge("Squad").yes
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    assert game.moves.eligible_to_shoot("Squad").yes
    assert game.moves.eligible_to_charge("Squad").yes


# -- completing and failing ---------------------------------------------------------------------


def _performing(act: ActionDef | None = None) -> Game:
    game = new_game(Unit("Squad"), actions=[act or action()])
    assert game.performer.start_action("Squad", "Act") == ()
    assert state_of(game) is ActionState.PERFORMING
    return game


@pytest.mark.parametrize("kind", [MoveKind.PILE_IN, MoveKind.CONSOLIDATION])
def test_pile_in_and_consolidation_moves_do_not_break_an_action(kind: MoveKind) -> None:
    game = _performing()
    game.clock.advance_to(game.clock.phase_of("A", Phase.FIGHT))
    game.moves.become_engaged("Squad")  # pile-in and consolidation need an engaged unit here
    game.moves.move("Squad", kind)
    assert state_of(game) is ActionState.PERFORMING
    game.clock.advance_to(game.clock.end_of_turn())
    assert state_of(game) is ActionState.COMPLETED
    assert game.performer.effects["Act"] == 1


@pytest.mark.parametrize(
    "kind",
    [MoveKind.NORMAL, MoveKind.ADVANCE, MoveKind.FALL_BACK, MoveKind.CHARGE, MoveKind.FORCED],
)
def test_any_other_move_fails_the_action(kind: MoveKind) -> None:
    game = _performing()
    game.clock.advance_to(game.clock.phase_of("A", Phase.CHARGE))
    if kind is MoveKind.FALL_BACK:
        game.moves.become_engaged("Squad")
    if kind is MoveKind.CHARGE:
        # A unit that started an Action cannot declare a charge (16.01): one declared before.
        squad = game.unit("Squad")
        game.set_unit(squad, charges_declared=(game.now.phase_key,))
    game.moves.move("Squad", kind)
    performance = game.performer.performances_of("Squad", "Act")[-1]
    assert performance.state is ActionState.FAILED
    assert performance.because is not None and performance.because.rule.section == "16.01"
    game.clock.advance_to(game.clock.end_of_turn())
    assert state_of(game) is ActionState.FAILED
    assert game.performer.effects["Act"] == 0


@pytest.mark.parametrize("destroyed", [True, False], ids=["destroyed", "leaves"])
def test_leaving_the_battlefield_fails_the_action(destroyed: bool) -> None:
    game = _performing()
    game.leave_battlefield("Squad", destroyed=destroyed)
    assert state_of(game) is ActionState.FAILED
    assert not game.unit("Squad").on_battlefield
    game.clock.advance_to(game.clock.end_of_turn())
    assert state_of(game) is ActionState.FAILED
    assert game.performer.effects["Act"] == 0


def test_becoming_battle_shocked_ends_the_action_at_once() -> None:
    # 01.07, 16.01 and the app FAQ (rules data 912): it stops performing it there and then.
    game = _performing()
    game.moves.become_battle_shocked("Squad")
    assert state_of(game) is ActionState.FAILED
    performance = game.performer.performances_of("Squad", "Act")[-1]
    assert performance.because is not None and performance.because.rule == act.SHOCK_ENDS_ACTION
    game.set_unit(game.unit("Squad"), battle_shocked=False)  # it recovers: the Action is over
    game.clock.advance_to(game.clock.end_of_turn())
    assert state_of(game) is ActionState.FAILED
    assert game.performer.effects["Act"] == 0


def test_a_rule_that_lifts_the_bar_keeps_the_action_going(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # The ending is one condition a rule can lift (contract 18.9, 18.3 item 1).
    game = _performing()
    monkeypatch.setattr(game, "lifted", lambda unit, do, reason: do == "perform Actions")
    game.moves.become_battle_shocked("Squad")
    assert state_of(game) is ActionState.PERFORMING
    assert game.weighed[act.SHOCK_ENDS_ACTION] == {False}


def test_a_completed_action_is_not_undone_by_a_later_move() -> None:
    game = _performing()
    game.clock.advance_to(game.clock.end_of_turn())
    game.moves.move("Squad", MoveKind.NORMAL)
    game.moves.become_battle_shocked("Squad")
    assert state_of(game) is ActionState.COMPLETED
    assert game.performer.effects["Act"] == 1


def test_the_effect_resolves_once_per_completion() -> None:
    game = new_game(Unit("Squad"), Unit("Other squad"), actions=[action()])
    game.performer.start_action("Squad", "Act")
    game.performer.start_action("Other squad", "Act")
    game.clock.advance_to(game.clock.end_of_turn())
    assert game.performer.effects["Act"] == 2


COMPLETION_CASES = [
    pytest.param("A", "the end of the phase", point(1, "A", Point.SHOOTING_END), id="A phase"),
    pytest.param("A", "the end of the turn", point(1, "A", Point.TURN_END), id="A turn"),
    pytest.param("A", "the end of your turn", point(1, "A", Point.TURN_END), id="A your turn"),
    pytest.param("A", "the end of the battle round", point(1, None, Point.ROUND_END), id="A round"),
    pytest.param(
        "A",
        "the start of your next Command phase",
        point(2, "A", Point.COMMAND_START),
        id="A next Command",
    ),
    pytest.param("B", "the end of the turn", point(1, "A", Point.TURN_END), id="B the turn"),
    pytest.param("B", "the end of your turn", point(1, "B", Point.TURN_END), id="B your turn"),
    pytest.param(
        "B",
        "the start of your next Command phase",
        point(1, "B", Point.COMMAND_START),
        id="B next Command",
    ),
]


@pytest.mark.parametrize(("player", "completes", "expected"), COMPLETION_CASES)
def test_completes_at_the_next_such_moment(player: str, completes: str, expected: Moment) -> None:
    game = new_game(Unit("Squad", player=player), actions=[action(COMPLETES=completes)])
    performance = game.performer.begin_action(
        "Squad", "Act"
    )  # a stated fact: B may act in A's turn
    assert performance.completes_at == expected
    game.clock.advance_to(Moment(expected.battle_round, expected.index - 1))
    assert state_of(game) is ActionState.PERFORMING
    assert game.performer.effects["Act"] == 0
    game.clock.advance_to(expected)
    assert state_of(game) is ActionState.COMPLETED
    assert game.performer.effects["Act"] == 1


def test_an_action_whose_completion_never_comes_is_still_being_performed() -> None:
    game = Game(
        units={"Squad": Unit("Squad")},
        actions={"Act": action(COMPLETES="the start of your next Command phase")},
        battle_rounds=1,
        now=at(Phase.SHOOTING),
    )
    assert game.performer.start_action("Squad", "Act") == ()
    game.clock.advance_to(game.clock.end_of_round(1))
    assert state_of(game) is ActionState.PERFORMING
    assert game.performer.effects["Act"] == 0


# -- use limits, counted per player --------------------------------------------------------------


def test_once_per_turn_resets_in_the_next_turn() -> None:
    game = new_game(Unit("One"), Unit("Two"), actions=[action(USE_LIMIT="once per turn")])
    assert game.performer.start_action("One", "Act") == ()
    assert set(game.performer.refusals("Two", "Act")) == phrases(
        "the Action's use limit is reached"
    )
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert game.performer.refusals("Two", "Act") == ()


def test_once_per_battle_round_spans_both_turns_of_the_round() -> None:
    act = either_players_shooting_phase(action(USE_LIMIT="once per battle round"))
    game = new_game(Unit("One"), Unit("Two"), actions=[act])
    assert game.performer.start_action("One", "Act") == ()
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    assert set(game.performer.refusals("Two", "Act")) == phrases(
        "the Action's use limit is reached"
    )
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert game.performer.refusals("Two", "Act") == ()


def test_once_per_turn_allows_a_second_use_in_the_other_players_turn() -> None:
    act = either_players_shooting_phase(action(USE_LIMIT="once per turn"))
    game = new_game(Unit("One"), Unit("Two"), actions=[act])
    assert game.performer.start_action("One", "Act") == ()
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    assert game.performer.refusals("Two", "Act") == ()


def test_use_limits_are_counted_per_player() -> None:
    act = action(USE_LIMIT="once per battle")
    game = new_game(
        Unit("One"), Unit("Two"), Unit("Boyz", player="B"), Unit("Grots", player="B"), actions=[act]
    )
    assert game.performer.start_action("One", "Act") == ()
    game.clock.advance_to(game.clock.phase_of("B", Phase.SHOOTING))
    assert game.performer.start_action("Boyz", "Act") == ()
    assert set(game.performer.refusals("Grots", "Act")) == phrases(
        "the Action's use limit is reached"
    )
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert set(game.performer.refusals("Two", "Act")) == phrases(
        "the Action's use limit is reached"
    )


def test_n_times_per_battle() -> None:
    names = ["One", "Two", "Three"]
    game = new_game(*(Unit(n) for n in names), actions=[action(USE_LIMIT="2 times per battle")])
    assert game.performer.start_action("One", "Act") == ()
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert game.performer.start_action("Two", "Act") == ()
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert set(game.performer.refusals("Three", "Act")) == phrases(
        "the Action's use limit is reached"
    )


def test_a_failed_action_still_counts_as_used() -> None:
    game = new_game(Unit("One"), Unit("Two"), actions=[action(USE_LIMIT="once per battle")])
    assert game.performer.start_action("One", "Act") == ()
    game.leave_battlefield("One", destroyed=True)
    assert state_of(game, "One") is ActionState.FAILED
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert set(game.performer.refusals("Two", "Act")) == phrases(
        "the Action's use limit is reached"
    )


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
    aircraft_bar = dict(act.BARS)[act.R_AIRCRAFT]
    assert aircraft_bar(Ask(aircraft, now)) is True
    assert aircraft_bar(Ask(Unit("Squad"), now)) is False
    advanced = Unit("Squad", moves=((MoveKind.ADVANCE, now.turn_key),))
    assert act._locked(act.R_ADVANCED)(Ask(advanced, now)) is True
    assert act._locked(act.R_FELL_BACK)(Ask(advanced, now)) is False
    assert act._locked(act.R_ADVANCED)(Ask(advanced, at(Phase.SHOOTING, "B"))) is False
    assert act.unit_bars(advanced, now) == [act.R_ADVANCED]
    assert act.unit_bars(Unit("Squad", battle_shocked=True), now) == [act.R_SHOCKED, act.R_OC]
    assert act.unit_bars(Unit("Squad"), now) == []


def test_a_row_value_without_a_close_form_has_no_suggestion() -> None:
    assert starts_mod.closest_form("zzzzzzzz", ["your Shooting phase"]) is None
    assert (
        starts_mod.closest_form("your shooting", ["your Shooting phase"]) == "'your Shooting phase'"
    )
