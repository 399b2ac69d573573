"""What the mutation run of issue 17's and 16's core code (docs/mutation.md, issue 17) found
unchecked: the builders the move table is made with at import (mutmut switches a mutant only
inside a call, so these tests call them again), the unit field descriptor, control
contributions, and messages and defaults no scenario states."""

from __future__ import annotations

from dataclasses import replace
from fractions import Fraction

import pytest

from ruleslawyer.core import Game, ImpossibleEvent, Phase, RulesInputError, Unit, clock
from ruleslawyer.core import moves as mv
from ruleslawyer.core.attached import (
    Part,
    attach,
    check_leaders,
    check_listed,
    control_contributions,
    part_problems,
)
from ruleslawyer.core.command import pass_probability
from ruleslawyer.core.fact_rows import HasFacts, Kind, Span, UnitField
from ruleslawyer.core.fight import (
    CHARGE_FIGHTS_FIRST,
    ELIGIBLE_TO_FIGHT,
    FIGHT_IN_PHASE,
    FIGHTS_FIRST,
    STEP_START_ENGAGEMENT,
    FightType,
    engaged_at_step_start,
    was_eligible_this_phase,
)
from ruleslawyer.core.move_rows import MoveAsk
from ruleslawyer.core.moves import OVERRUN_PILE_IN
from ruleslawyer.core.reserves import (
    AIRCRAFT_TO_RESERVES,
    charge_phase_started_since,
    never_arrived,
)
from ruleslawyer.core.transports import (
    ASSAULT,
    COMBAT,
    EMBARKED_OFF,
    RAPID,
    SHOCK,
    TACTICAL,
    TRANSPORT_DESTROYED,
    Mode,
    forced_mode,
)
from ruleslawyer.core.units import MoveKind, PartFacts

from .games import at, game_of, weighed

RULE = mv.SURGE_IF  # a clause no unengaged-move row cites (no new clause: coverage counts them)


def _ask(unit: Unit) -> MoveAsk:
    return MoveAsk(unit, at(Phase.MOVEMENT))


def test_the_unengaged_move_checks_are_built_as_the_rows_of_normal_and_advance_moves() -> None:
    off, engaged = mv._off(RULE), mv._engaged(RULE)
    assert (off.text, off.rule) == ("it is not on the battlefield", RULE)
    assert (engaged.text, engaged.rule) == ("it is engaged", RULE)
    checks = mv._unengaged_move(RULE)
    assert [r for r, _ in checks] == [off, engaged, mv.M_AIRCRAFT]
    bars = [test for _, test in checks]
    plain = Unit("U")
    cases = {
        "plain": (plain, [False, False, False]),
        "off": (Unit("U", on_battlefield=False), [True, False, False]),
        "engaged": (Unit("U", engaged=True), [False, True, False]),
        "engaged only with AIRCRAFT": (
            Unit("U", engaged=True, engaged_only_aircraft=True),
            [False, False, False],
        ),
        "AIRCRAFT": (Unit("U", keywords=frozenset({"AIRCRAFT"})), [False, False, True]),
    }
    for name, (unit, expected) in cases.items():
        assert [bar(_ask(unit)) for bar in bars] == expected, name
    # The rows of the table are these checks, with the row's own clause.
    for kind in (MoveKind.NORMAL, MoveKind.ADVANCE):
        row = mv.MOVE_TYPES[kind]
        assert [r for r, _ in row.checks] == [r for r, _ in mv._unengaged_move(row.eligible)]


class _Facts(HasFacts):
    def __init__(self, **facts: object) -> None:
        self.facts = dict(facts)


def test_a_unit_field_row_reads_and_writes_the_fact_it_is_named_for() -> None:
    class Facts(_Facts):  # a class made now: __set_name__ runs inside the test
        shots = UnitField[int](Kind.WHOLE, 3, "99.01", "shots")

    row = Facts.shots
    assert row.name == "shots"
    facts = Facts()
    assert facts.shots == 3
    facts.shots = 5
    assert facts.facts == {"shots": 5} and facts.shots == 5


