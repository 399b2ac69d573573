"""Effects the core records and reports but does not resolve (§18.2 kind "recorded"): the
benefit of cover (13.08) and a weapon ability given to melee weapons (24.01). The core resolves
no attacks, so these change no verdict of its own; a scenario asks whether they are in force
(`has the benefit of cover`, `'s melee weapons have [<ABILITY>]`). Smokescreen (15.10) and Epic
Challenge (15.03) declare theirs here."""

from __future__ import annotations

from dataclasses import dataclass

from .clock import Moment
from .effects import Does, Until, in_force
from .effects import Effect as Lasting
from .references import Reason
from .stratagem_effects import Effect, EffectGame

COVER = "the benefit of cover"


@dataclass(frozen=True)
class Recorded:
    """A recorded effect on ``unit`` (``part``: the part of an attached unit whose models it
    concerns, or the unit's own name): ``what`` is `the benefit of cover` or an ability in
    square brackets given to melee weapons."""

    moment: Moment
    source: str
    unit: str
    part: str
    what: str
    until: Until
    owner: str | None = None

    def in_force(self, now: Moment) -> bool:
        probe = Lasting(self.moment, self.source, self.unit, Does.MODIFY, until=self.until)
        return in_force(probe, now, self.owner)

    def said(self) -> str:
        if self.what == COVER:
            return f"gives {self.unit} {COVER}"
        whose = f'"{self.part}"' if self.part != self.unit else self.unit
        return f"gives the melee weapons of {whose} {self.what}"


@dataclass(frozen=True)
class Records(Effect):
    """`gives it the benefit of cover`, `gives its melee weapons [<ABILITY>]`, or (``keyword``)
    `gives the melee weapons of one <K> model in it [<ABILITY>]`: recorded for its duration.
    The one model is the unit's own, or in an attached unit its leader part (the core holds no
    keywords per part: the leader is the CHARACTER part, and of two leaders the first)."""

    what: str = COVER
    until: Until = Until.END_OF_PHASE
    keyword: str | None = None

    def resolve(self, game: EffectGame, unit: str, roll: str | None) -> None:
        parts = game.unit(unit).parts
        record = self.recorded(game.now, unit, parts)
        game.note(Reason(f"{record.said()}, {self.until.value}", self.rule))

    def recorded(self, moment: Moment, unit: str, parts: tuple[str, ...]) -> Recorded:
        part = parts[0] if self.keyword is not None and parts else unit
        return Recorded(moment, self.rule.heading, unit, part, self.what, self.until)


__all__ = ["COVER", "Recorded", "Records"]
