"""What the stratagem scenarios cannot state, pinned for the mutation run (docs/mutation.md):
error messages with their words and suggestions, the trace, the core ten as ``_core`` builds
them, and the rarer target needs."""

from __future__ import annotations

import pytest

from ruleslawyer.core import Ability, AbilityWhen, Game, Phase, RulesInputError, Unit
from ruleslawyer.core import clock as gc
from ruleslawyer.core import core_stratagems as cs
from ruleslawyer.core.stratagem_effects import Shoots
from ruleslawyer.core.stratagems import (
    CP_COST,
    R_NOT_TARGET,
    TARGET_ROW,
    WHEN_ROW,
    Need,
    Restriction,
    StratagemDef,
    StratagemTarget,
    StratagemWhen,
    no_cp,
    stratagem_reason_for,
)
from ruleslawyer.core.triggers import OUT_OF_PHASE
from ruleslawyer.core.units import MoveKind

B_MOVEMENT_END = gc.moment_at(2, "B", gc.PHASE_END[Phase.MOVEMENT], "A")


def error(call: object, *args: object) -> RulesInputError:
    with pytest.raises(RulesInputError) as caught:
        call(*args)  # type: ignore[operator]
    return caught.value


def test_the_trace_of_refused_and_resolved_uses() -> None:
    g = Game(
        units={"Squad": Unit("Squad"), "Reserve": Unit("Reserve", on_battlefield=False)},
        cp={"A": 3, "B": 0},
        now=B_MOVEMENT_END,
    )
    g.set_unit(g.unit("Reserve"), in_reserves=True)
    g.stratagems["Orders"] = StratagemDef.from_rows("Orders", {"TARGET": "none"})
    g.use_stratagem("B", "Fire Overwatch", "Squad")
    g.use_stratagem("A", "Fire Overwatch", "Squad")
    g.use_stratagem("A", "Rapid Ingress", "Reserve")
    g.use_stratagem("A", "Orders")
    g.use_stratagem("A", "Command Re-roll", "Reserve", "wound")
    at = "the end of player B's Movement phase, battle round 2: "
    rule = " [15.01 Using Stratagems]"
    assert g.trace == [
        at
        + 'player B cannot use Fire Overwatch on "Squad": the stratagem cannot be used now'
        + " (WHEN: the end of your opponent's Movement phase; now: the end of player B's "
        + "Movement phase, battle round 2)"
        + rule,
        at + 'player B cannot use Fire Overwatch on "Squad": it is not a unit the stratagem can '
        "target" + rule,
        at
        + 'player B cannot use Fire Overwatch on "Squad": player B does not have enough CP'
        + rule,
        at + "Fire Overwatch costs 1CP; player B has 0CP",
        at + 'player A uses Fire Overwatch on "Squad" for 1CP (2CP left)' + rule,
        at + "Squad shoots using snap shooting [15.08 Fire Overwatch]",
        at + 'player A uses Rapid Ingress on "Reserve" for 1CP (1CP left)' + rule,
        at + "Reserve makes an ingress move onto the battlefield [15.07 Rapid Ingress]",
        at + "Reserve ends its ingress move [20.04 Ingress Move]",
        at + "player A uses Orders for 1CP (0CP left)" + rule,
        at + "Orders: its effect",
        at + 'player A cannot use Command Re-roll on "Reserve": the unit was already targeted by '
        "a stratagem this phase" + rule,
        at
        + 'player A cannot use Command Re-roll on "Reserve": player A does not have enough CP'
        + rule,
        at + "Command Re-roll costs 1CP; player A has 0CP",
    ]
    assert not g.unit("Reserve").in_reserves


def test_the_trace_of_the_other_effects() -> None:
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 3, "B": 0}, now=B_MOVEMENT_END)
    g.use_stratagem("A", "Command Re-roll", "Squad")
    g.clock.advance_to(g.clock.phase_of("B", Phase.CHARGE, "end"))
    g.use_stratagem("A", "Heroic Intervention", "Squad")
    notes = [line.split(": ", 1)[1] for line in g.trace]
    assert "Squad's last roll is re-rolled [15.02 Command Re-roll]" in notes
    assert "Squad resolves a charge [15.11 Heroic Intervention]" in notes
    assert "Squad declares a charge" in notes
    locked = Ability("Steady Aim", "Squad", AbilityWhen.AFTER_SHOOTING_IN_YOUR_SHOOTING_PHASE)
    shoot = Game(
        units={"Squad": Unit("Squad")},
        abilities=[locked],
        cp={"A": 1, "B": 0},
        now=B_MOVEMENT_END,
    )
    shoot.use_stratagem("A", "Fire Overwatch", "Squad")
    assert shoot.weighed[OUT_OF_PHASE] == {True}  # the snap shooting is out of phase (07.02.01)
    assert shoot.rule_firing.ability_fired("Steady Aim") == 0


