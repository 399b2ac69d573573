"""The states mission cards read, stated for §20.2: tags, terrain areas, draws and discards,
force dispositions, operation markers and models destroyed."""

from __future__ import annotations

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.core.action_effects import TAGS as _TAGS
from ruleslawyer.core.cards import (
    CARD_SCORES,
    Card,
    Category,
    Mode,
    card_key,
    parse_award,
)
from ruleslawyer.core.clock import other
from ruleslawyer.core.errors import closest
from ruleslawyer.core.game import Game
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from .cards import after_build, card_actions, give_card

# -- tags and terrain areas ----------------------------------------------------------------------
TAGS = "|".join(_TAGS)


@given("{area:area} is a terrain area", example="Given the woods is a terrain area")
def is_terrain(ctx: ScenarioState, area: str) -> None:
    ctx.no_game_yet("state a terrain area")
    ctx.objectives.terrain.add(area_key(area))


def _tag_given(ctx: ScenarioState, target: str, tag: str, player: str) -> None:
    ctx.no_game_yet("state a tag")
    who = ctx.player(player)

    def apply(game: Game) -> None:
        game.missions.tag(target, tag, who, game.now)

    ctx.after_build.append(apply)


@given(
    f"{{area:area}} is [tag={TAGS}] by player {{player:player}}",
    example="Given the ruin is decoyed by player A",
)
def area_tagged(ctx: ScenarioState, area: str, tag: str, player: str) -> None:
    _tag_given(ctx, area_key(area), tag, player)


@given(
    f'"{{unit}}" is [tag={TAGS}] by player {{player:player}}',
    example='Given "Boyz" is surveilled by player A',
)
def unit_tagged(ctx: ScenarioState, unit: str, tag: str, player: str) -> None:
    ctx.unit(unit)
    _tag_given(ctx, f"unit:{unit}", tag, player)


def _ask_tag(ctx: ScenarioState, target: str, shown: str, tag: str, player: str, yes: bool) -> None:
    who = ctx.player(player)
    found = ctx.game.missions.is_tagged(target, tag, who)
    if found != yes:
        claim = f"{shown} is {'' if yes else 'not '}{tag} by player {player}"
        raise Disagreement(
            claim,
            f"it is {'' if found else 'not '}{tag} by player {player}",
            (Reason("a card's tag lasts as long as the card says", CARD_SCORES),),
        )


@then(
    f"{{area:area}} is [tag={TAGS}] by player {{player:player}}",
    example="Then the ruin is decoyed by player A",
)
def area_is_tagged(ctx: ScenarioState, area: str, tag: str, player: str) -> None:
    _ask_tag(ctx, area_key(area), area, tag, player, True)


@then(
    f"{{area:area}} is not [tag={TAGS}] by player {{player:player}}",
    example="Then the ruin is not decoyed by player A",
)
def area_not_tagged(ctx: ScenarioState, area: str, tag: str, player: str) -> None:
    _ask_tag(ctx, area_key(area), area, tag, player, False)


@then(
    f'"{{unit}}" is [tag={TAGS}] by player {{player:player}}',
    example='Then "Boyz" is surveilled by player A',
)
def unit_is_tagged(ctx: ScenarioState, unit: str, tag: str, player: str) -> None:
    _ask_tag(ctx, f"unit:{ctx.canonical(unit)}", f'"{unit}"', tag, player, True)


@then(
    f'"{{unit}}" is not [tag={TAGS}] by player {{player:player}}',
    example='Then "Boyz" is not surveilled by player A',
)
def unit_not_tagged(ctx: ScenarioState, unit: str, tag: str, player: str) -> None:
    _ask_tag(ctx, f"unit:{ctx.canonical(unit)}", f'"{unit}"', tag, player, False)


