"""The Chapter Approved 2026-27 mission cards, read through wh40kdc as award rows (contract
§20.2). wh40kdc is imported only when a scenario first names a card.

Each award of the data becomes one row in the forms of :mod:`ruleslawyer.core.cards`: its
moment, battle-round window and whose turn, its VP or VP for each counted thing, `at most`,
tier and mode. The project's cells (:mod:`ruleslawyer.data.card_rows`) fill what only the card's
prose gives and win where both give a fact. An award whose condition kind no row form states
(tags, operation markers, selections, distances to the centre or edges in this version) makes
its card not loadable: naming it is an input error that says which award and why; every other
card loads, whatever a newer wh40kdc adds.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.cards import Caps, Category, Mode

from .card_rows import AWARD_ALSO, AWARD_CELLS
from .missions import _closest, mission_data, normalize, title
from .of_the_data import of_the_data


@dataclass(frozen=True)
class LoadedCard:
    """A card of the data: its award rows, or why it cannot be loaded."""

    ident: str
    name: str
    category: Category
    rows: tuple[dict[str, str], ...]
    modes: frozenset[Mode]  # the modes its awards are printed for (empty: one track)
    unsupported: tuple[str, ...]  # why an award cannot be stated (empty: loadable)
    caps: Caps | None  # a primary card: its mission's caps


_WHOSE = {"your-turn": "your", "opponent-turn": "your opponent's", "either": "each"}

_CONDITIONS: dict[str, Any] = {
    "objective-majority": lambda p: "you control more objectives than your opponent",
    "new-objective-controlled": lambda p: (
        f"you control {p.get('count_min', 1)} or more objectives that you did not control at "
        "the start of the turn"
    ),
    "units-destroyed": lambda p: (
        f"{p.get('count_min', 1)} or more enemy units were destroyed this turn"
        if p.get("side") == "enemy" and p.get("window") == "this-turn"
        else None
    ),
    "units-destroyed-comparison": lambda p: (
        "more enemy units were destroyed this turn than friendly units in the previous turn"
    ),
}

_PER: dict[str, str] = {
    "controlled-objective": "objective you control",
    "controlled-non-home-objective": "objective you control that is not your home objective",
    "objective-newly-controlled-this-turn": (
        "objective you control that you did not control at the start of the turn"
    ),
    "enemy-unit-destroyed-this-turn": "enemy unit destroyed this turn",
    "enemy-unit-of-13-or-more-starting-strength-destroyed-this-turn": (
        "enemy unit destroyed this turn with a starting strength of 13 or more"
    ),
    "enemy-model-with-wounds-10-or-more-destroyed-this-turn": (
        "enemy model with W 10 or more destroyed this turn"
    ),
    "enemy-character-model-destroyed-this-turn": "enemy CHARACTER model destroyed this turn",
    "enemy-character-model-with-wounds-4-or-more-destroyed-this-turn": (
        "enemy CHARACTER model destroyed this turn with W 4 or more"
    ),
    "enemy-unit-destroyed-that-started-the-turn-within-range-of-an-objective": (
        "enemy unit destroyed this turn that started the turn within range of an objective"
    ),
    "controlled-objective-in-enemy-territory": (
        "objective you control within your opponent's territory"
    ),
    "objective-guarded-by-your-army": "objective guarded by your army",
    "decoyed-objective": "objective that is decoyed by you",
    "operation-marker-within-range-of-a-controlled-central-objective": (
        "operation marker of yours within range of a central objective you control"
    ),
    "decoyed-objective-in-enemy-territory": (
        "objective that is decoyed by you within your opponent's territory"
    ),
    "terrain-area-trapped-this-turn": "terrain area trapped by you this turn",
    "terrain-area-trapped-this-turn-that-is-an-objective": (
        "terrain area trapped by you this turn that is an objective"
    ),
    "friendly-unit-wholly-within-opponent-deployment-zone": (
        "friendly unit wholly within your opponent's deployment zone, excluding AIRCRAFT and "
        "battle-shocked units"
    ),
    "friendly-unit-that-committed-sabotage-this-turn": (
        '"Sabotage" Action completed by your units this turn'
    ),
    "sabotaging-unit-within-range-of-an-objective-in-enemy-territory": (
        '"Sabotage" Action completed by your units this turn by a unit within range of an '
        "objective within your opponent's territory"
    ),
    "extract-intelligence-action-completed-this-turn": (
        '"Extract Intelligence" Action completed by your units this turn'
    ),
}


# The data's counted things that count at most one: each is the condition it states.
_PER_AS_IF: dict[str, str] = {
    "beacon-unit-on-battlefield-not-in-own-deployment-zone": (
        "your beacon unit is on the battlefield and not within your deployment zone"
    ),
    "beacon-unit-on-battlefield-not-in-own-territory": (
        "your beacon unit is on the battlefield and not within your territory"
    ),
}


def _controls(p: dict[str, Any]) -> str | None:
    n = p.get("count_min", 1)
    which = p.get("objective")
    if which == "your-home":
        return "you control your home objective"
    if which == "opponent-home":
        return "you control your opponent's home objective"
    if which == "tempting-target":
        return "you control your tempting target"
    if which is not None:
        return None
    if p.get("scope") == "no-mans-land" and p.get("exclude") == "home":
        return (
            f"you control {n} or more objectives that are not your home objective within No "
            "Man's Land"
        )
    if p.get("scope"):
        return None
    if p.get("objective_role") in ("central", "expansion"):
        return f"you control {n} or more {p['objective_role']} objectives"
    if p.get("exclude") == "home":
        return f"you control {n} or more objectives that are not your home objective"
    return f"you control {n} or more objectives"


def _destroyed_on_objective(p: dict[str, Any]) -> str | None:
    n = p.get("count_min", 1)
    head = f"{n} or more enemy units were destroyed this turn"
    if p.get("destroyer_on_objective"):
        return f"{head} by a friendly unit within range of an objective"
    if p.get("victim_started_turn_on_objective"):
        kind = "a central objective" if p.get("objective_role") == "central" else "an objective"
        return f"{head} that started the turn within range of {kind}"
    return None


def _action_completed(p: dict[str, Any]) -> str:
    return (
        f'{p.get("count_min", 1)} or more "{title(p["action_id"])}" Actions were completed by '
        "your units this turn"
    )


def _count(p: dict[str, Any]) -> str:
    low, high = p.get("count_min", 1), p.get("count_max")
    if high is None:
        return f"{low} or more"
    return f"exactly {low}" if low == high else f"{low} to {high}"


def _objective_tag(p: dict[str, Any]) -> str | None:
    if p.get("objective") == "opponent-home":
        return f"your opponent's home objective is {p['tag']} by you"
    if p.get("objective") is not None:
        return None
    count = _count(p)
    if count == "exactly 1":  # a count of 1 takes the singular
        return f"exactly 1 objective is {p['tag']} by you"
    return f"{count} objectives are {p['tag']} by you"


def _unit_tag(p: dict[str, Any]) -> str | None:
    if p.get("side") != "enemy":
        return None
    if p.get("window") == "left-battlefield-this-turn":
        return f"an enemy unit that is {p['tag']} by you left the battlefield this turn"
    return f"{_count(p)} enemy units are {p['tag']} by you"


def _destroyed_in_terrain(p: dict[str, Any]) -> str | None:
    if not p.get("at_start_of_turn"):
        return None
    head = (
        f"{_count(p)} enemy units were destroyed this turn that started the turn within a "
        "terrain area"
    )
    return f"{head} that is {p['tag']} by you" if p.get("tag") else head


def _territory(p: dict[str, Any]) -> str | None:
    if p.get("enemy_units_max") != 0:
        return None
    if p.get("territory_ref") == "your-deployment-zone":
        return "no enemy unit is within your deployment zone"
    if p.get("territory_ref") == "your-territory":  # the card: wholly within
        return "no enemy unit is wholly within your territory"
    return None


def _fronts(p: dict[str, Any]) -> str:
    """A presence in table quarters (the data's engagement fronts)."""
    return f"you have a presence in {_count(p)} table quarters"


def _markers(p: dict[str, Any]) -> str | None:
    whose = {"friendly": "you have", "opponent": "your opponent has"}.get(str(p.get("side")))
    if whose is None:
        return None
    if p.get("count_max") == 0:
        return f"{whose} no operation markers on the battlefield"
    count = _count(p)
    noun = "operation marker" if count == "exactly 1" else "operation markers"
    text = f"{whose} {count} {noun} on the battlefield"
    if p.get("within_range_of") == "opponent-home-objective":
        return f"{text} within range of your opponent's home objective"
    if p.get("within_range_of"):
        return None
    if p.get("friendly_unit_in_same_terrain_area") and p.get("no_enemy_in_terrain_area"):
        return f"{text} and a friendly unit and no enemy unit are within its terrain area"
    return text


_CONDITIONS.update(
    {
        "operation-markers": _markers,
        "objective-has-tag": _objective_tag,
        "unit-has-tag": _unit_tag,
        "destroyed-in-tagged-terrain": _destroyed_in_terrain,
        "territory-control": _territory,
        "engagement-fronts": _fronts,
        "controls-objective": _controls,
        "destroyed-while-on-objective": _destroyed_on_objective,
        "action-completed": _action_completed,
    }
)


def _scores_at(trigger: dict[str, Any]) -> str | None:
    timing = trigger.get("timing")
    whose = _WHOSE.get(str(trigger.get("player_turn")))
    if timing == "end-of-battle":
        text = "the end of the battle"
    elif whose is None:
        return None
    elif timing == "end-of-turn":
        text = f"the end of {whose} turn"
    elif timing == "end-of-phase" and trigger.get("phase"):
        text = f"the end of {whose} {str(trigger['phase']).capitalize()} phase"
    else:
        return None
    rounds = trigger.get("battle_round") or {}
    low, high = rounds.get("min"), rounds.get("max")
    if low and high and low == high:
        return f"{text}, in battle round {low}"
    if high:
        return f"{text}, in battle rounds {low or 1} to {high}"
    if low and low > 1:
        return f"{text}, from battle round {low}"
    return text


def _condition(when: dict[str, Any]) -> str | None:
    """A condition of the data in a row's words: one kind, or operands joined by `and` or
    `or` (never both, as a row joins them); None: no row form states it."""
    operands = when.get("operands")
    if operands:
        joiner = {"and": " and ", "or": " or "}.get(str(when.get("operator")))
        parts = [_condition(o) for o in operands]
        if joiner is None or any(p is None for p in parts):
            return None
        return joiner.join(p for p in parts if p is not None)
    make = _CONDITIONS.get(str(when.get("type")))
    return make(when.get("parameters") or {}) if make is not None else None


def _row(ident: str, index: int, raw: dict[str, Any]) -> tuple[dict[str, str], str | None]:
    """The award's row from the data and our cells, or why it cannot be stated."""
    ours = AWARD_CELLS.get(ident, {}).get(index, {})
    row: dict[str, str] = {}
    at = _scores_at(raw.get("trigger") or {})
    if at is None:
        return row, f"award {index + 1}: its moment {raw.get('trigger')} has no row form"
    row["scores at"] = at
    row["vp"] = str(raw.get("vp", raw.get("vp_per", 0)))
    when = raw.get("when") or {}
    if when:
        cond = _condition(when)
        if cond is None and "if" not in ours:
            return row, f"award {index + 1}: its condition ({when.get('type')}) has no row form yet"
        if cond is not None:
            row["if"] = cond
    per = raw.get("per")
    if per in _PER_AS_IF:  # counted once at most: the condition it states
        row["if"] = _PER_AS_IF[str(per)]
        per = None
    if per:
        counted = _PER.get(str(per))
        if counted is None and "for each" not in ours:
            return row, f"award {index + 1}: its counted thing ({per}) has no row form yet"
        if counted is not None:
            row["for each"] = counted
    if not when and not per and "if" not in ours and "if" not in row:
        return row, (
            f"award {index + 1}: its condition stands only in the card's text, and the "
            "project's rows do not state it yet"
        )
    if raw.get("vp_max"):
        row["at most"] = f"{raw['vp_max']} VP"
    if raw.get("exclusive_group"):
        row["tier"] = str(raw["exclusive_group"])
    if raw.get("mode"):
        row["mode"] = str(raw["mode"]).capitalize()
    row.update(ours)  # the project's cell wins
    return row, None


def _caps(mission: dict[str, Any] | None) -> Caps | None:
    if mission is None:
        return None
    return Caps(
        {
            Category.PRIMARY: mission.get("vp_per_round_cap"),
            Category.SECONDARY: mission.get("secondary_vp_per_round_cap"),
        },
        {
            Category.PRIMARY: mission.get("vp_per_game_cap"),
            Category.SECONDARY: mission.get("secondary_vp_per_game_cap"),
        },
    )


def _card(raw: dict[str, Any], missions: dict[str, dict[str, Any]]) -> LoadedCard | None:
    try:
        category = Category(str(raw.get("card_type")))
    except ValueError:
        return None  # a card type a newer wh40kdc adds: not ours to guess
    rows, why = [], []
    for index, award in enumerate(raw.get("awards") or []):
        row, problem = _row(raw["id"], index, award)
        if problem is None:
            rows.append(row)
            also = AWARD_ALSO.get(raw["id"], {}).get(index)
            if also is not None:
                rows.append({**row, **also})
        else:
            why.append(problem)
    modes = frozenset(Mode(r["mode"]) for r in rows if r.get("mode"))
    caps = _caps(missions.get(raw["id"])) if category is Category.PRIMARY else None
    return LoadedCard(raw["id"], str(raw["name"]), category, tuple(rows), modes, tuple(why), caps)


@of_the_data
def cards(raw: Any) -> dict[str, LoadedCard]:
    """Every card of the data, by normalized name and by normalized id."""
    missions = {m["id"]: m for m in raw.get("missions", [])}
    found: dict[str, LoadedCard] = {}
    for entry in raw.get("mission_cards", []):
        try:
            card = _card(entry, missions)
        except (KeyError, TypeError, ValueError):  # a shape a newer wh40kdc adds: skip it
            continue
        if card is not None:
            found[normalize(card.name)] = card
            found[normalize(card.ident)] = card
    return found


def find(name: str) -> LoadedCard | None:
    """The card of the data named ``name`` (by name or data id, ignoring case, spaces and
    punctuation) that loads, else None: a name no card of the data has is a declared card's."""
    found = cards().get(normalize(name))
    return None if found is None or found.unsupported else found


def card(name: str) -> LoadedCard:
    """A card by name or data id, ignoring case, spaces and punctuation."""
    found = cards().get(normalize(name))
    if found is None:
        names = sorted({c.name for c in cards().values()})
        near = _closest(name, names)
        raise RulesInputError(
            f'no mission card "{name}" in the {mission_data().version} data'
            + (f"; the closest: {', '.join(near)}" if near else ""),
            word=name,
            suggestion=f'"{near[0]}"' if near else None,
        )
    if found.unsupported:
        raise RulesInputError(
            f'the mission card "{found.name}" ({found.ident}) cannot be loaded: '
            + "; ".join(found.unsupported)
            + f" (docs/missions.md lists such cards); declare it instead with Given player A has "
            f'the {found.category.value} mission "{found.name}": and its award rows',
            word=name,
        )
    return found


def matchup(disposition: str, opponent: str) -> str | None:
    """The primary mission id of a force-disposition matchup (the data's mission matchups)."""
    from wh40kdc.data.bundle import raw_data

    for entry in raw_data().get("mission_matchups", []):
        if (normalize(entry["disposition"]), normalize(entry["opponent_disposition"])) == (
            normalize(disposition),
            normalize(opponent),
        ):
            return str(entry["mission_id"])
    return None
