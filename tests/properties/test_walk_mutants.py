"""Mutants of the core, each a small change to one rule that shows only for one rare
combination, against claims the exhaustive walk proves (issue 22, "honest by test").

The walk is lazy: it branches on a drawn choice only where some case read the fact that choice
wrote (properties/tracking.py). A mutant reads a fact the unmutated claim never reads, so the
walk must see that read, branch on the fact and meet the rare combination: the claim is then
not proven. Each claim is also proven unmutated, so each test can fail both ways. A mutant the
walk misses (still proven) is kept, marked ``xfail(strict=True)``, its reason naming the hole.
"""

from __future__ import annotations

import dataclasses
import re
import sys
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.core import (
    ActionDef,
    Moment,
    RulesInputError,
    Unit,
    battle_shock,
    command,
    eligibility,
    events,
    performing,
    profiles,
    reading,
    unit_states,
    units,
)
from ruleslawyer.core import actions as act
from ruleslawyer.core import keywords as kw
from ruleslawyer.core.actions import Completes
from ruleslawyer.core.clock import Phase, Point, in_phase
from ruleslawyer.core.history import ActionStarted
from ruleslawyer.core.move_rows import Bars, Check, bars
from ruleslawyer.core.predicates import Ask
from ruleslawyer.core.references import Reason
from ruleslawyer.core.units import MoveKind, Strength
from ruleslawyer.properties import (
    answers,
    checks,
    exhaustive,
    search,
)
from ruleslawyer.properties.exhaustive import Proof
from ruleslawyer.scenario.errors import PropertyFailure, PropertyUndecided, PropertyUnsatisfiable
from ruleslawyer.scenario.step_line import StepLine

# slow: a mutation harness, 48 walks of up to thousands of cases against mutated rules (4 s
# of CPU, a tenth of the inner loop); run it when you change properties/ (docs/contributing.md)
pytestmark = pytest.mark.slow

Patch = Callable[[pytest.MonkeyPatch], None]
Bar = Callable[[Ask], bool]
Row = Callable[[Unit], list[tuple[str, str]]]

# -- the claims, each proven by the unmutated walk ----------------------------------------------
PINNED_ACTION = """    Given the Action "Task":
      | STARTS    | your Shooting phase |
      | COMPLETES | the end of the turn |
    And it is player A's Shooting phase
"""
CLAIMS: dict[str, tuple[str, int]] = {  # name -> (steps, budget)
    "off": (
        """    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" is off the battlefield
    Then "Squad" cannot start the "Task" Action because it is not on the battlefield
""",
        2000,
    ),
    "advanced": (
        """    Given any moment
    And any unit "Squad"
    And any Action "Task"
    And "Squad" made an advance move this turn
    Then "Squad" cannot start the "Task" Action because it made an advance move this turn
""",
        2000,
    ),
    "unused": (
        """    Given it is player A's Shooting phase
    And a unit "Squad"
    And any Action "Task"
    Then "Squad" is not refused the "Task" Action because the Action's use limit is reached
""",
        2000,
    ),
    "unused by anyone off": (
        """    Given it is player A's Shooting phase
    And any unit "Squad"
    And "Squad" is off the battlefield
    And any Action "Task"
    Then "Squad" is not refused the "Task" Action because the Action's use limit is reached
""",
        2000,
    ),
    "within is on": (
        PINNED_ACTION
        + """    And any unit "Squad"
    And "Squad" is within a terrain area
    Then "Squad" is not refused the "Task" Action because it is not on the battlefield
""",
        2000,
    ),
    "engaged is on": (
        PINNED_ACTION
        + """    And any unit "Squad"
    And "Squad" is engaged
    Then "Squad" is not refused the "Task" Action because it is not on the battlefield
""",
        2000,
    ),
    "engaged titanic": (
        PINNED_ACTION
        + """    And any unit "Knight"
    And "Knight" has the keyword TITANIC
    And "Knight" is engaged
    Then "Knight" is not refused the "Task" Action because it is engaged
""",
        2000,
    ),
    "performer is no aircraft": (
        PINNED_ACTION
        + """    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" started the "Task" Action this turn
    And "Squad" is on the battlefield
    Then "Squad" does not have the keyword AIRCRAFT
""",
        2000,
    ),
    "shocked oc": (
        """    Given any unit "Squad"
    And "Squad" is battle-shocked
    Then "Squad" has OC -
""",
        2000,
    ),
    # A drawn Action's STARTS and COMPLETES are drawn last, among the pairs its performer can
    # be performing now, and read only where some rule asks when it completes.
    "performer cannot shoot": (
        """    Given it is player A's Shooting phase
    And any Action "Task"
    And any unit "Squad"
    And "Squad" started the "Task" Action this turn
    And "Squad" does not have the keyword TITANIC
    Then "Squad" is not eligible to shoot
""",
        2000,
    ),
    # A drawn unit's strength is drawn as the class half-strength reads, then its numbers.
    "roll of 12 passes": (
        """    Given it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And the battle-shock roll for "Squad" will be 12
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
""",
        2000,
    ),
    "seven is never half": (
        """    Given any unit "Squad"
    And "Squad" has a starting strength of 7
    Then "Squad" is not at half-strength
""",
        2000,
    ),
    # A drawn battle-shock roll is branched on only as far as the game asks of it.
    "ld 2 roll passes": (
        """    Given it is player A's Command phase
    And any unit "Squad"
    And "Squad" belongs to player A
    And "Squad" has a starting strength of 10
    And "Squad" has 4 models left
    And "Squad" has Ld 2
    And any battle-shock roll for "Squad"
    When player A's Command phase is resolved
    Then "Squad" is not battle-shocked
""",
        2000,
    ),
}


