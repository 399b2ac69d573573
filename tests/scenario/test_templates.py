"""One phrase per text: the overlap test of templates is exact, the registry refuses an overlap
at import, and every phrase of the public contract and of the phrase reference matches exactly
one step."""

from __future__ import annotations

import importlib
import os
import re
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ruleslawyer.scenario.registry import REGISTRY, AmbiguousPhrase, Registry, StepDef, StepKind
from ruleslawyer.scenario.templates import (
    Automaton,
    _classes,
    _representatives,
    behaviour,
    common_text,
    compile_template,
)

ROOT = Path(__file__).resolve().parents[2]
# The public contract lives beside the checkout (or where RULESLAWYER_CONTRACT points).
CONTRACT = next(
    (
        path
        for path in (
            Path(os.environ.get("RULESLAWYER_CONTRACT", "/nonexistent")),
            ROOT.parent / "shared" / "SCENARIO_LANGUAGE.md",
            ROOT.parent.parent / "shared" / "SCENARIO_LANGUAGE.md",
        )
        if path.is_file()
    ),
    ROOT.parent / "shared" / "SCENARIO_LANGUAGE.md",
)
KINDS: dict[str, StepKind] = {"Given": "given", "When": "when", "Then": "then"}
# Round 3 of the contract is being built on other branches: its phrases must never match two
# steps; set this once they are all built, so that each must also match one.
ROUND_3_BUILT = True

SAMPLES = {
    "unit": "Squad",
    "P": "A",
    "KEYWORD": "INFANTRY",
    "area": "a terrain area",
    "second area": "the ruin",
    "action": "Deploy Device",
    "move": "normal",
    "reason": "it is engaged",
    "moment": "player A's Shooting phase",
    "trigger": "the start of player A's Command phase",
    "when": "when it is destroyed",
    "rule": "Ambush",
    "ability": "Counter-attack",
    "stratagem": "Go to Ground",
    "roll": "battle-shock",
    "path": "boards/board.yaml",
    "datasheet": "Intercessor Squad",
    "leader": "Captain",
    "bodyguard": "Squad",
    "transport": "Rhino",
    "mode": "Rapid Disembark",
    "step": "Fight",
    "objective": "the central objective",
    "name": "Take and Hold",
    "Phase": "Shooting",
    "m": "+1",
    "n": "2",
}


def _fill(line: str) -> str:
    line = line.replace("<n>+", "7+").replace("(s)", "s")
    return re.sub(r"<([^>]+)>", lambda m: SAMPLES[m[1]], line)


