"""Positions (contract §19.2, §19.3, §19.5, §19.12): where a scenario places models, areas and
objective markers, and the facts the core computes from them.

The Givens record into a :class:`Positions` held by the scenario's state; when the game is
built (:func:`settle`), a positioned scenario (one that places a model) has its placements
checked (off the battlefield, on another model, a unit partly placed or left unplaced) and each
fact the positions decide computed into the unit drafts: engaged, engaged only with AIRCRAFT,
within the charge declaration distance, within each shaped area and within range of each placed
objective marker. A fact a Given stated is checked, not applied: one the positions contradict is
an error naming both lines. The measuring is the core's geometry kernel (core/ranges.py,
core/distances.py, core/bases.py); nothing here measures by itself.
"""

from __future__ import annotations

import difflib
import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Protocol

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import (
    BaseSize,
    Battlefield,
    Footprint,
    Hull,
    area_footprint,
    base_size,
    overlap_depth,
    pairs_on_each_other,
    place_base,
    place_hull,
)
from ruleslawyer.core.distances import Shape
from ruleslawyer.core.geometry import Point, Polygon, length, polygon_problem
from ruleslawyer.core.keywords import FRAME
from ruleslawyer.core.measuring import inches_text
from ruleslawyer.core.missions import QUARTER_NAMES
from ruleslawyer.core.ranges import (
    objective_marker,
)
from ruleslawyer.core.units import area_key
from ruleslawyer.data.deployments import Deployment, deployments
from ruleslawyer.data.deployments import key as deployment_key


class UnitDraft(Protocol):
    """What positions read and write of a unit as the Givens state it (scenario/state.py's
    UnitDraft, which imports this module)."""

    name: str
    line: int | None
    stated: dict[str, int | str | None]
    leading: str | None
    player: str
    keywords: frozenset[str]
    on_battlefield: bool
    in_reserves: bool
    embarked_in: str | None
    models: int
    starting_strength: int
    within: frozenset[str]
    wholly_within: frozenset[str]

    def line_of(self, what: str) -> int | str | None: ...


DEFAULT_BASE = base_size("32mm")  # §19.3: the base of a unit no step or datasheet gives one
Where = int | str | None


def where(at: Where) -> str:
    return f"line {at}" if isinstance(at, int) else str(at) if at is not None else "a Given"


def number(text: str, what: str) -> Fraction:
    """A coordinate, height or distance as written (§19.2): ``12``, ``12.5``, ``12"``,
    ``304.8mm``; anything else an input error naming the value and the accepted forms."""
    value = length(str(text), what)
    return value


@dataclass(frozen=True)
class Placed:
    """One model placed by a row: its unit, label, position, level, base and facing."""

    unit: str
    label: str
    at: Point
    height: Fraction
    base: BaseSize | None
    facing: Fraction
    line: Where


# A move's end keyed by a model of an attached unit: `<label> of "<part>"` (:func:`model_key`).
_QUALIFIED = re.compile(r'(.+) of "([^"]+)"')


def model_key(part: str, label: str, whole: bool) -> str:
    """How a move's ends name a model: its label, or for a model of an attached unit (``whole``,
    19.01: its parts are one unit) the label and the part it is placed under, as a move's table
    with a ``unit`` column names it."""
    return f'{label} of "{part}"' if whole else label


def key_part(key: str) -> tuple[str | None, str]:
    """The part a key names (None: a bare label) and the label (:func:`model_key`)."""
    found = _QUALIFIED.fullmatch(key)
    return (found[2], found[1]) if found else (None, key)


@dataclass
class Shaped:
    name: str
    polygon: Polygon
    line: Where


