"""One step of a scenario as written, the unit every part of the engine passes around."""

from __future__ import annotations

import re
from dataclasses import dataclass

from ruleslawyer.scenario.registry import StepKind


@dataclass(frozen=True)
class StepLine:
    """One step as written: keyword, text, line, and its table or doc string."""

    kind: StepKind
    keyword: str
    text: str
    line: int
    datatable: tuple[tuple[str, ...], ...] | None = None
    docstring: str | None = None
    # A step of the feature's Background: a scenario's own Given may state another value of
    # a fact it states (the scenario refines the common set-up), never a contradiction.
    background: bool = False
    # The line of each row of the table: an error about a cell is reported at its row.
    table_lines: tuple[int, ...] = ()

    def row_line(self, word: str | None) -> int:
        """The line of the first table row with a cell that is ``word``, else of the first
        with a cell holding it as a whole word in any case (a misspelt phase in a STARTS
        value), else the step's."""
        if word and self.datatable:
            wanted = word.strip()
            rows = list(zip(self.datatable, self.table_lines, strict=False))
            for row, line in rows:
                if any(cell.strip() == wanted for cell in row):
                    return line
            within = re.compile(rf"(?<!\w){re.escape(wanted)}(?!\w)", re.IGNORECASE)
            for row, line in rows:
                if wanted and any(within.search(cell) for cell in row):
                    return line
        return self.line

    def render(self) -> str:
        return f"{self.keyword} {self.text}"
