"""Gherkin keywords written a letter wrong (contract §1, 18.8): ``Givn``, ``then``, ``Scenaro:``.

Gherkin reads a line it does not know as free text when it follows a Feature, Scenario, Rule
or Examples line (a description), so a misspelt step right under ``Scenario:`` vanishes and the
scenario may pass without it, and a misspelt ``Scenario:`` takes its whole scenario into the
Feature's description. Elsewhere gherkin-official says only "unexpected token". One reading,
here, names the keyword meant for either.
"""

from __future__ import annotations

import re
from collections.abc import Callable

STEP_KEYWORDS = ("Given", "When", "Then", "And", "But")
BLOCK_KEYWORDS = (
    "Feature",
    "Background",
    "Scenario",
    "Scenario Outline",
    "Scenario Template",
    "Example",
    "Examples",
    "Scenarios",
    "Rule",
)
_FIRST_WORD = re.compile(r"[A-Za-z]+")
_HEAD = re.compile(r"([A-Za-z][A-Za-z ]{0,24}?)\s*:")


def _distance(a: str, b: str) -> int:
    """Edits (insert, delete, substitute, swap two neighbours) between two short words."""
    previous2: list[int] = []
    previous = list(range(len(b) + 1))
    for i, x in enumerate(a, start=1):
        row = [i]
        for j, y in enumerate(b, start=1):
            cost = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (x != y))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                cost = min(cost, previous2[j - 2] + 1)
            row.append(cost)
        previous2, previous = previous, row
    return previous[-1]


def meant_keyword(
    line: str, is_step: Callable[[str], bool] | None = None, block: bool = True
) -> tuple[str, str] | None:
    """For a stripped line that starts with no Gherkin keyword: (the word written, the keyword
    it looks like), when it looks like one written wrong; else None. A step keyword is meant
    only when ``is_step`` holds for the rest of the line (a description line may start with
    "The" or "then"); without ``is_step`` (a line Gherkin refused anyway) the word alone says.
    A block keyword is meant only where ``block`` (steps follow the line: a description line
    may be ``Measure: ...`` or ``Sample: ...``)."""
    head = _HEAD.match(line) if block else None
    if head is not None:
        written = head[1].strip()
        if written not in BLOCK_KEYWORDS:
            near = sorted(
                (_distance(written.lower(), keyword.lower()), keyword) for keyword in BLOCK_KEYWORDS
            )
            edits, keyword = near[0]
            if edits <= (0 if len(keyword) <= 5 else 2):  # "Rules:" may begin a description
                return f"{written}:", f"{keyword}:"
    word = _FIRST_WORD.match(line)
    if word is None or word[0] in STEP_KEYWORDS:
        return None
    first = word[0]
    rest = line[len(first) :]
    if rest[:1] not in ("", " "):
        return None
    edits, keyword = min((_distance(first.lower(), k.lower()), k) for k in STEP_KEYWORDS)
    close = edits <= (1 if len(keyword) >= 4 else 0)
    if close and (is_step is None or is_step(rest.strip())):
        return first, keyword
    return None
