"""The game clock: every step of a battle round (07), of a Command phase (08) and of a Fight
phase (12), in order.

A moment is a point on this timeline. The game stands at one moment at a time; advancing
resolves every later point in order. A point that is "within a phase" runs from the phase's
start to its end, both included.
"""

from __future__ import annotations

import enum
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from functools import cache
from typing import Any, Generic, TypeVar, overload

from .aliases import parse_enum
from .references import clause

PLAYER_TURNS = clause("07.02", "Player Turns", "the opponent's turn follows")
FIRST_PLAYER = clause("07.02", "Player Turns", "same first player every round")
BATTLE_ENDS = clause("07.03", "End of Battle Round", "the battle ends after the mission's rounds")


class Phase(enum.Enum):
    COMMAND = "Command"
    MOVEMENT = "Movement"
    SHOOTING = "Shooting"
    CHARGE = "Charge"
    FIGHT = "Fight"

    @classmethod
    def parse(cls, word: str) -> Phase:
        return parse_enum(
            cls,
            word,
            message=f"unknown phase {word!r}; phases are Command, Movement, Shooting, Charge and "
            "Fight",
        )


class Point(enum.Enum):
    """One step of the timeline."""

    ROUND_OPEN = "the start of the battle round, before anything in it has resolved"
    ROUND_START = "Start of Battle Round"  # 07.01
    TURN_START = "Start of Turn"  # 07.02 part 1
    COMMAND_START = "Start of Command Phase"  # 08.01
    GAIN_CP = "Gain Core CP"  # 08.02
    BATTLE_SHOCK = "Battle-shock step"  # 08.03
    COMMAND_ABILITIES = "Command Abilities"  # 08.04
    COMMAND_END = "End of Command Phase"  # 08.05
    MOVEMENT_START = "start of the Movement phase"
    MOVEMENT_END = "end of the Movement phase"
    SHOOTING_START = "start of the Shooting phase"
    SHOOTING_END = "end of the Shooting phase"
    CHARGE_START = "start of the Charge phase"
    CHARGE_END = "end of the Charge phase"
    FIGHT_START = "start of the Fight phase"  # 12.01
    PILE_IN = "Pile In step"  # 12.02
    FIGHT_STEP = "Fight step"  # 12.04
    CONSOLIDATE = "Consolidate step"  # 12.07
    FIGHT_END = "end of the Fight phase"
    TURN_END = "End of Turn"  # 07.02 part 7
    ROUND_END = "End of Battle Round"  # 07.03


PHASE_POINTS: dict[Phase, tuple[Point, ...]] = {
    Phase.COMMAND: (
        Point.COMMAND_START,
        Point.GAIN_CP,
        Point.BATTLE_SHOCK,
        Point.COMMAND_ABILITIES,
        Point.COMMAND_END,
    ),
    Phase.MOVEMENT: (Point.MOVEMENT_START, Point.MOVEMENT_END),
    Phase.SHOOTING: (Point.SHOOTING_START, Point.SHOOTING_END),
    Phase.CHARGE: (Point.CHARGE_START, Point.CHARGE_END),
    Phase.FIGHT: (
        Point.FIGHT_START,
        Point.PILE_IN,
        Point.FIGHT_STEP,
        Point.CONSOLIDATE,
        Point.FIGHT_END,
    ),
}
PHASE_OF_POINT: dict[Point, Phase] = {p: ph for ph, pts in PHASE_POINTS.items() for p in pts}
PHASE_START: dict[Phase, Point] = {ph: pts[0] for ph, pts in PHASE_POINTS.items()}
PHASE_END: dict[Phase, Point] = {ph: pts[-1] for ph, pts in PHASE_POINTS.items()}
PHASE_ENDS = frozenset(PHASE_END.values())
# The steps of a Fight phase a scenario can stand in, by the name it gives them (12.02-12.07).
FIGHT_STEPS: dict[str, Point] = {
    "pile in": Point.PILE_IN,
    "fight": Point.FIGHT_STEP,
    "consolidate": Point.CONSOLIDATE,
}


def placements(phases: Iterable[Phase]) -> Iterator[tuple[Phase, Point | None]]:
    """Where a scenario can stand in each phase: its start (None), and each Fight step."""
    for phase in phases:
        yield phase, None
        if phase is Phase.FIGHT:
            yield from ((phase, point) for point in FIGHT_STEPS.values())


