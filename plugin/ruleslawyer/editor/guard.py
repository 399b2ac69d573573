"""The language server's one guard: every message read within limits, every handler's failure
a clean error (or nothing), never a Python traceback sent to the editor, never a dead server.

- :func:`serve_stdio` reads messages itself (pygls's loop exits on a huge ``Content-Length``):
  a header line or a body over its limit is refused in one logged line and skipped, and the
  reading goes on at the next ``Content-Length`` header.
- A message that is not JSON, or whose params are not the method's, is refused: a request
  gets an error response naming the method (``InvalidParams``), a notification is logged.
- :class:`GuardedProtocol` answers every request but ``initialize`` (and ``exit``) with
  ``ServerNotInitialized`` until ``initialize`` has come, and turns a handler's exception into
  an error response of one line (:class:`Refused`'s own message, or "could not answer ...")
  with no traceback; a notification's failure is logged (``window/logMessage``), not shown.
"""

from __future__ import annotations

import asyncio
import json
import logging
import re
import sys
from collections.abc import Callable
from concurrent.futures import Future
from threading import Event
from typing import Any, BinaryIO

from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol

logger = logging.getLogger("ruleslawyer.editor")

# A message body larger than this is refused unread (a .feature file is at most a few MB: the
# reader's own limit, ruleslawyer.scenario.files.MAX_INPUT_BYTES, is well under it).
MAX_BODY_BYTES = 64 * 1024 * 1024
MAX_HEADER_BYTES = 8 * 1024
_CONTENT_LENGTH = re.compile(rb"Content-Length: *(\d{1,30}) *\r\n$", re.IGNORECASE)

SERVER_NOT_INITIALIZED = -32002
INVALID_PARAMS = -32602
INVALID_REQUEST = -32600
INTERNAL_ERROR = -32603


class Refused(JsonRpcException):
    """A request the server answers with a clean error: ``message`` is all the editor sees."""

    CODE = INVALID_PARAMS

    def __init__(self, message: str, code: int = INVALID_PARAMS) -> None:
        super().__init__(message=message, code=code)


def _clean(method: str, error: BaseException) -> types.ResponseError:
    if isinstance(error, JsonRpcException):
        return types.ResponseError(code=error.code, message=str(error.message))
    return types.ResponseError(
        code=INTERNAL_ERROR,
        message=f"ruleslawyer-lsp could not answer {method}: {type(error).__name__} "
        "(an internal error: please report it with the document)",
    )


class GuardedProtocol(LanguageServerProtocol):
    """pygls's protocol, behind the guard: see the module's docstring."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.initialize_seen = False
        self._methods: dict[Any, str] = {}

    def handle_message(self, message: Any) -> None:
        method = getattr(message, "method", None)
        msg_id = getattr(message, "id", None)
        if method is None or method == types.EXIT:
            super().handle_message(message)
            return
        if method == types.INITIALIZE:
            if self.initialize_seen and msg_id is not None:
                self.refuse(msg_id, INVALID_REQUEST, "initialize was already received")
                return
            self.initialize_seen = True
        elif not self.initialize_seen:
            if msg_id is not None:  # a request: answered; a notification: dropped (the spec)
                self.refuse(
                    msg_id, SERVER_NOT_INITIALIZED, f"{method} before initialize is refused"
                )
            return
        if msg_id is not None:
            self._methods[msg_id] = method
        super().handle_message(message)

    def refuse(self, msg_id: Any, code: int, message: str) -> None:
        self._send_response(msg_id, None, types.ResponseError(code=code, message=message))

    def _send_handler_result(self, future: Future[Any], *, msg_id: Any) -> None:
        self._request_futures.pop(msg_id, None)
        method = self._methods.pop(msg_id, "the request")
        if future.cancelled():
            self.refuse(msg_id, -32800, f"{method} was cancelled")
            return
        error = future.exception()
        if error is None:
            self._send_response(msg_id, result=future.result())
            return
        logger.error("%s failed: %s: %s", method, type(error).__name__, error)
        self._send_response(msg_id, None, _clean(method, error))

    def _check_handler_result(self, future: Future[Any]) -> None:
        if future.cancelled() or (error := future.exception()) is None:
            return
        self.log(f"a notification could not be handled: {type(error).__name__}")

    def _handle_request(self, msg_id: Any, method_name: str, params: Any) -> None:
        try:
            super()._handle_request(msg_id, method_name, params)
        except Exception as error:  # never reached in pygls 2 (it answers itself); kept whole
            self._send_response(msg_id, None, _clean(method_name, error))

    def log(self, text: str) -> None:
        """One line for the editor's log (and stderr): never a popup, never a traceback."""
        logger.error("%s", text)
        try:
            self.notify(
                types.WINDOW_LOG_MESSAGE,
                types.LogMessageParams(type=types.MessageType.Error, message=text),
            )
        except Exception:  # the writer is gone: stderr has it
            logger.error("could not log to the editor")