def test_control_contributions_of_a_unit_and_of_each_part() -> None:
    assert control_contributions(Unit("U", oc=2, models=3)) == (("U", 6),)
    assert control_contributions(Unit("U", oc=None, models=3)) == (("U", 0),)
    assert control_contributions(Unit("U", oc=2, models=3, battle_shocked=True)) == (("U", 0),)
    parts = (
        PartFacts("Captain", (None,), (6,), 5, 1),
        PartFacts("Squad", (2, 1), (7,), 2, 4),
        PartFacts("Gone", (), (7,), 2, 3),
    )
    unit = Unit("Squad", part_facts=parts)
    assert control_contributions(unit) == (("Captain", 0), ("Squad", 8), ("Gone", 0))
    shocked = Unit("Squad", part_facts=parts, battle_shocked=True)
    assert control_contributions(shocked) == (("Captain", 0), ("Squad", 0), ("Gone", 0))


def test_pass_probability_adds_no_modifier_unless_given_one() -> None:
    assert pass_probability(7) == Fraction(21, 36)
    assert pass_probability(7, 1) == Fraction(26, 36)


def test_embarking_after_a_move_that_cannot_embark_names_the_move() -> None:
    game = game_of(
        Unit("Squad", engaged=True),
        Unit("Rhino", keywords=frozenset({"VEHICLE", "TRANSPORT"})),
        now=at(Phase.MOVEMENT),
    )
    with pytest.raises(RulesInputError) as caught:
        game.embark("Squad", MoveKind.CHARGE, "Rhino")
    assert caught.value.message == (
        "a unit embarks after a normal, advance or fall-back move, not a charge move (18.02)"
    )
    assert caught.value.word == "charge"


TRANSPORT = frozenset({"VEHICLE", "TRANSPORT"})


def _movement(*units: Unit) -> Game:
    return game_of(*units, now=at(Phase.MOVEMENT, battle_round=2))


def test_an_embark_after_a_move_the_unit_could_not_make_is_impossible_for_that_move() -> None:
    game = _movement(Unit("Squad", engaged=True), Unit("Rhino", keywords=TRANSPORT))
    with pytest.raises(ImpossibleEvent) as caught:
        game.embark("Squad", MoveKind.NORMAL, "Rhino")
    assert str(caught.value) == '"Squad" cannot have made a normal move: it is engaged (09.05)'
    assert caught.value.unit == "Squad" and caught.value.word == "Squad"
    assert [r.text for r in caught.value.reasons] == ["it is engaged"]


def test_an_embark_the_transport_refuses_is_impossible_for_the_embark() -> None:
    rhino = Unit("Rhino", keywords=TRANSPORT, cannot_take=frozenset({"Squad"}))
    game = _movement(Unit("Squad"), rhino)
    with pytest.raises(ImpossibleEvent) as caught:
        game.embark("Squad", MoveKind.ADVANCE, "Rhino")
    assert str(caught.value) == (
        '"Squad" cannot have embarked within "Rhino": the TRANSPORT cannot take it (18.02)'
    )
    assert caught.value.unit == "Squad"


def test_an_embarked_unit_is_within_no_area_and_is_not_engaged() -> None:
    game = _movement(Unit("Squad", within=frozenset({"Ruins"})), Unit("Rhino", keywords=TRANSPORT))
    game.embark("Squad", MoveKind.NORMAL, "Rhino")
    squad = game.unit("Squad")
    assert squad.within == frozenset()
    assert squad.on_battlefield is False and squad.engaged is False
    assert squad.engaged_only_aircraft is False
    assert squad.embarked_in == "Rhino" and squad.embarked_in_phase == game.now.phase_key


def test_asking_where_a_unit_is_embarked_weighs_18_02_both_ways() -> None:
    game = _movement(
        Unit("Squad", on_battlefield=False, embarked_in="Rhino"),
        Unit("Rhino", keywords=TRANSPORT),
    )
    assert game.embarked_within("Squad") == "Rhino"
    assert weighed(game)[EMBARKED_OFF.id] == {True}
    assert game.embarked_within("Rhino") is None
    assert weighed(game)[EMBARKED_OFF.id] == {True, False}


