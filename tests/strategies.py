"""Test-side Hypothesis strategies, built on the public ones in :mod:`ruleslawyer.strategies`.

Every strategy the tests share lives here (the attrs habit): a game set up for the stateful
machine, rosters of named units, Actions, opening moments and battle-shock roll totals.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hypothesis import strategies as st

from ruleslawyer import strategies as rs
from ruleslawyer.core import ActionDef, Game, Moment, MoveKind, Unit
from ruleslawyer.core import clock as gc
from ruleslawyer.core.actions import unit_bars
from ruleslawyer.core.units import DEFAULT_UNIT

# The stateful machine always plays with these units and Actions, so its rules can name them
# with plain ``sampled_from`` strategies.
UNIT_NAMES: tuple[str, ...] = ("Squad", "Knight", "Scouts")
ACTION_NAMES: tuple[str, ...] = ("Task", "Raid")
# The moves of §9, which the stateful model knows (tests/core/test_transports.py: the rest).
SECTION_14_MOVES: frozenset[MoveKind] = frozenset(
    {MoveKind.DISEMBARK, MoveKind.EMERGENCY_DISEMBARK, MoveKind.INGRESS, MoveKind.SURGE}
)
ALL_MOVES: tuple[MoveKind, ...] = tuple(k for k in MoveKind if k not in SECTION_14_MOVES)
EXEMPT_MOVES: frozenset[MoveKind] = frozenset({MoveKind.PILE_IN, MoveKind.CONSOLIDATION})


def battle_shock_totals() -> st.SearchStrategy[int]:
    """A 2D6 total; shrinks toward 7, the most common roll."""
    return rs.battle_shock_totals()


def _barring_keywords() -> frozenset[str]:
    """The keywords that alone bar a unit from starting an Action, asked of the core."""
    now = gc.in_phase(1, "A", gc.Phase.SHOOTING, "A")
    return frozenset(
        k for k in rs.KEYWORDS if unit_bars(replace(DEFAULT_UNIT, keywords=frozenset({k})), now)
    )


def ready_units(name: str) -> st.SearchStrategy[Unit]:
    """A unit that nothing about itself bars from starting an Action: on the battlefield, not
    battle-shocked or engaged, OC above 0, INFANTRY, neither AIRCRAFT nor FORTIFICATION."""
    keywords = rs.keyword_sets(required=DEFAULT_UNIT.keywords, forbidden=_barring_keywords())
    return rs.units(name=name, keywords=keywords).map(
        lambda unit: replace(
            unit,
            on_battlefield=True,
            in_reserves=False,
            battle_shocked=False,
            engaged=False,
            engaged_only_aircraft=False,
            oc=unit.oc or 2,
        )
    )


def table_units(name: str) -> st.SearchStrategy[Unit]:
    """Either a unit ready to act, or any legal unit at all."""
    return st.one_of(ready_units(name), rs.units(name=name))


def rosters(names: tuple[str, ...] = UNIT_NAMES) -> st.SearchStrategy[dict[str, Unit]]:
    """One drawn unit for each name; the first is always ready to act."""
    first, *rest = names
    parts = {first: ready_units(first)}
    parts.update({name: table_units(name) for name in rest})
    return st.fixed_dictionaries(parts)


def open_action_defs(name: str) -> st.SearchStrategy[ActionDef]:
    """An Action most units may start: UNITS limited to INFANTRY or BATTLELINE at most."""
    return rs.action_defs(name=name, keywords=("INFANTRY", "BATTLELINE"), areas=())


def action_tables(
    names: tuple[str, ...] = ACTION_NAMES,
) -> st.SearchStrategy[dict[str, ActionDef]]:
    """The first Action easy to start, the others with every row drawn."""
    first, *rest = names
    parts = {first: open_action_defs(first)}
    parts.update({name: rs.action_defs(name=name) for name in rest})
    return st.fixed_dictionaries(parts)


def opening_moments(battle_rounds: int, first_player: str) -> st.SearchStrategy[Moment]:
    """Where a game opens: the start of battle round 1, or inside some player's phase."""
    return st.one_of(
        st.just(gc.start_of_round(1, first_player)),
        rs.moments(battle_rounds, first_player),
    )


@dataclass(frozen=True)
class GameSetup:
    """Everything a :class:`Game` is built from, plus each unit's standing battle-shock roll."""

    units: dict[str, Unit]
    actions: dict[str, ActionDef]
    cp: dict[str, int]
    first_player: str
    battle_rounds: int
    now: Moment
    rolls: dict[str, int]

    def build(self) -> Game:
        return Game(
            units=dict(self.units),
            actions=dict(self.actions),
            cp=dict(self.cp),
            first_player=self.first_player,
            battle_rounds=self.battle_rounds,
            now=self.now,
            rolls=dict(self.rolls),
        )


@st.composite
def game_setups(draw: st.DrawFn, max_battle_rounds: int = 5) -> GameSetup:
    """A short game with the machine's units and Actions, ready to be played."""
    first_player = draw(rs.players())
    battle_rounds = draw(st.integers(2, max_battle_rounds))
    return GameSetup(
        units=draw(rosters()),
        actions=draw(action_tables()),
        cp={player: draw(st.integers(0, 3)) for player in gc.PLAYERS},
        first_player=first_player,
        battle_rounds=battle_rounds,
        now=draw(opening_moments(battle_rounds, first_player)),
        rolls={name: draw(battle_shock_totals()) for name in UNIT_NAMES},
    )
