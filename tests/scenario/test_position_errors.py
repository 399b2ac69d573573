"""Contract §19.12 bullet by bullet, as a scenario writer meets each input error: it names the
file, the line (the step, or the table row) and the offending value, with a suggestion where
one exists, and is never a traceback. Also the errors of the §19.5 facts added by the
positions audit (wholly within, not within, engagement pairs, coherency removals) and the
20.04 set-up in the opponent's deployment zone."""

from __future__ import annotations

import importlib

import pytest

from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.runner import new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

importlib.import_module("ruleslawyer.steps")

Table = tuple[tuple[str, ...], ...]
Step = str | tuple[str, Table]

UNITS: tuple[Step, ...] = (
    'Given a unit "Squad" for player A',
    'Given a unit "Boyz" for player B',
    'Given "Squad" has 25.4mm bases',
    'Given "Boyz" has 25.4mm bases',
)
HEADER = ("unit", "x", "y")
FAR = (HEADER, ("Squad", "10", "10"), ("Boyz", "40", "30"))


def positions(*rows: tuple[str, ...], header: tuple[str, ...] = HEADER) -> Step:
    return ("Given the positions:", (header, *rows))


def run(*steps: Step, path: str = "positions.feature") -> None:
    """Run ``steps`` as one scenario of the file ``path``, each line numbered as written."""
    lines = []
    number = 1
    for step in steps:
        text, table = (step, None) if isinstance(step, str) else step
        keyword, _, rest = text.partition(" ")
        rows = tuple(range(number + 1, number + 1 + len(table))) if table else ()
        lines.append(
            StepLine(keyword.lower(), keyword, rest, number, table, table_lines=rows)  # type: ignore[arg-type]
        )
        number += 1 + (len(table) if table else 0)
    run_steps(new_state(None), lines, path)


def error_of(*steps: Step) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        run(*steps)
    error = caught.value
    assert error.path == "positions.feature"
    assert error.line is not None
    assert "Traceback" not in error.message and "internal error" not in error.message
    return error


def names(error: ScenarioInputError, *words: str) -> None:
    for word in words:
        assert word in error.message, (word, error.message)


# -- not a number ---------------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["ten", "1,5", "12in", "nan"])
@pytest.mark.parametrize("column", ["x", "height", "facing"])
def test_a_table_value_that_is_not_a_number_names_its_row_and_the_forms(
    bad: str, column: str
) -> None:
    header = ("unit", "x", "y", column) if column != "x" else HEADER
    row = ("Squad", bad, "10") if column == "x" else ("Squad", "10", "10", bad)
    other = ("Boyz", "40", "30") if column == "x" else ("Boyz", "40", "30", "0")
    error = error_of(*UNITS, positions(row, other, header=header), 'Then "Squad" is not engaged')
    assert error.line == 7  # the row, not the step
    names(error, bad, "304.8mm")


@pytest.mark.parametrize("bad", ["ten", "1,5", "12in", "nan"])
def test_a_distance_size_or_battlefield_that_is_not_a_number_names_it(bad: str) -> None:
    for step in (
        f'Then "Squad" is within {bad}" of "Boyz"',
        f'Then the distance between "Squad" and "Boyz" is {bad}"',
    ):
        error = error_of(*UNITS, positions(*FAR[1:]), step)
        assert error.line == 9
        assert bad in f"{error.message} {error.word}"
    error = error_of(f'Given the battlefield is {bad} by 44"', *UNITS)
    assert error.line == 1
    names(error, bad)
    error = error_of(*UNITS, f'Given "Squad" has a hull of {bad}" by 4"')
    names(error, bad)


# -- bases and hulls ------------------------------------------------------------------------
@pytest.mark.parametrize("bad", ["32", "0mm", "-25mm", "60x0mm"])
def test_a_base_that_is_not_a_size_names_the_value(bad: str) -> None:
    error = error_of(*UNITS[:2], f'Given "Squad" has {bad} bases')
    assert error.line == 3
    names(error, bad)


