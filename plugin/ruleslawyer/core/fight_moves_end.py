"""Where a pile-in (12.03) or consolidation move (12.08) may leave its models, with 23.02's
AIRCRAFT rule (contract §19.6): what is decided before the move (the pile-in targets, the
consolidation mode and what it selects, from the start positions) and the checks of the end
positions, each a reason with its clause and what was measured.

- Pile-in (12.03): the targets are every enemy unit the unit is engaged with; otherwise the
  enemy units within the pile-in target distance that ``against`` names (one candidate needs
  no name). Models in base contact with an enemy model do not move; each moved model ends
  closer to its closest target; the unit ends engaged; each model that started engaged with an
  enemy unit ends engaged with it.
- Consolidation (12.08): the first mode that applies, in order. Ongoing (engaged): the
  pile-in rules less "the unit ends engaged". Engaging (an enemy unit within the consolidation
  mode distance): the units ``against`` names, else those it ends engaged with; each moved
  model ends closer to the closest; the unit ends engaged with every one. Objective (an
  objective within the mode distance): the one ``onto`` names, else the only one; each moved
  model ends within range of it or closer to it; the unit ends within range. No mode: no move
  (the Selecting Modes sidebar of 09). An objective without a position counts too, by the
  stated membership its range keeps (contract §19.2): within the mode distance of a unit
  stated within range of it; where its models end is then not weighed against it.
- 23.02: unless the unit can FLY, AIRCRAFT units are ignored in selecting enemy units (so in
  the mode's and the targets' engagement too) and in finding the closest; engagement after the
  move and base contact count every enemy model.

"Closer" compares distances in space to the closest part of a unit or marker (a terrain
objective in plan, 14.02), as the charge's check does (core/end_positions.py, through
ranges.gap_to_unit); "within" the mode or target distance is measured in three dimensions, a
terrain objective horizontally (14.02). Readings: docs/interpretations.md (64, 115).
"""

from __future__ import annotations

import enum
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from .bases import Footprint
from .distances import within
from .end_positions import (
    MovedModel,
)
from .errors import RulesInputError
from .fight_move_reasons import (
    AIRCRAFT_IGNORED,
    C_CLOSER,
    C_ENGAGING,
    C_NO_MODE,
    C_NOT_ALL,
    C_OBJECTIVE_CLOSER,
    C_OBJECTIVE_FAR,
    C_OBJECTIVE_RANGE,
    C_ONGOING,
    C_SELECTED_FAR,
    C_STAY,
    C_STILL,
    ENGAGING_FIRST,
    EVERY_MOVE,
    NO_MODE,
    OBJECTIVE_AFTER,
    OBJECTIVE_CLOSER,
    OBJECTIVE_NEAR,
    ONGOING_FIRST,
    ONGOING_STAY,
    PILE_IN_CLOSER,
    PILE_IN_STAY,
    PILE_IN_TARGETS,
    SELECTED_CLOSER,
    SELECTED_NEAR,
    T_CLOSER,
    T_ENGAGED,
    T_FAR,
    T_STAY,
    T_STILL,
    Measured,
)
from .measuring import distance, ends_in_base_contact, inches_text
from .moves import CONSOLIDATE_AFTER, PILE_IN_AFTER
from .ranges import (
    engaged_with,
    gap_to_unit,
    models_engaged,
    precise_gap,
    unit_within,
    unit_within_horizontally,
    within_objective_range,
)
from .references import Reason, RuleRef
from .rules_numbers import (
    CONSOLIDATION_MODE,
    ENGAGEMENT_RANGE,
    OBJECTIVE_RANGE,
    PILE_IN_TARGET,
    RulesNumber,
)
from .set_up_ends import SET_UP_REASONS


def measured(reason: Reason) -> Reason:
    """A reason of core/end_positions.py or core/set_up_ends.py, its phrase apart from what was
    measured."""
    if isinstance(reason, Measured):
        return reason
    for known in (*EVERY_MOVE, *SET_UP_REASONS):
        if known.rule is reason.rule and reason.text.startswith(known.text):
            rest = reason.text[len(known.text) :].strip()
            if rest.startswith("(") and rest.endswith(")"):
                rest = rest[1:-1]
            return Measured(known.text, reason.rule, rest)
    return reason


def _said(known: Reason, what: str) -> Measured:
    return Measured(known.text, known.rule, what)


