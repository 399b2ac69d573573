"""docs/board.schema.json describes the board files the plugin reads: the same keys, and every
board of the library is valid against it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import jsonschema
import pytest
import yaml

from ruleslawyer.scenario import board

ROOT = Path(__file__).resolve().parents[2]
SCHEMA: dict[str, Any] = json.loads((ROOT / "docs" / "board.schema.json").read_text())
BOARDS = sorted((ROOT / "scenarios").rglob("*.yaml"))


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def test_the_schema_names_exactly_the_keys_the_loader_reads() -> None:
    assert set(SCHEMA["properties"]) == set(board.TOP_KEYS)
    assert set(SCHEMA["$defs"]["unit"]["properties"]) == set(board.UNIT_KEYS)
    assert set(SCHEMA["$defs"]["action"]["properties"]) == set(board.ACTION_KEYS)


def test_the_library_has_boards() -> None:
    assert BOARDS


@pytest.mark.parametrize("path", BOARDS, ids=lambda p: p.name)
def test_every_library_board_is_valid_and_names_the_schema(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert text.startswith("# yaml-language-server: $schema=")
    schema_ref = text.splitlines()[0].split("$schema=", 1)[1]
    assert (path.parent / schema_ref).resolve() == (ROOT / "docs" / "board.schema.json")
    jsonschema.validate(yaml.safe_load(text), SCHEMA)


def test_the_schema_rejects_what_the_loader_rejects() -> None:
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"units": {"Squad": {"modles": 3}}}, SCHEMA)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"turn": "C"}, SCHEMA)
