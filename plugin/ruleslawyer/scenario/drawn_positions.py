"""Drawn positions (contract §19.9): where a property scenario's open units stand, and where a
move `to any position` ends.

A unit's closest model is placed relative to a reference (the `<b>` of the step, an area, else a
battlefield corner) by a *gap* (the distance between closest parts) and a *direction*; its other
models follow a compact formation in contact, unless `any formation` draws the gap and the
direction from each model to the one before it too; every model of a unit stands at the level
`any height` draws (0" unless it is drawn).

- Gaps are boundaries first: half the draws are one of 0, every rules number (§19.1) and every
  number the scenario's steps write, and each of those plus and minus 0.001"; the other half any
  multiple of 0.001" in the gap's range. Shrinking a draw moves it toward the first boundary (the
  least) and toward the reference.
- Directions run along the axes and along the 3-4-5 and 7-24-25 triangles, so every coordinate is
  an exact decimal: in inches where the value ends, else in millimetres (1" is 25.4mm exactly, so
  a base's radius in millimetres keeps it exact).
- With a grid (`Given positions are drawn on a <g>" grid`) every gap is a multiple of g and the
  directions run along the axes only: the exhaustive walk can enumerate them, boundaries first.
- A unit out of coherency at the end of a turn loses the models the scenario states, then models
  drawn one at a time (any model of it on the board, the last placed first) until it is in
  coherency (03.03; §19.5: drawn as rolls are). `any formation` draws gaps from 0" to just past
  coherency's 9", so a formation may break either of its distances.
- A draw that breaks a Given (a model off the battlefield, two models on each other) or the step's
  own condition (`within 6" of "Boyz"`) is discarded through the caller's ``assume``, never
  counted as a failure; so is one that breaks a fact a Given states (`is not engaged`), found
  when the game is built (``measuring.Clash``, caught in ``ScenarioState._build``).

The drawing takes its choices from the property layer's chooser (``choose(options)``, the first
option the simplest) and measures with the core's kernel; nothing here imports Hypothesis.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any

from ruleslawyer.core import RulesInputError
from ruleslawyer.core import measuring as m
from ruleslawyer.core.bases import Footprint, extent, on_each_other
from ruleslawyer.core.distances import inside, within
from ruleslawyer.core.geometry import Disc, Point, Polygon
from ruleslawyer.core.rules_numbers import COHERENCY
from ruleslawyer.scenario.drawn_gaps import AXES, DIRECTIONS, STEP, Gaps, boundaries
from ruleslawyer.scenario.positions import Placed, Positions, UnitDraft, Where, model_key

HEIGHTS = (Fraction(0), Fraction(10))  # `any height`: 0" to 10"
# `any formation`: the gap to the model before, from base contact to just past coherency's
# distance to every other model (03.03), so a drawn formation may break either distance.
FORMATION_GAPS = (Fraction(0), Fraction(COHERENCY.every_other or 0) + STEP)
PER_ROW = 5  # a compact formation: rows of five models in base contact
# A move step that ends `to any position` (also `within <n>" of <b>`): its end is drawn.
ANY_POSITION = re.compile(r' move to any position(?: within [^"]*" of .+)?$')

Choice = Callable[[Sequence[Any]], Any]


@dataclass(frozen=True)
class Wanted:
    """What `Given any position for "<unit>" ...` asks of the unit's position."""

    how: str  # "anywhere", "within", "more than", "in", "wholly in", "not in"
    distance: Fraction | None = None
    reference: str | None = None  # `<b>` or the area, as written
    line: Where = None


ANYWHERE = Wanted("anywhere")


