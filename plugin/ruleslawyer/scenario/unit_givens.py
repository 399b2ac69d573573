"""A unit draft stated as Given steps of the contract's language: every value that differs
from the core's default, row by row of the unit field table (``UnitField.said_by`` names a
renderer of this module's; a row that names none is stated by its ``says`` phrases). A failing
property example is written back so (scenario/counterexample.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ruleslawyer.core import unit_fields
from ruleslawyer.core.unit_fields import UnitFacts, UnitField
from ruleslawyer.core.units import DEFAULT_UNIT, a_or_an
from ruleslawyer.scenario.state import UnitDraft


def unit_lines(draft: UnitDraft, measured: bool = False) -> list[str]:
    """Given steps that state every value of ``draft`` that differs from the core's default.
    A ``measured`` unit (placed, §19.5) states none of the facts its positions decide.

    Each row of the table says how (``UnitField.said_by``): by a renderer of this module's,
    in :data:`RENDERERS` order, or by its ``says`` phrases (:func:`said_by_rows`, last)."""
    out: list[str] = []
    rows = rendered_rows()
    for name, render in RENDERERS.items():
        out += render(draft, rows.get(name, ()), measured)
    return out + said_by_rows(draft)


Renderer = Callable[[UnitDraft, Sequence[UnitField[Any]], bool], list[str]]


def rendered_rows() -> dict[str, tuple[UnitField[Any], ...]]:
    """Each renderer's name -> the rows of the table that name it (``said_by``), in the
    table's order, read from the table as it is now. A row that names no renderer of
    :data:`RENDERERS`, or none and has no ``says``, is an error, as is a renderer no row
    names: a counterexample states every fact."""
    rows: dict[str, list[UnitField[Any]]] = {}
    for row in unit_fields.FIELDS:
        if row.said_by is not None:
            rows.setdefault(row.said_by, []).append(row)
        elif row.says is None:
            raise TypeError(
                f"a counterexample cannot state the {row.name} row: give it `says` (a "
                "true-or-false fact's Givens) or `said_by` (a renderer of "
                f"scenario/unit_givens.py: {sorted(RENDERERS)})"
            )
    unknown = sorted(set(rows) - set(RENDERERS))
    if unknown:
        named = [row.name for row in unit_fields.FIELDS if row.said_by in unknown]
        raise TypeError(
            f"the rows {named} are said by {unknown}, which scenario/unit_givens.py has "
            f"no renderer for; its renderers: {sorted(RENDERERS)}"
        )
    unused = sorted(set(RENDERERS) - set(rows))
    if unused:
        raise TypeError(f"no row of the unit field table is said by the renderers {unused}")
    return {name: tuple(named) for name, named in rows.items()}


def _shown(draft: UnitDraft, key: str) -> bool:
    """Whether to state ``key``: a datasheet's own values come with the first line; only what
    replaced them is shown."""
    return not (draft.datasheet and draft.from_datasheet(key))


def _the_unit(draft: UnitDraft, _: object, __: bool) -> list[str]:
    base = DEFAULT_UNIT
    player = draft.player or base.player
    sheet = draft.datasheet
    origin = f' from the datasheet "{sheet}"' if sheet else ""
    owner = f" for player {player}" if player != base.player else ""
    return [f'a unit "{draft.name}"{origin}{owner}']


def _keywords(draft: UnitDraft, _: object, __: bool) -> list[str]:
    base, name, out = DEFAULT_UNIT, draft.name, []
    keywords = draft.keywords if draft.keywords is not None else base.keywords
    added = sorted(keywords - base.keywords)
    if added and _shown(draft, "keywords"):
        listed = ", ".join(added[:-1]) + f" and {added[-1]}" if len(added) > 1 else added[0]
        out.append(f'"{name}" has the keyword{"s" if len(added) > 1 else ""} {listed}')
    for removed in sorted(base.keywords - keywords) if _shown(draft, "keywords") else ():
        out.append(f'"{name}" does not have the keyword {removed}')
    return out


def _oc(draft: UnitDraft, _: object, __: bool) -> list[str]:
    if draft.oc != DEFAULT_UNIT.oc and _shown(draft, "oc"):
        return [f'"{draft.name}" has OC {"-" if draft.oc is None else draft.oc}']
    return []


def _ld(draft: UnitDraft, _: object, __: bool) -> list[str]:
    if draft.ld != DEFAULT_UNIT.ld and _shown(draft, "ld"):
        return [f'"{draft.name}" has Ld {draft.ld}+']
    return []


def _starting_strength(draft: UnitDraft, _: object, __: bool) -> list[str]:
    ss = draft.starting_strength or DEFAULT_UNIT.starting_strength
    if ss != DEFAULT_UNIT.starting_strength and _shown(draft, "starting_strength"):
        return [f'"{draft.name}" has a starting strength of {ss}']
    return []


def _models(draft: UnitDraft, _: object, __: bool) -> list[str]:
    ss = draft.starting_strength or DEFAULT_UNIT.starting_strength
    if draft.models is not None and draft.models != ss:
        noun = "model" if draft.models == 1 else "models"  # the phrase's model(s)
        return [f'"{draft.name}" has {draft.models} {noun} left']
    return []


def _w(draft: UnitDraft, _: object, __: bool) -> list[str]:
    w = draft.w or DEFAULT_UNIT.w
    if w != DEFAULT_UNIT.w and _shown(draft, "w"):
        return [f'"{draft.name}" has W {w}']
    return []


def _wounds_left(draft: UnitDraft, _: object, __: bool) -> list[str]:
    ss = draft.starting_strength or DEFAULT_UNIT.starting_strength
    w = draft.w or DEFAULT_UNIT.w
    if ss == 1 and draft.wounds_left is not None and draft.wounds_left != w:
        return [f'"{draft.name}" has {draft.wounds_left} wounds left']
    return []


def _said_here(draft: UnitDraft, rows: Sequence[UnitField[Any]], _: bool) -> list[str]:
    """Each row's ``says`` phrase for its value, where the value is not its default."""
    out = []
    for row in rows:
        value = getattr(draft, row.name)
        template = row.saying(value)
        if template is not None and value is not None and value != row.default_of(draft):
            out.append(template.format(unit=draft.name))
    return out


