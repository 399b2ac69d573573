"""The board loader and the generated JSON Schema say the same about every board.

Both read the one field table in ``board_spec``; these tests hold them together on a corpus of
valid and invalid boards (case variants, zero and negative counts, wrong types, unknown keys,
nested mistakes), on randomly drawn boards, and on the library's own boards.
"""

from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from ruleslawyer.scenario.board import load_board_file, load_board_text
from ruleslawyer.scenario.board_spec import (
    ACTION,
    BOARD,
    PLAYER,
    STRATAGEM,
    UNIT,
    USED_STRATAGEM,
    json_schema,
)
from ruleslawyer.scenario.errors import BoardError
from ruleslawyer.scenario.state import ScenarioState

ROOT = Path(__file__).resolve().parents[2]
VALIDATOR = jsonschema.Draft202012Validator(json_schema())
LIBRARY_BOARDS = sorted((ROOT / "scenarios").rglob("boards/*.yaml"))


def loader_accepts(text: str) -> bool:
    try:
        load_board_text(ScenarioState(), text, "corpus.feature", 1)
    except BoardError:
        return False
    return True


def schema_accepts(text: str) -> bool:
    try:
        data = yaml.safe_load(text)
    except (yaml.YAMLError, ValueError, KeyError):  # what YAML refuses, no schema is asked about
        return False
    return VALIDATOR.is_valid(data)


def unit(body: str) -> str:
    return "units:\n  Squad: " + body


VALID: dict[str, str] = {
    "empty": "",
    "comments only": "# nothing stated\n",
    "phase lower case": "phase: shooting",
    "phase upper case": "phase: SHOOTING",
    "phase title case": "phase: Shooting",
    "phase mixed case": "phase: fIgHt",
    "turn with phase": "turn: B\nphase: Command",
    "moved title case": unit("{moved: Advance}"),
    "moved upper case": unit("{moved: FALL-BACK}"),
    "moved none title case": unit("{moved: None}"),
    "moved normal": unit("{moved: normal}"),
    "the charge distance's twin key": unit("{close_enough_to_charge: false}"),
    "one model left": unit("{starting_strength: 1, models: 1}"),
    "models as 5.0": unit("{models: 5.0}"),
    "oc 0": unit("{oc: 0}"),
    "oc dash": unit("{oc: '-'}"),
    "ld 2": unit("{ld: 2}"),
    "ld 12": unit("{ld: 12}"),
    "ld 6+": unit("{ld: '6+'}"),
    "ld 12+": unit("{ld: '12+'}"),
    "empty keyword list": unit("{keywords: []}"),
    "YAML 1.1 yes is true": unit("{battle_shocked: yes}"),
    "bare unit": "units:\n  Squad:\n",
    "unit null": unit("~"),
    "unit empty mapping": unit("{}"),
    "unit named by a number": "units:\n  1: {}",
    "every unit key": unit(
        "{player: B, keywords: [INFANTRY], oc: 1, ld: '7+', starting_strength: 1, models: 1,"
        " w: 3, wounds_left: 2, battle_shocked: true, engaged: true, on_battlefield: true,"
        " within: [a terrain area], moved: fall-back}"
    ),
    "cp 0": "players: {A: {cp: 0}, B: {}}",
    "no players": "players: {}",
    "an Action with defaults": "actions:\n  Act: {}",
    "an Action with every row": (
        "actions:\n  Act: {starts: your Shooting phase, units: any unit,"
        " use_limit: once per turn, completes: the end of the turn, effect: its effect}"
    ),
    "a stratagem with defaults": "stratagems:\n  Orders: {}",
    "a bare stratagem": "stratagems:\n  Orders:\n",
    "a stratagem with every row": (
        "stratagems:\n  Orders: {cp: 0, when: your Shooting phase, target: one enemy unit,"
        " restrictions: once per battle, effect: its effect}"
    ),
    "a stratagem used this phase, bare": "players: {A: {used_stratagems: {Fire Overwatch: ~}}}",
    "a stratagem used on a unit": (
        "players: {A: {used_stratagems: {Fire Overwatch: {unit: Squad}}}}\nunits: {Squad: {}}"
    ),
    "a stratagem used earlier in the battle": (
        "players: {B: {used_stratagems: {Insane Bravery: {earlier_in_battle: 2}}}}"
    ),
    "a stratagem used this phase and earlier": (
        "players: {A: {used_stratagems: {Command Re-roll: {this_phase: true,"
        " earlier_in_battle: 1}}}}"
    ),
    "every top-level key": (
        "battle_round: 2\nturn: A\nphase: movement\nfirst_player: B\nbattle_rounds: 4\n"
        "players: {A: {cp: 1}}\nunits: {}\nactions: {}\nstratagems: {}"
    ),
}

