"""Bad input in a move of an attached unit (contract §19.6, §19.12; 19.01): a move's table
naming a part the unit does not have, a label no part has, a point for a unit of several
models, and a set-up giving a part more models than it has left are errors naming the line and
the offending word, never a traceback."""

from __future__ import annotations

from .test_position_errors import Step, error_of, names, positions

_ATTACHED: tuple[Step, ...] = (
    'Given a unit "Boyz" for player B',
    'Given "Boyz" has 25.4mm bases',
    'Given a unit "Hero" for player A',
    'Given a unit "Guard" for player A',
    'Given "Hero" has 25.4mm bases',
    'Given "Guard" has 25.4mm bases',
    'Given "Hero" is leading "Guard"',
)
_PLACED = positions(
    ("Guard", "10", "10"), ("Guard", "11.5", "10"), ("Hero", "13", "10"), ("Boyz", "40", "30")
)
_TABLE = ("unit", "model", "x", "y")


def test_a_unit_column_naming_no_part_of_the_moving_unit() -> None:
    error = error_of(
        *_ATTACHED,
        "Given it is player A's Movement phase",
        _PLACED,
        ('When "Guard" makes a normal move to:', (_TABLE, ("Boyz", "1", "12", "12"))),
    )
    assert error.word == "Boyz"
    names(error, '"Boyz" is not a part of "Guard"', '"Guard"', '"Hero"')


def test_a_label_no_part_has_lists_every_parts_models() -> None:
    error = error_of(
        *_ATTACHED,
        "Given it is player A's Movement phase",
        _PLACED,
        ('When "Guard" makes a normal move to:', (("model", "x", "y"), ("7", "12", "12"))),
    )
    assert error.word == "7"
    names(error, "has no model 7", '1, 2 of "Guard"', '1 of "Hero"')


def test_a_point_for_an_attached_unit_of_several_models_asks_for_a_table() -> None:
    error = error_of(
        *_ATTACHED,
        "Given it is player A's Movement phase",
        _PLACED,
        'When "Hero" makes a normal move to (13, 13)',
    )
    names(error, "has 3 models", "table")


def test_a_set_up_giving_a_part_more_models_than_it_has_left() -> None:
    error = error_of(
        *_ATTACHED,
        'Given "Guard" has 2 models left',
        'Given "Hero" has 1 model left',
        'Given "Guard" is in strategic reserves',
        "Given it is player A's Movement phase in battle round 2",
        positions(("Boyz", "40", "30")),
        (
            'When "Guard" makes an ingress move to:',
            (
                _TABLE,
                ("Guard", "1", "0.5", "10"),
                ("Hero", "1", "0.5", "11.5"),
                ("Hero", "2", "0.5", "13"),
            ),
        ),
    )
    assert error.word == "Hero"
    names(error, '"Hero" has 1 model left', "(2 given)")


def test_a_bodyguard_moving_past_its_own_m_after_a_tactical_disembark_is_refused() -> None:
    # Rules Appendix, Different Move Characteristics: only the leader's M is stated, so the
    # bodyguard takes it (docs/interpretations.md 105); the follow-up move weighed nothing
    out = (_TABLE, ("Guard", "1", "33.5", "22"), ("Guard", "2", "32", "23.5"))
    far = (_TABLE, ("Guard", "1", "33.5", "38"), ("Guard", "2", "32", "39.5"))
    error = error_of(
        *_ATTACHED[:2],
        'Given a unit "Guard" for player A',
        'Given "Guard" has 2 models left',
        'Given "Guard" has 25.4mm bases',
        'Given a unit "Hero" for player A',
        'Given "Hero" has 1 model left',
        'Given "Hero" has 25.4mm bases',
        'Given "Hero" is leading "Guard"',
        'Given a unit "Rhino" for player A',
        'Given "Rhino" has the keywords TRANSPORT, VEHICLE',
        'Given "Rhino" has a 2" base',
        'Given "Guard" is embarked within "Rhino"',
        "Given it is player A's Movement phase in battle round 2",
        'Given "Hero" has M 6"',
        positions(("Rhino", "30", "22"), ("Boyz", "50", "5")),
        ('Given the placement "out" for "Guard":', (*out, ("Hero", "C", "30.5", "24.5"))),
        ('Given the placement "far" for "Guard":', (*far, ("Hero", "C", "30.5", "40.5"))),
        'When "Guard" makes a disembark move to the placement "out" followed by a normal move '
        'to the placement "far"',
    )
    names(error, "farther than its maximum distance", 'the maximum is 6"')
