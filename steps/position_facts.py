"""What positions decide, asked and stated (docs/language.md#positions-and-distances; contract
§19.5, §19.7): distances, engagement and engagement pairs, base contact, coherency and the
models removed to regain it, areas, the closest enemy unit and where a model stands. The
battlefield, areas, markers and placed models are stated in steps/positions.py."""

from __future__ import annotations

import re
from collections.abc import Sequence
from decimal import Decimal
from fractions import Fraction

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core import measuring as m
from ruleslawyer.core.bases import EDGES, Footprint
from ruleslawyer.core.coherency import END_OF_TURN
from ruleslawyer.core.distances import within
from ruleslawyer.core.geometry import NUMBER_FORMS
from ruleslawyer.core.keywords import AIRCRAFT
from ruleslawyer.core.ranges import (
    ENGAGEMENT,
    closest_units,
    engaged_with,
    in_coherency,
    objective_marker,
    reads_as,
    within_objective_range,
)
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.measuring import enemies_of, names, wholly_in_area
from ruleslawyer.scenario.placement import unit_footprints
from ruleslawyer.scenario.positions import number
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState


def _unit_prints(ctx: ScenarioState, unit: str) -> list[Footprint]:
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    name = ctx.canonical(ctx.unit(unit).name)
    found = unit_footprints(ctx.board, ctx.game.units, name)
    if not found:
        raise RulesInputError(
            f'"{unit}" is not placed, so nothing can be measured from it (add: Given the '
            "positions: with a row for each of its models)",
            word=unit,
        )
    return found


def _placed_under(ctx: ScenarioState, unit: str, as_written: bool = False) -> str:
    """The name a model label of ``unit`` is placed under (19.3: either part's name places that
    part's models): the part's own name where the step named a part of an attached unit (its
    ``unit`` slot holds the whole unit's name by now, the part's name is ``named_unit``; a name
    written inside another slot is taken ``as_written``), else the unit's own name."""
    named = unit if as_written else ctx.named_unit
    if (
        named is not None
        and named in ctx.board.rows
        and ctx.canonical(named) == ctx.canonical(unit)
    ):
        return named
    return ctx.unit(unit).name


def _end(
    ctx: ScenarioState, unit: str, label: str | None, as_written: bool = False
) -> list[Footprint]:
    if label is None:
        return _unit_prints(ctx, unit)
    placed = _placed_under(ctx, unit, as_written)
    _not_gone(ctx, placed, label, f'model {label} of "{placed}" is on the battlefield')
    _unit_prints(ctx, unit)
    return [ctx.board.footprint(ctx.board.model(placed, label))]


def _not_gone(ctx: ScenarioState, placed: str, label: str, claim: str) -> None:
    """A model the scenario placed (under the name ``placed``) that has left the board since
    (destroyed, or removed to regain coherency, 03.03) stands nowhere: a claim about where it
    stands does not hold, whichever models were removed (a property scenario draws them,
    §19.5)."""
    ctx.game  # noqa: B018 - build first: placements are checked
    why = ctx.board.gone.get((placed, label))
    if why is None:
        return
    rule = END_OF_TURN if "coherency" in why else m.WITHIN
    ctx.game.weigh(rule, True)
    raise Disagreement(claim, f"it is not on the battlefield: {why}", (Reason(why, rule),))


def _other(ctx: ScenarioState, text: str, of: str) -> list[list[Footprint]]:
    """The far end a Then names: a unit, a model, an area or marker, `an enemy unit` or `every
    enemy unit` (each enemy unit one group)."""
    said = text.strip()
    found = re.fullmatch(r'(?:model (\S+) of )?"([^"]+)"', said)
    if found:
        return [_end(ctx, found[2], found[1], as_written=True)]
    if said in ("an enemy unit", "every enemy unit", "any enemy unit"):
        draft = ctx.unit(of)
        return [_enemy_prints(ctx, e) for e in _enemies(ctx, draft.name)]
    shape = ctx.board.area_shape(said)
    if shape is None:
        raise RulesInputError(
            f"{said} has no shape or position, so nothing can be measured to it (add: Given "
            f"{said} is the rectangle from (x1, y1) to (x2, y2))",
            word=said,
        )
    return [[shape]]


