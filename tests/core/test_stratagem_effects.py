"""Stratagem effects as objects (issue 16, item 2): each core stratagem declares its effects with
their clauses, the game resolves whatever is declared, timing comes from the WHEN row only and
target conditions are decided by one table."""

from __future__ import annotations

import pytest

from ruleslawyer.core import Game, Phase, RulesInputError, Unit
from ruleslawyer.core import clock as gc
from ruleslawyer.core import core_stratagems as cs
from ruleslawyer.core import predicates as pr
from ruleslawyer.core import stratagems as st
from ruleslawyer.core.core_stratagems import CORE_STRATAGEMS
from ruleslawyer.core.mortal_wounds import MortalWounds
from ruleslawyer.core.stratagem_effects import Effect, PassesBattleShock, Traced
from ruleslawyer.core.stratagems import NEEDS, Need, StratagemDef, TargetFacts

BATTLE_SHOCK_WHEN = "the Battle-shock step of your Command phase"


def test_every_core_stratagem_declares_its_effects_with_its_own_clause() -> None:
    sections = {}
    for name, stratagem in CORE_STRATAGEMS.items():
        assert stratagem.effects, name
        for effect in stratagem.effects:
            assert effect.rule.heading == name
            sections[name] = effect.rule.section
            traced = "(traced only)" in effect.rule.name
            assert traced is isinstance(effect, Traced) is (not effect.modelled), name
    numbers = sorted(sections.values())
    assert numbers == [f"15.{n:02d}" for n in range(2, 13) if n != 9]
    # The launch numbering (docs/interpretations.md: one source has them the other way round).
    assert (sections["Explosives"], sections["Crushing Impact"]) == ("15.05", "15.06")


def test_the_traced_and_the_modelled_effects() -> None:
    traced = {n for n, s in CORE_STRATAGEMS.items() if not all(e.modelled for e in s.effects)}
    # Every core stratagem's effect is modelled (18.4): Epic Challenge and Smokescreen record
    # theirs (core/recorded_effects.py), Explosives and Crushing Impact inflict mortal wounds
    # (core/mortal_wounds.py), Counteroffensive's next unit to fight is 20.1's.
    assert traced == set()


def test_a_recorded_effect_records_its_clause_and_changes_no_unit() -> None:
    # Just after it is selected to fight, in the Fight step (15.03, 12.04).
    now = gc.in_phase(2, "A", Phase.FIGHT, "A", gc.Point.FIGHT_STEP)
    g = Game(
        units={"Captain": Unit("Captain", keywords=frozenset({"CHARACTER"}), engaged=True)},
        cp={"A": 1, "B": 0},
        now=now,
    )
    g.fight_order.select("Captain")  # its attacks not yet resolved (contract §20.1)
    captain = g.unit("Captain")
    assert g.use_stratagem("A", "Epic Challenge", "Captain") == ()
    assert g.weighed[cs.CHALLENGE] == {True}
    assert g.unit("Captain") == captain
    assert g.trace[-1].endswith(
        "gives the melee weapons of Captain [PRECISION], until the end of the phase "
        "[15.03 Epic Challenge]"
    )
    assert [r.what for r in g.recorded_in_force("Captain")] == ["[PRECISION]"]
    refused = Game(units={"Squad": Unit("Squad")}, cp={"A": 1, "B": 0}, now=g.now)
    # Not selected to fight (so its WHEN does not hold, contract §20.1) and no CHARACTER.
    said = [r.text for r in refused.use_stratagem("A", "Epic Challenge", "Squad")]
    assert said == [st.R_NOT_NOW.text, st.R_NOT_TARGET.text]
    assert refused.weighed[cs.CHALLENGE] == {False}
    assert refused.recorded_in_force("Squad") == ()


