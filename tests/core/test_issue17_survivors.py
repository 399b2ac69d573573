"""The survivors of the mutation runs of issue 17's and 16's core code (docs/mutation.md,
"Issue 17"): the error for a keyword written in the wrong case, the checks and locks of the
move table asked directly, and the unit field rows' helpers."""

from __future__ import annotations

import pytest

from ruleslawyer.core import (
    Game,
    ImpossibleEvent,
    Moment,
    MoveKind,
    Phase,
    RulesInputError,
    Unit,
    clock,
)
from ruleslawyer.core import keywords as kw
from ruleslawyer.core import moves as mv
from ruleslawyer.core import reserves as rs
from ruleslawyer.core import transports as tr
from ruleslawyer.core.attached import Part, attach, leaders_of
from ruleslawyer.core.eligibility import S_SELECTED
from ruleslawyer.core.fact_rows import Span
from ruleslawyer.core.fight import engaged_at_step_start
from ruleslawyer.core.history import Embarked
from ruleslawyer.core.unit_fields import UnitFacts

from .games import at, weighed


@pytest.mark.parametrize("word", ["Titanic", "titanic", "aIRCRAFT", "Transport"])
def test_a_keyword_the_rules_read_written_in_another_case_is_refused_naming_it(word: str) -> None:
    upper = word.upper()
    with pytest.raises(RulesInputError) as caught:
        kw.check_case(word)
    error = caught.value
    assert error.message == (
        f"the keyword {word!r} is {upper} but for its case; keywords are matched exactly, "
        f"and the rules read {upper}"
    )
    assert (error.word, error.suggestion) == (word, upper)
    assert str(error).endswith(f"(did you mean {upper}?)")


@pytest.mark.parametrize("word", ["TITANIC", "AIRCRAFT", "Psyker", "PSYKER", "jump pack", ""])
def test_a_keyword_in_the_rules_case_or_one_no_rule_reads_is_taken_as_written(word: str) -> None:
    assert kw.check_case(word) == word


# -- reserves (20.04) -----------------------------------------------------------------------------


def _reserves_game(*units: Unit, now: Moment, first_player: str = "A") -> Game:
    return Game(units={u.name: u for u in units}, now=now, rolls={}, first_player=first_player)


def _waiting(name: str = "Reserve", **facts: object) -> Unit:
    return Unit(name, on_battlefield=False, in_reserves=True, **facts)  # type: ignore[arg-type]


def test_reserves_wait_through_the_turns_of_battle_round_3_and_die_only_at_its_end() -> None:
    game = _reserves_game(_waiting(player="B"), now=at(Phase.MOVEMENT, "A", battle_round=3))
    game.clock.advance_to(
        game.clock.end_of_turn()
    )  # player A's End of Turn step: not the round's end
    assert not game.unit("Reserve").destroyed and game.transports.in_strategic_reserves("Reserve")
    game.clock.advance_to(game.clock.phase_of("B", Phase.MOVEMENT))
    assert game.moves.can_move("Reserve", MoveKind.INGRESS).yes


def test_reserves_destroyed_at_the_end_of_round_3_lose_every_model_and_the_trace_says_why() -> None:
    waiting = _waiting(models=4, wounds_left=2)
    kept = _waiting("Jumpers", repositioned=True)
    game = _reserves_game(waiting, kept, now=at(Phase.FIGHT, "B", battle_round=3))
    end = game.clock.end_of_round(3)
    game.clock.advance_to(end)
    gone = game.unit("Reserve")
    assert (gone.destroyed, gone.models, gone.wounds_left) == (True, 0, 0)
    assert not game.unit("Jumpers").destroyed
    assert (
        f"{end.describe()}: Reserve never made an ingress move and is destroyed "
        "[20.04 Ingress Move]"
    ) in game.trace
    # Weighed both ways: it applied to Reserve, not to the repositioned Jumpers.
    assert weighed(game)[rs.NEVER_ARRIVED.id] == {True, False}


@pytest.mark.parametrize(
    "zone",
    [
        "your opponent's deployment zone",
        "the opponent's deployment zone",
        "opponent's deployment zone",
        "Player B's deployment zone",
        "  The  Opponent's Deployment Zone. ",
    ],
)
def test_every_name_of_the_opponents_deployment_zone_bars_an_early_ingress_into_it(
    zone: str,
) -> None:
    game = _reserves_game(_waiting(), now=at(Phase.MOVEMENT, "A", battle_round=2))
    verdict = game.moves.can_move("Reserve", MoveKind.INGRESS, into=zone)
    assert verdict.reasons == (rs.I_ENEMY_ZONE,)
    assert game.moves.can_move("Reserve", MoveKind.INGRESS, into="No Man's Land").yes
    assert not rs.in_enemy_zone("player a's deployment zone", game.unit("Reserve"))


