"""The pile-in (12.03) and consolidation (12.08) end-position checks, with 23.02, on bases
1" across (a gap between two is the distance between their centres less 1")."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruleslawyer.core import RulesInputError
from ruleslawyer.core import fight_move_reasons as fr
from ruleslawyer.core import fight_moves_end as fm
from ruleslawyer.core.bases import Footprint
from ruleslawyer.core.end_positions import OFF_BATTLEFIELD, MovedModel
from ruleslawyer.core.geometry import Disc, Polygon, point
from ruleslawyer.core.ranges import objective_marker
from ruleslawyer.core.references import Reason


def base(x: str, y: str, level: str = "0") -> Footprint:
    return Footprint(Disc(point(x, y), Fraction(1, 2)), Fraction(level), Fraction(level))


def move(label: str, start: tuple[str, str], end: tuple[str, str] | None = None) -> MovedModel:
    return MovedModel(label, base(*start), base(*(end or start)))


def enemy(*at: tuple[str, str], aircraft: bool = False) -> fm.Enemy:
    return fm.Enemy(tuple(base(*a) for a in at), aircraft)


def texts(reasons: tuple[object, ...]) -> list[str]:
    return [getattr(r, "text", "") for r in reasons]


# -- pile-in -----------------------------------------------------------------------------------
def test_an_engaged_units_targets_are_every_enemy_unit_it_is_engaged_with() -> None:
    starts = [base("10", "10")]
    foes = {"Boyz": enemy(("11.5", "10")), "Grots": enemy(("10", "12")), "Far": enemy(("20", "10"))}
    before = fm.pile_in_targets(starts, foes, can_fly=False)
    assert before.targets == ("Boyz", "Grots") and before.reasons == ()
    with pytest.raises(RulesInputError, match="every enemy unit it is engaged with"):
        fm.pile_in_targets(starts, foes, can_fly=False, against=("Boyz",))


@pytest.mark.parametrize(("x", "far"), [("16", False), ("16.001", True)])
def test_an_unengaged_units_target_is_within_five_inches(x: str, far: bool) -> None:
    before = fm.pile_in_targets([base("10", "10")], {"Boyz": enemy((x, "10"))}, can_fly=False)
    assert texts(before.reasons) == (["a pile-in target is too far away"] if far else [])
    if far:
        assert 'within 5"' in before.reasons[0].measured  # type: ignore[attr-defined]


def test_several_candidates_need_a_name() -> None:
    foes = {"Boyz": enemy(("13.5", "10")), "Grots": enemy(("10", "13.5"))}
    models = [move("1", ("10", "10"), ("11.5", "10"))]
    with pytest.raises(RulesInputError, match="name the choice"):
        fm.pile_in_problems(models, foes, can_fly=False)
    assert fm.pile_in_problems(models, foes, can_fly=False, against=("Boyz",)) == ()
    assert texts(fm.pile_in_problems(models, foes, can_fly=False, against=("Grots",))) == [
        "a model would not end closer to its closest pile-in target"
    ]


def test_each_pile_in_check_where_it_applies_and_where_it_does_not() -> None:
    foes = {"Boyz": enemy(("11.5", "10"))}
    fine = [move("1", ("10", "10")), move("2", ("8", "10"), ("9", "11"))]
    assert fm.pile_in_problems(fine, foes, can_fly=False) == ()
    contact = [move("1", ("10.5", "10"), ("10.5", "10.5")), move("2", ("8", "10"))]
    assert texts(fm.pile_in_problems(contact, foes, can_fly=False)) == [
        "a model in base contact with an enemy model would move",
        "a model would not end closer to its closest pile-in target",
    ]
    away = [move("1", ("10", "10")), move("2", ("8", "10"), ("8", "12"))]
    assert texts(fm.pile_in_problems(away, foes, can_fly=False)) == [
        "a model would not end closer to its closest pile-in target"
    ]
    short = [move("1", ("10", "10"), ("10.5", "10"))]
    assert texts(fm.pile_in_problems(short, {"Boyz": enemy(("14", "10"))}, False)) == [
        "it would not end engaged"
    ]
    two = {"Boyz": enemy(("11.5", "10")), "Grots": enemy(("8.6", "10"))}
    left = [move("1", ("10", "10"), ("8.3", "11"))]
    assert texts(fm.pile_in_problems(left, two, can_fly=False)) == [
        "a model that started engaged with an enemy unit would not still be engaged with it"
    ]
    assert fm.pile_in_problems([move("1", ("10", "10"), ("9.4", "10.8"))], two, False) == ()


def test_aircraft_are_ignored_in_selecting_targets_unless_the_unit_can_fly() -> None:
    foes = {"Jet": enemy(("10", "11.5"), aircraft=True), "Boyz": enemy(("14", "10"))}
    models = [move("1", ("10", "10"), ("11", "10"))]
    plain = fm.pile_in_targets([m.start for m in models], foes, can_fly=False)
    assert plain.targets == ("Boyz",) and plain.aircraft_ignored
    assert fm.pile_in_problems(models, foes, can_fly=False) == ()
    flying = fm.pile_in_targets([m.start for m in models], foes, can_fly=True)
    assert flying.targets == ("Jet",) and not flying.aircraft_ignored
    assert texts(fm.pile_in_problems(models, foes, can_fly=True)) == [
        "a model would not end closer to its closest pile-in target"
    ]
    with pytest.raises(RulesInputError, match="AIRCRAFT"):
        fm.pile_in_targets([base("10", "10")], foes, can_fly=False, against=("Jet",))


# -- consolidation -----------------------------------------------------------------------------
MARKER = fm.Place("objective 1", objective_marker(point("13", "10")))


def test_the_modes_in_order() -> None:
    def mode(*foes: tuple[str, str], places: tuple[fm.Place, ...] = ()) -> fm.Mode | None:
        named = {f"E{i}": enemy(at) for i, at in enumerate(foes)}
        return fm.consolidation_mode([base("10", "10")], named, places, can_fly=False).mode

    assert mode(("11.5", "10"), places=(MARKER,)) is fm.Mode.ONGOING
    assert mode(("14", "10"), places=(MARKER,)) is fm.Mode.ENGAGING
    assert mode(("14.001", "10"), places=(MARKER,)) is fm.Mode.OBJECTIVE
    far = fm.Place("objective 2", objective_marker(point("14.3", "10")))
    assert mode(("14.001", "10"), places=(far,)) is None
    none = fm.consolidation_mode([base("10", "10")], {}, (), can_fly=False)
    assert texts(none.reasons) == ["no consolidation mode applies to it"]


def test_a_step_that_names_another_modes_choice() -> None:
    starts = [base("10", "10")]
    engaged = {"Boyz": enemy(("11.5", "10")), "Grots": enemy(("10", "12"))}
    onto = fm.consolidation_mode(starts, engaged, (MARKER,), False, fm.Aim(onto="objective 1"))
    assert texts(onto.reasons) == ["it must make an Ongoing Consolidation"]
    part = fm.consolidation_mode(starts, engaged, (), False, fm.Aim(against=("Boyz",)))
    assert texts(part.reasons) == ["it must make an Ongoing Consolidation"]
    whole = fm.consolidation_mode(starts, engaged, (), False, fm.Aim(against=("Boyz", "Grots")))
    assert whole.reasons == ()
    near = {"Boyz": enemy(("13.5", "10")), "Grots": enemy(("10", "14.5"))}
    aimed = fm.consolidation_mode(starts, near, (MARKER,), False, fm.Aim(onto="objective 1"))
    assert texts(aimed.reasons) == ["it must make an Engaging Consolidation"]
    far = fm.consolidation_mode(starts, near, (), False, fm.Aim(against=("Grots",)))
    assert texts(far.reasons) == ["a selected enemy unit is too far away"]


def test_engaging_consolidation_ends_engaged_with_every_selected_unit() -> None:
    foes = {"Boyz": enemy(("13.5", "10"))}
    into = [move("1", ("10", "10"), ("11.5", "10"))]
    assert fm.consolidation_problems(into, foes, (), False) == ()
    short = [move("1", ("10", "10"), ("10.5", "10.5"))]
    for aim in (fm.NO_AIM, fm.Aim(against=("Boyz",))):
        assert texts(fm.consolidation_problems(short, foes, (), False, aim)) == [
            "it would not be engaged with every selected enemy unit"
        ]
    lagging = [move("1", ("10", "10"), ("11.5", "10")), move("2", ("9", "10"), ("9", "11"))]
    assert texts(fm.consolidation_problems(lagging, foes, (), False)) == [
        "a model would not end closer to the closest selected enemy unit"
    ]


def test_objective_consolidation_within_range_or_closer_and_ending_within_range() -> None:
    foes = {"Boyz": enemy(("40", "30"))}
    fine = [move("1", ("10", "10")), move("2", ("8.5", "10"), ("10", "11"))]
    assert fm.consolidation_problems(fine, foes, (MARKER,), False) == ()
    away = [move("1", ("10", "10"), ("7.5", "10")), move("2", ("8.5", "10"), ("6", "10"))]
    assert texts(fm.consolidation_problems(away, foes, (MARKER,), False)) == [
        "a model would end neither within range of nor closer to the selected objective",
        "it would not be within range of the selected objective",
    ]
    ruin = fm.Place(
        "the ruin",
        Footprint(
            Polygon(
                tuple(point(*c) for c in (("14", "5"), ("20", "5"), ("20", "15"), ("14", "15")))
            )
        ),
        marker=False,
    )
    closer = [move("1", ("12", "10"), ("12.5", "10"))]
    assert texts(fm.consolidation_problems(closer, foes, (ruin,), False)) == [
        "it would not be within range of the selected objective"
    ]
    touching = [move("1", ("12", "10"), ("13.5", "10"))]
    assert fm.consolidation_problems(touching, foes, (ruin,), False) == ()
    two = (ruin, fm.Place("objective 2", objective_marker(point("30", "30"))))
    with pytest.raises(RulesInputError, match="several objectives"):
        fm.consolidation_problems(
            touching, foes, (ruin, fm.Place("o3", objective_marker(point("12", "12")))), False
        )
    far = fm.consolidation_problems(touching, foes, two, False, fm.Aim(onto="objective 2"))
    assert "the selected objective is too far away" in texts(far)


def test_an_objective_without_a_position_counts_by_its_stated_range() -> None:
    # Contract §19.2: its range keeps the stated membership; stated within range, it is within
    # the mode distance and its end positions are not weighed against it; not stated, it is not.
    foes = {"Boyz": enemy(("40", "30"))}
    stated = fm.Place("the well", None, marker=False, stated=True)
    unstated = fm.Place("the well", None, marker=False, stated=False)
    starts = [base("10", "10")]
    assert fm.consolidation_mode(starts, foes, (stated,), False).mode is fm.Mode.OBJECTIVE
    assert fm.consolidation_mode(starts, foes, (unstated,), False).mode is None
    anywhere = [move("1", ("10", "10"), ("8", "10"))]
    assert fm.consolidation_problems(anywhere, foes, (stated,), False) == ()
    weighed = fm.rules_weighed(
        fm.consolidation_mode(starts, foes, (stated,), False), (), False, True
    )
    assert fr.OBJECTIVE_AFTER not in {rule for rule, _ in weighed}
    both = fm.consolidation_mode(starts, foes, (MARKER, unstated), False, fm.Aim(onto="the well"))
    assert both.mode is fm.Mode.OBJECTIVE
    (far,) = both.reasons
    assert far.text == "the selected objective is too far away"
    assert "the well has no position" in far.measured  # type: ignore[attr-defined]
    with pytest.raises(ValueError, match="no position"):
        unstated.gap(base("10", "10"))


def test_the_reports_add_what_was_measured() -> None:
    foes = {"Boyz": enemy(("11.5", "10"))}
    away = [move("1", ("10", "10")), move("2", ("8", "10"), ("8", "12"))]
    (reason,) = fm.pile_in_problems(away, foes, can_fly=False)
    assert isinstance(reason, fr.Measured)
    assert reason.said == (
        'a model would not end closer to its closest pile-in target (model 2: "Boyz" 2.500" '
        'away at the start, 3.031" at the end)'
    )
    assert str(reason).endswith("[12.03 Pile-in Move]")


def test_every_moves_reasons_keep_their_phrase_apart_from_what_was_measured() -> None:
    raw = Reason(
        'a model would be off the battlefield (model 1 crosses the west edge by 0.100")',
        OFF_BATTLEFIELD,
    )
    kept = fm.measured(raw)
    assert isinstance(kept, fr.Measured)
    assert kept.text == "a model would be off the battlefield"
    assert kept.said == raw.text
    other = Reason("something else", OFF_BATTLEFIELD)
    assert fm.measured(other) is other


def test_the_clauses_weighed_by_the_move_and_its_mode() -> None:
    foes = {"Jet": enemy(("10", "11.5"), aircraft=True), "Boyz": enemy(("14", "10"))}
    before = fm.pile_in_targets([base("10", "10")], foes, can_fly=False)
    weighed = dict(fm.rules_weighed(before, (), pile_in=True, ends=True))
    assert weighed[fr.AIRCRAFT_IGNORED] is True
    assert weighed[fr.PILE_IN_CLOSER] is False and fr.ONGOING_STAY not in weighed
    none = fm.consolidation_mode([base("10", "10")], {}, (), can_fly=False)
    weighed = dict(fm.rules_weighed(none, none.reasons, pile_in=False, ends=True))
    assert weighed[fr.NO_MODE] is True and fr.OBJECTIVE_AFTER not in weighed
