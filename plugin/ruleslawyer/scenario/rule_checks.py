"""The checks of a declared rule's rows (contract 18.1, 18.8): the TARGET forms, and the
stratagems, objectives and rules its effects name, which the scenario must set up."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

from ruleslawyer.core import RulesInputError, Trigger
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.core_stratagems import OTHER_NAMES
from ruleslawyer.core.cost_kinds import CP_COST
from ruleslawyer.core.effects import Until
from ruleslawyer.core.errors import closest
from ruleslawyer.core.keywords import KEYWORD_WORDS
from ruleslawyer.core.stratagem_costs import Stratagems
from ruleslawyer.scenario.errors import EarlierStepError

if TYPE_CHECKING:
    from ruleslawyer.core import Unit
    from ruleslawyer.core.game import Game


class RuleDecl(Protocol):
    """What the checks read of a declared rule (scenario/rules.py's ``RuleDecl``)."""

    @property
    def name(self) -> str: ...
    @property
    def line(self) -> int | None: ...
    @property
    def effects(self) -> tuple[ek.Stated, ...]: ...
    @property
    def player(self) -> str | None: ...
    @property
    def target(self) -> str: ...


TARGETS = (
    "this unit",
    "this model",
    "the unit it is leading",
    "its unit",
    "each friendly [<K>] unit",
    "each enemy [<K>] unit",
    "each unit",
    "each friendly [<K>] unit within range of it",
    "each enemy [<K>] unit within range of it",
    "one friendly [<K>] unit",
    "you",
)


def check_target(name: str, mission: bool, target: str, said: str | None) -> None:
    """A TARGET row's form (18.1), and no owned form for a mission rule (18.8)."""
    forms = (
        r"you|this unit|this model|the unit it is leading|its unit|each unit"
        rf"|each (friendly|enemy)( {KEYWORD_WORDS})? unit( within range of it)?"
        rf"|one friendly( {KEYWORD_WORDS})? unit"
    )
    if not re.fullmatch(forms, target):
        raise RulesInputError(
            f'"{said}" is not a TARGET a rule of this scenario can have; the TARGET forms are: '
            + "; ".join(TARGETS),
            word=said or target,
            suggestion=closest(target, TARGETS, cutoff=0.3),
        )
    owned = ("each friendly", "each enemy", "one", "you")
    if mission and target.startswith(owned):
        raise RulesInputError(
            f'the mission rule "{name}" has no owner: its TARGET cannot be "{target}" (18.1)',
            word=said or target,
            suggestion="each unit",
        )


def check_chosen(decl: RuleDecl, unit: Unit, said: str) -> None:
    """18.1: `one friendly [<K>] unit` is a unit of the rule's owner (01.03: a player's rule
    acts on that player's units) with the keyword, as the unit counts now (18.3 item 6): the
    unit `Given player <P> will use "<rule>" on "<unit>"` names must be one, or the scenario
    states a use the rule does not allow (an error naming the unit; interpretation 136)."""
    found = re.fullmatch(rf"one friendly(?: ({KEYWORD_WORDS}))? unit", decl.target)
    keyword = found.group(1) if found else None
    if unit.player != decl.player:
        why = f"it is player {unit.player}'s, not a friendly unit of player {decl.player}"
    elif keyword is not None and not unit.has(keyword.upper()):
        why = f"it does not have the keyword {keyword.upper()}"
    else:
        return
    shown = f"one friendly {keyword.upper()} unit" if keyword else "one friendly unit"
    raise RulesInputError(
        f'"{decl.name}" acts on {shown}: "{said}" cannot be chosen, as {why} (18.1)',
        word=said,
    )


def check_names(decl: RuleDecl, game: Game, rules_named: set[str]) -> None:
    """The stratagems, objectives and rules a rule's effects name must be set up (18.8): an
    error naming the rule's line and the closest name."""
    for stated in decl.effects:
        names: list[tuple[str, str]] = []
        which = stated.values.get("stratagems")
        if isinstance(which, Stratagems) and which.name is not None:
            names.append(("stratagem", which.name))
        if "{rule}" in stated.template and "stratagem" in stated.template:
            names.append(("stratagem", str(stated.values["rule"])))
        forbids = re.fullmatch(r'"([^"]+)" forbids it', str(stated.values.get("reason", "")))
        if forbids:
            names.append(("rule or stratagem", forbids.group(1)))
        if "objective" in stated.values:
            names.append(("objective", str(stated.values["objective"])))
        for what, name in names:
            try:
                if what == "stratagem":
                    game.stratagem_part.stratagem(name)
                elif what == "objective":
                    game.missions.objectives.get(name)
                elif name not in rules_named and not _is_stratagem(game, name):
                    # 18.3 item 2: a lift names the rule whose bar it lifts; a stratagem's effect
                    # (18.4) adds its bar as a rule's does, so its name is one a lift may name.
                    known = sorted(rules_named | set(game.stratagem_part.stratagems))
                    raise RulesInputError(
                        f'no rule or stratagem "{name}" was declared',
                        word=name,
                        suggestion=closest(name, known),
                    )
            except RulesInputError as exc:
                raise EarlierStepError(
                    f'the rule "{decl.name}" names {"an" if what[0] == "o" else "a"} {what} the '
                    "scenario did not set up, in "
                    f"{stated.words!r}: {exc.message} (18.8)",
                    line=decl.line or 0,
                    word=name,
                    suggestion=exc.suggestion,
                ) from None


def _is_stratagem(game: Game, name: str) -> bool:
    """Whether ``name`` is a stratagem the scenario set up or a core one (§10, 18.4)."""
    try:
        game.stratagem_part.stratagem(name)
    except RulesInputError:
        return False
    return True


def check_dice_names(dice: Mapping[str, int | None], game: Game, rules_named: set[str]) -> None:
    """`Given the dice for "<rule>" will be ...` (18.1) names a stratagem or a declared rule, as
    every step naming a rule does (contract §1, 18.8): an unknown name is an error naming the
    step's line and the closest stratagem or rule."""
    for name, line in dice.items():
        if name in rules_named:
            continue
        try:
            game.stratagem_part.stratagem(name)
        except RulesInputError:
            known = sorted(rules_named | {*game.stratagem_part.stratagems, *OTHER_NAMES})
            raise EarlierStepError(
                f'the dice are given for "{name}", which is no stratagem and no rule declared '
                "in this scenario: give them for the stratagem or rule that rolls them (18.1)",
                line=line or 0,
                word=name,
                suggestion=f'"{near}"' if (near := closest(name, known)) else None,
            ) from None


def check_rows(
    name: str,
    rows: Mapping[str, str],
    effects: tuple[ek.Stated, ...],
    *,
    when: str,
    trigger: Trigger | None,
    triggered: bool,
    said_until: Until | None,
    until: Until,
    target: str,
    default_target: str,
    mission: bool,
) -> None:
    """The input errors of a declaration's rows read together (contract 18.1, 18.2, 18.8): a
    one-shot effect needs a trigger and takes no duration; TARGET "you" takes player effects
    only; "for that use" a CP cost only; "until the end of the phase" a rule that resolves in a
    phase; and a mission rule, which has no owner, says no "you", "your" or "friendly"."""
    effect_row = rows["EFFECT"]
    for stated in effects:
        if stated.kind.once and not triggered:
            raise RulesInputError(
                f'"{stated.words}" happens once: it needs a WHEN other than always, a trigger '
                "(contract 18.2)",
                word=stated.words,
                suggestion="WHEN | the end of your Movement phase",
            )
        if stated.kind.once and (said_until or "DURATION" in rows):
            raise RulesInputError(
                f'"{stated.words}" happens once: it takes no duration (contract 18.2)',
                word=rows.get("DURATION", effect_row),
            )
    unit_effects = [st.words for st in effects if not st.for_player]
    if target == "you" and unit_effects:
        fits = [t for t in TARGETS if t != "you"]
        raise RulesInputError(
            f'"{unit_effects[0]}" is an effect on a unit ("it"): TARGET "you" is the player, '
            "for a player effect (a CP cost, a 15.01 limit, CP gained); a unit effect takes "
            "one of: " + "; ".join(fits) + " (18.1)",
            word=rows.get("TARGET", target),
            suggestion=default_target,
        )
    if until is Until.FOR_THAT_USE:
        not_cost = next((st for st in effects if st.kind is not CP_COST), None)
        if not_cost is not None or not effects:
            raise RulesInputError(
                f'"for that use" lasts for one use of a stratagem: it applies to a CP cost '
                f'only, not to "{not_cost.words if not_cost else effect_row}" (18.2)',
                word=until.value,
                suggestion=Until.END_OF_PHASE.value,
            )
    outside = trigger is not None and trigger.point.name.startswith(("TURN", "ROUND"))
    if outside and until is Until.END_OF_PHASE:
        raise RulesInputError(
            f'"{name}" resolves at {when}, outside any phase: "until the end of the '
            'phase" cannot apply (07.01, 07.02)',
            word=until.value,
            suggestion=Until.END_OF_TURN.value,
        )
    for row in ("EFFECT", "CONDITION", "DURATION", "WHEN"):
        said = rows.get(row, "")
        if mission and re.search(r"\b(you|your|friendly)\b", said, re.I):
            raise RulesInputError(
                f'the mission rule "{name}" has no owner: "you", "your" and "friendly" mean '
                f"nothing in its {row} row (app 01.03.01, Player's Rules; contract 18.1)",
                word=said,
            )
