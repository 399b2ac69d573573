"""The FAQ document (docs/ci.md#publishing-the-faq-document): Markdown or one self-contained HTML
page, entries in file
order with verdict, rules consulted, location, counterexample or error; the same bytes from a
serial and a ``-n 2`` run; and ``docs/faq.md`` kept current."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.plugin.faq_html_too import FaqLibraryRun

ROOT = Path(__file__).resolve().parents[2]

ACTIONS = """Feature: Actions, answered

  @faq
  Scenario: Can an engaged unit start an Action?
    No: an engaged unit cannot start one.

    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" is engaged
    Then "Squad" cannot start the "Hold" Action because it is engaged

  @faq
  Scenario: Can a battle-shocked unit start an Action?
    Yes <always> & "freely" (a wrong answer).

    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" is battle-shocked
    Then "Squad" can start the "Hold" Action

  @faq
  Scenario: Can a unit that is off the battlefield start an Action?
    No. A unit can begin an Action only while it is on the battlefield.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield

  @faq
  Scenario: What about a unit nobody set up?
    It cannot be answered as written.

    Given a unit "Squad"
    Then "Ghost" is not battle-shocked

  Scenario: Not a published answer
    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""
QUESTIONS = [
    "Can an engaged unit start an Action?",
    "Can a battle-shocked unit start an Action?",
    "Can a unit that is off the battlefield start an Action?",
    "What about a unit nobody set up?",
]


def _run(pytester: pytest.Pytester, report: str, *extra: str, fresh: bool = False) -> str:
    """A run of the files written, in this process (what is checked is the document it wrote; a
    process of its own would cost a second of start-up and check nothing more), or ``fresh``, in
    a process of its own: for a check of the whole header, which names the mission data (with
    its links) and datasheet data the process loaded, here perhaps for other tests."""
    run = pytester.runpytest_subprocess if fresh else pytester.runpytest
    result = run(
        "-p",
        "no:cacheprovider",
        "--ruleslawyer-max-examples",
        "20",
        f"--ruleslawyer-faq-report={report}",
        *extra,
    )
    result.assert_outcomes(passed=3, failed=2)
    assert not list((pytester.path / Path(report).parent).glob(".tmp-*"))
    return (pytester.path / report).read_text(encoding="utf-8")


@pytest.fixture
def ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


