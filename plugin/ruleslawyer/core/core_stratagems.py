"""The core stratagems of 15.02-15.12 as data, in our own words.

What the core cannot judge (distances, "just after a hit roll") is taken as stated by the
scenario. Each stratagem declares its effect objects (``stratagem_effects.py``) with the clause
each resolves: modelled, or traced only (the clause's name says so). Explosives is 15.05 and
Crushing Impact 15.06, as the launch text numbers them (one source numbers them the other way
round: docs/interpretations.md).
"""

from __future__ import annotations

from collections.abc import Container
from dataclasses import replace

from . import keywords as kw
from .clock import Point
from .mortal_wounds import MAX_PER_UNIT, Inflicts
from .recorded_effects import COVER, Records
from .references import Reason, RuleRef, clause
from .stratagem_effects import (
    ArrivesFromReserves,
    Effect,
    FightsFirstThisPhase,
    FightsNext,
    PassesBattleShock,
    Rerolls,
    ResolvesCharge,
    Shoots,
)
from .stratagems import (
    Need,
    Restriction,
    StratagemDef,
    StratagemTarget,
    StratagemWhen,
)

# Modelled effects.
REROLL = clause("15.02", "Command Re-roll", "the roll is re-rolled")
BRAVERY = clause("15.04", "Insane Bravery", "the battle-shock roll automatically succeeds")
INGRESS = clause("15.07", "Rapid Ingress", "the unit makes an ingress move")
OVERWATCH = clause("15.08", "Fire Overwatch", "the unit shoots using snap shooting")
INTERVENTION = clause("15.11", "Heroic Intervention", "the unit resolves a charge")
SMOKESCREEN_WHEN = clause(
    "15.10", "Smokescreen", "only at the start of the opponent's Shooting phase"
)
COUNTEROFFENSIVE = clause("15.12", "Counteroffensive", "Fights First until the end of the phase")
# The WHENs of the Fight phase's stratagems, judged against its steps (12.02-12.08): a unit is
# selected to fight only in the Fight step (12.04).
CHALLENGE_WHEN = clause(
    "15.03",
    "Epic Challenge",
    "just after a CHARACTER unit is selected to fight, before its attacks are resolved",
)
COUNTER_WHEN = clause(
    "15.12", "Counteroffensive", "in the opponent's Fight step, just after an enemy unit fought"
)
# Recorded effects (core/recorded_effects.py): in force for the phase, reported, resolving no
# attack (the core resolves none).
CHALLENGE = clause("15.03", "Epic Challenge", "a CHARACTER model's melee weapons gain [PRECISION]")
SMOKESCREEN = clause("15.10", "Smokescreen", "the unit has the benefit of cover")
# Mortal wounds from the given dice (core/mortal_wounds.py).
EXPLOSIVES = clause("15.05", "Explosives", "1 mortal wound for each 4+ on 6 D6")
CRUSHING = clause("15.06", "Crushing Impact", "mortal wounds on 5+, and on its own unit for 1s")
# The order of fighting (20.1): the unit must be the next its player selects.
COUNTER_NEXT = clause("15.12", "Counteroffensive", "the next unit its player selects to fight")


def _core(
    name: str,
    when: str,
    target: str,
    *needs: Need,
    cp: int = 1,
    restriction: Restriction = Restriction.NONE,
    effect: str = "its effect",
    effects: tuple[Effect, ...] = (),
    when_rule: RuleRef | None = None,
    step: Point | None = None,
    after_enemy_fight: bool = False,
    while_fighting: bool = False,
) -> StratagemDef:
    parsed = StratagemTarget.parse(target)
    parsed_when = StratagemWhen.parse(when)
    if step is not None:  # a step of the Fight phase (12.04), which no WHEN row form names
        parsed_when = replace(
            parsed_when,
            step=step,
            text=f"the {step.value} of {parsed_when.text}"
            + (", just after an enemy unit has fought" if after_enemy_fight else ""),
            after_enemy_fight=after_enemy_fight,
            while_fighting=while_fighting,
        )
    return StratagemDef(
        name=name,
        cp=cp,
        when=parsed_when,
        target=StratagemTarget(
            parsed.enemy, parsed.keywords, parsed.excluding, (*parsed.needs, *needs), target
        ),
        restriction=restriction,
        effect=effect,
        effects=effects,
        when_rule=when_rule,
    )


