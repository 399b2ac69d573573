"""``--ruleslawyer-export-steps=<path.py>``: write the step stubs and their settings; run
nothing."""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest

from ruleslawyer.pytest_plugin.options import Settings


def main(config: pytest.Config, settings: Settings) -> int | None:
    """Export and end the run (exit status 0), or None when the option is off."""
    if settings.export_steps is None:
        return None
    importlib.import_module("ruleslawyer.steps")  # registers the step library
    from ruleslawyer.editor.export import export

    path = settings.export_steps
    if not path.is_absolute():
        path = Path(config.invocation_params.dir) / path
    try:
        snippet = export(path, _glue(path, config.rootpath))
    except OSError as exc:
        raise pytest.UsageError(
            f"--ruleslawyer-export-steps: cannot write {path}: {exc.strerror}"
        ) from None
    print(f"wrote the step stubs to {path}")
    print("VS Code settings (Cucumber extension), for .vscode/settings.json:")
    print(snippet)
    return 0


def _glue(path: Path, root: Path) -> str:
    """The glue path as the settings name it: relative to the project root when inside it."""
    path, root = path.resolve(), root.resolve()
    return path.relative_to(root).as_posix() if path.is_relative_to(root) else path.as_posix()
