"""``ruleslawyer-lsp``: a language server for ``.feature`` files, on pygls, over stdio.

Completion of phrases and slot values (:mod:`.complete`), diagnostics with a run's own errors
and suggestions (:mod:`.check`), each suggestion as a quick fix, and hover with the clauses a
step decides (:mod:`.hover`). Installed with the ``[lsp]`` extra; the command line is
:mod:`.cli`, the guard every message and handler is behind is :mod:`.guard`.

A document is the editor's buffer, never the file on disk: a request about a document the
editor has not opened is refused. Positions past the document's end answer nothing.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path
from pygls.workspace import TextDocument

from ruleslawyer.editor import check, complete, hover
from ruleslawyer.editor.guard import GuardedProtocol, GuardedServer, Refused, serve_stdio
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.templates import TOKEN as _TOKEN

SOURCE = "ruleslawyer"


class RulesServer(GuardedServer):
    """The language server, with the problems of the scenarios it has checked."""

    def __init__(self, name: str, version: str) -> None:
        super().__init__(name, version, protocol_cls=GuardedProtocol)
        self.checked = check.Checked()


server = RulesServer("ruleslawyer-lsp", "0.1.0")


def serve() -> None:
    """Serve over stdio until the editor says exit (or the input ends)."""
    serve_stdio(server)


def _document(uri: str) -> TextDocument:
    """The editor's buffer of ``uri``: refused when the editor has not opened it (pygls would
    read the file from disk behind the editor's back)."""
    document: TextDocument | None = server.workspace.text_documents.get(uri)
    if document is None:
        raise Refused(f"{uri[:200]} is not open in the editor; open it first")
    return document


def _path_and_root(uri: str) -> tuple[Path, Path]:
    path = Path(to_fs_path(uri) or uri)
    for folder in server.workspace.folders.values():
        root = Path(to_fs_path(folder.uri) or folder.uri)
        if path.is_relative_to(root):
            return path, root
    root_path = server.workspace.root_path
    if root_path and path.is_relative_to(root_path):
        return path, Path(root_path)
    return path, path.parent


def diagnostics(text: str, uri: str) -> list[types.Diagnostic]:
    path, root = _path_and_root(uri)
    lines = text.splitlines()
    found = []
    for problem in check.check_text(text, path, root, server.checked, limit=check.LIMIT_SECONDS):
        row = min(max(problem.line - 1, 0), max(len(lines) - 1, 0))
        line = lines[row] if lines else ""
        start, end = _span(line, problem.word)
        found.append(
            types.Diagnostic(
                range=types.Range(types.Position(row, start), types.Position(row, end)),
                message=problem.rendered,
                severity=types.DiagnosticSeverity.Warning
                if problem.unfinished
                else types.DiagnosticSeverity.Error,
                source=SOURCE,
                data={"word": problem.word, "suggestion": problem.suggestion},
            )
        )
    return found


def _span(line: str, word: str | None) -> tuple[int, int]:
    """The columns of ``word`` in ``line``, or of the line's text."""
    if word and (at := line.find(word)) >= 0:
        return at, at + len(word)
    stripped = line.lstrip()
    return len(line) - len(stripped), len(line.rstrip())


def _publish(uri: str) -> None:
    document = server.workspace.text_documents.get(uri)
    if document is None:
        return  # a change to a document never opened: nothing to check
    server.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=uri, diagnostics=diagnostics(document.source, uri))
    )


@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: LanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    _publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: LanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    _publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_SAVE)
def did_save(ls: LanguageServer, params: types.DidSaveTextDocumentParams) -> None:
    _publish(params.text_document.uri)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: LanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    server.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
    )


@server.feature(
    types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=['"', " "])
)
def completion(ls: LanguageServer, params: types.CompletionParams) -> types.CompletionList:
    document = _document(params.text_document.uri)
    lines = document.source.splitlines() or [""]
    row, column = params.position.line, params.position.character
    if row == len(lines) and document.source.endswith(("\n", "\r")):
        lines.append("")  # the empty last line after a final line break
    if not 0 <= row < len(lines):
        return types.CompletionList(is_incomplete=False, items=[])
    column = min(max(column, 0), len(lines[row]))
    items = []
    for number, item in enumerate(complete.complete(lines, row, column)):
        edit_range = types.Range(types.Position(row, item.start), types.Position(row, column))
        items.append(
            types.CompletionItem(
                label=item.label,
                detail=item.detail,
                kind=types.CompletionItemKind.Snippet
                if item.snippet
                else types.CompletionItemKind.Value,
                filter_text=item.filter,
                sort_text=f"{number:05d}",
                insert_text_format=types.InsertTextFormat.Snippet
                if item.snippet
                else types.InsertTextFormat.PlainText,
                text_edit=types.TextEdit(range=edit_range, new_text=item.insert),
            )
        )
    return types.CompletionList(is_incomplete=False, items=items)


