"""Selections a mission card makes (contract §20.2): the beacon unit, a condemned unit, a unit
guarding an objective, the tempting target. A `When` selection the card forbids is refused with
its reason, recorded for the questions; a `Given` selection is stated as done, not judged."""

from __future__ import annotations

from dataclasses import replace

from ruleslawyer.core import Reason, RulesInputError, Verdict
from ruleslawyer.core.cards import SELECTION_REASONS, SELECTION_RULE, card_key
from ruleslawyer.core.clock import Phase, Point, other
from ruleslawyer.core.errors import closest
from ruleslawyer.core.game import Game
from ruleslawyer.core.missions import BEACON, PUNISHMENT, TEMPTING
from ruleslawyer.core.units import area_key
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState

from ._claims import Asked, Written, claims

R_UNIT, R_OBJECTIVE, R_LIMIT, R_NOT_NOW = SELECTION_REASONS
LIMITS = {BEACON: 1, PUNISHMENT: 3, TEMPTING: 1}
BURDEN = card_key("Burden of Trust")


def _selected(game: Game, player: str, key: str) -> list[str]:
    return [t for p, c, t, _ in game.objectives.book.selections if p == player and c == key]


def _unit_reasons(game: Game, player: str, card: str, unit_name: str) -> list[Reason]:
    """Why the card's rule forbids selecting the unit now (empty: it allows it)."""
    key, unit, found = card_key(card), game.unit(unit_name), []
    limit = LIMITS.get(key, 0)
    if key == BEACON:
        carrier = game.unit(unit.embarked_in) if unit.embarked_in else unit
        if unit.player != player or not carrier.on_battlefield or carrier.destroyed:
            found.append(R_UNIT)
    elif key == PUNISHMENT:
        now = game.now
        if now.player != player or not (
            now.point is Point.TURN_START or now.phase is Phase.COMMAND
        ):
            found.append(R_NOT_NOW)
        enemies = [u for u in game.units.values() if u.player != player and not u.destroyed]
        qualify = [u.name for u in enemies if _condemnable(game, player, u.name)]
        if unit.player == player or unit.destroyed or (qualify and unit.name not in qualify):
            found.append(R_UNIT)
        if not qualify:
            limit = 1  # no enemy unit qualifies: any one enemy unit (contract §20.2, Punishment)
    elif key == BURDEN:
        # One friendly unit per objective (contract §20.2, Burden of Trust): asked without an
        # objective, a friendly unit can be selected while some objective has no guard yet.
        if unit.player != player:
            found.append(R_UNIT)
        guarded = {g for p, _, _, g in game.objectives.book.selections if p == player}
        if set(game.objectives.defs) <= guarded:
            found.append(R_LIMIT)
        return found
    else:
        raise RulesInputError(
            f'"{card}" selects no unit this way; the cards that do: Beacon, Punishment and '
            "Burden of Trust (a When or Given for it says: ... to guard <objective> for ...)",
            word=card,
        )
    if len(_selected(game, player, key)) >= limit:
        found.append(R_LIMIT)
    return found


def _condemnable(game: Game, player: str, unit_name: str) -> bool:
    """Within range of an objective, or destroyed a unit of the holder in the previous turn
    (contract §20.2, Punishment): the turn just before this one, not any earlier turn."""
    unit = game.unit(unit_name)
    if game.objectives.in_range_of(unit, game.weigh):
        return True
    previous = game.now.previous_turn_key
    return any(
        d.by == unit_name and d.player == player and d.moment.turn_key == previous
        for d in game.objectives.destructions
    )


def _held(ctx: ScenarioState, who: str, card: str) -> None:
    if ctx.game.objectives.book.holds(who, card) is None:
        raise RulesInputError(
            f'player {who} holds no mission card "{card}"; add: Given player {who} has the '
            f'secondary mission "{card}"',
            word=card,
        )


def _select(ctx: ScenarioState, who: str, card: str, target: str, guard: str | None) -> None:
    game = ctx.game
    game.missions.select(who, card_key(card), target, guard)
    game.say(f'player {who} selects {target} for "{card}"')


@when(
    'player {player:player} selects "{unit}" for "{card}"',
    example='When player A selects "Squad" for "Beacon"',
)
def selects_unit(ctx: ScenarioState, player: str, unit: str, card: str) -> None:
    who, name = ctx.player(player), ctx.canonical(unit)
    _held(ctx, who, card)
    if card_key(card) == BURDEN:
        raise RulesInputError(
            f'"{card}" selects a unit to guard an objective; say which: When player {player} '
            f'selects "{unit}" to guard <objective> for "{card}"',
            word=card,
        )
    reasons = _unit_reasons(ctx.game, who, card, name)
    if reasons:
        ctx.game.note(
            Reason(f'{name} is not selected for "{card}": {reasons[0].text}', reasons[0].rule)
        )
        return
    _select(ctx, who, card, name, None)


