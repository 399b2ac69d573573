"""The walk gives up early when its estimate of the cases still to visit passes what the budget
has left: at each depth it branches on, the siblings to come, each counted as the mean size of
the subtrees finished at that depth or, before any has, as the current one will be (its cases so
far and the estimate below it), and only when it still passes counting each sibling as the
smallest subtree finished at its depth. Giving up never makes a proof."""

from __future__ import annotations

from ruleslawyer.properties import exhaustive
from ruleslawyer.properties.exhaustive import Case, _estimate, walk


def _mean_passes(
    case: Case, seen: list[bool], left: int, done: dict[int, list[int]], starts: list[int], n: int
) -> bool:
    """Whether the mean estimate of the cases still to visit exceeds what is left: the first of
    the walk's two conditions for giving up (the tests at the end of this file take the walk's
    second, the smallest finished subtree, with it)."""
    return _estimate(case, seen, done, starts, n) > left


def _case(path: list[int], sizes: list[int]) -> Case:
    return Case(path, sizes, [True] * len(path), "held")


def test_finished_subtrees_give_the_mean_size_of_the_rest() -> None:
    case = _case([0, 0], [10, 5])  # 9 siblings to come at depth 0, 4 at depth 1
    done = {0: [3], 1: [1]}
    # depth 1: 4 x 1; depth 0: 9 x 3 (the one subtree finished there had 3 cases)
    assert not _mean_passes(case, [True, True], 31, done, [0, 0], 1)
    assert _mean_passes(case, [True, True], 30, done, [0, 0], 1)


def test_before_any_finished_the_current_subtree_is_projected() -> None:
    case = _case([0, 2], [10, 8])  # the third option at depth 1, none finished at depth 0
    done = {1: [2, 2]}  # two subtrees of 2 cases finished at depth 1
    # depth 1: 5 x 2 = 10 to come; depth 0: 9 x (5 cases so far + those 10) = 135
    assert not _mean_passes(case, [True, True], 145, done, [0, 4], 5)
    assert _mean_passes(case, [True, True], 144, done, [0, 4], 5)


def test_a_choice_no_case_read_is_not_counted() -> None:
    case = _case([0, 0], [10, 8])
    assert not _mean_passes(case, [False, True], 7, {}, [0, 0], 1)  # depth 1 alone: 7 x 1
    assert _mean_passes(case, [False, True], 6, {}, [0, 0], 1)


def test_the_walk_records_finished_subtrees_and_still_visits_every_case() -> None:
    seen: list[tuple[int, int]] = []

    def run(drawer: exhaustive.EnumeratingDrawer) -> object:
        seen.append((drawer.choose((0, 1, 2)), drawer.choose((0, 1, 2, 3))))
        return None

    assert isinstance(walk(run, frozenset(), 12), exhaustive.Proof)
    assert sorted(seen) == [(a, b) for a in range(3) for b in range(4)]
    seen.clear()
    short = walk(run, frozenset(), 11)  # one case short: not proven, and why
    assert short == exhaustive.NotProven("about 12 cases needed, budget 11")


def test_a_case_that_does_not_replay_says_which_step() -> None:
    """A step whose choices change when its case is replayed cannot be enumerated: the walk
    proves nothing and says where (search.py names the step that was running)."""
    calls: list[int] = []

    def run(drawer: exhaustive.EnumeratingDrawer) -> object:
        calls.append(1)
        drawer.choose(tuple(range(len(calls) + 1)))  # more options each time it is run
        return None

    said = walk(run, frozenset(), 100)
    assert isinstance(said, exhaustive.NotProven)
    assert said.said() == (
        "not proven: a step did not make the same choices when replayed, so the walk cannot "
        "enumerate it"
    )

    def named(drawer: exhaustive.EnumeratingDrawer) -> object:
        if drawer.choose((0, 1)):
            raise exhaustive.Diverged('line 7: When "Squad" makes a pile-in move')
        return None

    said = walk(named, frozenset(), 100)
    assert isinstance(said, exhaustive.NotProven)
    assert 'a step (line 7: When "Squad" makes a pile-in move) did not make' in said.why


