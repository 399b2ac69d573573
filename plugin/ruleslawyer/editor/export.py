"""The step library as plain ``@given/@when/@then`` stubs for the Cucumber language server.

Each registry template becomes one Cucumber Expression: a slot becomes a parameter type named
after it (``{unit}``, ``{move}``; a whole number is ``{int}``), a closed slot's parameter type
is the alternation of its values (:mod:`ruleslawyer.editor.vocabulary`), and a choice of word
endings (``model[s|]``) becomes an alternation of words (``model/models``). The module defines
its own decorators and imports nothing, so it is never run by mistake; its docstring holds the
VS Code settings (``cucumber.glue``, ``cucumber.parameterTypes``) that make it work.
"""

from __future__ import annotations

import itertools
import json
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruleslawyer.editor import vocabulary
from ruleslawyer.scenario.registry import REGISTRY, StepDef
from ruleslawyer.scenario.templates import TOKEN as _TOKEN
from ruleslawyer.scenario.templates import slot_pattern

# What the Cucumber language server (1.7.0) takes for a regular expression in a plain string.
_REGEX_LOOKING = re.compile(r"[().*\\|]")


@dataclass(frozen=True)
class Stub:
    kind: str
    expression: str
    phrase: str


def _slot_kinds() -> dict[str, set[str]]:
    """Each slot name of the library, with the kinds it is used with (whole numbers aside:
    they are Cucumber's own ``{int}``)."""
    kinds: dict[str, set[str]] = {}
    for step in REGISTRY:
        for m in _TOKEN.finditer(step.template):
            if m["name"] and m["kind"] != "int":
                kinds.setdefault(m["name"], set()).add(m["kind"] or "")
    return kinds


# A phrase's literal parentheses (``at (<x>, <y>)``): a Cucumber Expression would read them as an
# optional part, and its backslash escape would come back doubled from a Python literal, so
# each is a parameter type of its own.
_PARENTHESES = {"(": "open_paren", ")": "close_paren"}
_PARENTHESIS_TYPES = {"open_paren": "\\(", "close_paren": "\\)"}


def parameter_types() -> dict[str, str]:
    """Every parameter type the stubs use, by name, with its regular expression."""
    types: dict[str, str] = {}
    if any(c in step.template for step in REGISTRY for c in _PARENTHESES):
        types.update(_PARENTHESIS_TYPES)
    for name, found in sorted(_slot_kinds().items()):
        values = vocabulary.closed(name)
        for kind in sorted(found):
            # A slot kind's pattern is character classes JavaScript reads as Python does.
            regexp = vocabulary.js_alternation(name, values) if values else slot_pattern(kind)
            types[_type_name(name, kind, found)] = regexp
    return types


def _type_name(name: str, kind: str, kinds: set[str]) -> str:
    # A name the library uses with two kinds ({keyword:word}, {keyword:text}) is two types.
    return name if len(kinds) == 1 else f"{name}_{kind or 'name'}"


def stubs() -> list[Stub]:
    """One stub per phrase form, in the registry's order."""
    kinds = _slot_kinds()
    found: list[Stub] = []
    for step in REGISTRY:
        for expression in expressions(step, kinds):
            found.append(Stub(step.kind, expression, step.phrase))
    return found


def expressions(step: StepDef, kinds: dict[str, set[str]]) -> list[str]:
    """The Cucumber Expressions for ``step``: one, unless a choice cannot be written as one
    (a choice of several words, or one inside a word with a slot): then one per choice."""
    found: list[str] = []
    for template in _spaced_choices_written_out(step.template):
        choices = [_word(word, kinds) for word in re.split(r"( )", template)]
        found += ["".join(combo) for combo in itertools.product(*choices)]
    return list(dict.fromkeys(found))


def _spaced_choices_written_out(template: str) -> list[str]:
    """``template`` once per alternative of each choice whose alternatives hold a space
    (``[negated=not |]within``), which no Cucumber alternation can write."""
    for m in _TOKEN.finditer(template):
        if m["alts"] is not None and " " in m["alts"]:
            head, tail = template[: m.start()], template[m.end() :]
            return [
                written
                for alt in m["alts"].split("|")
                for written in _spaced_choices_written_out(head + alt + tail)
            ]
    return [template]


