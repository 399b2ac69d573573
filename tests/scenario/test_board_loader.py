"""What the board loader makes of a board, and how it says what is wrong with one."""

from __future__ import annotations

from fractions import Fraction

import pytest

from ruleslawyer.core import MoveKind, Phase
from ruleslawyer.scenario.board import load_board_text
from ruleslawyer.scenario.errors import BoardError
from ruleslawyer.scenario.state import ScenarioState


def unit(body: str) -> str:
    return "units:\n  Squad: " + body


def loaded(text: str) -> ScenarioState:
    ctx = ScenarioState()
    load_board_text(ctx, text, "corpus.feature", 10)
    return ctx


def refusal(text: str) -> BoardError:
    with pytest.raises(BoardError) as caught:
        loaded(text)
    return caught.value


@pytest.mark.parametrize("phase", ["shooting", "SHOOTING", "Shooting", "sHOOTING"])
def test_a_phase_in_any_case_is_that_phase(phase: str) -> None:
    assert loaded(f"phase: {phase}").moment.phase is Phase.SHOOTING


@pytest.mark.parametrize(
    ("moved", "moves"),
    [
        ("none", ()),
        ("NONE", ()),
        ("Advance", (MoveKind.ADVANCE,)),
        ("FALL-BACK", (MoveKind.FALL_BACK,)),
    ],
)
def test_a_move_type_in_any_case_is_that_move(moved: str, moves: tuple[MoveKind, ...]) -> None:
    assert loaded(unit(f"{{moved: {moved}}}")).units["Squad"].moves == moves


def test_ld_written_with_its_plus_is_the_number() -> None:
    assert loaded(unit("{ld: '7+'}")).units["Squad"].ld == 7


@pytest.mark.parametrize(
    ("text", "line", "word", "suggestion", "says"),
    [
        ("units:\n  Squad:\n    modles: 3", 12, "modles", "models", "in unit 'Squad'"),
        ("actions:\n  Act:\n    strats: x", 12, "strats", "starts", "in Action 'Act'"),
        ("players:\n  A: {cpp: 1}", 11, "cpp", "cp", "in player A"),
        ("players:\n  a: {cp: 1}", 11, "a", "A", "is not a player"),
        ("units:\n  Squad:\n    moved: advnce", 12, "advnce", "advance", "in any case"),
        ("phase: shootin", 10, "shootin", "shooting", "in any case"),
        ("battle_rnd: 2", 10, "battle_rnd", "battle_round", "in the board"),
        ("units:\n  Squad:\n    models: -1", 12, "models", None, "at least 0, not -1"),
        ("players:\n  A: {cp: -1}", 11, "cp", None, "at least 0, not -1"),
        ("turn: A", 10, "turn", None, "needs a phase too"),
        ("actions:\n  Act:\n    effect: x\n    starts: banana", 13, "banana", None, "STARTS"),
    ],
)
def test_a_refusal_names_the_line_the_word_and_the_closest_valid_one(
    text: str, line: int, word: str, suggestion: str | None, says: str
) -> None:
    error = refusal(text)
    assert (error.path, error.line, error.word) == ("corpus.feature", line, word)
    assert error.suggestion == suggestion
    assert says in error.message


def test_a_refused_board_changes_nothing() -> None:
    ctx = ScenarioState()
    with pytest.raises(BoardError):
        load_board_text(ctx, "battle_round: 3\nunits: {Squad: {}}\nturn: Z", "c.feature", 1)
    assert (ctx.moment.battle_round, ctx.units) == (None, {})


