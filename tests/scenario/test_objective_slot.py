"""The objective slot kind (contract §15): an area none of whose words is "is"."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.scenario.templates import Automaton, compile_template, slot_pattern

TEMPLATE = "{area:objective} is an objective"


@pytest.mark.parametrize(
    ("name", "ok"),
    [
        ("the ruin", True),
        ("player A's home", True),
        ("the isle", True),
        ("i", True),
        ("the ruin ", True),
        ("a is within b", False),
        ("is", False),
        ("this is it", False),
        ("the ruin is", False),
        (" the ruin", False),
        ('"the ruin"', False),
    ],
)
def test_an_objective_has_no_word_is(name: str, ok: bool) -> None:
    assert (re.fullmatch(slot_pattern("objective"), name) is not None) is ok
    assert Automaton(TEMPLATE).accepts(f"{name} is an objective") is ok


@given(st.text(alphabet='is a"\tb', max_size=14))
def test_the_automaton_and_the_regex_agree(name: str) -> None:
    text = f"{name} is an objective"
    regex, _ = compile_template(TEMPLATE)
    assert Automaton(TEMPLATE).accepts(text) == (regex.fullmatch(text) is not None)
