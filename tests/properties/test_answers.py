"""The property layer's caches of the core's answers (properties/answers.py): declared in one
place, forgotten together, and by themselves when a watched table of the core changes."""

from __future__ import annotations

from typing import Any, cast

from ruleslawyer.core import ActionDef
from ruleslawyer.core import actions as core_actions
from ruleslawyer.properties import answers, asking, domains, draw, strength_classes, sure_fit
from ruleslawyer.properties.answers import Answers


def test_every_cache_of_the_core_s_answers_is_declared_and_forgotten() -> None:
    # asking (4 and a dict), sure_fit, strength_classes (3), draw, domains' dict, the core's own.
    assert answers.ANSWERS.count >= 12
    rows = ("your Shooting phase", "any unit", "no limit", "the end of the turn")
    draw._action_def(ActionDef, "Task", *rows)
    assert _size(draw._action_def) > 0
    domains._MADE[(0, "A", None, False)] = ((), ())  # type: ignore[index]
    answers.forget()
    assert _size(draw._action_def) == 0
    assert not domains._MADE
    for kept in (asking.fitting, sure_fit._sure_fits, strength_classes.classes):
        assert _size(kept) == 0


def _size(func: object) -> int:
    """How many answers an ``lru_cache`` keeps."""
    return int(cast(Any, func).cache_info().currsize)


def test_fresh_for_forgets_every_answer_when_a_watched_table_is_another_object() -> None:
    forgotten: list[int] = []
    kept = Answers()
    kept.add(lambda: forgotten.append(1))
    kept.add(lambda: forgotten.append(2))
    bars = core_actions.BARS
    kept.fresh_for("fit", bars)  # first sight: nothing to forget
    kept.fresh_for("fit", bars)  # the same table
    assert forgotten == []
    kept.fresh_for("fit", tuple(list(bars)))  # an equal table, another object: a test put it in
    assert forgotten == [1, 2]
    kept.fresh_for("other", bars)  # each watcher sees its own tables
    assert forgotten == [1, 2]


def test_forget_clears_a_declared_cache() -> None:
    table: dict[str, int] = answers.kept({"a": 1})
    answers.forget()
    assert table == {}
