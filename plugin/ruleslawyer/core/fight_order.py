"""The order of fighting (12.04, 12.08, 15.11, 15.12, 24.13, Rules Appendix): the Fight step as
a run of selections, each made by one player (contract §20.1).

The sequence is a small state machine: which of the step's two parts it is in (Resolve Fights
First Combats, Resolve Remaining Combats, or ended), which player is to select, and whether the
last thing that happened was a pass. What is stored is the state as the last event left it; who
selects *now* follows from it and from the facts as they are now (``_settled``), since a fact
stated between two selections (a unit destroyed, no longer engaged) changes who can select.

Selections stated as Givens (``has been selected to fight this phase``, in the order stated) are
the history: they are replayed through 12.04 when the game is built, each fight over, a pass
filling a gap where the Rules Appendix allowed one (interpretation 128), and a history 12.04
cannot produce is an error naming the first selection out of order. A scenario's
own selections (``When "<unit>" is selected to fight``) are checked as they happen.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from .clock import Phase, Point
from .context import Context
from .errors import ImpossibleEvent, RulesInputError
from .fight import F_SELECTED, FIGHT_REASONS, Fight
from .fight_reasons import (
    ALTERNATE,
    BACK_TO_FIRST,
    FIGHT_NEXT,
    FIGHTS_FIRST_STEP,
    FIRST_SELECTOR,
    ON_BATTLEFIELD,
    OWED_SELECTION,
    PASSING,
    S_ENDED,
    S_NOT_FIRST,
    S_NOT_STEP,
    S_OFF,
    SEQUENCE,
    close_to_enemy,
    must_first,
    selects_next,
)
from .references import Reason, RuleRef
from .units import MoveKind, Unit

_FIGHT = Phase.FIGHT  # read once: finish_step asks it at every Consolidate step (3.11)


class Stage(enum.Enum):
    FIRST = "resolving Fights First combats"
    REMAINING = "resolving remaining combats"
    ENDED = "ended"


@dataclass(frozen=True)
class State:
    """The sequence as the last event left it."""

    stage: Stage
    selector: str  # the player to select (unless the facts now move it on)
    passed: str | None = None  # the player who passed last, if a pass was the last event
    after_remaining: bool = False  # the last event was a fight in Resolve Remaining Combats
    selected: tuple[str, ...] = ()  # this phase's selections, in order
    fighting: str | None = None  # the unit selected last, its attacks not yet resolved


def opponent(player: str) -> str:
    return "B" if player == "A" else "A"


class FightOrder:
    """The part of the game that holds the order of fighting of the Fight phase under way."""

    def __init__(
        self, game: Context, fight: Fight, fight_next_uses: Callable[[], Iterable[str]]
    ) -> None:
        self.game = game
        self.fight = fight
        # The units a rule in force makes "the next unit you must select to fight" (15.12).
        self._fight_next_uses = fight_next_uses
        self.phase_key: tuple[int, str, str] | None = None
        self.state: State | None = None
        self.stated_history: list[str] = []  # `has been selected` Givens, in order
        self.stated_selector: str | None = None  # `Given player P selects the next unit`
        self.selector_key: tuple[int, str, str] | None = None  # the phase it was stated in
        self.far: set[str] = set()  # units stated not within 5" of any enemy unit
        self.owed: list[str] = []  # 12.08: enemy units owed a selection, in order
        # A concrete scenario's history must be one 12.04 can produce; a property example's
        # drawn selections are taken as they are (§20.1: the example is not an error).
        self.strict = True
        # A property example whose scenario never reads the order of fighting leaves the
        # selections of a Fight step it advances past unmade (False): they change no verdict,
        # and the exhaustive walk then reads no fact for them (docs/interpretations.md).
        self.selects_in_property = True
        self._assume: str | None = None

    # -- facts ----------------------------------------------------------------------------------
    def state_selector(self, player: str | None) -> None:
        """`Given player <P> selects the next unit to fight` (contract 20.1): the sequence of
        the Fight phase under way as the scenario starts, stated instead of replayed. A later
        Fight phase starts from 12.04 again ("starting with the player whose turn it is")."""
        self.stated_selector = player
        self.selector_key = self.game.now.phase_key if player is not None else None

    def set_far(self, units: Iterable[str]) -> None:
        """The units far enough from every enemy unit for their player to pass (Rules
        Appendix): stated, or measured again where models are placed and have moved (§20.1)."""
        self.far = set(units)

    def on_battlefield(self, unit: Unit) -> bool:
        return self.game.weigh(ON_BATTLEFIELD, unit.stands)

    def eligible(self, name: str, selected: Iterable[str]) -> bool:
        """Eligible to fight (12.04) given the selections ``selected`` of this phase, and on
        the battlefield (Rules Appendix, Destroyed)."""
        if name in selected:
            return False
        if name == self._assume:
            return True  # a stated selection being replayed: it was eligible when selected
        unit = self.game.unit(name)
        if not unit.stands:
            return False
        verdict = self.fight.eligibility_to_fight(name)
        return all(r.text == F_SELECTED.text for r in verdict.reasons)

    def fights_first(self, name: str) -> bool:
        """Whether it is a Fights First unit (24.13): the one function every source feeds
        (``Fight.fights_first``: a rule in force, a charge move, Counteroffensive)."""
        return self.fight.fights_first(name)[0]

    def _units(self, player: str, selected: Iterable[str], first: bool) -> list[str]:
        chosen = tuple(selected)
        return [
            u.name
            for u in self.game.units.values()
            if u.player == player
            and self.eligible(u.name, chosen)
            and (not first or self.fights_first(u.name))
        ]

    def must_next(self, player: str, state: State) -> tuple[str, RuleRef] | None:
        """The unit ``player`` must select next, if one: a 12.08 selection owed, else a unit a
        rule in force makes the next unit they must select (15.12)."""
        for name in self._owed_standing(state.selected):
            if self.game.unit(name).player == player:
                return name, OWED_SELECTION
        for name in self._fight_next_uses():
            unit = self.game.unit(name)
            if unit.player == player and self.eligible(name, state.selected):
                return name, FIGHT_NEXT
        return None

    # -- the sequence ---------------------------------------------------------------------------
    def _start(self) -> State:
        active = self.game.now.player or self.game.first_player
        self.game.weigh(FIRST_SELECTOR, True)
        return State(Stage.FIRST, active)

    def current(self) -> State:
        """The state the last event left (the stated history replayed, once per phase)."""
        key = self.game.now.phase_key
        if self.phase_key != key:
            # 12.08: a selection is owed to a unit "not selected to fight this phase", so what
            # a consolidation owed is settled within its Fight phase and never carried on.
            self.owed = []
        if self.state is None or self.phase_key != key:
            self.phase_key = key
            self.state = self._replay() if self.game.now.phase is Phase.FIGHT else None
        if self.state is None:
            return State(Stage.ENDED, self.game.now.player or self.game.first_player)
        return self.state

    def _replay(self) -> State:
        if self.stated_selector is not None and self.selector_key == self.game.now.phase_key:
            state = State(Stage.FIRST, self.stated_selector, selected=tuple(self._stated()))
            return state
        state = self._start()
        for name in self._stated():
            # Its own eligibility is not asked again (the facts now are those after its fight,
            # its enemies perhaps destroyed): only whether 12.04's order allowed it then.
            self._assume = name
            try:
                settled = self._settled(state)
                refusal = self._order_refusals(name, settled)
                if refusal and self.game.unit(name).player != settled.selector:
                    # Rules Appendix: the player to select passed, if they could (interp. 128).
                    after = self._settled(self._passed(settled, settled.selector))
                    if not self._close(settled) and not self._order_refusals(name, after):
                        settled, refusal = after, ()
            finally:
                self._assume = None
            if refusal:
                # 20.1 (History): a concrete scenario's history 12.04 cannot produce is an
                # error of the scenario; a property example's (a selection drawn, contract §6)
                # is no situation and is discarded, so its counterexample fails the same way.
                said = "; ".join(f"{r.text} ({r.rule.section})" for r in refusal)
                message = (
                    f'the selections stated cannot have been made in that order: "{name}" '
                    f"could not have been selected to fight then: {said}"
                )
                if self.strict:
                    raise RulesInputError(message, word=name)
                raise ImpossibleEvent(message, unit=name, reasons=tuple(refusal), word=name)
            state = self._after_fight(self._selected(settled, name))
        return state

    def _stated(self) -> list[str]:
        key = self.game.now.phase_key
        known = [n for n in self.stated_history if n in self.game.units]
        rest = [
            u.name
            for u in self.game.units.values()
            if u.selected_to_fight_this_phase(key) and u.name not in known
        ]
        return [n for n in known if self.game.unit(n).selected_to_fight_this_phase(key)] + rest

    def _settled(self, state: State) -> State:
        """Who selects now: the player to select passes it on where they cannot select (12.04,
        "if this is not possible"), and the step moves on or ends where nobody can."""
        if state.stage is Stage.ENDED:
            return state
        chosen = state.selected
        if state.after_remaining and self._any(chosen, first=True):
            self.game.weigh(BACK_TO_FIRST, True)
            state = replace(state, stage=Stage.FIRST, selector=self._active())
        state = replace(state, after_remaining=False)
        if state.stage is Stage.FIRST:
            if self._units(state.selector, chosen, first=True):
                return state
            other = opponent(state.selector)
            if self._units(other, chosen, first=True):
                self.game.weigh(ALTERNATE, True)
                return replace(state, selector=other)
            state = replace(state, stage=Stage.REMAINING)
        if self._units(state.selector, chosen, first=False):
            return state
        other = opponent(state.selector)
        if self._units(other, chosen, first=False):
            self.game.weigh(ALTERNATE, True)
            return replace(state, selector=other)
        return replace(state, stage=Stage.ENDED)

    def _any(self, chosen: tuple[str, ...], first: bool) -> bool:
        return any(self._units(p, chosen, first) for p in ("A", "B"))

    def _active(self) -> str:
        return self.game.now.player or self.game.first_player

    def _selected(self, state: State, name: str) -> State:
        return replace(state, selected=(*state.selected, name), passed=None, fighting=name)

    def _after_fight(self, state: State) -> State:
        """The fight of the unit selected last is over: its opponent is to select."""
        if state.fighting is None:
            return state
        player = self.game.unit(state.fighting).player
        self.game.weigh(ALTERNATE, True)
        return replace(
            state,
            selector=opponent(player),
            fighting=None,
            after_remaining=state.stage is Stage.REMAINING,
        )

    def settled(self) -> State:
        """The next selection as things stand (while a unit fights: the one after its fight)."""
        return self._settled(self._after_fight(self.current()))

    def in_step(self) -> bool:
        now = self.game.now
        if now.phase is not Phase.FIGHT:
            return False
        return now.point is Point.FIGHT_STEP or (
            now.point is Point.CONSOLIDATE and bool(self.owing())
        )

    # -- questions ------------------------------------------------------------------------------
    def _refusals(self, name: str, state: State) -> tuple[Reason, ...]:
        unit = self.game.unit(name)
        if state.stage is Stage.ENDED:
            # Contract 20.1: `can be selected next` weighs every reason of its table, so a
            # step that has ended still names the unit's own reasons (12.04, Rules Appendix
            # "Destroyed"); no player selects and no Fights First stage is left to weigh.
            return (S_ENDED, *self._unit_refusals(name, state))
        out: list[Reason] = []
        if unit.player != state.selector:
            out.append(selects_next(state.selector))
        must = self.must_next(unit.player, state)
        owed_too = must is not None and must[1] is OWED_SELECTION and name in self.owing()
        if must is not None and must[0] != name and not owed_too:
            out.append(must_first(*must))
        out.extend(self._unit_refusals(name, state))
        owed = must is not None and must[1] is OWED_SELECTION and name in self.owing()
        if (
            state.stage is Stage.FIRST
            and not owed
            and not self.fights_first(name)
            and self._any(state.selected, first=True)
        ):
            self.game.weigh(FIGHTS_FIRST_STEP, True)
            out.append(S_NOT_FIRST)
        return tuple(out)

    def _unit_refusals(self, name: str, state: State) -> list[Reason]:
        """The unit's own reasons (12.04 eligibility, Rules Appendix "Destroyed"): every one
        that holds, as contract §20.1 asks of `can be selected next` (a destroyed unit that
        fought names both; a unit that fought and is skipped names §14's reasons too)."""
        unit = self.game.unit(name)
        out: list[Reason] = []
        if not unit.stands:
            self.game.weigh(ON_BATTLEFIELD, True)
            out.append(S_OFF)
        if name in state.selected:
            out.append(F_SELECTED)
        verdict = self.fight.eligibility_to_fight(name)
        out.extend(r for r in verdict.reasons if r not in (F_SELECTED, S_OFF))
        return out

    def _order_refusals(self, name: str, state: State) -> tuple[Reason, ...]:
        """The refusals of the order alone (whose selection, Fights First, must fight first)."""
        ignored = {S_OFF.text, *(r.text for r in FIGHT_REASONS)}
        return tuple(r for r in self._refusals(name, state) if r.text not in ignored)

    def can_select(self, name: str) -> tuple[bool, tuple[Reason, ...]]:
        """Whether ``name`` can be selected to fight next, and every reason it cannot."""
        self.game.unit(name)
        if not self.in_step():
            return False, (S_NOT_STEP,)
        owed = self._owed_refusals(name)
        if owed is not None:
            return not owed, owed
        reasons = self._refusals(name, self.settled())
        self.game.weigh(SEQUENCE, not reasons)
        return not reasons, reasons

    def selectable(self) -> list[str]:
        if not self.in_step():
            return []
        owing = self.owing()
        if self.game.now.point is Point.CONSOLIDATE and owing:
            return owing
        state = self.settled()
        return [n for n in self.game.units if not self._refusals(n, state)]

    def stage(self) -> Stage | None:
        """None outside the Fight step."""
        return self.settled().stage if self.in_step() else None

    def selector(self) -> str | None:
        owed = self.owes()
        if self.game.now.point is Point.CONSOLIDATE and owed is not None:
            return self.game.unit(owed).player
        state = self.settled()
        return state.selector if self.in_step() and state.stage is not Stage.ENDED else None

    def can_pass(self, player: str) -> tuple[bool, tuple[Reason, ...]]:
        if not self.in_step():
            return False, (S_NOT_STEP,)
        state = self.settled()
        if state.stage is Stage.ENDED:
            return False, (S_ENDED,)
        if state.selector != player:
            return False, (selects_next(state.selector),)
        close = self._close(state)
        return not close, close

    def _close(self, state: State) -> tuple[Reason, ...]:
        """Rules Appendix, Eligible to Fight, but Unable to Fight: the player to select may pass
        only if every eligible unit of theirs is more than 5" from every enemy unit. With no
        enemy unit left on the battlefield (its Designer's Note), no unit is within 5" of one,
        stated or not, so its player may pass (docs/interpretations.md, 131)."""
        player = state.selector
        enemies = any(u.player != player and u.stands for u in self.game.units.values())
        return tuple(
            close_to_enemy(n)
            for n in self._units(player, state.selected, first=False)
            if self.game.weigh(PASSING, enemies and n not in self.far)
        )

    def last_selected(self) -> str | None:
        """The unit selected to fight last this phase (Counteroffensive's WHEN, 15.12)."""
        if self.game.now.phase is not Phase.FIGHT:
            return None
        chosen = self.current().selected
        return chosen[-1] if chosen else None

    def fighting_now(self) -> str | None:
        """The unit selected to fight most recently whose attacks are not yet resolved, in the
        Fight step or the Consolidate step (a 12.08 selection); None elsewhere (Epic
        Challenge's WHEN, 15.03)."""
        now = self.game.now
        if now.phase is not Phase.FIGHT or now.point not in (Point.FIGHT_STEP, Point.CONSOLIDATE):
            return None
        return self.current().fighting

    def order(self) -> list[str]:
        return list(self.current().selected) if self.game.now.phase is Phase.FIGHT else []

    # -- events ---------------------------------------------------------------------------------
    def select(self, name: str) -> None:
        """A selection 12.04 allows (else an impossible event naming the reasons and the units
        that could be selected), then the Fight part records it."""
        owed = self._owed_refusals(name) if self.game.now.phase is Phase.FIGHT else None
        if owed is not None:
            if owed:
                said = "; ".join(f"{r.text} ({r.rule.section})" for r in owed)
                raise ImpossibleEvent(
                    f'"{name}" cannot have been selected to fight next: {said}',
                    unit=name,
                    reasons=owed,
                    word=name,
                )
            self.fight.select_to_fight(name)
            self.state = self._selected(self.current(), name)
            return
        if self.game.now.phase is Phase.FIGHT and self.in_step():
            state = self.settled()
            reasons = self._refusals(name, state)
            if reasons:
                could = ", ".join(f'"{n}"' for n in self.selectable()) or "none"
                said = "; ".join(f"{r.text} ({r.rule.section})" for r in reasons)
                raise ImpossibleEvent(
                    f'"{name}" cannot have been selected to fight next: {said} (units that '
                    f"could be selected: {could})",
                    unit=name,
                    reasons=reasons,
                    word=name,
                )
            self.fight.select_to_fight(name)
            self.state = self._selected(state, name)
            return
        self.fight.select_to_fight(name)

    def resolve(self, name: str) -> None:
        """The fight of the unit selected last ends (its attacks are not modelled)."""
        state = self.current()
        if state.fighting != name and not self.in_step():
            # Attacks are resolved in the Fight step (12.04): outside it no unit is fighting,
            # so name the step rather than "no unit" (a newcomer's `it is ... Fight phase`).
            now = self.game.now
            where = f"player {now.player}'s Fight phase" if now.player else "the Fight phase"
            raise RulesInputError(
                f'"{name}" cannot resolve its attacks now: {S_NOT_STEP.text} '
                f"({S_NOT_STEP.rule.section}); units fight in the Fight step",
                word=name,
                suggestion=f"Given it is the Fight step of {where}",
            )
        if state.fighting != name:
            last = f'"{state.fighting}"' if state.fighting else "no unit"
            raise RulesInputError(
                f'"{name}" is not the unit fighting: the unit selected last whose attacks are '
                f"not resolved is {last}",
                word=name,
                suggestion=f'"{state.fighting}"' if state.fighting else None,
            )
        self.state = self._after_fight(state)
        self.game.say(f"{name} resolves its attacks")

    def pass_selection(self, player: str) -> None:
        can, reasons = self.can_pass(player)
        if not can:
            said = "; ".join(f"{r.text} ({r.rule.section})" for r in reasons)
            raise ImpossibleEvent(
                f"player {player} cannot have passed: {said}",
                unit=f"player {player}",
                reasons=reasons,
                word=player,
            )
        self.state = self._passed(self.settled(), player)
        self.game.say(f"player {player} passes")

    def _passed(self, state: State, player: str) -> State:
        """Rules Appendix, Eligible to Fight, but Unable to Fight: a pass returns the selection
        to the opponent; the step ends when both pass in succession or the opponent has no
        eligible unit; in Fights First combats with no eligible Fights First unit of the
        opponent's, the sequence moves on to the remaining combats (contract §20.1)."""
        other = opponent(player)
        self.game.weigh(PASSING, True)
        if state.passed == other or not self._units(other, state.selected, first=False):
            return replace(state, stage=Stage.ENDED, passed=player)
        if state.stage is Stage.FIRST and not self._units(other, state.selected, first=True):
            return replace(state, stage=Stage.REMAINING, selector=other, passed=player)
        return replace(state, selector=other, passed=player)

    def owe(self, enemies: Iterable[str]) -> None:
        """12.08 (as corrected in app rules data 931): each enemy unit a consolidation move
        ends engaged with that was not selected to fight this phase must now be selected."""
        chosen = self.current().selected
        for name in enemies:
            if name not in chosen and self.game.weigh(OWED_SELECTION, True):
                self.owed.append(name)

    def owing(self) -> list[str]:
        """The units still owed a 12.08 selection. Their player selects them one at a time, in
        an order of their choosing: 12.08 names no order among them."""
        if not self.owed:  # nothing owed: the sequence is not asked (nor its clauses weighed)
            return []
        return self._owed_standing(self.current().selected)

    def _owed_standing(self, chosen: Iterable[str]) -> list[str]:
        """The 12.08 selections owed and not yet made, less the units destroyed (or otherwise
        off the battlefield) since: a destroyed unit cannot be selected (Rules Appendix,
        "Destroyed"), so contract 20.1 skips it and its owed selection lapses, rather than
        holding up every later selection and consolidation move of the step."""
        left = [n for n in self.owed if n not in tuple(chosen)]
        standing = [n for n in left if self._stands(n)]
        if len(standing) < len(left):
            self.game.weigh(ON_BATTLEFIELD, True)
        return standing

    def _stands(self, name: str) -> bool:
        return self.game.unit(name).stands

    def owes(self) -> str | None:
        """The first 12.08 selection still owed, if any (the one a refusal names)."""
        return next(iter(self.owing()), None)

    def consolidation_checks(self) -> tuple[tuple[Reason, bool], ...]:
        """12.08 (app rules data 931): while an enemy unit is owed a selection, no other
        consolidation move is made (the reason names that unit)."""
        owed = self.owes()
        if owed is None:
            return ()
        return ((must_first(owed, OWED_SELECTION), True),)

    def _owed_refusals(self, name: str) -> tuple[Reason, ...] | None:
        """In the Consolidate step while a selection is owed: the refusals of selecting
        ``name`` (none for the unit owed it: it becomes eligible and is selected), else None."""
        if self.game.now.point is not Point.CONSOLIDATE:
            return None
        owing = self.owing()
        if not owing:
            return None
        if name in owing:
            return ()
        # Contract 20.1: `can be selected next` weighs every reason of its table: whose
        # selection it is (12.08: the owed unit's player), the owed unit, and the unit's own.
        selector = self.game.unit(owing[0]).player
        out: list[Reason] = []
        if self.game.unit(name).player != selector:
            out.append(selects_next(selector))
        out.append(must_first(owing[0], OWED_SELECTION))
        out.extend(self._unit_refusals(name, self.current()))
        return tuple(out)

    def finish_owed(self) -> None:
        """Advancing past the Consolidate step while 12.08 selections are owed: each owed unit
        is selected to fight, one at a time, and its fight resolved (contract §20.1: owed
        selections are made first when the game advances)."""
        if self.game.now.point is not Point.CONSOLIDATE:
            return
        for name in self.owing():
            self.select(name)
            self.state = self._after_fight(self.current())

    def finish_step(self) -> None:
        """Advancing past a Fight step that has not ended: every remaining selection is made,
        the unit set up first where a player has a choice, each fight resolved, nobody passing."""
        if self.game.now.phase is not _FIGHT:
            return
        # No order begun (None): unlike any phase's key, which is then not made.
        if self.phase_key is None or self.phase_key != self.game.now.phase_key:
            # Nothing is weighed where no unit is engaged or charged this turn: none can be
            # eligible to fight (12.04). A property example makes its selections as a concrete
            # scenario does (contract §20.1, §6: its counterexample fails the same way) unless
            # its scenario never reads them.
            turn = self.game.now.turn_key
            if not (self.strict or self.selects_in_property) or not any(
                u.engaged or u.moved_this_turn(MoveKind.CHARGE, turn)
                for u in self.game.units.values()
            ):
                return
        self.current()  # a phase advanced through: the sequence from its start (12.04)
        if self.state is None:
            return
        for _ in range(len(self.game.units) + 1):
            state = self.settled()
            if state.stage is Stage.ENDED:
                return
            choices = [n for n in self.game.units if not self._refusals(n, state)]
            if not choices:
                return
            self.fight.select_to_fight(choices[0])
            self.state = self._after_fight(self._selected(state, choices[0]))
