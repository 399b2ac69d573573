"""One unit's performance of one Action (16.01): a view of the history's record of its start
and, once it has ended, of its end. core/performing.py keeps them and decides when each starts,
completes or fails."""

from __future__ import annotations

from dataclasses import dataclass, field

from .clock import Moment
from .history import ActionStarted, ActionState
from .references import Reason


@dataclass
class Performance:
    """One unit's performance of one Action, from its start to its completion or failure: a
    view of the history's record of its start (``index``) and of its end, if any."""

    unit: str
    action: str
    player: str
    started: Moment
    # When it completes (None: never), or the record of its start that says so: a view of the
    # history reads it from there only when asked (``completes_at``), so that asking how a
    # performance stands reads nothing of its COMPLETES row (the exhaustive walk counts a read
    # of the record's moment as a read of that row).
    completes: Moment | ActionStarted | None
    state: ActionState = ActionState.PERFORMING
    because: Reason | None = None
    target: str | None = None  # "that objective" (or area): the key of the one it is on
    index: int = field(default=-1, compare=False)  # its start's number in the history

    @property
    def completes_at(self) -> Moment | None:
        """The moment it completes at (None: never)."""
        completes = self.completes
        return completes.completes_at if isinstance(completes, ActionStarted) else completes

    @classmethod
    def under_way(cls, index: int, start: ActionStarted) -> Performance:
        """The performance an ActionStarted record (the history's ``index``) began, still under
        way."""
        view = cls(start.unit, start.action, start.player, start.moment, start, target=start.target)
        view.index = index
        return view
