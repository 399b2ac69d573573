"""The Command phase's Battle-shock step (08.03), a part of the game: who must take a
battle-shock roll, each once (08.03.01), the rolls a rule demands in the step, and what a pass
or a fail does (08.03, 01.07). The Gain Core CP step (08.02) is the clock's."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Protocol

from . import parts
from .battle_shock_rolls import battle_shock_effects, reroll_battle_shock
from .clock import Moment
from .command import (
    BATTLE_SHOCK_FAIL,
    BATTLE_SHOCK_RECOVERY,
    BATTLE_SHOCK_WHO,
    DEMANDED_IN_STEP,
    LEADERSHIP_ROLL,
    ONE_ROLL_PER_STEP,
    ROLL_MODIFIER,
    BattleShockRoll,
    needs_roll,
    passes,
)
from .context import Context, Said
from .events import ROLL_OUTSIDE_STEP
from .history import BattleShockStep
from .references import Reason
from .rule_events import Event, Happening
from .units import Strength, Unit, strength

if TYPE_CHECKING:
    from .stratagem_use import Stratagems


class CommandContext(Context, Protocol):
    """The context, and the rolls and stratagems a Battle-shock step asks of the game."""

    def given_roll(self, unit: Unit) -> int | None: ...

    def roll(self, unit: Unit, occasion: Said) -> int: ...

    @property
    def stratagem_part(self) -> Stratagems: ...  # Insane Bravery planned before a roll

    @property
    def dice(self) -> dict[str, tuple[int, ...]]: ...

    def shock_alone(self, unit_name: str) -> bool: ...


class BattleShock:
    """The Battle-shock step of each player's Command phase, and the rolls a rule demands in a
    player's next one."""

    def __init__(self, game: CommandContext, demanded: list[tuple[str, str]]) -> None:
        self.game = game
        # Rolls a rule demands in a player's next Battle-shock step: (unit, whose step).
        self.demanded = list(demanded)

    def rolls_of(self, unit_name: str) -> list[BattleShockRoll]:
        self.game.unit(unit_name)
        return self.game.history.battle_shock_rolls(unit_name)

    def rolls_in_last_step(self, unit_name: str) -> tuple[Moment | None, list[BattleShockRoll]]:
        """The unit's rolls in the Command phase just resolved, whoever's it was (08.03: a rule
        may make a unit roll in its opponent's step), and that phase's Battle-shock step.

        Contract §5 and its round-4 change ask about "the Command phase just resolved": a roll a
        rule demands at its start (08.01), in its Command abilities step (08.04) or at its end
        (08.05) is made in it as the step's roll is (interpretation 110)."""
        self.game.unit(unit_name)
        step = self.game.history.last_battle_shock_step()
        if step is None:
            return None, []
        phase = step.phase_key
        return step, [r for r in self.rolls_of(unit_name) if r.moment.phase_key == phase]

    def battle_shock_step(self, player: str) -> None:
        """08.03: the player's units that must roll, each once (08.03.01); then each unit a
        rule makes roll in this step (the opponent's units too), after the player's own."""
        g = self.game
        g.history.append(BattleShockStep(g.now, player))
        demanded = [name for name, step in self.demanded if step == player]
        self.demanded = [d for d in self.demanded if d[1] != player]
        for unit in list(g.units.values()):
            if unit.player != player:
                continue
            # Whether it rolls and what the roll does show in its battle-shock and its rolls,
            # and, unless it is alone in that, in what its battle-shock ends (core/parts.py).
            alone = g.shock_alone(unit.name)
            parts.own_part(unit.name, alone, partial(self._own_test, unit, unit.name in demanded))
        for name in demanded:
            unit = g.units[name]
            if unit.player == player or unit.destroyed:
                continue  # its own player's unit rolled above, once (08.03.01)
            g.weigh(DEMANDED_IN_STEP, True)
            why = Reason("a rule makes it take a battle-shock roll in this step", DEMANDED_IN_STEP)
            self.step_roll(unit, why, unit.battle_shocked)

    def _own_test(self, unit: Unit, demanded: bool) -> None:
        """One of the player's units in its Battle-shock step: whether it must roll (08.03),
        and the roll. Its battle-shock is as at the step's start: only its own roll changes it."""
        g = self.game
        if unit.destroyed:
            return
        # battle-shocked as the rules in force make it count (18.3 item 6: a count-as changes
        # the fact for every clause that reads it, 08.03's "battle-shocked" too)
        counted = g.ruled(None, unit).unit(unit)
        shocked_at_start = counted.battle_shocked
        # 08.03.01: a unit a rule made roll earlier in this step makes no other roll in it,
        # whatever would have made it roll, so its strength is not asked (the exhaustive walk
        # then never branches on a strength nothing here depends on).
        earlier = g.history.rolled_earlier(unit.name)
        if earlier:
            g.weigh(ONE_ROLL_PER_STEP, True)
        else:
            # a single model's half-strength reads W as modified (18.3 item 3, Rules Appendix)
            state, judged = strength(counted)
            below = g.weigh(judged.rule, state is not Strength.FULL)
            if g.weigh(BATTLE_SHOCK_WHO, shocked_at_start or below):
                g.weigh(ONE_ROLL_PER_STEP, False)
        why = needs_roll(counted, earlier)
        if why is None and g.weigh(DEMANDED_IN_STEP, demanded):
            why = Reason("a rule makes it take a battle-shock roll in this step", DEMANDED_IN_STEP)
        if why is not None:
            self.step_roll(unit, why, shocked_at_start)

    def step_roll(self, unit: Unit, why: Reason, shocked_at_start: bool) -> None:
        """One battle-shock roll in the Battle-shock step: a pass by a unit battle-shocked at
        the step's start ends its battle-shock (08.03); a fail battle-shocks it (01.07)."""
        g = self.game
        g.happened(Event(Happening.BATTLE_SHOCK_ROLL, unit.name, unit.player))  # just before it
        unit = g.unit(unit.name)
        ruling = g.ruled(None, unit)
        unit = ruling.unit(unit)  # Ld and the roll's modifiers as the rules in force make them
        # Insane Bravery is used just before the roll; the roll is still made (15.04). A rule
        # that makes its battle-shock rolls succeed automatically: not rolled, passed (18.3).
        brave = g.stratagem_part.bravery_before_roll(unit) or battle_shock_effects(ruling, "auto")
        modifier = unit.battle_shock_modifier
        if brave:
            given = g.given_roll(unit)
            total, ok = (given if given is not None else 0), True
        else:
            now = g.now
            total = g.roll(
                unit,
                lambda: (
                    f"in the Battle-shock step of player {now.player}'s Command phase in "
                    f"battle round {now.battle_round}"
                ),
            )
            total = reroll_battle_shock(g, g.dice, unit, ruling, total)
            g.weigh(ROLL_MODIFIER, modifier != 0)
            ok = g.weigh(LEADERSHIP_ROLL, passes(total + modifier, unit.leadership))
        g.weigh(ROLL_OUTSIDE_STEP, False)
        g.weigh(BATTLE_SHOCK_FAIL, not ok)
        done = BattleShockRoll(
            unit.name, unit.player, g.now, total, unit.ld, ok, why, brave, modifier
        )
        g.history.append(done)
        g.note(Reason(f"{unit.name} must make a battle-shock roll: {why.text}", why.rule))
        g.say(  # put into words only when asked (the walk's roll is read only where it matters)
            done.describe
            if brave
            else lambda: (
                f"{done.unit} rolls {done.result} against Ld {done.ld}+: "
                f"{'pass' if done.passed else 'fail'}"
            )
        )
        # The unit as stated, not as modified: an effect is never copied into it (contract 18).
        stated = g.unit(unit.name)
        if shocked_at_start and g.weigh(BATTLE_SHOCK_RECOVERY, ok):
            g.set_unit(stated, battle_shocked=False)
            g.note(Reason(f"{unit.name} is no longer battle-shocked", BATTLE_SHOCK_RECOVERY))
        elif not ok:
            g.set_unit(stated, battle_shocked=True)
            g.note(Reason(f"{unit.name} is battle-shocked", BATTLE_SHOCK_FAIL))