INVALID: dict[str, str] = {
    "a key and its twin together": unit(
        "{within_12_of_enemy: false, close_enough_to_charge: false}"
    ),
    "phase misspelt": "phase: shootin",
    "phase plural": "phase: SHOOTINGS",
    "phase a number": "phase: 3",
    "phase empty": "phase: ''",
    "phase null": "phase: ~",
    "phase a list": "phase: [shooting]",
    "phase with a trailing space": "phase: 'shooting '",
    "phase with a trailing newline": 'phase: "shooting\\n"',
    "phase the Battle-shock step": "phase: battle-shock",
    "moved misspelt": unit("{moved: Advanced}"),
    "moved a forced move": unit("{moved: forced}"),
    "moved fall back with a space": unit("{moved: fall back}"),
    "moved with a Kelvin sign": unit("{moved: 'fall-bac\u212a'}"),
    "moved true": unit("{moved: true}"),
    "models negative": unit("{models: -1}"),
    "models as text": unit("{models: '5'}"),
    "models a fraction": unit("{models: 1.5}"),
    "models true": unit("{models: true}"),
    "models infinite": unit("{models: .inf}"),
    "starting strength 0": unit("{starting_strength: 0}"),
    "w 0": unit("{w: 0}"),
    "wounds left 0": unit("{starting_strength: 1, wounds_left: 0}"),
    "ld 1": unit("{ld: 1}"),
    "ld 13": unit("{ld: 13}"),
    "ld 13+": unit("{ld: '13+'}"),
    "ld 1+": unit("{ld: '1+'}"),
    "ld 6 as text": unit("{ld: '6'}"),
    "ld a fraction": unit("{ld: 6.5}"),
    "oc negative": unit("{oc: -1}"),
    "oc a word": unit("{oc: lots}"),
    "oc two dashes": unit("{oc: '--'}"),
    "cp negative": "players: {A: {cp: -1}}",
    "cp as text": "players: {A: {cp: '2'}}",
    "battle round 0": "battle_round: 0",
    "battle round negative": "battle_round: -3",
    "battle rounds 0": "battle_rounds: 0",
    "turn without a phase": "turn: A",
    "turn C": "turn: C\nphase: command",
    "turn lower case": "turn: a\nphase: command",
    "first player a number": "first_player: 1",
    "unknown top-level key": "battle_rnd: 1",
    "unknown unit key": unit("{modles: 3}"),
    "unknown Action key": "actions:\n  Act: {start: your Shooting phase}",
    "unknown player key": "players: {A: {cpp: 1}}",
    "player C": "players: {C: {cp: 1}}",
    "player lower case": "players: {a: {cp: 1}}",
    "player a number": "players: {1: {cp: 1}}",
    "player's value a number": "players: {A: 3}",
    "player's value null": "players: {A: ~}",
    "players a list": "players: [A, B]",
    "units a list": "units: [Squad]",
    "units null": "units: ~",
    "unit a list": unit("[INFANTRY]"),
    "unit a word": unit("infantry"),
    "unit empty text": unit("''"),
    "Action null": "actions:\n  Act: ~",
    "Action row a number": "actions:\n  Act: {effect: 5}",
    "Action row a list": "actions:\n  Act: {starts: [your Shooting phase]}",
    "actions a list": "actions: [Act]",
    "keywords a word": unit("{keywords: INFANTRY}"),
    "keywords nested": unit("{keywords: [[INFANTRY]]}"),
    "keyword a number": unit("{keywords: [1]}"),
    "within a word": unit("{within: a terrain area}"),
    "battle-shocked as text": unit("{battle_shocked: 'true'}"),
    "engaged a number": unit("{engaged: 1}"),
    "stratagem cp negative": "stratagems:\n  Orders: {cp: -1}",
    "stratagem cp as text": "stratagems:\n  Orders: {cp: '1'}",
    "unknown stratagem row": "stratagems:\n  Orders: {cost: 1}",
    "stratagem row a number": "stratagems:\n  Orders: {when: 5}",
    "stratagems a list": "stratagems: [Orders]",
    "used stratagems a list": "players: {A: {used_stratagems: [Fire Overwatch]}}",
    "used stratagem unknown key": "players: {A: {used_stratagems: {Fire Overwatch: {on: X}}}}",
    "used stratagem earlier negative": (
        "players: {A: {used_stratagems: {Insane Bravery: {earlier_in_battle: -1}}}}"
    ),
    "used stratagem this phase as text": (
        "players: {A: {used_stratagems: {Fire Overwatch: {this_phase: 'yes'}}}}"
    ),
    "a height below the battlefield": unit('{base: 1", positions: [{x: 10, y: 10, height: -1}]}'),
    "a height below the battlefield in a point": unit('{base: 1", positions: [[10, 10, -1]]}'),
    "board a list": "- battle_round: 1",
    "board a number": "5",
    "board a sentence": "just some words",
    "two documents": "battle_round: 1\n---\nbattle_round: 2",
    "a Python tag": "units: !!python/object/apply:os.getcwd []",
    "an int tag on a word": "battle_round: !!int abc",
    "a bool tag on a word": unit("{engaged: !!bool maybe}"),
    "a float tag in a list": unit("{keywords: [!!float x]}"),
}

