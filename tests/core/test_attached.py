"""Attached units (19.01-19.04) and units of several profiles, in the core alone."""

from __future__ import annotations

from dataclasses import replace

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.core import RulesInputError, Strength, Unit, strength
from ruleslawyer.core.actions import R_OC, unit_bars
from ruleslawyer.core.attached import Part, attach, part_problems
from ruleslawyer.core.clock import start_of_round
from ruleslawyer.core.command import passes
from ruleslawyer.core.profiles import make_up

CAPTAIN = Unit(
    "Captain",
    keywords=frozenset({"INFANTRY", "CHARACTER"}),
    oc=1,
    ld=6,
    starting_strength=1,
    models=1,
    w=5,
    wounds_left=5,
)
INTERCESSORS = Unit("Intercessors", keywords=frozenset({"INFANTRY", "BATTLELINE"}), oc=2, ld=6, w=2)


def captain_leading(intercessors_left: int, captain_left: int = 1) -> Unit:
    return attach(
        Part(
            replace(INTERCESSORS, models=intercessors_left),
            "bodyguard",
        ),
        [Part(replace(CAPTAIN, models=captain_left), "leader")],
    )


def test_the_rules_appendix_captain_example() -> None:
    whole = captain_leading(5)
    assert (whole.starting_strength, whole.models) == (6, 6)
    assert strength(whole)[0] is Strength.FULL
    assert strength(captain_leading(2))[0] is Strength.AT_HALF  # 3 Intercessors lost
    assert strength(captain_leading(1))[0] is Strength.BELOW_HALF
    alone = captain_leading(0)
    assert (alone.starting_strength, alone.models) == (6, 1)
    assert strength(alone)[0] is Strength.BELOW_HALF  # judged by models, not his wounds


def test_an_attached_unit_has_every_keyword_of_its_parts_while_they_have_models() -> None:
    assert captain_leading(5).keywords == {"INFANTRY", "CHARACTER", "BATTLELINE"}
    assert captain_leading(5, captain_left=0).keywords == {"INFANTRY", "BATTLELINE"}
    assert captain_leading(5).parts == ("Captain", "Intercessors")
    assert captain_leading(5).name == "Intercessors"


def test_a_parts_ld_and_oc_go_with_its_last_model() -> None:
    warboss = Unit("Warboss", ld=6, oc=1, starting_strength=1, models=1)
    boyz = Unit("Boyz", ld=7, oc=2, starting_strength=10, models=5)
    led = attach(Part(boyz, "bodyguard"), [Part(warboss, "leader")])
    assert led.leadership == (6, 7) and led.ld == 6
    assert led.ocs == (1, 2) and led.oc == 2
    gone = attach(Part(boyz, "bodyguard"), [Part(replace(warboss, models=0), "leader")])
    assert gone.leadership == (7,) and gone.ocs == (2,)


def test_one_leader_and_one_support_unit_per_bodyguard() -> None:
    one, two = (
        Unit("Chaplain", starting_strength=1, models=1),
        Unit("Lieutenant", starting_strength=1, models=1),
    )
    attach(Part(INTERCESSORS, "bodyguard"), [Part(one, "leader"), Part(two, "support")])
    with pytest.raises(RulesInputError, match=r"only one leader unit .*19\.01"):
        attach(Part(INTERCESSORS, "bodyguard"), [Part(one, "leader"), Part(two, "leader")])


def test_a_leader_leads_a_friendly_unit() -> None:
    enemy = Unit("Warboss", player="B", starting_strength=1, models=1)
    with pytest.raises(RulesInputError, match="friendly"):
        attach(Part(INTERCESSORS, "bodyguard"), [Part(enemy, "leader")])


def test_a_part_may_have_lost_every_model_but_not_more() -> None:
    assert part_problems(Part(Unit("Captain", starting_strength=1, models=0), "leader")) == []
    assert part_problems(Part(Unit("Captain", starting_strength=1, models=2), "leader"))


@given(st.integers(2, 12), st.lists(st.integers(2, 12), min_size=1, max_size=4))
def test_a_leadership_roll_passes_on_any_ld_in_the_unit(total: int, lds: list[int]) -> None:
    assert passes(total, lds) == (total >= min(lds))
    assert passes(total, lds[0]) == (total >= lds[0])


@pytest.mark.parametrize(
    ("ocs", "barred"), [((0, 1), False), ((0, 0), True), ((None, 0), True), ((2,), False)]
)
def test_the_oc_bar_applies_only_when_no_model_has_oc_above_0(
    ocs: tuple[int | None, ...], barred: bool
) -> None:
    unit = Unit("Kroot", oc=max((o for o in ocs if o is not None), default=None), ocs=ocs)
    assert (R_OC in unit_bars(unit, start_of_round(1, "A"))) is barred


def test_a_battle_shocked_unit_of_several_profiles_has_oc_dash_for_every_model() -> None:
    unit = Unit("Kroot", oc=1, ocs=(1, 0), battle_shocked=True)
    assert unit.modified_ocs == (None, None)
    assert Unit("Squad").leadership == (6,)


def _applying(unit: Unit) -> set[str]:
    return {rule.id for rule, applies in make_up(unit) if applies}


def test_the_make_up_clauses_apply_to_attached_units_only() -> None:
    attached = _applying(captain_leading(5))
    assert {"19.01 a single unit for all rules purposes", "19.03 every keyword of its parts"} <= (
        attached
    )
    assert "Appendix an attached unit counts all its models" in attached
    assert "19.04 a part counts until its last model" not in attached
    assert "19.04 a part counts until its last model" in _applying(captain_leading(5, 0))
    assert not any(rule.startswith("19.") for rule in _applying(INTERCESSORS))


def test_a_second_leading_unit_takes_the_support_place() -> None:
    lieutenant = replace(CAPTAIN, name="Lieutenant")
    both = attach(
        Part(INTERCESSORS, "bodyguard"),
        [Part(CAPTAIN, "leader"), Part(lieutenant, "support")],
    )
    assert "19.01 one leader and one support unit" in _applying(both)
    assert "19.01 one leader and one support unit" not in _applying(captain_leading(5))


def test_datasheet_clauses_apply_to_datasheet_units() -> None:
    sheet = replace(INTERCESSORS, datasheet="Intercessor Squad", lds=(6,), ocs=(2, 2))
    assert {"02.06 the unit's models", "02.05 faction keywords and other keywords alike"} <= (
        _applying(sheet)
    )
    assert "02.02 a characteristic of each model" not in _applying(sheet)
    several = replace(sheet, lds=(6, 7))
    assert "02.02 a characteristic of each model" in _applying(several)
    assert not _applying(INTERCESSORS)
