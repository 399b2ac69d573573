"""Stratagems: their parts parsed from the rows a rule prints, the core ten, and who may use one.

15.01 Using Stratagems; 15.02-15.12 the core stratagems; 01.07 for battle-shocked targets.
Whether a use is allowed is decided here from facts the game hands in (:class:`TargetFacts`,
gathered from the TARGET declarations below by core/target_facts.py),
so this module knows the rules and nothing of how a game keeps its state.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable
from dataclasses import dataclass

from . import keywords as kw
from .aliases import parse_enum
from .clock import Moment, Phase, Point
from .errors import RulesInputError, closest
from .numbers import is_whole, whole
from .predicates import Predicate, Question, Reading, declare
from .references import Reason, RuleRef, clause
from .rows import row_text
from .rules_numbers import HEROIC_INTERVENTION, inches
from .starts import Starts
from .stratagem_effect_rows import effects_of
from .stratagem_effects import Effect
from .target_facts import KEYWORDS, TargetAsk, reading
from .target_facts import TargetFacts as TargetFacts
from .unit_rolls import REROLL_ONCE
from .units import MoveKind

# 15.01: the order of use and the limits every stratagem shares.
SAME_PHASE = clause("15.01", "Using Stratagems", "same stratagem once per phase")
ONE_PER_UNIT = clause("15.01", "Using Stratagems", "one stratagem per unit per phase")
CP_COST = clause("15.01", "Using Stratagems", "CP cost paid, or no use")
WHEN_ROW = clause("15.01", "Using Stratagems", "WHEN")
TARGET_ROW = clause("15.01", "Using Stratagems", "TARGET")
RESTRICTIONS_ROW = clause("15.01", "Using Stratagems", "RESTRICTIONS")
SHOCKED_TARGET = clause("01.07", "Battle-shock Rolls", "controller cannot target with stratagems")
# Rules Appendix, Destroyed: unless stated otherwise, a destroyed unit cannot be targeted by rules,
# a stratagem's TARGET among them, whatever else its TARGET row asks.
DESTROYED_TARGET = clause("Appendix", "Destroyed", "a destroyed unit cannot be targeted by rules")
# Command Re-roll's list of rolls is part of deciding whether it can be used.
REROLL_LIST = clause("15.02", "Command Re-roll", "only the rolls it lists")

R_NO_CP = "player {player} does not have enough CP"
R_USED = Reason("it was already used this phase", SAME_PHASE)
R_TARGETED = Reason("the unit was already targeted by a stratagem this phase", ONE_PER_UNIT)
R_SHOCKED = Reason("the unit is battle-shocked", SHOCKED_TARGET)
R_NOT_NOW = Reason("the stratagem cannot be used now", WHEN_ROW)
R_NOT_TARGET = Reason("it is not a unit the stratagem can target", TARGET_ROW)
R_DESTROYED = Reason(R_NOT_TARGET.text, DESTROYED_TARGET)
R_RESTRICTED = Reason("its restrictions forbid it", RESTRICTIONS_ROW)
R_NOT_THAT_ROLL = Reason("that roll cannot be re-rolled with it", REROLL_LIST)
# The same words for a roll already re-rolled (app 01.05.02; contract 18.3 item 4).
R_REROLLED_ONCE = Reason(R_NOT_THAT_ROLL.text, REROLL_ONCE)

FIXED_REASONS: tuple[Reason, ...] = (
    R_USED,
    R_TARGETED,
    R_SHOCKED,
    R_NOT_NOW,
    R_NOT_TARGET,
    R_RESTRICTED,
    R_NOT_THAT_ROLL,
)


def no_cp(player: str) -> Reason:
    return Reason(R_NO_CP.format(player=player), CP_COST)


def stratagem_reason_for(phrase: str) -> Reason:
    """The reason a stratagem reason phrase names (docs/language.md#stratagems)."""
    key = " ".join(phrase.strip().rstrip(".").split())
    m = re.fullmatch(r"player (\w+) does not have enough CP", key)
    if m is not None:
        return no_cp(m[1])
    for reason in FIXED_REASONS:
        if reason.text == key:
            return reason
    texts = [R_NO_CP.format(player="A"), *(r.text for r in FIXED_REASONS)]
    raise RulesInputError(
        f"unknown stratagem reason {phrase!r}",
        word=phrase,
        suggestion=closest(key, texts, cutoff=0.3),
    )


# -- the rows ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class StratagemWhen:
    """WHEN: the moments of the user's game a stratagem can be used in."""

    starts: Starts | None  # None: any phase
    step: Point | None  # a step inside the phase (Insane Bravery's Battle-shock step)
    text: str
    # Only just after an enemy unit has fought (Counteroffensive, 15.12): one of the user's
    # opponent's units was selected to fight this phase (its attacks, not modelled, resolved).
    after_enemy_fight: bool = False
    # Only while the target is the unit selected to fight most recently, its attacks not yet
    # resolved: in the Fight step, or in the Consolidate step for a 12.08 selection (Epic
    # Challenge, 15.03; contract §20.1). Never in the Pile In step.
    while_fighting: bool = False

    @classmethod
    def parse(cls, value: str) -> StratagemWhen:
        text = row_text(value)
        lowered = text.lower()
        if lowered == "any phase":
            return cls(None, None, text)
        step = re.fullmatch(r"(?:the )?battle-shock step of (?P<rest>.+)", lowered)
        if step is not None:
            starts = Starts.parse(step["rest"])
            if starts.phase is not Phase.COMMAND:
                raise RulesInputError(
                    f"WHEN {value!r}: the Battle-shock step is a step of the Command phase",
                    word=value,
                    suggestion="'the Battle-shock step of your Command phase'",
                )
            return cls(starts, Point.BATTLE_SHOCK, text)
        try:
            return cls(Starts.parse(text), None, text)
        except RulesInputError as exc:
            raise RulesInputError(
                f"WHEN {value!r} is not a moment a stratagem can be used; write e.g. "
                "'your Shooting phase', 'the end of your opponent's Movement phase', "
                "'either player's Fight phase' or 'any phase'",
                word=value,
                suggestion=exc.suggestion,
            ) from None

    def allows(
        self,
        now: Moment,
        player: str,
        begun: bool = False,
        enemy_fought: bool = False,
        target_fighting: bool = False,
    ) -> bool:
        if self.starts is None:
            return now.phase is not None
        if not self.starts.allows(now, player, begun):
            return False
        if self.after_enemy_fight and not enemy_fought:
            return False
        if self.while_fighting:
            return target_fighting and now.point in (Point.FIGHT_STEP, Point.CONSOLIDATE)
        return self.step is None or now.point is self.step


class Need(enum.StrEnum):
    """What a TARGET asks of a unit beyond its side and keywords (the core stratagems' rows):
    each is its words, so a need declared at run time (its words) stands where a Need does."""

    UNENGAGED = "unengaged"
    IN_RESERVES = "in strategic reserves"
    NEAR_ENEMY = f"within {inches(HEROIC_INTERVENTION)} of one or more enemy units"
    ELIGIBLE_TO_SHOOT = "eligible to shoot"
    NO_ADVANCE = "did not make an advance move this turn"
    ELIGIBLE_TO_FIGHT = "eligible to fight"
    ELIGIBLE_TO_CHARGE = "eligible to declare a charge"
    CHARGED_THIS_PHASE = "ended a charge move this phase"
    SELECTED_TO_FIGHT = "was selected to fight this phase"
    VEHICLE_ONLY_IF_CHARACTER_OR_WALKER = "a VEHICLE only if it is a CHARACTER or WALKER"


def _need(
    need: Need, test: Callable[[TargetFacts], bool], *reads: Reading
) -> Predicate[TargetFacts]:
    """A target condition, declared in the predicate registry: its words are the Need's, its
    test says whether the unit meets it, and it reads the facts ``reads`` read of a would-be
    target (core/target_facts.py gathers a target's facts from these declarations)."""
    return declare(Question.TARGET, Reason(need.value, TARGET_ROW), test, readings=reads)


def _eligible(fact: str, ask: Callable[[TargetAsk], bool]) -> Reading:
    # An eligibility is asked (its clauses weighed) only when the TARGET names it, and then at once.
    return reading(fact, ask, at_once=True)


def _charged(a: TargetAsk) -> bool:
    return a.now.phase is Phase.CHARGE and a.unit.moved_this_turn(MoveKind.CHARGE, a.now.turn_key)


# How each target condition is decided, and how the facts it reads are read: one declaration
# per Need (core/predicates.py).
TARGET_NEEDS: tuple[Predicate[TargetFacts], ...] = (
    _need(
        Need.UNENGAGED,
        lambda unit: not unit.engaged,
        reading("engaged", lambda a: a.unit.engaged),
    ),
    _need(
        Need.IN_RESERVES,
        lambda unit: unit.in_reserves,
        reading("in_reserves", lambda a: a.unit.in_reserves),
    ),
    _need(
        Need.NEAR_ENEMY,
        lambda unit: unit.near_enemy,
        reading("near_enemy", lambda a: a.unit.near_enemy),
    ),
    _need(
        Need.ELIGIBLE_TO_SHOOT,
        lambda unit: unit.eligible_to_shoot,
        _eligible("eligible_to_shoot", lambda a: a.game.moves.eligible_to_shoot(a.unit.name).yes),
    ),
    _need(
        Need.NO_ADVANCE,
        lambda unit: not unit.advanced_this_turn,
        reading(
            "advanced_this_turn",
            lambda a: a.unit.moved_this_turn(MoveKind.ADVANCE, a.now.turn_key),
        ),
    ),
    _need(
        Need.ELIGIBLE_TO_FIGHT,
        lambda unit: unit.eligible_to_fight,
        # 12.04 now (not yet selected this phase), as §14 asks it: not 12.08's "was eligible"
        _eligible(
            "eligible_to_fight", lambda a: a.game.fight.eligibility_to_fight(a.unit.name).yes
        ),
    ),
    _need(
        Need.ELIGIBLE_TO_CHARGE,
        lambda unit: unit.eligible_to_charge,
        _eligible("eligible_to_charge", lambda a: a.game.moves.eligible_to_charge(a.unit.name).yes),
    ),
    _need(
        Need.CHARGED_THIS_PHASE,
        lambda unit: unit.charged_this_phase,
        reading("charged_this_phase", _charged),
    ),
    _need(
        Need.SELECTED_TO_FIGHT,
        lambda unit: unit.selected_to_fight,
        reading(
            "selected_to_fight", lambda a: a.unit.selected_to_fight_this_phase(a.now.phase_key)
        ),
    ),
    _need(
        Need.VEHICLE_ONLY_IF_CHARACTER_OR_WALKER,
        lambda unit: (
            kw.VEHICLE not in unit.keywords or bool({kw.CHARACTER, kw.WALKER} & unit.keywords)
        ),
        KEYWORDS,
    ),
)
# Each Need -> its test, from the declarations (a Need with none is an error when asked).
NEEDS: dict[str, Callable[[TargetFacts], bool]] = {Need(p.words): p.test for p in TARGET_NEEDS}


# A keyword of a TARGET row: one upper-case word or several (ADEPTUS ASTARTES, JUMP PACK: the
# data's multi-word keywords, §11); and one or more of them joined by `or` or `/`.
_KEYWORD = r"[A-Z][\w\-']*(?: [A-Z][\w\-']*)*"
_ONE_OR_MORE = rf"{_KEYWORD}(?:(?: or |/){_KEYWORD})*"


@dataclass(frozen=True)
class StratagemTarget:
    """TARGET: whose unit, of which keywords, and what else it must be (or None: no target)."""

    enemy: bool
    keywords: tuple[str, ...]  # empty: any unit; else one of these
    excluding: tuple[str, ...]
    needs: tuple[str, ...]  # the words of declared TARGET needs (a Need, or declared later)
    text: str

    @classmethod
    def parse(cls, value: str) -> StratagemTarget:
        text = row_text(value)
        m = re.fullmatch(
            r"(?i:one) (?P<side>(?i:friendly|enemy)) (?P<unengaged>(?i:unengaged) )?"
            rf"(?:(?P<kws>{_ONE_OR_MORE}) )?(?i:unit)"
            rf"(?: \((?i:excluding) (?P<ex>{_ONE_OR_MORE}) units?\))?",
            text,
        )
        if m is None:
            raise RulesInputError(
                f"TARGET {value!r} is not a kind of unit; write e.g. 'one friendly unit', "
                "'one friendly unengaged INFANTRY unit', 'one enemy VEHICLE or MONSTER unit' "
                "or 'one friendly unit (excluding TITANIC units)'",
                word=value,
                suggestion=closest(
                    text, ["one friendly unit", "one enemy unit", "one friendly unengaged unit"]
                ),
            )
        needs: tuple[str, ...] = (Need.UNENGAGED,) if m["unengaged"] else ()
        return cls(
            enemy=m["side"].lower() == "enemy",
            keywords=_keywords(m["kws"]),
            excluding=_keywords(m["ex"]),
            needs=needs,
            text=text,
        )

    def allows(self, user: str, unit: TargetFacts) -> bool:
        if (unit.player != user) is not self.enemy:
            return False
        if self.keywords and not any(k in unit.keywords for k in self.keywords):
            return False
        if any(k in unit.keywords for k in self.excluding):
            return False
        return all(unit.meets(need) for need in self.needs)


def _keywords(text: str | None) -> tuple[str, ...]:
    if not text:
        return ()
    return tuple(k for k in re.split(r" or |/", text) if k)


class Restriction(enum.Enum):
    NONE = "none"
    ONCE_PER_BATTLE = "once per battle"
    NOT_FIRST_ROUND = "not in the first battle round"

    @classmethod
    def parse(cls, value: str) -> Restriction:
        return parse_enum(
            cls,
            row_text(value),
            aliases=RESTRICTION_ALIASES,
            message=f"RESTRICTIONS {value!r} is not a restriction; write 'none', 'once per battle' "
            "or 'not in the first battle round'",
            word=value,
        )


# The RESTRICTIONS rows as the rules print them, and an empty row.
RESTRICTION_ALIASES: dict[str, Restriction] = {
    "": Restriction.NONE,
    "-": Restriction.NONE,
    "you cannot use this stratagem more than once per battle": Restriction.ONCE_PER_BATTLE,
    "you cannot use this stratagem during the first battle round": Restriction.NOT_FIRST_ROUND,
}


REROLLABLE = ("advance", "charge", "damage", "hazard", "hit", "save", "wound")
ROLLS = (*REROLLABLE, "battle-shock")


@dataclass(frozen=True)
class StratagemDef:
    """A stratagem's parts (15.01): CP, WHEN, TARGET, EFFECT and RESTRICTIONS."""

    name: str
    cp: int
    when: StratagemWhen
    target: StratagemTarget | None
    restriction: Restriction
    effect: str
    # What it does once used, each effect with its clause (a declared stratagem: its EFFECT
    # row's sentences, §18.4, or one traced effect).
    effects: tuple[Effect, ...] = ()
    when_rule: RuleRef | None = None  # a core stratagem's own clause for its WHEN, if any

    @property
    def names_a_unit(self) -> bool:
        """Whether its TARGET selects a unit, so that a use must name one (15.01)."""
        return self.target is not None

    @property
    def before_battle_shock_roll(self) -> bool:
        """Whether its WHEN is the Battle-shock step: it is used just before a unit's roll."""
        return self.when.step is Point.BATTLE_SHOCK

    @classmethod
    def from_rows(cls, name: str, rows: dict[str, str]) -> StratagemDef:
        """Build from CP/WHEN/TARGET/RESTRICTIONS/EFFECT rows; missing rows take defaults."""
        values = dict(DEFAULT_ROWS)
        for key, value in rows.items():
            label = key.strip().upper()  # every row name is one word
            if label not in DEFAULT_ROWS:
                raise RulesInputError(
                    f"the stratagem {name!r} has an unknown row {key!r}; rows are "
                    "CP, WHEN, TARGET, RESTRICTIONS and EFFECT",
                    word=key,
                    suggestion=closest(label, list(DEFAULT_ROWS)),
                )
            values[label] = value
        return cls(
            name=name,
            cp=_cp(values["CP"]),
            when=StratagemWhen.parse(values["WHEN"]),
            target=_target(values["TARGET"]),
            restriction=Restriction.parse(values["RESTRICTIONS"]),
            effect=values["EFFECT"].strip(),
            effects=effects_of(name, values["EFFECT"]),
        )


def _cp(value: str) -> int:
    text = value.strip().upper().removesuffix("CP").strip()
    if not is_whole(text) or text[:1] in "+-":
        raise RulesInputError(
            f"CP {value!r} is not a cost; write a whole number of CP such as 1 (0 is allowed)",
            word=value,
        )
    return whole(text, "CP")


def _target(value: str) -> StratagemTarget | None:
    text = row_text(value).lower()
    return None if text in ("none", "no target", "-") else StratagemTarget.parse(value)


DEFAULT_ROWS: dict[str, str] = {
    "CP": "1",
    "WHEN": "any phase",
    "TARGET": "one friendly unit",
    "RESTRICTIONS": "none",
    "EFFECT": "its effect",
}


# -- the decision of 15.01 ----------------------------------------------------------------------
@dataclass(frozen=True)
class Usage:
    """What a player has done with stratagems that bears on using ``name`` now."""

    cp: int
    used_this_phase: bool
    used_in_battle: bool
    target_targeted_this_phase: bool
    cost: int | None = None  # the cost as modified (15.01; app 15.01.01); None: the CP row
    target_destroyed: bool = False  # the would-be target is destroyed (Rules Appendix)
    roll_rerolled: bool = False  # the roll named was already re-rolled (app 01.05.02)


def refusals(
    stratagem: StratagemDef,
    user: str,
    now: Moment,
    usage: Usage,
    target: TargetFacts | None,
    roll: str | None = None,
    begun: bool = False,
    enemy_fought: bool = False,
    target_fighting: bool = False,
) -> list[Reason]:
    """Every reason ``user`` cannot use ``stratagem`` now (on ``target``), in 15.01's order:
    when, the target, the limits, then the CP. Empty: it can be used. ``enemy_fought``: an
    enemy unit of ``user`` has fought this phase (a WHEN "just after" one has)."""
    found: list[Reason] = []
    if not stratagem.when.allows(now, user, begun, enemy_fought, target_fighting):
        rule = stratagem.when_rule
        found.append(R_NOT_NOW if rule is None else Reason(R_NOT_NOW.text, rule))
    if roll is not None and roll not in REROLLABLE:
        found.append(R_NOT_THAT_ROLL)
    elif roll is not None and usage.roll_rerolled:
        found.append(R_REROLLED_ONCE)
    if target is not None and stratagem.target is not None:
        if usage.target_destroyed:
            found.append(R_DESTROYED)
        elif not stratagem.target.allows(user, target):
            found.append(R_NOT_TARGET)
        if target.player == user and target.battle_shocked:
            found.append(R_SHOCKED)
        if usage.target_targeted_this_phase:
            found.append(R_TARGETED)
    if usage.used_this_phase:
        found.append(R_USED)
    if restricted(stratagem.restriction, now, usage):
        found.append(R_RESTRICTED)
    if usage.cp < (stratagem.cp if usage.cost is None else usage.cost):
        found.append(no_cp(user))
    return found


def restricted(restriction: Restriction, now: Moment, usage: Usage) -> bool:
    if restriction is Restriction.ONCE_PER_BATTLE:
        return usage.used_in_battle
    if restriction is Restriction.NOT_FIRST_ROUND:
        return now.battle_round == 1
    return False


# Every clause weighed when a player asks to use a stratagem.
USE_CLAUSES: tuple[RuleRef, ...] = (
    WHEN_ROW,
    TARGET_ROW,
    SHOCKED_TARGET,
    ONE_PER_UNIT,
    SAME_PHASE,
    RESTRICTIONS_ROW,
    CP_COST,
)
