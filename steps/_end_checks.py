"""The end-position checks of a move's own type that core/end_positions.py does not make
(core/surge_ends.py): a charge's roll and AIRCRAFT targets (11.04, 23.04), a surge's target
(21.02, 23.02). Each is a function of the moved models and the enemy units' footprints, handed
to the move step (steps/position_moves.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import Footprint
from ruleslawyer.core.end_positions import MovedModel, charge_targets
from ruleslawyer.core.game import Game
from ruleslawyer.core.keywords import AIRCRAFT
from ruleslawyer.core.ranges import engaged_with
from ruleslawyer.core.references import Reason
from ruleslawyer.core.surge_ends import charge_target_problems, surge_candidates, surge_problems

Extra = Callable[[list[MovedModel], dict[str, list[Footprint]]], tuple[Reason, ...]]


def _aircraft(game: Game, enemies: dict[str, list[Footprint]]) -> set[str]:
    return {n for n in enemies if game.unit(n).has(AIRCRAFT)}


def charge_extra(game: Game, can_fly: bool, roll: int | None, against: Sequence[str] = ()) -> Extra:
    """A charge's targets (those ``against`` names, else the enemy units it ends engaged with:
    core/end_positions.py's charge_targets) within the charge roll at the start where one is
    given, and none an AIRCRAFT unit unless it can FLY (11.04, 23.04)."""

    def check(models: list[MovedModel], enemies: dict[str, list[Footprint]]) -> tuple[Reason, ...]:
        targets = charge_targets(against, engaged_with([m.end for m in models], enemies))
        starts = [m.start for m in models]
        aircraft = _aircraft(game, enemies)
        return charge_target_problems(starts, enemies, targets, roll, aircraft, can_fly)

    return check


def surge_extra(game: Game, can_fly: bool, against: str | None) -> Extra:
    """A surge's target: ``against`` (one of the closest enemy units), or the closest enemy unit
    where there is one; several equally close and none named is an input error (21.02)."""

    def check(models: list[MovedModel], enemies: dict[str, list[Footprint]]) -> tuple[Reason, ...]:
        starts = [m.start for m in models]
        closest = surge_candidates(starts, enemies, _aircraft(game, enemies), can_fly)
        if against is not None and against not in enemies:
            placed = ", ".join(f'"{e}"' for e in enemies) or "none"
            raise RulesInputError(
                f'"{against}" is not a placed enemy unit, so it cannot be the surge target '
                f"(the placed enemy units: {placed})",
                word=against,
            )
        if against is None:
            if not closest:
                raise RulesInputError(
                    "a surge move needs a surge target, the closest enemy unit (21.02), but no "
                    "enemy unit is placed",
                    word="surge",
                )
            if len(closest) > 1:
                names = " and ".join(f'"{c}"' for c in closest)
                raise RulesInputError(
                    f"{names} are equally close: name the surge target "
                    f'(makes a surge move against "{closest[0]}" to ...)',
                    word="surge",
                )
        target = against if against is not None else closest[0]
        return surge_problems(models, enemies, target, closest)

    return check
