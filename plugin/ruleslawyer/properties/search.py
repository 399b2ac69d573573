"""Property scenarios: Hypothesis draws what "any" leaves open and hunts for a counterexample.

Verdicts (docs/language.md#property-scenarios): a Then the core disagrees with in some example is a
counterexample, written as a concrete scenario (:class:`PropertyFailure`); an example that
stops on an input error of the scenario (a name never set up, a phrase that does not apply) is
an error of the scenario, never a counterexample (:class:`PropertyUndecided`).
"""

from __future__ import annotations

import os
import re
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import cast

from hypothesis import HealthCheck, Phase, errors, given, reject, settings, target
from hypothesis import configuration as hypothesis_configuration
from hypothesis.database import DirectoryBasedExampleDatabase
from hypothesis.internal.conjecture.data import ConjectureData

from ruleslawyer.core import RuleRef
from ruleslawyer.core.eligibility import NOTHING_BARS
from ruleslawyer.properties import DEFAULT_MAX_EXAMPLES as DEFAULT_MAX_EXAMPLES
from ruleslawyer.properties.counterexample import counterexample_path, render_counterexample
from ruleslawyer.properties.draw import Drawer, examples
from ruleslawyer.properties.exhaustive import DEFAULT_BUDGET, Discarded, EnumeratingDrawer, Proof
from ruleslawyer.properties.exhaustive import walk as exhaustive_walk
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.files import write_atomically
from ruleslawyer.scenario.runner import run_steps, unexpected
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

_EXAMPLES_TAG = re.compile(r"max[_-]examples[:=](\d+)")


def is_property(steps: Sequence[StepLine]) -> bool:
    return any(s.kind == "given" and s.text.startswith("any ") for s in steps)


def max_examples_from_tags(tags: frozenset[str]) -> int | None:
    for tag in tags:
        m = _EXAMPLES_TAG.fullmatch(tag)
        if m:
            return int(m[1])
    return None


@dataclass
class Contradicted(Exception):
    """Raised inside the search: an example the core disagrees with, already written as a
    concrete scenario (rendered while the example's state is at hand)."""

    error: ScenarioDisagreement
    counterexample: str
    exhaustive: bool = False  # found by the exhaustive walk: a simplest one already


def side_reasons(error: ScenarioDisagreement) -> tuple[str, ...]:
    """The refusals in a contradicted Then's decision that its claim does not name: a
    counterexample "for a side reason" (the Action does not start now, drawn in the Command
    phase, when the claim is about being engaged) says less than one without them."""
    said = error.disagreement
    return tuple(
        r.text for r in said.reasons if r.text != NOTHING_BARS and r.text not in said.expected
    )


def _size(found: Contradicted) -> int:
    """How big a counterexample is: the steps it states."""
    return len([line for line in found.counterexample.splitlines() if line.strip()])


@lru_cache(maxsize=8)
def _database(rootdir: Path) -> DirectoryBasedExampleDatabase:
    return DirectoryBasedExampleDatabase(rootdir / ".ruleslawyer" / "examples")