class Mode(enum.Enum):
    """12.08's consolidation modes, in the order they are assessed."""

    ONGOING = "Ongoing Consolidation"
    ENGAGING = "Engaging Consolidation"
    OBJECTIVE = "Objective Consolidation"


@dataclass(frozen=True)
class Enemy:
    """A placed enemy unit: its models, and whether it is an AIRCRAFT unit (23.02)."""

    models: tuple[Footprint, ...]
    aircraft: bool = False


@dataclass(frozen=True)
class Place:
    """An objective: with a position, a marker (Rules Appendix) or a terrain objective's area
    (14.01, 14.02), which is horizontal: measured in plan whatever a model's height. Without
    one (``footprint`` None) its range keeps the scenario's stated membership (contract §19.2):
    ``stated`` says whether the moving unit is stated within range of it."""

    name: str
    footprint: Footprint | None
    marker: bool = True
    stated: bool = False

    def near(self, models: Sequence[Footprint], reach: Fraction) -> bool:
        """Within ``reach`` (12.08's mode distance) of the unit's models. Without a position,
        a unit stated within range of the objective is within the mode distance of it, and
        one not stated within range is not (docs/interpretations.md, 67)."""
        if self.footprint is None:
            return self.stated
        if self.marker:
            return unit_within(models, [self.footprint], reach)
        return unit_within_horizontally(models, [self.footprint], reach)

    def in_range(self, model: Footprint) -> bool:
        if self.footprint is None:
            return self.stated
        if self.marker:
            return within_objective_range(model, self.footprint)
        return within(model.shape, self.footprint.shape, Fraction(0))

    def gap(self, model: Footprint) -> Decimal:
        if self.footprint is None:
            raise ValueError(f"{self.name} has no position to measure from")
        if self.marker:
            return gap_to_unit(model, [self.footprint])
        return precise_gap(model.shape, self.footprint.shape)

    def far(self, starts: Sequence[Footprint], rule: str) -> str:
        """What was measured when the objective is not within the mode distance."""
        if self.footprint is None:
            return (
                f"{self.name} has no position, and the unit is not stated within range of it; "
                f"{rule}"
            )
        gap = inches_text(min(self.gap(s) for s in starts))
        return f"{self.name}, {gap} away at the start; {rule}"


@dataclass(frozen=True)
class Aim:
    """What the step names: ``against`` enemy units, or ``onto`` an objective."""

    against: tuple[str, ...] = ()
    onto: str | None = None


NO_AIM = Aim()


@dataclass(frozen=True)
class Before:
    """What is decided before the move: the mode (consolidation), the selected enemy units
    (none for an Engaging Consolidation without ``against``: those it ends engaged with), the
    selected objective, the refusals found, and the candidates when several need a name."""

    mode: Mode | None
    targets: tuple[str, ...] = ()
    objective: Place | None = None
    reasons: tuple[Reason, ...] = ()
    candidates: tuple[str, ...] = ()  # Engaging: the enemy units within the mode distance
    unnamed: tuple[str, ...] = ()  # several candidates and none named: an input error
    aircraft_ignored: bool = False


_RANGE = f"{ENGAGEMENT_RANGE.name} is {ENGAGEMENT_RANGE.value}"


def _closest(ends: Sequence[Footprint], enemies: Mapping[str, Enemy]) -> str:
    if not enemies:
        return "no enemy unit is placed"
    name = min(enemies, key=lambda n: distance(ends, enemies[n].models, "horizontal"))
    gap = inches_text(distance(ends, enemies[name].models, "horizontal"))
    return f'its closest enemy unit, "{name}", would be {gap} away'


def _names(names: Sequence[str]) -> str:
    return ", ".join(f'"{n}"' for n in names)


def _number(number: RulesNumber) -> Fraction:
    if number.inches is None:
        raise ValueError(f"the {number.name} names no distance")
    return Fraction(number.inches)


def _selectable(enemies: Mapping[str, Enemy], can_fly: bool) -> dict[str, Enemy]:
    """23.02: unless the unit can FLY, AIRCRAFT units are not selected, nor closest."""
    return {n: e for n, e in enemies.items() if can_fly or not e.aircraft}


def _prints(enemies: Mapping[str, Enemy]) -> dict[str, Sequence[Footprint]]:
    return {n: e.models for n, e in enemies.items()}