# -- drawing and discarding ----------------------------------------------------------------------
@when(
    'player {player:player} draws "{card}"',
    example='When player A draws "No Prisoners"',
)
def draws(ctx: ScenarioState, player: str, card: str) -> None:
    from ruleslawyer.data.cards import card as load

    who = ctx.player(player)
    book = ctx.game.objectives.book
    # A card the scenario declared with a table is drawn with the table's rows, which replace
    # the data's and the project's for that card (contract §20.2, Loading a card).
    declared = book.declared.get(card_key(card))
    if declared is not None:
        name, category, awards = declared.name, declared.category, declared.awards
    else:
        loaded = load(card)
        name, category = loaded.name, loaded.category
        awards = tuple(parse_award(r) for r in loaded.rows)
    if category is not Category.SECONDARY:
        raise RulesInputError(
            f'"{name}" is a primary mission card: a primary is given, never drawn',
            word=card,
        )
    # A drawn card is a Tactical mission (a Fixed one is chosen, never drawn): a card printed
    # with both tracks scores its Tactical rows (contract §20.2, Active cards).
    order = sum(len(c) for c in book.held.values())
    book.give(who, Card(name, Category.SECONDARY, awards, Mode.TACTICAL, order))
    ctx.game.missions.drawn(who, card_key(name))
    if declared is None:  # its mission Actions, from now (contract §20.2; 16.01 UNITS)
        card_actions(ctx.game.actions, ctx.action_rows, loaded.ident, who)
    ctx.game.say(f'player {who} draws "{name}"')


@when(
    'player {player:player} discards "{card}"',
    example='When player A discards "No Prisoners"',
)
def discards(ctx: ScenarioState, player: str, card: str) -> None:
    who = ctx.player(player)
    book = ctx.game.objectives.book
    if not book.discard(who, card):
        held = [c.name for c in book.held[who]]
        raise RulesInputError(
            f'player {who} holds no mission card "{card}" to discard'
            + (f"; they hold: {', '.join(held)}" if held else ""),
            word=card,
            suggestion=repr(closest(card, held)) if held else None,
        )
    ctx.game.say(f'player {who} discards "{card}"')


# -- force dispositions --------------------------------------------------------------------------
DISPOSITIONS = ("Take and Hold", "Disruption", "Purge the Foe", "Priority Assets", "Reconnaissance")


@given(
    'player {player:player}\'s force disposition is "{disposition}"',
    example='Given player A\'s force disposition is "Take and Hold"',
)
def disposition(ctx: ScenarioState, player: str, disposition: str) -> None:
    from ruleslawyer.data.cards import card as load
    from ruleslawyer.data.cards import matchup

    ctx.no_game_yet("state a force disposition")
    keys = {card_key(d): d for d in DISPOSITIONS}
    found = keys.get(card_key(disposition))
    if found is None:
        near = closest(disposition, DISPOSITIONS)
        raise RulesInputError(
            f'"{disposition}" is not a force disposition; the dispositions: '
            + ", ".join(DISPOSITIONS),
            word=disposition,
            suggestion=repr(near) if near else None,
        )
    stated = ctx.objectives.book.dispositions
    stated[ctx.player(player)] = found
    if len(stated) < 2:
        return
    for who in ("A", "B"):
        ident = matchup(stated[who], stated[other(who)])
        if ident is None:
            raise RulesInputError(
                f"the mission data has no matchup of {stated[who]} against {stated[other(who)]}",
                word=disposition,
            )
        give_card(ctx, who, "primary", load(ident).name, None)


# -- operation markers ---------------------------------------------------------------------------
def _add_markers(ctx: ScenarioState, player: str, n: int, area: str) -> None:
    ctx.no_game_yet("place operation markers")
    if n < 0:
        raise RulesInputError(f"a player cannot have {n} operation markers", word=str(n))
    key = (ctx.player(player), area_key(area))
    ctx.objectives.markers[key] = ctx.objectives.markers.get(key, 0) + n


@given(
    "player {player:player} has {n:int} operation [marker|markers] within {area:area}",
    example="Given player A has 2 operation markers within the ruin",
)
def has_markers(ctx: ScenarioState, player: str, n: int, area: str) -> None:
    _add_markers(ctx, player, n, area)


@given(
    "player {player:player} has an operation marker within {area:area}",
    example="Given player A has an operation marker within the ruin",
)
def has_a_marker(ctx: ScenarioState, player: str, area: str) -> None:
    _add_markers(ctx, player, 1, area)


@when(
    "player {player:player}'s operation marker within {area:area} is removed",
    example="When player A's operation marker within the ruin is removed",
)
def marker_removed(ctx: ScenarioState, player: str, area: str) -> None:
    who = ctx.player(player)
    if not ctx.game.missions.remove_marker(who, area_key(area)):
        markers = ctx.game.objectives.markers
        placed = [a for (p, a), n in markers.items() if p == who and n]
        raise RulesInputError(
            f"player {who} has no operation marker within {area.strip()}"
            + (f"; they have markers within: {', '.join(placed)}" if placed else ""),
            word=area.strip(),
            suggestion=repr(closest(area_key(area), placed)) if placed else None,
        )
    ctx.game.say(f"player {who}'s operation marker within {area.strip()} is removed")


