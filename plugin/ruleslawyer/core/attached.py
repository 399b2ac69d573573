"""Attached units (19.01-19.04): a leader, and perhaps a support unit, leading one bodyguard unit.

An attached unit is one unit for every rule (19.01), so the core builds a single :class:`Unit`
from its parts and the rest of the core never needs to know it was formed. What the parts still
decide is settled here, once: its keywords (19.03), its starting strength (Rules Appendix), the
Ld characteristics a leadership roll may use (01.06), and that a part's contributions end with
its last model (19.04).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from . import reading
from .errors import RulesInputError
from .references import clause
from .units import PartFacts, Unit

ATTACHED_UNIT = clause("19.01", "Forming Attached Units", "a single unit for all rules purposes")
LISTED_BODYGUARDS = clause("19.01", "Forming Attached Units", "only the bodyguards listed")
ONE_LEADER_EACH = clause("19.01", "Forming Attached Units", "one leader and one support unit")
ATTACHED_KEYWORDS = clause("19.03", "Keywords in Attached Units", "every keyword of its parts")
PART_UNTIL_LAST_MODEL = clause(
    "19.04", "Abilities in Attached Units", "a part counts until its last model"
)
ATTACHED_STARTING_STRENGTH = clause(
    "Appendix", "Starting Strength and Half-strength", "an attached unit counts all its models"
)


@dataclass(frozen=True)
class Part:
    """One component unit of an attached unit, with its own models and characteristics.

    ``unit.models`` may be 0: that part's models are all gone, and with them its keywords, its
    Ld and its OC (19.04), while the rest of the attached unit fights on.
    """

    unit: Unit
    role: str  # "leader", "support" or "bodyguard"


def leaders_of(leads: Mapping[str, str | None]) -> dict[str, list[str]]:
    """19.01 from who leads whom (unit name -> the bodyguard it leads, or None): bodyguard ->
    the units leading it, in the order given. A leader must lead a unit that exists and that
    is not itself leading another (a bodyguard unit is not a leader unit)."""
    led: dict[str, list[str]] = {}
    for name, bodyguard in leads.items():
        if bodyguard is None:
            continue
        if bodyguard not in leads:
            raise RulesInputError(
                f'"{name}" is leading "{bodyguard}", which was never set up', word=bodyguard
            )
        if bodyguard == name:
            raise RulesInputError(f'"{name}" cannot lead itself', word=name)
        if leads[bodyguard] is not None:
            raise RulesInputError(
                f'"{bodyguard}" leads "{leads[bodyguard]}", so it cannot be led by "{name}": a '
                f"bodyguard unit is not a leader unit [{ATTACHED_UNIT}]",
                word=bodyguard,
            )
        led.setdefault(bodyguard, []).append(name)
    return led


# 19.01 (one unit for every rule): facts a Given may state of either part of an attached unit,
# which are then the whole unit's (a property draw of another part must agree with them).
ONE_UNIT_FACTS = ("on_battlefield", "battle_shocked", "engaged", "in_reserves", "embarked_in")


def check_listed(leader: str, bodyguard: str, sheets: tuple[str, str], listed: bool) -> None:
    """19.01: a leader leads only a bodyguard unit its datasheet lists; ``sheets`` are the two
    datasheets' names and ``listed`` whether the leader's lists the bodyguard's."""
    if not listed:
        raise RulesInputError(
            f'"{leader}" ({sheets[0]}) cannot lead "{bodyguard}" ({sheets[1]}): its datasheet '
            f"does not list that unit among those it can lead [{LISTED_BODYGUARDS}]",
            word=bodyguard,
        )


def control_contributions(unit: Unit) -> tuple[tuple[str, int], ...]:
    """What each part adds to a level of control (14.02): its OC times its models left, a
    battle-shocked unit's OC being '-' (01.07) and '-' adding nothing; a unit that is not
    attached is its own one part."""
    if unit.battle_shocked:
        return tuple((p.name, 0) for p in unit.part_facts) or ((unit.name, 0),)
    if not unit.part_facts:
        return ((unit.name, (unit.oc or 0) * unit.models),)
    return tuple(
        (p.name, max((oc or 0 for oc in p.ocs), default=0) * p.models) for p in unit.part_facts
    )


