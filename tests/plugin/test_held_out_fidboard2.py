"""Malformed boards an engine's exporter writes (the fidboard2 held-out pass, contract §8,
19.11, 19.12, §11): a misspelt key, a wrong type, a unit named twice, a position or marker off
the battlefield, an impossible state, a huge or deeply nested file. Each runs as its own
feature file, all in one run: each must fail (never pass, never crash) naming the file and the
line, the offending word and, where one exists, the suggestion."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from tests.conftest import CleanCheck, Output

SCENARIO = 'Feature: b\n\n  Scenario: s\n    Given the board "b.yaml"\n    Then player A has 0 CP\n'
ENEMY = '  Boyz: {player: B, base: 1", positions: [[40, 30]]}\n'


@dataclass(frozen=True)
class Case:
    """A feature file (``text``, by default one that loads ``b.yaml``), the files beside it,
    and what its error says: where (``b.yaml:2`` or ``b.feature:7``), words, the offending word
    and the suggestion."""

    at: str
    said: tuple[str, ...] = ()
    word: str | None = None
    suggestion: str | None = None
    board: str | None = None
    text: str = SCENARIO
    files: dict[str, str] = field(default_factory=dict)


def _run(pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output) -> str:
    for name, case in CASES.items():
        folder = pytester.path / name
        folder.mkdir()
        (folder / "b.feature").write_text(case.text, encoding="utf-8")
        files = dict(case.files)
        if case.board is not None:
            files["b.yaml"] = case.board
        for file, content in files.items():
            (folder / file).write_text(content, encoding="utf-8")
    result = pytester.runpytest("-p", "no:randomly")
    assert_clean(result)
    out = output(result)
    for bad in ("Traceback", "RecursionError", "INTERNALERROR", "did you mean: None"):
        assert bad not in out, bad
    outcomes = result.parseoutcomes()
    assert outcomes.get("passed", 0) == 0, out
    assert outcomes.get("failed", 0) + outcomes.get("errors", 0) == len(CASES), out
    return out


def _doc(yaml: str, then: str = "Then player A has 0 CP") -> str:
    body = "".join(f"      {line}\n" for line in yaml.splitlines())
    head = 'Feature: b\n\n  Scenario: s\n    Given the board:\n      """\n'
    return f'{head}{body}      """\n    {then}\n'


