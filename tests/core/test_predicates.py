"""The predicate registry (core/predicates.py): every bar a question reads is declared once,
and the questions, the reason parsers, their error messages and docs/predicates.md read it."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest

from ruleslawyer.core import ActionDef, Phase, RulesInputError, Unit
from ruleslawyer.core import actions as act
from ruleslawyer.core import eligibility as el
from ruleslawyer.core import predicates as pr
from ruleslawyer.core.card_facts import Facts
from ruleslawyer.core.predicates import Ask, Predicate, Question
from ruleslawyer.core.references import Reason, RuleRef
from ruleslawyer.core.stratagems import Need
from ruleslawyer.core.target_facts import fact_names
from tests.core.games import at, game_of

DOCS = Path(__file__).parents[2] / "docs" / "predicates.md"
HIDDEN = Reason("it is hidden", RuleRef("99.98", "A new rule", "hidden units do not act"))


def test_the_docs_page_is_written_from_the_registry() -> None:
    assert DOCS.read_text() == pr.markdown(), (
        "docs/predicates.md differs from the registry: write ruleslawyer.core.predicates"
        ".markdown() to it"
    )


def test_every_start_bar_and_eligibility_reason_is_declared() -> None:
    assert [p.reason for p in pr.declared(Question.START_ACTION)] == [r for r, _ in act.BARS]
    assert pr.distinct_reasons(Question.SHOOT) == el.SHOOT_REASONS
    assert pr.distinct_reasons(Question.CHARGE) == el.CHARGE_REASONS
    assert set(el.MOVE_REASONS) >= set(p.reason for p in pr.declared(Question.MOVE))
    # what each reads is a row of the unit field table (or nothing the table holds)
    from ruleslawyer.core.unit_fields import FIELDS

    rows = {row.name for row in FIELDS}
    target_facts = set(fact_names())
    # a mission card's forms read a consult's facts
    card_facts = {f.name for f in dataclasses.fields(Facts)}
    for predicate in pr.declared():
        known = target_facts if predicate.question is Question.TARGET else rows
        known = card_facts if predicate.question is Question.CARD else known
        # (what it reads of anything else is named `<what>: <fact>`: the Action's rows, an
        # objective's facts)
        unit_facts = {r for r in predicate.reads if ": " not in r}
        assert unit_facts <= known, predicate.words
    assert {Need(p.words) for p in pr.declared(Question.TARGET)} == set(Need)


def test_declaring_the_same_words_for_the_same_clause_twice_is_an_error() -> None:
    with pytest.raises(ValueError, match="declared twice"):
        pr.declare(Question.START_ACTION, act.R_SHOCKED, lambda a: True)


def test_an_unknown_reason_lists_the_declared_words_and_suggests_one() -> None:
    with pytest.raises(RulesInputError) as raised:
        pr.reason_named("it is batle-shocked", Question.START_ACTION)
    assert "reasons are: " + "; ".join(pr.words(Question.START_ACTION)) in raised.value.message
    assert raised.value.suggestion == "it is battle-shocked"


def test_a_predicate_declared_at_run_time_is_parsed_listed_and_documented() -> None:
    hidden: Predicate[Ask] = Predicate(Question.START_ACTION, HIDDEN, lambda a: False)
    with pr.declared_for_a_while(hidden):
        assert act.reason_for("it is hidden.") == HIDDEN
        assert "| it is hidden | 99.98 A new rule" in pr.markdown()
    assert "it is hidden" not in pr.words(Question.START_ACTION)
    with pytest.raises(RulesInputError):
        act.reason_for("it is hidden")


def test_a_bar_may_read_the_action_asked_about(monkeypatch: pytest.MonkeyPatch) -> None:
    """A bar reads the Action's own rows: here, one that completes at once bars a VEHICLE."""
    quick = Reason("it is a VEHICLE and the Action completes at once", HIDDEN.rule)

    def quick_vehicle(ask: Ask) -> bool:
        return (
            ask.action is not None
            and ask.action.completes is act.Completes.IMMEDIATELY
            and ask.unit.has("VEHICLE")
        )

    monkeypatch.setattr(act, "BARS", (*act.BARS, (quick, quick_vehicle)))
    now = at(Phase.SHOOTING)
    slow = ActionDef.from_rows("Slow", {})
    fast = ActionDef.from_rows("Fast", {"COMPLETES": "immediately"})
    tank = Unit("Tank", keywords=frozenset({"VEHICLE"}))
    game = game_of(tank, actions=(slow, fast), now=now)
    assert quick in game.performer.refusals("Tank", "Fast")
    assert quick not in game.performer.refusals("Tank", "Slow")


def test_the_questions_ask_the_declared_tests() -> None:
    """Each row of a question is a declared predicate's test, asked of the unit asked about."""
    unit = Unit("Squad", on_battlefield=False)
    rows = el.shoot_checks(unit, at(Phase.SHOOTING))
    assert [r for r, _ in rows[: len(el.SHOOT_BARS)]] == [p.reason for p in el.SHOOT_BARS]
    game = game_of(unit, now=at(Phase.SHOOTING))
    assert el.S_OFF in game.moves.eligible_to_shoot("Squad").reasons


def test_the_language_guide_names_every_declared_reason() -> None:
    """docs/language.md explains each reason a `because` step may name: a predicate declared
    without its entry there fails here (docs/predicates.md lists them all, generated)."""
    guide = " ".join((DOCS.parent / "language.md").read_text(encoding="utf-8").split())
    for question in [q for q in Question if q.bars]:
        missing = [w for w in pr.words(question) if f"`{w}`" not in guide]
        assert missing == [], f"docs/language.md does not name: {missing}"