def check_leaders(bodyguard: str, leaders: Sequence[Part]) -> None:
    """19.01: a bodyguard unit has at most one leader unit and one support unit attached."""
    for role in ("leader", "support"):
        named = [p.unit.name for p in leaders if p.role == role]
        if len(named) > 1:
            raise RulesInputError(
                f'"{bodyguard}" cannot be led by both "{named[0]}" and "{named[1]}": a bodyguard '
                f"unit has only one {role} unit attached to it [{ONE_LEADER_EACH}]",
                word=named[1],
            )


def part_problems(part: Part) -> list[tuple[str, str]]:
    """What makes a part impossible: (field, problem) pairs. A part may have 0 models left."""
    unit = part.unit
    if not 0 <= unit.models <= unit.starting_strength:
        return [
            (
                "models",
                f'"{unit.name}" cannot have {unit.models} models left: it started the battle with '
                f"{unit.starting_strength}",
            )
        ]
    return []


def attach(bodyguard: Part, leaders: Sequence[Part]) -> Unit:
    """The attached unit that ``leaders`` form with ``bodyguard``: one unit, named as the
    bodyguard, holding every part's models."""
    check_leaders(bodyguard.unit.name, leaders)
    parts = (*leaders, bodyguard)
    players = {p.unit.player for p in parts}
    if len(players) > 1:
        raise RulesInputError(
            f'"{leaders[0].unit.name}" cannot lead "{bodyguard.unit.name}": a leader leads a '
            f"friendly unit [{ATTACHED_UNIT}]",
            word=leaders[0].unit.name,
        )
    alive = [p.unit for p in parts if p.unit.models > 0] or [bodyguard.unit]
    lds = tuple(sorted({ld for u in alive for ld in u.leadership}))
    ocs = tuple(oc for u in alive for oc in (u.ocs or (u.oc,)))
    present = [oc for oc in ocs if oc is not None]
    units = [p.unit for p in parts]
    sheets = [u.datasheet for u in units if u.datasheet]
    return reading.copy(
        bodyguard.unit,
        keywords=frozenset().union(*(u.keywords for u in alive)),
        oc=max(present) if present else None,
        ocs=ocs,
        ld=min(lds),
        lds=lds,
        # Its models at the start of the first battle round: every part's (Rules Appendix).
        starting_strength=sum(u.starting_strength for u in units),
        models=sum(u.models for u in units),
        battle_shocked=any(u.battle_shocked for u in units),
        engaged=any(u.engaged for u in units),
        on_battlefield=all(u.on_battlefield for u in units),
        destroyed=all(u.destroyed for u in units),
        within=frozenset().union(*(u.within for u in units)),
        moves=tuple(dict.fromkeys(m for u in units for m in u.moves)),
        actions_started=tuple(dict.fromkeys(a for u in units for a in u.actions_started)),
        shot_in=tuple(dict.fromkeys(s for u in units for s in u.shot_in)),
        fights_first=any(u.fights_first for u in units),
        selected_to_fight=tuple(dict.fromkeys(k for u in units for k in u.selected_to_fight)),
        overrun_selected=tuple(dict.fromkeys(k for u in units for k in u.overrun_selected)),
        engaged_at_fight_step=tuple(
            dict.fromkeys(e for u in units for e in u.engaged_at_fight_step)
        ),
        battle_shock_modifier=sum(u.battle_shock_modifier for u in units),
        **_one_unit_facts(units),
        datasheet=" + ".join(sheets) if sheets else None,
        parts=tuple(u.name for u in units),
        parts_gone=tuple(u.name for u in units if u.models == 0),
        part_facts=tuple(
            PartFacts(
                u.name, u.ocs or (u.oc,), u.leadership, u.w, u.models, u.datasheet, u.keywords
            )
            for u in units
        ),
    )


