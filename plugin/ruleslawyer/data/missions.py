"""The Chapter Approved 2026-27 missions and their mission Actions, read through wh40kdc.

wh40kdc is imported only when a scenario first names a mission or a mission Action: a run that
names none never loads it. From the data come each Action's name, phase, player turn, first
battle round, structured UNITS and numeric use limit; what the data does not structure comes
from the project's own rows (:mod:`ruleslawyer.data.mission_rows`), which win where both exist.
An Action the project's rows do not know (a newer wh40kdc) loads with what the data structures;
the rows it lacks are an error naming them when a scenario uses that Action, never elsewhere.
Reports ask :func:`loaded_mission_version` and show :data:`MISSION_ATTRIBUTION` wherever card
data appears.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass, replace
from importlib import metadata
from typing import Any

from ruleslawyer.core import ActionDef, RulesInputError
from ruleslawyer.core.actions import row_label

from .mission_rows import ACTIONS, NON_ACTIONS
from .of_the_data import of_the_data


def _package_version() -> str:
    try:
        return metadata.version("wh40kdc")
    except metadata.PackageNotFoundError:  # pragma: no cover - a dependency of the plugin
        return "unknown"


# wh40kdc's enrichment data (mission cards) is published under CC BY 4.0.
MISSION_ATTRIBUTION = (
    f"Mission data: wh40kdc {_package_version()} enrichment data (Chapter Approved 2026-2027 "
    "mission cards, https://pypi.org/project/wh40kdc/), under CC BY 4.0 "
    "(https://creativecommons.org/licenses/by/4.0/), adapted: the mission Actions' rows are "
    "restated in our own words"
)


@dataclass(frozen=True)
class MissionAction:
    """A published mission Action: its rows (data and the project's own), its cards, and the
    rows neither gives (an action id the project's rows do not know: a newer wh40kdc)."""

    ident: str
    name: str
    cards: tuple[str, ...]
    rows: tuple[tuple[str, str], ...]
    unknown: tuple[str, ...] = ()  # row labels only the card's text gives, not in our rows

    def definition(self, replaced: dict[str, str] | None = None) -> ActionDef:
        rows = dict(self.rows)
        for key, value in (replaced or {}).items():
            rows[row_label(key)] = value
        missing = [label for label in self.unknown if label not in rows]
        if missing:
            raise RulesInputError(self._unknown_message(missing), word=self.name)
        return ActionDef.from_rows(self.name, rows)

    def _unknown_message(self, missing: list[str]) -> str:
        cards = ", ".join(self.cards) or "no card"
        table = "".join(f" | {label} | ... |" for label in missing)
        return (
            f'the mission Action "{self.name}" ({self.ident}, on {cards}) is in the '
            f"{mission_data().version} data, but the project's rows do not know it: its "
            f"{' and '.join(missing)} only the card's text gives, and the core does not guess "
            f'them; state them in a table under Given the mission Action "{self.name}":'
            f"{table}, or use a wh40kdc whose mission Actions the project knows"
        )

    @property
    def known(self) -> bool:
        """Every row the Action needs is in the data or in the project's rows."""
        return not self.unknown


@dataclass(frozen=True)
class Mission:
    ident: str
    name: str
    source: str
    actions: tuple[str, ...]  # the primary card's mission Actions, by name


@dataclass(frozen=True)
class MissionData:
    missions: dict[str, Mission]  # by normalized name
    actions: dict[str, MissionAction]  # by normalized name
    version: str


def normalize(name: str) -> str:
    """Names match ignoring case, spaces and punctuation."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


def title(ident: str) -> str:
    """A data id as the contract names it: title case, hyphens as spaces."""
    return " ".join(word.capitalize() for word in ident.split("-"))


def _starts(raw: dict[str, Any]) -> str:
    whose = {"your-turn": "your", "opponent-turn": "your opponent's"}.get(
        str(raw.get("player_turn")), "the"
    )
    text = f"{whose} {str(raw['starts']).capitalize()} phase"
    first = (raw.get("battle_round") or {}).get("min")
    return f"{text}, from battle round {first}" if first and first > 1 else text


def _units(raw: dict[str, Any]) -> str | None:
    units = raw.get("units") or {}
    if units.get("type") != "within-range-of-objective":
        return None
    role = (units.get("parameters") or {}).get("objective_role")
    kind = "a central objective" if role == "central" else "an objective"
    return f"one unit that is within range of {kind}"


def _limit(raw: dict[str, Any]) -> str | None:
    n = raw.get("use_limit")
    if not isinstance(n, int):
        return None
    per = "battle" if raw.get("use_limit_scope") == "per-game" else "turn"
    return f"once per {per}" if n == 1 else f"{n} times per {per}"


# The rows a mission Action needs that the data may leave to the card's text.
NEEDED_ROWS = ("UNITS", "USE LIMIT", "COMPLETES")
UNKNOWN_EFFECT = "its effect (on the card; not restated in the project's rows)"


def _rows(ident: str, raw: dict[str, Any]) -> tuple[tuple[tuple[str, str], ...], tuple[str, ...]]:
    """The Action's rows, and those that neither the data nor the project's rows give."""
    rows: dict[str, str] = {"STARTS": _starts(raw)}
    for label, value in (("UNITS", _units(raw)), ("USE LIMIT", _limit(raw))):
        if value is not None:
            rows[label] = value
    ours = ACTIONS.get(ident)
    if ours is None:  # a newer wh40kdc's Action: what the data structures, the rest named
        unknown = tuple(label for label in NEEDED_ROWS if label not in rows)
        return tuple({**rows, "EFFECT": UNKNOWN_EFFECT}.items()), unknown
    rows.update(ours.rows)  # the project's row wins where both exist
    return tuple(rows.items()), ()


@of_the_data
def mission_data(raw: Any) -> MissionData:
    import wh40kdc

    cards: dict[str, list[str]] = {}
    found: dict[str, MissionAction] = {}
    by_card: dict[str, list[str]] = {}
    for card in raw["mission_cards"]:
        for entry in card.get("actions") or []:
            ident = entry["action_id"]
            cards.setdefault(ident, []).append(card["id"])
            if ident in NON_ACTIONS:
                continue
            by_card.setdefault(card["id"], []).append(title(ident))
            if ident not in found:  # one that stands on two cards is one Action
                rows, unknown = _rows(ident, entry)
                found[ident] = MissionAction(ident, title(ident), (), rows, unknown)
    actions = {normalize(a.name): replace(a, cards=tuple(cards[a.ident])) for a in found.values()}
    missions = {
        normalize(m["name"]): Mission(
            m["id"], m["name"], str(m.get("source", "")), tuple(by_card.get(m["id"], ()))
        )
        for m in raw["missions"]
    }
    versions = {v["dataslate"]: v for v in raw.get("game_versions", [])}
    dataslate = str((raw["missions"][0].get("game_version") or {}).get("dataslate", "launch"))
    when = versions.get(dataslate, {}).get("effective_date", "")
    version = f"wh40kdc {wh40kdc.__version__} mission cards (11th edition, dataslate {dataslate}"
    version += f" of {when})" if when else ")"
    return MissionData(missions, actions, version)


def _closest(name: str, names: list[str]) -> list[str]:
    by_key = {normalize(n): n for n in names}
    hits = difflib.get_close_matches(normalize(name), list(by_key), n=3, cutoff=0.4)
    return [by_key[h] for h in hits]


def mission(name: str) -> Mission:
    data = mission_data()
    found = data.missions.get(normalize(name))
    if found is None:
        names = sorted(m.name for m in data.missions.values())
        near = _closest(name, names)
        raise RulesInputError(
            f'no mission "{name}" in the {data.version} data'
            + (f"; the closest: {', '.join(near)}" if near else ""),
            word=name,
            suggestion=f'"{near[0]}"' if near else None,
        )
    return found


def mission_action(name: str) -> MissionAction:
    data = mission_data()
    key = normalize(name)
    found = data.actions.get(key)
    if found is not None:
        return found
    for ident, what in NON_ACTIONS.items():
        if normalize(ident) == key:
            raise RulesInputError(
                f'"{name}" is a mission card rule, not an Action a unit starts (16.01): it is '
                f"{what}; the core does not load it as an Action",
                word=name,
            )
    names = sorted(a.name for a in data.actions.values())
    near = _closest(name, names)
    raise RulesInputError(
        f'no mission Action "{name}" in the {data.version} data'
        + (f"; the closest: {', '.join(near)}" if near else ""),
        word=name,
        suggestion=f'"{near[0]}"' if near else None,
    )


def published_actions() -> tuple[MissionAction, ...]:
    """Every mission Action whose rows the project knows, in name order (one the project's rows
    do not know loads only with its unknown rows stated: :meth:`MissionAction.definition`)."""
    known = (a for a in mission_data().actions.values() if a.known)
    return tuple(sorted(known, key=lambda a: a.name))


def loaded_mission_version() -> str | None:
    """The mission data's version if this process loaded any mission, else None."""
    return mission_data().version if mission_data.loaded() else None
