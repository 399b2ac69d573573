"""The predicate registry: every condition a question of the core reads, declared once.

A predicate is one condition that bars a unit from something (starting an Action, shooting,
declaring a charge, a move): its words as a refusal says them (``reason.text``), its words as
a phrase reads them (``phrase``, the §18 CONDITION form), its clause (``reason.rule``), its test
and the unit facts (rows of ``unit_fields.py``) it reads. The questions build their rows from
the declarations, the parsers of reason words and their error messages list the declared words,
docs/predicates.md is written from the registry (``markdown``), and the effects of
``effects.py`` lift or add predicates by their reason words.

Declaring is loud: the same words for the same clause and question twice is an error, and an
unknown reason names the closest declared one.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from functools import partial
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from . import reading
from .clock import Moment
from .errors import RulesInputError, closest
from .references import Reason, clause
from .units import MoveKind, Unit

if TYPE_CHECKING:
    from .actions import ActionDef

A = TypeVar("A")


class Question(enum.Enum):
    """What a predicate bars: the ``<do>`` words of §18.2 (``lets it <do> even though ...``);
    for ``TARGET``, what a stratagem's TARGET row asks of a unit."""

    START_ACTION = "start Actions"
    # Going on performing an Action, and completing it (18.9: battle-shock ends it).
    PERFORM_ACTION = "perform Actions"
    SHOOT = "shoot"
    CHARGE = "declare a charge"
    MOVE = "make a move"
    FIGHT = "fight"
    EMBARK = "embark"
    # A stratagem's TARGET needs (15.01): each says what a unit must be, not what bars it.
    TARGET = "be the target of a stratagem"
    # The forms of an Action's UNITS row (16.00): each says what a unit must be (or, for the
    # parts of `within range of <objective>`, what that objective must be), read in parts
    # (core/action_units.py).
    UNITS = "be a unit an Action allows"
    # The forms of a mission card award row's conditions and counted things (contract §20.2),
    # read in parts (core/card_forms.py): each says what a consult's facts must be.
    CARD = "score a mission card award"

    @property
    def bars(self) -> bool:
        """Whether its predicates bar a unit from doing something (the `<do>` of 18.2, which a
        rule may lift); TARGET and UNITS say what a unit must be instead, CARD what a mission
        card's award row reads."""
        return self not in (Question.TARGET, Question.UNITS, Question.CARD)


@dataclass(frozen=True)
class Ask:
    """What a bar on starting an Action, shooting or declaring a charge reads: the unit, the
    moment, and the Action asked about (None: a question about no Action, or any Action)."""

    unit: Unit
    now: Moment
    action: ActionDef | None = None


@dataclass(frozen=True, eq=False)
class Reading:
    """How one fact a predicate reads is read (a stratagem's TARGET: from the game and the
    would-be target, core/target_facts.py): its name, its reader, and whether it is asked when
    the facts are gathered (``at_once``: its clauses weighed whatever else refuses the use)
    rather than when a rule first reads it."""

    fact: str
    read: Callable[[Any], object]
    at_once: bool = False


@dataclass(frozen=True, eq=False)
class Predicate(Generic[A]):
    """One declared condition (see the module docstring). ``test`` says whether it bars the
    unit (for TARGET and UNITS: whether the unit is as it must be); ``reads`` names the unit
    facts it reads (rows of the unit field table, or what else it reads as ``"<what>: <fact>"``,
    the Action's own rows as ``"Action: <ROW>"``). A row read in parts (UNITS) names the
    ``part`` each form is, and the other ``aliases`` a row may write its ``phrase`` in. A
    TARGET need states how each fact it reads is read (``readings``), so that a would-be
    target's facts are those the declarations read (core/target_facts.py)."""

    question: Question
    reason: Reason
    test: Callable[[A], bool]
    reads: tuple[str, ...] = ()
    phrase: str = ""
    part: str = ""
    aliases: tuple[str, ...] = ()
    readings: tuple[Reading, ...] = ()

    def __post_init__(self) -> None:
        # Its test is a rule (core/reading.py): a seam it is called inside drops none of its reads.
        if getattr(self.test, reading.RULE_NAME, None) is None:
            named = reading.rule(f"the predicate {self.reason.text!r} ({self.reason.rule})")
            object.__setattr__(self, "test", named(self.test))

    @property
    def words(self) -> str:
        """The words a refusal says (and an effect names it by)."""
        return self.reason.text

    @property
    def condition(self) -> str:
        """The words a phrase reads it by (§18 ``<condition>``): the refusal's, unless declared."""
        return self.phrase or self.reason.text

    def __deepcopy__(self, memo: dict[int, Any]) -> Predicate[A]:
        """A declaration is one object (rows read it by identity): a copy shares it."""
        return self

    def check(self, ask: A) -> tuple[Reason, Callable[[], bool]]:
        """A row of a question: the reason, and its test asked of ``ask`` when weighed."""
        return self.reason, partial(self.test, ask)


