"""Where a move leaves its models (03.01, 03.03, 09.05-09.07, 11.04; contract §19.6): the
checks a move with end positions must pass, each a reason with its clause and what was
measured. Paths, space and the models' real shapes are not modelled: a move's length is the
straight line from a model's start to its end (a lower bound on its path), and whether a model
could have ended elsewhere is never weighed.

Which checks a move makes:

- every move: each base wholly on the battlefield, no model on another model, the unit in
  coherency (03.01, 03.03); no model farther than its maximum distance where the scenario
  states what it needs (M for a normal or fall-back move, 03.01);
- a normal, advance or fall-back move ends unengaged (09.05, 09.06, 09.07);
- a charge move (11.04): every target within the charge target distance at the start; every
  model ends closer to one or more targets; the unit ends engaged with every target and with
  no other enemy unit. The targets are the enemy units the step names (``against``, the
  selection of 11.04's BEFORE MOVING); without named targets, the enemy units it ends engaged
  with (:func:`charge_targets`, which core/surge_ends.py's roll and AIRCRAFT checks read too).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal, localcontext
from fractions import Fraction

from .bases import Battlefield, Footprint, on_each_other, overlap_depth
from .errors import RulesInputError
from .geometry import squared
from .measuring import distance, inches_text
from .ranges import (
    ENGAGEMENT,
    engaged_with,
    gap_to_unit,
    moved_within,
    out_of_coherency,
    unit_more_than_horizontally,
    unit_within,
)
from .references import Reason, clause
from .rules_numbers import ARRIVAL, CHARGE_TARGET, COHERENCY, ENGAGEMENT_RANGE, INGRESS
from .units import MoveKind

OFF_BATTLEFIELD = clause("03.01", "Moving", "a model would be off the battlefield")
ON_ANOTHER = clause("03.01", "Moving", "a model would be on another model")
NOT_COHERENT = clause("03.03", "Unit Coherency", "a move ends in coherency")
TOO_FAR = clause("03.01", "Moving", "no farther than the maximum distance")
ENDS_ENGAGED = clause("09.05", "Normal Move", "ends unengaged (09.05, 09.06, 09.07)")
TARGET_FAR = clause("11.04", "Charge Move", "each target within the charge target distance")
NOT_CLOSER = clause("11.04", "Charge Move", "every model ends closer to a target")
NOT_ALL_TARGETS = clause("11.04", "Charge Move", "ends engaged with every target")
OTHER_ENEMY = clause("11.04", "Charge Move", "ends engaged with no other enemy unit")

_UNENGAGED = (MoveKind.NORMAL, MoveKind.ADVANCE, MoveKind.FALL_BACK)


@dataclass(frozen=True)
class MovedModel:
    """One model of the moving unit: where it started and where it ends. ``maximum``: this
    model's own maximum distance where the unit's models differ (Rules Appendix, Different Move
    Characteristics: in a normal or advance move each model moves up to its own M; an attached
    unit's parts, 19.01), else None and the move's maximum applies."""

    label: str
    start: Footprint
    end: Footprint
    maximum: Fraction | None = None


def problems(
    kind: MoveKind,
    models: Sequence[MovedModel],
    friends: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    field: Battlefield,
    maximum: Fraction | None = None,
    targets: Sequence[str] | None = None,
    can_fly: bool = False,
) -> tuple[Reason, ...]:
    """Why the unit cannot have made this move to these end positions (none: it can)."""
    found: list[Reason] = []
    if kind is MoveKind.CHARGE:
        check_charge_targets(targets or (), enemies)
    ends = [m.end for m in models]
    for model in models:
        overhang = field.overhangs(model.end.shape)
        if overhang:
            edge, by = max(overhang.items(), key=lambda item: item[1])
            found.append(
                Reason(
                    f"a model would be off the battlefield (model {model.label} crosses the "
                    f'{edge} edge by {by:.3f}")',
                    OFF_BATTLEFIELD,
                )
            )
            break
    clash = _on_another(models, friends, enemies)
    if clash:
        found.append(Reason(f"a model would be on another model ({clash})", ON_ANOTHER))
    apart = _apart([m.label for m in models], ends)
    if apart:
        found.append(Reason(f"it would not be in coherency ({apart})", NOT_COHERENT))
    for model in models:
        limit = maximum if model.maximum is None else model.maximum
        if limit is None:
            continue
        start, end = model.start, model.end
        rise = Fraction(0) if can_fly else end.level - start.level
        if not moved_within(_centre(start), _centre(end), limit, rise):
            moved = inches_text(_length(_centre(start), _centre(end), rise))
            found.append(
                Reason(
                    f"a model would move farther than its maximum distance (model "
                    f'{model.label} would move {moved}; the maximum is {limit}")',
                    TOO_FAR,
                )
            )
            break
    ended = engaged_with(ends, enemies)
    if kind in _UNENGAGED and ended:
        names = ", ".join(f'"{e}"' for e in ended)
        gap = min(distance(ends, enemies[e], "horizontal") for e in ended)
        found.append(
            Reason(
                f"it would end engaged (with {names}, {inches_text(gap)} away; engagement range "
                f"is {ENGAGEMENT.number.value})",
                ENDS_ENGAGED,
            )
        )
    if kind is MoveKind.CHARGE:
        found += _charge(models, enemies, charge_targets(targets or (), ended), ended)
    return tuple(found)


def charge_targets(named: Sequence[str], ended: Sequence[str]) -> list[str]:
    """11.04 BEFORE MOVING: the charge targets are the enemy units selected before the move,
    which a step names with ``against``; a step that names none selected the enemy units the
    unit ends engaged with (docs/interpretations.md, 60)."""
    return list(named) if named else list(ended)


def check_charge_targets(named: Sequence[str], enemies: Mapping[str, object]) -> None:
    """A named charge target that is not a placed enemy unit is an input error (§19.12)."""
    for name in named:
        if name not in enemies:
            placed = ", ".join(f'"{e}"' for e in enemies) or "none"
            raise RulesInputError(
                f'"{name}" is not a placed enemy unit, so it cannot be a charge target '
                f"(the placed enemy units: {placed})",
                word=name,
            )


def _charge(
    models: Sequence[MovedModel],
    enemies: Mapping[str, Sequence[Footprint]],
    targets: list[str],
    ended: list[str],
) -> list[Reason]:
    found = targets_too_far([m.start for m in models], enemies, targets)
    if targets:
        for model in models:
            if not any(
                gap_to_unit(model.end, enemies[target]) < gap_to_unit(model.start, enemies[target])
                for target in targets
            ):
                said = "; ".join(
                    f'"{t}" {inches_text(gap_to_unit(model.start, enemies[t]))} away at the '
                    f"start, {inches_text(gap_to_unit(model.end, enemies[t]))} at the end"
                    for t in targets
                )
                found.append(
                    Reason(
                        f"a model would not end closer to a charge target (model {model.label}: "
                        f"{said})",
                        NOT_CLOSER,
                    )
                )
                break
    ends = [m.end for m in models]
    missing = [t for t in targets if t not in ended]
    if missing or not targets:
        said = (
            "; ".join(_how_far(ends, t, enemies[t]) for t in missing)
            if missing
            else "it would end engaged with no enemy unit"
        )
        found.append(
            Reason(
                f"it would not be engaged with every charge target ({said}; {_RANGE})",
                NOT_ALL_TARGETS,
            )
        )
    extra = [e for e in ended if e not in targets]
    if extra:
        said = "; ".join(_how_far(ends, e, enemies[e]) for e in extra)
        found.append(
            Reason(
                f"it would be engaged with an enemy unit that is not a charge target ({said}; "
                f"{_RANGE})",
                OTHER_ENEMY,
            )
        )
    return found


_RANGE = f"{ENGAGEMENT_RANGE.name} is {ENGAGEMENT_RANGE.value}"


def _how_far(ends: Sequence[Footprint], name: str, enemy: Sequence[Footprint]) -> str:
    """What a charge's engagement report measured (03.04): how far the unit would end from
    ``name`` horizontally, and vertically where that is what keeps them apart or together."""
    across = distance(ends, enemy, "horizontal")
    up = distance(ends, enemy, "vertical")
    height = f", {inches_text(up)} vertically" if up else ""
    return f'"{name}" {inches_text(across)} away horizontally{height} at the end'


def _on_another(
    models: Sequence[MovedModel],
    friends: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
) -> str:
    """03.01: the first moved model that would end on another model, and on whose, with the
    overlap where both bases are round (empty: none would)."""
    others: list[tuple[str, Footprint]] = [("a friendly model", f) for f in friends]
    others += [(f'a model of "{name}"', f) for name, group in enemies.items() for f in group]
    for i, model in enumerate(models):
        mates = [(f"model {n.label}", n.end) for n in models[i + 1 :]]
        for whose, other in (*others, *mates):
            if on_each_other(model.end, other):
                depth = overlap_depth(model.end, other)
                by = f", overlapping it by {inches_text(Decimal(repr(depth)))}" if depth else ""
                return f"model {model.label} on {whose}{by}"
    return ""


def _apart(labels: Sequence[str], ends: Sequence[Footprint]) -> str:
    """03.03: the first model out of coherency and what was measured: the closest other model
    (the 2" clause) and the farthest (the 9" clause), horizontally; empty: in coherency."""
    out = out_of_coherency(ends)
    if not out:
        return ""
    i = out[0]
    gaps = [distance([ends[i]], [e], "horizontal") for j, e in enumerate(ends) if j != i]
    return (
        f"model {labels[i]}: its closest other model {inches_text(min(gaps))} away horizontally, "
        f"its farthest {inches_text(max(gaps))}; {COHERENCY.name} is {COHERENCY.value}"
    )


def _length(
    start: tuple[Fraction, Fraction], end: tuple[Fraction, Fraction], rise: Fraction
) -> Decimal:
    """The straight line from ``start`` to ``end`` plus the change of height weighed with it,
    the length 03.01's maximum distance is compared with (contract §19.6)."""
    plan = squared(start, end)
    with localcontext() as context:
        context.prec = 40
        line = (Decimal(plan.numerator) / Decimal(plan.denominator)).sqrt()
        return line + Decimal(abs(rise).numerator) / Decimal(abs(rise).denominator)


def targets_too_far(
    starts: Sequence[Footprint], enemies: Mapping[str, Sequence[Footprint]], targets: Sequence[str]
) -> list[Reason]:
    """11.04 BEFORE MOVING: each charge target within the charge target distance (12")."""
    found: list[Reason] = []
    reach = Fraction(CHARGE_TARGET.inches or 0)
    for target in targets:
        if not unit_within(starts, enemies[target], reach):
            found.append(
                Reason(
                    f'a charge target is too far away ("{target}", '
                    f"{inches_text(distance(starts, enemies[target], 'space'))} at the start; the "
                    f"{CHARGE_TARGET.name} is {CHARGE_TARGET.value})",
                    TARGET_FAR,
                )
            )
    return found


def _centre(footprint: Footprint) -> tuple[Fraction, Fraction]:
    shape = footprint.shape
    centre = getattr(shape, "centre", None)
    if centre is None:
        corners = getattr(shape, "corners", ())
        xs = [c[0] for c in corners]
        ys = [c[1] for c in corners]
        return ((min(xs) + max(xs)) / 2, (min(ys) + max(ys)) / 2)
    return (Fraction(centre[0]), Fraction(centre[1]))


SET_UP_ENGAGED = clause("03.02", "Setting Up", "a model would be set up engaged")
NOT_AT_EDGE = clause("20.04", "Ingress Move", "wholly within the set-up distance of an edge")
TOO_CLOSE = clause("20.04", "Ingress Move", "more than the arrival distance from enemy units")
SET_UP_ENGAGED_TEXT = "a model would be set up engaged"
EDGE_TEXT = "the unit would not be wholly within the set-up distance of a battlefield edge"
CLOSE_TEXT = "a model would be set up too close to an enemy unit"


def set_up_problems(
    ends: Sequence[tuple[str, Footprint]],
    friends: Sequence[Footprint],
    enemies: Mapping[str, Sequence[Footprint]],
    field: Battlefield,
    at_an_edge: bool,
) -> tuple[Reason, ...]:
    """Why an ingress (20.04) or a Deep Strike (24.09, ``at_an_edge`` False) cannot have set
    the unit up here: the checks of every move, then unengaged (03.02), wholly within the
    ingress set-up distance of one or more edges, and more than the arrival distance
    horizontally from every enemy unit."""
    models = [MovedModel(label, end, end) for label, end in ends]
    found = [
        r
        for r in problems(MoveKind.INGRESS, models, friends, enemies, field)
        if r.rule is not TOO_FAR
    ]
    prints = [end for _, end in ends]
    ended = engaged_with(prints, enemies)
    if ended:
        with_ = ", ".join(f'"{e}"' for e in ended)
        found.append(
            Reason(
                f"{SET_UP_ENGAGED_TEXT} (with {with_})",
                SET_UP_ENGAGED,
            )
        )
    edge = Fraction(INGRESS.inches or 0)
    if at_an_edge and not all(field.wholly_within_of_some_edge(p.shape, edge) for p in prints):
        found.append(
            Reason(
                f"{EDGE_TEXT} (the {INGRESS.name} is {INGRESS.value})",
                NOT_AT_EDGE,
            )
        )
    arrival = Fraction(ARRIVAL.inches or 0)
    near = [
        e for e, group in enemies.items() if not unit_more_than_horizontally(prints, group, arrival)
    ]
    if near:
        gap = min(distance(prints, enemies[e], "horizontal") for e in near)
        names = ", ".join(f'"{e}"' for e in near)
        found.append(
            Reason(
                f"{CLOSE_TEXT} ({names}, {inches_text(gap)} away; the {ARRIVAL.name} is "
                f"{ARRIVAL.value})",
                TOO_CLOSE,
            )
        )
    return tuple(found)
