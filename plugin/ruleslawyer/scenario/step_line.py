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

    def render(self) -> str:
        return f"{self.keyword} {self.text}"
