"""The walk gives up early when its estimate of the cases still to visit passes what the budget
has left: finished subtrees at a depth give their mean size, and before any has finished the
product of the choices read below is taken at a quarter. Giving up never makes a proof."""

from __future__ import annotations

from ruleslawyer.properties import exhaustive
from ruleslawyer.properties.exhaustive import Case, _hopeless, walk


def _case(path: list[int], sizes: list[int]) -> Case:
    return Case(path, sizes, [True] * len(path), "held")


def test_finished_subtrees_give_the_mean_size_of_the_rest() -> None:
    case = _case([0, 0], [10, 5])  # 9 siblings to come at depth 0, 4 at depth 1
    # depth 0: 9 x 3 (the one subtree finished there had 3 cases); depth 1: 4 x 1 / 4
    assert not _hopeless(case, [True, True], 28, {0: [3]})
    assert _hopeless(case, [True, True], 27, {0: [3]})


def test_before_any_finished_the_product_below_is_taken_at_a_quarter() -> None:
    case = _case([0, 0], [10, 8])
    ahead = 9 * 8 / exhaustive._UNSURE + 7 * 1 / exhaustive._UNSURE
    assert not _hopeless(case, [True, True], int(ahead) + 1, {})
    assert _hopeless(case, [True, True], int(ahead) - 1, {})


def test_a_choice_no_case_read_is_not_counted() -> None:
    case = _case([0, 0], [10, 8])
    assert not _hopeless(case, [False, True], 2, {})  # only depth 1: 7 x 1 / 4


def test_the_walk_records_finished_subtrees_and_still_visits_every_case() -> None:
    seen: list[tuple[int, int]] = []

    def run(drawer: exhaustive.EnumeratingDrawer) -> object:
        seen.append((drawer.choose((0, 1, 2)), drawer.choose((0, 1, 2, 3))))
        return None

    assert isinstance(walk(run, frozenset(), 12), exhaustive.Proof)
    assert sorted(seen) == [(a, b) for a in range(3) for b in range(4)]
    seen.clear()
    assert walk(run, frozenset(), 11) is None  # one case short: not proven
