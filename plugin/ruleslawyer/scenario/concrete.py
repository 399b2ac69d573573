"""A unit draft made concrete: the :class:`~ruleslawyer.core.Unit` the game is built with, each
fact of the table stated or its default, the facts of this turn stamped with this turn's key.
It runs several times per property example (building the game, and the draws' questions of the
core), so it reads the draft's facts directly, and makes the unit without its generated
``__init__``."""

from __future__ import annotations

import dataclasses
from typing import Any, ClassVar, Protocol, cast

from ruleslawyer.core import Unit, reading, unit_fields
from ruleslawyer.core.fact_rows import HasFacts
from ruleslawyer.core.unit_fields import FIELDS
from ruleslawyer.core.units import SET_UP_MOVES, MoveKind
from ruleslawyer.scenario import fight_facts
from ruleslawyer.scenario.stamps import stamped, stated_moves


class Draft(fight_facts.FightDraft, Protocol):
    """What this module reads of a unit draft (``ruleslawyer.scenario.state.UnitDraft``)."""

    facts: dict[str, object]
    unit_class: ClassVar[type[Unit]]  # the class of the unit made of it
    lds: tuple[int, ...]
    ocs: tuple[int | None, ...]
    datasheet: str | None

    @property
    def moves(self) -> tuple[MoveKind, ...]: ...
    @property
    def moves_this_phase(self) -> tuple[MoveKind, ...]: ...
    @property
    def embarked_in(self) -> str | None: ...
    @property
    def embarked_this_phase(self) -> bool: ...
    @property
    def set_up_this_turn(self) -> bool: ...
    def from_datasheet(self, key: str) -> bool: ...


@reading.copying
def unit_from_draft(
    draft: Draft, turn_key: tuple[int, str], phase_key: tuple[int, str, str] | None = None
) -> Unit:
    """The concrete unit: every fact of the table, stated or its default (``UnitFacts``); a
    fact of this turn stamped with this turn's or this phase's key."""
    # Each row's value as its descriptor reads it (the stated or drawn value, else its
    # default), read from the draft's facts directly: this runs several times per example.
    known = draft.facts
    facts = _DEFAULTS.copy()
    facts["name"] = draft.name
    facts.update(known)
    for name in _THIS_TURN_NAMES.intersection(known):  # stamped below, under their own names
        del facts[name]
    for name, row in _DERIVED_ROWS:
        if name not in known:
            facts[name] = row.default_of(cast(HasFacts, draft))
    for name, row, by_turn in _STORED_ROWS:
        value = known[name] if name in known else row.default_of(cast(HasFacts, draft))
        facts[cast(str, row.stored_as)] = stamped(value, turn_key if by_turn else phase_key)
    # A Given Ld or OC replaces every model's; otherwise the datasheet's per-profile values hold.
    lds = draft.lds if draft.from_datasheet("ld") else ()
    if lds:
        facts["ld"] = min(lds)
    this_phase = draft.moves_this_phase if phase_key is not None else ()
    embarked = draft.embarked_in is not None
    moves = draft.moves
    made = (*moves, *this_phase) if moves or this_phase else ()
    facts["moves"] = tuple((kind, turn_key) for kind in made) if made else ()
    # A disembark or ingress move sets the unit up on the battlefield (18.03, 20.04).
    set_up_by_move = bool(made) and any(kind in SET_UP_MOVES for kind in made)
    facts["phase_moves"] = stated_moves(moves, this_phase, turn_key, phase_key) if made else ()
    facts["embarked_in_phase"] = phase_key if embarked and draft.embarked_this_phase else None
    facts["set_up_turn"] = turn_key if draft.set_up_this_turn or set_up_by_move else None
    facts["datasheet"] = draft.datasheet
    facts["lds"] = lds
    facts["ocs"] = draft.ocs if draft.from_datasheet("oc") else ()
    facts.update(fight_facts.stamped(draft, phase_key))
    return _unit(facts, draft.unit_class)


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


# The rows unit_from_draft copies as they are (with the defaults of those whose default is a
# value, and those whose default is another fact's), and those it stamps with this turn or phase.
_PLAIN_DEFAULTS: dict[str, Any] = {
    row.name: row.default for row in FIELDS if not row.this_turn and row.default_from is None
}
_DERIVED_ROWS = tuple(
    (row.name, row) for row in FIELDS if not row.this_turn and row.default_from is not None
)
_THIS_TURN_NAMES = frozenset(row.name for row in FIELDS if row.this_turn)
_UNIT_DEFAULTS: dict[str, Any] = {
    f.name: "" if f.name == "name" else f.default for f in dataclasses.fields(Unit)
}
# ``_unit`` copies plain defaults: a field with a default factory (or none) needs its own.
if any(value is dataclasses.MISSING for value in _UNIT_DEFAULTS.values()):
    raise TypeError("a Unit field has no plain default: scenario/concrete.py cannot make it")
_DEFAULTS: dict[str, Any] = {
    **_UNIT_DEFAULTS,
    **_PLAIN_DEFAULTS,
}  # every field's, the table's first
_STORED_ROWS = tuple(
    (row.name, row, row.stamp == "turn") for row in FIELDS if row.stored_as is not None
)
