"""Step templates as regular languages: the regex a template matches with, and an exact test of
whether two templates can match one text.

A template is literals, slots and choices (see :mod:`ruleslawyer.scenario.registry`). Each slot
kind is a short sequence of character classes with a quantifier, written once in
:data:`SLOT_KINDS`: the regex is built from it, and so is the automaton. Two templates overlap
exactly when the product of their automata accepts a string; a breadth-first search of the
product decides it and returns the shortest such text, so an error can show it.

The search runs over a finite alphabet that is exact, not a sample: a character outside the two
templates' literals behaves as any other character that every slot class treats the same way,
and the printable ASCII characters already give one of each such behaviour
(``tests/scenario/test_templates.py`` checks this over the whole Basic Multilingual Plane).
"""

from __future__ import annotations

import re
from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass
from functools import cache
from typing import NoReturn

# A slot kind: character classes in order, each with a quantifier ("", "?", "*" or "+").
SlotParts = tuple[tuple[str, str], ...]
_WORD_CHAR = r'[^"\s]'
Trie = dict[str, "Trie"]


@dataclass(frozen=True)
class Words:
    """Words of characters other than quotes and spaces, joined by spaces, none of which is one
    of ``exclude``: the free words of an area, which the words of the phrase around it can never
    be mistaken for (``the ruin is within the zone`` has one reading)."""

    exclude: frozenset[str]
    # Words the first word may not be either (``range``: `within range of` is never an area).
    first: frozenset[str] = frozenset()

    def trie(self, first: bool = False) -> Trie:
        root: Trie = {}
        for word in sorted(self.excluded(first)):
            node = root
            for char in word:
                node = node.setdefault(char, {})
        return root

    def excluded(self, first: bool = False) -> frozenset[str]:
        return self.exclude | self.first if first else self.exclude

    def pattern(self) -> str:
        word = _word_pattern(self.trie(), "", self.exclude)
        lead = _word_pattern(self.trie(True), "", self.excluded(True))
        return f"{lead}(?: +{word})*"


def _word_pattern(node: Trie, prefix: str, exclude: frozenset[str]) -> str:
    """A regex for the words that start with ``prefix`` and are not excluded, from the trie."""
    alts = [""] if prefix and prefix not in exclude else []
    for char, child in sorted(node.items()):
        alts.append(re.escape(char) + _word_pattern(child, prefix + char, exclude))
    alts.append(_other_class(node) + _WORD_CHAR + "*")
    return "(?:" + "|".join(alts) + ")"


def _other_class(node: Trie) -> str:
    return '[^"\\s' + "".join(re.escape(c) for c in sorted(node)) + "]"


SLOT_KINDS: dict[str, SlotParts | Words] = {
    "": ((r'[^"]', "+"),),  # a quoted name: between two literal quotes
    "int": (("-", "?"), (r"[0-9]", "+")),  # ASCII digits only, as core.numbers reads them
    "player": ((r"[A-Za-z]", ""), (r"\w", "*")),
    "word": ((r"\S", "+"),),
    # A length or coordinate as §19.2 writes it (12, 12.5, 12", 304.8mm, -3): it starts with a
    # digit, a sign or a point, so no word of a phrase is ever read as one.
    "length": ((r"[-+.0-9]", ""), (r'[^\s,()"]', "*"), ('"', "?")),
    "text": ((r".", "+"),),
    # An effect sentence (docs/language.md, rules that change rules): its verbs never begin
    # with a "t", so it never swallows the "triggers ..." of a triggered rule's phrase.
    "effect": ((r'[^tT"\s]', ""), (r".", "*")),
    # An area: words with no quote (a quoted name is a unit), none of them "is" or "because",
    # so an area never swallows the words of the phrase around it.
    "area": Words(frozenset({"is", "because"})),
    # An area a Then asks a unit to be within: never `range of ...` (§19.7).
    "place": Words(frozenset({"is", "because"}), frozenset({"range"})),
    # The objective a consolidation names without end positions (`onto <objective>`, §19.6):
    # an area's words, none of them "to", "to:", "by" or "for" either, so that the name ends
    # where `to ...`, `by ...` or `, for exactly these reasons:` would begin.
    "onto": Words(frozenset({"is", "because", "to", "to:", "by", "for"})),
    # A mode's name (`using Combat Disembark`): words with no quote, none of them "to", "to:",
    # "by", "because" or "for", so a mode never swallows the `to ...` or `by ...` of a move
    # with end positions (§19.6), nor a query's `because <reason>` or `, for exactly these
    # reasons:`.
    "mode": Words(frozenset({"to", "to:", "by", "because", "for"})),
}
# ``{name}``/``{name:kind}`` is a slot; ``[a|b]`` a choice, ``[name=a|b]`` a choice the step reads.
TOKEN = re.compile(
    r"\{(?P<name>\w+)(?::(?P<kind>\w+))?\}|\[(?:(?P<choice>\w+)=)?(?P<alts>[^\]]*)\]"
)


