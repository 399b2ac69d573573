"""The FAQ document as one self-contained HTML page (docs/ci.md#publishing-the-faq-document):
readable on a phone, printable, searchable offline. Inline styles and one small inline script
(search and verdict filter); no request leaves the page. Without scripts every entry shows and
the controls stay hidden.
"""

from __future__ import annotations

import html
from collections.abc import Sequence

from ruleslawyer.core.references import NOT_MODELLED_DOC
from ruleslawyer.pytest_plugin import faq_entries as fe
from ruleslawyer.pytest_plugin.faq_document import (
    TITLE,
    Header,
    header_items,
    incomplete_notice,
    markdown,
    problems,
)
from ruleslawyer.pytest_plugin.faq_entries import Entry

_STYLE = """
*, *::before, *::after { box-sizing: border-box; }
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 1.5rem auto;
  padding: 0 1rem; line-height: 1.5; color: #1b1b1b; background: #fff;
  overflow-wrap: break-word; }
h1, h2, h3 { line-height: 1.25; }
h2 { margin-top: 2.5rem; }
code { overflow-wrap: anywhere; }
article { border-top: 1px solid #ccc; padding-top: 0.5rem; margin-top: 1.5rem; }
article, section { scroll-margin-top: 7rem; }  /* clear of the sticky controls */
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; max-width: 100%; }
.verdict { font-weight: bold; padding: 0 0.4rem; border-radius: 0.25rem; white-space: nowrap; }
.confirmed { background: #d8f0d8; }
.contradicted { background: #f6d5d5; }
.undecided { background: #f3ecc8; }
.meta { color: #444; font-size: 0.95rem; }
.notice { border: 2px solid #a00; padding: 0.75rem; font-weight: bold; }
.rows { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
.controls { display: none; gap: 0.5rem; flex-wrap: wrap; align-items: center;
  position: sticky; top: 0; background: #fff; padding: 0.5rem 0; border-bottom: 1px solid #ccc; }
.js .controls { display: flex; }
.controls input { flex: 1 1 12rem; min-width: 0; font: inherit; padding: 0.3rem; }
.controls select { font: inherit; padding: 0.3rem; max-width: 100%; }
nav details { margin: 0.25rem 0; }
nav ul { margin: 0.25rem 0; }
@media print {
  .controls, .no-print { display: none !important; }
  [hidden] { display: block !important; }
  body { max-width: none; margin: 0; font-size: 11pt; }
  a { color: inherit; text-decoration: none; }
  pre { white-space: pre-wrap; overflow: visible; }
  article { break-inside: avoid-page; }
}
""".strip()

# Filters the entries as the reader types or picks a verdict; a section whose entries are all
# filtered out hides with them. Plain DOM, no request.
_SCRIPT = """
(function () {
  document.documentElement.className = "js";
  var search = document.getElementById("faq-search");
  var verdict = document.getElementById("faq-verdict");
  var shown = document.getElementById("faq-shown");
  var entries = Array.prototype.slice.call(document.querySelectorAll("article.entry"));
  var sections = Array.prototype.slice.call(document.querySelectorAll("section.feature"));
  function apply() {
    var words = search.value.toLowerCase().split(/\\s+/).filter(Boolean);
    var wanted = verdict.value;
    var count = 0;
    entries.forEach(function (entry) {
      var text = entry.textContent.toLowerCase();
      var ok = (!wanted || entry.getAttribute("data-verdict") === wanted) &&
        words.every(function (w) { return text.indexOf(w) !== -1; });
      entry.hidden = !ok;
      if (ok) { count += 1; }
    });
    sections.forEach(function (section) {
      section.hidden = !section.querySelector("article.entry:not([hidden])");
    });
    shown.textContent = count + " of " + entries.length + " shown";
  }
  search.addEventListener("input", apply);
  verdict.addEventListener("change", apply);
  apply();
})();
""".strip()


def _h(text: object) -> str:
    return html.escape(str(text), quote=True)


def _verdict(verdict: str) -> str:
    return f'<span class="verdict {verdict}">{verdict}</span>'


def section_id(path: str) -> str:
    return "section-" + fe.slug(path.removesuffix(".feature"), 80)


def html_page(entries: Sequence[Entry], header: Header) -> str:
    out = [
        "<!DOCTYPE html>",
        '<html lang="en">',
        "<head>",
        '<meta charset="utf-8">',
        '<meta name="viewport" content="width=device-width, initial-scale=1">',
        f"<title>{TITLE}</title>",
        f"<style>\n{_STYLE}\n</style>",
        "</head>",
        "<body>",
        f'<h1 id="top">{TITLE}</h1>',
    ]
    if header.incomplete:
        out.append(f'<p class="notice" role="alert">{_h(incomplete_notice(header))}</p>')
    out += [f"<p>{_h(fe.counts_line(entries))}</p>", '<ul class="meta">']
    for label, text in header_items(entries, header):
        shown = f"<code>{_h(text)}</code>" if label == "Written by" else _h(text)
        if label == "Not modelled":
            shown += f" (see <code>{_h(NOT_MODELLED_DOC)}</code>)"
        out.append(f"<li>{_h(label)}: {shown}</li>")
    out += ["</ul>", "<ul>"]
    out += [f"<li>{_verdict(v.name)} {_h(v.meaning)}</li>" for v in fe.VERDICT_TABLE]
    out.append("</ul>")
    out += _controls()
    eye = fe.needing_an_eye(entries)
    if eye:
        out += ['<section class="summary">', "<h2>Needs attention</h2>", "<ul>"]
        out += [
            f'<li>{_verdict(e["verdict"])} <a href="#{e["id"]}">{_h(e["question"])}</a></li>'
            for e in eye
        ]
        out += ["</ul>", "</section>"]
    if header.changes is not None:
        out += _changes(header)
    sections = fe.sections(entries)
    if not entries:
        out.append("<p>No <code>@faq</code> entries were run.</p>")
    else:
        out += _contents(sections)
    for path, name, items in sections:
        out += [
            f'<section class="feature" id="{section_id(path)}">',
            f"<h2>{_h(name)}</h2>",
            f"<p>From <code>{_h(path)}</code>.</p>",
        ]
        for found in items:
            out += _entry(found)
        out.append("</section>")
    out += [f"<script>\n{_SCRIPT}\n</script>", "</body>", "</html>"]
    return "\n".join(out) + "\n"


