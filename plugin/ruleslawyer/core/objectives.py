"""Objectives, their control and the victory points a mission scores (14.01-14.03, the Rules
Appendix's objective markers, 01.07 and 02.02 for OC '-', 07.02, 07.03 and 08.05 for scoring).

The :class:`Objectives` part of a :class:`~ruleslawyer.core.game.Game` keeps where the
objectives are, the last determination of control (made at the end of every phase and turn),
the secured objectives and each player's VP. "Within range" asks the board now; "controls",
"level of control" and "controlling" ask the last determination.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from .card_facts import Destruction
from .cards import CardBook
from .clock import PHASE_ENDS, PLAYERS, Moment, Point, other
from .errors import RulesInputError, closest
from .references import Reason, RuleRef, clause
from .units import BATTLE_SHOCKED_OC, Unit, area_key

TERRAIN_OBJECTIVE = clause("14.01", "Terrain Objectives", "within range: within the terrain area")
MARKER_RANGE = clause(
    "Appendix", "Objectives Not Within a Terrain Area", "within 3in horizontally, 5in vertically"
)
OFF_BATTLEFIELD_RANGE = clause("14.02", "Level of Control", "off the battlefield: in no range")
NONE_AT_START = clause("14.02", "Level of Control", "no objective controlled at the start")
DETERMINED = clause("14.02", "Level of Control", "determined at the end of each phase and turn")
LEVEL_SUM = clause("14.02", "Level of Control", "level: sum of OC within range")
LEVEL_MODELS_IN_RANGE = clause(
    "14.02", "Level of Control", "placed models: only those within range add their OC"
)
LEVEL_BY_PART = clause("14.02", "Level of Control", "an attached unit: each part's OC x models")
DASH_ADDS_NOTHING = clause("02.02", "Profiles", "OC '-' cannot control objectives")
HIGHER_CONTROLS = clause("14.02", "Level of Control", "the higher level controls")
TIE_NOBODY = clause("14.02", "Level of Control", "a tie: nobody controls it")
CONTROLLING = clause("14.02", "Level of Control", "a unit controlling an objective")
SECURED_KEPT = clause("14.03", "Secured Objectives", "secured: kept without units in range")
SECURED_LOST = clause("14.03", "Secured Objectives", "lost at a phase end to a higher level")
MISSION_SCORES = clause("07.02", "Player Turns", "the mission scores VP at its trigger")
END_OF_BATTLE_SCORES = clause(
    "07.03", "End of Battle Round", "the end of the battle: after the last round's mission"
)
ACTION_SCORES = clause("16.01", "Completing an Action", "an effect that scores VP")
TAG_WITH_MARKER = clause(
    "07.02", "Player Turns", "a tag placed with an operation marker goes when the marker is removed"
)

# The points at which control is determined (14.02): the end of every phase and of every turn.
CONTROL_POINTS = frozenset({*PHASE_ENDS, Point.TURN_END})


class Role(enum.Enum):
    """Mission-pack terms that make an area an objective (not defined by the Core Rules)."""

    PLAIN = "objective"
    HOME = "home objective"
    CENTRAL = "central objective"
    EXPANSION = "expansion objective"


@dataclass(frozen=True)
class Objective:
    """An objective: a terrain area (14.01), or a marker where no terrain area is."""

    name: str
    marker: bool = False
    roles: frozenset[Role] = frozenset()
    home_of: str | None = None

    @property
    def key(self) -> str:
        return area_key(self.name)

    def is_home_of(self, player: str) -> bool:
        return self.home_of == player


@dataclass(frozen=True)
class Scoring:
    """What a mission rule scores when it triggers: ``vp``, if its owner controls ``objective``,
    or for each objective the owner controls (``each``)."""

    vp: int
    objective: str | None = None
    each: bool = False

    @property
    def text(self) -> str:
        if self.each:
            return f"{self.vp} VP for each objective they control"
        if self.objective is not None:
            return f"{self.vp} VP if they control {self.objective}"
        return f"{self.vp} VP"


Weigh = Callable[[RuleRef, bool], bool]


def oc_within(unit: Unit, weigh: Weigh, objective: str | None = None) -> int:
    """What ``unit`` adds to its player's level of control: the OC of its models, '-' (and a
    battle-shocked unit, 01.07) adding nothing (02.02). With several OC characteristics, each
    model counts the highest; an attached unit adds each part's own OC times that part's models
    left (14.02, contract §14), the parts' totals summed."""
    if weigh(BATTLE_SHOCKED_OC, unit.battle_shocked):
        weigh(DASH_ADDS_NOTHING, True)
        return 0
    if weigh(LEVEL_BY_PART, bool(unit.part_facts)):
        # An attached unit: each part adds its own OC times its own models left (contract §14),
        # never the highest OC of any part times every model.
        return sum(
            _part_oc(part.ocs, _part_counted(unit, part.name, part.models, objective, weigh), weigh)
            for part in unit.part_facts
        )
    counted = dict(unit.models_in_range).get(objective) if objective is not None else None
    if counted is not None:
        # Placed models (contract §19.5): only the models within range add their OC.
        weigh(LEVEL_MODELS_IN_RANGE, True)
        return _part_oc(unit.ocs or (unit.oc,), min(counted, unit.models), weigh)
    return _part_oc(unit.ocs or (unit.oc,), unit.models, weigh)