@when(
    'player {player:player} selects "{unit}" to guard {objective:area} for "{card}"',
    example='When player A selects "Squad" to guard the ruin for "Burden of Trust"',
)
def selects_guard(ctx: ScenarioState, player: str, unit: str, objective: str, card: str) -> None:
    who, name, game = ctx.player(player), ctx.canonical(unit), ctx.game
    _held(ctx, who, card)
    _selects_so(card, "guard")
    key = game.objectives.get(objective).key
    if game.unit(name).player != who:
        game.note(Reason(f"{name} does not guard {objective}: {R_UNIT.text}", SELECTION_RULE))
        return
    if any(p == who and g == key for p, _, _, g in game.objectives.book.selections):
        game.note(Reason(f"{name} does not guard {objective}: {R_LIMIT.text}", SELECTION_RULE))
        return
    _select(ctx, who, card, name, key)


def _objective_reasons(game: Game, player: str, holder: str, objective: str) -> list[Reason]:
    found = []
    target = game.objectives.get(objective)
    if holder == player:
        found.append(R_NOT_NOW)
    in_no_mans_land = game.area_within(target.name, "No Man's Land")
    if target.home_of is not None or not in_no_mans_land:
        found.append(R_OBJECTIVE)
    if _selected(game, player, TEMPTING):
        found.append(R_LIMIT)
    return found


@when(
    'player {player:player} selects {objective:area} for player {holder:player}\'s "{card}"',
    example='When player B selects the ruin for player A\'s "A Tempting Target"',
)
def selects_objective(
    ctx: ScenarioState, player: str, objective: str, holder: str, card: str
) -> None:
    who, owner, game = ctx.player(player), ctx.player(holder), ctx.game
    _held(ctx, owner, card)
    _selects_so(card, "objective")
    reasons = _objective_reasons(game, who, owner, objective)
    if reasons:
        game.note(Reason(f"{objective} is not selected: {reasons[0].text}", reasons[0].rule))
        return
    _select(ctx, who, card, game.objectives.get(objective).key, None)


# -- stated as done ------------------------------------------------------------------------------
# The cards that select, by the form of their selection (contract §20.2): a unit (the beacon
# unit, a condemned unit), a unit to guard an objective, an objective for the opponent's card.
def _selecting(form: str) -> tuple[tuple[str, ...], str]:
    if form == "unit":
        return (BEACON, PUNISHMENT), "Beacon and Punishment"
    if form == "guard":
        return (BURDEN,), "Burden of Trust"
    return (TEMPTING,), "A Tempting Target"


def _selects_so(card: str, form: str) -> None:
    """A selection, stated or made, for a card that makes none of this form would be read by no
    card's rows: an input error, not a silent no-op (contract §20.2, Selections)."""
    keys, names = _selecting(form)
    if card_key(card) in keys:
        return
    if form == "unit" and card_key(card) == BURDEN:
        raise RulesInputError(
            f'"{card}" selects a unit to guard an objective; say which: ... selected "<unit>" '
            f'to guard <objective> for "{card}"',
            word=card,
        )
    raise RulesInputError(
        f'"{card}" selects nothing this way; the cards that do: {names}',
        word=card,
        suggestion=repr(names.split(" and ")[0]),
    )


def _stated(
    ctx: ScenarioState, player: str, card: str, target: str, guard: str | None, form: str
) -> None:
    ctx.no_game_yet("state a selection")
    who = ctx.player(player)
    _selects_so(card, form)

    def apply(game: Game) -> None:
        name = ctx.canonical(target) if guard is not None or card_key(card) != TEMPTING else target
        key = area_key(guard) if guard is not None else None
        game.missions.select(who, card_key(card), name, key)

    ctx.after_build.append(apply)


@given(
    'player {player:player} has selected "{unit}" for "{card}"',
    example='Given player A has selected "Squad" for "Beacon"',
)
def has_selected(ctx: ScenarioState, player: str, unit: str, card: str) -> None:
    ctx.unit(unit)
    _stated(ctx, player, card, unit, None, "unit")


