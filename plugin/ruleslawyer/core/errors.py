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


def closest(word: str, candidates: Iterable[str], cutoff: float = 0.5) -> str | None:
    """The candidate closest to ``word``, compared without regard to case, if any is close."""
    pool = list(candidates)
    lowered = {c.lower(): c for c in pool}
    found = difflib.get_close_matches(word.lower(), list(lowered), n=1, cutoff=cutoff)
    return lowered[found[0]] if found else None
