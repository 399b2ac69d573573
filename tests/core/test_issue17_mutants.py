"""What the mutation run of issue 17's and 16's core code (docs/mutation.md, issue 17) found
unchecked: the builders the move table is made with at import (mutmut switches a mutant only
inside a call, so these tests call them again), the unit field descriptor, control
contributions, and messages and defaults no scenario states."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruleslawyer.core import ImpossibleEvent, Phase, RulesInputError, Unit, clock
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


def test_fights_first_says_why_both_ways_and_weighs_both_clauses() -> None:
    fight = at(Phase.FIGHT)
    game = game_of(Unit("Ruled", fights_first=True), Unit("Plain"), now=fight)
    yes, why = game.fight.fights_first("Ruled")
    assert yes is True
    assert [(r.text, r.rule) for r in why] == [
        ("a rule gives it Fights First", FIGHTS_FIRST),
        ("it made no charge move this turn", CHARGE_FIGHTS_FIRST),
    ]
    no, why_not = game.fight.fights_first("Plain")
    assert no is False
    assert [(r.text, r.rule) for r in why_not] == [
        ("no rule gives it Fights First", FIGHTS_FIRST),
        ("it made no charge move this turn", CHARGE_FIGHTS_FIRST),
    ]
    assert weighed(game)[FIGHTS_FIRST.id] == {True, False}
    assert weighed(game)[CHARGE_FIGHTS_FIRST.id] == {False}
    charger = Unit("Charger", moves=((MoveKind.CHARGE, fight.turn_key),))
    charged = game_of(charger, now=fight)
    yes, why = charged.fight.fights_first("Charger")
    assert yes is True
    assert [r.text for r in why] == [
        "no rule gives it Fights First",
        "it made a charge move this turn",
    ]
    assert weighed(charged)[CHARGE_FIGHTS_FIRST.id] == {True}


def _part(name: str, role: str, **facts: object) -> Part:
    return Part(Unit(name, **facts), role)  # type: ignore[arg-type]


def test_an_attached_unit_is_formed_from_every_parts_facts() -> None:
    here, key = (1, "A", "Fight"), (1, "A")
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
    assert game.fight.eligibility_to_fight("Off").yes
    assert weighed(game)[STEP_START_ENGAGEMENT.id] == {True}
    assert game.fight.eligibility_to_fight("Held").yes
    assert weighed(game)[STEP_START_ENGAGEMENT.id] == {True, False}
    before = game_of(Unit("Held", engaged=True), now=at(Phase.FIGHT))
    assert before.fight.eligibility_to_fight("Held").yes
    assert STEP_START_ENGAGEMENT.id not in weighed(before)
    shooting = game_of(Unit("Held", engaged=True), now=at(Phase.SHOOTING))
    assert not shooting.fight.eligibility_to_fight("Held").yes
    assert STEP_START_ENGAGEMENT.id not in weighed(shooting)


def test_selecting_a_unit_that_cannot_fight_says_every_reason() -> None:
    game = game_of(Unit("Far"), now=at(Phase.SHOOTING))
    with pytest.raises(ImpossibleEvent) as caught:
        game.fight_order.select("Far")
    error = caught.value
    assert str(error) == (
        '"Far" cannot have been selected to fight: it is not the Fight phase (12.04); it is not '
        "engaged, was not engaged at the start of the Fight step and made no charge move this "
        "turn (12.04)"
    )
    assert (error.unit, error.word) == ("Far", "Far")
    assert [getattr(r, "rule", None) for r in error.reasons] == [FIGHT_IN_PHASE, ELIGIBLE_TO_FIGHT]


def test_selecting_a_unit_to_fight_is_traced_and_weighs_the_overrun_pile_in() -> None:
    game = game_of(Unit("Held", engaged=True), now=FIGHT_STEP)
    game.fight_order.select("Held")
    assert game.trace[-1].endswith(": Held is selected to fight")
    assert weighed(game)[OVERRUN_PILE_IN.id] == {False}
    assert game.unit("Held").overrun_selected == ()


def test_was_eligible_this_phase_outside_and_inside_the_fight_phase() -> None:
    selected = Unit("Chosen", selected_to_fight=(FIGHT_STEP.phase_key,))
    assert was_eligible_this_phase(selected, FIGHT_STEP, engaged_in_phase=False)
    assert not was_eligible_this_phase(Unit("Plain"), FIGHT_STEP, engaged_in_phase=False)
    assert not was_eligible_this_phase(selected, at(Phase.SHOOTING), engaged_in_phase=True)
    assert not engaged_at_step_start(Unit("Held", engaged=True), at(Phase.SHOOTING))


def test_a_declared_charge_is_read_for_this_phase() -> None:
    charge = at(Phase.CHARGE)
    # Not within 12" now: only a charge declared this phase lets it make a charge move.
    declared = Unit("Charger", near_enemy=False, charges_declared=(charge.phase_key,))
    assert game_of(declared, now=charge).moves.can_move("Charger", MoveKind.CHARGE).yes
    later = at(Phase.CHARGE, battle_round=2)
    assert not game_of(declared, now=later).moves.can_move("Charger", MoveKind.CHARGE).yes


def test_a_span_with_a_bound_from_another_fact_has_no_fixed_values() -> None:
    assert Span(1, 6, toward=3).fixed() == (3, 1, 6)
    for span in (Span(1, "models", toward=3), Span("models", 6, 3), Span(1, 6, "models")):
        with pytest.raises(TypeError, match="takes a bound from another fact"):
            span.fixed()

    class Facts(_Facts):
        shots = UnitField[int](Kind.WHOLE, 3, "99.01", "shots")

    with pytest.raises(TypeError, match="the shots row does not draw whole numbers"):
        Facts.shots.span()


def test_an_attached_unit_takes_the_best_oc_every_action_and_is_destroyed_with_all() -> None:
    started = (("Task", (1, "A")),)
    unit = attach(
        _part("Squad", "bodyguard", oc=1, destroyed=True, models=0),
        [_part("Captain", "leader", oc=3, actions_started=started)],
    )
    assert unit.oc == 3 and unit.destroyed is False
    assert unit.actions_started == started
    with pytest.raises(RulesInputError, match=r'^"Squad" cannot be led by both'):
        attach(_part("Squad", "bodyguard"), [_part("A", "leader"), _part("B", "leader")])


def test_fights_first_by_a_charge_cites_11_04() -> None:
    fight = at(Phase.FIGHT)
    charger = Unit("Charger", moves=((MoveKind.CHARGE, fight.turn_key),))
    _, why = game_of(charger, now=fight).fight.fights_first("Charger")
    assert why[1].rule == CHARGE_FIGHTS_FIRST