@pytest.mark.usefixtures("ci")
def test_the_markdown_document_gives_each_entry_in_file_order(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", actions=ACTIONS)
    text = _run(pytester, "out/faq.md")
    assert text.startswith(
        "# Rules FAQ\n\n4 entries: 1 proven, 1 confirmed, 1 contradicted, 1 undecided.\n"
    )
    assert "- Rules core: ruleslawyer 0.1.0\n" in text
    # the command, not the path it wrote to: any output path gives the same bytes
    assert (
        "- Written by: `CI=true pytest --ruleslawyer-max-examples 20 "
        "--ruleslawyer-faq-report=faq.md`" in text
    )
    assert "out/" not in text
    headings = re.findall(r"^### (.+)$", text, re.MULTILINE)
    assert headings == QUESTIONS
    assert "Not a published answer" not in text
    entries = dict(zip(QUESTIONS, re.split(r"^### .+$", text, flags=re.MULTILINE)[1:], strict=True))
    engaged = entries[QUESTIONS[0]]
    assert "**Verdict: confirmed**" in engaged
    assert "No: an engaged unit cannot start one." in engaged
    (rules,) = re.findall(r"^- Rules consulted: (.+)$", engaged, re.MULTILINE)
    assert "16.01 Starting an Action" in rules.split("; ")
    assert "- Scenario: `actions.feature:4`" in engaged
    wrong = entries[QUESTIONS[1]]
    assert "**Verdict: contradicted**" in wrong
    assert 'Yes \\<always\\> & "freely" (a wrong answer).' in wrong
    assert "Scenario: Can a battle-shocked unit start an Action?\n" in wrong
    assert '  Then "Squad" can start the "Hold" Action\n' in wrong
    assert "    | STARTS | your Shooting phase |\n" in wrong
    assert "decided:  cannot start: it is battle-shocked" in wrong
    prop = entries[QUESTIONS[2]]
    # Proven: no case reads the battle round, so its 160 cases are within the default budget.
    assert "**Verdict: proven**" in prop
    assert "Checked in every case: proven for every moment of both players of battle rounds" in prop
    assert "16.01 Starting an Action" in prop  # the union over the examples tried
    undecided = entries[QUESTIONS[3]]
    assert "**Verdict: undecided**" in undecided
    assert 'actions.feature:40: no unit "Ghost" was set up' in undecided


class _Page(HTMLParser):
    """Checks that every element is closed in order, and gathers ids, links and text."""

    VOID = frozenset({"meta", "br", "hr", "img", "link", "input"})

    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.open: list[str] = []
        self.ids: list[str] = []
        self.links: list[str] = []
        self.tags: set[str] = set()
        self.articles: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.add(tag)
        found = dict(attrs)
        if found.get("id"):
            self.ids.append(str(found["id"]))
        if tag == "article":
            self.articles.append(str(found.get("id")))
        if tag == "a" and found.get("href"):
            self.links.append(str(found["href"]))
        if tag not in self.VOID:
            self.open.append(tag)

    def handle_endtag(self, tag: str) -> None:
        assert self.open and self.open[-1] == tag, f"</{tag}> closes {self.open[-1:]}"
        self.open.pop()

    def handle_data(self, data: str) -> None:
        self.text.append(data)


@pytest.mark.slow  # a pytester run in a subprocess (the page's; the Markdown's in-process)
@pytest.mark.usefixtures("ci")
def test_the_html_page_is_well_formed_self_contained_and_anchored_as_the_markdown(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", actions=ACTIONS)
    page_text = _run(pytester, "faq.html", fresh=True)  # the whole page is checked
    markdown = _run(pytester, "faq.md")
    assert page_text.startswith("<!DOCTYPE html>\n")
    page = _Page()
    page.feed(page_text)
    page.close()
    assert page.open == []
    assert not page.tags & {"link", "img", "iframe"}
    # one inline script (search and filter) and its tables as JSON, loading nothing
    assert page_text.count("<script") == 2 and "<script>" in page_text
    assert '<script type="application/json" id="faq-search-tables">' in page_text
    assert "src=" not in page_text and "fetch(" not in page_text
    assert 'name="viewport"' in page_text and "@media print" in page_text
    assert "http://" not in page_text and "https://" not in page_text
    assert len(page.articles) == len(QUESTIONS) == len(set(page.articles))
    assert len(page.ids) == len(set(page.ids))
    shown = "".join(page.text)
    for question in QUESTIONS:
        assert question in shown
    assert 'Yes <always> & "freely" (a wrong answer).' in shown
    # every entry has an anchor, linked from the contents, the same way in both formats
    md_anchors = re.findall(r'^<a id="([^"]+)"></a>$', markdown, re.MULTILINE)
    md_contents = markdown.split("## Contents", 1)[1].split("\n## ", 1)[0]
    md_links = re.findall(r"\]\(#([^)]+)\)", md_contents)
    assert page.articles == md_anchors == md_links
    # anchors from the feature path and the question, no line number
    assert page.articles[0] == "actions--can-an-engaged-unit-start-an-action"
    entry_links = [link for link in page.links if not link.startswith("#section-")]
    # the summary (contradicted, then undecided) first, then the contents
    assert entry_links == [f"#{md_anchors[1]}", f"#{md_anchors[3]}"] + [
        f"#{anchor}" for anchor in md_anchors
    ]
    assert all(link[1:] in page.ids for link in page.links)


@pytest.mark.slow  # xdist: -n runs start worker processes
def test_a_parallel_run_writes_the_same_document_as_a_serial_one(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")
    pytester.makefile(".feature", actions=ACTIONS)
    pytester.makefile(".feature", more=ACTIONS.replace("Actions, answered", "More answers"))
    # Both runs in processes of their own: the header names the mission and datasheet data the
    # process has loaded, and this process may have loaded them for other tests.
    serial = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "--ruleslawyer-max-examples",
        "20",
        "--ruleslawyer-faq-report=faq.md",
    )
    first = (pytester.path / "faq.md").read_bytes()
    parallel = pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        "--ruleslawyer-max-examples",
        "20",
        "--ruleslawyer-faq-report=faq.md",
        "-n",
        "2",
    )
    serial.assert_outcomes(passed=6, failed=4)
    parallel.assert_outcomes(passed=6, failed=4)
    assert "2 workers" in parallel.stdout.str()
    assert (pytester.path / "faq.md").read_bytes() == first
    assert first.count(b"\n### ") == 8


@pytest.mark.slow  # starts another process (subprocess): the library's FAQ at budget 2000
@pytest.mark.xdist_group("faq_library")  # one worker makes the shared run (test_faq_browser)
def test_docs_faq_md_is_the_report_for_scenarios_faq(faq_library_run: FaqLibraryRun) -> None:
    """docs/faq.md and docs/faq.json are written by the command they name; run it again and
    compare (the run is shared with the browser's library page: tests/conftest.py).

    This is the before/after check of a refactoring (issue 16): the committed document is the
    "before", with each entry's verdict; a change of the core or the steps that changes any
    verdict, or any answer's text, fails here and names the entries whose verdict moved."""
    done = faq_library_run.done
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    written = faq_library_run.markdown.read_text(encoding="utf-8")
    current = (ROOT / "docs" / "faq.md").read_text(encoding="utf-8")
    moved = sorted(_verdicts(current).items() ^ _verdicts(written).items())
    assert not moved, f"verdicts changed (before and after): {moved}"
    for name in ("faq.md", "faq.json"):
        written = (faq_library_run.markdown.parent / name).read_text(encoding="utf-8")
        current = (ROOT / "docs" / name).read_text(encoding="utf-8")
        assert written == current, (
            f"docs/{name} is stale: run  CI=true pytest scenarios/faq "
            "--ruleslawyer-exhaustive-budget=2000 --ruleslawyer-faq-report=docs/faq.md"
        )


def _verdicts(document: str) -> dict[str, str]:
    """Each entry of the contents, with its verdict: ``- [question](#anchor) (confirmed)``."""
    found = re.findall(r"^  - \[(.*)\]\(#[^)]*\) \((\w+)\)$", document, flags=re.M)
    return dict(found)


OUTLINE = """Feature: Strength, answered

  @faq
  Scenario Outline: Is a unit of <left> models out of 10 below half-strength?
    <answer>

    Given a unit "Squad"
    And "Squad" has a starting strength of 10
    And "Squad" has <left> models left
    Then "Squad" is <verdict>

    Examples:
      | left | answer             | verdict                            |
      | 4    | Yes: 4 is below 5. | below half-strength                |
      | 5    | No: it is at half. | at half-strength                   |
"""


@pytest.mark.usefixtures("ci")
def test_an_outline_is_one_entry_with_a_table_of_its_rows(pytester: pytest.Pytester) -> None:
    """One entry, no pytest id glued to its question; each row's values, question, answer and
    verdict in a table; the entry contradicted as soon as one row is."""
    pytester.makefile(".feature", strength=OUTLINE)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=2)
    text = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert re.findall(r"^### (.+)$", text, re.MULTILINE) == [
        "Is a unit of \\<left\\> models out of 10 below half-strength?"
    ]
    assert "[" not in text.split("### ", 1)[1].splitlines()[0]
    assert "**Verdict: confirmed**" in text
    assert "| left | verdict | Question | Answer | Verdict | Line |" in text
    assert (
        "| 4 | below half-strength | Is a unit of 4 models out of 10 below half-strength? | "
        "Yes: 4 is below 5. | confirmed | 14 |" in text
    )
    assert "No: it is at half." in text
    wrong = OUTLINE.replace(
        "| 5    | No: it is at half. | at half-strength   ", "| 5    | No. | below half-strength"
    )
    assert wrong != OUTLINE
    (pytester.path / "strength.feature").write_text(wrong)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=1, failed=1)
    text = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert "**Verdict: contradicted**" in text
    assert "Counterexample (row at line 15: left = 5, answer = No., verdict = below" in text


