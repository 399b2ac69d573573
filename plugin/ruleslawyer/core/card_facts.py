"""What a mission card's award rows read at a consult (contract §20.2): control now and at the
start of the turn, the units destroyed this turn and the previous one, the Actions completed
this turn, tags, areas and terrain areas; and the counts a row compares them with."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from .clock import Moment
from .references import clause

UNIT_DESTROYED = clause(
    "Appendix", "Destroyed", "a unit is destroyed when its last model is destroyed"
)


@dataclass(frozen=True)
class Count:
    """`<n> or more`, `exactly <n>`, `<n1> to <n2>` or `no`."""

    low: int
    high: int | None

    def holds(self, n: int) -> bool:
        return n >= self.low and (self.high is None or n <= self.high)

    @property
    def text(self) -> str:
        if self.high == 0:
            return "no"
        if self.high is None:
            return f"{self.low} or more"
        if self.high == self.low:
            return f"exactly {self.low}"
        return f"{self.low} to {self.high}"


COUNT = r"(?P<count>no|exactly \d+|\d+ or more|\d+ to \d+)"


def parse_count(text: str) -> Count:
    text = text.strip().lower()
    if text == "no":
        return Count(0, 0)
    if text.startswith("exactly "):
        n = int(text.split()[1])
        return Count(n, n)
    if text.endswith(" or more"):
        return Count(int(text.split()[0]), None)
    low, high = text.split(" to ")
    return Count(int(low), int(high))


@dataclass(frozen=True)
class Destruction:
    """A unit destroyed (its last model), with what cards ask of it."""

    moment: Moment
    unit: str
    player: str
    models: int  # the models destroyed with it
    characters: int  # of them, CHARACTER models
    w: int  # the W of its models
    starting_strength: int
    started_within: frozenset[str]  # area keys it was within at the start of the turn
    by: str | None = None
    by_within: frozenset[str] = frozenset()  # area keys the destroying unit was within
    whole: bool = True  # False: models of a unit that still has models left


@dataclass(frozen=True)
class Spot:
    """Where a unit on the battlefield stands, as a card reads it (contract §20.2): the areas
    it is within and wholly within (area keys as its holder names them), whether a card counts
    it (not AIRCRAFT and not battle-shocked), the smallest of 3" and 6" it is within of the
    centre of the battlefield (None: neither), and the battlefield edges it is within 6" of."""

    player: str
    within: frozenset[str]
    wholly: frozenset[str] = frozenset()
    counts: bool = True
    centre: int | None = None
    edges: frozenset[str] = frozenset()
    name: str = ""


# Edges that face each other (contract §20.2: north faces south, east faces west).
OPPOSITE_EDGES = (("north", "south"), ("east", "west"))


