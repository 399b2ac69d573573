"""One keyword pool (issue 16, item 4): every keyword a rule of the core reads is drawn, by the
public strategies and by a property scenario's `any unit`."""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

from ruleslawyer import strategies as rs
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.core_stratagems import CORE_STRATAGEMS
from ruleslawyer.properties.pools import keyword_pool
from ruleslawyer.scenario.state import ScenarioState
from tests.properties.test_asks_the_core import drawn

CORE = Path(kw.__file__).parent


@functools.cache
def keywords_the_rules_read() -> frozenset[str]:
    """Every keyword the core's rules name: through ``keywords`` in its bars, eligibilities and
    target conditions, and in the TARGET rows of the core stratagems (read once: three tests
    ask, and parsing the core is most of what each did)."""
    named: set[str] = set()
    for path in CORE.glob("*.py"):
        if path.name == "keywords.py":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Attribute)
                and isinstance(node.value, ast.Name)
                and node.value.id == "kw"
                and node.attr.isupper()
            ):
                value = getattr(kw, node.attr)
                if isinstance(value, str):
                    named.add(value)
    for stratagem in CORE_STRATAGEMS.values():
        if stratagem.target is not None:
            named.update(stratagem.target.keywords, stratagem.target.excluding)
    return frozenset(named)


def test_the_rules_read_keywords_and_the_list_has_them_all() -> None:
    read = keywords_the_rules_read()
    assert {kw.AIRCRAFT, kw.WALKER, kw.SMOKE, kw.GRENADES, kw.EXPLOSIVES} <= read
    assert read <= set(kw.READ_BY_RULES), sorted(read - set(kw.READ_BY_RULES))


def test_the_public_strategies_draw_every_keyword_a_rule_reads() -> None:
    options = rs.keyword_set_options(rs.KEYWORDS, frozenset(), frozenset())
    assert keywords_the_rules_read() <= frozenset().union(*options)
    assert "MOUNTED" not in rs.KEYWORDS  # no rule reads it


@pytest.mark.slow  # a long Hypothesis search (tests/test_markers.py)
def test_a_property_scenario_draws_every_keyword_a_rule_reads() -> None:
    assert keywords_the_rules_read() <= set(keyword_pool(ScenarioState()))
    states = drawn(('any unit "U"',), examples=300)
    seen = frozenset().union(*(s.units["U"].keywords for s in states))
    assert keywords_the_rules_read() <= seen, sorted(keywords_the_rules_read() - seen)


def test_a_keyword_pin_leaves_the_rest_of_the_list_drawn() -> None:
    states = drawn(('any unit "U"', '"U" has the keyword TITANIC'), examples=100)
    lists = [s.units["U"].keywords for s in states]
    assert all(kw.TITANIC in k for k in lists)
    assert len(set(lists)) > 1  # the pin is one keyword, not the whole list


def test_a_stated_area_leaves_further_areas_drawn() -> None:
    states = drawn(('any unit "U"', '"U" is within the ruins'), examples=100)
    areas = [s.units["U"].within for s in states]
    assert all("the ruins" in a for a in areas)
    assert any(len(a) > 1 for a in areas)
