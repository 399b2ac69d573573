"""A unit as a scenario's Given steps state it (or a property search draws it): the rows of
the unit field table (core/unit_fields.py) that were stated, and where, before the game is
built (scenario/state.py)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar

from ruleslawyer.core import Unit
from ruleslawyer.core.unit_fields import BY_CALLED, BY_NAME, UnitFacts, UnitField
from ruleslawyer.scenario import clashes


@dataclass
class UnitDraft(UnitFacts):
    """A unit as the Given steps state it. Its facts are the rows of the unit field table
    (``core/unit_fields.py``), read as attributes; a fact nothing stated or drew reads as its
    row's default, and ``stated`` says which facts were stated, and where."""

    name: str
    line: int | None
    # The stated (or, for `any unit`, drawn) value of each fact, by its row's name.
    facts: dict[str, object] = field(default_factory=dict)
    # field -> where it was stated: a line of the feature file, or "board.yaml:4" for a board
    stated: dict[str, int | str | None] = field(default_factory=dict)
    # For property scenarios: "any unit" leaves unstated values open, to be drawn; keyword
    # pins are kept apart so that a drawn keyword list still honours them.
    open: bool = False
    keywords_required: frozenset[str] = frozenset()
    keywords_forbidden: frozenset[str] = frozenset()
    # Real datasheets and attached units (docs/datasheets.md): the datasheet's name and every Ld and
    # OC of its model profiles (a Given OC or Ld replaces them); the unit this one leads and
    # its role in that attached unit ("leader" or "support"); for `any datasheet unit`, the
    # keyword the drawn datasheet must have ("" for none; None: not a datasheet unit).
    datasheet: str | None = None
    lds: tuple[int, ...] = ()
    ocs: tuple[int | None, ...] = ()
    # The keywords a datasheet TRANSPORT cannot take, as the data holds them (18.02); no Given
    # states them (a refusal is `cannot take`).
    transport_excludes: frozenset[str] = frozenset()
    leading: str | None = None
    role: str | None = None
    any_datasheet: str | None = None
    # The lines of the feature's Background steps (the scenario's state's own set): a fact
    # stated there may be stated again with another value (clashes.check_restated).
    refinable: set[int] = field(default_factory=set)
    # The class of the unit made of the draft (``unit_from_draft``): a seam for the exhaustive
    # walk, whose drafts make units that record which of their facts are read
    # (properties/tracking.py); every other draft makes a plain :class:`Unit`.
    unit_class: ClassVar[type[Unit]] = Unit

    def state(self, line: int | str | None, **values: Any) -> None:
        for key, value in values.items():
            if key not in BY_NAME and key not in _OTHER_STATED:
                raise AttributeError(f"a unit draft has no fact {key!r}")
            clashes.check_restated(self, key, value, line, self.refinable)
        for key, value in values.items():
            setattr(self, key, value)
            self.stated[key] = line

    def knows(self, row: UnitField[Any]) -> bool:
        """Whether a Given stated the fact or the property search drew it."""
        return row.name in self.facts

    def from_datasheet(self, key: str) -> bool:
        """Whether ``key`` still holds its datasheet's value (no Given replaced it)."""
        where = self.stated.get("datasheet")
        return where is not None and self.stated.get(key, where) == where

    def line_of(self, what: str) -> int | str | None:
        """Where the fact a message calls ``what`` ("W", "starting strength") was stated."""
        return self.stated.get(BY_CALLED.get(what, what), self.line)


# Draft attributes a Given states that are not unit facts of the table.
_OTHER_STATED = frozenset({"datasheet", "leading", "role"})
