"""The published datasheets, read once per process from wh40kdc's embedded dataset.

wh40kdc is imported only when a scenario first names a datasheet or a roster: a run that names
none never pays for the dataset (about a second and some 60 MB). Everything the rest of the
project sees is a frozen :class:`Datasheet`, never a wh40kdc object.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.profiles import UNIT_COMPOSITION

from .of_the_data import of_the_data


@dataclass(frozen=True)
class Profile:
    """One model profile of a datasheet (02.02); OC None stands for '-'."""

    name: str
    oc: int | None
    ld: int
    w: int


@dataclass(frozen=True)
class Datasheet:
    """What the rules core takes from a datasheet: keywords, profiles and unit sizes."""

    name: str
    ident: str
    faction: str
    keywords: frozenset[str]  # with the faction keywords, upper-cased
    profiles: tuple[Profile, ...]
    min_models: int
    max_models: int
    role: str | None = None  # "leader" or "support" for a unit that can lead (19.01)
    transport_capacity: int | None = None  # models a TRANSPORT can hold (18.01), if the data says
    # The keywords of the models a TRANSPORT cannot take (18.02: "eligible to embark ... as
    # described on that TRANSPORT's datasheet"), upper-cased, as the data holds them.
    transport_excludes: frozenset[str] = frozenset()
    # The base the data gives (contract §19.3): "40mm" or "92x120mm" for a round or oval base;
    # else the kind the data names ("hull", "flying-base", "unique") or None where it has none.
    base: str | None = None
    base_kind: str | None = None
    m: int | None = None  # the highest Move characteristic of its models (02.02), in inches

    @property
    def lds(self) -> tuple[int, ...]:
        return tuple(sorted({p.ld for p in self.profiles}))

    @property
    def ocs(self) -> tuple[int | None, ...]:
        return tuple(p.oc for p in self.profiles)

    @property
    def sizes(self) -> str:
        if self.min_models == self.max_models:
            return f"{self.min_models} model{'s' if self.min_models != 1 else ''}"
        return f"{self.min_models} to {self.max_models} models"

    def check_size(self, models: int) -> None:
        if not self.min_models <= models <= self.max_models:
            raise RulesInputError(
                f'the datasheet "{self.name}" has {self.sizes}, not {models} [{UNIT_COMPOSITION}]',
                word=str(models),
            )


def _upper(words: Iterable[str]) -> frozenset[str]:
    return frozenset(w.strip().upper() for w in words if w and w.strip())


def _sheet(raw: dict[str, Any]) -> Datasheet:
    profiles = tuple(
        Profile(str(p.get("name") or raw["name"]), p.get("OC"), int(p["Ld"]), int(p["W"]))
        for p in raw["profiles"]
    )
    count = raw.get("model_count") or {}
    low = int(count.get("min") or 1)
    return Datasheet(
        name=raw["name"],
        ident=raw["id"],
        faction=raw["faction_id"],
        keywords=_upper([*(raw.get("keywords") or ()), *(raw.get("faction_keywords") or ())]),
        profiles=profiles,
        min_models=low,
        max_models=max(low, int(count.get("max") or low)),
        role=raw.get("attachment_role"),
        transport_capacity=_capacity(raw.get("transport_capacity")),
        transport_excludes=_excludes(raw.get("transport_capacity")),
        m=max((p["M"] for p in raw["profiles"] if isinstance(p.get("M"), int)), default=None),
        **_base(raw.get("base_size_mm")),
    )


def _base(raw: Any) -> dict[str, str | None]:
    """wh40kdc's ``base_size_mm``: round and oval entries give a size (§19.3); the others only
    their kind, which a scenario must then state a base or hull for."""
    if not isinstance(raw, dict):
        return {"base": None, "base_kind": None}
    shape = raw.get("shape")
    if shape == "round" and isinstance(raw.get("diameter"), int | float):
        return {"base": f"{_mm(raw['diameter'])}mm", "base_kind": "round"}
    length, width = raw.get("length"), raw.get("width")
    if shape == "oval" and isinstance(length, int | float) and isinstance(width, int | float):
        return {"base": f"{_mm(length)}x{_mm(width)}mm", "base_kind": "oval"}
    return {"base": None, "base_kind": str(shape) if shape else None}


def _mm(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else str(value)


def _excludes(raw: Any) -> frozenset[str]:
    """The keywords a TRANSPORT cannot take, where the data gives them (18.02)."""
    words = raw.get("exclusion_keywords") if isinstance(raw, dict) else None
    if not isinstance(words, list):
        return frozenset()
    return _upper(w for w in words if isinstance(w, str))


def _capacity(raw: Any) -> int | None:
    """A TRANSPORT's capacity in models, where the data gives one (18.01)."""
    value = raw.get("capacity") if isinstance(raw, dict) else None
    return int(value) if isinstance(value, int) and value >= 0 else None


