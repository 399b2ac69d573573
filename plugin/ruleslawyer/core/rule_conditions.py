"""The CONDITION forms of contract 18.1: facts the core holds, read at the moment asked. A
form is one ``condition_form(...)``; :func:`condition` parses a row and lists the forms when
none fits."""

from __future__ import annotations

import re
from collections.abc import Callable

from .clock import Moment
from .effects import (
    Condition,
)
from .errors import RulesInputError, closest
from .predicates import normal_words
from .units import Unit, below_starting_strength

# -- CONDITIONS (contract 18.1): facts the core holds, read at the moment asked ----------------

ConditionTest = Callable[[re.Match[str]], Callable[[Unit, Moment], bool]]
_CONDITIONS: list[tuple[str, re.Pattern[str], ConditionTest]] = []


def condition_form(shown: str, pattern: str, test: ConditionTest) -> None:
    """Declare a CONDITION form: how the docs show it, its words, and its test."""
    _CONDITIONS.append((shown, re.compile(pattern, re.IGNORECASE), test))


def _whose(m: re.Match[str]) -> Callable[[Unit, Moment], bool]:
    mine = "opponent" not in m.group(0).lower()
    return lambda u, now: now.player is not None and (now.player == u.player) is mine


condition_form(
    "it is [not] battle-shocked",
    r"it is (not )?battle-shocked",
    lambda m: lambda u, now: u.battle_shocked is not bool(m.group(1)),
)
condition_form(
    "it is [not] engaged",
    r"it is (not )?engaged",
    lambda m: lambda u, now: u.engaged is not bool(m.group(1)),
)
condition_form(
    "it is [not] within <area>",
    r"it is (not )?within (.+)",
    lambda m: (
        lambda u, now: (
            (m.group(2).strip().lower() in {a.lower() for a in u.within}) is not bool(m.group(1))
        )
    ),
)
condition_form(
    "it has the keyword <K>",
    r"it has the keyword (\S+)",
    lambda m: lambda u, now: u.has(m.group(1).upper()),
)
condition_form(
    "it is on the battlefield",
    r"it is on the battlefield",
    lambda m: lambda u, now: u.on_battlefield,
)
condition_form(
    "it is below starting strength",
    r"it is below starting strength",
    lambda m: lambda u, now: below_starting_strength(u)[0],
)
condition_form("it is your turn", r"it is your turn", _whose)
condition_form("it is your opponent's turn", r"it is your opponent'?s turn", _whose)
condition_form(
    "it is battle round <n> or later",
    r"it is battle round (\d+) or later",
    lambda m: lambda u, now: now.battle_round >= int(m.group(1)),
)


def condition(text: str) -> Condition:
    """A CONDITION row (several joined by ``and``), or an error listing the forms."""
    parts = [normal_words(p) for p in re.split(r"\s+and\s+", normal_words(text)) if p.strip()]
    tests: list[Callable[[Unit, Moment], bool]] = []
    for part in parts:
        for _, pattern, test in _CONDITIONS:
            m = pattern.fullmatch(part)
            if m:
                tests.append(test(m))
                break
        else:
            forms = [shown for shown, _, _ in _CONDITIONS]
            raise RulesInputError(
                f"{part!r} is not a CONDITION the core can read; the conditions are: "
                + "; ".join(forms),
                word=part,
                suggestion=closest(part, forms, cutoff=0.3),
            )
    return Condition(normal_words(text), lambda u, now: all(t(u, now) for t in tests))


def conditions() -> tuple[str, ...]:
    return tuple(shown for shown, _, _ in _CONDITIONS)
