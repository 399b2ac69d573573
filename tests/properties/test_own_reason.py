"""A shrunk counterexample prefers, among examples as small, one whose failing Then fails for
the claim's own reason (issue 21 item 19): not "the Action does not start now" because the
moment was drawn in the Command phase, when the claim is about being engaged."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.properties import search
from ruleslawyer.scenario.errors import PropertyFailure, ScenarioDisagreement

from .test_verdicts import steps_of

CLAIM = """Feature: Side reasons
  Scenario: Every unit is refused for being engaged
    Given any unit "U"
    And any moment
    And the Action "Raid":
    Then "U" cannot start the "Raid" Action because it is engaged
"""


def _decided(tmp_path: Path) -> str:
    feature = tmp_path / "claim.feature"
    feature.write_text(CLAIM, encoding="utf-8")
    with pytest.raises(PropertyFailure) as raised:
        search.run_property(
            steps_of(CLAIM), feature, "claim.feature", "F", "S", 100, b"k", tmp_path, ci=True
        )
    error = raised.value.error
    assert isinstance(error, ScenarioDisagreement)
    return error.disagreement.decided


def test_the_counterexample_fails_for_the_claims_own_reason(tmp_path: Path) -> None:
    decided = _decided(tmp_path)
    assert decided == "can start: nothing bars it"


def test_without_the_preference_the_smallest_example_fails_for_a_side_reason(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(search, "side_reasons", lambda error: ())
    decided = _decided(tmp_path)
    assert "the Action does not start now" in decided
