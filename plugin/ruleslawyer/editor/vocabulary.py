"""The values a closed slot takes, read from the core's own tables (never restated here).

A closed slot is one whose words the core checks against a table: a move type, a phase, a
player, a refusal reason, a roll. The export turns each into an alternation, so that an editor
flags a wrong move or reason while it is typed; the language server completes them.
"""

from __future__ import annotations

import importlib
import pkgutil
import re
from collections.abc import Callable, Iterable, Iterator
from functools import cache
from types import CodeType, FunctionType

import ruleslawyer.core
from ruleslawyer.core import MoveKind, Phase, Reason, RulesInputError, fight_reasons
from ruleslawyer.core.clock import PLAYERS
from ruleslawyer.core.effects import FORBIDS_IT
from ruleslawyer.core.eligibility import REASON_TWINS, WRITTEN_REASONS
from ruleslawyer.core.predicates import Question, words
from ruleslawyer.core.stratagems import R_NO_CP, ROLLS


def moves() -> tuple[str, ...]:
    """Every move type a move step accepts: the ones the core's parser takes."""
    return tuple(kind.value for kind in MoveKind if _parses(MoveKind.parse, kind.value))


def phases() -> tuple[str, ...]:
    return tuple(phase.value for phase in Phase)


def players() -> tuple[str, ...]:
    return PLAYERS


def rolls() -> tuple[str, ...]:
    """The rolls a stratagem names (Command Re-roll's ``on the <roll> roll``)."""
    return ROLLS


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
        found.setdefault(f"player {player} {fight_reasons.SELECTS_NEXT}", None)
    for other in (*REASON_TWINS, *WRITTEN_REASONS):  # other words a reason may be named by
        found.setdefault(other, None)
    return tuple(found)


# Reasons that carry a unit's or a rule's name (20.1, 12.08, 18.3 item 2): the fixed words
# after the quoted name.
NAMED_REASONS = (
    fight_reasons.MUST_FIRST,
    fight_reasons.CLOSE,
    fight_reasons.CLOSE_TWIN,
    FORBIDS_IT,
)


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
        "roll": rolls,
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
    if name == "reason":
        parts.extend(f'"[^"]*" {_escape(fixed)}' for fixed in NAMED_REASONS)
    tail = r"\.?" if name == "reason" else ""  # the core reads a reason's full stop aside
    return "(?:" + "|".join(parts) + ")" + tail


def _escape(text: str) -> str:
    return re.sub(r"([.*+?^${}()|\[\]\\/])", r"\\\1", text)


def reasons_of(func: Callable[..., object]) -> tuple[str, ...] | None:
    """The reasons a ``because {reason}`` step accepts: the reason tables its function checks
    the reason against, found in the code it runs (its own, that of the functions of ours it
    holds if it is generated, and that of the functions of ours it calls, two calls deep), and
    the reason words of each question of the predicate registry it asks by name
    (``Question.START_ACTION``). None when none is found (then every reason is offered)."""
    found: dict[str, None] = {}
    _tables_in(func, found, depth=0, seen=set())
    return tuple(found) or None


def _tables_in(func: object, found: dict[str, None], depth: int, seen: set[int]) -> None:
    code = getattr(func, "__code__", None)
    names = getattr(func, "__globals__", None)
    if code is None or names is None or id(code) in seen:
        return
    seen.add(id(code))
    code_names = tuple(_names(code))
    if names.get("Question") is Question:  # reasons asked of the predicate registry by question
        for code_name in code_names:
            if code_name in Question.__members__:
                found.update((text, None) for text in words(Question[code_name]))
    for code_name in code_names:
        value = names.get(code_name)
        if isinstance(value, str) and "{player}" in value and value in _CP_REASONS:
            found.update((value.format(player=p), None) for p in PLAYERS)
        elif isinstance(value, tuple | list | frozenset) and value:
            texts = [r.text for r in _reasons_in(value)]
            if len(texts) == len(value):  # a table of reasons (or of bars), nothing else
                found.update((text, None) for text in texts)
        elif (
            depth < 2
            and isinstance(value, FunctionType)
            and value.__module__.startswith("ruleslawyer.")
        ):
            _tables_in(value, found, depth + 1, seen)
    # A step generated from a declaration (a closure, as steps/fight_moves.py makes them) runs
    # the functions it holds: they stand for its own code, so they are read at its depth. A
    # declaration it holds (steps/_claims.py's Asked) is read as code the step calls would be:
    # its reason tables as the step's own, its functions (a verdict query) one call deep.
    for cell in getattr(func, "__closure__", None) or ():
        try:
            held = cell.cell_contents
        except ValueError:  # a cell not yet filled
            continue
        fields = getattr(held, "__dataclass_fields__", None)
        if fields is None:
            _held(held, found, depth, seen)
        else:
            for field in fields:
                _held(getattr(held, field), found, depth + 1, seen)


def _held(value: object, found: dict[str, None], depth: int, seen: set[int]) -> None:
    """A function or a reason table a generated step holds, or a part of its declaration
    that holds them (steps/_claims.py's Written: the functions that read a claim's reasons)."""
    if isinstance(value, FunctionType) and value.__module__.startswith("ruleslawyer."):
        if depth <= 2:
            _tables_in(value, found, depth, seen)
    elif isinstance(value, tuple) and value:
        texts = [r.text for r in _reasons_in(value)]
        if len(texts) == len(value):
            found.update((text, None) for text in texts)
    elif (
        hasattr(value, "__dataclass_fields__")
        and type(value).__module__.startswith("ruleslawyer.")
        and not isinstance(value, Reason)
        and id(value) not in seen
    ):
        seen.add(id(value))
        for field in value.__dataclass_fields__:
            _held(getattr(value, field), found, depth, seen)


def _names(code: CodeType) -> Iterator[str]:
    yield from code.co_names
    for const in code.co_consts:
        if isinstance(const, CodeType):
            yield from _names(const)


_CP_REASONS = frozenset({R_NO_CP})
