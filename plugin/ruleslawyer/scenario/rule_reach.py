"""The conditions a declared rule's effects carry (contract 18.1, 18.3 items 6, 10, 11): its
CONDITION with its while, an aura's reach, and a TARGET keyword read as the unit counts now."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ruleslawyer.core.effects import Condition
from ruleslawyer.core.keywords import KEYWORD_WORDS

if TYPE_CHECKING:
    from ruleslawyer.core import Moment, Unit
    from ruleslawyer.scenario.rule_decls import RuleDecl


def both(one: Condition | None, other: Condition | None) -> Condition | None:
    """Two conditions that must both hold (a CONDITION and a while), or the one given."""
    if one is None or other is None:
        return one or other
    return Condition(
        f"{one.words} and {other.words}", lambda u, now: one.holds(u, now) and other.holds(u, now)
    )


def on_battlefield(condition: Condition | None) -> Condition:
    """An aura reaches only a unit on the battlefield: measuring to one that is not fails
    (app FAQ data 931)."""

    def test(unit: Unit, now: Moment) -> bool:
        held = condition is None or condition.holds(unit, now)
        return unit.on_battlefield and unit.embarked_in is None and held

    return Condition(condition.words if condition else "", test)


# A TARGET `each [friendly|enemy] [<K>] unit [within range of it]` (18.1): its side and keyword.
# The keyword may be several words (ADEPTUS ASTARTES: §11, KEYWORD_WORDS).
_EACH_UNIT = re.compile(rf"each(?: (friendly|enemy))?(?: ({KEYWORD_WORDS}))? unit")


def each_unit(target: str) -> tuple[str | None, str | None]:
    """The side and the keyword of a TARGET `each ... unit` (None for either it leaves out, and
    both for another form)."""
    m = _EACH_UNIT.fullmatch(target.removesuffix(" within range of it"))
    return (m.group(1), m.group(2)) if m else (None, None)


def target_keyword(decl: RuleDecl, condition: Condition | None) -> Condition | None:
    """18.3 item 6: a TARGET `each [friendly|enemy] <K> unit` of a rule always in force reaches
    a unit while it counts as having <K> (the ruling reads the unit with its keywords as
    counted: core/effects.py ``ruling``), so a later `count as` moves it in or out."""
    keyword = each_unit(decl.target)[1]
    if not keyword:
        return condition
    keyword = keyword.upper()

    def test(unit: Unit, now: Moment) -> bool:
        return unit.has(keyword) and (condition is None or condition.holds(unit, now))

    return Condition(condition.words if condition else "", test)


__all__ = ["both", "each_unit", "on_battlefield", "target_keyword"]
