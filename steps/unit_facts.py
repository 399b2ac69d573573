"""The Given steps derived from the unit field table (core/unit_fields.py): each value of each
true-or-false fact, as its row ``says`` it, that no step of the library states by hand. A
property scenario can so pin every fact the search draws, its negative value included
(docs/language.md#units); a row added to the table brings its Givens with it."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from ruleslawyer.core.unit_fields import FIELDS, UnitField
from ruleslawyer.scenario.registry import REGISTRY, Registry
from ruleslawyer.scenario.state import ScenarioState


def stating(row: UnitField[Any], value: bool) -> Callable[[ScenarioState, str], None]:
    """The step that states ``value`` of ``row`` for the named unit."""

    def state(ctx: ScenarioState, unit: str) -> None:
        ctx.unit(unit).state(ctx.line, **{row.name: value})

    state.__name__ = f"{'' if value else 'not_'}{row.name}"
    state.__doc__ = f"{row.section}: the unit's {row.called} is stated {str(value).lower()}."
    return state


def fact_givens(rows: Iterable[UnitField[Any]], registry: Registry = REGISTRY) -> list[str]:
    """Register a Given for each value of each row in ``rows`` that no Given states yet; the
    templates registered, in order."""
    have = {step.template for step in registry if step.kind == "given"}
    added: list[str] = []
    for row in rows:
        if row.says is None:
            continue
        for value, template in ((True, row.says[0]), (False, row.says[1])):
            if template in have:
                continue
            example = "Given " + template.replace("{unit}", "Squad")
            registry.add("given", template, stating(row, value), example, frozenset({"unit"}))
            have.add(template)
            added.append(template)
    return added


# The templates registered for the library (by ``ruleslawyer.steps``, once every module of
# its own has registered its steps).
DERIVED: tuple[str, ...] = ()
__all__ = ["DERIVED", "FIELDS", "fact_givens", "stating"]
