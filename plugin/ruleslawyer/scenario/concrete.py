"""A unit draft made concrete: the :class:`~ruleslawyer.core.Unit` the game is built with, each
fact of the table stated or its default, the facts of this turn stamped with this turn's key.
It runs several times per property example (building the game, and the draws' questions of the
core), so it reads the draft's facts directly, and makes the unit without its generated
``__init__``.

Which rows each field is made from is the table's (``UnitField.feeds``, read by
``unit_fields.made_from``): a row's value is copied into the field of its name, stamped into the
field it is ``stored_as``, or read by the maker of a field (:data:`MAKERS`) through :class:`Fed`,
which gives a maker the rows that feed its field and no other. The walk's map of which rows a
read of a field reads (properties/fact_keys.py) reads the same declarations, so the two cannot
disagree."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol, cast

from ruleslawyer.core import Unit, reading, unit_fields
from ruleslawyer.core.fact_rows import HasFacts, UnitField
from ruleslawyer.core.units import SET_UP_MOVES, MoveKind
from ruleslawyer.scenario import fight_facts
from ruleslawyer.scenario.stamps import stamped, stated_moves

TurnKey = tuple[int, str]
PhaseKey = tuple[int, str, str]


class Draft(fight_facts.FightDraft, Protocol):
    """What this module reads of a unit draft (``ruleslawyer.scenario.state.UnitDraft``)."""

    facts: dict[str, object]
    unit_class: ClassVar[type[Unit]]  # the class of the unit made of it
    lds: tuple[int, ...]
    ocs: tuple[int | None, ...]
    datasheet: str | None
    transport_excludes: frozenset[str]

    def from_datasheet(self, key: str) -> bool: ...


@reading.copying
def unit_from_draft(draft: Draft, turn_key: TurnKey, phase_key: PhaseKey | None = None) -> Unit:
    """The concrete unit: every fact of the table, stated or its default (``UnitFacts``); a
    fact of this turn stamped with this turn's or this phase's key."""
    plan = _plan()
    # Each row's value as its descriptor reads it (the stated or drawn value, else its
    # default), read from the draft's facts directly: this runs several times per example.
    known = draft.facts
    has = cast(HasFacts, draft)  # once: a cast is a call
    facts = plan.defaults.copy()
    facts["name"] = draft.name
    facts.update(known)
    for name in plan.this_turn.intersection(known):  # stored below, in the fields they feed
        del facts[name]
    for name, row in plan.derived:
        if name not in known:
            facts[name] = row.default_of(has)
    for name, row, by_turn, stored_as in plan.stamped:
        value = known[name] if name in known else row.default_of(has)
        facts[stored_as] = stamped(value, turn_key if by_turn else phase_key)
    # A Given Ld or OC replaces every model's; otherwise the datasheet's per-profile values hold.
    lds = draft.lds if draft.from_datasheet("ld") else ()
    if lds:
        facts["ld"] = min(lds)
    # The rows the makers read, each read once, through one Fed given each maker's field in turn.
    fed = Fed(draft, "", frozenset(), {})
    for field, make, rows in plan.made:
        fed.field, fed.rows = field, rows
        facts[field] = make(fed, turn_key, phase_key)
    facts["datasheet"] = draft.datasheet
    facts["lds"] = lds
    facts["ocs"] = draft.ocs if draft.from_datasheet("oc") else ()
    facts["transport_excludes"] = draft.transport_excludes
    return _unit(facts, draft.unit_class)


class Fed:
    """The rows of a draft that feed one Unit field (those whose ``feeds`` name it), as a
    maker reads them: a row that does not feed the field is an error, never a silent read the
    walk's map does not know of."""

    __slots__ = ("draft", "field", "read", "rows")

    def __init__(
        self, draft: Draft, field: str, rows: frozenset[str], read: dict[str, Any]
    ) -> None:
        self.draft, self.field, self.rows, self.read = draft, field, rows, read

    def __getitem__(self, name: str) -> Any:
        """The row's value: stated or drawn, else its default (read once per unit made)."""
        if name in self.rows:
            read = self.read
            if name in read:
                return read[name]
            value = read[name] = getattr(self.draft, name)
            return value
        return self._fed(name)  # an error

    def known(self, name: str) -> bool:
        """Whether a Given stated the row's fact or the property search drew it."""
        return self._fed(name) in self.draft.facts

    def _fed(self, name: str) -> str:
        if name not in self.rows:
            raise TypeError(
                f"Unit.{self.field} is made from the {name} row, which does not name it in "
                f"`feeds` (core/unit_fields.py); the rows that do: {sorted(self.rows)}"
            )
        return name


