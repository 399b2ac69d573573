"""Claims about one verdict, declared (issue 36): `can`, `cannot`, `cannot ... because
<reason>` and `cannot ..., for exactly these reasons:` (docs/language.md; contract §9, §14,
§19.6), and of a refusal `is not refused ... because <reason>`. What a set of claims has in
common is one :class:`Asked` (or :class:`Refused`): the verdict query, how its claims are
stated, and the reasons a claim may name. A module registers the phrase forms it owns with
:func:`claims`, where its hand-written wrappers stood; each form's step is generated, and
compares the verdict with the claim as steps/_verdicts.py does for every claim alike, or, for a
set whose reasons are :class:`Written`, as its module reads and words them."""

from __future__ import annotations

import inspect
import re
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from ruleslawyer.core import Reason, Verdict
from ruleslawyer.core.predicates import Question
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.state import ScenarioState

from ._verdicts import _because, _exactly, _said

Args = dict[str, Any]
# The reasons a claim may name: a table, or one read from the reasons the step gives (12.08's
# consolidation reasons carry a unit's name).
Table = Sequence[Reason] | Callable[[tuple[str, ...]], Sequence[Reason]]
Said = str | Callable[[Args], str]

_SLOT = re.compile(r"\{(\w+):\w+\}")


def _filled(template: str, args: Args) -> str:
    """A phrase with its slots filled in as the step was given them."""
    return _SLOT.sub(r"{\1}", template).format(**args)


@dataclass(frozen=True)
class Written:
    """The reasons a set's claims name, read in its module's own words rather than looked up in
    a table (the order of fighting's name a player or a unit; a mission card's are its words
    exactly): ``known`` refuses one the module does not know, an input error in its words,
    before the verdict is asked; ``holds`` finds one among the verdict's reasons. Such a claim
    is quoted with its reasons as written: a `because` claim its reason, a `for exactly` claim
    its rows joined by '; ' (it holds when each row holds and there are as many rows as
    reasons); it gives ``free()`` as its grounds when nothing bars it."""

    known: Callable[[ScenarioState, str], None]
    holds: Callable[[str, tuple[Reason, ...]], bool]
    free: Callable[[], tuple[Reason, ...]] = tuple


@dataclass(frozen=True)
class Asked:
    """What a set of claims asks. ``yes`` and ``no`` are the `can` and `cannot` phrases (their
    templates); ``verdict`` answers them from the step's slots (all but a claim's reason or
    table); ``words`` say what was decided either way ('<yes>: nothing bars it', '<no>:
    <reasons>'), or ``answers`` do where the module words it otherwise (each a template,
    ``{reasons}`` the reasons: 'it can', 'it cannot: {reasons}'); a reason not in ``table`` is
    refused as not one ``what`` (e.g. "for a move"), or the reasons are :class:`Written`. A
    claim is quoted as its phrase with the slots filled in (``said_yes``/``said_no`` where the
    phrase has a choice of words such as `[a|an]`); ``detail`` adds to what a failed `can` says
    (an embark's distance, measured)."""

    yes: str
    no: str
    verdict: Callable[..., Verdict]
    words: tuple[str, str]
    table: Table | Written
    what: str = ""
    said_yes: Said | None = None
    said_no: Said | None = None
    detail: Callable[..., str] | None = None
    answers: tuple[str, str] | None = None
    question: Question | None = None  # whose reasons ``table`` holds: one of another says so

    def __post_init__(self) -> None:
        # A reason looked up in a table is refused as not one ``what``: a set must say what.
        assert self.what or isinstance(self.table, Written), f"say what {self.no!r} decides"

    def stated(self, args: Args, yes: bool) -> str:
        """The claim as a disagreement quotes it."""
        said = self.said_yes if yes else self.said_no
        if said is None:
            phrase = self.yes if yes else self.no
            assert "[" not in phrase, f"say how {phrase!r} is quoted (said_yes/said_no)"
            said = _SLOT.sub(r"{\1}", phrase)
        return said(args) if callable(said) else said.format(**args)

    def reasons(self, given: tuple[str, ...]) -> Sequence[Reason]:
        assert not isinstance(self.table, Written), "written reasons are read by their module"
        return self.table(given) if callable(self.table) else self.table

    def decided(self, ctx: ScenarioState, args: Args) -> Verdict:
        return self.verdict(ctx, **args)

    def said(self, found: Verdict) -> str:
        """What was decided, in the set's words."""
        if self.answers is None:
            return _said(found, *self.words)
        return self.answers[not found.yes].format(reasons=found.explain())


# -- What each claim does with the verdict -----------------------------------------------------
def _can(asked: Asked, ctx: ScenarioState, args: Args) -> None:
    found = asked.decided(ctx, args)
    if not found.yes:
        said = asked.said(found)
        if asked.detail is not None:
            said += asked.detail(ctx, **args)
        raise Disagreement(asked.stated(args, True), said, found.reasons)


def _cannot(asked: Asked, ctx: ScenarioState, args: Args) -> None:
    found = asked.decided(ctx, args)
    if found.yes:
        raise Disagreement(asked.stated(args, False), asked.said(found), found.grounds())


