"""The part of the game that holds the mission: objectives and their control (14), the mission
rules that score VP (07.02, 07.03, 08.05), and what the game's steps ask of them.

Control is determined at the end of every phase and turn, after that step's other rules and
before the mission is consulted: the game's end steps call :meth:`Missions.determine_control`
between the two.
"""

from __future__ import annotations

from typing import Protocol

from .attached import PART_LOSS_FIELDS, lose_part_models
from .card_facts import UNIT_DESTROYED, Destruction, Facts, Spot
from .cards import Scored, card_key
from .clock import PHASE_ENDS, Moment, Point, moment_at, other
from .context import Context
from .errors import RulesInputError
from .history import ActionEnded, ActionStarted, ActionState
from .keywords import AIRCRAFT, CHARACTER
from .move_areas import areas_after_outside, ended_within
from .objectives import (
    DETERMINED,
    Objectives,
    control_point,
)
from .references import Reason, clause
from .triggers import TriggeredRule
from .units import PartFacts, Unit, area_key, own_area_key

# How long a tag lasts (contract §20.2): these until the end of the turn, condemned until the
# start of its holder's next turn, every other for the battle.
UNTIL_END_OF_TURN = frozenset({"cleansed", "surveilled"})
# The card keys of the cards that select (contract §20.2).
BEACON, TEMPTING, PUNISHMENT = "beacon", "atemptingtarget", "punishment"
UNTIL_HOLDERS_TURN = frozenset({"condemned"})
# The battlefield's four table quarters, as a positioned scenario names them (19.5).
QUARTER_NAMES = (
    "the south-west table quarter",
    "the south-east table quarter",
    "the north-west table quarter",
    "the north-east table quarter",
)
_TURN_END = Point.TURN_END  # read once: a member read through its Enum class is slow (3.11)
TAG_CLEARS = clause("07.02", "Player Turns", "a card's tag lasts as long as the card says")
MARKERS_CLEARED = clause(
    "07.02",
    "Player Turns",
    "Surveil the Foe: a unit ending a move within range of an objective removes the opponent's "
    "operation markers within range of it",
)
SURVEIL = "surveilthefoe"


class MissionsContext(Context, Protocol):
    """The context, and where areas lie (stated, 3's area form)."""

    def area_within(self, inner: str, outer: str) -> bool | None: ...

    def leave_battlefield_destroyed(self, unit_name: str, by: str | None) -> None: ...


