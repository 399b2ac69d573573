"""Mortal wounds a stratagem's effect inflicts (06.02; 15.05 Explosives, 15.06 Crushing Impact):
the sentences `the selected enemy unit suffers 1 mortal wound for each <k>+ on <n> D6` and `it
suffers 1 mortal wound for each 1 on those dice` (§18.2), resolved from the dice the scenario
gives (`Given the dice for "<rule>" will be ...`). The enemy unit is the one the use names
(`against "<enemy>"`); what the core cannot measure (visibility, 8") is taken as stated.

The wounds are recorded (a history record) and counted per unit and phase; which models they
remove is not modelled here: models left stay as stated, and the trace says so (18.3 item 5).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Protocol, cast

from .clock import Moment
from .references import Reason, RuleRef, clause
from .stratagem_effects import Effect, EffectGame

MORTAL = clause("06.02", "Mortal Wounds", "suffered one at a time (models left as stated)")
# Crushing Impact's cap: at most 6 mortal wounds per unit from one use (15.06, as 18.4 reads).
MAX_PER_UNIT = 6


@dataclass(frozen=True)
class MortalWounds:
    """``unit`` suffered ``n`` mortal wounds from ``source`` (a history record)."""

    moment: Moment
    source: str
    unit: str
    n: int


class DiceGame(EffectGame, Protocol):
    """What a mortal wound effect reads and records: the given dice (None: none given), the
    enemy unit the use named (None: none named), and the wounds suffered."""

    def dice_for(self, rule: str, n: int | None) -> tuple[int, ...] | None: ...
    def enemy_selected(self) -> str | None: ...
    def suffer(self, record: MortalWounds) -> None: ...


@dataclass(frozen=True)
class Inflicts(Effect):
    """The selected enemy unit suffers 1 mortal wound for each ``k``+ on ``n`` D6 (``n`` None:
    the dice given, 15.06's T); ``backlash``: the user's unit suffers 1 for each 1 on those dice;
    ``cap``: at most that many per unit (None: no cap)."""

    k: int = 4
    n: int | None = 6
    backlash: bool = False
    cap: int | None = None

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        dice_game = cast(DiceGame, game)  # the Game is one (core/game.py)
        source = self.rule.heading
        enemy = dice_game.enemy_selected()
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
                        f"{source} (dice {', '.join(map(str, dice))}); models left stay as stated",
                        self.rule,
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


__all__ = ["MAX_PER_UNIT", "MORTAL", "Inflicts", "MortalWounds", "parse_inflicts"]
