"""What a property draw asks the core, each question once: when an Action started at a moment
completes, whether a unit can be performing one now, and which values of a unit fact make no
impossible unit and no bar to an Action's start."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import replace
from functools import lru_cache, partial
from typing import Any, TypeVar, cast

from hypothesis.errors import UnsatisfiedAssumption

from ruleslawyer.core import ActionDef, Game, Moment, MoveKind, impossibilities
from ruleslawyer.core import actions as core_actions
from ruleslawyer.core import clock as gc
from ruleslawyer.core.actions import Completes, bars_at_its_start
from ruleslawyer.core.reading import replaced
from ruleslawyer.core.starts import Starts
from ruleslawyer.core.unit_fields import UnitFacts, UnitField
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.properties import alike_in_every_round
from ruleslawyer.properties.answers import ANSWERS, cached, kept
from ruleslawyer.properties.partial_values import Watched
from ruleslawyer.scenario.state import UnitDraft
from ruleslawyer.strategies import COMPLETES_ROWS, STARTS_ROWS, problems

T = TypeVar("T")


@lru_cache(maxsize=65536)
def _completes_at(
    completes: Completes, player: str, start: Moment, battle_rounds: int
) -> Moment | None:
    """When the game completes an Action that a unit of ``player`` starts at ``start``."""
    action = replace(ActionDef.from_rows("A", {}), completes=completes)
    unit = replace(DEFAULT_UNIT, name="U", player=player)
    game = Game(
        units={"U": unit},
        actions={"A": action},
        first_player=start.first_player,
        battle_rounds=battle_rounds,
        now=start,
    )
    return game.performer.begin_action("U", "A").completes_at


def started_validly(
    starts: Starts, completes: Completes, player: str, now: Moment, battle_rounds: int = 5
) -> bool:
    """:func:`_started_validly`, cached; for the walk's drawn round, asked of each round it may
    be and a read of it only where their answers differ (properties/rounds.py)."""
    return alike_in_every_round(
        now, lambda at: _started_validly(starts, completes, player, at, battle_rounds)
    )


@cached(maxsize=65536)  # pure, and asked again for every example of a scenario
def _started_validly(
    starts: Starts, completes: Completes, player: str, now: Moment, battle_rounds: int = 5
) -> bool:
    """Whether a unit of ``player`` can be performing an Action with these rows now, having
    started it this turn: at a moment of this turn, not after now, that STARTS allows, and from
    which the game's completion lies after now."""
    if now.player is None:
        return False
    first = gc.moment_at(now.battle_round, now.player, gc.Point.TURN_START, now.first_player)
    for index in range(now.index, first.index - 1, -1):
        moment = Moment(now.battle_round, index, now.first_player)
        if not starts.allows(moment, player):
            continue
        done = _completes_at(completes, player, moment, battle_rounds)
        if done is None or done > now:
            return True
    return False


@lru_cache(maxsize=4096)
def parsed(parse: Callable[[str], T], row: str) -> T:
    """An Action's row parsed, once per text: an Action is drawn per example."""
    return parse(row)


# Every STARTS and COMPLETES row drawn, parsed once, the default first.
_ALL_STARTS = tuple((text, Starts.parse(text)) for text in STARTS_ROWS)
_ALL_COMPLETES = tuple((text, Completes.parse(text)) for text in COMPLETES_ROWS)


def valid_pairs(
    players: Iterable[str], now: Moment, battle_rounds: int
) -> tuple[tuple[str, str], ...]:
    """The STARTS and COMPLETES rows (their texts) with which a unit of each of ``players`` can
    be performing an Action now, having started it this turn; for the walk's drawn round, a
    read of it only where the rows differ between rounds (properties/rounds.py)."""
    pairs: tuple[tuple[str, str], ...] | None = None
    for player in dict.fromkeys(players):
        theirs = alike_in_every_round(now, partial(_pairs_at, player, battle_rounds=battle_rounds))
        pairs = theirs if pairs is None else tuple(p for p in pairs if p in theirs)
    return pairs or ()


@cached(maxsize=4096)
def _pairs_at(player: str, now: Moment, *, battle_rounds: int) -> tuple[tuple[str, str], ...]:
    return tuple(
        (starts_text, completes_text)
        for starts_text, starts in _ALL_STARTS
        for completes_text, completes in _ALL_COMPLETES
        if _started_validly(starts, completes, player, now, battle_rounds)
    )