# What the loader refuses and a JSON Schema cannot see: YAML's own structure, and the text of
# an Action's rows, which the rules core reads with its own grammar.
BEYOND_THE_SCHEMA: dict[str, str] = {
    "a key given twice": "battle_round: 1\nbattle_round: 2",
    "an anchor and an alias": "units:\n  A: &u {models: 1}\n  B: *u",
    "an Action row the core cannot read": "actions:\n  Act: {starts: banana}",
    "an empty STARTS row": "actions:\n  Act: {starts: ''}",
    "a stratagem row the core cannot read": "stratagems:\n  Orders: {target: two units}",
    "a stratagem restriction the core cannot read": (
        "stratagems:\n  Orders: {restrictions: twice a turn}"
    ),
    "an unknown datasheet": "units:\n  Squad: {datasheet: Intercessor Sqaud}",
    "a size the datasheet does not allow": (
        "units:\n  Squad: {datasheet: Intercessor Squad, models_at_start: 20}"
    ),
}


@pytest.mark.parametrize("text", VALID.values(), ids=list(VALID))
def test_both_accept_a_valid_board(text: str) -> None:
    assert (loader_accepts(text), schema_accepts(text)) == (True, True)


@pytest.mark.parametrize("text", INVALID.values(), ids=list(INVALID))
def test_both_refuse_an_invalid_board(text: str) -> None:
    assert (loader_accepts(text), schema_accepts(text)) == (False, False)


@pytest.mark.parametrize("text", BEYOND_THE_SCHEMA.values(), ids=list(BEYOND_THE_SCHEMA))
def test_the_loader_alone_refuses_what_no_schema_can_see(text: str) -> None:
    assert (loader_accepts(text), schema_accepts(text)) == (False, True)


@pytest.mark.parametrize("path", LIBRARY_BOARDS, ids=lambda p: p.name)
def test_every_library_board_is_valid_for_both(path: Path) -> None:
    ctx = ScenarioState(ROOT / "scenarios" / "any.feature")
    load_board_file(ctx, str(path.relative_to(ROOT / "scenarios")))
    assert ctx.units
    assert VALIDATOR.is_valid(yaml.safe_load(path.read_text(encoding="utf-8")))


# -- random boards: every key of the table, with values right and wrong ----------------------

