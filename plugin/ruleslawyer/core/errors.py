"""Errors raised by the core for input it cannot accept."""

from __future__ import annotations

import difflib
from collections.abc import Iterable


class RulesInputError(ValueError):
    """Input the core cannot accept: an unknown name, a malformed row, an impossible state.

    ``word`` is the offending word as the user wrote it; ``suggestion`` the closest valid
    alternative, when one exists.
    """

    def __init__(self, message: str, *, word: str | None = None, suggestion: str | None = None):
        super().__init__(message)
        self.message = message
        self.word = word
        self.suggestion = suggestion

    def __str__(self) -> str:
        if self.suggestion:
            return f"{self.message} (did you mean {self.suggestion}?)"
        return self.message


class ImpossibleEvent(RulesInputError):
    """An event stated as having happened that the rules did not allow at that moment.

    In a concrete scenario it is an error of the scenario (it states a history that cannot
    be); a property search discards such an example, as it does any impossible combination.
    ``unit`` is the unit the event concerns; ``reasons`` why it could not happen.
    """

    def __init__(
        self,
        message: str,
        *,
        unit: str,
        reasons: tuple[object, ...] = (),
        word: str | None = None,
        suggestion: str | None = None,
    ):
        super().__init__(message, word=word, suggestion=suggestion)
        self.unit = unit
        self.reasons = reasons


def closest(word: str, candidates: Iterable[str], cutoff: float = 0.5) -> str | None:
    """The candidate closest to ``word``, compared without regard to case, if any is close."""
    pool = list(candidates)
    lowered = {c.lower(): c for c in pool}
    found = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[found[0]] if found else None