def test_insane_bravery_notes_its_effect_and_weighs_its_clause() -> None:
    g = Game(
        units={"Squad": Unit("Squad", models=1)},
        now=gc.start_of_round(2, "A"),
        planned_bravery=[("A", "Insane Bravery", "Squad")],
    )
    g.clock.resolve_command_phase("A")
    assert any(
        line.endswith("Squad's battle-shock roll automatically succeeds [15.04 Insane Bravery]")
        for line in g.trace
    )
    assert g.weighed[cs.BRAVERY] == {True}
    assert any("automatically succeeded" in line for line in g.trace)


def test_a_declared_stratagem_with_a_target_can_be_used_on_no_unit() -> None:
    g = Game(units={}, cp={"A": 1, "B": 0}, now=B_MOVEMENT_END)
    g.stratagems["Orders"] = StratagemDef.from_rows("Orders", {"TARGET": "none"})
    assert g.use_stratagem("A", "Orders") == ()


def test_errors_of_the_game_name_their_word_and_suggestion() -> None:
    g = Game(units={"Squad": Unit("Squad")}, now=B_MOVEMENT_END)
    unknown = error(g.stratagem_part.stratagem, "Fire Overwach")
    assert unknown.message.startswith(
        'no stratagem "Fire Overwach" is known: the core stratagems are "Command Re-roll", '
        '"Epic Challenge", '
    )
    assert unknown.message.endswith(' (or declare it: Given the stratagem "Fire Overwach":)')
    assert (unknown.word, unknown.suggestion) == ("Fire Overwach", '"Fire Overwatch"')
    roll = error(g.stratagem_part.stratagem_refusals_now, "A", "Command Re-roll", "Squad", "hitt")
    assert roll.message == (
        "'hitt' is not a roll; rolls are advance, charge, damage, hazard, hit, save, wound, "
        "battle-shock"
    )
    assert (roll.word, roll.suggestion) == ("hitt", "hit")
    no_unit = error(g.use_stratagem, "A", "Fire Overwatch")
    assert no_unit.message == (
        'the "Fire Overwatch" stratagem targets a unit (its TARGET is "one friendly unengaged '
        'unit (excluding TITANIC units)"): name it (player A uses the "Fire Overwatch" '
        'stratagem on "<unit>")'
    )
    assert no_unit.word == "Fire Overwatch"
    # Any TARGET that names a unit needs one, whether the core resolves its effect or not.
    for name in ("Epic Challenge", "Smokescreen"):
        assert error(g.use_stratagem, "A", name).word == name
    g.stratagems["Orders"] = StratagemDef.from_rows("Orders", {})  # TARGET: one friendly unit
    assert "name it" in error(g.use_stratagem, "A", "Orders").message
    assert g.stratagem_part.stratagem_uses == []


def test_errors_of_the_rows_name_their_word_and_suggestion() -> None:
    step = error(StratagemWhen.parse, "the Battle-shock step of your Shooting phase")
    assert step.message.endswith(": the Battle-shock step is a step of the Command phase")
    assert step.suggestion == "'the Battle-shock step of your Command phase'"
    when = error(StratagemWhen.parse, "your Shootin phase")
    assert when.message.startswith("WHEN 'your Shootin phase' is not a moment a stratagem can")
    assert "'either player's Fight phase' or 'any phase'" in when.message
    assert (when.word, when.suggestion) == ("your Shootin phase", "Shooting")
    target = error(StratagemTarget.parse, "one frendly unit")
    assert target.message.startswith("TARGET 'one frendly unit' is not a kind of unit; write")
    assert "'one friendly unit (excluding TITANIC units)'" in target.message
    assert (target.word, target.suggestion) == ("one frendly unit", "one friendly unit")
    limit = error(Restriction.parse, "twice per battle")
    assert limit.message == (
        "RESTRICTIONS 'twice per battle' is not a restriction; write 'none', 'once per battle' "
        "or 'not in the first battle round'"
    )
    assert (limit.word, limit.suggestion) == ("twice per battle", "once per battle")
    row = error(StratagemDef.from_rows, "X", {"TARGT": "1"})
    assert row.message == (
        "the stratagem 'X' has an unknown row 'TARGT'; rows are CP, WHEN, TARGET, RESTRICTIONS "
        "and EFFECT"
    )
    assert (row.word, row.suggestion) == ("TARGT", "TARGET")
    cp = error(StratagemDef.from_rows, "X", {"CP": "one"})
    assert cp.message == (
        "CP 'one' is not a cost; write a whole number of CP such as 1 (0 is allowed)"
    )
    assert cp.word == "one"
    reason = error(stratagem_reason_for, "the unit is battleshocked")
    assert reason.message == "unknown stratagem reason 'the unit is battleshocked'"
    assert (reason.word, reason.suggestion) == (
        "the unit is battleshocked",
        "the unit is battle-shocked",
    )
    assert error(stratagem_reason_for, "player a lacks CP").suggestion is not None


