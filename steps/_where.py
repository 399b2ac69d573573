"""Where the models end, as a move step says it (docs/language.md#moves-with-end-positions;
contract §19.6): `to (<x>, <y>)` for a unit of one model, `by (<dx>, <dy>)` for every model, a
table `to:` (model | x | y) and `to the placement "<name>"`. The one reading of each, for every
move step that takes end positions (steps/position_moves.py, surge_moves.py, set_up_moves.py,
stratagem_moves.py and the Thens of steps/_move_asked.py)."""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from fractions import Fraction
from typing import Any

from ruleslawyer.core import MoveKind, RulesInputError
from ruleslawyer.scenario.positions import Placed, number
from ruleslawyer.scenario.registry import REGISTRY
from ruleslawyer.scenario.state import ScenarioState


class End(tuple[Fraction, Fraction]):
    """Where a model ends, (x, y), with the height and facing a move's table gives it (§19.6:
    `model | x | y [| height | facing]`); ``None`` keeps the model's own."""

    height: Fraction | None
    facing: Fraction | None

    def __new__(
        cls,
        x: Fraction,
        y: Fraction,
        height: Fraction | None = None,
        facing: Fraction | None = None,
    ) -> End:
        made = super().__new__(cls, (x, y))
        made.height = height
        made.facing = facing
        return made


def moved_row(row: Placed, end: tuple[Fraction, Fraction]) -> Placed:
    """``row``'s model where ``end`` says: its point, and its height and facing where the
    table gives them, else the model's own."""
    height = getattr(end, "height", None)
    facing = getattr(end, "facing", None)
    return Placed(
        row.unit,
        row.label,
        (end[0], end[1]),
        row.height if height is None else height,
        row.base,
        row.facing if facing is None else facing,
        row.line,
    )


def set_up_row(unit: str, label: str, end: tuple[Fraction, Fraction], line: int | None) -> Placed:
    """A model set up where ``end`` says (03.02): height and facing 0 unless the table gives
    them."""
    return moved_row(Placed(unit, label, end, Fraction(0), None, Fraction(0), line), end)


Ends = dict[str, tuple[Fraction, Fraction]]
_EXTRA_COLUMNS = ("height", "facing")
Args = dict[str, Any]
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
    """A table `model | x | y [| height | facing]` as positions by model label (§19.6)."""
    if not datatable or [h.strip() for h in datatable[0]][:3] != ["model", "x", "y"]:
        raise RulesInputError(f"{what} has the columns model | x | y", word=what)
    extra = [h.strip() for h in datatable[0]][3:]
    for column in extra:
        if column not in _EXTRA_COLUMNS or extra.count(column) > 1:
            raise RulesInputError(
                f"{what} has the columns model | x | y, then height and facing if wanted; "
                f'"{column}" is not one of them',
                word=column,
            )
    ends: Ends = {}
    for row in datatable[1:]:
        label, x, y = (c.strip() for c in row[:3])
        more = {c: row[3 + i].strip() for i, c in enumerate(extra) if row[3 + i].strip()}
        if label in ends:
            raise RulesInputError(
                f'{what} gives model {label} of "{unit}" twice; a model label is unique in its '
                "unit",
                word=label,
            )
        height = number(more["height"], f"model {label}'s height") if "height" in more else None
        if height is not None and height < 0:
            raise RulesInputError(
                f"model {label}'s height is {more['height']}: a height is the level the base "
                "stands on, 0 or more inches above the battlefield",
                word=more["height"],
            )
        facing = number(more["facing"], f"model {label}'s facing") if "facing" in more else None
        ends[label] = End(
            number(x, f"model {label}'s x"), number(y, f"model {label}'s y"), height, facing
        )
    if not ends:
        raise RulesInputError(f"{what} gives no model a position", word=what)
    return ends


def move_table(
    ctx: ScenarioState, unit: str, word: str, datatable: list[list[str]] | None, set_up: bool
) -> Ends:
    """A move's table `to:`: its columns checked first (``word``: the step's own words), then
    each label one of the unit's models (a set-up's labels are its own)."""
    if not datatable or [h.strip() for h in datatable[0]][:3] != ["model", "x", "y"]:
        raise RulesInputError(f"{_TABLE} has the columns model | x | y", word=word)
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