@dataclass
class Positions:
    """What the Givens state of positions (§19.2, §19.3)."""

    battlefield: Battlefield = field(default_factory=Battlefield)
    battlefield_line: Where = None
    shapes: dict[str, Shaped] = field(default_factory=dict)  # by area key
    markers: dict[str, tuple[str, Point, Where]] = field(default_factory=dict)  # by area key
    bases: dict[str, tuple[BaseSize, Where]] = field(default_factory=dict)  # by unit
    rows: dict[str, list[Placed]] = field(default_factory=dict)  # by unit, in row order
    move_characteristic: dict[str, Fraction] = field(default_factory=dict)  # M, by unit
    charge_rolls: dict[str, int] = field(default_factory=dict)  # given charge rolls, by unit
    placements: dict[tuple[str, str], tuple[dict[str, Point], Where]] = field(
        default_factory=dict
    )  # by (unit, placement name): model label -> position (§19.6)
    hulls: dict[str, tuple[Hull, Where]] = field(default_factory=dict)  # FRAME models, by unit
    # A datasheet unit's base from the data (§19.3), or why the data gives none: by unit.
    sheet_bases: dict[str, tuple[BaseSize | None, str]] = field(default_factory=dict)
    deployment: tuple[Deployment, Where] | None = None  # a map of the data (19.2)
    attacker: str = "B"  # the attacking player (19.2: by default A defends)
    # Models taken off the board (destroyed by label, removed to regain coherency), by
    # (unit, label): why, for a later question about that model (§19.5, §19.7).
    gone: dict[tuple[str, str], str] = field(default_factory=dict)
    # Where each moved unit's models stood before its first move with end positions, by unit:
    # the FAQ's diagram shows them hollow beside where they ended (19.10).
    started: dict[str, list[Placed]] = field(default_factory=dict)
    _footprints: dict[tuple[int, int], tuple[Placed, Hull | BaseSize, Footprint]] = field(
        default_factory=dict, repr=False, compare=False
    )

    def move(self, unit: str, rows: list[Placed]) -> None:
        """``unit``'s models end a move at ``rows``; where they stood before its first move is
        kept (19.10)."""
        before = self.rows.get(unit)
        if before and unit not in self.started:
            self.started[unit] = list(before)
        self.rows[unit] = rows

    @property
    def positioned(self) -> bool:
        """A scenario that places a model is positioned (§19)."""
        return bool(self.rows)

    # -- stating ------------------------------------------------------------------------------
    def set_battlefield(self, width: Fraction, depth: Fraction, line: Where) -> None:
        for value, side in ((width, "width"), (depth, "depth")):
            if value <= 0:
                raise RulesInputError(
                    f"the battlefield's {side} {value}\" is not a size; write it larger than 0",
                    word=str(value),
                )
        self.battlefield = Battlefield(width, depth)
        self.battlefield_line = line

    def shape(self, name: str, polygon: Polygon, line: Where) -> None:
        key = area_key(name)
        before = self.shapes.get(key) or (
            Shaped(name, polygon, self.markers[key][2]) if key in self.markers else None
        )
        if before is not None:
            raise RulesInputError(
                f"{name} is given a shape twice ({where(before.line)} and {where(line)}); keep one",
                word=name,
            )
        problem = polygon_problem(polygon)
        if problem is not None:
            raise RulesInputError(f"{name} is not a shape: {problem}", word=name)
        self.shapes[key] = Shaped(name, polygon, line)

    def marker(self, name: str, at: Point, line: Where) -> None:
        key = area_key(name)
        if key in self.shapes or key in self.markers:
            first = self.shapes[key].line if key in self.shapes else self.markers[key][2]
            raise RulesInputError(
                f"{name} is given a position twice ({where(first)} and {where(line)}); keep one",
                word=name,
            )
        self.markers[key] = (name, at, line)

    def base(self, unit: str, text: str, line: Where) -> None:
        self.bases[unit] = (base_size(text), line)

    def stated_m(self, unit: str, text: str) -> None:
        """§19.3: the Move characteristic (02.02) as written (`6"` or `6`), above 0"; stated by
        `has M <n>"` or the units table's `M` column."""
        value = number(text, "the Move characteristic")
        if value <= 0:
            written = text.rstrip('"')
            raise RulesInputError(
                f'M {written}" is not a Move characteristic; write it above 0"', word=text
            )
        self.move_characteristic[unit] = value

    def place(self, row: Placed) -> None:
        placed = self.rows.setdefault(row.unit, [])
        if any(p.label == row.label for p in placed):
            first = next(p for p in placed if p.label == row.label)
            raise RulesInputError(
                f'model {row.label} of "{row.unit}" is placed twice ({where(first.line)} and '
                f"{where(row.line)}); a model label is unique in its unit",
                word=row.label,
            )
        placed.append(row)

    def next_label(self, unit: str) -> str:
        return str(len(self.rows.get(unit, ())) + 1)

    # -- footprints ---------------------------------------------------------------------------
    def base_of(self, unit: str, row: Placed | None = None) -> BaseSize:
        if row is not None and row.base is not None:
            return row.base
        if unit in self.bases:
            return self.bases[unit][0]
        from_sheet = self.sheet_bases.get(unit, (None, ""))[0]
        return from_sheet if from_sheet is not None else DEFAULT_BASE

    def deploy(self, name: str, line: Where) -> None:
        """``Given the deployment "<name>"``: a map of the data, by name (case, spaces and
        punctuation ignored); its zones and territories are given to the players when the game
        is built, once the attacker is known."""
        maps = deployments()
        found = maps.get(deployment_key(name))
        if found is None:
            near = difflib.get_close_matches(deployment_key(name), list(maps), n=3, cutoff=0.3)
            names = ", ".join(f'"{maps[k].name}"' for k in near) or "none close"
            every = ", ".join(f'"{d.name}"' for d in maps.values())
            raise RulesInputError(
                f'no deployment "{name}" in the data (closest: {names}; the maps: {every})',
                word=name,
                suggestion=f'"{maps[near[0]].name}"' if near else None,
            )
        if self.deployment is not None:
            raise RulesInputError(
                f"the deployment is given twice ({where(self.deployment[1])} and {where(line)})",
                word=name,
            )
        self.deployment = (found, line)

    def deploy_now(self) -> None:
        """Give the deployment's zones and territories to the players (the defender's to the
        player who is not the attacker); a map drawn for another battlefield size is an
        error naming both sizes."""
        if self.deployment is None:
            return
        found, line = self.deployment
        width, depth = found.battlefield
        if (width, depth) != (self.battlefield.width, self.battlefield.depth):
            raise RulesInputError(
                f'the deployment "{found.name}" ({where(line)}) is drawn for a battlefield of '
                f'{_plain(width)}" by {_plain(depth)}", but this battlefield is '
                f"{_size(self.battlefield)}",
                word=found.name,
            )
        defender = "A" if self.attacker == "B" else "B"
        roles = {"attacker": self.attacker, "defender": defender}
        for kind, shapes in (("deployment zone", found.zones), ("territory", found.territories)):
            for role, corners in shapes.items():
                name = f"player {roles[role]}'s {kind}"
                mine = self.shapes.get(area_key(name))
                if mine is None:
                    self.shape(name, Polygon(corners), line)
                elif not _same_outline(mine.polygon.corners, corners):
                    # §19.12, a shape given twice: the map's and the scenario's own disagree (the
                    # same outline again, as §19.11's example board gives it, is no conflict).
                    raise RulesInputError(
                        f'{name} is given a shape twice: by the deployment "{found.name}" '
                        f"({where(line)}) and by {where(mine.line)}, which differ; keep one",
                        word=mine.name,
                    )
        self.deployment = None

    def hull(self, unit: str, hull: Hull, line: Where) -> None:
        problem = hull.problem()
        if problem is not None:
            raise RulesInputError(f'the hull of "{unit}" is not a shape: {problem}', word=unit)
        self.hulls[unit] = (hull, line)

    def footprint(self, row: Placed) -> Footprint:
        """A model's footprint: its hull (a FRAME model, 17.02), else its base. Kept per row and
        shape, as the checks and measures of one scenario ask each model's many times."""
        shape: Hull | BaseSize
        if row.unit in self.hulls and row.base is None:
            shape = self.hulls[row.unit][0]
        else:
            shape = self.base_of(row.unit, row)
        # Keyed by identity: hashing a row hashes its Fractions, which cost more than the
        # footprint's look-up saved (the entry keeps the row and the shape alive, so an id is
        # never reused while it is cached).
        key = (id(row), id(shape))
        kept = self._footprints.get(key)
        if kept is None:
            placed = (
                place_hull(shape, row.at, row.facing, row.height)
                if isinstance(shape, Hull)
                else place_base(shape, row.at, row.facing, row.height)
            )
            kept = self._footprints[key] = (row, shape, placed)
        return kept[2]

    def footprints(self, unit: str) -> list[Footprint]:
        return [self.footprint(row) for row in self.rows.get(unit, ())]

    def model(self, unit: str, label: str) -> Placed:
        for row in self.rows.get(unit, ()):
            if row.label == label:
                return row
        labels = ", ".join(r.label for r in self.rows.get(unit, ())) or "none"
        raise RulesInputError(
            f'"{unit}" has no model {label} placed (its models: {labels})', word=label
        )

    def areas(self) -> dict[str, Shaped]:
        """The areas the positions decide, by area key: the shaped ones and, in a positioned
        scenario, the battlefield's four table quarters (19.5, app 01.04.05) where no step
        gives that name a shape of its own."""
        found = dict(self.shapes)
        if self.positioned:
            quarters = self.battlefield.quarters()  # by compass point: "south-west", ...
            for name in QUARTER_NAMES:
                polygon = quarters[name.split()[1]]
                found.setdefault(area_key(name), Shaped(name, polygon, None))
        return found

    def area_shape(self, name: str) -> Footprint | None:
        """An area's or a marker's footprint, or None where it has no shape."""
        key = area_key(name)
        areas = self.areas()
        if key in areas:
            return area_footprint(areas[key].polygon)
        if key in self.markers:
            return objective_marker(self.markers[key][1])
        return None