@server.feature(
    types.TEXT_DOCUMENT_CODE_ACTION,
    types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix]),
)
def code_action(ls: LanguageServer, params: types.CodeActionParams) -> list[types.CodeAction]:
    uri = params.text_document.uri
    lines = _document(uri).source.splitlines()
    actions = []
    for diagnostic in params.context.diagnostics:
        data: Any = diagnostic.data
        if diagnostic.source != SOURCE or not isinstance(data, dict):
            continue
        word, suggestion = data.get("word"), data.get("suggestion")
        if not isinstance(word, str | None) or not isinstance(suggestion, str | None):
            continue  # not what this server wrote
        row = diagnostic.range.start.line
        if not 0 <= row < len(lines):
            continue
        for title, new_line in fixes(lines[row], word, suggestion):
            edit = types.TextEdit(
                range=types.Range(types.Position(row, 0), types.Position(row, len(lines[row]))),
                new_text=new_line,
            )
            actions.append(
                types.CodeAction(
                    title=title,
                    kind=types.CodeActionKind.QuickFix,
                    diagnostics=[diagnostic],
                    edit=types.WorkspaceEdit(changes={uri: [edit]}),
                )
            )
    return actions


def fixes(line: str, word: str | None, suggestion: str | None) -> list[tuple[str, str]]:
    """(title, fixed line) for each suggestion of an error on ``line``.

    A step no phrase matches (its suggestions are phrases, or lines with its keyword) gets
    each suggested line as it is, and each suggested phrase
    written out with the step's quoted names in its quoted slots (other slots stay
    ``<slot>``); any other error gets its offending word replaced by the suggestion.
    """
    if not suggestion:
        return []
    step = re.match(r"^(\s*)(\S+) (.*)$", line)
    parts = [p.strip() for p in suggestion.split(" | ")]
    if step is not None and any(p in _PHRASES or p.startswith(step[2] + " ") for p in parts):
        # A step no phrase matches (its word is the step, or the word where it goes astray).
        names = re.findall(r'"[^"]*"', step[3])
        found = []
        for part in parts:
            definition = _PHRASES.get(part)
            if definition is not None:
                text = _TOKEN.sub(partial(_written, names=iter(names)), definition.template)
            elif part.startswith(step[2] + " "):
                text = part[len(step[2]) + 1 :]  # a whole line to write, with this keyword
            else:
                continue
            found.append((f"Change to: {text}", f"{step[1]}{step[2]} {text}"))
        return found
    if word and word in line:
        return [(f"Change {word!r} to {suggestion!r}", line.replace(word, suggestion, 1))]
    return []


_PHRASES = {f"{s.kind.capitalize()} {s.phrase}": s for s in REGISTRY}


def _written(m: re.Match[str], names: Iterator[str]) -> str:
    """A slot or choice of a template, written out: the first choice, a name put back."""
    if m["alts"] is not None:
        return m["alts"].split("|")[0]
    if m["kind"] is None:
        return next(names, f'"<{m["name"]}>"').strip('"')
    return f"<{m['name']}>"


@server.feature(types.TEXT_DOCUMENT_HOVER)
def on_hover(ls: LanguageServer, params: types.HoverParams) -> types.Hover | None:
    uri = params.text_document.uri
    source = _document(uri).source
    if params.position.line < 0:
        return None
    path, root = _path_and_root(uri)
    with check.time_limit(check.LIMIT_SECONDS):
        try:
            text = hover.hover(source, path, root, params.position.line)
        except check.TooSlow:
            text = f"Not worked out within {check.LIMIT_SECONDS:g} s (the editor's limit)."
    if text is None:
        return None
    return types.Hover(contents=types.MarkupContent(types.MarkupKind.Markdown, text))