def _enemies(ctx: ScenarioState, unit: str) -> list[str]:
    """The placed enemy units on the battlefield now (a destroyed one is measured no more), by
    the game's names: an attached unit once, whichever part's name placed its models (19.01)."""
    game = ctx.game
    found: list[str] = []
    for placed in enemies_of(ctx.unit(unit), ctx.units, ctx.board):
        name = ctx.canonical(placed)
        if name not in found and game.unit(name).on_battlefield and not game.unit(name).destroyed:
            found.append(name)
    return found


def _enemy_prints(ctx: ScenarioState, name: str) -> list[Footprint]:
    """An enemy unit's models, every part's for an attached unit (19.01: one unit)."""
    return unit_footprints(ctx.board, ctx.game.units, name)


def _distance_value(text: str) -> Fraction:
    return number(text, "the distance")


def _says(ctx: ScenarioState, unit: str, label: str | None) -> str:
    """How a claim names its first end: a model by the name it is placed under (19.3)."""
    return f'model {label} of "{_placed_under(ctx, unit)}"' if label else f'"{unit}"'


def _verdict(
    ctx: ScenarioState, measured: bool, negated: bool, claim: str, decided: str, rule: Reason
) -> None:
    """The claim's verdict: what was measured, read negated or not. The clause it measured by
    is weighed, so that reports and the FAQ list it among the rules consulted."""
    ctx.game.weigh(rule.rule, measured)
    if measured == negated:
        raise Disagreement(claim, decided, (rule,))


def _edges(ctx: ScenarioState, first: Sequence[Footprint], d: Fraction) -> bool:
    field = ctx.board.battlefield
    return any(field.within_of_edge(f.shape, d, edge) for f in first for edge in EDGES)


@then(
    '"{unit}" is [neg=not |]within {n:length}" [how=horizontally |]of {b:text}',
    example='Then "Squad" is within 2" of "Boyz"',
)
@then(
    'model {label:word} of "{unit}" is [neg=not |]within {n:length}" [how=horizontally |]of '
    "{b:text}",
    example='Then model sgt of "Squad" is not within 3" horizontally of the beacon',
)
def is_within_of(
    ctx: ScenarioState, unit: str, n: str, b: str, label: str | None = None, **chosen: str
) -> None:
    first = _end(ctx, unit, label)
    d = _distance_value(n)
    measure = "horizontal" if chosen.get("how") else "space"
    negated = bool(chosen.get("neg"))
    if b.strip() == "a battlefield edge":
        holds = _edges(ctx, first, d)
    else:
        holds = any(m.ends_within(first, g, d, measure) for g in _other(ctx, b, unit))
    how = "horizontally " if chosen.get("how") else ""
    claim = f'{_says(ctx, unit, label)} is {"not " if negated else ""}within {n}" {how}of {b}'
    gap = _gap(ctx, first, b, unit, measure)
    _verdict(
        ctx,
        holds,
        negated,
        claim,
        f'it is {"" if holds else "not "}within {n}" {how}of {b}{gap}',
        Reason(f'within {n}"', m.WITHIN),
    )


def _gap(
    ctx: ScenarioState, first: Sequence[Footprint], b: str, unit: str, measure: str = "space"
) -> str:
    if b.strip() == "a battlefield edge":
        return ""
    groups = [g for g in _other(ctx, b, unit) if g]
    if not groups:
        return " (no such unit is placed)"
    value = min(m.distance(first, g, measure) for g in groups)
    return f" (measured: {m.inches_text(value)})"


