"""The one enum-with-aliases reader (core/aliases.py) and the parsers that read through it."""

from __future__ import annotations

import enum
import importlib
import inspect
import pkgutil

import pytest

import ruleslawyer.core
from ruleslawyer.core import RulesInputError
from ruleslawyer.core import mission_rows as mr
from ruleslawyer.core.actions import Completes
from ruleslawyer.core.aliases import lookup, parse_enum
from ruleslawyer.core.clock import Phase
from ruleslawyer.core.effects import Until
from ruleslawyer.core.fight import FightType
from ruleslawyer.core.mission_rows import Condition
from ruleslawyer.core.stratagems import Restriction
from ruleslawyer.core.transports import Mode
from ruleslawyer.core.triggers import AbilityWhen
from ruleslawyer.core.units import MoveKind


class Colour(enum.Enum):
    RED = "red"
    DARK_RED = "dark red"


def test_own_words_then_aliases_ignoring_case_and_spaces() -> None:
    assert lookup(Colour, "  RED ") is Colour.RED
    assert lookup(Colour, "crimson", {"Crimson": Colour.DARK_RED}) is Colour.DARK_RED
    # A member's own words win over an alias spelt the same.
    assert lookup(Colour, "red", {"red": Colour.DARK_RED}) is Colour.RED
    assert lookup(Colour, "blue") is None


def test_an_unknown_word_is_an_error_naming_it_with_the_closest_form() -> None:
    with pytest.raises(RulesInputError) as caught:
        parse_enum(Colour, "dark rad", message="no such colour", word="Dark Rad")
    assert caught.value.message == "no such colour"
    assert caught.value.word == "Dark Rad"
    assert caught.value.suggestion == "dark red"
    with pytest.raises(RulesInputError) as caught:
        parse_enum(Colour, "zzz", message="m", suggest=lambda text: f"<{text}>")
    assert caught.value.suggestion == "<zzz>"
    assert caught.value.word == "zzz"


@pytest.mark.parametrize(
    ("parse", "text", "member"),
    [
        (Completes.parse, "The end of turn.", Completes.END_OF_TURN),
        (Completes.parse, "immediately", Completes.IMMEDIATELY),
        (Restriction.parse, "-", Restriction.NONE),
        (
            Restriction.parse,
            "You cannot use this Stratagem more than once per battle.",
            Restriction.ONCE_PER_BATTLE,
        ),
        (Condition.parse, "that unit controls that objective", mr.UNIT_CONTROLLING),
        (Phase.parse, " shooting ", Phase.SHOOTING),
        (MoveKind.parse, "fall back", MoveKind.FALL_BACK),
        (FightType.parse, "Overrun", FightType.OVERRUN),
        (Mode.parse, "rapid.", Mode.RAPID),
        (AbilityWhen.parse, "Each time this unit has shot.", AbilityWhen.EACH_TIME_SHOT),
        (Until.parse, " Until the END of the turn. ", Until.END_OF_TURN),
    ],
)
def test_each_parser_reads_its_words_and_aliases(
    parse: object, text: str, member: enum.Enum
) -> None:
    assert callable(parse)
    assert parse(text) is member


@pytest.mark.parametrize(
    ("parse", "text", "suggestion"),
    [
        (Completes.parse, "end of the phose", "'the end of the phase'"),
        (Restriction.parse, "once per batle", "once per battle"),
        (Phase.parse, "Shootin", "Shooting"),
        (Mode.parse, "Tactikal Disembark", "Tactical Disembark"),
        (MoveKind.parse, "advence", "advance"),
        (Until.parse, "until the end of the tern", "until the end of the turn"),
        (Condition.parse, "that unit controls that objectiv", "that unit controls that objective"),
    ],
)
def test_each_parser_refuses_an_unknown_word_with_a_suggestion(
    parse: object, text: str, suggestion: str
) -> None:
    assert callable(parse)
    with pytest.raises(RulesInputError) as caught:
        parse(text)
    assert caught.value.word == text
    assert caught.value.suggestion == suggestion


def _fixed_sets() -> list[type]:
    """Every enum of the core with its own ``parse``, and the declared COMPLETES conditions."""
    found: list[type] = [Condition]
    for info in pkgutil.iter_modules(ruleslawyer.core.__path__, "ruleslawyer.core."):
        module = importlib.import_module(info.name)
        for value in vars(module).values():
            if (
                isinstance(value, type)
                and issubclass(value, enum.Enum)
                and value.__module__ == module.__name__
                and "parse" in vars(value)
            ):
                found.append(value)
    return found


def test_every_fixed_set_of_words_is_read_by_the_one_reader() -> None:
    """No parser of an enum (or of the declared conditions) matches its words by hand: each
    reads through ``parse_enum`` (a second copy of the loop is how the readers drifted apart)."""
    sets = _fixed_sets()
    assert {Completes, Restriction, Until, Phase, MoveKind, Mode} <= set(sets)
    by_hand = [
        s.__qualname__ for s in sets if "parse_enum(" not in inspect.getsource(vars(s)["parse"])
    ]
    assert by_hand == []
