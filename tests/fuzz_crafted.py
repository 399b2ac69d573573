"""Crafted bad inputs (issue 21): the kinds a grammar-aware fuzzer and a newcomer found, drawn
with their variations, and run as the plugin runs them, in-process, each under a time limit.

Kinds (issue 21): tags (empty, on a Background), numbers with unicode digits, huge numbers in
property pins, deep YAML (in a doc string or a file), special files as rosters and boards (a named
pipe, a symlink loop, a device, a folder, a 200 MB sparse file, binary), an unwritable
counterexample folder, outlines without examples, very long lines, curly quotes, keywords in
the wrong case, a writer's verbs. Issue 42's: line separators Gherkin does not split at,
Examples blocks repeating rows, rosters of many repeated units or too many models, NUL bytes in
paths, probabilities that are no percentage. Shared by the slow test and
tests/benchmarks/fuzz_long.py.

An input ends in a pass, a fail or a clean error naming a file and a line; :func:`run_crafted`
returns which, and raises :class:`Escaped` for anything else (an exception through our
modules, an error without file or line, a hang).
"""

from __future__ import annotations

import os
import signal
import tempfile
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from _pytest.mark.structures import MarkGenerator
from hypothesis import strategies as st

from ruleslawyer.gherkin.reader import cases, parse_feature
from ruleslawyer.properties.search import is_property, run_property
from ruleslawyer.pytest_plugin.items import marker_name
from ruleslawyer.scenario.errors import (
    PropertyFailure,
    PropertyUndecided,
    PropertyUnsatisfiable,
    ScenarioDisagreement,
    ScenarioInputError,
)
from ruleslawyer.scenario.runner import check_claims, new_state, run_steps
from ruleslawyer.scenario.step_line import StepLine

LIMIT_SECONDS = 20  # one input; anything slower counts as a hang


class Escaped(Exception):
    """An input that did not end cleanly: what happened, and the input."""


@dataclass
class Crafted:
    kind: str
    feature: str
    files: dict[str, bytes | str] = field(default_factory=dict)  # name -> content
    special: str | None = None  # "fifo", "loop", "dev", "folder", "sparse": made at that name
    special_name: str = "special"
    unwritable: bool = False


UNIT = 'Given a unit "Squad"\n'
DIGITS = ["\u00b2", "\u0663", "\uff15", "1\u00b2", "\u2075", "\u00bd", "\u0e53", "\U0001d7d3"]
HUGE = [2**31, 2**32, 2**63, 10**6, 10**12, 10**30, 10**400]


def _feature(*lines: str, background: str = "") -> str:
    body = "".join(f"    {line}\n" for line in lines)
    return f"Feature: crafted\n{background}  Scenario: crafted\n{body}"


@st.composite
def _tags(draw: st.DrawFn) -> Crafted:
    tag = draw(
        st.sampled_from(["@", "@ ", "@a @", "@@", "@@@ @x", "@\u00e9", "@1x", "@ faq", "@a\t@"])
    )
    where = draw(st.sampled_from(["scenario", "background", "feature", "examples"]))
    if where == "background":
        text = f"Feature: t\n  {tag}\n  Background:\n    {UNIT}  Scenario: s\n"
        text += '    Then "Squad" is not engaged\n'
    elif where == "feature":
        text = f'{tag}\nFeature: t\n  Scenario: s\n    {UNIT}    Then "Squad" is not engaged\n'
    elif where == "examples":
        text = (
            'Feature: t\n  Scenario Outline: s\n    Given a unit "<u>"\n    Then "<u>" is not '
            f"engaged\n\n    {tag}\n    Examples:\n      | u |\n      | Squad |\n"
        )
    else:
        text = f'Feature: t\n  {tag}\n  Scenario: s\n    {UNIT}    Then "Squad" is not engaged\n'
    return Crafted("tags", text)


