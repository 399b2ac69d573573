"""'Did you mean' (issue 21 items 10, 12, 13): bounded, curly quotes hinted, the rulebook's
verbs known."""

from __future__ import annotations

import pytest

from ruleslawyer.scenario.board_spec import UNIT
from ruleslawyer.scenario.errors import ScenarioInputError
from ruleslawyer.scenario.registry import REGISTRY, StepKind
from ruleslawyer.scenario.runner import find_step
from ruleslawyer.scenario.step_line import StepLine
from ruleslawyer.scenario.suggest import MAX_COMPARED, VERB_ALIASES, rewritten


def refused(kind: str, keyword: str, text: str) -> ScenarioInputError:
    with pytest.raises(ScenarioInputError) as caught:
        find_step(kind, StepLine(kind, keyword, text, 7), "s.feature")  # type: ignore[arg-type]
    return caught.value


@pytest.mark.parametrize(
    "line", ["wordy " * 35_000, "x" * 200_000, '"a" ' * 50_000, " ".join(["1"] * 100_000)]
)
def test_a_200_kb_bad_line_is_compared_by_its_start_only(
    line: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    # What is compared is bounded, whatever the line's length (the time it takes is measured
    # by tests/benchmarks/bench_suggest.py, never asserted here).
    compared: list[int] = []
    closest = REGISTRY.closest

    def recording(kind: StepKind, text: str) -> list[str]:
        compared.append(len(text))
        return closest(kind, text)

    monkeypatch.setattr(REGISTRY, "closest", recording)
    error = refused("given", "Given", line)
    assert compared and max(compared) <= MAX_COMPARED + len("Given ")
    assert len(error.render()) < 2_000  # the line is shown by its start
    assert error.line == 7


def test_curly_quotes_get_a_hint_and_the_straight_line() -> None:
    error = refused("given", "Given", "a unit \u201cSquad\u201d")
    assert "curly quotes" in error.message
    assert error.suggestion is not None
    assert error.suggestion.startswith('Given a unit "Squad"')


def test_single_curly_quotes_too() -> None:
    error = refused("given", "Given", "a unit \u2018Squad\u2019")
    assert error.suggestion is not None and error.suggestion.startswith('Given a unit "Squad"')


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ('"Squad" falls back', '"Squad" makes a fall-back move'),
        ('"Squad" advances', '"Squad" makes an advance move'),
        ('"Squad" piles in', '"Squad" makes a pile-in move'),
        ('"Squad" stays still', '"Squad" remains stationary'),
        ('"Squad" dies', '"Squad" is destroyed'),
    ],
)
def test_the_rulebook_verb_is_suggested_first(said: str, meant: str) -> None:
    error = refused("when", "When", said)
    assert error.suggestion is not None
    assert error.suggestion.split(" | ")[0] == f"When {meant}"


@pytest.mark.parametrize("verb", sorted(VERB_ALIASES))
def test_every_alias_rewrites_to_a_line_a_phrase_matches(verb: str) -> None:
    line = rewritten(f'"Squad" {verb}')
    assert line == f'"Squad" {VERB_ALIASES[verb]}'
    # Present tense: a When step; past tense: a Given about this turn.
    assert REGISTRY.find("when", line) or REGISTRY.find("given", f"{line} this turn")


def test_a_line_with_no_alias_is_compared_as_written() -> None:
    assert rewritten('"Squad" is engaged') == '"Squad" is engaged'


@pytest.mark.parametrize(
    ("typed", "meant"),
    [
        ("modles_left", "models"),
        ("wounds_lft", "wounds_left"),
        ("engagd", "engaged"),
        ("starting_strenght", "starting_strength"),
    ],
)
def test_a_misspelt_board_key_suggests_the_key_its_first_word_names(typed: str, meant: str) -> None:
    assert UNIT.unknown(typed, "unit 'Squad'").suggestion == meant


@pytest.mark.parametrize(
    ("kind", "keyword", "text", "word", "fixed"),
    [
        ("given", "Given", "player A has five CP", "five", "Given player A has 5 CP"),
        (
            "given",
            "Given",
            '"Squad" has three models left',
            "three",
            'Given "Squad" has 3 models left',
        ),
        ("given", "Given", "player A has zero CP", "zero", "Given player A has 0 CP"),
    ],
)
def test_a_word_where_a_phrase_takes_a_number_is_named_with_the_line_in_digits(
    kind: str, keyword: str, text: str, word: str, fixed: str
) -> None:
    error = refused(kind, keyword, text)
    assert error.word == word
    assert error.message == f"{word!r} is not a number; write it in digits"
    assert error.suggestion == fixed


@pytest.mark.parametrize("text", ["player A has lots of CP", "player A has many CP"])
def test_a_line_no_number_word_would_fix_is_no_number_error(text: str) -> None:
    error = refused("given", "Given", text)
    assert "no step matches" in error.message
    assert "not a number" not in error.message


@pytest.mark.parametrize(
    ("kind", "keyword", "text", "first"),
    [
        # a tag, a choice of its phrase
        ("given", "And", "the ruin is decoyd by player A", "And the ruin is decoyed by player A"),
        # a literal word of a phrase
        ("given", "Given", '"Squad" is battle-shockd', 'Given "Squad" is battle-shocked'),
        (
            "then",
            "Then",
            '"Squad" can strat the "Raise" Action',
            'Then "Squad" can start the "Raise" Action',
        ),
    ],
)
def test_a_misspelt_word_is_offered_respelt_first(
    kind: str, keyword: str, text: str, first: str
) -> None:
    error = refused(kind, keyword, text)
    assert error.suggestion is not None
    assert error.suggestion.split(" | ")[0] == first


def test_a_quoted_name_is_never_respelt() -> None:
    # "Sqaud" is a name, not a word of a phrase: nothing respells it into a matching line
    error = refused("given", "Given", '"Sqaud" is battle-shockedd')
    assert error.suggestion is not None
    assert "Sqaud" in error.suggestion.split(" | ")[0]


def test_a_then_line_that_only_a_given_phrase_matches_is_not_offered_itself() -> None:
    # "it is battle round 5" is a Given phrase; as a Then no phrase matches it, and every word is
    # spelt right: the suggestion is the phrases, never the very line that failed
    error = refused("then", "Then", "it is battle round 5")
    assert error.suggestion is not None
    offered = error.suggestion.split(" | ")
    assert "Then it is battle round 5" not in offered
    assert "Given it is battle round <n>" in offered
