"""The FAQ document (docs/ci.md#publishing-the-faq-document): every ``@faq`` entry with its
verdict, for a rules team to
publish. Markdown, or one self-contained HTML page (inline styles, no scripts, no network).

Both are pure functions of the entries and a header, so the same run inputs give the same
bytes: no timestamps, entries in file and line order, each with an anchor that both formats
spell the same way.
"""

from __future__ import annotations

import html
import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ruleslawyer.core.references import RULES_EDITION

Entry = dict[str, Any]
VERDICTS = ("confirmed", "contradicted", "undecided")
TITLE = "Rules FAQ"
_MEANING = {
    "confirmed": "the rules core agrees with the answer",
    "contradicted": "the rules core disagrees with the answer: see the counterexample",
    "undecided": "the entry could not be checked as written: see the error",
}


@dataclass(frozen=True)
class Header:
    rules_version: str  # the rules core's version (the package version)
    command: str  # the command that writes this document again


def anchors(entries: Sequence[Entry]) -> list[str]:
    """One anchor per entry, from its question: unique, stable, the same in both formats."""
    seen: set[str] = set()
    found = []
    for entry in entries:
        base = re.sub(r"[^a-z0-9]+", "-", entry["question"].lower()).strip("-")
        if len(base) > 60:  # cut at a word, not inside one
            base = base[:61].rsplit("-", 1)[0]
        base = base or "entry"
        anchor, n = base, 1
        while anchor in seen:
            n += 1
            anchor = f"{base}-{n}"
        seen.add(anchor)
        found.append(anchor)
    return found


def _counts(entries: Sequence[Entry]) -> str:
    total = {v: sum(1 for e in entries if e["verdict"] == v) for v in VERDICTS}
    listed = ", ".join(f"{total[v]} {v}" for v in VERDICTS)
    return f"{len(entries)} {'entry' if len(entries) == 1 else 'entries'}: {listed}."


def _data_versions(entries: Sequence[Entry]) -> list[str]:
    return sorted({str(e["data_version"]) for e in entries if e.get("data_version")})


def _sections(entries: Sequence[Entry]) -> list[tuple[str, str, list[tuple[Entry, str]]]]:
    """(feature file, feature name, [(entry, anchor)]) in file order."""
    grouped: list[tuple[str, str, list[tuple[Entry, str]]]] = []
    for entry, anchor in zip(entries, anchors(entries), strict=True):
        if not grouped or grouped[-1][0] != entry["path"]:
            grouped.append((entry["path"], entry.get("feature") or entry["path"], []))
        grouped[-1][2].append((entry, anchor))
    return grouped


def _paragraphs(text: str) -> list[str]:
    return [" ".join(p.split()) for p in re.split(r"\n\s*\n", text.strip()) if p.strip()]


# -- Markdown ------------------------------------------------------------------------------------
def _md(text: str) -> str:
    """Plain text that Markdown shows as written."""
    return re.sub(r"([\\`*_\[\]<>#|])", r"\\\1", text)


def _fenced(text: str, language: str) -> list[str]:
    fence = "```" if "```" not in text else "````"
    return [f"{fence}{language}", *text.splitlines(), fence]


def markdown(entries: Sequence[Entry], header: Header) -> str:
    lines = [f"# {TITLE}", "", _counts(entries), ""]
    lines.append(f"- Rules: {RULES_EDITION}")
    lines.append(f"- Rules core: ruleslawyer {header.rules_version}")
    versions = _data_versions(entries)
    if versions:
        lines.append(f"- Datasheet data: {', '.join(versions)}")
    lines += [f"- Written by: `{header.command}`", ""]
    lines += [f"- **{v}**: {_MEANING[v]}" for v in VERDICTS]
    lines.append("")
    sections = _sections(entries)
    if not entries:
        lines += ["No `@faq` entries were run.", ""]
    else:
        lines += ["## Contents", ""]
    for path, name, items in sections:
        lines.append(f"- **{_md(name)}** (`{path}`)")
        lines += [f"  - [{_md(e['question'])}](#{a}) ({e['verdict']})" for e, a in items]
    lines.append("")
    for path, name, items in sections:
        lines += [f"## {_md(name)}", "", f"From `{path}`.", ""]
        for entry, anchor in items:
            lines += _md_entry(entry, anchor)
    return "\n".join(lines).rstrip("\n") + "\n"