# -- checking the placements (§19.12) ---------------------------------------------------------
def check_shapes(board: Positions, drafts: Mapping[str, UnitDraft]) -> None:
    """The input errors of §19.12 that need no placed model: a shape or an objective marker not
    wholly on the battlefield, a unit's base larger than its shorter side, a hull for a unit
    without FRAME. Checked in every scenario that states one, placed or not."""
    field = board.battlefield
    for shaped in board.shapes.values():
        if not field.holds(shaped.polygon):
            raise RulesInputError(
                f"{shaped.name} ({where(shaped.line)}) is not wholly on the battlefield "
                f"({_size(field)}){_crossing(field, shaped.polygon)}",
                word=shaped.name,
            )
    for name, at, line in board.markers.values():
        marker = objective_marker(at).shape
        if not field.holds(marker):
            raise RulesInputError(
                f"{name} ({where(line)}) is not wholly on the battlefield ({_size(field)})"
                f"{_crossing(field, marker)}",
                word=name,
            )
    for unit, (size, line) in board.bases.items():
        if field.too_large(size):
            raise RulesInputError(
                f'the base of "{unit}" ({where(line)}), {size}, is larger than the '
                f"battlefield's shorter side ({_size(field)})",
                word=str(size),
            )
    for unit, (_, line) in board.hulls.items():
        hulled = drafts.get(unit)
        if hulled is not None and FRAME not in hulled.keywords:
            raise RulesInputError(
                f'{where(line)} gives "{unit}" a hull, but only a FRAME model has one (17.02); '
                f'add: Given "{unit}" has the keyword FRAME',
                word=unit,
            )