def _inside(*grants: str, **transport: object) -> Game:
    rhino = Unit("Rhino", keywords=TRANSPORT, **transport)  # type: ignore[arg-type]
    squad = Unit(
        "Squad", on_battlefield=False, embarked_in="Rhino", disembark_grants=frozenset(grants)
    )
    return _movement(rhino, squad)


def _refusal(game: Game, mode: Mode | None, then: MoveKind | None = None, **more: object) -> str:
    with pytest.raises(RulesInputError) as caught:
        game.disembark("Squad", mode, then, **more)  # type: ignore[arg-type]
    error = caught.value
    return f"{error.message} | {error.word} | {error.suggestion}"


@pytest.mark.parametrize(
    ("mode", "said"),
    [
        (
            Mode.ASSAULT,
            '"Squad" cannot make an Assault Disembark: only a rule grants it (18.06); '
            'add Given a rule lets "Squad" make an Assault Disembark | Assault Disembark | None',
        ),
        (
            Mode.SHOCK,
            '"Squad" cannot make a Shock Disembark: only a rule grants it (18.07); '
            'add Given a rule lets "Squad" make a Shock Disembark | Shock Disembark | None',
        ),
    ],
)
def test_a_granted_mode_without_its_grant_is_an_input_error(mode: Mode, said: str) -> None:
    assert _refusal(_inside(), mode) == said


def test_an_assault_disembark_needs_its_transports_normal_move() -> None:
    game = _inside(Mode.ASSAULT.value)
    with pytest.raises(ImpossibleEvent) as caught:
        game.disembark("Squad", Mode.ASSAULT)
    assert str(caught.value) == (
        '"Squad" cannot have made an Assault Disembark: its TRANSPORT has not made a normal '
        "move this phase (18.06)"
    )
    game.move("Rhino", MoveKind.NORMAL)
    game.disembark("Squad", Mode.ASSAULT)
    assert game.last_disembark("Squad") == Mode.ASSAULT.value


def test_a_mode_the_transports_move_rules_out_is_an_input_error() -> None:
    moved = _inside()
    moved.move("Rhino", MoveKind.NORMAL)
    assert _refusal(moved, Mode.COMBAT) == (
        '"Squad" cannot make a Combat Disembark: its TRANSPORT made a normal or ingress move '
        "this phase, so the mode is Rapid Disembark (18.04.01) | Combat Disembark | None"
    )
    assert _refusal(moved, Mode.TACTICAL) == (
        '"Squad" cannot make a Tactical Disembark: its TRANSPORT\'s move this phase makes the '
        "mode Rapid Disembark (18.04) | Tactical Disembark | using Rapid Disembark"
    )
    assert _refusal(_inside(), Mode.RAPID) == (
        '"Squad" cannot make a Rapid Disembark: its TRANSPORT\'s move this phase makes the '
        "mode Tactical Disembark (18.04) | Rapid Disembark | using Tactical Disembark"
    )


def test_only_a_tactical_disembark_has_a_further_move_and_only_normal_or_advance() -> None:
    assert _refusal(_inside(), Mode.COMBAT, MoveKind.NORMAL) == (
        '"Squad" makes no further move after a Combat Disembark: only a Tactical Disembark is '
        "followed by a normal or advance move (18.04, 09.02) | normal | None"
    )
    assert _refusal(_inside(), None, MoveKind.FALL_BACK) == (
        "a Tactical Disembark is followed by a normal or advance move, not a fall-back move "
        "(18.04) | fall-back | None"
    )
    game = _inside()
    game.disembark("Squad", None, MoveKind.ADVANCE)
    assert game.unit("Squad").moved_this_turn(MoveKind.ADVANCE, game.now.turn_key)


