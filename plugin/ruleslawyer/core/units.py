"""Units and the facts the core knows of them; starting strength and half-strength."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field, fields

from . import keywords as kw
from . import reading
from .aliases import parse_enum
from .clock import other
from .errors import RulesInputError
from .references import Reason, clause

HALF_STRENGTH = clause("Appendix", "Starting Strength and Half-strength", "models left")
HALF_STRENGTH_SINGLE = clause(
    "Appendix", "Starting Strength and Half-strength", "single model judged by wounds"
)
BELOW_STARTING = clause(
    "Appendix", "Starting Strength and Half-strength", "below starting strength"
)
BATTLE_SHOCKED_OC = clause("01.07", "Battle-shock Rolls", "battle-shocked OC is '-'")


def a_or_an(word: str) -> str:
    """'a' or 'an' before ``word``, as it is read aloud ("an advance move", "an Assault
    Disembark"): the one place a message picks its article."""
    return "an" if word[:1].lower() in "aeiou" else "a"


class MoveKind(enum.Enum):
    NORMAL = "normal"
    ADVANCE = "advance"
    FALL_BACK = "fall-back"
    PILE_IN = "pile-in"
    CONSOLIDATION = "consolidation"
    CHARGE = "charge"
    FORCED = "forced"
    DISEMBARK = "disembark"
    EMERGENCY_DISEMBARK = "emergency disembark"
    INGRESS = "ingress"
    SURGE = "surge"

    @property
    def article(self) -> str:
        """'a' or 'an', as the move's name is read aloud ("an advance move")."""
        return a_or_an(self.value)

    @classmethod
    def parse(cls, word: str, *, every: bool = False, said: str | None = None) -> MoveKind:
        """The move type ``word`` names ("fall back" and "pile in" read as their hyphened
        forms). Only a move a step may state (not :data:`UNSTATED_MOVES`) unless ``every``:
        a rule's WHEN or a count-as state may name a forced move too. ``said``: the whole
        sentence the word came from, for the error."""
        key = word.strip().lower().replace("fall back", "fall-back").replace("pile in", "pile-in")
        named = [kind for kind in cls if every or kind not in UNSTATED_MOVES]
        where = f" in {said!r}" if said else ""
        return parse_enum(
            named,
            key,
            message=f"unknown move type {word!r}{where}; move types are "
            + ", ".join(kind.value for kind in named),
            word=word,
        )


# Moves no step names as a <move>: a rule forces them (an enemy rule; a destroyed TRANSPORT).
UNSTATED_MOVES = frozenset({MoveKind.FORCED, MoveKind.EMERGENCY_DISEMBARK})
# The moves of the Movement, Charge and Fight phases (09, 11, 12), which need no TRANSPORT,
# reserves or granting rule.
SECTION_9_MOVES = frozenset(
    {
        MoveKind.NORMAL,
        MoveKind.ADVANCE,
        MoveKind.FALL_BACK,
        MoveKind.CHARGE,
        MoveKind.PILE_IN,
        MoveKind.CONSOLIDATION,
    }
)

# The moves that set a unit up on the battlefield (18.03, 20.04).
SET_UP_MOVES = frozenset({MoveKind.DISEMBARK, MoveKind.INGRESS})

PhaseKey = tuple[int, str, str]
TurnKey = tuple[int, str]


class Strength(enum.Enum):
    FULL = "not at or below half-strength"
    AT_HALF = "at half-strength"
    BELOW_HALF = "below half-strength"


@dataclass(frozen=True)
class PartFacts:
    """One part of an attached unit (19.01), as that part's own name asks it: its OC and Ld
    values (one per model profile), its W, its models left and its datasheet."""

    name: str
    ocs: tuple[int | None, ...]
    lds: tuple[int, ...]
    w: int
    models: int
    datasheet: str | None = None
    keywords: frozenset[str] = frozenset()  # the part's own (19.03: CHARACTER is the leader's)


@dataclass(frozen=True)
class Unit:
    """A unit as the core sees it. OC None stands for '-'; Ld 6 stands for 6+."""

    name: str
    player: str = "A"
    keywords: frozenset[str] = kw.DEFAULT_KEYWORDS
    oc: int | None = 2
    ld: int = 6
    starting_strength: int = 5
    models: int = 5
    w: int = 2
    wounds_left: int = 2
    battle_shocked: bool = False
    engaged: bool = False
    on_battlefield: bool = True
    destroyed: bool = False
    within: frozenset[str] = frozenset()
    # The areas every model of the unit is wholly within (01.04): stated, or measured where the
    # area has a shape (contract §19.5); each is also in ``within``.
    wholly_within: frozenset[str] = frozenset()
    # Facts the core does not measure (distances, whom it is engaged with), taken as stated.
    near_enemy: bool = True  # within the charge declaration distance of an enemy (11.02)
    engaged_only_aircraft: bool = False  # engaged, and only with AIRCRAFT units (23.02)
    # Where models are placed (contract §19.5): the models within range of each objective, by
    # its key; an objective missing here counts every model left, as when nothing is placed.
    models_in_range: tuple[tuple[str, int], ...] = ()
    # The same, part by part, for an attached unit (14.02: each part adds its own OC).
    part_models_in_range: tuple[tuple[str, tuple[tuple[str, int], ...]], ...] = ()
    in_reserves: bool = False  # in strategic reserves (20.01): off the battlefield
    # What happened this turn / phase, each stamped with the turn or phase it happened in.
    moves: tuple[tuple[MoveKind, tuple[int, str]], ...] = ()
    actions_started: tuple[tuple[str, tuple[int, str]], ...] = ()
    shot_in: tuple[tuple[int, str, str], ...] = field(default=())
    charges_declared: tuple[tuple[int, str, str], ...] = ()
    # Real datasheets (02.02) and attached units (19.01): the datasheet the unit comes from,
    # every Ld and OC its models have (empty: just ``ld`` and ``oc``), and the names of the
    # units an attached unit was formed from, leader first.
    datasheet: str | None = None
    lds: tuple[int, ...] = ()
    ocs: tuple[int | None, ...] = ()
    parts: tuple[str, ...] = ()
    parts_gone: tuple[str, ...] = ()  # parts with no model left (19.04)
    part_facts: tuple[PartFacts, ...] = ()  # each part's own characteristics (19.01)
    # The Fight phase (12, 24.13): a rule's Fights First; the phases it was selected to fight
    # in, and those in which it was selected for an overrun fight; its engagement at the start
    # of each Fight step, by phase (unstamped: its engagement then).
    fights_first: bool = False
    # The parts of an attached unit whose models have the Fights First ability (24.13): the
    # unit is a Fights First unit once every part with models left has it.
    fights_first_parts: tuple[str, ...] = ()
    selected_to_fight: tuple[tuple[int, str, str], ...] = ()
    overrun_selected: tuple[tuple[int, str, str], ...] = ()
    engaged_at_fight_step: tuple[tuple[tuple[int, str, str], bool], ...] = ()
    # A rule's modifier to its battle-shock rolls (01.06): added to the 2D6 total.
    battle_shock_modifier: int = 0
    # Transports and reserves (18, 20): where the unit is embarked, and since which phase; the
    # turn it was set up on the battlefield; the units a TRANSPORT cannot take (capacity,
    # datasheet or distance: stated, not measured); facts of 20.02, 20.04, 24.09 and the rules
    # that grant a disembark mode (18.06, 18.07) or an arrival in the first battle round.
    embarked_in: str | None = None
    embarked_in_phase: PhaseKey | None = None
    set_up_turn: TurnKey | None = None
    cannot_take: frozenset[str] = frozenset()
    transport_capacity: int | None = None  # in models (18.01); None: not stated, not weighed
    transport_excludes: frozenset[str] = frozenset()  # keywords its datasheet cannot take (18.02)
    repositioned: bool = False
    ingress_earlier: bool = False
    deep_strike: bool = False
    arrives_first_round: bool = False
    disembark_grants: frozenset[str] = frozenset()
    # Each move with the phase it was made in (a move stated "this turn": its own phase), each
    # disembark with its mode and turn. Remaining stationary (09.04) is no move: not here.
    phase_moves: tuple[tuple[MoveKind, PhaseKey], ...] = ()
    disembarks: tuple[tuple[str, TurnKey], ...] = ()
    # Remain Stationary (09.02, 09.04): the phase in which it was selected to move and remained
    # stationary (what happened), and the turn in which it counts as having remained stationary
    # (18.2 `<state>`: a rule's count-as changes this one, never the phase).
    stationary_phase: PhaseKey | None = None
    stationary_turn: TurnKey | None = None
    # The facts of rows of the unit field table that have no field above (a row added to the
    # table: ``fact`` reads it, by its row's name). Not compared: two units are the same unit
    # whatever a rule that reads none of these says.
    more: tuple[tuple[str, object], ...] = field(default=(), compare=False)

    def fact(self, name: str, default: object = None) -> object:
        """A fact by its row's name: the field of that name, or what ``more`` holds for it."""
        if name in _FIELD_NAMES:
            return getattr(self, name)
        return dict(self.more).get(name, default)

    def but(self, **changes: object) -> Unit:
        """This unit with ``changes``, as ``dataclasses.replace`` makes it, without the
        generated ``__init__`` (a copy made per property example): every field not changed is
        copied as it is, and the copy is of this unit's class, as there."""
        unknown = changes.keys() - _FIELD_NAMES
        if unknown:
            raise TypeError(f"Unit has no field {sorted(unknown)}")
        copy = object.__new__(type(self))
        values = vars(copy)
        values.update(vars(self))
        values.update(changes)
        return copy

    def has(self, keyword: str) -> bool:
        return keyword in self.keywords

    def is_within(self, area: str) -> bool:
        """Within ``area`` now: a unit that is not on the battlefield is within no area."""
        if not self.on_battlefield:
            return False
        wanted = own_area_key(area, self.player)
        return any(own_area_key(a, self.player) == wanted for a in self.within)

    def is_wholly_within(self, area: str) -> bool:
        """Wholly within ``area`` now (01.04: every part of every model's base)."""
        if not self.on_battlefield:
            return False
        wanted = own_area_key(area, self.player)
        return any(own_area_key(a, self.player) == wanted for a in self.wholly_within)

    @property
    def modified_oc(self) -> int | None:
        """OC after battle-shock (01.07): '-' (None) while battle-shocked."""
        return None if self.battle_shocked else self.oc

    @property
    def leadership(self) -> tuple[int, ...]:
        """Every Ld characteristic in the unit (01.06): one per model profile still in it."""
        return self.lds or (self.ld,)

    @property
    def modified_ocs(self) -> tuple[int | None, ...]:
        """Every model's OC after battle-shock (01.07): all '-' while battle-shocked."""
        if self.battle_shocked:  # whatever the characteristic: read only when it matters
            return tuple(None for _ in self.ocs) or (None,)
        return self.ocs or (self.oc,)

    @property
    def stands(self) -> bool:
        """On the battlefield and not destroyed (03.01, Rules Appendix "Destroyed"): what a
        unit must be to move, shoot, fight or embark; a stated fact may leave a destroyed unit
        marked on the battlefield, so both are read."""
        return self.on_battlefield and not self.destroyed

    def moved_this_turn(self, kind: MoveKind, turn_key: tuple[int, str]) -> bool:
        return any(k is kind and t == turn_key for k, t in self.moves)

    def moved_this_phase(self, kind: MoveKind | None, phase_key: PhaseKey) -> bool:
        """Whether it made a ``kind`` move (None: any move) in the phase ``phase_key``."""
        return any(p == phase_key and kind in (None, k) for k, p in self.phase_moves)

    @reading.copying
    def moves_with(
        self, kind: MoveKind, turn_key: TurnKey, phase_key: PhaseKey
    ) -> dict[str, object]:
        """Its moves of the turn and of the phase with a ``kind`` move added, as fields to set:
        a copy of the moves it made, which decides nothing (the exhaustive walk counts the
        reads of the moves where they are asked, not here: properties/tracking.py)."""
        return {
            "moves": (*self.moves, (kind, turn_key)),
            "phase_moves": (*self.phase_moves, (kind, phase_key)),
        }

    def disembarked_this_turn(self, modes: frozenset[str], turn_key: TurnKey) -> bool:
        return any(m in modes and t == turn_key for m, t in self.disembarks)

    @property
    def embarked(self) -> bool:
        return self.embarked_in is not None

    def started_action_this_turn(self, turn_key: tuple[int, str]) -> bool:
        return any(t == turn_key for _, t in self.actions_started)

    def shot_this_phase(self, phase_key: tuple[int, str, str]) -> bool:
        return phase_key in self.shot_in

    def declared_charge_this_phase(self, phase_key: tuple[int, str, str]) -> bool:
        return phase_key in self.charges_declared

    def part(self, name: str) -> PartFacts | None:
        """The part of this attached unit named ``name``, if it is one."""
        for facts in self.part_facts:
            if facts.name == name:
                return facts
        return None

    def selected_to_fight_this_phase(self, phase_key: tuple[int, str, str]) -> bool:
        return phase_key in self.selected_to_fight

    def engaged_at_step_start(self, phase_key: tuple[int, str, str]) -> bool | None:
        """Its engagement at the start of that phase's Fight step, if it was recorded."""
        for key, engaged in self.engaged_at_fight_step:
            if key == phase_key:
                return engaged
        return None


_FIELD_NAMES = frozenset(f.name for f in fields(Unit))

# What a unit is when nothing is stated of it (docs/language.md#defaults): every default is read
# from here.
DEFAULT_UNIT = Unit(name="")
DEFAULT_KEYWORDS: frozenset[str] = DEFAULT_UNIT.keywords
LD_RANGE: tuple[int, int] = (2, 12)  # a Leadership characteristic: 2+ to 12+


def area_key(area: str) -> str:
    """Areas match by name, ignoring case and a leading article."""
    words = area.strip().rstrip(".").lower().split()
    if words and words[0] in ("a", "an", "the"):
        words = words[1:]
    return " ".join(words)


def area_name(area: str) -> str:
    """An area's name as a scenario states it (contract §3, as round 4 settles it): no quote
    mark (a quoted name is a unit), and not beginning with `range of`, so that `within range
    of ...` always reads as §15's range of an objective, never as an area called "range of
    ..."; ``area`` stripped, or an error naming the word."""
    name = area.strip()
    words = name.lower().split()  # as written: "the range of hills" is an area
    if '"' in name or words[:2] == ["range", "of"]:
        objective = area_key(" ".join(words[2:])) if words[:2] == ["range", "of"] else ""
        hint = (
            f"range of an objective is stated by being within it (§15): 'within the {objective}'"
            if objective
            else "name the area without quote marks"
        )
        raise RulesInputError(
            f"{name!r} is not an area's name: an area's name holds no quote mark and does not "
            f"begin with 'range of' (§3); {hint}",
            word=name,
            suggestion=f"the {objective}" if objective else None,
        )
    return name


def own_area_key(area: str, player: str) -> str:
    """An area's key, with "your <area>" read as player ``player``'s (the unit's controller)
    and "your opponent's <area>" as the other player's."""
    key = area_key(area)
    theirs = "your opponent's "
    if key.startswith(theirs):
        return f"player {other(player.upper()).lower()}'s {key[len(theirs) :]}"
    return f"player {player.lower()}'s {key[5:]}" if key.startswith("your ") else key


@reading.whole_strength
def strength(unit: Unit) -> tuple[Strength, Reason]:
    """Half-strength as the Rules Appendix defines it (starting strength 1: by wounds)."""
    if unit.starting_strength == 1:
        have, whole, rule, what = unit.wounds_left, unit.w, HALF_STRENGTH_SINGLE, "wounds"
    else:
        have, whole, rule, what = unit.models, unit.starting_strength, HALF_STRENGTH, "models"
    if 2 * have == whole:
        state = Strength.AT_HALF
    elif 2 * have < whole:
        state = Strength.BELOW_HALF
    else:
        state = Strength.FULL
    return state, Reason(f"{have} of {whole} {what} left: {state.value}", rule)


def with_facts(unit: Unit, facts: dict[str, object]) -> Unit:
    """``unit`` with ``facts`` by their rows' names: a field's own, the rest kept in ``more``."""
    own = {k: v for k, v in facts.items() if k in _FIELD_NAMES}
    rest = {**dict(unit.more), **{k: v for k, v in facts.items() if k not in _FIELD_NAMES}}
    return unit.but(**own, **({"more": tuple(sorted(rest.items()))} if rest else {}))


@reading.whole_strength
def below_starting_strength(unit: Unit) -> tuple[bool, Reason]:
    """Below starting strength (Rules Appendix): fewer models, or for one model fewer wounds."""
    if unit.starting_strength == 1:
        have, whole, what = unit.wounds_left, unit.w, "wounds"
    else:
        have, whole, what = unit.models, unit.starting_strength, "models"
    below = have < whole
    said = "below starting strength" if below else "not below starting strength"
    return below, Reason(f"{have} of {whole} {what} left: {said}", BELOW_STARTING)