CASES: dict[str, Case] = {
    # -- keys a letter wrong, in each table of §8 and 19.11 --------------------------------
    "an_action_row_a_letter_wrong": Case(
        "b.yaml:4",
        ("unknown key 'use_limt'",),
        word="use_limt",
        suggestion="use_limit",
        board="actions:\n  Secure:\n    starts: your Shooting phase\n    use_limt: once per turn\n",
    ),
    "a_battlefield_side_a_letter_wrong": Case(
        "b.yaml:1",
        ("dept",),
        word="dept",
        suggestion="depth",
        board="battlefield: {width: 60, dept: 44}\n",
    ),
    "an_area_shape_a_letter_wrong": Case(
        "b.yaml:2",
        ("rectangel",),
        word="rectangel",
        suggestion="rectangle",
        board="areas:\n  the ruin: {rectangel: [[10, 10], [16, 16]]}\n",
    ),
    "objective_markers_a_letter_wrong": Case(
        "b.yaml:1",
        ("objective_marker",),
        word="objective_marker",
        suggestion="objective_markers",
        board="objective_marker:\n  the beacon: [30, 22]\n",
    ),
    "a_model_key_a_letter_wrong": Case(
        "b.yaml:3",
        ("modle",),
        word="modle",
        suggestion="model",
        board="units:\n  Squad:\n    positions: [{modle: sgt, x: 10, y: 10}]\n" + ENEMY,
    ),
    "a_hull_key_a_letter_wrong": Case(
        "b.yaml:4",
        ("lenght",),
        word="lenght",
        suggestion="length",
        board="units:\n  Rhino:\n    keywords: [VEHICLE, FRAME]\n    hull: {lenght: 7, width: 4}\n",
    ),
    "a_players_key_a_letter_wrong": Case(
        "b.yaml:1", ("cpp",), word="cpp", suggestion="cp", board="players: {B: {cpp: 2}}\n"
    ),
    # -- wrong types ------------------------------------------------------------------------
    "a_battle_round_in_words": Case(
        "b.yaml:1", ("battle_round",), word="battle_round", board="battle_round: two\n"
    ),
    "cp_a_fraction": Case("b.yaml:1", ("cp",), word="cp", board="players: {A: {cp: 1.5}}\n"),
    "within_a_bare_name": Case(
        "b.yaml:2", ("within",), word="within", board="units:\n  Squad: {within: the ruin}\n"
    ),
    "a_coordinate_with_inches_written_in": Case(
        "b.yaml:2",
        ("12in",),
        word="12in",
        board="units:\n  Squad: {positions: [[12in, 10]]}\n" + ENEMY,
    ),
    "a_marker_of_one_number": Case(
        "b.yaml:2", ("beacon",), board="objective_markers:\n  the beacon: [30]\n"
    ),
    # -- a unit named twice, a model label twice --------------------------------------------
    "a_unit_twice_in_a_doc_string": Case(
        "b.feature:8",
        ("units has the key 'Squad' twice",),
        text=_doc("units:\n  Squad: {oc: 1}\n  Squad: {oc: 2}"),
    ),
    "a_model_label_twice": Case(
        "b.yaml:4",
        ('model sgt of "Squad" is placed twice',),
        board="units:\n  Squad:\n    positions:\n"
        "      - {model: sgt, x: 10, y: 10}\n      - {model: sgt, x: 12, y: 10}\n" + ENEMY,
    ),
    # -- off the battlefield ----------------------------------------------------------------
    "a_base_past_the_east_edge": Case(
        "b.yaml:2",
        ('its base crosses the east edge by 0.100"',),
        board='units:\n  Squad: {base: 1", positions: [[59.6, 22]]}\n' + ENEMY,
    ),
    "a_position_off_a_smaller_battlefield": Case(
        "b.yaml:3",
        ('its base crosses the east edge by 6.500"',),
        board="battlefield: {width: 44, depth: 30}\nunits:\n"
        '  Squad: {base: 1", positions: [[50, 10]]}\n'
        '  Boyz: {player: B, base: 1", positions: [[20, 20]]}\n',
    ),
    "a_marker_off_the_battlefield": Case(
        "b.yaml:2", ("the beacon (",), board="objective_markers:\n  the beacon: [70, 22]\n"
    ),
    "an_area_off_the_battlefield": Case(
        "b.yaml:2",
        ("is not wholly on the battlefield",),
        board="areas:\n  the ruin: {rectangle: [[55, 10], [65, 16]]}\n",
    ),
    # -- impossible states (§8, §11) --------------------------------------------------------
    "no_models_left_of_a_unit_that_leads_no_one": Case(
        "b.yaml:2",
        ("0 models left is impossible",),
        word="models",
        board="units:\n  Squad: {models: 0}\n",
    ),
    "more_models_than_the_start": Case(
        "b.yaml:2",
        ("6 models left",),
        word="models",
        board="units:\n  Squad: {starting_strength: 5, models: 6}\n",
    ),
    "more_wounds_left_than_w": Case(
        "b.yaml:2",
        ("wounds",),
        board="units:\n  Knight: {starting_strength: 1, w: 3, wounds_left: 5}\n",
    ),
    "wounds_left_on_several_models": Case(
        "b.yaml:2", ("wounds",), board="units:\n  Squad: {models: 3, wounds_left: 1}\n"
    ),
    "a_datasheet_a_letter_wrong": Case(
        "b.yaml:2",
        ("Intercesor Squad",),
        suggestion='"Intercessor Squad"',
        board="units:\n  Squad: {datasheet: Intercesor Squad}\n",
    ),
    "a_hull_without_frame": Case(
        "b.yaml:3",
        ('add: Given "Rhino" has the keyword FRAME',),
        board="units:\n  Rhino:\n    hull: {length: 7, width: 4}\n    positions: [[30, 22]]\n"
        + ENEMY,
    ),
    "two_models_on_each_other": Case(
        "b.yaml:2",
        ("are on each other",),
        board='units:\n  Squad: {base: 1", positions: [[10, 10], [10.5, 10]]}\n' + ENEMY,
    ),
    "models_against_positions_in_a_doc_string": Case(
        "b.feature:10",
        ('line 7 states "Squad" has 3 models left, but 2 are placed',),
        text=_doc(
            'units:\n  Squad: {base: 1", models: 3, positions: [[10, 10], [12, 10]]}\n' + ENEMY
        ),
    ),
    "close_enough_to_charge_that_the_positions_contradict": Case(
        "b.yaml:2",
        ('its closest enemy model 19.000" away',),
        board='units:\n  Squad: {base: 1", close_enough_to_charge: true, positions: [[10, 10]]}\n'
        '  Boyz: {player: B, base: 1", positions: [[30, 10]]}\n',
    ),
    "a_key_and_its_twin": Case(
        "b.yaml:2",
        ("close_enough_to_charge",),
        board="units:\n  Squad: {within_12_of_enemy: false, close_enough_to_charge: false}\n",
    ),
    # -- a huge file, a deeply nested one ---------------------------------------------------
    "a_huge_board": Case(
        "b.feature:4",
        ("the board file 'b.yaml' is larger than",),
        board="units:\n" + "".join(f"  Squad {n}: {{oc: 1}}\n" for n in range(20000)),
    ),
    "a_deeply_nested_board": Case(
        "b.yaml:1", ("nested more than",), board="units: " + "[" * 200 + "]" * 200 + "\n"
    ),
}


def test_malformed_boards_are_errors_naming_the_file_the_line_and_the_key(
    pytester: pytest.Pytester, assert_clean: CleanCheck, output: Output
) -> None:
    out = _run(pytester, assert_clean, output)
    problems = []
    for name, case in CASES.items():
        if f"{name}/{case.at}" not in out:
            problems.append((name, "at", case.at))
        for words in case.said:
            if words not in out:
                problems.append((name, "said", words))
        if case.word is not None and f"offending word: {case.word}\n" not in out:
            problems.append((name, "word", case.word))
        if case.suggestion is not None and f"did you mean: {case.suggestion}" not in out:
            problems.append((name, "suggestion", case.suggestion))
    assert not problems, problems
