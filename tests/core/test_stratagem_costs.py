"""CP costs, 15.01 limits and CP gained from rules (core/stratagem_costs.py; §18.3 items 8, 9,
13), and a declared stratagem's EFFECT row read as effect sentences (§18.4)."""

from __future__ import annotations

import pytest

from ruleslawyer.core import Game, Phase, RulesInputError, Unit
from ruleslawyer.core import clock as gc
from ruleslawyer.core.effects import Until
from ruleslawyer.core.stratagem_costs import (
    RAISED_UNPAID,
    CostChange,
    CostKind,
    Form,
    Stratagems,
    cp_allowed,
    modified_cost,
    parse_cost,
    parse_stratagems,
)
from ruleslawyer.core.stratagem_effect_rows import AppliesKind, ChangesCost, GainsCP, effects_of
from ruleslawyer.core.stratagem_effects import LiftsBar, Traced
from ruleslawyer.core.stratagems import R_TARGETED, R_USED, StratagemDef

NOW = gc.in_phase(2, "A", Phase.SHOOTING, "A")


def change(kind: CostKind, n: int, name: str | None = "Orders") -> CostChange:
    which = Stratagems(Form.NAMED, name) if name else Stratagems(Form.YOURS)
    return CostChange(NOW, "Rule", "rule of player A", "A", kind, n, which)


def test_sets_come_before_increases_and_reductions() -> None:
    cost = modified_cost(2, [change(CostKind.REDUCE, 1), change(CostKind.SET, 3)])
    assert cost.value == 2  # set to 3, then reduced by 1
    assert [what for _, what in cost.steps] == ["CP cost 2 -> 3", "CP cost 3 -> 2"]


def test_a_set_to_zero_naming_no_stratagem_is_one_less_uru() -> None:
    assert modified_cost(2, [change(CostKind.SET, 0, None)]).value == 1
    assert modified_cost(2, [change(CostKind.SET, 0)]).value == 0
    assert "URU v1.1" in modified_cost(2, [change(CostKind.SET, 0, None)]).said()[0]


def test_the_cost_is_capped_at_zero_and_one_above_the_original() -> None:
    assert modified_cost(1, [change(CostKind.REDUCE, 4)]).value == 0
    assert modified_cost(1, [change(CostKind.INCREASE, 4)]).value == 2
    assert modified_cost(1, []).value == 1
    assert not modified_cost(1, []).changed


def test_cost_sentences_parse_and_a_wrong_preposition_is_an_error() -> None:
    assert parse_cost('reduces the CP cost of the "Orders" stratagem by 1') == (
        CostKind.REDUCE,
        1,
        Stratagems(Form.NAMED, "Orders"),
    )
    assert parse_cost("sets the CP cost of your stratagems to 0") == (
        CostKind.SET,
        0,
        Stratagems(Form.YOURS),
    )
    assert parse_cost("gives it Fights First") is None
    with pytest.raises(RulesInputError) as caught:
        parse_cost("reduces the CP cost of your stratagems to 1")
    assert caught.value.suggestion == "'by'"
    with pytest.raises(RulesInputError) as caught:
        parse_stratagems("my stratagems")
    assert caught.value.suggestion == "your stratagems"


def test_event_play_caps_rule_cp_at_one_per_battle_round() -> None:
    assert cp_allowed(2, [], event_play=False) == 2
    assert cp_allowed(2, [], event_play=True) == 1


def test_an_effect_row_of_sentences_is_modelled_and_other_text_traced() -> None:
    (lift,) = effects_of(
        "S",
        "until the end of the turn, lets it shoot even though it made a fall-back move this turn",
    )
    assert isinstance(lift, LiftsBar) and lift.until is Until.END_OF_TURN
    cost, gain = effects_of("S", "reduces the CP cost of your stratagems by 1; you gain 1 CP")
    assert isinstance(cost, ChangesCost) and cost.until is None
    assert isinstance(gain, GainsCP) and gain.n == 1
    (traced,) = effects_of("S", "Until the attacking unit has finished, improve the save")
    assert isinstance(traced, Traced) and "not in §18's vocabulary" in traced.rule.name
    (default,) = effects_of("S", "its effect")
    assert isinstance(default, Traced)


def test_an_effect_row_that_begins_an_effect_sentence_must_be_one() -> None:
    with pytest.raises(RulesInputError) as caught:
        effects_of("S", "reduces the cost of your stratagems by 1")
    assert "not an effect sentence" in caught.value.message
    assert caught.value.suggestion == "'reduces the CP cost of <stratagems> by <n>'"
    with pytest.raises(RulesInputError):
        effects_of("S", "lets it fly even though it is engaged")
    with pytest.raises(RulesInputError):  # a one-shot effect takes no duration
        effects_of("S", "until the end of the turn, you gain 1 CP")