@dataclass
class Drawing:
    """What the Givens leave open of positions (§19.9), held by the scenario's board."""

    wanted: dict[str, Wanted] = field(default_factory=dict)  # by unit, in the order stated
    formation: set[str] = field(default_factory=set)
    heights: set[str] = field(default_factory=set)
    # The line of each unit's first `any formation` / `any height` Given, which also draws its
    # position (19.9), so that an error about that draw names it (§1).
    lines: dict[str, Where] = field(default_factory=dict)
    grid: Fraction | None = None
    grid_line: Where = None
    moves: bool = False  # a move step ends `to any position`
    numbers: set[Fraction] = field(default_factory=set)  # the numbers the steps write
    # What was drawn, for the counterexample: the rows placed, and each move's ends by line.
    placed: dict[str, list[Placed]] = field(default_factory=dict)
    ends: dict[int, dict[str, Point]] = field(default_factory=dict)
    # The models drawn to be removed to regain coherency (03.03), by unit, in order: each
    # after the ones the scenario states (the core takes those first).
    removed: dict[str, list[str]] = field(default_factory=dict)

    @property
    def open(self) -> bool:
        return bool(self.wanted or self.formation or self.heights or self.moves)


class Unplaceable(Exception):
    """A reference that names nothing placed yet (another open unit, drawn later)."""


