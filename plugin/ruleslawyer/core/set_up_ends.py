"""Where a disembark or an emergency disembark sets a unit up, and how near a unit must be to
embark (18.02, 18.04, 18.04.01, 18.05; contract §19.6). The checks of every move (on the
battlefield, on no other model, in coherency) are core/end_positions.py's; these come after
them, each a reason with its clause and what was measured.

- Disembark (18.04): each model wholly within the set-up distance of its mode from the
  TRANSPORT (3" Rapid and Tactical, 6" Combat), set up unengaged (03.02) except that a Combat
  Disembark may end engaged with enemy units its TRANSPORT is engaged with. A Rapid Disembark
  after its TRANSPORT's ingress move keeps the TRANSPORT's arrival distance and, before the third
  battle round, stays out of the opponent's deployment zone (18.04.01; the contract's reading:
  the TRANSPORT's edge distance is not carried over).
- Emergency disembark (18.05): each model wholly within 6" of the TRANSPORT. It may be set up
  engaged (the app's erratum: when no other set-up is possible, which is not weighed), and "as
  close as possible" is not weighed: space is not modelled.
- Embarking (18.02): each model within 3" of the TRANSPORT, in three dimensions.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from fractions import Fraction

from .bases import Battlefield, Footprint
from .distances import within
from .end_positions import (
    CLOSE_TEXT,
    EDGE_TEXT,
    NOT_AT_EDGE,
    SET_UP_ENGAGED,
    SET_UP_ENGAGED_TEXT,
    TOO_CLOSE,
    TOO_FAR,
    MovedModel,
    problems,
)
from .measuring import distance, ends_wholly_within, inches_text
from .ranges import engaged_with, unit_more_than_horizontally, unit_within
from .references import Reason, clause
from .rules_numbers import ARRIVAL, DISEMBARK_CLOSE, DISEMBARK_COMBAT, EMBARKING, RulesNumber
from .rules_numbers import EMERGENCY_DISEMBARK as EMERGENCY_DISTANCE
from .units import MoveKind

SET_UP_UNENGAGED = clause("18.04", "Disembark Move", "set up unengaged (03.02)")
COMBAT_ENGAGED = clause(
    "18.04", "Disembark Move", "Combat: engaged only with its TRANSPORT's enemy units"
)
DISEMBARK_WHOLLY = clause("18.04", "Disembark Move", "wholly within the set-up distance")
EMERGENCY_WHOLLY = clause("18.05", "Emergency Disembark Move", "wholly within the set-up distance")
RAPID_ARRIVAL = clause("18.04.01", "Rapid Disembark", "after an ingress: the arrival distance")
RAPID_ZONE = clause("18.04.01", "Rapid Disembark", "after an ingress: not in the enemy zone")
EMBARK_DISTANCE = clause("18.02", "Embarking", "each model near enough to its TRANSPORT")

E_TOO_FAR = Reason("a model is too far from the TRANSPORT to embark", EMBARK_DISTANCE)
ENGAGED_TEXT = SET_UP_ENGAGED_TEXT
WHOLLY_TEXT = "a model would not be wholly within the set-up distance of its TRANSPORT"
ZONE_TEXT = (
    "it cannot be set up within its opponent's deployment zone before the third battle round"
)


# Contract §19.6's reasons for set-up positions (ingress, disembark, emergency disembark), each
# phrase with every clause that gives it; what was measured follows a reason's phrase.
SET_UP_REASONS: tuple[Reason, ...] = (
    Reason(SET_UP_ENGAGED_TEXT, SET_UP_ENGAGED),
    Reason(SET_UP_ENGAGED_TEXT, SET_UP_UNENGAGED),
    Reason(SET_UP_ENGAGED_TEXT, COMBAT_ENGAGED),
    Reason(EDGE_TEXT, NOT_AT_EDGE),
    Reason(CLOSE_TEXT, TOO_CLOSE),
    Reason(CLOSE_TEXT, RAPID_ARRIVAL),
    Reason(WHOLLY_TEXT, DISEMBARK_WHOLLY),
    Reason(WHOLLY_TEXT, EMERGENCY_WHOLLY),
    Reason(ZONE_TEXT, RAPID_ZONE),
)


def set_up_distance(mode: str | None) -> RulesNumber:
    """The set-up distance of a disembark in ``mode`` (18.04), or of an emergency disembark
    (``mode`` None, 18.05)."""
    if mode is None:
        return EMERGENCY_DISTANCE
    return DISEMBARK_COMBAT if mode == "Combat Disembark" else DISEMBARK_CLOSE


def disembark_problems(
    ends: Sequence[tuple[str, Footprint]],
    friends: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    field: Battlefield,
    transport: tuple[str, Sequence[Footprint]],
    mode: str | None,
    may_engage: Collection[str] = (),
    after_ingress: bool = False,
    opponent_zone: Footprint | None = None,
) -> tuple[Reason, ...]:
    """Why a disembark in ``mode`` (None: an emergency disembark, 18.05, which may end engaged)
    cannot have set the unit up here (none: it can). ``may_engage``: the enemy units it may be
    set up engaged with (a Combat Disembark: those its TRANSPORT is engaged with).
    ``after_ingress``: a Rapid Disembark after its
    TRANSPORT's ingress move this turn (18.04.01), with ``opponent_zone`` the opponent's
    deployment zone where it is shaped and the battle round is before the third."""
    models = [MovedModel(label, end, end) for label, end in ends]
    kind = MoveKind.DISEMBARK if mode is not None else MoveKind.EMERGENCY_DISEMBARK
    found = [r for r in problems(kind, models, friends, enemies, field) if r.rule is not TOO_FAR]
    prints = [end for _, end in ends]
    combat = mode == "Combat Disembark"
    if mode is not None:
        ended = [e for e in engaged_with(prints, enemies) if e not in may_engage]
        if ended:
            rule = COMBAT_ENGAGED if combat else SET_UP_UNENGAGED
            also = (
                "; a Combat Disembark may be set up engaged only with enemy units its TRANSPORT "
                "is engaged with"
                if combat
                else ""
            )
            found.append(Reason(f"{ENGAGED_TEXT} (with {_names(ended)}{also})", rule))
    reach = set_up_distance(mode)
    name, hull = transport
    far = next(
        (label for label, end in ends if not ends_wholly_within([end], hull, _of(reach))), None
    )
    if far is not None:
        end = dict(ends)[far]
        found.append(
            Reason(
                f"{WHOLLY_TEXT} (model {far}, whose closest part is "
                f'{inches_text(distance([end], hull, "horizontal"))} from "{name}"; the '
                f"{reach.name} is {reach.value})",
                DISEMBARK_WHOLLY if mode is not None else EMERGENCY_WHOLLY,
            )
        )
    if after_ingress:
        found += _after_ingress(prints, enemies, opponent_zone)
    return tuple(found)


def _after_ingress(
    prints: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    opponent_zone: Footprint | None,
) -> list[Reason]:
    """18.04.01: the limits its TRANSPORT's ingress move had to keep."""
    found: list[Reason] = []
    arrival = _of(ARRIVAL)
    near = [e for e, g in enemies.items() if not unit_more_than_horizontally(prints, g, arrival)]
    if near:
        gap = min(distance(prints, enemies[e], "horizontal") for e in near)
        found.append(
            Reason(
                f"{CLOSE_TEXT} ({_names(near)}, "
                f"{inches_text(gap)} away; after its TRANSPORT's ingress move the {ARRIVAL.name} "
                f"is {ARRIVAL.value})",
                RAPID_ARRIVAL,
            )
        )
    if opponent_zone is not None and any(
        within(p.shape, opponent_zone.shape, Fraction(0)) for p in prints
    ):
        found.append(Reason(f"{ZONE_TEXT} (after its TRANSPORT's ingress move)", RAPID_ZONE))
    return found


def embark_too_far(unit: Sequence[Footprint], transport: Sequence[Footprint]) -> Reason | None:
    """18.02: the reason a unit is too far from its TRANSPORT to embark, or None when each
    model is within the embarking distance of it."""
    reach = _of(EMBARKING)
    if all(unit_within([m], transport, reach) for m in unit):
        return None
    return E_TOO_FAR


def embark_measured(unit: Sequence[Footprint], transport: Sequence[Footprint]) -> str:
    """What was measured for 18.02: the farthest model's distance from the TRANSPORT."""
    farthest = max(distance([m], transport, "space") for m in unit)
    return (
        f"its farthest model is {inches_text(farthest)} from the TRANSPORT; the "
        f"{EMBARKING.name} is {EMBARKING.value}"
    )


def _of(number: RulesNumber) -> Fraction:
    return Fraction(number.inches or 0)


def _names(names: Collection[str]) -> str:
    return ", ".join(f'"{n}"' for n in names)


__all__ = [
    "E_TOO_FAR",
    "SET_UP_REASONS",
    "disembark_problems",
    "embark_measured",
    "embark_too_far",
    "set_up_distance",
]
