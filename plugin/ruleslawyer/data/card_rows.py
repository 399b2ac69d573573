"""The project's own award rows for the mission cards: what a card's prose says and wh40kdc's
structured awards leave out, written from each card in our own words (contract §20.2). Never
parsed from the data at run time; where a cell here and the data both give a fact, the cell
here wins, and a scenario's own table replaces both.

:data:`AWARD_CELLS` maps a card id to its awards (by their index in the data's list) and the
cells we state for each; :data:`AWARD_ALSO` adds a row of ours after an award, for a second
moment the card's prose gives it. :data:`NOT_MODELLED` names, per card, the award conditions this
version of the core has no row form for: such a card is listed in docs/missions.md and naming
it in a scenario is an input error that says why.
"""

from __future__ import annotations

_CENTRE = (
    'a friendly unit, excluding AIRCRAFT and battle-shocked units, is within 3" of the centre of '
    'the battlefield and no enemy unit is within {}" of it'
)
_MIGHT = (
    "more friendly units than enemy units are wholly within No Man's Land, excluding AIRCRAFT "
    "and battle-shocked units"
)

# Purge and Secure, Unstoppable Force: the seizing award is for non-home objectives only (the
# data's condition leaves the home objective in).
_SEIZED = (
    "you control 1 or more objectives that are not your home objective that you did not control "
    "at the start of the turn"
)
# Battlefield Dominance: its Command-phase awards move to the end of the holder's turn in the
# fifth battle round (the data gives the Command phase from battle round 2 with no end).
_COMMAND_TO_4 = "the end of your Command phase, in battle rounds 2 to 4"
_FIFTH_TURN = "the end of your turn, in battle round 5"

_FIRST = "the end of your opponent's turn or the end of battle round 5, whichever comes first"

# card id -> award index -> column -> our cell.
AWARD_CELLS: dict[str, dict[int, dict[str, str]]] = {
    # Tactical Assassination scores when a CHARACTER model fell this turn, or when none of the
    # opponent's CHARACTER models is left; the data gives only the VP.
    # Centre Ground: a friendly unit (not AIRCRAFT, not battle-shocked) near the centre, with
    # no enemy unit near it; the higher award keeps enemy units farther away.
    "centre-ground": {
        0: {"if": _CENTRE.format(3)},
        1: {"if": _CENTRE.format(6)},
    },
    # Outflank: units near a battlefield edge outside the holder's territory; the higher award
    # wants units at opposite edges, one of them outside it.
    "outflank": {
        0: {
            "if": "1 or more friendly units, excluding AIRCRAFT and battle-shocked units, are "
            'within 6" of a battlefield edge and not within your territory'
        },
        1: {
            "if": 'friendly units, excluding AIRCRAFT and battle-shocked units, are within 6" of '
            "opposite battlefield edges, one of them not within your territory"
        },
    },
    # Display of Might: more friendly than enemy units wholly within No Man's Land, at both
    # moments the data gives.
    "display-of-might": {0: {"if": _MIGHT}, 1: {"if": _MIGHT}},
    # Surveil the Foe: surveilled enemy units score unless every one of them stands within
    # range of an objective that has an operation marker within range.
    "surveil-the-foe": {
        0: {
            "if": "1 or more enemy units are surveilled by you and not every one of them is "
            "within range of an objective that has an operation marker within range"
        }
    },
    # Beacon, Burden of Trust and Defend Stronghold score at the end of the opponent's turn or
    # at the end of the fifth battle round, whichever comes first (once for each activation);
    # the data gives only the end of the opponent's turn.
    "beacon": {0: {"scores at": _FIRST}, 1: {"scores at": _FIRST}},
    "burden-of-trust": {0: {"scores at": _FIRST}},
    "defend-stronghold": {
        0: {"scores at": f"{_FIRST}, from battle round 2"},
        1: {"scores at": f"{_FIRST}, from battle round 2"},
    },
    "purge-and-secure": {3: {"if": _SEIZED}},
    "unstoppable-force": {2: {"if": _SEIZED}},
    "battlefield-dominance": {1: {"scores at": _COMMAND_TO_4}, 2: {"scores at": _COMMAND_TO_4}},
    "assassination": {
        2: {
            "if": "1 or more enemy CHARACTER models were destroyed this turn or every enemy "
            "CHARACTER model has been destroyed"
        }
    },
}

# card id -> award index -> the cells of a further row of ours, made from that award's row
# (data and cells above) and placed right after it: an award the card's prose gives at a second
# moment that the data does not list.
AWARD_ALSO: dict[str, dict[int, dict[str, str]]] = {
    # Battlefield Dominance: in the fifth battle round both Command-phase awards score at the end
    # of the holder's turn instead (interpretation 91).
    "battlefield-dominance": {1: {"scores at": _FIFTH_TURN}, 2: {"scores at": _FIFTH_TURN}},
}