def test_only_a_combat_disembark_ends_engaged_and_only_beside_an_engaged_transport() -> None:
    assert _refusal(_inside(), Mode.TACTICAL, ends_engaged=True) == (
        "only a Combat Disembark may end engaged, not a Tactical Disembark (18.04) | engaged | None"
    )
    with pytest.raises(ImpossibleEvent) as caught:
        _inside().disembark("Squad", Mode.COMBAT, ends_engaged=True)
    assert str(caught.value) == (
        '"Squad" cannot have ended a Combat Disembark engaged: its TRANSPORT is not engaged (18.04)'
    )
    game = _inside(engaged=True)
    game.disembark("Squad", Mode.COMBAT, ends_engaged=True)
    squad = game.unit("Squad")
    assert squad.engaged and squad.battle_shocked
    unengaged = _inside(engaged=True)
    unengaged.disembark("Squad", Mode.COMBAT)
    assert unengaged.unit("Squad").engaged is False


def test_a_disembark_weighs_every_mode_clause_and_notes_its_own() -> None:
    game = _inside()
    game.disembark("Squad")
    seen = weighed(game)
    assert seen[TACTICAL.id] == {True}
    for rule in (RAPID, COMBAT, ASSAULT, SHOCK):
        assert seen[rule.id] == {False}
    text = "\n".join(game.trace)
    assert "Squad disembarks using Tactical Disembark" in text
    assert game.unit("Squad").disembarks == ((Mode.TACTICAL.value, game.now.turn_key),)


def test_fights_first_says_why_both_ways_and_weighs_both_clauses() -> None:
    fight = at(Phase.FIGHT)
    game = game_of(Unit("Ruled", fights_first=True), Unit("Plain"), now=fight)
    yes, why = game.fights_first("Ruled")
    assert yes is True
    assert [(r.text, r.rule) for r in why] == [
        ("a rule gives it Fights First", FIGHTS_FIRST),
        ("it made no charge move this turn", CHARGE_FIGHTS_FIRST),
    ]
    no, why_not = game.fights_first("Plain")
    assert no is False
    assert [(r.text, r.rule) for r in why_not] == [
        ("no rule gives it Fights First", FIGHTS_FIRST),
        ("it made no charge move this turn", CHARGE_FIGHTS_FIRST),
    ]
    assert weighed(game)[FIGHTS_FIRST.id] == {True, False}
    assert weighed(game)[CHARGE_FIGHTS_FIRST.id] == {False}
    charger = Unit("Charger", moves=((MoveKind.CHARGE, fight.turn_key),))
    charged = game_of(charger, now=fight)
    yes, why = charged.fights_first("Charger")
    assert yes is True
    assert [r.text for r in why] == [
        "no rule gives it Fights First",
        "it made a charge move this turn",
    ]
    assert weighed(charged)[CHARGE_FIGHTS_FIRST.id] == {True}


def _part(name: str, role: str, **facts: object) -> Part:
    return Part(Unit(name, **facts), role)  # type: ignore[arg-type]


def test_an_attached_unit_is_formed_from_every_parts_facts() -> None:
    here, key = ("Rd1", "A", "Fight"), (1, "A")
    leader = _part(
        "Captain",
        "leader",
        oc=None,
        starting_strength=1,
        models=1,
        engaged=True,
        within=frozenset({"Ruins"}),
        moves=((MoveKind.NORMAL, key),),
        fights_first=True,
        selected_to_fight=(here,),
        overrun_selected=(here,),
        engaged_at_fight_step=((here, True),),
        battle_shock_modifier=1,
        datasheet="Captain",
    )
    squad = _part(
        "Squad", "bodyguard", within=frozenset({"Crater"}), destroyed=False, datasheet="Squad"
    )
    unit = attach(squad, [leader])
    assert unit.name == "Squad" and unit.parts == ("Captain", "Squad")
    assert unit.engaged is True and unit.destroyed is False and unit.on_battlefield is True
    assert unit.within == frozenset({"Ruins", "Crater"})
    assert unit.moves == ((MoveKind.NORMAL, key),)
    assert unit.fights_first is True
    assert unit.selected_to_fight == (here,) and unit.overrun_selected == (here,)
    assert unit.engaged_at_fight_step == ((here, True),)
    assert unit.battle_shock_modifier == 1
    assert unit.datasheet == "Captain + Squad"
    assert unit.oc == 2 and unit.ocs == (None, 2)
    assert [p.datasheet for p in unit.part_facts] == ["Captain", "Squad"]
    plain = attach(_part("Squad", "bodyguard", oc=None), [_part("Captain", "leader", oc=None)])
    assert plain.oc is None and plain.datasheet is None
    assert plain.engaged is False and plain.fights_first is False


