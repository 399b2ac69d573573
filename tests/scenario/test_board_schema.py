"""docs/board.schema.json is generated from the board's field table, and the library uses it."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import jsonschema
import pytest

from ruleslawyer.scenario.board_spec import (
    ACTION,
    BOARD,
    PLAYER,
    STRATAGEM,
    UNIT,
    USED_STRATAGEM,
    json_schema,
    schema_text,
)

ROOT = Path(__file__).resolve().parents[2]
SCHEMA_FILE = ROOT / "docs" / "board.schema.json"
LIBRARY_BOARDS = sorted((ROOT / "scenarios").rglob("boards/*.yaml"))
REGENERATE = "python -m ruleslawyer.scenario.board_spec > docs/board.schema.json"


def test_the_checked_in_schema_is_the_generated_one() -> None:
    assert SCHEMA_FILE.read_text(encoding="utf-8") == schema_text(), (
        f"docs/board.schema.json is stale; regenerate it with: {REGENERATE}"
    )


@pytest.mark.slow  # starts another process (subprocess)
def test_the_generator_writes_the_schema_on_stdout() -> None:
    ran = subprocess.run(
        [sys.executable, "-m", "ruleslawyer.scenario.board_spec"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert json.loads(ran.stdout) == json_schema()


def test_the_schema_is_a_valid_draft_2020_12_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(json_schema())


def test_the_schema_describes_every_key_with_its_default() -> None:
    schema = json_schema()
    described = {
        "board": schema["properties"],
        **{name: d["properties"] for name, d in schema["$defs"].items()},
    }
    for table in (BOARD, UNIT, ACTION, PLAYER, STRATAGEM, USED_STRATAGEM):
        assert list(described[table.name]) == list(table.keys)
        for key, entry in described[table.name].items():
            assert "Default: " in entry["description"], key


def test_the_guide_lists_every_key_of_the_table() -> None:
    guide = (ROOT / "docs" / "boards.md").read_text(encoding="utf-8")
    listed = set(re.findall(r"^\| `(\w+)` \|", guide, flags=re.MULTILINE))
    for table in (BOARD, UNIT, ACTION, PLAYER, STRATAGEM, USED_STRATAGEM):
        assert set(table.keys) <= listed, set(table.keys) - listed


def test_the_library_has_boards() -> None:
    assert LIBRARY_BOARDS


@pytest.mark.parametrize("path", LIBRARY_BOARDS, ids=lambda p: p.name)
def test_every_library_board_names_the_schema(path: Path) -> None:
    first = path.read_text(encoding="utf-8").splitlines()[0]
    assert first.startswith("# yaml-language-server: $schema=")
    assert (path.parent / first.split("$schema=", 1)[1]).resolve() == SCHEMA_FILE
