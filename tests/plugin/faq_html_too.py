"""A test-only plugin (``-p tests.plugin.faq_html_too``): after the FAQ plugin wrote its
document, the same run writes it again as the HTML page, to the path in
``$RULESLAWYER_TEST_FAQ_HTML`` (its JSON beside it), by the FAQ plugin's own code.

The suite checks the library's FAQ twice: ``docs/faq.md`` against a publishing run of
``scenarios/faq`` (tests/plugin/test_faq_document.py) and the library's page in a browser
(tests/plugin/test_faq_browser.py). A run writes one document, so each started its own run of
the library (20 s of CPU each). With this plugin one run writes both: the Markdown exactly as
before (the plugin's own write comes first and nothing it wrote changes), and the page as a run
with ``--ruleslawyer-faq-report=faq.html`` would have written it (the report option set to the
page, as such a run's command names it)."""

from __future__ import annotations

import dataclasses
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest

from ruleslawyer.pytest_plugin.faq import FaqChecks

ENV = "RULESLAWYER_TEST_FAQ_HTML"


@dataclass(frozen=True)
class FaqLibraryRun:
    """The publishing run of the library's FAQ (``CI=true pytest scenarios/faq
    --ruleslawyer-exhaustive-budget=2000 --ruleslawyer-faq-report=faq.md``, docs/ci.md), which
    also wrote the page (tests/plugin/faq_html_too.py)."""

    markdown: Path  # faq.md, its faq.json beside it
    page: Path  # faq.html, its faq.json beside it
    done: subprocess.CompletedProcess[str]


@pytest.hookimpl(trylast=True)  # after the FAQ plugin's own write
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    target = os.environ.get(ENV)
    faq = session.config.pluginmanager.get_plugin("ruleslawyer-faq")
    if not target or not isinstance(faq, FaqChecks):
        return
    faq.settings = dataclasses.replace(faq.settings, faq_report=Path(target))
    session.config.option.ruleslawyer_faq_report = target
    faq.pytest_sessionfinish(session, exitstatus)
