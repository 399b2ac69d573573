"""What a stratagem does once used (15.01, step 3): effect objects, declared with the stratagem.

As XMage declares a card (its rows plus target and effect objects reused across cards), each
core stratagem declares its effects with the clause each resolves (15.02-15.12). An effect the
core models changes the game; a :class:`Traced` effect only records that it resolved, and its
clause's name says "traced only", so rules coverage shows which effects are which. The game
resolves whatever effects a stratagem declares, in order, and knows none of them by name.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, ClassVar, Protocol

from .clock import Moment
from .effects import Condition, Does, Until
from .effects import Effect as Lasting
from .effects import effect as lasting
from .predicates import Question, reason_named
from .references import Reason, RuleRef
from .units import Unit

if TYPE_CHECKING:
    from .events import Moves


class EffectGame(Protocol):
    """What an effect may do to the game: the game's own events, nothing else."""

    def unit(self, name: str) -> Unit: ...
    def note(self, reason: Reason) -> None: ...
    def set_unit(self, unit: Unit, **changes: object) -> Unit: ...
    def resolve_charge(self, unit_name: str) -> None: ...
    @property
    def moves(self) -> Moves: ...  # shooting, charges, ingress moves
    @property
    def now(self) -> Moment: ...


@dataclass(frozen=True)
class Effect:
    """One effect of a stratagem, resolved on its target ``unit`` (for ``roll``, if any)."""

    rule: RuleRef
    # 18.1 `<duration>, while <condition>` (or `while <condition>` alone) leading its EFFECT row:
    # what it puts in force holds only while the condition does, read each time (18.3 item 10).
    holds: Condition | None = field(default=None, kw_only=True)
    modelled: ClassVar[bool] = True
    # Whether, used just before a battle-shock roll, it makes that roll automatically succeed.
    passes_battle_shock: ClassVar[bool] = False
    # Whether it lasts until the end of the phase it was used in (the game reads it there, never
    # copying it into the unit), and whether it then gives the unit Fights First (24.13).
    until_end_of_phase: ClassVar[bool] = False
    gives_fights_first: ClassVar[bool] = False
    # Whether it makes the unit the next one its player must select to fight (15.12).
    makes_it_fight_next: ClassVar[bool] = False

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        raise NotImplementedError

    def lasting(self, moment: Moment, unit: str) -> Lasting | None:
        """The effect with a duration that a use of the stratagem on ``unit`` at ``moment`` puts
        in force (core/effects.py), or None. Read from the use, so that a use a Given states
        puts it in force too (``Stratagems.effects_in_force``)."""
        return None

    def lastings(self, moment: Moment, unit: str, player: str) -> tuple[Lasting, ...]:
        """Every effect with a duration the use puts in force (``player``: who used it)."""
        found = self.lasting(moment, unit)
        if found is None:
            return ()
        return (found,) if self.holds is None else (replace(found, condition=self.holds),)


@dataclass(frozen=True)
class Rerolls(Effect):
    """The roll named is re-rolled. A charge or advance roll the unit made this phase takes the
    next result given, before modifiers (contract 18.4; core/events.py ``Moves.reroll``); the
    core makes none of the other rolls it lists, so their re-roll is taken as stated."""

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit}'s {roll or 'last'} roll is re-rolled", self.rule))
        if roll in ("charge", "advance"):
            game.moves.reroll(unit, roll)


@dataclass(frozen=True)
class PassesBattleShock(Effect):
    """The battle-shock roll it is used before automatically succeeds (it is still made)."""

    passes_battle_shock: ClassVar[bool] = True

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit}'s battle-shock roll automatically succeeds", self.rule))


@dataclass(frozen=True)
class ArrivesFromReserves(Effect):
    """The unit makes an ingress move (a row of the move table: its lock too, 20.04)."""

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit} makes an ingress move onto the battlefield", self.rule))
        game.moves.ingress(unit)


@dataclass(frozen=True)
class Shoots(Effect):
    """The unit shoots out of its phase, with the shooting type named by ``how``."""

    how: str = "using snap shooting"

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit} shoots {self.how}", self.rule))
        game.moves.shoot(unit, out_of_phase=True)


@dataclass(frozen=True)
class ResolvesCharge(Effect):
    """The unit resolves a charge in full (11.02-11.04), its charge move included (app FAQ
    data 912; contract 18.4)."""

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit} resolves a charge", self.rule))
        game.resolve_charge(unit)


@dataclass(frozen=True)
class FightsFirstThisPhase(Effect):
    """Until the end of the phase, the unit has the Fights First ability (24.13): the Fight
    part reads it from the uses of this phase (15.12)."""

    until_end_of_phase: ClassVar[bool] = True
    gives_fights_first: ClassVar[bool] = True

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit} has Fights First until the end of the phase", self.rule))

    def lasting(self, moment: Moment, unit: str) -> Lasting:
        return lasting(
            moment, self.rule.heading, unit, Does.MODIFY, fact="fights_first", value=True,
            until=Until.END_OF_PHASE, rule=self.rule,
        )  # fmt: skip


@dataclass(frozen=True)
class FightsNext(Effect):
    """Its player must select the unit as the next unit to fight (15.12): the order of fighting
    reads it from the uses of this phase (core/fight_order.py, ``must_next``)."""

    makes_it_fight_next: ClassVar[bool] = True

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit} must be the next unit its player selects to fight", self.rule))


@dataclass(frozen=True)
class Traced(Effect):
    """An effect the core does not model: resolving it only records that it resolved."""

    modelled: ClassVar[bool] = False

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit}: {self.rule.heading}'s effect resolves (traced only)", self.rule))


@dataclass(frozen=True)
class LiftsBar(Effect):
    """For a while, the unit may do what a declared bar forbids ("lets it <do> even though
    <reason>", §18.2): an effect with a duration, recorded in the history (core/effects.py),
    that the question consults where it weighs that bar. ``reason``: the bar's words."""

    question: Question = Question.START_ACTION
    reason: str = ""
    until: Until = Until.END_OF_TURN
    move: str = ""  # the move type of `make a <move> move` (18.2), "" for other questions

    def __post_init__(self) -> None:
        reason_named(self.reason, self.question, f"to lift from what {self.question.value} needs")

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit}: {self.lasting(game.now, unit).said()}", self.rule))

    def lasting(self, moment: Moment, unit: str) -> Lasting:
        return lasting(
            moment, self.rule.heading, unit, Does.LIFT, question=self.question,
            reason=self.reason, until=self.until, rule=self.rule, move=self.move,
        )  # fmt: skip


@dataclass(frozen=True)
class ForbidsIt(Effect):
    """For a while, the unit may not do something (``forbids it to <do>``, §18.2): a bar added,
    whose reason is the rule's name (`"<rule>" forbids it`)."""

    question: Question = Question.SHOOT
    until: Until = Until.END_OF_TURN
    move: str = ""  # the move type of `make a <move> move` (18.2), "" for other questions

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        game.note(Reason(f"{unit}: {self.lasting(game.now, unit).said()}", self.rule))

    def lasting(self, moment: Moment, unit: str) -> Lasting:
        return lasting(
            moment, self.rule.heading, unit, Does.ADD, question=self.question,
            until=self.until, rule=self.rule, move=self.move,
        )  # fmt: skip
