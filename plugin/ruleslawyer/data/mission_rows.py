"""The project's own rows for the published mission Actions: what wh40kdc's mission data does
not structure (the COMPLETES moment and condition, UNITS filters and use limits written only in
the card's text), written from each card's rules in our own words. Never parsed from the data
at run time; where a row here and a structured field of the data both exist, the row here wins.

Card conditions that no row form can state are listed in :data:`NOT_WEIGHED`, per Action; the
docs (docs/missions.md) list them too, and a test keeps the two tables and the data in step.
"""

from __future__ import annotations

NON_HOME = "one unit that is within range of an objective that is not your home objective"
CENTRAL = "one unit that is within range of a central objective"
IF_CONTROLS = "the end of your turn if that unit controls that objective"

# action id -> rows (STARTS, the phase and first battle round, comes from the data).
OUR_ROWS: dict[str, dict[str, str]] = {
    "booby-trap": {
        "UNITS": NON_HOME
        + " or that is within a terrain area that is not within your deployment zone",
        "USE LIMIT": "no limit",
        "COMPLETES": "immediately",
        "EFFECT": "that terrain area is trapped; place an operation marker in it",
    },
    "sensor-sweep": {
        "UNITS": CENTRAL,
        "USE LIMIT": "once per turn",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "remove one operation marker",
    },
    "decoy": {
        "UNITS": NON_HOME,
        "USE LIMIT": "once per objective",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "that objective is decoyed; place an operation marker within range of it",
    },
    "secure-asset": {
        "UNITS": NON_HOME,
        "USE LIMIT": "once per turn",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "the asset is secured",
    },
    "maintain-control": {
        "UNITS": CENTRAL,
        "USE LIMIT": "once per turn",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "place an operation marker within range of that objective",
    },
    "sabotage": {
        "UNITS": NON_HOME,
        "USE LIMIT": "once per objective",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "the unit has committed sabotage",
    },
    "vanguard-operation": {
        "UNITS": "one unit that is within a terrain area",
        "USE LIMIT": "once per turn",
        "COMPLETES": "the end of your turn if no enemy unit is within that terrain area",
        "EFFECT": "the operation succeeds",
    },
    "surveil": {
        "UNITS": "one friendly unit",
        "USE LIMIT": "no limit",
        "COMPLETES": "immediately",
        "EFFECT": "one visible enemy unit is surveilled this turn",
    },
    "triangulate": {
        "UNITS": NON_HOME,
        "USE LIMIT": "once per turn",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "that objective is triangulated; place an operation marker within range of it",
    },
    "extract-intelligence": {
        "UNITS": NON_HOME,
        "USE LIMIT": "once per objective",
        "COMPLETES": IF_CONTROLS,
        "EFFECT": "place an operation marker within range of that objective",
    },
    "plunder": {
        "UNITS": "one unit that is within a terrain area that is not within your territory",
        "USE LIMIT": "once per turn",
        "COMPLETES": "immediately",
        "EFFECT": "that terrain area is plundered",
    },
    "cleanse": {
        "UNITS": NON_HOME,
        "USE LIMIT": "once per objective per turn",
        "COMPLETES": "the end of your turn if that unit is controlling that objective",
        "EFFECT": "that objective is cleansed this turn",
    },
}

# The four card rules that are no 16.01 Action (no unit starts them in a phase).
NON_ACTIONS: dict[str, str] = {
    "condemn": "a choice of enemy units at the start of your turn",
    "consecrate": "a choice made at the end of your turn by units that destroyed an enemy unit",
    "place-markers": "markers set up at the start of the battle",
    "clear-markers": "a passive rule: a friendly unit ending a move removes enemy markers",
}

# What the card says that no row form states: not weighed by the core.
NOT_WEIGHED: dict[str, tuple[str, ...]] = {
    "booby-trap": ("one terrain area each", "the terrain area is not already trapped"),
    "sensor-sweep": ("cannot start while only one of your operation markers remains",),
    "decoy": ("the objective is not already decoyed",),
    "secure-asset": (),
    "maintain-control": (),
    "sabotage": (),
    "vanguard-operation": ("the terrain area is inside the opponent's territory",),
    "surveil": ("the target: a visible enemy unit within 18in not surveilled this turn",),
    "triangulate": (),
    "extract-intelligence": ("none of your operation markers is within range of the objective",),
    "plunder": (),
    "cleanse": (),
}
