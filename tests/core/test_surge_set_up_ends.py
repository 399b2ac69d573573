"""The end-position checks of core/surge_ends.py and core/set_up_ends.py, on footprints alone:
surge (21.02, 23.02), the charge roll and AIRCRAFT targets (11.04, 23.04), disembark and
emergency disembark set-ups (18.04, 18.04.01, 18.05) and the embarking distance (18.02).
Bases are 1" across (radius 0.5); the TRANSPORT's is 2" (radius 1)."""

from __future__ import annotations

from fractions import Fraction

from ruleslawyer.core import rules_numbers as rn
from ruleslawyer.core import set_up_ends as su
from ruleslawyer.core import surge_ends as se
from ruleslawyer.core.bases import BaseSize, Battlefield, Footprint, base_size, place_base
from ruleslawyer.core.end_positions import MovedModel
from ruleslawyer.core.geometry import Polygon

INCH = base_size('1"')
TWO = base_size('2"')
FIELD = Battlefield()


def at(x: float, y: float, size: BaseSize = INCH) -> Footprint:
    return place_base(size, (Fraction(str(x)), Fraction(str(y))))


def moved(start: tuple[float, float], end: tuple[float, float]) -> list[MovedModel]:
    return [MovedModel("1", at(*start), at(*end))]


def texts(found: tuple[object, ...]) -> list[str]:
    return [str(getattr(r, "text", r)) for r in found]


# -- surge -------------------------------------------------------------------------------------
def test_the_surge_target_is_the_closest_enemy_unit_aircraft_set_aside_unless_it_can_fly() -> None:
    starts = [at(20, 10)]
    enemies = {"Squad": [at(30, 10)], "Jet": [at(20, 14)]}
    assert se.surge_candidates(starts, enemies, {"Jet"}, can_fly=False) == ["Squad"]
    assert se.surge_candidates(starts, enemies, {"Jet"}, can_fly=True) == ["Jet"]
    assert se.surge_candidates(starts, enemies, set(), can_fly=False) == ["Jet"]


def test_a_surge_target_not_among_the_closest_is_a_reason() -> None:
    enemies = {"Squad": [at(30, 10)], "Guard": [at(20, 22)]}
    found = se.surge_problems(moved((20, 10), (20, 20)), enemies, "Guard", ["Squad"])
    assert [r.rule for r in found] == [se.SURGE_CLOSEST]
    assert found[0].text.startswith("its surge target is not the closest enemy unit")


def test_each_model_ends_no_farther_from_the_target_equal_is_allowed() -> None:
    enemies = {"Squad": [at(30, 10)]}
    assert se.surge_problems(moved((20, 10), (24, 18)), enemies, "Squad", ["Squad"]) == ()
    found = se.surge_problems(moved((20, 10), (19.999, 10)), enemies, "Squad", ["Squad"])
    assert [r.rule for r in found] == [se.SURGE_NO_FARTHER]


def test_ending_engaged_with_another_enemy_unit_is_a_reason_even_an_aircraft() -> None:
    enemies = {"Squad": [at(30, 10)], "Jet": [at(28, 12)]}
    found = se.surge_problems(moved((20, 10), (28, 10)), enemies, "Squad", ["Squad"])
    assert [r.rule for r in found] == [se.SURGE_OTHER_ENEMY]
    assert '("Jet")' in found[0].text
    far = {"Squad": [at(30, 10)], "Jet": [at(28, 13.001)]}
    assert se.surge_problems(moved((20, 10), (28, 10)), far, "Squad", ["Squad"]) == ()


# -- charge ------------------------------------------------------------------------------------
def test_a_charge_target_within_the_roll_at_the_start_passes_beyond_it_fails() -> None:
    starts = [at(10, 10)]
    enemies = {"Boyz": [at(18, 10)]}  # 7" between the bases
    assert se.charge_target_problems(starts, enemies, ["Boyz"], 7, set(), False) == ()
    found = se.charge_target_problems(starts, enemies, ["Boyz"], 6, set(), False)
    assert [r.rule for r in found] == [se.CHARGE_ROLL_REACH]
    assert se.charge_target_problems(starts, enemies, ["Boyz"], None, set(), False) == ()


def test_only_a_unit_that_can_fly_may_charge_an_aircraft_unit() -> None:
    starts = [at(10, 10)]
    enemies = {"Jet": [at(18, 10)]}
    found = se.charge_target_problems(starts, enemies, ["Jet"], None, {"Jet"}, False)
    assert [r.rule for r in found] == [se.AIRCRAFT_TARGET]
    assert se.charge_target_problems(starts, enemies, ["Jet"], None, {"Jet"}, True) == ()


