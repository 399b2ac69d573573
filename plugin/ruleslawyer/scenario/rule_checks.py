"""The checks of a declared rule's rows (contract 18.1, 18.8): the TARGET forms, and the
stratagems, objectives and rules its effects name, which the scenario must set up."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Protocol

from ruleslawyer.core import RulesInputError
from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.errors import closest
from ruleslawyer.core.stratagem_costs import Stratagems
from ruleslawyer.scenario.errors import EarlierStepError

if TYPE_CHECKING:
    from ruleslawyer.core.game import Game


class RuleDecl(Protocol):
    """What the checks read of a declared rule (scenario/rules.py's ``RuleDecl``)."""

    @property
    def name(self) -> str: ...
    @property
    def line(self) -> int | None: ...
    @property
    def effects(self) -> tuple[ek.Stated, ...]: ...


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
        r"|each (friendly|enemy)( \S+)? unit( within range of it)?|one friendly( \S+)? unit"
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
            names.append(("rule", forbids.group(1)))
        if "objective" in stated.values:
            names.append(("objective", str(stated.values["objective"])))
        for what, name in names:
            try:
                if what == "stratagem":
                    game.stratagem_part.stratagem(name)
                elif what == "objective":
                    game.missions.objectives.get(name)
                elif name not in rules_named:
                    raise RulesInputError(
                        f'no rule "{name}" was declared',
                        word=name,
                        suggestion=closest(name, sorted(rules_named)),
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