def _cannot_because(asked: Asked, ctx: ScenarioState, args: Args) -> None:
    reason = args.pop("reason")
    if isinstance(asked.table, Written):
        _written_because(asked, asked.table, ctx, args, reason)
        return
    found = asked.decided(ctx, args)
    table = asked.reasons((reason,))
    _because(
        asked.stated(args, False), found, reason, table, asked.what, asked.words, asked.question
    )


def _cannot_exactly(asked: Asked, ctx: ScenarioState, args: Args) -> None:
    rows = args.pop("datatable")
    if isinstance(asked.table, Written):
        _written_exactly(asked, asked.table, ctx, args, [row[0] for row in rows or [] if row])
        return
    found = asked.decided(ctx, args)
    table = asked.reasons(tuple(row[0] for row in rows or [] if row))
    _exactly(asked.stated(args, False), found, table, asked.what, rows, asked.words, asked.question)


def _one_unit(ctx: ScenarioState, reason: str) -> str:
    """A written reason with each quoted part of an attached unit named as the game names the
    unit (§11: either name refers to the whole attached unit)."""
    return re.sub(r'"([^"]+)"', lambda m: f'"{ctx.canonical(m.group(1))}"', reason)


def _written_because(
    asked: Asked, written: Written, ctx: ScenarioState, args: Args, reason: str
) -> None:
    written.known(ctx, reason)
    found = asked.decided(ctx, args)
    if found.yes or not written.holds(_one_unit(ctx, reason), found.reasons):
        claim = f"{asked.stated(args, False)} because {reason}"
        raise Disagreement(claim, asked.said(found), found.reasons or written.free())


def _written_exactly(
    asked: Asked, written: Written, ctx: ScenarioState, args: Args, rows: list[str]
) -> None:
    for row in rows:
        written.known(ctx, row)
    found = asked.decided(ctx, args)
    have = found.reasons
    named = [_one_unit(ctx, r) for r in rows]
    if found.yes or len(rows) != len(have) or not all(written.holds(r, have) for r in named):
        claim = f"{asked.stated(args, False)} for exactly: " + "; ".join(rows)
        raise Disagreement(claim, asked.said(found), have or written.free())


@dataclass(frozen=True)
class Refused:
    """What a set of claims about a refusal asks (an Action's start, a stratagem's use): the
    reasons ``refusal`` gives (none: allowed), what was decided as ``decided`` says it, the
    reason a step names as ``named`` reads it (with its rule, which a `because` claim quotes),
    and the grounds of a `cannot` when nothing bars it (``free``). A named reason is in the
    refusal as itself, or by its words only (``by_text``: a core stratagem may cite its own
    clause). ``unbarred`` is the phrase of a claim that a reason does not bar it (`"<unit>" is
    not refused the "<action>" Action`, then `because <reason>`), if the set has one."""

    yes: str
    no: str
    refusal: Callable[..., tuple[Reason, ...]]
    decided: Callable[..., str]
    named: Callable[[str], Reason]
    free: Callable[[], tuple[Reason, ...]] = tuple
    by_text: bool = False
    unbarred: str | None = None

    def stated(self, args: Args, yes: bool) -> str:
        return _filled(self.yes if yes else self.no, args)

    def holds(self, wanted: Reason, reasons: tuple[Reason, ...]) -> bool:
        return wanted.text in {r.text for r in reasons} if self.by_text else wanted in reasons


def _refused_can(asked: Refused, ctx: ScenarioState, args: Args) -> None:
    reasons = asked.refusal(ctx, **args)
    if reasons:
        raise Disagreement(asked.stated(args, True), asked.decided(ctx, reasons, **args), reasons)


def _refused_cannot(asked: Refused, ctx: ScenarioState, args: Args) -> None:
    reasons = asked.refusal(ctx, **args)
    if not reasons:
        raise Disagreement(asked.stated(args, False), asked.decided(ctx, (), **args), asked.free())


def _refused_because(asked: Refused, ctx: ScenarioState, args: Args) -> None:
    wanted = asked.named(args.pop("reason"))
    reasons = asked.refusal(ctx, **args)
    if not asked.holds(wanted, reasons):
        raise Disagreement(
            f"{asked.stated(args, False)} because {wanted.text} [{wanted.rule}]",
            asked.decided(ctx, reasons, **args),
            reasons or asked.free(),
        )


def _refused_exactly(asked: Refused, ctx: ScenarioState, args: Args) -> None:
    rows = args.pop("datatable")
    wanted = {asked.named(row[0]) for row in rows or [] if row and row[0].strip()}
    reasons = asked.refusal(ctx, **args)
    have, asked_for = {r.text for r in reasons}, {r.text for r in wanted}
    same = have == asked_for if asked.by_text else set(reasons) == wanted
    if not same or not reasons:
        detail = [f"missing: {', '.join(sorted(asked_for - have))}"] if asked_for - have else []
        detail += [f"also: {', '.join(sorted(have - asked_for))}"] if have - asked_for else []
        raise Disagreement(
            f"{asked.stated(args, False)} for exactly: " + ", ".join(sorted(asked_for)),
            asked.decided(ctx, reasons, **args) + (f" ({'; '.join(detail)})" if detail else ""),
            tuple(reasons) + tuple(wanted),
        )


