"""Using stratagems in a game (15.01): the attempt (select the target, spend the CP, resolve
the effect), the records each player's limits are counted from, and the uses planned for the
Battle-shock step.

Whether a use is allowed is decided by :func:`~ruleslawyer.core.stratagems.refusals`; this
part hands it the facts of the game and weighs every clause it consulted. What a used
stratagem does is the effect objects it declares (``stratagem_effects.py``): this part resolves
them in order and knows no stratagem by name.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Protocol

from . import stratagems as st
from .base import quoted
from .context import Context
from .core_stratagems import OTHER_NAMES, stratagem_named
from .effects import Effect as Lasting
from .effects import in_force
from .errors import RulesInputError, closest
from .history import StratagemAttempt, StratagemUsed
from .recorded_effects import COVER, Recorded, Records
from .references import Reason, RuleRef, clause
from .starts import When
from .stratagem_costs import (
    COST_RULE,
    EVENT_CAP,
    OPTIONAL_SECTION,
    RAISED_UNPAID,
    RULE_CP,
    Cost,
    CostChange,
    RuleCP,
    UnpaidUse,
    cp_allowed,
    modified_cost,
)
from .stratagem_effect_rows import AppliesKind, PlayerEffect
from .stratagem_effects import Effect, EffectGame
from .stratagem_rules_in_force import RulesInForce
from .target_facts import TargetAsk, facts_of
from .unit_rolls import REROLL_ONCE, UnitRoll, last_made
from .units import Unit

if TYPE_CHECKING:
    from .fight import Fight
    from .fight_order import FightOrder


@dataclass(frozen=True)
class StratagemUse:
    """A view of one use of a stratagem by a player, in a phase (``unit``: its target, if any)."""

    player: str
    name: str
    unit: str | None
    phase_key: tuple[int, str, str]


# 15.10 Smokescreen: "and every unit screened by it" (contract 18.4; a screened unit is stated).
SCREENED = clause("15.10", "Smokescreen", "a unit it screens has the benefit of cover too")


class StratagemsContext(Context, EffectGame, Protocol):
    """The context, each player's CP, and the parts whose eligibility a TARGET may ask of a
    unit (moves, fight) or whose order it reads (fight order)."""

    @property
    def cp(self) -> dict[str, int]: ...

    def phase_begun(self) -> bool: ...

    @property
    def event_play(self) -> bool: ...

    @property
    def left_out(self) -> frozenset[str]: ...  # stratagems whose effects a replay leaves out

    @property
    def screened_by(self) -> dict[str, tuple[str, ...]]: ...

    @property
    def fight(self) -> Fight: ...  # eligible to fight

    @property
    def fight_order(self) -> FightOrder: ...  # the unit fighting now, the last selected


class Stratagems:
    """The part of the game that holds the stratagems (the core ten and any declared), each
    player's uses of them (records of the history), the attempts to use one, and the uses
    planned for the Battle-shock step."""

    def __init__(
        self,
        game: StratagemsContext,
        stratagems: dict[str, st.StratagemDef],
        planned: list[tuple[str, str, str]],
    ) -> None:
        self.game = game
        self.stratagems = stratagems
        # Attempts the scenario says a player will make in the Battle-shock step, just before
        # a unit's roll: (player, stratagem, unit).
        self.planned_bravery = planned
        # Rules that change a use's cost after its targets are selected (WHEN `each time your
        # opponent uses a stratagem`, 18.1): each is asked (user, stratagem, target) and answers
        # the changes it makes to that use.
        self.against: str | None = None  # the enemy unit the use under way names (18.4)
        self.section = ""  # the optional section of the use under way (Into the Fray, 15.11)
        self.after_selection: list[Callable[[str, str, str | None], tuple[CostChange, ...]]] = []
        self.in_force = RulesInForce(game, self._known)

    @property
    def stratagem_uses(self) -> list[StratagemUse]:
        """The uses at a moment the history knows (not the ones "earlier in the battle")."""
        return [
            StratagemUse(u.player, u.name, u.unit, u.moment.phase_key)
            for u in self.game.history.stratagem_uses()
            if u.moment is not None
        ]

    def refused_use(
        self, player: str, name: str, unit_name: str | None = None, roll: str | None = None
    ) -> tuple[Reason, ...]:
        """Why the last such attempt at this moment was refused (empty: none, or it was used)."""
        attempt = self.game.history.stratagem_attempts_now(player, name).get((unit_name, roll))
        return attempt.reasons if attempt is not None else ()

    def refused_uses(self, player: str, name: str) -> tuple[Reason, ...]:
        """The reasons of every refused attempt of ``player`` to use ``name`` at this moment."""
        attempts = self.game.history.stratagem_attempts_now(player, name).values()
        return tuple(r for attempt in attempts for r in attempt.reasons)

    def cp_grounds(self, player: str) -> tuple[tuple[Reason, bool], ...]:
        """What ``player``'s stratagem attempts in the scenario did to their CP (15.01), each
        with whether it applied: a use paid its cost (15.01) under its own section (15.04 for
        Insane Bravery); a refused one paid nothing, for the reasons that refused it, its own
        section consulted and not applied."""
        grounds: dict[tuple[Reason, bool], None] = {}
        for attempt in self.game.history.of(StratagemAttempt):
            if attempt.player != player:
                continue
            stratagem = self.stratagem(attempt.name)
            own = stratagem.when_rule or next((e.rule for e in stratagem.effects), None)
            if attempt.reasons:
                grounds.update(dict.fromkeys((r, True) for r in attempt.reasons))
            else:
                paid = Reason(f"{attempt.name} cost {stratagem.cp}CP", st.CP_COST)
                grounds[(paid, True)] = None
            if own is not None:
                used = not attempt.reasons
                grounds[(Reason(f"{attempt.name} {'used' if used else 'refused'}", own), used)] = (
                    None
                )
        for got in self.rule_cp(player):  # CP from rules other than Gain Core CP (08.02)
            said = f'gained {got.gained} of {got.asked}CP from "{got.source}"'
            grounds[(Reason(said, RULE_CP), True)] = None
        return tuple(grounds)

    def stratagem(self, name: str) -> st.StratagemDef:
        """The stratagem ``name`` names (another name of a core one included: Tank Shock,
        Grenades)."""
        try:
            return self.stratagems[stratagem_named(name, self.stratagems)[0]]
        except KeyError:
            raise RulesInputError(
                f'no stratagem "{name}" is known: the core stratagems are '
                + ", ".join(f'"{s}"' for s in self.stratagems)
                + f' (or declare it: Given the stratagem "{name}":)',
                word=name,
                suggestion=quoted(closest(name, [*self.stratagems, *OTHER_NAMES])),
            ) from None

    # -- the facts handed to the decision ---------------------------------------------------------
    def target_facts(self, unit: Unit, needs: tuple[str, ...] = ()) -> st.TargetFacts:
        """What the rules ask of a would-be target: every target's facts and those the needs its
        TARGET names read, as their declarations read them (core/target_facts.py). An
        eligibility is asked (and its clauses weighed) only when the TARGET names it. The unit
        is read as the rules in force make it count (contract 18.3 item 6: a keyword counted as
        had or not had counts for TARGET rows; a unit that counts as not battle-shocked can be
        targeted by its player's stratagems, 01.07)."""
        return facts_of(TargetAsk(self.game, unit, self.game.now), needs)

    def uses_of(self, player: str, name: str) -> int:
        """How many times ``player`` used ``name`` in the battle (stated earlier uses too)."""
        return len(self.game.history.stratagem_uses(player, name))

    def usage(self, player: str, name: str, unit: str | None, cost: int | None = None) -> st.Usage:
        phase = self.game.now.phase_key
        this_phase = self.game.history.stratagem_uses_in_phase(player, phase)
        unpaid = [u for u in self.game.history.of(UnpaidUse) if u.moment.phase_key == phase]
        return st.Usage(
            cp=self.game.cp[player],
            used_this_phase=any(u.name == name for u in this_phase)
            or any(u.player == player and u.name == name for u in unpaid),
            used_in_battle=self.uses_of(player, name) > 0,
            target_targeted_this_phase=unit is not None
            and (
                any(u.unit == unit for u in this_phase)
                or self.game.history.stated_targeted(unit, phase)
                or any(u.unit == unit for u in unpaid)
            ),
            cost=cost,
        )

    def enemy_fought(self, player: str) -> bool:
        """Whether the unit selected to fight last this phase, with no selection since, is a
        unit of ``player``'s opponent whose attacks are resolved: it has fought (the core
        resolves no attacks; the order of fighting, core/fight_order.py, 20.1). A pass since
        is a later event: the enemy's fight is then no longer the last thing that happened
        (contract §20.1; 15.12, "just after an enemy unit has fought")."""
        last = self.game.fight_order.last_selected()
        if last is None or self.game.unit(last).player == player:
            return False
        if self.game.fight_order.current().passed is not None:
            return False
        # It has fought once its attacks are resolved (contract §20.1: the last thing that
        # happened is an enemy unit resolving its attacks, with no selection since).
        return self.game.fight_order.fighting_now() != last

    def fight_next_units(self) -> tuple[str, ...]:
        """The units that stratagems used this phase make the next unit their player must
        select to fight (15.12), in the order used (core/fight_order.py reads them)."""
        key = self.game.now.phase_key
        return tuple(
            use.unit
            for use in self.game.history.stratagem_uses()
            if use.unit is not None
            and use.moment is not None
            and use.moment.phase_key == key
            and any(e.makes_it_fight_next for e in self._known(use.name))
        )

    def effects_in_force(self, unit_name: str) -> tuple[Lasting, ...]:
        """The effects with a duration that stratagems used on the unit put in force now
        (core/effects.py), read from the uses (a use stated `this phase` included), 15.01
        step 3: asked by ``GameBase.ruled`` with the effects recorded, in one place."""
        now = self.game.now
        found = []
        for use in self.game.history.stratagem_uses():
            if use.unit != unit_name or use.moment is None:
                continue
            for effect in self._known(use.name):
                for applied in effect.lastings(use.moment, unit_name, use.player):
                    if in_force(applied, now, use.player):
                        found.append(applied)
        return tuple(found)

    def recorded_in_force(self, unit_name: str) -> tuple[Recorded, ...]:
        """The recorded effects (cover, melee weapon abilities) that stratagems used on the
        unit put in force now, read from the uses as ``effects_in_force`` reads its own."""
        now, found = self.game.now, []
        parts = self.game.unit(unit_name).parts
        for use in self.game.history.stratagem_uses():
            if use.unit != unit_name or use.moment is None:
                continue
            for effect in self._known(use.name):
                if isinstance(effect, Records):
                    record = effect.recorded(use.moment, unit_name, parts)
                    if record.in_force(now):
                        found.append(record)
        # 15.10: Smokescreen gives the benefit of cover to every unit its target screens too.
        screens = self.game.screened_by.get(unit_name, ())
        for use in self.game.history.stratagem_uses():
            if use.unit not in screens or use.moment is None or use.name != "Smokescreen":
                continue
            for effect in self._known(use.name):
                if isinstance(effect, Records) and effect.what == COVER:
                    record = effect.recorded(use.moment, unit_name, parts)
                    if self.game.weigh(SCREENED, record.in_force(now)):
                        found.append(record)
        return tuple(found)

    def _known(self, name: str) -> tuple[Effect, ...]:
        """The effects of the stratagem ``name``; none for a name no stratagem has (a use is
        stated of a stratagem the scenario knows, and this is asked by every question), nor
        for one whose effects are left out (contract 18.5: asked again without that rule)."""
        if name in self.game.left_out:
            return ()
        try:
            return self.stratagem(name).effects
        except RulesInputError:
            return ()

    # -- the decision ---------------------------------------------------------------------------
    def stratagem_refusals_now(
        self,
        player: str,
        name: str,
        unit_name: str | None = None,
        roll: str | None = None,
        *,
        extra: int = 0,
    ) -> tuple[Reason, ...]:
        """Every reason ``player`` cannot use ``name`` now (on ``unit_name``; for ``roll``);
        ``extra``: the CP of an optional section used (Into the Fray, 15.11)."""
        stratagem = self.stratagem(name)
        if unit_name is None and stratagem.target is not None:
            raise RulesInputError(
                f'the "{name}" stratagem targets a unit (its TARGET is "{stratagem.target.text}"): '
                f'name it (player {player} uses the "{name}" stratagem on "<unit>")',
                word=name,
            )
        if roll is not None and roll not in st.ROLLS:
            raise RulesInputError(
                f"{roll!r} is not a roll; rolls are {', '.join(st.ROLLS)}",
                word=roll,
                suggestion=closest(roll, st.ROLLS),
            )
        facts, gone = None, False
        if unit_name is not None:
            needs = stratagem.target.needs if stratagem.target is not None else ()
            part = self.game.unit(unit_name)
            unit = self.game.ruled(None, part).unit(part)
            facts, gone = self.target_facts(unit, needs), unit.destroyed
        cost = self.cost(player, name, unit_name, extra)
        made = (
            last_made(
                self.game.history.of(UnitRoll), self.game.unit(unit_name).name, roll, self.game.now
            )
            if roll is not None and unit_name is not None
            else None
        )
        usage = replace(
            self.usage(player, name, unit_name, cost.value),
            target_destroyed=gone,
            roll_rerolled=made is not None and made.rerolled,
        )
        begun = self.game.phase_begun()
        fought = stratagem.when.after_enemy_fight and self.enemy_fought(player)
        fighting = (
            stratagem.when.while_fighting
            and unit_name is not None
            and self.game.fight_order.fighting_now() == unit_name
        )
        found = st.refusals(
            stratagem, player, self.game.now, usage, facts, roll, begun, fought, fighting
        )
        found = self.in_force.lift_limits(found, player, stratagem.name, unit_name)
        self.weigh_cost(cost)
        not_now = any(r.text == st.R_NOT_NOW.text for r in found)
        if stratagem.when_rule is not None:
            self.game.weigh(stratagem.when_rule, not_now)
        for rule in st.USE_CLAUSES:
            self.game.weigh(
                rule, not_now if rule == st.WHEN_ROW else any(r.rule == rule for r in found)
            )
        if roll is not None:
            self.game.weigh(st.REROLL_LIST, st.R_NOT_THAT_ROLL in found)
            if made is not None:  # a roll the core made this phase (app 01.05.02)
                self.game.weigh(REROLL_ONCE, st.R_REROLLED_ONCE in found)
        if gone:
            self.game.weigh(st.DESTROYED_TARGET, st.R_DESTROYED in found)
        return tuple(found)

    def use_stratagem(
        self,
        player: str,
        name: str,
        unit_name: str | None = None,
        roll: str | None = None,
        against: str | None = None,
        *,
        extra: int = 0,
        section: str = "",
    ) -> tuple[Reason, ...]:
        """An attempt (15.01): a refusal is recorded and returned, never raised. ``against``:
        the enemy unit its effect selects (18.4), an enemy of ``player``."""
        if against is not None and self.game.unit(against).player == player:
            raise RulesInputError(
                f'"{against}" is not an enemy unit of player {player}: the unit named after '
                "against is the enemy unit the stratagem's effect selects",
                word=against,
            )
        reasons = self.stratagem_refusals_now(player, name, unit_name, roll, extra=extra)
        self.game.history.append(
            StratagemAttempt(self.game.now, player, name, unit_name, roll, reasons)
        )
        stratagem = self.stratagem(name)
        on = f' on "{unit_name}"' if unit_name else ""
        if reasons:
            for effect in stratagem.effects:
                self.game.weigh(effect.rule, False)  # its effect is not resolved
            for reason in reasons:
                said = reason.text
                if reason is st.R_NOT_NOW:  # say when it could be, and when it is
                    said += f" (WHEN: {stratagem.when.text}; now: {self.game.now.describe()})"
                self.game.note(
                    Reason(f"player {player} cannot use {name}{on}: {said}", reason.rule)
                )
            cost = self.cost(player, name, unit_name, extra)
            self.game.say(
                f"{name} costs {cost.value}CP; player {player} has {self.game.cp[player]}CP"
            )
            return reasons
        # the cost changes in force as the use is decided: a rule the use spends (18.1
        # RESTRICTIONS) still changes the cost of the use that spends it
        standing = tuple(self.in_force.cost_changes())
        self.game.spend_restricted(
            unit_name,
            player,
            lambda: not self.stratagem_refusals_now(player, name, unit_name, roll, extra=extra),
        )
        # 1. the target is selected; 2. the CP are spent; 3. the effect resolves.
        if stratagem.when.starts is None or stratagem.when.starts.when is not When.START:
            self.game.acted()  # a stratagem used at the start of a phase leaves it at its start
        cost = self.cost(player, name, unit_name, extra, standing=standing)
        if section:  # an optional section used is part of the original cost (app FAQ data 912)
            self.game.weigh(OPTIONAL_SECTION, True)
            self.game.note(
                Reason(f"{name}{on} with {section}: +{extra}CP, part of its cost", OPTIONAL_SECTION)
            )
        late = tuple(c for rule in self.after_selection for c in rule(player, name, unit_name))
        if late:  # raised after the targets were selected: paid if the player can (app FAQ 912)
            cost = self.cost(player, name, unit_name, extra, late=late, standing=standing)
            self.game.weigh(RAISED_UNPAID, cost.value > self.game.cp[player])
            if cost.value > self.game.cp[player]:
                self.game.history.append(UnpaidUse(self.game.now, player, name, unit_name))
                for said in cost.said():
                    self.game.note(Reason(said, COST_RULE))
                self.game.note(
                    Reason(
                        f"player {player} cannot pay {cost.value}CP for {name}{on}: no CP spent, "
                        "its effect is not resolved, and it counts as used this phase",
                        RAISED_UNPAID,
                    )
                )
                for effect in stratagem.effects:
                    self.game.weigh(effect.rule, False)
                return ()
        for said in cost.said():
            self.game.note(Reason(said, COST_RULE))
        self.game.cp[player] -= cost.value
        self.game.history.append(StratagemUsed(self.game.now, player, name, unit_name))
        left = self.game.cp[player]
        self.game.note(
            Reason(
                f"player {player} uses {name}{on} for {cost.value}CP ({left}CP left)", st.CP_COST
            )
        )
        self.against, self.section = against, section
        try:
            self._resolve_effect(stratagem, player, unit_name, roll)
        finally:
            self.against, self.section = None, ""
        return ()

    def _resolve_effect(
        self, stratagem: st.StratagemDef, player: str, unit: str | None, roll: str | None
    ) -> None:
        if not stratagem.effects:
            self.game.say(f"{stratagem.name}: {stratagem.effect}")
            return
        if stratagem.name in self.game.left_out:  # asked again without its effect (18.5)
            self.game.say(f"{stratagem.name}: its effect left out")
            return
        for effect in stratagem.effects:
            if isinstance(effect, AppliesKind):  # a kind of the vocabulary: for its user
                effect.resolve_as(self.game, player, unit)
            elif isinstance(effect, PlayerEffect):
                effect.resolve(self.game, unit or f"player {player}", roll)
                effect.resolve_by(self, player, unit)
            elif unit is not None:
                effect.resolve(self.game, unit, roll)
            else:
                self.game.say(f"{stratagem.name}: {stratagem.effect}")

    # -- CP costs, 15.01 limits and CP gained (core/stratagem_costs.py) ----------------------------
    def cost(
        self,
        player: str,
        name: str,
        unit: str | None = None,
        extra: int = 0,
        late: tuple[CostChange, ...] = (),
        standing: tuple[CostChange, ...] | None = None,
    ) -> Cost:
        """What ``player``'s use of ``name`` (on ``unit``) costs now, as the rules in force
        change it (18.3 item 8); ``extra``: an optional +1CP section used (part of the original
        cost, app FAQ data 912); ``late``: changes made after the targets were selected;
        ``standing``: the changes in force as the use was decided (default: those now)."""
        original = self.stratagem(name).cp + extra
        if standing is None:
            standing = tuple(self.in_force.cost_changes())
        changes = [
            c for c in (*standing, *late) if c.which.covers(c.owner, player, name, unit, c.unit)
        ]
        return modified_cost(original, changes)

    def weigh_cost(self, cost: Cost) -> None:
        """Weigh 15.01's cost as modified and each rule that changed it, named with its
        source and what it did (18.6): the verdict's rules consulted name them."""
        self.game.weigh(COST_RULE, cost.changed)
        for change, what in cost.steps:
            said = f'"{change.source}" ({change.origin}): {what}'
            self.game.weigh(RuleRef("15.01", said, "changed the CP cost"), True)

    def gain_rule_cp(self, player: str, n: int, source: str) -> None:
        """``player`` gains ``n`` CP from a rule other than Gain Core CP (08.02); in event play at
        most 1 such CP per battle round (Event Companion), and the report says what was not."""
        now = self.game.now
        earlier = [
            r for r in self.game.history.of(RuleCP)
            if r.player == player and r.moment.battle_round == now.battle_round
        ]  # fmt: skip
        gained = cp_allowed(n, earlier, self.game.event_play)
        self.game.history.append(RuleCP(now, source, player, n, gained))
        self.game.cp[player] += gained
        self.game.weigh(RULE_CP, gained > 0)
        self.game.note(Reason(f'player {player} gains {gained}CP from "{source}"', RULE_CP))
        if self.game.event_play:
            self.game.weigh(EVENT_CAP, gained < n)
            if gained < n:
                self.game.note(
                    Reason(
                        f"{n - gained}CP not gained: in event play at most 1CP per battle round "
                        "comes from rules other than Gain Core CP (Event Companion)",
                        EVENT_CAP,
                    )
                )

    def rule_cp(self, player: str) -> list[RuleCP]:
        """The CP rules gave ``player`` in the scenario (not Core CP)."""
        return [r for r in self.game.history.of(RuleCP) if r.player == player]

    # -- the Battle-shock step --------------------------------------------------------------------
    def plan_battle_shock_use(self, player: str, name: str, unit: str) -> None:
        """A use ``player`` will attempt just before ``unit``'s roll in the Battle-shock step:
        any stratagem whose WHEN is that step (15.01, its WHEN row)."""
        stratagem = self.stratagem(name)
        if not stratagem.before_battle_shock_roll:
            fitting = [s.name for s in self.stratagems.values() if s.before_battle_shock_roll]
            raise RulesInputError(
                f'the "{name}" stratagem is not used in the Battle-shock step: its WHEN is '
                f'"{stratagem.when.text}"; for it write: When player {player} uses the "{name}" '
                f'stratagem on "{unit}"',
                word=name,
                suggestion=quoted(closest(name, fitting, cutoff=0.0)) if fitting else None,
            )
        self.planned_bravery.append((player, name, unit))

    def bravery_before_roll(self, unit: Unit) -> bool:
        """The attempts planned on ``unit``, made just before its roll in the Battle-shock step;
        whether one was used whose effect makes the roll automatically succeed (15.04)."""
        attempts = [p for p in self.planned_bravery if p[2] == unit.name]
        passes = False
        for planned in attempts:
            self.planned_bravery.remove(planned)
            player, name, _ = planned
            # use_stratagem weighs the effects' clauses: applied when used, not when refused.
            used = not self.use_stratagem(player, name, unit.name)
            effects = self._known(name)  # none when its effect is left out (18.5)
            passes = (used and any(e.passes_battle_shock for e in effects)) or passes
        return passes