@then(
    '"{unit}" is [neg=not |]wholly within {n:length}" of {b:text}',
    example='Then "Squad" is wholly within 6" of "Rhino"',
)
@then(
    'model {label:word} of "{unit}" is [neg=not |]wholly within {n:length}" of {b:text}',
    example='Then model 2 of "Squad" is not wholly within 3" of a battlefield edge',
)
def is_wholly_within_of(
    ctx: ScenarioState, unit: str, n: str, b: str, label: str | None = None, **chosen: str
) -> None:
    first = _end(ctx, unit, label)
    d = _distance_value(n)
    negated = bool(chosen.get("neg"))
    if b.strip() == "a battlefield edge":
        field = ctx.board.battlefield
        holds = all(field.wholly_within_of_some_edge(f.shape, d) for f in first)
    else:
        holds = any(m.ends_wholly_within(first, g, d) for g in _other(ctx, b, unit))
    _verdict(
        ctx,
        holds,
        negated,
        f'{_says(ctx, unit, label)} is {"not " if negated else ""}wholly within {n}" of {b}',
        f'it is {"" if holds else "not "}wholly within {n}" of {b}',
        Reason(f'wholly within {n}"', m.WHOLLY_WITHIN),
    )


@then(
    '"{unit}" is more than {n:length}" [how=horizontally |]from {b:text}',
    example='Then "Squad" is more than 9" from every enemy unit',
)
@then(
    'model {label:word} of "{unit}" is more than {n:length}" [how=horizontally |]from {b:text}',
    example='Then model sgt of "Squad" is more than 8" horizontally from "Boyz"',
)
def is_more_than(
    ctx: ScenarioState, unit: str, n: str, b: str, label: str | None = None, **chosen: str
) -> None:
    first = _end(ctx, unit, label)
    d = _distance_value(n)
    measure = "horizontal" if chosen.get("how") else "space"
    how = "horizontally " if chosen.get("how") else ""
    if b.strip() == "a battlefield edge":
        near = _edges(ctx, first, d)
    else:
        near = any(m.ends_within(first, g, d, measure) for g in _other(ctx, b, unit))
    _verdict(
        ctx,
        near,
        True,
        f'{_says(ctx, unit, label)} is more than {n}" {how}from {b}',
        f'it is within {n}" {how}of {b}{_gap(ctx, first, b, unit, measure)}',
        Reason(f'more than {n}"', m.MORE_THAN),
    )


@then(
    'the [how=horizontal |vertical |]distance between "{unit}" and {b:text} is '
    '[exactly=exactly |]{n:length}"',
    example='Then the distance between "Squad" and "Boyz" is 2"',
)
@then(
    'the [how=horizontal |vertical |]distance between model {label:word} of "{unit}" and '
    '{b:text} is [exactly=exactly |]{n:length}"',
    example='Then the horizontal distance between model 2 of "Squad" and "Boyz" is exactly 7"',
)
def the_distance(
    ctx: ScenarioState, unit: str, b: str, n: str, label: str | None = None, **chosen: str
) -> None:
    first = _end(ctx, unit, label)
    measure = {"horizontal ": "horizontal", "vertical ": "vertical"}.get(
        chosen.get("how") or "", "space"
    )
    edge = b.strip() == "a battlefield edge"
    if edge and measure == "vertical":
        raise RulesInputError(
            "a battlefield edge has no height: ask the distance or the horizontal distance to it",
            word=b,
        )
    groups = [] if edge else [g for g in _other(ctx, b, unit) if g]
    if not groups and not edge:
        raise RulesInputError(f"{b} names no placed unit to measure to", word=b)
    value = (
        m.edge_distance(first, ctx.board.battlefield)
        if edge
        else min(m.distance(first, g, measure) for g in groups)
    )
    written = n.strip().rstrip('"')
    try:
        Decimal(written)
    except ArithmeticError:
        raise RulesInputError(
            f"the distance {n!r} is not a number; write it as {NUMBER_FORMS}", word=n
        ) from None
    if chosen.get("exactly"):
        if any(m.measured_numerically(first, g) for g in groups or [[]]):
            raise RulesInputError(
                "`is exactly` cannot be asked here: an oval base or a turned hull is measured "
                'numerically (§19.4); ask `is <n>"` (rounded)',
                word="exactly",
            )
        holds = value == Decimal(number(n, "the distance").numerator) / Decimal(
            number(n, "the distance").denominator
        )
    else:
        holds = reads_as(value, written)
    _verdict(
        ctx,
        holds,
        False,
        f"the distance between {_says(ctx, unit, label)} and {b} is {n}",
        f'it is {value.normalize() if chosen.get("exactly") else round(value, 4)}"',
        Reason("the distance between the closest parts", m.WITHIN),
    )


