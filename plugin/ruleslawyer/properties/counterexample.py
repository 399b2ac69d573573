"""A failing property example, written back as a concrete scenario in the contract's language.

The drawn values come first as Given steps; a Given of the scenario whose facts they restate
is left out, decided by the step's ``pins`` metadata in the registry (never by its function's
name). The file runs as-is and fails the same way.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping, Sequence
from pathlib import Path

from ruleslawyer.core import ActionDef, unit_fields
from ruleslawyer.core.unit_fields import UnitFacts, UnitField
from ruleslawyer.core.units import DEFAULT_UNIT
from ruleslawyer.scenario.any_rule import leaves_open
from ruleslawyer.scenario.drawn_positions import exact, placed_rows
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.state import ScenarioState, UnitDraft
from ruleslawyer.scenario.step_line import StepLine


def render_counterexample(
    state: ScenarioState,
    steps: Sequence[StepLine],
    feature_name: str,
    scenario_name: str,
    board_base: Path | None = None,
    rolls: Mapping[str, int] | None = None,
) -> str:
    """The failing example as a concrete scenario: drawn values first, then the steps.

    ``rolls`` are the battle-shock rolls drawn because the game needed them and the scenario
    did not state them (docs/language.md#property-scenarios): the scenario states them now.
    """
    setup: list[str] = []
    defaults = ActionDef.from_rows("", {}).rows()
    for name in sorted(state.open_actions):
        setup.append(f'the Action "{name}":')
        for key, value in state.actions[name].rows().items():
            if value != defaults[key] or key == "STARTS":
                setup.append(f"  | {key} | {value} |")
    for name in sorted(state.drawn_mission_actions):  # `any mission Action`: its rows in full
        setup.append(f'the Action "{name}":')
        setup.extend(f"  | {k} | {v} |" for k, v in state.actions[name].rows().items())
    if state.open_moment:
        pin = state.moment
        phase = pin.phase.value if pin.phase else "Command"
        setup.append(
            f"it is player {pin.player}'s {phase} phase in battle round {pin.battle_round}"
            if pin.step is None
            else f"it is the {pin.step.value.removesuffix(' step')} step of player "
            f"{pin.player}'s Fight phase"
        )
        if pin.step is not None:
            setup.append(f"it is battle round {pin.battle_round}")
    for draft in state.units.values():
        if draft.open:
            setup.extend(unit_lines(draft, measured=draft.name in state.board.rows))
    for unit, total in sorted((rolls or {}).items()):
        setup.append(f'the battle-shock roll for "{unit}" will be {total}')

    lines = [
        f"Feature: Counterexample found for: {feature_name}",
        "",
        f"  Scenario: {scenario_name}",
    ]
    first = True
    for text in setup:
        if text.startswith("  |"):
            lines.append(f"      {text.strip()}")
        else:
            lines.append(f"    {'Given' if first else 'And'} {text}")
            first = False
    previous = "given" if setup else None
    drawn_rules = {ask.line: ask.drawn for ask in state.any_rules}
    # After every Given: the units it places are set up, and the removals it states come
    # before those drawn (the core takes the stated ones first, §19.5).
    placed = positions_table(state) + removal_givens(state)
    for step in steps:
        if placed and step.kind != "given":
            previous = _given_block(lines, placed, previous)
            placed = []
        if step.kind == "given" and step.line in drawn_rules:
            # `any rule` (18.7): each rule drawn, as its rule table, where the step stood.
            for table in drawn_rules[step.line]:
                for said in table:
                    if said.startswith("  |"):
                        lines.append(f"      {said.strip()}")
                        continue
                    lines.append(f"    {'And' if previous == 'given' else 'Given'} {said}")
                    previous = "given"
            continue
        if step.kind == "given" and _shown_by_setup(state, step):
            continue
        keyword = "And" if step.kind == previous else step.kind.capitalize()
        previous = step.kind
        text = step.text
        if board_base is not None:
            text = _rebase_board(text, state, board_base)
        ends = state.position_draws.ends.get(step.line) if step.kind == "when" else None
        if ends is not None:  # a move to any position: to the ends drawn (§19.9)
            text = _ANY_POSITION.sub(" move to:", text)
            lines.append(f"    {keyword} {text}")
            lines.append("      | model | x | y |")
            lines.extend(f"      | {k} | {exact(x)} | {exact(y)} |" for k, (x, y) in ends.items())
            continue
        lines.append(f"    {keyword} {text}")
        for row in step.datatable or ():
            lines.append("      | " + " | ".join(row) + " |")
        if step.docstring is not None:
            lines.append('      """')
            lines.extend(f"      {line}" for line in step.docstring.splitlines())
            lines.append('      """')
    if placed:
        _given_block(lines, placed, previous)
    return "\n".join(lines) + "\n"


def _given_block(lines: list[str], block: Sequence[str], previous: str | None) -> str:
    """Given steps (a table's rows start with `  |`), written after ``previous``."""
    for text in block:
        if text.startswith("  |"):
            lines.append(f"      {text.strip()}")
            continue
        lines.append(f"    {'And' if previous == 'given' else 'Given'} {text}")
        previous = "given"
    return "given"


def removal_givens(state: ScenarioState) -> list[str]:
    """The models drawn to be removed to regain coherency (03.03, §19.5), as Givens."""
    return [
        f'model {label} of "{unit}" will be removed to regain coherency'
        for unit, labels in state.position_draws.removed.items()
        for label in labels
    ]


_ANY_POSITION = re.compile(r" move to any position(?: within .+)?$")


def positions_table(state: ScenarioState) -> list[str]:
    """`the positions:` and a row for each model drawn (§19.9), in exact decimals; nothing
    when no position was drawn."""
    rows = [r for placed in state.position_draws.placed.values() for r in placed]
    if not rows:
        return []
    return ["the positions:", "  | unit | model | x | y | height |", *placed_rows(rows)]


def _shown_by_setup(state: ScenarioState, step: StepLine) -> bool:
    """Whether the rendered setup already states what this Given step states: the step pins
    something the setup writes out in full (an open unit, an open Action, an open moment)."""
    if leaves_open(step.text) or step.text.startswith("positions are drawn on a "):
        return True  # what it left open is written out (a grid: the positions drawn on it)
    found = REGISTRY.find("given", step.text)
    if found is None:
        return False
    definition, args = found
    pins = definition.pins
    if "moment" in pins and state.open_moment:
        return True
    unit = args.get("unit")
    if "unit" in pins and isinstance(unit, str) and unit in state.units:
        return state.units[unit].open
    action = args.get("action")
    return "action" in pins and isinstance(action, str) and action in state.open_actions


def unit_lines(draft: UnitDraft, measured: bool = False) -> list[str]:
    """Given steps that state every value of ``draft`` that differs from the core's default.
    A ``measured`` unit (placed, §19.5) states none of the facts its positions decide."""
    base = DEFAULT_UNIT
    name = draft.name
    player = draft.player or base.player
    sheet = draft.datasheet
    origin = f' from the datasheet "{sheet}"' if sheet else ""
    owner = f" for player {player}" if player != base.player else ""
    out = [f'a unit "{name}"{origin}{owner}']

    def shown(key: str) -> bool:
        # A datasheet's own values come with the first line; only what replaced them is shown.
        return not (sheet and draft.from_datasheet(key))

    keywords = draft.keywords if draft.keywords is not None else base.keywords
    added = sorted(keywords - base.keywords)
    if added and shown("keywords"):
        listed = ", ".join(added[:-1]) + f" and {added[-1]}" if len(added) > 1 else added[0]
        out.append(f'"{name}" has the keyword{"s" if len(added) > 1 else ""} {listed}')
    for removed in sorted(base.keywords - keywords) if shown("keywords") else ():
        out.append(f'"{name}" does not have the keyword {removed}')
    if draft.oc != base.oc and shown("oc"):
        out.append(f'"{name}" has OC {"-" if draft.oc is None else draft.oc}')
    if draft.ld != base.ld and shown("ld"):
        out.append(f'"{name}" has Ld {draft.ld}+')
    ss = draft.starting_strength or base.starting_strength
    if ss != base.starting_strength and shown("starting_strength"):
        out.append(f'"{name}" has a starting strength of {ss}')
    if draft.models is not None and draft.models != ss:
        out.append(f'"{name}" has {draft.models} models left')
    w = draft.w or base.w
    if w != base.w and shown("w"):
        out.append(f'"{name}" has W {w}')
    if ss == 1 and draft.wounds_left is not None and draft.wounds_left != w:
        out.append(f'"{name}" has {draft.wounds_left} wounds left')
    if _differs(draft.battle_shocked, base.battle_shocked):
        out.append(f'"{name}" is {"" if draft.battle_shocked else "not "}battle-shocked')
    if draft.in_reserves:
        out.append(f'"{name}" is in strategic reserves')
    elif _differs(draft.on_battlefield, base.on_battlefield):
        out.append(f'"{name}" is {"on" if draft.on_battlefield else "off"} the battlefield')
    if draft.embarked_in is not None:
        this_phase = " this phase" if draft.embarked_this_phase else ""
        embarked = "embarked" if this_phase else "is embarked"
        out.append(f'"{name}" {embarked} within "{draft.embarked_in}"{this_phase}')
    capacity = draft.transport_capacity
    if capacity is not None and shown("transport_capacity"):
        out.append(f'"{name}" has a transport capacity of {capacity} models')
    for carried in sorted(draft.cannot_take):
        out.append(f'"{name}" cannot take "{carried}"')
    if draft.transport_capacity is not None and shown("transport_capacity"):
        out.append(f'"{name}" has a transport capacity of {draft.transport_capacity} models')
    for mode in sorted(draft.disembark_grants):
        out.append(f'a rule lets "{name}" make {"an" if mode[0] in "AEIOU" else "a"} {mode}')
    # set_up_this_turn: stated (a disembark or ingress move says it too)
    out += _flags(draft, _ARRIVAL_FLAGS)
    if measured:
        pass  # engaged, engaged only with AIRCRAFT, the charge distance: the positions'
    elif draft.engaged_only_aircraft:
        out += _flags(draft, (UnitFacts.engaged_only_aircraft,))
    elif _differs(draft.engaged, base.engaged):
        out.append(f'"{name}" is {"" if draft.engaged else "not "}engaged')
    if not measured and _differs(draft.near_enemy, base.near_enemy):
        row = UnitFacts.near_enemy  # the phrase that spells 12" while 11.02 says so, else its twin
        far = row.phrases[0] if row.written is None or row.written.current else row.phrases[2]
        out.append(far.format(unit=name))
    out += _flags(draft, _FIGHT_FLAGS)
    at_step = draft.engaged_at_fight_step
    stated_at_step = draft.knows(UnitFacts.engaged_at_fight_step) and at_step in (True, False)
    if stated_at_step and at_step != draft.engaged:
        was = "was" if at_step else "was not"  # unstated, it is the stated engagement
        out.append(f'"{name}" {was} engaged at the start of the Fight step')
    if draft.battle_shock_modifier:
        out.append(
            f'a rule modifies battle-shock rolls for "{name}" by {draft.battle_shock_modifier:+d}'
        )
    for area in sorted(draft.within or ()):
        out.append(f'"{name}" is within {area}')
    for area in sorted(draft.wholly_within or ()):
        out.append(f'"{name}" is wholly within {area}')
    for move in draft.moves or ():
        article = "an" if move.value[0] in "aeiou" else "a"
        out.append(f'"{name}" made {article} {move.value} move this turn')
    for move in draft.moves_this_phase:
        out.append(f'"{name}" made {move.article} {move.value} move this phase')
    for action in draft.started or ():
        out.append(f'"{name}" started the "{action}" Action this turn')
    return out + said_by_rows(draft)


# Flags a counterexample states, when set, in the row's own phrase (core/unit_fields.py).
_ARRIVAL_FLAGS = (
    UnitFacts.deep_strike,
    UnitFacts.arrives_first_round,
    UnitFacts.repositioned,
    UnitFacts.ingress_earlier,
    UnitFacts.set_up_this_turn,
)
_FIGHT_FLAGS = (UnitFacts.declared_charge, UnitFacts.selected_to_fight, UnitFacts.fights_first)


# The rows ``unit_lines`` states in words of its own (above); every other row of the table is
# a true-or-false fact stated by its row's own phrases (``said_by_rows``), so a fact added to
# the table is in every counterexample (tests/properties/test_counterexample_rows.py).
HAND_RENDERED = frozenset(
    row.name
    for row in (
        UnitFacts.player,
        UnitFacts.keywords,
        UnitFacts.oc,
        UnitFacts.ld,
        UnitFacts.starting_strength,
        UnitFacts.models,
        UnitFacts.w,
        UnitFacts.wounds_left,
        UnitFacts.battle_shocked,
        UnitFacts.in_reserves,
        UnitFacts.on_battlefield,
        UnitFacts.embarked_in,
        UnitFacts.cannot_take,
        UnitFacts.transport_capacity,
        UnitFacts.embarked_this_phase,
        UnitFacts.disembark_grants,
        UnitFacts.engaged_only_aircraft,
        UnitFacts.engaged,
        UnitFacts.near_enemy,
        UnitFacts.engaged_at_fight_step,
        UnitFacts.battle_shock_modifier,
        UnitFacts.within,
        UnitFacts.wholly_within,
        UnitFacts.moves,
        UnitFacts.moves_this_phase,
        UnitFacts.started,
        *_ARRIVAL_FLAGS,
        *_FIGHT_FLAGS,
    )
)


def said_by_rows(draft: UnitDraft) -> list[str]:
    """A Given for each fact of the table that ``unit_lines`` does not state itself and whose
    value is not its default, in its row's own words (``UnitField.says``)."""
    out = []
    for row in unit_fields.FIELDS:
        if row.name in HAND_RENDERED or row.name not in draft.facts:
            continue
        value = draft.facts[row.name]
        template = row.saying(value)
        if value != row.default_of(draft) and template is not None:
            out.append(template.format(unit=draft.name))
    return out


def _flags(draft: UnitDraft, rows: Sequence[UnitField[bool]]) -> list[str]:
    return [row.phrases[0].format(unit=draft.name) for row in rows if getattr(draft, row.name)]


def _differs(value: bool | None, default: bool) -> bool:
    return value is not None and value != default


def _rebase_board(text: str, state: ScenarioState, board_base: Path) -> str:
    m = re.fullmatch(r'the board "([^"]+)"', text)
    if m is None or state.feature_path is None:
        return text
    target = (state.feature_path.parent / m[1]).resolve()
    return f'the board "{os.path.relpath(target, board_base)}"'


def counterexample_path(rootdir: Path, feature: Path, scenario_name: str) -> Path:
    safe = re.sub(r"[^\w\- .,'()\[\]]+", "_", scenario_name).strip(" .") or "scenario"
    return rootdir / ".ruleslawyer" / "counterexamples" / feature.stem / f"{safe[:150]}.feature"