def check(board: Positions, drafts: Mapping[str, UnitDraft]) -> None:
    """The input errors of §19.12 a built positioned scenario can have."""
    check_shapes(board, drafts)
    field = board.battlefield
    for unit, rows in board.rows.items():
        from_sheet, why = board.sheet_bases.get(unit, (DEFAULT_BASE, ""))
        stated = unit in board.bases or unit in board.hulls
        if from_sheet is None and not stated and any(row.base is None for row in rows):
            raise RulesInputError(
                f'"{unit}" is placed ({where(rows[0].line)}), but {why}, so its base is not '
                f'known (§19.3); state it: Given "{unit}" has a 32mm base, or for a FRAME model '
                f'Given "{unit}" has a hull of <length>" by <width>"',
                word=unit,
            )
        for row in rows:
            if row.base is not None and field.too_large(row.base):
                raise RulesInputError(
                    f'the base of model {row.label} of "{unit}" ({where(row.line)}), {row.base}, '
                    f"is larger than the battlefield's shorter side ({_size(field)})",
                    word=str(row.base),
                )
        draft = drafts.get(unit)
        if draft is None:
            raise RulesInputError(
                f'{where(rows[0].line)} places a model of "{unit}", but no unit "{unit}" was set '
                f'up (add: Given a unit "{unit}")',
                word=unit,
            )
        if not draft.on_battlefield or draft.in_reserves or draft.embarked_in is not None:
            raise RulesInputError(
                f'{where(rows[0].line)} places "{unit}", but it is off the battlefield '
                f"({where(draft.line_of('on the battlefield'))}); a unit in reserves, embarked "
                "or destroyed has no position",
                word=unit,
            )
        for row in rows:
            overhang = field.overhangs(board.footprint(row).shape)
            if overhang:
                edge, by = max(overhang.items(), key=lambda item: item[1])
                raise RulesInputError(
                    f'model {row.label} of "{unit}" ({where(row.line)}) is not wholly on the '
                    f"battlefield: its base crosses the {edge} edge by {inches_text(by)} (03.01)",
                    word=row.label,
                )
    placed = [(row, board.footprint(row)) for rows in board.rows.values() for row in rows]
    overlapping = pairs_on_each_other([footprint for _, footprint in placed])
    if overlapping:
        (first, one), (second, other) = placed[overlapping[0][0]], placed[overlapping[0][1]]
        raise RulesInputError(
            f'model {first.label} of "{first.unit}" ({where(first.line)}) and model '
            f'{second.label} of "{second.unit}" ({where(second.line)}) are on each '
            f"other: their bases overlap by {inches_text(overlap_depth(one, other))} (03.01)",
            word=second.label,
        )
    first_line = min(
        (row.line for rows in board.rows.values() for row in rows if isinstance(row.line, int)),
        default=None,
    )
    for draft in drafts.values():
        if draft.name in board.rows or not draft.on_battlefield:
            continue
        if draft.in_reserves or draft.embarked_in is not None:
            continue
        if draft.leading is not None:  # a leader is where its attached unit is (19.01)
            guard = drafts.get(draft.leading)
            if not draft.models or guard is None or guard.name not in board.rows:
                continue  # gone (19.04), or its unit is off the battlefield or not placed
        if not draft.models and any(
            d.leading == draft.name and d.name in board.rows for d in drafts.values()
        ):
            continue  # a bodyguard gone (19.04): its attached unit is placed by its leader's
        raise RulesInputError(
            f'"{draft.name}" ({where(draft.line)}) is on the battlefield but not placed; this '
            f"scenario places models ({where(first_line)}), so every unit on the battlefield is "
            f'placed (add a row for each of its models, or: Given "{draft.name}" is off the '
            "battlefield)",
            word=draft.name,
        )


def _crossing(field: Battlefield, shape: Shape) -> str:
    """``: it crosses the east edge by 26"``: the edge a shape crosses most, and by how much
    (the battlefield's edges: south y = 0, west x = 0, §19.2)."""
    overhang = field.overhangs(shape)
    if not overhang:
        return ""
    edge, by = max(overhang.items(), key=lambda item: item[1])
    return f": it crosses the {edge} edge by {inches_text(by)}"


def _size(field: Battlefield) -> str:
    return f'{_plain(field.width)}" by {_plain(field.depth)}"'


def _plain(value: Fraction) -> str:
    if value.denominator == 1:
        return str(value.numerator)
    return f"{float(value):.4f}".rstrip("0").rstrip(".")


def _same_outline(first: Sequence[Point], second: Sequence[Point]) -> bool:
    """Two polygons' corners describe one outline: the same corners in the same cyclic order,
    from any corner and either way round."""
    if len(first) != len(second) or set(first) != set(second):
        return False
    ring = list(second)
    for turn in (ring, ring[::-1]):
        start = turn.index(first[0])
        if list(first) == turn[start:] + turn[:start]:
            return True
    return False
