"""Forming a scenario's attached units (19.01) from the units its Given steps drafted.

Each part keeps its own draft until the game is built, so that `"<part>" has <n> models left`
counts that part's models. At the build the parts become one core unit, named as the
bodyguard; every other name of a part refers to it from then on (:func:`aliases`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Protocol

from ruleslawyer.core import RulesInputError, Unit, impossibilities, reading
from ruleslawyer.core.attached import Part, attach, part_problems
from ruleslawyer.core.attached import leaders_of as core_leaders_of
from ruleslawyer.core.mortal_wounds import part_key
from ruleslawyer.scenario.errors import EarlierStepError


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
    """Bodyguard name -> the drafts of the units leading it, in the order they were set up
    (the 19.01 checks are the core's)."""
    try:
        led = core_leaders_of({d.name: d.leading for d in drafts.values()})
    except RulesInputError as exc:
        raise _at_leading_line(exc, drafts.values()) from None
    return {bodyguard: [drafts[n] for n in names] for bodyguard, names in led.items()}


def group_of(drafts: Mapping[str, UnitDraft], name: str) -> frozenset[str]:
    """The names of the units that form one attached unit with ``name`` (19.01), by the
    `is leading` pins stated so far, ``name`` included; ``{name}`` when it is in none."""
    group = {name}
    while True:
        linked = {
            n
            for d in drafts.values()
            if d.leading is not None and (d.name in group or d.leading in group)
            for n in (d.name, d.leading)
            if n in drafts
        }
        if linked <= group:
            return frozenset(group)
        group |= linked


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
        try:
            merged = attach(Part(units[name], "bodyguard"), leaders)
        except RulesInputError as exc:
            raise _at_leading_line(exc, led[name]) from None
        merged = _overrides(merged, [drafts[name], *led[name]])
        for what, problem in impossibilities(merged):
            raise RulesInputError(
                f'impossible state for the attached unit "{name}": {problem}', word=what
            )
        out[name] = merged
    return out


def _at_leading_line(exc: RulesInputError, drafts: Iterable[UnitDraft]) -> RulesInputError:
    """A 19.01 refusal found when the game is built (two leader or two support units on one
    bodyguard, a leader of another player, a bodyguard that leads), located at the line of the
    `is leading` step it concerns: the latest such line naming the offending unit (contract §1:
    an error names its line). A roster's attachment has no such line: the error stays where
    it was found."""
    lines = [
        line
        for d in drafts
        if exc.word in (d.name, d.leading) and isinstance(line := d.stated.get("leading"), int)
    ]
    if not lines:
        return exc
    return EarlierStepError(exc.message, line=max(lines), word=exc.word, suggestion=exc.suggestion)


def stated_part_wounds(
    drafts: Mapping[str, UnitDraft], units: Mapping[str, Unit]
) -> dict[str, int]:
    """`"<part>" has <n> wounds left` stated of a one-model part of an attached unit (contract
    18.5, §14: wounds concern the part so named): its model's lost wounds, kept where the game
    keeps those mortal wounds leave (06.02, ``core/mortal_wounds.part_key``), so the part's
    wounds left and the next allocation read them."""
    lost: dict[str, int] = {}
    for bodyguard, leaders in leaders_of(drafts).items():
        for part in (bodyguard, *(d.name for d in leaders)):
            unit = units[part]
            if unit.models == 1 and 0 < unit.wounds_left < unit.w:
                lost[part_key(bodyguard, part)] = unit.w - unit.wounds_left
    return lost


def _overrides(merged: Unit, drafts: list[UnitDraft]) -> Unit:
    """A keyword a Given forbids of one part is the whole unit's; OC, Ld and W stated of a
    part stay that part's (contract §14)."""
    forbidden = frozenset().union(*(d.keywords_forbidden for d in drafts))
    return reading.copy(merged, keywords=merged.keywords - forbidden)


def aliases(drafts: Mapping[str, UnitDraft]) -> dict[str, str]:
    """Each leading unit's name -> the name of the attached unit it is part of."""
    return {d.name: d.leading for d in drafts.values() if d.leading is not None}
