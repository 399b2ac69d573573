"""A proven claim's bounds are written for a reader (issue 41 item 6): a yes-or-no fact held at
one value reads "yes" or "no", never Python's True or False, and a number held at 1 is a number
(``{1} == {True}`` in Python)."""

from __future__ import annotations

import copy
import pickle

from ruleslawyer.core.clock import start_of_round
from ruleslawyer.properties.bounds import Ranges, describe
from ruleslawyer.properties.moments import Offered, _varies


def _said(row: str, values: list[object]) -> str:
    ranges = Ranges()
    ranges.add(("fact", "Squad", row), values)
    return describe(ranges)


def test_a_flag_held_at_one_value_reads_yes_or_no() -> None:
    assert _said("on_battlefield", [True]) == '"Squad": on the battlefield: yes'
    assert _said("engaged", [False]) == '"Squad": engaged: no'
    assert _said("engaged", [False, True]) == '"Squad": engaged or not'


def test_a_number_held_at_one_is_a_number() -> None:
    assert _said("models", [1]) == '"Squad": models 1'
    assert "True" not in _said("models", [1]) and "False" not in _said("engaged", [False])


def test_options_built_at_the_drawn_moment_are_named_for_every_moment_offered() -> None:
    """The walk reads the drawn moment's point lazily (properties/moments.py): a fact's options
    built at the point it left unread are those of that point alone, but a proof that never
    read the point holds at every moment offered, so its bounds name every moment's options."""
    every = ("none", "normal", "advance", "fall back")
    ranges = Ranges()
    ranges.add(("fact", "Squad", "moves"), Offered(("none",), every))
    assert ranges.facts[("Squad", "moves")] == set(every)


def test_the_options_of_every_moment_offered_are_gathered_in_order() -> None:
    round_one = [start_of_round(1, "A"), start_of_round(2, "A")]
    keys, every = _varies(tuple(round_one), lambda m: tuple(range(m.battle_round)))
    assert every == (0, 1)
    assert keys  # the options differ between the rounds: the round counts as read


def test_the_options_of_every_moment_survive_a_copy_and_a_pickle() -> None:
    offered = Offered(("none",), ("none", "advance"))
    copies: list[Offered] = [copy.deepcopy(offered), pickle.loads(pickle.dumps(offered))]
    for again in copies:
        assert again.every == ("none", "advance")
        assert tuple(again) == ("none",)
