"""Which Given lines an impossible state rests on: the stated facts that the core's
impossible-state row read when it found the problem.

A concrete scenario and a property scenario report an impossible state the same way, naming
every Given line that the clash rests on (``"Squad" has a starting strength of 5`` and
``"Squad" has 7 models left``) and the core's reason. For a property scenario, a clash that
rests on stated facts alone holds in every example the search could draw, so it is the
scenario's error, found before any drawing (:func:`pinned_clash`); a clash that rests on a
drawn fact is no error, only an example the search discards.

The editor and the run both ask this module, so that they name the same lines.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Collection, Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from ruleslawyer.core import Moment, RulesInputError, Unit, move_timing, unit_states
from ruleslawyer.core.fact_rows import Kind
from ruleslawyer.core.unit_fields import BY_NAME, made_from

Where = int | str | None  # a line of the feature file, or "board.yaml:4"

# Each Unit field -> the rows of the table its value is made from (none: a field no Given
# states, which a clash resting on it never pins): the rows whose ``feeds`` name it.
FIELD_ROWS = made_from()
_UNIT_FIELDS = frozenset(f.name for f in dataclasses.fields(Unit)) - {"name"}


class Draft(Protocol):
    """What this module reads of a unit draft (``ruleslawyer.scenario.state.UnitDraft``)."""

    name: str
    line: int | None
    stated: dict[str, Where]
    facts: dict[str, object]
    keywords_required: frozenset[str]
    keywords_forbidden: frozenset[str]

    def line_of(self, what: str) -> Where: ...


# The facts that hold one value (a flag, a number, a player, a unit's name): two Given steps
# that state two values of one of them contradict each other. A list (keywords, areas, moves,
# Actions) grows with each Given instead.
_ONE_VALUE = frozenset({Kind.FLAG, Kind.WHOLE, Kind.WHOLE_OR_DASH, Kind.PLAYER, Kind.UNIT})


def check_restated(
    draft: Draft, key: str, value: object, line: Where, refinable: Collection[int] = ()
) -> None:
    """Two Given steps that state opposite values of one fact of a unit are an error naming
    both lines (``"Squad" is engaged``, then ``"Squad" is not engaged``), never a silent "the
    later one wins". Not a contradiction: the same value again; a value a board file or a
    datasheet (or a roster) gave, or a Background step (``refinable``: its lines), which a
    scenario's Given refines (docs/boards.md, docs/language.md); a list that grows; a fact set
    by a When step (the game holds those; a When line stating a Given phrase is in
    ``refinable`` too)."""
    row = BY_NAME.get(key)
    before = draft.stated.get(key)
    if (
        row is None
        or row.kind not in _ONE_VALUE
        or not isinstance(before, int)
        or not isinstance(line, int)
        or before == line
        or before == draft.stated.get("datasheet")
        or before in refinable
        or line in refinable
        or key not in draft.facts
        or draft.facts[key] == value
    ):
        return
    earlier, later = _say(row.kind, row.called, draft.facts[key]), _say(row.kind, row.called, value)
    raise RulesInputError(
        f'line {before} states that "{draft.name}" {earlier} and line {line} that it {later}: '
        "two Given steps state opposite values of one fact; keep the one you mean",
        word=row.called,
    )


def _say(kind: Kind, called: str, value: object) -> str:
    if kind is Kind.FLAG:
        return f"is {called}" if value else f"is not {called}"
    if kind is Kind.PLAYER:
        return f"belongs to player {value}"
    if kind is Kind.WHOLE_OR_DASH and value is None:
        return f"has {called} -"
    return f"has {called} {value}"


@dataclass(frozen=True)
class Clash:
    """One impossible state of a unit: its field (the offending word), the core's reason,
    where the facts it rests on were stated, and whether it rests on stated facts alone."""

    unit: str
    what: str
    problem: str
    lines: tuple[Where, ...]
    pinned: bool

    def message(self) -> str:
        where = f" (stated at {say_lines(self.lines)})" if self.lines else ""
        return f'impossible state for unit "{self.unit}"{where}: {self.problem}'

    def error(self) -> RulesInputError:
        return RulesInputError(self.message(), word=self.what)


def say_lines(lines: Sequence[Where]) -> str:
    """``line 12``, ``lines 11 and 12``, ``lines 4, 5 and 9``; a board file's place as it is."""
    numbers = [str(at) for at in lines if isinstance(at, int)]
    others = [str(at) for at in lines if not isinstance(at, int) and at is not None]
    said: list[str] = []
    if len(numbers) == 1:
        said.append(f"line {numbers[0]}")
    elif numbers:
        said.append(f"lines {', '.join(numbers[:-1])} and {numbers[-1]}")
    return ", ".join(said + others)


