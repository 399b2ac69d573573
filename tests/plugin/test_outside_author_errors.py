"""Contract §19.12's input errors as an outside author meets them (issue 40): each bad position
in a .feature file fails its scenario with a message naming the file, the line (the table row or
the step, and both lines where two disagree) and the offending value, with the accepted forms or
a suggestion where one exists, never a traceback. The expected words were written from the
contract before the run; the passing half of the issue's scenarios is
scenarios/positions/outside_author*.feature."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

HEAD = 'Feature: positions\n  Scenario: a bad position\n    Given a unit "Squad" for player A\n'
ONE_INCH = '    And "Squad" has 25.4mm bases\n'
BOYZ = '    And a unit "Boyz" for player B\n    And "Boyz" has 25.4mm bases\n'

# (the steps after HEAD, the line the error is reported at, words the message must hold)
CASES: dict[str, tuple[str, int, tuple[str, ...]]] = {
    "a coordinate that is not a number names its row, the value and the accepted forms": (
        "    And the positions:\n"
        "      | unit  | x   | y  |\n"
        "      | Squad | ten | 10 |\n"
        '    Then "Squad" is not engaged\n',
        6,
        ("'ten'", "not a number", '12"', "304.8mm"),
    ),
    "a base with no unit names its row and suggests millimetres": (
        "    And the positions:\n"
        "      | unit  | x  | y  | base |\n"
        "      | Squad | 10 | 10 | 32   |\n"
        '    Then "Squad" is not engaged\n',
        6,
        ("'32'", "32mm"),
    ),
    "an oval base of no width names its step and the value": (
        '    And "Squad" has 60x0mm bases\n    And "Squad" is at (10, 10)\n'
        '    Then "Squad" is not engaged\n',
        4,
        ("'60x0mm'",),
    ),
    "two models on each other name both rows and the overlap in inches": (
        ONE_INCH + BOYZ + "    And the positions:\n"
        "      | unit  | x    | y  |\n"
        "      | Squad | 10   | 10 |\n"
        "      | Boyz  | 10.5 | 10 |\n"
        '    Then "Squad" is engaged\n',
        11,
        ("line 9", "line 10", "on each other", '0.500"', "03.01"),
    ),
    "a base over an edge names its row, the edge and by how much": (
        ONE_INCH + "    And the positions:\n"
        "      | unit  | x    | y  |\n"
        "      | Squad | 59.8 | 10 |\n"
        '    Then "Squad" is not engaged\n',
        8,
        ("line 7", "east edge", '0.300"', "03.01"),
    ),
    "a unit partly placed names the models-left line and the placing line": (
        ONE_INCH + '    And "Squad" has 3 models left\n'
        "    And the positions:\n"
        "      | unit  | x  | y  |\n"
        "      | Squad | 10 | 10 |\n"
        "      | Squad | 12 | 10 |\n"
        '    Then "Squad" is in coherency\n',
        10,
        ("line 5", "3 models left", "2 are placed"),
    ),
    "a stated fact the positions contradict names both lines, the measure and the rule": (
        ONE_INCH + BOYZ + '    And "Squad" is engaged\n'
        "    And the positions:\n"
        "      | unit  | x  | y  |\n"
        "      | Squad | 10 | 10 |\n"
        "      | Boyz  | 14 | 10 |\n"
        '    Then "Squad" is engaged\n',
        12,
        # the line stating it, and the first row of the unit the positions measured from
        ("line 7", "line 10", '3.000"', "03.04"),
    ),
}


@pytest.mark.parametrize("case", list(CASES))
def test_a_bad_position_names_the_file_the_line_and_the_value(
    pytester: pytest.Pytester, assert_clean: CleanCheck, case: str
) -> None:
    steps, line, words = CASES[case]
    pytester.makefile(".feature", positions=HEAD + steps)
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    out = result.stdout.str()
    assert f"positions.feature:{line}:" in out, out
    for word in words:
        assert word in out, (word, out)
