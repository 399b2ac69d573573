"""Boards given as YAML files or doc strings (docs/boards.md). The board loader (and YAML with
it) is imported by the first board step that runs, not with the step library: most runs state
no board, and every process would pay for compiling it."""

from __future__ import annotations

from ruleslawyer.core import RulesInputError
from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import ScenarioState


@given(
    'the board "{path}"',
    example='Given the board "boards/deploy_device.yaml"',
    pins=("unit", "moment", "action"),
)
def board_file(ctx: ScenarioState, path: str) -> None:
    from ruleslawyer.scenario.board import load_board_file

    load_board_file(ctx, path)


@given(
    "the board:",
    example='Given the board:\n  """\n  units:\n    Squad: {engaged: true}\n  """',
    pins=("unit", "moment", "action"),
)
def board_text(ctx: ScenarioState, docstring: str | None = None) -> None:
    if docstring is None:
        raise RulesInputError(
            '"Given the board:" needs the YAML as a doc string below it', word="the board:"
        )
    from ruleslawyer.scenario.board import load_board_text

    feature = ctx.shown_path or (str(ctx.feature_path) if ctx.feature_path else "<board>")
    # The doc string's text starts two lines below the step (after the opening quotes).
    load_board_text(ctx, docstring, feature, (ctx.line or 0) + 2)
