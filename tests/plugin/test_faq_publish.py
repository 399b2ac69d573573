"""Publishing the FAQ document (contract §16, issue 19): the JSON beside it, the compare section,
incomplete runs, file modes, and bytes that depend on neither the paths typed nor how it ran."""

from __future__ import annotations

import json
import os
import stat

import pytest

TWO = """Feature: Two answers

  @faq
  Scenario: Can an engaged unit start an Action?
    No.

    Given a unit "Squad"
    And the Action "Hold":
      | STARTS | your Shooting phase |
    And it is player A's Shooting phase
    And "Squad" is engaged
    Then "Squad" cannot start the "Hold" Action because it is engaged

  @faq
  Scenario: Is a fresh unit battle-shocked?
    No.

    Given a unit "Squad"
    Then "Squad" is not battle-shocked
"""


@pytest.fixture(autouse=True)
def _ci(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CI", "true")


def _json(pytester: pytest.Pytester, name: str = "faq.json") -> dict[str, object]:
    found = json.loads((pytester.path / name).read_text(encoding="utf-8"))
    assert isinstance(found, dict)
    return found


def test_the_command_that_writes_the_page_again_names_the_budget(
    pytester: pytest.Pytester,
) -> None:
    """Which verdicts are proven depends on the exhaustive search's budget: a run that set one
    names it, so that the command writes the same page again."""
    pytester.makefile(".feature", two=TWO)
    run = pytester.runpytest(
        "--ruleslawyer-exhaustive-budget=40", "--ruleslawyer-faq-report=site/faq.md"
    )
    run.assert_outcomes(passed=2)
    header = _json(pytester, "site/faq.json")["header"]
    assert isinstance(header, dict)
    command = header["command"]
    assert command == (
        "CI=true pytest --ruleslawyer-exhaustive-budget=40 --ruleslawyer-faq-report=faq.md"
    )
    assert f"- Written by: `{command}`" in (pytester.path / "site/faq.md").read_text("utf-8")


POSITIONED = """\
Feature: Positions
  @faq
  Scenario: Are bases exactly 2" apart engaged?
    Yes.

    Given the board:
      \"\"\"
      units:
        Squad: {player: A, base: 1", positions: [[10, 10]]}
        Boyz: {player: B, base: 1", positions: [[13, 10]]}
      \"\"\"
    Then "Squad" is engaged with "Boyz"
"""


def test_the_header_lists_the_rules_numbers_the_verdicts_used(pytester: pytest.Pytester) -> None:
    # ROUND4's change to §13/§16: "rules numbers used" (name, value, clause, 19.1) and the app
    # text of the clauses 18.3 follows, among the rules followed
    pytester.makefile(".feature", positioned=POSITIONED, two=TWO)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=3)
    header = _json(pytester, "faq.json")["header"]
    assert isinstance(header, dict)
    assert header["rules_numbers_used"] == [
        {
            "name": "engagement range",
            "value": 'within 2" horizontally and 5" vertically',
            "clause": "03.04 Engagement",
        }
    ]
    assert (
        "App text of 01.02.02, 01.03.01, 01.05.01, 01.05.02, 02.02.01 and 15.01.01"
        in (header["rules"])
    )
    text = (pytester.path / "faq.md").read_text("utf-8")
    assert '- Rules numbers used: engagement range: within 2" horizontally' in text


def test_no_rules_number_is_listed_where_no_verdict_used_one(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", two=TWO)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=2)
    header = _json(pytester, "faq.json")["header"]
    assert isinstance(header, dict)
    assert header["rules_numbers_used"] == []
    assert "Rules numbers used" not in (pytester.path / "faq.md").read_text("utf-8")


EVENT = """\
Feature: Event play
  @faq
  Scenario: Is a fresh unit battle-shocked at an event?
    No.

    Given the battle is played under the Event Companion
    And a unit "Squad"
    Then "Squad" is not battle-shocked
"""


def test_the_header_says_whether_event_play_is_on(pytester: pytest.Pytester) -> None:
    # ROUND4's change to §13/§16: the header says whether event play is on (18.3 item 13)
    pytester.makefile(".feature", two=TWO)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=2)
    assert "- Event play: off in every entry" in (pytester.path / "faq.md").read_text("utf-8")
    pytester.makefile(".feature", event=EVENT)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=3)
    header = _json(pytester, "faq.json")["header"]
    assert isinstance(header, dict)
    assert header["event_play"] == (
        "on in 1 of 3 entries (stated there; 18.3 item 13), off in the rest"
    )