def _where(draft: UnitDraft, _: object, __: bool) -> list[str]:
    if draft.in_reserves:
        return [f'"{draft.name}" is in strategic reserves']
    if draft.embarked_in is not None and not draft.on_battlefield:
        return []  # its `is embarked within` line says so (18.02: embarked units are off it)
    if _differs(draft.on_battlefield, DEFAULT_UNIT.on_battlefield):
        return [f'"{draft.name}" is {"on" if draft.on_battlefield else "off"} the battlefield']
    return []


def _embarked(draft: UnitDraft, _: object, __: bool) -> list[str]:
    if draft.embarked_in is None:
        return []
    this_phase = " this phase" if draft.embarked_this_phase else ""
    embarked = "embarked" if this_phase else "is embarked"
    return [f'"{draft.name}" {embarked} within "{draft.embarked_in}"{this_phase}']


def _transport(draft: UnitDraft, _: object, __: bool) -> list[str]:
    """Its capacity and refusals; the keywords it cannot take come with its datasheet line."""
    name, out = draft.name, []
    capacity = draft.transport_capacity
    if capacity is not None and _shown(draft, "transport_capacity"):
        out.append(f'"{name}" has a transport capacity of {capacity} models')
    for carried in sorted(draft.cannot_take):
        out.append(f'"{name}" cannot take "{carried}"')
    return out


def _disembark_modes(draft: UnitDraft, _: object, __: bool) -> list[str]:
    return [
        f'a rule lets "{draft.name}" make {a_or_an(mode)} {mode}'
        for mode in sorted(draft.disembark_grants)
    ]


def _when_set(draft: UnitDraft, rows: Sequence[UnitField[Any]], _: bool) -> list[str]:
    """Each true-or-false row that holds, in its own first phrase."""
    return [row.phrases[0].format(unit=draft.name) for row in rows if getattr(draft, row.name)]


def _engagement(draft: UnitDraft, _: object, measured: bool) -> list[str]:
    if measured:
        return []  # engaged, engaged only with AIRCRAFT: the positions'
    if draft.engaged_only_aircraft:
        return _when_set(draft, (UnitFacts.engaged_only_aircraft,), measured)
    if _differs(draft.engaged, DEFAULT_UNIT.engaged):
        return [f'"{draft.name}" is {"" if draft.engaged else "not "}engaged']
    return []


