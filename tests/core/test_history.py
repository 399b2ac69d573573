"""The game's history (core/history.py): append is the only write, questions read it, what
happened before the scenario enters by the same route, and a refusal belongs to its moment."""

from __future__ import annotations

import pytest

from ruleslawyer.core import ActionDef, Game, MoveKind, Phase, RulesInputError, Unit
from ruleslawyer.core.history import (
    Acted,
    ActionAttempt,
    ActionEnded,
    ActionStarted,
    ActionState,
    ClockMoved,
    History,
    Moved,
    StratagemAttempt,
    StratagemUsed,
)
from tests.core.games import TASK, at, game_of


def test_append_numbers_each_record_and_reading_never_writes() -> None:
    history = History()
    first = history.append(Moved(at(Phase.MOVEMENT), "Squad", MoveKind.NORMAL))
    second = history.append(Acted(at(Phase.MOVEMENT)))
    assert (first, second, len(history)) == (0, 1, 2)
    assert history[first] == Moved(at(Phase.MOVEMENT), "Squad", MoveKind.NORMAL)
    listed = list(history)
    listed.clear()
    history.of(Moved).clear()
    assert len(history) == 2
    assert not hasattr(history, "extend") and not hasattr(history, "remove")


def test_a_phase_is_begun_once_something_is_done_in_it() -> None:
    history = History()
    assert not history.phase_begun(at(Phase.MOVEMENT).phase_key)
    history.append(Acted(at(Phase.MOVEMENT)))
    assert history.phase_begun(at(Phase.MOVEMENT).phase_key)
    assert not history.phase_begun(at(Phase.SHOOTING).phase_key)


def test_the_last_attempt_is_asked_only_at_its_moment() -> None:
    history = History()
    now, later = at(Phase.MOVEMENT), at(Phase.SHOOTING)
    history.append(ActionAttempt(now, "Squad", "Task", ()))
    history.append(StratagemAttempt(now, "A", "Smokescreen", "Squad", None, ()))
    assert history.last_action_attempt("Squad", "Task") == ActionAttempt(now, "Squad", "Task", ())
    assert list(history.stratagem_attempts_now("A", "Smokescreen")) == [("Squad", None)]
    history.append(ClockMoved(now, later))
    assert history.last_action_attempt("Squad", "Task") is None
    assert history.stratagem_attempts_now("A", "Smokescreen") == {}


def test_what_a_unit_did_this_phase_and_this_turn() -> None:
    history = History()
    move, shoot = at(Phase.MOVEMENT), at(Phase.SHOOTING)
    history.append(Moved(move, "Squad", MoveKind.ADVANCE))
    history.append(Moved(move, "Other", MoveKind.NORMAL))
    history.append(ActionStarted(shoot, "Squad", "Task", "A", None, None))
    history.append(StratagemUsed(None, "A", "Insane Bravery", "Squad"))  # earlier in the battle
    assert [type(r) for r in history.of_unit("Squad")] == [Moved, ActionStarted, StratagemUsed]
    assert history.of_unit("Squad", phase_key=shoot.phase_key) == [
        ActionStarted(shoot, "Squad", "Task", "A", None, None)
    ]
    assert [type(r) for r in history.of_unit("Squad", turn_key=move.turn_key)] == [
        Moved,
        ActionStarted,
    ]
    assert history.of_unit("Squad", turn_key=at(Phase.MOVEMENT, "B").turn_key) == []


def test_a_performance_is_a_view_of_its_start_and_its_end() -> None:
    game = game_of(Unit("Squad"), actions=[TASK])
    assert game.performer.start_action("Squad", "Task") == ()
    (started,) = game.history.of(ActionStarted)
    assert [p.state for p in game.performer.performances] == [ActionState.PERFORMING]
    game.leave_battlefield("Squad")
    (ended,) = game.history.of(ActionEnded)
    assert ended.start == game.history.indexed(ActionStarted)[0][0]
    assert ended.state is ActionState.FAILED
    assert [p.state for p in game.performer.performances] == [ActionState.FAILED]
    assert game.performer.performances[0].because == ended.because
    assert (started.unit, started.action) == ("Squad", "Task")


def test_a_refusal_a_then_step_reports_belongs_to_its_moment() -> None:
    game = game_of(Unit("Squad", engaged=True), actions=[TASK])
    refused = game.performer.start_action("Squad", "Task")
    assert refused and game.performer.refused_start("Squad", "Task") == refused
    game.clock.advance_to(game.clock.end_of_phase())
    assert game.performer.refused_start("Squad", "Task") == ()
    assert not hasattr(game, "refusals_seen") and not hasattr(game, "stratagem_refusals")


def test_a_refused_stratagem_attempt_is_asked_of_the_game() -> None:
    game = game_of(Unit("Squad"), now=at(Phase.COMMAND))
    reasons = game.use_stratagem("A", "Insane Bravery", "Squad")  # no CP, and not its moment
    assert reasons and game.stratagem_part.refused_use("A", "Insane Bravery", "Squad") == reasons
    assert game.stratagem_part.refused_uses("A", "Insane Bravery") == reasons
    assert game.stratagem_part.refused_use("B", "Insane Bravery", "Squad") == ()


def test_earlier_facts_enter_the_history_by_recall() -> None:
    game = game_of(Unit("Squad"), earlier_uses={("A", "Insane Bravery"): 2})
    assert game.stratagem_part.uses_of("A", "Insane Bravery") == 2
    game.recall(StratagemUsed(None, "A", "Insane Bravery", None))
    assert game.stratagem_part.uses_of("A", "Insane Bravery") == 3
    assert game.stratagem_part.stratagem_uses == []  # the earlier uses have no phase


@pytest.mark.parametrize(
    "record",
    [
        StratagemUsed(None, "A", "Insane Bravry", None),
        ActionStarted(at(Phase.MOVEMENT), "Sqad", "Task", "A", None, None),
    ],
)
def test_recalling_an_unknown_name_is_an_input_error(record: StratagemUsed) -> None:
    game = game_of(Unit("Squad"), actions=[ActionDef.from_rows("Task", {})])
    with pytest.raises(RulesInputError) as caught:
        game.recall(record)
    assert caught.value.suggestion in ('"Insane Bravery"', '"Squad"')
    assert len(game.history) == 0


def test_the_game_is_built_of_parts_without_a_mixin_chain() -> None:
    bases = [c.__name__ for c in Game.__mro__]
    assert bases == ["Game", "GameBase", "object"]
