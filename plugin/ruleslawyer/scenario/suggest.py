"""What "did you mean" offers for a step no phrase matches: bounded, and knowing the words a
writer reaches for first.

- **Bounded**: only the first :data:`MAX_COMPARED` characters of a line are compared (the
  longest phrase is about a hundred), so a 200 KB line answers as fast as a short one.
- **Curly quotes** (U+201C and U+201D, U+2018 and U+2019) are not quotes in the language:
  the hint says so, and the line with straight quotes is offered when it matches.
- **The rulebook's verbs**: :data:`VERB_ALIASES` maps the verbs a writer uses ("falls back")
  to the rulebook's words the phrases use ("makes a fall-back move"); a line that matches once
  rewritten is offered first, as the line to write.
"""

from __future__ import annotations

import re
import unicodedata
from difflib import get_close_matches
from functools import cache

from ruleslawyer.core import RulesInputError
from ruleslawyer.scenario.registry import REGISTRY, StepKind
from ruleslawyer.scenario.templates import TOKEN

MAX_COMPARED = 150  # a little more than the longest phrase with its keyword
_CURLY = str.maketrans({"\u201c": '"', "\u201d": '"', "\u201e": '"', "\u00ab": '"', "\u00bb": '"'})
_CURLY_SINGLE = str.maketrans({"\u2018": '"', "\u2019": '"', "\u201a": '"'})
CURLY_HINT = 'curly quotes are not quotes in a step: write names in straight quotes (")'
# A curly apostrophe inside a word (player A\u2019s, as word processors and the rulebook print it).
_APOSTROPHE = re.compile(r"(?<=\w)[\u2019\u2018](?=\w)")
# Words a step's phrase separates with one plain space, separated otherwise: two spaces, a tab,
# a no-break or thin space (pasted from a web page or a word processor).
_SPACING = re.compile(r"[^\S ]|  +")
APOSTROPHE_HINT = "a curly apostrophe is not an apostrophe in a step: write it straight (')"

# A writer's verb -> the rulebook's words, as the phrases say them (09.04-09.07, 11, 12, 10).
VERB_ALIASES: dict[str, str] = {
    "falls back": "makes a fall-back move",
    "fell back": "made a fall-back move",
    "retreats": "makes a fall-back move",
    "advances": "makes an advance move",
    "advanced": "made an advance move",
    "moves": "makes a normal move",
    "moved": "made a normal move",
    "charges": "makes a charge move",
    "charged": "made a charge move",
    "piles in": "makes a pile-in move",
    "piled in": "made a pile-in move",
    "consolidates": "makes a consolidation move",
    "stays still": "remains stationary",
    "stands still": "remains stationary",
    "holds still": "remains stationary",
    "fires": "shoots",
    "dies": "is destroyed",
    "is killed": "is destroyed",
    "is slain": "is destroyed",
    "takes a battle-shock test": "makes a battle-shock roll",
    "tests for battle-shock": "makes a battle-shock roll",
    "rolls for battle-shock": "makes a battle-shock roll",
}
_ALIAS = re.compile(
    r"\b(" + "|".join(re.escape(a) for a in sorted(VERB_ALIASES, key=len, reverse=True)) + r")\b"
)


def rewritten(text: str) -> str:
    """``text`` with straight quotes for curly ones and the rulebook's verbs for a writer's."""
    straight = _SPACING.sub(" ", _APOSTROPHE.sub("'", text.translate(_CURLY)))
    if straight.count('"') < 2:
        straight = straight.translate(_CURLY_SINGLE)
    return _ALIAS.sub(lambda m: VERB_ALIASES[m[1]], straight)


def _matches(kind: StepKind, text: str) -> bool:
    try:
        return (REGISTRY.find(kind, text) or REGISTRY.find("given", text)) is not None
    except RulesInputError:  # it matches, with a value refused (a huge number): still a fix
        return True


def has_curly_quotes(text: str) -> bool:
    return text.translate(_CURLY) != text or text.translate(_CURLY_SINGLE) != text


def curly_word(text: str) -> str | None:
    """The first word of ``text`` that holds a curly quote or apostrophe, if any: the word to
    blame, wherever a phrase could otherwise read on past it."""
    for word in text.split():
        if has_curly_quotes(word):
            return word
    return None


def spacing_hint(text: str) -> str | None:
    """What to say about the words of ``text`` not separated by one plain space, if any."""
    found = _SPACING.search(text)
    if found is None:
        return None
    odd = found[0]
    if odd.startswith(" "):
        said = f"{len(odd)} spaces"  # two or more plain spaces in a row
    else:
        said = "a tab" if odd == "\t" else f"a {unicodedata.name(odd, 'space').lower()}"
    return f"the words of a step are separated by one plain space, and this one has {said}"


def curly_hint(text: str) -> str | None:
    """What to say about the curly quotes and apostrophes in ``text``, if it has any."""
    if not has_curly_quotes(text):
        return None
    if not has_curly_quotes(_APOSTROPHE.sub("'", text)):
        return APOSTROPHE_HINT
    return CURLY_HINT


_GROUP = re.compile(r"\(([^()]*)\)")
_LENGTH = re.compile(r'\s*[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)\s*(?:"|mm)?\s*')
_BARE = re.compile(r'(?<![\w."])([0-9]+(?:\.[0-9]+)?)(?![\w."])')