def _charge_distance(draft: UnitDraft, _: object, measured: bool) -> list[str]:
    if measured or not _differs(draft.near_enemy, DEFAULT_UNIT.near_enemy):
        return []  # measured: the positions'
    row = UnitFacts.near_enemy  # the phrase that spells 12" while 11.02 says so, else its twin
    far = row.phrases[0] if row.written is None or row.written.current else row.phrases[2]
    return [far.format(unit=draft.name)]


def _at_fight_step(draft: UnitDraft, _: object, measured: bool) -> list[str]:
    if measured:
        return []  # the positions' (§19.9: a placed unit draws no fact positions decide)
    at_step = draft.engaged_at_fight_step
    stated_at_step = draft.knows(UnitFacts.engaged_at_fight_step) and at_step in (True, False)
    if stated_at_step and at_step != draft.engaged:
        was = "was" if at_step else "was not"  # unstated, it is the stated engagement
        return [f'"{draft.name}" {was} engaged at the start of the Fight step']
    return []


def _modifier(draft: UnitDraft, _: object, __: bool) -> list[str]:
    if draft.battle_shock_modifier:
        by = f"{draft.battle_shock_modifier:+d}"
        return [f'a rule modifies battle-shock rolls for "{draft.name}" by {by}']
    return []


def _areas(draft: UnitDraft, rows: Sequence[UnitField[Any]], _: bool) -> list[str]:
    """Each area of each row (within, wholly within), in its row's phrase."""
    return [
        row.phrases[0].replace("{area:area}", area).format(unit=draft.name)
        for row in rows
        for area in sorted(getattr(draft, row.name) or ())
    ]


def _moves_this_turn(draft: UnitDraft, _: object, __: bool) -> list[str]:
    return [
        f'"{draft.name}" made {move.article} {move.value} move this turn'
        for move in draft.moves or ()
    ]


def _moves_this_phase(draft: UnitDraft, _: object, __: bool) -> list[str]:
    return [
        f'"{draft.name}" made {move.article} {move.value} move this phase'
        for move in draft.moves_this_phase
    ]


def _actions_started(draft: UnitDraft, _: object, __: bool) -> list[str]:
    return [
        f'"{draft.name}" started the "{action}" Action this turn' for action in draft.started or ()
    ]


# The renderers a row of the table may name (``UnitField.said_by``), in the order a
# counterexample states them; each states the rows that name it. A row that names none is
# stated by its ``says`` phrases after these (:func:`said_by_rows`), so a fact added to the
# table is in every counterexample (tests/properties/test_derived_places.py).
RENDERERS: dict[str, Renderer] = {
    "the unit": _the_unit,  # its name, datasheet and player: the first line
    "keywords": _keywords,
    "OC": _oc,
    "Ld": _ld,
    "starting strength": _starting_strength,
    "models left": _models,
    "W": _w,
    "wounds left": _wounds_left,
    "battle-shock": _said_here,
    "where it is": _where,  # in strategic reserves, or on or off the battlefield
    "embarked": _embarked,
    "transport": _transport,
    "disembark modes": _disembark_modes,
    "abilities": _when_set,
    "reserves": _when_set,
    "set up": _when_set,  # (a disembark or ingress move says it too)
    "engagement": _engagement,
    "charge distance": _charge_distance,
    "fight": _when_set,
    "at the Fight step": _at_fight_step,
    "battle-shock modifier": _modifier,
    "areas": _areas,
    "moves this turn": _moves_this_turn,
    "moves this phase": _moves_this_phase,
    "remained stationary": _when_set,
    "Actions started": _actions_started,
}
rendered_rows()  # the table and the renderers agree, or this module does not load


def said_by_rows(draft: UnitDraft) -> list[str]:
    """A Given for each fact of the table that names no renderer (``said_by``) and whose
    value is not its default, in its row's own words (``UnitField.says``)."""
    out = []
    for row in unit_fields.FIELDS:
        if row.said_by is not None or row.name not in draft.facts:
            continue
        value = draft.facts[row.name]
        template = row.saying(value)
        if value != row.default_of(draft) and template is not None:
            out.append(template.format(unit=draft.name))
    return out


def _differs(value: bool | None, default: bool) -> bool:
    return value is not None and value != default