Maker = Callable[[Fed, TurnKey, PhaseKey | None], object]


def _made(fed: Fed, phase_key: PhaseKey | None) -> tuple[MoveKind, ...]:
    """The moves made: this turn's, then (in a phase) this phase's."""
    moves: tuple[MoveKind, ...] = fed["moves"]
    this_phase: tuple[MoveKind, ...] = fed["moves_this_phase"] if phase_key is not None else ()
    return (*moves, *this_phase) if moves or this_phase else ()


def _moves(fed: Fed, turn_key: TurnKey, phase_key: PhaseKey | None) -> object:
    return tuple((kind, turn_key) for kind in _made(fed, phase_key))


def _phase_moves(fed: Fed, turn_key: TurnKey, phase_key: PhaseKey | None) -> object:
    if not _made(fed, phase_key):
        return ()
    this_phase = fed["moves_this_phase"] if phase_key is not None else ()
    return stated_moves(fed["moves"], this_phase, turn_key, phase_key)


def _set_up_turn(fed: Fed, turn_key: TurnKey, phase_key: PhaseKey | None) -> object:
    # A disembark or ingress move sets the unit up on the battlefield (18.03, 20.04).
    by_move = any(kind in SET_UP_MOVES for kind in _made(fed, phase_key))
    return turn_key if fed["set_up_this_turn"] or by_move else None


def _stationary_phase(fed: Fed, _: TurnKey, phase_key: PhaseKey | None) -> object:
    """Selected to move and remained stationary this phase (09.02, 09.04)."""
    return phase_key if phase_key is not None and fed["remained_stationary"] else None


def _stationary_turn(fed: Fed, turn_key: TurnKey, phase_key: PhaseKey | None) -> object:
    """The turn in which it remained stationary (18.2 `<state>`): stated this phase."""
    return turn_key if phase_key is not None and fed["remained_stationary"] else None


def _embarked_in_phase(fed: Fed, _: TurnKey, phase_key: PhaseKey | None) -> object:
    embarked = fed["embarked_in"] is not None
    return phase_key if embarked and fed["embarked_this_phase"] else None


def _selected_to_fight(fed: Fed, _: TurnKey, phase_key: PhaseKey | None) -> object:
    """Selected to fight this phase (12.04): stated only in a Fight phase."""
    if phase_key is None:
        return ()
    return (phase_key,) if fed["selected_to_fight"] else ()


def _engaged_at_fight_step(fed: Fed, _: TurnKey, phase_key: PhaseKey | None) -> object:
    """Its engagement at the start of this phase's Fight step (12.04), as stated or drawn: one
    nothing stated is recorded when the step begins."""
    if phase_key is None:
        return ()
    name = "engaged_at_fight_step"
    return ((phase_key, fed[name]),) if fed.known(name) else ()


# The fields made from rows other than by a copy or a stamp of one row's value: each from the
# rows that feed it (``UnitField.feeds``), read through :class:`Fed`.
MAKERS: dict[str, Maker] = {
    "moves": _moves,
    "phase_moves": _phase_moves,
    "set_up_turn": _set_up_turn,
    "stationary_phase": _stationary_phase,
    "stationary_turn": _stationary_turn,
    "embarked_in_phase": _embarked_in_phase,
    "selected_to_fight": _selected_to_fight,
    "engaged_at_fight_step": _engaged_at_fight_step,
}


