"""The board values of positions (contract §19.11): lengths, points, shapes, a battlefield's
size, a unit's positions. A YAML number means inches; a string may carry ``"`` or ``mm``
(``"304.8mm"``). Each kind checks a safe-loaded value and writes its JSON Schema, as the kinds
of ``board_values.py`` do; the values they give are exact (``fractions.Fraction``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, replace
from decimal import Decimal
from fractions import Fraction
from typing import Any

from ruleslawyer.core.bases import LARGEST_BASE, base_size
from ruleslawyer.core.errors import RulesInputError, closest
from ruleslawyer.core.geometry import NUMBER_FORMS, length
from ruleslawyer.scenario.board_values import Problem

_NUMBER_SCHEMA: dict[str, Any] = {
    "anyOf": [
        {"type": "number"},
        {"type": "string", "pattern": '^[+-]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)\\s*(?:"|mm)?$'},
    ]
}
# A height: the level a base stands on, 0 or more (§19.3; the loader refuses one below 0).
_HEIGHT_SCHEMA: dict[str, Any] = {
    "anyOf": [
        {"type": "number", "minimum": 0},
        {"type": "string", "pattern": '^[+]?(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)\\s*(?:"|mm)?$'},
    ]
}
_NUM = "(?:[0-9]+(?:\\.[0-9]*)?|\\.[0-9]+)"
# A base size as core/bases.py reads it (its sizes of 0 the loader alone refuses).
_SIZE_PATTERN = f'^\\s*{_NUM}\\s*(?:[xX]\\s*{_NUM}\\s*)?(?:mm|")\\s*$'
_POINT_SCHEMA: dict[str, Any] = {"type": "array", "items": _NUMBER_SCHEMA, "minItems": 2}


def inches(key: str, value: object) -> Fraction | Problem:
    """A length: a YAML number (inches, read as the decimal written) or a string with ``"`` or
    ``mm``."""
    if isinstance(value, bool) or value is None:
        return Problem(f"{key} {value!r} is not a number; write it as {NUMBER_FORMS}", str(value))
    if isinstance(value, float) and not math.isfinite(value):
        return Problem(f"{key} {value!r} is not a number; write it as {NUMBER_FORMS}", str(value))
    if isinstance(value, float | int):
        return Fraction(Decimal(repr(value)))  # the decimal YAML read, exactly (1e+300 too)
    text = str(value)
    try:
        return length(text, key)
    except RulesInputError as exc:
        return Problem(exc.message, str(value))


def _unknown(message: str, key: object, keys: tuple[str, ...]) -> Problem:
    """An unknown key of a mapping with fixed keys (a battlefield, an area's shape, a hull, a
    position entry): the key is the offending word and the closest valid key the suggestion
    (contract §8: an unknown key "suggests the closest valid key")."""
    return Problem(message, str(key), closest(str(key), keys, cutoff=0.6))


def _point(key: str, value: object, size: int = 2) -> tuple[Fraction, ...] | Problem:
    if not isinstance(value, list) or len(value) != size:
        return Problem(f"{key} must be a list of {size} numbers, like [10, 12.5]", key)
    found: list[Fraction] = []
    for item in value:
        number = inches(key, item)
        if isinstance(number, Problem):
            return number
        found.append(number)
    return tuple(found)


@dataclass(frozen=True)
class Extent:
    """``{width: 60, depth: 44}``."""

    shown = "a mapping {width: <inches>, depth: <inches>}"

    def check(self, key: str, value: object) -> tuple[Fraction, Fraction] | Problem:
        if not isinstance(value, dict):
            return Problem(f"{key} must be {self.shown}", key)
        unknown = [k for k in value if k not in ("width", "depth")]
        if unknown:
            return _unknown(f"{key} must be {self.shown}", unknown[0], ("width", "depth"))
        if set(value) != {"width", "depth"}:
            return Problem(f"{key} must be {self.shown}", key)
        width, depth = (
            inches(f"{key}.width", value["width"]),
            inches(f"{key}.depth", value["depth"]),
        )
        if isinstance(width, Problem):
            return width
        if isinstance(depth, Problem):
            return depth
        return width, depth

    def schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {"width": _NUMBER_SCHEMA, "depth": _NUMBER_SCHEMA},
            "required": ["width", "depth"],
            "additionalProperties": False,
        }


Corners = tuple[tuple[Fraction, Fraction], ...]


@dataclass(frozen=True)
class Shapes:
    """Areas by name: ``{rectangle: [[x1, y1], [x2, y2]]}`` or ``{polygon: [[x, y], ...]}``."""

    shown = "a mapping of area names to {rectangle: [[x1, y1], [x2, y2]]} or {polygon: [...]}"

    def check(self, key: str, value: object) -> dict[str, tuple[str, Corners]] | Problem:
        if not isinstance(value, dict):
            return Problem(f"{key} must be {self.shown}", key)
        found: dict[str, tuple[str, Corners]] = {}
        for name, shape in value.items():
            where = f"{key}.{name}"
            if not isinstance(shape, dict) or len(shape) != 1:
                return Problem(f"{where} must be {{rectangle: ...}} or {{polygon: ...}}", str(name))
            ((kind, corners),) = shape.items()
            if kind not in ("rectangle", "polygon") or not isinstance(corners, list):
                return _unknown(
                    f"{where} must be {{rectangle: [[x1, y1], [x2, y2]]}} or "
                    "{polygon: [[x, y], ...]}",
                    kind,
                    ("rectangle", "polygon") if kind not in ("rectangle", "polygon") else (),
                )
            points: list[tuple[Fraction, Fraction]] = []
            for corner in corners:
                point = _point(where, corner)
                if isinstance(point, Problem):
                    return point
                points.append((point[0], point[1]))
            need = 2 if kind == "rectangle" else 3
            if len(points) < need or (kind == "rectangle" and len(points) != 2):
                wanted = "two corners" if need == 2 else "three or more corners"
                return Problem(f"{where}: a {kind} needs {wanted}", str(name))
            found[str(name)] = (kind, tuple(points))
        return found

    def schema(self) -> dict[str, Any]:
        corners = {"type": "array", "items": _POINT_SCHEMA}
        return {
            "type": "object",
            "additionalProperties": {
                "type": "object",
                "properties": {"rectangle": corners, "polygon": corners},
                "minProperties": 1,
                "maxProperties": 1,
                "additionalProperties": False,
            },
        }


@dataclass(frozen=True)
class Points:
    """Objective markers by name: ``the beacon: [30, 22]``."""

    shown = "a mapping of marker names to [x, y]"

    def check(self, key: str, value: object) -> dict[str, tuple[Fraction, Fraction]] | Problem:
        if not isinstance(value, dict):
            return Problem(f"{key} must be {self.shown}", key)
        found: dict[str, tuple[Fraction, Fraction]] = {}
        for name, at in value.items():
            point = _point(f"{key}.{name}", at)
            if isinstance(point, Problem):
                return point
            found[str(name)] = (point[0], point[1])
        return found

    def schema(self) -> dict[str, Any]:
        return {"type": "object", "additionalProperties": _POINT_SCHEMA}


@dataclass(frozen=True)
class BaseText:
    """A base size: ``32mm``, ``60x35.5mm``, ``1.25"``, or a YAML number, which means inches
    (§19.11); a string holding a bare number has no unit."""

    shown = 'a base size: 32mm, 60x35.5mm or 1.25"'

    def check(self, key: str, value: object) -> str | Problem:
        if isinstance(value, int | float) and not isinstance(value, bool):
            if not math.isfinite(value):
                return Problem(
                    f"{key} {value!r} is not a base size; write it as {self.shown}", str(value)
                )
            number = format(Decimal(repr(value)), "f")
            if value > LARGEST_BASE.length:  # §19.12's `32`: millimetres without the unit
                return Problem(
                    f"{key} {number} is a number, so inches (§19.11), and larger than any "
                    f"model's base ({LARGEST_BASE})",
                    number,
                    f"{number}mm",
                )
            value = f'{number}"'  # §19.11: a YAML number is inches
        if not isinstance(value, str):
            return Problem(
                f"{key} {value!r} is not a base size; write it as {self.shown}", str(value)
            )
        try:
            base_size(value)
        except RulesInputError as exc:
            return Problem(exc.message, value, exc.suggestion)
        return value

    def schema(self) -> dict[str, Any]:
        return {
            "anyOf": [
                {
                    "type": "number",
                    "exclusiveMinimum": 0,
                    "maximum": float(LARGEST_BASE.length),
                },
                {"type": "string", "pattern": _SIZE_PATTERN},
            ]
        }


PlacedRow = dict[str, Any]
_ROW_KEYS = ("model", "x", "y", "height", "base", "facing")


@dataclass(frozen=True)
class Places:
    """A unit's positions, one entry per model left: ``[x, y]``, ``[x, y, height]`` or
    ``{model: sgt, x: 11, y: 12, base: 40mm}``."""

    shown = "a list of [x, y], [x, y, height] or {model, x, y, height, base, facing}"

    def check(self, key: str, value: object) -> tuple[PlacedRow, ...] | Problem:
        if not isinstance(value, list) or not value:
            return Problem(f"{key} must be {self.shown}", key)
        rows: list[PlacedRow] = []
        for at, entry in enumerate(value):
            row = self._entry(key, entry)
            if isinstance(row, Problem):
                return replace(row, at=at)  # the error names the entry's own line
            rows.append(row)
        return tuple(rows)

    def _entry(self, key: str, entry: object) -> PlacedRow | Problem:
        """One entry of ``positions``: ``[x, y]``, ``[x, y, height]`` or a mapping; a height
        is the level the base stands on, 0 or more (§19.3, §19.12), as in a step."""
        row = self._row(key, entry)
        if isinstance(row, Problem) or row.get("height", 0) >= 0:
            return row
        written = entry[2] if isinstance(entry, list) else entry["height"]  # type: ignore[index]
        return Problem(
            f"{key} height {written} is below the battlefield; a height is 0 or more", str(written)
        )

    def _row(self, key: str, entry: object) -> PlacedRow | Problem:
        if isinstance(entry, list):
            point = _point(key, entry, 3 if len(entry) == 3 else 2)
            if isinstance(point, Problem):
                return point
            return dict(zip(("x", "y", "height"), point, strict=False))
        if not isinstance(entry, dict):
            return Problem(f"{key} must be {self.shown}", key)
        unknown = [k for k in entry if k not in _ROW_KEYS]
        if unknown or "x" not in entry or "y" not in entry:
            return _unknown(
                f"an entry of {key} takes the keys {', '.join(_ROW_KEYS)} (x and y needed)",
                unknown[0] if unknown else key,
                _ROW_KEYS if unknown else (),
            )
        row: PlacedRow = {"model": str(entry["model"])} if "model" in entry else {}
        for name in ("x", "y", "height", "facing"):
            if name in entry:
                number = inches(f"{key} {name}", entry[name])
                if isinstance(number, Problem):
                    return number
                row[name] = number
        if "base" in entry:
            base = BaseText().check(f"{key} base", entry["base"])
            if isinstance(base, Problem):
                return base
            row["base"] = base
        return row

    def schema(self) -> dict[str, Any]:
        entry = {
            "type": "object",
            "properties": {
                "model": {"type": ["string", "integer"]},
                "x": _NUMBER_SCHEMA,
                "y": _NUMBER_SCHEMA,
                "height": _HEIGHT_SCHEMA,
                "facing": _NUMBER_SCHEMA,
                "base": BaseText().schema(),
            },
            "required": ["x", "y"],
            "additionalProperties": False,
        }
        point = {
            "type": "array",
            "prefixItems": [_NUMBER_SCHEMA, _NUMBER_SCHEMA, _HEIGHT_SCHEMA],
            "minItems": 2,
            "maxItems": 3,
        }
        return {"type": "array", "minItems": 1, "items": {"anyOf": [point, entry]}}


@dataclass(frozen=True)
class Inches:
    """A length above 0: a YAML number (inches) or a string with ``"`` or ``mm``."""

    shown = 'a length above 0: 6, 6.5, "6\\"" or "152.4mm"'

    def check(self, key: str, value: object) -> Fraction | Problem:
        found = inches(key, value)
        if isinstance(found, Fraction) and found <= 0:
            return Problem(f"{key} must be {self.shown}, not {value!r}", str(value))
        return found

    def schema(self) -> dict[str, Any]:
        # A string of 0 ("0mm") is beyond the schema: the loader alone refuses it.
        return {
            "anyOf": [
                {"type": "number", "exclusiveMinimum": 0},
                {"type": "string", "pattern": _NUMBER_SCHEMA["anyOf"][1]["pattern"]},
            ]
        }


