"""Claim sets declared in their module's own words (issue 36): the order of fighting (who may be
selected to fight next, who may pass), a mission card's selections and an Action's `is not
refused ... because` claim are generated from steps/_claims.py declarations, and fail as their
hand-written steps did, word for word: what was decided as the module says it ('it can', 'they
cannot: ...'), a claimed reason quoted as written, a `for exactly` claim's rows joined by '; '.
Each case runs the phrase itself, so it fails if its declaration is removed."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.core import reason_for
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError

from .test_declared_steps import Table, run

# The step library is ``ruleslawyer.steps`` when installed (its own folder in the repository).
_claims = importlib.import_module("ruleslawyer.steps._claims")
actions = importlib.import_module("ruleslawyer.steps.actions")
fight_order = importlib.import_module("ruleslawyer.steps.fight_order")

Line = str | tuple[str, Table]
FIGHT: tuple[Line, ...] = (
    'Given a unit "Vanguard" for player A',
    'Given a unit "Hunters" for player B',
    'Given a unit "Wardens" for player A',
    'Given a unit "Raiders" for player B',
    'Given "Hunters" is engaged',
    'Given "Wardens" is engaged',
    'Given "Raiders" is engaged',
    "Given it is the Fight step of player A's Fight phase",
)
ENGAGED: tuple[Line, ...] = (*FIGHT, 'Given "Vanguard" is engaged')
# Player A's engaged units are all too far from the enemy to fight: A may pass (Rules Appendix).
FAR: tuple[Line, ...] = (
    *(line for line in FIGHT if line != 'Given "Wardens" is engaged'),
    'Given "Vanguard" was engaged at the start of the Fight step',
    'Given "Vanguard" is not within 5" of any enemy unit',
    'Given "Wardens" was engaged at the start of the Fight step',
    'Given "Wardens" is far enough from every enemy unit for its player to pass',
)
# Vanguard is too far to fight; Wardens, engaged, is not.
CLOSE: tuple[Line, ...] = (
    *FIGHT,
    'Given "Vanguard" was engaged at the start of the Fight step',
    'Given "Vanguard" is not within 5" of any enemy unit',
)
BEACON: tuple[Line, ...] = (
    'Given player A has the secondary mission "Beacon"',
    "Given it is player A's Command phase",
    'Given a unit "Scouts" for player A',
    'Given a unit "Boyz" for player B',
)
TEMPTING: tuple[Line, ...] = (
    "Given the ruin is an objective",
    "Given the bunker is player A's home objective",
    "Given the ruin is within No Man's Land",
    'Given player A has the secondary mission "A Tempting Target"',
    "Given it is player A's Command phase",
)
ACTION: tuple[Line, ...] = (
    ('Given the Action "Recover Relic":', (("STARTS", "your Shooting phase"),)),
    "Given it is player A's Shooting phase",
    'Given a unit "Intercessors"',
)

SEL = "cannot be selected to fight next"
A_SELECTS = "player A selects the next unit to fight"
NOT_FIRST = "it is not a Fights First unit and a Fights First unit is eligible to fight"
R_A_SELECTS = f"{A_SELECTS} [12.04 Fight]"
R_NOT_FIRST = f"{NOT_FIRST} [12.04 Resolve Fights First Combats]"
R_CLOSE = (
    '"Wardens" is eligible to fight and within 5" of an enemy unit '
    "[Appendix Eligible to Fight, but Unable to Fight]"
)
R_UNIT = "it is not a unit the card allows [07.02 Player Turns]"
R_ENGAGED = "it is engaged [16.01 Starting an Action]"
BEACON_A = 'for player A\'s "Beacon"'

# (what is claimed, the scenario, what the claim says, what was decided, the reasons given)
FAILED: list[tuple[str, tuple[Line, ...], Line, str, str, list[str]]] = [
    (
        "select: can",
        (*ENGAGED, 'Given "Raiders" has Fights First'),
        'Then "Vanguard" can be selected to fight next',
        '"Vanguard" can be selected to fight next',
        "it cannot: player B selects the next unit to fight [12.04 Fight]; " + R_NOT_FIRST,
        ["player B selects the next unit to fight [12.04 Fight]", R_NOT_FIRST],
    ),
    (
        "select: cannot",
        ENGAGED,
        f'Then "Vanguard" {SEL}',
        f'"Vanguard" {SEL}',
        "it can",
        [],
    ),
    (
        "select: because, a wrong reason",
        ENGAGED,
        f'Then "Hunters" {SEL} because the Fight step has ended',
        f'"Hunters" {SEL} because the Fight step has ended',
        f"it cannot: {R_A_SELECTS}",
        [R_A_SELECTS],
    ),
    (
        "select: because, a reason naming another player",
        ENGAGED,
        f'Then "Hunters" {SEL} because player B selects the next unit to fight',
        f'"Hunters" {SEL} because player B selects the next unit to fight',
        f"it cannot: {R_A_SELECTS}",
        [R_A_SELECTS],
    ),
    (
        "select: because, when it can (the reason quoted as written)",
        ENGAGED,
        f'Then "Vanguard" {SEL} because The Fight step has ended.',
        f'"Vanguard" {SEL} because The Fight step has ended.',
        "it can",
        [],
    ),
    (
        "select: exactly, a reason missing",
        (*ENGAGED, 'Given "Raiders" has Fights First'),
        (
            f'Then "Vanguard" {SEL}, for exactly these reasons:',
            (("player B selects the next unit to fight",),),
        ),
        f'"Vanguard" {SEL} for exactly: player B selects the next unit to fight',
        "it cannot: player B selects the next unit to fight [12.04 Fight]; " + R_NOT_FIRST,
        ["player B selects the next unit to fight [12.04 Fight]", R_NOT_FIRST],
    ),
    (
        "select: exactly, a reason too many (the rows as written, in order)",
        ENGAGED,
        (
            f'Then "Hunters" {SEL}, for exactly these reasons:',
            ((A_SELECTS,), ("the Fight step has ended",)),
        ),
        f'"Hunters" {SEL} for exactly: {A_SELECTS}; the Fight step has ended',
        f"it cannot: {R_A_SELECTS}",
        [R_A_SELECTS],
    ),
    (
        "select: exactly, a reason twice",
        ENGAGED,
        (f'Then "Hunters" {SEL}, for exactly these reasons:', ((A_SELECTS,), (A_SELECTS,))),
        f'"Hunters" {SEL} for exactly: {A_SELECTS}; {A_SELECTS}',
        f"it cannot: {R_A_SELECTS}",
        [R_A_SELECTS],
    ),
    (
        "select: exactly, when it can",
        ENGAGED,
        (f'Then "Vanguard" {SEL}, for exactly these reasons:', (("the Fight step has ended",),)),
        f'"Vanguard" {SEL} for exactly: the Fight step has ended',
        "it can",
        [],
    ),
    (
        "pass: can",
        ENGAGED,
        "Then player B can pass",
        "player B can pass",
        f"they cannot: {R_A_SELECTS}",
        [R_A_SELECTS],
    ),
    (
        "pass: cannot",
        FAR,
        "Then player A cannot pass",
        "player A cannot pass",
        "they can",
        [],
    ),
    (
        "pass: because, a wrong reason",
        CLOSE,
        "Then player A cannot pass because the Fight step has ended",
        "player A cannot pass because the Fight step has ended",
        f"they cannot: {R_CLOSE}",
        [R_CLOSE],
    ),
    (
        "pass: because, the wrong unit close to the enemy",
        CLOSE,
        'Then player A cannot pass because "Vanguard" is eligible to fight and within 5" of an '
        "enemy unit",
        'player A cannot pass because "Vanguard" is eligible to fight and within 5" of an enemy '
        "unit",
        f"they cannot: {R_CLOSE}",
        [R_CLOSE],
    ),
    (
        "pass: because, when they can",
        FAR,
        "Then player A cannot pass because it is not the Fight step",
        "player A cannot pass because it is not the Fight step",
        "they can",
        [],
    ),
    (
        "card: can",
        BEACON,
        f'Then "Boyz" can be selected {BEACON_A}',
        f'"Boyz" can be selected {BEACON_A}',
        f"it cannot: {R_UNIT}",
        [R_UNIT],
    ),
    (
        "card: because, a wrong reason (what was decided: the card's reasons alone)",
        BEACON,
        f'Then "Boyz" cannot be selected {BEACON_A} because the card\'s selection limit is reached',
        f'"Boyz" cannot be selected {BEACON_A} because the card\'s selection limit is reached',
        R_UNIT,
        [R_UNIT],
    ),
    (
        "card: because, when it can (grounds: the card's selection rule)",
        BEACON,
        f'Then "Scouts" cannot be selected {BEACON_A} because it is not a unit the card allows.',
        f'"Scouts" cannot be selected {BEACON_A} because it is not a unit the card allows.',
        "it can be selected",
        ["the card's selection rule [07.02 Player Turns]"],
    ),
    (
        "card objective: can",
        TEMPTING,
        'Then the bunker can be selected for player A\'s "A Tempting Target"',
        'the bunker can be selected for player A\'s "A Tempting Target"',
        "it cannot: it is not an objective the card allows [07.02 Player Turns]",
        ["it is not an objective the card allows [07.02 Player Turns]"],
    ),
    (
        "Action: not refused because (the reason quoted as the core words it)",
        (*ACTION, 'Given "Intercessors" is engaged'),
        'Then "Intercessors" is not refused the "Recover Relic" Action because it is engaged.',
        '"Intercessors" is not refused the "Recover Relic" Action because it is engaged',
        f"cannot start: {R_ENGAGED}",
        [R_ENGAGED],
    ),
    (
        "Action: not refused because, after a refused start",
        (
            *ACTION,
            'Given "Intercessors" is battle-shocked',
            'When "Intercessors" starts the "Recover Relic" Action',
        ),
        'Then "Intercessors" is not refused the "Recover Relic" Action because its OC is 0 or -',
        '"Intercessors" is not refused the "Recover Relic" Action because its OC is 0 or -',
        "cannot start: it is battle-shocked [16.01 Starting an Action]; its OC is 0 or - "
        "[16.01 Starting an Action]",
        [
            "it is battle-shocked [16.01 Starting an Action]",
            "its OC is 0 or - [16.01 Starting an Action]",
        ],
    ),
]


@pytest.mark.parametrize(
    ("scenario", "claim", "expected", "decided", "reasons"),
    [case[1:] for case in FAILED],
    ids=[case[0] for case in FAILED],
)
def test_a_failed_claim_says_what_its_hand_written_step_said(
    scenario: tuple[Line, ...], claim: Line, expected: str, decided: str, reasons: list[str]
) -> None:
    with pytest.raises(ScenarioDisagreement) as caught:
        run(*scenario, claim)
    said = caught.value.disagreement
    assert (said.expected, said.decided) == (expected, decided)
    assert [str(r) for r in said.reasons] == reasons


HELD: list[tuple[str, tuple[Line, ...], Line]] = [
    ("select: can", ENGAGED, 'Then "Vanguard" can be selected to fight next'),
    ("select: cannot", ENGAGED, f'Then "Hunters" {SEL}'),
    (
        "select: because, any case",
        ENGAGED,
        f'Then "Hunters" {SEL} because Player a selects the next unit to fight.',
    ),
    (
        "select: exactly",
        (*ENGAGED, 'Given "Raiders" has Fights First'),
        (
            f'Then "Vanguard" {SEL}, for exactly these reasons:',
            ((NOT_FIRST,), ("player B selects the next unit to fight",)),
        ),
    ),
    ("pass: can", FAR, "Then player A can pass"),
    ("pass: cannot", ENGAGED, "Then player A cannot pass"),
    (
        'pass: because, the 5" reason',
        CLOSE,
        'Then player A cannot pass because "Wardens" is eligible to fight and within 5" of an '
        "enemy unit",
    ),
    (
        "pass: because, its number-free twin",
        CLOSE,
        'Then player A cannot pass because "wardens" is eligible to fight and close enough to an '
        "enemy unit to fight",
    ),
    ("card: can", BEACON, f'Then "Scouts" can be selected {BEACON_A}'),
    (
        "card: because",
        BEACON,
        f'Then "Boyz" cannot be selected {BEACON_A} because it is not a unit the card allows',
    ),
    (
        "card objective: can",
        TEMPTING,
        'Then the ruin can be selected for player A\'s "A Tempting Target"',
    ),
    (
        "Action: not refused because",
        (*ACTION, 'Given "Intercessors" is battle-shocked'),
        'Then "Intercessors" is not refused the "Recover Relic" Action because it is engaged',
    ),
]


@pytest.mark.parametrize(
    ("scenario", "claim"), [case[1:] for case in HELD], ids=[case[0] for case in HELD]
)
def test_a_claim_the_core_shares_passes(scenario: tuple[Line, ...], claim: Line) -> None:
    run(*scenario, claim)


# (the claim, what the input error says, the suggestion it makes)
UNKNOWN: list[tuple[str, tuple[Line, ...], Line, str, str | None]] = [
    (
        "select: because",
        ENGAGED,
        f'Then "Nobody" {SEL} because it is sleepy',  # the reason is read before the unit
        "'it is sleepy' is not a reason for the order of fighting; reasons are: it is not the "
        "Fight step; the Fight step has ended; ",
        "it is not the Fight step",
    ),
    (
        "select: exactly",
        ENGAGED,
        (f'Then "Vanguard" {SEL}, for exactly these reasons:', (("it is sleepy",),)),
        "'it is sleepy' is not a reason for the order of fighting; ",
        "it is not the Fight step",
    ),
    (
        "pass: because",
        ENGAGED,
        "Then player A cannot pass because it is sleepy",
        "'it is sleepy' is not a reason for the order of fighting; ",
        "it is not the Fight step",
    ),
    (
        "card: because",
        BEACON,
        f'Then "Scouts" cannot be selected {BEACON_A} because it is not a unit the card allow',
        "'it is not a unit the card allow' is not a reason a card refuses a selection for; the "
        "reasons: it is not a unit the card allows, it is not an objective the card allows, the "
        "card's selection limit is reached, the selection cannot be made now",
        "'it is not a unit the card allows'",
    ),
    (
        "Action: not refused because",
        ACTION,
        'Then "Intercessors" is not refused the "Recover Relic" Action because it is sleepy',
        "unknown reason 'it is sleepy' to start an Action; reasons are: ",
        "it is engaged",
    ),
]


@pytest.mark.parametrize(
    ("scenario", "claim", "message", "suggestion"),
    [case[1:] for case in UNKNOWN],
    ids=[case[0] for case in UNKNOWN],
)
def test_a_reason_the_module_does_not_know_is_refused_in_its_words(
    scenario: tuple[Line, ...], claim: Line, message: str, suggestion: str | None
) -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(*scenario, claim)
    assert caught.value.message.startswith(message)
    assert caught.value.suggestion == suggestion


def test_a_not_because_claim_needs_the_phrase_that_says_it() -> None:
    refused = _claims.Refused("x can", "x cannot", actions._refusal, actions._decided, reason_for)
    with pytest.raises(AssertionError, match="unbarred"):
        _claims.claims(refused, "x", not_because="Then x is not refused because it is engaged")


def test_written_reasons_are_read_by_their_module_not_a_table() -> None:
    written = _claims.Written(fight_order._selection_reason, fight_order._matches)
    asked = _claims.Asked("x can", "x cannot", fight_order._selection, ("can", "cannot"), written)
    with pytest.raises(AssertionError, match="read by their module"):
        asked.reasons(("the Fight step has ended",))


def test_burden_of_trust_selected_with_no_objective_is_an_error_naming_the_guard_form() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(
            'Given player A has the secondary mission "Burden of Trust"',
            'Given a unit "Squad" for player A',
            'When player A selects "Squad" for "Burden of Trust"',
        )
    assert "to guard <objective>" in caught.value.message


def test_burden_of_trust_is_asked_with_no_objective() -> None:
    run(
        'Given player A has the secondary mission "Burden of Trust"',
        "Given the ruin is an objective",
        'Given a unit "Squad" for player A',
        'Given a unit "Boyz" for player B',
        'Then "Squad" can be selected for player A\'s "Burden of Trust"',
        'Then "Boyz" cannot be selected for player A\'s "Burden of Trust" because it is not a '
        "unit the card allows",
    )