def _md_entry(entry: Entry, anchor: str) -> list[str]:
    lines = [f'<a id="{anchor}"></a>', "", f"### {_md(entry['question'])}", ""]
    lines += [f"**Verdict: {entry['verdict']}**", ""]
    for paragraph in _paragraphs(entry["answer"]) or ["(no answer written)"]:
        lines += [_md(paragraph), ""]
    rules = "; ".join(entry["rules"]) if entry["rules"] else "none recorded"
    lines += [f"- Rules consulted: {_md(rules)}", f"- Scenario: `{entry['path']}:{entry['line']}`"]
    if entry.get("data_version"):
        lines.append(f"- Datasheet data: {_md(str(entry['data_version']))}")
    lines.append("")
    if entry["verdict"] == "contradicted":
        lines += ["Counterexample (a scenario that runs as written and fails):", ""]
        lines += _fenced(entry["counterexample"] or "", "gherkin")
        if entry.get("disagreement"):
            lines += ["", *_fenced(entry["disagreement"], "text")]
        lines.append("")
    elif entry["verdict"] == "undecided":
        lines += ["Error:", "", *_fenced(entry["error"] or "", "text"), ""]
    return lines


# -- HTML ----------------------------------------------------------------------------------------
_STYLE = """
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 2rem auto; padding: 0 1rem;
  line-height: 1.5; color: #1b1b1b; }
h1, h2, h3 { line-height: 1.25; }
article { border-top: 1px solid #ccc; padding-top: 0.5rem; margin-top: 1.5rem; }
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; }
.verdict { font-weight: bold; padding: 0 0.4rem; border-radius: 0.25rem; }
.confirmed { background: #d8f0d8; }
.contradicted { background: #f6d5d5; }
.undecided { background: #f3ecc8; }
.meta { color: #444; font-size: 0.95rem; }
""".strip()


def _h(text: str) -> str:
    return html.escape(text, quote=True)


def _verdict(verdict: str) -> str:
    return f'<span class="verdict {verdict}">{verdict}</span>'


def html_page(entries: Sequence[Entry], header: Header) -> str:
    out = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        f"<title>{TITLE}</title>",
        f"<style>\n{_STYLE}\n</style>",
        "</head>",
        "<body>",
        f"<h1>{TITLE}</h1>",
        f"<p>{_h(_counts(entries))}</p>",
        '<ul class="meta">',
        f"<li>Rules: {_h(RULES_EDITION)}</li>",
        f"<li>Rules core: ruleslawyer {_h(header.rules_version)}</li>",
    ]
    versions = _data_versions(entries)
    if versions:
        out.append(f"<li>Datasheet data: {_h(', '.join(versions))}</li>")
    out += [f"<li>Written by: <code>{_h(header.command)}</code></li>", "</ul>", "<ul>"]
    out += [f"<li>{_verdict(v)} {_h(_MEANING[v])}</li>" for v in VERDICTS]
    out.append("</ul>")
    sections = _sections(entries)
    if not entries:
        out.append("<p>No <code>@faq</code> entries were run.</p>")
    else:
        out += ["<nav>", "<h2>Contents</h2>", "<ul>"]
        for path, name, items in sections:
            out += [f"<li><strong>{_h(name)}</strong> (<code>{_h(path)}</code>)", "<ul>"]
            out += [
                f'<li><a href="#{a}">{_h(e["question"])}</a> {_verdict(e["verdict"])}</li>'
                for e, a in items
            ]
            out += ["</ul>", "</li>"]
        out += ["</ul>", "</nav>"]
    for path, name, items in sections:
        out += ["<section>", f"<h2>{_h(name)}</h2>", f"<p>From <code>{_h(path)}</code>.</p>"]
        for entry, anchor in items:
            out += _html_entry(entry, anchor)
        out.append("</section>")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"


def _html_entry(entry: Entry, anchor: str) -> list[str]:
    out = [
        f'<article id="{anchor}">',
        f"<h3>{_h(entry['question'])}</h3>",
        f"<p>Verdict: {_verdict(entry['verdict'])}</p>",
    ]
    out += [f"<p>{_h(p)}</p>" for p in _paragraphs(entry["answer"]) or ["(no answer written)"]]
    rules = "; ".join(entry["rules"]) if entry["rules"] else "none recorded"
    out += [
        '<ul class="meta">',
        f"<li>Rules consulted: {_h(rules)}</li>",
        f"<li>Scenario: <code>{_h(entry['path'])}:{entry['line']}</code></li>",
    ]
    if entry.get("data_version"):
        out.append(f"<li>Datasheet data: {_h(str(entry['data_version']))}</li>")
    out.append("</ul>")
    if entry["verdict"] == "contradicted":
        out.append("<p>Counterexample (a scenario that runs as written and fails):</p>")
        out.append(f"<pre>{_h(entry['counterexample'] or '')}</pre>")
        if entry.get("disagreement"):
            out.append(f"<pre>{_h(entry['disagreement'])}</pre>")
    elif entry["verdict"] == "undecided":
        out += ["<p>Error:</p>", f"<pre>{_h(entry['error'] or '')}</pre>"]
    out.append("</article>")
    return out


def render(entries: Sequence[Entry], header: Header, as_html: bool) -> str:
    return html_page(entries, header) if as_html else markdown(entries, header)
