"""A copy made without ``__init__`` (``reading.replaced``) is ``dataclasses.replace``'s copy, and
the answers kept per phrase (``actions.reason_for``, ``predicates.declared``) follow the
registry of predicates as it changes."""

from __future__ import annotations

import dataclasses
from functools import cached_property
from typing import Any, ClassVar

import pytest

from ruleslawyer.core import ActionDef, RulesInputError, Unit, reading
from ruleslawyer.core import actions as act
from ruleslawyer.core import predicates as pr
from ruleslawyer.core.predicates import Question
from ruleslawyer.core.references import Reason, RuleRef


def test_a_unit_copied_is_the_one_replace_makes() -> None:
    unit = Unit(name="Squad", keywords=frozenset({"INFANTRY"}), models=5, oc=2)
    changes: dict[str, Any] = {"in_reserves": True, "models": 3}
    copied = reading.copy(unit, **changes)
    assert copied == dataclasses.replace(unit, **changes)
    assert type(copied) is Unit
    assert copied.models == 3 and unit.models == 5  # the original is untouched
    assert vars(copied).keys() == vars(dataclasses.replace(unit, **changes)).keys()


def test_an_action_copied_is_the_one_replace_makes() -> None:
    action = ActionDef.from_rows("Task", {})
    copied = reading.copy(action, effect="nothing")
    assert copied == dataclasses.replace(action, effect="nothing")
    assert copied.effect == "nothing" and action.effect != "nothing"


@dataclasses.dataclass(frozen=True)
class _Kept:
    value: int
    other: str = "x"

    @cached_property
    def doubled(self) -> int:
        return self.value * 2


def test_a_copy_keeps_no_property_kept_on_the_original() -> None:
    original = _Kept(2)
    assert original.doubled == 4  # now kept in the original's __dict__
    copied = reading.copy(original, value=5)
    assert copied.doubled == 10
    assert copied == _Kept(5)


class _Watched(Unit):
    """A subclass that records its reads, as the walk's watched units do."""

    read: ClassVar[list[str]] = []

    def __getattribute__(self, name: str) -> Any:
        if not name.startswith("_"):
            type(self).read.append(name)
        return super().__getattribute__(name)


def test_a_subclass_is_copied_by_replace_reading_every_field() -> None:
    watched = _Watched(name="Squad")
    _Watched.read = []
    copied = reading.copy(watched, models=2)
    assert type(copied) is _Watched and copied.models == 2
    assert {"name", "keywords", "oc"} <= set(_Watched.read)


@dataclasses.dataclass(frozen=True)
class _Checked:
    value: int

    def __post_init__(self) -> None:
        if self.value < 0:
            raise ValueError("negative")


def test_a_class_whose_init_does_more_is_copied_by_replace() -> None:
    with pytest.raises(ValueError, match="negative"):
        reading.copy(_Checked(1), value=-1)


def test_a_change_of_no_field_is_replace_s_error() -> None:
    with pytest.raises(TypeError, match="nope"):
        reading.copy(Unit(name="Squad"), nope=1)


def test_a_reason_looked_up_follows_the_predicates_declared() -> None:
    rule = RuleRef("99.97", "Test", "a bar declared for a while")  # not registered
    bar: pr.Predicate[pr.Ask] = pr.Predicate(
        Question.START_ACTION,
        Reason("it wears a hat for this test", rule),
        lambda _: False,
        ("keywords",),
    )
    with pytest.raises(RulesInputError):
        act.reason_for("it wears a hat for this test")
    before = pr.declared(Question.START_ACTION)
    with pr.declared_for_a_while(bar):
        assert act.reason_for("it wears a hat for this test") == bar.reason
        assert pr.declared(Question.START_ACTION) == (*before, bar)
    with pytest.raises(RulesInputError):
        act.reason_for("it wears a hat for this test")
    assert pr.declared(Question.START_ACTION) == before
