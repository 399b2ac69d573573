"""The published missions and mission Actions (contract §15), through wh40kdc (loaded lazily)."""

from __future__ import annotations

from dataclasses import replace

from ruleslawyer.scenario.registry import given
from ruleslawyer.scenario.state import Choice, ScenarioState

from . import _parse


@given('the mission "{mission}"', example='Given the mission "Sabotage"', pins=("action",))
def the_mission(ctx: ScenarioState, mission: str) -> None:
    from ruleslawyer.data.missions import mission as find
    from ruleslawyer.data.missions import mission_action

    ctx.no_game_yet("load a mission")
    for name in find(mission).actions:
        loaded = mission_action(name)
        ctx.actions[loaded.name] = loaded.definition()
        ctx.action_rows[loaded.name] = dict(loaded.rows)


@given(
    'the mission Action "{action}"', example='Given the mission Action "Sabotage"', pins=("action",)
)
def the_mission_action_as_published(ctx: ScenarioState, action: str) -> None:
    the_mission_action(ctx, action)


@given(
    'the mission Action "{action}":',
    example='Given the mission Action "Secure Asset":\n  | COMPLETES | immediately |',
    pins=("action",),
)
def the_mission_action(
    ctx: ScenarioState, action: str, datatable: list[list[str]] | None = None
) -> None:
    from ruleslawyer.data.missions import mission_action

    ctx.no_game_yet("load a mission Action")
    loaded = mission_action(action)
    rows = _parse.row_table(datatable, f'the mission Action "{action}"') if datatable else {}
    ctx.actions[loaded.name] = loaded.definition(rows)
    ctx.action_rows[loaded.name] = {**dict(loaded.rows), **rows}


@given('any mission Action "{action}"', example='Given any mission Action "Mission"')
def any_mission_action(ctx: ScenarioState, action: str) -> None:
    from ruleslawyer.data.missions import published_actions

    ctx.no_game_yet("set up an Action")
    published = published_actions()
    ctx.actions[action] = published[0].definition()

    def fill(choose: Choice) -> None:
        picked = choose(published)
        ctx.actions[action] = replace(picked.definition(), name=action)
        ctx.drawn_mission_actions[action] = picked.name
        ctx.action_rows[action] = dict(picked.rows)

    ctx.open_fills.append(fill)
