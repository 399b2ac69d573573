"""The FAQ's board diagrams in a real browser (contract §19.10; issue 40: "the published FAQ
shows their diagrams, checked in a real browser at phone and desktop widths"). Debian's
headless Chromium opens the HTML page and the published Markdown document's diagrams at a phone
width (390 px) and a desktop width (1280 px): nothing overflows sideways, each diagram scales to
its column keeping its proportions, and every label stays readable (at least 7 CSS px tall).
Where ``/usr/bin/chromium`` is missing these skip, except under ``CI=true``, where they fail."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from collections.abc import Iterator
from html import escape
from pathlib import Path

import pytest

from tests.plugin.cdp import CHROMIUM, Browser

ROOT = Path(__file__).resolve().parents[2]
DOCS = ROOT / "docs"
READABLE = 7.0  # CSS px: the least height of a label's text box

# slow: a pytest subprocess and Chromium; one worker for the module under xdist (one browser)
pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("faq_diagrams")]

FEATURE = """Feature: Diagrams, tried in a browser

  @faq
  Scenario: Are bases exactly 2 inches apart engaged?
    Yes: within 2" is not more than 2".

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the beacon is an objective marker at (30, 22)
    And the ruin is the rectangle from (5, 5) to (9, 9)
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit  | model | x  | y  |
      | Squad | 1     | 10 | 10 |
      | Squad | 2     | 11 | 10 |
      | Boyz  | 1     | 13 | 10 |
    Then "Squad" is engaged

  @faq
  Scenario: Can models stand at both ends of the battlefield?
    Yes.

    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
    And the positions:
      | unit  | x  | y  |
      | Squad | 1  | 1  |
      | Boyz  | 59 | 43 |
    Then "Squad" is not engaged
"""


@pytest.fixture(scope="module")
def page(tmp_path_factory: pytest.TempPathFactory) -> Path:
    where = tmp_path_factory.mktemp("faq-diagrams")
    (where / "diagrams.feature").write_text(FEATURE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "pytest",
            "-q",
            "-p",
            "no:cacheprovider",
            "-p",
            "no:randomly",
            "--ruleslawyer-faq-report=faq.html",
        ],
        cwd=where,
        env=env,
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:]
    return where / "faq.html"


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing: CI installs Debian's chromium (.ci/run)")
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    with Browser() as opened:
        yield opened


def _no_overflow(browser: Browser, width: int) -> None:
    assert browser.js("window.innerWidth") == width
    assert browser.js("document.documentElement.scrollWidth") <= width
    sticking_out = browser.js(
        "Array.from(document.body.querySelectorAll('*'))"
        ".filter(e => !e.closest('pre, .rows') && e.getBoundingClientRect().right > innerWidth + 1)"
        ".map(e => e.tagName + ' ' + (e.textContent || '').slice(0, 40))"
    )
    assert sticking_out == []


@pytest.mark.parametrize("width", [390, 1280])
def test_the_html_pages_diagrams_scale_and_stay_readable(
    browser: Browser, page: Path, width: int
) -> None:
    browser.open(page.as_uri(), width)
    _no_overflow(browser, width)
    shapes = browser.js(
        "Array.from(document.querySelectorAll('figure.board svg')).map(s => {"
        " const r = s.getBoundingClientRect(), v = s.viewBox.baseVal,"
        " col = s.parentElement.getBoundingClientRect();"
        " return [r.width, r.height, v.width, v.height, col.width]; })"
    )
    assert len(shapes) == 2
    for shown_w, shown_h, view_w, view_h, column in shapes:
        assert 0 < shown_w <= column + 1  # the diagram fits its column ...
        assert abs(shown_h / shown_w - view_h / view_w) < 0.01  # ... keeping its proportions
        if width == 390:
            assert shown_w < view_w  # scaled down on a phone
    smallest = browser.js(
        "Math.min(...Array.from(document.querySelectorAll('figure.board svg text'))"
        ".map(t => t.getBoundingClientRect().height))"
    )
    assert smallest >= READABLE


def _markdown_page(tmp: Path) -> tuple[Path, int]:
    """docs/faq.md's board diagrams as a Markdown viewer shows them: each linked SVG an image
    no wider than its column (GitHub's rule for images), under its question."""
    text = (DOCS / "faq.md").read_text(encoding="utf-8")
    links = re.findall(r"^!\[(Board: [^\]]*)\]\(([^)]+\.svg)\)$", text, flags=re.M)
    body = "".join(
        f'<h3>{escape(alt)}</h3><p><img alt="{escape(alt)}" src="{(DOCS / src).as_uri()}" '
        'style="max-width:100%"></p>'
        for alt, src in links
    )
    html = tmp / "faq_md.html"
    html.write_text(
        '<!doctype html><meta name="viewport" content="width=device-width, initial-scale=1">'
        '<body style="font-family:sans-serif;max-width:50rem;margin:0.75rem auto;'
        f'padding:0 0.75rem">{body}</body>',
        encoding="utf-8",
    )
    return html, len(links)


def _smallest_font(svg: str) -> float:
    """The least font-size a text of the SVG is drawn with, in its own units."""
    root = re.search(r'<svg[^>]*font-size="([\d.]+)"', svg)
    sizes = [float(s) for s in re.findall(r'<text[^>]*font-size="([\d.]+)"', svg)]
    return min([*sizes, float(root[1]) if root else 16.0])


@pytest.mark.parametrize("width", [390, 1280])
def test_the_published_markdown_faqs_diagrams_fit_and_stay_readable(
    browser: Browser, tmp_path: Path, width: int
) -> None:
    html, count = _markdown_page(tmp_path)
    assert count >= 1, "docs/faq.md has no board diagram: an entry that places models has one"
    browser.open(html.as_uri(), width)
    browser.js("new Promise(r => setTimeout(r, 300))")
    _no_overflow(browser, width)
    images = browser.js(
        "Array.from(document.images).map(i => [i.complete && i.naturalWidth > 0, i.width,"
        " i.naturalWidth, i.getAttribute('src')])"
    )
    assert len(images) == count
    for loaded, shown, natural, src in images:
        assert loaded, src
        assert shown <= width
        svg = Path(re.sub(r"^file://", "", src)).read_text(encoding="utf-8")
        assert _smallest_font(svg) * shown / natural >= READABLE, src
