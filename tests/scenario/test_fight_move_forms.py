"""The fight-move steps are generated from declarations (steps/fight_moves.py: a claim, an aim,
where the models end): each generated step takes a table exactly when its phrase has one, reads
that table as end positions or as the claim's reasons as its phrase says, and gives the
editor the reasons a `because` may name."""

from __future__ import annotations

import importlib
import inspect

import pytest

from ruleslawyer.editor import vocabulary
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from ruleslawyer.scenario.registry import REGISTRY, StepDef
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

from .test_fight_move_steps import SETUP, TWO_NEAR

importlib.import_module("ruleslawyer.steps")
FORMS = [s for s in REGISTRY if s.module == "fight_moves"]
Table = tuple[tuple[str, ...], ...]
ENDS: Table = (("model", "x", "y"), ("1", "10.2", "10"))


def _steps(*lines: str | tuple[str, Table | None]) -> list[StepLine]:
    """Steps of a scenario: a text, or a text with its table (None: none given)."""
    found, number = [], 1
    for line in lines:
        text, rows = (line, None) if isinstance(line, str) else line
        keyword, _, rest = text.partition(" ")
        if rest == "the positions:":
            rows = TWO_NEAR
        table_lines = tuple(range(number + 1, number + 1 + len(rows))) if rows else ()
        found.append(
            StepLine(keyword.lower(), keyword, rest, number, rows, table_lines=table_lines)  # type: ignore[arg-type]
        )
        number += 1 + (len(rows) if rows else 0)
    return found


def run(*lines: str | tuple[str, Table | None]) -> None:
    run_steps(new_state(None), _steps(*SETUP, "Given the positions:", *lines), "forms.feature")


def test_the_library_declares_every_form_it_had() -> None:
    # 9 When forms (3 aims x 3 ends), 80 Then forms to end positions (8 aims x 10: the surge's
    # `of up to <n>"`, `against` and both among them), 20 before the move (5 aims x 4): the phrase
    # reference lists each (docs/phrases.md).
    kinds = [s.kind for s in FORMS]
    assert (kinds.count("when"), kinds.count("then")) == (9, 100)
    assert len({(s.kind, s.template) for s in FORMS}) == len(FORMS)


@pytest.mark.parametrize("step", FORMS, ids=[s.template for s in FORMS])
def test_a_generated_step_takes_a_table_exactly_when_its_phrase_has_one(step: StepDef) -> None:
    tabled = step.template.endswith((" to:", ", for exactly these reasons:"))
    assert ("datatable" in inspect.signature(step.func).parameters) is tabled
    if "because {reason" in step.template:
        assert "it would not end engaged" in (vocabulary.reasons_of(step.func) or ())


def test_a_table_given_to_a_form_without_one_is_refused() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(('Then "Squad" can make a pile-in move against "Boyz" to (11.5, 10)', ENDS))
    assert "this step takes no table" in caught.value.message


def test_a_to_form_without_its_table_asks_for_the_columns() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(('Then "Squad" can make a pile-in move against "Boyz" to:', None))
    assert "a move's table has the columns model | x | y" in caught.value.message
    assert "unexpected" not in caught.value.message


def test_the_table_of_a_to_form_is_where_the_models_end() -> None:
    run(
        (
            'Then "Squad" can make a pile-in move against "Boyz" to:',
            (*ENDS[:1], ("1", "11.5", "10")),
        )
    )
    with pytest.raises(ScenarioDisagreement) as caught:
        run(('Then "Squad" can make a pile-in move against "Boyz" to:', ENDS))
    assert "it would not end engaged" in str(caught.value)


def test_the_table_of_an_exactly_form_is_its_reasons_not_its_ends() -> None:
    reasons: Table = (("it would not end engaged",),)
    run(
        (
            'Then "Squad" cannot make a pile-in move against "Boyz" to (10.2, 10), '
            "for exactly these reasons:",
            reasons,
        )
    )
    with pytest.raises(ScenarioDisagreement):
        run(
            (
                'Then "Squad" cannot make a pile-in move against "Boyz" to (11.5, 10), '
                "for exactly these reasons:",
                reasons,
            )
        )


def test_a_form_before_the_move_weighs_what_it_names_from_where_the_unit_stands() -> None:
    run('Then "Squad" can make a pile-in move against "Boyz"')
    with pytest.raises(ScenarioDisagreement) as caught:
        run('Then "Squad" cannot make a pile-in move against "Boyz"')
    assert '"Squad" cannot make a pile-in move against "Boyz"' in str(caught.value)
    assert " to " not in str(caught.value).split("\n")[0]


def test_a_fight_moves_table_reads_as_every_moves_table_does() -> None:
    # One reading of a move's table (steps/surge_moves.table_ends): a label given twice is
    # refused, as a surge's or a set-up's is, not the later row taken.
    twice: Table = (*ENDS, ("1", "11.5", "10"))
    with pytest.raises(ScenarioInputError) as caught:
        run(('When "Squad" makes a pile-in move against "Boyz" to:', twice))
    assert 'gives model 1 of "Squad" twice' in caught.value.message
    with pytest.raises(ScenarioInputError) as unknown:
        run(('When "Squad" makes a pile-in move against "Boyz" to:', (*ENDS[:1], ("7", "1", "1"))))
    assert '"Squad" has no model 7 (its models: 1)' in unknown.value.message
