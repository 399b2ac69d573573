"""Drawn positions written back exactly (contract §19.9): a coordinate in inches where its
decimal ends, else in millimetres, and the `Given the positions:` rows and grid words a
counterexample or a bound prints."""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction

from ruleslawyer.core.geometry import MM_PER_INCH
from ruleslawyer.scenario.positions import Placed


def ends_in_decimal(value: Fraction) -> bool:
    """Whether ``value`` is a decimal that ends (its denominator has no factor but 2 and 5)."""
    d = value.denominator
    for p in (2, 5):
        while d % p == 0:
            d //= p
    return d == 1


def exact(value: Fraction) -> str:
    """A coordinate as a scenario writes it exactly: inches where the decimal ends, else
    millimetres (§19.9)."""
    if ends_in_decimal(value):
        return _decimal(value)
    mm = value * MM_PER_INCH
    if not ends_in_decimal(mm):
        raise ValueError(f"{value} is not an exact decimal in inches or millimetres")
    return f"{_decimal(mm)}mm"


def _decimal(value: Fraction) -> str:
    sign = "-" if value < 0 else ""
    value = abs(value)
    whole, rest = divmod(value, 1)
    if rest == 0:
        return f"{sign}{whole}"
    digits = ""
    while rest:
        rest *= 10
        digit, rest = divmod(rest, 1)
        digits += str(digit)
    return f"{sign}{whole}.{digits}"


def placed_rows(rows: Sequence[Placed]) -> list[str]:
    """`Given the positions:` with its header and rows for drawn models: unit, model, x, y and,
    where a drawn height is not 0 (`any height`), height; a height of 0 is the default (19.9:
    heights are 0 unless drawn), so a table of such models states none, as a person writes."""
    heights = any(r.height for r in rows)
    head = "  | unit | model | x | y |" + (" height |" if heights else "")
    return [head] + [
        f"  | {r.unit} | {r.label} | {exact(r.at[0])} | {exact(r.at[1])} |"
        + (f" {exact(r.height)} |" if heights else "")
        for r in rows
    ]


def grid_words(grid: Fraction) -> str:
    """A grid as a bound names it: ½", ¼", 1", 0.1"."""
    return {Fraction(1, 2): "½", Fraction(1, 4): "¼", Fraction(3, 4): "¾"}.get(
        grid, _decimal(grid)
    ) + '"'
