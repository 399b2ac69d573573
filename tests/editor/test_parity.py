"""Issue 41 item 4: the editor's diagnostics are the run's. The library's bad-input corpus (the
bad Gherkin of tests/plugin/test_bad_inputs.py, inputs drawn from tests/fuzz_crafted.py and
library files mutated by tests/fuzzing.py, each with a fixed seed, and the editor's own cases)
goes through a pytest run of the plugin and through ``ruleslawyer-lsp`` over stdio; their
errors are compared by file, line and offending word.

Every input error the run reports is a diagnostic. The editor may report more in one way only:
every step no phrase matches (a run stops a scenario at its first error, and each would be that
scenario's first once the ones before it are fixed).
"""

from __future__ import annotations

import re
import sys
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_lsp
from hypothesis import Phase, given, settings
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

from ruleslawyer.editor.check import cases_of
from ruleslawyer.scenario.errors import ScenarioDisagreement, ScenarioInputError
from tests.fuzz_crafted import Crafted, crafted, write_tree
from tests.fuzzing import SOURCES, mutated
from tests.plugin.test_bad_inputs import BAD_GHERKIN

# slow: starts the language server in a process, and fuzzes it
# One worker per module under xdist: its language servers (module fixtures) start once.
pytestmark = [
    pytest.mark.slow,
    pytest.mark.asyncio(loop_scope="module"),
    pytest.mark.xdist_group("parity"),
]

UNIT = 'Feature: f\n  Scenario: s\n    Given a unit "Squad"\n'
EDITOR_CASES = {
    "given after then": UNIT + '    Then "Squad" is not engaged\n    Given "Squad" is engaged\n',
    "reason of the wrong kind": UNIT
    + '    And the Action "Deploy Device":\n      | STARTS | your Shooting phase |\n'
    "    And it is player A's Shooting phase\n"
    '    Then "Squad" cannot start the "Deploy Device" Action because it is not the Fight phase\n',
    "unmatched beside an impossible state": UNIT
    + '    And "Squad" has 7 models left\n    Then "Squad" is not engaged\n'
    '    Then "Squad" frobs\n',
    "then before its given": 'Feature: f\n  Scenario: s\n    Then "Squad" is not engaged\n'
    '    Given a unit "Squad"\n',
    "no then": UNIT,
    "misspelt phase": UNIT
    + '    And it is player A\'s Movment phase\n    Then "Squad" is not engaged\n',
    "two unmatched": UNIT + '    When "Squad" falls back\n    Then "Squad" frobs\n',
    "a disagreement only": UNIT + '    Then "Squad" is engaged\n',
}
DRAWN = 150


def _drawn() -> list[Crafted]:
    found: list[Crafted] = []

    @settings(
        max_examples=DRAWN,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.generate],
    )
    @given(crafted())
    def draw(case: Crafted) -> None:
        if case.special != "fifo":  # a FIFO would stay in the tree (write_tree skips it)
            found.append(case)

    draw()
    return found


MUTATED = 30


def _mutated() -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []

    @settings(
        max_examples=MUTATED,
        derandomize=True,
        database=None,
        deadline=None,
        phases=[Phase.generate],
    )
    @given(mutated())
    def draw(case: tuple[str, str]) -> None:
        found.append(case)

    draw()
    return found


def _lay_out_mutated(folder: Path, name: str, text: str) -> Path:
    """A mutated library file in ``folder``, with the library's boards beside it (a mutated
    board is read by a feature of one step, as tests/fuzzing.py runs it)."""
    (folder / "boards").mkdir(parents=True)
    for board in (p for p in SOURCES if p.suffix == ".yaml"):
        (folder / "boards" / board.name).write_text(board.read_text(encoding="utf-8"))
    feature = folder / "crafted.feature"
    if name.endswith(".yaml"):
        (folder / "boards" / name).write_text(text, encoding="utf-8")
        text = (
            f'Feature: board\n  Scenario: board\n    Given the board "boards/{name}"\n'
            "    Then player A has 0 CP\n"
        )
    feature.write_text(text, encoding="utf-8")
    return feature


def _corpus(root: Path) -> list[Path]:
    cases = [Crafted(f"bad gherkin: {k}", text) for k, (text, _) in sorted(BAD_GHERKIN.items())]
    cases += [Crafted(f"editor: {k}", text) for k, text in sorted(EDITOR_CASES.items())]
    cases += _drawn()
    paths = []
    for number, case in enumerate(cases):
        folder = root / f"case_{number:03d}"
        write_tree(case, folder)
        paths.append(folder / "crafted.feature")
    for number, (name, text) in enumerate(_mutated(), start=len(cases)):
        paths.append(_lay_out_mutated(root / f"case_{number:03d}", name, text))
    return paths


