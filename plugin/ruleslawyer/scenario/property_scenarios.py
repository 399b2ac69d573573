"""Which scenarios are properties, and their examples tag: read for every scenario, so this
module imports neither Hypothesis nor the property runner (properties/search.py), which load
only with a run's first property scenario. It reads the step lines alone (the plugin's
collection and the editor ask it), so it is the scenario layer's, not the search's."""

from __future__ import annotations

import re
from collections.abc import Sequence

from ruleslawyer.scenario.any_rule import leaves_open
from ruleslawyer.scenario.drawn_positions import ANY_POSITION as ANY_POSITION
from ruleslawyer.scenario.step_line import StepLine

_EXAMPLES_TAG = re.compile(r"max[_-]examples[:=](\d+)")


def is_property(steps: Sequence[StepLine]) -> bool:
    """Whether a Given leaves something open, or a move step ends `to any position` (§19.9): a
    property scenario of its own."""
    return any(
        (s.kind == "given" and leaves_open(s.text)) or ANY_POSITION.search(s.text) for s in steps
    )


def max_examples_from_tags(tags: frozenset[str]) -> int | None:
    for tag in tags:
        m = _EXAMPLES_TAG.fullmatch(tag)
        if m:
            return int(m[1])
    return None