class Missions:
    """The part of the game that holds objectives, control and VP."""

    def __init__(self, game: MissionsContext, objectives: Objectives) -> None:
        self.game = game
        self.objectives = objectives

    def begin_objectives(self) -> None:
        """Take the last determination as the scenario starts (see Objectives.start)."""
        first_end = moment_at(1, self.game.first_player, Point.COMMAND_END, self.game.first_player)
        # The units as the rules in force make them (14.02; 18.3 item 3), read only where an
        # objective is set up: with none, the start reads no unit, so none is made.
        units = self.as_modified() if self.objectives.defs else []
        self.objectives.start(units, self.game.weigh, self.game.now, first_end)
        # A scenario that begins mid-turn takes the stated areas and control for the start of
        # the turn, unless a Given stated them (contract §20.2).
        # Read only where a card may ask (the exhaustive walk branches on every fact read).
        if self._counting():
            for unit in self.game.units.values():
                self.objectives.start_areas.setdefault(unit.name, self._areas(unit))
        if self.objectives.start_control is None:
            last = self.objectives.last
            self.objectives.start_control = dict(last.control) if last else {}

    def as_modified(self) -> list[Unit]:
        """Every unit as the rules in force make it count (its OC as modified, 18.3 item 3)."""
        return [self.game.ruled(None, u).unit(u) for u in self.game.units.values()]

    def _cards_held(self) -> bool:
        return any(self.objectives.book.held.values())

    def _counting(self) -> bool:
        """Whether what cards count is recorded now: while a card is held, and always where the
        book says so (a concrete scenario: a card drawn later in the turn counts what was
        destroyed earlier in it, as "this turn" runs from the Start of Turn step, contract
        §20.2). A property scenario's walk branches on every fact read, so there it is read
        only while a card is held."""
        return self.objectives.book.counts_always or self._cards_held()

    @staticmethod
    def _areas(unit: Unit) -> frozenset[str]:
        if not unit.on_battlefield or unit.destroyed:
            return frozenset()
        return frozenset(area_key(a) for a in unit.within)

    def turn_started(self, moment: Moment) -> None:
        """The Start of Turn step: record each unit's areas and each objective's controller
        (the last determination before it), as cards read them; a condemned tag of the player
        whose turn starts clears (contract §20.2)."""
        tags = self.objectives.tags
        for key in [k for k in tags if k[1] in UNTIL_HOLDERS_TURN and k[2] == moment.player]:
            del tags[key]
            self.game.weigh(TAG_CLEARS, True)
        book = self.objectives.book
        # A guard (Burden of Trust) lasts until the start of its holder's next turn; Punishment
        # condemns one to three enemy units at the start of each of the holder's turns, so the
        # last turn's units use up none of this turn's (contract §20.2, Selections).
        book.selections = [
            s
            for s in book.selections
            if s[0] != moment.player or (s[3] is None and s[1] != PUNISHMENT)
        ]
        if self._counting():
            units = self.game.units.values()
            self.objectives.start_areas = {u.name: self._areas(u) for u in units}
        last = self.objectives.last
        self.objectives.start_control = dict(last.control) if last else {}

    def models_destroyed(
        self,
        unit_name: str,
        n: int,
        by: str | None = None,
        at: Moment | None = None,
        part: str | None = None,
        said: bool = True,
    ) -> None:
        """``n`` models of the unit are destroyed: the unit is destroyed only with its last
        model (Rules Appendix); each counts as a model destroyed (contract §20.2). Of an
        attached unit, ``part`` names the part whose models they are (19.01, 19.04); each
        counts with that part's keywords and W (19.03). ``said``: whether the trace says so
        here (a caller that notes the loss in its own words passes False)."""
        unit = self.game.unit(unit_name)
        if unit.destroyed or n < 1 or n > unit.models:
            raise RulesInputError(
                f"{unit_name} has {0 if unit.destroyed else unit.models} models left: {n} of them "
                "cannot be destroyed",
                word=str(n),
            )
        facts = unit.part(part) if part is not None else None
        if unit.part_facts and facts is None:
            raise RulesInputError(
                f"{unit_name} is an attached unit: name the part whose models are destroyed "
                f'(one of: {", ".join(unit.parts)}), or write When "{unit_name}" is destroyed',
                word=unit_name,
            )
        if self.game.weigh(UNIT_DESTROYED, n == unit.models):
            return self.game.leave_battlefield_destroyed(unit_name, by)
        if facts is not None:
            self._record(unit, n, by, at, whole=False, part=facts)
            less = lose_part_models(unit, facts.name, n)
            self.game.set_unit(unit, **{f: getattr(less, f) for f in PART_LOSS_FIELDS})
            placement = getattr(self.game, "placement", None)
            if placement is not None and placement.placed(unit_name):
                # that part's last placed rows leave the battlefield with its models (§19.5)
                placement.keep(facts.name, facts.models - n)
            if said:
                self.game.say(f"{n} model{'s' if n != 1 else ''} of {facts.name} destroyed")
            return None
        self._record(unit, n, by, at, whole=False)
        self.game.set_unit(unit, models=unit.models - n)
        placement = getattr(self.game, "placement", None)
        if placement is not None and placement.placed(unit_name):
            placement.keep(unit_name, unit.models - n)  # the last placed rows first (§19.5)
        if said:
            self.game.say(f"{n} model{'s' if n != 1 else ''} of {unit_name} destroyed")
        return None

    def stated_models_destroyed(self, unit_name: str, n: int) -> None:
        """A Given: ``n`` models of the unit were destroyed this turn; the board as stated is the
        board after it (its models left unchanged)."""
        self._record(self.game.unit(unit_name), n, None, None, whole=False)

    def unit_destroyed(self, unit_name: str, by: str | None, at: Moment | None = None) -> None:
        """Record a unit destroyed now, with what cards count of it (its models, CHARACTER
        models, W, where it started the turn, who destroyed it and where that unit was)."""
        if not self._counting():
            return  # no card counts it (and the exhaustive walk reads no fact for it)
        unit = self.game.unit(unit_name)
        if unit.destroyed:
            return
        if self._cards_held():  # cited only where a card may count it
            self.game.weigh(UNIT_DESTROYED, True)
        # Of an attached unit each part's models count with that part's keywords and W (19.03:
        # CHARACTER is the leader's); the unit itself is destroyed once, with its last part.
        parts = [p for p in unit.part_facts if p.models > 0]
        for facts in parts[:-1]:
            self._record(unit, facts.models, by, at, whole=False, part=facts)
        last = parts[-1] if parts else None
        self._record(unit, last.models if last else unit.models, by, at, whole=True, part=last)

    def unit_left(self, unit_name: str) -> None:
        """Record a unit that leaves the battlefield now without being destroyed (it embarks,
        goes into reserves or is removed): a card's "left the battlefield" counts it as it
        counts a unit destroyed (contract §20.2, Punishment)."""
        if self._counting() and self.game.unit(unit_name).on_battlefield:
            self.objectives.departures.append((self.game.now, unit_name))

    def _record(
        self,
        unit: Unit,
        models: int,
        by: str | None,
        at: Moment | None,
        whole: bool,
        part: PartFacts | None = None,
    ) -> None:
        attacker = self.game.unit(by) if by is not None else None
        # 02.02 and 18.3 items 3 and 6: a card counts each model with its W and keywords as
        # the rules in force make them when it is destroyed (a W raised to 10, a unit that
        # counts as having the keyword CHARACTER).
        ruled = self.game.ruled(None, unit).unit(unit)
        if part is not None:
            part = ruled.part(part.name) or part
        unit = ruled
        character = CHARACTER in part.keywords if part is not None else unit.has(CHARACTER)
        self.objectives.destructions.append(
            Destruction(
                moment=at or self.game.now,
                unit=unit.name,
                player=unit.player,
                models=models,
                characters=models if character else 0,
                w=part.w if part is not None else unit.w,
                starting_strength=unit.starting_strength,
                started_within=self.objectives.start_areas.get(unit.name, self._areas(unit)),
                by=by,
                by_within=self._areas(attacker) if attacker is not None else frozenset(),
                whole=whole,
            )
        )

    def consult_cards(self, moment: Moment, battle_rounds: int) -> list[Scored]:
        """The mission cards' consult at an end step, after control is determined (§20.2);
        ``battle_rounds``: how long the battle lasts, for the end of the battle."""
        book = self.objectives.book
        if not any(book.held.values()):
            return []  # reads nothing (the exhaustive walk draws the battle round lazily)
        last = moment.point is Point.ROUND_END and moment.battle_round == battle_rounds
        found = book.consult(
            moment, lambda p: self._facts(p, moment), last, self.game.weigh, self.game.note
        )
        for entry in found:
            self.objectives.vp[entry.player] += entry.vp
            self.objectives.scored.append((entry.player, f'"{entry.card}"', entry.vp, moment))
        return found

    def idle(self) -> bool:
        """Whether :meth:`after_rules` does nothing at a point other than the End of Turn step
        (no objectives to determine, no card held)."""
        return not self.objectives.defs and not self._cards_held()

    def after_rules(self, moment: Moment, battle_rounds: int) -> None:
        """A point at which no rule fires: control determined (14.02), then the mission
        consult and the tags that clear after it, as :class:`RuleFiring` calls each where rules
        fire; each asked only where it can do anything (no objectives, no cards, no tags: each
        of them returns at once and weighs nothing)."""
        objectives = self.objectives
        if objectives.defs:
            self.determine_control(moment)
        if self._cards_held():
            self.consult_cards(moment, battle_rounds)
        if objectives.tags and moment.point is _TURN_END:
            self.clear_turn_tags(moment)

    def clear_turn_tags(self, moment: Moment) -> None:
        """After the End of Turn step's mission consult: the tags that last until the end of
        the turn clear (contract §20.2)."""
        if moment.point is not _TURN_END:
            return
        tags = self.objectives.tags
        for key in [k for k in tags if k[1] in UNTIL_END_OF_TURN]:
            del tags[key]
            self.game.weigh(TAG_CLEARS, True)

    def select(self, player: str, card: str, target: str, guard: str | None) -> None:
        """``player`` selects ``target`` (a unit, or an objective key) for the card whose key is
        ``card``; ``guard``: the objective a guarding unit guards (contract §20.2). A condemned
        unit (Punishment) becomes condemned by the holder."""
        self.objectives.book.selections.append((player, card, target, guard))
        if card == PUNISHMENT:
            self.tag(f"unit:{target}", "condemned", player, self.game.now)

    def drawn(self, player: str, card: str) -> None:
        """``player`` draws the card whose key is ``card``: a new activation (contract §20.2,
        Active cards). The selections its draw makes (the beacon unit of Beacon; the tempting
        target the opponent selects for A Tempting Target) are made afresh for it: those made
        for an earlier activation lapse."""
        stale = {BEACON: player, TEMPTING: other(player)}.get(card)
        if stale is None:
            return
        book = self.objectives.book
        book.selections = [s for s in book.selections if (s[0], s[1]) != (stale, card)]

    def move_ended(self, unit_name: str) -> None:
        """Surveil the Foe's marker rule (contract §20.2): a unit of the card's holder that
        ends a move within range of an objective removes every operation marker of the
        opponent within range of that objective (a marker within range of an objective is
        stated within it)."""
        unit = self.game.unit(unit_name)
        held = self.objectives.book.held.get(unit.player, [])
        if not any(card_key(c.name) == SURVEIL for c in held):
            return
        opponent = other(unit.player)
        markers = self.objectives.markers
        for objective in self.objectives.in_range_of(unit, self.game.weigh):
            key = area_key(objective.name)
            if self.game.weigh(MARKERS_CLEARED, bool(markers.get((opponent, key)))):
                markers[(opponent, key)] = 0
                self.objectives.marker_removed(opponent, key, self.game.weigh)
                said = f"{unit_name} removes player {opponent}'s markers at {objective.name}"
                self.game.say(said)

    def remove_marker(self, player: str, area: str) -> bool:
        """One of ``player``'s operation markers within ``area`` (a key) is removed; False if
        they have none there."""
        markers = self.objectives.markers
        if not markers.get((player, area)):
            return False
        markers[(player, area)] -= 1
        self.objectives.marker_removed(player, area, self.game.weigh)
        return True

    def tag(self, target: str, tag: str, player: str, at: Moment | None) -> None:
        """``target`` (an area, or 'unit:<name>') becomes ``tag`` by ``player``."""
        self.objectives.tags[(target, tag, player)] = at

    def is_tagged(self, target: str, tag: str, player: str) -> bool:
        found = (target, tag, player) in self.objectives.tags
        self.game.weigh(TAG_CLEARS, not found)
        return found

    def _facts(self, holder: str, moment: Moment) -> Facts:
        objectives = self.objectives
        last = objectives.last
        control = dict(last.control) if last else {}
        turn, previous = moment.turn_key, moment.previous_turn_key
        opponent = other(holder)
        # 18.3 item 6: a card reads each unit as the rules in force make it count (a unit that
        # counts as not battle-shocked, as not having AIRCRAFT, as within an area, ...)
        units = self.as_modified()
        tags = [(k, t, at) for (k, t, p), at in objectives.tags.items() if p == holder]
        terrain = set(objectives.terrain) | {k for k, o in objectives.defs.items() if not o.marker}
        return Facts(
            holder=holder,
            control=control,
            start_control=objectives.start_control or {},
            home={k: o.home_of for k, o in objectives.defs.items()},
            roles={
                k: frozenset(r.name.lower() for r in o.roles) for k, o in objectives.defs.items()
            },
            names={k: o.name for k, o in objectives.defs.items()},
            this_turn=[
                d
                for d in objectives.destructions
                if moment.player is not None and d.moment.turn_key == turn
            ],
            previous_turn=[d for d in objectives.destructions if d.moment.turn_key == previous],
            left_this_turn=frozenset(
                name
                for at, name in objectives.departures
                if moment.player is not None and at.turn_key == turn
            ),
            characters_left=sum(
                u.models
                for u in units
                if u.player == opponent and not u.destroyed and u.has(CHARACTER)
            ),
            characters_had=any(u.player == opponent and u.has(CHARACTER) for u in units)
            or any(d.player == opponent and d.characters for d in objectives.destructions),
            completed=self._completed(turn),
            area_key=area_key,
            tagged=frozenset((k, t) for k, t, _ in tags),
            tagged_now=frozenset(
                (k, t) for k, t, at in tags if at is not None and at.turn_key == turn
            ),
            area_within=self.game.area_within,
            enemy_within=[
                frozenset(own_area_key(a, u.player) for a in u.within)
                for u in units
                if u.player == opponent and u.on_battlefield and not u.destroyed
            ],
            terrain=frozenset(terrain),
            friendly_within=[
                frozenset(own_area_key(a, u.player) for a in u.within)
                for u in units
                if u.player == holder and u.on_battlefield and not u.destroyed
            ],
            markers={p: {k: n for (q, k), n in objectives.markers.items() if q == p} for p in "AB"},
            beacon=self._beacon(holder),
            tempting_target=next(
                (t for p, c, t, _ in objectives.book.selections if p == opponent and c == TEMPTING),
                None,
            ),
            guarded=frozenset(self.guarded_by(holder)),
            spots=[self._spot(u, holder) for u in units if u.on_battlefield and not u.destroyed],
            quarters=frozenset(self._quarters()),
        )

    def _quarters(self) -> set[str]:
        """The table quarters: those stated, or, where models are placed and none is stated,
        the battlefield's four (19.5)."""
        objectives = self.objectives
        if objectives.quarters or objectives.placed is None:
            return set(objectives.quarters)
        return {area_key(name) for name in QUARTER_NAMES}

    def _spot(self, unit: Unit, holder: str) -> Spot:
        """Where ``unit`` stands, as the holder's cards read it: measured where its models
        are placed (19.5), else stated (contract §20.2)."""
        objectives = self.objectives
        within = frozenset(own_area_key(a, unit.player) for a in unit.within)
        placed = objectives.placed(unit.name) if objectives.placed is not None else None
        if placed is not None:
            wholly, centre, edges = placed.wholly | unit.wholly_within, placed.centre, placed.edges
        else:
            wholly = unit.wholly_within  # stated (19.5's unit fact)
            centre = objectives.centre.get(unit.name)
            edges = objectives.edges.get(unit.name, frozenset())
        return Spot(
            unit.player,
            within | {own_area_key(a, unit.player) for a in wholly},
            frozenset(own_area_key(a, unit.player) for a in wholly),
            not unit.has(AIRCRAFT) and not unit.battle_shocked,
            centre,
            edges,
            unit.name,
        )

    def _beacon(self, holder: str) -> frozenset[str] | None:
        """The areas of the holder's beacon unit while it is on the battlefield; None otherwise.
        A unit embarked within a TRANSPORT can be selected but is not on the battlefield (18.02),
        so the card's "on the battlefield" does not hold for it."""
        name = next(
            (t for p, c, t, _ in self.objectives.book.selections if p == holder and c == BEACON),
            None,
        )
        if name is None:
            return None
        unit = self.game.unit(name)
        if unit.embarked_in is not None or not unit.on_battlefield or unit.destroyed:
            return None
        unit = self.game.ruled(None, unit).unit(unit)  # as it counts (18.3 item 6)
        return frozenset(own_area_key(a, unit.player) for a in unit.within)

    def guarded_by(self, holder: str) -> list[str]:
        """The objectives guarded by the holder's army: a unit selected to guard one is within
        range of it, and the holder controls it (Burden of Trust)."""
        found = []
        for p, _, unit_name, key in self.objectives.book.selections:
            if p != holder or key is None or key not in self.objectives.defs:
                continue
            unit = self.game.unit(unit_name)
            name = self.objectives.defs[key].name
            near = self.objectives.in_range(unit, name, self.game.weigh)
            if near and self.objectives.controller(name) == holder:
                found.append(key)
        return found

    def _completed(self, turn: tuple[int, str]) -> list[tuple[str, str, frozenset[str]]]:
        history = self.game.history
        found = []
        for ended in history.of(ActionEnded):
            if ended.state is not ActionState.COMPLETED or ended.moment.turn_key != turn:
                continue
            start = history[ended.start]
            if isinstance(start, ActionStarted):
                unit = self.game.units.get(start.unit)
                areas = self._areas(unit) if unit is not None else frozenset()
                found.append((start.player, area_key(start.action), areas))
        return found

    def determine_control(self, moment: Moment) -> None:
        """At the end of a phase or turn: determine control of every objective (14.02)."""
        if not self.objectives.defs or not self.game.weigh(DETERMINED, control_point(moment)):
            return
        found = self.objectives.determine(
            self.as_modified(), self.game.weigh, moment, moment.point in PHASE_ENDS
        )
        said = []
        for key, who in found.control.items():
            name = self.objectives.defs[key].name
            levels = found.levels[key]
            held = f"player {who} controls {name}" if who else f"no player controls {name}"
            said.append(f"{held} (levels A {levels['A']}, B {levels['B']})")
        self.game.say("control determined: " + "; ".join(said))

    def resolve_mission_rule(self, rule: TriggeredRule, moment: Moment) -> None:
        """A mission rule that scores VP, at its trigger (07.02, 07.03, 08.05)."""
        if rule.scoring is None or rule.owner is None:
            return
        vp, why = self.objectives.mission_score(rule.owner, rule.scoring, self.game.weigh)
        self.objectives.score(rule.owner, vp, rule.name, moment)
        self.game.note(Reason(f"{rule.name} scores for player {rule.owner}: {why.text}", why.rule))

    def place(self, unit_name: str, area: str, inside: bool) -> None:
        """Where a move ended: within ``area`` or outside it (taken as stated, not measured).
        Outside it, the unit is within no area that lies within it either (contract §20.2)."""
        unit = self.game.unit(unit_name)
        if inside:
            kept = frozenset(a for a in unit.within if area_key(a) != area_key(area))
            within = kept | {area.strip()}
        else:
            within = areas_after_outside(area, unit.within, self.game.area_within)
        self.game.set_unit(unit, **ended_within(unit.wholly_within, within))
        self.game.say(f"{unit_name} ends {'within' if inside else 'outside'} {area.strip()}")

    # -- questions -------------------------------------------------------------------------------
    def objective_names(self) -> list[str]:
        """The objectives set up, by name (a CONDITION's `an objective`, contract 18.1)."""
        return [o.name for o in self.objectives.defs.values()]

    def unit_within_range(self, unit: Unit, objective: str) -> bool:
        """Within range now (14.02) of ``unit`` as given: what a rule's CONDITION reads while
        the rules are being weighed, of the unit as the `count as` rules make it (18.3 item 6,
        ``effects._as_counted``)."""
        return self.objectives.in_range(unit, objective, self.game.weigh)

    def within_range(self, unit_name: str, objective: str) -> bool:
        """Within range now (14.02), of the unit as the rules in force make it count: a rule
        that makes it count as [not] within an objective's area changes its range too (18.3
        item 6), as the control determination (``as_modified``) reads it."""
        unit = self.game.unit(unit_name)
        return self.objectives.in_range(
            self.game.ruled(None, unit).unit(unit), objective, self.game.weigh
        )

    def controls(self, objective: str) -> str | None:
        return self.objectives.controller(objective)

    def level_of_control(self, player: str, objective: str) -> int:
        return self.objectives.level(objective, player)

    def secure(self, player: str, objective: str) -> None:
        """A rule secures the objective for ``player`` (14.03): it stays theirs until the
        opponent's level of control is higher at the end of a phase."""
        key = self.objectives.get(objective).key
        self.objectives.secured[key] = player
        self.game.say(f"player {player} secures {objective}")

    def secure_controlled(self, unit_name: str, player: str) -> list[str]:
        """A rule secures each objective the unit is controlling, as last determined."""
        last = self.objectives.last
        keys = [k for u, k in (last.controlling if last else ()) if u == unit_name]
        for key in keys:
            self.secure(player, self.objectives.defs[key].name)
        return keys

    def is_controlling(self, unit_name: str, objective: str) -> bool:
        self.game.unit(unit_name)
        return self.objectives.is_controlling(unit_name, objective)

    def vp(self, player: str) -> int:
        return self.objectives.vp[player]
