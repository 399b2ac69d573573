"""Small parsers shared by the step modules: OC, keyword lists, yes/no cells."""

from __future__ import annotations

import re

from ruleslawyer.core import RulesInputError
from ruleslawyer.core.keywords import check_case
from ruleslawyer.core.numbers import whole


def oc(value: str) -> int | None:
    """An OC value: an integer, or '-' (returned as None)."""
    text = value.strip().strip("'\"")
    if text == "-":
        return None
    if re.fullmatch(r"[0-9]+", text):
        return whole(text, "OC")
    if re.fullmatch(r"-[0-9]+", text):  # OC counts models toward control: none below 0
        raise RulesInputError(
            f"OC {value!r} is negative: an OC is a whole number from 0 up, or '-'",
            word=value,
            suggestion="0",
        )
    raise RulesInputError(f"OC {value!r} is not a number or '-'", word=value)


def ld(value: str) -> int:
    """An Ld value written as a dice result: '6+' or '6'."""
    text = value.strip()
    m = re.fullmatch(r"([0-9]+)\+?", text)
    if m is None:
        raise RulesInputError(f"Ld {value!r} is not a dice result like 6+", word=value)
    return whole(m[1], "Ld")


def number(value: str, what: str) -> int:
    text = value.strip()
    if re.fullmatch(r"-?[0-9]+", text) is None:
        raise RulesInputError(f"{what} {value!r} is not a whole number", word=value)
    return whole(text, what)


def keyword_list(value: str) -> frozenset[str]:
    """'INFANTRY, BATTLELINE and TITANIC' or 'INFANTRY, BATTLELINE' as a set of keywords."""
    parts = re.split(r",\s*|\s+and\s+", value.strip())
    return frozenset(check_case(p.strip()) for p in parts if p.strip())


def yes_no(value: str, what: str) -> bool:
    text = value.strip().lower()
    if text in ("yes", "true", "y"):
        return True
    if text in ("no", "false", "n"):
        return False
    raise RulesInputError(f"{what} {value!r} is not yes or no", word=value)


def row_table(datatable: list[list[str]] | None, what: str) -> dict[str, str]:
    """A two-column table of row names and values, as an Action or a stratagem prints them."""
    rows: dict[str, str] = {}
    seen: dict[str, int] = {}
    seen_as: dict[str, str] = {}  # each row name as first written
    for number, row in enumerate(datatable or [], start=1):
        if len(row) != 2:
            raise RulesInputError(
                f"{what} table needs two columns (row name and value), not {len(row)}",
                word="|".join(row),
            )
        # A row written twice with another value would keep only its last value, the first
        # lost unsaid (the same value twice loses nothing).
        name = " ".join(row[0].split()).rstrip(".").upper()
        if name in seen and rows[seen_as[name]] == row[1].strip():
            continue
        if name in seen:
            raise RulesInputError(
                f"{what} table gives the row {row[0].strip()} twice (its rows {seen[name]} and "
                f"{number}); a row is given once: join two effects with '; '",
                word=row[1].strip() or row[0].strip(),  # the error is at this row's line
            )
        seen[name] = number
        seen_as[name] = row[0].strip()
        rows[row[0].strip()] = row[1].strip()
    return rows
