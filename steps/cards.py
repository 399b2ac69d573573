"""Mission cards that score (contract §20.2): cards given by name or declared in rows, the VP
caps, destroyed units and the start of the turn stated as facts, and the VP a card scored."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core.actions import ActionDef
from ruleslawyer.core.cards import (
    CARD_SCORES,
    Caps,
    Card,
    Category,
    Mode,
    Scored,
    card_key,
    parse_award,
)
from ruleslawyer.core.clock import Moment, Point, moment_at, other
from ruleslawyer.core.errors import closest
from ruleslawyer.core.game import Game
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

if TYPE_CHECKING:
    from ruleslawyer.data.cards import LoadedCard


def _category(word: str) -> Category:
    found = {c.value: c for c in Category}.get(word.strip().lower())
    if found is None:
        raise RulesInputError(
            f"{word!r} is not a mission category; write primary or secondary",
            word=word,
            suggestion=repr(closest(word.lower(), ("primary", "secondary")) or "secondary"),
        )
    return found


def _next_order(ctx: ScenarioState) -> int:
    return sum(len(cards) for cards in ctx.objectives.book.held.values())


def give_card(
    ctx: ScenarioState,
    player: str,
    category: str,
    name: str,
    mode: Mode | None,
    table: list[list[str]] | None = None,
) -> None:
    """Give ``player`` a card of ``category`` by name (or declared by ``table``'s rows)."""
    ctx.no_game_yet("give a mission card")
    who = ctx.player(player)
    kind = _category(category)
    book = ctx.objectives.book
    if table is not None:  # a declared card, or a loaded one whose rows the table replaces
        rows = _award_rows(table)
        card = Card(name.strip(), kind, tuple(parse_award(r) for r in rows), mode, _next_order(ctx))
        _beside_the_table(ctx, who, player, kind, name)
        book.give(who, card)
        book.declared[card_key(card.name)] = card
        return
    declared = book.declared.get(card_key(name))
    if declared is not None:  # the table replaces the rows for that card, whoever holds it
        if declared.category is not kind:
            raise RulesInputError(
                f'"{declared.name}" was declared a {declared.category.value} mission card',
                word=category,
                suggestion=declared.category.value,
            )
        book.give(who, replace(declared, mode=mode, order=_next_order(ctx)))
        _beside_the_table(ctx, who, player, kind, name)
        return
    from ruleslawyer.data.cards import card as load

    loaded = load(name)
    _same_category(loaded, player, kind)
    if loaded.modes and mode is None:
        raise RulesInputError(
            f'"{loaded.name}" is printed with a Fixed and a Tactical track; end the step with '
            "as a Fixed mission or as a Tactical mission",
            word=name,
        )
    if mode is not None and kind is Category.PRIMARY:
        raise RulesInputError(
            "a primary mission is held for the whole battle, never as a Fixed or a Tactical "
            "mission",
            word=mode.value,
        )
    awards = tuple(parse_award(r) for r in loaded.rows)
    book.give(who, Card(loaded.name, kind, awards, mode, _next_order(ctx)))
    card_actions(ctx.actions, ctx.action_rows, loaded.ident, who)
    if loaded.caps is not None and not book.caps_stated:
        book.caps = loaded.caps


def _same_category(loaded: LoadedCard, player: str, kind: Category) -> None:
    """Contract §20.2, Loading a card: a primary card needs `primary mission`, a secondary card
    `secondary mission`."""
    if loaded.category is not kind:
        raise RulesInputError(
            f'"{loaded.name}" is a {loaded.category.value} mission card; write Given player '
            f'{player} has the {loaded.category.value} mission "{loaded.name}"',
            word=kind.value,
            suggestion=loaded.category.value,
        )


def _beside_the_table(ctx: ScenarioState, who: str, player: str, kind: Category, name: str) -> None:
    """Contract §20.2, Loading a card: a table in the scenario replaces the award rows of a card
    of the data ("both" the data's and the project's rows, for that card), nothing else; only a
    name no card of the data has is a declared card. So a loaded card with a table still needs
    its own category, and brings its mission Actions (§15) and, a primary, its mission's caps
    unless `Given the VP caps:` states them (interpretation 121)."""
    from ruleslawyer.data.cards import find

    loaded = find(name)
    if loaded is None:
        return
    _same_category(loaded, player, kind)
    card_actions(ctx.actions, ctx.action_rows, loaded.ident, who)
    book = ctx.objectives.book
    if loaded.caps is not None and not book.caps_stated:
        book.caps = loaded.caps


def card_actions(
    actions: dict[str, ActionDef], rows: dict[str, dict[str, str]], ident: str, who: str
) -> None:
    """The card's mission Actions, loaded as `Given the mission Action` loads them (contract
    §20.2) into ``actions`` (the scenario's, or the game's for a card drawn during it), for the
    units of a player who holds the card (16.01 UNITS, "friendly units"; core/mission_rows.py
    held_by); one set up already for every player is kept as it stands. Where the card prints
    its own EFFECT for an Action another card shares (Extract Relic's Sensor Sweep), the
    holder's units resolve that one."""
    from ruleslawyer.data.mission_rows import CARD_EFFECTS
    from ruleslawyer.data.missions import mission_data

    for action in mission_data().actions.values():
        if ident not in action.cards or not action.known:
            continue
        published = action.definition()
        if action.name not in actions:
            actions[action.name] = replace(published, cards=tuple(action.cards))
            rows[action.name] = dict(action.rows)
        own = CARD_EFFECTS.get((ident, action.ident))
        held = actions[action.name]
        if own is not None and replace(held, effect_by_player=(), cards=None) == published:
            pairs = dict(held.effect_by_player) | {who: own}
            actions[action.name] = replace(held, effect_by_player=tuple(sorted(pairs.items())))


def _award_rows(table: list[list[str]]) -> list[dict[str, str]]:
    if len(table) < 2:
        raise RulesInputError(
            "a declared mission card needs a header row (| scores at | if | VP | for each | at "
            "most | tier | mode |) and one row per award",
            word="table",
        )
    header = [cell.strip().lower() for cell in table[0]]
    return [
        {h: cell.strip() for h, cell in zip(header, row, strict=False) if cell.strip()}
        for row in table[1:]
    ]


@given(
    'player {player:player} has the {category:word} mission "{card}"',
    example='Given player A has the primary mission "Battlefield Dominance"',
)
def has_card(ctx: ScenarioState, player: str, category: str, card: str) -> None:
    give_card(ctx, player, category, card, None)


@given(
    'player {player:player} has the {category:word} mission "{card}" as a [mode=Fixed|Tactical] '
    "mission",
    example='Given player A has the secondary mission "Assassination" as a Fixed mission',
)
def has_card_mode(ctx: ScenarioState, player: str, category: str, card: str, mode: str) -> None:
    give_card(ctx, player, category, card, Mode(mode))


@given(
    'player {player:player} has the {category:word} mission "{card}":',
    example='Given player A has the secondary mission "Hold Out":\n'
    "  | scores at | if | VP |\n  | the end of your turn | you control your home objective | 3 |",
)
def declares_card(
    ctx: ScenarioState,
    player: str,
    category: str,
    card: str,
    datatable: list[list[str]] | None = None,
) -> None:
    give_card(ctx, player, category, card, None, datatable or [])


_CAP_ROWS = {
    "primary per battle round": ("round", Category.PRIMARY),
    "primary per battle": ("battle", Category.PRIMARY),
    "secondary per battle round": ("round", Category.SECONDARY),
    "secondary per battle": ("battle", Category.SECONDARY),
    "per fixed secondary card": ("fixed", None),
}


@given("the VP caps:", example="Given the VP caps:\n  | primary per battle round | 15 |")
def vp_caps(ctx: ScenarioState, datatable: list[list[str]] | None = None) -> None:
    ctx.no_game_yet("state the VP caps")
    per_round: dict[Category, int | None] = dict.fromkeys(Category)
    per_battle: dict[Category, int | None] = dict.fromkeys(Category)
    fixed = None
    for row in datatable or []:
        if len(row) < 2:
            raise RulesInputError("each VP cap row has a name and a number", word="|".join(row))
        label, value = row[0].strip().lower(), row[1].strip()
        found = _CAP_ROWS.get(label)
        if found is None:
            near = closest(label, _CAP_ROWS)
            raise RulesInputError(
                f"{row[0].strip()!r} is not a VP cap; the caps: " + ", ".join(_CAP_ROWS),
                word=row[0].strip(),
                suggestion=repr(near) if near else None,
            )
        if not value.isdigit():
            raise RulesInputError(f"VP cap {value!r} is not a whole number", word=value)
        what, category = found
        if what == "fixed":
            fixed = int(value)
        elif category is not None:
            (per_round if what == "round" else per_battle)[category] = int(value)
    book = ctx.objectives.book
    book.caps = Caps(per_round, per_battle, fixed)
    book.caps_stated = True


def _scored_given(
    ctx: ScenarioState,
    player: str,
    n: int,
    card: str | None,
    category: Category | None,
    battle_round: int | None,
) -> None:
    ctx.no_game_yet("state VP scored")
    who = ctx.player(player)
    book = ctx.objectives.book
    held = book.holds(who, card) if card is not None else None
    kind = held.category if held is not None else (category or Category.SECONDARY)
    book.scored.append(
        Scored(who, held.name if held else card or "", kind, battle_round, n, stated=True)
    )
    from .missions import check_stated_vp

    check_stated_vp(ctx, who)
    if who not in ctx.vp_stated:  # else the stated total, which includes them, stands
        ctx.objectives.vp[who] = sum(s.vp for s in book.scored if s.player == who and s.stated)


@given(
    'player {player:player} has scored {n:int} VP for "{card}"',
    example='Given player A has scored 6 VP for "Assassination"',
)
def scored_for(ctx: ScenarioState, player: str, n: int, card: str) -> None:
    _scored_given(ctx, player, n, card, None, None)


@given(
    'player {player:player} has scored {n:int} VP for "{card}" in battle round {r:int}',
    example='Given player A has scored 6 VP for "Assassination" in battle round 2',
)
def scored_for_in(ctx: ScenarioState, player: str, n: int, card: str, r: int) -> None:
    _scored_given(ctx, player, n, card, None, r)


@given(
    "player {player:player} has scored {n:int} VP from {category:word} missions in battle "
    "round {r:int}",
    example="Given player A has scored 12 VP from primary missions in battle round 2",
)
def scored_from(ctx: ScenarioState, player: str, n: int, category: str, r: int) -> None:
    _scored_given(ctx, player, n, None, _category(category), r)


# -- destroyed units and the start of the turn ---------------------------------------------------
@when(
    '"{unit}" is destroyed by "{attacker}"',
    example='When "Squad" is destroyed by "Raiders"',
)
def destroyed_by(ctx: ScenarioState, unit: str, attacker: str) -> None:
    ctx.game.leave_battlefield(ctx.canonical(unit), destroyed=True, by=ctx.canonical(attacker))


def after_build(ctx: ScenarioState, what: str, then_do: Callable[[Game], None]) -> None:
    """Do ``then_do`` to the game once it is built (a Given that states what a card reads)."""
    ctx.no_game_yet(what)
    ctx.after_build.append(then_do)


def _was_destroyed(
    ctx: ScenarioState, unit: str, by: str | None, previous: bool, earlier: bool = False
) -> None:
    ctx.unit(unit)
    if by is not None:
        ctx.unit(by)

    def apply(game: Game) -> None:
        now = game.now
        at = None
        if earlier:
            at = _earlier_turn_end(game)
        elif previous:
            if now.player is None:
                raise RulesInputError(
                    "'in the previous turn' needs the scenario to start within a turn",
                    word="previous turn",
                )
            if now.player == game.first_player:
                if now.battle_round == 1:
                    raise RulesInputError(
                        "the first turn of the battle has no previous turn", word="previous turn"
                    )
                at = moment_at(
                    now.battle_round - 1, other(now.player), Point.TURN_END, game.first_player
                )
            else:
                at = moment_at(
                    now.battle_round, game.first_player, Point.TURN_END, game.first_player
                )
        name = ctx.canonical(unit)
        game.missions.unit_destroyed(name, ctx.canonical(by) if by else None, at)
        game.set_unit(
            game.unit(name),
            destroyed=True,
            on_battlefield=False,
            models=0,
            wounds_left=0,
            engaged=False,
        )

    after_build(ctx, "state a destroyed unit", apply)


@given('"{unit}" was destroyed this turn', example='Given "Squad" was destroyed this turn')
def was_destroyed(ctx: ScenarioState, unit: str) -> None:
    _was_destroyed(ctx, unit, None, previous=False)


@given(
    '"{unit}" was destroyed this turn by "{attacker}"',
    example='Given "Squad" was destroyed this turn by "Raiders"',
)
def was_destroyed_by(ctx: ScenarioState, unit: str, attacker: str) -> None:
    _was_destroyed(ctx, unit, attacker, previous=False)


@given(
    '"{unit}" was destroyed in the previous turn',
    example='Given "Squad" was destroyed in the previous turn',
)
def was_destroyed_before(ctx: ScenarioState, unit: str) -> None:
    _was_destroyed(ctx, unit, None, previous=True)


@given(
    '"{unit}" was destroyed in the previous turn by "{attacker}"',
    example='Given "Squad" was destroyed in the previous turn by "Raiders"',
)
def was_destroyed_before_by(ctx: ScenarioState, unit: str, attacker: str) -> None:
    _was_destroyed(ctx, unit, attacker, previous=True)


@given(
    '"{unit}" was destroyed earlier in the battle',
    example='Given "Squad" was destroyed earlier in the battle',
)
def was_destroyed_earlier(ctx: ScenarioState, unit: str) -> None:
    _was_destroyed(ctx, unit, None, previous=False, earlier=True)


@given(
    '"{unit}" was destroyed earlier in the battle by "{attacker}"',
    example='Given "Squad" was destroyed earlier in the battle by "Raiders"',
)
def was_destroyed_earlier_by(ctx: ScenarioState, unit: str, attacker: str) -> None:
    _was_destroyed(ctx, unit, attacker, previous=False, earlier=True)


def _earlier_turn_end(game: Game) -> Moment:
    """The end of the first turn of the battle, where a unit stated destroyed "earlier in the
    battle" is recorded: before this turn, and before the previous turn whenever there is a
    turn before that (a card that counts the previous turn's does not count it then)."""
    now = game.now
    if now.player is None or (now.battle_round == 1 and now.player == game.first_player):
        raise RulesInputError(
            "'earlier in the battle' needs a turn before this one: the scenario starts in the "
            "first turn of the battle (or outside any turn)",
            word="earlier in the battle",
        )
    return moment_at(1, game.first_player, Point.TURN_END, game.first_player)


@given(
    '"{unit}" started the turn within {area:area}',
    example='Given "Squad" started the turn within the ruin',
)
def started_within(ctx: ScenarioState, unit: str, area: str) -> None:
    ctx.no_game_yet("state where a unit started the turn")
    ctx.unit(unit)
    areas = ctx.objectives.start_areas
    areas[unit] = areas.get(unit, frozenset()) | {area_key(area)}


@given(
    '"{unit}" did not start the turn within {area:area}',
    example='Given "Squad" did not start the turn within the ruin',
)
def not_started_within(ctx: ScenarioState, unit: str, area: str) -> None:
    ctx.no_game_yet("state where a unit started the turn")
    ctx.unit(unit)
    areas = ctx.objectives.start_areas
    areas[unit] = areas.get(unit, frozenset()) - {area_key(area)}


def _start_control(ctx: ScenarioState, player: str, objective: str, held: bool) -> None:
    ctx.no_game_yet("state control at the start of the turn")
    key = area_key(objective)
    ctx.objectives_named.setdefault(key, (objective.strip(), ctx.line))
    found = ctx.objectives.start_control
    if found is None:
        found = ctx.objectives.start_control = {}
    found[key] = ctx.player(player) if held else None


@given(
    "player {player:player} controlled {objective:area} at the start of the turn",
    example="Given player A controlled the ruin at the start of the turn",
)
def controlled_at_start(ctx: ScenarioState, player: str, objective: str) -> None:
    _start_control(ctx, player, objective, True)


@given(
    "player {player:player} did not control {objective:area} at the start of the turn",
    example="Given player A did not control the ruin at the start of the turn",
)
def not_controlled_at_start(ctx: ScenarioState, player: str, objective: str) -> None:
    _start_control(ctx, player, objective, False)


# -- questions ------------------------------------------------------------------------------------
def _scored(ctx: ScenarioState, who: str, card: str, battle_round: int | None) -> int:
    book = ctx.game.objectives.book
    if not book.held_ever(who, card):
        held = sorted({c.name for c in book.held[who]})
        near = closest(card, held)
        raise RulesInputError(
            f'player {who} never held the mission card "{card}" in this scenario; add: Given '
            f'player {who} has the secondary mission "{card}" (or primary)'
            + (f"; player {who} holds: {', '.join(held)}" if held else ""),
            word=card,
            suggestion=repr(near) if near else None,
        )
    return sum(
        s.vp
        for s in book.scored
        if s.player == who
        and not s.stated
        and card_key(s.card) == card_key(card)
        and (battle_round is None or s.battle_round == battle_round)
    )


def _trace(ctx: ScenarioState, who: str) -> str:
    book = ctx.game.objectives.book
    said = [
        f'"{s.card}" {s.vp} VP in battle round {s.battle_round}'
        for s in book.scored
        if s.player == who and not s.stated
    ]
    return "; ".join(said) or "nothing scored"


def _check_card(ctx: ScenarioState, player: str, n: int, card: str, r: int | None) -> None:
    who = ctx.player(player)
    got = _scored(ctx, who, card, r)
    if got != n:
        when_said = f" in battle round {r}" if r is not None else ""
        claim = (
            f'player {player} scores {n} VP for "{card}"{when_said}'
            if n
            else f'player {player} scores no VP for "{card}"{when_said}'
        )
        raise Disagreement(
            claim,
            f"it scored {got} VP ({_trace(ctx, who)})",
            (Reason("a mission card's awards at their moments", CARD_SCORES),),
        )


@then(
    'player {player:player} scores {n:int} VP for "{card}"',
    example='Then player A scores 6 VP for "Assassination"',
)
def scores_for(ctx: ScenarioState, player: str, n: int, card: str) -> None:
    _check_card(ctx, player, n, card, None)


@then(
    'player {player:player} scores {n:int} VP for "{card}" in battle round {r:int}',
    example='Then player A scores 6 VP for "Assassination" in battle round 2',
)
def scores_for_in(ctx: ScenarioState, player: str, n: int, card: str, r: int) -> None:
    _check_card(ctx, player, n, card, r)


@then(
    'player {player:player} scores no VP for "{card}"',
    example='Then player A scores no VP for "Assassination"',
)
def scores_none_for(ctx: ScenarioState, player: str, card: str) -> None:
    _check_card(ctx, player, 0, card, None)


@then(
    'player {player:player} scores no VP for "{card}" in battle round {r:int}',
    example='Then player A scores no VP for "Assassination" in battle round 2',
)
def scores_none_for_in(ctx: ScenarioState, player: str, card: str, r: int) -> None:
    _check_card(ctx, player, 0, card, r)


def _check_category(ctx: ScenarioState, player: str, n: int, category: str, r: int | None) -> None:
    who = ctx.player(player)
    kind = _category(category)
    got = sum(
        s.vp
        for s in ctx.game.objectives.book.scored
        if s.player == who
        and not s.stated
        and s.category is kind
        and (r is None or s.battle_round == r)
    )
    if got != n:
        raise Disagreement(
            f"player {player} scores {n} VP from {kind.value} missions",
            f"they scored {got} VP ({_trace(ctx, who)})",
            (Reason("a mission card's awards at their moments", CARD_SCORES),),
        )


@then(
    "player {player:player} scores {n:int} VP from {category:word} missions",
    example="Then player A scores 9 VP from primary missions",
)
def scores_from(ctx: ScenarioState, player: str, n: int, category: str) -> None:
    _check_category(ctx, player, n, category, None)


@then(
    "player {player:player} scores {n:int} VP from {category:word} missions in battle round "
    "{r:int}",
    example="Then player A scores 9 VP from primary missions in battle round 2",
)
def scores_from_in(ctx: ScenarioState, player: str, n: int, category: str, r: int) -> None:
    _check_category(ctx, player, n, category, r)


@then(
    'player {player:player}\'s primary mission is "{card}"',
    example='Then player A\'s primary mission is "Battlefield Dominance"',
)
def primary_is(ctx: ScenarioState, player: str, card: str) -> None:
    who = ctx.player(player)
    held = [c.name for c in ctx.game.objectives.book.held[who] if c.category is Category.PRIMARY]
    if not any(card_key(h) == card_key(card) for h in held):
        raise Disagreement(
            f'player {player}\'s primary mission is "{card}"',
            f"it is {', '.join(held) or 'none'}",
            (Reason("the primary mission given or drawn by the matchup", CARD_SCORES),),
        )
