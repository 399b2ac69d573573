"""The project's own award rows for the mission cards: what a card's prose says and wh40kdc's
structured awards leave out, written from each card in our own words (contract §20.2). Never
parsed from the data at run time; where a cell here and the data both give a fact, the cell
here wins, and a scenario's own table replaces both.

:data:`AWARD_CELLS` maps a card id to its awards (by their index in the data's list) and the
cells we state for each. :data:`NOT_MODELLED` names, per card, the award conditions this
version of the core has no row form for: such a card is listed in docs/missions.md and naming
it in a scenario is an input error that says why.
"""

from __future__ import annotations

# card id -> award index -> column -> our cell.
AWARD_CELLS: dict[str, dict[int, dict[str, str]]] = {
    # Tactical Assassination scores when a CHARACTER model fell this turn, or when none of the
    # opponent's CHARACTER models is left; the data gives only the VP.
    "assassination": {
        2: {
            "if": "1 or more enemy CHARACTER models were destroyed this turn or every enemy "
            "CHARACTER model has been destroyed"
        }
    },
}
