"""The events of transports and reserves: embarking (18.02), disembarking in its modes (18.04,
18.04.01, 18.06, 18.07), the emergency disembark from a destroyed TRANSPORT (18.05), the
ingress move (20.04), and the rules of the End of Turn step (23.02) and of the end of battle
round 3 (20.04). The moves themselves are rows of the move table; here is what they set up."""

from __future__ import annotations

from collections.abc import Collection
from functools import partial
from typing import Protocol

from . import actions as act
from . import keywords as kw
from . import reading
from . import reserves as rs
from . import transports as tr
from .clock import Moment, Point
from .context import Context
from .eligibility import Verdict
from .errors import ImpossibleEvent, RulesInputError
from .events import Moves, _impossible
from .history import Embarked
from .move_rows import bars
from .performing import Performing
from .predicates import Question
from .references import Reason
from .units import MoveKind, Unit

# Read once: a member read through its Enum class is slow on Python 3.11 (core/turns.py), and
# the end steps' rules are asked at every point the clock resolves.
_TURN_END = Point.TURN_END
_ROUND_END = Point.ROUND_END


class TransportsContext(Context, Protocol):
    """The context, and the parts embarking reaches: the moves and the Actions."""

    @property
    def moves(self) -> Moves: ...

    @property
    def performer(self) -> Performing: ...

    def lifted(self, unit: Unit, do: str, reason: Reason) -> bool: ...

    def left_battlefield(self, unit_name: str) -> None: ...