# -- what the core computes from positions (19.5) -----------------------------------------------
@given(
    '"{unit}" is engaged with "{enemy}"',
    example='Given "Squad" is engaged with "Boyz"',
)
@given(
    '"{unit}" is engaged with "{enemy}" and "{second}"',
    example='Given "Squad" is engaged with "Boyz" and "Gretchin"',
)
def stated_engaged_with(
    ctx: ScenarioState, unit: str, enemy: str, second: str | None = None
) -> None:
    """An engagement pair (03.04; contract §19.5): both units are engaged, each with the other;
    where models are placed the positions check it."""
    ctx.no_game_yet("state an engagement pair")
    draft = ctx.unit(unit)
    for name in (enemy, second):
        if name is None:
            continue
        foe = ctx.unit(name)
        if foe.player == draft.player:
            raise RulesInputError(
                f'"{unit}" and "{name}" both belong to player {draft.player}: a unit is engaged '
                "only with enemy units (03.04)",
                word=name,
            )
        for side in (draft, foe):
            if not side.engaged or "engaged" not in side.stated:
                side.state(ctx.line, engaged=True)
        ctx.engaged_pairs.append((draft.name, foe.name, ctx.line))


@given(
    'model {label:word} of "{unit}" will be removed to regain coherency',
    example='Given model 3 of "Squad" will be removed to regain coherency',
)
def will_be_removed(ctx: ScenarioState, label: str, unit: str) -> None:
    """The controlling player's choice of the models a unit out of coherency loses in the End
    of Turn step (03.03; contract §19.5), in the order stated."""
    ctx.no_game_yet("choose the models removed to regain coherency")
    model = (ctx.unit(unit).name, label)  # a part's name names a model of that part (19.3)
    if model in ctx.coherency_removals:
        raise RulesInputError(
            f'model {label} of "{unit}" is already chosen to be removed; each model is removed '
            "once",
            word=label,
        )
    ctx.coherency_removals.append(model)


@when(
    'model {label:word} of "{unit}" is destroyed',
    example='When model 2 of "Squad" is destroyed',
)
def model_destroyed(ctx: ScenarioState, label: str, unit: str) -> None:
    """One model destroyed, named by its label (contract §19.5); of an attached unit, the
    model of the part written (19.3: either part's name places its models)."""
    game = ctx.game
    named = ctx.named_unit or unit  # `unit` is the whole attached unit once the game is built
    if not ctx.board.rows.get(named):
        raise RulesInputError(
            f'"{named}" is not placed, so its models have no labels (write: When 1 model of '
            f'"{named}" is destroyed)',
            word=label,
        )
    part = named if game.unit(unit).part_facts else None
    game.model_destroyed(unit, label, part=part)