CORE_STRATAGEMS: dict[str, StratagemDef] = {
    s.name: s
    for s in (
        _core("Command Re-roll", "any phase", "one friendly unit", effects=(Rerolls(REROLL),)),
        _core(
            "Epic Challenge",
            "the Fight phase",
            "one friendly CHARACTER unit",
            Need.SELECTED_TO_FIGHT,
            effects=(Records(CHALLENGE, "[PRECISION]", keyword=kw.CHARACTER),),
            when_rule=CHALLENGE_WHEN,
            step=Point.FIGHT_STEP,
            while_fighting=True,
        ),
        _core(
            "Insane Bravery",
            "the Battle-shock step of your Command phase",
            "one friendly unit",
            restriction=Restriction.ONCE_PER_BATTLE,
            effects=(PassesBattleShock(BRAVERY),),
        ),
        _core(
            "Explosives",
            "your Shooting phase",
            "one friendly unengaged EXPLOSIVES or GRENADES unit",
            Need.ELIGIBLE_TO_SHOOT,
            Need.NO_ADVANCE,
            effects=(Inflicts(EXPLOSIVES, 4, 6, unengaged=True),),
        ),
        _core(
            "Crushing Impact",
            "your Charge phase",
            "one friendly MONSTER or VEHICLE unit",
            Need.CHARGED_THIS_PHASE,
            effects=(
                Inflicts(CRUSHING, 5, None, backlash=True, cap=MAX_PER_UNIT, engaged_with=True),
            ),
        ),
        _core(
            "Rapid Ingress",
            "the end of your opponent's Movement phase",
            "one friendly unit (excluding AIRCRAFT units)",
            Need.IN_RESERVES,
            restriction=Restriction.NOT_FIRST_ROUND,
            effects=(ArrivesFromReserves(INGRESS),),
        ),
        _core(
            "Fire Overwatch",
            "the end of your opponent's Movement phase",
            "one friendly unengaged unit (excluding TITANIC units)",
            effects=(Shoots(OVERWATCH),),
        ),
        _core(
            "Smokescreen",
            "the start of your opponent's Shooting phase",
            "one friendly SMOKE unit",
            effects=(Records(SMOKESCREEN, COVER),),
            when_rule=SMOKESCREEN_WHEN,
        ),
        _core(
            "Heroic Intervention",
            "the end of your opponent's Charge phase",
            "one friendly unengaged unit",
            Need.NEAR_ENEMY,
            Need.VEHICLE_ONLY_IF_CHARACTER_OR_WALKER,
            Need.ELIGIBLE_TO_CHARGE,
            effects=(ResolvesCharge(INTERVENTION),),
        ),
        _core(
            "Counteroffensive",
            "your opponent's Fight phase",
            "one friendly unit",
            Need.ELIGIBLE_TO_FIGHT,
            cp=2,
            effects=(FightsFirstThisPhase(COUNTEROFFENSIVE), FightsNext(COUNTER_NEXT)),
            when_rule=COUNTER_WHEN,
            step=Point.FIGHT_STEP,
            after_enemy_fight=True,
        ),
    )
}


# Other names of core stratagems (the app's errata to 15.05 and 15.06, rules data 912): a
# stratagem named by either is that core stratagem, unless the scenario declares one so named.
TANK_SHOCK = clause(
    "15.06", "Crushing Impact", "also named Tank Shock (app errata, rules data 912)"
)
GRENADES = clause("15.05", "Explosives", "also named Grenades (app errata, rules data 912)")
OTHER_NAMES: dict[str, tuple[str, RuleRef]] = {
    "Tank Shock": ("Crushing Impact", TANK_SHOCK),
    "Grenades": ("Explosives", GRENADES),
}


def stratagem_named(name: str, known: Container[str]) -> tuple[str, Reason | None]:
    """The stratagem ``name`` names: itself when ``known`` holds it (a declared stratagem
    keeps its name), else the core stratagem it is another name of, with the reason that
    says so; an unknown name is left for the lookup to refuse."""
    if name in known or name not in OTHER_NAMES:
        return name, None
    core, rule = OTHER_NAMES[name]
    return core, Reason(f'"{name}" is another name of {core} (app errata, rules data 912)', rule)