Fixed = tuple[tuple[str, Any], ...]


@cached(maxsize=4096)
def fitting(
    field: str, values: tuple[T, ...], fixed: Fixed, now: Moment | None, acting: bool
) -> tuple[T, ...]:
    """The values of a unit's ``field`` that, beside the ``fixed`` facts and defaults, make no
    impossible unit and, for a unit ``acting`` (performing an Action it started this turn), no
    bar to its start. A draw from these is rejected less often; the whole unit is still asked."""
    base = replaced(DEFAULT_UNIT, **dict(fixed))  # replace's result, without __init__
    fit = []
    for value in values:
        change: dict[str, Any] = {field: value}
        if field == "moves" and now is not None:
            change = {"moves": tuple((kind, now.turn_key) for kind in cast(tuple[MoveKind], value))}
        elif field == "keywords":
            change = {"keywords": frozenset({value})}
        unit = replaced(base, **change)
        if impossibilities(unit) or (acting and now is not None and bars_at_its_start(unit, now)):
            continue
        fit.append(value)
    return tuple(fit)


def fit(
    field: str, values: tuple[T, ...], now: Moment, acting: bool, fixed: Fixed = ()
) -> tuple[T, ...]:
    ANSWERS.fresh_for("fit", core_actions.BARS)  # the core's bars changed: ask it anew
    # The moment matters only to the bars and to when moves were made: a key of the cache then.
    return fitting(field, values, fixed, now if acting or field == "moves" else None, acting)


def fitting_draft(field: str, values: tuple[T, ...], fixed: Fixed, now: Moment) -> tuple[T, ...]:
    """The values of a unit draft's ``field`` that, beside its ``fixed`` facts (the rest at
    their defaults), add no impossibility, of the unit or of the unit now, to those it has
    without the field: each candidate made concrete as the game makes it (facts of this turn
    stamped with this turn). What the fixed facts make impossible alone is not the field's to
    avoid, so it excludes no value: the whole unit is still asked after its draw.

    Asked once per answer: a fixed keyword list enters the cache's key only through the
    keywords the core asked of it (:class:`_Probe`), so two lists that hold the same of those
    share one answer (the core's checks ask one keyword or two of thousands of lists). Both
    callers name the keyword list among the fixed facts, and never ask of the keywords."""
    at = [name for name, _ in fixed].index("keywords")
    keywords = cast(frozenset[str], fixed[at][1])
    key = (field, values, fixed[:at] + fixed[at + 1 :], now)
    known = _BY_ASKED.get(key, ())
    for asked, held, answer in known:
        if held == asked & keywords:
            return cast(tuple[T, ...], answer)
    probe = _Probe(keywords)
    answer = _fitting(field, values, (*fixed[:at], ("keywords", probe), *fixed[at + 1 :]), now)
    if probe.whole:  # read as a whole list (no rule of the core does): only the exact list
        return _fitting(field, values, fixed, now)  # has this answer, asked anew
    if len(_BY_ASKED) >= _BY_ASKED_MAX:
        _BY_ASKED.clear()
    asked = frozenset(probe.asked)
    _BY_ASKED[key] = (*known, (asked, asked & keywords, answer))
    return answer


class _Probe(Watched):
    """A keyword list that records which keywords are asked of it, and whether anything else
    was (a read of the whole list): the walk's :class:`Watched`, its reads kept here."""

    __slots__ = ("asked", "whole")

    def __init__(self, items: frozenset[str]) -> None:
        super().__init__('"probe"', items)
        self.asked: set[str] = set()
        self.whole = False

    def _all(self) -> None:
        self.whole = True

    def __contains__(self, keyword: object) -> bool:
        self.asked.add(str(keyword))
        return keyword in self._items


# The answers of fitting_draft with a keyword list, by the rest of its question: each with the
# keywords asked and which of them the list held.
_Answers = tuple[tuple[frozenset[str], frozenset[str], tuple[Any, ...]], ...]
_BY_ASKED: dict[tuple[object, ...], _Answers] = kept({})
_BY_ASKED_MAX = 16384