def test_an_attached_unit_is_destroyed_only_with_every_part() -> None:
    gone = attach(
        _part("Squad", "bodyguard", destroyed=True, models=0),
        [_part("Captain", "leader", destroyed=True, models=0)],
    )
    assert gone.destroyed is True
    off = attach(_part("Squad", "bodyguard"), [_part("Captain", "leader", on_battlefield=False)])
    assert off.on_battlefield is False


def test_the_19_01_refusals_name_the_units_and_the_offending_word() -> None:
    with pytest.raises(RulesInputError) as caught:
        attach(_part("Squad", "bodyguard"), [_part("Captain", "leader", player="B")])
    assert caught.value.word == "Captain"
    assert caught.value.message.startswith(
        '"Captain" cannot lead "Squad": a leader leads a friendly'
    )
    for role in ("leader", "support"):
        with pytest.raises(RulesInputError) as caught:
            check_leaders("Squad", [_part("One", role), _part("Two", role)])
        assert caught.value.message.startswith(
            f'"Squad" cannot be led by both "One" and "Two": a bodyguard unit has only one {role} '
            "unit attached to it ["
        )
        assert caught.value.word == "Two"
    check_leaders("Squad", [_part("One", "leader"), _part("Two", "support")])
    with pytest.raises(RulesInputError) as caught:
        check_listed("Captain", "Squad", ("Captain Sheet", "Squad Sheet"), listed=False)
    assert caught.value.message.startswith(
        '"Captain" (Captain Sheet) cannot lead "Squad" (Squad Sheet): its datasheet does not '
        "list that unit among those it can lead ["
    )
    assert caught.value.word == "Squad"
    check_listed("Captain", "Squad", ("Captain Sheet", "Squad Sheet"), listed=True)
    problems = part_problems(_part("Squad", "bodyguard", models=6))
    assert [field for field, _ in problems] == ["models"]


def test_the_emergency_disembark_is_traced_with_both_its_clauses() -> None:
    game = _inside()
    game.leave_battlefield("Rhino", destroyed=True)
    notes = [line.split(": ", 1)[1] for line in game.trace]
    assert notes[-2:] == [
        "Squad makes an emergency disembark move [18.03 Disembarking]",
        "Squad is battle-shocked [18.05 Emergency Disembark Move]",
    ]
    assert weighed(game)[TRANSPORT_DESTROYED.id] == {True}
    empty = _movement(Unit("Rhino", keywords=TRANSPORT))
    empty.leave_battlefield("Rhino", destroyed=True)
    assert weighed(empty)[TRANSPORT_DESTROYED.id] == {False}


def test_a_combat_disembark_is_traced_as_battle_shocked_without_a_roll() -> None:
    game = _inside()
    game.disembark("Squad", Mode.COMBAT)
    notes = [line.split(": ", 1)[1] for line in game.trace]
    assert notes[-2:] == [
        "Squad disembarks using Combat Disembark [18.04 Disembark Move]",
        "Squad is battle-shocked (no roll) [18.04 Disembark Move]",
    ]


def test_the_mode_is_rapid_after_the_transports_ingress_and_never_disembarked_says_none() -> None:
    game = _inside()
    assert game.last_disembark("Squad") is None
    transport = Unit(
        "Rhino", keywords=TRANSPORT, phase_moves=((MoveKind.INGRESS, game.now.phase_key),)
    )
    assert forced_mode(transport, game.now) is Mode.RAPID
    moved = Unit("Rhino", keywords=TRANSPORT, phase_moves=((MoveKind.NORMAL, game.now.phase_key),))
    assert forced_mode(moved, game.now) is Mode.RAPID
    assert forced_mode(Unit("Rhino"), game.now) is Mode.TACTICAL