def test_an_ingress_at_the_start_of_a_battle_round_locks_the_other_moves_to_a_charge_phase() -> (
    None
):
    # 20.04's phase is not weighed (contract section 14): a rule may bring a unit in at the
    # start of the round; the lock then counts from that moment, outside every turn.
    game = _reserves_game(_waiting(), now=clock.start_of_round(2, "A"))
    game.moves.ingress("Reserve")
    assert rs.L_INGRESS in game.moves.can_move("Reserve", MoveKind.NORMAL).reasons
    game.clock.advance_to(game.clock.phase_of("A", Phase.SHOOTING))
    assert game.moves.can_move("Reserve", MoveKind.NORMAL).reasons == (rs.L_INGRESS,)
    game.clock.advance_to(game.clock.phase_of("A", Phase.CHARGE))
    assert game.moves.can_move("Reserve", MoveKind.NORMAL).yes


@pytest.mark.parametrize("first", ["A", "B"])
def test_an_ingress_in_an_end_of_turn_step_locks_to_the_next_turns_charge_phase(first: str) -> None:
    second = clock.other(first)
    now = clock.moment_at(2, first, clock.Point.TURN_END, first)
    game = _reserves_game(_waiting(player=first), now=now, first_player=first)
    game.moves.ingress("Reserve")
    game.clock.advance_to(game.clock.phase_of(second, Phase.MOVEMENT))
    assert game.moves.can_move("Reserve", MoveKind.NORMAL).reasons == (rs.L_INGRESS,)
    game.clock.advance_to(game.clock.phase_of(second, Phase.CHARGE))
    assert game.moves.can_move("Reserve", MoveKind.NORMAL).yes


def test_an_ingress_after_the_rounds_last_charge_phase_still_locks_at_the_rounds_end() -> None:
    game = _reserves_game(_waiting(player="B"), now=at(Phase.FIGHT, "B", battle_round=2))
    game.moves.ingress("Reserve")
    game.clock.advance_to(game.clock.end_of_round(2))  # no Charge phase has started since
    assert game.moves.can_move("Reserve", MoveKind.NORMAL).reasons == (rs.L_INGRESS,)
    game.clock.advance_to(game.clock.start_of_round(3))
    assert not game.moves.can_move("Reserve", MoveKind.NORMAL).yes


# -- embarking (18.02) ----------------------------------------------------------------------------


def test_embarking_is_recorded_in_the_history_with_its_moment_unit_and_transport() -> None:
    rhino = Unit("Rhino", keywords=frozenset({kw.TRANSPORT}))
    game = _reserves_game(rhino, Unit("Squad"), now=at(Phase.MOVEMENT, "A", battle_round=2))
    game.transports.embark("Squad", MoveKind.ADVANCE, "Rhino")
    assert game.history.of(Embarked) == [Embarked(game.now, "Squad", "Rhino")]


# -- the move table asked (moves.move_checks, move_lock_checks, _reserves) ------------------------


def test_a_charge_move_not_declared_lists_not_declared_then_the_charge_checks_then_23_02() -> None:
    jet = Unit("Jet", keywords=frozenset({kw.AIRCRAFT}), near_enemy=True)
    game = _reserves_game(jet, now=at(Phase.CHARGE, "A", battle_round=2))
    charge = game.moves.eligible_to_charge("Jet").reasons
    assert charge  # an AIRCRAFT unit cannot declare a charge (23.04)
    verdict = game.moves.can_move("Jet", MoveKind.CHARGE)
    assert verdict.reasons == (mv.M_NOT_DECLARED, *charge, mv.M_AIRCRAFT)


def test_an_ingress_after_a_surge_this_phase_names_the_surge_lock_too() -> None:
    # The ingress row's own lock (others_only) is skipped for an ingress; the locks after it in
    # the table, the surge's, are still read.
    game = _reserves_game(Unit("Hounds"), now=at(Phase.MOVEMENT, "A", battle_round=2))
    game.moves.move("Hounds", MoveKind.SURGE)
    assert game.moves.can_move("Hounds", MoveKind.INGRESS).reasons == (
        rs.I_NOT_IN_RESERVES,
        mv.U_SURGED,
    )


