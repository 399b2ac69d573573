"""How a printed row's value is read: spacing normalised, a trailing full stop ignored (rules
print "End of the turn."); every row parser reads its value through :func:`row_text`."""

from __future__ import annotations


def row_text(value: str) -> str:
    return " ".join(value.strip().rstrip(".").split())