def _check_named(against: Sequence[str], enemies: Mapping[str, Enemy], can_fly: bool) -> None:
    for name in against:
        if name not in enemies:
            raise RulesInputError(
                f'"{name}" is not a placed enemy unit; the enemy units are {_names(list(enemies))}',
                word=name,
            )
        if enemies[name].aircraft and not can_fly:
            raise RulesInputError(
                f'"{name}" is an AIRCRAFT unit: a unit that cannot FLY ignores it in selecting '
                "enemy units for a pile-in or consolidation move (23.02); name another unit",
                word=name,
            )


def _far(starts: Sequence[Footprint], enemies: Mapping[str, Enemy], name: str) -> str:
    return inches_text(distance(starts, enemies[name].models, "space"))


def pile_in_targets(
    starts: Sequence[Footprint],
    enemies: Mapping[str, Enemy],
    can_fly: bool,
    against: Sequence[str] = (),
) -> Before:
    """12.03 Before Moving, with 23.02."""
    _check_named(against, enemies, can_fly)
    pool = _selectable(enemies, can_fly)
    ignored = len(pool) < len(enemies)
    engaged = tuple(engaged_with(starts, _prints(pool)))
    if engaged:
        if against and set(against) != set(engaged):
            raise RulesInputError(
                f"an engaged unit's pile-in targets are every enemy unit it is engaged with "
                f"({_names(engaged)}, 12.03): name those or leave out against",
                word=against[0],
            )
        return Before(None, engaged, aircraft_ignored=ignored)
    reach = _number(PILE_IN_TARGET)
    near = tuple(n for n, e in pool.items() if unit_within(starts, e.models, reach))
    rule = f"the {PILE_IN_TARGET.name} is {PILE_IN_TARGET.value}"
    if against:
        far = [
            _said(T_FAR, f'"{a}", {_far(starts, enemies, a)} away at the start; {rule}')
            for a in against
            if a not in near
        ]
        return Before(None, tuple(against), reasons=tuple(far), aircraft_ignored=ignored)
    if not near:
        closest = min(pool, key=lambda n: distance(starts, pool[n].models, "space"), default=None)
        what = (
            f'the closest enemy unit, "{closest}", is {_far(starts, pool, closest)} away'
            if closest is not None
            else "no enemy unit it may select is placed"
        )
        return Before(
            None, (), reasons=(_said(T_FAR, f"{what}; {rule}"),), aircraft_ignored=ignored
        )
    if len(near) > 1:
        return Before(None, near, unnamed=near, aircraft_ignored=ignored)
    return Before(None, near, aircraft_ignored=ignored)


def consolidation_mode(
    starts: Sequence[Footprint],
    enemies: Mapping[str, Enemy],
    places: Sequence[Place],
    can_fly: bool,
    aim: Aim = NO_AIM,
) -> Before:
    """12.08 Before Moving: the first mode that applies, and what it selects (23.02)."""
    _check_named(aim.against, enemies, can_fly)
    pool = _selectable(enemies, can_fly)
    ignored = len(pool) < len(enemies)
    engaged = tuple(engaged_with(starts, _prints(pool)))
    if engaged:
        wrong = aim.onto is not None or (aim.against and set(aim.against) != set(engaged))
        ongoing: tuple[Reason, ...] = (
            (_said(C_ONGOING, f"it is engaged with {_names(engaged)}"),) if wrong else ()
        )
        return Before(Mode.ONGOING, engaged, reasons=ongoing, aircraft_ignored=ignored)
    reach = _number(CONSOLIDATION_MODE)
    rule = f"the {CONSOLIDATION_MODE.name} is {CONSOLIDATION_MODE.value}"
    near = tuple(n for n, e in pool.items() if unit_within(starts, e.models, reach))
    far: tuple[Reason, ...] = tuple(
        _said(C_SELECTED_FAR, f'"{a}", {_far(starts, enemies, a)} away at the start; {rule}')
        for a in aim.against
        if a not in near
    )
    if near:
        found = far
        if aim.onto is not None:
            found = (
                _said(C_ENGAGING, f"{_names(near)} within the {CONSOLIDATION_MODE.name}"),
                *found,
            )
        return Before(
            Mode.ENGAGING,
            tuple(aim.against),
            reasons=found,
            candidates=near,
            aircraft_ignored=ignored,
        )
    close = tuple(p for p in places if p.near(starts, reach))
    if close:
        chosen = next((p for p in places if p.name == aim.onto), None)
        found = far
        if aim.onto is not None:
            if chosen is None:
                raise RulesInputError(
                    f"{aim.onto} is not an objective (add: Given {aim.onto} is an objective)",
                    word=aim.onto,
                )
            if chosen not in close:
                found = (*found, _said(C_OBJECTIVE_FAR, chosen.far(starts, rule)))
        elif len(close) > 1:
            return Before(Mode.OBJECTIVE, unnamed=tuple(p.name for p in close))
        else:
            chosen = close[0]
        return Before(Mode.OBJECTIVE, objective=chosen, reasons=found, aircraft_ignored=ignored)
    return Before(
        None,
        reasons=(
            _said(
                C_NO_MODE,
                f"not engaged, and no enemy unit it may select and no objective is within "
                f"range; {rule}",
            ),
        ),
        aircraft_ignored=ignored,
    )