def step_of(moment: Moment) -> Point | None:
    """The Fight step a moment stands in, if it stands in one."""
    return moment.point if moment.point in FIGHT_STEPS.values() else None


def fight_step(word: str) -> Point:
    """The Fight phase step named ``word`` (Pile In, Fight or Consolidate)."""
    key = " ".join(word.strip().lower().replace("pile-in", "pile in").split())
    if key in FIGHT_STEPS:
        return FIGHT_STEPS[key]
    from .errors import RulesInputError, closest

    raise RulesInputError(
        f"unknown Fight phase step {word!r}; the steps are Pile In, Fight and Consolidate",
        word=word,
        suggestion=closest(word, ["Pile In", "Fight", "Consolidate"]),
    )


TURN_POINTS: tuple[Point, ...] = (
    Point.TURN_START,
    *(p for ph in Phase for p in PHASE_POINTS[ph]),
    Point.TURN_END,
)

# The parts of a turn as 07.02 lists them, for "the turn sequence of player P".
TURN_SEQUENCE: tuple[str, ...] = (
    "Start of Turn",
    "Command phase",
    "Movement phase",
    "Shooting phase",
    "Charge phase",
    "Fight phase",
    "End of Turn",
)

PLAYERS: tuple[str, str] = ("A", "B")


def other(player: str) -> str:
    return "B" if player == "A" else "A"


@cache
def round_points(first_player: str) -> tuple[tuple[str | None, Point], ...]:
    """Every point of one battle round, with the player whose turn it is (None between turns)."""
    second = other(first_player)
    return (
        (None, Point.ROUND_OPEN),
        (None, Point.ROUND_START),
        *((first_player, p) for p in TURN_POINTS),
        *((second, p) for p in TURN_POINTS),
        (None, Point.ROUND_END),
    )


@cache
def round_phases(first_player: str) -> tuple[Phase | None, ...]:
    """The phase of every point of :func:`round_points` (None outside phases), by index: a
    moment's phase is read by its index, not looked up by its point (an Enum's hash is a Python
    call)."""
    return tuple(PHASE_OF_POINT.get(point) for _, point in round_points(first_player))


ROUND_LENGTH = 3 + 2 * len(TURN_POINTS)
T = TypeVar("T")


class _kept(Generic[T]):
    """``functools.cached_property`` without its lock (Python 3.11 takes one at every first
    read): a value kept in the instance's ``__dict__`` once asked, read from there after. A
    battle round played makes about fifty moments and reads each one's point."""

    def __init__(self, func: Callable[[Any], T]) -> None:
        self.func = func
        self.name = func.__name__
        self.__doc__ = func.__doc__

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    @overload
    def __get__(self, obj: None, owner: type | None = None) -> _kept[T]: ...
    @overload
    def __get__(self, obj: object, owner: type | None = None) -> T: ...
    def __get__(self, obj: object, owner: type | None = None) -> T | _kept[T]:
        if obj is None:
            return self
        value = obj.__dict__[self.name] = self.func(obj)
        return value


