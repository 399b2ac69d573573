"""How the FAQ page's search box finds and ranks entries (docs/ci.md#searching-the-page).

The page's script does the searching; this module holds its tables (written into the page as
JSON, so the two cannot drift) and the same algorithm in Python, which the unit tests rank with
and the browser tests compare the page against.

- An entry is searched in three fields: its question (an Outline's row questions too), its
  answer (an Outline's row answers and values too) and the names of the rules consulted. The
  bounds it was checked within and where it came from are not searched.
- Text is cut into words, never searched as a substring: "CP" finds "CP", not "aCcePt".
- Spellings players use are one word: "battleshock", "battle-shock" and "battle shock";
  "fall back", "falls back", "fell back", "falling back" and "fall-back"; "Deep Strike".
  A light stemmer makes "shoot", "shoots" and "shooting" one word, and "charge", "charged".
- A few well-known TRANSPORT datasheet names ("Rhino") find the entries about transports, and
  "Deep Strike" those about reserves too.
- Small words ("can", "a", "the", "after") are left out of a query. An entry is shown when every
  other word of the query is in one of its fields; the last word, while it is being typed (no
  space after it, three letters or more), also matches the start of a word.
- Shown entries are ranked by where the words were found: each word scores 4 in the question,
  else 2 in the answer, else 1 in a rule's name; ties keep document order.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

# (pattern, word): spellings of one thing, matched on lower-cased text before the words are cut.
# Each pattern is plain enough to mean the same in Python and in the page's JavaScript.
PHRASES: tuple[tuple[str, str], ...] = (
    (r"\bbattle[\s-]*shock(?:ed|s|ing)?\b", "battleshock"),
    (r"\b(?:fall|falls|fell|falling|fallen)[\s-]*back\b", "fallback"),
    (r"\bdeep[\s-]*strik(?:e|es|ing)(?:\s+abilit(?:y|ies))?\b", "deepstrike"),
    (r"\b(?:pile|piles|piled|piling)[\s-]*in\b", "pilein"),
    (r"\bover[\s-]*watch\b", "overwatch"),
    (r"\bhalf[\s-]*strength\b", "halfstrength"),
    (r"\bcommand[\s-]*points?\b", "cp"),
    (r"\bvictory[\s-]*points?\b", "vp"),
    (r"\bland[\s-]*raider\b", "transport"),
    (r"\bwave[\s-]*serpent\b", "transport"),
)

# Well-known TRANSPORT datasheets, by the name players call them: searching for one finds the
# entries about transports (the rules core treats every TRANSPORT alike).
SYNONYMS: dict[str, str] = {
    name: "transport"
    for name in (
        "rhino",
        "razorback",
        "impulsor",
        "repulsor",
        "chimera",
        "trukk",
        "battlewagon",
        "devilfish",
        "raider",
        "venom",
        "taurox",
    )
}

_STOP = """
a an the and or but of to in on at by for with from into onto as if so than then
can could may might must shall should will would do does did done is are was were be
been being am it its this that these those there here i me my we our you your
they them their he she his her what which who whom whose when where why how after s t
"""
STOP_WORDS = frozenset(_STOP.split())

# A word of a query that also finds another: Deep Strike is a way to arrive from Reserves
# (24.09), so the entries about reserves answer a Deep Strike question too.
ALSO: dict[str, tuple[str, ...]] = {"deepstrike": ("reserv",)}

# Cut in this order, the first that leaves three letters or more.
SUFFIXES = ("ations", "ation", "ments", "ment", "ings", "ing", "ies", "ied", "ed", "es", "s")

_WORD = r"[a-z0-9]+"
TOKENS = re.compile("|".join(f"({p})" for p, _ in PHRASES) + f"|({_WORD})")


def stem(word: str) -> str:
    """``shooting`` -> ``shoot``, ``charges`` and ``charge`` -> ``charg``, ``units`` -> ``unit``."""
    for suffix in SUFFIXES:
        if word.endswith(suffix) and len(word) - len(suffix) >= 3:
            if suffix == "s" and word.endswith("ss"):
                break
            word = word[: -len(suffix)] + ("y" if suffix in ("ies", "ied") else "")
            if len(word) > 3 and word[-1] == word[-2] and word[-1] not in "lsz":
                word = word[:-1]  # running -> run, stopped -> stop
            break
    if len(word) > 3 and word.endswith("e"):
        word = word[:-1]
    return word


@dataclass(frozen=True)
class Token:
    start: int
    end: int
    word: str  # the word searched for: a phrase's word, or the stem
    raw: str  # as written, lower-cased


def tokens(text: str) -> list[Token]:
    """The words of ``text`` with where each is, for searching and for highlighting."""
    lowered = text.lower()
    found = []
    for match in TOKENS.finditer(lowered):
        raw = match.group(0)
        index = match.lastindex or 0
        word = PHRASES[index - 1][1] if index <= len(PHRASES) else stem(raw)
        found.append(Token(match.start(), match.end(), SYNONYMS.get(word, word), raw))
    return found


@dataclass(frozen=True)
class Query:
    words: tuple[str, ...]
    typing: str | None  # the last word, still being typed: it also matches a word's start


def query(text: str) -> Query:
    words: list[str] = []
    for token in tokens(text):
        if token.raw in STOP_WORDS or token.word in words:
            continue
        words.append(token.word)
    last = words[-1] if words else None
    typing = last if last and len(last) >= 3 and not text[-1:].isspace() else None
    return Query(tuple(words), typing)


FIELDS = ("question", "answer", "rules")
WEIGHTS = {"question": 4, "answer": 2, "rules": 1}


def fields(found: dict[str, Any]) -> dict[str, list[str]]:
    """The searched text of an FAQ entry, by field: what the page shows in the elements it
    searches. An entry as :func:`.faq_entries.assemble` makes it, or as the JSON gives it."""
    rows = found.get("rows") or []
    values = list(rows[0]["values"]) if rows else []
    whole = found["answer"].strip()
    asks = found.get("row_questions", any(f"<{c}>" in found["question"] for c in values))
    says = found.get("row_answers", any(f"<{c}>" in found["answer"] for c in values))
    columns = found.get("columns", [c for c in values if f"<{c}>" != whole])
    question = [found["question"]]
    answer = [] if rows and says else [found["answer"]]
    for row in rows:
        answer += [str(row["values"][c]) for c in columns]
        if asks:
            question.append(row["question"])
        if says:
            answer.append(row["answer"])
    return {"question": question, "answer": answer, "rules": list(found.get("rules") or [])}


def _has(words: set[str], word: str, typing: bool) -> bool:
    if word in words or any(also in words for also in ALSO.get(word, ())):
        return True
    return typing and any(w.startswith(word) for w in words)


def score(searched: Mapping[str, Iterable[str]], wanted: Query) -> int | None:
    """The entry's score for the query, or None when a word of it is in none of the fields."""
    words = {f: {t.word for text in searched[f] for t in tokens(text)} for f in FIELDS}
    total = 0
    for word in wanted.words:
        found = [WEIGHTS[f] for f in FIELDS if _has(words[f], word, word == wanted.typing)]
        if not found:
            return None
        total += max(found)
    return total


def rank(entries: Sequence[dict[str, Any]], text: str) -> list[str]:
    """The ids of the entries the query shows, best first (every entry, in order, for none)."""
    wanted = query(text)
    scored = []
    for n, found in enumerate(entries):
        got = score(fields(found), wanted)
        if got is not None:
            scored.append((-got, n, found["id"]))
    return [ident for _, _, ident in sorted(scored)]


def tables() -> dict[str, Any]:
    """What the page's script needs to search as :func:`rank` does."""
    return {
        "phrases": [list(p) for p in PHRASES],
        "synonyms": SYNONYMS,
        "also": ALSO,
        "stop": sorted(STOP_WORDS),
        "suffixes": list(SUFFIXES),
        "weights": WEIGHTS,
    }
