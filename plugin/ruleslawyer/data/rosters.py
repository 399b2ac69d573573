"""Army rosters (GW app text, NewRecruit, ListForge) through wh40kdc's importers.

A roster becomes a list of :class:`RosterUnit`: the roster's own names (a repeated name gets
" 2", " 3", ...), the datasheet, the models it lists, and which unit each leader leads.

wh40kdc 1.4.5 records a leader attachment by the bodyguard's *name* only, and its resolver
takes the first unit of that name. With two bodyguard units of one datasheet, both leaders end
up on the first unit, which 19.01 forbids. The GW app text says which unit each leader leads
(its "Attached Unit <n>" blocks), so for that format the block decides; for formats that carry
no such block, each leader takes the first unit of that name not already led in its role, in
roster order.
"""

from __future__ import annotations

import re
from collections.abc import Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.attached import check_listed
from ruleslawyer.core.profiles import UNIT_COMPOSITION

from .catalogue import Catalogue, Datasheet, catalogue, normalize
from .of_the_data import of_the_data

# A roster's units, at most: far more than any army (a guard against a runaway export).
MAX_ROSTER_UNITS = 300


@dataclass(frozen=True)
class RosterUnit:
    name: str  # as the scenario refers to it: the roster's name, " 2", " 3" for repeats
    sheet: Datasheet
    models: int
    line: int | None  # the roster file's line that names it
    leads: str | None = None  # the name of the unit it leads (19.01)
    role: str | None = None  # "leader" or "support" when it leads


class RosterError(RulesInputError):
    """A roster that cannot be read, or an entry that does not resolve; names the roster's
    file and line."""

    def __init__(self, path: Path, line: int | None, message: str, **kw: Any) -> None:
        where = f"{path}:{line}" if line else str(path)
        super().__init__(f"{where}: {message}", **kw)
        self.path = path
        self.line = line


# What a roster that is not a roster is told: the exports wh40kdc reads (docs/datasheets.md).
HOW_TO_EXPORT = (
    "a roster is an army list exported as a file: the Warhammer 40,000 app's text export, "
    "NewRecruit's JSON or text export, or ListForge's copy-paste text, saved as a file next to "
    "the feature file (docs/datasheets.md, Rosters; the library's examples are in "
    "scenarios/datasheets/rosters/)"
)


@of_the_data
def _dataset(raw: Any) -> Any:
    from wh40kdc import Dataset

    return Dataset(raw)


_ATTACHED_BLOCK = re.compile(r"^\s*attached unit\s+(\d+)\s*$", re.IGNORECASE)  # GW app
_PAIR_HEADER = re.compile(r"^\S.* \+ .*\(\s*[\d,]+\s*(?:pts?|points)\s*\)\s*$")  # ListForge
_SECTION = re.compile(r"^\s*(?:[A-Z][A-Z0-9 &/\-]+:?|[A-Z][\w &/\-]*:)\s*$")


def _blocks(lines: list[str]) -> list[int | None]:
    """For each line, the attached-unit block it stands in: the GW app's "Attached Unit <n>",
    or a ListForge "<Leader> + <Bodyguard> (<n> pts)" pair; None outside any."""
    block: list[int | None] = []
    current: int | None = None
    for number, line in enumerate(lines):
        found = _ATTACHED_BLOCK.match(line)
        if found:
            current = int(found[1])
        elif _PAIR_HEADER.match(line):
            current = -number - 1
        elif _SECTION.match(line) and not line.strip().upper().startswith("ATTACHED UNIT"):
            current = None
        elif current is not None and current < 0 and line[:1].strip():
            current = None  # a ListForge pair ends at the next unindented line
        block.append(current)
    return block


def _locate(text: str, names: list[str]) -> tuple[list[int | None], list[int | None]]:
    """For each roster unit, in order: the line that names it, and the attached-unit block it
    stands in. A unit's header ("Name (80 pts)") is preferred to a line that starts with the
    name, and that to one that merely contains it (a JSON field)."""
    lines = text.splitlines()
    keys = [normalize(line) for line in lines]
    block = _blocks(lines)
    where: list[int | None] = []
    groups: list[int | None] = []
    start = 0
    for name in names:
        key = normalize(name)
        tests = (
            lambda line, key=key: line.startswith(key + " ("),  # "Name (80 pts)"
            lambda line, key=key: line.startswith(key),
            lambda line, key=key: key in line,
        )
        hit = None
        for test in tests if key else ():
            hit = next((i for i in range(start, len(lines)) if test(keys[i])), None)
            if hit is not None:
                break
        where.append(hit + 1 if hit is not None else None)
        groups.append(block[hit] if hit is not None else None)
        start = hit + 1 if hit is not None else start
    return where, groups