def test_a_unit_embarked_within_a_transport_on_the_battlefield_is_not_in_reserves() -> None:
    rhino = Unit("Rhino", keywords=frozenset({kw.TRANSPORT}))
    squad = Unit("Squad", on_battlefield=False, embarked_in="Rhino")
    game = _reserves_game(rhino, squad, now=at(Phase.MOVEMENT, "A", battle_round=2))
    assert game.moves.can_move("Squad", MoveKind.INGRESS).reasons == (rs.I_NOT_IN_RESERVES,)
    game.units["Rhino"] = Unit(
        "Rhino", keywords=frozenset({kw.TRANSPORT}), in_reserves=True, on_battlefield=False
    )
    assert game.moves.can_move("Squad", MoveKind.INGRESS).reasons == (rs.I_EMBARKED,)


# -- attached units (19.01) -----------------------------------------------------------------------


def test_an_attached_unit_has_shot_this_phase_when_a_part_has() -> None:
    shooting = at(Phase.SHOOTING, "A", battle_round=2)
    leader = Part(Unit("Captain", shot_in=(shooting.phase_key,)), "leader")
    unit = attach(Part(Unit("Squad"), "bodyguard"), [leader])
    assert unit.shot_in == (shooting.phase_key,)
    game = _reserves_game(unit, now=shooting)
    assert game.moves.eligible_to_shoot("Squad").reasons == (S_SELECTED,)


def test_a_leader_of_a_unit_never_set_up_or_of_itself_is_refused_naming_the_unit() -> None:
    with pytest.raises(RulesInputError) as caught:
        leaders_of({"Captain": "Ghosts"})
    assert caught.value.message == '"Captain" is leading "Ghosts", which was never set up'
    assert caught.value.word == "Ghosts"
    with pytest.raises(RulesInputError) as caught:
        leaders_of({"Captain": "Captain"})
    assert caught.value.message == '"Captain" cannot lead itself'
    assert caught.value.word == "Captain"
    with pytest.raises(RulesInputError) as caught:
        leaders_of({"Captain": "Squad", "Squad": "Guard", "Guard": None})
    assert caught.value.message.startswith(
        '"Squad" leads "Guard", so it cannot be led by "Captain": a bodyguard unit is not a '
        "leader unit ["
    )
    assert caught.value.word == "Squad"


# -- the Fight step (12.04) -----------------------------------------------------------------------


def test_a_stated_engagement_at_the_fight_steps_start_is_kept_not_stamped_again() -> None:
    start = at(Phase.FIGHT, "A", battle_round=2)
    step = clock.in_phase(2, "A", Phase.FIGHT, "A", clock.Point.FIGHT_STEP)
    stated = Unit("Stated", engaged_at_fight_step=((step.phase_key, True),))
    game = _reserves_game(stated, Unit("Plain", engaged=True), now=start)
    game.clock.advance_to(step)
    assert game.unit("Stated").engaged_at_fight_step == ((step.phase_key, True),)
    # The step's start is recorded as the units were then, and asked only when needed.
    assert game.unit("Plain").engaged_at_fight_step == ()
    game.set_unit(game.unit("Plain"), engaged=False)
    at_start = game.fight.at_step_start("Plain")
    assert at_start is not None and at_start.engaged
    assert engaged_at_step_start(game.unit("Plain"), game.now, at_start)
    assert game.fight.eligibility_to_fight("Plain").yes  # engaged at the step's start (12.04)
    game.set_unit(game.unit("Stated"), engaged=False)
    assert game.fight.eligibility_to_fight("Stated").yes  # as stated


# -- the phase a move is made in, and the unit field rows -----------------------------------------


def test_each_move_type_is_made_in_its_own_phase_and_a_surge_or_forced_move_in_none() -> None:
    phases = {kind: mv.own_phase(kind) for kind in MoveKind}
    assert phases[MoveKind.NORMAL] == phases[MoveKind.INGRESS] == Phase.MOVEMENT.value
    assert phases[MoveKind.CHARGE] == Phase.CHARGE.value
    assert phases[MoveKind.PILE_IN] == phases[MoveKind.CONSOLIDATION] == Phase.FIGHT.value
    assert phases[MoveKind.SURGE] == "earlier this turn"
    assert phases[MoveKind.FORCED] == "earlier this turn"  # no row: forced by an enemy rule