def _moved(models: Sequence[MovedModel]) -> list[MovedModel]:
    return [m for m in models if m.start != m.end]


def _stay(
    models: Sequence[MovedModel], enemies: Mapping[str, Enemy], known: Reason
) -> list[Reason]:
    every = [f for e in enemies.values() for f in e.models]
    for model in _moved(models):
        if ends_in_base_contact([model.start], every):
            return [_said(known, f'model {model.label}, 0" from an enemy model at the start')]
    return []


def _gap(model: Footprint, target: Sequence[Footprint]) -> Decimal:
    return gap_to_unit(model, target)


def _closer(
    models: Sequence[MovedModel],
    targets: Mapping[str, Enemy],
    known: Reason,
) -> list[Reason]:
    """Each moved model ends closer to the closest target (to it, at the start; equally close
    targets are all closest, app 01.04.02, and the player picks among them)."""
    if not targets:
        return []
    for model in _moved(models):
        before = {n: _gap(model.start, e.models) for n, e in targets.items()}
        least = min(before.values())
        closest = [n for n, v in before.items() if v == least]
        after = {n: _gap(model.end, targets[n].models) for n in closest}
        if not any(after[n] < before[n] for n in closest):
            n = closest[0]
            return [
                _said(
                    known,
                    f'model {model.label}: "{n}" {inches_text(before[n])} away at the start, '
                    f"{inches_text(after[n])} at the end",
                )
            ]
    return []


def _still(
    models: Sequence[MovedModel], enemies: Mapping[str, Enemy], known: Reason
) -> list[Reason]:
    for model in models:
        for name, enemy in enemies.items():
            started = any(models_engaged(model.start, f) for f in enemy.models)
            if started and not any(models_engaged(model.end, f) for f in enemy.models):
                gap = inches_text(distance([model.end], enemy.models, "horizontal"))
                return [
                    _said(
                        known,
                        f'model {model.label}, with "{name}": {gap} away at the end; {_RANGE}',
                    )
                ]
    return []


class Unnamed(RulesInputError):
    """Several candidates could each be selected and the step names none (12.03, 12.08): the
    player's choice, which a concrete scenario must state."""


def _unnamed(before: Before, what: str) -> None:
    if before.unnamed:
        first = before.unnamed[0]
        # as a step writes the choice: a unit in double quotes, an objective by its name
        units = before.mode is not Mode.OBJECTIVE
        choice = f'against "{first}"' if units else f"onto {first}"
        raise Unnamed(
            f"{what}: {', '.join(before.unnamed)} could each be selected; name the choice "
            f"({choice})",
            word=first,
        )


def pile_in_problems(
    models: Sequence[MovedModel],
    enemies: Mapping[str, Enemy],
    can_fly: bool,
    against: Sequence[str] = (),
) -> tuple[Reason, ...]:
    """Why a pile-in move (12.03) cannot end here (none: it can)."""
    starts = [m.start for m in models]
    before = pile_in_targets(starts, enemies, can_fly, against)
    _unnamed(before, "several enemy units are within the pile-in target distance")
    found = [*before.reasons, *_stay(models, enemies, T_STAY)]
    found += _closer(models, {t: enemies[t] for t in before.targets}, T_CLOSER)
    ends = [m.end for m in models]
    if not engaged_with(ends, _prints(enemies)):
        found.append(_said(T_ENGAGED, f"{_closest(ends, enemies)}; {_RANGE}"))
    found += _still(models, enemies, T_STILL)
    return tuple(found)