NUMBER_STEPS = [
    '"Squad" has {n} models left',
    '"Squad" has a starting strength of {n}',
    "player A has {n} CP",
    'the battle-shock roll for "Squad" will be {n}',
    '"Squad" has OC {n}',
    '"Squad" has Ld {n}+',
    "it is player A's Shooting phase in battle round {n}",
]


@st.composite
def _digits(draw: st.DrawFn) -> Crafted:
    digit = draw(st.sampled_from(DIGITS))
    where = draw(st.sampled_from(["step", "cp cell", "use limit", "board"]))
    if where == "step":
        step = draw(st.sampled_from(NUMBER_STEPS)).format(n=digit)
        return Crafted("digits", _feature(UNIT.strip(), f"And {step}", 'Then "Squad" is engaged'))
    if where == "cp cell":
        return Crafted(
            "digits",
            _feature(
                UNIT.strip(),
                'And the stratagem "S":',
                f"  | CP | {digit} |",
                "Then player A has 0 CP",
            ),
        )
    if where == "use limit":
        return Crafted(
            "digits",
            _feature(
                'Given the Action "A":',
                f"  | USE LIMIT | {digit} times per battle |",
                UNIT.strip(),
                "Then player A has 0 CP",
            ),
        )
    key = draw(st.sampled_from(["cp", "models", "oc", "battle_round"]))
    board = {
        "cp": f"players:\n  A:\n    cp: {digit}\n",
        "models": f"units:\n  Squad:\n    models: {digit}\n",
        "oc": f"units:\n  Squad:\n    oc: {digit}\n",
        "battle_round": f"battle_round: {digit}\n",
    }[key]
    return Crafted(
        "digits", _feature('Given the board "b.yaml"', "Then player A has 0 CP"), {"b.yaml": board}
    )


@st.composite
def _huge(draw: st.DrawFn) -> Crafted:
    n = draw(st.sampled_from(HUGE) | st.integers(10**4, 10**20))
    step = draw(st.sampled_from(NUMBER_STEPS[:4])).format(n=n)
    pins = ['Given any unit "Squad"', f"And {step}"]
    if draw(st.booleans()):
        pins.append("And any moment")
    if draw(st.booleans()):
        return Crafted(
            "huge",
            _feature(
                'Given any unit "Squad"', 'And the board "b.yaml"', 'Then "Squad" is not engaged'
            ),
            {"b.yaml": f"units:\n  Squad:\n    starting_strength: {n}\n"},
        )
    return Crafted("huge", _feature(*pins, 'Then "Squad" is not engaged'))


@st.composite
def _deep(draw: st.DrawFn) -> Crafted:
    depth = draw(st.sampled_from([50, 300, 1000, 5000, 20_000]))
    style = draw(st.sampled_from(["flow", "block", "mapping"]))
    if style == "flow":
        yaml = "units: " + "[" * depth + "]" * depth + "\n"
    elif style == "mapping":
        yaml = "units: " + "{a: " * depth + "1" + "}" * depth + "\n"
    else:
        yaml = "units:\n" + "".join("  " * (i + 1) + "a:\n" for i in range(min(depth, 400)))
    if draw(st.booleans()):
        return Crafted(
            "deep", _feature('Given the board "b.yaml"', "Then player A has 0 CP"), {"b.yaml": yaml}
        )
    doc = "\n".join("      " + line for line in yaml.splitlines())
    return Crafted(
        "deep",
        _feature("Given the board:", '  """', *doc.splitlines(), '  """', "Then player A has 0 CP"),
    )


ROSTER_STEP = 'Given player A\'s army from the roster "{name}"'