@pytest.mark.parametrize(
    ("word", "mode"),
    [("Rapid", Mode.RAPID), (" tactical disembark. ", Mode.TACTICAL), ("COMBAT", Mode.COMBAT)],
)
def test_a_disembark_mode_is_read_by_its_name_or_first_word(word: str, mode: Mode) -> None:
    assert Mode.parse(word) is mode


def test_an_unknown_disembark_mode_lists_the_modes_and_suggests_one() -> None:
    with pytest.raises(RulesInputError) as caught:
        Mode.parse("Rapid Disembak")
    assert caught.value.message == (
        "unknown disembark mode 'Rapid Disembak'; modes are Rapid Disembark, Tactical Disembark, "
        "Combat Disembark, Assault Disembark, Shock Disembark"
    )
    assert caught.value.word == "Rapid Disembak"
    assert caught.value.suggestion == "Rapid Disembark"
    with pytest.raises(RulesInputError):
        Mode.parse("Disembark")


FIGHT_STEP = clock.in_phase(1, "A", Phase.FIGHT, "A", clock.Point.FIGHT_STEP)


def test_an_unknown_fight_type_names_the_word_and_suggests_one() -> None:
    with pytest.raises(RulesInputError) as caught:
        FightType.parse(" Overun ")
    error = caught.value
    assert error.message == "unknown fight type ' Overun '; fight types are normal and overrun"
    assert (error.word, error.suggestion) == (" Overun ", "overrun")


def test_the_step_start_engagement_is_weighed_only_once_the_fight_step_has_begun() -> None:
    moved_off = Unit("Off", engaged_at_fight_step=((FIGHT_STEP.phase_key, True),))
    game = game_of(moved_off, Unit("Held", engaged=True), now=FIGHT_STEP)
    assert game.eligibility_to_fight("Off").yes
    assert weighed(game)[STEP_START_ENGAGEMENT.id] == {True}
    assert game.eligibility_to_fight("Held").yes
    assert weighed(game)[STEP_START_ENGAGEMENT.id] == {True, False}
    before = game_of(Unit("Held", engaged=True), now=at(Phase.FIGHT))
    assert before.eligibility_to_fight("Held").yes
    assert STEP_START_ENGAGEMENT.id not in weighed(before)
    shooting = game_of(Unit("Held", engaged=True), now=at(Phase.SHOOTING))
    assert not shooting.eligibility_to_fight("Held").yes
    assert STEP_START_ENGAGEMENT.id not in weighed(shooting)


def test_selecting_a_unit_that_cannot_fight_says_every_reason() -> None:
    game = game_of(Unit("Far"), now=at(Phase.SHOOTING))
    with pytest.raises(ImpossibleEvent) as caught:
        game.select_to_fight("Far")
    error = caught.value
    assert str(error) == (
        '"Far" cannot have been selected to fight: it is not the Fight phase (12.04); it is not '
        "engaged, was not engaged at the start of the Fight step and made no charge move this "
        "turn (12.04)"
    )
    assert (error.unit, error.word) == ("Far", "Far")
    assert [r.rule for r in error.reasons] == [FIGHT_IN_PHASE, ELIGIBLE_TO_FIGHT]


def test_selecting_a_unit_to_fight_is_traced_and_weighs_the_overrun_pile_in() -> None:
    game = game_of(Unit("Held", engaged=True), now=FIGHT_STEP)
    game.select_to_fight("Held")
    assert game.trace[-1].endswith(": Held is selected to fight")
    assert weighed(game)[OVERRUN_PILE_IN.id] == {False}
    assert game.unit("Held").overrun_selected == ()


def test_was_eligible_this_phase_outside_and_inside_the_fight_phase() -> None:
    selected = Unit("Chosen", selected_to_fight=(FIGHT_STEP.phase_key,))
    assert was_eligible_this_phase(selected, FIGHT_STEP, engaged_in_phase=False)
    assert not was_eligible_this_phase(Unit("Plain"), FIGHT_STEP, engaged_in_phase=False)
    assert not was_eligible_this_phase(selected, at(Phase.SHOOTING), engaged_in_phase=True)
    assert not engaged_at_step_start(Unit("Held", engaged=True), at(Phase.SHOOTING))


