"""Drawn positions through pytest (contract §19.9): a false positional claim gives a
counterexample shrunk to a boundary, written with its positions in exact decimals, which fails
the same way when run as it is; a true claim on a grid is proven with the grid named first in
its bounds; without a grid it is at best confirmed, and says why in one line."""

from __future__ import annotations

import math
import re
from fractions import Fraction
from pathlib import Path

import pytest

from ruleslawyer.core.geometry import length

BOARD = """Feature: drawn positions
  Background:
    Given a unit "Squad" for player A
    And "Squad" has 2 models left
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And the positions:
      | unit | x  | y  |
      | Boyz | 30 | 22 |
"""

FALSE_CLAIM = (
    BOARD
    + """
  Scenario: A unit more than 1" away is more than 6" away
    Given any position for "Squad" more than 1" from "Boyz"
    Then "Squad" is more than 6" from "Boyz"
"""
)

TRUE_CLAIM = """
  Scenario: A unit drawn within 6" of "Boyz" is within 6" of it
    Given any position for "Squad" within 6" of "Boyz"
    {grid}Then "Squad" is within 6" of "Boyz"
"""

MOVE = (
    BOARD.replace(
        "| Boyz | 30 | 22 |",
        "| Boyz | 30 | 22 |\n      | Squad | 10 | 22 |\n      | Squad | 10 | 20 |",
    )
    + """
  Scenario: A normal move never ends within 12" of "Boyz"
    Given it is player A's Movement phase
    And "Squad" has M 12"
    When "Squad" makes a normal move to any position
    Then "Squad" is more than 12" from "Boyz"
"""
)


def _counterexample(pytester: pytest.Pytester) -> Path:
    (written,) = (pytester.path / ".ruleslawyer" / "counterexamples").rglob("*.feature")
    return written


def _rerun(pytester: pytest.Pytester, written: Path) -> pytest.RunResult:
    """The counterexample, run as it is, in a directory of its own."""
    again = pytester.mkdir("again")
    target = again / "counterexample.feature"
    target.write_text(written.read_text(encoding="utf-8"), encoding="utf-8")
    return pytester.runpytest("-p", "no:cacheprovider", str(target))


def _squad_at(text: str) -> list[tuple[Fraction, Fraction]]:
    rows = re.findall(r"\| Squad \| \d+ \| (\S+) \| (\S+) \|", text)  # height: only drawn
    return [(length(x), length(y)) for x, y in rows]


@pytest.mark.parametrize("budget", ["0", "1000"])
def test_a_false_claim_is_shrunk_to_a_boundary_and_its_counterexample_fails_when_run(
    pytester: pytest.Pytester, budget: str
) -> None:
    pytester.makefile(".feature", claim=FALSE_CLAIM)
    result = pytester.runpytest(
        "-p", "no:cacheprovider", f"--ruleslawyer-exhaustive-budget={budget}"
    )
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert 'Then "Squad" is more than 6" from "Boyz"' in out
    written = _counterexample(pytester)
    text = written.read_text(encoding="utf-8")
    assert "any position" not in text
    assert "Given the positions:" in text or "And the positions:" in text
    # The least gap the Given allows: 1.001", the boundary just past 1" (a 1" base each).
    (first, second) = _squad_at(text)
    gap = abs(first[0] - 30) + abs(first[1] - 22) - 1
    assert gap == Fraction(1001, 1000)
    assert abs(second[0] - first[0]) + abs(second[1] - first[1]) == 1  # in base contact
    again = _rerun(pytester, written)
    again.assert_outcomes(failed=1)
    assert 'expected "Squad" is more than 6" from "Boyz"' in again.stdout.str()


def test_a_true_claim_on_a_grid_is_proven_with_the_grid_named_first(
    pytester: pytest.Pytester,
) -> None:
    grid = 'And positions are drawn on a 0.5" grid\n    '
    pytester.makefile(".feature", claim=BOARD + TRUE_CLAIM.format(grid=grid))
    result = pytester.runpytest("-p", "no:cacheprovider", "-v")
    result.assert_outcomes(passed=1)
    out = result.stdout.str()
    assert 'proven for gaps on a ½" grid from 0" to 6", along the axes' in out


