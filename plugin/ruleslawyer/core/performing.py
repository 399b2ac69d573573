"""Performing Actions (16.01): starting one, completing it at its COMPLETES moment, and
failing it; the part of the game that keeps each unit's performances."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import partial
from typing import Any, Protocol

from . import actions as act
from . import mission_rows as mr
from . import parts, reading
from .action_effects import EFFECT_MARKERS, EFFECT_TAGS, EffectPart, Kind, parse_effect
from .actions import ActionDef, Completes, Per, UseLimit
from .clock import Moment, other
from .completion import completion_moment
from .context import Context
from .effect_kinds import Applied
from .errors import RulesInputError
from .history import ActionAttempt, ActionEnded, ActionStarted, ActionState
from .mission_rows import Condition
from .objectives import ACTION_SCORES, Objective, Objectives
from .once_kinds import Resolver, action_once_effects
from .performance import Performance
from .predicates import Question, declare
from .references import Reason
from .starts import When
from .units import BATTLE_SHOCKED_OC, Unit, area_key

__all__ = ["ActionState", "Performance", "Performing", "completion_moment"]


UNIT_TARGET = "unit:"  # the target key of an Action started on a unit (a tag's key too)

# What makes the record of a start (16.01). The exhaustive walk swaps it for its own while it
# runs (never otherwise): a record that tells the walk when its completion is read, wherever it
# is read from (properties/tracking.py).
START_RECORD: Callable[..., ActionStarted] = ActionStarted


@dataclass(frozen=True)
class _StartRows:
    """The rows of an Action that ``Performing.begin_action`` reads itself."""

    use_limit: UseLimit
    condition: Condition | None
    completes: Completes

    @classmethod
    def of(cls, action: ActionDef | _StartRows) -> _StartRows:
        return cls(action.use_limit, action.condition, action.completes)


@dataclass(frozen=True)
class _Ask:
    """What a COMPLETES condition is asked of (:class:`mission_rows.CompletesAsk`)."""

    game: Any
    unit: str
    player: str
    target: str | None
    within: str | None


class PerformingContext(Context, Protocol):
    """The context, and what performing an Action asks of the rest of the game."""

    @property
    def battle_rounds(self) -> int: ...

    @property
    def objectives(self) -> Objectives: ...

    def action(self, name: str) -> ActionDef: ...

    def phase_begun(self) -> bool: ...

    def area_within(self, inner: str, outer: str) -> bool | None: ...

    def lifted(self, unit: Unit, do: str, reason: Reason) -> bool: ...


# What becoming battle-shocked bars: "perform Actions" (the `<do>` words of contract 18.2), for
# this reason. A rule that lets a unit perform (or start) Actions even though it is battle-shocked
# lifts it (contract 18.3 item 1, app FAQ data 912), and the ending below then does not happen.
SHOCK_ENDS_DO = "perform Actions"
R_SHOCK_ENDS = Reason("it is battle-shocked", act.SHOCK_ENDS_ACTION)
declare(
    Question.PERFORM_ACTION,
    R_SHOCK_ENDS,
    lambda ask: ask.unit.battle_shocked,
    reads=("battle_shocked",),
)


class Performing:
    """The part of the game that starts, completes and fails Actions (16.01): every
    performance is a view of the history's records of its start and its end."""

    def __init__(self, game: PerformingContext) -> None:
        self.game = game
        # Stated starts whose unit may have become battle-shocked since (contract 18.9), each
        # with the moment of its start: weighed when the performances are first asked, or just
        # before the unit's battle-shock changes, never earlier (so that the exhaustive walk
        # reads a stated unit's battle-shock only where an answer rests on it).
        self.unsettled: list[tuple[str, Moment]] = []

    # -- what the history says ---------------------------------------------------------------------
    @property
    def performances(self) -> list[Performance]:
        """Every performance of an Action, in the order started, as the history tells it."""
        self.settle()
        ended = {e.start: e for e in self.game.history.of(ActionEnded)}
        views = []
        for index, s in self.game.history.indexed(ActionStarted):
            end = ended.get(index)
            state = end.state if end is not None else ActionState.PERFORMING
            because = end.because if end is not None else None
            views.append(
                Performance(s.unit, s.action, s.player, s.moment, s, state, because, s.target)
            )
            views[-1].index = index
        return views

    @property
    def effects(self) -> Counter[str]:
        """How many times each Action's effect resolved (once per completion)."""
        return Counter(p.action for p in self.performances if p.state is ActionState.COMPLETED)

    @property
    def uses(self) -> list[tuple[str, str, tuple[int, str]]]:
        """Each start of an Action: (player, Action, turn)."""
        return [
            (s.player, s.action, s.moment.turn_key) for s in self.game.history.of(ActionStarted)
        ]

    def refused_start(self, unit_name: str, action_name: str) -> tuple[Reason, ...]:
        """Why the unit's last attempt to start the Action at this moment was refused; empty
        when it made none since the clock last moved, or the last one started it."""
        attempt = self.game.history.last_action_attempt(unit_name, action_name)
        return attempt.reasons if attempt is not None else ()

    def action_target(
        self, unit_name: str, action_name: str, on: str | None, strict: bool = True
    ) -> str | None:
        """The objective the Action is on ("that objective", contract §15): the ``on`` one,
        else the only objective the unit is within range of; with several in range of an
        Action whose rows speak of it, starting it (``strict``) is an error, and a question
        weighs every objective in range instead."""
        unit, action = self.game.unit(unit_name), self.game.action(action_name)
        if on is not None and on.startswith(UNIT_TARGET):
            return on  # an enemy unit (`on "<enemy>"`)
        if on is not None:
            key = area_key(on)
            if action.needs_objective or key in self.game.objectives.defs:
                return self.game.objectives.get(on).key
            return key  # a terrain area the Action is about ("that terrain area")
        if not action.needs_objective:
            return None
        found = self.game.objectives.in_range_of(unit, self.game.weigh)
        if len(found) > 1 and not strict:
            return None
        if len(found) > 1:
            names = " and ".join(o.name for o in found)
            raise RulesInputError(
                f'"{unit_name}" is within range of {names}: say which objective the '
                f'"{action_name}" Action is started on: When "{unit_name}" starts the '
                f'"{action_name}" Action on <objective>',
                word=action_name,
                suggestion=f'"{unit_name}" starts the "{action_name}" Action on {found[0].name}',
            )
        return found[0].key if found else None

    def refusals(
        self, unit_name: str, action_name: str, on: str | None = None
    ) -> tuple[Reason, ...]:
        """Every reason that bars ``unit_name`` from starting ``action_name`` now: one row a
        reason, each weighed in turn (core/parts.py: the walk keeps each row's reads apart)."""
        game, now = self.game, self.game.now
        ruling = game.ruled(Question.START_ACTION, game.unit(unit_name))
        unit, action = ruling.unit(game.unit(unit_name)), game.action(action_name)
        # With no objective on the table and none named, the Action is on none.
        on_table = on is not None or bool(game.objectives.defs)
        target = self.action_target(unit_name, action_name, on, strict=False) if on_table else None

        def shocked_oc() -> bool:  # weighed only (01.07): the OC bar gives the reason
            game.weigh(BATTLE_SHOCKED_OC, unit.battle_shocked)
            return False

        def not_now() -> bool:
            if action.starts.first_round > 1:
                game.weigh(mr.STARTS_FROM_ROUND, now.battle_round < action.starts.first_round)
            allowed = action.starts.allows(now, unit.player, game.phase_begun())
            return game.weigh(act.STARTS_ROW, not allowed)

        def not_allowed() -> bool:
            where = act.Where(
                game.weigh,
                game.area_within,
                self._is_terrain,
                partial(self._objectives_in_range, target=target),
                game.objectives,
            )
            held = mr.held_by(action.cards, unit.player, game.objectives.book.holds, game.weigh)
            return game.weigh(act.UNITS_ROW, not held or not action.units.allows(unit, where))

        def limit() -> bool:
            reached = self._limit_reached(action, unit.player, target, unit_name)
            return game.weigh(act.USE_LIMIT_ROW, reached)

        rows = [
            *act.weighed_bars(unit, now, game.weigh, action),
            (None, shocked_oc),
            (act.R_NOT_NOW, not_now),
        ]

        def restricted() -> bool:
            n = action.not_while_markers
            if n is None:
                return False
            # The markers counted are those the EFFECT removes: the player's own, or the
            # opponent's for `remove one of your opponent's operation markers` (Extract Relic's
            # Sensor Sweep, contract 20.2; interpretation 92).
            parts = parse_effect(action.effect_for(unit.player)) or ()
            theirs = any(p.kind is Kind.REMOVE_THEIRS for p in parts)
            whose = other(unit.player) if theirs else unit.player
            count = sum(c for (p, _), c in game.objectives.markers.items() if p == whose)
            return game.weigh(act.RESTRICTIONS_ROW, count == n)

        def bad_target() -> bool:
            allowed = target is not None and self._target_allowed(action_name, target, unit)
            return game.weigh(act.UNITS_ROW, not allowed)

        rows += [(act.R_NOT_ALLOWED, not_allowed), (act.R_LIMIT, limit)]
        rows += [(act.R_RESTRICTED, restricted)]
        if target is not None and target.startswith(UNIT_TARGET):
            rows += [(act.R_TARGET, bad_target)]
        return parts.answer(ruling.rows(rows))

    def _target_allowed(self, action_name: str, target: str, unit: Unit) -> bool:
        """An enemy unit an Action is started on: on the battlefield, and not already carrying
        a tag of the unit's player that the Action's EFFECT gives it."""
        enemy = self.game.unit(target[len(UNIT_TARGET) :])
        if enemy.player == unit.player or not enemy.on_battlefield or enemy.destroyed:
            return False
        parts = parse_effect(self.game.action(action_name).effect_for(unit.player)) or ()
        tags = {p.tag for p in parts if p.kind is Kind.TAG}
        return not any((target, t, unit.player) in self.game.objectives.tags for t in tags)

    def _objectives_in_range(self, unit: Unit, target: str | None) -> Iterator[Objective]:
        """The objectives ``unit`` is within range of (a UNITS row's `within range of`): the
        one the Action is on, else each; found (and weighed) one at a time."""
        objectives = self.game.objectives
        keys = [target] if target is not None else [o.key for o in objectives.defs.values()]
        for key in keys:
            objective = objectives.defs.get(key)
            if objective is not None and objectives.in_range(unit, objective.name, self.game.weigh):
                yield objective

    def _limit_reached(
        self, action: ActionDef, player: str, target: str | None = None, unit: str | None = None
    ) -> bool:
        reached = False
        for limit in action.use_limit.parts:
            if limit.times is None:
                continue
            starts = self.game.history.action_starts(player, action.name)
            if limit.per_terrain:
                area = target or (self._terrain_of(unit) if unit is not None else None)
                used = [s.moment.turn_key for s in starts if area is not None and s.target == area]
            elif limit.per_objective:
                used = [
                    s.moment.turn_key for s in starts if s.target == target and target is not None
                ]
            else:
                used = [s.moment.turn_key for s in starts]
            if limit.per is Per.TURN:
                used = [k for k in used if k == self.game.now.turn_key]
            elif limit.per is Per.BATTLE_ROUND:
                used = [k for k in used if k[0] == self.game.now.battle_round]
            hit = len(used) >= limit.times
            if limit.per_objective:
                self.game.weigh(mr.LIMIT_PER_OBJECTIVE, hit)
            if limit.per_terrain:
                self.game.weigh(mr.LIMIT_PER_TERRAIN, hit)
            reached = reached or hit
        return reached

    def start_action(
        self, unit_name: str, action_name: str, on: str | None = None
    ) -> tuple[Reason, ...]:
        """Attempt to start; a refusal is recorded and returned, never raised."""
        # Several objectives in range: an error. With none on the table and none named, the
        # Action is on none, whatever its rows (which are then not read).
        on_table = on is not None or bool(self.game.objectives.defs)
        target = self.action_target(unit_name, action_name, on) if on_table else None
        # Every bar is asked and every reason recorded (a Then may list them), but the start
        # itself asks only whether one holds: in the walk that reads the first that held
        # (core/parts.py), so a refused start does not branch on what only later bars read.
        # Each reason's rule was weighed by its bar; the trace says them only when shown.
        reasons = self.refusals(unit_name, action_name, on)
        self.game.history.append(ActionAttempt(self.game.now, unit_name, action_name, reasons))
        if reasons:
            self.game.say_lines(partial(_refused_lines, unit_name, action_name, reasons))
            return reasons
        player = self.game.unit(unit_name).player
        self.game.spend_restricted(
            unit_name, player, lambda: not self.refusals(unit_name, action_name, on)
        )
        if self.game.action(action_name).starts.when is not When.START:
            self.game.acted()  # an Action started at the start of a phase leaves it at its start
        self.begin_action(unit_name, action_name, target)
        return ()

    def stated_start(self, unit_name: str, action_name: str) -> Performance:
        """A start the scenario states (`started the "A" Action this turn`): on the objective
        (or area) its unit is within, exactly as a performed start is ("that objective",
        contract 15); with several in range and no way to name one, on none of them."""
        target = None
        if self.game.objectives.defs:
            target = self.action_target(unit_name, action_name, None, strict=False)
        performance = self.begin_action(unit_name, action_name, target, stated=True)
        if performance.completes_at != self.game.now:  # still under way: see ``settle``
            self.unsettled.append((unit_name, self.game.now))
        return performance

    def begin_action(
        self, unit_name: str, action_name: str, target: str | None = None, stated: bool = False
    ) -> Performance:
        """Record that the unit starts the Action now (no eligibility check: a stated fact). A
        start the scenario ``stated`` reads the Action's rows it needs here as a drawn start
        (core/reading.py): for any of their values the unit was drawn performing it, so only
        when it completes differs, read where the record of its start is."""
        unit = self.game.unit(unit_name)
        action: ActionDef | _StartRows = self.game.action(action_name)
        if stated:
            action = reading.drawn_start(partial(_StartRows.of, action))
        if target is None and any(p.per_terrain for p in action.use_limit.parts):
            target = self._terrain_of(unit_name)  # the terrain area its use limit counts
        if target is None and action.condition is not None and not action.condition.needs_objective:
            # 16.01 Completing an Action: a COMPLETES condition about "that terrain area" asks
            # about the terrain area the unit started the Action in, not the row's generic words.
            target = self._terrain_of(unit_name)
        self.game.set_unit(
            unit, actions_started=(*unit.actions_started, (action_name, self.game.now.turn_key))
        )
        moment = completion_moment(
            action.completes, self.game.now, unit.player, self.game.battle_rounds
        )
        started = START_RECORD(self.game.now, unit_name, action_name, unit.player, target, moment)
        index = self.game.history.append(started)
        performance = Performance(unit_name, action_name, unit.player, self.game.now, moment)
        performance.target, performance.index = target, index
        on = f" on {self._target_name(target)}" if target else ""
        self.game.note(Reason(f"{unit_name} starts {action_name}{on}", act.STARTS_ROW))
        immediate = action.completes is Completes.IMMEDIATELY
        if immediate or self.game.objectives.defs:  # a mission's game: weighed both ways
            self.game.weigh(mr.COMPLETES_IMMEDIATELY, immediate)
        if moment == self.game.now or immediate:
            self.complete(performance)
        return performance

    def _target_name(self, key: str | None) -> str:
        if key is not None and key.startswith(UNIT_TARGET):
            return f'"{key[len(UNIT_TARGET) :]}"'
        found = self.game.objectives.defs.get(key or "")
        return found.name if found is not None else str(key)

    def _condition_met(self, performance: Performance, condition: Condition) -> bool:
        """A conditional COMPLETES row, asked of the last determination (contract §15): the
        condition's declared test (:func:`mission_rows.completes_condition`)."""
        ask = _Ask(
            self.game,
            performance.unit,
            performance.player,
            performance.target,
            self.game.action(performance.action).units.within,
        )
        return self.game.weigh(condition.rule, condition.met(ask))

    def complete(self, performance: Performance) -> None:
        unit = self.game.unit(performance.unit)
        # It reached its COMPLETES moment: no move and no leaving the battlefield broke it.
        self.game.weigh(act.FAILS_ON_MOVE, False)
        self.game.weigh(act.FAILS_OFF_BATTLEFIELD, False)
        barred = self.shock_ends_actions(unit)  # lifted, it may complete (18.9)
        self.game.weigh(act.COMPLETES_AT, not barred)
        if self.game.weigh(act.SHOCKED_NO_COMPLETE, barred):
            performance.state = ActionState.NOT_COMPLETED
            performance.because = Reason(
                f"{unit.name} is battle-shocked and cannot complete {performance.action}",
                act.SHOCKED_NO_COMPLETE,
            )
        elif (condition := self.game.action(performance.action).condition) is not None and (
            not self._condition_met(performance, condition)
        ):
            performance.state = ActionState.NOT_COMPLETED
            performance.because = Reason(
                f"{unit.name} does not complete {performance.action}: it is not so that "
                f"{condition.value}",
                condition.rule,
            )
        else:
            performance.state = ActionState.COMPLETED
            performance.because = Reason(
                f"{unit.name} completes {performance.action}; its effect resolves",
                act.COMPLETES_AT,
            )
            self._score_effect(performance)
            self._once_effects(performance)
        self.game.history.append(
            ActionEnded(self.game.now, performance.index, performance.state, performance.because)
        )
        self.game.note(performance.because)

    def _score_effect(self, performance: Performance) -> None:
        """EFFECT `score <n> VP`, and the tag and marker sentences (contract §15, as changed in
        round 4): they resolve for the unit's player on completion."""
        effect = self.game.action(performance.action).effect_for(performance.player)
        parts = parse_effect(effect)
        scores = [p for p in parts or () if p.kind is Kind.SCORE]
        if not parts and not self.game.objectives.defs:
            return  # an effect in words and no mission: nothing to weigh
        self.game.weigh(ACTION_SCORES, bool(scores))
        for part in parts or ():
            if part.kind is Kind.SCORE:
                vp = part.vp
                self.game.objectives.score(
                    performance.player, vp, performance.action, self.game.now
                )
                self.game.note(
                    Reason(
                        f"player {performance.player} scores {vp} VP ({performance.action})",
                        ACTION_SCORES,
                    )
                )
            else:
                self._mark(performance, part)
        self._link_tags(performance, parts or ())

    def _link_tags(self, performance: Performance, parts: Sequence[EffectPart]) -> None:
        """The tags an EFFECT places together with an operation marker, on the same area: they
        go when that marker is removed (contract §20.2)."""
        area = performance.target or self._terrain_of(performance.unit)
        if area is None or not any(p.kind is Kind.PLACE for p in parts):
            return
        for part in parts:
            if part.kind is Kind.TAG:
                self.game.objectives.with_marker.add((area, part.tag, performance.player))

    def _once_effects(self, performance: Performance) -> None:
        """An EFFECT row of one-shot effect sentences (18.4): each resolves on completion, for
        the unit's player, as an ability's would at its WHEN."""
        effect = self.game.action(performance.action).effect_for(performance.player)
        for stated in action_once_effects(effect):
            unit = None if stated.for_player else performance.unit
            source = f'the "{performance.action}" Action'
            applied = Applied(unit, performance.player, performance.action, source, self.game.now)
            if stated.kind.resolve is not None:
                stated.kind.resolve(stated, applied, Resolver(self.game))

    def _mark(self, performance: Performance, part: EffectPart) -> None:
        """A tag or marker sentence, on "that objective" or "that terrain area"."""
        objectives, player = self.game.objectives, performance.player
        area = performance.target or self._terrain_of(performance.unit)
        if part.kind is Kind.TAG and area is not None:
            self.game.weigh(EFFECT_TAGS, True)
            objectives.tags[(area, part.tag, player)] = self.game.now
            said = f"{area} becomes {part.tag} by player {player}"
        elif part.kind is Kind.PLACE and area is not None:
            self.game.weigh(EFFECT_MARKERS, True)
            objectives.markers[(player, area)] = objectives.markers.get((player, area), 0) + 1
            said = f"player {player} places an operation marker within {area}"
        elif part.kind in (Kind.REMOVE_THEIRS, Kind.REMOVE_OURS):
            whose = player if part.kind is Kind.REMOVE_OURS else other(player)
            placed = [k for (p, k), n in objectives.markers.items() if p == whose and n]
            if not self.game.weigh(EFFECT_MARKERS, bool(placed)):
                return
            key = area if area in placed else placed[0]
            objectives.markers[(whose, key)] -= 1
            objectives.marker_removed(whose, key, self.game.weigh)
            said = f"player {whose}'s operation marker within {key} is removed"
        else:
            return
        self.game.note(Reason(f"{performance.action}: {said}", EFFECT_TAGS))

    def _is_terrain(self, area: str) -> bool:
        """A terrain area: one named so, one stated so, an objective that is no marker."""
        objectives, key = self.game.objectives, area_key(area)
        found = objectives.defs.get(key)
        return (
            key == "terrain area"
            or key in objectives.terrain
            or (found is not None and not found.marker)
        )

    def _terrain_of(self, unit_name: str) -> str | None:
        """The terrain area the unit is within (a stated one, or an objective's area)."""
        unit = self.game.unit(unit_name)
        return next((area_key(a) for a in unit.within if self._is_terrain(a)), None)

    def performing(self, unit_name: str) -> bool:
        self.settle()
        return any(s.unit == unit_name for _, s in self.game.history.open_starts())

    def due(self, moment: Moment) -> list[Performance]:
        """The performances under way that reach their COMPLETES moment at ``moment``."""
        if self.unsettled:
            self.settle()
        starts = self.game.history.open_starts()
        return (
            [Performance.under_way(index, s) for index, s in starts if s.completes_at == moment]
            if starts
            else []
        )

    # -- battle-shock ends an Action in progress (01.07, 16.01; app FAQ data 912) -----------------
    def shock_ends_actions(self, unit: Unit) -> bool:
        """The one condition under which battle-shock ends the Actions ``unit`` is performing:
        it is battle-shocked, and no rule in force lifts the bar (a rule that lets it start or
        perform Actions even though it is battle-shocked, contract 18.9). Battle-shocked as the
        rules in force make it count (18.3 item 6: a count-as changes the fact 01.07 reads)."""
        if not self.game.ruled(None, unit).unit(unit).battle_shocked:
            return False
        lifted = self.game.lifted(unit, SHOCK_ENDS_DO, R_SHOCK_ENDS) or self.game.lifted(
            unit, "start Actions", R_SHOCK_ENDS
        )
        return self.game.weigh(act.SHOCK_ENDS_ACTION, not lifted)

    def battle_shocked(self, unit: Unit, at: Moment | None = None) -> None:
        """The unit became battle-shocked (at ``at``, else now): every Action it is performing
        ends then, not completed, as a move would end it; the start still counts (USE LIMIT,
        `it started another action this turn`, the 16.01 locks)."""
        if self.performing(unit.name) and self.shock_ends_actions(unit):
            why = Reason("it became battle-shocked", act.SHOCK_ENDS_ACTION)
            self.fail_actions(unit.name, why, at)

    def lift_ended(self) -> None:
        """Called at each step of the clock: a battle-shocked unit that a rule kept performing
        (18.9) stops performing once no rule in force lets it any more, as it would have
        stopped had it become battle-shocked then (18.3 item 1: a lift holds while it is in
        force; 01.07; interpretation 86)."""
        if not self.game.history.open_starts():
            return
        for name in dict.fromkeys(s.unit for _, s in self.game.history.open_starts()):
            unit = self.game.unit(name)
            if self.shock_ends_actions(unit):
                why = Reason(
                    "it is battle-shocked and no rule lets it perform Actions any more",
                    act.SHOCK_ENDS_ACTION,
                )
                self.fail_actions(name, why)

    def settle(self) -> None:
        """A stated start by a unit stated battle-shocked: it started, then became
        battle-shocked, so it stopped performing at once (contract 18.9), at its start. A
        stated start by a unit stated off the battlefield: it started, then left it, so the
        Action failed (16.01 Completing an Action; interpretation 87)."""
        if not self.unsettled:
            return
        pending, self.unsettled = self.unsettled, []
        for name, at in pending:
            unit = self.game.unit(name)
            if not unit.on_battlefield:
                self.game.weigh(act.FAILS_OFF_BATTLEFIELD, True)
                why = Reason("it left the battlefield", act.FAILS_OFF_BATTLEFIELD)
                self.fail_actions(name, why, at)
            else:  # battle-shocked as counted, weighed there (18.3 item 6)
                self.battle_shocked(unit, at)

    def fail_actions(self, unit_name: str, reason: Reason, at: Moment | None = None) -> None:
        self.settle()
        when = at or self.game.now
        for index, start in self.game.history.open_starts():
            if start.unit == unit_name:
                performance = Performance.under_way(index, start)
                self.game.weigh(act.COMPLETES_AT, False)
                because = Reason(
                    f"{unit_name}'s {performance.action} fails: {reason.text}", reason.rule
                )
                self.game.history.append(
                    ActionEnded(when, performance.index, ActionState.FAILED, because)
                )
                self.game.note(because, when)

    def performances_of(self, unit_name: str, action_name: str) -> list[Performance]:
        self.game.unit(unit_name)
        self.game.action(action_name)
        return [p for p in self.performances if p.unit == unit_name and p.action == action_name]


def _refused_lines(unit_name: str, action_name: str, reasons: Sequence[Reason]) -> list[str]:
    """The trace's lines of a refused start: a reason each."""
    return [
        str(Reason(f"{unit_name} cannot start {action_name}: {reason.text}", reason.rule))
        for reason in reasons
    ]
