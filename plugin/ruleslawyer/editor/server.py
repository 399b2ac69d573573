"""``ruleslawyer-lsp``: a language server for ``.feature`` files, on pygls, over stdio.

Completion of phrases and slot values (:mod:`.complete`), diagnostics with a run's own errors
and suggestions (:mod:`.check`), each suggestion as a quick fix, and hover with the clauses a
step decides (:mod:`.hover`). Installed with the ``[lsp]`` extra.
"""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer
from pygls.uris import to_fs_path

from ruleslawyer.editor import check, complete, hover
from ruleslawyer.editor.schema import board_schema_path
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.templates import TOKEN as _TOKEN

SOURCE = "ruleslawyer"


class RulesServer(LanguageServer):
    """The language server, with the problems of the scenarios it has checked."""

    def __init__(self, name: str, version: str) -> None:
        super().__init__(name, version)
        self.checked = check.Checked()


server = RulesServer("ruleslawyer-lsp", "0.1.0")


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
    for problem in check.check_text(text, path, root, server.checked):
        row = min(max(problem.line - 1, 0), max(len(lines) - 1, 0))
        line = lines[row] if lines else ""
        start, end = _span(line, problem.word)
        found.append(
            types.Diagnostic(
                range=types.Range(types.Position(row, start), types.Position(row, end)),
                message=problem.rendered,
                severity=types.DiagnosticSeverity.Error,
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
    document = server.workspace.get_text_document(uri)
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
    document = server.workspace.get_text_document(params.text_document.uri)
    lines = document.source.splitlines() or [""]
    row, column = params.position.line, params.position.character
    while row >= len(lines):
        lines.append("")
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
    lines = server.workspace.get_text_document(uri).source.splitlines()
    actions = []
    for diagnostic in params.context.diagnostics:
        data: Any = diagnostic.data
        if diagnostic.source != SOURCE or not isinstance(data, dict):
            continue
        row = diagnostic.range.start.line
        if row >= len(lines):
            continue
        for title, new_line in fixes(lines[row], data.get("word"), data.get("suggestion")):
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

    A step no phrase matches gets each suggested line as it is, and each suggested phrase
    written out with the step's quoted names in its quoted slots (other slots stay
    ``<slot>``); any other error gets its offending word replaced by the suggestion.
    """
    if not suggestion:
        return []
    step = re.match(r"^(\s*)(\S+) (.*)$", line)
    if step is not None and word == step[3].strip():
        names = re.findall(r'"[^"]*"', step[3])
        found = []
        for part in (p.strip() for p in suggestion.split(" | ")):
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
    path, root = _path_and_root(uri)
    text = hover.hover(
        server.workspace.get_text_document(uri).source, path, root, params.position.line
    )
    if text is None:
        return None
    return types.Hover(contents=types.MarkupContent(types.MarkupKind.Markdown, text))


def main(argv: list[str] | None = None) -> int:
    """The console script: serve over stdio (``--stdio`` is accepted and is the default);
    ``--board-schema`` prints where the board JSON Schema is installed, and exits."""
    args = sys.argv[1:] if argv is None else argv
    if args == ["--board-schema"]:
        print(board_schema_path())
        return 0
    unknown = [a for a in args if a != "--stdio"]
    if unknown:
        print(
            f"ruleslawyer-lsp: unknown argument {unknown[0]!r}; it takes --stdio (the default) "
            "or --board-schema",
            file=sys.stderr,
        )
        return 2
    server.start_io()
    return 0
