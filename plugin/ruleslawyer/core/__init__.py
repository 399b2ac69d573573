"""The rules core: pure Python, no test framework, no YAML. Any program may use it.

Everything here cites the clause it implements (section number and heading).
"""

from . import effect_kinds as effect_kinds
from . import effect_vocabulary as effect_vocabulary  # registers 18.2's kinds
from . import once_kinds as once_kinds  # and the rest of them
from .actions import REASONS, ActionDef, reason_for
from .clock import Moment, Phase, Point
from .effects import Does, Effect, Until, effect
from .eligibility import Verdict
from .errors import ImpossibleEvent, RulesInputError
from .game import ActionState, Game, MissingRoll
from .moves import MOVE_TYPES, FallBackMode, MoveType
from .predicates import Question
from .references import Reason, RuleRef, all_clauses
from .triggers import Ability, AbilityWhen, Trigger, TriggeredRule
from .unit_states import impossibilities
from .units import MoveKind, Strength, Unit, below_starting_strength, strength

__all__ = [
    "MOVE_TYPES",
    "REASONS",
    "Ability",
    "AbilityWhen",
    "ActionDef",
    "ActionState",
    "Does",
    "Effect",
    "FallBackMode",
    "Game",
    "ImpossibleEvent",
    "MissingRoll",
    "Moment",
    "MoveKind",
    "MoveType",
    "Phase",
    "Point",
    "Question",
    "Reason",
    "RuleRef",
    "RulesInputError",
    "Strength",
    "Trigger",
    "TriggeredRule",
    "Unit",
    "Until",
    "Verdict",
    "all_clauses",
    "below_starting_strength",
    "effect",
    "impossibilities",
    "reason_for",
    "strength",
]