@cache
def slot_pattern(kind: str) -> str:
    """A slot kind's regex, written once (an area's is built from a trie of its words)."""
    found = SLOT_KINDS[kind]
    if isinstance(found, Words):
        return found.pattern()
    return "".join(cls + quantifier for cls, quantifier in found)


def compile_template(template: str) -> tuple[re.Pattern[str], frozenset[str]]:
    """The regex a template matches with (full match), and the names of its int slots."""
    pattern, ints = template_pattern(template)
    return re.compile(pattern), ints


def check_slot_kinds(template: str) -> None:
    """Refuse a template with a slot of an unknown kind (:func:`template_pattern` would)."""
    for m in TOKEN.finditer(template):
        if m["name"] and (m["kind"] or "") not in SLOT_KINDS:
            _unknown_kind(template, m["kind"] or "")


def _unknown_kind(template: str, kind: str) -> NoReturn:
    known = ", ".join(repr(k) for k in SLOT_KINDS if k)
    raise ValueError(f"{template!r}: unknown slot kind {kind!r} (known: {known})")


def template_pattern(template: str) -> tuple[str, frozenset[str]]:
    """The regex :func:`compile_template` compiles, as text, and the names of its int slots:
    a registry compiles it when a step is first looked up (most of a run's never are)."""
    parts: list[str] = []
    ints: set[str] = set()
    pos = 0
    for m in TOKEN.finditer(template):
        parts.append(re.escape(template[pos : m.start()]))
        if m["name"]:
            kind = m["kind"] or ""
            if kind not in SLOT_KINDS:
                _unknown_kind(template, kind)
            parts.append(f"(?P<{m['name']}>{slot_pattern(kind)})")
            if kind == "int":
                ints.add(m["name"])
        else:
            alts = m["alts"].split("|")
            group = f"?P<{m['choice']}>" if m["choice"] else "?:"
            parts.append(f"({group}" + "|".join(re.escape(a) for a in alts) + ")")
        pos = m.end()
    parts.append(re.escape(template[pos:]))
    return "".join(parts), frozenset(ints)


# An edge reads one character: a literal character, or a slot's character class.
@dataclass(frozen=True)
class _Edge:
    char: str | None  # a literal character
    cls: str | None  # or a character class regex
    target: int


class _Nfa:
    """A nondeterministic automaton over characters, with epsilon moves; state 0 starts."""

    def __init__(self) -> None:
        self.edges: list[list[_Edge]] = []
        self.eps: list[list[int]] = []
        self._steps: dict[tuple[frozenset[int], str], frozenset[int]] = {}
        self._firsts: dict[frozenset[int], tuple[frozenset[str], bool]] = {}

    def _new(self) -> int:
        self.edges.append([])
        self.eps.append([])
        return len(self.edges) - 1

    def closure(self, states: Iterable[int]) -> frozenset[int]:
        seen = set(states)
        todo = list(seen)
        while todo:
            for nxt in self.eps[todo.pop()]:
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        return frozenset(seen)

    def step(self, states: frozenset[int], char: str) -> frozenset[int]:
        key = (states, char)
        if key not in self._steps:
            out = [
                e.target
                for s in states
                for e in self.edges[s]
                if e.char == char or (e.cls is not None and _in_class(e.cls, char))
            ]
            self._steps[key] = self.closure(out) if out else frozenset()
        return self._steps[key]

    def firsts(self, states: frozenset[int]) -> tuple[frozenset[str], bool]:
        """The literal characters a move from ``states`` reads, and whether a class is read too."""
        if states not in self._firsts:
            edges = [e for s in states for e in self.edges[s]]
            self._firsts[states] = (
                frozenset(e.char for e in edges if e.char is not None),
                any(e.cls is not None for e in edges),
            )
        return self._firsts[states]


