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
from ruleslawyer.scenario.placement import part_names
from ruleslawyer.scenario.positions import Placed, key_part, model_key, number
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


def set_up_rows(ctx: ScenarioState, unit: str, ends: Ends) -> list[Placed]:
    """The models an ingress or a disembark sets up where ``ends`` says (03.02): one for every
    model the unit has left. A key that names a part (a `unit` column) sets that part's model
    up, and then every part is given its own models left (19.01, 19.3); a bare label's model is
    placed under the unit's own name, the attached unit's as one (docs/interpretations.md 41)."""
    name = ctx.unit(unit).name
    mine = ctx.game.unit(name)
    if len(ends) != mine.models:
        raise RulesInputError(
            f'"{unit}" has {mine.models} models left: a set-up gives a position for every '
            f"one ({len(ends)} given)",
            word=unit,
        )
    left = {p.name: p.models for p in mine.part_facts} or {name: mine.models}
    rows = []
    for key, at in ends.items():
        part, label = key_part(key)
        if part is not None and part not in left:
            part = _part_named(ctx, unit, part, {p: [] for p in left})
        rows.append(set_up_row(part or name, label, at, ctx.line))
    if any(key_part(key)[0] is not None for key in ends):
        for part, count in left.items():
            given = sum(1 for r in rows if r.unit == part)
            if given != count:
                raise RulesInputError(
                    f'"{part}" has {count} model{"" if count == 1 else "s"} left: a set-up '
                    f"gives a position for every one ({given} given)",
                    word=part,
                )
    return rows


def place_set_up(ctx: ScenarioState, unit: str, rows: list[Placed]) -> None:
    """The set-up models on the board, each under the part it was set up as (19.3)."""
    name = ctx.unit(unit).name
    for part in part_names(ctx.game.units, name):
        # every part's old positions go, a part set up under another name's rows included (a
        # table without a `unit` column: docs/interpretations.md 41)
        ctx.board.rows[part] = [r for r in rows if r.unit == part]


_EXTRA_COLUMNS = ("height", "facing")
Args = dict[str, Any]
_TABLE = "a move's table"


def rows(ctx: ScenarioState, unit: str) -> list[Placed]:
    """The unit's placed models, an attached unit's of every part (19.01: one unit, 19.3);
    a unit not placed cannot move to a position."""
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    name = ctx.unit(unit).name
    found = [r for part in part_names(ctx.game.units, name) for r in ctx.board.rows.get(part, [])]
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
        placed, whole = _placed(ctx, unit)  # every model, an attached unit's leader's too
        return {model_key(r.unit, r.label, whole): (r.at[0] + ox, r.at[1] + oy) for r in placed}
    end = (number(x, "the end's x"), number(y, "the end's y"))
    if set_up is not None:
        return {"1": end}
    placed, whole = _placed(ctx, unit)
    if len(placed) != 1:
        raise RulesInputError(
            f'"{unit}" has {len(placed)} models: say where each ends with a table ({table})',
            word=f"({x}, {y})",
        )
    return {model_key(placed[0].unit, placed[0].label, whole): end}


def _placed(ctx: ScenarioState, unit: str) -> tuple[list[Placed], bool]:
    """The unit's placed models, and whether it is an attached unit (its ends name parts)."""
    found = rows(ctx, unit)
    return found, len(part_names(ctx.game.units, ctx.unit(unit).name)) > 1


def table_ends(unit: str, datatable: list[list[str]], what: str) -> Ends:
    """A table `model | x | y [| height | facing]` as positions by model label (§19.6); a
    leading `unit` column, as `Given the positions:` has (19.3), names the part of an attached
    unit each model is placed under (19.01), its key then :func:`model_key`'s."""
    head = [h.strip() for h in datatable[0]] if datatable else []
    parts: list[str | None] = [None] * len(datatable)
    if head[:1] == ["unit"]:
        parts = [row[0].strip() if row else None for row in datatable]
        datatable = [row[1:] for row in datatable]
        head = head[1:]
    if not datatable or head[:3] != ["model", "x", "y"]:
        raise RulesInputError(
            f"{what} has the columns model | x | y (or unit | model | x | y)", word=what
        )
    extra = head[3:]
    for column in extra:
        if column not in _EXTRA_COLUMNS or extra.count(column) > 1:
            raise RulesInputError(
                f"{what} has the columns model | x | y, then height and facing if wanted; "
                f'"{column}" is not one of them',
                word=column,
            )
    ends: Ends = {}
    for part, row in zip(parts[1:], datatable[1:], strict=True):
        label, x, y = (c.strip() for c in row[:3])
        more = {c: row[3 + i].strip() for i, c in enumerate(extra) if row[3 + i].strip()}
        key = label if part is None else model_key(part, label, True)
        if key in ends:
            raise RulesInputError(
                f'{what} gives model {label} of "{part or unit}" twice; a model label is unique '
                "in its unit",
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
        ends[key] = End(
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
    head = [h.strip() for h in datatable[0]] if datatable else []
    if head[:1] == ["unit"]:  # the part each model is placed under (19.3)
        head = head[1:]
    if not datatable or head[:3] != ["model", "x", "y"]:
        raise RulesInputError(f"{_TABLE} has the columns model | x | y", word=word)
    found = table_ends(unit, datatable, _TABLE)
    return found if set_up else labelled(ctx, unit, found)


def labelled(ctx: ScenarioState, unit: str, ends: Ends) -> Ends:
    """Ends of a move of placed models: every key names one of them, and comes back as
    :func:`model_key` writes it. Of an attached unit (19.01: one unit, whose every model a move
    may move, the leader's too), a bare label is the named part's model, else the one model of
    another part with that label; a `unit` column's part is any part's name."""
    placed, whole = _placed(ctx, unit)
    by_part: dict[str, list[str]] = {}
    for r in placed:
        by_part.setdefault(r.unit, []).append(r.label)
    named = ctx.named_unit if ctx.named_unit in by_part else placed[0].unit
    out: Ends = {}
    for key, end in ends.items():
        part, label = key_part(key)
        if part is not None and part not in by_part:
            part = _part_named(ctx, unit, part, by_part)
        holders = [part] if part is not None else [p for p, ls in by_part.items() if label in ls]
        if part is None and label in by_part[named]:
            holders = [named]
        if not holders or label not in by_part[holders[0]]:
            raise RulesInputError(
                f'"{part or unit}" has no model {label} (its models: {_listed(by_part, whole)})',
                word=label,
            )
        if len(holders) > 1:
            raise RulesInputError(
                f'"{unit}" has a model {label} in each of '
                + " and ".join(f'"{p}"' for p in holders)
                + ": say which with a column unit | model | x | y",
                word=label,
            )
        out[model_key(holders[0], label, whole)] = end
    return out


def _part_named(ctx: ScenarioState, unit: str, part: str, by_part: dict[str, list[str]]) -> str:
    """A `unit` column's name, one of the moving unit's parts (19.3: either part's name)."""
    if ctx.canonical(part) == ctx.unit(unit).name and len(by_part) == 1:
        return next(iter(by_part))
    raise RulesInputError(
        f'"{part}" is not a part of "{unit}" (its parts: '
        + ", ".join(f'"{p}"' for p in by_part)
        + ")",
        word=part,
    )


def _listed(by_part: dict[str, list[str]], whole: bool) -> str:
    if not whole:
        return ", ".join(sorted(label for labels in by_part.values() for label in labels))
    return "; ".join(f'{", ".join(sorted(ls))} of "{p}"' for p, ls in by_part.items())


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
