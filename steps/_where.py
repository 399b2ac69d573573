"""Where the models end, as a move step says it (docs/language.md#moves-with-end-positions;
contract §19.6): `to (<x>, <y>)` for a unit of one model, `by (<dx>, <dy>)` for every model, a
table `to:` (model | x | y) and `to the placement "<name>"`. The one reading of each, for every
move step that takes end positions (steps/position_moves.py, surge_moves.py, set_up_moves.py,
stratagem_moves.py and the Thens of steps/_move_asked.py)."""

from __future__ import annotations

from collections.abc import Iterable
from fractions import Fraction

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.scenario.positions import Placed, number
from ruleslawyer.scenario.state import ScenarioState

Ends = dict[str, tuple[Fraction, Fraction]]
_TABLE = "a move's table"


def rows(ctx: ScenarioState, unit: str) -> list[Placed]:
    """The unit's placed models; a unit not placed cannot move to a position."""
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    found = ctx.board.rows.get(ctx.unit(unit).name, [])
    if not found:
        raise RulesInputError(
            f'"{unit}" is not placed, so it cannot move to a position (place it first: '
            "Given the positions:)",
            word=unit,
        )
    return found


def point_ends(
    ctx: ScenarioState,
    unit: str,
    how: str,
    x: str,
    y: str,
    table: str,
    set_up: MoveKind | None = None,
) -> Ends:
    """`to (<x>, <y>)`: where the unit's one model ends, or model 1 is set up (``set_up``: an
    ingress or a disembark, 03.02); `by (<dx>, <dy>)`: every model moved by the offset, which a
    set-up has no start for. ``table`` is the step's `to:` form, which a unit of more models
    (or a set-up moved `by`) is told to use."""
    if how == "by":
        if set_up is not None:
            raise RulesInputError(
                f"{set_up.article} {set_up.value} move sets the unit up, so it has no start to "
                f"move by an offset from: say where each model is set up ({table} with a row per "
                'model, or to the placement "<name>")',
                word=f"by ({x}, {y})",
            )
        ox, oy = number(x, "the offset's x"), number(y, "the offset's y")
        return {r.label: (r.at[0] + ox, r.at[1] + oy) for r in rows(ctx, unit)}
    end = (number(x, "the end's x"), number(y, "the end's y"))
    if set_up is not None:
        return {"1": end}
    placed = rows(ctx, unit)
    if len(placed) != 1:
        raise RulesInputError(
            f'"{unit}" has {len(placed)} models: say where each ends with a table ({table})',
            word=f"({x}, {y})",
        )
    return {placed[0].label: end}


def table_ends(unit: str, datatable: list[list[str]], what: str) -> Ends:
    """A table `model | x | y` as positions by model label (§19.6)."""
    if not datatable or [h.strip() for h in datatable[0]][:3] != ["model", "x", "y"]:
        raise RulesInputError(f"{what} has the columns model | x | y", word=what)
    ends: Ends = {}
    for row in datatable[1:]:
        label, x, y = (c.strip() for c in row[:3])
        if label in ends:
            raise RulesInputError(
                f'{what} gives model {label} of "{unit}" twice; a model label is unique in its '
                "unit",
                word=label,
            )
        ends[label] = (number(x, f"model {label}'s x"), number(y, f"model {label}'s y"))
    if not ends:
        raise RulesInputError(f"{what} gives no model a position", word=what)
    return ends


def move_table(
    ctx: ScenarioState, unit: str, move: str, datatable: list[list[str]] | None, set_up: bool
) -> Ends:
    """A move's table `to:`: its columns checked first (the step's own words named), then
    each label one of the unit's models (a set-up's labels are its own)."""
    if not datatable or [h.strip() for h in datatable[0]][:3] != ["model", "x", "y"]:
        raise RulesInputError(f"{_TABLE} has the columns model | x | y", word=f"{move} move to:")
    if not set_up:
        _known(ctx, unit, (row[0].strip() for row in datatable[1:] if row))
    return table_ends(unit, datatable, _TABLE)


def labelled(ctx: ScenarioState, unit: str, ends: Ends) -> Ends:
    """Ends of a move of placed models: every label names one of them."""
    _known(ctx, unit, ends)
    return ends


def _known(ctx: ScenarioState, unit: str, labels: Iterable[str]) -> None:
    models = {r.label for r in rows(ctx, unit)}
    for label in labels:
        if label not in models:
            raise RulesInputError(
                f'"{unit}" has no model {label} (its models: {", ".join(sorted(models))})',
                word=label,
            )
