"""The effect vocabulary (contract 18.2) is declared once: the parser, its errors and
docs/effects.md come from the declarations, and a new kind is one ``register`` call."""

from __future__ import annotations

from pathlib import Path

import pytest

from ruleslawyer.core import effect_kinds as ek
from ruleslawyer.core.effects import Does
from ruleslawyer.core.errors import RulesInputError
from ruleslawyer.core.references import clause

DOCS = Path(__file__).parents[2] / "docs" / "effects.md"


def test_docs_effects_is_written_from_the_declarations() -> None:
    assert DOCS.read_text(encoding="utf-8") == ek.markdown(), (
        "docs/effects.md differs from the registry: write ruleslawyer.core.effect_kinds"
        ".markdown() to it"
    )


def test_each_sentence_parses_to_its_kind() -> None:
    said = {
        "lets it shoot even though it made a fall-back move this turn": "lift a bar",
        "forbids it to declare a charge": "add a bar",
        "sets its OC to -": "characteristic",
        "worsens its Ld by 2": "characteristic",
        "subtracts 1 from its leadership rolls": "roll",
        "makes it count as not having the keyword FLY": "counts as",
        "secures the ruin for you": "secure an objective",
        "gives it the Deep Strike ability": "Deep Strike",
        "makes it the next unit you must select to fight": "fight next",
        "gives it the benefit of cover": "recorded",
        "gives its melee weapons [lethal hits]": "recorded",
        "gives the melee weapons of one CHARACTER model in it [PRECISION]": "recorded",
        "you gain 1 CP": "gain CP",
        "makes it battle-shocked": "battle-shock",
        "ends its battle-shock": "end battle-shock",
        "makes it take a battle-shock roll": "battle-shock roll",
        "lets it make a surge move": "a move",
        "lets it make an advance move": "a move",
        "makes it shoot using snap shooting": "shoot",
        "makes it resolve a charge": "charge",
        "makes it make an ingress move": "ingress",
    }
    for words, kind in said.items():
        assert ek.parse(words).kind.name == kind, words
    assert ek.parse("gives its melee weapons [lethal hits]").values == {"ability": "[LETHAL HITS]"}
    once = {k.name for k in ek.kinds() if k.once}
    assert {"gain CP", "battle-shock", "charge", "ingress"} <= once
    assert "Deep Strike" not in once and "recorded" not in once


def test_a_duration_may_lead_or_end_an_effect_row() -> None:
    until, stated = ek.parse_effects("Until the end of the phase, gives it Fights First")
    assert until is not None and until.value == "until the end of the phase"
    until, stated = ek.parse_effects(
        "gives it Fights First; adds 1 to its OC, until the end of the turn"
    )
    assert until is not None and [s.kind.name for s in stated] == ["core ability", "characteristic"]


def test_a_new_kind_is_one_registration_and_its_sentence_parses() -> None:
    kind = ek.EffectKind(
        "test kind",
        ("makes it glow {n} times",),
        clause("99.99", "Test", "a test kind"),
        lambda stated, applied: (
            applied.effect(stated.kind, stated.words, Does.CHANGE, fact="glow"),
        ),
    )
    ek.register(kind)
    try:
        assert ek.parse("makes it glow 3 times").values == {"n": 3}
        assert "makes it glow <n> times" in ek.markdown()
        with pytest.raises(ValueError, match="declared twice"):
            ek.register(kind)
    finally:
        ek.withdraw(kind)
    with pytest.raises(RulesInputError):
        ek.parse("makes it glow 3 times")


def test_an_unknown_sentence_suggests_one_that_begins_alike() -> None:
    with pytest.raises(RulesInputError) as caught:
        ek.parse("forbids it to dance")
    assert caught.value.suggestion == "forbids it to <do>"
