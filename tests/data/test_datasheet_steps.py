"""The datasheet phrases through pytest: errors name the file, line and name; wh40kdc loads
lazily."""

from __future__ import annotations

import shutil
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, LineOf, Output

ROSTERS = Path(__file__).resolve().parents[2] / "scenarios" / "datasheets" / "rosters"

PROBE = """
import sys

def pytest_unconfigure(config):
    loaded = ["wh40kdc" in sys.modules, "ruleslawyer.steps.datasheets" in sys.modules]
    with open("probe.txt", "w") as handle:
        handle.write(repr(loaded))
"""


@pytest.mark.slow  # a pytester run in a subprocess
@pytest.mark.parametrize(
    ("step", "loaded"),
    [
        ('Given a unit "Squad"', "[False, True]"),
        ('Given a unit "Squad" from the datasheet "Intercessor Squad"', "[True, True]"),
    ],
)
def test_wh40kdc_is_imported_only_when_a_scenario_names_a_datasheet(
    pytester: pytest.Pytester, step: str, loaded: str
) -> None:
    pytester.makepyfile(probe=PROBE)
    pytester.makefile(
        ".feature",
        plain=f"""
        Feature: one unit
          Scenario: a unit can be at full strength
            {step}
            Then "Squad" is not at or below half-strength
        """,
    )
    result = pytester.runpytest_subprocess("-p", "probe", "-p", "no:cacheprovider")
    result.assert_outcomes(passed=1)
    assert (pytester.path / "probe.txt").read_text() == loaded


def run(pytester: pytest.Pytester, body: str, **outcomes: int) -> tuple[Path, str]:
    path = pytester.makefile(".feature", claims="Feature: datasheets\n" + body)
    result = pytester.runpytest()
    result.assert_outcomes(**outcomes)
    return path, result.stdout.str()


def test_an_unknown_datasheet_names_the_file_line_and_closest_names(
    pytester: pytest.Pytester, line_of: LineOf
) -> None:
    path, out = run(
        pytester,
        """
  Scenario: a typo
    Given a unit "Squad" from the datasheet "Intercesor Squad"
    Then "Squad" has OC 2
""",
        failed=1,
    )
    line = line_of(path, "Intercesor")
    assert f'claims.feature:{line}: no datasheet "Intercesor Squad"' in out
    assert 'did you mean: "Intercessor Squad"' in out


def test_a_size_the_datasheet_does_not_allow(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: too many
    Given a unit "Squad" from the datasheet "Intercessor Squad" with 12 models
    Then "Squad" has OC 2
""",
        failed=1,
    )
    assert "has 5 to 10 models, not 12" in out


def test_a_roster_entry_that_does_not_resolve_names_both_files(
    pytester: pytest.Pytester, line_of: LineOf, assert_clean: CleanCheck
) -> None:
    text = (ROSTERS / "ultramarines_gw_app.txt").read_text(encoding="utf-8")
    (pytester.path / "army.txt").write_text(
        text.replace("Redemptor Dreadnought (", "Redemptor Dreadnaught ("), encoding="utf-8"
    )
    path = pytester.makefile(
        ".feature",
        claims="""
        Feature: a roster
          Scenario: a typo in the roster
            Given player A's army from the roster "army.txt"
            Then "Captain" has OC 1
        """,
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    roster_line = text.splitlines().index("Redemptor Dreadnought (195 Points)") + 1
    assert f"claims.feature:{line_of(path, 'from the roster')}:" in out
    assert f"army.txt:{roster_line}" in out
    assert '"Redemptor Dreadnaught"' in out and '"Redemptor Dreadnought"' in out


def test_one_name_for_two_datasheets_is_refused(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: two datasheets, one name
    Given a unit "Squad" from the datasheet "Intercessor Squad"
    And a unit "Squad" from the datasheet "Boyz"
    Then "Squad" has OC 2
""",
        failed=1,
    )
    assert '"Squad" was already set up from the datasheet "Intercessor Squad"' in out


