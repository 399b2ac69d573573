"""The FAQ's per-report hooks (``faq.FaqReports``) are taken off once collection shows that no
report of the run can carry anything for them, and kept whenever one can (docs/performance.md,
"Round 4's twelfth stop: concrete scenarios")."""

from __future__ import annotations

import pytest
from _pytest.unraisableexception import gc_collect_iterations_key

from ruleslawyer.pytest_plugin import faq
from tests.plugin.test_options import CONCRETE, PROPERTY

FAQ = """
Feature: an entry
  @faq
  Scenario: Is a fresh unit battle-shocked?
    No.

    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""

BAD = """
Feature: bad
  Scenario: a misspelt step
    Givn a unit "Squad"
"""


def _reports_kept(pytester: pytest.Pytester, *args: str) -> bool:
    recorder = pytester.inline_run("-p", "no:randomly", *args)
    config = recorder.getcall("pytest_collection_finish").session.config
    assert config.pluginmanager.get_plugin("ruleslawyer-faq") is not None
    return config.pluginmanager.get_plugin(faq.REPORTS) is not None


def test_a_run_of_concrete_scenarios_that_are_not_faq_entries_takes_them_off(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", concrete=CONCRETE)
    assert not _reports_kept(pytester)


@pytest.mark.parametrize(
    ("name", "text"),
    [("entry", FAQ), ("prop", PROPERTY), ("bad", BAD)],
    ids=["an @faq scenario", "a property scenario", "a file that cannot be read"],
)
def test_a_run_with_anything_a_report_carries_for_them_keeps_them(
    pytester: pytest.Pytester, name: str, text: str
) -> None:
    pytester.makefile(".feature", concrete=CONCRETE)
    pytester.makefile(".feature", **{name: text})
    assert _reports_kept(pytester)
    # the same file deselected: nothing of it runs, so nothing reports to them
    assert not _reports_kept(pytester, "-k", "concrete")


def test_an_xdist_controller_keeps_them_whatever_it_collected(pytester: pytest.Pytester) -> None:
    config = pytester.parseconfigure()
    config.stash[gc_collect_iterations_key] = 0  # as test_options._configured
    assert not faq._reports_needed(config, [])
    config.option.numprocesses = 2  # as `-n 2` sets it (no worker started here)
    assert faq._reports_needed(config, [])