@then(
    '"{unit}" is [neg=not |]engaged with "{enemy}"',
    example='Then "Squad" is engaged with "Boyz"',
)
def is_engaged_with(ctx: ScenarioState, unit: str, enemy: str, **chosen: str) -> None:
    game = ctx.game
    draft, foe = ctx.unit(unit), ctx.unit(enemy)  # 19.01, §19.3: either part names the unit
    mine, theirs = ctx.canonical(draft.name), ctx.canonical(foe.name)
    negated = bool(chosen.get("neg"))
    if not ctx.board.positioned:  # nothing placed: the stated pairs answer (§19.7)
        holds = theirs in game.engaged_partners(mine)
        _verdict(
            ctx,
            holds,
            negated,
            f'"{unit}" is {"not " if negated else ""}engaged with "{enemy}"',
            f'it is {"" if holds else "not "}engaged with "{enemy}" (engaged with: '
            f"{names(game.engaged_partners(mine))})",
            Reason("engaged with", m.ENGAGED_WITH),
        )
        return
    first = _unit_prints(ctx, unit)
    other = _unit_prints(ctx, enemy)
    both = (game.unit(mine), game.unit(theirs))
    present = all(u.on_battlefield and not u.destroyed for u in both)
    holds = present and draft.player != foe.player and bool(engaged_with(first, {enemy: other}))
    _verdict(
        ctx,
        holds,
        negated,
        f'"{unit}" is {"not " if negated else ""}engaged with "{enemy}"',
        f'it is {"" if holds else "not "}engaged with "{enemy}" (measured: '
        f"{m.inches_text(m.distance(first, other, 'horizontal'))} horizontally, "
        f"{m.inches_text(m.distance(first, other, 'vertical'))} vertically; engagement range is "
        f"{ENGAGEMENT.number.value})",
        Reason("engaged with", m.ENGAGED_WITH),
    )


@then(
    '"{unit}" is [neg=not |]in base contact with {b:text}',
    example='Then "Squad" is in base contact with "Boyz"',
)
@then(
    'model {label:word} of "{unit}" is [neg=not |]in base contact with {b:text}',
    example='Then model 1 of "Squad" is not in base contact with model 2 of "Boyz"',
)
def in_contact(
    ctx: ScenarioState, unit: str, b: str, label: str | None = None, **chosen: str
) -> None:
    first = _end(ctx, unit, label)
    holds = any(m.ends_in_base_contact(first, g) for g in _other(ctx, b, unit))
    negated = bool(chosen.get("neg"))
    _verdict(
        ctx,
        holds,
        negated,
        f"{_says(ctx, unit, label)} is {'not ' if negated else ''}in base contact with {b}",
        f"it is {'' if holds else 'not '}in base contact with {b}",
        Reason("base contact", m.BASE_CONTACT),
    )


@then('"{unit}" is [neg=not |]in coherency', example='Then "Squad" is in coherency')
def coherency(ctx: ScenarioState, unit: str, **chosen: str) -> None:
    holds = in_coherency(_unit_prints(ctx, unit))
    negated = bool(chosen.get("neg"))
    _verdict(
        ctx,
        holds,
        negated,
        f'"{unit}" is {"not " if negated else ""}in coherency',
        f"it is {'' if holds else 'not '}in coherency",
        Reason("coherency", m.COHERENT),
    )


@then(
    '"{unit}" is [neg=not |]within {area:place}',
    example='Then "Squad" is within the ruin',
)
@then(
    'model {label:word} of "{unit}" is [neg=not |]within {area:place}',
    example='Then model 2 of "Squad" is not within the ruin',
)
def is_in_area(
    ctx: ScenarioState, unit: str, area: str, label: str | None = None, **chosen: str
) -> None:
    """Within an area (01.04, 14.01): any part of a base in a shaped area, boundary included;
    within range of a placed objective marker; an area without a shape keeps its stated
    membership (§19.2), which a model of the unit cannot be asked."""
    area = area.strip()
    key = area_key(area)
    board = ctx.board
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    name = ctx.unit(unit).name
    areas = board.areas()  # the shaped areas, and the table quarters where models are placed
    if key in areas or key in board.markers:
        first = _end(ctx, unit, label)
        shaped = areas.get(key)
        if shaped is not None:
            holds = any(within(f.shape, shaped.polygon, Fraction(0)) for f in first)
        else:
            marker = objective_marker(board.markers[key][1])
            holds = any(within_objective_range(f, marker) for f in first)
    elif label is not None:
        raise RulesInputError(
            f"{area} has no shape, so whether one model is within it cannot be measured (add: "
            f"Given {area} is the rectangle from (x1, y1) to (x2, y2))",
            word=area,
        )
    else:
        holds = ctx.game.unit(name).is_within(area)
    negated = bool(chosen.get("neg"))
    _verdict(
        ctx,
        holds,
        negated,
        f"{_says(ctx, unit, label)} is {'not ' if negated else ''}within {area}",
        f"it is {'' if holds else 'not '}within {area}",
        Reason("within", m.WITHIN),
    )


