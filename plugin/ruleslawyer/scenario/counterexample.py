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

from ruleslawyer.core import ActionDef
from ruleslawyer.scenario.any_rule import leaves_open
from ruleslawyer.scenario.drawn_positions import ANY_POSITION
from ruleslawyer.scenario.exact_positions import exact, placed_rows
from ruleslawyer.scenario.positions import key_part
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine
from ruleslawyer.scenario.unit_givens import unit_lines


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
    # §12: each drawn roll is stated after every Given (a unit the scenario sets up itself
    # must exist before its roll is named), before the first When.
    stated_rolls = [
        f'the battle-shock roll for "{unit}" will be {total}'
        for unit, total in sorted((rolls or {}).items())
    ]

    lines = [
        f"Feature: Counterexample found for: {feature_name}",
        "",
        f"  Scenario: {scenario_name}",
    ]
    previous = _given_block(lines, setup, None)
    drawn_rules = {ask.line: ask.drawn for ask in state.any_rules}
    # After every Given: the units it places are set up, and the removals it states come
    # before those drawn (the core takes the stated ones first, §19.5).
    named = _placement_names(state, steps)
    placed = positions_table(state) + removal_givens(state) + _placements(state, steps, named)
    placed += stated_rolls
    for step in steps:
        if placed and step.kind != "given":
            previous = _given_block(lines, placed, previous)
            placed = []
        if step.kind == "given" and step.line in drawn_rules:
            # `any rule` (18.7): each rule drawn, as its rule table, where the step stood.
            for table in drawn_rules[step.line]:
                previous = _given_block(lines, table, previous)
            continue
        if step.kind == "given" and _shown_by_setup(state, step):
            continue
        keyword = "And" if step.kind == previous else step.kind.capitalize()
        previous = step.kind
        text = step.text
        if board_base is not None:
            text = _rebase_board(text, state, board_base)
        ends = state.position_draws.ends.get(step.line) if step.kind == "when" else None
        if ends is not None:  # a move to any position: to its placement, Given above (19.9)
            text = ANY_POSITION.sub(f' move to the placement "{named[step.line]}"', text)
            lines.append(f"    {keyword} {text}")
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


def _placement_names(state: ScenarioState, steps: Sequence[StepLine]) -> dict[int, str]:
    """A name for each drawn move end, by the move step's line: `<unit> end`, numbered from
    the unit's second move to any position on (`Squad end 2`)."""
    names: dict[int, str] = {}
    count: dict[str, int] = {}
    for step in steps:
        if step.kind != "when" or step.line not in state.position_draws.ends:
            continue
        unit = _mover(step)
        count[unit] = count.get(unit, 0) + 1
        names[step.line] = f"{unit} end" + (f" {count[unit]}" if count[unit] > 1 else "")
    return names


def _placements(
    state: ScenarioState, steps: Sequence[StepLine], named: Mapping[int, str]
) -> list[str]:
    """19.9: each drawn end position as a `Given the placement` table, in exact decimals; the
    move step that used it names it."""
    block: list[str] = []
    for step in steps:
        ends = state.position_draws.ends.get(step.line) if step.kind == "when" else None
        if ends is None:
            continue
        block.append(f'the placement "{named[step.line]}" for "{_mover(step)}":')
        parted = [key_part(k) for k in ends]
        if any(part is not None for part, _ in parted):  # an attached unit's: every part's (19.01)
            block.append("  | unit | model | x | y |")
            block.extend(
                f"  | {part} | {label} | {exact(x)} | {exact(y)} |"
                for (part, label), (x, y) in zip(parted, ends.values(), strict=True)
            )
            continue
        block.append("  | model | x | y |")
        block.extend(f"  | {k} | {exact(x)} | {exact(y)} |" for k, (x, y) in ends.items())
    return block


def _mover(step: StepLine) -> str:
    found = re.match(r'"([^"]+)"', step.text)
    return found.group(1) if found else ""


def _given_block(lines: list[str], block: Sequence[str], previous: str | None) -> str | None:
    """Given steps (a table's rows start with `  |`), written after ``previous``; the kind of
    the last step written."""
    for text in block:
        if text.startswith("  |"):
            lines.append(f"      {text.strip()}")
            continue
        lines.append(f"    {'And' if previous == 'given' else 'Given'} {text}")
        previous = "given"
    return previous


def removal_givens(state: ScenarioState) -> list[str]:
    """The models drawn to be removed to regain coherency (03.03, §19.5), as Givens."""
    return [
        f'model {label} of "{unit}" will be removed to regain coherency'
        for unit, labels in state.position_draws.removed.items()
        for label in labels
    ]


def positions_table(state: ScenarioState) -> list[str]:
    """`the positions:` and a row for each model drawn (§19.9), in exact decimals; nothing
    when no position was drawn."""
    rows = [r for placed in state.position_draws.placed.values() for r in placed]
    if not rows:
        return []
    return ["the positions:", *placed_rows(rows)]


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


def _rebase_board(text: str, state: ScenarioState, board_base: Path) -> str:
    m = re.fullmatch(r'the board "([^"]+)"', text)
    if m is None or state.feature_path is None:
        return text
    target = (state.feature_path.parent / m[1]).resolve()
    return f'the board "{os.path.relpath(target, board_base)}"'


def counterexample_path(rootdir: Path, feature: Path, scenario_name: str) -> Path:
    safe = re.sub(r"[^\w\- .,'()\[\]]+", "_", scenario_name).strip(" .") or "scenario"
    return rootdir / ".ruleslawyer" / "counterexamples" / feature.stem / f"{safe[:150]}.feature"
