"""Command-line and ini options of the plugin, and reading them."""

from __future__ import annotations

import pytest

# Examples Hypothesis tries for each property scenario, unless told otherwise. Kept here, not in
# property.py, so reading the options does not import Hypothesis (up to a second); property.py
# keeps the same name.
DEFAULT_MAX_EXAMPLES = 100


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("ruleslawyer", "pytest-ruleslawyer")
    group.addoption(
        "--ruleslawyer-max-examples",
        type=int,
        default=None,
        metavar="N",
        help="examples Hypothesis tries for each property scenario "
        f"(default: ini ruleslawyer_max_examples, else {DEFAULT_MAX_EXAMPLES})",
    )
    parser.addini(
        "ruleslawyer_collect",
        "collect .feature files directly (default: true)",
        type="bool",
        default=True,
    )
    parser.addini(
        "ruleslawyer_max_examples",
        f"examples per property scenario (default: {DEFAULT_MAX_EXAMPLES})",
        default=str(DEFAULT_MAX_EXAMPLES),
    )


def max_examples(config: pytest.Config) -> int:
    given: int | None = config.getoption("ruleslawyer_max_examples")
    if given is not None:
        return given
    raw = config.getini("ruleslawyer_max_examples")
    try:
        return max(1, int(raw))
    except (TypeError, ValueError):
        raise pytest.UsageError(
            f"ruleslawyer_max_examples must be a whole number, not {raw!r}"
        ) from None