def test_a_missing_roster_file(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: no such file
    Given player A's army from the roster "nowhere.txt"
    Then "Captain" has OC 1
""",
        failed=1,
    )
    assert "nowhere.txt: the roster 'nowhere.txt' does not exist" in out


def test_a_misspelt_roster_file_name_gets_the_closest_file_beside_it(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".txt", ultramarines="")
    _, out = run(
        pytester,
        """
  Scenario: a typo in the roster's name
    Given player A's army from the roster "ultramarine.txt"
    Then "Captain" has OC 1
""",
        failed=1,
    )
    assert "the roster 'ultramarine.txt' does not exist" in out
    assert "did you mean: 'ultramarines.txt'" in out


def test_a_roster_that_is_not_text_is_a_clean_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    (pytester.path / "bin.txt").write_bytes(bytes([0, 1, 0xFF, 0xFE]))
    pytester.makefile(
        ".feature",
        claims="""Feature: datasheets
  Scenario: binary roster
    Given player A's army from the roster "bin.txt"
    Then "X" has OC 2
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert "bin.txt:1: the roster is not UTF-8 text" in result.stdout.str()
    assert_clean(result)


def test_a_roster_relative_to_the_feature_file(pytester: pytest.Pytester) -> None:
    (pytester.path / "lists").mkdir()
    shutil.copy(ROSTERS / "orks_newrecruit.json", pytester.path / "lists" / "orks.json")
    run(
        pytester,
        """
  Scenario: the Orks belong to player B and the Warboss leads the first Boyz
    Given player B's army from the roster "lists/orks.json"
    Given it is player B's Shooting phase
    And the Action "Task":
      | UNITS | one CHARACTER unit |
    When "Boyz" starts the "Task" Action
    Then "Warboss" is performing the "Task" Action
    And "Boyz 2" cannot start the "Task" Action because it is not a unit the Action allows
""",
        passed=1,
    )


@pytest.mark.parametrize(
    ("steps", "message"),
    [
        (
            'And "Captain" is leading "Intercessors"\n    And "Captain" is leading "Scouts"',
            '"Captain" already leads "Intercessors"',
        ),
        (
            'And "Captain" is leading "Intercessors"\n    And "Chaplain" is leading "Intercessors"',
            "only one leader unit",
        ),
        (
            'And "Captain" is leading "Intercessors"\n    And "Intercessors" is leading "Scouts"',
            "a bodyguard unit is not a leader unit",
        ),
        ('And "Captain" is leading "Captain"', "cannot lead itself"),
        (
            'And "Captain" is leading "Scouts"',
            "does not list that unit among those it can lead [19.01",
        ),
        ('And "Captain" is leading "Orks"', 'no unit "Orks" was set up'),
        (
            'And a unit "Rhino" from the datasheet "Rhino"\n'
            '    And a unit "Razorback" from the datasheet "Razorback"\n'
            '    And "Captain" is leading "Intercessors"\n'
            '    And "Captain" is embarked within "Rhino"\n'
            '    And "Intercessors" is embarked within "Razorback"',
            'its parts are embarked within "Rhino" and "Razorback"',
        ),
        (
            'And a unit "Terminator Captain" from the datasheet "Captain in Terminator Armour"\n'
            '    And "Terminator Captain" is leading "Intercessors"',
            "does not list that unit among those it can lead [19.01",
        ),
    ],
)
def test_attachments_19_01_forbids(
    pytester: pytest.Pytester, output: Output, steps: str, message: str
) -> None:
    pytester.makefile(
        ".feature",
        claims=f"""
Feature: attachments
  Scenario: not allowed
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Chaplain" from the datasheet "Chaplain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And a unit "Scouts" from the datasheet "Scout Squad"
    {steps}
    Then "Captain" has OC 1
""",
    )
    result = pytester.runpytest()
    result.assert_outcomes(failed=1)
    assert message in output(result)


def test_a_bodyguard_may_have_a_leader_and_a_support_unit(pytester: pytest.Pytester) -> None:
    run(
        pytester,
        """
  Scenario: a Captain and a Lieutenant (a support unit) with 5 Intercessors start at 7
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Lieutenant" from the datasheet "Lieutenant"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Lieutenant" is leading "Intercessors"
    And "Intercessors" has 0 models left
    And "Captain" has 0 models left
    Then "Lieutenant" has a starting strength of 7
    And "Captain" is below half-strength
""",
        passed=1,
    )


def test_a_given_overrides_the_datasheet_in_any_order(pytester: pytest.Pytester) -> None:
    run(
        pytester,
        """
  Scenario: the Given before the datasheet and the Given after it both win
    Given a unit "Wolves"
    And "Wolves" has OC 3
    And a unit "Wolves" from the datasheet "Fenrisian Wolves"
    And "Wolves" has Ld 6+
    Then "Wolves" has OC 3
    And "Wolves" has Ld 6+
    And "Wolves" has the keyword BEASTS

  Scenario: an OC stated of one part of an attached unit is that part's
    Given a unit "Captain" from the datasheet "Captain"
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And "Captain" is leading "Intercessors"
    And "Captain" has OC 0
    And it is player A's Shooting phase
    And the Action "Task":
      | UNITS | any unit |
    Then "Captain" has OC 0
    And "Intercessors" has OC 2
    And "Intercessors" can start the "Task" Action

  Scenario: the 16.01 OC bar applies when no part has a model with OC 1+
    Given a unit "Intercessors"
    And "Intercessors" has OC 0
    And a unit "Intercessors" from the datasheet "Intercessor Squad"
    And a unit "Captain" from the datasheet "Captain"
    And "Captain" is leading "Intercessors"
    And "Captain" has OC 0
    And it is player A's Shooting phase
    And the Action "Task":
      | UNITS | any unit |
    Then "Intercessors" has OC 0
    And "Captain" cannot start the "Task" Action because its OC is 0 or -
""",
        passed=3,
    )


def test_a_failing_claim_about_a_datasheet_unit_cites_the_rule(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: wolves do not hold objectives
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves"
    Then "Wolves" has OC 1
""",
        failed=1,
    )
    assert 'expected: "Wolves" has OC 1' in out
    assert "Wolves's models have OC 0" in out
    assert "02.02 Profiles" in out


def test_the_board_table_names_each_units_datasheet(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: wolves do not hold objectives
    Given a unit "Wolves" from the datasheet "Fenrisian Wolves"
    And a unit "Squad"
    Then "Wolves" has OC 1
""",
        failed=1,
    )
    header = next(line for line in out.splitlines() if line.strip().startswith("| unit"))
    assert "| datasheet" in header
    wolves = next(line for line in out.splitlines() if line.strip().startswith("| Wolves"))
    assert "Fenrisian Wolves" in wolves


def test_a_plain_board_table_has_no_datasheet_column(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: a plain unit
    Given a unit "Squad"
    Then "Squad" is battle-shocked
""",
        failed=1,
    )
    header = next(line for line in out.splitlines() if line.strip().startswith("| unit"))
    assert "datasheet" not in header


FAQ_PAIR = """Feature: datasheets in the FAQ

  @faq
  Scenario: Do Fenrisian Wolves have OC 0?
    Yes.

    Given a unit "Wolves" from the datasheet "Fenrisian Wolves"
    Then "Wolves" has OC 0

  @faq
  Scenario: Is a plain unit on the battlefield?
    Yes.

    Given a unit "Squad"
    Then "Squad" is eligible to shoot
"""


def test_the_faq_document_names_the_data_version_of_datasheet_entries(
    pytester: pytest.Pytester,
) -> None:
    from ruleslawyer.data import data_version

    pytester.makefile(".feature", faq=FAQ_PAIR)
    pytester.runpytest("--ruleslawyer-faq-report=faq.md").assert_outcomes(passed=2)
    text = (pytester.path / "faq.md").read_text(encoding="utf-8")
    version = data_version()
    assert text.count(version) == 2, text  # the header and the datasheet entry, not the plain one


def test_a_keyword_no_datasheet_has_is_named_with_the_closest(pytester: pytest.Pytester) -> None:
    _, out = run(
        pytester,
        """
  Scenario: a misspelt keyword
    Given any datasheet unit "U" with the keyword TITANICC
    Then "U" has the keyword TITANIC
""",
        failed=1,
    )
    assert "no datasheet has the keyword TITANICC" in out
    assert "did you mean: TITANIC" in out
    assert "no situation satisfies" not in out
