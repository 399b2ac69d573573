"""What a positioned scenario's placements decide (contract 19.5): each unit's computed facts
(engaged and with whom, objective and area ranges, the charge and pass distances), checked
against what the scenario states (the board in plain data, for the FAQ's diagram, is
scenario/board_plain.py)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from fractions import Fraction

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import (
    Footprint,
)
from ruleslawyer.core.distances import Shape, inside, within
from ruleslawyer.core.geometry import Polygon
from ruleslawyer.core.keywords import AIRCRAFT
from ruleslawyer.core.measuring import inches_text
from ruleslawyer.core.ranges import (
    engaged_with,
    in_coherency,
    objective_marker,
    precise_distance,
    unit_within,
    within_objective_range,
)
from ruleslawyer.core.rules_numbers import (
    CHARGE_DECLARATION,
    ENGAGEMENT_RANGE,
    FIGHT_PASS,
    OBJECTIVE_RANGE,
)
from ruleslawyer.core.units import Unit, area_key
from ruleslawyer.scenario.positions import (
    Positions,
    UnitDraft,
    Where,
    check,
    check_shapes,
    where,
)


class Clash(RulesInputError):
    """A fact a Given states that the positions contradict (§19.5). ``units``: the units whose
    positions decide it. In a property scenario where one of them was drawn, the example is
    no situation and is discarded, never an error (19.9: "drawn positions that break a Given
    ... are discarded"; §6: drawn values agree with the pins)."""

    def __init__(self, message: str, *, units: frozenset[str], word: str | None = None):
        super().__init__(message, word=word)
        self.units = units


# -- computing the facts (§19.5) --------------------------------------------------------------
@dataclass(frozen=True)
class Computed:
    """What the positions decide of one unit."""

    engaged_with: tuple[str, ...]
    engaged_only_aircraft: bool
    near_enemy: bool
    within: frozenset[str]  # the shaped areas and placed markers (within range) it is within
    in_coherency: bool
    # The models within each shaped area or within range of each placed marker, by area key.
    models_in_range: tuple[tuple[str, int], ...] = ()
    wholly_within: frozenset[str] = frozenset()  # the shaped areas it is wholly within


def enemies_of(draft: UnitDraft, drafts: Mapping[str, UnitDraft], board: Positions) -> list[str]:
    return [
        name
        for name, other in drafts.items()
        if other.player != draft.player and name in board.rows
    ]


@dataclass(frozen=True)
class Side:
    """What measuring needs of a placed unit besides its models: its player, whether it is
    an AIRCRAFT unit, whether it is on the battlefield now."""

    player: str
    aircraft: bool
    present: bool = True


def compute(
    board: Positions,
    sides: Mapping[str, Side],
    grouped: Mapping[str, list[Footprint]] | None = None,
) -> dict[str, Computed]:
    """What the positions decide, per placed unit (``grouped``: the models of each unit, where
    a unit's models stand under several names, as an attached unit's parts do)."""
    prints = (
        dict(grouped)
        if grouped is not None
        else {u: board.footprints(u) for u in board.rows if sides.get(u, _GONE).present}
    )
    found: dict[str, Computed] = {}
    for unit, models in prints.items():
        mine = sides[unit]
        enemies = {n: p for n, p in prints.items() if sides[n].player != mine.player}
        engaged = tuple(engaged_with(models, enemies))
        aircraft = bool(engaged) and all(sides[e].aircraft for e in engaged)
        near = any(
            unit_within(models, enemy, Fraction(_inches_of(CHARGE_DECLARATION)))
            for enemy in enemies.values()
        )
        counts = models_in_range(board, models)
        wholly = {
            shaped.name
            for shaped in board.areas().values()
            if models and wholly_in_area(models, shaped.polygon)
        }
        names = {key: shaped.name for key, shaped in board.areas().items()}
        names.update({key: name for key, (name, _, _) in board.markers.items()})
        inside_areas = {names[key] for key, n in counts.items() if n}
        found[unit] = Computed(
            engaged,
            aircraft,
            near,
            frozenset(inside_areas),
            in_coherency(models),
            tuple(sorted(counts.items())),
            frozenset(wholly),
        )
    return found


_GONE = Side("", False, present=False)


def models_in_range(board: Positions, models: Sequence[Footprint]) -> dict[str, int]:
    """How many of ``models`` are within each shaped area and within range of each placed
    objective marker (14.02, Rules Appendix), by area key."""
    counts = {
        key: sum(within(m.shape, shaped.polygon, Fraction(0)) for m in models)
        for key, shaped in board.areas().items()
    }
    for key, (_, at, _) in board.markers.items():
        marker = objective_marker(at)
        counts[key] = sum(within_objective_range(m, marker) for m in models)
    return counts


def part_models_in_range(
    board: Positions, unit: Unit
) -> tuple[tuple[str, tuple[tuple[str, int], ...]], ...]:
    """An attached unit's models within range of each objective, part by part (14.02: each
    model adds its own OC, so each part counts only its own models in range, contract 19.5).
    A part with models left but no rows of its own (a set-up's table places the whole unit
    under one name) gets no count: it adds every model it has left, as where nothing is placed
    (interpretation 41)."""
    return tuple(
        (part.name, tuple(sorted(models_in_range(board, board.footprints(part.name)).items())))
        for part in unit.part_facts
        if board.rows.get(part.name) or part.models == 0
    )


def sides_of(drafts: Mapping[str, UnitDraft]) -> dict[str, Side]:
    return {n: Side(d.player, AIRCRAFT in d.keywords) for n, d in drafts.items()}


def _inches_of(number: object) -> int:
    inches = getattr(number, "inches", None)
    if not isinstance(inches, int):
        raise ValueError(f"{number!r} names no distance")
    return inches


def settle(
    board: Positions,
    drafts: Mapping[str, UnitDraft],
    not_within: Sequence[tuple[str, str, Where]] = (),
    stated_pairs: Sequence[tuple[str, str, Where]] = (),
) -> dict[str, Computed]:
    """Check a positioned scenario's placements and put what the positions decide into its
    drafts, checking each fact a Given stated (§19.5): a stated engagement pair first, so that
    its error names the pair's line. A scenario that places no model is left as it is, except
    that a stated within of a shaped area is checked once a model is placed."""
    board.deploy_now()
    _stated_not_within(drafts, not_within)
    if not board.positioned:
        check_shapes(board, drafts)
        return {}
    check(board, drafts)
    _models_placed(board, drafts)
    computed = compute(board, sides_of(drafts))
    _check_pairs(board, computed, stated_pairs)
    for unit, facts in computed.items():
        draft = drafts[unit]
        _agree(draft, "engaged", bool(facts.engaged_with), facts, board, drafts)
        _agree(draft, "engaged_only_aircraft", facts.engaged_only_aircraft, facts, board, drafts)
        _agree(draft, "near_enemy", facts.near_enemy, facts, board, drafts)
        _within(draft, facts, board)
        _wholly_within(draft, facts, board)
    for unit, area, line in not_within:
        found = computed.get(unit)
        if found is not None and area_key(area) in {area_key(a) for a in found.within}:
            raise Clash(
                f'{where(line)} states "{unit}" is not within {area}, but the positions '
                f"({where(board.rows[unit][0].line)}) put a model of it within {area}; "
                "a unit is within an area when any part of one of its models' bases is (01.04)",
                units=frozenset((unit,)),
                word=area,
            )
    return computed


def pairs(
    board: Positions,
    computed: Mapping[str, Computed],
    stated: Sequence[tuple[str, str, Where]],
    canonical: Callable[[str], str],
) -> set[frozenset[str]]:
    """The engagement pairs (§19.5): measured where models are placed, each stated pair
    checked against them; stated where nothing is placed."""
    if not board.positioned:
        return {frozenset((canonical(a), canonical(b))) for a, b, _ in stated}
    _check_pairs(board, computed, stated)
    return {frozenset((u, e)) for u, facts in computed.items() for e in facts.engaged_with}


def _check_pairs(
    board: Positions,
    computed: Mapping[str, Computed],
    stated: Sequence[tuple[str, str, Where]],
) -> None:
    """A stated engagement pair the positions contradict: an error naming both lines."""
    found = {frozenset((u, e)) for u, facts in computed.items() for e in facts.engaged_with}
    for unit, enemy, line in stated:
        if frozenset((unit, enemy)) in found:
            continue
        gaps = [
            float(precise_distance(m, e))
            for m in board.footprints(unit)
            for e in board.footprints(enemy)
        ]
        rows = board.rows.get(unit) or board.rows.get(enemy) or []
        placed = f" ({where(rows[0].line)})" if rows else ""
        measured = f'put them {min(gaps):.3f}" apart' if gaps else "do not place both"
        raise Clash(
            f'{where(line)} states "{unit}" is engaged with "{enemy}", but the positions'
            f"{placed} {measured}; engagement range is {ENGAGEMENT_RANGE.value} "
            f"({ENGAGEMENT_RANGE.section})",
            units=frozenset((unit, enemy)),
            word=enemy,
        )


def area_relations(
    board: Positions,
    stated: Mapping[tuple[str, str], bool],
    lines: Mapping[tuple[str, str], int | None] | None = None,
) -> dict[tuple[str, str], bool]:
    """`<area> is within <area>` between two shaped areas (§19.5): any part of the first within
    the second, boundary included; a stated relation the shapes contradict is an error. An
    objective marker with a position is shaped too (19.1: 40mm across, centred on its point),
    so a card's `objective you control within <area>` and an Action's `<area> is not within
    <area>` read where the marker lies (19.8)."""
    found = dict(stated)
    inners: list[tuple[str, str, Shape, Where]] = [
        (key, s.name, s.polygon, s.line) for key, s in board.shapes.items()
    ]
    inners += [
        (key, name, objective_marker(at).shape, line)
        for key, (name, at, line) in board.markers.items()
    ]
    for inner_key, inner_name, inner_shape, inner_line in inners:
        for outer_key, outer in board.shapes.items():
            if inner_key == outer_key:
                continue
            holds = within(inner_shape, outer.polygon, Fraction(0))
            said = stated.get((inner_key, outer_key))
            if said is not None and said != holds:
                raise RulesInputError(
                    f"{where((lines or {}).get((inner_key, outer_key)))} states {inner_name} is "
                    f"{'' if said else 'not '}within "
                    f"{outer.name}, but their shapes ({where(inner_line)}, {where(outer.line)}) "
                    f"put {'no' if said else 'a'} part of it within {outer.name}",
                    word=inner_name,
                )
            found[(inner_key, outer_key)] = holds
    return found


def _stated_not_within(
    drafts: Mapping[str, UnitDraft], not_within: Sequence[tuple[str, str, Where]]
) -> None:
    """A unit stated both within an area and not within it (either order): both lines."""
    for unit, area, line in not_within:
        draft = drafts[unit]
        if area_key(area) in {area_key(a) for a in draft.within}:
            raise RulesInputError(
                f'{where(draft.stated.get("within"))} states "{unit}" is within {area}, but '
                f"{where(line)} states it is not within {area}",
                word=area,
            )


def _wholly_within(draft: UnitDraft, facts: Computed, board: Positions) -> None:
    """A stated wholly within of a shaped area is checked; the shaped areas the unit is
    wholly within are measured, the others kept as stated (§19.5)."""
    said = draft.stated.get("wholly_within")
    shaped = {area_key(s.name) for s in board.areas().values()}
    measured = {area_key(a) for a in facts.wholly_within}
    for area in draft.wholly_within:
        key = area_key(area)
        if key in shaped and key not in measured:
            raise Clash(
                f'{where(said)} states "{draft.name}" is wholly within {area}, but the '
                f"positions ({where(board.rows[draft.name][0].line)}) put part of a model's "
                f"base outside it; wholly within means every part of every model's base (01.04)",
                units=frozenset((draft.name,)),
                word=area,
            )
    kept = {a for a in draft.wholly_within if area_key(a) not in shaped}
    draft.wholly_within = frozenset(kept | facts.wholly_within)


def _models_placed(board: Positions, drafts: Mapping[str, UnitDraft]) -> None:
    for unit, rows in board.rows.items():
        draft = drafts[unit]
        n = len(rows)
        said = draft.stated.get("models")
        if said is not None and draft.models != n:
            raise RulesInputError(
                f'{where(said)} states "{unit}" has {draft.models} models left, but '
                f"{n} {'is' if n == 1 else 'are'} placed ({where(rows[0].line)}): a unit is "
                "placed whole, one row per "
                "model left",
                word=str(draft.models),
            )
        ss_said = draft.stated.get("starting_strength")
        ss = draft.starting_strength
        if ss_said is not None and ss is not None and n > ss:
            _more_than_started(unit, n, ss, ss_said, rows[ss].line)
        draft.models = n
        if "starting_strength" not in draft.stated:
            draft.starting_strength = n  # a starting strength not stated is n (§19.3)


def _more_than_started(unit: str, n: int, ss: int, said: Where, line: Where) -> None:
    """More models placed than the unit started with (02.02, Rules Appendix Starting Strength):
    an input error at the first row beyond it, naming where the starting strength came from."""
    from_sheet = isinstance(said, str) and said.startswith("the datasheet")
    how = (
        f'say how many it has: a unit "{unit}" from {said} with {n} models'
        if from_sheet
        else "place one row per model left"
    )
    raise RulesInputError(
        f'{where(line)} places model {ss + 1} of "{unit}", but its starting strength is {ss} '
        f"({where(said)}): {n} models are placed; {how}",
        word=str(ss + 1),
    )


def _agree(
    draft: UnitDraft,
    fact: str,
    value: bool,
    facts: Computed,
    board: Positions,
    drafts: Mapping[str, UnitDraft],
) -> None:
    said = draft.stated.get(fact)
    if fact in draft.stated and bool(getattr(draft, fact)) != value:
        measured = _measured(draft, fact, facts, board, drafts)
        raise Clash(
            f'{where(said)} states "{draft.name}" {_phrase(fact, not value)}, but the positions '
            f"({where(board.rows[draft.name][0].line)}) {measured}",
            units=frozenset((draft.name, *enemies_of(draft, drafts, board))),
            word=draft.name,
        )
    setattr(draft, fact, value)


def _phrase(fact: str, value: bool) -> str:
    return {
        ("engaged", True): "is engaged",
        ("engaged", False): "is not engaged",
        ("engaged_only_aircraft", True): "is engaged only with AIRCRAFT units",
        ("engaged_only_aircraft", False): "is not engaged only with AIRCRAFT units",
        ("near_enemy", True): "is close enough to an enemy unit to declare a charge",
        ("near_enemy", False): "is too far from every enemy unit to declare a charge",
    }[(fact, value)]


def _measured(
    draft: UnitDraft,
    fact: str,
    facts: Computed,
    board: Positions,
    drafts: Mapping[str, UnitDraft],
) -> str:
    if fact == "engaged_only_aircraft":
        engaged = ", ".join(f'"{e}"' for e in facts.engaged_with) or "no enemy unit"
        return f"put it engaged with {engaged} (03.04, 23.02)"
    return measured_closest([draft.name], fact, board, drafts)


def measured_closest(
    parts: Sequence[str], fact: str, board: Positions, drafts: Mapping[str, UnitDraft]
) -> str:
    """What the positions measured for a fact they decide from the closest enemy model (19.5):
    ``engaged`` (03.04) or ``near_enemy`` (the charge declaration distance, 11.02), for the
    placed ``parts`` of one unit (an attached unit is one unit, 19.01)."""
    gaps = [closest_enemy_distance(part, board, drafts) for part in parts]
    closest = min((g for g in gaps if g is not None), default=None)
    if closest is None:
        return "place no enemy unit"
    if fact == "engaged":
        rule = f"engagement range is {ENGAGEMENT_RANGE.value} ({ENGAGEMENT_RANGE.section})"
    else:
        rule = (
            f"the {CHARGE_DECLARATION.name} is {CHARGE_DECLARATION.value} "
            f"({CHARGE_DECLARATION.section})"
        )
    return f'put its closest enemy model {closest:.3f}" away; {rule}'


def closest_enemy_distance(
    unit: str, board: Positions, drafts: Mapping[str, UnitDraft]
) -> float | None:
    draft = drafts[unit]
    values = [
        float(precise_distance(m, e))
        for name in enemies_of(draft, drafts, board)
        for m in board.footprints(unit)
        for e in board.footprints(name)
    ]
    return min(values, default=None)


def _within(draft: UnitDraft, facts: Computed, board: Positions) -> None:
    said = draft.stated.get("within")
    decided = {area_key(s.name) for s in board.areas().values()} | set(board.markers)
    for area in draft.within:
        key = area_key(area)
        if key in decided and area_key(area) not in {area_key(a) for a in facts.within}:
            shape = board.area_shape(area)
            gap = (
                min(
                    (
                        float(precise_distance(m, shape, "horizontal"))
                        for m in board.footprints(draft.name)
                    ),
                    default=0.0,
                )
                if shape is not None
                else 0.0
            )
            rule = (
                f"objective marker range is {OBJECTIVE_RANGE.value} (Rules Appendix)"
                if key in board.markers
                else "a model is within an area when any part of its base is (01.04)"
            )
            raise Clash(
                f'{where(said)} states "{draft.name}" is within {area}, but the positions '
                f"({where(board.rows[draft.name][0].line)}) put its closest model "
                f"{inches_text(gap)} from it; {rule}",
                units=frozenset((draft.name,)),
                word=area,
            )
    kept = {a for a in draft.within if area_key(a) not in decided}
    draft.within = frozenset(kept | facts.within)


def wholly_in_area(models: Sequence[Footprint], area: Polygon) -> bool:
    return all(inside(m.shape, area) for m in models)


def names(items: Iterable[str]) -> str:
    listed = [f'"{i}"' for i in items]
    if len(listed) <= 1:
        return "".join(listed) or "none"
    return ", ".join(listed[:-1]) + " and " + listed[-1]


def far_from_enemies(
    board: Positions,
    sides: Mapping[str, Side],
    grouped: Mapping[str, list[Footprint]] | None = None,
) -> set[str]:
    """The placed units every model of which is more than the fight pass distance from every
    enemy unit (Rules Appendix; contract §20.1's stated fact, computed where models are placed,
    §19.5)."""
    reach = Fraction(_inches_of(FIGHT_PASS))
    prints = (
        dict(grouped)
        if grouped is not None
        else {u: board.footprints(u) for u in board.rows if sides.get(u, _GONE).present}
    )
    return {
        unit
        for unit, models in prints.items()
        if not any(
            unit_within(models, other, reach)
            for name, other in prints.items()
            if sides[name].player != sides[unit].player
        )
    }
