"""The FAQ page's search, ranked in Python as the page ranks it (faq_search.py; the browser tests
check the page gives the same order): by word, over question, answer and rule names only,
question words first, tolerant of the spellings players use (issue 41 item 5)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ruleslawyer.pytest_plugin import faq_search as fs

ROOT = Path(__file__).resolve().parents[2]


def _entry(ident: str, question: str, answer: str = "", rules: tuple[str, ...] = ()) -> Any:
    return {"id": ident, "question": question, "answer": answer, "rules": list(rules), "rows": []}


def _words(text: str) -> list[str]:
    return [t.word for t in fs.tokens(text)]


@pytest.mark.parametrize(
    "spelling",
    ["battleshock", "battle-shock", "battle shock", "Battle-shocked", "battle-shocks"],
)
def test_the_spellings_of_battle_shock_are_one_word(spelling: str) -> None:
    assert _words(spelling) == ["battleshock"]


@pytest.mark.parametrize(
    "spelling", ["fall back", "falls back", "fell back", "falling back", "fallen back", "fall-back"]
)
def test_the_spellings_of_fall_back_are_one_word(spelling: str) -> None:
    assert _words(spelling) == ["fallback"]


def test_deep_strike_the_ability_and_a_rhino() -> None:
    assert _words("Deep Strike") == _words("deep strike ability") == ["deepstrike"]
    assert _words("Rhino") == _words("transports") == ["transport"]


def test_words_are_stemmed_alike() -> None:
    assert len({*_words("shoot shoots shooting")}) == 1
    assert len({*_words("charge charges charged charging")}) == 1
    assert _words("units engaged engagement") == ["unit", "engag", "engag"]
    assert _words("pass passes") == ["pass", "pass"]


def test_a_query_leaves_out_small_words_and_knows_the_word_being_typed() -> None:
    assert fs.query("can a unit shoot after falling back") == fs.Query(
        ("unit", "shoot", "fallback"), "fallback"
    )
    assert fs.query("titan ").typing is None
    assert fs.query("CP").typing is None  # under three letters: the whole word only


ENTRIES = [
    _entry("rules-only", "Does a move end an Action?", "Yes.", ("09.07 Fall-back Move",)),
    _entry("answer", "When is a unit done?", "After it falls back it cannot shoot."),
    _entry("question", "Can a unit shoot after it fell back?", "No."),
    _entry("accept", "Does the player accept the roll?", "Yes, and the CPU agrees."),
    _entry("cp", "Do both players gain CP?", "Yes, 1 CP each."),
    _entry("bounds", "Is it proven?", "Yes.", ()),
]


def test_question_words_rank_before_answer_words_before_rule_names() -> None:
    assert fs.rank(ENTRIES, "fall back") == ["question", "answer", "rules-only"]
    assert fs.rank(ENTRIES, "can a unit shoot after falling back") == ["question", "answer"]


def test_cp_is_a_word_not_a_substring() -> None:
    assert fs.rank(ENTRIES, "CP") == ["cp"]
    assert fs.rank(ENTRIES, "command points") == ["cp"]


def test_no_words_shows_every_entry_in_order_and_every_word_must_be_found() -> None:
    assert fs.rank(ENTRIES, "") == [e["id"] for e in ENTRIES]
    assert fs.rank(ENTRIES, "the a can") == [e["id"] for e in ENTRIES]
    assert fs.rank(ENTRIES, "shoot nowhere") == []


def test_the_last_word_being_typed_matches_a_word_start() -> None:
    assert fs.rank(ENTRIES, "playe") == ["accept", "cp"]
    assert fs.rank(ENTRIES, "playe ") == []  # a finished word is whole


def test_bounds_and_provenance_are_not_searched() -> None:
    proven = {
        **_entry("proven", "Can it act?", "Yes."),
        "bounds": "proven for TRANSPORT or not, AIRCRAFT",
        "path": "scenarios/faq/x.feature",
        "data_version": "wh40kdc 1.4.5",
    }
    assert fs.rank([proven], "aircraft") == fs.rank([proven], "wh40kdc") == []


def test_an_outline_is_searched_in_its_rows() -> None:
    outline = {
        **_entry("outline", "Is a unit of <left> models below half-strength?", "<answer>"),
        "rows": [
            {"values": {"left": "4", "answer": "Yes: below."}, "question": "q4", "answer": "Yes"},
            {
                "values": {"left": "5", "answer": "No: exactly half."},
                "question": "q5",
                "answer": "No",
            },
        ],
    }
    # from the JSON: the answer column is the answer; the question is read row by row
    assert fs.fields(outline)["answer"] == ["4", "Yes", "5", "No"]
    outline["rows"][1]["answer"] = "No: exactly half."
    assert fs.rank([outline], "exactly half") == ["outline"]
    assert fs.rank([outline], "half strength") == ["outline"]


def test_the_library_answers_a_players_questions_first() -> None:
    """docs/faq.json, the library's published FAQ: questions typed as players ask them."""
    entries = json.loads((ROOT / "docs" / "faq.json").read_text(encoding="utf-8"))["entries"]
    question = {e["id"]: e["question"] for e in entries}

    def first(text: str) -> str:
        found = fs.rank(entries, text)
        assert found, text
        return str(question[found[0]])

    assert first("can a unit shoot after falling back") == "Can a unit shoot after it fell back?"
    assert first("battleshock roll") == first("battle shock roll") == first("battle-shock roll")
    assert "transport" in first("rhino")
    assert "reserves" in first("deep strike")
    assert "CP" in first("CP")
    transport = fs.rank(entries, "transport")
    assert transport and all("transport" in question[i].lower() for i in transport[:1])
