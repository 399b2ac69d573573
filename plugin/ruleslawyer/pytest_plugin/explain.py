"""Failure reports that a rules writer can read without reading Python."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from ruleslawyer.core import Game
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.step_line import StepLine

if TYPE_CHECKING:
    from ruleslawyer.scenario.errors import PropertyFailure


def failure(
    title: str,
    steps: Sequence[StepLine],
    game: Game | None,
    error: ScenarioInputError | ScenarioDisagreement,
    rules_said: Sequence[str] = (),
) -> str:
    """The report of a concrete scenario: its steps (the bad one marked), the verdict, and for
    a disagreement the declared rules that changed it (18.6: ``rules_said``, each in words),
    the moment, the board and the trace."""
    lines = [verdict(error), title]
    # An input error marks every other step no phrase matches too.
    bad_lines = set(error.lines) if isinstance(error, ScenarioInputError) else {error.step.line}
    for step in steps:
        mark = ">" if step.line in bad_lines else " "
        lines.append(f"{mark} {step.line:>4} | {step.render()}")
    lines.append("")
    if isinstance(error, ScenarioDisagreement):
        lines.append(f"{error.path}:{error.step.line}: the rules disagree")
        lines.append(error.disagreement.render())
        lines.extend(rules_said)
    else:
        lines.append(error.render())
    if game is not None and isinstance(error, ScenarioDisagreement):
        lines.append("")
        lines.append(f"moment: {game.now.describe()}")
        lines.extend(_board(game))
        lines.extend(_mission(game))
        if game.notes:  # the trace is put into words only here
            lines.append("trace:")
            lines.extend(f"  {entry}" for entry in game.trace[-12:])
    return "\n".join(lines)


def verdict(error: ScenarioInputError | ScenarioDisagreement) -> str:
    """The report's first line, which pytest's short summary and the JUnit ``message`` show:
    where, and what was expected and decided (or what stopped the scenario)."""
    if isinstance(error, ScenarioDisagreement):
        found = error.disagreement
        return f"{error.path}:{error.step.line}: expected {found.expected}; decided {found.decided}"
    return error.render().splitlines()[0]


def property_failure(title: str, failure: PropertyFailure) -> str:
    error = failure.error
    lines = [
        verdict(error) + " (a counterexample)",
        title,
        f"{failure.found_by} found a situation where the claim does not hold.",
        "",
    ]
    if failure.walk is not None:  # why the exhaustive walk, which runs first, did not
        lines[-1:-1] = [f"The exhaustive walk ran first: {failure.walk}."]
    if isinstance(error, ScenarioDisagreement):
        lines.append(f"{error.path}:{error.step.line}: {error.step.render()}")
        lines.append(error.disagreement.render())
    else:
        lines.append(error.render())
    lines += ["", "counterexample (a concrete scenario that fails the same way):", ""]
    lines += ["    " + line if line else "" for line in failure.counterexample.splitlines()]
    if failure.written_to is not None:
        lines += ["", f"written to {failure.written_to}"]
    elif failure.not_written is not None:
        lines += ["", failure.not_written]
    return "\n".join(lines)


def _mission(game: Game) -> list[str]:
    """Objective control and each player's VP; the mission data's version and attribution when
    the scenario's Actions come from it (contract §15)."""
    lines = [f"  {line}" for line in game.objectives.board_lines()]
    from ruleslawyer.data.missions import (
        MISSION_ATTRIBUTION,
        loaded_mission_version,
        published_actions,
    )

    version = loaded_mission_version()
    if version is not None:
        published = {a.name for a in published_actions()}
        if any(action.name in published for action in game.actions.values()):
            lines += [f"mission data: {version}", f"  {MISSION_ATTRIBUTION}"]
    return lines


def _board(game: Game) -> list[str]:
    header: tuple[str, ...] = (
        "unit",
        "player",
        "keywords",
        "OC",
        "Ld",
        "models",
        "W",
        "shocked",
        "engaged",
        "on table",
    )
    sheets = any(unit.datasheet for unit in game.units.values())
    if sheets:
        header = (header[0], "datasheet", *header[1:])
    rows = [header]
    for unit in game.units.values():
        rows.append(
            (
                unit.name,
                *((unit.datasheet or "-",) if sheets else ()),
                unit.player,
                ",".join(sorted(unit.keywords)),
                "-" if unit.oc is None else str(unit.oc),
                f"{unit.ld}+",
                f"{unit.models}/{unit.starting_strength}",
                f"{unit.wounds_left}/{unit.w}",
                "yes" if unit.battle_shocked else "no",
                "yes" if unit.engaged else "no",
                "yes" if unit.on_battlefield else "no",
            )
        )
    widths = [max(len(r[i]) for r in rows) for i in range(len(header))]
    return ["board:"] + [
        "  | " + " | ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)) + " |"
        for row in rows
    ]
