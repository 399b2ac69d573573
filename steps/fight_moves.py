"""Moves that name their targets, and questions about end positions
(docs/language.md#moves-with-end-positions; contract §19.6): `against "<enemy>"` (a charge's,
pile-in's or Engaging Consolidation's enemy units), `onto <objective>` (an Objective
Consolidation's objective), and `Then "<unit>" can make a <move> move ... to ...`, which weighs
eligibility first and then the end positions (core/end_positions.py,
core/fight_moves_end.py), as the move step would, without making the move.

The steps are declared, not written one by one: a phrase form is a claim (the When that makes
the move, or a Then's `can`, `cannot`, `cannot ... because` or `cannot ..., for exactly these
reasons:`), what the step names of the move (its aim) and where its models end (or nothing: a
claim weighed before the move). Each form's step is generated from its claim and its ends:
what the step reads of its slots is steps/_move_asked.py's, for every form alike."""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from ruleslawyer.core.eligibility import reason_in
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import REGISTRY, StepKind
from ruleslawyer.scenario.state import ScenarioState

from ._move_asked import Args, claim, ends, named, reasons_table, said_where, verdict
from ._verdicts import _because, _exactly, _said
from .position_moves import _move

_WORDS = ("can make it", "cannot make it")
_FOR = "for a move"  # what a reason no move gives is refused as


# -- The claims: what each phrase form does with what its step names ---------------------------
def _make(ctx: ScenarioState, args: Args) -> None:
    """Make the move to the ends named (When)."""
    _move(ctx, args["unit"], args["move"], ends(ctx, args), said_where(args), named(ctx, args))


def _can(ctx: ScenarioState, args: Args) -> None:
    found = verdict(ctx, args)
    if not found.yes:
        raise Disagreement(claim(args, "can"), _said(found, *_WORDS), found.reasons)


def _cannot(ctx: ScenarioState, args: Args) -> None:
    found = verdict(ctx, args)
    if found.yes:
        raise Disagreement(claim(args, "cannot"), _said(found, *_WORDS), found.grounds())


def _cannot_because(ctx: ScenarioState, args: Args) -> None:
    reason = args["reason"]
    table = reasons_table((reason,))
    reason_in(reason, table, _FOR)  # a reason no move gives: say so first
    _because(claim(args, "cannot"), verdict(ctx, args), reason, table, _FOR, _WORDS)


def _cannot_exactly(ctx: ScenarioState, args: Args) -> None:
    rows = args["reasons"] or []
    phrases = tuple(row[0] for row in rows if row)
    table = reasons_table(phrases)
    for phrase in phrases:  # a reason no move gives: say so first
        reason_in(phrase, table, _FOR)
    _exactly(claim(args, "cannot"), verdict(ctx, args), table, _FOR, rows, _WORDS)


@dataclass(frozen=True)
class Claim:
    """A claim about the move: the words before its aim, after its ends, and what it does."""

    kind: StepKind
    verb: str  # "makes", "can make", "cannot make"
    tail: str  # what follows where the models end
    run: Callable[[ScenarioState, Args], None]
    reasons: bool = False  # the step's table lists the claim's reasons (passed as `reasons`)


MAKES = Claim("when", "makes", "", _make)
CAN = Claim("then", "can make", "", _can)
CANNOT = Claim("then", "cannot make", "", _cannot)
BECAUSE = Claim("then", "cannot make", " because {reason:text}", _cannot_because)
EXACTLY = Claim("then", "cannot make", ", for exactly these reasons:", _cannot_exactly, True)


@dataclass(frozen=True)
class Where:
    """Where the models end, as a step says it (none: the claim is weighed before the move)."""

    words: str
    table: bool = False  # the step's table holds the end positions (`to:`)


AT = Where(" [how=to|by] ({x:length}, {y:length})")
TABLE = Where(" to:", table=True)
PLACED = Where(' to the placement "{name}"')
BEFORE = Where("")


