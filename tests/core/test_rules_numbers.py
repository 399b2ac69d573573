"""The rules numbers live once in the core (core/rules_numbers.py, contract 19.1): every phrase,
reason, clause name, stratagem need and board key that carries a distance carries one of the
table's, and follows the table when a rules update changes it; the number-free twins stay."""

from __future__ import annotations

import importlib
import pkgutil
import re
import subprocess
import sys
from pathlib import Path

import pytest

import ruleslawyer.core as core
from ruleslawyer.core import RulesInputError
from ruleslawyer.core import rules_numbers as rn
from ruleslawyer.core.eligibility import C_FAR, CHARGE_REASONS, reason_in
from ruleslawyer.core.references import Reason, all_clauses
from ruleslawyer.core.stratagems import Need
from ruleslawyer.core.unit_fields import FIELDS, UnitFacts
from ruleslawyer.scenario.board_spec import UNIT
from ruleslawyer.scenario.registry import REGISTRY

# A distance in inches as the rules print it (12"), or as a board key carries it (_12_).
_CARRIED = re.compile(r'(?<![\d.])(\d+)"|_(\d+)_')
DISTANCES = {n.inches for n in rn.NUMBERS if n.inches is not None}


def _carried(text: str) -> set[int]:
    return {int(a or b) for a, b in _CARRIED.findall(text)}


def _core_reasons() -> list[Reason]:
    found: list[Reason] = []
    for info in pkgutil.iter_modules(core.__path__):
        module = importlib.import_module(f"ruleslawyer.core.{info.name}")
        found += [v for v in vars(module).values() if isinstance(v, Reason)]
    return found


def test_the_table_is_19_1s_with_a_clause_for_each() -> None:
    assert len(rn.NUMBERS) == 18
    assert len({n.name for n in rn.NUMBERS}) == 18
    for number in rn.NUMBERS:
        assert number.value and (number.section or number.heading)
        if number.inches is not None:
            assert f'{number.inches}"' in number.value, number.name
        if number.vertical is not None:
            assert f'{number.vertical}" vertically' in number.value, number.name
        if number.every_other is not None:
            assert f'{number.every_other}" horizontally' in number.value, number.name
        if number.millimetres is not None:
            assert f"{number.millimetres}mm" in number.value, number.name
        if number.extent is not None:
            assert '{}" by {}"'.format(*number.extent) in number.value, number.name
    assert rn.inches(rn.CHARGE_DECLARATION) == '12"'
    assert rn.CHARGE_DECLARATION.where == "11.02 Charge"
    with pytest.raises(ValueError, match="names no single distance"):
        rn.inches(rn.BATTLEFIELD)


def test_every_text_that_carries_a_distance_carries_one_of_the_table() -> None:
    importlib.import_module("ruleslawyer.steps")
    texts = [
        *(step.template for step in REGISTRY),
        *(reason.text for reason in _core_reasons()),
        *(ref.name for ref in all_clauses()),
        *(need.value for need in Need),
        *(row.called for row in FIELDS),
        *(key for key in UNIT.keys),
    ]
    carrying = [text for text in texts if _carried(text)]
    assert carrying  # the charge distance's phrases at least
    for text in carrying:
        assert _carried(text) <= DISTANCES, text


def test_the_charge_distance_is_read_from_the_table_and_has_its_twins() -> None:
    twelve = rn.inches(rn.CHARGE_DECLARATION)
    assert C_FAR.text == f"it is not within {twelve} of any enemy unit"
    assert C_FAR.rule.section == rn.CHARGE_DECLARATION.section
    assert UnitFacts.near_enemy.board_key == "within_12_of_enemy"
    assert UnitFacts.near_enemy.board_twin == "close_enough_to_charge"
    assert Need.NEAR_ENEMY.value == 'within 12" of one or more enemy units'
    twin = "it is too far from every enemy unit to declare a charge"
    assert reason_in(twin, CHARGE_REASONS, "for a charge") is C_FAR
    assert reason_in(C_FAR.text, CHARGE_REASONS, "for a charge") is C_FAR
    for phrase in UnitFacts.near_enemy.phrases:
        assert REGISTRY.find("given", phrase.format(unit="S")) is not None
    assert not [p for p in UnitFacts.near_enemy.phrases[2:] if _carried(p)]  # the twins


