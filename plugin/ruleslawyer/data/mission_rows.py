"""The project's own rows for the published mission Actions: what wh40kdc's mission data does
not structure (the COMPLETES moment and condition, UNITS filters and use limits written only in
the card's text), written from each card's rules in our own words. Never parsed from the data
at run time; where a row here and a structured field of the data both exist, the row here wins.

Each Action is one entry of :data:`ACTIONS`, by its action id: its rows and the card conditions
that no row form can state (not weighed by the core). The docs (docs/missions.md) list them too,
and a test keeps the table, the docs and the data in step. An action id the data has and this
table does not (a newer wh40kdc) is loaded by :mod:`ruleslawyer.data.missions` with the rows the
data structures; the rows it cannot give are named when a scenario uses that Action.
"""

from __future__ import annotations

from dataclasses import dataclass

NON_HOME = "one unit that is within range of an objective that is not your home objective"
CENTRAL = "one unit that is within range of a central objective"
IF_CONTROLS = "the end of your turn if that unit controls that objective"
# The tag and marker sentences of an EFFECT row (contract round 4, change to §15) are read by
# the core; the other effects stay in words.
PLACE_MARKER = "place one of your operation markers within range of that objective"


@dataclass(frozen=True)
class OurRows:
    """One mission Action's rows of ours (STARTS, the phase and first battle round, comes from
    the data) and what its card says that no row form states."""

    units: str
    use_limit: str
    completes: str
    effect: str
    not_weighed: tuple[str, ...] = ()
    restrictions: str = "none"

    @property
    def rows(self) -> dict[str, str]:
        return {
            "UNITS": self.units,
            "USE LIMIT": self.use_limit,
            "COMPLETES": self.completes,
            "EFFECT": self.effect,
            "RESTRICTIONS": self.restrictions,
        }


# action id -> its rows of ours.
ACTIONS: dict[str, OurRows] = {
    "booby-trap": OurRows(
        units=NON_HOME
        + " or that is within a terrain area that is not within your deployment zone that is not"
        " trapped",
        use_limit="once per terrain area",
        completes="immediately",
        effect="that terrain area becomes trapped and place one of your operation markers within "
        "that terrain area",
        not_weighed=("a terrain area trapped only by the opponent",),
    ),
    "sensor-sweep": OurRows(
        units=CENTRAL,
        use_limit="once per turn",
        completes=IF_CONTROLS,
        effect="remove one of your operation markers",
        restrictions="not while exactly 1 operation marker is on the battlefield",
    ),
    "decoy": OurRows(
        units=NON_HOME + " that is not decoyed",
        use_limit="once per objective",
        completes=IF_CONTROLS,
        effect="that objective becomes decoyed and " + PLACE_MARKER,
    ),
    "secure-asset": OurRows(
        units=NON_HOME,
        use_limit="once per turn",
        completes=IF_CONTROLS,
        effect="the asset is secured",
    ),
    "maintain-control": OurRows(
        units=CENTRAL,
        use_limit="once per turn",
        completes=IF_CONTROLS,
        effect=PLACE_MARKER,
    ),
    "sabotage": OurRows(
        units=NON_HOME,
        use_limit="once per objective",
        completes=IF_CONTROLS,
        effect="the unit has committed sabotage",
    ),
    "vanguard-operation": OurRows(
        units="one unit that is within a terrain area that is within your opponent's territory",
        use_limit="once per turn",
        completes="the end of your turn if no enemy unit is within that terrain area",
        effect="the operation succeeds",
    ),
    "surveil": OurRows(
        units="one friendly unit",
        use_limit="no limit",
        completes="immediately",
        effect="the target becomes surveilled until the end of the turn",
        not_weighed=("the target is visible and within 18in",),
    ),
    "triangulate": OurRows(
        units=NON_HOME,
        use_limit="once per turn",
        completes=IF_CONTROLS,
        effect="that objective becomes triangulated and " + PLACE_MARKER,
    ),
    "extract-intelligence": OurRows(
        units=NON_HOME + " that has none of your operation markers within range",
        use_limit="once per objective",
        completes=IF_CONTROLS,
        effect=PLACE_MARKER,
    ),
    "plunder": OurRows(
        units="one unit that is within a terrain area that is not within your territory",
        use_limit="once per turn",
        completes="immediately",
        effect="that terrain area becomes plundered",
    ),
    "cleanse": OurRows(
        units=NON_HOME,
        use_limit="once per objective per turn",
        completes="the end of your turn if that unit is controlling that objective",
        effect="that objective becomes cleansed",
    ),
}

# The four card rules that are no 16.01 Action (no unit starts them in a phase).
NON_ACTIONS: dict[str, str] = {
    "condemn": "a choice of enemy units at the start of your turn",
    "consecrate": "a choice made at the end of your turn by units that destroyed an enemy unit",
    "place-markers": "markers set up at the start of the battle",
    "clear-markers": "a passive rule: a friendly unit ending a move removes enemy markers",
}


# (card id, action id) -> the EFFECT the card prints for its holder where it differs from the
# Action's rows above (the same Action on another card): Extract Relic's Sensor Sweep removes
# one of the opponent's operation markers; Locate and Deny's removes one of the holder's own.
CARD_EFFECTS: dict[tuple[str, str], str] = {
    ("extract-relic", "sensor-sweep"): "remove one of your opponent's operation markers",
}