def _unit(facts: dict[str, Any], made: type[Unit]) -> Unit:
    """``Unit(**facts)`` for ``facts`` that name every field (the defaults, then what the
    draft says), made without its generated ``__init__`` (43 frozen fields set one by one,
    several times per property example): ``facts`` becomes the unit's own. A name that is no
    field is an error, as there. ``made`` is :class:`Unit`, or the exhaustive walk's watched
    subclass of it for the drafts it draws (``UnitDraft.unit_class``)."""
    if len(facts) != len(_UNIT_DEFAULTS):  # a row with no field of its own: kept in ``more``
        rows = {k for k in facts if k not in _UNIT_DEFAULTS and k in unit_fields.BY_NAME}
        if rows:
            facts["more"] = tuple(sorted((k, facts.pop(k)) for k in rows))
    if len(facts) != len(_UNIT_DEFAULTS):
        raise TypeError(f"Unit has no field {sorted(set(facts) - set(_UNIT_DEFAULTS))}")
    unit = object.__new__(made)
    object.__setattr__(unit, "__dict__", facts)
    return unit


_UNIT_DEFAULTS: dict[str, Any] = {
    f.name: "" if f.name == "name" else f.default for f in dataclasses.fields(Unit)
}
# ``_unit`` copies plain defaults: a field with a default factory (or none) needs its own.
if any(value is dataclasses.MISSING for value in _UNIT_DEFAULTS.values()):
    raise TypeError("a Unit field has no plain default: scenario/concrete.py cannot make it")


@dataclass(frozen=True)
class _Plan:
    """How the unit is made from the table as it is: read once per table and makers."""

    rows: tuple[UnitField[Any], ...]  # the table it was made from
    makers: dict[str, Maker]  # and the makers (a copy of MAKERS as it was)
    defaults: dict[str, Any]  # every field's default, the table's plain ones first
    derived: tuple[tuple[str, UnitField[Any]], ...]  # copied, their default another fact's
    this_turn: frozenset[str]  # the facts of this turn: stored in the fields they feed
    # stamped (by turn?) into the field it is stored as
    stamped: tuple[tuple[str, UnitField[Any], bool, str], ...]
    made: tuple[tuple[str, Maker, frozenset[str]], ...]  # each maker, the rows feeding its field


_PLANS: list[_Plan] = []  # the last plan made: a cache keyed by the table and the makers


def _plan() -> _Plan:
    """The plan of the table and the makers as they are now (a row or a maker may be added
    at run time: the plan is then made again, with no cache cleared by hand)."""
    rows = unit_fields.FIELDS
    if _PLANS and _PLANS[-1].rows is rows and _PLANS[-1].makers == MAKERS:
        return _PLANS[-1]
    _PLANS[:] = [plan_of(rows)]
    return _PLANS[-1]


def plan_of(rows: tuple[UnitField[Any], ...]) -> _Plan:
    """How each field is made from ``rows``: an error for a field that rows feed and that
    nothing here makes, or a maker no row feeds."""
    made = unit_fields.made_from(rows)
    by_name = {row.name: row for row in rows}
    for row in rows:
        if not row.this_turn and row.name not in row.fed:
            raise TypeError(f"the {row.name} row is copied into Unit.{row.name}: name it in feeds")
    makers = []
    for field, fed in made.items():
        if field in MAKERS:
            if not fed:
                raise TypeError(f"no row of the table feeds Unit.{field}, which MAKERS makes")
            makers.append((field, MAKERS[field], fed))
        elif field == "more" or not fed:
            continue
        elif fed == {field} and not by_name[field].this_turn:
            continue  # copied
        elif any(by_name[name].stored_as != field for name in fed):
            raise TypeError(
                f"Unit.{field} is made from the rows {sorted(fed)}, and scenario/concrete.py has "
                "no maker for it (MAKERS)"
            )
    return _Plan(
        rows=rows,
        makers=dict(MAKERS),
        defaults={
            **_UNIT_DEFAULTS,
            **{r.name: r.default for r in rows if not r.this_turn and r.default_from is None},
        },
        derived=tuple((r.name, r) for r in rows if not r.this_turn and r.default_from is not None),
        this_turn=frozenset(r.name for r in rows if r.this_turn),
        stamped=tuple(
            (r.name, r, r.stamp == "turn", r.stored_as)
            for r in rows
            if r.stored_as is not None and r.stored_as not in MAKERS
        ),
        made=tuple(makers),
    )


_plan()  # the table and the makers agree, or this module does not load

__all__ = ["MAKERS", "Fed", "plan_of", "unit_from_draft"]
