"""The `<kind>` of contract 18.7's `any rule` steps and its parts: which kinds of the effect
vocabulary a kind draws from and which slots it pins, the `<doing>` words, the CP-cost kind,
and the duration a step pins (`, <duration>`). The draw is in scenario/any_rule.py."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ruleslawyer.core import RulesInputError
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.effects import Until
from ruleslawyer.core.eligibility import REASON_TWINS
from ruleslawyer.core.errors import closest
from ruleslawyer.core.predicates import Question, never_bars, normal_words, words
from ruleslawyer.core.rule_conditions import condition as parse_condition
from ruleslawyer.core.units import UNSTATED_MOVES, MoveKind


@dataclass(frozen=True)
class Kind:
    """One `<kind>`: the registry kinds whose sentences it draws, the slots it pins, and a
    test a sentence must pass (its words)."""

    registry: tuple[str, ...]  # names of effect kinds (effect_kinds.kinds()); () = every one
    fixed: tuple[tuple[str, str], ...] = ()
    says: str = ""  # the sentence holds these words (a characteristic, a roll, a part)
    other_than: str | None = None  # a reason left out (`other than "<reason>"`)


DOINGS = {
    "starting Actions": "start Actions",
    "declaring a charge": "declare a charge",
    "shooting": "shoot",
    "embarking": "embark",
    "fighting": "fight",
}
KIND_FORMS = (
    "lifts one bar",
    "lifts one bar on <doing>",
    'lifts one bar other than "<reason>"',
    'lifts one bar on <doing> other than "<reason>"',
    "adds one bar",
    "adds one bar on <doing>",
    "modifies its <char>",
    "modifies its <roll> rolls",
    "makes its <roll> rolls succeed automatically",
    "makes it count as something",
    "gives it Fights First",
    "lifts a 15.01 limit",
)
_MOVES = tuple(k for k in MoveKind if k not in UNSTATED_MOVES)


def _verb(singular: str) -> str:
    """A verb in either number: `lifts`/`lift`, `modifies`/`modify` (18.7: plural after
    `up to <n> rules`)."""
    plural = singular[:-3] + "y" if singular.endswith("ies") else singular[:-1]
    return f"(?:{singular}|{plural})"


def _doing(words_: str) -> str:
    key = normal_words(words_)
    if key in DOINGS:
        return DOINGS[key]
    moved = re.fullmatch(r"making an? ([\w -]+?) move", key)
    if moved:
        kind = MoveKind.parse(moved.group(1))
        return f"make {kind.article} {kind.value} move"
    forms = [*DOINGS, "making a <move> move"]
    raise RulesInputError(
        f"{words_!r} is not a <doing> of 18.7; they are: " + ", ".join(forms),
        word=words_,
        suggestion=closest(key, forms, cutoff=0.3),
    )


def _question(do: str) -> Question:
    return Question.MOVE if do.startswith("make ") else Question(do)


def parse_kind(text: str) -> Kind:
    """A `<kind>` of 18.7 (either number of its verb), or an error listing the kinds."""
    key = normal_words(text)
    bar = re.fullmatch(
        rf"{_verb('lifts')} one bar(?: on (?P<doing>.+?))?(?: other than \"(?P<reason>.+)\")?",
        key,
    )
    if bar:
        fixed = (("do", _doing(bar["doing"])),) if bar["doing"] else ()
        reason = bar["reason"]
        if reason is not None:
            reason = _known_reason(reason, fixed[0][1] if fixed else None)
        return Kind(("lift a bar",), fixed, other_than=reason)
    added = re.fullmatch(rf"{_verb('adds')} one bar(?: on (?P<doing>.+))?", key)
    if added:
        fixed = (("do", _doing(added["doing"])),) if added["doing"] else ()
        return Kind(("add a bar",), fixed)
    rolls = re.fullmatch(rf"{_verb('modifies')} its (?P<roll>[\w-]+) rolls", key)
    if rolls:
        roll = str(ek.SLOTS["roll"].convert(rolls["roll"]))
        return Kind(("roll",), (("roll", roll),), f"its {roll} rolls")
    char = re.fullmatch(rf"{_verb('modifies')} its (?P<char>\w+)", key)
    if char:
        name = str(ek.SLOTS["char"].convert(char["char"]))
        return Kind(("characteristic",), (("char", name),), f"its {name}")
    auto = re.fullmatch(rf"{_verb('makes')} its (?P<roll>[\w-]+) rolls succeed automatically", key)
    if auto:
        roll = str(ek.SLOTS["roll"].convert(auto["roll"]))
        return Kind(("automatic success",), (("roll", roll),))
    if re.fullmatch(rf"{_verb('makes')} it count as something", key):
        return Kind(("counts as",))
    if re.fullmatch(rf"{_verb('gives')} it Fights First", key):
        return Kind(("core ability",), says="Fights First")
    if re.fullmatch(rf"{_verb('lifts')} a 15\.01 limit", key):
        return Kind(("15.01 limit",))
    raise RulesInputError(
        f"{text!r} is not a <kind> of a drawn rule (contract 18.7); the kinds are: "
        + "; ".join(KIND_FORMS),
        word=text,
        suggestion=closest(key, KIND_FORMS, cutoff=0.3),
    )


def _known_reason(reason: str, do: str | None) -> str:
    """18.8: `other than "<reason>"` names a reason of that `<doing>` (of any, when none is
    said), and is that reason's words as the table gives them: a number-free twin (19.1, `it
    is too far from every enemy unit to declare a charge`) is the same reason in other words,
    so it leaves out the reason it twins. Otherwise an error with the closest reasons."""
    questions = [_question(do)] if do else [q for q in Question if q.bars]
    known = list(dict.fromkeys(w for q in questions for w in words(q)))
    key = normal_words(reason)
    twin = REASON_TWINS.get(key)
    if twin is not None and normal_words(twin.text) in known:
        return normal_words(twin.text)
    if key in known or re.fullmatch(r'"[^"]+" forbids it', key):  # a rule's bar (18.3 item 2)
        return key
    if do:
        never_bars(reason, _question(do))  # a reason of another question says so (18.8)
    import difflib

    near = difflib.get_close_matches(key, known, n=3, cutoff=0.3)
    raise RulesInputError(
        f"{reason!r} is not a reason {'of ' + do if do else 'any bar has'} (contract 18.8); "
        + (f"the closest reasons: {'; '.join(near)}" if near else "reasons: " + "; ".join(known)),
        word=reason,
        suggestion=near[0] if near else None,
    )


CP_KIND = "CP cost"


def cp_kind(stratagems: str) -> Kind:
    """`changes the CP cost of <stratagems>`: the CP-cost kind, `<stratagems>` pinned."""
    said = normal_words(stratagems)
    if not re.fullmatch(ek.SLOTS["stratagems"].pattern, said, re.IGNORECASE):
        forms = [
            'the "<stratagem>" stratagem',
            "your stratagems",
            "your opponent's stratagems",
            "the next stratagem you use",
        ]
        raise RulesInputError(
            f"{stratagems!r} is not a <stratagems> of 18.2; they are: " + ", ".join(forms),
            word=stratagems,
            suggestion=closest(said, forms, cutoff=0.3),
        )
    return Kind((CP_KIND,), (("stratagems", said),))


# -- durations -----------------------------------------------------------------------------


def split_duration(text: str) -> tuple[str, str | None]:
    """`<kind>, <duration>`: the kind's words and the duration pinned (checked), if any."""
    key = normal_words(text)
    m = re.search(r", (?=(?:until |always|while |for that use))", key)
    if m is None:
        return key, None
    kind, duration = key[: m.start()], key[m.end() :]
    _check_duration(duration)
    return kind, duration


def _check_duration(duration: str) -> None:
    head, _, tail = duration.partition(", while ")
    if head.startswith("while "):
        parse_condition(head[6:])
    else:
        Until.parse(head)
    if tail:
        parse_condition(tail)


# -- the scenario's own names and the slots' domains ----------------------------------------