def _controls() -> list[str]:
    options = "".join(f'<option value="{v}">{v}</option>' for v in fe.VERDICTS)
    return [
        '<div class="controls" role="search">',
        '<input type="search" id="faq-search" placeholder="Search questions and answers" '
        'aria-label="Search questions and answers">',
        '<select id="faq-verdict" aria-label="Show entries with this verdict">'
        f'<option value="">All verdicts</option>{options}</select>',
        '<span id="faq-shown" aria-live="polite"></span>',
        "</div>",
    ]


def _contents(sections: list[tuple[str, str, list[Entry]]]) -> list[str]:
    out = ['<nav class="contents">', "<h2>Contents</h2>"]
    for path, name, items in sections:
        total = fe.counts(items)
        flagged = ", ".join(f"{total[v]} {v}" for v in fe.VERDICTS if total[v] and v != "confirmed")
        note = f" ({flagged})" if flagged else ""
        out += [
            "<details>",
            f'<summary><a href="#{section_id(path)}">{_h(name)}</a>: '
            f"{len(items)} {'entry' if len(items) == 1 else 'entries'}{_h(note)}</summary>",
            "<ul>",
        ]
        out += [
            f'<li><a href="#{e["id"]}">{_h(e["question"])}</a> {_verdict(e["verdict"])}</li>'
            for e in items
        ]
        out += ["</ul>", "</details>"]
    out.append("</nav>")
    return out


def _changes(header: Header) -> list[str]:
    out = ['<section class="changes">', f"<h2>Changes since {_h(header.compared_with)}</h2>"]
    if not header.changes:
        out.append("<p>No entry's verdict or rules changed; none was added or removed.</p>")
    else:
        out.append("<ul>")
        for change in header.changes:
            question = (
                _h(change.question)
                if change.what == "removed"
                else f'<a href="#{change.id}">{_h(change.question)}</a>'
            )
            out.append(f"<li>{question}: {_h(fe.describe(change))}</li>")
        out.append("</ul>")
    out.append("</section>")
    return out


def _rows(found: Entry) -> list[str]:
    rows = found["rows"]
    columns = found["columns"]
    head = fe.row_head(found)
    out = ['<div class="rows">', "<table>", "<thead><tr>"]
    out += [f"<th>{_h(c)}</th>" for c in head]
    out += ["</tr></thead>", "<tbody>"]
    for row in rows:
        cells = [_h(row["values"][c]) for c in columns]
        if found["row_questions"]:
            cells.append(_h(row["question"]))
        if found["row_answers"]:
            cells.append(_h(row["answer"]))
        cells += [_verdict(row["verdict"]), _h(row["line"])]
        out.append("<tr>" + "".join(f"<td>{c}</td>" for c in cells) + "</tr>")
    out += ["</tbody>", "</table>", "</div>"]
    return out


def _entry(found: Entry) -> list[str]:
    out = [
        f'<article class="entry" id="{found["id"]}" data-verdict="{found["verdict"]}">',
        f"<h3>{_h(found['question'])}</h3>",
        f"<p>Verdict: {_verdict(found['verdict'])}</p>",
    ]
    if not (found["rows"] and found["row_answers"]):
        out += [
            f"<p>{_h(p)}</p>" for p in fe.paragraphs(found["answer"]) or ["(no answer written)"]
        ]
    if found["rows"]:
        out += _rows(found)
    out += [f"<p>Checked in every case: {_h(b)}</p>" for b in fe.proven_bounds(found)]
    rules = "; ".join(found["rules"]) if found["rules"] else "none recorded"
    out += [
        '<ul class="meta">',
        f"<li>Rules consulted: {_h(rules)}</li>",
        f"<li>Scenario: <code>{_h(found['path'])}:{found['line']}</code></li>",
    ]
    if found.get("data_version"):
        out.append(f"<li>Datasheet data: {_h(found['data_version'])}</li>")
    out.append("</ul>")
    for label, shown in problems(found):
        out.append(f"<p>{_h(label)}</p>")
        if shown.verdict == "contradicted":
            out.append(f"<pre>{_h(shown.counterexample or '')}</pre>")
            if shown.disagreement:
                out.append(f"<pre>{_h(shown.disagreement)}</pre>")
        else:
            out.append(f"<pre>{_h(shown.error or '')}</pre>")
    out.append("</article>")
    return out


def render(entries: Sequence[Entry], header: Header, as_html: bool) -> str:
    return html_page(entries, header) if as_html else markdown(entries, header)