class GuardedServer(LanguageServer):
    @property
    def guarded(self) -> GuardedProtocol:
        assert isinstance(self.protocol, GuardedProtocol)
        return self.protocol

    def report_server_error(self, error: Exception, source: Any) -> None:
        self.guarded.log(f"ruleslawyer-lsp: {type(error).__name__} (the server goes on)")


def serve_stdio(server: GuardedServer, stdin: BinaryIO | None = None) -> None:
    """Serve over stdio with the guard's reading loop; returns when the input ends or on exit."""
    server._stop_event = stop = Event()
    reader = stdin or sys.stdin.buffer
    server.protocol.set_writer(_Writer(sys.stdout.buffer))
    try:
        asyncio.run(_read_loop(stop, reader, server.guarded, server.thread_pool))
    except BrokenPipeError:
        logger.error("the editor's connection is lost; stopping")
    except (KeyboardInterrupt, SystemExit):
        pass
    finally:
        server.shutdown()  # type: ignore[no-untyped-call]  # pygls leaves it unannotated


class _Writer:
    def __init__(self, stdout: BinaryIO) -> None:
        self._stdout = stdout

    def close(self) -> None:
        self._stdout.close()

    def write(self, data: bytes) -> None:
        self._stdout.write(data)
        self._stdout.flush()


async def _read_loop(stop: Event, stdin: BinaryIO, protocol: GuardedProtocol, pool: Any) -> None:
    loop = asyncio.get_running_loop()

    def read(call: Callable[[int], bytes], size: int) -> asyncio.Future[bytes]:
        return loop.run_in_executor(pool, call, size)

    length: int | None = None
    while not stop.is_set():
        header = await read(stdin.readline, MAX_HEADER_BYTES)
        if not header:
            break
        found = _CONTENT_LENGTH.search(header)
        if found is not None:
            length = int(found[1])
            continue
        if header.strip() or length is None:
            continue  # another header, or a line of a body refused (reading resumes at a header)
        if length > MAX_BODY_BYTES:
            protocol.log(
                f"ruleslawyer-lsp: a message of {length} bytes was refused unread (the limit "
                f"is {MAX_BODY_BYTES} bytes); the next message is read"
            )
            length = None
            continue
        size, length = length, None
        body = await read(stdin.read, size) if size else b""
        if size and not body:
            break  # the input ended
        handle(protocol, body)


def handle(protocol: GuardedProtocol, body: bytes) -> None:
    """One message's body: refused cleanly when it is not JSON-RPC, else handled."""
    try:
        raw = json.loads(body)
    except (ValueError, RecursionError) as error:
        protocol.log(f"ruleslawyer-lsp: a message that is not JSON was skipped ({error!s:.80})")
        return
    if not isinstance(raw, dict) or "jsonrpc" not in raw:
        protocol.log("ruleslawyer-lsp: a message that is not a JSON-RPC object was skipped")
        return
    method = raw.get("method")
    msg_id = raw.get("id")
    try:
        message = protocol.structure_message(raw)
    except Exception:
        if isinstance(method, str) and isinstance(msg_id, int | str):
            protocol.refuse(msg_id, INVALID_PARAMS, f"the params of {method} are not valid")
        else:
            protocol.log(f"ruleslawyer-lsp: a message of invalid form was skipped ({method!r:.80})")
        return
    try:
        protocol.handle_message(message)
    except Exception as error:
        if isinstance(method, str) and isinstance(msg_id, int | str):
            protocol._send_response(msg_id, None, _clean(method, error))
        else:
            protocol.log(f"ruleslawyer-lsp: a message was not handled ({type(error).__name__})")