@st.composite
def _special(draw: st.DrawFn) -> Crafted:
    special = draw(
        st.sampled_from(
            ["fifo", "loop", "dev", "folder", "sparse", "binary", "missing", "deep json", "empty"]
        )
    )
    as_board = draw(st.booleans())
    name = "special.yaml" if as_board else "special.txt"
    step = f'Given the board "{name}"' if as_board else ROSTER_STEP.format(name=name)
    crafted = Crafted("special files", _feature(step, "Then player A has 0 CP"), special_name=name)
    if special == "binary":
        crafted.files[name] = bytes([0, 0xFF, 0xFE, 10, 0x80])
    elif special == "deep json":
        crafted.files[name] = "[" * 100_000 + "]" * 100_000
    elif special == "empty":
        crafted.files[name] = ""
    elif special != "missing":
        crafted.special = special
    return crafted


@st.composite
def _unwritable(draw: st.DrawFn) -> Crafted:
    claim = draw(st.sampled_from(['"Squad" is engaged', '"Squad" is battle-shocked']))
    return Crafted(
        "unwritable output", _feature('Given any unit "Squad"', f"Then {claim}"), unwritable=True
    )


@st.composite
def _outlines(draw: st.DrawFn) -> Crafted:
    head = (
        'Feature: o\n  Scenario Outline: o\n    Given a unit "<unit>"\n'
        '    Then "<unit>" is not engaged\n'
    )
    tail = draw(
        st.sampled_from(
            [
                "",
                "\n    Examples:\n",
                "\n    Examples:\n      | unit |\n",
                "\n    Examples:\n      | other |\n      | Squad |\n",
                "\n    Examples:\n      | unit | x |\n      | Squad |\n",
            ]
        )
    )
    if draw(st.booleans()):
        head = head.replace("Scenario Outline", "Scenario")
    return Crafted("outlines", head + tail)


@st.composite
def _newcomer(draw: st.DrawFn) -> Crafted:
    line = draw(
        st.sampled_from(
            [
                "Given a unit \u201cSquad\u201d",
                "Given a unit \u2018Squad\u2019",
                'And "Squad" has the keyword Titanic',
                'And "Squad" has the keywords Infantry, aircraft',
                'When "Squad" falls back',
                'When "Squad" advances',
                'Given "Squad" ' + "wordy " * draw(st.integers(1_000, 35_000)),
                "Given " + "\u201c" * 50_000,
                'Then "Squad" is engaged',
            ]
        )
    )
    late = draw(st.booleans())
    lines = [line, UNIT.strip()] if late else [UNIT.strip(), line]
    if draw(st.booleans()):
        lines.append('Then "Squad" is not engaged')
    return Crafted("newcomer", _feature(*lines))


# -- issue 42's kinds -----------------------------------------------------------------------------
# Line separators str.splitlines knows and Gherkin does not.
SEPARATORS = ["\v", "\f", "\x1c", "\x1d", "\x1e", "\x85", "\u2028", "\u2029"]


@st.composite
def _separators(draw: st.DrawFn) -> Crafted:
    sep = draw(st.sampled_from(SEPARATORS))
    body = '  Scenario: s\n    Given a unit "Squad"\n    Then "Squad" is not engaged\n'
    where = draw(st.sampled_from(["comment", "hidden feature", "description", "step", "alone"]))
    if where == "comment":
        text = f"# a comment{sep} more\nFeature: t\n{body}"
    elif where == "hidden feature":
        text = f"# a comment{sep}Feature: t\n{body}"
    elif where == "description":
        text = f"Feature: t\n  Some words{sep}and more\n{body}"
    elif where == "step":
        text = f'Feature: t\n  Scenario: s\n    Given a unit "Squad"{sep}\n'
    else:
        text = f"# only a comment{sep}\n"
    return Crafted("separators", text)


@st.composite
def _repeated_examples(draw: st.DrawFn) -> Crafted:
    rows = "".join(
        f"      | {draw(st.sampled_from(['A', 'B']))} |\n" for _ in range(draw(st.integers(1, 40)))
    )
    blocks = draw(st.integers(2, 6))
    text = (
        'Feature: o\n  Scenario Outline: o\n    Given a unit "<u>"\n'
        '    Then "<u>" is not engaged\n' + f"\n    Examples:\n      | u |\n{rows}" * blocks
    )
    return Crafted("repeated examples", text)


