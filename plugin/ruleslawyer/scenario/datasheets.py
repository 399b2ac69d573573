"""A scenario's units from real datasheets: the values a datasheet gives a unit draft.

The datasheet states its values (marked as stated by the datasheet, not by a line), so that
defaults and the property drawer leave them alone, while any Given about the same value, before
or after, wins: a Given before it is kept, a Given after it overwrites it.
"""

from __future__ import annotations

from fractions import Fraction

from ruleslawyer import data
from ruleslawyer.core import RulesInputError
from ruleslawyer.core.bases import BaseSize, base_size
from ruleslawyer.core.unit_fields import FROM_DATASHEET
from ruleslawyer.scenario.positions import Positions
from ruleslawyer.scenario.state import UnitDraft

# What a datasheet states of a unit (the unit field table's rows it marks), besides its name
# and role; its keyword list is the whole list.
STATED = (*FROM_DATASHEET, "keywords_whole")


def source(sheet: data.Datasheet) -> str:
    """Where a value a datasheet gave was stated, as error messages show it."""
    return f'the datasheet "{sheet.name}"'


def sheet_base(sheet: data.Datasheet) -> tuple[BaseSize | None, str]:
    """The base a datasheet's data gives (contract §19.3: round and oval entries only), or None
    and why the data gives no usable base."""
    if sheet.base is not None:
        return base_size(sheet.base), ""
    kind = {"hull": "a hull", "flying-base": "a flying base", "unique": "a unique base"}.get(
        sheet.base_kind or "", "no base"
    )
    return None, f'the datasheet "{sheet.name}" gives {kind} in the data'


def datasheet_footprint(board: Positions, unit: str, sheet: data.Datasheet) -> None:
    """What a datasheet gives a unit for §19 (contract §11, changes of round 4): its base size,
    and its M where nothing stated one yet. Every way a datasheet unit comes in (the step, a
    roster's entry, a board's `datasheet:` key) calls this; a base or M stated later wins."""
    board.sheet_bases[unit] = sheet_base(sheet)
    if sheet.m and unit not in board.move_characteristic:
        board.move_characteristic[unit] = Fraction(sheet.m)


def apply_datasheet(draft: UnitDraft, sheet: data.Datasheet, models: int | None = None) -> None:
    """Give ``draft`` the datasheet's values, except what a Given already stated.

    ``models`` is the unit's size at the start of the battle (default: the datasheet's
    smallest unit size). The property drawer calls this for `any datasheet unit`.
    """
    if models is not None:
        sheet.check_size(models)
    where = source(sheet)
    values: dict[str, object] = {
        "keywords": (sheet.keywords | draft.keywords_required) - draft.keywords_forbidden,
        "oc": max((p.oc for p in sheet.profiles if p.oc is not None), default=None),
        "ld": min(sheet.lds),
        "w": sheet.profiles[0].w,
        "starting_strength": models if models is not None else sheet.min_models,
        "transport_capacity": sheet.transport_capacity,
    }
    draft.datasheet = sheet.name
    draft.role = sheet.role
    draft.stated["datasheet"] = where
    ours = [k for k in STATED if k not in draft.stated or draft.stated[k] == where]
    if draft.stated.get("keywords_whole", where) == where:
        # `has the keyword` pins add to and take from the datasheet's list, never replace it.
        ours.append("keywords")
    for key, value in values.items():
        if key in ours:
            setattr(draft, key, value)
            draft.stated[key] = where
    if "keywords_whole" in ours:
        draft.stated["keywords_whole"] = where
    draft.lds = sheet.lds
    draft.ocs = sheet.ocs
    draft.transport_excludes = sheet.transport_excludes


def datasheet_pool(draft: UnitDraft) -> tuple[int, ...]:
    """For `any datasheet unit`: the catalogue indices it may be drawn from, simple first.

    `with the keyword K1 or K2` allows either keyword; every keyword pin of the scenario
    (`has the keyword`, `does not have the keyword`) applies too.
    """
    wanted = draft.any_datasheet or ""
    options = [w.strip() for w in wanted.split(" or ") if w.strip()] or [""]
    pool: set[int] = set()
    for option in options:
        need = draft.keywords_required | ({option} if option else set())
        if len(options) > 1:
            need -= set(options) - {option}
        pool.update(data.datasheet_indices(need, draft.keywords_forbidden))
    return tuple(sorted(pool))


def listed_pool(
    pool: tuple[int, ...], leaders: list[str], bodyguard: str | None
) -> tuple[int, ...]:
    """19.01 (Forming Attached Units): of ``pool``, the datasheets that every leader datasheet
    of ``leaders`` lists among those it can lead, and that list ``bodyguard``'s datasheet (a
    leader drawn for it); what the `is leading` step checks of two stated datasheets. A leader
    whose data lists no bodyguards bars none, as the step's check does."""
    if not leaders and bodyguard is None:
        return pool
    cat = data.catalogue()
    allowed = [cat.may_be_led_by(cat.lookup(name)) for name in leaders]
    if bodyguard is not None:
        allowed.append(cat.may_lead(cat.lookup(bodyguard)))
    size, both = len(cat.sheets), frozenset.intersection(*allowed)
    return tuple(i for i in pool if i % size in both)


def board_datasheet(
    draft: UnitDraft, datasheet: str | None, models_at_start: int | None, where: int | str
) -> None:
    """A board unit's `datasheet:` and `models_at_start:` keys (docs/boards.md and
    docs/datasheets.md).

    Call it before the unit's other keys, so that they override the datasheet's values.
    ``where`` is the board's "file:line" of the keys. Without a datasheet, `models_at_start`
    is the unit's starting strength. Raises RulesInputError (an unknown name, with the closest
    names; a size the datasheet does not allow) for the loader to place at the key's line.
    """
    if datasheet is not None:
        sheet = data.lookup(datasheet)
        if draft.datasheet not in (None, sheet.name):  # as the step refuses it
            raise RulesInputError(
                f'"{draft.name}" was already set up from the datasheet "{draft.datasheet}"; '
                "give this unit another name",
                word=datasheet,
            )
        apply_datasheet(draft, sheet, models_at_start)
    elif models_at_start is not None:
        draft.state(where, starting_strength=models_at_start)
