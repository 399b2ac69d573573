"""The rules core: pure Python, no test framework, no YAML. Any program may use it.

Everything here cites the clause it implements (section number and heading).
"""

from .actions import REASONS, ActionDef, reason_for
from .clock import Moment, Phase, Point
from .errors import RulesInputError
from .game import ActionState, Game, MissingRoll, Verdict
from .references import Reason, RuleRef, all_clauses
from .triggers import Ability, AbilityWhen, Trigger, TriggeredRule
from .units import MoveKind, Strength, Unit, impossibilities, strength

__all__ = [
    "REASONS",
    "Ability",
    "AbilityWhen",
    "ActionDef",
    "ActionState",
    "Game",
    "MissingRoll",
    "Moment",
    "MoveKind",
    "Phase",
    "Point",
    "Reason",
    "RuleRef",
    "RulesInputError",
    "Strength",
    "Trigger",
    "TriggeredRule",
    "Unit",
    "Verdict",
    "all_clauses",
    "impossibilities",
    "reason_for",
    "strength",
]