def _refused_not_because(asked: Refused, ctx: ScenarioState, args: Args) -> None:
    wanted = asked.named(args.pop("reason"))
    reasons = asked.refusal(ctx, **args)
    if asked.holds(wanted, reasons):
        assert asked.unbarred is not None  # claims() registers this form only with it
        claim = f"{_filled(asked.unbarred, args)} because {wanted.text}"
        raise Disagreement(claim, asked.decided(ctx, reasons, **args), reasons)


_Run = Callable[[Any, ScenarioState, Args], None]
Form = Literal["can", "cannot", "because", "exactly", "not_because"]
# The forms of claim each kind of set has, by name (a claim that a reason does not bar it is
# about a refusal's reasons).
_RUNS: dict[type, dict[Form, _Run]] = {
    Asked: {
        "can": _can,
        "cannot": _cannot,
        "because": _cannot_because,
        "exactly": _cannot_exactly,
    },
    Refused: {
        "can": _refused_can,
        "cannot": _refused_cannot,
        "because": _refused_because,
        "exactly": _refused_exactly,
        "not_because": _refused_not_because,
    },
}


def judge(asked: Asked | Refused, form: Form, ctx: ScenarioState, args: Args) -> None:
    """Judge one claim of a declared set (``form``: can, cannot, because, exactly,
    not_because) with the step's slots: for a step whose one phrase holds several claims (a
    text slot that may end `because ...` or `, for exactly these reasons:`)."""
    _RUNS[type(asked)][form](asked, ctx, args)


def _step(
    asked: Asked | Refused, run: _Run, name: str, module: str, table: bool
) -> Callable[..., None]:
    """The generated step: its slots passed to ``run`` as one dict (its table as
    ``datatable``), named and placed as the wrapper it stands for. It holds ``asked``, whose
    verdict and reason table the editor reads (editor/vocabulary.py reasons_of)."""

    act = run  # held before ``asked`` (closure cells are read by name): the editor reads
    # what the claim does, then what it asks, as it read a hand-written wrapper's calls

    def claimed(ctx: ScenarioState, **args: Any) -> None:
        act(asked, ctx, args)

    parameters = [inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    if table:
        parameters.append(inspect.Parameter("datatable", inspect.Parameter.KEYWORD_ONLY))
    parameters.append(inspect.Parameter("args", inspect.Parameter.VAR_KEYWORD))
    claimed.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    claimed.__name__ = claimed.__qualname__ = name
    claimed.__module__ = module
    claimed.__doc__ = run.__doc__
    return claimed


def claims(
    asked: Asked | Refused,
    name: str,
    *,
    can: str | None = None,
    cannot: str | None = None,
    because: str | None = None,
    exactly: str | None = None,
    not_because: str | None = None,
) -> None:
    """Register the forms given an example (can, cannot, because, exactly, not because, in
    that order) in the calling module; ``name`` names their steps (``can_<name>``,
    ``cannot_<name>``, ...). A `not because` claim is a refusal's (``Refused.unbarred``)."""
    module = sys._getframe(1).f_globals["__name__"]
    runs = _RUNS[type(asked)]
    unbarred = asked.unbarred if isinstance(asked, Refused) else None
    assert not_because is None or unbarred is not None, "a not-because claim needs `unbarred`"
    forms: tuple[tuple[str | None, str, Form, str, bool], ...] = (
        (can, asked.yes, "can", f"can_{name}", False),
        (cannot, asked.no, "cannot", f"cannot_{name}", False),
        (because, asked.no + " because {reason:text}", "because", f"{name}_because", False),
        (
            exactly,
            asked.no + ", for exactly these reasons:",
            "exactly",
            f"{name}_exactly",
            True,
        ),
        (
            not_because,
            f"{unbarred} because {{reason:text}}",
            "not_because",
            f"{name}_not_because",
            False,
        ),
    )
    query = asked.verdict if isinstance(asked, Asked) else asked.refusal
    _takes_slots(query, asked.no)
    if unbarred is not None:
        _takes_slots(query, unbarred)
    for example, template, form, step_name, table in forms:
        if example is not None:
            step = _step(asked, runs[form], step_name, module, table)
            REGISTRY.add("then", template, step, example)


def _takes_slots(query: Callable[..., object], template: str) -> None:
    """A declaration's query is passed the phrase's slots by name: it takes each of them."""
    parameters = inspect.signature(query).parameters
    if any(p.kind is inspect.Parameter.VAR_KEYWORD for p in parameters.values()):
        return
    slots = set(re.findall(r"\{(\w+)", template)) | set(re.findall(r"\[(\w+)=", template))
    missing = sorted(slots - set(parameters))
    assert not missing, f"{query.__qualname__} takes no slot {missing} of {template!r}"
