"""What the Then steps' verdicts of one scenario run rest on: the FAQ's "rules consulted"."""

from __future__ import annotations

from collections.abc import Iterable

from ruleslawyer.core import Reason, RuleRef


class VerdictRules:
    """The clauses behind the Then steps' verdicts so far, and where the events since the last
    Then began (an index into ``Game.consultations``; None before the first event)."""

    def __init__(self) -> None:
        self.rules: list[RuleRef] = []
        self.events_mark: int | None = None

    def cite(self, reasons: Iterable[Reason]) -> None:
        """A Then step's verdict rests on ``reasons`` decided earlier (a reported refusal)."""
        self.rules.extend(r.rule for r in reasons)