def not_a_number(kind: StepKind, text: str) -> str | None:
    """A coordinate in ``(<x>, <y>)`` that is not a number (``ten``, ``1,5``, ``12in``), when
    the line matches a phrase with numbers in its place (19.12): the value, else None."""
    text = text[:MAX_COMPARED]
    for group in _GROUP.finditer(text):
        items = group[1].split(", ")
        bad = [item for item in items if _LENGTH.fullmatch(item) is None]
        if not bad or len(items) > 3:
            continue
        numbers = ", ".join("0" if item in bad else item for item in items)
        if _matches(kind, f"{text[: group.start()]}({numbers}){text[group.end() :]}"):
            return bad[0].strip()
    return None


# Number words a writer may put where a phrase takes digits (a tuple: index is value).
_NUMBER_WORDS = (
    *("zero", "one", "two", "three", "four", "five", "six"),
    *("seven", "eight", "nine", "ten", "eleven", "twelve"),
)


def word_for_number(kind: StepKind, text: str) -> tuple[str, str] | None:
    """A number word standing where a phrase takes a whole number (``has five CP``): the word
    and the line with digits in its place; None when no number word of the line is so placed.
    Other words are left to the closest phrases: a word of a name (``the road to Terra``) can
    sit where a number would make some phrase match."""
    text = text[:MAX_COMPARED]
    words = text.split(" ")
    for at, word in enumerate(words):
        if word.lower() not in _NUMBER_WORDS:
            continue
        digits = str(_NUMBER_WORDS.index(word.lower()))
        fixed = " ".join([*words[:at], digits, *words[at + 1 :]])
        if _matches(kind, fixed):
            return word, fixed
    return None


def _with_inches(kind: StepKind, text: str) -> str | None:
    """``text`` with an inch mark after a bare number, when a phrase then matches (a distance
    written with no unit: ``is 18.74``)."""
    for bare in _BARE.finditer(text):
        fixed = f'{text[: bare.end()]}"{text[bare.end() :]}'
        if _matches(kind, fixed):
            return fixed
    return None


@cache
def _phrase_words(size: int) -> tuple[str, ...]:
    """Every word the registered phrases spell out (their literal text and each choice's
    alternatives, not their slots), once per registry size (a registry only grows)."""
    found: set[str] = set()
    for step in REGISTRY:
        literal = TOKEN.sub(
            lambda m: f" {m['alts'].replace('|', ' ')} " if m["alts"] else " ", step.template
        )
        found.update(w for w in re.findall(r"[A-Za-z][\w'-]*", literal) if len(w) > 2)
    return tuple(sorted(found))


def respelt(kind: StepKind, text: str) -> str | None:
    """``text`` with its offending word (:func:`offending_word`) replaced by the closest word
    the phrases spell, when the line then matches: ``the ruin is decoyd by player A`` ->
    ``the ruin is decoyed by player A``. A quoted name is never respelt."""
    word = offending_word(kind, text)
    if word.startswith('"') or len(word) < 3:
        return None
    at = re.search(rf"(?<![\w\"]){re.escape(word)}(?![\w\"])", text)
    if at is None:
        return None
    for candidate in get_close_matches(word, _phrase_words(REGISTRY.size), n=4, cutoff=0.75):
        if candidate == word:  # the word is spelt right: the line fails for another reason
            continue
        fixed = f"{text[: at.start()]}{candidate}{text[at.end() :]}"
        if _matches(kind, fixed):
            return fixed
    return None


def suggestions(kind: StepKind, keyword: str, text: str) -> list[str]:
    """Up to three lines to write instead of ``keyword text``, best first; never that line
    itself (a Then line that only a Given phrase matches is offered the closest phrases)."""
    text = text[:MAX_COMPARED]
    found: list[str] = []
    fixed = rewritten(text)
    if fixed != text and _matches(kind, fixed):
        found.append(f"{keyword} {fixed}")
    inches = _with_inches(kind, fixed)
    if inches is not None:
        found.append(f"{keyword} {inches}")
    spelt = respelt(kind, fixed)
    if spelt is not None:
        found.append(f"{keyword} {spelt}")
    for phrase in REGISTRY.closest(kind, f"{keyword} {fixed}"):
        if phrase not in found:
            found.append(phrase)
    return [line for line in found if line != f"{keyword} {text}"][:3]


def offending_word(kind: StepKind, text: str) -> str:
    """The first word of ``text`` that no phrase of its kind (or, for a When, a Given phrase)
    can go on with: ``"Squad" is frobbed`` -> ``frobbed``. A quoted name is one word; a text
    every word of which some phrase begins with stops short, and its last word is given."""
    shown = text[:MAX_COMPARED]
    kinds: tuple[StepKind, ...] = (kind, "given") if kind == "when" else (kind,)
    at = REGISTRY.live_prefix(kinds, shown)
    words = [(m.start(), m.end()) for m in _WORD.finditer(shown)]
    if not words:
        return text
    for start, end in words:
        if at < end:
            return shown[start:end]
    start, end = words[-1]
    return shown[start:end]


_WORD = re.compile(r'"[^"]*"?|[^\s"]+')