# -- one board text, stated again (each text's YAML is composed once, scenario/board.py) ------
def test_a_board_stated_again_is_composed_once_and_applied_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    import yaml

    from ruleslawyer.scenario import board

    composed: list[str] = []
    compose = yaml.compose

    def counting(text: str, **kwargs: object) -> object:
        composed.append(text)
        return compose(text, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(yaml, "compose", counting)
    monkeypatch.setattr(board, "_COMPOSED", {})
    text = "units:\n  Squad: {engaged: true, oc: 0}"
    first, second = loaded(text), loaded(text)
    assert composed == [text]
    assert first.units["Squad"] is not second.units["Squad"]  # each scenario its own draft
    assert second.units["Squad"].engaged and second.units["Squad"].oc == 0


def test_a_board_stated_again_names_the_line_where_each_one_is(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ruleslawyer.scenario import board

    monkeypatch.setattr(board, "_COMPOSED", {})
    text = "units:\n  Squad:\n    modles: 3"
    lines = []
    for first_line in (10, 40):
        with pytest.raises(BoardError) as caught:
            load_board_text(ScenarioState(), text, "corpus.feature", first_line)
        lines.append(caught.value.line)
    assert lines == [12, 42]
    assert text in board._COMPOSED  # well-formed YAML, kept: the key is what is wrong


def test_a_board_whose_yaml_is_wrong_is_never_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    from ruleslawyer.scenario import board

    monkeypatch.setattr(board, "_COMPOSED", {})
    for first_line in (10, 40):
        with pytest.raises(BoardError) as caught:
            load_board_text(ScenarioState(), "units: {Squad: [", "corpus.feature", first_line)
        assert caught.value.line == first_line
    assert board._COMPOSED == {}


@pytest.mark.parametrize(
    ("entry", "word"),
    [
        ("{model: sgt, x: 11, y: 12, bse: 40mm}", "bse"),
        ("[12, ten]", "ten"),
        ('{x: 11, y: 12, base: "32"}', "32"),
    ],
)
def test_a_positions_entry_at_fault_is_named_by_its_own_line(entry: str, word: str) -> None:
    # 19.11/19.12: the line is the YAML line of the entry, not of the list's first entry
    text = "units:\n  Squad:\n    positions:\n      - [10, 10]\n      - " + entry + "\n"
    error = refusal(text)
    assert error.line == 10 + 4  # the doc string starts at line 10; the entry is its 5th line
    assert error.word == word


@pytest.mark.parametrize("number", ["32", "7", "40.5"])
def test_a_bare_number_base_larger_than_any_models_is_millimetres_without_the_unit(
    number: str,
) -> None:
    # 19.11: a YAML number is inches; 19.12: `32` with no unit is no size (interpretation 100)
    error = refusal(f"units:\n  Squad:\n    base: {number}\n    positions: [[10, 10]]\n")
    assert error.line == 10 + 2
    assert error.word == number
    assert error.suggestion == f"{number}mm"
    assert "larger than any model's base (170mm)" in error.message


@pytest.mark.parametrize(("number", "inches"), [("1.25", "1.25"), ("6.5", "6.5")])
def test_a_bare_number_base_no_larger_than_the_datas_is_inches(number: str, inches: str) -> None:
    state = ScenarioState()
    load_board_text(
        state, f"units:\n  Squad:\n    base: {number}\n    positions: [[10, 10]]\n", "b.feature", 10
    )
    assert state.board.base_of("Squad").length == Fraction(inches)


def test_a_starting_strength_that_contradicts_models_at_start_names_both_lines() -> None:
    error = refusal(
        "units:\n  Squad:\n    datasheet: Intercessor Squad\n    models_at_start: 10\n"
        "    starting_strength: 5\n"
    )
    assert (error.line, error.word) == (10 + 4, "5")
    assert "contradicts models_at_start: 10 (line 13)" in error.message


@pytest.mark.parametrize("datasheet", ["", "    datasheet: Intercessor Squad\n"])
def test_a_starting_strength_that_agrees_with_models_at_start_is_that_strength(
    datasheet: str,
) -> None:
    text = f"units:\n  Squad:\n{datasheet}    models_at_start: 10\n    starting_strength: 10\n"
    assert loaded(text).units["Squad"].starting_strength == 10


@pytest.mark.parametrize(
    ("positions", "word"),
    [("[[10, 10, -1]]", "-1"), ('[{x: 10, y: 10, height: "-25.4mm"}]', "-25.4mm")],
)
def test_a_board_height_below_the_battlefield_is_refused_as_a_step_is(
    positions: str, word: str
) -> None:
    """§19.12: a negative height is an input error naming the line and the value, in a board
    (19.11) as in the positions table (19.3)."""
    error = refusal(f'units:\n  Squad:\n    base: 1"\n    positions: {positions}\n')
    assert (error.line, error.word) == (10 + 3, word)
    assert "a height is 0 or more" in error.message


def test_a_board_height_of_zero_written_is_the_battlefield_level() -> None:
    state = loaded('units:\n  Squad:\n    base: 1"\n    positions: [[10, 10, 0]]\n')
    assert state.board.rows["Squad"][0].height == 0


@pytest.mark.parametrize(("key", "suggested"), [("heigth", "height"), ("facign", "facing")])
def test_a_misspelt_key_of_a_position_entry_is_named_with_the_key_meant(
    key: str, suggested: str
) -> None:
    entry = f"{{x: 10, y: 10, {key}: 1}}"
    error = refusal(f'units:\n  Squad:\n    base: 1"\n    positions: [{entry}]\n')
    assert (error.line, error.word) == (10 + 3, key)
    assert error.suggestion == suggested