def test_a_base_larger_than_the_battlefield_names_the_base_and_the_size() -> None:
    error = error_of(
        'Given the battlefield is 20" by 10"',
        *UNITS[:2],
        'Given "Squad" has 300mm bases',
        positions(("Squad", "10", "5"), ("Boyz", "18", "5")),
        'Then "Squad" is not engaged',
    )
    names(error, "300mm", '20" by 10"')


@pytest.mark.parametrize(
    ("corners", "word"),
    [
        ("(0, 0) (1, 1)", "three"),
        ("(0, 0) (1, 1) (2, 2)", "area"),
        ("(0, 0) (2, 2) (2, 0) (0, 2)", "cross"),
    ],
)
def test_a_hull_of_fewer_than_three_corners_no_area_or_crossing_sides(
    corners: str, word: str
) -> None:
    error = error_of(
        *UNITS[:2],
        'Given "Squad" has the keyword FRAME',
        f'Given "Squad" has a hull with corners {corners}',
        positions(("Squad", "10", "10"), ("Boyz", "40", "30")),
        'Then "Squad" is not engaged',
    )
    names(error, word)


def test_a_negative_height_names_its_row() -> None:
    error = error_of(
        *UNITS,
        positions(
            ("Squad", "10", "10", "-1"), ("Boyz", "40", "30", "0"), header=(*HEADER, "height")
        ),
        'Then "Squad" is not engaged',
    )
    assert error.line == 6
    names(error, "-1")


def test_a_hull_for_a_unit_without_frame_suggests_the_keyword() -> None:
    error = error_of(
        *UNITS[:2],
        'Given "Squad" has a hull of 7" by 4"',
        positions(*FAR[1:]),
        'Then "Squad" is not engaged',
    )
    names(error, "FRAME", "line 3")


def test_a_datasheet_unit_whose_data_gives_a_hull_needs_its_base_or_hull() -> None:
    error = error_of(
        'Given a unit "Tank" from the datasheet "Rhino"',
        'Given a unit "Boyz" for player B',
        positions(("Tank", "30", "22"), ("Boyz", "40", "30")),
        'Then "Tank" is not engaged',
    )
    names(error, '"Tank"', "hull", "Rhino", "line 5")
    assert error.word == "Tank"


# -- models on each other, off the battlefield -----------------------------------------------
def test_two_models_on_each_other_name_both_rows_and_the_overlap() -> None:
    error = error_of(
        *UNITS, positions(("Squad", "10", "10"), ("Boyz", "10.5", "10")), 'Then "Squad" is engaged'
    )
    names(error, "line 7", "line 8", '0.500"')


def test_a_model_off_the_battlefield_names_the_row_the_edge_and_by_how_much() -> None:
    error = error_of(
        *UNITS, positions(("Squad", "0.25", "10"), ("Boyz", "40", "30")), 'Then "Squad" is engaged'
    )
    names(error, "line 7", "west", '0.250"')


# -- units partly placed, labels, unplaced units ---------------------------------------------
def test_models_left_that_disagree_with_the_rows_name_both_lines() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" has 3 models left',
        positions(("Squad", "10", "10"), ("Squad", "11", "10"), ("Boyz", "40", "30")),
        'Then "Squad" is not engaged',
    )
    names(error, "line 5", "line 8")


def test_a_label_used_twice_names_both_rows() -> None:
    error = error_of(
        *UNITS,
        positions(
            ("Squad", "a", "10", "10"),
            ("Squad", "a", "12", "10"),
            ("Boyz", "1", "40", "30"),
            header=("unit", "model", "x", "y"),
        ),
        'Then "Squad" is not engaged',
    )
    names(error, "line 7", "line 8", "a")


def test_a_unit_left_unplaced_names_it_and_the_first_placing_line() -> None:
    error = error_of(*UNITS, positions(("Squad", "10", "10")), 'Then "Squad" is not engaged')
    assert error.word == "Boyz"
    names(error, "line 2", "line 7", "off the battlefield")