def _unique_names(raw_names: list[str], taken: Collection[str]) -> list[str]:
    """The roster's names, a repeat numbered " 2", " 3"...; a name ``taken`` already (another
    roster's unit, say) counts as an earlier occurrence."""
    out: list[str] = []
    seen = set(taken)
    following: dict[str, int] = {}  # the number a name's next repeat tries first
    for raw in raw_names:
        n = following.get(raw, 1)
        while (raw if n == 1 else f"{raw} {n}") in seen:
            n += 1
        name = raw if n == 1 else f"{raw} {n}"
        out.append(name)
        seen.add(name)
        following[raw] = n + 1
    return out


def read_roster(path: Path, text: str, taken: Collection[str] = ()) -> list[RosterUnit]:
    """Resolve the roster ``text`` of the file ``path`` (which names it in errors); every entry
    must resolve to a datasheet. Names in ``taken`` are not given again. The file is read by
    the caller, through the one safe reader of input files (``scenario.files.read_input``):
    this layer opens no file."""
    from wh40kdc import try_import_roster

    cat = catalogue()
    listed = _units_before_resolving(text)
    if listed is not None and listed > MAX_ROSTER_UNITS:
        raise _too_many(path, listed)
    result = try_import_roster(text, _dataset())
    if not result.get("ok"):
        raise RosterError(
            path,
            None,
            "wh40kdc cannot read this roster as a GW app, NewRecruit or ListForge export "
            f"({result.get('message', result.get('reason'))}); {HOW_TO_EXPORT}",
            word=path.name,
        )
    units: list[dict[str, Any]] = result["roster"]["units"]
    if len(units) > MAX_ROSTER_UNITS:
        raise _too_many(path, len(units))
    raw_names = [u["ref"]["raw_name"] for u in units]
    lines, groups = _locate(text, raw_names)
    names = _unique_names(raw_names, taken)
    faction = result["roster"].get("faction_id")
    found = [_resolved(cat, unit["ref"], faction) for unit in units]
    sheets = [sheet for sheet in found if sheet is not None]
    if len(sheets) < len(units):
        missing = [
            (line, unit["ref"])
            for unit, line, sheet in zip(units, lines, found, strict=True)
            if sheet is None
        ]
        raise _unresolved(path, cat, missing)
    leads = _attachments(units, names, groups)
    _check_listed(path, cat, names, sheets, lines, leads)
    return [
        RosterUnit(
            name,
            sheet,
            _models(path, line, name, unit, sheet),
            line,
            *leads.get(i, (None, None)),
        )
        for i, (name, unit, sheet, line) in enumerate(zip(names, units, sheets, lines, strict=True))
    ]


def _check_listed(
    path: Path,
    cat: Catalogue,
    names: list[str],
    sheets: list[Datasheet],
    lines: list[int | None],
    leads: dict[int, tuple[str, str]],
) -> None:
    """19.01: an attachment the roster makes must be one the leader's datasheet lists, as
    `Given "<leader>" is leading "<bodyguard>"` requires; refused at the leader's line."""
    for i, (bodyguard, _role) in leads.items():
        if bodyguard not in names:
            continue
        guard = sheets[names.index(bodyguard)]
        try:
            check_listed(
                names[i],
                bodyguard,
                (sheets[i].name, guard.name),
                cat.can_lead(sheets[i], guard) is not False,
            )
        except RulesInputError as exc:
            raise RosterError(path, lines[i], exc.message, word=names[i]) from None


def _too_many(path: Path, units: int) -> RosterError:
    return RosterError(
        path,
        None,
        f"the roster lists {units} units; an army has far fewer (a 3,000-point "
        f"Onslaught army, about 75 at most), so at most {MAX_ROSTER_UNITS} are read: "
        "export the one army this scenario needs",
        word=path.name,
    )


