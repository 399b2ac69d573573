"""The plugin's own modules are not assertion-rewritten by pytest (pytest_plugin/__init__.py):
installed as a package, pytest marks them for rewriting as it marks every plugin's, and with
no bytecode written that cost a parse and compile of each module at every run."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

import ruleslawyer

# Loaded with -p before the entry-point plugins, as pytest marks an installed plugin's package:
# ruleslawyer (found on the path, where pytest's import hook finds it) and another package.
MARKER = """
import pytest

pytest.register_assert_rewrite("ruleslawyer", "mine")
"""

CONFTEST = """
import sys

import mine.sub


def pytest_collection_finish(session):
    for name, module in sorted(sys.modules.items()):
        if name.split(".")[0] in ("ruleslawyer", "mine"):
            print("LOADER", name, type(module.__loader__).__name__)
"""

FEATURE = """Feature: F
  Scenario: S
    Given a unit "Squad"
    Then "Squad" is not engaged
"""


@pytest.mark.slow  # a pytester run in a subprocess
def test_the_plugin_takes_only_its_own_modules_off_the_rewrite_list(
    pytester: pytest.Pytester, monkeypatch: pytest.MonkeyPatch
) -> None:
    pytester.makepyfile(rl_mark=MARKER)
    pytester.mkpydir("mine")
    pytester.makepyfile(**{"mine/sub": "def f():\n    assert True\n"})
    pytester.makeconftest(CONFTEST)
    pytester.makefile(".feature", f=FEATURE)
    found = [str(pytester.path), str(Path(ruleslawyer.__file__).parent.parent)]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([*found, os.environ.get("PYTHONPATH", "")]))
    result = pytester.runpytest_subprocess("-p", "rl_mark", "-s", "-q")
    result.assert_outcomes(passed=1)
    loaders = dict(line.split()[1:] for line in result.outlines if line.startswith("LOADER "))
    rewritten = {name for name, loader in loaders.items() if loader == "AssertionRewritingHook"}
    assert "ruleslawyer.core" in loaders and "ruleslawyer.steps" in loaders, loaders
    # Imported before the plugin's first line ran: the package and the plugin's own package.
    assert {n for n in rewritten if n.startswith("ruleslawyer")} == {
        "ruleslawyer",
        "ruleslawyer.pytest_plugin",
    }
    assert {"mine", "mine.sub"} <= rewritten  # another package's mark is left alone
