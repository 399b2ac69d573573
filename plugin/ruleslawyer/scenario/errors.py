"""Every error of the scenario engine, in one place.

The core raises :class:`~ruleslawyer.core.RulesInputError` for input it cannot accept; the
engine turns it into a :class:`ScenarioInputError` that names the feature file, the line, the
word and a suggestion. A :class:`BoardError` knows its own file and line (a board file, or the
doc string's line in the feature file), so the runner keeps them.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from ruleslawyer.core import Reason, RulesInputError
from ruleslawyer.scenario.step_line import StepLine


class Disagreement(AssertionError):
    """A Then step whose claim the rules core does not share."""

    def __init__(self, expected: str, decided: str, reasons: tuple[Reason, ...] = ()):
        self.expected = expected
        self.decided = decided
        self.reasons = tuple(reasons)
        super().__init__(self.render())

    def render(self) -> str:
        lines = [f"expected: {self.expected}", f"decided:  {self.decided}"]
        rules = sorted({str(r.rule) for r in self.reasons})
        if rules:
            lines.append("rules:    " + "; ".join(rules))
        return "\n".join(lines)


class ScenarioInputError(Exception):
    """A scenario the plugin cannot run as written: names the file, line and word."""

    def __init__(
        self,
        path: str,
        line: int | None,
        message: str,
        word: str | None = None,
        suggestion: str | None = None,
        step: StepLine | None = None,
        impossible: bool = False,
        also: tuple[ScenarioInputError, ...] = (),
    ):
        self.path = path
        self.line = line
        self.message = message
        self.word = word
        self.suggestion = suggestion
        self.step = step
        # The step states an event the rules did not allow then (core ImpossibleEvent): a
        # property search discards such an example instead of reporting it
        # (docs/language.md#what-units-do).
        self.impossible = impossible
        # The scenario's other steps that match no phrase, after this error's step: one run
        # reports them all, as the editor shows them (runner.unmatched).
        self.also = also
        super().__init__(self.render())

    def with_also(self, also: tuple[ScenarioInputError, ...]) -> ScenarioInputError:
        """This error, reporting ``also`` after it."""
        return ScenarioInputError(
            self.path,
            self.line,
            self.message,
            word=self.word,
            suggestion=self.suggestion,
            step=self.step,
            impossible=self.impossible,
            also=also,
        )

    @property
    def lines(self) -> tuple[int, ...]:
        """The lines of the feature file this error and those it reports after it are on."""
        own = self.step.line if self.step is not None else self.line
        found = [own] + [e.step.line if e.step is not None else e.line for e in self.also]
        return tuple(line for line in found if line is not None)

    def render(self) -> str:
        where = f"{self.path}:{self.line}" if self.line is not None else self.path
        text = f"{where}: {self.message}"
        if self.also:
            lines = "lines" if len(self.also) > 1 else "line"
            more = ", ".join(str(e.line) for e in self.also)
            text += f" (and {len(self.also)} more below: {lines} {more})"
        if self.step is not None:
            text += f"\n  step: {_cut(self.step.render())}"
        if self.word:
            text += f"\n  offending word: {_cut(self.word)}"
        if self.suggestion:
            text += f"\n  did you mean: {self.suggestion}"
        for other in self.also:
            text += "\n" + other.render()
        return text


def _cut(text: str, most: int = 300) -> str:
    """A long input (a 200 KB line) shown by its start: the file and line say where it is."""
    return text if len(text) <= most else f"{text[:most]}... ({len(text)} characters)"


class ScenarioDisagreement(AssertionError):
    """A Then step that the rules core disagrees with, located in its feature file."""

    def __init__(self, path: str, step: StepLine, disagreement: Disagreement):
        self.path = path
        self.step = step
        self.disagreement = disagreement
        super().__init__(f"{path}:{step.line}: {step.render()}\n{disagreement.render()}")


class EarlierStepError(RulesInputError):
    """Input of an earlier step found wrong only once the game is built (a rule's row naming a
    stratagem or a rule that the scenario never set up): ``line`` is that step's line."""

    def __init__(
        self, message: str, *, line: int, word: str | None = None, suggestion: str | None = None
    ):
        super().__init__(message, word=word, suggestion=suggestion)
        self.line = line


class BoardError(RulesInputError):
    """A board file that cannot be used; ``line`` is the line in ``path`` (1-based)."""

    def __init__(
        self,
        message: str,
        *,
        path: str,
        line: int,
        word: str | None = None,
        suggestion: str | None = None,
    ):
        super().__init__(message, word=word, suggestion=suggestion)
        self.path = path
        self.line = line


@dataclass
class PropertyFailure(Exception):
    """A property scenario that Hypothesis contradicted, with its concrete counterexample."""

    error: ScenarioDisagreement | ScenarioInputError
    counterexample: str
    written_to: Path | None
    not_written: str | None = None  # why no file holds it (a read-only folder, say)
    found_by: str = "Hypothesis"  # or "The exhaustive search" (contract §17): a simplest one
    walk: str | None = None  # found by Hypothesis: why the exhaustive walk did not decide it

    def __str__(self) -> str:
        return f"{self.error}\n\ncounterexample:\n{self.counterexample}"


class PropertyUnsatisfiable(Exception):
    """No drawn situation satisfied the scenario's Given steps."""


class PropertyUndecided(Exception):
    """A property example stopped on an input error of the scenario (a name never set up, a
    phrase that does not apply): an error of the scenario, never a counterexample
    (docs/language.md#property-scenarios). The FAQ reports such an entry as undecided."""

    def __init__(self, error: ScenarioInputError):
        self.error = error
        super().__init__(error.render())
