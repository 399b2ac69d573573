"""Forming a scenario's attached units (19.01) from the units its Given steps drafted.

Each part keeps its own draft until the game is built, so that `"<part>" has <n> models left`
counts that part's models. At the build the parts become one core unit, named as the
bodyguard; every other name of a part refers to it from then on (:func:`aliases`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace
from typing import Protocol

from ruleslawyer.core import RulesInputError, Unit, impossibilities
from ruleslawyer.core.attached import Part, attach, part_problems
from ruleslawyer.core.unit_fields import PER_PROFILE


class UnitDraft(Protocol):
    """What this module reads of a scenario's unit draft (``ruleslawyer.scenario.state``)."""

    name: str
    leading: str | None
    role: str | None
    keywords_forbidden: frozenset[str]
    stated: dict[str, int | str | None]

    @property
    def oc(self) -> int | None: ...
    @property
    def ld(self) -> int: ...
    def from_datasheet(self, key: str) -> bool: ...


def leaders_of(drafts: Mapping[str, UnitDraft]) -> dict[str, list[UnitDraft]]:
    """Bodyguard name -> the drafts of the units leading it, in the order they were set up."""
    led: dict[str, list[UnitDraft]] = {}
    for draft in drafts.values():
        if draft.leading is None:
            continue
        if draft.leading not in drafts:
            raise RulesInputError(
                f'"{draft.name}" is leading "{draft.leading}", which was never set up',
                word=draft.leading,
            )
        if drafts[draft.leading].leading is not None:
            raise RulesInputError(
                f'"{draft.leading}" leads "{drafts[draft.leading].leading}", so it cannot be '
                f'led by "{draft.name}": a bodyguard unit is not a leader unit (19.01)',
                word=draft.leading,
            )
        led.setdefault(draft.leading, []).append(draft)
    return led


def part_names(drafts: Mapping[str, UnitDraft]) -> frozenset[str]:
    led = leaders_of(drafts)
    return frozenset(led) | {d.name for group in led.values() for d in group}


def problems_of(draft: UnitDraft, unit: Unit, parts: frozenset[str]) -> list[tuple[str, str]]:
    """A part may have lost all its models; a unit on its own may not."""
    if draft.name not in parts:
        return impossibilities(unit)
    return [p for p in impossibilities(unit) if p[0] != "models"] + part_problems(
        Part(unit, "part")
    )


def form(drafts: Mapping[str, UnitDraft], units: dict[str, Unit]) -> dict[str, Unit]:
    """The game's units: every attached unit as one unit, named as its bodyguard."""
    led = leaders_of(drafts)
    out: dict[str, Unit] = {}
    for name, unit in units.items():
        if drafts[name].leading is not None:
            continue
        if name not in led:
            out[name] = unit
            continue
        leaders = [Part(units[d.name], d.role or "leader") for d in led[name]]
        merged = attach(Part(units[name], "bodyguard"), leaders)
        merged = _overrides(merged, [drafts[name], *led[name]])
        for what, problem in impossibilities(merged):
            raise RulesInputError(
                f'impossible state for the attached unit "{name}": {problem}', word=what
            )
        out[name] = merged
    return out


def _overrides(merged: Unit, drafts: list[UnitDraft]) -> Unit:
    """Either name refers to the whole attached unit: an OC, Ld or keyword a Given states of one
    part is the whole unit's."""
    stated = [
        (d.stated[key], key, d)
        for d in drafts
        for key in PER_PROFILE
        if key in d.stated and not d.from_datasheet(key)
    ]
    # The later Given wins; a board's values ("file:line") come before any step's.
    stated.sort(key=lambda item: item[0] if isinstance(item[0], int) else 0)
    for _, key, draft in stated:
        if key == "oc":
            merged = replace(merged, oc=draft.oc, ocs=())
        else:
            merged = replace(merged, ld=draft.ld, lds=())
    forbidden = frozenset().union(*(d.keywords_forbidden for d in drafts))
    return replace(merged, keywords=merged.keywords - forbidden)


def aliases(drafts: Mapping[str, UnitDraft]) -> dict[str, str]:
    """Each leading unit's name -> the name of the attached unit it is part of."""
    return {d.name: d.leading for d in drafts.values() if d.leading is not None}
