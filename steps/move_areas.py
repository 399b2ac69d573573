"""Every move step with the area it ends in (contract §20.2, "Moving into an area"): `When
"<unit>" makes a <move> move into <area>` (`... that ends outside <area>` is §15's step, in
steps/missions.py). An ingress move into an area is 20.04's own step (steps/reserves.py).
Where the area has a shape, the move is stated with its end positions instead (19.6)."""

from __future__ import annotations

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.core.move_areas import areas_after_into, ended_within
from ruleslawyer.core.units import area_key, area_name
from ruleslawyer.scenario.registry import when
from ruleslawyer.scenario.state import ScenarioState

from ._verdicts import _happened

# Every move a step names but ingress, whose `into` is 20.04's own step.
MOVES = "normal|advance|fall-back|pile-in|consolidation|charge|disembark|surge"


def _move(ctx: ScenarioState, unit: str, move: str, area: str) -> str:
    """Make the move; the game's name of the unit."""
    name = area_name(area)
    if area_key(name) in ctx.board.areas():  # the table quarters too, where models are placed
        raise RulesInputError(
            f"{name} has a shape, so where the move ends is decided by positions: state the "
            f'end positions (When "{unit}" makes {MoveKind.parse(move).article} {move} move '
            "to (x, y))",
            word=name,
        )
    kind = MoveKind.parse(move)
    game = ctx.game
    if kind is MoveKind.DISEMBARK:
        _happened(ctx, unit, lambda: game.transports.disembark(unit, into=name))
    else:
        _happened(ctx, unit, lambda: game.moves.move(unit, kind))
    return ctx.canonical(unit)


def _known_areas(ctx: ScenarioState) -> set[str]:
    return {a for pair in ctx.game.areas for a in pair}


@when(
    f'"{{unit}}" makes [a|an] [move={MOVES}] move into {{area:area}}',
    example='When "Squad" makes a normal move into the ruin',
)
def move_into(ctx: ScenarioState, unit: str, move: str, area: str) -> None:
    name = _move(ctx, unit, move, area)
    game = ctx.game
    within = areas_after_into(area_name(area), _known_areas(ctx), game.area_within)
    moved = game.unit(name)
    game.set_unit(moved, **ended_within(moved.wholly_within, within))
    game.missions.move_ended(name)  # Surveil the Foe's marker rule (contract §20.2)
