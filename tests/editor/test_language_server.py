"""``ruleslawyer-lsp`` end to end: a real LSP client (pytest-lsp) talks to it over stdio."""

from __future__ import annotations

import importlib
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps

importlib.import_module("ruleslawyer.steps")

# slow: each test starts the language server in a process
# One worker per module under xdist: its language server (a module fixture) starts once.
pytestmark = [
    pytest.mark.slow,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("language_server"),
]

MISTAKES = """\
Feature: a newcomer's first hour
  Background:
    Given a unit "Squad"
    And the Action "Deploy Device":
      | STARTS | your Shooting phase |

  Scenario: a move written as a sentence
    Given it is player A's Movement phase
    When "Squad" falls back
    Then "Squad" is not engaged

  Scenario: a phase misspelt
    Given it is player A's Movment phase
    Then "Squad" is not engaged

  Scenario: a state that cannot be
    Given "Squad" has 7 models left
    Then "Squad" is not engaged

  Scenario: nothing wrong
    Given it is player A's Shooting phase
    Then "Squad" can start the "Deploy Device" Action
"""


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    root = tmp_path_factory.mktemp("workspace")
    (root / "features").mkdir()
    return root


@pytest_lsp.fixture(  # type: ignore[untyped-decorator]  # pytest-lsp leaves it unannotated
    scope="module",
    config=ClientServerConfig(server_command=[sys.executable, "-m", "ruleslawyer.editor"]),
)
async def client(lsp_client: LanguageClient, workspace: Path) -> AsyncIterator[None]:
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=pytest_lsp.client_capabilities("visual-studio-code"),
            root_uri=workspace.as_uri(),
            workspace_folders=[types.WorkspaceFolder(workspace.as_uri(), "workspace")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def _open(client: LanguageClient, path: Path, text: str) -> list[types.Diagnostic]:
    client.diagnostics.pop(path.as_uri(), None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(path.as_uri(), "gherkin", 1, text))
    )
    return await _diagnostics(client, path)


async def _diagnostics(client: LanguageClient, path: Path) -> list[types.Diagnostic]:
    while path.as_uri() not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics[path.as_uri()])


def _run_errors(path: Path, root: Path) -> set[tuple[int, str]]:
    """What a run reports for each scenario of ``path``: its first input error."""
    found = set()
    for case in cases(parse_feature(path, root), keep_scenarios=False):
        try:
            run_steps(new_state(path), case.steps, "features/mistakes.feature")
        except ScenarioInputError as error:
            found.add((error.line or 0, error.render()))
    return found


async def test_diagnostics_are_exactly_a_runs_errors(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "features" / "mistakes.feature"
    path.write_text(MISTAKES, encoding="utf-8")
    diagnostics = await _open(client, path, MISTAKES)
    shown = {(d.range.start.line + 1, d.message) for d in diagnostics}
    assert shown == _run_errors(path, workspace)
    assert [line for line, _ in sorted(shown)] == [9, 13, 18]
    assert all(d.source == "ruleslawyer" for d in diagnostics)
    # The offending word is what the range covers.
    phase = next(d for d in diagnostics if d.range.start.line == 12)
    line = MISTAKES.splitlines()[12]
    assert line[phase.range.start.character : phase.range.end.character] == "Movment"


async def test_a_change_is_checked_again(client: LanguageClient, workspace: Path) -> None:
    path = workspace / "features" / "changing.feature"
    text = 'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n    Then "Squad" is enaged\n'
    assert [d.range.start.line for d in await _open(client, path, text)] == [3]
    client.diagnostics.pop(path.as_uri())
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            types.VersionedTextDocumentIdentifier(version=2, uri=path.as_uri()),
            [types.TextDocumentContentChangeWholeDocument(text.replace("enaged", "engaged"))],
        )
    )
    assert await _diagnostics(client, path) == []


