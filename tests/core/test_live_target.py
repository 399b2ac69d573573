"""A would-be target's facts are asked of the game only when a rule reads them, and answer as
the facts worked out at once would."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from ruleslawyer.core import Game, Unit
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.live_target import LiveTarget
from ruleslawyer.core.stratagems import TargetFacts

from .test_stratagems import facts


def _live(eager: TargetFacts, asked: list[str]) -> LiveTarget:
    def ask(name: str) -> object:
        asked.append(name)
        return getattr(eager, name)

    def asker(name: str) -> Callable[[], object]:
        return lambda: ask(name)

    return LiveTarget({f.name: asker(f.name) for f in dataclasses.fields(TargetFacts)})


def test_a_fact_is_asked_once_and_only_when_read() -> None:
    asked: list[str] = []
    live = _live(facts(battle_shocked=True), asked)
    assert asked == []
    assert live.battle_shocked and live.battle_shocked
    assert live.player == "A"
    assert asked == ["battle_shocked", "player"]


def test_it_answers_as_the_facts_worked_out_at_once() -> None:
    eager = facts(engaged=True, keywords=frozenset({kw.TITANIC}))
    live = _live(eager, [])
    names = [f.name for f in dataclasses.fields(TargetFacts)]
    assert [getattr(live, n) for n in names] == [getattr(eager, n) for n in names]
    assert isinstance(live, TargetFacts)


def test_the_game_hands_the_decision_a_live_target() -> None:
    game = Game(units={"U": Unit(name="U", engaged=True, keywords=frozenset({kw.TITANIC}))})
    target = game.stratagem_part.target_facts(game.unit("U"))
    assert isinstance(target, LiveTarget)
    assert target.engaged and target.keywords == frozenset({kw.TITANIC}) and target.player == "A"