def test_a_true_claim_without_a_grid_is_confirmed_and_says_why(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", claim=BOARD + TRUE_CLAIM.format(grid=""))
    result = pytester.runpytest("-p", "no:cacheprovider", "-v")
    result.assert_outcomes(passed=1)
    out = result.stdout.str()
    assert "not proven: positions are drawn continuously" in out
    assert "proven for" not in out


def test_a_move_to_any_position_is_written_with_its_ends_and_fails_when_run(
    pytester: pytest.Pytester,
) -> None:
    pytester.makefile(".feature", move=MOVE)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    written = _counterexample(pytester)
    text = written.read_text(encoding="utf-8")
    # 19.9: each drawn end as a `Given the placement` table, and the step that uses it.
    assert 'the placement "Squad end" for "Squad":' in text
    assert 'When "Squad" makes a normal move to the placement "Squad end"' in text
    assert "| model | x | y |" in text
    assert "any position" not in text
    again = _rerun(pytester, written)
    again.assert_outcomes(failed=1)
    assert 'expected "Squad" is more than 12" from "Boyz"' in again.stdout.str()


ATTACHED_MOVE = """Feature: an attached unit's drawn move
  Background:
    Given a unit "Squad" for player A
    And a unit "Captain" for player A
    And a unit "Boyz" for player B
    And "Squad" has 25.4mm bases
    And "Captain" has 25.4mm bases
    And "Boyz" has 25.4mm bases
    And "Captain" is leading "Squad"
    And the positions:
      | unit    | model | x  | y  |
      | Squad   | 1     | 10 | 22 |
      | Squad   | 2     | 10 | 20 |
      | Captain | C     | 10 | 24 |
      | Boyz    | 1     | 30 | 22 |

  Scenario: The leader never ends a normal move within 12" of "Boyz"
    Given it is player A's Movement phase
    And "Squad" has M 12"
    When "Squad" makes a normal move to any position
    Then model C of "Captain" is more than 12" from "Boyz"
"""


def test_an_attached_units_drawn_move_is_written_with_its_leaders_ends_and_fails_when_run(
    pytester: pytest.Pytester,
) -> None:
    """19.01, 19.9: the drawn move moves the leader's model too, and the counterexample's
    placement states its end under the leader's name (a `unit` column), which fails the same
    way when run."""
    pytester.makefile(".feature", attached=ATTACHED_MOVE)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    text = _counterexample(pytester).read_text(encoding="utf-8")
    assert 'the placement "Squad end" for "Squad":' in text
    assert "| unit | model | x | y |" in text
    ends = dict(
        ((unit, model), (length(x), length(y)))
        for unit, model, x, y in re.findall(
            r"\| (Squad|Captain) \| (\w+) \| (\S+) \| (\S+) \|$", text, re.M
        )
    )
    captain = ends[("Captain", "C")]
    squad = ends[("Squad", "1")]
    assert captain[0] - squad[0] == 0 and captain[1] - squad[1] == 2  # one offset for all
    assert length_between(captain, (Fraction(30), Fraction(22))) - 1 <= 12
    again = _rerun(pytester, _counterexample(pytester))
    again.assert_outcomes(failed=1)
    assert 'expected model C of "Captain" is more than 12" from "Boyz"' in again.stdout.str()


def length_between(a: tuple[Fraction, Fraction], b: tuple[Fraction, Fraction]) -> float:
    return math.sqrt(float((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2))


@pytest.mark.parametrize(
    ("step", "said"),
    [
        ('And positions are drawn on a 0.0005" grid', 'a grid of 0.0005" cannot be drawn on'),
        ('And any position for "Squad" within the ruin', "the ruin has no shape or position"),
        ('And any position for "Squad"\n    And any position for "Squad"', "drawn twice"),
        ('And any position for "Boyz"', "it is placed already"),
        ('And "Squad" is in strategic reserves\n    And any position for "Squad"', "off the"),
        ('And any position for "Squad" within 3" of "Orks"', 'no unit "Orks"'),
    ],
)
def test_bad_drawn_positions_are_errors_naming_the_line(
    pytester: pytest.Pytester, step: str, said: str
) -> None:
    feature = (
        BOARD
        + f"""
  Scenario: Bad
    Given any height for "Squad"
    {step}
    Then "Squad" is within 60" of "Boyz"
"""
    )
    pytester.makefile(".feature", bad=feature)
    result = pytester.runpytest("-p", "no:cacheprovider")
    result.assert_outcomes(failed=1)
    out = result.stdout.str()
    assert said in out
    assert "bad.feature:" in out
    assert "Traceback" not in out


FAQ = (
    BOARD.replace("Feature: drawn positions", "Feature: drawn positions, answered")
    + """
  @faq
  Scenario: Is a unit drawn within 6 inches of Boyz within 6 inches of it?
    Yes.

    Given any position for "Squad" within 6" of "Boyz"
    And positions are drawn on a 1" grid
    Then "Squad" is within 6" of "Boyz"

  @faq
  Scenario: Is a unit drawn more than 1 inch from Boyz more than 6 inches from it?
    No: it may stand 1.001" away.

    Given any position for "Squad" more than 1" from "Boyz"
    Then "Squad" is more than 6" from "Boyz"
"""
)


def test_a_property_entry_shows_its_fixed_board_or_its_counterexamples(
    pytester: pytest.Pytester,
) -> None:
    import json

    pytester.makefile(".feature", faq=FAQ)
    pytester.runpytest("-p", "no:cacheprovider", "--ruleslawyer-faq-report=out/faq.json")
    data = json.loads((pytester.path / "out" / "faq.json").read_text(encoding="utf-8"))
    held, contradicted = data["entries"]
    assert held["verdict"] == "proven" and contradicted["verdict"] == "contradicted"
    assert [m["unit"] for m in held["board"]["models"]] == ["Boyz"]  # nothing drawn shown
    units = sorted(m["unit"] for m in contradicted["board"]["models"])
    assert units == ["Boyz", "Squad", "Squad"]
