"""Every command-line and ini option of the plugin, declared here once and read once.

Command-line options share the ``--ruleslawyer-`` prefix; the spellings of earlier releases stay
as aliases. Ini values are typed by pytest (``addini(type=...)``), and :func:`read` checks them
when pytest configures, so a bad value is a usage error (exit status 4, one line) before any
scenario runs.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest

from ruleslawyer.properties import DEFAULT_EXHAUSTIVE_BUDGET, DEFAULT_MAX_EXAMPLES
from ruleslawyer.scenario.files import UnwritableOutput, check_output, shown


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("ruleslawyer", "pytest-ruleslawyer")
    group.addoption(
        "--ruleslawyer-max-examples",
        type=int,
        default=None,
        metavar="N",
        help="examples Hypothesis tries for each property scenario, at least 1 "
        f"(default: ini ruleslawyer_max_examples, else {DEFAULT_MAX_EXAMPLES})",
    )
    group.addoption(
        "--ruleslawyer-exhaustive-budget",
        type=int,
        default=None,
        metavar="N",
        help="cases the exhaustive search may check for each property scenario before "
        "Hypothesis searches instead; a claim that holds in every case is proven; 0 turns the "
        "search off (default: ini ruleslawyer_exhaustive_budget, else "
        f"{DEFAULT_EXHAUSTIVE_BUDGET})",
    )
    group.addoption(
        "--ruleslawyer-coverage",
        "--rules-coverage",
        dest="ruleslawyer_coverage",
        action="store_true",
        default=False,
        help="print which rule clauses the scenarios exercise, applying and not applying",
    )
    group.addoption(
        "--ruleslawyer-coverage-json",
        "--rules-coverage-json",
        dest="ruleslawyer_coverage_json",
        metavar="PATH",
        default=None,
        help="write the rules coverage as JSON to PATH",
    )
    group.addoption(
        "--ruleslawyer-faq-report",
        dest="ruleslawyer_faq_report",
        metavar="PATH",
        default=None,
        help="write every @faq entry with its verdict to PATH: Markdown (.md), one HTML page "
        "(.html) or the JSON alone (.json); the same entries as JSON beside the page",
    )
    group.addoption(
        "--ruleslawyer-faq-compare",
        dest="ruleslawyer_faq_compare",
        metavar="OLD.json",
        default=None,
        help="with --ruleslawyer-faq-report: add a section of the entries whose verdict or rules "
        "changed since OLD.json (an earlier report's JSON), or that were added or removed",
    )
    group.addoption(
        "--ruleslawyer-export-steps",
        dest="ruleslawyer_export_steps",
        metavar="PATH.py",
        default=None,
        help="write every phrase as a @given/@when/@then stub to PATH.py for the Cucumber "
        "language server (VS Code's Cucumber extension), print its settings, and run nothing",
    )
    group.addoption(
        "--ruleslawyer-strict-effects",
        dest="ruleslawyer_strict_effects",
        action="store_true",
        default=None,
        help="a stratagem EFFECT row outside the effect vocabulary (contract 18.2), which is "
        "otherwise traced only, is an error (default: ini ruleslawyer_strict_effects, else off)",
    )
    parser.addini(
        "ruleslawyer_strict_effects",
        "a stratagem EFFECT row outside the effect vocabulary is an error, not traced only "
        "(default: false)",
        type="bool",
        default=False,
    )
    parser.addini(
        "ruleslawyer_collect",
        "collect .feature files directly (default: true)",
        type="bool",
        default=True,
    )
    parser.addini(
        "ruleslawyer_max_examples",
        f"examples per property scenario, at least 1 (default: {DEFAULT_MAX_EXAMPLES})",
        type="int",
        default=DEFAULT_MAX_EXAMPLES,
    )
    parser.addini(
        "ruleslawyer_exhaustive_budget",
        "cases the exhaustive search may check per property scenario; 0 turns it off "
        f"(default: {DEFAULT_EXHAUSTIVE_BUDGET})",
        type="int",
        default=DEFAULT_EXHAUSTIVE_BUDGET,
    )
    parser.addini(
        "ruleslawyer_fast_reader",
        "read ordinary .feature files with the fast reader; anything unusual goes through "
        "gherkin-official either way (default: true)",
        type="bool",
        default=True,
    )
    parser.addini(
        "ruleslawyer_gc_freeze",
        "freeze the heap once collection is over, so that the garbage collector skips what "
        "start-up and collection made; it affects every test of the process (see "
        "docs/performance.md; default: false)",
        type="bool",
        default=False,
    )
    parser.addini(
        "ruleslawyer_faq_full_summary",
        "list every @faq entry in the terminal summary, not only the contradicted and "
        "undecided ones (default: false; -v does the same)",
        type="bool",
        default=False,
    )


@dataclass(frozen=True)
class Settings:
    """The options of one pytest run, checked."""

    collect: bool
    fast_reader: bool
    max_examples: int
    exhaustive_budget: int
    coverage: bool
    coverage_json: Path | None
    faq_report: Path | None
    faq_compare: Path | None
    faq_full_summary: bool
    gc_freeze: bool
    export_steps: Path | None
    strict_effects: bool
    # pytest-bdd's reports (Cucumber JSON, its Gherkin terminal reporter): only these read the
    # per-scenario step records, so the items build them only when one is on.
    bdd_reports: bool

    @property
    def rules_coverage(self) -> bool:
        return self.coverage or self.coverage_json is not None


_SETTINGS = pytest.StashKey[Settings]()


def read(config: pytest.Config) -> Settings:
    """The run's settings, read and checked once (a :class:`pytest.UsageError` if bad)."""
    if _SETTINGS in config.stash:
        return config.stash[_SETTINGS]
    given: int | None = config.getoption("ruleslawyer_max_examples")
    if given is not None:
        examples = _at_least_one(given, "--ruleslawyer-max-examples")
    else:
        examples = _at_least_one(
            _ini_int(config, "ruleslawyer_max_examples"), "ini ruleslawyer_max_examples"
        )
    budget: int | None = config.getoption("ruleslawyer_exhaustive_budget")
    if budget is None:
        budget = _at_least_zero(
            _ini_int(config, "ruleslawyer_exhaustive_budget"), "ini ruleslawyer_exhaustive_budget"
        )
    else:
        budget = _at_least_zero(budget, "--ruleslawyer-exhaustive-budget")
    coverage_json = _output(config, "ruleslawyer_coverage_json", "--ruleslawyer-coverage-json")
    faq_report = _output(config, "ruleslawyer_faq_report", "--ruleslawyer-faq-report")
    if faq_report is not None:
        _check_report(faq_report)
    faq_compare = config.getoption("ruleslawyer_faq_compare")
    if faq_compare is not None and not faq_report:
        raise pytest.UsageError(
            "--ruleslawyer-faq-compare needs --ruleslawyer-faq-report: the changes are a section "
            "of the FAQ document"
        )
    export_steps = config.getoption("ruleslawyer_export_steps")
    if export_steps is not None and not str(export_steps).endswith(".py"):
        raise pytest.UsageError(
            f"--ruleslawyer-export-steps={export_steps}: the stubs are a Python module, so the "
            f"path must end in .py (e.g. {Path(str(export_steps)).stem or 'steps'}.py)"
        )
    export_steps = _output(config, "ruleslawyer_export_steps", "--ruleslawyer-export-steps")
    settings = Settings(
        collect=bool(config.getini("ruleslawyer_collect")),
        fast_reader=bool(config.getini("ruleslawyer_fast_reader")),
        max_examples=examples,
        exhaustive_budget=budget,
        coverage=bool(config.getoption("ruleslawyer_coverage")),
        coverage_json=coverage_json,
        faq_report=faq_report,
        faq_compare=Path(faq_compare) if faq_compare is not None else None,
        faq_full_summary=bool(config.getini("ruleslawyer_faq_full_summary"))
        or config.get_verbosity() > 0,
        gc_freeze=bool(config.getini("ruleslawyer_gc_freeze")),
        export_steps=export_steps,
        strict_effects=bool(
            config.getoption("ruleslawyer_strict_effects")
            or config.getini("ruleslawyer_strict_effects")
        ),
        bdd_reports=bool(
            getattr(config.option, "cucumber_json_path", None)
            or getattr(config.option, "gherkin_terminal_reporter", False)
        ),
    )
    config.stash[_SETTINGS] = settings
    return settings


