"""The moments a rule names for a player's game: "your Shooting phase", "the end of your
opponent's Movement phase", "the Fight phase". An Action's STARTS row and a stratagem's WHEN row
are written in these words (16.01, 15.01)."""

from __future__ import annotations

import enum
import re
from collections.abc import Sequence
from dataclasses import dataclass

from .clock import PHASE_END, PHASE_START, Moment, Phase
from .errors import RulesInputError, closest
from .mission_rows import split_first_round
from .rows import row_text

STARTS_FORMS: tuple[str, ...] = tuple(
    f"{edge}{whose} {phase.value} phase"
    for edge in ("", "the start of ", "the end of ")
    for whose in ("your", "your opponent's", "the")
    for phase in Phase
)


def closest_form(text: str, forms: Sequence[str]) -> str | None:
    found = closest(text, forms, cutoff=0.3)
    return repr(found) if found else None


class Whose(enum.Enum):
    YOUR = "your"
    OPPONENT = "your opponent's"
    ANY = "the"


class When(enum.Enum):
    DURING = "during"
    START = "the start of"
    END = "the end of"


@dataclass(frozen=True)
class Starts:
    when: When
    whose: Whose
    phase: Phase
    text: str
    first_round: int = 1  # `, from the second battle round onwards` (contract §15)

    @classmethod
    def parse(cls, value: str) -> Starts:
        # Not _normal: here a leading "the" means something ("the Shooting phase" is either
        # player's), so only case, spacing and a trailing full stop are set aside.
        text = row_text(value).lower()
        text, first_round = split_first_round(text)
        m = re.fullmatch(
            r"(?:(?:the )?(?P<when>start|end) of )?(?:in )?(?:(?P<whose>your opponent's|your|the"
            r"|any|either player's) )?(?P<phase>\w+) phase",
            text,
        )
        if m is None:
            raise RulesInputError(
                f"STARTS {value!r} is not a moment an Action can start; write e.g. "
                "'your Shooting phase', 'the start of your Shooting phase' or "
                "'the end of your Shooting phase'",
                word=value,
                suggestion=closest_form(text, STARTS_FORMS),
            )
        when = {None: When.DURING, "start": When.START, "end": When.END}[m["when"]]
        whose = {
            "your": Whose.YOUR,
            "your opponent's": Whose.OPPONENT,
            None: Whose.YOUR,
        }.get(m["whose"], Whose.ANY)
        return cls(when, whose, Phase.parse(m["phase"]), value.strip(), first_round)

    def allows(self, now: Moment, player: str, begun: bool = False) -> bool:
        """Whether ``player`` may act on this row now; ``begun``: something has been done in
        the phase, so its start is over (a start moment lasts until then)."""
        if now.phase is not self.phase or now.player is None:
            return False
        if now.battle_round < self.first_round:
            return False
        if self.whose is Whose.YOUR and now.player != player:
            return False
        if self.whose is Whose.OPPONENT and now.player == player:
            return False
        if self.when is When.START:
            return now.point is PHASE_START[self.phase] and not begun
        if self.when is When.END:
            return now.point is PHASE_END[self.phase]
        return True
