"""Mortal wounds a stratagem's effect inflicts (06.02; 15.05 Explosives, 15.06 Crushing Impact):
the sentences `the selected enemy unit suffers 1 mortal wound for each <k>+ on <n> D6` and `it
suffers 1 mortal wound for each 1 on those dice` (§18.2), resolved from the dice the scenario
gives (`Given the dice for "<rule>" will be ...`). The enemy unit is the one the use names
(`against "<enemy>"`); what the core cannot measure (visibility, 8") is taken as stated.

The wounds are recorded (a history record) and counted per unit and phase, then allocated
(``allocate``, contract 18.3 item 5): one at a time, to the model that has lost wounds first,
so where 06.02 leaves no choice (a unit that is not attached: its models share one W) the core
removes the models and keeps the wounded model's lost wounds. Of an attached unit, 06.02 takes
the non-CHARACTER models before the CHARACTER models: where each of those groups lies in one part
(a CHARACTER leader with a bodyguard), no choice is left and the core removes that part's
models; where a group spans two parts, the choice is the player's: models left stay as stated,
and the trace says so.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol, cast

from .clock import Moment
from .keywords import CHARACTER
from .references import Reason, RuleRef, clause
from .stratagem_effects import Effect, EffectGame
from .units import PartFacts, Unit

if TYPE_CHECKING:
    from .missions import Missions
    from .stratagem_use import Stratagems

MORTAL = clause("06.02", "Mortal Wounds", "suffered one at a time (models left as stated)")
ALLOCATED = clause(
    "06.02", "Mortal Wounds", "suffered one at a time, the wounded model first (18.3 item 5)"
)
# The enemy unit an effect selects: never a destroyed one (Rules Appendix, Destroyed: unless
# stated otherwise, a destroyed unit cannot be selected by rules); for Explosives, an unengaged
# one (15.05 step 2).
SELECTED_DESTROYED = clause("Appendix", "Destroyed", "a destroyed unit cannot be selected by rules")
SELECTED_UNENGAGED = clause("15.05", "Explosives", "the enemy unit selected is unengaged")
# For Crushing Impact, one engaged with the user's unit (15.06 step 1), judged where the
# engagement pairs decide it: a positioned scenario, or pairs stated for the unit (§19.5);
# otherwise the unit named is taken as stated (contract 18.4).
SELECTED_ENGAGED_WITH = clause(
    "15.06", "Crushing Impact", "the enemy unit selected is engaged with your unit"
)
# Crushing Impact's cap: at most 6 mortal wounds per unit from one use (15.06, as 18.4 reads).
MAX_PER_UNIT = 6


@dataclass(frozen=True)
class MortalWounds:
    """``unit`` suffered ``n`` mortal wounds from ``source`` (a history record)."""

    moment: Moment
    source: str
    unit: str
    n: int


@dataclass(frozen=True)
class NotResolved:
    """The use of ``source`` on ``unit`` could not select the enemy unit named (15.05 step 2,
    15.06 step 1, Rules Appendix Destroyed), so its effect was not resolved (15.01 step 3): the
    use is made, its CP are spent, and no mortal wounds are inflicted (a history record)."""

    moment: Moment
    source: str
    unit: str


class DiceGame(EffectGame, Protocol):
    """What a mortal wound effect reads and records: the given dice (None: none given), the
    enemy unit the use named (None: none named), and the wounds suffered."""

    def dice_for(self, rule: str, n: int | None) -> tuple[int, ...] | None: ...
    @property
    def stratagem_part(self) -> Stratagems: ...  # the enemy unit a use named (``against``)

    def suffer(self, record: MortalWounds) -> None: ...
    def not_resolved(self, record: NotResolved) -> None: ...
    def weigh(self, rule: RuleRef, applies: bool) -> bool: ...
    def engaged_partners(self, unit_name: str) -> tuple[str, ...]: ...
    @property
    def positioned(self) -> bool: ...  # models are placed: engagement is measured (§19)


@dataclass(frozen=True)
class Inflicts(Effect):
    """The selected enemy unit suffers 1 mortal wound for each ``k``+ on ``n`` D6 (``n`` None:
    the dice given, 15.06's T); ``backlash``: the user's unit suffers 1 for each 1 on those dice;
    ``cap``: at most that many per unit (None: no cap); ``unengaged``: the enemy unit selected
    must be unengaged (15.05); ``engaged_with``: it must be engaged with the user's unit (15.06)."""

    k: int = 4
    n: int | None = 6
    backlash: bool = False
    cap: int | None = None
    unengaged: bool = False
    engaged_with: bool = False

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        dice_game = cast(DiceGame, game)  # the Game is one (core/game.py)
        source = self.rule.heading
        enemy = dice_game.stratagem_part.against
        dice = dice_game.dice_for(source, self.n)
        if enemy is None or dice is None:
            missing = (
                'no enemy unit named (against "<enemy>")'
                if enemy is None
                else (f'no dice given (Given the dice for "{source}" will be ...)')
            )
            game.note(
                Reason(f"{unit}: {source}'s mortal wounds not resolved: {missing}", self.rule)
            )
            return
        if not self._selectable(dice_game, unit, enemy):
            return
        hits = sum(1 for d in dice if d >= self.k)
        ones = sum(1 for d in dice if d == 1) if self.backlash else 0
        for target, count in ((enemy, hits), (unit, ones)):
            if self.cap is not None:
                count = min(count, self.cap)
            if count or target == enemy:
                dice_game.suffer(MortalWounds(game.now, source, target, count))
                game.note(
                    Reason(
                        f"{target} suffers {count} mortal wound{'s' if count != 1 else ''} from "
                        f"{source} (dice {', '.join(map(str, dice))})",
                        self.rule,
                    )
                )

    def _selectable(self, game: DiceGame, unit: str, enemy: str) -> bool:
        """Whether the enemy unit named can be the one the effect selects: not destroyed (Rules
        Appendix), unengaged where the effect says so (15.05), engaged with the user's unit
        where it says so and the pairs decide it (15.06); if not, nothing resolves."""
        foe = game.unit(enemy)
        partners = game.engaged_partners(unit)
        known = game.positioned or bool(partners)
        why = (
            (SELECTED_DESTROYED, "it is destroyed")
            if game.weigh(SELECTED_DESTROYED, foe.destroyed)
            else (SELECTED_UNENGAGED, "it is engaged")
            if self.unengaged and game.weigh(SELECTED_UNENGAGED, foe.engaged)
            else (SELECTED_ENGAGED_WITH, f'it is not engaged with "{unit}"')
            if self.engaged_with
            and known
            and game.weigh(SELECTED_ENGAGED_WITH, enemy not in partners)
            else None
        )
        if why is not None:
            game.note(
                Reason(
                    f"{unit}: {self.rule.heading}'s mortal wounds not resolved: "
                    f'"{enemy}" cannot be the enemy unit it selects ({why[1]})',
                    why[0],
                )
            )
            game.not_resolved(NotResolved(game.now, self.rule.heading, unit))
        return why is None


class WoundGame(Protocol):
    """What allocating mortal wounds reads and changes (the Game is one)."""

    wounded: dict[str, int]

    def as_modified(self, unit_name: str) -> Unit: ...
    def unit(self, name: str) -> Unit: ...
    def set_unit(self, unit: Unit, **changes: object) -> Unit: ...
    @property
    def missions(self) -> Missions: ...  # models destroyed, as mission cards count them
    def note(self, reason: Reason) -> None: ...
    def weigh(self, rule: RuleRef, applies: bool) -> bool: ...


def allocate(game: WoundGame, record: MortalWounds) -> None:
    """06.02 as contract 18.3 item 5 reads it: the mortal wounds are suffered one at a time,
    each by the model that has lost wounds, else by a new one. A unit that is not attached
    has one W (as modified, 02.02), so no choice is left: its models are removed and the
    wounded model keeps its lost wounds. An attached unit: ``attached_plan``; where it leaves
    the choice to the player, models left stay as stated (the trace says so). A unit embarked within
    a TRANSPORT suffers them too: the hazard rolls of a Combat or emergency disembark are made
    before it is set up (18.04, 18.05 "before moving"), so its losses come before the set-up."""
    unit = game.unit(record.unit)
    if record.n < 1 or unit.destroyed or not (unit.on_battlefield or unit.embarked):
        return
    # each part's W as modified (02.02, 18.3 item 3)
    plan = (
        attached_plan(game.as_modified(unit.name), game.wounded, record.n) if unit.parts else None
    )
    if plan is not None and game.weigh(ALLOCATED, True):
        _allocate_parts(game, unit.name, plan)
        return
    if not game.weigh(ALLOCATED, not unit.parts):
        game.note(
            Reason(
                f"{unit.name}: which models the wounds remove is the player's "
                "choice; models left stay as stated",
                MORTAL,
            )
        )
        return
    w = max(game.as_modified(unit.name).w, 1)
    if unit.models == 1:
        left = unit.wounds_left - record.n
        if left > 0:
            game.set_unit(unit, wounds_left=left)
            game.note(Reason(f"{unit.name} has {left} wounds left", ALLOCATED))
        else:
            game.missions.models_destroyed(unit.name, 1)
        return
    lost = game.wounded.get(unit.name, 0) + record.n
    dead, lost = min(lost // w, unit.models), lost % w
    game.wounded[unit.name] = lost if dead < unit.models else 0
    if dead:
        game.missions.models_destroyed(unit.name, dead)
    now = game.unit(unit.name)
    if not now.destroyed and now.models == 1:
        game.set_unit(now, wounds_left=w - lost)
    if not now.destroyed:
        game.note(
            Reason(
                f"{unit.name}: {dead} models destroyed, {lost} wounds lost by the wounded model",
                ALLOCATED,
            )
        )


def part_key(unit: str, part: str) -> str:
    """The key of a part's wounded model in the game's record of lost wounds."""
    return f"{unit}\x00{part}"


def attached_plan(
    unit: Unit, wounded: dict[str, int], n: int
) -> list[tuple[PartFacts, int, int]] | None:
    """06.02 for an attached unit (contract 18.3 item 5): each mortal wound goes to a
    non-CHARACTER model while one is left, the one that has lost wounds first, then to a
    CHARACTER model the same way; a part's models count with its own keywords and W (19.03).
    Per part reached: its models destroyed and the wounds its wounded model has then lost.
    None where a group the wounds reach spans two parts: the player chooses (06.02)."""
    alive = [p for p in unit.part_facts if p.models > 0]
    groups = (
        [p for p in alive if CHARACTER not in p.keywords],
        [p for p in alive if CHARACTER in p.keywords],
    )
    plan: list[tuple[PartFacts, int, int]] = []
    left = n
    for group in groups:
        if left < 1 or not group:
            continue
        if len(group) > 1:
            return None
        part = group[0]
        w = max(part.w, 1)
        lost = wounded.get(part_key(unit.name, part.name), 0)
        take = min(left, part.models * w - lost)
        dead = min((lost + take) // w, part.models)
        plan.append((part, dead, (lost + take) % w if dead < part.models else 0))
        left -= take
    return plan


def part_wounds_left(wounded: dict[str, int], unit: Unit, part: str | None) -> int | None:
    """Contract 18.5: `has <n> wounds left` of a part of an attached unit asks that part: its
    wounded model's wounds left (its W as modified, less what ``attached_plan`` kept as lost),
    else a model's at full W. None when ``part`` names no part of ``unit``."""
    facts = unit.part(part) if part is not None and unit.parts else None
    if facts is None:
        return None
    return max(facts.w, 1) - wounded.get(part_key(unit.name, facts.name), 0)


def _allocate_parts(
    game: WoundGame, unit_name: str, plan: list[tuple[PartFacts, int, int]]
) -> None:
    """Removes the models ``attached_plan`` found, part by part, keeping each wounded model's
    lost wounds; the last model of every part destroyed destroys the unit (19.02)."""
    for part, dead, lost in plan:
        game.wounded[part_key(unit_name, part.name)] = lost
        now = game.unit(unit_name)
        if dead and not now.destroyed:
            game.missions.models_destroyed(unit_name, dead, part=part.name)
        game.note(
            Reason(
                f"{unit_name}: {dead} models of {part.name} destroyed, {lost} wounds lost by its "
                "wounded model (non-CHARACTER models first, 06.02)",
                ALLOCATED,
            )
        )


_SENTENCE = re.compile(
    r"the selected enemy unit suffers 1 mortal wound for each (?P<k>[1-6])\+ on (?P<n>\d+) D6"
    r"(?P<backlash>; it suffers 1 mortal wound for each 1 on those dice)?",
    re.IGNORECASE,
)


def parse_inflicts(text: str, rule: RuleRef) -> Inflicts | None:
    """The mortal wound sentences of §18.2 as an effect; None: not one."""
    m = _SENTENCE.fullmatch(" ".join(text.split()))
    if m is None:
        return None
    return Inflicts(rule, int(m["k"]), int(m["n"]), bool(m["backlash"]))


__all__ = [
    "ALLOCATED",
    "MAX_PER_UNIT",
    "MORTAL",
    "Inflicts",
    "MortalWounds",
    "allocate",
    "parse_inflicts",
    "part_wounds_left",
]
