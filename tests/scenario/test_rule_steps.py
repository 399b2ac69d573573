"""Contract 18.8: bad input in a rule that changes rules is an error naming the line, the words
and a suggestion (never a traceback)."""

from __future__ import annotations

import importlib
from dataclasses import replace

import pytest

from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.effects import Does
from ruleslawyer.core.references import clause
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.registry import StepKind
from ruleslawyer.scenario.runner import run_steps
from ruleslawyer.scenario.state import ScenarioState
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")


def _run(
    *steps: tuple[StepKind, str], table: tuple[tuple[str, str], ...] = (), at: int = -1
) -> ScenarioInputError:
    lines = [StepLine(kind, kind.title(), text, n) for n, (kind, text) in enumerate(steps, 1)]
    if table:
        lines[at] = replace(lines[at], datatable=table)
    with pytest.raises(ScenarioInputError) as caught:
        run_steps(ScenarioState(None), lines, "s.feature")
    return caught.value


def test_an_effect_outside_the_vocabulary_names_the_closest_sentence() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        (
            "given",
            '"Squad" has an ability "Odd" that lets it fly over walls even though it is engaged',
        ),
    )
    assert error.line == 2 and error.word == "lets it fly over walls even though it is engaged"
    assert error.suggestion == "lets it <do> even though <reason>"
    assert "18.2" in error.message


def test_a_reason_that_does_not_exist_lists_the_reasons_of_that_do() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that lets it shoot even though it is tired'),
    )
    assert error.line == 2 and error.word == "it is tired"
    assert "it made a fall-back move this turn" in error.message


def test_a_reason_of_another_question_says_it_never_bars_this_one() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        (
            "given",
            '"Squad" has an ability "Odd" that lets it declare a charge even though it is '
            "battle-shocked",
        ),
    )
    assert "never bars" in error.message and "11.02" in error.message


def test_a_reason_of_another_move_type_only_says_it_never_bars_this_one() -> None:
    """18.2: `make a <move> move` takes the reasons of that move type; "it is not engaged" is a
    fall-back and pile-in reason, so a lift of it on a normal move would lift nothing."""
    error = _run(
        ("given", 'a unit "Squad"'),
        (
            "given",
            '"Squad" has an ability "Odd" that lets it make a normal move even though it is '
            "not engaged",
        ),
    )
    assert error.line == 2 and error.word == "it is not engaged"
    assert "never bars a normal move" in error.message
    assert "fall-back and pile-in moves only" in error.message
    assert "it is engaged" in error.message  # the normal move's own reasons are listed


def test_a_reason_of_that_move_type_is_lifted_for_it() -> None:
    """The other side: the same words lift the pile-in move's own bar (12.02's ELIGIBLE IF)."""
    steps: tuple[tuple[StepKind, str], ...] = (
        ("given", "it is player A's Fight phase"),
        ("given", 'a unit "Squad" for player A'),
        (
            "given",
            '"Squad" has an ability "Odd" that lets it make a pile-in move even though it is '
            "not engaged",
        ),
        ("then", '"Squad" can make a pile-in move'),
    )
    lines = [StepLine(kind, kind.title(), text, n) for n, (kind, text) in enumerate(steps, 1)]
    run_steps(ScenarioState(None), lines, "s.feature")


def test_a_drawn_rules_other_than_of_another_question_says_it_never_bars_this_one() -> None:
    """18.8's row holds for `any rule ... other than "<reason>"` too: a reason of another
    question is not reported as unknown but as one that never bars this `<doing>`."""
    error = _run(
        ("given", 'a unit "Squad"'),
        (
            "given",
            'any rule "Odd" for "Squad" that lifts one bar on declaring a charge other than '
            '"it is battle-shocked"',
        ),
    )
    assert error.line == 2 and error.word == "it is battle-shocked"
    assert "never bars" in error.message and "11.02" in error.message


def test_adds_to_ld_suggests_improves() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that adds 1 to its Ld'),
    )
    assert error.suggestion == "improves its Ld by 1"


def test_a_characteristic_or_roll_the_core_does_not_hold() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that adds 1 to its M'),
    )
    assert error.word == "M" and "OC, Ld, W" in error.message
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that adds 1 to its hit rolls'),
    )
    assert error.word == "hit" and "attacks" in error.message


def test_a_mission_rule_has_no_you_or_friendly() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", 'a mission rule "Fog":'),
        table=(("TARGET", "each friendly unit"), ("EFFECT", "forbids it to shoot")),
    )
    assert error.suggestion == "each unit" and "no owner" in error.message


def test_a_rule_named_twice_on_one_source_names_both_lines() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that adds 1 to its OC'),
        ("given", '"Squad" has an ability "Odd" that adds 2 to its OC'),
    )
    assert error.line == 3 and "lines 2 and 3" in error.message


