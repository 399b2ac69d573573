"""The ``ruleslawyer-lsp`` command line, which imports nothing of the ``[lsp]`` extra until it
serves: ``--help`` and ``--board-schema`` work on a plain install, and serving without the
extra is one line naming it (exit 2), never a traceback."""

from __future__ import annotations

import importlib
import sys

USAGE = """\
usage: ruleslawyer-lsp [--stdio | --board-schema | --help]

The language server for ruleslawyer's .feature files (completion, diagnostics, quick fixes,
hover), over stdio.

  --stdio          serve over stdio (the default)
  --board-schema   print where the board JSON Schema is installed, and exit
  --help, -h       print this help, and exit

Serving needs the [lsp] extra: pip install ".[lsp]" from a checkout (see docs/editor.md).
"""

NO_EXTRA = (
    "ruleslawyer-lsp: the language server needs the [lsp] extra ({missing} is not installed): "
    'pip install ".[lsp]" from a checkout, or pip install "pygls>=2.0,<3" beside this install '
    "(docs/editor.md)"
)


def main(argv: list[str] | None = None) -> int:
    """Serve over stdio (``--stdio`` is accepted and is the default); ``--board-schema`` prints
    where the board JSON Schema is installed; ``--help`` prints the usage. Exit 2 on an unknown
    argument, or when the ``[lsp]`` extra is missing."""
    args = sys.argv[1:] if argv is None else argv
    if any(a in ("--help", "-h") for a in args):
        print(USAGE, end="")
        return 0
    if args == ["--board-schema"]:
        from ruleslawyer.editor.schema import board_schema_path

        print(board_schema_path())
        return 0
    unknown = [a for a in args if a != "--stdio"]
    if unknown:
        print(
            f"ruleslawyer-lsp: unknown argument {unknown[0]!r}; it takes --stdio (the default), "
            "--board-schema or --help",
            file=sys.stderr,
        )
        return 2
    try:
        server = importlib.import_module("ruleslawyer.editor.server")
    except ModuleNotFoundError as error:
        if error.name is None or error.name.split(".")[0] not in ("pygls", "lsprotocol"):
            raise
        print(NO_EXTRA.format(missing=error.name.split(".")[0]), file=sys.stderr)
        return 2
    server.serve()
    return 0
