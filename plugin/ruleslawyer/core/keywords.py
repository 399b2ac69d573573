"""Every keyword a rule of the core reads, spelt once.

Bars, targets, defaults and the property draws name a keyword through this module, never as a
bare string, so that a keyword a rule reads cannot drift out of the search. Keywords named
only inside a printed row (a core stratagem's TARGET, say) are listed here too, with the rule
that names them.
"""

from __future__ import annotations

from .errors import RulesInputError

INFANTRY = "INFANTRY"  # the default unit's keyword (contract defaults); no bar reads it
AIRCRAFT = "AIRCRAFT"  # 16.01, 23.02, 23.04
FORTIFICATION = "FORTIFICATION"  # 16.01
TITANIC = "TITANIC"  # 16.01 (engaged, shooting after an Action), 15.08
VEHICLE = "VEHICLE"  # 15.06 Crushing Impact, 15.11 Heroic Intervention
MONSTER = "MONSTER"  # 15.06 Crushing Impact, 06.03 Hazard Rolls
CHARACTER = "CHARACTER"  # 15.03 Epic Challenge, 15.11 Heroic Intervention
WALKER = "WALKER"  # 15.11 Heroic Intervention
SMOKE = "SMOKE"  # 15.10 Smokescreen
GRENADES = "GRENADES"  # 15.05 Explosives
EXPLOSIVES = "EXPLOSIVES"  # 15.05 Explosives
TRANSPORT = "TRANSPORT"  # 18.01-18.05: embarking, disembarking
# 03.01 (contract §19.6): a unit that can FLY does not count a change of height in a move.
# Read only by moves with end positions, which no property draws: not in READ_BY_RULES.
FLY = "FLY"
# 17.02 (contract §19.3): a FRAME model may have a hull instead of a base; read only by
# positions, which no property draws: not in READ_BY_RULES.
FRAME = "FRAME"

# Every keyword a rule reads, in a stable order: the property search draws from these.
READ_BY_RULES: tuple[str, ...] = (
    INFANTRY,
    AIRCRAFT,
    FORTIFICATION,
    TITANIC,
    VEHICLE,
    MONSTER,
    CHARACTER,
    WALKER,
    SMOKE,
    GRENADES,
    EXPLOSIVES,
    TRANSPORT,
)

DEFAULT_KEYWORDS: frozenset[str] = frozenset({INFANTRY})

# A keyword as a TARGET or CONDITION row names it (contract 18.1 `[<K>]`, `<K>`): one word or
# several, as the datasheets print them (ADEPTUS ASTARTES, JUMP PACK, CADIAN SHOCK TROOPS;
# §11). Lazy, so that the word after it (`unit`) is never taken into it.
KEYWORD_WORDS = r"\S+(?: \S+)*?"


def check_case(word: str) -> str:
    """``word`` as a keyword a scenario states. One that is a keyword a rule reads but for its
    case (``Titanic``) is refused with the keyword suggested: taken as a new keyword, it would
    silently bar nothing and the verdict would be wrong."""
    upper = word.upper()
    if upper != word and upper in READ_BY_RULES:
        raise RulesInputError(
            f"the keyword {word!r} is {upper} but for its case; keywords are matched exactly, "
            f"and the rules read {upper}",
            word=word,
            suggestion=upper,
        )
    return word