@dataclass(frozen=True, order=True)
class Moment:
    """A point on the timeline: battle round and index into that round's points."""

    battle_round: int
    index: int
    first_player: str = "A"

    def __init__(self, battle_round: int, index: int, first_player: str = "A") -> None:
        # The fields written into the instance's dict directly (the dataclass's own __init__
        # of a frozen class makes a call of ``object.__setattr__`` per field, twice the cost):
        # a round played makes 48 moments. Kept in the class body, dataclass leaves it be.
        fields = self.__dict__
        fields["battle_round"] = battle_round
        fields["index"] = index
        fields["first_player"] = first_player

    # Whose turn, the point and the phase are read many times a property example: each is
    # kept once asked (``_kept``; a Moment is frozen). None of them reads the battle
    # round, which the exhaustive walk draws lazily (properties/rounds.py); the turn's and the
    # phase's keys do, so they are made anew each time.
    @_kept
    def player(self) -> str | None:
        """Whose turn it is, or None at the start or end of the battle round."""
        return round_points(self.first_player)[self.index][0]

    @_kept
    def point(self) -> Point:
        return round_points(self.first_player)[self.index][1]

    @_kept
    def phase(self) -> Phase | None:
        return round_phases(self.first_player)[self.index]

    @property
    def turn_key(self) -> tuple[int, str]:
        """Identifies the turn this moment is in ("this turn"); outside turns, the gap."""
        player = self.player
        if player is not None:
            return (self.battle_round, player)
        return (self.battle_round, "before turns" if self.index < 2 else "after turns")

    @property
    def previous_turn_key(self) -> tuple[int, str]:
        """The turn before this moment's turn (07.02: each battle round is the first player's
        turn, then the other's), as :attr:`turn_key` names it; outside turns, none."""
        player = self.player
        if player is None:
            return (-1, "")
        if player == self.first_player:
            return (self.battle_round - 1, other(player))
        return (self.battle_round, self.first_player)

    @_kept
    def _phase_word(self) -> str:
        """The last part of :attr:`phase_key`: the phase's word, else the point's name."""
        return _phase_word(self.phase, self.point)

    @property
    def phase_key(self) -> tuple[int, str, str]:
        """Identifies the phase this moment is in ("this phase"); outside phases, the step."""
        return (*self.turn_key, self._phase_word)

    def describe(self) -> str:
        player = self.player
        phase = self.phase
        where = f"battle round {self.battle_round}"
        if phase is not None:
            at = ""
            if self.point is PHASE_START[phase]:
                at = "the start of "
            elif self.point is PHASE_END[phase]:
                at = "the end of "
            else:  # a step inside the phase (08.02-08.04, 12.02-12.07)
                return f"player {player}'s {phase.value} phase ({self.point.value}), {where}"
            return f"{at}player {player}'s {phase.value} phase, {where}"
        if player is not None:
            return f"player {player}'s {self.point.value}, {where}"
        return f"{self.point.value}, {where}"

    def successors(self, battle_rounds: int) -> Iterator[Moment]:
        """Every later moment of the battle, in order."""
        rnd, idx = self.battle_round, self.index + 1
        rows = round_rows(self.first_player)
        # The rest of this round, then each later round the battle lasts: the round is
        # compared with the mission's only when a round ends (properties/rounds.py).
        while True:
            while idx < ROUND_LENGTH:
                yield made(rnd, rows[idx])
                idx += 1
            rnd, idx = rnd + 1, 0
            if rnd > battle_rounds:
                return


def _phase_word(phase: Phase | None, point: Point) -> str:
    return phase.value if phase else point.name


def made(battle_round: int, row: dict[str, object]) -> Moment:
    """The moment of ``battle_round`` whose index, first player, turn, point and phase are
    ``row`` (one of :func:`round_rows`): made with all of them already in its dict, what
    ``Moment.__init__`` and the first reads of the ``_kept`` values would write. The clock
    reads the point of every moment it resolves, about 39 a round."""
    moment = _new(Moment)
    fields = moment.__dict__
    fields["battle_round"] = battle_round
    fields.update(row)
    return moment


_new = object.__new__


@cache
def round_rows(first_player: str) -> tuple[dict[str, object], ...]:
    """What a moment of each index of :func:`round_points` holds beside its battle round, in
    the order ``Moment.__init__`` writes its fields, then the kept values (:func:`made`)."""
    points, phases = round_points(first_player), round_phases(first_player)
    return tuple(
        {
            "index": index,
            "first_player": first_player,
            "player": player,
            "point": point,
            "phase": phases[index],
            "_phase_word": _phase_word(phases[index], point),
        }
        for index, (player, point) in enumerate(points)
    )


@cache
def _round_indices(first_player: str) -> dict[tuple[str | None, Point], int]:
    return {key: index for index, key in enumerate(round_points(first_player))}


def moment_at(battle_round: int, player: str | None, point: Point, first_player: str) -> Moment:
    """The moment of ``point`` in ``player``'s turn (None: outside turns) of that round."""
    # Looked up, not searched: a property's drawn player is read once, not once a point
    # (properties/moments.py).
    index = _round_indices(first_player).get((player, point))
    if index is None:
        raise ValueError(f"no point {point.name} in a turn of {player!r}")
    return Moment(battle_round, index, first_player)


def start_of_round(battle_round: int, first_player: str) -> Moment:
    return Moment(battle_round, 0, first_player)


def in_phase(
    battle_round: int, player: str, phase: Phase, first_player: str, point: Point | None = None
) -> Moment:
    """Inside ``player``'s ``phase``: its start has resolved (for Command: 08.01, not 08.02),
    or at ``point``, a step of that phase, once that step has begun."""
    return moment_at(battle_round, player, point or PHASE_START[phase], first_player)