def _reads(
    row: Callable[..., list[Any]], unit: Unit, *rest: Any
) -> tuple[list[Any], set[str], set[str]]:
    """What one impossible-state row finds of ``unit``, the Unit fields it read, and the
    keywords it asked about alone (``unit.has(k)``, which reads no other keyword)."""
    read: set[str] = set()
    asked: set[str] = set()

    class Seen(Unit):
        def __getattribute__(self, name: str) -> Any:
            if name == "has":
                keywords = object.__getattribute__(self, "keywords")

                def has(keyword: str) -> bool:
                    asked.add(keyword)
                    return keyword in keywords

                return has
            if name in _UNIT_FIELDS:
                read.add(name)
            return object.__getattribute__(self, name)

    seen = object.__new__(Seen)
    object.__setattr__(seen, "__dict__", dict(vars(unit)))
    return row(seen, *rest), read, asked


def _rows(now: Moment | None) -> Iterator[tuple[Callable[..., list[Any]], tuple[Any, ...]]]:
    for row in unit_states.IMPOSSIBLE:
        yield row, ()
    if now is not None:
        for row_now in move_timing.IMPOSSIBLE_NOW:
            yield row_now, (now,)


def clashes(draft: Draft, unit: Unit, now: Moment | None = None) -> list[Clash]:
    """Each impossible state of ``unit`` (made from ``draft``), with the lines of the stated
    facts it rests on; ``now``: also its moves beside the moment (``move_timing``)."""
    found: list[Clash] = []
    for row, rest in _rows(now):
        problems, read, asked = _reads(row, unit, *rest)
        if not problems:
            continue
        rows = [FIELD_ROWS.get(name, frozenset()) for name in sorted(read)]
        stated = {r for made in rows for r in made if r in draft.stated}
        # Pinned when every field read is made from pinned rows only (a field of several rows,
        # the moves, from all of them), and every keyword asked about is one a Given requires
        # or forbids: no drawn value could have changed what the row found.
        pinned = all(made and all(_pinned(draft, r) for r in made) for made in rows)
        pinned = pinned and asked <= draft.keywords_required | draft.keywords_forbidden
        if asked and "keywords" in draft.stated:
            stated.add("keywords")
        for what, problem in problems:
            lines = _ordered({draft.stated[r] for r in stated} or {draft.line_of(what)})
            found.append(Clash(draft.name, what, problem, lines, pinned))
    if "wounds_left" in draft.stated and unit.starting_strength != 1:
        lines = _ordered({draft.stated["wounds_left"], draft.line_of("starting strength")})
        problem = (
            "wounds left are stated only for a single-model unit, and its starting strength "
            f"is {unit.starting_strength}"
        )
        pinned = "starting_strength" in draft.stated
        found.append(Clash(draft.name, "wounds left", problem, lines, pinned))
    return found


def _pinned(draft: Draft, row: str) -> bool:
    """Whether a Given fixes this row's value for every draw: stated, and not a row that a draw
    adds to (the areas within), nor one a Given pins only part of (a keyword list that
    ``has the keyword`` added to: each keyword asked of it is checked on its own)."""
    field = BY_NAME[row]
    return (field.pinned_by or row) in draft.stated and not field.adds_to_given


def lines_of(draft: Draft, unit: Unit, problem: str, what: str) -> tuple[Where, ...]:
    """The lines an impossible state found elsewhere (``problem``, about ``what``) rests on."""
    for clash in clashes(draft, unit):
        if clash.problem == problem:
            return clash.lines
    at = draft.line_of(what)
    return () if at is None else (at,)


def _ordered(lines: set[Where]) -> tuple[Where, ...]:
    kept = [at for at in lines if at is not None]
    return tuple(sorted(kept, key=lambda at: (not isinstance(at, int), str(at).zfill(12))))


def pinned_clash(
    drafts: Sequence[Draft],
    make: Callable[[Draft], Unit],
    now: Moment | None,
    all_pinned: bool = False,
    parts: frozenset[str] = frozenset(),
) -> Clash | None:
    """The first clash of the stated facts alone among ``drafts`` (units a property scenario
    leaves open; ``make`` makes each one's unit with its defaults for what is not stated): no
    example the search could draw satisfies such Given steps. ``now``: the moment, when the
    scenario fixes it. ``all_pinned``: units nothing is drawn for, every fact of them fixed.
    ``parts``: the units that are parts of an attached unit, which may have lost every model
    (19.04; ``attached.problems_of``)."""
    for draft in drafts:
        for clash in clashes(draft, make(draft), now):
            if draft.name in parts and clash.what == "models":
                continue
            if clash.pinned or all_pinned:
                return clash
    return None
