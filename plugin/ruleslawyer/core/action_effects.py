"""The tag and marker sentences of an Action's EFFECT row (contract round 4, change to §15):
`that objective becomes <tag>` (also `that terrain area`, `the target ... until the end of the
turn` for an Action started on an enemy unit), `place one of your operation markers
within range of that objective` (also `within that terrain area`), `remove one of your
opponent's operation markers` (also `one of your operation markers`), and `score <n> VP`,
joined by `and`. Any other text stays the Action's effect in words, traced only.
"""

from __future__ import annotations

import enum
import re
from dataclasses import dataclass

from .errors import RulesInputError, closest
from .numbers import whole
from .references import clause

EFFECT_TAGS = clause("16.01", "Completing an Action", "an effect that tags an objective or area")
EFFECT_MARKERS = clause("16.01", "Completing an Action", "an effect that places or removes markers")


# The tags (contract §20.2): those the mission cards set, each with the duration §20.2 gives it.
# A tag is set by an EFFECT sentence below, a card rule or a Given, and read by the Givens and
# Thens of tags and a UNITS row's `that is not <tag>`; all of them take these words and no
# other, so a tag an EFFECT sets can always be asked about (interpretation 123).
TAGS = (
    "decoyed",
    "triangulated",
    "cleansed",
    "plundered",
    "consecrated",
    "trapped",
    "surveilled",
    "condemned",
)


class Kind(enum.Enum):
    SCORE = "score"
    TAG = "tag"
    PLACE = "place"
    REMOVE_THEIRS = "remove theirs"
    REMOVE_OURS = "remove ours"


@dataclass(frozen=True)
class EffectPart:
    kind: Kind
    vp: int = 0
    tag: str = ""


PATTERNS: tuple[tuple[str, Kind], ...] = (
    (r"score (?P<vp>[0-9]+) VP", Kind.SCORE),
    (r"that (?:objective|terrain area) becomes (?P<tag>\w+)", Kind.TAG),
    # An Action started on an enemy unit: that unit is tagged (until the end of the turn: the
    # tag's own duration, contract §20.2, says so).
    (r"the target becomes (?P<tag>\w+)(?: until the end of the turn)?", Kind.TAG),
    (
        r"place one of your operation markers (?:within range of that objective|within that "
        r"terrain area)",
        Kind.PLACE,
    ),
    (r"remove one of your opponent's operation markers", Kind.REMOVE_THEIRS),
    (r"remove one of your operation markers", Kind.REMOVE_OURS),
)


def _parts(text: str) -> list[str]:
    return [p.strip() for p in re.split(r"\s+and\s+", text.strip().rstrip(".")) if p.strip()]


def _tag(part: str, word: str) -> str:
    """The tag ``word`` of the EFFECT sentence ``part``: one of TAGS, else an input error."""
    tag = word.lower()
    if tag not in TAGS:
        raise RulesInputError(
            f"EFFECT {part!r}: {word!r} is not a tag; the tags are {', '.join(TAGS)} "
            "(contract §20.2)",
            word=word,
            suggestion=closest(tag, TAGS),
        )
    return tag


def check_tags(text: str) -> None:
    """Refuse, where the Action is declared, an EFFECT sentence that tags with a word no Given,
    Then or UNITS row reads (interpretation 123); the rest of the row is read when it resolves."""
    for part in _parts(text):
        for pattern, kind in PATTERNS:
            m = re.fullmatch(pattern, part, flags=re.IGNORECASE)
            if m is not None and kind is Kind.TAG:
                _tag(part, m.group("tag"))


def parse_effect(text: str) -> tuple[EffectPart, ...] | None:
    """The sentences of an EFFECT row, or None when any part is not one of these forms (then
    the whole row is the effect in words)."""
    found: list[EffectPart] = []
    for part in _parts(text):
        for pattern, kind in PATTERNS:
            m = re.fullmatch(pattern, part, flags=re.IGNORECASE)
            if m is not None:
                groups = m.groupdict()
                vp = whole(groups["vp"], "EFFECT") if groups.get("vp") else 0
                tag = _tag(part, groups["tag"]) if kind is Kind.TAG else ""
                found.append(EffectPart(kind, vp, tag))
                break
        else:
            return None
    return tuple(found) or None