@dataclass
class Draw:
    """One example's drawing: its choices, its discards and the scenario's board."""

    choose: Choice
    assume: Callable[[object], None]
    walking: bool  # the exhaustive walk's (one choice per gap, boundaries first)
    board: Positions
    drafts: Mapping[str, UnitDraft]
    drawing: Drawing
    continuous: bool = False  # a gap was drawn off any grid: the walk proves nothing (§17)

    # -- the choices ----------------------------------------------------------------------------
    def _labelled(self, label: tuple[str, ...], options: Sequence[Any]) -> Any:
        labelled = getattr(self.choose, "labelled", None)  # the walk names what it ranges over
        return labelled(label, options) if labelled is not None else self.choose(options)

    def gap(self, unit: str, what: str, low: Fraction, high: Fraction) -> Fraction:
        grid = self.drawing.grid
        self.continuous = self.continuous or grid is None
        gaps = Gaps(low, high, grid or STEP, sorted(boundaries(self.drawing.numbers)))
        self.assume(len(gaps))
        label = ("position", unit, what)
        if self.walking:  # one choice, boundaries first: the walk meets them first
            value: Fraction = self._labelled(label, gaps)
            return value
        if gaps.first and self.choose(("boundary", "any")) == "boundary":
            return Fraction(self.choose(gaps.bounds))
        return Fraction(self.choose(gaps.plain()))

    def direction(self, unit: str, what: str, quadrant: bool) -> Point:
        options = AXES if self.drawing.grid is not None else DIRECTIONS
        if quadrant:  # from a corner: only those pointing onto the battlefield
            options = tuple(d for d in options if d[0] >= 0 and d[1] >= 0)
        point: Point = self._labelled(("position", unit, what), options)
        return point

    def removal(self, unit: str, models: Sequence[tuple[str, str]]) -> tuple[str, str]:
        """The model ``unit``'s player removes next to regain coherency (03.03), where the
        scenario states none: any of its models on the board, the last placed first (the
        simplest, as a removal that names no model takes it, §19.5), each as (the name it is
        placed under, its label): of an attached unit, a model of either part (19.01)."""
        parts = dict.fromkeys(part for part, _ in models)
        count = sum(len(self.drawing.removed.get(part, [])) for part in parts)
        model: tuple[str, str] = self._labelled(
            ("removal", unit, str(count + 1)), tuple(reversed(models))
        )
        self.drawing.removed.setdefault(model[0], []).append(model[1])
        return model

    # -- placing units --------------------------------------------------------------------------
    def place_open(self) -> None:
        """Place every unit the Givens left open (and every open unit of a positioned
        scenario that is on the battlefield and not placed), in the order stated, a unit named
        as a reference before the units placed relative to it."""
        wanted = dict(self.drawing.wanted)
        for name in sorted(self.drawing.formation | self.drawing.heights):
            wanted.setdefault(name, ANYWHERE)
        for name, draft in self.drafts.items():
            if (
                getattr(draft, "open", False)
                and name not in wanted
                and name not in self.board.rows
                and _on_battlefield(draft)
            ):
                wanted[name] = ANYWHERE
        # 19.01: an attached unit is one unit, drawn whole under its bodyguard's name however
        # its Givens name it (19.9: each unit's closest model, then the rest in formation).
        whole: dict[str, Wanted] = {}
        for name, want in wanted.items():
            key = self._whole(name)
            if key not in whole or whole[key] is ANYWHERE:
                whole[key] = want
        waiting = [(name, want) for name, want in whole.items()]
        while waiting:
            later: list[tuple[str, Wanted]] = []
            for name, want in waiting:
                try:
                    self.place_unit(name, want)
                except Unplaceable:
                    later.append((name, want))
            if len(later) == len(waiting):
                name, want = later[0]
                raise RulesInputError(
                    f'"{name}" is drawn relative to {want.reference}, which is not placed '
                    "(place it, or draw it with its own Given any position)",
                    word=want.reference or name,
                )
            waiting = later

    def _whole(self, name: str) -> str:
        """The name an attached unit is drawn under: its bodyguard's (19.01)."""
        draft = self.drafts.get(name)
        leading = getattr(draft, "leading", None)
        return leading if leading is not None and leading in self.drafts else name

    def _parts(self, name: str) -> list[str]:
        """The units whose models a draw for ``name`` places: the unit, and of an attached
        unit the leaders that lead it (19.01: one unit; 19.3: a unit is placed whole)."""
        leaders = [
            n for n, d in self.drafts.items() if getattr(d, "leading", None) == name and n != name
        ]
        return [name, *leaders]

    def place_unit(self, name: str, want: Wanted) -> None:
        name = self._whole(name)
        parts = self._parts(name)
        if len(parts) > 1:
            for part in parts:
                if part in self.board.rows:
                    raise RulesInputError(
                        f'{_where(want.line)} draws a position for "{name}", but its part '
                        f'"{part}" is placed already ({_where(self.board.rows[part][0].line)}); '
                        "an attached unit is placed whole (19.01), so keep one",
                        word=part,
                    )
        draft = self.drafts.get(name)
        if draft is None:
            raise RulesInputError(
                f'{_where(want.line)} draws a position for "{name}", but no unit "{name}" was '
                f'set up (add: Given a unit "{name}")',
                word=name,
            )
        if name in self.board.rows:
            line = want.line if want.line is not None else self.drawing.lines.get(name)
            raise RulesInputError(
                f'{_where(line)} draws a position for "{name}", but it is placed already '
                f"({_where(self.board.rows[name][0].line)}); keep one",
                word=name,
            )
        if not _on_battlefield(draft):  # a unit off the battlefield has no position
            if not getattr(draft, "open", False):
                raise RulesInputError(
                    f'{_where(want.line)} draws a position for "{name}", but it is off the '
                    "battlefield (in reserves, embarked or stated off it); a unit off the "
                    "battlefield has no position",
                    word=name,
                )
            self.assume(False)  # `any unit` drew it off the battlefield: no situation
        # A leader with no models left (`"<part>" has 0 models left`) places none (19.04).
        counts = [(name, _count(draft))]
        counts += [(part, int(self.drafts[part].models)) for part in parts[1:]]
        counts = [(part, n) for part, n in counts if n > 0]
        anchor, quadrant, low, high = self._reference(counts[0][0], want)
        raised = any(part in self.drawing.heights for part in parts)
        if want.how == "more than" and raised:
            # 19.4: distances are three-dimensional, so a model raised above the reference is
            # more than <n>" from it at a smaller horizontal gap; `_meets` discards the rest.
            low = Fraction(0)
        level = Fraction(0)
        if raised:
            level = self.gap(name, "height", *HEIGHTS)
        gap = self.gap(name, "gap", low, high)
        way = self.direction(name, "direction", quadrant)
        first = _along(anchor, way, gap)
        rows = self._formation(name, first, way, counts, level, want.line)
        self._check_new(rows)
        by_part: dict[str, list[Placed]] = {}
        for row in rows:
            by_part.setdefault(row.unit, []).append(row)
        for part, placed in by_part.items():
            self.board.rows[part] = placed
        self.assume(self._meets(name, want))
        for part, placed in by_part.items():
            self.drawing.placed[part] = placed

    def _reference(self, name: str, want: Wanted) -> tuple[_Anchor, bool, Fraction, Fraction]:
        """Where the gap is measured from, whether only directions onto the battlefield are
        drawn (a corner's), and the gap's range."""
        field_ = self.board.battlefield
        reach = self._reach(name)
        far = max(field_.width, field_.depth)
        corner = _Anchor((reach, reach), Fraction(0), reach, inset=True)
        if want.how == "anywhere" or want.reference in (None, "a battlefield edge"):
            if want.how == "within" and want.distance is not None:
                return corner, True, Fraction(0), want.distance
            return corner, True, Fraction(0), far
        if want.how in ("in", "wholly in"):
            shape = self.board.area_shape(want.reference)
            if shape is None:
                raise _no_shape(want.reference)
            lo_x, hi_x, lo_y, hi_y = (Fraction(v) for v in extent(shape.shape))
            start = _Anchor((lo_x + reach, lo_y + reach), Fraction(0), reach, inset=True)
            return start, True, Fraction(0), max(hi_x - lo_x, hi_y - lo_y)
        if want.how == "not in":
            return corner, True, Fraction(0), far
        target = self._target(name, want.reference)
        if want.how == "within":
            return target, False, Fraction(0), want.distance or Fraction(0)
        return target, False, (want.distance or Fraction(0)) + STEP, far  # more than

    def _target(self, name: str, text: str) -> _Anchor:
        """The first model (or the area, marker) a reference names, as an anchor."""
        reach = self._reach(name)
        said = text.strip()
        found = re.fullmatch(r'(?:model (\S+) of )?"([^"]+)"', said)
        if found or said in ("an enemy unit", "every enemy unit", "any enemy unit"):
            if found:
                unit = _named(self.drafts, found[2])
            else:
                mine = self.drafts[name]
                enemies = [
                    n
                    for n, d in self.drafts.items()
                    if d.player != mine.player and n != name and _on_battlefield(d)
                ]
                placed = [n for n in enemies if n in self.board.rows]
                if len(placed) < len(enemies):
                    raise Unplaceable(said)
                if not placed:
                    raise RulesInputError(f'no enemy unit of "{name}" is placed', word=said)
                unit = placed[0]
            if unit not in self.board.rows:
                raise Unplaceable(said)
            rows = self.board.rows[unit]
            row = rows[0]
            if found and found[1]:
                row = self.board.model(unit, found[1])
            return _anchor_of(self.board.footprint(row), reach)
        shape = self.board.area_shape(said)
        if shape is None:
            raise _no_shape(said)
        return _anchor_of(shape, reach)

    def _reach(self, name: str) -> Fraction:
        """Half the longest side of the unit's footprint: the drawn gap is taken from it."""
        if name in self.board.hulls:
            lo_x, hi_x, lo_y, hi_y = (
                Fraction(v) for v in extent(Polygon(self.board.hulls[name][0].corners))
            )
            return max(hi_x - lo_x, hi_y - lo_y) / 2
        return self.board.base_of(name).length / 2

    def _formation(
        self,
        name: str,
        first: Point,
        way: Point,
        counts: Sequence[tuple[str, int]],
        level: Fraction,
        line: Where,
    ) -> list[Placed]:
        """Every model of the unit (of each part of an attached unit, in turn), the first at
        ``first``; the pitch is the widest footprint's, so neighbours stay in contact or near."""
        pitch = max(self._reach(part) for part, _ in counts) * 2
        count = sum(n for _, n in counts)
        at = [first]
        if any(part in self.drawing.formation for part, _ in counts):
            for k in range(1, count):
                gap = self.gap(name, f"gap to model {k}", *FORMATION_GAPS)
                turn = self.direction(name, f"direction to model {k}", False)
                at.append(_along(_Anchor(at[-1], pitch / 2, pitch / 2), turn, gap))
        else:
            sx = -1 if way[0] < 0 else 1
            sy = -1 if way[1] < 0 else 1
            for k in range(1, count):
                col, row = k % PER_ROW, k // PER_ROW
                at.append((first[0] + sx * col * pitch, first[1] + sy * row * pitch))
        owners = [(part, str(k + 1)) for part, n in counts for k in range(n)]
        return [
            Placed(part, label, point, level, None, Fraction(0), line)
            for (part, label), point in zip(owners, at, strict=True)
        ]

    def _check_new(self, rows: list[Placed]) -> None:
        """Discard a draw that puts a model off the battlefield or on another model."""
        field_ = self.board.battlefield
        prints = [self.board.footprint(r) for r in rows]
        for one in prints:
            self.assume(field_.holds(one.shape))
        others = [self.board.footprint(r) for rows_ in self.board.rows.values() for r in rows_]
        for i, one in enumerate(prints):
            for other in prints[i + 1 :] + others:
                self.assume(not on_each_other(one, other))

    def _meets(self, name: str, want: Wanted) -> bool:
        """Whether the placed unit meets its Given's condition (measured by the core): of an
        attached unit, every part's models (19.01)."""
        mine = [f for part in self._parts(name) for f in self.board.footprints(part)]
        if want.how == "anywhere" or want.reference is None:
            return True
        if want.reference == "a battlefield edge":
            near = any(
                self.board.battlefield.within_of_edge(f.shape, want.distance or Fraction(0), e)
                for f in mine
                for e in ("south", "north", "west", "east")
            )
            return near if want.how == "within" else not near
        if want.how in ("in", "wholly in", "not in"):
            shape = self.board.area_shape(want.reference)
            if shape is None:
                raise _no_shape(want.reference)
            if want.how == "wholly in" and isinstance(shape.shape, Polygon):
                return all(inside(f.shape, shape.shape) for f in mine)
            touches = any(within(f.shape, shape.shape, Fraction(0)) for f in mine)
            return touches if want.how == "in" else not touches
        groups = self._groups(name, want.reference)
        near = any(m.ends_within(mine, g, want.distance or Fraction(0)) for g in groups)
        return near if want.how == "within" else not near

    def _groups(self, name: str, text: str) -> list[list[Footprint]]:
        said = text.strip()
        found = re.fullmatch(r'(?:model (\S+) of )?"([^"]+)"', said)
        if found:
            unit = _named(self.drafts, found[2])
            if found[1]:
                return [[self.board.footprint(self.board.model(unit, found[1]))]]
            # Either part's name is the whole attached unit (19.01): every part's models.
            parts = self._parts(self._whole(unit))
            return [[f for part in parts for f in self.board.footprints(part)]]
        if said in ("an enemy unit", "every enemy unit", "any enemy unit"):
            mine = self.drafts[name]
            return [
                self.board.footprints(n)
                for n, d in self.drafts.items()
                if d.player != mine.player and n in self.board.rows
            ]
        shape = self.board.area_shape(said)
        return [[shape]] if shape is not None else []

    # -- moves to any position ------------------------------------------------------------------
    def move_ends(
        self, name: str, want: Wanted, maximum: Fraction | None, line: int
    ) -> dict[str, Point]:
        """Where each model of ``name`` ends a move `to any position` (also `within <n>" of
        <b>`): the whole unit moved by a drawn gap and direction (at most ``maximum``, else
        12"), or its closest model placed relative to ``<b>`` and the rest in formation. An
        attached unit moves every model of every part (19.01), its leader's too, each named
        as :func:`~ruleslawyer.scenario.placement.model_key` writes it."""
        parts = self._parts(self._whole(name))
        owned = [(p, r) for p in parts for r in self.board.rows.get(p, [])]
        rows = [r for _, r in owned]
        if want.reference is not None:
            anchor = self._target(name, want.reference)
            gap = self.gap(name, "end gap", Fraction(0), want.distance or Fraction(0))
            way = self.direction(name, "end direction", False)
            first = _along(anchor, way, gap)
            placed = self._formation_ends(name, first, way, len(rows))
        else:
            gap = self.gap(name, "move", Fraction(0), maximum or Fraction(12))
            way = self.direction(name, "move direction", False)
            placed = [(r.at[0] + way[0] * gap, r.at[1] + way[1] * gap) for r in rows]
        whole = len(parts) > 1
        ends = {model_key(p, r.label, whole): at for (p, r), at in zip(owned, placed, strict=True)}
        self.drawing.ends[line] = ends
        return ends

    def set_up_ends(
        self, name: str, want: Wanted, counts: Sequence[tuple[str, int]], line: int
    ) -> dict[str, Point]:
        """Where each model of ``name`` is set up by an ingress or a disembark `to any
        position` (also `within <n>" of <b>`): its closest model drawn relative to ``<b>``,
        else a battlefield corner, as `any position` draws, and the rest in formation (03.02:
        a set-up has no start to move from). ``counts``: each part's models left, an attached
        unit's named by part (19.01, 19.3)."""
        anchor, quadrant, low, high = self._reference(name, want)
        gap = self.gap(name, "set-up gap", low, high)
        way = self.direction(name, "set-up direction", quadrant)
        count = sum(n for _, n in counts)
        placed = iter(self._formation_ends(name, _along(anchor, way, gap), way, count))
        whole = len(counts) > 1
        ends = {
            model_key(part, str(k + 1), whole): next(placed) for part, n in counts for k in range(n)
        }
        self.drawing.ends[line] = ends
        return ends

    def _formation_ends(self, name: str, first: Point, way: Point, count: int) -> list[Point]:
        pitch = self._reach(name) * 2
        sx = -1 if way[0] < 0 else 1
        sy = -1 if way[1] < 0 else 1
        return [
            (first[0] + sx * (k % PER_ROW) * pitch, first[1] + sy * (k // PER_ROW) * pitch)
            for k in range(count)
        ]


@dataclass(frozen=True)
class _Anchor:
    """A reference point, the reach of the reference around it (a base's radius, 0 for a
    corner or an area's corner) and the reach of the model placed from it."""

    at: Point
    around: Fraction
    reach: Fraction
    inset: bool = False  # a corner's: the point is already the model's centre at gap 0


def _anchor_of(footprint: Footprint, reach: Fraction) -> _Anchor:
    shape = footprint.shape
    if isinstance(shape, Disc):
        return _Anchor(shape.centre, shape.radius, reach)
    if isinstance(shape, Polygon):
        return _Anchor(shape.corners[0], Fraction(0), reach)
    lo_x, hi_x, lo_y, hi_y = extent(shape)  # an oval: its centre, its longer half
    centre = shape.centre
    return _Anchor(centre, Fraction(max(hi_x - lo_x, hi_y - lo_y)) / 2, reach)


def _along(anchor: _Anchor, way: Point, gap: Fraction) -> Point:
    """The centre of a model ``gap`` from the anchor's reach, in direction ``way``. From a
    corner (``inset``: the point is the model's centre at gap 0) the gap runs from the point."""
    span = gap if anchor.inset else anchor.around + gap + anchor.reach
    return (anchor.at[0] + way[0] * span, anchor.at[1] + way[1] * span)


def _named(drafts: Mapping[str, UnitDraft], name: str) -> str:
    if name in drafts:
        return name
    for key, draft in drafts.items():
        if getattr(draft, "leading", None) == name or key.split(" + ")[0] == name:
            return key
    raise RulesInputError(f'no unit "{name}" was set up (add: Given a unit "{name}")', word=name)


def _count(draft: UnitDraft) -> int:
    """The models a draw places of a unit: its models left, else its starting strength."""
    return int(draft.models) if draft.models else int(draft.starting_strength or 1)


def _on_battlefield(draft: UnitDraft) -> bool:
    return bool(draft.on_battlefield) and not draft.in_reserves and draft.embarked_in is None


def _no_shape(area: str) -> RulesInputError:
    return RulesInputError(
        f"{area} has no shape or position, so no position can be drawn relative to it (add: "
        f"Given {area} is the rectangle from (x1, y1) to (x2, y2))",
        word=area,
    )


def _where(at: Where) -> str:
    return f"line {at}" if isinstance(at, int) else "a Given"
