"""The board JSON Schema, shipped in the package for editors (the YAML language server).

``board.schema.json`` beside this module is generated from the board's field table
(:mod:`ruleslawyer.scenario.board_spec`); a test fails when it is stale. Regenerate it with::

    python -m ruleslawyer.scenario.board_spec > plugin/ruleslawyer/editor/board.schema.json
"""

from __future__ import annotations

from importlib import resources
from pathlib import Path

SCHEMA_NAME = "board.schema.json"


def board_schema_path() -> Path:
    """Where the installed board schema is, for an editor's ``yaml.schemas`` setting."""
    return Path(str(resources.files("ruleslawyer.editor").joinpath(SCHEMA_NAME)))