def normalize(name: str) -> str:
    """wh40kdc's lookup key without importing it: no diacritics, case, quotes or hyphens."""
    text = unicodedata.normalize("NFD", name)
    text = "".join(c for c in text if unicodedata.category(c) not in ("Mn", "Mc", "Me")).lower()
    text = re.sub(r"['\u2019\u2018`\"\u201c\u201d]", "", text)
    return re.sub(r"[\s-]+", " ", text).strip()


# A leader's bodyguards as the data lists them: datasheet ids, or keywords a bodyguard must all
# have (e.g. an Inquisitor leading any IMPERIUM BATTLELINE INFANTRY unit).
Bodyguards = tuple[frozenset[str], frozenset[str]]


class Catalogue:
    """Every datasheet, in a stable order from simple to complex, with name lookup."""

    def __init__(
        self,
        sheets: Sequence[Datasheet],
        version: str,
        bodyguards: dict[str, list[Bodyguards]] | None = None,
    ) -> None:
        self.version = version
        self.bodyguards = bodyguards or {}
        # Simple first (fewest profiles, then fewest keywords), so that a property's shrinking,
        # which moves toward index 0, moves toward simple units. Name and faction make it total.
        self.sheets: tuple[Datasheet, ...] = tuple(
            sorted(
                sheets, key=lambda s: (len(s.profiles), len(s.keywords), s.name, s.faction, s.ident)
            )
        )
        self.by_name: dict[str, Datasheet] = {}
        for sheet in sheets:  # the dataset's own order decides which faction's copy a name means
            self.by_name.setdefault(normalize(sheet.name), sheet)
        self.by_id: dict[tuple[str, str], Datasheet] = {(s.ident, s.faction): s for s in sheets}
        # Which datasheets (indices of ``sheets``) a leader's data does not bar it from
        # leading, and which may lead a bodyguard: each asked once per datasheet, since a
        # drawn attached unit asks it for every example (properties/pools.py)
        self._leads: dict[tuple[str, str], frozenset[int]] = {}
        self._led_by: dict[tuple[str, str], frozenset[int]] = {}
        self._with: dict[tuple[frozenset[str], frozenset[str]], tuple[int, ...]] = {}

    def find(self, name: str) -> Datasheet | None:
        return self.by_name.get(normalize(name))

    def closest(self, name: str, n: int = 3) -> list[str]:
        key = normalize(name)
        names = list(self.by_name)
        found = difflib.get_close_matches(key, names, n=n, cutoff=0.5)
        found += [k for k in names if key and key in k and k not in found]
        return [self.by_name[k].name for k in found[:n]]

    def can_lead(self, leader: Datasheet, bodyguard: Datasheet) -> bool | None:
        """Whether the data lists ``bodyguard`` among the units ``leader`` can lead (19.01);
        None when the data lists no bodyguards for it."""
        entries = self.bodyguards.get(leader.ident)
        if not entries:
            return None
        # Some entries name a datasheet where a keyword stands ("TERMINATOR SQUAD", which the
        # Terminator Squad datasheet does not carry as a keyword): such a word admits the
        # datasheet it names, as the Leader ability's list does (19.01, 24.22).
        name = normalize(bodyguard.name)
        return any(
            bodyguard.ident in ids
            or (bool(words) and words <= bodyguard.keywords)
            or any(normalize(word) == name for word in words)
            for ids, words in entries
        )

    def may_be_led_by(self, leader: Datasheet) -> frozenset[int]:
        """Indices of the datasheets ``leader`` may lead as far as its data says (19.01):
        those :meth:`can_lead` does not refuse."""
        return self._pairs(self._leads, leader, lambda sheet: self.can_lead(leader, sheet))

    def may_lead(self, bodyguard: Datasheet) -> frozenset[int]:
        """Indices of the datasheets whose data does not refuse them ``bodyguard`` (19.01)."""
        return self._pairs(self._led_by, bodyguard, lambda sheet: self.can_lead(sheet, bodyguard))

    def _pairs(
        self,
        kept: dict[tuple[str, str], frozenset[int]],
        one: Datasheet,
        lead: Callable[[Datasheet], bool | None],
    ) -> frozenset[int]:
        """The indices of the datasheets ``lead`` does not refuse, worked out once for ``one``."""
        key = (one.ident, one.faction)
        if key not in kept:
            kept[key] = frozenset(i for i, s in enumerate(self.sheets) if lead(s) is not False)
        return kept[key]

    def with_keywords(self, need: frozenset[str], ban: frozenset[str]) -> tuple[int, ...]:
        """Indices of the datasheets with every keyword of ``need`` and none of ``ban``, asked
        once per pair (a drawn datasheet unit asks it for every example)."""
        key = (need, ban)
        if key not in self._with:
            self._with[key] = tuple(
                i
                for i, sheet in enumerate(self.sheets)
                if need <= sheet.keywords and not ban & sheet.keywords
            )
        return self._with[key]

    def lookup(self, name: str) -> Datasheet:
        sheet = self.find(name)
        if sheet is None:
            close = self.closest(name)
            raise RulesInputError(
                f'no datasheet "{name}" in the {self.version} data',
                word=name,
                suggestion=" or ".join(f'"{c}"' for c in close) if close else None,
            )
        return sheet


