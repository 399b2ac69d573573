"""The step library: every phrase of the scenario language, one module per rules area.

Importing this package registers every step in :data:`ruleslawyer.scenario.registry.REGISTRY`.
"""

from ruleslawyer.scenario.registry import REGISTRY

from ._checked import TEMPLATES_CHECKED

# The library's templates were searched for a shared text when the stamp was made: a run
# searches them again only if they changed since (ruleslawyer.scenario.stamp).
with REGISTRY.checked_as(TEMPLATES_CHECKED):
    from . import (
        action_targets,
        actions,
        boards,
        card_places,
        card_selections,
        card_states,
        cards,
        clock,
        command_phase,
        datasheets,
        fight,
        fight_moves,
        fight_order,
        mission_data,
        missions,
        move_areas,
        moves,
        position_draws,
        position_facts,
        position_moves,
        positions,
        properties,
        reserves,
        rules,
        set_up_moves,
        stratagem_costs,
        stratagem_moves,
        stratagems,
        strength,
        surge_moves,
        transports,
        triggers,
        unit_facts,
        unit_rolls,
        units,
    )

    # Last: the Givens of the unit field table that no module above states.
    unit_facts.DERIVED = tuple(unit_facts.fact_givens(unit_facts.FIELDS))

__all__ = [
    "action_targets",
    "actions",
    "boards",
    "card_places",
    "card_selections",
    "card_states",
    "cards",
    "clock",
    "command_phase",
    "datasheets",
    "fight",
    "fight_moves",
    "fight_order",
    "mission_data",
    "missions",
    "move_areas",
    "moves",
    "position_draws",
    "position_facts",
    "position_moves",
    "positions",
    "properties",
    "reserves",
    "rules",
    "set_up_moves",
    "stratagem_costs",
    "stratagem_moves",
    "stratagems",
    "strength",
    "surge_moves",
    "transports",
    "triggers",
    "unit_facts",
    "unit_rolls",
    "units",
]
