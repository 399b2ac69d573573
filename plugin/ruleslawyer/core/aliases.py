"""The one reader of a word that names a member of an enum: the member's own words or one of its
other names (aliases), matched without regard to case, or a clear error with the closest form.

Every row and step word that picks one of a fixed set (a COMPLETES moment, a RESTRICTIONS row, a
COMPLETES condition, a duration, a phase, a move or fight type, a disembark mode, an ability's
timing) reads through :func:`parse_enum`, so the rule "the member's words, then its aliases, else
an error naming the word and the closest form" is written once. A fixed set need not be an enum:
anything with a ``value`` (a COMPLETES condition, declared one by one) reads the same way.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any, Protocol, TypeVar

from .errors import RulesInputError, closest


class Named(Protocol):
    """A member of a fixed set: an enum's member, or a declared form with its words."""

    @property
    def value(self) -> Any: ...


E = TypeVar("E", bound=Named)


def words(member: Named) -> str:
    """A member's own words: its value."""
    return str(member.value)


def lookup(
    kinds: Iterable[E],
    text: str,
    aliases: Mapping[str, E] | None = None,
    *,
    key: Callable[[E], str] = words,
) -> E | None:
    """The member whose words (``key``) or one of whose ``aliases`` is ``text``, ignoring case
    and surrounding spaces; a member's own words win over an alias; None if none matches."""
    wanted = text.strip().lower()
    for kind in kinds:
        if key(kind).lower() == wanted:
            return kind
    for alias, kind in (aliases or {}).items():
        if alias.lower() == wanted:
            return kind
    return None


def parse_enum(
    kinds: Iterable[E],
    text: str,
    *,
    message: str,
    word: str | None = None,
    aliases: Mapping[str, E] | None = None,
    key: Callable[[E], str] = words,
    cutoff: float = 0.5,
    suggest: Callable[[str], str | None] | None = None,
) -> E:
    """The member ``text`` names (:func:`lookup`), else a :class:`RulesInputError` with
    ``message``, the offending ``word`` (default: ``text``) and the closest member's words as
    the suggestion (or what ``suggest`` offers for ``text``)."""
    pool = list(kinds)
    found = lookup(pool, text, aliases, key=key)
    if found is not None:
        return found
    suggestion = (
        suggest(text) if suggest is not None else closest(text, [key(k) for k in pool], cutoff)
    )
    raise RulesInputError(message, word=text if word is None else word, suggestion=suggestion)