def step(said: Claim, at: Where) -> Callable[..., None]:
    """The step of a claim to these ends: its slots, and the step's table as the claim's
    reasons or the end positions, passed to the claim as one dict of arguments. A step is
    given a table only if its form has one (else a table is refused: "this step takes no
    table")."""
    assert not (said.reasons and at.table), "a step has one table"
    run, reasons = said.run, said.reasons

    def claimed(ctx: ScenarioState, **args: Any) -> None:
        if reasons:
            args["reasons"] = args.pop("datatable")
        run(ctx, args)

    parameters = [inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    if said.reasons or at.table:
        parameters.append(inspect.Parameter("datatable", inspect.Parameter.KEYWORD_ONLY))
    parameters.append(inspect.Parameter("args", inspect.Parameter.VAR_KEYWORD))
    claimed.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    claimed.__name__ = claimed.__qualname__ = run.__name__.lstrip("_") + ("_table" * at.table)
    claimed.__doc__ = run.__doc__
    return claimed


# -- The phrase forms --------------------------------------------------------------------------
@dataclass(frozen=True)
class Aimed:
    """What a step names of the move before where its models end: the template's words, an
    example's, and examples of its own for some forms (a set-up move's reasons)."""

    words: str
    example: str
    examples: dict[tuple[Claim, Where], str] = field(default_factory=dict, hash=False)


def _reasons_said(reason: str, at: Where, example: str = "") -> dict[tuple[Claim, Where], str]:
    """Examples of a `because` and a `for exactly these reasons` form that give ``reason``."""
    return {
        (BECAUSE, at): f"{example} because {reason}",
        (EXACTLY, at): f"{example}, for exactly these reasons:\n  | {reason} |",
    }


_AIMED = "a [move=charge|pile-in|consolidation] move"
_ANY = Aimed("[a|an] {move:word} move", "a pile-in move")
_AGAINST = Aimed(_AIMED + ' against "{enemy}"', 'a pile-in move against "Boyz"')
_AGAINST_TWO = Aimed(
    _AIMED + ' against "{enemy}" and "{second}"',
    'a consolidation move against "Boyz" and "Grots"',
)
_ONTO = Aimed(
    "a [move=consolidation] move onto {objective:area}", "a consolidation move onto objective 1"
)
# A disembark's mode (§14), as a query's aim (§19.6): Then only, the When forms being
# steps/set_up_moves.py's; its examples set up (never `by`) and give a set-up reason.
_SET_UP_ENGAGED = "a model would be set up engaged"
_USING = Aimed(
    "a [move=disembark] move using {mode:mode}",
    "a disembark move using Combat Disembark",
    {
        (BECAUSE, AT): " to (12, 10) because a model would not be wholly within the set-up "
        "distance of its TRANSPORT",
        (EXACTLY, AT): f" to (12, 10), for exactly these reasons:\n  | {_SET_UP_ENGAGED} |",
        **_reasons_said(_SET_UP_ENGAGED, PLACED, ' to the placement "near"'),
    },
)
# Before the move: what the positions decide with what the step names. A charge's named targets
# are weighed before the move too (11.04 BEFORE MOVING, 23.04).
_BEFORE_AIMED = "a [move=pile-in|consolidation] move"
_CHARGE_FAR = _reasons_said("a charge target is beyond the maximum distance of the charge", BEFORE)
_BEFORE_AIMS = (
    Aimed(_BEFORE_AIMED + ' against "{enemy}"', 'a pile-in move against "Boyz"'),
    Aimed(
        _BEFORE_AIMED + ' against "{enemy}" and "{second}"',
        'a consolidation move against "Boyz" and "Grots"',
    ),
    Aimed('a [move=charge] move against "{enemy}"', 'a charge move against "Boyz"', _CHARGE_FAR),
    Aimed(
        'a [move=charge] move against "{enemy}" and "{second}"',
        'a charge move against "Boyz" and "Grots"',
        _CHARGE_FAR,
    ),
    # Its objective's words are never "to", "by" or "for" (the `onto` slot), so the name ends
    # where a `to ...` form's end positions would begin.
    Aimed(
        "a [move=consolidation] move onto {objective:onto}",
        "a consolidation move onto objective 1",
        _reasons_said("the selected objective is too far away", BEFORE),
    ),
)

# A surge's distance and target (21.02), as a query's aim (§19.6: `of up to <n>"`, then
# `against "<enemy>"`, before `to ...`), read as steps/surge_moves.py's When forms read them.
_SURGE_AIMS = (
    Aimed('a [move=surge] move of up to {distance:length}"', 'a surge move of up to 3"'),
    Aimed('a [move=surge] move against "{enemy}"', 'a surge move against "Boyz"'),
    Aimed(
        'a [move=surge] move of up to {distance:length}" against "{enemy}"',
        'a surge move of up to 3" against "Boyz"',
    ),
)

_ROWS = "\n  | model | x  | y  |\n  | 1     | 12 | 10 |"
_NOT_ENGAGED = "it would not end engaged"
# Each form: its claim, where the models end, and an example's words after the aim.
Form = tuple[Claim, Where, str]
_MADE: tuple[Form, ...] = ((MAKES, AT, " to (12, 10)"), (MAKES, TABLE, " to:" + _ROWS))
_MADE_PLACED: tuple[Form, ...] = ((MAKES, PLACED, ' to the placement "near"'),)
_ASKED: tuple[Form, ...] = (
    (CAN, AT, " to (12, 10)"),
    (CAN, TABLE, " to:" + _ROWS),
    (CANNOT, AT, " to (12, 10)"),
    (CANNOT, TABLE, " to:" + _ROWS),
    (BECAUSE, AT, f" to (12, 10) because {_NOT_ENGAGED}"),
    (EXACTLY, AT, f" by (1, 0), for exactly these reasons:\n  | {_NOT_ENGAGED} |"),
    (CAN, PLACED, ' to the placement "near"'),
    (CANNOT, PLACED, ' to the placement "near"'),
    (BECAUSE, PLACED, f' to the placement "near" because {_NOT_ENGAGED}'),
    (
        EXACTLY,
        PLACED,
        f' to the placement "near", for exactly these reasons:\n  | {_NOT_ENGAGED} |',
    ),
)
_ASKED_BEFORE: tuple[Form, ...] = (
    (CAN, BEFORE, ""),
    (CANNOT, BEFORE, ""),
    (BECAUSE, BEFORE, " because a selected enemy unit is too far away"),
    (EXACTLY, BEFORE, ", for exactly these reasons:\n  | it must make an Ongoing Consolidation |"),
)


def register(aims: Iterable[Aimed], forms: tuple[Form, ...]) -> None:
    """Register each form for each aim, in that order, with its generated step."""
    for aimed in aims:
        for said, at, example in forms:
            words = f"{said.verb} {aimed.words}{at.words}{said.tail}"
            shown = aimed.examples.get((said, at), example)
            REGISTRY.add(
                said.kind,
                '"{unit}" ' + words,
                step(said, at),
                f'{said.kind.capitalize()} "Squad" {said.verb} {aimed.example}{shown}',
            )


register((_AGAINST, _AGAINST_TWO, _ONTO), _MADE)
register((_AGAINST, _AGAINST_TWO, _ONTO), _MADE_PLACED)
register((_ANY, _AGAINST, _AGAINST_TWO, _ONTO, _USING, *_SURGE_AIMS), _ASKED)
register(_BEFORE_AIMS, _ASKED_BEFORE)