def _markers_said(ctx: ScenarioState, who: str) -> str:
    placed = [f"{n} within {a}" for (p, a), n in ctx.game.objectives.markers.items() if p == who]
    return ", ".join(placed) or "none"


MARKERS_RULE = Reason("operation markers placed and removed as stated", CARD_SCORES)


@then(
    "player {player:player} has {n:int} operation [marker|markers] on the battlefield",
    example="Then player A has 2 operation markers on the battlefield",
)
def markers_on_battlefield(ctx: ScenarioState, player: str, n: int) -> None:
    who = ctx.player(player)
    got = sum(c for (p, _), c in ctx.game.objectives.markers.items() if p == who)
    if got != n:
        raise Disagreement(
            f"player {player} has {n} operation markers on the battlefield",
            f"they have {got} ({_markers_said(ctx, who)})",
            (MARKERS_RULE,),
        )


def _marker_within(ctx: ScenarioState, player: str, area: str, yes: bool) -> None:
    who = ctx.player(player)
    got = ctx.game.objectives.markers.get((who, area_key(area)), 0) > 0
    if got != yes:
        claim = f"player {player} has {'an' if yes else 'no'} operation marker within {area}"
        raise Disagreement(claim, f"their markers: {_markers_said(ctx, who)}", (MARKERS_RULE,))


@then(
    "player {player:player} has an operation marker within {area:area}",
    example="Then player A has an operation marker within the ruin",
)
def marker_within(ctx: ScenarioState, player: str, area: str) -> None:
    _marker_within(ctx, player, area, True)


@then(
    "player {player:player} has no operation marker within {area:area}",
    example="Then player A has no operation marker within the ruin",
)
def no_marker_within(ctx: ScenarioState, player: str, area: str) -> None:
    _marker_within(ctx, player, area, False)


# -- models destroyed ----------------------------------------------------------------------------
@when(
    '{n:int} [model|models] of "{unit}" [is|are] destroyed',
    example='When 2 models of "Boyz" are destroyed',
)
def models_destroyed(ctx: ScenarioState, n: int, unit: str) -> None:
    ctx.game.missions.models_destroyed(ctx.canonical(unit), n, part=ctx.named_unit)


@when(
    '"{unit}" has {n:int} model[s|] left',
    example='When "Boyz" has 1 model left',
)
def models_left_now(ctx: ScenarioState, unit: str, n: int) -> None:
    """Contract 20.1: a result of attacks stated between a selection and its resolution. The
    models lost down to ``n`` are destroyed (Rules Appendix "Destroyed": the unit only with its
    last model); of an attached unit, ``n`` is the named part's (18.5, as `has OC`)."""
    whole = ctx.game.unit(ctx.canonical(unit))
    part = whole.part(ctx.named_unit) if ctx.named_unit is not None else None
    have = 0 if whole.destroyed else (part.models if part is not None else whole.models)
    if n < 0 or n >= have:
        raise RulesInputError(
            f"{ctx.named_unit or unit} has {have} models left: it cannot be left with {n} "
            "(state a loss: fewer models than it has)",
            word=str(n),
        )
    ctx.game.missions.models_destroyed(ctx.canonical(unit), have - n, part=ctx.named_unit)


@when(
    '{n:int} [model|models] of "{unit}" [is|are] destroyed by "{attacker}"',
    example='When 1 model of "Boyz" is destroyed by "Raiders"',
)
def models_destroyed_by(ctx: ScenarioState, n: int, unit: str, attacker: str) -> None:
    part = ctx.named_unit  # the part named (§20.2): `unit` is its whole attached unit by now
    ctx.game.missions.models_destroyed(ctx.canonical(unit), n, ctx.canonical(attacker), part=part)


@given(
    '{n:int} [model|models] of "{unit}" [was|were] destroyed this turn',
    example='Given 2 models of "Boyz" were destroyed this turn',
)
def models_were_destroyed(ctx: ScenarioState, n: int, unit: str) -> None:
    ctx.unit(unit)
    if n < 1:
        raise RulesInputError(f"{n} models cannot have been destroyed", word=str(n))

    def apply(game: Game) -> None:
        game.missions.stated_models_destroyed(ctx.canonical(unit), n)

    after_build(ctx, "state destroyed models", apply)
