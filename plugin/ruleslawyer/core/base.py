"""What every part of the game shares: its units and Actions, the history, the clauses it
weighed, the trace it keeps, the rolls it was given; the means of the context (context.py)
that :class:`~ruleslawyer.core.game.Game` hands its parts."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from typing import TypeVar

from . import parts, reading
from .actions import ActionDef
from .clock import Moment
from .context import Lines, Noted, Said, said
from .effects import (
    NO_EFFECTS,
    RULE_RESTRICTED,
    Does,
    Effect,
    RuleSpent,
    Ruling,
    condition_holds,
    in_force,
    ruling,
    spent,
)
from .eligibility import Check, Verdict
from .errors import RulesInputError, closest
from .history import Acted, Firing, History
from .move_rows import Bars, bars
from .predicates import Question
from .references import Reason, RuleRef
from .rule_events import EACH_TIME, Event, EventRule, Happening
from .units import Unit

_Answer = TypeVar("_Answer")
RollSource = Callable[[Unit], int | None]


def source_alive(held: Unit, part: str) -> bool:
    """18.3 item 10 (Rules Appendix, Destroyed; 19.04): whether a unit's rule still has a
    source that can use it: the unit ``held`` not destroyed and, in an attached unit, ``part``
    (the part whose rule it is) not gone. Rules always in force and triggered rules both ask."""
    return not held.destroyed and part not in held.parts_gone


class MissingRoll(RulesInputError):
    """A battle-shock roll the game needs was not given."""


class GameBase:
    """The state the rules areas share; the fields are declared by the Game dataclass."""

    units: dict[str, Unit]
    actions: dict[str, ActionDef]
    now: Moment
    rolls: dict[str, int]
    roll_source: RollSource | None
    notes: list[tuple[Moment, Noted]]
    weighed: dict[RuleRef, set[bool]]
    consultations: list[RuleRef]
    history: History
    event_rules: list[EventRule]
    excluded_rules: frozenset[str]  # rules left out while asking whether only they allowed it

    # -- lookups -------------------------------------------------------------------------------
    def unit(self, name: str) -> Unit:
        try:
            return self.units[name]
        except KeyError:
            raise RulesInputError(
                f'no unit "{name}" was set up',
                word=name,
                suggestion=quoted(closest(name, self.units)),
            ) from None

    def action(self, name: str) -> ActionDef:
        try:
            return self.actions[name]
        except KeyError:
            raise RulesInputError(
                f'no Action "{name}" was set up',
                word=name,
                suggestion=quoted(closest(name, self.actions)),
            ) from None

    def units_of(self, player: str) -> Iterable[Unit]:
        return (u for u in self.units.values() if u.player == player)

    # -- what the game consulted -------------------------------------------------------------------
    def weigh(self, rule: RuleRef, applies: bool) -> bool:
        """Record that ``rule`` was consulted, and whether it applied; returns ``applies``."""
        seen = self.weighed.get(rule)  # no new set per call: the game weighs a great deal
        if seen is None:
            self.weighed[rule] = {applies}
        else:
            seen.add(applies)
        self.consultations.append(rule)
        return applies

    def consulted_since(self, mark: int) -> tuple[RuleRef, ...]:
        """The clauses weighed since ``mark`` (a length of :attr:`consultations`), once each,
        in the order first weighed: what decided the questions asked since then."""
        return tuple(dict.fromkeys(self.consultations[mark:]))

    @property
    def exercised(self) -> set[RuleRef]:
        """The clauses that applied at least once."""
        return {rule for rule, seen in self.weighed.items() if True in seen}

    def note(self, reason: Reason, moment: Moment | None = None) -> None:
        self.weigh(reason.rule, True)
        self.notes.append((moment or self.now, str(reason)))

    def say(self, text: Said) -> None:
        self.notes.append((self.now, text))

    def say_lines(self, lines: Callable[[], Iterable[str]]) -> None:
        """Lines of the trace at this moment, made only when the trace is shown."""
        self.notes.append((self.now, Lines(lines)))

    @property
    def trace(self) -> list[str]:
        """What the game noted, each line with its moment in words (made only when asked: the
        exhaustive walk reads a drawn round only where its value matters)."""
        out: list[str] = []
        for moment, text in self.notes:
            when = moment.describe()
            lines = text.make() if isinstance(text, Lines) else (said(text),)
            out.extend(f"{when}: {line}" for line in lines)
        return out

    def verdict(self, checks: Iterable[Check]) -> Verdict:
        """Weigh each check; the verdict is yes when none bars, with every rule consulted."""
        listed = tuple(checks)
        # Each test asked once, in order (coverage is the same in and out of the walk); in the
        # walk, the answer is read only as far as the question asked of it (core/parts.py).
        why = parts.answer([(reason, partial(self._bars, reason, test)) for reason, test in listed])
        return Verdict(not why, why, tuple(dict.fromkeys(r.rule for r, _ in listed)))

    def _bars(self, reason: Reason, check: Bars) -> bool:
        return self.weigh(reason.rule, bars(check))

    # -- the effects in force (core/effects.py) ---------------------------------------------------
    def add_effect(self, applied: Effect) -> None:
        """A rule's effect applies from its moment until its duration ends (a history record:
        nothing is copied into the unit)."""
        self.history.append(applied)

    def ruled(self, question: Question | None, unit: Unit, move: str = "") -> Ruling:
        """The effects in force now on ``unit`` for ``question``: the one place a question
        consults them (what it reads of the unit, and its rows); ``move``, the move type a
        Question.MOVE asks about (18.2)."""
        recorded = self._usable(unit.name)
        return (
            ruling(recorded, self.now, unit, question, self.weigh, self.note, move)
            if recorded
            else NO_EFFECTS
        )

    def _usable(self, unit_name: str) -> tuple[Effect, ...]:
        """The effects recorded or put in force that are not spent, left out or without a
        source that can use them: those a ruling reads."""
        recorded = (*self.history.of(Effect), *self.effects_in_force(unit_name))
        if self.excluded_rules or self.history.of(RuleSpent):
            recorded = tuple(e for e in recorded if not self.restricted_out(e))
        return tuple(e for e in recorded if self.source_can_use(e))

    def source_can_use(self, effect: Effect) -> bool:
        """18.3 item 10 (Rules Appendix, Destroyed; 19.04 Abilities in Attached Units): a unit's
        rule is in force only while its source can use it: not after the unit's last model is
        destroyed, nor, in an attached unit, after the last model of the part whose rule it is
        (a leader's rule ends with the last leader model, a bodyguard's with the last bodyguard
        model). A player's or a mission rule has no such source."""
        if not effect.holder:
            return True
        return source_alive(self.unit(effect.holder), effect.holder_part)

    def condition_holds(self, effect: Effect, unit: Unit) -> bool:
        """Whether ``effect``'s CONDITION holds now for ``unit`` as the verdicts read it (18.1;
        18.3 items 3 and 6): what ``is in force`` (18.5) asks."""
        return condition_holds(self._usable(unit.name), effect, self.now, unit)

    def rules_in_force(self, unit_name: str) -> tuple[Effect, ...]:
        """Every effect recorded on the unit or put in force by a use (whether or not in force
        now: ``effects.in_force`` says)."""
        name = self.unit(unit_name).name
        return tuple(e for e in self.history.of(Effect) if e.unit == name) + tuple(
            self.effects_in_force(name)
        )

    def player_effects(self, player: str) -> tuple[Effect, ...]:
        """The player effects in force now for ``player`` (contract 18.1: a sentence that names
        no unit, such as a CP cost or a 15.01 limit; recorded with no unit), oldest first."""
        return tuple(
            e
            for e in self.history.of(Effect)
            if not e.unit
            and e.owner == player
            and in_force(e, self.now, player)
            and not self.restricted_out(e)
            and not self.condition_out(e)
            and self.source_can_use(e)
        )

    def condition_out(self, effect: Effect) -> bool:
        """Whether a player effect (no unit: a CP cost, a 15.01 limit) is not in force now for
        its rule's CONDITION (contract 18.1: a rule WHEN `always` is in force only while its
        CONDITION holds). It is read of its owner's units: the forms about the turn, the battle
        round and objectives read only whose unit it is; a rule of a unit reads its own unit
        (scenario/rules.py gives that test). A unit effect's CONDITION is read per unit
        (effects.ruling)."""
        if effect.unit or effect.condition is None or effect.owner is None:
            return False
        condition = effect.condition
        # read of each unit as the rules in force make it count (18.3 item 6)
        units = (self.as_modified(u.name) for u in self.units_of(effect.owner))
        return not any(condition.holds(u, self.now) for u in units)

    def restricted_out(self, effect: Effect) -> bool:
        """Whether ``effect`` is not in force now for its rule's RESTRICTIONS (18.1: a spent
        rule, until its restriction resets), or is left out of the question being asked."""
        if effect.source in self.excluded_rules:
            return True
        return bool(effect.restriction) and spent(effect, self.now, self.history.of(RuleSpent))

    def spend_restricted(
        self, unit_name: str | None, player: str, allowed: Callable[[], bool]
    ) -> None:
        """An event happens (an Action started, a charge declared, a stratagem used, a unit
        selected to fight): each rule always in force with RESTRICTIONS whose effect alone
        allowed it is used (18.1; app 01.03.01), and not in force until its restriction
        resets. ``allowed``: whether the event is allowed, asked again without that rule."""
        # Keyed by the rule: its name and the unit (and part) whose rule it is, so the same
        # ability on two units is two rules, each used on its own (contract 18.1, Names).
        found: dict[tuple[str, str, str], Effect] = {}
        for e in self.history.of(Effect):
            mine = e.unit == unit_name if e.unit else e.owner == player
            key = (e.source, e.holder, e.holder_part)
            fresh = key not in found and not self.restricted_out(e)
            if e.restriction and mine and fresh and in_force(e, self.now, player):
                found[key] = e
        for (source, holder, part), e in found.items():
            if self._allowed_without(source, allowed):
                continue
            self.history.append(RuleSpent(self.now, source, e.owner, e.restriction, holder, part))
            self.note(
                Reason(
                    f'"{source}" ({e.from_source}) is used ({e.restriction}): only it allowed '
                    "this; it is not in force until its restriction resets",
                    RULE_RESTRICTED,
                )
            )

    def _allowed_without(self, source: str, allowed: Callable[[], bool]) -> bool:
        """``allowed()`` asked with ``source``'s effects left out, leaving no trace (the
        event's own verdict was weighed already)."""
        self.excluded_rules = frozenset({source})
        try:
            return self.untraced(allowed)
        finally:
            self.excluded_rules = frozenset()

    def untraced(self, ask: Callable[[], _Answer]) -> _Answer:
        """``ask()`` answered leaving no trace: what it weighed and noted is forgotten (a
        check of the scenario's own, which no verdict rests on)."""
        marks = len(self.consultations), len(self.notes)
        weighed = {rule: set(seen) for rule, seen in self.weighed.items()}
        try:
            return ask()
        finally:
            del self.consultations[marks[0] :]
            del self.notes[marks[1] :]
            self.weighed.clear()
            self.weighed.update(weighed)

    def as_modified(self, unit_name: str) -> Unit:
        """The unit as the rules in force make it count now: its characteristics as modified,
        the keywords it counts as having (contract 18.3 items 3 and 6)."""
        unit = self.unit(unit_name)
        return self.ruled(None, unit).unit(unit)

    def effects_in_force(self, unit_name: str) -> tuple[Effect, ...]:
        """The effects that the rules used on the unit put in force now (a stratagem's: the
        Game's part ``Stratagems`` answers), beside those recorded."""
        return ()

    # -- the start of a phase --------------------------------------------------------------------
    def acted(self) -> None:
        """Something was done in the phase under way: its start is over, so a rule for "the
        start of" that phase no longer applies (a STARTS or WHEN row, 15.10, 16.01)."""
        if self.now.phase is not None:
            self.history.append(Acted(self.now))

    def phase_begun(self) -> bool:
        """Whether anything has been done in the phase under way."""
        return self.history.phase_begun(self.now.phase_key)

    # -- changing a unit ---------------------------------------------------------------------------
    def set_unit(self, unit: Unit, **changes: object) -> Unit:
        if "battle_shocked" in changes:
            self.battle_shock_changes(unit)
        new = reading.copy(unit, **changes)
        self.units[unit.name] = new
        self.unit_changed(new)
        if changes.get("battle_shocked") is True:  # whatever made it so (01.07, 18.04, 18.05)
            self.became_battle_shocked(new)
            if not unit.battle_shocked:
                self.happened(Event(Happening.BECOMES_BATTLE_SHOCKED, unit.name, unit.player))
        if changes.get("destroyed") is True and not unit.destroyed:
            self.happened(Event(Happening.DESTROYED, unit.name, unit.player))
        return new

    def happened(self, event: Event) -> None:
        """Something happened that a rule's WHEN `each time ...` may name (contract 18.1):
        each rule it triggers resolves now, in the order the scenario set them up."""
        if not self.event_rules:
            return
        for rule in [r for r in self.event_rules if r.fires(event)]:
            rule.resolve(self.now, event)  # it says it triggers once its source can use it

    def rule_triggered(self, name: str, when: str) -> None:
        """A rule WHEN `each time ...` triggered now while its source could use it: said in the
        trace and counted as a clock trigger's firing is (`Then "<rule>" triggers`;
        interpretation 95), whether or not it then resolves; a rule of a source that can no
        longer use it does not trigger (18.3 item 10), in the trace as in that answer."""
        self.weigh(EACH_TIME, True)
        self.say(f"rule {name} triggers ({when})")
        self.history.append(Firing(name, self.now, False))

    def unit_changed(self, unit: Unit) -> None:
        """A hook for what the game tracks of a unit over time (engagement in a Fight phase)."""

    def battle_shock_changes(self, unit: Unit) -> None:
        """A hook for what must be settled before a unit's battle-shock changes (18.9)."""

    def became_battle_shocked(self, unit: Unit) -> None:
        """A hook for what becoming battle-shocked ends (an Action in progress, 18.9)."""

    def left_battlefield(self, unit_name: str) -> None:
        """A hook for a unit about to leave the battlefield without being destroyed (it embarks,
        goes into reserves or is removed): mission cards count it (contract §20.2)."""

    def lifted(self, unit: Unit, do: str, reason: Reason) -> bool:
        """Whether a rule in force lets ``unit`` ``do`` even though ``reason`` (contract 18.3
        item 1: a lift), as the effects in force say."""
        try:
            question = Question(do)
        except ValueError:
            return False
        return any(
            e.does is Does.LIFT and e.reason == reason.text
            for e in self.ruled(question, unit).effects
        )

    def give_roll(self, unit_name: str, total: int) -> None:
        """The battle-shock roll the unit will make (a 2D6 total the scenario states)."""
        self.rolls[self.unit(unit_name).name] = total

    def given_roll(self, unit: Unit) -> int | None:
        total = self.roll_source(unit) if self.roll_source else None
        return self.rolls.get(unit.name) if total is None else total

    def roll(self, unit: Unit, occasion: Said) -> int:
        """The unit's given battle-shock roll; ``occasion`` says why one is needed."""
        total = self.given_roll(unit)
        if total is None:
            raise MissingRoll(
                f'"{unit.name}" must make a battle-shock roll {said(occasion)}, but no roll was '
                f'given; add: Given the battle-shock roll for "{unit.name}" will be <2 to 12>',
                word=unit.name,
            )
        return total


def quoted(name: str | None) -> str | None:
    return f'"{name}"' if name is not None else None