def test_a_placed_unit_that_is_off_the_battlefield_is_an_error() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" is in strategic reserves',
        positions(*FAR[1:]),
        'Then "Boyz" is not engaged',
    )
    assert error.word == "Squad"


# -- shapes and deployments ------------------------------------------------------------------
def test_shape_errors_name_the_value() -> None:
    off = error_of(
        *UNITS,
        "Given the ruin is the rectangle from (50, 10) to (70, 20)",
        positions(*FAR[1:]),
        'Then "Squad" is not engaged',
    )
    # the edge it crosses, and by how much: 70 - 60 (the default battlefield is 60" wide)
    names(off, "the ruin", "not wholly on the battlefield", 'it crosses the east edge by 10.000"')
    marker = error_of(
        *UNITS,
        "Given the relic is an objective marker at (20, -1)",
        positions(*FAR[1:]),
        'Then "Squad" is not engaged',
    )
    # a 40mm marker centred 1" south of the edge: 1" + 20mm = 1.787"
    names(marker, "the relic", 'it crosses the south edge by 1.787"')
    twice = error_of(
        "Given the ruin is the rectangle from (1, 1) to (2, 2)",
        "Given the ruin is the rectangle from (3, 3) to (4, 4)",
    )
    names(twice, "line 1", "line 2")
    flat = error_of("Given the ruin is the rectangle from (1, 1) to (1, 4)")
    names(flat, "the ruin")
    crossing = error_of("Given the crater is the polygon (0, 0) (2, 2) (2, 0) (0, 2)")
    names(crossing, "cross")


def test_an_unknown_deployment_names_the_closest() -> None:
    error = error_of('Given the deployment "Hammer and Anvl"')
    assert error.line == 1
    names(error, "Hammer and Anvil")


def test_a_deployment_for_another_battlefield_names_both_sizes() -> None:
    error = error_of(
        'Given the battlefield is 44" by 30"',
        'Given the deployment "Hammer and Anvil"',
        *UNITS,
        positions(*FAR[1:]),
        'Then "Squad" is not engaged',
    )
    names(error, '60" by 44"', '44" by 30"')


# -- stated facts the positions contradict (both lines, the measurement, the rule) -----------
@pytest.mark.parametrize(
    ("fact", "rule"),
    [
        ('Given "Squad" is engaged', "03.04"),
        ('Given "Squad" is engaged with "Boyz"', "03.04"),
        ('Given "Squad" is within 12" of an enemy unit', "11.02"),
        ('Given "Squad" is close enough to an enemy unit to declare a charge', "11.02"),
    ],
)
def test_a_stated_fact_the_positions_contradict_names_both_lines(fact: str, rule: str) -> None:
    error = error_of(*UNITS, fact, positions(*FAR[1:]), 'Then "Boyz" is not engaged')
    names(error, "line 5", "line 8", rule)


def test_a_stated_engagement_pair_the_positions_contradict_names_the_pair() -> None:
    """The pair's own error, not that of the engagement it implies of the enemy (§19.5): the
    Given's line, the placing row, the measurement, 03.04; in the Fight step too (§20.1)."""
    error = error_of(
        *UNITS,
        'Given a unit "Gunners" for player B',
        'Given "Gunners" has 25.4mm bases',
        "Given it is the Fight step of player A's Fight phase",
        'Given "Squad" is engaged with "Gunners"',
        positions(("Squad", "10", "10"), ("Boyz", "13", "10"), ("Gunners", "40", "30")),
        'Then "Squad" can be selected to fight next',
    )
    names(error, "line 8", 'states "Squad" is engaged with "Gunners"', "line 11", "03.04")
    assert error.word == "Gunners"


