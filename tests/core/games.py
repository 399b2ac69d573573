"""Small builders shared by the core tests: moments, games, rules and refusals."""

from __future__ import annotations

from collections.abc import Callable, Iterable

import pytest

from ruleslawyer.core import (
    ActionDef,
    Game,
    Moment,
    Phase,
    RulesInputError,
    Trigger,
    TriggeredRule,
    Unit,
    clock,
)


def at(phase: Phase, player: str = "A", battle_round: int = 1) -> Moment:
    """Inside ``player``'s ``phase``, just after its start (A takes the first turn)."""
    return clock.in_phase(battle_round, player, phase, "A")


def rule(name: str, trigger: str, owner: str | None, order: int) -> TriggeredRule:
    return TriggeredRule(name, Trigger.parse(trigger), owner, order)


def weighed(game: Game) -> dict[str, set[bool]]:
    """The clauses the game weighed, by id, with whether each applied (the coverage record)."""
    return {ref.id: set(seen) for ref, seen in game.weighed.items()}


def game_of(
    *units: Unit,
    actions: Iterable[ActionDef] = (),
    now: Moment | None = None,
    **more: object,
) -> Game:
    return Game(
        units={unit.name: unit for unit in units},
        actions={a.name: a for a in actions},
        now=now if now is not None else at(Phase.SHOOTING),
        **more,  # type: ignore[arg-type]
    )


def refused(call: Callable[[], object]) -> RulesInputError:
    with pytest.raises(RulesInputError) as caught:
        call()
    return caught.value


TASK = ActionDef.from_rows("Task", {})