def test_spellings_the_rows_accept() -> None:
    assert Restriction.parse("You cannot use this stratagem more than once per battle.") is (
        Restriction.ONCE_PER_BATTLE
    )
    assert Restriction.parse("You cannot use this stratagem during the first battle round.") is (
        Restriction.NOT_FIRST_ROUND
    )
    assert Restriction.parse("-") is Restriction.NONE
    assert Restriction.parse("") is Restriction.NONE
    assert Restriction.parse(" Once  per battle. ") is Restriction.ONCE_PER_BATTLE
    for none in ("none", "No target", "-", " none. "):
        assert StratagemDef.from_rows("X", {"TARGET": none}).target is None
    assert StratagemDef.from_rows("X", {" cp ": "2CP"}).cp == 2
    assert StratagemDef.from_rows("X", {"restrictions": "once per battle"}).restriction is (
        Restriction.ONCE_PER_BATTLE
    )
    assert StratagemDef.from_rows("X", {"Effect": "  draw  "}).effect == "draw"
    assert stratagem_reason_for(" it was already  used this phase. ").text == (
        "it was already used this phase"
    )
    assert stratagem_reason_for("player B does not have enough CP") == no_cp("B")
    assert no_cp("B").rule == CP_COST
    when = StratagemWhen.parse(" Any phase. ")
    assert (when.starts, when.step, when.text) == (None, None, "Any phase")
    step = StratagemWhen.parse("Battle-shock step of your Command phase")
    assert step.step is gc.Point.BATTLE_SHOCK
    target = StratagemTarget.parse("One Friendly UNENGAGED MONSTER/VEHICLE unit")
    assert (target.enemy, target.keywords, target.needs) == (
        False,
        ("MONSTER", "VEHICLE"),
        (Need.UNENGAGED,),
    )


def test_core_builds_each_stratagem_from_its_printed_rows() -> None:
    built = cs._core(
        "Test",
        "your Shooting phase",
        "one friendly unengaged GRENADES unit (excluding TITANIC units)",
        Need.ELIGIBLE_TO_SHOOT,
        cp=2,
        restriction=Restriction.ONCE_PER_BATTLE,
        effect="boom",
        effects=(Shoots(cs.OVERWATCH),),
    )
    assert (built.name, built.cp, built.restriction, built.effect, built.effects) == (
        "Test",
        2,
        Restriction.ONCE_PER_BATTLE,
        "boom",
        (Shoots(cs.OVERWATCH),),
    )
    assert built.when == StratagemWhen.parse("your Shooting phase")
    assert built.target == StratagemTarget(
        False,
        ("GRENADES",),
        ("TITANIC",),
        (Need.UNENGAGED, Need.ELIGIBLE_TO_SHOOT),
        "one friendly unengaged GRENADES unit (excluding TITANIC units)",
    )
    plain = cs._core("Plain", "any phase", "one friendly unit")
    assert (plain.cp, plain.restriction, plain.effect, plain.effects) == (
        1,
        Restriction.NONE,
        "its effect",
        (),
    )
    assert plain.target is not None and plain.target.needs == ()


def test_crushing_impact_needs_a_charge_move_this_phase() -> None:
    now = gc.in_phase(2, "A", Phase.CHARGE, "A")
    tank = Unit("Tank", keywords=frozenset({"VEHICLE"}))
    charged = Unit(
        "Beast", keywords=frozenset({"MONSTER"}), moves=((MoveKind.CHARGE, now.turn_key),)
    )
    g = Game(units={"Tank": tank, "Beast": charged}, cp={"A": 2, "B": 0}, now=now)
    assert g.stratagem_part.stratagem_refusals_now("A", "Crushing Impact", "Tank") == (
        R_NOT_TARGET,
    )
    assert g.stratagem_part.stratagem_refusals_now("A", "Crushing Impact", "Beast") == ()
    later = Game(units={"Beast": charged}, cp={"A": 2, "B": 0}, now=now)
    later.clock.advance_to(later.clock.phase_of("A", Phase.FIGHT))
    assert later.stratagem_part.stratagem_refusals_now("A", "Crushing Impact", "Beast") != ()