_DECLARED: dict[tuple[Question, str, str], Predicate[Any]] = {}


def declare(
    question: Question,
    reason: Reason,
    test: Callable[[A], bool],
    *,
    reads: tuple[str, ...] = (),
    phrase: str = "",
    part: str = "",
    aliases: tuple[str, ...] = (),
    readings: tuple[Reading, ...] = (),
) -> Predicate[A]:
    """Declare a predicate; the same words for the same clause and question twice is an error.
    ``readings``: how the facts it reads are read (``reads`` defaults to their names)."""
    reads = reads or tuple(r.fact for r in readings)
    predicate = Predicate(question, reason, test, reads, phrase, part, aliases, readings)
    key = (question, reason.text, reason.rule.id)
    if key in _DECLARED:
        raise ValueError(f"the predicate {reason.text!r} of {reason.rule.id} is declared twice")
    _DECLARED[key] = predicate
    _BY_QUESTION.clear()
    return predicate


def withdraw(predicate: Predicate[Any]) -> None:
    """Take a declaration back (a test that declares one at run time, or a plugin unloading)."""
    key = (predicate.question, predicate.reason.text, predicate.reason.rule.id)
    if _DECLARED.get(key) is predicate:
        del _DECLARED[key]
        _BY_QUESTION.clear()


@contextmanager
def declared_for_a_while(predicate: Predicate[Any]) -> Iterator[Predicate[Any]]:
    """``predicate`` declared for the ``with`` block only (it must not be declared yet)."""
    key = (predicate.question, predicate.reason.text, predicate.reason.rule.id)
    if key in _DECLARED:
        raise ValueError(f"the predicate {predicate.words!r} is declared already")
    _DECLARED[key] = predicate
    _BY_QUESTION.clear()
    try:
        yield predicate
    finally:
        withdraw(predicate)


def declared(question: Question | None = None) -> tuple[Predicate[Any], ...]:
    """Every predicate declared (of one question), in the order declared: the same tuple until
    a predicate is declared or withdrawn (a Then step's reason is looked up in it per example)."""
    kept = _BY_QUESTION.get(question)
    if kept is not None and kept[0] is _DECLARED:
        return kept[1]
    found = tuple(p for p in _DECLARED.values() if question is None or p.question is question)
    _BY_QUESTION[question] = (_DECLARED, found)
    return found


# ``declared``'s answers, by question, each with the registry it was read from (a test may put
# another in place); forgotten whenever a predicate is declared or withdrawn.
_BY_QUESTION: dict[Question | None, tuple[object, tuple[Predicate[Any], ...]]] = {}


def words(question: Question) -> tuple[str, ...]:
    """The reason words of ``question``, each once, in the order declared."""
    return tuple(dict.fromkeys(p.words for p in declared(question)))


def distinct_reasons(question: Question) -> tuple[Reason, ...]:
    """The reasons of ``question``, the first of each phrase, in the order declared."""
    found: dict[str, Reason] = {}
    for predicate in declared(question):
        found.setdefault(predicate.words, predicate.reason)
    return tuple(found.values())


def normal_words(phrase: str) -> str:
    """Reason words as a scenario may write them: a trailing full stop and spacing aside."""
    return " ".join(phrase.strip().rstrip(".").split())


# 01.03 and contract 18.3 item 2: a declared rule that forbids a unit something adds its own
# reason, '"<rule>" forbids it', to every question it names.
RULE_FORBIDS = clause("01.03", "Rules", "a rule forbids it")
_FORBIDS = re.compile(r'"[^"]+" forbids it')


def rule_forbids(phrase: str) -> Reason | None:
    """The reason '"<rule>" forbids it' that ``phrase`` says, if it says one."""
    key = normal_words(phrase)
    return Reason(key, RULE_FORBIDS) if _FORBIDS.fullmatch(key) else None


# Reasons a question gives that no predicate of the registry tests: an Action's own rows
# (STARTS, UNITS, USE LIMIT, RESTRICTIONS), weighed where the Action is (core/performing.py),
# which a lift may still name (contract 18.2: `start Actions` takes the §5 and §15 reasons).
_ROW_REASONS: dict[Question, tuple[Reason, ...]] = {}


def name_row_reasons(question: Question, reasons: tuple[Reason, ...]) -> None:
    """Let ``reason_named`` find ``reasons`` among ``question``'s (they are not predicates)."""
    _ROW_REASONS[question] = reasons


# Reasons of one question that are asked by another (18.8's "of another question").
_NEVER_BARS = {
    (Question.CHARGE, "it is battle-shocked"): "battle-shock bars no charge (11.02)",
    (Question.SHOOT, "it made an advance move this turn"): (
        "the advance only limits the shooting type, it bars no shooting (10.02, 10.04-10.07)"
    ),
}