def _word(word: str, kinds: dict[str, set[str]]) -> list[str]:
    """One word of a template as Cucumber Expression text (or several, one per choice)."""
    parts: list[list[str]] = []
    pos = 0
    has_slot = False
    for m in _TOKEN.finditer(word):
        parts.append([_literal(word[pos : m.start()])])
        if m["name"]:
            has_slot = True
            kind = m["kind"] or ""
            name = "int" if kind == "int" else _type_name(m["name"], kind, kinds[m["name"]])
            parts.append(["{" + name + "}"])
        else:
            parts.append([_literal(a) for a in m["alts"].split("|")])
        pos = m.end()
    parts.append([_literal(word[pos:])])
    forms = ["".join(combo) for combo in itertools.product(*parts)]
    if len(forms) == 1:
        return forms
    if has_slot or any(not f or " " in f for f in forms):
        return forms  # the caller makes one expression per choice
    return ["/".join(dict.fromkeys(forms))]


def _literal(text: str) -> str:
    # A Cucumber Expression escapes these with a backslash, which the language server would
    # read back doubled from a Python literal: no phrase may use them literally, but for
    # parentheses, written as parameter types (``_PARENTHESES``).
    if re.search(r"[{}/\\]", text):
        raise ValueError(f"{text!r}: a phrase cannot use {{ }} / or \\ as plain words")
    return "".join("{" + _PARENTHESES[c] + "}" if c in _PARENTHESES else c for c in text)


def _python_string(expression: str) -> str:
    """``expression`` as a Python literal the Cucumber language server reads back verbatim.

    It strips a plain string's quotes without unescaping, and reads a string with ``(`` or
    ``\\`` in it as a regular expression: such text, or text with both kinds of quote, is
    written as two literals joined by ``+``, which it reads as a Cucumber Expression.
    """
    if not _REGEX_LOOKING.search(expression):
        for quote in ('"', "'"):
            if quote not in expression:
                return quote + expression + quote
    pieces: list[str] = []
    for char in expression:
        if pieces and not {'"', "'"} <= set(pieces[-1] + char):
            pieces[-1] += char
        else:
            pieces.append(char)
    if len(pieces) == 1:
        pieces = [expression[:1], expression[1:]]
    return " + ".join(_quoted(piece) for piece in pieces)


def _quoted(piece: str) -> str:
    quote = "'" if '"' in piece else '"'
    return quote + piece + quote


def settings(glue: str) -> dict[str, Any]:
    """The VS Code settings (Cucumber extension) that read ``glue``."""
    return {
        "cucumber.features": ["**/*.feature"],
        "cucumber.glue": [glue],
        "cucumber.parameterTypes": [
            {"name": name, "regexp": regexp} for name, regexp in parameter_types().items()
        ],
    }


def module_text(glue: str) -> str:
    """The whole exported module: the settings in its docstring, the decorators, the stubs."""
    snippet = json.dumps(settings(glue), indent=2)
    lines = [
        'r"""Step stubs of pytest-ruleslawyer for the Cucumber language server (generated by',
        "pytest --ruleslawyer-export-steps; do not edit, export again after an upgrade).",
        "",
        "These stubs are never run: the plugin runs the steps. They let an editor complete every",
        "phrase and flag a step no phrase matches. VS Code settings (Cucumber extension):",
        "",
        snippet,
        '"""',
        "",
        "",
        "def _step(expression):",
        "    def register(function):",
        "        return function",
        "",
        "    return register",
        "",
        "",
        "given = when = then = _step",
        "",
    ]
    for number, stub in enumerate(stubs(), start=1):
        lines += [
            "",
            f"@{stub.kind}({_python_string(stub.expression)})",
            f"def {stub.kind}_{number}():",
            f"    pass  # {stub.kind.capitalize()} {stub.phrase}",
            "",
        ]
    return "\n".join(lines)


def export(path: Path, glue: str) -> str:
    """Write the stubs to ``path``; the settings snippet, to show the user."""
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(module_text(glue), encoding="utf-8")
    return json.dumps(settings(glue), indent=2)
