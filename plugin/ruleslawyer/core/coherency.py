"""Unit coherency at the End of Turn step (03.03), where models are placed (contract §19.5).

The core does not hold positions: a :class:`Placement` (the scenario's board) answers where each
placed unit's models are and removes models. In the End of Turn step of each player's turn,
each placed unit out of coherency loses models, one at a time, until it is in coherency again;
they are destroyed without triggering rules, and a mission card counts them as models destroyed
(contract §20.2: coherency losses count). Which models is the controlling player's choice,
which a scenario states, in order; where it leaves a choice open the placement makes it (a
property scenario draws it, as it draws an unstated roll).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from .bases import Footprint
from .clock import Moment
from .context import Context
from .errors import RulesInputError
from .ranges import in_coherency
from .references import Reason, clause

if TYPE_CHECKING:
    from .missions import Missions

END_OF_TURN = clause(
    "03.03", "Unit Coherency", "End of Turn: models removed until the unit is in coherency"
)


# A model removed to regain coherency: the name it is placed under (a part's, for an attached
# unit: its player names which part's model, 19.01) and its label.
Removal = tuple[str, str]


class Placement(Protocol):
    """Where the models of placed units are (the scenario's board)."""

    def placed(self, unit: str) -> bool: ...

    def footprints(self, unit: str) -> list[Footprint]: ...

    def labels(self, unit: str) -> list[str]: ...

    def models(self, unit: str) -> list[Removal]:
        """Every placed model of the unit, as (the name it is placed under, its label): an
        attached unit's models under each part's name (19.01, contract 19.3)."""

    def remove(self, unit: str, label: str, why: str = "destroyed") -> None:
        """Take one model off the board and measure again what the positions decide; ``why``
        it left, for a later question about that model. ``unit``: the name it is placed
        under (a part's, for an attached unit)."""

    def choose_removal(self, unit: str) -> Removal | None:
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
    coherency_removals: dict[str, list[Removal]]

    @property
    def missions(self) -> Missions: ...  # models destroyed, as mission cards count them (§20.2)


def restore(game: CoherencyContext, moment: Moment) -> None:
    """03.03: each placed unit out of coherency loses the stated models, in order, until it is
    in coherency; a removal needed but not stated is an input error naming the unit. An
    attached unit is one unit (19.01): its player removes models of either part, each named
    by the part it is placed under, and a part left with none is gone (19.04)."""
    placement = game.placement
    if placement is None:
        return
    for unit in list(game.units.values()):
        if not unit.on_battlefield or unit.destroyed or not placement.placed(unit.name):
            continue
        if not game.weigh(END_OF_TURN, not in_coherency(placement.footprints(unit.name))):
            continue
        chosen = game.coherency_removals.setdefault(unit.name, [])
        removed: list[str] = []
        while not in_coherency(placement.footprints(unit.name)):
            if not chosen:
                drawn = placement.choose_removal(unit.name)
                if drawn is not None:
                    chosen.append(drawn)
            if not chosen:
                raise _unstated(placement, unit.name, moment, bool(removed))
            part, label = chosen.pop(0)
            if (part, label) not in placement.models(unit.name):
                raise RulesInputError(
                    f'"{part}" has no model {label} on the battlefield to remove; its models: '
                    f"{_said(placement.models(unit.name), unit.name)}",
                    word=label,
                )
            placement.remove(
                part,
                label,
                f"removed to regain coherency at the end of player "
                f"{moment.player}'s turn ({END_OF_TURN.section})",
            )
            _lose_one(game, unit.name, part)
            removed.append(label if part == unit.name else f"{label} of {part}")
        game.note(
            Reason(f"{', '.join(removed)} of {unit.name} removed to regain coherency", END_OF_TURN)
        )


def _lose_one(game: CoherencyContext, unit_name: str, part: str) -> None:
    """The unit has one model fewer: 03.03's removed models are destroyed, so a mission card
    counts each as a model destroyed (contract §20.2: coherency losses count), though no rule
    triggers on it. Of an attached unit, one of the part ``part``, whose keywords, Ld and OC
    leave with its last model (19.04, :func:`~.missions.Missions.models_destroyed`)."""
    attached = bool(game.unit(unit_name).part_facts)
    game.missions.models_destroyed(unit_name, 1, part=part if attached else None, said=False)


def _said(models: Sequence[Removal], unit_name: str) -> str:
    """The models, by label, with the part each is placed under where it is not the unit's."""
    return ", ".join(label if part == unit_name else f"{label} of {part}" for part, label in models)


def _unstated(placement: Placement, unit_name: str, moment: Moment, more: bool) -> RulesInputError:
    """A removal needed but not stated: the player's choice, which the scenario must state."""
    part, label = placement.models(unit_name)[-1]
    return RulesInputError(
        f'"{unit_name}" is out of coherency at the end of player {moment.player}\'s '
        f"turn and must lose{' more' if more else ''} models until it is in coherency (03.03); "
        f'which is its player\'s choice: state it, e.g. Given model {label} of "{part}" will '
        "be removed to regain coherency",
        word=unit_name,
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
