"""A would-be stratagem target's facts (15.01), each asked of the unit the first time a rule
reads it: what :class:`~ruleslawyer.core.stratagems.TargetFacts` holds, no fact worked out that
no rule of the decision reads. The answer is the same either way; the exhaustive walk of a
property (properties/tracking.py) sees that a refusal for one reason rests only on the facts
that reason reads."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import fields

from .stratagems import TargetFacts


class LiveTarget(TargetFacts):
    """:class:`TargetFacts` whose every fact is a question, asked once, when first read."""

    def __init__(self, facts: Mapping[str, Callable[[], object]]) -> None:
        object.__setattr__(self, "_asks", facts)
        object.__setattr__(self, "_known", {})

    def _fact(self, name: str) -> object:
        known: dict[str, object] = object.__getattribute__(self, "_known")
        if name not in known:
            known[name] = object.__getattribute__(self, "_asks")[name]()
        return known[name]


def _reader(name: str) -> property:
    return property(lambda self: self._fact(name))


for _field in fields(TargetFacts):
    setattr(LiveTarget, _field.name, _reader(_field.name))