def _part_counted(unit: Unit, part: str, models: int, objective: str | None, weigh: Weigh) -> int:
    """A part's models that add their OC: where models are placed, only its own models within
    range (contract 19.5: a part of an attached unit counts its models in range, with its own
    OC); else every model it has left."""
    counted = dict(dict(unit.part_models_in_range).get(part, ())).get(objective or "")
    if counted is None or objective is None:
        return models
    weigh(LEVEL_MODELS_IN_RANGE, True)
    return min(counted, models)


def _part_oc(ocs: tuple[int | None, ...], models: int, weigh: Weigh) -> int:
    """One unit's (or one part's) OC times its models left: '-' adds nothing (02.02)."""
    values = [oc for oc in ocs if oc is not None]
    if weigh(DASH_ADDS_NOTHING, not values):
        return 0
    return max(values) * models


@dataclass
class Determination:
    """One determination of control: who controls each objective, each player's level, and
    the units that were controlling each."""

    moment: Moment | None
    control: dict[str, str | None] = field(default_factory=dict)
    levels: dict[str, dict[str, int]] = field(default_factory=dict)
    controlling: set[tuple[str, str]] = field(default_factory=set)


@dataclass(frozen=True)
class Placement:
    """What a placed unit's positions decide of where it stands, as cards read it (19.5): the
    areas it is wholly within (the table quarters among them), the smallest of 3" and 6" it is
    within of the centre of the battlefield (None: neither), the edges it is within 6" of."""

    wholly: frozenset[str]
    centre: int | None
    edges: frozenset[str]


