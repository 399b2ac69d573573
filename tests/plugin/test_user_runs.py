"""A run in a user's own folder, after ``pip install -e ".[test]"``: no third-party warning
(issue 41 item 14), with or without pytest-asyncio loaded."""

from __future__ import annotations

import pytest

FEATURE = """
Feature: A user's first scenario

  Scenario: an engaged unit is engaged
    Given a unit "Squad"
    And "Squad" is engaged
    Then "Squad" is engaged
"""


@pytest.mark.slow  # a pytester run in a subprocess
@pytest.mark.parametrize("plugins", [(), ("-p", "no:asyncio")])
def test_a_users_run_starts_with_no_third_party_warning(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch, plugins: tuple[str, ...]
) -> None:
    monkeypatch.delenv("PYTEST_ADDOPTS", raising=False)  # the suite's own -p no:asyncio
    pytester.makefile(".feature", first=FEATURE)
    # A separate process, in a folder with no configuration of its own: the project's own
    # pyproject (which answers pytest-asyncio's question for the test suite) is not read.
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider", *plugins)
    result.assert_outcomes(passed=1)
    text = result.stdout.str() + result.stderr.str()
    assert '"asyncio_default_fixture_loop_scope" is unset' not in text
    assert "Warning:" not in text and "warnings summary" not in text, text


@pytest.mark.slow  # a pytester run in a subprocess
def test_a_users_own_asyncio_setting_still_wins(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A value the user sets is pytest-asyncio's to read; a bad one is still its error."""
    monkeypatch.delenv("PYTEST_ADDOPTS", raising=False)
    pytester.makefile(".feature", first=FEATURE)
    pytester.makeini("[pytest]\nasyncio_default_fixture_loop_scope = fortnight\n")
    result = pytester.runpytest_subprocess("-p", "no:cacheprovider")
    assert "fortnight" in result.stdout.str() + result.stderr.str()
    assert result.ret == pytest.ExitCode.USAGE_ERROR