JUNK: list[Any] = [
    *(0, -1, 1, 2, 5, 12, 13, 1.0, 1.5, -0.0, 1e300, float("inf"), float("nan"), True, False),
    *(None, "", "-", "--", "'-'", "6", "6+", "2+", "12+", "1+", "13+", "A", "B", "a", "C"),
    *("shooting", "SHOOTING", "Fight", "fight ", "shooting\n", "\u212aommand", "COMMAND"),
    *("advance", "Fall-Back", "fall back", "fall-bac\u212a", "none", "NONE", "charge", "x"),
    *([], ["INFANTRY"], [1], [[]], {}, {"cp": 1}),
]
# An Action row's text is read by the core's own grammar, which no schema mirrors (see above).
ROW_TEXT = {
    "starts": "your Shooting phase",
    "units": "one INFANTRY unit",
    "use_limit": "once per turn",
    "completes": "the end of the turn",
    "effect": "its effect",
}
# One right value for each key, drawn about as often as the junk.
GOOD: dict[str, Any] = {
    **{"battle_round": 2, "turn": "B", "phase": "Shooting", "first_player": "A"},
    **{"battle_rounds": 5, "cp": 1, "player": "B", "keywords": ["INFANTRY"], "oc": "-"},
    **{"ld": "7+", "starting_strength": 5, "models": 3, "w": 2, "wounds_left": 1},
    **{"battle_shocked": True, "engaged": False, "on_battlefield": True},
    **{"within": ["a terrain area"], "moved": "ADVANCE", "within_12_of_enemy": False},
    **{"close_enough_to_charge": True},
    **{"engaged_only_with_aircraft": True, "strategic_reserves": True, "declared_charge": True},
    **{"datasheet": "Intercessor Squad", "models_at_start": 5},
    **{"this_phase": False, "unit": "Squad", "earlier_in_battle": 1},
    **{"battlefield": {"width": 44, "depth": "762mm"}, "base": "60x35.5mm"},
    **{"areas": {"the ruin": {"rectangle": [[10, 10], [16, 16]]}}},
    **{"objective_markers": {"the beacon": [30, 22]}, "m": 6},
    **{"deployment": "Dawn of War", "attacker": "A"},
    **{"hull": {"length": 7, "width": 4, "high": 3}},
    **{
        "positions": [
            [10, 10],
            [12.5, 10, 3],
            {"model": "sgt", "x": 11, "y": '12"', "base": "40mm"},
        ]
    },
}
# A stratagem's rows other than CP are text the core's grammar reads, as an Action's are.
STRATAGEM_TEXT = {
    "when": "your Shooting phase",
    "target": "one friendly unit",
    "restrictions": "once per battle",
    "effect": "its effect",
}
# Lengths (contract §19.11): any finite number; YAML's .nan and .inf only the loader sees.
LENGTH_KEYS = frozenset({"m", "base"})  # base: a YAML number is inches (19.11)
# Text only the catalogue judges: a datasheet's name.
CATALOGUE_TEXT = frozenset({"datasheet", "deployment"})
junk = st.sampled_from(JUNK)


@st.composite
def mapping(
    draw: st.DrawFn,
    keys: tuple[str, ...],
    special: dict[str, st.SearchStrategy[Any]],
    wrong: bool,
) -> Any:
    """A mapping of some of ``keys``; with ``wrong``, junk values and unknown keys too."""
    if wrong and draw(st.integers(0, 9)) == 0:
        return draw(junk)
    pool = [*keys, "modles", "Phase"] if wrong else list(keys)
    chosen = draw(st.lists(st.sampled_from(pool), max_size=4, unique=True))
    if not wrong and "turn" in chosen and "phase" not in chosen:
        chosen.append("phase")
    if not wrong and "within_12_of_enemy" in chosen and "close_enough_to_charge" in chosen:
        chosen.remove("close_enough_to_charge")  # one fact, stated once
    found = {}
    for key in chosen:
        right = special.get(key, st.just(GOOD.get(key)))
        found[key] = draw(st.one_of(right, junk) if wrong else right)
    return found


def named(names: list[str], entry: st.SearchStrategy[Any], wrong: bool) -> Any:
    if not wrong:
        names = names[:2]
    found = st.dictionaries(st.sampled_from(names), entry, max_size=2)
    return st.one_of(junk, found) if wrong else found


def boards(wrong: bool) -> st.SearchStrategy[Any]:
    rows = {key: st.just(text) for key, text in ROW_TEXT.items()}
    action = mapping(ACTION.keys, rows, wrong)
    unit = st.one_of(st.none(), mapping(UNIT.keys, {}, wrong))
    stratagem = st.one_of(
        st.none(),
        mapping(STRATAGEM.keys, {k: st.just(t) for k, t in STRATAGEM_TEXT.items()}, wrong),
    )
    used = st.one_of(st.none(), mapping(USED_STRATAGEM.keys, {}, wrong))
    player = mapping(
        PLAYER.keys, {"used_stratagems": named(["Fire Overwatch", "Orders"], used, wrong)}, wrong
    )
    return mapping(
        BOARD.keys,
        {
            "players": named(["A", "B", "a", "C"], player, wrong),
            "units": named(["Squad", "1", "Scouts"], unit, wrong),
            "actions": named(["Act", "Other"], action, wrong),
            "stratagems": named(["Orders", "Other"], stratagem, wrong),
        },
        wrong,
    )