ROSTER_HEAD = (
    "Gladius Patrol (620 Points)\n\nSpace Marines\nUltramarines\nGladius Task Force\n"
    "Strike Force (2,000 Points)\n\nOTHER DATASHEETS\n\n"
)
WOLVES = "Fenrisian Wolves (40 Points)\n  \u2022 {n}x Fenrisian Wolf\n     \u25e6 {n}x Teeth\n\n"


@st.composite
def _rosters(draw: st.DrawFn) -> Crafted:
    units = draw(st.sampled_from([1, 2, 40, 300, 301, 1500]))
    models = draw(st.sampled_from([5, 10, 11, 10**20]))
    roster = ROSTER_HEAD + WOLVES.format(n=models) * units + "Exported with App Version: v1\n"
    step = ROSTER_STEP.format(name="r.txt")
    then = draw(st.sampled_from(['"Fenrisian Wolves" is not engaged', "player A has 0 CP"]))
    return Crafted("rosters", _feature(step, f"Then {then}"), {"r.txt": roster})


@st.composite
def _nul_paths(draw: st.DrawFn) -> Crafted:
    name = draw(st.sampled_from(["a\0b.yaml", "\0", "b.yaml\0", "x/\0/y.txt"]))
    step = f'Given the board "{name}"' if draw(st.booleans()) else ROSTER_STEP.format(name=name)
    return Crafted("nul paths", _feature(step, "Then player A has 0 CP"), {"b.yaml": "units: {}\n"})


PERCENTS = ["1e309", "nan", "inf", "-0", "\u0667\u0662.\u0662\u0662", "\uff17\uff12", "72.22"]
PERCENTS += ["100.5", "1e2", "0x10", "72.2222222", "27.78", "", "7" * 400]


@st.composite
def _percents(draw: st.DrawFn) -> Crafted:
    p = draw(st.sampled_from(PERCENTS))
    verdict = draw(st.sampled_from(["passes", "fails"]))
    return Crafted(
        "percentages",
        _feature(
            UNIT.strip(), f'Then "Squad" {verdict} its battle-shock roll with probability {p}%'
        ),
    )


KINDS = (
    _tags,
    _digits,
    _huge,
    _deep,
    _special,
    _unwritable,
    _outlines,
    _newcomer,
    _separators,
    _repeated_examples,
    _rosters,
    _nul_paths,
    _percents,
)


@st.composite
def crafted(draw: st.DrawFn) -> Crafted:
    """One crafted input: a kind drawn evenly, then its unit named anew (so that the kinds with
    few shapes still give many distinct inputs)."""
    case = draw(st.sampled_from(KINDS).flatmap(lambda kind: kind()))
    name = draw(st.from_regex(r"[A-Z][a-z]{0,8}( [A-Z][a-z]{0,6})?", fullmatch=True))
    case.feature = case.feature.replace('"Squad"', f'"{name}"').replace('"<u>"', '"<u>"')
    case.feature = case.feature.replace("| Squad |", f"| {name} |")
    case.files = {
        key: value.replace("Squad:", f"{name}:") if isinstance(value, str) else value
        for key, value in case.files.items()
    }
    return case


def _make_special(path: Path, kind: str) -> None:
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "loop":
        path.symlink_to(path.with_name(path.name + ".other"))
        path.with_name(path.name + ".other").symlink_to(path)
    elif kind == "dev":
        path.symlink_to("/dev/zero")
    elif kind == "folder":
        path.mkdir()
    elif kind == "sparse":
        with path.open("wb") as handle:
            handle.truncate(200 * 1024 * 1024)


@contextmanager
def _time_limit(seconds: int, what: str) -> Iterator[None]:
    def stop(signum: int, frame: object) -> None:
        raise Escaped(f"hang: more than {seconds} s on {what}")

    old = signal.signal(signal.SIGALRM, stop)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, old)


