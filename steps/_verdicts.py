"""What the move, charge and shooting steps share: the fixes an impossible move's error
suggests, and the comparison of a verdict with a `because` or `for exactly these reasons`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from ruleslawyer.core import ImpossibleEvent, Reason, Verdict
from ruleslawyer.core.eligibility import C_FAR, reason_in
from ruleslawyer.core.predicates import Question
from ruleslawyer.core.unit_fields import UnitFacts
from ruleslawyer.scenario import measuring
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.state import ScenarioState

# The Given that makes each refusal go away, for the error of a move that cannot have happened.
_FIXES: dict[str, str] = {
    "it is not on the battlefield": 'add Given "{unit}" is on the battlefield',
    "it is engaged": 'add Given "{unit}" is not engaged',
    "it is not engaged": 'add Given "{unit}" is engaged',
    "it is an AIRCRAFT unit": 'add Given "{unit}" does not have the keyword AIRCRAFT',
    "it has not declared a charge this phase": 'add Given "{unit}" declared a charge this phase',
    "it is not the Fight phase": "add Given it is player {player}'s Fight phase",
    "it is not eligible to fight": 'add Given "{unit}" is engaged',
    C_FAR.text: "remove Given " + UnitFacts.near_enemy.phrases[0],
    "it made an advance move this turn": 'add Given "{unit}" made no move this turn',
    "it made a fall-back move this turn": 'add Given "{unit}" made no move this turn',
    "it started an Action this turn": 'add Given "{unit}" has started no Action this turn',
    "it has already declared a charge this phase": "a unit declares one charge a phase",
    "it has already made a charge move this phase": "a declared charge makes one charge move",
    "it is battle-shocked": 'add Given "{unit}" is not battle-shocked',
    "it is not in strategic reserves": 'add Given "{unit}" is in strategic reserves',
    "it is the first battle round": (
        'add Given it is battle round 2, or Given a rule lets "{unit}" arrive in the first '
        "battle round"
    ),
    "it is not embarked within a TRANSPORT": 'add Given "{unit}" is embarked within "<transport>"',
    "it is not its player's Movement phase": "add Given it is player {player}'s Movement phase",
    "it was set up on the battlefield this turn": (
        'remove Given "{unit}" was set up on the battlefield this turn'
    ),
    "it has not made a normal, advance or fall-back move this phase": (
        'add Given "{unit}" made a normal move this phase'
    ),
}


# Refusals the positions decide in a positioned scenario (19.5): no Given can change them, so
# the error says what was measured instead of a Given to add or remove.
_MEASURED: tuple[tuple[str, str], ...] = (
    (C_FAR.text, "near_enemy"),
    ("it is engaged", "engaged"),
    ("it is not engaged", "engaged"),
)


def _fix(ctx: ScenarioState, unit: str, text: str) -> str | None:
    """The Given that makes the refusal ``text`` go away; in a positioned scenario, for one
    the positions decide, what the positions measured (19.5, 19.6)."""
    placed = [
        n for n in ctx.units if ctx.canonical(n) == ctx.canonical(unit) and n in ctx.board.rows
    ]
    fact = dict(_MEASURED).get(text)
    if fact and ctx.board.positioned and placed:
        measured = measuring.measured_closest(placed, fact, ctx.board, ctx.units)
        return f"the positions {measured}"
    if text not in _FIXES:
        return None
    return _FIXES[text].format(unit=unit, player=ctx.game.unit(unit).player)


def _happened(ctx: ScenarioState, unit: str, event: Callable[[], object]) -> None:
    """Run an event; if it cannot have happened, say which Given would make it possible, or
    in a positioned scenario what the positions measured."""
    try:
        event()
    except ImpossibleEvent as exc:
        texts = [r.text for r in exc.reasons if isinstance(r, Reason)]
        fixes = dict.fromkeys(f for f in (_fix(ctx, unit, t) for t in texts) if f)
        raise ImpossibleEvent(
            exc.message + ("; " + "; ".join(fixes) if fixes else ""),
            unit=unit,
            reasons=exc.reasons,
            word=exc.word,
        ) from None


def _said(verdict: Verdict, yes: str, no: str) -> str:
    return f"{no}: {verdict.explain()}" if not verdict.yes else f"{yes}: nothing bars it"


def _exactly(
    claim: str,
    verdict: Verdict,
    table: Sequence[Reason],
    what: str,
    datatable: list[list[str]] | None,
    words: tuple[str, str],
    question: Question | None = None,
) -> None:
    wanted = {
        reason_in(row[0], table, what, question).text for row in datatable or [] if row and row[0]
    }
    have = {r.text for r in verdict.reasons}
    if have != wanted or not have:
        detail = []
        if wanted - have:
            detail.append("missing: " + ", ".join(sorted(wanted - have)))
        if have - wanted:
            detail.append("also: " + ", ".join(sorted(have - wanted)))
        decided = _said(verdict, *words) + (f" ({'; '.join(detail)})" if detail else "")
        raise Disagreement(
            f"{claim} for exactly: " + ", ".join(sorted(wanted)), decided, verdict.grounds()
        )


def _because(
    claim: str,
    verdict: Verdict,
    reason: str,
    table: Sequence[Reason],
    what: str,
    words: tuple[str, str],
    question: Question | None = None,
) -> None:
    wanted = reason_in(reason, table, what, question)
    # Whether the reasons hold that one asks that reason's test alone (core/parts.py); its
    # words against every reason's only when they do not.
    if wanted not in verdict.reasons and wanted.text not in {r.text for r in verdict.reasons}:
        raise Disagreement(
            f"{claim} because {wanted.text}", _said(verdict, *words), verdict.grounds()
        )