HullSpec = tuple[tuple[tuple[Fraction, Fraction], ...] | None, Fraction, Fraction, Fraction]


@dataclass(frozen=True)
class HullValue:
    """A FRAME model's hull: ``{length: 7, width: 4, high: 3}`` or ``{corners: [[x, y], ...]}``
    (corners relative to the model's position; ``high`` with either)."""

    shown = "{length, width[, high]} or {corners: [[x, y], ...][, high]}"

    def check(self, key: str, value: object) -> HullSpec | Problem:
        if not isinstance(value, dict) or not value:
            return Problem(f"{key} must be {self.shown}", key)
        unknown = [k for k in value if k not in ("length", "width", "high", "corners")]
        if unknown:
            return _unknown(
                f"{key} takes the keys length, width, high, corners",
                unknown[0],
                ("length", "width", "high", "corners"),
            )
        high = inches(f"{key}.high", value.get("high", 0))
        if isinstance(high, Problem):
            return high
        if "corners" in value:
            if "length" in value or "width" in value or not isinstance(value["corners"], list):
                return Problem(f"{key} must be {self.shown}", "corners")
            points: list[tuple[Fraction, Fraction]] = []
            for corner in value["corners"]:
                point = _point(f"{key}.corners", corner)
                if isinstance(point, Problem):
                    return point
                points.append((point[0], point[1]))
            return tuple(points), Fraction(0), Fraction(0), high
        if "length" not in value or "width" not in value:
            return Problem(f"{key} must be {self.shown}", key)
        length = Inches().check(f"{key}.length", value["length"])
        width = Inches().check(f"{key}.width", value["width"])
        if isinstance(length, Problem):
            return length
        if isinstance(width, Problem):
            return width
        return None, length, width, high

    def schema(self) -> dict[str, Any]:
        return {
            "type": "object",
            "properties": {
                "length": Inches().schema(),
                "width": Inches().schema(),
                "high": _NUMBER_SCHEMA,
                "corners": {"type": "array", "items": _POINT_SCHEMA},
            },
            "additionalProperties": False,
            "anyOf": [{"required": ["length", "width"]}, {"required": ["corners"]}],
            "not": {
                "anyOf": [{"required": ["corners", "length"]}, {"required": ["corners", "width"]}]
            },
        }
