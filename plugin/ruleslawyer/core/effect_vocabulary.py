"""The kinds of contract 18.2, each declared once with ``effect_kinds.register``: lifting and
adding bars, characteristics, rolls, automatic success, counting as, Fights First and securing
objectives, and what each change does to the unit a question reads. (The CP-cost, 15.01-limit and
CP-gain kinds are in ``cost_kinds``.)"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import replace
from typing import Any

from . import reading
from .clock import Moment
from .counted_states import MORE_STATES, STATES, TURN_STATES, move_kind
from .effect_kinds import Applied, EffectKind, Resolving, Stated, register
from .effects import (
    RULE_FORBIDS,
    RULE_LIFTS,
    RULE_MODIFIES,
    Condition,
    Does,
    Effect,
    register_change,
)
from .errors import RulesInputError, closest
from .fight_move_reasons import END_REASONS
from .predicates import Question, never_bars, normal_words, question_of, reason_named
from .references import clause
from .units import MoveKind, PartFacts, Unit, area_key

# -- the kinds of 18.2 (the CP-cost, 15.01-limit and CP-gain kinds are declared with the
# stratagems' effects) -----------------------------------------------------------------------

# The rolls the core makes of its own (the battle-shock step, 01.07's rolls, and the charge,
# advance and Desperate Escape hazard rolls of core/unit_rolls.py and events.py).
MODELLED_ROLLS = ("battle-shock", "leadership", "charge", "advance", "hazard")

LIFT_CLAUSE = RULE_LIFTS
ADD_CLAUSE = RULE_FORBIDS
CHAR_CLAUSE = clause("02.02", "Characteristics", "a rule modifies a characteristic")
ROLL_CLAUSE = clause("01.05", "Dice", "a rule modifies a roll")
AUTO_CLAUSE = clause("01.05", "Dice", "a roll succeeds automatically")
ESCAPE_CLAUSE = clause("09.07", "Fall-back Move", "Desperate Escape tests passed automatically")
COUNTS_CLAUSE = RULE_MODIFIES
FIGHTS_FIRST_CLAUSE = clause("24.13", "Fights First", "a rule gives Fights First")


def _lift(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    question, move = question_of(str(stated.values["do"]))
    reason = str(stated.values["reason"])
    forbids = re.fullmatch(r'"([^"]+)" forbids it', reason)
    # A lift of a rule's bar names that rule (18.3 item 2).
    text = reason if forbids else _reason_of(reason, question)
    if move:
        _of_that_move_type(text, MoveKind(move), reason)
    lift = applied.effect(
        stated.kind, stated.words, Does.LIFT, question=question, reason=text, move=move
    )
    if question is not Question.START_ACTION or text != "it is battle-shocked":
        return (lift,)
    # 18.3 item 1: it also lifts "its OC is 0 or -" where 01.07 alone makes the OC '-'. The
    # unit is read with its OC as the rules in force modify it (effects._as_counted), so a
    # unit whose OC a rule sets to 0 stays refused.
    held = applied.condition

    def oc_only_by_shock(unit: Unit, now: Moment) -> bool:
        own = any(v for v in (unit.ocs or (unit.oc,)) if v)
        return own and (held is None or held.holds(unit, now))

    also = replace(applied, condition=Condition("its OC is '-' by 01.07 alone", oc_only_by_shock))
    oc = also.effect(stated.kind, stated.words, Does.LIFT, question=question, reason=_OC_WORDS)
    return (lift, oc)


_OC_WORDS = "its OC is 0 or -"


def _reason_of(reason: str, question: Question) -> str:
    never_bars(reason, question)
    key = normal_words(reason)
    if question is Question.MOVE:
        # §9 as round 4 changes it: 19.6's end-position reasons are move reasons too
        ends = {r.text.lower(): r.text for r in END_REASONS}
        if key.lower() in ends:
            return ends[key.lower()]
    return reason_named(reason, question, f"to lift from what {question.value} needs").text


def _of_that_move_type(text: str, kind: MoveKind, said: str) -> None:
    """18.2 ("the §9 and §14 reasons of that move type"), 18.8: a reason only other move types
    give never bars this one."""
    from .moves import only_other_moves_give

    others, mine = only_other_moves_give(text, kind)
    if others:
        named = " and ".join(f"{o.value}" for o in others)
        raise RulesInputError(
            f'"{text}" never bars a {kind.value} move: it is a reason of {named} moves only; '
            f"the reasons of a {kind.value} move are: " + "; ".join(mine),
            word=said,
            suggestion=closest(text, mine, cutoff=0.3),
        )


def _add(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    question, move = question_of(str(stated.values["do"]))
    return (applied.effect(stated.kind, stated.words, Does.ADD, question=question, move=move),)


def _char_change(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    char = str(stated.values.get("char", "Ld"))
    template = stated.template
    if "{value}" in template:
        value = str(stated.values["value"])
        _check_set(char, value, stated.words)
        op: tuple[str, object] = ("set", value)
    else:
        n = int(str(stated.values["n"]))
        if char == "Ld" and template.startswith(("adds", "subtracts")):
            verb = "improves" if template.startswith("adds") else "worsens"
            raise RulesInputError(
                f"Ld is improved or worsened, not added to (02.02): {stated.words!r}",
                word=stated.words,
                suggestion=f"{verb} its Ld by {n}",
            )
        sign = -1 if template.startswith(("subtracts", "worsens")) else 1
        if char == "Ld":
            sign = -sign  # improving Ld 7+ by 1 gives 6+
        op = ("add", sign * n)
    return (applied.effect(stated.kind, stated.words, Does.CHANGE, fact=char, value=op),)


def _check_set(char: str, value: str, words_: str) -> None:
    ok = (
        (char == "OC" and (value == "-" or value.isdigit()))
        or (char == "Ld" and value.endswith("+") and value[:-1].isdigit())
        or (char == "W" and value.isdigit() and int(value) >= 1)
    )
    if not ok:
        forms = {"OC": "a whole number or -", "Ld": "<n>+", "W": "a whole number, 1 or more"}
        raise RulesInputError(
            f"{value!r} is not a value of {char}: {char} is set to {forms[char]} (02.02)",
            word=value,
        )


def _roll_change(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    roll = str(stated.values["roll"])
    n = int(str(stated.values["n"]))
    sign = -1 if stated.template.startswith("subtracts") else 1
    return (
        applied.effect(stated.kind, stated.words, Does.CHANGE, fact=f"roll:{roll}", value=sign * n),
    )


def _auto(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    roll = str(stated.values.get("roll", "desperate-escape"))
    return (
        applied.effect(stated.kind, stated.words, Does.CHANGE, fact=f"auto:{roll}", value=True),
    )


def _reroll(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    roll = str(stated.values["roll"])
    return (
        applied.effect(stated.kind, stated.words, Does.CHANGE, fact=f"reroll:{roll}", value=True),
    )


def _counts_keyword(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    has = " not " not in f" {stated.template} "
    keyword = str(stated.values["K"])
    return (
        applied.effect(
            stated.kind, stated.words, Does.CHANGE, fact="keyword", value=(keyword, has)
        ),
    )


def _counts_state(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    state = normal_words(str(stated.values["state"]))
    negated = state.lower().startswith("not ")
    state = state[4:] if negated else state
    moved = re.fullmatch(r"having made an? ([\w -]+?) move this turn", state, re.IGNORECASE)
    if moved:
        move = (move_kind(moved.group(1)), not negated)
        return (applied.effect(stated.kind, stated.words, Does.CHANGE, fact="moves", value=move),)
    within = re.fullmatch(r"within (.+)", state, re.IGNORECASE)
    if within:
        area = (area_key(within.group(1)), not negated)
        return (applied.effect(stated.kind, stated.words, Does.CHANGE, fact="within", value=area),)
    if state.lower() in TURN_STATES:
        fact = TURN_STATES[state.lower()]
        return (
            applied.effect(stated.kind, stated.words, Does.CHANGE, fact=fact, value=not negated),
        )
    state = state.lower()
    if state not in STATES:
        raise RulesInputError(
            f"{state!r} is not a state a unit may count as; the states modelled are: "
            + ", ".join([*STATES, *MORE_STATES]),
            word=state,
            suggestion=closest(state, [*STATES, *MORE_STATES]),
        )
    fact, set_to = STATES[state]
    set_to = (not set_to) if negated and isinstance(set_to, bool) else set_to
    return (applied.effect(stated.kind, stated.words, Does.MODIFY, fact=fact, value=set_to),)


def _fights_first(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    return (
        applied.effect(stated.kind, stated.words, Does.MODIFY, fact="fights_first", value=True),
    )


LIFT = register(
    EffectKind(
        "lift a bar",
        ("lets it {do} even though {reason}",),
        LIFT_CLAUSE,
        _lift,
        doc="lifts the refusal of that reason, for the units of its TARGET (18.3 item 1)",
    )
)
ADD = register(
    EffectKind(
        "add a bar",
        ("forbids it to {do}",),
        ADD_CLAUSE,
        _add,
        doc='adds the reason `"<rule>" forbids it` (18.3 item 2)',
    )
)
CHARACTERISTIC = register(
    EffectKind(
        "characteristic",
        (
            "adds {n} to its {char}",
            "subtracts {n} from its {char}",
            "sets its {char} to {value}",
            "improves its Ld by {n}",
            "worsens its Ld by {n}",
        ),
        CHAR_CLAUSE,
        _char_change,
        doc="sets first, then additions and subtractions; '-' and 0 take no other (18.3 item 3)",
    )
)
ROLL = register(
    EffectKind(
        "roll",
        ("adds {n} to its {roll} rolls", "subtracts {n} from its {roll} rolls"),
        ROLL_CLAUSE,
        _roll_change,
        doc="cumulative, after a re-roll; battle-shock, leadership, charge, advance and hazard "
        "rolls (a Desperate Escape's) are modelled",
        traced_if=lambda stated: (
            ""
            if stated.values["roll"] in MODELLED_ROLLS
            else f"the core makes no {stated.values['roll']} roll of its own yet"
        ),
    )
)
AUTOMATIC = register(
    EffectKind(
        "automatic success",
        ("makes its {roll} rolls succeed automatically",),
        AUTO_CLAUSE,
        _auto,
        doc="the roll is not made and counts as passed (18.3 item 4)",
        traced_if=lambda stated: (
            ""
            if stated.values["roll"] in MODELLED_ROLLS
            else f"the core makes no {stated.values['roll']} roll of its own yet"
        ),
    )
)
DESPERATE_ESCAPE = register(
    EffectKind(
        "Desperate Escape",
        ("makes it pass Desperate Escape tests automatically",),
        ESCAPE_CLAUSE,
        _auto,
        doc="the hazard rolls of its Desperate Escape moves succeed automatically (app FAQ "
        "data 912); 09.07's battle-shock roll still comes",
    )
)
REROLL = register(
    EffectKind(
        "re-roll",
        ("lets you re-roll its {roll} rolls",),
        ROLL_CLAUSE,
        _reroll,
        traced_if=lambda stated: (
            ""
            if stated.values["roll"] in ("charge", "advance", "battle-shock", "leadership")
            else "re-rolls a rule grants are recorded, not yet resolved, for "
            f"{stated.values['roll']} rolls"
        ),
        doc="charge, advance and battle-shock rolls (leadership rolls: battle-shock rolls, "
        "01.07): re-rolled before modifiers, once, taking the next given result (18.3 item 4); "
        "hazard rolls recorded (traced only)",
    )
)
COUNTS_AS = register(
    EffectKind(
        "counts as",
        (
            "makes it count as having the keyword {K}",
            "makes it count as not having the keyword {K}",
            "makes it count as {state}",
        ),
        COUNTS_CLAUSE,
        lambda stated, applied: (
            _counts_keyword(stated, applied)
            if "{K}" in stated.template
            else _counts_state(stated, applied)
        ),
        doc="changes the fact for every clause that reads it (18.3 item 6)",
    )
)
FIGHTS_FIRST = register(
    EffectKind(
        "core ability",
        ("gives it Fights First",),
        FIGHTS_FIRST_CLAUSE,
        _fights_first,
        doc="every model of its TARGET has Fights First (24.13; 18.3 item 7)",
    )
)


SECURE_CLAUSE = clause("14.03", "Secured Objectives", "a rule secures an objective")


def _secure_one(stated: Stated, applied: Applied, game: Resolving) -> None:
    if applied.owner is not None:
        game.secure(applied.owner, str(stated.values["objective"]))


def _secure_controlled(stated: Stated, applied: Applied, game: Resolving) -> None:
    if applied.unit is not None and applied.owner is not None:
        game.secure_controlled(applied.unit, applied.owner)


def _once(stated: Stated, applied: Applied) -> tuple[Effect, ...]:
    return ()


SECURES = register(
    EffectKind(
        "secure an objective",
        ("secures each objective it is controlling", "secures {objective} for you"),
        SECURE_CLAUSE,
        _once,
        once=True,
        resolve=lambda stated, applied, game: (
            _secure_controlled(stated, applied, game)
            if "{objective}" not in stated.template
            else _secure_one(stated, applied, game)
        ),
        doc="at its WHEN, after that step's control determination (14.03; 18.3 item 14; app "
        "FAQ data 912)",
    )
)


# -- what a CHANGE does to the unit a question reads ------------------------------------------


def _oc_of(value: int | None, changes: Sequence[Effect]) -> int | None:
    if value is None:
        return None  # '-' is never modified (02.02)
    sets = [e.value[1] for e in changes if isinstance(e.value, tuple) and e.value[0] == "set"]
    if "-" in sets:
        return None
    if "0" in sets:
        return 0
    if sets:
        value = int(str(sets[-1]))
    value += sum(
        int(str(e.value[1])) for e in changes if isinstance(e.value, tuple) and e.value[0] == "add"
    )
    return max(0, value)


def _ld_of(value: int, changes: Sequence[Effect]) -> int:
    sets = [e.value[1] for e in changes if isinstance(e.value, tuple) and e.value[0] == "set"]
    if sets:
        value = int(str(sets[-1]).rstrip("+"))
    return value + sum(
        int(str(e.value[1])) for e in changes if isinstance(e.value, tuple) and e.value[0] == "add"
    )


def _w_of(value: int, changes: Sequence[Effect]) -> int:
    """W as modified (02.02; contract 18.3 item 3): the later set, then every addition and
    subtraction added up, and never below 1 (interpretation 119)."""
    sets = [e.value[1] for e in changes if isinstance(e.value, tuple) and e.value[0] == "set"]
    if sets:
        value = int(str(sets[-1]))
    value += sum(
        int(str(e.value[1])) for e in changes if isinstance(e.value, tuple) and e.value[0] == "add"
    )
    return max(1, value)


def _of_part(changes: Sequence[Effect], part: str) -> list[Effect]:
    """The changes that reach one part of an attached unit: the whole unit's, and those of a
    rule whose TARGET is `this model` of that part (19.04; 18.1)."""
    return [e for e in changes if not e.part or e.part == part]


def _whole(changes: Sequence[Effect]) -> list[Effect]:
    return [e for e in changes if not e.part]


def _alive(facts: Sequence[PartFacts]) -> list[PartFacts]:
    return [f for f in facts if f.models > 0] or list(facts)


def _apply_per_model(
    unit: Unit,
    changes: Sequence[Effect],
    names: tuple[str, str],
    of: Callable[[Any, Sequence[Effect]], Any],
    combined: Callable[[list[Any]], tuple[Any, tuple[Any, ...]]],
) -> Unit:
    """``changes`` to a characteristic kept per model profile (``names``: the unit's field and
    the per-profile field, OC and OCs, Ld and Lds), each value changed by ``of``. 19.04: in an
    attached unit a part's own change (TARGET `this model`) counts for that part's models only,
    and the unit's values are then its parts' with models left, ``combined`` as
    core/attached.py makes them."""
    one, many = names

    def changed(part: PartFacts) -> PartFacts:
        values: dict[str, Any] = {
            many: tuple(of(v, _of_part(changes, part.name)) for v in getattr(part, many))
        }
        return replace(part, **values)

    facts = tuple(changed(p) for p in unit.part_facts)
    if not any(e.part for e in changes) or not facts:
        whole = _whole(changes) if facts else list(changes)
        values = tuple(of(v, whole) for v in getattr(unit, many))
        return reading.copy(
            unit, **{one: of(getattr(unit, one), whole), many: values}, part_facts=facts
        )
    value, values = combined([v for f in _alive(facts) for v in getattr(f, many)])
    return reading.copy(unit, **{one: value, many: values}, part_facts=facts)


def _ocs_combined(values: list[int | None]) -> tuple[int | None, tuple[int | None, ...]]:
    present = [oc for oc in values if oc is not None]
    return (max(present) if present else None), tuple(values)


def _lds_combined(values: list[int]) -> tuple[int, tuple[int, ...]]:
    lds = tuple(sorted(set(values)))
    return min(lds), lds


def _apply_oc(unit: Unit, changes: Sequence[Effect]) -> Unit:
    return _apply_per_model(unit, changes, ("oc", "ocs"), _oc_of, _ocs_combined)


def _apply_ld(unit: Unit, changes: Sequence[Effect]) -> Unit:
    return _apply_per_model(unit, changes, ("ld", "lds"), _ld_of, _lds_combined)


def _apply_w(unit: Unit, changes: Sequence[Effect]) -> Unit:
    whole = _whole(changes) if unit.part_facts else list(changes)
    w = _w_of(unit.w, whole)
    return reading.copy(
        unit,
        w=w,
        wounds_left=min(unit.wounds_left, w),
        part_facts=tuple(
            replace(p, w=_w_of(p.w, _of_part(changes, p.name))) for p in unit.part_facts
        ),
    )


def _apply_battle_shock_rolls(unit: Unit, changes: Sequence[Effect]) -> Unit:
    extra = sum(int(str(e.value)) for e in changes)
    return reading.copy(unit, battle_shock_modifier=unit.battle_shock_modifier + extra)


def _apply_keywords(unit: Unit, changes: Sequence[Effect]) -> Unit:
    """18.3 item 6: the keywords the unit counts as having, of two opposite the later winning.
    19.03, 19.04: a change whose TARGET is `this model` changes that part's models only, and an
    attached unit has every keyword of its parts with models left, so a part that counts as not
    having a keyword another part has leaves the unit with it (interpretation 137)."""
    keywords = set(unit.keywords)
    parts = {p.name: set(p.keywords) for p in unit.part_facts}
    alive = {p.name for p in _alive(unit.part_facts)}
    for e in changes:
        keyword, has = e.value if isinstance(e.value, tuple) else ("", False)
        word = str(keyword)
        own = bool(e.part) and e.part in parts
        for name in [e.part] if own else list(parts):
            (parts[name].add if has else parts[name].discard)(word)
        if has:
            keywords.add(word)
        elif not own or not any(word in parts[name] for name in alive):
            keywords.discard(word)
    facts = tuple(replace(p, keywords=frozenset(parts[p.name])) for p in unit.part_facts)
    return reading.copy(unit, keywords=frozenset(keywords), part_facts=facts)


register_change("OC", _apply_oc)
register_change("Ld", _apply_ld)
register_change("W", _apply_w)
# A leadership roll modifier reaches every leadership roll, battle-shock rolls included (01.06).
register_change("roll:battle-shock", _apply_battle_shock_rolls)
register_change("roll:leadership", _apply_battle_shock_rolls)
register_change("keyword", _apply_keywords)
