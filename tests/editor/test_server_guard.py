"""Issue 42 items 10-12: ``ruleslawyer-lsp`` behind one guard, through a real client (pytest-lsp,
over stdio). After each malformed message the server is alive and answers (``_alive``), and
nothing the editor receives carries a Python traceback."""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
import time
from collections.abc import AsyncIterator
from concurrent.futures import Future
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import ClientServerConfig, LanguageClient

# slow: starts the language server in a process, with time limits
# One worker per module under xdist: its language server (a module fixture) starts once.
pytestmark = [
    pytest.mark.slow,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("server_guard"),
]

LIMIT = 3  # the server's time limit for a check, in seconds (RULESLAWYER_LSP_CHECK_SECONDS)
SERVER = ClientServerConfig(
    server_command=[sys.executable, "-m", "ruleslawyer.editor"],
    server_env={**os.environ, "RULESLAWYER_LSP_CHECK_SECONDS": str(LIMIT)},
)
GOOD = 'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n    Then "Squad" is not engaged\n'


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("guarded")


@pytest_lsp.fixture(scope="module", config=SERVER)  # type: ignore[untyped-decorator]  # pytest-lsp
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


def _raw(client: LanguageClient, data: bytes) -> None:
    """Bytes written to the server's stdin as they are, past the client's own checks."""
    server = client._server
    assert server is not None and server.stdin is not None
    server.stdin.write(data)


async def _raw_request(client: LanguageClient, method: str, params: str) -> object:
    """A request written as raw JSON; its answer (or the error it raised), within 60 s."""
    msg_id = f"raw-{time.monotonic_ns()}"
    answer: Future[object] = Future()
    client.protocol._request_futures[msg_id] = answer
    body = f'{{"jsonrpc":"2.0","id":"{msg_id}","method":"{method}","params":{params}}}'
    _raw(client, _message(body.encode()))
    return await asyncio.wait_for(asyncio.wrap_future(answer), 60)


def _message(body: bytes) -> bytes:
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


async def _open(client: LanguageClient, path: Path, text: str) -> list[types.Diagnostic]:
    client.diagnostics.pop(path.as_uri(), None)
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(types.TextDocumentItem(path.as_uri(), "gherkin", 1, text))
    )
    while path.as_uri() not in client.diagnostics:
        await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return list(client.diagnostics[path.as_uri()])


async def _alive(client: LanguageClient, workspace: Path) -> None:
    """The server still runs and answers a request about a document it has (within 60 s)."""
    path = workspace / "alive.feature"
    await _open(client, path, GOOD)
    lines = GOOD.splitlines()
    result = await asyncio.wait_for(
        client.text_document_completion_async(
            types.CompletionParams(
                types.TextDocumentIdentifier(path.as_uri()), types.Position(3, len(lines[3]))
            )
        ),
        60,
    )
    assert result is not None
    assert client._server is not None and client._server.returncode is None
    _no_traceback(client)


def _no_traceback(client: LanguageClient) -> None:
    for shown in [m.message for m in client.messages] + [m.message for m in client.log_messages]:
        assert "Traceback" not in shown and 'File "' not in shown, shown
    assert not client.messages, [m.message for m in client.messages]  # no popup at all


def _clean(error: JsonRpcException) -> None:
    assert error.data is None  # pygls puts the traceback in the error's data
    assert "Traceback" not in str(error.message) and 'File "' not in str(error.message)
    assert "\n" not in str(error.message)


@pytest.mark.parametrize("length", [b"99999999999999999999", b"1000000000000"])
async def test_a_huge_content_length_is_refused_and_the_server_lives(
    client: LanguageClient, workspace: Path, length: bytes
) -> None:
    _raw(client, b"Content-Length: " + length + b"\r\n\r\n" + b'{"jsonrpc":"2.0"}')
    await _alive(client, workspace)
    assert any("refused unread" in m.message for m in client.log_messages)


async def test_bodies_that_are_not_json_rpc_are_skipped(
    client: LanguageClient, workspace: Path
) -> None:
    for body in (b"not json", b"[1, 2]", b"\xff\xfe", b"[" * 100_000, b'{"id": 1}', b"{}"):
        _raw(client, _message(body))
    _raw(client, b"Content-Length: 0\r\n\r\n")
    _raw(client, b"X-Header: " + b"x" * 100_000 + b"\r\n")  # a header line over its limit
    await _alive(client, workspace)


async def test_garbage_params_get_a_clean_error(client: LanguageClient, workspace: Path) -> None:
    for params in ('{"garbage": 1}', "5", '{"textDocument": 7, "position": "x"}', "null"):
        with pytest.raises(JsonRpcException) as refused:
            await _raw_request(client, types.TEXT_DOCUMENT_COMPLETION, params)
        _clean(refused.value)
        assert "textDocument/completion" in str(refused.value.message)
    _raw(client, _message(b'{"jsonrpc":"2.0","method":"textDocument/didOpen","params":5}'))
    await _alive(client, workspace)


