"""One step of a scenario as written, the unit every part of the engine passes around."""

from __future__ import annotations

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
        """The line of the first table row with a cell that is ``word``, else the step's."""
        if word and self.datatable:
            wanted = word.strip()
            for row, line in zip(self.datatable, self.table_lines, strict=False):
                if any(cell.strip() == wanted for cell in row):
                    return line
        return self.line

    def render(self) -> str:
        return f"{self.keyword} {self.text}"