class Automaton(_Nfa):
    """One template's automaton: it accepts exactly the texts the template's regex matches."""

    def __init__(self, template: str) -> None:
        super().__init__()
        self.template = template
        end = self._new()
        pos = 0
        tokens = list(TOKEN.finditer(template))
        for m in tokens:
            end = self._literal(end, template[pos : m.start()])
            if m["name"]:
                end = self._slot(end, SLOT_KINDS[m["kind"] or ""])
            else:
                end = self._choice(end, m["alts"].split("|"))
            pos = m.end()
        self.accept = self._literal(end, template[pos:])
        self.start = self.closure({0})
        # The literal words every text of this template starts and ends with.
        self.head = template[: tokens[0].start()] if tokens else template
        self.tail = template[tokens[-1].end() :] if tokens else template

    def _literal(self, state: int, text: str) -> int:
        for char in text:
            nxt = self._new()
            self.edges[state].append(_Edge(char, None, nxt))
            state = nxt
        return state

    def _slot(self, state: int, parts: SlotParts | Words) -> int:
        if isinstance(parts, Words):
            return self._words(state, parts)
        for cls, quantifier in parts:
            nxt = self._new()
            self.edges[state].append(_Edge(None, cls, nxt))
            if quantifier in ("*", "+"):
                self.edges[nxt].append(_Edge(None, cls, nxt))
            if quantifier in ("?", "*"):
                self.eps[state].append(nxt)
            state = nxt
        return state

    def _words(self, start: int, words: Words) -> int:
        """Words joined by spaces: each word walks the trie of excluded words, and ends only
        off an excluded word; a word that leaves the trie runs free to its end."""
        end = self._new()
        free = self._new()  # inside a word that is no longer a prefix of an excluded word
        self.edges[free].append(_Edge(None, _WORD_CHAR, free))
        self.eps[free].append(end)
        space = self._new()

        def walk(state: int, node: Trie, prefix: str, exclude: frozenset[str]) -> None:
            if prefix and prefix not in exclude:
                self.eps[state].append(end)
            self.edges[state].append(_Edge(None, _other_class(node), free))
            for char, child in sorted(node.items()):
                nxt = self._new()
                self.edges[state].append(_Edge(char, None, nxt))
                walk(nxt, child, prefix + char, exclude)

        walk(start, words.trie(True), "", words.excluded(True))
        rest = start
        if words.first:
            rest = self._new()  # the words after the first: only ``exclude`` is barred
            walk(rest, words.trie(), "", words.exclude)
        slot_end = self._new()
        self.eps[end].append(slot_end)
        self.edges[end].append(_Edge(" ", None, space))
        self.edges[space].append(_Edge(" ", None, space))
        self.eps[space].append(rest)
        return slot_end

    def _choice(self, state: int, alts: list[str]) -> int:
        join = self._new()
        for alt in alts:
            self.eps[self._literal(state, alt)].append(join)
        return join

    def accepts(self, text: str) -> bool:
        states = self.start
        for char in text:
            states = self.step(states, char)
            if not states:
                return False
        return self.accept in states

    def may_share_text_with(self, other: Automaton) -> bool:
        """False when the two cannot share a text because their literal ends differ."""
        heads = self.head.startswith(other.head) or other.head.startswith(self.head)
        return heads and (self.tail.endswith(other.tail) or other.tail.endswith(self.tail))


