"""The kinds of contract 18.2 beyond bars, characteristics, rolls and costs: the Deep Strike
ability, "fight next", the recorded effects (cover, melee weapon abilities) and the one-shot
effects (CP gained, battle-shock made or ended or rolled for, a move, a shot, a charge, an
ingress), each declared once with ``effect_kinds.register``. An ability, a player or mission
rule and a stratagem's EFFECT row (core/stratagem_effect_rows.py) all say them through this
one declaration.

A one-shot kind acts on the game when its rule resolves, through :class:`Resolver`: the one
place that says which of the game's own events each one is.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache
from typing import Any

from .effect_kinds import (
    Applied,
    EffectKind,
    Resolving,
    Stated,
    parse_effects,
    register,
    slot,
)
from .effects import Does, Effect
from .errors import RulesInputError
from .recorded_effects import Recorded
from .references import Reason, RuleRef, clause
from .units import Unit

DEEP_STRIKE_CLAUSE = clause("24.09", "Deep Strike", "a rule gives the Deep Strike ability")
FIGHT_NEXT_CLAUSE = clause("12.04", "Fight Step", "a rule makes a unit the next to select")
RECORDED_CLAUSE = clause("24.01", "Weapon Abilities", "a rule gives an effect on attacks")
CP_CLAUSE = clause("08.02", "Gain Core CP", "a rule gains CP")
SHOCK_CLAUSE = clause("01.07", "Battle-shock Rolls", "a rule battle-shocks or restores a unit")
MOVE_CLAUSE = clause("03.01", "Moving Units", "a rule lets a unit make a move")
SHOOT_CLAUSE = clause("10.01", "Shooting Phase", "a rule makes a unit shoot")
CHARGE_CLAUSE = clause("11.02", "Charge", "a rule makes a unit resolve a charge")
INGRESS_CLAUSE = clause("20.04", "Ingress Moves", "a rule makes a unit make an ingress move")

FIGHT_NEXT_KEY = "fight next"
RECORDED_KEY = "recorded"

slot("ability", r"\[[A-Za-z][A-Za-z -]*\]", lambda s: s.upper(), "[<ABILITY>]")
slot("move", r"[a-z][\w-]*", str, "<move>")


class Resolver:
    """The game as a one-shot effect acts on it (``effect_kinds.Resolving``): each method is
    one of the game's own events, so a one-shot effect weighs and notes what the event does."""

    def __init__(self, game: Any) -> None:
        self.game = game

    def secure(self, player: str, objective: str) -> None:
        self.game.missions.secure(player, objective)

    def secure_controlled(self, unit_name: str, player: str) -> list[str]:
        return list(self.game.missions.secure_controlled(unit_name, player))

    def note(self, text: str, kind: EffectKind) -> None:
        self.game.note(Reason(text, kind.clause))

    def gain_cp(self, player: str, n: int, source: str) -> None:
        self.game.stratagem_part.gain_rule_cp(player, n, source)

    def battle_shock(self, unit_name: str) -> None:
        self.game.moves.become_battle_shocked(unit_name)

    def end_battle_shock(self, unit_name: str) -> None:
        self.game.set_unit(self.game.unit(unit_name), battle_shocked=False)

    def battle_shock_roll(self, unit_name: str, source: str) -> None:
        self.game.moves.battle_shock_roll(
            unit_name, Reason(f'"{source}" makes it take a battle-shock roll', SHOCK_CLAUSE)
        )

    def shoot(self, unit_name: str) -> None:
        self.game.moves.shoot(unit_name, out_of_phase=True)

    def declare_charge(self, unit_name: str) -> None:
        self.game.moves.declare_charge(unit_name)

    def resolve_charge(self, unit_name: str) -> None:
        self.game.resolve_charge(unit_name)

    def ingress(self, unit_name: str) -> None:
        self.game.moves.ingress(unit_name)