def with_row_texts(board: Any) -> Any:
    if isinstance(board, dict) and isinstance(board.get("actions"), dict):
        for rows in board["actions"].values():
            if isinstance(rows, dict):
                for key, value in rows.items():
                    if isinstance(value, str):  # text that only the core's grammar judges
                        rows[key] = ROW_TEXT.get(key, value)
    if isinstance(board, dict) and isinstance(board.get("stratagems"), dict):
        for rows in board["stratagems"].values():
            if isinstance(rows, dict):
                for key, value in rows.items():
                    if isinstance(value, str) and key in STRATAGEM_TEXT:
                        rows[key] = STRATAGEM_TEXT[key]
    if isinstance(board, dict) and isinstance(board.get("deployment"), str):
        board["deployment"] = GOOD["deployment"]  # a map's name only the data judges
    if isinstance(board, dict) and isinstance(board.get("units"), dict):
        for keys in board["units"].values():
            if isinstance(keys, dict) and isinstance(keys.get("datasheet"), str):
                # A name, and the sizes it allows, only the catalogue judges.
                keys["datasheet"] = GOOD["datasheet"]
                if isinstance(keys.get("models_at_start"), int):
                    keys["models_at_start"] = GOOD["models_at_start"]
    return board


class _Dumper(yaml.SafeDumper):
    def ignore_aliases(self, data: Any) -> bool:
        return True  # a drawn value used twice is written twice: boards refuse aliases


def dumped(board: Any) -> str:
    board = with_row_texts(copy.deepcopy(board))
    return yaml.dump(board, Dumper=_Dumper, sort_keys=False, allow_unicode=True)


def placed(table: str, key: str, value: Any) -> dict[str, Any]:
    """A board that gives ``value`` at ``key`` of ``table`` and nothing else it could refuse."""
    if table == "board":
        return {key: value, **({"phase": "command"} if key == "turn" else {})}
    where = {"unit": ("units", "Squad"), "action": ("actions", "Act"), "player": ("players", "A")}
    outer, name = where[table]
    return {outer: {name: {key: value}}}


PLACES = [(t.name, key) for t in (BOARD, UNIT, ACTION, PLAYER) for key in t.keys]


@pytest.mark.parametrize(("table", "key"), PLACES, ids=[f"{t}.{k}" for t, k in PLACES])
def test_each_value_at_each_key_gets_one_verdict_from_both(table: str, key: str) -> None:
    """Every junk value, and one right value, alone at each key of the table."""
    verdicts = set()
    right = ROW_TEXT[key] if table == "action" else GOOD.get(key, {})
    for value in [right, *JUNK]:
        beyond = table == "action" or key in CATALOGUE_TEXT
        if beyond and isinstance(value, str) and value != right:
            continue  # row text and datasheet names are beyond any schema (see below)
        if key in LENGTH_KEYS and isinstance(value, float) and not math.isfinite(value):
            continue  # JSON has no NaN or infinity: YAML's .nan and .inf are beyond any schema
        text = dumped(placed(table, key, value))
        verdict = loader_accepts(text)
        assert verdict == schema_accepts(text), text
        verdicts.add(verdict)
    assert verdicts == {True, False}


@pytest.mark.slow  # a long Hypothesis run
@settings(max_examples=300, deadline=None)
@given(boards(wrong=True))
def test_the_loader_and_the_schema_agree_on_drawn_boards(board: Any) -> None:
    text = dumped(board)
    assert loader_accepts(text) == schema_accepts(text), text


@settings(deadline=None)  # the profile's count: 100, fewer in the inner loop
@given(boards(wrong=False))
def test_both_accept_drawn_boards_of_right_values(board: Any) -> None:
    """The drawing above reaches boards both accept, not only boards both refuse."""
    text = dumped(board)
    assert (loader_accepts(text), schema_accepts(text)) == (True, True), text
