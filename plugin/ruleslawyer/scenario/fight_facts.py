"""The Fight facts a scenario states of a unit (contract §14): stated only in a Fight phase
(scenario/concrete.py stamps them with the phase they belong to)."""

from __future__ import annotations

from typing import Protocol

from ruleslawyer.core import Moment, Phase, RulesInputError, Unit
from ruleslawyer.core.unit_fields import UnitFacts


class FightDraft(Protocol):
    """What this module reads of a unit draft (``ruleslawyer.scenario.state.UnitDraft``)."""

    name: str
    stated: dict[str, int | str | None]


def check_stated(draft: FightDraft, unit: Unit, now: Moment, is_property: bool) -> None:
    """A Fight fact stated outside a Fight phase is an error of a concrete scenario, naming the
    line that stated it and the Given that fixes it."""
    if is_property or now.phase is Phase.FIGHT:  # a property's moment: not read here
        return
    for row in (UnitFacts.selected_to_fight, UnitFacts.engaged_at_fight_step):
        if row.name in draft.stated:
            at = draft.stated[row.name]
            where = f"line {at}" if isinstance(at, int) else str(at)
            raise RulesInputError(
                f'"{draft.name}" (stated at {where}): {row.called} is a fact of a Fight phase, '
                f"and it is {now.describe()}; add Given it is the Fight step of player "
                f"{unit.player}'s Fight phase",
                word=row.called,
            )