def never_bars(reason: str, question: Question) -> None:
    """18.8: a reason of another question, named where ``question``'s reasons go (a lift's
    `even though`, a drawn rule's `other than`, a claim's `because`), is an error saying it
    never bars this one."""
    key = normal_words(reason)
    if (question, key) in _NEVER_BARS:
        raise RulesInputError(
            f'"{key}" never bars "{question.value}": {_NEVER_BARS[(question, key)]}; the '
            f"reasons of {question.value} are: " + "; ".join(words(question)),
            word=reason,
            suggestion=closest(key, words(question), cutoff=0.3),
        )


def reason_named(phrase: str, question: Question, what: str | None = None) -> Reason:
    """The reason of ``question`` that ``phrase`` names; an unknown one lists every declared
    reason of that question and suggests the closest."""
    key = normal_words(phrase)
    forbids = rule_forbids(key)
    if forbids is not None:
        return forbids
    for predicate in declared(question):
        if predicate.words == key or predicate.words.replace("'", "") == key.replace("'", ""):
            return predicate.reason
    # 19.1: a reason's number-free twin names the same reason (`lets it declare a charge even
    # though it is too far from every enemy unit to declare a charge`); the twins are kept with
    # the reasons they twin (core/eligibility.py, which reads this module: imported here).
    from .eligibility import REASON_TWINS

    twin = REASON_TWINS.get(key)
    if twin is not None and any(p.reason == twin for p in declared(question)):
        return twin
    rows = _ROW_REASONS.get(question, ())
    for reason in rows:
        if reason.text.replace("'", "") == key.replace("'", ""):
            return reason
    known = tuple(dict.fromkeys((*words(question), *(r.text for r in rows))))  # each once
    raise RulesInputError(
        f"unknown reason {phrase!r} {what or 'to ' + question.value}; reasons are: "
        + "; ".join(known),
        word=phrase,
        suggestion=closest(key, known, cutoff=0.3),
    )


def markdown() -> str:
    """docs/predicates.md, written from the registry (tests/core/test_predicates.py keeps the
    file equal to it)."""
    lines = [
        "# Predicates",
        "",
        "Written from the registry of `plugin/ruleslawyer/core/predicates.py` by its `markdown()`",
        "(tests/core/test_predicates.py fails when this page differs). Each row is one condition",
        "a question of the core reads: the words a refusal gives (and a `because` step, or an",
        "effect that lifts or adds it, names), the clause it comes from and the unit facts it",
        "reads (rows of the unit field table, docs/boards.md; for a stratagem's TARGET, what the",
        "unit must be and the facts of a would-be target it reads). A row read in parts (an",
        "Action's UNITS) gives each form's words as the row writes them (`<...>`: words the row",
        "chooses) and which part of the row it is; a unit that is not as the row says is refused",
        "with the row's own reason (`it is not a unit the Action allows`). A mission card's",
        "award row (contract §20.2) is read the same way: each form of its conditions (`if`)",
        "and counted things (`for each`), the words a report gives of what it read and the",
        "consult facts it reads (`core/card_facts.py`); `[...]`: words a row may leave out,",
        "`(s)`: a plural it may write, `{is|are}`: one of the words.",
    ]
    for question in Question:
        found = declared(question)
        parted = any(p.part for p in found)
        head = "| words in a row | part | reason | clause | reads |" if parted else ""
        lines += [
            "",
            f"## {question.value}",
            "",
            head or "| reason | clause | reads |",
            "| --- | --- | --- | --- | --- |" if parted else "| --- | --- | --- |",
        ]
        for p in found:
            reads = ", ".join(f"`{r}`" for r in p.reads) or "-"
            row = f"{p.words} | {p.reason.rule} ({p.reason.rule.name}) | {reads} |"
            if parted:
                also = ", ".join(f"`{a}`" for a in p.aliases)
                said = f"`{p.condition}`" + (f" (also {also})" if also else "")
                said = said.replace("|", "\\|")  # a choice of words (`{is|are}`) in a cell
                row = f"{said} | {p.part} | {row}"
            lines.append(f"| {row}")
    return "\n".join(lines) + "\n"


def question_of(do: str) -> tuple[Question, str]:
    """The `<do>` of 18.2 as a question and, for `make a <move> move`, the move type it names
    ('' otherwise). A lift or an added bar on one move type reaches that move type only (18.2:
    "the §9 and §14 reasons of that move type"); an unknown move type is an error naming it."""
    key = normal_words(do)
    named = re.fullmatch(r"make an? (.+) move", key, re.IGNORECASE)
    if named is not None:
        return Question.MOVE, MoveKind.parse(named[1]).value
    return Question(key), ""
