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


# A run whose table has another charge declaration distance (a rules update): what carries the
# number follows it, the old spelling no longer matches, the number-free twins still work.
_UPDATED = """
import dataclasses, importlib.util, sys
spec = importlib.util.spec_from_file_location("ruleslawyer.core.rules_numbers", sys.argv[1])
module = importlib.util.module_from_spec(spec)
sys.modules["ruleslawyer.core.rules_numbers"] = module
spec.loader.exec_module(module)
module.CHARGE_DECLARATION = dataclasses.replace(
    module.CHARGE_DECLARATION, value='within 10" of one or more enemy units', inches=10
)
import ruleslawyer.steps
from ruleslawyer.core.eligibility import C_FAR, CHARGE_NEAR
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.scenario.board_spec import UNIT
from ruleslawyer.scenario.registry import REGISTRY
print(C_FAR.text)
print(CHARGE_NEAR.name)
print(UnitFacts.near_enemy.board_key, "close_enough_to_charge" in UNIT.keys)
print(REGISTRY.find("given", '"S" is not within 10" of any enemy unit') is not None)
print(REGISTRY.find("given", '"S" is not within 12" of any enemy unit') is None)
TWIN = '"S" is too far from every enemy unit to declare a charge'
print(REGISTRY.find("given", TWIN) is not None)
"""


@pytest.mark.slow
def test_a_changed_number_is_one_line_and_everything_that_carries_it_follows() -> None:
    source = Path(rn.__file__)
    done = subprocess.run(
        [sys.executable, "-c", _UPDATED, str(source)],
        capture_output=True,
        text=True,
        check=True,
        timeout=300,
    )
    assert done.stdout.splitlines() == [
        'it is not within 10" of any enemy unit',
        'not if no enemy unit is within 10"',
        "within_10_of_enemy True",
        "True",
        "True",
        "True",
    ]
