"""Where a surge move leaves its models (21.02, 23.02; contract §19.6), and the charge checks
that need the charge roll or an AIRCRAFT target (11.04, 23.04). The checks of every move (on
the battlefield, on no other model, coherency, maximum distance) are core/end_positions.py's;
these come after them, each a reason with its clause and what was measured.

- Surge (21.02): before moving, the closest enemy unit is the surge target (AIRCRAFT units
  ignored unless the unit can FLY, 23.02); where several are equally close the scenario names
  one. Each model ends no farther from the target than it started (the "as close as possible"
  of 21.02 read as its lower bound: whether a model could have ended engaged or closer is not
  weighed, as paths and space are not modelled). The unit ends engaged with no enemy unit but
  the target; an AIRCRAFT unit counts there (23.02 sets AIRCRAFT aside only for selecting and
  for the closest; docs/interpretations.md).
- Charge (11.04, 23.04): each target within the charge roll at the start, where one is given;
  only a unit that can FLY may have an AIRCRAFT target. The targets are those the step names
  (``against``), else the enemy units the move ends engaged with (core/end_positions.py's
  charge_targets); a query without end positions weighs the named ones before the move.
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from decimal import Decimal
from fractions import Fraction

from .bases import Footprint
from .end_positions import MovedModel, check_charge_targets, targets_too_far
from .measuring import distance, inches_text
from .ranges import closest_units, engaged_with, gap_to_unit, unit_within
from .references import Reason, clause

SURGE_CLOSEST = clause("21.02", "Surge Move", "the surge target is the closest enemy unit")
SURGE_NO_FARTHER = clause("21.02", "Surge Move", "each model ends as close as possible")
SURGE_OTHER_ENEMY = clause("21.02", "Surge Move", "ends engaged with no enemy but the target")
CHARGE_ROLL_REACH = clause("11.04", "Charge Move", "each target within the charge roll")
AIRCRAFT_TARGET = clause("23.04", "Charging and Fighting", "only FLYING units charge AIRCRAFT")


def _names(names: Collection[str]) -> str:
    return ", ".join(f'"{n}"' for n in names)


def surge_candidates(
    starts: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    aircraft: Collection[str],
    can_fly: bool,
) -> list[str]:
    """The enemy units closest to the unit before it moves (21.02), all of them when equally
    close; AIRCRAFT units are ignored unless the unit can FLY (23.02)."""
    pool = {n: p for n, p in enemies.items() if can_fly or n not in aircraft}
    return closest_units(starts, pool)


def surge_problems(
    models: Sequence[MovedModel],
    enemies: Mapping[str, Sequence[Footprint]],
    target: str,
    closest: Sequence[str],
) -> tuple[Reason, ...]:
    """Why a surge move against ``target`` cannot end here (none: it can): ``closest`` are
    the enemy units closest at the start (:func:`surge_candidates`)."""
    found: list[Reason] = []
    if target not in closest:
        starts = [m.start for m in models]
        found.append(
            Reason(
                f'its surge target is not the closest enemy unit ("{target}" is '
                f"{inches_text(_unit_gap(starts, enemies[target]))} away; the closest, "
                f"{_names(closest)}, {inches_text(_unit_gap(starts, enemies[closest[0]]))})"
                if closest
                else f'its surge target is not the closest enemy unit ("{target}")',
                SURGE_CLOSEST,
            )
        )
    group = enemies[target]
    for model in models:
        before, after = gap_to_unit(model.start, group), gap_to_unit(model.end, group)
        if after > before:
            found.append(
                Reason(
                    f"a model would end farther from the surge target (model {model.label}: "
                    f'{inches_text(after)} from "{target}", {inches_text(before)} at the start)',
                    SURGE_NO_FARTHER,
                )
            )
            break
    others = [e for e in engaged_with([m.end for m in models], enemies) if e != target]
    if others:
        found.append(
            Reason(
                "it would be engaged with an enemy unit that is not the surge target "
                f"({_names(others)})",
                SURGE_OTHER_ENEMY,
            )
        )
    return tuple(found)


def _unit_gap(unit: Sequence[Footprint], other: Sequence[Footprint]) -> Decimal:
    return min(gap_to_unit(m, other) for m in unit)


def charge_target_problems(
    starts: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    targets: Sequence[str],
    roll: int | None,
    aircraft: Collection[str],
    can_fly: bool,
) -> tuple[Reason, ...]:
    """Why these charge targets cannot have been selected (none: they can): each within the
    charge roll at the start where one is given (11.04: within the maximum distance), and an
    AIRCRAFT target only for a unit that can FLY (23.04)."""
    found: list[Reason] = []
    if roll is not None:
        far = [t for t in targets if not unit_within(starts, enemies[t], Fraction(roll))]
        if far:
            found.append(
                Reason(
                    "a charge target is beyond the maximum distance of the charge "
                    f"({_names(far)}, {inches_text(distance(starts, enemies[far[0]], 'space'))} "
                    f"away at the start; the charge roll is {roll}, so the maximum distance is "
                    f'{roll}")',
                    CHARGE_ROLL_REACH,
                )
            )
    flown = [t for t in targets if t in aircraft]
    if flown and not can_fly:
        found.append(
            Reason(
                f"an AIRCRAFT unit cannot be its charge target ({_names(flown)}; the charging "
                "unit cannot FLY)",
                AIRCRAFT_TARGET,
            )
        )
    return tuple(found)


def charge_selection_problems(
    starts: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    named: Sequence[str],
    roll: int | None,
    aircraft: Collection[str],
    can_fly: bool,
) -> tuple[Reason, ...]:
    """11.04 BEFORE MOVING, from where the unit stands (a query without end positions): why
    the enemy units ``named`` cannot be selected as charge targets. Each is within the charge
    target distance (12") and, where the roll is given, within the charge roll; an AIRCRAFT
    unit only for a unit that can FLY (23.04). Naming none selects nothing yet: the targets
    are then those the move ends engaged with, which only end positions say."""
    check_charge_targets(named, enemies)
    return (
        *targets_too_far(starts, enemies, named),
        *charge_target_problems(starts, enemies, named, roll, aircraft, can_fly),
    )
