"""Contract 18.4: a stratagem EFFECT outside the vocabulary stays traced only, reported so;
``--ruleslawyer-strict-effects`` (ini ``ruleslawyer_strict_effects``) makes it an error naming
the file, line, words and the closest sentence."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

FEATURE = """Feature: Printed text
  Scenario: a stratagem whose EFFECT is printed rules text
    Given a unit "Squad"
    And it is player A's Shooting phase
    And player A has 2 CP
    And the stratagem "Hail of Fire":
      | CP     | 1                                                            |
      | EFFECT | Until the attacking unit has finished making its attacks, re-roll hits |
    When player A uses the "Hail of Fire" stratagem on "Squad"
    Then the effect of the "Hail of Fire" stratagem is traced only
"""


def test_printed_text_stays_traced_only_by_default(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", printed=FEATURE)
    pytester.runpytest().assert_outcomes(passed=1)


def test_strict_effects_makes_it_an_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".feature", printed=FEATURE)
    result = pytester.runpytest("--ruleslawyer-strict-effects")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "printed.feature:8" in out  # the EFFECT row
    assert "--ruleslawyer-strict-effects" in out and "not in the effect vocabulary" in out
    assert "Until the attacking unit has finished making its attacks" in out


def test_the_ini_setting_does_the_same(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", printed=FEATURE)
    pytester.makeini("[pytest]\nruleslawyer_strict_effects = true\n")
    pytester.runpytest().assert_outcomes(failed=1)


def test_traced_words_and_its_effect_stay_allowed_under_strict(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        printed=FEATURE.replace(
            "Until the attacking unit has finished making its attacks, re-roll hits",
            "traced: re-roll hits until the attacks are made",
        ),
    )
    pytester.runpytest("--ruleslawyer-strict-effects").assert_outcomes(passed=1)
