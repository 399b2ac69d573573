"""The FAQ document as one self-contained HTML page (docs/ci.md#publishing-the-faq-document):
readable on a phone, printable, searchable offline. Inline styles, one small inline script
(search and verdict filter, :mod:`.faq_search` says how) and its word tables as inline JSON; no
request leaves the page. Without scripts every entry shows and the controls stay hidden.
"""

from __future__ import annotations

import html
import json
import re
from collections.abc import Sequence

from ruleslawyer.pytest_plugin import faq_board, faq_search
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
body { font-family: system-ui, sans-serif; max-width: 50rem; margin: 0.75rem auto;
  padding: 0 1rem; line-height: 1.5; color: #1b1b1b; background: #fff;
  overflow-wrap: break-word; }
h1, h2, h3 { line-height: 1.25; }
h1 { margin: 0.25rem 0 0.5rem; font-size: 1.6rem; }
h2 { margin-top: 2rem; }
code { overflow-wrap: anywhere; }
a { overflow-wrap: anywhere; }
article { border-top: 1px solid #ccc; padding-top: 0.5rem; margin-top: 1.5rem; }
article, section { scroll-margin-top: 7rem; }  /* clear of the sticky controls */
pre { background: #f4f4f4; padding: 0.75rem; overflow-x: auto; max-width: 100%; }
figure.board { margin: 0.75rem 0; }
figure.board svg { display: block; max-width: 100%; height: auto; }
.verdict { font-weight: bold; padding: 0 0.4rem; border-radius: 0.25rem; white-space: nowrap;
  border: 1px solid transparent; }
.proven { background: #1d6b35; color: #fff; }
.confirmed { background: #d8f0d8; color: #14451f; border-color: #9fd0a6; }
.contradicted { background: #b3261e; color: #fff; }
.undecided { background: #f3e3a0; color: #4d3b00; border-color: #d9bf55; }
.meta { color: #444; font-size: 0.95rem; }
.counts { margin: 0.5rem 0; }
details.about { margin: 0.25rem 0; }
details.about > summary, details.how > summary { cursor: pointer; color: #1d4f91; }
details.how { color: #444; font-size: 0.95rem; margin: 0.5rem 0; }
.notice { border: 2px solid #a00; padding: 0.75rem; font-weight: bold; }
.rows { overflow-x: auto; max-width: 100%; }
table { border-collapse: collapse; margin: 0.5rem 0; }
th, td { border: 1px solid #ccc; padding: 0.2rem 0.5rem; text-align: left; vertical-align: top; }
mark { background: #ffe566; color: inherit; padding: 0 0.1rem; }
.controls { display: none; gap: 0.5rem; flex-wrap: wrap; align-items: center;
  position: sticky; top: 0; z-index: 1; background: #fff; padding: 0.5rem 0;
  border-bottom: 1px solid #ccc; }
.js .controls { display: flex; }
.controls input { flex: 1 1 100%; min-width: 0; font: inherit; padding: 0.4rem; }
.controls select { font: inherit; padding: 0.3rem; max-width: 100%; }
#faq-none { font-weight: bold; }
nav.contents { margin-top: 1rem; }
nav.contents h2 { display: inline; font-size: 1.25rem; }
details.toc > summary { cursor: pointer; }
section.feature > h2 { margin-top: 1.5rem; }
.counts { font-size: 0.95rem; }
nav details { margin: 0.25rem 0; }
nav ul { margin: 0.25rem 0; }
@media (min-width: 40rem) { .controls input { flex: 1 1 16rem; } }
@media print {
  [hidden] { display: block !important; }
  .controls, .no-print { display: none !important; }  /* after [hidden]: it wins */
  body { max-width: none; margin: 0; font-size: 11pt; }
  a { color: inherit; text-decoration: none; }
  pre { white-space: pre-wrap; overflow: visible; }
  article { break-inside: avoid-page; }
  .verdict { border: 1px solid #000; }
}
""".strip()

# Searches and filters the entries as the reader types or picks a verdict (faq_search.py says
# how, and ranks the same way in Python). With words typed, the entries shown are listed best
# first in one list; without, in place, a section whose entries are all filtered out hiding with
# them. The contents follows either. Plain DOM, no request.
_SCRIPT = """
(function () {
  document.documentElement.className = "js";
  var T = JSON.parse(document.getElementById("faq-search-tables").textContent);
  var search = document.getElementById("faq-search");
  var verdict = document.getElementById("faq-verdict");
  var shown = document.getElementById("faq-shown");
  var none = document.getElementById("faq-none");
  var results = document.getElementById("faq-results");
  var all = document.querySelectorAll.bind(document);
  var sections = Array.prototype.slice.call(all("section.feature"));
  var stop = {};
  T.stop.forEach(function (w) { stop[w] = true; });
  var source = T.phrases.map(function (p) { return "(" + p[0] + ")"; }).join("|") +
    "|([a-z0-9]+)";
  function stem(word) {
    for (var i = 0; i < T.suffixes.length; i += 1) {
      var s = T.suffixes[i];
      if (word.length - s.length >= 3 && word.slice(-s.length) === s) {
        if (s === "s" && word.slice(-2) === "ss") { break; }
        word = word.slice(0, -s.length) + (s === "ies" || s === "ied" ? "y" : "");
        var n = word.length;
        if (n > 3 && word[n - 1] === word[n - 2] && "lsz".indexOf(word[n - 1]) === -1) {
          word = word.slice(0, -1);
        }
        break;
      }
    }
    if (word.length > 3 && word.slice(-1) === "e") { word = word.slice(0, -1); }
    return word;
  }
  function tokens(text) {
    var re = new RegExp(source, "g"), found = [], m;
    while ((m = re.exec(text.toLowerCase())) !== null) {
      var word = null;
      for (var i = 1; i <= T.phrases.length && word === null; i += 1) {
        if (m[i] !== undefined) { word = T.phrases[i - 1][1]; }
      }
      if (word === null) { word = stem(m[0]); }
      if (Object.prototype.hasOwnProperty.call(T.synonyms, word)) { word = T.synonyms[word]; }
      found.push({start: m.index, end: m.index + m[0].length, word: word, raw: m[0]});
    }
    return found;
  }
  function query(text) {
    var words = [];
    tokens(text).forEach(function (t) {
      if (!stop[t.raw] && words.indexOf(t.word) === -1) { words.push(t.word); }
    });
    var last = words.length ? words[words.length - 1] : null;
    var typing = last && last.length >= 3 && !/\\s$/.test(text) ? last : null;
    return {words: words, typing: typing};
  }
  function has(words, word, typing) {
    if (words[word]) { return true; }
    if ((T.also[word] || []).some(function (w) { return words[w]; })) { return true; }
    if (!typing) { return false; }
    return Object.keys(words).some(function (w) { return w.indexOf(word) === 0; });
  }
  function matches(t, wanted) {
    return wanted.words.some(function (w) {
      return t.word === w || (T.also[w] || []).indexOf(t.word) !== -1 ||
        (w === wanted.typing && t.word.indexOf(w) === 0);
    });
  }
  function escape(text) {
    return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  }
  var entries = Array.prototype.slice.call(all("article.entry")).map(function (article) {
    var parts = Array.prototype.slice.call(article.querySelectorAll("[data-field]"));
    var words = {question: {}, answer: {}, rules: {}};
    parts.forEach(function (part) {
      part.originalText = part.textContent;
      tokens(part.textContent).forEach(function (t) {
        words[part.getAttribute("data-field")][t.word] = true;
      });
    });
    return {article: article, home: article.parentNode, parts: parts, words: words,
      link: document.querySelector("nav.contents li[data-entry='" + article.id + "']")};
  });
  function score(entry, wanted) {
    var total = 0;
    for (var i = 0; i < wanted.words.length; i += 1) {
      var word = wanted.words[i], best = 0;
      ["question", "answer", "rules"].forEach(function (field) {
        if (has(entry.words[field], word, word === wanted.typing)) {
          best = Math.max(best, T.weights[field]);
        }
      });
      if (!best) { return null; }
      total += best;
    }
    return total;
  }
  function highlight(entry, wanted) {
    entry.parts.forEach(function (part) {
      var text = part.originalText;
      if (!wanted.words.length) { part.textContent = text; return; }
      var out = "", at = 0;
      tokens(text).forEach(function (t) {
        if (!matches(t, wanted)) { return; }
        out += escape(text.slice(at, t.start)) + "<mark>" +
          escape(text.slice(t.start, t.end)) + "</mark>";
        at = t.end;
      });
      part.innerHTML = out + escape(text.slice(at));
    });
  }
  function apply() {
    var wanted = query(search.value);
    var ranked = wanted.words.length > 0;
    var picked = verdict.value;
    var hits = [];
    entries.forEach(function (entry, n) {
      var got = ranked ? score(entry, wanted) : 0;
      var ok = got !== null && (!picked || entry.article.getAttribute("data-verdict") === picked);
      entry.article.hidden = !ok;
      if (entry.link) { entry.link.hidden = !ok; }
      highlight(entry, ok ? wanted : {words: []});
      if (ok) { hits.push({entry: entry, score: got, n: n}); }
    });
    if (ranked) {
      hits.sort(function (a, b) { return b.score - a.score || a.n - b.n; });
      hits.forEach(function (hit) { results.appendChild(hit.entry.article); });
    } else {
      entries.forEach(function (entry) { entry.home.appendChild(entry.article); });
    }
    results.hidden = !ranked;
    sections.forEach(function (section) {
      section.hidden = ranked || !section.querySelector("article.entry:not([hidden])");
    });
    Array.prototype.slice.call(all("nav.contents details")).forEach(function (details) {
      var items = details.querySelectorAll("li[data-entry]");
      var left = details.querySelectorAll("li[data-entry]:not([hidden])").length;
      var count = details.querySelector(".count");
      var noun = items.length === 1 ? " entry" : " entries";
      count.textContent = left === items.length ? items.length + noun :
        left + " of " + items.length + noun;
      details.hidden = left === 0;
    });
    none.hidden = hits.length > 0;
    shown.textContent = hits.length + " of " + entries.length + " entries shown";
  }
  var toc = document.querySelector("details.toc");
  if (toc && window.matchMedia("(max-width: 40rem)").matches) { toc.open = false; }
  search.addEventListener("input", apply);
  verdict.addEventListener("change", apply);
  apply();
})();
""".strip()


def _h(text: object) -> str:
    return html.escape(str(text), quote=True)


def _verdict(verdict: str) -> str:
    return (
        f'<span class="verdict {verdict}" title="{_h(fe.KINDS[verdict].meaning)}">{verdict}</span>'
    )


_URL = re.compile(r"https?://[^\s<>()]+[^\s<>().,;:]")


def _linked(text: str) -> str:
    """Plain text, escaped, with each URL in it a link."""
    out, at = [], 0
    for found in _URL.finditer(text):
        url = found.group(0)
        out += [_h(text[at : found.start()]), f'<a href="{_h(url)}">{_h(url)}</a>']
        at = found.end()
    return "".join(out) + _h(text[at:])


def section_id(path: str) -> str:
    return "section-" + fe.slug(path.removesuffix(".feature"), 80)


def html_page(entries: Sequence[Entry], header: Header) -> str:
    tables = json.dumps(faq_search.tables(), sort_keys=True).replace("</", "<\\/")
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
    out += _controls()
    out.append(f'<p class="counts">{_h(fe.counts_line(entries))}</p>')
    out += _about(entries, header)
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
    out += [
        '<p id="faq-none" class="no-print" hidden>'
        "No entry has every word searched for: try fewer words.</p>",
        '<div id="faq-results" hidden></div>',
    ]
    for path, name, items in sections:
        out += [
            f'<section class="feature" id="{section_id(path)}">',
            f"<h2>{_h(name)}</h2>",
        ]
        for found in items:
            out += _entry(found)
        out.append("</section>")
    out += [
        f'<script type="application/json" id="faq-search-tables">{tables}</script>',
        f"<script>\n{_SCRIPT}\n</script>",
        "</body>",
        "</html>",
    ]
    return "\n".join(out) + "\n"


def _about(entries: Sequence[Entry], header: Header) -> list[str]:
    """What the verdicts and counts mean, and where the answers come from: folded, so that on a
    phone the search box and the first question come first."""
    out = [
        '<details class="about" id="about-verdicts">',
        "<summary>What the verdicts and the counts mean</summary>",
        "<ul>",
    ]
    out += [f"<li>{_verdict(v.name)} {_h(v.meaning)}</li>" for v in fe.VERDICT_TABLE]
    out += ["</ul>", f"<p>{_h(fe.COUNTING)}</p>", "</details>"]
    out += [
        '<details class="about" id="about-sources">',
        "<summary>Rules versions, data versions and licence</summary>",
        '<ul class="meta">',
    ]
    for label, text in header_items(entries, header):
        shown = f"<code>{_h(text)}</code>" if label == "Written by" else _linked(text)
        out.append(f"<li>{_h(label)}: {shown}</li>")
    out += ["</ul>", "</details>"]
    return out


def _controls() -> list[str]:
    options = "".join(f'<option value="{v}">{v}</option>' for v in fe.VERDICTS)
    return [
        '<div class="controls" role="search">',
        '<input type="search" id="faq-search" placeholder="Search questions, answers, rules" '
        'aria-label="Search the questions, answers and rules consulted">',
        '<select id="faq-verdict" aria-label="Show entries with this verdict">'
        f'<option value="">All verdicts</option>{options}</select>',
        '<span id="faq-shown" aria-live="polite"></span>',
        "</div>",
    ]


def _contents(sections: list[tuple[str, str, list[Entry]]]) -> list[str]:
    # one line on a phone (the script folds it there), so that the first question shows
    out = ['<nav class="contents">', '<details class="toc" open>']
    out.append(f"<summary><h2>Contents</h2> ({len(sections)} sections)</summary>")
    for path, name, items in sections:
        total = fe.counts(items)
        flagged = ", ".join(
            f"{total[v]} {v}" for v in fe.VERDICTS if total[v] and fe.KINDS[v].needs_eye
        )
        note = f" ({flagged})" if flagged else ""
        out += [
            "<details>",
            f'<summary><a href="#{section_id(path)}">{_h(name)}</a>: <span class="count">'
            f"{len(items)} {'entry' if len(items) == 1 else 'entries'}</span>{_h(note)}</summary>",
            "<ul>",
        ]
        out += [
            f'<li data-entry="{e["id"]}"><a href="#{e["id"]}">{_h(e["question"])}</a> '
            f"{_verdict(e['verdict'])}</li>"
            for e in items
        ]
        out += ["</ul>", "</details>"]
    out += ["</details>", "</nav>"]
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
        cells = [("answer", _h(row["values"][c])) for c in columns]
        if found["row_questions"]:
            cells.append(("question", _h(row["question"])))
        if found["row_answers"]:
            cells.append(("answer", _h(row["answer"])))
        cells += [("", _verdict(row["verdict"])), ("", _h(row["line"]))]
        out.append("<tr>" + "".join(_cell(field, c) for field, c in cells) + "</tr>")
    out += ["</tbody>", "</table>", "</div>"]
    return out


def _cell(field: str, shown: str) -> str:
    return f'<td data-field="{field}">{shown}</td>' if field else f"<td>{shown}</td>"


def _entry(found: Entry) -> list[str]:
    """An entry: what a reader came for (question, verdict, answer, rules) in view; how it was
    checked (the bounds of a proof, the scenario, the data) folded."""
    out = [
        f'<article class="entry" id="{found["id"]}" data-verdict="{found["verdict"]}">',
        f'<h3 data-field="question">{_h(found["question"])}</h3>',
        f"<p>Verdict: {_verdict(found['verdict'])}</p>",
    ]
    if not (found["rows"] and found["row_answers"]):
        said = fe.paragraphs(found["answer"])
        out += [f'<p data-field="answer">{_h(p)}</p>' for p in said]
        out += [] if said else ["<p>(no answer written)</p>"]
    if found["rows"]:
        out += _rows(found)
    for _, title, board in fe.diagrams(found):  # the diagrams, inline (contract §19.10)
        out += ['<figure class="board">', faq_board.svg(board, title), "</figure>"]
    rules = "; ".join(found["rules"])
    out.append(
        f'<p class="meta">Rules consulted: <span data-field="rules">{_h(rules)}</span></p>'
        if rules
        else '<p class="meta">Rules consulted: none recorded</p>'
    )
    out += ['<details class="how">', "<summary>How this was checked</summary>", "<ul>"]
    out += [f"<li>Checked in every case: {_h(b)}</li>" for b in fe.proven_bounds(found)]
    out += [f"<li>Not proven in every case: {_h(w)}</li>" for w in fe.not_proven(found)]
    out.append(f"<li>Scenario: <code>{_h(found['path'])}:{found['line']}</code></li>")
    if found.get("data_version"):
        out.append(f"<li>Datasheet data: {_h(found['data_version'])}</li>")
    out += ["</ul>", "</details>"]
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
