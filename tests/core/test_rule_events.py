"""Contract 18.1 WHEN `each time ...`: which events a rule's WHEN names (core/rule_events.py)."""

from __future__ import annotations

import pytest

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.core.rule_events import FORMS, EachTime, Event, EventRule, Happening, Who


def _rule(when: str, holder: str | None = "Squad", owner: str | None = "A") -> EventRule:
    each = EachTime.parse(when)
    assert each is not None
    return EventRule("R", each, holder, owner, lambda moment, event: None)


def test_a_clock_trigger_is_not_an_each_time_when() -> None:
    assert EachTime.parse("the end of your Movement phase") is None


@pytest.mark.parametrize("form", [f.replace("<move>", "normal") for f in FORMS])
def test_every_form_of_the_contract_parses(form: str) -> None:
    each = EachTime.parse(form.capitalize() + ".")
    assert each is not None and each.text == form.capitalize()


def test_this_unit_fires_for_its_own_event_only() -> None:
    rule = _rule("each time this unit is selected to fight")
    assert rule.fires(Event(Happening.SELECTED_TO_FIGHT, "Squad", "A"))
    assert not rule.fires(Event(Happening.SELECTED_TO_FIGHT, "Guards", "A"))
    assert not rule.fires(Event(Happening.SELECTED_TO_SHOOT, "Squad", "A"))


def test_a_move_event_names_its_move_type() -> None:
    rule = _rule("each time this unit ends an advance move")
    assert rule.when.move is MoveKind.ADVANCE
    assert rule.fires(Event(Happening.ENDS_MOVE, "Squad", "A", MoveKind.ADVANCE))
    assert not rule.fires(Event(Happening.ENDS_MOVE, "Squad", "A", MoveKind.NORMAL))
    assert not rule.fires(Event(Happening.MAKES_MOVE, "Squad", "A", MoveKind.ADVANCE))


def test_you_and_your_opponent_read_the_user_of_the_stratagem() -> None:
    yours = _rule("each time you use a stratagem", holder=None)
    theirs = _rule("each time your opponent uses a stratagem", holder=None)
    mission = _rule("each time your opponent uses a stratagem", holder=None, owner=None)
    used_by_a = Event(Happening.USES_STRATAGEM, None, "A", stratagem="X")
    used_by_b = Event(Happening.USES_STRATAGEM, None, "B", stratagem="X")
    assert yours.when.who is Who.YOU and theirs.when.who is Who.OPPONENT
    assert yours.fires(used_by_a) and not yours.fires(used_by_b)
    assert theirs.fires(used_by_b) and not theirs.fires(used_by_a)
    assert mission.fires(used_by_a) and mission.fires(used_by_b)


def test_an_unknown_form_names_the_closest() -> None:
    with pytest.raises(RulesInputError) as caught:
        EachTime.parse("each time this unit declared a charge")
    assert caught.value.suggestion == "each time this unit declares a charge"
