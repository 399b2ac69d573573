"""Deployment maps, read through wh40kdc (contract §19.2): each map's deployment zones and
territories, by player role (attacker, defender), as polygons in inches on the battlefield the
data draws them for. The data's objective points carry no role, so no objective is placed."""

from __future__ import annotations

import re
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from .of_the_data import of_the_data

Corners = tuple[tuple[Fraction, Fraction], ...]


@dataclass(frozen=True)
class Deployment:
    name: str
    battlefield: tuple[Fraction, Fraction]  # the size the data draws it for
    zones: dict[str, Corners]  # by role: "attacker", "defender"
    territories: dict[str, Corners]


def key(name: str) -> str:
    """A map's name as matched: case, spaces and punctuation ignored."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def _number(value: object) -> Fraction:
    return Fraction(str(value))


def _corners(entry: dict[str, object]) -> Corners:
    shape = entry["shape"]
    assert isinstance(shape, dict)
    at = entry.get("position") or {"x": 0, "y": 0}
    assert isinstance(at, dict)
    ox, oy = _number(at.get("x", 0)), _number(at.get("y", 0))
    if shape.get("type") == "rectangle":
        w, h = _number(shape["width"]), _number(shape["height"])
        return ((ox, oy), (ox + w, oy), (ox + w, oy + h), (ox, oy + h))
    points = shape.get("points") or []
    assert isinstance(points, list)
    return tuple((ox + _number(p["x"]), oy + _number(p["y"])) for p in points)


@of_the_data
def deployments(raw: Any) -> dict[str, Deployment]:
    """Every deployment map of the installed data, by :func:`key` of its name."""
    import wh40kdc

    board = wh40kdc.BOARD_INCHES
    full = (_number(board["width"]), _number(board["height"]))
    found: dict[str, Deployment] = {}
    for pattern in raw.get("deployment_patterns", []):
        zones = {z["player"]: _corners(z) for z in pattern.get("zones", [])}
        territories = {t["player"]: _corners(t) for t in pattern.get("territories", [])}
        # The data names no size per map: a map whose shapes reach neither far side of the
        # data's battlefield is drawn for a smaller one, the size its shapes span.
        corners = [c for shape in (*zones.values(), *territories.values()) for c in shape]
        span = (max(x for x, _ in corners), max(y for _, y in corners))
        size = full if span[0] >= full[0] or span[1] >= full[1] else span
        found[key(pattern["name"])] = Deployment(pattern["name"], size, zones, territories)
    return found
