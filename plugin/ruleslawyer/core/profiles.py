"""What a unit takes from its datasheet (02): characteristics per model profile, keywords, size.

The data layer fills these in from a published datasheet; the core only answers questions about
them, citing the clause each answer rests on.
"""

from __future__ import annotations

from .attached import (
    ATTACHED_KEYWORDS,
    ATTACHED_STARTING_STRENGTH,
    ATTACHED_UNIT,
    LISTED_BODYGUARDS,
    ONE_LEADER_EACH,
    PART_UNTIL_LAST_MODEL,
)
from .references import Reason, RuleRef, clause
from .units import BATTLE_SHOCKED_OC, HALF_STRENGTH, Unit

PROFILES = clause("02.02", "Profiles", "a characteristic of each model")
KEYWORDS = clause("02.05", "Keywords", "faction keywords and other keywords alike")
UNIT_COMPOSITION = clause("02.06", "Unit Composition", "the unit's models")


def keyword_rule(unit: Unit) -> RuleRef:
    """The clause a keyword verdict on ``unit`` rests on, whether it has the keyword or not:
    19.03 for an attached unit (every keyword of its parts), else 02.05."""
    return ATTACHED_KEYWORDS if unit.parts else KEYWORDS


def keyword(unit: Unit, word: str) -> tuple[bool, Reason]:
    """Whether ``unit`` has ``word``; an attached unit has every keyword of its parts (19.03)."""
    rule = keyword_rule(unit)
    has = unit.has(word)
    listed = ", ".join(sorted(unit.keywords)) or "none"
    return has, Reason(f"{unit.name} has the keywords {listed}", rule)


def _shown(value: int | None) -> str:
    return "-" if value is None else str(value)


def oc(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
    """Every OC among the unit's models, as modified (01.07); of one part, if it is named."""
    facts = unit.part(part) if part is not None else None
    who = facts.name if facts else unit.name
    if unit.battle_shocked:  # every model's OC is '-', whatever its characteristic (01.07)
        values: tuple[int | None, ...] = (None,)
        rule: RuleRef = BATTLE_SHOCKED_OC
    else:
        values = tuple(dict.fromkeys(facts.ocs if facts else unit.ocs or (unit.oc,)))
        rule = _characteristic(unit)
    text = ", ".join(_shown(v) for v in values)
    return values, Reason(f"{who}'s models have OC {text}", rule)


def ld(unit: Unit, part: str | None = None) -> tuple[tuple[int, ...], Reason]:
    """Every Ld in the unit: a leadership roll succeeds on any of them (01.06); of one part,
    if it is named."""
    facts = unit.part(part) if part is not None else None
    values = facts.lds if facts else unit.leadership
    text = ", ".join(f"{v}+" for v in values)
    who = facts.name if facts else unit.name
    return values, Reason(f"{who} has Ld {text}", _characteristic(unit))


def w(unit: Unit, part: str | None = None) -> tuple[int, Reason]:
    """The unit's W (02.02); of one part, if it is named."""
    facts = unit.part(part) if part is not None else None
    value = facts.w if facts else unit.w
    who = facts.name if facts else unit.name
    return value, Reason(f"{who}'s models have W {value}", _characteristic(unit))


def starting_strength(unit: Unit) -> Reason:
    rule = ATTACHED_STARTING_STRENGTH if unit.parts else HALF_STRENGTH
    return Reason(
        f"{unit.name} started the first battle round with {unit.starting_strength} models", rule
    )


def _characteristic(unit: Unit) -> RuleRef:
    return PART_UNTIL_LAST_MODEL if unit.parts else PROFILES


def make_up(unit: Unit) -> tuple[tuple[RuleRef, bool], ...]:
    """The clauses that decide what ``unit`` is made of, each with whether it applies to it:
    the game weighs them once, when it is set up, so that rules coverage sees them."""
    attached = bool(unit.parts)
    sheet = unit.datasheet is not None
    return (
        (UNIT_COMPOSITION, sheet),
        (KEYWORDS, sheet),
        (PROFILES, len(set(unit.ocs)) > 1 or len(unit.lds) > 1),
        (ATTACHED_UNIT, attached),
        (ATTACHED_KEYWORDS, attached),
        (ATTACHED_STARTING_STRENGTH, attached),
        (PART_UNTIL_LAST_MODEL, bool(unit.parts_gone)),
        # A leader and a support unit both attached: the second place 19.01 allows is taken.
        (ONE_LEADER_EACH, len(unit.parts) > 2),
        # Checked when the unit was formed, where every part comes from a datasheet: the
        # leader's lists its bodyguard (one it does not list is an error of the scenario).
        (LISTED_BODYGUARDS, attached and all(p.datasheet for p in unit.part_facts)),
    )