def test_a_consolidation_that_states_its_enemies_in_a_positioned_scenario_asks_for_ends() -> None:
    """§20.1, §19.6: where models are placed the move gives end positions and the enemy units
    it ends engaged with are measured, not stated."""
    error = error_of(
        *UNITS,
        "Given it is the Consolidate step of player A's Fight phase",
        'Given "Squad" has been selected to fight this phase',
        positions(("Squad", "10", "10"), ("Boyz", "14", "10")),
        'When "Squad" makes a consolidation move that ends engaged with "Boyz"',
    )
    names(error, "placed", 'consolidation move against "Boyz" to:')
    assert error.line == 11


def test_a_stated_wholly_within_the_shape_contradicts_names_both_lines() -> None:
    error = error_of(
        *UNITS,
        "Given the ruin is the rectangle from (10, 10) to (16, 16)",
        'Given "Squad" is wholly within the ruin',
        positions(("Squad", "16", "12"), ("Boyz", "40", "30")),
        'Then "Squad" is within the ruin',
    )
    names(error, "line 6", "line 9", "01.04")
    assert error.word == "the ruin"


def test_a_stated_not_within_the_positions_contradict_names_both_lines() -> None:
    error = error_of(
        *UNITS,
        "Given the ruin is the rectangle from (10, 10) to (16, 16)",
        'Given "Squad" is not within the ruin',
        positions(("Squad", "16.5", "12"), ("Boyz", "40", "30")),
        'Then "Squad" is within the ruin',
    )
    names(error, "line 6", "line 9", "01.04")


def test_within_and_not_within_one_area_are_both_stated_lines() -> None:
    error = error_of(
        *UNITS, 'Given "Squad" is within the woods', 'Given "Squad" is not within the woods'
    )
    names(error, "line 5", "the woods")


def test_two_shaped_areas_stated_against_their_shapes() -> None:
    error = error_of(
        "Given the ruin is the rectangle from (10, 10) to (16, 16)",
        "Given the field is the rectangle from (30, 30) to (40, 40)",
        "Given the ruin is within the field",
        *UNITS,
        positions(*FAR[1:]),
        'Then "Squad" is not engaged',
    )
    names(error, "the ruin", "the field", "line 1", "line 2")


def test_an_engagement_pair_of_one_player_is_an_error() -> None:
    error = error_of(
        *UNITS, 'Given a unit "Guard" for player A', 'Given "Squad" is engaged with "Guard"'
    )
    assert error.line == 6
    names(error, "03.04", "Guard")


# -- moves and set-ups -------------------------------------------------------------------------
def test_a_move_without_end_positions_in_a_positioned_scenario() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Movement phase",
        positions(*FAR[1:]),
        'When "Squad" makes a normal move',
    )
    assert error.line == 10
    names(error, "Squad")


def test_to_one_point_for_a_unit_of_several_models() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Movement phase",
        positions(("Squad", "10", "10"), ("Squad", "11", "10"), ("Boyz", "40", "30")),
        'When "Squad" makes a normal move to (12, 10)',
    )
    names(error, "Squad")


def test_a_move_table_column_other_than_height_or_facing_is_named() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Movement phase",
        positions(*FAR[1:]),
        (
            'When "Squad" makes a normal move to:',
            (("model", "x", "y", "base"), ("1", "12", "10", "32mm")),
        ),
    )
    names(error, '"base"', "height", "facing")


def test_a_negative_height_in_a_move_table_names_the_value() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Movement phase",
        positions(*FAR[1:]),
        (
            'When "Squad" makes a normal move to:',
            (("model", "x", "y", "height"), ("1", "12", "10", "-1")),
        ),
    )
    names(error, "-1", "height")


def test_an_ingress_in_the_opponents_zone_before_round_three_is_refused() -> None:
    with pytest.raises(ScenarioInputError) as caught:
        run(
            'Given the deployment "Hammer and Anvil"',
            'Given a unit "Reserve"',
            'Given "Reserve" is in strategic reserves',
            'Given "Reserve" has 25.4mm bases',
            'Given "Reserve" has 1 model left',
            'Given a unit "Boyz" for player B',
            'Given "Boyz" has 25.4mm bases',
            "Given it is player A's Movement phase in battle round 2",
            positions(("Boyz", "30", "40")),
            (
                'When "Reserve" makes an ingress move to:',
                (("model", "x", "y"), ("1", "59.5", "10")),
            ),
        )
    names(caught.value, "opponent's deployment zone", "third battle round")


