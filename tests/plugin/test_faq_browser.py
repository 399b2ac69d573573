"""The FAQ page in a real browser (issues 19 and 41): Debian's headless Chromium at a desktop width
and a phone width. Nothing overflows sideways; the search box finds by word, ranks question words
first (as faq_search.rank does), highlights and keeps the contents counts in step; the verdict
filter filters; on a phone the search box and the first question are on the first screen, with
provenance and bounds folded; every contents link reaches its anchor; printing hides the
controls. Where ``/usr/bin/chromium`` is missing these skip, except under ``CI=true``, where they
fail: CI always installs it."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.pytest_plugin import faq_search
from tests.plugin.cdp import CHROMIUM, Browser
from tests.plugin.faq_html_too import FaqLibraryRun

ROOT = Path(__file__).resolve().parents[2]

# slow: drives headless Chromium in a process. Under xdist the module runs on one worker (one
# browser) with docs/faq.md's check: both read the one shared FAQ run (tests/conftest.py).
pytestmark = [pytest.mark.browser, pytest.mark.slow, pytest.mark.xdist_group("faq_library")]

FEATURE = """Feature: A published FAQ, tried in a browser

  @faq
  Scenario: Can an engaged TITANIC unit start an Action?
    Yes: the TITANIC exception lets it begin an Action although it is engaged.

    Given a unit "Knight"
    And "Knight" has the keyword TITANIC
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Knight" is engaged
    Then "Knight" is not refused the "Hold" Action because it is engaged

  @faq
  Scenario: Can a battle-shocked unit start an Action?
    Yes (a wrong answer, so the page has a contradicted entry).

    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" is battle-shocked
    Then "Squad" can start the "Hold" Action

  @faq
  Scenario: What about a unit that nobody ever set up on the battlefield at all, anywhere?
    It cannot be answered as written:
    AnUnbrokenNameThatNobodySetUpAndThatRunsOnAndOnWithoutABreak was never set up.

    Given a unit "Squad"
    Then "AnUnbrokenNameThatNobodySetUpAndThatRunsOnAndOnWithoutABreak" is not battle-shocked

  @faq
  Scenario: Can a unit that is off the battlefield start an Action?
    No. A unit can begin an Action only while it is on the battlefield.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield

  @faq
  Scenario: Can a unit start the Surveil mission Action in its Shooting phase?
    Yes: nothing bars it, whatever its OC, and it scores 2 VP when it completes.

    Given the mission Action "Surveil":
      | EFFECT | score 2 VP |
    And it is player A's Shooting phase
    And a unit "Scouts" for player A
    Then "Scouts" can start the "Surveil" Action

  @faq
  Scenario Outline: Is a unit of <left> models out of 10 below half-strength?
    <answer>

    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has <left> models left
    Then "Squad" is <verdict>

    Examples:
      | left | answer                                                   | verdict             |
      | 4    | Yes: 4 is below 5, half of the starting strength of 10. | below half-strength |
      | 5    | No: 5 is exactly half, which is not below it.            | at half-strength    |
