"""The values a closed slot takes, read from the core's own tables (never restated here).

A closed slot is one whose words the core checks against a table: a move type, a phase, a
player, a refusal reason. The export turns each into an alternation, so that an editor flags a
wrong move or reason while it is typed; the language server completes them.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterable
from functools import cache

import ruleslawyer.core
from ruleslawyer.core import MoveKind, Phase, Reason, RulesInputError
from ruleslawyer.core.clock import PLAYERS
from ruleslawyer.core.stratagems import R_NO_CP


def moves() -> tuple[str, ...]:
    """Every move type a move step accepts: the ones the core's parser takes."""
    return tuple(kind.value for kind in MoveKind if _parses(MoveKind.parse, kind.value))


def phases() -> tuple[str, ...]:
    return tuple(phase.value for phase in Phase)


def players() -> tuple[str, ...]:
    return PLAYERS


@cache
def reasons() -> tuple[str, ...]:
    """Every refusal reason the core declares, in any of its modules (a reason's text is the
    phrase a ``because <reason>`` step names), and the CP refusal for each player."""
    found: dict[str, None] = {}
    for info in pkgutil.iter_modules(ruleslawyer.core.__path__):
        module = importlib.import_module(f"ruleslawyer.core.{info.name}")
        for value in vars(module).values():
            for reason in _reasons_in(value):
                found.setdefault(reason.text, None)
    for player in PLAYERS:
        found.setdefault(R_NO_CP.format(player=player), None)
    return tuple(found)


def _reasons_in(value: object) -> Iterable[Reason]:
    if isinstance(value, Reason):
        yield value
    elif isinstance(value, tuple | list | frozenset):
        for item in value:
            if isinstance(item, Reason):
                yield item
            elif isinstance(item, tuple) and item and isinstance(item[0], Reason):
                yield item[0]  # a bar: (reason, test)


def _parses(parse: Callable[[str], object], word: str) -> bool:
    try:
        parse(word)
    except RulesInputError:
        return False
    return True


def closed(name: str) -> tuple[str, ...] | None:
    """The values of the closed slot ``name``, or None for an open slot. A slot's name is what
    the step library calls it in every template (``{move:word}``, ``{reason:text}``)."""
    sources: dict[str, Callable[[], tuple[str, ...]]] = {
        "move": moves,
        "phase": phases,
        "player": players,
        "reason": reasons,
    }
    source = sources.get(name)
    return source() if source is not None else None


# Matching is case-insensitive for these (contract, header): phase names and move types.
ANY_CASE = frozenset({"move", "phase"})


def js_alternation(name: str, values: Iterable[str]) -> str:
    """A regular expression (JavaScript and Python alike) for exactly ``values``."""
    parts = []
    for value in sorted(values, key=lambda v: (-len(v), v)):
        text = _escape(value)
        if name in ANY_CASE:
            text = re.sub(r"[A-Za-z]", lambda m: f"[{m[0].upper()}{m[0].lower()}]", text)
        parts.append(text)
    tail = r"\.?" if name == "reason" else ""  # the core reads a reason's full stop aside
    return "(?:" + "|".join(parts) + ")" + tail


def _escape(text: str) -> str:
    return re.sub(r"([.*+?^${}()|\[\]\\/])", r"\\\1", text)
