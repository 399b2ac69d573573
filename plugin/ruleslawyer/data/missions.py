"""The Chapter Approved 2026-27 missions and their mission Actions, read through wh40kdc.

wh40kdc is imported only when a scenario first names a mission or a mission Action: a run that
names none never loads it. From the data come each Action's name, phase, player turn, first
battle round, structured UNITS and numeric use limit; what the data does not structure comes
from the project's own rows (:mod:`ruleslawyer.data.mission_rows`), which win where both exist.
Reports ask :func:`loaded_mission_version` and show :data:`MISSION_ATTRIBUTION` wherever card
data appears.
"""

from __future__ import annotations

import difflib
import re
from dataclasses import dataclass
from functools import cache
from importlib import metadata
from typing import Any

from ruleslawyer.core import ActionDef, RulesInputError
from ruleslawyer.core.actions import row_label

from .mission_rows import NON_ACTIONS, OUR_ROWS


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
    """A published mission Action: its rows (data and the project's own), its cards."""

    ident: str
    name: str
    cards: tuple[str, ...]
    rows: tuple[tuple[str, str], ...]

    def definition(self, replaced: dict[str, str] | None = None) -> ActionDef:
        rows = dict(self.rows)
        for key, value in (replaced or {}).items():
            rows[row_label(key)] = value
        return ActionDef.from_rows(self.name, rows)


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


def _rows(ident: str, raw: dict[str, Any]) -> tuple[tuple[str, str], ...]:
    rows: dict[str, str] = {"STARTS": _starts(raw)}
    for label, value in (("UNITS", _units(raw)), ("USE LIMIT", _limit(raw))):
        if value is not None:
            rows[label] = value
    rows.update(OUR_ROWS[ident])  # the project's row wins where both exist
    return tuple(rows.items())


@cache
def mission_data() -> MissionData:
    import wh40kdc
    from wh40kdc.data.bundle import raw_data

    raw = raw_data()
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
                found[ident] = MissionAction(ident, title(ident), (), _rows(ident, entry))
    actions = {
        normalize(a.name): MissionAction(a.ident, a.name, tuple(cards[a.ident]), a.rows)
        for a in found.values()
    }
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
    """Every loadable mission Action, in name order."""
    return tuple(sorted(mission_data().actions.values(), key=lambda a: a.name))


def loaded_mission_version() -> str | None:
    """The mission data's version if this process loaded any mission, else None."""
    return mission_data().version if mission_data.cache_info().currsize else None
