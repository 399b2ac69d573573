"""The rules in force that change stratagem uses (15.01; contract 18.3 items 8 and 9): the CP
cost changes and the 15.01 limit lifts, read from what declared rules record and from the uses
of stratagems whose effects put them in force, and 15.01's limits as the lifts leave them. A
part of the Stratagems part (core/stratagem_use.py), which asks it where it decides a use."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from .cost_kinds import cost_changes, limit_lifts
from .effects import KIND_CLAUSES
from .effects import Effect as Lasting
from .history import StratagemUsed
from .references import Reason
from .stratagem_costs import LIMIT_LIFTED, LIMIT_UNNAMED, CostChange, LimitLift
from .stratagem_effect_rows import PlayerEffect
from .stratagem_effects import Effect


class RulesInForce:
    """``game``: the Stratagems part's game; ``known``: a stratagem's effect objects by name."""

    def __init__(self, game: Any, known: Callable[[str], tuple[Effect, ...]]) -> None:
        self.game = game
        self.known = known

    def cost_changes(self) -> list[CostChange]:
        """The CP cost changes in force now, in the order they took effect: those recorded and
        those the uses of stratagems put in force; a change for one use only is spent by the
        first later use it covers."""
        now, history = self.game.now, self.game.history
        uses = history.indexed(StratagemUsed)
        found: list[tuple[int, CostChange]] = list(history.indexed(CostChange))
        for index, recorded in history.indexed(Lasting):  # a rule's sentence (cost_kinds.py)
            if self.game.restricted_out(recorded) or self.game.condition_out(recorded):
                continue  # used up for now, or its CONDITION fails (18.1)
            if not self.game.source_can_use(recorded):  # its unit destroyed (18.3 item 10)
                continue
            for ruled in cost_changes((recorded,)):
                self.count_kind(recorded, ruled.in_force(now))
                found.append((index, ruled))
        for index, use in uses:
            if use.moment is None:
                continue
            for effect in self.known(use.name):
                if isinstance(effect, PlayerEffect):
                    change = effect.cost_change(use.moment, use.player, use.unit)
                    if change is not None:
                        found.append((index, change))
        live = []
        for index, change in sorted(found, key=lambda pair: pair[0]):
            if not change.in_force(now):
                continue
            if change.once and any(
                later > index
                and change.which.covers(change.owner, u.player, u.name, u.unit, change.unit)
                for later, u in uses
            ):
                continue
            live.append(change)
        return live

    def count_kind(self, recorded: Lasting, live: bool) -> bool:
        """Count a declared rule's CP cost or 15.01 limit sentence for its kind of 18.2, in
        force or not (18.6: --ruleslawyer-coverage); returns ``live``."""
        counted = KIND_CLAUSES.get(recorded.kind)
        return self.game.weigh(counted, live) if counted is not None else live

    def limit_lifts(self) -> list[LimitLift]:
        now, history = self.game.now, self.game.history
        found = [lift for lift in history.of(LimitLift) if lift.in_force(now)]
        for recorded in history.of(Lasting):
            if self.game.restricted_out(recorded) or self.game.condition_out(recorded):
                continue  # used up for now, or its CONDITION fails (18.1)
            if not self.game.source_can_use(recorded):  # its unit destroyed (18.3 item 10)
                continue
            for lifted in limit_lifts((recorded,)):
                if self.count_kind(recorded, lifted.in_force(now)):
                    found.append(lifted)
        for use in history.stratagem_uses():
            if use.moment is None:
                continue
            for effect in self.known(use.name):
                if isinstance(effect, PlayerEffect):
                    lift = effect.limit_lift(use.moment, use.player, use.unit)
                    if lift is not None and lift.in_force(now):
                        found.append(lift)
        return found

    def lift_limits(
        self, found: list[Reason], player: str, name: str, unit: str | None
    ) -> list[Reason]:
        """15.01's limits as the lifts in force leave them (18.3 item 9): a lift that must name
        the stratagem and does not lifts nothing, and the refusal cites URU v1.1."""
        if not found:
            return found
        lifted: set[str] = set()
        unnamed: list[LimitLift] = []
        for lift in self.limit_lifts():
            if not lift.covers(player, name, unit):
                continue
            if lift.works():
                lifted.add(lift.limit.value)
                if any(r.text == lift.limit.value for r in found):
                    self.game.weigh(LIMIT_LIFTED, True)
                    self.game.note(
                        Reason(f'"{lift.source}" ({lift.origin}): {lift.said()}', LIMIT_LIFTED)
                    )
            elif any(r.text == lift.limit.value for r in found):
                unnamed.append(lift)
        out = []
        for reason in found:
            if reason.text in lifted:
                continue
            if any(lift.limit.value == reason.text for lift in unnamed):
                out.append(Reason(reason.text, LIMIT_UNNAMED))
                self.game.weigh(LIMIT_UNNAMED, True)
                continue
            out.append(reason)
        return out