def _none(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    return ()


def _deep_strike(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    return (applied.effect(stated.kind, stated.words, Does.MODIFY, fact="deep_strike", value=True),)


def _fight_next(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    return (
        applied.effect(stated.kind, stated.words, Does.CHANGE, fact=FIGHT_NEXT_KEY, value=True),
    )


def _recorded(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    what = str(stated.values.get("ability", "the benefit of cover"))
    keyword = stated.values.get("K")
    payload = (what, None if keyword is None else str(keyword))
    return (
        applied.effect(stated.kind, stated.words, Does.CHANGE, fact=RECORDED_KEY, value=payload),
    )


DEEP_STRIKE = register(
    EffectKind(
        "Deep Strike",
        ("gives it the Deep Strike ability",),
        DEEP_STRIKE_CLAUSE,
        _deep_strike,
        doc="the unit has the Deep Strike ability while the rule is in force: it may be set up "
        "more than the arrival distance from every enemy unit, in the opponent's deployment "
        "zone too (24.09)",
    )
)
FIGHT_NEXT = register(
    EffectKind(
        "fight next",
        ("makes it the next unit you must select to fight",),
        FIGHT_NEXT_CLAUSE,
        _fight_next,
        doc="its player's next selection in the Fight step must be it while it is eligible "
        "(12.04, 15.12), as Counteroffensive makes it",
    )
)
RECORDED = register(
    EffectKind(
        "recorded",
        (
            "gives it the benefit of cover",
            "gives its melee weapons {ability}",
            "gives the melee weapons of one {K} model in it {ability}",
        ),
        RECORDED_CLAUSE,
        _recorded,
        doc="the core resolves no attacks: recorded for its duration and answered by `has the "
        "benefit of cover` and `'s melee weapons have [<ABILITY>]` (13.08, 24.01)",
    )
)


def _once(
    name: str,
    templates: tuple[str, ...],
    rule: RuleRef,
    act: Callable[[Stated, Applied, Resolving], None],
    doc: str,
    traced: str = "",
) -> EffectKind:
    return register(
        EffectKind(name, templates, rule, _none, once=True, resolve=act, doc=doc, traced=traced)
    )


def _unit(applied: Applied) -> str:
    return applied.unit or ""


GAIN_CP = _once(
    "gain CP",
    ("you gain {n} CP",),
    CP_CLAUSE,
    lambda stated, applied, game: game.gain_cp(
        applied.owner or "", int(str(stated.values["n"])), applied.rule
    ),
    "CP that are not Core CP: at most 1 a battle round in event play (08.02; Event Companion)",
)
BATTLE_SHOCKS = _once(
    "battle-shock",
    ("makes it battle-shocked",),
    SHOCK_CLAUSE,
    lambda stated, applied, game: game.battle_shock(_unit(applied)),
    "the unit is battle-shocked from then, as by a failed roll (01.07)",
)
ENDS_SHOCK = _once(
    "end battle-shock",
    ("ends its battle-shock",),
    SHOCK_CLAUSE,
    lambda stated, applied, game: game.end_battle_shock(_unit(applied)),
    "the unit is no longer battle-shocked (01.07)",
)
SHOCK_ROLL = _once(
    "battle-shock roll",
    ("makes it take a battle-shock roll",),
    SHOCK_CLAUSE,
    lambda stated, applied, game: game.battle_shock_roll(_unit(applied), applied.rule),
    "a battle-shock roll now, outside the Battle-shock step: a fail battle-shocks it, a pass "
    "ends nothing (01.07)",
)
LETS_MOVE = _once(
    "a move",
    ("lets it make a {move} move", "lets it make an {move} move"),
    MOVE_CLAUSE,
    lambda stated, applied, game: game.note(
        f"{_unit(applied)} may make a {stated.values['move']} move ({applied.rule})", stated.kind
    ),
    "noted when the rule resolves; the move itself is the When step that makes it "
    '(`When "<unit>" makes a surge move`), weighed as that step says',
    traced="the permission is noted; the move is stated by its own When step",
)
SNAP_SHOOTS = _once(
    "shoot",
    ("makes it shoot using snap shooting",),
    SHOOT_CLAUSE,
    lambda stated, applied, game: game.shoot(_unit(applied)),
    "the unit shoots out of its phase, using snap shooting (10.01, 10.07)",
)
RESOLVES_CHARGE = _once(
    "charge",
    ("makes it resolve a charge",),
    CHARGE_CLAUSE,
    lambda stated, applied, game: game.resolve_charge(_unit(applied)),
    "the unit resolves a charge now, in full: declared (11.02), its eligibility weighed, and "
    "its charge move made (11.04; app FAQ data 912)",
)
INGRESS = _once(
    "ingress",
    ("makes it make an ingress move",),
    INGRESS_CLAUSE,
    lambda stated, applied, game: game.ingress(_unit(applied)),
    "the unit makes an ingress move now (20.04), its eligibility weighed",
)


def declared_fight_next(game: Any) -> list[str]:
    """The units a declared rule in force makes the next to select to fight (kind "fight
    next"), oldest effect first; ``game`` answers ``units`` and ``ruled``."""
    found = sorted(
        (e.moment, e.unit)
        for u in game.units.values()
        if not u.destroyed
        for e in game.ruled(None, u).changes(FIGHT_NEXT_KEY)
    )
    return [name for _, name in found]


def declared_recorded(game: Any, unit: Unit) -> tuple[Recorded, ...]:
    """The cover and melee weapon abilities declared rules in force record on ``unit`` (kind
    "recorded"); the one model of the keyword form is its leader part's, as a stratagem's."""
    return tuple(
        Recorded(e.moment, e.source, unit.name, part, what, e.until, e.owner)
        for e in game.ruled(None, unit).changes(RECORDED_KEY)
        if isinstance(e.value, tuple)
        for what, keyword in (e.value,)
        for part in ((unit.parts[0] if keyword is not None and unit.parts else unit.name),)
    )


@lru_cache(maxsize=256)
def action_once_effects(row: str) -> tuple[Stated, ...]:
    """An Action's EFFECT row as one-shot effect sentences (18.4: resolved when it completes),
    if the whole row is such sentences; otherwise none (the row keeps the meaning §15 gives
    it: counted, scored, tagged, never an error)."""
    if not row.strip():
        return ()
    try:
        until, stated = parse_effects(row)
    except RulesInputError:
        return ()
    if until is not None or not all(s.kind.once for s in stated):
        return ()
    return stated


__all__ = [
    "FIGHT_NEXT_KEY",
    "RECORDED_KEY",
    "Resolver",
    "action_once_effects",
    "declared_fight_next",
    "declared_recorded",
]