def test_an_unknown_duration_and_an_unknown_row() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(("EFFECT", "adds 1 to its OC"), ("DURATION", "until teatime")),
    )
    assert error.word == "until teatime" and "durations are" in error.message
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(("EFECT", "adds 1 to its OC"),),
    )
    assert error.suggestion == "EFFECT"


def test_an_unknown_condition_names_the_closest() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(("CONDITION", "it is engagd"), ("EFFECT", "adds 1 to its OC")),
    )
    assert error.word == "it is engagd" and error.suggestion == "it is [not] engaged"


def test_in_force_for_an_undeclared_rule_names_the_closest() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Stubborn" that adds 1 to its OC'),
        ("then", '"Stubbron" is in force for "Squad"'),
    )
    assert error.suggestion == "Stubborn"


def test_restrictions_are_checked() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(("EFFECT", "adds 1 to its OC"), ("RESTRICTIONS", "once per battel")),
    )
    assert error.suggestion == "once per battle"
    # On a rule always in force they are counted by the events only its effect allowed (18.1).
    state = ScenarioState(None)
    lines = [
        StepLine("given", "Given", 'a unit "Squad"', 1),
        StepLine(
            "given",
            "Given",
            '"Squad" has an ability "Odd":',
            2,
            datatable=(("EFFECT", "adds 1 to its OC"), ("RESTRICTIONS", "once per battle")),
        ),
    ]
    run_steps(state, lines, "s.feature")
    assert state.declared_rules[0].restrictions == "once per battle"


def test_a_one_shot_effect_needs_a_trigger_and_no_duration() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that secures each objective it is controlling'),
    )
    assert "needs a WHEN" in error.message
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(
            ("WHEN", "the end of your Movement phase"),
            ("EFFECT", "secures each objective it is controlling, until the end of the turn"),
        ),
    )
    assert "takes no duration" in error.message


def test_until_the_end_of_the_phase_cannot_apply_outside_a_phase() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(
            ("WHEN", "the end of the turn"),
            ("EFFECT", "adds 1 to its OC"),
            ("DURATION", "until the end of the phase"),
        ),
    )
    assert "outside any phase" in error.message
    assert error.suggestion == "until the end of the turn"


def test_an_unknown_each_time_when_names_the_forms_and_the_closest() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(("WHEN", "each time this unit is choosen to fight"), ("EFFECT", "adds 1 to its OC")),
    )
    assert error.line == 2 and error.word == "each time this unit is choosen to fight"
    assert error.suggestion == "each time this unit is selected to fight"
    assert "each time your opponent uses a stratagem" in error.message


def test_an_each_time_move_names_the_move_types() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd":'),
        table=(("WHEN", "each time this unit makes a flying move"), ("EFFECT", "adds 1 to its OC")),
    )
    assert error.word == "flying" and "fall-back" in error.message


def test_a_one_shot_effect_takes_an_each_time_when() -> None:
    """An `each time` WHEN is a trigger: a one-shot effect and RESTRICTIONS take it."""
    lines = [
        StepLine("given", "Given", 'a unit "Squad"', 1),
        StepLine(
            "given",
            "Given",
            '"Squad" has an ability "Odd":',
            2,
            datatable=(
                ("WHEN", "each time this unit is destroyed"),
                ("EFFECT", "secures each objective it is controlling"),
                ("RESTRICTIONS", "once per battle"),
            ),
        ),
    ]
    state = ScenarioState(None)
    run_steps(state, lines, "s.feature")
    (decl,) = state.declared_rules
    assert decl.each is not None and decl.triggered


def test_for_that_use_applies_to_a_cp_cost_only() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", '"Squad" has an ability "Odd" that adds 1 to its OC, for that use'),
    )
    assert error.word == "for that use" and "CP cost only" in error.message
    assert "18.2" in error.message


def test_a_unit_effect_with_target_you_lists_the_unit_targets() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", 'player A has a rule "Odd":'),
        table=(("TARGET", "you"), ("EFFECT", "adds 1 to its OC")),
    )
    assert error.word == "you" and error.suggestion == "each friendly unit"
    assert "each enemy [<K>] unit" in error.message


def test_a_player_effect_may_have_target_you() -> None:
    lines = [
        StepLine("given", "Given", 'a unit "Squad"', 1),
        StepLine(
            "given",
            "Given",
            'player A has a rule "Doctrine":',
            2,
            datatable=(
                ("TARGET", "you"),
                ("EFFECT", "reduces the CP cost of your stratagems by 1"),
            ),
        ),
        StepLine("given", "Given", "it is player A's Shooting phase", 3),
        StepLine(
            "then", "Then", 'the CP cost of the "Fire Overwatch" stratagem for player A is 0', 4
        ),
    ]
    run_steps(ScenarioState(None), lines, "s.feature")


