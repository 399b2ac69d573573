"""Bad input a player bringing a real army makes (contract §11, 19.01; found correct by the
fiddata4 held-out pass): a datasheet name a letter wrong in each way a unit comes in (the step
with a size and a player, a board's `datasheet:` key, a roster's support entry), a hyphen left
out, and a leader or bodyguard misspelt in `is leading`. Each case runs as its own feature file,
all in one run: each must fail (never pass, never crash) naming its file and line, the
offending word and the closest name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, Output

ROSTER = (
    Path(__file__).resolve().parents[2]
    / "scenarios"
    / "datasheets"
    / "rosters"
    / "necrons_two_leaders_gw_app.txt"
)
LEADING = """    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
"""


class Case(NamedTuple):
    steps: str
    at: str  # "<file>:<line>" the error must name first
    word: str
    suggestion: str
    files: tuple[tuple[str, str], ...] = ()
    also: str = ""  # more the error must say


def _cases() -> dict[str, Case]:
    roster = ROSTER.read_text(encoding="utf-8").replace("Plasmancer (55", "Plasmancr (55")
    roster_line = roster.splitlines().index("Plasmancr (55 Points)") + 1
    return {
        "size_and_player": Case(
            '    Given a unit "Squad" from the datasheet "Intercesor Squad" with 5 models'
            " for player A\n",
            "size_and_player.feature:4",
            "Intercesor Squad",
            '"Intercessor Squad"',
        ),
        "hyphen_left_out": Case(
            '    Given a unit "Warriors" from the datasheet "Tyranid Warriors with Melee'
            ' Bioweapons"\n',
            "hyphen_left_out.feature:4",
            "Tyranid Warriors with Melee Bioweapons",
            '"Tyranid Warriors with Melee Bio-weapons"',
        ),
        "board_key": Case(
            '    Given the board "b.yaml"\n',
            "b.yaml:4",
            "Skorpek Lord",
            '"Skorpekh Lord"',
            (("b.yaml", "units:\n  Lord:\n    player: A\n    datasheet: Skorpek Lord\n"),),
        ),
        "roster_support_entry": Case(
            '    Given player A\'s army from the roster "army.txt"\n',
            "roster_support_entry.feature:4",
            "Plasmancr",
            '"Plasmancer"',
            (("army.txt", roster),),
            f"army.txt:{roster_line}: 1 roster entry matches no datasheet: "
            f'line {roster_line}: "Plasmancr"',
        ),
        "leader_misspelt": Case(
            LEADING + '    And "Captian" is leading "Intercessors"\n',
            "leader_misspelt.feature:6",
            "Captian",
            '"Captain"',
        ),
        "bodyguard_misspelt": Case(
            LEADING + '    And "Captain" is leading "Intercesors"\n',
            "bodyguard_misspelt.feature:6",
            "Intercesors",
            '"Intercessors"',
        ),
    }


@pytest.mark.slow  # one pytester run of six feature files
def test_a_misspelt_datasheet_roster_or_unit_name_names_file_line_and_word(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output
) -> None:
    cases = _cases()
    for name, case in cases.items():
        folder = pytester.path / name
        folder.mkdir()
        text = f"Feature: {name}\n\n  Scenario: bad input\n{case.steps}    Then player A has 0 CP\n"
        (folder / f"{name}.feature").write_text(text, encoding="utf-8")
        for file, content in case.files:
            (folder / file).write_text(content, encoding="utf-8")
    result = pytester.runpytest("-p", "no:randomly")
    assert_clean(result)
    out = output(result)
    outcomes = result.parseoutcomes()
    assert outcomes.get("passed", 0) == 0, out
    assert outcomes.get("failed", 0) + outcomes.get("errors", 0) == len(cases), out
    for name, case in cases.items():
        assert f"{name}/{case.at}: " in out, (name, out)
        assert case.also in out, (name, case.also)
        assert f"offending word: {case.word}\n" in out, (name, case.word)
        assert f"did you mean: {case.suggestion}" in out, (name, case.suggestion)


# 19.01 refusals found when the game is built were reported at the first When or Then line
# (the build's), not at the `is leading` line they concern. Each names that line now.
ATTACH = """    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And a unit "Apothecary" from the datasheet "Apothecary"
    And a unit "Chaplain" from the datasheet "Chaplain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And a unit "Assault" from the datasheet "Assault Intercessor Squad"
    And a unit "Boyz" from the datasheet "Boyz" for player B
"""
REFUSED = {
    # (the steps after ATTACH, the line of the refused `is leading`, the message's words, word)
    "two_support_units": (
        '    And "Lieutenant" is leading "Intercessors"\n'
        '    And "Captain" is leading "Intercessors"\n'
        '    And "Apothecary" is leading "Intercessors"\n',
        13,
        "has only one support unit attached to it",
        "Apothecary",
    ),
    "two_leader_units": (
        '    And "Chaplain" is leading "Intercessors"\n'
        '    And "Captain" is leading "Intercessors"\n',
        11,  # the `is leading` line of the unit named as offending: the one set up later
        "has only one leader unit attached to it",
        "Chaplain",
    ),
    "a_leader_of_the_other_player": (
        '    And "Captain" is leading "Intercessors"\n    And "Intercessors" belongs to player B\n',
        11,
        "a leader leads a friendly unit",
        "Captain",
    ),
}


def test_a_19_01_refusal_found_at_the_build_names_its_is_leading_line(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output
) -> None:
    for name, (steps, _line, _said, _word) in REFUSED.items():
        text = (
            f"Feature: {name}\n\n  Scenario: refused\n{ATTACH}{steps}"
            '    Then "Intercessors" has OC 2\n'
        )
        pytester.makefile(".feature", **{name: text})
    result = pytester.runpytest("-p", "no:randomly")
    assert_clean(result)
    out = output(result)
    result.assert_outcomes(failed=len(REFUSED))
    for name, (_steps, line, said, word) in REFUSED.items():
        assert f"{name}.feature:{line}: " in out, (name, out)
        assert said in out, (name, said)
        assert f"offending word: {word}\n" in out, (name, word)
