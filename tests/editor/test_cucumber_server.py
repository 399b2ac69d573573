"""The exported stubs in the real Cucumber language server (npm @cucumber/language-server 1.7.0,
the server of VS Code's Cucumber extension), driven over stdio by a real LSP client.

``.ci/run`` installs the server into ``.ci/node`` of the checkout. Without it the test is
skipped, except under ``CI=true``, where it fails: CI must run it.
"""

from __future__ import annotations

import asyncio
import json
import os
import shutil
from collections.abc import Callable
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities, make_test_lsp_client

from ruleslawyer.editor.export import export

ROOT = Path(__file__).resolve().parents[2]
NODE_PREFIX = ROOT / ".ci" / "node"
SERVER = NODE_PREFIX / "node_modules" / "@cucumber" / "language-server"
UNDEFINED = "Undefined step"

MISSPELT = """\
Feature: a newcomer's first hour
  Scenario: words the plugin does not know
    Given a unit "Squad"
    And it is player A's Movement phase
    When "Squad" falls back
    Then "Squad" can make a flying move
    And "Squad" cannot make a normal move because it is engagd
    And "Squad" can make a Fall-Back move
"""


def _server_command() -> list[str]:
    script = SERVER / "bin" / "cucumber-language-server.cjs"
    node = shutil.which("node")
    if not script.is_file() or node is None:
        message = f"the Cucumber language server is not installed in {NODE_PREFIX} (.ci/run)"
        if os.environ.get("CI") == "true":
            pytest.fail(message)
        pytest.skip(message)
    # 1.7.0 looks for its tree-sitter grammars under its own node_modules, which a flat
    # install does not make: point that path at the installed language service.
    nested = SERVER / "node_modules" / "@cucumber" / "language-service"
    if not nested.exists():
        nested.parent.mkdir(parents=True, exist_ok=True)
        nested.symlink_to(NODE_PREFIX / "node_modules" / "@cucumber" / "language-service")
    return [node, str(script), "--stdio"]


async def _diagnostics(
    command: list[str], workspace: Path, glue: str, documents: dict[Path, str]
) -> dict[Path, list[types.Diagnostic]]:
    client: LanguageClient = make_test_lsp_client()
    # The settings exactly as the export's snippet gives them (VS Code's "cucumber." keys).
    snippet = json.loads(export(workspace / glue, glue))
    settings = {key.removeprefix("cucumber."): value for key, value in snippet.items()}
    client.set_configuration(settings, section="cucumber")
    await client.start_io(*command, cwd=str(workspace))  # it reads globs from its cwd
    try:
        await client.initialize_session(
            types.InitializeParams(
                capabilities=client_capabilities("visual-studio-code"),
                root_uri=workspace.as_uri(),
                workspace_folders=[types.WorkspaceFolder(workspace.as_uri(), "library")],
            )
        )
        await _until(lambda: any("step definitions" in m.message for m in client.log_messages))
        indexed = [m.message for m in client.log_messages if "step definitions" in m.message]
        assert "Found 0 step definitions" not in indexed[-1], indexed
        for path, text in documents.items():
            client.text_document_did_open(
                types.DidOpenTextDocumentParams(
                    types.TextDocumentItem(path.as_uri(), "gherkin", 1, text)
                )
            )
        await _until(lambda: all(p.as_uri() in client.diagnostics for p in documents))
        return {p: list(client.diagnostics[p.as_uri()]) for p in documents}
    finally:
        await client.shutdown_session()
        await client.stop()  # type: ignore[no-untyped-call]  # pytest-lsp leaves it unannotated


async def _until(ready: Callable[[], bool], timeout: float = 60.0) -> None:
    loop = asyncio.get_running_loop()
    end = loop.time() + timeout
    while not ready():
        if loop.time() > end:
            raise AssertionError("the Cucumber language server did not answer in time")
        await asyncio.sleep(0.05)


@pytest.mark.slow  # starts the Cucumber language server's process and resolves every library step
def test_every_library_step_resolves_and_a_misspelt_step_is_undefined(tmp_path: Path) -> None:
    command = _server_command()
    library = sorted((ROOT / "scenarios").rglob("*.feature"))
    assert library
    documents = {
        tmp_path / "features" / p.relative_to(ROOT / "scenarios"): p.read_text(encoding="utf-8")
        for p in library
    }
    misspelt = tmp_path / "features" / "misspelt.feature"
    documents[misspelt] = MISSPELT
    found = asyncio.run(_diagnostics(command, tmp_path, "glue/ruleslawyer_steps.py", documents))
    undefined = {
        str(p.relative_to(tmp_path)): [
            (d.range.start.line + 1, documents[p].splitlines()[d.range.start.line].strip())
            for d in found[p]
        ]
        for p in documents
        if p != misspelt and found[p]
    }
    assert undefined == {}
    flagged = [(d.range.start.line + 1, d.message) for d in found[misspelt]]
    assert [line for line, _ in flagged] == [5, 6, 7]
    assert all(UNDEFINED in message for _, message in flagged)
