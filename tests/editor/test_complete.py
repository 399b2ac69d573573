"""Issue 41 items 3-4 in process: phrase completion narrows and ranks by what is typed (the
user's names kept), a slot offers only what its phrase accepts, and diagnostics are the run's:
a Given after a Then, a reason of the wrong kind, an impossible state beside an unmatched step.
Issue 42 item 12: a check is bounded in time."""

from __future__ import annotations

import importlib
import time
from pathlib import Path

import pytest

from ruleslawyer.core.actions import REASONS as ACTION_REASONS
from ruleslawyer.editor import check, vocabulary
from ruleslawyer.editor.complete import complete
from ruleslawyer.scenario.registry import REGISTRY

importlib.import_module("ruleslawyer.steps")

HEAD = ["Feature: f", "  Scenario: s", '    Given a unit "Intercessors"']


def _complete(line: str) -> list[tuple[str, str, str | None, int]]:
    lines = [*HEAD, line]
    found = complete(lines, len(HEAD), len(line))
    return [(item.label, item.insert, item.filter, item.start) for item in found]


def test_phrases_narrow_to_what_is_typed_with_the_users_names_kept() -> None:
    offered = _complete('    Then "Intercessors" is eli')
    labels = [label for label, _, _, _ in offered]
    assert labels[0] == 'Then "Intercessors" is eligible to shoot'  # the shortest first
    assert 'Then "Intercessors" is eligible to declare a charge' in labels
    assert all(label.startswith('Then "Intercessors" is eli') for label in labels)
    start = len("    Then ")
    for _, insert, filter_text, at in offered:
        # The editor filters by the text from `at` to the cursor: the typed text, as typed.
        assert at == start and filter_text is not None
        assert filter_text.startswith('"Intercessors" is eli')
        assert insert.startswith('"Intercessors" is eli')


def test_a_slot_filled_and_a_choice_made_stay_as_typed_and_the_rest_is_a_snippet() -> None:
    offered = _complete('    When "Intercessors" makes a normal m')
    assert offered[0][:2] == (
        'When "Intercessors" makes a normal move',
        '"Intercessors" makes a normal move',
    )
    offered = _complete('    Then "Intercessors" cannot ma')
    inserts = [insert for _, insert, _, _ in offered]
    assert '"Intercessors" cannot make ${1|a,an|} ${2|normal,' in inserts[0]  # choices


def test_nothing_typed_offers_every_phrase_of_the_keyword_in_registry_order() -> None:
    offered = _complete("    Then ")
    thens = [s for s in REGISTRY if s.kind == "then"]
    assert [label for label, _, _, _ in offered] == [f"Then {s.phrase}" for s in thens]


def test_typed_words_no_phrase_begins_offer_the_closest_few() -> None:
    offered = _complete('    Then "Intercessors" is eligable to shoot')
    assert 0 < len(offered) <= 12
    assert any("is eligible to shoot" in label for label, _, _, _ in offered[:3])


def test_a_because_slot_offers_the_reasons_of_its_question_only() -> None:
    action = [
        label
        for label, _, _, _ in _complete(
            '    Then "Intercessors" cannot start the "Deploy" Action because it is '
        )
    ]
    assert "it is engaged" in action
    assert "it is not the Fight phase" not in action  # a reason of the Fight phase
    assert set(action) <= {r.text for r in ACTION_REASONS}
    shoot = [
        label
        for label, _, _, _ in _complete('    Then "Intercessors" is not eligible to shoot because ')
    ]
    assert "it made a fall-back move this turn" in shoot and "it is engaged" not in shoot


def test_every_because_phrase_has_its_own_table_of_reasons() -> None:
    every = set(vocabulary.reasons())
    for step in REGISTRY:
        if "because {reason" in step.template:
            own = vocabulary.reasons_of(step.func)
            assert own, step.template
            assert set(own) < every, step.template


def _problems(text: str, tmp_path: Path) -> list[tuple[int, str | None, str]]:
    found = check.check_text(text, tmp_path / "f.feature", tmp_path)
    return [(p.line, p.word, p.message) for p in found]


def test_a_given_after_a_then_is_flagged(tmp_path: Path) -> None:
    text = (
        'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n    Then "Squad" is not engaged\n'
        '    Given "Squad" is engaged\n'
    )
    ((line, _, message),) = _problems(text, tmp_path)
    assert line == 5 and message.startswith("this Given sets up the board")


def test_a_reason_of_the_wrong_kind_is_flagged(tmp_path: Path) -> None:
    text = (
        'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n'
        '    And the Action "Deploy Device":\n      | STARTS | your Shooting phase |\n'
        "    And it is player A's Shooting phase\n"
        '    Then "Squad" is engaged\n'  # a disagreement: not reported, and the steps go on
        '    Then "Squad" cannot start the "Deploy Device" Action because '
        "it is not the Fight phase\n"
    )
    ((line, word, message),) = _problems(text, tmp_path)
    assert (line, word) == (8, "it is not the Fight phase")
    assert message.startswith("unknown reason")


def test_an_unmatched_step_does_not_hide_the_impossible_state(tmp_path: Path) -> None:
    text = (
        'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n    And "Squad" has 7 models left\n'
        '    Then "Squad" is not engaged\n    Then "Squad" frobs\n'
    )
    found = _problems(text, tmp_path)
    assert [line for line, _, _ in found] == [5, 6]
    assert found[0][2].startswith("impossible state") and found[1][2].startswith("no step")


def test_a_scenario_with_no_then_step_is_flagged(tmp_path: Path) -> None:
    ((line, word, message),) = _problems(
        'Feature: f\n  Scenario: s\n    Given a unit "S"\n', tmp_path
    )
    assert (line, word) == (2, "Then") and "no Then step" in message


def test_a_check_stops_at_its_time_limit(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def endless(*args: object) -> list[check.Problem]:
        while True:
            time.sleep(0.01)

    monkeypatch.setattr(check, "check_case", endless)
    started = time.monotonic()
    text = 'Feature: f\n  Scenario: s\n    Given a unit "S"\n    Then "S" is not engaged\n'
    (problem,) = check.check_text(text, tmp_path / "f.feature", tmp_path, limit=0.5)
    assert time.monotonic() - started < 5
    assert problem.unfinished and problem.line == 2 and "limit of 0.5 s" in problem.message