@dataclass(frozen=True)
class Facts:
    """What the conditions of one holder's awards read at one consult."""

    holder: str
    control: Mapping[str, str | None]  # objective key -> controller (the last determination)
    start_control: Mapping[str, str | None]  # ... at the start of the turn
    home: Mapping[str, str | None]  # objective key -> whose home objective
    roles: Mapping[str, frozenset[str]]  # objective key -> role names (central, expansion)
    names: Mapping[str, str]  # objective key -> as written
    this_turn: Sequence[Destruction]
    previous_turn: Sequence[Destruction]
    characters_left: int  # CHARACTER models the holder's opponent has left
    # (player, action key, the completing unit's area keys) of each Action completed this turn
    completed: Sequence[tuple[str, str, frozenset[str]]]
    area_key: Callable[[str], str]
    # (target key, tag) the holder's tags: an area key, or 'unit:<name>' for a unit; and those
    # set this turn.
    tagged: frozenset[tuple[str, str]] = frozenset()
    tagged_now: frozenset[tuple[str, str]] = frozenset()
    area_within: Callable[[str, str], bool | None] = lambda inner, outer: None
    enemy_within: Sequence[frozenset[str]] = ()  # each enemy unit on the battlefield: its areas
    terrain: frozenset[str] = frozenset()  # the keys of the terrain areas
    friendly_within: Sequence[frozenset[str]] = ()  # each friendly unit on the battlefield
    # whether the holder's opponent had a CHARACTER model in the battle (one left, or one
    # destroyed): "every enemy CHARACTER model has been destroyed" needs one (interpretation 98)
    characters_had: bool = True
    markers: Mapping[str, Mapping[str, int]] = field(default_factory=dict)  # player -> area -> n
    # Selections (contract §20.2): the holder's beacon unit's areas (None: none selected or not
    # on the battlefield), the tempting target the opponent selected, the objectives guarded.
    beacon: frozenset[str] | None = None
    tempting_target: str | None = None
    guarded: frozenset[str] = frozenset()
    # Every unit on the battlefield, where it stands; the keys of the table quarters.
    spots: Sequence[Spot] = ()
    quarters: frozenset[str] = frozenset()
    # The units that left the battlefield this turn without being destroyed.
    left_this_turn: frozenset[str] = frozenset()

    def own(self, area: str) -> str:
        """An area of a row: `your X` is the holder's, `your opponent's X` the opponent's."""
        key = self.area_key(area)
        if key.startswith("your opponent's "):
            return f"player {self.opponent.lower()}'s {key[16:]}"
        if key.startswith("your "):
            return f"player {self.holder.lower()}'s {key[5:]}"
        return key

    def lies_within(self, key: str, area: str) -> bool:
        """Whether the objective or area ``key`` lies within ``area`` (stated, 3's area form)."""
        outer = self.own(area)
        return key == outer or bool(self.area_within(self.names.get(key, key), outer))

    @property
    def opponent(self) -> str:
        return "B" if self.holder == "A" else "A"

    def held(self, key: str) -> bool:
        return self.control.get(key) == self.holder

    def objectives_held(self, filters: Sequence[str]) -> list[str]:
        found = []
        for key in self.control:
            if not self.held(key):
                continue
            if "not-home" in filters and self.home.get(key) == self.holder:
                continue
            if "new" in filters and self.start_control.get(key) == self.holder:
                continue
            if "central" in filters and "central" not in self.roles.get(key, frozenset()):
                continue
            if "expansion" in filters and "expansion" not in self.roles.get(key, frozenset()):
                continue
            areas = [f[7:] for f in filters if f.startswith("within:")]
            if any(not self.lies_within(key, area) for area in areas):
                continue
            found.append(key)
        return found

    def counted(self, player: str) -> list[Spot]:
        """The units of ``player`` a card counts: on the battlefield, not AIRCRAFT and not
        battle-shocked."""
        return [s for s in self.spots if s.player == player and s.counts]

    def enemy_models(self) -> list[Destruction]:
        """Every destruction of enemy models this turn, the unit's last or not."""
        return [d for d in self.this_turn if d.player == self.opponent]

    def enemy_destroyed(self, filters: Sequence[str], previous: bool = False) -> list[Destruction]:
        pool = self.previous_turn if previous else self.this_turn
        side = self.holder if previous else self.opponent
        found = []
        for d in pool:
            if d.player != side or not d.whole:
                continue
            if "started-in-range" in filters and not (d.started_within & set(self.control)):
                continue
            if "started-in-range-central" in filters and not any(
                "central" in self.roles.get(k, frozenset()) for k in d.started_within
            ):
                continue
            if "by-in-range" in filters and not (d.by_within & set(self.control)):
                continue
            if "started-in-terrain" in filters and not (d.started_within & self.terrain):
                continue
            prefix = "started-in-tagged:"
            tag = next((f[len(prefix) :] for f in filters if f.startswith(prefix)), None)
            if tag and not any((k, tag) in self.tagged for k in d.started_within & self.terrain):
                continue
            strength = next((f for f in filters if f.startswith("strength:")), None)
            if strength and d.starting_strength < int(strength.split(":")[1]):
                continue
            found.append(d)
        return found
