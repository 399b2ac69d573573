"""Held out fiddocs: the error messages docs/boards.md and docs/interpretations.md print are the
ones the plugin gives (each doc example meant to fail fails as the doc says)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck

DOCS_BOARDS = {
    "bad": (
        "units:\n  Squad:\n    player: A\n    keywords: [INFANTRY]\n    oc: 2\n    ld: 6\n"
        "    modles: 5\n",
        "boards/bad.yaml:7: unknown key 'modles' in unit 'Squad'; keys are player, keywords, oc,"
        " ld, starting_strength, models, w, wounds_left, battle_shocked, engaged, on_battlefield,"
        " within, moved, within_12_of_enemy, close_enough_to_charge, engaged_only_with_aircraft,"
        " strategic_reserves, declared_charge, datasheet, models_at_start, base, hull, m,"
        " positions",
    ),
    "evil": (
        'units:\n  Squad: !!python/object/apply:os.system ["echo hi"]\n',
        "boards/evil.yaml:2: the YAML tag !!python/object/apply:os.system is not allowed in a"
        " board (only plain values, lists and mappings are); it is never run",
    ),
    "too_many": (
        "units:\n  Squad:\n    starting_strength: 5\n    models: 7\n",
        'boards.feature:4: impossible state for unit "Squad" (stated at boards/too_many.yaml:3,'
        " boards/too_many.yaml:4): 7 models left is impossible with a starting strength of 5"
        " (it must be 1 to 5)",
    ),
}


@pytest.mark.parametrize("name", sorted(DOCS_BOARDS))
def test_a_board_error_docs_boards_prints_is_the_one_given(
    pytester: pytest.Pytester, assert_clean: CleanCheck, name: str
) -> None:
    board, message = DOCS_BOARDS[name]
    pytester.mkdir("boards")
    (pytester.path / "boards" / f"{name}.yaml").write_text(board, encoding="utf-8")
    pytester.makefile(
        ".feature",
        boards=f"""Feature: b
  Scenario: the doc's board
    Given the board "boards/{name}.yaml"
    Then "Squad" is eligible to shoot
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    assert message in result.stdout.str()


@pytest.mark.parametrize(
    ("board", "message"),
    [
        ("units:\n        Squad: {oc: lots}", "oc must be a whole number or '-', not 'lots'"),
        ("turn: A", "turn needs a phase too (command, movement, shooting, charge or fight)"),
        (
            "units: {Squad: {oc: 1}",
            "YAML syntax error: expected ',' or '}', but got '<stream end>'",
        ),
    ],
)
def test_an_inline_board_error_docs_boards_prints_is_the_one_given(
    pytester: pytest.Pytester, assert_clean: CleanCheck, board: str, message: str
) -> None:
    pytester.makefile(
        ".feature",
        boards=f'''Feature: b
  Scenario: the doc's inline board
    Given the board:
      """
      {board}
      """
    Then "Squad" is eligible to shoot
''',
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    assert message in result.stdout.str()


def test_a_given_after_the_first_then_is_refused_with_a_message_saying_to_move_it(
    pytester: pytest.Pytester, assert_clean: CleanCheck
) -> None:
    """Interpretation 16: the board is fixed once the first When or Then step has run."""
    pytester.makefile(
        ".feature",
        late="""Feature: l
  Scenario: a late Given
    Given a unit "Squad"
    Then "Squad" is eligible to shoot
    Given "Squad" is battle-shocked
""",
    )
    result = pytester.runpytest("-p", "no:randomly")
    result.assert_outcomes(failed=1)
    assert_clean(result)
    result.stdout.fnmatch_lines(
        [
            "late.feature:5: this Given sets up the board, which is fixed once the first When or"
            " Then step has run; move it above them*"
        ]
    )
