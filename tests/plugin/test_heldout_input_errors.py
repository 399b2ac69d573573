"""Bad input a newcomer writes (contract §1, 18.8, 19.12, 20.2), found by a held-out pass: each
ends in a clear error naming the file, the line and the word, never a silent verdict."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

HEAD = """
Feature: held out

  Scenario: bad input
    Given a unit "Squad" for player A
    And a unit "Boyz" for player B
"""


def _run(pytester: pytest.Pytester, assert_clean: CleanCheck, steps: str) -> str:
    pytester.makefile(".feature", heldout=HEAD + steps)
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "did you mean: None" not in out
    return out


def test_a_feature_file_outside_the_rootdir_is_named_in_its_errors(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    # pytest gives such a file an empty path in its node id; the error still names it
    (pytester.path / "root").mkdir()
    (pytester.path / "outside").mkdir()
    (pytester.path / "outside" / "far.feature").write_text(
        HEAD + '    And "Squad" has an ability "Grit" that doubles its OC\n'
        '    Then "Squad" has OC 2\n',
        encoding="utf-8",
    )
    result = pytester.runpytest("-p", "no:randomly", "--rootdir=root", "outside/far.feature")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert "outside/far.feature:7: 'doubles its OC' is not an effect" in out
    assert "\n:7:" not in out


@pytest.mark.parametrize(
    ("step", "said"),
    [
        (
            "And the ruin is the rectangle from (50, 10) to (70, 20)",
            "the ruin (line 6) is not wholly on the battlefield",
        ),
        (
            "And the beacon is an objective marker at (61, 10)",
            "the beacon (line 6) is not wholly on the battlefield",
        ),
        (
            'And "Squad" has a hull of 7" by 4"',
            'line 6 gives "Squad" a hull, but only a FRAME model has one (17.02)',
        ),
    ],
)
def test_a_shape_is_checked_though_no_model_is_placed(
    pytester: pytest.Pytester, assert_clean: CleanCheck, step: str, said: str
) -> None:
    # 19.12: a shape not wholly on the battlefield, a hull for a unit without FRAME
    out = _run(pytester, assert_clean, f'    {step}\n    Then "Squad" has OC 2\n')
    assert said in out


def test_dice_for_a_name_that_is_no_rule_or_stratagem_are_an_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    out = _run(
        pytester,
        assert_clean,
        '    And the dice for "Grenade" will be 4, 5\n    Then "Squad" has OC 2\n',
    )
    assert 'heldout.feature:6: the dice are given for "Grenade", which is no stratagem' in out
    assert 'did you mean: "Grenades"' in out


def test_dice_given_after_a_when_for_an_unknown_name_are_an_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    out = _run(
        pytester,
        assert_clean,
        "    And it is player A's Shooting phase\n"
        "    When the game advances to player A's Charge phase\n"
        '    And the dice for "Explosivs" will be 4\n'
        '    Then "Squad" has OC 2\n',
    )
    assert 'heldout.feature:8: the dice are given for "Explosivs"' in out
    assert 'did you mean: "Explosives"' in out


def test_an_award_row_naming_no_objective_is_an_error(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    # 20.2's `you control <objective>`: "many objectives" is no objective of the scenario
    out = _run(
        pytester,
        assert_clean,
        """    And objective 1 is an objective
    And player A has the secondary mission "Mine":
      | scores at            | if                          | VP |
      | the end of your turn | you control many objectives | 5  |
    And it is player A's Shooting phase
    When the game advances to player B's Command phase
    Then player A scores 0 VP for "Mine"
""",
    )
    assert "the award row's `if` names 'many objectives', which is not an objective" in out
    assert "you control 2 or more objectives" in out


def test_asking_about_a_card_never_held_suggests_nothing_rather_than_none(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    out = _run(
        pytester,
        assert_clean,
        """    And player A has the secondary mission "Mine":
      | scores at            | VP |
      | the end of your turn | 5  |
    Then player A scores 0 VP for "Bring It Down"
""",
    )
    assert 'player A never held the mission card "Bring It Down"' in out


def test_an_advance_roll_out_of_range_reads_well(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    out = _run(
        pytester,
        assert_clean,
        '    And the advance roll for "Squad" will be 0\n    Then "Squad" has OC 2\n',
    )
    assert "an advance roll is a D6 from 1 to 6, not 0" in out


def test_an_unknown_stratagem_suggests_another_name_of_a_core_one(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    # "Grenades" is another name of Explosives (app errata, rules data 912): a typo of it is
    # closest to it
    out = _run(
        pytester,
        assert_clean,
        "    And it is player A's Shooting phase\n"
        "    And player A has 2 CP\n"
        '    When player A uses the "Grenadez" stratagem on "Squad"\n'
        "    Then player A has 1 CP\n",
    )
    assert 'heldout.feature:8: no stratagem "Grenadez" is known' in out
    assert 'did you mean: "Grenades"' in out


def test_a_lift_naming_a_bar_no_rule_or_stratagem_adds_names_the_line_and_the_closest(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    # 18.3 item 2 and 18.8: a lift may name a stratagem whose effect forbids (18.4), so the
    # closest name offered includes the stratagems set up
    out = _run(
        pytester,
        assert_clean,
        """    And it is player A's Shooting phase
    And the stratagem "Suppress":
      | CP     | 1                              |
      | TARGET | one enemy unit                 |
      | EFFECT | forbids it to shoot            |
    And "Squad" has an ability "Bold" that lets it shoot even though "Supress" forbids it
    Then "Squad" is eligible to shoot
""",
    )
    assert 'heldout.feature:11: the rule "Bold" names a rule or stratagem the' in out
    assert 'no rule or stratagem "Supress" was declared' in out
    assert "did you mean: Suppress" in out