def declared(**rows: str) -> dict[str, StratagemDef]:
    return {"Orders": StratagemDef.from_rows("Orders", rows)}


def test_a_raised_cost_the_player_can_pay_is_paid() -> None:
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 2, "B": 0}, now=NOW, stratagems=declared())
    g.stratagem_part.after_selection.append(
        lambda user, name, unit: (
            CostChange(
                NOW,
                "Tax",
                "rule of player B",
                "B",
                CostKind.INCREASE,
                1,
                Stratagems(Form.THAT),
                once=True,
            ),
        )
    )
    assert g.use_stratagem("A", "Orders", "Squad") == ()
    assert g.cp["A"] == 0
    assert g.weighed[RAISED_UNPAID] == {False}


def test_a_raised_cost_the_player_cannot_pay_spends_nothing_but_counts_as_used() -> None:
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 1, "B": 0}, now=NOW, stratagems=declared())
    g.stratagem_part.after_selection.append(
        lambda user, name, unit: (
            CostChange(
                NOW,
                "Tax",
                "rule of player B",
                "B",
                CostKind.INCREASE,
                1,
                Stratagems(Form.THAT),
                once=True,
            ),
        )
    )
    assert g.use_stratagem("A", "Orders", "Squad") == ()
    assert g.cp["A"] == 1  # nothing spent
    assert g.stratagem_part.stratagem_uses == []  # its effect not resolved: no use recorded
    assert g.weighed[RAISED_UNPAID] == {True}
    refused = g.stratagem_part.stratagem_refusals_now("A", "Orders", "Squad")
    assert R_USED in refused and R_TARGETED in refused  # used this phase, its target targeted
    assert any("cannot pay 2CP" in line for line in g.trace)


def test_without_a_late_rule_the_cost_is_the_cp_row() -> None:
    g = Game(units={"Squad": Unit("Squad")}, cp={"A": 1, "B": 0}, now=NOW, stratagems=declared())
    assert g.use_stratagem("A", "Orders", "Squad") == ()
    assert g.cp["A"] == 0
    assert RAISED_UNPAID not in g.weighed


def test_an_optional_section_is_part_of_the_original_cost() -> None:
    g = Game(
        units={"Squad": Unit("Squad")}, cp={"A": 1, "B": 0}, now=NOW, stratagems=declared(CP="1")
    )
    # +1CP section used: the original is 2, so an increase of 1 may reach 3 (cap: original + 1)
    late = (CostChange(NOW, "Tax", "r", "B", CostKind.INCREASE, 5, Stratagems(Form.THAT)),)
    assert g.stratagem_part.cost("A", "Orders", "Squad", extra=1, late=late).value == 3
    assert g.stratagem_part.cost("A", "Orders", "Squad", late=late).value == 2


def test_a_vocabulary_sentence_of_a_registered_kind_is_applied_through_that_kind() -> None:
    """A stratagem's EFFECT says the vocabulary's sentences as an ability does (18.4): one
    declaration of each kind serves both; a kind the core only traces stays traced, saying so."""
    (applied,) = effects_of("S", "adds 1 to its OC")
    assert isinstance(applied, AppliesKind) and applied.stated is not None
    assert applied.stated.kind.name == "characteristic" and applied.modelled
    (lasting,) = applied.lastings(NOW, "Squad", "A")
    assert (lasting.fact, lasting.value, lasting.until) == ("OC", ("add", 1), Until.END_OF_PHASE)
    (once,) = effects_of("S", "makes it battle-shocked")
    assert isinstance(once, AppliesKind) and once.lastings(NOW, "Squad", "A") == ()
    (traced,) = effects_of("S", "lets you re-roll its hazard rolls")
    assert isinstance(traced, Traced) and "re-rolls a rule grants" in traced.rule.name
    (rerolled,) = effects_of("S", "lets you re-roll its charge rolls")  # modelled (unit_rolls)
    assert isinstance(rerolled, AppliesKind) and rerolled.modelled
    with pytest.raises(RulesInputError) as caught:
        effects_of("S", "until the end of the turn, makes it battle-shocked")
    assert "happens once" in caught.value.message
    with pytest.raises(RulesInputError) as caught:
        effects_of("S", "adds 1 to its M")
    assert caught.value.word == "M"
    with pytest.raises(RulesInputError) as caught:
        effects_of("S", "makes the unit brave")
    assert caught.value.word == "makes the unit brave"