def _steps(text: str) -> list[StepLine]:
    """The steps of ``text``, each with its table (``test_verdicts.steps_of`` drops tables)."""
    out: list[StepLine] = []
    for n, line in enumerate(text.splitlines(), 1):
        if line.strip().startswith("|") and out:
            cells = tuple(c.strip() for c in line.strip().strip("|").split("|"))
            out[-1] = dataclasses.replace(out[-1], datatable=(*(out[-1].datatable or ()), cells))
            continue
        found = re.match(r"\s*(Given|When|Then|And) (.+)$", line)
        if found:
            kind = found[1].lower() if found[1] != "And" else out[-1].kind
            out.append(StepLine(kind, found[1], found[2], n))  # type: ignore[arg-type]
    return out


def _run(claim: str, tmp_path: Path, pins: str = "") -> Proof | None:
    """The claim run through the walk; ``pins`` (steps) go before its first When or Then."""
    steps, budget = CLAIMS[claim]
    at = min(steps.index(f"    {kind} ") for kind in ("When", "Then") if f"    {kind} " in steps)
    steps = steps[:at] + pins + steps[at:]
    text = f"Feature: Mutants\n  Scenario: {claim}\n{steps}"
    feature = tmp_path / "claim.feature"
    feature.write_text(text, encoding="utf-8")
    done = search.run_property(
        _steps(text), feature, "claim.feature", "F", "S", 1, b"k", tmp_path, budget=budget
    )
    return done if isinstance(done, Proof) else None  # not proven: confirmed