def consolidation_problems(
    models: Sequence[MovedModel],
    enemies: Mapping[str, Enemy],
    places: Sequence[Place],
    can_fly: bool,
    aim: Aim = NO_AIM,
) -> tuple[Reason, ...]:
    """Why a consolidation move (12.08) cannot end here (none: it can)."""
    starts = [m.start for m in models]
    before = consolidation_mode(starts, enemies, places, can_fly, aim)
    _unnamed(before, "several objectives are within the consolidation mode distance")
    found = list(before.reasons)
    ends = [m.end for m in models]
    if before.mode is Mode.ONGOING:
        found += _stay(models, enemies, C_STAY)
        found += _closer(models, {t: enemies[t] for t in before.targets}, C_CLOSER)
        found += _still(models, enemies, C_STILL)
    elif before.mode is Mode.ENGAGING:
        pool = _selectable(enemies, can_fly)
        ended = engaged_with(ends, _prints(pool))
        targets = before.targets or tuple(e for e in ended if e in before.candidates)
        found += _closer(models, {t: enemies[t] for t in targets}, C_CLOSER)
        missing = [t for t in targets if t not in ended]
        if missing:
            gaps = ", ".join(
                f'"{t}" {inches_text(distance(ends, enemies[t].models, "horizontal"))} away'
                for t in missing
            )
            found.append(_said(C_NOT_ALL, f"not with {gaps}; {_RANGE}"))
        elif not targets:
            found.append(
                _said(C_NOT_ALL, f"it would end engaged with none of {_names(before.candidates)}")
            )
    elif before.mode is Mode.OBJECTIVE and before.objective is not None:
        place = before.objective
        if place.footprint is None:
            # Without a position its range keeps the stated membership, which a move leaves
            # as it was: where the models end is not weighed against it (contract §19.6).
            return tuple(found)
        for model in _moved(models):
            if not place.in_range(model.end) and not place.gap(model.end) < place.gap(model.start):
                found.append(
                    _said(
                        C_OBJECTIVE_CLOSER,
                        f"model {model.label}: {place.name} {inches_text(place.gap(model.start))} "
                        f"away at the start, {inches_text(place.gap(model.end))} at the end",
                    )
                )
                break
        if not any(place.in_range(e) for e in ends):
            gap = min(place.gap(e) for e in ends)
            found.append(
                _said(
                    C_OBJECTIVE_RANGE,
                    f"its closest model {inches_text(gap)} from {place.name} at the end; "
                    + (
                        f"{OBJECTIVE_RANGE.name} is {OBJECTIVE_RANGE.value}"
                        if place.marker
                        else "within range of a terrain objective is within its area"
                    ),
                )
            )
    return tuple(found)


# The clauses each check weighs: before moving, and after it by the move and the mode.
_BEFORE_PILE_IN = (PILE_IN_TARGETS,)
_BEFORE_CONSOLIDATION = (ONGOING_FIRST, ENGAGING_FIRST, SELECTED_NEAR, OBJECTIVE_NEAR, NO_MODE)
_ENDS: dict[Mode | None, tuple[RuleRef, ...]] = {
    None: (PILE_IN_STAY, PILE_IN_CLOSER, PILE_IN_AFTER),
    Mode.ONGOING: (ONGOING_STAY, SELECTED_CLOSER, CONSOLIDATE_AFTER),
    Mode.ENGAGING: (SELECTED_CLOSER, CONSOLIDATE_AFTER),
    Mode.OBJECTIVE: (OBJECTIVE_CLOSER, OBJECTIVE_AFTER),
}


def rules_weighed(
    before: Before, found: Sequence[Reason], pile_in: bool, ends: bool
) -> tuple[tuple[RuleRef, bool], ...]:
    """The clauses a decision weighed, and whether each applied (barred the move): before the
    move, and with ``ends`` the checks of the end positions, by the move and its mode."""
    barred = {r.rule for r in found}
    rules = _BEFORE_PILE_IN if pile_in else _BEFORE_CONSOLIDATION
    unplaced = before.objective is not None and before.objective.footprint is None
    if ends and (pile_in or before.mode is not None) and not unplaced:
        rules = (*rules, *_ENDS[None if pile_in else before.mode])
    return (
        (AIRCRAFT_IGNORED, before.aircraft_ignored),
        *((rule, rule in barred) for rule in rules),
    )