# What wh40kdc's try_import_roster decodes before it picks a format (a ListForge link or
# payload, JSON); anything else it hands to its text formats as it is.
_DECODED_FIRST = re.compile(r"^(?:https?://|H4sIA|[{\[])|/listforge/", re.IGNORECASE)


def _units_before_resolving(text: str) -> int | None:
    """How many units a text export lists, as wh40kdc's parser of its format reads them,
    before any is resolved against the data: resolving takes most of the time of a roster's
    import (0.3 s for 1,500 units), and a roster over :data:`MAX_ROSTER_UNITS` is refused
    whatever they resolve to. None where the text is decoded first or no format takes it
    (``try_import_roster`` then says why, and the count is checked after it)."""
    trimmed = text.strip()
    if not trimmed or _DECODED_FIRST.search(trimmed):
        return None
    try:
        # wh40kdc's own list of text formats, not its documented API: a release that moves or
        # changes it leaves the count to after the import, as before.
        from wh40kdc.imports import ADAPTERS

        adapter = next((a for a in ADAPTERS if a.matches(text)), None)
        if adapter is None:
            return None
        parsed = adapter.parse(text)
    except Exception:  # try_import_roster reports a parse that fails
        return None
    units = parsed.get("units") if isinstance(parsed, dict) else None
    return len(units) if isinstance(units, list) else None


def _models(path: Path, line: int | None, name: str, unit: dict[str, Any], sheet: Datasheet) -> int:
    """The models a roster entry lists (its datasheet's smallest size when it lists none),
    within its datasheet's unit sizes: a roster cannot field more models than its datasheet
    allows."""
    listed = unit.get("model_count")
    if not listed:
        return sheet.min_models
    models = int(listed)
    if models > sheet.max_models:
        shown = str(models) if len(str(models)) <= 12 else str(models)[:12] + "..."
        raise RosterError(
            path,
            line,
            f'"{name}" lists {shown} models, but its datasheet "{sheet.name}" has '
            f"{sheet.sizes} [{UNIT_COMPOSITION}]",
            word=name,
        )
    return models


def _resolved(cat: Catalogue, ref: dict[str, Any], faction: str | None) -> Datasheet | None:
    ident = ref.get("id")
    if not ident:
        return None
    found = cat.by_id.get((ident, faction or ""))
    return found or next((s for (i, _), s in cat.by_id.items() if i == ident), None)


def _unresolved(
    path: Path, cat: Catalogue, missing: list[tuple[int | None, dict[str, Any]]]
) -> RosterError:
    """One error naming every entry that matches no datasheet, with its line and the closest
    names (wh40kdc's candidates when it offers any, else ours)."""
    parts = []
    first_close: list[str] = []
    for line, ref in missing:
        offered = [str(c.get("name") or c.get("id")) for c in ref.get("candidates") or []]
        close = (offered or cat.closest(ref["raw_name"]))[:3]
        first_close = first_close or close
        hint = f" (closest: {', '.join(repr(c) for c in close)})" if close else ""
        where = f"line {line}: " if line else ""
        parts.append(f'{where}"{ref["raw_name"]}"{hint}')
    line, ref = missing[0]
    many = len(missing) > 1
    return RosterError(
        path,
        line,
        f"{len(missing)} roster entr{'ies match' if many else 'y matches'} no datasheet: "
        + "; ".join(parts),
        word=ref["raw_name"],
        suggestion=" or ".join(f'"{c}"' for c in first_close) if first_close else None,
    )


def _attachments(
    units: list[dict[str, Any]], names: list[str], groups: list[int | None]
) -> dict[int, tuple[str, str]]:
    """Which unit each leader leads: index of the leader -> (bodyguard's name, role)."""
    out: dict[int, tuple[str, str]] = {}
    taken: set[tuple[int, str]] = set()
    for i, unit in enumerate(units):
        link = unit.get("leader_attachment")
        if not link:
            continue
        role = str(link.get("role") or "leader")
        key = normalize(link["bodyguard_ref"]["raw_name"])
        same = [
            j
            for j, other in enumerate(units)
            if j != i and normalize(other["ref"]["raw_name"]) == key
        ]
        in_block = [j for j in same if groups[i] is not None and groups[j] == groups[i]]
        free = [j for j in (in_block or same) if (j, role) not in taken]
        if not free:
            continue
        taken.add((free[0], role))
        out[i] = (names[free[0]], role)
    return out