# The FAQ document's formats, by the report path's extension (docs/ci.md).
REPORT_FORMATS = {
    ".md": "markdown",
    ".markdown": "markdown",
    ".html": "html",
    ".htm": "html",
    ".json": "json",
}


def report_format(path: Path) -> str:
    """ "markdown", "html" or "json": how the FAQ document at ``path`` is written."""
    return REPORT_FORMATS[path.suffix.lower()]


def _output(config: pytest.Config, dest: str, option: str) -> Path | None:
    """An output option's path, checked now: a usage error naming it when no file can be
    written there, before any test runs."""
    given = config.getoption(dest)
    if given is None:
        return None
    try:
        return check_output(str(given))
    except UnwritableOutput as exc:
        raise pytest.UsageError(f"{option}={shown(str(given))}: {exc}") from None


def _check_report(path: Path) -> None:
    """The FAQ document's extension says its format; its JSON goes beside it."""
    option = f"--ruleslawyer-faq-report={shown(path)}"
    if path.suffix.lower() not in REPORT_FORMATS:
        what = (
            f"{path.suffix} is not a format of the FAQ document"
            if path.suffix
            else "the path has no extension to say the FAQ document's format"
        )
        raise pytest.UsageError(
            f"{option}: {what}; end it in .md (Markdown), .html (one HTML page) or .json "
            "(the JSON alone)"
        )
    beside = path.with_suffix(".json")
    if beside != path:
        try:
            check_output(str(beside))
        except UnwritableOutput as exc:
            raise pytest.UsageError(
                f"{option}: its JSON goes to {shown(beside)}, but {exc}"
            ) from None


def max_examples(config: pytest.Config) -> int:
    return read(config).max_examples


def _ini_int(config: pytest.Config, name: str) -> int:
    try:
        return int(config.getini(name))
    except (TypeError, ValueError) as exc:
        raise pytest.UsageError(f"ini {name} must be a whole number ({exc})") from None


def _at_least_one(value: int, name: str) -> int:
    if value < 1:
        raise pytest.UsageError(f"{name} must be at least 1, not {value}")
    return value


def _at_least_zero(value: int, name: str) -> int:
    if value < 0:
        raise pytest.UsageError(f"{name} must be 0 (off) or more, not {value}")
    return value
