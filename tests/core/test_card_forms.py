"""A mission card's award-row forms read through the predicate registry (core/card_forms.py):
each condition and counted thing is one declaration, and the parser, the award's answer, the
error listing the forms, its suggestion, the words kept whole at ` and ` and docs/predicates.md
all read the declarations, a form declared at run time included."""

from __future__ import annotations

from dataclasses import replace
from functools import partial

import pytest

from ruleslawyer.core import card_conditions as cc
from ruleslawyer.core import card_forms as cf
from ruleslawyer.core import cards
from ruleslawyer.core import predicates as pr
from ruleslawyer.core.card_facts import Facts
from ruleslawyer.core.card_readers import every_character
from ruleslawyer.core.clock import Moment, Point, round_points
from ruleslawyer.core.predicates import Question

from .games import refused

ROW = {"scores at": "the end of your turn", "vp": "3"}


def _facts(characters_left: int, *held: str) -> Facts:
    return Facts(
        holder="A",
        control={k: "A" for k in held},
        start_control={},
        home={},
        roles={},
        names={k: k for k in held},
        this_turn=(),
        previous_turn=(),
        characters_left=characters_left,
        completed=(),
        area_key=str,
    )


def test_each_declared_example_reads_as_its_own_form_and_is_listed_and_documented() -> None:
    docs = pr.markdown()
    for part in (cf.Part.CONDITION, cf.Part.COUNTED):
        error = refused(partial(cf.parse, part, "zzz"))
        for form in pr.declared(Question.CARD):
            if form.part != part.value:
                continue
            assert f"'{form.phrase}'" in error.message
            assert f"`{form.phrase.replace('|', chr(92) + '|')}`" in docs
            for example in cf.grammar().examples(part):
                read = cf.grammar().read(part, example)
                assert read is not None, example
            for example in cf._DECLARED[form].examples:
                read = cf.grammar().read(part, example)
                assert read is not None and read.form is form, example


def test_a_rows_clauses_are_read_in_any_order_and_each_holds() -> None:
    read = cf.grammar().read(
        cf.Part.CONDITION,
        "you control 2 or more objectives within No Man's Land that are not your home objective",
    )
    assert read is not None
    assert sorted(read.filters) == ["not-home", "within:No Man's Land"]
    refused(lambda: cc.parse_condition("you control 2 or more objectives that are blue"))


def test_a_slot_does_not_read_the_words_of_a_longer_form() -> None:
    """`<objective>` could read `... and a friendly unit and no enemy unit are within its
    terrain area` as part of its name: the longer form is declared first and reads them."""
    read = cf.grammar().read(
        cf.Part.CONDITION,
        "you have exactly 1 operation marker on the battlefield within range of the ruin and a "
        "friendly unit and no enemy unit are within its terrain area",
    )
    assert read is not None and read["objective"] == "the ruin"
    assert read.form.phrase.endswith("within its terrain area")


def test_a_card_condition_declared_at_run_time_is_parsed_asked_listed_and_documented() -> None:
    """Issue 36: a new award-row condition is one declaration. The row parser reads it (also
    joined to another condition by ` and `, its own ` and ` kept whole), the award asks its
    test both ways, the error lists it, a near miss is offered it, and docs/predicates.md
    shows it; withdrawn, it is gone from each."""
    few = cf.card_form(
        cf.Part.CONDITION,
        "the enemy has <n> or fewer CHARACTER models left and no more to come",
        "the enemy CHARACTER models left, counted",
        lambda read: (
            lambda facts: (
                facts.characters_left <= read["n"],
                f"the enemy has {facts.characters_left} CHARACTER models left",
            )
        ),
        reads=("characters_left",),
    )
    text = "the enemy has 2 or fewer CHARACTER models left and no more to come"
    try:
        assert cc.parse_condition(text)(_facts(1)) == (
            True,
            "the enemy has 1 CHARACTER models left",
        )
        assert cc.parse_condition(text)(_facts(5))[0] is False
        award = cards.parse_award({**ROW, "if": f"you control 1 or more objectives and {text}"})
        assert len(award.tests) == 2 and not award.any_of
        assert " or fewer CHARACTER models left and no more to come" in cf.joined_words()
        assert award.worth(_facts(2, "ruin"))[0] == 3
        assert award.worth(_facts(3, "ruin"))[0] == 0
        assert award.worth(_facts(2))[0] == 0
        error = refused(lambda: cc.parse_condition("zzz"))
        assert "'the enemy has <n> or fewer CHARACTER models left and no more to come'" in (
            error.message
        )
        near = refused(lambda: cc.parse_condition("the enemy has 2 or fewr CHARACTER models left"))
        assert near.suggestion == (
            "'the enemy has 13 or fewer CHARACTER models left and no more to come'"
        )
        assert (
            "| `the enemy has <n> or fewer CHARACTER models left and no more to come` | "
            "condition (`if`) | the enemy CHARACTER models left, counted | 07.02 Player Turns "
            "(a mission card award's condition) | `characters_left` |"
        ) in pr.markdown()
        with pytest.raises(ValueError, match="declared twice"):
            cf.card_form(
                cf.Part.CONDITION,
                "The enemy has <n> or fewer CHARACTER models left and no more to come",
                "x",
                bool,
            )
        with pytest.raises(ValueError, match="no slot <colour>"):
            cf.card_form(cf.Part.CONDITION, "the enemy is <colour>", "x", bool)
    finally:
        pr.withdraw(few)
    assert "CHARACTER models left and no more" not in pr.markdown()
    assert refused(lambda: cc.parse_condition(text)).word == text
    assert not any("no more to come" in words for words in cf.joined_words())