def test_the_json_beside_the_page_has_the_header_and_every_entry(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", two=TWO)
    pytester.runpytest("--ruleslawyer-faq-report=site/faq.html").assert_outcomes(passed=2)
    found = _json(pytester, "site/faq.json")
    assert found["complete"] is True and found["incomplete"] is None
    header = found["header"]
    assert isinstance(header, dict)
    assert header["counts"] == {"proven": 0, "confirmed": 2, "contradicted": 0, "undecided": 0}
    assert "Universal Rules Updates v1.1, 26 August 2026" in header["rules"]
    assert "App rules data v946, 2 September 2026" in header["rules"]
    assert "App Core Rules FAQ and errata, rules data 912" in header["rules"]
    updates = {u["title"]: u["applied"] for u in header["rules_updates"]}
    assert updates == {
        "Universal Rules Updates": True,
        "App Core Rules FAQ and errata": True,
        "App text of 01.02.02, 01.03.01, 01.05.01, 01.05.02, 02.02.01 and 15.01.01": True,
        "App rules data": True,
        "Event Companion": False,
    }
    assert header["command"] == "CI=true pytest --ruleslawyer-faq-report=faq.html"
    entries = found["entries"]
    assert isinstance(entries, list)
    assert [e["id"] for e in entries] == [
        "two--can-an-engaged-unit-start-an-action",
        "two--is-a-fresh-unit-battle-shocked",
    ]
    first = entries[0]
    assert first["question"] == "Can an engaged unit start an Action?"
    assert first["answer"] == "No."
    assert first["verdict"] == "confirmed"
    assert first["location"] == "two.feature:4"
    assert "16.01 Starting an Action" in first["rules"]
    assert first["rows"] == []
    # the page links each entry by the same id
    page = (pytester.path / "site" / "faq.html").read_text(encoding="utf-8")
    assert f'<article class="entry" id="{first["id"]}"' in page


def test_compare_shows_a_flipped_answer_and_what_was_added_and_removed(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", two=TWO)
    pytester.runpytest("--ruleslawyer-faq-report=faq.html").assert_outcomes(passed=2)
    os.replace(pytester.path / "faq.json", pytester.path / "release.json")
    flipped = TWO.replace(
        'Then "Squad" is not battle-shocked', 'Then "Squad" is battle-shocked'
    ).replace("Can an engaged unit start an Action?", "May an engaged unit start an Action?")
    (pytester.path / "two.feature").write_text(flipped, encoding="utf-8")
    result = pytester.runpytest(
        "--ruleslawyer-faq-report=faq.html", "--ruleslawyer-faq-compare=release.json"
    )
    result.assert_outcomes(passed=1, failed=1)
    changes = _json(pytester)["changes"]
    assert isinstance(changes, list)
    assert [(c["what"], c["id"], c["old_verdict"], c["new_verdict"]) for c in changes] == [
        ("changed", "two--is-a-fresh-unit-battle-shocked", "confirmed", "contradicted"),
        ("added", "two--may-an-engaged-unit-start-an-action", None, "confirmed"),
        ("removed", "two--can-an-engaged-unit-start-an-action", "confirmed", None),
    ]
    page = (pytester.path / "faq.html").read_text(encoding="utf-8")
    section = page.split("<h2>Changes since the compared FAQ (ruleslawyer", 1)[1]
    section = section.split("</section>", 1)[0]
    assert (
        '<a href="#two--is-a-fresh-unit-battle-shocked">Is a fresh unit battle-shocked?</a>: '
        "confirmed → contradicted" in section
    )
    assert "added (confirmed)" in section and "removed (was confirmed)" in section
    # the command names the compare step, not the file compared with
    assert "--ruleslawyer-faq-compare=previous-faq.json" in page and "release" not in page


@pytest.mark.parametrize(
    ("content", "said"),
    [
        (None, "cannot read the FAQ document to compare with"),
        ("{not json", "not JSON"),
        ('{"entries": []}', "not a FAQ document's JSON"),
        ('{"format": "ruleslawyer-faq", "entries": [{"id": 3}]}', 'entry 1: "id"'),
    ],
)
def test_an_unreadable_or_malformed_compare_file_is_a_usage_error_naming_it(
    pytester: pytest.Pytester, content: str | None, said: str
) -> None:
    pytester.makefile(".feature", two=TWO)
    if content is not None:
        (pytester.path / "old.json").write_text(content, encoding="utf-8")
    result = pytester.runpytest(
        "--ruleslawyer-faq-report=faq.html", "--ruleslawyer-faq-compare=old.json"
    )
    assert result.ret == pytest.ExitCode.USAGE_ERROR
    err = result.stderr.str()
    assert "--ruleslawyer-faq-compare: old.json" in err and said in err
    assert "Traceback" not in err
    assert not (pytester.path / "faq.html").exists()


INTERRUPT = """
import pytest

def pytest_runtest_setup(item):
    if "battle-shocked" in item.name:
        raise KeyboardInterrupt
"""


@pytest.mark.parametrize(
    ("how", "why"),
    [
        ("interrupt", "the run was interrupted"),
        ("-x", "the run stopped early"),
        ("collect", "1 file failed to collect or could not be read"),
        ("--collect-only", "the run only collected the scenarios"),
    ],
)
def test_an_incomplete_run_says_so_and_never_passes_for_a_complete_one(
    pytester: pytest.Pytester, how: str, why: str
) -> None:
    pytester.makefile(".feature", two=TWO)
    extra: list[str] = []
    if how == "interrupt":
        pytester.makeconftest(INTERRUPT)
    elif how == "--collect-only":
        extra = [how]
    elif how == "-x":
        (pytester.path / "two.feature").write_text(
            TWO.replace("cannot start", "can start"), encoding="utf-8"
        )
        extra = ["-x"]
    else:
        pytester.makefile(
            ".feature",
            broken='Feature: broken\n  Scenario: x\n    Given a unit "A"\n'
            "    | a |\n    | a | b |\n",
        )
    # In-process: the interrupted run's KeyboardInterrupt stays inside it (no_reraise_ctrlc).
    pytester.runpytest(
        "-p", "no:cacheprovider", "--ruleslawyer-faq-report=faq.md", *extra, no_reraise_ctrlc=True
    )
    text = (pytester.path / "faq.md").read_text(encoding="utf-8")
    assert text.startswith(f"# Rules FAQ\n\n> **Incomplete: {why}")
    assert "do not publish it in place of a complete one" in text
    found = _json(pytester)
    assert found["complete"] is False
    assert str(found["incomplete"]).startswith(why)
    assert not list(pytester.path.glob(".tmp-*"))


def test_the_files_get_the_process_umask(pytester: pytest.Pytester) -> None:
    pytester.makefile(".feature", two=TWO)
    old = os.umask(0o022)
    try:
        pytester.runpytest("--ruleslawyer-faq-report=faq.html").assert_outcomes(passed=2)
    finally:
        os.umask(old)
    for name in ("faq.html", "faq.json"):
        assert stat.S_IMODE((pytester.path / name).stat().st_mode) == 0o644, name


@pytest.mark.slow  # xdist: -n runs start worker processes
def test_the_same_bytes_for_any_paths_serially_and_under_xdist(pytester: pytest.Pytester) -> None:
    """Absolute or relative, any output folder, serial or ``-n 2``: one document, with no path
    of this machine in it (a roster error names its file from the rootdir)."""
    pytester.makefile(".feature", two=TWO)
    (pytester.path / "rosters").mkdir()
    pytester.makefile(
        ".feature",
        roster="""Feature: A roster
  @faq
  Scenario: What does a missing roster say?
    It cannot be answered.

    Given player A's army from the roster "rosters/missing.txt"
    Then "Squad" is not battle-shocked
""",
    )
    root = pytester.path
    pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", f"--ruleslawyer-faq-report={root / 'a' / 'faq.html'}"
    )
    pytester.runpytest_subprocess(
        "-p",
        "no:cacheprovider",
        str(root / "two.feature"),
        str(root / "roster.feature"),
        "--ruleslawyer-faq-report=b/deeper/faq.html",
        "-n",
        "2",
    )
    pytester.runpytest_subprocess(
        "-p", "no:cacheprovider", "two.feature", "roster.feature", "--ruleslawyer-faq-report=c.html"
    )
    a = (root / "a" / "faq.html").read_bytes()
    b = (root / "b" / "deeper" / "faq.html").read_bytes()
    c = (root / "c.html").read_bytes()
    assert str(root).encode() not in a
    assert b"rosters/missing.txt" in a
    assert (
        a.replace(b"pytest --ruleslawyer", b"pytest two.feature roster.feature --ruleslawyer") == b
    )
    assert b == c
    assert (root / "a" / "faq.json").read_bytes().replace(
        b"pytest --ruleslawyer", b"pytest two.feature roster.feature --ruleslawyer"
    ) == (root / "b" / "deeper" / "faq.json").read_bytes()
