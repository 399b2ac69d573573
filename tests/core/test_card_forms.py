"""A mission card's award-row forms read through the predicate registry (core/card_forms.py):
each condition and counted thing is one declaration, and the parser, the award's answer, the
error listing the forms, its suggestion, the words kept whole at ` and ` and docs/predicates.md
all read the declarations, a form declared at run time included."""

from __future__ import annotations

from functools import partial

import pytest

from ruleslawyer.core import card_conditions as cc
from ruleslawyer.core import card_forms as cf
from ruleslawyer.core import cards
from ruleslawyer.core import predicates as pr
from ruleslawyer.core.card_facts import Facts
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
