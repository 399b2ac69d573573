"""Rule references: every decision of the core names the clause it comes from.

A clause is declared once, in the module that implements it, through :func:`clause`.
The registry lets tools list every clause the core knows (for coverage reports).
"""

from __future__ import annotations

from dataclasses import dataclass

# The rules every clause below is numbered from.
RULES_EDITION = "Warhammer 40,000 Core Rules, 11th edition"


@dataclass(frozen=True, order=True)
class RuleRef:
    """A clause of the rules: its section number, heading and a short name of our own."""

    section: str
    heading: str
    name: str

    @property
    def id(self) -> str:
        return f"{self.section} {self.name}"

    def __str__(self) -> str:
        return f"{self.section} {self.heading}"


_REGISTRY: dict[str, RuleRef] = {}


def clause(section: str, heading: str, name: str) -> RuleRef:
    """Declare a clause; each (section, name) pair may be declared only once."""
    ref = RuleRef(section, heading, name)
    if ref.id in _REGISTRY:
        raise ValueError(f"clause {ref.id!r} is declared twice")
    _REGISTRY[ref.id] = ref
    return ref


def all_clauses() -> tuple[RuleRef, ...]:
    """Every clause declared by the core, in section order."""
    return tuple(sorted(_REGISTRY.values()))


@dataclass(frozen=True)
class Reason:
    """One reason behind a decision, in our words, with the clause it comes from."""

    text: str
    rule: RuleRef

    def __str__(self) -> str:
        return f"{self.text} [{self.rule}]"