def test_explosives_inflicts_mortal_wounds_from_the_given_dice() -> None:
    now = gc.in_phase(2, "A", Phase.SHOOTING, "A")
    squad = Unit("Squad", keywords=frozenset({"GRENADES"}))
    raiders = Unit("Raiders", player="B")
    g = Game(
        units={"Squad": squad, "Raiders": raiders},
        cp={"A": 1, "B": 0},
        now=now,
        dice={"Explosives": (4, 4, 1, 1, 1, 6)},
    )
    assert g.use_stratagem("A", "Explosives", "Squad", against="Raiders") == ()
    assert g.weighed[cs.EXPLOSIVES] == {True}
    assert [(r.unit, r.n) for r in g.mortal_wounds("Raiders")] == [("Raiders", 3)]
    # 06.02 leaves no choice (one W): one model destroyed, the next has lost 1 wound (18.3 item 5)
    assert g.unit("Raiders").models == 4
    assert g.wounded["Raiders"] == 1
    with pytest.raises(RulesInputError):  # the unit against must be an enemy
        g.use_stratagem("A", "Explosives", "Squad", against="Squad")


def test_mortal_wounds_are_allocated_one_at_a_time_where_no_choice_is_left() -> None:
    now = gc.in_phase(2, "A", Phase.SHOOTING, "A")
    tank = Unit("Tank", player="B", starting_strength=1, models=1, w=11, wounds_left=11)
    squad = Unit("Squad", player="B")
    g = Game(units={"Tank": tank, "Squad": squad}, now=now)
    g.suffer(MortalWounds(now, "test", "Tank", 2))
    assert g.unit("Tank").wounds_left == 9
    g.suffer(MortalWounds(now, "test", "Squad", 1))
    g.suffer(MortalWounds(now, "test", "Squad", 1))  # the wounded model first: it is destroyed
    assert (g.unit("Squad").models, g.wounded["Squad"]) == (4, 0)
    g.suffer(MortalWounds(now, "test", "Squad", 7))  # 3 more destroyed; the last has 1 wound
    assert (g.unit("Squad").models, g.unit("Squad").wounds_left) == (1, 1)
    g.suffer(MortalWounds(now, "test", "Squad", 1))
    assert g.unit("Squad").destroyed and not g.unit("Squad").on_battlefield


def test_a_traced_effect_records_its_clause_and_changes_nothing() -> None:
    now = gc.in_phase(2, "A", Phase.SHOOTING, "A")
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 1, "B": 0}, now=now)
    g.stratagems["Odd"] = StratagemDef.from_rows("Odd", {"EFFECT": "improve the save"})
    assert g.use_stratagem("A", "Odd", "Squad") == ()
    assert g.unit("Squad") == Unit("Squad")
    assert g.trace[-1].endswith("Squad: Odd's effect resolves (traced only) [15.01 Odd]")


def test_the_game_resolves_whatever_effects_a_stratagem_declares() -> None:
    seen: list[tuple[str, str | None]] = []

    class Counts(Effect):
        def resolve(self, game: object, unit: str, roll: str | None) -> None:
            seen.append((unit, roll))

    g = Game(
        units={"Squad": Unit("Squad")},
        cp={"A": 1, "B": 0},
        now=gc.in_phase(2, "A", Phase.SHOOTING, "A"),
    )
    declared = StratagemDef.from_rows("Two Effects", {})
    g.stratagems["Two Effects"] = StratagemDef(
        declared.name,
        declared.cp,
        declared.when,
        declared.target,
        declared.restriction,
        declared.effect,
        (Counts(cs.REROLL), Counts(cs.OVERWATCH)),
    )
    assert g.use_stratagem("A", "Two Effects", "Squad", "hit") == ()
    assert seen == [("Squad", "hit"), ("Squad", "hit")]


# -- timing from the WHEN row --------------------------------------------------------------------
def _shaky(cp: int = 0) -> Game:
    return Game(
        units={"Squad": Unit("Squad", models=1)},
        cp={"A": cp, "B": 0},
        now=gc.start_of_round(2, "A"),
        rolls={"Squad": 2},
    )