async def test_a_document_never_opened_is_refused_not_read_from_disk(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "on_disk.feature"
    path.write_text(GOOD, encoding="utf-8")
    for request in (
        client.text_document_completion_async(
            types.CompletionParams(
                types.TextDocumentIdentifier(path.as_uri()), types.Position(3, 5)
            )
        ),
        client.text_document_hover_async(
            types.HoverParams(types.TextDocumentIdentifier(path.as_uri()), types.Position(3, 5))
        ),
    ):
        with pytest.raises(JsonRpcException) as refused:
            await request
        _clean(refused.value)
        assert "is not open in the editor" in str(refused.value.message)
    await _alive(client, workspace)


async def test_a_folder_uri_is_refused(client: LanguageClient, workspace: Path) -> None:
    with pytest.raises(JsonRpcException) as refused:
        await client.text_document_hover_async(
            types.HoverParams(
                types.TextDocumentIdentifier(workspace.as_uri()), types.Position(0, 0)
            )
        )
    _clean(refused.value)
    await _alive(client, workspace)


async def test_a_lone_surrogate_is_an_error_of_its_line(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "surrogate.feature"
    text = GOOD.replace("Squad", "Sq\ud800uad", 1)
    (diagnostic,) = await _open(client, path, text)
    assert diagnostic.range.start.line == 2 and "lone surrogate" in diagnostic.message
    await _alive(client, workspace)


async def test_a_code_action_with_foreign_data_gives_nothing(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "mistake.feature"
    text = GOOD.replace("is not engaged", "is not enaged")
    (diagnostic,) = await _open(client, path, text)
    for data in ({"word": 5, "suggestion": ["x"]}, "a string", [1, 2], {"word": None}):
        foreign = types.Diagnostic(diagnostic.range, "m", source="ruleslawyer", data=data)
        actions = await client.text_document_code_action_async(
            types.CodeActionParams(
                types.TextDocumentIdentifier(path.as_uri()),
                diagnostic.range,
                types.CodeActionContext([foreign]),
            )
        )
        assert not actions
    await _alive(client, workspace)


async def test_a_position_far_past_the_end_answers_at_once(
    client: LanguageClient, workspace: Path
) -> None:
    path = workspace / "far.feature"
    await _open(client, path, GOOD)
    started = time.monotonic()
    result = await client.text_document_completion_async(
        types.CompletionParams(
            types.TextDocumentIdentifier(path.as_uri()), types.Position(2**31 - 1, 2**31 - 1)
        )
    )
    assert isinstance(result, types.CompletionList) and not result.items
    hover = await client.text_document_hover_async(
        types.HoverParams(types.TextDocumentIdentifier(path.as_uri()), types.Position(2**31 - 1, 0))
    )
    assert hover is None
    assert time.monotonic() - started < 10
    await _alive(client, workspace)


# Two Examples blocks that repeat one row: a reader's endless loop once (issue 42 item 6).
ENDLESS = (
    'Feature: f\n  Scenario Outline: s\n    Given a unit "<u>"\n    Then "<u>" is not engaged\n'
    + "\n    Examples:\n      | u |\n      | A |\n      | A |\n" * 2
)


async def test_diagnostics_are_bounded_in_time_whatever_the_input(
    client: LanguageClient, workspace: Path
) -> None:
    """Whatever a check meets, diagnostics come within the limit (a warning where it stopped),
    and the server answers at once after."""
    started = time.monotonic()
    found = await asyncio.wait_for(_open(client, workspace / "endless.feature", ENDLESS), 60)
    assert time.monotonic() - started < LIMIT + 10
    for diagnostic in found:
        if diagnostic.severity == types.DiagnosticSeverity.Warning:
            assert f"limit of {LIMIT} s" in diagnostic.message
    await _alive(client, workspace)


async def test_a_second_initialize_is_refused(client: LanguageClient, workspace: Path) -> None:
    with pytest.raises(JsonRpcException) as refused:
        await client.initialize_async(
            types.InitializeParams(capabilities=types.ClientCapabilities())
        )
    _clean(refused.value)
    await _alive(client, workspace)


def _responses(out: bytes) -> dict[object, dict[str, object]]:
    found = {}
    while b"\r\n\r\n" in out:
        head, out = out.split(b"\r\n\r\n", 1)
        length = int(head.split(b"Content-Length: ")[1].split(b"\r\n")[0])
        message, out = json.loads(out[:length]), out[length:]
        if "id" in message:
            found[message["id"]] = message
    return found


async def test_requests_before_initialize_are_refused() -> None:
    """Over raw stdio (the client here would say initialize first): a shutdown and a hover
    before initialize are refused with ServerNotInitialized; initialize then works."""
    requests: list[dict[str, object]] = [
        {"id": 1, "method": "shutdown"},
        {
            "id": 2,
            "method": "textDocument/hover",
            "params": {
                "textDocument": {"uri": "file:///x.feature"},
                "position": {"line": 0, "character": 0},
            },
        },
        {"id": 3, "method": "initialize", "params": {"capabilities": {}}},
        {"id": 4, "method": "shutdown"},
        {"method": "exit"},
    ]
    stdin = b"".join(_message(json.dumps({"jsonrpc": "2.0", **r}).encode()) for r in requests)
    done = subprocess.run(
        [sys.executable, "-m", "ruleslawyer.editor"], input=stdin, capture_output=True, timeout=120
    )
    answers = _responses(done.stdout)
    for refused in (1, 2):
        error = answers[refused]["error"]
        assert isinstance(error, dict) and error["code"] == -32002  # ServerNotInitialized
        assert "before initialize" in error["message"] and "data" not in error
    assert "capabilities" in answers[3]["result"]  # type: ignore[operator]
    assert "error" not in answers[4]
    assert done.returncode == 0 and b"Traceback" not in done.stderr
