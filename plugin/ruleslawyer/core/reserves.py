"""Strategic reserves (20), the ingress move, Deep Strike (24.09) and AIRCRAFT going back into
reserves (23.02): the clauses, the ingress reasons, and the end-of-turn and end-of-round rules
as questions about units (the game applies them)."""

from __future__ import annotations

from collections.abc import Callable, Mapping

from . import keywords as kw
from .clock import PHASE_START, Moment, Phase, Point, moment_at, other
from .references import Reason, clause
from .units import MoveKind, PhaseKey, Unit, area_key

RESERVES_IF = clause("20.04", "Ingress Move", "eligible if in strategic reserves")
EMBARKED_IN_RESERVES = clause("20.04", "Ingress Move", "not if its TRANSPORT is in reserves")
FIRST_ROUND = clause("20.03", "Arriving from Strategic Reserves", "from the second battle round")
ENEMY_ZONE = clause("20.04", "Ingress Move", "not in the enemy deployment zone before round 3")
DEEP_STRIKE = clause("24.09", "Deep Strike", "may be set up in the enemy deployment zone")
INGRESS_AFTER = clause("20.04", "Ingress Move", "after moving: set up, unengaged")
INGRESS_LOCK = clause("20.04", "Ingress Move", "no other move type until the next Charge phase")
REPOSITIONED = clause("20.02", "Repositioned Units", "keeps this turn's moves and battle-shock")
NEVER_ARRIVED = clause("20.04", "Ingress Move", "destroyed at the end of battle round 3")
AIRCRAFT_TO_RESERVES = clause(
    "23.02", "Aircraft Movement", "into reserves at the end of the opponent's turn"
)

# The §14 ingress reasons.
I_NOT_IN_RESERVES = Reason("it is not in strategic reserves", RESERVES_IF)
I_EMBARKED = Reason("it is embarked within a TRANSPORT in strategic reserves", EMBARKED_IN_RESERVES)
I_FIRST_ROUND = Reason("it is the first battle round", FIRST_ROUND)
I_ENEMY_ZONE = Reason(
    "it cannot be set up within its opponent's deployment zone before the third battle round",
    ENEMY_ZONE,
)
L_INGRESS = Reason(
    "it made an ingress move and the next Charge phase has not started", INGRESS_LOCK
)

# The battle round from which an ingress may be set up in the opponent's deployment zone.
ENEMY_ZONE_FROM_ROUND = 3
RESERVES_LAST_ROUND = 3  # reserves that never arrived are destroyed at its end (20.04)


def in_reserves(unit: Unit, units: Mapping[str, Unit]) -> bool:
    """In strategic reserves: set aside itself, or embarked within a TRANSPORT that is."""
    if unit.destroyed:
        return False
    if unit.embarked_in is not None:
        transport = units.get(unit.embarked_in)
        return transport is not None and transport.in_reserves
    return unit.in_reserves


def in_enemy_zone(
    area: str | None,
    unit: Unit,
    area_within: Callable[[str, str], bool | None] | None = None,
) -> bool:
    """Whether ``area`` is within the deployment zone of the unit's opponent (20.04): it names
    that zone, or the scenario states it lies within it (contract 9's areas, ``area_within``)."""
    if area is None:
        return False
    key = area_key(area)
    zone = f"player {other(unit.player).lower()}'s deployment zone"
    if key in (
        zone,
        "your opponent's deployment zone",
        "the opponent's deployment zone",
        "opponent's deployment zone",
    ):
        return True
    return area_within is not None and area_within(key, zone) is True


def _phase_start(key: PhaseKey, first_player: str) -> Moment:
    battle_round, player, name = key
    if player not in ("A", "B"):
        return Moment(battle_round, 0, first_player)
    phase = next((p for p in Phase if p.value == name), None)
    if phase is not None:
        return moment_at(battle_round, player, PHASE_START[phase], first_player)
    point = Point.__members__.get(name, Point.TURN_START)  # a step outside the phases
    return moment_at(battle_round, player, point, first_player)


def charge_phase_started_since(key: PhaseKey, now: Moment) -> bool:
    """Whether a Charge phase has started after the phase ``key`` began, up to now."""
    start = _phase_start(key, now.first_player)
    if start >= now:
        return False
    for moment in start.successors(now.battle_round):
        if moment > now:
            return False
        if moment.point is Point.CHARGE_START:
            return True
    return False


def ingress_lock_holds(unit: Unit, now: Moment) -> bool:
    """20.04: an ingress move made and the next Charge phase not yet started."""
    return any(
        k is MoveKind.INGRESS and not charge_phase_started_since(p, now)
        for k, p in unit.phase_moves
    )


def ever_arrived(unit: Unit) -> bool:
    return unit.ingress_earlier or any(k is MoveKind.INGRESS for k, _ in unit.phase_moves)


def never_arrived(unit: Unit, units: Mapping[str, Unit]) -> bool:
    """20.04 at the end of battle round 3: in reserves and never made an ingress move, not
    repositioned, and not embarked within a TRANSPORT that made one."""
    if unit.destroyed or not in_reserves(unit, units) or unit.repositioned:
        return False
    transport = units.get(unit.embarked_in) if unit.embarked_in else None
    if transport is not None and ever_arrived(transport):
        return False
    return not ever_arrived(unit)


def aircraft_leaves(unit: Unit, now: Moment) -> bool:
    """23.02: at the End of Turn step of its opponent's turn, an AIRCRAFT unit on the
    battlefield goes into strategic reserves."""
    return (
        now.point is Point.TURN_END
        and now.player not in (None, unit.player)
        and unit.has(kw.AIRCRAFT)
        and unit.on_battlefield
        and not unit.destroyed
    )
