"""Which rules reach a battle-shock roll (01.07: it is a leadership roll, 01.06), and its
re-roll (01.05, 18.3 item 4): read by the Battle-shock step (battle_shock.py) and by a roll a
rule demands outside it (events.py)."""

from __future__ import annotations

from .command import passes
from .context import Context
from .effects import Ruling
from .references import Reason
from .unit_rolls import REROLLED, dice_key
from .units import Unit

# 01.07: a battle-shock roll is a leadership roll (01.06), so an effect on a unit's leadership
# rolls reaches its battle-shock rolls too (contract 18.2 `<roll>`: `leadership`).
BATTLE_SHOCK_ROLL_KINDS = ("battle-shock", "leadership")


def battle_shock_effects(ruling: Ruling, what: str) -> bool:
    """Whether an effect of kind ``what`` (``auto`` or ``reroll``) is in force on the unit's
    battle-shock rolls: one stated of its battle-shock rolls or of its leadership rolls
    (01.06, 01.07)."""
    return any(ruling.changes(f"{what}:{kind}") for kind in BATTLE_SHOCK_ROLL_KINDS)


def reroll_battle_shock(
    game: Context, dice: dict[str, tuple[int, ...]], unit: Unit, ruling: Ruling, total: int
) -> int:
    """01.05 and 18.3 item 4: a battle-shock roll a rule lets its owner re-roll is re-rolled,
    in full, once, before modifiers, when it would fail; the re-roll takes the next result
    given (`Given the battle-shock rolls for "<unit>" will be <n>, then <m>`). Without a
    next result the roll stands, and the trace says so."""
    modifier = unit.battle_shock_modifier
    if not battle_shock_effects(ruling, "reroll") or passes(total + modifier, unit.leadership):
        return total
    again = dice.get(dice_key("battle-shock", unit.name))
    if not again:
        game.note(
            Reason(f"{unit.name}'s battle-shock roll may be re-rolled; no re-roll given", REROLLED)
        )
        return total
    game.weigh(REROLLED, True)
    game.note(Reason(f"{unit.name}'s battle-shock roll {total} is re-rolled: {again[0]}", REROLLED))
    return again[0]