def _fitting(field: str, values: tuple[T, ...], fixed: Fixed, now: Moment) -> tuple[T, ...]:
    def drafted(change: Fixed) -> UnitDraft:
        draft = UnitDraft("U", None)
        for name, value in change:
            setattr(draft, name, value)
        return draft

    # A value that makes no problem fits whatever the fixed facts make: the fixed facts alone
    # are asked only when a value makes one. The value the field reads without it (its
    # default beside the fixed facts) makes the same unit as the fixed facts alone: it fits.
    plain = drafted(fixed)
    unset = getattr(plain, field)
    base: set[tuple[str, str]] | None = None
    fit = []
    for value in values:
        if value != unset:
            found = problems(drafted((*fixed, (field, value))), now)
            if found:
                base = problems(plain, now) if base is None else base
                if not found <= base:
                    continue
        fit.append(value)
    return tuple(fit)


# Under Hypothesis only (``draw.draws_fitted``; the exhaustive walk's chooser branches on the
# table's own options): the facts drawn among the values that add no impossibility beside
# the named facts, drawn or pinned before them (:func:`fitting_draft`), so that fewer
# examples are rejected. A charge declared this phase rules out advance and fall-back moves and
# AIRCRAFT (11.02, 23.04); strategic reserves rule out a unit set up this turn (20.04, 23.02).
FIT_UNDER_HYPOTHESIS: dict[UnitField[Any], tuple[UnitField[Any], ...]] = {
    UnitFacts.declared_charge: (UnitFacts.player, UnitFacts.keywords, UnitFacts.moves),
    UnitFacts.in_reserves: (
        UnitFacts.player,
        UnitFacts.keywords,
        UnitFacts.moves,
        UnitFacts.on_battlefield,
        UnitFacts.set_up_this_turn,
        UnitFacts.arrives_first_round,
    ),
}


def fitted_choice(
    choose: Callable[[Sequence[T]], T],
    row: UnitField[T],
    options: tuple[T, ...],
    draft: UnitDraft,
    now: Moment,
) -> T:
    """Under Hypothesis (:func:`draws_fitted`), a value of ``row`` (one of
    :data:`FIT_UNDER_HYPOTHESIS`) that fits beside the facts it names: the option drawn, when
    it fits, else the first option that does. The core is asked of the option drawn alone, and
    not at all of the row's default (the value the row has without it fits): most draws take
    the default, and a moment's question is asked only for a value that could make it
    impossible. For a row of two options, each fitting value comes as often as when drawn
    among the fitting values only."""
    value = choose(options)
    plain = row.default_from is None  # a default of its own, not another fact's
    if plain and value == row.default:
        return value  # most draws: nothing read, nothing asked
    named = tuple((f.name, getattr(draft, f.name)) for f in FIT_UNDER_HYPOTHESIS[row])
    for option in (value, *options):  # the option drawn, else the first that fits
        if (plain and option == row.default) or fitting_draft(row.name, (option,), named, now):
            return option
    raise UnsatisfiedAssumption  # no value fits: impossible, as hypothesis.assume rejects


def draws_fitted(choose: object) -> bool:
    """Whether ``choose`` draws as Hypothesis's chooser does (``Choose.fitted``), some facts
    among fitting values (:data:`FIT_UNDER_HYPOTHESIS`): Hypothesis's and a replay of its
    choices; never the exhaustive walk's, which branches on the table's options."""
    return bool(getattr(choose, "fitted", False))


# Beside these, being embarked is asked under Hypothesis (a unit set up this turn cannot
# embark, 18.02): a draw that could not embark is not drawn embarked and then rejected.
EMBARKING_BESIDE: tuple[UnitField[Any], ...] = (
    UnitFacts.player,
    UnitFacts.keywords,
    UnitFacts.moves,
    UnitFacts.on_battlefield,
    UnitFacts.in_reserves,
    UnitFacts.set_up_this_turn,
)


def may_embark(choose: object, draft: UnitDraft, transport: str, now: Moment) -> bool:
    """Whether ``draft`` may be drawn embarked (within ``transport``): beside the facts
    :data:`EMBARKING_BESIDE` names under Hypothesis; always for any other chooser (the
    exhaustive walk's), which is offered every option as before."""
    if not draws_fitted(choose):
        return True
    fixed = tuple((f.name, getattr(draft, f.name)) for f in EMBARKING_BESIDE)
    return bool(fitting_draft(UnitFacts.embarked_in.name, (transport,), fixed, now))