def contract_phrases() -> list[tuple[int, bool, str, str]]:
    """(line, in Round 3, keyword, text) of every step line of the contract's gherkin blocks."""
    found = []
    inside = round_3 = False
    for number, line in enumerate(CONTRACT.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("# Round 3"):
            round_3 = True
        if line.startswith("```"):
            inside = line.startswith("```gherkin")
            continue
        keyword, _, rest = line.partition(" ")
        if inside and keyword in KINDS:
            text = re.sub(r"\s+#\s.*$", "", rest).rstrip()
            found.append((number, round_3, keyword, _fill(text)))
    return found


def matching(keyword: str, text: str) -> list[StepDef]:
    """The steps a line runs by: a When line may state a Given phrase (Registry.resolve)."""
    kind = KINDS[keyword]
    found = REGISTRY.matches(kind, text)
    if not found and kind == "when":
        found = REGISTRY.matches("given", text)
    return found


@pytest.fixture(scope="module", autouse=True)
def _steps() -> None:
    importlib.import_module("ruleslawyer.steps")


@pytest.mark.skipif(not CONTRACT.exists(), reason="the shared contract is not on this machine")
def test_every_contract_phrase_matches_exactly_one_step() -> None:
    phrases = contract_phrases()
    assert len(phrases) > 150
    problems = []
    for number, round_3, keyword, text in phrases:
        found = matching(keyword, text)
        if len(found) > 1 or (not found and (ROUND_3_BUILT or not round_3)):
            names = [step.template for step in found]
            problems.append(f"SCENARIO_LANGUAGE.md:{number}: {keyword} {text!r} -> {names}")
    assert not problems, "\n".join(problems)


def test_every_example_of_the_phrase_reference_matches_its_own_phrase_only() -> None:
    row = re.compile(r"^\| `(?P<phrase>(?:Given|When|Then) [^`]*)` \| `(?P<example>[^`]*)`")
    rows = 0
    for line in (ROOT / "docs" / "phrases.md").read_text(encoding="utf-8").splitlines():
        found = row.match(line)
        if found is None:
            continue
        rows += 1
        keyword, _, text = found["example"].replace("\\|", "|").partition(" ")
        steps = matching(keyword, text)
        assert len(steps) == 1, f"{found['example']!r} matches {[s.template for s in steps]}"
        assert f"{keyword} {steps[0].phrase}" == found["phrase"].replace("\\|", "|")
    assert rows == len(list(REGISTRY))


def test_the_registry_refuses_two_templates_that_share_a_text() -> None:
    registry = Registry()
    registry.add("given", '"{unit}" is within 12" of an enemy unit', lambda ctx, unit: None)
    with pytest.raises(AmbiguousPhrase) as error:
        registry.add("given", '"{unit}" is within {area:text}', lambda ctx, unit, area: None)
    message = str(error.value)
    assert """'"{unit}" is within 12" of an enemy unit'""" in message
    assert """'"{unit}" is within {area:text}'""" in message
    shared = re.search(r"both match Given '(.*)'; narrow", message)
    assert shared is not None
    for template in ('"{unit}" is within 12" of an enemy unit', '"{unit}" is within {area:text}'):
        assert compile_template(template)[0].fullmatch(shared[1])


def test_the_registry_accepts_templates_of_one_kind_that_share_no_text() -> None:
    registry = Registry()
    registry.add("given", '"{unit}" is within 12" of an enemy unit', lambda ctx, unit: None)
    registry.add("given", '"{unit}" is within {area:area}', lambda ctx, unit, area: None)
    registry.add("when", '"{unit}" is within {area:text}', lambda ctx, unit, area: None)
    assert len(list(registry)) == 3


def test_the_registry_keeps_what_a_text_resolved_to_until_a_step_is_added() -> None:
    registry = Registry()
    registry.add("given", "it rains", lambda ctx: None)
    assert registry.resolved("when", "it snows") is None
    found = registry.resolved("when", "it rains")  # a When line may state a Given phrase
    assert found is not None and found[0].template == "it rains"
    found[1]["extra"] = 1  # the caller's own copy of the arguments
    again = registry.resolved("when", "it rains")
    assert again is not None and again[1] == {}
    registry.add("when", "it snows", lambda ctx: None)
    snows = registry.resolved("when", "it snows")  # the new step, not the kept None
    assert snows is not None and snows[0].template == "it snows"


@pytest.mark.parametrize(
    ("a", "b", "shared"),
    [
        ('"{unit}" is engaged', '"{unit}" is not engaged', False),
        ('"{unit}" has {n:int} model[s|] left', '"{unit}" has {n:word} models left', True),
        ("it is player {p:player}'s {x:word} phase", "it is {x:text} phase", True),
        ("{a:area} is within {b:area}", '"{unit}" is within {b:area}', False),
        ("{a:area} is within {b:area}", "{a:area} is not within {b:area}", False),
        ("{a:text} is within {b:text}", "{a:area} is within {b:area}", True),
        ("{a:area} is an objective", "{a:area} is within {b:area}", False),
        ("player {p:player} controls {o:text}", "{a:area} is within {b:area}", True),
        ("player {p:player} controls {o:area}", "{a:area} is within {b:area}", False),
        ("into {a:area}", "into {a:area} because {r:text}", False),
        ("{a:area}", "an island", True),
        ("the mission lasts {n:int} round[s|]", "the mission lasts {n:int} rounds", True),
        ("the mission lasts {n:int} round", "the mission lasts {n:int} rounds", False),
        ("has OC {n:int}", "has OC -", False),
        ("has OC {n:word}", "has OC -", True),
    ],
)
def test_common_text_decides_an_overlap_and_shows_a_text_both_match(
    a: str, b: str, shared: bool
) -> None:
    text = common_text(Automaton(a), Automaton(b))
    assert (text is not None) is shared
    if text is not None:
        assert compile_template(a)[0].fullmatch(text) and compile_template(b)[0].fullmatch(text)


def test_printable_ascii_shows_every_behaviour_of_a_character() -> None:
    """The search's alphabet is exact: no character acts unlike every ASCII representative."""
    seen = {behaviour(group[0]) for group in _representatives()}
    classes = [re.compile(cls) for cls in _classes()]  # listed and compiled once, not per char
    for code in range(0x10000):
        if 0xD800 <= code <= 0xDFFF:
            continue
        char = chr(code)
        vector = tuple(cls.fullmatch(char) is not None for cls in classes)
        assert vector in seen, f"U+{code:04X} acts unlike every representative"


_TEMPLATES = [step.template for step in REGISTRY] or ['"{unit}" has {n:int} model[s|] left']
_ALPHABET = sorted({c for t in _TEMPLATES for c in t} | {"0", "7", "-", '"', " ", "é", "\t"})


@given(st.sampled_from(_TEMPLATES), st.data())
def test_a_template_automaton_accepts_exactly_what_its_regex_matches(
    template: str, data: st.DataObject
) -> None:
    regex, _ = compile_template(template)
    automaton = Automaton(template)
    # Near misses of real texts: an example of the template, mutated a little.
    text = data.draw(st.text(alphabet=_ALPHABET, max_size=40))
    assert automaton.accepts(text) == (regex.fullmatch(text) is not None)
    example = _example_of(template)
    cut = data.draw(st.integers(0, len(example)))
    insert = data.draw(st.text(alphabet=_ALPHABET, max_size=3))
    mutated = example[:cut] + insert + example[cut + data.draw(st.integers(0, 2)) :]
    assert automaton.accepts(mutated) == (regex.fullmatch(mutated) is not None)


def _example_of(template: str) -> str:
    for step in REGISTRY:
        if step.template == template and step.example:
            return step.example.splitlines()[0].partition(" ")[2]
    return template


def test_a_when_line_runs_the_when_step_where_a_given_one_matches_too() -> None:
    registry = Registry()

    def as_given(ctx: object, unit: str) -> None: ...

    def as_when(ctx: object, unit: str) -> None: ...

    registry.add("given", '"{unit}" shoots', as_given)
    registry.add("when", '"{unit}" shoots', as_when)
    registry.add("given", '"{unit}" is engaged', as_given)
    when_found = registry.resolve("when", '"Squad" shoots')
    given_found = registry.resolve("given", '"Squad" shoots')
    assert when_found is not None and when_found[0].func is as_when
    assert given_found is not None and given_found[0].func is as_given
    fallback = registry.resolve("when", '"Squad" is engaged')
    assert fallback is not None and fallback[0].kind == "given"
    assert registry.resolve("then", '"Squad" is engaged') is None


# -- the round-4 contract (SCENARIO_LANGUAGE_ROUND4.md): §18, §19, §20 and its changes ---------
CONTRACT_4 = CONTRACT.with_name("SCENARIO_LANGUAGE_ROUND4.md")
SAMPLES_4 = {
    **SAMPLES,
    "roll": "charge",
    "enemy": "Boyz",
    "area": "the ruin",
    "card": "Assassination",
    "b": '"Boyz"',
    "a": '"Squad"',
    "effect": "adds 1 to its OC",
    "x": "12",
    "y": "10",
    "tag": "cleansed",
    "part": "Captain",
    "d": "4",
    "x1": "10",
    "y1": "10",
    "x2": "20",
    "y2": "20",
    "x3": "5",
    "y3": "30",
    "label": "1",
    "category": "primary",
    "width": "60",
    "length": "44",
    "stratagems": 'the "Go to Ground" stratagem',
    "kind": "modifies its OC",
    "state": "battle-shocked",
    "size": "32mm",
    "p1": "here",
    "p2": "there",
    "name": "here",
    "g": "0.5",
    "edge": "north",
    "n": "3",
    "dx": "2",
    "dy": "1",
    "disposition": "Search and Destroy",
    "depth": "12",
    "attacker": "Boyz",
    "Q": "B",
    "ABILITY": "LETHAL HITS",
    "objective": "the ruin",
}


def round_4_phrases() -> list[tuple[int, str, str]]:
    """(line, keyword, text) of every step line of the round-4 contract's gherkin blocks, with
    representative values: `to ...` as `to (12, 10)`, `<d>, <d>, ...` as two dice."""
    found = []
    inside = False
    for number, line in enumerate(CONTRACT_4.read_text(encoding="utf-8").splitlines(), start=1):
        if line.startswith("```"):
            inside = line.startswith("```gherkin")
            continue
        keyword, _, rest = line.partition(" ")
        if inside and keyword in KINDS:
            text = re.sub(r"\s+#\s.*$", "", rest).rstrip()
            text = text.replace("<d>, <d>, ...", "4, 5").replace(" to ...", " to (12, 10)")
            text = text.replace("(s)", "s").replace("<n>+", "7+")
            found.append((number, keyword, re.sub(r"<([^>]+)>", lambda m: SAMPLES_4[m[1]], text)))
    return found


@pytest.mark.skipif(not CONTRACT_4.exists(), reason="the shared contract is not on this machine")
def test_every_round_4_contract_phrase_matches_exactly_one_step() -> None:
    phrases = round_4_phrases()
    assert len(phrases) > 140
    problems = [
        f"SCENARIO_LANGUAGE_ROUND4.md:{number}: {keyword} {text!r} -> "
        f"{[step.template for step in found]}"
        for number, keyword, text in phrases
        if len(found := matching(keyword, text)) != 1
    ]
    assert not problems, "\n".join(problems)
