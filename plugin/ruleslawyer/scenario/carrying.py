"""Transports at the build: every embarked unit's TRANSPORT is a unit of the scenario, a
friendly TRANSPORT (docs/language.md#transports-reserves-and-surge-moves; defaults: on the
battlefield and able to take it), and an
embarked unit is in strategic reserves exactly when its TRANSPORT is."""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import Protocol

from ruleslawyer.core import ImpossibleEvent, RulesInputError, Unit, reading
from ruleslawyer.core import keywords as kw
from ruleslawyer.core import transports as tr
from ruleslawyer.core.errors import closest


class Stated(Protocol):
    """What the check reads of a unit's draft: which facts a Given stated, and its datasheet."""

    @property
    def stated(self) -> Mapping[str, object]: ...

    @property
    def datasheet(self) -> str | None: ...


def resolve(drafts: Mapping[str, Stated], units: dict[str, Unit]) -> dict[str, Unit]:
    """The units with each embarked unit's TRANSPORT checked (and given the TRANSPORT
    keyword where its keywords were not stated); a wrong one is an impossible state."""
    for unit in list(units.values()):
        name = unit.embarked_in
        if name is None:
            continue
        if name not in units:
            found = closest(name, units)
            raise RulesInputError(
                f'"{unit.name}" is embarked within "{name}", but no unit "{name}" was set up '
                f'(add: Given a unit "{name}")',
                word=name,
                suggestion=f'"{found}"' if found else None,
            )
        transport = units[name]
        draft = drafts.get(name)
        # Its keywords are stated by a keyword Given, a board or a datasheet (not by default).
        stated = draft is not None and (
            "keywords" in draft.stated or "keywords_whole" in draft.stated or bool(draft.datasheet)
        )
        problem = None
        if name == unit.name:
            problem = "a unit cannot be embarked within itself"
        elif transport.embarked_in is not None:
            problem = f'its TRANSPORT "{name}" is itself embarked'
        elif transport.player != unit.player:
            problem = f'"{name}" belongs to player {transport.player}: not a friendly TRANSPORT'
        elif not transport.has(kw.TRANSPORT):
            if stated:
                problem = f'"{name}" does not have the keyword TRANSPORT (18.01)'
            else:
                transport = reading.copy(transport, keywords=transport.keywords | {kw.TRANSPORT})
                units[name] = transport
        if problem is None and unit.in_reserves and not transport.in_reserves:
            problem = "an embarked unit is in strategic reserves only if its TRANSPORT is (20.01)"
        if problem is not None:  # a property search discards it, as any impossible state
            raise ImpossibleEvent(
                f'impossible state for unit "{unit.name}": {problem}',
                unit=unit.name,
                word=unit.name,
            )
        if unit.in_reserves:
            units[unit.name] = reading.copy(unit, in_reserves=False)  # its TRANSPORT's, not its own
    return units


def within_attached(units: Mapping[str, Unit], aliases: Mapping[str, str]) -> dict[str, Unit]:
    """A unit stated embarked within a part of an attached unit is embarked within the attached
    unit: either name refers to the whole unit (19.01, contract §11), which the game knows by its
    bodyguard's name."""
    return {
        name: unit
        if unit.embarked_in is None or unit.embarked_in not in aliases
        else reading.copy(unit, embarked_in=aliases[unit.embarked_in])
        for name, unit in units.items()
    }


def check_capacity(units: Mapping[str, Unit]) -> None:
    """Units stated embarked within a TRANSPORT beyond its transport capacity (18.01); read
    of the game's units, so that an attached unit counts the models of every part (19.01),
    whichever name was stated embarked."""
    aboard: dict[str, list[Unit]] = {}
    for unit in units.values():
        if unit.embarked_in is not None:
            aboard.setdefault(unit.embarked_in, []).append(unit)
    for name, inside in aboard.items():
        transport = units[name]
        if tr.over_capacity(transport, partial(_models, inside)):
            models = _models(inside)
            names = " and ".join(f'"{u.name}"' for u in inside)
            raise ImpossibleEvent(
                f'impossible state for unit "{inside[-1].name}": {names} embarked within '
                f'"{transport.name}" have {models} models, beyond its transport capacity of '
                f"{transport.transport_capacity} models (18.01)",
                unit=inside[-1].name,
                word=inside[-1].name,
            )


def _models(units: list[Unit]) -> int:
    return sum(u.models for u in units)
