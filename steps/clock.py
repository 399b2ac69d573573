"""The battle round and the game clock (07): where the game stands, and advancing it."""

from __future__ import annotations

import re

from ruleslawyer.core import Moment, Phase, RulesInputError
from ruleslawyer.core import clock as gc
from ruleslawyer.core.clock import TURN_SEQUENCE
from ruleslawyer.core.errors import closest
from ruleslawyer.core.numbers import whole
from ruleslawyer.scenario.errors import Disagreement
from ruleslawyer.scenario.registry import given, then, when
from ruleslawyer.scenario.state import ScenarioState


@given(
    "it is player {player:player}'s {phase:word} phase",
    example="Given it is player A's Shooting phase",
    pins=("moment",),
)
def it_is_phase(ctx: ScenarioState, player: str, phase: str) -> None:
    ctx.no_game_yet("place the game")
    ctx.moment.player = ctx.player(player)
    ctx.moment.phase = Phase.parse(phase)
    ctx.moment.step = None  # the phase's first step: its start


@given(
    "it is player {player:player}'s {phase:word} phase in battle round {n:int}",
    example="Given it is player B's Movement phase in battle round 2",
    pins=("moment",),
)
def it_is_phase_in_round(ctx: ScenarioState, player: str, phase: str, n: int) -> None:
    it_is_phase(ctx, player, phase)
    it_is_round(ctx, n)


@given("it is battle round {n:int}", example="Given it is battle round 3", pins=("moment",))
def it_is_round(ctx: ScenarioState, n: int) -> None:
    ctx.no_game_yet("place the game")
    if n < 1:
        raise RulesInputError(f"battle round {n} does not exist; rounds count from 1", word=str(n))
    ctx.moment.battle_round = n
    ctx.moment.round_line = ctx.line


@given("player {player:player} takes the first turn", example="Given player B takes the first turn")
def first_turn(ctx: ScenarioState, player: str) -> None:
    ctx.no_game_yet("choose the first player")
    ctx.first_player = ctx.player(player)


@given(
    "the mission lasts {n:int} battle round[s|]", example="Given the mission lasts 3 battle rounds"
)
def mission_lasts(ctx: ScenarioState, n: int) -> None:
    ctx.no_game_yet("set the mission length")
    if n < 1:
        raise RulesInputError(f"a mission lasts at least 1 battle round, not {n}", word=str(n))
    ctx.battle_rounds = n
    ctx.battle_rounds_line = ctx.line


_MOMENT = re.compile(
    r"(?P<end_phase>the end of the phase)"
    r"|(?P<end_turn>the end of the turn)"
    r"|(?P<end_round>the end of the battle round)"
    r"|the end of player (?P<ep>\w+)'s (?P<eph>\w+) phase"
    r"|player (?P<p>\w+)'s (?P<ph>\w+) phase"
    r"|the start of battle round (?P<n>[0-9]+)"
    r"|the end of battle round (?P<en>[0-9]+)"
    r"|the (?P<step>[a-z -]+?) step of player (?P<sp>\w+)'s Fight phase"
    r"|the (?P<edge>start|end) of player (?P<tp>\w+)'s turn",
    re.IGNORECASE,
)


def resolve_moment(ctx: ScenarioState, text: str) -> Moment:
    game = ctx.game
    m = _MOMENT.fullmatch(text.strip())
    if m is None:
        raise RulesInputError(
            f"{text!r} is not a moment; moments are 'the end of the phase', 'the end of the turn', "
            "'the end of the battle round', \"player A's Shooting phase\", "
            "\"the end of player A's Shooting phase\", 'the start of battle round 2', "
            '"the Consolidate step of player A\'s Fight phase", "the start of player B\'s turn" '
            'and "the end of player A\'s turn"',
            word=text,
        )
    if m["end_phase"]:
        return game.clock.end_of_phase()
    if m["end_turn"]:
        return game.clock.end_of_turn()
    if m["end_round"]:
        return game.clock.end_of_battle_round()
    if m["ep"]:
        return game.clock.phase_of(ctx.player(m["ep"]), Phase.parse(m["eph"]), "end")
    if m["p"]:
        return game.clock.phase_of(ctx.player(m["p"]), Phase.parse(m["ph"]), "start")
    if m["step"]:
        # §4: the step's start, after the steps before it (advancing past the Fight step makes
        # its remaining selections, 20.1).
        point, player = gc.fight_step(m["step"]), ctx.player(m["sp"])
        return game.clock.next_moment(
            lambda at: at.point is point and at.player == player,
            f"the {m['step']} step of player {player}'s Fight phase",
        )
    if m["edge"]:
        # §4 as changed in round 4: a turn's start is its Start of Turn step resolved (its rules
        # and the start-of-turn records of 20.2); its end, its End of Turn step (07.02).
        point = gc.Point.TURN_START if m["edge"].lower() == "start" else gc.Point.TURN_END
        player = ctx.player(m["tp"])
        return game.clock.next_moment(
            lambda at: at.point is point and at.player == player,
            f"the {m['edge'].lower()} of player {player}'s turn",
        )
    if m["n"]:
        return game.clock.start_of_round(whole(m["n"], "battle round"))
    return game.clock.end_of_round(whole(m["en"], "battle round"))