def placed_ends(ctx: ScenarioState, unit: str, name: str) -> Ends:
    """The positions of a placement given earlier; an unknown one is an input error naming
    the placements given for the unit."""
    canonical = ctx.unit(unit).name
    found = ctx.board.placements.get((canonical, name))
    if found is None:
        known = ", ".join(f'"{n}"' for u, n in ctx.board.placements if u == canonical)
        raise RulesInputError(
            f'no placement "{name}" was given for "{unit}" (its placements: {known or "none"}; '
            f'add: Given the placement "{name}" for "{unit}": with a table model | x | y)',
            word=name,
        )
    return dict(found[0])


def ends_at(
    ctx: ScenarioState,
    unit: str,
    args: Args,
    point: tuple[str, str, str] | None,
    table: str,
    set_up: MoveKind | None,
    word: str = "to:",
) -> Ends:
    """Where a step says each model ends: the placement it names, its table, or ``point``
    (`to` or `by`, x, y). ``table``: the step's `to:` form, which a unit of more models is told
    to use; ``set_up``: an ingress or a disembark, which sets every model up (03.02)."""
    if args.get("name") is not None:
        placed = placed_ends(ctx, unit, args["name"])
        return placed if set_up else labelled(ctx, unit, placed)
    if point is None:
        return move_table(ctx, unit, word, args["datatable"], set_up is not None)
    return point_ends(ctx, unit, *point, table, set_up)


# -- The When forms of a move to where its models end ------------------------------------------
@dataclass(frozen=True)
class Where:
    """Where the models end, as a When says it: the template's words, and the slots of a
    point (`to` or `by`, and its x and y) or none (a table, a placement)."""

    words: str
    name: str  # what the step's name ends with
    point: tuple[str, str, str] | None = None
    table: bool = False

    def said(self, args: Args) -> str:
        """Where the models end, as an error quotes it."""
        if self.point is not None:
            how, x, y = self.point
            return f"{how} ({args[x]}, {args[y]})"
        if self.table:
            return "to the positions of its table"
        return f'to the placement "{args["name"]}"'


TO = Where(" to ({x:length}, {y:length})", "to", ("to", "x", "y"))
BY = Where(" by ({dx:length}, {dy:length})", "by", ("by", "dx", "dy"))
TABLE = Where(" to:", "to_table", table=True)
PLACED = Where(' to the placement "{name}"', "to_placement")


@dataclass(frozen=True)
class Ended:
    """A When that makes a move to where its models end: the words before them, what it does
    with the ends read (and where they are, as said), the step's `to:` form (told of to a unit
    of more models), the set-up it makes if any (03.02), what its steps are named, and the
    words a table's error names."""

    lead: str
    run: Callable[[ScenarioState, Args, Ends, str], None]
    table: Callable[[Args], str]
    set_up: Callable[[ScenarioState, Args], MoveKind | None]
    name: str
    word: Callable[[Args], str] = lambda args: "to:"  # a table's offending word


def _when(ended: Ended, at: Where, module: str) -> Callable[..., None]:
    def made(ctx: ScenarioState, **args: Any) -> None:
        point = None
        if at.point is not None:
            how, x, y = at.point
            point = (how, args[x], args[y])
        set_up = ended.set_up(ctx, args)
        table = ended.table(args)
        ends = ends_at(ctx, args["unit"], args, point, table, set_up, ended.word(args))
        ended.run(ctx, args, ends, at.said(args))

    parameters = [inspect.Parameter("ctx", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    if at.table:
        parameters.append(inspect.Parameter("datatable", inspect.Parameter.KEYWORD_ONLY))
    parameters.append(inspect.Parameter("args", inspect.Parameter.VAR_KEYWORD))
    made.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    made.__name__ = made.__qualname__ = f"{ended.name}_{at.name}"
    made.__module__ = module
    made.__doc__ = ended.run.__doc__
    return made


def when_ended(ended: Ended, forms: Iterable[tuple[Where, str]]) -> None:
    """Register a When for each form (where the models end, and an example), in that order,
    in the calling module."""
    module = sys._getframe(1).f_globals["__name__"]
    for at, example in forms:
        REGISTRY.add("when", ended.lead + at.words, _when(ended, at, module), example)