@then(
    '"{unit}" is [neg=not |]wholly within {area:area}',
    example='Then "Squad" is wholly within the ruin',
)
@then(
    'model {label:word} of "{unit}" is [neg=not |]wholly within {area:area}',
    example='Then model 1 of "Squad" is wholly within the ruin',
)
def is_wholly_in_area(
    ctx: ScenarioState, unit: str, area: str, label: str | None = None, **chosen: str
) -> None:
    area = area.strip()
    key = area_key(area)
    ctx.game  # noqa: B018 - build first: placements are checked and facts computed
    shaped = ctx.board.areas().get(key)  # the table quarters too, where models are placed
    if shaped is None:
        if label is not None:
            raise RulesInputError(
                f"{area} has no shape, so whether one model is wholly within it cannot be "
                f"measured (add: Given {area} is the rectangle from (x1, y1) to (x2, y2))",
                word=area,
            )
        holds = ctx.game.unit(ctx.unit(unit).name).is_wholly_within(area)
    else:
        holds = wholly_in_area(_end(ctx, unit, label), shaped.polygon)
    negated = bool(chosen.get("neg"))
    _verdict(
        ctx,
        holds,
        negated,
        f"{_says(ctx, unit, label)} is {'not ' if negated else ''}wholly within {area}",
        f"it is {'' if holds else 'not '}wholly within {area}",
        Reason("wholly within", m.WHOLLY_WITHIN),
    )


@then(
    'the closest enemy unit to "{unit}" is "{enemy}"',
    example='Then the closest enemy unit to "Squad" is "Boyz"',
)
@then(
    'the closest enemy unit to "{unit}" [ignoring=ignoring AIRCRAFT units ]is "{enemy}"',
    example='Then the closest enemy unit to "Squad" ignoring AIRCRAFT units is "Boyz"',
)
def closest(ctx: ScenarioState, unit: str, enemy: str, ignoring: str | None = None) -> None:
    first = _unit_prints(ctx, unit)
    draft = ctx.unit(unit)
    candidates = {
        e: _enemy_prints(ctx, e)
        for e in _enemies(ctx, draft.name)
        if not (ignoring and ctx.game.unit(e).has(AIRCRAFT))
    }
    found = closest_units(first, candidates)
    _verdict(
        ctx,
        ctx.canonical(enemy) in found,
        False,
        f'the closest enemy unit to "{unit}" {ignoring or ""}is "{enemy}"',
        f"the closest: {names(found)}",
        Reason("closest enemy unit", m.CLOSEST),
    )


@then(
    'model {label:word} of "{unit}" is at ({x:length}, {y:length})',
    example='Then model 1 of "Squad" is at (16, 10)',
)
@then(
    'model {label:word} of "{unit}" is at ({x:length}, {y:length}, {height:length})',
    example='Then model 1 of "Squad" is at (16, 10, 3)',
)
def model_at(
    ctx: ScenarioState, label: str, unit: str, x: str, y: str, height: str | None = None
) -> None:
    where = f"({x}, {y}" + (f", {height})" if height is not None else ")")
    placed = _placed_under(ctx, unit)
    _not_gone(ctx, placed, label, f'model {label} of "{placed}" is at {where}')
    _unit_prints(ctx, unit)
    row = ctx.board.model(placed, label)
    wanted = (number(x, "x"), number(y, "y"))
    level = number(height, "the height") if height is not None else row.height
    _verdict(
        ctx,
        row.at == wanted and row.height == level,
        False,
        f'model {label} of "{placed}" is at {where}',
        f"it is at ({_plain(row.at[0])}, {_plain(row.at[1])}, {_plain(row.height)})",
        Reason("placed", m.WITHIN),
    )


def _plain(value: Fraction) -> str:
    return str(value.numerator) if value.denominator == 1 else str(float(value))