class Transports:
    """The part of the game that holds transports, reserves and their end-of-turn and
    end-of-round rules."""

    def __init__(self, game: TransportsContext) -> None:
        self.game = game

    # -- questions -----------------------------------------------------------------------------
    def transport_of(self, unit: Unit) -> Unit | None:
        """The unit's TRANSPORT as the rules in force make it count (18.3 item 6: the moves
        18.04 reads, :func:`~.transports.transport_moved`)."""
        return self.counted(unit.embarked_in) if unit.embarked_in else None

    def in_strategic_reserves(self, unit_name: str) -> bool:
        return rs.in_reserves(self.game.unit(unit_name), self.game.units)

    def aboard(self, transport_name: str, but: str) -> int:
        """The models of the units embarked within the TRANSPORT, ``but`` that unit (18.01)."""
        return sum(
            u.models
            for u in self.game.units.values()
            if u.embarked_in == transport_name and u.name != but and not u.destroyed
        )

    def can_embark(self, unit_name: str, transport_name: str) -> Verdict:
        # the TRANSPORT as the rules in force make it count (18.3 item 6: a keyword counted
        # as had counts for every clause that reads it, 18.01's TRANSPORT keyword too)
        transport = self.counted(transport_name)
        ruling = self.game.ruled(Question.EMBARK, self.game.unit(unit_name))
        unit = ruling.unit(self.game.unit(unit_name))
        aboard = partial(self.aboard, transport_name, unit_name)
        checks = tr.embark_checks(unit, transport, self.game.now, aboard)
        return self.game.verdict(ruling.rows(checks))

    def counted(self, unit_name: str) -> Unit:
        """The unit as the rules in force make it count now (18.3 item 6)."""
        unit = self.game.unit(unit_name)
        return self.game.ruled(None, unit).unit(unit)

    def embarked_within(self, unit_name: str) -> str | None:
        """The TRANSPORT the unit is embarked within, if any (18.02: then off the battlefield)."""
        inside = self.game.unit(unit_name).embarked_in
        self.game.weigh(tr.EMBARKED_OFF, inside is not None)
        return inside

    def last_disembark(self, unit_name: str) -> str | None:
        """The mode of the unit's last disembark ("Emergency" for an emergency disembark)."""
        done = self.game.unit(unit_name).disembarks
        return done[-1][0] if done else None

    def can_disembark_using(self, unit_name: str, mode: tr.Mode) -> Verdict:
        """Whether the unit can make a disembark move using ``mode`` now: eligibility (18.03,
        18.04, a Shock Disembark excusing its TRANSPORT's advance, 18.07), then the mode
        (:func:`~.transports.mode_refusals`). A move step that uses a refused mode is an
        error instead (``disembark``)."""
        unit = self.game.unit(unit_name)
        eligible = self.game.moves.can_move(unit_name, MoveKind.DISEMBARK, mode=mode)
        transport = self.transport_of(unit)
        refused = tr.mode_refusals(unit, transport, self.game.now, mode)
        rules = tuple(dict.fromkeys(r.rule for r in tr.MODE_REASONS))
        for rule in rules:
            self.game.weigh(rule, any(r.rule is rule for r in refused))
        consulted = tuple(dict.fromkeys((*eligible.consulted, *rules)))
        return Verdict(eligible.yes and not refused, (*eligible.reasons, *refused), consulted)

    # -- embarking -----------------------------------------------------------------------------
    def embark(self, unit_name: str, kind: MoveKind, transport_name: str) -> None:
        """The unit made a ``kind`` move and then embarked within the TRANSPORT (18.02)."""
        if kind not in tr.EMBARK_MOVES:
            raise RulesInputError(
                f"a unit embarks after a normal, advance or fall-back move, not {kind.article} "
                f"{kind.value} move (18.02)",
                word=kind.value,
            )
        unit, transport = self.game.unit(unit_name), self.counted(transport_name)
        moved = reading.copy(unit, phase_moves=(*unit.phase_moves, (kind, self.game.now.phase_key)))
        aboard = partial(self.aboard, transport_name, unit_name)
        ruling = self.game.ruled(Question.EMBARK, unit)
        checks = ruling.rows(tr.embark_checks(ruling.unit(moved), transport, self.game.now, aboard))
        refused = [r for r, test in checks if bars(test)]
        move = self.game.moves.can_move(unit_name, kind)
        if not move.yes:
            raise _impossible(unit_name, f"made {kind.article} {kind.value} move", move.reasons)
        if refused:
            raise _impossible(unit_name, f'embarked within "{transport_name}"', tuple(refused))
        self.game.moves.move(unit_name, kind)
        self.game.verdict(
            ruling.rows(
                tr.embark_checks(
                    ruling.unit(self.game.unit(unit_name)), transport, self.game.now, aboard
                )
            )
        )
        self.game.left_battlefield(unit_name)  # as mission cards count it (contract §20.2)
        self.game.performer.settle()  # a stated start is weighed while the unit is still there
        unit = self.game.set_unit(
            self.game.unit(unit_name),
            on_battlefield=False,
            engaged=False,
            engaged_only_aircraft=False,
            within=frozenset(),
            embarked_in=transport_name,
            embarked_in_phase=self.game.now.phase_key,
        )
        self.game.history.append(Embarked(self.game.now, unit_name, transport_name))
        self.game.note(Reason(f"{unit_name} embarks within {transport_name}", tr.EMBARKED_OFF))
        self.game.performer.fail_actions(
            unit_name, Reason("it embarked within a TRANSPORT", act.FAILS_OFF_BATTLEFIELD)
        )

    # -- disembarking --------------------------------------------------------------------------
    def disembark(
        self,
        unit_name: str,
        mode: tr.Mode | None = None,
        then: MoveKind | None = None,
        ends_engaged: bool | None = None,
        into: str | None = None,
    ) -> None:
        """The unit made a disembark move now, in ``mode`` (None: the mode 18.04 forces),
        followed for a Tactical Disembark by ``then`` (None: a normal move), set up within the
        area ``into`` where the step names one (18.04.01 weighs it after an ingress)."""
        unit = self.game.unit(unit_name)
        transport = self.transport_of(unit)
        chosen = self._assault_by_lift(
            unit, transport, mode, self._mode(unit, transport, mode, then, ends_engaged)
        )
        engaged = bool(ends_engaged) if chosen is tr.Mode.COMBAT else None
        if chosen is tr.Mode.COMBAT:  # before moving: a hazard roll for each model (06.03)
            self.game.moves.hazard_rolls(unit_name, "a Combat Disembark (18.04)")
            if self.game.unit(unit_name).destroyed:  # its hazard rolls left no model to set up
                return
        unit = self.game.moves.move(
            unit_name, MoveKind.DISEMBARK, mode=chosen, ends_engaged=engaged, into=into
        )
        unit = self.game.set_unit(
            unit, disembarks=(*unit.disembarks, (chosen.value, self.game.now.turn_key))
        )
        for each, rule in tr.MODE_CLAUSES.items():
            self.game.weigh(rule, each is chosen)
        self.game.note(
            Reason(f"{unit_name} disembarks using {chosen.value}", tr.MODE_CLAUSES[chosen])
        )
        if chosen is tr.Mode.COMBAT:
            self.game.set_unit(unit, battle_shocked=True)
            self.game.note(Reason(f"{unit_name} is battle-shocked (no roll)", tr.COMBAT))
        if chosen is tr.Mode.TACTICAL:
            self.game.moves.move(unit_name, then or MoveKind.NORMAL, part_of=MoveKind.DISEMBARK)

    def _assault_by_lift(
        self, unit: Unit, transport: Unit | None, mode: tr.Mode | None, chosen: tr.Mode
    ) -> tr.Mode:
        """Contract 18.3 item 1 (URU v1.1): a Rapid Disembark from a TRANSPORT that made a
        normal move, by a unit a rule in force lets declare a charge even though it made a
        Rapid, Combat or emergency disembark this turn, is an Assault Disembark (18.06)."""
        if mode is not None or chosen is not tr.Mode.RAPID or transport is None:
            return chosen
        if not tr.transport_moved(transport, self.game.now, MoveKind.NORMAL):
            return chosen
        lifted = self.game.lifted(unit, Question.CHARGE.value, tr.C_RAPID)
        return tr.Mode.ASSAULT if self.game.weigh(tr.ASSAULT, lifted) else chosen

    def _mode(
        self,
        unit: Unit,
        transport: Unit | None,
        mode: tr.Mode | None,
        then: MoveKind | None,
        ends_engaged: bool | None,
    ) -> tr.Mode:
        """The disembark mode: the stated one where the rules allow it, else the forced one.
        A stated mode the rules refuse (:func:`~.transports.mode_refusals`) is an input error
        naming the fix (contract §14), except an Assault Disembark after no normal move of its
        TRANSPORT, a move the unit could not have made."""
        forced = tr.forced_mode(transport, self.game.now)
        chosen = mode or forced
        name = unit.name
        refused = tr.mode_refusals(unit, transport, self.game.now, chosen) if mode else ()
        if chosen in tr.D_NOT_GRANTED and tr.D_NOT_GRANTED[chosen] in refused:
            article = chosen.article
            raise RulesInputError(
                f'"{name}" cannot make {article} {chosen.value}: only a rule grants it '
                f'({tr.MODE_CLAUSES[chosen].section}); add Given a rule lets "{name}" make '
                f"{article} {chosen.value}",
                word=chosen.value,
            )
        if tr.D_NO_NORMAL in refused:
            raise _impossible(name, "made an Assault Disembark", (tr.D_NO_NORMAL,))
        if chosen is tr.Mode.COMBAT and tr.D_RAPID_FORCED in refused:
            raise RulesInputError(
                f'"{name}" cannot make a Combat Disembark: its TRANSPORT made a normal or '
                "ingress move this phase, so the mode is Rapid Disembark (18.04.01)",
                word=chosen.value,
            )
        if refused:
            raise RulesInputError(
                f'"{name}" cannot make {chosen.article} '
                f"{chosen.value}: its TRANSPORT's move this phase "
                f"makes the mode {forced.value} (18.04)",
                word=chosen.value,
                suggestion=f"using {forced.value}",
            )
        if then is not None and chosen is not tr.Mode.TACTICAL:
            raise RulesInputError(
                f'"{name}" makes no further move after a {chosen.value}: only a Tactical '
                "Disembark is followed by a normal or advance move (18.04, 09.02)",
                word=then.value,
            )
        if then is not None and then not in tr.TACTICAL_MOVES:
            raise RulesInputError(
                f"a Tactical Disembark is followed by a normal or advance move, not "
                f"{then.article} {then.value} move (18.04)",
                word=then.value,
            )
        if ends_engaged and chosen is not tr.Mode.COMBAT:
            raise RulesInputError(
                f"only a Combat Disembark may end engaged, not a {chosen.value} (18.04)",
                word="engaged",
            )
        if ends_engaged and (transport is None or not transport.engaged):
            reason = Reason("its TRANSPORT is not engaged", tr.COMBAT)
            raise _impossible(name, "ended a Combat Disembark engaged", (reason,))
        return chosen

    def emergency_disembark(self, unit_name: str, ends_engaged: bool = False) -> None:
        """18.05: forced when its TRANSPORT is destroyed; battle-shocked, no charge this turn.
        ``ends_engaged``: the step states that no other set-up was possible, so the unit was
        set up engaged (app erratum to 18.05); the core does not weigh that statement."""
        self.game.weigh(tr.EMERGENCY_ENGAGED, ends_engaged)
        # Before moving: a hazard roll for each model (18.05, 06.03).
        self.game.moves.hazard_rolls(unit_name, "an emergency disembark (18.05)")
        if self.game.unit(unit_name).destroyed:  # its hazard rolls left no model to set up
            return
        unit = self.game.moves.move(
            unit_name, MoveKind.EMERGENCY_DISEMBARK, ends_engaged=True if ends_engaged else None
        )
        unit = self.game.set_unit(
            unit,
            battle_shocked=True,
            disembarks=(*unit.disembarks, (tr.EMERGENCY_DONE, self.game.now.turn_key)),
        )
        self.game.note(
            Reason(f"{unit_name} makes an emergency disembark move", tr.TRANSPORT_DESTROYED)
        )
        self.game.note(Reason(f"{unit_name} is battle-shocked", tr.EMERGENCY))

    def leave_battlefield(
        self, unit_name: str, destroyed: bool = False, ends_engaged: Collection[str] = ()
    ) -> None:
        """As a unit leaves; a destroyed TRANSPORT on the battlefield first lets each unit
        embarked within it make an emergency disembark move (18.03, 18.05), those named in
        ``ends_engaged`` ending engaged (app erratum to 18.05)."""
        unit = self.game.unit(unit_name)
        inside = [u.name for u in self.game.units.values() if u.embarked_in == unit_name]
        gets_out = destroyed and unit.on_battlefield and unit.has(kw.TRANSPORT)
        for name in ends_engaged:
            if not gets_out or name not in inside:
                raise RulesInputError(
                    f'"{name}" makes no emergency disembark move: only a unit embarked within a '
                    f"TRANSPORT that is destroyed on the battlefield makes one (18.03, 18.05)",
                    word=name,
                )
        if gets_out:
            self.game.weigh(tr.TRANSPORT_DESTROYED, bool(inside))
            for name in inside:
                self.emergency_disembark(name, ends_engaged=name in ends_engaged)
        self.game.moves.leave_battlefield(unit_name, destroyed)

    # -- the End of Turn step and the end of the battle round ----------------------------------
    def end_step_rules(self, moment: Moment) -> None:
        """The non-mission rules of the core at an end step, first of all (the text gives no
        order): AIRCRAFT into reserves (23.02), reserves that never arrived destroyed at the
        end of battle round 3 (20.04, 07.03 step 1)."""
        point = moment.point
        if point is _TURN_END:
            for unit in list(self.game.units.values()):
                aircraft = unit.has(kw.AIRCRAFT) and unit.on_battlefield
                leaves = rs.aircraft_leaves(unit, moment)
                if aircraft and self.game.weigh(rs.AIRCRAFT_TO_RESERVES, leaves):
                    self._to_reserves(unit.name)
        if point is _ROUND_END:
            last = moment.battle_round == rs.RESERVES_LAST_ROUND
            waiting = [u for u in self.game.units.values() if rs.in_reserves(u, self.game.units)]
            doomed = [
                u
                for u in waiting
                if self.game.weigh(rs.NEVER_ARRIVED, last and rs.never_arrived(u, self.game.units))
            ]
            for unit in doomed:
                what = f"{unit.name} never made an ingress move and is destroyed"
                self.game.note(Reason(what, rs.NEVER_ARRIVED))
                self.game.set_unit(unit, destroyed=True, models=0, wounds_left=0)

    def _to_reserves(self, unit_name: str) -> None:
        self.game.note(Reason(f"{unit_name} goes into strategic reserves", rs.AIRCRAFT_TO_RESERVES))
        self.game.left_battlefield(unit_name)
        self.game.moves.leave_battlefield(unit_name)
        self.game.set_unit(self.game.unit(unit_name), in_reserves=True, repositioned=True)


__all__ = ["ImpossibleEvent", "Transports"]
