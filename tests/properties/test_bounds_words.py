"""A proven claim's bounds are written for a reader (issue 41 item 6): a yes-or-no fact held at
one value reads "yes" or "no", never Python's True or False, and a number held at 1 is a number
(``{1} == {True}`` in Python)."""

from __future__ import annotations

from ruleslawyer.properties.bounds import Ranges, describe


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
