"""The CP-cost and 15.01-limit kinds of contract 18.2, registered in the effect vocabulary
(core/effect_kinds.py), so that an ability, a player rule or a mission rule may say them too (a
stratagem's EFFECT row says them through core/stratagem_effect_rows.py). A sentence is recorded
as a CHANGE effect (keys ``cp cost`` and ``15.01 limit``); the Stratagems part reads the ones in
force where it decides a use (core/stratagem_use.py) as :class:`CostChange` and
:class:`LimitLift`, the same records a stratagem's own effect puts in force."""

from __future__ import annotations

from typing import cast

from .effect_kinds import Applied, EffectKind, Stated, register, slot
from .effects import Does, Effect, Until
from .stratagem_costs import (
    COST_RULE,
    LIMIT_LIFTED,
    CostChange,
    CostKind,
    Form,
    Limit,
    LimitLift,
    Stratagems,
    parse_stratagems,
)

COST_KEY = "cp cost"
LIMIT_KEY = "15.01 limit"

slot(
    "stratagems",
    r'the "[^"]+" stratagem|your stratagems|your opponent\'s stratagems|that stratagem|'
    r"the next stratagem you use",
    parse_stratagems,
    "<stratagems>",
)


def _cost(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    verb = stated.template.split(" ", 1)[0].lower()
    which = stated.values.get("stratagems")
    if which is None:  # the forms that say "it": a unit effect, on each unit of TARGET
        named = stated.values.get("rule")
        which = (
            Stratagems(Form.NAMED_ON_IT, str(named))
            if named is not None
            else Stratagems(Form.TARGET_IT)
        )
    payload = (CostKind(verb), int(str(stated.values["n"])), which)
    return (applied.effect(stated.kind, stated.words, Does.CHANGE, fact=COST_KEY, value=payload),)


def _templates(verb: str, by: str) -> tuple[str, ...]:
    # The forms that say "it" first: a sentence about "it" acts on each unit of TARGET (18.1).
    return (
        f"{verb} the CP cost of stratagems that target it {by} {{n}}",
        f"{verb} the CP cost of the {{rule}} stratagem when it targets it {by} {{n}}",
        f"{verb} the CP cost of {{stratagems}} {by} {{n}}",
    )


_LIMITS = {
    "lets you use {stratagems} even though it was already used this phase": Limit.USED,
    "lets you use {stratagems} even though its restrictions forbid it": Limit.RESTRICTED,
    "lets you target it with a stratagem even though the unit was already targeted by a "
    "stratagem this phase": Limit.TARGETED,
    "lets you target it with your stratagems even though the unit is battle-shocked": (
        Limit.SHOCKED
    ),
}


def _limit(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    which = stated.values.get("stratagems")
    payload = (_LIMITS[stated.template], which)
    return (applied.effect(stated.kind, stated.words, Does.CHANGE, fact=LIMIT_KEY, value=payload),)


CP_COST = register(
    EffectKind(
        "CP cost",
        (*_templates("reduces", "by"), *_templates("increases", "by"), *_templates("sets", "to")),
        COST_RULE,
        _cost,
        doc="the cost of the owner's uses it covers (15.01; app 15.01.01; 18.3 item 8): sets, "
        "then increases and reductions; never below 0CP or more than 1CP above the original; a "
        "set to 0 that names no stratagem is 1CP less (URU v1.1)",
    )
)
LIMIT = register(
    EffectKind(
        "15.01 limit",
        tuple(_LIMITS),
        LIMIT_LIFTED,
        _limit,
        doc="lifts that 15.01 limit; the per-phase and restriction limits only for a stratagem "
        "it names (URU v1.1; 18.3 item 9)",
    )
)


def cost_changes(effects: tuple[Effect, ...]) -> list[CostChange]:
    """The CP cost changes that recorded rule effects say, as the Stratagems part reads them."""
    out = []
    for e in effects:
        if e.does is Does.CHANGE and e.fact == COST_KEY and e.owner is not None:
            payload = cast(tuple[CostKind, int, Stratagems], e.value)
            kind, n, which = payload
            out.append(
                CostChange(
                    e.moment,
                    e.source,
                    e.from_source or "a rule",
                    e.owner,
                    kind,
                    n,
                    which,
                    e.unit or None,
                    Until.ALWAYS if e.until is Until.FOR_THAT_USE else e.until,
                    # 18.2: that use only; `the next stratagem you use` is spent by that use
                    once=e.until is Until.FOR_THAT_USE or which.form is Form.NEXT,
                )
            )
    return out


def limit_lifts(effects: tuple[Effect, ...]) -> list[LimitLift]:
    """The 15.01 limit lifts that recorded rule effects say."""
    out = []
    for e in effects:
        if e.does is Does.CHANGE and e.fact == LIMIT_KEY and e.owner is not None:
            pair = cast(tuple[Limit, Stratagems | None], e.value)
            limit, which = pair
            out.append(
                LimitLift(
                    e.moment,
                    e.source,
                    e.from_source or "a rule",
                    e.owner,
                    limit,
                    which or Stratagems(Form.YOURS),
                    e.unit or None,
                    e.until,
                )
            )
    return out


__all__ = ["COST_KEY", "CP_COST", "LIMIT", "LIMIT_KEY", "Until", "cost_changes", "limit_lifts"]