def _one_unit_facts(units: Sequence[Unit]) -> dict[str, object]:
    """19.01: one unit for every rule, so what is stated of either part is the whole unit's: its
    moves of the phase, charges and disembarks, where it is embarked and since when, the turn it
    was set up, the phase and turn it remained stationary (09.04), strategic reserves and the
    facts of 20.02-20.04, and the disembark modes a rule grants it (18.06, 18.07), the Deep
    Strike ability (24.09: stated of either name, every model has it), and the distances taken
    as stated. Two parts stated embarked within different TRANSPORTs are an impossible state."""
    embarked = list(dict.fromkeys(u.embarked_in for u in units if u.embarked_in is not None))
    if len(embarked) > 1:
        raise RulesInputError(
            f'impossible state for the attached unit "{units[-1].name}": its parts are embarked '
            f'within "{embarked[0]}" and "{embarked[1]}", and one unit is embarked within one '
            f"TRANSPORT [{ATTACHED_UNIT}]",
            word=embarked[1],
        )
    return {
        "phase_moves": tuple(dict.fromkeys(m for u in units for m in u.phase_moves)),
        "charges_declared": tuple(dict.fromkeys(c for u in units for c in u.charges_declared)),
        "disembarks": tuple(dict.fromkeys(d for u in units for d in u.disembarks)),
        "embarked_in": embarked[0] if embarked else None,
        "embarked_in_phase": next(
            (u.embarked_in_phase for u in units if u.embarked_in_phase is not None), None
        ),
        "set_up_turn": next((u.set_up_turn for u in units if u.set_up_turn is not None), None),
        "stationary_phase": next(
            (u.stationary_phase for u in units if u.stationary_phase is not None), None
        ),
        "stationary_turn": next(
            (u.stationary_turn for u in units if u.stationary_turn is not None), None
        ),
        "in_reserves": any(u.in_reserves for u in units),
        "repositioned": any(u.repositioned for u in units),
        "ingress_earlier": any(u.ingress_earlier for u in units),
        "arrives_first_round": any(u.arrives_first_round for u in units),
        "deep_strike": any(u.deep_strike for u in units),
        # Taken as stated (no positions): stated far from every enemy of either name, the unit is.
        "near_enemy": all(u.near_enemy for u in units),
        "engaged_only_aircraft": any(u.engaged for u in units)
        and all(u.engaged_only_aircraft for u in units if u.engaged),
        "disembark_grants": frozenset().union(*(u.disembark_grants for u in units)),
    }


# The fields :func:`lose_part_models` changes, for a caller to set on the stored unit.
PART_LOSS_FIELDS = ("part_facts", "models", "parts_gone", "keywords", "lds", "ld", "ocs", "oc")


def lose_part_models(unit: Unit, part: str, n: int) -> Unit:
    """``n`` models of the part ``part`` of the attached unit are destroyed (contract §20.2):
    that part's models left fall; a part with none left takes its keywords, Ld and OC with it
    (19.04), so the unit keeps only the other parts' (a keyword a Given added to the whole unit
    stays). Destroying the last model of every part is the unit's destruction, the caller's."""
    facts = list(unit.part_facts)
    at = next((i for i, f in enumerate(facts) if f.name == part), None)
    if at is None or n > facts[at].models:
        left = facts[at].models if at is not None else 0
        raise RulesInputError(
            f'"{part}" has {left} models left: {n} of them cannot be destroyed', word=str(n)
        )
    facts[at] = replace(facts[at], models=facts[at].models - n)
    alive = [f for f in facts if f.models > 0]
    kept = frozenset().union(*(f.keywords for f in alive))
    gone = frozenset().union(*(f.keywords for f in facts if f.models == 0)) - kept
    lds = tuple(sorted({ld for f in alive for ld in f.lds})) or unit.lds
    ocs = tuple(oc for f in alive for oc in f.ocs) or unit.ocs
    present = [oc for oc in ocs if oc is not None]
    return reading.copy(
        unit,
        part_facts=tuple(facts),
        models=unit.models - n,
        parts_gone=tuple(f.name for f in facts if f.models == 0),
        keywords=unit.keywords - gone,
        lds=lds,
        ld=min(lds) if lds else unit.ld,
        ocs=ocs,
        oc=max(present) if present else None,
    )
