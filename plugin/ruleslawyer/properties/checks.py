"""Whether a drawn situation is possible, asked of the core one row at a time.

A drawn unit is possible when no row of ``unit_states.IMPOSSIBLE`` or
``move_timing.IMPOSSIBLE_NOW`` finds a problem, and a unit drawn performing an Action could have
started it when no start bar (``actions.BARS``) held then and the Action's UNITS row allowed it.
Hypothesis's chooser asks each question whole. The exhaustive walk's asks row by row through
``choose.holds``, stopping at the first row that finds a problem: an impossible case then
depends only on what that row read (properties/tracking.py), the laziness of Lazy SmallCheck's
``||``, so the walk does not branch on facts that only the other rows read.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import partial

from ruleslawyer.core import ActionDef, Moment, RulesInputError, Unit, impossibilities
from ruleslawyer.core.actions import BARS, as_at_its_start, bars_at_its_start
from ruleslawyer.core.attached import ONE_UNIT_FACTS, Part, attach, leaders_of
from ruleslawyer.core.move_timing import IMPOSSIBLE_NOW, impossibilities_now
from ruleslawyer.core.predicates import Ask
from ruleslawyer.core.unit_states import IMPOSSIBLE
from ruleslawyer.properties.asking import draws_fitted
from ruleslawyer.properties.choose import Choose
from ruleslawyer.scenario.state import ScenarioState, unit_from_draft


def possible(choose: Choose, unit: Unit, now: Moment) -> bool:
    """Whether ``unit`` is a possible state at ``now``."""
    if draws_fitted(choose):  # Hypothesis's chooser: the whole question at once
        return not impossibilities(unit) and not impossibilities_now(unit, now)
    return all(choose.holds(partial(row, unit)) for row in IMPOSSIBLE) and all(
        choose.holds(partial(row, unit, now)) for row in IMPOSSIBLE_NOW
    )


def attached_possible(state: ScenarioState, now: Moment) -> bool:
    """19.01 (an attached unit is one unit): whether every attached unit with a drawn part is
    a possible state at ``now``. Each part is drawn possible on its own (:func:`possible`), yet
    the one unit they form may not be (one part off the battlefield, the other within an area;
    its parts embarked within two TRANSPORTs): such a draw is no situation (contract §6), not
    an error of the scenario. Attached units whose parts are all stated are the build's to
    refuse, as in a concrete scenario."""
    drafts = state.units
    if not any(d.leading is not None for d in drafts.values()):
        return True
    try:
        led = leaders_of({d.name: d.leading for d in drafts.values()})
    except RulesInputError:
        return True  # the scenario's own error: the build reports it at its line
    for bodyguard, leaders in led.items():
        if not any(drafts[n].open for n in (bodyguard, *leaders)):
            continue
        units = {
            n: unit_from_draft(drafts[n], now.turn_key, now.phase_key)
            for n in (bodyguard, *leaders)
        }
        try:
            merged = attach(
                Part(units[bodyguard], "bodyguard"),
                [Part(units[n], drafts[n].role or "leader") for n in leaders],
            )
        except RulesInputError:
            return False
        if impossibilities(merged) or impossibilities_now(merged, now):
            return False
        for n in (bodyguard, *leaders):  # a fact stated of a part is the whole unit's
            stated = drafts[n].stated
            if any(
                key in stated and getattr(merged, key) != getattr(units[n], key)
                for key in ONE_UNIT_FACTS
            ):
                return False
    return True


def could_have_started(
    choose: Choose, unit: Unit, now: Moment, started: Iterable[ActionDef]
) -> bool:
    """Whether ``unit``, performing the ``started`` Actions now, could have started them."""
    actions = tuple(started)
    if draws_fitted(choose):
        if bars_at_its_start(unit, now):
            return False
        return all(action.units.allows(unit) for action in actions)
    then = as_at_its_start(unit)
    return all(choose.holds(partial(applies, Ask(then, now))) for _, applies in BARS) and all(
        choose.holds(partial(_refuses, action, unit)) for action in actions
    )


def barred_at_its_start(unit: Unit, now: Moment) -> bool:
    """Whether a start bar would have kept ``unit`` from starting any Action: the bars asked in
    order up to the first that holds (``bars_at_its_start`` asks them all), so that the drawer
    reads no more of the unit than that bar does."""
    then = as_at_its_start(unit)
    return any(applies(Ask(then, now)) for _, applies in BARS)


def _refuses(action: ActionDef, unit: Unit) -> bool:
    return not action.units.allows(unit)