async def test_a_suggestion_is_a_quick_fix(client: LanguageClient, workspace: Path) -> None:
    path = workspace / "features" / "mistakes.feature"
    diagnostics = await _open(client, path, MISTAKES)
    phase = next(d for d in diagnostics if d.range.start.line == 12)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            types.TextDocumentIdentifier(path.as_uri()),
            phase.range,
            types.CodeActionContext([phase]),
        )
    )
    assert actions
    fixed = [a for a in actions if isinstance(a, types.CodeAction)]
    assert fixed[0].kind == types.CodeActionKind.QuickFix
    assert fixed[0].edit is not None and fixed[0].edit.changes is not None
    (edit,) = fixed[0].edit.changes[path.as_uri()]
    assert edit.new_text == "    Given it is player A's Movement phase"
    move = next(d for d in diagnostics if d.range.start.line == 8)
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(
            types.TextDocumentIdentifier(path.as_uri()), move.range, types.CodeActionContext([move])
        )
    )
    titles = [a.title for a in actions or []]
    assert titles and all(t.startswith('Change to: "Squad" ') for t in titles)


async def _complete(client: LanguageClient, path: Path, text: str) -> list[str]:
    lines = text.splitlines()
    await _open(client, path, text)
    result = await client.text_document_completion_async(
        types.CompletionParams(
            types.TextDocumentIdentifier(path.as_uri()),
            types.Position(len(lines) - 1, len(lines[-1])),
        )
    )
    assert isinstance(result, types.CompletionList)
    return [item.label for item in result.items]


async def test_completion_follows_the_keyword_in_force(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "features" / "completing.feature"
    head = 'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n    When "Squad" is destroyed\n'
    labels = await _complete(client, path, head + "    And ")
    assert 'And "<unit>" makes a/an <move> move' in labels  # a When phrase
    assert 'And "<unit>" is engaged' in labels  # a Given phrase may follow a When
    assert 'And "<unit>" can make a/an <move> move' not in labels  # a Then phrase
    labels = await _complete(client, path, head + "    Then ")
    assert 'Then "<unit>" can make a/an <move> move' in labels
    assert 'Then "<unit>" makes a/an <move> move' not in labels


async def test_completion_offers_names_set_up_above(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "features" / "names.feature"
    text = (
        'Feature: f\n  Background:\n    Given a unit "Squad"\n'
        '    And the Action "Deploy Device":\n      | STARTS | your Shooting phase |\n'
        '  Scenario: s\n    Given a unit "Boyz" for player B\n'
        '    Then "Boyz" cannot start the "\n'
    )
    assert await _complete(client, path, text.rstrip("\n")) == ["Deploy Device"]
    text = text.replace('Then "Boyz" cannot start the "', 'Then "')
    assert await _complete(client, path, text.rstrip("\n")) == ["Squad", "Boyz"]
    text = text.replace('Then "', 'Then "Squad" cannot make a normal move because it is en')
    offered = await _complete(client, path, text.rstrip("\n"))
    # Every reason the core declares that the typed words begin (12.06's too, §14).
    assert "it is engaged" in offered
    assert all(reason.startswith("it is en") for reason in offered)


async def test_completion_offers_datasheet_names(client: LanguageClient, workspace: Path) -> None:
    path = workspace / "features" / "sheets.feature"
    text = 'Feature: f\n  Scenario: s\n    Given a unit "Squad" from the datasheet "Intercessor S'
    assert "Intercessor Squad" in await _complete(client, path, text)


async def test_hover_shows_the_clauses_a_step_decides(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "features" / "hover.feature"
    text = (
        'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n'
        '    And it is player A\'s Movement phase\n    Then "Squad" can make a normal move\n'
    )
    await _open(client, path, text)
    result = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(path.as_uri()), types.Position(4, 10))
    )
    assert result is not None and isinstance(result.contents, types.MarkupContent)
    assert "09.05 Normal Move" in result.contents.value
    assert "19.01" not in result.contents.value  # building the board is not this step's