@pytest.fixture(autouse=True)
def ci(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    monkeypatch.setenv("CI", "true")
    _forget()
    yield
    monkeypatch.undo()
    _forget()  # nor may a later test meet the mutant's


def _forget() -> None:
    """The draws' caches of the core's answers: a mutant must not meet the unmutated ones
    (a changed core is a new process; here it is the same one)."""
    answers.forget()


# The rare combinations of the holes below, pinned.
FAR = '    And "Squad" is not within 12" of any enemy unit\n'
ROW_PAIR = """    And the Action "Task":
      | COMPLETES | the end of the battle round |
      | USE LIMIT | once per battle             |
"""
MONSTER_OFF = '    And "Squad" has the keyword MONSTER\n    And "Squad" is off the battlefield\n'
AIRCRAFT_TITANIC = '    And "Squad" has the keywords AIRCRAFT and TITANIC\n'
OC_4 = '    And "Squad" has OC 4\n'


# -- how a mutant is applied ---------------------------------------------------------------------
def _shooting(lifted: Callable[[Any, ActionStarted], bool]) -> Patch:
    """The Action lock on shooting (16.01) lifted for a unit whose performance, as the game
    records its start, is ``lifted(game, start)``."""
    real = events.Moves.eligible_to_shoot

    def mutated(self: Any, unit_name: str) -> Any:
        starts = [s for _, s in self.game.history.open_starts() if s.unit == unit_name]
        if any(lifted(self.game, s) for s in starts):
            return self.game.verdict(())
        return real(self, unit_name)

    return lambda monkeypatch: monkeypatch.setattr(events.Moves, "eligible_to_shoot", mutated)


def _unrecorded(when: Callable[[ActionDef], bool]) -> Patch:
    """A start of an Action that ``when`` holds for leaves no record of it in the unit (16.01)."""
    real = performing.Performing.begin_action

    def mutated(self: Any, unit_name: str, action_name: str, target: str | None = None) -> Any:
        unit = self.game.unit(unit_name)
        done = real(self, unit_name, action_name, target)
        if when(self.game.action(action_name)):
            self.game.set_unit(self.game.unit(unit_name), actions_started=unit.actions_started)
        return done

    return lambda monkeypatch: monkeypatch.setattr(performing.Performing, "begin_action", mutated)


def _bar(reason: Reason, mutated: Callable[[Bar], Bar]) -> Patch:
    """One start bar (16.01) changed; ``checks`` holds the table too (``from ... import``)."""

    def apply(monkeypatch: pytest.MonkeyPatch) -> None:
        bars = tuple((r, mutated(t) if r is reason else t) for r, t in act.BARS)
        monkeypatch.setattr(act, "BARS", bars)
        monkeypatch.setattr(checks, "BARS", bars)

    return apply


def _row(row: Row, mutated: Callable[[Row], Row]) -> Patch:
    """One impossible-state row changed, wherever the table is asked."""

    def apply(monkeypatch: pytest.MonkeyPatch) -> None:
        rows = tuple(mutated(r) if r is row else r for r in unit_states.IMPOSSIBLE)
        monkeypatch.setattr(unit_states, "IMPOSSIBLE", rows)
        monkeypatch.setattr(checks, "IMPOSSIBLE", rows)
        _forget()

    return apply


def _limit(reached: Callable[[ActionDef, str], bool]) -> Patch:
    """The USE LIMIT part (16.00) also reached when ``reached(action, player)``."""
    real = performing.Performing._limit_reached

    def mutated(
        self: Any,
        action: ActionDef,
        player: str,
        target: str | None = None,
        unit: str | None = None,
    ) -> bool:
        return reached(action, player) or real(self, action, player, target, unit)

    return lambda monkeypatch: monkeypatch.setattr(performing.Performing, "_limit_reached", mutated)


def _oc(when: Callable[[Unit], bool]) -> Patch:
    """A battle-shocked unit keeps OC 3 (01.07) when ``when(unit)``."""
    real = profiles.oc

    def mutated(unit: Unit, part: str | None = None) -> tuple[tuple[int | None, ...], Reason]:
        values, reason = real(unit, part)
        return ((3,), reason) if unit.battle_shocked and when(unit) else (values, reason)

    return lambda monkeypatch: monkeypatch.setattr(profiles, "oc", mutated)


def _fails(when: Callable[[Any], bool]) -> Patch:
    """A leadership roll (01.06) fails when ``when(total)``, wherever the game asks."""
    real = command.passes

    def mutated(total: Any, ld: Any) -> bool:
        return not when(total) and real(total, ld)

    def apply(monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setattr(battle_shock, "passes", mutated)
        monkeypatch.setattr(events, "passes", mutated)

    return apply


def _shoot_check(reason: Reason, lifted: Callable[[Unit], bool]) -> Patch:
    """One check of eligibility to shoot (10.02) lifted for a unit ``lifted`` holds for, read
    inside that check's own test (asked when the verdict is made, core/base.py)."""
    real = eligibility.shoot_checks

    def mutated(unit: Unit, now: Moment) -> tuple[Check, ...]:
        def lift(test: Bars) -> Callable[[], bool]:
            return lambda: bars(test) and not lifted(unit)

        return tuple((r, lift(t) if r is reason else t) for r, t in real(unit, now))

    return lambda monkeypatch: monkeypatch.setattr(events, "shoot_checks", mutated)


def _shocked_after_roll(when: Callable[[Unit], bool]) -> Patch:
    """A unit that rolls in its Battle-shock step (08.03) is battle-shocked when ``when``."""
    real = battle_shock.BattleShock.step_roll

    def mutated(self: Any, unit: Unit, why: Reason, shocked_at_start: bool) -> None:
        real(self, unit, why, shocked_at_start)
        if when(unit):
            self.game.set_unit(self.game.unit(unit.name), battle_shocked=True)

    return lambda monkeypatch: monkeypatch.setattr(battle_shock.BattleShock, "step_roll", mutated)


def _at_half_for(numbers: tuple[int, int]) -> Patch:
    """Half-strength (Rules Appendix) says "at half" for a unit of these starting strength and
    models left: a change inside ``units.strength`` (its own reads of a unit's numbers are reads
    of its class alone), wherever the core and the steps ask it."""
    real = units.strength

    @reading.whole_strength  # as if a change inside it: its reads are the answer's
    def mutated(unit: Unit) -> tuple[Strength, Reason]:
        state, why = real(unit)
        at_half = (unit.starting_strength, unit.models) == numbers
        return (Strength.AT_HALF, why) if at_half else (state, why)

    def apply(monkeypatch: pytest.MonkeyPatch) -> None:
        for module in list(sys.modules.values()):
            if getattr(module, "strength", None) is real:
                monkeypatch.setattr(module, "strength", mutated)
        _forget()

    return apply


def _lifted_for(when: Callable[[Unit, Moment], bool]) -> Callable[[Bar], Bar]:
    return lambda test: lambda ask: test(ask) and not when(ask.unit, ask.now)


def _crashes_for(when: Callable[[Unit], bool]) -> Callable[[Bar], Bar]:
    def mutated(test: Bar) -> Bar:
        def crashing(ask: Ask) -> bool:
            if when(ask.unit):
                raise RulesInputError("a mutant's bar cannot decide this unit", word="OC")
            return test(ask)

        return crashing

    return mutated


def _row_lifted_for(when: Callable[[Unit], bool]) -> Callable[[Row], Row]:
    return lambda row: lambda unit: [] if when(unit) else row(unit)


def _refusing(when: Callable[[Unit], bool]) -> Callable[[Row], Row]:
    return lambda row: lambda unit: [("engaged", "a mutant's refusal")] if when(unit) else row(unit)


def _normal_move(unit: Unit, now: Moment) -> bool:
    return any(kind is MoveKind.NORMAL for kind, _ in unit.moves)


@dataclass(frozen=True)
class Mutant:
    name: str
    claim: str
    apply: Patch
    hole: str | None = None  # what the walk misses, for a mutant still proven
    # For a hole: steps that pin the rare combination, under which the walk meets the mutant,
    # so the mutant is shown to break the claim within its bounds.
    pins: str = ""
    stops: bool = False  # the mutant stops the case on an error: undecided, not contradicted


MUTANTS = (
    # One start bar, for one keyword, one OC value, one move made this turn, one battle round.
    Mutant("off bar lifted for MONSTER", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: u.has(kw.MONSTER)))),
    Mutant("off bar lifted for OC 4", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: u.oc == 4))),
    Mutant("off bar lifted after a normal move", "off", _bar(act.R_OFF, _lifted_for(
        _normal_move))),
    Mutant("off bar lifted in battle round 4", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: now.battle_round == 4))),
    Mutant("off bar lifted for a computed field name", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: not getattr(u, "near_" + "enemy")))),
    # One point of the drawn moment (properties/moments.py): read as whose turn, the phase or
    # the step, through a turn's or phase's key, by comparing moments, or past the moment.
    Mutant("off bar lifted in player B's turn", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: now.player == "B"))),
    Mutant("off bar lifted in the Fight phase", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: now.phase is Phase.FIGHT))),
    Mutant("off bar lifted at the Consolidate step", "off", _bar(act.R_OFF, _lifted_for(
        lambda u, now: now.point is Point.CONSOLIDATE))),
    Mutant("off bar lifted in player B's turn, read of the turn's key", "off", _bar(act.R_OFF,
        _lifted_for(lambda u, now: now.turn_key[1] == "B"))),
    Mutant("off bar lifted in the Shooting phase, read of the phase's key", "off", _bar(
        act.R_OFF, _lifted_for(lambda u, now: "Shooting" in now.phase_key))),
    Mutant("off bar lifted in player B's turn, read of a key as a dict's", "off", _bar(
        act.R_OFF, _lifted_for(lambda u, now: {(1, "B"): True}.get(
            (1, now.turn_key[1]), False)))),
    Mutant("off bar lifted at player B's Pile In step, read by comparing moments", "off", _bar(
        act.R_OFF, _lifted_for(lambda u, now: now == in_phase(
            now.battle_round, "B", Phase.FIGHT, now.first_player, Point.PILE_IN)))),
    Mutant("off bar lifted at a moment after player A's Charge phase", "off", _bar(
        act.R_OFF, _lifted_for(lambda u, now: now > in_phase(
            now.battle_round, "A", Phase.CHARGE, now.first_player)))),
    Mutant("off bar lifted in the Fight phase, read through vars()", "off", _bar(act.R_OFF,
        _lifted_for(lambda u, now: vars(now).get("_at", now).phase is Phase.FIGHT)),
        hole="vars(moment) reads a drawn moment's point past its fields and keys",
        pins="    And it is player A's Fight phase\n"),
    Mutant("advance lock lifted for a VEHICLE", "advanced", _bar(act.R_ADVANCED, _lifted_for(
        lambda u, now: u.has(kw.VEHICLE)))),
    Mutant("advance lock lifted far from the enemy", "advanced", _bar(act.R_ADVANCED,
        _lifted_for(lambda u, now: not u.near_enemy))),
    Mutant("advance lock lifted far from the enemy, read through vars()", "advanced",
        _bar(act.R_ADVANCED, _lifted_for(lambda u, now: not vars(u)["near_enemy"])),
        hole="vars(unit) reads the instance __dict__ past Unit.__getattribute__", pins=FAR),
    Mutant("advance lock lifted far from the enemy, read of a renamed copy", "advanced",
        _bar(act.R_ADVANCED, _lifted_for(
            lambda u, now: not reading.copy(u, name="Copy").near_enemy)),
        hole="a copy under another name is no open unit: its reads are no one's", pins=FAR),
    # The Action's parts: one row, one row pair, one row beside one unit fact.
    Mutant("use limit reached for one UNITS row", "unused", _limit(
        lambda a, player: a.units.text == f"one {kw.INFANTRY} unit")),
    Mutant("use limit reached for one COMPLETES and USE LIMIT pair", "unused", _limit(
        lambda a, player: a.completes is Completes.END_OF_BATTLE_ROUND
        and a.use_limit.text == "once per battle")),
    Mutant("use limit reached for one row pair, read through __dict__", "unused", _limit(
        lambda a, player: a.__dict__["completes"] is Completes.END_OF_BATTLE_ROUND
        and a.use_limit.text == "once per battle"),
        hole="action.__dict__ reads an Action's rows past ActionDef.__getattribute__",
        pins=ROW_PAIR),
    Mutant("use limit reached for one row and player B", "unused by anyone off", _limit(
        lambda a, player: a.use_limit.text == "once per turn" and player == "B")),
    # Impossible states: an impossible unit let through, a possible one refused.
    Mutant("within no area off the battlefield, but for MONSTER", "within is on", _row(
        unit_states._within, _row_lifted_for(lambda u: u.has(kw.MONSTER)))),
    Mutant("engaged off the battlefield, but for MONSTER", "engaged is on", _row(
        unit_states._engaged, _row_lifted_for(lambda u: u.has(kw.MONSTER))),
        pins=MONSTER_OFF),  # caught since the walk is offered every value (was a hole)
    Mutant("every engaged TITANIC unit refused", "engaged titanic", _row(
        unit_states._only_aircraft, _refusing(
            lambda u: u.engaged and u.has(kw.TITANIC)))),
    # A start bar changed where the draw fits a fact's options beside the default unit.
    Mutant("AIRCRAFT bar lifted for a TITANIC unit", "performer is no aircraft", _bar(
        act.R_AIRCRAFT, _lifted_for(lambda u, now: u.has(kw.TITANIC))),
        pins=AIRCRAFT_TITANIC),  # caught since the walk is offered every keyword (was a hole)
    # A part the question does not rest on is asked all the same: what it raises counts.
    Mutant("off bar stops on an error for OC 4", "off", _bar(
        act.R_OFF, _crashes_for(lambda u: u.oc == 4))),
    Mutant("battle-shock bar stops on an error for OC 4", "off", _bar(
        act.R_SHOCKED, _crashes_for(lambda u: u.oc == 4)),
        hole="every part of a start refusal is asked, but the question (whether it holds "
        "the off bar) counts only that bar's reads (Parted.__contains__): the OC read by the "
        "battle-shock bar is not branched on, though at OC 4 that bar stops the case", pins=OC_4,
        stops=True),
    # Battle-shocked OC (01.07) for one fact, read by attribute, or past it.
    Mutant("shocked OC kept far from the enemy", "shocked oc", _oc(lambda u: not u.near_enemy)),
    Mutant("shocked OC kept far from the enemy, read through object.__getattribute__",
        "shocked oc", _oc(lambda u: not object.__getattribute__(u, "near_enemy")),
        hole="object.__getattribute__ skips Unit.__getattribute__", pins=FAR),
    Mutant("shocked OC kept for a unit whose fields have an 8", "shocked oc", _oc(
        lambda u: 8 in dataclasses.astuple(u))),
    # When a drawn Action completes, asked of its rows, of the record of its start, or by the
    # build's own start of it.
    Mutant("shooting lock lifted for an Action completing at the end of the battle round",
        "performer cannot shoot", _shooting(
            lambda game, s: game.action(s.action).completes is Completes.END_OF_BATTLE_ROUND)),
    Mutant("shooting lock lifted for a performance recorded to complete at a round's end",
        "performer cannot shoot", _shooting(
            lambda game, s: s.completes_at is not None
            and s.completes_at.point is Point.ROUND_END)),
    Mutant("a start left unrecorded for an Action completing at the end of the battle round",
        "performer cannot shoot", _unrecorded(
            lambda a: a.completes is Completes.END_OF_BATTLE_ROUND)),  # read past begin_action
    # Eligibility to shoot, a test per check: the check that decided is the one read.
    Mutant("the Action's shooting lock lifted for OC 4, read inside its check",
        "performer cannot shoot", _shoot_check(eligibility.S_ACTION, lambda u: u.oc == 4)),
    # A drawn unit's strength: its numbers asked past half-strength, or inside it.
    Mutant("a unit of 3 models left that rolls is battle-shocked", "roll of 12 passes",
        _shocked_after_roll(lambda u: u.models == 3)),
    Mutant("half-strength says at half for 3 models left of 7", "seven is never half",
        _at_half_for((7, 3))),  # its own class: the class asks the core (was a hole)
    # A drawn roll, asked of one total, or read as a number.
    Mutant("a roll of 12 fails", "ld 2 roll passes", _fails(lambda total: total == 12)),
    Mutant("an odd roll fails, read as a number", "ld 2 roll passes", _fails(
        lambda total: int(total) % 2 == 1)),
)  # fmt: skip


