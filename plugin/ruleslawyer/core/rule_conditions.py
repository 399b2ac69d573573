"""The CONDITION forms of contract 18.1: facts the core holds, read at the moment asked. A
form is one ``condition_form(...)``; :func:`condition` parses a row and lists the forms when
none fits."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Protocol

from .clock import Moment
from .effects import (
    Condition,
)
from .errors import RulesInputError, closest
from .keywords import KEYWORD_WORDS
from .predicates import normal_words
from .units import MoveKind, Strength, Unit, below_starting_strength, strength


class ConditionFacts(Protocol):
    """What the objective forms of a CONDITION read of the game's mission part (14.02, 14.03;
    ``Missions``)."""

    def objective_names(self) -> list[str]: ...

    def unit_within_range(self, unit: Unit, objective: str) -> bool: ...

    def controls(self, objective: str) -> str | None: ...

    def is_controlling(self, unit_name: str, objective: str) -> bool: ...


# The game's mission part, whose facts the objective forms read once the game is built (bound by
# the scenario).
FactsSource = Callable[[], ConditionFacts]

# -- CONDITIONS (contract 18.1): facts the core holds, read at the moment asked ----------------

ConditionTest = Callable[[re.Match[str]], Callable[[Unit, Moment], bool]]
FactsTest = Callable[[re.Match[str], FactsSource], Callable[[Unit, Moment], bool]]
_CONDITIONS: list[tuple[str, re.Pattern[str], ConditionTest | None, FactsTest | None]] = []


def condition_form(shown: str, pattern: str, test: ConditionTest) -> None:
    """Declare a CONDITION form: how the docs show it, its words, and its test."""
    _CONDITIONS.append((shown, re.compile(pattern, re.IGNORECASE), test, None))


def facts_form(shown: str, pattern: str, test: FactsTest) -> None:
    """Declare a CONDITION form whose test reads the game's objectives."""
    _CONDITIONS.append((shown, re.compile(pattern, re.IGNORECASE), None, test))


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
    r"it is (not )?within (?!range of )(.+)",
    # Areas match by name as §3 says (case and a leading article ignored, `your` the unit's
    # player's), so an area a `count as within` rule names (18.3 item 6) is read too.
    lambda m: lambda u, now: u.is_within(m.group(2)) is not bool(m.group(1)),
)
condition_form(
    "it has the keyword <K>",
    rf"it has the keyword ({KEYWORD_WORDS})",
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

condition_form(
    "it is at or below half-strength",
    r"it is at or below half-strength",
    lambda m: lambda u, now: strength(u)[0] is not Strength.FULL,
)
condition_form(
    "it is below half-strength",
    r"it is below half-strength",
    lambda m: lambda u, now: strength(u)[0] is Strength.BELOW_HALF,
)


def _moved(m: re.Match[str]) -> Callable[[Unit, Moment], bool]:
    word = m.group(1).lower()
    kinds = [k for k in MoveKind if k.value == word]
    if not kinds:
        names = [k.value for k in MoveKind]
        raise RulesInputError(
            f"{word!r} is not a move type; they are: " + ", ".join(names),
            word=m.group(1),
            suggestion=closest(word, names),
        )
    return lambda u, now: u.moved_this_turn(kinds[0], now.turn_key)


condition_form("it made a <move> move this turn", r"it made an? ([\w -]+?) move this turn", _moved)
condition_form(
    "this model is leading a unit",
    r"this model is leading a unit",
    lambda m: lambda u, now: bool(u.parts),  # an attached unit, its leader's (19.01, 19.04)
)


def _objectives(words: str, facts: ConditionFacts) -> list[str]:
    """The objectives ``words`` names: `an objective` (each), or one by name."""
    if words.lower() in ("an objective", "an objective marker"):
        return facts.objective_names()
    return [words]


def _in_range(m: re.Match[str], facts: FactsSource) -> Callable[[Unit, Moment], bool]:
    words, yours = m.group(1), bool(m.group(2))

    def test(u: Unit, now: Moment) -> bool:
        game = facts()
        return any(
            game.unit_within_range(u, o) and (not yours or game.controls(o) == u.player)
            for o in _objectives(words, game)
        )

    return test


def _controlling(m: re.Match[str], facts: FactsSource) -> Callable[[Unit, Moment], bool]:
    words = m.group(1)

    def test(u: Unit, now: Moment) -> bool:
        game = facts()
        return any(game.is_controlling(u.name, o) for o in _objectives(words, game))

    return test


def _you_control(m: re.Match[str], facts: FactsSource) -> Callable[[Unit, Moment], bool]:
    words = m.group(1)
    return lambda u, now: any(facts().controls(o) == u.player for o in _objectives(words, facts()))


facts_form(
    "it is within range of <objective> (also: of an objective, of an objective you control)",
    r"it is within range of (an objective(?: marker)?|.+?)( you control)?",
    _in_range,
)
facts_form(
    "it is controlling <objective> (also: an objective)", r"it is controlling (.+)", _controlling
)
facts_form("you control <objective>", r"you control (.+)", _you_control)


def condition(text: str, facts: FactsSource | None = None) -> Condition:
    """A CONDITION row (several joined by ``and``), or an error listing the forms. ``facts``:
    the game the objective forms read (None: they cannot be said here)."""
    parts = [normal_words(p) for p in re.split(r"\s+and\s+", normal_words(text)) if p.strip()]
    tests: list[Callable[[Unit, Moment], bool]] = []
    for part in parts:
        for _, pattern, test, reads in _CONDITIONS:
            m = pattern.fullmatch(part)
            if m and test is not None:
                tests.append(test(m))
                break
            if m and reads is not None and facts is not None:
                tests.append(reads(m, facts))
                break
        else:
            forms = [shown for shown, _, _, _ in _CONDITIONS]
            raise RulesInputError(
                f"{part!r} is not a CONDITION the core can read; the conditions are: "
                + "; ".join(forms),
                word=part,
                suggestion=closest(part, forms, cutoff=0.3),
            )
    return Condition(normal_words(text), lambda u, now: all(t(u, now) for t in tests))


def conditions() -> tuple[str, ...]:
    return tuple(shown for shown, _, _, _ in _CONDITIONS)
