"""Which scenarios are properties, and their examples tag: read for every scenario, so this
module imports neither Hypothesis nor the property runner (properties/search.py), which load
only with a run's first property scenario. It reads the step lines alone (the plugin's
collection and the editor ask it), so it is the scenario layer's, not the search's."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ruleslawyer.scenario.any_rule import leaves_open
from ruleslawyer.scenario.drawn_positions import ANY_POSITION as ANY_POSITION
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.step_line import StepLine

_EXAMPLES_TAG = re.compile(r"max[_-]examples[:=](\d+)")


def is_property(steps: Sequence[StepLine]) -> bool:
    """Whether a Given leaves something open, or a move step ends `to any position` (§19.9): a
    property scenario of its own. Asked of every scenario as it runs: what each step's text
    says is kept (:func:`opens`), so a text met again is not read again."""
    for s in steps:
        key = (s.kind == "given", s.text)
        found = _OPENS.get(key)
        if found is None:
            found = opens(*key)
            if len(_OPENS) >= _OPENS_MAX:
                _OPENS.clear()
            _OPENS[key] = found
        if found:
            return True
    return False


def opens(given: bool, text: str) -> bool:
    """Whether one step's text makes its scenario a property: a Given (``given``) that leaves
    something open, or any step that moves a unit to any position."""
    return (given and leaves_open(text)) or ANY_POSITION.search(text) is not None


# What each step text met said (keyed by whether it is a Given's, and the text); cleared when
# full, so a long session of generated texts (the fuzzers') holds no more than this many.
_OPENS: dict[tuple[bool, str], bool] = {}
_OPENS_MAX = 1 << 16


def max_examples_from_tags(tags: frozenset[str]) -> int | None:
    for tag in tags:
        m = _EXAMPLES_TAG.fullmatch(tag)
        if m:
            return int(m[1])
    return None


# The words of a step (or of its table) that read the order of fighting or act on a selection
# (contract §20.1: the selection questions, passing, fights, Counteroffensive and Epic Challenge,
# a rule WHEN `each time this unit is selected to fight`, 12.08's owed selections, and whether a
# unit is eligible to fight or can make a normal or an overrun fight, which 12.04's "already
# selected to fight this phase" decides).
_FIGHT_ORDER_WORDS = re.compile(
    r'select|fight step|\bpass|resolves its attacks|"\s+fights\b|counteroffensive|'
    r"epic challenge|combats|ends engaged with|eligible to fight|normal fight|overrun fight",
    re.IGNORECASE,
)


def asks_fight_order(steps: Sequence[StepLine]) -> bool:
    """Whether a step reads the order of fighting, so that advancing past a Fight step makes
    its selections in every example (§20.1, §6); where none does, an example leaves them
    unmade and the walk reads no fact for them (docs/interpretations.md)."""
    return any(
        _FIGHT_ORDER_WORDS.search(text)
        for s in steps
        for text in (s.text, *(cell for row in s.datatable or () for cell in row))
    )


def named_in_steps(steps: Sequence[StepLine]) -> tuple[frozenset[str], frozenset[str]]:
    """The keywords and areas the scenario's When and Then steps name (`Then "U" does not have
    the keyword PSYKER`, `Then "U" is not within the ruin`): the scenario names them, so `any
    unit` draws them as it draws those its Givens name (contract §6: every attribute drawn; a
    claim about a keyword no example could have is no proof)."""
    keywords: set[str] = set()
    areas: set[str] = set()
    for step in steps:
        if step.kind == "given":
            continue
        found = REGISTRY.find(step.kind, step.text)
        if found is None:
            continue
        args = found[1]
        keyword, area = args.get("keyword"), args.get("area")
        if isinstance(keyword, str):
            keywords.update(w.strip() for w in keyword.split(" or ") if w.strip().isupper())
        if isinstance(area, str) and not area.startswith('"'):
            areas.add(area)
    return frozenset(keywords), frozenset(areas)