class Union(_Nfa):
    """Several templates' automata side by side, so one search checks a template against all.

    Members only join; a member's states never change, so cached moves stay true as it grows.
    """

    def __init__(self) -> None:
        super().__init__()
        self.members: list[Automaton] = []
        self._starts: list[int] = []
        self._accepts: dict[int, int] = {}  # a member's accepting state -> its index

    def add(self, automaton: Automaton) -> None:
        offset = len(self.edges)
        for edges, eps in zip(automaton.edges, automaton.eps, strict=True):
            self.edges.append([_Edge(e.char, e.cls, e.target + offset) for e in edges])
            self.eps.append([t + offset for t in eps])
        self._starts.append(offset)
        self._accepts[automaton.accept + offset] = len(self.members)
        self.members.append(automaton)

    def live_prefix(self, text: str) -> int:
        """How many characters of ``text`` some member can read: the text's longest prefix
        that a template could still go on from (its first character past that matches none)."""
        states = self.closure(self._starts)
        for at, char in enumerate(text):
            states = self.step(states, char)
            if not states:
                return at
        return len(text)

    def overlap(self, automaton: Automaton) -> tuple[Automaton, str] | None:
        """A member that shares a text with ``automaton``, and the shortest such text."""
        starts = [
            start
            for start, member in zip(self._starts, self.members, strict=True)
            if automaton.may_share_text_with(member)
        ]
        if not starts:
            return None
        found = _search(automaton, self, self.closure(starts), self._accepts)
        if found is None:
            return None
        index, text = found
        return self.members[index], text


@cache
def _in_class(cls: str, char: str) -> bool:
    return re.fullmatch(cls, char) is not None


def _classes() -> list[str]:
    """Every character class a slot reads (a Words kind reads its word class less the first
    letters along its trie, which the literals of the trie's words single out anyway)."""
    found = {_WORD_CHAR}
    for parts in SLOT_KINDS.values():
        if not isinstance(parts, Words):
            found |= {cls for cls, _ in parts}
    return sorted(found)


def behaviour(char: str) -> tuple[bool, ...]:
    """How every slot class treats ``char``: the characters of one behaviour are interchangeable."""
    return tuple(_in_class(cls, char) for cls in _classes())


@cache
def _representatives() -> tuple[tuple[str, ...], ...]:
    """Printable ASCII (with tab and newline) grouped by behaviour, readable characters first."""
    order = "abcxyzXY0123456789 !.,'-\"_\t\n" + "".join(chr(c) for c in range(32, 127))
    groups: dict[tuple[bool, ...], list[str]] = {}
    for char in dict.fromkeys(order):
        groups.setdefault(behaviour(char), []).append(char)
    return tuple(tuple(chars) for chars in groups.values())


def _candidates(a: _Nfa, left: frozenset[int], b: _Nfa, right: frozenset[int]) -> list[str]:
    """Characters enough to try from a pair of states: one of each way the pair can read one.

    A move reads a literal character or a slot's class; a character on no outgoing literal edge
    behaves as any other of its behaviour, so one spare character per behaviour stands for all.
    """
    a_chars, a_class = a.firsts(left)
    b_chars, b_class = b.firsts(right)
    if not a_class:
        return sorted(a_chars)
    if not b_class:
        return sorted(b_chars)
    literals = a_chars | b_chars
    chars = sorted(literals)
    for group in _representatives():
        spare = next((c for c in group if c not in literals), None)
        if spare is not None:
            chars.append(spare)
    return chars


_Pair = tuple[frozenset[int], frozenset[int]]


def _search(
    a: Automaton, b: _Nfa, b_start: frozenset[int], b_accepts: dict[int, int]
) -> tuple[int, str] | None:
    """Breadth-first search of the product of ``a`` and ``b`` for a text both accept."""
    start: _Pair = (a.start, b_start)
    parent: dict[_Pair, tuple[_Pair | None, str]] = {start: (None, "")}
    queue = deque([start])
    while queue:
        pair = queue.popleft()
        left, right = pair
        if a.accept in left:
            accepted = [b_accepts[s] for s in right if s in b_accepts]
            if accepted:
                text = []
                node: _Pair | None = pair
                while node is not None:
                    node, char = parent[node]
                    text.append(char)
                return min(accepted), "".join(reversed(text))
        for char in _candidates(a, left, b, right):
            nxt = (a.step(left, char), b.step(right, char))
            if nxt[0] and nxt[1] and nxt not in parent:
                parent[nxt] = (pair, char)
                queue.append(nxt)
    return None


def common_text(a: Automaton, b: Automaton) -> str | None:
    """The shortest text both templates match, or None when no text matches both."""
    union = Union()
    union.add(b)
    found = union.overlap(a)
    return None if found is None else found[1]
