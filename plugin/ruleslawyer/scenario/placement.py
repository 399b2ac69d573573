"""The board as the game's placement (contract §19.5): each game unit's placed models (an
attached unit's from every part, 19.01), measuring every fact the positions decide again after
models moved or were removed (``remeasure``), and the core's view of the board
(:class:`BoardPlacement`, for coherency and removals)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from fractions import Fraction
from typing import Protocol

from ruleslawyer.core.bases import Footprint
from ruleslawyer.core.fight_order import FightOrder
from ruleslawyer.core.keywords import AIRCRAFT
from ruleslawyer.core.unit_rolls import advance_maximum
from ruleslawyer.core.units import Unit, area_key
from ruleslawyer.scenario.measuring import (
    Side,
    compute,
    far_from_enemies,
    part_models_in_range,
)
from ruleslawyer.scenario.positions import Positions


class GameUnits(Protocol):
    """What re-measuring reads and writes of the game."""

    units: dict[str, Unit]
    fight_order: FightOrder

    def set_engaged_pairs(self, pairs: Iterable[frozenset[str]]) -> None: ...

    def unit(self, name: str) -> Unit: ...

    def set_unit(self, unit: Unit, **changes: object) -> Unit: ...


def game_sides(units: Mapping[str, Unit]) -> dict[str, Side]:
    """Each game unit's side as measuring reads it: its player, whether it is an AIRCRAFT unit,
    and whether it is there to measure (on the battlefield, not destroyed)."""
    return {
        n: Side(u.player, u.has(AIRCRAFT), u.on_battlefield and not u.destroyed)
        for n, u in units.items()
    }


def unit_groups(
    board: Positions, units: Mapping[str, Unit], sides: Mapping[str, Side]
) -> dict[str, list[Footprint]]:
    """Each present game unit's placed models, an attached unit's from every part (19.01: one
    unit), for :func:`compute`."""
    return {
        n: found
        for n, side in sides.items()
        if side.present and (found := unit_footprints(board, units, n))
    }


def remeasure(board: Positions, game: GameUnits) -> None:
    """Measure again every fact the positions decide, after models moved or were removed
    (§19.5, §19.6): engagement and its pairs, areas, objective ranges, and the units far
    enough from every enemy unit for their player to pass in the Fight step (20.1)."""
    sides = game_sides(game.units)
    grouped = unit_groups(board, game.units, sides)
    game.fight_order.set_far(far_from_enemies(board, sides, grouped))
    shaped = {area_key(s.name) for s in board.areas().values()} | set(board.markers)
    computed = compute(board, sides, grouped)
    game.set_engaged_pairs(frozenset((u, e)) for u, f in computed.items() for e in f.engaged_with)
    for unit_name, facts in computed.items():
        unit = game.unit(unit_name)
        kept = {a for a in unit.within if area_key(a) not in shaped}
        wholly = {a for a in unit.wholly_within if area_key(a) not in shaped}
        game.set_unit(
            unit,
            engaged=bool(facts.engaged_with),
            engaged_only_aircraft=facts.engaged_only_aircraft,
            near_enemy=facts.near_enemy,
            within=frozenset(kept | facts.within),
            wholly_within=frozenset(wholly | facts.wholly_within),
            models_in_range=facts.models_in_range,
            part_models_in_range=part_models_in_range(board, unit),
        )


def part_names(units: Mapping[str, Unit], unit: str) -> list[str]:
    """The names a unit's models are placed under: each part's for an attached unit (19.3:
    either part's name places its models), else the unit's own."""
    found = units.get(unit)
    if found is None or not found.part_facts:
        return [unit]
    return [part.name for part in found.part_facts]


def move_characteristics(
    board: Positions, units: Mapping[str, Unit], unit: str
) -> dict[str, Fraction | None]:
    """Each part's Move characteristic (02.02), by the name its models are placed under: the M
    stated of that part's name (or its datasheet's), else the M stated of another name of the
    attached unit (§11: either name is the whole unit), else None (not weighed, §19.3). A unit
    that is not attached has one (Rules Appendix, Different Move Characteristics;
    docs/interpretations.md 105)."""
    names = part_names(units, unit)
    stated = board.move_characteristic
    whole = stated.get(unit, next((stated[n] for n in names if n in stated), None))
    return {n: stated.get(n, whole) for n in names}


def each_parts_maximum(
    board: Positions,
    units: Mapping[str, Unit],
    unit: str,
    advance: bool = False,
    roll: int | None = None,
) -> dict[str, Fraction | None]:
    """Each part's own maximum distance in a move whose maximum is the Move characteristic
    (Rules Appendix, Different Move Characteristics): its M, or in an ``advance`` move its M plus
    the advance ``roll`` (09.06; None where either is unknown). By the name its models are
    placed under."""
    return {
        part: advance_maximum(m_, roll) if advance else m_
        for part, m_ in move_characteristics(board, units, unit).items()
    }


def unit_footprints(board: Positions, units: Mapping[str, Unit], unit: str) -> list[Footprint]:
    """Every placed model of a unit: an attached unit is one unit (19.01), so coherency and
    every measure from it take the models of all its parts."""
    return [f for part in part_names(units, unit) for f in board.footprints(part)]


class BoardPlacement:
    """The scenario's board as the core's :class:`~ruleslawyer.core.coherency.Placement`."""

    def __init__(
        self,
        board: Positions,
        game: GameUnits,
        chooser: Callable[[str, list[tuple[str, str]]], tuple[str, str]] | None = None,
    ) -> None:
        self.board = board
        self.game = game
        # A property scenario's draw of the models removed to regain coherency that it does
        # not state (§19.5, §19.9); None in a concrete scenario, which must state them.
        self.chooser = chooser

    def placed(self, unit: str) -> bool:
        return any(self.board.rows.get(part) for part in part_names(self.game.units, unit))

    def footprints(self, unit: str) -> list[Footprint]:
        return unit_footprints(self.board, self.game.units, unit)

    def labels(self, unit: str) -> list[str]:
        return [row.label for row in self.board.rows.get(unit, [])]

    def models(self, unit: str) -> list[tuple[str, str]]:
        return [
            (part, row.label)
            for part in part_names(self.game.units, unit)
            for row in self.board.rows.get(part, [])
        ]

    def remove(self, unit: str, label: str, why: str = "destroyed") -> None:
        self.board.rows[unit] = [r for r in self.board.rows[unit] if r.label != label]
        self.board.gone[(unit, label)] = why
        remeasure(self.board, self.game)

    def choose_removal(self, unit: str) -> tuple[str, str] | None:
        if self.chooser is None:
            return None
        return self.chooser(unit, self.models(unit))

    def measure(self) -> None:
        remeasure(self.board, self.game)

    def keep(self, unit: str, count: int) -> None:
        rows = self.board.rows.get(unit, [])
        if len(rows) > count:
            self.board.rows[unit] = rows[:count]
            for row in rows[count:]:
                self.board.gone[(unit, row.label)] = "destroyed"
            remeasure(self.board, self.game)