@pytest.mark.parametrize(
    ("effect", "word", "suggestion"),
    [
        (
            'reduces the CP cost of the "Rapid Ingres" stratagem by 1',
            "Rapid Ingres",
            '"Rapid Ingress"',
        ),
        ('lets it shoot even though "Fgo" forbids it', "Fgo", "Fog"),
        ("secures the ruinz for you", "the ruinz", "'the ruin'"),
    ],
)
def test_an_unknown_name_in_an_effect_names_the_rule_line_and_the_closest(
    effect: str, word: str, suggestion: str
) -> None:
    when = ("WHEN", "the end of your Movement phase") if effect.startswith("secures") else None
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", "the ruin is an objective"),
        ("given", 'a mission rule "Fog" that forbids it to shoot'),
        ("given", '"Squad" has an ability "Odd":'),
        ("then", '"Squad" has OC 2'),
        table=tuple(r for r in (when, ("EFFECT", effect)) if r is not None),
        at=3,
    )
    assert error.line == 4 and error.word == word and error.suggestion == suggestion


def test_a_mission_rule_has_no_you_in_any_row() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", 'a mission rule "Odd":'),
        table=(("CONDITION", "it is your turn"), ("EFFECT", "adds 1 to its OC")),
    )
    assert "CONDITION row" in error.message and error.word == "it is your turn"


def test_a_rule_for_one_friendly_unit_asks_which() -> None:
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", 'player A has a rule "Orders":'),
        table=(("TARGET", "one friendly unit"), ("EFFECT", "adds 1 to its OC")),
    )
    assert 'will use "Orders" on "<unit>"' in error.message


def test_a_rule_for_one_friendly_unit_cannot_be_used_on_an_enemy_unit() -> None:
    """18.1, 01.03: a player's rule acts on that player's units; a use on the opponent's unit
    is an error naming it, at the step where the rule resolves."""
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", 'a unit "Boyz" for player B'),
        ("given", 'player B has a rule "Orders":'),
        ("given", 'player B will use "Orders" on "Squad"'),
        ("then", '"Squad" has OC 2'),
        table=(("TARGET", "one friendly unit"), ("EFFECT", "adds 1 to its OC")),
        at=2,
    )
    assert error.line == 5 and error.word == "Squad"
    assert "player A's, not a friendly unit of player B" in error.message


def test_a_rule_for_one_friendly_keyword_unit_cannot_be_used_on_a_unit_without_it() -> None:
    """18.1: `one friendly <K> unit` (a multi-word keyword too) names a unit with the keyword."""
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", 'player A has a rule "Orders":'),
        ("given", 'player A will use "Orders" on "Squad"'),
        ("then", '"Squad" has OC 2'),
        table=(("TARGET", "one friendly JUMP PACK unit"), ("EFFECT", "adds 1 to its OC")),
        at=1,
    )
    assert error.line == 4 and error.word == "Squad"
    assert "does not have the keyword JUMP PACK" in error.message


def test_a_player_effect_is_recorded_once_for_its_owner() -> None:
    """The API another effect kind (a CP cost) builds on: a sentence that names no unit is a
    player effect, recorded once with no unit, asked with ``Game.player_effects``."""
    kind = ek.EffectKind(
        "test player kind",
        ("you glow {n} times",),
        clause("99.98", "Test", "a test player kind"),
        lambda stated, applied: (
            applied.effect(stated.kind, stated.words, Does.CHANGE, fact="glow", value=1),
        ),
    )
    ek.register(kind)
    try:
        state = ScenarioState(None)
        texts = (
            'a unit "Squad"',
            'a unit "Scouts"',
            'player A has a rule "Glow" that you glow 2 times',
        )
        lines = [StepLine("given", "Given", text, n) for n, text in enumerate(texts, 1)]
        run_steps(state, lines, "s.feature")
        found = state.game.player_effects("A")
        assert [(e.source, e.fact, e.unit) for e in found] == [("Glow", "glow", "")]
        assert state.game.player_effects("B") == ()
    finally:
        ek.withdraw(kind)


@pytest.mark.parametrize(
    "effect",
    ["adds 1 to its Ld", "lets it declare a charge even though it is battle-shocked"],
)
def test_an_effect_refused_when_first_read_names_its_declaring_line(effect: str) -> None:
    """18.8: the error names the line of the words, not the Then step that first read them."""
    error = _run(
        ("given", 'a unit "Squad"'),
        ("given", f'"Squad" has an ability "Odd" that {effect}'),
        ("given", "it is player A's Movement phase"),
        ("then", '"Squad" has OC 2'),
    )
    assert error.line == 2


def test_a_row_given_twice_with_one_value_is_read_once_and_with_two_is_refused() -> None:
    # interpretation 103: only a second value would be lost
    row_table = importlib.import_module("ruleslawyer.steps._parse").row_table

    assert row_table([["CP", "1"], ["WHEN", "any phase"], ["cp.", "1"]], "the stratagem") == {
        "CP": "1",
        "WHEN": "any phase",
    }
    with pytest.raises(Exception, match="gives the row CP twice") as caught:
        row_table([["CP", "1"], ["WHEN", "any phase"], ["CP", "2"]], "the stratagem")
    assert getattr(caught.value, "word", None) == "2"