def test_an_ingress_query_that_leaves_out_a_model_is_an_input_error() -> None:
    """19.6: a set-up gives every model's position; the opponent's deployment zone is not read
    from one model of five (held-out fidalso: the refusal was answered from model 1 alone)."""
    error = error_of(
        'Given the deployment "Hammer and Anvil"',
        'Given a unit "Squad"',
        'Given "Squad" has 25.4mm bases',
        'Given a unit "Reserve" for player B',
        'Given "Reserve" has 25.4mm bases',
        'Given "Reserve" is in strategic reserves',
        positions(("Squad", "5", "40")),
        "Given it is player B's Movement phase in battle round 2",
        'Then "Reserve" cannot make an ingress move to (17.5, 3) because it cannot be set up '
        "within its opponent's deployment zone before the third battle round",
    )
    names(error, '"Reserve" has 5 models left', "(1 given)")


# -- asking -----------------------------------------------------------------------------------
def test_a_measuring_then_whose_end_is_not_placed_or_shaped() -> None:
    error = error_of(*UNITS, positions(*FAR[1:]), 'Then "Squad" is within 3" of the ruin')
    assert error.line == 9
    names(error, "the ruin", "rectangle")


def test_is_exactly_where_the_core_measures_numerically() -> None:
    error = error_of(
        *UNITS[:2],
        'Given "Squad" has a 60x35.5mm base',
        positions(*FAR[1:]),
        'Then the distance between "Squad" and "Boyz" is exactly 2"',
    )
    assert error.word == "exactly"
    names(error, "numerically")


def test_one_model_within_an_area_without_a_shape_cannot_be_measured() -> None:
    error = error_of(*UNITS, positions(*FAR[1:]), 'Then model 1 of "Squad" is within the woods')
    names(error, "the woods", "rectangle")


# -- coherency (§19.5) ----------------------------------------------------------------------
def test_a_removal_needed_but_not_stated_names_the_unit_and_the_phrase() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Shooting phase",
        positions(("Squad", "10", "10"), ("Squad", "20", "10"), ("Boyz", "40", "30")),
        "When the game advances to the end of the turn",
    )
    assert error.word == "Squad"
    names(error, "03.03", "will be removed to regain coherency")


_ATTACHED = (
    'Given a unit "Boyz" for player B',
    'Given "Boyz" has 25.4mm bases',
    "Given it is player A's Shooting phase",
    'Given a unit "Hero" for player A',
    'Given a unit "Guard" for player A',
    'Given "Hero" has 25.4mm bases',
    'Given "Guard" has 25.4mm bases',
    'Given "Hero" is leading "Guard"',
)


def test_an_attached_unit_out_of_coherency_needs_its_removals_stated_as_any_unit() -> None:
    """Its player's choice (03.03), of a model of either part (19.01): unstated, an error naming
    the unit and a model of one of its parts, never a count that stays as it was."""
    error = error_of(
        *_ATTACHED,
        positions(
            ("Hero", "10", "10"), ("Guard", "11", "10"), ("Guard", "20", "10"), ("Boyz", "40", "30")
        ),
        "When the game advances to the end of the turn",
    )
    assert error.word == "Guard"
    names(error, "03.03", 'Given model 2 of "Guard" will be removed to regain coherency')


def test_a_removal_naming_a_model_of_the_wrong_part_of_an_attached_unit() -> None:
    error = error_of(
        *_ATTACHED,
        'Given model 2 of "Hero" will be removed to regain coherency',
        positions(
            ("Hero", "10", "10"), ("Guard", "11", "10"), ("Guard", "20", "10"), ("Boyz", "40", "30")
        ),
        "When the game advances to the end of the turn",
    )
    assert error.word == "2"
    names(error, '"Hero" has no model 2', "1 of Hero", "2")


