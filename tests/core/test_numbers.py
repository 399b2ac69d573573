"""The one reader of whole numbers (issue 21 items 3 and 5): digits 0-9 only, never absurd."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.numbers import MAX_WHOLE, is_whole, whole
from ruleslawyer.core.stratagems import StratagemDef
from ruleslawyer.scenario.registry import REGISTRY


@pytest.mark.parametrize("text", ["\u00b2", "\u0663", "\uff15", "1\u00b2", "\u2075", "", "1.5"])
def test_unicode_digits_are_never_a_number(text: str) -> None:
    assert not is_whole(text)
    with pytest.raises(RulesInputError) as refused:
        whole(text, "CP")
    assert refused.value.word == text


def test_a_stratagem_cp_cell_with_a_unicode_digit_is_a_clear_error() -> None:
    with pytest.raises(RulesInputError) as refused:
        StratagemDef.from_rows("S", {"CP": "\u00b2"})
    assert refused.value.word == "\u00b2" and "CP" in refused.value.message


def test_a_number_slot_takes_no_unicode_digit() -> None:
    assert REGISTRY.find("given", '"Squad" has \u0663 models left') is None
    assert REGISTRY.find("given", '"Squad" has 3 models left') is not None


@pytest.mark.parametrize("text", [str(2**32), str(10**6), "9" * 5000, str(-(2**40))])
def test_an_absurd_number_is_refused_at_once(text: str) -> None:
    with pytest.raises(RulesInputError, match="too large"):
        whole(text)
    with pytest.raises(RulesInputError, match="too large"):
        REGISTRY.find("given", f'"Squad" has a starting strength of {text.lstrip("-")}')


@given(st.integers(-MAX_WHOLE, MAX_WHOLE))
def test_every_number_within_the_bound_reads_back(n: int) -> None:
    assert whole(str(n)) == n