def _lopsided(calls: list[tuple[int, ...]]) -> exhaustive.Run:
    """A lazy tree of 275 cases: the first of twenty options goes on to four choices of four
    (256 cases), the other nineteen end at once (a keyword that refuses, say)."""

    def run(drawer: exhaustive.EnumeratingDrawer) -> object:
        first = drawer.choose(tuple(range(20)))
        rest = tuple(drawer.choose((0, 1, 2, 3)) for _ in range(4)) if first == 0 else ()
        calls.append((first, *rest))
        return None

    return run


def test_siblings_run_ahead_keep_a_lopsided_walk_going() -> None:
    """After its first case the estimate counts each of the nineteen siblings as large as the
    first option's 256 cases (5,119 to come, budget 3,000): the walk runs ahead the first case
    of each sibling, shallowest first, finds the nineteen end at once (274 to come, under a
    tenth of what is left), and goes on; it takes the cases run ahead when it comes to them,
    so no case is run twice."""
    calls: list[tuple[int, ...]] = []
    proof = walk(_lopsided(calls), frozenset(), 3000)
    assert isinstance(proof, exhaustive.Proof) and proof.cases == 275
    assert sorted(calls) == sorted(set(calls)) and len(calls) == 275


def test_a_look_ahead_not_clearly_within_the_budget_gives_up() -> None:
    """Against 999 cases left, 274 to come is not clear enough (the estimate is rough): the walk
    gives up after its allowance of cases run ahead, and says the estimate it gave up on."""
    calls: list[tuple[int, ...]] = []
    assert walk(_lopsided(calls), frozenset(), 1000) == exhaustive.NotProven(
        "about 5,120 cases needed, budget 1,000"
    )
    assert len(calls) == 1 + exhaustive.AHEAD


def test_an_estimate_far_over_the_budget_gives_up_at_once() -> None:
    """Ten times what is left or more: nothing is run ahead (a claim far too large costs what
    it did)."""
    calls: list[tuple[int, ...]] = []
    assert walk(_lopsided(calls), frozenset(), 400) == exhaustive.NotProven(
        "about 5,120 cases needed, budget 400"
    )
    assert len(calls) == 1


def _uneven(calls: list[tuple[int, ...]]) -> exhaustive.Run:
    """29 cases: of four options, the second goes on to choices of 4 and 5 (20 cases), the
    others to one choice of 3 (3 cases each), as a drawn rule's parts differ in size."""

    def run(drawer: exhaustive.EnumeratingDrawer) -> object:
        first = drawer.choose((0, 1, 2, 3))
        if first == 1:
            rest: tuple[int, ...] = (drawer.choose(tuple(range(4))), drawer.choose(tuple(range(5))))
        else:
            rest = (drawer.choose((0, 1, 2)),)
        calls.append((first, *rest))
        return None

    return run


def test_a_claim_that_fits_is_not_given_up_on_the_mean_of_an_uneven_choice() -> None:
    """After the large second option the mean of the finished subtrees (3 and 20) counts the
    two options to come as 11.5 cases each: 42 in all, over a budget of 30 that the claim's 29
    cases fit. The walk gives up only when even the smallest finished subtree (3) for each
    would pass what is left, so it goes on and proves the claim (it gave up after 25 cases,
    'about 42 cases needed', before issue 43's fitting claims)."""
    for budget in (29, 30, 40):
        calls: list[tuple[int, ...]] = []
        proof = walk(_uneven(calls), frozenset(), budget)
        assert isinstance(proof, exhaustive.Proof) and proof.cases == 29
        assert sorted(calls) == sorted(set(calls)) and len(calls) == 29
    calls = []
    assert walk(_uneven(calls), frozenset(), 28) == exhaustive.NotProven(
        "about 29 cases needed, budget 28"
    )


def test_the_smallest_finished_subtree_counts_each_sibling_only_when_asked() -> None:
    case = _case([2, 0], [4, 3])  # 1 sibling to come at depth 0, 2 at depth 1
    done = {0: [3, 20], 1: [1] * 20}
    # depth 1: 2 x 1; depth 0: 1 x the mean 11.5, or the smallest 3
    assert exhaustive._estimate(case, [True, True], done, [24, 24], 25) == 13.5
    assert exhaustive._estimate(case, [True, True], done, [24, 24], 25, least=True) == 5