# -- set-up ------------------------------------------------------------------------------------
RHINO = ("Rhino", [at(30, 22, TWO)])
FAR = {"Boyz": [at(50, 22)]}


def two(a: tuple[float, float], b: tuple[float, float]) -> list[tuple[str, Footprint]]:
    return [("1", at(*a)), ("2", at(*b))]


def test_the_set_up_distance_of_each_mode() -> None:
    assert su.set_up_distance("Rapid Disembark") is rn.DISEMBARK_CLOSE
    assert su.set_up_distance("Tactical Disembark") is rn.DISEMBARK_CLOSE
    assert su.set_up_distance("Combat Disembark") is rn.DISEMBARK_COMBAT
    assert su.set_up_distance(None) is rn.EMERGENCY_DISEMBARK
    assert (rn.DISEMBARK_CLOSE.inches, rn.DISEMBARK_COMBAT.inches) == (3, 6)


def test_wholly_within_the_set_up_distance_at_exactly_its_edge() -> None:
    ok = two((33.5, 22), (32.5, 22))
    assert su.disembark_problems(ok, [], FAR, FIELD, RHINO, "Tactical Disembark") == ()
    over = two((33.501, 22), (32.5, 22))
    found = su.disembark_problems(over, [], FAR, FIELD, RHINO, "Tactical Disembark")
    assert [r.rule for r in found] == [su.DISEMBARK_WHOLLY]
    wide = two((36.5, 22), (35.5, 22))
    assert su.disembark_problems(wide, [], FAR, FIELD, RHINO, "Combat Disembark") == ()
    assert [r.rule for r in su.disembark_problems(wide, [], FAR, FIELD, RHINO, None)] == []
    past = two((36.501, 22), (35.5, 22))
    emergency = su.disembark_problems(past, [], FAR, FIELD, RHINO, None)
    assert [r.rule for r in emergency] == [su.EMERGENCY_WHOLLY]


def test_set_up_engaged_only_where_combat_allows_it() -> None:
    ends = two((33.5, 22), (32.5, 22))
    near = {"Boyz": [at(35, 22)]}
    tactical = su.disembark_problems(ends, [], near, FIELD, RHINO, "Tactical Disembark")
    assert [r.rule for r in tactical] == [su.SET_UP_UNENGAGED]
    combat = su.disembark_problems(
        ends, [], near, FIELD, RHINO, "Combat Disembark", may_engage=["Boyz"]
    )
    assert combat == ()
    other = su.disembark_problems(ends, [], near, FIELD, RHINO, "Combat Disembark", may_engage=[])
    assert [r.rule for r in other] == [su.COMBAT_ENGAGED]
    emergency = su.disembark_problems(ends, [], near, FIELD, RHINO, None)
    assert emergency == ()  # the app's erratum: it may end engaged (not weighed)


def test_a_rapid_disembark_after_an_ingress_keeps_the_transports_limits() -> None:
    ends = two((33.5, 22), (32.5, 22))
    enemies = {"Boyz": [at(42.5, 22)]}  # exactly 8" horizontally: not more than 8"
    before = su.disembark_problems(ends, [], enemies, FIELD, RHINO, "Rapid Disembark")
    assert before == ()
    found = su.disembark_problems(
        ends, [], enemies, FIELD, RHINO, "Rapid Disembark", after_ingress=True
    )
    assert [r.rule for r in found] == [su.RAPID_ARRIVAL]
    corners = ((0, 30), (60, 30), (60, 44), (0, 44))
    zone = Footprint(Polygon(tuple((Fraction(x), Fraction(y)) for x, y in corners)))
    touching = two((30, 29.5), (31, 29))
    rhino = ("Rhino", [at(30, 27, TWO)])
    found = su.disembark_problems(
        touching, [], FAR, FIELD, rhino, "Rapid Disembark", after_ingress=True, opponent_zone=zone
    )
    assert [r.rule for r in found] == [su.RAPID_ZONE]
    clear = two((30, 29.499), (31, 29))
    assert (
        su.disembark_problems(
            clear, [], FAR, FIELD, rhino, "Rapid Disembark", after_ingress=True, opponent_zone=zone
        )
        == ()
    )


def test_the_embarking_distance_is_every_model_within_3_inches() -> None:
    rhino = [at(30, 22, TWO)]
    assert su.embark_too_far([at(33.5, 22), at(34.5, 22)], rhino) is None
    assert su.embark_too_far([at(33.5, 22), at(34.501, 22)], rhino) is su.E_TOO_FAR
    assert '3.001"' in su.embark_measured([at(33.5, 22), at(34.501, 22)], rhino)