def _located(error: ScenarioInputError, what: str) -> str:
    if not error.path or error.line is None:
        raise Escaped(f"an error without file and line on {what}: {error.render()[:300]}")
    assert error.render()
    return "input error"


def run_crafted(case: Crafted) -> list[str]:
    """Run every scenario of ``case`` as the plugin would; the verdict of each."""
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        for name, content in case.files.items():
            target = folder / name
            if isinstance(content, bytes):
                target.write_bytes(content)
            else:
                target.write_text(content, encoding="utf-8")
        if case.special is not None:
            _make_special(folder / case.special_name, case.special)
        if case.unwritable:
            (folder / ".ruleslawyer").write_text("a file where the folder goes\n")
        feature = folder / "crafted.feature"
        feature.write_text(case.feature, encoding="utf-8")
        with _time_limit(LIMIT_SECONDS, case.kind):
            try:
                return _run(feature, folder, case.kind)
            except Escaped:
                raise
            except Exception as exc:  # a traceback through our modules, outside a scenario
                raise Escaped(f"{type(exc).__name__} escaped on {case.kind}: {exc!s:.300}") from exc


def write_tree(case: Crafted, folder: Path) -> None:
    """Lay ``case`` out in ``folder`` (its own), for a pytest run over many cases at once."""
    folder.mkdir(parents=True)
    for name, content in case.files.items():
        target = folder / name
        if isinstance(content, bytes):
            target.write_bytes(content)
        else:
            target.write_text(content, encoding="utf-8")
    if case.special is not None and case.special != "fifo":  # a FIFO would stay in the tree
        _make_special(folder / case.special_name, case.special)
    (folder / "crafted.feature").write_text(case.feature, encoding="utf-8")


_MARKS = MarkGenerator(_ispytest=True)


def _run(feature: Path, folder: Path, what: str) -> list[str]:
    try:
        parsed = parse_feature(feature, folder)
    except ScenarioInputError as exc:
        return [_located(exc, what)]
    verdicts: list[str] = []
    for scenario in cases(parsed):
        for tag in scenario.tags:  # the marker pytest will be asked for
            try:
                # The plugin registers each tag's marker before pytest asks for it; this test's
                # own session has not, so the question goes to a mark generator with no config
                # (under strict markers, pytest refuses a name nobody registered).
                getattr(_MARKS, marker_name(tag))
            except (AttributeError, IndexError) as exc:
                raise Escaped(f"tag {tag!r} makes no marker on {what}: {exc}") from None
        steps = list(scenario.steps)
        verdicts.append(
            _one(steps, scenario.name, parsed.name, scenario.line, feature, folder, what)
        )
    return verdicts or ["empty"]


def _one(
    steps: list[StepLine],
    name: str,
    feature_name: str,
    line: int,
    feature: Path,
    folder: Path,
    what: str,
) -> str:
    try:
        check_claims(steps, feature.name, line)
        if is_property(steps):
            run_property(
                steps,
                feature,
                feature.name,
                feature_name,
                name,
                5,
                b"crafted",
                folder,
                ci=False,
                line=line,
            )
        else:
            run_steps(new_state(feature), steps, feature.name)
        return "pass"
    except ScenarioInputError as exc:
        return _located(exc, what)
    except PropertyUndecided as exc:
        return _located(exc.error, what)
    except ScenarioDisagreement:
        return "fail"
    except PropertyFailure as exc:
        assert exc.counterexample and (exc.written_to is not None or exc.not_written)
        return "fail"
    except PropertyUnsatisfiable as exc:
        assert str(exc)
        return "fail"
    except Escaped:
        raise
    except Exception as exc:  # a traceback through our modules
        raise Escaped(f"{type(exc).__name__} escaped on {what}: {str(exc)[:300]}") from exc
