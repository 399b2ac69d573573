"""The words of the order of fighting (12.04, 12.08, 15.11, 15.12, Rules Appendix): the rules
clauses :mod:`.fight_order` weighs, the reasons a selection, a pass or a consolidation move is
refused for (contract §20.1), and the fixed part of each reason with a name in it, which a claim
is matched by. The state machine that gives them is :mod:`.fight_order`."""

from __future__ import annotations

from .references import Reason, RuleRef, clause
from .rules_numbers import FIGHT_PASS, Written

SEQUENCE = clause("12.04", "Fight", "Fights First combats, then remaining combats, alternating")
FIRST_SELECTOR = clause("12.04", "Fight", "the player whose turn it is selects first")
ALTERNATE = clause("12.04", "Fight", "after a fight the opponent selects; if not possible, not")
FIGHTS_FIRST_STEP = clause("12.04", "Resolve Fights First Combats", "only Fights First units")
BACK_TO_FIRST = clause(
    "12.04", "Resolve Remaining Combats", "back to Fights First combats once one is eligible"
)
ON_BATTLEFIELD = clause("Appendix", "Destroyed", "a destroyed unit cannot be selected to fight")
PASSING = clause("Appendix", "Eligible to Fight, but Unable to Fight", "a player may pass")
FIGHT_NEXT = clause("15.12", "Counteroffensive", "the next unit you select to fight")
OWED_SELECTION = clause(
    "12.08", "Consolidation Move", "an enemy unit it ends engaged with is selected to fight"
)

# The contract's words that spell the fight pass distance: 5", as written (§19.1).
PASS_WORDS = Written(FIGHT_PASS, 5)
PASS_PHRASE = f"is not within {PASS_WORDS.spelt} of any enemy unit"
PASS_TWIN = "is far enough from every enemy unit for its player to pass"

# The reasons a unit cannot be selected to fight next (beside §14's eligibility reasons).
S_NOT_STEP = Reason("it is not the Fight step", SEQUENCE)
S_ENDED = Reason("the Fight step has ended", SEQUENCE)
S_NOT_FIRST = Reason(
    "it is not a Fights First unit and a Fights First unit is eligible to fight", FIGHTS_FIRST_STEP
)
S_OFF = Reason("it is not on the battlefield", ON_BATTLEFIELD)
# Reason words with a name in them: the fixed part, for matching a claim.
SELECTS_NEXT = "selects the next unit to fight"
MUST_FIRST = "must be selected to fight first"
CLOSE = f"is eligible to fight and within {PASS_WORDS.spelt} of an enemy unit"
CLOSE_TWIN = "is eligible to fight and close enough to an enemy unit to fight"


def selects_next(player: str) -> Reason:
    return Reason(f"player {player} {SELECTS_NEXT}", ALTERNATE)


def must_first(unit: str, rule: RuleRef) -> Reason:
    return Reason(f'"{unit}" {MUST_FIRST}', rule)


def consolidation_reasons(*phrases: str) -> tuple[Reason, ...]:
    """The 12.08 move reasons these phrases name (`"<unit>" must be selected to fight first`):
    the move table's reasons carry no unit name, so a claim's own name is read from it."""
    found = []
    for phrase in phrases:
        words = " ".join(phrase.strip().rstrip(".").split())
        if words.endswith(f'" {MUST_FIRST}') and words.startswith('"'):
            found.append(must_first(words[1 : -len(MUST_FIRST) - 2], OWED_SELECTION))
    return tuple(found)


def close_to_enemy(unit: str) -> Reason:
    return Reason(f'"{unit}" {CLOSE}', PASSING)