def test_a_removal_naming_no_model_of_the_unit() -> None:
    error = error_of(
        *UNITS,
        "Given it is player A's Shooting phase",
        'Given model 7 of "Squad" will be removed to regain coherency',
        positions(("Squad", "10", "10"), ("Squad", "20", "10"), ("Boyz", "40", "30")),
        "When the game advances to the end of the turn",
    )
    assert error.word == "7"


def test_a_model_destroyed_by_a_label_the_unit_does_not_have() -> None:
    error = error_of(*UNITS, positions(*FAR[1:]), 'When model 9 of "Squad" is destroyed')
    assert error.word == "9"
    names(error, "Squad")


# -- a stratagem's move after `with Into the Fray` and `against` (contract 18.4, 19.6) ------
_HEROIC = (
    *UNITS,
    "Given player A has 2 CP",
    'Given the charge roll for "Squad" will be 9',
    "Given it is player B's Charge phase in battle round 2",
    positions(("Squad", "10", "10"), ("Boyz", "20", "10")),
    "When the game advances to the end of player B's Charge phase",
)


def test_into_the_fray_caps_the_charge_roll_a_stated_charge_move_weighs() -> None:
    """The roll of 9 is 6 with Into the Fray (15.11): a move of 8" is refused, naming 6"."""
    error = error_of(
        *_HEROIC,
        'When player A uses the "Heroic Intervention" stratagem on "Squad" with Into the Fray '
        "to (18, 10)",
    )
    names(error, "charge move", "the maximum is 6", "03.01", "11.04")


def test_the_same_move_without_into_the_fray_is_made() -> None:
    run(
        *_HEROIC,
        'When player A uses the "Heroic Intervention" stratagem on "Squad" to (18, 10)',
    )


def test_against_after_a_stratagem_whose_move_is_an_ingress_is_an_error() -> None:
    error = error_of(
        *UNITS,
        'Given a unit "Reserve" for player A',
        'Given "Reserve" is in strategic reserves',
        'Given "Reserve" has 1 model left',
        "Given it is player B's Movement phase in battle round 2",
        positions(("Squad", "40", "40"), ("Boyz", "30", "22")),
        "When the game advances to the end of player B's Movement phase",
        'When player A uses the "Rapid Ingress" stratagem on "Reserve" against "Boyz" to '
        "(0.5, 0.5)",
    )
    assert error.word == "against"
    names(error, "charge", "ingress move")


# -- more models placed than the unit started with (02.02, Rules Appendix) -------------------
def _line(n: int) -> Step:
    return positions(*(("Squad", str(10 + 2 * i), "10") for i in range(n)), ("Boyz", "40", "30"))


def test_more_models_placed_than_a_datasheet_gives_names_the_row_and_the_size_to_say() -> None:
    error = error_of(
        'Given a unit "Squad" from the datasheet "Intercessor Squad" for player A',
        'Given a unit "Boyz" for player B',
        _line(7),
        'Then "Squad" is not engaged',
    )
    # the step is line 3, its header line 4: the sixth model, the first beyond five, is line 10
    names(error, "line 10 places model 6", 'the datasheet "Intercessor Squad"', "with 7 models")
    assert error.word == "6"


def test_more_models_placed_than_a_stated_starting_strength_names_both_lines() -> None:
    error = error_of(
        *UNITS,
        'Given "Squad" has a starting strength of 3',
        _line(4),
        'Then "Squad" is not engaged',
    )
    names(error, "places model 4", "starting strength is 3 (line 5)", "one row per model")


def test_as_many_models_as_the_datasheet_gives_are_placed_without_error() -> None:
    run(
        'Given a unit "Squad" from the datasheet "Intercessor Squad" for player A',
        'Given a unit "Boyz" for player B',
        _line(5),
        'Then "Squad" is not engaged',
    )
