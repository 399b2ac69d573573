"""The step library: every phrase of the scenario language, one module per rules area.

Importing this package registers every step in :data:`ruleslawyer.scenario.registry.REGISTRY`.
"""

from . import (
    actions,
    boards,
    clock,
    command_phase,
    datasheets,
    fight,
    mission_data,
    missions,
    moves,
    properties,
    reserves,
    stratagems,
    strength,
    transports,
    triggers,
    units,
)

__all__ = [
    "actions",
    "boards",
    "clock",
    "command_phase",
    "datasheets",
    "fight",
    "mission_data",
    "missions",
    "moves",
    "properties",
    "reserves",
    "stratagems",
    "strength",
    "transports",
    "triggers",
    "units",
]
