"""Every fact the core knows of a unit, once: one row per fact.

A row says the fact's name, its kind of value, its default, the rule section that reads it, how
a Given step states it, how a board states it, what values a unit may have (its bounds) and what
the property search draws (its domain: an enumerable set of values, simplest first). From this
table the rest is derived: the scenario's unit draft (``scenario/state.py``), the defaults of an
unstated fact, the board's unit keys and ``docs/board.schema.json`` (``scenario/board_spec.py``),
the columns of `Given the units:` and the property draws (``properties/draw.py``). A row also
declares the Unit fields made from it (``feeds``: the unit build, ``scenario/concrete.py``, and
the walk's map, ``properties/fact_keys.py``, both read :func:`made_from`), how a counterexample
states it (``said_by``, ``scenario/unit_givens.py``) and how the public strategy
``ruleslawyer.strategies.units()`` draws it (``public_draw``).

The rows are descriptors: a class that derives from :class:`UnitFacts` and keeps a ``facts``
dict reads each fact by its row's name, and gets the row's default when nothing stated it.
:data:`FIELDS` lists the rows in their order (the board's key order).

Facts of this turn (moves made, Actions started, a charge declared) have rows for how they are
stated and drawn; the game stores them stamped with the turn or phase, in the Unit fields the
row feeds (``Unit.moves``, ``Unit.charges_declared``; an Action started is the game's
performance), not as the draft holds them.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import Any

from . import keywords as kw
from .clock import PLAYERS
from .fact_rows import (
    ActionsStarted,
    AreaSets,
    Bounds,
    Choices,
    Domain,
    HasFacts,
    KeywordSets,
    Kind,
    PublicDraw,
    Span,
    Transports,
    UnitField,
)
from .rules_numbers import CHARGE_WORDS
from .units import LD_RANGE, SECTION_9_MOVES, UNSTATED_MOVES, MoveKind, Unit

NONE = PublicDraw.NONE

# The moves drawn as made this turn: every move a step states, those of 09-12 first; a move
# that could not have been made by now is discarded (``core/move_timing.py``).
_MOVES_MADE = (
    *(k for k in MoveKind if k in SECTION_9_MOVES),
    *(k for k in MoveKind if k not in SECTION_9_MOVES and k not in UNSTATED_MOVES),
)
_EMBARKED_THIS_PHASE = '"{unit}" embarked within "{transport}" this phase'
_NOT_SELECTED = '"{unit}" has not been selected to fight this phase'
_NO_INGRESS = '"{unit}" made no ingress move earlier in the battle'
# The number-free twins of the charge distance's phrases (19.1): not near, then near.
NEAR_ENEMY_TWINS = (
    '"{unit}" is too far from every enemy unit to declare a charge',
    '"{unit}" is close enough to an enemy unit to declare a charge',
)


class UnitFacts(HasFacts):
    """The table: each attribute is one row. Subclasses keep the values in ``facts``."""

    player = UnitField[str](
        Kind.PLAYER,
        "A",
        "07.02",
        "player",
        phrases=(
            'a unit "{unit}" for player {player:player}',
            '"{unit}" belongs to player {player:player}',
        ),
        draw=Choices(PLAYERS),
        board_key="player",
        board_text="The player the unit belongs to.",
        column=True,
        said_by="the unit",
    )
    keywords = UnitField[frozenset[str]](
        Kind.KEYWORDS,
        kw.DEFAULT_KEYWORDS,
        "02.05",
        "keywords",
        phrases=(
            '"{unit}" has the keyword {keyword:text}',
            '"{unit}" has the keywords {keyword:text}',
            '"{unit}" does not have the keyword {keyword:text}',
        ),
        draw=KeywordSets(),
        pinned_by="keywords_whole",  # `has the keyword` pins one keyword, not the list
        board_key="keywords",
        board_text="The unit's whole keyword list.",
        column=True,
        datasheet=True,
        said_by="keywords",
    )
    oc = UnitField[int | None](
        Kind.WHOLE_OR_DASH,
        2,
        "02.02",
        "OC",
        phrases=('"{unit}" has OC {oc:word}',),
        draw=Choices((2, 0, 1, 3, 4, 5, None)),
        bounds=Bounds(0),
        board_key="oc",
        board_text="Objective Control; '-' for none.",
        column=True,
        datasheet=True,
        per_profile=True,
        said_by="OC",
    )
    ld = UnitField[int](
        Kind.WHOLE,
        6,
        "01.06",
        "Ld",
        phrases=('"{unit}" has Ld {ld:word}',),
        draw=Span(*LD_RANGE, toward=6),
        bounds=Bounds(*LD_RANGE),
        written_plus=True,
        board_key="ld",
        board_text="Leadership: 6 means 6+.",
        column=True,
        datasheet=True,
        per_profile=True,
        said_by="Ld",
    )
    starting_strength = UnitField[int](
        Kind.WHOLE,
        5,
        "Appendix",
        "starting strength",
        phrases=('"{unit}" has a starting strength of {n:int}',),
        draw=Span(1, 20, toward=5, floor="models"),
        bounds=Bounds(1),
        board_key="starting_strength",
        board_text="Models in the unit at the start.",
        column=True,
        datasheet=True,
        said_by="starting strength",
    )
    models = UnitField[int](
        Kind.WHOLE,
        5,
        "Appendix",
        "models",
        phrases=('"{unit}" has {n:int} model[s|] left',),
        draw=Span(1, "starting_strength", toward="starting_strength"),
        bounds=Bounds(1),
        default_from="starting_strength",
        default_said="the starting strength",
        board_key="models",
        board_text=(
            "Models left, at most the starting strength; 0 only for a part of an attached"
            " unit that is gone."
        ),
        column=True,
        said_by="models left",
    )
    w = UnitField[int](
        Kind.WHOLE,
        2,
        "02.02",
        "W",
        phrases=('"{unit}" has W {w:int}',),
        draw=Span(1, 24, toward=2, floor="wounds_left"),
        bounds=Bounds(1),
        board_key="w",
        board_text="Wounds characteristic.",
        column=True,
        datasheet=True,
        said_by="W",
    )
    wounds_left = UnitField[int](
        Kind.WHOLE,
        2,
        "Appendix",
        "wounds left",
        phrases=('"{unit}" has {n:int} wound[s|] left',),
        draw=Span(1, "w", toward="w"),
        only_when=("starting_strength", 1),
        bounds=Bounds(1),
        default_from="w",
        default_said="W",
        board_key="wounds_left",
        board_text="Wounds left, at most W; only for a single-model unit.",
        column=True,
        said_by="wounds left",
    )
    battle_shocked = UnitField[bool](
        Kind.FLAG,
        False,
        "01.07",
        "battle-shocked",
        phrases=('"{unit}" is battle-shocked', '"{unit}" is not battle-shocked'),
        says=('"{unit}" is battle-shocked', '"{unit}" is not battle-shocked'),
        draw=Choices((False, True)),
        board_key="battle_shocked",
        board_text="Whether the unit is battle-shocked.",
        said_by="battle-shock",
    )
    engaged = UnitField[bool](
        Kind.FLAG,
        False,
        "03.04",
        "engaged",
        phrases=('"{unit}" is engaged', '"{unit}" is not engaged'),
        says=('"{unit}" is engaged', '"{unit}" is not engaged'),
        draw=Choices((False, True)),
        default_from="engaged_only_aircraft",
        default_said="false",
        board_key="engaged",
        board_text="Whether the unit is engaged.",
        said_by="engagement",
    )
    on_battlefield = UnitField[bool](
        Kind.FLAG,
        True,
        "16.01",
        "on the battlefield",
        phrases=('"{unit}" is off the battlefield', '"{unit}" is on the battlefield'),
        says=('"{unit}" is on the battlefield', '"{unit}" is off the battlefield'),
        draw=Choices((True, False)),
        default_from="in_reserves",
        negated=True,
        default_said="true",
        board_key="on_battlefield",
        board_text="Whether the unit is on the battlefield.",
        said_by="where it is",
    )
    within = UnitField[frozenset[str]](
        Kind.AREAS,
        frozenset(),
        "16.01",
        "within",
        phrases=('"{unit}" is within {area:area}',),
        draw=AreaSets(),
        adds_to_given=True,  # within a stated area, and perhaps others
        default_said="no area",
        board_key="within",
        board_text="The named areas the unit is within.",
        said_by="areas",
    )
    wholly_within = UnitField[frozenset[str]](
        Kind.AREAS,
        frozenset(),
        "01.04",
        "wholly within",
        phrases=('"{unit}" is wholly within {area:area}',),
        default_said="no area",
        said_by="areas",
    )
    moves = UnitField[tuple[MoveKind, ...]](
        Kind.MOVES,
        (),
        "09",
        "moved",
        phrases=(
            '"{unit}" made [a|an] {move:word} move this turn',
            '"{unit}" made no move this turn',
        ),
        draw=Choices(((), *((k,) for k in _MOVES_MADE))),
        default_said="none",
        board_key="moved",
        board_text="The move the unit made this turn.",
        this_turn=True,
        said_by="moves this turn",
        feeds=("moves", "phase_moves", "set_up_turn"),
    )
    started = UnitField[tuple[str, ...]](
        Kind.ACTIONS,
        (),
        "16.01",
        "started",
        phrases=(
            '"{unit}" started the "{action}" Action this turn',
            '"{unit}" has started no Action this turn',
        ),
        draw=ActionsStarted(),
        default_said="none",
        this_turn=True,
        said_by="Actions started",
        public_draw=NONE,
        feeds=(),
    )
    near_enemy = UnitField[bool](
        Kind.FLAG,
        True,
        "11.02",
        f"within {CHARGE_WORDS.spelt} of an enemy unit",
        phrases=(
            f'"{{unit}}" is not within {CHARGE_WORDS.spelt} of any enemy unit',
            f'"{{unit}}" is within {CHARGE_WORDS.spelt} of an enemy unit',
            *NEAR_ENEMY_TWINS,
        ),
        says=(
            f'"{{unit}}" is within {CHARGE_WORDS.spelt} of an enemy unit',
            f'"{{unit}}" is not within {CHARGE_WORDS.spelt} of any enemy unit',
        ),
        draw=Choices((True, False)),
        board_key=f"within_{CHARGE_WORDS.inches}_of_enemy",
        board_text=f"Whether the unit is within {CHARGE_WORDS.spelt} of an enemy unit (11.02).",
        board_twin="close_enough_to_charge",
        written=CHARGE_WORDS,
        said_by="charge distance",
    )
    engaged_only_aircraft = UnitField[bool](
        Kind.FLAG,
        False,
        "23.02",
        "engaged only with AIRCRAFT",
        phrases=(
            '"{unit}" is engaged only with AIRCRAFT units',
            '"{unit}" is not engaged only with AIRCRAFT units',
        ),
        says=(
            '"{unit}" is engaged only with AIRCRAFT units',
            '"{unit}" is not engaged only with AIRCRAFT units',
        ),
        draw=Choices((False, True)),
        only_when=("engaged", True),
        board_key="engaged_only_with_aircraft",
        board_text=(
            "Whether it is engaged, and only with AIRCRAFT units (23.02); true means engaged."
        ),
        said_by="engagement",
    )
    in_reserves = UnitField[bool](
        Kind.FLAG,
        False,
        "20.01",
        "strategic reserves",
        phrases=('"{unit}" is in strategic reserves', '"{unit}" is not in strategic reserves'),
        says=('"{unit}" is in strategic reserves', '"{unit}" is not in strategic reserves'),
        draw=Choices((False, True)),
        only_when=("on_battlefield", False),
        board_key="strategic_reserves",
        board_text="Whether the unit is in strategic reserves, off the battlefield (20).",
        said_by="where it is",
    )
    declared_charge = UnitField[bool](
        Kind.FLAG,
        False,
        "11.02",
        "declared a charge this phase",
        phrases=(
            '"{unit}" declared a charge this phase',
            '"{unit}" has not declared a charge this phase',
        ),
        says=(
            '"{unit}" declared a charge this phase',
            '"{unit}" has not declared a charge this phase',
        ),
        draw=Choices((False, True)),
        board_key="declared_charge",
        board_text="Whether the unit declared a charge this phase (11.02).",
        this_turn=True,
        stored_as="charges_declared",
        stamp="phase",
        said_by="fight",
        public_draw=NONE,
    )
    # The Fight phase and battle-shock variants (contract §14). A modifier is a rule's: not
    # drawn, as `any unit` invents no rule; ruleslawyer.strategies.units() offers modifiers.
    selected_to_fight = UnitField[bool](
        Kind.FLAG, False, "12.04", "selected to fight", draw=Choices((False, True)),
        phrases=('"{unit}" has been selected to fight this phase', _NOT_SELECTED), this_turn=True,
        says=('"{unit}" has been selected to fight this phase', _NOT_SELECTED),
        said_by="fight",
    )  # fmt: skip
    # A rule now (contract 18.1, and the change to §6 and §12): `any unit` draws it no more;
    # `any rule ... that gives it Fights First` does (18.7), or a Given pins it.
    fights_first = UnitField[bool](
        Kind.FLAG, False, "24.13", "Fights First", draw=None,
        phrases=('"{unit}" has Fights First', '"{unit}" does not have Fights First'),
        says=('"{unit}" has Fights First', '"{unit}" does not have Fights First'),
        said_by="fight",
    )  # fmt: skip
    engaged_at_fight_step = UnitField[bool](
        Kind.FLAG, False, "12.04", "engaged at the start of the Fight step", this_turn=True,
        phrases=('"{unit}" was engaged at the start of the Fight step',
                 '"{unit}" was not engaged at the start of the Fight step'),
        says=('"{unit}" was engaged at the start of the Fight step',
              '"{unit}" was not engaged at the start of the Fight step'),
        draw=Choices((False, True)), default_from="engaged", default_said="its stated engagement",
        said_by="at the Fight step",
    )  # fmt: skip
    battle_shock_modifier = UnitField[int](
        Kind.WHOLE, 0, "01.06", "battle-shock modifier", draw=None,
        phrases=('a rule modifies battle-shock rolls for "{unit}" by {m:word}',),
        said_by="battle-shock modifier",
    )  # fmt: skip

    # Transports and reserves (18, 20, 24.09): the unit's TRANSPORT, the units a TRANSPORT
    # cannot take (not measured), the disembark modes a rule grants (18.06, 18.07), arrivals.
    embarked_in = UnitField[str | None](
        Kind.UNIT, None, "18.02", "embarked within", default_said="not embarked",
        phrases=(
            '"{unit}" is embarked within "{transport}"',
            _EMBARKED_THIS_PHASE,
            '"{unit}" is not embarked',
        ),
        draw=Transports(), only_when=("on_battlefield", False),  # 18.02: off the battlefield
        said_by="embarked", feeds=("embarked_in", "embarked_in_phase"),
    )  # fmt: skip
    embarked_this_phase = UnitField[bool](
        Kind.FLAG, False, "18.04", "embarked this phase", phrases=(_EMBARKED_THIS_PHASE,),
        this_turn=True,
        said_by="embarked", feeds=("embarked_in_phase",),
    )  # fmt: skip
    # Not drawn: a drawn disembark or ingress move sets the unit up (18.03, 20.04).
    set_up_this_turn = UnitField[bool](
        Kind.FLAG, False, "18.02", "set up this turn", this_turn=True,
        phrases=('"{unit}" was set up on the battlefield this turn',),
        said_by="set up", feeds=("set_up_turn",),
    )  # fmt: skip
    moves_this_phase = UnitField[tuple[MoveKind, ...]](
        Kind.MOVES, (), "21.02", "moved this phase", default_said="none", this_turn=True,
        phrases=(
            '"{unit}" made [a|an] {move:word} move this phase',
            '"{unit}" remained stationary this phase',
        ),
        said_by="moves this phase", feeds=("moves", "phase_moves", "set_up_turn"),
    )  # fmt: skip
    # 09.02, 09.04: selected to move, it remained stationary (no move; 18.04, 18.2 `<state>`).
    remained_stationary = UnitField[bool](
        Kind.FLAG, False, "09.04", "remained stationary", this_turn=True,
        phrases=('"{unit}" remained stationary this phase',),
        said_by="remained stationary", feeds=("stationary_phase", "stationary_turn"),
    )  # fmt: skip
    cannot_take = UnitField[frozenset[str]](
        Kind.NAMES, frozenset(), "18.01", "cannot take", default_said="none",
        phrases=('"{transport}" cannot take "{unit}"',),
        said_by="transport",
    )  # fmt: skip
    transport_capacity = UnitField[int | None](
        Kind.WHOLE_OR_DASH, None, "18.01", "transport capacity",
        default_said="not stated (not weighed)", datasheet=True,
        phrases=('"{transport}" has a transport capacity of {n:int} models',),
        said_by="transport",
    )  # fmt: skip
    disembark_grants = UnitField[frozenset[str]](
        Kind.NAMES, frozenset(), "18.06", "disembark modes granted", default_said="none",
        phrases=('a rule lets "{unit}" make [a|an] {mode:text}',),
        said_by="disembark modes",
    )  # fmt: skip
    repositioned = UnitField[bool](
        Kind.FLAG, False, "20.02", "repositioned",
        phrases=('"{unit}" is a repositioned unit', '"{unit}" is not a repositioned unit'),
        says=('"{unit}" is a repositioned unit', '"{unit}" is not a repositioned unit'),
        draw=Choices((False, True)), only_when=("in_reserves", True),
        said_by="reserves",
    )  # fmt: skip
    ingress_earlier = UnitField[bool](
        Kind.FLAG, False, "20.04", "made an ingress move earlier", draw=Choices((False, True)),
        phrases=('"{unit}" made an ingress move earlier in the battle', _NO_INGRESS),
        says=('"{unit}" made an ingress move earlier in the battle', _NO_INGRESS),
        said_by="reserves",
    )  # fmt: skip
    deep_strike = UnitField[bool](
        Kind.FLAG, False, "24.09", "Deep Strike",
        phrases=('"{unit}" has the Deep Strike ability',),
        said_by="abilities",
    )  # fmt: skip
    arrives_first_round = UnitField[bool](
        Kind.FLAG, False, "20.03", "arrives in the first battle round",
        phrases=('a rule lets "{unit}" arrive in the first battle round',),
        said_by="abilities",
    )  # fmt: skip


FIELDS: tuple[UnitField[Any], ...] = tuple(
    row for row in vars(UnitFacts).values() if isinstance(row, UnitField)
)
BY_NAME: dict[str, UnitField[Any]] = {row.name: row for row in FIELDS}
# The facts a datasheet states, and those of them each model profile has its own value of.
FROM_DATASHEET: tuple[str, ...] = tuple(row.name for row in FIELDS if row.datasheet)
PER_PROFILE: tuple[str, ...] = tuple(row.name for row in FIELDS if row.per_profile)
# How messages name a fact ("W", "starting strength") -> its row's name.
BY_CALLED: dict[str, str] = {row.called: row.name for row in reversed(FIELDS)}


def made_from(rows: Sequence[UnitField[Any]] | None = None) -> dict[str, frozenset[str]]:
    """Each field of :class:`~ruleslawyer.core.Unit` -> the rows of the table it is made from:
    those whose ``feeds`` name it (``UnitField.fed``); a row with no field of its own, not a
    fact of this turn, is kept in ``Unit.more``. A field no row feeds is made from none (the
    game's records, a datasheet's values, an attached unit's parts). Read from the table as it
    is now (a row may be added); the unit build (scenario/concrete.py) and the walk's map of
    what a read reads (properties/fact_keys.py) both read it."""
    own = [f.name for f in dataclasses.fields(Unit) if f.name != "name"]
    made: dict[str, set[str]] = {name: set() for name in own}
    for row in FIELDS if rows is None else rows:
        for name in row.fed:
            if name in made:
                made[name].add(row.name)
            elif name == row.name and not row.this_turn:
                made["more"].add(row.name)
            else:
                raise TypeError(
                    f"the {row.name} row feeds {name!r}, which is no field of Unit; a fact of "
                    "this turn names the fields it is stored in (`feeds` or `stored_as`)"
                )
    return {name: frozenset(rows) for name, rows in made.items()}


__all__ = [
    "BY_CALLED",
    "BY_NAME",
    "FIELDS",
    "FROM_DATASHEET",
    "PER_PROFILE",
    "ActionsStarted",
    "AreaSets",
    "Bounds",
    "Choices",
    "Domain",
    "HasFacts",
    "KeywordSets",
    "Kind",
    "PublicDraw",
    "Span",
    "Transports",
    "UnitFacts",
    "UnitField",
    "made_from",
]
