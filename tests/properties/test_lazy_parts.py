"""The exhaustive walk reads an answer made of parts (core/parts.py) part by part, and a drawn
Action's rows as facts of their own: a claim about one start bar branches on what that bar
reads, not on what every bar and every row of the Action read."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer import strategies as rs
from ruleslawyer.core import ActionDef, Unit, parts, performing
from ruleslawyer.core import actions as act
from ruleslawyer.core.clock import Moment
from ruleslawyer.properties import search, tracking
from ruleslawyer.properties.exhaustive import Proof
from ruleslawyer.properties.partial_values import Parted
from ruleslawyer.scenario.errors import PropertyFailure

from .test_verdicts import steps_of


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _reads(key: str) -> set[tracking.Key]:
    return {("U", key)}


def _parted() -> tuple[Parted, list[set[tracking.Key]]]:
    counted: list[set[tracking.Key]] = []
    rows = [("a", False, _reads("a")), ("b", True, _reads("b")), ("c", True, _reads("c"))]
    return Parted(rows, counted.append), counted


def test_a_question_of_one_item_counts_that_items_reads_alone() -> None:
    answer, counted = _parted()
    assert "c" in answer and "a" not in answer and "z" not in answer
    assert counted == [_reads("c"), _reads("a")]  # "z" is no part's: nothing it read decides


def test_whether_an_answer_is_empty_counts_the_first_part_that_held() -> None:
    answer, counted = _parted()
    assert answer
    assert counted == [_reads("b")]
    counted = []
    empty = Parted([("a", False, _reads("a")), ("b", False, _reads("b"))], counted.append)
    assert not empty
    assert counted == [_reads("a"), _reads("b")]  # empty rests on every part


@pytest.mark.parametrize(
    "ask",
    [list, len, repr, hash, lambda a: a[0], lambda a: a == ("b", "c"), lambda a: (*a, "d")],
    ids=["items", "len", "repr", "hash", "index", "eq", "unpack"],
)
def test_anything_else_counts_every_part(ask: object) -> None:
    answer, counted = _parted()
    assert callable(ask)
    ask(answer)
    assert set().union(*counted) == _reads("a") | _reads("b") | _reads("c")
    assert tuple(answer) == ("b", "c")


def test_outside_the_walk_an_answer_is_a_tuple_and_every_test_is_asked() -> None:
    asked: list[str] = []

    def test(name: str, holds: bool) -> parts.Test:
        def asking() -> bool:
            asked.append(name)
            return holds

        return asking

    assert parts.answer([("a", test("a", True)), (None, test("-", False)), ("b", test("b", True))])
    assert parts.answer([("a", test("a", True))]) == ("a",)
    assert asked == ["a", "-", "b", "a"]


OFF = """Feature: Off the battlefield
  Scenario: A unit off the battlefield cannot start an Action
    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
"""

UNUSED = """Feature: Use limits
  Scenario: An Action nobody began has room under its use limit
    Given it is player A's Shooting phase
    And a unit "Squad"
    And any Action "Task"
    Then "Squad" is not refused the "Task" Action because the Action's use limit is reached
"""


def _run(text: str, tmp_path: Path, budget: int) -> Proof | None:
    feature = tmp_path / "claim.feature"
    feature.write_text(text, encoding="utf-8")
    done = search.run_property(
        steps_of(text), feature, "claim.feature", "F", "S", 1, b"k", tmp_path, budget=budget
    )
    return done if isinstance(done, Proof) else None  # not proven: confirmed


def test_a_claim_about_one_start_bar_is_proven_without_the_other_bars(tmp_path: Path) -> None:
    """Every bar is still weighed, but only the bar the Then names decides: the walk does not
    branch on the unit's keywords, OC, battle-shock or moves, nor on the Action's rows."""
    proof = _run(OFF, tmp_path, 2000)
    assert isinstance(proof, Proof)
    assert "every STARTS row of the 15 drawn" in proof.bounds
    assert proof.cases <= 1000, proof.cases


def test_a_claim_about_an_actions_row_is_proven_within_its_rows(tmp_path: Path) -> None:
    proof = _run(UNUSED, tmp_path, 2000)
    assert isinstance(proof, Proof)
    assert "every USE LIMIT row of the 6 drawn" in proof.bounds


def test_a_mutant_bar_that_reads_one_rare_keyword_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mutant lifts the off-the-battlefield bar for a TITANIC unit: the bar's part reads
    the keyword, so the walk branches on it and finds the counterexample."""
    bars = tuple(
        (reason, lambda a: not a.unit.on_battlefield and not a.unit.has("TITANIC"))
        if reason is act.R_OFF
        else (reason, applies)
        for reason, applies in act.BARS
    )
    monkeypatch.setattr(act, "BARS", bars)
    with pytest.raises(PropertyFailure) as raised:
        _run(OFF, tmp_path, 2000)
    assert raised.value.found_by.startswith("The exhaustive search")
    assert '"Squad" has the keyword TITANIC' in raised.value.counterexample


