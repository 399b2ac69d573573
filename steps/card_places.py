"""Where units stand, as mission cards read it (contract §20.2 and 19.5): the table quarters,
the centre of the battlefield and its edges, stated (`wholly within` is 19.5's unit fact). In a
positioned scenario the positions decide them, and a stated one is checked against them."""

from __future__ import annotations

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.card_places import CENTRE_DISTANCES
from ruleslawyer.core.units import area_key, area_name
from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import ScenarioState


@given("{area:area} is a table quarter", example="Given the north-west quarter is a table quarter")
def is_quarter(ctx: ScenarioState, area: str) -> None:
    ctx.no_game_yet("state a table quarter")
    ctx.objectives.quarters.add(area_key(area_name(area)))
    ctx.place_lines[("", "quarter " + area_key(area_name(area)))] = ctx.line


@given(
    '"{unit}" is within {n:int}" of the centre of the battlefield',
    example='Given "Squad" is within 3" of the centre of the battlefield',
    pins=("unit",),
)
def near_centre(ctx: ScenarioState, unit: str, n: int) -> None:
    """Within 3" of the centre implies within 6" of it (contract §20.2)."""
    ctx.no_game_yet("state a distance to the centre of the battlefield")
    ctx.unit(unit)
    if n not in CENTRE_DISTANCES:
        raise RulesInputError(
            f'the cards name 3" and 6" of the centre of the battlefield, not {n}"',
            word=str(n),
            suggestion="3" if n < 5 else "6",
        )
    stands = ctx.objectives.centre
    stands[unit] = min(n, stands.get(unit, n))
    ctx.place_lines[(unit, "centre")] = ctx.line


@given(
    '"{unit}" is within 6" of the [edge=north|south|east|west] battlefield edge',
    example='Given "Squad" is within 6" of the north battlefield edge',
    pins=("unit",),
)
def near_edge(ctx: ScenarioState, unit: str, edge: str) -> None:
    ctx.no_game_yet("state a distance to a battlefield edge")
    ctx.unit(unit)
    stands = ctx.objectives.edges
    stands[unit] = stands.get(unit, frozenset()) | {edge}
    ctx.place_lines[(unit, "edge " + edge)] = ctx.line
