"""The one reader of the numbers a scenario writes: a step's number slot, a table cell, a row
of an Action or a stratagem, a board value (whole numbers), and a probability (a percentage).

Only the digits 0-9 make a number: ``str.isdigit`` and ``\\d`` also take "²" or "٣", which
``int`` then refuses or reads as another number. And no number is absurdly large: nothing in
a battle comes near :data:`MAX_WHOLE` (a unit's models, CP, a battle round), so a larger one is
a typo, and refusing it keeps every search drawn up to it bounded.
"""

from __future__ import annotations

import re
from decimal import Decimal

from .errors import RulesInputError

MAX_WHOLE = 10_000
# For templates and parsers that build a larger pattern: ASCII digits only.
DIGITS = "[0-9]"
_WHOLE = re.compile(r"[+-]?[0-9]+")
# A percentage: digits 0-9, an optional decimal point with up to six decimals; no exponent, no
# "nan" or "inf" (which ``Decimal`` would take), no sign.
_PERCENT = re.compile(r"[0-9]{1,3}(?:\.[0-9]{1,6})?")


def is_whole(text: str) -> bool:
    """``text`` (stripped) is a whole number written with the digits 0-9."""
    return _WHOLE.fullmatch(text.strip()) is not None


def whole(text: str, what: str = "the number") -> int:
    """``text`` as a whole number, or a clear error naming it: not written with 0-9, or larger
    than :data:`MAX_WHOLE`."""
    stripped = text.strip()
    if _WHOLE.fullmatch(stripped) is None:
        raise RulesInputError(
            f"{what} {text!r} is not a whole number written with the digits 0-9", word=text
        )
    return bounded(int(stripped) if len(stripped) <= 12 else MAX_WHOLE + 1, what, text)


def bounded(number: int, what: str = "the number", shown: str | None = None) -> int:
    """``number`` if it is within :data:`MAX_WHOLE` either way, else a clear error."""
    if abs(number) > MAX_WHOLE:
        word = shown if shown is not None else str(number)
        raise RulesInputError(
            f"{what} {word if len(word) <= 30 else word[:30] + '...'} is too large: no number "
            f"in a battle comes near {MAX_WHOLE}; write the number you mean",
            word=word,
        )
    return number


def percentage(text: str, what: str = "the probability") -> Decimal:
    """``text`` (written before a ``%``) as a number from 0 to 100, or a clear error: only the
    digits 0-9 and one decimal point, such as ``72.22``."""
    stripped = text.strip()
    shown = stripped if len(stripped) <= 30 else stripped[:30] + "..."
    if _PERCENT.fullmatch(stripped) is None:
        raise RulesInputError(
            f"{what} {shown}% is not a percentage written with the digits 0-9 and at most one "
            "decimal point (such as 72.22%)",
            word=text,
        )
    value = Decimal(stripped)
    if value > 100:
        raise RulesInputError(f"{what} {shown}% is more than 100%", word=text)
    return value
