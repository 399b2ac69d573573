"""A positioned scenario's board in plain data (numbers in inches), for the FAQ document's
diagram and its JSON (contract §19.10)."""

from __future__ import annotations

from collections.abc import Mapping
from fractions import Fraction

from ruleslawyer.core.geometry import Polygon
from ruleslawyer.scenario.positions import Placed, Positions


def _plain_model(
    board: Positions, unit: str, row: Placed, players: Mapping[str, str]
) -> dict[str, object]:
    shape = board.footprint(row).shape
    model: dict[str, object] = {
        "unit": unit,
        "model": row.label,
        "player": players.get(unit, "A"),
        "x": _f(row.at[0]),
        "y": _f(row.at[1]),
        "height": _f(row.height),
    }
    if isinstance(shape, Polygon):
        model["hull"] = [[_f(x), _f(y)] for x, y in shape.corners]
    else:
        size = board.base_of(unit, row)
        model.update(length=_f(size.length), width=_f(size.width), facing=_f(row.facing))
    return model


def _f(value: Fraction) -> float:
    return round(float(value), 6)


def plain(board: Positions, players: Mapping[str, str]) -> dict[str, object] | None:
    """The positions as plain data (numbers in inches, rounded to a millionth), for the FAQ
    document's diagram and its JSON (contract §19.10); None when nothing is placed or shaped."""
    if not (board.rows or board.shapes or board.markers):
        return None
    models = [
        _plain_model(board, unit, row, players) for unit, rows in board.rows.items() for row in rows
    ]
    started = [
        _plain_model(board, unit, row, players)
        for unit, rows in board.started.items()
        if unit in board.rows
        for row in rows
    ]
    return {
        "battlefield": [_f(board.battlefield.width), _f(board.battlefield.depth)],
        "areas": [
            {"name": s.name, "corners": [[_f(x), _f(y)] for x, y in s.polygon.corners]}
            for s in board.shapes.values()
        ],
        "markers": [
            {"name": n, "x": _f(at[0]), "y": _f(at[1])} for n, at, _ in board.markers.values()
        ],
        "models": models,
        **({"started": started} if started else {}),
    }
