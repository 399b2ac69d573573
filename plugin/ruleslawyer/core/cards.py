"""Mission cards that score (contract §20.2): a card's awards, written as award rows, and what
they score at the mission consult of an end step (07.02, 07.03, 08.05); the conditions and
counted things an award reads are in :mod:`ruleslawyer.core.card_conditions`.

An award row has a moment (`scores at`, with an optional battle-round window), an optional
condition (`if`), its VP (or VP for each counted thing, `for each`), an optional battle total
(`at most`), an optional tier (of the rows sharing one, only the highest-scoring scores) and an
optional mode (the row scores only for a card held as a Fixed or a Tactical mission). The rows
are parsed once, when the card is given; a row no form states is an input error naming it.

What a condition reads is a :class:`Facts` snapshot the game builds at the consult: the last
determination of control, control at the start of the turn, the units destroyed this turn and
the previous turn, and the Actions completed this turn.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING

from .card_conditions import Reader, Test, joined_words, parse_condition, parse_counted
from .card_facts import Facts
from .clock import Moment, Point
from .errors import RulesInputError, closest
from .references import Reason, RuleRef, clause

if TYPE_CHECKING:  # triggers.py imports objectives.py, which holds the card book
    from .triggers import Trigger

CARD_SCORES = clause("07.02", "Player Turns", "a mission card's award scores at its moment")
CARD_WINDOW = clause("07.02", "Player Turns", "an award scores only in its battle rounds")
CARD_MODE = clause("07.02", "Player Turns", "an award scores only for a card held in its mode")
CARD_TIER = clause("07.02", "Player Turns", "of an award's tier, only the highest scores")
CARD_AT_MOST = clause("07.02", "Player Turns", "an award scores at most its battle total")
CARD_ONCE = clause("07.02", "Player Turns", "whichever comes first: once per activation")
LAST_ROUND = 5  # `the end of battle round 5` of the `whichever comes first` form
SELECTION_RULE = clause("07.02", "Player Turns", "a mission card's selection rule")
SELECTION_TIMING = clause("07.02", "Player Turns", "a mission card's selection timing")
# Why a card refuses a selection (contract §20.2's table).
R_SELECT_UNIT = Reason("it is not a unit the card allows", SELECTION_RULE)
R_SELECT_OBJECTIVE = Reason("it is not an objective the card allows", SELECTION_RULE)
R_SELECT_LIMIT = Reason("the card's selection limit is reached", SELECTION_RULE)
R_SELECT_NOT_NOW = Reason("the selection cannot be made now", SELECTION_TIMING)
SELECTION_REASONS = (R_SELECT_UNIT, R_SELECT_OBJECTIVE, R_SELECT_LIMIT, R_SELECT_NOT_NOW)
CAP_ROUND = clause("07.02", "Player Turns", "VP caps: per battle round, per category")
CAP_BATTLE = clause("07.02", "Player Turns", "VP caps: per battle, per category")
CAP_FIXED = clause("07.02", "Player Turns", "VP caps: per Fixed secondary card")
END_OF_BATTLE_NO_ROUND_CAP = clause(
    "07.03", "End of Battle Round", "end-of-battle awards: no per-battle-round cap"
)


def card_key(name: str) -> str:
    """Card names match ignoring case, spaces and punctuation (contract §20.2)."""
    return re.sub(r"[^a-z0-9]", "", name.lower())


class Category(enum.Enum):
    PRIMARY = "primary"
    SECONDARY = "secondary"


class Mode(enum.Enum):
    FIXED = "Fixed"
    TACTICAL = "Tactical"


# -- awards ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Award:
    """One award row, parsed."""

    text: str  # the row as written, for the trace
    at: Trigger
    first_round: int
    last_round: int | None
    vp: int
    tests: tuple[Test, ...] = ()
    any_of: bool = False  # the tests joined by `or`
    each: Reader | None = None
    at_most: int | None = None
    tier: str | None = None
    mode: Mode | None = None
    first_of: bool = False  # `..., whichever comes first`: once per activation of the card

    def in_window(self, battle_round: int) -> bool:
        last = self.last_round
        return battle_round >= self.first_round and (last is None or battle_round <= last)

    def worth(self, facts: Facts) -> tuple[int, str]:
        """What the award scores now, before caps, and why in words."""
        said: list[str] = []
        results = []
        for test in self.tests:
            ok, words = test(facts)
            results.append(ok)
            said.append(words)
        if results and not (any(results) if self.any_of else all(results)):
            return 0, "; ".join(said) + ": the condition does not hold"
        if self.each is not None:
            n, words = self.each(facts)
            said.append(words)
            return self.vp * n, "; ".join(said)
        return self.vp, "; ".join(said) or "no condition"


WINDOW = re.compile(
    r"(?P<at>.+?),? (?:in battle round (?P<one>\d+)|in battle rounds (?P<lo>\d+) to (?P<hi>\d+)"
    r"|from battle round (?P<from>\d+))"
)
FIRST_OF = "the end of your opponent's turn or the end of battle round 5, whichever comes first"
OR = r" or (?!more\b)"  # `<n> or more` is a count, not a join
AND = r" and "
# The moments of contract §20.2's `scores at` column.
SCORES_AT_FORMS = (
    "the end of your turn",
    "the end of your opponent's turn",
    "the end of each turn",
    "the end of your Command phase",
    "the end of the battle",
    FIRST_OF,
)
COLUMNS = ("scores at", "if", "vp", "for each", "at most", "tier", "mode")


def parse_award(row: Mapping[str, str]) -> Award:
    """One award row (keys: the table's column names, lower case)."""
    from .triggers import Trigger

    unknown = [k for k in row if k not in COLUMNS]
    if unknown:
        near = closest(unknown[0], COLUMNS)
        raise RulesInputError(
            f"{unknown[0]!r} is not an award-row column; the columns: " + ", ".join(COLUMNS),
            word=unknown[0],
            suggestion=repr(near) if near else None,
        )
    at_text = row.get("scores at", "").strip()
    vp_text = row.get("vp", "").strip()
    if not at_text or not vp_text:
        missing = "scores at" if not at_text else "VP"
        raise RulesInputError(f"an award row needs its {missing!r} cell", word=missing)
    first, last = 1, None
    m = WINDOW.fullmatch(at_text)
    if m:
        at_text = m["at"]
    first_of = at_text.lower() == FIRST_OF
    if first_of:
        at_text = "the end of your opponent's turn"
    elif "whichever comes first" in at_text.lower():
        raise RulesInputError(
            f"scores at {at_text!r}: the one 'whichever comes first' form is '{FIRST_OF}'",
            word=at_text,
            suggestion=repr(FIRST_OF),
        )
    if m:
        if m["one"]:
            first = last = int(m["one"])
        elif m["lo"]:
            first, last = int(m["lo"]), int(m["hi"])
        else:
            first = int(m["from"])
    if not vp_text.isdigit():
        raise RulesInputError(f"VP {vp_text!r} is not a whole number of VP", word=vp_text)
    cond = row.get("if", "").strip()
    kept = {f"\x00{i}\x00": words for i, words in enumerate(joined_words())}
    for token, words in kept.items():
        cond = cond.replace(words, token)
    any_of = re.search(OR, cond) is not None
    parts = [p for p in re.split(OR if any_of else AND, cond) if p] if cond else []
    for token, words in kept.items():
        parts = [p.replace(token, words) for p in parts]
    each = row.get("for each", "").strip()
    at_most = row.get("at most", "").strip()
    if at_most and not re.fullmatch(r"\d+ VP", at_most):
        raise RulesInputError(f"at most {at_most!r}: write '<n> VP'", word=at_most)
    mode_text = row.get("mode", "").strip()
    mode = None
    if mode_text:
        found = {m.value.lower(): m for m in Mode}.get(mode_text.lower())
        if found is None:
            raise RulesInputError(
                f"mode {mode_text!r}: write Fixed or Tactical", word=mode_text, suggestion="Fixed"
            )
        mode = found
    try:
        at = Trigger.parse(at_text)
    except RulesInputError as exc:
        near = closest(at_text, SCORES_AT_FORMS, cutoff=0.3)
        raise RulesInputError(
            f"scores at {at_text!r} is no moment an award scores at; write "
            + ", ".join(repr(f) for f in SCORES_AT_FORMS)
            + ", each optionally followed by ', in battle round <n>', ', in battle rounds <n1> "
            "to <n2>' or ', from battle round <n>'",
            word=at_text,
            suggestion=repr(near) if near else exc.suggestion,
        ) from None
    return Award(
        text=" | ".join(f"{k}: {v}" for k, v in row.items() if v.strip()),
        at=at,
        first_round=first,
        last_round=last,
        vp=int(vp_text),
        tests=tuple(parse_condition(p) for p in parts),
        any_of=any_of,
        each=parse_counted(each) if each else None,
        at_most=int(at_most.split()[0]) if at_most else None,
        tier=row.get("tier", "").strip() or None,
        mode=mode,
        first_of=first_of,
    )


@dataclass(frozen=True)
class Card:
    """A mission card a player holds: its awards, its category and the mode it is held in."""

    name: str
    category: Category
    awards: tuple[Award, ...]
    mode: Mode | None = None
    order: int = 0


@dataclass(frozen=True)
class Caps:
    """VP caps by category; None: no cap."""

    per_round: Mapping[Category, int | None]
    per_battle: Mapping[Category, int | None]
    per_fixed_card: int | None = None


NO_CAPS = Caps({c: None for c in Category}, {c: None for c in Category})


@dataclass(frozen=True)
class Scored:
    player: str
    card: str
    category: Category
    battle_round: int | None  # None: earlier in the battle, round not stated
    vp: int
    stated: bool = False  # a Given, not scored in this scenario's When steps
    award: int = -1  # the award's index on its card


@dataclass
class CardBook:
    """The cards each player holds, the caps and what each card scored."""

    held: dict[str, list[Card]] = field(default_factory=lambda: {"A": [], "B": []})
    caps: Caps = NO_CAPS
    scored: list[Scored] = field(default_factory=list)
    ever: set[tuple[str, str]] = field(default_factory=set)  # (player, card key) ever held
    caps_stated: bool = False  # `Given the VP caps:` replaces the loaded caps
    dispositions: dict[str, str] = field(default_factory=dict)  # stated force dispositions
    # The `whichever comes first` awards that fired: (player, card, activation, award index).
    fired: set[tuple[str, str, int, int]] = field(default_factory=set)
    activations: int = 0  # cards given or drawn so far: each one's order and activation
    # Selections (contract §20.2): (selecting player, card key, unit or objective key, guarded
    # objective key or None); a guard lasts until the start of its holder's next turn.
    selections: list[tuple[str, str, str, str | None]] = field(default_factory=list)
    # Record what cards count even while no card is held (a concrete scenario: a card may be
    # drawn later in the turn; see core/missions.py).
    counts_always: bool = False
    # The cards a scenario's table declared, by card key: a table replaces the data and the
    # project's rows for that card (contract §20.2, Loading a card), so drawing the card again
    # after a discard draws these rows, not the data's.
    declared: dict[str, Card] = field(default_factory=dict)

    def give(self, player: str, card: Card) -> None:
        """Hold ``card`` from now (a new activation; one of the same name is replaced)."""
        card = replace(card, order=self.activations)
        self.activations += 1
        cards = self.held[player]
        cards[:] = [c for c in cards if card_key(c.name) != card_key(card.name)]
        cards.append(card)
        self.ever.add((player, card_key(card.name)))

    def discard(self, player: str, name: str) -> bool:
        cards = self.held[player]
        kept = [c for c in cards if card_key(c.name) != card_key(name)]
        found = len(kept) != len(cards)
        cards[:] = kept
        return found

    def holds(self, player: str, name: str) -> Card | None:
        return next((c for c in self.held[player] if card_key(c.name) == card_key(name)), None)

    def held_ever(self, player: str, name: str) -> bool:
        return (player, card_key(name)) in self.ever

    def total(self, player: str, **match: object) -> int:
        return sum(
            s.vp
            for s in self.scored
            if s.player == player and all(getattr(s, k) == v for k, v in match.items())
        )

    def consult(
        self,
        moment: Moment,
        facts_for: Callable[[str], Facts],
        battle_end: bool,
        weigh: Callable[[RuleRef, bool], bool],
        note: Callable[[Reason], None],
    ) -> list[Scored]:
        """The mission consult of an end step: each holder's cards in the order given, primary
        first, each card's rows in order; tiers settled, then caps (contract §20.2)."""
        found: list[Scored] = []
        for player in ("A", "B"):
            cards = sorted(
                self.held[player], key=lambda c: (c.category is not Category.PRIMARY, c.order)
            )
            facts: Facts | None = None
            for card in cards:
                best: dict[str, tuple[int, int, str]] = {}  # tier -> (vp, index, said)
                worth: list[tuple[int, int, str]] = []
                for index, award in enumerate(card.awards):
                    if award.at.battle_end:
                        fires = battle_end and moment.point is award.at.point
                    else:
                        fires = award.at.fires_at(moment, player)
                    once = (player, card.name, card.order, index)
                    if award.first_of:
                        # or the end of battle round 5, when the holder's turn was its last
                        fires = fires or (
                            moment.point is Point.ROUND_END
                            and moment.battle_round == LAST_ROUND
                            and moment.first_player != player
                        )
                        if weigh(CARD_ONCE, once in self.fired):
                            continue
                    if not fires:
                        continue
                    rnd = moment.battle_round
                    if not weigh(CARD_WINDOW, award.in_window(rnd)):
                        continue
                    if award.mode is not None and not weigh(CARD_MODE, award.mode is card.mode):
                        continue
                    facts = facts or facts_for(player)
                    vp, said = award.worth(facts)
                    if award.first_of:
                        self.fired.add(once)
                    if award.tier is not None:
                        kept = best.get(award.tier)
                        if kept is None or vp > kept[0]:
                            best[award.tier] = (vp, index, said)
                        continue
                    worth.append((vp, index, said))
                for kept in best.values():
                    weigh(CARD_TIER, kept[0] > 0)
                    worth.append(kept)
                for vp, index, said in sorted(worth, key=lambda w: w[1]):
                    award = card.awards[index]
                    got = self._capped(player, card, index, award, vp, moment, weigh, battle_end)
                    weigh(CARD_SCORES, got > 0)
                    cut = f" (cut from {vp} by a cap)" if got < vp else ""
                    note(
                        Reason(
                            f'"{card.name}" scores {got} VP for player {player}{cut}: {said}',
                            CARD_SCORES,
                        )
                    )
                    if got or vp:
                        entry = Scored(
                            player, card.name, card.category, moment.battle_round, got, award=index
                        )
                        self.scored.append(entry)
                        found.append(entry)
        return found

    def _capped(
        self,
        player: str,
        card: Card,
        index: int,
        award: Award,
        vp: int,
        moment: Moment,
        weigh: Callable[[RuleRef, bool], bool],
        battle_end: bool,
    ) -> int:
        if award.at_most is not None:
            # VP stated as scored earlier for the card, no award named, count toward its
            # `at most` (contract 20.2: the award's total over the battle; interpretation 90).
            before = sum(
                s.vp
                for s in self.scored
                if s.player == player
                and s.card == card.name
                and (s.award == index or (s.stated and s.award == -1))
            )
            vp = min(vp, max(0, award.at_most - before))
            weigh(CARD_AT_MOST, before + vp >= award.at_most)
        category = card.category
        per_battle = self.caps.per_battle.get(category)
        if per_battle is not None:
            room = max(0, per_battle - self.total(player, category=category))
            weigh(CAP_BATTLE, vp > room)
            vp = min(vp, room)
        per_round = self.caps.per_round.get(category)
        if per_round is not None and not weigh(
            END_OF_BATTLE_NO_ROUND_CAP, battle_end and award.at.battle_end
        ):
            room = max(
                0,
                per_round - self.total(player, category=category, battle_round=moment.battle_round),
            )
            weigh(CAP_ROUND, vp > room)
            vp = min(vp, room)
        if card.mode is Mode.FIXED and self.caps.per_fixed_card is not None:
            room = max(0, self.caps.per_fixed_card - self.total(player, card=card.name))
            weigh(CAP_FIXED, vp > room)
            vp = min(vp, room)
        return vp