class _Recorder:
    """Each input error of the run, by the exception the plugin raised, and each Then step the
    run stopped a scenario at (a disagreement)."""

    def __init__(self) -> None:
        self.errors: list[ScenarioInputError] = []
        self.stopped: list[ScenarioDisagreement] = []

    def pytest_exception_interact(self, call: pytest.CallInfo[None]) -> None:
        error = call.excinfo.value if call.excinfo is not None else None
        if isinstance(error, ScenarioDisagreement):
            self.stopped.append(error)
        inner = getattr(error, "error", None)  # a property's undecided input error
        if isinstance(inner, ScenarioInputError):
            error = inner
        if isinstance(error, ScenarioInputError):
            self.errors.append(error)
            self.errors.extend(getattr(error, "also", ()))  # every unmatched step after it


_WHERE = re.compile(r"^(?P<path>.*?):(?P<line>\d+): ")
_WORD = re.compile(r"^  offending word: (?P<word>.*)$", re.MULTILINE)


def _key(rendered: str) -> tuple[str, int, str | None]:
    """(file, line, offending word) of a rendered error. A board file is named from the
    working folder (the run's is pytester's, the server's this test's): from its case on."""
    where = _WHERE.match(rendered)
    assert where is not None, rendered
    word = _WORD.search(rendered)
    path = re.search(r"case_\d{3}/.*", where["path"])
    assert path is not None, rendered
    return path[0], int(where["line"]), word["word"] if word else None


def _unreached(path: Path, text: str, stopped: list[ScenarioDisagreement]) -> set[int]:
    """The lines of ``path`` a run never reached: in each scenario that disagreed at a Then
    step, every step below that one (its Background's steps included)."""
    shown = f"{path.parent.name}/{path.name}"
    lines = {d.step.line for d in stopped if d.path.endswith(shown)}
    unreached: set[int] = set()
    if not lines:
        return unreached  # no scenario of it disagreed (it may not even parse)
    for case in cases_of(text, shown):
        at = [step.line for step in case.steps if step.line in lines]
        if at:
            unreached |= {step.line for step in case.steps if step.line > min(at)}
    return unreached


@pytest.fixture(scope="module")
def workspace(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("corpus")


@pytest_lsp.fixture(  # type: ignore[untyped-decorator]  # pytest-lsp leaves it unannotated
    scope="module",
    config=ClientServerConfig(server_command=[sys.executable, "-m", "ruleslawyer.editor"]),
)
async def client(lsp_client: LanguageClient, workspace: Path) -> AsyncIterator[None]:
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=pytest_lsp.client_capabilities("visual-studio-code"),
            root_uri=workspace.as_uri(),
            workspace_folders=[types.WorkspaceFolder(workspace.as_uri(), "corpus")],
        )
    )
    yield
    await lsp_client.shutdown_session()


async def test_the_editor_reports_every_error_a_run_reports(
    client: LanguageClient, workspace: Path, pytester: pytest.Pytester
) -> None:
    root = workspace
    paths = _corpus(root)
    recorder = _Recorder()
    pytester.inline_run(
        str(root),
        f"--rootdir={root}",
        "-p",
        "no:randomly",
        "-p",
        "no:cacheprovider",
        "--ruleslawyer-max-examples=5",
        plugins=[recorder],
    )
    run: dict[str, set[tuple[str, int, str | None]]] = {}
    for error in recorder.errors:
        alone = error.with_also(())  # each error it reports after it is recorded on its own
        key = _key(alone.render())
        run.setdefault(key[0].split("/")[0], set()).add(key)
    lsp_client = client
    mismatched = []
    compared = 0
    for path in paths:
        text = path.read_text(encoding="utf-8")
        lsp_client.text_document_did_open(
            types.DidOpenTextDocumentParams(
                types.TextDocumentItem(path.as_uri(), "gherkin", 1, text)
            )
        )
        while path.as_uri() not in lsp_client.diagnostics:
            await lsp_client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        shown = {
            _key(d.message): d.message
            for d in lsp_client.diagnostics[path.as_uri()]
            if d.severity == types.DiagnosticSeverity.Error
        }
        expected = run.get(path.parent.name, set())
        compared += len(expected)
        missing = expected - set(shown)
        extra = {k for k, message in shown.items() if k not in expected}
        extra = {k for k in extra if "no step matches" not in shown[k]}
        # A run stops a scenario at its first disagreement; the editor checks the steps after
        # it too (editor/check.py, `_run`), so what it finds there is its own.
        unreached = _unreached(path, text, recorder.stopped)
        extra = {k for k in extra if k[1] not in unreached}
        if missing or extra:
            mismatched.append((path.parent.name, text, missing, extra))
    assert not mismatched, "\n\n".join(
        f"{name}:\n{text}\nrun only: {missing}\neditor only: {extra}"
        for name, text, missing, extra in mismatched
    )
    assert compared >= DRAWN // 2  # the corpus has errors to compare (181 in 194 files)
