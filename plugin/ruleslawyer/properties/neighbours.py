"""A counterexample's neighbours: the examples one choice away from it, simplest first.

When the shrunk counterexample fails for a side reason (``search.side_reasons``: the Action does
not start in the moment drawn, when the claim is about being engaged), one as small that fails
for the claim's own reason is most often one choice away: the moment a phase later, a fact back
to what bars nothing. Waiting for Hypothesis to draw such an example by chance, every other fact
benign at once, rarely works. :func:`neighbours` lists them: each choice of the counterexample
in turn, its other options simplest first, the rest of its choices replayed as they were made
(:class:`Again`) and its rolls as they were drawn (:class:`AgainDrawer`).

The same replay simplifies a counterexample Hypothesis shrank (``search.simplified``): its
shrinker lowers the numbers choices are digits of, not the digits, and can keep a fact the
failure does not need, or a value higher than it needs.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TypeVar, cast

from hypothesis import strategies as st

from ruleslawyer.core import Moment, Unit
from ruleslawyer.core.command import LIKELIEST_2D6
from ruleslawyer.properties import rounds, strength_classes
from ruleslawyer.properties.choose import Choose, assume
from ruleslawyer.properties.draw import Drawer

T = TypeVar("T")

PER_CHOICE = 24  # the other options tried of one choice, simplest first
BUDGET = 150  # the neighbours tried in all


class Again(Choose):
    """Replays recorded choices (an option's index at each call); past their end, or where a
    call offers fewer options than the index, the simplest option."""

    fitted = True  # replays Hypothesis's chooser, so it draws among the same options

    def __init__(self, indices: Sequence[int]) -> None:  # no data: nothing is drawn
        self.indices = indices
        self.at = 0
        self.taken: list[int] = []  # as Choose records them: the replay's own choices
        self.sizes: list[int] = []

    def __call__(self, options: Sequence[T]) -> T:
        assume(options)
        index = self.indices[self.at] if self.at < len(self.indices) else 0
        index = index if index < len(options) else 0
        self.at += 1
        self.taken.append(index)
        self.sizes.append(len(options))
        return options[index]


class AgainAsWalked(Again):
    """Replays the exhaustive walk's choices, which offer the table's own options and a
    keyword list keyword by keyword."""

    fitted = False

    def __init__(self, indices: Sequence[int]) -> None:
        super().__init__(indices)
        self.classes: dict[str, tuple[strength_classes.Class, object]] = {}

    def offered(self, label: tuple[str, ...], options: Sequence[object]) -> None:
        """The walk's bounds: nothing to say of a replay."""

    def moment(self, candidates: Sequence[Moment]) -> Moment:
        return rounds.drawn(self, candidates)[0]  # as the walk drew it, its round a number


class AgainDrawer(Drawer):
    """The drawer of one neighbour: its choices through :class:`Again` (of Hypothesis's
    example, ``fitted``) or :class:`AgainAsWalked`, the counterexample's rolls for the units it
    rolled for, the likeliest roll for any other."""

    def __init__(self, indices: Sequence[int], rolls: dict[str, int], fitted: bool) -> None:
        super().__init__(cast(st.DataObject, None))
        self.again = (Again if fitted else AgainAsWalked)(indices)
        self.drawn_rolls = dict(rolls)

    def _chooser(self) -> Choose:
        return self.again

    def _new_roll(self, unit: Unit) -> int:
        return self.drawn_rolls.get(unit.name, LIKELIEST_2D6)


def neighbours(
    taken: Sequence[int], sizes: Sequence[int], per_choice: int = PER_CHOICE, budget: int = BUDGET
) -> Iterator[list[int]]:
    """The choice sequences one choice away from ``taken`` (each call's option index, of
    ``sizes`` options): by choice in order, then by option, simplest first."""
    tried = 0
    for at, (index, size) in enumerate(zip(taken, sizes, strict=True)):
        for other in range(min(size, per_choice)):
            if other == index:
                continue
            if tried >= budget:
                return
            tried += 1
            yield [*taken[:at], other, *taken[at + 1 :]]
