"""Unit coherency at the End of Turn step (03.03), where models are placed (contract §19.5).

The core does not hold positions: a :class:`Placement` (the scenario's board) answers where each
placed unit's models are and removes models. In the End of Turn step of each player's turn,
each placed unit out of coherency loses models, one at a time, until it is in coherency again;
they are destroyed without triggering rules. Which models is the controlling player's choice,
which a scenario states, in order; where it leaves a choice open the placement makes it (a
property scenario draws it, as it draws an unstated roll).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

from .bases import Footprint
from .clock import Moment
from .context import Context
from .errors import RulesInputError
from .ranges import in_coherency
from .references import Reason, clause

END_OF_TURN = clause(
    "03.03", "Unit Coherency", "End of Turn: models removed until the unit is in coherency"
)


class Placement(Protocol):
    """Where the models of placed units are (the scenario's board)."""

    def placed(self, unit: str) -> bool: ...

    def footprints(self, unit: str) -> list[Footprint]: ...

    def labels(self, unit: str) -> list[str]: ...

    def remove(self, unit: str, label: str, why: str = "destroyed") -> None:
        """Take one model off the board and measure again what the positions decide; ``why``
        it left, for a later question about that model."""

    def choose_removal(self, unit: str) -> str | None:
        """The model the player removes next to regain coherency where the scenario states
        none: drawn in a property scenario; None where the scenario must state it."""

    def measure(self) -> None:
        """Measure again what the positions decide (a unit left the battlefield)."""

    def keep(self, unit: str, count: int) -> None:
        """Keep the first ``count`` placed models (models removed without being named go
        from the last placed rows first)."""


class CoherencyContext(Context, Protocol):
    """The game, with where its models are placed and the removals its scenario chose."""

    placement: Placement | None
    coherency_removals: dict[str, list[str]]


def restore(game: CoherencyContext, moment: Moment) -> None:
    """03.03: each placed unit out of coherency loses the stated models, in order, until it is
    in coherency; a removal needed but not stated is an input error naming the unit."""
    placement = game.placement
    if placement is None:
        return
    for unit in list(game.units.values()):
        if not unit.on_battlefield or unit.destroyed or not placement.placed(unit.name):
            continue
        if not game.weigh(END_OF_TURN, not in_coherency(placement.footprints(unit.name))):
            continue
        if unit.part_facts:  # as for any models of an attached unit (core/missions.py)
            raise RulesInputError(
                f'"{unit.name}" is an attached unit out of coherency at the end of player '
                f"{moment.player}'s turn (03.03): removing some of its models is not modelled "
                "yet; place its models in coherency, or state its models left",
                word=unit.name,
            )
        chosen = game.coherency_removals.setdefault(unit.name, [])
        removed: list[str] = []
        while not in_coherency(placement.footprints(unit.name)):
            if not chosen:
                drawn = placement.choose_removal(unit.name)
                if drawn is not None:
                    chosen.append(drawn)
            if not chosen:
                more = " more" if removed else ""
                raise RulesInputError(
                    f'"{unit.name}" is out of coherency at the end of player {moment.player}\'s '
                    f"turn and must lose{more} models until it is in coherency (03.03); which "
                    f"is its player's choice: state it, e.g. Given model "
                    f'{placement.labels(unit.name)[-1]} of "{unit.name}" will be removed to '
                    "regain coherency",
                    word=unit.name,
                )
            label = chosen.pop(0)
            if label not in placement.labels(unit.name):
                raise RulesInputError(
                    f'"{unit.name}" has no model {label} on the battlefield to remove; its '
                    f"models: {', '.join(placement.labels(unit.name))}",
                    word=label,
                )
            placement.remove(
                unit.name,
                label,
                f"removed to regain coherency at the end of player "
                f"{moment.player}'s turn ({END_OF_TURN.section})",
            )
            now = game.unit(unit.name)
            game.set_unit(now, models=now.models - 1)
            removed.append(label)
        game.note(
            Reason(f"{', '.join(removed)} of {unit.name} removed to regain coherency", END_OF_TURN)
        )


def remove_named(game: CoherencyContext, unit_name: str, labels: Sequence[str]) -> None:
    """Models named by label leave the board before the unit loses them (§19.5)."""
    placement = game.placement
    if placement is None or not placement.placed(unit_name):
        return
    for label in labels:
        if label not in placement.labels(unit_name):
            raise RulesInputError(
                f'"{unit_name}" has no model {label} on the battlefield; its models: '
                f"{', '.join(placement.labels(unit_name))}",
                word=label,
            )
        placement.remove(unit_name, label)