@pytest.mark.usefixtures("ci")
def test_the_header_names_the_rules_and_a_contradicted_entry_runs_as_written(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", actions=ACTIONS)
    text = _run(pytester, "faq.md")
    assert "- Rules: Warhammer 40,000 Core Rules, 11th edition" in text
    block = text.split("Can a battle-shocked unit start an Action?", 2)[2]
    scenario = block.split("```gherkin", 1)[1].split("```", 1)[0]
    (pytester.path / "again").mkdir()
    (pytester.path / "again" / "again.feature").write_text(scenario.strip() + "\n")
    again = pytester.runpytest("-p", "no:cacheprovider", "again")
    again.assert_outcomes(failed=1)
    assert 'Then "Squad" can start the "Hold" Action' in again.stdout.str()


def test_the_library_faq_titles_are_titles_a_reader_would_publish() -> None:
    """No internal labels: no "FAQ:" prefix, no seed numbers, no section list in parentheses."""
    for path in sorted((ROOT / "scenarios" / "faq").glob("*.feature")):
        title = path.read_text(encoding="utf-8").splitlines()[0].removeprefix("Feature:").strip()
        assert title, path.name
        assert not re.search(r"\bseed\b|^FAQ\b|\(|\d", title, re.IGNORECASE), (path.name, title)