"""


Published = tuple[Path, dict[str, Any]]


@pytest.fixture(scope="module")
def run(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, dict[str, Any], str]:
    where = tmp_path_factory.mktemp("faq-browser")
    (where / "questions.feature").write_text(FEATURE, encoding="utf-8")
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
    env["CI"] = "true"
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
    assert done.returncode == 1, done.stdout[-3000:]  # the contradicted and undecided entries
    found = json.loads((where / "faq.json").read_text(encoding="utf-8"))
    return where / "faq.html", found, done.stdout


@pytest.fixture(scope="module")
def published(run: tuple[Path, dict[str, Any], str]) -> Published:
    return run[0], run[1]


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        if os.environ.get("CI") == "true":
            pytest.fail(f"{CHROMIUM} is missing: CI installs Debian's chromium (.ci/run)")
        pytest.skip(f"{CHROMIUM} is not installed (apt-get install chromium)")
    with Browser() as opened:
        yield opened


def _visible(browser: Browser) -> list[str]:
    return list(
        browser.js(
            "Array.from(document.querySelectorAll('article.entry'))"
            ".filter(a => !a.hidden && a.offsetParent !== null).map(a => a.id)"
        )
    )


def _reset(browser: Browser, width: int = 1280) -> None:
    browser.media("")
    browser.js(
        "(() => { const s = document.getElementById('faq-search'); s.value = '';"
        " s.dispatchEvent(new Event('input'));"
        " const v = document.getElementById('faq-verdict'); v.value = '';"
        " v.dispatchEvent(new Event('change')); })()"
    )


@pytest.mark.parametrize("width", [1280, 390])
def test_nothing_overflows_sideways(browser: Browser, published: Published, width: int) -> None:
    page, _ = published
    browser.open(page.as_uri(), width)
    browser.js("document.querySelectorAll('details').forEach(d => d.open = true)")
    assert browser.js("window.innerWidth") == width
    assert browser.js("document.documentElement.scrollWidth") <= width
    # every element ends inside the viewport, except inside a box that scrolls its own content
    sticking_out = browser.js(
        "Array.from(document.body.querySelectorAll('*'))"
        ".filter(e => !e.closest('pre, .rows') && e.getBoundingClientRect().right > innerWidth + 1)"
        ".map(e => e.tagName + (e.id ? '#' + e.id : '') + ' ' + e.textContent.slice(0, 40))"
    )
    assert sticking_out == []
    assert browser.js("getComputedStyle(document.querySelector('.controls')).display") == "flex"


def test_the_search_box_filters_entries_by_typed_text(
    browser: Browser, published: Published
) -> None:
    page, found = published
    ids = {e["question"]: e["id"] for e in found["entries"]}
    browser.open(page.as_uri(), 390)
    assert len(_visible(browser)) == len(found["entries"]) == 6
    browser.js("document.getElementById('faq-search').focus()")
    browser.type("titanic")
    assert _visible(browser) == [ids["Can an engaged TITANIC unit start an Action?"]]
    assert browser.js("document.getElementById('faq-shown').textContent") == "1 of 6 entries shown"
    assert browser.js("document.getElementById('faq-none').hidden") is True
    _reset(browser)
    browser.js("document.getElementById('faq-search').focus()")
    browser.type("exactly half")  # words of one Outline row's answer, found in its table
    assert _visible(browser) == [ids["Is a unit of <left> models out of 10 below half-strength?"]]
    browser.type(" nowhere-at-all")
    assert _visible(browser) == []
    assert browser.js("document.getElementById('faq-none').hidden") is False
    # a section whose entries are all filtered out hides with them
    assert browser.js("document.querySelector('section.feature').hidden") is True
    _reset(browser)
    assert len(_visible(browser)) == 6
    # back in place, in document order, with no highlight left
    assert _visible(browser) == [e["id"] for e in found["entries"]]
    assert browser.js("document.querySelectorAll('mark').length") == 0


@pytest.mark.parametrize("verdict", ["contradicted", "undecided", "confirmed"])
def test_the_verdict_filter_shows_entries_of_that_verdict(
    browser: Browser, published: Published, verdict: str
) -> None:
    page, found = published
    browser.open(page.as_uri(), 1280)
    browser.js(
        "(() => { const v = document.getElementById('faq-verdict');"
        f" v.value = {json.dumps(verdict)}; v.dispatchEvent(new Event('change')); }})()"
    )
    wanted = [e["id"] for e in found["entries"] if e["verdict"] == verdict]
    assert wanted and _visible(browser) == wanted


def test_every_contents_and_summary_link_reaches_its_anchor(
    browser: Browser, published: Published
) -> None:
    page, found = published
    browser.open(page.as_uri(), 390)
    browser.js("document.querySelectorAll('details').forEach(d => d.open = true)")
    links = browser.js(
        "Array.from(document.querySelectorAll('nav a, section.summary a'))"
        ".map(a => a.getAttribute('href'))"
    )
    entry_links = [link for link in links if not link.startswith("#section-")]
    assert sorted(set(entry_links)) == sorted(f"#{e['id']}" for e in found["entries"])
    for n, href in enumerate(links):
        browser.js("window.scrollTo(0, 0)")
        browser.js(
            f"Array.from(document.querySelectorAll('nav a, section.summary a'))[{n}].click()"
        )
        assert browser.js("location.hash") == href
        top = browser.js(
            f"document.getElementById({json.dumps(href[1:])}).getBoundingClientRect().top"
        )
        height = browser.js("innerHeight")
        assert 0 <= top < height, f"{href} is at {top} px, outside the view"
        # not hidden under the sticky controls
        controls = browser.js("document.querySelector('.controls').getBoundingClientRect().bottom")
        assert top >= controls - 1 or browser.js(
            "scrollY + innerHeight >= document.documentElement.scrollHeight - 1"
        )


def test_the_print_stylesheet_hides_the_controls_and_prints_every_entry(
    browser: Browser, published: Published
) -> None:
    page, found = published
    browser.open(page.as_uri(), 1280)
    browser.js("document.getElementById('faq-search').focus()")
    browser.type("titanic")
    assert len(_visible(browser)) == 1
    browser.media("print")
    assert browser.js("getComputedStyle(document.querySelector('.controls')).display") == "none"
    assert browser.js("getComputedStyle(document.getElementById('faq-none')).display") == "none"
    shown = browser.js(
        "Array.from(document.querySelectorAll('article.entry'))"
        ".filter(a => getComputedStyle(a).display !== 'none').length"
    )
    assert shown == len(found["entries"])
    browser.media("")
    assert browser.js("getComputedStyle(document.querySelector('.controls')).display") == "flex"


def _search(browser: Browser, text: str) -> list[str]:
    """Type ``text`` into an empty search box; the entries shown, top to bottom."""
    _reset(browser)
    browser.js("document.getElementById('faq-search').focus()")
    browser.type(text)
    return list(
        browser.js(
            "Array.from(document.querySelectorAll('article.entry'))"
            ".filter(a => !a.hidden && a.offsetParent !== null)"
            ".sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)"
            ".map(a => a.id)"
        )
    )


@pytest.mark.parametrize(
    "typed",
    [
        "battle shock",
        "battleshock",
        "can a unit start an action",
        "engaged",
        "half strength",
        "OC",
        "unit",
        "titan",
        "off the battlefield",
        "exactly half",
    ],
)
def test_the_search_ranks_as_the_python_ranking_does(
    browser: Browser, published: Published, typed: str
) -> None:
    page, found = published
    browser.open(page.as_uri(), 1280)
    assert _search(browser, typed) == faq_search.rank(found["entries"], typed)


def test_question_words_rank_first_and_words_are_whole_words(
    browser: Browser, published: Published
) -> None:
    page, found = published

    def asking(words: str) -> str:
        return str(next(e["id"] for e in found["entries"] if words in e["question"]))

    browser.open(page.as_uri(), 390)
    # "battle-shocked" is in one question, and in answers and rules consulted of others
    order = _search(browser, "battle shock")
    assert order[0] == asking("battle-shocked") and len(order) > 1
    assert _search(browser, "battleshock") == _search(browser, "battle-shock") == order
    # OC is one entry's word; the "oc" inside "battle-shocked" and "block" is no match
    assert _search(browser, "OC") == [asking("Surveil")]
    # the bounds paragraph (which names every keyword, TRANSPORT too) is not searched
    assert _search(browser, "transport") == []


def test_matches_are_highlighted_and_the_contents_counts_follow(
    browser: Browser, published: Published
) -> None:
    page, found = published
    browser.open(page.as_uri(), 1280)
    browser.js("document.querySelectorAll('nav details').forEach(d => d.open = true)")
    _search(browser, "exactly half ")  # "half" typed whole: not "half-strength"
    marked = browser.js("Array.from(document.querySelectorAll('mark')).map(m => m.textContent)")
    assert marked == ["half", "exactly", "half"]  # "half of the ...", "exactly half"
    counts = browser.js(
        "Array.from(document.querySelectorAll('nav .count')).map(c => c.textContent)"
    )
    assert counts == [f"1 of {len(found['entries'])} entries"]
    listed = browser.js(
        "Array.from(document.querySelectorAll('nav li[data-entry]'))"
        ".filter(li => !li.hidden).length"
    )
    assert listed == 1
    _reset(browser)
    assert browser.js("document.querySelector('nav .count').textContent") == "6 entries"


def _luminance(colour: str) -> float:
    red, green, blue = (int(c) for c in colour[colour.index("(") + 1 : -1].split(",")[:3])
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue


def test_on_a_phone_the_search_and_the_first_question_are_on_the_first_screen(
    browser: Browser, published: Published
) -> None:
    page, _ = published
    browser.open(page.as_uri(), 390, 844)  # a phone's screen, 390 by 844 CSS pixels
    height = browser.js("innerHeight")
    assert browser.js("document.getElementById('faq-search').getBoundingClientRect().bottom") < (
        height / 3
    )
    first = browser.js("document.querySelector('article.entry h3').getBoundingClientRect().bottom")
    assert first <= height
    # the placeholder is whole: its width fits the box
    fits = browser.js(
        "(() => { const s = document.getElementById('faq-search'), st = getComputedStyle(s);"
        " const c = document.createElement('canvas').getContext('2d'); c.font = st.font;"
        " const room = s.clientWidth - parseFloat(st.paddingLeft) - parseFloat(st.paddingRight);"
        " return c.measureText(s.placeholder).width <= room; })()"
    )
    assert fits is True
    # provenance and the bounds are folded
    folded = browser.js(
        "Array.from(document.querySelectorAll('details.about, details.how')).map(d => d.open)"
    )
    assert folded and not any(folded)
    about = browser.js("document.getElementById('about-sources').textContent")
    assert "Rules core" in about and "Mission data" in about
    assert (
        browser.js("document.getElementById('about-sources').getBoundingClientRect().height") < 60
    )


def test_each_verdict_has_its_colour_proven_stronger_than_confirmed(
    browser: Browser, published: Published
) -> None:
    page, _ = published
    browser.open(page.as_uri(), 1280)
    colour = {
        verdict: browser.js(
            f"getComputedStyle(document.querySelector('.verdict.{verdict}')).backgroundColor"
        )
        for verdict in ("proven", "confirmed", "contradicted", "undecided")
    }
    assert len(set(colour.values())) == 4
    assert all(c not in ("rgba(0, 0, 0, 0)", "transparent") for c in colour.values())
    assert _luminance(colour["proven"]) < _luminance(colour["confirmed"]) - 60


def test_bounds_in_words_links_that_open_and_no_repository_paths(
    browser: Browser, published: Published
) -> None:
    page, _ = published
    browser.open(page.as_uri(), 1280)
    browser.js("document.querySelectorAll('details').forEach(d => d.open = true)")
    text = browser.js("document.body.innerText")
    assert "engaged: no" in text
    assert not {"True", "False"} & set(text.replace(",", " ").replace(";", " ").split())
    assert "docs/interpretations.md" not in text
    links = browser.js("Array.from(document.querySelectorAll('#about-sources a')).map(a => a.href)")
    assert "https://creativecommons.org/licenses/by/4.0/" in links
    unlinked = browser.js(
        "Array.from(document.querySelectorAll('#about-sources li')).filter(li =>"
        " /https?:/.test(li.textContent) && !li.querySelector('a')).length"
    )
    assert unlinked == 0


def test_the_page_and_the_terminal_count_alike(
    browser: Browser, run: tuple[Path, dict[str, Any], str]
) -> None:
    page, found, out = run
    (terminal,) = [line for line in out.splitlines() if line.startswith("FAQ: ")]
    browser.open(page.as_uri(), 1280)
    counted = browser.js("document.querySelector('.counts').textContent")
    assert terminal == f"FAQ: {counted}"
    entries = len(found["entries"])
    assert counted.startswith(f"{entries} entries: ") and f"({entries + 1} checks" in counted
    explained = browser.js("document.getElementById('about-verdicts').textContent")
    assert "each row" in explained


@pytest.fixture(scope="module")
def library(faq_library_run: FaqLibraryRun) -> Published:
    """The library's own FAQ page (scenarios/faq), as published: the page the publishing run
    of tests/conftest.py wrote beside docs/faq.md's check (budget 2000, as docs/ci.md
    publishes it)."""
    done = faq_library_run.done
    assert done.returncode == 0, done.stdout[-3000:]
    page = faq_library_run.page
    assert page.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    return page, json.loads(page.with_suffix(".json").read_text(encoding="utf-8"))


PLAYERS_ASK = [
    "can a unit shoot after falling back",
    "battleshock",
    "battle-shock roll",
    "CP",
    "rhino",
    "deep strike",
    "fell back",
    "engaged titanic",
    "pile in",
    "09.07",
    "can my opponent's stratagem target my unit",
]


def test_the_library_page_ranks_a_players_questions_as_python_does(
    browser: Browser, library: Published
) -> None:
    page, found = library
    question = {e["id"]: e["question"] for e in found["entries"]}
    browser.open(page.as_uri(), 390)
    for typed in PLAYERS_ASK:
        assert _search(browser, typed) == faq_search.rank(found["entries"], typed), typed
    first = _search(browser, "can a unit shoot after falling back")[0]
    assert question[first] == "Can a unit shoot after it fell back?"
    # the first result is on the first screen, under the search box
    top = browser.js(f"document.getElementById({json.dumps(first)}).getBoundingClientRect().top")
    assert 0 < top < browser.js("innerHeight") / 2
