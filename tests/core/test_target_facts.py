"""A would-be target's facts are those the TARGET declarations read (core/target_facts.py):
asked of the game only when a rule reads them, answering as the facts worked out at once would,
and a target condition reading a new fact is one declaration."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from ruleslawyer.core import Game, Phase, Unit
from ruleslawyer.core import keywords as kw
from ruleslawyer.core import predicates as pr
from ruleslawyer.core import stratagems as st
from ruleslawyer.core.predicates import Question
from ruleslawyer.core.references import Reason, RuleRef
from ruleslawyer.core.target_facts import TargetFacts, fact_names, reading

from .games import at, game_of
from .test_stratagems import facts

BELOW = Reason(
    "below its starting strength", RuleRef("99.97", "A new rule", "a wounded unit's TARGET")
)


def _live(eager: TargetFacts, asked: list[str]) -> TargetFacts:
    def ask(name: str) -> object:
        asked.append(name)
        return eager.fact(name)

    def asker(name: str) -> Callable[[], object]:
        return lambda: ask(name)

    return TargetFacts.asking({name: asker(name) for name in fact_names()})


def test_a_fact_is_asked_once_and_only_when_read() -> None:
    asked: list[str] = []
    live = _live(facts(battle_shocked=True, selected_to_fight=False), asked)
    assert asked == []
    assert live.battle_shocked and live.battle_shocked
    assert live.player == "A"
    assert asked == ["battle_shocked", "player"]


def test_it_answers_as_the_facts_worked_out_at_once() -> None:
    eager = facts(engaged=True, keywords=frozenset({kw.TITANIC}), selected_to_fight=True)
    live = _live(eager, [])
    assert [live.fact(n) for n in fact_names()] == [eager.fact(n) for n in fact_names()]


def test_each_declared_need_reads_the_facts_it_says_it_reads() -> None:
    for need in pr.declared(Question.TARGET):
        assert need.readings, need.words
        assert need.reads == tuple(r.fact for r in need.readings), need.words
    assert set(fact_names()) == {
        "player",
        "keywords",
        "battle_shocked",
        *(r.fact for p in pr.declared(Question.TARGET) for r in p.readings),
    }


def test_the_game_asks_only_every_targets_facts_and_those_the_needs_named_read() -> None:
    game = Game(units={"U": Unit(name="U", engaged=True, keywords=frozenset({kw.TITANIC}))})
    target = game.stratagem_part.target_facts(game.unit("U"))
    assert target.keywords == frozenset({kw.TITANIC}) and target.player == "A"
    with pytest.raises(AttributeError, match="'engaged'"):
        _ = target.engaged
    named = game.stratagem_part.target_facts(game.unit("U"), (st.Need.UNENGAGED,))
    assert named.engaged and not named.meets(st.Need.UNENGAGED)


def test_one_fact_read_two_ways_is_an_error() -> None:
    other: pr.Predicate[TargetFacts] = pr.Predicate(
        Question.TARGET,
        BELOW,
        lambda unit: bool(unit.keywords),
        ("keywords",),
        readings=(reading("keywords", lambda a: frozenset()),),
    )
    with pr.declared_for_a_while(other), pytest.raises(ValueError, match="read two ways"):
        fact_names()


def test_a_target_condition_reading_a_new_fact_is_one_declaration() -> None:
    """Issue 36: a TARGET condition reading a fact no target was asked before is declared once
    (its words, clause, test and how the fact is read); a stratagem whose TARGET names it is
    refused on a unit that does not meet it and allowed on one that does, with no other edit."""
    below: pr.Predicate[TargetFacts] = pr.declare(
        Question.TARGET,
        BELOW,
        lambda unit: unit.below_starting_strength,
        readings=(
            reading("below_starting_strength", lambda a: a.unit.models < a.unit.starting_strength),
        ),
    )
    try:
        rally = st.StratagemDef(
            name="Desperate Rally",
            cp=1,
            when=st.StratagemWhen.parse("any phase"),
            target=st.StratagemTarget(False, (), (), (BELOW.text,), "one friendly unit"),
            restriction=st.Restriction.NONE,
            effect="its effect",
        )
        hurt = Unit("Hurt", models=3, starting_strength=5)
        whole = Unit("Whole", models=5, starting_strength=5)
        game = game_of(hurt, whole, now=at(Phase.SHOOTING), cp={"A": 3, "B": 3})
        game.stratagems["Desperate Rally"] = rally
        assert "below_starting_strength" in fact_names()
        assert game.stratagem_part.stratagem_refusals_now("A", "Desperate Rally", "Hurt") == ()
        assert game.stratagem_part.stratagem_refusals_now("A", "Desperate Rally", "Whole") == (
            st.R_NOT_TARGET,
        )
        assert "| below its starting strength | 99.97" in pr.markdown()
        assert "`below_starting_strength`" in pr.markdown()
        # a TARGET that does not name it never asks the fact
        plain = game.stratagem_part.target_facts(game.unit("Whole"))
        with pytest.raises(AttributeError, match="below_starting_strength"):
            _ = plain.below_starting_strength
    finally:
        pr.withdraw(below)
    assert "below_starting_strength" not in fact_names()
    with pytest.raises(LookupError, match="below its starting strength"):
        game.stratagem_part.stratagem_refusals_now("A", "Desperate Rally", "Hurt")


def test_a_fact_read_at_once_is_asked_when_gathered_and_others_when_read() -> None:
    """An eligibility a TARGET names is asked (its clauses weighed) when the facts are gathered,
    whatever else refuses the use; a fact read otherwise waits until a rule reads it."""
    asked: list[str] = []

    def ask(name: str, value: bool) -> Callable[[object], bool]:
        def read(_: object) -> bool:
            asked.append(name)
            return value

        return read

    quick = Reason("quick", BELOW.rule)
    need: pr.Predicate[TargetFacts] = pr.Predicate(
        Question.TARGET,
        quick,
        lambda unit: unit.quick and unit.ready,
        ("quick", "ready"),
        readings=(
            reading("quick", ask("quick", False), at_once=True),
            reading("ready", ask("ready", True)),
        ),
    )
    game = game_of(Unit("U"))
    with pr.declared_for_a_while(need):
        target = game.stratagem_part.target_facts(game.unit("U"), (quick.text,))
        assert asked == ["quick"]
        assert not target.meets(quick.text)
        assert asked == ["quick"]  # the test stopped at `quick`: `ready` is never asked
        assert target.ready and asked == ["quick", "ready"]


def test_an_eligibility_the_target_names_is_weighed_though_the_unit_is_the_enemys() -> None:
    """Explosives names eligibility to shoot: used on an enemy unit (refused for its side), the
    clauses of that eligibility are still weighed, as before the facts were derived."""
    unit = Unit("Enemy", player="B", keywords=frozenset({kw.GRENADES}))
    game = game_of(unit, cp={"A": 3, "B": 3})
    assert st.R_NOT_TARGET in game.stratagem_part.stratagem_refusals_now("A", "Explosives", "Enemy")
    shoot_clauses = {p.reason.rule for p in pr.declared(Question.SHOOT)}
    assert shoot_clauses & set(game.weighed)
