"""What the pile-in and consolidation checks of a positioned scenario need from the board
(core/fight_moves_end.py; contract §19.6): the placed enemy units with their AIRCRAFT keyword,
the objectives (measured where they have a position, as stated where they have none), and what
the step names (``against``, ``onto``)."""

from __future__ import annotations

from collections.abc import Sequence

from ruleslawyer.core import ImpossibleEvent, MoveKind, Reason, RulesInputError
from ruleslawyer.core.bases import area_footprint
from ruleslawyer.core.end_positions import MovedModel
from ruleslawyer.core.fight_moves_end import (
    NO_AIM,
    Aim,
    Before,
    Enemy,
    Place,
    Unnamed,
    consolidation_mode,
    consolidation_problems,
    measured,
    pile_in_problems,
    pile_in_targets,
    rules_weighed,
)
from ruleslawyer.core.game import Game
from ruleslawyer.core.keywords import AIRCRAFT, FLY
from ruleslawyer.core.ranges import engaged_with, objective_marker
from ruleslawyer.core.references import RuleRef
from ruleslawyer.core.surge_ends import charge_selection_problems
from ruleslawyer.scenario.placement import unit_footprints
from ruleslawyer.scenario.state import ScenarioState

FIGHT_MOVES = (MoveKind.PILE_IN, MoveKind.CONSOLIDATION)


def enemies(ctx: ScenarioState, game: Game, name: str) -> dict[str, Enemy]:
    """The placed enemy units on the battlefield, by name."""
    mine = game.unit(name)
    found: dict[str, Enemy] = {}
    for other, unit in game.units.items():
        if other == name or unit.player == mine.player:
            continue
        if not unit.on_battlefield or unit.destroyed:
            continue
        # An attached unit is one unit (19.01): its models are every part's.
        models = tuple(unit_footprints(ctx.board, game.units, other))
        if models:
            found[other] = Enemy(models, unit.has(AIRCRAFT))
    return found


def places(ctx: ScenarioState, game: Game, name: str) -> list[Place]:
    """Every objective, as the unit ``name`` sees it: markers and terrain objectives with a
    position are measured; an objective without one keeps its stated range (contract §19.2:
    whether the unit is stated within range of it)."""
    board = ctx.board
    unit = game.unit(name)
    found = []
    for key, objective in game.objectives.defs.items():
        if key in board.markers:
            found.append(Place(objective.name, objective_marker(board.markers[key][1]), True))
        elif key in board.shapes:
            found.append(Place(objective.name, area_footprint(board.shapes[key].polygon), False))
        else:
            stated = unit.is_within(objective.name)
            found.append(Place(objective.name, None, objective.marker, stated))
    return found


def aim(
    ctx: ScenarioState, game: Game, kind: MoveKind, against: Sequence[str], onto: str | None
) -> Aim:
    """What the step names, checked: enemy units for a charge, pile-in or consolidation move;
    an objective for a consolidation move."""
    if against and kind not in (MoveKind.CHARGE, *FIGHT_MOVES):
        raise RulesInputError(
            f"against names the targets of a charge, pile-in or consolidation move, not of "
            f"{kind.article} {kind.value} move",
            word="against",
        )
    if onto is not None and kind is not MoveKind.CONSOLIDATION:
        raise RulesInputError(
            f"onto names the objective of a consolidation move, not of {kind.article} "
            f"{kind.value} move",
            word="onto",
        )
    names = tuple(ctx.canonical(ctx.unit(a).name) for a in against)
    chosen = None if onto is None else game.objectives.get(onto).name
    return Aim(names, chosen)


def fight_reasons(
    ctx: ScenarioState,
    game: Game,
    name: str,
    kind: MoveKind,
    models: Sequence[MovedModel],
    named: Aim,
) -> tuple[Reason, ...]:
    """12.03 or 12.08 (with 23.02) for these end positions; none for another move."""
    can_fly = game.as_modified(name).has(FLY)  # 18.3: counts as
    foes = enemies(ctx, game, name)
    starts = [m.start for m in models]
    try:
        if kind is MoveKind.PILE_IN:
            before = pile_in_targets(starts, foes, can_fly, named.against)
            found = pile_in_problems(models, foes, can_fly, named.against)
        elif kind is MoveKind.CONSOLIDATION:
            spots = places(ctx, game, name)
            before = consolidation_mode(starts, foes, spots, can_fly, named)
            found = consolidation_problems(models, foes, spots, can_fly, named)
        else:
            return ()
    except Unnamed as exc:
        if ctx.position_draw is None:
            raise
        # Drawn positions with several candidates and no name: an example the search
        # discards, as any impossible combination (a concrete scenario names its choice).
        raise ImpossibleEvent(exc.message, unit=name, word=exc.word) from None
    _weigh(game, rules_weighed(before, found, kind is MoveKind.PILE_IN, ends=True))
    return found


def before_moving(
    ctx: ScenarioState, game: Game, name: str, kind: MoveKind, named: Aim = NO_AIM
) -> tuple[Reason, ...]:
    """What a query without end positions weighs in a positioned scenario: the charge
    targets it names (11.04, 23.04), the pile-in targets (12.03) and the consolidation mode
    (12.08), from where the unit stands."""
    aimed = kind is MoveKind.CHARGE and bool(named.against)
    if not (kind in FIGHT_MOVES or aimed) or not ctx.board.positioned:
        return ()
    starts = unit_footprints(ctx.board, game.units, name)
    if not starts:
        return ()
    can_fly = game.as_modified(name).has(FLY)  # 18.3: counts as
    foes = enemies(ctx, game, name)
    if kind is MoveKind.CHARGE:
        aircraft = {n for n, e in foes.items() if e.aircraft}
        roll = game.moves.charge_distance(name)  # as made (18.3 item 4)
        prints = {n: e.models for n, e in foes.items()}
        found = charge_selection_problems(starts, prints, named.against, roll, aircraft, can_fly)
        return tuple(measured(r) for r in found)
    before: Before
    if kind is MoveKind.PILE_IN:
        before = pile_in_targets(starts, foes, can_fly, named.against)
    else:
        before = consolidation_mode(starts, foes, places(ctx, game, name), can_fly, named)
    _weigh(game, rules_weighed(before, before.reasons, kind is MoveKind.PILE_IN, ends=False))
    return before.reasons


def ended_engaged(ctx: ScenarioState, game: Game, name: str) -> list[str]:
    """The enemy units the unit is engaged with where it stands now."""
    foes = enemies(ctx, game, name)
    mine = unit_footprints(ctx.board, game.units, name)
    return engaged_with(mine, {n: e.models for n, e in foes.items()})


def _weigh(game: Game, weighed: tuple[tuple[RuleRef, bool], ...]) -> None:
    for rule, applies in weighed:
        game.weigh(rule, applies)
