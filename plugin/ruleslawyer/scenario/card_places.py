"""Where a placed unit stands, as mission cards read it (contract §20.2, measured as 19.5 says):
the shaped areas and table quarters it is wholly within, how near the centre of the battlefield
it is, and the battlefield edges it is within 6" of. Stated facts of these for a placed unit are
checked against the positions when the game is built."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from decimal import Decimal
from fractions import Fraction

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import EDGES
from ruleslawyer.core.card_places import CENTRE_DISTANCES, EDGE_DISTANCE
from ruleslawyer.core.distances import ZERO, gap
from ruleslawyer.core.geometry import Disc
from ruleslawyer.core.measuring import inches_text
from ruleslawyer.core.missions import QUARTER_NAMES
from ruleslawyer.core.objectives import Objectives, Placement
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.measuring import wholly_in_area
from ruleslawyer.scenario.positions import Positions, where

# The battlefield's quarters (core.bases names them by compass point) by their area names.
_QUARTER_OF = {name.split()[1]: name for name in QUARTER_NAMES}


def _number(value: Fraction) -> str:
    """A coordinate as written, with no trailing zeros: 30, 22.5."""
    exact = Decimal(value.numerator) / Decimal(value.denominator)
    return f"{exact.normalize():f}"


def placement(board: Positions, unit: str) -> Placement | None:
    """What the positions decide for ``unit`` (None: none of its models is placed)."""
    if not board.rows.get(unit):
        return None
    models = board.footprints(unit)
    field = board.battlefield
    wholly = {key for key, shaped in board.shapes.items() if wholly_in_area(models, shaped.polygon)}
    for corner, polygon in field.quarters().items():
        if wholly_in_area(models, polygon):
            wholly.add(area_key(_QUARTER_OF[corner]))
    centre = next(
        (
            n
            for n in CENTRE_DISTANCES
            if any(field.within_of_centre(m.shape, Fraction(n)) for m in models)
        ),
        None,
    )
    edges = frozenset(
        edge
        for edge in EDGES
        if any(field.within_of_edge(m.shape, Fraction(EDGE_DISTANCE), edge) for m in models)
    )
    return Placement(frozenset(wholly), centre, edges)


def measured(board: Positions) -> Callable[[str], Placement | None] | None:
    """The measure a positioned scenario's game reads (None: nothing is placed)."""
    if not board.positioned:
        return None
    return lambda unit: placement(board, unit)


def check_stated(
    board: Positions, objectives: Objectives, lines: Mapping[tuple[str, str], int | None]
) -> None:
    """A stated centre distance or edge of a placed unit must agree with its
    positions (19.5): one that does not is an input error naming the unit and both lines. In a
    positioned scenario a stated table quarter needs a shape (contract §20.2)."""
    if board.positioned:
        for quarter in sorted(objectives.quarters - set(board.shapes)):
            line = lines.get(("", "quarter " + quarter))
            raise RulesInputError(
                f"{'line ' + str(line) if line is not None else 'a Given'} states {quarter} is a "
                "table quarter, but in a positioned scenario a stated quarter needs a shape (add: "
                f"Given {quarter} is the rectangle from (x1, y1) to (x2, y2)), or state no "
                "quarter to read the battlefield's four (the south-west table quarter, ...)",
                word=quarter,
            )
    for unit in sorted({*objectives.centre, *objectives.edges}):
        found = placement(board, unit)
        if found is None:
            continue
        placed = f"the positions ({where(board.rows[unit][0].line)})"

        def said(fact: str, unit: str = unit) -> str:
            line = lines.get((unit, fact))
            return f"line {line} states" if line is not None else "a Given states"

        stated = objectives.centre.get(unit)
        if stated is not None and (found.centre is None or found.centre > stated):
            centre = Disc(board.battlefield.centre, ZERO)
            nearest = min(gap(m.shape, centre) for m in board.footprints(unit))
            x, y = (_number(c) for c in board.battlefield.centre)
            raise RulesInputError(
                f'{said("centre")} "{unit}" is within {stated}" of the centre of the '
                f"battlefield, but {placed} put its closest model {inches_text(nearest)} from "
                f"the centre ({x}, {y}), measured in plan; within is not more than the "
                "distance (01.04)",
                word=unit,
            )
        for edge in sorted(objectives.edges.get(unit, frozenset()) - found.edges):
            reach = min(
                board.battlefield.edge_reach(m.shape, edge)[0] for m in board.footprints(unit)
            )
            raise RulesInputError(
                f'{said("edge " + edge)} "{unit}" is within {EDGE_DISTANCE}" of the {edge} '
                f"battlefield edge, but {placed} put its closest model {inches_text(reach)} "
                f"from that edge; within is not more than the distance (01.04)",
                word=unit,
            )