def test_heroic_intervention_takes_a_vehicle_character_or_walker() -> None:
    now = gc.moment_at(2, "B", gc.PHASE_END[Phase.CHARGE], "A")
    units = {
        name: Unit(name, keywords=frozenset(kws))
        for name, kws in {
            "Hero": {"VEHICLE", "CHARACTER"},
            "Walker": {"VEHICLE", "WALKER"},
            "Tank": {"VEHICLE"},
        }.items()
    }
    g = Game(units=units, cp={"A": 2, "B": 0}, now=now)
    assert g.stratagem_part.stratagem_refusals_now("A", "Heroic Intervention", "Hero") == ()
    assert g.stratagem_part.stratagem_refusals_now("A", "Heroic Intervention", "Walker") == ()
    assert g.stratagem_part.stratagem_refusals_now("A", "Heroic Intervention", "Tank") == (
        R_NOT_TARGET,
    )


def test_counteroffensive_needs_a_unit_eligible_to_fight() -> None:
    # In the Fight step of player B's Fight phase, after a unit of B's has fought (15.12).
    now = gc.in_phase(2, "B", Phase.FIGHT, "A", gc.Point.FIGHT_STEP)
    raiders = Unit("Raiders", player="B", engaged=True, selected_to_fight=(now.phase_key,))
    g = Game(
        units={"Squad": Unit("Squad", engaged=True), "Idle": Unit("Idle"), "Raiders": raiders},
        cp={"A": 2, "B": 0},
        now=now,
    )
    assert g.stratagem_part.stratagem_refusals_now("A", "Counteroffensive", "Squad") == ()
    assert g.stratagem_part.stratagem_refusals_now("A", "Counteroffensive", "Idle") == (
        R_NOT_TARGET,
    )


def test_only_a_named_eligibility_is_weighed() -> None:
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 2, "B": 0}, now=B_MOVEMENT_END)
    g.stratagem_part.stratagem_refusals_now("A", "Fire Overwatch", "Squad")
    assert not any(rule.section in ("10.02", "11.02", "12.04") for rule in g.weighed)


def test_more_messages_and_texts() -> None:
    step = error(StratagemWhen.parse, "Battle-shock step of your Shooting phase")
    assert step.word == "Battle-shock step of your Shooting phase"
    assert StratagemWhen.parse("Battle-shock step of your Command phase.").text == (
        "Battle-shock step of your Command phase"
    )
    assert StratagemWhen.parse(" your  Shooting phase. ").text == "your Shooting phase"
    when = error(StratagemWhen.parse, "sometimes")
    assert when.message == (
        "WHEN 'sometimes' is not a moment a stratagem can be used; write e.g. "
        "'your Shooting phase', 'the end of your opponent's Movement phase', "
        "'either player's Fight phase' or 'any phase'"
    )
    target = error(StratagemTarget.parse, "two units")
    assert target.message == (
        "TARGET 'two units' is not a kind of unit; write e.g. 'one friendly unit', "
        "'one friendly unengaged INFANTRY unit', 'one enemy VEHICLE or MONSTER unit' "
        "or 'one friendly unit (excluding TITANIC units)'"
    )
    assert error(StratagemTarget.parse, "one enemmy unit").suggestion == "one enemy unit"
    assert error(StratagemTarget.parse, "one friendly unengagd unit").suggestion == (
        "one friendly unengaged unit"
    )
    assert StratagemTarget.parse(" one enemy unit. ").text == "one enemy unit"
    assert error(stratagem_reason_for, "player A does not have enouhg CP").suggestion == (
        "player A does not have enough CP"
    )
    assert error(stratagem_reason_for, "no CP left at all").suggestion is None
    # A loose match still suggests: the reasons are long phrases, so the cutoff is low.
    assert error(stratagem_reason_for, "not a target unit").suggestion == (
        "it is not a unit the stratagem can target"
    )


def test_what_a_use_weighs_and_traces() -> None:
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 0, "B": 0}, now=B_MOVEMENT_END)
    g.use_stratagem("A", "Fire Overwatch", "Squad")
    assert g.weighed[CP_COST] == {True}
    assert g.weighed[WHEN_ROW] == {False}
    assert g.weighed[TARGET_ROW] == {False}
    rich = Game(units={"Squad": Unit("Squad")}, cp={"A": 3, "B": 0}, now=B_MOVEMENT_END)
    rich.stratagems["Orders"] = StratagemDef.from_rows("Orders", {})
    rich.stratagems["Strike"] = StratagemDef.from_rows("Strike", {"TARGET": "none"})
    rich.use_stratagem("A", "Command Re-roll", "Squad", "wound")
    rich.clock.advance_to(rich.clock.phase_of("A", Phase.COMMAND))
    rich.use_stratagem("A", "Orders", "Squad")
    assert rich.stratagem_part.stratagem_refusals_now("A", "Strike", "Squad") == ()
    notes = [line.split(": ", 1)[1] for line in rich.trace]
    assert "Squad's wound roll is re-rolled [15.02 Command Re-roll]" in notes
    # A declared stratagem's EFFECT outside §18.2 is traced only, and says so (18.4).
    assert "Squad: Orders's effect resolves (traced only) [15.01 Orders]" in notes
