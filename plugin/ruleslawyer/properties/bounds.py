"""The bounds of a proven claim in words: the domains the exhaustive walk actually ranged over
("every moment of battle rounds 1-5; "Squad": starting strength 1-20, ..."), from the options of
every choice it met, never restated from the table."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from fractions import Fraction

from ruleslawyer import strategies as rs
from ruleslawyer.core import Moment
from ruleslawyer.core.unit_fields import BY_NAME
from ruleslawyer.properties.lazy_rolls import ANSWER
from ruleslawyer.properties.partial_values import KEYWORD as _KEYWORD
from ruleslawyer.properties.strength_classes import ROW as CLASS
from ruleslawyer.scenario import any_rule
from ruleslawyer.scenario.drawn_gaps import AXES, Gaps
from ruleslawyer.scenario.exact_positions import grid_words

Label = tuple[str, ...] | None


@dataclass
class Ranges:
    """Every option met, by what it was an option for."""

    facts: dict[tuple[str, str], set[object]] = field(default_factory=dict)
    moments: set[Moment] = field(default_factory=set)
    rolls: dict[str, set[int]] = field(default_factory=dict)
    rows: dict[str, int] = field(default_factory=dict)  # an Action row -> its forms
    other: dict[str, int] = field(default_factory=dict)  # a choice we cannot name -> options
    rules: dict[str, dict[str, int]] = field(default_factory=dict)  # rule -> part -> options
    # Drawn positions (§19.9): each gap's range on its grid, by what it is; the directions.
    gaps: dict[str, tuple[Fraction, Fraction, Fraction]] = field(default_factory=dict)
    directions: set[object] = field(default_factory=set)
    removals: set[str] = field(default_factory=set)  # units whose removals were drawn (03.03)

    def add(self, label: Label, options: Sequence[object]) -> None:
        bound = getattr(options, "bound", "")  # a drawn rule's part (scenario/any_rule.py)
        if bound:
            rule, _, part = bound.rpartition(": ")
            parts = self.rules.setdefault(rule, {})
            parts[part] = max(parts.get(part, 0), getattr(options, "total", len(options)))
            return
        if label is not None and (label[0] == ANSWER or label[-1] == CLASS):
            return  # a roll's answer, a strength class: their numbers are added as offered
        if label is not None and label[0] == "position":
            if isinstance(options, Gaps):
                what = "heights" if label[-1] == "height" else "gaps"
                low, high, step = self.gaps.get(what, (options.low, options.high, options.step))
                self.gaps[what] = (min(low, options.low), max(high, options.high), step)
            else:
                self.directions.update(options)
            return
        if label is not None and label[0] == "removal":  # to regain coherency (§19.5)
            self.removals.add(label[1])
            return
        if options and all(isinstance(o, Moment) for o in options):  # the walk's round too
            self.moments.update(o for o in options if isinstance(o, Moment))
        elif label is not None and label[0] == "fact" and label[1].endswith('" Action'):
            self.rows[label[2]] = max(self.rows.get(label[2], 0), len(options))  # an Action's
        elif label is not None and label[0] == "fact":
            # options built at the drawn moment name every moment's (properties/moments.py)
            every = getattr(options, "every", options)
            self.facts.setdefault((label[1], label[2]), set()).update(every)
        elif label is not None and label[0] == "roll":
            self.rolls.setdefault(label[1], set()).update(int(str(o)) for o in options)
        else:
            what = _kind(options)
            self.other[what] = max(self.other.get(what, 0), len(options))


def _kind(options: Sequence[object]) -> str:
    """What an unlabelled choice is a choice of: every drawn fact (an Action's rows, a unit's
    areas and keywords) is labelled, and added above."""
    first = options[0]
    if first is None or (isinstance(first, str) and len(options) > 1):
        return "Actions started"
    return "other choices"


def _span(values: set[object]) -> str:
    numbers = sorted(v for v in values if isinstance(v, int) and not isinstance(v, bool))
    dash = " or -" if None in values else ""
    if numbers and len(numbers) == numbers[-1] - numbers[0] + 1:
        said = f"{numbers[0]}-{numbers[-1]}" if len(numbers) > 1 else str(numbers[0])
        return said + dash
    return ", ".join(str(n) for n in numbers) + dash


def _fact(row: str, values: set[object]) -> str:
    called = BY_NAME[row].called if row in BY_NAME else row
    if values and all(isinstance(v, bool) for v in values):  # not {1}, which == {True}
        if len(values) > 1:
            return f"{called} or not"
        return f"{called}: {'yes' if values == {True} else 'no'}"  # in words, never True/False
    if all(isinstance(v, int) or v is None for v in values):
        return f"{called} {_span(values)}"
    return f"{called} ({len(values)} values)"


def _moments(moments: set[Moment]) -> str:
    rounds = {m.battle_round for m in moments}
    low, high = min(rounds), max(rounds)
    said = f"battle round {low}" if low == high else f"battle rounds {low}-{high}"
    players = sorted({m.player for m in moments if m.player})
    phases = {m.phase for m in moments if m.phase}
    who = " of both players" if len(players) > 1 else f" of player {players[0]}" if players else ""
    where = f" ({len(phases)} phases)" if len(phases) > 1 else ""
    return f"every moment{who} of {said}{where}"


def _positions(ranges: Ranges) -> list[str]:
    """The drawn positions' bounds, named first (§19.9): the grid, the range of the gaps, the
    directions."""
    said: list[str] = []
    for what, (low, high, step) in sorted(ranges.gaps.items(), key=lambda kv: kv[0] != "gaps"):
        said.append(f"{what} on a {grid_words(step)} grid from {_inches(low)} to {_inches(high)}")
    if said and ranges.directions:
        axes = ranges.directions <= set(AXES)
        said[0] += ", along the axes" if axes else f", in {len(ranges.directions)} directions"
    return said


def _inches(value: Fraction) -> str:
    return f'{float(value):g}"' if value.denominator != 1 else f'{value.numerator}"'


def describe(ranges: Ranges) -> str:
    """The bounds, in the order a reader meets them: the grid of drawn positions, the moment,
    the units, rolls, rows."""
    parts: list[str] = _positions(ranges)
    if ranges.moments:
        parts.append(_moments(ranges.moments))
    units: dict[str, list[str]] = {}
    keywords: dict[str, list[str]] = {}  # drawn keyword by keyword (the walk's own draw)
    for (unit, row), values in ranges.facts.items():
        if row.startswith(_KEYWORD):
            if len(values) > 1:
                keywords.setdefault(unit, []).append(row.removeprefix(_KEYWORD))
            continue
        units.setdefault(unit, []).append(_fact(row, values))
    for unit, names in keywords.items():
        units.setdefault(unit, []).append(
            f"keywords: with or without each of {', '.join(sorted(names))} "
            f"(at most {rs.MAX_EXTRA_KEYWORDS} beside those the scenario requires)"
        )
    for unit, said in units.items():
        parts.append(f'"{unit}": ' + ", ".join(said))
    for unit in sorted(ranges.removals):
        parts.append(f'every choice of the models "{unit}" removes to regain coherency')
    for unit, totals in ranges.rolls.items():
        parts.append(f'a battle-shock roll for "{unit}" of {_span(set(totals))}')
    for row, count in ranges.rows.items():
        parts.append(f"every {row} row of the {count} drawn")
    parts += any_rule.bounds_said(ranges.rules)
    for what, count in ranges.other.items():
        parts.append(f"every one of {count} {what}")
    return "; ".join(parts) if parts else "the only case"