def test_words_that_spell_another_number_than_the_rule_s_are_an_error_naming_it() -> None:
    assert rn.CHARGE_WORDS.current
    rn.CHARGE_WORDS.check("anything", "its twin")  # 12" is 11.02's number: nothing to say
    old = rn.Written(rn.CHARGE_DECLARATION, 10)  # words written when it was 10"
    assert not old.current
    with pytest.raises(RulesInputError) as caught:
        old.check('is not within 10" of any enemy unit', "is too far from every enemy unit")
    message = caught.value.message
    for part in ('spells 10"', "charge declaration distance", "11.02 Charge", 'make it 12"'):
        assert part in message
    assert caught.value.suggestion == "'is too far from every enemy unit'"


# A run whose table has another charge declaration distance (a rules update): the reasons and
# clause names follow it; the contract's phrases, reason and board key that spell 12" are an
# input error naming the phrase, 11.02 and the new number; the number-free twins still work.
_UPDATED = """
import dataclasses, importlib.util, sys
spec = importlib.util.spec_from_file_location("ruleslawyer.core.rules_numbers", sys.argv[1])
module = importlib.util.module_from_spec(spec)
sys.modules["ruleslawyer.core.rules_numbers"] = module
spec.loader.exec_module(module)
module.CHARGE_DECLARATION = dataclasses.replace(
    module.CHARGE_DECLARATION, value='within 10" of one or more enemy units', inches=10
)
module.CHARGE_WORDS = dataclasses.replace(module.CHARGE_WORDS, number=module.CHARGE_DECLARATION)
import pytest
from ruleslawyer.core.eligibility import C_FAR, CHARGE_NEAR
print(C_FAR.text)
print(CHARGE_NEAR.name)
sys.exit(pytest.main([sys.argv[2], "-q", "-p", "no:cacheprovider", "-rA"]))
"""

_FEATURE = """Feature: the charge distance after a rules update

  Background:
    Given a unit "Squad"
    And it is player A's Charge phase

  Scenario: the phrase that spells 12
    Given "Squad" is not within 12" of any enemy unit
    Then "Squad" is not eligible to declare a charge

  Scenario: the twin
    Given "Squad" is too far from every enemy unit to declare a charge
    Then "Squad" is not eligible to declare a charge, for exactly these reasons:
      | it is too far from every enemy unit to declare a charge |

  Scenario: the reason that spells 12
    Given "Squad" is too far from every enemy unit to declare a charge
    Then "Squad" is not eligible to declare a charge because it is not within 12" of any enemy unit

  Scenario: the board key that spells 12
    Given the board:
      \"\"\"
      units:
        Squad: {within_12_of_enemy: false}
      \"\"\"
    Then "Squad" is not eligible to declare a charge

  Scenario: the board key's twin
    Given the board:
      \"\"\"
      units:
        Squad: {close_enough_to_charge: false}
      \"\"\"
    Then "Squad" is not eligible to declare a charge
"""


@pytest.mark.slow  # starts another process (subprocess)
def test_after_a_rules_update_what_spells_the_old_number_is_an_error_and_the_twins_work(
    tmp_path: Path,
) -> None:
    feature = tmp_path / "update.feature"
    feature.write_text(_FEATURE, encoding="utf-8")
    done = subprocess.run(
        [sys.executable, "-c", _UPDATED, str(Path(rn.__file__)), str(feature)],
        capture_output=True,
        text=True,
        check=False,
        timeout=300,
        cwd=tmp_path,
    )
    out = done.stdout
    lines = out.splitlines()
    assert lines[:2] == [
        'it is not within 10" of any enemy unit',
        'not if no enemy unit is within 10"',
    ]
    assert "3 failed, 2 passed" in out, out[-3000:]
    for scenario in ("the twin", "the board key's twin"):
        assert f"PASSED update.feature::{scenario}" in out
    for scenario in (
        "the phrase that spells 12",
        "the reason that spells 12",
        "the board key that spells 12",
    ):
        assert f"FAILED update.feature::{scenario}" in out
    assert out.count("the charge declaration distance of 11.02 Charge when it was written") >= 3
    assert out.count('the rules followed now make it 10"') >= 3
    assert "write 'it is too far from every enemy unit to declare a charge'" in out
    assert "write 'close_enough_to_charge'" in out