def test_a_span_may_take_its_low_bound_from_another_fact() -> None:
    span = Span("floor", 6, toward=3)
    assert span.values({"floor": 2}.__getitem__, lambda _: False) == (3, 2, 4, 5, 6)
    assert span.values({"floor": 4}.__getitem__, lambda _: False) == (4, 5, 6)


def test_a_row_without_a_list_of_values_refuses_its_choices_naming_the_row() -> None:
    with pytest.raises(TypeError) as caught:
        UnitFacts.models.choices()
    assert str(caught.value) == "the models row does not draw from a list of values"


# -- the disembark mode (18.04, interpretation 49) ------------------------------------------------


def _embarked_game() -> Game:
    rhino = Unit("Rhino", keywords=frozenset({kw.TRANSPORT}))
    squad = Unit("Squad", on_battlefield=False, embarked_in="Rhino")
    return _reserves_game(rhino, squad, now=at(Phase.MOVEMENT, "A", battle_round=2))


def test_after_its_transports_surge_move_a_unit_makes_a_combat_disembark() -> None:
    game = _embarked_game()
    game.moves.move("Rhino", MoveKind.SURGE)
    assert tr.forced_mode(game.unit("Rhino"), game.now) is tr.Mode.COMBAT
    game.transports.disembark("Squad")
    assert game.transports.last_disembark("Squad") == tr.Mode.COMBAT.value
    assert game.unit("Squad").battle_shocked


@pytest.mark.parametrize("stated", [tr.Mode.TACTICAL, tr.Mode.RAPID])
def test_after_its_transports_surge_move_stating_another_mode_is_an_error(stated: tr.Mode) -> None:
    game = _embarked_game()
    game.moves.move("Rhino", MoveKind.SURGE)
    with pytest.raises(RulesInputError) as caught:
        game.transports.disembark("Squad", stated)
    assert (caught.value.word, caught.value.suggestion) == (
        stated.value,
        "using Combat Disembark",
    )
    assert "makes the mode Combat Disembark (18.04)" in caught.value.message
    assert f'"Squad" cannot make a {stated.value}:' in caught.value.message


def test_a_modes_article_is_as_its_name_is_read_aloud() -> None:
    assert {m: m.article for m in tr.Mode} == {
        tr.Mode.RAPID: "a",
        tr.Mode.TACTICAL: "a",
        tr.Mode.COMBAT: "a",
        tr.Mode.ASSAULT: "an",
        tr.Mode.SHOCK: "a",
    }


def test_a_transport_moved_by_an_enemy_rule_or_not_at_all_leaves_a_tactical_disembark() -> None:
    game = _embarked_game()
    assert tr.forced_mode(game.unit("Rhino"), game.now) is tr.Mode.TACTICAL
    game.moves.move("Rhino", MoveKind.FORCED)
    assert tr.forced_mode(game.unit("Rhino"), game.now) is tr.Mode.TACTICAL
    game.transports.disembark("Squad")
    assert game.transports.last_disembark("Squad") == tr.Mode.TACTICAL.value


@pytest.mark.parametrize("kind", [MoveKind.ADVANCE, MoveKind.FALL_BACK])
def test_after_its_transports_advance_or_fall_back_the_disembark_is_barred_not_moded(
    kind: MoveKind,
) -> None:
    game = _embarked_game()
    if kind is MoveKind.FALL_BACK:
        game.units["Rhino"] = Unit("Rhino", keywords=frozenset({kw.TRANSPORT}), engaged=True)
    game.moves.move("Rhino", kind)
    assert tr.forced_mode(game.unit("Rhino"), game.now) is tr.Mode.TACTICAL
    with pytest.raises(ImpossibleEvent) as caught:
        game.transports.disembark("Squad", tr.Mode.TACTICAL)
    assert caught.value.reasons == (tr.D_TRANSPORT_MOVED,)


def test_a_barred_move_is_the_error_of_an_embark_that_would_also_be_refused() -> None:
    # 18.02: the move comes first; a unit that could not make it never reaches the TRANSPORT.
    not_a_transport = Unit("Rhino")
    game = _reserves_game(
        not_a_transport, Unit("Squad", engaged=True), now=at(Phase.MOVEMENT, "A", battle_round=2)
    )
    with pytest.raises(ImpossibleEvent) as caught:
        game.transports.embark("Squad", MoveKind.NORMAL, "Rhino")
    assert caught.value.reasons == (mv.MOVE_TYPES[MoveKind.NORMAL].checks[1][0],)
    assert "made a normal move" in caught.value.message
