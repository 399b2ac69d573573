"""The Fight facts a scenario states of a unit (contract §14): stamped with the phase they
belong to, and stated only in a Fight phase."""

from __future__ import annotations

from typing import Any, Protocol

from ruleslawyer.core import Moment, Phase, RulesInputError, Unit
from ruleslawyer.core.unit_fields import UnitFacts, UnitField


class FightDraft(Protocol):
    """What this module reads of a unit draft (``ruleslawyer.scenario.state.UnitDraft``)."""

    name: str
    stated: dict[str, int | str | None]

    @property
    def selected_to_fight(self) -> bool: ...
    @property
    def engaged_at_fight_step(self) -> bool: ...
    def knows(self, row: UnitField[Any]) -> bool: ...


def stamped(draft: FightDraft, phase_key: tuple[int, str, str] | None) -> dict[str, Any]:
    """The Fight facts a Given stated (or a draw chose), stamped with this phase (12.04): an
    engagement at the start of the Fight step that nothing stated is recorded when it begins."""
    if phase_key is None:
        return {}
    at_step = UnitFacts.engaged_at_fight_step
    return {
        "selected_to_fight": (phase_key,) if draft.selected_to_fight else (),
        "engaged_at_fight_step": ((phase_key, draft.engaged_at_fight_step),)
        if draft.knows(at_step)
        else (),
    }


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
