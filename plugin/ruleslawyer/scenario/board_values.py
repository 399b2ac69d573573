"""The kinds of value a board key takes: each checks a safe-loaded value and writes its own
JSON Schema, so that the loader and ``docs/board.schema.json`` cannot say different things.

Matching in any case means ASCII letters only: a JSON Schema pattern like ``[Ss]`` cannot follow
Python's full Unicode case folding (the Kelvin sign lower-cases to "k").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

from ruleslawyer.core.clock import PLAYERS
from ruleslawyer.core.errors import RulesInputError, closest
from ruleslawyer.core.keywords import check_case
from ruleslawyer.core.numbers import MAX_WHOLE


@dataclass(frozen=True)
class Problem:
    """Why a value does not fit its field: the message, the offending word, a suggestion."""

    message: str
    word: str
    suggestion: str | None = None
    at: int | None = None  # in a list: the index of the entry at fault (its line is named)


def _show(value: object) -> str:
    if isinstance(value, list):
        return "a list"
    if isinstance(value, dict):
        return "a mapping"
    return repr(value)


def _whole(value: object) -> int | None:
    """``value`` as a whole number, as JSON Schema counts them (5.0 is one, true is not)."""
    if isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float) and math.isfinite(value) and value.is_integer():
        return int(value)
    return None


def _or_list(words: tuple[str, ...]) -> str:
    return words[0] if len(words) == 1 else f"{', '.join(words[:-1])} or {words[-1]}"


@dataclass(frozen=True)
class Whole:
    """A whole number from ``minimum`` (to ``maximum``); ``plus`` also takes "6+" for 6."""

    minimum: int
    maximum: int | None = None
    plus: bool = False

    @property
    def top(self) -> int:
        """The largest value: a field's own, else the bound of every number (core.numbers)."""
        return self.maximum if self.maximum is not None else MAX_WHOLE

    @property
    def span(self) -> str:
        if self.maximum is None:
            return f"at least {self.minimum}"
        return f"{self.minimum} to {self.maximum}"

    @property
    def shown(self) -> str:
        return f"whole number, {self.span}" + (' (or written "6+")' if self.plus else "")

    def check(self, key: str, value: object) -> int | Problem:
        number = _whole(value)
        if number is None and self.plus and isinstance(value, str) and value in self._pluses():
            number = int(value[:-1])
        if number is None:
            return Problem(f"{key} must be a whole number, not {_show(value)}", key)
        if number < self.minimum or (self.maximum is not None and number > self.maximum):
            return Problem(f"{key} must be {self.span}, not {number}", key)
        if number > self.top:
            return Problem(f"{key} must be at most {self.top}, not {number}", key)
        return number

    def _pluses(self) -> tuple[str, ...]:
        top = self.maximum if self.maximum is not None else self.minimum
        return tuple(f"{n}+" for n in range(self.minimum, top + 1))

    def schema(self) -> dict[str, Any]:
        number: dict[str, Any] = {"type": "integer", "minimum": self.minimum, "maximum": self.top}
        if not self.plus:
            return number
        return {"anyOf": [number, {"type": "string", "enum": list(self._pluses())}]}


@dataclass(frozen=True)
class WholeOrDash:
    """A characteristic that is a whole number from ``minimum``, or "-" (none at all)."""

    minimum: int

    shown = 'whole number, at least 0, or "-"'

    def check(self, key: str, value: object) -> int | Problem | None:
        if value == "-":
            return None
        number = _whole(value)
        if number is None or number < self.minimum:
            return Problem(f"{key} must be a whole number or '-', not {_show(value)}", key)
        if number > MAX_WHOLE:
            return Problem(f"{key} must be at most {MAX_WHOLE}, not {number}", key)
        return number

    def schema(self) -> dict[str, Any]:
        number = {"type": "integer", "minimum": self.minimum, "maximum": MAX_WHOLE}
        return {"anyOf": [number, {"const": "-"}]}


@dataclass(frozen=True)
class Flag:
    shown = "true or false"

    def check(self, key: str, value: object) -> bool | Problem:
        if not isinstance(value, bool):
            return Problem(f"{key} must be true or false, not {_show(value)}", key)
        return value

    def schema(self) -> dict[str, Any]:
        return {"type": "boolean"}


@dataclass(frozen=True)
class Text:
    shown = "text"

    def check(self, key: str, value: object) -> str | Problem:
        if not isinstance(value, str):
            return Problem(f"{key} must be text, not {_show(value)}", key)
        return value

    def schema(self) -> dict[str, Any]:
        return {"type": "string"}


@dataclass(frozen=True)
class TextList:
    example: str

    @property
    def shown(self) -> str:
        return f"list of text, like {self.example}"

    def check(self, key: str, value: object) -> tuple[str, ...] | Problem:
        if not isinstance(value, list):
            return Problem(f"{key} must be a list, like {self.example}", key)
        for item in value:
            if not isinstance(item, str):
                return Problem(f"{key} must be a list of text, not {_show(item)} in it", key)
        return tuple(value)

    def schema(self) -> dict[str, Any]:
        return {"type": "array", "items": {"type": "string"}}


@dataclass(frozen=True)
class KeywordList(TextList):
    """A list of keywords: one that is a keyword the rules read but for its case is refused,
    as in a Given step (``core.keywords.check_case``)."""

    def check(self, key: str, value: object) -> tuple[str, ...] | Problem:
        found = super().check(key, value)
        if isinstance(found, Problem):
            return found
        for item in found:
            try:
                check_case(item)
            except RulesInputError as exc:
                return Problem(f"{key}: {exc.message}", item, exc.suggestion)
        return found


@dataclass(frozen=True)
class Player:
    shown = f"{_or_list(PLAYERS)} (exactly)"

    def check(self, key: str, value: object) -> str | Problem:
        if isinstance(value, str) and value in PLAYERS:
            return value
        word = value if isinstance(value, str) else _show(value)
        return Problem(
            f"{key}: {word!r} is not a player; players are {' and '.join(PLAYERS)}",
            word,
            closest(word.upper(), PLAYERS, cutoff=0.0),
        )

    def schema(self) -> dict[str, Any]:
        return {"type": "string", "enum": list(PLAYERS)}


@dataclass(frozen=True)
class Choice:
    """One of ``words``, in any case of its ASCII letters; gives back the word as listed."""

    words: tuple[str, ...]

    @property
    def listed(self) -> str:
        return _or_list(self.words)

    @property
    def shown(self) -> str:
        return f"{self.listed} (in any case)"

    def check(self, key: str, value: object) -> str | Problem:
        if isinstance(value, str) and value.isascii() and value.lower() in self.words:
            return value.lower()
        word = value if isinstance(value, str) else _show(value)
        return Problem(f"{key} must be {self.shown}, not {word!r}", word, closest(word, self.words))

    def schema(self) -> dict[str, Any]:
        any_case = "|".join("".join(_any_case(c) for c in word) for word in self.words)
        return {
            "type": "string",
            # The enum is for editors to offer; the pattern is what admits every case.
            "anyOf": [{"enum": list(self.words)}, {"pattern": f"^(?:{any_case})$"}],
            # In Python's re (and so in jsonschema) "$" also matches before a final newline.
            "not": {"pattern": "\\n"},
        }


def _any_case(char: str) -> str:
    if char.isascii() and char.isalpha():
        return f"[{char.upper()}{char.lower()}]"
    return char if char.isascii() and (char.isalnum() or char in "- ") else f"\\{char}"


Value = Whole | WholeOrDash | Flag | Text | TextList | Player | Choice