def _consulted(award: cards.Award, facts: Facts) -> tuple[int, list[str]]:
    """What a card holding ``award`` scores for player A at the end of A's turn, and the
    reports of the consult."""
    book = cards.CardBook()
    book.give("A", cards.Card("Cull the Leaders", cards.Category.SECONDARY, (award,)))
    end_of_turn = next(
        i for i, (p, at) in enumerate(round_points("A")) if p == "A" and at is Point.TURN_END
    )
    notes: list[str] = []
    scored = book.consult(
        Moment(2, end_of_turn),
        lambda player: facts,
        False,
        lambda rule, decided: decided,
        lambda reason: notes.append(reason.text),
    )
    return sum(s.vp for s in scored), notes


def test_a_counted_thing_declared_at_run_time_is_parsed_scored_listed_and_documented() -> None:
    """Issue 36: a new `for each` form is one declaration too. The row parser reads it (its
    slot as the slot reads it), a card holding the award scores for each one counted (more
    and fewer of them, and none), the error lists it with the other counted things (never
    with the conditions), a near miss is offered it, and docs/predicates.md shows it;
    withdrawn, it is gone from each."""
    beyond = cf.card_form(
        cf.Part.COUNTED,
        "enemy CHARACTER model left beyond the first <n>",
        "the enemy CHARACTER models left beyond a number",
        lambda read: (
            lambda facts: (
                max(0, facts.characters_left - read["n"]),
                f"the enemy has {facts.characters_left} CHARACTER models left, "
                f"the first {read['n']} not counted",
            )
        ),
        reads=("characters_left",),
    )
    text = "enemy CHARACTER model left beyond the first 2"
    try:
        assert cc.parse_counted(text)(_facts(5)) == (
            3,
            "the enemy has 5 CHARACTER models left, the first 2 not counted",
        )
        assert cc.parse_counted("enemy CHARACTER model left beyond the first 4")(_facts(5))[0] == 1
        award = cards.parse_award({**ROW, "for each": text})
        assert award.each is not None and not award.tests
        more, notes = _consulted(award, _facts(6))
        assert more == 12 and notes == [
            '"Cull the Leaders" scores 12 VP for player A: the enemy has 6 CHARACTER models '
            "left, the first 2 not counted"
        ]
        fewer, _ = _consulted(award, _facts(3))
        assert fewer == 3
        assert _consulted(award, _facts(2))[0] == 0
        held = cards.parse_award(
            {**ROW, "if": "you control 1 or more objectives", "for each": text}
        )
        assert held.worth(_facts(4, "ruin"))[0] == 6 and held.worth(_facts(4))[0] == 0
        error = refused(lambda: cc.parse_counted("zzz"))
        assert "'enemy CHARACTER model left beyond the first <n>'" in error.message
        assert "left beyond the first" not in refused(lambda: cc.parse_condition("zzz")).message
        near = refused(lambda: cc.parse_counted("enemy CHARACTER model left beyond the frist 2"))
        assert near.suggestion == "'enemy CHARACTER model left beyond the first 13'"
        assert (
            "| `enemy CHARACTER model left beyond the first <n>` | counted thing (`for each`) | "
            "the enemy CHARACTER models left beyond a number | 07.02 Player Turns (what a "
            "mission card award counts) | `characters_left` |"
        ) in pr.markdown()
        with pytest.raises(ValueError, match="declared twice"):
            cf.card_form(
                cf.Part.COUNTED, "Enemy CHARACTER model left beyond the first <n>", "x", bool
            )
    finally:
        pr.withdraw(beyond)
    assert "left beyond the first" not in pr.markdown()
    assert refused(lambda: cc.parse_counted(text)).word == text
    assert "left beyond the first" not in refused(lambda: cc.parse_counted("zzz")).message


def test_every_enemy_character_destroyed_needs_an_enemy_character() -> None:
    assert every_character(_facts(0))[0]
    assert not every_character(_facts(1))[0]
    held, said = every_character(replace(_facts(0), characters_had=False))
    assert not held and "no CHARACTER" in said