def run_property(
    steps: Sequence[StepLine],
    feature_path: Path,
    shown_path: str,
    feature_name: str,
    scenario_name: str,
    max_examples: int,
    key: bytes,
    rootdir: Path,
    ci: bool | None = None,
    weighed: dict[RuleRef, set[bool]] | None = None,
    line: int | None = None,
    verdict_rules: set[RuleRef] | None = None,
    budget: int = DEFAULT_BUDGET,
) -> Proof | None:
    """Search for a counterexample: first every case within the core's bounds, when that fits
    ``budget`` cases (0: never), then, unless that proved the claim, with Hypothesis. ``ci``
    (default: the CI environment variable) derandomises the search and turns the example
    database off. ``weighed`` gathers every clause weighed and ``verdict_rules`` those behind
    the Then steps' verdicts, over every example.

    Returns the :class:`Proof` of a claim the exhaustive search proved, else None (Hypothesis
    found no counterexample). Raises :class:`PropertyFailure` with the counterexample,
    :class:`PropertyUndecided` when an example stops on an input error,
    :class:`PropertyUnsatisfiable` when no example fits."""
    in_ci = bool(os.environ.get("CI")) if ci is None else ci
    out_path = counterexample_path(rootdir, feature_path, scenario_name)

    def collect(state: ScenarioState) -> None:
        """What an example or a case adds to the scenario's rules and coverage, held or not."""
        if verdict_rules is not None:
            verdict_rules.update(state.verdicts.rules)
        game = state.current_game
        if weighed is not None and game is not None:
            for rule, seen in game.weighed.items():
                weighed.setdefault(rule, set()).update(seen)

    def examine(data: ConjectureData, own_reason_only: bool) -> None:
        state = ScenarioState(feature_path)
        drawer = Drawer(data)
        state.drawer = drawer
        try:
            run_steps(state, steps, shown_path)
        except ScenarioDisagreement as exc:
            side = side_reasons(exc) if own_reason_only else ()
            if side:
                # The second search wants a failure for the claim's own reason: one for side
                # reasons passes, scored by how many, so that Hypothesis's targeting phase
                # climbs toward fewer of them instead of waiting to draw none by chance.
                target(-float(len(side)), label="side reasons")
                return
            text = render_counterexample(
                state, steps, feature_name, scenario_name, out_path.parent, drawer.rolls
            )
            raise Contradicted(exc, text) from None
        except ScenarioInputError as exc:
            if exc.impossible:
                state.verdicts.rules.clear()  # no such situation: no verdict
                reject()  # a move the unit could not have made: no such situation
            raise
        finally:
            collect(state)

    def check(data: ConjectureData) -> None:
        examine(data, own_reason_only=False)

    def case(drawer: EnumeratingDrawer) -> Contradicted | None:
        """One case of the exhaustive walk, as ``examine`` runs an example."""
        state = ScenarioState(feature_path)
        state.drawer = drawer
        try:
            run_steps(state, steps, shown_path)
        except ScenarioDisagreement as exc:
            text = render_counterexample(
                state, steps, feature_name, scenario_name, out_path.parent, drawer.rolls
            )
            return Contradicted(exc, text, exhaustive=True)
        except ScenarioInputError as exc:
            if exc.impossible:
                state.verdicts.rules.clear()
                raise Discarded from None
            raise
        finally:
            collect(state)
        return None

    def exhaustive() -> Proof | None:
        """Every case within the bounds, when they fit the budget: a proof, or the simplest
        counterexample raised as Hypothesis's would be (one failing for the claim's own reason,
        if the walk meets one as small before the budget runs out)."""
        if budget <= 0:
            return None
        opened = frozenset(_open_units(steps))
        done = exhaustive_walk(
            case, opened, budget, lambda first: bool(side_reasons(cast(Contradicted, first).error))
        )
        if isinstance(done, list):
            found = [cast(Contradicted, f) for f in done]
            first = found[0]
            own = [f for f in found[1:] if not side_reasons(f.error) and _size(f) <= _size(first)]
            raise (own[0] if own else first)
        return done

    check._hypothesis_internal_add_digest = key  # type: ignore[attr-defined]
    # Under CI: derandomised and no database, so two runs find the same counterexample.
    # Locally: the example database replays a counterexample found before, first.
    # Locally the database lives under .ruleslawyer/ too: the plugin writes nowhere else.
    database = None if in_ci else _database(rootdir)
    ci_only: dict[str, object] = {"derandomize": True} if in_ci else {}
    options = settings(
        max_examples=max_examples,
        deadline=None,
        report_multiple_bugs=False,
        suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much],
        phases=(Phase.explicit, Phase.reuse, Phase.generate, Phase.shrink),
        print_blob=False,
        database=database,
        **ci_only,  # type: ignore[arg-type]
    )
    test = options(given(data=examples())(check))

    def own_reason() -> Contradicted | None:
        """A second search, run only when the first one's counterexample fails for a side
        reason: an example whose failing Then fails for the claim's own reason, if any."""

        def own(data: ConjectureData) -> None:
            examine(data, own_reason_only=True)

        own._hypothesis_internal_add_digest = key + b"\nown reason"  # type: ignore[attr-defined]
        targeting = (Phase.explicit, Phase.generate, Phase.target, Phase.shrink)
        again = settings(options, database=None, phases=targeting)(given(data=examples())(own))
        try:
            again()
        except Contradicted as found:
            return found
        except Exception:
            return None
        return None

    # Hypothesis keeps caches of its own (collected constants) in its home directory, the
    # working directory's .hypothesis/ by default: send them under .ruleslawyer/ while our
    # search runs, and give the user's own setting back after.
    home = getattr(hypothesis_configuration, "__hypothesis_home_directory", None)
    hypothesis_configuration.set_hypothesis_home_dir(rootdir / ".ruleslawyer" / "hypothesis")
    proof: Proof | None = None
    try:
        proof = exhaustive()
        if proof is None:
            test()
    except Contradicted as first:
        found = first
        if side_reasons(first.error):  # the walk met none as small for the claim's own reason
            better = own_reason()
            if better is not None and _size(better) <= _size(first):
                found = better
        by = _EXHAUSTIVE if found.exhaustive else "Hypothesis"
        try:
            write_atomically(out_path, found.counterexample)
        except OSError as exc:
            # The counterexample stays in the report; a note says why no file holds it.
            note = f"not written to {out_path.parent}: {exc.strerror or exc}"
            raise PropertyFailure(found.error, found.counterexample, None, note, by) from None
        raise PropertyFailure(found.error, found.counterexample, out_path, None, by) from None
    except ScenarioInputError as error:
        raise PropertyUndecided(error) from None
    except (ScenarioDisagreement, PropertyFailure, PropertyUndecided, PropertyUnsatisfiable):
        raise
    except errors.Unsatisfiable:
        raise PropertyUnsatisfiable(
            f"{shown_path}:{line}: no situation satisfies the Given steps of {scenario_name!r}: "
            "every drawn example was impossible (check the pins for a contradiction, such as "
            "an engaged unit that is off the battlefield)"
        ) from None
    except Exception as exc:
        # The guard of the draw path: anything else the search met (an error of ours in a
        # draw, a flaky example) is an error of the scenario, never a traceback.
        raise PropertyUndecided(unexpected(shown_path, None, exc, line)) from None
    finally:
        hypothesis_configuration.set_hypothesis_home_dir(home)
    return proof


def _open_units(steps: Sequence[StepLine]) -> list[str]:
    """The units a scenario leaves open (`any unit "X"`, `any datasheet unit "X" ...`): the
    facts the exhaustive walk branches on lazily are theirs."""
    return [m[1] for s in steps if s.kind == "given" and (m := _ANY_UNIT.match(s.text))]


_EXHAUSTIVE = "The exhaustive search, going through the cases simplest first,"
_ANY_UNIT = re.compile(r'any (?:datasheet )?unit "([^"]+)"')
