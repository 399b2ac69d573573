"""Unsafe boards are refused quickly, a parallel run loses nothing and matches a serial run, and
the plugin writes nothing outside .ruleslawyer/ and pytest's own cache."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ALIAS_BOMB = "\n".join(
    ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]']
    + [
        f"{chr(98 + i)}: &{chr(98 + i)} [*{chr(97 + i)},*{chr(97 + i)},*{chr(97 + i)}]"
        for i in range(8)
    ]
)

FEATURES = {
    "good": """
Feature: Good answers
  @faq
  Scenario: Can a unit off the battlefield start an Action?
    No.

    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield

  Scenario: A plain pass
    Given a unit "Squad"
    Then "Squad" is not battle-shocked
""",
    "bad": """
Feature: Wrong answers
  @faq
  Scenario: Can a TITANIC unit always start an Action?
    Yes.

    Given any moment
    And any unit "Knight"
    And any Action "Task"
    And "Knight" has the keyword TITANIC
    Then "Knight" can start the "Task" Action

  Scenario: A plain failure
    Given a unit "Squad"
    Then "Squad" is battle-shocked
""",
}


def _write(pytester: pytest.Pytester) -> None:
    for name, text in FEATURES.items():
        pytester.makefile(".feature", **{name: text})


def test_an_alias_bomb_is_refused_before_it_expands(pytester: pytest.Pytester) -> None:
    board = "\n".join("      " + line for line in ALIAS_BOMB.splitlines())
    pytester.makefile(
        ".feature",
        bomb=f'Feature: b\n  Scenario: b\n    Given the board:\n      """\n{board}\n      """\n'
        "    Then player A has 0 CP\n",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*aliases are not allowed*"])


def test_an_oversized_board_is_refused(pytester: pytest.Pytester) -> None:
    (pytester.path / "big.yaml").write_text("units:\n" + "  # padding\n" * 30_000)
    pytester.makefile(
        ".feature",
        big='Feature: b\n  Scenario: b\n    Given the board "big.yaml"\n'
        "    Then player A has 0 CP\n",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    result.stdout.fnmatch_lines(["*larger than*bytes*"])


def _outcomes(xml_path: Path) -> dict[str, str]:
    found = {}
    for case in ET.parse(xml_path).getroot().iter("testcase"):
        failed = case.find("failure") is not None or case.find("error") is not None
        found[f"{case.get('classname')}::{case.get('name')}"] = "failed" if failed else "passed"
    return found


def _run(
    pytester: pytest.Pytester, tag: str, *extra: str, in_process: bool = False
) -> tuple[dict[str, str], list[str], dict[str, str], int]:
    run = pytester.runpytest if in_process else pytester.runpytest_subprocess
    result = run(
        f"--junitxml={tag}.xml",
        f"--cucumberjson={tag}.json",
        "-o",
        "ruleslawyer_faq_full_summary=true",
        *extra,
    )
    faq = sorted(
        line for line in result.outlines if re.match(r"^(proven|confirmed|contradicted) ", line)
    )
    examples = {
        str(p.relative_to(pytester.path)): p.read_text()
        for p in (pytester.path / ".ruleslawyer" / "counterexamples").rglob("*.feature")
    }
    cucumber = json.loads((pytester.path / f"{tag}.json").read_text())
    scenarios = sum(len(feature["elements"]) for feature in cucumber)
    return _outcomes(pytester.path / f"{tag}.xml"), faq, examples, scenarios


@pytest.mark.slow  # xdist: -n runs start worker processes
def test_a_parallel_run_matches_a_serial_one(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("CI", "true")
    _write(pytester)
    # The serial run in this process (what is compared is what each run wrote and printed; a
    # process of its own would cost a second of start-up and check nothing more).
    serial = _run(pytester, "serial", in_process=True)
    parallel = _run(pytester, "parallel", "-n", "2")
    assert serial[0] == parallel[0]
    assert sorted(serial[0].values()) == ["failed", "failed", "passed", "passed"]
    assert serial[1] == parallel[1] and len(serial[1]) == 2
    assert serial[2] == parallel[2] and len(serial[2]) == 1
    assert serial[3] == parallel[3] == 4


@pytest.mark.slow  # a pytester run in a subprocess
def test_nothing_is_written_outside_its_own_folders(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("CI", raising=False)
    _write(pytester)
    before = {p.name for p in pytester.path.iterdir()}
    pytester.runpytest_subprocess("-p", "no:benchmark")
    # pytester's own files (its captured output and its subprocess's temporary folder) aside
    after = {
        p.name
        for p in pytester.path.iterdir()
        if p.name not in ("stdout", "stderr") and not p.name.startswith("runpytest-")
    }
    assert after - before <= {".ruleslawyer", ".pytest_cache"}
    assert (pytester.path / ".ruleslawyer" / "counterexamples").is_dir()
    leftovers = [p for p in (pytester.path / ".ruleslawyer").rglob(".tmp-*")]
    assert not leftovers
