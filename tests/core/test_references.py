"""Clauses: declared once each, listed in section order."""

from __future__ import annotations

import pytest

from ruleslawyer.core import (
    RuleRef,
    all_clauses,
    references,
)
from ruleslawyer.core import actions as act

# -- clauses ---------------------------------------------------------------------------------------


def test_declaring_a_clause(monkeypatch: pytest.MonkeyPatch) -> None:
    registry: dict[str, RuleRef] = {}
    monkeypatch.setattr(references, "_REGISTRY", registry)
    ref = references.clause("99.01", "Test Heading", "a test clause")
    assert (ref.section, ref.heading, ref.name) == ("99.01", "Test Heading", "a test clause")
    assert registry == {"99.01 a test clause": ref}
    with pytest.raises(ValueError, match=r"^clause '99\.01 a test clause' is declared twice$"):
        references.clause("99.01", "Other Heading", "a test clause")
    assert references.all_clauses() == (ref,)


def test_every_clause_is_listed_once_in_section_order() -> None:
    clauses = all_clauses()
    assert len(clauses) == len(set(clauses)) > 40
    assert list(clauses) == sorted(clauses)
    assert act.COMPLETES_AT in clauses