def test_a_mutant_use_limit_that_reads_two_rows_of_the_action_is_found(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The mutant says the limit is reached for one STARTS row with one USE LIMIT row, the
    last drawn of each: the limit's part reads both rows, so the walk tries every pair."""
    starts, limit = rs.STARTS_ROWS[-1], rs.USE_LIMIT_ROWS[-1]

    def reached(
        self: object, action: ActionDef, player: str, target: str | None, unit: str | None = None
    ) -> bool:
        return action.starts.text == starts and action.use_limit.text == limit

    monkeypatch.setattr(performing.Performing, "_limit_reached", reached)
    assert not isinstance(_run(UNUSED, tmp_path, 0), Proof)  # the walk off: no proof
    with pytest.raises(PropertyFailure) as raised:
        _run(UNUSED, tmp_path, 2000)
    assert raised.value.found_by.startswith("The exhaustive search")
    text = raised.value.counterexample
    assert starts in text and limit in text, text


def test_the_bars_are_weighed_as_before(tmp_path: Path) -> None:
    """The walk keeps each part's reads apart, yet asks every part, so what the game weighs
    (the coverage report, the rules a verdict cites) is the same in and out of the walk."""
    unit = Unit(name="U", on_battlefield=False)
    now = Moment(1, 5)
    weighed: list[object] = []

    def weigh(rule: object, applies: bool) -> bool:
        weighed.append(rule)
        return applies

    rows = act.weighed_bars(unit, now, weigh)
    outside = parts.answer(rows)
    tracker = tracking.Tracker(frozenset({"U"}))
    with tracking.tracking(), tracking.case(tracker):
        inside = parts.answer(rows)
        assert isinstance(inside, Parted)
        assert tuple(inside) == outside == (act.R_OFF,)
    assert weighed == [r.rule for r, _ in act.BARS] * 2


REFUSED = """Feature: A refused start
  Scenario: A unit off the battlefield that tries to start an Action is not performing it
    Given it is player A's Shooting phase
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    When "Squad" starts the "Task" Action
    Then "Squad" is not performing the "Task" Action
"""


def test_a_refused_start_reads_only_the_bar_that_refused_it(tmp_path: Path) -> None:
    """Starting an Action asks only whether a bar holds (core/performing.py): every bar is
    still asked and every reason recorded, but the walk counts the reads of the first bar that
    held, so a When step that is refused does not branch on what only later bars read (the
    unit's keywords, OC, battle-shock and moves; the Action's rows). It branched on all of
    them, and the claim was not proven at this budget."""
    proof = _run(REFUSED, tmp_path, 1000)
    assert isinstance(proof, Proof)
    assert proof.cases <= 8, proof.cases


def test_a_refused_start_keeps_every_reason_and_says_each_in_the_trace() -> None:
    """In the walk as outside it: the attempt records every reason (a Then may ask for exactly
    these reasons), and the trace says each one, on a line of its own, when it is shown."""
    from ruleslawyer.core import Game

    for walking in (False, True):
        unit = Unit(name="U", on_battlefield=False, battle_shocked=True)
        game = Game(units={"U": unit}, actions={"Task": ActionDef.from_rows("Task", {})})
        tracker = tracking.Tracker(frozenset({"U"}))
        with tracking.tracking(), tracking.case(tracker):
            reasons = game.performer.start_action("U", "Task") if walking else ()
        if not walking:
            reasons = game.performer.start_action("U", "Task")
        texts = {r.text for r in reasons}
        assert {act.R_OFF.text, "it is battle-shocked"} <= texts, texts
        assert tuple(game.performer.refused_start("U", "Task")) == tuple(reasons)
        said = [line for line in game.trace if "U cannot start Task: " in line]
        assert len(said) == len(reasons) >= 2, game.trace