@pytest.mark.parametrize("claim", sorted(CLAIMS))
def test_each_claim_is_proven_unmutated(claim: str, tmp_path: Path) -> None:
    assert isinstance(_run(claim, tmp_path), Proof)


def _marked(mutant: Mutant) -> Any:
    hole = pytest.mark.xfail(strict=True, raises=AssertionError, reason=mutant.hole or "")
    return pytest.param(mutant, id=mutant.name, marks=[hole] if mutant.hole else [])


@pytest.mark.parametrize("mutant", [_marked(m) for m in MUTANTS])
def test_the_walk_does_not_prove_a_claim_the_mutant_breaks(
    mutant: Mutant, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    mutant.apply(monkeypatch)
    _walk_stops_at_its_counterexamples(monkeypatch)
    _not_proven(mutant.claim, tmp_path)


@pytest.mark.parametrize(
    "mutant", [pytest.param(m, id=m.name) for m in MUTANTS if m.hole is not None]
)
def test_each_hole_is_a_mutant_the_walk_meets_once_its_combination_is_pinned(
    mutant: Mutant, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Pinned, the rare combination is a counterexample (met by the walk, or by Hypothesis if
    the walk gave up), or, for a mutant that stops on an error, an undecided case; not merely
    no situation: the mutant breaks the claim."""
    assert mutant.pins
    mutant.apply(monkeypatch)
    _walk_stops_at_its_counterexamples(monkeypatch)
    found = (PropertyFailure, _WalkContradicted)
    with pytest.raises(PropertyUndecided if mutant.stops else found) as raised:
        _run(mutant.claim, tmp_path, mutant.pins)
    assert not mutant.stops or "a mutant's bar" in str(raised.value), raised.value


class _WalkContradicted(BaseException):
    """The walk met a counterexample (a BaseException: through run_property's guard, which
    makes any Exception of the search an undecided claim)."""


def _walk_stops_at_its_counterexamples(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search stops as soon as the walk returns the counterexamples it met: the claim is
    then not proven whatever comes next, for run_property only picks which one to show (the
    neighbours of a counterexample found for a side reason replayed, then a second search for
    one failing for the claim's own reason: most of the cost of a mutant the walk catches)
    and raises PropertyFailure. A walk that proves the claim, or gives up, goes on as ever."""
    real = exhaustive.walk  # search.py's exhaustive_walk

    def walked(*args: Any, **kwargs: Any) -> Any:
        done = real(*args, **kwargs)
        if isinstance(done, list):
            raise _WalkContradicted
        return done

    monkeypatch.setattr(search, "exhaustive_walk", walked)


def _not_proven(claim: str, tmp_path: Path, pins: str = "") -> None:
    """The claim is not proven: the walk finds a counterexample, or gives up, or a case stops
    on an error, or no case is possible."""
    try:
        found = _run(claim, tmp_path, pins)
    except _WalkContradicted:
        return  # found by the walk: no proof
    except PropertyFailure:
        return  # found by the walk, or by Hypothesis after the walk gave up: no proof
    except PropertyUndecided:
        return  # a case stops on the mutant's error: no proof
    except PropertyUnsatisfiable:
        return  # every case refused: no proof
    assert not isinstance(found, Proof), found.said()
