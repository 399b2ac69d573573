"""What a failing scenario tells its writer: the claim, the answer, the rule, file and line."""

from __future__ import annotations

import re
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, LineOf, Output

ACTION = """
    Feature: Starting an Action
      Background:
        Given the Action "Deploy Device":
          | STARTS | your Shooting phase |
        And a unit "Intercessors"
        And it is player A's Shooting phase
"""


def feature(pytester: pytest.Pytester, scenarios: str, name: str = "claims") -> Path:
    return pytester.makefile(".feature", **{name: ACTION + scenarios})


def run_failing(pytester: pytest.Pytester, assert_clean: CleanCheck, passed: int = 0) -> str:
    result = pytester.runpytest()
    result.assert_outcomes(failed=1, passed=passed)
    assert result.ret == pytest.ExitCode.TESTS_FAILED
    assert_clean(result)
    return result.stdout.str()


def test_a_failing_then_shows_expected_decided_the_rule_and_where(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = feature(
        pytester,
        """
      Scenario: an engaged unit is wrongly said to be able to start
        Given "Intercessors" is engaged
        Then "Intercessors" can start the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    then = line_of(path, 'Then "Intercessors" can start')
    assert f"claims.feature:{then}" in out
    assert 'expected: "Intercessors" can start the "Deploy Device" Action' in out
    assert "decided:" in out and "it is engaged" in out
    assert "16.01 Starting an Action" in out
    assert f">{then:>5} | Then" in out  # the failing step is marked in the listing


def test_a_wrong_reason_shows_the_reason_claimed_and_the_reason_decided(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    feature(
        pytester,
        """
      Scenario: an advanced unit is refused for the wrong reason
        Given "Intercessors" made an advance move this turn
        Then "Intercessors" cannot start the "Deploy Device" Action because it is engaged
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert "because it is engaged [16.01 Starting an Action]" in out
    assert "it made an advance move this turn" in out
    assert "09.06 Advance Move" in out


def test_a_failing_cannot_start_claim_names_the_rule_that_allows_it(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    feature(
        pytester,
        """
      Scenario: a free unit is wrongly said to be refused
        Then "Intercessors" cannot start the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert "decided:  can start" in out
    assert "16.01 Starting an Action" in out


def test_a_failing_outline_row_names_its_own_line(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = feature(
        pytester,
        """
      Scenario Outline: OC decides
        Given "Intercessors" has OC <OC>
        Then "Intercessors" can start the "Deploy Device" Action

        Examples:
          | OC |
          | 2  |
          | 0  |
    """,
    )
    out = run_failing(pytester, assert_clean, passed=1)
    assert "Scenario: OC decides[0]" in out
    assert f"(claims.feature:{line_of(path, '| 0  |')})" in out
    assert "its OC is 0 or -" in out


def test_the_failure_shows_the_moment_and_the_board(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    feature(
        pytester,
        """
      Scenario: a battle-shocked unit is wrongly said to be able to start
        Given "Intercessors" is battle-shocked
        Then "Intercessors" can start the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert "moment: the start of player A's Shooting phase, battle round 1" in out
    assert "| Intercessors |" in out
    assert "it is battle-shocked" in out and "its OC is 0 or -" in out


def test_the_failure_shows_what_the_game_noted_each_at_its_moment(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    """The game notes its events with their moments and puts them into words only for the
    report (``Game.trace``)."""
    feature(
        pytester,
        """
      Scenario: a unit said to be battle-shocked after a new round begins
        When the game advances to the end of player A's Movement phase
        Then "Intercessors" is battle-shocked
    """,
    )
    out = run_failing(pytester, assert_clean)
    trace = out[out.index("trace:") :]
    assert "  Start of Battle Round, battle round 2: battle round 2 starts\n" in trace, trace
    assert "  player B's Start of Turn, battle round 1: player B's turn starts\n" in trace


def test_an_unknown_step_names_the_place_the_step_and_the_closest_phrase(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = feature(
        pytester,
        """
      Scenario: a typo
        Then "Intercessors" can startt the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    line = line_of(path, "can startt")
    assert f"claims.feature:{line}: no step matches" in out
    assert 'Then "Intercessors" can startt the "Deploy Device" Action' in out
    suggestion = next(x for x in out.splitlines() if "did you mean" in x)
    # the line respelt first (its one misspelt word replaced), then the closest phrase
    first, second = (x.strip() for x in suggestion.split("did you mean:")[1].split("|")[:2])
    assert first == 'Then "Intercessors" can start the "Deploy Device" Action'
    assert second == 'Then "<unit>" can start the "<action>" Action'


def test_an_unknown_given_step_suggests_a_given_phrase(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    feature(
        pytester,
        """
      Scenario: a misspelt given
        Given "Intercessors" is batle-shocked
        Then "Intercessors" can start the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert (
        'did you mean: Given "Intercessors" is battle-shocked | Given "<unit>" is battle-shocked'
        in out
    )


def test_an_unknown_unit_suggests_the_closest_unit(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = feature(
        pytester,
        """
      Scenario: a misspelt unit
        Given a unit "Boyz"
        Then "Intercesors" can start the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert f"claims.feature:{line_of(path, 'Intercesors')}" in out
    assert 'no unit "Intercesors"' in out
    assert 'did you mean: "Intercessors"' in out


def test_an_unknown_action_suggests_the_closest_action(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    feature(
        pytester,
        """
      Scenario: a misspelt Action
        Then "Intercessors" can start the "Deploy Devise" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert 'did you mean: "Deploy Device"' in out


def test_an_unknown_reason_suggests_the_closest_reason(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    feature(
        pytester,
        """
      Scenario: a misspelt reason
        Given "Intercessors" is engaged
        Then "Intercessors" cannot start the "Deploy Device" Action because it is engagd
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert "did you mean: it is engaged" in out


def test_an_impossible_state_is_reported_at_the_first_when_or_then(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = feature(
        pytester,
        """
      Scenario: more models than the starting strength
        Given "Intercessors" has 7 models left
        Then "Intercessors" can start the "Deploy Device" Action
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert f"line {line_of(path, '7 models left')}" in out
    assert "impossible" in out and "models" in out


def test_a_missing_battle_shock_roll_names_the_unit(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = pytester.makefile(
        ".feature",
        command="""
        Feature: Command phase
          Scenario: a battle-shocked unit must roll
            Given a unit "Veteran Squad"
            And a unit "Fresh Squad"
            And "Veteran Squad" is battle-shocked
            When player A's Command phase is resolved
            Then "Veteran Squad" is not battle-shocked
        """,
    )
    out = run_failing(pytester, assert_clean)
    assert f"command.feature:{line_of(path, 'When player A')}" in out
    assert '"Veteran Squad" must make a battle-shock roll' in out
    assert 'Given the battle-shock roll for "Veteran Squad" will be' in out
    assert '"Fresh Squad" must' not in out


# -- boards -------------------------------------------------------------------------------------


def board_scenario(pytester: pytest.Pytester, given: str) -> Path:
    return pytester.makefile(
        ".feature",
        boards=f"""
        Feature: Boards
          Scenario: a board
            {given}
            Then "Squad" is not battle-shocked
        """,
    )


def test_a_board_file_that_does_not_exist(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    pytester.makefile(".yaml", **{"boards/deploy": "units:\n  Squad: {}\n"})
    path = board_scenario(pytester, 'Given the board "boards/deplyo.yaml"')
    out = run_failing(pytester, assert_clean)
    assert f"boards.feature:{line_of(path, 'Given the board')}" in out
    assert "boards/deplyo.yaml" in out and "does not exist" in out
    assert "deploy.yaml" in out.split("did you mean:")[1]


def test_a_board_file_is_read_relative_to_the_feature(pytester: pytest.Pytester) -> None:
    pytester.makefile(
        ".feature",
        **{
            "rules/shocked": """
            Feature: Boards
              Scenario: a board file
                Given the board "boards/shocked.yaml"
                Then "Squad" is battle-shocked
                And "Squad" cannot start the "Act" Action because it is battle-shocked

              Scenario: no board
                Given a unit "Squad"
                Then "Squad" is not battle-shocked
            """
        },
    )
    pytester.makefile(
        ".yaml",
        **{
            "rules/boards/shocked": """
            turn: A
            phase: shooting
            units:
              Squad: {battle_shocked: true}
            actions:
              Act: {starts: your Shooting phase}
            """
        },
    )
    pytester.runpytest().assert_outcomes(passed=2)


def test_a_board_with_an_unknown_key_names_the_line_and_suggests_the_key(
    pytester: pytest.Pytester, output: Output, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".yaml", **{"boards/typo": "battle_round: 1\nunits:\n  Squad:\n    modles: 3\n"}
    )
    board_scenario(pytester, 'Given the board "boards/typo.yaml"')
    out = run_failing(pytester, assert_clean)
    assert "typo.yaml:4" in out
    assert "modles" in out
    assert "did you mean: models" in out


def test_a_doc_string_board_names_the_feature_line(
    pytester: pytest.Pytester, assert_clean: CleanCheck, line_of: LineOf
) -> None:
    path = pytester.makefile(
        ".feature",
        boards='''
        Feature: Boards
          Scenario: a doc string board
            Given the board:
              """
              units:
                Squad:
                  engagd: true
              """
            Then "Squad" is not battle-shocked
        ''',
    )
    out = run_failing(pytester, assert_clean)
    assert f"boards.feature:{line_of(path, 'engagd')}" in out
    assert "did you mean: engaged" in out


def test_a_board_error_names_its_location_once(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(".yaml", **{"boards/typo": "units:\n  Squad:\n    modles: 3\n"})
    board_scenario(pytester, 'Given the board "boards/typo.yaml"')
    out = run_failing(pytester, assert_clean)
    message = next(line for line in out.splitlines() if "unknown key" in line)
    assert message.count("typo.yaml:3") == 1, message


def test_an_impossible_board_names_the_board_file_line_and_key(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    pytester.makefile(
        ".yaml", **{"boards/crowded": "units:\n  Squad:\n    starting_strength: 5\n    models: 7\n"}
    )
    board_scenario(pytester, 'Given the board "boards/crowded.yaml"')
    out = run_failing(pytester, assert_clean)
    assert "models" in out
    assert re.search(r"crowded\.yaml(:| line )4\b", out), out


@pytest.mark.parametrize("where", ["file", "doc string"])
def test_a_python_tag_in_a_board_is_refused_and_never_run(
    pytester: pytest.Pytester, assert_clean: CleanCheck, where: str
) -> None:
    marker = pytester.path / "the-board-ran-code"
    evil = f'units: !!python/object/apply:os.mkdir ["{marker}"]'
    if where == "file":
        pytester.makefile(".yaml", **{"boards/evil": evil})
        board_scenario(pytester, 'Given the board "boards/evil.yaml"')
    else:
        pytester.makefile(
            ".feature",
            boards=f'''
            Feature: Boards
              Scenario: a board
                Given the board:
                  """
                  {evil}
                  """
                Then "Squad" is not battle-shocked
            ''',
        )
    out = run_failing(pytester, assert_clean)
    assert not marker.exists()
    assert "python/object" in out
    assert "not allowed" in out


@pytest.mark.parametrize(
    ("step", "quoted"),
    [
        ('Then "Intercessors" can make an advance move', "can make an advance move"),
        ('Then "Intercessors" can make a normal move', "can make a normal move"),
    ],
)
def test_a_move_claim_is_quoted_with_a_or_an_as_its_move_is_read(
    pytester: pytest.Pytester, assert_clean: CleanCheck, step: str, quoted: str
) -> None:
    # An engaged unit can make neither move; the quote of each claim reads as written ("an
    # advance move", not "a advance move").
    feature(
        pytester,
        f"""
      Scenario: a move claim that fails
        Given "Intercessors" is engaged
        And it is player A's Movement phase
        {step}
    """,
    )
    out = run_failing(pytester, assert_clean)
    assert f'expected: "Intercessors" {quoted}' in out


def test_the_units_selectable_before_the_fight_step_say_it_is_not_the_fight_step(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    """20.1: outside the Fight step the selection questions answer no, and say why."""
    pytester.makefile(
        ".feature",
        fight="""
    Feature: Fighting
      Scenario: asked at the start of the Fight phase
        Given a unit "Squad"
        And a unit "Boyz" for player B
        And "Squad" is engaged with "Boyz"
        And it is player A's Fight phase in battle round 2
        Then the units that can be selected to fight next are:
          | Squad |
""",
    )
    out = run_failing(pytester, assert_clean)
    assert "decided:  they are: none (it is not the Fight step)" in out
    assert "12.04" in out