def test_aircraft_going_into_reserves_is_traced() -> None:
    jet = Unit("Jet", player="B", keywords=frozenset({"AIRCRAFT"}))
    game = game_of(jet, now=at(Phase.FIGHT))
    game.advance_to(game.end_of_turn())
    assert any(
        line.endswith(": Jet goes into strategic reserves [23.02 Aircraft Movement]")
        for line in game.trace
    )
    assert game.in_strategic_reserves("Jet")


def test_a_unit_embarked_in_a_transport_on_the_battlefield_is_not_in_reserves() -> None:
    assert not _inside().in_strategic_reserves("Squad")
    assert _inside(in_reserves=True, on_battlefield=False).in_strategic_reserves("Squad")


def test_a_shock_grant_excuses_an_advance_only_for_a_shock_disembark() -> None:
    game = _inside(Mode.SHOCK.value)
    game.move("Rhino", MoveKind.ADVANCE)
    assert not game.can_move("Squad", MoveKind.DISEMBARK).yes
    assert game.can_move("Squad", MoveKind.DISEMBARK, mode=Mode.SHOCK).yes


def test_a_declared_charge_is_read_for_this_phase() -> None:
    charge = at(Phase.CHARGE)
    # Not within 12" now: only a charge declared this phase lets it make a charge move.
    declared = Unit("Charger", near_enemy=False, charges_declared=(charge.phase_key,))
    assert game_of(declared, now=charge).can_move("Charger", MoveKind.CHARGE).yes
    later = at(Phase.CHARGE, battle_round=2)
    assert not game_of(declared, now=later).can_move("Charger", MoveKind.CHARGE).yes


def test_reserves_that_never_arrived_spare_units_whose_transport_arrived() -> None:
    waiting = Unit("Squad", on_battlefield=False, embarked_in="Rhino")
    came = Unit("Rhino", keywords=TRANSPORT, on_battlefield=False, in_reserves=True)
    arrived = {"Squad": waiting, "Rhino": replace(came, ingress_earlier=True)}
    assert not never_arrived(waiting, arrived)
    assert never_arrived(waiting, {"Squad": waiting, "Rhino": came})
    assert not never_arrived(Unit("Squad"), {"Squad": Unit("Squad")})
    moved = Unit("Late", on_battlefield=False, in_reserves=True)
    moved = replace(moved, phase_moves=((MoveKind.NORMAL, (1, "A", "Movement")),))
    assert never_arrived(moved, {"Late": moved})


def test_a_charge_phase_started_since_with_player_b_first() -> None:
    key = (2, "B", "Movement")
    shooting = clock.in_phase(2, "B", Phase.SHOOTING, "B")
    charge = clock.in_phase(2, "B", Phase.CHARGE, "B")
    assert not charge_phase_started_since(key, shooting)
    assert charge_phase_started_since(key, charge)


def test_aircraft_going_into_reserves_weighs_23_02() -> None:
    jet = Unit("Jet", player="B", keywords=frozenset({"AIRCRAFT"}))
    game = game_of(jet, now=at(Phase.FIGHT))
    game.advance_to(game.end_of_turn())
    assert weighed(game)[AIRCRAFT_TO_RESERVES.id] == {True}


def test_a_span_with_a_bound_from_another_fact_has_no_fixed_values() -> None:
    assert Span(1, 6, toward=3).fixed() == (3, 1, 6)
    for span in (Span(1, "models", toward=3), Span("models", 6, 3), Span(1, 6, "models")):
        with pytest.raises(TypeError, match="takes a bound from another fact"):
            span.fixed()

    class Facts(_Facts):
        shots = UnitField[int](Kind.WHOLE, 3, "99.01", "shots")

    with pytest.raises(TypeError, match="the shots row does not draw whole numbers"):
        Facts.shots.span()