@dataclass
class Objectives:
    """The objectives part of a game; the game passes in its units and its ``weigh``."""

    defs: dict[str, Objective] = field(default_factory=dict)
    secured: dict[str, str] = field(default_factory=dict)
    stated: dict[str, str | None] = field(default_factory=dict)  # control a Given stated
    vp: dict[str, int] = field(default_factory=lambda: dict.fromkeys(PLAYERS, 0))
    last: Determination | None = None
    scored: list[tuple[str, str, int, Moment]] = field(default_factory=list)
    # Mission cards (contract §20.2): the cards held, the caps, what they scored.
    book: CardBook = field(default_factory=CardBook)
    # The units destroyed, as cards count them; each unit's area keys and each objective's
    # controller at the start of the turn (stated, or recorded at the Start of Turn step).
    destructions: list[Destruction] = field(default_factory=list)
    # The units that left the battlefield without being destroyed (embarked, into reserves,
    # removed), with when: "left the battlefield" on a card counts them too (contract §20.2).
    departures: list[tuple[Moment, str]] = field(default_factory=list)
    start_areas: dict[str, frozenset[str]] = field(default_factory=dict)
    start_control: dict[str, str | None] | None = None
    # Tags (contract §20.2): (area key or 'unit:<name>', tag, player) -> when it was set.
    tags: dict[tuple[str, str, str], Moment | None] = field(default_factory=dict)
    terrain: set[str] = field(default_factory=set)  # area keys stated to be terrain areas
    markers: dict[tuple[str, str], int] = field(default_factory=dict)  # (player, area) -> n
    # The tags an EFFECT placed together with an operation marker: (area key, tag, player).
    with_marker: set[tuple[str, str, str]] = field(default_factory=set)
    # Where units stand, as cards read it (contract §20.2), stated: the table quarters (area
    # keys), the smallest of 3" and 6" each unit is within of
    # the centre of the battlefield, the edges it is within 6" of. ``placed`` measures them
    # instead for a unit whose models are placed (19.5; None: nothing is placed).
    quarters: set[str] = field(default_factory=set)
    centre: dict[str, int] = field(default_factory=dict)
    edges: dict[str, frozenset[str]] = field(default_factory=dict)
    placed: Callable[[str], Placement | None] | None = None

    def copy(self) -> Objectives:
        book = CardBook(
            {p: list(cards) for p, cards in self.book.held.items()},
            self.book.caps,
            list(self.book.scored),
            set(self.book.ever),
            self.book.caps_stated,
            activations=self.book.activations,
            selections=list(self.book.selections),
            counts_always=self.book.counts_always,
            declared=dict(self.book.declared),
        )
        return Objectives(
            dict(self.defs),
            dict(self.secured),
            dict(self.stated),
            dict(self.vp),
            book=book,
            destructions=list(self.destructions),
            departures=list(self.departures),
            start_areas=dict(self.start_areas),
            start_control=None if self.start_control is None else dict(self.start_control),
            tags=dict(self.tags),
            terrain=set(self.terrain),
            markers=dict(self.markers),
            with_marker=set(self.with_marker),
            quarters=set(self.quarters),
            centre=dict(self.centre),
            edges=dict(self.edges),
            placed=self.placed,
        )

    def marker_removed(
        self, player: str, area: str, weigh: Callable[[RuleRef, bool], bool]
    ) -> None:
        """One or more of ``player``'s operation markers within ``area`` (a key) were removed: a
        tag an EFFECT placed together with a marker there goes with it (contract §20.2, Event
        Companion)."""
        linked = [k for k in self.with_marker if k[0] == area and k[2] == player]
        if not weigh(TAG_WITH_MARKER, bool(linked)):
            return
        for key in linked:
            self.with_marker.discard(key)
            self.tags.pop(key, None)

    # -- lookups ---------------------------------------------------------------------------------
    def get(self, name: str) -> Objective:
        key = area_key(name)
        found = self.defs.get(key)
        if found is None:
            names = [o.name for o in self.defs.values()]
            hint = closest(name, names)
            raise RulesInputError(
                f"{name!r} is not an objective (add: Given {name} is an objective)"
                + ("" if names else "; no objective was set up"),
                word=name,
                suggestion=repr(hint) if hint else None,
            )
        return found

    def check_named(
        self, named: dict[str, tuple[str, int | None]], where: Callable[[int | None], str]
    ) -> None:
        """Every objective a step named (key -> as written, its line) was set up."""
        for key, (written, line) in named.items():
            if key not in self.defs:
                hint = closest(written, [o.name for o in self.defs.values()])
                raise RulesInputError(
                    f"{written!r} is not an objective (stated at {where(line)}; add: Given "
                    f"{written} is an objective)",
                    word=written,
                    suggestion=repr(hint) if hint else None,
                )

    def keys(self) -> list[str]:
        return list(self.defs)

    # -- range, now ------------------------------------------------------------------------------
    def in_range(self, unit: Unit, name: str, weigh: Weigh) -> bool:
        """Whether ``unit`` is within range of the objective now (14.02, Rules Appendix)."""
        objective = self.get(name)
        if weigh(OFF_BATTLEFIELD_RANGE, not unit.on_battlefield or unit.destroyed):
            return False
        inside = unit.is_within(objective.name)
        return weigh(MARKER_RANGE if objective.marker else TERRAIN_OBJECTIVE, inside)

    def in_range_of(self, unit: Unit, weigh: Weigh) -> list[Objective]:
        return [o for o in self.defs.values() if self.in_range(unit, o.name, weigh)]

    # -- determining control ---------------------------------------------------------------------
    def determine(
        self, units: Iterable[Unit], weigh: Weigh, moment: Moment | None, phase_end: bool
    ) -> Determination:
        """Determine control now (14.02, 14.03); ``phase_end``: the end of a phase (a secured
        objective is lost only then)."""
        found = Determination(moment)
        listed = list(units)
        for key, objective in self.defs.items():
            levels = dict.fromkeys(PLAYERS, 0)
            for unit in listed:
                if self.in_range(unit, objective.name, weigh):
                    levels[unit.player] += oc_within(unit, weigh, key)
            weigh(LEVEL_SUM, any(levels.values()))
            holder = self.secured.get(key)
            if holder is not None:
                higher = levels[other(holder)] > levels[holder]
                if weigh(SECURED_LOST, phase_end and higher):
                    del self.secured[key]
                    controller: str | None = other(holder)
                else:
                    weigh(SECURED_KEPT, levels[holder] <= levels[other(holder)])
                    controller = holder
            elif not weigh(HIGHER_CONTROLS, not weigh(TIE_NOBODY, levels["A"] == levels["B"])):
                controller = None
            else:
                controller = "A" if levels["A"] > levels["B"] else "B"
            found.control[key] = controller
            found.levels[key] = levels
        found.controlling = self._controlling(listed, found.control, weigh)
        self.last = found
        self.stated.clear()
        return found

    def _controlling(
        self, units: list[Unit], control: dict[str, str | None], weigh: Weigh
    ) -> set[tuple[str, str]]:
        found: set[tuple[str, str]] = set()
        for unit in units:
            for key, controller in control.items():
                if not self.in_range(unit, self.defs[key].name, weigh):
                    continue
                held = controller == unit.player
                # 14.02: a unit within range "contains" a model with OC 1 or more: any of its
                # models, not only those within range (contract 19.5 counts those for the level).
                if weigh(CONTROLLING, held and oc_within(unit, weigh) > 0):
                    found.add((unit.name, key))
        return found

    def start(self, units: Iterable[Unit], weigh: Weigh, now: Moment, first_end: Moment) -> None:
        """At the start of a scenario: before the end of the battle's first phase nobody
        controls anything; later, the last determination agrees with the board as given,
        except where a Given stated control."""
        for key in [*self.stated, *self.secured]:
            if key not in self.defs:
                self.get(key)  # an error naming it, with the closest objective
        if not self.defs:
            return
        stated = dict(self.stated)
        if weigh(NONE_AT_START, now < first_end):
            found = Determination(None)
            for key in self.defs:
                found.control[key] = None
                found.levels[key] = dict.fromkeys(PLAYERS, 0)
        else:
            found = self.determine(units, weigh, None, phase_end=False)
        for key, who in stated.items():
            found.control[key] = who
        if stated:
            found.controlling = self._controlling(list(units), found.control, weigh)
        self.last = found

    def controller(self, name: str) -> str | None:
        key = self.get(name).key
        if self.last is None:
            return self.stated.get(key, self.secured.get(key))
        return self.last.control.get(key)

    def level(self, name: str, player: str) -> int:
        key = self.get(name).key
        if self.last is None:
            return 0
        return self.last.levels.get(key, dict.fromkeys(PLAYERS, 0))[player]

    def is_controlling(self, unit_name: str, name: str) -> bool:
        key = self.get(name).key
        return self.last is not None and (unit_name, key) in self.last.controlling

    def controlled_by(self, player: str) -> list[str]:
        if self.last is None:
            return []
        return [key for key, who in self.last.control.items() if who == player]

    # -- VP --------------------------------------------------------------------------------------
    def score(self, player: str, vp: int, why: str, moment: Moment) -> None:
        self.vp[player] += vp
        self.scored.append((player, why, vp, moment))

    def mission_score(self, owner: str, scoring: Scoring, weigh: Weigh) -> tuple[int, Reason]:
        """What a mission rule of ``owner`` scores now, from the last determination."""
        if scoring.each:
            held = len(self.controlled_by(owner))
            vp = scoring.vp * held
            said = f"player {owner} controls {held} objective{'s' if held != 1 else ''}"
        elif scoring.objective is not None:
            held_it = self.controller(scoring.objective) == owner
            vp = scoring.vp if held_it else 0
            said = f"player {owner} {'controls' if held_it else 'does not control'} " + (
                self.get(scoring.objective).name
            )
        else:
            vp, said = scoring.vp, "no condition"
        weigh(MISSION_SCORES, vp > 0)
        return vp, Reason(f"{said}: {vp} VP", MISSION_SCORES)

    def board_lines(self) -> list[str]:
        """Who controls each objective and each player's VP, for a report's board."""
        lines = []
        for key, objective in self.defs.items():
            who = self.last.control.get(key) if self.last else None
            levels = self.last.levels.get(key) if self.last else None
            said = f"player {who}" if who else "no player"
            if levels is not None:
                said += f" (levels A {levels['A']}, B {levels['B']})"
            if key in self.secured:
                said += f", secured by player {self.secured[key]}"
            lines.append(f"objective {objective.name}: controlled by {said}")
        if self.defs or any(self.vp.values()):
            lines.append(f"VP: player A {self.vp['A']}, player B {self.vp['B']}")
        return lines


def control_point(moment: Moment) -> bool:
    return moment.point in CONTROL_POINTS