@when("the game advances to {moment:text}", example="When the game advances to the end of the turn")
def advances(ctx: ScenarioState, moment: str) -> None:
    ctx.game.clock.advance_to(resolve_moment(ctx, moment))


@when("battle round {n:int} is played", example="When battle round 1 is played")
def round_played(ctx: ScenarioState, n: int) -> None:
    game = ctx.game
    end = game.clock.end_of_round(n)
    if end < game.now:  # the round named, not the clock's moment, is the word at fault
        raise RulesInputError(
            f"battle round {n} has already been played (it is {game.now.describe()})",
            word=str(n),
        )
    game.clock.advance_to(end)


@then(
    "it is player {player:player}'s {phase:word} phase in battle round {n:int}",
    example="Then it is player A's Shooting phase in battle round 1",
)
def it_is_now(ctx: ScenarioState, player: str, phase: str, n: int) -> None:
    now = ctx.game.now
    wanted = Phase.parse(phase)
    if now.player != ctx.player(player) or now.phase is not wanted or now.battle_round != n:
        raise Disagreement(
            f"it is player {player}'s {wanted.value} phase in battle round {n}",
            f"it is {now.describe()}",
        )


@then(
    "player {player:player} takes the first turn in every battle round",
    example="Then player A takes the first turn in every battle round",
)
def first_in_every_round(ctx: ScenarioState, player: str) -> None:
    game = ctx.game
    wanted = ctx.player(player)
    for battle_round in range(1, game.battle_rounds + 1):
        first = gc.moment_at(
            battle_round, game.first_player, gc.Point.TURN_START, game.first_player
        )
        if first.player != wanted:
            raise Disagreement(
                f"player {wanted} takes the first turn in every battle round",
                f"player {first.player} takes the first turn in battle round {battle_round}",
            )


@then(
    "the battle ends after battle round {n:int}",
    example="Then the battle ends after battle round 5",
)
def battle_ends(ctx: ScenarioState, n: int) -> None:
    game = ctx.game
    if game.battle_rounds != n:
        raise Disagreement(
            f"the battle ends after battle round {n}",
            f"the battle ends after battle round {game.battle_rounds}",
        )


@then(
    "the turn sequence of player {player:player} is:",
    example="Then the turn sequence of player A is:\n  | Start of Turn |\n  | Command phase |",
)
def turn_sequence(ctx: ScenarioState, player: str, datatable: list[list[str]]) -> None:
    ctx.player(player)
    wanted = [row[0].strip() for row in datatable or [] if row]
    parts = {part.lower() for part in TURN_SEQUENCE}
    for row in wanted:
        # A row that names no part of a turn (07.02) is a typo, not a claim the rules refute.
        if row.lower() not in parts:
            raise RulesInputError(
                f"{row!r} is not a part of a turn; the parts are " + ", ".join(TURN_SEQUENCE),
                word=row,
                suggestion=closest(row, TURN_SEQUENCE),
            )
    if [w.lower() for w in wanted] != [s.lower() for s in TURN_SEQUENCE]:
        raise Disagreement(
            "the turn sequence is: " + ", ".join(wanted),
            "the turn sequence is: " + ", ".join(TURN_SEQUENCE),
        )