@given(
    'player {player:player} has selected "{unit}" to guard {objective:area} for "{card}"',
    example='Given player A has selected "Squad" to guard the ruin for "Burden of Trust"',
)
def has_selected_guard(
    ctx: ScenarioState, player: str, unit: str, objective: str, card: str
) -> None:
    ctx.unit(unit)
    _stated(ctx, player, card, unit, objective, "guard")


@given(
    'player {player:player} has selected {objective:area} for player {holder:player}\'s "{card}"',
    example='Given player B has selected the ruin for player A\'s "A Tempting Target"',
)
def has_selected_objective(
    ctx: ScenarioState, player: str, objective: str, holder: str, card: str
) -> None:
    _stated(ctx, player, card, area_key(objective), None, "objective")


# -- questions ------------------------------------------------------------------------------------
def _unit_selection(ctx: ScenarioState, unit: str, player: str, card: str) -> Verdict:
    reasons = _unit_reasons(ctx.game, ctx.player(player), card, ctx.canonical(unit))
    return Verdict(not reasons, tuple(reasons))


def _card_reason(ctx: ScenarioState, reason: str) -> None:
    """A reason a card refuses a selection for, as the card words it: else an input error."""
    wanted = reason.strip().rstrip(".")
    known = [r.text for r in SELECTION_REASONS]
    if wanted not in known:
        near = closest(wanted, known)
        raise RulesInputError(
            f"{reason!r} is not a reason a card refuses a selection for; the reasons: "
            + ", ".join(known),
            word=reason,
            suggestion=repr(near) if near else None,
        )


def _card_holds(reason: str, reasons: tuple[Reason, ...]) -> bool:
    return reason.strip().rstrip(".") in {r.text for r in reasons}


def _card_rule() -> tuple[Reason, ...]:
    """The grounds of a refusal the card does not make: its selection rule."""
    return (Reason("the card's selection rule", SELECTION_RULE),)


UNIT_SELECTION = Asked(
    '"{unit}" can be selected for player {player:player}\'s "{card}"',
    '"{unit}" cannot be selected for player {player:player}\'s "{card}"',
    _unit_selection,
    ("it can", "it cannot"),
    Written(_card_reason, _card_holds, _card_rule),
)
claims(
    UNIT_SELECTION,
    "select",
    can='Then "Squad" can be selected for player A\'s "Beacon"',
    cannot='Then "Boyz" cannot be selected for player A\'s "Beacon"',
)
# A `because` claim says only the reasons the card gives (or that the unit can be selected).
claims(
    replace(UNIT_SELECTION, answers=("it can be selected", "{reasons}")),
    "select",
    because='Then "Squad" cannot be selected for player A\'s "Beacon" because it is not a unit '
    "the card allows",
)


def _objective_selection(ctx: ScenarioState, objective: str, player: str, card: str) -> Verdict:
    holder = ctx.player(player)
    reasons = _objective_reasons(ctx.game, other(holder), holder, objective)
    return Verdict(not reasons, tuple(reasons))


claims(
    Asked(
        '{objective:area} can be selected for player {player:player}\'s "{card}"',
        '{objective:area} cannot be selected for player {player:player}\'s "{card}"',
        _objective_selection,
        ("it can", "it cannot"),
        SELECTION_REASONS,
        "for a card's selection",
    ),
    "select_objective",
    can='Then the ruin can be selected for player A\'s "A Tempting Target"',
    cannot='Then the bunker cannot be selected for player A\'s "A Tempting Target"',
    because='Then the bunker cannot be selected for player A\'s "A Tempting Target" because it '
    "is not an objective the card allows",
)


def _guarded(ctx: ScenarioState, objective: str, player: str, yes: bool) -> None:
    who = ctx.player(player)
    key = ctx.game.objectives.get(objective).key
    found = key in ctx.game.missions.guarded_by(who)
    if found != yes:
        raise Disagreement(
            f"{objective} is {'' if yes else 'not '}guarded by player {player}'s army",
            f"it is {'' if found else 'not '}guarded",
            (Reason("a guarding unit within range, its player controlling it", SELECTION_RULE),),
        )


@then(
    "{objective:area} is guarded by player {player:player}'s army",
    example="Then the ruin is guarded by player A's army",
)
def is_guarded(ctx: ScenarioState, objective: str, player: str) -> None:
    _guarded(ctx, objective, player, True)


@then(
    "{objective:area} is not guarded by player {player:player}'s army",
    example="Then the ruin is not guarded by player A's army",
)
def not_guarded(ctx: ScenarioState, objective: str, player: str) -> None:
    _guarded(ctx, objective, player, False)
