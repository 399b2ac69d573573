"""How a property example's open values are chosen: :class:`Choose`, one callable over a tuple
of options (the simplest first), and what the search's test function takes.

Every draw of ``properties/draw.py`` goes through a chooser: Hypothesis's here, or another
one that walks the same calls (an exhaustive enumerator). :func:`each` asks for several
independent values at once: Hypothesis's chooser makes them one choice, any other chooser is
asked once per value.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, TypeVar

from hypothesis import assume
from hypothesis import strategies as st
from hypothesis.internal.conjecture.data import ConjectureData

T = TypeVar("T")

Example = ConjectureData  # what a property search's test function takes


class Choose:
    """Draws one of a tuple of options, the first being the simplest (a shrunk example goes
    there), as one raw choice of Hypothesis: the whole example is one span, not one per value.
    A span per value would cost as much as the value itself, and the shrinker works on the
    choices alike. A single option is a choice too: an example keeps the same sequence of
    choices when the shrinker changes one value, so the values after it stay aligned.

    ``ConjectureData.draw_integer`` is Hypothesis's choice interface, not its public API: this
    module is the property layer's one use of it."""

    def __init__(self, data: ConjectureData) -> None:
        self.data = data

    def __call__(self, options: Sequence[T]) -> T:
        assume(options)
        return options[self.data.draw_integer(0, len(options) - 1)]

    def pairs(self, domains: Sequence[Sequence[T]]) -> tuple[T, ...]:
        """One value of each two-option domain, as one choice: the bits of one whole number,
        the first domain's the lowest, 0 the first option. A shrunk example clears the bits
        (every value back to its first option) as it would have set each choice to 0."""
        bits = self.data.draw_integer(0, (1 << len(domains)) - 1) if domains else 0
        return tuple(domain[(bits >> i) & 1] for i, domain in enumerate(domains))


def each(choose: Callable[[Sequence[Any]], Any], domains: Sequence[Sequence[T]]) -> tuple[T, ...]:
    """One value of each domain, drawn independently. Hypothesis's chooser draws two-option
    domains as one choice (far cheaper than one each); any other chooser is asked per domain,
    in order, so an enumerator walks them as it walks every other choice."""
    if isinstance(choose, Choose) and all(len(domain) == 2 for domain in domains):
        return choose.pairs(domains)
    return tuple(choose(domain) for domain in domains)


class _Example(st.SearchStrategy[ConjectureData]):
    """The example's own choice sequence, for a Drawer to draw from while the steps run:
    cheaper than ``st.data()``, which wraps it (and records each draw) for no reader."""

    def do_draw(self, data: ConjectureData) -> ConjectureData:
        return data


def examples() -> st.SearchStrategy[ConjectureData]:
    """What a property search's test function draws: one example's data, for a Drawer."""
    return _Example()