def test_any_stratagem_whose_when_is_the_battle_shock_step_can_be_planned() -> None:
    g = _shaky()
    g.stratagems["Steady"] = StratagemDef.from_rows("Steady", {"WHEN": BATTLE_SHOCK_WHEN})
    g.stratagem_part.plan_battle_shock_use("A", "Steady", "Squad")
    g.clock.resolve_command_phase("A")
    assert [(u.name, u.unit) for u in g.stratagem_part.stratagem_uses] == [("Steady", "Squad")]
    (roll,) = g.battle_shock.rolls_of("Squad")
    assert (roll.automatic, roll.passed) == (False, False)  # its effect is not Insane Bravery's
    assert g.unit("Squad").battle_shocked


def test_the_effect_decides_whether_the_roll_automatically_succeeds() -> None:
    g = _shaky()
    steady = StratagemDef.from_rows("Steady", {"WHEN": BATTLE_SHOCK_WHEN})
    g.stratagems["Steady"] = StratagemDef(
        steady.name,
        0,
        steady.when,
        steady.target,
        steady.restriction,
        steady.effect,
        (PassesBattleShock(cs.BRAVERY),),
    )
    g.stratagem_part.plan_battle_shock_use("A", "Steady", "Squad")
    g.clock.resolve_command_phase("A")
    (roll,) = g.battle_shock.rolls_of("Squad")
    assert (roll.automatic, roll.passed) == (True, True)


def test_a_stratagem_of_another_moment_cannot_be_planned_for_the_battle_shock_step() -> None:
    g = _shaky()
    with pytest.raises(RulesInputError) as caught:
        g.stratagem_part.plan_battle_shock_use("A", "Fire Overwatch", "Squad")
    assert caught.value.word == "Fire Overwatch"
    assert caught.value.suggestion == '"Insane Bravery"'
    assert 'its WHEN is "the end of your opponent\'s Movement phase"' in caught.value.message
    assert g.planned_bravery == []


# -- target conditions, one table ----------------------------------------------------------------
def _facts(**changes: object) -> TargetFacts:
    base: dict[str, object] = dict(
        player="A",
        keywords=frozenset(),
        engaged=False,
        battle_shocked=False,
        in_reserves=False,
        near_enemy=False,
        eligible_to_shoot=False,
        advanced_this_turn=False,
        eligible_to_fight=False,
        eligible_to_charge=False,
        charged_this_phase=False,
    )
    return TargetFacts(**{**base, **changes})


def test_every_target_condition_has_its_row() -> None:
    assert set(NEEDS) == set(Need)


@pytest.mark.parametrize(
    ("need", "meets", "fails"),
    [
        (Need.UNENGAGED, {}, {"engaged": True}),
        (Need.IN_RESERVES, {"in_reserves": True}, {}),
        (Need.NEAR_ENEMY, {"near_enemy": True}, {}),
        (Need.ELIGIBLE_TO_SHOOT, {"eligible_to_shoot": True}, {}),
        (Need.NO_ADVANCE, {}, {"advanced_this_turn": True}),
        (Need.ELIGIBLE_TO_FIGHT, {"eligible_to_fight": True}, {}),
        (Need.ELIGIBLE_TO_CHARGE, {"eligible_to_charge": True}, {}),
        (Need.CHARGED_THIS_PHASE, {"charged_this_phase": True}, {}),
        (
            Need.VEHICLE_ONLY_IF_CHARACTER_OR_WALKER,
            {"keywords": frozenset({"VEHICLE", "WALKER"})},
            {"keywords": frozenset({"VEHICLE"})},
        ),
    ],
    ids=lambda v: v.name if isinstance(v, Need) else "",
)
def test_each_condition_is_decided_by_its_own_row(
    need: Need, meets: dict[str, object], fails: dict[str, object]
) -> None:
    assert _facts(**meets).meets(need)
    assert not _facts(**fails).meets(need)


def test_a_condition_with_no_row_is_an_error_not_another_rule(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the registry without the declaration of "ended a charge move this phase"
    kept = {k: p for k, p in pr._DECLARED.items() if p.words != Need.CHARGED_THIS_PHASE}
    monkeypatch.setattr(pr, "_DECLARED", kept)
    with pytest.raises(LookupError, match="ended a charge move this phase"):
        _facts(keywords=frozenset({"VEHICLE"})).meets(Need.CHARGED_THIS_PHASE)
