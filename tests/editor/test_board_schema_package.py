"""The board JSON Schema ships in the package, generated from the board spec and current."""

from __future__ import annotations

import json
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from ruleslawyer.editor.schema import SCHEMA_NAME, board_schema_path
from ruleslawyer.scenario.board_spec import json_schema, schema_text

ROOT = Path(__file__).resolve().parents[2]
REGENERATE = (
    "python -m ruleslawyer.scenario.board_spec > plugin/ruleslawyer/editor/board.schema.json"
)


def test_the_packaged_schema_is_the_generated_one() -> None:
    packaged = board_schema_path()
    assert packaged == ROOT / "plugin" / "ruleslawyer" / "editor" / SCHEMA_NAME
    assert packaged.read_text(encoding="utf-8") == schema_text(), (
        f"the packaged board schema is stale; regenerate it with: {REGENERATE}"
    )
    assert json.loads(packaged.read_text(encoding="utf-8")) == json_schema()


def test_the_schema_is_package_data() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    data = project["tool"]["setuptools"]["package-data"]
    assert SCHEMA_NAME in data["ruleslawyer.editor"]
    assert "ruleslawyer.editor" in project["tool"]["setuptools"]["packages"]


@pytest.mark.slow  # starts another process (subprocess)
def test_the_console_script_prints_where_the_schema_is() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ruleslawyer.editor", "--board-schema"],
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    assert Path(done.stdout.strip()) == board_schema_path()
    wrong = subprocess.run(
        [sys.executable, "-m", "ruleslawyer.editor", "--tcp"],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert wrong.returncode == 2
    assert "'--tcp'" in wrong.stderr and "--stdio" in wrong.stderr