@of_the_data
def catalogue(raw: Any) -> Catalogue:
    """The catalogue, loaded on first use and kept for the process (each xdist worker once)."""
    import wh40kdc

    sheets = [_sheet(u) for u in raw["units"]]
    unique = list({(s.faction, s.ident): s for s in sheets}.values())
    bodyguards: dict[str, list[Bodyguards]] = {}
    for entry in raw["leader_attachments"]:
        bodyguards.setdefault(entry["leader_id"], []).append(
            (
                frozenset(entry.get("eligible_bodyguard_ids") or ()),
                _upper(entry.get("eligible_bodyguard_keywords") or ()),
            )
        )
    version = version_of(wh40kdc.__version__, raw["game_versions"])
    return Catalogue(unique, version, bodyguards)


def version_of(package: str, versions: Sequence[dict[str, Any]]) -> str:
    latest = max(versions, key=lambda v: str(v.get("effective_date", "")), default={})
    slate = latest.get("dataslate", "?")
    when = latest.get("effective_date", "?")
    return f"wh40kdc {package} (11th edition, dataslate {slate} of {when})"


def lookup(name: str) -> Datasheet:
    return catalogue().lookup(name)


def datasheet_by_index(index: int) -> Datasheet:
    """The datasheet at ``index`` of the stable simple-first order (0 is the simplest)."""
    sheets = catalogue().sheets
    return sheets[index % len(sheets)]


def datasheet_indices(
    required: Iterable[str] = (), forbidden: Iterable[str] = ()
) -> tuple[int, ...]:
    """Indices, in the stable order, of the datasheets with every ``required`` keyword and no
    ``forbidden`` one. Drawing from these and shrinking toward the first moves toward simple
    units."""
    return catalogue().with_keywords(_upper(required), _upper(forbidden))


def all_keywords() -> frozenset[str]:
    """Every keyword some datasheet has, faction keywords included."""
    return frozenset().union(*(sheet.keywords for sheet in catalogue().sheets))


def data_version() -> str:
    """The data version (loads the catalogue if need be)."""
    return catalogue().version


def loaded_data_version() -> str | None:
    """The data version if this process has loaded the catalogue, else None: for reports that
    must not load wh40kdc for a run that never named a datasheet."""
    return catalogue().version if catalogue.loaded() else None
